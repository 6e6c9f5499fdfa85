# ruff: noqa: E501
"""Family i: a piercing and jewellery studio in Eastleigh (Nairobi, Kenya), English,
Swahili and Sheng."""

from __future__ import annotations

import random
from xml.sax.saxutils import quoteattr

from hundredfortieth_spec import Fam, alnum, b64, hexs, pick

I = Fam(  # noqa: E741
    "kutoboa_mwili_eastleigh",
    orgs=("tobolamwili", "eastleighpierce", "nairobirings"),
    tld="co.ke",
    first="Wanjiru Otieno Achieng Kamau Njeri Mwangi Akinyi Kiprono Wambui Omondi Fatuma Hassan",
    last="Kariuki Ochieng Mutua Wafula Njoroge Kimani Abdi Chebet Onyango Maina Mohamed Wekesa",
    words=(
        "kutoboa",
        "mwili",
        "eastleigh",
        "nairobi",
        "harambee",
        "simba",
        "jambo",
        "pete",
        "matatu",
        "uhuru",
        "karibu",
        "tusker",
        "nyama",
        "hakuna",
        "bahati",
    ),
    pets=("Simba", "Bosco", "Jimmy", "Rocky", "Shiku", "Tiger", "Bingo", "Kitty"),
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwe123", "zxcvbn", "qwerty123"),
    clubs=("GorMahia1968", "Gor1968", "Ingwe1964", "Harambee1963", "KOGalo1968"),
    cc="+254 7## ### ###",
    city="Nairobi",
)

I.reg(
    "eastleigh_daraja_stk_push_node_dotenv",
    ("mpesa-api/.env", "apps/<<org>>-payments/.env.production"),
    """# M-Pesa Daraja (STK push for booking deposits) — go-live app on developer.safaricom.co.ke
MPESA_ENV=production
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_SHORTCODE=<<n6>>
MPESA_PASSKEY=<<passkey>>
MPESA_CALLBACK_URL=https://<<dom>>/api/mpesa/callback
DEPOSIT_KES=1000
""",
    cred="p:daraja_secret",
    extra=lambda rng, s: s.update(ckey=alnum(rng, 48), passkey=hexs(rng, 64)),
)

I.reg(
    "eastleigh_africastalking_sms_reminder_python",
    ("reminders/send_sms.py", "<<org>>/scripts/aftercare_sms.py"),
    '''"""Aftercare reminders by SMS (Africa's Talking) — day 1, day 7 and day 30 after a piercing."""

import africastalking

africastalking.initialize(username="<<org>>", api_key="<<cred>>")
sms = africastalking.SMS

MESSAGES = {
    1: "Jambo {name}! Clean your new piercing twice a day with saline only. Usiguse na mikono chafu.",
    7: "Hi {name}, how is the piercing? Any redness or swelling, come see us at <<orgc>> Eastleigh.",
    30: "Hi {name}, time for a check-up and downsize of the bar. Book: <<phone>>",
}


def send(phone: str, name: str, day: int) -> None:
    sms.send(MESSAGES[day].format(name=name), [phone], sender_id="<<orgc>>"[:11])
''',
    cred="p:africastalking",
)

I.reg(
    "eastleigh_whatsapp_sheng_password_org_portal",
    ("WhatsApp/WhatsApp Chat with <<fa2>>.txt", "backup/whatsapp/<<org>>_<<date>>.txt"),
    """<<dd>>/<<mo>>/<<year>>, <<time>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
<<dd>>/<<mo>>/<<year>>, <<time>> - <<full2>>: Boss, siwezi ingia M-PESA org portal, inasema password si sahihi
<<dd>>/<<mo>>/<<year>>, <<time2>> - <<full>>: Nilibadilisha jana. Username ni <<login>>
<<dd>>/<<mo>>/<<year>>, <<time2>> - <<full>>: Password: <<cred>>
<<dd>>/<<mo>>/<<year>>, <<time2>> - <<full2>>: Sawa, nimeingia 👍 statement ya mwezi nitatuma jioni
<<dd>>/<<mo>>/<<year>>, <<time2>> - <<full>>: Usiitume kwa group tafadhali
""",
    cred="human",
)

I.reg(
    "eastleigh_pesapal_v3_php_consumer_secret",
    ("payments/pesapal_config.php", "public_html/<<org>>/shop/pesapal.php"),
    """<?php
// Pesapal API 3.0 — card + M-Pesa checkout for the jewellery shop
return [
    'environment'     => 'live',
    'base_url'        => 'https://pay.pesapal.com/v3',
    'consumer_key'    => '<<ckey>>',
    'consumer_secret' => '<<cred>>',
    'ipn_id'          => '<<uuid>>',
    'callback_url'    => 'https://<<dom>>/shop/pesapal/return',
    'currency'        => 'KES',
];
""",
    cred="p:pesapal",
    extra=lambda rng, s: s.update(ckey=b64(rng, 21)),
)

I.reg(
    "eastleigh_accountant_email_kra_itax_password",
    ("mail/accountant/itax_<<year>>.eml", "Gmail/Inbox/<<hex8>>.eml"),
    """From: <<full2>> <<<fa2>>.<<la2>>@<<acc>>.co.ke>
To: <<email>>
Subject: KRA iTax - password reset done
Date: <<maildate>> +0300
Content-Type: text/plain; charset=utf-8

Hi <<first>>,

I have reset the iTax password for the business so I can file the VAT and the
turnover tax returns before the 20th.

KRA PIN: P05<<n6>><<pinl>>
Password: <<cred>>

eTIMS is also activated on the same PIN, the receipts from the shop will now go
straight to KRA.

Regards,
<<full2>>
<<acc>> Associates, Moi Avenue
""",
    cred="pw",
    syntax="",
    extra=lambda rng, s: s.update(
        acc=pick(rng, ("mwangiwafula", "kilimanitax", "ngongroadcpa")),
        pinl=alnum(rng, 1, "ABCDEFGHJKLMNPQRSTUVWXYZ"),
    ),
)

I.reg(
    "eastleigh_safaricom_fibre_ont_label_ocr",
    ("photos/ocr/router_<<nn>>.txt", "scans/<<org>>/safaricom_router_<<date>>.txt"),
    """HUAWEI  EchoLife EG8145V5
Safaricom Home Fibre
WLAN Name(2.4G): Safaricom_<<x4>>
WLAN Name(5G):   Safaricom_<<x4>>_5G
WLAN Key: <<cred>>
Login: http://192.168.100.1
SN: <<serial>>   MAC: <<mac>>
""",
    cred="alnum:8",
    extra=lambda rng, s: s.update(x4=alnum(rng, 4, "0123456789ABCDEF")),
)


def _smsxml(s: dict) -> str:
    rows = [
        (
            s["ts"],
            1,
            f"Habari {s['first']}, nenosiri la WiFi ya studio ni {s['cred']} (mtandao {s['orgc']}_Studio). Wateja wapewe guest tu.",
        ),
        (s["ts"] + 60_000, 2, "Sawa asante, nimeipata"),
        (
            s["ts"] + 3_600_000,
            1,
            "Kesho tunafungua saa tatu. Lete zile titanium labrets kutoka stoo.",
        ),
    ]
    lines = [
        "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>",
        "<!--File Created By SMS Backup & Restore v10.20.002 on "
        + f"{s['dmy']} {s['time_s']}"
        + "-->",
        f'<smses count="{len(rows)}" backup_set="{s["uuid"]}" backup_date="{s["ts"] + 7_200_000}" type="full">',
    ]
    for ts, typ, body in rows:
        lines.append(
            f'  <sms protocol="0" address={quoteattr(s["phone"])} date="{ts}" type="{typ}" subject="null" body={quoteattr(body)} toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="{ts}" sub_id="1" readable_date="{s["dmy"]} {s["time_s"]}" contact_name={quoteattr(s["full2"])} />'
        )
    lines.append("</smses>")
    return "\n".join(lines) + "\n"


I.reg(
    "eastleigh_sms_backup_xml_swahili_nenosiri",
    ("SMSBackupRestore/sms-<<date>>.xml", "phone-backup/<<org>>/sms-<<date>><<hh>><<mi>>.xml"),
    _smsxml,
    cred="human",
    extra=lambda rng, s: s.update(ts=(int(s["epoch"]) - 3 * 3600) * 1000),
)


def _ck(rng: random.Random, s: dict) -> None:
    s["ck"] = "ck_" + hexs(rng, 40)


I.reg(
    "eastleigh_jewellery_woocommerce_rest_node",
    ("stock-sync/index.js", "tools/<<org>>-woo-sync/woo.js"),
    """// Sync titanium jewellery stock from the shop tablet to WooCommerce
const WooCommerceRestApi = require('@woocommerce/woocommerce-rest-api').default;

const api = new WooCommerceRestApi({
  url: 'https://shop.<<dom>>',
  consumerKey: '<<ck>>',
  consumerSecret: '<<cred>>',
  version: 'wc/v3',
});

async function setStock(sku, qty) {
  const { data } = await api.get('products', { sku });
  if (!data.length) throw new Error(`SKU ${sku} not found`);
  await api.put(`products/${data[0].id}`, { stock_quantity: qty, manage_stock: true });
}

module.exports = { setStock };
""",
    cred="p:woo_cs",
    extra=_ck,
)
