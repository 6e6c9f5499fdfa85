# ruff: noqa: E501
"""Family j: a wedding banquet hall in Thessaloniki, Greece (Greek)."""

from hundredtwentieth_spec import Fam

F = Fam(
    name="aithousa_dexioseon_thessaloniki",
    orgs=("aithousalefka", "ktimathermaikos", "dexioseisolympos", "lefkospyrgos"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Δημήτρης", "dimitris"),
        ("Ελένη", "eleni"),
        ("Νίκος", "nikos"),
        ("Κατερίνα", "katerina"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Νικολάου", "nikolaou"),
        ("Γεωργίου", "georgiou"),
        ("Οικονόμου", "oikonomou"),
        ("Βασιλείου", "vasileiou"),
        ("Αθανασίου", "athanasiou"),
    ),
    words=(
        "thessaloniki",
        "gamos",
        "nyfi",
        "koumbaros",
        "bouzouki",
        "kefi",
        "thalassa",
        "olympos",
        "agapi",
        "paok",
        "lefkos",
        "pyrgos",
        "bougatsa",
        "thermaikos",
    ),
    pets=("azor", "lucky", "bobos", "zouzou", "roza", "fifis"),
    cc="30",
    city="Θεσσαλονίκη",
)

F.reg(
    "dexiosi_greek_viber_csv_kodikos",
    ("viber/Viber_<<fa>>_<<date>>.csv", "exports/viber-<<nn>>.csv"),
    """Date,Time,Sender Name,Sender Phone Number,Message
<<dmy>>,<<hh>>:<<mi>>,<<fn>> <<ln>>,<<phone>>,Καλησπέρα! Ποιος είναι ο κωδικός για το tablet της σάλας;
<<dmy>>,<<hh>>:<<mi>>,<<fn2>>,<<phone>>,Ο κωδικός είναι <<cred>>
<<dmy>>,<<hh>>:<<mi>>,<<fn>> <<ln>>,<<phone>>,Ευχαριστώ! Το γλέντι ξεκινάει στις 21:00
""",
    cred="human",
)

F.reg(
    "dexiosi_viva_wallet_csharp_client_secret",
    ("src/<<orgc>>.Payments/VivaOptions.cs", "booking/<<fa>>/VivaConfig<<nn>>.cs"),
    """namespace <<orgc>>.Payments;

// Προκαταβολή κράτησης αίθουσας μέσω Viva Wallet Smart Checkout
public static class VivaConfig
{
    public const string ClientId = "<<hex8>><<hex8>>.apps.vivapayments.com";
    public const string ClientSecret = "<<cred>>";
    public const string SourceCode = "<<nnn>><<n>>";
    public const string TokenUrl = "https://accounts.vivapayments.com/connect/token";
}
""",
    cred="p:viva",
    syntax="",
)

F.reg(
    "dexiosi_greek_email_kodikos_taxisnet_logistis",
    ("mail/απεσταλμένα/<<date>>_<<nn>>.eml", "Mail/<<fa>>/logistis-<<d>><<m>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Κωδικοί TAXISnet για τις αποδείξεις του Ιουνίου
Date: Wed, <<d>> Jun <<y>> <<hh>>:<<mi>>:00 +0300
Content-Type: text/plain; charset=utf-8

Καλημέρα κ. <<fn2>>,

Σας στέλνω τους κωδικούς της εταιρείας για να περάσετε τα τιμολόγια των γάμων στο myDATA:

Όνομα χρήστη: <<user>>
Κωδικός: <<cred>>

Είχαμε 14 δεξιώσεις τον Ιούνιο, τα παραστατικά είναι στον κοινό φάκελο.

Με εκτίμηση,
<<fn>>
""",
    cred="human",
)

F.reg(
    "dexiosi_mydata_aade_subscription_key_python",
    ("scripts/mydata_send_<<nn>>.py", "<<org>>/logistirio/mydata.py"),
    '''"""Αποστολή παραστατικών στο myDATA (ΑΑΔΕ)."""

import requests

AADE_USER_ID = "<<org>><<nn>>"
AADE_SUBSCRIPTION_KEY = "<<cred>>"
URL = "https://mydatapi.aade.gr/myDATA/SendInvoices"


def send(xml_body):
    headers = {
        "aade-user-id": AADE_USER_ID,
        "Ocp-Apim-Subscription-Key": AADE_SUBSCRIPTION_KEY,
        "Content-Type": "application/xml",
    }
    return requests.post(URL, data=xml_body.encode("utf-8"), headers=headers, timeout=30)
''',
    cred="hex:32",
)

F.reg(
    "dexiosi_hall_cameras_go2rtc_yaml",
    ("go2rtc/go2rtc.yaml", "nvr/<<org>>-<<nn>>/go2rtc.yaml"),
    """streams:
  sala_kentriki: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
  kipos: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
api:
  listen: ":1984"
""",
    cred="pw_url",
)

F.reg(
    "dexiosi_banquet_pos_sql_server_udl",
    ("POS/connection_<<nn>>.udl", "C/Program Files/<<orgc>>POS/db.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=Dexioseis;Data Source=<<ip>>\\SQLEXPRESS
""",
    cred="pw_alnum",
    syntax="",
)

F.reg(
    "dexiosi_rehearsal_ics_kodikos_wifi",
    ("calendar/prova_<<date>>.ics", "exports/<<fa>>-<<nn>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Apple Inc.//macOS 15.1//EN
BEGIN:VEVENT
UID:<<uuid>>
DTSTART;TZID=Europe/Athens:<<y>><<m>><<d>>T<<hh>>0000
SUMMARY:Πρόβα μενού — ζευγάρι <<la>>
LOCATION:<<orgc>>\\, Περαία
DESCRIPTION:Wi-Fi για τον DJ: Sala-Events / <<cred>>
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
)

F.reg(
    "dexiosi_hall_server_ssh_id_rsa_file",
    ("home/<<fa>>/.ssh/id_rsa", "backup/server-<<nn>>/root/.ssh/id_rsa"),
    "<<cred>>\n",
    cred="pem",
)
