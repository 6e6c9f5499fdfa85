"""Family a: sponge traders of Kalymnos (Greece): a co-operative that buys, grades, trims and
exports Mediterranean sponges."""

# ruff: noqa: E501

from fortieth_spec import Family, hexs

F = Family(
    "kalymnos_sponge_sfouggari",
    ("kalymnos-sfouggaria", "pothia-spongehouse"),
    "gr",
    ("Manolis", "Eleni", "Giorgos", "Katerina", "Nikitas", "Irini", "Stamatis", "Despina"),
    (
        "Chatzipetros",
        "Koullias",
        "Marinakis",
        "Diakomichalis",
        "Tsoukalas",
        "Psaroudakis",
        "Vouvalis",
    ),
    (
        "sfouggari",
        "kalymnos",
        "pothia",
        "vathy",
        "myrties",
        "kaiki",
        "thalassa",
        "pelagos",
        "limani",
        "telendos",
        "sfouggaras",
        "emporio",
    ),
)

F.reg(
    "sponge_export_invoices_odoo_xmlrpc_py",
    ("scripts/export_timologia.py", "home/<<user>>/odoo/export_<<year>>_<<nn>>.py"),
    '''#!/usr/bin/env python3
"""Εξαγωγή τιμολογίων σφουγγαριών από το Odoo για τον λογιστή (<<name>>)."""
import csv
import xmlrpc.client

URL = "https://erp.<<dom>>"
DB = "<<org>>"
USER = "<<email>>"
PASS = "<<cred>>"

common = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common")
uid = common.authenticate(DB, USER, PASS, {})
models = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/object")
rows = models.execute_kw(
    DB, uid, PASS, "account.move", "search_read",
    [[["move_type", "=", "out_invoice"], ["invoice_date", ">=", "<<year>>-01-01"]]],
    {"fields": ["name", "partner_id", "amount_total", "currency_id"]},
)
with open("timologia_<<year>>.csv", "w", newline="", encoding="utf-8") as fh:
    w = csv.writer(fh, delimiter=";")
    for r in rows:
        w.writerow([r["name"], r["partner_id"][1], r["amount_total"], r["currency_id"][1]])
print(len(rows), "τιμολόγια")
''',
    "pw_dq",
)

F.reg(
    "sponge_greek_viber_export_kodikos_reply",
    ("Viber/export/chat_<<first>>_<<ymd>>.txt", "Downloads/viber_<<user>>_<<num>>.txt"),
    """[<<dmy>> <<time>>] <<first>>: Καλημέρα! Ήρθε ο Ιταλός για τα σφουγγάρια μελαττάς, θέλει τιμοκατάλογο
[<<dmy>> <<time>>] <<first>>: Ποιος είναι ο κωδικός για το e-shop να του βγάλω προσφορά;
[<<dmy>> <<time2>>] <<first2>>: Μισό λεπτό, είμαι στο καΐκι
[<<dmy>> <<time2>>] <<first2>>: <<cred>>
[<<dmy>> <<time2>>] <<first>>: Ευχαριστώ 👍 το user είναι το ίδιο;
[<<dmy>> <<time2>>] <<first2>>: ναι, <<email>>
""",
    "human",
)

F.reg(
    "sponge_zygaria_esp8266_mqtt_ino",
    ("firmware/zygaria/zygaria.ino", "Arduino/zygaria_<<nn>>/zygaria_<<nn>>.ino"),
    """// Ζυγαριά διαλογής σφουγγαριών - στέλνει το βάρος κάθε δέματος σε MQTT
#include <ESP8266WiFi.h>
#include <PubSubClient.h>
#include "HX711.h"
#include "wifi_secrets.h"   // WIFI_SSID / WIFI_PASS

const char* MQTT_HOST = "<<ip2>>";
const int   MQTT_PORT = 1883;
const char* MQTT_USER = "zygaria<<n>>";
const char* MQTT_PASS = "<<cred>>";
const char* TOPIC     = "apothiki/zygaria/<<n>>/varos";

WiFiClient espClient;
PubSubClient mqtt(espClient);
HX711 scale;

void reconnect() {
  while (!mqtt.connected()) {
    if (mqtt.connect("zygaria-<<n>>", MQTT_USER, MQTT_PASS)) break;
    delay(2000);
  }
}

void setup() {
  Serial.begin(115200);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  scale.begin(D2, D3);
  scale.set_scale(-7050.0f);
  mqtt.setServer(MQTT_HOST, MQTT_PORT);
}

void loop() {
  reconnect();
  float kg = scale.get_units(10);
  char buf[16];
  dtostrf(kg, 4, 2, buf);
  mqtt.publish(TOPIC, buf);
  delay(5000);
}
""",
    "pw_dq",
)

F.reg(
    "sponge_aade_mydata_subscription_key_env",
    (".env.production", "mydata-bridge/.env", "srv/mydata/<<org>>.env"),
    """# myDATA (ΑΑΔΕ) - διαβίβαση παραστατικών πωλήσεων
MYDATA_ENV=production
MYDATA_URL=https://mydatapi.aade.gr/myDATA
MYDATA_USER_ID=<<user>><<nn>>
MYDATA_SUBSCRIPTION_KEY=<<cred>>
INVOICE_SERIES=SF<<year>>
VAT_NUMBER=0<<big>><<nn>>
LOG_LEVEL=info
""",
    "hex:32",
)

F.reg(
    "sponge_shop_woocommerce_consumer_secret_php",
    ("sync/stock_sync.php", "public_html/tools/woo_apothema_<<nn>>.php"),
    """<?php
// Συγχρονισμός αποθέματος (κιλά / τεμάχια) με το WooCommerce του e-shop
require __DIR__ . '/vendor/autoload.php';

use Automattic\\WooCommerce\\Client;

$woocommerce = new Client(
    'https://shop.<<dom>>',
    'ck_<<ck>>',
    '<<cred>>',
    ['version' => 'wc/v3', 'timeout' => 30]
);

$rows = array_map('str_getcsv', file(__DIR__ . '/apothema.csv'));
foreach ($rows as [$sku, $qty]) {
    $found = $woocommerce->get('products', ['sku' => $sku]);
    if ($found) {
        $woocommerce->put('products/' . $found[0]->id, ['stock_quantity' => (int) $qty]);
    }
}
echo "ok\\n";
""",
    "p:woo_cs",
    extra=lambda rng, c, v: {"ck": hexs(rng, 40)},
)

F.reg(
    "sponge_greek_email_kodikos_taxisnet_logistis",
    ("mail/inbox/<<ymd>>_taxisnet.eml", "Mail/Λογιστήριο/<<num>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: =?UTF-8?B?zprPic60zrnOus6/zq8gVEFYSVNuZXQ=?=
Date: <<rfc>> +0300
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Καλησπέρα κ. <<last2>>,

όπως μιλήσαμε, σας στέλνω τους κωδικούς TAXISnet του συνεταιρισμού για την
υποβολή της περιοδικής δήλωσης ΦΠΑ του τριμήνου.

Όνομα χρήστη: <<user>><<nn>>
Κωδικός: <<cred>>

Παρακαλώ μην τους προωθήσετε. Τα παραστατικά των εξαγωγών στην Ιταλία θα
τα έχετε μέχρι την Παρασκευή.

Με εκτίμηση,
<<name>>
Σπογγαλιευτικός Συνεταιρισμός Καλύμνου
""",
    "human",
)

F.reg(
    "sponge_apothiki_nas_cifs_credentials_file",
    ("root/.smbcred-apothiki", "etc/samba/creds/<<host>>.cred"),
    """# αποθήκη - NAS (mount.cifs, chmod 600)
username=<<user>>
password=<<cred>>
domain=SFOUGGARIA
""",
    "pw",
    syntax="",
)

F.reg(
    "sponge_courier_acs_invented_key_yaml",
    ("config/courier.yml", "deploy/<<org>>/courier-<<nn>>.yaml"),
    """# Αποστολές δεμάτων σφουγγαριών (ACS / ΕΛΤΑ Courier)
courier:
  default: acs
  acs:
    base_url: https://webservices.acscourier.net/ACSRestServices/api/ACSAutoRest
    company_id: '<<num>>'
    billing_code: '2<<big>>'
    api_key: '<<cred>>'
    sender:
      name: <<org_cap>>
      city: Pothia Kalymnos
      zip: '85200'
  elta:
    enabled: false
""",
    "x:acsk_live_:32",
)
