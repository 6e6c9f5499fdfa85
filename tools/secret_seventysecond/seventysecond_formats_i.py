# ruff: noqa: E501
"""Family i: a Qur'an school (TPQ, Taman Pendidikan Al-Qur'an) in Indonesia (Indonesian, with
Arabic phrases): Midtrans and Xendit for infaq and monthly fees (SPP), WhatsApp groups of
ustadz / ustadzah, a santri portal, a Wablas WhatsApp gateway, cPanel backups, a mosque
prayer-time display."""

from __future__ import annotations

from seventysecond_spec import Fam

F = Fam(
    name="tpq_quran_indonesia",
    key="tpq",
    orgs=("nurulhuda", "alikhlas", "baitulilmi", "darussalam"),
    orgnames=("TPQ Nurul Huda", "TPQ Al-Ikhlas", "TPQ Baitul Ilmi", "TPA Darussalam"),
    tld="or.id",
    first=(
        ("Siti", "siti"),
        ("Ahmad", "ahmad"),
        ("Nur", "nur"),
        ("Rizky", "rizky"),
        ("Fatimah", "fatimah"),
        ("Hasan", "hasan"),
        ("Aisyah", "aisyah"),
        ("Yusuf", "yusuf"),
    ),
    last=(
        ("Rahmawati", "rahmawati"),
        ("Hidayat", "hidayat"),
        ("Nurhaliza", "nurhaliza"),
        ("Saputra", "saputra"),
        ("Wahyuni", "wahyuni"),
        ("Fauzi", "fauzi"),
        ("Lestari", "lestari"),
    ),
    words=(
        "bismillah",
        "alhamdulillah",
        "iqra",
        "santri",
        "ustadz",
        "mushaf",
        "barokah",
        "nurulhuda",
        "ikhlas",
        "sabar",
        "amanah",
        "subuh",
        "hafidz",
        "tajwid",
        "ramadhan",
        "berkah",
    ),
    words_u=(),
    pets=("oyen", "mochi", "belang", "kitty", "snowy", "milo"),
    cc="+62 8",
    cities=("Bandung", "Bekasi", "Sleman", "Malang", "Depok"),
)

F.reg(
    "midtrans_server_key_laravel_config_php",
    (
        "config/midtrans.php",
        "<<org>>-spp/config/midtrans.php",
        "www/<<org>>/config/pembayaran_<<n>>.php",
    ),
    """<?php

// Pembayaran SPP & infaq santri via Midtrans Snap
return [
    'merchant_id'   => env('MIDTRANS_MERCHANT_ID', 'G<<nnn>><<nnn>><<nnn>>'),
    'client_key'    => env('MIDTRANS_CLIENT_KEY', 'Mid-client-<<ck>>'),
    'server_key'    => env('MIDTRANS_SERVER_KEY', '<<cred>>'),
    'is_production' => env('MIDTRANS_IS_PRODUCTION', true),
    'is_sanitized'  => true,
    'is_3ds'        => true,
];
""",
    "p:midtrans",
    syntax="",
    extra=lambda r, s: s.update(
        ck="".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(16)
        )
    ),
)

F.reg(
    "indonesian_whatsapp_kata_sandi_wifi",
    (
        "WhatsApp Chat with Asatidz <<orgname>>.txt",
        "Chat WhatsApp dengan Ustadzah <<first2>> (<<n>>).txt",
    ),
    """<<dmy>> <<time>> - <<first>> <<last>>: Assalamu'alaikum ustadzah, kata sandi wifi TPQ yang baru apa nggih? Mau buka video tajwid buat santri
<<dmy>> <<time>> - <<first2>> <<last2>>: Wa'alaikumussalam. Nama wifi <<org>>_santri, kata sandinya <<cred>>
<<dmy>> <<time2>> - <<first2>> <<last2>>: Jangan disebar ke wali santri ya, kuotanya terbatas 🙏
<<dmy>> <<time2>> - <<first>> <<last>>: Jazakillah khair ustadzah
""",
    "human",
)

F.reg(
    "xendit_invoice_node_script",
    ("scripts/buat_tagihan_spp.js", "<<org>>-spp/xendit_<<n>>.js", "srv/<<org>>/tagihan.js"),
    """// Buat tagihan SPP bulanan untuk semua wali santri (Xendit Invoice)
const { Xendit } = require('xendit-node');

const xendit = new Xendit({ secretKey: '<<cred>>' });

async function tagih(santri, bulan) {
  return xendit.Invoice.createInvoice({ data: {
    externalId: `spp-${bulan}-${santri.nis}`,
    amount: 75000,
    payerEmail: santri.emailWali,
    description: `SPP ${bulan} - ${santri.nama} - <<orgname>>`,
    currency: 'IDR',
  } });
}

module.exports = { tagih };
""",
    "p:xendit",
    syntax="",
)

F.reg(
    "santri_portal_login_csv_semicolon",
    ("data/akun_wali_santri_<<year>>.csv", "Download/akun portal santri kelas <<n>>.csv"),
    """NIS;Nama Santri;Nama Wali;Username;Password;Kelas
<<year>><<nnn>>;<<first>> <<last>>;<<first2>> <<last2>>;wali.<<fa>><<nn>>;<<cred>>;Iqro <<n>>
<<year>><<nnn>>;<<first2>> <<last>>;<<first>> <<last2>>;wali.<<fa2>><<nn>>;(belum aktif);Juz Amma
""",
    "human",
)

F.reg(
    "wablas_gateway_token_php",
    ("notifikasi/kirim_wa.php", "<<org>>/wa/wablas_<<n>>.php", "public_html/<<org>>/notif.php"),
    """<?php
// Kirim pengingat SPP ke wali santri lewat Wablas
$token = '<<cred>>';
$data = [
    'phone'   => $_POST['hp_wali'],
    'message' => "Assalamu'alaikum, mengingatkan SPP bulan ini untuk ananda " . $_POST['nama'] . ". Jazakumullah.",
];
$curl = curl_init('https://jogja.wablas.com/api/send-message');
curl_setopt($curl, CURLOPT_HTTPHEADER, ["Authorization: $token"]);
curl_setopt($curl, CURLOPT_POST, true);
curl_setopt($curl, CURLOPT_POSTFIELDS, http_build_query($data));
curl_setopt($curl, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($curl);
""",
    "p:wablas",
    syntax="",
)

F.reg(
    "telegram_html_export_sandi_email",
    (
        "ChatExport_<<date>>/messages.html",
        "Telegram Desktop/ChatExport_<<date>>_<<n>>/messages.html",
    ),
    """<!DOCTYPE html>
<html>
 <head><meta charset="utf-8"/><title>Exported Data</title></head>
 <body>
  <div class="page_header"><div class="text bold">Pengurus <<orgname>></div></div>
  <div class="history">
   <div class="message default clearfix" id="message<<nnn>>">
    <div class="body">
     <div class="pull_right date details" title="<<dmy2>> <<hms>> UTC+07:00"><<time>></div>
     <div class="from_name"><<first>> <<last>></div>
     <div class="text">Email TPQ di Google Workspace for Education: admin@<<dom>><br>Sandi: <<cred>></div>
    </div>
   </div>
   <div class="message default clearfix joined" id="message<<nnn>>1">
    <div class="body">
     <div class="pull_right date details" title="<<dmy2>> <<hms2>> UTC+07:00"><<time2>></div>
     <div class="text">Tolong ganti setelah login pertama, barakallahu fiikum</div>
    </div>
   </div>
  </div>
 </body>
</html>
""",
    "human",
    syntax="",
)

F.reg(
    "cpanel_backup_ftp_netrc",
    ("home/<<fa>>/.netrc", "root/.netrc", "backup/<<org>>/.netrc"),
    """machine ftp.<<dom>>
login backup@<<dom>>
password <<cred>>

machine files.000webhost.com
login <<org>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "jadwal_sholat_display_mqtt_yaml",
    ("jws/config.yaml", "<<org>>-jws/config_<<n>>.yml", "home/pi/jadwal-sholat/config.yaml"),
    """# Jam digital jadwal sholat (Raspberry Pi) - <<orgname>>
lokasi:
  kota: "<<city>>"
  metode: kemenag
  koreksi_menit: 2
tampilan:
  teks_berjalan: "Selamat datang di <<orgname>> - Jadwal mengaji Senin s.d. Kamis ba'da Ashar"
mqtt:
  broker: "<<ip>>"
  port: 1883
  topik: "masjid/jws/iqomah"
sinkron_awan:
  url: "https://api.jws-cloud.id/v1/perangkat"
  api_key: "<<cred>>"
""",
    "x:jwsk_:40",
)
