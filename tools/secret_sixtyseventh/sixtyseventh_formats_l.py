"""Family l: a small publisher with its own bookshop in Lviv, Ukraine (Ukrainian)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from sixtyseventh_corpus import gen_pw, hexs
from sixtyseventh_spec import KNYHARNIA as F
from sixtyseventh_spec import enc_xml


def _viber_txt(s: dict) -> str:
    pre = f"[{s['dmy']}, {s['time']}]"
    a, b = s["fn"], s["fn2"]
    return f"""{pre} {a}: {b}, привіт! Каса в книгарні не пускає в Poster, пише невірний пароль
{pre} {b}: Я міняла в понеділок. Новий пароль: {s["cred"]}
[{s["dmy"]}, {s["time2"]}] {a}: Дякую! Запрацювало 📚
[{s["dmy"]}, {s["time2"]}] {b}: Тільки не записуй на стікері біля каси 😅
"""


F.reg(
    "ukrainian_viber_text_parol_poster_pos",
    ("Viber/Чат з <<fn2_a>>_<<n>>.txt", "exports/viber-knyharnia-<<date>>.txt"),
    _viber_txt,
    cred="human",
    syntax="",
)

F.reg(
    "liqpay_keys_wordpress_plugin_php",
    ("wp-content/plugins/<<org>>-liqpay/config.php", "www/<<org>>/liqpay-config.php"),
    """<?php
// LiqPay - оплата замовлень в інтернет-книгарні
const LIQPAY_PUBLIC_KEY = 'i<<pub>>';
const LIQPAY_PRIVATE_KEY = '<<cred>>';
const LIQPAY_RESULT_URL = 'https://<<dom>>/dyakuyemo';
const LIQPAY_SERVER_URL = 'https://<<dom>>/liqpay/callback';
""",
    cred="p:liqpay",
    syntax="",
    extra=lambda rng, s: {"pub": str(rng.randint(10**10, 10**11))},
)

F.reg(
    "novaposhta_api_key_python_ttn",
    ("scripts/nova_poshta_ttn.py", "<<org>>/delivery/np_<<n>>.py"),
    """\"\"\"Створення ТТН Нової пошти для замовлень книгарні.\"\"\"
import requests

NP_API_KEY = "<<cred>>"
SENDER_CITY_REF = "<<uuid>>"


def create_ttn(recipient_phone: str, weight: float) -> dict:
    payload = {
        "apiKey": NP_API_KEY,
        "modelName": "InternetDocument",
        "calledMethod": "save",
        "methodProperties": {"CitySender": SENDER_CITY_REF, "Weight": str(weight), "RecipientsPhone": recipient_phone},
    }
    return requests.post("https://api.novaposhta.ua/v2.0/json/", json=payload, timeout=20).json()
""",
    cred="p:novaposhta",
)

F.reg(
    "monobank_acquiring_x_token_env",
    (".env", "shop-<<org>>/.env.production", "srv/<<org>>-shop/.env"),
    """# monobank еквайринг (інтернет-книгарня)
MONO_API=https://api.monobank.ua/api/merchant
MONO_X_TOKEN=<<cred>>
MONO_REDIRECT_URL=https://<<dom>>/zamovlennia/dyakuyemo
MONO_WEBHOOK_URL=https://<<dom>>/api/mono/webhook
""",
    cred="p:monobank",
    syntax="",
)

F.reg(
    "ukrainian_email_parol_drukarnia_ftp",
    ("mail/<<login>>/INBOX/<<n5>>.eml", "Thunderbird/Надіслані/<<date>>-<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Макет нової збірки - доступ до FTP друкарні
Date: <<d>> Sep <<y>> <<time>>:48 +0300
Content-Type: text/plain; charset="utf-8"

Добрий день, <<fn2>>!

Фінальні PDF для тиражу завантажуйте на FTP друкарні:
сервер: ftp.drukarnia<<n>>.com.ua
логін: <<org>>
пароль: <<cred>>

Наклад 1500 прим., обкладинка - софт-тач.

З повагою,
<<fn>> <<ln>>
Видавництво «<<orgc>>», <<city>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "checkbox_prro_cashier_json_config",
    ("checkbox/config.json", "kasa/<<org>>-checkbox-<<n>>.json"),
    lambda s: json.dumps(
        {
            "api_url": "https://api.checkbox.ua/api/v1",
            "license_key": s["lic"],
            "cashier": {"login": s["login"], "password": s["cred"]},
            "shop": {"name": f"Книгарня «{s['orgc']}»", "address": s["city"]},
            "print_receipt": True,
        },
        ensure_ascii=False,
        indent=2,
    ),
    cred="pw_json",
    extra=lambda rng, s: {"lic": hexs(rng, 24)},
)

F.reg(
    "prom_ua_api_token_orders_js",
    ("integrations/prom/orders.js", "<<org>>-sync/prom_<<n>>.js"),
    """// Замовлення з Prom.ua -> склад книгарні
const PROM_TOKEN = "<<cred>>";

async function newOrders() {
  const res = await fetch("https://my.prom.ua/api/v1/orders/list?status=pending", {
    headers: { Authorization: `Bearer ${PROM_TOKEN}` },
  });
  return (await res.json()).orders;
}

module.exports = { newOrders };
""",
    cred="hex:40",
    syntax="",
)


def _webconfig(s: dict) -> str:
    cs = f"Server={s['lan']};Database=Knyharnia;User Id=sklad;Password={enc_xml(s['cred'])};"
    return f"""<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Sklad" connectionString="{cs}" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="ShopName" value="{s["orgc"]}" />
    <add key="City" value="{s["city"]}" />
  </appSettings>
</configuration>
"""


def _dec_webconfig(text: str) -> str:
    cs = ET.fromstring(text.encode()).find("connectionStrings/add").get("connectionString")
    return cs.split("Password=", 1)[1].split(";", 1)[0]


F.reg(
    "warehouse_web_config_xml_escaped_password",
    ("Sklad/Web.config", "inetpub/<<org>>-sklad/Web.config"),
    _webconfig,
    cred=lambda rng, fam: gen_pw(rng, sym="&<>"),
    syntax="xml",
    decode=_dec_webconfig,
)
