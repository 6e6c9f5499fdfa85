"""Family o: a gaming-gear importer in India (Mumbai); Hindi in Devanagari and English,
Razorpay, ICEGATE customs, Shiprocket, GST e-invoicing, Amazon SP-API, CP Plus NVRs."""

from __future__ import annotations

import base64
import random
import re

from eightysecond_spec import Fam, alnum, enc_b64

F = Fam(
    name="gaming_gear_importer_mumbai",
    prefix="gearin",
    orgs=("gearbazaar", "mumbaimech", "andherigear", "rgbwala", "clicktrading"),
    tld="in",
    first=(
        ("राहुल", "rahul"),
        ("प्रिया", "priya"),
        ("अमित", "amit"),
        ("स्नेहा", "sneha"),
        ("विक्रम", "vikram"),
        ("पूजा", "pooja"),
        ("आदित्य", "aditya"),
        ("नेहा", "neha"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("पाटिल", "patil"),
        ("देसाई", "desai"),
        ("मेहता", "mehta"),
        ("जोशी", "joshi"),
        ("कुलकर्णी", "kulkarni"),
    ),
    words=(
        "mumbai",
        "bappa",
        "ganpati",
        "vadapav",
        "marine",
        "andheri",
        "bandra",
        "chai",
        "cricket",
        "sachin",
        "dhoni",
        "jaihind",
        "dosti",
        "mechanical",
        "keyboard",
        "rgb",
        "diwali",
        "mastikhor",
        "pavbhaji",
        "juhu",
    ),
    pets=("tommy", "sheru", "moti", "bruno", "kalu", "goldie", "simba", "coco"),
    cc="+91 98",
)

F.reg(
    "razorpay_checkout_node_key_secret",
    ("store-api/src/config/razorpay.js", "<<org>>-api/config/payments_<<n>>.js"),
    """const Razorpay = require('razorpay');

const instance = new Razorpay({
  key_id: 'rzp_live_<<hx8>>Ab3Cd5',
  key_secret: '<<cred>>',
});

module.exports = instance;
""",
    cred="p:razorpay",
    syntax="",
)

F.reg(
    "icegate_customs_email_hindi_password",
    ("mail/<<date>>_ICEGATE_login.eml", "Outlook/Inbox/<<n2>>.eml"),
    """From: <<full>> <<<email>>>
To: <<full2>> <<<email2>>>
Subject: ICEGATE लॉगिन - कस्टम क्लियरेंस (कंटेनर <<hx8>>)
Date: <<d>> <<mo>> <<y>> <<hms>> +0530
Content-Type: text/plain; charset=UTF-8

नमस्ते <<first2>> जी,

न्हावा शेवा पर कीबोर्ड और हेडसेट का कंसाइनमेंट आ गया है। बिल ऑफ एंट्री देखने के लिए ICEGATE में लॉगिन करें:

यूज़र आईडी: <<org>>imp
पासवर्ड: <<cred>>

CHA को भी यही भेज दिया है। कल तक ड्यूटी भरनी है।

धन्यवाद,
<<first>>
""",
    cred="human",
    syntax="",
)


def _k8s(rng: random.Random, s: dict) -> None:
    s["b64pw"] = enc_b64(s["cred"])
    s["b64user"] = enc_b64(s["email"])


def _dec_k8s(text: str) -> str:
    raw = re.search(r"SHIPROCKET_PASSWORD: (\S+)", text).group(1)
    return base64.b64decode(raw).decode()


F.reg(
    "k8s_secret_shiprocket_base64",
    ("k8s/secrets/shiprocket.yaml", "deploy/<<org>>/shiprocket-secret-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: shiprocket-credentials
  namespace: store
type: Opaque
data:
  SHIPROCKET_EMAIL: <<b64user>>
  SHIPROCKET_PASSWORD: <<b64pw>>
""",
    cred="pw",
    extra=_k8s,
    decode=_dec_k8s,
)


def _wa(s: dict) -> str:
    d = f"{s['d']}/{s['mo']}/{str(s['y'])[2:]}"
    return (
        f"{d}, {s['hm']} pm - {s['full']}: भिवंडी गोदाम वाले लैपटॉप का पासवर्ड क्या है? Tally खोलना है\n"
        f"{d}, {s['hm']} pm - {s['full2']}: रुको भेजता हूँ\n"
        f"{d}, {s['hm2']} pm - {s['full2']}: {s['cred']}\n"
        f"{d}, {s['hm2']} pm - {s['full']}: थैंक्स 🙏\n"
    )


F.reg(
    "whatsapp_hindi_password_godown_laptop",
    ("WhatsApp Chat with गोदाम टीम.txt", "chats/wa_godown_<<date>>.txt"),
    _wa,
    cred="human",
    syntax="",
)

F.reg(
    "shiprocket_auth_python_login",
    ("shipping/create_orders.py", "tools/<<login>>/shiprocket_<<n>>.py"),
    """import requests

BASE = "https://apiv2.shiprocket.in/v1/external"
LOGIN = {"email": "api@<<dom>>", "password": "<<cred>>"}

token = requests.post(f"{BASE}/auth/login", json=LOGIN, timeout=20).json()["token"]
H = {"Authorization": f"Bearer {token}"}

orders = requests.get(f"{BASE}/orders?filter_by=status&filter=NEW", headers=H, timeout=20).json()
print(len(orders["data"]), "new orders")
""",
    cred="pw_dq",
)

F.reg(
    "gst_einvoice_gsp_ini_client_secret",
    ("einvoice/gsp.ini", "C:/GST/einvoice_<<n>>.ini"),
    """[gsp]
provider = MastersIndia
gstin = 27<<hx8>>1Z5
client_id = <<hx8>>-einv
client_secret = <<cred>>

[irp]
username = <<org>>_api
environment = production
""",
    cred="alnum:32",
)


def _atzr(rng: random.Random, s: dict) -> str:
    return "Atzr|IwEBI" + alnum(
        rng, 300, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    )


F.reg(
    "amazon_sp_api_yaml_refresh_token",
    ("marketplace/sp_api.yaml", "sync/<<org>>/amazon_<<n>>.yml"),
    """# Amazon.in seller listing sync (SP-API)
credentials:
  lwa_app_id: amzn1.application-oa2-client.<<hx8>><<hx8>>abcdef1234567890
  lwa_client_secret: ${LWA_CLIENT_SECRET}
  refresh_token: "<<cred>>"
marketplace_id: A21TJRUUN4KGV
region: eu-west-1
""",
    cred=_atzr,
)

F.reg(
    "nvr_sticky_note_ocr_hindi",
    ("scans/godown_cctv_<<date>>.txt", "ocr/IMG_<<n2>>.txt"),
    """CP PLUS NVR
गोदाम कैमरा
यूज़र: admin
पासवर्ड
<<cred>>
(बदलना मत)
""",
    cred="human_x",
    syntax="",
)
