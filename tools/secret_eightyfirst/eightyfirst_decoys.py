# ruff: noqa: E501
"""The eighty-first corpus's decoys: files that look like the formats but hold no live
credential, three per family, each with its ``why``."""

from __future__ import annotations

from eightyfirst_spec import FA, FB, FC, FD, FE, FF, FG, FH, FI, FJ, FK, FL, FM, FN, FO, FP, regd

# --------------------------------------------------------------------------- a: Polish vet clinic

regd(
    "scripts/provet_sync_<<org>>.py",
    '''"""Eksport wizyt z Provet Cloud (token w zmiennej środowiskowej)."""

import os

import requests

PROVET_URL = "https://provetcloud.com/<<id6>>/api/0.1"
HEADERS = {"Authorization": f"Token {os.environ['PROVET_TOKEN']}"}


def wizyty() -> list[dict]:
    return requests.get(f"{PROVET_URL}/consultation/", headers=HEADERS, timeout=30).json()["results"]
''',
    "the Provet Cloud token is read from the environment; no value in the file",
    fam=FA,
)
regd(
    "etc/orthanc/orthanc-<<org>>.json",
    """{
  "Name": "RTG <<orgc>>",
  "DicomAet": "RTGKRAKOW",
  "DicomPort": 4242,
  "HttpPort": 8042,
  "RemoteAccessAllowed": false,
  "AuthenticationEnabled": false,
  "RegisteredUsers": {}
}
""",
    "Orthanc only on localhost with authentication off and no registered users: nothing to leak",
    fam=FA,
)
regd(
    "WhatsApp/Czat WhatsApp z Recepcja <<orgc>>.txt",
    """[<<dd>>/<<mo>>/<<year>>, <<hh>>:<<mi>>:10] <<fn>>: Jakie jest hasło do SAFE-ANIMAL?
[<<dd>>/<<mo>>/<<year>>, <<hh>>:<<mi>>:40] <<fn2>>: Nie piszę haseł na WhatsAppie 🙂 jest w KeePassie w folderze Recepcja
[<<dd>>/<<mo>>/<<year>>, <<hh>>:<<mi>>:55] <<fn>>: ok, znalazłam
""",
    "a Polish chat that asks for a password and points to KeePass without giving one",
    syntax="",
    fam=FA,
)

# --------------------------------------------------------------------------- b: Brazilian pet shop

regd(
    "loja-<<org>>/.env.example",
    """# Integração Nuvemshop -> estoque (copie para .env e preencha)
NUVEMSHOP_STORE_ID=
NUVEMSHOP_ACCESS_TOKEN=
NUVEMSHOP_USER_AGENT="<<orgc>> Estoque (<<email>>)"
""",
    "an .env template with the Nuvemshop token left empty",
    syntax="",
    fam=FB,
)
regd(
    "Videos/cameras_<<org>>.m3u",
    """#EXTM3U
#EXTINF:-1,Baias banho e tosa
rtsp://<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Gatil
rtsp://<<ip>>:554/cam/realmonitor?channel=2&subtype=0
""",
    "RTSP URLs without userinfo: the player asks for the DVR login",
    syntax="",
    fam=FB,
)
regd(
    "Documentos/passagem_de_turno_<<date>>.md",
    """# Passagem de turno – <<orgc>>

- Agenda de banho e tosa cheia até 15h.
- SimplesVet: a senha nova está com a <<fn2>> (não anotar aqui, pedir pessoalmente).
- Maquininha Point: carregar bateria.
""",
    "a handover note that says the SimplesVet password must be asked for in person",
    syntax="",
    fam=FB,
)

# --------------------------------------------------------------------------- c: Kyoto grooming salon

regd(
    "gas/<<org>>_予約リマインダー.gs",
    """// トークンはスクリプトプロパティに保存 (コードには書かない)
const CHANNEL_ACCESS_TOKEN = PropertiesService.getScriptProperties().getProperty('LINE_CHANNEL_ACCESS_TOKEN');

function sendReminders() {
  // ...
}
""",
    "the LINE token comes from Apps Script properties; none in the code",
    syntax="",
    fam=FC,
)
regd(
    "エクスポート/スタッフ一覧_<<date>>.csv",
    """スタッフ名,ログインID,パスワード,権限
<<ln>> <<fn>>,<<login>>,••••••••,店長
<<ln2>> <<fn2>>,<<login2>>,••••••••,トリマー
""",
    "a staff export whose password column is masked with bullets",
    syntax="",
    fam=FC,
)
regd(
    "LINE/[LINE] スタッフ連絡_<<date>>.txt",
    """[LINE] スタッフ連絡とのトーク履歴

<<year>>/<<mo>>/<<dd>>(金)
<<hh>>:<<mi>>\t<<ln>><<fn>>\tAirリザーブのパスワード教えてください
<<hh>>:<<mi>>\t<<ln2>><<fn2>>\tパスワードはLINEには書けないので、明日お店で口頭で伝えますね
""",
    "a Japanese chat that mentions the password and promises to tell it in person",
    syntax="",
    fam=FC,
)

# --------------------------------------------------------------------------- d: Dutch kennel and cattery

regd(
    "k8s/<<org>>/boekingsportaal-externalsecret.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: boekingsportaal-db
  namespace: <<org>>
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: boekingsportaal-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: pension/boekingsportaal
        property: db_password
""",
    "an ExternalSecret that only points at a Vault path",
    fam=FD,
)
regd(
    "homeassistant/configuration.yaml",
    """homeassistant:
  name: <<orgc>> kattenhotel
mqtt:
  broker: <<ip>>
  username: ha_pension
  password: !secret mqtt_password
""",
    "Home Assistant's `!secret` reference; the value lives in secrets.yaml",
    syntax="",
    fam=FD,
)
regd(
    "scripts/bezetting_<<org>>.py",
    '''"""Bezetting uit Gingr (sleutel uit de omgeving)."""

import os

GINGR_API_KEY = os.environ.get("GINGR_API_KEY", "")
''',
    "the Gingr key is read from the environment (empty default)",
    fam=FD,
)

# --------------------------------------------------------------------------- e: Izmir shelter

regd(
    "mikrotik/<<org>>_export_<<date>>.rsc",
    """# <<date>> by RouterOS 7.14.3
# software id = <<hex8>>
/interface wireless security-profiles
add authentication-types=wpa2-psk mode=dynamic-keys name=barinak supplicant-identity=""
/interface wireless
set [ find default-name=wlan1 ] mode=ap-bridge security-profile=barinak ssid="<<orgc>>-Barinak"
""",
    "a RouterOS 7 export, which hides the pre-shared key unless `show-sensitive` is given",
    syntax="",
    fam=FE,
)
regd(
    "home/<<login>>/.ssh/id_ed25519.pub",
    "<<edpub>> <<login>>@<<org>>-barinak\n",
    "an SSH public key",
    syntax="",
    fam=FE,
)
regd(
    "WhatsApp/<<orgc>> Gönüllüler ile WhatsApp Sohbeti.txt",
    """<<dd>>.<<mo>>.<<yy>>, <<hh>>:<<mi>> - <<fn>>: Instagram şifresi neydi?
<<dd>>.<<mo>>.<<yy>>, <<hh>>:<<mi>> - <<fn2>>: Şifreyi gruba yazmayayım, özelden attım 👍
""",
    "a Turkish chat that says the password was sent privately",
    syntax="",
    fam=FE,
)

# --------------------------------------------------------------------------- f: Terelj riding stable

regd(
    "srv/<<org>>/qpay.env",
    """QPAY_BASE_URL=https://merchant.qpay.mn/v2
QPAY_CLIENT_ID=${QPAY_CLIENT_ID}
QPAY_CLIENT_SECRET=${QPAY_CLIENT_SECRET}
""",
    "QPay settings that are `${...}` references filled in at deploy time",
    syntax="",
    fam=FF,
)
regd(
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
    "Traccar on its embedded H2 database with the empty default password",
    fam=FF,
)
regd(
    "Scans/hotolchiin_devter_<<date>>.txt",
    """Хөтөчийн дэвтэр
Захиалгын систем (Exely)
<<email>>
нууц үг — эзнээсээ асуух (энд бичихгүй)
""",
    "a notebook page that says to ask the owner for the password",
    syntax="",
    fam=FF,
)

# --------------------------------------------------------------------------- g: Kenyan livestock vet

regd(
    "odk/settings_<<login>>.json",
    """{
 "general": {
  "server_url": "https://odk.<<dom>>/v1/projects/<<n>>",
  "username": "<<login>>",
  "password": ""
 },
 "admin": {}
}
""",
    "ODK Collect settings with an empty password (typed on the device)",
    fam=FG,
)
regd(
    "mobile-vet-<<org>>/.env.sample",
    """MPESA_ENV=sandbox
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
""",
    "a Daraja env template with every secret empty",
    syntax="",
    fam=FG,
)
regd(
    "releases/shambavisit-<<year>>.<<mo>>/SHA256SUMS",
    """<<sha>>  shambavisit-<<year>>.<<mo>>-release.apk
<<pk_hex>>  shambavisit-<<year>>.<<mo>>-release.aab
""",
    "SHA-256 checksums of the field app builds",
    syntax="",
    fam=FG,
)

# --------------------------------------------------------------------------- h: Kalimantan rescue centre

regd(
    "donasi-<<org>>/config/midtrans.php",
    """<?php
return [
    'server_key'    => env('MIDTRANS_SERVER_KEY'),
    'client_key'    => env('MIDTRANS_CLIENT_KEY'),
    'is_production' => true,
];
""",
    "Midtrans keys read from the environment with no default",
    syntax="",
    fam=FH,
)
regd(
    "arduino/kandang_karantina_<<n>>/kandang_karantina_<<n>>.ino",
    """// Sensor suhu kandang karantina - kredensial di secrets.h (tidak di-commit)
#include "secrets.h"
#include <WiFi.h>
#include <BlynkSimpleEsp32.h>

void setup() {
  Blynk.begin(BLYNK_AUTH_TOKEN, WIFI_SSID, WIFI_PASS);
}

void loop() { Blynk.run(); }
""",
    "an Arduino sketch that takes its token and Wi-Fi password from an uncommitted header",
    syntax="",
    fam=FH,
)
regd(
    "ekspor/wa_<<fa>>_<<date>>.txt",
    """<<dd>>.<<mo>>.<<yy>>, <<hh>>:<<mi>> - <<fn>>: Kak, kata sandi IG apa ya?
<<dd>>.<<mo>>.<<yy>>, <<hh>>:<<mi>> - <<fn2>>: Sudah aku kirim lewat Bitwarden Send ya, cek email
""",
    "an Indonesian chat that points to a Bitwarden Send link not included",
    syntax="",
    fam=FH,
)

# --------------------------------------------------------------------------- i: Bangkok fish importer

regd(
    "shop-<<org>>/assets/js/omise_checkout.js",
    """// Omise.js ใช้ได้เฉพาะ public key ฝั่งเบราว์เซอร์
OmiseCard.configure({
  publicKey: "pkey_5<<pubkey>>",
  currency: "THB",
  frameLabel: "<<orgc>>",
});
""",
    "an Omise publishable key (meant for the browser)",
    syntax="",
    fam=FI,
)
regd(
    "home/<<login>>/.bash_history",
    """curl -s --netrc http://<<ip>>/cgi-bin/status.xml | head
curl -s --netrc "http://<<ip>>/rest/status" | jq '.inputs'
""",
    "curl takes the Apex login from ~/.netrc; nothing on the command line",
    syntax="",
    fam=FI,
)
regd(
    "Documents/บัญชีผู้ใช้_<<yy>>.html",
    """<html><head><meta charset="utf-8"></head><body>
<table border="1">
<tr><th>ระบบ</th><th>ชื่อผู้ใช้</th><th>รหัสผ่าน</th></tr>
<tr><td>ใบอนุญาตนำเข้า (กรมประมง)</td><td><<login>></td><td>********</td></tr>
</table></body></html>
""",
    "an HTML account table whose password cell is masked",
    syntax="",
    fam=FI,
)

# --------------------------------------------------------------------------- j: Amhara beekeeping supplier

regd(
    "telebirr/<<org>>/telebirr_public_key.pem",
    """-----BEGIN PUBLIC KEY-----
<<b64pub>>
-----END PUBLIC KEY-----
""",
    "telebirr's public key, given to merchants to encrypt requests",
    syntax="",
    fam=FJ,
)
regd(
    "etc/odoo/odoo-<<org>>.conf",
    """[options]
addons_path = /opt/odoo/addons
db_host = False
db_user = odoo
list_db = False
proxy_mode = True
""",
    "an odoo.conf on a Unix-socket database with no admin_passwd line",
    fam=FJ,
)
regd(
    "Documents/telegram_<<fa>>_<<date>>.txt",
    """<<fn>> <<ln>>, [<<dd>>.<<mo>>.<<year>> <<hh>>:<<mi>>]
የERP የይለፍ ቃል ማን አለው?

<<fn2>> <<ln2>>, [<<dd>>.<<mo>>.<<year>> <<hh>>:<<mi>>]
የይለፍ ቃሉን በስልክ እነግርሃለሁ
""",
    "an Amharic chat that promises to give the password by phone",
    syntax="",
    fam=FJ,
)

# --------------------------------------------------------------------------- k: Busan dog school

regd(
    "home/<<login>>/.docker/config.json",
    """{
	"auths": {
		"registry.gitlab.com": {}
	},
	"credsStore": "desktop"
}
""",
    "Docker config that keeps credentials in the OS credential store",
    fam=FK,
)
regd(
    "home/<<login>>/.aws/config",
    """[profile <<org>>-videos]
sso_start_url = https://<<org>>.awsapps.com/start
sso_region = ap-northeast-2
sso_account_id = 1<<id6>><<id6>>
sso_role_name = VideoUploader
region = ap-northeast-2
""",
    "AWS SSO profile: no keys, a browser login instead",
    syntax="ini",
    fam=FK,
)
regd(
    "Documents/카카오톡_훈련사단톡_<<date>>.txt",
    """<<year>>년 <<mo>>월 <<dd>>일 오후 3:10, <<ln>><<fn>> : 네이버 예약 비밀번호 알려주세요
<<year>>년 <<mo>>월 <<dd>>일 오후 3:12, <<ln2>><<fn2>> : 비밀번호는 원장님께 직접 물어보세요~
""",
    "a Korean chat that refers the password question to the owner",
    syntax="",
    fam=FK,
)

# --------------------------------------------------------------------------- l: Pune pet-food plant

regd(
    "node-red/<<org>>/settings.js",
    """module.exports = {
    flowFile: "flows_extruder.json",
    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,
    uiPort: process.env.PORT || 1880,
};
""",
    "Node-RED credential secret taken from the environment",
    syntax="",
    fam=FL,
)
regd(
    "C:/BusyWin/<<org>>_trusted.udl",
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Integrated Security=SSPI;Persist Security Info=False;Initial Catalog=BusyComp0001_db12025;Data Source=<<ip>>\\BUSY
""",
    "a UDL with Windows (SSPI) authentication, no password",
    syntax="",
    fam=FL,
)
regd(
    "Mail/<<login>>/FoSCoS_<<date>>.eml",
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: FoSCoS लॉगिन
Content-Type: text/plain; charset="utf-8"

नमस्ते <<fn2>> जी,
FoSCoS में लॉगिन OTP से होता है, OTP मेरे मोबाइल पर आएगा — मुझे फ़ोन कर लीजिए।
""",
    "a Hindi e-mail: the portal logs in by OTP sent to a phone; no password",
    syntax="",
    fam=FL,
)

# --------------------------------------------------------------------------- m: Ibadan hatchery

regd(
    "orders-<<org>>/src/paystack.js",
    """const axios = require("axios");

const paystack = axios.create({
  baseURL: "https://api.paystack.co",
  headers: { Authorization: `Bearer ${process.env.PAYSTACK_SECRET_KEY}` },
});

module.exports = { paystack };
""",
    "the Paystack secret comes from the environment",
    syntax="",
    fam=FM,
)
regd(
    "inetpub/<<org>>/HatcheryManager/Web.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="HatcheryDb" connectionString="Server=<<ip>>\\SQLEXPRESS;Database=Hatchery;Integrated Security=True;" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "a connection string with integrated Windows security",
    fam=FM,
)
regd(
    "backup/wa_hatch_<<date>>.txt",
    """<<dd>>.<<mo>>.<<yy>>, <<hh>>:<<mi>> - <<fn>>: Abeg send me the farm app password
<<dd>>.<<mo>>.<<yy>>, <<hh>>:<<mi>> - <<fn2>>: I go give you am for office tomorrow, no be for WhatsApp
""",
    "a Pidgin chat that refuses to send the password over WhatsApp",
    syntax="",
    fam=FM,
)

# --------------------------------------------------------------------------- n: Canterbury horse floats

regd(
    "home/<<login>>/.msmtprc",
    """defaults
auth on
tls on

account gmail
host smtp.gmail.com
port 587
from bookings@<<dom>>
user bookings@<<dom>>
passwordeval "secret-tool lookup host smtp.gmail.com user bookings@<<dom>>"

account default : gmail
""",
    "msmtp reads the password from the desktop keyring via `passwordeval`",
    syntax="",
    fam=FN,
)
regd(
    "frigate/<<org>>/config.yml",
    """cameras:
  float_<<n>>_bay:
    ffmpeg:
      inputs:
        - path: rtsp://viewer:{FRIGATE_RTSP_PASSWORD}@<<ip>>:554/h264Preview_01_main
          roles:
            - record
""",
    "Frigate's `{FRIGATE_RTSP_PASSWORD}` environment substitution",
    fam=FN,
)
regd(
    "web/<<org>>-bookings/checkout.js",
    """// Stripe.js in the browser: publishable key only
const stripe = Stripe("pk_live_51<<pubkey>><<pubkey>><<pubkey>>");
""",
    "a Stripe publishable key",
    syntax="",
    fam=FN,
)

# --------------------------------------------------------------------------- o: Guadalajara pet insurance

regd(
    "cotizador/cotizador/settings/production.py",
    """import os

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "cotizador",
        "USER": "cotizador",
        "PASSWORD": os.environ["COTIZADOR_DB_PASSWORD"],
        "HOST": "<<ip>>",
    }
}
""",
    "the database password is read from the environment",
    fam=FO,
)
regd(
    "debug/conekta_<<date>>.http",
    """POST /orders HTTP/1.1
Host: api.conekta.io
Accept: application/vnd.conekta-v2.1.0+json
Authorization: Basic [REDACTADO]
Content-Type: application/json

{"currency":"MXN"}
""",
    "an HTTP dump whose Authorization header was redacted",
    syntax="",
    fam=FO,
)
regd(
    "Calendario/<<org>>_ajustes_<<date>>.ics",
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<year>><<mo>><<dd>>T<<hh>>0000Z
SUMMARY:Revisión de siniestro - <<pet>>
DESCRIPTION:Entrar al portal de siniestros (la contraseña te la mando por Signal).
UID:<<uuid>>@google.com
END:VEVENT
END:VCALENDAR
""",
    "a calendar entry that mentions the password is sent separately",
    syntax="",
    fam=FO,
)

# --------------------------------------------------------------------------- p: Tel Aviv pet-sitting franchise

regd(
    "config/<<org>>/production.yaml",
    """server:
  port: 8080
mongo:
  uri: '${MONGO_URI}'
""",
    "the MongoDB URI is a `${...}` reference",
    fam=FP,
)
regd(
    "franchise-<<org>>/config/cardcom.php",
    """<?php
return [
    'TerminalNumber' => (int) getenv('CARDCOM_TERMINAL'),
    'ApiName'        => getenv('CARDCOM_API_NAME'),
    'ApiPassword'    => getenv('CARDCOM_API_PASSWORD'),
];
""",
    "Cardcom credentials read with getenv",
    syntax="",
    fam=FP,
)
regd(
    "backup/whatsapp_<<fa>>_<<date>>.txt",
    """<<dd>>.<<mo>>.<<yy>>, <<hh>>:<<mi>> - <<fn>>: מה הסיסמה לממשק הניהול?
<<dd>>.<<mo>>.<<yy>>, <<hh>>:<<mi>> - <<fn2>>: שיתפתי איתך את הכספת ב-1Password, תבדקי שם
""",
    "a Hebrew chat that points to a shared 1Password vault",
    syntax="",
    fam=FP,
)
