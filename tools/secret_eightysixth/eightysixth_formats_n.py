# ruff: noqa: E501
"""Family n: a doogh and dairy-drinks plant near Shiraz, Iran (Persian)."""

from __future__ import annotations

import base64
import json

from eightysixth_spec import Fam, enc_basic

F = Fam(
    name="doogh_shiraz_dairy_drinks_plant",
    orgs=("dooghsepid",),
    tld="ir",
    first=(
        ("علی", "ali"),
        ("زهرا", "zahra"),
        ("مهدی", "mehdi"),
        ("مریم", "maryam"),
        ("رضا", "reza"),
        ("نیلوفر", "niloufar"),
    ),
    last=(
        ("رضایی", "rezaei"),
        ("محمدی", "mohammadi"),
        ("حسینی", "hosseini"),
        ("کریمی", "karimi"),
        ("احمدی", "ahmadi"),
    ),
    words=(
        "doogh",
        "kashk",
        "mast",
        "khiar",
        "nana",
        "abali",
        "shiraz",
        "tabriz",
        "golpar",
        "sabzi",
        "kuzeh",
        "mashhad",
        "zagros",
        "hafez",
    ),
    pets=("pishi", "jessy", "shirin", "mamoush", "pashmak"),
    cc="+98",
)

F.reg(
    "doogh_persian_telegram_copied_ramz_obur",
    ("telegram/kopi_<<date>>.txt", "notes/tg-<<org>>-<<n>>.txt"),
    """<<fn2>> <<ln2>>, [<<yyyy>>/<<mm>>/<<dd>> <<time>>]
سلام، رمز عبور پنل سامانه مودیان رو دارید؟ باید صورتحساب‌ها رو ثبت کنم

<<fn>> <<ln>>, [<<yyyy>>/<<mm>>/<<dd>> <<time>>]
نام کاربری: <<login>>
رمز عبور: <<cred>>

<<fn2>> <<ln2>>, [<<yyyy>>/<<mm>>/<<dd>> <<time>>]
ممنون 🙏
""",
    "human",
    syntax="",
)


def _docker_dec(text: str) -> str:
    auths = json.loads(text)["auths"]
    return base64.b64decode(next(iter(auths.values()))["auth"]).decode().split(":", 1)[1]


F.reg(
    "doogh_labels_registry_docker_config_json_auth",
    ("home/<<login>>/.docker/config.json", "ci/runner-<<n>>/.docker/config.json"),
    lambda s: json.dumps(
        {
            "auths": {f"registry.{s['dom']}": {"auth": enc_basic("ci-labels", str(s["cred"]))}},
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent="\t",
    ),
    "pw_json",
    decode=_docker_dec,
)

F.reg(
    "doogh_zarinpal_merchant_id_laravel_env",
    ("shop/.env", "www/<<org>>-<<n>>/.env"),
    """APP_NAME=DooghSepid
APP_ENV=production
APP_URL=https://shop.<<dom>>
ZARINPAL_MERCHANT_ID=<<cred>>
ZARINPAL_SANDBOX=false
DB_DATABASE=shop_<<n>>
""",
    "uuid",
    syntax="",
)

F.reg(
    "doogh_kavenegar_sms_api_key_python",
    ("scripts/sms_distributors.py", "tools/<<org>>/kavenegar_<<n>>.py"),
    '''"""پیامک روزانه موجودی دوغ و ماست به پخش‌کننده‌ها (کاوه‌نگار)."""

from kavenegar import KavenegarAPI

API_KEY = "<<cred>>"

api = KavenegarAPI(API_KEY)
api.sms_send({"sender": "10004346", "receptor": "<<phone>>", "message": "موجودی دوغ گازدار: <<nn>> کارتن"})
''',
    "p:kavenegar",
)

F.reg(
    "doogh_cold_chain_mosquitto_bridge_conf",
    ("etc/mosquitto/conf.d/bridge.conf", "iot/truck-<<n>>/mosquitto-bridge.conf"),
    """# یخچال کامیون‌های پخش -> سرور کارخانه
connection plant-bridge
address <<ip>>:1883
topic coldchain/# out 1
remote_username truck<<n>>
remote_password <<cred>>
cleansession false
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "doogh_sepidar_accounting_app_config_connection_string",
    ("Sepidar/SepidarReport.exe.config", "C:/Program Files/Sepidar/<<org>><<n>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="SepidarDb" connectionString="Data Source=<<ip>>\\SEPIDAR;Initial Catalog=Sepidar01;User ID=sa;Password=<<cred>>" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="FiscalYear" value="14<<n>>" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "doogh_persian_email_ramz_samaneh_bazargani",
    ("mail/<<login>>/INBOX/<<nn>>.eml", "archive/mail-<<n>>/<<date>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: اطلاعات ورود سامانه جامع تجارت
Date: <<dmy>> <<time>> +0330
Content-Type: text/plain; charset=utf-8

سلام آقای <<ln2>>،

برای ثبت سفارش واردات کشت آغازگر ماست، با این حساب وارد سامانه جامع تجارت شوید:
نام کاربری: <<login>>
کلمه عبور: <<cred>>

با تشکر
<<fn>> <<ln>>
""",
    "human",
    syntax="",
)

F.reg(
    "doogh_lab_pc_anydesk_sticky_note_ocr",
    ("scans/sticky_<<n>>.txt", "ocr/<<org>>/note-<<date>>.txt"),
    """AnyDesk آزمایشگاه
<<nn>> <<nn>> <<n>>
رمز
<<cred>>
""",
    "human",
    syntax="",
)
