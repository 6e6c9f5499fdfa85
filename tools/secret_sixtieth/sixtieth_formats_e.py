# ruff: noqa: E501
"""Family e: a Dutch building and renovation contractor (aannemer, klusbedrijf) near Utrecht."""

from __future__ import annotations

import random
import re
import urllib.parse

from sixtieth_spec import Fam, enc_url, gen_pw

FAM = Fam(
    "verbouw_aannemer_klussen",
    orgs=("klusbouwer",),
    tld="nl",
    people=(
        ("Jan", "jan"),
        ("Kees", "kees"),
        ("Bram", "bram"),
        ("Sander", "sander"),
        ("Dennis", "dennis"),
        ("Mehmet", "mehmet"),
        ("Joost", "joost"),
        ("Sanne", "sanne"),
        ("Marloes", "marloes"),
        ("Ricardo", "ricardo"),
    ),
    surnames=(
        ("de Vries", "devries"),
        ("Jansen", "jansen"),
        ("Bakker", "bakker"),
        ("Visser", "visser"),
        ("Smit", "smit"),
        ("Meijer", "meijer"),
        ("de Boer", "deboer"),
        ("Yilmaz", "yilmaz"),
    ),
    words=(
        "steiger",
        "dakgoot",
        "beton",
        "tegels",
        "kozijn",
        "zolder",
        "badkamer",
        "keuken",
        "gips",
        "hamer",
        "schroef",
        "ajax",
        "feyenoord",
        "tulp",
        "fiets",
        "dakkapel",
    ),
    pets=("bobby", "max", "guus", "pip", "luna", "rakker", "bolletje"),
    cities=("Utrecht", "Amersfoort", "Zeist", "Nieuwegein", "Houten", "Hilversum"),
    cc="+31",
)

FAM.reg(
    "verbouw_whatsapp_wachtwoord_bouwmarkt_zakelijk",
    ("WhatsApp-chat met <<first>> <<n>>.txt", "Telefoon/WhatsApp Chat - Ploeg <<org>> <<n>>.txt"),
    """<<d>>-<<mo>>-<<y>> <<time>> - <<first2>> <<last2>>: Moet nog 40 platen gips en 3 zakken tegellijm halen voor de badkamer in <<city>>
<<d>>-<<mo>>-<<y>> <<time>> - <<first2>> <<last2>>: Wat is het wachtwoord van de zakelijke pas account? Wil online bestellen zodat het klaarstaat
<<d>>-<<mo>>-<<y>> <<time>> - <<first>> <<last>>: <<email>>
<<d>>-<<mo>>-<<y>> <<time>> - <<first>> <<last>>: ww <<cred>>
<<d>>-<<mo>>-<<y>> <<time>> - <<first2>> <<last2>>: Top, staat klaar om 7 uur 👍
""",
    "human",
    syntax="",
)


def _ftp_pw(rng: random.Random, s: dict) -> str:
    return gen_pw(rng, sym="!@#$^*+?")


def _ftp_decode(text: str) -> str:
    m = re.search(r"ftp://[^:/]+:([^@]+)@", text)
    assert m
    return urllib.parse.unquote(m.group(1))


FAM.reg(
    "verbouw_bouwfoto_upload_crontab_ftp_percent_encoded",
    ("kantoor/crontab_<<n>>.txt", "var/spool/cron/crontabs/kantoor_<<n>>"),
    """# bouwfoto's van de tablets elke avond naar de webhosting (voor het klantportaal)
MAILTO=""
30 22 * * * find /srv/bouwfotos -newer /srv/.laatste -name '*.jpg' -exec curl -s -T {} "ftp://<<org>>:<<enc>>@ftp.<<dom>>/bouwfotos/" \\; && touch /srv/.laatste
0 3 * * 0 /usr/local/bin/opruimen.sh > /dev/null 2>&1
""",
    _ftp_pw,
    syntax="",
    extra=lambda rng, s: {"enc": enc_url(s["cred"])},
    decode=_ftp_decode,
)

FAM.reg(
    "verbouw_moneybird_offertes_python_token",
    ("administratie/offertes_<<n>>.py", "scripts/moneybird_facturen_<<n>>.py"),
    """import requests

ADMINISTRATIE = "<<n>><<n4>>"
TOKEN = "<<cred>>"
BASE = f"https://moneybird.com/api/v2/{ADMINISTRATIE}"

def open_offertes():
    r = requests.get(f"{BASE}/estimates.json", params={"filter": "state:open"},
                     headers={"Authorization": f"Bearer {TOKEN}"}, timeout=15)
    r.raise_for_status()
    return r.json()

for o in open_offertes():
    print(o["estimate_id"], o["contact"]["company_name"], o["total_price_incl_tax"])
""",
    "hex:64",
)

FAM.reg(
    "verbouw_bouwplaats_camera_timelapse_yaml_rtsp",
    ("timelapse/<<city>>_<<n>>.yaml", "bouwplaatsen/camera_<<n>>.yml"),
    """project: "Aanbouw <<last2>>, <<city>>"
camera:
  name: bouwplaats-4g
  stream: "rtsp://admin:<<cred>>@<<pub>>:554/Streaming/Channels/101"
  snapshot_every: 600
output:
  folder: /srv/timelapse/<<n>>
  fps: 24
notify:
  email: <<email>>
""",
    "pw_url",
)

FAM.reg(
    "verbouw_opleverdossier_ocr_wachtwoord_domotica",
    ("scans/opleverdossier_<<last2>>_<<n>>.txt", "OCR/oplevering_<<n>>.txt"),
    """OPLEVERDOSSIER - <<orgc>> Bouw & Renovatie
Project: renovatie woning <<first2>> <<last2>>, <<city>>     Datum oplevering: <<dmy>>
Punten: kitwerk badkamer nalopen, plint zolder, afvoer dakkapel controleren
Domotica / app
Gebruiker: <<email2>>
Wachtwoord:  <<cred>>
Meterkast: groepenkast 8 groepen + 2 aardlekschakelaars, kookgroep 2-fase
Handtekening opdrachtgever ________    Handtekening aannemer <<first>> <<last>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "verbouw_aanbetaling_site_env_mollie",
    ("sites/offerte-<<n>>/.env", "offerte-app-<<y>>-<<n>>/.env.production"),
    """APP_NAME="<<orgc>> Offertes"
APP_URL=https://offerte.<<dom>>
DB_CONNECTION=sqlite
MOLLIE_KEY=<<cred>>
MAIL_FROM_ADDRESS=<<email>>
""",
    "p:mollie",
    syntax="",
)

FAM.reg(
    "verbouw_kantoor_nas_net_use_bat",
    ("kantoor/schijven_<<n>>.bat", "C:/Users/<<login>>/Desktop/koppel_nas_<<n>>.bat"),
    """@echo off
rem projectmappen en tekeningen van de NAS koppelen (Sanne)
net use P: \\\\<<ip>>\\projecten /user:kantoor <<cred>> /persistent:yes
net use T: \\\\<<ip>>\\tekeningen /user:kantoor <<cred>> /persistent:yes
start "" "P:\\Lopend"
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "verbouw_werkbon_app_android_shared_prefs_token",
    (
        "android/data/nl.<<org>>.werkbon/shared_prefs/werkbon_prefs_<<n>>.xml",
        "backup/tablet_<<n>>/shared_prefs/auth.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="medewerker"><<first>> <<last>></string>
    <string name="api_base">https://werkbon.<<dom>>/api/</string>
    <string name="api_token"><<cred>></string>
    <long name="laatste_sync" value="<<n>><<n4>>000" />
    <boolean name="foto_upload_wifi_only" value="true" />
</map>
""",
    "b64u:32",
)
