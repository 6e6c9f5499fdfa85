# ruff: noqa: E501
"""Family o: a pallet-rental depot in Fiji (Suva / Lautoka): WhatsApp in Fijian and English, a
Docker registry login, M-PAiSA merchant payments, an RFID pallet portal reader, Xero, a sticky
note on the depot PC, a mail in Fijian and English, a MySQL bash history."""

from __future__ import annotations

import json

from hundredthird_spec import FJI as F
from hundredthird_spec import alnum, basic, dec_basic

F.reg(
    "pallet_whatsapp_fijian_vosa_ni_lakovi",
    (
        "WhatsApp/WhatsApp Chat with <<first2>> Depot.txt",
        "phone_<<fa>>/WhatsApp Chat with Pallet Yard <<town>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<first2>>: Bula vinaka! Au sega ni rawa ni curu ki na pallet system, a veisau na password?
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name>>: Io, au veisautaka nanoa
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name>>: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<first2>>: Vinaka vakalevu 🙏 200 na pallets e lesu mai Lautoka
""",
    "human",
)


def _docker(s: dict) -> str:
    return json.dumps(
        {
            "auths": {
                f"registry.{s['dom']}": {"auth": basic(f"depot{s['store']}", str(s["cred"]))}
            },
            "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
        },
        indent="\t",
    )


F.reg(
    "pallet_docker_config_json_auth_registry",
    ("home/<<fa>>/.docker/config.json", "depot-server-<<store>>/root/.docker/config.json"),
    _docker,
    "pw",
    decode=lambda t: dec_basic(next(iter(json.loads(t)["auths"].values()))["auth"]),
)

F.reg(
    "pallet_mpaisa_merchant_api_yaml",
    ("config/payments.yml", "hire-portal-<<org>>/config/mpaisa_<<store>>.yaml"),
    """# Pallet hire invoices - M-PAiSA merchant payments
mpaisa:
  merchant_id: "<<nn>><<nn>>"
  till: "<<nn>><<n>>"
  api_key: "<<cred>>"
  callback_url: https://hire.<<dom>>/mpaisa/callback
currency: FJD
""",
    "x:mpk_live_:32",
)

F.reg(
    "pallet_rfid_portal_reader_mqtt_ini",
    ("rfid/portal_gate<<n>>.ini", "depot_<<org>>/rfid_reader_<<store>>.ini"),
    """; Impinj R700 portal at gate <<n>> - pallet in/out counts
[reader]
host = <<ip>>
antennas = 1,2,3,4
session = 1

[mqtt]
broker = mqtt.<<dom>>
port = 8883
username = gate<<n>>
password = <<cred>>
topic = depot/<<store>>/pallets
""",
    "pw",
)

F.reg(
    "pallet_xero_client_secret_python",
    ("invoicing/xero_sync.py", "hire-billing-<<org>>/xero_<<store>>.py"),
    '''"""Push monthly pallet hire invoices to Xero."""

from xero_python.api_client import ApiClient
from xero_python.api_client.configuration import Configuration
from xero_python.api_client.oauth2 import OAuth2Token

XERO_CLIENT_ID = "<<cid>>"
XERO_CLIENT_SECRET = "<<cred>>"

api_client = ApiClient(
    Configuration(oauth2_token=OAuth2Token(client_id=XERO_CLIENT_ID, client_secret=XERO_CLIENT_SECRET)),
    pool_threads=1,
)
''',
    lambda rng, f, s: alnum(
        rng, 48, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    ),
    extra=lambda rng, s: {"cid": alnum(rng, 32, "ABCDEF0123456789")},
)

F.reg(
    "pallet_depot_pc_sticky_note_ocr_myob",
    ("scans/sticky_<<date>>.txt", "ocr/depot_<<store>>_note_<<nn>>.txt"),
    """MYOB AccountRight - depot <<town>>
<<login>>
<<cred>>
(me kua ni vakaraitaka)
""",
    "human",
)

F.reg(
    "pallet_email_fijian_english_portal_password",
    ("Mail/Sent/Pallet portal login <<d>><<mo>>.eml", "outlook_<<fa>>/<<date>>_portal_login.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Pallet hire portal - login
Date: Wed, <<d>> Nov <<y>> <<hh>>:<<mi>>:00 +1200
Content-Type: text/plain; charset=utf-8

Bula <<first2>>,

Oqo na nomu login ki na pallet hire portal (customer transfers, dehire, stocktake):

User: <<login>>
Password: <<cred>>

Please change it after your first login. Vinaka vakalevu.

<<name>>
Depot Supervisor, <<Org>> <<town>>
""",
    "human",
)

F.reg(
    "pallet_bash_history_mysql_dash_p",
    ("home/<<fa>>/.bash_history", "depot-server-<<store>>/root/.bash_history"),
    """cd /opt/pallethire
git pull
mysql -u hire -p'<<cred>>' -h <<ip>> pallethire -e "select count(*) from transfers where status='open'"
mysqldump -u hire -p'<<cred>>' -h <<ip>> pallethire > /backup/pallethire_$(date +%F).sql
ls -lh /backup
""",
    "pw_sq",
)
