"""Family h: a bowling alley and arcade in Nairobi (Kenya): M-Pesa Daraja STK push for lane
bookings and game cards, Africa's Talking SMS, Pesapal card payments, the arcade card
readers, KRA iTax notebooks and Swahili / Sheng WhatsApp groups."""

from __future__ import annotations

import json

from hundredthirtyseventh_corpus import DIGITS, alnum
from hundredthirtyseventh_spec import Fam, prov

F = Fam(
    name="nairobi_bowling_mpesa_arcade",
    orgs=("jacarandastrike", "kilimanilanes", "harambeebowl"),
    tld="co.ke",
    first=("Wanjiru", "Otieno", "Achieng", "Kamau", "Njeri", "Kiprop", "Mwangi", "Akinyi"),
    last=("Odhiambo", "Mutua", "Kariuki", "Wekesa", "Chebet", "Omondi", "Njoroge"),
    words=(
        "simba",
        "jambo",
        "harambee",
        "nyama",
        "choma",
        "matatu",
        "karibu",
        "westlands",
        "kilimani",
        "tusker",
        "safari",
        "mambo",
        "uhuru",
        "jacaranda",
    ),
    cc="254",
    cities=("Westlands", "Kilimani", "Karen", "Thika Road", "Two Rivers"),
    pets=("simba", "bosco", "tiger", "jimmy", "kiki", "rex"),
    teams=("GorMahia", "AFCLeopards", "Arsenal", "ManUtd", "Harambee", "Tusker"),
)


def _daraja(rng, s):
    return {
        "ckey": prov(rng, "daraja_key"),
        "passkey": prov(rng, "daraja_passkey"),
        "short": str(rng.randint(400000, 999999)),
    }


F.reg(
    "nairobi_daraja_stk_push_dotenv",
    ("lanes-booking/.env", "<<org>>-gamecard/api/.env.production"),
    """# M-Pesa Daraja (STK push) - lane bookings + game card top-ups
MPESA_ENV=production
MPESA_SHORTCODE=<<short>>
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_PASSKEY=<<passkey>>
MPESA_CALLBACK_URL=https://api.<<domain>>/mpesa/callback
""",
    "p:daraja_secret",
    syntax="",
    extra=_daraja,
)

F.reg(
    "nairobi_daraja_lipa_na_mpesa_passkey_python",
    ("gamecard/mpesa.py", "<<org>>_api/payments/stk_<<n>>.py"),
    """import base64
import datetime

import requests

SHORTCODE = "<<short>>"
PASSKEY = "<<cred>>"
CALLBACK = "https://api.<<domain>>/mpesa/callback"


def stk_push(token: str, phone: str, amount: int, card_no: str) -> dict:
    ts = datetime.datetime.now().strftime("%Y%m%d%H%M%S")
    password = base64.b64encode(f"{SHORTCODE}{PASSKEY}{ts}".encode()).decode()
    body = {
        "BusinessShortCode": SHORTCODE,
        "Password": password,
        "Timestamp": ts,
        "TransactionType": "CustomerPayBillOnline",
        "Amount": amount,
        "PartyA": phone,
        "PartyB": SHORTCODE,
        "PhoneNumber": phone,
        "CallBackURL": CALLBACK,
        "AccountReference": f"CARD{card_no}",
        "TransactionDesc": "Game card top-up",
    }
    r = requests.post(
        "https://api.safaricom.co.ke/mpesa/stkpush/v1/processrequest",
        json=body,
        headers={"Authorization": f"Bearer {token}"},
        timeout=30,
    )
    return r.json()
""",
    "p:daraja_passkey",
    extra=lambda rng, s: {"short": str(rng.randint(400000, 999999))},
)

F.reg(
    "nairobi_africastalking_league_sms_node",
    ("league-sms/index.js", "<<org>>-league/notify_<<n>>.js"),
    """// Tuesday league: lane assignments by SMS
const credentials = {
  apiKey: '<<cred>>',
  username: '<<org>>',
};
const AfricasTalking = require('africastalking')(credentials);
const sms = AfricasTalking.SMS;

async function sendLaneAssignments(players) {
  for (const p of players) {
    await sms.send({
      to: [p.phone],
      message: `Jambo ${p.name}! Lane ${p.lane} tonight 7pm at <<orgc>> <<city>>.`,
      from: '<<sender>>',
    });
  }
}

module.exports = { sendLaneAssignments };
""",
    "p:africastalking",
    syntax="",
    extra=lambda rng, s: {"sender": s["orgc"][:11].upper()},
)

F.reg(
    "nairobi_swahili_sheng_whatsapp_nenosiri",
    ("WhatsApp Chat with Lanes Staff <<n>>.txt", "chats/<<org>>/whatsapp_lanes_<<ymd>>.txt"),
    """<<dmy>>, 18:02 - <<first>> <<last>>: Wasee, nenosiri ya wifi ya arcade imebadilishwa leo
<<dmy>>, 18:02 - <<first>> <<last>>: Mtandao: <<orgc>>_Arcade
<<dmy>>, 18:03 - <<first>> <<last>>: Nenosiri: <<cred>>
<<dmy>>, 18:05 - <<first2>>: Sawa boss, nitaweka kwa card readers zote
<<dmy>>, 18:06 - <<first>> <<last>>: Msipatie wateja, wao watumie guest network
""",
    "human_x",
    syntax="",
)


def _kra(rng, s):
    return {"pin": f"P05{alnum(rng, 7, DIGITS)}{alnum(rng, 1, 'ABCDEFGHJKLMNPQRSTUVWXYZ')}"}


F.reg(
    "nairobi_kra_itax_notebook_ocr",
    ("scans/office_notebook_p<<n>>.txt", "ocr/<<org>>/accounts_notebook_<<ymd>>.txt"),
    """KRA iTax - company
PIN  <<pin>>
password: <<cred>>
VAT return due 20th!!  (<<first>> to file)
eTIMS device serial <<serial>>
""",
    "human",
    syntax="",
    extra=_kra,
)


def _cardreader(s):
    return (
        json.dumps(
            {
                "reader_id": f"RDR-{s['n2']}",
                "site": f"{s['orgc']} {s['city']}",
                "game": "Air Hockey 2",
                "wifi": {"ssid": f"{s['orgc']}_Arcade", "psk_ref": "provisioned"},
                "backend": {
                    "url": f"https://cards.{s['domain']}/api/v1",
                    "device_key": s["cred"],
                },
                "price_per_play_kes": 100,
                "firmware": "3.4.1",
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "nairobi_arcade_card_reader_device_json",
    ("readers/RDR-<<n2>>/config.json", "<<org>>-readers/provision/rdr_<<n2>>.json"),
    _cardreader,
    "x:gcr_live_:32",
)

F.reg(
    "nairobi_pesapal_consumer_secret_csharp",
    ("Lanes.Web/Payments/PesapalSettings.cs", "src/<<orgc>>.Booking/Pesapal/PesapalClient.cs"),
    """namespace Lanes.Web.Payments
{
    // Pesapal API 3.0 - card payments for corporate lane bookings
    public static class PesapalSettings
    {
        public const string BaseUrl = "https://pay.pesapal.com/v3";
        public const string ConsumerKey = "<<ckey>>";
        public const string ConsumerSecret = "<<cred>>";
        public const string IpnUrl = "https://<<domain>>/pesapal/ipn";
    }
}
""",
    "b64:21",
    syntax="",
    extra=lambda rng, s: {"ckey": alnum(rng, 28)},
)

F.reg(
    "nairobi_english_email_lane_machine_vendor_teamviewer",
    (
        "mail/<<user>>/pinsetter_remote_<<ymd>>.eml",
        "Outlook/<<org>>/Inbox/Remote support pinsetters <<n>>.eml",
    ),
    """From: Field Service <service@lanetech-africa.com>
To: <<email>>
Subject: Remote support - pinsetter controller lanes 1-12
Date: Wed, 12 Mar <<year>> 14:22:09 +0300
Content-Type: text/plain; charset=UTF-8

Hi <<first>>,

Our engineer will connect tonight after closing to update the pinsetter
controller firmware. Please leave the front desk PC on.

TeamViewer ID: <<tv>>
Password: <<cred>>

Regards,
Field Service - East Africa
""",
    "pw",
    syntax="",
    extra=lambda rng, s: {
        "tv": f"1 {alnum(rng, 3, DIGITS)} {alnum(rng, 3, DIGITS)} {alnum(rng, 3, DIGITS)}"
    },
)
