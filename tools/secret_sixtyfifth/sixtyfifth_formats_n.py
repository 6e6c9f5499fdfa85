# ruff: noqa: E501
"""Family n: a letting agent and landlords collecting rent (kodi) in Nairobi, Swahili and English."""

from __future__ import annotations

import json

from sixtyfifth_spec import Fam, b64, people_rows

F = Fam(
    "kodinyumba_letting_nairobi",
    orgs=("nyumbasafi", "kilimanihomes", "amanilettings"),
    tld="co.ke",
    first=("wanjiru", "otieno", "achieng", "kamau", "njeri", "mwangi", "akinyi", "kiprono"),
    last=("odhiambo", "mutua", "wambui", "kariuki", "omondi", "chebet", "kiplagat"),
    words=(
        "simba",
        "twiga",
        "jambo",
        "harambee",
        "safari",
        "karibu",
        "nyumbani",
        "tembo",
        "mombasa",
        "kilimanjaro",
        "chapati",
        "ugali",
        "maisha",
        "baraka",
        "amani",
        "pilipili",
    ),
    cc="+254",
    city="Nairobi",
)

F.reg(
    "kodinyumba_whatsapp_swahili_nenosiri_wifi",
    ("WhatsApp Chat with Wapangaji <<org>>.txt", "Phone/WhatsApp/block_<<n>>_<<org>>.txt"),
    """<<dmys>>, <<m1>> - <<first>> Caretaker: Habari za jioni wapangaji wote 🙏
<<dmys>>, <<m1>> - <<first>> Caretaker: Wifi ya jengo imebadilishwa leo baada ya malipo ya Zuku
<<dmys>>, <<m2>> - <<first>> Caretaker: Jina: <<ssid>>
<<dmys>>, <<m2>> - <<first>> Caretaker: Nenosiri: <<cred>>
<<dmys>>, <<m3>> - <<f2>> <<l2>>: Asante sana, imeunganika
<<dmys>>, <<m4>> - <<first>> Caretaker: Kodi ya mwezi huu mwisho tarehe 5 tafadhali
""",
    cred="human",
)

F.reg(
    "kodinyumba_mpesa_daraja_passkey_dotenv",
    ("kodi-app/.env", "srv/<<org>>/rent-collection/.env"),
    """# Rent collection via M-Pesa STK push (Lipa na M-Pesa Online)
MPESA_ENV=production
MPESA_SHORTCODE=<<short>>
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cs>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://kodi.<<dom>>/api/mpesa/callback
""",
    cred="hex:64",
    extra=lambda rng, s: {
        "short": F.draw(rng, "digits:6"),
        "ck": F.draw(rng, "alnum:48"),
        "cs": F.draw(rng, "alnum:64"),
    },
    syntax="",
)

F.reg(
    "kodinyumba_africastalking_rent_reminder_python",
    ("kodi-app/reminders.py", "home/<<user>>/<<org>>/sms_kodi_<<y>>.py"),
    '''"""Sends rent reminders (Kiswahili) to tenants with arrears on the 3rd of the month."""

import africastalking

africastalking.initialize(username="<<org>>", api_key="<<cred>>")
sms = africastalking.SMS

TENANTS = [
    ("+2547<<n3>><<n3>>", "A<<n>>", 18500),
    ("+2547<<n3>><<n3>>", "B<<n>>", 22000),
]

for phone, unit, amount in TENANTS:
    msg = f"Habari, kodi ya nyumba {unit} ya KSh {amount:,} bado haijalipwa. Tafadhali lipa kabla ya tarehe 5."
    sms.send(msg, [phone], sender_id="<<org>>"[:11].upper())
''',
    cred="p:atsk",
)

F.reg(
    "kodinyumba_sms_backup_xml_swahili_nenosiri",
    ("SMSBackupRestore/sms-<<y>><<mo>><<d>><<n>>.xml", "Phone/backup/sms_<<org>>_<<n3>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<id>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" subject="null" body="Habari boss, siwezi kuingia kwenye portal ya kodi, nimesahau nenosiri" toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" date_sent="<<ms>>" readable_date="<<d>>/<<mo>>/<<y>> <<t1>>" contact_name="<<f2>> Caretaker" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="2" subject="null" body="Jina: <<user2>> Nenosiri: <<cred>> . Usimpe mtu yeyote." toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<d>>/<<mo>>/<<y>> <<t2>>" contact_name="<<f2>> Caretaker" />
</smses>
""",
    cred="human",
)


def _kplc(rng, s):
    rows = people_rows(rng, F, 4)
    k = rng.randrange(4)
    out = []
    for i, (_fl, _ll, _login, pw) in enumerate(rows):
        if i == k:
            pw = s["cred"]
        out.append(
            f"{'ABC'[rng.randrange(3)]}{rng.randint(1, 24)},{rng.randint(10**10, 10**11 - 1)},{s['email'] if i == k else _login + '@gmail.com'},{pw},{rng.randint(200, 3000)}"
        )
    return {"rows": "\n".join(out)}


F.reg(
    "kodinyumba_kplc_prepaid_meters_csv",
    ("Kodi/<<org>>_meters_<<y>>.csv", "Desktop/KPLC tokens <<org>> <<n>>.csv"),
    """Unit,Meter No,Portal Login,Portal Password,Last Token KSh
<<rows>>
""",
    cred="human",
    extra=_kplc,
)

F.reg(
    "kodinyumba_rent_tracker_flask_config_py",
    ("kodi-tracker/config.py", "<<org>>-rent/instance/config_<<n>>.py"),
    """import os


class Config:
    SECRET_KEY = os.environ.get("SECRET_KEY", "dev")
    SQLALCHEMY_DATABASE_URI = "postgresql://kodi:<<cred>>@<<ip>>:5432/kodi"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
    CURRENCY = "KES"
    LATE_FEE_PERCENT = 10
""",
    cred="pw_url",
)

F.reg(
    "kodinyumba_caretaker_email_cctv_app_password",
    ("Gmail/Sent/CCTV app - <<org>>.eml", "mail/<<org>>/sent/<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<f2>> <<l2>> <<<email2>>>
Subject: CCTV app na gate
Date: Fri, <<d>> Jun <<y>> 18:03:51 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Habari <<f2>>,

Kama tulivyoongea, hii ni login ya CCTV app (Hik-Connect) ya <<org>> ili uweze kuangalia
gate na parking ukiwa nyumbani:

Username: <<user>>
Password: <<cred>>

Please do not share it with the guards. Kesho nitakuletea remote mpya ya gate.
Asante,
<<first>>
""",
    cred="human_d",
)


def _pesapal(s):
    return json.dumps(
        {
            "pesapal": {
                "environment": "live",
                "consumer_key": s["ck"],
                "consumer_secret": s["cred"],
                "ipn_url": f"https://kodi.{s['dom']}/pesapal/ipn",
            },
            "currency": "KES",
            "landlord": s["org"],
        },
        indent=4,
    )


F.reg(
    "kodinyumba_pesapal_consumer_secret_json",
    ("kodi-app/config/payments.json", "srv/<<org>>/pesapal_<<n>>.json"),
    _pesapal,
    cred="b64:21",
    extra=lambda rng, s: {"ck": b64(rng, 21)},
)
