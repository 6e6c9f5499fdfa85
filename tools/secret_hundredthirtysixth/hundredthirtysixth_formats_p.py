# ruff: noqa: E501
"""Family p: a Warrant of Fitness (WoF) inspection garage in Aotearoa New Zealand."""

from __future__ import annotations

from hundredthirtysixth_spec import Fam, hexs

F = Fam(
    name="newzealand_wof_inspection_garage",
    orgs=("wofkiwi", "tikangamotors", "harbourwof"),
    tld="co.nz",
    first=(
        "liam",
        "aroha",
        "jack",
        "mere",
        "oliver",
        "ngaire",
        "james",
        "tama",
        "charlotte",
        "wiremu",
    ),
    last=(
        "smith",
        "ngata",
        "wilson",
        "tane",
        "brown",
        "parata",
        "taylor",
        "walker",
        "henare",
        "thompson",
    ),
    words=(
        "kiwi",
        "pohutukawa",
        "tui",
        "kea",
        "kumara",
        "jandal",
        "allblacks",
        "tamaki",
        "aotearoa",
        "waka",
        "ruru",
        "pavlova",
        "chur",
        "manaia",
    ),
    cities=("Hamilton", "Tauranga", "Palmerston North", "Whanganui", "Napier", "Rotorua"),
    cc="+64 21",
    plates=("LLLDDD", "LLDDDD"),
)

F.reg(
    "wof_windcave_pxpay2_key_php",
    ("bookings-<<org>>/includes/pxpay_config.php", "public_html/<<org>>/wof-booking/pxpay.php"),
    """<?php
// Online WoF booking deposit - Windcave PxPay 2.0
$PxPay_Url    = "https://sec.windcave.com/pxaccess/pxpay.aspx";
$PxPay_Userid = "<<orgc>>_PxP2";
$PxPay_Key    = "<<cred>>";

$deposit      = "20.00";
$currency     = "NZD";
$urlSuccess   = "https://www.<<dom>>/book/success.php";
$urlFail      = "https://www.<<dom>>/book/fail.php";
""",
    "hex:64",
    syntax="",
)

F.reg(
    "wof_xero_invoices_client_secret_node",
    ("wof-invoicing-<<org>>/src/xero.js", "garage-<<org>>/server/xeroClient.js"),
    """// Push completed WoF / repair jobs to Xero as invoices
const { XeroClient } = require('xero-node');

const xero = new XeroClient({
  clientId: '<<cid>>',
  clientSecret: '<<cred>>',
  redirectUris: ['https://jobs.<<dom>>/xero/callback'],
  scopes: 'openid profile email accounting.transactions accounting.contacts offline_access'.split(' '),
});

module.exports = xero;
""",
    "p:xero",
    syntax="",
    extra=lambda rng, s: {"cid": hexs(rng, 32, upper=True)},
)

F.reg(
    "wof_carjam_vehicle_lookup_python",
    ("wof_jobs_<<org>>/carjam.py", "garage/<<org>>/lookup_plate.py"),
    '''"""Pre-fill the WoF job card from the plate (CarJam API): make, model, odometer history."""

import requests

CARJAM_KEY = "<<cred>>"
BASE = "https://www.carjam.co.nz/a/vehicle:abcd"


def lookup(plate: str) -> dict:
    r = requests.get(BASE, params={"key": CARJAM_KEY, "plate": plate, "translate": 1, "f": "json"}, timeout=15)
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    print(lookup("<<plate>>"))
''',
    "hex:40",
)

F.reg(
    "wof_reminders_gmail_app_password_msmtprc",
    ("home/<<user>>/.msmtprc", "srv/<<org>>/reminders/msmtprc"),
    """# WoF due reminders are sent from the bookings Gmail account
defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        gmail
host           smtp.gmail.com
port           587
from           bookings.<<org>>@gmail.com
user           bookings.<<org>>@gmail.com
password       "<<cred>>"

account default : gmail
""",
    "p:gmail_app",
    syntax="",
)

F.reg(
    "wof_whatsapp_kia_ora_landata_login",
    (
        "WhatsApp/WhatsApp Chat with <<full2>>.txt",
        "backup/<<org>>/WhatsApp Chat - <<orgc>> Workshop.txt",
    ),
    """[<<d>>/<<mm>>/<<yy>>, <<h12>>:<<mi>>:<<ss>> <<ampm>>] <<full2>>: Kia ora, the WoF system logged me out and my login's expired
[<<d>>/<<mm>>/<<yy>>, <<h12>>:<<mi>>:<<ss>> <<ampm>>] <<full2>>: got 4 cars waiting for certs
[<<d>>/<<mm>>/<<yy>>, <<h12>>:<<mi>>:<<ss>> <<ampm>>] <<full>>: use the shared inspector one for now
[<<d>>/<<mm>>/<<yy>>, <<h12>>:<<mi2>>:<<ss>> <<ampm>>] <<full>>: <<user2>> / <<cred>>
[<<d>>/<<mm>>/<<yy>>, <<h12>>:<<mi2>>:<<ss>> <<ampm>>] <<full2>>: chur 🙌 in now
[<<d>>/<<mm>>/<<yy>>, <<h12>>:<<mi3>>:<<ss>> <<ampm>>] <<full2>>: <<plate>> failed on tyre tread, booked recheck for Thursday
""",
    "human",
    syntax="",
)

F.reg(
    "wof_booking_django_local_settings",
    ("wofbook/<<org>>/local_settings.py", "garage_site/<<org>>/settings/production.py"),
    """# Production settings for the WoF booking site
from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["book.<<dom>>", "www.<<dom>>"]
TIME_ZONE = "Pacific/Auckland"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "wofbook",
        "USER": "wofbook",
        "PASSWORD": "<<cred>>",
        "HOST": "<<ip>>",
        "PORT": "5432",
    }
}

WOF_SLOT_MINUTES = 30
WOF_FEE_NZD = "65.00"
""",
    "pw_dq",
)

F.reg(
    "wof_email_inspector_portal_password",
    ("Mail/<<first>>/Inspector portal access.eml", "mail/<<org>>/<<date>>_inspector_access.eml"),
    """From: <<full2>> <<<email2>>>
To: <<full>> <<<email>>>
Subject: Your login for the inspection portal
Date: <<d>> <<mon>> <<y>> <<hms>> +1200
Content-Type: text/plain; charset=utf-8

Kia ora <<firstc>>,

Welcome aboard! I've set you up on the vehicle inspection portal so you can
issue WoFs once your appointment comes through.

Username: <<user>>
Password: <<cred>>

Change it when you first log in. Shout if anything's not working.

Ngā mihi,
<<full2>>
Workshop Manager, <<orgc>> <<city>>
""",
    "pw",
    syntax="",
)

F.reg(
    "wof_staffroom_whiteboard_ocr",
    ("ocr/<<org>>/whiteboard_<<date>>.txt", "Photos/<<city>>/IMG_<<num4>>_whiteboard.txt"),
    """STAFF WIFI
<<orgc>>-Workshop
pw: <<cred>>

WOF LANE 2 - brake machine calibration Tues
Smoko 10:00 / lunch 12:30
Toolbox talk Fri - hoist safety
""",
    "human_x",
    syntax="",
)
