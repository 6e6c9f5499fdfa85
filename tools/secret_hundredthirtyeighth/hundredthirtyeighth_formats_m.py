# ruff: noqa: E501
"""Family m: a zoo (kebun binatang / taman satwa) in Central Java, Indonesia."""

from __future__ import annotations

import json

from hundredthirtyeighth_spec import INDONESIAN as F
from hundredthirtyeighth_spec import alnum, hexs, prov, rsa_pem

F.reg(
    "midtrans_tiket_laravel_env",
    ("tiket-online/.env", "deploy/<<org>>/.env.production"),
    """APP_NAME="E-Tiket <<org_cap>>"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://tiket.<<dom>>
APP_TIMEZONE=Asia/Jakarta
APP_LOCALE=id

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=etiket
DB_USERNAME=etiket

# Midtrans (QRIS, VA, GoPay) - tiket masuk & wahana
MIDTRANS_MERCHANT_ID=G<<mid>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_IS_3DS=true
""",
    cred="p:midtrans",
    syntax="",
    extra=lambda r, s: {
        "mid": r.randint(100000000, 999999999),
        "ck": alnum(r, 16, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_"),
    },
)

F.reg(
    "xendit_donasi_satwa_node",
    ("donasi-api/src/xendit.js", "<<org>>-donasi/lib/pembayaran.js"),
    """// Xendit - donasi adopsi satwa (invoice + QRIS)
const Xendit = require('xendit-node');

const x = new Xendit({
  secretKey: '<<cred>>',
});
const { Invoice } = x;
const invoice = new Invoice({});

async function buatInvoice(donatur, nominal, satwa) {
  return invoice.createInvoice({
    externalID: `adopsi-${satwa}-${Date.now()}`,
    payerEmail: donatur.email,
    description: `Adopsi satwa ${satwa} - <<org_cap>>`,
    amount: nominal,
    currency: 'IDR',
  });
}

module.exports = { buatInvoice };
""",
    cred="p:xendit",
    syntax="",
)

F.reg(
    "whatsapp_kata_sandi_aplikasi_pakan",
    (
        "Chat WhatsApp dengan <<name2>>.txt",
        "backup_hp/WhatsApp/Chat WhatsApp dengan Keeper <<org_cap>>.txt",
    ),
    """<<dd>>/<<mm>>/<<yy>> <<hh>>.<<mi>> - <<name>>: Mas, aplikasi catatan pakan di tablet kandang gajah logout sendiri
<<dd>>/<<mm>>/<<yy>> <<hh>>.<<mi2>> - <<name2>>: Pakai akun keeper.gajah ya
<<dd>>/<<mm>>/<<yy>> <<hh>>.<<mi2>> - <<name2>>: kata sandinya <<cred>>
<<dd>>/<<mm>>/<<yy>> <<hh>>.<<mi3>> - <<name>>: Siap, sudah masuk. Makasih mas 🙏
<<dd>>/<<mm>>/<<yy>> <<hh>>.<<mi3>> - <<name2>>: Jangan disebar ke grup pengunjung ya
""",
    cred="human",
    syntax="",
    extra=lambda r, s: {
        "hh": f"{r.randint(7, 16):02d}",
        "mi": f"{r.randint(0, 19):02d}",
        "mi2": f"{r.randint(20, 39):02d}",
        "mi3": f"{r.randint(40, 59):02d}",
    },
)

F.reg(
    "fonnte_wa_gateway_php",
    ("notifikasi/kirim_wa.php", "<<org>>-tiket/app/Helpers/fonnte.php"),
    """<?php
// Kirim e-tiket ke WhatsApp pengunjung lewat Fonnte
function kirim_wa($nomor, $pesan) {
    $curl = curl_init();
    curl_setopt_array($curl, array(
        CURLOPT_URL => 'https://api.fonnte.com/send',
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_POST => true,
        CURLOPT_POSTFIELDS => array(
            'target' => $nomor,
            'message' => $pesan,
            'countryCode' => '62',
        ),
        CURLOPT_HTTPHEADER => array(
            'Authorization: <<cred>>'
        ),
    ));
    $response = curl_exec($curl);
    curl_close($curl);
    return $response;
}
""",
    cred="p:fonnte",
    syntax="",
)

F.reg(
    "jurnal_mekari_hmac_python",
    ("akuntansi/jurnal_sync.py", "scripts/<<org>>/sync_penjualan_jurnal.py"),
    '''"""Sinkron penjualan tiket harian ke Jurnal (Mekari) pakai HMAC."""

import base64
import datetime as dt
import hashlib
import hmac

import requests

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"
BASE = "https://api.mekari.com"


def headers(method: str, path: str) -> dict:
    date = dt.datetime.now(dt.timezone.utc).strftime("%a, %d %b %Y %H:%M:%S GMT")
    payload = f"date: {date}\\n{method} {path} HTTP/1.1"
    sig = base64.b64encode(
        hmac.new(CLIENT_SECRET.encode(), payload.encode(), hashlib.sha256).digest()
    ).decode()
    auth = f'hmac username="{CLIENT_ID}", algorithm="hmac-sha256", headers="date request-line", signature="{sig}"'
    return {"Authorization": auth, "Date": date, "Content-Type": "application/json"}


if __name__ == "__main__":
    path = "/public/jurnal/api/v1/sales_invoices"
    print(requests.get(BASE + path, headers=headers("GET", path), timeout=30).status_code)
''',
    cred="p:jurnal",
    extra=lambda r, s: {"cid": alnum(r, 16)},
)

F.reg(
    "email_kata_sandi_catatan_satwa",
    ("surat/<<date>>_akun_keeper.eml", "Kotak Masuk/<<user>>/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Akun aplikasi catatan satwa
Date: <<dd>> Sep <<year>> <<time>>:<<sec>> +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Selamat pagi <<fname2>>,

Selamat bergabung di tim keeper. Berikut akun untuk aplikasi catatan satwa
(pencatatan pakan, berat badan, dan pemeriksaan kesehatan harian):

Alamat: https://satwa.<<dom>>
Nama pengguna: <<user2>>
Kata sandi: <<cred>>

Mohon segera ganti kata sandi setelah login pertama.

Salam,
<<name>>
Bagian Kesejahteraan Satwa – <<org_cap>>
""",
    cred="human",
    syntax="",
)


def _sa_key(rng, s):
    """The PKCS#8 key as the JSON file holds it (newlines escaped)."""
    return json.dumps(rsa_pem(rng, pkcs8=True) + "\n")[1:-1]


def _sa(rng, s):
    proj = f"{s['org']}-jadwal-pakan"
    doc = {
        "type": "service_account",
        "project_id": proj,
        "private_key_id": hexs(rng, 40),
        "private_key": "@@KEY@@",
        "client_email": f"sheets-bot@{proj}.iam.gserviceaccount.com",
        "client_id": str(rng.randint(10**20, 10**21 - 1)),
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
        "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
        "client_x509_cert_url": f"https://www.googleapis.com/robot/v1/metadata/x509/sheets-bot%40{proj}.iam.gserviceaccount.com",
        "universe_domain": "googleapis.com",
    }
    return {"doc": json.dumps(doc, indent=2).replace("@@KEY@@", str(s["cred"])) + "\n"}


F.reg(
    "jadwal_pakan_service_account_json",
    ("jadwal-pakan/credentials.json", "<<org>>/sheets-bot/<<org>>-jadwal-pakan-<<nn>>.json"),
    "<<doc>>",
    cred=_sa_key,
    extra=_sa,
)

F.reg(
    "cctv_alert_telegram_bot_yaml",
    ("cctv-bot/config.yaml", "<<org>>/cctv-alert/config_<<yy>>.yml"),
    """# Notifikasi gerakan malam hari dari NVR kandang ke grup Telegram keeper
nvr:
  host: <<ip>>
  kanal: [1, 2, 5, 7]
  jam_aktif: "18:00-06:00"
telegram:
  bot_token: "<<cred>>"
  chat_id: -100<<id6>><<num>>
  kirim_foto: true
""",
    cred=lambda r, s: prov(r, "tg_bot"),
)
