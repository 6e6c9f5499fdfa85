# ruff: noqa: E501
"""Family g: a home brewer near Plzeň, Czechia (Czech): the Brewfather API from a bash history
(Basic auth, encoded), an iSpindel config, Fermentrack's Postgres env, WhatsApp, Grafana and
Telegraf for fermentation graphs, a competition judges' SpreadsheetML and a Czech e-mail."""

from __future__ import annotations

import base64
import json
import random

from eightyeighth_spec import PIVOVAR as F
from eightyeighth_spec import Slots, after, alnum, dec_basic, enc_basic, pick


def _brew(rng: random.Random, s: Slots) -> None:
    s["beer"] = pick(
        rng, ("Desítka", "Dvanáctka", "Polotmavý ležák", "Hoppy IPA", "Weizen", "Stout")
    )
    s["bid"] = alnum(rng, 28)
    s["batch"] = str(rng.randint(20, 140))


F.reg(
    "pivovar_brewfather_api_curl_basic_auth_bash_history",
    ("home/<<user>>/.bash_history", "root/.bash_history-<<ymd>>"),
    """cd ~/pivo
ls
curl -s -H "Authorization: Basic <<enc>>" "https://api.brewfather.app/v2/batches?status=Fermenting" | jq '.[].name'
curl -s -H "Authorization: Basic <<enc>>" "https://api.brewfather.app/v2/batches/<<bid>>/readings/last" | jq .
python3 ispindel_export.py --batch <<batch>>
git status
""",
    cred="p:brewfather",
    syntax="",
    extra=lambda rng, s: (_brew(rng, s), s.update(uid=alnum(rng, 28))),
    enc=lambda v, s: enc_basic(s["uid"], v),
    decode=lambda text: dec_basic(after(text, r"Basic ([A-Za-z0-9+/=]+)")),
)


def _ispindel(s: Slots) -> str:
    return json.dumps(
        {
            "Name": "iSpindel" + s["batch"],
            "Token": s["cred"],
            "Sleep": 900,
            "Server": "industrial.api.ubidots.com",
            "API": 1,
            "Port": 80,
            "Channel": 0,
            "URI": "",
            "DB": "",
            "Username": "",
            "Password": "",
            "Job": "",
            "Instance": "",
            "Vfact": 191.8,
            "TS": 0,
            "OWpin": 12,
            "POLY": "0.000005*tilt^3-0.000422*tilt^2+0.021896*tilt-0.29836",
            "SSID": "Pivnice",
            "PSK": "",
            "Offset": [-1012, 2210, 1432, 0, 0, 0],
        }
    )


F.reg(
    "pivovar_ispindel_config_json_ubidots_token",
    ("ispindel/backup/config_<<batch>>.json", "Dokumenty/pivo/ispindel-<<ymd>>.json"),
    _ispindel,
    cred="p:ubidots",
    extra=_brew,
)


F.reg(
    "pivovar_fermentrack_envs_production_postgres",
    (
        "fermentrack/.envs/.production/.postgres",
        "home/<<user>>/docker/fermentrack/.envs/.production/.postgres",
    ),
    """# PostgreSQL
# ------------------------------------------------------------------------------
POSTGRES_HOST=postgres
POSTGRES_PORT=5432
POSTGRES_DB=fermentrack
POSTGRES_USER=<<user>>
POSTGRES_PASSWORD=<<cred>>
""",
    cred="pw_alnum",
    syntax="",
)


def _wa(s: Slots) -> str:
    return f"""{s["dmy"].replace("/", ".")} {s["time"]} - {s["name2"]}: Jirko, můžeš mi poslat heslo do Brewfatheru? Chci zapsat hustotu u várky {s["batch"]}
{s["dmy"].replace("/", ".")} {s["time"]} - {s["name"]}: jasně, účet je {s["email"]}
{s["dmy"].replace("/", ".")} {s["time2"]} - {s["name"]}: heslo {s["cred"]}
{s["dmy"].replace("/", ".")} {s["time2"]} - {s["name2"]}: díky, {s["beer"]} vypadá parádně 🍺
{s["dmy"].replace("/", ".")} {s["time2"]} - {s["name"]}: <Média vynechána>
"""


F.reg(
    "pivovar_whatsapp_czech_heslo_brewfather_ucet",
    ("WhatsApp/Chat WhatsApp s <<fa2>>.txt", "zalohy/whatsapp_varna_<<ymd>>.txt"),
    _wa,
    cred="human",
    syntax="",
    extra=_brew,
)


F.reg(
    "pivovar_grafana_ini_security_admin_password",
    ("etc/grafana/grafana.ini", "home/<<user>>/docker/grafana-kvaseni/grafana.ini"),
    """##################### Grafana - grafy kvašení (iSpindel, Tilt) #####################
[server]
protocol = http
http_port = 3000
domain = <<host>>

[database]
type = sqlite3

[security]
admin_user = <<user>>
admin_password = <<cred>>
disable_gravatar = true

[users]
allow_sign_up = false

[auth.anonymous]
enabled = true
org_role = Viewer
""",
    cred="human",
    syntax="ini",
)


F.reg(
    "pivovar_telegraf_conf_influxdb_v2_token",
    ("etc/telegraf/telegraf.conf", "home/<<user>>/docker/kvaseni/telegraf.conf"),
    """# Telegraf - sběr dat z Tilt a teploty sklepa pro varnu <<org>>
[agent]
  interval = "60s"
  flush_interval = "60s"
  hostname = "varna"

[[outputs.influxdb_v2]]
  urls = ["http://<<lip>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "kvaseni"

[[inputs.mqtt_consumer]]
  servers = ["tcp://<<lip>>:1883"]
  topics = ["ispindel/+/+", "tilt/+"]
  data_format = "value"
  data_type = "float"
""",
    cred=lambda rng, f, s: (
        base64.b64encode(rng.randbytes(64)).decode().replace("+", "-").replace("/", "_")
    ),
    syntax="toml",
)


def _xmlss(s: Slots) -> str:
    def row(*cells: str) -> str:
        return (
            "   <Row>"
            + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in cells)
            + "</Row>\n"
        )

    return (
        '<?xml version="1.0"?>\n<?mso-application progid="Excel.Sheet"?>\n'
        '<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n'
        ' <Worksheet ss:Name="Rozhodčí">\n  <Table>\n'
        + row("Jméno", "Kategorie", "E-mail", "Login do soutěžního systému", "Heslo")
        + row(s["name2"], "Ležáky", s["email2"], s["fa2"] + s["la2"], "(pošle sám)")
        + row(s["name"], s["beer"], s["email"], s["user"], s["cred"])
        + "  </Table>\n </Worksheet>\n</Workbook>\n"
    )


F.reg(
    "pivovar_soutez_rozhodci_spreadsheetml_hesla",
    ("soutez_<<year>>/rozhodci.xml", "Dokumenty/Domácí pivovarnictví/rozhodci_<<ymd>>.xml"),
    _xmlss,
    cred="human_x",
    extra=_brew,
)


F.reg(
    "pivovar_czech_email_heslo_grainfather_aplikace",
    ("Pošta/Odeslané/<<ymd>>-grainfather.eml", "mail/sent/<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: =?UTF-8?Q?Grainfather_-_p=C5=99=C3=ADstup?=
Date: Sat, <<day>> Nov <<year>> <<time>>:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Ahoj <<first2>>,

v sobotu vaříš ty, tak ti posílám přístup do aplikace Grainfather,
kde je recept na <<beer>> (várka č. <<batch>>):

uživatel: <<email>>
heslo: <<cred>>

Slad je ve sklepě, chmel Žatecký poloraný v mrazáku.

Na zdraví!
<<first>>
""",
    cred="human",
    syntax="",
    extra=_brew,
)
