"""Family p: a students' cafeteria cooperative at an Addis Ababa university (Amharic, English)."""

from __future__ import annotations

import random
import re
import urllib.parse

from ninetyeighth_spec import Fam, enc_url, hexs, human, pick

F = Fam(
    name="kafeteria_cooperative_addis",
    key="kafeteria",
    orgs=("bunabet", "yemigib", "sidistkilo", "arat", "entoto"),
    tld="edu.et",
    first=(
        ("አበበ", "abebe"),
        ("ሰላም", "selam"),
        ("ዳዊት", "dawit"),
        ("ሄለን", "helen"),
        ("ዮናስ", "yonas"),
        ("ቤተልሔም", "betelhem"),
        ("ሚካኤል", "mikael"),
        ("ማርታ", "marta"),
    ),
    last=(
        ("ተስፋዬ", "tesfaye"),
        ("ገብረ", "gebre"),
        ("ወልደ", "wolde"),
        ("አለሙ", "alemu"),
        ("በቀለ", "bekele"),
        ("ታደሰ", "tadesse"),
        ("ሀይሌ", "haile"),
    ),
    words=(
        "buna",
        "injera",
        "shiro",
        "habesha",
        "tej",
        "ethiopia",
        "addis",
        "jebena",
        "sidist",
        "kolo",
        "entoto",
        "meskel",
        "gursha",
        "firfir",
        "tibs",
    ),
    pets=("buchi", "dimet", "mitu", "lemlem", "zebra", "kuchu"),
    cc="+251",
    places=("አዲስ አበባ", "ስድስት ኪሎ", "አራት ኪሎ", "ባህር ዳር"),
)

F.reg(
    "telegram_amharic_copied_yilef_qal",
    ("Documents/telegram_coop_<<n>>.txt", "Downloads/tg-<<org>>-<<date>>.txt"),
    """<<fn>> <<ln>>, [<<dmy>> <<time>>]
ሰላም ሁላችሁም! የካፌው POS ታብሌት የይለፍ ቃል ተቀይሯል

<<fn>> <<ln>>, [<<dmy>> <<time>>]
ተጠቃሚ: cashier<<n>>
የይለፍ ቃል: <<cred>>

<<fn2>> <<ln2>>, [<<dmy>> <<time>>]
እሺ አመሰግናለሁ 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "chapa_secret_key_laravel_env",
    ("meal-plan/.env", "srv/<<org>>-mealcard-<<n>>/.env"),
    """APP_NAME="Coop Meal Card"
APP_ENV=production
APP_URL=https://meal.<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=mealcard
CHAPA_PUBLIC_KEY=CHAPUBK-<<pk>>
CHAPA_SECRET_KEY=<<cred>>
CHAPA_WEBHOOK_URL=https://meal.<<dom>>/chapa/webhook
""",
    cred="p:chapa",
    syntax="",
    extra=lambda rng, s: {
        "pk": "".join(
            rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(32)
        )
    },
)

F.reg(
    "telebirr_h5_app_key_php",
    ("mealcard/app/Payments/Telebirr.php", "site-<<year>>/app/Payments/TelebirrConfig<<n>>.php"),
    """<?php

namespace App\\Payments;

// telebirr H5 web payment for meal-card top-ups
class Telebirr
{
    public const APP_ID = '<<appid>>';
    public const APP_KEY = '<<cred>>';
    public const SHORT_CODE = '<<sc>>';
    public const NOTIFY_URL = 'https://meal.<<dom>>/telebirr/notify';
}
""",
    cred=lambda rng, s: hexs(rng, 32),
    syntax="",
    extra=lambda rng, s: {"appid": hexs(rng, 32), "sc": str(rng.randint(100000, 999999))},
)

F.reg(
    "odoo_pos_odoo_conf",
    ("etc/odoo/odoo.conf", "odoo-<<org>>-<<n>>/odoo.conf"),
    """[options]
; cooperative POS & inventory (Odoo 17 Community)
admin_passwd = <<cred>>
db_host = localhost
db_port = 5432
db_user = odoo
db_password = False
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/opt/odoo/custom
proxy_mode = True
list_db = False
""",
    cred="pw",
    syntax="ini",
)


def _pct_pw(rng: random.Random, s: dict) -> str:
    w = pick(rng, F.words).capitalize()
    return f"{w}{rng.choice('@#/?:%')}{rng.randint(10, 9999)}{rng.choice('!$&+@')}"


def _dec_pct(text: str) -> str:
    m = re.search(r"postgresql://[^:]+:([^@]+)@", text)
    return urllib.parse.unquote(m.group(1))


F.reg(
    "inventory_database_url_percent_encoded",
    ("inventory/.env", "srv/<<org>>-stock-<<n>>/.env"),
    """# Daily stock of teff, coffee beans, oil for the cooperative kitchen
DATABASE_URL=postgresql://stock:<<enc>>@<<host>>:5432/stock
TZ=Africa/Addis_Ababa
LOW_STOCK_ALERT_KG=25
""",
    cred=_pct_pw,
    syntax="",
    decode=_dec_pct,
    enc=enc_url,
)

F.reg(
    "email_amharic_supplier_portal",
    ("Mail/Inbox/supplier_<<n>>.eml", "mail/<<date>>-supplier.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?B?4Yuo4Yqg4YmF4Yir4Ymi4YuNIOGKoOGLq+GIneGIrQ==?=
Date: Tue, <<day>> Sep <<year>> <<time>>:45 +0300
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

ሰላም <<fn2>>፣

የቡና አቅራቢው (ECX) የትዕዛዝ ፖርታል መግቢያ ይኸውልህ:

ተጠቃሚ ስም: <<org>>.coop
የይለፍ ቃል: <<cred>>

እባክህ እስከ አርብ የሳምንቱን ትዕዛዝ አስገባ።

አመሰግናለሁ፣
<<fn>>
""",
    cred="human",
    syntax="",
)


def _wifi_pw(rng: random.Random, s: dict) -> str:
    return human(rng, F, safe=True)


F.reg(
    "wifi_qr_payload_txt",
    ("print/wifi_qr_<<n>>.txt", "Desktop/cafe-wifi-<<date>>.txt"),
    """WIFI:T:WPA;S:BunaBet-<<n>>;P:<<cred>>;H:false;;
""",
    cred=_wifi_pw,
    syntax="",
)

F.reg(
    "africastalking_sms_api_key_python",
    ("sms/meal_alerts_<<n>>.py", "home/<<fa>>/coop/sms_menu.py"),
    '''"""Sends today's menu (ምሳ / እራት) to subscribed students by SMS."""

import africastalking

africastalking.initialize(username="<<org>>coop", api_key="<<cred>>")
sms = africastalking.SMS

menu = "ዛሬ: ሽሮ, ምስር ወጥ, ፍርፍር"
sms.send(menu, ["<<phone>>".replace(" ", "")], sender_id="BunaBet")
''',
    cred=lambda rng, s: "atsk_" + hexs(rng, 64),
)
