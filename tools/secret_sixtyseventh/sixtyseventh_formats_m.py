"""Family m: a small cinema (pawagam) chain around Kuala Lumpur, Malaysia (Malay / English)."""

from __future__ import annotations

from sixtyseventh_corpus import ALNUM, alnum, hexs
from sixtyseventh_spec import PAWAGAM as F


def _wa_my(s: dict) -> str:
    h = int(s["time"][:2])
    ampm = f"{h - 12 if h > 12 else h}:{s['time'][3:]}:0{s['n'] % 10} {'PM' if h >= 12 else 'AM'}"
    pre = f"[{int(s['d'])}/{int(s['mo'])}/{s['y']}, {ampm}]"
    a, b = f"{s['fn']} {s['ln']}", f"{s['fn2']} {s['ln2']}"
    return f"""{pre} {a}: Bro, server TMS dewan 3 minta login semula lepas blackout tadi
{pre} {b}: Guna akaun projectionist. Kata laluan baru:
{pre} {b}: {s["cred"]}
{pre} {a}: Ok dah masuk. Terima kasih! Tayangan 9.30 malam on time 🎬
"""


F.reg(
    "malay_whatsapp_kata_laluan_tms_projectionist",
    ("WhatsApp Chat with <<fn2>> <<n>>.txt", "chat/pawagam-<<date>>.txt"),
    _wa_my,
    cred="human",
    syntax="",
)

F.reg(
    "billplz_api_secret_laravel_env",
    (".env", "tiket-<<org>>/.env.production", "var/www/<<org>>/.env"),
    """APP_NAME="<<orgc>> Tiket"
APP_ENV=production
APP_URL=https://tiket.<<dom>>

# Billplz - bayaran tiket FPX
BILLPLZ_API_KEY=<<cred>>
BILLPLZ_X_SIGNATURE=S-<<sig>>
BILLPLZ_COLLECTION_ID=<<col>>
BILLPLZ_SANDBOX=false
""",
    cred="p:billplz",
    syntax="",
    extra=lambda rng, s: {
        "sig": alnum(rng, 22),
        "col": alnum(rng, 8, "abcdefghijklmnopqrstuvwxyz0123456789"),
    },
)

F.reg(
    "toyyibpay_user_secret_php_config",
    ("config/toyyibpay.php", "<<org>>-fnb/app/config/toyyibpay.php"),
    """<?php
// toyyibPay - tempahan dewan untuk majlis & tayangan persendirian
return [
    'userSecretKey' => '<<cred>>',
    'categoryCode'  => '<<cat>>',
    'returnUrl'     => 'https://<<dom>>/tempahan/terima-kasih',
    'callbackUrl'   => 'https://<<dom>>/api/toyyibpay/callback',
];
""",
    cred="p:toyyibpay",
    syntax="",
    extra=lambda rng, s: {"cat": alnum(rng, 8, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

F.reg(
    "fetchmailrc_kdm_mailbox_poll",
    ("home/<<login>>/.fetchmailrc", "srv/tms/.fetchmailrc"),
    """# Tarik e-mel KDM dari pengedar filem ke pelayan TMS
set daemon 600
set logfile /var/log/fetchmail-kdm.log
poll imap.gmail.com protocol IMAP
  user "kdm@<<dom>>" password "<<cred>>" is tms here
  folder "KDM" ssl keep
  mda "/usr/local/bin/import-kdm.sh"
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "malay_email_kata_laluan_vista_pos",
    ("mail/<<login>>/INBOX/<<n5>>.eml", "Outlook/<<date>>-<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Akaun POS kaunter makanan - <<city>>
Date: <<d>> May <<y>> <<time>>:02 +0800
Content-Type: text/plain; charset="utf-8"

Salam <<fn2>>,

Akaun pengurus untuk POS kaunter popcorn & minuman di cawangan <<city>>:
ID pengguna: mgr_<<n3>>
Kata laluan: <<cred>>

Sila tukar selepas log masuk pertama. Jangan kongsi dengan staf sambilan.

Terima kasih,
<<fn>>
<<orgc>> Cinemas
<<phone>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "ipay88_merchant_key_csharp",
    ("Tiket.Web/Payments/IPay88Config.cs", "src/<<orgc>>.Booking/Payments/IPay88_<<n>>.cs"),
    """namespace <<orgc>>.Booking.Payments
{
    public static class IPay88Config
    {
        public const string MerchantCode = "M<<n5>>";
        public const string MerchantKey = "<<cred>>";
        public const string EntryUrl = "https://payment.ipay88.com.my/ePayment/entry.asp";
        public const string ResponseUrl = "https://tiket.<<dom>>/ipay88/response";
        public const string BackendUrl = "https://tiket.<<dom>>/ipay88/backend";
    }
}
""",
    cred="alnum:20",
    syntax="",
)

F.reg(
    "xibo_signage_config_env",
    ("xibo/config.env", "srv/signage-<<org>>/config.env"),
    """## Xibo CMS - skrin poster & jadual tayangan di lobi
CMS_SERVER_NAME=signage.<<dom>>
MYSQL_HOST=cms-db
MYSQL_USER=cms
MYSQL_PASSWORD=<<cred>>
MYSQL_DATABASE=cms
CMS_SMTP_SERVER=smtp.gmail.com:587
CMS_SMTP_USERNAME=signage@<<dom>>
""",
    cred="pw",
    syntax="",
)

F.reg(
    "aws_ses_smtp_python_ticket_receipts",
    ("tiket/emailer.py", "<<org>>-booking/notify/email_<<n>>.py"),
    """import smtplib
from email.message import EmailMessage

SMTP_HOST = "email-smtp.ap-southeast-1.amazonaws.com"
SMTP_USER = "<<akid>>"
SMTP_PASS = "<<cred>>"


def hantar_resit(kepada: str, filem: str, kerusi: str) -> None:
    msg = EmailMessage()
    msg["From"] = "tiket@<<dom>>"
    msg["To"] = kepada
    msg["Subject"] = f"Resit tiket: {filem}"
    msg.set_content(f"Terima kasih! Kerusi anda: {kerusi}")
    with smtplib.SMTP(SMTP_HOST, 587) as s:
        s.starttls()
        s.login(SMTP_USER, SMTP_PASS)
        s.send_message(msg)
""",
    cred=lambda rng, fam: "BM" + alnum(rng, 42, ALNUM + "/+"),
    extra=lambda rng, s: {"akid": "AKIA" + hexs(rng, 16, upper=True)},
)
