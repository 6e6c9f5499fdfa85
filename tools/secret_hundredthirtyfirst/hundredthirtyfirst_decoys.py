# ruff: noqa: E501
"""The hundred-and-thirty-first corpus's decoys: files that look like the formats but hold no
live credential, three per family, each with its ``why``."""

from __future__ import annotations

import hashlib

from hundredthirtyfirst_formats_a import F as A
from hundredthirtyfirst_formats_b import F as B
from hundredthirtyfirst_formats_c import F as C
from hundredthirtyfirst_formats_d import F as D
from hundredthirtyfirst_formats_e import F as E
from hundredthirtyfirst_formats_f import F as FF
from hundredthirtyfirst_formats_g import F as G
from hundredthirtyfirst_formats_h import F as H
from hundredthirtyfirst_formats_i import F as II
from hundredthirtyfirst_formats_j import F as J
from hundredthirtyfirst_formats_k import F as K
from hundredthirtyfirst_formats_l import F as L
from hundredthirtyfirst_formats_m import F as M
from hundredthirtyfirst_formats_n import F as N
from hundredthirtyfirst_formats_o import F as O
from hundredthirtyfirst_formats_p import F as P
from hundredthirtyfirst_spec import regd


def _sha(r, s):
    return {"sha": hashlib.sha256(f"{s['org']}{s['n4']}".encode()).hexdigest()}


# a: Irish pub ---------------------------------------------------------------------------
regd(
    A,
    "<<org>>/till-sync/.env",
    """# Lightspeed K-Series export: the secret comes from the systemd credential store
LS_K_API_BASE=https://api.lsk.lightspeed.app
LS_K_CLIENT_ID=<<org>>-till-sync
LS_K_CLIENT_SECRET=${CREDENTIALS_DIRECTORY}/ls_k_client_secret
""",
    "the client secret is a reference to a systemd credential file, not a value",
    "",
)
regd(
    A,
    "chats/WhatsApp Chat with Snug Staff <<y>>.txt",
    """[<<dmy>>, <<t0>>] <<first>>: An bhfuil an pasfhocal nua don Wi-Fi ag éinne?
[<<dmy>>, <<t1>>] <<first2>>: Tá sé scríofa ar an gclár dubh taobh thiar den bheár, ní chuirfidh mé anseo é
[<<dmy>>, <<t2>>] <<first>>: ceart go leor 👍
""",
    "chat about the Wi-Fi password that points to the blackboard and never gives it",
    "",
)
regd(
    A,
    "<<org>>/staff/logins_<<y>>.csv",
    """name,role,till_login,pin,till_password
<<first>> <<last>>,manager,<<fa>>,****,••••••••
<<first2>> <<last2>>,bar,<<fa2>>,****,••••••••
""",
    "password column masked with bullets by the export",
    "",
)

# b: Mexican cocktail bar ---------------------------------------------------------------
regd(
    B,
    "<<org>>/reservas/.env.example",
    """APP_NAME="Reservas"
APP_ENV=production
DB_PASSWORD=
CONEKTA_PUBLIC_KEY=
CONEKTA_PRIVATE_KEY=
""",
    "template .env with every key left empty",
    "",
)
regd(
    B,
    "<<org>>/SoftRestaurant/conexion.ini",
    """[Conexion]
Servidor=CAJA01\\NATIONALSOFT
BaseDatos=softrestaurant11
AutenticacionWindows=1
TimeOut=30
""",
    "SQL Server connection by Windows authentication, no password",
    "ini",
)
regd(
    B,
    "chats/Chat de WhatsApp con Barra <<y>>.txt",
    """<<dmy>>, 7:41 p. m. - <<first>>: me pasas la contraseña de Clip?
<<dmy>>, 7:43 p. m. - <<first2>>: no por aquí, te la dicto en persona o pídesela al contador 🙅
""",
    "chat asking for a password that refuses to give it",
    "",
)

# c: Berlin nightclub office -------------------------------------------------------------
regd(
    C,
    "<<org>>/gaesteliste/sync_pretix.py",
    '''"""Gästeliste nach pretix."""

import os

import requests

PRETIX = "https://tickets.<<dom>>/api/v1/organizers/<<org>>/"
HEADERS = {"Authorization": f"Token {os.environ['PRETIX_TOKEN']}"}


def events():
    return requests.get(PRETIX + "events/", headers=HEADERS).json()
''',
    "the pretix token is read from the environment",
    "py",
)
regd(
    C,
    "etc/nginx/sites-enabled/<<org>>-booking.conf",
    """server {
    listen 80;
    server_name booking.intern.<<dom>>;
    location / {
        auth_basic "Büro";
        auth_basic_user_file /etc/nginx/htpasswd.booking;
        proxy_pass http://127.0.0.1:8080/;
    }
}
""",
    "nginx Basic auth via an htpasswd file path; no credential in the config",
    "",
)
regd(
    C,
    "<<org>>/it/SHA256SUMS",
    """<<sha>>  unifi-backup-<<date>>.gz
<<sha>>  ace-<<date>>.gz
""",
    "SHA-256 checksums of backup archives, not secrets",
    "",
    _sha,
)

# d: Korean karaoke chain ---------------------------------------------------------------
regd(
    D,
    "<<org>>/kiosk/.env.production",
    """# 무인 키오스크 결제 (키는 배포 시 Vault에서 주입)
NEXT_PUBLIC_TOSS_CLIENT_KEY=
TOSS_SECRET_KEY=${VAULT_TOSS_SECRET_KEY}
ROOM_API=http://<<ip>>:8080
""",
    "the Toss secret key is a ${...} reference filled from Vault at deploy time",
    "",
)
regd(
    D,
    "<<org>>/카톡/KakaoTalk_<<y>><<mo>><<d>>_<<n4>>.txt",
    """점장방 님과 카카오톡 대화
<<y>>년 <<mo>>월 <<d>>일 오후 11:02, <<last>><<first>> : 포스 비번 뭐예요?
<<y>>년 <<mo>>월 <<d>>일 오후 11:04, <<last2>><<first2>> : 비번은 단톡에 올리면 안 돼요~ 본사에 전화하세요
""",
    "KakaoTalk chat mentioning the POS password without giving it",
    "",
)
regd(
    D,
    "<<org>>/TJ/UpdateAgent.ini",
    """[Server]
Host=update.<<dom>>
Port=21
Mode=PASV
User=anonymous
Pass=

[Schedule]
Time=05:30
""",
    "anonymous FTP with an empty password field",
    "ini",
)

# e: Bangkok rooftop bar ----------------------------------------------------------------
regd(
    E,
    "<<org>>/reserve/reserve/settings.py",
    """import os

DEBUG = False
OMISE_PUBLIC_KEY = os.environ.get("OMISE_PUBLIC_KEY", "")
OMISE_SECRET_KEY = os.environ.get("OMISE_SECRET_KEY", "")
""",
    "Django settings reading the Omise keys from the environment",
    "py",
)
regd(
    E,
    "<<org>>/nvr/cameras.json",
    """{
  "site": "<<org>> rooftop",
  "cameras": [
    {"name": "bar_41", "url": "rtsp://<<ip>>:554/Streaming/Channels/101", "auth": "onvif-token-from-nvr"}
  ]
}
""",
    "RTSP URL without userinfo; the auth field names a mechanism, not a value",
    "json",
)
regd(
    E,
    "<<org>>/scans/IMG_<<n4>>_ocr.txt",
    """WiFi Guest
<<org>>_Guest
(ไม่มีรหัส - open network)
""",
    "OCR of a sign for an open guest network with no password",
    "",
)

# f: Czech beer hall --------------------------------------------------------------------
regd(
    FF,
    "<<org>>/tanky/monitor.toml",
    """[modbus]
port = "/dev/ttyUSB0"
baud = 9600

[influx]
url = "http://<<ip>>:8086"
org = "<<org>>"
bucket = "tanky"
token_file = "/run/secrets/influx_token"
""",
    "InfluxDB token read from a Docker secret file path",
    "toml",
)
regd(
    FF,
    "<<org>>/provoz/smeny_<<y>>.csv",
    """Jméno;Směna;Pokladna login;Heslo
<<first>> <<last>>;pá/so noc;<<fa>>;(v KeePassu)
<<first2>> <<last2>>;ne;<<fa2>>;(v KeePassu)
""",
    "shift sheet whose password column only points to KeePass",
    "",
)
regd(
    FF,
    "posta/<<org>>/pivovar-<<date>>.eml",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Re: přístup do B2B portálu
Content-Type: text/plain; charset=utf-8

Ahoj, heslo ti pošlu SMSkou, e-mailem ho posílat nebudu.
<<first>>
""",
    "Czech e-mail saying the password will be sent by SMS, none included",
    "",
)

# g: Lagos live-music bar ---------------------------------------------------------------
regd(
    G,
    "<<org>>/booking-api/.env",
    """NODE_ENV=production
PAYSTACK_PUBLIC_KEY=pk_live_<<n4>><<n3>>
PAYSTACK_SECRET_KEY=
""",
    "only the Paystack public key; the secret key is empty",
    "",
)
regd(
    G,
    "<<org>>/postman/scanner.postman_collection.json",
    """{
  "info": {"name": "<<org>> gate scanner", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
  "auth": {"type": "basic", "basic": [{"key": "username", "value": "{{gate_user}}"}, {"key": "password", "value": "{{gate_password}}"}]},
  "item": []
}
""",
    "Postman Basic auth using {{variables}}, no values",
    "json",
)
regd(
    G,
    "chats/WhatsApp Chat with Band & Sound <<y>>.txt",
    """<<dmy>>, <<h0>> - <<first>>: Abeg who get the password for the Ableton laptop?
<<dmy>>, <<h1>> - <<first2>>: I don DM you. No post am for group o
""",
    "Pidgin chat that moves the password to a DM and never gives it",
    "",
)

# h: Tbilisi wine bar -------------------------------------------------------------------
regd(
    H,
    "<<org>>/shop/.env",
    """TBC_API_URL=https://api.tbcbank.ge/v1/tpay
TBC_APIKEY=
TBC_CLIENT_ID=
TBC_CLIENT_SECRET=
CURRENCY=GEL
""",
    "TBC checkout .env with empty key values",
    "",
)
regd(
    H,
    "<<org>>/homeassistant/secrets.yaml",
    """wifi_ssid: <<org>>_marani
wifi_password: !env_var MARANI_WIFI_PASSWORD
""",
    "Home Assistant secret pulled from an environment variable",
    "",
)
regd(
    H,
    "<<org>>/print/wifi_qr_<<n>>.txt",
    """WIFI:S:<<org>>_guests;T:nopass;;
""",
    "Wi-Fi QR payload for an open network (T:nopass), no password",
    "",
)

# i: Beirut hookah lounge ---------------------------------------------------------------
regd(
    II,
    "<<org>>/intranet/comptes.html",
    """<!DOCTYPE html>
<html lang="fr"><head><meta charset="utf-8"><title>Comptes</title></head><body>
<table><tr><th>Service</th><th>Utilisateur</th><th>Mot de passe</th></tr>
<tr><td>Caméras Dahua</td><td>admin</td><td>&bull;&bull;&bull;&bull;&bull;&bull;&bull;&bull;</td></tr></table>
</body></html>
""",
    "HTML accounts table with the password shown as bullet entities",
    "",
)
regd(
    II,
    "<<org>>/menu-app/firebase-public.json",
    """{
  "apiKeyRestrictions": "HTTP referrer <<dom>>",
  "projectId": "<<org>>-qr-menu",
  "client_x509_cert_url": "https://www.googleapis.com/robot/v1/metadata/x509/firebase-adminsdk%40<<org>>-qr-menu.iam.gserviceaccount.com",
  "public_key": "-----BEGIN PUBLIC KEY----- (see cert url) -----END PUBLIC KEY-----"
}
""",
    "public certificate URL and a public-key reference, no private key",
    "json",
)
regd(
    II,
    "chats/WhatsApp Chat with Argileh Staff <<y>>.txt",
    """[<<dmy>>, <<t0>>] <<first>>: chou kelmet el ser taba3 el POS?
[<<dmy>>, <<t1>>] <<first2>>: ma fiye 2oulak hon, es2al <<fa2>> bel maktab
""",
    "Arabizi chat refusing to share the POS password",
    "",
)

# j: São Paulo sports bar ---------------------------------------------------------------
regd(
    J,
    "<<org>>/financeiro/pix_asaas.py",
    """import os

ASAAS_URL = "https://api.asaas.com/v3"
ASAAS_API_KEY = os.getenv("ASAAS_API_KEY")
""",
    "Asaas key read with os.getenv",
    "py",
)
regd(
    J,
    "<<org>>/nfce/ConfigEmissor.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<ConfiguracaoEmissor>
  <Certificado tipo="A3">
    <Repositorio>WindowsStore</Repositorio>
    <Senha/>
  </Certificado>
</ConfiguracaoEmissor>
""",
    "A3 certificate from the Windows store with an empty password element",
    "xml",
)
regd(
    J,
    "home/<<fa>>/.bash_history",
    """cd /srv/pix/certs
openssl pkcs12 -export -in cert.crt -inkey cert.key -out pix.p12 -passout env:PIX_P12_PASS
sha256sum pix.p12
""",
    "openssl reads the export password from an environment variable",
    "",
)

# k: Nairobi student bar ----------------------------------------------------------------
regd(
    K,
    "<<org>>/tabs-api/.env.example",
    """MPESA_ENV=sandbox
MPESA_SHORTCODE=174379
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
""",
    "M-Pesa .env template with empty keys",
    "",
)
regd(
    K,
    "<<org>>/pos/docker-compose.yml",
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: odoo
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets: [pg_password]
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
    "PostgreSQL password from a Docker secret file",
    "yaml",
)
regd(
    K,
    "<<org>>/minutes/kikao_<<date>>.md",
    """# Kikao cha wafanyakazi - <<dmy>>

3. Nenosiri la Instagram limebadilishwa; <<first2>> atawapa kila mtu ana kwa ana, si kwenye WhatsApp.
""",
    "Swahili minutes saying the password changed without giving it",
    "",
)

# l: Tokyo jazz club --------------------------------------------------------------------
regd(
    L,
    "home/<<fa>>/.docker/config.json",
    """{
\t"auths": {"registry.<<dom>>": {}},
\t"credsStore": "osxkeychain"
}
""",
    "Docker config with the credential in the OS keychain (credsStore)",
    "json",
)
regd(
    L,
    "<<org>>/www/wp-config.php",
    """<?php
define( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );
define( 'DB_USER', getenv('WORDPRESS_DB_USER') );
define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );
""",
    "wp-config reading the database password with getenv",
    "",
)
regd(
    L,
    "Documents/LINE_<<org>>_<<date>>.txt",
    """[LINE] スタッフのトーク履歴
<<y>>/<<mo>>/<<d>>(金)
<<h1>>\t<<last>><<first>>\tAirレジのパスワード教えてください
<<h2>>\t<<last2>><<first2>>\tLINEには書けないので、店のノートを見てください🙇
""",
    "LINE chat that refuses to write the password",
    "",
)

# m: Cape Town door team ----------------------------------------------------------------
regd(
    M,
    "<<org>>/door/cover_charge.py",
    """import os

YOCO_PUBLIC_KEY = "pk_live_<<n4>><<n3>>"
YOCO_SECRET_KEY = os.environ["YOCO_SECRET_KEY"]
""",
    "Yoco public key only; the secret key comes from the environment",
    "py",
)
regd(
    M,
    "<<org>>/roster/rooster_<<y>>_<<mo>>.tsv",
    """naam\tpsira_nr\tgraad\tapp_login\tapp_wagwoord
<<first>> <<last>>\t<<n4>><<n3>>\tB\t<<fa>>\t(SMS met OTP)
""",
    "roster whose password column says logins are by SMS one-time code",
    "",
)
regd(
    M,
    "<<org>>/radio/zello-work.json",
    """{
  "network": "<<org>>.zellowork.com",
  "admin": {"username": "admin", "sso": "azure-ad"},
  "channels": ["Deur 1", "Deur 2"]
}
""",
    "radio config using single sign-on, no password",
    "json",
)

# n: Manila bottle-service promoter -----------------------------------------------------
regd(
    N,
    "<<org>>/reserve/.env",
    """PAYMONGO_PUBLIC_KEY=pk_live_<<n4>>
PAYMONGO_SECRET_KEY=
MIN_SPEND_PHP=25000
""",
    "PayMongo secret key left empty",
    "",
)
regd(
    N,
    "<<org>>/tablet/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=PH

network={
    ssid="<<org>>_Lobby"
    key_mgmt=NONE
}
""",
    "wpa_supplicant for an open network (key_mgmt=NONE)",
    "",
)
regd(
    N,
    "<<org>>/notes/viber_<<date>>.txt",
    """[<<dmy>> <<h0>>] <<first>>: bes yung password ng IG ng club?
[<<dmy>> <<h1>>] <<first2>>: hindi ko alam bes, si boss lang may alam
""",
    "Taglish chat asking for a password nobody gives",
    "",
)

# o: Bengaluru taproom ------------------------------------------------------------------
regd(
    O,
    "<<org>>/brewhouse/grafana.ini",
    """[security]
admin_user = brewer
admin_password = $__file{/etc/grafana/admin_password}
""",
    "Grafana admin password read from a file via $__file{}",
    "ini",
)
regd(
    O,
    "<<org>>/gst/einvoice_gsp.pub",
    """-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo
4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u
+qKhbwKfBstIs+bMY2Zkp18gnTxKLxoS2tFczGkPLPgizskuemMghRniWaoLcyeh
kd3qqGElvW/VDL5AaWTg0nLVkjRo9z+40RQzuVaE8AkAFmxZzow3x+VJYKdjykkJ
0iT9wCS0DRTXu269V264Vf/3jvredZiKRkgwlL9xNAwxXFg0x/XFw005UWVRIkdg
cKWTjpBP2dPwVZ4WWC+9aGVd+Gyn1o0CLelf4rEjGoXbAAEgAqeGUxrcIlbjXfbc
mwIDAQAB
-----END PUBLIC KEY-----
""",
    "a public key, not a private one",
    "",
)
regd(
    O,
    "chats/WhatsApp Chat with Taproom Floor <<y>>.txt",
    """<<d>>/<<mo>>/<<y>>, <<h0>> pm - <<first>>: Petpooja ka password?
<<d>>/<<mo>>/<<y>>, <<h1>> pm - <<first2>>: ಮ್ಯಾನೇಜರ್ ಹತ್ರ ಕೇಳಿ, group ಅಲ್ಲಿ ಹಾಕಲ್ಲ
""",
    "Hinglish / Kannada chat that refuses to post the password",
    "",
)

# p: Fiji hostel bar --------------------------------------------------------------------
regd(
    P,
    "<<org>>/bartab/.env",
    """CLOUDBEDS_PROPERTY_ID=<<n4>><<n3>>
CLOUDBEDS_API_KEY=
TAB_ITEM_CATEGORY=bar
""",
    "Cloudbeds key empty",
    "",
)
regd(
    P,
    "<<org>>/pi/rclone.conf",
    """[nas]
type = sftp
host = <<ip>>
user = pi
key_file = ~/.ssh/id_ed25519
""",
    "rclone SFTP remote authenticated by key file path, no password",
    "ini",
)
regd(
    P,
    "<<org>>/scans/whiteboard_<<n4>>.txt",
    """KAVA NIGHT 8PM - FREE SEVUSEVU
WIFI DORM - taroga e na reception (ask at reception)
""",
    "whiteboard OCR that sends guests to reception for the Wi-Fi password",
    "",
)
