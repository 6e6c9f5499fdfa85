"""Family d: a neighbourhood generator subscription (ishtirak), rental and repair business in
Lebanon; Lebanese Arabic (Arabic script and Arabizi) and French."""

from __future__ import annotations

import html

from eightieth_spec import Fam, enc_html, grab, human_with

F = Fam(
    name="ishtirak_generator_rental",
    orgs=("nourmoteur", "arzampere", "moteurelhay"),
    tld="com.lb",
    first=("ali", "hassan", "rami", "maya", "fadi", "rana", "ziad", "nour"),
    last=("haddad", "khoury", "nassar", "chamoun", "fakhoury", "saab", "hamdan", "karam"),
    first_l=("علي", "حسن", "رامي", "مايا", "فادي", "رنا", "زياد", "نور"),
    last_l=("حداد", "خوري", "نصار", "شمعون", "فاخوري", "صعب", "حمدان", "كرم"),
    words=(
        "moteur",
        "kahraba",
        "ampere",
        "beirut",
        "yalla",
        "habibi",
        "arz",
        "mazout",
        "lebnan",
        "shams",
        "ishtirak",
        "dahye",
        "achrafieh",
        "manoushe",
        "zaatar",
        "tabbouleh",
    ),
    pets=("loulou", "simba", "lucky", "mimi", "max", "bobby"),
    places=("Beirut", "Saida", "Tripoli", "Zahle", "Jounieh", "Baalbek"),
    cc="+961",
    mobile=("3", "70", "71", "76", "81"),
)

F.reg(
    "ishtirak_arabic_whatsapp_kelmet_el_ser_dse",
    ("WhatsApp Chat with Moteur <<place>> <<n>>.txt", "chats/ishtirak_<<n>>.txt"),
    """<<dmy2>>, <<time>> - <<full>>: السلام، الموتير الكبير طفى مرتين اليوم
<<dmy2>>, <<time>> - <<full>>: بدي فوت عالـ DSE WebNet شوف الـ alarms
<<dmy2>>, <<time2>> - <<full2>>: user: <<user>>
<<dmy2>>, <<time2>> - <<full2>>: كلمة السر: <<cred>>
<<dmy2>>, <<time3>> - <<full>>: tamem, merci 3ammi
""",
    cred="human",
)

F.reg(
    "ishtirak_deepsea_dse890_gateway_ini",
    ("dse890/gateway_<<n>>.ini", "config/dse_webnet_<<place>>.ini"),
    """[Gateway]
Name=Gen-<<place>>-<<n>>
Modbus=RS485
SlaveId=10

[WebNet]
Server=webnet.deepseaelectronics.com
Account=<<email>>
Password=<<cred>>

[GSM]
APN=alfa
""",
    cred="pw",
)

F.reg(
    "ishtirak_comap_websupervisor_api_python",
    ("tools/comap_fuel_report_<<n>>.py", "scripts/websupervisor_pull.py"),
    """import requests

API = "https://api.websupervisor.net/v1.1/<<user>>"
HEADERS = {
    "Comap-Key": "<<kid>>",
    "Content-Type": "application/json",
}
LOGIN = {"username": "<<user>>", "password": '<<cred>>'}


def units():
    s = requests.Session()
    s.post(API + "/authenticate", json=LOGIN, headers=HEADERS, timeout=30)
    return s.get(API + "/units", headers=HEADERS, timeout=30).json()
""",
    cred="pw_sq",
    extra=lambda rng, s: {"kid": F.draw(rng, "p:comap_key")},
)

F.reg(
    "ishtirak_subscribers_billing_mysql_php",
    ("billing/db.php", "htdocs/ishtirak/config_<<n>>.php"),
    """<?php
// فواتير المشتركين - 5 أمبير / 10 أمبير
$pdo = new PDO(
    'mysql:host=<<ip>>;dbname=ishtirak;charset=utf8mb4',
    'ishtirak_app',
    '<<cred>>'
);
$pdo->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "ishtirak_whish_pay_merchant_env",
    ("collect/.env", "whish-<<n>>/.env"),
    """# Whish Money collection for monthly subscriptions
WHISH_CHANNEL=<<n6>>
WHISH_WEBSITE_URL=https://<<dom>>
WHISH_SECRET=<<cred>>
WHISH_CALLBACK=https://<<dom>>/whish/ok
CURRENCY=USD
""",
    cred="x:whs_live_:36",
)


def _d_html(rng, s):
    pw = human_with(rng, F, '&<>"')
    return {"cred": pw, "e": enc_html(pw)}


F.reg(
    "ishtirak_invoice_portal_html_entity_cell",
    ("exports/accounts_<<n>>.html", "Desktop/passwords_<<place>>.html"),
    """<html><head><meta charset="utf-8"><title>حسابات</title></head>
<body><table border="1">
<tr><th>الخدمة</th><th>المستخدم</th><th>كلمة السر</th></tr>
<tr><td>بوابة الفواتير</td><td><<user>></td><td><<e>></td></tr>
<tr><td>OMT</td><td><<first2>></td><td>عند الحاج</td></tr>
</table></body></html>
""",
    cred="human",
    syntax="",
    extra=_d_html,
    decode=lambda t: html.unescape(
        grab(t, r"<td>بوابة الفواتير</td><td>[^<]*</td><td>([^<]+)</td>")
    ),
)

F.reg(
    "ishtirak_french_email_mot_de_passe_perkins",
    ("mail/pieces_perkins_<<n>>.eml", "Sent/fournisseur_<<date>>.eml"),
    """From: <<first>>.<<last>>@<<dom>>
To: commandes@<<org>>-pieces.com.lb
Subject: Accès portail pièces Perkins
Date: <<date>> <<time>> +0300
Content-Type: text/plain; charset=UTF-8

Bonjour,

Pour les filtres du groupe 500 kVA à <<place>>, vous pouvez passer la commande vous-même
sur le portail dealer :
identifiant : <<user>>
mot de passe : <<cred>>

Cordialement,
<<firstc>> <<lastc>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "ishtirak_fuel_tank_esp32_blynk_ino",
    ("tank_level/tank_level_<<n>>.ino", "sketches/mazout_sensor/mazout_sensor.ino"),
    """#define BLYNK_TEMPLATE_ID "TMPL<<hex8>>"
#define BLYNK_TEMPLATE_NAME "Mazout Tank"
#define BLYNK_AUTH_TOKEN "<<cred>>"

#include <WiFi.h>
#include <BlynkSimpleEsp32.h>

char ssid[] = "Moteur-<<place>>";
char pass[] = "";

void setup() {
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
}

void loop() {
  Blynk.run();
  Blynk.virtualWrite(V1, analogRead(34));
  delay(5000);
}
""",
    cred="p:blynk",
    syntax="",
)
