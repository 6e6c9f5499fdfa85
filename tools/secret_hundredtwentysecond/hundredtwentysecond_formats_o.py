# ruff: noqa: E501
"""Family o: the office of a Negev irrigation scheme (Israel; Hebrew, Russian, Thai-speaking workers)."""

from __future__ import annotations

from hundredtwentysecond_spec import Fam

F = Fam(
    name="negev_irrigation_scheme_office",
    orgs=("tiftufim", "maymashkim", "negevdrip", "haarava", "beshorwater"),
    names=("אגודת המים טפטופים", "מים משקים נגב", "טפטוף הנגב", "מי הערבה", "מים הבשור"),
    tld="co.il",
    first=(
        ("יוסי", "yossi"),
        ("מיכל", "michal"),
        ("אבי", "avi"),
        ("נועה", "noa"),
        ("דני", "dani"),
        ("שירה", "shira"),
        ("איגור", "igor"),
    ),
    last=(
        ("כהן", "cohen"),
        ("לוי", "levi"),
        ("מזרחי", "mizrahi"),
        ("פרץ", "peretz"),
        ("ביטון", "biton"),
        ("אברהם", "avraham"),
    ),
    words=(
        "negev",
        "arava",
        "tiftuf",
        "mayim",
        "besor",
        "kibbutz",
        "moshav",
        "sabra",
        "hatzav",
        "dekel",
        "tamar",
        "shalom",
        "yalla",
        "mekorot",
        "hamsin",
        "ofakim",
    ),
    pets=("Shoko", "Lucky", "Mitzi", "Bamba", "Rexi", "Tulip"),
    cc="+972 5",
    places=("Ofakim", "Netivot", "Tze'elim", "Ein Yahav", "Patish"),
)

F.reg(
    "negev_whatsapp_hebrew_sisma_netbeat",
    ["WhatsApp Chat with <<first2>>.txt", "phone/<<fa>>/WhatsApp/hashkaya_<<stamp>>.txt"],
    """<<dotdate>>, <<time>> - <<first>> <<last>>: מה הסיסמה לנטביט? צריך לשנות את תוכנית ההשקיה בחלקה <<n>>
<<dotdate>>, <<time>> - <<first2>> <<last2>>: משתמש: <<user>>
<<dotdate>>, <<time>> - <<first2>> <<last2>>: סיסמה: <<cred>>
<<dotdate>>, <<time>> - <<first>> <<last>>: תודה אחי 💧
""",
    "human",
    syntax="",
)

F.reg(
    "negev_talgil_dream_gateway_ini",
    ["C:/Talgil/Dream2/gateway_<<n>>.ini", "control-room/<<stamp>>/dream.ini"],
    """[Controller]
Name=<<orgname>> - ראש מערכת <<n>>
Type=Dream2
Address=<<ip2>>

[Server]
Url=https://dream.talgil.com
User=<<user>>
Password=<<cred>>
PollSeconds=60
""",
    "pw",
)

F.reg(
    "negev_netbeat_api_token_python",
    ["scripts/netbeat_flow_<<n>>.py", "home/<<fa>>/irrigation/netbeat_export.py"],
    '''"""Daily water volumes per valve from the Netafim cloud to the billing sheet."""

import requests

API = "https://api.netbeat.netafim.com/v1"
TOKEN = "<<cred>>"
FARM = "<<uid>>"

r = requests.get(f"{API}/farms/{FARM}/valves/volumes", headers={"Authorization": f"Bearer {TOKEN}"}, params={"date": "<<date>>"}, timeout=30)
for v in r.json():
    print(v["name"], v["m3"])
''',
    "x:nbt_live_:40",
)

F.reg(
    "negev_tranzila_terminal_password_php",
    ["billing/tranzila_<<n>>.php", "public_html/<<org>>/pay/config.php"],
    """<?php
// חיוב חברי האגודה על מים (טרנזילה)
$tranzila = [
    'supplier' => '<<org>>tok',
    'TranzilaPW' => '<<cred>>',
    'currency' => 1,
    'notify_url' => 'https://<<dom>>/pay/notify',
];
""",
    "p:tranzila",
    syntax="",
)

F.reg(
    "negev_priority_erp_rest_powershell_creds",
    ["scripts/priority_meters_<<n>>.ps1", "C:/Scripts/<<fa>>/water_meters_<<stamp>>.ps1"],
    """# קריאות מונים -> פריוריטי
$user = 'apiuser'
$pass = '<<cred>>'
$pair = "$($user):$($pass)"
$hdr = @{ Authorization = "Basic " + [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair)) }
Invoke-RestMethod -Uri "https://erp.<<dom>>/odata/Priority/tabula.ini/water/METERREAD" -Headers $hdr -Method Get
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "negev_chirpstack_valves_lorawan_toml_dsn",
    ["etc/chirpstack/chirpstack.toml", "lorawan-<<n>>/chirpstack.toml"],
    """# LoRaWAN valve controllers and pressure sensors in the plots
[logging]
level = "info"

[postgresql]
dsn = "postgres://chirpstack:<<cred>>@localhost/chirpstack?sslmode=disable"
max_open_connections = 10

[network]
net_id = "000000"
enabled_regions = ["eu868"]
""",
    "pw_url",
)

F.reg(
    "negev_hebrew_email_sisma_water_quota_portal",
    ["mail/<<fa>>/quota_<<stamp>>.eml", "Outlook/<<org>>/Inbox/<<id>>.eml"],
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: גישה לפורטל מכסות המים
Date: <<date>> <<time>>:00 +0200
Content-Type: text/plain; charset=utf-8

שלום <<first>>,

פתחתי לך משתמש בפורטל המכסות של רשות המים.
שם משתמש: <<user>>
סיסמה: <<cred>>

בברכה,
<<first2>> <<last2>>
<<orgname>>
""",
    "human",
    syntax="",
)

F.reg(
    "negev_field_tablet_wpa_supplicant_psk",
    ["etc/wpa_supplicant/wpa_supplicant.conf", "pump-pi-<<n>>/wpa_supplicant.conf"],
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=IL

network={
    ssid="<<org>>-pump<<n>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human_x",
    syntax="",
)
