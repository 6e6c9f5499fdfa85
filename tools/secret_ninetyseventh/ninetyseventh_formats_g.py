"""Family g: an orthopaedic (prosthetics and orthotics) workshop in Addis Ababa, Ethiopia:
Amharic in Ge'ez script and English; Telegram, Chapa and telebirr payments, KoboToolbox
follow-up forms, a Rodin4D scanner share, Odoo for stock and work orders."""

from __future__ import annotations

from ninetyseventh_spec import Fam, tg_json

F = Fam(
    name="addisortho_limb_workshop",
    prefix="addisortho",
    orgs=("tesfaortho", "entotolimb", "abayortho", "selamprosthetics", "genetortho"),
    tld="et",
    first=(
        ("አበበ", "abebe"),
        ("ትዕግስት", "tigist"),
        ("ዮሐንስ", "yohannes"),
        ("ሰላም", "selam"),
        ("መሰረት", "meseret"),
        ("ዳዊት", "dawit"),
        ("ብርሃኑ", "birhanu"),
        ("ሀና", "hana"),
    ),
    last=(
        ("ተስፋዬ", "tesfaye"),
        ("ገብረ", "gebre"),
        ("ከበደ", "kebede"),
        ("ወልዴ", "wolde"),
        ("አለሙ", "alemu"),
        ("በቀለ", "bekele"),
        ("ኃይሌ", "haile"),
    ),
    words=(
        "addis",
        "buna",
        "injera",
        "abay",
        "lalibela",
        "entoto",
        "meskel",
        "genet",
        "ityopia",
        "tena",
        "anbessa",
        "shewa",
        "berbere",
        "fasil",
        "kaldi",
        "timket",
    ),
    pets=("buchi", "duchi", "mimi", "tommy", "jack", "bella", "kuchu"),
    cc="+251",
    cities=("addis ababa", "adama", "bahir dar", "hawassa", "mekelle", "dire dawa"),
    tz="+0300",
)

F.reg(
    "amharic_telegram_json_yelilef_qal",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/Telegram Desktop/ChatExport_<<date>>_<<n>>/result.json",
    ),
    lambda s: tg_json(
        f"{s['fn2']} {s['ln2']}",
        int(s["ts"]) % 10**9,
        [
            (
                str(s["iso"]),
                f"{s['fn']} {s['ln']}",
                "ሰላም፣ የOdoo አካውንቴ ተቆልፏል። አዲስ የይለፍ ቃል ልትልክልኝ ትችላለህ?",
            ),
            (str(s["iso"]), f"{s['fn2']} {s['ln2']}", f"እሺ። ተጠቃሚ: {s['user']}"),
            (str(s["iso"]), f"{s['fn2']} {s['ln2']}", f"የይለፍ ቃል: {s['cred']}"),
            (str(s["iso"]), f"{s['fn']} {s['ln']}", "አመሰግናለሁ 🙏 ገብቻለሁ"),
        ],
    ),
    "human",
)

F.reg(
    "chapa_secret_django_settings",
    ("workshop/settings/production.py", "<<org>>_portal/settings_<<n>>.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["portal.<<dom>>"]

# Chapa - patient co-payments for prostheses and orthoses (ETB)
CHAPA_SECRET_KEY = "<<cred>>"
CHAPA_CALLBACK_URL = "https://portal.<<dom>>/payments/chapa/callback/"
CHAPA_CURRENCY = "ETB"
""",
    "p:chapa",
)

F.reg(
    "kobotoolbox_followup_token_rscript",
    ("analysis/kobo_followup_<<y>>.R", "<<org>>/reports/patient_followup_<<n>>.R"),
    """# Patient follow-up forms (gait, socket fit) from KoboToolbox - monthly report
library(httr)
library(jsonlite)

kobo_token <- "<<cred>>"
asset_uid <- "a<<hex8>><<nnnn>>"

res <- GET(
  paste0("https://kf.kobotoolbox.org/api/v2/assets/", asset_uid, "/data/?format=json"),
  add_headers(Authorization = paste("Token", kobo_token))
)
followup <- fromJSON(content(res, "text", encoding = "UTF-8"))$results
write.csv(followup, "followup_<<y>>_<<mo>>.csv", row.names = FALSE)
""",
    "hex:40",
    "",
)

F.reg(
    "rodin4d_scans_cifs_fstab",
    ("etc/fstab", "etc/fstab.<<org>>"),
    """# /etc/fstab - CAD workstation (Rodin4D / Canfit)
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
//<<ip>>/scans  /mnt/scans  cifs  username=rodin,password=<<cred>>,uid=1000,vers=3.0,_netdev  0  0
//<<ip>>/sockets /mnt/sockets cifs username=rodin,password=<<cred>>,uid=1000,vers=3.0,_netdev  0  0
""",
    "pw_bare",
    "",
)

F.reg(
    "telebirr_app_secret_java",
    ("src/main/java/et/<<org>>/pay/TelebirrConfig.java", "payments/TelebirrConfig<<n>>.java"),
    """package et.<<org>>.pay;

/** telebirr H5 / in-app payment settings (workshop fee collection). */
public final class TelebirrConfig {
    public static final String BASE_URL = "https://app.ethiotelecom.et:<<nnnn>>/apiaccess/payment/gateway";
    public static final String FABRIC_APP_ID = "<<uuid>>";
    public static final String APP_SECRET = "<<cred>>";
    public static final String MERCHANT_APP_ID = "8<<d12>>";
    public static final String SHORT_CODE = "<<nnnn>><<nn>>";

    private TelebirrConfig() {}
}
""",
    "hex:32",
    "",
)

F.reg(
    "telegram_bot_fitting_reminder_config_json",
    ("reminder-bot/config.json", "<<org>>-bot/config.<<n>>.json"),
    """{
  "botToken": "<<cred>>",
  "groupChatId": -100<<d8>><<nn>>,
  "language": "am",
  "reminderTemplate": "ሰላም {name}፣ ነገ {time} ለሰው ሰራሽ እግር መለኪያ ቀጠሮ አለዎት።",
  "workshopPhone": "<<phone>>"
}
""",
    "p:tg_bot",
)

F.reg(
    "amharic_handover_note_odoo_admin",
    ("Desktop/ርክክብ_<<date>>.txt", "shared/handover/handover_<<date>>_<<n>>.txt"),
    """የስራ ርክክብ ማስታወሻ — <<dmy>>
ከ: <<fn>> <<ln>>  ለ: <<fn2>> <<ln2>>

1. የ<<n>> ታካሚዎች የሶኬት መለኪያ ተጠናቋል፣ ፕላስተሮች በመደርደሪያ 3 ላይ።
2. ፖሊፕሮፒሊን ሉህ አልቋል — ለአቅራቢው ተደውሏል።
3. Odoo (stock / work orders) አስተዳዳሪ:
   ተጠቃሚ: admin@<<dom>>
   የይለፍ ቃል: <<cred>>
4. ሰኞ ከ ICRC ጎብኚዎች ይመጣሉ።
""",
    "human",
    "",
)

F.reg(
    "odoo_server_conf_db_password",
    ("etc/odoo/odoo.conf", "opt/odoo/<<org>>/odoo-server<<n>>.conf"),
    """[options]
addons_path = /opt/odoo/odoo/addons,/opt/odoo/custom-addons
admin_passwd = $pbkdf2-sha512$600000$<<hex8>>$<<hex16>>
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = <<cred>>
dbfilter = ^<<org>>$
http_port = 8069
logfile = /var/log/odoo/odoo.log
""",
    "pw",
    "ini",
)
