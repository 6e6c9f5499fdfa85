"""Family m: a sign maker (neon, vinyl lettering, LED displays) in Piraeus, Greece (Greek)."""

from __future__ import annotations

import html
import json
import re

from seventysixth_corpus import gen_pw
from seventysixth_spec import Fam, enc_html

F = Fam(
    name="athens_signmaker_greek_neon",
    orgs=("pinakida", "neonathina", "tampelart"),
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
        ("Βλάχος", "vlachos"),
    ),
    words=(
        "ellada",
        "athina",
        "plaka",
        "pireas",
        "thalassa",
        "ilios",
        "agapi",
        "kalimera",
        "souvlaki",
        "olympiakos",
        "panathinaikos",
        "spiti",
        "neon",
        "tampela",
        "filos",
        "kafes",
        "frappe",
    ),
    pets=("azor", "lucky", "rex", "miou", "boubou", "kanela", "zeus"),
    cc="+30694",
    places=("Athina", "Peiraias", "Thessaloniki", "Patra", "Kallithea", "Glyfada"),
)


# 1. Viva Wallet Smart Checkout credentials (.env)
F.reg(
    "athens_viva_wallet_smart_checkout_dotenv",
    ("srv/<<org>>-eshop/.env", "home/<<fa>>/eshop/.env"),
    """# Viva Wallet - πληρωμές για πινακίδες / νέον κατά παραγγελία
VIVA_ENV=production
VIVA_MERCHANT_ID=<<uuid>>
VIVA_CLIENT_ID=<<h8>><<h8>>.apps.vivapayments.com
VIVA_CLIENT_SECRET=<<cred>>
VIVA_SOURCE_CODE=<<nn>>
""",
    "p:viva",
)


# 2. Viber CSV export in Greek


def _viber(s: dict) -> str:
    rows = [
        ("Date", "Time", "Sender", "Phone", "Message"),
        (
            f"{s['d']}/{s['mo']}/{s['y']}",
            f"{s['hh']}:{s['mi']}",
            f"{s['fn']} {s['ln']}",
            str(s["phone"]),
            "Καλημέρα! Ποιος είναι ο κωδικός για το VersaWorks PC;",
        ),
        (
            f"{s['d']}/{s['mo']}/{s['y']}",
            f"{s['hh']}:{s['mi2']}",
            f"{s['fn2']}",
            str(s["phone2"]),
            f"Κωδικός: {s['cred']}",
        ),
        (
            f"{s['d']}/{s['mo']}/{s['y']}",
            f"{s['hh']}:{s['mi2']}",
            f"{s['fn']} {s['ln']}",
            str(s["phone"]),
            "Ευχαριστώ 👍",
        ),
    ]
    return "\n".join(",".join(f'"{c}"' for c in r) for r in rows) + "\n"


F.reg(
    "athens_greek_viber_csv_export_kodikos",
    ("Documents/Viber/<<fa2>>_<<date>>.csv", "Downloads/viber_backup_<<n>>.csv"),
    _viber,
    "human",
)

# 3. myDATA (AADE) e-invoicing script
F.reg(
    "athens_aade_mydata_invoices_subscription_py",
    ("opt/<<org>>/mydata/send_invoices.py", "home/<<fa>>/timologia/mydata.py"),
    '''"""Αποστολή παραστατικών στο myDATA (ΑΑΔΕ)."""
import requests

AADE_USER_ID = "<<user>>"
AADE_SUBSCRIPTION_KEY = "<<cred>>"
URL = "https://mydatapi.aade.gr/myDATA/SendInvoices"


def send(xml_body: bytes) -> str:
    r = requests.post(URL, data=xml_body, headers={
        "aade-user-id": AADE_USER_ID,
        "Ocp-Apim-Subscription-Key": AADE_SUBSCRIPTION_KEY,
        "Content-Type": "application/xml",
    }, timeout=60)
    return r.text
''',
    "hex:32",
)


# 4. HTML table with an entity-escaped password (encoded)


def _pw_amp(rng, fam: Fam) -> str:
    while True:
        p = gen_pw(rng, sym="&<>!#*-_.")
        if any(c in p for c in "&<>"):
            return p


def _dec_html(text: str) -> str:
    m = re.search(r'<td class="pw">(.*?)</td>', text)
    return html.unescape(m.group(1))


F.reg(
    "athens_eshop_accounts_html_table_entities",
    ("Documents/λογαριασμοί.html", "intranet/<<org>>/accounts_<<n>>.html"),
    """<!DOCTYPE html>
<html lang="el"><head><meta charset="utf-8"><title>Λογαριασμοί <<orgc>></title></head>
<body>
<h1>Λογαριασμοί καταστήματος</h1>
<table border="1">
<tr><th>Υπηρεσία</th><th>Χρήστης</th><th>Κωδικός</th></tr>
<tr><td>WooCommerce admin</td><td><<user>></td><td class="pw"><<enc>></td></tr>
<tr><td>ACS Courier</td><td><<email2>></td><td>βλ. φάκελο</td></tr>
</table>
</body></html>
""",
    _pw_amp,
    syntax="",
    decode=_dec_html,
    encode=enc_html,
)

# 5. Xibo CMS settings.php (digital signage for customers)
F.reg(
    "athens_xibo_signage_cms_settings_php",
    ("var/www/xibo/web/settings.php", "srv/<<org>>-signage/settings.php"),
    """<?php
// Xibo CMS - ψηφιακές επιγραφές (LED / οθόνες πελατών)
$dbhost = 'localhost';
$dbuser = 'xibo';
$dbpass = '<<cred>>';
$dbname = 'xibo';
$dbssl = null;
define('SECRET_KEY', '');
define('MAX_EXECUTION', true);
""",
    "pw_sq",
    syntax="",
)


# 6. ACS Courier web services JSON config


def _acs(s: dict) -> str:
    doc = {
        "ACSApiKey": s["cred"],
        "Company_ID": f"{s['nn']}",
        "Company_Password": "σε KeePass",
        "User_ID": s["user"],
        "Language": "GR",
        "endpoint": "https://webservices.acscourier.net/ACSRestServices/api/ACSAutoRest",
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


F.reg(
    "athens_acs_courier_voucher_api_json",
    ("opt/<<org>>/acs/acs.json", "home/<<fa>>/courier/acs-<<n>>.json"),
    _acs,
    "alnum:32",
)

# 7. Greek e-mail to the new employee with the e-shop admin password
F.reg(
    "athens_greek_email_eshop_admin_kodikos",
    ("Mail/Απεσταλμένα/<<date>>.eml", "Thunderbird/<<org>>/Sent/<<nn>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Πρόσβαση στο e-shop
Date: Fri, <<d>> Nov <<y>> <<hh>>:<<mi>>:09 +0200
Content-Type: text/plain; charset=UTF-8

Γεια σου <<fn2>>,

Καλώς ήρθες στο εργαστήριο! Για τις παραγγελίες επιγραφών μπαίνεις εδώ:
https://<<dom>>/wp-admin
Χρήστης: <<user>>
Κωδικός: <<cred>>

Τα αρχεία κοπής βινυλίου είναι στον φάκελο \\\\NAS\\Plotter.
<<fn>>
""",
    "human",
)

# 8. .git-credentials of the web developer
F.reg(
    "athens_eshop_theme_git_credentials_pat",
    ("home/<<fa>>/.git-credentials", "Users/<<fa>>/.git-credentials"),
    """https://<<fa>>-<<org>>:<<cred>>@github.com
""",
    "p:github",
    syntax="",
)
