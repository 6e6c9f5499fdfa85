# ruff: noqa: E501
"""Family d: a kiwifruit coolstore (cold-storage warehouse) in Tauranga, New Zealand (English
and te reo Māori)."""

from __future__ import annotations

import base64
import re

from seventyninth_spec import Fam

F = Fam(
    name="tauranga_kiwifruit_coolstore",
    orgs=("kiwichill", "tasmanfreeze", "mauaocool", "tepunacold"),
    tld="co.nz",
    first=(
        ("Aroha", "aroha"),
        ("Tama", "tama"),
        ("Mereana", "mereana"),
        ("Wiremu", "wiremu"),
        ("Hemi", "hemi"),
        ("Kiri", "kiri"),
        ("Liam", "liam"),
        ("Sione", "sione"),
        ("Charlotte", "charlotte"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Te Whata", "tewhata"),
        ("Parata", "parata"),
        ("Walker", "walker"),
        ("Tuhoe", "tuhoe"),
        ("Fifita", "fifita"),
        ("MacDonald", "macdonald"),
        ("Horomona", "horomona"),
    ),
    words=(
        "kiwifruit",
        "zespri",
        "mauao",
        "papamoa",
        "tauranga",
        "tepuke",
        "kumara",
        "pohutukawa",
        "kowhai",
        "tui",
        "pukeko",
        "kaimai",
        "aotearoa",
        "allblacks",
        "chiefs",
        "jandals",
        "pavlova",
        "hokey",
        "gold3",
        "hayward",
        "packhouse",
        "moana",
        "whanau",
        "kiaora",
    ),
    pets=("bella", "max", "ruru", "milo", "tiki", "buddy", "poppy", "kahu"),
    cc="+64",
)

# 1 Telegraf (TOML) shipping cold-room temperatures to InfluxDB v2
F.reg(
    "coolstore_telegraf_conf_influxdb_v2_token",
    ("etc/telegraf/telegraf.d/coolroom_<<n>>.conf", "<<org>>/telegraf/telegraf.conf"),
    """# Cool rooms 1-<<n>>: Modbus TCP from the Danfoss controllers
[agent]
  interval = "30s"
  hostname = "coolstore-gw-<<n3>>"

[[inputs.modbus]]
  name = "coolroom"
  controller = "tcp://<<ip>>:502"
  slave_id = 1
  holding_registers = [
    { name = "air_temp", byte_order = "AB", data_type = "INT16", scale = 0.1, address = [100] },
  ]

[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "coolrooms"
""",
    cred="p:influx",
    syntax="toml",
)

# 2 Teams chat copied as text: the reply holds only the value
F.reg(
    "coolstore_teams_copied_chat_reply_only_value",
    ("notes/teams_<<fa>>_<<iso>>.txt", "<<org>>/shift/handover_chat_<<n>>.txt"),
    """<<name2>>  <<d>>/<<m>>/<<yr>> <<h12>>:<<mi>> <<ampm>>
Kia ora, what's the login for the forklift scheduling tablet in Room <<n>>? Night shift is locked out

<<name>>  <<d>>/<<m>>/<<yr>> <<h12>>:<<mi2>> <<ampm>>
<<cred>>

<<name2>>  <<d>>/<<m>>/<<yr>> <<h12>>:<<mi2>> <<ampm>>
Sweet as, ngā mihi
""",
    cred="human",
    syntax="",
)

# 3 Python Xero client credentials for pallet storage invoicing
F.reg(
    "coolstore_xero_custom_connection_client_secret_python",
    ("billing/xero_invoices.py", "<<org>>-billing/sync_<<n>>.py"),
    """\"\"\"Monthly storage invoices to Xero (custom connection).\"\"\"

import requests

XERO_CLIENT_ID = "<<hex32>>"
XERO_CLIENT_SECRET = "<<cred>>"


def token() -> str:
    r = requests.post(
        "https://identity.xero.com/connect/token",
        data={"grant_type": "client_credentials", "scope": "accounting.transactions"},
        auth=(XERO_CLIENT_ID, XERO_CLIENT_SECRET),
        timeout=30,
    )
    return r.json()["access_token"]
""",
    cred="b64u:36",
)

# 4 Handover notes in English and te reo Māori
F.reg(
    "coolstore_maori_english_handover_notes_kupuhipa",
    ("handover/<<iso>>_nightshift.md", "<<org>>/wiki/Handover_<<n>>.md"),
    """# Night shift handover – <<dmy>>

**Kaiwhakahaere:** <<name>>  →  <<name2>>

- Room <<n>>: Hayward, CA atmosphere, setpoint 0.5 °C. Te Puke fruit in since Tuesday.
- Ammonia alarm panel tested, all good. Ka pai.
- Pallet scanner #<<n3>> charging in the office.

## Logins
Packhouse WMS (wms.<<dom>>): `<<login>>`
Kupuhipa (password): <<cred>>

Don't change it, day shift uses the same one. Mā te wā!
""",
    cred="human",
    syntax="",
)

# 5 bash history: sshpass to the freight company's EDI SFTP
F.reg(
    "coolstore_freight_edi_sshpass_bash_history",
    ("home/<<fa>>/.bash_history", "srv_<<n>>/root/.bash_history"),
    """ls /data/edi/outbound
sshpass -p '<<cred>>' sftp -oBatchMode=no <<org>>@edi.<<dom>>:/inbound <<< $'put /data/edi/outbound/ASN_<<iso>>.csv'
systemctl status telegraf
journalctl -u coolroom-alarm --since today
""",
    cred="pw_sq",
    syntax="",
)


# 6 Kubernetes Secret for the grower portal (base64 data, encoded)
def _k8s(rng, s):
    return {
        "enc": base64.b64encode(s["cred"].encode()).decode(),
        "uenc": base64.b64encode(s["login"].encode()).decode(),
    }


def _dec_k8s(text):
    m = re.search(r"^  password: (\S+)$", text, re.M)
    assert m
    return base64.b64decode(m.group(1)).decode()


F.reg(
    "coolstore_grower_portal_k8s_secret_base64_data",
    ("k8s/grower-portal/secret-db.yaml", "<<org>>-infra/overlays/prod/portal-secret-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: grower-portal-db
  namespace: <<org>>-portal
type: Opaque
data:
  username: <<uenc>>
  password: <<enc>>
""",
    cred="human",
    extra=_k8s,
    decode=_dec_k8s,
)

# 7 go2rtc YAML for the dock cameras (RTSP userinfo)
F.reg(
    "coolstore_dock_cameras_go2rtc_yaml_rtsp",
    ("go2rtc/go2rtc.yaml", "<<org>>/nvr/go2rtc_<<n>>.yaml"),
    """streams:
  dock_<<n>>: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
  dock_<<n>>_sub: rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/102
api:
  listen: ":1984"
""",
    cred="pw_url",
)

# 8 iCalendar: auditor visit with the guest Wi-Fi passphrase
F.reg(
    "coolstore_auditor_visit_ics_guest_wifi",
    ("calendar/audit_<<iso>>.ics", "<<org>>/cal/visit_<<n4>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
BEGIN:VEVENT
UID:<<uuid>>
DTSTART;TZID=Pacific/Auckland:<<yr>><<mon>><<day>>T090000
DTEND;TZID=Pacific/Auckland:<<yr>><<mon>><<day>>T120000
SUMMARY:Zespri / MPI cool chain audit
LOCATION:Coolstore <<n>>\\, Te Puke
DESCRIPTION:Auditors on site 9am. Guest Wi-Fi <<orgc>>-Visitor\\npassphrase: <<cred>>\\nHi-vis at reception.
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
    syntax="",
)
