# ruff: noqa: E501
"""Family k: teahouse lodges (bhattis) on the Annapurna and Khumbu trails, Nepal (English, romanised Nepali, Devanagari)."""

from __future__ import annotations

from hundredthirtyfourth_corpus import pick
from hundredthirtyfourth_spec import Fam

FAM = Fam(
    name="bhatti_teahouse_lodges",
    orgs=(
        ("himalayanview", "Himalayan View Lodge"),
        ("yetiteahouse", "Yeti Tea House"),
        ("sherpaguesthouse", "Sherpa Guest House & Restaurant"),
        ("dhaulagiriview", "Dhaulagiri View Lodge"),
    ),
    tld="com.np",
    first=(
        "पासाङ|Pasang",
        "डोल्मा|Dolma",
        "मिङ्मा|Mingma",
        "आङ|Ang",
        "लाक्पा|Lakpa",
        "सुनिता|Sunita",
        "राम|Ram",
        "सीता|Sita",
        "बिकास|Bikash",
        "निमा|Nima",
    ),
    last=(
        "शेर्पा|Sherpa",
        "गुरुङ|Gurung",
        "तामाङ|Tamang",
        "थापा|Thapa",
        "श्रेष्ठ|Shrestha",
        "राई|Rai",
        "लामा|Lama",
        "मगर|Magar",
        "पौडेल|Poudel",
        "घले|Ghale",
    ),
    words=(
        "namaste",
        "himal",
        "yak",
        "momo",
        "dalbhat",
        "chiya",
        "khukuri",
        "annapurna",
        "dhaulagiri",
        "namche",
        "ghorepani",
        "laliguras",
        "dudhkoshi",
        "tashidelek",
        "gorkha",
        "sagarmatha",
    ),
    places=("Ghorepani", "Tadapani", "Namche", "Tengboche", "Manang", "Chhomrong"),
    seasons=("barsha", "hiud", "basanta", "dashain", "tihar"),
    pets=("Bhote", "Kalu", "Tiger", "Jimmy", "Bhalu"),
    local_digits=("2081", "2080", "2082", "977"),
    cc="977",
    walks=("qwerty", "asdfgh", "1qaz2wsx", "nepal123", "qwerty123"),
    mail=("gmail.com", "yahoo.com", "ntc.net.np"),
    phone_fmt="98########",
)

MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


FAM.reg(
    "bhatti_viber_romanized_nepali_wifi_password",
    ("Viber/chat_<<ufirst2>>_<<date>>.txt", "phone_backup/<<org>>/viber_copy_<<n>>.txt"),
    """[<<dmys>> <<time>>] <<ufirst>> <<ulast>>: dai, lodge ko wifi password ke ho? trekkers haru sodhdai chhan
[<<dmys>> <<t1>>] <<ufirst2>> <<ulast2>>: naya password rakheko chu hijo, purano sabai guide lai thaha thiyo
[<<dmys>> <<t1>>] <<ufirst2>> <<ulast2>>: <<ssid>>
[<<dmys>> <<t2>>] <<ufirst2>> <<ulast2>>: पासवर्ड: <<cred>>
[<<dmys>> <<t3>>] <<ufirst2>> <<ulast2>>: 300 rupees per day, paisa liyera matra dinu hai
[<<dmys>> <<t4>>] <<ufirst>> <<ulast>>: hunchha dai 👍
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "ssid": pick(
            rng,
            (
                f"{s['orgd'].split()[0]}_Lodge",
                "EverestLink_" + s["place_rom"],
                "Lodge WiFi " + s["place_rom"],
            ),
        )
    },
)


FAM.reg(
    "bhatti_esewa_epay_hmac_php",
    ("www/<<org>>/booking/esewa.php", "<<org>>-web/app/Payments/Esewa.php"),
    """<?php
// eSewa ePay v2 - advance payment for room bookings (NPR)

$productCode = '<<pcode>>';
$secret = '<<cred>>';

function esewaSignature(string $total, string $uuid, string $productCode, string $secret): string
{
    $message = "total_amount={$total},transaction_uuid={$uuid},product_code={$productCode}";
    return base64_encode(hash_hmac('sha256', $message, $secret, true));
}

$uuid = date('ymd-His') . '-' . $booking['id'];
$signature = esewaSignature($booking['total'], $uuid, $productCode, $secret);
""",
    "p:esewa",
    extra=lambda rng, s: {"pcode": "NP-ES-" + s["org"][:8].upper()},
)


FAM.reg(
    "bhatti_fonepay_dynamic_qr_properties",
    ("pos/<<org>>/fonepay.properties", "lodge-pos/<<org>>/config/application.properties"),
    """# Lodge POS - Fonepay dynamic QR for dal bhat, hot shower and charging payments
app.lodge.name=<<orgd>>
app.lodge.place=<<place>>
fonepay.merchant.code=<<mcode>>
fonepay.merchant.secret=<<cred>>
fonepay.username=<<user>>
fonepay.qr.url=https://merchantapi.fonepay.com/api/merchant/merchantDetailsForThirdParty/thirdPartyDynamicQrDownload
spring.datasource.url=jdbc:sqlite:/home/pos/lodge.db
""",
    "p:fonepay",
    extra=lambda rng, s: {"mcode": f"NBQM{rng.randint(100000, 999999)}"},
)


FAM.reg(
    "bhatti_menu_board_ocr_wifi_password",
    ("photos_ocr/menu_<<org>>_<<n>>.txt", "OCR/<<pslug>>/menu_board_<<date>>.txt"),
    """<<orgu>> - <<placeu>>
MENU (all prices in NPR)
Dal Bhat (veg, refill) ........ 850
Veg Momo ...................... 650
Garlic Soup ................... 450
Masala Tea (cup) .............. 150
Hot Shower .................... 400
Battery Charging (per hour) ... 300
WIFI PASSWORD: <<cred>>
(WiFi 500/day - pay at counter first)
Namaste & thank you!
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"orgu": s["orgd"].upper(), "placeu": s["place"].upper()},
)


FAM.reg(
    "bhatti_trekking_agency_email_tims_login",
    ("Mail/Inbox/tims_login_<<date>>.eml", "gmail/<<org>>/<<mailid>>.eml"),
    """From: <<first2>> <<ulast2>> <<<email2>>>
To: <<email>>
Subject: login for trekking group booking portal
Date: <<day>> <<mon>> <<year>> <<time>>:<<sec>> +0545
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Namaste <<ufirst>> ji,

From next season our agency will book the rooms for groups through our portal, so you
don't need to call by satellite phone every time. Please login and confirm the rooms:

Lodge ID: <<org>>
Username: <<user>>
Password: <<cred>>

For <<place>> we need 6 rooms on the dates in the attached list.

Dhanyabad,
<<ufirst2>> <<ulast2>>
Operations, Kathmandu
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"mon": MON[int(s["month"]) - 1]},
)


FAM.reg(
    "bhatti_freeradius_clients_conf_lodge_ap",
    ("etc/freeradius/3.0/clients.conf", "radius/<<org>>/clients.conf"),
    """# Lodge access points on the <<place>> wireless link (hotspot vouchers)
client localhost {
	ipaddr = 127.0.0.1
	secret = testing123
}

client lodge_<<org>> {
	ipaddr = <<ip>>
	secret = <<cred>>
	shortname = <<org>>
	nas_type = other
	require_message_authenticator = no
}
""",
    "pw_bare",
    syntax="",
)


FAM.reg(
    "bhatti_telegram_booking_bot_token_python",
    ("bot/<<org>>/bot.py", "<<org>>-booking-bot/main.py"),
    '''"""Telegram bot: trekkers ask for a room at the lodge, the owner confirms with one tap."""

import logging

from telegram import InlineKeyboardButton, InlineKeyboardMarkup, Update
from telegram.ext import Application, CommandHandler, ContextTypes

BOT_TOKEN = "<<cred>>"
OWNER_CHAT_ID = <<chat>>
LODGE = "<<orgd>>, <<place>>"

logging.basicConfig(level=logging.INFO)


async def start(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    await update.message.reply_text(f"Namaste! Book a room at {LODGE}: /book <date> <persons>")


async def book(update: Update, context: ContextTypes.DEFAULT_TYPE) -> None:
    date, persons = context.args[:2]
    kb = InlineKeyboardMarkup([[InlineKeyboardButton("OK", callback_data=f"ok:{update.effective_chat.id}:{date}")]])
    await context.bot.send_message(OWNER_CHAT_ID, f"Room request {date} x{persons}", reply_markup=kb)


app = Application.builder().token(BOT_TOKEN).build()
app.add_handler(CommandHandler("start", start))
app.add_handler(CommandHandler("book", book))
app.run_polling()
''',
    "p:telegram",
    extra=lambda rng, s: {"chat": rng.randint(100000000, 999999999)},
)


FAM.reg(
    "bhatti_esphome_solar_monitor_api_key",
    ("esphome/solar-<<org>>.yaml", "config/esphome/<<org>>-battery.yaml"),
    """esphome:
  name: solar-<<org>>
  friendly_name: Lodge solar <<place>>

esp32:
  board: esp32dev

wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password

api:
  encryption:
    key: "<<cred>>"

ota:
  - platform: esphome
    password: !secret ota_password

sensor:
  - platform: ina226
    address: 0x40
    shunt_resistance: 0.001 ohm
    bus_voltage:
      name: "Battery voltage"
    current:
      name: "Battery current"
""",
    "p:esphome_key",
    syntax="",
)
