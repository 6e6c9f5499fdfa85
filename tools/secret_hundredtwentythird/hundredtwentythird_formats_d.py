# ruff: noqa: E501
"""Family d: a loss adjuster (πραγματογνώμονας) in Thessaloniki, Greece (Greek)."""

from __future__ import annotations

import urllib.parse

from hundredtwentythird_spec import Fam, enc_url, gen_pw, grab, jdump

F = Fam(
    name="pragmatognomon_loss_adjuster_greece",
    orgs=("aigaionexpert", "ithakiexpert", "thermaikosclaims"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Δήμητρα", "dimitra"),
        ("Σπύρος", "spyros"),
        ("Αθηνά", "athina"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Οικονόμου", "oikonomou"),
        ("Γεωργίου", "georgiou"),
        ("Νικολάου", "nikolaou"),
        ("Καραγιάννη", "karagianni"),
        ("Βλάχος", "vlachos"),
    ),
    words=(
        "thessaloniki",
        "olympos",
        "aigaio",
        "kalimera",
        "paok",
        "thalassa",
        "ilios",
        "elia",
        "meltemi",
        "souvlaki",
        "ithaki",
        "kastro",
        "agapi",
        "mykonos",
    ),
    pets=("rex", "lucky", "bobos", "maya", "zeus", "luna"),
    cc="+30",
)

F.reg(
    "pragmato_viber_copied_text_kodikos_taxis",
    ("viber/<<fa>>_<<date>>.txt", "Documents/viber_grafeio_<<n>>.txt"),
    """[<<d>>/<<m>>/<<y>> <<time>>] <<first>> <<last>>: Καλημέρα, πηγαίνω για αυτοψία στη ζημιά <<claim>> στην Καλαμαριά
[<<d>>/<<m>>/<<y>> <<time>>] <<first>> <<last>>: Ποιος είναι ο κωδικός για το portal της ασφαλιστικής; Δεν μου ανοίγει
[<<d>>/<<m>>/<<y>> <<time>>] <<first2>> <<last2>>: Όνομα χρήστη <<login>>
[<<d>>/<<m>>/<<y>> <<time>>] <<first2>> <<last2>>: Κωδικός <<cred>>
[<<d>>/<<m>>/<<y>> <<time>>] <<first>> <<last>>: Ευχαριστώ! Θα ανεβάσω τις φωτογραφίες μέχρι το μεσημέρι 👍
""",
    cred="human",
    syntax="",
)


def _sftp(rng, s):
    while True:
        pw = gen_pw(rng, sym="@#$%&+/:")
        if enc_url(pw) != pw:
            return {"cred": pw, "enc": enc_url(pw)}


F.reg(
    "pragmato_photo_upload_sftp_url_percent_encoded",
    ("fotografies/upload_<<n>>.sh", "aftopsies/sync_photos.sh"),
    """#!/bin/bash
# Ανέβασμα φωτογραφιών αυτοψίας στον server της ασφαλιστικής
DEST="sftp://<<login>>:<<enc>>@sftp.<<dom>>:22/claims/incoming"
for f in ~/Aftopsies/<<claim>>/*.jpg; do
  curl -s -T "$f" "$DEST/<<claim>>/" && echo "OK $f"
done
""",
    cred="pw_url",
    syntax="",
    extra=_sftp,
    decode=lambda t: urllib.parse.unquote(grab(r"sftp://[^:/]+:([^@]+)@", t)),
)

F.reg(
    "pragmato_report_docx_mailer_python_smtp_login",
    ("scripts/apostoli_porismaton.py", "pragmatognomosyni/send_report_<<n>>.py"),
    '''"""Αποστολή πορισμάτων πραγματογνωμοσύνης (DOCX) στις ασφαλιστικές."""

import smtplib
from email.message import EmailMessage
from pathlib import Path

SMTP_HOST = "mail.<<dom>>"
SMTP_USER = "<<email>>"
SMTP_PASS = "<<cred>>"


def send(to_addr, claim_no, docx):
    msg = EmailMessage()
    msg["Subject"] = f"Πόρισμα πραγματογνωμοσύνης {claim_no}"
    msg["From"] = SMTP_USER
    msg["To"] = to_addr
    msg.set_content("Σας επισυνάπτουμε το πόρισμα.")
    msg.add_attachment(Path(docx).read_bytes(), maintype="application", subtype="vnd.openxmlformats-officedocument.wordprocessingml.document", filename=Path(docx).name)
    with smtplib.SMTP_SSL(SMTP_HOST, 465) as s:
        s.login(SMTP_USER, SMTP_PASS)
        s.send_message(msg)
''',
    cred="pw_dq",
)

F.reg(
    "pragmato_greek_email_kodikos_prosvasis_platforma",
    ("mail/Inbox/<<n>>.eml", "Thunderbird/<<fa2>>/platforma_<<date>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: Πρόσβαση στην πλατφόρμα ζημιών
Date: Mon, <<d>> Jun <<y>> <<time>>:00 +0300
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Γεια σου <<first>>,

σου άνοιξα λογαριασμό στην πλατφόρμα ζημιών του γραφείου.
Όνομα χρήστη: <<login>>
Κωδικός πρόσβασης: <<cred>>

Τα πορίσματα ανεβαίνουν στον φάκελο της κάθε ζημιάς.

<<first2>>
""",
    cred="human",
    syntax="",
)


def _viva(s):
    return jdump(
        {
            "VivaWallet": {
                "Environment": "Production",
                "MerchantId": s["uuid_m"],
                "ClientId": f"{s['key']}.apps.vivapayments.com",
                "ClientSecret": s["cred"],
                "SourceCode": str(s["n4"]),
            },
            "AllowedHosts": "*",
        }
    )


F.reg(
    "pragmato_fee_invoices_vivawallet_appsettings",
    ("Timologia/appsettings.json", "src/Amoives.Web/appsettings.Production_<<n>>.json"),
    _viva,
    cred="p:viva_secret",
    extra=lambda rng, s: {
        "key": gen_pw(rng, 30, sym="").lower(),
        "uuid_m": f"{rng.getrandbits(128):032x}",
    },
)

F.reg(
    "pragmato_dashcam_reolink_homeassistant_rtsp",
    ("homeassistant/configuration.yaml", "ha-config/cameras_<<n>>.yaml"),
    """camera:
  - platform: generic
    name: Parking grafeiou
    still_image_url: http://<<ip>>/cgi-bin/api.cgi?cmd=Snap&channel=0&rs=x1&user=admin&password=<<cred>>
    stream_source: rtsp://admin:<<cred>>@<<ip>>:554/h264Preview_01_main
    verify_ssl: false
""",
    cred="pw_url",
)

F.reg(
    "pragmato_m365_exchange_powershell_securestring",
    ("IT/mailbox_rules_<<n>>.ps1", "scripts/Set-ClaimsForwarding.ps1"),
    """# Προώθηση email ζημιών στο κοινό mailbox
Import-Module ExchangeOnlineManagement
$user = "admin@<<org>>.onmicrosoft.com"
$pass = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential($user, $pass)
Connect-ExchangeOnline -Credential $cred -ShowBanner:$false
Set-Mailbox -Identity "zimies@<<dom>>" -ForwardingSmtpAddress "<<email2>>" -DeliverToMailboxAndForward $true
Disconnect-ExchangeOnline -Confirm:$false
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "pragmato_greek_sms_thread_reply_only_value",
    ("sms/<<phone2>>_<<n>>.txt", "kinito/mhnymata_<<fa2>>.txt"),
    """<<first2>> (<<phone2>>)
<<d>>/<<m>> <<time>>  Μου στέλνεις τον κωδικό του tablet αυτοψιών;
<<d>>/<<m>> <<time>>  Εσύ: <<cred>>
<<d>>/<<m>> <<time>>  👍
""",
    cred="human",
    syntax="",
)
