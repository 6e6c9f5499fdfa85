# ruff: noqa: E501
"""Decoys of the hundred-and-thirty-eighth corpus: files of the same sixteen families that hold
no live credential (empty values, references to the environment or a secret store, documented
sandbox values, masked values, prose that names a password without giving it), three a family,
each with its ``why``."""

from __future__ import annotations

import json

from hundredthirtyeighth_spec import (
    AFRIKAANS_ZA,
    ARABIC_AE,
    CZECH,
    DANISH,
    ENGLISH_AU,
    GREEK,
    HINDI_IN,
    INDONESIAN,
    JAPANESE,
    KOREAN,
    POLISH,
    PORTUGUESE_BR,
    SPANISH_AR,
    SPANISH_MX,
    SWAHILI_KE,
    VIETNAMESE,
    regd,
)

# --------------------------------------------------------------------------- a: Mexico

regd(
    SPANISH_MX,
    "<<org>>-taquilla/.env.example",
    """APP_NAME="Taquilla"
APP_ENV=local
APP_KEY=
APP_DEBUG=true
APP_URL=http://localhost

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=taquilla
DB_USERNAME=root
DB_PASSWORD=

# Conekta: pide las llaves a contabilidad, nunca las subas al repo
CONEKTA_PUBLIC_KEY=
CONEKTA_PRIVATE_KEY=
CONEKTA_API_VERSION=2.1.0
""",
    "An .env.example whose Conekta keys and database password are empty.",
    syntax="",
)

regd(
    SPANISH_MX,
    "Chat de WhatsApp con <<name2>>.txt",
    """<<dmy2>>, <<time>> - <<name>>: Me pasas la contraseña del controlador de cloro?
<<dmy2>>, <<time2>> - <<name2>>: Por aquí no, está en la libreta de bitácora del cuarto de máquinas
<<dmy2>>, <<time2>> - <<name2>>: Hoja de la portada, con el número de serie del DULCOMARIN
<<dmy2>>, <<time3>> - <<name>>: Va, mañana la veo 👍
""",
    "A chat that talks about the chlorinator password but never gives it.",
    syntax="",
)

regd(
    SPANISH_MX,
    "monitor-albercas/config.ini",
    """; Monitor de química del agua - <<org_cap>>
[general]
parque = <<org_cap>>
intervalo_seg = 60

[dulcomarin_olas]
host = <<ip>>
puerto = 502

[smtp]
servidor = smtp.gmail.com
puerto = 587
usuario = alertas.<<org>>@gmail.com
; la contraseña de aplicación se lee de la variable de entorno SMTP_APP_PASSWORD
contrasena = ${SMTP_APP_PASSWORD}
""",
    "The SMTP password is a reference to an environment variable.",
    syntax="ini",
)

# --------------------------------------------------------------------------- b: Brazil

regd(
    PORTUGUESE_BR,
    "postman/Pagarme <<org_cap>>.postman_collection.json",
    """{
  "info": {
    "_postman_id": "<<uuid>>",
    "name": "Pagar.me v5 - <<org_cap>> (modelo)",
    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"
  },
  "item": [
    {
      "name": "Consultar pedido",
      "request": {
        "method": "GET",
        "header": [{"key": "Authorization", "value": "Basic {{pagarme_basic}}"}],
        "url": {"raw": "https://api.pagar.me/core/v5/orders/{{order_id}}", "host": ["api", "pagar", "me"], "path": ["core", "v5", "orders", "{{order_id}}"]}
      }
    }
  ],
  "variable": [
    {"key": "pagarme_basic", "value": ""},
    {"key": "order_id", "value": ""}
  ]
}
""",
    "A Postman collection whose Basic header is an empty collection variable.",
)

regd(
    PORTUGUESE_BR,
    "erp/config/nfe.yml",
    """# Emissão de NF-e / NFC-e
emitente:
  cnpj: "<<nn>>.<<num>>.000/0001-00"
  uf: SP
nfe:
  ambiente: homologacao
  certificado:
    arquivo: /etc/nfe/certificado_a1.pfx
    senha: "${NFE_CERT_SENHA}"
  nfce:
    csc_id: "000001"
    csc: "${NFCE_CSC}"
""",
    "Certificate password and CSC are environment-variable references.",
)

regd(
    PORTUGUESE_BR,
    "loja-ingressos/config/pagseguro.php",
    """<?php
// Configuração do checkout PagSeguro - o token vem do ambiente (painel da hospedagem)
return [
    'pagseguro' => [
        'ambiente' => getenv('PAGSEGURO_AMBIENTE') ?: 'sandbox',
        'email' => 'financeiro@<<dom>>',
        'token' => getenv('PAGSEGURO_TOKEN'),
        'notification_url' => 'https://ingressos.<<dom>>/pagseguro/notificacao',
    ],
];
""",
    "The PagSeguro token is read with getenv().",
    syntax="",
)

# --------------------------------------------------------------------------- c: Argentina

regd(
    SPANISH_AR,
    "props/cofre_esp32/cofre_esp32.ino",
    """// Sala - cofre final (ESP32). Las claves están en secrets.h (no se versiona)
#include <WiFi.h>
#include <PubSubClient.h>
#include "secrets.h"

const char* ssid = WIFI_SSID;
const char* password = WIFI_PASS;
const char* mqtt_user = MQTT_USER;
const char* mqtt_pass = MQTT_PASS;

void setup() {
  WiFi.begin(ssid, password);
}

void loop() {}
""",
    "The sketch takes its Wi-Fi and MQTT passwords from macros in an unversioned secrets.h.",
    syntax="",
)

regd(
    SPANISH_AR,
    "red/mikrotik_<<org>>.rsc",
    """# <<date>> <<time>>:<<sec>> by RouterOS 7.14.2
# software id = 7KQ2-XN4D
#
# model = hAP ax2
/interface wifi security
add authentication-types=wpa2-psk,wpa3-psk name=sec-salas
/interface wifi
set [ find default-name=wifi1 ] configuration.mode=ap .ssid=<<org_up>>_SALAS disabled=no security=sec-salas
/ip address
add address=<<gw>>/24 interface=bridge
""",
    "A RouterOS 7 export without show-sensitive: the passphrase is left out.",
    syntax="",
)

regd(
    SPANISH_AR,
    "reservas/bookeo_sync.py",
    '''"""Baja las reservas del día desde Bookeo."""

import os

import requests

BOOKEO_API_KEY = os.environ["BOOKEO_API_KEY"]
BOOKEO_SECRET_KEY = os.environ["BOOKEO_SECRET_KEY"]


def reservas(dia):
    params = {"apiKey": BOOKEO_API_KEY, "secretKey": BOOKEO_SECRET_KEY, "startTime": f"{dia}T00:00:00-03:00"}
    return requests.get("https://api.bookeo.com/v2/bookings", params=params, timeout=20).json()
''',
    "The Bookeo keys are read from the environment.",
)

# --------------------------------------------------------------------------- d: Denmark

regd(
    DANISH,
    "billetsync/economic.demo.json",
    """{
  "economic": {
    "base_url": "https://restapi.e-conomic.com",
    "headers": {
      "X-AppSecretToken": "demo",
      "X-AgreementGrantToken": "demo",
      "Content-Type": "application/json"
    }
  },
  "note": "Demo-aftale fra e-conomics dokumentation – kun til test af integrationen"
}
""",
    "e-conomic's documented public demo tokens ('demo'), not a live agreement.",
)

regd(
    DANISH,
    "mail/<<date>>_velkomst_<<first2>>.eml",
    """From: <<name>> <hr@<<dom>>>
To: <<email2>>
Subject: Velkommen til sæsonen hos <<org_cap>>
Date: <<dd>> Apr <<year>> <<time>>:<<sec>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Kære <<fname2>>

Du får i løbet af i dag en mail direkte fra Planday med et link, hvor du
selv vælger din adgangskode. Vi kender den ikke og sender den aldrig pr. mail.

Med venlig hilsen
<<name>>
""",
    "A welcome e-mail that says the password is chosen through Planday's own link.",
    syntax="",
)

regd(
    DANISH,
    "scripts/fotokiosk_sync.sh",
    """#!/bin/bash
# Kopierer on-ride fotos til fotokiosken; adgangskoden ligger i en fil kun root kan læse
set -euo pipefail
sshpass -f /etc/fotokiosk/kiosk.pass rsync -az --remove-source-files /srv/onride/ kiosk@<<ip>>:/data/fotos/
""",
    "sshpass reads the password from a root-only file (-f), none in the script.",
    syntax="",
)

# --------------------------------------------------------------------------- e: Poland

regd(
    POLISH,
    "rezerwacje/.env.dist",
    """# Skopiuj do .env.local i uzupełnij
APP_ENV=dev
LOCKME_PARTNER_ID=
LOCKME_API_KEY=
P24_MERCHANT_ID=
P24_CRC=
P24_API_KEY=
""",
    "A .env.dist template with every key left empty.",
    syntax="",
)

regd(
    POLISH,
    "kadry/pracownicy_<<year>>.csv",
    """Imię;Nazwisko;Stanowisko;Login;Hasło;Uwagi
<<fname>>;<<lname>>;Mistrz gry;<<first>>.<<last>>;********;weekendy
<<fname2>>;<<lname2>>;Recepcja;<<user2>>;********;
""",
    "The password column is masked with asterisks.",
    syntax="",
)

regd(
    POLISH,
    "config/przelewy24.php",
    """<?php
// Przelewy24 – dane dostępowe z panelu hostingu (zmienne środowiskowe)
return [
    'merchant_id' => (int) getenv('P24_MERCHANT_ID'),
    'pos_id' => (int) getenv('P24_POS_ID'),
    'crc' => getenv('P24_CRC'),
    'api_key' => getenv('P24_API_KEY'),
    'sandbox' => getenv('P24_SANDBOX') === '1',
];
""",
    "All Przelewy24 values are read with getenv().",
    syntax="",
)

# --------------------------------------------------------------------------- f: Czechia

regd(
    CZECH,
    "app/config/config.neon",
    """parameters:
\tgopay:
\t\tgoid: ::getenv('GOPAY_GOID')
\t\tclientId: ::getenv('GOPAY_CLIENT_ID')
\t\tclientSecret: ::getenv('GOPAY_CLIENT_SECRET')
\t\tisProductionMode: false
""",
    "GoPay client secret is read from the environment in the NEON config.",
    syntax="",
)

regd(
    CZECH,
    "homeassistant/configuration.yaml",
    """# Home Assistant – pavilon
homeassistant:
  name: Pavilon
  latitude: !secret latitude_home
  longitude: !secret longitude_home

loxone:
  host: !secret loxone_host
  username: !secret loxone_user
  password: !secret loxone_password
""",
    "Home Assistant configuration that only references secrets.yaml entries (!secret).",
    syntax="",
)

regd(
    CZECH,
    "foto/ocr/IMG_<<num>>_stitek_router.txt",
    """Vodafone
Wi-Fi Station  Model: CGA4233VDF
S/N: ▒▒▒▒▒▒▒▒▒▒   MAC: <<mac>>
------------------------------------------
Název sítě (SSID): Vodafone-▒▒▒▒
Heslo Wi-Fi: ▒▒▒▒▒▒▒▒▒▒▒▒
[OCR: text nečitelný – odlesk na štítku]
------------------------------------------
""",
    "An OCR of the router sticker where the Wi-Fi key came out unreadable.",
    syntax="",
)

# --------------------------------------------------------------------------- g: Greece

regd(
    GREEK,
    "public_html/wp-config-sample.php",
    """<?php
define( 'DB_NAME', 'database_name_here' );
define( 'DB_USER', 'username_here' );
define( 'DB_PASSWORD', 'password_here' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8' );
define( 'AUTH_KEY',         'put your unique phrase here' );
$table_prefix = 'wp_';
""",
    "WordPress's shipped wp-config-sample.php with its placeholder values.",
    syntax="",
)

regd(
    GREEK,
    "kampanes-booking/docker-compose.yml",
    """services:
  db:
    image: mariadb:11.4
    environment:
      MARIADB_DATABASE: kampanes
      MARIADB_USER: kampanes
      MARIADB_PASSWORD_FILE: /run/secrets/db_password
      MARIADB_ROOT_PASSWORD_FILE: /run/secrets/db_root_password
    secrets: [db_password, db_root_password]

secrets:
  db_password:
    file: ./secrets/db_password.txt
  db_root_password:
    file: ./secrets/db_root_password.txt
""",
    "Compose file using Docker secrets files (*_FILE), no password inline.",
)

regd(
    GREEK,
    "Viber/Viber_<<date>>_messages.csv",
    """Ημερομηνία,Ώρα,Αποστολέας,Τηλέφωνο,Μήνυμα
<<dd>>/<<mm>>/<<year>>,<<time>>,<<name>>,<<phone>>,"Άλλαξα τον κωδικό στο tablet των ναυαγοσωστών"
<<dd>>/<<mm>>/<<year>>,<<time2>>,<<name>>,<<phone>>,"Θα σας τον πω από κοντά στη σύσκεψη, όχι εδώ"
""",
    "A chat that mentions a changed password without giving it.",
    syntax="",
)

# --------------------------------------------------------------------------- h: UAE

regd(
    ARABIC_AE,
    "k8s/<<org>>/cabana-booking-externalsecret.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: cabana-booking-db
  namespace: <<org>>-prod
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: cabana-booking-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: kv/<<org>>/cabana-booking
        property: db_password
""",
    "An ExternalSecret that points at a Vault path; the value is never in the file.",
)


def _ae_appsettings(s):
    doc = {
        "ConnectionStrings": {
            "LockerDb": "Server=#{DbServer}#,1433;Database=LockerSystem;User Id=locker_app;Password=#{DbPassword}#;TrustServerCertificate=True"
        },
        "Wristbands": {"Reader": "RFID-USB", "SiteCode": s["org_up"]},
    }
    return json.dumps(doc, indent=2) + "\n"


regd(
    ARABIC_AE,
    "LockerService/appsettings.Production.json",
    _ae_appsettings,
    "Connection string with #{DbPassword}# release-pipeline tokens, replaced at deploy time.",
)

regd(
    ARABIC_AE,
    "mail/<<date>> VPN access slide maintenance.eml",
    """From: <<fcap>> <<lcap>> <<<email>>>
To: service@slidetech-contracting.ae
Subject: VPN access for the slide control system
Date: <<dd>> Oct <<year>> <<time>>:<<sec>> +0400
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Dear team,

Your FortiClient VPN account (slidetech.ext) is ready. For security the
password will be sent by SMS to your site supervisor, not by e-mail.

Best regards,
<<fcap>> <<lcap>>
""",
    "An e-mail that announces the VPN password will come by SMS.",
    syntax="",
)

# --------------------------------------------------------------------------- i: Kenya

regd(
    SWAHILI_KE,
    "tickets-api/.env.sandbox",
    """# Daraja SANDBOX – test shortcode and the public passkey from Safaricom's docs
MPESA_ENV=sandbox
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_SHORTCODE=174379
MPESA_PASSKEY=bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919
MPESA_CALLBACK_URL=https://api.<<dom>>/mpesa/callback
""",
    "Safaricom's published sandbox passkey for test shortcode 174379; consumer key and secret empty.",
    syntax="",
)

regd(
    SWAHILI_KE,
    "home/<<first>>/.config/rclone/rclone.conf",
    """[camtraps]
type = drive
scope = drive
service_account_file = /home/<<first>>/keys/camtrap-uploader.json
root_folder_id = 1AbCamtrapFolder

[local-archive]
type = alias
remote = /mnt/usb/camtraps
""",
    "rclone remote that points at a service-account file; no token inline.",
    syntax="",
)

regd(
    SWAHILI_KE,
    "tablets/collect_settings_<<nn>>.json",
    """{
  "general": {
    "server_url": "https://kc.kobotoolbox.org/<<org>>",
    "username": "",
    "password": "",
    "form_update_mode": "match_exactly"
  },
  "project": {"name": "Animal rounds", "icon": "A", "color": "#3e9fcc"}
}
""",
    "ODK Collect settings with empty username and password (each keeper logs in).",
)

# --------------------------------------------------------------------------- j: South Africa

regd(
    AFRIKAANS_ZA,
    "bespreking/includes/payfast.sandbox.php",
    """<?php
// PayFast SANDBOX – die publieke toetsbesonderhede uit PayFast se dokumentasie
define('PAYFAST_MERCHANT_ID', '10000100');
define('PAYFAST_MERCHANT_KEY', '46f0cd694581a');
define('PAYFAST_PASSPHRASE', '');
define('PAYFAST_URL', 'https://sandbox.payfast.co.za/eng/process');
""",
    "PayFast's documented public sandbox merchant id and key, empty passphrase.",
    syntax="",
)

regd(
    AFRIKAANS_ZA,
    "gm-pc-<<nn>>/AppData/Roaming/obs-studio/plugin_config/obs-websocket/config.json",
    """{
  "alerts_enabled": false,
  "auth_required": false,
  "first_load": false,
  "server_enabled": true,
  "server_password": "",
  "server_port": 4455
}
""",
    "obs-websocket with authentication switched off and an empty password.",
)

regd(
    AFRIKAANS_ZA,
    "bookings-api/.env.example",
    """NODE_ENV=development
SITE_URL=http://localhost:3000
YOCO_PUBLIC_KEY=pk_live_xxxxxxxxxxxxxxxxxxxx
YOCO_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
TZ=Africa/Johannesburg
""",
    "An .env.example with x-filled Yoco key placeholders.",
    syntax="",
)

# --------------------------------------------------------------------------- k: India

regd(
    HINDI_IN,
    "tickets/settings/production.py",
    '''"""Production settings."""

import os

DEBUG = False
RAZORPAY_KEY_ID = os.environ["RAZORPAY_KEY_ID"]
RAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]
''',
    "Razorpay keys are read from the environment.",
)

regd(
    HINDI_IN,
    "gate-sync/.my.cnf",
    """# Password is stored with mysql_config_editor in ~/.mylogin.cnf (login-path=gate)
[client]
user=gate_sync
host=<<ip>>
port=3306
""",
    "A my.cnf without a password line; the login path holds it elsewhere.",
    syntax="",
)

regd(
    HINDI_IN,
    "mail/<<date>>_gate_software.eml",
    """From: <<fcap>> <<lcap>> <<<email>>>
To: <<email2>>
Subject: गेट सॉफ़्टवेयर का लॉगिन
Date: <<dd>> Apr <<year>> <<time>>:<<sec>> +0530
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

नमस्ते <<fname2>> जी,

आपका यूज़रनेम gate.<<first2>> है। पासवर्ड आपको अलग से SMS पर भेजा जाएगा।

धन्यवाद,
<<name>>
""",
    "Hindi e-mail that says the password is sent separately by SMS.",
    syntax="",
)

# --------------------------------------------------------------------------- l: Vietnam

regd(
    VIETNAMESE,
    "VeOnline.Api/appsettings.json",
    """{
  "VnPay": {
    "TmnCode": "",
    "HashSecret": "",
    "BaseUrl": "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
    "ReturnUrl": "https://localhost:5001/thanh-toan/ket-qua"
  },
  "AllowedHosts": "*"
}
""",
    "Base appsettings with empty VNPay TmnCode and HashSecret (filled per environment).",
)

regd(
    VIETNAMESE,
    "zalo/nhom_van_hanh_<<date>>.txt",
    """<<name>>  <<time>>
Wifi khu trò chơi đổi mật khẩu rồi nha, ai cần thì nhắn riêng anh

<<name2>>  <<time2>>
Dạ em nhắn anh rồi ạ
""",
    "A chat that tells staff to ask privately for the Wi-Fi password.",
    syntax="",
)

regd(
    VIETNAMESE,
    "ve-online/.gitlab-ci.yml",
    """variables:
  MYSQL_DATABASE: ve_online
  MYSQL_USER: ve_online
  MYSQL_PASSWORD: $CI_MYSQL_PASSWORD
  MYSQL_ROOT_PASSWORD: $CI_MYSQL_ROOT_PASSWORD

test:
  image: php:8.2
  services: [mysql:8.0]
  script:
    - php artisan test
""",
    "CI file that takes the MySQL passwords from masked GitLab CI/CD variables.",
)

# --------------------------------------------------------------------------- m: Indonesia

regd(
    INDONESIAN,
    "tiket-online/.env.example",
    """APP_NAME="E-Tiket"
APP_ENV=local
APP_URL=http://localhost
# Isi dari dashboard Midtrans > Settings > Access Keys
MIDTRANS_MERCHANT_ID=
MIDTRANS_CLIENT_KEY=
MIDTRANS_SERVER_KEY=
MIDTRANS_IS_PRODUCTION=false
""",
    "An .env.example with empty Midtrans keys.",
    syntax="",
)

regd(
    INDONESIAN,
    "cctv-bot/config.yaml",
    """nvr:
  host: <<ip>>
  kanal: [1, 2, 5, 7]
telegram:
  bot_token: "${TELEGRAM_BOT_TOKEN}"
  chat_id: "${TELEGRAM_CHAT_ID}"
""",
    "Bot token and chat id are environment-variable references.",
)

regd(
    INDONESIAN,
    "Chat WhatsApp dengan <<name2>>.txt",
    """<<dd>>/<<mm>>/<<yy>> 08.12 - <<name>>: Mas, kata sandi aplikasi pakan yang baru apa ya?
<<dd>>/<<mm>>/<<yy>> 08.15 - <<name2>>: Sudah saya kirim lewat japri ya, jangan ditulis di grup
""",
    "A chat about the feeding-app password that sends it elsewhere.",
    syntax="",
)

# --------------------------------------------------------------------------- n: Japan

regd(
    JAPANESE,
    "config/initializers/payjp.rb",
    """# frozen_string_literal: true

require 'payjp'

Payjp.api_key = ENV.fetch('PAYJP_SECRET_KEY')
Payjp.open_timeout = 30
""",
    "PAY.JP key is read from the environment.",
    syntax="",
)

regd(
    JAPANESE,
    "[LINE] メンテナンス班とのトーク.txt",
    """[LINE] メンテナンス班のトーク履歴
保存日時：<<year>>/<<mm>>/<<dd>> <<time2>>

<<time>>\t<<name>>\t制御室PCのパスワードを教えてください
<<time2>>\t<<name2>>\t事務所の金庫のメモを見てください（LINEには書かないルールです）
""",
    "A LINE chat that refers to a memo in the safe instead of giving the password.",
    syntax="",
)

regd(
    JAPANESE,
    "共有/アカウント一覧_<<year>>.tsv",
    """氏名\t部署\tログインID\tパスワード\t備考
<<name>>\tアトラクション運営\t<<user>>\t（別途通知）\t
<<name2>>\tチケット\t<<user2>>\t（別途通知）\t
""",
    "Account sheet whose password column only says 'notified separately'.",
    syntax="",
)

# --------------------------------------------------------------------------- o: Korea

regd(
    KOREAN,
    "reserve-api/src/main/resources/application-prod.yml",
    """toss:
  payments:
    client-key: ${TOSS_CLIENT_KEY}
    secret-key: ${TOSS_SECRET_KEY}
    success-url: https://<<dom>>/reserve/success
""",
    "Spring placeholders for the Toss keys, resolved from the environment.",
)

regd(
    KOREAN,
    "KakaoTalk_<<date>>_매니저방.txt",
    """매니저방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time2>>:00

[<<name>>] [오후 3:01] 힌트폰 관리자 비밀번호 뭐예요?
[<<name2>>] [오후 3:02] 카운터 금고 안 메모에 적어뒀어요. 단톡에는 안 올릴게요!
""",
    "A KakaoTalk chat that points to a note in the safe, no password.",
    syntax="",
)

regd(
    KOREAN,
    "reserve-web/.env.example",
    """NEXT_PUBLIC_IMP_CODE=
IMP_KEY=
IMP_SECRET=
NEXT_PUBLIC_SITE_URL=http://localhost:3000
""",
    "An .env.example with empty PortOne (iamport) keys.",
    syntax="",
)

# --------------------------------------------------------------------------- p: Australia

regd(
    ENGLISH_AU,
    "home/<<first>>/.docker/config.json",
    """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "desktop",
	"currentContext": "default"
}
""",
    "Docker config that keeps registry credentials in the OS credential store.",
)

regd(
    ENGLISH_AU,
    "home/<<first>>/.aws/config",
    """[default]
region = ap-southeast-2

[profile koalacam]
sso_session = <<org>>
sso_account_id = <<id6>><<id6>>
sso_role_name = KoalaCamUploader
region = ap-southeast-2

[sso-session <<org>>]
sso_start_url = https://<<org>>.awsapps.com/start
sso_region = ap-southeast-2
""",
    "AWS CLI config using IAM Identity Center (SSO); no access keys.",
    syntax="ini",
)


def _au_slack(s):
    msgs = [
        {
            "user": "U0" + str(s["id6"]) + "KP",
            "type": "message",
            "ts": f"{s['ts']}.000200",
            "text": "What's the incubator controller password again?",
        },
        {
            "user": "U0" + str(s["num"]) + "QZ7",
            "type": "message",
            "ts": f"{int(str(s['ts'])) + 60}.000300",
            "text": "It's in 1Password under Wildlife Hospital > Incubator. Please don't paste it in here",
        },
    ]
    return json.dumps(msgs, indent=4) + "\n"


regd(
    ENGLISH_AU,
    "slack-export/keepers/<<date>>.json",
    _au_slack,
    "A Slack export where the password is pointed to in a vault, not given.",
)
