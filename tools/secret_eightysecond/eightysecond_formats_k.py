"""Family k: a VR arcade in the United Arab Emirates (Dubai); Arabic and English, WhatsApp and
Signal, Tap Payments, PayTabs, SpringboardVR, ArborXR headset management."""

from __future__ import annotations

import base64
import json
import random
import re

from eightysecond_spec import Fam, enc_b64

AR_DIGITS = str.maketrans("0123456789", "٠١٢٣٤٥٦٧٨٩")

F = Fam(
    name="vr_arcade_dubai",
    prefix="vrae",
    orgs=("wahaverse", "sarabvr", "falconxr", "deiraplay", "marinavr"),
    tld="ae",
    first=(
        ("محمد", "mohammed"),
        ("فاطمة", "fatima"),
        ("أحمد", "ahmed"),
        ("مريم", "maryam"),
        ("خالد", "khalid"),
        ("نورة", "noura"),
        ("سلطان", "sultan"),
        ("عائشة", "aisha"),
    ),
    last=(
        ("المنصوري", "almansoori"),
        ("الشامسي", "alshamsi"),
        ("الكعبي", "alkaabi"),
        ("الهاشمي", "alhashimi"),
        ("النعيمي", "alnuaimi"),
        ("الظاهري", "aldhaheri"),
    ),
    words=(
        "dubai",
        "falcon",
        "sarab",
        "khaleej",
        "burjkhalifa",
        "marina",
        "deira",
        "habibi",
        "yalla",
        "shamal",
        "dana",
        "luluah",
        "sahra",
        "qamar",
        "najma",
        "beatsaber",
        "oculus",
        "karak",
        "majlis",
        "ghaf",
    ),
    pets=("simba", "lulu", "zaatar", "coco", "sultan", "bella", "shams", "oreo"),
    cc="+971 5",
)


def _ar(s: dict, key: str) -> str:
    return str(s[key]).translate(AR_DIGITS)


def _wa(s: dict) -> str:
    stamp = f"{_ar(s, 'd')}/{_ar(s, 'mo')}/{_ar(s, 'y')}، {_ar(s, 'hm')} م"
    stamp2 = f"{_ar(s, 'd')}/{_ar(s, 'mo')}/{_ar(s, 'y')}، {_ar(s, 'hm2')} م"
    return (
        f"{stamp} - {s['full']}: السلام عليكم، نظارات Quest في الغرفة ٣ طلعت من الحساب\n"
        f"{stamp} - {s['full']}: شو كلمة السر حق حساب ميتا؟\n"
        f"{stamp2} - {s['full2']}: {s['cred']}\n"
        f"{stamp2} - {s['full2']}: لا ترسلها لأحد 🙏\n"
        f"{stamp2} - {s['full']}: تمام، شكراً\n"
    )


F.reg(
    "whatsapp_arabic_kalimat_alsir_quest",
    ("WhatsApp Chat with فريق <<orgc>>.txt", "chats/wa_staff_<<date>>.txt"),
    _wa,
    cred="human",
    syntax="",
)

F.reg(
    "tap_payments_booking_dotenv",
    ("booking/.env", "<<org>>-booking/.env.production"),
    """# Booking site - VR sessions (30 / 60 min)
TAP_PUBLIC_KEY=pk_live_<<hx8>>Lm4nBv6Cx8Zq1W
TAP_SECRET_KEY=<<cred>>
TAP_MERCHANT_ID=<<n2>>8812
CURRENCY=AED
VAT_RATE=0.05
""",
    cred="p:tap",
    syntax="",
)


def _sb(s: dict) -> str:
    return json.dumps(
        {
            "venue": f"{s['orgc']} Dubai Mall",
            "stations": 12,
            "api": {"base_url": "https://api.springboardvr.com/v1", "api_token": s["cred"]},
            "launcher": {"idle_timeout_sec": 90, "language": "ar"},
        },
        indent=2,
    )


F.reg(
    "springboardvr_station_launcher_json",
    ("C:/ProgramData/SpringboardVR/station<<n>>.json", "stations/<<org>>/launcher_<<n>>.json"),
    _sb,
    cred="alnum:40",
)


def _basic(rng: random.Random, s: dict) -> None:
    s["basic"] = enc_b64(f"booking_api:{s['cred']}")


def _dec_basic(text: str) -> str:
    raw = re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)", text).group(1)
    return base64.b64decode(raw).decode().split(":", 1)[1]


F.reg(
    "booking_api_curl_basic_bash_history",
    ("home/<<login>>/.bash_history", "ops/<<org>>/.bash_history"),
    """cd /srv/booking
docker compose ps
curl -s -H "Authorization: Basic <<basic>>" https://api.<<dom>>/v1/sessions?date=<<date>> | jq .
docker compose logs --tail=50 api
exit
""",
    cred="pw_dq",
    syntax="",
    extra=_basic,
    decode=_dec_basic,
)

F.reg(
    "paytabs_server_key_python",
    ("payments/paytabs.py", "<<org>>_site/payments/paytabs_<<n>>.py"),
    """import requests

PROFILE_ID = <<n2>>55
SERVER_KEY = "<<cred>>"


def create_payment(cart_id: str, amount: float, desc: str) -> dict:
    r = requests.post(
        "https://secure.paytabs.com/payment/request",
        headers={"authorization": SERVER_KEY},
        json={
            "profile_id": PROFILE_ID,
            "tran_type": "sale",
            "tran_class": "ecom",
            "cart_id": cart_id,
            "cart_currency": "AED",
            "cart_amount": amount,
            "cart_description": desc,
        },
        timeout=20,
    )
    return r.json()
""",
    cred="p:paytabs",
)

F.reg(
    "arborxr_headset_mdm_dotenv",
    ("mdm-sync/.env", "tools/arborxr-<<n>>/.env"),
    """# Sync headset content (ArborXR) - weekly
ARBORXR_ORG=<<org>>
ARBORXR_API_KEY=<<cred>>
HEADSET_GROUP=floor-<<n>>
""",
    cred="b64:30",
    syntax="",
)

F.reg(
    "email_staff_portal_password_bilingual",
    ("mail/<<date>>_new_staff.eml", "Outlook/Sent/<<n2>>.eml"),
    """From: <<full>> <<<email>>>
To: <<email2>>
Subject: Welcome / أهلاً بك - staff portal access
Date: <<d>> <<mo>> <<y>> <<hms>> +0400
Content-Type: text/plain; charset=UTF-8

Hi <<fa2>>,

Welcome to the <<orgc>> team! Your staff portal login (bookings, shifts, headset checks):

Username: <<login2>>
Password: <<cred>>

أهلاً وسهلاً، هذه بيانات الدخول إلى بوابة الموظفين. الرجاء تغيير كلمة المرور بعد أول دخول.

<<full>>
Operations Manager
""",
    cred="pw",
    syntax="",
)


def _signal(s: dict) -> str:
    stamp = f"[{_ar(s, 'd')}/{_ar(s, 'mo')}/{_ar(s, 'y')} {_ar(s, 'hm')} م]"
    return (
        f"{stamp} {s['full']}: كلمة سر الواي فاي للضيوف؟\n"
        f"{stamp} {s['full2']}: {s['cred']}\n"
        f"{stamp} {s['full']}: 👍\n"
    )


F.reg(
    "signal_copied_arabic_reply_only",
    ("Documents/signal_<<date>>.txt", "notes/signal_<<fa2>>_<<n>>.txt"),
    _signal,
    cred="human_x",
    syntax="",
)
