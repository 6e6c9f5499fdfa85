# ruff: noqa: E501
"""Family h: a tractor-hire service around Kaduna (Nigeria; English, Hausa, Nigerian Pidgin)."""

from __future__ import annotations

import base64

from hundredtwentysecond_spec import Fam, dec_basic, shared_strings

F = Fam(
    name="kaduna_tractor_hire_booking",
    orgs=("taraktoci", "nomaplus", "gonahire", "zariatrac", "albarkatrac"),
    names=(
        "Taraktoci Hire Services",
        "Noma Plus Mechanisation",
        "Gona Tractor Hire",
        "Zaria Tractor Co-op",
        "Albarka Tractors Ltd",
    ),
    tld="com.ng",
    first=(
        ("Abubakar", "abubakar"),
        ("Aisha", "aisha"),
        ("Musa", "musa"),
        ("Hauwa", "hauwa"),
        ("Chinedu", "chinedu"),
        ("Blessing", "blessing"),
        ("Ibrahim", "ibrahim"),
    ),
    last=(
        ("Bello", "bello"),
        ("Usman", "usman"),
        ("Okafor", "okafor"),
        ("Abdullahi", "abdullahi"),
        ("Yakubu", "yakubu"),
        ("Danjuma", "danjuma"),
    ),
    words=(
        "gona",
        "noma",
        "tarakta",
        "masara",
        "dawa",
        "albarka",
        "kaduna",
        "zaria",
        "sannu",
        "gero",
        "wake",
        "harmattan",
        "naija",
        "kafanchan",
        "rijiya",
        "gyada",
    ),
    pets=("Bobby", "Jackie", "Simba", "Zaki", "Lucky", "Bingo"),
    cc="+234 80",
    places=("Zaria", "Kafanchan", "Saminaka", "Ikara", "Birnin Gwari"),
)


def _basic(s: dict) -> str:
    tok = base64.b64encode(f"ops_{s['org']}:{s['cred']}".encode()).decode()
    return f"""cd ~/booking
git pull
curl -s https://telematics.{s["dom"]}/api/v1/tractors/positions -H "Authorization: Basic {tok}" | jq '.[] | .plate'
curl -s -X POST https://telematics.{s["dom"]}/api/v1/geofence -H "Authorization: Basic {tok}" -d @farms_{s["place"].replace(" ", "_")}.json
tail -f logs/sync.log
"""


F.reg(
    "kaduna_hausa_whatsapp_kalmar_sirri",
    [
        "WhatsApp Chat with <<first2>> <<last2>>.txt",
        "phones/<<fa>>/WhatsApp_operators_<<stamp>>.txt",
    ],
    """<<dmy>>, <<time>> - <<first>> <<last>>: Sannu, don Allah ka turo min kalmar sirri ta app din booking, na manta
<<dmy>>, <<time>> - <<first2>> <<last2>>: Sunan mai amfani: <<user>>
<<dmy>>, <<time>> - <<first2>> <<last2>>: Kalmar sirri: <<cred>>
<<dmy>>, <<time>> - <<first>> <<last>>: Na gode sosai
""",
    "human",
    syntax="",
)

F.reg(
    "kaduna_paystack_webhook_express_js",
    ["server/paystack.js", "booking-api/<<n>>/routes/payments.js"],
    """// Paystack: farmers pay the deposit for ploughing / harrowing before the tractor leaves
const crypto = require("crypto");
const express = require("express");
const router = express.Router();

const PAYSTACK_SECRET = "<<cred>>";

router.post("/paystack/webhook", express.json(), (req, res) => {
  const hash = crypto.createHmac("sha512", PAYSTACK_SECRET).update(JSON.stringify(req.body)).digest("hex");
  if (hash !== req.headers["x-paystack-signature"]) return res.sendStatus(401);
  // mark booking paid
  res.sendStatus(200);
});

module.exports = router;
""",
    "p:paystack",
    syntax="",
)

F.reg(
    "kaduna_flutterwave_operator_payout_env",
    ["payouts/.env", "srv/<<org>>/operators/.env.live"],
    """# weekly payouts to tractor operators and spotters (Flutterwave transfers)
FLW_PUBLIC_KEY=FLWPUBK-<<hex8>><<hex8>><<hex8>><<hex8>>-X
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=<<hex8>><<n4>>
PAYOUT_DAY=friday
""",
    "p:flutterwave",
    syntax="",
)

F.reg(
    "kaduna_termii_sms_booking_php",
    ["app/Services/TermiiSms.php", "booking/<<n>>/lib/sms.php"],
    """<?php
// Booking confirmation SMS in Hausa / English via Termii
class TermiiSms
{
    private string $apiKey = '<<cred>>';
    private string $sender = 'TRACTOR';

    public function send(string $to, string $msg): void
    {
        $payload = json_encode(['to' => $to, 'from' => $this->sender, 'sms' => $msg, 'type' => 'plain', 'channel' => 'generic', 'api_key' => $this->apiKey]);
        $ch = curl_init('https://api.ng.termii.com/api/sms/send');
        curl_setopt($ch, CURLOPT_POSTFIELDS, $payload);
        curl_exec($ch);
    }
}
""",
    "x:TL:58",
    syntax="",
)

F.reg(
    "kaduna_telematics_curl_basic_bash_history",
    ["home/<<fa>>/.bash_history", "ops-laptop/<<stamp>>/.bash_history"],
    _basic,
    "pw_bare",
    syntax="",
    decode=dec_basic,
)

F.reg(
    "kaduna_pidgin_telegram_desktop_copied_reply_only",
    ["notes/telegram_copy_<<stamp>>.txt", "Desktop/<<fa>>_tg_<<n>>.txt"],
    """<<first>> <<last>>, [<<dotdate>> <<time>>]
Abeg wetin be the password for the Hello Tractor booking agent app? E don log me out

<<first2>> <<last2>>, [<<dotdate>> <<time>>]
<<cred>>

<<first>> <<last>>, [<<dotdate>> <<time>>]
Tanks boss
""",
    "human",
    syntax="",
)

F.reg(
    "kaduna_operator_roster_xlsx_shared_strings",
    ["roster_<<stamp>>/xl/sharedStrings.xml", "unzipped/operators_<<n>>/xl/sharedStrings.xml"],
    lambda s: shared_strings(
        [
            "Operator",
            "Tractor",
            "Phone",
            "App login",
            "App password",
            f"{s['first']} {s['last']}",
            f"MF-375 #{s['n']}",
            s["phone"],
            s["user"],
            s["cred"],
            s["place"],
        ]
    ),
    "pw_xml",
    syntax="xml",
)

F.reg(
    "kaduna_traccar_gps_server_xml_entry",
    ["opt/traccar/conf/traccar.xml", "gps-server/<<n>>/traccar.xml"],
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
</properties>
""",
    "pw_xml",
    syntax="",
)
