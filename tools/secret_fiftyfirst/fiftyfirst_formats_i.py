"""Family i: a carpentry and furniture workshop in Kano (Nigeria), Hausa and English."""

from __future__ import annotations

from fiftyfirst_spec import Fam, alnum, hexs

F = Fam(
    "kafinta_kano_hausa",
    ("kafintakano",),
    "ng",
    (
        ("Aminu", "Aminu"),
        ("Hauwa", "Hauwa"),
        ("Sani", "Sani"),
        ("Zainab", "Zainab"),
        ("Musa", "Musa"),
        ("Bilkisu", "Bilkisu"),
    ),
    (
        ("Abdullahi", "Abdullahi"),
        ("Garba", "Garba"),
        ("Ɗantata", "Dantata"),
        ("Bello", "Bello"),
        ("Yakubu", "Yakubu"),
    ),
    ("katako", "kujera", "gado", "kofa", "sabongari", "dala", "kurmi", "tebur", "zaure", "gidan"),
    ("damisa", "kyanwa", "bushiya", "zaki"),
    "234",
)

F.reg(
    "kafinta_hausa_whatsapp_kalmar_sirri",
    ("WhatsApp/WhatsApp Chat with <<fa>> <<id>>.txt", "exports/shago_<<date>>.txt"),
    """<<dmys>>, <<time>> - <<first>>: Malam, kalmar sirri ta banki app ta canza?
<<dmys>>, <<time>> - <<first2>>: Eh na canza jiya
<<dmys>>, <<time>> - <<first2>>: <<cred>>
<<dmys>>, <<time>> - <<first2>>: kar ka ba kowa
<<dmys>>, <<time2>> - <<first>>: To, na gode 👍
""",
    "human",
    syntax="",
)

F.reg(
    "kafinta_paystack_secret_flask_config_py",
    ("orders/config_<<nn>>.py", "srv/kafinta<<id>>/settings.py"),
    """import os

SECRET_KEY = os.environ.get("FLASK_SECRET", "dev")
PAYSTACK_PUBLIC_KEY = "pk_live_<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>"
PAYSTACK_SECRET_KEY = "<<cred>>"
ORDER_NOTIFY = ["<<email>>"]
CURRENCY = "NGN"
""",
    "p:paystack",
)

F.reg(
    "kafinta_cnc_router_esp3d_commands_txt",
    ("cnc/esp3d_setup_<<nn>>.txt", "Documents/CNC/wifi_board_<<id>>.txt"),
    """CNC 6090 - ESP3D wifi board setup (send in serial terminal, 115200)

[ESP100]<<orgu>>_WORKSHOP
[ESP101]<<cred>>
[ESP110]STA
[ESP550]<<cred>> pwd=admin
[ESP444]RESTART
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "kafinta_english_email_corporate_banking",
    ("Mail/bank_<<id>>.eml", "mail/<<fa>>/INBOX/<<epoch>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Re: supplier payments (timber from Kaduna)
Date: <<dmy>> <<time>> +0100
Content-Type: text/plain; charset=UTF-8

Sannu <<first2>>,

Use the corporate internet banking to pay the timber people before Friday.
User ID: <<user>><<nn>>
Password: <<cred>>
Token is with me, call me for the code.

Na gode,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "kafinta_invoices_zoho_books_refresh_token_env",
    ("invoices-<<nn>>/.env", "srv/books<<id>>/.env"),
    """ZOHO_REGION=com
ZOHO_CLIENT_ID=1000.<<hex8>><<hex8>>ABCDEFGHIJKLMNOP
ZOHO_ORG_ID=<<id>><<nnn>>
ZOHO_REFRESH_TOKEN=<<cred>>
""",
    lambda rng, s: f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}",
    syntax="",
)

F.reg(
    "kafinta_solar_inverter_solarman_python",
    ("solar/solarman_<<nn>>.py", "home/pi/solar<<id>>/poll.py"),
    """import hashlib

import requests

APP_ID = "<<id>><<nnn>>"
APP_SECRET = "<<cred>>"
EMAIL = "<<email>>"
PW_SHA256 = hashlib.sha256(b"<<hex8>>").hexdigest()

tok = requests.post(
    f"https://globalapi.solarmanpv.com/account/v1.0/token?appId={APP_ID}",
    json={"appSecret": APP_SECRET, "email": EMAIL, "password": PW_SHA256},
    timeout=30,
).json()["access_token"]
print(tok[:8], "ok")
""",
    "hex:32",
)

F.reg(
    "kafinta_workshop_whiteboard_ocr_hausa",
    ("scans/allo_<<date>>.txt", "ocr/whiteboard_<<id>>.txt"),
    """AIKIN MAKO
- Gado 2 (Alhaji <<last>>)
- Kofa 4 — Sabon Gari
- Kujera 12

WIFI: KAFINTA_<<nn>>
KALMAR SIRRI: <<cred>>
""",
    "human",
    syntax="",
)

F.reg(
    "kafinta_gmail_app_password_msmtprc",
    ("home/<<fa>>/.msmtprc", "backup/pc<<id>>/.msmtprc"),
    """defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt
logfile        ~/.msmtp.log

account        gmail
host           smtp.gmail.com
port           587
from           <<org>>.kano@gmail.com
user           <<org>>.kano@gmail.com
password       <<cred>>

account default : gmail
""",
    lambda rng, s: alnum(rng, 16, "abcdefghijklmnopqrstuvwxyz"),
    syntax="",
)
