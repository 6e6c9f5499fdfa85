# ruff: noqa: E501
"""Family m: a shopping-mall parking building operator (parkir gedung) in Greater Jakarta, Indonesia."""

from __future__ import annotations

import base64
import json

from hundredthirtysixth_spec import Fam, alnum, basic_pw, hexs

F = Fam(
    name="indonesia_parkir_gedung_mall",
    orgs=("parkirraya", "gerbangsentosa", "lotmakmur"),
    tld="co.id",
    first=("budi", "siti", "agus", "dewi", "andi", "rina", "eko", "sri", "hendra", "wulan"),
    last=(
        "santoso",
        "wijaya",
        "saputra",
        "kurniawan",
        "lestari",
        "hidayat",
        "pratama",
        "setiawan",
        "nugroho",
        "rahayu",
    ),
    words=(
        "parkir",
        "karcis",
        "palang",
        "gedung",
        "merdeka",
        "garuda",
        "persija",
        "persib",
        "bakso",
        "nasgor",
        "kopi",
        "mandiri",
        "jakarta",
        "macet",
    ),
    cities=("Jakarta Selatan", "Bekasi", "Tangerang", "Depok", "Bogor", "Jakarta Barat"),
    cc="+62 812",
    plates=("B DDDD LLL", "B DDDD LL", "F DDDD LL"),
)

F.reg(
    "parkir_midtrans_qris_server_key_env",
    ("parkir-app-<<org>>/.env", "deploy/<<org>>/qris-gateway/.env.production"),
    """APP_NAME="Parkir <<orgc>>"
APP_ENV=production
APP_URL=https://bayar.<<dom>>
APP_TIMEZONE=Asia/Jakarta

# Pembayaran QRIS / e-wallet di pintu keluar
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_MERCHANT_ID=G<<num6>><<nnn>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ckey>>
MIDTRANS_SERVER_KEY=<<cred>>
""",
    "p:midtrans",
    syntax="",
    extra=lambda rng, s: {"ckey": alnum(rng, 16)},
)

F.reg(
    "parkir_xendit_secret_key_go",
    ("parkir-<<org>>/internal/payment/xendit.go", "services/<<org>>-langganan/payment/client.go"),
    """package payment

import (
	"github.com/xendit/xendit-go/v6"
)

// Langganan parkir bulanan (member) dibayar via Xendit invoice.
const xenditSecretKey = "<<cred>>"

func NewClient() *xendit.APIClient {
	return xendit.NewClient(xenditSecretKey)
}
""",
    "p:xendit",
    syntax="",
)

F.reg(
    "parkir_whatsapp_kata_sandi_pos_keluar",
    (
        "WhatsApp/Chat WhatsApp dengan <<full2>>.txt",
        "cadangan/<<org>>/Chat WhatsApp dengan Supervisor Parkir <<city>>.txt",
    ),
    """<<dmyy>> <<hh>>.<<mi>> - <<full2>>: Pak, komputer pos keluar <<n>> minta kata sandi lagi abis mati lampu
<<dmyy>> <<hh>>.<<mi>> - <<full2>>: antrian mobil udah panjang sampe rampa 😭
<<dmyy>> <<hh>>.<<mi2>> - <<full>>: user <<user2>>
<<dmyy>> <<hh>>.<<mi2>> - <<full>>: kata sandinya <<cred>>
<<dmyy>> <<hh>>.<<mi2>> - <<full>>: jangan ditempel di monitor ya
<<dmyy>> <<hh>>.<<mi3>> - <<full2>>: siap pak, udah bisa. makasih
<<dmyy>> <<hh>>.<<mi3>> - <<full2>>: mobil <<plate>> karcis hilang, kena denda Rp 25.000
""",
    "human",
    syntax="",
)


def _docker(s):
    auth = base64.b64encode(f"{s['reguser']}:{s['cred']}".encode()).decode()
    cfg = {
        "auths": {f"registry.{s['dom']}": {"auth": auth}},
        "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
    }
    return json.dumps(cfg, indent="\t") + "\n"


F.reg(
    "parkir_docker_config_json_registry_auth",
    ("home/<<user>>/.docker/config.json", "root/<<org>>-gate<<n>>/.docker/config.json"),
    _docker,
    "pw",
    extra=lambda rng, s: {"reguser": f"deploy-{s['org']}"},
    decode=lambda t: basic_pw(next(iter(json.loads(t)["auths"].values()))["auth"]),
)

F.reg(
    "parkir_pos_masuk_palang_ini",
    ("pos-masuk/<<org>>/gate<<n>>.ini", "ProgramParkir/<<city>>/PosMasuk<<n>>.ini"),
    """[Umum]
NamaLokasi=<<orgc>> <<city>>
KodePos=IN<<n>>
JenisKendaraan=MOBIL

[Perangkat]
Palang=COM3
PrinterKarcis=COM4
LoopDetector=COM5
KameraLPR=<<ip>>
PembacaKartu=e-money,Flazz,Brizzi,TapCash

[Koneksi]
Server=<<ip2>>
Database=parkir
Pengguna=posmasuk<<n>>
KataSandi=<<cred>>
""",
    "pw",
)

F.reg(
    "parkir_email_kata_sandi_dashboard_laporan",
    (
        "Email/<<first>>/Akun dashboard laporan pendapatan.eml",
        "surel/<<org>>/<<date>>_akun_dashboard.eml",
    ),
    """From: Tim IT <<orgc>> <it@<<dom>>>
To: <<first>>.<<last>>@<<dom>>
Subject: Akun dashboard laporan pendapatan parkir - <<city>>
Date: <<d>> <<mon>> <<y>> <<hms>> +0700
Content-Type: text/plain; charset=utf-8

Selamat siang Bapak/Ibu <<full>>,

Berikut akun untuk mengakses dashboard laporan pendapatan parkir gedung <<city>>
(transaksi harian, member bulanan, dan rekonsiliasi e-money):

Alamat   : https://laporan.<<dom>>
Username : <<user>>
Kata sandi: <<cred>>

Mohon segera ganti kata sandi setelah login pertama.

Terima kasih,
Tim IT <<orgc>>
""",
    "pw",
    syntax="",
)

F.reg(
    "parkir_zenziva_sms_php",
    ("member-<<org>>/config/zenziva.php", "aplikasi/<<org>>/inc/sms_otp.php"),
    """<?php
// OTP pendaftaran member parkir bulanan via Zenziva
$zenziva = [
    'userkey' => '<<ukey>>',
    'passkey' => '<<cred>>',
    'url'     => 'https://console.zenziva.net/reguler/api/sendsms/',
];

function kirim_otp($nohp, $kode) {
    global $zenziva;
    $pesan = "Kode OTP member parkir <<orgc>>: $kode. Jangan berikan kode ini ke siapa pun.";
    $ch = curl_init($zenziva['url']);
    curl_setopt($ch, CURLOPT_POST, true);
    curl_setopt($ch, CURLOPT_POSTFIELDS, ['userkey' => $zenziva['userkey'], 'passkey' => $zenziva['passkey'], 'to' => $nohp, 'message' => $pesan]);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return curl_exec($ch);
}
""",
    "alnum:20",
    syntax="",
    extra=lambda rng, s: {"ukey": hexs(rng, 12)},
)

F.reg(
    "parkir_pos_keluar_kasir_config_yaml",
    ("pos-keluar/<<org>>/config.yaml", "kasir-parkir/<<city>>/exit<<n>>.yml"),
    """# Aplikasi kasir pos keluar
lokasi: "<<orgc>> <<city>>"
pos: OUT<<n>>
tarif:
  mobil:
    jam_pertama: 5000
    per_jam: 4000
    maksimal_harian: 40000
  motor:
    jam_pertama: 2000
    per_jam: 2000
  denda_karcis_hilang: 25000
database:
  host: <<ip>>
  port: 3306
  name: parkir
  user: kasir<<n>>
  password: "<<cred>>"
printer: EPSON TM-U220
""",
    "pw_dq",
)
