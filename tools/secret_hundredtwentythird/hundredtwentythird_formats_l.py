# ruff: noqa: E501
"""Family l: a bancassurance officer at a bank branch in Jakarta, Indonesia (Bahasa Indonesia)."""

from __future__ import annotations

from hundredtwentythird_spec import Fam, draw

F = Fam(
    name="bankasuransi_officer_jakarta",
    orgs=("nusaproteksi", "garudaasuransi", "mandalalife"),
    tld="co.id",
    first=tuple(
        (n, n.lower()) for n in ("Budi", "Siti", "Agus", "Dewi", "Rizky", "Putri", "Hendra", "Ayu")
    ),
    last=tuple(
        (n, n.lower())
        for n in ("Santoso", "Wijaya", "Kusuma", "Saputra", "Hidayat", "Lestari", "Nugroho")
    ),
    words=(
        "merdeka",
        "garuda",
        "jakarta",
        "nasigoreng",
        "rendang",
        "semangat",
        "bintang",
        "bulan",
        "matahari",
        "persija",
        "komodo",
        "sakura",
        "cinta",
        "bromo",
    ),
    pets=("mochi", "kiki", "oyen", "belang", "snowy", "coco"),
    cc="+62",
)

F.reg(
    "bankasuransi_whatsapp_kata_sandi_referral_portal",
    ("WhatsApp Chat dengan Tim Bancassurance <<n>>.txt", "exports/wa_cabang_<<fa>>.txt"),
    """<<d>>/<<m>>/<<y>> <<hh>>.<<mi>> - <<first>> <<last>>: Pak, portal referral asuransi minta ganti kata sandi terus
<<d>>/<<m>>/<<y>> <<hh>>.<<mi>> - <<first2>> <<last2>>: Pakai akun cabang dulu ya
<<d>>/<<m>>/<<y>> <<hh>>.<<mi>> - <<first2>> <<last2>>: ID: <<login>> | kata sandi: <<cred>>
<<d>>/<<m>>/<<y>> <<hh>>.<<mi>> - <<first>> <<last>>: Siap Pak, makasih 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "bankasuransi_midtrans_server_key_laravel_env",
    ("premi-online/.env", "var/www/<<org>>-premi-<<n>>/.env"),
    """APP_NAME=PremiOnline
APP_ENV=production
APP_KEY=base64:<<appkey>>
DB_HOST=<<ip>>
DB_DATABASE=premi
DB_USERNAME=premi_app
DB_PASSWORD=
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_SERVER_KEY=<<cred>>
""",
    cred="p:midtrans",
    syntax="",
    extra=lambda rng, s: {"appkey": draw(rng, "b64:32", F), "ck": draw(rng, "alnum:16", F)},
)

F.reg(
    "bankasuransi_xendit_invoice_golang",
    ("premi/xendit.go", "cmd/tagihan-<<n>>/main.go"),
    """package main

// Tagihan premi nasabah lewat Xendit Invoice
import (
	"bytes"
	"encoding/json"
	"net/http"
)

const xenditKey = "<<cred>>"

func buatTagihan(polis string, jumlah int64, email string) (*http.Response, error) {
	body, _ := json.Marshal(map[string]any{"external_id": "PREMI-" + polis, "amount": jumlah, "payer_email": email, "description": "Premi polis " + polis})
	req, _ := http.NewRequest("POST", "https://api.xendit.co/v2/invoices", bytes.NewReader(body))
	req.SetBasicAuth(xenditKey, "")
	req.Header.Set("Content-Type", "application/json")
	return http.DefaultClient.Do(req)
}
""",
    cred="p:xendit",
    syntax="",
)

F.reg(
    "bankasuransi_privy_esign_spaj_yaml",
    ("config/privy.yaml", "spaj-service/config/privy_<<n>>.yml"),
    """# Tanda tangan elektronik SPAJ via PrivyID
privy:
  base_url: https://api.privy.id/v3
  merchant_key: <<mk>>
  client_id: <<org>>-bancas
  client_secret: <<cred>>
  callback_url: https://<<dom>>/privy/callback
spaj:
  template: templates/spaj_<<org>>.pdf
""",
    cred="alnum:43",
    extra=lambda rng, s: {"mk": draw(rng, "alnum:32", F).lower()},
)

F.reg(
    "bankasuransi_email_kata_sandi_agen_portal",
    ("mail/<<n>>.eml", "Outlook/Kotak Masuk/akun_portal_<<date>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: Akun portal agen bancassurance
Date: Mon, <<d>> Aug <<y>> <<time>>:15 +0700
Content-Type: text/plain; charset=UTF-8

Selamat pagi Ibu/Bapak <<first>>,

Berikut akun portal penjualan produk asuransi untuk cabang Anda:
Nama pengguna : <<login>>
Kata sandi    : <<cred>>

Mohon tidak dibagikan kepada pihak lain.

Salam,
<<first2>> <<last2>>
Bancassurance Support <<orgt>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "bankasuransi_branch_report_my_cnf",
    ("home/<<fa>>/.my.cnf", "laporan/<<n>>/my.cnf"),
    """[client]
user=lap_cabang
password=<<cred>>
host=<<ip>>
database=bancas_report

[mysqldump]
single-transaction
""",
    cred="pw",
    syntax="",
)

F.reg(
    "bankasuransi_line_text_export_kata_sandi",
    ("LINE/[LINE] Chat dengan <<fat>>_<<n>>.txt", "exports/line_<<fa>>.txt"),
    """[LINE] Riwayat chat dengan <<first2>> <<last2>>
Disimpan pada: <<y>>/<<m>>/<<d>> <<time>>

<<y>>/<<m>>/<<d>>(Sen)
<<time>>	<<first>> <<last>>	Mbak, kata sandi email bancas yang baru apa ya?
<<time>>	<<first2>> <<last2>>	<<cred>>
<<time>>	<<first>> <<last>>	Oke siap
""",
    cred="human",
    syntax="",
)

F.reg(
    "bankasuransi_qontak_whatsapp_api_bash_history",
    ("home/<<fa>>/.bash_history", "laptop_<<n>>/bash_history"),
    """ls ~/Downloads
cd ~/blast-premi
python3 buat_daftar.py nasabah_jatuh_tempo.xlsx
curl -X POST https://service-chat.qontak.com/api/open/v1/broadcasts/whatsapp/direct -H "Authorization: Bearer <<cred>>" -H "Content-Type: application/json" -d @blast_<<n>>.json
history | tail
""",
    cred="b64u:32",
    syntax="",
)
