# ruff: noqa: E501
"""Family k: a salon supplies distributor (pakhsh) in Tehran, Iran (Persian)."""

from __future__ import annotations

import random
import xml.etree.ElementTree as ET

from hundredsixteenth_spec import Fam, enc_xml, human

F = Fam(
    name="salon_supplies_pakhsh_tehran",
    prefix="pakhsh",
    orgs=("arayeshpakhsh", "golsar", "zibatak", "nikrou"),
    tld="ir",
    first=(
        ("مریم", "maryam"),
        ("رضا", "reza"),
        ("زهرا", "zahra"),
        ("علی", "ali"),
        ("نگار", "negar"),
        ("حمید", "hamid"),
    ),
    last=(
        ("محمدی", "mohammadi"),
        ("حسینی", "hosseini"),
        ("رضایی", "rezaei"),
        ("کریمی", "karimi"),
        ("احمدی", "ahmadi"),
    ),
    words=(
        "golnar",
        "tehran",
        "tajrish",
        "zibayi",
        "rang",
        "mooy",
        "shampoo",
        "nowruz",
        "yalda",
        "pakhsh",
        "simorgh",
        "anar",
        "sabzi",
        "persepolis",
    ),
    pets=("pishi", "shirin", "ghazal", "jojo", "pashmak"),
    cc="+98",
)

F.reg(
    "bale_copied_chat_ramz_obur",
    ("Bale/گفتگو_<<fa>>.txt", "Documents/bale_<<org>>_<<date>>.txt"),
    """<<fn>> <<ln>>، [<<date>> <<hm>>]
سلام، رمز عبور پنل فروشگاه رو می‌فرستی؟ سفارش‌های آرایشگاه‌ها مونده

<<fn2>>، [<<date>> <<hm2>>]
نام کاربری: <<login>>
رمز عبور: <<cred>>

<<fn>> <<ln>>، [<<date>> <<hm2>>]
ممنون 🌷
""",
    "human",
)

F.reg(
    "zarinpal_merchant_id_php_gateway",
    ("shop/includes/zarinpal.php", "<<org>>/app/Payment/zarinpal_config.php"),
    """<?php
// درگاه زرین‌پال - سفارش عمده سالن‌ها
const ZARINPAL_MERCHANT_ID = '<<cred>>';
const ZARINPAL_CALLBACK = 'https://<<dom>>/payment/verify';
const ZARINPAL_SANDBOX = false;
""",
    "p:zarinpal",
    "",
)

F.reg(
    "kavenegar_api_key_python_sms",
    ("scripts/sms_sefaresh.py", "tools/<<org>>_kavenegar.py"),
    """# پیامک وضعیت سفارش به آرایشگاه‌ها
from kavenegar import KavenegarAPI

API_KEY = "<<cred>>"
SENDER = "1000<<id>>"


def notify(receptor: str, order_id: str) -> None:
    api = KavenegarAPI(API_KEY)
    api.sms_send({"sender": SENDER, "receptor": receptor, "message": f"سفارش {order_id} ارسال شد"})
""",
    "HEX:80",
)

F.reg(
    "sepidar_sqlserver_udl_file",
    ("hesabdari/sepidar.udl", "C/Users/<<fa>>/Desktop/<<org>>_sepidar.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=Sepidar01;Data Source=<<ip>>\\SEPIDAR
""",
    "pw",
    "",
)


def _pw_amp(rng: random.Random, s: dict[str, str]) -> str:
    return human(rng, F) + rng.choice(("&", "<", "&&", '"')) + s["n"]


F.reg(
    "price_sync_xml_escaped_password",
    ("sync/woo_sync_<<org>>.xml", "config/price_sync.xml"),
    lambda s: (
        f"""<?xml version="1.0" encoding="utf-8"?>
<!-- همگام‌سازی لیست قیمت سپیدار با فروشگاه -->
<sync>
  <source type="sqlserver" host="{s["ip"]}" db="Sepidar01"/>
  <target url="https://{s["dom"]}/wp-json/wc/v3">
    <user>{s["login"]}</user>
    <password>{enc_xml(s["cred"])}</password>
  </target>
  <interval minutes="30"/>
</sync>
"""
    ),
    _pw_amp,
    decode=lambda t: ET.fromstring(t.encode()).findtext("target/password") or "",
)

F.reg(
    "warehouse_scanner_wpa_supplicant",
    ("anbar/wpa_supplicant.conf", "etc/wpa_supplicant/wpa_supplicant-<<org>>.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=IR

network={
    ssid="<<Org>>-Anbar"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "pw_dq",
    "",
)

F.reg(
    "handover_note_persian_sana_tax",
    ("yaddasht/تحویل_<<date>>.txt", "notes/<<fa>>_handover.txt"),
    """یادداشت تحویل کار — <<date>>
۱. موجودی رنگ موی ۷ تا ۹ کم است، سفارش به تأمین‌کننده.
۲. سامانه مودیان (tax.gov.ir)
   نام کاربری: <<login>>
   رمز: <<cred>>
۳. چک‌های برگشتی را به <<fn2>> بدهید.
""",
    "human",
)

F.reg(
    "wp_cli_woocommerce_consumer_secret_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history_<<org>>"),
    """cd /var/www/<<org>>
wp plugin update --all
wp wc product list --user=1 --fields=id,sku,price | head
curl -s -u ck_<<ck>>:<<cred>> https://<<dom>>/wp-json/wc/v3/orders?status=processing | jq length
wp cache flush
""",
    "x:cs_:40",
    "",
    extra=lambda rng, s: {"ck": s["uuid"].replace("-", "") + "abcd0123"},
)
