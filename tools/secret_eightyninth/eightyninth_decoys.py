"""Decoys for the eighty-ninth corpus: files that look like the formats (mostly at paths the
formats use) but hold no live credential, each with its ``why``. Three per family."""
# ruff: noqa: E501

from __future__ import annotations

import base64
import random

from eightyninth_formats_a import A
from eightyninth_formats_b import B
from eightyninth_formats_c import C
from eightyninth_formats_d import D
from eightyninth_formats_e import E
from eightyninth_formats_f import F
from eightyninth_formats_g import G
from eightyninth_formats_h import H
from eightyninth_formats_i import MN
from eightyninth_formats_j import J
from eightyninth_formats_k import K
from eightyninth_formats_l import L
from eightyninth_formats_m import M
from eightyninth_formats_n import N
from eightyninth_formats_o import PH
from eightyninth_formats_p import P
from eightyninth_spec import hexs, regd


def _ed25519(rng: random.Random, s: dict) -> None:
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + bytes(
        rng.randrange(256) for _ in range(32)
    )
    s["pub"] = "ssh-ed25519 " + base64.b64encode(blob).decode()


def _sums(rng: random.Random, s: dict) -> None:
    s["h1"], s["h2"], s["h3"] = hexs(rng, 64), hexs(rng, 64), hexs(rng, 64)


def _pk(rng: random.Random, s: dict) -> None:
    s["pk"] = "pk_live_" + "".join(
        rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        for _ in range(24)
    )


# a - Ghana gold co-op
regd(
    A,
    "sites/site<<n2>>/buying-centre/.env",
    """# Sika Ledger - gold buying centre
APP_ENV=production
DB_HOST=<<ip>>
DB_USERNAME=ledger
DB_PASSWORD=${LEDGER_DB_PASSWORD}
GOLDBOD_PORTAL_URL=https://portal.goldbod.gov.gh
GOLDBOD_USERNAME=<<login>>
GOLDBOD_PASSWORD=
""",
    "the database password is a ${...} reference filled from the environment and the portal password is empty",
    "",
)
regd(
    A,
    "chats/WhatsApp Chat with <<fac>> Sika Boa <<n>>.txt",
    """<<dmy>>, <<time>> - <<fac2>> <<la2>>: Me pa wo kyɛw, MoMo portal password no ne dɛn?
<<dmy>>, <<time2>> - <<first>> <<last>>: Mɛnkyerɛw wɔ WhatsApp. Ɛwɔ safe no mu krataa so, bra office anwummerɛ
<<dmy>>, <<time2>> - <<fac2>> <<la2>>: Ok medaase
""",
    "a Twi chat that asks for the password and answers that it is kept on paper in the safe; no value is given",
    "",
)
regd(
    A,
    "go2rtc/site<<n2>>/go2rtc.yaml",
    """streams:
  wash_plant: rtsp://admin:${CAM_PASS}@<<lan>>:554/Streaming/Channels/101
  pit_edge: rtsp://admin:${CAM_PASS}@<<ip>>:554/Streaming/Channels/201
api:
  listen: ":1984"
""",
    "go2rtc substitutes ${CAM_PASS} from the environment; the file holds no password",
)

# b - Brazil quarry
regd(
    B,
    "C/Toledo/Guardian/balanca<<n2>>/Guardian.ini",
    """[Geral]
Empresa=<<orgname>>
Balanca=Toledo 820 Rodoviaria 80t

[BancoDados]
Servidor=<<ip>>\\SQLEXPRESS
Banco=GUARDIAN
AutenticacaoWindows=1
Usuario=
Senha=
""",
    "the truck-scale database uses Windows authentication; user and password are empty",
)
regd(
    B,
    "nfe/emissor-<<n2>>/.env",
    """NFE_AMBIENTE=1
NFE_UF=ES
NFE_CERT_PATH=/srv/nfe/certs/a1_<<yr>>.pfx
NFE_CERT_SENHA_FILE=/run/secrets/nfe_cert_senha
""",
    "the certificate password is read from a Docker secret file; only its path is here",
    "",
)
regd(
    B,
    "WhatsApp/Conversa do WhatsApp com <<fac2>> <<n>>.txt",
    """[<<dmy>> <<hms>>] <<fac2>> <<la2>>: Qual a senha do sistema da balança?
[<<dmy>> <<hms>>] <<first>> <<last>>: Não mando senha por aqui. Tá no cofre, pede pro Sebastião amanhã cedo
[<<dmy>> <<hms>>] <<fac2>> <<la2>>: blz
""",
    "a Portuguese chat that refuses to send the password; no value",
    "",
)

# c - Poland gravel pit
regd(
    C,
    "serwer-wagi-<<n2>>/compose.yml",
    """services:
  waga-api:
    image: registry.<<dom>>/waga-api:<<yr>>.<<n2>>
    environment:
      DATABASE_URL: "postgresql://waga:${WAGA_DB_PASSWORD}@<<ip>>:5432/wagi"
    env_file: /etc/wydania/secrets.env
""",
    "the database password is a Compose ${...} variable; the URL carries no value",
)
regd(
    C,
    "crontab/<<fa>>_<<n2>>.txt",
    """MAILTO=<<email>>
30 23 * * * mysqldump --defaults-extra-file=/root/.backup.cnf --single-transaction wagi | gzip > /mnt/nas/backup/wagi_$(date +\\%F).sql.gz
""",
    "mysqldump reads its credentials from an option file; the crontab has none",
    "",
)
regd(
    C,
    "poczta/<<d8>>_bdo_<<n>>.eml",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: BDO - dostęp do konta
Content-Type: text/plain; charset=utf-8

Dzień dobry,
konto w BDO jest założone na Pani adres. Hasło przekażę telefonicznie, proszę go nie zapisywać.
Pozdrawiam, <<first>>
""",
    "a Polish e-mail saying the password will be given by phone; no value",
    "",
)

# d - Romania sawmill
regd(
    D,
    "sumal-client/<<org>>/config.json",
    """{
  "environment": "productie",
  "serviceUrl": "https://sumal.mmediu.ro/api",
  "credentials": {"username": "<<login>>", "password": "", "useCertificate": true},
  "certificateThumbprint": "<<uid>>"
}
""",
    "SUMAL login by qualified certificate: the password is empty and the thumbprint identifies a public certificate",
)
regd(
    D,
    "magazin-<<org>>/.env",
    """APP_URL=https://magazin.<<dom>>
NETOPIA_API_KEY=
NETOPIA_PUBLIC_CERT=/etc/netopia/live.<<org>>.public.cer
NETOPIA_IS_LIVE=true
""",
    "the API key is empty and the only other value is the path of a public certificate",
    "",
)
regd(
    D,
    "dokuwiki/data/pages/gater/predare_tura_<<d8>>.txt",
    """====== Predare tură - <<dmy2>> ======
  * PC recepție: parola e în KeePass, intrarea „PC recepție”, nu o scrieți aici
  * SUMAL: plicul din seif
""",
    "a Romanian handover page pointing to KeePass and a sealed envelope; no password",
    "",
)

# e - Myanmar teak
regd(
    E,
    "rclone/<<org>>_<<n2>>.conf",
    """[wasabi-export]
type = s3
provider = Wasabi
env_auth = true
region = ap-southeast-1
endpoint = s3.ap-southeast-1.wasabisys.com
""",
    "rclone takes the S3 keys from the environment (env_auth); none are in the file",
    "",
)
regd(
    E,
    "keys/<<org>>_sftp_<<n>>.pub",
    "<<pub>> <<fa>>@<<org>>-export\n",
    "an SSH public key, meant to be shared",
    "",
    _ed25519,
)
regd(
    E,
    "viber/Viber messages <<d8>> <<n>>.csv",
    """Date,Time,Sender Name,Sender Phone,Message
<<dmy>>,<<time>>,<<first2>><<last2>>,<<phone2>>,"MTE portal password ပို့ပေးပါ"
<<dmy>>,<<time2>>,<<first>><<last>>,<<phone>>,"ဖုန်းနဲ့ ပြောမယ်၊ Viber မှာ မပို့ဘူး"
""",
    "a Burmese chat asking for a password and answering it will be told by phone; no value",
    "",
)

# f - Chile forestry
regd(
    F,
    "frigate/torre<<n2>>/config.yml",
    """cameras:
  torre_cerro_alto:
    ffmpeg:
      inputs:
        - path: rtsp://vigia:{FRIGATE_RTSP_PASSWORD}@<<ip2>>:554/cam/realmonitor?channel=1&subtype=0
          roles:
            - detect
""",
    "Frigate substitutes {FRIGATE_RTSP_PASSWORD} from the environment",
)
regd(
    F,
    "webpay/tienda-lena-<<n2>>/.env",
    """TRANSBANK_ENV=production
TRANSBANK_COMMERCE_CODE=5970<<n>><<n2>>
TRANSBANK_API_KEY=${TBK_API_KEY_SECRET}
""",
    "the Webpay key is a ${...} reference; the commerce code is an identifier",
    "",
)
regd(
    F,
    "brigadas/temporada_<<yr>>_<<n>>.csv",
    """Nombre;RUT;Cargo;Usuario app;Clave app;Celular
<<first>> <<last>>;<<n>>.<<n2>>1.234-5;Jefe de faena;<<login>>;••••••••;<<phone>>
<<first2>> <<last2>>;<<n2>>.<<n>>9.876-2;Brigadista;<<fa2>>;••••••••;<<phone2>>
""",
    "the password column is masked with bullets",
    "",
)

# g - Sri Lanka gems
regd(
    G,
    "www/<<org>>/wp-config.php",
    """<?php
define( 'DB_NAME', getenv( 'WP_DB_NAME' ) );
define( 'DB_USER', getenv( 'WP_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
""",
    "WordPress reads the database password from the environment",
    "",
)
regd(
    G,
    "certs/<<org>>/SHA256SUMS_<<n>>.txt",
    """<<h1>>  GRS<<n>>_blue_sapphire_3.12ct.pdf
<<h2>>  GRS<<n2>>_padparadscha_1.05ct.pdf
<<h3>>  NGJA_export_licence_<<yr>>.pdf
""",
    "SHA-256 checksums of certificate PDFs",
    "",
    _sums,
)
regd(
    G,
    "WhatsApp/WhatsApp Chat - <<fac2>> <<n>>.txt",
    """[<<dmyy>>, <<hms>>] <<first2>> <<last2>>: site එකේ password එක දෙන්නකෝ
[<<dmyy>>, <<hms>>] <<first>> <<last>>: office එකේ රතු පොතේ ලියලා තියෙනවා, WhatsApp එකේ දාන්නේ නෑ
""",
    "a Sinhala chat saying the password is written in the office book; no value",
    "",
)

# h - Gujarat salt
regd(
    H,
    "firmware/brine_logger_<<n>>/brine_logger.ino",
    """#include <WiFi.h>
#include "secrets.h"  // WIFI_SSID, WIFI_PASS (not committed)

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
}
""",
    "the Wi-Fi credentials come from an uncommitted secrets.h",
    "",
)
regd(
    H,
    "homeassistant/<<org>>/configuration.yaml",
    """sensor:
  - platform: growatt_server
    username: !secret growatt_username
    password: !secret growatt_password
""",
    "Home Assistant !secret references; the values live in secrets.yaml",
    "",
)
regd(
    H,
    "dispatch/trucks_<<yr>>_<<n>>.tsv",
    """ટ્રક નં\tડ્રાઈવર\tમોબાઈલ\tGPS app login
GJ-12-<<plate>>\t<<first>> <<last>>\t<<phone>>\tOTP on mobile
GJ-12-AT<<n>>\t<<first2>> <<last2>>\t<<phone2>>\tOTP on mobile
""",
    "the GPS app logs in by one-time SMS code; no password column",
    "",
)

# i - Mongolia coal
regd(
    MN,
    "Vesy/<<org>>/VesyPro.exe.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Vesy" connectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=VesyPro;Integrated Security=SSPI;" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "the weighbridge database uses Windows integrated security; no password",
)
regd(
    MN,
    "wialon/<<org>>/trips_<<n>>.py",
    """import os

WIALON_URL = "https://hst-api.wialon.com/wialon/ajax.html"
WIALON_TOKEN = os.environ["WIALON_TOKEN"]
""",
    "the Wialon token is read from the environment",
)
regd(
    MN,
    "Telegram Desktop/ChatExport_<<date>>_<<n>>/result.json",
    """{
 "name": "<<first2>> <<last2>>",
 "type": "personal_chat",
 "messages": [
  {"id": 1, "type": "message", "date": "<<date>>T<<time>>:05", "from": "<<first2>> <<last2>>", "text": "Гаалийн системийн нууц үг хэрэгтэй байна"},
  {"id": 2, "type": "message", "date": "<<date>>T<<time2>>:10", "from": "<<first>> <<last>>", "text": "Нууц үгийг утсаар хэлье, энд бичихгүй"}
 ]
}
""",
    "a Mongolian chat that promises to give the password by phone; no value",
)

# j - Ethiopia charcoal
regd(
    J,
    "shop-<<org>>/.env",
    """NODE_ENV=production
# Chapa secret key is injected by the hosting panel
CHAPA_SECRET_KEY=
CHAPA_CALLBACK_URL=https://orders.<<dom>>/chapa/callback
""",
    "the Chapa secret key is empty (injected at deploy time)",
    "",
)
regd(
    J,
    "calendar/permit_<<d8>>_<<n>>.ics",
    """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
DTSTART:<<d8>>T060000Z
UID:<<uid>>@google.com
SUMMARY:የደን ምርት ማጓጓዣ ፈቃድ ማደስ
DESCRIPTION:Reset the portal password at the woreda office (bring ID and trade licence).
END:VEVENT
END:VCALENDAR
""",
    "a calendar entry about resetting a password, without one",
    "",
)
regd(
    J,
    "webodm/<<org>>/docker-compose.yml",
    """services:
  db:
    image: opendronemap/webodm_db
    environment:
      POSTGRES_PASSWORD_FILE: /run/secrets/odm_db_pw
    secrets:
      - odm_db_pw
secrets:
  odm_db_pw:
    file: ./odm_db_pw.txt
""",
    "the database password is a Docker secret file; only its name and path are here",
)

# k - Kalimantan logging trucks
regd(
    K,
    "scripts/upload_dashcam_<<n>>.sh",
    """#!/bin/bash
lftp -e "set sftp:connect-program 'ssh -a -x -i /root/.ssh/dashcam_ed25519'; mirror -R --only-newer /mnt/sdcard/DCIM /dashcam/pos<<n2>>; bye" sftp://dashcam@<<pubip>>
""",
    "the upload authenticates with an SSH key file; no password",
    "",
)
regd(
    K,
    "web-<<org>>/.env.example",
    """APP_NAME="Booking Armada"
DB_PASSWORD=
MIDTRANS_SERVER_KEY=
MIDTRANS_CLIENT_KEY=
MIDTRANS_IS_PRODUCTION=false
""",
    "a Laravel .env template with every key empty",
    "",
)
regd(
    K,
    "WhatsApp/Chat WhatsApp dengan <<fac2>> <<n>>.txt",
    """<<dmyy>> <<time>> - <<fac2>> <<la2>>: Pak, kata sandi aplikasi GPS apa ya?
<<dmyy>> <<time2>> - <<first>> <<last>>: Saya kirim lewat SMS ya, jangan minta di grup
""",
    "an Indonesian chat saying the password goes by SMS; no value",
    "",
)

# l - Japan nursery
regd(
    L,
    "gas/<<org>>/コード_<<n>>.gs",
    """const CHANNEL_ACCESS_TOKEN = PropertiesService.getScriptProperties().getProperty('LINE_TOKEN');

function onFormSubmit(e) {
  UrlFetchApp.fetch('https://api.line.me/v2/bot/message/push', { method: 'post', headers: { Authorization: 'Bearer ' + CHANNEL_ACCESS_TOKEN } });
}
""",
    "the LINE token is read from the script properties",
    "",
)
regd(
    L,
    "LINE/[LINE] <<last2>><<first2>>とのトーク_<<n>>.txt",
    """[LINE] <<last2>><<first2>>とのトーク履歴

<<ymd_slash>>(月)
<<time>>\t<<last2>> <<first2>>\tネットショップのパスワード教えてください
<<time2>>\t<<last>> <<first>>\t事務所の金庫のメモを見てください。LINE では送りません
""",
    "a Japanese chat pointing to a note in the safe; no value",
    "",
)
regd(
    L,
    "nas/house<<n2>>/go2rtc.yaml",
    """streams:
  house1: rtsp://<<lan>>:8554/unicast
  house2: rtsp://<<ip>>:8554/unicast
""",
    "RTSP streams without user information",
)

# m - Iran assay lab
regd(
    M,
    "LIMS/<<org>>/client_<<n2>>.ini",
    """[Server]
Host=<<ip>>
Database=LIMS_<<org>>
UseWindowsAuth=1
User=
PasswordB64=
""",
    "the LIMS client uses Windows authentication; the base64 password field is empty",
)
regd(
    M,
    "payments/<<org>>/zarinpal_<<n>>.py",
    """import os

MERCHANT_ID = os.environ["ZARINPAL_MERCHANT_ID"]
CALLBACK = "https://portal.<<dom>>/pay/verify"
""",
    "the Zarinpal merchant ID is read from the environment",
)
regd(
    M,
    "mail/<<d8>>_kadaster_<<n>>.eml",
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: kadaster
Content-Type: text/plain; charset=utf-8

سلام،
رمز عبور سامانه کاداستر را فردا حضوری تحویل می‌دهم. لطفاً آن را در ایمیل نخواهید.
""",
    "a Persian e-mail saying the password will be handed over in person; no value",
    "",
)

# n - Korea blasting
regd(
    N,
    "home/<<fa>>/.docker/config.json",
    """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "desktop"
}
""",
    "Docker keeps the registry credentials in the OS credential store; the auths entry is empty",
)
regd(
    N,
    "esphome/<<org>>/magazine_door_<<n2>>.yaml",
    """esphome:
  name: magazine-door-<<n2>>
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
api:
  encryption:
    key: !secret api_key
""",
    "every credential is an ESPHome !secret reference",
    "",
)
regd(
    N,
    "KakaoTalk/KakaoTalk_<<d8>>_<<n>>.txt",
    """<<last2>><<first2>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hms>>

[<<last2>><<first2>>] [오전 <<time>>] 팀장님 비밀번호 좀 알려주세요
[<<last>><<first>>] [오전 <<time2>>] 카톡으로는 안 돼요. 문자로 보낼게요
""",
    "a Korean chat refusing to send the password by KakaoTalk; no value",
    "",
)

# o - Philippines block yard
regd(
    PH,
    "home/<<fa>>/.my.cnf",
    """[client]
user=pos_backup
# password removed - uses auth_socket on the POS server
socket=/run/mysqld/mysqld.sock
""",
    "MySQL socket authentication; no password",
    "",
)
regd(
    PH,
    "orders/<<org>>/checkout_<<n>>.js",
    """// PayMongo publishable key (safe in the browser)
const PAYMONGO_PUBLIC_KEY = '<<pk>>';
export default PAYMONGO_PUBLIC_KEY;
""",
    "a PayMongo publishable key, public by design",
    "",
    _pk,
)
regd(
    PH,
    "notes/viber_<<fa2>>_<<n>>.txt",
    """[<<dmyy>> <<time>>] <<first2>>: Ser password ng wifi?
[<<dmyy>> <<time2>>] <<first>>: nasa papel sa drawer ng opisina, tingnan mo na lang
""",
    "a Tagalog chat pointing to a paper in a drawer; no value",
    "",
)

# p - New Caledonia supplier
regd(
    P,
    "cloud-init/<<org>>/user-data_<<n>>.yaml",
    """#cloud-config
hostname: stock<<n2>>
users:
  - name: deploy
    ssh_authorized_keys:
      - <<pub>> deploy@<<org>>
    sudo: ALL=(ALL) NOPASSWD:ALL
""",
    "cloud-init with only an SSH public key",
    None,
    _ed25519,
)
regd(
    P,
    "scripts/<<org>>/envoi_certificats_<<n>>.bat",
    """@echo off
"C:\\Program Files (x86)\\WinSCP\\WinSCP.com" /ini=nul /command "open sftp://certif@sftp.<<dom>>/ -privatekey=C:\\keys\\certif.ppk" "put D:\\Certificats\\*.pdf /entrants/" "exit"
""",
    "WinSCP authenticates with a private-key file path; no password in the script",
    "",
)
regd(
    P,
    "WhatsApp/Discussion WhatsApp avec <<fac2>> <<n>>.txt",
    """<<dmy>> <<time>> - <<first2>> <<last2>>: C'est quoi le mot de passe du PC du magasin ?
<<dmy>> <<time2>> - <<first>> <<last>>: Sur le post-it dans le tiroir de gauche, je ne l'écris pas ici
""",
    "a French chat pointing to a sticky note; no value",
    "",
)
