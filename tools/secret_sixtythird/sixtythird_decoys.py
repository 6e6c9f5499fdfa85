# ruff: noqa: E501
"""Decoys of the sixty-third corpus: files like the formats' files that hold no real credential,
three per family, each with the reason in its ``why``."""

from __future__ import annotations

import hashlib
import random

from sixtythird_formats_a import F as A
from sixtythird_formats_b import F as B
from sixtythird_formats_c import F as C
from sixtythird_formats_d import F as D
from sixtythird_formats_e import F as E
from sixtythird_formats_f import F as Fg
from sixtythird_formats_g import F as G
from sixtythird_formats_h import F as H
from sixtythird_formats_i import F as I
from sixtythird_formats_j import F as J
from sixtythird_formats_k import F as K
from sixtythird_formats_l import F as L
from sixtythird_formats_m import F as M
from sixtythird_formats_n import F as N
from sixtythird_formats_o import F as O
from sixtythird_formats_p import F as P
from sixtythird_spec import hexs, jdump, uuid4

# --------------------------------------------------------------------------- a (Peru)

A.decoy(
    "estaciones/<<word>>-<<n>>/etc/weewx/weewx.conf",
    """[StdRESTful]
    [[Wunderground]]
        enable = false
        station = replace_me
        password = replace_me
""",
    "weewx's shipped defaults: the Wunderground uploader is disabled and station and password are the literal `replace_me` placeholders.",
)
A.decoy(
    "WhatsApp/Chat de WhatsApp con <<cfirst>> Tesorera.txt",
    """<<d>>/<<mo>>/<<y2>>, <<hh>>:<<mm>> - <<lfirst>> <<clast>>: Tayta, clave SOL-ta qunkapuwankichu?
<<d>>/<<mo>>/<<y2>>, <<hh>>:<<mm>> - Hilario Presidente: Manam WhatsApp-pi, oficinaman hamuy, chaypim qusqayki
<<d>>/<<mo>>/<<y2>>, <<hh>>:<<mm>> - <<lfirst>> <<clast>>: Allinmi, paqarin hamusaq
""",
    "A Quechua chat asking for the SUNAT clave SOL where the president refuses to send it and asks her to come to the office: no value is given.",
)
A.decoy(
    "tienda-semillas/.env.example",
    """APP_NAME="Semillas <<corg>>"
CULQI_PUBLIC_KEY=pk_live_<<pk>>
CULQI_SECRET_KEY=
""",
    "An `.env.example` whose Culqi secret key is empty; the only value is the publishable `pk_live_` key, which is shipped to browsers.",
    extra=lambda r, s: {"pk": hexs(r, 16)},
)

# --------------------------------------------------------------------------- b (Netherlands)

B.decoy(
    "homeassistant/frigate_<<n>>.yml",
    """cameras:
  afkalfhok:
    ffmpeg:
      inputs:
        - path: rtsp://admin:{FRIGATE_RTSP_PASSWORD}@<<ip>>:554/Streaming/Channels/101
          roles: [detect]
""",
    "Frigate substitutes `{FRIGATE_RTSP_PASSWORD}` from the environment at start-up; the file holds only the variable name.",
)
B.decoy(
    "scripts/<<org>>_exact_sync.py",
    """import os

CLIENT_ID = os.environ["EXACT_CLIENT_ID"]
CLIENT_SECRET = os.environ["EXACT_CLIENT_SECRET"]
DIVISION = <<nn>>
""",
    "The Exact Online client id and secret are read from environment variables; no value is in the script.",
)
B.decoy(
    "WhatsApp Chat met <<cfirst>> loonwerk.txt",
    """[<<d>>-<<mo>>-<<y2>> <<hms>>] <<cfirst>> <<clast>>: Wat is het wachtwoord van de voercomputer?
[<<d>>-<<mo>>-<<y2>> <<hms>>] Sjoerd: Staat op het briefje in de melkput, niet via de app 🙂
""",
    "A Dutch chat about the feed-computer password that points to a paper note instead of giving it.",
)

# --------------------------------------------------------------------------- c (Kenya)

C.decoy(
    "htdocs/<<org>>/config/mpesa.php",
    """<?php
return [
    'env' => 'sandbox',
    'consumer_key' => env('MPESA_CONSUMER_KEY'),
    'consumer_secret' => env('MPESA_CONSUMER_SECRET'),
    'shortcode' => '174379',
];
""",
    "Daraja keys come from `env()` calls and the shortcode 174379 is Safaricom's public sandbox test shortcode.",
)
C.decoy(
    "k8s/<<org>>/leafapp-externalsecret.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: leafapp-db
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  target:
    name: leafapp-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: kv/<<org>>/leafapp
        property: db_password
""",
    "An ExternalSecret only names the vault path the password is fetched from; it holds no value.",
)
C.decoy(
    "wa/sacco_<<org>>_<<n>>.txt",
    """<<dmys>>, <<time>> - <<cfirst>> <<clast>>: Nimesahau nenosiri ya SACCO
<<dmys>>, <<time>> - Mweka Hazina: Bonyeza "Forgot password" utapata SMS ya kubadilisha
""",
    "A Swahili chat where the treasurer sends the member to the password-reset link rather than a password.",
)

# --------------------------------------------------------------------------- d (Japan)

D.decoy(
    "home/pi/ichigo/ambient_send_<<n>>.py",
    """import os

import ambient

CHANNEL_ID = <<nn>>
WRITE_KEY = os.environ.get("AMBIENT_WRITE_KEY", "")
am = ambient.Ambient(CHANNEL_ID, WRITE_KEY)
""",
    "The Ambient write key is read from the environment (default empty); the channel id is a public number.",
)
D.decoy(
    "[LINE] 家族ハウス作業のトーク.txt",
    """[LINE] ハウス作業のトーク履歴

<<year>>/<<mo>>/<<d>>(火)
<<time>>\t<<lfirst>>\tハウスのWi-Fiのパスワードは？
<<time>>\t浩\tルーターの裏に貼ってあるよ
""",
    "A LINE chat asking for the greenhouse Wi-Fi password; the answer points to the router label and gives no value.",
)
D.decoy(
    "ハウス<<n>>号/setting/cloud.json",
    lambda s: jdump(
        {
            "device": {"name": f"{s['n']}号ハウス 環境制御盤", "serial": f"UEC-{s['nn']}"},
            "cloud": {
                "endpoint": "https://api.agri-cloud.jp/v2/telemetry",
                "access_token": "********",
            },
        }
    ),
    "The controller's exported settings mask the cloud access token with asterisks.",
)

# --------------------------------------------------------------------------- e (Norway)

E.decoy(
    "etc/telegraf/telegraf.d/sjotemp_<<n>>.conf",
    """[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "${INFLUX_TOKEN}"
  organization = "<<org>>"
  bucket = "sjotemperatur"
""",
    "Telegraf expands `${INFLUX_TOKEN}` from the environment; the config holds only the variable reference.",
    syntax="toml",
)
E.decoy(
    "servicebåt/<<org>>-<<n>>/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=NO

network={
    ssid="Starlink"
    key_mgmt=NONE
}
""",
    "An open network (`key_mgmt=NONE`): no pre-shared key exists.",
)
E.decoy(
    "Overlevering/forflåte_<<org>>_<<year>>.md",
    """# Overlevering fôrflåte «<<corg>>»

| System | Adresse | Bruker | Passord |
|---|---|---|---|
| Fôringssentral | <<ip>> | service | se KeePass («Fôrflåte») |
| Kamera-NVR | <<ip10>> | operator | se KeePass |
""",
    "A handover table whose password column only refers to KeePass entries.",
)

# --------------------------------------------------------------------------- f (Georgia)

Fg.decoy(
    "public_html/<<org>>/wp-config-sample.php",
    """<?php
define( 'DB_NAME', 'database_name_here' );
define( 'DB_USER', 'username_here' );
define( 'DB_PASSWORD', 'password_here' );
define( 'DB_HOST', 'localhost' );
""",
    "WordPress's shipped `wp-config-sample.php` with the documented `password_here` placeholder.",
)
Fg.decoy(
    "home/<<first>>/.ssh/id_rsa.pub",
    lambda s: (
        f"ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ{hexs(random.Random(s['nn']), 40)} {s['first']}@marani\n"
    ),
    "An SSH public key, which is meant to be shared.",
)
Fg.decoy(
    "Viber/viber_chat_<<org>>_<<n>>.csv",
    """Date,Time,Sender Name,Sender Phone,Message
<<dmys>>,<<time>>,<<lfirst>>,<<phone>>,"rs.ge-ს პაროლი შეიცვალა?"
<<dmys>>,<<time>>,ლევანი,+995 599 <<nn>>,"კი, ახალს სახლში გეტყვი"
""",
    "A Georgian Viber chat saying the rs.ge password changed and will be told in person; no value.",
)

# --------------------------------------------------------------------------- g (Ethiopia)

G.decoy(
    "home/pi/cherry/kobo_pull_<<n>>.py",
    """import os

KOBO_URL = "https://kf.kobotoolbox.org/api/v2/assets/"
HEADERS = {"Authorization": f"Token {os.environ['KOBO_TOKEN']}"}
""",
    "The KoboToolbox token is read from the environment at run time.",
)
G.decoy(
    "Union/checksums_<<n>>.txt",
    lambda s: "".join(
        hashlib.sha256(f"{s['org']}-{i}".encode()).hexdigest() + f"  lots_{s['year']}_{i}.geojson\n"
        for i in range(3)
    ),
    "SHA-256 checksums of the plot GeoJSON files: integrity hashes, not secrets.",
)
G.decoy(
    "station/<<org>>/ecx_sync.ini",
    """[ecx]
url = https://trade.ecx.com.et/membersapi
member_code = <<nn>>
username = <<user>>
password =
""",
    "The ECX sync INI has an empty password (entered at start-up).",
    syntax="ini",
)

# --------------------------------------------------------------------------- h (Vietnam)

H.decoy(
    "web/<<org>>/vnpay_php/config_<<n>>.php",
    """<?php
$vnp_TmnCode = getenv('VNP_TMN_CODE');
$vnp_HashSecret = getenv('VNP_HASH_SECRET');
$vnp_Url = "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html";
""",
    "The VNPAY terminal code and hash secret are read with `getenv`; nothing is in the file.",
)
H.decoy(
    "Zalo/nhom_nha_may_<<n>>.txt",
    """<<lfirst>> <<clast>>  <<time>> <<dmys>>
Anh ơi mật khẩu hóa đơn điện tử?

Anh Hùng kế toán  <<time>> <<dmys>>
Em qua văn phòng anh đưa, không gửi qua Zalo
""",
    "A Zalo chat where the accountant declines to send the e-invoice password over chat.",
)
H.decoy(
    "camera/kho_gao_<<n>>.m3u",
    """#EXTM3U
#EXTINF:-1,Kho gạo 1 - cửa chính
rtsp://<<ip>>:554/cam/realmonitor?channel=1&subtype=0
""",
    "An RTSP playlist without userinfo: VLC prompts for the login.",
)

# --------------------------------------------------------------------------- i (Kazakhstan)

I.decoy(
    "elevator-monitoring/docker-compose_<<n>>.yml",
    """services:
  timescale:
    image: timescale/timescaledb:latest-pg16
    environment:
      POSTGRES_USER: silos
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets:
      - pg_password
secrets:
  pg_password:
    file: ./pg_password.txt
""",
    "The PostgreSQL password is a Docker secret read from a file; the compose file only names it.",
)
I.decoy(
    "Desktop/1С Элеватор_<<n>>.bat",
    """@echo off
"C:\\Program Files\\1cv8\\8.3.24.1467\\bin\\1cv8.exe" ENTERPRISE /S"<<ip>>\\elevator_<<year>>" /WA+ /DisableStartupMessages
""",
    "1C started with `/WA+` (Windows authentication): no user or password on the command line.",
)
I.decoy(
    "tg/<<org>>_<<n>>/messages.html",
    """<!DOCTYPE html>
<html><head><meta charset="utf-8"/><title>Exported Data</title></head>
<body><div class="history">
<div class="message default clearfix"><div class="body"><div class="from_name"><<lfirst>></div>
<div class="text">Пароль от 1С сбросили, новый спросите у Гульнары лично</div></div></div>
</div></body></html>
""",
    "A Telegram export saying the 1C password was reset and must be asked for in person; no value.",
)

# --------------------------------------------------------------------------- j (Poland)

J.decoy(
    "skrypty/<<org>>_ksef.py",
    """import os

NIP = "54<<nn>>2<<nn>>"
KSEF_TOKEN = os.environ["KSEF_TOKEN"]
API = "https://ksef-test.mf.gov.pl/api"
""",
    "The KSeF token is taken from the environment; the URL is the public test environment.",
)
J.decoy(
    "biuro/<<org>>/aukcje.ini",
    """[konto]
nip = 54<<nn>>2<<nn>>
login = <<user>>
haslo = ********
""",
    "The password value is masked with asterisks by the export.",
    syntax="ini",
)
J.decoy(
    "Dokumentacja/sumy_kontrolne_<<n>>.txt",
    lambda s: (
        f"SHA1 (optymalizator_v{s['n']}.zip) = {hashlib.sha1(s['org'].encode()).hexdigest()}\n"
    ),
    "A SHA-1 checksum of a firmware archive: a public integrity hash.",
)

# --------------------------------------------------------------------------- k (India)

K.decoy(
    "<<org>>/razorpay_client.py",
    """import os

import razorpay

client = razorpay.Client(auth=(os.environ["RZP_KEY_ID"], os.environ["RZP_KEY_SECRET"]))
""",
    "The Razorpay key id and secret are read from environment variables.",
)
K.decoy(
    "WhatsApp Chat with FPO Sanchalak.txt",
    """<<dmys>>, <<time>> - <<lfirst>> <<clast>>: eNAM का पासवर्ड क्या है?
<<dmys>>, <<time>> - Ramesh FPO: पासवर्ड फ़ोन पर बताऊँगा, यहाँ मत माँगो
""",
    "A Hindi chat asking for the eNAM password; the reply promises to tell it by phone and gives none.",
)
K.decoy(
    "pi/<<org>>/thingspeak_read.sh",
    """#!/bin/bash
# public channel, read without key
curl -s "https://api.thingspeak.com/channels/<<nn>>/feeds.json?results=2"
""",
    "Reads a public ThingSpeak channel: no API key is used.",
)

# --------------------------------------------------------------------------- l (Romania)

L.decoy(
    "config/<<org>>/secrets.yaml",
    """reolink_host: <<ip>>
reolink_username: admin
reolink_password: !env_var REOLINK_PASSWORD
""",
    "Home Assistant's `!env_var` tag pulls the password from the environment; no value is stored.",
    syntax="",
)
L.decoy(
    "magazin-miere/app/config/parameters.php.dist",
    """<?php return array (
  'parameters' =>
  array (
    'database_host' => '127.0.0.1',
    'database_user' => 'root',
    'database_password' => '',
  ),
);
""",
    "The PrestaShop distribution template with an empty database password.",
)
L.decoy(
    "Documente/conturi_stupina_<<n>>.tsv",
    """cont\tutilizator\tparola\tobs
APIA\t<<user>>\t••••••••\tsubvenții
Romapis\t<<email>>\t••••••••\tasociația apicultorilor
""",
    "The password column is masked with bullets.",
)

# --------------------------------------------------------------------------- m (Paraguay)

M.decoy(
    "obs/<<org>>_service.json",
    lambda s: jdump(
        {
            "settings": {"key": "", "server": "auto", "service": "YouTube - RTMPS"},
            "type": "rtmp_common",
        }
    ),
    "OBS service settings with an empty stream key (the account is linked by OAuth instead).",
)
M.decoy(
    "opt/<<org>>/traccar.xml",
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
    "Traccar's default embedded H2 database, user `sa` with an empty password.",
)
M.decoy(
    "WhatsApp Chat con Capataz <<n>>.txt",
    """<<dmys>> <<time>> - <<lfirst>> <<clast>>: Patrón, SIGOR clave?
<<dmys>> <<time>> - Ramón Patrón: Ko'ẽro aháta oficinape, upépe ame'ẽta
""",
    "A Spanish/Guaraní chat where the rancher says he will hand the SIGOR password over at the office tomorrow; no value.",
)

# --------------------------------------------------------------------------- n (Philippines)

N.decoy(
    "home/pi/ais/config_<<n>>.json",
    lambda s: jdump(
        {"config": 1, "sharing": False, "sharing_key": "", "rtlsdr": {"tuner": "auto"}}
    ),
    "AIS-catcher with community sharing off and an empty sharing key.",
)
N.decoy(
    "isda-online/public_<<n>>.js",
    lambda s: f"const PAYMONGO_PUBLIC = 'pk_live_{hexs(random.Random(s['nn']), 24)}';\n",
    "A PayMongo public key (`pk_live_`), meant for the browser; the secret key is not in the file.",
)
N.decoy(
    "Keep/router bangka <<org>>.txt",
    """F/B <<corg>> <<n>>
WiFi sa bangka: open network, walang password
""",
    "A note that the boat's Wi-Fi is open ('walang password' — no password).",
)

# --------------------------------------------------------------------------- o (Laos)

O.decoy(
    "config/<<org>>/gx-remote.ovpn",
    """client
dev tun
proto udp
remote vpn.<<dom>> 1194
auth-user-pass
remote-cert-tls server
""",
    "A bare `auth-user-pass` directive: OpenVPN prompts for the login; no inline credentials.",
)
O.decoy(
    "srv/<<org>>/grafana.ini",
    """[security]
admin_user = admin
admin_password = $__env{GF_ADMIN_PASSWORD}
""",
    "Grafana's `$__env{...}` expansion: the admin password comes from the environment.",
    syntax="ini",
)
O.decoy(
    "home/pi/minigrid/device_ids_<<n>>.txt",
    lambda s: (
        f"VRM portal id: {hexs(random.Random(s['nn']), 12)}\nInstallation: {s['nn']}\nInstaller uuid: {uuid4(random.Random(s['n']))}\n"
    ),
    "Device and installation identifiers of the Cerbo GX (the portal id is printed on the device): public identifiers, not credentials.",
)

# --------------------------------------------------------------------------- p (South Africa)

P.decoy(
    "site/<<org>>/payfast.php",
    """<?php
return [
    'merchant_id'  => '10000100',
    'merchant_key' => '46f0cd694581a',
    'passphrase'   => '',
    'sandbox'      => true,
];
""",
    "PayFast's documented public sandbox merchant id and key, with an empty passphrase.",
)
P.decoy(
    "stofmonitor/.env.example",
    """CHIRPSTACK_URL=https://lora.<<dom>>:8080
CHIRPSTACK_API_TOKEN=<paste API token from ChirpStack UI>
""",
    "An example env file whose token is an angle-bracket instruction, not a value.",
)
P.decoy(
    "WhatsApp Chat with Weegbrug Span.txt",
    """<<dmys>>, <<time>> - <<cfirst>> <<clast>>: Oom, die weegbrug wagwoord?
<<dmys>>, <<time>> - Oom Johan: Vra vir Annelie by die kantoor, ek stuur dit nie op WhatsApp nie
""",
    "An Afrikaans chat where the password is explicitly not sent; no value.",
)
