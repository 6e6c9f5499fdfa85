"""Family e: a salmon farm with sea pens and a feed barge in Helgeland (Norway)."""

from __future__ import annotations

from sixtythird_spec import Fam

F = Fam(
    "laksemerd_oppdrett_helgeland",
    ("fjordlaks", "merdvik"),
    "no",
    ("kari", "ola", "silje", "bjorn", "ingrid", "torstein", "marte", "havard"),
    ("Kari", "Ola", "Silje", "Bjørn", "Ingrid", "Torstein", "Marte", "Håvard"),
    ("johansen", "hansen", "nilsen", "pedersen", "berg", "strand", "eide", "sandnes"),
    (
        "laksen",
        "fjorden",
        "merda",
        "brygga",
        "torsk",
        "sjarken",
        "helgeland",
        "vega",
        "sommer",
        "vinter",
        "tindan",
        "nordlys",
        "fiskebat",
        "skjaer",
        "hurtigruta",
        "makrell",
    ),
    "47",
)

F.reg(
    "laksemerd_forflate_overlevering_akva_control",
    ("Overlevering/forflåte_<<org>>_<<year>>.md", "Teams/Drift/overlevering_<<n>>.md"),
    """# Overlevering fôrflåte «<<corg>> <<n>>» — lokalitet <<word>>

| System | Adresse | Bruker | Passord |
|---|---|---|---|
| Fôringssentral (AKVA Control) | <<ip>> | service | <<cred>> |
| Kamera-NVR | <<ip10>> | operator | se KeePass |
| Starlink-ruter | 192.168.100.1 | — | — |

* Nødstopp fôring: rød knapp ved trappa.
* Ring <<cfirst>> (<<phone>>) ved alarm på oksygen under 6 mg/l.
""",
    "pw",
)

F.reg(
    "laksemerd_signal_chat_kopi_passord_fiskeridir",
    ("Notater/signal_kopi_<<n>>.txt", "Dokumenter/<<org>>/signal_<<d>><<mo>>.txt"),
    """[<<dmy>> <<time>>] <<lfirst>>: Hva var passordet til Altinn-brukeren for lusetellinga igjen?
[<<dmy>> <<time>>] Ola: Brukernavn <<user>>
[<<dmy>> <<time>>] Ola: passordet er <<cred>>
[<<dmy>> <<time>>] <<lfirst>>: takk! rapporterer før fredag
""",
    "human",
)

F.reg(
    "laksemerd_barentswatch_lusetall_api_python",
    ("lusetelling/rapporter_<<n>>.py", "scripts/<<org>>_barentswatch.py"),
    """import requests

CLIENT_ID = "<<email>>:lusetall"
CLIENT_SECRET = "<<cred>>"
LOKALITET = <<nn>><<n>>


def token() -> str:
    r = requests.post(
        "https://id.barentswatch.no/connect/token",
        data={
            "grant_type": "client_credentials",
            "client_id": CLIENT_ID,
            "client_secret": CLIENT_SECRET,
            "scope": "api",
        },
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def hent_lus(uke: int, aar: int) -> dict:
    url = f"https://www.barentswatch.no/bwapi/v1/geodata/fishhealth/locality/{LOKALITET}/{aar}/{uke}"
    return requests.get(url, headers={"Authorization": f"Bearer {token()}"}, timeout=20).json()
""",
    "pw_dq",
)

F.reg(
    "laksemerd_undervannskamera_onvif_yaml",
    ("merdkamera/config_<<n>>.yaml", "nvr/<<org>>/kameraer.yml"),
    """lokalitet: <<word>>
kameraer:
  - navn: merd-<<n>>
    onvif:
      host: <<ip10>>
      port: 80
      bruker: admin
      passord: '<<cred>>'
    profil: mainstream
  - navn: fôrkamera
    onvif:
      host: <<ip>>
      port: 80
      bruker: admin
      passord: '<<cred>>'
opptak:
  dager: 14
""",
    "pw_sq",
)

F.reg(
    "laksemerd_servicebat_wpa_supplicant_psk",
    (
        "servicebåt/<<org>>-<<n>>/wpa_supplicant.conf",
        "etc/wpa_supplicant/wpa_supplicant-<<word>>.conf",
    ),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=NO

network={
    ssid="<<corg>>-Flaate<<n>>"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
    priority=10
}

network={
    ssid="Starlink"
    key_mgmt=NONE
    priority=1
}
""",
    "human_x",
)

F.reg(
    "laksemerd_sjotemperatur_telegraf_influx_token",
    ("etc/telegraf/telegraf.d/sjotemp_<<n>>.conf", "telegraf/<<org>>-merd.conf"),
    """[agent]
  interval = "60s"
  hostname = "fleet-<<org>>-<<n>>"

[[inputs.modbus]]
  name = "oksygen_temp"
  controller = "tcp://<<ip>>:502"
  slave_id = 1
  holding_registers = [
    { name = "temp_3m", byte_order = "AB", data_type = "INT16", scale = 0.1, address = [0] },
    { name = "o2_3m", byte_order = "AB", data_type = "INT16", scale = 0.1, address = [1] },
  ]

[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "sjotemperatur"
""",
    "p:influx",
    syntax="toml",
)

F.reg(
    "laksemerd_fiskehelse_epost_passord_rapportportal",
    ("Epost/fiskehelse_<<n>>.eml", "Outlook/<<org>>/<<nn>>.eml"),
    """From: <<lfirst>> <<clast>> <<<first>>@fiskehelse-nord.no>
To: drift@<<dom>>
Subject: Tilgang til rapportportalen (lokalitet <<word>>)
Date: Fri, <<d>> Oct <<year>> <<hms>> +0200
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

Hei,

Som avtalt etter helsebesøket: dere kan laste ned obduksjons- og lakselusrapportene selv.

Brukernavn: drift.<<org>>
Passord: <<cred>>

Passordet deles på hele driftslaget, så ikke legg det på tavla i brakka.

Mvh
<<lfirst>>, fiskehelsebiolog
""",
    "human",
)

F.reg(
    "laksemerd_biomasse_pgpass_line",
    ("home/<<first>>/.pgpass", "drift-pc-<<n>>/AppData/Roaming/postgresql/pgpass.conf"),
    """# biomasse og fôrfaktor (rapportserver)
<<host>>:5432:biomasse:rapport:<<cred>>
localhost:5432:*:postgres:<<cred2>>
""",
    "pw_bare",
    extra=lambda r, s: {"cred2": F.draw(r, "pw_bare", s)},
)
