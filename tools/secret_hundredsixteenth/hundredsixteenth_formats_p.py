# ruff: noqa: E501
"""Family p: a tanning studio (zonnestudio) in Utrecht, the Netherlands (Dutch)."""

from __future__ import annotations

from hundredsixteenth_spec import Fam, dec_basic, enc_basic, json_dump

F = Fam(
    name="zonnestudio_tanning_utrecht",
    prefix="zonnestudio",
    orgs=("zonnekust", "bruinbeer", "zomerhuid", "domtoren"),
    tld="nl",
    first=(
        ("Sanne", "sanne"),
        ("Daan", "daan"),
        ("Femke", "femke"),
        ("Joost", "joost"),
        ("Lotte", "lotte"),
        ("Bram", "bram"),
    ),
    last=(
        ("de Vries", "devries"),
        ("Jansen", "jansen"),
        ("van Dijk", "vandijk"),
        ("Bakker", "bakker"),
        ("Visser", "visser"),
    ),
    words=(
        "zonnetje",
        "bruin",
        "domtoren",
        "gracht",
        "stroopwafel",
        "fiets",
        "gezellig",
        "hagelslag",
        "oranje",
        "kaas",
        "tulp",
        "molen",
        "zomer",
        "bitterbal",
    ),
    pets=("bobbie", "pluisje", "max", "guus", "snuf"),
    cc="+31",
)

F.reg(
    "whatsapp_wachtwoord_salonized_balie",
    ("WhatsApp-chat met <<fa>>.txt", "chats/<<org>>_team.txt"),
    """[<<dmy2>>, <<hm>>:03] <<fn>>: Hee, wat is het wachtwoord van Salonized op de balie-iPad?
[<<dmy2>>, <<hm2>>:21] <<fn2>>: gebruiker: balie@<<dom>>
[<<dmy2>>, <<hm2>>:22] <<fn2>>: ww: <<cred>>
[<<dmy2>>, <<hm2>>:40] <<fn>>: Top, dankjewel! ☀️
""",
    "human",
)

F.reg(
    "mollie_live_key_laravel_env",
    ("webshop/.env", "www/<<org>>/.env"),
    """APP_NAME="<<Org>> Zonnestudio"
APP_ENV=production
APP_URL=https://<<dom>>
# beltegoed / zonnekaarten online opwaarderen
MOLLIE_KEY=<<cred>>
MAIL_MAILER=smtp
MAIL_FROM_ADDRESS=info@<<dom>>
""",
    "p:mollie",
    "",
)

F.reg(
    "moneybird_token_python_kassa_export",
    ("scripts/moneybird_dagomzet.py", "tools/<<org>>_moneybird.py"),
    '''"""Zet de dagomzet van de kassa als verkoopfactuur in Moneybird."""

import requests

ADMINISTRATIE_ID = "<<id>><<id>>"
MONEYBIRD_TOKEN = "<<cred>>"

BASE = f"https://moneybird.com/api/v2/{ADMINISTRATIE_ID}"
HEADERS = {"Authorization": f"Bearer {MONEYBIRD_TOKEN}"}


def boek(omzet: float, datum: str) -> None:
    requests.post(f"{BASE}/external_sales_invoices.json", headers=HEADERS, json={"date": datum, "total": omzet})
''',
    "hex:64",
)

F.reg(
    "sunbed_controller_http_basic_dump",
    ("logs/zonnebank_<<date>>.http", "debug/<<org>>_cabine<<n>>.txt"),
    """GET /api/v1/cabins/<<n>>/status HTTP/1.1
Host: <<ip>>
Authorization: Basic <<enc>>
User-Agent: KassaBridge/2.3
Accept: application/json

HTTP/1.1 200 OK
Content-Type: application/json

{"cabin":<<n>>,"type":"Ergoline","state":"idle","lamp_hours":<<id>>}
""",
    "pw",
    "",
    extra=lambda rng, s: {"enc": enc_basic("kassa", s["cred"])},
    decode=dec_basic,
)

F.reg(
    "email_wachtwoord_boekhouder_btw",
    ("Mail/Verzonden/<<date>> btw.eml", "mail/<<fa>>_boekhouder.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: administratie@<<la>>boekhouding.nl
Subject: Inlog Moneybird voor btw-aangifte
Date: Mon, 14 Apr <<year>> <<hm>>:00 +0200
Content-Type: text/plain; charset=utf-8

Hoi,

Hierbij de inlog van Moneybird zodat je de btw-aangifte van Q1 kunt doen:
e-mail: <<email>>
wachtwoord: <<cred>>

Groetjes,
<<fa>>
""",
    "human",
    "",
)

F.reg(
    "unifi_guest_portal_json_export",
    ("unifi/guest_portal_<<org>>.json", "backup/unifi_<<date>>_portal.json"),
    lambda s: json_dump(
        {
            "key": "guest_access",
            "portal_enabled": True,
            "auth": "password",
            "x_password": s["cred"],
            "expire": 480,
            "redirect_url": f"https://{s['dom']}/welkom",
            "portal_customized_title": f"Welkom bij {s['Org']}",
        }
    ),
    "human",
)

F.reg(
    "pinautomaat_handover_note_dutch",
    ("overdracht/<<date>>.txt", "Bureaublad/overdracht <<fa>>.txt"),
    """Overdracht <<Org>> — <<dmy2>>
- Cabine 3: lampen vervangen, urenteller op 0 gezet
- Pinautomaat (CCV) beheerdersmenu
<<cred>>
- Bruiningslotion bijbestellen bij leverancier
— <<fa>>
""",
    "human_x",
)

F.reg(
    "reolink_camera_docker_compose_yaml",
    ("docker/docker-compose.yml", "srv/<<org>>-nvr/compose.yaml"),
    """services:
  go2rtc:
    image: alexxit/go2rtc:1.9.4
    network_mode: host
    restart: unless-stopped
    environment:
      - TZ=Europe/Amsterdam
    volumes:
      - ./go2rtc.yaml:/config/go2rtc.yaml
    command: >
      go2rtc -c "streams.balie=rtsp://admin:<<cred>>@<<ip>>:554/h264Preview_01_main"
""",
    "pw_url",
)
