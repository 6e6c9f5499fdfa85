# ruff: noqa: E501
"""Family o: a metal engraving (qalamzani) and laser-engraving workshop in Isfahan (Iran; Persian)."""

from __future__ import annotations

from eightyfourth_spec import Fam, dec_basic, enc_basic, sms_xml

FAM = Fam(
    name="hakkaki_qalamzani_engraving",
    orgs=("qalamkar", "naqshsefahan", "hakkakinovin"),
    tld="ir",
    first=(
        ("علی", "ali"),
        ("زهرا", "zahra"),
        ("رضا", "reza"),
        ("فاطمه", "fatemeh"),
        ("مهدی", "mahdi"),
        ("مریم", "maryam"),
        ("حسین", "hossein"),
        ("سارا", "sara"),
        ("امیر", "amir"),
        ("نرگس", "narges"),
    ),
    last=(
        ("محمدی", "mohammadi"),
        ("حسینی", "hosseini"),
        ("احمدی", "ahmadi"),
        ("رضایی", "rezaei"),
        ("کریمی", "karimi"),
        ("اصفهانی", "esfahani"),
        ("موسوی", "mousavi"),
        ("نجفی", "najafi"),
    ),
    words=(
        "qalam",
        "naqsh",
        "esfahan",
        "zayande",
        "sepahan",
        "gol",
        "bolbol",
        "khorshid",
        "iran",
        "mahtab",
        "shirin",
        "ghalamzani",
        "meydan",
        "siosepol",
        "nowruz",
        "setareh",
    ),
    pets=("pishi", "jessy", "mili", "shadi", "max", "nazi"),
    places=("isfahan", "esfahan", "najafabad", "kashan", "shahinshahr", "khomeinishahr", "tehran"),
    cc="+98",
    walks=("qwerty", "1qaz2wsx", "asdfgh", "123qwe", "zxcvbn"),
)

FAM.reg(
    "hakkaki_mikrotik_fetch_basic_auth_base64",
    ("mikrotik/backup_upload.rsc", "router-<<n>>/scripts/upload_<<date>>.rsc"),
    """# MikroTik hAP ac2 - کارگاه حکاکی
# upload nightly backup to the NAS (WebDAV)
/system script
add name=nightly-backup owner=admin policy=ftp,read,write,policy,test source="/system backup save name=workshop;\\r\\
    \\n:delay 5s;\\r\\
    \\n/tool fetch upload=yes mode=https src-path=workshop.backup url=\\"https://<<ip>>:5006/backup/mikrotik/workshop.backup\\" http-header-field=\\"Authorization: Basic <<enc>>\\" check-certificate=no"
/system scheduler
add interval=1d name=nightly-backup on-event=nightly-backup start-date=<<date>> start-time=03:00:00
""",
    "human_x",
    syntax="",
    extra=lambda r, s: {"enc": enc_basic("mikrotik", s["cred"])},
    decode=dec_basic,
)

FAM.reg(
    "hakkaki_persian_telegram_copied_ramz",
    ("Telegram/copied_<<fa2>>_<<n>>.txt", "notes/tg <<fa>> <<date>>.txt"),
    """<<fn2>> <<ln2>>, [<<dmy>> <<hh>>:<<mi>>]
سلام آقای <<ln>>، لایت‌برن روی کامپیوتر لیزر فایبر لایسنس می‌خواد، ایمیل و رمز حساب رو می‌فرستید؟

<<fn>> <<ln>>, [<<dmy>> <<hh>>:<<mi2>>]
ایمیل: <<email>>

<<fn>> <<ln>>, [<<dmy>> <<hh>>:<<mi2>>]
رمز: <<cred>>

<<fn2>> <<ln2>>, [<<dmy>> <<hh2>>:<<mi>>]
ممنون، فعال شد 🌹
""",
    "human",
)

FAM.reg(
    "hakkaki_kavenegar_sms_api_key_python",
    ("notify/sms_order_ready.py", "tools/<<fa>>/kavenegar_<<n>>.py"),
    '''"""پیامک آماده بودن سفارش حکاکی (کاوه‌نگار)."""

from kavenegar import KavenegarAPI

API_KEY = "<<cred>>"
SENDER = "1000<<id>>"


def order_ready(mobile, name, order_id):
    api = KavenegarAPI(API_KEY)
    msg = f"{name} عزیز، سفارش {order_id} آماده تحویل است. کارگاه حکاکی"
    return api.sms_send({"sender": SENDER, "receptor": mobile, "message": msg})
''',
    "p:kavenegar",
)

FAM.reg(
    "hakkaki_zarinpal_merchant_laravel_config",
    ("config/zarinpal.php", "shop-<<org>>/config/payment_<<n>>.php"),
    """<?php
// درگاه پرداخت زرین‌پال - فروشگاه ظروف قلمزنی و تابلوهای حکاکی‌شده
return [
    'merchant_id' => '<<cred>>',
    'sandbox'     => false,
    'callback_url'=> 'https://<<dom>>/payment/verify',
    'description' => 'خرید از فروشگاه <<orgc>>',
    'currency'    => 'IRT',
];
""",
    "uuid",
)

FAM.reg(
    "hakkaki_persian_bale_copied_reply_only_value",
    ("Bale/chat_<<fa2>>_<<date>>.txt", "notes/bale_<<n>>.txt"),
    """<<fn2>> <<ln2>>:
رمز پنل باسلام رو میدی؟ سفارش سینی قلمزنی اومده
[<<hh>>:<<mi>>]

<<fn>> <<ln>>:
<<cred>>
[<<hh>>:<<mi2>>]
""",
    "human_x",
)

FAM.reg(
    "hakkaki_shop_mysql_my_cnf_client",
    ("home/<<fa>>/.my.cnf", "root-<<n>>/.my.cnf"),
    """[client]
user = shop_<<org>>
password = <<cred>>
host = <<ip>>
default-character-set = utf8mb4

[mysqldump]
max_allowed_packet = 64M
""",
    "pw",
    syntax="ini",
)

FAM.reg(
    "hakkaki_persian_sms_backup_ramz_idpay",
    ("SMSBackup/sms-<<date>>.xml", "phone/<<fa>>/sms_<<n>>.xml"),
    lambda s: sms_xml(
        s["rng"],
        s,
        f"{s['fn']} {s['ln']}",
        s["phone"],
        [
            (1, "سلام، رمز ورود پنل آیدی‌پی رو عوض کردم"),
            (1, f"نام کاربری {s['email']} رمز جدید {s['cred']}"),
            (2, "ممنون، گزارش تسویه رو دانلود کردم"),
        ],
    ),
    "human_x",
)

FAM.reg(
    "hakkaki_marketplace_tsv_persian_columns",
    ("حساب‌ها/bazar_<<yyyy>>.tsv", "Downloads/accounts_<<n>>.tsv"),
    lambda s: (
        "\n".join(
            [
                "فروشگاه\tنام کاربری\tرمز عبور\tمسئول",
                f"دیجی‌کالا (فروشندگان)\t{s['email']}\t{s['cred']}\t{s['fn']}",
                f"باسلام\t{s['phone']}\tپیامکی\t{s['fn2']}",
            ]
        )
        + "\n"
    ),
    "human",
)
