# ruff: noqa: E501
"""Family m: an ostrich farm in the Klein Karoo (feathers, leather, eggs, farm tours): export
payments, incubators, the weighbridge, the feather shop, camera traps, the tour staff sheet;
chats in Afrikaans and SMS in isiZulu."""

from __future__ import annotations

from thirtysixth_spec import human_with, reg

FAM = "ostrich_farm_feather_plumes"
ORGS = ("volstruis-karoo",)
HUMAN = human_with(
    "volstruis", "karoo", "veer", "broeikas", "kuiken", "oudtshoorn", "swartberg", "leer",
    "eiers", "kamp", "boerbok", "lusern",
    firsts=("Pieter", "Annelie", "Sipho", "Marike", "Thandi", "Jannie"),
)  # fmt: skip

reg(
    FAM,
    ORGS,
    "ostrich_afrikaans_whatsapp_wagwoord_reply",
    (
        "whatsapp/<<org>>/WhatsApp-klets met Plaasbestuurder <<n>>.txt",
        "foon/<<first>>/klets_<<date>>.txt",
    ),
    """<<date_sl>>, <<time>> - <<ufirst>>: Oom, wat is die wagwoord vir die broeikas-rekenaar? Die alarm gaan af en ek kan nie inkom nie
<<date_sl>>, <<time>> - Oom Jannie: Wag
<<date_sl>>, <<time>> - Oom Jannie: <<cred>>
<<date_sl>>, <<time>> - Oom Jannie: Moenie dit vir die toergidse gee nie
<<date_sl>>, <<time>> - <<ufirst>>: Dankie oom 👍
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "ostrich_zulu_sms_iphasiwedi_gate_camera",
    ("sms/<<org>>/isango_<<n>>.txt", "phone-backup/<<first>>/sms_<<date>>.txt"),
    """From: +27 8<<n>> <<n3>> <<n3>>
Date: <<date>> <<time>>
Sawubona Sipho, iphasiwedi entsha yekhamera yesango: <<cred>> . Ungayiniki muntu.
---
From: me
Date: <<date>> <<time>>
Ngiyabonga baba
""",
    HUMAN,
)

reg(
    FAM,
    ORGS,
    "ostrich_export_orders_paystack_ruby_secret",
    ("export-orders/<<org>>/config/initializers/paystack.rb", "shop<<n>>/lib/paystack_client.rb"),
    """# Feather and leather export orders: card payments through Paystack (ZAR)
require "net/http"
require "json"

PAYSTACK_SECRET_KEY = "<<cred>>".freeze

def initialize_payment(email, amount_cents)
  uri = URI("https://api.paystack.co/transaction/initialize")
  req = Net::HTTP::Post.new(uri, "Authorization" => "Bearer #{PAYSTACK_SECRET_KEY}", "Content-Type" => "application/json")
  req.body = { email: email, amount: amount_cents, currency: "ZAR" }.to_json
  Net::HTTP.start(uri.host, uri.port, use_ssl: true) { |h| JSON.parse(h.request(req).body) }
end
""",
    "p:paystack",
)

reg(
    FAM,
    ORGS,
    "ostrich_broeikas_egg_arduino_ino_blynk_auth",
    (
        "broeikas/<<org>>/incubator_<<n>>/incubator_<<n>>.ino",
        "firmware/<<first>>/broeikas<<n>>.ino",
    ),
    """// Ostrich egg incubator: 36.2 C, 25% humidity, turn eggs every 2 h
#define BLYNK_TEMPLATE_ID "TMPL<<hex8>>"
#define BLYNK_TEMPLATE_NAME "Broeikas"
#define BLYNK_AUTH_TOKEN "<<cred>>"

#include <WiFi.h>
#include <BlynkSimpleEsp32.h>
#include <DHT.h>

char ssid[] = "Volstruis-Plaas";
char pass[] = "";  // open farm network behind the shed

DHT dht(4, DHT22);

void setup() {
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
  dht.begin();
}

void loop() {
  Blynk.run();
  Blynk.virtualWrite(V0, dht.readTemperature());
  Blynk.virtualWrite(V1, dht.readHumidity());
  delay(2000);
}
""",
    "p:blynk",
)

reg(
    FAM,
    ORGS,
    "ostrich_weegbrug_bird_weights_vbscript_odbc",
    ("weegbrug/<<org>>/export_weights.vbs", "scripts/<<n>>/weighbridge.vbs"),
    """' Weighbridge: export today's bird weights to the farm accounting database
Option Explicit
Dim cn, rs
Set cn = CreateObject("ADODB.Connection")
cn.Open "Driver={SQL Server};Server=<<ip>>\\WEEG;Database=Weighbridge;Uid=weeg;Pwd=<<cred>>;"
Set rs = cn.Execute("SELECT ring_no, weight_kg FROM weighing WHERE CAST(ts AS date) = CAST(GETDATE() AS date)")
Do Until rs.EOF
    WScript.Echo rs("ring_no") & vbTab & rs("weight_kg")
    rs.MoveNext
Loop
cn.Close
""",
    "pw_alnum",
)

reg(
    FAM,
    ORGS,
    "ostrich_feather_shop_woocommerce_python_secret",
    ("feather-shop/<<org>>/sync_stock.py", "scripts/<<n>>/woo_feathers.py"),
    '''"""Sync feather duster and leather stock from the packing shed sheet to the web shop."""
import csv

from woocommerce import API

wcapi = API(
    url="https://shop.<<dom>>",
    consumer_key="ck_<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>",
    consumer_secret="<<cred>>",
    version="wc/v3",
    timeout=30,
)

with open("stock.csv", newline="") as fh:
    for row in csv.DictReader(fh):
        wcapi.put(f"products/{row['id']}", {"stock_quantity": int(row["qty"])})
''',
    "p:woo",
)

reg(
    FAM,
    ORGS,
    "ostrich_camera_traps_systemd_environment_ftp",
    ("etc/systemd/system/kamp<<n>>-cameras.service", "plaas/<<org>>/camera-upload-<<n>>.service"),
    """[Unit]
Description=Camera traps at the breeding camps (jackal watch): upload to farm office
After=network-online.target

[Service]
Type=simple
User=pi
Environment="FTP_HOST=<<ip>>"
Environment="FTP_USER=kamera"
Environment="FTP_PASSWORD=<<cred>>"
ExecStart=/usr/local/bin/cam-upload --watch /srv/cameras
Restart=on-failure

[Install]
WantedBy=multi-user.target
""",
    "pw_alnum",
)

reg(
    FAM,
    ORGS,
    "ostrich_farm_tours_staff_logins_html_table",
    ("toere/<<org>>/personeel_<<year>>.html", "shared/<<first>>/tour-logins-<<n>>.html"),
    """<html><head><meta charset="utf-8"><title>Toergidse - aanmeldings</title></head>
<body>
<table border="1">
<tr><th>Stelsel</th><th>Gebruiker</th><th>Wagwoord</th></tr>
<tr><td>Besprekings (bookings)</td><td><<user>></td><td><<cred>></td></tr>
<tr><td>Kaartjiemasjien</td><td>till<<n>></td><td>vra vir Annelie</td></tr>
</table>
</body></html>
""",
    "pw_xml",
)
