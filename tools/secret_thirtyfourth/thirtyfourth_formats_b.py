"""Family b: a cheese shop that ages its own wheels (fromagerie with a ripening cave)."""

from __future__ import annotations

from thirtyfourth_spec import after, dec_b64, enc_b64, human_with, reg

F = "fromagerie_cheese_affineur_cave"

reg(
    F,
    "fromagerie_cave_humidity_esp32_secrets_header",
    ("firmware/cave_monitor/secrets.h", "src/<<org>>_hygro/arduino_secrets.h"),
    """#pragma once
// cave sensor: DHT22 + relay for the humidifier
#define WIFI_SSID     "CAVE-<<n3>>"
#define WIFI_PASS     "<<cred>>"
#define INFLUX_URL    "http://<<ip>>:8086"
#define ALERT_RH_MIN  88
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "fromagerie_prestashop_parameters_php",
    ("shop/app/config/parameters.php", "www/<<org>>/app/config/parameters.php"),
    """<?php return array (
  'parameters' =>
  array (
    'database_host' => '<<ip>>',
    'database_port' => '',
    'database_name' => 'fromagerie_shop',
    'database_user' => 'ps_<<n3>>',
    'database_password' => '<<cred>>',
    'database_prefix' => 'ps_',
    'database_engine' => 'InnoDB',
    'mailer_transport' => 'smtp',
    'ps_caching' => 'CacheMemcache',
    'cookie_key' => '<<hex40>>',
  ),
);
""",
    "pw_sq",
    syntax="",
)

reg(
    F,
    "fromagerie_french_email_mot_de_passe_grossiste",
    ("mail/inbox/<<n3>>_commande_grossiste.eml", "mails/<<user>>/acces_<<n>>.eml"),
    """From: <<first_cap>> <<last_cap>> <<<email>>>
To: boutique@<<dom>>
Subject: Accès au portail grossiste (commandes de Comté)
Date: Tue, <<day>> Mar <<year>> <<hh>>:<<mm>>:00 +0100
Content-Type: text/plain; charset=utf-8

Bonjour Claire,

Comme promis, voici les accès pour passer les commandes sur le portail de la fruitière :
identifiant : boutique.<<org>>
mot de passe : <<cred>>

Pense à commander les meules de 18 mois avant jeudi.
Bien à toi,
<<first_cap>>
""",
    human_with("comte", "reblochon", "tomme", "affinage"),
)

reg(
    F,
    "fromagerie_wholesale_as2_edi_partner_xml",
    ("edi/partners/<<org>>.xml", "config/as2/partner_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<partnership name="<<org>>-to-wholesaler">
  <sender as2_id="FROMAGERIE<<n3>>"/>
  <receiver as2_id="GROSSISTE<<n>>"/>
  <url>https://as2.<<dom>>/receive</url>
  <auth type="basic">
    <username>fro<<n3>></username>
    <password><<cred>></password>
  </auth>
  <encrypt>aes256</encrypt>
  <sign>sha256</sign>
</partnership>
""",
    "pw_xml",
)

reg(
    F,
    "fromagerie_label_scale_json_cloud_key",
    ("scale/label_printer_config.json", "devices/scale_<<n>>/cloud.json"),
    """{
  "device": "wedge-scale-<<n3>>",
  "tare_g": 12,
  "label": {"template": "wedge_58x40", "price_per_kg": true},
  "cloud": {
    "endpoint": "https://api.<<dom>>/v2/labels",
    "apiKey": "<<cred>>",
    "sync_interval_s": 300
  }
}
""",
    "x:fmg_live_:32",
)

reg(
    F,
    "fromagerie_market_stall_square_kotlin_const",
    ("app/src/main/java/com/<<org>>/stall/Config.kt", "android/stall/Keys.kt"),
    """package com.fromagerie.stall

object Config {
    const val LOCATION_ID = "L<<n4>>QX<<n3>>"
    // production token, do not commit (too late)
    const val SQUARE_ACCESS_TOKEN = "<<cred>>"
    const val CURRENCY = "EUR"
}
""",
    "p:square",
    syntax="",
)

reg(
    F,
    "fromagerie_ripening_accounts_csv_column",
    ("shared/comptes_<<year>>.csv", "drive/cave_<<org>>/logins.csv"),
    """service;utilisateur;mot_de_passe;note
Metro cash;boutique<<n>>;<<cred>>;carte pro
cave hygro;admin;(voir étiquette);
laiterie portail;<<user>>;demander à Paul;
""",
    "pw",
)


def _basic_extra(rng, s):
    return {"enc": enc_b64(f"{s['user']}:{s['cred']}")}


reg(
    F,
    "fromagerie_order_portal_wget_basic_header",
    ("scripts/fetch_orders_<<n>>.sh", "cron/<<org>>_pull_orders.sh"),
    """#!/bin/sh
# nightly: pull yesterday's wholesale orders from the portal
DAY=$(date -d yesterday +%F)
wget -q --header "Authorization: Basic <<enc>>" \\
  -O /srv/orders/$DAY.csv \\
  "https://portail.<<dom>>/export/orders?date=$DAY"
""",
    "pw",
    syntax="",
    extra=_basic_extra,
    decode=lambda t: dec_b64(after(r"Basic ([A-Za-z0-9+/=]+)", t)).split(":", 1)[1],
)
