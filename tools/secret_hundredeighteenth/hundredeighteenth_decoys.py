# ruff: noqa: E501
"""The hundred-and-eighteenth corpus's decoys: three per family, files that look like the formats
but hold no live credential (each with its ``why``)."""

from __future__ import annotations

import hashlib

from hundredeighteenth_formats_a import KE
from hundredeighteenth_formats_b import PL
from hundredeighteenth_formats_c import KR
from hundredeighteenth_formats_d import VN
from hundredeighteenth_formats_e import BR
from hundredeighteenth_formats_f import GR
from hundredeighteenth_formats_g import NG
from hundredeighteenth_formats_h import CL
from hundredeighteenth_formats_i import IN
from hundredeighteenth_formats_j import EG
from hundredeighteenth_formats_k import TH
from hundredeighteenth_formats_l import UA
from hundredeighteenth_formats_m import PH
from hundredeighteenth_formats_n import ET_
from hundredeighteenth_formats_o import ID
from hundredeighteenth_formats_p import FJ
from hundredeighteenth_spec import regd

DECOYS = (
    # ---- a: Kenya primary school office
    (
        KE,
        "srv/<<org>>-fees/.env.production",
        """# School fees paybill - values injected by the hosting panel
MPESA_ENV=production
MPESA_SHORTCODE=<<n>>41
MPESA_CONSUMER_KEY=${MPESA_CONSUMER_KEY}
MPESA_CONSUMER_SECRET=${MPESA_CONSUMER_SECRET}
MPESA_PASSKEY=${MPESA_PASSKEY}
MPESA_CALLBACK_URL=https://fees.<<dom>>/api/mpesa/callback
""",
        "Daraja settings that only reference environment variables set elsewhere",
        "",
    ),
    (
        KE,
        "chats/ofisi_walimu_<<n>>.txt",
        """<<dmy2>>, <<hm>> - <<fn>> <<ln>>: Mwalimu naomba nenosiri ya NEMIS
<<dmy2>>, <<hm>> - <<fn2>> <<ln2>>: Siwezi kuituma hapa, nitakupigia simu jioni
<<dmy2>>, <<hm>> - <<fn>> <<ln>>: Sawa, asante
""",
        "Swahili chat that asks for a password and refuses to send it",
        "",
    ),
    (
        KE,
        "ada_<<y>>_<<n>>/xl/sharedStrings.xml",
        """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="8" uniqueCount="8"><si><t>Jina</t></si><si><t>Darasa</t></si><si><t>Akaunti</t></si><si><t>Nenosiri</t></si><si><t><<fn>> <<ln>></t></si><si><t><<grade>></t></si><si><t><<email>></t></si><si><t>••••••••</t></si></sst>
""",
        "spreadsheet strings whose password cell is masked with bullets",
        None,
    ),
    # ---- b: Poland liceum IT teacher
    (
        PL,
        "var/www/moodle/config.php",
        """<?php  // Moodle configuration file
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype    = 'mariadb';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = getenv('MOODLE_DB_PASS');
$CFG->wwwroot   = 'https://e-lekcje.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
require_once(__DIR__ . '/lib/setup.php');
""",
        "Moodle config reading the database password from the environment",
        "",
    ),
    (
        PL,
        "mikrotik/pracownia_<<n>>.rsc",
        """# <<date>> <<hms>> by RouterOS 7.14.3
# software id = <<hex8>>
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
add authentication-types=wpa2-psk mode=dynamic-keys name=pracownia supplicant-identity=""
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=poland disabled=no mode=ap-bridge security-profile=pracownia ssid="Sala<<n2>>-Informatyka"
""",
        "RouterOS 7 export without show-sensitive: the pre-shared key is left out",
        "",
    ),
    (
        PL,
        "gsuite/import_<<date>>.csv",
        """First Name [Required],Last Name [Required],Email Address [Required],Password [Required],Org Unit Path [Required],Change Password at Next Sign-In
<<fn>>,<<ln>>,<<email>>,,/Uczniowie/<<grade>>,TRUE
<<fn2>>,<<ln2>>,<<email2>>,,/Uczniowie/<<grade>>,TRUE
""",
        "Google Admin bulk-upload CSV with the password column left empty",
        "",
    ),
    # ---- c: Korea hagwon
    (
        KR,
        "config/application.yml",
        """toss:
  payments:
    client-key: "${TOSS_CLIENT_KEY}"
    secret-key: "${TOSS_SECRET_KEY}"
    success-url: "https://pay.<<dom>>/tuition/success"
""",
        "Spring configuration with placeholders resolved from the environment",
        None,
    ),
    (
        KR,
        "kakao/KakaoTalk_<<date>>_<<n>>.txt",
        """<<orgc>> 강사방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hms>>

[<<ln>><<fn>>] [오후 <<hm12>>] 원장님 관리자 비밀번호 알려주실 수 있나요?
[<<ln2>><<fn2>>] [오후 <<hm12>>] 비밀번호는 내일 학원에서 직접 알려드릴게요
""",
        "KakaoTalk chat that mentions a password without giving one",
        "",
    ),
    (
        KR,
        "CCTV/강의실_<<n>>.m3u",
        """#EXTM3U
#EXTINF:-1,1강의실 (NVR 인증은 Wisenet Viewer에서)
rtsp://<<ip>>:554/0/profile2/media.smp
#EXTINF:-1,복도
rtsp://<<ip>>:554/2/profile2/media.smp
""",
        "camera playlist without user info in the URLs",
        "",
    ),
    # ---- d: Vietnam language centre
    (
        VN,
        "publish/<<org>>/appsettings.json",
        """{
  "VnPay": {
    "TmnCode": "",
    "HashSecret": "",
    "BaseUrl": "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html"
  },
  "AllowedHosts": "*"
}
""",
        "appsettings with empty VNPay values",
        None,
    ),
    (
        VN,
        "backup/rclone_<<org>>.conf",
        """[wasabi]
type = s3
provider = Wasabi
env_auth = true
region = ap-southeast-1
endpoint = s3.ap-southeast-1.wasabisys.com
""",
        "rclone remote that takes its keys from the environment (env_auth)",
        "ini",
    ),
    (
        VN,
        "Zalo/nhom_giao_vien_<<n>>.txt",
        """[<<dmy>> <<hm>>] <<ln>> <<fn>>: Chị ơi mật khẩu Zoom mới là gì ạ?
[<<dmy>> <<hm>>] <<ln2>> <<fn2>>: Chị gửi qua email cho em rồi nhé, không để trong nhóm
""",
        "Zalo chat that mentions a password sent elsewhere",
        "",
    ),
    # ---- e: Brazil driving theory
    (
        BR,
        "cobranca/.env.example",
        """APP_ENV=production
ASAAS_URL=https://api.asaas.com/v3
ASAAS_API_KEY=
ASAAS_WEBHOOK_EMAIL=financeiro@<<dom>>
""",
        "template .env with an empty Asaas key",
        "",
    ),
    (
        BR,
        "simulado-app/release/SHA256SUMS_<<n>>.txt",
        """<<h1>>  simulado-<<org>>-2.3.<<n2>>.apk
<<h2>>  simulado-<<org>>-2.3.<<n2>>.aab
""",
        "SHA-256 checksums of the app release",
        "",
    ),
    (
        BR,
        "Downloads/whats_<<org>>_<<date>>.txt",
        """[<<dmy>> <<hms>>] <<fn>> <<ln>>: Qual a senha do portal do Detran?
[<<dmy>> <<hms>>] <<fn2>> <<ln2>>: Tá no caderno da secretaria, não mando por aqui
""",
        "WhatsApp chat that mentions where the password is without giving it",
        "",
    ),
    # ---- f: Greece music school
    (
        GR,
        "homeassistant/configuration.yaml",
        """homeassistant:
  name: <<orgc>> αίθουσες
nuki:
  host: <<ip>>
  token: !secret nuki_bridge_token
camera:
  - platform: generic
    stream_source: !secret entrance_camera_url
""",
        "Home Assistant configuration that only points at !secret names",
        "",
    ),
    (
        GR,
        "didaktra/viva_<<n>>.py",
        """import os

import requests

VIVA_CLIENT_ID = os.environ["VIVA_CLIENT_ID"]
VIVA_CLIENT_SECRET = os.environ["VIVA_CLIENT_SECRET"]
r = requests.post(
    "https://accounts.vivapayments.com/connect/token",
    data={"grant_type": "client_credentials"},
    auth=(VIVA_CLIENT_ID, VIVA_CLIENT_SECRET),
)
""",
        "Viva Wallet script reading its credentials from the environment",
        None,
    ),
    (
        GR,
        "eml/logistis_<<date>>.eml",
        """From: <<fa2>>.<<la2>>@logistiko-grafeio.gr
To: <<email>>
Subject: myDATA
Content-Type: text/plain; charset="UTF-8"

Καλησπέρα κ. <<ln>>, ο κωδικός myDATA θα σας σταλεί με SMS από την ΑΑΔΕ.
""",
        "Greek e-mail that says the code will come by SMS",
        "",
    ),
    # ---- g: Nigeria coding bootcamp
    (
        NG,
        "enrol-api/.env",
        """PORT=4000
NODE_ENV=production
PAYSTACK_PUBLIC_KEY=pk_live_<<h3>>
PAYSTACK_SECRET_KEY=
PAYSTACK_CALLBACK=https://<<dom>>/enrol/verify
""",
        "publishable Paystack key only; the secret key is empty",
        "",
    ),
    (
        NG,
        "home/<<fa>>/.config/gh/hosts.yml",
        """github.com:
    users:
        <<fa>>-<<org>>:
    git_protocol: https
    user: <<fa>>-<<org>>
""",
        "gh hosts.yml when the token is kept in the system keyring",
        None,
    ),
    (
        NG,
        "deploy/<<org>>/mongo-secret-<<n>>.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: lms-mongo
  namespace: <<org>>
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  data:
    - secretKey: MONGO_PASSWORD
      remoteRef:
        key: kv/<<org>>/lms
        property: mongo_password
""",
        "ExternalSecret that points at a vault path",
        None,
    ),
    # ---- h: Chile Montessori kindergarten
    (
        CL,
        "boot/wpa_supplicant_<<n>>.conf",
        """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=CL

network={
    ssid="<<orgc>>-Invitados"
    key_mgmt=NONE
}
""",
        "open Wi-Fi network: no pre-shared key",
        "",
    ),
    (
        CL,
        "config/transbank.yml",
        """production:
  commerce_code: "<%= ENV['TBK_COMMERCE_CODE'] %>"
  api_key_secret: "<%= ENV['TBK_API_KEY_SECRET'] %>"
  environment: "production"
""",
        "ERB references to environment variables",
        None,
    ),
    (
        CL,
        "correos/clave_sige_<<date>>.eml",
        """From: <<fa2>> <<la2>> <direccion@<<dom>>>
To: <<email>>
Subject: Clave SIGE

Hola <<fn>>, la clave de SIGE te la dicto por teléfono mañana. Cariños, <<fn2>>
""",
        "Spanish e-mail that promises the password by phone",
        "",
    ),
    # ---- i: India boarding house office
    (
        IN,
        "fees/settings/production.py",
        """import os

from .base import *  # noqa

RAZORPAY_KEY_ID = os.environ["RAZORPAY_KEY_ID"]
RAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]
""",
        "Django settings reading Razorpay keys from the environment",
        None,
    ),
    (
        IN,
        "fedena/config/database.yml",
        """production:
  adapter: mysql2
  database: fedena_<<org>>
  username: fedena
  password: "<%= ENV['FEDENA_DB_PASSWORD'] %>"
  host: localhost
""",
        "database.yml with an ERB environment reference",
        None,
    ),
    (
        IN,
        "Downloads/whatsapp_<<org>>_<<date>>.txt",
        """[<<dmy2>>, <<hm12>>:<<n2>> <<ampm>>] <<fn>> <<ln>>: सर, ERP का पासवर्ड भेज दीजिए
[<<dmy2>>, <<hm12>>:<<n2>> <<ampm>>] <<fn2>> <<ln2>>: पासवर्ड ऑफिस में आकर ले लेना, यहाँ नहीं भेजूँगा
""",
        "Hindi chat that refuses to send the password",
        "",
    ),
    # ---- j: Egypt exam academy
    (
        EG,
        "root/.my.cnf",
        """[client]
user=root
# root uses unix_socket authentication, no password here
socket=/run/mysqld/mysqld.sock
""",
        "MySQL client file relying on socket authentication",
        "",
    ),
    (
        EG,
        "platform/.env.example",
        """APP_NAME="Platform"
PAYMOB_API_KEY=
PAYMOB_INTEGRATION_ID_CARD=
PAYMOB_HMAC=
""",
        "template .env with empty Paymob values",
        "",
    ),
    (
        EG,
        "Documents/tg_markaz_<<date>>.txt",
        """<<fn>> <<ln>>, [<<dmy>> <<hm>>]
يا مستر ممكن كلمة السر بتاعة المنصة؟

<<fn2>> <<ln2>>, [<<dmy>> <<hm>>]
هبعتهالك في الخاص بعد الحصة
""",
        "Arabic chat that mentions a password without giving it",
        "",
    ),
    # ---- k: Thailand school bus
    (
        TH,
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
        "Traccar on the embedded H2 database with an empty password",
        "",
    ),
    (
        TH,
        "etc/wireguard/wg0_bus<<n2>>.conf",
        """[Interface]
Address = 10.66.<<n2>>.2/32
PostUp = wg set %i private-key /etc/wireguard/private.key

[Peer]
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.66.0.0/16
""",
        "WireGuard config that loads its private key from a file",
        "",
    ),
    (
        TH,
        "Downloads/line_chat_<<date>>_<<n>>.txt",
        """<<hm>>\t<<fn>> <<ln>>\tพี่ครับ ขอรหัสผ่านแอป GPS หน่อยครับ
<<hm>>\t<<fn2>> <<ln2>>\tรหัสผ่านเดี๋ยวโทรบอกนะ ไม่ส่งในไลน์
""",
        "LINE chat that mentions a password and says it will be phoned",
        "",
    ),
    # ---- l: Ukraine special-needs school
    (
        UA,
        "home/<<fa>>/.docker/config.json",
        """{
\t"auths": {
\t\t"registry.<<dom>>": {}
\t},
\t"credsStore": "desktop"
}
""",
        "Docker config where credentials live in the desktop credential store",
        "json",
    ),
    (
        UA,
        "srv/hmara.<<org>>/config/config.php",
        """<?php
$CONFIG = array (
  'trusted_domains' => array (0 => 'hmara.<<dom>>'),
  'datadirectory' => '/srv/nextcloud-data',
  'dbtype' => 'sqlite3',
  'default_language' => 'uk',
  'installed' => true,
);
""",
        "Nextcloud on SQLite: no database password",
        "",
    ),
    (
        UA,
        "Viber/Viber_export_<<n>>.csv",
        """Date,Time,Sender,Sender phone,Message
<<dmy>>,<<hm>>,<<fn>> <<ln>>,<<phone>>,"Який пароль від планшета?"
<<dmy>>,<<hm>>,<<fn2>> <<ln2>>,<<phone2>>,"Паролі у вайбері не пишу, підійдіть до мене"
""",
        "Ukrainian Viber export that mentions a password without giving one",
        "",
    ),
    # ---- m: Philippines canteen
    (
        PH,
        "POS/startup/map_share_<<org>>.bat",
        """@echo off
REM hihingi ng password pag-start
net use P: \\\\<<ip>>\\kantina /user:<<org>>\\canteen * /persistent:yes
""",
        "net use with * so Windows prompts for the password",
        "",
    ),
    (
        PH,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.5" platform="windows">
\t<Servers>
\t\t<Server>
\t\t\t<Host>ftp.<<dom>></Host>
\t\t\t<Port>21</Port>
\t\t\t<User>menu@<<dom>></User>
\t\t\t<Logontype>3</Logontype>
\t\t\t<Name>Kantina menu site</Name>
\t\t</Server>
\t</Servers>
</FileZilla3>
""",
        "FileZilla site set to ask for the password (Logontype 3)",
        None,
    ),
    (
        PH,
        "arduino/meal_card_reader/meal_card_reader.ino",
        """#include <ESP8266WiFi.h>
#include "secrets.h"  // WIFI_PASS, MQTT_PASS (not in the repository)

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
}

void loop() {}
""",
        "Arduino sketch taking its passwords from an untracked header",
        "",
    ),
    # ---- n: Ethiopia adult literacy
    (
        ET_,
        "kolibri/options.ini",
        """[Database]
DATABASE_ENGINE = sqlite

[Deployment]
HTTP_PORT = 8080
LANGUAGES = am,en
""",
        "Kolibri on SQLite: no database password",
        "ini",
    ),
    (
        ET_,
        "odk/collect_settings_<<n>>.json",
        """{
  "general": {
    "server_url": "https://odk.<<dom>>/v1/projects/3",
    "username": "enumerator<<n2>>",
    "password": ""
  },
  "project": {"name": "Literacy baseline"}
}
""",
        "ODK Collect settings without a password (enumerators type it)",
        None,
    ),
    (
        ET_,
        "analysis/learner_assessment_<<n>>.R",
        """library(httr)
kobo_token <- Sys.getenv("KOBO_TOKEN")
res <- GET("https://kf.kobotoolbox.org/api/v2/assets/",
           add_headers(Authorization = paste("Token", kobo_token)))
""",
        "R script reading the Kobo token from the environment",
        "",
    ),
    # ---- o: Indonesia international school admissions
    (
        ID,
        "config/midtrans.php",
        """<?php

return [
    'server_key' => env('MIDTRANS_SERVER_KEY'),
    'client_key' => env('MIDTRANS_CLIENT_KEY'),
    'is_production' => true,
];
""",
        "Laravel config reading Midtrans keys from the environment",
        "",
    ),
    (
        ID,
        "Calendar/campus_tour_<<n>>.ics",
        """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
DTSTART:<<y>><<mo>><<d>>T100000
SUMMARY:Virtual campus tour
DESCRIPTION:The Zoom link and passcode will be e-mailed to registered families.
UID:<<uuid>>
END:VEVENT
END:VCALENDAR
""",
        "calendar entry that says the passcode comes later",
        "",
    ),
    (
        ID,
        "home/deploy/.ssh/authorized_keys",
        """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<k1>> <<fa>>@admisi-laptop
ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<k2>> deploy@<<dom>>
""",
        "SSH public keys only",
        "",
    ),
    # ---- p: Fiji Sunday school
    (
        FJ,
        "obs-studio/basic/profiles/Sigatabu/service.json",
        """{
    "settings": {
        "bwtest": false,
        "server": "auto",
        "service": "YouTube - RTMPS",
        "use_auth": true
    },
    "type": "rtmp_common"
}
""",
        "OBS connected to YouTube by account sign-in: no stream key stored",
        None,
    ),
    (
        FJ,
        "Users/<<fa>>/PSReadLine/ConsoleHost_history_<<n>>.txt",
        """cmdkey /list
$cred = Get-Credential LOTU\\projector
New-PSDrive -Name S -PSProvider FileSystem -Root \\\\<<ip>>\\songs -Credential $cred
""",
        "PowerShell history that prompts for the credential",
        "",
    ),
    (
        FJ,
        "scans/notice_board_<<date>>_<<n>>.txt",
        """VALE NI LOTU - WIFI
<<orgc>>_Youth
Taroga na youth leader me baleta na password.
""",
        "notice that tells people to ask for the password",
        "",
    ),
)


def _public(s: dict) -> dict:
    """Public hex values some decoys show (checksums, public keys), derived from the slots."""
    seed = f"{s['org']}{s['n']}{s['hex8']}".encode()
    return {
        "h1": hashlib.sha256(seed + b"1").hexdigest(),
        "h2": hashlib.sha256(seed + b"2").hexdigest(),
        "h3": hashlib.sha1(seed).hexdigest(),
        "k1": hashlib.sha256(seed + b"k1").hexdigest()[:43],
        "k2": hashlib.sha256(seed + b"k2").hexdigest()[:43],
    }


for _fam, _path, _text, _why, _syntax in DECOYS:
    regd(_fam, _path, _text, _why, _syntax, extra=_public)
