# ruff: noqa: E501
"""Family b: a 3D-printing hobbyist in Łódź, Poland (Polish): OctoPrint, Moonraker / Klipper
with a Tasmota plug, PrusaLink / Prusa Connect, a small Allegro shop with Przelewy24, a
Messenger export, a quoted-printable e-mail and a backup crontab."""

from __future__ import annotations

import json
import random

from eightyeighth_spec import DRUKARKA as F
from eightyeighth_spec import Slots, after, alnum, dec_qp, enc_qp, gen_pw, pick


def _printer(rng: random.Random, s: Slots) -> None:
    s["printer"] = pick(rng, ("voron24", "ender3", "mk4", "prusa-mini", "sovol-sv06", "bambu-p1s"))
    s["serial"] = (
        f"CZPX{rng.randint(1000, 9999)}X{rng.randint(100, 999)}K{rng.randint(10000, 99999)}"
    )
    s["mtime"] = str(rng.randint(1_700_000_000, 1_760_000_000))


F.reg(
    "drukarka_octoprint_config_yaml_api_key",
    ("home/pi/.octoprint/config.yaml", "octoprint-backup-<<ymd>>/basedir/config.yaml"),
    """accessControl:
  salt: null
api:
  key: <<cred>>
appearance:
  color: orange
  name: <<printer>> warsztat
  showInternalFilename: false
folder:
  timelapse: /home/pi/.octoprint/timelapse
plugins:
  _disabled:
  - announcements
  bedlevelvisualizer:
    _config_version: 1
  discovery:
    upnpUuid: 7c1f2b9e-3a0d-4e55-9b7e-0f4b1e2d3c4a
  softwareupdate:
    _config_version: 9
printerProfiles:
  default: _default
serial:
  autoconnect: true
  baudrate: 115200
  port: /dev/ttyACM0
server:
  commands:
    serverRestartCommand: sudo service octoprint restart
    systemRestartCommand: sudo shutdown -r now
    systemShutdownCommand: sudo shutdown -h now
  firstRun: false
  onlineCheck:
    enabled: true
  secretKey: null
temperature:
  profiles:
  - bed: 60
    chamber: null
    extruder: 215
    name: PLA
  - bed: 85
    chamber: null
    extruder: 240
    name: PETG
webcam:
  ffmpeg: /usr/bin/ffmpeg
""",
    cred="p:octoprint",
    extra=_printer,
)


F.reg(
    "drukarka_moonraker_conf_tasmota_power_password",
    (
        "home/<<user>>/printer_data/config/moonraker.conf",
        "klipper-backup/<<printer>>/moonraker.conf",
    ),
    """[server]
host: 0.0.0.0
port: 7125
klippy_uds_address: ~/printer_data/comms/klippy.sock

[authorization]
trusted_clients:
    10.0.0.0/8
    127.0.0.0/8
    192.168.0.0/16
cors_domains:
    *.local
    *://my.mainsail.xyz

[octoprint_compat]

[history]

[file_manager]
enable_object_processing: True

# gniazdko Tasmota w warsztacie - drukarka wyłącza się sama po wydruku
[power <<printer>>]
type: tasmota
address: <<lip>>
user: admin
password: <<cred>>
output_id: 1
off_when_shutdown: True
locked_while_printing: True
restart_klipper_when_powered: True

[update_manager]
channel: dev
refresh_interval: 168

[update_manager mainsail]
type: web
channel: stable
repo: mainsail-crew/mainsail
path: ~/mainsail
""",
    cred="human",
    syntax="ini",
    extra=_printer,
)


def _mojibake(text: str) -> str:
    """Messenger's export writes UTF-8 bytes as Latin-1 code points."""
    return text.encode("utf-8").decode("latin-1")


def _messenger(s: Slots) -> str:
    ts = int(s["mtime"]) * 1000
    msgs = [
        (s["name2"], "Dzięki za plik STL, drukuje się pięknie 👍"),
        (
            s["name"],
            "Jak chcesz to zaloguj się na moje konto Printables, tam są wszystkie moje modele",
        ),
        (s["name2"], "Jakie hasło?"),
        (s["name"], s["cred"]),
        (s["name"], "login to " + s["email"] + ", tylko nie zmieniaj nic w profilu"),
    ]
    data = {
        "participants": [{"name": _mojibake(s["name"])}, {"name": _mojibake(s["name2"])}],
        "messages": [
            {
                "sender_name": _mojibake(who),
                "timestamp_ms": ts - i * 41000,
                "content": _mojibake(txt),
                "is_geoblocked_for_viewer": False,
            }
            for i, (who, txt) in enumerate(reversed(msgs))
        ],
        "title": _mojibake(s["name2"]),
        "is_still_participant": True,
        "thread_path": "inbox/" + s["fa2"] + "_" + str(ts)[:10],
        "magic_words": [],
    }
    return json.dumps(data, indent=2)


F.reg(
    "drukarka_messenger_json_haslo_printables_konto",
    (
        "your_facebook_activity/messages/inbox/<<fa2>>_<<mtime>>/message_1.json",
        "facebook-<<user>>/messages/inbox/<<fa2>>_<<n>>/message_1.json",
    ),
    _messenger,
    cred="human",
    extra=_printer,
)


F.reg(
    "drukarka_prusalink_printer_settings_ini_connect_token",
    ("home/pi/prusa_printer_settings.ini", "prusalink-<<serial>>/prusa_printer_settings.ini"),
    """[printer]
type = MK3S
name = <<printer>>
location = Warsztat, piwnica
farm_mode = False

[network]
hostname = <<lip>>

[service::connect]
hostname = connect.prusa3d.com
tls = True
port = 0
token = <<cred>>

[service::local]
enabled = True
username = maker
""",
    cred="alnum:20",
    syntax="ini",
    extra=_printer,
)


F.reg(
    "drukarka_allegro_rest_api_dotenv_client_secret",
    ("sklep-druk3d/.env", "home/<<user>>/allegro-sync/.env"),
    """# Sklep z figurkami i częściami na Allegro - synchronizacja stanów z magazynem filamentu
ALLEGRO_ENV=production
ALLEGRO_CLIENT_ID=<<client>>
ALLEGRO_CLIENT_SECRET=<<cred>>
ALLEGRO_REDIRECT_URI=http://localhost:8000/callback
SHOP_NAME=<<org>>
NOTIFY_EMAIL=<<email>>
SQLITE_PATH=/home/<<user>>/allegro-sync/stany.db
""",
    cred="alnum:64",
    syntax="",
    extra=lambda rng, s: s.update(client=alnum(rng, 32, "0123456789abcdef")),
)


F.reg(
    "drukarka_przelewy24_php_config_api_key",
    ("sklep/config/przelewy24.php", "public_html/<<org>>/config/p24.php"),
    """<?php
// Przelewy24 - płatności za zamówienia na wydruki (konto firmowe <<org>>)
return [
    'merchant_id' => <<mid>>,
    'pos_id'      => <<mid>>,
    'crc'         => '<<crc>>',
    'api_key'     => '<<cred>>',
    'sandbox'     => false,
    'url_return'  => 'https://<<dom>>/zamowienie/dziekujemy',
    'url_status'  => 'https://<<dom>>/p24/status',
];
""",
    cred="hex:32",
    syntax="",
    extra=lambda rng, s: s.update(
        mid=str(rng.randint(100000, 399999)), crc=alnum(rng, 16, "0123456789abcdef")
    ),
)


def _qp_mail(s: Slots) -> str:
    body = f"""Cześć {s["first2"]},

przesyłam dane do konta na Prusa Connect, żebyś mógł zdalnie puścić wydruk
obudowy, kiedy będę na urlopie:

login: {s["email"]}
hasło: {s["cred"]}

Drukarka stoi w piwnicy, filament PETG jest już załadowany. Nie zapomnij
zdjąć wydruku z płyty po zakończeniu.

Pozdrawiam,
{s["first"]}
"""
    return f"""From: {s["name"]} <{s["email"]}>
To: {s["name2"]} <{s["email2"]}>
Subject: =?UTF-8?Q?Dost=C4=99p_do_drukarki?=
Date: Mon, {s["day"]} Mar {s["year"]} {s["time"]}:00 +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

{enc_qp(body)}"""


def _dec_qp_mail(text: str) -> str:
    body = dec_qp(text.split("\n\n", 1)[1])
    return after(body, r"hasło: (\S+)")


F.reg(
    "drukarka_quoted_printable_email_haslo_prusa_connect",
    ("Mail/Wysłane/<<ymd>>-dostep-do-drukarki.eml", "thunderbird/Sent/<<ymd>>_<<n>>.eml"),
    _qp_mail,
    cred="human_u",
    syntax="",
    extra=_printer,
    decode=_dec_qp_mail,
)


F.reg(
    "drukarka_crontab_lftp_timelapse_backup_nas",
    ("var/spool/cron/crontabs/pi", "crontab-<<printer>>-<<ymd>>.txt"),
    """# m h  dom mon dow   command
*/5 * * * * /home/pi/bin/temp_komora.sh >> /home/pi/logs/komora.log 2>&1
# kopia timelapse'ów na NAS-a co noc
30 3 * * * lftp -u <<user>>,'<<cred>>' -e "mirror -R --only-newer /home/pi/.octoprint/timelapse /volume1/druk3d/timelapse; quit" sftp://<<lip>>
0 4 * * 0 find /home/pi/.octoprint/timelapse -mtime +30 -delete
""",
    cred=lambda rng, f, s: gen_pw(
        rng, sym="!#*+-_.?@^~=:"
    ),  # no % (crontab turns it into a newline),
    syntax="",
    extra=_printer,
)
