# ruff: noqa: E501
"""Family k: an importer of spare car parts (lavazem yadaki) in the Tabriz bazaar (Iran):
Persian."""

from __future__ import annotations

import random

from hundredninth_spec import Fam, alnum, dec_basic, enc_b64, reg

F = Fam(
    name="yadaki_lavazem_tabrizi",
    orgs=("yadakitabriz", "sahandparts", "lentazar", "peykanyadak", "bazarqaisariyeh"),
    tld="ir",
    first=(
        ("علی", "ali"),
        ("رضا", "reza"),
        ("مریم", "maryam"),
        ("حسین", "hossein"),
        ("زهرا", "zahra"),
        ("مهدی", "mehdi"),
    ),
    last=(
        ("رضایی", "rezaei"),
        ("حسینی", "hosseini"),
        ("محمدی", "mohammadi"),
        ("تبریزی", "tabrizi"),
        ("اکبری", "akbari"),
        ("نوری", "nouri"),
    ),
    words=(
        "yadaki",
        "lent",
        "tabriz",
        "teraktor",
        "bazar",
        "elgoli",
        "koofteh",
        "azadi",
        "baran",
        "mehr",
        "peykan",
        "samand",
        "pride",
        "sahand",
        "aras",
        "urmia",
    ),
    pets=("pashmak", "nazi", "mamoosh", "jessy", "fandogh"),
    cities=("tabriz", "tehran", "urmia", "ardabil", "zanjan"),
    cc="+98",
)

reg(
    F,
    "yadaki_persian_whatsapp_ramz_obur_sepidar",
    ("WhatsApp/WhatsApp Chat with <<fa>>.txt", "backup/chat_anbar_<<n>>.txt"),
    """<<dmy_sl>>, <<t1>> - <<fn>> <<ln>>: سلام آقا، سپیدار رو باز کردم ولی رمز قبلی کار نمی‌کنه
<<dmy_sl>>, <<t2>> - حاج <<fn2>>: نام کاربری anbar
<<dmy_sl>>, <<t2>> - حاج <<fn2>>: رمز عبور: <<cred>>
<<dmy_sl>>, <<t3>> - <<fn>> <<ln>>: ممنون، فاکتور لنت‌های سمند رو ثبت کردم
""",
    "human",
    syntax="",
)

reg(
    F,
    "yadaki_zarinpal_merchant_laravel_env",
    ("shop/.env", "www/<<org>>/.env"),
    """APP_NAME=<<orgc>>
APP_URL=https://<<dom>>
# درگاه زرین‌پال - فروش آنلاین قطعات
ZARINPAL_MERCHANT_ID=<<cred>>
ZARINPAL_SANDBOX=false
ZARINPAL_CALLBACK=https://<<dom>>/payment/verify
""",
    "p:zarinpal",
    syntax="",
)

reg(
    F,
    "yadaki_kavenegar_sms_api_key_python",
    ("scripts/payamak_sefaresh.py", "tools/<<org>>/sms_notify.py"),
    '''"""پیامک آماده‌بودن سفارش قطعه برای تعمیرگاه‌ها"""

from kavenegar import KavenegarAPI

api = KavenegarAPI("<<cred>>")


def notify(mobile: str, order: str) -> None:
    api.sms_send({"sender": "10008663", "receptor": mobile, "message": f"سفارش {order} آماده تحویل است - <<orgc>>"})
''',
    "HEX:88",
)

reg(
    F,
    "yadaki_hesabdari_app_config_connection_string",
    ("Program Files/PartsStock/PartsStock.exe.config", "C:/Anbar/<<org>>/App.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Anbar" connectionString="Data Source=<<ip>>\\SQL2019;Initial Catalog=Sepidar01;User ID=sa;Password=<<cred>>;" providerName="System.Data.SqlClient"/>
  </connectionStrings>
  <appSettings>
    <add key="Branch" value="Tabriz-Bazar"/>
  </appSettings>
</configuration>
""",
    "pw_alnum",
)

reg(
    F,
    "yadaki_bale_bot_price_list_php",
    ("bot/bale_price.php", "www/<<org>>/bot/config.php"),
    """<?php
// ربات بله - استعلام قیمت قطعه با کد فنی
define('BALE_TOKEN', '<<cred>>');
define('BALE_API', 'https://tapi.bale.ai/bot' . BALE_TOKEN . '/');
define('PRICE_DB', __DIR__ . '/prices.sqlite');
""",
    lambda rng: f"{rng.randint(10**8, 2 * 10**9)}:{alnum(rng, 40)}",
    syntax="",
)

reg(
    F,
    "yadaki_tamin_konandegan_csv_farsi_ramz",
    ("اکسل/تامین‌کنندگان_<<y>>.csv", "Documents/<<org>>/suppliers_<<n>>.csv"),
    """تامین‌کننده,سامانه,نام کاربری,رمز,توضیح
ایساکو,پنل نمایندگان,<<org>>,<<cred>>,با <<fn2>>
سامانه جامع تجارت,ntsw.ir,کد ملی مدیر,نزد حاج آقا,
""",
    "human",
    syntax="",
)


def _basic(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_b64(f"{s['org']}:{s['cred']}")


reg(
    F,
    "yadaki_tarkhis_portal_http_dump_basic",
    ("debug/tarkhis_request_<<n>>.http", "logs/<<org>>/clearance_<<date>>.txt"),
    """POST /api/v1/declarations/status HTTP/1.1
Host: api.tarkhis-broker.ir
Authorization: Basic <<enc>>
Content-Type: application/json
User-Agent: PartsStock/2.3

{"kotaj": "<<n4>><<n4>>", "importer": "<<org>>"}
""",
    "pw_json",
    syntax="",
    extra=_basic,
    decode=dec_basic(),
)

reg(
    F,
    "yadaki_anbar_anydesk_yaddasht_markdown",
    ("notes/anydesk_<<n>>.md", "Desktop/یادداشت_پشتیبانی_<<n>>.md"),
    """## پشتیبانی سیستم انبار

- AnyDesk سیستم انبار: <<n4>> <<n4>> <<n>>
- دسترسی بدون نظارت (unattended): <<cred>>
- پشتیبان سپیدار: آقای <<fn2>> — <<phone>>
""",
    "human_x",
    syntax="",
)
