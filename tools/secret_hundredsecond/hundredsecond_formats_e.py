# ruff: noqa: E501
"""Family e: a mountain-rescue team in the Khumbu, Nepal (Nepali in Devanagari, English)."""

from __future__ import annotations

import json
import random

from hundredsecond_spec import Fam, Slots, hexs, json_text, reg, rsa_pem

F = Fam(
    name="himalayan_mountain_rescue_nepal",
    orgs=("himalsathi", "khumbuheli", "sathirope", "lhotserope"),
    tld="org.np",
    first=(
        ("राम", "ram"),
        ("सीता", "sita"),
        ("पासाङ", "pasang"),
        ("निमा", "nima"),
        ("अनिता", "anita"),
        ("दोर्जे", "dorje"),
        ("मिङमा", "mingma"),
        ("सरिता", "sarita"),
    ),
    last=(
        ("शेर्पा", "sherpa"),
        ("गुरुङ", "gurung"),
        ("तामाङ", "tamang"),
        ("श्रेष्ठ", "shrestha"),
        ("राई", "rai"),
        ("थापा", "thapa"),
    ),
    words=(
        "himal",
        "sagarmatha",
        "namaste",
        "dhaulagiri",
        "annapurna",
        "yak",
        "momo",
        "lhotse",
        "khumbu",
        "dalbhat",
        "gorkha",
        "pokhara",
        "manaslu",
        "tashi",
        "delek",
        "chiya",
    ),
    pets=("kale", "bhote", "tommy", "jimmy", "laure", "chame"),
    places=("lukla", "namche", "pheriche", "jomsom", "lamjung", "dingboche"),
    cc="+977",
)


def _viber(s: Slots) -> str:
    rows = [
        "Date,Time,Sender Name,Sender Phone Number,Message",
        f'{s["dmys"]},{s["hh"]}:{s["mi"]},{s["first"]} {s["last"]},{s["phone2"]},"फेरिचे बेसको स्टारलिङ्क वाइफाइ पासवर्ड फेरियो"',
        f'{s["dmys"]},{s["hh"]}:{s["mi"]},{s["first2"]} {s["last2"]},{s["cc2"]},"नयाँ के हो दाइ? हेलिप्याडको ट्याब्लेट जोड्नुपर्‍यो"',
        f'{s["dmys"]},{s["hh2"]}:02,{s["first"]} {s["last"]},{s["phone2"]},"{s["cred"]}"',
        f'{s["dmys"]},{s["hh2"]}:05,{s["first2"]} {s["last2"]},{s["cc2"]},"धन्यवाद 🙏"',
    ]
    return "\n".join(rows) + "\n"


def _cc2(rng: random.Random, s: Slots) -> Slots:
    return {"cc2": f"+97798{rng.randint(10000000, 99999999)}"}


reg(
    F,
    "himres_nepali_viber_csv_pasword_reply",
    (
        "Viber/exports/<<org>>_rescue_<<date>>.csv",
        "Documents/ViberDownloads/Chat_<<placec>>_<<nnnn>>.csv",
    ),
    _viber,
    "human",
    "",
    _cc2,
)

reg(
    F,
    "himres_garmin_inreach_ipc_inbound_python",
    ("sar/inreach_message.py", "opt/<<org>>/tracking/ipc_inbound.py"),
    '''"""Send a message to a team inReach Mini via Garmin Explore IPC Inbound."""

import requests

IPC_URL = "https://ipcinbound.inreachapp.com/api/Messaging/Message"
IPC_API_KEY = "<<cred>>"
SENDER = "dispatch@<<dom>>"


def send(imei, text):
    body = {"Messages": [{"Recipients": [imei], "Sender": SENDER, "Timestamp": "/Date(<<ts>>000)/", "Message": text[:160]}]}
    r = requests.post(IPC_URL, json=body, headers={"X-API-Key": IPC_API_KEY}, timeout=30)
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    send("30043406<<nnnn>><<nnn>>", "Heli ETA <<hh>>:<<mi>> <<place>> helipad. Keep casualty warm.")
''',
    "alnum:32",
)

reg(
    F,
    "himres_rockblock_iridium_relay_ini",
    ("opt/rockblock-relay/relay.ini", "home/<<fa>>/rockblock/<<place>>.ini"),
    """; RockBLOCK 9603 -> Viber/SMS relay at <<place>> base (<<org>>)
[rockblock]
endpoint = https://rockblock.rock7.com/rockblock/MT
username = <<email>>
password = <<cred>>
imei = 3004340<<nnnn>><<nnn>>

[relay]
forward_to = <<phone2>>
poll_seconds = 60
""",
    "pw",
)

reg(
    F,
    "himres_khalti_donation_secret_env",
    ("donate/<<org>>-khalti/.env", "srv/<<org>>/donations/.env"),
    """# Khalti ePayment v2 (live) – rescue fund donations
KHALTI_SECRET_KEY=<<cred>>
KHALTI_BASE_URL=https://khalti.com/api/v2/
KHALTI_RETURN_URL=https://<<dom>>/donate/return
DONATION_MIN_NPR=100
""",
    "p:khalti",
    "",
)

reg(
    F,
    "himres_esewa_epay_secret_java_properties",
    (
        "rescue-fee/src/main/resources/esewa.properties",
        "srv/<<org>>/billing/esewa-<<place>>.properties",
    ),
    """# eSewa ePay v2 – heli evacuation deposit
esewa.product_code=NP-ES-<<orgu>>
esewa.secret_key=<<cred>>
esewa.form_url=https://epay.esewa.com.np/api/epay/main/v2/form
esewa.success_url=https://<<dom>>/evac/paid
esewa.failure_url=https://<<dom>>/evac/failed
""",
    "pw",
    "",
)


def _sa(rng: random.Random, s: Slots) -> Slots:
    key = rsa_pem(rng, pkcs8=True) + "\n"
    escaped = json.dumps(key)[1:-1]
    return {
        "needle": escaped,
        "pkid": hexs(rng, 40),
        "client": rng.randint(10**20, 10**21 - 1),
        "key": key,
    }


def _sa_text(s: Slots) -> str:
    proj = f"{s['org']}-rescue-log"
    return json_text(
        {
            "type": "service_account",
            "project_id": proj,
            "private_key_id": s["pkid"],
            "private_key": s["key"],
            "client_email": f"sheets-sync@{proj}.iam.gserviceaccount.com",
            "client_id": str(s["client"]),
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
            "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
            "client_x509_cert_url": f"https://www.googleapis.com/robot/v1/metadata/x509/sheets-sync%40{proj}.iam.gserviceaccount.com",
            "universe_domain": "googleapis.com",
        }
    )


reg(
    F,
    "himres_rescue_log_sheets_service_account_json",
    ("sar-log/<<org>>-rescue-log-<<hex12>>.json", "Downloads/<<org>>-rescue-log-<<hex8>>.json"),
    _sa_text,
    "alnum:12",
    None,
    _sa,
)

reg(
    F,
    "himres_radio_notebook_ocr_devanagari_next_line",
    ("scans/radio_kapi_<<date>>.txt", "ocr/<<place>>_notebook_p<<nn>>.txt"),
    """रेडियो कोठा — <<place>> बेस
मिति: <<dmys>>

VHF च्यानल 3 = हेलि, च्यानल 5 = टोली
भू-उपग्रह फोन PIN मा छ (दराज)

ल्यापटप (Caltopo) लगइन: <<login>>
पासवर्ड
<<cred>>

जिम्मेवार: <<first>> <<last>>
""",
    "human",
)

reg(
    F,
    "himres_basecamp_mikrotik_rsc_export",
    (
        "backup/mikrotik/<<place>>-basecamp-<<date>>.rsc",
        "Documents/<<org>>/router_export_<<month>><<day>>.rsc",
    ),
    """# <<date>> <<hh>>:<<mi>>:41 by RouterOS 7.14.3
# software id = <<hex8>>
#
# model = hAP ax lite
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=basecamp supplicant-identity="" wpa2-pre-shared-key="<<cred>>"
/ip pool
add name=dhcp ranges=192.168.88.10-192.168.88.254
/ip dhcp-server
add address-pool=dhcp interface=bridge name=defconf
/system identity
set name=<<place>>-basecamp
/system clock
set time-zone-name=Asia/Kathmandu
""",
    "pw_dq",
    "",
)
