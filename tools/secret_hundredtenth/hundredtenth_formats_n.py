# ruff: noqa: E501
"""Family n: a holiday-villa manager at Denarau and the Coral Coast, Fiji, English, Fijian and
Fiji Hindi."""

from __future__ import annotations

import json

from hundredtenth_spec import Fam, Slots, draw, enc_b64, grab, mail_body

FAM = Fam(
    name="denarau_holiday_villa_manager",
    key="denarau",
    orgs=("coralcovevillas", "lagunavilla", "momibayvillas", "natadolahouse"),
    tld="com.fj",
    first=(
        ("Litia", "litia"),
        ("Josefa", "josefa"),
        ("Mereoni", "mereoni"),
        ("Ravinesh", "ravinesh"),
        ("Salote", "salote"),
        ("Anil", "anil"),
        ("Sereana", "sereana"),
    ),
    last=(
        ("Vakaloloma", "vakaloloma"),
        ("Naidu", "naidu"),
        ("Tuilagi", "tuilagi"),
        ("Prasad", "prasad"),
        ("Ratu", "ratu"),
        ("Delana", "delana"),
    ),
    words=(
        "bula",
        "vinaka",
        "denarau",
        "lautoka",
        "kava",
        "yaqona",
        "moce",
        "sigatoka",
        "coral",
        "lovo",
        "masi",
        "vanua",
        "drua",
        "nadi",
        "talanoa",
    ),
    pets=("Bula", "Rusi", "Kalu", "Coco", "Mango", "Tui"),
    cc="+6799",
    places=("Denarau", "Coral Coast", "Momi Bay", "Natadola", "Pacific Harbour", "Savusavu"),
)

FAM.reg(
    "lodgify_api_key_bookings_python",
    ("<<org>>/lodgify/arrivals.py", "scripts-<<fa>>/lodgify_<<n>>.py"),
    '''"""Tomorrow's arrivals from Lodgify -> housekeeping list (WhatsApp to staff)."""

import datetime as dt

import requests

LODGIFY_KEY = "<<cred>>"

tomorrow = (dt.date.today() + dt.timedelta(days=1)).isoformat()
r = requests.get(
    "https://api.lodgify.com/v2/reservations/bookings",
    params={"stayFilter": "ArrivalDate", "stayFilterDate": tomorrow},
    headers={"X-ApiKey": LODGIFY_KEY},
    timeout=20,
)
for b in r.json().get("items", []):
    print(b["property_id"], b["guest"]["name"], b["arrival"])
''',
    cred="b64:48",
)

FAM.reg(
    "windcave_rest_credentials_json",
    ("<<org>>/payments/windcave.json", "site-<<org>>/config/windcave_<<y>>.json"),
    lambda s: json.dumps(
        {
            "environment": "live",
            "endpoint": "https://sec.windcave.com/api/v1/sessions",
            "username": f"{s['org'].capitalize()}_REST",
            "apiKey": str(s["cred"]),
            "currency": "FJD",
            "callbackUrls": {
                "approved": f"https://{s['dom']}/deposit/ok",
                "declined": f"https://{s['dom']}/deposit/declined",
            },
        },
        indent=2,
    ),
    cred="p:windcave",
)


def b64_mail(s: Slots) -> str:
    body = (
        f"Bula {s['fa2'].capitalize()},\n\nVinaka for starting with us at {s['place']}.\n"
        f"Staff laptop and booking calendar:\n  user: {s['user']}\n  password: {s['cred']}\n\n"
        f"Guest Wi-Fi is on the card in each villa. Moce,\n{s['fa'].capitalize()}\n"
    )
    enc = enc_b64(body)
    lines = "\n".join(enc[i : i + 76] for i in range(0, len(enc), 76))
    return f"""From: {s["fa"].capitalize()} {s["la"].capitalize()} <{s["email"]}>
To: {s["email2"]}
Subject: Welcome - villa manager login
Date: Mon, {s["d"]} Aug {s["y"]} {s["hh"]}:{s["mi"]}:00 +1200
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: base64

{lines}
"""


FAM.reg(
    "staff_email_base64_body_laptop_login",
    ("Mail/Sent/<<date>>_welcome_<<fa2>>.eml", "Thunderbird/<<org>>/Sent/<<ts>>.eml"),
    b64_mail,
    cred="human",
    syntax="",
    decode=lambda t: grab(mail_body(t), r"password: ([^\n]+)\n"),
)

FAM.reg(
    "whatsapp_fijian_housekeeper_password_guesty",
    ("WhatsApp Chat with <<fn>>.txt", "whatsapp/<<org>>_housekeeping_<<mo>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>>: Bula Boss, au sega ni rawa ni curu ki na Guesty app 😔
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: Bula <<fn>>, email: housekeeping@<<dom>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: password: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>>: Vinaka vakalevu! Villa 3 guests arriving 2pm
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "guesty_open_api_client_secret_env",
    ("<<org>>-ops/.env", "srv/<<org>>/guesty-sync/.env"),
    """GUESTY_CLIENT_ID=<<cid>>
GUESTY_CLIENT_SECRET=<<cred>>
GUESTY_TOKEN_URL=https://open-api.guesty.com/oauth2/token
TZ=Pacific/Fiji
HOUSEKEEPING_WHATSAPP=<<phone>>
""",
    cred="b64u:48",
    syntax="",
    extra=lambda rng, s: {"cid": draw(rng, FAM, "alnum:20")},
)

FAM.reg(
    "villa_wifi_card_ocr_bare_lines",
    ("Scans/villa_card_<<date>>.txt", "OCR/<<org>>_<<place>>_card_<<n>>.txt"),
    """BULA & WELCOME
<<orgc>> - Villa <<n>>

WIFI
<<orgc>>_Villa<<n>>
<<cred>>

Check-out 11am. Vinaka!
""",
    cred="human",
    syntax="",
)

FAM.reg(
    "unifi_wlan_export_json_passphrase",
    ("<<org>>/unifi/wlanconf_<<date>>.json", "backup/<<fa>>/unifi_wlan_<<n>>.json"),
    lambda s: json.dumps(
        {
            "meta": {"rc": "ok"},
            "data": [
                {
                    "_id": s["hex8"] * 3,
                    "name": f"{s['orgc']}_Guest",
                    "security": "wpapsk",
                    "wpa_mode": "wpa2",
                    "x_passphrase": str(s["cred"]),
                    "is_guest": True,
                    "enabled": True,
                },
                {
                    "_id": s["hex8"] * 2 + "00aa11bb",
                    "name": f"{s['orgc']}_Staff",
                    "security": "wpapsk",
                    "wpa_mode": "wpa2",
                    "x_passphrase": str(s["other"]),
                    "enabled": True,
                },
            ],
        },
        indent=2,
    ),
    cred="human_json",
    extra=lambda rng, s: {"other": draw(rng, FAM, "pw_json")},
)

FAM.reg(
    "home_assistant_villa_cameras_rtsp_yaml",
    ("<<org>>-ha/configuration.yaml", "homeassistant-<<fa>>/configuration.yaml"),
    """homeassistant:
  name: <<orgc>> <<place>>
  time_zone: Pacific/Fiji
camera:
  - platform: generic
    name: Villa gate
    stream_source: rtsp://admin:<<cred>>@<<lan>>:554/stream1
    still_image_url: http://<<lan>>/snapshot.jpg
  - platform: generic
    name: Pool deck
    stream_source: rtsp://admin:<<cred>>@<<lan>>:554/stream2
""",
    cred="human_url",
)
