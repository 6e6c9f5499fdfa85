# ruff: noqa: E501
"""Decoys of the seventy-second corpus: three per family, files that look like the formats but
hold no live credential (references to the environment or a secret store, empty values, public
keys and client keys, checksums, masked values, chat that mentions a password without giving
one, authentication without a password). Each is registered with a ``why``."""

from __future__ import annotations

import base64

from seventysecond_corpus import fill
from seventysecond_formats_a import F as A
from seventysecond_formats_b import F as B
from seventysecond_formats_c import F as C
from seventysecond_formats_d import F as D
from seventysecond_formats_e import F as E
from seventysecond_formats_f import F as Fa
from seventysecond_formats_g import F as G
from seventysecond_formats_h import F as H
from seventysecond_formats_i import F as I
from seventysecond_formats_j import F as J
from seventysecond_formats_k import F as K
from seventysecond_formats_l import F as L
from seventysecond_formats_m import F as M
from seventysecond_formats_n import F as N
from seventysecond_formats_o import F as O
from seventysecond_formats_p import F as P

# --------------------------------------------------------------------------- a: Kenya

A.regd(
    "sites/<<org>>-portal/.env",
    """APP_NAME="<<orgname>> Portal"
APP_ENV=production
# Africa's Talking key is set in the Forge environment panel, not in this file
AT_USERNAME=<<org>>
AT_API_KEY=
AT_SENDER_ID=<<org>>
""",
    "the SMS API key is empty; the comment says it lives in the hosting panel",
)
A.regd(
    "WhatsApp Chat with Walimu <<orgname>>.txt",
    """[<<dmy>>, <<hms>>] <<first>> <<last>>: Walimu, nenosiri jipya la Moodle nimewatumia kila mmoja kwa SMS
[<<dmy>>, <<hms2>>] <<first2>> <<last2>>: Sijapata bado mwalimu
[<<dmy>>, <<hms2>>] <<first>> <<last>>: Nitakutumia tena jioni, usiiweke hapa kwenye group 🙏
""",
    "a Swahili staff chat that mentions the new Moodle password but never gives it",
)
A.regd(
    "var/www/moodle-<<org>>/config.php",
    """<?php  // Moodle configuration file
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype    = 'mariadb';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = getenv('MOODLE_DB_PASS');
$CFG->prefix    = 'mdl_';
$CFG->wwwroot   = 'https://moodle.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
require_once(__DIR__ . '/lib/setup.php');
""",
    "Moodle reads its database password from the environment (getenv)",
    syntax="",
)

# --------------------------------------------------------------------------- b: Korea

B.regd(
    "KakaoTalk_<<year>><<mo>><<d>>_<<nnn>>.txt",
    """<<orgname>> 선생님방 님과 카카오톡 대화
<<year>>년 <<mo>>월 <<d>>일 오후 3:<<mi>>, <<last>><<first>> : 키즈노트 비밀번호 바뀌었나요?
<<year>>년 <<mo>>월 <<d>>일 오후 3:<<mi>>, <<last2>><<first2>> : 네 바꿨어요. 비밀번호는 단톡방에 올리지 말고 원장님께 직접 물어보세요
""",
    "a KakaoTalk chat that says the password changed and refuses to post it",
    syntax="",
)
B.regd(
    "network/ipTIME_A3004NS_<<yy>><<mo>>.cfg",
    """# ipTIME A3004NS-M configuration backup
lan.ipaddr=192.168.0.1
wlan.1.ssid=<<org>>_guest
wlan.1.auth=open
wlan.1.encrypt=none
remote.mgmt.enable=0
""",
    "only an open guest network: no pre-shared key at all",
    syntax="",
)
B.regd(
    "<<org>>-web/.env.local",
    """# 원비 결제 - 클라이언트 키만 (시크릿 키는 Vercel 환경변수)
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<key>>
TOSS_SECRET_KEY=
NEXT_PUBLIC_SITE_URL=https://<<dom>>
""",
    "only the public client key is present; the secret key is empty and kept in Vercel",
)

# --------------------------------------------------------------------------- c: Vietnam

C.regd(
    "HocPhi.Web/appsettings.json",
    """{
  "VnPay": {
    "TmnCode": "<<nnn>>HPX",
    "HashSecret": "",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html"
  },
  "AllowedHosts": "*"
}
""",
    "VNPay hash secret is an empty string (set through user-secrets in production)",
)
C.regd(
    "Zalo/nhom_giao_vien_<<yy>><<mo>>.txt",
    """[<<time>> <<dmy>>] <<last>> <<first>>: Mật khẩu Zoom mới chị đã gửi vào email riêng của từng thầy cô nhé
[<<time2>> <<dmy>>] <<last2>> <<first2>>: Dạ em nhận được rồi ạ
""",
    "a Zalo chat that says the Zoom password was sent by private e-mail",
)
C.regd(
    "giao_vu/zoom_phong_hoc_<<nn>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
<Worksheet ss:Name="Zoom"><Table>
<Row><Cell><Data ss:Type="String">Phòng</Data></Cell><Cell><Data ss:Type="String">Email Zoom</Data></Cell><Cell><Data ss:Type="String">Mật khẩu</Data></Cell></Row>
<Row><Cell><Data ss:Type="String">Phòng 1</Data></Cell><Cell><Data ss:Type="String">zoom1@<<dom>></Data></Cell><Cell><Data ss:Type="String">••••••••</Data></Cell></Row>
</Table></Worksheet>
</Workbook>
""",
    "the password cell is masked with bullets",
)

# --------------------------------------------------------------------------- d: Kazakhstan

D.regd(
    "<<org>>-schedule-bot/.env.example",
    """# Бот расписания: токенді @BotFather-дан алыңыз
BOT_TOKEN=
ADMIN_IDS=
TZ=Asia/Almaty
""",
    "a template with an empty bot token",
)
D.regd(
    "etc/cron.d/moodle-backup-<<org>>",
    """*/1 * * * * www-data /usr/bin/php /var/www/moodle/admin/cli/cron.php >/dev/null 2>&1
30 2 * * * root mysqldump --defaults-extra-file=/root/.moodle-backup.cnf --single-transaction moodle | gzip > /backup/moodle.sql.gz
""",
    "mysqldump reads its credentials from a defaults file; no password on the line",
    syntax="",
)
D.regd(
    "Telegram Desktop/ChatExport_<<date>>/result.json",
    """{
 "name": "<<orgname>> — мұғалімдер",
 "type": "private_supergroup",
 "messages": [
  {"id": 1, "type": "message", "date": "<<date>>T<<hms>>", "from": "<<first>> <<last>>", "text": "Moodle құпия сөзін әрқайсыңызға жеке жіберемін"},
  {"id": 2, "type": "message", "date": "<<date>>T<<hms2>>", "from": "<<first2>> <<last2>>", "text": "Жақсы, рахмет"}
 ]
}
""",
    "a Kazakh chat that promises to send the password privately; none is given",
)

# --------------------------------------------------------------------------- e: Poland

E.regd(
    "terminarz/settings/production.py",
    '''"""Terminarz jazd - ustawienia produkcyjne."""

import os

import dj_database_url

DEBUG = False
DATABASES = {"default": dj_database_url.parse(os.environ["DATABASE_URL"])}
''',
    "the database URL comes from the environment",
)
E.regd(
    "kalendarz/instruktor_<<fa>>.ics",
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<year>><<mo>><<d>>T080000Z
DTEND:<<year>><<mo>><<d>>T100000Z
UID:<<uuid>>@google.com
SUMMARY:Symulator - grupa <<n>>
DESCRIPTION:Hasło do komputera symulatora jest w KeePassie biura (wpis Symulator)
END:VEVENT
END:VCALENDAR
""",
    "the event points to the office KeePass instead of giving the password",
    syntax="",
)
E.regd(
    "biuro/instalki/SHA256SUMS-<<date>>.txt",
    """<<sha>>  AnyDesk_<<year>>.exe
<<sha2>>  InfoCar_Asystent_<<n>>.msi
""",
    "SHA-256 checksums of installers, not secrets",
)

# --------------------------------------------------------------------------- f: Argentina

Fa.regd(
    "facturacion/afip/<<org>>_<<year>>.crt",
    """-----BEGIN CERTIFICATE-----
MIIDSzCCAjOgAwIBAgIIT<<key>>MA0GCSqGSIb3DQEBDQUAMDgxGjAYBgNVBAMMEUNv
bXB1dGFkb3JlcyBUZXN0MQ0wCwYDVQQKDARBRklQMQswCQYDVQQGEwJBUjAeFw0y
-----END CERTIFICATE-----
""",
    "a public certificate (the AFIP-signed half), not the private key",
)
Fa.regd(
    "aula-virtual/docker-compose.yml",
    """services:
  mariadb:
    image: docker.io/bitnami/mariadb:11.4
    environment:
      MARIADB_USER: bn_moodle
      MARIADB_DATABASE: bitnami_moodle
      MARIADB_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "the database password is a Docker secret file, not inline",
)
Fa.regd(
    "WhatsApp Chat with Profes <<orgname>>.txt",
    """<<dmy>> <<time>> - <<first>> <<last>>: La clave nueva del Zoom se la paso a cada uno en persona el lunes
<<dmy>> <<time2>> - <<first2>> <<last2>>: Dale 👍
""",
    "a Rioplatense chat that mentions the Zoom password without giving it",
)

# --------------------------------------------------------------------------- g: Nigeria

G.regd(
    "<<org>>_portal/settings.py",
    '''"""Course enrolment portal - production settings."""

import os

PAYSTACK_PUBLIC_KEY = "pk_live_<<key>><<hexid>>"
PAYSTACK_SECRET_KEY = os.environ["PAYSTACK_SECRET_KEY"]
''',
    "only the publishable key is inline; the secret key is read from the environment",
)
G.regd(
    "ansible/inventory/lab.ini",
    """[lab]
lab-pc01 ansible_host=<<ip>>

[lab:vars]
ansible_user = labadmin
ansible_ssh_private_key_file = ~/.ssh/lab_ed25519
ansible_become_password = {{ vault_lab_become }}
""",
    "key-file SSH and an Ansible Vault variable reference: no password",
)
G.regd(
    "home/<<fa>>/.ssh/id_ed25519.pub",
    """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<key>><<hexid>> <<fa>>@<<org>>-lab
""",
    "an SSH public key",
    syntax="",
)

# --------------------------------------------------------------------------- h: Turkey

H.regd(
    "<<org>>-discord-bot/bot.py",
    """import os

import discord
from discord.ext import commands

bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())
bot.run(os.getenv("DISCORD_TOKEN"))
""",
    "the bot token is read from the environment",
)
H.regd(
    "root/.my.cnf",
    """[client]
user = root
# parola yok: MariaDB unix_socket kimlik doğrulaması
socket = /run/mysqld/mysqld.sock
""",
    "socket authentication, no password",
    syntax="ini",
)
H.regd(
    "WhatsApp Chat - <<orgname>> Yönetim.txt",
    """<<dmy2>> <<time>> - <<first>> <<last>>: Instagram şifresini değiştirdim, yenisini DM'den attım
<<dmy2>> <<time2>> - <<first2>> <<last2>>: Gördüm teşekkürler
""",
    "a Turkish chat saying the new password was sent by DM; no value",
)

# --------------------------------------------------------------------------- i: Indonesia

I.regd(
    "config/midtrans.php",
    """<?php

return [
    'merchant_id'   => env('MIDTRANS_MERCHANT_ID'),
    'client_key'    => env('MIDTRANS_CLIENT_KEY'),
    'server_key'    => env('MIDTRANS_SERVER_KEY'),
    'is_production' => env('MIDTRANS_IS_PRODUCTION', false),
];
""",
    "every key is an env() lookup without a default",
    syntax="",
)
I.regd(
    "WhatsApp Chat with Asatidz <<orgname>>.txt",
    """<<dmy>> <<time>> - <<first>> <<last>>: Kata sandi wifi TPQ sudah diganti ya
<<dmy>> <<time2>> - <<first2>> <<last2>>: Yang baru apa ustadz?
<<dmy>> <<time2>> - <<first>> <<last>>: Tanya langsung ke pengurus ya, jangan di grup
""",
    "an Indonesian chat mentioning a new Wi-Fi password that is never written",
)
I.regd(
    "data/akun_wali_santri_<<year>>.csv",
    """NIS;Nama Santri;Username;Password
<<year>><<nnn>>;<<first>> <<last>>;wali.<<fa>><<nn>>;********
<<year>><<nnn>>;<<first2>> <<last2>>;wali.<<fa2>><<nn>>;********
""",
    "the password column is masked",
)

# --------------------------------------------------------------------------- j: Aotearoa

J.regd(
    "netlify/functions/term-fees.js",
    """const stripe = require('stripe')(process.env.STRIPE_SECRET_KEY);

exports.handler = async () => ({ statusCode: 200, body: 'ok' });
""",
    "the Stripe key is read from the environment",
    syntax="",
)
J.regd(
    "chromebooks/<<org>>-wifi.onc.json",
    """{
  "Type": "UnencryptedConfiguration",
  "NetworkConfigurations": [
    {"GUID": "{<<uuid>>}", "Name": "<<org>>-hall", "Type": "WiFi",
     "WiFi": {"SSID": "<<org>>-hall", "Security": "None", "AutoConnect": true}}
  ]
}
""",
    "an open network: no passphrase",
)
J.regd(
    "home/<<fa>>/.config/restic/coop.env",
    """export RESTIC_REPOSITORY=b2:<<org>>-backup:/drive
export RESTIC_PASSWORD_FILE=/home/<<fa>>/.config/restic/password.txt
export B2_ACCOUNT_ID=$(pass show coop/b2-id)
export B2_ACCOUNT_KEY=$(pass show coop/b2-key)
""",
    "references to a password file and to the pass store, no values",
    syntax="",
)

# --------------------------------------------------------------------------- k: India

K.regd(
    "fees_app/config.py",
    """import os


class Config:
    RAZORPAY_KEY_ID = os.environ.get("RAZORPAY_KEY_ID", "")
    RAZORPAY_KEY_SECRET = os.environ.get("RAZORPAY_KEY_SECRET", "")
""",
    "Razorpay keys are read from the environment with empty defaults",
)
K.regd(
    "obs-studio/basic/profiles/Class<<n>>_<<fa>>/service.json",
    """{"settings": {"bwtest": false, "key": "", "server": "auto", "service": "YouTube - RTMPS"}, "type": "rtmp_common"}
""",
    "the stream key is empty (the profile connects with the YouTube account instead)",
)
K.regd(
    "batches/लॉगिन_बैच_<<n>>.csv",
    """क्रमांक,छात्र का नाम,यूज़र आईडी,पासवर्ड
1,<<first>> <<last>>,<<fa>><<nnn>>,SMS द्वारा भेजा गया
2,<<first2>> <<last2>>,<<fa2>><<nnn>>,SMS द्वारा भेजा गया
""",
    "the password column only says it was sent by SMS",
)

# --------------------------------------------------------------------------- l: Brazil

L.regd(
    "k8s/pedidos/externalsecret-db.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: pedidos-db
  namespace: cantina
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  target:
    name: pedidos-db
  data:
    - secretKey: POSTGRES_PASSWORD
      remoteRef:
        key: secret/cantina/pedidos
        property: db_password
""",
    "an ExternalSecret that points at a Vault path",
)
L.regd(
    "pdv/<<org>>/caixa<<n>>/config.ini",
    """[Banco]
Servidor=<<ip>>
Caminho=C:\\PDVCantina\\Dados\\CANTINA.FDB
Usuario=
Senha=
AutenticacaoWindows=Sim
""",
    "empty user and password (Windows authentication)",
)
L.regd(
    "emails/certificado_A1_<<year>>.eml",
    """From: <<first>> <<last>> <<<email>>>
To: contabil@<<org>>-contabil.com.br
Subject: Certificado digital A1 renovado
Content-Type: text/plain; charset=utf-8

Bom dia, segue o certificado A1 renovado. A senha do certificado envio separadamente por
WhatsApp, por segurança.
Att, <<first>>
""",
    "a Portuguese e-mail that says the certificate password is sent separately",
    syntax="",
)

# --------------------------------------------------------------------------- m: Egypt

M.regd(
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
    "the embedded H2 database with an empty password",
)
M.regd(
    "cameras/buses_<<date>>.m3u",
    """#EXTM3U
#EXTINF:-1,باص <<nn>> - بث عام من خادم الوسائط
rtsp://<<ip>>:8554/bus<<nn>>
""",
    "RTSP URLs without user information (a re-streaming server)",
    syntax="",
)
M.regd(
    "api/notify_parents.php",
    """<?php
// FCM HTTP v1: service account JSON path from the environment
$credPath = getenv('GOOGLE_APPLICATION_CREDENTIALS');
$projectId = '<<org>>-parents';
""",
    "only an environment variable naming a credentials file",
    syntax="",
)

# --------------------------------------------------------------------------- n: Switzerland

N.regd(
    "etc/wireguard/wg-fernwartung.conf",
    lambda s: fill(
        """[Interface]
Address = 10.77.<<n>>.2/32
PostUp = wg set %i private-key /etc/wireguard/private.key

[Peer]
PublicKey = <<pub>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.77.0.0/16
""",
        **s,
        pub=base64.b64encode(bytes.fromhex(str(s["sha"]))).decode(),
    ),
    "the private key is loaded from a file by PostUp; only the peer's public key is shown",
    syntax="",
)
N.regd(
    "profiles/WLAN-Personal-<<year>>.mobileconfig",
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
    <key>PayloadContent</key>
    <array>
        <dict>
            <key>EAPClientConfiguration</key>
            <dict>
                <key>AcceptEAPTypes</key>
                <array><integer>25</integer></array>
                <key>UserName</key>
                <string></string>
            </dict>
            <key>EncryptionType</key>
            <string>WPA2</string>
            <key>SSID_STR</key>
            <string><<org>>-Personal</string>
            <key>PayloadType</key>
            <string>com.apple.wifi.managed</string>
        </dict>
    </array>
    <key>PayloadType</key>
    <string>Configuration</string>
</dict>
</plist>
""",
    "WPA2-Enterprise: users are prompted for their own credentials; no password in the profile",
    syntax="xml",
)
N.regd(
    "IT/KeePass-Export-<<date>>.csv",
    """"Group","Title","Username","Password","URL","Notes"
"Internat/Netzwerk","UniFi Controller","itadmin","","https://<<ip>>:8443","Passwörter nicht exportiert"
""",
    "a KeePass export with the password column left empty",
)

# --------------------------------------------------------------------------- o: Ethiopia

O.regd(
    "m_and_e/kobo_export.py",
    """import os

import requests

KOBO_URL = "https://kf.kobotoolbox.org"
KOBO_TOKEN = os.environ["KOBO_TOKEN"]


def fetch(uid):
    return requests.get(f"{KOBO_URL}/api/v2/assets/{uid}/data.json", headers={"Authorization": f"Token {KOBO_TOKEN}"}, timeout=60).json()
""",
    "the KoboToolbox token is read from the environment",
)
O.regd(
    "Telegram Desktop/ChatExport_<<date>>/result.json",
    """{
 "name": "የመስክ አስተባባሪዎች",
 "type": "private_group",
 "messages": [
  {"id": 1, "type": "message", "date": "<<date>>T<<hms>>", "from": "<<first>> <<last>>", "text": "የKobo የይለፍ ቃሉን ነገ በቢሮ በአካል እሰጥሃለሁ"}
 ]
}
""",
    "an Amharic chat promising to hand over the password in person",
)
O.regd(
    "tablets/<<org>>-hub<<n>>/options.ini",
    """[Deployment]
HTTP_PORT = 8080
LANGUAGES = am,en

[Database]
DATABASE_ENGINE = sqlite
""",
    "Kolibri on SQLite: no database password",
)

# --------------------------------------------------------------------------- p: Thailand

P.regd(
    "line-bot/.env.example",
    """# LINE OA - ใส่ค่าจาก LINE Developers Console
LINE_CHANNEL_ID=
LINE_CHANNEL_SECRET=
LINE_CHANNEL_ACCESS_TOKEN=
""",
    "an empty template",
)
P.regd(
    "app/config/initializers/omise.rb",
    """require "omise"

Omise.public_api_key = ENV.fetch("OMISE_PUBLIC_KEY")
Omise.secret_api_key = ENV.fetch("OMISE_SECRET_KEY")
""",
    "the Omise keys are read from the environment",
    syntax="",
)
P.regd(
    "home/<<fa>>/.zsh_history",
    """: <<ts>>:0;export THINKIFIC_KEY=$(security find-generic-password -s thinkific -w)
: <<ts>>:0;curl -s https://api.thinkific.com/api/public/v1/courses -H "X-Auth-API-Key: $THINKIFIC_KEY" -H 'X-Auth-Subdomain: <<org>>'
""",
    "the API key is read from the macOS keychain into a variable; no value in the history",
    syntax="",
)
