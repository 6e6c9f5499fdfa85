# ruff: noqa: E501
"""The seventy-sixth corpus's decoys: 48 files (three per family) that look like the formats
but hold no live credential, each with its ``why``."""

from __future__ import annotations

import base64
import hashlib
import json
import random

import seventysixth_formats_a as a
import seventysixth_formats_b as b
import seventysixth_formats_c as c
import seventysixth_formats_d as d
import seventysixth_formats_e as e
import seventysixth_formats_f as f
import seventysixth_formats_g as g
import seventysixth_formats_h as h
import seventysixth_formats_i as i
import seventysixth_formats_j as j
import seventysixth_formats_k as k
import seventysixth_formats_l as m_l
import seventysixth_formats_m as m
import seventysixth_formats_n as n
import seventysixth_formats_o as o
import seventysixth_formats_p as p
from seventysixth_spec import regd


def _sums(rng: random.Random, s: dict) -> dict:
    names = [f"saree_{x:03d}.jpg" for x in rng.sample(range(1, 400), 3)] + ["shop_backup.sql.gz"]
    lines = [
        f"{hashlib.sha256(nm.encode() + bytes([rng.randrange(256)])).hexdigest()}  {nm}"
        for nm in names
    ]
    return {"sums": "\n".join(lines)}


def _sshpub(rng: random.Random, s: dict) -> dict:
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + bytes(
        rng.randrange(256) for _ in range(32)
    )
    return {"pub": base64.b64encode(blob).decode()}


def _paystack_pk(rng: random.Random, s: dict) -> dict:
    return {"pk": "pk_live_" + "".join(rng.choice("0123456789abcdef") for _ in range(40))}


def _docker_store(s: dict) -> str:
    doc = {"auths": {f"registry.{s['dom']}": {}, "ghcr.io": {}}, "credsStore": "desktop"}
    return json.dumps(doc, indent="\t") + "\n"


# ------------------------------------------------------------------- a: Fiji tailor
regd(
    a.F,
    "srv/<<org>>/orders/.env",
    """APP_ENV=production
APP_URL=https://shop.<<dom>>
DB_HOST=127.0.0.1
DB_DATABASE=<<org>>_orders
MPAISA_MERCHANT_ID=<<nn>>0<<n>>
MPAISA_CLIENT_SECRET=${MPAISA_CLIENT_SECRET}
MPAISA_CALLBACK=https://shop.<<dom>>/mpaisa/return
""",
    "the M-PAiSA secret is a ${...} reference filled from the deploy environment",
)
regd(
    a.F,
    "home/<<fa>>/viber-chat-<<n>>.txt",
    """[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>] <<fn>> <<ln>>: Bula, o kila na password ni Etsy?
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>>] <<fn2>>: Au na tukuna vei iko ni o lako mai ki na sitoa mataka. E sega ni vinaka me volai eke.
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>>] <<fn>> <<ln>>: Vinaka 👍
""",
    "Fijian chat that talks about the Etsy password but promises to give it in person",
)
regd(
    a.F,
    "var/www/<<org>>/wp-config.php",
    """<?php
define( 'DB_NAME', getenv( 'WP_DB_NAME' ) );
define( 'DB_USER', getenv( 'WP_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
$table_prefix = 'wp_';
require_once ABSPATH . 'wp-settings.php';
""",
    "wp-config.php reads the database password from the environment with getenv()",
    syntax="",
)

# ------------------------------------------------------------------- b: Bangladesh garment
regd(
    b.F,
    "home/<<fa>>/.bash_history",
    """cd ~/edi
curl -u <<user>> https://edi.<<org>>-buyers.eu/api/v2/asn
ls outbox/
exit
""",
    "curl -u with only a user name: curl prompts for the password, none is stored",
    syntax="",
)
regd(
    b.F,
    "Arduino/line_counter_<<n>>/line_counter_<<n>>.ino",
    """// Sewing line <<n>> counter - credentials live in secrets.h (not committed)
#include <WiFi.h>
#include <PubSubClient.h>
#include "secrets.h"

const char* mqtt_server = "<<lan>>";

void setup() {
  WiFi.begin(SECRET_SSID, SECRET_WIFI_PASS);
}

void loop() {
  mqtt.connect("line<<n>>", SECRET_MQTT_USER, SECRET_MQTT_PASS);
}
""",
    "the sketch only names macros from an uncommitted secrets.h",
    syntax="",
)
regd(
    b.F,
    "WhatsApp Chat with <<fa2>>.txt",
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: আপা, বায়ার পোর্টালের পাসওয়ার্ড টা লাগবে
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<fn2>>: পাসওয়ার্ড হোয়াটসঅ্যাপে দিবো না, অফিসে এসে নিয়ে যান
""",
    "Bengali chat that refuses to send the portal password in the chat",
)

# ------------------------------------------------------------------- c: Sri Lanka handloom
regd(
    c.F,
    "srv/<<org>>-shop/config/payhere.json",
    """{
  "payhere": {
    "live": false,
    "merchant_id": "",
    "merchant_secret": "",
    "notify_url": "https://<<dom>>/payhere/notify",
    "currency": "LKR"
  }
}
""",
    "PayHere config template with empty merchant id and secret",
)
regd(
    c.F,
    "var/spool/cron/crontabs/<<fa>>",
    """# m h dom mon dow command
15 1 * * * mysqldump --defaults-extra-file=/root/.my.cnf --single-transaction <<org>>_shop | gzip > /backup/shop.sql.gz
40 1 * * * rclone copy /backup gdrive:<<org>>-backup --max-age 48h
""",
    "mysqldump takes its credentials from a separate option file; the crontab holds none",
)
regd(
    c.F,
    "Cooperative/SHA256SUMS_<<date>>.txt",
    """<<sums>>
""",
    "SHA-256 checksums of saree photos and a backup: digests, not credentials",
    extra=_sums,
)

# ------------------------------------------------------------------- d: Iran jeweller
regd(
    d.F,
    "opt/go2rtc/go2rtc.yaml",
    """streams:
  vault:
    - rtsp://admin:${CAM_PASS}@<<lan>>:554/Streaming/Channels/101
api:
  listen: ":1984"
""",
    "go2rtc substitutes ${CAM_PASS} from the environment; no password in the file",
)
regd(
    d.F,
    "inetpub/wwwroot/<<org>>/Web.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="GoldDb" connectionString="Data Source=.\\SQLEXPRESS;Initial Catalog=GoldPrice;Integrated Security=SSPI" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "SQL Server with Windows integrated authentication: no password",
    syntax="xml",
)
regd(
    d.F,
    "Telegram Desktop/ChatExport_<<date>>/result.json",
    """{
 "name": "<<fn2>>",
 "type": "personal_chat",
 "messages": [
  {"id": 1, "type": "message", "date": "<<date>>T<<hh>>:<<mi>>:00", "from": "<<fn>>", "text": "رمز پنل سایت رو می‌فرستی؟"},
  {"id": 2, "type": "message", "date": "<<date>>T<<hh>>:<<mi2>>:00", "from": "<<fn2>>", "text": "نه، رمز رو اینجا نمی‌نویسم. فردا در مغازه بهت می‌گم"}
 ]
}
""",
    "Persian chat that declines to write the password",
)

# ------------------------------------------------------------------- e: Ethiopia shoemaker
regd(
    e.F,
    "srv/<<org>>-web/.env",
    """PORT=3000
NODE_ENV=production
CHAPA_PUBLIC_KEY=CHAPUBK-
CHAPA_SECRET_KEY=
CHAPA_WEBHOOK_URL=https://<<dom>>/api/chapa/webhook
""",
    "Chapa keys left empty in a freshly copied .env",
)
regd(
    e.F,
    "etc/odoo/odoo.conf",
    """[options]
addons_path = /opt/odoo17/odoo/addons
db_host = False
db_port = False
db_user = odoo
db_password = False
list_db = False
proxy_mode = True
""",
    "Odoo over a local socket with peer auth: db_password is False and no admin password is set",
)
regd(
    e.F,
    "SMSBackupRestore/sms-<<date>>.xml",
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" body="የዋይፋይ ፓስወርድ ላክልኝ" read="1" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>900" type="2" body="ፓስወርዱ ተቀይሯል፣ ሱቅ ስትመጣ እነግርሃለሁ" read="1" contact_name="<<fn2>>" />
</smses>
""",
    "Amharic SMS: the Wi-Fi password was changed and will be told in person",
)

# ------------------------------------------------------------------- f: Poland joinery
regd(
    f.F,
    "etc/fstab",
    """UUID=<<uuid>> / ext4 defaults 0 1
//<<lan>>/cnc /mnt/cnc cifs credentials=/root/.smbcredentials,uid=1000,iocharset=utf8 0 0
""",
    "fstab points to a credentials file; the line itself holds no password",
    syntax="",
)
regd(
    f.F,
    "messages/inbox/<<fa2>><<la2>>_<<nn>>/message_1.json",
    """{
  "participants": [{"name": "<<fn>> <<ln>>"}, {"name": "<<fn2>> <<ln2>>"}],
  "messages": [
    {"sender_name": "<<fn2>> <<ln2>>", "timestamp_ms": <<ts>>000, "content": "Hasło do InPostu wyślę Ci SMS-em, nie tutaj."},
    {"sender_name": "<<fn>> <<ln>>", "timestamp_ms": <<ts>>500, "content": "Jasne, dzięki"}
  ]
}
""",
    "Polish Messenger chat that sends the password by another channel",
)
regd(
    f.F,
    "opt/<<org>>/allegro/config.yml",
    """allegro:
  environment: production
  client_id: "${ALLEGRO_CLIENT_ID}"
  client_secret: "${ALLEGRO_CLIENT_SECRET}"
  token_file: /opt/<<org>>/allegro/token.json
""",
    "Allegro client id and secret are environment references",
)

# ------------------------------------------------------------------- g: Japan pottery
regd(
    g.F,
    "home/<<fa>>/kiln-controller/config.py",
    """import os

listening_port = 8081
temp_scale = "c"
line_channel_access_token = os.environ.get("LINE_CHANNEL_ACCESS_TOKEN", "")
""",
    "the LINE token is read from the environment",
)
regd(
    g.F,
    "Downloads/LINE_<<fa2>>_<<date>>.txt",
    """[LINE] <<fn2>>とのトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> 21:40

<<y>>/<<mo>>/<<d>>(金)
<<hh>>:<<mi>>	<<ln>><<fn>>	BASEのパスワード教えてもらえますか？
<<hh>>:<<mi2>>	<<fn2>>	パスワードは明日工房で口頭で伝えますね
""",
    "Japanese LINE chat that promises the password in person",
)
regd(
    g.F,
    "opt/<<org>>/base_stock.py",
    """import os

CLIENT_ID = os.environ["BASE_CLIENT_ID"]
CLIENT_SECRET = os.environ["BASE_CLIENT_SECRET"]
REDIRECT_URI = "https://<<dom>>/base/callback"
""",
    "BASE client id and secret come from os.environ",
)

# ------------------------------------------------------------------- h: Morocco leather
regd(
    h.F,
    "srv/<<org>>/docker-compose.yml",
    """services:
  db:
    image: mariadb:11
    environment:
      MARIADB_DATABASE: boutique
      MARIADB_USER: boutique
      MARIADB_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "the database password is a Docker secret file, not a value in the compose file",
)
regd(
    h.F,
    "Videos/cameras_<<org>>.m3u",
    """#EXTM3U
#EXTINF:-1,Terrasse Chouara (flux public)
rtsp://<<lan>>:8554/terrasse
""",
    "an RTSP URL without userinfo (a public re-stream)",
    syntax="",
)
regd(
    h.F,
    "Mail/Export/<<date>>_portnet.eml",
    """From: <<fa>> <<la>> <<<email>>>
To: transit@<<org>>-logistique.ma
Subject: Accès PortNet

Bonjour,

Je vous communiquerai le mot de passe PortNet par téléphone cet après-midi.
Cordialement,
<<fa>>
""",
    "French e-mail that mentions the password but gives it by phone",
)

# ------------------------------------------------------------------- i: Mexico embroidery
regd(
    i.F,
    "srv/<<org>>-tienda/.env.example",
    """NEXT_PUBLIC_SITE_URL=https://<<dom>>
NEXT_PUBLIC_MP_PUBLIC_KEY=
MP_ACCESS_TOKEN=
MP_WEBHOOK_URL=https://<<dom>>/api/mp/webhook
""",
    "an .env.example with empty Mercado Pago values",
)
regd(
    i.F,
    "Chat de WhatsApp con <<fa2>>.txt",
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: ¿me pasas la contraseña de la compu de la Tajima?
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<fn2>>: te la digo en persona mañana en el taller, por aquí no
""",
    "Spanish chat that declines to write the password",
)
regd(
    i.F,
    "config/initializers/conekta.rb",
    """require "conekta"

Conekta.api_key = ENV.fetch("CONEKTA_PRIVATE_KEY")
Conekta.api_version = "2.1.0"
""",
    "the Conekta key is fetched from ENV",
    syntax="",
)

# ------------------------------------------------------------------- j: Nigeria fashion
regd(
    j.F,
    "<<org>>-store/.env.local",
    """NEXT_PUBLIC_STORE_NAME="<<orgc>>"
NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY=<<pk>>
PAYSTACK_SECRET_KEY=
""",
    "only the Paystack public key (meant for the browser); the secret is empty",
    extra=_paystack_pk,
)
regd(
    j.F,
    "<<org>>-theme/config.yml",
    """production:
  password: ${THEMEKIT_PASSWORD}
  theme_id: "1<<nn>><<nn>>"
  store: <<org>>.myshopify.com
""",
    "Theme Kit reads the password from an environment variable",
)
regd(
    j.F,
    "Documents/<<orgc>> staff logins.xml",
    """<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Staff logins">
  <Table>
   <Row><Cell><Data ss:Type="String">Name</Data></Cell><Cell><Data ss:Type="String">Login</Data></Cell><Cell><Data ss:Type="String">Password</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<fa>></Data></Cell><Cell><Data ss:Type="String"><<email>></Data></Cell><Cell><Data ss:Type="String">••••••••</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "the password column is masked with bullets",
    syntax="xml",
)

# ------------------------------------------------------------------- k: Brazil printshop
regd(
    k.F,
    "srv/<<org>>-pod/.env",
    """NODE_ENV=production
DATABASE_URL=postgres:///<<org>>_pod?host=/var/run/postgresql
REDIS_URL=redis://127.0.0.1:6379
""",
    "PostgreSQL over the local socket with peer authentication: no password",
)
regd(
    k.F,
    "Conversa do WhatsApp com <<fa2>>.txt",
    """<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: qual a senha do pc da gravação?
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<fn2>>: tá no cofre do Bitwarden, pasta Produção
""",
    "Portuguese chat pointing to a password manager, no value",
)
regd(
    k.F,
    "opt/<<org>>/printful-sync.yml",
    """printful:
  api: https://api.printful.com
  token_env: PRINTFUL_TOKEN
  store_id: <<nn>>
""",
    "names the environment variable that holds the Printful token",
)

# ------------------------------------------------------------------- l: Korea makerspace
regd(
    m_l.F,
    "home/<<fa>>/.docker/config.json",
    _docker_store,
    "Docker delegates to a credential store; auths entries are empty",
)
regd(
    m_l.F,
    "home/<<fa>>/.octoprint/config.yaml",
    """api:
  allowCrossOrigin: false
appearance:
  name: 'MK4 #<<n>>'
serial:
  port: /dev/ttyACM0
server:
  firstRun: true
""",
    "an OctoPrint config before setup: no API key, no users",
)
regd(
    m_l.F,
    "Documents/KakaoTalk_<<y>><<mo>><<d>>_<<hh>><<mi>>.txt",
    """<<fn2>> 님과 카카오톡 대화
저장한 날짜 : <<date>> 22:10:04

[<<fn>>] [오후 3:12] 레이저실 PC 비밀번호 알려주세요
[<<fn2>>] [오후 3:15] 비밀번호는 레이저실 입구 화이트보드에 적어뒀어요
""",
    "Korean chat that points to a whiteboard, no password",
)

# ------------------------------------------------------------------- m: Greece sign maker
regd(
    m.F,
    "home/<<fa>>/.ssh/id_ed25519.pub",
    """ssh-ed25519 <<pub>> <<fa>>@<<org>>-plotter
""",
    "an SSH public key",
    syntax="",
    extra=_sshpub,
)
regd(
    m.F,
    "Documents/Viber/<<fa2>>_<<date>>.csv",
    """"Date","Time","Sender","Message"
"<<d>>/<<mo>>/<<y>>","<<hh>>:<<mi>>","<<fn>>","Ποιος είναι ο κωδικός για το VersaWorks;"
"<<d>>/<<mo>>/<<y>>","<<hh>>:<<mi2>>","<<fn2>>","Θα σου τον πω από κοντά, όχι εδώ"
""",
    "Greek Viber chat that refuses to share the password",
)
regd(
    m.F,
    "opt/<<org>>/mydata/send_invoices.py",
    """import os

AADE_USER_ID = os.environ["AADE_USER_ID"]
AADE_SUBSCRIPTION_KEY = os.environ["AADE_SUBSCRIPTION_KEY"]
URL = "https://mydatapi.aade.gr/myDATA/SendInvoices"
""",
    "the myDATA subscription key is read from the environment",
)

# ------------------------------------------------------------------- n: Indonesia soap
regd(
    n.F,
    "deploy/k8s/externalsecret-db.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: toko-db
  namespace: <<org>>
spec:
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: toko-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: kv/<<org>>/toko-db
        property: password
""",
    "an ExternalSecret pointing to a Vault path, no value",
)
regd(
    n.F,
    "Chat WhatsApp dengan <<fa2>>.txt",
    """<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Teh, kata sandi Tokopedia apa?
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi2>> - <<fn2>>: nanti aku telepon ya, jangan lewat chat
""",
    "Indonesian chat: the password will be given by phone",
)
regd(
    n.F,
    "var/www/<<org>>/.env",
    """APP_ENV=production
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_SERVER_KEY=
""",
    "the Midtrans server key is empty",
)

# ------------------------------------------------------------------- o: Taiwan bicycles
regd(
    o.F,
    "var/www/<<org>>/config/ecpay.php",
    """<?php
return [
    'MerchantID' => getenv('ECPAY_MERCHANT_ID'),
    'HashKey'    => getenv('ECPAY_HASH_KEY'),
    'HashIV'     => getenv('ECPAY_HASH_IV'),
    'ServiceURL' => 'https://payment.ecpay.com.tw/Cashier/AioCheckOut/V5',
];
""",
    "ECPay HashKey / HashIV come from getenv()",
    syntax="",
)
regd(
    o.F,
    "Downloads/LINE_chat_<<fa2>>_<<n>>.txt",
    """[LINE] 與<<fn2>>的聊天記錄
儲存日期：<<y>>/<<mo>>/<<d>> 22:05

<<y>>/<<mo>>/<<d>>(三)
<<hh>>:<<mi>>	<<fn>>	焊接室電腦密碼是什麼？
<<hh>>:<<mi2>>	<<fn2>>	密碼我明天當面跟你說
""",
    "Traditional Chinese LINE chat, password promised in person",
)
regd(
    o.F,
    "EINVTurnkey/conf/einvTurnkey.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<turnkey>
  <database>
    <type>MYSQL</type>
    <url>jdbc:mysql://<<lan>>:3306/einv</url>
    <user>einv</user>
    <password></password>
  </database>
</turnkey>
""",
    "an empty password element in a Turnkey config not yet filled in",
)

# ------------------------------------------------------------------- p: Vietnam instruments
regd(
    p.F,
    "home/<<fa>>/.config/obs-studio/basic/profiles/Untitled/service.json",
    """{
    "settings": {
        "bwtest": false,
        "key": "",
        "server": "rtmp://a.rtmp.youtube.com/live2",
        "service": "YouTube - RTMPS"
    },
    "type": "rtmp_common"
}
""",
    "OBS profile with an empty stream key",
)
regd(
    p.F,
    "Documents/zalo_<<fa2>>_<<date>>.txt",
    """<<ln>> <<fn>> <<hh>>:<<mi>> <<d>>/<<mo>>/<<y>>
Anh ơi mật khẩu Shopee là gì vậy?

<<ln2>> <<fn2>> <<hh>>:<<mi2>> <<d>>/<<mo>>/<<y>>
Mai lên xưởng anh nói trực tiếp nhé, không gửi qua Zalo
""",
    "Vietnamese Zalo chat, the password is not written",
)
regd(
    p.F,
    "srv/<<org>>-shop/appsettings.Production.json",
    """{
  "VnPay": {
    "TmnCode": "",
    "HashSecret": "",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html"
  }
}
""",
    "VNPay settings with empty values (filled by user-secrets on the server)",
)
