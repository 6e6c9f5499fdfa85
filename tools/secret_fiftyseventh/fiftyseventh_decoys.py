"""Decoys of the fifty-seventh corpus: three per family, files like the planted ones that hold no
real credential. Each says in its ``why`` what makes it not a secret."""

# ruff: noqa: E501

from __future__ import annotations

from fiftyseventh_formats_a import F as A
from fiftyseventh_formats_b import F as B
from fiftyseventh_formats_c import F as C
from fiftyseventh_formats_d import F as D
from fiftyseventh_formats_e import F as E
from fiftyseventh_formats_f import F as FF
from fiftyseventh_formats_g import F as G
from fiftyseventh_formats_h import F as H
from fiftyseventh_formats_i import F as II
from fiftyseventh_formats_j import F as J
from fiftyseventh_formats_k import F as K
from fiftyseventh_formats_l import F as L
from fiftyseventh_formats_m import F as M
from fiftyseventh_formats_n import F as N
from fiftyseventh_formats_o import F as O
from fiftyseventh_formats_p import F as P
from fiftyseventh_spec import alnum, hexs, uuid4

# --------------------------------------------------------------------------- a santorini

A.decoy(
    "channel/<<org>>/pmsxchange_<<n>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<ConnectorSettings provider="SiteMinder" interface="pmsXchange" version="2">
  <HotelCode><<hid>></HotelCode>
  <Authentication>
    <Username><<org>>_pmsx</Username>
    <Password>${SITEMINDER_PMSX_PASSWORD}</Password>
  </Authentication>
</ConnectorSettings>
""",
    "the password is a ${SITEMINDER_PMSX_PASSWORD} reference filled from the environment at start-up",
)
A.decoy(
    "chats/viber_<<fa>>_<<n>>.txt",
    """[<<dmys>>, <<time>>] <<first>> <<last>>: Άλλαξα τον κωδικό στο extranet
[<<dmys>>, <<time>>] Δέσποινα: Ποιος είναι;
[<<dmys>>, <<time>>] <<first>> <<last>>: Είναι στο Bitwarden της ρεσεψιόν, δεν τον γράφω εδώ 😉
""",
    "a Greek chat that mentions a changed password but says it is in the password manager; no value",
    "",
)
A.decoy(
    "invoicing/.env.example",
    """# ηλεκτρονικά βιβλία ΑΑΔΕ (myDATA)
MYDATA_ENV=dev
MYDATA_URL=https://mydataapidev.aade.gr
MYDATA_USER_ID=
MYDATA_SUBSCRIPTION_KEY=
""",
    "an .env.example template with the myDATA user and subscription key left empty",
    "",
)

# --------------------------------------------------------------------------- b hakone

B.decoy(
    "line/[LINE]_フロント_<<n>>.txt",
    """[LINE] フロントのトーク履歴
<<date>>(水)
<<time>>\t<<last>> <<first>>\t館内Wi-Fiのパスワードは客室のカードを見てください
<<time>>\t女将\t了解です
""",
    "a LINE chat that points to the room card for the Wi-Fi password; no password in it",
    "",
)
B.decoy(
    "kiosk/<<org>>/unattend.xml",
    """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <AutoLogon>
        <Password>
          <Value>*SENSITIVE*DATA*DELETED*</Value>
          <PlainText>true</PlainText>
        </Password>
        <Enabled>true</Enabled>
        <Username>kiosk</Username>
      </AutoLogon>
    </component>
  </settings>
</unattend>
""",
    "the unattend.xml Windows leaves after setup: the password was replaced by *SENSITIVE*DATA*DELETED*",
)
B.decoy(
    "homeassistant/configuration.yaml",
    """mqtt:
  broker: <<ip>>
  username: boiler
  password: !secret mqtt_password
sensor:
  - platform: mqtt
    name: 源泉温度
    state_topic: onsen/source/temp
""",
    "Home Assistant config that reads the MQTT password with !secret from secrets.yaml; no value here",
    "",
)

# --------------------------------------------------------------------------- c antalya

C.decoy(
    "home/<<fa>>/.bash_history",
    """cd /opt/loadsheet
curl -s --netrc https://lc.<<dom>>/api/flights/AYT/<<ymd>> | jq length
curl -s -H "Authorization: Bearer $LC_TOKEN" https://lc.<<dom>>/api/health
sudo systemctl restart loadsheet-sender
""",
    "shell history where the credentials come from ~/.netrc and a $LC_TOKEN variable; none are written out",
    "",
)
C.decoy(
    "gse-tracker/.env.example",
    """# Yer hizmet ekipmanları (GSE) takip servisi
SAMSARA_API_TOKEN=
SAMSARA_ORG=<<org>>-ayt
ALERT_SPEED_KMH=25
""",
    "an .env.example with the Samsara token left empty",
    "",
)
C.decoy(
    "vardiya/Vardiya_Listesi_<<n>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Hesaplar">
  <Table>
   <Row><Cell><Data ss:Type="String">Sistem</Data></Cell><Cell><Data ss:Type="String">Kullanıcı</Data></Cell><Cell><Data ss:Type="String">Şifre</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Ramp planlama</Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String">••••••••</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "a roster sheet whose password column is masked with bullets",
)

# --------------------------------------------------------------------------- d huecab

D.decoy(
    "app/src/main/AndroidManifest.xml",
    """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="vn.<<org>>.driver">
    <application android:label="@string/app_name">
        <meta-data android:name="com.google.android.geo.API_KEY" android:value="${MAPS_API_KEY}" />
    </application>
</manifest>
""",
    "the Maps key is a ${MAPS_API_KEY} manifest placeholder filled by Gradle from local properties",
)
D.decoy(
    "docker-compose.yml",
    """services:
  db:
    image: postgis/postgis:16-3.4
    environment:
      POSTGRES_DB: fleet
      POSTGRES_USER: fleet
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "the database password is read from a Docker secret file (POSTGRES_PASSWORD_FILE); no value here",
)
D.decoy(
    "firmware/meter/SHA256SUMS",
    """<<h1>>  taximeter-gw-2.4.1.bin
<<h2>>  taximeter-gw-2.4.2.bin
""",
    "SHA-256 checksums of taximeter gateway firmware images, public integrity hashes",
    "",
    extra=lambda rng, s: {"h1": hexs(rng, 64), "h2": hexs(rng, 64)},
)

# --------------------------------------------------------------------------- e marrakech

E.decoy(
    "public_html/wp-config.php",
    """<?php
define( 'DB_NAME', getenv('WP_DB_NAME') );
define( 'DB_USER', getenv('WP_DB_USER') );
define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
$table_prefix = 'rz_';
require_once ABSPATH . 'wp-settings.php';
""",
    "wp-config.php that reads the database password from the environment with getenv()",
    "",
)
E.decoy(
    "network/mikrotik_<<ymd>>.rsc",
    """# <<date>> 10:12:44 by RouterOS 6.49.10
/interface wireless security-profiles
add authentication-types="" mode=none name=open-guests supplicant-identity=""
/interface wireless
set [ find default-name=wlan1 ] mode=ap-bridge security-profile=open-guests ssid=<<orgc>>_Guests
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 login-by=trial name=hsprof1
""",
    "an open guest network (mode=none) with a trial-login hotspot: no pre-shared key at all",
    "",
)
E.decoy(
    "mail/<<org>>/<<n>>.eml",
    """From: <<fa>> <<la>> <<<email>>>
To: reception@<<dom>>
Subject: Accès extranet Booking
Content-Type: text/plain; charset=UTF-8

Bonjour,
Le nouveau mot de passe de l'extranet vous sera envoyé par SMS, je ne l'écris pas par e-mail.
<<fa>>
""",
    "a French e-mail saying the password will be sent by SMS; no value",
    "",
)

# --------------------------------------------------------------------------- f eilat

FF.decoy(
    "RentalDesk/appsettings.Production.json",
    """{
  "ConnectionStrings": {
    "Rental": "Server=<<host>>;Database=Rental;Integrated Security=True;TrustServerCertificate=True"
  },
  "Currency": "ILS"
}
""",
    "a connection string with Windows integrated security; there is no password",
)
FF.decoy(
    "k8s/reservations-externalsecret.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: reservations-db
  namespace: <<org>>
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  target:
    name: reservations-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: kv/<<org>>/reservations
        property: password
""",
    "an ExternalSecret that names a Vault path; the password itself is never in the file",
)
FF.decoy(
    "home/<<fa>>/.config/rclone/rclone.conf",
    """[damage-photos]
type = s3
provider = AWS
env_auth = true
region = il-central-1
""",
    "rclone remote with env_auth = true: AWS credentials come from the instance role, none stored",
    "ini",
)

# --------------------------------------------------------------------------- g krabi

G.decoy(
    "ticketing/.env.example",
    """APP_NAME="Ferry Tickets"
OMISE_PUBLIC_KEY=pkey_5<<pk>>
OMISE_SECRET_KEY=
""",
    "only the Omise public key (pkey_, embedded in the checkout page) is set; the secret key is empty",
    "",
    extra=lambda rng, s: {"pk": alnum(rng, 18, "abcdefghijklmnopqrstuvwxyz0123456789")},
)
G.decoy(
    "boat/<<n2>>/hostapd.conf",
    """interface=wlan0
driver=nl80211
ssid=<<orgc>>_Onboard_Free
hw_mode=g
channel=6
country_code=TH
auth_algs=1
wpa=0
""",
    "an open onboard Wi-Fi (wpa=0), no passphrase",
    "",
)
G.decoy(
    "line/[LINE] ท่าเรือ_<<n>>.txt",
    """<<dmys>>
<<time>>\t<<first>>\tใครลืมรหัสผ่านระบบขายตั๋ว ให้กด "ลืมรหัสผ่าน" แล้วรอ OTP ทาง SMS นะคะ
<<time>>\tประเสริฐ\tรับทราบครับ
""",
    "a Thai LINE chat explaining the password-reset OTP flow; no password in it",
    "",
)

# --------------------------------------------------------------------------- h jaipur

H.decoy(
    "flights/amadeus_search.py",
    """import os

from amadeus import Client

amadeus = Client(
    client_id=os.environ["AMADEUS_CLIENT_ID"],
    client_secret=os.environ["AMADEUS_CLIENT_SECRET"],
    hostname="production",
)
""",
    "the Amadeus client id and secret are read from environment variables",
)
H.decoy(
    "booking-site/.env",
    """NEXT_PUBLIC_SITE=https://<<dom>>
NEXT_PUBLIC_RAZORPAY_KEY_ID=rzp_live_<<kid>>
# key secret lives in the server's secret manager, never in this file
""",
    "only the Razorpay key id, which is public (it is sent to the browser for checkout)",
    "",
    extra=lambda rng, s: {"kid": alnum(rng, 14)},
)
H.decoy(
    "whatsapp/WhatsApp Chat with Office <<n>>.txt",
    """<<dmys>>, <<time>> - <<first>> <<last>>: IRCTC का पासवर्ड भूल गए तो "Forgot Password" से OTP लेकर रीसेट करो
<<dmys>>, <<time>> - विक्रम: ठीक है
""",
    "a Hindi chat about resetting the password by OTP; no password in it",
    "",
)

# --------------------------------------------------------------------------- i busan

II.decoy(
    "ticketing-api/src/main/resources/application.properties",
    """spring.application.name=ticketing-api
toss.payments.client-key=${TOSS_CLIENT_KEY}
toss.payments.secret-key=${TOSS_SECRET_KEY}
""",
    "Spring properties with ${TOSS_SECRET_KEY} placeholders resolved from the environment",
    "",
)
II.decoy(
    "etc/fstab",
    """UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
//<<ip>>/tacho  /mnt/tacho  cifs  credentials=/root/.smbcred,iocharset=utf8,vers=3.0  0  0
""",
    "the CIFS mount takes its password from a separate credentials= file; none in fstab",
    "",
)
II.decoy(
    "kakaotalk/KakaoTalk_<<ymd>>_<<n>>.txt",
    """배차실 단톡방 님과 카카오톡 대화
[<<last>><<first>>] [오후 3:12] 비밀번호 초기화 링크 메일로 보냈어요. 메일 확인해 주세요
[배차과장] [오후 3:13] 넵
""",
    "a KakaoTalk chat saying a reset link was mailed; no password",
    "",
)

# --------------------------------------------------------------------------- j chengdu

J.decoy(
    "pay-service/src/main/resources/application-prod.yaml",
    """wechat:
  pay:
    mch-id: "16<<hid>>"
    api-v3-key: ${WXPAY_APIV3_KEY}
    private-key-path: /etc/wxpay/apiclient_key.pem
""",
    "the WeChat Pay APIv3 key is a ${WXPAY_APIV3_KEY} placeholder",
)
J.decoy(
    "alipay/src/main/resources/alipay.properties",
    """alipay.app-id=2021<<hid>>
alipay.gateway=https://openapi.alipay.com/gateway.do
alipay.sign-type=RSA2
alipay.alipay-public-key=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA<<pk>>IDAQAB
alipay.app-private-key-path=/etc/alipay/app_private_key.pem
""",
    "only Alipay's platform public key (published, used to verify responses); the app private key stays in a file",
    "",
    extra=lambda rng, s: {"pk": alnum(rng, 300)},
)
J.decoy(
    "redis/redis.conf",
    """bind 127.0.0.1
port 6379
protected-mode yes
# requirepass foobared
maxmemory 256mb
""",
    "redis.conf with the stock commented-out documentation example `# requirepass foobared`",
    "",
)

# --------------------------------------------------------------------------- k arusha

K.decoy(
    "whatsapp/WhatsApp Chat with Lodge Staff <<n>>.txt",
    """<<dmys>>, <<time>> - <<first>> <<last>>: Nenosiri jipya la Wi-Fi liko kwenye daftari la mapokezi, usiliandike hapa
<<dmys>>, <<time>> - Upendo: Sawa
""",
    "a Swahili chat that says the new Wi-Fi password is in the reception book; no value",
    "",
)
K.decoy(
    "payments/.env.example",
    """MPESA_MARKET=vodacomTZN
MPESA_API_KEY=
MPESA_SERVICE_PROVIDER_CODE=
MPESA_PUBLIC_KEY_FILE=./keys/openapi_public.pem
""",
    "an M-Pesa .env.example with the API key empty; the file it names is the operator's public key",
    "",
)
K.decoy(
    "solar/vrm.yaml",
    """vrm:
  installation_id: <<hid>>
  access_token_file: /etc/vrm/token
alerts:
  soc_min_percent: 35
""",
    "the VRM token is read from a file path; only the (non-secret) installation id is here",
)

# --------------------------------------------------------------------------- l langkawi

L.decoy(
    "bot/tempahan_bot.py",
    """import os

import requests

BOT_TOKEN = os.environ["BOT_TOKEN"]


def notify(text: str) -> None:
    requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage", data={"text": text}, timeout=10)
""",
    "the Telegram bot token is read from the environment",
)
L.decoy(
    "home/<<fa>>/.docker/config.json",
    """{
\t"auths": {
\t\t"registry.gitlab.com": {}
\t},
\t"credsStore": "desktop"
}
""",
    "Docker config that keeps credentials in the OS credential store (credsStore); the auths entry is empty",
)
L.decoy(
    "scans/kad_wifi_<<n>>.txt",
    """SELAMAT DATANG KE <<orgc>>
WiFi : <<orgc>>_Percuma
Kata laluan : tiada (rangkaian terbuka)
Sarapan 7.30 - 10.00 pagi
""",
    "a Malay Wi-Fi card for an open network: 'tiada' means there is no password",
    "",
)

# --------------------------------------------------------------------------- m gudauri

M.decoy(
    "gates/controller.yaml",
    """controller:
  lift: "Sadzele 6-CLD"
server:
  url: https://access.<<dom>>/api
  username: gate<<n2>>
  password: "{{ vault_gate_password }}"
""",
    "an Ansible template: the password is a {{ vault_gate_password }} variable from the vault",
)
M.decoy(
    "webcam/upload.sh",
    """#!/bin/sh
SNAP=/tmp/kobi.jpg
wget -q -O "$SNAP" "http://<<ip>>/ISAPI/Streaming/channels/101/picture"
curl -s -T "$SNAP" --netrc-file /etc/webcam/netrc ftp://ftp.<<dom>>/webcam/kobi.jpg
""",
    "the FTP login comes from a --netrc-file; the script holds no password",
    "",
)
M.decoy(
    "mail/<<org>>/<<n>>.eml",
    """From: <<fa>> <<la>> <<<email>>>
To: lift-ops@<<dom>>
Subject: Доступ к системе турникетов
Content-Type: text/plain; charset=UTF-8

Коллеги, пароль для кассиров выдаёт старший кассир лично, в почте его не будет.
<<fa>>
""",
    "a Russian e-mail saying the password is handed over in person; no value",
    "",
)

# --------------------------------------------------------------------------- n yucatan

N.decoy(
    "pagos/checkout.js",
    """// Checkout Pro en el navegador: solo la llave pública
const mp = new MercadoPago('APP_USR-<<pubkey>>', { locale: 'es-MX' });
mp.bricks().create('wallet', 'wallet_container', { initialization: { preferenceId: window.PREF_ID } });
""",
    "a Mercado Pago public key (APP_USR-uuid), meant for the browser; the access token is not here",
    "",
    extra=lambda rng, s: {"pubkey": uuid4(rng)},
)
N.decoy(
    "eventos/.env.example",
    """APP_NAME="Boletos"
APP_ENV=local
APP_KEY=
DB_CONNECTION=mysql
DB_DATABASE=boletos
DB_USERNAME=boletos
DB_PASSWORD=
""",
    "Laravel .env.example with DB_PASSWORD and APP_KEY empty",
    "",
)
N.decoy(
    "calendario/boda_<<n>>.ics",
    """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
DTSTART:<<ymd>>T230000Z
SUMMARY:Prueba de menú
DESCRIPTION:La clave de la galería se la mando a los novios por WhatsApp.
UID:<<uuid>>@google.com
END:VEVENT
END:VCALENDAR
""",
    "a calendar entry that says the gallery password is sent separately; no value",
    "",
)

# --------------------------------------------------------------------------- o albula

O.decoy(
    "etc/systemd/system/abfahrtsanzeige.service",
    """[Unit]
Description=Abfahrtsanzeige Bahnhof Bergün

[Service]
User=display
EnvironmentFile=/etc/abfahrtsanzeige/env
ExecStart=/usr/bin/python3 /opt/display/board.py

[Install]
WantedBy=multi-user.target
""",
    "the unit loads the API token from an EnvironmentFile; no token in the unit",
    "ini",
)
O.decoy(
    "netz/bahnhof_<<n2>>_running-config.txt",
    """!
hostname BHF-BERGUEN-<<n2>>
username netadmin privilege 15 secret 9 $9$<<salt>>$<<h>>
!
line vty 0 4
 login local
!
end
""",
    "the router only holds a type-9 (scrypt) one-way hash of the password, not the password",
    "",
    extra=lambda rng, s: {
        "salt": alnum(rng, 14),
        "h": alnum(rng, 43),
    },
)
O.decoy(
    "mail/<<org>>/<<n>>.eml",
    """From: <<fa>> <<la>> <<<email>>>
To: verkauf@<<dom>>
Subject: Zugang Ticketshop
Content-Type: text/plain; charset=UTF-8

Hoi zäme
Das Passwort für den Ticketshop bekommt ihr telefonisch von mir.
Liebe Grüsse, <<fa>>
""",
    "a German e-mail saying the password comes by phone; no value",
    "",
)

# --------------------------------------------------------------------------- p horta

P.decoy(
    "site/pagamentos/easypay.php",
    """<?php
const EASYPAY_ACCOUNT_ID = '<<uuid>>';
define('EASYPAY_API_KEY', getenv('EASYPAY_API_KEY'));
""",
    "the easypay API key is read with getenv(); the account id is an identifier, not a secret",
    "",
)
P.decoy(
    "faturacao/moloni.json",
    """{
  "developer_id": "<<org>>",
  "client_secret": "",
  "company_id": <<hid>>,
  "document_set": "FT-MARINA"
}
""",
    "the Moloni client_secret is empty",
)
P.decoy(
    "fuel-dock/.env.example",
    """SQUARE_ENVIRONMENT=production
SQUARE_APPLICATION_ID=sq0idp-<<appid>>
SQUARE_LOCATION_ID=L<<loc>>
SQUARE_ACCESS_TOKEN=
""",
    "only the Square application id and location id (public identifiers); the access token is empty",
    "",
    extra=lambda rng, s: {
        "appid": alnum(rng, 22),
        "loc": alnum(rng, 12, "ABCDEFGHJKMNPQRSTVWXYZ0123456789"),
    },
)
