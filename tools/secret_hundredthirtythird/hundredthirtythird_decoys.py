# ruff: noqa: E501
"""The hundred-and-thirty-third corpus's decoys: 48 files of the same sixteen families (three
each) that hold no live credential — references to the environment or a vault, empty values,
masked values, public material, commented-out documented defaults, and chats or e-mails that
talk about a password without giving it."""

from __future__ import annotations

import base64

from hundredthirtythird_corpus import rbytes
from hundredthirtythird_formats_a import F as A
from hundredthirtythird_formats_b import F as B
from hundredthirtythird_formats_c import F as C
from hundredthirtythird_formats_d import F as D
from hundredthirtythird_formats_e import F as E
from hundredthirtythird_formats_f import F as FF
from hundredthirtythird_formats_g import F as G
from hundredthirtythird_formats_h import F as H
from hundredthirtythird_formats_i import F as II
from hundredthirtythird_formats_j import F as J
from hundredthirtythird_formats_k import F as K
from hundredthirtythird_formats_l import F as L
from hundredthirtythird_formats_m import F as M
from hundredthirtythird_formats_n import F as N
from hundredthirtythird_formats_o import F as O
from hundredthirtythird_formats_p import F as P


def _pub_pem(rng, s):
    body = base64.b64encode(
        b"\x30\x82\x01\x22\x30\x0d\x06\x09\x2a\x86\x48\x86\xf7\x0d\x01\x01\x01\x05\x00\x03\x82\x01\x0f\x00"
        + rbytes(rng, 270)
    ).decode()
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return {"pub": f"-----BEGIN PUBLIC KEY-----\n{lines}\n-----END PUBLIC KEY-----"}


def _wg_pub(rng, s):
    return {"wgpub": base64.b64encode(rbytes(rng, 32)).decode()}


def _vault_blob(rng, s):
    h = rbytes(rng, 160).hex()
    return {"vault": "\n".join("          " + h[i : i + 80] for i in range(0, len(h), 80))}


# --------------------------------------------------------------------------- a Mexico

A.regd(
    "ControlVolumetrico/estacion_<<n4>>/conexion.ini",
    """; Configuración del módulo de Controles Volumétricos (Anexo 30 y 31 RMF)
[BaseDatos]
Servidor=<<lan>>\\SQLEXPRESS
BaseDatos=CV_<<org_up>>
Usuario=cvolum
; la contraseña NO se guarda aquí: el servicio la pide al iniciar y la guarda cifrada con DPAPI
Contrasena=
TimeoutSeg=30
""",
    "control-volumetric INI whose password is empty; the service asks for it and keeps it DPAPI-encrypted",
    syntax="ini",
)
A.regd(
    "portal-facturacion/.env.example",
    """APP_NAME="Facturación <<org_cap>>"
APP_ENV=production
APP_URL=https://facturacion.<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=facturas
DB_USERNAME=facturas
DB_PASSWORD=
# Openpay: copiar las llaves del panel (Configuración > API Keys)
OPENPAY_ID=
OPENPAY_PRIVATE_KEY=
OPENPAY_PUBLIC_KEY=
OPENPAY_PRODUCTION_MODE=false
""",
    "Laravel .env.example with every Openpay key and the DB password left empty",
    syntax="",
)
A.regd(
    "WhatsApp/Chat de WhatsApp con <<lname2>>.txt",
    """<<dmy_short>>, <<t1>> - <<lname>>: Lic. el sistema nuevo me pide la contraseña del CSD
<<dmy_short>>, <<t2>> - <<lname2>>: Esa no se la mando por aquí, le marco en 5 minutos y se la dicto
<<dmy_short>>, <<t3>> - <<lname>>: Va, gracias
<<dmy_short>>, <<t4>> - <<lname2>>: Llamada perdida
""",
    "WhatsApp chat that mentions the CSD password but gives it by phone call",
    syntax="",
)

# --------------------------------------------------------------------------- b Brazil

B.regd(
    "EmissorNFCe/config/nfce.properties",
    """# Emissor NFC-e - <<org_cap>>
nfce.ambiente=1
nfce.uf=GO
nfce.certificado.arquivo=C:/EmissorNFCe/certificado/<<org>>_A1.pfx
nfce.certificado.senha=${NFCE_CERT_SENHA}
nfce.csc.id=000001
nfce.csc.token=${NFCE_CSC_TOKEN}
""",
    "NFC-e properties whose CSC token and certificate password are environment references",
    syntax="",
)
B.regd(
    "lavajato-agenda/docker-compose.yml",
    """services:
  db:
    image: postgres:16-alpine
    environment:
      POSTGRES_DB: lavajato
      POSTGRES_USER: lavajato
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets:
      - pg_password
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
    "docker-compose reading the PostgreSQL password from a Docker secret file",
)
B.regd(
    "Conveniencia.Api/appsettings.json",
    """{
  "Cielo": {
    "Ambiente": "Producao",
    "MerchantId": "",
    "MerchantKey": "",
    "SoftDescriptor": "<<org_up>>"
  },
  "AllowedHosts": "*"
}
""",
    "appsettings.json template with the Cielo MerchantId and MerchantKey empty",
)

# --------------------------------------------------------------------------- c Poland

C.regd(
    "ksef-integracja/.env.example",
    """# Integracja z KSeF - skopiuj do .env i uzupełnij
KSEF_ENV=prod
KSEF_NIP=
# token generuje właściciel w Aplikacji Podatnika KSeF; przechowujemy go w KeePass (wpis "KSeF stacja")
KSEF_TOKEN=
""",
    "KSeF .env.example with the token empty and a pointer to the KeePass entry",
    syntax="",
)
C.regd(
    "Messenger/rozmowa_<<first2>>_<<date>>.txt",
    """<<lname>>
<<t1>>
<<lfirst2>>, jakie jest nowe hasło do kasy?
<<lname2>>
<<t2>>
poszło SMS-em, tu nie piszę haseł
<<lname>>
<<t3>>
ok mam, dzięki
""",
    "Polish Messenger chat that asks for the till password; it was sent by SMS",
    syntax="",
)
C.regd(
    "myjnia-most/config.toml",
    """[plc]
host = "<<lan>>"
rack = 0
slot = 1

[mqtt]
broker = "mqtts://mqtt.<<dom>>:8883"
username = "myjnia<<n2>>"
password_file = "/etc/myjnia/mqtt.pass"
""",
    "car-wash bridge TOML that reads the MQTT password from a file",
)

# --------------------------------------------------------------------------- d Germany

D.regd(
    "tools/preise/tankerkoenig_abgleich.py",
    '''"""Preisabgleich Umkreis (Tankerkönig-API)."""

import os

import requests

API_KEY = os.environ["TANKERKOENIG_API_KEY"]


def umkreis(lat, lng):
    r = requests.get(
        "https://creativecommons.tankerkoenig.de/json/list.php",
        params={"lat": lat, "lng": lng, "rad": 15, "type": "diesel", "apikey": API_KEY},
        timeout=20,
    )
    return r.json()["stations"]
''',
    "Tankerkönig script that takes its API key from the environment",
    syntax="py",
)
D.regd(
    "kassenbruecke/.env.example",
    """# Kassenbrücke -> TSE (fiskaly SIGN DE)
FISKALY_BASE_URL=https://kassensichv-middleware.fiskaly.com/api/v2
FISKALY_API_KEY=
FISKALY_API_SECRET=
FISKALY_TSS_ID=
""",
    "fiskaly .env.example with key, secret and TSS id empty",
    syntax="",
)
D.regd(
    "home/kasse/.my.cnf",
    """# Zugang Bistro-Kasse - Passwort liegt in ~/.mylogin.cnf (mysql_config_editor, verschleiert)
[client]
user=kasse
host=<<lan>>
port=3306
""",
    "MySQL option file without a password (the password sits in the obfuscated .mylogin.cnf)",
    syntax="ini",
)

# --------------------------------------------------------------------------- e Italy

E.regd(
    "edas-gpl/src/main/resources/application-prod.yml",
    """adm:
  edas:
    endpoint: https://interop.adm.gov.it/edas/ws/v1
    keystore:
      path: /opt/edas/cert/<<org>>_firma.p12
      type: PKCS12
      password: ${EDAS_KEYSTORE_PASSWORD}
      alias: firma
""",
    "Spring YAML whose keystore password is a ${...} placeholder resolved from the environment",
)
E.regd(
    "satispay/keys/<<org>>_public.pem",
    "<<pub>>\n",
    "the Satispay public key (uploaded to Satispay); public material, not the private key",
    syntax="",
    extra=_pub_pem,
)
E.regd(
    "Posta/Inviata/<<date>> credenziali palmare.eml",
    """From: <<lname2>> <<<mail2>>>
To: <<lname>> <<<mail>>>
Subject: App consegne (palmare)
Date: <<rfc_date>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Ciao <<lfirst>>,

da lunedì i giri bombole li segniamo sul palmare. L'utente è autista<<n2>>, la password
te la do a voce in deposito lunedì mattina (non la mando per mail).

<<lname2>>
""",
    "Italian e-mail that gives the user name but says the password will be given in person",
    syntax="",
)

# --------------------------------------------------------------------------- f Türkiye

FF.regd(
    "OtomasyonServisi/OtomasyonServisi.exe.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Otomasyon" connectionString="Data Source=<<lan>>\\SQLEXPRESS;Initial Catalog=OTOMASYON;Integrated Security=SSPI" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    ".NET config using Windows authentication (Integrated Security=SSPI), no password",
    syntax="xml",
)
FF.regd(
    "etc/redis/redis.conf",
    """# Sadakat kartı puan servisi
bind 127.0.0.1
port 6379
protected-mode yes
# Warning: since Redis is pretty fast, an outside user can try up to
# 1 million passwords per second against a modern box.
#
# requirepass foobared
dbfilename puan.rdb
dir /var/lib/redis
""",
    "redis.conf with only the documented commented-out default (# requirepass foobared)",
    syntax="",
)
FF.regd(
    "WhatsApp/<<lname2>> ile WhatsApp Sohbeti.txt",
    """<<dmy_dot>> <<t1>> - <<lname>>: e-Fatura portalı şifresini unuttum
<<dmy_dot>> <<t2>> - <<lname2>>: Şifreyi SMS ile gönderdim, buraya yazmıyorum
<<dmy_dot>> <<t3>> - <<lname>>: Tamam geldi, teşekkürler
""",
    "Turkish WhatsApp chat: the password went by SMS, not in the chat",
    syntax="",
)

# --------------------------------------------------------------------------- g Saudi Arabia

G.regd(
    "logs/zatca/einvoice-<<date>>.log",
    """<<date>> <<hms>>,114 DEBUG [FatooraClient] POST https://gw-fatoora.zatca.gov.sa/e-invoicing/core/invoices/reporting/single
<<date>> <<hms>>,115 DEBUG [FatooraClient] Headers: {Accept-Version=V2, Accept-Language=en, Content-Type=application/json, Authorization=Basic ****(masked)****}
<<date>> <<hms>>,947 INFO  [FatooraClient] 200 reportingStatus=REPORTED
""",
    "ZATCA client log with the Authorization header masked",
    syntax="",
)
G.regd(
    "carwash-booking/.env.example",
    """APP_NAME="<<org_cap>> Car Wash"
APP_ENV=production
MOYASAR_PUBLISHABLE_KEY=
MOYASAR_SECRET_KEY=
MOYASAR_CALLBACK_URL=https://wash.<<dom>>/payments/callback
""",
    "Moyasar .env.example with both keys empty",
    syntax="",
)
G.regd(
    "Mail/<<date>> بيانات الدخول.eml",
    """From: <<lname2>> <<<mail2>>>
To: <<lname>> <<<mail>>>
Subject: =?UTF-8?B?2KjZitin2YbYp9iqINin2YTYr9iu2YjZhA==?=
Date: <<rfc_date>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

الأخ <<lfirst>> المحترم،

تم إنشاء حسابك في نظام إدارة المحطة. اسم المستخدم: <<user>>
سيتم إرسال كلمة المرور المؤقتة برسالة نصية منفصلة إلى جوالك.

مع التحية،
قسم تقنية المعلومات
""",
    "Arabic e-mail: user name only, the temporary password goes by a separate SMS",
    syntax="",
)

# --------------------------------------------------------------------------- h Nigeria

H.regd(
    "gasorder/gasorder/settings/production.py",
    """import os

from .base import *  # noqa: F403

DEBUG = False
PAYSTACK_PUBLIC_KEY = os.environ["PAYSTACK_PUBLIC_KEY"]
PAYSTACK_SECRET_KEY = os.environ["PAYSTACK_SECRET_KEY"]
PAYSTACK_CALLBACK_URL = "https://order.<<dom>>/pay/verify/"
""",
    "Django settings reading the Paystack keys from the environment",
    syntax="py",
)
H.regd(
    "C:/WeighBridge/Config/settings.ini",
    """[Database]
Server=<<lan>>\\SQLEXPRESS
Database=WEIGHBRIDGE
TrustedConnection=Yes
User=
Password=
""",
    "weighbridge INI using a trusted (Windows) connection with empty user and password",
    syntax="ini",
)
H.regd(
    "WhatsApp/WhatsApp Chat with <<full2>>.txt",
    """<<dmy>>, <<t1>> - <<full>>: Salam, na manta kalmar sirri ta app din cylinder
<<dmy>>, <<t2>> - <<full2>>: Zan turo maka ta SMS yanzu
<<dmy>>, <<t3>> - <<full>>: Na gode
""",
    "Hausa WhatsApp chat: the password is sent by SMS, not in the chat",
    syntax="",
)

# --------------------------------------------------------------------------- i Kenya

II.regd(
    "depot-orders/.env",
    """APP_NAME="<<org_cap>> Depot Orders"
MPESA_ENV=production
MPESA_SHORTCODE=${MPESA_SHORTCODE}
MPESA_CONSUMER_KEY=${MPESA_CONSUMER_KEY}
MPESA_CONSUMER_SECRET=${MPESA_CONSUMER_SECRET}
MPESA_PASSKEY=${MPESA_PASSKEY}
""",
    "Daraja .env made only of ${...} references filled in by the deploy pipeline",
    syntax="",
)
II.regd(
    "ansible/group_vars/traccar.yml",
    """---
traccar_domain: "track.<<dom>>"
traccar_admin_email: "<<mail>>"
traccar_admin_password: !vault |
          $ANSIBLE_VAULT;1.1;AES256
<<vault>>
""",
    "Ansible group_vars whose password is an inline vault-encrypted value (ciphertext)",
    syntax="",
    extra=_vault_blob,
)
II.regd(
    "Mail/Inbox/<<date>> SAP user created.eml",
    """From: SAP Basis Support <basis@<<dom>>>
To: <<full>> <<<mail>>>
Subject: SAP user created - Naivasha depot (PRD 300)
Date: <<rfc_date>>
MIME-Version: 1.0
Content-Type: text/plain; charset=us-ascii

Dear <<first_cap>>,

Your SAP user has been created. The initial password will be given to you by phone by
the service desk; you will be asked to change it at first logon.

Regards,
SAP Basis Support
""",
    "SAP user e-mail that says the initial password comes by phone",
    syntax="",
)

# --------------------------------------------------------------------------- j South Africa

J.regd(
    "truckpark/config/payfast.php",
    """<?php
return [
    'merchant_id'  => getenv('PAYFAST_MERCHANT_ID'),
    'merchant_key' => getenv('PAYFAST_MERCHANT_KEY'),
    'passphrase'   => getenv('PAYFAST_PASSPHRASE'),
    'sandbox'      => false,
];
""",
    "PayFast PHP config reading id, key and passphrase with getenv()",
    syntax="",
)
J.regd(
    "network/mikrotik_<<date>>.rsc",
    """# <<date>> <<hms>> by RouterOS 7.15
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=staff supplicant-identity=""
/interface wireless
set [ find default-name=wlan2 ] disabled=no mode=ap-bridge security-profile=staff ssid=<<org_up>>-STAFF
""",
    "RouterOS 7 export without show-sensitive: the pre-shared key is left out",
    syntax="",
)
J.regd(
    "Obsidian/TruckStop/Handover <<date>>.md",
    """# Night manager handover - <<org_cap>>

## Logins
| System | User | Password |
|---|---|---|
| Shop POS back office | <<user>> | in the safe (envelope 3) |
| Forecourt controller | admin | ask owner |
| Parking barrier | operator | see KeePass |
""",
    "handover notes whose password column only says where the passwords are kept",
    syntax="",
)

# --------------------------------------------------------------------------- k India

K.regd(
    "PumpBilling/Web.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <!-- PaytmMID / PaytmMerchantKey are set in the Azure App Service application settings -->
    <add key="PaytmMID" value="" />
    <add key="PaytmMerchantKey" value="" />
    <add key="PaytmWebsite" value="DEFAULT" />
  </appSettings>
</configuration>
""",
    "Web.config with the Paytm merchant key empty (set in the hosting's app settings)",
    syntax="xml",
)
K.regd(
    "einvoice/config/irp.json",
    """{
  "environment": "production",
  "irp_base_url": "https://einvoice1.gst.gov.in",
  "client_id": "",
  "client_secret": "",
  "user_name": "",
  "password": "${IRP_PASSWORD}"
}
""",
    "e-invoice IRP config with empty client secret and an environment reference for the password",
)
K.regd(
    "WhatsApp/WhatsApp Chat with <<lname2>>.txt",
    """<<dmy_short>>, <<t1>> - <<lname>>: दादा, Tally चा पासवर्ड काय आहे?
<<dmy_short>>, <<t2>> - <<lname2>>: फोनवर सांगेन, इथे लिहू नको
<<dmy_short>>, <<t3>> - <<lname>>: ठीक आहे
""",
    "Marathi WhatsApp chat: the Tally password will be said on the phone",
    syntax="",
)

# --------------------------------------------------------------------------- l Bangladesh

L.regd(
    "public_html/wp-config.php",
    """<?php
define( 'DB_NAME', getenv( 'WP_DB_NAME' ) );
define( 'DB_USER', getenv( 'WP_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
require_once __DIR__ . '/wp-salt.php';
$table_prefix = 'wp_';
require_once ABSPATH . 'wp-settings.php';
""",
    "wp-config.php reading the database password from the environment",
    syntax="",
)
L.regd(
    "gas-order/config/bkash.php",
    """<?php
return [
    'sandbox' => false,
    'app_key' => env('BKASH_APP_KEY'),
    'app_secret' => env('BKASH_APP_SECRET'),
    'username' => env('BKASH_USERNAME'),
    'password' => env('BKASH_PASSWORD'),
];
""",
    "bKash config made of env() calls",
    syntax="",
)
L.regd(
    "Documents/সাব_ডিলার_<<year>>.csv",
    """সাব-ডিলারের নাম,মোবাইল,ইউজার আইডি,পাসওয়ার্ড,এলাকা
<<lname>>,01711<<n6>>,<<first>>01,••••••••,<<city>>
<<lname2>>,01819<<n6>>,<<first2>>02,••••••••,<<city>>
""",
    "Bengali sub-dealer sheet with the password column masked by bullets",
    syntax="",
    extra=lambda rng, s: {"n6": rng.randint(100000, 999999)},
)

# --------------------------------------------------------------------------- m Indonesia

M.regd(
    "absensi/config/koneksi.php",
    """<?php
$db_host = 'localhost';
$db_user = getenv('ABSENSI_DB_USER');
$db_pass = getenv('ABSENSI_DB_PASS');
$db_name = 'absensi_spbu';
$koneksi = mysqli_connect($db_host, $db_user, $db_pass, $db_name);
""",
    "PHP connection file reading user and password with getenv()",
    syntax="",
)
M.regd(
    "etc/telegraf/telegraf.conf",
    """[agent]
  interval = "60s"

[[outputs.influxdb_v2]]
  urls = ["https://us-east-1-1.aws.cloud2.influxdata.com"]
  token = "${INFLUX_TOKEN}"
  organization = "<<org>>"
  bucket = "atg"
""",
    "Telegraf config whose InfluxDB token is environment substitution",
    syntax="toml",
)
M.regd(
    "scan/stiker_nvr_<<n3>>.txt",
    """DAHUA  NVR4108HS-4KS2/L
Dipasang oleh: CV Mitra CCTV <<city>>
User : admin
Sandi : ********  (lihat buku pengawas)
IP : <<lan>>
""",
    "OCR'd NVR sticker whose password is written as asterisks",
    syntax="",
)

# --------------------------------------------------------------------------- n Vietnam

N.regd(
    "ThanhToan.Api/appsettings.json",
    """{
  "VnPay": {
    "TmnCode": "",
    "HashSecret": "",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html",
    "Version": "2.1.0"
  }
}
""",
    "VNPay appsettings with TmnCode and HashSecret empty",
)
N.regd(
    "app-khachhang/config/momo.js",
    """module.exports = {
  endpoint: 'https://payment.momo.vn/v2/gateway/api/create',
  partnerCode: process.env.MOMO_PARTNER_CODE,
  accessKey: process.env.MOMO_ACCESS_KEY,
  secretKey: process.env.MOMO_SECRET_KEY,
};
""",
    "MoMo config taking every key from process.env",
    syntax="",
)
N.regd(
    "Zalo/tin_nhan_<<first2>>_<<date>>.txt",
    """<<lname>> <<t1>>
Chị ơi, mật khẩu hóa đơn điện tử là gì vậy chị
<<lname2>> <<t2>>
Chị gửi qua tin nhắn SMS rồi, không gửi trên Zalo nha em
<<lname>> <<t3>>
Dạ em nhận được rồi
""",
    "Vietnamese Zalo chat: the password was sent by SMS",
    syntax="",
)

# --------------------------------------------------------------------------- o Korea

O.regd(
    "home/deploy/.docker/config.json",
    """{
	"auths": {
		"<<org>>.kr.ncr.ntruss.com": {}
	},
	"credsStore": "desktop"
}
""",
    "Docker config.json using a credential store: no auth value in the file",
)
O.regd(
    "carwash_counter/carwash_counter.ino",
    """// 자동세차기 입차 카운터 (ESP32)
#include <WiFi.h>
#include "secrets.h"  // WIFI_SSID, WIFI_PASSWORD (git에 올리지 않음)

void setup() {
  Serial.begin(115200);
  WiFi.begin(WIFI_SSID, WIFI_PASSWORD);
}

void loop() {}
""",
    "Arduino sketch whose Wi-Fi credentials live in an uncommitted secrets.h",
    syntax="",
)
O.regd(
    "KakaoTalk/KakaoTalk_<<date>>_<<lfirst2>>.txt",
    """<<lname2>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hms>>

--------------- <<year>>년 <<month>>월 <<day>>일 ---------------
[<<lname>>] [오후 2:10] 사장님 POS 비밀번호 알려주세요
[<<lname2>>] [오후 2:12] 비밀번호는 문자로 보냈어요 확인해 보세요
[<<lname>>] [오후 2:13] 네 감사합니다
""",
    "KakaoTalk chat: the POS password was sent by text message",
    syntax="",
)

# --------------------------------------------------------------------------- p Fiji

P.regd(
    "etc/wireguard/wg0.conf",
    """[Interface]
Address = 10.<<n2>>.0.2/24
ListenPort = 51820
PostUp = wg set %i private-key /etc/wireguard/private.key

[Peer]
# Suva HQ
PublicKey = <<wgpub>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.<<n2>>.0.0/24
""",
    "WireGuard config loading the private key from a file; only the peer's public key is in it",
    syntax="",
    extra=_wg_pub,
)
P.regd(
    "integrations/xero_sync.py",
    '''"""Push daily bulk fuel deliveries to Xero."""

import os

XERO_CLIENT_ID = os.environ["XERO_CLIENT_ID"]
XERO_CLIENT_SECRET = os.environ["XERO_CLIENT_SECRET"]
XERO_TENANT_ID = os.environ.get("XERO_TENANT_ID", "")
''',
    "Xero script taking its client secret from the environment",
    syntax="py",
)
P.regd(
    "ansible/inventory/depot.ini",
    """[depot_pos]
pos1 ansible_host=<<lan>>

[depot_pos:vars]
ansible_user=posadmin
ansible_password={{ vault_depot_pos_password }}
ansible_connection=winrm
""",
    "Ansible inventory whose password is a Jinja reference to a vault variable",
    syntax="ini",
)
