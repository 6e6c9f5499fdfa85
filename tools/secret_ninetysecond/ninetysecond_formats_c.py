# ruff: noqa: E501
"""Family c: an Indonesian polling and survey NGO (lembaga survei) in Jakarta / Yogyakarta
(Bahasa Indonesia, Javanese): ODK Collect, KoboToolbox, SurveyCTO, quick-count Telegram bots,
Midtrans for paid reports, enumerator sheets and WhatsApp groups."""

from __future__ import annotations

import json
import random

from ninetysecond_spec import Fam, pick, roster

ID = Fam(
    name="survei_opini_lsm_indonesia",
    orgs=(
        ("suarapublik", "Lembaga Survei Suara Publik"),
        ("indikatornusantara", "Indikator Nusantara Riset"),
        ("jajakpendapat", "Pusat Jajak Pendapat Yogyakarta"),
        ("kawalsurvei", "Kawal Survei Indonesia"),
    ),
    tld="or.id",
    first=(
        ("Siti", "siti"),
        ("Budi", "budi"),
        ("Dewi", "dewi"),
        ("Agus", "agus"),
        ("Rina", "rina"),
        ("Wahyu", "wahyu"),
        ("Putri", "putri"),
        ("Eko", "eko"),
        ("Nur", "nur"),
        ("Bayu", "bayu"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Rahmawati", "rahmawati"),
        ("Nugroho", "nugroho"),
        ("Wulandari", "wulandari"),
        ("Hidayat", "hidayat"),
        ("Saputra", "saputra"),
        ("Lestari", "lestari"),
        ("Kurniawan", "kurniawan"),
    ),
    words=(
        "merdeka",
        "garuda",
        "pancasila",
        "bhinneka",
        "semangat",
        "rakyat",
        "nasigoreng",
        "rendang",
        "sambal",
        "kopi",
        "jakarta",
        "suara",
        "bintang",
        "cinta",
        "sayang",
        "jaya",
    ),
    pets=("mochi", "oyen", "belang", "milo", "kiki", "bleki", "snowy", "cemong"),
    cc="+62",
    places=(
        "jakarta",
        "yogyakarta",
        "surabaya",
        "medan",
        "makassar",
        "bandung",
        "semarang",
        "denpasar",
    ),
)


def _odk_settings(s: dict[str, object]) -> str:
    data = {
        "general": {
            "protocol": "odk_default",
            "server_url": f"https://odk.{s['dom']}/v1/key/{s['org']}/projects/{s['n']}",
            "username": f"enum_{s['place']}_{s['n']}",
            "password": s["cred"],
            "form_update_mode": "match_exactly",
            "autosend": "wifi_and_cellular",
            "delete_send": False,
            "default_completed": True,
            "app_language": "id",
        },
        "admin": {"admin_pw": "", "change_server": False, "edit_saved": False},
        "project": {
            "name": f"Survei Elektabilitas {s['town']} {s['year']}",
            "icon": "S",
            "color": "#1e88e5",
        },
    }
    return json.dumps(data, indent=1)


ID.reg(
    "survei_odk_collect_settings_json_enumerator",
    (
        "odk/settings_enumerator_<<place>>_<<n>>.json",
        "tablet_setup/<<place>>/collect_settings.json",
    ),
    _odk_settings,
    "pw_json",
)

ID.reg(
    "survei_kobotoolbox_r_script_api_token",
    ("analisis/tarik_data_kobo_<<place>>.R", "R/01_unduh_<<date>>.R"),
    """# Tarik data survei dari KoboToolbox - <<orgname>>
# Penulis: <<fn>> <<ln>> (<<date>>)
library(robotoolbox)
library(dplyr)

kobo_setup(
  url = "https://kf.kobotoolbox.org",
  token = "<<cred>>"
)

aset <- kobo_asset_list() |>
  filter(grepl("Elektabilitas <<town>>", name))

data_mentah <- kobo_data(aset$uid[1])
saveRDS(data_mentah, "data/mentah_<<place>>_<<date>>.rds")
cat("Jumlah responden:", nrow(data_mentah), "\\n")
""",
    "p:kobo_token",
    syntax="",
)

ID.reg(
    "survei_surveycto_python_pull_requests_auth",
    ("scripts/surveycto_pull_<<place>>.py", "pipeline/ambil_surveycto_<<n>>.py"),
    '''"""Ambil data CSV dari server SurveyCTO setiap malam (dipanggil dari cron)."""

import datetime as dt

import requests

SERVER = "<<org>>.surveycto.com"
FORM_ID = "survei_pilkada_<<place>>_<<year>>"
AUTH = ("<<email>>", "<<cred>>")

url = f"https://{SERVER}/api/v2/forms/data/wide/csv/{FORM_ID}"
r = requests.get(url, auth=AUTH, timeout=120)
r.raise_for_status()
with open(f"data/{FORM_ID}_{dt.date.today():%Y%m%d}.csv", "wb") as fh:
    fh.write(r.content)
print("selesai", len(r.content), "bytes")
''',
    "pw_dq",
)


def _id_wa(s: dict[str, object]) -> str:
    d = f"{s['d']:02d}/{s['mo']:02d}/{str(s['year'])[2:]}"
    t = str(s["time"]).replace(":", ".")
    t2 = str(s["time2"]).replace(":", ".")
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    return (
        f"[{d} {t}.04] {a}: Teman-teman enumerator {s['town']}, besok pagi kita mulai wawancara RT 03\n"
        f"[{d} {t}.51] {b}: Mbak, akun ODK saya kok ditolak ya? Katanya username atau kata sandi salah\n"
        f"[{d} {t2}.17] {a}: Sudah saya reset. Username tetap, kata sandi baru: {s['cred']}\n"
        f"[{d} {t2}.40] {b}: Siap, sudah bisa login. Makasih mbak 🙏\n"
        f"[{d} {t2}.58] {a}: ‎Pesan ini dihapus.\n"
    )


ID.reg(
    "survei_whatsapp_ios_kata_sandi_enumerator",
    ("WhatsApp Chat - Enumerator <<town>>/_chat.txt", "ekspor_wa/tim_lapangan_<<place>>_<<n>>.txt"),
    _id_wa,
    "human",
    syntax="",
)

ID.reg(
    "survei_quickcount_telegram_bot_env",
    ("quickcount-bot/.env", "deploy/qc_<<place>>/.env"),
    """# Bot Telegram hitung cepat - saksi kirim foto C1 dari TPS
TELEGRAM_BOT_TOKEN=<<cred>>
ADMIN_CHAT_IDS=<<chat1>>,<<chat2>>
DATABASE_URL=postgresql://qc@localhost:5432/quickcount
UPLOAD_DIR=/srv/quickcount/c1_foto
WILAYAH=<<town>>
TZ=Asia/Jakarta
""",
    "p:telegram_bot",
    syntax="",
    extra=lambda rng, s: s.update(
        chat1=rng.randint(100000000, 999999999), chat2=rng.randint(100000000, 999999999)
    ),
)

ID.reg(
    "survei_midtrans_laravel_config_php_langganan",
    ("config/midtrans.php", "laporan-berbayar-<<place>>/config/midtrans.php"),
    """<?php

// Pembayaran langganan laporan survei (Midtrans Snap, produksi)
return [
    'merchant_id' => 'G<<mid>>',
    'client_key' => 'Mid-client-<<ck>>',
    'server_key' => '<<cred>>',
    'is_production' => true,
    'is_sanitized' => true,
    'is_3ds' => true,
    'finish_url' => 'https://<<dom>>/langganan/selesai',
];
""",
    "p:midtrans_server",
    syntax="",
    extra=lambda rng, s: s.update(
        mid=rng.randint(100000000, 999999999),
        ck="".join(
            rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
            for _ in range(16)
        ),
    ),
)


def _id_shared(rng: random.Random, s: dict[str, object]) -> None:
    def row(rng: random.Random, name: str, login: str, phone: str, pw: str, i: str) -> str:
        return f'<si><t>{name}</t></si><si><t>enum_{login.replace(".", "_")}</t></si><si><t>{pw}</t></si><si><t xml:space="preserve">{pick(rng, ID.places).title()} </t></si>'

    roster(ID, rng, s, row, n=4)


ID.reg(
    "survei_enumerator_xlsx_sharedstrings_akun",
    ("xl/sharedStrings.xml", "akun_enumerator_<<place>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="20" uniqueCount="20"><si><t>Nama Enumerator</t></si><si><t>Username ODK</t></si><si><t>Kata Sandi</t></si><si><t>Kabupaten/Kota</t></si><<rows>></sst>
""",
    "human_x",
    syntax="xml",
    extra=_id_shared,
)

ID.reg(
    "survei_analyst_laptop_zsh_history_mysql",
    ("home/<<fa>>/.zsh_history", "laptop_analis_<<n>>/.zsh_history"),
    """: <<ts>>:0;cd ~/survei/<<place>>
: <<ts>>:0;adb devices
: <<ts>>:0;adb pull /sdcard/Android/data/org.odk.collect.android/files/projects ./tablet_<<n>>
: <<ts>>:0;mysql -h db.<<dom>> -u survei_rw -p<<cred>> survei_<<year>> < impor_tps.sql
: <<ts>>:0;python3 bobot_sampel.py --provinsi <<place>>
: <<ts>>:0;git status
""",
    "pw_bare",
    syntax="",
)
