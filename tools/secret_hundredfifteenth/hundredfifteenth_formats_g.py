# ruff: noqa: E501
"""Family g: a franchise of a women's and men's fitness chain in Riyadh, Saudi Arabia: Arabic and
English, Moyasar and Tap payments, turnstiles, a Mindbody-style booking system, WhatsApp."""

from __future__ import annotations

import json
import random
import urllib.parse

from hundredfifteenth_spec import Fam, enc_url

F = Fam(
    name="riyadh_fitness_franchise_saudi",
    orgs=("nakhlafit", "olayagym", "najdfit", "sahabfitness", "qimmahclub"),
    tld="sa",
    first=(
        ("محمد", "mohammed"),
        ("نورة", "noura"),
        ("عبدالله", "abdullah"),
        ("سارة", "sara"),
        ("فيصل", "faisal"),
        ("ريم", "reem"),
        ("خالد", "khalid"),
        ("لمى", "lama"),
        ("سلطان", "sultan"),
        ("هند", "hind"),
    ),
    last=(
        ("القحطاني", "alqahtani"),
        ("العتيبي", "alotaibi"),
        ("الشمري", "alshammari"),
        ("الدوسري", "aldosari"),
        ("الحربي", "alharbi"),
        ("الزهراني", "alzahrani"),
        ("الغامدي", "alghamdi"),
        ("المطيري", "almutairi"),
    ),
    words=(
        "najd",
        "riyadh",
        "nakhla",
        "sahab",
        "qimmah",
        "falcon",
        "saqr",
        "diriyah",
        "olaya",
        "hilal",
        "nasr",
        "qahwa",
        "tamr",
        "sabr",
        "quwwa",
    ),
    pets=("saqr", "loulou", "mishmish", "zain", "asal", "najma"),
    cc="966",
)

F.reg(
    "riyadh_arabic_whatsapp_kalimat_sir_turnstiles",
    ("WhatsApp Chat with إدارة الفرع.txt", "exports/whatsapp_<<org>>_branch_<<nn>>.txt"),
    """<<dmy>>, <<time>> - <<name>>: البوابات ما تفتح للأعضاء من الصبح
<<dmy>>, <<time>> - <<name2>>: ادخل على لوحة التحكم http://<<lan>>:8088
<<dmy>>, <<time2>> - <<name2>>: اسم المستخدم admin وكلمة السر <<cred>>
<<dmy>>, <<time2>> - <<name>>: تم، شكراً 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "riyadh_moyasar_secret_key_django_settings",
    ("memberships/settings/production.py", "<<org>>_portal/settings.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]
MOYASAR_PUBLISHABLE_KEY = "pk_live_<<hex16>>"
MOYASAR_SECRET_KEY = "<<cred>>"
DEFAULT_CURRENCY = "SAR"
""",
    "p:moyasar",
)

F.reg(
    "riyadh_tap_payments_secret_flutter_dart",
    ("lib/config/tap_config.dart", "app_<<org>>/lib/payments/tap.dart"),
    """class TapConfig {
  static const String secretKey = '<<cred>>';
  static const String bundleId = 'sa.<<org>>.members';
  static const String lang = 'ar';
}
""",
    "p:tap",
    syntax="",
)


def _pct(rng: random.Random, s: dict) -> dict:
    return {"enc": enc_url(s["cred"])}


F.reg(
    "riyadh_crm_postgres_url_percent_encoded",
    ("crm/.env", "services/<<org>>-crm/docker.env"),
    """DATABASE_URL=postgres://crm_app:<<enc>>@<<host>>:5432/members
REDIS_URL=redis://<<lan>>:6379/0
TZ=Asia/Riyadh
""",
    lambda rng: (
        "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789")
            for _ in range(14)
        )
        + rng.choice("@#%&+/:")
        + str(rng.randint(10, 99))
    ),
    syntax="",
    extra=_pct,
    decode=lambda t: urllib.parse.unquote(t.split("crm_app:", 1)[1].split("@", 1)[0]),
)

F.reg(
    "riyadh_inbody_scanner_sync_json",
    ("InBody/LookinBody/sync_<<org>>.json", "C:/LookinBody/config/server.json"),
    lambda s: json.dumps(
        {
            "server": f"https://inbody.{s['dom']}",
            "branch": s["org"],
            "user": "inbody_sync",
            "password": s["cred"],
            "autoUpload": True,
        },
        ensure_ascii=False,
        indent=2,
    ),
    "pw_json",
)

F.reg(
    "riyadh_trainers_sms_arabic_reply_only",
    ("sms/backup_<<date>>.xml", "SMSBackup/<<org>>_<<year>><<mo>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<smses count="2">
  <sms address="<<phone>>" date="<<epoch>>000" type="2" body="أرسل لي رمز دخول نظام الحجوزات لو سمحت" contact_name="<<name>>" />
  <sms address="<<phone>>" date="<<epoch>>300" type="1" body="<<cred>>" contact_name="<<name>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "riyadh_franchise_reporting_powershell_sqlcmd",
    ("scripts/daily_revenue.ps1", "Franchise/<<org>>/export_revenue.ps1"),
    """# تقرير الإيرادات اليومي للمقر الرئيسي
$server = "<<host>>"
$pass = '<<cred>>'
Invoke-Sqlcmd -ServerInstance $server -Database Revenue -Username franchise_<<org>> -Password $pass -Query "EXEC dbo.DailyRevenue '<<date>>'" | Export-Csv C:\\reports\\rev_<<date>>.csv
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "riyadh_music_zone_soundtrack_spotify_yaml",
    ("audio/zones.yaml", "ops/<<org>>/music.yml"),
    """zones:
  - name: cardio
    player: soundtrack-player-<<n>>
  - name: ladies_studio
    player: soundtrack-player-<<nn>>
api:
  endpoint: https://api.soundtrackyourbrand.com/v2
  token: "<<cred>>"
""",
    "b64np:48",
)
