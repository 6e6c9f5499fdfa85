# ruff: noqa: E501
"""Decoys of the hundred-and-thirty-ninth corpus: 48 realistic files of the sixteen families
(three each) that hold no live credential. A table of (family, path, template, why, syntax)
turned into ``@decoy`` functions by ``regd``."""

from __future__ import annotations

from hundredthirtyninth_spec import (
    AE,
    BD,
    BR,
    DE,
    IN,
    JP,
    MA,
    MX,
    NG,
    NL,
    NZ,
    PH,
    PL,
    SE,
    TR,
    VN,
    regd,
)

DECOYS = (
    # ------------------------------------------------------------------ a: Mexico
    (
        MX,
        "cotizador-api/.env.example",
        """APP_NAME="Mudanzas <<org>>"
APP_ENV=local
APP_URL=http://localhost:8000

# Mercado Pago: copia tus credenciales de producción desde el panel de desarrolladores
MP_PUBLIC_KEY=
MP_ACCESS_TOKEN=
MP_WEBHOOK_URL=https://<<dom>>/api/webhooks/mercadopago
""",
        "an .env template: the Mercado Pago keys are empty",
        "",
    ),
    (
        MX,
        "public_html/wp-config.php",
        """<?php
/** Cotizador de mudanzas — <<dom>> (valores desde el entorno del hosting) */
define( 'DB_NAME', getenv( 'WP_DB_NAME' ) );
define( 'DB_USER', getenv( 'WP_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
$table_prefix = 'wpmz_';
require_once ABSPATH . 'wp-settings.php';
""",
        "wp-config.php reads the database password from the environment",
        "",
    ),
    (
        MX,
        "Chat de WhatsApp con <<name2>>.txt",
        """<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi>> p. m. - <<name>>: Jefe me pasa la clave del rastreo?
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi2>> p. m. - <<name2>>: No por aquí, te la doy en la bodega cuando regreses de <<city>>
<<d>>/<<mo>>/<<y2>>, <<h12>>:<<mi2>> p. m. - <<name>>: Va 👍
""",
        "a chat that asks for a password and is refused; no value",
        "",
    ),
    # ------------------------------------------------------------------ b: Brazil
    (
        BR,
        "src/main/resources/application-prod.properties",
        """nfe.ambiente=PRODUCAO
nfe.certificado.tipo=A1
nfe.certificado.caminho=/opt/<<org>>/certificados/empresa.pfx
nfe.certificado.senha=${CERTIFICADO_SENHA}
spring.datasource.password=${DB_PASS}
""",
        "certificate and database passwords are ${...} references",
        "",
    ),
    (
        BR,
        "go2rtc.yaml",
        """# credenciais vêm do ambiente do container (RTSP_USER / RTSP_PASS)
streams:
  corredor_a: rtsp://${RTSP_USER}:${RTSP_PASS}@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
  doca_carga: rtsp://${RTSP_USER}:${RTSP_PASS}@<<ip>>:554/cam/realmonitor?channel=5&subtype=1
""",
        "go2rtc environment substitution instead of a password",
        None,
    ),
    (
        BR,
        "Conversa do WhatsApp com <<name2>>.txt",
        """<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<name2>>: O app do portão pede senha nova
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name>>: Acabei de mandar um link de redefinição por SMS, é só criar uma senha nova por lá
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<name2>>: Ok, obrigada!
""",
        "a password reset is sent by SMS; no password in the chat",
        "",
    ),
    # ------------------------------------------------------------------ c: Germany
    (
        DE,
        "kimai/docker-compose.yml",
        """services:
  sqldb:
    image: mysql:8.3
    environment:
      - MYSQL_DATABASE=kimai
      - MYSQL_USER=kimaiuser
      - MYSQL_PASSWORD_FILE=/run/secrets/kimai_db
    secrets:
      - kimai_db
secrets:
  kimai_db:
    file: ./secrets/kimai_db.txt
""",
        "a Docker secret file is referenced; no value in the compose file",
        None,
    ),
    (
        DE,
        "Obsidian/Büro/Zugangsdaten.md",
        """# Zugangsdaten Büro

## Halteverbotszonen – Online-Antrag
- Login: <<email>>
- Passwort: siehe KeePassXC, Eintrag „Halteverbot Berlin“

## Toll Collect
- Zugang nur über <<name>>
""",
        "a note that points to the password manager",
        "",
    ),
    (
        DE,
        "dispo/webfleet_positionen.php",
        """<?php
$params = [
    'account'  => '<<org>>-berlin',
    'username' => 'api_dispo',
    'password' => getenv('WEBFLEET_PASSWORD'),
    'apikey'   => getenv('WEBFLEET_APIKEY'),
    'action'   => 'showObjectReportExtern',
];
""",
        "Webfleet credentials read with getenv",
        "",
    ),
    # ------------------------------------------------------------------ d: Netherlands
    (
        NL,
        "traccar/conf/traccar.xml",
        """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- standaardinstallatie: ingebouwde H2-database, geen wachtwoord -->
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
        "the shipped Traccar default: embedded H2 with an empty password",
        None,
    ),
    (
        NL,
        "offerte-site/.env.production",
        """NUXT_PUBLIC_SITE_URL=https://www.<<dom>>
NUXT_MOLLIE_API_KEY=live_••••••••••••••••••••••••••••••
NUXT_MOLLIE_PROFILE_ID=pfl_••••••••••
""",
        "a screenshot-style copy with the Mollie key masked by bullets",
        "",
    ),
    (
        NL,
        "mail/verzonden/welkom_opslag_<<la2>>.eml",
        """From: <<org>> Opslag <opslag@<<dom>>>
To: <<name2>> <<<fa2>>@ziggo.nl>
Subject: Welkom! Uw opslagbox staat klaar

Beste <<first2>>,

U kunt zelf een wachtwoord instellen voor het klantportaal via
https://mijn.<<dom>>/wachtwoord-instellen (kies daar 'wachtwoord vergeten').

Met vriendelijke groet,
<<name>>
""",
        "a welcome mail that asks the customer to set a password; none given",
        "",
    ),
    # ------------------------------------------------------------------ e: Poland
    (
        PL,
        "config/ksef.yaml",
        """ksef:
  srodowisko: produkcja
  url: https://ksef.mf.gov.pl/api
  nip: "<<n4>><<n4>>12"
  token: "${KSEF_TOKEN}"
""",
        "the KSeF token is an environment reference",
        None,
    ),
    (
        PL,
        "config/platnosci.ini",
        """; szablon — uzupełnij w panelu Przelewy24 (Moje dane -> Klucze API)
[przelewy24]
merchant_id =
pos_id =
crc =
api_key =
sandbox = 1
""",
        "a Przelewy24 config template with empty keys",
        "ini",
    ),
    (
        PL,
        "facebook-<<fa>>/messages/inbox/<<fa2>>_<<n4>>/message_1.json",
        """{
  "participants": [{"name": "<<fa>>"}, {"name": "<<fa2>>"}],
  "messages": [
    {"sender_name": "<<fa>>", "timestamp_ms": <<ts>>000, "content": "haslo do Allegro wysle Ci SMS-em, nie tutaj"},
    {"sender_name": "<<fa2>>", "timestamp_ms": <<ts>>500, "content": "ok dzieki"}
  ],
  "title": "<<fa2>>",
  "is_still_participant": true
}
""",
        "a Messenger export that promises the password by SMS",
        None,
    ),
    # ------------------------------------------------------------------ f: Sweden
    (
        SE,
        "home/<<fa>>/.config/rclone/rclone.conf",
        """[bilder-besiktning]
type = azureblob
account = <<org>>besiktning
env_auth = true
access_tier = Cool
""",
        "rclone Azure Blob with env_auth (managed identity / environment), no key",
        "ini",
    ),
    (
        SE,
        "src/main/resources/application.properties",
        """bankid.api-url=https://appapi2.bankid.com/rp/v6.0
bankid.keystore.path=file:/etc/<<org>>/bankid/rp.p12
bankid.keystore.password=${BANKID_KEYSTORE_PASSWORD}
spring.datasource.password=${DB_PASSWORD}
""",
        "Spring placeholders for the keystore and database passwords",
        "",
    ),
    (
        SE,
        "slack-export/forrad-drift/<<y>>-<<mo>>-<<d>>.json",
        """[
    {"type": "message", "text": "Lösenordet till grindsystemet?", "user": "U0<<n4>>", "ts": "<<ts>>.000100"},
    {"type": "message", "text": "Det ligger i 1Password, valvet Drift -> Grind <<city>>", "user": "U0<<n3>>", "ts": "<<ts>>.000200"}
]
""",
        "a Slack export pointing to the password manager",
        None,
    ),
    # ------------------------------------------------------------------ g: Turkey
    (
        TR,
        "k8s/prod/odeme-externalsecret.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: odeme-iyzico
  namespace: <<org>>-prod
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: odeme-iyzico
  data:
    - secretKey: IYZICO_SECRET_KEY
      remoteRef:
        key: kv/<<org>>/iyzico
        property: secret_key
""",
        "an ExternalSecret pointing at a vault path",
        None,
    ),
    (
        TR,
        "Uetds/UetdsAyarlar.cs",
        """using System;

namespace Nakliyat.Uetds
{
    public static class UetdsAyarlar
    {
        public static string KullaniciAdi => Environment.GetEnvironmentVariable("UETDS_KULLANICI");
        public static string Sifre => Environment.GetEnvironmentVariable("UETDS_SIFRE");
    }
}
""",
        "U-ETDS credentials read from environment variables",
        "",
    ),
    (
        TR,
        "Taramalar/depo_kamera_etiket_<<n>>.txt",
        """DEPO KAMERA KAYIT CIHAZI — <<org>>
Model: DS-7608NI-K2   IP: <<ip>>
Kullanıcı: admin
Şifre: ilk açılışta cihaz aktivasyonu gerekir (varsayılan şifre yoktur)
""",
        "an NVR label saying there is no default password (activation at first start)",
        "",
    ),
    # ------------------------------------------------------------------ h: UAE
    (
        AE,
        "home/<<fa>>/.aws/credentials",
        """[cctv-archive]
credential_process = /usr/local/bin/aws-vault export --format=json cctv-archive
region = me-central-1
""",
        "AWS credentials come from a credential_process, none stored",
        "ini",
    ),
    (
        AE,
        "handover/staff_accounts_<<city>>.html",
        """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Handover</title></head>
<body>
  <table border="1">
    <tr><th>Role</th><th>Login</th><th>Password</th></tr>
    <tr><td>Front desk</td><td><<email2>></td><td>••••••••••</td></tr>
    <tr><td>Manager</td><td><<email>></td><td>(SSO — Microsoft 365)</td></tr>
  </table>
</body>
</html>
""",
        "a handover table with the password masked by bullets",
        "",
    ),
    (
        AE,
        "mosquitto/passwd",
        """sensors-<<city>>:$7$101$<<hex8>>QkZ3c2FsdA==$b3Zl9m0xW1q2sQe8pN7yT6hK5jU4iL3oR2eA1wS0dF9gH8jK7lZ6xC5vB4nM3qP2wE1rT0yU9iO8pA7sD6fG5hJ==
gate-controller:$7$101$<<hex8>>c2FsdDI=$Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3JhdWx0Z2FycGx5d2FsZG9mcmVkcGx1Z2h4eXp6eQ==
""",
        "a mosquitto password file: PBKDF2 hashes, not passwords",
        "",
    ),
    # ------------------------------------------------------------------ i: Nigeria
    (
        NG,
        "booking-api/.env.example",
        """PAYSTACK_PUBLIC_KEY=pk_live_****************************************
PAYSTACK_SECRET_KEY=sk_live_****************************************
PAYSTACK_CALLBACK_URL=https://<<dom>>/booking/paid
""",
        "Paystack keys masked with asterisks in an example file",
        "",
    ),
    (
        NG,
        "android/local.properties",
        """## This file must *NOT* be checked into Version Control Systems,
# as it contains information specific to your local configuration.
sdk.dir=/home/<<fa>>/Android/Sdk
# MAPS_API_KEY is read from secrets.properties by the secrets-gradle-plugin
""",
        "local.properties without the key (kept in a separate secrets file)",
        "",
    ),
    (
        NG,
        "WhatsApp Chat with <<name2>>.txt",
        """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<name2>>: Oga abeg send the tracker password
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<name>>: I no dey send am for WhatsApp. Come office make I type am for your phone
""",
        "a Pidgin chat refusing to send the password",
        "",
    ),
    # ------------------------------------------------------------------ j: Morocco
    (
        MA,
        ".env",
        """###> doctrine/doctrine-bundle ###
# Format described at https://www.doctrine-project.org/projects/doctrine-dbal/en/latest/reference/configuration.html#connecting-using-a-url
# IMPORTANT: You MUST configure your server version, either here or in config/packages/doctrine.yaml
DATABASE_URL="mysql://app:!ChangeMe!@127.0.0.1:3306/app?serverVersion=8.0.32&charset=utf8mb4"
###< doctrine/doctrine-bundle ###
""",
        "Symfony's committed .env with the documented !ChangeMe! default",
        "",
    ),
    (
        MA,
        "paiement/cmi_form.php",
        """<?php
// la clé du magasin est injectée par le serveur (SetEnv CMI_STORE_KEY dans le vhost)
$storeKey = getenv('CMI_STORE_KEY');
$clientId = getenv('CMI_CLIENT_ID');
""",
        "the CMI store key is read from the environment",
        "",
    ),
    (
        MA,
        "Telegram Desktop/ChatExport_<<y>>-<<mo>>-<<d>>/messages.html",
        """<!DOCTYPE html>
<html><head><meta charset="utf-8"/><title>Exported Data</title></head>
<body><div class="history">
 <div class="message default clearfix" id="message<<n4>>"><div class="body">
  <div class="from_name"><<name>></div>
  <div class="text">كلمة السر الجديدة ديال تطبيق التتبع عند المدير، طلبوها منو مباشرة</div>
 </div></div>
</div></body></html>
""",
        "an Arabic message saying the password is with the manager",
        "",
    ),
    # ------------------------------------------------------------------ k: India
    (
        IN,
        "movers/settings/production.py",
        """import os

RAZORPAY_KEY_ID = os.environ["RAZORPAY_KEY_ID"]
RAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]
DEBUG = False
""",
        "Razorpay keys read from os.environ",
        None,
    ),
    (
        IN,
        "docs/service-account.sample.json",
        """{
  "type": "service_account",
  "project_id": "<<org>>-sheets",
  "private_key_id": "<key id from the Google Cloud console>",
  "private_key": "-----BEGIN PRIVATE KEY-----\\n...\\n-----END PRIVATE KEY-----\\n",
  "client_email": "booking-sync@<<org>>-sheets.iam.gserviceaccount.com"
}
""",
        "documentation sample of a service-account file with an elided key",
        None,
    ),
    (
        IN,
        "scans/godown_notice_<<n>>.txt",
        """गोदाम नियम — <<org>> पैकर्स एंड मूवर्स
वाई-फाई पासवर्ड के लिए सुपरवाइज़र <<name>> से संपर्क करें।
पासवर्ड हर महीने बदला जाता है।
""",
        "a Hindi notice that says to ask the supervisor for the Wi-Fi password",
        "",
    ),
    # ------------------------------------------------------------------ l: Bangladesh
    (
        BD,
        ".env.example",
        """BKASH_BASE_URL=https://tokenized.sandbox.bka.sh/v1.2.0-beta
BKASH_USERNAME=
BKASH_PASSWORD=
BKASH_APP_KEY=
BKASH_APP_SECRET=
""",
        "bKash settings template with empty values",
        "",
    ),
    (
        BD,
        "config/database.php",
        """<?php

return [
    'default' => env('DB_CONNECTION', 'mysql'),
    'connections' => [
        'mysql' => [
            'driver' => 'mysql',
            'host' => env('DB_HOST', '127.0.0.1'),
            'database' => env('DB_DATABASE', 'laravel'),
            'username' => env('DB_USERNAME', 'root'),
            'password' => env('DB_PASSWORD', ''),
        ],
    ],
];
""",
        "Laravel's stock database config: env() with an empty default",
        "",
    ),
    (
        BD,
        "Desktop/router.txt",
        """অফিস রাউটার (TP-Link Archer C6) — মিরপুর অফিস
WiFi নাম: <<org>>_office
WiFi পাসওয়ার্ড: রাউটারের নিচের স্টিকারে লেখা আছে
""",
        "a router note that points to the sticker; no password",
        "",
    ),
    # ------------------------------------------------------------------ m: Philippines
    (
        PH,
        "etc/odoo/odoo.conf",
        """[options]
admin_passwd = $pbkdf2-sha512$600000$<<hex8>>Yk5aUWx2$Q2hhbmdlZEJ5T2Rvb0FmdGVyU2F2ZVRoZU1hc3RlclBhc3N3b3JkSXNIYXNoZWRCeURlZmF1bHQ
db_host = localhost
db_user = odoo
db_password = False
""",
        "Odoo stores the master password as a pbkdf2 hash after it is set in the UI",
        "ini",
    ),
    (
        PH,
        "lib/config/keys.dart",
        """const String googleMapsApiKey = String.fromEnvironment('MAPS_API_KEY');
const String apiBaseUrl = 'https://book.<<dom>>/api';
""",
        "the Maps key comes from --dart-define at build time",
        "",
    ),
    (
        PH,
        "Telegram Desktop/ChatExport_<<y>>-<<mo>>-<<d>>/result.json",
        """{
 "name": "<<org>> Office",
 "type": "private_supergroup",
 "messages": [
  {"id": <<n4>>, "type": "message", "date": "<<y>>-<<mo>>-<<d>>T<<hh>>:<<mi>>:00", "from": "<<name2>>", "text": "Kuya yung password sa eFPS?"},
  {"id": <<n4>>1, "type": "message", "date": "<<y>>-<<mo>>-<<d>>T<<hh>>:<<mi2>>:00", "from": "<<name>>", "text": "nasa Bitwarden na natin, shared folder na Accounting"}
 ]
}
""",
        "a Taglish chat pointing to Bitwarden",
        None,
    ),
    # ------------------------------------------------------------------ n: Vietnam
    (
        VN,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
	<Servers>
		<Server>
			<Host><<pub>></Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<User><<org>>_web</User>
			<Logontype>2</Logontype>
			<Name>Website <<dom>> (hỏi mật khẩu mỗi lần)</Name>
		</Server>
	</Servers>
</FileZilla3>
""",
        "FileZilla with logon type 'ask for password'; no Pass element",
        None,
    ),
    (
        VN,
        "ChuyenNha.Web/appsettings.json",
        """{
  "VnPay": {
    "TmnCode": "",
    "HashSecret": "",
    "BaseUrl": "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html"
  },
  "AllowedHosts": "*"
}
""",
        "VNPay settings left empty in the base appsettings",
        None,
    ),
    (
        VN,
        "Desktop/zalo_<<fa2>>.txt",
        """<<last2>> <<first2>>  <<hh>>:<<mi>>
Anh ơi mật khẩu MISA mới là gì ạ?

<<last>> <<first>>  <<hh>>:<<mi2>>
Anh vừa nhắn SMS cho em rồi, xem điện thoại nhé
""",
        "a Vietnamese chat that moves the password to SMS",
        "",
    ),
    # ------------------------------------------------------------------ o: Japan
    (
        JP,
        "home/<<fa>>/.docker/config.json",
        """{
	"auths": {
		"<<org>>.sakuracr.jp": {}
	},
	"credsStore": "desktop"
}
""",
        "Docker config with a credential store; no auth value",
        None,
    ),
    (
        JP,
        "line-bot/.env.sample",
        """# LINE Developers コンソールの値を入れてください
LINE_CHANNEL_ID=
LINE_CHANNEL_SECRET=
LINE_CHANNEL_ACCESS_TOKEN=
""",
        "a LINE bot env sample with empty values",
        "",
    ),
    (
        JP,
        "Mail/送信済み/<<y>><<mo>><<d>>_見積書送付.eml",
        """From: <<last>> <<first>> <<<email>>>
Subject: お見積書送付の件

<<last2>> 様

お見積書をお送りいたします。
ZIP ファイルの解凍パスワードは、別途お電話にてお伝えいたします。

<<org>> 引越センター <<last>>
""",
        "a PPAP-style mail that gives the ZIP password by phone instead",
        "",
    ),
    # ------------------------------------------------------------------ p: New Zealand
    (
        NZ,
        "etc/wireguard/wg0.conf",
        """[Interface]
Address = 10.77.<<n>>.2/24
ListenPort = 51820
PostUp = wg set %i private-key /etc/wireguard/private.key

[Peer]
PublicKey = <<hex8>>Zm9vYmFyYmF6cXV4cXV1eGNvcmdlZ3I=
Endpoint = <<pub>>:51820
AllowedIPs = 10.77.0.0/16
""",
        "WireGuard loads the private key from a file; only a public key shown",
        "",
    ),
    (
        NZ,
        ".github/workflows/rent-reminders.yml",
        """name: Storage rent reminders
on:
  workflow_dispatch:
jobs:
  remind:
    runs-on: ubuntu-latest
    env:
      SENDGRID_API_KEY: ${{ secrets.SENDGRID_API_KEY }}
    steps:
      - uses: actions/checkout@v4
      - run: node scripts/send-reminders.js
""",
        "the SendGrid key comes from GitHub Actions secrets",
        None,
    ),
    (
        NZ,
        "infra/variables.tf",
        """variable "nzpost_client_id" {
  type        = string
  description = "NZ Post API client id (set via TF_VAR_nzpost_client_id)"
}

variable "nzpost_client_secret" {
  type        = string
  sensitive   = true
  description = "NZ Post API client secret (set via TF_VAR_nzpost_client_secret in CI)"
}
""",
        "Terraform variable declarations without values",
        "",
    ),
)

for _fam, _path, _template, _why, _syntax in DECOYS:
    regd(_fam, _path, _template, _why, _syntax)
