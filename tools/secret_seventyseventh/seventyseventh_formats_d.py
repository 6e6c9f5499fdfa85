# ruff: noqa: E501
"""Family d: a canopy, chairs and party-equipment rental in Ibadan (Nigeria; English, Pidgin
and Yoruba)."""

from __future__ import annotations

import json

from seventyseventh_spec import FAM_D, either

FAM_D.reg(
    "canopy_pidgin_whatsapp_reply_only_value",
    ("WhatsApp Chat with <<fa2c>>.txt", "phones/<<fa>>/chats/canopy_<<date>>.txt"),
    """<<dmy>>, <<hm>> - <<full2>>: Oga <<fl>> abeg wetin be the password for the Opay business app? Customer wan pay balance for the 200 chairs
<<dmy>>, <<hm2>> - <<full>>: <<cred>>
<<dmy>>, <<hm2>> - <<full2>>: Ese sir 🙏🏾
<<dmy>>, <<hm2>> - <<full>>: No give anybody o
""",
    "human",
)

FAM_D.reg(
    "canopy_flutterwave_laravel_env",
    ("bookings/.env", "www/<<org>>-rentals/.env"),
    """APP_NAME="<<orgc>> Rentals"
APP_ENV=production
APP_URL=https://book.<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=rentals
DB_USERNAME=rentals
FLW_PUBLIC_KEY=FLWPUBK-<<hex40>>-X
FLW_SECRET_KEY=<<cred>>
FLW_SECRET_HASH=
DEFAULT_CURRENCY=NGN
""",
    "p:flutterwave",
    syntax="",
)

FAM_D.reg(
    "canopy_termii_sms_reminder_python",
    ("scripts/return_reminder.py", "ops/<<org>>/sms_<<n>>.py"),
    '''"""Reminds customers to return canopies and chairs the morning after the owambe."""

import requests

TERMII_API_KEY = "<<cred>>"
SENDER_ID = "CanopyKing"


def remind(phone: str, name: str, items: str) -> None:
    msg = f"E kaaro {name}! Abeg our boys go come carry {items} by 10am. Thank you. <<orgc>>"
    requests.post(
        "https://api.ng.termii.com/api/sms/send",
        json={"to": phone, "from": SENDER_ID, "sms": msg, "type": "plain", "channel": "generic", "api_key": TERMII_API_KEY},
        timeout=20,
    )
''',
    "p:termii",
)

FAM_D.reg(
    "canopy_inventory_odoo_conf_admin_passwd",
    ("etc/odoo/odoo.conf", "odoo/<<org>>/odoo-server.conf"),
    """[options]
addons_path = /opt/odoo/addons,/opt/odoo/custom/rental
admin_passwd = <<cred>>
db_host = localhost
db_port = 5432
db_user = odoo
db_password = False
http_port = 8069
logfile = /var/log/odoo/odoo.log
proxy_mode = True
""",
    either("pw", "human"),
)

FAM_D.reg(
    "canopy_van_tracker_traccar_xml",
    ("opt/traccar/conf/traccar.xml", "traccar/<<org>>/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- delivery vans & canopy trucks, Ibadan -->
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?serverTimezone=Africa/Lagos</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='server.timeout'>120</entry>
</properties>
""",
    "pw_xml",
)

FAM_D.reg(
    "canopy_yoruba_sms_backup_oro_igbaniwole",
    ("SMSBackupRestore/sms-<<date>>.xml", "backup/<<fa>>/sms_<<n4>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="2" body="E kaasan ma. Ọ̀rọ̀ ìgbaniwọlé fún kọ̀ǹpútà ọ́fíìsì: <<cred>> . E ma fun enikeni." read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<hm>>" contact_name="<<full2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" body="O ti wọle. E se o" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<hm2>>" contact_name="<<full2>>" />
</smses>
""",
    "human",
)

FAM_D.reg(
    "canopy_warehouse_handover_note_moniepoint",
    ("notes/handover_<<date>>.txt", "Documents/<<fa>>/HANDOVER <<n>>.txt"),
    """HANDOVER - <<orgc>> WAREHOUSE (<<place>>)  <<dmy>>
From: <<full>>   To: <<full2>>

- 350 white plastic chairs, 12 canopies (20x20), 4 generators (1 needs service)
- Moniepoint POS is in the drawer; charger in store room
- Moniepoint business app
    phone: <<phone>>
    password: <<cred>>
- Diesel: 2 jerrycans left. Buy more before Saturday owambe at Bodija.
""",
    "human",
)


def _sa(s: dict) -> str:
    return json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-bookings",
            "private_key_id": s["hex40"],
            "private_key": s["cred"] + "\n",
            "client_email": f"sheets-bot@{s['org']}-bookings.iam.gserviceaccount.com",
            "client_id": str(s["ms"]) + str(s["n4"]),
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
        },
        indent=2,
    )


FAM_D.reg(
    "canopy_bookings_sheet_service_account_json",
    ("credentials/<<org>>-bookings-<<hex8>>.json", "Downloads/<<org>>-bookings-<<hex12>>.json"),
    _sa,
    "rsa8",
    extra=lambda rng, s: {"needle": json.dumps(s["cred"])[1:-1]},
)
