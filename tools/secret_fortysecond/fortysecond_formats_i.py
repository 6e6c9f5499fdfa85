# ruff: noqa: E501
"""Family i: saffron (zafaran) growers and packers around Torbat-e Heydarieh, Khorasan (Iran)."""

import json

from fortysecond_spec import family, ipynb, rsa_pem

F = family(
    "zafaran_torbat_khorasan",
    ("torbatzar",),
    "ir",
    ("رضا", "مریم", "حسین", "زهرا", "علی", "فاطمه"),
    ("حسینی", "رضایی", "محمدی", "کاظمی", "نوری", "تربتی"),
    ("zafaran", "negin", "sargol", "pushal", "kalale", "torbat", "gonabad", "khorasan", "golestan"),
    ("bahar", "tabestan", "paeez", "zemestan", "nowruz"),
    "98",
    (
        ("reza", "maryam", "hossein", "zahra", "ali", "fatemeh"),
        ("hosseini", "rezaei", "mohammadi", "kazemi", "nouri", "torbati"),
    ),
)


def _tg(s: dict) -> str:
    msgs = [
        {
            "id": 101,
            "type": "message",
            "date": f"{s['date']}T{s['time']}:00",
            "from": s["first"],
            "text": "رمز پنل فروشگاه رو عوض کردم",
        },
        {
            "id": 102,
            "type": "message",
            "date": f"{s['date']}T{s['time']}:20",
            "from": s["first"],
            "text": f"نام کاربری: {s['user']}\nرمز: {s['cred']}",
        },
        {
            "id": 103,
            "type": "message",
            "date": f"{s['date']}T{s['time']}:45",
            "from": s["first2"],
            "text": "ممنون، سفارش‌های نگین رو ثبت می‌کنم",
        },
    ]
    return json.dumps(
        {"name": f"{s['first2']}", "type": "personal_chat", "id": s["n6"], "messages": msgs},
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "zafaran_persian_telegram_json_export_ramz",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/ChatExport_<<fa>>_<<n3>>/result.json",
    ),
    _tg,
    "human",
)

F.reg(
    "zafaran_zarinpal_merchant_django_settings",
    ("<<org>>_shop/shop/settings.py", "home/<<fa>>/zafaran_site/settings/prod.py"),
    """from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]
LANGUAGE_CODE = "fa-ir"
TIME_ZONE = "Asia/Tehran"

ZARINPAL_MERCHANT_ID = "<<cred>>"
ZARINPAL_CALLBACK = "https://<<dom>>/payment/verify/"
""",
    "p:zarinpal",
)

F.reg(
    "zafaran_bale_messenger_bot_token_py",
    ("<<org>>_bot/bot.py", "home/<<fa>>/sefaresh_bot/main.py"),
    """import requests

TOKEN = "<<cred>>"
API = f"https://tapi.bale.ai/bot{TOKEN}"


def send(chat_id: int, text: str) -> None:
    requests.post(f"{API}/sendMessage", json={"chat_id": chat_id, "text": text}, timeout=10)


send(<<n6>>, "قیمت امروز سرگل ثبت شد")
""",
    "p:telegram",
)

F.reg(
    "zafaran_drying_room_mosquitto_bridge_conf",
    ("etc/mosquitto/conf.d/bridge_<<n>>.conf", "home/<<fa>>/mosquitto/bridge.conf"),
    """connection khoshk-khaneh
address <<host>>:8883
topic zafaran/# out 1
remote_username sensor<<n>>
remote_password <<cred>>
bridge_cafile /etc/mosquitto/ca.crt
""",
    "pw_bare",
)

F.reg(
    "zafaran_persian_sms_ramz_panel",
    ("sms/<<date>>_<<n4>>.txt", "Messages/<<fa>>_<<n>>.txt"),
    """از: <<phone>>
<<date>> <<time>>
سلام آقای <<last>>. رمز ورود به پنل سامانه جامع تجارت: <<cred>> نام کاربری همان کد ملی است.
""",
    "human",
)

F.reg(
    "zafaran_export_lab_notebook_postgres",
    ("notebooks/keifiat_<<year>>.ipynb", "Users/<<fa>>/lab/crocin_<<n>>.ipynb"),
    lambda s: ipynb(
        [
            ("md", "# تحلیل کروسین و پیکروکروسین محموله‌ها", None),
            (
                "code",
                f'import psycopg2\nconn = psycopg2.connect(host="{s["ip"]}", dbname="lab", user="analyst", password="{s["cred"]}")\ncur = conn.cursor()',
                None,
            ),
            (
                "code",
                "cur.execute(\"select count(*) from samples where grade='negin'\")\nprint(cur.fetchone())",
                f"({s['n3']},)\n",
            ),
        ]
    ),
    "pw_dq",
)

F.reg(
    "zafaran_moadian_tax_private_key_pem",
    ("moadian/<<org>>_private.pem", "home/<<fa>>/moadian/keys/private_<<n>>.pem"),
    "<<cred>>\n",
    lambda rng, s: rsa_pem(rng),
)

F.reg(
    "zafaran_sepidar_accounting_udl",
    ("Sepidar/<<org>>.udl", "C:/Users/<<fa>>/Desktop/hesabdari_<<n>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=Sepidar01;Data Source=<<ip>>\\SEPIDAR
""",
    "pw_json",
    syntax="",
)
