# ruff: noqa: E501
"""Decoys of the sixty-fifth corpus: three per family, files that look like the planted ones
but hold no usable credential. Each row is (family, path, template, why, syntax); the
families' ``Fam`` objects come from the format files."""

from __future__ import annotations

from sixtyfifth_formats_a import F as A
from sixtyfifth_formats_b import F as B
from sixtyfifth_formats_c import F as C
from sixtyfifth_formats_d import F as D
from sixtyfifth_formats_e import F as E
from sixtyfifth_formats_f import F as FF
from sixtyfifth_formats_g import F as G
from sixtyfifth_formats_h import F as H
from sixtyfifth_formats_i import F as II
from sixtyfifth_formats_j import F as J
from sixtyfifth_formats_k import F as K
from sixtyfifth_formats_l import F as L
from sixtyfifth_formats_m import F as M
from sixtyfifth_formats_n import F as N
from sixtyfifth_formats_o import F as O
from sixtyfifth_formats_p import F as P
from sixtyfifth_spec import hexs

SSH_PUB = "AAAAB3NzaC1yc2EAAAADAQABAAABAQ"

ROWS = [
    # ---- a: trullo short-let host
    (
        A,
        "public_html/<<org>>/config/smoobu.php",
        """<?php
// Configurazione Smoobu - la chiave NON sta nel repository, è nel pannello dell'hosting
define('SMOOBU_API_URL', 'https://login.smoobu.com/api');
define('SMOOBU_API_KEY', getenv('SMOOBU_API_KEY'));
define('SMOOBU_USER_ID', <<n3>><<n>>);
""",
        "the API key is read from the environment with getenv(); no value in the file",
        "",
    ),
    (
        A,
        "guida-ospiti/<<org>>/benvenuti.md",
        """# Benvenuti a <<org>>

## Wi-Fi
La rete è `<<ssid>>`. La password è stampata sull'etichetta sotto il router,
nella nicchia del trullo piccolo (la cambiamo a ogni stagione).
""",
        "a welcome book that says where the Wi-Fi key is written (router sticker) without giving it",
        "",
    ),
    (
        A,
        "pi/prenotazioni/nuki_codici.py",
        '''"""Codici tastierino Nuki: il token sta in /etc/nuki/token (chmod 600), non qui."""

from pathlib import Path

NUKI_API = "https://api.nuki.io"
NUKI_TOKEN = Path("/etc/nuki/token").read_text().strip()
SMARTLOCK_ID = <<n3>>447<<n>>
''',
        "the Nuki token is read from a root-only file at run time",
        None,
    ),
    # ---- b: wspolnota
    (
        B,
        "oplaty-<<org>>/.env.example",
        """# Skopiuj do .env i uzupełnij danymi z panelu Przelewy24
APP_ENV=production
P24_MERCHANT_ID=
P24_POS_ID=
P24_CRC=
P24_API_KEY=
P24_SANDBOX=true
""",
        "an .env.example with every Przelewy24 key left empty",
        "",
    ),
    (
        B,
        "Zarzad/<<org>>/lokale_loginy_<<y>>.csv",
        """Nr lokalu;Właściciel;Udział;Login e-Kartoteka;Hasło startowe
1;<<first_l>> <<last_l>>;52,10/1000;<<user>>;••••••••
2;<<f2_l>> <<l2_l>>;48,75/1000;<<user2>>;••••••••
""",
        "the password column is masked with bullets (the export hides it)",
        "",
    ),
    (
        B,
        "SMSBackupRestore/sms-<<y>><<mo>><<d>>.xml",
        """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="1" backup_set="<<id>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="2" subject="null" body="Pani <<f2_l>>, nowe hasło do poczty zarządu wysłałem listem poleconym na adres wspólnoty. Pozdrawiam" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<t1>>" contact_name="<<f2_l>> <<l2_l>>" />
</smses>
""",
        "an SMS that says the password was sent by registered letter; no value",
        None,
    ),
    # ---- c: kanrikumiai
    (
        C,
        "LINE/[LINE] 理事会<<y>>のトーク.txt",
        """[LINE] 理事会<<y>>のトーク履歴
保存日時：<<y>>/<<mo>>/<<d>> <<m6>>

<<y>>/<<mo>>/<<d>>(土)
<<m1>>	<<last_l>>（理事長）	集会室のWi-Fiのパスワードは、ルーター裏のシールを見てください
<<m2>>	<<l2_l>>	了解です！
""",
        "the chat points to the router sticker instead of giving the password",
        "",
    ),
    (
        C,
        "raspi/sesame/<<org>>_config.json",
        """{
  "building": "<<org>>",
  "sesame": {
    "endpoint": "https://app.candyhouse.co/api/sesame2",
    "api_key": "",
    "devices": [{"name": "エントランス", "uuid": "<<id>>", "secret_key": ""}]
  }
}
""",
        "a SESAME config template with the API key and device secret left empty",
        None,
    ),
    (
        C,
        "管理事務室/インターホン設定_<<org>>.tsv",
        """項目	設定値	備考
物件名	<<org>>	<<city>>
管理用IPアドレス	<<ip>>
管理者ID	admin
管理者パスワード	********	管理会社で保管（この表には記載しない）
""",
        "the intercom admin password is masked with asterisks and kept by the management company",
        "",
    ),
    # ---- d: condominio
    (
        D,
        "Portaria/Desktop/cameras_<<org>>.m3u",
        """#EXTM3U
#EXTINF:-1,Portão social (stream público da recepção, sem login)
rtsp://<<ip>>:554/live/ch1
#EXTINF:-1,Garagem
rtsp://<<ip>>:554/live/ch2
""",
        "RTSP URLs without any userinfo (the lobby streams are unauthenticated on the LAN)",
        "",
    ),
    (
        D,
        "var/www/<<org>>/.env.example",
        """APP_NAME="Condomínio <<org>>"
APP_ENV=local
APP_KEY=
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=condominio
DB_USERNAME=root
DB_PASSWORD=
""",
        "a Laravel .env.example with APP_KEY and DB_PASSWORD empty",
        "",
    ),
    (
        D,
        "sistema-condominio/src/boletos.js",
        """// A chave pública vai no front-end; o access token vem da variável de ambiente
import { MercadoPagoConfig } from 'mercadopago';
export const PUBLIC_KEY = 'APP_USR-<<id>>';
export const client = new MercadoPagoConfig({ accessToken: process.env.MP_ACCESS_TOKEN });
""",
        "only the Mercado Pago public key (meant for the browser); the access token comes from process.env",
        "",
    ),
    # ---- e: hausverwaltung
    (
        E,
        "home/<<user>>/.msmtprc",
        """defaults
auth           on
tls            on
account        verwaltung
host           smtp.<<dom>>
port           587
from           nebenkosten@<<dom>>
user           nebenkosten@<<dom>>
passwordeval   "gpg --quiet --for-your-eyes-only --no-tty --decrypt ~/.msmtp-password.gpg"
account default : verwaltung
""",
        "msmtp takes the password from a GPG-encrypted file via passwordeval",
        "",
    ),
    (
        E,
        "Verwaltung/Post/Techem Portal Zugang <<dmy>>.txt",
        """Sehr geehrte Damen und Herren,
Ihr Zugang zum Techem Kundenportal wurde eingerichtet. Benutzername: <<email>>.
Ihr Kennwort legen Sie über den Link "Kennwort vergessen" selbst fest; wir versenden
keine Kennwörter per Post oder E-Mail.
""",
        "a letter that names the login but says the password is set by the user; no value",
        "",
    ),
    (
        E,
        "homeassistant/packages/heizung_<<org>>.yaml",
        """vicare:
  username: !secret vicare_user
  password: !secret vicare_password
  client_id: !secret vicare_client_id
  heating_type: gas
""",
        "Home Assistant !secret references; the values live in secrets.yaml (not here)",
        "",
    ),
    # ---- f: studentenkamers
    (
        FF,
        "home/<<user>>/.docker/config.json",
        """{
\t"auths": {
\t\t"registry.<<dom>>": {}
\t},
\t"credsStore": "desktop"
}
""",
        "Docker config with an empty auths entry; credentials are in the OS credential store",
        None,
    ),
    (
        FF,
        "huurportaal-<<org>>/docker-compose.yml",
        """services:
  huurportaal:
    image: registry.<<dom>>/huurportaal:latest
    environment:
      MOLLIE_API_KEY: ${MOLLIE_API_KEY}
      BASE_URL: https://huur.<<dom>>
""",
        "Compose variable substitution ${MOLLIE_API_KEY}; no key in the file",
        None,
    ),
    (
        FF,
        "toegang-sync/config/salto.yaml",
        """salto_ks:
  auth_url: https://identity.saltoks.com/connect/token
  client_id: <<id>>
  client_secret_file: /run/secrets/salto_client_secret
""",
        "the Salto KS client secret is read from a Docker secret file; client_id is an identifier",
        None,
    ),
    # ---- g: site yonetimi
    (
        G,
        "yedek/mikrotik_<<org>>_<<date>>.rsc",
        """# <<mo>>/<<d>>/<<y>> <<hms>> by RouterOS 7.14.3
# model = RB2011UiAS-2HnD
/interface wireless security-profiles
add authentication-types=wpa2-psk mode=dynamic-keys name=sakinler supplicant-identity=MikroTik
/interface wireless
set [ find default-name=wlan1 ] security-profile=sakinler ssid=<<ssid>>
""",
        "a RouterOS export without show-sensitive: the pre-shared key is omitted",
        "",
    ),
    (
        G,
        "home/<<user>>/.bash_history",
        """curl --digest --netrc-file ~/.kamera_netrc "http://<<ip>>/cgi-bin/snapshot.cgi?channel=1" -o giris.jpg
ls -la
""",
        "curl reads the camera login from a netrc file; nothing on the command line",
        "",
    ),
    (
        G,
        "yonetim-scripts/aidat_hatirlatma.py",
        """import os

NETGSM_USERCODE = os.environ["NETGSM_USERCODE"]
NETGSM_PASSWORD = os.environ["NETGSM_PASSWORD"]
""",
        "the Netgsm credentials come from os.environ",
        None,
    ),
    # ---- h: polykatoikia
    (
        H,
        "deploy/k8s/koinoxrista-db-sealed.yaml",
        """apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: koinoxrista-db
  namespace: <<org>>
spec:
  encryptedData:
    DB_PASSWORD: AgB<<blob>>
""",
        "a SealedSecret: the value is encrypted to the cluster controller's public key and cannot be used outside it",
        None,
        lambda rng, s: {"blob": hexs(rng, 180)},
    ),
    (
        H,
        "frigate/config/config.yml",
        """cameras:
  eisodos:
    ffmpeg:
      inputs:
        - path: rtsp://admin:{FRIGATE_RTSP_PASSWORD}@<<ip>>:554/onvif1
          roles:
            - detect
""",
        "Frigate substitutes {FRIGATE_RTSP_PASSWORD} from the environment; no value here",
        None,
    ),
    (
        H,
        "koinoxrista/koinoxrista/settings.py",
        """import os

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.postgresql',
        'NAME': 'koinoxrista',
        'USER': 'koinoxrista',
        'PASSWORD': os.environ['DB_PASSWORD'],
        'HOST': '<<ip>>',
    }
}
""",
        "Django settings reading the database password from os.environ",
        None,
    ),
    # ---- i: officetel
    (
        II,
        "관리실/도어락_마스터번호_<<y>>.csv",
        """호실,도어락 모델,마스터 비밀번호,임시 비밀번호,변경일
<<unit>>호,SHP-DP609,(관리소장 금고 보관),(입주일 발급),<<date>>
""",
        "the code columns only say where the codes are kept; no codes",
        "",
    ),
    (
        II,
        "gwanri-api/.env",
        """NODE_ENV=production
DATABASE_URL=postgresql:///gwanri?host=/var/run/postgresql
""",
        "PostgreSQL over the Unix socket with peer authentication; the URL has no password",
        "",
    ),
    (
        II,
        "web/kakao_map.js",
        """// 단지 배치도 지도 (카카오맵 JavaScript 키는 웹 페이지에 공개되는 키, 도메인 제한 걸려 있음)
const KAKAO_JS_KEY = '<<k>>';
kakao.maps.load(() => new kakao.maps.Map(document.getElementById('map'), { level: 3 }));
""",
        "a Kakao JavaScript app key, published in every page that loads the map and domain-restricted",
        "",
        lambda rng, s: {"k": hexs(rng, 32)},
    ),
    # ---- j: coworking
    (
        J,
        "MemberPortal/appsettings.json",
        """{
  "VnPay": {
    "TmnCode": "",
    "HashSecret": "",
    "BaseUrl": "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html"
  }
}
""",
        "the checked-in appsettings.json with VNPay code and secret empty (production values are injected)",
        None,
    ),
    (
        J,
        "booking/docker-compose.yml",
        """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: booking
      POSTGRES_USER: booking
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
        "POSTGRES_PASSWORD_FILE points at a Docker secret file; no value",
        None,
    ),
    (
        J,
        "Zalo/Nhóm thành viên <<org>>.txt",
        """[<<m1>> <<dmys>>] Quản lý <<org>> - <<first_l>>: Wifi tầng 3 đã đổi mật khẩu, mọi người xem ở bảng cạnh quầy lễ tân nha
[<<m2>> <<dmys>>] <<l2_l>> <<f2_l>>: Dạ em cảm ơn
""",
        "the chat says the new Wi-Fi password is on the board at reception; no value",
        "",
    ),
    # ---- k: mawqif
    (
        K,
        "anpr/config/lanes.json",
        """{
  "site": "<<org>>",
  "lanes": [{"name": "Entry 1", "camera": {"ip": "<<ip>>", "user": "admin", "password": ""}}],
  "credentials_source": "vault:secret/anpr/cameras"
}
""",
        "camera password empty; the file names a vault path as the source",
        None,
    ),
    (
        K,
        "home/<<user>>/.ssh/id_rsa_<<org>>.pub",
        """ssh-rsa <<pub>> sftp-revenue@<<org>>
""",
        "an SSH public key (the .pub half); public material",
        "",
        lambda rng, s: {"pub": SSH_PUB + hexs(rng, 40)},
    ),
    (
        K,
        "payments-service/.env",
        """NGENIUS_API_URL=https://api-gateway.ngenius-payments.com
NGENIUS_API_KEY_ARN=arn:aws:secretsmanager:me-central-1:<<n3>><<n3>><<n3>><<n3>>:secret:ngenius-api-key
NGENIUS_OUTLET_REF=<<id>>
""",
        "a Secrets Manager ARN and an outlet reference (an identifier); the key itself is not in the file",
        "",
    ),
    # ---- l: pgstay
    (
        L,
        "pg-rent-app/.env",
        """RAZORPAY_KEY_ID=rzp_live_<<kid>>
RAZORPAY_KEY_SECRET=
""",
        "only the Razorpay key id, which is public (sent to the browser in Checkout); the secret is empty",
        "",
        lambda rng, s: {"kid": hexs(rng, 14)},
    ),
    (
        L,
        "WhatsApp Chat with <<org>> Residents.txt",
        """<<d>>/<<mo>>/<<yy>>, <<m1>> - <<first_l>> (PG Owner): ವೈಫೈ ಪಾಸ್‌ವರ್ಡ್ ಬದಲಾಗಿಲ್ಲ, ಹಳೆಯದೇ ಇದೆ
<<d>>/<<mo>>/<<yy>>, <<m2>> - <<f2_l>>: OK anna 👍
""",
        "the owner says the Wi-Fi password is unchanged without writing it",
        "",
    ),
    (
        L,
        "C:/CCTV/<<org>>/exports.sha256",
        """<<h1>>  gate_<<y>><<mo>><<d>>_0800.mp4
<<h2>>  gate_<<y>><<mo>><<d>>_0810.mp4
""",
        "SHA-256 checksums of video exports; hashes of public files, not secrets",
        "",
        lambda rng, s: {"h1": hexs(rng, 64), "h2": hexs(rng, 64)},
    ),
    # ---- m: osbb
    (
        M,
        "backup/osbb_<<org>>_users_<<date>>.json",
        """{
  "osbb": "<<org>>",
  "users": [
    {"kv": "<<unit>>", "login": "<<user>>", "password_hash": "$2b$12$<<bc>>"}
  ]
}
""",
        "a bcrypt hash of the password, not the password",
        None,
        lambda rng, s: {"bc": M.draw(rng, "alnum:53")},
    ),
    (
        M,
        "Viber/ОСББ <<org>> правління.txt",
        """[<<dmy>> <<m1>>] <<f2_l>> <<l2_l>>: Можна пароль від камер?
[<<dmy>> <<m2>>] <<first_l>> <<last_l>>: Пароль не пишу в чат, зайдіть до мене ввечері
""",
        "a chat that refuses to write the password; no value",
        "",
    ),
    (
        M,
        "osbb-site/inc/liqpay_config.php",
        """<?php
$public_key  = 'i<<pub>>';
$private_key = getenv('LIQPAY_PRIVATE_KEY');
""",
        "the LiqPay public key (public by design) and the private key from getenv()",
        "",
        lambda rng, s: {"pub": M.draw(rng, "digits:11")},
    ),
    # ---- n: kodinyumba
    (
        N,
        "kodi-app/.env.example",
        """MPESA_ENV=sandbox
MPESA_SHORTCODE=174379
MPESA_CONSUMER_KEY=your_consumer_key
MPESA_CONSUMER_SECRET=your_consumer_secret
MPESA_PASSKEY=your_passkey_here
""",
        "an .env.example with your_... placeholders",
        "",
    ),
    (
        N,
        "kodi-app/docs/mpesa_sandbox.md",
        """# Testing STK push

Safaricom's documented sandbox values (same for every developer):

- Shortcode: `174379`
- Passkey: `bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919`
""",
        "the public sandbox passkey published in the Daraja documentation, identical for everyone",
        "",
    ),
    (
        N,
        "Phone/backup/mpesa_<<org>>_<<n3>>.txt",
        """<<up>> Confirmed. Ksh18,500.00 received from <<f2>> <<l2>> 07<<n3>><<n3>>1 on <<d>>/<<mo>>/<<yy>> at 9:14 AM. New M-PESA balance is Ksh<<n3>>,<<n3>>.00.
""",
        "an M-Pesa confirmation SMS; the transaction code is a receipt number, not a credential",
        "",
        lambda rng, s: {"up": N.draw(rng, "UPAL:10")},
    ),
    # ---- o: bodycorp
    (
        O,
        "public_html/wp-config.php",
        """<?php
define( 'DB_NAME', 'bc_owners' );
define( 'DB_USER', 'bc_owners' );
define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );
define( 'AUTH_KEY',         'put your unique phrase here' );
define( 'SECURE_AUTH_KEY',  'put your unique phrase here' );
""",
        "DB password from getenv() and WordPress's default 'put your unique phrase here' salts",
        "",
    ),
    (
        O,
        "levies/payfast_sandbox.php",
        """<?php
// PayFast sandbox (documented test merchant, same for everyone)
$payfast = [
    'merchant_id'  => '10000100',
    'merchant_key' => '46f0cd694581a',
    'sandbox'      => true,
];
""",
        "PayFast's published sandbox merchant id and key from its developer docs",
        "",
    ),
    (
        O,
        "signal-export/<<org>> Security/chat.md",
        """[<<date>> <<m1>>] <<first_l>>: Sawubona, ngicela iphasiwedi ye-CCTV
[<<date>> <<m2>>] <<f2_l>>: Ngizokutshela ngocingo, angiyibhali lapha
""",
        "the reply says the password will be given by phone, not written",
        "",
    ),
    # ---- p: nitibukkhon
    (
        P,
        "condo-fee/config/initializers/omise.rb",
        """require "omise"

Omise.public_api_key = "pkey_<<pk>>"
Omise.secret_api_key = ENV.fetch("OMISE_SECRET_KEY")
""",
        "the Omise public key (pkey_, used in the browser) and the secret key from ENV",
        "",
        lambda rng, s: {"pk": P.draw(rng, "lowal:19")},
    ),
    (
        P,
        "LINE/[LINE] แชทกับ นิติบุคคล <<org>>.txt",
        """[LINE] ประวัติการแชทใน นิติบุคคล <<org>>

<<dmys>>(ส.)
<<m1>>	<<first_l>> (นิติ)	รหัสผ่านไวไฟห้องฟิตเนสดูได้ที่ป้ายหน้าห้องนะคะ
""",
        "the office says the password is on the sign at the gym; no value",
        "",
    ),
    (
        P,
        "AccessControl/Config/server.config.xml",
        """<?xml version="1.0" encoding="utf-8"?>
<AccessServer site="<<org>>">
  <Database provider="MySql" host="<<ip>>" name="keycard" user="kc_service" passwordRef="dpapi:LocalMachine/KeyCardDb"/>
</AccessServer>
""",
        "the database password is a reference to a DPAPI-protected store; no value",
        None,
    ),
]

for row in ROWS:
    fam, path, template, why, syntax = row[:5]
    extra = row[5] if len(row) > 5 else None
    fam.decoy(path, template, why, syntax, extra)
