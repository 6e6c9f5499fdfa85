# ruff: noqa: E501
"""Family p: a start-up legal clinic in Athens, Greece (Greek, English)."""

from __future__ import annotations

import base64
import re

from ninetyninth_corpus import alnum, hexs
from ninetyninth_spec import Fam, b64s, prov

F = Fam(
    name="startup_legal_clinic_athens",
    orgs=("nomoskliniki", "akropolilegal", "psirilaw"),
    tld="gr",
    first=(
        ("Μαρία", "maria"),
        ("Γιώργος", "giorgos"),
        ("Ελένη", "eleni"),
        ("Νίκος", "nikos"),
        ("Κατερίνα", "katerina"),
        ("Δημήτρης", "dimitris"),
        ("Σοφία", "sofia"),
        ("Κώστας", "kostas"),
    ),
    last=(
        ("Παπαδοπούλου", "papadopoulou"),
        ("Γεωργίου", "georgiou"),
        ("Οικονόμου", "oikonomou"),
        ("Καραγιάννη", "karagianni"),
        ("Βασιλείου", "vasileiou"),
        ("Αντωνίου", "antoniou"),
    ),
    words=(
        "athina",
        "akropoli",
        "plaka",
        "psiri",
        "koukaki",
        "souvlaki",
        "kalimera",
        "thalassa",
        "meltemi",
        "frappe",
        "filotimo",
        "lykavittos",
        "exarchia",
        "pagrati",
        "kifisia",
        "syntagma",
    ),
    pets=("loukoumas", "koukla", "bobos", "zeus", "azor", "roza"),
    cc="30",
    city="Αθήνα",
)


def _b64_mail(s: dict[str, object]) -> str:
    body = (
        f"Καλησπέρα {s['fn2']},\n\n"
        "Σου στέλνω την πρόσβαση στο κοινό μας Dropbox με τα καταστατικά και τις συμφωνίες μετόχων "
        "των startups της κλινικής.\n\n"
        f"Λογαριασμός: clinic@{s['dom']}\n"
        f"Κωδικός: {s['cred']}\n\n"
        "Μην τον προωθήσεις στους φοιτητές, θα τους δώσουμε πρόσβαση ανά φάκελο.\n\n"
        f"Φιλικά,\n{s['fn']} {s['ln']}\nΔικηγόρος, {s['org']}\n"
    )
    enc = b64s(body)
    lines = "\n".join(enc[i : i + 76] for i in range(0, len(enc), 76))
    return (
        f"From: {s['fa']}.{s['la']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?B?zqDPgc+Mz4POss6xz4POtyDPg8+Ezr8gRHJvcGJveA==?=\n"
        f"Date: Wed, {s['d']} Feb {s['y']} {s['hh']}:{s['mi']}:02 +0200\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: base64\n\n" + lines + "\n"
    )


def _b64_dec(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = base64.b64decode("".join(body.split())).decode("utf-8")
    return re.search(r"Κωδικός: (\S+)", plain).group(1)


F.reg(
    "athens_legalclinic_greek_email_base64_body_kodikos",
    ("mail/dropbox_prosvasi_<<date>>.eml", "Απεσταλμένα/Πρόσβαση Dropbox <<nn>>.eml"),
    _b64_mail,
    cred="human",
    syntax="",
    decode=_b64_dec,
)

F.reg(
    "athens_legalclinic_signal_desktop_copied_kodikos",
    ("notes/signal_<<date>>.txt", "copied/signal_<<fa>>_<<nn>>.txt"),
    """<<fn>> <<ln>>, [<<d>>/<<mo>>/<<y>> <<t1>>]
Καλησπέρα! Ποιος είναι ο κωδικός για το taxisnet της κλινικής; Πρέπει να κατεβάσω το ΓΕΜΗ πιστοποιητικό

<<fn2>> <<ln2>>, [<<d>>/<<mo>>/<<y>> <<t2>>]
Χρήστης: <<org>><<nn>>

<<fn2>> <<ln2>>, [<<d>>/<<mo>>/<<y>> <<t3>>]
Κωδικός: <<cred>>

<<fn>> <<ln>>, [<<d>>/<<mo>>/<<y>> <<t4>>]
Ευχαριστώ πολύ!
""",
    cred="human",
    syntax="",
)

F.reg(
    "athens_legalclinic_documenso_esign_env",
    ("documenso/.env", "<<org>>-esign/.env.<<n>>"),
    """# Documenso (self-hosted e-signatures for SAFE notes and shareholder agreements)
NEXTAUTH_URL=https://sign.<<dom>>
NEXTAUTH_SECRET=<<nas>>
NEXT_PRIVATE_ENCRYPTION_KEY=<<cred>>
NEXT_PRIVATE_ENCRYPTION_SECONDARY_KEY=<<sec2>>
NEXT_PRIVATE_DATABASE_URL=postgres://documenso@<<ip>>:5432/documenso
NEXT_PRIVATE_SMTP_HOST=smtp.<<dom>>
NEXT_PRIVATE_SIGNING_LOCAL_FILE_PATH=/opt/documenso/cert.p12
""",
    cred="alnum:40",
    extra=lambda r, s: {"nas": alnum(r, 44), "sec2": alnum(r, 40)},
)

F.reg(
    "athens_legalclinic_mydata_aade_invoices_python",
    ("invoicing/mydata_send.py", "<<org>>-billing/aade_mydata_<<n>>.py"),
    '''"""Αποστολή παραστατικών στο myDATA (ΑΑΔΕ) για τις αμοιβές της κλινικής."""

import requests

MYDATA_URL = "https://mydatapi.aade.gr/myDATA/SendInvoices"
AADE_USER_ID = "<<org>>_erp"
AADE_SUBSCRIPTION_KEY = "<<cred>>"


def send(xml_payload: bytes) -> str:
    r = requests.post(
        MYDATA_URL,
        data=xml_payload,
        headers={
            "aade-user-id": AADE_USER_ID,
            "Ocp-Apim-Subscription-Key": AADE_SUBSCRIPTION_KEY,
            "Content-Type": "application/xml",
        },
        timeout=30,
    )
    r.raise_for_status()
    return r.text
''',
    cred="hex:32",
    syntax="py",
)


def _kp(s: dict[str, object]) -> str:
    rows = ['"Account","Login Name","Password","Web Site","Comments"'] + [
        '"' + '","'.join(row) + '"' for row in s["rows"]
    ]
    return "\n".join(rows) + "\n"


def _kp_rows(r, s):
    rows = [
        ("ΓΕΜΗ", f"{s['org']}", F.human(r, True), "https://www.businessportal.gr", ""),
        (
            "Taxisnet κλινικής",
            f"{s['org']}{s['nn']}",
            s["cred"],
            "https://www.aade.gr",
            "κλειδάριθμος στο συρτάρι",
        ),
        ("Dropbox", f"clinic@{s['dom']}", F.human(r, True), "https://www.dropbox.com", ""),
    ]
    r.shuffle(rows)
    return {"rows": rows}


F.reg(
    "athens_legalclinic_keepassxc_csv_export",
    ("exports/keepass_<<org>>_<<date>>.csv", "Downloads/Κλινική-<<nn>>.csv"),
    _kp,
    cred="human_x",
    syntax="",
    extra=_kp_rows,
)

F.reg(
    "athens_legalclinic_case_db_my_cnf_client",
    ("home/<<fa>>/.my.cnf", "srv/<<org>>-cases/.my.cnf.<<n>>"),
    """[client]
user = cases_app
password = <<cred>>
host = <<ip>>
database = clinic_cases
default-character-set = utf8mb4
""",
    cred="pw",
    syntax="ini",
)

F.reg(
    "athens_legalclinic_ics_consultation_webex_password",
    ("calendar/symvouleutiki_<<date>>.ics", "exports/clinic-<<nn>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
BEGIN:VEVENT
DTSTART;TZID=Europe/Athens:<<y>><<mo>><<d>>T<<hh>>0000
DTEND;TZID=Europe/Athens:<<y>><<mo>><<d>>T<<hh>>4500
SUMMARY:Συμβουλευτική: ιδρυτική συμφωνία (<<org>>)
DESCRIPTION:Σύνδεσμος Webex: https://<<org>>.webex.com/meet/<<fa>>\\nΑριθμός σύσκεψης: 2<<nn>> 481 7<<n>>0\\nΚωδικός σύσκεψης: <<cred>>
LOCATION:Webex
UID:<<sha>>
END:VEVENT
END:VCALENDAR
""",
    cred="pw_alnum",
    syntax="",
)

F.reg(
    "athens_legalclinic_graph_mail_archive_ps1",
    ("scripts/Archive-ClinicMail.ps1", "<<org>>-it/Archive-Mailbox<<n>>.ps1"),
    """# Αρχειοθέτηση των mailbox των φοιτητών στο τέλος του εξαμήνου (Microsoft Graph)
$TenantId     = "<<tenant>>"
$ClientId     = "<<client>>"
$ClientSecret = "<<cred>>"

$body = @{
    grant_type    = "client_credentials"
    scope         = "https://graph.microsoft.com/.default"
    client_id     = $ClientId
    client_secret = $ClientSecret
}
$token = (Invoke-RestMethod -Method Post -Uri "https://login.microsoftonline.com/$TenantId/oauth2/v2.0/token" -Body $body).access_token
Invoke-RestMethod -Headers @{ Authorization = "Bearer $token" } -Uri "https://graph.microsoft.com/v1.0/users?`$filter=department eq 'Students'"
""",
    cred=lambda r, s: prov(r, "azure_secret"),
    syntax="",
    extra=lambda r, s: {
        "tenant": f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
        "client": f"{hexs(r, 8)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 4)}-{hexs(r, 12)}",
    },
)
