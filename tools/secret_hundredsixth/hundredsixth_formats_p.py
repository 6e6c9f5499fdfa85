"""Family p: a book-fair organiser in Tehran, Iran (Persian; ZarinPal, Kavenegar SMS,
ArvanCloud object storage, a Docker registry, the exhibitor portal, Telegram and Bale)."""

from __future__ import annotations

import base64
import json

from hundredsixth_spec import Fam, grab, hexs, reg

F = Fam(
    name="namayeshgah_ketab_bahar",
    orgs=("ketabbahar", "ketabnama", "namayeshketab"),
    tld="ir",
    first=(
        ("علی", "ali"),
        ("زهرا", "zahra"),
        ("محمد", "mohammad"),
        ("فاطمه", "fatemeh"),
        ("رضا", "reza"),
        ("مریم", "maryam"),
        ("حسین", "hossein"),
        ("سارا", "sara"),
    ),
    last=(
        ("احمدی", "ahmadi"),
        ("رضایی", "rezaei"),
        ("محمدی", "mohammadi"),
        ("کریمی", "karimi"),
        ("حسینی", "hosseini"),
        ("موسوی", "mousavi"),
    ),
    words=(
        "ketab",
        "golestan",
        "shiraz",
        "hafez",
        "saadi",
        "anar",
        "simorgh",
        "khorshid",
        "mahtab",
        "parvaz",
        "darya",
        "yalda",
        "ferdowsi",
        "alborz",
        "zayandeh",
    ),
    pets=("pishi", "mamoosh", "jojo", "sheri", "fandogh", "pashmak"),
    seasons=("bahar", "tabestan", "paeez", "zemestan", "nowruz", "yalda"),
    cc="98",
)

reg(
    F,
    "ketab_zarinpal_booth_fees_php_merchant_id",
    ("payment/zarinpal.php", "public_html/<<org>>/pay/zarinpal-<<n>>.php"),
    """<?php
// پرداخت هزینه غرفه ناشران - زرین‌پال
$merchant_id = '<<cred>>';
$data = [
    'merchant_id' => $merchant_id,
    'amount' => $amount,
    'callback_url' => 'https://<<dom>>/pay/verify',
    'description' => 'هزینه غرفه نمایشگاه کتاب',
];
$ch = curl_init('https://payment.zarinpal.com/pg/v4/payment/request.json');
curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($data));
""",
    "uuid",
    syntax="",
)


def _tg(s):
    msgs = [
        (f"{s['first2']}", "سلام، رمز پنل غرفه‌ها رو دارید؟ ناشرها پشت خطن"),
        (f"{s['first']} {s['last']}", "نام کاربری: booth_admin"),
        (f"{s['first']} {s['last']}", f"رمز عبور: {s['cred']}"),
        (f"{s['first2']}", "ممنون 🌷"),
    ]
    return json.dumps(
        {
            "name": "ستاد نمایشگاه کتاب",
            "type": "private_supergroup",
            "id": 1700000000 + int(s["nnn"]),
            "messages": [
                {
                    "id": 300 + i,
                    "type": "message",
                    "date": f"{s['date']}T{s['hh']}:{s['mi']}:{20 + i:02d}",
                    "from": who,
                    "from_id": f"user{7770000 + i}",
                    "text": text,
                }
                for i, (who, text) in enumerate(msgs)
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


reg(
    F,
    "ketab_persian_telegram_json_export_ramz_obur_booths",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "dl/ChatExport_<<org>>_<<n>>/result.json"),
    _tg,
    "human",
)

reg(
    F,
    "ketab_kavenegar_visitor_sms_python_api_key",
    ("sms/send_tickets.py", "scripts/<<org>>_kavenegar_<<n>>.py"),
    '''"""ارسال کد بلیت بازدیدکنندگان با کاوه‌نگار"""

from kavenegar import KavenegarAPI

api = KavenegarAPI("<<cred>>")


def send_ticket(mobile, code):
    return api.verify_lookup({"receptor": mobile, "token": code, "template": "bookfair"})
''',
    "p:kavenegar",
)

reg(
    F,
    "ketab_arvancloud_object_storage_rclone_conf_secret",
    ("home/<<fa>>/.config/rclone/rclone.conf", "backup/<<org>>/rclone-<<n>>.conf"),
    """[arvan]
type = s3
provider = Arvan
access_key_id = <<ak>>
secret_access_key = <<cred>>
endpoint = s3.ir-thr-at1.arvanstorage.ir
acl = private
""",
    "hex:64",
    syntax="ini",
    extra=lambda r, s: {
        "ak": "-".join((hexs(r, 8), hexs(r, 4), hexs(r, 4), hexs(r, 4), hexs(r, 12)))
    },
)


def _docker(s):
    auth = base64.b64encode(f"{s['fa']}:{s['cred']}".encode()).decode()
    return json.dumps({"auths": {f"registry.{s['dom']}": {"auth": auth}}}, indent="\t")


reg(
    F,
    "ketab_registry_docker_config_json_auth_base64",
    ("home/<<fa>>/.docker/config.json", "ci/<<org>>/docker-config-<<n>>.json"),
    _docker,
    "pw_json",
    decode=lambda t: base64.b64decode(grab(r'"auth": "([^"]+)"', t)).decode().split(":", 1)[1],
)

reg(
    F,
    "ketab_persian_email_ramz_exhibitor_portal",
    ("mail/sent/<<date>>-nasheran.eml", "Outlook/<<fa>>/Sent/<<nnn>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: info@nashr<<n>>.ir
Subject: اطلاعات ورود به سامانه غرفه‌داران
Date: Sat, <<d>> Apr <<y>> <<hh>>:<<mi>>:00 +0330
Content-Type: text/plain; charset=utf-8

ناشر گرامی، سلام

برای ثبت فهرست کتاب‌های غرفه در سامانه نمایشگاه:

نام کاربری: nashr_<<n>>
رمز عبور: <<cred>>

با احترام
<<first>> <<last>> - دبیرخانه نمایشگاه کتاب
""",
    "human",
    syntax="",
)

reg(
    F,
    "ketab_ticketing_laravel_env_db_password",
    ("ticketing/.env", "srv/<<org>>-bilit/.env"),
    """APP_NAME=Bilit
APP_ENV=production
APP_URL=https://bilit.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=bilit
DB_USERNAME=bilit
DB_PASSWORD=<<cred>>
""",
    "pw",
    syntax="",
)

reg(
    F,
    "ketab_bale_messenger_copied_reply_value_only",
    ("notes/bale_<<date>>.txt", "copied/bale-<<fa>>-<<n>>.txt"),
    """<<first2>>: وای‌فای سالن ۸ رمزش چیه؟
<<first>>: <<cred>>
""",
    "human",
    syntax="",
)
