# ruff: noqa: E501
"""Family m: a pay-as-you-go solar home system agent in central Uganda; Luganda and English."""

from __future__ import annotations

import json

from eightieth_spec import Fam, dec_b64, enc_b64

F = Fam(
    name="paygo_solar_home_agent",
    orgs=("ekitangaala", "omusanapay", "masakasolar"),
    tld="co.ug",
    first=("nakato", "okello", "namubiru", "ssempala", "nansubuga", "mugisha", "atim", "kato"),
    last=(
        "ssekandi",
        "mukasa",
        "nabukenya",
        "kigozi",
        "lubega",
        "tumusiime",
        "byaruhanga",
        "nalwoga",
    ),
    first_l=("Nakato", "Okello", "Namubiru", "Ssempala", "Nansubuga", "Mugisha", "Atim", "Kato"),
    last_l=(
        "Ssekandi",
        "Mukasa",
        "Nabukenya",
        "Kigozi",
        "Lubega",
        "Tumusiime",
        "Byaruhanga",
        "Nalwoga",
    ),
    words=(
        "kampala",
        "masaka",
        "mbarara",
        "ekitangaala",
        "omusana",
        "bodaboda",
        "matooke",
        "rolex",
        "cranes",
        "gulu",
        "nalubale",
        "webale",
        "sente",
        "mukwano",
        "jajja",
        "nnyabo",
        "kabaka",
        "entebbe",
    ),
    pets=("simba", "bobby", "jack", "tiger", "rex", "kawa"),
    places=("Masaka", "Mbarara", "Mityana", "Luweero", "Mukono", "Mpigi"),
    cc="+256",
    mobile=("77", "78", "70", "75"),
)

F.reg(
    "paygo_luganda_whatsapp_ekigambo_kyekyama_angaza",
    ("WhatsApp Chat with Ba Agent Masaka <<n>>.txt", "chats/agents_<<place>>_<<n>>.txt"),
    """<<dmy>>, <<time>> - <<full>>: Ssebo, Angaza app engamba nti ekigambo ky'ekyama si kituufu
<<dmy>>, <<time>> - <<full>>: Customer alinze okufuna code ye
<<dmy>>, <<time2>> - <<full2>>: Kozesa kino: <<cred>>
<<dmy>>, <<time3>> - <<full>>: Kikoze, webale nnyo 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "paygo_mtn_momo_collection_python",
    ("momo/collect_<<n>>.py", "scripts/mtn_momo_requesttopay.py"),
    """# MTN MoMo Collections - customer instalments
import base64
import uuid

import requests

SUBSCRIPTION_KEY = "<<skey>>"
API_USER = "<<uuid>>"
API_KEY = "<<cred>>"
BASE = "https://proxy.momoapi.mtn.com/collection"


def access_token():
    basic = base64.b64encode(f"{API_USER}:{API_KEY}".encode()).decode()
    r = requests.post(
        BASE + "/token/",
        headers={"Authorization": "Basic " + basic, "Ocp-Apim-Subscription-Key": SUBSCRIPTION_KEY},
        timeout=30,
    )
    return r.json()["access_token"]


def request_to_pay(msisdn, amount):
    ref = str(uuid.uuid4())
    return ref, msisdn, amount
""",
    cred="p:mtn_momo",
    extra=lambda rng, s: {"skey": F.draw(rng, "hex:32")},
)

F.reg(
    "paygo_airtel_money_client_secret_env",
    ("payments/.env", "airtel-<<n>>/.env"),
    """AIRTEL_BASE_URL=https://openapi.airtel.africa
AIRTEL_CLIENT_ID=<<uuid>>
AIRTEL_CLIENT_SECRET=<<cred>>
AIRTEL_COUNTRY=UG
AIRTEL_CURRENCY=UGX
""",
    cred="p:airtel_secret",
)


def _m_k8s(rng, s):
    pw = F.draw(rng, "pw")
    return {"cred": pw, "e": enc_b64(pw), "eu": enc_b64(s["user"])}


F.reg(
    "paygo_angaza_sync_k8s_secret_base64",
    ("k8s/angaza-sync-secret.yaml", "deploy/<<n>>/secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: angaza-sync
  namespace: paygo
type: Opaque
data:
  ANGAZA_USERNAME: <<eu>>
  ANGAZA_PASSWORD: <<e>>
""",
    cred="pw",
    extra=_m_k8s,
    decode=lambda t: dec_b64(t, r"ANGAZA_PASSWORD: (\S+)"),
)

F.reg(
    "paygo_agent_tablet_termux_bash_history",
    ("data/data/com.termux/files/home/.bash_history", "termux_<<n>>/.bash_history"),
    """pkg install openssh sshpass
sshpass -p <<cred>> ssh agent<<n>>@<<host>>
ls
sshpass -p <<cred>> scp agent<<n>>@<<host>>:reports/<<date>>.csv .
exit
""",
    cred="pw_bare",
    syntax="",
)


def _m_opg(s):
    doc = {
        "batch": s["date"],
        "devices": [
            {
                "serial": f"SHS{s['n6']}",
                "starting_code": s["n6"] * 100 + 17,
                "key": s["cred"],
                "restricted_digit_set": False,
                "customer": s["full"],
            },
            {
                "serial": f"SHS{s['n6'] + 1}",
                "starting_code": None,
                "key": None,
                "restricted_digit_set": False,
                "customer": s["full2"],
            },
        ],
    }
    return json.dumps(doc, indent=2)


F.reg(
    "paygo_openpaygo_token_device_keys_json",
    ("openpaygo/devices_<<n>>.json", "factory/batch_<<date>>.json"),
    _m_opg,
    cred="p:openpaygo",
)

F.reg(
    "paygo_ussd_flask_config_database_uri",
    ("ussd/config.py", "ussd-<<n>>/instance/config.py"),
    """# USSD *284*<<n>># - check balance / pay instalment
DEBUG = False
SQLALCHEMY_DATABASE_URI = "postgresql://ussd:<<cred>>@<<ip>>:5432/paygo"
AT_USERNAME = "<<org>>"
SERVICE_CODE = "*284*<<n>>#"
""",
    cred="pw_url",
)

F.reg(
    "paygo_commission_xlsx_shared_strings",
    ("commission_<<mo>>/xl/sharedStrings.xml", "unzip/agents_<<n>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10" uniqueCount="10"><si><t>Agent</t></si><si><t>Ekitundu</t></si><si><t>Angaza login</t></si><si><t>Password</t></si><si><t><<full>></t></si><si><t><<place>></t></si><si><t><<user>></t></si><si><t><<cred>></t></si><si><t>Commission (UGX)</t></si><si><t>Yasasuddwa</t></si></sst>
""",
    cred="human",
)
