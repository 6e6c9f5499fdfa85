"""Family e: a shoemaker and leather-sole workshop in Merkato, Addis Ababa, Ethiopia
(Amharic in Ge'ez script, English)."""

from __future__ import annotations

import random

from seventysixth_spec import Fam, sms_xml

F = Fam(
    name="addis_cobbler_amharic",
    orgs=("chamaworq", "merkatoshoe", "entotoleather"),
    tld="com.et",
    first=(
        ("አበበ", "abebe"),
        ("ሰላም", "selam"),
        ("ትዕግስት", "tigist"),
        ("ዳዊት", "dawit"),
        ("ሄለን", "helen"),
        ("ዮናስ", "yonas"),
        ("መሰረት", "meseret"),
    ),
    last=(
        ("ተስፋዬ", "tesfaye"),
        ("ገብሬ", "gebre"),
        ("በቀለ", "bekele"),
        ("ታደሰ", "tadesse"),
        ("ወልዴ", "wolde"),
    ),
    words=(
        "buna",
        "injera",
        "addis",
        "entoto",
        "selam",
        "konjo",
        "gebeya",
        "merkato",
        "chama",
        "tikur",
        "abay",
        "lalibela",
        "meskel",
        "tena",
        "berbere",
        "gursha",
        "tsehay",
    ),
    pets=("bobi", "dimet", "kuchi", "jack", "lucy", "wuba", "tiger"),
    cc="+2519",
    places=("Merkato", "Bole", "Piassa", "Adama", "Bahirdar", "Hawassa"),
)


# 1. Chapa secret key in the web shop .env
F.reg(
    "addis_chapa_checkout_secret_node_dotenv",
    ("srv/<<org>>-web/.env", "home/<<fa>>/<<org>>-shop/.env"),
    """PORT=3000
NODE_ENV=production
PUBLIC_URL=https://<<dom>>
MONGO_URL=mongodb://127.0.0.1:27017/<<org>>
# Chapa (live) - ETB checkout for shoes
CHAPA_PUBLIC_KEY=CHAPUBK-<<h8>><<h8>>
CHAPA_SECRET_KEY=<<cred>>
CHAPA_WEBHOOK_URL=https://<<dom>>/api/chapa/webhook
""",
    "p:chapa",
)

# 2. Telegram desktop copied text in Amharic
F.reg(
    "addis_amharic_telegram_desktop_copied_lines",
    ("Documents/telegram_<<fa2>>_<<date>>.txt", "Desktop/ቴሌግራም_<<n>>.txt"),
    """<<fn>> <<ln>>, [<<d>>.<<mo>>.<<y>> <<hh>>:<<mi>>]
ሰላም <<fn2>>፣ የሱቁ ኮምፒውተር የይለፍ ቃል ምንድን ነው? ትዕዛዞቹን ማየት አለብኝ

<<fn2>>, [<<d>>.<<mo>>.<<y>> <<hh>>:<<mi2>>]
የይለፍ ቃል፡ <<cred>>

<<fn>> <<ln>>, [<<d>>.<<mo>>.<<y>> <<hh>>:<<mi2>>]
አመሰግናለሁ 🙏
""",
    "human",
)

# 3. telebirr H5 app key in Java properties
F.reg(
    "addis_telebirr_h5_merchant_java_properties",
    ("src/main/resources/telebirr.properties", "opt/<<org>>/conf/telebirr-<<n>>.properties"),
    """# telebirr H5 web payment - <<orgc>> shoes
telebirr.baseUrl=https://app.ethiomobilemoney.et:2121/ammapi/payment/service-openup/toTradeWebPay
telebirr.appId=<<h8>><<h8>><<h8>><<h8>>
telebirr.appKey=<<cred>>
telebirr.shortCode=<<nn>><<n>>
telebirr.notifyUrl=https://<<dom>>/telebirr/notify
telebirr.returnUrl=https://<<dom>>/order/done
""",
    "hex:32",
    syntax="",
)

# 4. Odoo config (ini)
F.reg(
    "addis_workshop_odoo_server_conf_ini",
    ("etc/odoo/odoo.conf", "opt/odoo17/<<org>>.conf"),
    """[options]
addons_path = /opt/odoo17/odoo/addons,/opt/odoo17/custom
admin_passwd = <<cred>>
db_host = localhost
db_port = 5432
db_user = odoo
db_password = False
dbfilter = ^<<org>>$
http_port = 8069
logfile = /var/log/odoo/odoo.log
proxy_mode = True
""",
    "pw",
)


# 5. SMS backup: the reply is only the value


def _sms(s: dict) -> str:
    rng = random.Random(s["ts"])
    return sms_xml(
        rng,
        [
            (str(s["phone"]), str(s["fn2"]), "የዋይፋይ ፓስወርድ ላክልኝ እባክህ", 1),
            (str(s["phone"]), str(s["fn2"]), str(s["cred"]), 2),
            (str(s["phone"]), str(s["fn2"]), "እሺ ገባኝ", 1),
        ],
    )


F.reg(
    "addis_amharic_sms_backup_reply_only_value",
    ("SMSBackupRestore/sms-<<date>>.xml", "Download/sms-<<y>><<mo>><<d>><<hh>><<mi>>.xml"),
    _sms,
    "human_x",
)

# 6. English e-mail: Electronic Single Window export login
F.reg(
    "addis_esw_export_permit_email_english",
    ("Mail/Export/<<date>>-esw.eml", "Thunderbird/<<org>>/Sent/<<nn>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<fa2>>@<<org>>.com.et
Subject: eSW login for the Bologna shipment
Date: <<d>> Apr <<y>> <<hh>>:<<mi>>:40 +0300
Content-Type: text/plain; charset=UTF-8

Dear <<fa2>>,

Please file the export permit for the 240 pairs of leather sandals on the
Electronic Single Window today; the buyer in Bologna needs the docs by Friday.

ESW user: <<user>>
Password: <<cred>>

The invoice and packing list are in the shared folder. ሰላም ሁን!
<<fa>>
""",
    "human",
)

# 7. Android app signing in gradle.properties
F.reg(
    "addis_custom_fit_app_gradle_signing_props",
    ("android/gradle.properties", "<<org>>-fit-app/android/gradle.properties"),
    """org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.useAndroidX=true
MYAPP_UPLOAD_STORE_FILE=<<org>>-upload.keystore
MYAPP_UPLOAD_KEY_ALIAS=<<org>>
MYAPP_UPLOAD_STORE_PASSWORD=<<cred>>
MYAPP_UPLOAD_KEY_PASSWORD=<<cred>>
""",
    "pw",
    syntax="",
)

# 8. MikroTik export of the workshop router
F.reg(
    "addis_workshop_mikrotik_export_rsc",
    ("Backup/mikrotik_<<date>>.rsc", "Users/<<fa>>/Downloads/<<org>>-hap.rsc"),
    """# <<mo>>/<<d>>/<<y>> <<hh>>:<<mi>>:02 by RouterOS 7.14.3
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=shop wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] ssid=<<orgc>>-Shop security-profile=shop disabled=no
/ip address
add address=192.168.88.1/24 interface=bridge network=192.168.88.0
/system identity
set name=<<org>>-merkato
""",
    "human_x",
    syntax="",
)
