# ruff: noqa: E501
"""Family m: a dairy farmers' cooperative in Friesland (Netherlands) with milking robots and
shared accounts, West Frisian and Dutch."""

from __future__ import annotations

import re

from fiftyfirst_spec import Fam, b64s, dec_basic

F = Fam(
    "molkrobot_fryslan_buorkerij",
    ("molkfryslan", "greidhoeke"),
    "frl",
    (
        ("Sjoerd", "Sjoerd"),
        ("Hiltsje", "Hiltsje"),
        ("Wytse", "Wytse"),
        ("Baukje", "Baukje"),
        ("Tsjerk", "Tsjerk"),
        ("Jeltsje", "Jeltsje"),
    ),
    (
        ("de Vries", "devries"),
        ("Hoekstra", "hoekstra"),
        ("Dijkstra", "dijkstra"),
        ("Wijbenga", "wijbenga"),
        ("Terpstra", "terpstra"),
    ),
    (
        "molke",
        "greide",
        "kij",
        "terp",
        "buorkerij",
        "fryslan",
        "skries",
        "hynder",
        "mulle",
        "tsiis",
    ),
    ("bles", "tsjoch", "witkop", "sjaan"),
    "31",
)

F.reg(
    "molkrobot_frisian_whatsapp_wachtwurd_robot",
    ("WhatsApp/WhatsApp-chat met <<fa>> <<id>>.txt", "exports/maatskip_<<date>>.txt"),
    """[<<dmy>>, <<time>>:<<sec>>] <<first>>: Hoi, ik kin net yn it robotprogramma op de laptop
[<<dmy>>, <<time>>:<<sec>>] <<first2>>: Brûker is <<user>>
[<<dmy>>, <<time>>:<<sec>>] <<first2>>: Wachtwurd: <<cred>>
[<<dmy>>, <<time2>>:<<sec>>] <<first>>: Tankewol! 🐄
""",
    "human",
    syntax="",
)


def _cron_extra(rng, s):
    s["enc"] = b64s(f"{s['user']}:{s['cred']}")


F.reg(
    "molkrobot_herd_export_crontab_wget_basic_base64",
    ("var/spool/cron/crontabs/<<fa>>", "home/pi/crontab_<<id>>.txt"),
    """# m h  dom mon dow   command
MAILTO=""
# melkrobot: daily milk yield export for the cooperative (<<first>>)
15 5 * * * wget -q --header "Authorization: Basic <<enc>>" -O /home/pi/export/yield_$(date +\\%F).csv "http://<<ip2>>/api/v1/herd/milkings?days=1"
30 5 * * * rsync -a /home/pi/export/ coop@<<host>>:/srv/yield/<<nn>>/
""",
    "pw_alnum",
    syntax="",
    extra=_cron_extra,
    decode=lambda t: dec_basic(re.search(r"Basic ([A-Za-z0-9+/=]+)", t).group(1)),
)

F.reg(
    "molkrobot_farm_manager_exe_config_xml",
    ("FarmManager/FarmManager.exe_<<nn>>.config", "ProgramData/Robot/<<id>>/App.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="HerdDb" connectionString="Data Source=.\\SQLEXPRESS;Initial Catalog=HERD_<<nn>>;User ID=herd;Password=<<cred>>" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="FarmNumber" value="<<id>>" />
    <add key="Language" value="nl-NL" />
  </appSettings>
</configuration>
""",
    "pw_xml",
)

F.reg(
    "molkrobot_coop_bookkeeping_api_token_python",
    ("boekhald/facturen_<<nn>>.py", "scripts/melkgeld_<<id>>.py"),
    """import requests

ADMIN_ID = "<<id>><<id>>"
TOKEN = "<<cred>>"
H = {"Authorization": f"Bearer {TOKEN}"}

# melkgeld per lid -> conceptfactuur
for lid in requests.get(f"https://moneybird.com/api/v2/{ADMIN_ID}/contacts.json", headers=H, timeout=30).json():
    print(lid["company_name"], lid["id"])
""",
    "hex:64",
)

F.reg(
    "molkrobot_dutch_email_rvo_wachtwoord",
    ("Mail/rvo_<<id>>.eml", "mail/<<fa>>/cur/<<epoch>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: inloggen mestboekhouding
Date: <<dmy>> <<time>> +0100
Content-Type: text/plain; charset=UTF-8

Hoi <<first2>>,

Wil jij de mestgegevens invoeren als ik op vakantie ben? Het account van de maatschap:

gebruikersnaam: <<user>>
wachtwoord: <<cred>>

Graach net trochstjoere. Groetnis,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "molkrobot_barn_home_assistant_secrets_yaml",
    ("homeassistant/secrets_<<nn>>.yaml", "config<<id>>/secrets.yaml"),
    """# Use this file to store secrets like usernames and passwords.
wifi_ssid: STAL_<<nn>>
stal_camera_user: admin
stal_camera_password: <<cred>>
milk_tank_modbus_host: <<ip2>>
latitude_home: 53.<<id>>
""",
    "pw",
)

F.reg(
    "molkrobot_board_minutes_docx_document_xml",
    ("notulen_<<year>>/word/document.xml", "unzipped/gearkomste_<<id>>/word/document.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Notulen bestjoersgearkomste <<dmy>></w:t></w:r></w:p><w:p><w:r><w:t>3. Nije laptop foar de melkkontrôle. Ynlogge op it lêzersportaal: <<user>> / <<cred>></w:t></w:r></w:p><w:p><w:r><w:t>4. Rûnfraach: gjin.</w:t></w:r></w:p><w:sectPr/></w:body></w:document>
""",
    "human_x",
)

F.reg(
    "molkrobot_feed_pusher_notebook_ocr",
    ("scans/skrift_<<date>>.txt", "ocr/voerschuiver_<<id>>.txt"),
    """<<dmy>>  voerschuiver rit 4 om 14:00 derby
Ko 312 tocht  — veearts moandei

app robot
<<user>>
<<cred>>
""",
    "human",
    syntax="",
)
