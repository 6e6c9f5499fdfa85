# ruff: noqa: E501
"""Family b: a wedding videographer in Bandung, Indonesia (Indonesian and Sundanese)."""

import json

from hundredtwentieth_spec import Fam

F = Fam(
    name="videografer_nikahan_bandung",
    orgs=("rekamkasih", "sinemajodoh", "kisahfilm", "layarcinta"),
    tld="co.id",
    first=(
        ("Rizky", "rizky"),
        ("Dewi", "dewi"),
        ("Putri", "putri"),
        ("Agus", "agus"),
        ("Siti", "siti"),
        ("Budi", "budi"),
        ("Ayu", "ayu"),
        ("Fajar", "fajar"),
    ),
    last=(
        ("Pratama", "pratama"),
        ("Santoso", "santoso"),
        ("Wijaya", "wijaya"),
        ("Hidayat", "hidayat"),
        ("Lestari", "lestari"),
        ("Saputra", "saputra"),
    ),
    words=(
        "cinta",
        "bahagia",
        "nikah",
        "pelangi",
        "melati",
        "mawar",
        "bintang",
        "sunda",
        "kopi",
        "bulan",
        "jodoh",
        "rindu",
        "sayang",
        "garuda",
        "persib",
    ),
    pets=("mochi", "oyen", "belang", "momo", "chiko", "kiki"),
    cc="62",
    city="Bandung",
)

F.reg(
    "nikahan_ios_whatsapp_kata_sandi_gdrive",
    ("WhatsApp Chat - Tim <<orgc>>/_chat.txt", "chat/wa_<<fa>>_<<nn>>.txt"),
    """[<<d>>/<<m>>/<<y>> <<hh>>.<<mi>>.<<ss>>] <<fn>> <<ln>>: Guys, footage akad kemarin sudah aku upload ke Drive kantor
[<<d>>/<<m>>/<<y>> <<hh>>.<<mi>>.<<ss>>] <<fn2>>: Akun yang mana kak? yang <<email2>>?
[<<d>>/<<m>>/<<y>> <<hh>>.<<mi>>.<<ss>>] <<fn>> <<ln>>: Iya itu. kata sandinya <<cred>>
[<<d>>/<<m>>/<<y>> <<hh>>.<<mi>>.<<ss>>] <<fn>> <<ln>>: Jangan diganti ya, editor di Jogja juga pakai
[<<d>>/<<m>>/<<y>> <<hh>>.<<mi>>.<<ss>>] <<fn2>>: Siap 👌 nuhun
""",
    cred="human",
)


def _obs(s):
    return json.dumps(
        {
            "settings": {
                "bwtest": False,
                "key": s["cred"],
                "server": "rtmp://a.rtmp.youtube.com/live2",
                "service": "YouTube - RTMPS",
                "use_auth": False,
            },
            "type": "rtmp_common",
        },
        indent=4,
    )


F.reg(
    "nikahan_obs_service_json_youtube_stream_key",
    (
        "AppData/Roaming/obs-studio/basic/profiles/Nikahan_<<nn>>/service.json",
        "obs/profiles/<<fa>>-<<d>><<m>>/service.json",
    ),
    _obs,
    cred="p:youtube_key",
)

F.reg(
    "nikahan_booking_laravel_env_midtrans",
    ("<<org>>-web/.env", "var/www/<<org>>/<<fa>>/.env"),
    """APP_NAME=<<orgc>>
APP_ENV=production
APP_URL=https://<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=<<org>>
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_CLIENT_KEY=Mid-client-<<hex8>>
MIDTRANS_SERVER_KEY=<<cred>>
WA_ADMIN=<<phone>>
""",
    cred="p:midtrans",
)

F.reg(
    "nikahan_frameio_upload_python_token",
    ("tools/upload_frameio_<<nn>>.py", "scripts/<<fa>>/frameio_push.py"),
    '''"""Upload hasil render ke Frame.io untuk review klien."""

import pathlib

import requests

FRAMEIO_TOKEN = "<<cred>>"
PROJECT_ROOT = "<<uuid>>"
RENDER_DIR = pathlib.Path("D:/Render/<<y>>")


def upload(path):
    headers = {"Authorization": f"Bearer {FRAMEIO_TOKEN}"}
    body = {"name": path.name, "type": "file", "filesize": path.stat().st_size}
    r = requests.post(f"https://api.frame.io/v2/assets/{PROJECT_ROOT}/children", json=body, headers=headers)
    r.raise_for_status()
    return r.json()


for mp4 in RENDER_DIR.glob("*.mp4"):
    print(upload(mp4)["id"])
''',
    cred="x:fio-u-:64",
)

F.reg(
    "nikahan_resolve_project_server_pgpass",
    ("Users/<<fa>>/.pgpass", "home/<<fa>>/.pgpass-<<nn>>"),
    """# DaVinci Resolve project server (Postgres 13) di ruang edit
<<ip>>:5432:*:postgres:<<cred>>
localhost:5432:resolve_<<y>>:postgres:<<cred>>
""",
    cred="pw",
)

F.reg(
    "nikahan_telegram_copied_text_sandi_wifi_gedung",
    ("notes/telegram_<<date>>.txt", "Downloads/telegram_copy_<<fa>>_<<nn>>.txt"),
    """<<fn>> <<ln>>, [<<d>>.<<m>>.<<y>> <<hh>>:<<mi>>]
Kang, wifi di gedung Sabuga buat streaming apa ya?

<<fn2>>, [<<d>>.<<m>>.<<y>> <<hh>>:<<mi>>]
SSID: SABUGA-EVENT-<<nn>>

<<fn2>>, [<<d>>.<<m>>.<<y>> <<hh>>:<<mi>>]
<<cred>>

<<fn>> <<ln>>, [<<d>>.<<m>>.<<y>> <<hh>>:<<mi>>]
hatur nuhun 🙏
""",
    cred="human",
)

F.reg(
    "nikahan_client_list_xlsx_shared_strings",
    ("klien_<<y>>/xl/sharedStrings.xml", "Daftar Klien <<nn>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10" uniqueCount="10"><si><t>Nama Klien</t></si><si><t>Tanggal Akad</t></si><si><t>Paket</t></si><si><t>Link Drive</t></si><si><t>Password Galeri</t></si><si><t><<fn2>> &amp; <<fa>></t></si><si><t><<dmy>></t></si><si><t>Cinematic Gold</t></si><si><t>https://drive.google.com/drive/folders/1<<hex40>></t></si><si><t><<cred>></t></si></sst>
""",
    cred="human_x",
)

F.reg(
    "nikahan_mikrotik_export_ppp_secret_studio",
    ("mikrotik/backup_<<date>>.rsc", "router/<<org>>-<<nn>>.rsc"),
    """# <<date>> <<hh>>:<<mi>>:<<ss>> by RouterOS 7.14
# model = RB750Gr3
/interface bridge add name=bridge-studio
/ip pool add name=vpn-pool ranges=10.10.<<n>>.10-10.10.<<n>>.50
/ppp profile add local-address=10.10.<<n>>.1 name=editor-remote remote-address=vpn-pool
/ppp secret add name=<<fa>> password=<<cred>> profile=editor-remote service=l2tp
/ip service set winbox port=8291
""",
    cred="pw_bare",
)
