# ruff: noqa: E501
"""The sixtieth corpus's decoys: files like the planted ones that hold no real credential
(three per family), each with its ``why``."""

from __future__ import annotations

import base64
import random

import sixtieth_formats_a as a
import sixtieth_formats_b as b
import sixtieth_formats_c as c
import sixtieth_formats_d as d
import sixtieth_formats_e as e
import sixtieth_formats_f as f
import sixtieth_formats_g as g
import sixtieth_formats_h as h
import sixtieth_formats_i as i
import sixtieth_formats_j as j
import sixtieth_formats_k as k
import sixtieth_formats_l as l_
import sixtieth_formats_m as m
import sixtieth_formats_n as n
import sixtieth_formats_o as o
import sixtieth_formats_p as p
from sixtieth_spec import hexs, regd


def _sums(rng: random.Random, s: dict) -> dict:
    return {"h1": hexs(rng, 64), "h2": hexs(rng, 64), "h3": hexs(rng, 64)}


def _md5s(rng: random.Random, s: dict) -> dict:
    return {"h1": hexs(rng, 32), "h2": hexs(rng, 32)}


def _sshpub(rng: random.Random, s: dict) -> dict:
    blob = b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x01\x00" + bytes(
        rng.randrange(256) for _ in range(256)
    )
    return {"pub": base64.b64encode(blob).decode()}


# a: Polish electricians ---------------------------------------------------------------
regd(
    a.FAM,
    "WhatsApp/Czat WhatsApp z <<first>> <<n>>.txt",
    """<<dmy>>, <<hh>>:02 - <<first2>>: podeślesz hasło do platformy hurtowni?
<<dmy>>, <<hh>>:03 - <<first>> <<last>>: nie piszę haseł na WhatsAppie, wyślę SMS-em
<<dmy>>, <<hh>>:03 - <<first2>>: ok
""",
    "A chat that talks about sending the wholesaler password but never contains it (it was sent by SMS).",
    syntax="",
)
regd(
    a.FAM,
    "biuro/arkusze/konta_klientow_<<n>>.xml",
    """<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Zgłoszenia OSD">
  <Table>
   <Row><Cell><Data ss:Type="String">Klient</Data></Cell><Cell><Data ss:Type="String">Login eBOK</Data></Cell><Cell><Data ss:Type="String">Hasło</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<first2>> <<last2>></Data></Cell><Cell><Data ss:Type="String"><<email2>></Data></Cell><Cell><Data ss:Type="String">••••••••</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "The password cell is masked with bullets; no value is stored.",
)
regd(
    a.FAM,
    "biuro/skrypty/faktura_<<n>>.sh",
    """#!/bin/bash
# token trzymamy w ~/.config/fakturownia (chmod 600), nie w skrypcie
API_TOKEN="${FAKTUROWNIA_TOKEN:?brak tokenu}"
curl -s "https://<<org>>.fakturownia.pl/invoices.json?api_token=${API_TOKEN}&period=this_month"
""",
    "The API token is read from an environment variable; the script holds only the reference.",
    syntax="",
)

# b: Romanian plumbers ------------------------------------------------------------------
regd(
    b.FAM,
    "public_html/wp-config-<<n>>.php",
    """<?php
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
$table_prefix = 'wp_';
""",
    "DB_PASSWORD comes from getenv(); no password in the file.",
    syntax="",
)
regd(
    b.FAM,
    "calendar/interventii_<<n>>.ics",
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<mo>><<d>>T<<hh>>0000
UID:<<uuid>>@google.com
SUMMARY:Revizie centrală - <<last2>>
DESCRIPTION:Parola wifi o găsiți pe eticheta routerului\\, clientul e acasă după 16.
END:VEVENT
END:VCALENDAR
""",
    "The calendar entry says where the Wi-Fi password is (the router label) without giving it.",
    syntax="",
)
regd(
    b.FAM,
    "facturi/trimite_smartbill_<<n>>.py",
    """import os

SMARTBILL_USER = "<<email>>"
SMARTBILL_TOKEN = os.environ["SMARTBILL_TOKEN"]
CIF = "RO<<n>>"
""",
    "The SmartBill token is taken from os.environ; only the user e-mail is in the file.",
)

# c: UAE HVAC ---------------------------------------------------------------------------
regd(
    c.FAM,
    "handover/bms_gateway_<<n>>.ini",
    """; BACnet gateway - web password set by the client's IT on handover, not recorded here
[network]
ip = <<ip>>

[web]
user = admin
password =
""",
    "The gateway password field is empty (set by the client, not recorded).",
)
regd(
    c.FAM,
    "fleet/vans_<<n>>.json",
    """{
  "updated": "<<date>>",
  "salik_account": {"login": "<<email>>", "password": "********"},
  "fuel_card": {"provider": "ENOC Fleet", "customer_no": <<n>>}
}
""",
    "The Salik password is masked with asterisks; the customer number is an account identifier, not a secret.",
)
regd(
    c.FAM,
    "WhatsApp Chat with <<first>> <<n>>.txt",
    """<<d>>/<<mo>>/<<y>>, <<time>> - <<first2>> <<last2>>: بھائی BMS کا پاسورڈ؟
<<d>>/<<mo>>/<<y>>, <<time>> - <<first>> <<last>>: آفس سے پوچھو، میرے پاس نہیں ہے
""",
    "An Urdu chat asking for the BMS password; the reply says to ask the office and gives no value.",
    syntax="",
)

# d: South African solar -------------------------------------------------------------------
regd(
    d.FAM,
    "jobs/<<last2>>_<<n>>/commissioning.md",
    """# Commissioning - <<first2>> <<last2>>

* Inverter S/N <<serial>>
* Dongle AP password: factory default on the dongle label (not copied here)
* Customer Wi-Fi: entered by the customer on their phone
""",
    "Commissioning notes that point to the dongle label and the customer's phone; no password value.",
    syntax="",
)
regd(
    d.FAM,
    "monitoring/vrm_daily_<<n>>.py",
    """import os

import requests

HEADERS = {"X-Authorization": f"Token {os.environ['VRM_TOKEN']}"}
print(requests.get("https://vrmapi.victronenergy.com/v2/users/me", headers=HEADERS, timeout=20).json())
""",
    "The VRM token is read from the environment.",
)
regd(
    d.FAM,
    "firmware/SHA256SUMS_<<n>>.txt",
    """<<h1>>  inverter_main_v2.0.<<n2>>.bin
<<h2>>  inverter_comm_v1.7.<<n2>>.bin
<<h3>>  bms_v3.1.bin
""",
    "SHA-256 checksums of firmware files; hashes of public files, not secrets.",
    syntax="",
    extra=_sums,
)

# e: Dutch builders --------------------------------------------------------------------------
regd(
    e.FAM,
    "sites/offerte-<<n>>/.env",
    """APP_NAME="<<orgc>> Offertes"
APP_URL=https://offerte.<<dom>>
MOLLIE_KEY=${MOLLIE_KEY}
""",
    "MOLLIE_KEY is a reference to a variable set by the host, not a key.",
    syntax="",
)
regd(
    e.FAM,
    "timelapse/<<city>>_<<n>>.yaml",
    """project: "Aanbouw <<last2>>"
camera:
  stream: "rtsp://<<pub>>:554/Streaming/Channels/101"
  credentials_file: /etc/timelapse/camera.cred
""",
    "The RTSP URL has no userinfo; the credentials live in a separate file.",
)
regd(
    e.FAM,
    "kantoor/schijven_<<n>>.bat",
    """@echo off
rem wachtwoord wordt gevraagd bij het koppelen
net use P: \\\\<<ip>>\\projecten /user:kantoor * /persistent:yes
""",
    "`net use ... *` makes Windows prompt for the password; none is on the command line.",
    syntax="",
)

# f: French locksmiths -----------------------------------------------------------------------
regd(
    f.FAM,
    "Photos/QR_<<n>>.txt",
    """Scanner QR - résultat
Type : Wi-Fi
Contenu brut :
WIFI:T:nopass;S:<<orgc>>_INVITES;;
""",
    "A Wi-Fi QR code for an open guest network (T:nopass): there is no password.",
    syntax="",
)
regd(
    f.FAM,
    "chantiers/<<last2>>/fiche_prog_<<n>>.txt",
    """FICHE DE PROGRAMMATION - CENTRALE D'ALARME
Client : <<first2>> <<last2>>
Transmetteur : RTC (ligne analogique), pas de chiffrement, pas de clé AES
Code installateur : modifié à la mise en service, conservé au coffre de l'agence
""",
    "A programming sheet that says the installer code is kept in the safe and no AES key is used; no code or key.",
    syntax="",
)
regd(
    f.FAM,
    "apps-script/Rappels_<<n>>.gs",
    """var props = PropertiesService.getScriptProperties();
var TWILIO_SID = 'AC<<uuid>>'.replace(/-/g, '');
var TWILIO_TOKEN = props.getProperty('TWILIO_TOKEN');
""",
    "The Twilio token comes from the script properties; the account SID is an identifier, not a secret.",
    syntax="",
)

# g: Korean lift maintenance -------------------------------------------------------------------
regd(
    g.FAM,
    "KakaoTalk/KakaoTalkChats_<<n>>.txt",
    """<<last>><<first>> 님과 카카오톡 대화
<<y>>. <<mo>>. <<d>>. 오전 9:12, <<last2>><<first2>> : 점검앱 비번 알려주세요
<<y>>. <<mo>>. <<d>>. 오전 9:15, <<last>><<first>> : 카톡으로는 안 보내요. 사무실로 전화 주세요
""",
    "A chat asking for the app password; the reply refuses to send it.",
    syntax="",
)
regd(
    g.FAM,
    "notify/.env.example",
    """SOLAPI_API_KEY=
SOLAPI_API_SECRET=
SOLAPI_SENDER=<<phone>>
""",
    "An .env.example with empty key and secret.",
    syntax="",
)
regd(
    g.FAM,
    "gateway/<<n>>/config.json",
    """{
  "site": "<<city>>",
  "mqtt": {"host": "mqtt.<<dom>>", "port": 8883, "username": "gw<<n>>", "password_env": "MQTT_PASSWORD"}
}
""",
    "The gateway config names an environment variable for the MQTT password.",
)

# h: Brazilian pest control ------------------------------------------------------------------------
regd(
    h.FAM,
    "traccar/conf/traccar_<<n>>.xml",
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
    "Traccar on the embedded H2 database with the stock empty password.",
)
regd(
    h.FAM,
    "WhatsApp/Conversa do WhatsApp com <<first>> <<n>>.txt",
    """<<d>>/<<mo>>/<<y>> <<time>> - <<first2>> <<last2>>: qual a senha do sistema?
<<d>>/<<mo>>/<<y>> <<time>> - <<first>> <<last>>: te mandei por SMS agora
""",
    "The chat says the password was sent by SMS; it is not in the file.",
    syntax="",
)
regd(
    h.FAM,
    "sistema/config/pix_<<n>>.php",
    """<?php
return [
    'mp_public_key' => 'APP_USR-<<uuid>>',
    'mp_access_token' => getenv('MP_ACCESS_TOKEN'),
];
""",
    "Only the public key (meant for the browser) is in the file; the access token comes from getenv().",
    syntax="",
)

# i: German cleaning -----------------------------------------------------------------------------------
regd(
    i.FAM,
    "deploy/objektportal/externalsecret_<<n>>.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: objektportal-db
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  target:
    name: objektportal-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: kv/<<org>>/objektportal
        property: db_password
""",
    "An ExternalSecret pointing at a vault path; it holds no value.",
)
regd(
    i.FAM,
    "server/zeiterfassung/docker-compose.yml",
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./db_password.txt
""",
    "PostgreSQL reads its password from a Docker secret file; the compose file has only the path.",
)
regd(
    i.FAM,
    "Verwaltung/Objektliste_<<y>>_<<n>>.csv",
    """Objekt;Adresse;Kundenportal Benutzer;Kennwort
Praxis Dr. <<last2>>;<<city>>;<<email>>;(im Passwort-Manager)
""",
    "The password column points to the password manager.",
    syntax="",
)

# j: Italian garage --------------------------------------------------------------------------------------
regd(
    j.FAM,
    "C:/Gestionale Officina/config_<<n>>.ini",
    """[Database]
Provider=SQLOLEDB
Server=OFFICINA-PC\\SQLEXPRESS
Database=officina
Trusted_Connection=yes
Password=
""",
    "Windows integrated authentication (Trusted_Connection) with an empty password field.",
)
regd(
    j.FAM,
    "prenotazioni/.env.example",
    """APP_NAME="Prenota tagliando"
MAIL_MAILER=smtp
MAIL_HOST=smtps.aruba.it
MAIL_USERNAME=null
MAIL_PASSWORD=null
""",
    "Laravel's .env.example with null mail credentials.",
    syntax="",
)
regd(
    j.FAM,
    "installazioni/nvr_<<n>>.md",
    """# Telecamere officina

- NVR seriale <<serial>> (numero di serie del dispositivo)
- Password: cambiata dal cliente, non annotata
""",
    "The NVR notes keep only the serial number; the password was changed by the customer and not written down.",
    syntax="",
)

# k: Russian taxi fleet --------------------------------------------------------------------------------------
regd(
    k.FAM,
    "park/balansy_<<n>>.py",
    """import os

PARK_ID = "<<uuid>>".replace("-", "")
HEADERS = {"X-Client-ID": f"taxi/park/{PARK_ID}", "X-API-Key": os.environ["FLEET_API_KEY"]}
""",
    "The Fleet API key is read from the environment; the park id is an identifier.",
)
regd(
    k.FAM,
    "Telegram Desktop/ChatExport_<<date>>/result_<<n>>.json",
    """{
  "name": "Таксопарк — механики",
  "type": "private_group",
  "messages": [
    {"id": <<n>>, "type": "message", "date": "<<date>>T<<time>>:05", "from": "<<first2>>", "text": "какой пароль от кабинета ОСАГО?"},
    {"id": <<n4>>, "type": "message", "date": "<<date>>T<<time>>:40", "from": "<<first>>", "text": "скинул в личку"}
  ]
}
""",
    "The chat says the password was sent in a private message; no value here.",
)
regd(
    k.FAM,
    "Заметки/регистратор_<<plate>>_<<n>>.txt",
    """Регистратор в машине <<plate>>
Сеть: DASHCAM_<<n4>>
Пароль Wi-Fi: заводской, на наклейке под регистратором
""",
    "The dashcam note says the Wi-Fi password is on the device sticker.",
    syntax="",
)

# l: Indonesian ride-hailing --------------------------------------------------------------------------------------
regd(
    l_.FAM,
    "home/deploy/.docker/config.json",
    """{
  "auths": {"registry.<<dom>>": {}},
  "credsStore": "desktop"
}
""",
    "Docker keeps the registry credential in the OS credential store (credsStore); auths is empty.",
)
regd(
    l_.FAM,
    "driver_helper/app/src/main/AndroidManifest_<<n>>.xml",
    """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="id.<<org>>.driverhelper">
    <application android:label="Driver Helper">
        <meta-data android:name="com.google.android.geo.API_KEY" android:value="${MAPS_API_KEY}" />
    </application>
</manifest>
""",
    "The Maps key is a Gradle manifest placeholder filled at build time.",
)
regd(
    l_.FAM,
    "koperasi-<<n>>/.env.example",
    """APP_NAME="Koperasi Pengemudi"
MIDTRANS_SERVER_KEY=
MIDTRANS_CLIENT_KEY=
MIDTRANS_IS_PRODUCTION=false
""",
    "An .env.example with the Midtrans keys left empty.",
    syntax="",
)

# m: Kenyan trucking ------------------------------------------------------------------------------------------------
regd(
    m.FAM,
    "finance/allowance_b2c_<<n>>.py",
    """import os

CONSUMER_KEY = os.getenv("MPESA_CONSUMER_KEY")
CONSUMER_SECRET = os.getenv("MPESA_CONSUMER_SECRET")
SHORTCODE = "<<n>>"
""",
    "Daraja key and secret are read with os.getenv; the shortcode is a public till number.",
)
regd(
    m.FAM,
    "finance/fuel_cards_<<n>>.csv",
    """truck,driver,card_no,portal_user,portal_password
<<plate>>,<<first>> <<last>>,****<<n4>>,<<login>>,****
""",
    "Card number and password are masked.",
    syntax="",
)
regd(
    m.FAM,
    "phone/sms_<<first2>>_<<n>>.txt",
    """<<first2>> <<last2>> (<<phone2>>)
<<dmy>> <<time>>  Boss password ya dispatch?
<<dmy>> <<time>>  Me: nimekutumia kwa email
""",
    "The SMS reply says the password was sent by e-mail; none is in the thread.",
    syntax="",
)

# n: Japanese delivery ------------------------------------------------------------------------------------------------
regd(
    n.FAM,
    "LINE/[LINE] <<last>>とのトーク_<<n>>.txt",
    """[LINE] <<last>><<first>>とのトーク履歴

<<y>>/<<mo>>/<<d>>(火)
08:12	<<last2>><<first2>>	配送アプリのパスワードを忘れました
08:15	<<last>><<first>>	パスワードは事務所で聞いてください
""",
    "A LINE chat that sends the driver to the office for the password; no value.",
    syntax="",
)
regd(
    n.FAM,
    "scripts/nippo_<<n>>.sh",
    """#!/bin/bash
TOKEN=$(cat ~/.config/chatwork_token)
curl -s -X POST -H "X-ChatWorkToken: $TOKEN" -d "body=日報" "https://api.chatwork.com/v2/rooms/<<n>>/messages"
""",
    "The Chatwork token is read from a file at run time.",
    syntax="",
)
regd(
    n.FAM,
    "dashcam/cloud_<<n>>.yaml",
    """fleet: <<orgc>> 軽貨物
cloud:
  endpoint: https://api.drarec-cloud.jp/v1
  api_key: ${DRAREC_API_KEY}
""",
    "The dashcam cloud key is a ${...} variable reference.",
)

# o: Mexican removals ------------------------------------------------------------------------------------------------
regd(
    o.FAM,
    "oficina/cuentas_<<n>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Accesos">
  <Table>
   <Row><Cell><Data ss:Type="String">Plataforma</Data></Cell><Cell><Data ss:Type="String">Usuario</Data></Cell><Cell><Data ss:Type="String">Contraseña</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Rastreo GPS</Data></Cell><Cell><Data ss:Type="String"><<email>></Data></Cell><Cell><Data ss:Type="String">(pedir a oficina)</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "The password cell only says to ask the office.",
)
regd(
    o.FAM,
    "respaldo_laptop_<<n>>/.ssh/id_rsa.pub",
    """ssh-rsa <<pub>> <<login>>@cotizador
""",
    "An SSH public key, which is meant to be shared.",
    syntax="",
    extra=_sshpub,
)
regd(
    o.FAM,
    "facturacion/cfdi_<<n>>.py",
    """import os

FACTURAMA_USER = "<<org>>"
FACTURAMA_PASSWORD = os.environ.get("FACTURAMA_PASSWORD", "")
""",
    "The Facturama password is read from the environment (empty by default).",
)

# p: Chinese CCTV installers ------------------------------------------------------------------------------------------------
regd(
    p.FAM,
    "laptop/.bash_history",
    """curl --digest -u admin http://<<ip>>/ISAPI/System/deviceInfo
curl --digest -u admin http://<<ip2>>/ISAPI/System/time
""",
    "`curl -u admin` without a password makes curl prompt for it; nothing is on the command line.",
    syntax="",
)
regd(
    p.FAM,
    "微信/聊天记录_<<first>>_<<n>>.txt",
    """<<y>>-<<mo>>-<<d>> <<hh>>:<<mi>>:12 <<last2>><<first2>>
录像机密码多少？
<<y>>-<<mo>>-<<d>> <<hh>>:<<mi>>:40 <<last>><<first>>
密码写在交接单上，不在微信发
""",
    "The chat says the NVR password is on the handover sheet and not sent over WeChat.",
    syntax="",
)
regd(
    p.FAM,
    "固件/MD5校验_<<n>>.txt",
    """固件文件                     MD5
NVR_K51_V4.74.<<n2>>.dav       <<h1>>
IPC_G5_V5.8.<<n2>>.dav         <<h2>>
""",
    "MD5 checksums of firmware images, not secrets.",
    syntax="",
    extra=_md5s,
)
