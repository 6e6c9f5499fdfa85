# ruff: noqa: E501
"""Family m: an SPBU (franchised public fuel station with a shop) in Samarinda, East Kalimantan, Indonesia."""

from __future__ import annotations

from hundredthirtythird_corpus import DIGITS, alnum, b64
from hundredthirtythird_spec import Fam, prov

F = Fam(
    name="spbu_samarinda_kaltim",
    orgs=("spbumahakam", "spbuloajanan", "spbusempaja", "spbupalaran", "spbutenggarong"),
    tld="co.id",
    first=("budi", "siti", "agus", "dewi", "rudi", "rina", "andi", "fitri", "hendra", "yuni"),
    last=(
        "santoso",
        "wijaya",
        "saputra",
        "hidayat",
        "setiawan",
        "kurniawan",
        "pratama",
        "nugroho",
        "siregar",
        "lestari",
    ),
    words=(
        "samarinda",
        "mahakam",
        "pesut",
        "bensin",
        "solar",
        "borneo",
        "garuda",
        "kaltim",
        "durian",
        "enggang",
        "bekantan",
        "tepian",
        "amplang",
        "sarung",
        "kapal",
        "jembatan",
    ),
    cities=("Samarinda", "Tenggarong", "Balikpapan", "Bontang", "Loa Janan", "Sangatta"),
    cc="+62",
    tz="+0800",
    pets=("mochi", "oyen", "belang", "kiki", "snowy", "bolang"),
)

F.reg(
    "spbu_toko_online_midtrans_server_key_dotenv",
    ("toko-spbu/.env", "<<org>>-shop/.env.production"),
    """APP_NAME="Toko <<org_cap>>"
APP_ENV=production
APP_URL=https://toko.<<dom>>
APP_TIMEZONE=Asia/Makassar

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=toko_spbu

MIDTRANS_MERCHANT_ID=G<<n9>>
MIDTRANS_CLIENT_KEY=<<ck>>
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_IS_3DS=true
""",
    "p:midtrans",
    syntax="",
    extra=lambda rng, s: {"ck": prov(rng, "midtrans_client"), "n9": alnum(rng, 9, DIGITS)},
)

F.reg(
    "spbu_tagihan_armada_xendit_secret_go",
    ("services/pembayaran/xendit.go", "<<org>>/cmd/invoice/main_<<n2>>.go"),
    """package main

import (
	"log"
	"os"

	xendit "github.com/xendit/xendit-go"
	"github.com/xendit/xendit-go/invoice"
)

// Tagihan bulanan pelanggan armada (truk tambang, angkot) SPBU <<org_cap>>
func main() {
	xendit.Opt.SecretKey = "<<cred>>"

	data := invoice.CreateParams{
		ExternalID:  "ARMADA-<<n4>>-" + os.Args[1],
		Amount:      2500000,
		PayerEmail:  "keuangan@<<dom>>",
		Description: "Tagihan solar armada bulan ini",
	}
	resp, err := invoice.Create(&data)
	if err != nil {
		log.Fatal(err)
	}
	log.Printf("invoice: %s", resp.InvoiceURL)
}
""",
    "p:xendit",
    syntax="",
)

F.reg(
    "spbu_whatsapp_kata_sandi_aplikasi_merchant_subsidi",
    (
        "WhatsApp/Chat WhatsApp dengan <<full2>>.txt",
        "cadangan_hp/Chat WhatsApp dengan Pengawas <<first2_cap>>.txt",
    ),
    """<<dmy>> <<t1>> - <<full>>: Pak <<first2_cap>>, aplikasi merchant (MAP) di HP operator ke-logout, minta kata sandinya
<<dmy>> <<t2>> - <<full2>>: Email: <<mail2>>
<<dmy>> <<t2>> - <<full2>>: Kata sandi: <<cred>>
<<dmy>> <<t3>> - <<full2>>: Jangan disebar ke operator lain ya, pencatatan solar subsidi harus dari HP itu saja
<<dmy>> <<t4>> - <<full>>: Siap pak, terima kasih 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "spbu_atg_tangki_telegraf_influx_token_conf",
    ("etc/telegraf/telegraf.conf", "monitoring/<<org>>/telegraf_atg_<<n2>>.conf"),
    """# Pemantauan tangki pendam (ATG) SPBU <<org_cap>> -> InfluxDB Cloud
[agent]
  interval = "60s"
  hostname = "spbu-<<n5>>"

[[inputs.modbus]]
  name = "atg"
  controller = "tcp://<<lan>>:502"
  slave_id = 1
  holding_registers = [
    { name = "tangki1_volume", byte_order = "AB", data_type = "UINT16", scale = 1.0, address = [0] },
    { name = "tangki2_volume", byte_order = "AB", data_type = "UINT16", scale = 1.0, address = [1] },
    { name = "tangki3_volume", byte_order = "AB", data_type = "UINT16", scale = 1.0, address = [2] },
  ]

[[outputs.influxdb_v2]]
  urls = ["https://us-east-1-1.aws.cloud2.influxdata.com"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "atg"
""",
    lambda rng, s: b64(rng, 64, urlsafe=True),
    syntax="toml",
)

F.reg(
    "spbu_email_akun_djp_online_kata_sandi",
    ("Surat/Masuk/<<date>> akun DJP Online.eml", "email/<<org>>/pajak_<<n3>>.eml"),
    """From: <<full2>> <<<mail2>>>
To: <<full>> <<<mail>>>
Subject: Akun DJP Online SPBU untuk lapor PPN
Date: <<rfc_date>>
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Selamat siang Bu/Pak <<first_cap>>,

Berikut akun DJP Online perusahaan untuk pelaporan SPT Masa PPN dan e-Bupot bulan ini:

NPWP: <<npwp>>
Kata sandi: <<cred>>

Setelah lapor mohon kirim bukti penerimaan elektronik (BPE) ke saya. Kata sandi jangan
disimpan di komputer kasir.

Terima kasih,
<<full2>>
Konsultan Pajak - <<city>>
""",
    "human",
    syntax="",
    extra=lambda rng, s: {
        "npwp": f"{alnum(rng, 2, DIGITS)}.{alnum(rng, 3, DIGITS)}.{alnum(rng, 3, DIGITS)}.{alnum(rng, 1, DIGITS)}-{alnum(rng, 3, DIGITS)}.000"
    },
)

F.reg(
    "spbu_absensi_operator_php_koneksi",
    ("absensi/config/koneksi.php", "htdocs/<<org>>/absensi/koneksi_<<n2>>.php"),
    """<?php
// Koneksi database absensi operator & shift SPBU
$db_host = 'localhost';
$db_user = 'absensi';
$db_pass = '<<cred>>';
$db_name = 'absensi_spbu';

$koneksi = mysqli_connect($db_host, $db_user, $db_pass, $db_name);
if (!$koneksi) {
    die('Koneksi gagal: ' . mysqli_connect_error());
}
date_default_timezone_set('Asia/Makassar');
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "spbu_stiker_nvr_ocr_sandi_admin",
    ("scan/stiker_nvr_<<n3>>.txt", "OCR/<<org>>/foto_nvr_<<date>>.txt"),
    """DAHUA  NVR4108HS-4KS2/L
SN: 7L0<<n5>>PAZ<<n4>>
Dipasang oleh: CV Mitra CCTV <<city>>
Telp/WA: <<phone>>
User : admin
Sandi : <<cred>>
IP : <<lan>>
JANGAN DICABUT - REKAMAN AREA POMPA & TANGKI
""",
    "human",
    syntax="",
)

F.reg(
    "spbu_notifikasi_stok_fonnte_token_js",
    ("notif-stok/index.js", "<<org>>/scripts/wa_stok_<<n2>>.js"),
    """// Kirim WA ke pengawas kalau stok tangki di bawah batas (Fonnte)
const FONNTE_TOKEN = '<<cred>>';
const PENGAWAS = ['<<phone>>', '<<phone2>>'];

async function kirimWa(target, pesan) {
  const res = await fetch('https://api.fonnte.com/send', {
    method: 'POST',
    headers: { Authorization: FONNTE_TOKEN },
    body: new URLSearchParams({ target, message: pesan, countryCode: '62' }),
  });
  return res.json();
}

module.exports = async function cekStok(tangki, liter, batas) {
  if (liter < batas) {
    for (const no of PENGAWAS) {
      await kirimWa(no, `Stok ${tangki} tinggal ${liter} L. Segera pesan DO.`);
    }
  }
};
""",
    "p:fonnte",
    syntax="",
)
