# ruff: noqa: E501
"""The 48 decoys of the seventy-seventh corpus, three per family: files that look like the
formats but hold no live credential. Each row is (family, path, template, why, syntax)."""

from __future__ import annotations

from seventyseventh_spec import (
    FAM_A,
    FAM_B,
    FAM_C,
    FAM_D,
    FAM_E,
    FAM_F,
    FAM_G,
    FAM_H,
    FAM_I,
    FAM_J,
    FAM_K,
    FAM_L,
    FAM_M,
    FAM_N,
    FAM_O,
    FAM_P,
    regd,
)

DECOYS = (
    # a: wedding planner, Tuscany
    (
        FAM_A,
        "public_html/<<org>>/wp-config.php",
        """<?php
define( 'DB_NAME', getenv('WP_DB_NAME') );
define( 'DB_USER', getenv('WP_DB_USER') );
define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
$table_prefix = 'wpnz_';
require_once ABSPATH . 'wp-settings.php';
""",
        "wp-config.php reads the database password from the environment (getenv)",
        "",
    ),
    (
        FAM_A,
        "chat/WhatsApp Chat con <<fa2c>> catering.txt",
        """<<dmy>>, <<hm>> - <<full2>>: Mi mandi la password del portale fornitori?
<<dmy>>, <<hm2>> - <<full>>: Te la dico a voce domani in villa, per chat no 😉
<<dmy>>, <<hm2>> - <<full2>>: Ok, a domani!
""",
        "Italian chat that asks for a password and is told it will be given in person: no value",
        "",
    ),
    (
        FAM_A,
        "sites/preventivi-<<org>>/.env",
        """APP_NAME="<<orgc>> Preventivi"
APP_ENV=production
STRIPE_KEY=pk_live_51<<n4>>PublishableOnly
STRIPE_SECRET=
CAPARRA_PERCENTUALE=30
""",
        "Stripe publishable key only (public by design); the secret key is empty",
        "",
    ),
    # b: funeral parlour, Ghana
    (
        FAM_B,
        "obituary-sms/<<org>>/send.js",
        """const axios = require('axios');
const HUBTEL_CLIENT_ID = process.env.HUBTEL_CLIENT_ID;
const HUBTEL_CLIENT_SECRET = process.env.HUBTEL_CLIENT_SECRET;
module.exports = { HUBTEL_CLIENT_ID, HUBTEL_CLIENT_SECRET };
""",
        "Hubtel client id and secret read from process.env",
        "",
    ),
    (
        FAM_B,
        "esphome/mortuary_coldroom_<<n>>.yaml",
        """esphome:
  name: mortuary-coldroom
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
sensor:
  - platform: dallas
    address: 0x1c0000031edd2a28
    name: "Cold room temperature"
""",
        "ESPHome node that takes the Wi-Fi password from secrets.yaml via !secret",
        "",
    ),
    (
        FAM_B,
        "cctv/devices_<<org>>.csv",
        """Device Name,IP,Port,User,Password,Channels,Location
NVR-Chapel,<<lan>>,8000,admin,••••••••,8,Chapel of rest
Cam-Gate,<<ip2>>,80,admin,••••••••,1,Main gate
""",
        "iVMS-style device list whose password column is masked with bullets",
        "",
    ),
    # c: florist, Wrocław
    (
        FAM_C,
        "wp-content/plugins/przelewy24/config/<<org>>.php",
        """<?php
define('P24_MERCHANT_ID', (int) getenv('P24_MERCHANT_ID'));
define('P24_CRC', getenv('P24_CRC'));
define('P24_SANDBOX', false);
""",
        "Przelewy24 CRC key read from the environment",
        "",
    ),
    (
        FAM_C,
        "facebook-<<org>>/messages/inbox/<<fa2>>_<<n4>>/message_1.json",
        """{
  "participants": [{"name": "<<full>>"}, {"name": "<<full2>>"}],
  "messages": [
    {"sender_name": "<<full>>", "timestamp_ms": <<ms>>, "content": "Hasło do hurtowni wyślę Ci SMS-em, nie piszę go tutaj."},
    {"sender_name": "<<full2>>", "timestamp_ms": <<ms>>, "content": "Jasne, dzięki!"}
  ],
  "title": "<<full2>>"
}
""",
        "Polish Messenger export that mentions a password sent by SMS, without the password",
        None,
    ),
    (
        FAM_C,
        "InsERT/nexo_<<org>>.udl",
        """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Integrated Security=SSPI;Persist Security Info=False;Initial Catalog=Nexo_<<orgc>>;Data Source=<<lan>>\\INSERTNEXO
""",
        "OLE DB connection with Windows integrated authentication: no password",
        "",
    ),
    # d: party rental, Ibadan
    (
        FAM_D,
        "bookings/.env",
        """APP_NAME="<<orgc>> Rentals"
APP_ENV=production
FLW_PUBLIC_KEY=
FLW_SECRET_KEY=
DEFAULT_CURRENCY=NGN
""",
        "Flutterwave keys left empty in a fresh .env",
        "",
    ),
    (
        FAM_D,
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
        "Traccar on its embedded H2 database with an empty password",
        None,
    ),
    (
        FAM_D,
        "WhatsApp Chat with <<fa2c>>.txt",
        """<<dmy>>, <<hm>> - <<full2>>: Oga abeg the Opay password?
<<dmy>>, <<hm2>> - <<full>>: I don send am for your DM, check am there. No put am for group
""",
        "Pidgin chat that says the password was sent elsewhere: no value",
        "",
    ),
    # e: DJ and sound hire, Bahia
    (
        FAM_E,
        "scripts/transmitir_<<date>>.sh",
        """#!/bin/bash
# a chave vem do cofre: export STREAM_KEY=$(pass show live/chave)
ffmpeg -f v4l2 -i /dev/video0 -c:v libx264 -f flv "rtmp://live.<<dom>>:1935/baile/${STREAM_KEY}"
""",
        "RTMP stream key taken from a shell variable filled from a password store",
        "",
    ),
    (
        FAM_E,
        "etc/hostapd/hostapd.conf",
        """# rede aberta só para o público ver a playlist
interface=wlan1
driver=nl80211
ssid=<<orgc>>_Publico
hw_mode=g
channel=11
auth_algs=1
wpa=0
""",
        "hostapd for an open guest network: no WPA passphrase",
        "",
    ),
    (
        FAM_E,
        "orcamentos_<<year>>/xl/sharedStrings.xml",
        """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6" uniqueCount="6"><si><t>Cliente</t></si><si><t>Login portal</t></si><si><t>Senha</t></si><si><t><<full2>></t></si><si><t><<user>></t></si><si><t>********</t></si></sst>
""",
        "spreadsheet strings whose password cell is masked with asterisks",
        None,
    ),
    # f: wedding photo studio, Đà Lạt
    (
        FAM_F,
        "src/Studio.Web/appsettings.Production.json",
        """{
  "VnPay": {
    "TmnCode": "",
    "HashSecret": "",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html"
  }
}
""",
        "VNPay settings with an empty hash secret (filled by the deployment)",
        None,
    ),
    (
        FAM_F,
        "scripts/sao_luu_anh.sh",
        """#!/bin/sh
# Sao lưu RAW lên NAS bằng khóa SSH, không dùng mật khẩu
rsync -av -e "ssh -i $HOME/.ssh/nas_ed25519" /Volumes/CARD/DCIM/ studio@<<lan>>:/volume1/RAW/<<year>>/
""",
        "rsync over SSH with a key file: authentication without a password",
        "",
    ),
    (
        FAM_F,
        "zalo/<<fa>>_<<date>>.txt",
        """<<full>>  <<hm>>
Mật khẩu Pixieset chị nhắn riêng cho em rồi nhé, đừng gửi vào nhóm
<<full2>>  <<hm2>>
Dạ em nhận được rồi ạ
""",
        "Vietnamese chat that mentions a password sent privately: no value",
        "",
    ),
    # g: events hall, Jounieh
    (
        FAM_G,
        "mikrotik/<<org>>_export_<<date>>.rsc",
        """# <<date>> by RouterOS 7.14.2
# model = hAP ax3
/interface wireless security-profiles
add authentication-types=wpa2-psk mode=dynamic-keys name=invites
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=hsprof-salle
""",
        "RouterOS export without show-sensitive: the pre-shared key is left out",
        "",
    ),
    (
        FAM_G,
        "docker/<<org>>/docker-compose.yml",
        """services:
  db:
    image: postgres:15
    environment:
      POSTGRES_USER: odoo
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets:
      - pg_password
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
        "PostgreSQL password from a Docker secret file",
        None,
    ),
    (
        FAM_G,
        "mail/envoyes/<<date>>_traiteur_<<n>>.eml",
        """From: <<full>> <<<email>>>
To: <<email2>>
Subject: Accès au planning des mariages
Content-Type: text/plain; charset=UTF-8

Bonsoir <<fl2>>,
identifiant : <<user>>@<<dom>>
Le mot de passe vous sera communiqué par téléphone.
""",
        "French e-mail with a login whose password is to be given by phone",
        "",
    ),
    # h: concert ticketing, Busan
    (
        FAM_H,
        "ticket-api/src/main/resources/application-prod.yml",
        """toss:
  payments:
    client-key: ${TOSS_CLIENT_KEY}
    secret-key: ${TOSS_SECRET_KEY}
spring:
  datasource:
    password: ${DB_PASSWORD}
""",
        "Spring placeholders resolved from the environment",
        None,
    ),
    (
        FAM_H,
        "home/<<user>>/.bash_history",
        """cd ~/seatmap
curl -s -u partner_api https://partner.<<dom>>/api/v2/shows
python3 render_seats.py seats.json
""",
        "curl -u with a user name only: curl prompts for the password",
        "",
    ),
    (
        FAM_H,
        "KakaoTalk/KakaoTalk_<<date>>_<<n4>>.txt",
        """<<full2>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hm>>

<<year>>년 5월 <<n>>일 오후 <<hm>>, <<full2>> : 매표소 비밀번호 알려주세요
<<year>>년 5월 <<n>>일 오후 <<hm2>>, <<full>> : 비밀번호는 전화로 알려드릴게요
""",
        "KakaoTalk chat that promises the password by phone: no value",
        "",
    ),
    # i: quinceañera dress rental, Jalisco
    (
        FAM_I,
        "config/initializers/conekta.rb",
        """require "conekta"

Conekta.api_key = ENV.fetch("CONEKTA_PRIVATE_KEY")
Conekta.api_version = "2.1.0"
""",
        "Conekta key from ENV.fetch",
        "",
    ),
    (
        FAM_I,
        "frigate/config.yml",
        """cameras:
  mostrador:
    ffmpeg:
      inputs:
        - path: rtsp://admin:{FRIGATE_RTSP_PASSWORD}@<<lan>>:554/stream1
          roles: [detect]
""",
        "Frigate {FRIGATE_RTSP_PASSWORD} substitution from the environment",
        None,
    ),
    (
        FAM_I,
        "notas/entrega_turno_<<date>>.txt",
        """ENTREGA DE TURNO - <<orgc>> (<<place>>)  <<dmy>>
* Terminal Clip en el cajón
* contraseña del portal Clip: la tiene la gerente, pedírsela
""",
        "Spanish handover note saying the manager has the password: no value",
        "",
    ),
    # j: cake designer, Bursa
    (
        FAM_J,
        "siparis/config/services.php",
        """<?php

return [
    'iyzico' => [
        'base_url' => env('IYZICO_BASE_URL'),
        'api_key' => env('IYZICO_API_KEY'),
        'secret_key' => env('IYZICO_SECRET_KEY'),
    ],
];
""",
        "iyzico keys read with Laravel env()",
        "",
    ),
    (
        FAM_J,
        "shelly/firin_<<n>>_settings.json",
        """{
  "device": {"hostname": "shelly-firin", "mac": "<<mac>>"},
  "mqtt": {"enable": false, "server": "", "user": "", "pass": ""},
  "name": "Fırın 2"
}
""",
        "Shelly settings with MQTT disabled and an empty password",
        None,
    ),
    (
        FAM_J,
        "fotograflar/<<year>>/SHA256SUMS",
        """<<hex40>><<hex12>><<hex12>>  dugun_pastasi_<<n>>.jpg
<<hex12>><<hex40>><<hex12>>  nisan_pastasi_<<n3>>.jpg
""",
        "SHA-256 checksums of exported cake photos",
        "",
    ),
    # k: fireworks, Gozo
    (
        FAM_K,
        "scripts/Upload-Permits.ps1",
        """$cred = Get-Credential -UserName "<<email>>" -Message "Password tal-kumitat"
Connect-PnPOnline -Url "https://<<org>>.sharepoint.com/sites/Festa" -Credentials $cred
""",
        "PowerShell Get-Credential prompts for the password at run time",
        "",
    ),
    (
        FAM_K,
        "keys/<<org>>_skybrush_id_rsa.pub",
        """ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC<<hex40>><<hex12>> drone@<<org>>
""",
        "an SSH public key (public material)",
        "",
    ),
    (
        FAM_K,
        "membri/membri_<<year>>.csv",
        """Isem;Kunjom;Rwol;Utent portal;Password
<<fl>>;<<ll>>;Segretarju;<<user>>;
<<fl2>>;<<la2c>>;Teżorier;<<user2>>;(mibdula)
""",
        "member list whose password column is empty or says 'changed'",
        "",
    ),
    # l: marquee hire, Otago
    (
        FAM_L,
        "home/<<user>>/.aws/credentials",
        """[site-photos]
credential_process = aws-vault export --format=json site-photos
region = ap-southeast-2
""",
        "AWS profile that gets its keys from aws-vault via credential_process",
        "ini",
    ),
    (
        FAM_L,
        "booking/includes/windcave.php",
        """<?php
const WINDCAVE_USER = '<<orgc>>_REST';
define('WINDCAVE_KEY', getenv('WINDCAVE_API_KEY'));
""",
        "Windcave API key read from the environment",
        "",
    ),
    (
        FAM_L,
        "slack-export/bookings/<<date>>.json",
        """[
    {"type": "message", "user": "U0ABC<<n3>>", "text": "the Current RMS admin login is in 1Password, vault 'Office'", "ts": "<<epoch>>.000100"}
]
""",
        "Slack message pointing to a password manager: no value",
        None,
    ),
    # m: livestream crew, Iloilo
    (
        FAM_M,
        "vMix/Presets/<<orgc>>_Lamay_<<n>>.xml",
        """<?xml version="1.0" encoding="utf-8"?>
<StreamingSettings>
  <Destination Index="0" Enabled="False">
    <Service>YouTube</Service>
    <Url>rtmp://a.rtmp.youtube.com/live2</Url>
    <Key></Key>
  </Destination>
</StreamingSettings>
""",
        "vMix preset with the stream key left empty",
        None,
    ),
    (
        FAM_M,
        "etc/.smbcredentials",
        """username=guest
password=
domain=WORKGROUP
""",
        "SMB guest access with an empty password",
        "",
    ),
    (
        FAM_M,
        "notes/messenger_<<fa2>>_<<date>>.txt",
        """<<full2>>
Kuya, password ng FB page?
<<full>>
ipapadala ko sa personal mo, wag dito sa GC
""",
        "Tagalog chat that says the password will be sent privately: no value",
        "",
    ),
    # n: Durga Puja committee, Kolkata
    (
        FAM_N,
        "chanda/chanda/settings.py",
        """import os

RAZORPAY_KEY_ID = os.environ["RAZORPAY_KEY_ID"]
RAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]
""",
        "Razorpay keys from os.environ",
        None,
    ),
    (
        FAM_N,
        "wled/pandal_gate_<<n>>/wsec.json",
        """{"nw": {"ins": [{"psk": ""}]}, "ap": {"psk": ""}, "ota": {"lock": false, "pwd": ""}}
""",
        "WLED security file with empty pre-shared keys",
        None,
    ),
    (
        FAM_N,
        "home/<<user>>/.msmtprc",
        """account gmail
host smtp.gmail.com
port 587
auth on
tls on
user <<org>>.puja@gmail.com
passwordeval "pass show mail/<<org>>-puja"
account default : gmail
""",
        "msmtp reads the password from a password store (passwordeval)",
        "",
    ),
    # o: conference organiser, Mombasa
    (
        FAM_O,
        "payments/mpesa_token.py",
        """import base64
import os

KEY = os.environ["DARAJA_CONSUMER_KEY"]
SECRET = os.environ["DARAJA_CONSUMER_SECRET"]
HEADERS = {"Authorization": "Basic " + base64.b64encode(f"{KEY}:{SECRET}".encode()).decode()}
""",
        "Daraja Basic header built at run time from environment variables",
        None,
    ),
    (
        FAM_O,
        "registration-api/config/mpesa.js",
        """module.exports = {
  environment: 'production',
  shortcode: process.env.MPESA_SHORTCODE,
  passkey: process.env.MPESA_PASSKEY,
};
""",
        "M-Pesa passkey from process.env",
        "",
    ),
    (
        FAM_O,
        "WhatsApp Chat with <<fa2c>>.txt",
        """<<dmy>>, <<hm>> - <<full2>>: Nenosiri la Wi-Fi ya ukumbi ni gani?
<<dmy>>, <<hm2>> - <<full>>: Liko kwenye bango mlangoni, waambie wajumbe waangalie hapo
""",
        "Swahili chat pointing to a poster for the Wi-Fi password: no value",
        "",
    ),
    # p: cemetery office, Kyoto
    (
        FAM_P,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.<<dom>></Host>
            <Port>21</Port>
            <User><<org>>_web</User>
            <Logontype>2</Logontype>
            <Name>霊園ホームページ</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
        "FileZilla site set to ask for the password (Logontype 2): none stored",
        None,
    ),
    (
        FAM_P,
        "kintone/customize/bochi_daicho.js",
        """(() => {
  'use strict';
  // ログインユーザーのセッションで実行 (API トークン不要)
  kintone.events.on('app.record.create.submit.success', async (event) => {
    await kintone.api(kintone.api.url('/k/v1/record.json', true), 'POST', { app: <<n>>, record: {} });
    return event;
  });
})();
""",
        "kintone customisation that uses the logged-in session, no API token",
        "",
    ),
    (
        FAM_P,
        "LINE/[LINE] <<fa2>>とのトーク.txt",
        """[LINE] <<full2>>とのトーク履歴
保存日時：<<date>> <<hm>>

<<hm>>\t<<full2>>\t受付パソコンのパスワードを教えてください
<<hm2>>\t<<full>>\tパスワードは事務所で直接お伝えします
""",
        "Japanese LINE chat that promises the password in person: no value",
        "",
    ),
)

for _fam, _path, _text, _why, _syntax in DECOYS:
    regd(_fam, _path, _text, _why, _syntax)
