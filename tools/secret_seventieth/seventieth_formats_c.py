# ruff: noqa: E501
"""Family c: a mobile phone repair shop on Hall Road, Lahore (Pakistan), Urdu and Punjabi."""

from __future__ import annotations

import base64
import re

from seventieth_spec import Fam, alnum, hexs, pick

F = Fam(
    name="lahore_hallroad_mobile_repair",
    orgs=("mobilemistri", "anarkalifix", "ravicellfix"),
    tld="pk",
    first=(
        ("عمران", "imran"),
        ("بلال", "bilal"),
        ("عائشہ", "ayesha"),
        ("فیصل", "faisal"),
        ("زینب", "zainab"),
        ("اسد", "asad"),
        ("سمیرا", "sumera"),
        ("عثمان", "usman"),
    ),
    last=(
        ("بٹ", "butt"),
        ("چوہدری", "chaudhry"),
        ("ملک", "malik"),
        ("قریشی", "qureshi"),
        ("شیخ", "sheikh"),
        ("اعوان", "awan"),
    ),
    words=(
        "lahore",
        "biryani",
        "nihari",
        "badshahi",
        "anarkali",
        "paratha",
        "lassi",
        "shaheen",
        "babar",
        "jaan",
        "sohni",
        "pindi",
        "ravi",
        "mehran",
        "chaska",
        "yaar",
        "kamal",
        "zinda",
    ),
    pets=("tommy", "moti", "sheru", "billu", "kaalu", "rani"),
    towns=("Hall Road", "Anarkali", "Ichhra", "Gulberg", "Liberty", "Shah Alam"),
    cc="+92",
)

F.reg(
    "hallroad_urdu_whatsapp_customer_gmail_for_transfer",
    ("WhatsApp Chat with <<fa>> customer.txt", "chats/<<org>>/WhatsApp Chat - <<fa2>> <<d8>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: السلام علیکم بھائی، میرا سیمسنگ کب تک ٹھیک ہو جائے گا؟
<<dmy>>, <<time>> - <<orgc>> Repair: وعلیکم السلام، ڈسپلے لگ گیا ہے۔ ڈیٹا نئے فون میں ڈالنا ہے تو جی میل کا پاس ورڈ بھیج دیں
<<dmy>>, <<time2>> - <<fn>> <<ln>>: <<user>>@gmail.com
<<dmy>>, <<time2>> - <<fn>> <<ln>>: <<cred>>
<<dmy>>, <<time2>> - <<fn>> <<ln>>: کسی کو نہ دکھانا، کام کے بعد میں بدل دوں گا
<<dmy>>, <<time2>> - <<orgc>> Repair: جی بالکل۔ شام 6 بجے آ جائیں، 4500 روپے
""",
    "human",
)

F.reg(
    "hallroad_jazzcash_integrity_salt_laravel_env",
    ("booking/.env", "var/www/<<org>>/.env"),
    """APP_NAME="<<orgc>> Repair Booking"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=<<org>>_booking
DB_USERNAME=<<org>>

JAZZCASH_MERCHANT_ID=MC<<merchant>>
JAZZCASH_PASSWORD=<<jcpw>>
JAZZCASH_INTEGRITY_SALT=<<cred>>
JAZZCASH_RETURN_URL=https://<<dom>>/jazzcash/return
""",
    "p:jazzcash_salt",
    extra=lambda rng, s: {
        "appkey": base64.b64encode(bytes(rng.randrange(256) for _ in range(32))).decode(),
        "merchant": rng.randint(10000, 99999),
        "jcpw": alnum(rng, 10, "abcdefghjkmnpqrstuvwxyz23456789"),
    },
)

F.reg(
    "hallroad_easypaisa_hashkey_spring_properties",
    (
        "src/main/resources/application-prod.properties",
        "<<org>>-tracker/config/application.properties",
    ),
    """# Repair tracker (Spring Boot) - <<orgc>>, <<town>>
server.port=8085
spring.datasource.url=jdbc:mysql://localhost:3306/repairs?useSSL=false
spring.datasource.username=repairs
spring.datasource.password=${DB_PASS}
easypaisa.store-id=<<store>>
easypaisa.hash-key=<<cred>>
easypaisa.post-back-url=https://<<dom>>/easypaisa/ipn
sms.sender=<<orgc>>
""",
    "p:easypaisa_hash",
    syntax="",
    extra=lambda rng, s: {"store": rng.randint(10000, 99999)},
)


def _enc_ps(v: str, s: dict) -> str:
    script = (
        f"$pw = '{v}'; net use Z: \\\\{s['lan']}\\backup /user:shop $pw /persistent:no; "
        f"robocopy C:\\Repairs Z:\\Repairs /MIR /R:1 /W:1; net use Z: /delete /y"
    )
    return base64.b64encode(script.encode("utf-16-le")).decode()


def _dec_ps(text: str) -> str:
    b = re.search(r"-EncodedCommand (\S+)", text).group(1)
    return re.search(r"\$pw = '([^']*)'", base64.b64decode(b).decode("utf-16-le")).group(1)


F.reg(
    "hallroad_nas_backup_bat_powershell_encodedcommand",
    ("C:/Shop/backup_raat.bat", "Users/<<fa>>/Desktop/nas_backup.bat"),
    """@echo off
REM roz raat 11 baje - repairs ka backup NAS par (<<fa>> ne banaya, <<date>>)
echo Backup shuru...
powershell -NoProfile -ExecutionPolicy Bypass -EncodedCommand <<enc>>
if errorlevel 8 echo BACKUP FAIL >> C:\\Shop\\backup_log.txt
echo %date% %time% done >> C:\\Shop\\backup_log.txt
""",
    "pw_sq",
    syntax="",
    encode=_enc_ps,
    decode=_dec_ps,
)

F.reg(
    "hallroad_daraz_open_platform_app_secret_py",
    ("daraz/sync_stock.py", "home/<<fa>>/daraz_orders.py"),
    '''"""Daraz seller center: parts ka stock sync (screens, batteries, chargers)."""

import hashlib
import hmac
import time
import urllib.parse
import urllib.request

APP_KEY = "<<appkey>>"
APP_SECRET = "<<cred>>"
API = "https://api.daraz.pk/rest"


def sign(path: str, params: dict) -> str:
    base = path + "".join(f"{k}{v}" for k, v in sorted(params.items()))
    return hmac.new(APP_SECRET.encode(), base.encode(), hashlib.sha256).hexdigest().upper()


def get_orders(access: str) -> bytes:
    params = {"app_key": APP_KEY, "timestamp": str(int(time.time() * 1000)), "sign_method": "sha256", "access_token": access, "status": "pending"}
    params["sign"] = sign("/orders/get", params)
    return urllib.request.urlopen(API + "/orders/get?" + urllib.parse.urlencode(params)).read()
''',
    "p:daraz",
    extra=lambda rng, s: {"appkey": str(rng.randint(100000, 999999))},
)


def _fods(s: dict) -> str:
    head = ("نام گاہک", "فون", "ماڈل", "خرابی", "لاک / پاس ورڈ", "قیمت")
    rows = [head]
    for i in range(4):
        pw = s["cred"] if i == s["row"] else s["pins"][i]
        rows.append(
            (s["names"][i], s["phones"][i], s["models"][i], s["faults"][i], pw, str(s["prices"][i]))
        )

    def cell(v: str) -> str:
        return (
            f'<table:table-cell office:value-type="string"><text:p>{v}</text:p></table:table-cell>'
        )

    body = "\n".join(
        f"<table:table-row>{''.join(cell(c) for c in r)}</table:table-row>" for r in rows
    )
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
<office:body><office:spreadsheet><table:table table:name="رجسٹر {s["dmy"]}">
{body}
</table:table></office:spreadsheet></office:body></office:document>
"""


def _fods_extra(rng, s):
    return {
        "row": rng.randrange(4),
        "pins": [str(rng.randint(1000, 999999)) for _ in range(4)],
        "names": [pick(rng, F.first)[0] + " " + pick(rng, F.last)[0] for _ in range(4)],
        "phones": [f"03{rng.randint(0, 49):02d}{rng.randint(1000000, 9999999)}" for _ in range(4)],
        "models": [
            pick(
                rng,
                (
                    "Infinix Hot 40",
                    "Tecno Spark 20",
                    "Samsung A15",
                    "Redmi 13C",
                    "Vivo Y17s",
                    "iPhone 11",
                ),
            )
            for _ in range(4)
        ],
        "faults": [
            pick(rng, ("اسکرین ٹوٹی", "چارجنگ نہیں", "پانی میں گرا", "بیٹری", "اسپیکر"))
            for _ in range(4)
        ],
        "prices": [rng.randint(8, 90) * 100 for _ in range(4)],
    }


F.reg(
    "hallroad_customer_register_flat_ods_lock_column",
    ("register/customers_<<d8>>.fods", "Documents/<<orgc>>/register_<<year>>.fods"),
    _fods,
    "human_x",
    syntax="xml",
    extra=_fods_extra,
)

F.reg(
    "hallroad_anydesk_sticky_note_urdu",
    ("Desktop/anydesk.txt", "Users/<<fa>>/Desktop/نوٹ.txt"),
    """کاؤنٹر والا کمپیوٹر
AnyDesk: <<adid>>
پاس ورڈ
<<cred>>
(صرف عمران بھائی کے لیے)
""",
    "p:anydesk",
    syntax="",
    extra=lambda rng, s: {
        "adid": f"{rng.randint(100, 999)} {rng.randint(100, 999)} {rng.randint(100, 999)}"
    },
)

F.reg(
    "hallroad_unlocktool_login_settings_ini",
    ("UnlockTool/settings.ini", "Users/<<fa>>/Tools/Chimera/config/account.ini"),
    """[General]
Language=en
LastPort=COM<<n>>
AutoUpdate=1

[Login]
Username=<<org>><<n>>
Password=<<cred>>
Remember=1

[Hardware]
HWID=<<hwid>>
""",
    "pw",
    extra=lambda rng, s: {"hwid": hexs(rng, 32, upper=True)},
)
