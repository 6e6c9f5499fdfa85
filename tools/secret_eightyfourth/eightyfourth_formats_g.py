# ruff: noqa: E501
"""Family g: a newspaper and magazine distributor supplying Cairo's kiosks (Egypt; Egyptian Arabic)."""

from __future__ import annotations

import json

from eightyfourth_spec import Fam, csv_row, prov, sms_xml, whatsapp
from secret_corpus_kit import ALNUM, alnum

FAM = Fam(
    name="suhuf_ahram_newsstand_tawzi",
    orgs=("tawzeealsuhuf", "akshakmasr", "nilemags"),
    tld="com.eg",
    first=(
        ("محمد", "mohamed"),
        ("أحمد", "ahmed"),
        ("مصطفى", "mostafa"),
        ("منى", "mona"),
        ("هبة", "heba"),
        ("كريم", "karim"),
        ("ياسمين", "yasmin"),
        ("عمرو", "amr"),
        ("شيماء", "shaimaa"),
        ("محمود", "mahmoud"),
    ),
    last=(
        ("عبد الرحمن", "abdelrahman"),
        ("السيد", "elsayed"),
        ("حسن", "hassan"),
        ("إبراهيم", "ibrahim"),
        ("فوزي", "fawzy"),
        ("المصري", "elmasry"),
        ("شعبان", "shaaban"),
        ("رشاد", "rashad"),
    ),
    words=(
        "ahram",
        "masr",
        "ahly",
        "zamalek",
        "nile",
        "kiosk",
        "gornal",
        "tahrir",
        "koshary",
        "felfel",
        "shams",
        "hob",
        "ramadan",
        "fanoos",
        "horreya",
        "amar",
    ),
    pets=("bosy", "lucky", "simba", "mishmish", "lolo", "rex"),
    places=("cairo", "giza", "maadi", "shubra", "helwan", "nasrcity", "dokki"),
    cc="+20",
)

FAM.reg(
    "suhuf_arabic_whatsapp_kelmet_elser_odoo",
    ("WhatsApp Chat with <<fac>> <<lac>>.txt", "محادثات/واتساب <<n>>.txt"),
    lambda s: whatsapp(
        s["rng"],
        s,
        [
            (
                f"{s['fn2']} {s['ln2']}",
                "صباح الخير يا أستاذ، السيستم (أودو) مش راضي يفتح معايا والمرتجعات لازم تتسجل النهارده",
            ),
            (f"{s['fn']} {s['ln']}", "اليوزر بتاعك اتقفل، ادخل على حسابي مؤقتاً"),
            (f"{s['fn']} {s['ln']}", f"اليوزر {s['email']} وكلمة السر {s['cred']}"),
            (f"{s['fn2']} {s['ln2']}", "تمام دخلت، شكراً 🙏"),
            (f"{s['fn']} {s['ln']}", "امسح الرسالة بعد ما تخلص"),
        ],
        "android",
    ),
    "human",
)

FAM.reg(
    "suhuf_paymob_api_key_laravel_env",
    ("portal/.env", "var/www/<<org>>-subscriptions-<<n>>/.env"),
    """APP_NAME="اشتراكات الجرائد"
APP_ENV=production
APP_URL=https://subs.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=subscriptions

# Paymob Accept - اشتراكات شهرية للجرائد والمجلات
PAYMOB_API_KEY=<<cred>>
PAYMOB_INTEGRATION_ID_CARD=<<id>>
PAYMOB_INTEGRATION_ID_WALLET=<<nn>><<n>>
PAYMOB_IFRAME_ID=<<nn>>
PAYMOB_HMAC=<<hmac>>
""",
    "p:paymob_api",
    extra=lambda r, s: {"hmac": prov(r, "paymob_hmac")},
)


def _go_pw(r, s):
    return (
        alnum(r, 5, ALNUM) + r.choice("&<>") + alnum(r, 6, ALNUM) + r.choice("&<>!") + alnum(r, 4)
    )


def _go_json(s):
    doc = {
        "service": "routes-api",
        "listen": ":8080",
        "database": {
            "driver": "postgres",
            "host": s["ip"],
            "port": 5432,
            "name": "tawzi",
            "user": "routes",
            "password": s["cred"],
        },
        "routes": [
            {"code": "R-" + s["n"], "name": "المعادي - دجلة", "kiosks": int(s["nn"])},
            {"code": "R-" + s["nn"], "name": "شبرا - روض الفرج", "kiosks": int(s["n"])},
        ],
        "returns_cutoff": "11:00",
    }
    text = json.dumps(doc, ensure_ascii=False, indent="\t")
    # Go's encoding/json escapes <, > and & in strings
    return text.replace("&", "\\u0026").replace("<", "\\u003c").replace(">", "\\u003e") + "\n"


def _dec_go(text):
    return json.loads(text)["database"]["password"]


FAM.reg(
    "suhuf_go_routes_config_json_html_safe_escapes",
    ("routes-api/config.json", "deploy/<<place>>/routes-<<n>>.json"),
    _go_json,
    _go_pw,
    decode=_dec_go,
)

FAM.reg(
    "suhuf_fawry_security_key_csharp",
    ("Tawzi.Payments/FawryConfig.cs", "src/<<orgc>>.Billing/Fawry<<n>>.cs"),
    """namespace Tawzi.Payments
{
    // فوري - تحصيل مديونيات الأكشاك (Fawry Pay reference number)
    public static class FawryConfig
    {
        public const string BaseUrl = "https://www.atfawry.com/ECommerceWeb/Fawry/payments/charge";
        public const string MerchantCode = "<<mcode>>";
        public const string SecurityKey = "<<cred>>";
        public const int ExpiryHours = 48;
    }
}
""",
    "p:fawry_key",
    syntax="",
    extra=lambda r, s: {"mcode": alnum(r, 24)},
)

FAM.reg(
    "suhuf_odoo_conf_admin_and_db_password",
    ("etc/odoo/odoo.conf", "odoo-<<n>>/odoo.conf"),
    """[options]
; Odoo 17 - المخازن والمرتجعات وحسابات الموزعين
addons_path = /opt/odoo/addons,/opt/odoo/custom
admin_passwd = $pbkdf2-sha512$600000$<<hex8>>$<<hex8>><<hex8>>
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = <<cred>>
dbfilter = ^tawzi$
http_port = 8069
workers = 4
logfile = /var/log/odoo/odoo.log
""",
    "pw",
    syntax="ini",
)

FAM.reg(
    "suhuf_driver_sms_backup_arabic_route_app",
    ("SMSBackup/sms-<<date>>.xml", "phone/<<fa>>/sms_<<n>>.xml"),
    lambda s: sms_xml(
        s["rng"],
        s,
        f"{s['fn']} {s['ln']} (مشرف)",
        s["phone"],
        [
            (2, "يا ريس الأبلكيشن بتاع خط السير عمل تسجيل خروج ومش فاكر الباسورد"),
            (1, f"اليوزر {s['login2']} والباسورد {s['cred']} وبعدين غيّره"),
            (2, "تمام، دخلت. المرتجع النهارده ٤٠ نسخة أهرام و١٢ مجلة"),
        ],
    ),
    "human_x",
)

FAM.reg(
    "suhuf_drivers_csv_arabic_columns",
    ("السائقين_<<yyyy>>.csv", "exports/drivers_<<n>>.csv"),
    lambda s: (
        "\n".join(
            [
                "الاسم,الموبايل,خط التوزيع,اسم المستخدم,كلمة المرور",
                csv_row([f"{s['fn']} {s['ln']}", s["phone"], "مدينة نصر", s["login"], s["cred"]]),
                csv_row([f"{s['fn2']} {s['ln2']}", s["phone2"], "الدقي", s["login2"], "—"]),
            ]
        )
        + "\n"
    ),
    "human_x",
)

FAM.reg(
    "suhuf_sqlserver_backup_sqlcmd_bat",
    ("backup/nightly_backup.bat", "C/Scripts/backup_<<place>>.bat"),
    """@echo off
rem نسخة احتياطية يومية لقاعدة بيانات المبيعات والمرتجعات
set STAMP=%date:~-4%%date:~3,2%%date:~0,2%
sqlcmd -S <<ip>>\\SQLEXPRESS -U sa -P "<<cred>>" -Q "BACKUP DATABASE [Tawzi] TO DISK='D:\\Backup\\Tawzi_%STAMP%.bak' WITH INIT, COMPRESSION"
robocopy D:\\Backup \\\\<<ip2>>\\backup\\sql /MIR /R:2 /W:5
""",
    "pw_bare",
    syntax="",
)
