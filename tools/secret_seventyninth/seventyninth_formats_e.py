"""Family e: a moving company (μετακομίσεις) in Athens, Greece (Greek)."""

from __future__ import annotations

import quopri
import re

from seventyninth_spec import Fam, csv_row, enc_qp, flat_ods, pick

F = Fam(
    name="athens_metakomiseis_movers",
    orgs=("metafora", "kouvalame", "akropolmove", "ermisvan"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Δήμητρα", "dimitra"),
        ("Σπύρος", "spyros"),
        ("Κατερίνα", "katerina"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Νικολάου", "nikolaou"),
        ("Γεωργίου", "georgiou"),
        ("Οικονόμου", "oikonomou"),
        ("Καραγιάννης", "karagiannis"),
        ("Βασιλείου", "vasileiou"),
        ("Αντωνίου", "antoniou"),
    ),
    words=(
        "akropoli",
        "pireas",
        "kifisia",
        "glyfada",
        "souvlaki",
        "frappe",
        "olympiakos",
        "panathinaikos",
        "aek",
        "thalassa",
        "ilios",
        "kamion",
        "kouti",
        "skala",
        "mykonos",
        "santorini",
        "athina",
        "kalimera",
        "yiayia",
        "filos",
        "moro",
        "lemoni",
        "elia",
    ),
    pets=("azor", "roza", "bobos", "lucky", "fifi", "maya", "zeus", "lola"),
    cc="+30",
)

# 1 Viber chat history CSV
F.reg(
    "metakomisi_viber_csv_kodikos_efarmogi_drivers",
    ("viber/Viber_<<fa>>_<<iso>>.csv", "<<org>>/exports/viber_chat_<<n>>.csv"),
    lambda s: (
        "\n".join(
            [
                csv_row(
                    s["dmy"],
                    f"{s['hh']}:{s['mi']}:{s['ss']}",
                    s["name2"],
                    s["phone2"],
                    "Καλημέρα, ποιος είναι ο κωδικός για το tablet στο φορτηγό;",
                ),
                csv_row(
                    s["dmy"],
                    f"{s['hh']}:{s['mi2']}:{s['ss']}",
                    s["name"],
                    s["phone"],
                    f"Χρήστης {s['login']} κωδικός {s['cred']}",
                ),
                csv_row(
                    s["dmy"],
                    f"{s['hh2']}:{s['mi']}:{s['ss']}",
                    s["name2"],
                    s["phone2"],
                    "Ευχαριστώ! Μπήκα",
                ),
            ]
        )
        + "\n"
    ),
    cred="human",
    syntax="",
)

# 2 WordPress wp-config.php of the quote-request site
F.reg(
    "metakomisi_quote_site_wp_config_db_password",
    ("public_html/wp-config.php", "<<org>>.gr/httpdocs/wp-config.php.bak<<n>>"),
    """<?php
/** Ιστότοπος προσφορών μετακόμισης */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'wp<<n>>_';
define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
)

# 3 Node: Viva Wallet Smart Checkout OAuth client secret
F.reg(
    "metakomisi_viva_smart_checkout_node_client_secret",
    ("server/payments/viva.js", "<<org>>-booking/src/viva_<<n>>.js"),
    """// Προκαταβολή μετακόμισης μέσω Viva Smart Checkout
const axios = require('axios');

const VIVA_CLIENT_ID = '<<hex8>><<n4>>.apps.vivapayments.com';
const VIVA_CLIENT_SECRET = '<<cred>>';

async function vivaToken() {
  const { data } = await axios.post(
    'https://accounts.vivapayments.com/connect/token',
    'grant_type=client_credentials',
    { auth: { username: VIVA_CLIENT_ID, password: VIVA_CLIENT_SECRET } },
  );
  return data.access_token;
}

module.exports = { vivaToken };
""",
    cred="alnum:30",
    syntax="",
)

# 4 Python: Wialon token for the trucks' GPS
F.reg(
    "metakomisi_truck_gps_wialon_login_token_python",
    ("scripts/fortiga_thesi.py", "<<org>>/gps/wialon_<<n>>.py"),
    """# Θέση φορτηγών για το πρόγραμμα της ημέρας
import json
import urllib.request

WIALON_TOKEN = "<<cred>>"
BASE = "https://hst-api.wialon.com/wialon/ajax.html"


def login() -> str:
    params = json.dumps({"token": WIALON_TOKEN})
    with urllib.request.urlopen(f"{BASE}?svc=token/login&params={params}") as r:
        return json.load(r)["eid"]
""",
    cred="p:wialon",
)

# 5 Quoted-printable Greek e-mail (encoded): the password has Greek letters
GREEK_WORDS = ("Μετακόμιση", "Φορτηγό", "Κούτα", "Σκάλα", "Πειραιάς", "Ακρόπολη", "Θάλασσα")


def _qp(rng, s):
    pw = f"{pick(rng, GREEK_WORDS)}{rng.randint(10, 2026)}{rng.choice('!.#@')}"
    body = (
        f"Γεια σου {s['first2']},\n\nο λογαριασμός σου στο πρόγραμμα δρομολογίων είναι έτοιμος.\n"
        f"Χρήστης: {s['login2']}\nΚωδικός: {pw}\n\nΚαλή δουλειά,\n{s['name']}\n"
    )
    return {"cred": pw, "needle": pw, "body": enc_qp(body)}


def _dec_qp(text):
    body = text.split("\n\n", 1)[1]
    return after(quopri.decodestring(body.encode()).decode(), "Κωδικός: ")


def after(text, label):
    m = re.search(re.escape(label) + r"(.*)", text)
    assert m
    return m.group(1).strip()


F.reg(
    "metakomisi_greek_email_quoted_printable_kodikos",
    ("mail/<<login>>/INBOX/<<n4>>.eml", "thunderbird/<<org>>/<<iso>>_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?zpvOv86zzrHPgc65zrHPg868z4zPgiDPgM+Bzr/Os8+BzqzOvM68zrHPhM6/z4I=?=
Date: Mon, <<d>> Sep <<yr>> <<hh>>:<<mi>>:<<ss>> +0300
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

<<body>>""",
    cred="pw",
    syntax="",
    extra=_qp,
    decode=_dec_qp,
)

# 6 .env: AADE myDATA subscription key (e-invoicing)
F.reg(
    "metakomisi_aade_mydata_subscription_key_env",
    ("timologisi/.env", "<<org>>-erp/.env.production<<n>>"),
    """MYDATA_ENV=production
MYDATA_URL=https://mydatapi.aade.gr/myDATA
AADE_USER_ID=<<org>><<n>>
OCP_APIM_SUBSCRIPTION_KEY=<<cred>>
AFM=0<<n6>><<n>>
""",
    cred="hex:32",
    syntax="",
)

# 7 Greek warehouse handover note
F.reg(
    "metakomisi_apothiki_handover_greek_wifi_kodikos",
    ("Σημειώσεις/παράδοση_αποθήκης_<<iso>>.txt", "<<org>>/notes/apothiki_<<n>>.txt"),
    """ΠΑΡΑΔΟΣΗ ΑΠΟΘΗΚΗΣ – Ασπρόπυργος – <<dmyd>>
Από: <<name>>   Προς: <<name2>>

- Κλειδιά ρολών στο συρτάρι του γραφείου.
- Φορτηγό ΙΚΒ-<<n4>>: ΚΤΕΟ την Πέμπτη.
- Ανελκυστήρας επίπλων: λάδια ΟΚ.

WiFi αποθήκης: <<orgc>>_Apothiki
κωδικός: <<cred>>
""",
    cred="human",
    syntax="",
)

# 8 Flat ODS: crew roster with the routing app logins
F.reg(
    "metakomisi_sinergeio_flat_ods_app_logins",
    ("Έγγραφα/συνεργεία_<<yr>>.fods", "<<org>>/roster_<<n>>.fods"),
    lambda s: flat_ods(
        "Συνεργεία",
        [
            ["Ονοματεπώνυμο", "Όχημα", "Τηλέφωνο", "Χρήστης", "Κωδικός"],
            [s["name"], f"ΙΚΒ-{s['n4']}", s["phone"], s["login"], s["cred"]],
            [s["name2"], f"ΙΚΒ-{s['n3']}1", s["phone2"], s["login2"], ""],
        ],
    ),
    cred="human_x",
    syntax="xml",
)
