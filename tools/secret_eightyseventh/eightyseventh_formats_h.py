# ruff: noqa: E501
"""Family h: a πρακτορείο ΟΠΑΠ (lottery and betting agency) in Greece: AADE myDATA, Viva
Wallet, a Cosmote router, a betslip scanner, AnyDesk; Greek Viber chat, e-mail and calendar."""

from __future__ import annotations

import re

from eightyseventh_spec import Fam, enc_html, unhtml

F = Fam(
    name="praktoreio_lottery_betting",
    orgs=("tyxerokamari", "trifylli"),
    brands=("Πρακτορείο Το Τυχερό Καμάρι", "Πρακτορείο Τριφύλλι"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Δήμητρα", "dimitra"),
        ("Σπύρος", "spyros"),
        ("Βάσω", "vaso"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Γεωργίου", "georgiou"),
        ("Οικονόμου", "oikonomou"),
        ("Καραγιάννης", "karagiannis"),
        ("Νικολάου", "nikolaou"),
        ("Αντωνίου", "antoniou"),
    ),
    words=(
        "tzoker",
        "lotto",
        "kino",
        "paok",
        "olympiakos",
        "thessaloniki",
        "souvlaki",
        "ouzo",
        "kalamata",
        "thalassa",
        "gavros",
        "kerdos",
    ),
    pets=("azor", "lucky", "fifi", "bobos", "roza", "maximos"),
    places=(
        ("Καλαμαριά", "kalamaria"),
        ("Πειραιάς", "peiraias"),
        ("Περιστέρι", "peristeri"),
        ("Πάτρα", "patra"),
        ("Λάρισα", "larisa"),
    ),
    cc="+30",
    mobile=("69",),
)

F.reg(
    "praktoreio_greek_viber_kodikos_taxisnet",
    ("Viber/praktoreio_<<placea>>_<<ymd>>.txt", "backup/viber_<<fa>>_<<n3>>.txt"),
    """[<<dmy>> <<time>>] <<fn>> <<ln>>: Καλημέρα! Ο λογιστής ζητάει τους κωδικούς taxisnet για τις αποδείξεις
[<<dmy>> <<time>>] <<fn2>> <<ln2>>: Χρήστης <<user>>
[<<dmy>> <<time2>>] <<fn2>> <<ln2>>: Κωδικός <<cred>>
[<<dmy>> <<time2>>] <<fn2>> <<ln2>>: Μόλις τελειώσει να τον αλλάξουμε
[<<dmy>> <<time2>>] <<fn>> <<ln>>: Εντάξει, ευχαριστώ 👍
""",
    cred="human",
)

F.reg(
    "praktoreio_mydata_aade_python",
    ("mydata/send_invoices.py", "scripts/<<placea>>_mydata.py"),
    '''"""Αποστολή αποδείξεων (προμήθειες πρακτορείου) στο myDATA της ΑΑΔΕ."""

import requests

AADE_USER_ID = "<<user>>_mydata"
AADE_SUBSCRIPTION_KEY = "<<cred>>"
URL = "https://mydatapi.aade.gr/myDATA/SendInvoices"


def send(xml_body: bytes) -> str:
    r = requests.post(
        URL,
        data=xml_body,
        headers={
            "aade-user-id": AADE_USER_ID,
            "Ocp-Apim-Subscription-Key": AADE_SUBSCRIPTION_KEY,
            "Content-Type": "application/xml",
        },
        timeout=60,
    )
    return r.text
''',
    cred="hex:32",
)

F.reg(
    "praktoreio_vivawallet_pos_csharp",
    ("Praktoreio.Pos/VivaClient.cs", "src/<<org>>/Payments/VivaClient.cs"),
    """using System.Net.Http.Headers;
using System.Text;

namespace Praktoreio.Pos;

// Viva Wallet: πληρωμές με κάρτα στο γκισέ (<<place>>)
public static class VivaClient
{
    private const string ClientId = "<<cid>>.apps.vivapayments.com";
    private const string ClientSecret = "<<cred>>";

    public static AuthenticationHeaderValue Basic() =>
        new("Basic", Convert.ToBase64String(Encoding.UTF8.GetBytes($"{ClientId}:{ClientSecret}")));
}
""",
    cred="p:viva_secret",
    extra=lambda rng, s: {
        "cid": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(40))
    },
    syntax="",
)

F.reg(
    "praktoreio_cosmote_router_backup_conf",
    ("router/speedport_plus_<<placea>>.cfg", "backup/cosmote_router_<<ymd>>.conf"),
    """# Speedport Plus configuration export
system.hostname = praktoreio-<<placea>>
system.admin.user = admin
system.admin.password = <<cred>>
wlan.0.ssid = <<org>>_pelates
wlan.0.security = wpa2-psk
wlan.0.psk = kalh_tyxh_<<n4>>
wlan.1.ssid = <<org>>_terminal
wlan.1.hidden = 1
""",
    cred="pw_bare",
    syntax="",
)


def _html_mail(s: dict) -> str:
    return f"""From: {s["fa2"]}.{s["la2"]}@{s["dom"]}
To: {s["email"]}
Subject: Κωδικοί νέου τερματικού
MIME-Version: 1.0
Content-Type: text/html; charset=UTF-8

<html><body>
<p>Καλησπέρα {s["fn"]},</p>
<p>Ο κωδικός διαχειριστή για το νέο τερματικό στο {s["place"]}:</p>
<table border="1"><tr><td>Χρήστης</td><td>{s["user"]}</td></tr>
<tr><td>Κωδικός</td><td class="pw">{enc_html(str(s["cred"]))}</td></tr></table>
<p>Φιλικά,<br>{s["fn2"]} {s["ln2"]}</p>
</body></html>
"""


F.reg(
    "praktoreio_terminal_email_html_entities",
    ("mail/<<fa>>/cur/<<ts>>.eml", "Outlook/praktoreio_<<n3>>.eml"),
    _html_mail,
    cred="pw_xml",
    decode=lambda t: unhtml(re.search(r'<td class="pw">(.*?)</td>', t).group(1)),
)

F.reg(
    "praktoreio_betslip_scanner_ftp_ini",
    ("C:/ProgramData/SlipScan/settings.ini", "slipscan/<<placea>>/settings_<<n2>>.ini"),
    """[Scanner]
Model=Fujitsu fi-800R
Dpi=200
Duplex=0

[Upload]
; σκαναρισμένα δελτία προς τον φάκελο του λογιστή
Protocol=ftps
Host=<<ip2>>
Port=21
User=slips_<<placea>>
Password=<<cred>>
RemoteDir=/deltia/<<year>>
""",
    cred="pw",
)

F.reg(
    "praktoreio_anydesk_sticky_note_ocr",
    ("scans/postit_tameio_<<n3>>.txt", "ocr/<<placea>>_anydesk_<<ymd>>.txt"),
    """ANYDESK ταμείο
<<n3>> <<n3>> <<n3>>
κωδ.
<<cred>>
(τεχνικός Τρίτη)
""",
    cred="human",
)

F.reg(
    "praktoreio_calendar_ics_opap_training",
    ("calendar/praktoreio_<<ymd>>.ics", "Downloads/εκπαίδευση_<<n3>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<ymd>>T090000Z
DTEND:<<ymd>>T110000Z
UID:<<uid>>@google.com
SUMMARY:Εκπαίδευση νέου τερματικού - <<place>>
DESCRIPTION:Σύνδεση στην πλατφόρμα εκπαίδευσης\\nΧρήστης: <<user>>\\nΚωδικός: <<cred>>\\nΦέρτε την κάρτα πράκτορα
LOCATION:<<brand>>
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
)
