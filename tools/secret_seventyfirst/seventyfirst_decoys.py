# ruff: noqa: E501
"""The seventy-first corpus's decoys: three per family, files that look like the formats but
hold no live credential (references to environment or secret stores, empty values, public keys,
checksums, masked values, chat that mentions a password without giving one, authentication
without a password)."""

from __future__ import annotations

import base64

from seventyfirst_formats_a import F as FA
from seventyfirst_formats_b import F as FB
from seventyfirst_formats_c import F as FC
from seventyfirst_formats_d import F as FD
from seventyfirst_formats_e import F as FE
from seventyfirst_formats_f import F as FF
from seventyfirst_formats_g import F as FG
from seventyfirst_formats_h import F as FH
from seventyfirst_formats_i import F as FI
from seventyfirst_formats_j import F as FJ
from seventyfirst_formats_k import F as FK
from seventyfirst_formats_l import F as FL
from seventyfirst_formats_m import F as FM
from seventyfirst_formats_n import F as FN
from seventyfirst_formats_o import F as FO
from seventyfirst_formats_p import F as FP
from seventyfirst_spec import Slots, regd

# ----------------------------------------------------------------------------- a (Poland)

regd(
    FA,
    "C/Users/<<fa>>/Documents/DSN/CDN_<<orgu>>.dsn",
    """[ODBC]
DRIVER=ODBC Driver 17 for SQL Server
SERVER=<<lan>>\\OPTIMA
DATABASE=CDN_<<orgu>>
APP=Comarch ERP Optima
Trusted_Connection=Yes
""",
    "ODBC DSN for Comarch Optima with Windows authentication (Trusted_Connection): no UID/PWD at all",
    "ini",
)
regd(
    FA,
    "telefon/WhatsApp/Czat WhatsApp z <<first>> <<last>>.txt",
    """<<dmy>>, <<t1>> - <<first>> <<last>>: podeślesz hasło do EDB?
<<dmy>>, <<t2>> - <<first2>> <<last2>>: nie wysyłam haseł na WhatsAppie, jest w KeePassie w folderze Budowy
<<dmy>>, <<t3>> - <<first>> <<last>>: ok, znalazłem
""",
    "Polish chat that mentions the password (it is in KeePass) without giving it",
    "",
)
regd(
    FA,
    "<<org>>-portal-klienta/config/przelewy24.php",
    """<?php
// Przelewy24 – klucze z zmiennych środowiskowych serwera
return [
    'merchant_id' => (int) getenv('P24_MERCHANT_ID'),
    'pos_id' => (int) getenv('P24_POS_ID'),
    'crc' => getenv('P24_CRC'),
    'api_key' => getenv('P24_API_KEY'),
    'sandbox' => false,
];
""",
    "Przelewy24 config reading the CRC and API key from the environment (getenv)",
    "",
)

# ----------------------------------------------------------------------------- b (Japan)

regd(
    FB,
    "ws-<<fa>>/etc/fstab",
    """# /etc/fstab
UUID=<<uid>> /  ext4  errors=remount-ro 0 1
# 所内NAS：認証情報は別ファイル（root のみ読み取り可）
//<<lan>>/design  /mnt/design  cifs  credentials=/root/.smbcredentials,uid=1000,iocharset=utf8,vers=3.0  0  0
""",
    "fstab CIFS line pointing at a credentials file instead of an inline password",
    "",
)
regd(
    FB,
    "scripts/backlog_<<n>>/.env.example",
    """# Backlog 課題 → 図面リスト同期（各自のAPIキーを設定すること）
BACKLOG_SPACE=<<org>>
BACKLOG_DOMAIN=backlog.jp
BACKLOG_API_KEY=
BACKLOG_PROJECT_KEY=KEN<<n>>
""",
    "Backlog .env template with an empty API key",
    "",
)


def _ssh_pub(s: Slots) -> str:
    body = base64.b64encode(
        b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20"
        + bytes.fromhex(str(s["h32"]) + str(s["h32"]))
    ).decode()
    return f"ssh-ed25519 {body} {s['fa']}@render{s['n']}\n"


regd(
    FB,
    "render/keys/<<fa>>_render<<n>>.pub",
    _ssh_pub,
    "an SSH public key (authorized_keys line) for a render node: public material",
    "",
)

# ----------------------------------------------------------------------------- c (Kenya)

regd(
    FC,
    "home/pi/rtkbase_<<n>>.sh",
    """#!/bin/sh
# Base station -> caster; the caster password comes from /etc/rtkbase.env (systemd EnvironmentFile)
exec str2str -in serial://ttyACM0:115200#ubx -out "ntrips://:${NTRIP_PASSWORD}@caster.<<dom>>:2101/NRB1#rtcm3" -t 2
""",
    "str2str NTRIP server command taking the caster password from an environment variable",
    "",
)
regd(
    FC,
    "apps/malipo_<<n>>/mpesa.config.js",
    """// Lipa na M-Pesa Online – values injected by the deployment
module.exports = {
  environment: process.env.MPESA_ENV || 'production',
  consumerKey: process.env.MPESA_CONSUMER_KEY,
  consumerSecret: process.env.MPESA_CONSUMER_SECRET,
  shortCode: process.env.MPESA_SHORTCODE,
  passKey: process.env.MPESA_PASSKEY,
};
""",
    "M-Pesa Daraja config reading every credential from process.env",
    "",
)
regd(
    FC,
    "home/<<fa>>/.pg_service.conf",
    """# password is kept in ~/.pgpass (mode 0600), not here
[cadastre]
host=<<lan>>
port=5432
dbname=cadastre
user=<<user>>
sslmode=require
""",
    "pg_service.conf without a password (libpq reads it from .pgpass)",
    "ini",
)

# ----------------------------------------------------------------------------- d (Egypt)

regd(
    FD,
    "odoo-<<n>>/etc/odoo.conf",
    """[options]
; master password disabled: database manager is turned off
admin_passwd = False
list_db = False
db_host = False
db_user = odoo
db_password = False
proxy_mode = True
""",
    "odoo.conf with the database manager disabled and peer authentication (False values, no password)",
    "ini",
)
regd(
    FD,
    "backup/<<org>>/WhatsApp Chat with Site <<n>>.txt",
    """<<dmys>>, <<t1>> - <<first>> <<last>>: محتاج كلمة السر بتاعة Aconex
<<dmys>>, <<t2>> - <<first2>> <<last2>>: مش هكتبها هنا، هكلمك تليفون دلوقتي
<<dmys>>, <<t3>> - <<first>> <<last>>: تمام
""",
    "Egyptian Arabic chat that refuses to write the password (will phone instead)",
    "",
)
regd(
    FD,
    "scripts/sync-drawings-<<org>>.ps1",
    """# Upload site reports with certificate authentication (no client secret)
Connect-PnPOnline -Url "https://<<org>>.sharepoint.com/sites/Projects" -ClientId "<<uid>>" -Tenant "<<org>>.onmicrosoft.com" -Thumbprint "<<h40>>"
Get-ChildItem "D:\\Reports\\<<y>>" -Filter *.pdf | ForEach-Object { Add-PnPFile -Path $_.FullName -Folder "Shared Documents/Site Reports" }
""",
    "PnP PowerShell with certificate auth: the thumbprint is a public hash of the certificate",
    "",
)

# ----------------------------------------------------------------------------- e (Thailand)

regd(
    FE,
    "shop-<<org>>/.env.example",
    """APP_NAME="<<orgc>> Shop"
APP_ENV=production
OMISE_PUBLIC_KEY=pkey_5<<h16>>
OMISE_SECRET_KEY=
PROMPTPAY_ENABLED=true
""",
    "Omise .env template: the publishable pkey_ is public and the secret key is empty",
    "",
)
regd(
    FE,
    "backup/<<org>>/line_chat_<<date>>.txt",
    """[LINE] ประวัติการแชทกับ <<first>> <<last>>

<<t1>>	<<first2>>	รหัสผ่านระบบตัวแทนจำหน่ายอะไรคะ
<<t2>>	<<first>>	อยู่ในสมุดสีฟ้าที่เคาน์เตอร์นะครับ ไม่ส่งทางไลน์
""",
    "Thai LINE chat pointing to a notebook at the counter instead of giving the password",
    "",
)
regd(
    FE,
    "backup/mikrotik/showroom<<n>>.rsc",
    """# by RouterOS 7.14.3 (export without show-sensitive: secrets are omitted)
/interface pppoe-client
add add-default-route=yes disabled=no interface=ether1 name=pppoe-3bb user=<<num8>>@3bb
/system identity
set name=<<org>>-showroom
""",
    "MikroTik export without show-sensitive: the PPPoE password is left out",
    "",
)

# ----------------------------------------------------------------------------- f (Turkey)

regd(
    FF,
    "etc/mosquitto/conf.d/bridge_<<org>>.conf",
    """connection merkez-bridge
address mqtt.<<dom>>:8883
bridge_cafile /etc/mosquitto/certs/ca.crt
bridge_certfile /etc/mosquitto/certs/vinc.crt
bridge_keyfile /etc/mosquitto/certs/vinc.key
topic vinc/+/telemetry out 1
""",
    "Mosquitto bridge authenticating by client certificate files: no password",
    "",
)
regd(
    FF,
    "src/<<orgc>>.Odeme/IyzicoAyarlari.cs",
    """namespace <<orgc>>.Odeme
{
    public static class IyzicoAyarlari
    {
        public static Iyzipay.Options Olustur() => new Iyzipay.Options
        {
            ApiKey = Environment.GetEnvironmentVariable("IYZICO_API_KEY"),
            SecretKey = Environment.GetEnvironmentVariable("IYZICO_SECRET_KEY"),
            BaseUrl = "https://api.iyzipay.com"
        };
    }
}
""",
    "iyzico options read from environment variables",
    "",
)
regd(
    FF,
    "ik/operator_belgeleri_<<y>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Operatörler">
  <Table>
   <Row><Cell><Data ss:Type="String">Operatör</Data></Cell><Cell><Data ss:Type="String">Kullanıcı</Data></Cell><Cell><Data ss:Type="String">Şifre</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<first>> <<last>></Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String">••••••••</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "SpreadsheetML sheet whose password column is masked with bullets",
)

# ----------------------------------------------------------------------------- g (Vietnam)

regd(
    FG,
    "booking-<<n>>/src/payment/vnpay.config.js",
    """module.exports = {
  vnp_TmnCode: process.env.VNP_TMN_CODE,
  vnp_HashSecret: process.env.VNP_HASH_SECRET,
  vnp_Url: 'https://pay.vnpay.vn/vpcpay.html',
};
""",
    "VNPAY config reading the hash secret from process.env",
    "",
)
regd(
    FG,
    "C/Users/<<fa>>/.ChaosGroup/vrlclient.xml",
    """<VRLClient>
  <LicServer>
    <Host>127.0.0.1</Host>
    <Port>30304</Port>
    <User></User>
    <Pass></Pass>
  </LicServer>
</VRLClient>
""",
    "V-Ray licence client pointing at the local licence server with empty user and pass",
    "xml",
)
regd(
    FG,
    "du-an/<<org>>/zalo_nhom_thi_cong_<<n>>.txt",
    """[<<t1>> <<dmys>>] <<last>> <<first>>: Anh gửi em mật khẩu Drive với
[<<t2>> <<dmys>>] <<last2>> <<first2>>: Anh gửi qua email công ty rồi, không gửi trên Zalo nhé
""",
    "Vietnamese chat mentioning the password (sent by e-mail) without giving it",
    "",
)

# ----------------------------------------------------------------------------- h (Chile)

regd(
    FH,
    "rpi-cliente-<<n>>/etc/wpa_supplicant/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=CL

network={
    ssid="<<orgu>>_INVITADOS"
    key_mgmt=NONE
}
""",
    "wpa_supplicant for an open guest network (key_mgmt=NONE, no psk)",
    "",
)
regd(
    FH,
    "web-<<n>>/.env.example",
    """TBK_ENVIRONMENT=LIVE
TBK_COMMERCE_CODE=
TBK_API_KEY_SECRET=
TBK_RETURN_URL=https://<<dom>>/webpay/retorno
""",
    "Transbank .env template with empty commerce code and key",
    "",
)
regd(
    FH,
    "monitoreo-<<n>>/grafana/grafana.ini",
    """[security]
admin_user = admin
admin_password = $__env{GF_ADMIN_PASSWORD}

[users]
allow_sign_up = false
""",
    "grafana.ini expanding the admin password from an environment variable ($__env{...})",
    "ini",
)

# ----------------------------------------------------------------------------- i (India)

regd(
    FI,
    "srv/paperless_<<n>>/docker-compose.yml",
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: paperless
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets: [pg_password]
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
    "Compose file using a Docker secret file for the PostgreSQL password",
)
regd(
    FI,
    "rmc-orders-<<n>>/core/settings.py",
    """import os

RAZORPAY_KEY_ID = os.environ["RAZORPAY_KEY_ID"]
RAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]
""",
    "Django settings reading the Razorpay key pair from os.environ",
)
regd(
    FI,
    "office/portal_logins_<<y>>.csv",
    """Portal,URL,User ID,Password,Mobile (OTP),Remarks
GeM,https://gem.gov.in,<<user>>,,<<phone>>,OTP login only
GST,https://www.gst.gov.in,<<orgu>><<nnnn>>,(CA ke paas),<<phone2>>,
""",
    "portal list whose password cells are empty or say the accountant holds it",
    "",
)

# ----------------------------------------------------------------------------- j (Malaysia)

regd(
    FJ,
    "home/<<fa>>/.netrc",
    """machine ftp.<<dom>>
login <<user>>
""",
    ".netrc with a login but no password (ftp prompts for it)",
    "",
)
regd(
    FJ,
    "laptop-<<fa>>/Downloads/Chrome Passwords.csv",
    """name,url,username,password,note
accounts.google.com,https://accounts.google.com/,<<email>>,,passkey
cims.cidb.gov.my,https://cims.cidb.gov.my/,<<user>>,,
""",
    "Chrome password export whose rows have no password (passkey / never saved)",
    "",
)
regd(
    FJ,
    "iis-<<n>>/PortalTender/web.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <!-- merchant key is set in the App Service configuration, not here -->
    <add key="iPay88.MerchantCode" value="" />
    <add key="iPay88.MerchantKey" value="" />
  </appSettings>
</configuration>
""",
    "web.config with empty iPay88 values (set by the hosting configuration)",
)

# ----------------------------------------------------------------------------- k (Korea)

regd(
    FK,
    "contract-<<n>>/config/application.yml",
    """toss:
  payments:
    client-key: ${TOSS_CLIENT_KEY}
    secret-key: ${TOSS_SECRET_KEY}
spring:
  datasource:
    password: ${DB_PASSWORD}
""",
    "Spring application.yml with ${...} placeholders resolved from the environment",
)
regd(
    FK,
    "공유/<<org>>/카톡_공무팀_<<y>>.txt",
    """공무팀 님과 카카오톡 대화
--------------- <<y>>년 3월 4일 화요일 ---------------
[<<last>><<first>>] [오전 9:12] 출입 시스템 비밀번호 알려주실 수 있나요?
[<<last2>><<first2>>] [오전 9:15] 카톡으로는 안 돼요. 사무실 오시면 알려드릴게요
""",
    "KakaoTalk chat refusing to send the password over chat",
    "",
)
regd(
    FK,
    "공유/<<org>>/handover_<<n>>.txt",
    """인수인계서
1. 현장 출입 시스템
   관리자 계정: <<user>>
   비밀번호: 팀장님께 직접 문의 (문서에 기재 금지)
""",
    "handover note that names the account but says to ask the team lead for the password",
    "",
)

# ----------------------------------------------------------------------------- l (Ethiopia)

regd(
    FL,
    "rig-bot/<<org>>/bot_<<n>>.py",
    """import os

import requests

BOT_TOKEN = os.environ["RIG_BOT_TOKEN"]
requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage", json={"chat_id": os.environ["CHAT_ID"], "text": "ok"}, timeout=20)
""",
    "Telegram bot reading its token from the environment",
)
regd(
    FL,
    "phone-dump/<<org>>/sms_thread_<<n>>.txt",
    """<<first2>> <<last2>> (<<phone2>>)
<<dmys>> <<t1>>  ← የላፕቶፑ የይለፍ ቃል ምንድን ነው?
<<dmys>> <<t2>>  → ነገ ቢሮ ስትመጣ በአካል እሰጥሃለሁ
""",
    "Amharic SMS thread promising to give the password in person",
    "",
)
regd(
    FL,
    "tablets/<<org>>/odk_settings_<<n>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<settings>
  <general>
    <server_url>https://odk.<<dom>>/v1/key/<<h8>>/projects/<<n>></server_url>
    <username><<user>></username>
    <password></password>
  </general>
</settings>
""",
    "ODK Collect settings with an empty password element (app-user token URL is not included)",
)

# ----------------------------------------------------------------------------- m (Germany)

regd(
    FM,
    "konfigurator/<<org>>/.env.dist",
    """APP_ENV=prod
MOLLIE_API_KEY=
DATABASE_URL=mysql://konfig:${DB_PASS}@<<lan>>:3306/konfigurator
""",
    "dotenv template: empty Mollie key and a ${DB_PASS} reference",
    "",
)
regd(
    FM,
    "Mail/<<fa>>/Gesendet/<<date>>_Zugang_Bauherrenportal.eml",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Ihr Zugang zum Bauherrenportal
Content-Type: text/plain; charset="utf-8"

Sehr geehrte Familie <<last2>>,

Ihr Benutzername lautet <<email2>>. Das Kennwort erhalten Sie aus Sicherheitsgründen
separat per SMS.

Mit freundlichen Grüßen
<<first>> <<last>>
""",
    "German e-mail saying the password comes separately by SMS",
    "",
)
regd(
    FM,
    "werk/<<org>>/cnc/SHA256SUMS",
    """<<h32>><<h32>>  wand_<<n>>_EG.bvx
<<h16>><<h24>><<h24>>  decke_<<n>>_OG.bvx
""",
    "SHA-256 checksums of BTL/BVX CNC programs",
    "",
)

# ----------------------------------------------------------------------------- n (Greece)

regd(
    FN,
    "vpn/<<org>>_<<n>>/client.ovpn",
    """client
dev tun
proto udp
remote vpn.<<dom>> 1194
auth-user-pass
remote-cert-tls server
cipher AES-256-GCM
""",
    "OpenVPN profile with auth-user-pass and no file: the client prompts for the password",
    "",
)
regd(
    FN,
    "backup/<<org>>/Viber Τεχνικοί <<n>>.txt",
    """[<<dmys>>, <<t1>>] <<first>> <<last>>: Μου στέλνεις τον κωδικό του λογισμικού διάγνωσης;
[<<dmys>>, <<t2>>] <<first2>> <<last2>>: Όχι εδώ, σε παίρνω τηλέφωνο σε 5 λεπτά
""",
    "Greek Viber chat that will give the password by phone",
    "",
)
regd(
    FN,
    "scripts/aade_mydata_<<fa>>.py",
    """import os

AADE_USER_ID = os.getenv("AADE_USER_ID")
AADE_SUBSCRIPTION_KEY = os.getenv("AADE_SUBSCRIPTION_KEY")
""",
    "myDATA credentials read from environment variables",
)

# ----------------------------------------------------------------------------- o (New Zealand)

regd(
    FO,
    "backup/<<org>>/tablet_<<fa>>/WifiConfigStore.xml",
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<WifiConfigStoreData>
<int name="Version" value="3" />
<NetworkList>
<Network>
<WifiConfiguration>
<string name="ConfigKey">&quot;Council-Guest&quot;NONE</string>
<string name="SSID">&quot;Council-Guest&quot;</string>
<null name="PreSharedKey" />
</WifiConfiguration>
</Network>
</NetworkList>
</WifiConfigStoreData>
""",
    "Android Wi-Fi store for an open network: PreSharedKey is null",
)
regd(
    FO,
    "wiki/<<org>>/Office-logins.md",
    """# Office logins – <<orgc>>

All passwords live in the team 1Password vault "Office". Do not paste them here.

| System | Login | Password |
|---|---|---|
| Council property files | <<email>> | 1Password: Office / Council |
| Xero | <<email2>> | 1Password: Office / Xero (2FA) |
""",
    "wiki table whose password column points at 1Password entries",
    "",
)
regd(
    FO,
    "report-mailer/<<org>>/src/mailer.ts",
    """import sgMail from '@sendgrid/mail';

sgMail.setApiKey(process.env.SENDGRID_API_KEY ?? '');
""",
    "SendGrid key taken from process.env",
    "",
)

# ----------------------------------------------------------------------------- p (Brazil)

regd(
    FP,
    "k8s/<<org>>/nfe-emissor-externalsecret.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: nfe-emissor
  namespace: <<org>>
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  target:
    name: nfe-emissor
  data:
    - secretKey: NFE_CERT_PASSWORD
      remoteRef:
        key: kv/<<org>>/nfe
        property: cert_password
""",
    "ExternalSecret pointing at a Vault path: no value in the file",
)
regd(
    FP,
    "nvr/<<org>>/go2rtc.yaml",
    """streams:
  balanca: rtsp://${CAM_USER}:${CAM_PASS}@<<lan>>:554/cam/realmonitor?channel=1&subtype=0
api:
  listen: ":1984"
""",
    "go2rtc streams with ${CAM_USER}/${CAM_PASS} environment substitution",
)
regd(
    FP,
    "backup/<<org>>/Conversa do WhatsApp com Pátio <<n>>.txt",
    """<<dmys>> <<t1>> - <<first>> <<last>>: Qual a senha da balança mesmo?
<<dmys>> <<t2>> - <<first2>> <<last2>>: Tá no caderno da balança, segunda página
""",
    "Portuguese chat pointing to a notebook instead of giving the password",
    "",
)
