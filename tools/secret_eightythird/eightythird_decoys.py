# ruff: noqa: E501
"""The eighty-third corpus's decoys: files that look like its formats but hold no live
credential, three per family, each with a ``why``."""

from __future__ import annotations

import base64
import hashlib

from eightythird_formats_a import F as A
from eightythird_formats_b import F as B
from eightythird_formats_c import F as C
from eightythird_formats_d import F as D
from eightythird_formats_e import F as E
from eightythird_formats_f import F as Fp
from eightythird_formats_g import F as G
from eightythird_formats_h import F as H
from eightythird_formats_i import F as Ii
from eightythird_formats_j import F as J
from eightythird_formats_k import F as K
from eightythird_formats_l import F as L
from eightythird_formats_m import F as M
from eightythird_formats_n import F as N
from eightythird_formats_o import F as O
from eightythird_formats_p import F as P
from eightythird_spec import email, regd, tg_json, wa

# ---------------------------------------------------------------- a: Kenya flying school
regd(
    A,
    "tools/fsp_sync/<<fa>>_reservations.py",
    """import os

import requests

FSP_SUBSCRIPTION_KEY = os.environ["FSP_SUBSCRIPTION_KEY"]
r = requests.get(
    "https://api.flightschedulepro.com/scheduling/v1.0/operators/<<nn>>/aircraft",
    headers={"x-subscription-key": FSP_SUBSCRIPTION_KEY},
    timeout=30,
)
print(len(r.json()["items"]))
""",
    "the Flight Schedule Pro key is read from the environment; no value in the file",
)
regd(
    A,
    "billing/.env.example",
    """MPESA_ENV=production
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
""",
    "an M-Pesa Daraja .env template with every credential empty",
    syntax="",
)
regd(
    A,
    "chats/WhatsApp Chat with Wakufunzi <<org>> <<y>>.txt",
    lambda s: wa(
        [
            (s["first"], "Nenosiri la Flight Schedule Pro limebadilishwa leo asubuhi"),
            (s["first2"], "Sawa, nitumie basi"),
            (s["first"], "Hapana, sitaliweka hapa. Nitakupigia simu au uliulize ofisini"),
            (s["first2"], "Sawa mwalimu 👍"),
        ],
        s,
    ),
    "a Swahili chat that says the password changed and refuses to post it; no value",
    syntax="",
)

# ---------------------------------------------------------------- b: Peru drone survey
regd(
    B,
    "flighthub-local/src/main/resources/application.yml",
    """cloud-api:
  app:
    id: ${DJI_APP_ID}
    key: ${DJI_APP_KEY}
    license: ${DJI_APP_LICENSE}
mqtt:
  BASIC:
    host: mqtt.<<dom>>
    port: 1883
""",
    "DJI Cloud API app key and license come from environment placeholders",
)
regd(
    B,
    "gnss/base_<<place>>/rtkrcv.conf",
    """pos1-posmode       =kinematic
inpstr1-type       =serial
inpstr1-path       =ttyACM0:115200:8:n:1:off
inpstr2-type       =ntripcli
inpstr2-path       =@rtk2go.com:2101/<<place>>
inpstr2-format     =rtcm3
""",
    "an NTRIP client path to the open RTK2go caster with no user and no password",
    syntax="",
)
regd(
    B,
    "home/<<fa>>/.config/rclone/rclone.conf",
    """[wasabi-ortos]
type = s3
provider = Wasabi
env_auth = true
region = us-east-1
endpoint = s3.wasabisys.com
""",
    "rclone S3 remote with env_auth: the keys come from the environment",
    syntax="ini",
)

# ---------------------------------------------------------------- c: Poland airfield
regd(
    C,
    "etc/fr24feed.ini",
    """receiver="beast-tcp"
fr24key=""
host="127.0.0.1:30005"
mlat="yes"
""",
    "fr24feed.ini before sign-up: the sharing key is empty",
    syntax="",
)
regd(
    C,
    "public_html/ppr/wp-config.php",
    """<?php
define( 'DB_NAME', getenv('PPR_DB_NAME') );
define( 'DB_USER', getenv('PPR_DB_USER') );
define( 'DB_PASSWORD', getenv('PPR_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
""",
    "wp-config reading the database password from the environment",
    syntax="",
)
regd(
    C,
    "dyzury/przekazanie_<<date>>.md",
    """# Przekazanie dyżuru – <<ddot>>

- Hasło do komputera AFIS zmienione – jest w sejfie w wieży, koperta nr 3.
- Ładowarka: konto serwisowe w menedżerze haseł (Bitwarden, kolekcja „Lotnisko”).
- <<reg>> w hangarze B.
""",
    "a Polish handover note saying where the passwords are kept (a safe, Bitwarden), no value",
    syntax="",
)

# ---------------------------------------------------------------- d: Indonesia MRO
regd(
    D,
    "cron/amos_export_<<nn>>.sh",
    """#!/bin/bash
# Ekspor work order AMOS – pakai Oracle wallet, tanpa password di skrip
export TNS_ADMIN=/opt/oracle/wallet
sqlplus -s /@AMOSPRD @/opt/<<org>>/sql/wo_export.sql > /data/qa/wo_$(date +%Y%m%d).csv
""",
    "sqlplus with /@ and an Oracle wallet: no password on the command line",
    syntax="",
)
regd(
    D,
    "portal-pelanggan/.env",
    """APP_ENV=production
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_CLIENT_KEY=Mid-client-<<hex8>>
MIDTRANS_SERVER_KEY=
""",
    "Laravel .env with the Midtrans server key left empty; the client key is public",
    syntax="",
)
regd(
    D,
    "planning/akun_sistem_<<y>>/xl/sharedStrings.xml",
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6" uniqueCount="6"><si><t>Sistem</t></si><si><t>Pengguna</t></si><si><t>Kata sandi</t></si><si><t>AMOS</t></si><si><t><<user>></t></si><si><t>••••••••</t></si></sst>
""",
    "the password column is masked with bullets",
)

# ---------------------------------------------------------------- e: Czech skydiving
regd(
    E,
    "homeassistant/secrets.yaml",
    """latitude_home: 49.4<<n>>
longitude_home: 17.1<<n>>
ambient_api_key: ""
ambient_app_key: ""
""",
    "Home Assistant secrets with empty Ambient Weather keys",
)
regd(
    E,
    "var/spool/cron/crontabs/video",
    """*/30 8-20 * * * rsync -az -e "ssh -i /home/video/.ssh/id_ed25519" /srv/tandemy/ video@nas.<<dom>>:/volume1/tandemy/
""",
    "rsync over SSH with a key file; no password",
    syntax="",
)
regd(
    E,
    "WhatsApp Chat s Parakluci <<place>> <<nn>>.txt",
    lambda s: wa(
        [
            (s["first"], "Heslo na wifi v balírně visí na nástěnce u manifestu"),
            (s["first2"], "Jasně, díky"),
        ],
        s,
        style="dot",
    ),
    "a Czech chat pointing to a noticeboard for the Wi-Fi password; no value",
    syntax="",
)

# ---------------------------------------------------------------- f: Nepal paragliding
regd(
    Fp,
    "booking/pokhara_booking/settings/production.py",
    """import os

KHALTI_PUBLIC_KEY = os.environ["KHALTI_PUBLIC_KEY"]
KHALTI_SECRET_KEY = os.environ["KHALTI_SECRET_KEY"]
""",
    "Khalti keys read from the environment",
)
regd(
    Fp,
    "firmware/windsock_<<place>>/secrets.h",
    """#pragma once
// copy to secrets_local.h and fill in on the bench; never commit real values
#define WIFI_SSID ""
#define WIFI_PASS ""
#define TS_WRITE_KEY ""
""",
    "an Arduino secrets header with every value empty",
    syntax="",
)
regd(
    Fp,
    "telegram/ChatExport_<<date>>/result.json",
    lambda s: tg_json(
        "Sarangkot Pilots",
        [(s["first"], "Launch hut wifi को पासवर्ड काउन्टरमा सोध्नुहोस्"), (s["first2"], "ठिक छ")],
        s,
    ),
    "a Telegram export telling pilots to ask at the counter for the Wi-Fi password",
)

# ---------------------------------------------------------------- g: Brazil charter
regd(
    G,
    "cobrancas-pix/.env",
    """EFI_SANDBOX=false
EFI_CLIENT_ID=
EFI_CLIENT_SECRET=
EFI_CERT_PATH=./certs/producao.p12
""",
    "Efí Pix .env with client id and secret empty",
    syntax="",
)
regd(
    G,
    "integracoes/avinode_cotacoes_<<nn>>.py",
    """import os

HEADERS = {
    "Authorization": f"Bearer {os.environ['AVINODE_BEARER']}",
    "X-Avinode-ApiToken": os.environ["AVINODE_API_TOKEN"],
}
""",
    "Avinode tokens taken from environment variables",
)
regd(
    G,
    "email/enviados/<<date>>_portal_cliente_<<nn>>.eml",
    lambda s: email(
        s,
        s["email"],
        "secretaria@cliente.com.br",
        "Acesso ao portal",
        "Prezada,\n\no link para definir a sua senha foi enviado separadamente e expira em 24 horas.\n\nAbraços\n",
    ),
    "a Portuguese e-mail saying a reset link was sent separately; no password",
    syntax="",
)

# ---------------------------------------------------------------- h: NZ heli tours
regd(
    H,
    "booking-sync/.env",
    """REZDY_API_KEY=${REZDY_API_KEY}
REZDY_BASE=https://api.rezdy.com/v1
TZ=Pacific/Auckland
""",
    "a Rezdy key that is a ${...} reference",
    syntax="",
)
regd(
    H,
    "cams/helipad_timelapse_<<nn>>.sh",
    """#!/bin/sh
ffmpeg -loglevel error -rtsp_transport tcp -i "rtsp://<<ip>>:554/Streaming/Channels/102" -frames:v 1 -y /var/www/webcam/helipad.jpg
""",
    "an RTSP URL without userinfo (anonymous sub-stream)",
    syntax="",
)
regd(
    H,
    "notes/inreach_<<reg>>.txt",
    """<<reg>> inReach Mini 2
MapShare: share.garmin.com/<<orgc>><<n>>
MapShare page is public (no password) so families can follow the flight.
IMEI 300<<nn>><<nn>>0
""",
    "an inReach note saying the MapShare page has no password",
    syntax="",
)

# ---------------------------------------------------------------- i: Vietnam spraying
regd(
    Ii,
    "thanh-toan/src/main/resources/application-prod.properties",
    """vnpay.pay-url=https://pay.vnpay.vn/vpcpay.html
vnpay.tmn-code=${VNPAY_TMN_CODE}
vnpay.hash-secret=${VNPAY_HASH_SECRET}
""",
    "VNPAY hash secret is a Spring placeholder",
    syntax="",
)
regd(
    Ii,
    "etc/config/wireless",
    """config wifi-iface 'default_radio0'
	option device 'radio0'
	option network 'lan'
	option mode 'ap'
	option ssid '<<orgc>>_Khach'
	option encryption 'none'
""",
    "an open guest Wi-Fi: encryption none, no key",
    syntax="",
)
regd(
    Ii,
    "zalo/nhom_phi_cong_<<nn>>.txt",
    """[<<hm>> <<dmy>>] <<first>>: Mật khẩu DJI SmartFarm anh gửi riêng qua tin nhắn rồi nhé, đừng đăng vào nhóm
[<<hm>> <<dmy>>] <<first2>>: Dạ em nhận được rồi
""",
    "a Vietnamese group chat saying the password was sent privately; no value",
    syntax="",
)

# ---------------------------------------------------------------- j: Nigeria fuel
regd(
    J,
    "home/<<fa>>/.docker/config.json",
    """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "desktop"
}
""",
    "Docker config with a credential store; no auth value",
)
regd(
    J,
    "invoicing/.env",
    """FLW_PUBLIC_KEY=FLWPUBK-<<hex8>><<hex8>><<hex8>><<hex8>>-X
FLW_SECRET_KEY=
""",
    "Flutterwave public key only; the secret key is empty",
    syntax="",
)
regd(
    J,
    "etc/lcr-bridge/bridge.ini",
    """[meter]
port = /dev/ttyUSB0
baud = 19200

[mqtt]
host = mqtt.<<dom>>
port = 8883
certfile = /etc/lcr-bridge/bowser.crt
keyfile = /etc/lcr-bridge/bowser.key
""",
    "MQTT over TLS client certificates (file paths), no password",
)

# ---------------------------------------------------------------- k: Greece gliding
regd(
    K,
    "boot/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=GR

network={
    ssid="<<orgc>>-Guest"
    key_mgmt=NONE
}
""",
    "an open network in wpa_supplicant: key_mgmt NONE",
    syntax="",
)
regd(
    K,
    "XCSoarData/<<fa>>.prf",
    """PilotName="<<fa>> <<la>>"
AircraftReg="<<reg>>"
LiveTrack24Enabled="0"
LiveTrack24Username=""
LiveTrack24Password=""
""",
    "XCSoar profile with LiveTrack24 disabled and empty credentials",
    syntax="",
)
regd(
    K,
    "exports/<<org>>_members_<<nn>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<club name="Λέσχη Ανεμοπορίας">
  <member id="<<nn>>">
    <login><<fa>>.<<la>></login>
    <password_sha256>9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08</password_sha256>
  </member>
</club>
""",
    "a member export holding a SHA-256 hash of a password, not the password",
)

# ---------------------------------------------------------------- l: Oman handling
regd(
    L,
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
    "Traccar on the bundled H2 database with an empty password",
)
regd(
    L,
    "flight-info/.env",
    """AMADEUS_HOSTNAME=production
AMADEUS_CLIENT_ID=
AMADEUS_CLIENT_SECRET=
""",
    "Amadeus client id and secret empty",
    syntax="",
)
regd(
    L,
    "WhatsApp Chat with Ramp Sohar <<nn>>.txt",
    lambda s: wa(
        [
            (s["first"], "كلمة السر الجديدة لنظام الـ DCS أرسلتها لكم بالبريد الإلكتروني"),
            (s["first2"], "وصلت، شكراً"),
        ],
        s,
    ),
    "an Arabic chat saying the DCS password went by e-mail; no value",
    syntax="",
)

# ---------------------------------------------------------------- m: Bangladesh air ambulance
regd(
    M,
    "k8s/bed-finder/secret.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: bed-finder-db
  namespace: medevac
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  target:
    name: bed-finder-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: medevac/bedfinder
        property: password
""",
    "an ExternalSecret pointing to a Vault path; no value",
)
regd(
    M,
    "calendar/oncall_<<date>>.ics",
    """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:<<uuid>>@google.com
DTSTART:<<y>><<mo>><<d>>T020000Z
SUMMARY:অন-কল মেডিভ্যাক – <<first>>
DESCRIPTION:Dispatch laptop login card is in the red box\\, ask the duty manager
END:VEVENT
END:VCALENDAR
""",
    "an on-call event that points to a login card; no value",
    syntax="",
)
regd(
    M,
    "TransferDesk/Web.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="TransferDb" connectionString="Server=<<ip>>,1433;Database=Transfers;Integrated Security=SSPI;" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "a SQL Server connection string with Windows integrated security; no password",
    syntax="xml",
)

# ---------------------------------------------------------------- n: Korea simulator
regd(
    N,
    "deploy/docker-compose.yml",
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: booking
      POSTGRES_USER: booking
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets: [pg_password]
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
    "PostgreSQL password from a Docker secret file",
)
regd(
    N,
    "Users/<<fa>>/AppData/Local/vPilot/vPilotConfiguration.xml",
    """<?xml version="1.0" encoding="utf-8"?>
<vPilotConfiguration>
  <VatsimId><<nn>><<nn>></VatsimId>
  <VatsimPassword></VatsimPassword>
  <HomeAirport>RKSS</HomeAirport>
</vPilotConfiguration>
""",
    "vPilot configuration with the VATSIM password left empty",
)
regd(
    N,
    "mail/보낸편지함/<<date>>_lms_<<nn>>.eml",
    lambda s: email(
        s,
        s["email"],
        s["email2"],
        "[교육] LMS 계정 안내",
        f"{s['first2']}님, LMS 비밀번호는 문자(SMS)로 따로 보내드렸습니다. 첫 로그인 후 변경해 주세요.\n",
    ),
    "a Korean e-mail saying the LMS password went by SMS; no value",
    syntax="",
)

# ---------------------------------------------------------------- o: Taiwan balloons
regd(
    O,
    "shop/config/ecpay.php",
    """<?php
return [
    'MerchantID' => getenv('ECPAY_MERCHANT_ID'),
    'HashKey'    => getenv('ECPAY_HASH_KEY'),
    'HashIV'     => getenv('ECPAY_HASH_IV'),
];
""",
    "ECPay keys read with getenv",
    syntax="",
)
regd(
    O,
    "notes/交接_<<date>>.txt",
    """交班事項 <<date>>
- 球皮 <<reg>> 下午送修
- 售票亭 WiFi 密碼已改，請向店長索取（不寫在交接本上）
""",
    "a Chinese handover note saying the Wi-Fi password is not written down",
    syntax="",
)
regd(
    O,
    "downloads/balloon_photos_<<date>>.sha256",
    lambda s: "".join(
        f"{hashlib.sha256((s['uuid'] + str(i)).encode()).hexdigest()}  IMG_{s['nn']}{i:02d}.JPG\n"
        for i in range(1, 4)
    ),
    "SHA-256 checksums of the photo downloads",
    syntax="",
)

# ---------------------------------------------------------------- p: Morocco aero-club
regd(
    P,
    "esphome/porte-hangar.yaml",
    """esphome:
  name: porte-hangar

wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password

api:
  encryption:
    key: !secret api_key
""",
    "ESPHome config whose values are all !secret references",
    syntax="",
)
regd(
    P,
    "cles/id_rsa_passerelle_<<nn>>.pub",
    lambda s: (
        "ssh-ed25519 "
        + base64.b64encode(
            b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20"
            + hashlib.sha256(s["uuid"].encode()).digest()
        ).decode()
        + f" hangar@{s['org']}\n"
    ),
    "an SSH public key",
    syntax="",
)
regd(
    P,
    "mail/envoyes/<<date>>_openflyers_<<nn>>.eml",
    lambda s: email(
        s,
        s["email"],
        f"{s['fa2']}@gmail.com",
        "Bienvenue à l'aéro-club",
        "Bonjour,\n\nvous allez recevoir un lien OpenFlyers pour choisir votre mot de passe. Ne le communiquez à personne.\n\nBons vols\n",
    ),
    "a French welcome e-mail that mentions a password-setting link, no password",
    syntax="",
)
