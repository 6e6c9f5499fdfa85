# ruff: noqa: E501
"""The thirty-sixth corpus's decoys: files that look like the planted ones (mostly at the same
paths) but hold no credential, each with the reason why."""

from __future__ import annotations

import hashlib

from thirtysixth_spec import rbytes_b64, regd

FFW = ("ffw-oberammertal", "brandwache-lindenau")
MAS = ("surau-bukit-indah", "masjid-taman-seri")
KIL = ("kilimhane-sirkeci",)
CAP = ("berimbau-dourado", "roda-de-itapua")
TAN = ("milonga-la-candela", "tango-almagro")
DRA = ("shaukeiwan-dragons",)
BLO = ("raktkosh-pune",)
GON = ("traghetto-sanbarnaba",)
NOT = ("etude-aubry-verrier",)
CAS = ("kazino-daugava",)
TAK = ("takraw-chiangrai",)
SHO = ("kumagaya-shogikai",)
OST = ("volstruis-karoo",)
SAL = ("solana-pag",)
TRO = ("ekeby-travbana",)
OPT = ("optyk-wisniewski",)


def _cert(rng, s):
    body = rbytes_b64(rng, 780)
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return {
        "cert": "-----BEGIN CERTIFICATE-----\n" + "\n".join(lines) + "\n-----END CERTIFICATE-----"
    }


def _pubkey(rng, s):
    body = rbytes_b64(rng, 294)
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return {"pub": "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----"}


def _sums(rng, s):
    rows = []
    for i in range(1, 5):
        digest = hashlib.sha256(f"{s['org']}-{s['year']}-{i}".encode()).hexdigest()
        rows.append(f"{digest}  reikai_{s['year']}_{i:02d}.kif")
    return {"sums": "\n".join(rows)}


DECOYS = [
    # a: fire brigade
    (
        FFW,
        "alarmdrucker/<<org>>/depesche_bot.py",
        """import os

import requests

BOT_TOKEN = os.environ["TELEGRAM_BOT_TOKEN"]
CHAT_ID = int(os.environ.get("ALARM_CHAT_ID", "0"))


def senden(text: str) -> None:
    requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage", data={"chat_id": CHAT_ID, "text": text}, timeout=10)
""",
        "the bot token is read from the environment",
        None,
        None,
    ),
    (
        FFW,
        "fms-bridge/config-<<org>>.yaml",
        """funk:
  geraet: /dev/ttyUSB0
mqtt:
  host: <<ip>>
  user: fms
  passwort: "${MQTT_PASSWORT}"
  topic: feuerwehr/fms/status
""",
        "the MQTT password is an environment placeholder expanded at start",
        None,
        None,
    ),
    (
        FFW,
        "mail/kommandant/<<date>>_wlan-geraetehaus.eml",
        """From: <<ufirst>> <<ulast>> <<<email>>>
To: gruppenfuehrer@<<dom>>
Subject: WLAN im Gerätehaus
Date: <<maildate>> +0100

Servus,

das neue WLAN-Passwort schicke ich bewusst nicht per Mail. Es hängt im Funkraum am
Schwarzen Brett, bitte dort abschreiben.

<<ufirst>>
""",
        "prose about a password that does not contain one",
        None,
        None,
    ),
    # b: mosque committee
    (
        MAS,
        "web/<<org>>/zakat/config/toyyibpay.php",
        """<?php
return [
    'userSecretKey'   => getenv('TOYYIBPAY_SECRET_KEY'),
    'categoryCode'    => getenv('TOYYIBPAY_CATEGORY'),
    'billReturnUrl'   => 'https://<<dom>>/zakat/terima-kasih',
    'sandbox'         => false,
];
""",
        "the secret key comes from getenv",
        None,
        None,
    ),
    (
        MAS,
        "paparan-solat/<<org>>/boot/wpa_supplicant.conf",
        """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=MY

network={
    ssid="Masjid_Jemaah"
    key_mgmt=NONE
}
""",
        "an open network: no psk at all",
        None,
        None,
    ),
    (
        MAS,
        "daftar-korban/<<org>>/.env",
        """APP_NAME="Pendaftaran Korban"
APP_ENV=local
APP_KEY=
APP_DEBUG=true
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=korban
DB_USERNAME=korban
DB_PASSWORD=
""",
        "a freshly copied .env with empty key and password",
        None,
        None,
    ),
    # c: kilim shop
    (
        KIL,
        "home/<<user>>/.s3cfg",
        """[default]
access_key =
secret_key =
bucket_location = eu-central-1
host_base = s3.amazonaws.com
# anahtarlar EC2 instance role ile geliyor
""",
        "empty keys: credentials come from the instance role",
        None,
        None,
    ),
    (
        KIL,
        "kargo/<<org>>/createShipment_<<n>>.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ship="http://yurticikargo.com.tr/ShippingOrderDispatcherServices">
  <soapenv:Body>
    <ship:createShipment>
      <wsUserName>${YURTICI_USER}</wsUserName>
      <wsPassword>${YURTICI_PASSWORD}</wsPassword>
      <userLanguage>TR</userLanguage>
    </ship:createShipment>
  </soapenv:Body>
</soapenv:Envelope>
""",
        "a request template with placeholders filled at send time",
        None,
        None,
    ),
    (
        KIL,
        "muhasebe/<<org>>/cihazlar_<<year>>.tsv",
        """cihaz\tyer\tip\tseri_no\tsifre
NVR\tdepo\t<<ip>>\tDS-7608-<<n3>><<n>>\tkasada (zarf)
Kamera 1\tvitrin\t<<ip>>\tDS-2CD-<<n3>>\tNVR ile ayni
""",
        "device list whose password column only says where the password is kept",
        None,
        None,
    ),
    # d: capoeira
    (
        CAP,
        "mensalidades/<<org>>/.env.production",
        """NODE_ENV=production
MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN_SECRET_NAME=projects/academia/secrets/mp-access-token/versions/latest
""",
        "a public key and the name of a secret-manager entry",
        None,
        None,
    ),
    (
        CAP,
        "site/<<org>>/web/sites/default/settings.php",
        """<?php
$databases['default']['default'] = [
  'database' => 'capoeira_site',
  'username' => 'capoeira',
  'password' => getenv('DRUPAL_DB_PASSWORD'),
  'host' => 'localhost',
  'driver' => 'mysql',
];
""",
        "the database password is read from the environment",
        None,
        None,
    ),
    (
        CAP,
        "whatsapp/<<org>>/Conversa do WhatsApp com Professor <<n>>.txt",
        """<<date_sl>> <<time>> - <<ufirst>>: Mestre, qual a senha do Instagram do grupo?
<<date_sl>> <<time>> - Mestre Pavão: Senha não mando por aqui. Me pede no treino de quinta
<<date_sl>> <<time>> - <<ufirst>>: Beleza mestre
""",
        "a chat asking for a password that is never sent",
        None,
        None,
    ),
    # e: tango
    (
        TAN,
        "dj/<<org>>/tandas/config.json",
        """{
  "app": "armador-de-tandas",
  "spotify": {
    "client_id": "<<hex8>><<hex8>><<hex8>><<hex8>>",
    "client_secret": "",
    "auth_flow": "pkce",
    "redirect_uri": "http://127.0.0.1:<<port>>/callback"
  }
}
""",
        "PKCE flow: a public client id and an empty client secret",
        None,
        None,
    ),
    (
        TAN,
        "facturacion/<<org>>/certs/afip_<<n>>.crt",
        "<<cert>>\n",
        "an X.509 certificate (public), not the private key",
        "",
        _cert,
    ),
    (
        TAN,
        "actas/<<org>>/acta_<<n>>_<<date>>.txt",
        """ACTA N° <<n>> - COMISIÓN DIRECTIVA
2) Tesorería informa que se cambió la clave del homebanking. La clave la tienen solo la
   tesorera y el presidente; no se anota en el acta.
""",
        "minutes that mention a changed password without it",
        None,
        None,
    ),
    # f: dragon boat
    (
        DRA,
        "timing/<<org>>/regatta_<<year>>.ini",
        """[results_db]
driver = postgresql
host = /var/run/postgresql
database = regatta
user = timing
; peer authentication over the local socket, no password
""",
        "peer authentication: no password",
        None,
        None,
    ),
    (
        DRA,
        "members_app/<<org>>/lib/config/payments.dart",
        """class PaymentsConfig {
  // Publishable key only; charges are created by the club's server.
  static const String stripePublishableKey = 'pk_live_51<<hex8>><<hex8>><<hex8>>';
  static const String currency = 'hkd';
}
""",
        "a Stripe publishable key, which is public",
        None,
        None,
    ),
    (
        DRA,
        "analysis/<<org>>/hr_zones_<<year>>.ipynb",
        """{
 "cells": [
  {"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [],
   "source": ["import os\\n", "POLAR_CLIENT_SECRET = os.environ[\\"POLAR_CLIENT_SECRET\\"]\\n"]}
 ],
 "metadata": {},
 "nbformat": 4,
 "nbformat_minor": 5
}
""",
        "the notebook reads its client secret from the environment",
        "json",
        None,
    ),
    # g: blood bank
    (
        BLO,
        "inventory/<<org>>/docker-compose.yml",
        """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: bloodbank
      POSTGRES_USER: bbadmin
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets:
      - pg_password
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
        "a Docker secret file reference",
        None,
        None,
    ),
    (
        BLO,
        "firmware/<<org>>/fridge_monitor/secrets.h",
        """#pragma once
/* values come from sdkconfig (idf.py menuconfig), never committed */
#define WIFI_SSID      CONFIG_WIFI_SSID
#define WIFI_PASS      CONFIG_WIFI_PASSWORD
#define MQTT_HOST      CONFIG_MQTT_HOST
""",
        "macros that refer to build configuration",
        None,
        None,
    ),
    (
        BLO,
        "donor-sms/<<org>>/send_recall.php",
        """<?php
$authKey    = getenv('MSG91_AUTHKEY');
$templateId = getenv('MSG91_RECALL_TEMPLATE');
if (!$authKey) { exit("MSG91_AUTHKEY not set\\n"); }
""",
        "the SMS auth key comes from getenv",
        None,
        None,
    ),
    # h: gondola
    (
        GON,
        "prenotazioni/<<org>>/.env.local",
        """###> doctrine/doctrine-bundle ###
DATABASE_URL="mysql://gondole@localhost/prenotazioni?unix_socket=/var/run/mysqld/mysqld.sock&serverVersion=8.0"
###< doctrine/doctrine-bundle ###
""",
        "unix-socket authentication: a URL with a user and no password",
        None,
        None,
    ),
    (
        GON,
        "prenotazioni/<<org>>/keys/satispay_<<n>>_public.pem",
        "<<pub>>\n",
        "a public key",
        "",
        _pubkey,
    ),
    (
        GON,
        "fatturazione/<<org>>/src/main/resources/sdi.properties",
        """sdi.endpoint=https://ws.fatturazione-intermediario.it/services/v2
sdi.username=${SDI_USERNAME}
sdi.password=${SDI_PASSWORD}
""",
        "property placeholders resolved from the environment",
        None,
        None,
    ),
    # i: notaire
    (
        NOT,
        "copieur/<<org>>/profil_scan_<<n>>.ini",
        """[Destination]
Type=SMB
Chemin=\\\\<<ip>>\\Scans\\Actes
Authentification=Kerberos
Utilisateur=
MotDePasse=
""",
        "Kerberos authentication with empty user and password",
        None,
        None,
    ),
    (
        NOT,
        "signature/<<org>>/config/esign.yaml",
        """provider: esign
integration_key: <<uuid>>
private_key_file: /run/secrets/esign_private_key.pem
callback: https://<<dom>>/signature/retour
""",
        "the private key is a file reference",
        None,
        None,
    ),
    (
        NOT,
        "agenda/<<org>>/rdv_<<n>>.ics",
        """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Etude notariale//Agenda//FR
BEGIN:VEVENT
UID:<<uuid>>@<<dom>>
DTSTART:<<year>>0114T100000Z
SUMMARY:Signature à distance
DESCRIPTION:Le mot de passe de la visioconférence vous sera communiqué par SMS
 le matin du rendez-vous.
END:VEVENT
END:VCALENDAR
""",
        "a calendar entry that says the password will be sent separately",
        None,
        None,
    ),
    # j: casino
    (
        CAS,
        "jackpot-display/<<org>>/appsettings.Production.json",
        """{
  "Jwt": {
    "Issuer": "jackpot.<<dom>>",
    "SigningKey": "",
    "SigningKeySource": "AzureKeyVault:jackpot-jwt-signing"
  },
  "AllowedHosts": "*"
}
""",
        "an empty signing key with a key-vault reference",
        None,
        None,
    ),
    (
        CAS,
        "slot-accounting/<<org>>/cmd/meters/main.go",
        """package main

import "database/sql"

func open() (*sql.DB, error) {
	return sql.Open("azuresql", "sqlserver://<<host>>?database=SlotMeters&fedauth=ActiveDirectoryManagedIdentity")
}
""",
        "managed-identity authentication: no password in the DSN",
        None,
        None,
    ),
    (
        CAS,
        "surveillance/<<org>>/table_cams.py",
        """import keyring

NVR_USER = "viewer"
NVR_PASS = keyring.get_password("casino-nvr", NVR_USER)
NVR = "rtsp://{user}:{pw}@<<ip>>:554/Streaming/Channels/{ch}"
""",
        "the NVR password comes from the OS keyring; the URL is a format template",
        None,
        None,
    ),
    # k: takraw
    (
        TAK,
        "livescore/<<org>>/.env",
        """PORT=<<port>>
# redis bound to localhost only, no AUTH
REDIS_URL=redis://127.0.0.1:6379/0
CORS_ORIGIN=https://live.<<dom>>
""",
        "a Redis URL without credentials",
        None,
        None,
    ),
    (
        TAK,
        "apps-script/<<org>>/แจ้งผลการแข่งขัน.gs",
        """const LINE_NOTIFY_TOKEN = PropertiesService.getScriptProperties().getProperty('LINE_NOTIFY_TOKEN');
""",
        "the token is read from script properties",
        None,
        None,
    ),
    (
        TAK,
        "tickets/<<org>>/config/omise.php",
        """<?php
define('OMISE_PUBLIC_KEY', 'pkey_5<<hex8>><<hex8>>x');
define('OMISE_SECRET_KEY', getenv('OMISE_SECRET_KEY'));
""",
        "a public key, and the secret key from getenv",
        None,
        None,
    ),
    # l: shogi
    (
        SHO,
        "etc/<<org>>/rsyncd.conf",
        """uid = kifu
gid = kifu
[kifu]
    path = /srv/kifu
    read only = no
    auth users = kifu
    secrets file = /etc/rsyncd.secrets
""",
        "the daemon config points at the secrets file without holding one",
        None,
        None,
    ),
    (
        SHO,
        "practice-server/<<org>>/config.toml",
        """[server]
listen = "0.0.0.0:<<port>>"

[slack]
bot_token_env = "SLACK_BOT_TOKEN"
channel = "#練習対局"
""",
        "names the environment variable holding the token",
        None,
        None,
    ),
    (SHO, "kifu/<<org>>/SHA256SUMS", "<<sums>>\n", "SHA-256 checksums of game records", "", _sums),
    # m: ostrich
    (
        OST,
        "broeikas/<<org>>/incubator_<<n>>/incubator_<<n>>.ino",
        """#define BLYNK_TEMPLATE_ID "TMPL<<hex8>>"
#define BLYNK_TEMPLATE_NAME "Broeikas"
#include "secrets.h"  // BLYNK_AUTH_TOKEN, not in the repository
#include <BlynkSimpleEsp32.h>
""",
        "a public template id; the token is in an untracked header",
        None,
        None,
    ),
    (
        OST,
        "feather-shop/<<org>>/sync_stock.py",
        """import os

from woocommerce import API

wcapi = API(
    url="https://shop.<<dom>>",
    consumer_key=os.environ["WC_KEY"],
    consumer_secret=os.environ["WC_SECRET"],
    version="wc/v3",
)
""",
        "the WooCommerce keys come from the environment",
        None,
        None,
    ),
    (
        OST,
        "plaas/<<org>>/camera-upload-<<n>>.service",
        """[Unit]
Description=Camera traps upload

[Service]
EnvironmentFile=/etc/camera-upload.env
LoadCredential=ftp-password:/etc/credstore/camera-ftp
ExecStart=/usr/local/bin/cam-upload --watch /srv/cameras

[Install]
WantedBy=multi-user.target
""",
        "systemd EnvironmentFile and LoadCredential references",
        None,
        None,
    ),
    # n: salt pans
    (
        SAL,
        "web/<<org>>/.gitlab-ci.yml",
        """deploy_stranica:
  stage: deploy
  image: alpine:3.20
  script:
    - lftp -u "$FTP_USER,$FTP_PASSWORD" -e "mirror -R public/ /public_html/; quit" ftp.<<dom>>
""",
        "CI variables, not values",
        None,
        None,
    ),
    (
        SAL,
        "weewx/<<org>>/weewx.conf",
        """[StdRESTful]
    [[Wunderground]]
        enable = false
        station =
        password =
""",
        "an unconfigured uploader with empty values",
        None,
        None,
    ),
    (
        SAL,
        "posjetitelji-app/<<org>>/app/src/main/AndroidManifest.xml",
        """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="hr.solana.posjetitelji">
    <application android:label="Solana">
        <meta-data android:name="com.google.android.geo.API_KEY" android:value="${MAPS_API_KEY}" />
    </application>
</manifest>
""",
        "a manifest placeholder filled from local.properties at build time",
        None,
        None,
    ),
    # o: trotting
    (
        TRO,
        "resultat/<<org>>/Makefile",
        """DB_HOST = <<ip>>
DB_USER = resultat
DB_PASS ?= $(shell pass show travbana/mysql-resultat)

import:
\tMYSQL_PWD=$(DB_PASS) mysql -h $(DB_HOST) -u $(DB_USER) travresultat < out/resultat.sql
""",
        "the password is fetched from a password store",
        None,
        None,
    ),
    (
        TRO,
        "nginx/<<org>>/stall<<n>>.conf",
        """server {
    listen 443 ssl;
    server_name stall.<<dom>>;
    location /live/ {
        auth_basic "Stallkameror";
        auth_basic_user_file /etc/nginx/htpasswd.stall;
        proxy_pass http://<<ip>>:8000/;
    }
}
""",
        "basic auth configured by a user file reference",
        None,
        None,
    ),
    (
        TRO,
        "styrelsen/<<org>>/protokoll_<<date>>.txt",
        """PROTOKOLL - Styrelsemöte, <<date>>
§ 4 Hemsidan
Lösenordet till hemsidan har bytts och finns i lösenordshanteraren. Det skrivs inte i
protokollet.
""",
        "minutes that mention a password without it",
        None,
        None,
    ),
    # p: optician
    (
        OPT,
        "oct/<<org>>/orthanc.json",
        """{
  "Name": "OCT gabinet",
  "HttpPort": 8042,
  "RemoteAccessAllowed": false,
  "AuthenticationEnabled": false,
  "RegisteredUsers": {}
}
""",
        "authentication disabled, no users",
        None,
        None,
    ),
    (
        OPT,
        "wizyty/<<org>>/Dockerfile",
        """FROM node:20-alpine
WORKDIR /app
COPY . .
ENV NODE_ENV=production \\
    DB_PASSWORD_FILE=/run/secrets/db_password
CMD ["node", "server.js"]
""",
        "points at a Docker secret file",
        None,
        None,
    ),
    (
        OPT,
        "infra/<<org>>/main.tf",
        """variable "mysql_password" {
  type      = string
  sensitive = true
}

provider "mysql" {
  endpoint = "<<ip>>:3306"
  username = "root"
  password = var.mysql_password
}
""",
        "a sensitive Terraform variable without a default",
        None,
        None,
    ),
]

for orgs, path, template, why, syntax, extra in DECOYS:
    regd(orgs, path, template, why, syntax, extra)
