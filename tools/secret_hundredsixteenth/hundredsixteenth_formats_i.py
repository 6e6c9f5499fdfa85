# ruff: noqa: E501
"""Family i: an eyebrow-threading kiosk in an Auckland mall, New Zealand (English, Gujarati,
te reo Māori greetings)."""

from __future__ import annotations

from hundredsixteenth_spec import Fam, json_dump

F = Fam(
    name="eyebrow_threading_kiosk_auckland",
    prefix="threading",
    orgs=("browline", "aroharbrows", "kiwibrow", "sylviathread"),
    tld="co.nz",
    first=(
        ("ભાવના", "bhavna"),
        ("હેતલ", "hetal"),
        ("કિંજલ", "kinjal"),
        ("Aroha", "aroha"),
        ("Mere", "mere"),
        ("નિશા", "nisha"),
    ),
    last=(
        ("પટેલ", "patel"),
        ("દેસાઈ", "desai"),
        ("Ngata", "ngata"),
        ("શાહ", "shah"),
        ("Parata", "parata"),
    ),
    words=(
        "kiwi",
        "pohutukawa",
        "tamaki",
        "sylvia",
        "manukau",
        "kowhai",
        "tui",
        "brows",
        "arch",
        "navratri",
        "garba",
        "dhokla",
        "kiaora",
        "pavlova",
    ),
    pets=("milo", "pixie", "coco", "buddy", "rani"),
    cc="+64",
)

F.reg(
    "whatsapp_gujarati_timely_login",
    ("WhatsApp Chat with <<fa>> Kiosk.txt", "chats/<<org>>_kiosk_staff.txt"),
    """<<dmy>>, <<hm>> - <<fn>>: દીદી, Timely નો પાસવર્ડ શું છે? iPad માંથી logout થઈ ગયું
<<dmy>>, <<hm2>> - <<fn2>>: email <<email>>
<<dmy>>, <<hm2>> - <<fn2>>: પાસવર્ડ <<cred>>
<<dmy>>, <<hm2>> - <<fn2>>: customer ને screen ના દેખાડતી
<<dmy>>, <<hm2>> - <<fn>>: ok 👍 kia ora
""",
    "human",
)

F.reg(
    "windcave_rest_key_csharp_pos_bridge",
    ("KioskPos/Payments/WindcaveClient.cs", "src/<<Org>>.Pos/WindcaveSettings.cs"),
    """namespace <<Org>>.Pos;

public static class WindcaveSettings
{
    public const string Endpoint = "https://sec.windcave.com/api/v1/sessions";
    public const string Username = "<<Org>>_Rest";
    public const string ApiKey = "<<cred>>";
    public const string StationId = "<<id>>";
}
""",
    "p:windcave",
    "",
)

F.reg(
    "xero_oauth_client_secret_json",
    ("xero/<<org>>_xero_app.json", "config/xero_credentials.json"),
    lambda s: json_dump(
        {
            "client_id": s["uuid"].replace("-", "").upper(),
            "client_secret": s["cred"],
            "redirect_uri": f"https://{s['dom']}/xero/callback",
            "scopes": "offline_access accounting.transactions accounting.contacts",
            "tenant": f"{s['Org']} Threading Ltd",
        }
    ),
    "x:gK:46",
)

F.reg(
    "lightspeed_personal_token_python_stock",
    ("scripts/stock_check.py", "tools/<<org>>_lightspeed.py"),
    '''"""Nightly stock check of wax strips, thread spools and henna cones (Lightspeed Retail X-Series)."""

import requests

DOMAIN = "<<org>>"
TOKEN = "<<cred>>"

r = requests.get(
    f"https://{DOMAIN}.retail.lightspeed.app/api/2.0/inventory",
    headers={"Authorization": f"Bearer {TOKEN}"},
    timeout=30,
)
for item in r.json()["data"]:
    if item["inventory_level"] < 5:
        print(item["product_id"], item["inventory_level"])
''',
    "x:lsxs_pt_:32",
)

F.reg(
    "mall_kiosk_handover_eftpos_admin",
    ("handover/<<date>>_kiosk.txt", "Notes/<<fa>> handover.txt"),
    """Kiosk handover - <<Org>> (level 1, near food court)

- Float: $150 in the till, count before 9.30 open
- EFTPOS terminal admin menu
  <<cred>>
- Thread: order 3 boxes from supplier Friday
- Mall security: ext 204
Ngā mihi, <<fa>>
""",
    "human_x",
)

F.reg(
    "email_myir_gst_login_accountant",
    ("Mail/Sent/myIR access <<date>>.eml", "mail/<<fa>>_accountant.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: accounts@<<la>>accounting.co.nz
Subject: myIR login for GST return
Date: Tue, 27 May <<year>> <<hm>>:00 +1200
Content-Type: text/plain; charset=utf-8

Kia ora,

As discussed, here is the myIR login so you can file the GST return for the kiosk:
Username: <<org>><<nn>>
Password: <<cred>>

Please change it after, I will update it in the book.
Thanks, <<fa>>
""",
    "human",
    "",
)

F.reg(
    "fully_kiosk_browser_settings_json",
    ("fully/fully-settings-<<date>>.json", "ipad/<<org>>_checkin_fully.json"),
    lambda s: json_dump(
        {
            "startURL": f"https://{s['org']}.timely.co.nz/checkin",
            "kioskMode": True,
            "kioskExitGesture": "2",
            "kioskPin": s["nn"] + s["nn"],
            "remoteAdmin": True,
            "remoteAdminPassword": s["cred"],
            "screensaverTimer": 300,
            "websiteIntegration": True,
        }
    ),
    "pw_json",
)

F.reg(
    "roster_tsv_deputy_logins",
    ("roster/<<org>>_roster_<<year>>.tsv", "Downloads/kiosk roster.tsv"),
    """staff\tdays\tdeputy_email\tdeputy_password\tmobile
<<fa>> <<la>>\tMon-Thu\t<<email>>\t<<cred>>\t<<phone>>
<<fa2>>\tFri-Sun\t<<email2>>\t(ask Bhavna)\t<<phone>>
""",
    "human",
)
