# ruff: noqa: E501
"""Family a: an amateur radio operator in Córdoba, Argentina (Spanish, rioplatense): a Pi-Star
DMR hotspot, BrandMeister, Winlink (Pat), eQSL, Cloudlog, SvxLink / EchoLink, AllStarLink and
the radio club's WhatsApp group."""

from __future__ import annotations

import json
import random

from eightyeighth_spec import RADIO as F
from eightyeighth_spec import Slots, alnum, jwt, pick

UP = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"


def _ham(rng: random.Random, s: Slots) -> None:
    s["call"] = f"L{pick(rng, 'UW')}{rng.randint(1, 9)}{alnum(rng, pick(rng, (2, 3)), UP)}"
    s["dmrid"] = str(rng.randint(7220000, 7229999))
    s["grid"] = f"FF{rng.randint(60, 79)}{pick(rng, ('ab', 'dk', 'fm', 'hl', 'ju'))}"
    s["node"] = str(rng.randint(40000, 69999))
    s["freq"] = f"{pick(rng, ('438', '439', '144'))}.{rng.randint(100, 975):03d}"


F.reg(
    "radioaf_pistar_mmdvmhost_ini_dmr_network_password",
    ("etc/mmdvmhost", "backup/pistar-<<ymd>>/etc/mmdvmhost"),
    """[General]
Callsign=<<call>>
Id=<<dmrid>>
Timeout=240
Duplex=0
RFModeHang=300
NetModeHang=300
Display=OLED
Daemon=1

[Info]
RXFrequency=<<freq>>000
TXFrequency=<<freq>>000
Power=1
Latitude=-31.4201
Longitude=-64.1888
Height=0
Location=Cordoba Capital
Description=Hotspot casa <<call>>
URL=https://www.qrz.com/db/<<call>>

[Modem]
Port=/dev/ttyAMA0
TXInvert=1
RXLevel=50
TXLevel=50

[DMR]
Enable=1
ColorCode=1
SelfOnly=1
DumpTAData=1

[DMR Network]
Enable=1
Type=Direct
Address=3101.repeater.net
Port=62031
Jitter=360
Password=<<cred>>
Slot1=0
Slot2=1
Options=TS2=7221,7222;
""",
    cred="human",
    syntax="ini",
    extra=_ham,
)


F.reg(
    "radioaf_brandmeister_api_v2_python_talkgroups",
    ("radio/bm_estaticos.py", "scripts/brandmeister_tg_<<call>>.py"),
    '''#!/usr/bin/env python3
"""Carga los talkgroups estáticos del hotspot <<call>> en BrandMeister (API v2).
Lo corro desde el cron de la Raspberry cada vez que cambio de red."""

import requests

BM_API = "https://api.brandmeister.network/v2"
BM_KEY = "<<cred>>"
DEVICE = <<dmrid>>01

TALKGROUPS = {2: [7221, 722, 91], 1: []}

s = requests.Session()
s.headers["Authorization"] = f"Bearer {BM_KEY}"

for slot, tgs in TALKGROUPS.items():
    for tg in tgs:
        r = s.post(f"{BM_API}/device/{DEVICE}/talkgroup", json={"slot": slot, "group": tg})
        print(slot, tg, r.status_code)
''',
    cred=lambda rng, f, s: jwt(
        rng, {"sub": s["dmrid"], "iat": rng.randint(1_700_000_000, 1_760_000_000)}, alg="RS256"
    ),
    syntax="py",
    extra=_ham,
)


def _chat(s: Slots) -> str:
    return f"""[{s["dmy"]}, {s["time"]}:12] {s["name2"]}: Che, alguien tiene la clave del QRZ del radioclub? Quiero subir las fotos del concurso
[{s["dmy"]}, {s["time"]}:40] {s["name"]}: Usuario {s["call"]}, ahora te paso la clave por acá, después la borro
[{s["dmy"]}, {s["time2"]}:03] {s["name"]}: {s["cred"]}
[{s["dmy"]}, {s["time2"]}:31] {s["name2"]}: Gracias! 73
[{s["dmy"]}, {s["time2"]}:58] {s["name"]}: 73 y no te olvides de cerrar sesión en la compu del club
"""


F.reg(
    "radioaf_whatsapp_radioclub_clave_reply_only_value",
    (
        "WhatsApp/Chat de WhatsApp con Radio Club Sierras.txt",
        "exports/whatsapp_radioclub_<<ymd>>.txt",
    ),
    _chat,
    cred="human",
    syntax="",
    extra=_ham,
)


def _pat(s: Slots) -> str:
    cfg = {
        "mycall": s["call"],
        "secure_login_password": s["cred"],
        "auxiliary_addresses": [],
        "locator": s["grid"][:4],
        "service_codes": ["PUBLIC"],
        "http_addr": "localhost:8080",
        "motd": ["Estación " + s["call"] + " - Córdoba"],
        "connect_aliases": {"telnet": "telnet://{mycall}:CMSTelnet@cms.winlink.org:8772/wl2k"},
        "listen": [],
        "hamlib_rigs": {"ft891": {"address": "localhost:4532", "network": "tcp"}},
        "ardop": {
            "addr": "localhost:8515",
            "arq_bandwidth": {"Forced": False, "Max": 500},
            "rig": "ft891",
            "ptt_ctrl": True,
            "beacon_interval": 0,
            "cwid_enabled": True,
        },
        "vara_hf": {"addr": "localhost:8300", "bandwidth": 2300, "rig": "ft891", "ptt_ctrl": True},
        "gpsd": {
            "enable_http": False,
            "allow_forms": False,
            "use_server_time": False,
            "addr": "localhost:2947",
        },
        "schedule": {},
        "version_reporting_disabled": False,
    }
    return json.dumps(cfg, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "radioaf_pat_winlink_config_json_secure_login",
    (".config/pat/config.json", "home/<<user>>/.config/pat/config.json"),
    _pat,
    cred="human",
    extra=_ham,
)


F.reg(
    "radioaf_eqsl_adif_upload_curl_bash_history",
    ("home/<<user>>/.bash_history", "root/.bash_history"),
    """cd ~/logs
ls -la *.adi
wsjtx_log_export --since <<date>> > /tmp/ft8_<<ymd>>.adi
head -20 /tmp/ft8_<<ymd>>.adi
curl -s -F "EQSL_USER=<<call>>" -F "EQSL_PSWD=<<cred>>" -F "Filename=@/tmp/ft8_<<ymd>>.adi" https://www.eqsl.cc/qslcard/ImportADIF.cfm | grep -i result
tqsl -d -u -a compliant -x /tmp/ft8_<<ymd>>.adi
rm /tmp/ft8_<<ymd>>.adi
sudo systemctl restart direwolf
journalctl -u direwolf -n 50
""",
    cred="human_x",
    syntax="",
    extra=_ham,
)


F.reg(
    "radioaf_cloudlog_database_php_mysql_password",
    (
        "var/www/cloudlog/application/config/database.php",
        "home/<<user>>/Cloudlog/application/config/database.php",
    ),
    """<?php
defined('BASEPATH') OR exit('No direct script access allowed');

// Cloudlog de <<call>> - instalado en la Raspberry del cuarto de radio (<<lip>>)
$active_group = 'default';
$query_builder = TRUE;

$db['default'] = array(
	'dsn'	=> '',
	'hostname' => 'localhost',
	'username' => 'cloudlog',
	'password' => '<<cred>>',
	'database' => 'cloudlog',
	'dbdriver' => 'mysqli',
	'dbprefix' => '',
	'pconnect' => FALSE,
	'db_debug' => (ENVIRONMENT !== 'production'),
	'cache_on' => FALSE,
	'cachedir' => '',
	'char_set' => 'utf8mb4',
	'dbcollat' => 'utf8mb4_general_ci',
	'swap_pre' => '',
	'encrypt' => FALSE,
	'compress' => FALSE,
	'stricton' => FALSE,
	'failover' => array(),
	'save_queries' => TRUE
);
""",
    cred="pw_sq",
    syntax="",
    extra=_ham,
)


F.reg(
    "radioaf_svxlink_module_echolink_conf",
    (
        "etc/svxlink/svxlink.d/ModuleEchoLink.conf",
        "backup/<<call>>-R/svxlink.d/ModuleEchoLink.conf",
    ),
    """###############################################################################
#  Nodo EchoLink del repetidor <<freq>> - <<call>>-R (Radio Club Sierras)
###############################################################################
[ModuleEchoLink]
NAME=EchoLink
ID=2
TIMEOUT=60
#DROP_INCOMING=^()$
#REJECT_INCOMING=^()$
SERVERS=servers.echolink.org
CALLSIGN=<<call>>-R
PASSWORD=<<cred>>
SYSOPNAME=<<fa>> <<la>>
LOCATION=[Svx] <<freq>>, Cordoba
MAX_QSOS=10
MAX_CONNECTIONS=11
LINK_IDLE_TIMEOUT=300
USE_GSM_ONLY=1
DESCRIPTION="Repetidor del radio club en las sierras.\\n"
  "QTH: Villa Carlos Paz\\n"
  "Antena: colineal 6 dBi\\n"
""",
    cred="human",
    syntax="",
    extra=_ham,
)


F.reg(
    "radioaf_allstarlink_iax_conf_register_secret",
    ("etc/asterisk/iax.conf", "asl-backup/<<node>>/etc/asterisk/iax.conf"),
    """; Inter-Asterisk eXchange driver definition - nodo AllStar <<node>> (<<call>>)
[general]
bindport = 4569
bindaddr = 0.0.0.0
disallow = all
allow = ulaw
allow = adpcm
allow = gsm
jitterbuffer = yes
forcejitterbuffer = yes
dropcount = 2
maxjitterbuffer = 4000
maxjitterinterps = 10
resyncthreshold = 1000
maxexcessbuffer = 80
minexcessbuffer = 10
jittershrinkrate = 1
tos = 0x1E
autokill = yes
delayreject = yes
iaxthreadcount = 30
iaxmaxthreadcount = 150

register => <<node>>:<<cred>>@register.allstarlink.org

[radio-secure]
type = friend
context = radio-secure
host = dynamic
auth = md5
secret = <<cred>>
codecpriority = host
transfer = no
""",
    cred="pw_alnum",
    syntax="",
    extra=_ham,
)
