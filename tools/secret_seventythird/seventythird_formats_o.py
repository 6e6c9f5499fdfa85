# ruff: noqa: E501
"""Family o: a traditional ice-cream parlour (bastani sonnati and faloodeh) in Shiraz, Iran;
Persian."""

from __future__ import annotations

from seventythird_spec import Fam

F = Fam(
    name="bastani_shiraz_icecream_parlour",
    orgs=("bastanimehr", "faloodehshiraz", "bastanivakil", "golabsonnati"),
    tld="ir",
    first=(
        ("علی", "ali"),
        ("مریم", "maryam"),
        ("رضا", "reza"),
        ("زهرا", "zahra"),
        ("حسین", "hossein"),
        ("نگار", "negar"),
        ("امیر", "amir"),
    ),
    last=(
        ("محمدی", "mohammadi"),
        ("حسینی", "hosseini"),
        ("رضایی", "rezaei"),
        ("کریمی", "karimi"),
        ("شیرازی", "shirazi"),
        ("نوری", "nouri"),
    ),
    words=(
        "bastani",
        "sonnati",
        "faloodeh",
        "zafaran",
        "golab",
        "pesteh",
        "shiraz",
        "hafez",
        "saadi",
        "persepolis",
        "eram",
        "naranj",
        "zereshk",
        "esteghlal",
        "nowruz",
        "yalda",
        "vakil",
        "akbar",
    ),
    pets=("pishi", "mestoo", "jessy", "shadow", "mili", "pashmak"),
    cc="+98",
    city="شیراز",
)

F.reg(
    "bastani_zarinpal_merchant_laravel_env",
    ("shop/.env", "deploy/<<org>>/.env.production"),
    """APP_NAME=BastaniMehr
APP_ENV=production
APP_LOCALE=fa
DB_HOST=127.0.0.1
DB_DATABASE=bastani
ZARINPAL_MERCHANT_ID=<<cred>>
ZARINPAL_SANDBOX=false
ZARINPAL_CALLBACK=https://<<dom>>/payment/verify
""",
    "p:zarinpal",
    syntax="",
)

F.reg(
    "bastani_kavenegar_sms_orders_python",
    ("sms/ersal_<<n3>>.py", "home/<<first_a>>/bastani/kavenegar_<<date>>.py"),
    '''"""پیامک تأیید سفارش فالوده و بستنی سنتی برای مشتری"""
from kavenegar import KavenegarAPI

api = KavenegarAPI("<<cred>>")


def taeed(mobile: str, code: str) -> None:
    api.verify_lookup({"receptor": mobile, "token": code, "template": "bastani-order"})
''',
    "HEX:88",
)


def _wa_fa(s: dict) -> str:
    d = f"{s['year']}/{s['mo']}/{s['d']}، {s['time']}"
    return (
        f"{d} - {s['first']}: سلام، پنل اسنپ‌فود از حساب خارج شده، رمزش چیه؟\n"
        f"{d} - {s['first2']}: نام کاربری {s['phone']}\n"
        f"{d} - {s['first2']}: رمز {s['cred']}\n"
        f"{d} - {s['first2']}: فالوده تموم شد، از منو برش دار 🍧\n"
        f"{d} - {s['first']}: چشم، مرسی 🙏\n"
    )


F.reg(
    "bastani_persian_whatsapp_ramz_snappfood_panel",
    (
        "WhatsApp/گفتگوی واتس‌اپ با بستنی <<n>>.txt",
        "Downloads/WhatsApp Chat with <<first2_a>> <<date>>.txt",
    ),
    _wa_fa,
    "human",
    syntax="",
)

F.reg(
    "bastani_sepidar_accounting_app_config_xml",
    ("Sepidar/SepidarClient.exe.config", "C/Program Files/<<org>>/Sepidar_<<n>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="SepidarConnection" connectionString="Data Source=<<lan>>\\SEPIDAR;Initial Catalog=Sepidar01;User ID=sa;Password=<<cred>>;" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="FiscalYear" value="1403" />
    <add key="Branch" value="شعبه خیابان زند" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "bastani_bale_messenger_copied_reply_only_ramz_wifi",
    ("Notes/bale_<<first2_a>>_<<date>>.txt", "گوشی/پیام_بله_<<n4>>.txt"),
    """<<first>>, [<<date>> <<time>>]
رمز وای‌فای مشتری‌ها رو عوض کردی؟

<<first2>>, [<<date>> <<time2>>]
<<cred>>
""",
    "human_x",
    syntax="",
)

F.reg(
    "bastani_idpay_gateway_api_key_php",
    ("shop/app/Config/IdPay.php", "www/<<org>>/idpay_<<n3>>.php"),
    """<?php
// درگاه IDPay برای سفارش آنلاین بستنی و فالوده
return [
    'api_key' => '<<cred>>',
    'sandbox' => 0,
    'callback' => 'https://<<dom>>/idpay/callback',
];
""",
    "uuid",
    syntax="",
)

F.reg(
    "bastani_freezer_display_esp8266_ino_wifi",
    (
        "firmware/freezer_display/freezer_display.ino",
        "Arduino/bastani_freezer_<<n>>/bastani_freezer_<<n>>.ino",
    ),
    """// نمایشگر دمای فریزر ویترین بستنی (DS18B20 + OLED)
#include <ESP8266WiFi.h>
#include <OneWire.h>
#include <DallasTemperature.h>

const char* ssid = "Bastani_Staff";
const char* password = "<<cred>>";
const char* server = "<<lan>>";

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) delay(500);
}
""",
    "human_x",
    syntax="",
)

F.reg(
    "bastani_cashier_pc_anydesk_note_txt",
    ("Desktop/پشتیبانی_<<n>>.txt", "Documents/anydesk_sandogh_<<date>>.txt"),
    """پشتیبانی نرم‌افزار صندوق (سپیدار)
AnyDesk: <<n3>> <<n3>> <<n3>>
رمز دسترسی بدون حضور:
<<cred>>
تلفن پشتیبان: <<phone>>
""",
    "human_x",
    syntax="",
)
