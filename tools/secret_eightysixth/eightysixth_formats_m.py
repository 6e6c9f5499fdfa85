"""Family m: a tej (honey wine) house and mead maker in Addis Ababa, Ethiopia (Amharic, English)."""

from __future__ import annotations

import json

from eightysixth_spec import Fam

F = Fam(
    name="tejbet_addis_honey_wine_house",
    orgs=("tejmaar",),
    tld="et",
    first=(
        ("ሰላም", "selam"),
        ("አበበ", "abebe"),
        ("ሄኖክ", "henok"),
        ("ትዕግስት", "tigist"),
        ("ዳዊት", "dawit"),
        ("መቅደስ", "mekdes"),
    ),
    last=(
        ("ተስፋዬ", "tesfaye"),
        ("በቀለ", "bekele"),
        ("ኃይሌ", "haile"),
        ("ገብረ ሚካኤል", "gebremichael"),
        ("ወልደ", "welde"),
    ),
    words=(
        "tej",
        "maar",
        "gesho",
        "berele",
        "buna",
        "injera",
        "addis",
        "lalibela",
        "gondar",
        "habesha",
        "shemma",
        "timket",
        "enkutatash",
        "entoto",
    ),
    pets=("bobi", "dobi", "lucy", "chombe", "tobi"),
    cc="+251",
)


def _tg(s) -> str:
    msgs = [
        {
            "id": 500 + s["n"],
            "type": "message",
            "date": f"{s['date']}T{s['time']}:05",
            "from": f"{s['fn2']} {s['ln2']}",
            "text": "የቴሌብር መርቻንት ፖርታል የይለፍ ቃል ማን ጋር ነው?",
        },
        {
            "id": 501 + s["n"],
            "type": "message",
            "date": f"{s['date']}T{s['time']}:31",
            "from": f"{s['fn']} {s['ln']}",
            "text": [
                {"type": "plain", "text": "የተጠቃሚ ስም "},
                {"type": "code", "text": s["login"]},
                {"type": "plain", "text": " የይለፍ ቃል "},
                {"type": "code", "text": s["cred"]},
            ],
        },
        {
            "id": 502 + s["n"],
            "type": "message",
            "date": f"{s['date']}T{s['time']}:50",
            "from": f"{s['fn2']} {s['ln2']}",
            "text": "አመሰግናለሁ 🙏",
        },
    ]
    return json.dumps(
        {
            "name": "ጠጅ ቤት ሰራተኞች",
            "type": "private_supergroup",
            "id": 1700000000 + s["nn"],
            "messages": msgs,
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "tejbet_amharic_telegram_json_yeyilef_qal",
    ("telegram/ChatExport_<<date>>/result.json", "exports/tejbet-<<n>>/result.json"),
    _tg,
    "human_x",
)

F.reg(
    "tejbet_chapa_secret_key_express_dotenv",
    ("orders-api/.env", "srv/<<org>>-<<n>>/.env"),
    """PORT=80<<n>>
# Chapa checkout for online tej / honey orders (ETB)
CHAPA_SECRET_KEY=<<cred>>
CHAPA_CALLBACK_URL=https://order.<<dom>>/chapa/callback
MONGO_URL=mongodb://127.0.0.1:27017/orders
""",
    "p:chapa",
    syntax="",
)

F.reg(
    "tejbet_telebirr_h5_app_key_java_config",
    (
        "src/main/java/et/tejmaar/pay/TelebirrConfig.java",
        "pay-<<n>>/src/main/java/TelebirrConfig.java",
    ),
    """package et.tejmaar.pay;

/** telebirr H5 C2B web payment (tej bet online orders). */
public final class TelebirrConfig {
    public static final String FABRIC_APP_ID = "<<uid>>";
    public static final String APP_SECRET = "<<cred>>";
    public static final String MERCHANT_CODE = "<<nn>><<n>>";
    public static final String BASE_URL = "https://superapp.ethiomobilemoney.et:38443/apiaccess/payment/gateway";

    private TelebirrConfig() {}
}
""",
    "hex:32",
    syntax="",
)

F.reg(
    "tejbet_honey_supplier_amharic_sms_reply_only_value",
    ("sms/messages_<<date>>.txt", "phone-backup/<<n>>/sms-thread.txt"),
    """<<phone>>  <<dmy>> <<time>>
ሰላም፣ የማር ትዕዛዝ ሲስተም ውስጥ መግባት አልቻልኩም። አዲሱን ኮድ ላክልኝ

Me  <<dmy>> <<time>>
<<cred>>

<<phone>>  <<dmy>> <<time>>
ገባሁ፣ ነገ 200 ኪሎ ማር ከጎጃም ይደርሳል
""",
    "human",
    syntax="",
)

F.reg(
    "tejbet_english_email_etax_portal_accountant",
    ("mail/<<login>>/Sent/<<nn>>.eml", "archive/<<yyyy>>/etax-<<n>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: Ministry of Revenues e-tax - VAT and excise return for tej
Date: <<dmy>> <<time>> +0300

Dear <<fa2>>,

Please file the monthly VAT and excise declaration for the tej house.
e-Tax portal TIN login: <<nn>><<nn>>
Password: <<cred>>

Regards,
<<fa>> <<la>>
""",
    "human",
    syntax="",
)

F.reg(
    "tejbet_fermentation_room_grafana_ini_admin_password",
    ("etc/grafana/grafana.ini", "monitoring/<<org>>-<<n>>/grafana.ini"),
    """[server]
http_port = 3000
domain = monitor.<<dom>>

[security]
admin_user = admin
admin_password = <<cred>>

[auth.anonymous]
enabled = false
""",
    "pw",
    syntax="ini",
)

F.reg(
    "tejbet_bar_menu_site_htpasswd_bash_history",
    ("root/.bash_history", "backup/vps-<<n>>/.bash_history"),
    """apt install -y apache2-utils
htpasswd -b -c /etc/nginx/.htpasswd manager <<cred>>
nginx -t && systemctl reload nginx
certbot --nginx -d menu.<<dom>>
ls /var/www/menu
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "tejbet_label_printer_ftp_netrc",
    ("home/<<login>>/.netrc", "labels/pc-<<n>>/.netrc"),
    """machine <<ip>>
login zebra
password <<cred>>
machine ftp.<<dom>>
login labels<<n>>
password <<cred>>
""",
    "pw_bare",
    syntax="",
)
