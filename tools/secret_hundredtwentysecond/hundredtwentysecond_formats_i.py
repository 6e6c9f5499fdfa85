# ruff: noqa: E501
"""Family i: a closed-house broiler and layer farm in Central Java (Indonesia; Indonesian, Javanese)."""

from __future__ import annotations

from hundredtwentysecond_spec import Fam, sms_backup

F = Fam(
    name="jawa_broiler_kandang_ayam",
    orgs=("ayamjaya", "ternakmakmur", "kandangsari", "unggasraya", "telurmas"),
    names=(
        "CV Ayam Jaya Boyolali",
        "Peternakan Makmur Sentosa",
        "Kandang Sari Farm",
        "PT Unggas Raya Jateng",
        "Telur Mas Klaten",
    ),
    tld="co.id",
    first=(
        ("Budi", "budi"),
        ("Siti", "siti"),
        ("Agus", "agus"),
        ("Dewi", "dewi"),
        ("Slamet", "slamet"),
        ("Wulan", "wulan"),
        ("Joko", "joko"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wibowo", "wibowo"),
        ("Susanti", "susanti"),
        ("Prasetyo", "prasetyo"),
        ("Rahayu", "rahayu"),
        ("Nugroho", "nugroho"),
    ),
    words=(
        "ayam",
        "kandang",
        "broiler",
        "telur",
        "pakan",
        "boyolali",
        "merapi",
        "sukses",
        "berkah",
        "rejeki",
        "makmur",
        "jago",
        "pitik",
        "endhog",
        "klaten",
        "sentosa",
    ),
    pets=("Belang", "Mochi", "Kitty", "Bleki", "Jalu", "Oyen"),
    cc="+62 8",
    places=("Boyolali", "Klaten", "Sragen", "Karanganyar", "Wonogiri"),
)

F.reg(
    "jawa_whatsapp_kata_sandi_kandang_app",
    ["WhatsApp Chat dengan <<first2>> <<last2>>.txt", "hp/<<fa>>/WhatsApp/kandang_<<stamp>>.txt"],
    """<<dmy>> <<time>> - <<first>> <<last>>: Mas, kata sandi aplikasi recording kandang <<n>> opo? aku lali
<<dmy>> <<time>> - <<first2>> <<last2>>: username <<user>>
<<dmy>> <<time>> - <<first2>> <<last2>>: kata sandi <<cred>>
<<dmy>> <<time>> - <<first>> <<last>>: Matur nuwun mas 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "jawa_xendit_invoice_node_dotenv",
    ["penjualan-telur/.env", "apps/<<org>>-toko/.env.production"],
    """# Toko telur online - pembayaran via Xendit (VA / QRIS)
XENDIT_SECRET_KEY=<<cred>>
XENDIT_CALLBACK_TOKEN=<<hex8>><<hex8>><<hex8>>
BASE_URL=https://toko.<<dom>>
KANDANG_DEFAULT=<<place>>
""",
    "p:xendit",
    syntax="",
)

F.reg(
    "jawa_midtrans_server_key_php_config",
    ["application/config/midtrans.php", "toko/<<n>>/config/midtrans.php"],
    """<?php
defined('BASEPATH') or exit('No direct script access allowed');
// Midtrans Snap - pembayaran DOC (day old chick) oleh plasma
$config['midtrans_server_key'] = '<<cred>>';
$config['midtrans_client_key'] = 'Mid-client-<<hex8>><<n4>>';
$config['midtrans_is_production'] = true;
""",
    "p:midtrans",
    syntax="",
)

F.reg(
    "jawa_closed_house_controller_mqtt_bridge_yaml",
    ["kandang-iot/bridge_<<n>>.yaml", "opt/closedhouse/<<place>>/config.yaml"],
    """# Temptron / closed-house controller -> MQTT -> dashboard
controller:
  host: <<ip2>>
  port: 502
  unit_id: <<n>>
mqtt:
  host: mqtt.<<dom>>
  port: 8883
  username: kandang<<n>>
  password: "<<cred>>"
  topic: farm/<<place>>/house<<n>>
""",
    "pw_dq",
)

F.reg(
    "jawa_jurnal_mekari_hmac_python",
    ["akuntansi/jurnal_sync_<<n>>.py", "home/<<fa>>/mekari/penjualan.py"],
    '''"""Sinkron penjualan ayam hidup ke Jurnal.id (Mekari API, HMAC)."""

import base64
import hashlib
import hmac
from email.utils import formatdate

CLIENT_ID = "<<hex8>><<n4>>"
CLIENT_SECRET = "<<cred>>"


def headers(method: str, path: str) -> dict:
    date = formatdate(usegmt=True)
    sig = hmac.new(CLIENT_SECRET.encode(), f"date: {date}\\n{method} {path} HTTP/1.1".encode(), hashlib.sha256)
    auth = f'hmac username="{CLIENT_ID}", algorithm="hmac-sha256", headers="date request-line", signature="{base64.b64encode(sig.digest()).decode()}"'
    return {"Authorization": auth, "Date": date}
''',
    "alnum:32",
)

F.reg(
    "jawa_javanese_sms_reply_only_value",
    ["SMSBackupRestore/sms-<<stamp>>.xml", "hp/<<fa>>/sms_<<n>>.xml"],
    lambda s: sms_backup(
        s,
        [
            (2, "Pak, sandi wifi kantor kandang ganti to? Ra iso nyambung"),
            (1, s["cred"]),
            (2, "wis iso pak, suwun"),
        ],
    ),
    "human_x",
    syntax="xml",
)

F.reg(
    "jawa_serah_terima_cctv_ezviz_note",
    ["dokumen/serah_terima_<<stamp>>.txt", "Desktop/SERAH TERIMA <<fa>>.txt"],
    """SERAH TERIMA TUGAS - <<orgname>>
Tanggal: <<dmy>>

- CCTV kandang (EZVIZ), akun: <<email>>
  kata sandi: <<cred>>
- Timbangan panen: kunci di laci meja
- Vaksin ND-IB hari ke-<<n>> sudah dicatat di buku

Yang menyerahkan: <<first>> <<last>>
Yang menerima: <<first2>> <<last2>>
""",
    "human",
    syntax="",
)

F.reg(
    "jawa_feed_order_apps_script_telegram_bot",
    ["apps-script/PesanPakan_<<n>>.gs", "clasp/<<org>>-pakan/Code.gs"],
    """// Google Sheets "Pesanan pakan" -> notifikasi grup Telegram
const BOT_TOKEN = '<<cred>>';
const CHAT_ID = '-100<<id>>';

function onFormSubmit(e) {
  const v = e.namedValues;
  const text = 'Pesan pakan: ' + v['Jumlah sak'][0] + ' sak untuk kandang ' + v['Kandang'][0];
  UrlFetchApp.fetch('https://api.telegram.org/bot' + BOT_TOKEN + '/sendMessage', {
    method: 'post',
    payload: { chat_id: CHAT_ID, text: text },
  });
}
""",
    "p:telegram",
    syntax="",
)
