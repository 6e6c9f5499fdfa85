# ruff: noqa: E501
"""Family g: a religious-books shop near al-Azhar, Cairo, Egypt (Arabic; Paymob, Fawry, Odoo
POS, Bosta shipping, an XLSX stock sheet, WhatsApp)."""

from __future__ import annotations

from hundredsixth_spec import Fam, hexs, reg

F = Fam(
    name="kutub_diniyya_azhar",
    orgs=("nurkutub", "darelhikma", "maktabatnour"),
    tld="com.eg",
    first=(
        ("محمد", "mohamed"),
        ("أحمد", "ahmed"),
        ("فاطمة", "fatma"),
        ("مريم", "mariam"),
        ("عمر", "omar"),
        ("يوسف", "youssef"),
        ("نور", "nour"),
        ("سارة", "sara"),
    ),
    last=(
        ("عبد الرحمن", "abdelrahman"),
        ("السيد", "elsayed"),
        ("حسن", "hassan"),
        ("منصور", "mansour"),
        ("إبراهيم", "ibrahim"),
        ("الشريف", "elsherif"),
    ),
    words=(
        "kitab",
        "nour",
        "salam",
        "masr",
        "nil",
        "qahira",
        "hikma",
        "fajr",
        "rahma",
        "baraka",
        "sabr",
        "yasmin",
        "qamar",
        "hilal",
        "zahra",
    ),
    pets=("bosy", "loly", "meshmesh", "simsim", "zizo", "lucy"),
    seasons=("ramadan", "eid", "shita", "seif", "rabie", "moulid"),
    cc="20",
)

reg(
    F,
    "dinia_paymob_accept_intention_python_secret_key",
    ("shop/payments/paymob.py", "srv/<<org>>/payments/paymob_<<n>>.py"),
    '''"""Paymob Accept - Intention API for the online religious-books shop."""

import requests

PAYMOB_SECRET_KEY = "<<cred>>"
PAYMOB_PUBLIC_KEY = "egy_pk_live_<<pub>>"
CARD_INTEGRATION_ID = <<nnn>><<n>>1


def intention(amount_cents, customer):
    r = requests.post(
        "https://accept.paymob.com/v1/intention/",
        headers={"Authorization": f"Token {PAYMOB_SECRET_KEY}"},
        json={
            "amount": amount_cents,
            "currency": "EGP",
            "payment_methods": [CARD_INTEGRATION_ID],
            "billing_data": customer,
        },
        timeout=30,
    )
    return r.json()["client_secret"]
''',
    lambda r, f: "egy_sk_live_" + hexs(r, 64),
    extra=lambda r, s: {"pub": hexs(r, 32)},
)

reg(
    F,
    "dinia_arabic_whatsapp_kalimat_sir_odoo_kashier",
    (
        "WhatsApp/دردشة واتساب مع <<first>>.txt",
        "mobile/<<fa>>/WhatsApp Chat with Maktaba <<n>>.txt",
    ),
    """<<d>>/<<m>>/<<y>>، <<hh>>:<<mi>> م - <<first2>>: السلام عليكم يا أستاذ <<first>>، الكاشير مش راضي يفتح أودو
<<d>>/<<m>>/<<y>>، <<hh>>:<<mi>> م - <<first>> <<last>>: وعليكم السلام، اسم المستخدم kashier
<<d>>/<<m>>/<<y>>، <<hh>>:<<mi>> م - <<first>> <<last>>: كلمة السر: <<cred>>
<<d>>/<<m>>/<<y>>، <<hh>>:<<mi>> م - <<first2>>: تمام جزاك الله خير 🌙
""",
    "human",
    syntax="",
)

reg(
    F,
    "dinia_fawry_pay_merchant_laravel_env_secure_key",
    ("laravel/.env", "var/www/<<org>>/.env"),
    """APP_NAME="مكتبة <<orgc>>"
APP_ENV=production
APP_URL=https://<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=<<org>>_shop
FAWRY_URL=https://www.atfawry.com
FAWRY_MERCHANT_CODE=<<mcode>>
FAWRY_SECURE_KEY=<<cred>>
""",
    "p:fawry",
    syntax="",
    extra=lambda r, s: {"mcode": hexs(r, 24)},
)

reg(
    F,
    "dinia_odoo_pos_odoo_conf_admin_passwd",
    ("etc/odoo/odoo.conf", "odoo/<<org>>/odoo-<<n>>.conf"),
    """[options]
admin_passwd = <<cred>>
db_host = localhost
db_port = 5432
db_user = odoo
db_password = False
dbfilter = ^<<org>>$
addons_path = /usr/lib/python3/dist-packages/odoo/addons,/opt/odoo/custom
proxy_mode = True
workers = 2
""",
    "pw",
)

reg(
    F,
    "dinia_bosta_shipping_node_api_key_header",
    ("shipping/bosta.js", "services/<<org>>-bosta-<<n>>.js"),
    """// شحن الطلبات عن طريق بوسطة
const axios = require('axios');

const bosta = axios.create({
  baseURL: 'https://app.bosta.co/api/v2',
  headers: { Authorization: '<<cred>>' },
});

async function createDelivery(order) {
  const { data } = await bosta.post('/deliveries', {
    type: 10,
    specs: { packageType: 'Parcel', size: 'SMALL' },
    cod: order.total,
    dropOffAddress: { city: 'Cairo', firstLine: order.address },
    receiver: { firstName: order.name, phone: order.phone },
  });
  return data;
}

module.exports = { createDelivery };
""",
    "hex:64",
    syntax="",
)

reg(
    F,
    "dinia_arabic_email_kalimat_al_murur_dar_nashr",
    ("mail/sent/<<date>>-nashr.eml", "Outlook/<<fa>>/Sent/<<nnn>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: orders@darelnashr.com.eg
Subject: بيانات الدخول لبوابة الموزعين
Date: Sun, <<d>> Feb <<y>> <<hh>>:<<mi>>:00 +0200
Content-Type: text/plain; charset=utf-8

الأستاذ المحترم،

مرفق طلب المصاحف وكتب التفسير للموسم. برجاء الدخول على بوابة الموزعين بالبيانات دي لو احتجتم تراجعوا الطلب:

اسم المستخدم: <<org>>_<<n>>
كلمة المرور: <<cred>>

وجزاكم الله خيرا،
<<first>> <<last>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "dinia_stock_xlsx_sharedstrings_password_string",
    ("xlsx/مخزون/xl/sharedStrings.xml", "unzipped/stock_<<y>>_<<n>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="9" uniqueCount="9"><si><t>العنوان</t></si><si><t>الكمية</t></si><si><t>السعر</t></si><si><t>رياض الصالحين</t></si><si><t>تفسير ابن كثير</t></si><si><t>حساب فوري</t></si><si><t><<user>></t></si><si><t><<cred>></t></si><si><t>ملاحظات</t></si></sst>
""",
    "human_x",
)

reg(
    F,
    "dinia_cash_register_sticky_note_ocr_next_line",
    ("scans/ورقة_الكاشير_<<n>>.txt", "ocr/<<org>>-note-<<date>>.txt"),
    """باسورد الواي فاي للزباين
<<cred>>
(متديهوش لحد غير اللي بيشتري)
""",
    "human",
    syntax="",
)
