# ruff: noqa: E501
"""Family j: a blood bank's courier (dispatch rider) desk in Lagos, Nigeria (English, Nigerian
Pidgin, Yoruba)."""

from __future__ import annotations

import json
import random

from hundredsecond_corpus import alnum, b64url
from hundredsecond_spec import Fam, Slots, reg

F = Fam(
    name="blood_courier_desk_lagos",
    orgs=("ejeride", "bloodwheels", "ikejadrop", "ayoroute"),
    tld="com.ng",
    first=(
        ("Adébáyọ̀", "adebayo"),
        ("Ngozi", "ngozi"),
        ("Olúwáṣeun", "seun"),
        ("Chiamaka", "chiamaka"),
        ("Túndé", "tunde"),
        ("Fúnmiláyọ̀", "funmi"),
        ("Ibrahim", "ibrahim"),
        ("Aisha", "aisha"),
    ),
    last=(
        ("Okafor", "okafor"),
        ("Adéyẹmí", "adeyemi"),
        ("Balógun", "balogun"),
        ("Okonkwo", "okonkwo"),
        ("Bello", "bello"),
        ("Oláwálé", "olawale"),
    ),
    words=(
        "naija",
        "eko",
        "jollof",
        "oluwa",
        "ire",
        "alafia",
        "omo",
        "suya",
        "lekki",
        "ikeja",
        "okada",
        "danfo",
        "odogwu",
        "baba",
        "ayo",
        "eje",
    ),
    pets=("bingo", "simba", "jack", "bobby", "tiger", "scooby"),
    places=("ikeja", "yaba", "lekki", "surulere", "ikoyi", "apapa"),
    cc="+234",
)

reg(
    F,
    "bloodrun_pidgin_whatsapp_password_rider_app",
    (
        "WhatsApp/WhatsApp Chat with Riders <<placec>>.txt",
        "exports/whatsapp/<<org>>_riders_<<date>>.txt",
    ),
    """<<dmys>>, <<hh>>:<<mi>> - <<first>> <<last>>: Riders abeg una no fit login for the rider app again?
<<dmys>>, <<hh>>:<<mi>> - <<first2>> <<last2>>: E dey show "invalid password" since morning o
<<dmys>>, <<hh2>>:01 - <<first>> <<last>>: Na me change am. Use this one: <<cred>>
<<dmys>>, <<hh2>>:02 - <<first>> <<last>>: Username na your phone number. Cold box pickup for LUTH by <<hh2>>:30 sharp
<<dmys>>, <<hh2>>:04 - <<first2>> <<last2>>: Ese ma 🙏🏾
""",
    "human",
    "",
)

reg(
    F,
    "bloodrun_paystack_hospital_invoices_node",
    ("billing/src/paystack.js", "srv/<<org>>/api/payments/paystack.js"),
    """// Hospitals pay per delivered unit – Paystack (live)
const https = require("https");

const PAYSTACK_SECRET_KEY = "<<cred>>";

function initialize(email, amountKobo, reference) {
  const body = JSON.stringify({ email, amount: amountKobo, reference, callback_url: "https://<<dom>>/paid" });
  const req = https.request({
    hostname: "api.paystack.co",
    path: "/transaction/initialize",
    method: "POST",
    headers: { Authorization: `Bearer ${PAYSTACK_SECRET_KEY}`, "Content-Type": "application/json" },
  });
  req.write(body);
  req.end();
}

module.exports = { initialize };
""",
    "p:paystack",
    "",
)

reg(
    F,
    "bloodrun_flutterwave_rider_payouts_env",
    ("payouts/.env", "srv/<<org>>/rider-payouts/.env.production"),
    """# Rider payouts (weekly) – Flutterwave transfers
FLW_PUBLIC_KEY=FLWPUBK-<<hex12>><<hex12>><<hex8>>-X
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=<<hex12>>
PAYOUT_DAY=friday
""",
    "p:flutterwave",
    "",
)

reg(
    F,
    "bloodrun_termii_pickup_sms_python",
    ("notify/termii_sms.py", "opt/<<org>>/dispatch/sms.py"),
    '''"""SMS the hospital when a cold box leaves the blood bank."""

import requests

TERMII_API_KEY = "<<cred>>"
SENDER_ID = "<<orgu>>"


def notify(phone, units, eta):
    payload = {
        "to": phone,
        "from": SENDER_ID,
        "sms": f"{units} unit(s) on the way. ETA {eta}. Keep cold chain ready.",
        "type": "plain",
        "channel": "dnd",
        "api_key": TERMII_API_KEY,
    }
    return requests.post("https://api.ng.termii.com/api/sms/send", json=payload, timeout=15)
''',
    "p:termii",
)

reg(
    F,
    "bloodrun_cold_box_flespi_token_yaml",
    ("coldchain/config.yaml", "opt/<<org>>/coldbox-monitor/config.yaml"),
    """# Cold box temperature loggers (Teltonika FMC130 + BLE probes) via flespi
flespi:
  token: "<<cred>>"
  channel_id: <<nnnn>><<nnn>>
  poll_seconds: 30
alerts:
  max_temp_c: 6.0
  min_temp_c: 2.0
  notify: ["<<phone2>>", "<<email>>"]
""",
    "p:flespi",
)


def _mapbox(rng: random.Random, s: Slots) -> str:
    head = b64url(
        json.dumps(
            {"u": s["org"], "a": alnum(rng, 25, "abcdefghijklmnopqrstuvwxyz0123456789")},
            separators=(",", ":"),
        ).encode()
    )
    return f"sk.{head}.{alnum(rng, 22, 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')}"


reg(
    F,
    "bloodrun_rider_app_mapbox_secret_env",
    ("rider-app/.env", "apps/<<org>>-rider/.env.production"),
    """# React Native rider app – routes around Third Mainland Bridge traffic
API_BASE_URL=https://api.<<dom>>/v1
MAPBOX_DOWNLOADS_TOKEN=<<cred>>
SENTRY_ENV=production
DEFAULT_CITY=Lagos
""",
    _mapbox,
    "",
)

reg(
    F,
    "bloodrun_yoruba_telegram_copied_reply_only",
    ("Notes/telegram_copy_<<date>>.txt", "Desktop/<<org>>_dashboard_<<month>><<day>>.txt"),
    """<<first>> <<last>>, [<<day>>.<<month>>.<<yy>> <<hh>>:<<mi>>]
Ẹ jọ̀wọ́, kí ni password tuntun fún dashboard blood bank? Mo fẹ́ wo stock O negative.

<<first2>> <<last2>>, [<<day>>.<<month>>.<<yy>> <<hh2>>:02]
<<cred>>

<<first>> <<last>>, [<<day>>.<<month>>.<<yy>> <<hh2>>:03]
Ẹ ṣé gan an 🙏🏾
""",
    "human",
    "",
    lambda rng, s: {"yy": f"{int(s['year']) % 100:02d}"},
)

reg(
    F,
    "bloodrun_dispatch_odoo_conf_options",
    ("etc/odoo/odoo.conf", "opt/<<org>>/odoo-<<place>>.conf"),
    """[options]
; Odoo 17 – dispatch desk, fleet and hospital invoicing
admin_passwd = <<cred>>
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = <<cred>>
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/opt/odoo/custom
proxy_mode = True
list_db = False
""",
    "pw",
    "ini",
)
