# ruff: noqa: E501
"""Family m: a Manila lipat-bahay trucking service, the Philippines: PayMongo and Semaphore SMS,
a Lalamove partner integration, Odoo for billing, a Flutter booking app, dashcam stickers,
and Telegram and mail in Taglish."""

from __future__ import annotations

import json

from hundredthirtyninth_spec import PH, hexs, pick, prov

F = PH

F.reg(
    "lipat_paymongo_secret_key_env",
    ("backend/.env", "<<org>>-booking-api/.env.production"),
    """# <<org>> Lipat Bahay booking API
NODE_ENV=production
PORT=3000
APP_URL=https://book.<<dom>>

# PayMongo (GCash / Maya / card) — reservation fee
PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_URL=https://book.<<dom>>/api/paymongo/webhook

SEMAPHORE_SENDERNAME=<<sender>>
""",
    "p:paymongo",
    extra=lambda rng, s: {"pk": prov(rng, "paymongo")[8:], "sender": s["org"][:11].upper()},
)

F.reg(
    "lipat_semaphore_sms_python",
    ("scripts/sms_paalala.py", "<<org>>/ops/semaphore_<<n>>.py"),
    '''"""Paalala SMS sa customer isang araw bago ang lipat (Semaphore)."""

import csv

import requests

SEMAPHORE_APIKEY = "<<cred>>"
SENDER = "<<sender>>"


def send(number, message):
    r = requests.post(
        "https://api.semaphore.co/api/v4/messages",
        data={"apikey": SEMAPHORE_APIKEY, "number": number, "message": message, "sendername": SENDER},
        timeout=20,
    )
    return r.json()


with open("bukas.csv", newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        send(row["cellphone"], f"Hi {row['name']}! Paalala: ang truck ay darating bukas {row['oras']}. Salamat po!")
''',
    "p:semaphore",
    extra=lambda rng, s: {"sender": s["org"][:11].upper()},
)


def _tgjson(s) -> str:
    t = int(s["ts"])
    msgs = [
        {
            "id": int(s["n4"]),
            "type": "message",
            "date": f"{s['y']}-{s['mo']}-{s['d']}T{s['hh']}:{s['mi']}:{s['ss']}",
            "date_unixtime": str(t),
            "from": s["name2"],
            "from_id": f"user{s['uid2']}",
            "text": "Kuya pa-send naman ng login sa BIR eFPS, magfa-file na ako ng 2550M bago mag-deadline",
            "text_entities": [
                {
                    "type": "plain",
                    "text": "Kuya pa-send naman ng login sa BIR eFPS, magfa-file na ako ng 2550M bago mag-deadline",
                }
            ],
        },
        {
            "id": int(s["n4"]) + 1,
            "type": "message",
            "date": f"{s['y']}-{s['mo']}-{s['d']}T{s['hh']}:{s['mi2']}:{s['ss']}",
            "date_unixtime": str(t + 80),
            "from": s["name"],
            "from_id": f"user{s['uid1']}",
            "text": f"user: {s['user']}\npassword: {s['cred']}",
            "text_entities": [
                {"type": "plain", "text": f"user: {s['user']}\npassword: {s['cred']}"}
            ],
        },
        {
            "id": int(s["n4"]) + 2,
            "type": "message",
            "date": f"{s['y']}-{s['mo']}-{s['d']}T{s['hh']}:{s['mi2']}:{s['ss']}",
            "date_unixtime": str(t + 95),
            "from": s["name"],
            "from_id": f"user{s['uid1']}",
            "text": "wag mo ishare sa mga helper ha, salamat",
            "text_entities": [{"type": "plain", "text": "wag mo ishare sa mga helper ha, salamat"}],
        },
    ]
    doc = {
        "name": f"{s['org']} Office",
        "type": "private_supergroup",
        "id": int(s["uid1"]) * 3,
        "messages": msgs,
    }
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


F.reg(
    "lipat_telegram_result_json_taglish_efps",
    (
        "Telegram Desktop/ChatExport_<<y>>-<<mo>>-<<d>>/result.json",
        "<<org>>/backup/telegram_office_<<n>>/result.json",
    ),
    _tgjson,
    "human",
    extra=lambda rng, s: {
        "uid1": str(rng.randint(10**8, 10**10)),
        "uid2": str(rng.randint(10**8, 10**10)),
    },
)

F.reg(
    "lipat_email_taglish_lalamove_business_login",
    (
        "Mail/Sent/<<y>><<mo>><<d>>_lalamove_login.eml",
        "<<org>>/admin/emails/business_account_<<n>>.eml",
    ),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Login sa Lalamove Business account (para sa overflow bookings)
Date: <<d>> Aug <<y>> <<hh>>:<<mi>>:<<ss>> +0800
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Hi <<first2>>,

Kapag puno na yung mga truck natin (lalo na tuwing katapusan ng buwan), puwede
kang mag-book ng 10-wheeler sa Lalamove gamit ang business account natin:

  Email: dispatch@<<dom>>
  Password: <<cred>>

Paki-log yung bawat booking sa Google Sheet para ma-reconcile ni Ma'am <<last>>
sa billing. Huwag na ishare sa ibang crew.

Salamat!
<<name>>
Operations, <<org>> Lipat Bahay — <<phone>>
""",
    "human",
)

F.reg(
    "lipat_lalamove_v3_hmac_node",
    ("src/lalamove.js", "<<org>>-dispatch/lib/lalamove<<n>>.js"),
    """// Lalamove API v3 — overflow bookings when our own trucks are full
const crypto = require('crypto');

const API_KEY = 'pk_prod_<<pk>>';
const API_SECRET = '<<cred>>';
const BASE = 'https://rest.lalamove.com';

function sign(method, path, body) {
  const time = Date.now().toString();
  const raw = `${time}\\r\\n${method}\\r\\n${path}\\r\\n\\r\\n${body}`;
  const signature = crypto.createHmac('sha256', API_SECRET).update(raw).digest('hex');
  return { time, token: `${API_KEY}:${time}:${signature}` };
}

async function quotation(stops) {
  const body = JSON.stringify({ data: { serviceType: 'TRUCK330', language: 'en_PH', stops } });
  const { token } = sign('POST', '/v3/quotations', body);
  const res = await fetch(`${BASE}/v3/quotations`, {
    method: 'POST',
    headers: { Authorization: `hmac ${token}`, Market: 'PH', 'Content-Type': 'application/json' },
    body,
  });
  return res.json();
}

module.exports = { quotation };
""",
    "p:lalamove",
    extra=lambda rng, s: {"pk": hexs(rng, 32)},
)


def _dashcam(rng, s):
    return {
        "plate": f"N{pick(rng, 'ABCDX')}{pick(rng, 'ABCQ')} {rng.randint(1000, 9999)}",
        "ssid": f"70mai_D{rng.randint(10, 99)}_{s['hex8'][:4]}",
    }


F.reg(
    "lipat_truck_dashcam_sticker_ocr_wifi",
    ("scans/dashcam_sticker_<<n>>.txt", "<<org>>/fleet/OCR/truck_<<n4>>_dashcam.txt"),
    """TRUCK <<plate>> — <<org>> LIPAT BAHAY
DASHCAM WiFi (para sa pag-download ng video)
SSID: <<ssid>>
Password: <<cred>>
WAG TANGGALIN ANG STICKER
Maintenance: <<name>> <<phone>>
""",
    "human_x",
    extra=_dashcam,
)

F.reg(
    "lipat_odoo_conf_admin_passwd",
    ("etc/odoo/odoo.conf", "<<org>>/erp/odoo<<n>>.conf"),
    """[options]
; master password for the database manager
admin_passwd = <<cred>>
db_host = localhost
db_port = 5432
db_user = odoo
db_password = False
dbfilter = ^<<org>>$
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/opt/odoo/custom-addons
proxy_mode = True
workers = 4
logfile = /var/log/odoo/odoo.log
""",
    "pw",
    syntax="ini",
)

F.reg(
    "lipat_flutter_dart_maps_key",
    ("lib/config/keys.dart", "<<org>>_app/lib/src/constants<<n>>.dart"),
    """// Booking app ng <<org>> Lipat Bahay
// TODO ilipat sa --dart-define bago i-open source

const String appName = '<<org>> Lipat Bahay';
const String apiBaseUrl = 'https://book.<<dom>>/api';
const String googleMapsApiKey = '<<cred>>';
const double defaultLat = 14.5995;
const double defaultLng = 120.9842;
""",
    "p:google",
)
