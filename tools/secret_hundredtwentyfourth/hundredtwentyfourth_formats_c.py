"""Family c: a city bus depot in Addis Ababa, Ethiopia (Amharic)."""

from __future__ import annotations

import json
import random

from hundredtwentyfourth_spec import Fam

F = Fam(
    name="anbessa_citybus_depot_addis",
    key="anbessa",
    orgs=("entotogarage", "lalibelabus", "abaybus"),
    tld="com.et",
    first=(
        ("አበበ", "abebe"),
        ("ሰላም", "selam"),
        ("ዮናስ", "yonas"),
        ("ትግስት", "tigist"),
        ("ዳዊት", "dawit"),
        ("መሰረት", "meseret"),
    ),
    last=(
        ("ተሰማ", "tesema"),
        ("ገብሬ", "gebre"),
        ("ወልደ", "wolde"),
        ("ታደሰ", "tadesse"),
        ("አለሙ", "alemu"),
        ("በቀለ", "bekele"),
    ),
    words=(
        "anbessa",
        "entoto",
        "abay",
        "buna",
        "injera",
        "meskel",
        "selam",
        "tana",
        "habesha",
        "merkato",
        "piassa",
        "fasika",
        "timket",
        "genet",
    ),
    pets=("bulbula", "chaltu", "duchi", "wubet", "kuchi"),
    cc="+251",
    cities=("Addis", "Adama", "BahirDar", "Hawassa", "Mekelle"),
)


# 1 Telegram JSON export, Amharic, with the password in a message
def _tg(s: dict) -> str:
    msgs = [
        ("ጋራዥ ኮምፒውተሩ ተቆልፏል፣ የነዳጅ ሪፖርት ማስገባት አልቻልኩም", s["first"]),
        (f"የተጠቃሚ ስም {s['user']} ፣ የይለፍ ቃል {s['cred']}", "የዴፖ ኃላፊ"),
        ("አመሰግናለሁ፣ ገባሁ", s["first"]),
    ]
    return json.dumps(
        {
            "name": f"{s['org']} ዴፖ ሹፌሮች",
            "type": "private_group",
            "id": int(s["ts"]) // 3,
            "messages": [
                {
                    "id": 100 + i,
                    "type": "message",
                    "date": f"{s['date']}T{s['secs']}",
                    "from": who,
                    "text": t,
                }
                for i, (t, who) in enumerate(msgs)
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "amharic_telegram_json_yelef_qal",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/ChatExport_<<org>>_<<num>>/result.json",
    ),
    _tg,
    "human",
)

# 2 fuel-dispenser Modbus gateway YAML
F.reg(
    "fuel_dispenser_modbus_gateway_yaml",
    ("etc/fuelgw/<<org>>-depot.yaml", "opt/fuelgw/config.yml"),
    """depot: <<org>>-<<city>>
modbus:
  port: /dev/ttyUSB0
  baudrate: 9600
  pumps: [1, 2, 3]
upload:
  url: https://fuel.<<dom>>/api/readings
  username: pumpgw<<num>>
  password: '<<cred>>'
  interval_s: 300
""",
    "pw_sq",
)

# 3 bare telebirr merchant private key file (no context)
F.reg(
    "telebirr_merchant_private_key_pem",
    (
        "srv/<<org>>/fare-app/keys/telebirr_private_<<num>>.pem",
        "home/<<user>>/telebirr/merchant_key.pem",
    ),
    "<<cred>>\n",
    "pem8",
)

# 4 Chapa payments in Django settings
F.reg(
    "chapa_payments_django_settings",
    (
        "srv/<<org>>/ticketing/ticketing/settings.py",
        "home/<<user>>/anbessa_pass/config/settings/prod.py",
    ),
    """from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["pass.<<dom>>"]
LANGUAGE_CODE = "am"
TIME_ZONE = "Africa/Addis_Ababa"

CHAPA_SECRET_KEY = "<<cred>>"
CHAPA_CALLBACK_URL = "https://pass.<<dom>>/chapa/callback/"
""",
    "p:chapa",
)

# 5 Odoo conf of the garage ERP
F.reg(
    "garage_erp_odoo_conf_db_password",
    ("etc/odoo/odoo.conf", "opt/odoo/<<org>>-garage.conf"),
    """[options]
list_db = False
db_host = <<ip>>
db_port = 5432
db_user = odoo_garage
db_password = <<cred>>
addons_path = /opt/odoo/addons,/opt/odoo/custom
logfile = /var/log/odoo/garage.log
""",
    "pw",
    syntax="ini",
)

# 6 SMS copy where the reply is only the value (Amharic)
F.reg(
    "amharic_sms_reply_value_only",
    ("Documents/sms_<<fa>>_<<date>>.txt", "phone_export/messages_<<num>>.txt"),
    """<<first>> <<last>> (<<phone>>)  <<dmy>> <<time>>
ሰላም፣ የዋይፋይ ራውተሩ የይለፍ ቃል ምንድነው? ጋራዥ ውስጥ ነኝ

እኔ  <<dmy>> <<time>>
<<cred>>

<<first>> <<last>> (<<phone>>)  <<dmy>> <<time>>
እሺ አመሰግናለሁ
""",
    "human",
)

# 7 workshop PC batch file mapping the depot share
F.reg(
    "workshop_pc_net_use_bat",
    ("Users/<<user>>/Desktop/garaj_share.bat", "ProgramData/<<org>>/map_drives.cmd"),
    """@echo off
rem garage share - spare parts list and job cards
net use G: /delete /y >nul 2>&1
net use G: \\\\<<ip>>\\garage /user:DEPOT\\<<user>> <<cred>> /persistent:yes
start G:\\jobcards
""",
    "pw_bare",
)


# 8 .pgpass of the route planner
def _pg(rng: random.Random, s: dict) -> dict:
    return {"db2": rng.choice(("routes", "timetable", "gtfs"))}


F.reg(
    "route_planner_pgpass_line",
    ("home/<<user>>/.pgpass", "var/lib/postgresql/.pgpass"),
    """<<ip>>:5432:<<db2>>:planner:<<cred>>
localhost:5432:*:postgres:*
""",
    "pw",
    extra=_pg,
)
