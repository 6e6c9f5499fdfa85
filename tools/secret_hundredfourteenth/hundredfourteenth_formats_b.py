# ruff: noqa: E501
"""Family b: a mosque committee (takmir masjid) in Indonesia, in Indonesian."""

from __future__ import annotations

import base64

from hundredfourteenth_spec import Fam, dec_basic

FAM = Fam(
    name="takmir_masjid_indonesia",
    orgs=("nurulfalah", "masjidhidayah", "baitulrahim", "alikhlasjaya", "darussalamtegal"),
    tld="or.id",
    first=(
        ("Ahmad", "Ahmad"),
        ("Siti", "Siti"),
        ("Rizki", "Rizki"),
        ("Nur", "Nur"),
        ("Dewi", "Dewi"),
        ("Budi", "Budi"),
        ("Hasan", "Hasan"),
        ("Fatimah", "Fatimah"),
        ("Wahyu", "Wahyu"),
    ),
    last=(
        ("Hidayat", "Hidayat"),
        ("Saputra", "Saputra"),
        ("Nugroho", "Nugroho"),
        ("Wibowo", "Wibowo"),
        ("Rahman", "Rahman"),
        ("Kurniawan", "Kurniawan"),
        ("Lestari", "Lestari"),
        ("Santoso", "Santoso"),
    ),
    words=(
        "masjid",
        "takmir",
        "berkah",
        "sabar",
        "ikhlas",
        "amanah",
        "ramadhan",
        "barokah",
        "sedekah",
        "infaq",
        "jumat",
        "subuh",
        "tarawih",
        "hijrah",
        "sakinah",
        "istiqomah",
        "bismillah",
        "alfatihah",
    ),
    pets=("mochi", "oyen", "belang", "manis", "simba", "chiko", "kitty"),
    cc="+62",
)

R = FAM.reg


def _wa(s: dict) -> str:
    d = f"{s['day']}/{s['mon']}/{str(s['year'])[2:]}"
    return (
        f"[{d} {s['hh']}.{s['mi']}.12] {s['fn2']} {s['ln2']}: Assalamualaikum, pak. Wifi aula kok ganti ya? Mau dipakai buat TPA sore ini\n"
        f"[{d} {s['hh']}.{s['mi']}.58] {s['fn']} {s['ln']}: Waalaikumsalam. Iya kemarin diganti pengurus, biar tidak dipakai anak-anak main game\n"
        f"[{d} {s['hh']}.{s['mi']}.59] {s['fn']} {s['ln']}: Nama wifi: MASJID_{s['org'].upper()}_AULA\n"
        f"[{d} {s['hh']}.{s['mi']}.59] {s['fn']} {s['ln']}: Kata sandi: {s['cred']}\n"
        f"[{d} {s['hh']}.{s['mi']}.59] {s['fn2']} {s['ln2']}: Jazakallah khair 🙏\n"
    )


R(
    "takmir_whatsapp_indonesian_kata_sandi_wifi_aula",
    (
        "WhatsApp Chat - Takmir <<org>>/_chat.txt",
        "Download/WhatsApp Chat - Pengurus Masjid <<n>>/_chat.txt",
    ),
    _wa,
    "human",
    syntax="",
)

R(
    "takmir_midtrans_infaq_qris_laravel_env",
    ("infaq-online/.env", "var/www/infaq-<<org>>/.env"),
    """APP_NAME="Infaq Online <<org>>"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://infaq.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=infaq
DB_USERNAME=infaq

MIDTRANS_MERCHANT_ID=G<<n2>><<n>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_ENABLED_PAYMENTS=gopay,shopeepay,other_qris,bca_va,bsi_va
""",
    "p:midtrans",
    extra=lambda rng, s: {
        "ck": "".join(rng.choice("abcdefghijkmnpqrstuvwxyzABCDEFGH0123456789_-") for _ in range(16))
    },
)


def _basic_hist(s: dict) -> str:
    tok = base64.b64encode(f"{s['u']}:{s['cred']}".encode()).decode()
    return (
        "ping 192.168.88.1\n"
        "ssh admin@192.168.88.1\n"
        f'curl -k -H "Authorization: Basic {tok}" https://192.168.88.1/rest/ip/hotspot/active\n'
        f'curl -k -H "Authorization: Basic {tok}" -X PUT https://192.168.88.1/rest/ip/hotspot/user -H \'content-type: application/json\' --data \'{{"name":"jamaah{s["n"]}","profile":"jamaah"}}\'\n'
        "history | grep curl\n"
    )


R(
    "takmir_bash_history_curl_basic_mikrotik_rest_b64",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    _basic_hist,
    "pw_url",
    syntax="",
    extra=lambda rng, s: {"u": "takmir"},
    decode=dec_basic("Basic "),
)

R(
    "takmir_mikrotik_hotspot_user_rsc_export",
    ("mikrotik/export_<<date>>.rsc", "Backup Router Masjid/hotspot_<<n>>.rsc"),
    """# <<date>> <<time>>:11 by RouterOS 7.14.3
# software id = <<serial>>
#
# model = RB951Ui-2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
/ip hotspot profile
add dns-name=login.<<dom>> hotspot-address=10.5.50.1 name=hsprof-masjid
/ip hotspot user profile
add name=jamaah rate-limit=2M/2M shared-users=30
/ip hotspot user
add name=jamaah profile=jamaah
add name=pengurus password=<<cred>> profile=default
/system identity
set name="MASJID-<<org>>"
""",
    "pw_bare",
    syntax="",
)

R(
    "takmir_jam_waktu_sholat_esp8266_ino",
    ("JWS_Masjid/JWS_Masjid.ino", "Arduino/jadwal_sholat_<<n>>/jadwal_sholat_<<n>>.ino"),
    """// Jam Waktu Sholat (JWS) - panel P10 di dinding utama masjid
#include <ESP8266WiFi.h>
#include <DMDESP.h>
#include <NTPClient.h>

const char* ssid     = "MASJID_<<org>>";
const char* password = "<<cred>>";
const char* kota     = "<<kota>>";

DMDESP Disp(2, 1);

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(500); Serial.print("."); }
  Disp.start();
  Disp.setBrightness(40);
}

void loop() {
  Disp.loop();
  tampilkanJadwal(kota);
}
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {
        "kota": rng.choice(("Yogyakarta", "Bandung", "Surabaya", "Makassar", "Semarang"))
    },
)


def _sst(s: dict) -> str:
    items = [
        "Laporan Kas Masjid",
        "Bulan",
        "Pemasukan",
        "Pengeluaran",
        "Kotak Jumat",
        "Akun BSI Mobile Bendahara",
        "User ID",
        s["login"].upper(),
        "PIN / Sandi",
        s["cred"],
        "Saldo akhir",
    ]
    si = "".join(f"<si><t>{t}</t></si>" for t in items)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        f'<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(items) + 6}" uniqueCount="{len(items)}">{si}</sst>'
    )


R(
    "takmir_laporan_kas_xlsx_shared_strings_bsi",
    (
        "Laporan_Kas_<<year>>_xlsx/xl/sharedStrings.xml",
        "unzip/kas_masjid_<<n>>/xl/sharedStrings.xml",
    ),
    _sst,
    "human_x",
)

R(
    "takmir_telegram_bot_pengumuman_kajian_py",
    ("bot_pengumuman/main.py", "home/<<fa>>/bot-masjid-<<n>>/bot.py"),
    """import logging
import os

from telegram.ext import Application, CommandHandler

# Bot pengumuman kajian ba'da maghrib & jadwal imam jumat
TOKEN = "<<cred>>"
CHANNEL_ID = -100<<n2>><<n2>>


async def jadwal(update, context):
    await update.message.reply_text(open("jadwal_imam.txt", encoding="utf-8").read())


def main():
    logging.basicConfig(level=logging.INFO)
    app = Application.builder().token(os.getenv("BOT_TOKEN", TOKEN)).build()
    app.add_handler(CommandHandler("jadwal", jadwal))
    app.run_polling()


if __name__ == "__main__":
    main()
""",
    "p:telegram",
)

R(
    "takmir_kajian_zoom_server_to_server_yaml",
    ("kajian-scheduler/config.yml", "opt/kajian/zoom_<<n>>.yaml"),
    """# Penjadwal kajian online (Zoom) + unggah rekaman ke YouTube
masjid: "<<org>>"
zoom:
  account_id: "<<acc>>"
  client_id: "<<cid>>"
  client_secret: "<<cred>>"
  default_host: "<<email>>"
kajian:
  - judul: "Tafsir Al-Qur'an ba'da Subuh"
    hari: ahad
    jam: "05:15"
  - judul: "Kajian Fiqih Muamalah"
    hari: kamis
    jam: "19:30"
timezone: Asia/Jakarta
""",
    "p:zoom",
    extra=lambda rng, s: {
        "acc": "".join(
            rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
            for _ in range(22)
        ),
        "cid": "".join(
            rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(22)
        ),
    },
)
