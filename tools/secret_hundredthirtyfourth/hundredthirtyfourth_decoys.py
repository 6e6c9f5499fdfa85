# ruff: noqa: E501
"""The decoys: three per family, realistic files of the same places that hold no live credential
(values read from the environment or a vault, empty or masked fields, documented sandbox and
default values, hashes, ciphertext, open networks, chats that point elsewhere)."""

from __future__ import annotations

import json

from hundredthirtyfourth_corpus import alnum, b64
from hundredthirtyfourth_formats_a import FAM as A
from hundredthirtyfourth_formats_b import FAM as B
from hundredthirtyfourth_formats_c import FAM as C
from hundredthirtyfourth_formats_d import FAM as D
from hundredthirtyfourth_formats_e import FAM as E
from hundredthirtyfourth_formats_f import FAM as F
from hundredthirtyfourth_formats_g import FAM as G
from hundredthirtyfourth_formats_h import FAM as H
from hundredthirtyfourth_formats_i import FAM as I
from hundredthirtyfourth_formats_j import FAM as J
from hundredthirtyfourth_formats_k import FAM as K
from hundredthirtyfourth_formats_l import FAM as L
from hundredthirtyfourth_formats_m import FAM as M
from hundredthirtyfourth_formats_n import FAM as N
from hundredthirtyfourth_formats_o import FAM as O
from hundredthirtyfourth_formats_p import FAM as P

B64SET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789./"

# --------------------------------------------------------------------------- a: Argentina

A.regd(
    "public_html/<<org>>/wp-config.php",
    """<?php
/** Configuración de WordPress — <<orgd>> (credenciales en el panel del hosting) */
define( 'DB_NAME', getenv( 'WP_DB_NAME' ) );
define( 'DB_USER', getenv( 'WP_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
require_once __DIR__ . '/wp-salt.php';
$table_prefix = 'wpr_';
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "the database password is read from the hosting environment with getenv(); no value in the file",
)

A.regd(
    "apps/<<org>>-reservas/.env.example",
    """# Copiar a .env y completar con las credenciales de producción (las tiene secretaría)
NODE_ENV=production
PORT=3000
DATABASE_URL=file:./reservas.db
MP_PUBLIC_KEY=
MP_ACCESS_TOKEN=
MP_WEBHOOK_URL=https://<<host>>/api/webhooks/mercadopago
""",
    "an .env template: the Mercado Pago keys are left empty",
)

A.regd(
    "WhatsApp/Chat de WhatsApp con <<first2>> <<last2>>.txt",
    """<<dmys>>, <<time>> - <<first>> <<last>>: <<first2>>, ¿me pasás la clave del Starlink del refugio?
<<dmys>>, <<t1>> - <<first2>> <<last2>>: No la mando por acá, está anotada en la última hoja del cuaderno de guardas
<<dmys>>, <<t2>> - <<first>> <<last>>: Dale, cuando subo el finde la copio
""",
    "a chat about the hut's Wi-Fi key that points to the paper notebook and holds no value",
    syntax="",
)

# --------------------------------------------------------------------------- b: Brazil

B.regd(
    "go2rtc/<<org>>/go2rtc.yaml",
    """# Câmeras do camping (DVR Intelbras) - a senha vem da variável de ambiente do container
streams:
  portaria: rtsp://admin:${DVR_SENHA}@<<lan>>:554/cam/realmonitor?channel=1&subtype=0
  estacionamento: rtsp://admin:${DVR_SENHA}@<<lan>>:554/cam/realmonitor?channel=2&subtype=0
api:
  listen: ":1984"
""",
    "the RTSP password is a ${DVR_SENHA} environment substitution go2rtc fills at start",
)

B.regd(
    "<<org>>-reservas/.env.example",
    """APP_NAME="<<orgd>> Reservas"
APP_ENV=local
APP_DEBUG=true
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=reservas
DB_USERNAME=reservas
DB_PASSWORD=
PAGARME_PUBLIC_KEY=
PAGARME_SECRET_KEY=
""",
    "the committed Laravel template: database password and Pagar.me keys empty",
)

B.regd(
    "planilhas/senhas_camping_xlsx/xl/sharedStrings.xml",
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="10" uniqueCount="10"><si><t>Sistema</t></si><si><t>Login</t></si><si><t>Senha</t></si><si><t>Booking.com extranet</t></si><si><t><<email>></t></si><si><t>••••••••••</t></si><si><t>Airbnb</t></si><si><t><<email2>></t></si><si><t>ver cofre do Bitwarden (coleção Recepção)</t></si><si><t>Atualizado por <<first>></t></si></sst>""",
    "a spreadsheet of logins whose password cells are masked with bullets or point to the Bitwarden vault",
)

# --------------------------------------------------------------------------- c: Norway

C.regd(
    "homeassistant/configuration.yaml",
    """# Home Assistant på hytta
homeassistant:
  name: Hytta <<place>>
  time_zone: Europe/Oslo

tibber:
  access_token: !secret tibber_access_token

sensor:
  - platform: template
    sensors:
      strompris_na:
        value_template: "{{ states('sensor.electricity_price_hytta') }}"
""",
    "the Tibber token is a !secret reference to secrets.yaml, not a value",
    syntax="",
)

C.regd(
    "backup-RUT240-<<date>>/etc/config/wireless",
    """
config wifi-device 'radio0'
	option type 'mac80211'
	option channel 'auto'
	option country 'NO'

config wifi-iface 'gjest_radio0'
	option device 'radio0'
	option network 'gjest'
	option mode 'ap'
	option ssid 'Hytta-Gjest'
	option encryption 'none'
	option isolate '1'
""",
    "an open guest network (encryption 'none'): no key in the router backup",
)

C.regd(
    "Mail/Innboks/fiken_invitasjon_<<date>>.eml",
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: Tilgang til Fiken
Content-Type: text/plain; charset=utf-8

Hei <<first>>,

Jeg har invitert deg som bruker i Fiken. Du får en egen e-post derfra og lager passord selv,
så jeg sender ikke noe passord her. Tofaktor må slås på med en gang.

Mvh
<<first2>>
""",
    "an e-mail about an accounting login that says the user sets the password herself; no value",
    syntax="",
)

# --------------------------------------------------------------------------- d: Austria

D.regd(
    "Kasse/<<org>>/belege/Beleg_<<n4>>.txt",
    lambda s: (
        f"""{s["orgd"]}
Kaiserschmarrn               14,50
Radler 0,5                    5,20
Summe EUR                    19,70
Beleg-Nr. {s["n4"]}  Kasse HUETTE-1  {s["dmyd"]} {s["time"]}
Maschinenlesbarer Code:
_R1-AT1_HUETTE-1_{s["n4"]}_{s["date"]}T{s["time"]}:{s["sec"]}_0,00_19,70_0,00_0,00_0,00_{b64_fixed(s, 12)}_{hexs_fixed(s)}_{b64_fixed(s, 11)}_{b64_fixed(s, 64)}
"""
    ),
    "an RKSV receipt: the machine-readable code holds the encrypted turnover counter and the signature, both public on every receipt",
    syntax="",
)


def b64_fixed(s: dict, n: int) -> str:
    return (s["uuid"].replace("-", "") * 3)[: n - 1] + "="


def hexs_fixed(s: dict) -> str:
    return s["hex12"].upper()


D.regd(
    "opt/webcam-<<org>>/upload.conf",
    """# Konfiguration Webcam-Upload <<orgd>> (wird von webcam.sh eingelesen)
KAMERA_URL='http://<<lan>>/cgi-bin/snapshot.cgi?channel=1'
FTP_HOST='upload.foto-webcam.eu'
FTP_USER='<<org>>'
FTP_PASS="$(pass show huette/webcam-ftp)"
INTERVALL=600
""",
    "the FTP password comes from the pass password store at run time",
    syntax="",
)

D.regd(
    "Posteingang/Kennwort_geaendert_<<date>>.eml",
    """From: Hüttenreservierung <noreply@hut-reservation.org>
To: <<email>>
Subject: Ihr Kennwort wurde geändert
Content-Type: text/plain; charset=UTF-8

Liebe Hüttenwirtin, lieber Hüttenwirt,

das Kennwort für den Zugang <<user>> wurde am <<dmyd>> um <<time>> Uhr geändert.
Wenn Sie das nicht selbst waren, melden Sie sich bitte umgehend bei uns.

Ihr Team der Hüttenreservierung
""",
    "a password-changed notice that names the account but holds no password",
    syntax="",
)

# --------------------------------------------------------------------------- e: France

E.regd(
    "export/borne_<<org>>_<<date>>.json",
    lambda s: json.dumps(
        {
            "borne": {"modele": "Euro-Relais Junior", "site": s["orgd"], "commune": s["place"]},
            "acces": {"gestionnaire": s["user"], "motDePasse": "********", "role": "régisseur"},
            "tarifs": {"eau_100l": 2.0, "electricite_55min": 2.0},
        },
        ensure_ascii=False,
        indent=2,
    ),
    "the service-terminal export masks the manager's password with asterisks",
)

E.regd(
    "www/<<org>>/config/paiement.php",
    """<?php
// Paiement en ligne - PayZen : les clés sont dans les variables d'environnement du serveur
return [
    'payzen' => [
        'site_id' => getenv('PAYZEN_SITE_ID'),
        'ctx_mode' => getenv('PAYZEN_MODE') ?: 'TEST',
        'key_test' => getenv('PAYZEN_KEY_TEST'),
        'key_production' => getenv('PAYZEN_KEY_PROD'),
        'sign_algo' => 'SHA-256',
    ],
];
""",
    "PayZen keys read with getenv(); nothing in the file",
)

E.regd(
    "docs/<<org>>/procedures-accueil.md",
    """# Procédures accueil – saison <<year>>

## Wi-Fi des clients
- Les codes du jour s'impriment depuis le contrôleur : `https://<<lan>>:8443`
- Identifiant et mot de passe : **dans le coffre KeePass de l'accueil** (demander à <<first>>)
- Ne jamais noter le mot de passe sur le planning ou au tableau.
""",
    "staff procedures that send the reader to the KeePass vault instead of giving the password",
    syntax="",
)

# --------------------------------------------------------------------------- f: Croatia

F.regd(
    "fiskal/<<org>>/fiskalizacija.properties",
    """# Fiskalizacija računa - lozinka certifikata se čita iz varijable okruženja
fiskal.oznakaPoslovnogProstora=KAMP1
fiskal.keystore.type=PKCS12
fiskal.keystore.path=C:/Fiskal/certifikat/kamp.p12
fiskal.keystore.password=${FISKAL_LOZINKA}
fiskal.url=https://cis.porezna-uprava.hr:8449/FiskalizacijaService
""",
    "the keystore password is a ${FISKAL_LOZINKA} placeholder resolved from the environment",
    syntax="",
)

F.regd(
    "skeniranje/bazen_wifi_<<date>>.txt",
    """Wi-Fi bazen / Pool
Mreža: Kamp-Bazen
Otvorena mreža - bez lozinke / offenes Netz
[QR] WIFI:T:nopass;S:Kamp-Bazen;;
""",
    "the Wi-Fi QR of an open pool network (T:nopass): there is no password",
    syntax="",
)

F.regd(
    "skripte/evisitor_prijava.py",
    '''"""Prijava gostiju u eVisitor - lozinka se čuva u sustavskom keyringu, ne u skripti."""

import keyring
import requests

EVISITOR_URL = "https://www.evisitor.hr/eVisitorRhetos_API/"
KORISNIK = "<<org>>"
LOZINKA = keyring.get_password("evisitor", KORISNIK)

s = requests.Session()
s.post(EVISITOR_URL + "Resources/AspNetFormsAuth/Authentication/Login", json={"UserName": KORISNIK, "Password": LOZINKA}, timeout=30)
''',
    "the eVisitor password is fetched from the OS keyring at run time",
)

# --------------------------------------------------------------------------- g: Israel

G.regd(
    "public_html/<<org>>/inc/cardcom.php",
    """<?php
// סליקה - Cardcom. הפרטים מוגדרים במשתני הסביבה של השרת
define('CARDCOM_TERMINAL', getenv('CARDCOM_TERMINAL'));
define('CARDCOM_API_NAME', getenv('CARDCOM_API_NAME'));
define('CARDCOM_API_PASSWORD', getenv('CARDCOM_API_PASSWORD'));
define('CARDCOM_LANGUAGE', 'he');
""",
    "Cardcom credentials read with getenv(); nothing in the file",
)

G.regd(
    "exports/<<org>>/insomnia_channel_manager.json",
    lambda s: json.dumps(
        {
            "_type": "export",
            "__export_format": 4,
            "resources": [
                {
                    "_id": f"req_{s['hex8']}",
                    "_type": "request",
                    "name": "זמינות צימרים",
                    "method": "GET",
                    "url": "{{ _.base_url }}/v2/availability",
                    "headers": [{"name": "Authorization", "value": "Basic {{ _.basic_auth }}"}],
                },
                {
                    "_id": f"env_{s['hex12']}",
                    "_type": "environment",
                    "name": "Base Environment",
                    "data": {"base_url": "https://api.minihotel.co.il"},
                },
            ],
        },
        ensure_ascii=False,
        indent=2,
    ),
    "the Basic header is an Insomnia template variable; the environment in the export holds only the base URL",
)

G.regd(
    "WhatsApp/צ'אט WhatsApp עם <<first2>> <<last2>>.txt",
    """<<dmyd>>, <<time>> - <<first>> <<last>>: מה הסיסמה לוויפי בצימר 2?
<<dmyd>>, <<t1>> - <<first2>> <<last2>>: כתובה על המדבקה מתחת לראוטר, תצלם משם
<<dmyd>>, <<t2>> - <<first>> <<last>>: סבבה תודה
""",
    "a Hebrew chat about the Wi-Fi password that points to the router sticker; no value",
    syntax="",
)

# --------------------------------------------------------------------------- h: Morocco

H.regd(
    "traccar/conf/traccar.xml",
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- Installation par défaut : base H2 locale, utilisateur sa sans mot de passe -->
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
    "Traccar's shipped default: the local H2 database with user sa and an empty password",
)

H.regd(
    "www/<<org>>/paiement/cmi_config.php",
    """<?php
// Paiement CMI - la clé du magasin est dans le fichier .env du serveur (hors dépôt)
$clientId = getenv('CMI_CLIENT_ID');
$storeKey = getenv('CMI_STORE_KEY');
$okUrl = 'https://<<host>>/paiement/ok.php';
""",
    "the CMI store key is read with getenv()",
)

H.regd(
    "WhatsApp/Discussion WhatsApp avec <<first2>>.txt",
    """<<dmy>> <<time>> - <<first>> <<last>>: salam, 3andek l mot de passe dyal booking?
<<dmy>> <<t1>> - <<first2>> <<last2>>: la, tbeddel. sewel <<first>> f la réception, howa li 3ndo
<<dmy>> <<t2>> - <<first>> <<last>>: wakha
""",
    "a Darija chat asking for a password and getting none",
    syntax="",
)

# --------------------------------------------------------------------------- i: South Africa

I.regd(
    "<<org>>-bookings/config/payfast.sandbox.php",
    """<?php
// PayFast SANDBOX - public test merchant from the PayFast developer docs; no real money moves
return [
    'merchant_id'  => '10000100',
    'merchant_key' => '46f0cd694581a',
    'passphrase'   => '',
    'sandbox'      => true,
    'return_url'   => 'https://staging.<<dom>>/booking/thank-you',
];
""",
    "PayFast's publicly documented sandbox merchant id and key with sandbox on and an empty passphrase",
)

I.regd(
    "gate/<<org>>/controller_backup_<<date>>.json",
    lambda s: json.dumps(
        {
            "device": "boom-gate-controller",
            "site": s["orgd"],
            "admin": {
                "username": "admin",
                "password": "",
                "password_hash": "$2y$10$" + alnum_fixed(s, 53),
            },
            "relay": {"open_ms": 1500, "auto_close_s": 20},
        },
        indent=2,
    ),
    "the gate controller backup keeps only a bcrypt hash of the admin password; the plain field is empty",
)


def alnum_fixed(s: dict, n: int) -> str:
    src = (s["uuid"].replace("-", "") + s["hex12"] + s["mailid"].replace(".", "")) * 2
    return "".join(c if c.isalnum() else "x" for c in src)[:n]


I.regd(
    "WhatsApp/WhatsApp Chat - <<first2>> <<last2>>/_chat.txt",
    """[<<ymd>>, <<time>>:<<sec>>] <<first>> <<last>>: Wat is die wifi wagwoord vir die nuwe gaste?
[<<ymd>>, <<t1>>:<<sec>>] <<first2>> <<last2>>: Dis op die kaartjie by ontvangs, gee vir hulle een
[<<ymd>>, <<t2>>:<<sec>>] <<first>> <<last>>: Dankie!
""",
    "an Afrikaans chat that points to the reception card; no password",
    syntax="",
)

# --------------------------------------------------------------------------- j: Kenya

J.regd(
    "k8s/<<org>>/mpesa-sealedsecret.yaml",
    lambda s: (
        f"""apiVersion: bitnami.com/v1alpha1
kind: SealedSecret
metadata:
  name: mpesa-stk
  namespace: {s["org"]}
spec:
  encryptedData:
    MPESA_PASSKEY: AgB{s["sealed"]}
  template:
    metadata:
      name: mpesa-stk
      namespace: {s["org"]}
"""
    ),
    "a SealedSecret: the passkey is ciphertext only the cluster's controller can decrypt",
    extra=lambda rng, s: {"sealed": b64(rng, 300).rstrip("=")},
)

J.regd(
    "scripts/<<org>>/stk_push_sandbox.py",
    '''"""STK push against the Daraja SANDBOX (public test shortcode and passkey from the Safaricom docs)."""

import base64
from datetime import datetime

SHORTCODE = "174379"
PASSKEY = "bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919"
BASE = "https://sandbox.safaricom.co.ke"

ts = datetime.now().strftime("%Y%m%d%H%M%S")
password = base64.b64encode((SHORTCODE + PASSKEY + ts).encode()).decode()
''',
    "Safaricom's public sandbox shortcode 174379 and its documented test passkey, against the sandbox host",
)

J.regd(
    "bookings/<<org>>/.env.example",
    """# M-Pesa (Daraja) - copy to .env; get the keys from the Daraja portal (ask accounts)
MPESA_ENV=sandbox
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY_FILE=/run/secrets/mpesa_passkey
""",
    "the committed Daraja template: keys empty, the passkey in a mounted secret file",
)

# --------------------------------------------------------------------------- k: Nepal

K.regd(
    "etc/freeradius/3.0/clients.conf",
    """# Default client shipped with FreeRADIUS: localhost only, used by radtest
client localhost {
	ipaddr = 127.0.0.1
	proto = *
	secret = testing123
	require_message_authenticator = no
}
""",
    "FreeRADIUS's shipped default localhost client with its documented secret testing123",
    syntax="",
)

K.regd(
    "www/<<org>>/booking/esewa_uat.php",
    """<?php
// eSewa ePay v2 - UAT (test) environment, values from the eSewa developer documentation
$productCode = 'EPAYTEST';
$secret = '8gBm/:&EnhH.1/q';
$formUrl = 'https://rc-epay.esewa.com.np/api/epay/main/v2/form';
""",
    "eSewa's public UAT product code EPAYTEST and its documented test secret, on the rc-epay test host",
)

K.regd(
    "photos_ocr/menu_<<org>>_<<n>>.txt",
    """<<orgd>> - <<place>>
MENU (NPR)
Dal Bhat ........ 850
Hot Shower ...... 400
WIFI: ask at counter (500/day)
Namaste!
""",
    "a teahouse menu board that sells Wi-Fi but prints no password",
    syntax="",
)

# --------------------------------------------------------------------------- l: India

L.regd(
    "camp-booking/<<org>>/.env.example",
    """PORT=8080
MONGO_URI=mongodb://127.0.0.1:27017/campbooking
RAZORPAY_KEY_ID=
RAZORPAY_KEY_SECRET=
RAZORPAY_WEBHOOK_URL=https://<<host>>/api/razorpay/webhook
""",
    "the committed template: Razorpay key id and secret empty",
)

L.regd(
    "cctv/<<org>>/docker-compose.yml",
    """services:
  frigate:
    image: ghcr.io/blakeblackshear/frigate:stable
    restart: unless-stopped
    env_file: .env
    environment:
      - TZ=Asia/Kolkata
    volumes:
      - ./config:/config
""",
    "the Frigate compose file takes the RTSP password from an env_file not in the repository",
)

L.regd(
    "staff/<<org>>/guides_<<year>>.tsv",
    """Naam\tRole\tApp login\tPassword\tMobile
<<ufirst>> <<ulast>>\tTrip leader\t<<user>>\t********\t<<phone>>
<<ufirst2>> <<ulast2>>\tSafety kayaker\t<<ufirst2>>\t********\t<<phone2>>
""",
    "a staff sheet whose password column is masked",
    syntax="",
)

# --------------------------------------------------------------------------- m: Indonesia

M.regd(
    "<<org>>-booking/config/midtrans.php",
    """<?php

return [
    'merchant_id' => env('MIDTRANS_MERCHANT_ID'),
    'client_key' => env('MIDTRANS_CLIENT_KEY'),
    'server_key' => env('MIDTRANS_SERVER_KEY'),
    'is_production' => env('MIDTRANS_IS_PRODUCTION', false),
];
""",
    "the Laravel config reads every Midtrans key with env() and has no fallback value",
)

M.regd(
    "etc/odoo/odoo.conf",
    lambda s: (
        f"""[options]
; Odoo homestay - koneksi database lewat socket lokal (peer auth), tanpa kata sandi
admin_passwd = $pbkdf2-sha512$600000${s["salt"]}${s["hash"]}
db_host = False
db_port = False
db_user = odoo
db_password = False
http_port = 8069
"""
    ),
    "Odoo's admin password is stored as a PBKDF2 hash and the database uses peer auth (db_password = False)",
    extra=lambda rng, s: {"salt": alnum(rng, 22, B64SET), "hash": alnum(rng, 86, B64SET)},
)

M.regd(
    "<<org>>-app/app/src/main/AndroidManifest.xml",
    """<?xml version="1.0" encoding="utf-8"?>
<manifest xmlns:android="http://schemas.android.com/apk/res/android">
    <uses-permission android:name="android.permission.INTERNET" />
    <application android:label="@string/app_name">
        <meta-data
            android:name="com.google.android.geo.API_KEY"
            android:value="${MAPS_API_KEY}" />
        <activity android:name=".MainActivity" android:exported="true" />
    </application>
</manifest>
""",
    "the Maps key is a ${MAPS_API_KEY} manifest placeholder filled by the Gradle secrets plugin",
)

# --------------------------------------------------------------------------- n: Japan

N.regd(
    "line-bot/<<org>>/app.py",
    '''"""山小屋の予約通知LINE Bot（トークンは環境変数から読む）."""

import os

from linebot.v3.messaging import Configuration

CHANNEL_ACCESS_TOKEN = os.environ["LINE_CHANNEL_ACCESS_TOKEN"]
CHANNEL_SECRET = os.environ["LINE_CHANNEL_SECRET"]
config = Configuration(access_token=CHANNEL_ACCESS_TOKEN)
''',
    "the LINE channel token and secret come from os.environ",
)

N.regd(
    "livecam/<<org>>/haishin.bat",
    """@echo off
rem 山小屋ライブカメラ YouTube 配信 - ストリームキーは別ファイル（共有フォルダ外）
set /p STREAM_KEY=<C:\\livecam\\stream_key.txt
ffmpeg -rtsp_transport tcp -i rtsp://<<lan>>:554/stream1 -c:v copy -f flv rtmp://a.rtmp.youtube.com/live2/%STREAM_KEY%
""",
    "the stream key is read from a local file at run time",
    syntax="",
)

N.regd(
    "docs/<<org>>/スタッフ手順書.md",
    """# スタッフ用 手順書（<<orgd>>）

## 予約管理画面
- URL: https://<<host>>/admin
- ID・パスワード：事務所の金庫のメモを参照（メール・LINEで送らないこと）
""",
    "a staff manual that refers to the note in the office safe; no password",
    syntax="",
)

# --------------------------------------------------------------------------- o: Korea

O.regd(
    "<<org>>-reserve/src/main/resources/application.properties",
    """spring.application.name=camping-reserve
spring.datasource.url=jdbc:mysql://127.0.0.1:3306/camping?serverTimezone=Asia/Seoul
spring.datasource.username=reserve
spring.datasource.password=${DB_PASSWORD}
kakao.rest-api-key=${KAKAO_REST_API_KEY}
kakao.admin-key=${KAKAO_ADMIN_KEY}
""",
    "Spring placeholders resolved from the environment; no key in the file",
    syntax="",
)

O.regd(
    "카카오톡/KakaoTalk_<<date>>_<<n4>>.txt",
    """<<orgd>> 운영진 님과 카카오톡 대화
저장한 날짜 : <<ymd>> <<time>>

[<<last>><<first>>] [오후 2:10] 관리동 와이파이 비번 뭐였죠?
[<<last2>><<first2>>] [오후 2:12] 관리동 냉장고 옆에 붙어 있어요~ 카톡으로는 안 보낼게요
""",
    "a KakaoTalk export asking for the Wi-Fi password and pointing to a note; no value",
    syntax="",
)

O.regd(
    "web/<<org>>/.env.development",
    """# 개발용 - 토스페이먼츠 문서의 공개 테스트 키 (실결제 안 됨)
NEXT_PUBLIC_TOSS_CLIENT_KEY=test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq
TOSS_SECRET_KEY=test_sk_zXLkKEypNArWmo50nX3lmeaxYG5R
DATABASE_URL=mysql://reserve@127.0.0.1:3306/camping_dev
""",
    "Toss Payments' public test keys from its documentation, in a development file; test keys move no money",
)

# --------------------------------------------------------------------------- p: New Zealand

P.regd(
    "wwwroot/<<org>>/Web.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="SiteName" value="<<orgd>>" />
    <!-- PxPayUserId and PxPayKey are set as App Service application settings, not here -->
    <add key="PxPayUserId" value="" />
    <add key="PxPayKey" value="" />
    <add key="PxPayUrl" value="https://sec.windcave.com/pxaccess/pxpay.aspx" />
  </appSettings>
</configuration>
""",
    "the Windcave keys are empty in Web.config and set in the hosting's application settings",
)

P.regd(
    "wifi-portal/<<org>>/.env",
    """# Guest Wi-Fi captive portal - MONGO_PASSWORD comes from the systemd EnvironmentFile
PORT=3000
MONGODB_URI=mongodb+srv://portal:${MONGO_PASSWORD}@cluster0.<<hex8>>.mongodb.net/wifi?retryWrites=true&w=majority
UNIFI_URL=https://<<lan>>:8443
""",
    "the MongoDB URI carries a ${MONGO_PASSWORD} reference, expanded at start",
)

P.regd(
    "slack-export/office/<<date>>.json",
    lambda s: json.dumps(
        [
            {
                "type": "message",
                "user": "U04" + s["hex8"].upper(),
                "text": "whats the eftpos admin login again?",
                "ts": f"{float(s['epoch']):.6f}",
            },
            {
                "type": "message",
                "user": "U05" + s["hex8"][::-1].upper(),
                "text": "it's in 1Password under Office > EFTPOS, you've got access now :+1:",
                "ts": f"{float(s['epoch']) + 60:.6f}",
            },
        ],
        indent=4,
    ),
    "a Slack export that points to the 1Password vault; no password",
)
