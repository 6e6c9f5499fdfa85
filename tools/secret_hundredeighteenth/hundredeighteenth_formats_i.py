# ruff: noqa: E501
"""Family i: a boarding school's house office in Mussoorie, India (Hindi / English)."""

from __future__ import annotations

import re
import urllib.parse

from hundredeighteenth_spec import Fam, enc_url, gen_pw

IN = Fam(
    name="boarding_housemaster_mussoorie",
    orgs=("deodarhill", "himvani", "landourvale"),
    tld="edu.in",
    first=(
        ("राहुल", "rahul"),
        ("प्रिया", "priya"),
        ("अनिल", "anil"),
        ("सुनीता", "sunita"),
        ("विक्रम", "vikram"),
        ("नेहा", "neha"),
        ("अर्जुन", "arjun"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("वर्मा", "verma"),
        ("नेगी", "negi"),
        ("रावत", "rawat"),
        ("गुप्ता", "gupta"),
        ("बिष्ट", "bisht"),
    ),
    words=(
        "mussoorie",
        "dehradun",
        "himalaya",
        "deodar",
        "ganga",
        "cricket",
        "kohli",
        "dhoni",
        "bharat",
        "jaihind",
        "chai",
        "samosa",
        "diwali",
        "holi",
        "hostel",
        "mandir",
    ),
    pets=("tommy", "sheru", "moti", "bruno", "kalu", "jackie", "rocky"),
    cc="+91",
    grades=("Class IX", "Class XI", "Class XII", "Class VIII"),
)

IN.reg(
    "housemaster_hindi_whatsapp_ios_password",
    ("WhatsApp Chat - House Office <<n>>/_chat.txt", "Downloads/whatsapp_<<org>>_<<date>>.txt"),
    """[<<dmy2>>, <<hm12>>:<<n2>> <<ampm>>] <<fn>> <<ln>>: सर, outpass वाले ERP का पासवर्ड बदल गया क्या? लॉगिन नहीं हो रहा
[<<dmy2>>, <<hm12>>:<<n2>> <<ampm>>] <<fn2>> <<ln2>>: हाँ, नया वाला: <<cred>>
[<<dmy2>>, <<hm12>>:<<n2>> <<ampm>>] <<fn2>> <<ln2>>: user id वही है <<login>>
[<<dmy2>>, <<hm12>>:<<n2>> <<ampm>>] <<fn2>> <<ln2>>: बच्चों को मत बताना 😅
[<<dmy2>>, <<hm12>>:<<n2>> <<ampm>>] <<fn>> <<ln>>: ठीक है सर, धन्यवाद 🙏
""",
    "human",
)

IN.reg(
    "housemaster_razorpay_fees_django_settings",
    ("fees/settings/production.py", "srv/<<org>>_fees/<<org>>_fees/settings.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["fees.<<dom>>"]

# Razorpay - hostel fee, mess advance, pocket money top-up
RAZORPAY_KEY_ID = "rzp_live_<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
RAZORPAY_WEBHOOK_URL = "https://fees.<<dom>>/razorpay/webhook/"
""",
    "p:razorpay_secret",
    extra=lambda rng, s: {"kid": IN.cred(rng, "alnum:14")},
)

IN.reg(
    "housemaster_essl_biometric_sync_ini",
    ("eTimeTrackLite/Config_<<n>>.ini", "ProgramData/eSSL/hostel_sync_<<org>>.ini"),
    """[Device]
Name=Hostel Gate <<n2>>
IP=<<ip>>
Port=4370
CommKey=0

[Database]
Server=<<ip>>\\SQLEXPRESS
Database=etimetracklite1
User=sa
Password=<<cred>>

[Sync]
IntervalMinutes=10
SMSOnLateEntry=1
""",
    "pw",
)

IN.reg(
    "housemaster_fedena_erp_database_yml",
    ("fedena/config/database.yml", "var/www/<<org>>-erp/config/database.yml"),
    """production:
  adapter: mysql2
  encoding: utf8
  database: fedena_<<org>>
  pool: 10
  username: fedena
  password: "<<cred>>"
  host: localhost
  socket: /var/run/mysqld/mysqld.sock
""",
    "pw_dq",
)

IN.reg(
    "housemaster_msg91_parents_sms_php",
    ("includes/sms_msg91.php", "erp/<<org>>/lib/msg91_<<n>>.php"),
    """<?php
// Parents SMS - night attendance / outpass alerts (DLT registered template)
$authKey  = "<<cred>>";
$senderId = "DHSCHL";
$route    = "4";
$templateId = "1207<<n>><<n>><<n>>";
$url = "https://api.msg91.com/api/v5/flow/";
""",
    "p:msg91",
    syntax="",
)

IN.reg(
    "housemaster_outpass_register_ocr_wifi",
    ("scans/outpass_register_<<date>>_<<n>>.txt", "ocr/house_office_<<n>>.txt"),
    """OUTPASS REGISTER - <<orgc>> House
Date      Name             Class     Out    In
<<dmy>>  <<fa>> <<la>>      <<grade>>  16:10  19:45

House office wifi
<<cred>>
(do not give to boarders)
""",
    "human_x",
)


def _ssml(s: dict) -> str:
    rows = [
        ("कर्मचारी", "पद", "यूज़र", "पासवर्ड"),
        (f"{s['fn']} {s['ln']}", "Housemaster", str(s["login"]), str(s["cred"])),
        (f"{s['fn2']} {s['ln2']}", "Matron", f"{s['fa2']}{s['n2']}", "reset pending"),
    ]
    body = "".join(
        "   <Row>\n"
        + "".join(f'    <Cell><Data ss:Type="String">{c}</Data></Cell>\n' for c in r)
        + "   </Row>\n"
        for r in rows
    )
    return (
        '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" '
        'xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        ' <Worksheet ss:Name="Mess ledger logins">\n  <Table>\n'
        f"{body}  </Table>\n </Worksheet>\n</Workbook>\n"
    )


IN.reg(
    "housemaster_mess_ledger_spreadsheetml_logins",
    ("House Office/mess_ledger_<<y>>_<<n>>.xml", "Documents/<<org>>_staff_logins_<<n>>.xml"),
    _ssml,
    "human",
)


def _dec_sms(text: str) -> str:
    m = re.search(r"password=([^&\"]+)", text)
    assert m
    return urllib.parse.unquote(m.group(1))


IN.reg(
    "housemaster_sms_gateway_url_percent_encoded",
    ("scripts/night_roll_sms_<<n>>.sh", "home/<<fa>>/bin/sms_reminder.sh"),
    """#!/bin/bash
# night roll-call: absentees SMS to parents (bulk gateway, HTTP API)
MSG="Dear Parent, your ward was not present at night roll call on $(date +%d-%m-%Y). - <<orgc>>"
while read -r phone; do
  curl -s "https://api.himsms.in/api/sendhttp.php?user=<<org>>&password=<<enc>>&sender=DHSCHL&mobile=${phone}&message=$(printf %s "$MSG" | jq -sRr @uri)"
done < absentees_<<date>>.txt
""",
    lambda rng: gen_pw(rng, sym="@#$&+!*"),
    syntax="",
    extra=lambda rng, s: {"enc": enc_url(str(s["cred"]))},
    decode=_dec_sms,
)
