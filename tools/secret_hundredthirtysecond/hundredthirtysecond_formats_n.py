# ruff: noqa: E501
"""Family n: a child-development clinic (klinik tumbuh kembang anak) in Bandung, Indonesia (Indonesian)."""

from __future__ import annotations

from hundredthirtysecond_spec import Fam

FAM = Fam(
    name="tumbuhkembang_terapi",
    orgs=("tunasceria", "bintangkecil", "pelangianak", "tumbuhceria"),
    tld="co.id",
    first=(
        ("Siti", "siti"),
        ("Dewi", "dewi"),
        ("Rizky", "rizky"),
        ("Putri", "putri"),
        ("Agus", "agus"),
        ("Nurul", "nurul"),
        ("Fajar", "fajar"),
    ),
    last=(
        ("Hidayat", "hidayat"),
        ("Permana", "permana"),
        ("Rahmawati", "rahmawati"),
        ("Saputra", "saputra"),
        ("Kusuma", "kusuma"),
        ("Nugraha", "nugraha"),
    ),
    words=(
        "bandung",
        "persib",
        "maung",
        "batagor",
        "cilok",
        "sunda",
        "dago",
        "braga",
        "ceria",
        "tunas",
        "anak",
        "bintang",
        "merdeka",
        "bobotoh",
    ),
    pets=("oyen", "mochi", "belang", "kiko", "chiko", "momo", "bleki"),
    cc="+62 81",
    cities=("Bandung", "Cimahi", "Lembang", "Soreang"),
)
F = FAM

F.reg(
    "tumbang_whatsapp_indo_kata_sandi",
    ("WhatsApp/Chat WhatsApp dengan <<first2>>.txt", "chat/terapis_<<fa2>>_<<ymdc>>.txt"),
    """<<dd>>/<<mo>>/<<yy>> <<time>> - <<first>> <<last>>: Bu, akun Zoom klinik keluar sendiri, kata sandinya apa ya? ada sesi terapi wicara online jam 10
<<dd>>/<<mo>>/<<yy>> <<time2>> - <<first2>> <<last2>>: email terapi@<<domain>>
<<dd>>/<<mo>>/<<yy>> <<time2>> - <<first2>> <<last2>>: sandi: <<cred>>
<<dd>>/<<mo>>/<<yy>> <<time2>> - <<first>> <<last>>: Siap bu, makasih 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "tumbang_midtrans_server_key_env",
    ("pendaftaran/.env", "<<org>>-web/.env.production"),
    """APP_NAME="Klinik <<orgc>>"
APP_URL=https://daftar.<<domain>>
DB_CONNECTION=mysql
DB_DATABASE=pendaftaran

# Midtrans Snap - pembayaran paket terapi okupasi / sensori integrasi
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_CLIENT_KEY=Mid-client-<<hexid>>
MIDTRANS_SERVER_KEY=<<cred>>
""",
    cred="p:midtrans",
    syntax="",
)

F.reg(
    "tumbang_xendit_invoice_go",
    ("internal/payment/xendit.go", "<<org>>-api/pkg/tagihan_<<n>>.go"),
    """package payment

import (
	"context"

	xendit "github.com/xendit/xendit-go/v6"
	"github.com/xendit/xendit-go/v6/invoice"
)

const xenditKey = "<<cred>>"

// BuatTagihan membuat invoice untuk paket evaluasi tumbuh kembang.
func BuatTagihan(ctx context.Context, id string, jumlah float64) (string, error) {
	c := xendit.NewClient(xenditKey)
	req := *invoice.NewCreateInvoiceRequest(id, jumlah)
	inv, _, err := c.InvoiceApi.CreateInvoice(ctx).CreateInvoiceRequest(req).Execute()
	if err != nil {
		return "", err
	}
	return inv.InvoiceUrl, nil
}
""",
    cred="p:xendit",
    syntax="",
)

F.reg(
    "tumbang_satusehat_client_yaml",
    ("config/satusehat.yaml", "<<org>>-rme/config/satusehat-<<n>>.yml"),
    """# Integrasi RME klinik ke SATUSEHAT (Kemenkes)
satusehat:
  environment: production
  auth_url: https://api-satusehat.kemkes.go.id/oauth2/v1
  base_url: https://api-satusehat.kemkes.go.id/fhir-r4/v1
  organization_id: "<<uuid>>"
  client_id: <<cid>>
  client_secret: <<cred>>
""",
    cred="alnum:64",
    extra=lambda rng, s, fam: {"cid": fam.draw(rng, "alnum:48")},
)

F.reg(
    "tumbang_email_kata_sandi_google_meet",
    ("Email/Kotak Masuk/akun-<<fa>>-<<n>>.eml", "thunderbird/<<org>>/<<ymdc>>_<<n>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: Akun Google klinik untuk sesi daring
Date: <<rfcdate>> +0700
Content-Type: text/plain; charset=utf-8

Halo <<first>>,

Mulai minggu depan sesi konsultasi orang tua lewat Google Meet pakai akun klinik:
Email: sesi@<<domain>>
Kata sandi: <<cred>>

Tolong jangan disimpan di HP pribadi ya.
Salam,
<<first2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "tumbang_telegram_bot_notif_python",
    ("bot/notif_jadwal.py", "<<org>>/telegram/notif_<<n>>.py"),
    '''"""Kirim jadwal terapi besok ke grup Telegram terapis."""

import requests

BOT_TOKEN = "<<cred>>"
CHAT_ID = -100<<n2>><<n2>>


def kirim(teks: str) -> None:
    requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage", data={"chat_id": CHAT_ID, "text": teks}, timeout=10)
''',
    cred="p:tgbot",
)

F.reg(
    "tumbang_sheets_csv_akun_terapis",
    ("unduhan/Akun Terapis - Sheet1.csv", "drive/<<org>>/akun_<<n>>.csv"),
    """Nama,Peran,Email,Kata Sandi,Catatan
<<first>> <<last>>,Terapis okupasi,<<email>>,<<cred>>,
<<first2>> <<last2>>,Admin,<<email2>>,(sudah ganti),pakai 2FA
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "tumbang_papan_tulis_ocr_wifi",
    ("ocr/papan_<<ymdc>>.txt", "foto/<<org>>/ruang_tunggu_<<n>>.txt"),
    """WIFI RUANG TUNGGU
<<orgc>>_Ortu
pass: <<cred>>
""",
    cred="human",
    syntax="",
)
