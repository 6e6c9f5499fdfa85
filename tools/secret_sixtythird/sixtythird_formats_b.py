# ruff: noqa: E501
"""Family b: a Frisian dairy farm with milking robots and a cubicle barn (Netherlands)."""

from __future__ import annotations

from sixtythird_spec import Fam, basic_pw, dec_re, enc_basic, jdump

F = Fam(
    "melkrobot_friese_ligboxstal",
    ("terpmelk", "greidhoeve"),
    "nl",
    ("sjoerd", "anke", "wiebe", "froukje", "jelle", "hylke", "marrit", "douwe"),
    (),
    ("dijkstra", "hoekstra", "visser", "bosma", "wijbenga", "terpstra", "postma", "sikkema"),
    (
        "koeien",
        "melk",
        "grutte",
        "pier",
        "skutsje",
        "kuiper",
        "terp",
        "weiland",
        "klompen",
        "bonte",
        "hitte",
        "elfsteden",
        "kalfje",
        "stier",
        "tjalk",
        "fryslan",
        "ljouwert",
        "gerrit",
    ),
    "31",
)

F.reg(
    "melkrobot_horizon_koppeling_client_secret_json",
    ("C:/ProgramData/HorizonSync/<<org>>/appsettings.json", "boerderij-pc/sync_<<n>>/horizon.json"),
    lambda s: jdump(
        {
            "Bedrijf": {"UBN": f"{s['nn']}{s['n']}81", "Naam": f"Melkveebedrijf {s['clast']}"},
            "Horizon": {
                "BaseUrl": "https://api.horizon.lely.com/v1",
                "ClientId": s["uuid"],
                "ClientSecret": s["cred"],
                "FarmId": s["n"] * 1013,
            },
            "Export": {"Map": "D:\\Export\\Horizon", "Interval": "00:15:00"},
        }
    ),
    "alnum:40",
)

F.reg(
    "melkrobot_whatsapp_wachtwoord_loonwerker_voerpc",
    ("WhatsApp Chat met <<cfirst>> loonwerk.txt", "chats/whatsapp_<<org>>_<<d>><<mo>>.txt"),
    """[<<d>>-<<mo>>-<<y2>> <<hms>>] <<cfirst>> <<clast>>: Moarn kom ik mais inkuilen, moet ik nog op de voercomputer voor de rantsoenen?
[<<d>>-<<mo>>-<<y2>> <<hms>>] Sjoerd: Ja. Gebruiker is voer, wachtwoord <<cred>>
[<<d>>-<<mo>>-<<y2>> <<hms>>] <<cfirst>> <<clast>>: Top, dank je
[<<d>>-<<mo>>-<<y2>> <<hms>>] Sjoerd: En de robot niet aanraken 😅
""",
    "human",
)

F.reg(
    "melkrobot_robot_pc_vnc_aantekeningen",
    ("Documenten/robot_aantekeningen_<<n>>.txt", "USB-stick/melkrobot <<org>>.txt"),
    """MELKROBOTS <<corg>> — aantekeningen (<<dmy>>)
Robot 1 + 2: Lely Astronaut A5, T4C/Horizon op boerderij-pc
Robot-pc achter het glas in de melkput, IP <<ip>>
VNC (TightVNC) vanaf kantoor: poort 5900
VNC wachtwoord: <<cred>>
Storingsdienst Lely Center: <<phone>>
Bij alarm 's nachts: Sjoerd eerst bellen, dan <<cfirst>>.
""",
    "pw_alnum",
    extra=lambda r, s: {"cred": s["cred"][:8]},
)


def _hist(s: dict) -> str:
    return f"""cd ~/scripts
ls -la exports/
python3 tankmelk.py --dag {s["date"]}
curl -s -H "Authorization: Basic {enc_basic(s["usr"], s["cred"])}" https://leverancier.zuivelportaal.nl/api/v2/melkgeld/{s["nn"]}?jaar={s["year"]} -o melkgeld.json
jq '.uitbetalingen[] | .bedrag' melkgeld.json
exit
"""


F.reg(
    "melkrobot_melkgeld_portaal_curl_basic_base64",
    ("home/<<first>>/.bash_history", "raspi-<<org>>/root_<<n>>/.bash_history"),
    _hist,
    "pw_json",
    extra=lambda r, s: {"usr": f"lev{r.randint(100000, 999999)}"},
    decode=dec_re(r"Authorization: Basic ([A-Za-z0-9+/=]+)", basic_pw),
)

F.reg(
    "melkrobot_kringloopwijzer_adviseur_email",
    ("mail/Re_ KringloopWijzer <<year>>_<<n>>.eml", "Outlook/<<org>>/<<nn>>.eml"),
    """From: <<cfirst>> <<clast>> <<<first>>@adviesbureau-noord.nl>
To: info@<<dom>>
Subject: Re: KringloopWijzer <<year>> invullen
Date: Thu, <<d>> Feb <<year>> <<hms>> +0100
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

Hoi Sjoerd en Anke,

Ik heb een account voor jullie aangemaakt in het portaal, dan kunnen jullie de voerlevering
en de mestafvoer zelf uploaden voor 1 maart.

Gebruikersnaam: <<org>>-<<n>>
Wachtwoord: <<cred>>

Groeten,
<<cfirst>>
""",
    "human",
)

F.reg(
    "melkrobot_stalcamera_frigate_rtsp_yaml",
    ("homeassistant/frigate_<<n>>.yml", "docker/<<org>>/frigate/config.yml"),
    """mqtt:
  host: <<ip>>
cameras:
  afkalfhok:
    ffmpeg:
      inputs:
        - path: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
          roles: [detect, record]
    detect:
      width: 1280
      height: 720
  wachtruimte_robot:
    ffmpeg:
      inputs:
        - path: rtsp://admin:<<cred>>@<<ip10>>:554/Streaming/Channels/101
          roles: [record]
record:
  enabled: true
  retain:
    days: 7
""",
    "pw_url",
)

F.reg(
    "melkrobot_voerrobot_mosquitto_passwd_setup_sh",
    ("scripts/mqtt_setup_<<n>>.sh", "raspi/<<org>>/install_mqtt.sh"),
    """#!/bin/bash
# Mosquitto voor de voerrobot (Juno) en de koeltank-sensor
set -e
sudo apt-get install -y mosquitto mosquitto-clients
sudo touch /etc/mosquitto/passwd
sudo mosquitto_passwd -b /etc/mosquitto/passwd juno <<cred>>
sudo mosquitto_passwd -b /etc/mosquitto/passwd koeltank <<cred2>>
echo "allow_anonymous false" | sudo tee /etc/mosquitto/conf.d/auth.conf
echo "password_file /etc/mosquitto/passwd" | sudo tee -a /etc/mosquitto/conf.d/auth.conf
sudo systemctl restart mosquitto
""",
    "pw_bare",
    syntax="",
    extra=lambda r, s: {"cred2": F.hum(r, safe=True)},
)

F.reg(
    "melkrobot_exact_online_boekhouding_python",
    ("boekhouding/exact_<<n>>.py", "scripts/<<org>>_exact_sync.py"),
    '''"""Melkgeld en voerfacturen naar Exact Online (administratie <<nn>>)."""

import requests

CLIENT_ID = "{<<uuid>>}"
CLIENT_SECRET = "<<cred>>"
REDIRECT_URI = "https://<<dom>>/exact/callback"
DIVISION = <<nn>>


def token(code: str) -> dict:
    r = requests.post(
        "https://start.exactonline.nl/api/oauth2/token",
        data={
            "grant_type": "authorization_code",
            "code": code,
            "client_id": CLIENT_ID,
            "client_secret": CLIENT_SECRET,
            "redirect_uri": REDIRECT_URI,
        },
        timeout=30,
    )
    r.raise_for_status()
    return r.json()
''',
    "alnum:12",
)
