# ruff: noqa: E501
"""Family g: a co-living space in Canggu, Bali, Indonesia (Bahasa Indonesia, English)."""

from __future__ import annotations

import base64
import json
import re

from ninetyninth_corpus import alnum, hexs
from ninetyninth_spec import Fam, b64s, prov

F = Fam(
    name="coliving_canggu_bali",
    orgs=("rumahombak", "berawanest", "sawahhaus"),
    tld="co.id",
    first=(
        ("Made", "made"),
        ("Putu", "putu"),
        ("Komang", "komang"),
        ("Ketut", "ketut"),
        ("Dewi", "dewi"),
        ("Rizky", "rizky"),
        ("Siti", "siti"),
        ("Wayan", "wayan"),
    ),
    last=(
        ("Wirawan", "wirawan"),
        ("Suartini", "suartini"),
        ("Pratama", "pratama"),
        ("Lestari", "lestari"),
        ("Santoso", "santoso"),
        ("Adnyana", "adnyana"),
        ("Rahmawati", "rahmawati"),
    ),
    words=(
        "canggu",
        "berawa",
        "pererenan",
        "sambal",
        "kopi",
        "ombak",
        "pantai",
        "banjar",
        "selamat",
        "bintang",
        "kelapa",
        "ubud",
        "padi",
        "sawah",
        "nasgor",
        "echobeach",
        "batubolong",
    ),
    pets=("belang", "mimi", "oyen", "bejo", "coco", "kopi"),
    cc="62",
    city="Canggu",
)


def _k8s_dec(text: str) -> str:
    m = re.search(r"XENDIT_SECRET_KEY: ([A-Za-z0-9+/=]+)", text)
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "canggu_coliving_k8s_secret_xendit_data_base64",
    ("k8s/booking/secret-<<n>>.yaml", "<<org>>-infra/overlays/prod/xendit-secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: booking-payments
  namespace: <<org>>
type: Opaque
data:
  XENDIT_SECRET_KEY: <<enc>>
  XENDIT_CALLBACK_TOKEN: <<cb>>
  DB_HOST: <<dbh>>
""",
    cred="p:xendit",
    extra=lambda r, s: {
        "enc": b64s(str(s["cred"])),
        "cb": b64s(alnum(r, 48)),
        "dbh": b64s(f"{s['ip']}"),
    },
    decode=_k8s_dec,
)

F.reg(
    "canggu_coliving_midtrans_server_key_laravel_env",
    ("<<org>>-web/.env", "booking-app-<<n>>/.env"),
    """APP_NAME="<<org>> Coliving"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://book.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=coliving
DB_USERNAME=coliving

MIDTRANS_IS_PRODUCTION=true
MIDTRANS_MERCHANT_ID=G<<mid>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_SERVER_KEY=<<cred>>
""",
    cred="p:midtrans",
    extra=lambda r, s: {
        "appkey": base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode(),
        "mid": r.randint(100000000, 999999999),
        "ck": alnum(r, 16),
    },
)

F.reg(
    "canggu_coliving_whatsapp_kata_sandi_wifi_lantai",
    ("WhatsApp Chat with <<org>> Housemates 🌴.txt", "chats/housemates_<<date>>.txt"),
    """[<<d>>/<<mo>>/<<yy>> <<t1>>:05] <<fn>> <<ln>>: Guys wifi lantai 2 udah diganti ya, yang lama kena pakai tetangga villa 😅
[<<d>>/<<mo>>/<<yy>> <<t2>>:40] <<fn>> <<ln>>: Nama: <<org>>_Lt2
[<<d>>/<<mo>>/<<yy>> <<t3>>:02] <<fn>> <<ln>>: Kata sandi: <<cred>>
[<<d>>/<<mo>>/<<yy>> <<t4>>:55] <<fn2>> <<ln2>>: Makasih bli! Is it the same for the co-working shala?
[<<d>>/<<mo>>/<<yy>> <<t5>>:13] <<fn>> <<ln>>: No, shala masih yang lama, cek di papan depan dapur
""",
    cred="human",
    extra=lambda r, s: {"yy": str(s["y"])[2:]},
)

F.reg(
    "canggu_coliving_cloudbeds_reservations_pull_python",
    ("scripts/cloudbeds_pull.py", "<<org>>-ops/jobs/cloudbeds_reservations_<<n>>.py"),
    """import datetime as dt

import requests

CLOUDBEDS_API_KEY = "<<cred>>"
PROPERTY_ID = "<<pid>>"


def arrivals(day: dt.date):
    r = requests.get(
        "https://api.cloudbeds.com/api/v1.2/getReservations",
        headers={"x-api-key": CLOUDBEDS_API_KEY},
        params={"propertyID": PROPERTY_ID, "checkInFrom": day.isoformat(), "checkInTo": day.isoformat()},
        timeout=20,
    )
    return r.json()["data"]


if __name__ == "__main__":
    for res in arrivals(dt.date.today()):
        print(res["guestName"], res["roomName"])
""",
    cred="x:cbat_:32",
    syntax="py",
    extra=lambda r, s: {"pid": r.randint(100000, 999999)},
)


def _ttlock(s: dict[str, object]) -> str:
    return json.dumps(
        {
            "ttlock": {
                "clientId": s["cid"],
                "clientSecret": s["cred"],
                "username": f"{s['org']}_admin",
                "passwordMd5": s["md5"],
                "endpoint": "https://euapi.ttlock.com",
            },
            "rooms": {f"R{i}": s["lock0"] + i for i in range(1, 7)},
            "checkinCodeValidHours": 24,
        },
        indent=2,
    )


F.reg(
    "canggu_coliving_ttlock_smart_locks_config_json",
    ("locks/config.json", "<<org>>-locks/config.<<n>>.json"),
    _ttlock,
    cred="hex:32",
    extra=lambda r, s: {
        "cid": hexs(r, 32),
        "md5": hexs(r, 32),
        "lock0": r.randint(1000000, 9000000),
    },
)

F.reg(
    "canggu_coliving_welcome_pack_text_wifi",
    ("welcome/welcome_pack_<<org>>.txt", "docs/Welcome Pack (<<mo>>-<<y>>).txt"),
    """SELAMAT DATANG DI <<org>> ✨
Welcome home, nomads!

Check-out: 11:00 · Quiet hours 22:00–07:00
Scooter rental: ask Bli <<fn>> (<<phone>>)

WIFI
<<org>>_Home
<<cred>>

Galon (air minum) di dapur, jangan minum air keran ya 🙏
Sunset yoga every Wednesday on the rooftop.
""",
    cred="human",
)

F.reg(
    "canggu_coliving_firebase_android_google_services_json",
    ("app/google-services.json", "<<org>>-android/app/src/prod/google-services.json"),
    lambda s: json.dumps(
        {
            "project_info": {
                "project_number": s["pn"],
                "project_id": f"{s['org']}-app",
                "storage_bucket": f"{s['org']}-app.appspot.com",
            },
            "client": [
                {
                    "client_info": {
                        "mobilesdk_app_id": f"1:{s['pn']}:android:{s['aid']}",
                        "android_client_info": {"package_name": f"id.co.{s['org']}.app"},
                    },
                    "oauth_client": [],
                    "api_key": [{"current_key": s["cred"]}],
                    "services": {"appinvite_service": {"other_platform_oauth_client": []}},
                }
            ],
            "configuration_version": "1",
        },
        indent=2,
    ),
    cred=lambda r, s: prov(r, "google_api"),
    extra=lambda r, s: {"pn": str(r.randint(10**11, 10**12)), "aid": hexs(r, 22)},
)

F.reg(
    "canggu_coliving_officernd_token_curl_script",
    ("scripts/officernd_members.sh", "<<org>>-ops/bin/ornd_sync_<<n>>.sh"),
    """#!/usr/bin/env bash
# OfficeRnD Flex -> daftar member aktif untuk pintu & wifi
set -euo pipefail
ORG=<<org>>
TOKEN=$(curl -s -X POST https://identity.officernd.com/oauth/token \\
  -d grant_type=client_credentials \\
  -d client_id=<<cid>> \\
  -d client_secret=<<cred>> \\
  -d scope=flex.community.members.read | jq -r .access_token)
curl -s -H "Authorization: Bearer $TOKEN" "https://app.officernd.com/api/v2/organizations/$ORG/members?status=active" > members.json
""",
    cred="alnum:32",
    syntax="",
    extra=lambda r, s: {"cid": alnum(r, 16)},
)
