# ruff: noqa: E501
"""Family m: a bag and luggage repairer (servis tas dan koper) in Bandung, Indonesia
(Indonesian, Sundanese)."""

from __future__ import annotations

from hundredtwentyseventh_spec import Fam

F = Fam(
    name="reparasi_tas_koper_bag",
    prefix="reparasi",
    orgs=("tasbagus", "koperjaya", "resletingkilat", "servistasdago"),
    shops=("Tas Bagus Service Center", "Servis Koper Jaya Cihampelas", "Resleting Kilat Dago"),
    tld="co.id",
    first=(
        ("Budi", "budi"),
        ("Siti", "siti"),
        ("Agus", "agus"),
        ("Dewi", "dewi"),
        ("Rina", "rina"),
        ("Eko", "eko"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wijaya", "wijaya"),
        ("Hidayat", "hidayat"),
        ("Saputra", "saputra"),
        ("Kusuma", "kusuma"),
    ),
    words=(
        "koper",
        "resleting",
        "jahit",
        "bandung",
        "persib",
        "bakso",
        "cilok",
        "sunda",
        "merdeka",
        "garuda",
        "cimahi",
        "dago",
        "batagor",
        "maung",
    ),
    pets=("mochi", "belang", "oyen", "kitty", "simeong"),
    cc="+62",
    places=("Dago", "Cihampelas", "Buah Batu", "Antapani"),
)

F.reg(
    "whatsapp_indonesia_kata_sandi",
    ("WhatsApp Chat dengan <<fa>> <<n>>.txt", "cadangan/whatsapp_<<org>>_<<n>>.txt"),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: Kak, kata sandi akun Tokopedia toko apa ya? Mau balas komplain koper yg rodanya patah
<<dmy>> <<t2>> - <<fn2>> <<ln2>>: email <<email>>
<<dmy>> <<t2>> - <<fn2>> <<ln2>>: kata sandinya <<cred>>
<<dmy>> <<t2>> - <<fn>> <<ln>>: siap kak, hatur nuhun 🙏
""",
    "human",
    "",
)

F.reg(
    "midtrans_server_key_laravel_env",
    ("<<org>>-web/.env", "deploy/<<place>>/.env.production"),
    """APP_NAME="<<shop>>"
APP_ENV=production
MIDTRANS_MERCHANT_ID=G<<n3>><<n3>><<n3>>
MIDTRANS_CLIENT_KEY=Mid-client-<<hx>>
MIDTRANS_SERVER_KEY=<<cred>>
MIDTRANS_IS_PRODUCTION=true
""",
    "p:midtrans",
    "",
)

F.reg(
    "xendit_secret_key_go",
    ("internal/payment/xendit_<<n>>.go", "<<org>>-api/payment/xendit.go"),
    """package payment

// Pembayaran servis (QRIS, VA, e-wallet) lewat Xendit
import xendit "github.com/xendit/xendit-go/v6"

const xenditSecret = "<<cred>>"

func NewClient() *xendit.APIClient {
	return xendit.NewClient(xenditSecret)
}
""",
    "p:xendit",
    "",
)

F.reg(
    "moka_pos_api_token_yaml",
    ("sync/moka_<<n>>.yaml", "config/<<org>>-moka.yml"),
    """# Tarik transaksi kasir Moka POS ke laporan harian
moka:
  outlet_id: <<n3>><<n3>>
  base_url: https://api.mokapos.com/v1
  access_token: '<<cred>>'
laporan:
  kirim_ke: <<email>>
  jam: "21:00"
""",
    "hex:64",
)

F.reg(
    "tokopedia_seller_client_secret_py",
    ("marketplace/tokopedia_<<n>>.py", "<<org>>/tokped_sync.py"),
    '''"""Sinkron stok aksesori (roda koper, resleting YKK, gagang) ke Tokopedia."""

TOKOPEDIA_FS_ID = <<n3>><<n3>>
TOKOPEDIA_CLIENT_ID = "<<hx>><<hx>>"
TOKOPEDIA_CLIENT_SECRET = "<<cred>>"
SHOP_ID = <<mid>>
''',
    "lower:32",
)

F.reg(
    "wablas_wa_gateway_bash_history",
    ("home/<<fa>>/.bash_history", "srv/<<org>>/.bash_history_<<n>>"),
    """cd ~/notif-servis
cat pelanggan_selesai.csv | wc -l
curl -s https://bdg.wablas.com/api/send-message -H "Authorization: <<cred>>" -d "phone=<<phone2>>&message=Koper anda sudah selesai diservis, silakan diambil"
python3 kirim_massal.py --dry-run
exit
""",
    "alnum:60",
    "",
)

F.reg(
    "accurate_online_api_json",
    ("config/accurate_<<n>>.json", "<<org>>-akuntansi/accurate.json"),
    """{
  "accurate": {
    "host": "https://zeus.accurate.id",
    "database_id": <<n3>><<n3>>,
    "app_key": "<<rid>>",
    "signature_secret": "<<cred>>"
  },
  "cabang": "<<place>>"
}
""",
    "alnum:48",
)

F.reg(
    "buku_toko_ocr_sandi_wifi",
    ("scan/buku_toko_<<date>>_<<n>>.txt", "ocr/catatan_<<org>>_<<n>>.txt"),
    """BUKU CATATAN TOKO
WiFi tamu: <<org>>_tamu
sandi
<<cred>>
Kurir JNE ambil jam 4 sore
Resleting YKK no.10 habis - pesan <<n>> pcs
""",
    "human",
    "",
)
