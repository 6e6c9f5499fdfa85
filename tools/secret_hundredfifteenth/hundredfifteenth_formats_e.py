"""Family e: an indoor climbing (bouldering) wall in Tbilisi, Georgia: Georgian and Russian,
TBC and Bank of Georgia payments, turnstile access control, a booking API, Telegram chats."""

from __future__ import annotations

import json
import random

from hundredfifteenth_spec import Fam, basic, dec_basic

F = Fam(
    name="climbingwall_gym_tbilisi",
    orgs=("kldewall", "tbiliroc", "mtatsminda", "kazbegiwall", "ushbaboulder"),
    tld="ge",
    first=(
        ("გიორგი", "giorgi"),
        ("ნინო", "nino"),
        ("ლევან", "levan"),
        ("თამარ", "tamar"),
        ("დავით", "davit"),
        ("ანა", "ana"),
        ("ირაკლი", "irakli"),
        ("მარიამ", "mariam"),
        ("ნიკა", "nika"),
        ("ეკა", "eka"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("მაისურაძე", "maisuradze"),
        ("ლომიძე", "lomidze"),
        ("ჯაფარიძე", "japaridze"),
        ("ხარაიშვილი", "kharaishvili"),
        ("წიკლაური", "tsiklauri"),
    ),
    words=(
        "kazbegi",
        "ushba",
        "mtatsminda",
        "tbilisi",
        "svaneti",
        "khachapuri",
        "saperavi",
        "gaumarjos",
        "klde",
        "boulder",
        "crimp",
        "mtkvari",
        "rustaveli",
        "batumi",
    ),
    pets=("bombora", "jeka", "murka", "leo", "tsuga", "bubu"),
    cc="995",
)

F.reg(
    "climbingwall_georgian_telegram_copied_paroli_turnstile",
    ("Telegram Desktop/copied_<<date>>.txt", "Documents/telegram_<<org>>_reception.txt"),
    """<<name>>, [<<dot>> <<time>>]
ტურნიკეტის პანელი ისევ ითხოვს პაროლს

<<name2>>, [<<dot>> <<time2>>]
მომხმარებელი: admin
პაროლი: <<cred>>

<<name>>, [<<dot>> <<time2>>]
მადლობა 👍
""",
    "human",
    syntax="",
)

F.reg(
    "climbingwall_tbc_ecommerce_client_secret_python",
    ("booking/payments/tbc.py", "<<org>>-booking/app/tbc_pay.py"),
    """import requests

TBC_API = "https://api.tbcbank.ge/v1/tpay"
TBC_APIKEY = "<<hex32>>"
TBC_CLIENT_ID = "<<nn>><<n>>"
TBC_CLIENT_SECRET = "<<cred>>"


def access_token():
    r = requests.post(f"{TBC_API}/access-token", headers={"apikey": TBC_APIKEY},
                      data={"client_Id": TBC_CLIENT_ID, "client_secret": TBC_CLIENT_SECRET})
    return r.json()["access_token"]
""",
    "p:tbc",
)


def _basic(rng: random.Random, s: dict) -> dict:
    return {"enc": basic("frontdesk", s["cred"])}


F.reg(
    "climbingwall_booking_api_curl_basic_history_base64",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """ssh <<user>>@<<host>>
curl -s https://api.<<dom>>/v2/sessions?date=<<date>> -H "Authorization: Basic <<enc>>"
curl -s -X POST https://api.<<dom>>/v2/passes/<<nn>>/freeze -H "Authorization: Basic <<enc>>"
exit
""",
    "human_x",
    syntax="",
    extra=_basic,
    decode=dec_basic(),
)

F.reg(
    "climbingwall_turnstile_zkteco_biotime_yaml",
    ("access/biotime-sync.yml", "ops/<<org>>/turnstile.yaml"),
    """biotime:
  url: http://<<lan>>:8081
  username: admin
  password: '<<cred>>'
sync:
  members_csv: /srv/<<org>>/members.csv
  every_minutes: 10
""",
    "pw_sq",
)

F.reg(
    "climbingwall_bog_ipay_keys_node_env",
    ("booking/.env.production", "apps/<<org>>-shop/.env"),
    """NODE_ENV=production
BOG_CLIENT_ID=<<nn>><<n>><<nn>>
BOG_SECRET_KEY=<<cred>>
BOG_CALLBACK=https://<<dom>>/api/bog/callback
""",
    "p:bog",
    syntax="",
)

F.reg(
    "climbingwall_route_setters_russian_email_parol_wiki",
    ("mail/<<date>>_wiki_dostup.eml", "Mail/<<org>>/INBOX/<<nn>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Доступ к вики трассовщиков
Date: <<dmy>> <<time>> +0400
Content-Type: text/plain; charset=UTF-8

<<first2>>, привет!
Новые трассы записываем в вики (BookStack): https://wiki.<<dom>>
логин: <<user2>>
пароль: <<cred>>
Фото зацепов загружай в папку «Сектор Б».
""",
    "human",
    syntax="",
)

F.reg(
    "climbingwall_auto_belay_cameras_hikvision_sadp_csv",
    ("network/cameras_<<year>>.csv", "Desktop/<<org>>_cameras.csv"),
    """Device Type,IP,Port,Serial,Admin,Password,Location
DS-2CD2143G2-I,<<lan>>,8000,DS2CD<<nn>><<hex8>>,admin,<<cred>>,კედელი A / auto-belay
DS-2CD2143G2-I,<<ip>>,8000,DS2CD<<nn>><<n>>,admin,*,entrance
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "climbingwall_membership_export_json_api_token",
    ("exports/members_<<date>>.json", "sync/<<org>>/config.json"),
    lambda s: json.dumps(
        {
            "source": "Glofox",
            "branch": s["org"],
            "apiKey": s["cred"],
            "exportedBy": s["user"],
            "fields": ["name", "pass", "expires"],
        },
        indent=1,
    ),
    "p:glofox",
)
