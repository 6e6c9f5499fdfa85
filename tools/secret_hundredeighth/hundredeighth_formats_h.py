# ruff: noqa: E501
"""Family h: a desert-camp operator in the Wahiba (Sharqiya) Sands (Oman): Arabic, English."""

from __future__ import annotations

import json

from hundredeighth_spec import Fam, alnum

F = Fam(
    name="wahiba_omani_desert_camp",
    prefix="wahiba",
    orgs=("wahibanujum",),
    tld="om",
    first=(
        ("سالم", "salim"),
        ("فاطمة", "fatma"),
        ("خالد", "khalid"),
        ("مريم", "maryam"),
        ("سعيد", "saeed"),
        ("عائشة", "aisha"),
        ("حمد", "hamad"),
        ("نورة", "noura"),
    ),
    last=(
        ("الحارثي", "alharthi"),
        ("البلوشي", "albalushi"),
        ("الوهيبي", "alwahaibi"),
        ("الرواحي", "alrawahi"),
        ("الحجري", "alhajri"),
        ("المعمري", "almamari"),
    ),
    words=(
        "wahiba",
        "sharqiya",
        "ramlat",
        "bidiyah",
        "jamal",
        "qahwa",
        "dates",
        "tamr",
        "khanjar",
        "muscat",
        "nizwa",
        "sur",
        "halwa",
        "sahra",
        "nujoom",
        "qamar",
        "dune",
        "falaj",
        "majlis",
        "shuwa",
        "ibra",
    ),
    pets=("saqr", "najma", "ghazal", "lulu", "barq", "zeina"),
    cc="968",
    town="بدية",
)

F.reg(
    "arabic_whatsapp_kalimat_alsir_camp",
    ("phone/محادثة واتساب مع <<fac>>.txt", "exports/whatsapp/mukhayyam-<<date>>-<<fa>>.txt"),
    """<<dmy>>، <<hh>>:<<mm>> م - <<fn2>>: السلام عليكم، نسيت كلمة السر حق نظام الحجوزات
<<dmy>>، <<hh>>:<<mm2>> م - <<fn>> <<ln>>: وعليكم السلام. المستخدم <<user>>
<<dmy>>، <<hh>>:<<mm2>> م - <<fn>> <<ln>>: كلمة السر: <<cred>>
<<dmy>>، <<hh>>:<<mm2>> م - <<fn2>>: مشكور، الضيوف وصلوا بدية والسيارات جاهزة
""",
    "human",
)

F.reg(
    "thawani_pay_secret_dotenv",
    ("web/<<org>>-<<nn>>/.env", "srv/<<org>>/booking-<<fa>>/.env.production"),
    """APP_ENV=production
APP_URL=https://<<dom>>
THAWANI_BASE_URL=https://checkout.thawani.om/api/v1
THAWANI_SECRET_KEY=<<cred>>
THAWANI_PUBLISHABLE_KEY=<<pk>>
CURRENCY=OMR
""",
    "alnum:30",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 30)},
)

F.reg(
    "camp_generator_mqtt_gateway_yaml",
    ("camp/<<org>>/gateway-<<nn>>.yaml", "iot/generator-<<fa>>/config.yml"),
    """# Generator + water tank telemetry (Deep Sea DSE + tank float sensors)
mqtt:
  host: <<ip>>
  port: 1883
  username: camp_gateway
  password: '<<cred>>'
modbus:
  port: /dev/ttyUSB0
  baudrate: 9600
  slave: 10
publish_every: 60
""",
    "pw_sq",
)

F.reg(
    "booking_com_ota_availability_xml",
    ("integrations/booking/<<org>>-avail-<<nn>>.xml", "logs/ota/request_<<date>>_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<request>
  <username><<org>>_xml</username>
  <password><<cred>></password>
  <hotel_id><<nn>>88</hotel_id>
  <version>1.0</version>
  <room id="<<nn>>01"><date value="<<date>>"><rate id="1"/><roomstosell>6</roomstosell></date></room>
</request>
""",
    "pw_xml",
)

F.reg(
    "arabic_email_kalimat_almurur_extranet",
    ("mail/<<date>>-extranet-<<fa>>.eml", "outbox/hajz-<<nn>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: بيانات الدخول إلى لوحة الحجوزات
Date: <<dmy>> <<hh>>:<<mm>> +0400
Content-Type: text/plain; charset=utf-8

مرحبا <<fn2>>،

هذه بيانات الدخول إلى لوحة Booking.com الخاصة بالمخيم:
اسم المستخدم: <<user>>
كلمة المرور: <<cred>>

يرجى عدم مشاركتها مع السائقين.
تحياتي،
<<fn>>
""",
    "human",
)

F.reg(
    "dune_drivers_csv_arabic_headers",
    ("office/السائقين_<<y>>.csv", "exports/drivers-<<nn>>.csv"),
    """الاسم,الهاتف,السيارة,اسم المستخدم,كلمة المرور
<<fn>> <<ln>>,<<phone>>,Land Cruiser <<y>>,<<user>>,<<cred>>
<<fn2>>,<<phone2>>,Nissan Patrol,,
""",
    "human_x",
    syntax="",
)


def _unifi(s: dict) -> str:
    data = {
        "meta": {"rc": "ok"},
        "data": [
            {
                "_id": s["id"] + "0000000000000000",
                "name": f"{s['orgc']}-Majlis",
                "security": "wpapsk",
                "wpa_mode": "wpa2",
                "x_passphrase": s["cred"],
                "enabled": True,
            }
        ],
    }
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "camp_unifi_wlanconf_json",
    ("it/unifi/wlanconf-<<nn>>.json", "backup/unifi-<<date>>/rest_wlanconf.json"),
    _unifi,
    "human",
)

F.reg(
    "inreach_ipc_inbound_python",
    ("scripts/<<org>>/inreach_send_<<nn>>.py", "home/<<fa>>/ipc_inbound.py"),
    """\"\"\"Send a message to the dune drivers' Garmin inReach units (IPC Inbound).\"\"\"
import requests

IPC_URL = "https://ipcinbound.inreachapp.com/api/Messaging/Message"
IPC_KEY = "<<cred>>"

payload = {
    "Messages": [
        {"Recipients": ["<<nn>>0123456"], "Sender": "<<email>>", "Timestamp": "/Date(1735689600000)/", "Message": "Sandstorm, return to camp"}
    ]
}
r = requests.post(IPC_URL, json=payload, headers={"X-API-Key": IPC_KEY}, timeout=30)
print(r.status_code)
""",
    "alnum:40",
)
