# ruff: noqa: E501
"""Family j: a pinisi boat-building yard in Tana Beru, Bulukumba, Indonesia: Indonesian,
with Konjo/Bugis words."""

from __future__ import annotations

from hundredthirteenth_spec import Fam

F = Fam(
    name="tanaberu_pinisi_boatyard",
    orgs=("pinisiberu", "panritalopi", "galanganberu", "bontobahari"),
    tld="co.id",
    first=(
        ("Andi", "andi"),
        ("Haji Muh.", "hajimuh"),
        ("Syamsul", "syamsul"),
        ("Nurhayati", "nurhayati"),
        ("Baso", "baso"),
        ("Irma", "irma"),
        ("Rahman", "rahman"),
        ("Sitti", "sitti"),
    ),
    last=(
        ("Daeng Tola", "daengtola"),
        ("Sapri", "sapri"),
        ("Arifin", "arifin"),
        ("Syarif", "syarif"),
        ("Lolo", "lolo"),
        ("Basri", "basri"),
    ),
    words=(
        "pinisi",
        "panrita",
        "lopi",
        "bulukumba",
        "tanaberu",
        "ulin",
        "kayubesi",
        "layar",
        "haluan",
        "lunas",
        "bira",
        "makassar",
        "angin",
        "sulawesi",
    ),
    pets=("belang", "manis", "si_putih", "mochi", "bleki"),
    cc="62",
)

F.reg(
    "tanaberu_indonesian_whatsapp_kata_sandi_klikbca",
    ("WhatsApp/Chat WhatsApp dengan <<fa>>.txt", "arsip/wa_galangan_<<nn>>.txt"),
    """<<dd>>/<<mo>>/<<yy>> <<hh>>.<<mm>> - <<fn>> <<ln>>: Pak, pembayaran kayu ulin dari Kalimantan sudah masuk?
<<dd>>/<<mo>>/<<yy>> <<hh>>.<<mm>> - <<fn2>>: Cek sendiri di KlikBCA bisnis ya
<<dd>>/<<mo>>/<<yy>> <<hh>>.<<mm>> - <<fn2>>: user id <<user>> kata sandi <<cred>>
<<dd>>/<<mo>>/<<yy>> <<hh>>.<<mm>> - <<fn>> <<ln>>: Siap pak, terima kasih
""",
    "human",
    syntax="",
)

F.reg(
    "tanaberu_midtrans_server_key_laravel_env",
    ("charter-booking/.env", "var/www/<<org>>/.env"),
    """APP_NAME="Pinisi Charter <<org>>"
APP_ENV=production
APP_URL=https://charter.<<dom>>
MIDTRANS_MERCHANT_ID=G<<nn>><<n>>
MIDTRANS_CLIENT_KEY=Mid-client-<<id8>>
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_IS_PRODUCTION=true
""",
    "p:midtrans",
    syntax="",
)

F.reg(
    "tanaberu_xendit_invoice_go_client",
    ("cmd/invoice/main.go", "internal/<<org>>/xendit_<<n>>.go"),
    """package main

// Tagihan uang muka pesanan kapal pinisi (Xendit Invoice)
import (
	"bytes"
	"net/http"
)

const xenditKey = "<<cred>>"

func buatTagihan(body []byte) (*http.Response, error) {
	req, _ := http.NewRequest("POST", "https://api.xendit.co/v2/invoices", bytes.NewReader(body))
	req.SetBasicAuth(xenditKey, "")
	req.Header.Set("Content-Type", "application/json")
	return http.DefaultClient.Do(req)
}
""",
    "p:xendit",
    syntax="",
)

F.reg(
    "tanaberu_yard_mikrotik_router_rsc_export",
    ("backup/mikrotik_galangan_<<date>>.rsc", "router/<<org>>_export_<<n>>.rsc"),
    """# <<date>> by RouterOS 7.14.2
# model = hAP ac2
/interface wireless security-profiles
set [ find default=yes ] authentication-types=wpa2-psk mode=dynamic-keys wpa2-pre-shared-key=<<word>><<nn>>
/ip address
add address=192.168.88.1/24 interface=bridge network=192.168.88.0
/user
add group=full name=<<fa>> password=<<cred>>
/system identity
set name=galangan-<<org>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "tanaberu_buyer_email_kata_sandi_dropbox_gambar",
    ("Mail/Terkirim/<<id8>>.eml", "thunderbird/<<fa>>/Sent/<<ts>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Gambar teknis lambung pinisi & progres foto
Date: Mon, <<dd>> Apr <<year>> <<time>>:18 +0800
Content-Type: text/plain; charset=utf-8

Selamat siang,

Foto progres pembangunan kapal dan gambar teknis lambung ada di folder Dropbox kami.
Email: <<email>>
Kata sandi: <<cred>>

Salam dari galangan Tana Beru,
<<fn>>
""",
    "human",
    syntax="",
)

F.reg(
    "tanaberu_timber_suppliers_tsv_kata_sandi",
    ("pembelian/pemasok_kayu_<<year>>.tsv", "Documents/<<org>>_pemasok.tsv"),
    """pemasok\tjenis kayu\tportal\tuser\tkata sandi
CV <<la>> Jaya\tulin\tSVLK online\t<<user>>\t<<cred>>
UD Kalimantan <<nn>>\tbesi\t-\t-\t-
""",
    "human_x",
    syntax="",
)

F.reg(
    "tanaberu_charter_wordpress_wp_config",
    ("public_html/wp-config.php", "www/<<org>>-charter/wp-config.php"),
    """<?php
/** Situs charter pinisi <<org>> */
define( 'DB_NAME', 'wp_pinisi' );
define( 'DB_USER', 'pinisi_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "tanaberu_accurate_online_signature_secret_python",
    ("akuntansi/accurate_sync.py", "scripts/<<org>>_accurate_<<n>>.py"),
    """# Sinkronisasi faktur pembelian kayu ke Accurate Online
import base64
import hashlib
import hmac
import time

API_TOKEN = "aat.NTA.<<id8>><<nn>>"
SIGNATURE_SECRET = "<<cred>>"


def headers() -> dict:
    ts = time.strftime("%d/%m/%Y %H:%M:%S")
    sig = base64.b64encode(hmac.new(SIGNATURE_SECRET.encode(), ts.encode(), hashlib.sha256).digest())
    return {"Authorization": f"Bearer {API_TOKEN}", "X-Api-Timestamp": ts, "X-Api-Signature": sig.decode()}
""",
    "b64:32",
)
