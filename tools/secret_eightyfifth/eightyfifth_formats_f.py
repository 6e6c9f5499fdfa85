# ruff: noqa: E501
"""Family f: a septic-tank and drain declogging service (poso negro) in Metro Manila,
Philippines (Tagalog / Taglish): PayMongo and Xendit GCash, Semaphore SMS, Lalamove,
Cartrack fleet portal, Viber and Telegram."""

from __future__ import annotations

import json

from eightyfifth_spec import PHILIPPINES as F
from eightyfifth_spec import prov

# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "poso_taglish_viber_desktop_csv_password_cartrack",
    ("Viber/Export <<org>> Dispatch <<ymd>>.csv", "backup/<<fa>>/viber_<<n>>.csv"),
    """Date,Time,Sender Name,Sender Phone Number,Message
<<dmy>>,<<t1>>,<<first>> <<last>>,<<phone>>,"Sir yung Cartrack di ko ma-open sa phone, naka-logout ako"
<<dmy>>,<<t2>>,<<first2>>,<<phone>>,"Username: dispatch.<<org>>"
<<dmy>>,<<t2>>,<<first2>>,<<phone>>,"Password: <<cred>>"
<<dmy>>,<<t3>>,<<first>> <<last>>,<<phone>>,"Ok na po salamat! papunta na kami sa Marikina, puno na yung poso ng customer"
<<dmy>>,<<t4>>,<<first2>>,<<phone>>,"Wag nyo i-share sa iba ha"
""",
    "human",
    syntax="",
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "poso_paymongo_secret_key_laravel_env",
    ("booking-app/.env", "deploy/<<org>>/.env.live<<n>>"),
    """APP_NAME="<<org_c>> Siphoning"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://book.<<dom>>

PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_SIG=whsk_<<wh>>

MAIL_FROM_ADDRESS=booking@<<dom>>
""",
    "p:paymongo",
    syntax="",
    extra=lambda r, s: {"pk": prov(r, "paymongo")[8:], "wh": prov(r, "paymongo")[8:]},
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "poso_semaphore_sms_apikey_dispatch_python",
    ("dispatch/notify_customer.py", "scripts/<<org>>/sms_<<n>>.py"),
    '''"""Text the customer when the vacuum truck leaves the yard (Semaphore SMS)."""

import requests

SEMAPHORE_APIKEY = "<<cred>>"
SENDER = "<<org_u>>"[:11]


def notify(number, name, eta):
    msg = f"Hi {name}! Papunta na ang aming siphoning truck. ETA {eta}. Salamat po - <<org_c>>"
    return requests.post(
        "https://api.semaphore.co/api/v4/messages",
        data={"apikey": SEMAPHORE_APIKEY, "number": number, "message": msg, "sendername": SENDER},
        timeout=15,
    ).json()
''',
    "p:semaphore",
)

# 4 ---------------------------------------------------------------------------------------------
F.reg(
    "poso_xendit_gcash_ewallet_charge_node",
    ("api/payments/gcash.js", "services/<<org>>/xendit_<<n>>.js"),
    """const Xendit = require('xendit-node');

// GCash / Maya down-payment for septic siphoning bookings
const x = new Xendit({ secretKey: '<<cred>>' });
const { EWallet } = x;
const ew = new EWallet({});

async function charge(booking) {
  return ew.createEWalletCharge({
    referenceID: `POSO-${booking.id}`,
    currency: 'PHP',
    amount: booking.downpayment,
    checkoutMethod: 'ONE_TIME_PAYMENT',
    channelCode: 'PH_GCASH',
    channelProperties: { successRedirectURL: 'https://book.<<dom>>/salamat' },
  });
}

module.exports = { charge };
""",
    "p:xendit",
    syntax="",
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "poso_bilin_handover_notes_taglish_cartrack_login",
    ("Notes/Bilin kay <<fa2_c>>.txt", "office/<<org>>/turnover_<<ymd>>.txt"),
    """BILIN PARA KAY <<first2>> (habang naka-leave ako <<dmy>>)

- Truck 1 (Isuzu 6-wheeler, vacuum 5,000L): PMS sa <<dd>>, dalhin sa Pasig
- Truck 2: sira yung PTO, wag munang gamitin
- Bayad sa MMDA/LLDA permits: nasa blue folder

Cartrack (GPS ng trucks)
  fleet.cartrack.ph
  user: <<user>>
  pw: <<cred>>

GCash ng opisina: nasa akin yung SIM, text mo ako pag may OTP.
""",
    "human",
    syntax="",
)


# 6 ---------------------------------------------------------------------------------------------
def _tg(s: dict) -> str:
    doc = {
        "name": f"{s['first2']}",
        "type": "personal_chat",
        "id": int(s["nnnn"]) * 1000 + int(s["nn"]),
        "messages": [
            {
                "id": 100 + k,
                "type": "message",
                "date": f"{s['ymd']}T{t}:00",
                "date_unixtime": str(s["ts"] + k * 60),
                "from": who,
                "from_id": f"user{s['nnnn']}{k % 2}",
                "text": txt,
                "text_entities": [{"type": "plain", "text": txt}],
            }
            for k, (t, who, txt) in enumerate(
                [
                    (s["t1"], s["first"], "Ano password ng wifi sa yard? bagong router daw"),
                    (s["t2"], s["first2"], s["cred"]),
                    (s["t3"], s["first"], "Salamat boss"),
                ]
            )
        ],
    }
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


F.reg(
    "poso_telegram_desktop_result_json_reply_only",
    (
        "Telegram Desktop/ChatExport_<<ymd>>/result.json",
        "exports/<<fa>>/ChatExport_<<n>>/result.json",
    ),
    _tg,
    "human",
)

# 7 ---------------------------------------------------------------------------------------------
F.reg(
    "poso_apps_script_lalamove_quote_sheet",
    ("apps-script/Code.gs", "sheets/<<org>>_booking_<<n>>.gs"),
    """// Booking sheet: get a Lalamove quote for delivering spare hoses to the truck crew
const LALAMOVE_KEY = 'pk_prod_<<pk>>';
const LALAMOVE_SECRET = '<<cred>>';

function quote(pickup, dropoff) {
  const path = '/v3/quotations';
  const body = JSON.stringify({ data: { serviceType: 'MOTORCYCLE', language: 'en_PH', stops: [pickup, dropoff] } });
  const time = new Date().getTime().toString();
  const raw = `${time}\\r\\nPOST\\r\\n${path}\\r\\n\\r\\n${body}`;
  const sig = Utilities.computeHmacSha256Signature(raw, LALAMOVE_SECRET)
    .map((b) => ('0' + (b & 0xff).toString(16)).slice(-2)).join('');
  const res = UrlFetchApp.fetch('https://rest.lalamove.com' + path, {
    method: 'post', contentType: 'application/json', payload: body,
    headers: { Authorization: `hmac ${LALAMOVE_KEY}:${time}:${sig}`, Market: 'PH' },
  });
  return JSON.parse(res.getContentText());
}
""",
    "p:lalamove",
    syntax="",
    extra=lambda r, s: {"pk": prov(r, "lalamove")[8:]},
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "poso_truck_tablet_wpa_supplicant_pocket_wifi",
    ("tablet-truck<<n>>/wpa_supplicant.conf", "etc/wpa_supplicant/<<org>>_truck<<n>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=PH

network={
    ssid="Globe_LTE_<<hex8>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
    priority=5
}

network={
    ssid="<<org_c>>-Yard"
    psk="<<wifi2>>"
    priority=1
}
""",
    "human",
    syntax="",
    extra=lambda r, s: {"wifi2": F.human(r)},
)
