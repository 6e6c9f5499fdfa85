# ruff: noqa: E501
"""Family c: a laundry pickup-and-delivery app's hub in Lagos, Nigeria (English, Pidgin,
Yoruba)."""

from __future__ import annotations

import json

from hundredtwentyseventh_spec import Fam, rsa_pem, shared_strings

F = Fam(
    name="washpickup_app_hub_nigeria",
    prefix="washhub",
    orgs=("washrunner", "omowash", "ekolaundry", "spinbox"),
    shops=("WashRunner Lekki Hub", "OmoWash Yaba Hub", "EkoLaundry Ikeja Hub"),
    tld="com.ng",
    first=(
        ("Chinedu", "chinedu"),
        ("Adaeze", "adaeze"),
        ("Tunde", "tunde"),
        ("Ngozi", "ngozi"),
        ("Emeka", "emeka"),
        ("Funmilayo", "funmilayo"),
        ("Yusuf", "yusuf"),
        ("Bisi", "bisi"),
    ),
    last=(
        ("Okafor", "okafor"),
        ("Adéyemí", "adeyemi"),
        ("Balógun", "balogun"),
        ("Eze", "eze"),
        ("Obi", "obi"),
        ("Abubakar", "abubakar"),
    ),
    words=(
        "jollof",
        "suya",
        "eko",
        "naija",
        "lekki",
        "danfo",
        "agege",
        "omo",
        "ikeja",
        "surulere",
        "ankara",
        "egusi",
        "chelsea",
        "arsenal",
        "yaba",
    ),
    pets=("bingo", "tiger", "simba", "lucky", "bobby"),
    cc="+234",
    places=("Lekki", "Yaba", "Ikeja", "Surulere", "Ajah"),
)

F.reg(
    "paystack_secret_node_env",
    ("<<org>>-api/.env", "services/payments-<<place>>/.env.production"),
    """NODE_ENV=production
PORT=4000
HUB_CODE=<<place>>-<<n>>
PAYSTACK_PUBLIC_KEY=pk_live_<<hx>><<hx>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_CALLBACK_URL=https://api.<<dom>>/v1/payments/paystack/callback
REDIS_URL=redis://<<ip>>:6379/2
""",
    "p:paystack",
    "",
)

F.reg(
    "termii_sms_pickup_alert_python",
    ("hub/notify/sms_<<n>>.py", "workers/termii_alerts.py"),
    '''"""Send 'rider is on the way' SMS through Termii."""

import requests

TERMII_API_KEY = "<<cred>>"
SENDER_ID = "<<org>>"


def rider_on_way(phone: str, rider: str, eta_min: int) -> dict:
    body = {
        "to": phone,
        "from": SENDER_ID,
        "sms": f"Your WashRunner rider {rider} will arrive in {eta_min} mins. Bag tag ready abeg!",
        "type": "plain",
        "channel": "generic",
        "api_key": TERMII_API_KEY,
    }
    return requests.post("https://api.ng.termii.com/api/sms/send", json=body, timeout=15).json()
''',
    "x:TL:58",
)

F.reg(
    "rider_whatsapp_pidgin_password",
    ("WhatsApp Chat with Riders <<place>> <<n>>.txt", "exports/whatsapp_hub_<<org>>_<<n>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Good morning riders. Make una log in to the new rider app before 8
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Oga the password no dey work o
<<dmy>>, <<t2>> - <<fn>> <<ln>>: Na <<user>> be the username, password na <<cred>>
<<dmy>>, <<t2>> - <<fn>> <<ln>>: No share am with anybody abeg
<<dmy>>, <<t2>> - <<fn2>> <<ln2>>: E don enter, thank you sir 🙏🏾
""",
    "human",
    "",
)

F.reg(
    "flutterwave_secret_laravel_config",
    ("config/flutterwave.php", "backend/config/services_<<n>>.php"),
    """<?php

return [
    'publicKey' => env('FLW_PUBLIC_KEY', 'FLWPUBK-<<hx>><<hx>>-X'),
    'secretKey' => env('FLW_SECRET_KEY', '<<cred>>'),
    'secretHash' => env('FLW_SECRET_HASH', '<<org>>-hook-<<n3>>'),
    'currency' => 'NGN',
];
""",
    "p:flutterwave",
    "",
)

F.reg(
    "rider_app_gradle_properties_maps_key",
    ("rider-app/android/gradle.properties", "mobile/<<org>>-rider/android/gradle.properties"),
    """org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.useAndroidX=true
android.enableJetifier=true
# Google Maps SDK for rider tracking
MAPS_API_KEY=<<cred>>
VERSION_CODE=<<n3>>
""",
    "p:google",
    "",
)

F.reg(
    "mongodb_atlas_uri_docker_compose",
    ("<<org>>-stack/docker-compose.yml", "deploy/hub-<<place>>/docker-compose.yaml"),
    """services:
  api:
    image: registry.<<dom>>/washhub-api:<<n>>.<<n3>>
    restart: unless-stopped
    environment:
      MONGO_URI: 'mongodb+srv://hubapi:<<cred>>@cluster0.<<hx>>.mongodb.net/washhub?retryWrites=true&w=majority'
      HUB: <<place>>
    ports:
      - "4000:4000"
  worker:
    image: registry.<<dom>>/washhub-worker:<<n>>.<<n3>>
    depends_on: [api]
""",
    "pw_url",
)


def _sa(s):
    doc = {
        "type": "service_account",
        "project_id": f"{s['org']}-rider-{s['n3']}",
        "private_key_id": s["hx"] + s["hx"],
        "private_key": "@@KEY@@",
        "client_email": f"firebase-adminsdk-{s['n3']}@{s['org']}-rider-{s['n3']}.iam.gserviceaccount.com",
        "client_id": s["mid"] + s["mid"][:11],
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    return json.dumps(doc, indent=2).replace("@@KEY@@", str(s["cred"]) + "\\n")


def _pem_json(rng, fam):
    # the key as it sits inside the JSON string: newlines written as \n
    return rsa_pem(rng, pkcs8=True).replace("\n", "\\n")


F.reg(
    "firebase_push_service_account_json",
    ("hub-server/firebase-adminsdk-<<n3>>.json", "secrets/<<org>>-rider-firebase.json"),
    _sa,
    _pem_json,
)


def _ss(s):
    return shared_strings(
        [
            "Rider",
            "Phone",
            "Bike plate",
            "App login",
            "App password",
            str(s["fn"]) + " " + str(s["ln"]),
            str(s["phone"]),
            f"LSR-{s['n3']}-KJA",
            str(s["user"]),
            str(s["cred"]),
            str(s["fn2"]) + " " + str(s["ln2"]),
            "on leave",
        ]
    )


F.reg(
    "rider_roster_xlsx_sharedstrings",
    (
        "riders_<<place>>_<<mo>>/xl/sharedStrings.xml",
        "unzipped/rider roster <<n>>/xl/sharedStrings.xml",
    ),
    _ss,
    "human",
)
