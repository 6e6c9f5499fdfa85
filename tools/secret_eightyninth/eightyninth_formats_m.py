"""Family m: a mineral-assay laboratory (fire assay, ICP-OES for copper and gold) in Kerman,
Iran (Persian): a LIMS client config, Telegram, Kavenegar SMS, Zarinpal, the ICP instrument PC's
share, the mining-cadastre portal, a calibration visit, Eitaa."""
# ruff: noqa: E501

from __future__ import annotations

import base64
import json
import random
import re

from eightyninth_spec import Fam

M = Fam(
    name="azmayesh_assay_lab_iran",
    orgs=("sangzar", "kermanassay", "firouzehlab"),
    display=("آزمایشگاه سنگ‌زر کرمان", "Kerman Assay Co.", "آزمایشگاه فیروزه"),
    tld="ir",
    first=(
        ("علی", "ali"),
        ("مریم", "maryam"),
        ("رضا", "reza"),
        ("زهرا", "zahra"),
        ("حسین", "hossein"),
        ("فاطمه", "fatemeh"),
        ("امیر", "amir"),
        ("نگار", "negar"),
    ),
    last=(
        ("محمدی", "mohammadi"),
        ("حسینی", "hosseini"),
        ("رضایی", "rezaei"),
        ("کریمی", "karimi"),
        ("احمدی", "ahmadi"),
        ("موسوی", "mousavi"),
        ("جعفری", "jafari"),
        ("صادقی", "sadeghi"),
    ),
    words=(
        "sang",
        "tala",
        "zaferan",
        "nowruz",
        "shiraz",
        "bolbol",
        "mahtab",
        "setareh",
        "kerman",
        "mes",
        "firouzeh",
        "persepolis",
        "golestan",
        "damavand",
        "anar",
        "sarcheshmeh",
    ),
    pets=("pishi", "jessy", "gorbe", "max", "kuchulu", "shadi", "baran"),
    cc="+98",
    tz="+03:30",
)


def _b64pw(rng: random.Random, s: dict) -> None:
    s["pwb64"] = base64.b64encode(str(s["cred"]).encode()).decode()


def _dec_b64(text: str) -> str:
    return base64.b64decode(re.search(r"^PasswordB64=(\S+)$", text, re.M).group(1)).decode()


M.reg(
    "azmayesh_lims_client_base64_password_ini",
    ("LIMS/<<org>>/client_<<n2>>.ini", "C/ProgramData/LabLIMS/station<<n>>.ini"),
    """[Server]
; LIMS client - fire assay / ICP-OES stations
Host=<<ip>>
Port=1433
Database=LIMS_<<org>>
User=lims_station
PasswordB64=<<pwb64>>

[Station]
Name=ICP-OES <<n2>> (Agilent 5110)
Printer=Zebra GK420t
AutoImportFolder=\\\\<<lan>>\\icp\\results
""",
    cred="pw",
    extra=_b64pw,
    decode=_dec_b64,
)


def _tg(s: dict) -> str:
    t1 = "سلام، رمز عبور پنل LIMS عوض شده؟ نمونه‌های مس سرچشمه منتظرن"
    t2 = f"بله. نام کاربری {s['login']} و رمز عبور جدید: {s['cred']}"
    doc = {
        "name": f"{s['first2']} {s['last2']}",
        "type": "personal_chat",
        "id": 4_000_000_000 + int(s["n"]),
        "messages": [
            {
                "id": 11,
                "type": "message",
                "date": f"{s['date']}T{s['time']}:12",
                "date_unixtime": str(s["ts"]),
                "from": f"{s['first2']} {s['last2']}",
                "from_id": f"user{s['n']}31",
                "text": t1,
                "text_entities": [{"type": "plain", "text": t1}],
            },
            {
                "id": 12,
                "type": "message",
                "date": f"{s['date']}T{s['time2']}:40",
                "date_unixtime": str(int(s["ts"]) + 200),
                "from": f"{s['first']} {s['last']}",
                "from_id": f"user{s['n2']}90",
                "text": t2,
                "text_entities": [{"type": "plain", "text": t2}],
            },
            {
                "id": 13,
                "type": "message",
                "date": f"{s['date']}T{s['time2']}:58",
                "date_unixtime": str(int(s["ts"]) + 218),
                "from": f"{s['first2']} {s['last2']}",
                "from_id": f"user{s['n']}31",
                "text": "ممنون 🌹",
                "text_entities": [{"type": "plain", "text": "ممنون 🌹"}],
            },
        ],
    }
    return json.dumps(doc, ensure_ascii=False, indent=1)


M.reg(
    "azmayesh_persian_telegram_json_ramz_obur",
    (
        "Telegram Desktop/ChatExport_<<date>>_<<n>>/result.json",
        "exports/tg_<<fa2>>_<<n>>/result.json",
    ),
    _tg,
    cred="human",
)

M.reg(
    "azmayesh_kavenegar_sms_result_notice_php",
    ("panel/<<org>>/config/sms_<<n2>>.php", "www/lab-<<n>>/inc/kavenegar.php"),
    """<?php
// ارسال پیامک «نتیجه آنالیز آماده است» به مشتری (کاوه‌نگار)
$KAVENEGAR_API_KEY = '<<cred>>';
$SENDER = '10008663<<n>>';

function notify_result($mobile, $sample) {
    global $KAVENEGAR_API_KEY, $SENDER;
    $url = "https://api.kavenegar.com/v1/$KAVENEGAR_API_KEY/sms/send.json";
    return file_get_contents($url . '?' . http_build_query(['receptor' => $mobile, 'sender' => $SENDER, 'message' => "نتیجه نمونه $sample آماده است"]));
}
""",
    cred="p:kavenegar",
    syntax="",
)

M.reg(
    "azmayesh_zarinpal_merchant_python",
    ("payments/<<org>>/zarinpal_<<n>>.py", "lab_portal/pay_<<n2>>.py"),
    '''"""پرداخت آنلاین هزینه آنالیز نمونه‌ها - زرین‌پال"""

import requests

MERCHANT_ID = "<<cred>>"
CALLBACK = "https://portal.<<dom>>/pay/verify"


def request_payment(amount_rial, desc, mobile):
    r = requests.post("https://api.zarinpal.com/pg/v4/payment/request.json", json={"merchant_id": MERCHANT_ID, "amount": amount_rial, "callback_url": CALLBACK, "description": desc, "metadata": {"mobile": mobile}}, timeout=30)
    return r.json()["data"]["authority"]
''',
    cred="uuid",
)

M.reg(
    "azmayesh_icp_results_share_net_use_bat",
    ("scripts/<<org>>/map_icp_<<n>>.bat", "C/Users/lab<<n2>>/map_drives.bat"),
    """@echo off
rem  اتصال درایو نتایج ICP به کامپیوتر گزارش‌نویسی
net use Z: /delete /y >nul 2>&1
net use Z: \\\\<<lan>>\\icp_results /user:LAB\\icp<<n2>> <<cred>> /persistent:yes
xcopy Z:\\export\\*.csv D:\\reports\\icp\\ /d /y
""",
    cred="pw_bare",
    syntax="",
)

M.reg(
    "azmayesh_persian_email_ramz_samaneh_kadaster",
    ("mail/<<d8>>_kadaster_<<n>>.eml", "Outlook/Inbox/kadaster_<<n>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?2LHZhdiyINiz2KfZhdin2YbZhyDaqdin2K/Yp9iz2KrYsQ==?=
Date: <<dmy>> <<hms>> +0330
Content-Type: text/plain; charset=utf-8

سلام خانم <<last2>>،

برای ثبت گواهی آنالیز نمونه‌های محدوده اکتشافی در سامانه کاداستر معدنی از این حساب استفاده کنید:
نام کاربری: <<login>>
رمز عبور: <<cred>>

لطفاً رمز را در اختیار کسی قرار ندهید.

با احترام
<<first>> <<last>>
<<orgname>>
""",
    cred="human",
    syntax="",
)

M.reg(
    "azmayesh_calibration_visit_calendar_ics_anydesk",
    ("calendar/calibration_<<d8>>_<<n>>.ics", "exports/<<org>>_visit_<<n2>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
BEGIN:VEVENT
DTSTART:<<d8>>T053000Z
DTEND:<<d8>>T090000Z
UID:<<uid>>
SUMMARY:کالیبراسیون دستگاه ICP-OES - پشتیبانی از راه دور
DESCRIPTION:مهندس شرکت نماینده از راه دور وصل می‌شود.\\nAnyDesk ID: <<n>> <<n2>>4 771\\nرمز: <<cred>>
LOCATION:آزمایشگاه - اتاق دستگاه
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
    syntax="",
)

M.reg(
    "azmayesh_eitaa_copied_text_reply_only",
    ("notes/eitaa_<<fa2>>_<<n>>.txt", "Desktop/eitaa_<<d8>>.txt"),
    """<<first2>> <<last2>>, [<<dmy>> <<time>>]
رمز وای‌فای اتاق ترازو رو بفرست لطفاً

<<first>> <<last>>, [<<dmy>> <<time2>>]
<<cred>>

<<first2>> <<last2>>, [<<dmy>> <<time2>>]
مرسی
""",
    cred="human_x",
    syntax="",
)
