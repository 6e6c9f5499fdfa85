"""Family d: the IT contractor of a boutique hotel on Santorini, Greece (Greek)."""

# ruff: noqa: E501

from __future__ import annotations

from hundredtwentyfifth_spec import Fam, after, dec_qp, enc_qp, fill, gen

F = Fam(
    name="itcontractor_boutique_hotel_greece",
    orgs=("aspromelos",),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Δήμητρα", "dimitra"),
        ("Σταύρος", "stavros"),
        ("Αθηνά", "athina"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Νικολάου", "nikolaou"),
        ("Γεωργίου", "georgiou"),
        ("Βλάχος", "vlachos"),
        ("Καραγιάννη", "karagianni"),
        ("Σιγάλας", "sigalas"),
    ),
    words=(
        "santorini",
        "oia",
        "kalimera",
        "thalassa",
        "meltemi",
        "caldera",
        "aegean",
        "naxos",
        "paros",
        "kyklades",
        "ouzo",
        "assyrtiko",
        "vinsanto",
        "fira",
        "kamari",
        "agapi",
        "ilios",
        "imerovigli",
    ),
    pets=("azor", "bobos", "lucky", "maya", "rex", "fifi", "loukoumas"),
    cc="30",
    city="Φηρά",
    accented=(
        "Θάλασσα",
        "Καλημέρα",
        "Μελτέμι",
        "Καλντέρα",
        "Αγάπη",
        "Ήλιος",
        "Σαντορίνη",
        "Ασύρτικο",
    ),
)

F.reg(
    "itcontractor_bare_deploy_key_file",
    ("clients/<<org>>/keys/id_rsa_<<fa>>", "handover/<<org>>-<<n>>/deploy_key"),
    "<<cred>>\n",
    cred="rsa",
    syntax="",
)

F.reg(
    "itcontractor_greek_viber_copied_kodikos",
    ("viber/<<fa>>_<<date>>.txt", "Documents/viber_<<fa2>>_<<n>>.txt"),
    """[<<dmy>> <<time>>] <<fn>> <<ln>>: Καλημέρα! Το Wi-Fi στις σουίτες της καλντέρας πέφτει πάλι
[<<dmy>> <<time2>>] <<fn2>>: Θα μπω απομακρυσμένα. Ο κωδικός του UniFi είναι ακόμα ο ίδιος;
[<<dmy>> <<time2>>] <<fn>> <<ln>>: Όχι, τον άλλαξε ο Σταύρος. Κωδικός: <<cred>>
[<<dmy>> <<time2>>] <<fn2>>: 👍 μπήκα
""",
    cred="human",
)

F.reg(
    "itcontractor_mikrotik_hotspot_rsc_export",
    ("mikrotik/<<org>>_<<date>>.rsc", "backups/hAP-<<n>>/export.rsc"),
    """# <<date>> by RouterOS 7.14.3
# model = RB5009UG+S+
/interface bridge
add name=bridge-guests
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=hsprof-guests
/ip hotspot user
add name=<<user>> password="<<cred>>" profile=default comment="reception"
/user
add name=contractor group=full comment="<<fn>> <<ln>>"
/system identity
set name=<<orgcap>>-core
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "itcontractor_viva_wallet_smart_checkout_node",
    ("booking-engine/src/viva.js", "<<org>>-web/server/payments/viva_<<n>>.js"),
    """// Viva Wallet Smart Checkout: δημιουργία παραγγελίας προκαταβολής
const fetch = require('node-fetch');

const VIVA_CLIENT_ID = '<<cid>>.apps.vivapayments.com';
const VIVA_CLIENT_SECRET = '<<cred>>';
const ACCOUNTS = 'https://accounts.vivapayments.com/connect/token';

async function token() {
  const basic = Buffer.from(`${VIVA_CLIENT_ID}:${VIVA_CLIENT_SECRET}`).toString('base64');
  const r = await fetch(ACCOUNTS, {
    method: 'POST',
    headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'grant_type=client_credentials',
  });
  return (await r.json()).access_token;
}

module.exports = { token };
""",
    cred="alnum:30",
    syntax="",
    extra=lambda rng, s: {"cid": gen(rng, "alnum:20").lower()},
)

F.reg(
    "itcontractor_webhotelier_channel_credentials_xml",
    ("config/webhotelier_<<n>>.xml", "integrations/<<org>>/wh-<<fa>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<channel provider="WebHotelier">
  <endpoint>https://rest.reserve-online.net</endpoint>
  <property code="<<org>>"/>
  <username><<user>></username>
  <password><<cred>></password>
  <sync rates="true" availability="true" intervalMinutes="10"/>
</channel>
""",
    cred="pw_xml",
)

F.reg(
    "itcontractor_ansible_inventory_yaml_password",
    ("ansible/inventories/<<org>>/hosts.yml", "infra/<<fa>>/inventory_<<n>>.yaml"),
    """all:
  children:
    hotel:
      hosts:
        pms-win:
          ansible_host: <<ip>>
          ansible_user: Administrator
          ansible_password: '<<cred>>'
          ansible_connection: winrm
          ansible_winrm_server_cert_validation: ignore
        nvr:
          ansible_host: <<lan>>
        unifi:
          ansible_host: unifi.<<dom>>
""",
    cred="pw_sq",
)

_GR_BODY = """Γεια σου <<fn2>>,

Σου στέλνω τα στοιχεία για το νέο PMS (Protel Air) πριν φύγω για Νάξο.
Χρήστης: <<user>>
Κωδικός: <<cred>>

Άλλαξέ τον την πρώτη φορά που θα μπεις. Το VPN δουλεύει με το ίδιο όνομα χρήστη.

Φιλικά,
<<fn>> <<ln>>
"""


def _gr_mail(s):
    head = fill(
        """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?=CE=9A=CF=89=CE=B4=CE=B9=CE=BA=CF=8C=CF=82_PMS?=
Date: <<dd>> May <<year>> <<time>>:00 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: quoted-printable

""",
        **s,
    )
    return head + enc_qp(fill(_GR_BODY, **s))


def _dec_gr_mail(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after(r"Κωδικός: (\S+)", dec_qp(body))


F.reg(
    "itcontractor_greek_email_quoted_printable_kodikos",
    ("mail/<<fa>>/<<date>>_pms.eml", "thunderbird/<<org>>/sent_<<n>>.eml"),
    _gr_mail,
    cred="human_acc",
    decode=_dec_gr_mail,
)

F.reg(
    "itcontractor_rclone_b2_offsite_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "clients/<<org>>/rclone_<<n>>.conf"),
    """[b2-<<org>>]
type = b2
account = 005<<kid>>0000000001
key = <<cred>>
hard_delete = false

[nas]
type = local
""",
    cred="p:b2",
    syntax="ini",
    extra=lambda rng, s: {"kid": gen(rng, "hex:12")},
)
