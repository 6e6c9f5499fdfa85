# ruff: noqa: E501
"""Family h: a juragan (owner) of a ride-hailing car fleet rented to Grab / Gojek drivers in
Bandung (Indonesia): Indonesian and Sundanese."""

from __future__ import annotations

import json
import random

from hundredninth_spec import Fam, alnum, dec_b64, enc_b64, reg

F = Fam(
    name="juragan_armada_priangan",
    orgs=("armadapriangan", "juraganrental", "mobilberkah", "setoransunda", "pasundanfleet"),
    tld="co.id",
    first=(
        ("Asep", "asep"),
        ("Dedi", "dedi"),
        ("Siti", "siti"),
        ("Rina", "rina"),
        ("Ujang", "ujang"),
        ("Neng", "neng"),
        ("Yudi", "yudi"),
    ),
    last=(
        ("Gunawan", "gunawan"),
        ("Hidayat", "hidayat"),
        ("Suryadi", "suryadi"),
        ("Permana", "permana"),
        ("Nugraha", "nugraha"),
        ("Ramdani", "ramdani"),
    ),
    words=(
        "juragan",
        "armada",
        "bandung",
        "persib",
        "maung",
        "seblak",
        "batagor",
        "sunda",
        "rejeki",
        "mantap",
        "gaspol",
        "berkah",
        "cuan",
        "avanza",
        "xenia",
        "bobotoh",
        "cireng",
    ),
    pets=("mochi", "oyen", "belang", "kiki", "simba"),
    cities=("bandung", "cimahi", "sumedang", "garut", "lembang"),
    cc="+62",
)

reg(
    F,
    "juragan_whatsapp_kata_sandi_akun_driver",
    ("WhatsApp/Chat WhatsApp dengan <<fa>>.txt", "arsip/grup_driver_<<n>>.txt"),
    """<<dmy_sl>> <<t1>>.<<ss>> - <<fn>> <<ln>>: Kang, akun GrabCar yg avanza <<plate>> ke logout euy
<<dmy_sl>> <<t2>>.<<ss>> - Juragan <<fn2>>: Email na <<email>>
<<dmy_sl>> <<t2>>.<<ss>> - Juragan <<fn2>>: kata sandi <<cred>>
<<dmy_sl>> <<t3>>.<<ss>> - <<fn>> <<ln>>: Siap kang, hatur nuhun. Setoran hari ini transfer sore nya
""",
    "human",
    syntax="",
)

reg(
    F,
    "juragan_xendit_payout_setoran_env",
    ("setoran-app/.env", "deploy/<<org>>/.env"),
    """# Xendit - tarik setoran driver via VA & payout bonus mingguan
XENDIT_SECRET_KEY=<<cred>>
XENDIT_CALLBACK_TOKEN=<<cb>>
XENDIT_VA_BANK=BCA
APP_URL=https://setoran.<<dom>>
""",
    "p:xendit",
    syntax="",
    extra=lambda rng, s: s.update(cb=alnum(rng, 48)),
)

reg(
    F,
    "juragan_midtrans_server_key_laravel_php",
    ("config/midtrans.php", "app/<<org>>/config/midtrans.php"),
    """<?php

return [
    // Midtrans Snap - DP sewa mobil harian untuk driver baru
    'merchant_id' => 'G<<n4>><<n>>',
    'client_key' => 'Mid-client-<<ck>>',
    'server_key' => '<<cred>>',
    'is_production' => true,
    'is_sanitized' => true,
    'is_3ds' => true,
];
""",
    "p:midtrans",
    syntax="",
    extra=lambda rng, s: s.update(ck=alnum(rng, 16)),
)

reg(
    F,
    "juragan_gps_tracker_api_posisi_python",
    ("skrip/posisi_armada.py", "tools/<<org>>/cek_gps.py"),
    '''"""Cek posisi semua mobil tiap 10 menit; kirim peringatan kalau keluar Bandung Raya."""

import requests

API_KEY = "<<cred>>"
BASE = "https://portal.gps-tracker.co.id/api/v2"

for unit in requests.get(f"{BASE}/units", headers={"X-API-Key": API_KEY}, timeout=20).json()["data"]:
    if unit["lat"] < -7.2 or unit["lng"] > 107.9:
        print("LUAR AREA", unit["plate"], unit["driver"])
''',
    "uuid",
)

reg(
    F,
    "juragan_setoran_harian_flat_ods",
    ("laporan/setoran_<<y>>_<<m>>.fods", "Dokumen/<<org>>/setoran_harian_<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Akun">
    <table:table-row><table:table-cell><text:p>Mobil</text:p></table:table-cell><table:table-cell><text:p>Akun Gojek</text:p></table:table-cell><table:table-cell><text:p>Sandi</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell><text:p><<plate>></text:p></table:table-cell><table:table-cell><text:p><<phone>></text:p></table:table-cell><table:table-cell><text:p><<cred>></text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell><text:p>Xenia D 1234</text:p></table:table-cell><table:table-cell><text:p><<email2>></text:p></table:table-cell><table:table-cell><text:p>tanya Teh <<fn2>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human",
    syntax="xml",
)

reg(
    F,
    "juragan_mekari_jurnal_hmac_node",
    ("akuntansi/jurnal-sync.js", "src/<<org>>/mekari.js"),
    """// Mekari Jurnal - posting setoran harian ke akuntansi (HMAC)
const crypto = require('crypto');

const CLIENT_ID = '<<cid>>';
const CLIENT_SECRET = '<<cred>>';

function headers(method, path) {
  const date = new Date().toUTCString();
  const sig = crypto.createHmac('sha256', CLIENT_SECRET).update(`date: ${date}\\n${method} ${path} HTTP/1.1`).digest('base64');
  return { Date: date, Authorization: `hmac username="${CLIENT_ID}", algorithm="hmac-sha256", headers="date request-line", signature="${sig}"` };
}
module.exports = { headers };
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: s.update(cid=alnum(rng, 16)),
)


def _docker(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_b64(f"{s['org']}:{s['cred']}")


def _dec_docker(text: str) -> str:
    auth = json.loads(text)["auths"]
    return dec_b64(r"(.*)")(next(iter(auth.values()))["auth"]).split(":", 1)[1]


reg(
    F,
    "juragan_setoran_app_docker_config_auth",
    ("home/<<fa>>/.docker/config.json", "root/.docker/config.json"),
    """{
  "auths": {
    "registry.<<dom>>": {
      "auth": "<<enc>>"
    }
  }
}
""",
    "pw_json",
    extra=_docker,
    decode=_dec_docker,
)

reg(
    F,
    "juragan_sms_backup_restore_xml_kode_sandi",
    ("SMSBackupRestore/sms-<<y>><<m>><<d>><<hh>><<mi>>.xml", "Download/sms_backup_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<tsms>>" type="full">
  <sms protocol="0" address="<<phone>>" date="<<tsms>>" type="1" subject="null" body="Kang ieu akun dashcam 70mai nu Innova, sandi na hilap" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<tsms>>" readable_date="<<dmy>> <<t1>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<tsms>>" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<t2>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<tsms>>" type="1" subject="null" body="Nuhun kang, tos asup" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<tsms>>" readable_date="<<dmy>> <<t3>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    "human",
)
