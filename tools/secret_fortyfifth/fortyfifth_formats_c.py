# ruff: noqa: E501
"""Family c: fog-net water harvesting on the Namib coast, Namibia. Afrikaans, German, English
and Oshiwambo."""

from __future__ import annotations

from fortyfifth_spec import Fam, ipynb

F = Fam(
    "namib_fog_harvesting",
    orgs=("misvanger", "nebelnetz", "gobabeb", "fognamib"),
    tld="com.na",
    first=(
        "johanna",
        "pieter",
        "ndapewa",
        "frieda",
        "hendrik",
        "tuyeni",
        "klaus",
        "anneke",
        "selma",
        "martin",
    ),
    last=(
        "van der merwe",
        "nghipondoka",
        "schneider",
        "amutenya",
        "du plessis",
        "shikongo",
        "becker",
        "haufiku",
    ),
    words=(
        "mis",
        "nebel",
        "namib",
        "duin",
        "gobabeb",
        "welwitschia",
        "oshana",
        "kuiseb",
        "swakop",
        "sandwich",
        "druppel",
        "wolk",
        "brakwater",
    ),
    seasons=("winter", "somer", "lente", "herfs", "omvula"),
    cc="+264",
    pets=("rex", "bokkie", "wagter"),
)
F.last = tuple(x.replace(" ", "") for x in F.last)

F.reg(
    "fognet_campbell_crbasic_ftpclient_upload",
    ("loggers/fognet_<<n>>.CR1", "CRBasic/netstasie_<<word>>_<<n>>.cr1"),
    """'CR1000X Series Datalogger — fog collector station <<n>> (<<org>>)
Public BattV, PTemp_C, AirTC, RH, FogVol_ml
Public FTPResult As Long
Units FogVol_ml = ml

DataTable (FogHourly,True,-1)
  DataInterval (0,60,Min,10)
  Average (1,AirTC,FP2,False)
  Average (1,RH,FP2,False)
  Totalize (1,FogVol_ml,FP2,False)
EndTable

BeginProg
  Scan (10,Sec,0,0)
    Battery (BattV)
    PanelTemp (PTemp_C,60)
    VoltSe (AirTC,1,mV2500,1,0,0,60,0.1,-40)
    PulseCount (FogVol_ml,1,P1,1,0,2.0,0)
    CallTable FogHourly
  NextScan
  SlowSequence
  Scan (1,Hr,3,0)
    FTPResult = FTPClient ("<<pip>>","fogdata","<<cred>>","FogHourly","net<<n>>_%Y%m%d%H.dat",2,0,60,Min,-1008)
  NextScan
EndProg
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "fognet_afrikaans_whatsapp_wagwoord",
    ("WhatsApp Chat met <<first>>.txt", "chats/<<org>>_<<dmy>>.txt"),
    """<<dmys>>, <<time>> - <<name>>: Môre! Die laptop by die stasie vra weer vir 'n wagwoord
<<dmys>>, <<time2>> - <<name2>>: Gebruiker is veldwerk
<<dmys>>, <<time2>> - <<name2>>: wagwoord: <<cred>>
<<dmys>>, <<time2>> - <<name2>>: moenie dit op die whiteboard skryf nie asseblief
<<dmys>>, <<time2>> - <<name>>: 👍 dankie, die nette het gister 14 liter gevang
""",
    "human",
)

F.reg(
    "fognet_german_email_passwort_forschung",
    ("Mail/Posteingang/<<n4>>.eml", "korrespondenz/<<date>>_datenportal.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Zugang Datenportal Nebelnetze Gobabeb
Date: Wed, <<day>> Jun <<year>> 07:41:09 +0200
Content-Type: text/plain; charset=utf-8

Liebe/r <<first2>>,

wie besprochen hier der Zugang zum Datenportal der Nebelnetze, damit Ihr die
Ertragszahlen für den Projektbericht herunterladen könnt:

Adresse:   https://daten.<<dom>>/
Benutzer:  <<user>>
Passwort:  <<cred>>

Bitte nach dem ersten Login ändern.

Viele Grüße aus Swakopmund
<<first>>
""",
    "human",
)

F.reg(
    "fognet_telegraf_conf_influxdb_v2_token",
    ("etc/telegraf/telegraf.conf", "telegraf/fog_<<n>>.conf"),
    """[agent]
  interval = "60s"
  hostname = "fognet-<<n>>"

[[inputs.mqtt_consumer]]
  servers = ["tcp://<<ip>>:1883"]
  topics = ["namib/fog/+/yield"]
  data_format = "json"

[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "fog_yield"
""",
    lambda rng, s: __import__("base64").urlsafe_b64encode(rng.randbytes(64)).decode(),
    syntax="toml",
)

F.reg(
    "fognet_volunteer_rota_tsv_wagwoorde",
    ("rota/vrywilligers_<<year>>.tsv", "shared/<<org>>_rota_<<n>>.tsv"),
    """naam\tstasie\tdag\tlaptop gebruiker\twagwoord
<<name>>\tNet <<n>>\tMaandag\t<<user>>\t<<cred>>
<<name2>>\tNet 3\tWoensdag\tveldwerk2\t(dieselfde as verlede jaar)
""",
    "human",
    syntax="",
)

F.reg(
    "fognet_rockblock_iridium_python_post",
    ("telemetry/rockblock_send_<<n>>.py", "scripts/iridium_<<word>>.py"),
    """import requests

# RockBLOCK 9603 on the Kuiseb fog mast — sends daily totals over Iridium
IMEI = "300434<<n4>><<n4>>"
RB_USER = "<<email>>"
RB_PASS = "<<cred>>"


def send(payload_hex: str) -> str:
    r = requests.post(
        "https://rockblock.rock7.com/rockblock/MT",
        data={"imei": IMEI, "username": RB_USER, "password": RB_PASS, "data": payload_hex},
        timeout=30,
    )
    return r.text
""",
    "pw_dq",
)


def _nb(s):
    return ipynb(
        [
            ("md", "# Mis-opbrengs teenoor Sentinel-2 wolkbedekking\n"),
            (
                "code",
                "from sentinelhub import SHConfig\nconfig = SHConfig()\nconfig.sh_client_id = '"
                + s["cid"]
                + "'\nconfig.sh_client_secret = '"
                + s["cred"]
                + "'\nconfig.save('fognet')\nprint(config)",
                "SHConfig(\n  instance_id='',\n  sh_client_id='"
                + s["cid"]
                + "',\n  sh_client_secret='"
                + s["cred"]
                + "',\n  sh_base_url='https://services.sentinel-hub.com',\n)\n",
            ),
            (
                "code",
                "import pandas as pd\ndf = pd.read_csv('fog_yield_"
                + str(s["year"])
                + ".csv')\ndf.describe()",
                "         liters\ncount  365.000\nmean    11.42\n",
            ),
        ]
    )


F.reg(
    "fognet_sentinelhub_client_secret_ipynb",
    ("notebooks/mis_opbrengs_<<n>>.ipynb", "analysis/<<word>>_clouds_<<year>>.ipynb"),
    _nb,
    "alnum:40",
    extra=lambda rng, s: {"cid": __import__("fortyfifth_spec").uuid4(rng)},
)

F.reg(
    "fognet_victron_vrm_token_shell_script",
    ("scripts/vrm_battery_<<n>>.sh", "bin/solar_check_<<word>>.sh"),
    """#!/bin/sh
# Battery state of the fog-mast solar kit (Victron VRM) -> Telegram group
SITE=<<n4>><<n>>
VRM_TOKEN="<<cred>>"
soc=$(curl -s -H "X-Authorization: Token $VRM_TOKEN" \\
  "https://vrmapi.victronenergy.com/v2/installations/$SITE/widgets/BatterySummary" | jq '.records.data["51"].valueFormattedWithUnit')
echo "$(date -Iseconds) SOC $soc" >> /var/log/fognet_vrm.log
""",
    "hex:64",
    syntax="",
)
