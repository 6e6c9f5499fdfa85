# ruff: noqa: E501
"""Family b: argan oil women's cooperatives of the Souss and Essaouira (amlou, cosmetics export)."""

from __future__ import annotations

from thirtyseventh_spec import human_with, reg

FAM = "argan_souss_essaouira_amlou"
MA = (
    "Fatima",
    "Khadija",
    "Aicha",
    "Itto",
    "Tuda",
    "Zahra",
    "Hassan",
    "Youssef",
    "Mbarek",
    "Lahcen",
    "Touda",
    "Naima",
)
WORDS = (
    "argan",
    "amlou",
    "tighanimin",
    "essaouira",
    "souss",
    "tamazight",
    "agadir",
    "taroudant",
    "zitoun",
    "tafraout",
    "azul",
    "tanmirt",
)

reg(
    FAM,
    "argan_export_invoice_soap_usernametoken_xml",
    (
        "<<org>>/export/edi/invoice_request_<<id>>.xml",
        "interfaces/douane/<<org>>_envoi_<<date>>.xml",
    ),
    """\
<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"
    xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd"
    xmlns:fac="http://facturation.<<dom>>/ws">
  <soapenv:Header>
    <wsse:Security soapenv:mustUnderstand="1">
      <wsse:UsernameToken>
        <wsse:Username>coop_export_<<n>></wsse:Username>
        <wsse:Password Type="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordText"><<cred>></wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body>
    <fac:DeposerFacture>
      <fac:NumeroFacture>FA-<<year>>-<<num>></fac:NumeroFacture>
      <fac:Produit>Huile d'argan cosmétique 1L x <<n>></fac:Produit>
      <fac:Destination>FR</fac:Destination>
    </fac:DeposerFacture>
  </soapenv:Body>
</soapenv:Envelope>
""",
    "pw_xml",
)

reg(
    FAM,
    "argan_french_email_mot_de_passe_transitaire",
    ("mail/<<org>>/Envoyés/<<id>>.eml", "Mails/transitaire_agadir_<<date>>.eml"),
    """\
From: <<p1>> <coop@<<dom>>>
To: transit@agadir-fret.ma
Subject: =?UTF-8?Q?Acc=C3=A8s_portail_de_suivi_=E2=80=93_lot_argan_<<num>>?=
Date: Mon, <<day>> <<mon>> <<year>> <<time>>:00 +0100
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Bonjour Monsieur,

Comme convenu au téléphone, voici nos accès au portail de suivi des conteneurs pour le lot
d'huile d'argan (palettes <<n>>, départ port d'Agadir) :

  identifiant : coop.<<org>>
  mot de passe : <<cred>>

Merci de ne pas le transmettre à l'agent maritime, nous le changerons après l'embarquement.

Tanmirt / merci,
<<p1>>
Coopérative féminine, Tamanar
""",
    human_with(*WORDS, names=MA),
    syntax="",
    people=MA,
)

reg(
    FAM,
    "argan_darija_whatsapp_arabic_script_kalimat_sir",
    ("WhatsApp/تعاونية_<<org>>.txt", "chats/coop_<<org>>_<<date>>.txt"),
    """\
[<<dmy>>, <<time>>:12] <<p1>>: السلام عليكم، الحاسوب ديال المخزن ما بغاش يدخل
[<<dmy>>, <<time>>:40] <<p2>>: وعليكم السلام. كلمة السر تبدلات نهار الاثنين
[<<dmy>>, <<time>>:55] <<p1>>: عافاك صيفطها ليا
[<<dmy>>, <<time2>>:03] <<p2>>: كلمة السر الجديدة: <<cred>>
[<<dmy>>, <<time2>>:20] <<p1>>: شكرا، دخلت ✅
""",
    human_with(*WORDS, names=MA),
    syntax="",
    people=MA,
)

reg(
    FAM,
    "argan_shop_woocommerce_rest_consumer_secret_php",
    ("boutique/wp-content/mu-plugins/<<org>>-sync.php", "scripts/woo_stock_sync.php"),
    """\
<?php
/**
 * Synchronise le stock (flacons 50 ml / 100 ml, amlou 250 g) avec la boutique en ligne.
 */
require __DIR__ . '/vendor/autoload.php';

use Automattic\\WooCommerce\\Client;

$woocommerce = new Client(
    'https://boutique.<<dom>>',
    'ck_<<hex40>>',
    '<<cred>>',
    ['version' => 'wc/v3', 'timeout' => 30]
);

foreach ($woocommerce->get('products', ['per_page' => 50]) as $p) {
    echo $p->sku . "\\t" . $p->stock_quantity . PHP_EOL;
}
""",
    "p:woo_cs",
    syntax="",
)

reg(
    FAM,
    "argan_pressoir_scale_modbus_gateway_yaml",
    ("<<org>>/pressoir/gateway.yaml", "opt/balance-pressoir/config.yml"),
    """\
# Passerelle Modbus -> MQTT (balances des pressoirs, torréfacteur à amandes)
modbus:
  port: /dev/ttyUSB0
  baudrate: 9600
  devices:
    - name: balance_pressoir_<<n>>
      unit: 3
      registers: [40001, 40002]
mqtt:
  host: <<ip>>
  port: 1883
  client_id: pressoir-<<hex8>>
  username: pressoir
  password: "<<cred>>"
  topic_prefix: coop/<<org>>/pressoir
""",
    "pw",
)

reg(
    FAM,
    "argan_tifinagh_notebook_ocr_awal_uffir_next_line",
    ("scans/cahier_bureau_<<date>>_ocr.txt", "<<org>>/scan/page_<<n>>.txt"),
    """\
ⵜⴰⵙⵓⵔⵜ ⵏ ⵜⵡⴰⵏⴰⵡⵜ — cahier du bureau      p.<<n>>

Routeur (Maroc Telecom) - salle de conditionnement
ⵉⵙⵎ / nom : COOP_<<n>>_ARGAN
ⴰⵡⴰⵍ ⵓⴼⴼⵉⵔ :
<<cred>>

Caméra : voir Hassan
Lot <<num>> — <<n>> bidons pour Essaouira
""",
    human_with(*WORDS, names=MA),
    syntax="",
)

reg(
    FAM,
    "argan_cmi_payment_gateway_storekey_properties",
    (
        "boutique-api/src/main/resources/application-prod.properties",
        "<<org>>-paiement/config/cmi.properties",
    ),
    """\
# Passerelle CMI (Centre Monétique Interbancaire) - paiement 3D Secure
cmi.gateway.url=https://payment.cmi.co.ma/fim/est3Dgate
cmi.client-id=<<big>>
cmi.store-type=3d_pay_hosting
cmi.store-key=<<cred>>
cmi.currency=504
cmi.ok-url=https://boutique.<<dom>>/paiement/ok
cmi.fail-url=https://boutique.<<dom>>/paiement/echec
spring.datasource.url=jdbc:mysql://<<ip>>:3306/boutique
""",
    "pw_alnum",
    syntax="",
)

reg(
    FAM,
    "argan_lab_results_ipynb_mongo_uri_output",
    ("analyses/acidite_peroxyde_<<year>>.ipynb", "<<org>>/labo/notebooks/lots_<<n>>.ipynb"),
    """\
{
 "cells": [
  {
   "cell_type": "markdown",
   "metadata": {},
   "source": ["# Acidité et indice de peroxyde par lot (huile d'argan)"]
  },
  {
   "cell_type": "code",
   "execution_count": 3,
   "metadata": {},
   "outputs": [
    {
     "name": "stdout",
     "output_type": "stream",
     "text": ["connexion: mongodb://labo:<<cred>>@<<ip>>:27017/analyses?authSource=admin\\n", "lots: <<n>>\\n"]
    }
   ],
   "source": ["import pymongo\\n", "uri = open('/home/labo/.mongo_uri').read().strip()\\n", "print('connexion:', uri)\\n", "db = pymongo.MongoClient(uri).analyses\\n", "print('lots:', db.lots.count_documents({}))"]
  }
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
""",
    "pw_url",
    syntax="json",
)
