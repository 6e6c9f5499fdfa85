# ruff: noqa: E501
"""Family i: a migrant-support desk in Thessaloniki, Greece (Greek, with Arabic and Farsi)."""

from __future__ import annotations

from hundredth_spec import Fam, b64

FAM = Fam(
    name="metanastes_stegi_desk",
    orgs=("filoxenia",),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Δημήτρης", "dimitris"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Κατερίνα", "katerina"),
        ("Νίκος", "nikos"),
        ("Σοφία", "sofia"),
        ("Παναγιώτης", "panagiotis"),
        ("Αναστασία", "anastasia"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Γεωργίου", "georgiou"),
        ("Οικονόμου", "oikonomou"),
        ("Καραγιάννη", "karagianni"),
        ("Βασιλείου", "vasileiou"),
        ("Αθανασίου", "athanasiou"),
        ("Μακρή", "makri"),
        ("Ιωάννου", "ioannou"),
    ),
    words=(
        "filoxenia",
        "thessaloniki",
        "lefkos",
        "pyrgos",
        "thalassa",
        "ilios",
        "elpida",
        "kalimera",
        "agapi",
        "bougatsa",
        "vardaris",
        "aristotelous",
        "paok",
        "ladadika",
        "kastra",
        "spiti",
    ),
    pets=("azor", "loukoumas", "bobos", "pitsi", "fifi", "maximos", "roza", "mpampis"),
    cc="+30",
)
reg = FAM.reg

reg(
    "metanastes_greek_viber_csv_kodikos",
    ("viber/Viber_<<y>>_<<mo>>_<<d>>_<<k>>.csv", "exports/viber-grafeio-<<fa>>.csv"),
    """Date,Time,Sender,Phone,Message
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mm>>,<<first>> <<last>>,<<phone>>,Καλημέρα! Ξέχασα τον κωδικό για το Google Workspace του γραφείου
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mm>>,<<first2>> <<last2>>,<<phone2>>,Ο νέος κωδικός είναι <<cred>>
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mm>>,<<first2>> <<last2>>,<<phone2>>,Μην τον γράψεις πουθενά στο γκισέ 🙂
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mm>>,<<first>> <<last>>,<<phone>>,Ευχαριστώ!
""",
    "human_x",
    syntax="",
)

reg(
    "metanastes_greek_email_kodikos_taxisnet",
    ("mail/taxisnet_<<fa>>_<<k>>.eml", "Αλληλογραφία/<<y>><<mo>><<d>>_kodikoi.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: Κωδικοί TAXISnet για τις αιτήσεις ΑΜΚΑ / ΠΑΑΥΠΑ
Date: <<d>> Feb <<y>> <<hh>>:<<mm>>:<<ss>> +0200
Content-Type: text/plain; charset="UTF-8"

Γεια σου <<first>>,

Για τις αιτήσεις ΠΑΑΥΠΑ των ωφελούμενων χρησιμοποιούμε τους κωδικούς της οργάνωσης:

Όνομα χρήστη: FILOX<<n>>
Κωδικός: <<cred>>

Οι κωδικοί είναι μόνο για χρήση στο γραφείο. Αν κλειδώσει ο λογαριασμός, πάρε με τηλέφωνο.

Φιλικά,
<<first2>>
""",
    "human",
    syntax="",
)

reg(
    "metanastes_vivawallet_client_secret_python",
    ("donations/viva_<<k>>.py", "scripts/viva_wallet_<<fa>>.py"),
    '''"""Δωρεές μέσω Viva Wallet (Smart Checkout)."""
import requests

CLIENT_ID = "<<cid>>.apps.vivapayments.com"
CLIENT_SECRET = "<<cred>>"
SOURCE_CODE = "<<n>>"


def token() -> str:
    r = requests.post(
        "https://accounts.vivapayments.com/connect/token",
        data={"grant_type": "client_credentials"},
        auth=(CLIENT_ID, CLIENT_SECRET),
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]
''',
    "alnum:30",
    extra=lambda r, s: {
        "cid": "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(40))
    },
)

reg(
    "metanastes_deepl_translation_key_js",
    ("translate-widget/deepl_<<k>>.js", "gkise/js/metafrasi-<<fa>>.js"),
    """// Γρήγορη μετάφραση εγγράφων στο γκισέ (αραβικά, φαρσί, γαλλικά → ελληνικά)
const DEEPL_AUTH_KEY = "<<cred>>";

export async function translate(text, target = "EL") {
  const res = await fetch("https://api-free.deepl.com/v2/translate", {
    method: "POST",
    headers: { Authorization: `DeepL-Auth-Key ${DEEPL_AUTH_KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ text: [text], target_lang: target }),
  });
  return (await res.json()).translations[0].text;
}
""",
    "p:deepl",
    syntax="",
)

reg(
    "metanastes_odoo_conf_admin_passwd",
    ("etc/odoo/odoo_<<k>>.conf", "odoo/filoxenia-<<fa>>.conf"),
    """[options]
; Odoo 17 - ραντεβού και φάκελοι ωφελούμενων
admin_passwd = <<cred>>
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = False
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/opt/filoxenia/addons
xmlrpc_port = 8069
proxy_mode = True
""",
    "pw",
    syntax="ini",
)

reg(
    "metanastes_wireguard_field_laptop_conf",
    ("wireguard/laptop-<<fa>>.conf", "etc/wireguard/wg<<k>>.conf"),
    """# φορητό για τις επισκέψεις στη δομή - VPN προς το γραφείο
[Interface]
PrivateKey = <<cred>>
Address = 10.66.<<k>>.2/32
DNS = 10.66.0.1

[Peer]
PublicKey = <<pub_key>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.66.0.0/16, <<ip>>/32
PersistentKeepalive = 25
""",
    "b64:32",
    syntax="",
    extra=lambda r, s: {"pub_key": b64(r, 32)},
)

reg(
    "metanastes_whatsapp_farsi_reply_only_value",
    ("WhatsApp/Συνομιλία WhatsApp με <<first>>.txt", "chats/wa_diermineas_<<k>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - <<first2>> <<last2>>: سلام، رمز عبور تبلت پذیرش چیه؟ / Ποιος είναι ο κωδικός του tablet στην υποδοχή;
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - <<first>> <<last>>: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - <<first2>> <<last2>>: مرسی 🙏
""",
    "human_x",
    syntax="",
)

reg(
    "metanastes_smsto_api_key_env",
    ("sms-reminders/.env", "deploy/rantevou-<<k>>.env"),
    """# Υπενθυμίσεις ραντεβού με SMS (SMS.to)
SMSTO_API_KEY=<<cred>>
SMSTO_SENDER_ID=Filoxenia
REMINDER_HOURS_BEFORE=24
DEFAULT_LANGS=el,ar,fa,fr
""",
    "alnum:32",
    syntax="",
)
