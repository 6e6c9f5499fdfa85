"""Decoys: files of the same trades that hold no live credential but look close to one."""
# ruff: noqa: E501

from twentysixth_spec import regd

D = [
    # hurling
    (
        "hurling",
        "var/www/<<org>>/public_html/wp-config-sample.php",
        """<?php
define( 'DB_NAME', 'database_name_here' );
define( 'DB_USER', 'username_here' );
define( 'DB_PASSWORD', 'password_here' );
define( 'DB_HOST', 'localhost' );
""",
        "the stock wp-config-sample.php with WordPress's own placeholders",
        None,
    ),
    (
        "hurling",
        "fixtures-sync/config/<<org>>.yml",
        """club:
  name: "<<orgt>>"
county_board:
  base_url: https://fixtures.<<dom>>/api/v2
  club_id: <<n>>
  api_key: ${COUNTY_BOARD_API_KEY}
schedule: "*/30 * * * *"
""",
        "the API key comes from an environment variable",
        None,
    ),
    (
        "hurling",
        "exports/WhatsApp Chat with <<orgt>> Coiste.txt",
        """<<dmy>>, <<time>> - <<first2>> <<last2>>: Cad é an pasfhocal don chóras clárúcháin?
<<dmy>>, <<time>> - <<first>> <<last>>: Cuirfidh mé chugat é i dteachtaireacht phríobháideach, ní anseo
<<dmy>>, <<time>> - <<first2>> <<last2>>: Ceart go leor, go raibh maith agat
""",
        "Irish chat asking for a password; the answer is promised privately, no value given",
        None,
    ),
    # mezcal
    (
        "mezcal",
        "firmware/alambique-monitor/include/secrets.h.example",
        """#pragma once
// Copia este archivo a secrets.h y llena tus datos
#define WIFI_SSID "tu_red"
#define WIFI_PASS "tu_contrasena"
#define MQTT_HOST "192.168.1.10"
""",
        "template header whose values are Spanish placeholders ('tu_contrasena')",
        None,
    ),
    (
        "mezcal",
        "tienda/.env.production",
        """NODE_ENV=production
PUBLIC_URL=https://tienda.<<dom>>
MP_PUBLIC_KEY=APP_USR-<<uuid>>
ENVIO_ORIGEN_CP=70400
""",
        "only the Mercado Pago public key (meant for the browser); no access token",
        None,
    ),
    (
        "mezcal",
        "notas/lotes-<<year>>.txt",
        """Lote EP-<<n>>  espadín  47.2% alc.  600 L
Lote TB-<<n2>>  tobalá   46.0% alc.  180 L
Hash SHA-256 del certificado: <<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>
""",
        "batch notes with a certificate's SHA-256 digest, not a key",
        None,
    ),
    # stonemason
    (
        "stonemason",
        "quotes-app/.env.example",
        """APP_NAME="<<orgt>> Quotes"
APP_ENV=local
APP_KEY=
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=quotes
DB_USERNAME=quotes_app
DB_PASSWORD=
""",
        "Laravel .env.example with empty APP_KEY and DB_PASSWORD",
        None,
    ),
    (
        "stonemason",
        "Documents/site-diary-<<year>>.txt",
        """<<dmy>> Malham estate, 40m of boundary wall, batter frame set.
<<dmy>> Farm gate code 4471, cattle in the top field – keep it shut.
<<dmy>> Estate portal password reset link expired again, rang the office, they'll re-send.
""",
        "site diary with a four-digit gate code and a mention of a password reset, no password",
        None,
    ),
    (
        "stonemason",
        "gateway/config/yard-scale.yaml",
        """modbus:
  port: /dev/ttyUSB0
  baudrate: 9600
upload:
  url: https://telemetry.<<dom>>/ingest
  client_cert: /etc/modbus-gw/yardscale.crt
  client_key: /etc/modbus-gw/yardscale.key
""",
        "mutual TLS: paths to a client certificate and key, no secret inline",
        None,
    ),
    # caving
    (
        "caving",
        "var/spool/cron/crontabs/survey",
        """# nightly mirror of the survex survey data to the club archive
15 2 * * * rsync -az --delete -e "ssh -i /home/survey/.ssh/id_ed25519" /srv/survex/ survey@<<host>>:cavesurvey/
""",
        "rsync over SSH with a key file path; no password",
        "",
    ),
    (
        "caving",
        "hut/README.md",
        """# Club hut – info for members

* Key safe by the porch – code changes monthly, ask the hut warden.
* Wi-Fi: **<<orgt>>-Hut** (open network, no password – don't do banking on it)
* Log your trip on the board before you go underground.
""",
        "hut notes: open Wi-Fi and a key-safe code that is not written down",
        None,
    ),
    (
        "caving",
        ".github/workflows/deploy-expedition-blog.yml",
        """name: deploy expedition blog
on: [push]
jobs:
  build:
    runs-on: ubuntu-latest
    env:
      NETLIFY_AUTH_TOKEN: ${{ secrets.NETLIFY_AUTH_TOKEN }}
      NETLIFY_SITE_ID: <<uuid>>
    steps:
      - uses: actions/checkout@v4
""",
        "GitHub Actions secret reference and a public site id",
        None,
    ),
    # knitting
    (
        "knitting",
        "theme/config.yml",
        """production:
  password: ${SHOPIFY_THEME_PASSWORD}
  theme_id: "1<<id>>"
  store: <<org>>.myshopify.com
""",
        "Theme Kit config reading its password from an environment variable",
        None,
    ),
    (
        "knitting",
        "patterns/README.txt",
        """Pattern PDFs are password-protected for buyers only.
The password is printed on the receipt email you get from Ravelry – we can't resend it here.
Sizes: XS–3XL. Yarn weight: DK.
""",
        "pattern readme that talks about a password and gives none",
        None,
    ),
    (
        "knitting",
        "Desktop/logins.txt",
        """etsy - <<email>> - in the password manager (Bitwarden)
royal mail click & drop - same email - in Bitwarden
wholesaler (trade) - acct <<id>> - ask <<first2>>
""",
        "owner's login list pointing to a password manager, no values",
        None,
    ),
    # lapidary
    (
        "lapidary",
        "frigate/config.yml",
        """cameras:
  bench:
    ffmpeg:
      inputs:
        - path: rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@<<ip>>:554/cam/realmonitor?channel=1
          roles: [detect, record]
""",
        "Frigate's environment substitution for the RTSP user and password",
        None,
    ),
    (
        "lapidary",
        "assay-submit/src/main/resources/application.properties",
        """assay.endpoint=https://services.<<dom>>/submissions
assay.sponsor.mark=<<n>>
assay.username=${ASSAY_USER}
assay.password=${ASSAY_PASSWORD}
""",
        "Spring placeholders resolved from the environment",
        "",
    ),
    (
        "lapidary",
        "certs/valuation-<<id>>.txt",
        """Valuation certificate <<id>>
Item: 18ct yellow gold ring set with a 1.02ct round brilliant
GIA report no: 22<<id>>
Verification code: VC-<<n>>-<<n2>>
""",
        "a grading report number and a public verification code",
        None,
    ),
    # podiatry
    (
        "podiatry",
        "ProgramData/FootCare/clinic.udl",
        """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Integrated Security=SSPI;Persist Security Info=False;Initial Catalog=Clinic;Data Source=<<host>>\\SQLEXPRESS
""",
        "Windows integrated security, no password in the connection",
        "",
    ),
    (
        "podiatry",
        "mail/handover-<<date>>.eml",
        """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Reception handover

Hi <<first2>>, the booking system login is in the locked drawer, in the red envelope.
Please don't email passwords, the practice manager will be cross!
""",
        "handover e-mail that says where the password is kept without giving it",
        "",
    ),
    (
        "podiatry",
        "deploy/docker-compose.yml",
        """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: clinic
      POSTGRES_USER: clinic
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets: [db_password]
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
        "Docker secret file reference, no password inline",
        None,
    ),
    # brass
    (
        "brass",
        "public_html/configuration.php.dist",
        """<?php
class JConfig {
\tpublic $host = 'localhost';
\tpublic $user = '';
\tpublic $password = '';
\tpublic $db = '';
}
""",
        "Joomla distribution config with empty credentials",
        None,
    ),
    (
        "brass",
        "minutes/<<date>>-committee.txt",
        """Band committee <<dmy>>
- Contest entry: secretary to register the new cornets; portal password to be reset and
  shared in person at Thursday's rehearsal, not by email.
- Uniforms: 4 jackets to alter.
""",
        "minutes that mention a password reset without a value",
        None,
    ),
    (
        "brass",
        "stream/config.json",
        """{
  "page_id": "<<id>><<id>>",
  "page_access_token": "",
  "title": "<<orgt>> Band – Spring Concert",
  "privacy": "EVERYONE"
}
""",
        "stream config with an empty Facebook page token",
        None,
    ),
    # netball
    (
        "netball",
        "results/leaguesite/settings.py",
        """import os

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "netball_results",
        "USER": "results",
        "PASSWORD": os.environ["DB_PASSWORD"],
        "HOST": "<<ip>>",
    }
}
""",
        "Django settings reading the password from os.environ",
        None,
    ),
    (
        "netball",
        "home/<<fl>>/.pgpass",
        """# league membership db: peer auth over the local socket, nothing to store here
localhost:5432:*:postgres:*
""",
        ".pgpass with only the wildcard '*' in the password field",
        "",
    ),
    (
        "netball",
        "scoring-app/firebase-config.js",
        """export const firebaseConfig = {
  apiKey: import.meta.env.VITE_FIREBASE_API_KEY,
  authDomain: "<<org>>-scores.firebaseapp.com",
  projectId: "<<org>>-scores",
  appId: "1:<<id>>:web:<<hex8>>",
};
""",
        "Firebase web config reading apiKey from the build environment, with public project and app ids",
        None,
    ),
    # barber
    (
        "barber",
        "android/gradle.properties",
        """org.gradle.jvmargs=-Xmx2048m
android.useAndroidX=true
sumupAffiliateKey=<<uuid>>
shopName=<<orgt>>
""",
        "SumUp affiliate key, an app identifier shipped in the app, no API secret",
        "",
    ),
    (
        "barber",
        "WhatsApp/WhatsApp Sohbeti - <<orgt>> Berber.txt",
        """<<dmy>> <<time>> - <<first>>: Abi kasadaki tabletin şifresi neydi?
<<dmy>> <<time>> - <<first2>>: Yarın dükkanda söylerim, buraya yazmayayım
<<dmy>> <<time>> - <<first>>: tamam abi
""",
        "Turkish chat asking for a password; the reply refuses to write it",
        None,
    ),
    (
        "barber",
        "shop-wifi-sign.txt",
        """FREE WIFI for customers
Network: <<orgt>> Guest
Just tap 'Connect' – no password needed
Ask about our loyalty card!
""",
        "sign for an open guest Wi-Fi",
        None,
    ),
    # florist
    (
        "florist",
        "WireRelay/relay.config.xml",
        """<?xml version="1.0" encoding="utf-8"?>
<relay>
  <member code="<<n>>-<<n2>>" name="<<orgt>>"/>
  <clearinghouse url="https://wire.<<dom>>/orders/v3" credentialStore="WindowsCredentialManager" target="WireRelay:<<orgu>>"/>
</relay>
""",
        "credentials kept in the Windows Credential Manager, only the target name here",
        None,
    ),
    (
        "florist",
        "sensors/ttn-bridge.yaml",
        """ttn:
  region: eu1
  application_id: <<org>>-coldroom
  api_key: NNSXS.XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX.XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
""",
        "TTN API key slot filled with X's as in the vendor's docs",
        None,
    ),
    (
        "florist",
        "orders/<<date>>-order-<<id>>.txt",
        """Order <<id>> – hand-tied bouquet, seasonal, £45
Card message: "Happy 40th! Love from all of us"
Delivery: <<dmy>> before noon
Payment ref: pi_<<hex8>><<hex8>> (paid)
""",
        "an order slip with a payment reference, which is not a secret",
        None,
    ),
    # pedicab
    (
        "pedicab",
        "opt/traccar/conf/traccar.xml",
        """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
        "Traccar's default embedded H2 database with an empty password",
        None,
    ),
    (
        "pedicab",
        "rider-bot/bot.py",
        """import os

from telegram.ext import ApplicationBuilder

BOT_TOKEN = os.environ["RIDER_BOT_TOKEN"]
app = ApplicationBuilder().token(BOT_TOKEN).build()
app.run_polling()
""",
        "bot token read from the environment",
        None,
    ),
    (
        "pedicab",
        "voicenotes/<<date>>-transcript.txt",
        """Transcript (auto) – voice note from <<first>>, <<time>>

Hi, the booking site password changed, I'll tell you when you're in tomorrow, don't want it on
the voicemail. Put the hen party on the two o'clock loop.
""",
        "voice-note transcript that withholds the password",
        None,
    ),
    # wheelchair
    (
        "wheelchair",
        "k8s/portal/secret.yaml",
        """apiVersion: v1
kind: Secret
metadata:
  name: portal-db
type: Opaque
stringData:
  DB_USER: portal
  DB_PASSWORD: <set-by-sealed-secrets>
""",
        "Kubernetes Secret with a placeholder filled by Sealed Secrets",
        "",
    ),
    (
        "wheelchair",
        "etc/mosquitto/conf.d/bridge.conf",
        """connection office-bridge
address <<host>>:8883
bridge_cafile /etc/ssl/certs/ca-certificates.crt
bridge_certfile /etc/mosquitto/certs/van.crt
bridge_keyfile /etc/mosquitto/certs/van.key
topic vans/# out 1
""",
        "MQTT bridge with client-certificate authentication, no password",
        "",
    ),
    (
        "wheelchair",
        "tickets/<<id>>.txt",
        """Ticket #<<id>> – Scooter battery replacement
Requester: <<first>> <<last>>
[Internal note] Customer asked us to log in to the manufacturer app; told them we never
take customer passwords – they'll share the fault log via the app's 'Send to dealer' button.
""",
        "ticket note refusing a customer password",
        None,
    ),
    # marquee
    (
        "marquee",
        "QuoteSystem/appsettings.Development.json",
        """{
  "ConnectionStrings": {
    "Quotes": "Server=(localdb)\\\\MSSQLLocalDB;Database=MarqueeQuotes;Trusted_Connection=True"
  }
}
""",
        "LocalDB with Trusted_Connection, no password",
        None,
    ),
    (
        "marquee",
        "bin/post-crew-rota.sh",
        """#!/bin/bash
WEBHOOK="$(security find-generic-password -s crew-slack-webhook -w)"
ROTA=$(python3 /opt/rota/tomorrow.py)
curl -s -X POST -H 'Content-type: application/json' --data "{\\"text\\": \\"$ROTA\\"}" "$WEBHOOK"
""",
        "webhook URL read from the macOS keychain",
        "",
    ),
    (
        "marquee",
        "warehouse-pc/autologon.txt",
        """Warehouse PC auto-logon is set with Sysinternals Autologon, which stores the password
as an LSA secret (encrypted), not in the registry in clear.
User: warehouse   Domain: <<orgu>>
""",
        "explains that Autologon keeps the password as an encrypted LSA secret",
        None,
    ),
    # fishmonger
    (
        "fishmonger",
        "home/<<fl>>/.my.cnf",
        """[client]
user=epos
host=<<ip>>
# password is kept with mysql_config_editor in ~/.mylogin.cnf (obfuscated)
""",
        "my.cnf without a password, pointing to mysql_config_editor",
        "",
    ),
    (
        "fishmonger",
        "homeassistant/secrets.yaml.sample",
        """wifi_ssid: "YourNetwork"
wifi_password: "YourWifiPassword"
pushover_user: uXXXXXXXXXXXXXXXXXXXXXXXXXXXXX
""",
        "sample secrets file with placeholder values",
        None,
    ),
    (
        "fishmonger",
        "order-app/shopify.app.toml",
        """client_id = "<<hex8>><<hex8>><<hex8>><<hex8>>"
name = "<<orgt>> click & collect"
application_url = "https://collect.<<dom>>"
embedded = true

[access_scopes]
scopes = "read_orders,write_fulfillments"
""",
        "Shopify app TOML with the public client id only",
        None,
    ),
    # cattery
    (
        "cattery",
        "home/<<fl>>/.gitconfig",
        """[user]
\tname = <<first>> <<last>>
\temail = <<email>>
[credential]
\thelper = osxkeychain
""",
        "git credentials stored in the OS keychain",
        "",
    ),
    (
        "cattery",
        "handover/README.md",
        """## Office handover

| thing | login |
|---|---|
| Router (192.168.1.1) | admin / in the 1Password vault "Office" |
| Booking site | see <<first2>> |

Cats in pens 4 and 7 are on special diets.
""",
        "handover table pointing to a password vault",
        None,
    ),
    (
        "cattery",
        "reminders/main.go",
        """package main

import (
\t"os"

\t"github.com/sendgrid/sendgrid-go"
)

var client = sendgrid.NewSendClient(os.Getenv("SENDGRID_API_KEY"))
""",
        "SendGrid key read with os.Getenv",
        "",
    ),
]

for _pool, _path, _text, _why, _syntax in D:
    regd(_path, _text, _why, _syntax, pool=_pool)
