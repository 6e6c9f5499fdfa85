# ruff: noqa: E501
"""Family a: a neighbourhood pub in Ireland (English and Irish)."""

from __future__ import annotations

import random

from hundredthirtyfirst_spec import Fam, dec_qp, enc_qp, grab, pick

F = Fam(
    name="snug_neighbourhood_pub_ireland",
    orgs=("crannogtavern", "snugharbour", "thebodhranbar", "mulcahysnug"),
    tld="ie",
    first=(
        ("Seán", "sean"),
        ("Aoife", "aoife"),
        ("Niamh", "niamh"),
        ("Ciarán", "ciaran"),
        ("Pádraig", "padraig"),
        ("Siobhán", "siobhan"),
        ("Eoin", "eoin"),
        ("Róisín", "roisin"),
    ),
    last=(
        ("Ó Briain", "obriain"),
        ("Murphy", "murphy"),
        ("Ó Súilleabháin", "osullivan"),
        ("Walsh", "walsh"),
        ("Ó Néill", "oneill"),
        ("Byrne", "byrne"),
        ("Mac Carthaigh", "maccarthy"),
    ),
    words=(
        "slainte",
        "craic",
        "snug",
        "pint",
        "shamrock",
        "liffey",
        "rebel",
        "dubs",
        "hurley",
        "banshee",
        "trad",
        "fiddle",
        "bodhran",
        "stout",
        "claddagh",
        "galway",
        "kerry",
        "seisiun",
    ),
    pets=("Bran", "Rua", "Bosco", "Sadie", "Murphy", "Tiny"),
    cc="+353",
    city="Dublin",
)

F.reg(
    "snug_lightspeed_kseries_till_sync_env",
    ("<<org>>/till-sync/.env", "opt/<<org>>/kseries-export/.env"),
    """# Lightspeed Restaurant (K-Series) -> Xero nightly takings export
LS_K_API_BASE=https://api.lsk.lightspeed.app
LS_K_BUSINESS_LOCATION_ID=<<n4>><<n3>>
LS_K_CLIENT_ID=<<org>>-till-sync
LS_K_CLIENT_SECRET=<<cred>>
XERO_TENANT=<<org>>
EXPORT_HOUR=04
""",
    "p:lightspeed",
    syntax="",
)

F.reg(
    "snug_irish_whatsapp_pasfhocal_guest_wifi",
    (
        "chats/WhatsApp Chat with Snug Staff <<y>>.txt",
        "<<org>>/backup/WhatsApp Chat - Foireann <<mo>>.txt",
    ),
    """[<<dmy>>, <<t0>>] <<first>>: An bhfuil an pasfhocal nua don Wi-Fi ag éinne? Tá an seisiún trad ag tosú ag a naoi
[<<dmy>>, <<t1>>] <<first2>>: Athraíodh é inniu mar gheall ar na turasóirí 🙄
[<<dmy>>, <<t2>>] <<first2>>: Líonra: <<org>>-guest
[<<dmy>>, <<t3>>] <<first2>>: Pasfhocal: <<cred>>
[<<dmy>>, <<t4>>] <<first>>: go raibh maith agat 🍺
""",
    "human",
)

F.reg(
    "snug_soundtrack_zone_scheduler_yaml",
    ("<<org>>/music/soundtrack-scheduler.yml", "home/<<fa>>/syb/config.yaml"),
    """# Soundtrack Your Brand: swap the bar zone to the trad playlist on session nights
api:
  endpoint: https://api.soundtrackyourbrand.com/v2
  token: '<<cred>>'
account: <<org>>
zones:
  - name: Front bar
    schedule: trad-nights
  - name: Snug
    schedule: quiet-pints
""",
    "b64:48",
)

F.reg(
    "snug_keg_supplier_order_portal_python",
    ("<<org>>/scripts/order_kegs.py", "home/<<fa>>/bin/keg_order_<<n>>.py"),
    '''"""Thursday keg order: reads the cellar count sheet and posts the order to the drinks
distributor's trade portal."""

import csv

import requests

PORTAL = "https://trade.<<word>>drinks.ie/api"
ACCOUNT = "<<org>>"
USERNAME = "<<email>>"
PASSWORD = "<<cred>>"


def main():
    s = requests.Session()
    s.post(f"{PORTAL}/login", json={"account": ACCOUNT, "user": USERNAME, "password": PASSWORD})
    with open("cellar_count.csv", newline="") as fh:
        lines = [r for r in csv.DictReader(fh) if int(r["order"]) > 0]
    s.post(f"{PORTAL}/orders", json={"lines": lines, "delivery": "Friday AM"})


if __name__ == "__main__":
    main()
''',
    "human_x",
)

F.reg(
    "snug_nvr_isapi_curl_digest_bash_history",
    ("home/<<fa>>/.bash_history", "<<org>>/office-pc/.bash_history"),
    """cd ~/cctv
ls -la clips/
ping -c 3 <<ip>>
curl --digest -u admin:<<cred>> "http://<<ip>>/ISAPI/ContentMgmt/search" -d @search.xml -o found.xml
less found.xml
curl --digest -u admin:<<cred>> "http://<<ip>>/ISAPI/ContentMgmt/download" -d @clip.xml -o till_incident_<<date>>.mp4
exit
""",
    "pw_bare",
    syntax="",
)


def _fada_pw(rng: random.Random, fam: Fam) -> str:
    w = pick(rng, ("Sláinte", "Fáilte", "Bóthar", "Éire", "Oíche", "Céilí", "Ól"))
    return f"{w}{pick(rng, ('', pick(rng, fam.words).capitalize()))}{rng.randint(1990, 2026)}{pick(rng, '!#.*')}"


F.reg(
    "snug_irish_email_quoted_printable_pasfhocal_roster",
    ("mail/<<org>>/rolla-<<date>>.eml", "<<fa>>/Mail/Sent/<<n3>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Rolla na seachtaine agus an clár ama
Date: Fri, <<d>> Mar <<y>> 18:02:11 +0000
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

Haigh <<first2>>,

Seo an rolla don deireadh seachtaine. Is f=C3=A9idir leat log=C3=A1il isteach ar an gcl=C3=A1r ama anois.
=C3=9As=C3=A1ideoir: <<fa2>>
Pasfhocal: <<enc>>

Sl=C3=A1n,
<<fa>>
""",
    _fada_pw,
    syntax="",
    encode=lambda n, s: enc_qp(n),
    decode=lambda t: grab(r"Pasfhocal: (\S+)", dec_qp(t)),
)

F.reg(
    "snug_sumup_card_reader_checkout_json",
    ("<<org>>/pos/sumup.json", "srv/<<org>>/tabs/sumup-<<n>>.json"),
    """{
  "merchant_code": "M<<hex8>>",
  "api_key": "<<cred>>",
  "readers": [
    {"name": "Front bar", "serial": "<<n4>><<n3>>"},
    {"name": "Lounge", "serial": "<<n3>><<n4>>"}
  ],
  "currency": "EUR",
  "tip_prompt": true
}
""",
    "p:sumup",
)

F.reg(
    "snug_quiz_night_staff_logins_csv_column",
    ("<<org>>/staff/logins_<<y>>.csv", "Documents/<<org>>_staff_<<mo>>.csv"),
    """name,role,till_login,pin,till_password
<<first>> <<last>>,manager,<<fa>>,<<n4>>,<<cred>>
<<first2>> <<last2>>,bar,<<fa2>>,<<n4>>,
""",
    "human",
    syntax="",
)
