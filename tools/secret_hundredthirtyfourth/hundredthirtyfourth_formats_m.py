# ruff: noqa: E501
"""Family m: campgrounds and homestays at the Rinjani trailheads, Lombok, Indonesia (Indonesian, Sasak names)."""

from __future__ import annotations

from hundredthirtyfourth_corpus import alnum, pick
from hundredthirtyfourth_spec import Fam

FAM = Fam(
    name="rinjani_lombok_campground",
    orgs=(
        ("pondoksembalun", "Pondok Sembalun"),
        ("segaraanakcamp", "Segara Anak Camp"),
        ("tetebatuecocamp", "Tetebatu Eco Camp"),
        ("pelawanganhomestay", "Pelawangan Homestay"),
    ),
    tld="co.id",
    first=("Ahmad", "Lalu", "Baiq", "Wayan", "Siti", "Rizky", "Dewi", "Agus", "Nurul", "Zainudin"),
    last=(
        "Hidayat",
        "Saputra",
        "Wijaya",
        "Kurniawan",
        "Rahmawati",
        "Pratama",
        "Sasmita",
        "Hakim",
        "Fauzi",
        "Susanti",
    ),
    words=(
        "rinjani",
        "segara",
        "anak",
        "sembalun",
        "senaru",
        "sasak",
        "gunung",
        "kopi",
        "bintang",
        "pelawangan",
        "taliwang",
        "gili",
        "plecing",
        "edelweis",
        "kabut",
        "danau",
    ),
    places=("Sembalun", "Senaru", "Tetebatu", "Aik Berik", "Torean", "Timbanuh"),
    seasons=("kemarau", "hujan", "lebaran", "ramadhan", "liburan"),
    pets=("Oyen", "Belang", "Bleki", "Mochi", "Kitty"),
    local_digits=("83356", "83354", "0376", "62"),
    cc="62",
    walks=("qwerty", "asdfgh", "1qaz2wsx", "123456qwe", "qwerty123"),
    mail=("gmail.com", "yahoo.co.id"),
    phone_fmt="08##-####-####",
)

MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


FAM.reg(
    "rinjani_midtrans_server_key_laravel_config",
    ("<<org>>-booking/config/midtrans.php", "www/<<org>>/config/midtrans.php"),
    """<?php

// Pembayaran DP paket trekking + tenda (Midtrans Snap)
return [
    'merchant_id' => env('MIDTRANS_MERCHANT_ID', 'G<<mid>>'),
    'client_key' => env('MIDTRANS_CLIENT_KEY', 'Mid-client-<<ck>>'),
    'server_key' => env('MIDTRANS_SERVER_KEY', '<<cred>>'),
    'is_production' => env('MIDTRANS_IS_PRODUCTION', true),
    'is_sanitized' => true,
    'is_3ds' => true,
];
""",
    "p:midtrans",
    extra=lambda rng, s: {"mid": str(rng.randint(100000000, 999999999)), "ck": alnum(rng, 16)},
)


FAM.reg(
    "rinjani_xendit_invoice_secret_go",
    ("<<org>>-api/payment/xendit.go", "services/<<org>>/invoice/xendit_client.go"),
    """package payment

import (
	"bytes"
	"encoding/json"
	"net/http"
	"time"
)

// Kunci API Xendit (akun produksi <<orgd>>)
const xenditKey = "<<cred>>"

type Invoice struct {
	ExternalID  string  `json:"external_id"`
	Amount      float64 `json:"amount"`
	PayerEmail  string  `json:"payer_email"`
	Description string  `json:"description"`
}

func BuatInvoice(inv Invoice) (*http.Response, error) {
	body, _ := json.Marshal(inv)
	req, _ := http.NewRequest("POST", "https://api.xendit.co/v2/invoices", bytes.NewReader(body))
	req.SetBasicAuth(xenditKey, "")
	req.Header.Set("Content-Type", "application/json")
	c := &http.Client{Timeout: 30 * time.Second}
	return c.Do(req)
}
""",
    "p:xendit",
    syntax="",
)


FAM.reg(
    "rinjani_whatsapp_kata_sandi_wifi_porter",
    (
        "WhatsApp/Chat WhatsApp dengan <<first2>> <<last2>>.txt",
        "hp_basecamp/Chat WhatsApp dengan Porter <<orgd>>.txt",
    ),
    """<<dmys>> <<timed>> - <<first>> <<last>>: Bang, kata sandi wifi basecamp diganti ya? Tamu dari Jerman nanya
<<dmys>> <<timed1>> - <<first2>> <<last2>>: Iya kemarin, soalnya porter semua pada pakai buat TikTok 😂
<<dmys>> <<timed1>> - <<first2>> <<last2>>: Nama wifi: <<ssid>>
<<dmys>> <<timed2>> - <<first2>> <<last2>>: Sandi: <<cred>>
<<dmys>> <<timed3>> - <<first>> <<last>>: Siap, makasih bang 🙏
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "ssid": pick(
            rng,
            (
                f"{s['orgd'].split()[0]}_Basecamp",
                "IndiHome-" + s["hex8"][:4],
                "Wifi_" + s["place_rom"],
            ),
        ),
        "timed": s["time"].replace(":", "."),
        "timed1": s["t1"].replace(":", "."),
        "timed2": s["t2"].replace(":", "."),
        "timed3": s["t3"].replace(":", "."),
    },
)


FAM.reg(
    "rinjani_fonnte_wa_gateway_token_js",
    ("bot/<<org>>/kirim_wa.js", "<<org>>-notif/src/fonnte.js"),
    """// Kirim konfirmasi booking & jadwal jemput di bandara lewat WhatsApp (Fonnte)
const FONNTE_TOKEN = '<<cred>>';

async function kirimWA(nomor, pesan) {
  const form = new FormData();
  form.append('target', nomor);
  form.append('message', pesan);
  form.append('countryCode', '62');
  const res = await fetch('https://api.fonnte.com/send', {
    method: 'POST',
    headers: { Authorization: FONNTE_TOKEN },
    body: form,
  });
  return res.json();
}

module.exports = { kirimWA };
""",
    "p:fonnte",
)


FAM.reg(
    "rinjani_email_eticket_kata_sandi_operator",
    ("Mail/Kotak Masuk/eticket_operator_<<date>>.eml", "gmail/<<org>>/<<mailid>>.eml"),
    """From: Layanan E-Ticket Pendakian <noreply@<<etdom>>>
To: <<email>>
Subject: Akun operator trekking Anda telah aktif
Date: <<day>> <<mon>> <<year>> <<time>>:<<sec>> +0800
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Yth. Pengelola <<orgd>>,

Akun operator Anda untuk pemesanan kuota pendakian jalur <<place>> telah aktif.

Nama pengguna: <<user>>
Kata sandi: <<cred>>

Demi keamanan, segera ganti kata sandi setelah login pertama dan jangan bagikan akun ini
kepada guide atau porter.

Salam,
Tim E-Ticket Pendakian
""",
    "human",
    syntax="",
    extra=lambda rng, s: {
        "mon": MON[int(s["month"]) - 1],
        "etdom": pick(rng, ("erinjani.id", "tiketpendakian.id")),
    },
)


FAM.reg(
    "rinjani_odoo_conf_db_password_ini",
    ("etc/odoo/odoo.conf", "odoo-<<org>>/config/odoo.conf"),
    """[options]
; Odoo untuk booking homestay, sewa tenda & porter - <<orgd>>
admin_passwd = $pbkdf2-sha512$600000$<<salt>>$<<hash>>
db_host = 127.0.0.1
db_port = 5432
db_user = odoo
db_password = <<cred>>
dbfilter = ^<<org>>$
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/opt/odoo/custom
http_port = 8069
proxy_mode = True
logfile = /var/log/odoo/odoo-server.log
""",
    "pw",
    extra=lambda rng, s: {
        "salt": alnum(rng, 22, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789./"),
        "hash": alnum(rng, 86, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789./"),
    },
)


FAM.reg(
    "rinjani_android_strings_xml_maps_key",
    (
        "<<org>>-app/app/src/main/res/values/strings.xml",
        "android/<<org>>_booking/res/values/strings.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name"><<orgd>></string>
    <string name="judul_peta">Peta jalur pendakian <<place>></string>
    <string name="google_maps_key" translatable="false"><<cred>></string>
    <string name="tombol_pesan">Pesan tenda</string>
    <string name="kontak_wa"><<phone>></string>
</resources>
""",
    "p:google",
)


FAM.reg(
    "rinjani_papan_pengumuman_basecamp_ocr",
    ("foto_ocr/papan_<<org>>_<<n>>.txt", "OCR/<<pslug>>/pengumuman_<<date>>.txt"),
    """PENGUMUMAN / ANNOUNCEMENT
<<orgu>> - <<placeu>>
- Registrasi pendakian paling lambat jam 06.00
- Sampah wajib dibawa turun / bring your trash down!
- Sewa tenda, sleeping bag, headlamp tersedia
WIFI : <<ssid>>
PASS : <<cred>>
(hanya untuk tamu / guests only)
Terima kasih - Tampiasih
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "orgu": s["orgd"].upper(),
        "placeu": s["place"].upper(),
        "ssid": pick(rng, ("BASECAMP_TAMU", f"{s['org'][:8].upper()}_GUEST", "Tamu-Wifi")),
    },
)
