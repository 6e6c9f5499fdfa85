# ruff: noqa: E501
"""Family p: holiday parks, motor camps and cabins around Tasman Bay, New Zealand (English, te reo Māori)."""

from __future__ import annotations

import json

from hundredthirtyfourth_corpus import alnum
from hundredthirtyfourth_spec import Fam

FAM = Fam(
    name="ruru_holiday_park_cabins",
    orgs=(
        ("ruruholidaypark", "Ruru Holiday Park"),
        ("kowhaicabins", "Kōwhai Cabins"),
        ("pohutukawamotorcamp", "Pōhutukawa Motor Camp"),
        ("tuiridge", "Tūī Ridge Holiday Park"),
    ),
    tld="co.nz",
    first=(
        "Aroha",
        "Liam",
        "Mere",
        "Hamish",
        "Ngaire",
        "Tāne",
        "Olivia",
        "Wiremu",
        "Charlotte",
        "Manaia",
    ),
    last=(
        "Ngata",
        "Thompson",
        "Parata",
        "McKenzie",
        "Te Rangi",
        "Wilson",
        "Tipene",
        "Robertson",
        "Horomona",
        "Walker",
    ),
    words=(
        "kowhai",
        "pohutukawa",
        "kiwi",
        "jandals",
        "pavlova",
        "tui",
        "ruru",
        "kea",
        "kauri",
        "kiaora",
        "aroha",
        "tasman",
        "tramping",
        "bach",
        "hokeypokey",
        "pipi",
    ),
    places=("Kaiteriteri", "Marahau", "Motueka", "Tākaka", "Collingwood", "Māpua"),
    seasons=("summer", "winter", "spring", "autumn", "xmas"),
    pets=("Buster", "Molly", "Max", "Bella", "Fergus", "Poppy"),
    local_digits=("7198", "7120", "03", "027"),
    cc="64",
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwerty123", "zxcvbnm"),
    mail=("xtra.co.nz", "gmail.com", "outlook.com"),
    phone_fmt="021 ### ####",
)

MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


FAM.reg(
    "ruru_windcave_pxpay_key_web_config",
    ("wwwroot/<<org>>/Web.config", "sites/<<org>>-bookings/web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="SiteName" value="<<orgd>>" />
    <add key="PxPayUserId" value="<<pxuser>>" />
    <add key="PxPayKey" value="<<cred>>" />
    <add key="PxPayUrl" value="https://sec.windcave.com/pxaccess/pxpay.aspx" />
    <add key="DepositPercent" value="25" />
    <add key="BookingEmail" value="<<email>>" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
    <customErrors mode="RemoteOnly" defaultRedirect="~/error.html" />
  </system.web>
</configuration>
""",
    "p:windcave",
    extra=lambda rng, s: {"pxuser": s["org"][:12].title() + "_PxP"},
)


FAM.reg(
    "ruru_xero_client_credentials_python",
    ("accounts/<<org>>/xero_sync.py", "<<org>>-office/scripts/push_invoices_xero.py"),
    '''"""Push yesterday's site and cabin invoices from the booking system to Xero."""

import requests

XERO_CLIENT_ID = "<<clientid>>"
XERO_CLIENT_SECRET = "<<cred>>"
TENANT_ID = "<<uuid>>"


def token() -> str:
    r = requests.post(
        "https://identity.xero.com/connect/token",
        data={"grant_type": "client_credentials", "scope": "accounting.transactions"},
        auth=(XERO_CLIENT_ID, XERO_CLIENT_SECRET),
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def push(invoices: list[dict]) -> None:
    requests.post(
        "https://api.xero.com/api.xro/2.0/Invoices",
        json={"Invoices": invoices},
        headers={"Authorization": f"Bearer {token()}", "Xero-tenant-id": TENANT_ID},
        timeout=60,
    ).raise_for_status()
''',
    "p:xero",
    extra=lambda rng, s: {"clientid": alnum(rng, 32, "0123456789ABCDEF")},
)


def _newbook(s: dict) -> str:
    return json.dumps(
        {
            "park": s["orgd"],
            "region": "ap",
            "api_url": "https://api.newbook.cloud/rest/",
            "api_key": s["cred"],
            "username": f"{s['org']}_sync",
            "sites": {"powered": 48, "unpowered": 30, "cabins": 12},
            "export_to": "/srv/office/occupancy",
        },
        indent=2,
    )


FAM.reg(
    "ruru_newbook_pms_api_key_json",
    ("sync/<<org>>/newbook.json", "<<org>>-office/config/pms.json"),
    _newbook,
    "p:newbook",
)


def _slack(s: dict) -> str:
    base = float(s["epoch"])
    msgs = [
        {
            "type": "message",
            "user": "U04" + s["hex8"].upper(),
            "text": f"kia ora team, whats the login for the new gate system? {s['first2']} is on nights",
            "ts": f"{base:.6f}",
        },
        {
            "type": "message",
            "user": "U05" + s["hex12"][:8].upper(),
            "text": f"user `{s['user']}` pw `{s['cred']}` - pls dont put it on the whiteboard this time :sweat_smile:",
            "ts": f"{base + 95:.6f}",
        },
        {
            "type": "message",
            "user": "U04" + s["hex8"].upper(),
            "text": "cheers :+1:",
            "ts": f"{base + 140:.6f}",
        },
    ]
    return json.dumps(msgs, indent=4)


FAM.reg(
    "ruru_slack_export_channel_day_json",
    ("slack-export/office/<<date>>.json", "exports/<<org>>-slack/front-desk/<<date>>.json"),
    _slack,
    "human",
)


FAM.reg(
    "ruru_nuki_web_api_cabin_codes_sh",
    ("scripts/<<org>>/cabin_codes.sh", "home/<<user>>/bin/nuki_code.sh"),
    """#!/bin/sh
# Create a keypad code on the cabin Nuki lock for tonight's booking
# usage: cabin_codes.sh <smartlock-id> <guest name> <code>
NUKI_TOKEN="<<cred>>"
LOCK="$1"; NAME="$2"; CODE="$3"
FROM=$(date -u +%Y-%m-%dT14:00:00.000Z)
UNTIL=$(date -u -d tomorrow +%Y-%m-%dT10:00:00.000Z)

curl -s -X PUT "https://api.nuki.io/smartlock/$LOCK/auth" \\
  -H "Authorization: Bearer $NUKI_TOKEN" \\
  -H "Content-Type: application/json" \\
  -d "{\\"name\\":\\"$NAME\\",\\"type\\":13,\\"code\\":$CODE,\\"allowedFromDate\\":\\"$FROM\\",\\"allowedUntilDate\\":\\"$UNTIL\\"}"
""",
    "p:nuki",
    syntax="",
)


FAM.reg(
    "ruru_email_campermate_partner_portal",
    ("Mail/Inbox/partner_portal_<<date>>.eml", "outlook/<<org>>/<<mailid>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: partner portal login for the app listing
Date: <<day>> <<mon>> <<year>> <<time>>:<<sec>> +1200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Kia ora <<first>>,

I've set up our listing on the camping app partner portal so we can update the freedom-camper
notices and the dump-station hours ourselves:

Login: <<email>>
Password: <<cred>>

Can you update the summer rates before Labour Weekend? Powered sites are $<<n>> pp now.

Ngā mihi,
<<first2>>
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"mon": MON[int(s["month"]) - 1]},
)


FAM.reg(
    "ruru_wifi_portal_mongodb_srv_uri_env",
    ("wifi-portal/<<org>>/.env", "<<org>>-captive/.env.production"),
    """# Guest Wi-Fi captive portal (sells 24h / 7-day passes at the office and online)
PORT=3000
MONGODB_URI=mongodb+srv://portal:<<cred>>@cluster0.<<cl>>.mongodb.net/wifi?retryWrites=true&w=majority
UNIFI_URL=https://<<lan>>:8443
UNIFI_SITE=default
PASS_PRICES=24h:10,7d:35
""",
    "pw_url",
    extra=lambda rng, s: {"cl": alnum(rng, 5, "abcdefghijklmnopqrstuvwxyz0123456789")},
)


FAM.reg(
    "ruru_office_whiteboard_photo_ocr",
    ("photos/whiteboard_<<date>>.txt", "OCR/<<org>>/office_board_<<n>>.txt"),
    """OFFICE - <<orgu>>
Cabin 4 - late arrival (<<first2>>) key in lockbox
Dump station pump fixed
Lawns Thurs
EFTPOS admin
<<user>>
<<cred>>
Wifi vouchers: ask <<first>>
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"orgu": s["orgd"].upper()},
)
