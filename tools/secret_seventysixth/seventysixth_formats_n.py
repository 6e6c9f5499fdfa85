"""Family n: a handmade soap and natural cosmetics maker in Lembang, Bandung, Indonesia
(Indonesian, a little Sundanese)."""

from __future__ import annotations

import base64
import random

from seventysixth_corpus import jwt, uuid4
from seventysixth_spec import Fam, chat_wa, dec_b64_after

F = Fam(
    name="bandung_soap_cosmetics_lembang",
    orgs=("sabunwangi", "melatiherbal", "kelapasoap"),
    tld="co.id",
    first=(
        ("Siti", "siti"),
        ("Dewi", "dewi"),
        ("Agus", "agus"),
        ("Rina", "rina"),
        ("Budi", "budi"),
        ("Asep", "asep"),
        ("Euis", "euis"),
    ),
    last=(
        ("Nurhaliza", "nurhaliza"),
        ("Permana", "permana"),
        ("Suryadi", "suryadi"),
        ("Hidayat", "hidayat"),
        ("Rahmawati", "rahmawati"),
    ),
    words=(
        "sabun",
        "wangi",
        "melati",
        "sereh",
        "kopi",
        "kelapa",
        "pandan",
        "bandung",
        "lembang",
        "persib",
        "cantik",
        "mawar",
        "kunyit",
        "jahe",
        "bunga",
        "harum",
        "cendana",
    ),
    pets=("mpus", "oyen", "belang", "cemong", "kiko", "momo", "bolu"),
    cc="+62812",
    places=("Bandung", "Lembang", "Cimahi", "Garut", "Bogor", "Jakarta"),
)


# 1. Midtrans server key (Laravel .env)
F.reg(
    "bandung_midtrans_server_key_laravel_env",
    ("var/www/<<org>>/.env", "srv/toko-<<org>>/.env"),
    """APP_NAME="<<orgc>> Natural Soap"
APP_ENV=production
APP_URL=https://<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=toko
DB_USERNAME=toko
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_MERCHANT_ID=G<<nn>><<nn>><<n>>
MIDTRANS_CLIENT_KEY=Mid-client-<<h8>><<h8>>
MIDTRANS_SERVER_KEY=<<cred>>
""",
    "p:midtrans",
)

# 2. Xendit secret (Node invoice service)
F.reg(
    "bandung_xendit_invoice_reseller_node",
    ("srv/<<org>>-reseller/src/xendit.js", "home/<<fa>>/reseller-app/lib/xendit.js"),
    """// Tagihan reseller sabun & lotion (Xendit Invoice)
const { Xendit } = require('xendit-node');

const xendit = new Xendit({ secretKey: '<<cred>>' });

async function buatTagihan(reseller, total) {
  return xendit.Invoice.createInvoice({
    data: {
      externalId: `RSL-${reseller.id}-${Date.now()}`,
      amount: total,
      payerEmail: reseller.email,
      description: 'Order reseller <<orgc>>',
      currency: 'IDR',
    },
  });
}

module.exports = { buatTagihan };
""",
    "p:xendit",
    syntax="",
)


# 3. WhatsApp (dotted dates) in Indonesian


def _wa(s: dict) -> str:
    rng = random.Random(s["ts"])
    lines = [
        (
            f"{s['fn']} {s['ln']}",
            "Teh, kata sandi Tokopedia Seller yang baru apa ya? mau balas chat pembeli",
        ),
        (str(s["fn2"]), f"{s['cred']}"),
        (str(s["fn2"]), "jangan lupa logout di laptop produksi nya 🙏"),
        (f"{s['fn']} {s['ln']}", "siap, hatur nuhun teh"),
    ]
    return chat_wa(rng, lines, "dots", s["y"], s["mo"], s["d"])


F.reg(
    "bandung_indonesian_whatsapp_kata_sandi_reply",
    (
        "Chat WhatsApp dengan <<fa2>>.txt",
        "Dokumen/WhatsApp/Chat WhatsApp dengan Admin Toko <<n>>.txt",
    ),
    _wa,
    "human",
)


# 4. Kubernetes Secret with base64 data (encoded)


def _k8s(s: dict) -> str:
    v = base64.b64encode(str(s["cred"]).encode()).decode()
    u = base64.b64encode(b"toko").decode()
    return f"""apiVersion: v1
kind: Secret
metadata:
  name: toko-db
  namespace: {s["org"]}
type: Opaque
data:
  DB_USERNAME: {u}
  DB_PASSWORD: {v}
"""


F.reg(
    "bandung_k8s_toko_db_secret_data_b64",
    ("deploy/k8s/secret-db.yaml", "infra/<<org>>/k8s/toko-db-secret-<<n>>.yaml"),
    _k8s,
    "pw",
    decode=dec_b64_after("DB_PASSWORD:"),
)

# 5. Tokopedia Open API client secret (Go)
F.reg(
    "bandung_tokopedia_fs_open_api_go_client",
    ("cmd/tokosync/main.go", "<<org>>-tokosync/internal/tokped/client.go"),
    """package tokped

// Sinkron stok sabun batang & body lotion ke Tokopedia (Fulfillment Service)
const (
	FsID         = <<nn>><<nn>>
	ClientID     = "<<h8>><<h8>><<h8>><<h8>>"
	ClientSecret = "<<cred>>"
	TokenURL     = "https://accounts.tokopedia.com/token?grant_type=client_credentials"
)
""",
    "hex:32",
    syntax="",
)


# 6. Biteship API key (TypeScript config)


def _biteship(rng: random.Random, fam: Fam) -> str:
    return "biteship_live." + jwt(
        rng,
        {
            "name": "toko",
            "userId": uuid4(rng).replace("-", "")[:24],
            "iat": rng.randint(1_735_000_000, 1_760_000_000),
        },
    )


F.reg(
    "bandung_biteship_courier_rates_ts_config",
    ("src/config/shipping.ts", "<<org>>-web/src/lib/biteship.ts"),
    """// Ongkir & resi (JNE, SiCepat, AnterAja) via Biteship
export const BITESHIP_API_KEY = '<<cred>>';
export const ORIGIN_AREA = 'IDNP9IDNC22IDND<<nn>>';
export const couriers = ['jne', 'sicepat', 'anteraja'];
""",
    _biteship,
    syntax="",
)

# 7. Indonesian e-mail: BPOM cosmetic notification portal
F.reg(
    "bandung_bpom_notifkos_email_kata_sandi",
    ("Mail/Terkirim/<<date>>_bpom.eml", "Thunderbird/<<org>>/Sent/<<nn>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Akun notifikasi kosmetik BPOM
Date: Tue, <<d>> Aug <<y>> <<hh>>:<<mi>>:21 +0700
Content-Type: text/plain; charset=UTF-8

Halo <<fn2>>,

Tolong daftarkan varian sabun sereh & body butter kelapa di portal notifkos BPOM.
Username: <<user>>
Kata sandi: <<cred>>

Dokumen formula ada di folder Produksi/<<y>>. Terima kasih!
<<fn>>
""",
    "human",
)

# 8. Shell script: daily stock report to a Telegram group (bot token)
F.reg(
    "bandung_stock_report_telegram_bot_sh",
    ("home/<<fa>>/bin/laporan_stok.sh", "opt/<<org>>/laporan_harian.sh"),
    """#!/bin/sh
# laporan stok harian ke grup Telegram "Produksi <<orgc>>" (cron 17:00)
BOT_TOKEN="<<cred>>"
CHAT_ID="-100<<nn>><<nn>><<nn>>"
STOK=$(mysql -N -u laporan toko -e "SELECT nama, stok FROM produk WHERE stok < 20")
curl -s "https://api.telegram.org/bot${BOT_TOKEN}/sendMessage" \\
  --data-urlencode "chat_id=${CHAT_ID}" \\
  --data-urlencode "text=Stok menipis:
${STOK}"
""",
    "p:telegram",
    syntax="",
)
