# ruff: noqa: E501
"""Family n: a price-checking and merchandising agency in Metro Manila: Viber in Taglish,
PayMongo, KoboToolbox and ODK Collect for store audits, a Taglish mail with a vendor-portal
login, s3cmd for shelf photos, PnP PowerShell for planograms, a roster HTML table."""

from __future__ import annotations

import json

from hundredthird_spec import PHL as F
from hundredthird_spec import alnum, xe

F.reg(
    "pricecheck_viber_csv_taglish_password_app",
    ("Viber/viber_<<first2>>_<<date>>.csv", "export/Viber Merchandisers <<town>>.csv"),
    """Date,Time,Sender,Phone,Message
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mi>>,<<first2>>,<<phone2>>,"Ma'am nag-logout po yung price check app, ano po password?"
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mi2>>,<<name>>,<<phone>>,"user: <<login>>"
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mi2>>,<<name>>,<<phone>>,"<<cred>>"
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mi2>>,<<first2>>,<<phone2>>,"Salamat po! Tapos na po yung SM Marikina, next na Puregold"
""",
    "human_x",
)

F.reg(
    "pricecheck_paymongo_secret_key_env",
    ("billing-portal/.env", "client-billing-<<org>>/.env"),
    """# Client billing (audit packages) - PayMongo
PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_URL=https://billing.<<dom>>/paymongo/webhook
CURRENCY=PHP
""",
    "p:paymongo",
    extra=lambda rng, s: {"pk": alnum(rng, 24)},
)

F.reg(
    "pricecheck_kobotoolbox_api_token_python",
    ("reports/kobo_pull.py", "analytics_<<org>>/kobo_<<store>>.py"),
    '''"""Pull the shelf price survey submissions from KoboToolbox."""

import requests

KOBO_URL = "https://kf.kobotoolbox.org"
KOBO_TOKEN = "<<cred>>"
FORM_UID = "a<<ak>>"


def submissions() -> list[dict]:
    r = requests.get(
        f"{KOBO_URL}/api/v2/assets/{FORM_UID}/data.json",
        headers={"Authorization": f"Token {KOBO_TOKEN}"},
        timeout=60,
    )
    return r.json()["results"]
''',
    "hex:40",
    extra=lambda rng, s: {"ak": alnum(rng, 21)},
)


def _odk(s: dict) -> str:
    return json.dumps(
        {
            "general": {
                "server_url": f"https://odk.{s['dom']}/v1/key/{s['hex8']}/projects/{s['n']}",
                "username": s["login"],
                "password": s["cred"],
                "form_update_mode": "match_exactly",
            },
            "admin": {"change_server": False},
            "project": {"name": f"Price Audit {s['town']}", "icon": "P", "color": "#3e9fcc"},
        },
        indent=2,
    )


F.reg(
    "pricecheck_odk_collect_settings_qr_json",
    ("odk/settings_<<login>>.json", "field-devices/<<org>>/odk_collect_<<store>>.json"),
    _odk,
    "pw_json",
)

F.reg(
    "pricecheck_taglish_email_vendor_portal_password",
    ("Mail/Inbox/Vendor portal access <<d>><<mo>>.eml", "gmail_export/<<date>> vendor portal.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Vendor portal access - price audit <<town>>
Date: Tue, <<d>> Oct <<y>> <<hh>>:<<mi>>:00 +0800
Content-Type: text/plain; charset=utf-8

Hi <<first2>>,

Pakigamit muna itong account habang naka-leave si team lead. Dito i-upload yung
competitor price checks at yung planogram compliance photos.

Username: <<login>>
Password: <<cred>>

Huwag i-share sa ibang agency ha. Salamat!

<<name>>
Operations, <<Org>> Merchandising
""",
    "human",
)

F.reg(
    "pricecheck_shelf_photos_s3cmd_cfg",
    ("home/<<fa>>/.s3cfg", "photo-uploader-<<store>>/.s3cfg"),
    """[default]
access_key = AKIA<<ak>>
secret_key = <<cred>>
host_base = s3.ap-southeast-1.amazonaws.com
host_bucket = %(bucket)s.s3.ap-southeast-1.amazonaws.com
bucket_location = ap-southeast-1
use_https = True
""",
    "p:aws_secret",
    syntax="",
    extra=lambda rng, s: {"ak": alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)

F.reg(
    "pricecheck_planogram_pnp_powershell_sharepoint",
    ("scripts/Upload-Planograms.ps1", "planogram-<<org>>/upload_<<store>>.ps1"),
    """# Upload this week's planograms to the client SharePoint
$user = "<<login>>@<<org>>.onmicrosoft.com"
$pass = ConvertTo-SecureString "<<cred>>" -AsPlainText -Force
$cred = New-Object System.Management.Automation.PSCredential ($user, $pass)
Connect-PnPOnline -Url "https://<<org>>.sharepoint.com/sites/Planograms" -Credentials $cred
Get-ChildItem .\\out\\*.pdf | ForEach-Object { Add-PnPFile -Path $_.FullName -Folder "Shared Documents/<<y>>" }
""",
    "pw_dq",
)


def _roster(s: dict) -> str:
    return f"""<html><head><meta charset="utf-8"><title>Merchandiser roster</title></head><body>
<h2>Roster - {xe(str(s["town"]))} cluster</h2>
<table>
<tr><th>Name</th><th>Store</th><th>App user</th><th>App password</th></tr>
<tr><td>{xe(str(s["name2"]))}</td><td>Puregold {xe(str(s["town"]))}</td><td>{s["login2"]}</td><td>(reset)</td></tr>
<tr><td>{xe(str(s["name"]))}</td><td>SM Hypermarket</td><td>{s["login"]}</td><td>{s["cred"]}</td></tr>
</table></body></html>
"""


F.reg(
    "pricecheck_merchandiser_roster_html_table",
    ("roster/roster_<<date>>.html", "shared/<<org>>/roster_<<store>>.htm"),
    _roster,
    "human_x",
)
