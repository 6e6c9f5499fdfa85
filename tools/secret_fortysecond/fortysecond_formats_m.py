# ruff: noqa: E501
"""Family m: imigongo (cow-dung relief painting) cooperatives in Rwanda."""

import base64
import re

from fortysecond_spec import family

F = family(
    "imigongo_rwanda_cowdung",
    ("inkaimigongo",),
    "rw",
    ("Uwase", "Jean Claude", "Mukamana", "Eric", "Ingabire", "Olivier"),
    ("Niyonsaba", "Habimana", "Uwimana", "Mugisha", "Nshimiyimana", "Kayitesi"),
    (
        "imigongo",
        "inka",
        "nyakarambi",
        "kirehe",
        "ubuhanzi",
        "igicuba",
        "amabara",
        "inyambo",
        "agaseke",
    ),
    ("itumba", "impeshyi", "umuhindo", "urugaryi"),
    "250",
    (
        ("uwase", "jeanclaude", "mukamana", "eric", "ingabire", "olivier"),
        ("niyonsaba", "habimana", "uwimana", "mugisha", "nshimiyimana", "kayitesi"),
    ),
)

F.reg(
    "imigongo_kinyarwanda_whatsapp_ijambo_banga",
    ("WhatsApp Chat with Koperative <<org>>.txt", "chats/<<fa>>_<<year>>.txt"),
    """<<dsl>>, <<time>> - <<first>> <<last>>: Mwaramutse! Ijambo ry'ibanga rya konti ya Instagram ni irihe?
<<dsl>>, <<time>> - <<first2>>: Izina: imigongo.<<org>>
<<dsl>>, <<time>> - <<first2>>: Ijambo ry'ibanga: <<cred>>
<<dsl>>, <<time>> - <<first>> <<last>>: Murakoze cyane!
""",
    "human",
)

F.reg(
    "imigongo_mtn_momo_collection_python",
    ("<<org>>_shop/momo.py", "home/<<fa>>/momo_pay/collect_<<n>>.py"),
    """import base64
import uuid

import requests

SUBSCRIPTION_KEY = "<<cred>>"
API_USER = "<<uid>>"
API_KEY = "<<apikey>>"

auth = base64.b64encode(f"{API_USER}:{API_KEY}".encode()).decode()
r = requests.post(
    "https://proxy.momoapi.mtn.co.rw/collection/token/",
    headers={"Authorization": f"Basic {auth}", "Ocp-Apim-Subscription-Key": SUBSCRIPTION_KEY},
)
print(r.json(), uuid.uuid4())
""",
    "p:momo",
    extra=lambda rng, s: s.update(apikey=F.draw(rng, "hex:32", s)),
)

F.reg(
    "imigongo_flutterwave_secret_env",
    ("<<org>>-store/.env", "home/<<fa>>/store/.env.local"),
    """FLW_PUBLIC_KEY=FLWPUBK-<<pub>>-X
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=<<enc>>
CURRENCY=RWF
""",
    "p:flutterwave",
    extra=lambda rng, s: s.update(pub=F.draw(rng, "hex:32", s), enc=F.draw(rng, "hex:24", s)),
)

F.reg(
    "imigongo_ebm_rra_invoicing_ini",
    ("EBM/<<fa>>/ebm_client.ini", "C:/RRA_EBM<<n>>/config.ini"),
    """[Taxpayer]
TIN=1<<n6>>
BranchId=00
[VSDC]
Url=https://vsdc.rra.gov.rw/api
User=<<user>>
Password=<<cred>>
DeviceSerial=EBM<<n6>>
""",
    "pw",
)

F.reg(
    "imigongo_french_email_mot_de_passe_galerie",
    ("Mail/Galerie/<<date>>.eml", "Outlook/<<fa>>/galerie_<<n4>>.eml"),
    """From: <<first2>> <<email2>>
To: <<email>>
Subject: Accès espace exposants — Kigali
Date: <<date>>
Content-Type: text/plain; charset=utf-8

Bonjour <<first>>,

Voici les accès à l'espace exposants pour vos panneaux imigongo :
identifiant : <<user>>
mot de passe : <<cred>>

Cordialement,
<<first2>>
""",
    "human",
)


def _k8s(s: dict) -> str:
    enc = base64.b64encode(s["cred"].encode()).decode()
    usr = base64.b64encode(b"shop").decode()
    return (
        "apiVersion: v1\nkind: Secret\nmetadata:\n"
        f"  name: {s['org']}-shop-db\n  namespace: shop\ntype: Opaque\ndata:\n"
        f"  DB_USER: {usr}\n  DB_PASSWORD: {enc}\n"
    )


def _dec_k8s(text: str) -> str:
    m = re.search(r"DB_PASSWORD: (\S+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "imigongo_shop_k8s_secret_data_base64",
    ("k8s/<<org>>/db-secret.yaml", "deploy/overlays/prod<<n>>/shop-db-secret.yaml"),
    _k8s,
    "pw",
    decode=_dec_k8s,
)

F.reg(
    "imigongo_cooperative_members_tsv",
    ("Abanyamuryango_<<year>>.tsv", "Documents/<<fa>>/members_<<n3>>.tsv"),
    "Amazina\tTelefoni\tKonti\tIjambo ry'ibanga\n<<first>> <<last>>\t<<phone>>\t<<user>>\t<<cred>>\n<<first2>>\t+250 78 000 0000\t-\t-\n",
    "pw_alnum",
)

F.reg(
    "imigongo_solar_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config<<n>>/secrets.yaml"),
    """wifi_ssid: "Imigongo <<orgc>>"
wifi_password: "<<cred>>"
latitude: -2.26
longitude: 30.65
""",
    "pw_dq",
)
