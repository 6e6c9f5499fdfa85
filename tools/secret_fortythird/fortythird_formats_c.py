# ruff: noqa: E501
"""Family c: thangka and paubha scroll painters of Patan (Lalitpur), Nepal."""

from __future__ import annotations

from fortythird_spec import Fam, ipynb, prov

F = Fam(
    "thangka_paubha_patan",
    ("patanpaubha", "mandalaghar", "lalitkala", "newarthangka", "kumbheshwor"),
    "com.np",
    ("suman", "bikash", "sarita", "rajendra", "pooja", "anil", "sunita", "roshan"),
    ("shakya", "bajracharya", "maharjan", "tamrakar", "chitrakar", "sthapit", "dangol"),
    (
        "mandala",
        "thangka",
        "paubha",
        "kumari",
        "lalitpur",
        "bhairab",
        "dhaka",
        "yomari",
        "himal",
        "sherpa",
    ),
    ("kalu", "tommy", "bhote", "chiya", "laddu"),
    "977",
)

F.reg(
    "thangka_nepali_viber_txt_pasword_esewa",
    ("Viber/exports/<<first>>_<<date>>.txt", "phone/viber_backup_<<nn>>.txt"),
    """[<<day>>/<<month>>/<<year>> <<time>>] <<first>> <<last>>: दाइ, eSewa मर्चेन्ट खाताको पासवर्ड पठाइदिनु न
[<<day>>/<<month>>/<<year>> <<hh>>:58] <<first2>>: युजर <<user>>
[<<day>>/<<month>>/<<year>> <<hh>>:58] <<first2>>: पासवर्ड <<cred>>
[<<day>>/<<month>>/<<year>> <<hh>>:59] <<first>> <<last>>: धन्यवाद 🙏
""",
    "human",
)

F.reg(
    "thangka_gallery_esewa_merchant_django_local_settings",
    ("<<org>>/gallery/local_settings.py", "srv/<<org>>/settings/local.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

ESEWA_MERCHANT_CODE = "NP-ES-<<org>>"
ESEWA_SECRET_KEY = "<<cred>>"
KHALTI_SECRET_KEY = "live_secret_key_<<h>>"
""",
    "alnum:20",
    extra=lambda rng, s: s.__setitem__(
        "h", "".join(rng.choice("0123456789abcdef") for _ in range(32))
    ),
)

F.reg(
    "thangka_pigment_inventory_ipynb_gsheets_service_key",
    ("notebooks/pigments_<<year>>.ipynb", "<<user>>/inventory.ipynb"),
    lambda s: ipynb(
        [
            ("md", "## रङ (pigment) stock - lapis, malachite, cinnabar", None),
            (
                "code",
                "import gspread\ngc = gspread.service_account(filename='sa.json')\nprint(open('sa.json').read()[:400])",
                '{\n  "type": "service_account",\n  "project_id": "'
                + s["org"]
                + '-stock",\n  "private_key_id": "'
                + s["cred"]
                + '",\n  "client_email": "stock@'
                + s["org"]
                + '-stock.iam.gserviceaccount.com"',
            ),
            ("code", "sh = gc.open('pigments')\nlen(sh.sheet1.get_all_records())", "87"),
        ]
    ),
    "hex:40",
)

F.reg(
    "thangka_workshop_cctv_hikvision_rtsp_vlc_m3u",
    ("Videos/cctv_<<org>>.m3u", "<<user>>/Desktop/cameras_<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Studio floor
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Drying room
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
""",
    "pw_url",
)

F.reg(
    "thangka_export_dhl_mydhl_api_postman_env",
    ("postman/<<org>>_dhl.postman_environment.json", "exports/<<date>>_dhl_env.json"),
    """{
  "id": "<<uuid>>",
  "name": "MyDHL API - production",
  "values": [
    {"key": "baseUrl", "value": "https://express.api.dhl.com/mydhlapi", "enabled": true},
    {"key": "username", "value": "<<org>>NP", "enabled": true},
    {"key": "password", "value": "<<cred>>", "enabled": true},
    {"key": "accountNumber", "value": "<<nn>><<nn>><<nn>>", "enabled": true}
  ],
  "_postman_variable_scope": "environment"
}
""",
    "pw_json",
)

F.reg(
    "thangka_english_email_khalti_dashboard_login",
    (
        "mail/<<user>>/INBOX/<<ts>>.eml",
        "Thunderbird/Profiles/<<n>>ab.default/Mail/Inbox_<<ts>>.eml",
    ),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: Re: Khalti dashboard access
Date: Sun, <<day>> Feb <<year>> <<time>>:40 +0545
Content-Type: text/plain; charset=UTF-8

Namaste <<first>> ji,

As discussed on the phone, login for the Khalti merchant dashboard:
  <<email2>> / <<cred>>

Please don't change it before Dashain, the accountant also uses it.

<<first2>>
""",
    "human",
)

F.reg(
    "thangka_printer_brother_scan_to_ftp_cfg",
    ("<<org>>/printer_backup/brother_scan.cfg", "backup/<<date>>/brother_mfc.cfg"),
    """[ScanToFTP_Profile1]
ProfileName=ThangkaScans
HostAddress=<<ip>>
Username=scanner
Password=<<cred>>
StoreDirectory=/scans/paubha
FileType=PDF
PassiveMode=On
PortNumber=21
""",
    "pw",
    syntax="ini",
)

F.reg(
    "thangka_bank_nabil_fonepay_qr_terminal_env",
    ("<<org>>/fonepay/.env", "pos/<<org>>/.env.production"),
    """FONEPAY_ENV=live
FONEPAY_MERCHANT_CODE=<<nn>><<nn>><<nn>>
FONEPAY_USERNAME=<<org>>
FONEPAY_PASSWORD=<<cred>>
FONEPAY_SECRET_KEY=<<sk>>
""",
    "pw",
    extra=lambda rng, s: s.__setitem__("sk", prov(rng, "datadog")),
)
