"""Family j: a beekeeping-equipment supplier (hives, foundation, extractors, honey) in Amhara
(Ethiopia, Amharic in Ge'ez script)."""

from __future__ import annotations

from eightyfirst_spec import FJ as F
from eightyfirst_spec import Slots, alnum, sms_xml

F.reg(
    "chapa_checkout_laravel_env_secret",
    ("nib-shop-<<org>>/.env", "var/www/<<org>>/.env.production"),
    """APP_NAME="<<orgc>> Beekeeping Supply"
APP_ENV=production
APP_URL=https://<<dom>>
CHAPA_PUBLIC_KEY=CHAPUBK-<<pk>>
CHAPA_SECRET_KEY=<<cred>>
CHAPA_WEBHOOK_SECRET=<<wh>>
""",
    "p:chapa",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 32), "wh": alnum(rng, 24)},
)


def _tg_text(s: Slots) -> str:
    return (
        f"{s['fn']} {s['ln']}, [{s['dd']}.{s['mo']}.{s['year']} {s['hh']}:{s['mi']}]\n"
        "የቀፎ ትዕዛዝ ሲስተም (ERP) የይለፍ ቃል ማን አለው? ከጎጃም 40 ዘመናዊ ቀፎ ትዕዛዝ መጥቷል\n\n"
        f"{s['fn2']} {s['ln2']}, [{s['dd']}.{s['mo']}.{s['year']} {s['hh']}:{s['mi']}]\n"
        f"ተጠቃሚ: {s['login']}\nየይለፍ ቃል: {s['cred']}\n\n"
        f"{s['fn']} {s['ln']}, [{s['dd']}.{s['mo']}.{s['year']} {s['hh2']}:{s['mi']}]\n"
        "አመሰግናለሁ 🐝\n"
    )


F.reg(
    "telegram_copied_text_amharic_yilef_qal",
    ("Documents/telegram_<<fa>>_<<date>>.txt", "Desktop/የቴሌግራም_መልእክት_<<mo>><<dd>>.txt"),
    _tg_text,
    "human",
    syntax="",
)

F.reg(
    "telebirr_h5_merchant_private_key_pem",
    ("telebirr/<<org>>/merchant_private_key.pem", "keys/telebirr_<<org>>_<<yy>>.pem"),
    "<<cred>>\n",
    "rsa8",
    syntax="",
)

F.reg(
    "hive_scale_micropython_thingspeak_key",
    ("hive-scale/<<org>>_<<n>>/main.py", "micropython/qofo_<<n>>/main.py"),
    """# የቀፎ ሚዛን (HX711 + ESP32): ክብደት በየ 30 ደቂቃ ወደ ThingSpeak
import network
import time

import urequests
from hx711 import HX711

WIFI_SSID = "<<orgc>>-Apiary"
WIFI_PASS = "<<wifi>>"
THINGSPEAK_KEY = "<<cred>>"

wlan = network.WLAN(network.STA_IF)
wlan.active(True)
wlan.connect(WIFI_SSID, WIFI_PASS)
scale = HX711(d_out=5, pd_sck=4)

while True:
    kg = scale.read() / 21500
    urequests.get(f"https://api.thingspeak.com/update?api_key={THINGSPEAK_KEY}&field1={kg:.2f}").close()
    time.sleep(1800)
""",
    lambda rng, s: alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    extra=lambda rng, s: {"wifi": alnum(rng, 12)},
)

F.reg(
    "odoo_erp_conf_admin_passwd",
    ("etc/odoo/odoo.conf", "opt/odoo/<<org>>-odoo-<<yy>>.conf"),
    """[options]
addons_path = /opt/odoo/addons,/opt/odoo/custom
admin_passwd = <<cred>>
db_host = localhost
db_port = 5432
db_user = odoo
db_password = False
dbfilter = ^<<org>>$
http_port = 8069
proxy_mode = True
""",
    "pw",
)


def _am_email(s: Slots) -> str:
    return (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: የመጋዘን ሲስተም መግቢያ\n"
        f"Date: Wed, {s['dd']} Sep {s['year']} {s['hh']}:{s['mi']}:00 +0300\n"
        'Content-Type: text/plain; charset="utf-8"\n\n'
        f"ሰላም {s['fn2']}፣\n\n"
        "የባሕር ዳር መጋዘን ክምችት (ሰም፣ ቀፎ፣ ማር ማውጫ) ለማየት የሚከተለውን ይጠቀሙ፦\n\n"
        f"ተጠቃሚ፦ {s['login']}\n"
        f"የይለፍ ቃል፦ {s['cred']}\n\n"
        f"ከሰላምታ ጋር\n{s['fn']}\n"
    )


F.reg(
    "amharic_email_warehouse_yilef_qal",
    ("Mail/<<login>>/መጋዘን_<<date>>.eml", "Outlook/export/warehouse_<<id6>>.eml"),
    _am_email,
    "human",
    syntax="",
)


def _agents_csv(s: Slots) -> str:
    return (
        "ወኪል,ከተማ,ስልክ,የተጠቃሚ ስም,የይለፍ ቃል\n"
        f"{s['fn']} {s['ln']},{s['city']},{s['phone']},{s['login']},{s['cred']}\n"
        f"{s['fn2']} {s['ln2']},ደሴ,{s['phone2']},{s['login2']},ገና አልተሰጠም\n"
    )


F.reg(
    "agents_csv_amharic_headers_logins",
    ("exports/ወኪሎች_<<yy>>.csv", "Drive/<<orgc>>/agents_portal_<<date>>.csv"),
    _agents_csv,
    "human_x",
    syntax="",
)


def _sms_am(s: Slots) -> str:
    return sms_xml(
        s,
        [
            (2, "የTeleBirr ነጋዴ መተግበሪያ ፒን/የይለፍ ቃል ላክልኝ"),
            (1, str(s["cred"])),
            (2, "እሺ ደርሶኛል"),
        ],
    )


F.reg(
    "sms_backup_amharic_reply_only_value",
    ("SMSBackupRestore/sms-<<date>>.xml", "Download/sms_<<fa>>_<<mo>><<dd>>.xml"),
    _sms_am,
    "human_x",
)
