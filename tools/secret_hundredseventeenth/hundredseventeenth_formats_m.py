# ruff: noqa: E501
"""Family m: an RT/RW-net hotspot voucher vending operator in Yogyakarta, Indonesia; Indonesian, Javanese."""

from hundredseventeenth_spec import Fam, alnum, dec_basic, enc_basic

F = Fam(
    name="rtrwnet_hotspot_voucher_vending_jogja",
    orgs=("warnetjaya", "rtrwmaju", "sleman", "jogjaspot"),
    tld="co.id",
    first=(
        ("Budi", "budi"),
        ("Siti", "siti"),
        ("Agus", "agus"),
        ("Dewi", "dewi"),
        ("Wahyu", "wahyu"),
        ("Rina", "rina"),
    ),
    last=(
        ("Santoso", "santoso"),
        ("Wibowo", "wibowo"),
        ("Lestari", "lestari"),
        ("Prasetyo", "prasetyo"),
        ("Nugroho", "nugroho"),
    ),
    words=(
        "jogja",
        "malioboro",
        "gudeg",
        "merapi",
        "sleman",
        "wifi",
        "voucher",
        "rtrw",
        "mantap",
        "sehat",
        "berkah",
        "garuda",
        "bakso",
        "sayang",
    ),
    pets=("mimi", "kucing", "belang", "oyen", "bleki"),
    cc="+62",
    city="Yogyakarta",
)

F.reg(
    "rtrwnet_whatsapp_indonesia_sandi_mikhmon",
    ("WhatsApp/Chat WhatsApp dengan Mas <<fn>>.txt", "chats/rtrw_<<fa>>_<<n>>.txt"),
    """<<dmy>> <<time>> - <<fn>> <<ln>>: Mas, voucher 5rb habis, aku mau generate lewat Mikhmon tapi lupa sandinya
<<dmy>> <<time>> - Mas <<fn2>>: user admin, sandi <<cred>>
<<dmy>> <<time2>> - <<fn>> <<ln>>: Siap mas, suwun 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "rtrwnet_midtrans_qris_voucher_laravel_env",
    ("voucher-online/.env", "www/<<org>>/.env"),
    """APP_NAME="Voucher <<Org>>"
APP_ENV=production
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_MERCHANT_ID=G<<n2>><<n>>
MIDTRANS_CLIENT_KEY=Mid-client-<<ck>>
MIDTRANS_SERVER_KEY=<<cred>>
MIKROTIK_HOST=<<lan>>
""",
    cred="p:midtrans",
    syntax="",
    extra=lambda rng, s: {"ck": alnum(rng, 16)},
)

F.reg(
    "rtrwnet_xendit_invoice_callback_node",
    ("src/xendit.js", "bot/<<org>>/xendit_<<n>>.js"),
    """const Xendit = require('xendit-node');
const x = new Xendit({ secretKey: '<<cred>>' });
const { Invoice } = x;
const inv = new Invoice({});

module.exports = async (paket, hp) => inv.createInvoice({
  externalID: `vcr-${Date.now()}`,
  amount: paket === 'harian' ? 5000 : 50000,
  payerEmail: `${hp}@<<dom>>`,
  description: `Voucher WiFi ${paket}`,
});
""",
    cred="p:xendit",
    syntax="",
)

F.reg(
    "rtrwnet_mikrotik_radius_client_secret_rsc",
    ("mikrotik/rb750_<<date>>.rsc", "backup/<<org>>-hotspot-<<n>>.rsc"),
    """# <<date>> by RouterOS 6.49.15
/ip hotspot profile
set [ find default=yes ] html-directory=hotspot login-by=http-chap,cookie use-radius=yes
/radius
add address=<<ip>> secret=<<cred>> service=hotspot,login timeout=3s
/ip hotspot walled-garden
add dst-host=*.<<dom>>
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "rtrwnet_coin_vending_esp32_ino",
    ("vending/koin_voucher_<<n>>.ino", "Arduino/vending_<<org>>/vending_<<org>>.ino"),
    """#include <WiFi.h>
#include <HTTPClient.h>

const char* WIFI_SSID = "<<Org>>-MGMT";
const char* WIFI_PASS = "<<cred>>";
const char* API = "http://<<lan>>/api/voucher?paket=";
volatile int koin = 0;

void IRAM_ATTR coinISR() { koin++; }

void setup() {
  pinMode(27, INPUT_PULLUP);
  attachInterrupt(27, coinISR, FALLING);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
}
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "rtrwnet_routeros_rest_basic_header_python",
    ("scripts/buat_voucher.py", "tools/rest_<<n>>.py"),
    """import requests

HEAD = {"Authorization": "Basic <<basic>>", "Content-Type": "application/json"}
ROUTER = "https://<<lan>>/rest"

for i in range(20):
    requests.put(f"{ROUTER}/ip/hotspot/user", headers=HEAD, json={"name": f"vc<<n>>{i}", "profile": "5rb"}, verify=False, timeout=10)
""",
    cred="pw",
    extra=lambda rng, s: {"basic": enc_basic("api-voucher")(str(s["cred"]))},
    decode=dec_basic,
)

F.reg(
    "rtrwnet_tripay_private_key_php",
    ("payment/tripay.php", "public_html/<<org>>/tripay_<<n>>.php"),
    """<?php
$apiKey       = '<<ak>>';
$privateKey   = '<<cred>>';
$merchantCode = 'T<<n2>>';
$merchantRef  = 'INV' . time();
$amount       = 10000;
$signature    = hash_hmac('sha256', $merchantCode . $merchantRef . $amount, $privateKey);
""",
    cred=lambda rng: "-".join(alnum(rng, 5) for _ in range(5)),
    syntax="",
    extra=lambda rng, s: {"ak": alnum(rng, 40)},
)

F.reg(
    "rtrwnet_telegram_voucher_bot_python",
    ("bot/voucher_bot.py", "home/<<fa>>/bot_<<n>>.py"),
    """from telegram.ext import Application, CommandHandler

TOKEN = "<<cred>>"


async def voucher(update, context):
    await update.message.reply_text("Voucher 5rb: ketik /beli 5rb lalu bayar QRIS")


app = Application.builder().token(TOKEN).build()
app.add_handler(CommandHandler("voucher", voucher))
app.run_polling()
""",
    cred="p:telegram",
)
