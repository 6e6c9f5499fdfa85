# ruff: noqa: E501
"""Family f: a Tehran food blogger (Instagram, a WordPress recipe site) (Persian)."""

from __future__ import annotations

import json

from ninetythird_spec import FAM_F, alnum, uuid4

FAM_F.reg(
    "zarinpal_merchant_woocommerce_wp_config",
    (
        "public_html/wp-content/plugins/zarinpal-gateway/config.php",
        "<<org>>/wp-content/mu-plugins/zarinpal_<<n>>.php",
    ),
    """<?php
// درگاه زرین‌پال برای فروش دوره آنلاین آشپزی - <<orgc>>
defined('ABSPATH') || exit;

define('ZARINPAL_MERCHANT_ID', '<<cred>>');
define('ZARINPAL_SANDBOX', false);
define('ZARINPAL_CALLBACK', 'https://<<dom>>/checkout/zarinpal-callback/');
define('ZARINPAL_CURRENCY', 'IRT'); // تومان
""",
    "uuid",
    syntax="",
)


def _tg_json(s):
    doc = {
        "name": s["fn2"] + " " + s["ln2"],
        "type": "personal_chat",
        "id": int(s["uid"]),
        "messages": [
            {
                "id": 40100 + s["n"],
                "type": "message",
                "date": f"{s['date']}T{s['hh']}:{s['mi']}:{s['ss']}",
                "date_unixtime": str(s["epoch"]),
                "from": s["fn2"],
                "from_id": f"user{s['uid']}",
                "text": "سلام، رمز اینستاگرام پیج رو عوض کردی؟ برای پست ریلز فسنجون نمی‌تونم وارد شم",
                "text_entities": [
                    {
                        "type": "plain",
                        "text": "سلام، رمز اینستاگرام پیج رو عوض کردی؟ برای پست ریلز فسنجون نمی‌تونم وارد شم",
                    }
                ],
            },
            {
                "id": 40101 + s["n"],
                "type": "message",
                "date": f"{s['date']}T{s['hh']}:{s['mi2']}:{s['ss']}",
                "date_unixtime": str(s["epoch"] + 60),
                "from": s["fn"],
                "from_id": f"user{s['n2']}",
                "text": s["cred"],
                "text_entities": [{"type": "plain", "text": s["cred"]}],
            },
            {
                "id": 40102 + s["n"],
                "type": "message",
                "date": f"{s['date']}T{s['hh']}:{s['mi3']}:{s['ss']}",
                "date_unixtime": str(s["epoch"] + 180),
                "from": s["fn2"],
                "from_id": f"user{s['uid']}",
                "text": "مرسی 🌹 وارد شدم",
                "text_entities": [{"type": "plain", "text": "مرسی 🌹 وارد شدم"}],
            },
        ],
    }
    return json.dumps(doc, ensure_ascii=False, indent=1)


FAM_F.reg(
    "telegram_desktop_json_export_ramz_instagram",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<date>> (<<n>>)/result.json",
    ),
    _tg_json,
    "human",
)

FAM_F.reg(
    "wordpress_wp_config_db_password_recipes",
    ("public_html/wp-config.php", "backup/<<org>>_<<date>>/wp-config.php"),
    """<?php
/**
 * پیکربندی پایه وردپرس - سایت دستور پخت <<orgc>>
 */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_admin' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
define( 'WP_MEMORY_LIMIT', '256M' );

$table_prefix = 'wp<<n>>_';

define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)


def _xray(s):
    doc = {
        "log": {"loglevel": "warning"},
        "inbounds": [
            {"port": 10808, "listen": "127.0.0.1", "protocol": "socks", "settings": {"udp": True}}
        ],
        "outbounds": [
            {
                "tag": "proxy",
                "protocol": "vless",
                "settings": {
                    "vnext": [
                        {
                            "address": s["vps"],
                            "port": 443,
                            "users": [
                                {"id": s["cred"], "encryption": "none", "flow": "xtls-rprx-vision"}
                            ],
                        }
                    ]
                },
                "streamSettings": {
                    "network": "tcp",
                    "security": "reality",
                    "realitySettings": {
                        "serverName": "www.speedtest.net",
                        "fingerprint": "chrome",
                        "publicKey": s["pbk"],
                        "shortId": s["h8"],
                    },
                },
            },
            {"tag": "direct", "protocol": "freedom"},
        ],
    }
    return json.dumps(doc, indent=2)


FAM_F.reg(
    "xray_vless_reality_client_config_uuid",
    ("v2rayN/guiConfigs/config_<<n>>.json", "home/<<fa>>/xray/config.json"),
    _xray,
    "uuid",
    extra=lambda r, s: {
        "vps": s["pubip"],
        "pbk": alnum(r, 43, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"),
    },
)

FAM_F.reg(
    "persian_email_hosting_ramz_directadmin",
    ("ایمیل/<<y>><<mo>><<d>>_hosting.eml", "mail/<<fa>>/INBOX/<<n2>>.eml"),
    """From: پشتیبانی میزبانی <support@hostiran-<<n>>.ir>
To: <<fn>> <<ln>> <<<gmail>>>
Subject: اطلاعات ورود به کنترل پنل هاست - <<dom>>
Date: Sat, <<d>> Jan <<y>> <<hh>>:<<mi>>:00 +0330
Content-Type: text/plain; charset=UTF-8

کاربر گرامی <<fn>> <<ln>>،
سرویس میزبانی دامنه <<dom>> با موفقیت فعال شد.

آدرس ورود به کنترل پنل: https://<<dom>>:2222
نام کاربری: <<org>>
رمز عبور: <<cred>>

لطفاً پس از اولین ورود، رمز عبور را تغییر دهید.
با احترام
واحد پشتیبانی
""",
    "pw",
    syntax="",
)

FAM_F.reg(
    "kavenegar_sms_api_key_laravel_env",
    ("<<org>>-shop/.env", "var/www/<<org>>/.env"),
    """APP_NAME="<<orgc>>"
APP_ENV=production
APP_URL=https://<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=<<org>>

# پیامک تایید سفارش ادویه و زعفران
KAVENEGAR_API_KEY=<<cred>>
KAVENEGAR_SENDER=1000<<n2>>
""",
    "p:kavenegar",
    syntax="",
)

FAM_F.reg(
    "arvancloud_object_storage_rclone_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "AppData/Roaming/rclone/rclone_<<n>>.conf"),
    """[arvan-photos]
type = s3
provider = ArvanCloud
access_key_id = <<akid>>
secret_access_key = <<cred>>
endpoint = s3.ir-thr-at1.arvanstorage.ir
acl = private

[local-recipes]
type = alias
remote = /home/<<fa>>/Pictures/food/<<y>>
""",
    "hex:64",
    syntax="",
    extra=lambda r, s: {"akid": uuid4(r)},
)

FAM_F.reg(
    "yaddasht_note_instagram_little_context",
    ("Desktop/یادداشت.txt", "Documents/notes_<<n>>.txt"),
    """اینستا
@<<org>>
<<cred>>

ایمیل بکاپ: <<gmail>>
""",
    "human",
    syntax="",
)
