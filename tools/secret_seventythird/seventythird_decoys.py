# ruff: noqa: E501
"""The decoys of the seventy-third corpus: three per family, files that look like its formats
but hold no live credential (each with its ``why``)."""

from __future__ import annotations

import json

from seventythird_formats_a import F as A
from seventythird_formats_b import F as B
from seventythird_formats_c import F as C
from seventythird_formats_d import F as D
from seventythird_formats_e import F as E
from seventythird_formats_f import F as Fk
from seventythird_formats_g import F as G
from seventythird_formats_h import F as H
from seventythird_formats_i import F as I_
from seventythird_formats_j import F as J
from seventythird_formats_k import F as K
from seventythird_formats_l import F as L
from seventythird_formats_m import F as M
from seventythird_formats_n import F as N
from seventythird_formats_o import F as O_
from seventythird_formats_p import F as P
from seventythird_spec import b64

# --------------------------------------------------------------------------- a picantería

A.regd(
    "web/<<org>>/.env.example",
    """APP_NAME="Picantería <<orgc>>"
APP_ENV=production
DB_HOST=
DB_USERNAME=pedidos_web
DB_PASSWORD=
CULQI_PUBLIC_KEY=
CULQI_SECRET_KEY=
""",
    "Laravel .env template: every credential value is empty.",
    syntax="",
)
A.regd(
    "WhatsApp/Chat de WhatsApp con <<first2>>.txt",
    """<<d>>/<<mo>>/<<yy>>, <<time>> - <<first>>: ¿me pasas la clave del portal de Rappi?
<<d>>/<<mo>>/<<yy>>, <<time2>> - <<first2>>: no por acá, te la digo mañana en la picantería
<<d>>/<<mo>>/<<yy>>, <<time2>> - <<first>>: ya, normal 👍
""",
    "Spanish WhatsApp chat that talks about a password but never gives it.",
    syntax="",
)
A.regd(
    "scripts/loyverse_ventas_<<date>>.py",
    """import os

import requests

LOYVERSE_TOKEN = os.environ["LOYVERSE_TOKEN"]
r = requests.get("https://api.loyverse.com/v1.0/receipts", headers={"Authorization": f"Bearer {LOYVERSE_TOKEN}"}, timeout=30)
print(len(r.json()["receipts"]))
""",
    "The Loyverse token is read from the environment.",
)

# --------------------------------------------------------------------------- b jebena

B.regd(
    "<<org>>_shop/settings/production.py",
    """import os

from .base import *  # noqa

DEBUG = False
CHAPA_SECRET_KEY = os.environ["CHAPA_SECRET_KEY"]
CHAPA_CALLBACK_URL = "https://shop.<<dom>>/payments/chapa/callback/"
""",
    "Django settings reading the Chapa secret key from the environment.",
)
B.regd(
    "Telegram Desktop/ChatExport_<<date>>/result.json",
    lambda s: json.dumps(
        {
            "name": f"{s['orgc']} ሰራተኞች",
            "type": "private_group",
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['date']}T09:00:00",
                    "from": s["first"],
                    "text": "የዋይፋይ የይለፍ ቃል ስንት ነው?",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['date']}T09:02:00",
                    "from": s["first2"],
                    "text": "በአካል እነግርሃለሁ፣ እዚህ አልጽፈውም",
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    ),
    "Amharic Telegram export: asks for the Wi-Fi password, the answer is 'I will tell you in person'.",
)
B.regd(
    "etc/rsyncd.conf",
    """uid = nobody
gid = nogroup
[roastlogs]
    path = /srv/roastlogs
    read only = no
    auth users = roastlogs
    secrets file = /etc/rsyncd.secrets
    hosts allow = <<lan>>/24
""",
    "rsync daemon config: names the secrets file but holds no password.",
    syntax="",
)

# --------------------------------------------------------------------------- c pastelaria

C.regd(
    "esphome/vitrine-<<n>>.yaml",
    """esphome:
  name: vitrine-<<n>>
esp32:
  board: wt32-eth01
api:
  encryption:
    key: !secret api_encryption_key
ota:
  - platform: esphome
    password: !secret ota_password
""",
    "ESPHome config whose keys all come from secrets.yaml through !secret.",
    syntax="",
)
C.regd(
    "loja/vendus_sync_<<n3>>.php",
    """<?php
$apiKey = getenv('VENDUS_API_KEY');
$ch = curl_init('https://www.vendus.pt/ws/v1.1/documents/');
curl_setopt($ch, CURLOPT_USERPWD, $apiKey . ':');
""",
    "Vendus script taking the API key from the environment.",
    syntax="",
)
C.regd(
    "Documentos/acessos_loja_<<year>>.fods",
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet"><office:body><office:spreadsheet><table:table table:name="Acessos"><table:table-row><table:table-cell><text:p>Glovo Partners</text:p></table:table-cell><table:table-cell><text:p><<email>></text:p></table:table-cell><table:table-cell><text:p>••••••••••</text:p></table:table-cell></table:table-row></table:table></office:spreadsheet></office:body></office:document>
""",
    "Flat ODS access sheet with the password cell masked by bullets.",
    syntax="xml",
)

# --------------------------------------------------------------------------- d jollof

D.regd(
    "bookings-api/.env",
    """NODE_ENV=production
PAYSTACK_PUBLIC_KEY=pk_live_<<hex32>><<hex8>>
PAYSTACK_SECRET_KEY=${PAYSTACK_SECRET_KEY}
DEPOSIT_PERCENT=60
""",
    "Only the Paystack public key; the secret key is a ${...} reference filled in at deploy time.",
    syntax="",
)
D.regd(
    "home/<<first_a>>/.bash_history",
    """cd ~/catering-erp
export ODOO_TOKEN=$(pass show erp/odoo-token)
curl -s -H "Authorization: Bearer $ODOO_TOKEN" "https://erp.<<dom>>/api/orders?status=confirmed" | jq .
""",
    "Bash history: the token comes from the pass store into a variable, never appears.",
    syntax="",
)
D.regd(
    "keys/whogohost_sftp_<<n>>.pub",
    lambda s: f"ssh-rsa {s['pub']} {s['first_a']}@kitchen-laptop\n",
    "An SSH public key (the private half is not here).",
    syntax="",
    extra=lambda rng, s: {"pub": "AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + b64(rng, 256)},
)

# --------------------------------------------------------------------------- e kaikart

E.regd(
    "router/rut240_<<date>>/etc/config/wireless",
    """
config wifi-iface 'guest_radio0'
\toption device 'radio0'
\toption network 'guest'
\toption mode 'ap'
\toption ssid '<<orgc>> Free WiFi'
\toption encryption 'none'
\toption isolate '1'
""",
    "An open guest Wi-Fi network: encryption none, no key.",
    syntax="",
)
E.regd(
    "calendar/<<org>>_markets_<<year>>.ics",
    """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
DTSTART:<<year>><<mo>><<d>>T070000Z
SUMMARY:Night market - Kuirau Park
DESCRIPTION:Bring the spare Square reader. Login is in the shared 1Password vault (Truck).
END:VEVENT
END:VCALENDAR
""",
    "Calendar entry pointing to a password manager, no password.",
    syntax="",
)
E.regd(
    "firmware/chiller_logger/chiller_logger.ino",
    """#include <WiFi.h>
#include <ThingSpeak.h>
#include "secrets.h"  // SECRET_SSID, SECRET_PASS, SECRET_WRITE_APIKEY (not committed)

unsigned long channelID = SECRET_CH_ID;
const char* writeAPIKey = SECRET_WRITE_APIKEY;
""",
    "Arduino sketch taking every key from an uncommitted secrets.h.",
    syntax="",
)

# --------------------------------------------------------------------------- f matbakh

Fk.regd(
    "web-orders/config/payments.js",
    """module.exports = {
  tap: {
    secretKey: process.env.TAP_SECRET_KEY,
    publishableKey: process.env.TAP_PUBLISHABLE_KEY,
    currency: 'KWD',
  },
};
""",
    "Tap Payments config reading both keys from the environment.",
    syntax="",
)
Fk.regd(
    "Documents/<<org>>/tablets_<<n3>>.csv",
    """الجهاز,الموقع,المستخدم,كلمة المرور
Samsung Tab A8 #1,خط الشاورما,<<email>>,********
Samsung Tab A8 #2,خط المجبوس,<<email2>>,********
""",
    "Arabic device sheet whose password column is masked with asterisks.",
    syntax="",
)
Fk.regd(
    "WhatsApp/محادثة واتساب مع المطبخ.txt",
    """<<d>>/<<mo>>/<<year>>، <<time>> - <<first>>: شنو كلمة السر حق طلبات؟
<<d>>/<<mo>>/<<year>>، <<time2>> - <<first2>>: عند المدير، ما أقدر أرسلها هني. كلمه
""",
    "Arabic WhatsApp chat mentioning a password without giving it.",
    syntax="",
)

# --------------------------------------------------------------------------- g mutura

G.regd(
    "k8s/mpesa-externalsecret.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: mpesa-daraja
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  target:
    name: mpesa-daraja
  data:
    - secretKey: MPESA_PASSKEY
      remoteRef:
        key: kibanda/mpesa
        property: passkey
""",
    "ExternalSecret pointing at a vault path; no value.",
)
G.regd(
    "mpesa-bot/.env.sample",
    """MPESA_ENV=production
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_TILL=
""",
    "Daraja env template with empty values.",
    syntax="",
)
G.regd(
    "simu/ujumbe_mpesa_<<n4>>.txt",
    """MPESA
<<dmy>> <<time>>
TK<<n3>>LQ8ZP Confirmed. Ksh350.00 received from <<name>> <<phone>> on <<dmy>> at <<time>>. New Account balance is Ksh12,480.00. Transaction cost, Ksh0.00.
""",
    "An M-Pesa payment confirmation SMS: a transaction code, not a credential.",
    syntax="",
)

# --------------------------------------------------------------------------- h sucos

H.regd(
    "ACBrMonitorPLUS/ACBrMonitor.ini",
    """[Certificado]
SSLLib=4
CryptLib=3
ArquivoPFX=
NumeroSerie=<<hex32>>
Senha=

[NFCe]
Ambiente=1
UF=RJ
""",
    "ACBr uses an A3 token from the Windows store by serial number; the password field is empty.",
)
H.regd(
    "certificados/SHA256SUMS",
    """<<hex32>><<hex32>>  <<org>>_A1_<<year>>.pfx
<<hex16>><<hex16>><<hex32>>  cadeia_icp_brasil.pem
""",
    "SHA-256 checksums of certificate files.",
    syntax="",
)
H.regd(
    "WhatsApp/Conversa do WhatsApp com Equipe Sucos.txt",
    """<<d>>/<<mo>>/<<year>> <<time>> - <<first>>: qual a senha do iFood?
<<d>>/<<mo>>/<<year>> <<time2>> - <<first2>>: tá no caderno do caixa, não mando senha por aqui
""",
    "Portuguese chat asking for a password and declining to send it.",
    syntax="",
)

# --------------------------------------------------------------------------- i masarnia

I_.regd(
    "AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.1" platform="windows">
  <Servers>
    <Server>
      <Host><<lan>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <User>waga</User>
      <Logontype>2</Logontype>
      <Name>Waga etykietująca Dibal (lada)</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
    "FileZilla site set to ask for the password (Logontype 2): no Pass element.",
)
I_.regd(
    "ksef/wyslij_faktury_<<n3>>.py",
    """import os

KSEF_TOKEN = os.environ.get("KSEF_TOKEN", "")
NIP = "67<<n4>><<n4>>"
""",
    "KSeF token read from the environment.",
)
I_.regd(
    "C/Kopie/kopia_subiekt_<<n>>.bat",
    """@echo off
sqlcmd -S .\\INSERTGT -E -Q "BACKUP DATABASE [<<org>>] TO DISK='D:\\Kopie\\subiekt.bak' WITH INIT"
""",
    "sqlcmd with Windows authentication (-E): no password.",
    syntax="",
)

# --------------------------------------------------------------------------- j sengyo

J.regd(
    "nas/<<org>>/rclone_<<n>>.conf",
    """[wasabi-jimusho]
type = s3
provider = Wasabi
env_auth = true
region = ap-northeast-1
endpoint = s3.ap-northeast-1.wasabisys.com
""",
    "rclone remote with env_auth: keys come from the environment.",
    syntax="",
)
J.regd(
    "LINE/[LINE] <<first2_a>>とのトーク.txt",
    """[LINE] <<first2>>とのトーク履歴

<<year>>/<<mo>>/<<d>>(金)
<<time>>\t<<first>>\tスマレジのパスワード何でしたっけ？
<<time2>>\t<<first2>>\t事務所のノートに書いてあります。LINEには書かないでね
""",
    "Japanese LINE chat mentioning a password without giving it.",
    syntax="",
)
J.regd(
    "gas/本日のおすすめ配信.gs",
    """const CHANNEL_ACCESS_TOKEN = PropertiesService.getScriptProperties().getProperty('CHANNEL_ACCESS_TOKEN');

function pushOsusume() {
  UrlFetchApp.fetch('https://api.line.me/v2/bot/message/broadcast', {method: 'post', headers: {Authorization: 'Bearer ' + CHANNEL_ACCESS_TOKEN}});
}
""",
    "Apps Script reading the LINE token from script properties.",
    syntax="",
)

# --------------------------------------------------------------------------- k slicewala

K.regd(
    "orders/.env",
    """RAZORPAY_KEY_ID=rzp_live_<<hex8>>AbCd12
RAZORPAY_KEY_SECRET=
RAZORPAY_WEBHOOK_URL=https://order.<<dom>>/razorpay/webhook/
""",
    "Razorpay key id only (public, shown in checkout); the secret is empty.",
    syntax="",
)
K.regd(
    "src/main/java/in/slicewala/pay/PhonePeConfig.java",
    """package in.slicewala.pay;

public final class PhonePeConfig {
    public static final String SALT_KEY = System.getenv("PHONEPE_SALT_KEY");
    public static final int SALT_INDEX = 1;
}
""",
    "Java config reading the PhonePe salt key from the environment.",
    syntax="",
)
K.regd(
    "WhatsApp Chat with Kothrud Outlet.txt",
    """<<d>>/<<mo>>/<<yy>>, <<time>> - <<first>>: Swiggy partner app ka password kya hai?
<<d>>/<<mo>>/<<yy>>, <<time2>> - <<first2>>: password nahi hai, मोबाइल नंबर पर OTP आएगा
""",
    "Hinglish chat: login is by OTP, no password given.",
    syntax="",
)

# --------------------------------------------------------------------------- l jadliang

L.regd(
    "etc/mosquitto/conf.d/bridge_<<org>>.conf",
    """connection haccp-cloud
address mqtt.<<dom>>:8883
topic banquet/chiller/# out 1
bridge_cafile /etc/ssl/certs/ca-certificates.crt
bridge_certfile /etc/mosquitto/certs/banquet-kitchen.crt
bridge_keyfile /etc/mosquitto/certs/banquet-kitchen.key
""",
    "MQTT bridge authenticating with a client certificate by file path; no password.",
    syntax="",
)
L.regd(
    "banquet/deposit_charge_<<n3>>.py",
    """import os

import omise

omise.api_secret = os.environ["OMISE_SECRET_KEY"]
omise.api_public = os.environ["OMISE_PUBLIC_KEY"]
""",
    "Omise keys read from the environment.",
)
L.regd(
    "Mail/Banquet/BEO_access_<<date>>.eml",
    """From: <<name_a>> <<<email>>>
To: <<email2>>
Subject: Delphi account
Content-Type: text/plain; charset="UTF-8"

สวัสดีครับ คุณ<<first2>>
สร้างบัญชี Delphi ให้แล้วครับ ชื่อผู้ใช้ <<login>> รหัสผ่านชั่วคราวจะส่งทาง SMS แยกต่างหาก
""",
    "Thai e-mail: the temporary password is sent separately by SMS.",
    syntax="",
)

# --------------------------------------------------------------------------- m geupsik

M.regd(
    "회계/더존연결_<<n>>.udl",
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Integrated Security=SSPI;Persist Security Info=False;Initial Catalog=DZ_<<orgc>>;Data Source=<<lan>>\\DZSQLV14
""",
    "UDL using Windows integrated security: no password.",
    syntax="",
)
M.regd(
    "Documents/KakaoTalk_Chat_영양사실.txt",
    """--------------- <<year>>년 <<mo>>월 <<d>>일 ---------------
[<<first>>] [오전 8:10] 에듀파인 비밀번호 알려주실 수 있나요?
[<<first2>>] [오전 8:12] 비밀번호는 행정실에 직접 물어보세요~ 카톡으로는 못 드려요
""",
    "KakaoTalk chat mentioning a password without giving it.",
    syntax="",
)
M.regd(
    "app/src/main/java/kr/geupsik/haccp/PushConfig.kt",
    """package kr.geupsik.haccp

object PushConfig {
    const val FCM_ENDPOINT = "https://fcm.googleapis.com/v1/projects/geupsik-haccp/messages:send"
    val FCM_SERVER_KEY: String = BuildConfig.FCM_SERVER_KEY  // local.properties, not in git
}
""",
    "Kotlin config taking the key from BuildConfig (local.properties).",
    syntax="",
)

# --------------------------------------------------------------------------- n pivnice

N.regd(
    "kegtrack/docker-compose.yml",
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: sudy
      POSTGRES_USER: sudy
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "Compose file using a Docker secret file for the database password.",
)
N.regd(
    "ispindel/config_tank<<n>>.json",
    lambda s: json.dumps(
        {
            "Name": f"iSpindel-tank{s['n'] % 8 + 1}",
            "Token": "",
            "Sleep": 900,
            "Server": s["lan"],
            "API": 3,
            "Port": 1880,
            "URI": "/ispindel",
        },
        indent=2,
    ),
    "iSpindel posting to a local Node-RED over HTTP: empty token.",
)
N.regd(
    "Poznámky/signal_<<first2_a>>.txt",
    """[<<dmy_dot>> <<time>>] <<first>>: Jaké je heslo na wifi pro hosty?
[<<dmy_dot>> <<time2>>] <<first2>>: Je napsané křídou na tabuli u výčepu 🙂
""",
    "Czech chat pointing to the chalkboard instead of giving the password.",
    syntax="",
)

# --------------------------------------------------------------------------- o bastani

O_.regd(
    "Sepidar/SepidarClient.exe.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="SepidarConnection" connectionString="Data Source=<<lan>>\\SEPIDAR;Initial Catalog=Sepidar01;Integrated Security=True;" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "Sepidar connection string with Windows integrated security: no password.",
    syntax="xml",
)
O_.regd(
    "shop/.env.example",
    """APP_NAME=BastaniMehr
APP_ENV=local
ZARINPAL_MERCHANT_ID=
ZARINPAL_SANDBOX=true
""",
    "Zarinpal env template with an empty merchant id.",
    syntax="",
)
O_.regd(
    "WhatsApp/گفتگوی واتس‌اپ با بستنی.txt",
    """<<year>>/<<mo>>/<<d>>، <<time>> - <<first>>: رمز پنل اسنپ‌فود رو بفرست
<<year>>/<<mo>>/<<d>>، <<time2>> - <<first2>>: اینجا نمی‌فرستم، فردا حضوری میگم
""",
    "Persian chat asking for a password; the answer says it will be told in person.",
    syntax="",
)

# --------------------------------------------------------------------------- p rantang

P.regd(
    "web/.env.local",
    """NEXT_PUBLIC_SUPABASE_URL=https://<<hex16>>.supabase.co
NEXT_PUBLIC_SITE_URL=https://<<dom>>
# SUPABASE_SERVICE_ROLE_KEY diset di Vercel (Project Settings > Environment Variables)
""",
    "Only public settings; the service-role key lives in the hosting provider's env settings.",
    syntax="",
)
P.regd(
    "api/config/midtrans.js",
    """const midtransClient = require('midtrans-client');

module.exports = new midtransClient.CoreApi({
  isProduction: true,
  serverKey: process.env.MIDTRANS_SERVER_KEY,
  clientKey: process.env.MIDTRANS_CLIENT_KEY,
});
""",
    "Midtrans config reading both keys from the environment.",
    syntax="",
)
P.regd(
    "WhatsApp Chat dengan Tim Dapur.txt",
    """<<d>>/<<mo>>/<<yy>> <<time>> - <<first>>: Kak, kata sandi GrabMerchant apa ya?
<<d>>/<<mo>>/<<yy>> <<time2>> - <<first2>>: udah aku kirim lewat email kantor ya, cek inbox
""",
    "Indonesian chat: the password was sent by e-mail, not given here.",
    syntax="",
)
