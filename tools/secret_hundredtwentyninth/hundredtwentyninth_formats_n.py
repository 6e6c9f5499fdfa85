# ruff: noqa: E501
"""Family n: a solar water-heater (ηλιακός θερμοσίφωνας) installer in Heraklion, Crete, Greece (Greek)."""

from __future__ import annotations

import base64

from hundredtwentyninth_spec import Fam, after, human_local

F = Fam(
    name="iliakos_solar_heater_crete",
    orgs=("heliothermi",),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Μανώλης", "manolis"),
        ("Κατερίνα", "katerina"),
        ("Στέλιος", "stelios"),
    ),
    last=(
        ("Παπαδάκης", "papadakis"),
        ("Μανουσάκης", "manousakis"),
        ("Βασιλάκης", "vasilakis"),
        ("Κωνσταντινίδης", "konstantinidis"),
        ("Δασκαλάκης", "daskalakis"),
        ("Τζανάκης", "tzanakis"),
    ),
    words=(
        "ilios",
        "thalassa",
        "kriti",
        "iraklio",
        "elia",
        "ouranos",
        "zeus",
        "athina",
        "kafes",
        "meltemi",
        "kyma",
        "astro",
        "faros",
        "knossos",
        "psiloritis",
        "raki",
        "dakos",
        "lyra",
    ),
    pets=("argos", "bobos", "lucky", "mavros", "ziza", "rex"),
    cc="+30",
    places=("Ηράκλειο", "Χερσόνησος", "Μάλια", "Αρκαλοχώρι", "Τυμπάκι", "Γούρνες", "Μοίρες"),
    local=("Ήλιος", "Θάλασσα", "Κρήτη", "Ελιά", "Ουρανός", "Αστέρι", "Κύμα", "Μελτέμι", "Φάρος"),
)

F.reg(
    "iliakos_viber_csv_greek_kodikos",
    ("Viber/viber_<<fa>>_<<n>>.csv", "backup/viber_messages_<<d>>.csv"),
    """Date,Time,Sender,Sender phone,Message
<<dd>>/<<mo>>/<<y>>,<<hh>>:<<mi>>,<<fn>> <<ln>>,<<phone>>,"Καλημέρα, ο θερμοσίφωνας στο <<place>> έχει διαρροή στο boiler"
<<dd>>/<<mo>>/<<y>>,<<hh>>:<<mi>>,<<fn2>> <<ln2>>,<<phone2>>,"Στείλε μου τον κωδικό της εφαρμογής του ηλεκτρικού θερμοστάτη"
<<dd>>/<<mo>>/<<y>>,<<hh>>:<<mi>>,<<fn>> <<ln>>,<<phone>>,"Ο κωδικός είναι <<cred>>"
""",
    "human_x",
    syntax="",
)

F.reg(
    "iliakos_mydata_aade_subscription_key_python",
    ("mydata/send_invoices.py", "home/<<fa>>/mydata/apostoli_<<n>>.py"),
    """# Αποστολή παραστατικών στο myDATA (ΑΑΔΕ)
import requests

HEADERS = {
    "aade-user-id": "<<user>>",
    "ocp-apim-subscription-key": "<<cred>>",
    "Content-Type": "application/xml",
}

with open("invoices.xml", "rb") as f:
    r = requests.post("https://mydatapi.aade.gr/myDATA/SendInvoices", headers=HEADERS, data=f.read(), timeout=60)
print(r.status_code, r.text[:300])
""",
    "hex:32",
)

F.reg(
    "iliakos_viva_wallet_client_secret_dotenv",
    ("eshop/.env", "var/www/<<org>>-<<n>>/.env"),
    """APP_ENV=production
VIVA_ENVIRONMENT=live
VIVA_MERCHANT_ID=<<uuid>>
VIVA_CLIENT_ID=<<cid>>.apps.vivapayments.com
VIVA_CLIENT_SECRET=<<cred>>
VIVA_SOURCE_CODE=<<n4>>
""",
    "alnum:30",
    syntax="",
    extra=lambda rng, s: {
        "cid": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(42))
    },
)


def _dec_b64_mail(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = base64.b64decode("".join(body.split())).decode("utf-8")
    return after(plain, "Κωδικός:")


def _b64_mail(s: dict) -> str:
    body = (
        f"Γεια σας κ. {s['ln2']},\n\n"
        "σας στέλνω τα στοιχεία πρόσβασης για την πλατφόρμα του προμηθευτή "
        "(παραγγελίες συλλεκτών και boiler):\n\n"
        f"Χρήστης: {s['user']}\n"
        f"Κωδικός: {s['cred']}\n\n"
        f"Με εκτίμηση,\n{s['fn']} {s['ln']}\n"
    )
    enc = base64.b64encode(body.encode("utf-8")).decode()
    lines = "\n".join(enc[i : i + 76] for i in range(0, len(enc), 76))
    return (
        f"From: {s['fn']} {s['ln']} <{s['email']}>\n"
        f"To: {s['email2']}\n"
        "Subject: =?UTF-8?B?"
        + base64.b64encode("Κωδικοί πρόσβασης προμηθευτή".encode()).decode()
        + "?=\n"
        f"Date: Wed, {s['dd']} Apr {s['y']} {s['hh']}:{s['mi']}:00 +0300\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: base64\n\n" + lines + "\n"
    )


F.reg(
    "iliakos_greek_email_base64_body_kodikos",
    ("Mail/Εισερχόμενα/<<n4>>.eml", "thunderbird/<<fa>>/promitheftis_<<d>>.eml"),
    _b64_mail,
    human_local,
    syntax="",
    decode=_dec_b64_mail,
)

F.reg(
    "iliakos_elorus_api_token_php",
    ("timologia/elorus.php", "www/<<org>>/inc/elorus_<<n>>.php"),
    """<?php
// Τιμολόγηση εγκαταστάσεων μέσω Elorus
$headers = [
    'Authorization: Token <<cred>>',
    'X-Elorus-Organization: <<n6>><<n4>>',
    'Content-Type: application/json',
];
$ch = curl_init('https://api.elorus.com/v1.1/invoices/');
curl_setopt($ch, CURLOPT_HTTPHEADER, $headers);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
$res = json_decode(curl_exec($ch), true);
""",
    "hex:40",
    syntax="",
)

F.reg(
    "iliakos_anydesk_note_value_next_line",
    ("Desktop/anydesk_<<fa>>.txt", "σημειώσεις/pc_<<place>>_<<n>>.txt"),
    """AnyDesk γραφείο <<place>>
<<n>> <<n>> <<n>>
<<cred>>
""",
    "human",
    syntax="",
)

F.reg(
    "iliakos_calendar_ics_service_visit_description",
    ("calendar/episkepsi_<<n>>.ics", "Ημερολόγιο/<<d>>_<<fa>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
UID:<<uuid>>@google.com
DTSTART:<<y>><<mo>><<dd>>T0<<h1>>0000Z
DTEND:<<y>><<mo>><<dd>>T1<<h1>>0000Z
SUMMARY:Συντήρηση ηλιακού - <<fn>> <<ln>>
LOCATION:<<place>>\\, Κρήτη
DESCRIPTION:Αλλαγή ανοδίου και καθαρισμός συλλεκτών. Wi-Fi για τον θερμοστ
 άτη: Vodafone-<<n>> / <<cred>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"h1": str(rng.randint(6, 9))},
)

F.reg(
    "iliakos_wordpress_wp_config_db_password",
    ("public_html/wp-config.php", "sites/<<org>>-<<n>>/wp-config.php"),
    """<?php
/** Ιστοσελίδα <<orgc>> - ηλιακοί θερμοσίφωνες Κρήτης */
define( 'DB_NAME', 'heliothermi_wp' );
define( 'DB_USER', 'hel_wp<<n>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_<<hex8>>_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)
