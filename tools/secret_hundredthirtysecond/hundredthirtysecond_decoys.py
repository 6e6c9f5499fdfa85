# ruff: noqa: E501
"""The decoys: files that look like the formats but hold no live credential, three per family."""

from __future__ import annotations

import base64
import hashlib
import random

from hundredthirtysecond_formats_a import FAM as A
from hundredthirtysecond_formats_b import FAM as B
from hundredthirtysecond_formats_c import FAM as C
from hundredthirtysecond_formats_d import FAM as D
from hundredthirtysecond_formats_e import FAM as E
from hundredthirtysecond_formats_f import FAM as F
from hundredthirtysecond_formats_g import FAM as G
from hundredthirtysecond_formats_h import FAM as H
from hundredthirtysecond_formats_i import FAM as I
from hundredthirtysecond_formats_j import FAM as J
from hundredthirtysecond_formats_k import FAM as K
from hundredthirtysecond_formats_l import FAM as L
from hundredthirtysecond_formats_m import FAM as M
from hundredthirtysecond_formats_n import FAM as N
from hundredthirtysecond_formats_o import FAM as O
from hundredthirtysecond_formats_p import FAM as P
from hundredthirtysecond_spec import regd

_R = random.Random(132)
_CERT_B64 = base64.b64encode(
    b"\x30\x82\x03\x10" + bytes(_R.randrange(256) for _ in range(780))
).decode()
CERT = (
    "-----BEGIN CERTIFICATE-----\n"
    + "\n".join(_CERT_B64[i : i + 64] for i in range(0, len(_CERT_B64), 64))
    + "\n-----END CERTIFICATE-----\n"
)
SSH_PUB = (
    "ssh-ed25519 "
    + base64.b64encode(
        b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + bytes(_R.randrange(256) for _ in range(32))
    ).decode()
)
SUMS = "\n".join(
    f"{hashlib.sha256(n.encode()).hexdigest()}  {n}"
    for n in ("HaniEMR_Setup_v5.2.exe", "HaniEMR_DB_Patch_0412.sql", "readme_ko.txt")
)

# a ------------------------------------------------------------------------------------------
regd(
    A,
    "agendamento-<<org>>/.env.example",
    """APP_NAME="Agenda <<orgc>>"
APP_ENV=production
DB_CONNECTION=mysql
DB_USERNAME=agenda
DB_PASSWORD=
FEEGOW_API_URL=https://api.feegow.com/v1/api
FEEGOW_TOKEN=
""",
    "Template .env: the Feegow token and DB password are empty.",
    "",
)
regd(
    A,
    "WhatsApp/Conversa do WhatsApp com Dra. <<first2>>.txt",
    """<<dmy>> <<time>> - <<first>> <<last>>: Dra., qual a senha do iClinic? não tá salva aqui
<<dmy>> <<time2>> - Dra. <<first2>>: não vou mandar por aqui, amanhã cedo eu digito pra você
<<dmy>> <<time2>> - <<first>> <<last>>: combinado 👍
""",
    "Chat asks for a password and is refused: no value given.",
    "",
)
regd(
    A,
    "go2rtc/<<org>>/go2rtc.yaml",
    """streams:
  recepcao:
    - rtsp://admin:${DVR_PASS}@<<lan>>:554/cam/realmonitor?channel=1&subtype=0
""",
    "go2rtc substitutes ${DVR_PASS} from the environment; no password in the file.",
)

# b ------------------------------------------------------------------------------------------
regd(
    B,
    "afip/<<la>>_wsaa_<<year>>.crt",
    CERT,
    "AFIP WSAA certificate: public material, not the private key.",
    "",
)
regd(
    B,
    "Documentos/keepass-export-<<ymdc>>.csv",
    """"Group","Title","Username","Password","URL","Notes"
"Consultorio","OSDE Prestadores","<<n2>>","********","https://prestadores.osde.com.ar","export con contraseñas ocultas"
""",
    "KeePass CSV exported with the password column masked.",
    "",
)
regd(
    B,
    "home/<<fa>>/.bash_history",
    """cd ~/Documentos/Historias
smbclient //<<lan>>/historias -U <<fa>> -c 'ls'
smbclient //<<lan>>/historias -A ~/.smbcred -c 'prompt off; mput *'
""",
    "smbclient prompts for the password or reads an auth file; none on the command line.",
    "",
)

# c ------------------------------------------------------------------------------------------
regd(
    C,
    "AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host><<org>>.ftp.home.pl</Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <User>admin@<<domain>></User>
            <Logontype>3</Logontype>
            <Name>strona gabinetu</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "FileZilla logon type 3 (ask for password): no Pass element stored.",
)
regd(
    C,
    "skrypty/przypomnienia_sms.py",
    """import os

from smsapi.client import SmsApiPlClient

client = SmsApiPlClient(access_token=os.environ["SMSAPI_TOKEN"])
""",
    "SMSAPI token read from the environment.",
)
regd(
    C,
    "Poczta/Odebrane/genially-<<fa>>.eml",
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: konto Genially
Content-Type: text/plain; charset=utf-8

Cześć <<first>>, login to materialy@<<domain>>, a hasło wyślę Ci SMS-em, nie mailem.
<<first2>>
""",
    "E-mail says the password will come by SMS; none given.",
    "",
)

# d ------------------------------------------------------------------------------------------
regd(
    D,
    "etc/orthanc/orthanc.json",
    """{
  "Name": "<<orgc>> X-Ray",
  "HttpPort": 8042,
  "RemoteAccessAllowed": false,
  "AuthenticationEnabled": false,
  "RegisteredUsers": {}
}
""",
    "Orthanc on localhost with authentication off and no registered users.",
)
regd(
    D,
    "router/<<org>>-hap-<<ymdc>>.rsc",
    """# <<ymd>> by RouterOS 7.14.3
# model = hAP ac2
/interface wireless security-profiles
add authentication-types=wpa2-psk mode=dynamic-keys name=clinic supplicant-identity=""
/system identity
set name=<<org>>-kabala
""",
    "RouterOS 7 export without show-sensitive: the pre-shared key is omitted.",
    "",
)
regd(
    D,
    "scripts/reminders.py",
    """import os

from twilio.rest import Client

client = Client(os.environ["TWILIO_ACCOUNT_SID"], os.environ["TWILIO_AUTH_TOKEN"])
""",
    "Twilio credentials come from the environment.",
)

# e ------------------------------------------------------------------------------------------
regd(
    E,
    "KakaoTalk_<<ymdc>>.txt",
    """--------------- <<year>>년 <<mo>>월 <<dd>>일 ---------------
[<<first>>] [오후 2:13] 네이버 예약 비번 알려주실 수 있나요?
[<<first2>> 원장] [오후 2:20] 비번은 카톡으로 안 보내요~ 내일 데스크에서 알려줄게요
""",
    "Chat mentions the password but never gives it.",
    "",
)
regd(
    E,
    "alimtalk/.env.example",
    """SOLAPI_API_KEY=
SOLAPI_API_SECRET=
SENDER_NUMBER=
""",
    "Template .env with empty Solapi key and secret.",
    "",
)
regd(
    E,
    "emr-install/SHA256SUMS",
    SUMS + "\n",
    "SHA-256 checksums of installer files, not secrets.",
    "",
)

# f ------------------------------------------------------------------------------------------
regd(
    F,
    "tools/kintone_houmon_sync.py",
    """import os

API_TOKEN = os.environ["KINTONE_API_TOKEN"]
SUBDOMAIN = "<<org>>"
""",
    "kintone API token read from the environment.",
)
regd(
    F,
    "docker/<<org>>/docker-compose.yml",
    """services:
  db:
    image: mariadb:11
    environment:
      MYSQL_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "Compose reads the password from a Docker secret file.",
)
regd(
    F,
    "[LINE] <<first2>>とのトーク.txt",
    """<<year>>/<<mo>>/<<dd>>(水)
<<time>>\t<<first>>\tほのぼののパスワード忘れました…
<<time2>>\t<<first2>>\t事務所の金庫のメモを見てください。LINEには書かないでね
""",
    "Chat points to a memo in the safe; no password.",
    "",
)

# g ------------------------------------------------------------------------------------------
regd(
    G,
    "diet-plans-site/.env.example",
    """PAYMOB_API_KEY=
PAYMOB_INTEGRATION_ID=
PAYMOB_HMAC=
""",
    "Empty Paymob values in a template.",
    "",
)
regd(
    G,
    "WhatsApp/محادثة واتساب مع <<first2>>.txt",
    """<<dd>>/<<mo>>/<<year>> <<time>> - <<first>> <<last>>: يا دكتورة كلمة السر بتاعة الانبودي ايه؟
<<dd>>/<<mo>>/<<year>> <<time2>> - د. <<first2>>: هقولهالك بكرة في العيادة مش على الواتس
""",
    "Arabic chat refuses to give the password.",
    "",
)
regd(
    G,
    "LookinBody120/Config/DBConfig.ini",
    """[DB]
DBType=MSSQL
ServerName=<<lan>>\\LOOKINBODY
DBName=InBodyDB
IntegratedSecurity=SSPI
""",
    "Windows integrated authentication; no password.",
)

# h ------------------------------------------------------------------------------------------
regd(
    H,
    "randevu/settings/production.py",
    """import os

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "randevu",
        "PASSWORD": os.environ["DB_PASSWORD"],
    }
}
EMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD", "")
""",
    "Django settings read passwords from the environment.",
)
regd(
    H,
    "boot/wpa_supplicant.conf",
    """country=TR
network={
    ssid="<<orgc>>_Misafir"
    key_mgmt=NONE
}
""",
    "Open Wi-Fi network: no psk.",
    "",
)
regd(
    H,
    "Belgeler/hesaplar_<<year>>.fods",
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3">
 <office:body><office:spreadsheet><table:table table:name="Hesaplar">
  <table:table-row><table:table-cell><text:p>e-Nabız</text:p></table:table-cell><table:table-cell><text:p><<fa>></text:p></table:table-cell><table:table-cell><text:p>••••••••</text:p></table:table-cell></table:table-row>
 </table:table></office:spreadsheet></office:body>
</office:document>
""",
    "Spreadsheet with the password cell masked by bullets.",
    "xml",
)

# i ------------------------------------------------------------------------------------------
regd(
    I,
    "mpesa-stk/.env.example",
    """MPESA_ENV=sandbox
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
""",
    "Empty M-Pesa Daraja values in a template.",
    "",
)
regd(
    I,
    "odk/settings_<<fa>>.json",
    """{
  "general": {
    "server_url": "https://odk.<<domain>>/v1/projects/<<n>>",
    "username": "mkunga<<n>>",
    "password": ""
  }
}
""",
    "ODK Collect settings with an empty password (entered on the tablet).",
)
regd(
    I,
    "WhatsApp/WhatsApp Chat with <<first2>>.txt",
    """<<dd>>/<<mo>>/<<year>>, <<time>> - <<first>> <<last>>: Dada nenosiri la KenyaEMR ni nini?
<<dd>>/<<mo>>/<<year>>, <<time2>> - <<first2>> <<last2>>: Nitakupigia simu nikuambie, si hapa
""",
    "Swahili chat; the password is to be given by phone.",
    "",
)

# j ------------------------------------------------------------------------------------------
regd(
    J,
    "web/js/checkout.js",
    """// Omise.js - หน้าชำระเงิน (public key only)
Omise.setPublicKey('pkey_5<<hexid>><<hexid>>');
OmiseCard.configure({ publicKey: 'pkey_5<<hexid>><<hexid>>', currency: 'THB', frameLabel: '<<orgc>>' });
""",
    "Omise public key used in the browser; not a secret.",
    "",
)
regd(
    J,
    "homeassistant/configuration.yaml",
    """tapo_control:
  - host: <<lan>>
    username: !secret tapo_username
    password: !secret tapo_password
""",
    "Home Assistant !secret references; values live elsewhere.",
    "",
)
regd(
    J,
    "[LINE] แชทกับ <<first2>>.txt",
    """วันพุธ, <<dd>>/<<mo>>/<<year>>
<<time>>\t<<first>>\tรหัสผ่าน Fresha คืออะไรคะ
<<time2>>\t<<first2>>\tเดี๋ยวพี่ไปพิมพ์ให้ที่ร้านนะ ไม่ส่งในไลน์
""",
    "Thai chat refuses to send the password.",
    "",
)

# k ------------------------------------------------------------------------------------------
regd(
    K,
    "Téléchargements/nas.<<org>>.har",
    """{
  "log": {
    "version": "1.2",
    "entries": [
      {
        "request": {
          "method": "PROPFIND",
          "url": "https://nas.<<domain>>:5006/dossiers-patients/",
          "headers": [
            {"name": "Authorization", "value": "Digest username=\\"<<fa>>\\", realm=\\"nas\\", nonce=\\"<<hexid>><<hexid>>\\", uri=\\"/dossiers-patients/\\", response=\\"<<hexid>><<hexid>>abcdefab\\", qop=auth, nc=00000001, cnonce=\\"<<hexid>>\\""}
          ]
        }
      }
    ]
  }
}
""",
    "HTTP Digest header: a one-time response hash, no password.",
    "json",
)
regd(
    K,
    "home/<<fa>>/.ssh/config",
    """Host nas-cabinet
    HostName <<lan>>
    User <<fa>>
    IdentityFile ~/.ssh/id_ed25519
    IdentitiesOnly yes
""",
    "SSH by key file; no password or key material.",
    "",
)
regd(
    K,
    "Mail/Boîte de réception/agenda-<<fa>>.eml",
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: Accès agenda partagé
Content-Type: text/plain; charset=utf-8

Bonjour <<first>>, je t'envoie le mot de passe par SMS tout à l'heure.
<<first2>>
""",
    "French e-mail promises the password by SMS; none given.",
    "",
)

# l ------------------------------------------------------------------------------------------
regd(
    L,
    "home/<<fa>>/.my.cnf",
    """[client]
user=<<fa>>
socket=/var/run/mysqld/mysqld.sock
# auth_socket: no password needed for the local account
""",
    "MySQL client via auth_socket; no password.",
    "ini",
)
regd(
    L,
    "public/js/book.js",
    """const options = {
  key: 'rzp_live_<<hexid>>ab',
  amount: 150000,
  currency: 'INR',
  name: '<<orgc>> Counselling',
};
new Razorpay(options).open();
""",
    "Razorpay checkout key id (public); the key secret is not here.",
    "",
)
regd(
    L,
    "WhatsApp/WhatsApp Chat with <<first2>>.txt",
    """<<dd>>/<<mo>>/<<yy>>, <<time>> - <<first>> <<last>>: मैम Practo का password?
<<dd>>/<<mo>>/<<yy>>, <<time2>> - <<first2>> <<last2>>: call पर बताती हूँ, यहाँ मत मांगो
""",
    "Hindi chat; the password is to be told on a call.",
    "",
)

# m ------------------------------------------------------------------------------------------
regd(
    M,
    "etc/fstab",
    """UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
//<<lan>>/ketqua  /mnt/ketqua  cifs  credentials=/root/.smbcred,uid=1000,iocharset=utf8  0  0
""",
    "fstab points to a credentials file; no password inline.",
    "",
)
regd(
    M,
    "config/vnpay.php",
    """<?php
$vnp_TmnCode = getenv('VNP_TMNCODE');
$vnp_HashSecret = getenv('VNP_HASHSECRET');
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
""",
    "VNPAY secret read from the environment.",
    "",
)
regd(
    M,
    "Zalo/tin-nhan-<<fa2>>.txt",
    """<<first>>
Chị ơi mật khẩu Noah là gì ạ?
<<time>>

<<first2>>
Mai chị lên nhập cho, không gửi qua Zalo nha
<<time2>>
""",
    "Vietnamese chat declines to send the password.",
    "",
)

# n ------------------------------------------------------------------------------------------
regd(
    N,
    "pendaftaran/.env.example",
    """MIDTRANS_IS_PRODUCTION=false
MIDTRANS_CLIENT_KEY=Mid-client-<<hexid>>
MIDTRANS_SERVER_KEY=
""",
    "Only the public Midtrans client key; server key empty.",
    "",
)
regd(
    N,
    "config/satusehat.yaml",
    """satusehat:
  environment: production
  client_id: ${SATUSEHAT_CLIENT_ID}
  client_secret: ${SATUSEHAT_CLIENT_SECRET}
""",
    "SATUSEHAT credentials as environment references.",
)
regd(
    N,
    "unduhan/Akun Terapis - Sheet1.csv",
    """Nama,Peran,Email,Kata Sandi,Catatan
<<first>> <<last>>,Terapis okupasi,<<email>>,(reset lewat email),
<<first2>> <<last2>>,Admin,<<email2>>,(pakai SSO Google),
""",
    "Password column holds notes, no passwords.",
    "",
)

# o ------------------------------------------------------------------------------------------
regd(
    O,
    "scripts/cliniko_export.py",
    """import os

import requests

CLINIKO_KEY = os.environ["CLINIKO_API_KEY"]
r = requests.get("https://api.au2.cliniko.com/v1/patients", auth=(CLINIKO_KEY, ""), timeout=20)
""",
    "Cliniko key from the environment.",
)
regd(
    O,
    "home/<<fa>>/.bash_history",
    """cd ~/clinic-notes
rsync -av -e "ssh -i ~/.ssh/id_ed25519" ./ backup@<<lan>>:/volume1/rongoa/
exit
""",
    "rsync over SSH with a key file; no password.",
    "",
)
regd(
    O,
    "home/<<fa>>/.ssh/id_ed25519.pub",
    SSH_PUB + " <<fa>>@<<org>>-laptop\n",
    "SSH public key: public material.",
    "",
)

# p ------------------------------------------------------------------------------------------
regd(
    P,
    "root/.docker/config.json",
    """{
	"auths": {
		"registry.<<domain>>": {}
	},
	"credsStore": "desktop"
}
""",
    "Docker credentials kept in the OS credential store; no auth in the file.",
)
regd(
    P,
    "[LINE] 與<<first2>>的聊天.txt",
    """<<year>>/<<mo>>/<<dd>>（四）
<<time>>\t<<first>>\t學姊 健保VPN密碼是多少？
<<time2>>\t<<first2>>\t密碼不要在LINE講，我等一下過去幫妳輸入
""",
    "Chinese chat refuses to send the password.",
    "",
)
regd(
    P,
    "public_html/wp-config.php",
    """<?php
define( 'DB_NAME', getenv('WP_DB_NAME') );
define( 'DB_USER', getenv('WP_DB_USER') );
define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
""",
    "WordPress DB password from the environment.",
    "",
)
