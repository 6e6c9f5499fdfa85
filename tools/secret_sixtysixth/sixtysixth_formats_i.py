# ruff: noqa: E501
"""Family i: a yoga studio and retreat in Ubud, Bali (Indonesian)."""

from __future__ import annotations

from sixtysixth_spec import Fam

FAM = Fam(
    "ubud_yoga_retreat_studio",
    ("sawahprana",),
    "co.id",
    ("Made", "Wayan", "Ketut", "Nyoman", "Putu", "Ayu", "Dewi", "Komang"),
    ("Sudarsana", "Wirawan", "Pratiwi", "Suryani", "Adnyana", "Astuti"),
    (
        "yoga",
        "prana",
        "namaste",
        "lotus",
        "sawah",
        "ubud",
        "canggu",
        "pura",
        "kopi",
        "bintang",
        "teratai",
        "surya",
        "bulan",
        "kelapa",
        "nasigoreng",
        "banyan",
    ),
    "62",
    pets=("Bali", "Kopi", "Mochi", "Sukma", "Belang"),
)

FAM.reg(
    "ubudyoga_indonesian_whatsapp_kata_sandi",
    ("WhatsApp/Chat WhatsApp dengan Staf Shala <<n>>.txt", "HP/WhatsApp Chat - <<orgc>> <<n>>.txt"),
    """<<dd>>/<<mm>>/<<yy>> <<hh>>.<<mi>> - <<first>> <<last>>: Bu, kata sandi wifi shala atas apa ya? Tamu retreat nanya terus
<<dd>>/<<mm>>/<<yy>> <<hh>>.<<mi>> - <<first2>>: Kata sandinya <<cred>> ya, jangan ditempel di dinding lagi 🙏
<<dd>>/<<mm>>/<<yy>> <<hh>>.<<mi>> - <<first>> <<last>>: Siap bu, makasih
""",
    "human",
)

FAM.reg(
    "ubudyoga_retreat_xendit_laravel_env",
    ("var/www/<<org>>-retreat/.env", "srv/booking-<<n>>/.env"),
    """APP_NAME="<<orgc>> Retreats"
APP_ENV=production
APP_URL=https://retreat.<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=retreat
XENDIT_SECRET_KEY=<<cred>>
XENDIT_CALLBACK_TOKEN=<<hex24>>
CURRENCY=IDR
""",
    "p:xendit",
    syntax="",
)

FAM.reg(
    "ubudyoga_class_schedule_mindbody_python",
    ("home/<<lf>>/jadwal/sync_mindbody_<<n>>.py", "opt/<<org>>/jadwal_kelas_<<nn>>.py"),
    '''"""Ambil jadwal kelas minggu ini dari Mindbody untuk layar TV di lobi."""
import requests

MB_API_KEY = "<<cred>>"
SITE_ID = "-99<<n4>>"

r = requests.get(
    "https://api.mindbodyonline.com/public/v6/class/classes",
    headers={"Api-Key": MB_API_KEY, "SiteId": SITE_ID},
    params={"StartDateTime": "<<date>>"},
    timeout=20,
)
for c in r.json()["Classes"]:
    print(c["StartDateTime"][11:16], c["ClassDescription"]["Name"], c["Staff"]["Name"])
''',
    "hex:32",
)

FAM.reg(
    "ubudyoga_indonesian_email_djp_online_kata_sandi",
    ("Mail/<<org>>/Terkirim/<<n>>.eml", "Thunderbird/<<lf>>/Sent_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: konsultan.pajak<<nn>>@gmail.com
Subject: Akses DJP Online untuk SPT tahunan
Date: Mon, <<dd>> Mar <<year>> <<time>>:05 +0800
Content-Type: text/plain; charset=UTF-8

Selamat siang Pak Hendra,

Berikut akses DJP Online studio untuk lapor SPT tahun ini:
NPWP: <<n12>><<nn>>
Kata sandi: <<cred>>

Invoice retreat bulan Januari-Februari sudah saya taruh di folder Drive.
Terima kasih,
<<first>>
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "ubudyoga_teacher_training_rclone_b2_conf",
    ("home/<<lf>>/.config/rclone/rclone.conf", "root/.config/rclone/rclone_<<org>>_<<n>>.conf"),
    """[b2-video]
type = b2
account = 005<<hex8>><<hex12>>0000<<nn>>
key = <<cred>>
hard_delete = false

[drive-ttc]
type = drive
scope = drive.readonly
root_folder_id = 1<<hex12>><<hex8>>
""",
    "x:K005:27",
    syntax="ini",
)

FAM.reg(
    "ubudyoga_midtrans_server_key_php",
    ("www/<<org>>/includes/midtrans-config.php", "var/www/kelas-<<n>>/midtrans.php"),
    """<?php
require_once __DIR__ . '/../vendor/autoload.php';

// Pembayaran paket kelas (10x / unlimited)
\\Midtrans\\Config::$serverKey = '<<cred>>';
\\Midtrans\\Config::$isProduction = true;
\\Midtrans\\Config::$isSanitized = true;
\\Midtrans\\Config::$is3ds = true;
""",
    "p:midtrans",
    syntax="",
)

FAM.reg(
    "ubudyoga_front_desk_handover_catatan_md",
    ("Drive/Catatan serah terima <<n>>.md", "Dokumen/<<org>>/serah_terima_<<date>>.md"),
    """## Catatan serah terima resepsionis – <<ddmmyyyy>>

* Kelas pagi 07.00 Hatha (Ketut), 09.00 Vinyasa (guest teacher).
* Instagram studio (@<<org>>.ubud) login pakai email studio, passwordnya <<cred>> — kalau minta kode verifikasi, HP-nya di laci.
* Matras yang sobek sudah dipisah di gudang belakang.
* Kopi untuk tamu retreat tinggal 2 bungkus.

– <<first>>
""",
    "human_w",
    syntax="",
)

FAM.reg(
    "ubudyoga_sound_healing_spotify_app_json",
    ("home/pi/playlist-shala/config_<<n>>.json", "opt/<<org>>-music/spotify_<<nn>>.json"),
    """{
  "room": "Shala <<orgc>>",
  "spotify": {
    "client_id": "<<hex32>>",
    "client_secret": "<<cred>>",
    "redirect_uri": "http://localhost:8888/callback",
    "playlists": {"yin": "37i9dQZF1DX<<hex8>>", "sound_healing": "5<<hex12>>"}
  },
  "volume": 35
}
""",
    "hex:32",
)
