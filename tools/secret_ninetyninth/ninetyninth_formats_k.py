# ruff: noqa: E501
"""Family k: a drone-delivery pilot in Rwanda (Kinyarwanda, French, English)."""

from __future__ import annotations

import html
import re

from ninetyninth_corpus import hexs, uuid4
from ninetyninth_spec import Fam, enc_html, prov

F = Fam(
    name="drone_delivery_pilot_rwanda",
    orgs=("inyenyeriair", "ubumwewings", "isimbidrones"),
    tld="rw",
    first=(
        ("Aline", "aline"),
        ("Eric", "eric"),
        ("Diane", "diane"),
        ("Patrick", "patrick"),
        ("Claudine", "claudine"),
        ("Olivier", "olivier"),
        ("Yvette", "yvette"),
        ("Jean-Paul", "jeanpaul"),
    ),
    last=(
        ("Uwase", "uwase"),
        ("Niyonzima", "niyonzima"),
        ("Mukamana", "mukamana"),
        ("Habimana", "habimana"),
        ("Ingabire", "ingabire"),
        ("Nshimiyimana", "nshimiyimana"),
        ("Uwimana", "uwimana"),
    ),
    words=(
        "inzozi",
        "amahoro",
        "ingagi",
        "umuganda",
        "intore",
        "kigali",
        "nyabugogo",
        "agaseke",
        "urugwiro",
        "murakoze",
        "isimbi",
        "inyenyeri",
        "ikawa",
        "muhanga",
        "kimironko",
        "akagera",
    ),
    pets=("simba", "kazi", "rex", "bobby", "mimi", "shema"),
    cc="250",
    city="Kigali",
)


def _html_pw(r, s):
    pw = F.human(r)
    if not any(c in pw for c in "!@#$*&<>"):
        pw += r.choice("!@#$*&")
    return pw


def _html_dec(text: str) -> str:
    m = re.search(r'<td class="pw">(.*?)</td>', text)
    return html.unescape(m.group(1))


F.reg(
    "rw_dronedelivery_ops_wiki_html_table_entities",
    ("wiki/ops/handover_<<date>>.html", "confluence-export/OPS/Ihererekanya-<<nn>>.html"),
    """<!DOCTYPE html>
<html lang="rw"><head><meta charset="utf-8"><title>Ihererekanya ry'akazi - <<org>></title></head>
<body>
<h1>Ihererekanya ry'akazi (handover) – Muhanga hub</h1>
<p>Byanditswe na <<fn>> <<ln>>, <<d>>/<<mo>>/<<y>>.</p>
<table>
<tr><th>Sisitemu</th><th>Konti</th><th>Ijambo ry'ibanga</th></tr>
<tr><td>Ground control laptop (Windows)</td><td>hubops</td><td class="pw"><<enc>></td></tr>
<tr><td>Hospital order portal</td><td>colonel</td><td>reba KeePass</td></tr>
</table>
</body></html>
""",
    cred=_html_pw,
    syntax="",
    extra=lambda r, s: {"enc": enc_html(str(s["cred"]))},
    decode=_html_dec,
)

F.reg(
    "rw_dronedelivery_kinyarwanda_whatsapp_ijambo_banga",
    ("WhatsApp Chat with <<org>> Hub Muhanga.txt", "chats/hub_<<date>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<t1>> - <<fn>> <<ln>>: Mwaramutse! Tablet ya launch pad ntiyemera konti ya QGC
<<d>>/<<mo>>/<<y>>, <<t2>> - <<fn2>> <<ln2>>: Konti ni ops@<<dom>>
<<d>>/<<mo>>/<<y>>, <<t3>> - <<fn2>> <<ln2>>: Ijambo ry'ibanga rishya: <<cred>>
<<d>>/<<mo>>/<<y>>, <<t4>> - <<fn2>> <<ln2>>: Ntimurishyire kuri group ya bose
<<d>>/<<mo>>/<<y>>, <<t5>> - <<fn>> <<ln>>: Murakoze cyane 🙏
""",
    cred="human",
)

F.reg(
    "rw_dronedelivery_mtn_momo_collection_env",
    ("<<org>>-payments/.env", "momo-<<n>>/.env"),
    """# MTN MoMo Open API - Collections (clinics pay per delivery)
MOMO_TARGET_ENV=mtnrwanda
MOMO_BASE_URL=https://proxy.momoapi.mtn.co.rw
MOMO_COLLECTION_PRIMARY_KEY=<<subkey>>
MOMO_API_USER=<<apiuser>>
MOMO_API_KEY=<<cred>>
MOMO_CALLBACK_HOST=pay.<<dom>>
""",
    cred="hex:32",
    extra=lambda r, s: {"subkey": hexs(r, 32), "apiuser": uuid4(r)},
)

F.reg(
    "rw_dronedelivery_utm_flight_plan_client_python",
    ("utm/submit_flight_plan.py", "<<org>>-gcs/utm_client_<<n>>.py"),
    '''"""File flight plans with the national UTM service before each BVLOS sortie."""

import requests

UTM_URL = "https://utm.<<dom>>/api/v1"
CLIENT_ID = "<<org>>-gcs"
CLIENT_SECRET = "<<cred>>"


def token() -> str:
    r = requests.post(
        f"{UTM_URL}/oauth/token",
        data={"grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET},
        timeout=10,
    )
    return r.json()["access_token"]


def submit(plan: dict) -> dict:
    return requests.post(f"{UTM_URL}/flight-plans", json=plan, headers={"Authorization": f"Bearer {token()}"}, timeout=10).json()
''',
    cred="x:utmcs_:40",
    syntax="py",
)

F.reg(
    "rw_dronedelivery_french_email_portail_hopital",
    ("mail/acces_portail_<<date>>.eml", "Envoyés/Accès portail commandes <<nn>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: pharmacie@hopital-<<ref>>.rw
Subject: Accès au portail de commandes de sang et médicaments
Date: Thu, <<d>> Sep <<y>> <<hh>>:<<mi>>:17 +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Bonjour,

Voici l'accès au portail de commandes pour la pharmacie de l'hôpital :

adresse : https://orders.<<dom>>
identifiant : pharmacie.<<nn>>
mot de passe : <<cred>>

Merci de le changer à la première connexion. En cas de problème, appelez le hub de
Muhanga au <<phone>>.

Murakoze / Cordialement,
<<fn>> <<ln>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "rw_dronedelivery_telegraf_influxdb_v2_toml",
    ("telegraf/telegraf.conf", "gcs-<<n>>/etc/telegraf/telegraf.d/<<org>>.conf"),
    """# battery / motor telemetry from the fleet -> InfluxDB Cloud
[agent]
  interval = "10s"
  hostname = "gcs-<<n>>"

[[outputs.influxdb_v2]]
  urls = ["https://eu-central-1-1.aws.cloud2.influxdata.com"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "fleet"

[[inputs.mqtt_consumer]]
  servers = ["tcp://<<ip>>:1883"]
  topics = ["fleet/+/battery", "fleet/+/motors"]
  data_format = "json"
""",
    cred="p:influx",
    syntax="toml",
)

F.reg(
    "rw_dronedelivery_launch_tablet_wpa_supplicant",
    ("launchpad/wpa_supplicant.conf", "pi-<<n>>/etc/wpa_supplicant/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=RW

network={
    ssid="<<org>>-launchpad"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
    priority=10
}
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "rw_dronedelivery_telegram_copied_reply_only_value",
    ("notes/telegram_<<fa>>_<<date>>.txt", "copied/tg_<<nn>>.txt"),
    """[<<d>>.<<mo>>.<<y>> <<t1>>] <<fn>> <<ln>>: API key ya weather (Tomorrow.io)?
[<<d>>.<<mo>>.<<y>> <<t2>>] <<fn2>> <<ln2>>: <<cred>>
[<<d>>.<<mo>>.<<y>> <<t3>>] <<fn>> <<ln>>: 👍
""",
    cred=lambda r, s: prov(r, "ncloud")[:32],
    syntax="",
)
