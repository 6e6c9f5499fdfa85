# ruff: noqa: E501
"""Family m: a tattoo studio near Ubud (Gianyar regency, Bali, Indonesia), Indonesian and
English for the tourists."""

from __future__ import annotations

from hundredfortieth_spec import Fam, alnum, gen_pw, pick

M = Fam(
    "rajah_tubuh_gianyar",
    orgs=("rajahgianyar", "ubudneedle", "tatodewata"),
    tld="co.id",
    first="Wayan Made Nyoman Ketut Putu Kadek Komang Gede Ayu Agung Dewi Sari",
    last="Sudiarta Wirawan Suardana Pratama Astawa Mahendra Putra Lestari Wijaya Santika",
    words=(
        "rajah",
        "tato",
        "ubud",
        "gianyar",
        "barong",
        "garuda",
        "canang",
        "kecak",
        "nyepi",
        "galungan",
        "sawah",
        "banjar",
        "pura",
        "jegeg",
        "kintamani",
    ),
    pets=("Blacky", "Bobi", "Belang", "Cemong", "Menik", "Jono", "Mochi", "Kopi"),
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwe123", "123qwe", "zxcvbn"),
    clubs=("BaliUnited2015", "Serdadu2015", "Persija1928", "Persib1933"),
    cc="+62 8##-####-####",
    city="Gianyar",
)

M.reg(
    "gianyar_midtrans_server_key_php_config",
    ("payment/midtrans.php", "public_html/<<org>>/booking/midtrans_config.php"),
    """<?php
// DP booking tattoo (Midtrans Snap: QRIS, GoPay, VA, kartu kredit turis)
require_once dirname(__FILE__) . '/vendor/autoload.php';

\\Midtrans\\Config::$serverKey = '<<cred>>';
\\Midtrans\\Config::$clientKey = 'Mid-client-<<ck>>';
\\Midtrans\\Config::$isProduction = true;
\\Midtrans\\Config::$isSanitized = true;
\\Midtrans\\Config::$is3ds = true;

const DP_IDR = 500000;
""",
    cred="p:midtrans",
    extra=lambda rng, s: s.update(
        ck=alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-")
    ),
)

M.reg(
    "gianyar_xendit_invoice_node_client",
    ("invoice/xendit.js", "<<org>>-booking/server/payments.js"),
    """// Invoice DP untuk tamu luar negeri (kartu + PayPal via Xendit)
const { Xendit } = require('xendit-node');

const xendit = new Xendit({ secretKey: '<<cred>>' });
const { Invoice } = xendit;

async function buatInvoice(bookingId, email, amountIdr, desc) {
  return Invoice.createInvoice({
    data: {
      externalId: `dp-${bookingId}`,
      amount: amountIdr,
      payerEmail: email,
      description: desc,
      currency: 'IDR',
      successRedirectUrl: 'https://<<dom>>/terima-kasih',
    },
  });
}

module.exports = { buatInvoice };
""",
    cred="p:xendit",
)

M.reg(
    "gianyar_whatsapp_indonesian_kata_sandi_moka",
    ("WhatsApp/Chat WhatsApp dengan <<fa2>>.txt", "backup/whatsapp/<<org>>_kasir_<<date>>.txt"),
    """<<dd>>/<<mo>>/<<yy>> <<hh>>.<<mi>> - Pesan dan panggilan terenkripsi secara end-to-end. Tidak seorang pun di luar chat ini, termasuk WhatsApp, yang dapat membaca atau mendengarkannya.
<<dd>>/<<mo>>/<<yy>> <<hh>>.<<mi>> - <<full2>>: Bli, aku ga bisa login Moka di tablet kasir 🙏
<<dd>>/<<mo>>/<<yy>> <<hh>>.<<mi>> - <<full>>: Emailnya <<email>>
<<dd>>/<<mo>>/<<yy>> <<hh>>.<<mi>> - <<full>>: Kata sandi: <<cred>>
<<dd>>/<<mo>>/<<yy>> <<hh>>.<<mi>> - <<full2>>: Sudah bisa, suksma Bli
<<dd>>/<<mo>>/<<yy>> <<hh>>.<<mi>> - <<full>>: Jangan lupa tutup shift jam 10, uang DP turis dicatat terpisah ya
""",
    cred="human",
)

M.reg(
    "gianyar_moka_backoffice_email_english",
    ("mail/moka/akun_<<date>>.eml", "Gmail/Inbox/<<hex8>>.eml"),
    """From: <<full2>> <<<fa2>>@<<dom>>>
To: <<email>>
Subject: Moka backoffice account for the new front desk
Date: <<maildate>> +0800
Content-Type: text/plain; charset=utf-8

Om Swastiastu <<first>>,

I created a backoffice account on Moka POS for you so you can check the daily
sales report and the deposits from the foreign guests.

Backoffice: https://backoffice.mokapos.com
Email: <<email>>
Password: <<cred>>

Please change it after the first login. The shift closing is still done on the
tablet at the front desk.

Suksma,
<<full2>>
<<orgc>> Tattoo Ubud
""",
    cred="pw",
    syntax="",
)

M.reg(
    "gianyar_jurnal_mekari_hmac_python",
    ("akuntansi/jurnal_sync.py", "<<org>>/scripts/jurnal_export.py"),
    '''"""Kirim penjualan harian ke Jurnal.id (Mekari API, HMAC)."""

import base64
import datetime as dt
import hashlib
import hmac

import requests

MEKARI_CLIENT_ID = "<<cid>>"
MEKARI_CLIENT_SECRET = "<<cred>>"
BASE = "https://api.mekari.com"


def headers(method: str, path: str) -> dict:
    date = dt.datetime.now(dt.timezone.utc).strftime("%a, %d %b %Y %H:%M:%S GMT")
    line = f"date: {date}\\n{method} {path} HTTP/1.1"
    sig = base64.b64encode(hmac.new(MEKARI_CLIENT_SECRET.encode(), line.encode(), hashlib.sha256).digest()).decode()
    return {
        "Date": date,
        "Authorization": f'hmac username="{MEKARI_CLIENT_ID}", algorithm="hmac-sha256", headers="date request-line", signature="{sig}"',
    }


def sales_invoices():
    path = "/public/jurnal/api/v1/sales_invoices"
    return requests.get(BASE + path, headers=headers("GET", path), timeout=30).json()
''',
    cred="alnum:32",
    extra=lambda rng, s: s.update(cid=alnum(rng, 16)),
)

M.reg(
    "gianyar_booking_bot_telegram_token_yaml",
    ("bot/config.yaml", "<<org>>-bot/config.yml"),
    """# Bot Telegram untuk konfirmasi jadwal artis tamu
telegram:
  token: "<<cred>>"
  admin_chat_id: -100<<n6>><<nn>>
studio:
  nama: "<<orgc>> Tattoo Ubud"
  jam_buka: "10:00"
  jam_tutup: "22:00"
  hari_libur: ["Nyepi", "Galungan", "Kuningan"]
pengingat:
  jam_sebelum: 24
""",
    cred="p:telegram_bot",
)

M.reg(
    "gianyar_appointment_book_page_ocr_sandi",
    ("scan/buku_janji_<<date>>.txt", "photos/ocr/<<org>>_buku_<<nn>>.txt"),
    """JANJI TATO  —  minggu ke-<<n>>
Sen  Mark (AUS)  sleeve sesi 2   DP 1.5jt  ✓
Sel  Yuki (JP)   lotus kecil     DP 500rb
Rab  —
---
email studio utk Klook:
<<email>>
sandi: <<cred>>
(ganti tiap bulan - <<first>>)
""",
    cred="human_x",
)

M.reg(
    "gianyar_crontab_sshpass_rsync_backup",
    ("crontab/<<fa>>.crontab", "var/spool/cron/crontabs/<<fa>>"),
    """# m h  dom mon dow   command
# backup foto portofolio + formulir persetujuan ke NAS di rumah
0 2 * * * sshpass -p '<<cred>>' rsync -az --delete /home/<<fa>>/studio/ backup@<<nas>>:/volume1/<<org>>/studio/ >> /var/log/backup_studio.log 2>&1
30 2 * * 0 find /home/<<fa>>/studio/tmp -mtime +14 -delete
""",
    cred=lambda rng, fam: gen_pw(rng, sym="!#*+-_.?@^~=:"),  # no % (a newline to cron)
    extra=lambda rng, s: s.update(
        nas=pick(rng, (f"{s['org']}.ddns.net", f"nas-{s['fa']}.myds.me"))
    ),
)
