# ruff: noqa: E501
"""Family b: a dental clinic in Tehran, Iran; Persian."""

from __future__ import annotations

import json

from sixtyninth_corpus import b64, gen_pw
from sixtyninth_spec import Fam, tg_json

FAM = Fam(
    name="dandan_tehran_dental_clinic",
    orgs=("dandansepid", "kelinikmehr", "labkhandclinic", "dandannour", "shifakhaneh"),
    tld="ir",
    first=(
        ("مریم", "maryam"),
        ("علی", "ali"),
        ("زهرا", "zahra"),
        ("رضا", "reza"),
        ("سارا", "sara"),
        ("محمد", "mohammad"),
        ("نرگس", "narges"),
        ("حسین", "hossein"),
        ("فاطمه", "fatemeh"),
        ("امیر", "amir"),
    ),
    last=(
        ("احمدی", "ahmadi"),
        ("رضایی", "rezaei"),
        ("حسینی", "hosseini"),
        ("کریمی", "karimi"),
        ("موسوی", "mousavi"),
        ("جعفری", "jafari"),
        ("صادقی", "sadeghi"),
        ("نوری", "nouri"),
    ),
    words=(
        "golnar",
        "khorshid",
        "setareh",
        "darya",
        "parvaneh",
        "yas",
        "nasim",
        "baran",
        "shaghayegh",
        "sepid",
        "dandan",
        "alborz",
        "damavand",
        "shiraz",
        "esfahan",
        "norooz",
        "mehr",
        "anar",
        "pesteh",
        "golab",
    ),
    pets=("Pishi", "Mashti", "Loosi", "Pashmak", "Jojo", "Shirin", "Fandogh"),
    places=("Tajrish", "Vanak", "Saadat Abad", "Pasdaran", "Karaj", "Niavaran", "Yousef Abad"),
    phone_pat="+98 91# ### ####",
)
R = FAM.reg


# 1. Telegram Desktop JSON export (Persian): the booking system password ----------------------
def _tg(s):
    return tg_json(
        s,
        f"{s['fn2']} {s['ln2']}",
        [
            (0, "سلام خانم دکتر، رمز سیستم نوبت‌دهی رو عوض کردن؟ نمی‌تونم وارد بشم"),
            (1, f"سلام، آره دیروز عوض شد. نام کاربری: {s['user']}"),
            (1, f"رمز جدید: {s['cred']}"),
            (0, "ممنون، وارد شدم 🙏"),
            (1, "به کسی نده لطفا"),
        ],
    )


R(
    "dandan_persian_telegram_json_ramz_nobat",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<date>> (<<n>>)/result.json",
    ),
    _tg,
    "human",
)


# 2. Orthanc (dental CBCT / panoramic PACS) configuration with RegisteredUsers --------------
def _orthanc(s):
    doc = {
        "Name": f"ORTHANC-{str(s['org']).upper()}",
        "StorageDirectory": "D:/OrthancStorage",
        "IndexDirectory": "D:/OrthancIndex",
        "HttpPort": 8042,
        "DicomAet": "DENTALPACS",
        "DicomPort": 4242,
        "RemoteAccessAllowed": True,
        "AuthenticationEnabled": True,
        "RegisteredUsers": {"admin": s["cred"], "viewer": s["vpw"]},
        "DicomModalities": {
            "cbct": ["CBCT_VATECH", s["lan"], 104],
            "pano": ["PANO_PLANMECA", s["ip2"], 104],
        },
        "StableAge": 60,
    }
    return json.dumps(doc, indent=2) + "\n"


R(
    "dandan_orthanc_cbct_pacs_registered_users_json",
    (
        "Orthanc Server/Configuration/orthanc.json",
        "C:/Program Files/Orthanc Server/Configuration/orthanc-<<org>>.json",
    ),
    _orthanc,
    "pw_json",
    extra=lambda rng, s: {"vpw": gen_pw(rng, 12, "")},
)

# 3. Laravel .env of the clinic's booking site: ZarinPal merchant id -------------------------
R(
    "dandan_zarinpal_merchant_laravel_dotenv",
    ("nobat-site/.env", "var/www/<<org>>/.env"),
    """APP_NAME="Nobat <<orgc>>"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://nobat.<<dom>>
APP_LOCALE=fa

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=nobat
DB_USERNAME=nobat

# درگاه زرین‌پال - پیش‌پرداخت نوبت
ZARINPAL_MERCHANT_ID=<<cred>>
ZARINPAL_SANDBOX=false
ZARINPAL_CALLBACK=https://nobat.<<dom>>/payment/verify
""",
    "p:zarinpal",
    syntax="",
    extra=lambda rng, s: {"appkey": b64(rng, 32)},
)

# 4. Python appointment reminders through Kavenegar SMS --------------------------------------
R(
    "dandan_kavenegar_sms_reminder_python",
    ("scripts/yadavari_nobat.py", "clinic-tools/reminders/kavenegar_send.py"),
    '''"""یادآوری نوبت فردا برای بیماران - هر شب ساعت ۲۰ اجرا می‌شود."""

import datetime

import pymssql
import requests

API_KEY = "<<cred>>"
SENDER = "1000<<num>>"
URL = f"https://api.kavenegar.com/v1/{API_KEY}/sms/send.json"


def tomorrow_patients():
    conn = pymssql.connect(server="<<lan>>", user="reader", database="DentalClinic")
    cur = conn.cursor()
    day = datetime.date.today() + datetime.timedelta(days=1)
    cur.execute("SELECT Mobile, FirstName, VisitTime FROM Appointments WHERE VisitDate=%s", day)
    return cur.fetchall()


for mobile, name, visit in tomorrow_patients():
    text = f"{name} عزیز، نوبت دندانپزشکی شما فردا ساعت {visit} است. کلینیک <<orgc>>"
    r = requests.post(URL, data={"receptor": mobile, "sender": SENDER, "message": text}, timeout=20)
    print(mobile, r.status_code)
''',
    "p:kavenegar",
)


# 5. Bale messenger copied text: Wi-Fi password, the value on its own -------------------------
def _bale(s):
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    return (
        f"{b}, [{s['dotdate']} {s['time']}]\nرمز وای‌فای مطب رو می‌فرستی؟ گوشی بیمار وصل نمیشه\n\n"
        f"{a}, [{s['dotdate']} {s['time']}]\n{s['cred']}\n\n"
        f"{b}, [{s['dotdate']} {s['time']}]\nمرسی 🌷\n"
    )


R(
    "dandan_bale_messenger_copied_text_wifi",
    ("Documents/bale_copy_<<date>>.txt", "Desktop/پیام‌ها/<<fa2>>-<<num>>.txt"),
    _bale,
    "human",
    syntax="",
)

# 6. Windows .bat: nightly SQL Server backup with sqlcmd -U sa -P --------------------------------
R(
    "dandan_sqlserver_sqlcmd_backup_bat",
    ("D:/Backup/backup_dental.bat", "C:/Scripts/<<org>>_nightly_backup.bat"),
    r"""@echo off
REM پشتیبان‌گیری شبانه پرونده‌های بیماران - Task Scheduler 23:30
set STAMP=%date:~-4%%date:~4,2%%date:~7,2%
sqlcmd -S .\SQLEXPRESS -U sa -P "<<cred>>" -Q "BACKUP DATABASE [DentalClinic] TO DISK='D:\Backup\DentalClinic_%STAMP%.bak' WITH INIT, COMPRESSION"
if errorlevel 1 echo backup failed >> D:\Backup\backup.log
robocopy D:\Backup \\<<lan>>\backup\dental *.bak /MAXAGE:2 /R:2 /W:5
""",
    lambda rng, s: gen_pw(rng, sym="#-_.@+"),
    syntax="",
)

# 7. MikroTik RouterOS export: the L2TP secret for the dentist's home access -------------------
R(
    "dandan_mikrotik_routeros_export_ppp_secret",
    ("router/export-<<date>>.rsc", "mikrotik/<<org>>-hAP.rsc"),
    """# <<date>> 10:22:11 by RouterOS 7.14.2
# software id = <<hx>>
#
# model = RB952Ui-5ac2nD
/interface bridge
add admin-mac=48:8F:5A:<<nn>>:1C:0E auto-mac=no comment=defconf name=bridge
/ip pool
add name=vpn-pool ranges=10.<<nn>>.0.10-10.<<nn>>.0.20
/ppp profile
add local-address=10.<<nn>>.0.1 name=vpn-dandan remote-address=vpn-pool
/interface l2tp-server server
set enabled=yes use-ipsec=required
/ppp secret
add name=<<user>> password=<<cred>> profile=vpn-dandan service=l2tp
/ip firewall nat
add action=masquerade chain=srcnat out-interface=ether1
/system identity
set name=<<orgc>>-Router
""",
    "pw_alnum",
    syntax="",
)


# 8. Handover note (Persian): the value on the line after the label -----------------------------
def _note(s):
    return (
        "یادداشت تحویل شیفت پذیرش\n"
        f"تاریخ: {s['date']}\n\n"
        "- پرونده‌های امروز اسکن شد\n"
        "- دستگاه پانورکس صبح ریست شد\n\n"
        "سیستم نوبت‌دهی (مدیر):\n"
        f"نام کاربری: {s['user']}\n"
        "رمز:\n"
        f"{s['cred']}\n\n"
        f"اگر قفل شد به آقای {s['ln2']} زنگ بزنید: {s['phone2']}\n"
    )


R(
    "dandan_reception_handover_note_persian",
    ("Desktop/تحویل_شیفت_<<date>>.txt", "reception/handover-<<date>>.txt"),
    _note,
    "human",
    syntax="",
)
