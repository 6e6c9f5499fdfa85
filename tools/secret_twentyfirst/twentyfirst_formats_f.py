"""Cooperages: toasting ovens, stave inventories, RFID on barrels, shipping casks."""

from __future__ import annotations

import base64
import json

from twentyfirst_spec import reg

F = "cooperage_barrel_stave_workshop"

reg(
    F,
    "cooper_toasting_oven_pid_json_cloud_key",
    ("ovens/<<org>>/oven<<n>>.json", "config/toast-<<n3>>.json"),
    """{
  "oven": "toast-<<n>>",
  "profiles": {"light": 180, "medium": 200, "medium_plus": 210, "heavy": 230},
  "cloud": {
    "endpoint": "https://ovens.<<dom>>/api/v1",
    "device_id": "<<uuid>>",
    "device_key": "<<cred>>"
  },
  "thermocouples": 3
}
""",
    "hex40",
)

reg(
    F,
    "cooper_stave_inventory_cobol_copybook_password",
    ("cobol/<<org>>/STVCONN.cpy", "legacy/inventory<<n>>/copy/DBCONN.cpy"),
    """      *> STAVE INVENTORY - DATABASE LOGON
       01  WS-DB-LOGON.
           05  WS-DB-HOST       PIC X(30) VALUE '<<ip>>'.
           05  WS-DB-USER       PIC X(12) VALUE 'STAVEINV'.
           05  WS-DB-PASS       PIC X(24) VALUE '<<cred>>'.
           05  WS-DB-NAME       PIC X(8)  VALUE 'STAVES'.
""",
    "upper16",
    syntax="",
)

reg(
    F,
    "cooper_barrel_rfid_reader_ada_constant_key",
    ("src/<<org>>-rfid_config.ads", "rfid<<n>>/src/config.ads"),
    """package Config is
   Reader_Port : constant String := "/dev/ttyUSB<<n>>";
   Api_Host    : constant String := "casks.<<dom>>";
   Api_Key     : constant String := "<<cred>>";
   Poll_Ms     : constant := 250;
end Config;
""",
    "alnum32",
    syntax="",
)

reg(
    F,
    "cooper_distillery_orders_django_settings_email_password",
    ("orders_<<org>>/settings.py", "cooperage<<n>>/orders/settings/production.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["orders.<<dom>>"]

EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "smtp.<<dom>>"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "orders@<<dom>>"
EMAIL_HOST_PASSWORD = '<<cred>>'
""",
    "sq",
)

reg(
    F,
    "cooper_workshop_murmur_ini_server_password",
    ("mumble/<<org>>-murmur.ini", "etc/murmur/cooperage<<n>>.ini"),
    """database=/var/lib/mumble-server/mumble-server.sqlite
welcometext="Cooperage floor radio - channel 1 is the firing bay"
port=64738
serverpassword=<<cred>>
bandwidth=72000
users=<<n>>
""",
    "ini",
    syntax="",
)

reg(
    F,
    "cooper_hoop_supplier_php_curl_userpwd",
    ("hoops/<<org>>/fetch_prices.php", "public_html/supplier<<n>>/prices.php"),
    """<?php
$ch = curl_init('https://steel.<<dom>>/api/hoops/prices');
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_setopt($ch, CURLOPT_HTTPAUTH, CURLAUTH_BASIC);
curl_setopt($ch, CURLOPT_USERPWD, "<<user>>:<<cred>>");
$prices = json_decode(curl_exec($ch), true);
curl_close($ch);
""",
    "dq",
    syntax="",
)

reg(
    F,
    "cooper_apprentice_signal_txt_timeclock_login",
    ("signal/<<org>>-<<n>>.txt", "exports/signal_cooperage_<<n3>>.txt"),
    """[<<date>> 06:48] <<first>>: morning, the timeclock tablet wants the admin pw to unlock
[<<date>> 06:52] Master cooper: its <<cred>>
[<<date>> 06:52] Master cooper: dont tell the others lol
[<<date>> 06:53] <<first>>: 👍 raising two hogsheads today
""",
    "human",
    syntax="",
)


def _docker_decode(text: str) -> str:
    auth = json.loads(text)["auths"]
    (entry,) = auth.values()
    return base64.b64decode(entry["auth"]).decode().split(":", 1)[1]


reg(
    F,
    "cooper_cask_shipping_docker_config_json_auth_base64",
    ("home/<<user>>/.docker/config.json", "ci/<<org>>/docker-config-<<n>>.json"),
    """{
  "auths": {
    "registry.<<dom>>": {
      "auth": "<<cred>>"
    }
  },
  "credsStore": ""
}
""",
    "url",
    enc=lambda v: base64.b64encode(f"caskship:{v}".encode()).decode(),
    decode=_docker_decode,
)
