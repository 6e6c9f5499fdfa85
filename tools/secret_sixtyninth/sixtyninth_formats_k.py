# ruff: noqa: E501
"""Family k: an ambulance service (إسعاف / secours) in Lebanon; Arabic and French."""

from __future__ import annotations

import base64
import json

from sixtyninth_corpus import b64
from sixtyninth_spec import Fam, email, wa

FAM = Fam(
    name="isaaf_lebanon_ambulance_service",
    orgs=("nabdisaaf", "isaafbeirut", "secoursarz", "ambulancecedre", "isaafjabal"),
    tld="lb",
    first=(
        ("رامي", "rami"),
        ("ليلى", "layla"),
        ("جورج", "georges"),
        ("نادين", "nadine"),
        ("حسن", "hassan"),
        ("ريتا", "rita"),
        ("كريم", "karim"),
        ("مايا", "maya"),
        ("طوني", "tony"),
        ("زينب", "zeinab"),
    ),
    last=(
        ("حداد", "haddad"),
        ("خوري", "khoury"),
        ("سلامة", "salameh"),
        ("نصر", "nasr"),
        ("عيسى", "issa"),
        ("شمعون", "chamoun"),
        ("فرحات", "farhat"),
        ("الحسيني", "husseini"),
    ),
    words=(
        "beirut",
        "byblos",
        "cedre",
        "arz",
        "baalbek",
        "zahle",
        "jounieh",
        "tabbouleh",
        "manouche",
        "fairuz",
        "sanine",
        "qadisha",
        "batroun",
        "saida",
        "yalla",
        "habibi",
        "ahla",
        "watan",
        "ashrafieh",
        "hamra",
    ),
    pets=("Loulou", "Snoopy", "Mimi", "Rocky", "Caramel", "Zizou", "Bella"),
    places=("بيروت", "جونيه", "صيدا", "طرابلس", "زحلة", "جبيل"),
    phone_pat="+961 3 ### ###",
)
R = FAM.reg


# 1. WhatsApp (Lebanese Arabic, iOS style): the dispatch software password --------------------------------------
def _wa(s):
    return wa(
        s,
        [
            (0, "مرحبا، شو كلمة السر تبع برنامج الإرسال؟ ما عم يفوت عالكمبيوتر بالمركز"),
            (1, f"اليوزر {s['user']}"),
            (1, f"كلمة السر: {s['cred']}"),
            (0, "ميرسي كتير 🙏🚑"),
            (1, "ما تعطيها لحدا من المتطوعين الجداد"),
        ],
        style="ios",
    )


R(
    "isaaf_arabic_whatsapp_kalimat_sir_dispatch",
    (
        "WhatsApp/WhatsApp Chat - <<fa2>>.txt",
        "Téléchargements/WhatsApp Chat with Centre <<fa2>>.txt",
    ),
    _wa,
    "human",
    syntax="",
)

# 2. Traccar (ambulance GPS tracking) traccar.xml: database password ---------------------------------------------------
R(
    "isaaf_traccar_fleet_tracking_xml",
    ("traccar/conf/traccar.xml", "opt/traccar-<<org>>/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- Suivi GPS des ambulances - centre <<orgc>> -->
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<lan>>:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='web.port'>8082</entry>
    <entry key='geocoder.enable'>false</entry>
</properties>
""",
    "pw_xml",
)


# 3. French e-mail from a hospital: the emergency-bed portal password -----------------------------------------------------
def _mail(s):
    body = (
        f"Bonjour {s['fa'].capitalize()},\n\n"
        "Suite à notre réunion, voici l'accès de votre centre au portail de disponibilité des lits "
        "des urgences (pour orienter les ambulances avant le transport).\n\n"
        f"Identifiant : {s['user']}\n"
        f"Mot de passe : {s['cred']}\n\n"
        "Merci de ne pas le partager dans les groupes WhatsApp.\n\n"
        f"Bien à vous,\n{s['fa2'].capitalize()} {s['la2'].capitalize()}\nService des urgences\n{s['phone2']}\n"
    )
    return email(s, str(s["email2"]), str(s["email"]), "Accès portail lits urgences", body)


R(
    "isaaf_french_email_mot_de_passe_lits_urgences",
    ("Mail/Inbox/<<hx>>.eml", "Outlook/Archives/acces-portail-<<num>>.eml"),
    _mail,
    "human",
    syntax="",
)

# 4. Asterisk pjsip.conf of the radio / telephone gateway ------------------------------------------------------------------
R(
    "isaaf_asterisk_radio_gateway_pjsip_conf",
    ("asterisk/pjsip.conf", "etc/asterisk/pjsip_<<org>>.conf"),
    """; Passerelle radio <-> téléphone - central 140
[transport-udp]
type=transport
protocol=udp
bind=0.0.0.0

[amb<<n>>]
type=endpoint
context=ambulances
disallow=all
allow=ulaw,alaw
auth=amb<<n>>-auth
aors=amb<<n>>

[amb<<n>>-auth]
type=auth
auth_type=userpass
username=amb<<n>>
password=<<cred>>

[amb<<n>>]
type=aor
max_contacts=2
""",
    "pw",
    syntax="",
)

# 5. Donations via Mastercard Gateway (areeba) in Python ----------------------------------------------------------------------
R(
    "isaaf_areeba_mpgs_donation_session_python",
    ("donations/mpgs_session.py", "web/<<org>>/payments/areeba.py"),
    '''"""Create a hosted checkout session for online donations (areeba / Mastercard Gateway)."""

import requests

GATEWAY = "https://epayment.areeba.com/api/rest/version/78"
MERCHANT_ID = "<<merchant>>"
API_PASSWORD = "<<cred>>"


def create_session(order_id: str, amount: str) -> str:
    r = requests.post(
        f"{GATEWAY}/merchant/{MERCHANT_ID}/session",
        auth=(f"merchant.{MERCHANT_ID}", API_PASSWORD),
        json={
            "apiOperation": "INITIATE_CHECKOUT",
            "interaction": {"operation": "PURCHASE", "merchant": {"name": "<<orgc>>"}},
            "order": {"id": order_id, "amount": amount, "currency": "USD", "description": "Donation"},
        },
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["session"]["id"]
''',
    "p:mpgs",
    extra=lambda rng, s: {"merchant": f"{str(s['org'])[:6].upper()}{s['num']}"},
)

# 6. WireGuard config of an ambulance's LTE router ---------------------------------------------------------------------------------
R(
    "isaaf_ambulance_lte_router_wireguard_conf",
    ("wireguard/amb<<n>>.conf", "routers/<<org>>/wg0-amb<<nn>>.conf"),
    """[Interface]
# Ambulance <<n>> - routeur LTE (moniteur défibrillateur -> centre)
PrivateKey = <<cred>>
Address = 10.<<nn>>.0.<<n>>/32
DNS = 10.<<nn>>.0.1

[Peer]
PublicKey = <<peer>>
Endpoint = <<pub>>:51820
AllowedIPs = 10.<<nn>>.0.0/24
PersistentKeepalive = 25
""",
    "b64:32",
    syntax="",
    extra=lambda rng, s: {"peer": b64(rng, 32)},
)


# 7. Viber CSV export: the reply is only the value ------------------------------------------------------------------------------------
def _viber(s):
    a = f"{s['fa'].capitalize()} {s['la'].capitalize()}"
    b = f"{s['fa2'].capitalize()} {s['la2'].capitalize()}"
    rows = [
        "Date,Time,Sender,Phone number,Message",
        f'{s["dmy"]},{s["time"]},{b},{s["phone2"]},"Salut, le code du wifi au poste de {s["place"]}?"',
        f'{s["dmy"]},{s["time"]},{a},{s["phone"]},"{s["cred"]}"',
        f'{s["dmy"]},{s["time"]},{b},{s["phone2"]},"merci 🙏"',
    ]
    return "\n".join(rows) + "\n"


R(
    "isaaf_viber_csv_export_reply_only_value",
    ("Viber/Viber messages <<date>>.csv", "Documents/viber_<<fa2>>_<<num>>.csv"),
    _viber,
    "human",
    syntax="",
)


# 8. Docker config.json: registry auth is base64(user:password) (encoded) -------------------------------------------------------------------
def _docker(s):
    auth = base64.b64encode(f"{s['user']}:{s['cred']}".encode()).decode()
    doc = {
        "auths": {"registry.gitlab.com": {"auth": auth}},
        "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
    }
    return json.dumps(doc, indent="\t") + "\n"


def _docker_decode(text: str) -> str:
    auth = json.loads(text)["auths"]["registry.gitlab.com"]["auth"]
    return base64.b64decode(auth).decode().split(":", 1)[1]


R(
    "isaaf_dispatch_server_docker_config_auth",
    ("root/.docker/config.json", "home/<<user>>/.docker/config.json"),
    _docker,
    "pw",
    decode=_docker_decode,
)
