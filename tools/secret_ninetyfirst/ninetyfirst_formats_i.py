# ruff: noqa: E501
"""Family i: a botanical garden in Bogor, West Java, Indonesia (Indonesian; Midtrans and
Xendit for tickets and tree adoption, Specify 7 and Symbiota for the herbarium, ESPHome nursery
irrigation, SMS backups of the duty phone)."""

from __future__ import annotations

from ninetyfirst_corpus import gen_pw
from ninetyfirst_spec import Fam, dec_html, enc_html, grab

FAM = Fam(
    name="bogor_botanic_garden_indonesia",
    orgs=("kebunraya", "hortusbogor", "taman_raflesia"),
    titles=("Kebun Raya Bogor", "Herbarium Bogoriense", "Taman Rafflesia Kebun Raya"),
    tld="id",
    first=(
        ("Budi", "budi"),
        ("Siti", "siti"),
        ("Agus", "agus"),
        ("Dewi", "dewi"),
        ("Rizky", "rizky"),
        ("Putri", "putri"),
        ("Wahyu", "wahyu"),
        ("Ayu", "ayu"),
        ("Fajar", "fajar"),
        ("Nur", "nur"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wijaya", "wijaya"),
        ("Hidayat", "hidayat"),
        ("Saputra", "saputra"),
        ("Lestari", "lestari"),
        ("Nugroho", "nugroho"),
        ("Kurniawan", "kurniawan"),
        ("Rahmawati", "rahmawati"),
    ),
    words=(
        "anggrek",
        "rafflesia",
        "bunga",
        "bangkai",
        "melati",
        "kenari",
        "beringin",
        "hujan",
        "pakuan",
        "bogor",
        "teratai",
        "kopi",
        "pisang",
        "rambutan",
        "duren",
        "padi",
        "kebun",
        "cempaka",
    ),
    uwords=(),
    pets=("mochi", "oyen", "belang", "bleki", "kiko", "cimol", "pupus"),
    city="Bogor",
    cc="+62 81",
)

FAM.reg(
    "bogor_indonesian_whatsapp_kata_sandi_loket",
    ("WhatsApp/Chat WhatsApp dengan <<fa>> <<n>>.txt", "chats/loket_tiket_<<date>>.txt"),
    """[<<d>>/<<mo>>/<<y>> <<time>>:12] <<name>>: Pagi mas, komputer loket tiket pintu utama minta login lagi
[<<d>>/<<mo>>/<<y>> <<time>>:40] <<name2>>: pakai akun loket<<n>> ya
[<<d>>/<<mo>>/<<y>> <<time>>:52] <<name2>>: kata sandinya <<cred>>
[<<d>>/<<mo>>/<<y>> <<time>>:59] <<name>>: siap, makasih mas 👍
""",
    "human",
)

FAM.reg(
    "bogor_midtrans_ticket_node_server_key",
    ("tiket-online/src/midtrans.js", "srv/<<org>>-tiket-<<n>>/lib/payment.js"),
    """// Pembayaran tiket masuk (Snap) -- <<title>>
const midtransClient = require("midtrans-client");

const snap = new midtransClient.Snap({
  isProduction: true,
  serverKey: "<<cred>>",
  clientKey: "Mid-client-<<hex8>><<n4>>",
});

async function buatTransaksi(orderId, jumlah, pengunjung) {
  return snap.createTransaction({
    transaction_details: { order_id: orderId, gross_amount: jumlah },
    customer_details: { first_name: pengunjung.nama, phone: pengunjung.hp },
  });
}

module.exports = { buatTransaksi };
""",
    "p:midtrans",
)

FAM.reg(
    "bogor_herbarium_specify7_local_settings",
    (
        "specify7/specifyweb/settings/local_specify_settings.py",
        "srv/specify-<<org>>-<<n>>/local_specify_settings.py",
    ),
    """# Specify 7 -- Herbarium Bogoriense (BO)
DATABASE_NAME = 'herbarium_bo'
DATABASE_HOST = '<<ip>>'
DATABASE_PORT = '3306'
MASTER_NAME = 'master'
MASTER_PASSWORD = '<<cred>>'
THICK_CLIENT_LOCATION = '/opt/Specify'
DEPOSITORY_DIR = '/var/lib/specify/depository'
ALLOW_SUPPORT_LOGIN = False
""",
    "pw_sq",
)

FAM.reg(
    "bogor_symbiota_dbconnection_php",
    (
        "var/www/symbiota/config/dbconnection.php",
        "srv/portal-<<org>>-<<n>>/config/dbconnection.php",
    ),
    """<?php
// Symbiota -- portal flora Jawa
class MySQLiConnectionFactory {
\tstatic $SERVERS = array(
\t\tarray(
\t\t\t'type' => 'readonly',
\t\t\t'host' => 'localhost',
\t\t\t'username' => 'symbread',
\t\t\t'password' => '<<ro>>',
\t\t\t'database' => 'symbflora',
\t\t\t'port' => '3306',
\t\t\t'charset' => 'utf8'
\t\t),
\t\tarray(
\t\t\t'type' => 'write',
\t\t\t'host' => 'localhost',
\t\t\t'username' => 'symbwrite',
\t\t\t'password' => '<<cred>>',
\t\t\t'database' => 'symbflora',
\t\t\t'port' => '3306',
\t\t\t'charset' => 'utf8'
\t\t)
\t);
}
""",
    "pw_sq",
    extra=lambda rng, s: {"ro": gen_pw(rng, sym="")},
)

FAM.reg(
    "bogor_nursery_irrigation_esphome_yaml",
    ("esphome/pembibitan-<<n>>.yaml", "config/esphome/rumah_kaca_<<n>>.yaml"),
    """esphome:
  name: pembibitan-<<n>>
  friendly_name: Penyiraman rumah kaca <<n>>

esp32:
  board: esp32dev

api:
  encryption:
    key: "<<cred>>"

ota:
  - platform: esphome

wifi:
  ssid: "KRB-Pembibitan"
  password: !secret wifi_password

switch:
  - platform: gpio
    pin: GPIO26
    name: "Katup irigasi <<n>>"

sensor:
  - platform: adc
    pin: GPIO34
    name: "Kelembaban tanah <<n>>"
""",
    "b64:32",
    syntax="",
)


def _html_table(s: dict) -> str:
    return f"""<!DOCTYPE html>
<html lang="id"><head><meta charset="utf-8"><title>Akun perangkat -- {s["title"]}</title></head>
<body>
<h2>Daftar akun perangkat (ekspor {s["date"]})</h2>
<table border="1">
<tr><th>Perangkat</th><th>Lokasi</th><th>Pengguna</th><th>Kata sandi</th></tr>
<tr><td>Router Wi-Fi pengunjung</td><td>Pintu utama</td><td>admin</td><td class="pw">{s["enc"]}</td></tr>
<tr><td>CCTV NVR</td><td>Rumah anggrek</td><td>{s["user"]}</td><td>(lihat buku)</td></tr>
</table>
</body></html>
"""


FAM.reg(
    "bogor_device_accounts_html_entity_cell",
    ("ekspor/akun_perangkat_<<date>>.html", "shared/it/akun_<<n>>.html"),
    _html_table,
    "human",
    extra=lambda rng, s: {"enc": enc_html(s["cred"])},
    decode=lambda t: dec_html(grab(r'<td class="pw">(.*?)</td>', t)),
)

FAM.reg(
    "bogor_tree_adoption_xendit_laravel_env",
    ("adopsi-pohon/.env", "var/www/<<org>>-adopsi-<<n>>/.env"),
    """APP_NAME="Adopsi Pohon KRB"
APP_ENV=production
APP_URL=https://adopsi.<<dom>>
APP_TIMEZONE=Asia/Jakarta
DB_CONNECTION=pgsql
DB_HOST=<<ip>>
DB_DATABASE=adopsi
DB_USERNAME=adopsi
XENDIT_SECRET_KEY=<<cred>>
XENDIT_CALLBACK_TOKEN=
XENDIT_SUCCESS_URL=https://adopsi.<<dom>>/terima-kasih
""",
    "p:xendit",
)


def _sms_xml(s: dict) -> str:
    ts = s["ts"] * 1000
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="{s["uuid"]}" backup_date="{ts + 999999}" type="full">
  <sms protocol="0" address="{s["phone"]}" date="{ts}" type="2" subject="null" body="Pak, hotspot kantor herbarium ganti password ya?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["date"]} {s["time"]}" contact_name="{s["name"]}" />
  <sms protocol="0" address="{s["phone"]}" date="{ts + 61000}" type="1" subject="null" body="Iya. SSID Herbarium-BO, sandi {s["cred"]}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="{ts + 60000}" sub_id="1" readable_date="{s["date"]} {s["time"]}" contact_name="{s["name"]}" />
  <sms protocol="0" address="{s["phone"]}" date="{ts + 120000}" type="2" subject="null" body="Ok makasih Pak" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["date"]} {s["time"]}" contact_name="{s["name"]}" />
</smses>
"""


FAM.reg(
    "bogor_duty_phone_sms_backup_xml_sandi",
    ("SMSBackupRestore/sms-<<date>><<hh>><<mi>>.xml", "backup/hp_piket_<<n>>/sms-<<ts>>.xml"),
    _sms_xml,
    "human_x",
)
