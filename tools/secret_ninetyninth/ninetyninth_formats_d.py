# ruff: noqa: E501
"""Family d: an agritech pilot around Nashik, Maharashtra, India (Marathi, Hindi, English)."""

from __future__ import annotations

import json

from ninetyninth_corpus import alnum, hexs
from ninetyninth_spec import Fam, pkcs8_pem

F = Fam(
    name="agritech_pilot_nashik",
    orgs=("shetkarisetu", "drakshamitra", "kandaconnect"),
    tld="in",
    first=(
        ("सचिन", "sachin"),
        ("प्रिया", "priya"),
        ("राहुल", "rahul"),
        ("स्नेहा", "sneha"),
        ("अमोल", "amol"),
        ("पूजा", "pooja"),
        ("गणेश", "ganesh"),
        ("वैशाली", "vaishali"),
    ),
    last=(
        ("पाटील", "patil"),
        ("जाधव", "jadhav"),
        ("देशमुख", "deshmukh"),
        ("शिंदे", "shinde"),
        ("कुलकर्णी", "kulkarni"),
        ("पवार", "pawar"),
        ("गायकवाड", "gaikwad"),
    ),
    words=(
        "shetkari",
        "draksha",
        "kanda",
        "paus",
        "vitthal",
        "ganpati",
        "mauli",
        "sahyadri",
        "godavari",
        "bajra",
        "jowar",
        "mogra",
        "tulsi",
        "pandhari",
        "niphad",
        "dindori",
        "sheti",
    ),
    pets=("moti", "tommy", "sheru", "raja", "bunty", "kalu"),
    cc="91",
    city="नाशिक",
)

F.reg(
    "nashik_agritech_marathi_whatsapp_sanketik_shabd",
    ("WhatsApp Chat with <<org>> पायलट टीम.txt", "chats/pilot_team_<<d>><<mo>>.txt"),
    """<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi>> pm - <<fn>> <<ln>>: नमस्कार, निफाड प्लॉटवरचा टॅबलेट परत लॉक झाला आहे
<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi>> pm - <<fn2>> <<ln2>>: ॲपचा लॉगिन: field<<nn>>@<<dom>>
<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi>> pm - <<fn2>> <<ln2>>: पासवर्ड (सांकेतिक शब्द) <<cred>>
<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi>> pm - <<fn2>> <<ln2>>: शेतकऱ्यांना देऊ नका, फक्त आपल्या फील्ड स्टाफसाठी आहे
<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mi>> pm - <<fn>> <<ln>>: 👍 धन्यवाद भाऊ
""",
    cred="human",
    extra=lambda r, s: {"yy": str(s["y"])[2:]},
)

F.reg(
    "nashik_agritech_soil_probe_chirpstack_mqtt_toml",
    ("chirpstack/chirpstack.toml", "gateway-<<n>>/chirpstack-gateway-bridge.toml"),
    """# ChirpStack (LoRaWAN soil moisture probes, <<nn>> plots around Niphad)
[logging]
  level="info"

[postgresql]
  dsn="postgres://chirpstack@localhost/chirpstack?sslmode=disable"
  max_open_connections=10

[integration]
  enabled=["mqtt"]

  [integration.mqtt]
    server="tcp://mqtt.<<dom>>:1883/"
    json=true
    username="chirpstack_<<fa>>"
    password="<<cred>>"
""",
    cred="pw_dq",
)

F.reg(
    "nashik_agritech_razorpay_subscriptions_django_settings",
    ("backend/<<org>>/settings/production.py", "api/config/settings_prod_<<n>>.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["api.<<dom>>"]

# Razorpay: farmer advisory subscriptions (Rs 99 / season)
RAZORPAY_KEY_ID = "rzp_live_<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
RAZORPAY_WEBHOOK_URL = "https://api.<<dom>>/payments/razorpay/webhook/"

CELERY_BROKER_URL = "redis://<<ip>>:6379/0"
""",
    cred="p:razorpay",
    syntax="py",
    extra=lambda r, s: {"kid": alnum(r, 14)},
)


def _sst(s: dict[str, object]) -> str:
    cells = ["शेतकरी", "गाव", "मोबाइल", "ॲप लॉगिन", "पासवर्ड"]
    for i in range(3):
        (fn, fa), (ln, la) = s["people"][i]
        pw = s["cred"] if i == s["at"] else s["others"][i]
        cells += [f"{fn} {ln}", s["villages"][i], f"98{s['tels'][i]}", f"{fa}.{la}{i + 1}", pw]
    body = "".join(f"<si><t>{c}</t></si>" for c in cells)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(cells)}" uniqueCount="{len(cells)}">{body}</sst>'
    )


F.reg(
    "nashik_agritech_farmer_logins_xlsx_sharedstrings",
    (
        "शेतकरी_लॉगिन_<<date>>/xl/sharedStrings.xml",
        "unzipped/farmer_app_users_<<nn>>/xl/sharedStrings.xml",
    ),
    _sst,
    cred="human_x",
    extra=lambda r, s: {
        "people": [(r.choice(F.first), r.choice(F.last)) for _ in range(3)],
        "villages": r.sample(("पिंपळगाव", "लासलगाव", "ओझर", "दिंडोरी", "सिन्नर", "चांदवड"), 3),
        "tels": [r.randint(10000000, 99999999) for _ in range(3)],
        "others": [F.human(r, True) for _ in range(3)],
        "at": r.randrange(3),
    },
)


def _odk(s: dict[str, object]) -> str:
    return json.dumps(
        {
            "general": {
                "server_url": f"https://odk.{s['dom']}/v1/key/{s['ref']}/projects/{s['n']}",
                "username": f"enum_{s['fa']}",
                "password": s["cred"],
                "form_update_mode": "match_exactly",
                "autosend": "wifi_and_cellular",
                "app_language": "mr",
            },
            "admin": {"admin_pw": s["admin"], "change_server": False},
            "project": {"name": "द्राक्ष पीक पाहणी", "icon": "D", "color": "#3e9fcc"},
        },
        ensure_ascii=False,
        indent=2,
    )


F.reg(
    "nashik_agritech_odk_collect_settings_qr_json",
    ("odk/settings_<<fa>>.json", "field-kit/odk-collect-project-<<n>>.json"),
    _odk,
    cred="pw_json",
    extra=lambda r, s: {"admin": F.human(r, True)},
)


def _sa(s: dict[str, object]) -> str:
    return json.dumps(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-ee-{s['nn']}",
            "private_key_id": s["kid"],
            "private_key": s["pem"] + "\n",
            "client_email": f"earthengine@{s['org']}-ee-{s['nn']}.iam.gserviceaccount.com",
            "client_id": s["cid"],
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
            "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
            "universe_domain": "googleapis.com",
        },
        indent=2,
    )


def _sa_extra(r, s):
    pem = pkcs8_pem(r)
    return {
        "pem": pem,
        "cred": json.dumps(pem)[1:-1],
        "kid": hexs(r, 40),
        "cid": str(r.randint(10**20, 10**21)),
    }


F.reg(
    "nashik_agritech_earth_engine_service_account_json",
    ("ndvi/keys/<<org>>-ee-<<nn>>-<<sha>>.json", "notebooks/credentials/earthengine-<<n>>.json"),
    _sa,
    cred="pw",
    extra=_sa_extra,
)

F.reg(
    "nashik_agritech_weatherlink_station_pull_python",
    ("weather/pull_weatherlink.py", "<<org>>-weather/jobs/weatherlink_<<n>>.py"),
    '''"""Davis WeatherLink Live at the Dindori plot -> our Postgres, every 15 minutes."""

import time

import requests

API_KEY = "<<apikey>>"
API_SECRET = "<<cred>>"
STATION_ID = <<sid>>


def current():
    r = requests.get(
        f"https://api.weatherlink.com/v2/current/{STATION_ID}",
        params={"api-key": API_KEY, "t": int(time.time())},
        headers={"X-Api-Secret": API_SECRET},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["sensors"]
''',
    cred=lambda r, s: alnum(r, 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
    syntax="py",
    extra=lambda r, s: {
        "apikey": alnum(r, 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
        "sid": r.randint(100000, 999999),
    },
)

F.reg(
    "nashik_agritech_field_diary_ocr_next_line",
    ("scans/field_diary_p<<nn>>.txt", "ocr/दैनंदिनी_<<date>>.txt"),
    """फील्ड डायरी - <<fn>> <<ln>>
दिनांक: <<d>>/<<mo>>/<<y>>
प्लॉट क्र. <<nn>> - पिंपळगाव बसवंत

सेन्सर बॅटरी बदलली (३ नग)
पाऊस: १२ मिमी

टॅबलेट लॉगिन
<<cred>>

उद्या: डाउनी मिल्ड्यू फवारणी नोंद
""",
    cred="human",
)
