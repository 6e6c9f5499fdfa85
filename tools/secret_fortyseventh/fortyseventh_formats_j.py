"""Family j: a print shop (matbaa) in Alexandria (Egypt)."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import json
import re

from fortyseventh_spec import Fam, uuid4

F = Fam(
    "matbaa_alexandria",
    ("matbaa-elmanshia", "sidi-gaber-print", "alex-copy-center", "matbaat-elnour"),
    "eg",
    ("ahmed", "mona", "mahmoud", "yasmin", "omar", "heba", "karim", "nourhan", "tamer", "salma"),
    (
        "hassan",
        "elsayed",
        "mostafa",
        "abdelrahman",
        "fathy",
        "ibrahim",
        "saleh",
        "elmasry",
        "shawky",
        "ramadan",
    ),
    (
        "eskendereya",
        "corniche",
        "manshia",
        "bahr",
        "masr",
        "foul",
        "koshary",
        "ahly",
        "zamalek",
        "ramadan",
        "elnour",
        "warda",
        "amar",
        "hayati",
    ),
    "20",
    first_loc=("أحمد", "منى", "محمود", "ياسمين", "عمر", "هبة", "كريم", "نورهان", "تامر", "سلمى"),
    last_loc=(
        "حسن",
        "السيد",
        "مصطفى",
        "عبد الرحمن",
        "فتحي",
        "إبراهيم",
        "صالح",
        "المصري",
        "شوقي",
        "رمضان",
    ),
    city="Alexandria",
)

F.reg(
    "matbaa_whatsapp_egyptian_arabic_basswurd",
    ("WhatsApp/دردشة واتساب مع <<first>>.txt", "Documents/chat_matbaa_<<date>>.txt"),
    """<<dmy_slash>> <<t1>> - <<fname>>: يا <<fname2>> الماكينة الجديدة مش عايزة تبعت على الفولدر
<<dmy_slash>> <<t2>> - <<fname2>>: ادخل على صفحة الماكينة، اليوزر admin
<<dmy_slash>> <<t2>> - <<fname2>>: والباسورد <<cred>>
<<dmy_slash>> <<t3>> - <<fname>>: تمام اشتغلت 👍
""",
    "human",
    syntax="",
)


def _csv(s: dict) -> str:
    return (
        '"Index","Name","Display Name","Folder Path","Folder User Name","Folder Password","E-mail"\n'
        f'"1","Design","Design","\\\\{s["host"]}\\scan\\design","{s["login"]}","{s["cred"]}",""\n'
        f'"2","Reception","Reception","\\\\{s["host"]}\\scan\\reception","reception","","info@{s["dom"]}"\n'
    )


F.reg(
    "matbaa_ricoh_scan_folder_csv",
    ("Ricoh/<<host>>/addressbook_<<date>>.csv", "Desktop/MFP backup <<n>>.csv"),
    _csv,
    "pw",
    syntax="",
)


def _fz(s: dict) -> str:
    return base64.b64encode(s["cred"].encode()).decode()


def _dec_fz(text: str) -> str:
    m = re.search(r'<Pass encoding="base64">([^<]+)</Pass>', text)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "matbaa_filezilla_sitemanager_base64",
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        "Users/<<first>>/AppData/Roaming/FileZilla/sitemanager-<<n>>.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.5" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.<<dom>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User><<login>></User>
            <Pass encoding="base64"><<enc>></Pass>
            <Logontype>1</Logontype>
            <Name>Client artwork uploads</Name>
            <RemoteDir>1 0 6 public 6 upload</RemoteDir>
        </Server>
    </Servers>
</FileZilla3>
""",
    "pw_xml",
    decode=_dec_fz,
    encode=_fz,
)

F.reg(
    "matbaa_paymob_django_settings",
    ("web2print/<<org>>/settings/production.py", "srv/<<host>>/web2print/settings.py"),
    '''"""Production settings for the online print-order site."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

PAYMOB_API_KEY = "<<cred>>"
PAYMOB_INTEGRATION_ID = <<id>>
PAYMOB_IFRAME_ID = <<n>>
''',
    "p:paymob",
)

F.reg(
    "matbaa_email_arabic_kalimat_al_murur",
    ("Mail/Inbox/<<id>>.eml", "Documents/Mail/حساب المورد <<date>>.eml"),
    """From: <<fname2>> <<lname2>> <<<email2>>>
To: <<email>>
Subject: بيانات الدخول على موقع مورد الورق
Date: Sun, <<day>> Jul <<year>> <<hh>>:<<mm>>:00 +0300
Content-Type: text/plain; charset=utf-8

أستاذ <<fname>>،

دي بيانات الحساب على موقع المورد عشان تطلب ورق الكوشيه:

اسم المستخدم: <<login>>
كلمة المرور: <<cred>>

شكراً،
<<fname2>>
""",
    "pw",
    syntax="",
)

F.reg(
    "matbaa_web2print_my_cnf",
    ("home/<<first>>/.my.cnf", "root/<<host>>/.my.cnf"),
    """[client]
user=web2print
password=<<cred>>
host=localhost
database=orders

[mysqldump]
single-transaction=1
""",
    "pw",
    syntax="ini",
)

F.reg(
    "matbaa_wifi_sticky_ocr_arabic",
    ("Scans/ورقة_<<id>>.txt", "Documents/scan_<<date>>.txt"),
    """واي فاي المطبعة
الشبكة: <<org>>-5G
الباسورد:
<<cred>>
""",
    "human",
    syntax="",
)

F.reg(
    "matbaa_eta_einvoice_appsettings_json",
    ("eInvoicing/<<org>>/appsettings.json", "ETA/<<host>>/appsettings.Production.json"),
    lambda s: (
        json.dumps(
            {
                "Logging": {"LogLevel": {"Default": "Information"}},
                "ETA": {
                    "IdSrvBaseUrl": "https://id.eta.gov.eg",
                    "ApiBaseUrl": "https://api.invoicing.eta.gov.eg",
                    "ClientId": s["client"],
                    "ClientSecret": s["cred"],
                    "TaxpayerRIN": str(s["id"] * 1000 + s["n"]),
                },
            },
            indent=2,
        )
        + "\n"
    ),
    "uuid",
    extra=lambda rng, s: s.update(client=uuid4(rng)),
)
