# ruff: noqa: E501
"""Family l: a trade-finance clerk (L/C, SKBDN) at a trading house in Surabaya, Indonesia
(Indonesian / Javanese; KlikBCA Bisnis, INSW / CEISA, Midtrans, Xendit, Accurate)."""

from __future__ import annotations

import json

from hundredthirtieth_spec import Fam, prov, reg

F = Fam(
    name="kredok_surabaya_trade_finance_clerk",
    orgs=("suramaju", "perakniaga", "bajulsakti", "semerutrading", "gresikmakmur"),
    tld="co.id",
    first=(
        ("Budi", "budi"),
        ("Siti", "siti"),
        ("Agus", "agus"),
        ("Dewi", "dewi"),
        ("Eko", "eko"),
        ("Rina", "rina"),
        ("Wahyu", "wahyu"),
        ("Ayu", "ayu"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wijaya", "wijaya"),
        ("Pratama", "pratama"),
        ("Hidayat", "hidayat"),
        ("Setiawan", "setiawan"),
        ("Kusuma", "kusuma"),
    ),
    words=(
        "surabaya",
        "suroboyo",
        "rawon",
        "lontong",
        "bajul",
        "arek",
        "merdeka",
        "garuda",
        "semeru",
        "bromo",
        "madura",
        "kapal",
        "gudang",
        "rujak",
        "persebaya",
        "pelabuhan",
    ),
    pets=("mimi", "belang", "oyen", "kiki", "bleki", "molly", "mochi"),
    places=("Surabaya", "Perak", "Gresik", "Sidoarjo", "Malang", "Madura"),
    cc="+62812",
)

reg(
    F,
    "kredok_indonesian_whatsapp_kata_sandi_klikbca",
    ("WhatsApp Chat with <<fn2>> <<ln2>>.txt", "Cadangan/WhatsApp Chat - Keuangan <<n>>.txt"),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: Mbak, aku mau cek mutasi buat pembayaran L/C, KlikBCA Bisnis ga bisa masuk
<<dmy>> <<time>> - <<fn2>> <<ln2>>: Pake user admin kantor ya
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: corporate ID <<orgu>><<n>>, user <<user>>
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: kata sandi: <<cred>>
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: KeyBCA-nya ada di laci aku
<<dmy>> <<time2>> - <<fn>> <<ln>>: Siap mbak, matur nuwun 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "kredok_ceisa_host_to_host_bearer_python",
    ("h2h/ceisa_client.py", "scripts/cek_pib_<<n>>.py"),
    '''"""Cek status PIB di CEISA 4.0 (host-to-host) sebelum dokumen L/C dikirim ke bank."""

import requests

CEISA_URL = "https://apis-gw.beacukai.go.id/openapi/status"
ACCESS_TOKEN = "<<cred>>"


def status_pib(nomor_aju: str) -> dict:
    r = requests.get(
        f"{CEISA_URL}/{nomor_aju}",
        headers={"Authorization": f"Bearer {ACCESS_TOKEN}"},
        timeout=30,
    )
    return r.json()
''',
    "jwt",
)

reg(
    F,
    "kredok_midtrans_server_key_env",
    (".env", "pembayaran/.env.production", "var/www/<<org>>/.env"),
    """APP_NAME=<<orgc>>Invoice
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_MERCHANT_ID=G<<big>>
MIDTRANS_CLIENT_KEY=Mid-client-<<clientkey>>
MIDTRANS_SERVER_KEY=<<cred>>
""",
    "p:midtrans",
    syntax="",
    extra=lambda rng, s: {"clientkey": prov(rng, "midtrans")[11:27]},
)

reg(
    F,
    "kredok_xendit_invoice_go_client",
    ("internal/payment/xendit.go", "cmd/tagihan/xendit_<<n>>.go"),
    """package payment

import (
	"net/http"
	"strings"
)

// Tagihan DP kontrak ekspor lewat Xendit Invoice API
const xenditSecretKey = "<<cred>>"

func NewInvoiceRequest(body string) (*http.Request, error) {
	req, err := http.NewRequest("POST", "https://api.xendit.co/v2/invoices", strings.NewReader(body))
	if err != nil {
		return nil, err
	}
	req.SetBasicAuth(xenditSecretKey, "")
	req.Header.Set("Content-Type", "application/json")
	return req, nil
}
""",
    "p:xendit",
    syntax="",
)

reg(
    F,
    "kredok_lc_draft_email_pdf_kata_sandi",
    ("Mail/Kotak Masuk/<<epoch>>.eml", "Outlook/LC_<<n>>.eml"),
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: Draft L/C No. <<big>> - mohon dicek
Date: Wed, 15 Apr <<year>> 13:20:05 +0700
Content-Type: text/plain; charset=UTF-8

Dik <<fn>>,

Terlampir draft L/C dari bank penerbit untuk kontrak kopi dan kakao. File PDF dikunci.
Kata sandi PDF: <<cred>>

Tolong cocokkan latest shipment date dan syarat B/L dengan sales contract sebelum jam 4 sore.

Salam,
<<fn2>> <<ln2>>
Trade Finance, <<orgc>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "kredok_accurate_online_api_yaml",
    ("config/accurate.yaml", "integrasi/accurate_<<n>>.yaml"),
    """# Sinkron jurnal L/C & biaya bank ke Accurate Online
accurate:
  host: https://public.accurate.id
  app_key: "<<uuid>>"
  signature_secret: "<<cred>>"
  database_id: <<nn>>
akun:
  biaya_bank: "6-1300"
  uang_muka_lc: "1-1500"
""",
    "alnum:64",
)

reg(
    F,
    "kredok_serah_terima_swift_token_pin_md",
    ("Serah Terima/serah_terima_<<fa>>_<<date>>.md", "Dokumen/handover_tf_<<n>>.md"),
    """# Serah terima pekerjaan – Trade Finance

Dari: <<fn>> <<ln>> · Kepada: <<fn2>> <<ln2>> · Tanggal: <<dmy>>

## Akses

| Sistem | User | Catatan |
|---|---|---|
| Internet banking bisnis | <<user>> | token fisik di brankas |
| Portal L/C bank | <<fa>>.<<la>> | PIN token: <<cred>> |
| INSW | pakai akun PPJK | tanya forwarder |

## Pekerjaan berjalan

- L/C <<big>> (impor mesin), amendemen kedua menunggu persetujuan supplier
- SKBDN untuk pembelian gula, jatuh tempo <<dmy>>
""",
    "human",
    syntax="",
)


def _tg_cfg(s):
    data = {
        "bot_token": s["cred"],
        "chat_id": -1000000000000 - int(s["big"]),
        "pesan": "Notifikasi jatuh tempo L/C dan SKBDN",
        "jadwal": "0 8 * * 1-5",
    }
    return json.dumps(data, indent=2, ensure_ascii=False) + "\n"


reg(
    F,
    "kredok_telegram_bot_jatuh_tempo_json",
    ("bot/config.json", "notifier/telegram_<<n>>.json"),
    _tg_cfg,
    "p:telegram",
)
