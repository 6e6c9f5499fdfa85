# ruff: noqa: E501
"""Family p: a robotics club mentor in Alexandria, Egypt (Arabic, Egyptian): a GitHub token for
the scouting app, a Telegram export, Paymob for club fees, an ESP32 robot's soft-AP, a Jupyter
notebook with an OpenAI key, an Arabic e-mail, a Google service-account key and the students'
accounts CSV."""

from __future__ import annotations

import json
import random

from eightyeighth_corpus import rsa_pem
from eightyeighth_spec import RUBUT as F
from eightyeighth_spec import Slots, hexs, pick


def _club(rng: random.Random, s: Slots) -> None:
    s["team"] = pick(
        rng, ("Alex Falcons", "Pharaoh Bots", "Montaza Mechs", "Nile Gears", "Sea Wolves")
    )
    s["comp"] = pick(rng, ("WRO", "FLL", "FTC", "VEX IQ", "RoboCup Junior"))
    s["tid"] = str(rng.randint(10**8, 10**9))
    s["proj"] = (
        pick(rng, ("rubut-club", "alex-robotics", "scouting-app"))
        + "-"
        + str(rng.randint(100000, 999999))
    )


F.reg(
    "rubut_scouting_app_env_github_fine_grained_pat",
    ("scouting-app/.env", "home/<<user>>/<<proj>>/.env.local"),
    """# تطبيق السكاوتنج لفريق <<team>> - بيرفع نتايج الماتشات على GitHub
GITHUB_OWNER=<<user>>
GITHUB_REPO=scouting-data
GITHUB_TOKEN=<<cred>>
EVENT_CODE=<<comp>>-EG-<<year>>
NEXT_PUBLIC_TEAM_NAME="<<team>>"
""",
    cred="p:github_fg",
    syntax="",
    extra=_club,
)


def _tg(s: Slots) -> str:
    base = int(s["tid"])
    msgs = [
        (
            s["name2"],
            "يا أستاذ، محتاجين الباسورد بتاع حساب Tinkercad بتاع النادي عشان نكمل تصميم الذراع",
        ),
        (s["name"], "الإيميل " + s["email"]),
        (s["name"], "كلمة السر: " + s["cred"]),
        (s["name"], "وما حدش يغيرها من فضلكم"),
        (s["name2"], "تمام شكراً 🤖"),
    ]
    data = {
        "name": "فريق " + s["team"],
        "type": "private_group",
        "id": base,
        "messages": [
            {
                "id": 900 + i,
                "type": "message",
                "date": f"{s['date']}T{s['time']}:{5 + i * 9:02d}",
                "date_unixtime": str(1_700_000_000 + i * 9),
                "from": who,
                "from_id": f"user{base + i}",
                "text": txt,
                "text_entities": [{"type": "plain", "text": txt}],
            }
            for i, (who, txt) in enumerate(msgs)
        ],
    }
    return json.dumps(data, indent=1, ensure_ascii=False)


F.reg(
    "rubut_telegram_json_export_kalimat_al_sir_tinkercad",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<date>>_<<n>>/result.json",
    ),
    _tg,
    cred="human",
    extra=_club,
)


F.reg(
    "rubut_paymob_club_fees_python_api_key",
    ("club-fees/paymob_pay.py", "home/<<user>>/<<proj>>/payments.py"),
    '''"""اشتراكات نادي الروبوت - الدفع بالكارت أو فودافون كاش عن طريق Paymob"""

import requests

PAYMOB_API_KEY = "<<cred>>"
INTEGRATION_ID = <<iid>>


def auth_token() -> str:
    r = requests.post("https://accept.paymob.com/api/auth/tokens", json={"api_key": PAYMOB_API_KEY}, timeout=15)
    return r.json()["token"]


def order(amount_egp: int) -> dict:
    tok = auth_token()
    r = requests.post(
        "https://accept.paymob.com/api/ecommerce/orders",
        json={"auth_token": tok, "delivery_needed": False, "amount_cents": amount_egp * 100, "currency": "EGP", "items": []},
        timeout=15,
    )
    return r.json()
''',
    cred="p:paymob",
    syntax="py",
    extra=lambda rng, s: (_club(rng, s), s.update(iid=str(rng.randint(10**6, 10**7)))),
)


F.reg(
    "rubut_esp32_robot_softap_password_sketch",
    ("Arduino/robot_ap/robot_ap.ino", "<<proj>>/firmware/robot_<<n>>/robot_<<n>>.ino"),
    """// روبوت الفريق - نقطة اتصال WiFi للتحكم من الموبايل
#include <WiFi.h>
#include <WebServer.h>

const char* AP_SSID = "<<team>> Robot";
const char* AP_PASS = "<<cred>>";

WebServer server(80);

void handleMove() {
  String dir = server.arg("d");  // f, b, l, r
  // TODO: motors
  server.send(200, "text/plain", "ok " + dir);
}

void setup() {
  Serial.begin(115200);
  WiFi.softAP(AP_SSID, AP_PASS);
  Serial.println(WiFi.softAPIP());
  server.on("/move", handleMove);
  server.begin();
}

void loop() {
  server.handleClient();
}
""",
    cred="pw_dq",
    syntax="",
    extra=_club,
)


def _ipynb(s: Slots) -> str:
    cells = [
        {
            "cell_type": "markdown",
            "metadata": {},
            "source": [
                "# درس الذكاء الاصطناعي - التعرف على الأشياء بالكاميرا\n",
                "فريق " + s["team"],
            ],
        },
        {
            "cell_type": "code",
            "execution_count": 1,
            "metadata": {},
            "outputs": [],
            "source": [
                "import os\n",
                "from openai import OpenAI\n",
                "\n",
                f'os.environ["OPENAI_API_KEY"] = "{s["cred"]}"\n',
                "client = OpenAI()",
            ],
        },
        {
            "cell_type": "code",
            "execution_count": 2,
            "metadata": {},
            "outputs": [
                {"name": "stdout", "output_type": "stream", "text": ["الروبوت شايف: كرة حمراء\n"]}
            ],
            "source": [
                'r = client.responses.create(model="gpt-4o-mini", input="صف الصورة")\n',
                "print(r.output_text)",
            ],
        },
    ]
    nb = {
        "cells": cells,
        "metadata": {
            "kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"},
            "language_info": {"name": "python", "version": "3.11.6"},
        },
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False)


F.reg(
    "rubut_ai_lesson_ipynb_openai_key_cell",
    ("lessons/ai_camera_<<n>>.ipynb", "home/<<user>>/<<proj>>/notebooks/vision.ipynb"),
    _ipynb,
    cred="p:openai",
    syntax="json",
    extra=_club,
)


F.reg(
    "rubut_arabic_email_kalimat_al_murur_competition_portal",
    ("Mail/Sent/<<ymd>>-<<comp>>.eml", "Outlook/المرسلة/<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: =?UTF-8?B?2KjZiNin2KjYqSDYp9mE2YXYs9in2KjZgtip?=
Date: Tue, <<day>> Feb <<year>> <<time>>:00 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

أهلاً <<first2>>،

دي بيانات الدخول على بوابة تسجيل مسابقة <<comp>> عشان تكمّل تسجيل فريق <<team>>:

اسم المستخدم: <<user>>
كلمة المرور: <<cred>>

آخر ميعاد للتسجيل الأسبوع الجاي، وما تنساش ترفع صور الطلبة.

تحياتي،
<<first>>
""",
    cred="human",
    syntax="",
    extra=_club,
)


def _sa(rng: random.Random, f: object, s: Slots) -> str:
    return rsa_pem(rng, pkcs8=True).replace("\n", "\\n") + "\\n"


def _sa_json(s: Slots) -> str:
    return (
        "{\n"
        '  "type": "service_account",\n'
        f'  "project_id": "{s["proj"]}",\n'
        f'  "private_key_id": "{s["kid"]}",\n'
        f'  "private_key": "{s["cred"]}",\n'
        f'  "client_email": "sheets-bot@{s["proj"]}.iam.gserviceaccount.com",\n'
        f'  "client_id": "{s["cid"]}",\n'
        '  "auth_uri": "https://accounts.google.com/o/oauth2/auth",\n'
        '  "token_uri": "https://oauth2.googleapis.com/token",\n'
        '  "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",\n'
        f'  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/sheets-bot%40{s["proj"]}.iam.gserviceaccount.com",\n'
        '  "universe_domain": "googleapis.com"\n'
        "}\n"
    )


F.reg(
    "rubut_attendance_sheets_service_account_json_key",
    (
        "attendance-bot/service_account.json",
        "home/<<user>>/<<proj>>/credentials/<<proj>>-<<kid6>>.json",
    ),
    _sa_json,
    cred=_sa,
    extra=lambda rng, s: (
        _club(rng, s),
        s.update(kid=hexs(rng, 40), kid6=hexs(rng, 12), cid=str(rng.randint(10**20, 10**21))),
    ),
)


def _csv(s: Slots) -> str:
    return (
        "الاسم,الصف,البريد,اسم المستخدم,كلمة المرور\n"
        f"{s['name2']},تانية إعدادي,{s['email2']},{s['fa2']}{s['n']},تتغير أول دخول\n"
        f"{s['name']},تالتة إعدادي,{s['email']},{s['user']},{s['cred']}\n"
        f"{s['first']} {s['last']},أولى ثانوي,,,\n"
    )


F.reg(
    "rubut_students_accounts_csv_arabic_columns",
    ("النادي/حسابات_الطلبة_<<year>>.csv", "Documents/<<proj>>/students-<<ymd>>.csv"),
    _csv,
    cred="human_x",
    syntax="",
    extra=_club,
)
