# ruff: noqa: E501
"""Decoys of the thirty-seventh corpus: (path, template, why, syntax) rows turned into ``@decoy``
functions by ``regd``. Most sit at a path one of the formats also uses."""

from __future__ import annotations

from thirtyseventh_spec import regd

PEOPLE = (
    "Wanjiru",
    "Kofi",
    "Rasoa",
    "Pasang",
    "Aibek",
    "Bolor",
    "Xochitl",
    "Nino",
    "Tereza",
    "Mere",
    "Hemi",
    "Dilani",
)

DECOYS: list[tuple[str, str, str, str | None]] = [
    (
        "tools/conductor_alerts.py",
        """\
import os

import africastalking

africastalking.initialize(os.environ["AT_USERNAME"], os.environ["AT_API_KEY"])
sms = africastalking.SMS
""",
        "Python reads the Africa's Talking username and key from environment variables",
        None,
    ),
    (
        "var/www/fleet/includes/db.php",
        """\
<?php
$dsn = 'mysql:host=' . getenv('FLEET_DB_HOST') . ';dbname=fleet_positions;charset=utf8mb4';
$pdo = new PDO($dsn, getenv('FLEET_DB_USER'), getenv('FLEET_DB_PASS'));
""",
        "PHP getenv() for the tracker database password, no literal",
        "",
    ),
    (
        "<<org>>/fare-collection/.env",
        """\
# copy to .env and ask the SACCO treasurer for the values
APP_ENV=production
MPESA_ENV=production
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_PASSKEY=
MPESA_CALLBACK_URL=https://fares.<<dom>>/api/mpesa/callback
""",
        "empty Daraja key and passkey in an env template",
        "",
    ),
    (
        "abiria-app/app/build.gradle.kts",
        """\
android {
    defaultConfig {
        val key = (project.findProperty("FARECARD_KEY") as String?) ?: System.getenv("FARECARD_KEY") ?: ""
        buildConfigField("String", "FARECARD_KEY", "\\"$key\\"")
    }
}
""",
        "Gradle build reads the fare-card key from a project property or the environment",
        "",
    ),
    (
        "etc/cron.d/<<org>>-ledger-backup",
        """\
# credentials come from /root/.my.cnf (mode 600)
30 23 * * * root mysqldump --defaults-extra-file=/root/.my.cnf --single-transaction sacco_ledger | gzip > /srv/backup/ledger.sql.gz
""",
        "mysqldump reads credentials from an option file, none on the line",
        "",
    ),
    (
        "interfaces/douane/<<org>>_envoi_<<date>>.xml",
        """\
<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:wsse="http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd">
  <soapenv:Header>
    <wsse:Security>
      <wsse:UsernameToken>
        <wsse:Username>${EXPORT_WS_USER}</wsse:Username>
        <wsse:Password>${EXPORT_WS_PASSWORD}</wsse:Password>
      </wsse:UsernameToken>
    </wsse:Security>
  </soapenv:Header>
  <soapenv:Body/>
</soapenv:Envelope>
""",
        "SOAP envelope template with ${...} placeholders filled at send time",
        None,
    ),
    (
        "mail/<<org>>/Envoyés/<<id>>.eml",
        """\
From: coop@<<dom>>
To: transit@agadir-fret.ma
Subject: Réinitialisation du mot de passe
Content-Type: text/plain; charset=UTF-8

Bonjour,

Votre mot de passe du portail a expiré. Cliquez sur « Mot de passe oublié » sur la page
de connexion : un lien de réinitialisation vous sera envoyé. Nous ne communiquons jamais
de mot de passe par courriel.
""",
        "French reset notice that mentions a password without containing one",
        "",
    ),
    (
        "chats/coop_<<org>>_<<date>>.txt",
        """\
[<<dmy>>, <<time>>:12] <<p1>>: عافاك كلمة السر ديال الحاسوب؟
[<<dmy>>, <<time>>:40] <<p2>>: ما نقدرش نصيفطها هنا، غادي نعيط ليك فالتيليفون
""",
        "Arabic chat: the password is to be given by phone, not written",
        "",
    ),
    (
        "scripts/woo_stock_sync.php",
        """\
<?php
$woocommerce = new Automattic\\WooCommerce\\Client(
    'https://boutique.<<dom>>',
    getenv('WC_CONSUMER_KEY'),
    getenv('WC_CONSUMER_SECRET'),
    ['version' => 'wc/v3']
);
""",
        "WooCommerce client keys read from the environment",
        "",
    ),
    (
        "opt/balance-pressoir/config.yml",
        """\
mqtt:
  host: <<ip>>
  port: 1883
  username: pressoir
  password: "${MQTT_PASSWORD}"
""",
        "YAML with an environment substitution placeholder for the broker password",
        None,
    ),
    (
        "boutique-api/src/main/resources/application-prod.properties",
        """\
cmi.gateway.url=https://payment.cmi.co.ma/fim/est3Dgate
cmi.client-id=${CMI_CLIENT_ID}
cmi.store-key=${CMI_STORE_KEY}
spring.datasource.password=${DB_PASSWORD:}
""",
        "Spring properties resolving the CMI store key and DB password from the environment",
        "",
    ),
    (
        "api/routes/paystack.js",
        """\
const PAYSTACK_PUBLIC = "pk_live_<<hex40>>"; // public key, safe in the browser bundle
const PAYSTACK_SECRET = process.env.PAYSTACK_SECRET_KEY;
module.exports = { PAYSTACK_PUBLIC, PAYSTACK_SECRET };
""",
        "Paystack public key (a public identifier) with the secret key from process.env",
        "",
    ),
    (
        "deploy/catalogue/compose.yaml",
        """\
services:
  db:
    image: mariadb:11
    environment:
      MARIADB_DATABASE: catalogue
      MARIADB_USER: kente
      MARIADB_PASSWORD_FILE: /run/secrets/db_password
    secrets: [db_password]
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
        "Compose reads the database password from a Docker secret file",
        None,
    ),
    (
        "src/Kente.Shop/Services/MomoCollection.cs",
        """\
public class MomoCollection
{
    public MomoCollection(IConfiguration config, HttpClient http)
    {
        http.DefaultRequestHeaders.Add("Ocp-Apim-Subscription-Key", config["Momo:SubscriptionKey"]);
    }
}
""",
        "C# reads the MoMo subscription key from IConfiguration (user secrets / Key Vault)",
        "",
    ),
    (
        "firmware/sechage_<<n>>/secrets.h",
        """\
#pragma once
// copy from secrets.h.dist and fill locally; never commit values
#define SECRET_SSID ""
#define SECRET_PASS ""
""",
        "empty Wi-Fi credentials in a firmware header template",
        "",
    ),
    (
        "cmd/tracelots/main.go",
        """\
package main

import "os"

var registryToken = os.Getenv("TRACE_REGISTRY_TOKEN")
""",
        "Go reads the registry token from an environment variable",
        "",
    ),
    (
        "nginx/conf.d/prix_vanille.conf",
        """\
location /api/cours/ {
    auth_request /auth;
    proxy_pass https://market.<<dom>>/v2/quotes/;
    proxy_set_header Authorization $http_authorization;
}
""",
        "nginx forwards the client's Authorization header; no credential in the file",
        "",
    ),
    (
        "config/runtime.exs",
        """\
import Config

if config_env() == :prod do
  config :vanilla_board, VanillaBoardWeb.Endpoint,
    secret_key_base: System.fetch_env!("SECRET_KEY_BASE")
end
""",
        "Elixir runtime config fetches secret_key_base from the environment",
        "",
    ),
    (
        "etc/systemd/system/lokal-timetable.service",
        """\
[Service]
User=dabba
EnvironmentFile=/etc/lokal-timetable/env
LoadCredential=timetable_key:/etc/credstore/timetable_key
ExecStart=/opt/timetable/bin/sync --key-file ${CREDENTIALS_DIRECTORY}/timetable_key
""",
        "systemd unit loads the key from an EnvironmentFile / LoadCredential",
        "",
    ),
    (
        "office/map_drive.bat",
        """\
@echo off
REM password is asked once and stored in Windows Credential Manager
net use Z: \\\\<<lan>>\\routesheets /user:DABBA\\station<<n>> * /savecred /persistent:yes
""",
        "net use with * prompts for the password; none on the line",
        "",
    ),
    (
        "Mail/corporate_tiffin_<<date>>.eml",
        """\
From: office@<<dom>>
To: admin@bkc-offices.in
Subject: पोर्टल लॉगिन
Content-Type: text/plain; charset=UTF-8

नमस्ते, यूज़र नेम bkc_admin है। पासवर्ड आपको अलग से SMS द्वारा भेजा जाएगा।
""",
        "Hindi e-mail saying the password will follow separately by SMS",
        "",
    ),
    (
        "dispatch/src/api.rs",
        """\
pub fn token() -> String {
    std::env::var("ROUTES_JWT").expect("ROUTES_JWT not set")
}
""",
        "Rust reads the bearer token from an environment variable",
        "",
    ),
    (
        "viber/<<org>>_<<date>>.txt",
        """\
[<<dmy>> <<time>>] <<p1>>: CCTV app එකේ මුරපදය වෙනස් කරන්න ඕන
[<<dmy>> <<time>>] <<p2>>: හරි, මම app එකෙන්ම reset කරන්නම්. මෙතන දාන්න එපා
""",
        "Sinhala chat about changing a password, with no value",
        "",
    ),
    (
        "GemLab/App.config",
        """\
<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="GemLabDb" connectionString="Server=<<ip>>\\SQLEXPRESS;Database=GemCertificates;Integrated Security=True;TrustServerCertificate=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
        "SQL Server connection with Windows integrated security (no password)",
        "xml",
    ),
    (
        "<<org>>/photo-uploader/aws_credentials.ini",
        """\
[gem-photos]
credential_process = /usr/local/bin/aws-vault exec gem-photos --json
region = ap-south-1
""",
        "AWS profile using credential_process; no key in the file",
        "ini",
    ),
    (
        "<<org>>/valuation/stones_<<date>>.tsv",
        """\
lot\tstone\tcarat\tphoto\tsha256
<<num>>\tblue sapphire\t<<n>>.41\tlot_<<num>>.jpg\t<<sha256>>
""",
        "SHA-256 checksums of stone photos, not credentials",
        "",
    ),
    (
        "var/www/<<org>>/.env.example",
        """\
APP_NAME="Treks"
APP_KEY=
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=permits
DB_USERNAME=permits_app
DB_PASSWORD=
""",
        "Laravel .env.example with empty key and password",
        "",
    ),
    (
        "root/.bash_history",
        """\
cd /var/www/<<org>>
wp user create <<p1>> <<p1>>@<<dom>> --role=editor --prompt=user_pass
wp user reset-password <<p2>> --skip-email
sudo systemctl reload php8.2-fpm
""",
        "WP-CLI prompts for the password / resets by e-mail; none typed",
        "",
    ),
    (
        "calendar/<<org>>_insurance.ics",
        """\
BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:<<uuid>>@<<dom>>
DTSTART;VALUE=DATE:<<year>>0315
SUMMARY:Change insurer portal password (every 90 days)
DESCRIPTION:Use the password manager entry "Insurer portal". Do not paste it here.
END:VEVENT
END:VCALENDAR
""",
        "calendar reminder to change a password, pointing at a password manager",
        "",
    ),
    (
        "tickets/<<id>>.txt",
        """\
Заявка #<<id>>   Статус: закрыта
Касса: «неверный пароль». Пользователю отправлена ссылка для самостоятельного сброса пароля.
""",
        "Russian ticket about a password reset link, no password",
        "",
    ),
    (
        "<<org>>/buh/ibases.v8i",
        """\
[Бухгалтерия федерации]
Connect=Srvr="<<ip>>";Ref="buh_federation";
ID=<<uuid>>
WA=1
Version=8.3
""",
        "1C connection with operating-system authentication (no Usr/Pwd)",
        "",
    ),
    (
        "ticketing/Dockerfile",
        """\
FROM node:20-alpine
WORKDIR /app
COPY . .
RUN --mount=type=secret,id=kassa_key KASSA_API_KEY=$(cat /run/secrets/kassa_key) npm run prefetch
ENV NODE_ENV=production
CMD ["node", "server.js"]
""",
        "Dockerfile uses a BuildKit secret mount; no key in the image",
        "",
    ),
    (
        "horse-registry/app/Main.hs",
        """\
module Main where

import System.Environment (getEnv)

main :: IO ()
main = do
  pw <- getEnv "REGISTRY_DB_PASSWORD"
  putStrLn ("password length: " ++ show (length pw))
""",
        "Haskell reads the database password from the environment",
        "",
    ),
    (
        "chats/<<org>>_khorshoo_<<date>>.txt",
        """\
<<p1>> <<time>>
Жингийн программын нууц үгийг маргааш биечлэн өгье, чатаар явуулахгүй.
""",
        "Mongolian chat promising to hand the password over in person",
        "",
    ),
    (
        "HerderApp/Info.plist",
        """\
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>CFBundleIdentifier</key>
    <string>mn.<<org>>.herder</string>
    <key>GIDClientID</key>
    <string><<big>>-<<hex12>>.apps.googleusercontent.com</string>
</dict>
</plist>
""",
        "bundle id and OAuth client id are public identifiers",
        None,
    ),
    (
        "reservas/.env.production",
        """\
NEXT_PUBLIC_SITE_URL=https://reservas.<<dom>>
NEXT_PUBLIC_MP_PUBLIC_KEY=APP_USR-<<uuid>>
# MP_ACCESS_TOKEN is injected by the hosting platform's secret store
""",
        "Mercado Pago public key (public identifier); the access token is not in the file",
        "",
    ),
    (
        "<<org>>-radio/icecast.xml",
        """\
<icecast>
    <authentication>
        <source-password>${ICECAST_SOURCE_PASSWORD}</source-password>
        <admin-user>admin</admin-user>
        <admin-password>${ICECAST_ADMIN_PASSWORD}</admin-password>
    </authentication>
</icecast>
""",
        "icecast template with envsubst placeholders",
        None,
    ),
    (
        "actas/acta_ensayo_<<date>>.txt",
        """\
ACTA DE REUNIÓN
3. Redes sociales: se acuerda que la contraseña de YouTube solo la tenga el director y que se
   comparta en persona; nadie debe escribirla en el grupo de WhatsApp.
""",
        "Spanish minutes about a password policy, no value",
        "",
    ),
    (
        "scripts/subir_certificados.sh",
        """\
#!/bin/bash
lftp -u exportadora,  -e 'set sftp:connect-program "ssh -a -x -i ~/.ssh/export_ed25519"; mput /srv/certificados/*.pdf; bye' sftp://sftp.<<dom>>
""",
        "lftp with an empty password and an SSH key file",
        "",
    ),
    (
        "esphome/humidor-<<n>>.yaml",
        """\
esphome:
  name: humidor-<<n>>
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
api:
  encryption:
    key: !secret api_key
ota:
  - platform: esphome
    password: !secret ota_password
""",
        "ESPHome !secret references to secrets.yaml",
        "",
    ),
    (
        "logs/pos-sync-<<date>>.log",
        """\
<<ts>> INFO  PosSync starting
<<ts>> DEBUG Blob target: DefaultEndpointsProtocol=https;AccountName=<<org>>pos;AccountKey=***;EndpointSuffix=core.windows.net
<<ts>> INFO  Uploaded ventas_<<date>>.csv (<<num>> rows)
""",
        "log line with the storage key masked",
        "",
    ),
    (
        "etc/odbc.ini",
        """\
[NominaTorcedores]
Driver = MariaDB
Server = <<ip>>
Database = nomina
Option = 3
Plugin = auth_gssapi_client
""",
        "ODBC DSN using GSSAPI (Kerberos) authentication, no password",
        "ini",
    ),
    (
        "shop/app/etc/env.php",
        """\
<?php
return [
    'db' => ['connection' => ['default' => [
        'host' => getenv('MAGENTO_DB_HOST'),
        'username' => getenv('MAGENTO_DB_USER'),
        'password' => getenv('MAGENTO_DB_PASSWORD'),
    ]]],
];
""",
        "Magento env.php reading database credentials with getenv()",
        "",
    ),
    (
        "etc/fstab",
        """\
UUID=<<uuid>> / ext4 errors=remount-ro 0 1
//<<lan>>/archiv /mnt/archiv cifs credentials=/etc/samba/archiv.cred,uid=1000,iocharset=utf8 0 0
""",
        "CIFS mount pointing to a credentials file",
        "",
    ),
    (
        "scripts/zajezd_sync.ps1",
        """\
$cred = Get-Credential -UserName "DIVADLO\\zajezd" -Message "Heslo k NAS"
New-PSDrive -Name N -PSProvider FileSystem -Root "\\\\<<lan>>\\foto" -Credential $cred
""",
        "PowerShell prompts for the credential with Get-Credential",
        "",
    ),
    (
        "infra/main.tf",
        """\
variable "mysql_password" {
  type      = string
  sensitive = true
}

provider "mysql" {
  endpoint = "<<ip>>:3306"
  username = "terraform"
  password = var.mysql_password
}
""",
        "Terraform provider password from a sensitive variable",
        "",
    ),
    (
        "coolstore/docker-compose.yml",
        """\
services:
  grafana:
    image: grafana/grafana:11.2.0
    environment:
      - GF_SECURITY_ADMIN_USER=coolstore
      - GF_SECURITY_ADMIN_PASSWORD__FILE=/run/secrets/grafana_admin
    secrets: [grafana_admin]
secrets:
  grafana_admin:
    file: ./grafana_admin.txt
""",
        "Grafana admin password read from a secret file (__FILE)",
        None,
    ),
    (
        "hive-hire/config/assistant.json",
        """\
{
  "name": "Hive hire assistant",
  "model": "gpt-4o-mini",
  "openai_api_key_env": "OPENAI_API_KEY",
  "checksum_sha256": "<<sha256>>"
}
""",
        "names the environment variable holding the key; a checksum is not a credential",
        None,
    ),
]

for _path, _template, _why, _syntax in DECOYS:
    regd(_path, _template, _why, _syntax, people=PEOPLE)
