# ruff: noqa: E501
"""Family b: mokorotlo (conical grass hat) makers, Lesotho. Sesotho and English."""

from __future__ import annotations

from fortyfifth_spec import Fam

F = Fam(
    "mokorotlo_grass_lesotho",
    orgs=("thotoloho", "litsoeneng", "mokorotlohub", "maloticraft"),
    tld="co.ls",
    first=(
        "lerato",
        "palesa",
        "thabo",
        "mpho",
        "tsepo",
        "limpho",
        "karabo",
        "nthabiseng",
        "teboho",
        "reitumetse",
    ),
    last=(
        "mokoena",
        "letsie",
        "mofokeng",
        "molapo",
        "ramakatane",
        "sekhesa",
        "thamae",
        "lerotholi",
    ),
    words=(
        "mokorotlo",
        "joang",
        "qoqo",
        "maloti",
        "thaba",
        "seanamarena",
        "katse",
        "qhoali",
        "mollo",
        "pula",
        "lehloa",
        "kobo",
        "morija",
    ),
    seasons=("mariha", "selemo", "hlabula", "hoetla"),
    cc="+266",
    pets=("ntsa", "katse", "tau"),
)

F.reg(
    "mokorotlo_sesotho_whatsapp_phasewete_wifi",
    ("WhatsApp Chat with <<first>> <<n>>.txt", "chats/whatsapp_<<org>>_<<date>>.txt"),
    """[<<dmys>>, <<time>>:<<sec>>] <<name>>: Lumela ausi, ke kopa phasewete ea Wi-Fi ea lebenkele
[<<dmys>>, <<time2>>:05] <<name2>>: Network ke "<<orgc>>_Shop"
[<<dmys>>, <<time2>>:19] <<name2>>: phasewete ke <<cred>>
[<<dmys>>, <<time2>>:40] <<name>>: Kea leboha 🙏 ke tla e sebelisa ho romela litšoantšo tsa mekorotlo
""",
    "human",
)

F.reg(
    "mokorotlo_craft_shop_wp_config_php_db",
    ("public_html/wp-config.php", "www/<<org>>/wp-config.php"),
    """<?php
/** Mokorotlo craft shop — WordPress configuration */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$table_prefix = 'wp_ls_';

define( 'WP_DEBUG', false );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
)

F.reg(
    "mokorotlo_mpesa_lesotho_consumer_secret_node",
    ("server/mpesa.js", "src/payments/mpesa_<<n>>.js"),
    """// Vodacom Lesotho M-Pesa (OpenAPI) — orders for grass hats
const axios = require("axios");

const MPESA = {
  baseUrl: "https://openapi.m-pesa.com/openapi/ipg/v2/vodacomLES",
  apiKey: "<<cred>>",
  publicKey: "MIICIjANBgkqhkiG9w0BAQEFAAOCAg8AMIICCgKCAgEA<<pub>>",
  serviceProviderCode: "<<n4>>00",
  country: "LES",
  currency: "LSL",
};

async function c2b(msisdn, amount, ref) {
  return axios.post(`${MPESA.baseUrl}/c2bPayment/singleStage/`, {
    input_Amount: amount,
    input_CustomerMSISDN: msisdn,
    input_ServiceProviderCode: MPESA.serviceProviderCode,
    input_ThirdPartyConversationID: ref,
    input_TransactionReference: `MOK${ref}`,
  }, { headers: { Origin: "*", "Content-Type": "application/json" } });
}

module.exports = { c2b, MPESA };
""",
    "alnum:32",
    extra=lambda rng, s: {
        "pub": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(40)
        )
    },
)

F.reg(
    "mokorotlo_export_logins_csv_sesotho_headers",
    ("Documents/mabitso_a_ho_kena_<<year>>.csv", "shared/<<org>>_logins_<<n>>.csv"),
    """Sistimi,Lebitso la mosebedisi,Phasewete,Hlokomela
LRA e-Services,<<user>>,<<cred>>,VAT ea kotara
ASYCUDA World,<<org>>_exp,<<pw2>>,litokomane tsa thepa e romelloang kantle
Facebook Page,<<email>>,(ka <<first2>>),
""",
    "human",
    extra=lambda rng, s: {
        "pw2": "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789")
            for _ in range(12)
        )
    },
)

F.reg(
    "mokorotlo_sms_backup_xml_econet_phasewete",
    ("SMSBackupRestore/sms-<<date>><<n4>>.xml", "backup/sms_<<first>>_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ts>>000" type="1" subject="null" body="Ausi, ke lebetse phasewete ea email ea lebenkele. O ka nthomella?" toa="null" sc_toa="null" service_center="+26662000000" read="1" status="-1" locked="0" date_sent="<<ts>>000" sub_id="1" readable_date="<<date>> <<time>>" contact_name="<<name2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ts>>900" type="2" subject="null" body="<<email>> / <<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<date>> <<time2>>" contact_name="<<name2>>" />
</smses>
""",
    "pw_xml",
)

F.reg(
    "mokorotlo_grant_portal_docker_compose_postgres",
    ("docker-compose.yml", "deploy/<<org>>/docker-compose.yaml"),
    """services:
  db:
    image: postgres:16
    restart: unless-stopped
    environment:
      POSTGRES_DB: mokorotlo_grants
      POSTGRES_USER: grants
      POSTGRES_PASSWORD: "<<cred>>"
    volumes:
      - pgdata:/var/lib/postgresql/data
  web:
    image: ghcr.io/<<org>>/grants-portal:<<year>>.<<n>>
    depends_on: [db]
    environment:
      DATABASE_URL: "postgres://grants@db:5432/mokorotlo_grants"
      DATABASE_PASSWORD: "<<cred>>"
    ports:
      - "8080:8000"
volumes:
  pgdata: {}
""",
    "pw_dq",
)

F.reg(
    "mokorotlo_weavers_notebook_page_ocr_sesotho",
    ("scans/buka_ea_mesebetsi_<<n>>.txt", "ocr/<<date>>_page<<n>>.txt"),
    """BUKA EA MESEBETSI — <<orgc>>   <<dmy>>
Mekorotlo e rekisitsoeng: <<n>>   (e meholo 12, e menyenyane 7)
Joang bo tsoang Thaba-Tseka — M<<n4>>

Computer ea ofisi
  Lebitso: <<user>>
  Phasewete: <<cred>>
(se ke oa e fa motho e mong)
""",
    "human",
    syntax="",
)

F.reg(
    "mokorotlo_shop_sendgrid_laravel_env",
    ("shop/.env", "apps/<<org>>-shop/.env.production"),
    """APP_NAME="<<orgc>> Hats"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://shop.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=mokorotlo
DB_USERNAME=shop

MAIL_MAILER=smtp
MAIL_HOST=smtp.sendgrid.net
MAIL_PORT=587
MAIL_USERNAME=apikey
MAIL_PASSWORD=<<cred>>
MAIL_FROM_ADDRESS="orders@<<dom>>"
""",
    "p:sendgrid",
    extra=lambda rng, s: {"appkey": __import__("base64").b64encode(rng.randbytes(32)).decode()},
)
