# ruff: noqa: E501
"""Family g: a family lodge in Lo Manthang, Upper Mustang (Nepal), Tibetan, Nepali and English."""

from __future__ import annotations

from fiftyfirst_spec import Fam

F = Fam(
    "lomanthang_mustang_tibetan",
    ("lomantanglodge",),
    "com.np",
    (
        ("བསྟན་འཛིན", "Tenzin"),
        ("པདྨ", "Pema"),
        ("ཚེ་རིང", "Tsering"),
        ("སྒྲོལ་མ", "Dolma"),
        ("ནོར་བུ", "Norbu"),
        ("ལྷ་མོ", "Lhamo"),
    ),
    (("གུ་རུང", "Gurung"), ("བིསྟ", "Bista"), ("ཐ་ཀཱ་ལི", "Thakali"), ("ལོ་བ", "Lowa")),
    (
        "lomanthang",
        "mustang",
        "kagbeni",
        "jomsom",
        "chhoser",
        "tiji",
        "yartsa",
        "dhaulagiri",
        "kaligandaki",
        "tashidelek",
    ),
    ("kyi", "bhote", "droma", "senge"),
    "977",
)

F.reg(
    "lomanthang_nepali_viber_copied_paasword_booking",
    ("Desktop/viber_<<id>>.txt", "Documents/लज_<<date>>.txt"),
    """[<<dmy>> <<time>>] <<first>>: दाइ, booking site को पासवर्ड फेरि बिर्सें 😅
[<<dmy>> <<time>>] <<first2>>: ཁྱེད་རང་ notebook मा लेख्नुस् है
[<<dmy>> <<time>>] <<first2>>: username: <<user>>
[<<dmy>> <<time>>] <<first2>>: पासवर्ड: <<cred>>
[<<dmy>> <<time2>>] <<first>>: ཐུགས་རྗེ་ཆེ། 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "lomanthang_extranet_email_owner_to_manager",
    ("Mail/extranet_<<id>>.eml", "mail/<<fa>>/INBOX/<<epoch>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Booking extranet login for the season
Date: <<dmy>> <<time>> +0545
Content-Type: text/plain; charset=UTF-8

Tashi delek <<first2>>,

I am in Kathmandu until Tiji. Please answer the guest messages yourself.

Extranet: https://admin.booking.com
Login name: <<user>><<nn>>
Password: <<cred>>

Rooms 3 and 4 are blocked for the Tiji group. The solar water is broken, tell guests.

<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "lomanthang_solar_victron_vrm_token_python",
    ("solar/vrm_check_<<nn>>.py", "home/pi/solar<<id>>/battery.py"),
    """import requests

VRM_TOKEN = "<<cred>>"
SITE = <<id>>
H = {"X-Authorization": f"Token {VRM_TOKEN}"}

r = requests.get(f"https://vrmapi.victronenergy.com/v2/installations/{SITE}/diagnostics", headers=H, timeout=60)
for rec in r.json().get("records", []):
    if rec["code"] == "bs":
        print("battery SOC", rec["formattedValue"])
""",
    "hex:64",
)

F.reg(
    "lomanthang_mikrotik_hotspot_guest_users_rsc",
    ("router/hotspot_users_<<date>>.rsc", "backup/lodge-<<id>>.rsc"),
    """# <<date>> by RouterOS 7.14
/ip hotspot user profile
set [ find default=yes ] shared-users=3 rate-limit=1M/2M
/ip hotspot user
add name=room1 password=<<cred>> limit-bytes-total=2G comment="guests"
add name=staff password=<<cred>> comment="staff - <<first>>"
/ip hotspot walled-garden
add dst-host=*.booking.com
""",
    "human_x",
    syntax="",
)

F.reg(
    "lomanthang_accounting_sqlserver_ini",
    ("Accounts/conn_<<nn>>.ini", "ProgramData/LodgeAcc/<<id>>/database.ini"),
    """[Database]
Server=<<ip2>>\\SQLEXPRESS
Database=LODGE_<<year>>
UID=sa
PWD=<<cred>>

[Company]
Name=<<orgu>>
VAT=6<<id>>
""",
    "pw",
    syntax="ini",
)

F.reg(
    "lomanthang_esewa_epay_secret_dotenv",
    ("booking-site-<<nn>>/.env", "srv/lodge<<id>>/.env"),
    """APP_URL=https://<<dom>>
ESEWA_PRODUCT_CODE=LODGE<<nnn>>
ESEWA_SECRET_KEY="<<cred>>"
ESEWA_URL=https://epay.esewa.com.np/api/epay/main/v2/form
MAIL_FROM=booking@<<dom>>
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "lomanthang_reception_board_ocr_wifi",
    ("scans/reception_<<id>>.txt", "ocr/board_<<date>>.txt"),
    """WELCOME · ཕེབས་པར་དགའ་བསུ་ཞུ།
Breakfast 6:30–9:00   Dinner 19:00
Hot shower: solar, afternoon only

WiFi  LODGE_GUEST
<<cred>>

(satellite — please no video calls)
""",
    "human",
    syntax="",
)

F.reg(
    "lomanthang_obsidian_markdown_permits_table",
    ("vault/Lodge/Logins <<year>>.md", "Notes/permits_<<id>>.md"),
    """# Logins & permits <<year>>

| site | user | password | note |
|---|---|---|---|
| TIMS / NTB | <<user>> | <<cred>> | group permits |
| ACAP | <<email>> | (same as TIMS) | |
| Electricity NEA | <<id>> | — | pay at Jomsom |

- [ ] renew Upper Mustang special permit list before <<dmy>>
""",
    "human",
    syntax="",
)
