# ruff: noqa: E501
"""Family h: a wine bar in Tbilisi (Georgian)."""

from __future__ import annotations

import json
import random

from hundredthirtyfirst_spec import Fam, pick

F = Fam(
    name="ghvinis_wine_bar_georgia",
    orgs=("ghvinomarani", "qvevrisarda", "supraroom", "tamadacellar"),
    tld="ge",
    first=(
        ("გიორგი", "giorgi"),
        ("ნინო", "nino"),
        ("დავით", "davit"),
        ("თამარ", "tamar"),
        ("ლევან", "levan"),
        ("მარიამ", "mariam"),
        ("ირაკლი", "irakli"),
        ("ანა", "ana"),
    ),
    last=(
        ("ბერიძე", "beridze"),
        ("კაპანაძე", "kapanadze"),
        ("გელაშვილი", "gelashvili"),
        ("მაისურაძე", "maisuradze"),
        ("ლომიძე", "lomidze"),
        ("ჯაფარიძე", "japaridze"),
    ),
    words=(
        "ghvino",
        "qvevri",
        "supra",
        "tamada",
        "saperavi",
        "rkatsiteli",
        "kakheti",
        "tbilisi",
        "gaumarjos",
        "chacha",
        "khachapuri",
        "mtatsminda",
        "sakartvelo",
        "kindzmarauli",
        "churchkhela",
        "marani",
        "mtsvane",
    ),
    pets=("Murka", "Bobi", "Tsutsa", "Jeka", "Lekso", "Tsisia"),
    cc="+995",
    city="თბილისი",
)

F.reg(
    "ghvinis_georgian_viber_csv_paroli_iiko",
    ("<<org>>/viber/Viber_<<date>>.csv", "Documents/Viber Backup/<<org>>_staff_<<n>>.csv"),
    """Date,Time,Sender,Text
<<dmy>>,<<t0>>,<<first>> <<last>>,"iiko-ს ახალი პაროლი ვინმემ იცით? სალარო დაიბლოკა"
<<dmy>>,<<t1>>,<<first2>> <<last2>>,"ახლავე მოგწერ"
<<dmy>>,<<t2>>,<<first2>> <<last2>>,"<<cred>>"
<<dmy>>,<<t3>>,<<first>> <<last>>,"მადლობა 🍷"
""",
    "human_x",
    syntax="",
)

F.reg(
    "ghvinis_tbc_checkout_apikey_env",
    ("<<org>>/shop/.env", "srv/<<org>>-tastings/.env"),
    """# TBC E-Commerce (tpay) - დეგუსტაციის ბილეთები
TBC_API_URL=https://api.tbcbank.ge/v1/tpay
TBC_APIKEY=<<alnum_id>>
TBC_CLIENT_ID=<<n4>><<n3>>
TBC_CLIENT_SECRET=<<cred>>
CURRENCY=GEL
""",
    "p:tbc",
    syntax="",
    extra=lambda r, s: {
        "alnum_id": "".join(r.choice("abcdefghijkLMNOPQ0123456789") for _ in range(32))
    },
)

F.reg(
    "ghvinis_bog_ipay_tasting_python",
    ("<<org>>/payments/bog_ipay.py", "home/<<fa>>/supra/bog_<<n>>.py"),
    '''"""Bank of Georgia iPay / Payments API: qvevri tasting deposits."""

import requests

BOG_CLIENT_ID = "<<n4>><<n3>>"
BOG_CLIENT_SECRET = "<<cred>>"
TOKEN_URL = "https://oauth2.bog.ge/auth/realms/bog/protocol/openid-connect/token"


def get_token():
    r = requests.post(TOKEN_URL, data={"grant_type": "client_credentials"},
                      auth=(BOG_CLIENT_ID, BOG_CLIENT_SECRET))
    return r.json()["access_token"]
''',
    "p:bog",
)


def _ka_pw(rng: random.Random, fam: Fam) -> str:
    w = pick(rng, ("ღვინო", "ქვევრი", "სუფრა", "თამადა", "მარანი", "გაუმარჯოს", "საფერავი"))
    return f"{w}{pick(rng, ('', pick(rng, fam.pets)))}{rng.randint(10, 2026)}{pick(rng, '!#.*_')}"


F.reg(
    "ghvinis_wine_list_app_json_unicode_escaped",
    ("<<org>>/winelist/app-config.json", "srv/<<org>>/menu-tablet-<<n>>.json"),
    lambda s: json.dumps(
        {
            "venue": s["org"],
            "title": "ღვინის ბარათი",
            "tablet_admin": {"user": "sommelier", "password": s["cred"]},
            "sync": {"url": f"https://menu.{s['dom']}/api", "interval": 300},
        },
        ensure_ascii=True,
        indent=2,
    ),
    _ka_pw,
    decode=lambda t: json.loads(t)["tablet_admin"]["password"],
    encode=lambda n, s: "",
)

F.reg(
    "ghvinis_cellar_home_assistant_secrets_yaml",
    ("<<org>>/homeassistant/secrets.yaml", "config/<<org>>-marani-<<n>>/secrets.yaml"),
    """# მარნის ტემპერატურა და ტენიანობა
wifi_ssid: <<org>>_marani
wifi_password: '<<cred>>'
cellar_lat: 41.69
cellar_lon: 44.80
""",
    "human",
)

F.reg(
    "ghvinis_georgian_email_paroli_rs_ge",
    ("mail/<<org>>/rs-ge-<<date>>.eml", "<<fa>>/Mail/Sent/<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: rs.ge - ზედნადებები
Date: Thu, <<d>> Jun <<y>> 12:31:09 +0400
Content-Type: text/plain; charset=utf-8

გამარჯობა <<first2>>,

ზედნადებების გასაწერად rs.ge-ზე შედი ამ მონაცემებით:
მომხმარებელი: <<fa>>:<<n4>><<n3>>
პაროლი: <<cred>>

მადლობა,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "ghvinis_glovo_partner_bearer_zsh_history",
    ("home/<<fa>>/.zsh_history", "<<org>>/laptop/.zsh_history"),
    """: <<ts>>:0;cd ~/glovo-menu
: <<ts>>:0;python3 export_menu.py > menu.json
: <<ts>>:0;curl -X PUT https://stageapi.glovoapp.com/webhook/stores/<<org>>-<<n3>>/menu -H "Authorization: Bearer <<cred>>" -H "Content-Type: application/json" -d @menu.json
: <<ts>>:0;git status
""",
    "jwt",
    syntax="",
)

F.reg(
    "ghvinis_wifi_qr_payload_text",
    ("<<org>>/print/wifi_qr_<<n>>.txt", "Desktop/<<org>>_qr.txt"),
    """WIFI:S:<<org>>_guests;T:WPA;P:<<cred>>;;
""",
    "human_x",
    syntax="",
)
