"""Family l: a building-management contractor in Umhlanga, Durban (South Africa): English,
isiZulu, Afrikaans."""

from __future__ import annotations

import random

from fortyeighth_spec import Fam

F = Fam(
    "umhlanga_building_maintenance",
    "umhlanga",
    ("umhlangafm", "ridgesidefacilities", "gatewayliftcare", "ballitobms"),
    "co.za",
    (
        "sipho",
        "thandeka",
        "pieter",
        "nomvula",
        "johan",
        "lindiwe",
        "kagiso",
        "anele",
        "riaan",
        "zanele",
    ),
    ("dlamini", "naidoo", "van-der-merwe", "ndlovu", "pillay", "botha", "mthembu", "govender"),
    (
        "ubuntu",
        "sawubona",
        "indlovu",
        "ilanga",
        "amanzi",
        "lekker",
        "braai",
        "bunny",
        "umoya",
        "isibane",
        "jacaranda",
        "protea",
    ),
    "27",
    ("Umhlanga", "Ridgeside", "La Lucia", "Ballito", "Durban North"),
)

F.reg(
    "mosquitto_bridge_bms_conf",
    ("etc/mosquitto/conf.d/bridge_<<n>>.conf", "bms/<<org>>-mosquitto-bridge.conf"),
    """# Bridge the site BMS broker to the control-room broker
connection controlroom-<<n>>
address mqtt.<<dom>>:8883
bridge_cafile /etc/mosquitto/certs/ca.crt
remote_clientid site-<<n>>-bridge
remote_username site<<n>>
remote_password <<cred>>
topic bms/# out 1 "" sites/<<n>>/
topic cmd/# in 1 "" sites/<<n>>/
cleansession false
""",
    "pw_bare",
)

F.reg(
    "zulu_whatsapp_iphasiwedi_gate",
    ("WhatsApp Chat with Maintenance <<city>>.txt", "exports/wa_techs_<<n>>.txt"),
    """<<dmys>>, <<time>> - <<name>>: Sawubona bafowethu, i-app ye-gate motor ayivuli
<<dmys>>, <<time>> - <<name2>>: ngena nge-account ye-office: gate@<<dom>>
<<dmys>>, <<time2>> - <<name2>>: iphasiwedi: <<cred>>
<<dmys>>, <<time2>> - <<name>>: Ngiyabonga, isivulekile 👍
""",
    "human",
)

F.reg(
    "afrikaans_email_wagwoord_hysbak_portaal",
    ("Mail/<<date>>_hysbak_<<n>>.eml", "outlook/export/<<user>>_lift.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Hysbak-portaal - <<city>> gebou
Date: <<date>> <<time>>:44 +0200
Content-Type: text/plain; charset=utf-8

Goeie more <<first2>>,

Die lifmaatskappy het vir ons 'n nuwe aanmelding vir die moniteringsportaal gegee:

Gebruikersnaam: <<org>>.bm
Wagwoord: <<cred>>

Laat weet asseblief as jy nie kan inkom nie.

Groete,
<<fc>>
""",
    "human",
)

_MAGIC = 0xA3
_HEX = "0123456789ABCDEF"


def _winscp_enc(rng: random.Random, password: str, key: str) -> str:
    data = (key + password).encode()
    shift = rng.randrange(50 - len(data)) if len(data) < 50 else 0
    raw = [0xFF, 0x00, len(data), shift] + [rng.randrange(256) for _ in range(shift)] + list(data)
    while len(raw) < 50:
        raw.append(rng.randrange(256))
    out = []
    for b in raw:
        c = ~(b ^ _MAGIC) & 0xFF
        out.append(_HEX[c >> 4] + _HEX[c & 0x0F])
    return "".join(out)


def _winscp_dec(text: str) -> str:
    user = host = enc = ""
    for line in text.splitlines():
        if line.startswith("HostName="):
            host = line.split("=", 1)[1]
        elif line.startswith("UserName="):
            user = line.split("=", 1)[1]
        elif line.startswith("Password="):
            enc = line.split("=", 1)[1]
    vals = [~(int(enc[i : i + 2], 16)) & 0xFF ^ _MAGIC for i in range(0, len(enc), 2)]
    assert vals[0] == 0xFF
    n, shift = vals[2], vals[3]
    plain = bytes(vals[4 + shift : 4 + shift + n]).decode()
    assert plain.startswith(user + host)
    return plain[len(user + host) :]


def _winscp(rng: random.Random, s: dict) -> None:
    s["bhost"] = f"sftp.{s['dom']}"
    s["buser"] = f"bms{s['n']}"
    s["enc"] = _winscp_enc(rng, s["cred"], s["buser"] + s["bhost"])


F.reg(
    "winscp_ini_obfuscated_session_password",
    ("Users/<<first>>/AppData/Roaming/WinSCP.ini", "portable/WinSCP-<<n>>/WinSCP.ini"),
    """[Configuration\\Interface]
RandomSeedFile=%USERPROFILE%\\AppData\\Roaming\\winscp.rnd

[Sessions\\<<bhost>>]
HostName=<<bhost>>
UserName=<<buser>>
Password=<<enc>>
FSProtocol=2
LocalDirectory=C:%5CBMS%5CTrendlogs
RemoteDirectory=/upload/<<org>>

[Configuration\\History\\LocalTarget]
0=C:%5CBMS%5CTrendlogs%5C
""",
    "pw_alnum",
    extra=_winscp,
    decode=_winscp_dec,
    syntax="",
)

F.reg(
    "prepaid_meter_vending_api_py",
    ("meters/vend_tokens_<<n>>.py", "<<org>>-tenants/prepaid/vending.py"),
    '''"""Vend prepaid electricity tokens for tenants (sub-metering)."""

import requests

VEND_URL = "https://api.<<word>>vend.co.za/v2/vend"
API_KEY = "<<cred>>"


def vend(meter_no: str, amount_rands: float) -> str:
    r = requests.post(
        VEND_URL,
        json={"meter": meter_no, "amount": amount_rands, "ref": "<<org>>"},
        headers={"X-Api-Key": API_KEY},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["token"]
''',
    "x:ctl_live_:32",
)

F.reg(
    "dahua_cctv_digest_requests_py",
    ("cctv/snapshot_<<n>>.py", "<<org>>-security/dahua_snap.py"),
    """import datetime
import requests
from requests.auth import HTTPDigestAuth

NVR = "http://<<ip>>"
AUTH = HTTPDigestAuth("admin", "<<cred>>")

for ch in range(1, 9):
    r = requests.get(f"{NVR}/cgi-bin/snapshot.cgi?channel={ch}", auth=AUTH, timeout=10)
    stamp = datetime.datetime.now().strftime("%Y%m%d_%H%M")
    with open(f"snaps/ch{ch}_{stamp}.jpg", "wb") as fh:
        fh.write(r.content)
""",
    "pw_dq",
)

F.reg(
    "odbc_ini_building_sql_dsn",
    ("etc/odbc.ini", "bms-server-<<n>>/odbc.ini"),
    """[ODBC Data Sources]
BuildingSQL=ODBC Driver 18 for SQL Server

[BuildingSQL]
Driver=ODBC Driver 18 for SQL Server
Server=tcp:<<ip>>,1433
Database=BMS_<<org>>
UID=bms_reader
PWD=<<cred>>
Encrypt=no
""",
    "pw",
)

F.reg(
    "tenant_portal_payfast_passphrase_env",
    ("tenant-portal/.env", "<<org>>-portal-<<n>>/.env"),
    """APP_ENV=production
APP_URL=https://tenants.<<dom>>
PAYFAST_MERCHANT_ID=1<<n5>><<n>>
PAYFAST_MERCHANT_KEY=<<hex8>>q<<n>>z
PAYFAST_PASSPHRASE=<<cred>>
PAYFAST_SANDBOX=false
""",
    "human",
)
