# ruff: noqa: E501
"""Family h: a hardware and DIY store (железарија) in Skopje (North Macedonia), Macedonian in
Cyrillic, with an Albanian-speaking supplier from Tetovo."""

from __future__ import annotations

import base64
import re

from sixtyfourth_spec import Fam, enc_b64

F = Fam(
    "zhelezarija_skopje_alatki",
    ("alatkivardar", "zelezarijakale", "boiisraf", "majstorplus"),
    "mk",
    ("Горан", "Марија", "Александар", "Елена", "Драган", "Весна", "Бојан", "Ивана"),
    ("Стојановски", "Петровски", "Николовски", "Трајковски", "Јовановски", "Димитриевски"),
    (
        "zelezarija",
        "alatki",
        "skopje",
        "vardar",
        "ohrid",
        "ajvar",
        "rakija",
        "kumanovo",
        "sraf",
        "ekser",
        "boja",
        "kale",
    ),
    ("Sarko", "Bubi", "Mace", "Reks", "Lasi", "Zuco"),
    "389",
    ("07#######", "070######"),
    "Скопје",
    first_a=("goran", "marija", "aleksandar", "elena", "dragan", "vesna", "bojan", "ivana"),
    last_a=("stojanovski", "petrovski", "nikolovski", "trajkovski", "jovanovski", "dimitrievski"),
)

F.reg(
    "zhelezarija_viber_kirilica_lozinka_magacin",
    ("Viber/Железарија/<<d>>.txt", "Documents/viber_magacin_<<n>>.txt"),
    """[<<dmy>> <<t>>] <<first2>>: Која е лозинката за програмата за магацин? Треба да внесам приемница
[<<dmy>> <<t>>] <<first>> <<last>>: корисник magacin, лозинка <<cred>>
[<<dmy>> <<t2>>] <<first>> <<last>>: и провери дали дојдоа шрафовите од Куманово
[<<dmy>> <<t2>>] <<first2>>: Дојдоа, 40 кутии 👍
""",
    "human",
)

F.reg(
    "zhelezarija_erp_odbc_dsn_registry_export",
    ("C:/Users/<<fa>>/Desktop/odbc_kasa.reg", "D:/Backup/registry/odbc_<<n>>.reg"),
    """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\ODBC\\ODBC.INI\\Magacin]
"Driver"="C:\\\\Program Files\\\\MySQL\\\\Connector ODBC 8.0\\\\myodbc8w.dll"
"SERVER"="<<lan>>"
"DATABASE"="magacin"
"UID"="kasa"
"PWD"="<<cred>>"
"PORT"="3306"

[HKEY_LOCAL_MACHINE\\SOFTWARE\\ODBC\\ODBC.INI\\ODBC Data Sources]
"Magacin"="MySQL ODBC 8.0 Unicode Driver"
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "zhelezarija_hikvision_snimka_python_digest",
    ("Documents/kamera/snimka.py", "Desktop/kamera_<<n>>.py"),
    '''"""Слика од камерата во магацинот секој час (Task Scheduler)."""

import datetime

import requests
from requests.auth import HTTPDigestAuth

NVR = "http://<<lan>>"
AUTH = HTTPDigestAuth("admin", "<<cred>>")

r = requests.get(f"{NVR}/ISAPI/Streaming/channels/201/picture", auth=AUTH, timeout=15)
ime = datetime.datetime.now().strftime("magacin_%Y%m%d_%H%M.jpg")
with open(f"D:/Kamera/{ime}", "wb") as f:
    f.write(r.content)
''',
    "pw_dq",
)

F.reg(
    "zhelezarija_webshop_laravel_env_mail_password",
    ("webshop/.env", "var/www/<<org>>/.env"),
    """APP_NAME="Железарија <<orgt>>"
APP_ENV=production
APP_URL=https://<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=webshop
DB_USERNAME=webshop
DB_PASSWORD=<<cred>>
MAIL_MAILER=smtp
MAIL_HOST=mail.<<dom>>
MAIL_USERNAME=naracki@<<dom>>
MAIL_FROM_ADDRESS=naracki@<<dom>>
""",
    "pw",
    syntax="",
)

F.reg(
    "zhelezarija_albanian_supplier_whatsapp_fjalekalimi",
    (
        "WhatsApp/WhatsApp Chat with Tetovo Furnizim.txt",
        "Download/WhatsApp Chat - Furnizuesi <<n>>.txt",
    ),
    """<<dsl>>, <<t>> - Messages and calls are end-to-end encrypted.
<<dsl>>, <<t>> - Furnizim Tetovë: Përshëndetje <<fa>>, ju hapëm llogari në portalin tonë për porosi
<<dsl>>, <<t>> - Furnizim Tetovë: Përdoruesi: <<uname>>
<<dsl>>, <<t2>> - Furnizim Tetovë: Fjalëkalimi: <<cred>>
<<dsl>>, <<t2>> - <<fa>> <<la>>: Фала, faleminderit! Porosia për bojë vjen nesër?
<<dsl>>, <<t2>> - Furnizim Tetovë: Po, të mërkurën
""",
    "pw",
)

F.reg(
    "zhelezarija_tonirna_masina_boi_sync_ini",
    ("C:/ColorTint/colortint.ini", "C:/ProgramData/Tonirka/sync_<<n>>.ini"),
    """[Masina]
Model=Dispenser 16 kanali
Port=COM2
Kalibracija=<<d>>

[Recepti]
Server=https://recepti.<<dom>>/sync
Korisnik=zelezarija<<n>>
Lozinka=<<cred>>
AvtoSync=1

[Pecatac]
Etiketi=Zebra GK420d
""",
    "pw",
)


def _b64mail(rng, s):
    body = (
        f"Почитувани,\n\nво прилог се фактурите за {s['mo']}/{s['y']}.\n"
        f"За програмата за книговодство (пристап од дома):\nКорисник: {s['uname']}\n"
        f"Лозинка: {s['cred']}\n\nПоздрав,\n{s['first']} {s['last']}\n"
    )
    enc = enc_b64(body)
    s["body"] = "\n".join(enc[i : i + 76] for i in range(0, len(enc), 76))


def _dec_b64mail(text):
    part = text.split("Content-Transfer-Encoding: base64", 1)[1].strip().split("\n\n")[0]
    body = base64.b64decode("".join(part.split())).decode("utf-8")
    m = re.search(r"Лозинка: (\S+)", body)
    assert m
    return m.group(1)


F.reg(
    "zhelezarija_smetkovodstvo_email_base64_body_lozinka",
    ("Mail/Sent/smetkovodstvo_<<mo>>_<<y>>.eml", "Thunderbird/Sent/fakturi_<<n>>.eml"),
    """From: <<fat>> <<lat>> <<<mail>>>
To: Сметководство <biro@<<dom>>>
Subject: =?UTF-8?B?0KTQsNC60YLRg9GA0Lg=?=
Date: <<dmy>> <<t>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: base64

<<body>>
""",
    "pw",
    syntax="",
    extra=_b64mail,
    decode=_dec_b64mail,
)

F.reg(
    "zhelezarija_webshop_deploy_id_rsa_file",
    ("home/<<fa>>/.ssh/id_rsa", "Users/<<fa>>/.ssh/webshop_<<org>>_rsa"),
    "<<cred>>\n",
    "rsa",
    syntax="",
)
