"""Family i: a city hotel's night auditor in Nairobi, Kenya (English, Swahili)."""

# ruff: noqa: E501

from __future__ import annotations

import urllib.parse

from hundredtwentyfifth_spec import Fam, after, enc_url, gen, pw_with

F = Fam(
    name="nightauditor_hotel_kenya",
    orgs=("mbuniheights",),
    tld="co.ke",
    first=(
        ("Brian", "brian"),
        ("Faith", "faith"),
        ("Kevin", "kevin"),
        ("Achieng", "achieng"),
        ("Wanjiru", "wanjiru"),
        ("Kiprono", "kiprono"),
        ("Mercy", "mercy"),
        ("Juma", "juma"),
    ),
    last=(
        ("Mwangi", "mwangi"),
        ("Otieno", "otieno"),
        ("Kamau", "kamau"),
        ("Njoroge", "njoroge"),
        ("Wekesa", "wekesa"),
        ("Chebet", "chebet"),
    ),
    words=(
        "nairobi",
        "simba",
        "jambo",
        "harambee",
        "safari",
        "kilimanjaro",
        "mombasa",
        "uhuru",
        "karibu",
        "rafiki",
        "tusker",
        "nyama",
        "chapati",
        "ugali",
        "maasai",
        "nakuru",
        "kenya",
        "matatu",
    ),
    pets=("simba", "bosco", "rocky", "tiger", "jimmy", "blacky", "duma"),
    cc="254",
    city="Nairobi",
)

F.reg(
    "nightauditor_swahili_whatsapp_nenosiri_opera",
    ("WhatsApp Chat with Night Team <<n>>.txt", "phone/<<fa>>/WhatsApp Chat.txt"),
    """<<dmys>>, <<time>> - <<fn>> <<ln>>: Habari za usiku! Opera imeniblock, nimejaribu mara tatu 😓
<<dmys>>, <<time2>> - <<fn2>>: Pole sana. IT wamebadilisha nenosiri la night audit jana
<<dmys>>, <<time2>> - <<fn2>>: Nenosiri jipya ni <<cred>>
<<dmys>>, <<time2>> - <<fn>> <<ln>>: Asante sana, nimeingia. End of day inaendelea
""",
    cred="human",
)

F.reg(
    "nightauditor_mpesa_daraja_passkey_env",
    ("mpesa-callback/.env", "services/<<fa>>/daraja_<<n>>.env"),
    """# Safaricom Daraja - Lipa Na M-Pesa Online (STK push at checkout)
MPESA_ENV=production
MPESA_SHORTCODE=<<sc>>
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cs>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://pay.<<dom>>/mpesa/callback
""",
    cred="hex:64",
    syntax="",
    extra=lambda rng, s: {"sc": s["num"], "ck": gen(rng, "alnum:48"), "cs": gen(rng, "alnum:16")},
)

F.reg(
    "nightauditor_kra_etims_vscu_properties",
    ("etims-vscu/application_<<n>>.properties", "opt/<<org>>/vscu/config.properties"),
    """# KRA eTIMS Virtual Sales Control Unit (VSCU) - hotel POS and folio invoices
vscu.tin=P05<<num>>Z
vscu.bhfId=00
vscu.dvcSrlNo=<<org>>-pos-<<n>>
vscu.serverUrl=https://etims-api.kra.go.ke/etims-api
vscu.cmcKey=<<cred>>
vscu.timezone=Africa/Nairobi
""",
    cred="HEX:64",
    syntax="",
)

F.reg(
    "nightauditor_sqlcmd_backup_bat",
    ("C:/NightAudit/backup_<<n>>.bat", "scripts/<<fa>>/eod_backup.bat"),
    """@echo off
REM End of day: back up the PMS database before the date roll
set STAMP=%DATE:~-4%%DATE:~3,2%%DATE:~0,2%
sqlcmd -S <<host>>\\SQLEXPRESS -U sa -P <<cred>> -Q "BACKUP DATABASE [HotelPMS] TO DISK='D:\\Backup\\PMS_%STAMP%.bak' WITH INIT"
if errorlevel 1 echo Backup failed >> D:\\Backup\\errors.log
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "nightauditor_audit_report_smtp_python",
    ("night_audit/send_report_<<n>>.py", "tools/<<fa>>/mail_audit.py"),
    '''"""Email the night audit PDF to the GM and the financial controller."""

import smtplib
from email.message import EmailMessage

SMTP_HOST = "smtp.office365.com"
SMTP_USER = "nightaudit@<<dom>>"
SMTP_PASS = "<<cred>>"


def send(pdf_path: str) -> None:
    msg = EmailMessage()
    msg["Subject"] = "Night Audit Report"
    msg["From"] = SMTP_USER
    msg["To"] = "gm@<<dom>>, fc@<<dom>>"
    with open(pdf_path, "rb") as fh:
        msg.add_attachment(fh.read(), maintype="application", subtype="pdf", filename="audit.pdf")
    with smtplib.SMTP(SMTP_HOST, 587) as s:
        s.starttls()
        s.login(SMTP_USER, SMTP_PASS)
        s.send_message(msg)
''',
    cred="pw_dq",
)

F.reg(
    "nightauditor_logbook_ocr_swahili_nenosiri",
    ("scans/logbook_<<date>>.txt", "ocr/daftari_<<n>>.txt"),
    """DAFTARI LA ZAMU YA USIKU - <<dmys>>
Room <<room>> late c/in, paid M-Pesa
Safe combination unchanged
Opera night audit login: <<user>>
nenosiri:
<<cred>>
Signed: <<fa>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "nightauditor_shift_ics_description_login",
    ("calendar/night_shift_<<n>>.ics", "exports/<<fa>>/audit_rota.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART;TZID=Africa/Nairobi:<<year>>0<<n>>T230000
DTEND;TZID=Africa/Nairobi:<<year>>0<<n>>T070000
SUMMARY:Night audit - <<fn>>
DESCRIPTION:Audit PC login <<user>> / <<cred>>\\nRun end of day before 03:00
UID:<<uuid>>@google.com
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
    syntax="",
)


def _dec_url(text: str) -> str:
    return urllib.parse.unquote(after(r"://audit:([^@]+)@", text))


F.reg(
    "nightauditor_sqlalchemy_url_percent_encoded",
    ("night_audit/settings_<<n>>.py", "reports/<<fa>>/db.py"),
    '''"""Read-only connection for the night audit reports."""

DATABASE_URL = (
    "mssql+pyodbc://audit:<<enc>>@<<host>>:1433/HotelPMS"
    "?driver=ODBC+Driver+17+for+SQL+Server"
)
''',
    cred=lambda rng, fam: pw_with(rng, "@:/#?"),
    extra=lambda rng, s: {"enc": enc_url(s["cred"])},
    decode=_dec_url,
)
