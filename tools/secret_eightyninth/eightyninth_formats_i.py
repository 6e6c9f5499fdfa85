"""Family i: a coal depot (нүүрсний агуулах) on the Ulaanbaatar-Gashuunsukhait route, Mongolia
(Mongolian Cyrillic): a .NET weighbridge program, Telegram, QPay, e-customs, Wialon truck
tracking, Erkhet accounting on PostgreSQL, AnyDesk on the weighbridge PC, a coal-quality
notebook."""
# ruff: noqa: E501

from __future__ import annotations

import json
import random
import re
import xml.etree.ElementTree as ET

from eightyninth_spec import Fam, enc_xml_attr, gen_pw

MN = Fam(
    name="nuurs_coal_depot_mongolia",
    orgs=("khargaltal", "tavantolgoitrade", "govinuurs"),
    display=("Харгал Тал ХХК", "Таван Толгой Трейд ХХК", "Говь Нүүрс ХХК"),
    tld="mn",
    first=(
        ("Батболд", "batbold"),
        ("Энхтуяа", "enkhtuya"),
        ("Ганбаатар", "ganbaatar"),
        ("Оюунчимэг", "oyunchimeg"),
        ("Батэрдэнэ", "baterdene"),
        ("Сарангэрэл", "sarangerel"),
        ("Төмөрбаатар", "tumurbaatar"),
        ("Нарантуяа", "narantuya"),
    ),
    last=(
        ("Баатар", "baatar"),
        ("Дорж", "dorj"),
        ("Ганболд", "ganbold"),
        ("Пүрэв", "purev"),
        ("Цэрэн", "tseren"),
        ("Лхагва", "lkhagva"),
        ("Очир", "ochir"),
        ("Сүхбаатар", "sukhbaatar"),
    ),
    words=(
        "nuurs",
        "tal",
        "mori",
        "naadam",
        "altai",
        "khangai",
        "chinggis",
        "bayar",
        "tsagaan",
        "erdene",
        "gobi",
        "khuleg",
        "buuz",
        "tsaas",
        "tengis",
        "chono",
    ),
    pets=("basar", "arslan", "khuree", "banhar", "bolt", "tsagaankhuu", "muur"),
    cc="+976",
    tz="+08:00",
)


def _xml(rng: random.Random, s: dict) -> None:
    v = str(s["cred"])
    while not any(c in v for c in "&<>"):
        v = gen_pw(rng, sym="&<>!#*")
    s["cred"] = v
    s["esc"] = enc_xml_attr(v)


def _dec_xml(text: str) -> str:
    root = ET.fromstring(text.encode())
    cs = root.find("./connectionStrings/add[@name='Vesy']").get("connectionString")
    return re.search(r"Password=([^;]+);", cs).group(1)


MN.reg(
    "nuurs_weighbridge_dotnet_app_config_xml_escaped",
    ("Vesy/<<org>>/VesyPro.exe.config", "C/Program Files/VesyPro/jin<<n2>>/App.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <!-- Авто жин 80т - нүүрсний машин жинлэх программ -->
  <connectionStrings>
    <add name="Vesy" connectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=VesyPro;User ID=vesy;Password=<<esc>>;" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="ComPort" value="COM<<n2>>" />
    <add key="CameraUrl" value="http://<<lan>>/ISAPI/Streaming/channels/1/picture" />
  </appSettings>
</configuration>
""",
    cred="pw",
    extra=_xml,
    decode=_dec_xml,
)


def _tg(s: dict) -> str:
    doc = {
        "name": f"{s['first2']} {s['last2']}",
        "type": "personal_chat",
        "id": 5_000_000_000 + int(s["n"]),
        "messages": [
            {
                "id": 1,
                "type": "message",
                "date": f"{s['date']}T{s['time']}:05",
                "date_unixtime": str(s["ts"]),
                "from": f"{s['first2']} {s['last2']}",
                "from_id": f"user{s['n']}77",
                "text": "Сайн уу, гаалийн системийн нууц үг солигдсон уу? Нэвтэрч чадахгүй байна",
                "text_entities": [
                    {
                        "type": "plain",
                        "text": "Сайн уу, гаалийн системийн нууц үг солигдсон уу? Нэвтэрч чадахгүй байна",
                    }
                ],
            },
            {
                "id": 2,
                "type": "message",
                "date": f"{s['date']}T{s['time2']}:41",
                "date_unixtime": str(int(s["ts"]) + 300),
                "from": f"{s['first']} {s['last']}",
                "from_id": f"user{s['n2']}12",
                "text": f"Тийм. Нэвтрэх нэр {s['login']}, шинэ нууц үг: {s['cred']}",
                "text_entities": [
                    {
                        "type": "plain",
                        "text": f"Тийм. Нэвтрэх нэр {s['login']}, шинэ нууц үг: {s['cred']}",
                    }
                ],
            },
            {
                "id": 3,
                "type": "message",
                "date": f"{s['date']}T{s['time2']}:59",
                "date_unixtime": str(int(s["ts"]) + 318),
                "from": f"{s['first2']} {s['last2']}",
                "from_id": f"user{s['n']}77",
                "text": "Баярлалаа, орлоо",
                "text_entities": [{"type": "plain", "text": "Баярлалаа, орлоо"}],
            },
        ],
    }
    return json.dumps(doc, ensure_ascii=False, indent=1)


MN.reg(
    "nuurs_mongolian_telegram_json_nuuts_ug",
    (
        "Telegram Desktop/ChatExport_<<date>>_<<n>>/result.json",
        "tg_export/<<fa2>>_<<n>>/result.json",
    ),
    _tg,
    cred="human",
)

MN.reg(
    "nuurs_qpay_merchant_v2_env",
    ("qpay/<<org>>/.env", "shop-nuurs-<<n2>>/.env"),
    """# QPay v2 - нүүрсний урьдчилгаа төлбөр (айл өрхийн шахмал түлш)
QPAY_BASE_URL=https://merchant.qpay.mn/v2
QPAY_USERNAME=<<org_upper>>
QPAY_PASSWORD=<<cred>>
QPAY_INVOICE_CODE=<<org_upper>>_INVOICE
QPAY_CALLBACK_URL=https://pay.<<dom>>/qpay/callback
""",
    cred="pw",
    syntax="",
    extra=lambda rng, s: s.update(org_upper=str(s["org"]).upper()),
)

MN.reg(
    "nuurs_gaali_customs_email_mongolian",
    ("mail/<<d8>>_gaali_<<n>>.eml", "Outlook/Inbox/customs_<<n>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?0JPQsNCw0LvQuNC50L0g0YHQuNGB0YLQtdC8?=
Date: <<dmy>> <<hms>> +0800
Content-Type: text/plain; charset=utf-8

<<first2>> сайн байна уу,

Экспортын нүүрсний мэдүүлгийг (Гашуунсухайт боомт) маргааш өглөө илгээнэ үү.
Гаалийн цахим системд нэвтрэх:
Нэвтрэх нэр: <<login>>
Нууц үг: <<cred>>

Нууц үгийг хэнд ч бүү дамжуулаарай.

Хүндэтгэсэн,
<<first>> <<last>>
<<orgname>>
""",
    cred="human",
    syntax="",
)

MN.reg(
    "nuurs_wialon_truck_tracking_token_python",
    ("wialon/<<org>>/trips_<<n>>.py", "scripts/wialon_daily_<<n2>>.py"),
    '''"""Хоногийн аялал: Wialon-с 70 машины GPS мэдээ татах."""

import requests

WIALON_URL = "https://hst-api.wialon.com/wialon/ajax.html"
WIALON_TOKEN = "<<cred>>"


def login():
    r = requests.get(WIALON_URL, params={"svc": "token/login", "params": '{"token":"%s"}' % WIALON_TOKEN}, timeout=30)
    return r.json()["eid"]
''',
    cred="hex:72",
)

MN.reg(
    "nuurs_erkhet_accounting_pgpass",
    ("home/<<fa>>/.pgpass", "backup/<<org>>_<<n2>>.pgpass"),
    """# hostname:port:database:username:password
<<ip>>:5432:erkhet_<<yr>>:erkhet:<<cred>>
localhost:5432:*:postgres:*
""",
    cred="pw",
    syntax="",
)

MN.reg(
    "nuurs_sticky_note_ocr_anydesk",
    ("scans/jin_pc_<<d8>>_<<n>>.txt", "ocr/sticker_<<n2>>.txt"),
    """ЖИН КОМПЬЮТЕР
AnyDesk ID: <<anyid>>
нууц үг
<<cred>>
асуудал гарвал <<phone>>
""",
    cred="human_x",
    syntax="",
    extra=lambda rng, s: s.update(
        anyid=f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"
    ),
)


def _nb(s: dict) -> str:
    cells = [
        {
            "cell_type": "markdown",
            "metadata": {},
            "source": ["# Нүүрсний чанар (калори, үнслэг, чийг) - сарын тайлан\n"],
        },
        {
            "cell_type": "code",
            "execution_count": 1,
            "metadata": {},
            "outputs": [],
            "source": [
                "import pandas as pd\n",
                "import psycopg2\n",
                f"conn = psycopg2.connect(host='{s['ip']}', dbname='lab', user='lab_read', password='{s['cred']}')\n",
                "df = pd.read_sql('select * from coal_quality where sampled_at > now() - interval ''30 days''', conn)\n",
            ],
        },
        {
            "cell_type": "code",
            "execution_count": 2,
            "metadata": {},
            "outputs": [
                {
                    "name": "stdout",
                    "output_type": "stream",
                    "text": [f"{s['n']} дээж, дундаж 5{s['n2']} ккал/кг\n"],
                }
            ],
            "source": ["print(len(df), 'дээж, дундаж', int(df.gcv.mean()), 'ккал/кг')\n"],
        },
    ]
    nb = {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, ensure_ascii=False, indent=1)


MN.reg(
    "nuurs_coal_quality_lab_ipynb_psycopg",
    ("lab/<<org>>/chanar_<<yr>>_<<mo>>_<<n>>.ipynb", "notebooks/coal_quality_<<n2>>.ipynb"),
    _nb,
    cred="pw_sq",
    syntax="json",
)
