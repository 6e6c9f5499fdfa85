# ruff: noqa: E501
"""Family d: a goli-soda / banta bottler in Uttar Pradesh, India (Hindi)."""

from __future__ import annotations

import json
import random

from eightysixth_spec import Fam, gen_pw, rsa_pem

F = Fam(
    name="banta_goli_soda_bottler_hindi",
    orgs=("goliwala",),
    tld="in",
    first=(
        ("राजेश", "rajesh"),
        ("सुनीता", "sunita"),
        ("अमित", "amit"),
        ("प्रिया", "priya"),
        ("विकास", "vikas"),
        ("पूजा", "pooja"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("वर्मा", "verma"),
        ("गुप्ता", "gupta"),
        ("यादव", "yadav"),
        ("अग्रवाल", "agarwal"),
    ),
    words=(
        "banta",
        "goli",
        "soda",
        "nimbu",
        "jeera",
        "masala",
        "kanpur",
        "lucknow",
        "ganga",
        "shikanji",
        "thanda",
        "jaljeera",
        "kanche",
        "gola",
    ),
    pets=("tommy", "moti", "sheru", "bholu", "kalu"),
    cc="+91",
)

F.reg(
    "banta_hindi_whatsapp_gst_portal_paswad",
    ("WhatsApp/WhatsApp Chat with <<fa>> CA.txt", "chats/gst-<<n>>.txt"),
    """<<dd>>/<<mm>>/<<yyyy>>, <<time>> - <<fn2>> <<ln2>>: भैया GSTR-3B आज फाइल करना है, पोर्टल का पासवर्ड भेज दो
<<dd>>/<<mm>>/<<yyyy>>, <<time>> - <<fn>> <<ln>>: यूज़रनेम <<login>>_gst
<<dd>>/<<mm>>/<<yyyy>>, <<time>> - <<fn>> <<ln>>: पासवर्ड <<cred>>
<<dd>>/<<mm>>/<<yyyy>>, <<time>> - <<fn2>> <<ln2>>: ठीक है, OTP आपके नंबर पर आएगा
""",
    "human",
    syntax="",
)

F.reg(
    "banta_razorpay_key_secret_django_settings",
    ("home/<<login>>/orders/orders/settings.py", "srv/<<org>>-b2b/config/settings_prod.py"),
    '''"""Dealer order portal (Django) – Razorpay UPI / card collection."""

from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["dealers.<<dom>>"]

RAZORPAY_KEY_ID = "rzp_live_<<nn>>Xq<<n>>Lm"
RAZORPAY_KEY_SECRET = "<<cred>>"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "dealers",
        "HOST": "<<ip>>",
    }
}
''',
    "p:razorpay",
)

F.reg(
    "banta_filler_hmi_ftp_backup_bat_curl",
    ("plant/hmi_backup.bat", "C:/scripts/<<org>>/plc_backup_<<n>>.bat"),
    """@echo off
REM Delta DOP HMI + PLC recipe backup - bottling line <<n>>
set D=%date:~-4%%date:~3,2%%date:~0,2%
mkdir D:\\backup\\hmi\\%D%
curl -s -u hmiadmin:<<cred>> ftp://<<ip>>/recipes/ -o D:\\backup\\hmi\\%D%\\recipes.lst
curl -s -u hmiadmin:<<cred>> ftp://<<ip>>/recipes/goli_soda.rcp -o D:\\backup\\hmi\\%D%\\goli_soda.rcp
echo backup done %D% >> D:\\backup\\hmi\\log.txt
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "banta_paytm_merchant_key_java_properties",
    (
        "src/main/resources/paytm.properties",
        "dealer-app/<<n>>/src/main/resources/application-prod.properties",
    ),
    """# Paytm Payment Gateway - dealer advance payments
paytm.mid=<<orgc>><<nn>><<n>>
paytm.merchant.key=<<cred>>
paytm.website=DEFAULT
paytm.industry.type=Retail
paytm.callback.url=https://dealers.<<dom>>/paytm/callback
""",
    "p:paytm",
    syntax="",
)


def _fb_key(rng: random.Random) -> str:
    return rsa_pem(rng, pkcs8=True).replace("\n", "\\n") + "\\n"


F.reg(
    "banta_delivery_app_firebase_service_account_json",
    ("android/app/<<org>>-firebase-adminsdk.json", "backend/keys/firebase-<<n>>.json"),
    lambda s: json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-delivery",
            "private_key_id": s["uid"].replace("-", "")[:40],
            "private_key": "@@K@@",
            "client_email": f"firebase-adminsdk-{s['nn']}@{s['org']}-delivery.iam.gserviceaccount.com",
            "client_id": str(10**20 + s["epoch"]),
            "token_uri": "https://oauth2.googleapis.com/token",
        },
        indent=2,
    ).replace("@@K@@", str(s["cred"])),
    _fb_key,
)


def _tuya(rng: random.Random) -> str:
    return gen_pw(rng, 16, "|;=*#'")


F.reg(
    "banta_cold_room_tinytuya_devices_local_key",
    ("tinytuya/devices.json", "coldroom/<<org>>-<<n>>/devices.json"),
    lambda s: json.dumps(
        [
            {
                "name": "Cold room compressor",
                "id": "bf" + s["uid"].replace("-", "")[:20],
                "key": s["cred"],
                "mac": f"a4:c1:38:{s['n']:02x}:{s['n'] + 3:02x}:{s['n'] + 7:02x}",
                "ip": s["ip"],
                "version": "3.3",
            },
            {
                "name": "ठंडा गोदाम सेंसर",
                "id": "eb" + s["uid"].replace("-", "")[2:22],
                "key": "",
                "ip": "",
                "version": "3.4",
                "sub": True,
            },
        ],
        ensure_ascii=False,
        indent=4,
    ),
    _tuya,
)

F.reg(
    "banta_godown_cctv_rtsp_vlc_playlist",
    ("Desktop/cameras.m3u", "cctv/<<org>>-godown-<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Godown gate
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Bottling line
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
""",
    "pw_url",
    syntax="",
)

F.reg(
    "banta_delivery_notebook_ocr_hindi_paswad_next_line",
    ("scans/register_<<date>>.txt", "ocr/<<org>>/diary-<<n>>.txt"),
    """डिलीवरी रजिस्टर  <<dmy>>
रूट 4 - कानपुर देहात, 120 क्रेट बंटा
डीलर ऐप
आईडी: <<phone>>
पासवर्ड
<<cred>>
(नया फोन में डालना है - <<fn>>)
""",
    "human",
    syntax="",
)
