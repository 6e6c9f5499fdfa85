# ruff: noqa: E501
"""Family i: a Lagos haulage and house-moving company (Ikeja), Nigeria: Paystack and
Flutterwave payments, Termii SMS, Sage Evolution reports, an Android booking app with a Maps
key, cPanel backups and WhatsApp in Pidgin with the truck drivers."""

from __future__ import annotations

import json

from hundredthirtyninth_spec import NG, hexs, pick

F = NG

F.reg(
    "lagoshaul_paystack_secret_key_env",
    ("booking-api/.env", "<<org>>/api/.env.live"),
    """# <<org>> booking API (Express) — LIVE
NODE_ENV=production
PORT=4000
BASE_URL=https://api.<<dom>>

PAYSTACK_PUBLIC_KEY=pk_live_<<pk>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_CALLBACK_URL=https://<<dom>>/booking/paid

TERMII_SENDER_ID=<<sender>>
MONGO_URI=${MONGO_URI}
""",
    "p:paystack",
    extra=lambda rng, s: {"pk": hexs(rng, 40), "sender": s["org"][:11]},
)

F.reg(
    "lagoshaul_flutterwave_verify_python",
    ("payments/verify_flw.py", "<<org>>_backend/payments/flutterwave_<<n>>.py"),
    '''"""Verify Flutterwave transfers for truck bookings before dispatch is confirmed."""

import requests

FLW_SECRET_KEY = "<<cred>>"
FLW_BASE = "https://api.flutterwave.com/v3"


def verify(transaction_id: str) -> bool:
    r = requests.get(
        f"{FLW_BASE}/transactions/{transaction_id}/verify",
        headers={"Authorization": f"Bearer {FLW_SECRET_KEY}"},
        timeout=20,
    )
    data = r.json().get("data", {})
    return data.get("status") == "successful" and data.get("currency") == "NGN"
''',
    "p:flutterwave",
)


def _wa_ng(rng, s):
    return {
        "plate": f"{pick(rng, ('LSR', 'KJA', 'EKY', 'AAA'))}-{rng.randint(100, 999)}{pick(rng, ('XA', 'YB', 'KT'))}"
    }


F.reg(
    "lagoshaul_whatsapp_pidgin_tracker_password",
    (
        "WhatsApp Chat with <<name2>>.txt",
        "Phone backup/WhatsApp/WhatsApp Chat with Oga <<first>> <<n>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<name2>>: Oga good morning o. The tracker app don log me out again, I no fit see where the 20ft truck <<plate>> dey
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name>>: Use this one
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name>>: username: <<user>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name>>: password: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name>>: No give am to any agbero o. Call me when una reach Apapa
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name2>>: Thank you oga 🙏🏾
""",
    "human",
    extra=_wa_ng,
)


def _postman(s) -> str:
    doc = {
        "id": s["uuid"],
        "name": f"Termii LIVE ({s['org']})",
        "values": [
            {
                "key": "base_url",
                "value": "https://api.ng.termii.com",
                "type": "default",
                "enabled": True,
            },
            {"key": "api_key", "value": s["cred"], "type": "default", "enabled": True},
            {"key": "sender_id", "value": s["org"][:11], "type": "default", "enabled": True},
            {
                "key": "test_phone",
                "value": s["phone"].replace(" ", ""),
                "type": "default",
                "enabled": True,
            },
        ],
        "_postman_variable_scope": "environment",
        "_postman_exported_at": f"{s['y']}-{s['mo']}-{s['d']}T{s['hh']}:{s['mi']}:{s['ss']}.412Z",
        "_postman_exported_using": "Postman/10.24.3",
    }
    return json.dumps(doc, indent="\t") + "\n"


F.reg(
    "lagoshaul_termii_postman_environment_json",
    (
        "postman/Termii LIVE.postman_environment.json",
        "<<org>>/docs/api/termii_<<n>>.postman_environment.json",
    ),
    _postman,
    "p:termii",
)

F.reg(
    "lagoshaul_sage_evolution_odbc_ini",
    ("etc/odbc.ini", "<<org>>/metabase/odbc_<<n>>.ini"),
    """[ODBC Data Sources]
SageEvolution = Sage Evolution company database (reports)

[SageEvolution]
Driver = ODBC Driver 18 for SQL Server
Description = Evolution company <<org>> — trip revenue and fuel reports
Server = <<ip>>,1433
Database = EvoCompany_<<org>>
UID = evo_reports
PWD = <<cred>>
Encrypt = no
TrustServerCertificate = yes
""",
    "pw",
)

F.reg(
    "lagoshaul_android_local_properties_maps_key",
    ("android/local.properties", "<<org>>-driver-app/local<<n>>.properties"),
    """## This file must *NOT* be checked into Version Control Systems,
# as it contains information specific to your local configuration.
#
# Location of the SDK. This is only used by Gradle.
# For customization when using a Version Control System, please read the
# header note.
#Tue Feb <<d>> <<hh>>:<<mi>>:<<ss>> WAT <<y>>
sdk.dir=C\\:\\\\Users\\\\<<fa>>\\\\AppData\\\\Local\\\\Android\\\\Sdk
MAPS_API_KEY=<<cred>>
""",
    "p:google",
)

F.reg(
    "lagoshaul_email_fuel_card_portal_login",
    (
        "Mail/Inbox/<<y>><<mo>><<d>> Fuel card portal.eml",
        "<<org>>/admin/emails/fuelcard_<<la>>_<<n>>.eml",
    ),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Cc: accounts@<<dom>>
Subject: Fuel card portal login (Ikeja depot trucks)
Date: <<d>> Feb <<y>> <<hh>>:<<mi>>:<<ss>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi <<first2>>,

As discussed, below is the login for the fuel card portal so you can top up the
trucks before the Abuja run on Monday. Diesel allocation is 400 L per truck.

Portal: https://fleetcard.<<dom>>/login
Username: <<user>>
Password: <<cred>>

Please don't share it with the drivers; they should only use their card PINs.

Regards,
<<name>>
Fleet Manager, <<org>> Haulage & Movers
<<phone>>
""",
    "human",
)

F.reg(
    "lagoshaul_cpanel_cron_mysqldump_sh",
    ("home/<<org>>/bin/backup_db.sh", "<<org>>/server/cron/db_backup_<<n>>.sh"),
    """#!/bin/bash
# nightly backup of the quote / booking site database (cPanel cron, 2am)
DATE=$(date +%Y%m%d)
DEST=/home/<<org>>/backups
mkdir -p "$DEST"
mysqldump -u <<org>>_wp -p'<<cred>>' <<org>>_wp<<n>> | gzip > "$DEST/site_$DATE.sql.gz"
find "$DEST" -name 'site_*.sql.gz' -mtime +14 -delete
""",
    "pw_sq",
)
