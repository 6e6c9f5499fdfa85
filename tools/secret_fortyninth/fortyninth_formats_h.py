# ruff: noqa: E501
"""Family h: an amateur radio operator in Praia (Cape Verde; Portuguese, Kriolu)."""

from __future__ import annotations

import json

from fortyninth_spec import Fam

F = Fam(
    name="morabeza_ham_radio_d4",
    orgs=("morabezaqth", "cvtelecom", "unitelt", "arcv", "santiagorepetidor"),
    tld="cv",
    first=(
        "Djuzé",
        "Nha Zeza",
        "Amílcar",
        "Odete",
        "Tchalé",
        "Lurdes",
        "Vadú",
        "Celina",
        "Nando",
        "Ivone",
    ),
    last=("Tavares", "Lopes", "Semedo", "Moreno", "Fortes", "Monteiro", "Varela", "Brito"),
    words=(
        "morabeza",
        "cachupa",
        "grogue",
        "funana",
        "batuku",
        "mindelo",
        "tarrafal",
        "fogo",
        "morna",
        "coladeira",
        "sodade",
    ),
    seasons=("azagua", "tempu di chuba", "kolá", "carnaval", "natal"),
    cc="238",
    pets=("tuga", "bolinha", "piloto", "fuska", "kico"),
    latin={
        "Djuzé": "djuze",
        "Nha Zeza": "zeza",
        "Amílcar": "amilcar",
        "Tchalé": "tchale",
        "Vadú": "vadu",
    },
)


def _call(rng, s):
    return {
        "call": f"D4{rng.choice('ABCDLZ')}{rng.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ')}{rng.choice('ABCDEFGHIJKLMNOPQRSTUVWXYZ')}"
    }


F.reg(
    "morabeza_pistar_mmdvmhost_dmr_network_password",
    ("pistar-backup/mmdvmhost_<<n2>>", "Downloads/Pi-Star_Config_<<date>>/mmdvmhost"),
    """[General]
Callsign=<<call>>
Id=62<<n4>><<n2>>
Timeout=240
Duplex=0
ModeHang=20
Display=OLED

[Info]
RXFrequency=438800000
TXFrequency=438800000
Latitude=14.9<<n3>>
Longitude=-23.5<<n3>>
Location=Praia, Santiago
URL=https://www.qrz.com/db/<<call>>

[DMR]
Enable=1
ColorCode=1

[DMR Network]
Enable=1
Type=Direct
RemoteAddress=3021.master.brandmeister.network
RemotePort=62031
Password=<<cred>>
Slot1=0
Slot2=1
""",
    cred="pw",
    syntax="ini",
    extra=_call,
)

F.reg(
    "morabeza_svxlink_module_echolink_conf",
    (
        "etc/svxlink/svxlink.d/ModuleEchoLink.conf",
        "backup/svxlink-<<n2>>/svxlink.d/ModuleEchoLink.conf",
    ),
    """[ModuleEchoLink]
NAME=EchoLink
ID=2
TIMEOUT=60
#DROP_INCOMING=^(\\*ECHOTEST\\*)$
SERVERS=servers.echolink.org
CALLSIGN=<<call>>-L
PASSWORD=<<cred>>
SYSOPNAME=<<full>>
LOCATION=[Svx] 438.800 Praia
MAX_QSOS=10
MAX_CONNECTIONS=11
LINK_IDLE_TIMEOUT=300
DESCRIPTION="Morabeza link - Santiago, Cabo Verde\\n"
""",
    cred="human_x",
    syntax="ini",
    extra=_call,
)

F.reg(
    "morabeza_pat_winlink_config_json",
    ("home/<<fa>>/.config/pat/config.json", "pat-<<n2>>/config.json"),
    lambda s: (
        json.dumps(
            {
                "mycall": s["call"],
                "secure_login_password": s["cred"],
                "auxiliary_addresses": [],
                "locator": "HK74" + s["word"][:2].lower(),
                "service_codes": ["PUBLIC"],
                "http_addr": "localhost:8080",
                "motd": ["Morabeza! Open source Winlink client"],
                "connect_aliases": {
                    "telnet": "telnet://{mycall}:CMSTelnet@cms.winlink.org:8772/wl2k"
                },
                "listen": [],
                "hamlib_rigs": {},
                "ardop": {"addr": "localhost:8515", "arq_bandwidth": {"Forced": False, "Max": 500}},
            },
            indent=2,
        )
        + "\n"
    ),
    cred="human",
    extra=_call,
)

F.reg(
    "morabeza_qrz_logbook_api_upload_py",
    ("radio/scripts/upload_qrz_<<n2>>.py", "home/<<fa>>/radio/qrz_sync.py"),
    '''"""Envia o ADIF do dia para o logbook QRZ."""

import requests

QRZ_KEY = "<<cred>>"
ADIF = open("/home/<<fa>>/radio/log_<<date>>.adi", encoding="utf-8").read()

for rec in ADIF.split("<eor>"):
    if "<call:" not in rec:
        continue
    r = requests.post(
        "https://logbook.qrz.com/api",
        data={"KEY": QRZ_KEY, "ACTION": "INSERT", "ADIF": rec + "<eor>"},
        timeout=30,
    )
    print(r.text)
''',
    cred=lambda rng, s: "-".join(
        "".join(rng.choice("0123456789ABCDEF") for _ in range(4)) for _ in range(4)
    ),
)

F.reg(
    "morabeza_kriolu_whatsapp_senha_repetidor",
    (
        "WhatsApp/Conversa do WhatsApp com Radioamadores CV.txt",
        "Documents/WhatsApp Chat with <<first2>> D4 <<n2>>.txt",
    ),
    """[<<dmy>> <<time>>:11] <<first2>>: Bom dia, kenha ki tem senha di admin di repetidor di Monte Tchota?
[<<dmy>> <<time>>:47] <<first>> <<last>>: N ta manda-u, ma ka bu muda nada
[<<dmy>> <<time2>>:02] <<first>> <<last>>: utilizador admin, senha <<cred>>
[<<dmy>> <<time2>>:30] <<first2>>: Obrigadu! 73 de <<call>>
""",
    cred="human",
    extra=_call,
)

F.reg(
    "morabeza_openwebrx_users_json_string_encoding",
    ("var/lib/openwebrx/users.json", "openwebrx-<<n2>>/users.json"),
    lambda s: (
        json.dumps(
            [
                {
                    "user": "admin",
                    "enabled": True,
                    "must_change_password": False,
                    "password": {"encoding": "string", "value": s["cred"]},
                }
            ],
            indent=4,
        )
        + "\n"
    ),
    cred="pw_json",
)

F.reg(
    "morabeza_allstar_iax_conf_node_secret",
    ("etc/asterisk/iax.conf", "allstar-backup-<<n2>>/iax.conf"),
    """[general]
bindport = 4569
disallow = all
allow = ulaw
allow = adpcm
allow = gsm
jitterbuffer = yes
iaxthreadcount = 5

[registrations]
register => 5<<n4>>:<<cred>>@register.allstarlink.org

[iaxrpt]
type = user
context = iaxrpt
auth = md5
secret = <<p2>>
host = dynamic
""",
    cred="pw_alnum",
    syntax="",
    extra=lambda rng, s: {"p2": F.human(rng, ".-_")},
)

F.reg(
    "morabeza_ocr_caderno_estacao_senha_router",
    ("Imagens/caderno_estacao_<<n3>>.txt", "Scans/shack_<<date>>.txt"),
    """ESTAÇÃO <<call>> — notas
IC-7300 / dipolo 40m
Hotspot MMDVM: http://pi-star.local  (pi-star / raspberry?)
Router do shack
  rede: CVT_<<la>>
  chave:
  <<cred>>
Skeds: sábado 20:00 UTC 7.080
""",
    cred="human",
    extra=_call,
)
