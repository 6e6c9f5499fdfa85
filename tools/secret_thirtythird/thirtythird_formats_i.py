# ruff: noqa: E501
"""Family i: a charcuterie and delicatessen counter with its own curing room."""

import urllib.parse

from thirtythird_spec import enc_url, grab, pw_with, reg, rsa_pem

F = "charcuterie_delicatessen_counter"

reg(
    F,
    "charcuterie_curing_chamber_esphome_yaml",
    ("esphome/curing-chamber.yaml", "esphome/<<org>>-cure-<<n>>.yaml"),
    """esphome:
  name: curing-chamber-<<n>>
esp32:
  board: esp32dev
wifi:
  ssid: "<<org>>-back"
  password: "<<cred>>"
sensor:
  - platform: sht3xd
    temperature:
      name: "Chamber temperature"
    humidity:
      name: "Chamber humidity"
    update_interval: 60s
""",
    "pw_dq",
)

reg(
    F,
    "charcuterie_slicer_scale_label_ini",
    ("scale/labelsettings_<<n>>.ini", "deli/<<org>>/scale.ini"),
    """[Scale]
Model=SC-II
Department=12

[PLUServer]
Protocol=FTP
Address=<<ip>>
User=plu
Pass=<<cred>>
Interval=300
""",
    "pw_ini",
)


def _deli_dec(text: str) -> str:
    return urllib.parse.unquote(grab(r"postgresql://deli:([^@]+)@", text))


reg(
    F,
    "charcuterie_deli_pos_sqlalchemy_uri_percent",
    ("pos/config.py", "deli_pos/<<org>>_config.py"),
    """import os


class Config:
    SECRET_KEY = os.environ.get("FLASK_SECRET_KEY", "")
    SQLALCHEMY_DATABASE_URI = "postgresql://deli:<<cred>>@<<host>>:5432/pos"
    SQLALCHEMY_TRACK_MODIFICATIONS = False
""",
    pw_with("@:/#?%"),
    enc=enc_url,
    decode=_deli_dec,
)

reg(
    F,
    "charcuterie_italian_whatsapp_gestionale",
    ("chats/salumeria_<<n>>.txt", "whatsapp/<<org>>_banco.txt"),
    """<<day>>/<<month>>/<<year>>, <<hh>>:<<mm>> - <<first>>: Ragazzi domani arriva il prosciutto, caricatelo nel gestionale
<<day>>/<<month>>/<<year>>, <<hh>>:<<mm>> - <<first2>>: non ho più la password del gestionale
<<day>>/<<month>>/<<year>>, <<hh>>:<<mm>> - <<first>>: utente banco, pw <<cred>>
<<day>>/<<month>>/<<year>>, <<hh>>:<<mm>> - <<first2>>: ok grazie
""",
    "human",
)

reg(
    F,
    "charcuterie_supplier_edi_paramiko_connect",
    ("edi/fetch_orders.py", "scripts/<<org>>_edi_sftp.py"),
    """import paramiko

transport = paramiko.Transport(("edi.<<dom>>", 22))
transport.connect(username="<<svc>>", password="<<cred>>")
sftp = paramiko.SFTPClient.from_transport(transport)
for name in sftp.listdir("outbound"):
    sftp.get(f"outbound/{name}", f"inbox/{name}")
sftp.close()
transport.close()
""",
    "pw_dq",
)

reg(
    F,
    "charcuterie_online_orders_laravel_env_mailgun",
    ("orders/.env", "sites/<<org>>/.env"),
    """APP_NAME="Deli Orders"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://orders.<<dom>>

DB_CONNECTION=sqlite
DB_DATABASE=/var/www/orders/database/orders.sqlite

MAIL_MAILER=mailgun
MAILGUN_DOMAIN=mg.<<dom>>
MAILGUN_SECRET=<<cred>>
MAILGUN_ENDPOINT=api.eu.mailgun.net
""",
    "p:mailgun",
    syntax="",
)


def _sa_key(rng, c):
    return rsa_pem(rng, 2048, pkcs8=True).replace("\n", "\\n") + "\\n"


reg(
    F,
    "charcuterie_haccp_sheets_service_account_json",
    ("haccp/service-account.json", "keys/<<org>>-haccp-<<hex8>>.json"),
    """{
  "type": "service_account",
  "project_id": "haccp-log-<<n>>",
  "private_key_id": "<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>",
  "private_key": "<<cred>>",
  "client_email": "haccp-writer@haccp-log-<<n>>.iam.gserviceaccount.com",
  "client_id": "1<<n2>><<n2>><<n2>><<n2>><<n2>><<n2>>",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
    _sa_key,
)

reg(
    F,
    "charcuterie_counter_note_bare_lines",
    ("scans/counter_note_<<n>>.txt", "notes/<<org>>_till.txt"),
    """till back office
<<user>>
<<cred>>
""",
    "human",
)
