# ruff: noqa: E501
"""Family i: an Uzbek suzani needlework atelier in Bukhara: web shop, 1C, dyers, payments."""

from __future__ import annotations

import base64
import json

from fortyfirst_corpus import LOWER, alnum
from fortyfirst_spec import Fam, ipynb

F = Fam(
    "suzani_uzbek_needlework",
    ("ipakgul",),
    "uz",
    (
        "Dilnoza",
        "Rustam",
        "Gulnora",
        "Sherzod",
        "Nodira",
        "Jasur",
        "Малика",
        "Бахтиёр",
        "Zarina",
        "Otabek",
    ),
    ("Karimova", "Rahimov", "Yusupova", "Tursunov", "Usmonova", "Алиев", "Назарова", "Ergashev"),
    ("suzani", "ipak", "gul", "buxoro", "kashta", "nur", "anor", "lola", "samarqand", "chamandon"),
    ("yoz", "qish", "kuz", "bahor", "navruz", "лето"),
    "+998",
    latin=("malika", "bakhtiyor", "aliev", "nazarova"),
)


def _tg_json(s: dict) -> str:
    msgs = [
        {
            "id": s["id"],
            "type": "message",
            "date": f"{s['date']}T{s['hms']}",
            "date_unixtime": str(s["epoch"]),
            "from": s["full"],
            "from_id": f"user{s['id']}0",
            "text": "Etsy do'konining paroli o'zgardi",
            "text_entities": [{"type": "plain", "text": "Etsy do'konining paroli o'zgardi"}],
        },
        {
            "id": s["id"] + 1,
            "type": "message",
            "date": f"{s['date']}T{s['hms']}",
            "date_unixtime": str(s["epoch"] + 40),
            "from": s["full"],
            "from_id": f"user{s['id']}0",
            "text": f"yangi parol: {s['cred']}",
            "text_entities": [{"type": "plain", "text": f"yangi parol: {s['cred']}"}],
        },
        {
            "id": s["id"] + 2,
            "type": "message",
            "date": f"{s['date']}T{s['hms']}",
            "date_unixtime": str(s["epoch"] + 90),
            "from": s["full2"],
            "from_id": f"user{s['id']}1",
            "text": "Rahmat! Anor gulli suzanini bugun yuklayman",
            "text_entities": [
                {"type": "plain", "text": "Rahmat! Anor gulli suzanini bugun yuklayman"}
            ],
        },
    ]
    return json.dumps(
        {"name": "Ipak Gul ustaxona", "type": "private_group", "id": s["id"] * 7, "messages": msgs},
        indent=1,
        ensure_ascii=False,
    )


F.reg(
    "suzani_uzbek_telegram_json_export_parol",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/ustaxona_<<id>>/result.json"),
    _tg_json,
    cred="human",
)

F.reg(
    "suzani_etsy_shop_keystring_python",
    ("etsy/listings_sync.py", "scripts/etsy_<<org>>_<<n>>.py"),
    '''"""Suzani listings: stock from the atelier sheet -> Etsy."""

import requests

ETSY_KEYSTRING = "<<cred>>"
SHOP_ID = <<id>>
OAUTH_TOKEN = open("/etc/<<org>>/etsy_oauth").read().strip()

HEADERS = {"x-api-key": ETSY_KEYSTRING, "Authorization": f"Bearer {OAUTH_TOKEN}"}


def listings():
    url = f"https://openapi.etsy.com/v3/application/shops/{SHOP_ID}/listings/active"
    return requests.get(url, headers=HEADERS, timeout=30).json()["results"]
''',
    cred=lambda rng: alnum(rng, 24, LOWER + "0123456789"),
)

F.reg(
    "suzani_russian_email_parol_1c_baza",
    ("pochta/<<user>>/<<id>>.eml", "mail/buxgalteriya/<<org>>_<<id>>.eml"),
    """From: <<full>> <<<email>>>
To: <<full2>> <<<email2>>>
Subject: =?UTF-8?B?0JTQvtGB0YLRg9C/INCyIDHQoQ==?=
Date: Wed, 15 Jan <<yyyy>> <<time>>:20 +0500
Content-Type: text/plain; charset=UTF-8

Добрый день, <<first2>>!

Вам создан пользователь в базе 1С (Бухгалтерия, ателье «Ипак гул»).
Пользователь: <<user2>>
Пароль: <<cred>>

Базу открывать через ярлык на рабочем столе, не через веб.

<<full>>
""",
    cred="human",
)

F.reg(
    "suzani_1c_enterprise_cmd_launcher_pwd",
    ("1c/zapusk_obmen_<<n>>.cmd", "C/Scripts/1c_obmen_<<yyyy>>.bat"),
    """@echo off
rem Ночной обмен 1С <-> интернет-магазин (сюзане, ткани, нитки)
"C:\\Program Files\\1cv8\\8.3.24.1467\\bin\\1cv8.exe" ENTERPRISE /S"<<host>>\\buh_ipakgul" /N"obmen" /P"<<cred>>" /Execute "C:\\1c\\obmen.epf" /DisableStartupMessages
if errorlevel 1 echo Ошибка обмена %date% %time% >> C:\\1c\\obmen.log
""",
    cred="pw_bare",
)


def _payme_nb(s: dict) -> str:
    return ipynb(
        [
            ("markdown", "# Payme to'lovlari - oylik hisobot\nAtelye va onlayn do'kon.", None),
            (
                "code",
                f'import requests, base64\nMERCHANT_ID = "{s["hexid"]}{s["hexid"]}{s["hexid"][:8]}"\nMERCHANT_KEY = "{s["cred"]}"\nauth = base64.b64encode(f"Paycom:{{MERCHANT_KEY}}".encode()).decode()',
                None,
            ),
            (
                "code",
                'r = requests.post("https://checkout.paycom.uz/api", json={"method": "GetStatement", "params": {"from": 0, "to": 1}}, headers={"X-Auth": f"{MERCHANT_ID}:{MERCHANT_KEY}"})\nlen(r.json()["result"]["transactions"])',
                f"{s['n'] * 3}\n",
            ),
        ]
    )


F.reg(
    "suzani_sales_ipynb_payme_merchant_key",
    ("notebooks/payme_hisobot_<<n>>.ipynb", "hisobot/<<user>>/tolovlar_<<yyyy>>.ipynb"),
    _payme_nb,
    cred=lambda rng: alnum(rng, 8) + "#" + alnum(rng, 12) + "?" + alnum(rng, 10),
)


def _basic(rng, s):
    return {"needle": base64.b64encode(f"admin:{s['cred']}".encode()).decode()}


F.reg(
    "suzani_cctv_isapi_request_dump_basic_header",
    ("debug/isapi_<<date>>.txt", "tmp/kamera_<<n>>_request.http"),
    """GET /ISAPI/Streaming/channels/101/picture HTTP/1.1
Host: <<ip>>
User-Agent: python-requests/2.31.0
Accept-Encoding: gzip, deflate
Accept: */*
Connection: keep-alive
Authorization: Basic <<needle>>

HTTP/1.1 200 OK
Content-Type: image/jpeg
Content-Length: 184233
""",
    cred="pw",
    extra=_basic,
)

F.reg(
    "suzani_uzbek_cyrillic_sms_parol",
    ("sms/<<phone2>>_<<date>>.txt", "telefon/xabarlar_<<id>>.txt"),
    """<<phone2>>  <<dmy>> <<time>>
Салом! Бухоро бозоридаги дўкон компьютери учун парол:

<<phone>>  <<dmy>> <<time2>>
<<cred>>

<<phone2>>  <<dmy>> <<time2>>
Раҳмат, опа
""",
    cred="human",
    syntax="",
)

F.reg(
    "suzani_shop_dotnet_appsettings_smtp",
    ("IpakGul.Web/appsettings.Production.json", "src/<<orgc>>.Shop/appsettings.json.<<n>>"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": {
    "Shop": "Server=<<host>>;Database=ipakgul;Trusted_Connection=True;TrustServerCertificate=True"
  },
  "Smtp": {
    "Host": "smtp.<<dom>>",
    "Port": 587,
    "User": "shop@<<dom>>",
    "Password": "<<cred>>",
    "From": "Ipak Gul <shop@<<dom>>>"
  },
  "AllowedHosts": "*"
}
""",
    cred="pw_json",
)
