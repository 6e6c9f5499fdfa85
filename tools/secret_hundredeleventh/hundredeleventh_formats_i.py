# ruff: noqa: E501
"""Family i: a private investigator's office in Greece (Greek)."""

from __future__ import annotations

import json

from hundredeleventh_spec import Fam, b64, dec_json_path, human_local, reg

FAM = Fam(
    name="erevnitis_private_investigator",
    pre="erevnitis",
    orgs=("fylakasec", "ichnilatis", "diereunisi"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Δήμητρα", "dimitra"),
        ("Σπύρος", "spyros"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Οικονόμου", "oikonomou"),
        ("Γεωργίου", "georgiou"),
        ("Νικολάου", "nikolaou"),
        ("Καραγιάννης", "karagiannis"),
        ("Βλάχου", "vlachou"),
    ),
    words=(
        "olympiakos",
        "panathinaikos",
        "thalassa",
        "agapi",
        "ellada",
        "souvlaki",
        "αγάπη",
        "θάλασσα",
        "ήλιος",
        "kalimera",
        "mykonos",
        "zorbas",
        "athina",
        "filos",
    ),
    pets=("azor", "lucky", "bobos", "ρεξ", "fifi", "loukoumas"),
    cities=("Αθήνα", "Θεσσαλονίκη", "Πάτρα", "Ηράκλειο", "Λάρισα", "Βόλος"),
    cc="+30",
)

GREEK = "αβγδεζηθικλμνξοπρστυφχψωάέήίόύώΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩ"

reg(
    FAM,
    "viber_csv_kodikos",
    ("viber/Viber_<<fa>>_<<ymd>>.csv", "export/viber_chat_<<n>>.csv"),
    """Date,Time,Sender,Phone,Message
<<dmy>>,<<t1>>,<<first>> <<last>>,<<phone>>,"Καλησπέρα, ποιος είναι ο κωδικός για το cloud με τις φωτογραφίες της υπόθεσης;"
<<dmy>>,<<t2>>,<<first2>> <<last2>>,<<phone>>,"<<cred>>"
<<dmy>>,<<t3>>,<<first>> <<last>>,<<phone>>,"Ευχαριστώ 🙏"
""",
    "human",
)

reg(
    FAM,
    "case_app_export_json_unicode_escaped",
    ("exports/ypotheseis_<<ymd>>.json", "backup/<<org>>_cases_<<n>>.json"),
    lambda s: json.dumps(
        {
            "exported": s["ymd"],
            "cases": [
                {
                    "id": f"ΥΠ-{s['nn']}",
                    "client": f"{s['first']} {s['last']}",
                    "type": "ασφαλιστική απάτη",
                    "cloud": {"provider": "pCloud", "user": s["email"], "password": s["cred"]},
                }
            ],
        },
        ensure_ascii=True,
        indent=2,
    ),
    lambda rng, s: human_local(FAM, rng, GREEK),
    decode=dec_json_path("cases", 0, "cloud", "password"),
)

reg(
    FAM,
    "viva_wallet_client_secret_csharp",
    ("Billing/VivaConfig.cs", "src/<<orgc>>.Invoices/VivaWallet_<<n>>.cs"),
    """namespace <<orgc>>.Invoices;

// Πληρωμές πελατών μέσω Viva Wallet Smart Checkout
public static class VivaConfig
{
    public const string ClientId = "<<cid>>.apps.vivapayments.com";
    public const string ClientSecret = "<<cred>>";
    public const string TokenUrl = "https://accounts.vivapayments.com/connect/token";
}
""",
    "p:viva",
    syntax="",
    extra=lambda rng, s: s.update(cid=s["uuid"].replace("-", "")[:28]),
)

reg(
    FAM,
    "proton_bridge_msmtprc",
    ("home/<<fa>>/.msmtprc", "dotfiles/<<org>>_<<n>>/.msmtprc"),
    """defaults
auth on
tls on
tls_starttls on
logfile ~/.msmtp.log

account proton
host 127.0.0.1
port 1025
from <<fa>>@proton.me
user <<fa>>@proton.me
password <<cred>>
tls_certcheck off

account default : proton
""",
    lambda rng, s: b64(rng, 16, urlsafe=True, pad=False),
)

reg(
    FAM,
    "veracrypt_mount_bat",
    ("scripts/anoigma_fakelou_<<n>>.bat", "C:/Users/<<fa>>/Desktop/mount_<<n>>.bat"),
    """@echo off
rem Άνοιγμα κρυπτογραφημένου φακέλου υποθέσεων
"C:\\Program Files\\VeraCrypt\\VeraCrypt.exe" /v "D:\\Ypotheseis\\<<year>>.hc" /l X /p "<<cred>>" /q /s
explorer X:\\
""",
    "human_x",
)

reg(
    FAM,
    "greek_email_kodikos_pdf_report",
    ("mail/anafora_<<nn>>.eml", "Sent/<<fa2>>_<<ymd>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<email2>>>
Subject: Αναφορά παρακολούθησης - υπόθεση <<nn>>
Date: <<dmy>> <<t1>>
Content-Type: text/plain; charset=UTF-8

Αγαπητέ κύριε <<last2>>,

σας στέλνω την τελική αναφορά με φωτογραφικό υλικό σε κλειδωμένο PDF.
Κωδικός ανοίγματος: <<cred>>

Για λόγους εχεμύθειας, παρακαλώ μην προωθήσετε το μήνυμα.
<<first>> <<last>>
Γραφείο Ερευνών <<orgc>>, <<city>>
""",
    "human",
)

reg(
    FAM,
    "skip_tracing_api_python",
    ("tools/anazitisi.py", "scripts/<<org>>_trace_<<n>>.py"),
    '''"""Αναζήτηση διευθύνσεων οφειλετών (skip tracing)."""

import requests

API_KEY = "<<cred>>"


def lookup(afm: str) -> dict:
    r = requests.get(
        "https://api.tracegr.eu/v2/person",
        params={"afm": afm},
        headers={"X-Api-Key": API_KEY},
        timeout=20,
    )
    return r.json()
''',
    "x:trg_live_:32",
)

reg(
    FAM,
    "synology_rsync_cron",
    ("etc/crontab", "cron/<<org>>_nas_<<n>>"),
    """# Νυχτερινό αντίγραφο φακέλων υποθέσεων στο Synology
MAILTO=""
15 3 * * * root RSYNC_PASSWORD=<<cred>> rsync -a --delete /srv/ypotheseis/ rsync://backup@<<lan>>/cases/
""",
    "pw_bare",
)
