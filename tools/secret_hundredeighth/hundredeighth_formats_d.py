# ruff: noqa: E501
"""Family d: a diving liveaboard in Komodo, Labuan Bajo (Indonesia): Indonesian, English."""

from __future__ import annotations

import json

from hundredeighth_spec import Fam, alnum

F = Fam(
    name="komodo_dive_liveaboard_crew",
    prefix="komodo",
    orgs=("komodobiru",),
    tld="co.id",
    first=(
        ("Agus", "agus"),
        ("Dewi", "dewi"),
        ("Wayan", "wayan"),
        ("Putri", "putri"),
        ("Yohanes", "yohanes"),
        ("Siti", "siti"),
        ("Made", "made"),
        ("Rini", "rini"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wijaya", "wijaya"),
        ("Nggadas", "nggadas"),
        ("Pratama", "pratama"),
        ("Setiawan", "setiawan"),
        ("Lestari", "lestari"),
    ),
    words=(
        "komodo",
        "labuanbajo",
        "padar",
        "rinca",
        "manta",
        "pinisi",
        "penyu",
        "batubolong",
        "castlerock",
        "siaba",
        "kanawa",
        "selam",
        "laut",
        "ombak",
        "nasigoreng",
        "sambal",
        "flores",
        "biru",
        "karang",
        "bintang",
        "lumba",
        "hiu",
    ),
    pets=("belang", "si_manis", "bobi", "kiki", "mochi", "blacky"),
    cc="62",
    town="Labuan Bajo",
)

F.reg(
    "indonesian_whatsapp_kata_sandi_wifi_kapal",
    ("hp/WhatsApp Chat dengan <<fac>>.txt", "exports/wa/kru-<<date>>-<<fa>>.txt"),
    """<<dmy>> <<hh>>.<<mm>> - <<fn2>>: Pak, tamu kabin 3 tanya kata sandi wifi kapal
<<dmy>> <<hh>>.<<mm2>> - <<fn>> <<ln>>: Jaringan Pinisi-Deck, kata sandinya <<cred>>
<<dmy>> <<hh>>.<<mm2>> - <<fn2>>: Siap pak, makasih
<<dmy>> <<hh>>.<<mm2>> - <<fn>> <<ln>>: Besok briefing jam 6 di dek, Batu Bolong arus kencang
""",
    "human",
)

F.reg(
    "xendit_production_key_env",
    ("web/<<org>>-booking-<<nn>>/.env", "srv/<<org>>/api-<<fa>>/.env.production"),
    """APP_ENV=production
APP_URL=https://<<dom>>
DB_URL=postgres://booking@<<ip>>:5432/trips
XENDIT_SECRET_KEY=<<cred>>
XENDIT_CALLBACK_TOKEN=<<cb>>
DEFAULT_CURRENCY=IDR
""",
    "p:xendit",
    syntax="",
    extra=lambda rng, s: {"cb": alnum(rng, 48)},
)

F.reg(
    "midtrans_snap_server_key_php",
    ("www/<<org>>/config/midtrans.php", "site/<<org>>/app/config/midtrans_<<nn>>.php"),
    """<?php
return [
    'merchant_id' => 'G<<nn>>0412',
    'client_key' => 'Mid-client-<<ck>>',
    'server_key' => '<<cred>>',
    'is_production' => true,
    'is_sanitized' => true,
    'is_3ds' => true,
];
""",
    "p:midtrans",
    syntax="",
    extra=lambda rng, s: {"ck": alnum(rng, 16)},
)

F.reg(
    "subsurface_cloud_storage_conf",
    ("home/<<fa>>/.config/Subsurface/Subsurface.conf", "divecenter/pc-<<n>>/Subsurface.conf"),
    """[General]
default_filename=/home/<<fa>>/dives/<<org>>.ssrf
use_default_file=true

[CloudStorage]
email=<<email>>
password=<<cred>>
save_password_local=true
cloud_verification_status=2

[Units]
unit_system=0
""",
    "human_x",
    syntax="ini",
)

F.reg(
    "boat_openwrt_wireless_config",
    (
        "boat/router/etc/config/wireless-<<nn>>",
        "backup/openwrt-<<org>>-<<date>>/etc/config/wireless",
    ),
    """config wifi-device 'radio0'
	option type 'mac80211'
	option band '2g'
	option channel '6'

config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<orgc>>-Deck'
	option encryption 'psk2'
	option key '<<cred>>'
""",
    "human_x",
    syntax="",
)


def _tg(s: dict) -> str:
    data = {
        "name": "Kru Kapal <<org>>".replace("<<org>>", s["orgc"]),
        "type": "private_group",
        "id": int(s["nn"]) * 1000 + 7,
        "messages": [
            {
                "id": 1,
                "type": "message",
                "date": f"{s['date']}T{s['hh']}:{s['mm']}:00",
                "from": s["fn2"],
                "text": "Password Dive+ admin apa ya? Mau upload foto tamu",
            },
            {
                "id": 2,
                "type": "message",
                "date": f"{s['date']}T{s['hh']}:{s['mm2']}:00",
                "from": f"{s['fn']} {s['ln']}",
                "text": s["cred"],
            },
        ],
    }
    return json.dumps(data, indent=1, ensure_ascii=False) + "\n"


F.reg(
    "crew_telegram_json_reply_only",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/telegram/kru_<<nn>>/result.json"),
    _tg,
    "human",
)

F.reg(
    "guest_manifest_xlsx_shared_strings",
    ("manifest/<<date>>_trip/xl/sharedStrings.xml", "office/xlsx-<<nn>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10" uniqueCount="10">
<si><t>Nama</t></si><si><t>Kabin</t></si><si><t>Sistem</t></si><si><t>Login</t></si><si><t>Kata sandi</t></si>
<si><t><<fn>> <<ln>></t></si><si><t>Kru</t></si><si><t>Booking Pinisi (Bokun)</t></si><si><t><<email>></t></si><si><t><<cred>></t></si>
</sst>
""",
    "human_x",
)

F.reg(
    "dive_center_sftp_id_rsa_file",
    ("home/<<fa>>/.ssh/id_rsa", "keys/<<org>>-sftp-<<nn>>.key"),
    "<<cred>>\n",
    "rsa:1",
    syntax="",
)
