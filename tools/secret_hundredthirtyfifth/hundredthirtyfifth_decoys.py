# ruff: noqa: E501
"""Decoys of the hundred-and-thirty-fifth corpus: three per family, files of the same places
that hold no live credential (empty values, references to the environment or a secret store,
masked values, documented public test values, prompts, and prose or chats that mention a
password without giving one). Each carries its ``why``."""

from __future__ import annotations

import json

from hundredthirtyfifth_formats_a import FAM as A
from hundredthirtyfifth_formats_b import FAM as B
from hundredthirtyfifth_formats_c import FAM as C
from hundredthirtyfifth_formats_d import FAM as D
from hundredthirtyfifth_formats_e import FAM as E
from hundredthirtyfifth_formats_f import FAM as F
from hundredthirtyfifth_formats_g import FAM as G
from hundredthirtyfifth_formats_h import FAM as H
from hundredthirtyfifth_formats_i import FAM as I
from hundredthirtyfifth_formats_j import FAM as J
from hundredthirtyfifth_formats_k import FAM as K
from hundredthirtyfifth_formats_l import FAM as L
from hundredthirtyfifth_formats_m import FAM as M
from hundredthirtyfifth_formats_n import FAM as N
from hundredthirtyfifth_formats_o import FAM as O
from hundredthirtyfifth_formats_p import FAM as P
from hundredthirtyfifth_spec import Slots, alnum, enc_b64, hexs, regd

# --------------------------------------------------------------------------- a Mexico

regd(
    A,
    "facturacion-<<org>>/.env.example",
    """# Facturación CFDI 4.0 - copia este archivo a .env y llena los valores
NODE_ENV=production
PORT=3000
DATABASE_URL=postgres://cobranza@localhost:5432/<<org>>
# Llave secreta de Facturapi (Dashboard > API Keys). No subirla al repositorio.
FACTURAPI_KEY=
FACTURAPI_ORG_RFC=
SERIE_FACTURA=GD
""",
    "an .env.example whose Facturapi key and RFC are left empty for whoever deploys it",
)
regd(
    A,
    "WhatsApp Chat con Mamás Sala Maternal <<n>>.txt",
    """<<d>>/<<mo>>/<<yy>>, 7:<<mi>> a. m. - Mamá de <<kid>>: Miss buenos días, me puede pasar la contraseña de las cámaras? 🙏
<<d>>/<<mo>>/<<yy>>, 7:<<mi2>> a. m. - Miss <<first>> (Maternal <<n>>): Buenos días! Por seguridad la contraseña nueva se las doy en la junta del viernes en persona, no la voy a poner en el grupo 🙂
<<d>>/<<mo>>/<<yy>>, 7:<<mi3>> a. m. - Mamá de <<kid>>: Perfecto, gracias Miss
""",
    "a chat that asks for the camera password and is told it will be given in person; no value",
)
regd(
    A,
    "infra/<<org>>/docker-compose.yml",
    """version: "3.8"
services:
  db:
    image: mysql:8.0
    restart: unless-stopped
    environment:
      MYSQL_DATABASE: control_escolar
      MYSQL_USER: <<org>>
      MYSQL_PASSWORD_FILE: /run/secrets/mysql_password
      MYSQL_ROOT_PASSWORD_FILE: /run/secrets/mysql_root_password
    secrets:
      - mysql_password
      - mysql_root_password
secrets:
  mysql_password:
    file: ./secrets/mysql_password.txt
  mysql_root_password:
    file: ./secrets/mysql_root_password.txt
""",
    "MySQL passwords read from Docker secret files (*_FILE variables); the compose file holds only paths",
)

# --------------------------------------------------------------------------- b Brazil

regd(
    B,
    "sistemas/<<org>>/.env.example",
    """APP_NAME="Creche <<org>>"
APP_ENV=production
APP_KEY=
APP_URL=https://mensalidades.<<dom>>

DB_CONNECTION=mysql
DB_DATABASE=<<org>>
DB_USERNAME=<<org>>
DB_PASSWORD=

ASAAS_ENV=production
ASAAS_API_URL=https://api.asaas.com/v3
# chave de produção: pegar com a coordenação, nunca commitar
ASAAS_API_KEY=
""",
    "a Laravel .env.example with APP_KEY, DB_PASSWORD and the Asaas key all empty",
)
regd(
    B,
    "planilhas/<<org>>/acessos_sme_<<year>>.csv",
    """Nome;Função;CPF;Login SME;Senha;Turma
<<first>> <<last>>;Professora;***.***.***-**;<<user>>;••••••••;Berçário I
<<first2>> <<last2>>;Auxiliar;***.***.***-**;<<fa2>>.<<la2>>;••••••••;Maternal II
""",
    "the staff logins sheet as shared with the secretariat: CPF and password columns masked",
)
regd(
    B,
    "atas/ata_<<d>><<mo>><<year>>.md",
    """# Ata da reunião pedagógica – <<d>>/<<mo>>/<<year>>

**Presentes:** <<first>> <<last>> (coordenação), <<first2>> <<last2>> (berçário I).

## Encaminhamentos
- Wi-Fi das salas: a senha foi trocada pela Vivo; pedir na secretaria (não anotar em ata).
- Senhas da agenda digital serão resetadas pelo suporte da plataforma.
""",
    "minutes that say the Wi-Fi password changed and must be asked for at the office; no value",
)

# --------------------------------------------------------------------------- c France

regd(
    C,
    "www/<<org>>/inc/config.local.php",
    """<?php
// Envoi quotidien des transmissions aux parents (Brevo, ex-Sendinblue)
// La clé est définie dans la configuration du virtual host (SetEnv BREVO_API_KEY ...)
define('BREVO_API_KEY', getenv('BREVO_API_KEY'));
define('BREVO_SENDER_EMAIL', 'contact@<<dom>>');
define('BREVO_SENDER_NAME', 'Micro-crèche <<org>>');
""",
    "the Brevo key is read with getenv() from the web server environment",
)
regd(
    C,
    "mails/<<org>>/Accès CDAP <<d>>-<<mo>>.eml",
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: Re: Accès CDAP
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Bonjour <<first>>,

Je t'envoie l'identifiant ici et le mot de passe par SMS, comme demandé par la CAF
(jamais les deux dans le même message).

Identifiant : C069<<nnn>><<nnn>>

Bonne journée,
<<first2>>
""",
    "an e-mail that gives the CDAP login and says the password goes by SMS; no password",
)
regd(
    C,
    "outils/dns-<<org>>/ovh.conf",
    """[default]
endpoint=ovh-eu

[ovh-eu]
; créer les clés sur https://eu.api.ovh.com/createToken/ puis les renseigner ici
application_key=
application_secret=
consumer_key=
""",
    "an ovh.conf template with the three keys empty",
    syntax="ini",
)

# --------------------------------------------------------------------------- d Germany

regd(
    D,
    "protokolle/<<year>>-<<mo>>-<<d>>_elternabend.md",
    """# Protokoll Elternabend <<d>>.<<mo>>.<<year>>

## TOP 3 Internet im Laden
Das Gäste-WLAN (`<<org>>-gast`) hat einen neuen Schlüssel. Er hängt ausgedruckt an der
Bürotür und wird bei der Eingewöhnung persönlich weitergegeben – bitte nicht ins Protokoll
oder in die Elterngruppe schreiben.
""",
    "minutes that say the guest Wi-Fi key hangs on the office door; no key",
)
regd(
    D,
    "skripte/fax_jugendamt_<<n>>.sh",
    """#!/usr/bin/env bash
# Fax an das Jugendamt über die sipgate REST API – Token kommt aus dem Vorstands-pass
set -euo pipefail
SIPGATE_TOKEN_ID="token-<<tid>>"
SIPGATE_TOKEN="$(pass show kinderladen/sipgate-fax)"
PDF="$1"
curl -sS -u "${SIPGATE_TOKEN_ID}:${SIPGATE_TOKEN}" -H "Content-Type: application/json" \\
  -d "{\\"faxlineId\\":\\"f0\\",\\"recipient\\":\\"+4930<<nnn>><<nnn>>\\",\\"filename\\":\\"$(basename "$PDF")\\",\\"base64Content\\":\\"$(base64 -w0 "$PDF")\\"}" \\
  https://api.sipgate.com/v2/sessions/fax
""",
    "the sipgate token is read at run time from the pass password store; only the public token id is in the file",
    extra=lambda rng, s: {"tid": alnum(rng, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")},
)
regd(
    D,
    "paperless/<<org>>/docker-compose.env",
    """# paperless-ngx – Vorlage aus der Doku. PAPERLESS_SECRET_KEY unbedingt ersetzen!
PAPERLESS_URL=https://papiere.<<dom>>
#PAPERLESS_SECRET_KEY=change-me
PAPERLESS_TIME_ZONE=Europe/Berlin
PAPERLESS_OCR_LANGUAGE=deu
USERMAP_UID=1000
""",
    "the paperless-ngx sample env with the documented commented-out change-me default",
)

# --------------------------------------------------------------------------- e Sweden

regd(
    E,
    "betalning/<<org>>/swish.js",
    """// Swish Handel – certifikat och lösenfras läses från miljön (sätts i systemd-enheten)
const fs = require("fs");
const https = require("https");

const agent = new https.Agent({
  pfx: fs.readFileSync(process.env.SWISH_P12_PATH),
  passphrase: process.env.SWISH_P12_PASSPHRASE,
  ca: fs.readFileSync("./certs/Swish_TLS_RootCA.pem"),
});

module.exports = { agent };
""",
    "the Swish certificate passphrase comes from process.env",
)
regd(
    E,
    "integration/<<org>>/fortnox.toml",
    """# Integration närvaro -> Fortnox. Hemligheten ligger i Azure Key Vault (fortnox-client-secret).
[fortnox]
client_id = "<<cid>>"
client_secret = ""
redirect_uri = "https://<<dom>>/fortnox/callback"
scopes = ["invoice", "customer"]
""",
    "a Fortnox TOML whose client_secret is empty, with a pointer to the key vault",
    extra=lambda rng, s: {"cid": alnum(rng, 12)},
)
regd(
    E,
    "mejl/<<org>>/Ditt konto i närvaroappen.eml",
    """From: IT-support Utbildning <itsupport@<<dom>>>
To: <<email>>
Subject: =?utf-8?q?Ditt_konto_i_n=C3=A4rvaroappen?=
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Hej <<first>>!

Du har nu ett konto i närvaroappen. Användarnamn: <<user>>
Ett tillfälligt lösenord skickas till din mobil via SMS inom fem minuter.

Vänliga hälsningar
IT-support
""",
    "an account e-mail that says the temporary password is sent by SMS; no password",
)

# --------------------------------------------------------------------------- f Poland

regd(
    F,
    "config/przelewy24.php",
    """<?php
// config/przelewy24.php – wartości z .env (P24_*)
return [
    'merchant_id' => (int) env('P24_MERCHANT_ID'),
    'pos_id' => (int) env('P24_POS_ID'),
    'crc' => env('P24_CRC'),
    'api_key' => env('P24_API_KEY'),
    'sandbox' => (bool) env('P24_SANDBOX', false),
];
""",
    "a Laravel config file that reads every Przelewy24 value with env()",
)
regd(
    F,
    "WhatsApp Chat z Rodzice grupa <<n>>.txt",
    """<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi>> - Mama <<kid>>: Pani <<first>>, jakie jest nowe hasło do kamerki?
<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi2>> - Pani <<first>>: Hasło jest na kartce przy wejściu do szatni, nie podajemy go na grupie 🙂
<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi3>> - Mama <<kid>>: Jasne, dziękuję!
""",
    "a chat where the camera password is said to be on a note by the cloakroom; no value",
)
regd(
    F,
    "public_html/wp-config-sample.php",
    """<?php
define( 'DB_NAME', 'database_name_here' );
define( 'DB_USER', 'username_here' );
define( 'DB_PASSWORD', 'password_here' );
define( 'DB_HOST', 'localhost' );
define( 'AUTH_KEY',         'put your unique phrase here' );
define( 'SECURE_AUTH_KEY',  'put your unique phrase here' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
""",
    "WordPress's own wp-config-sample.php with its documented placeholders",
)

# --------------------------------------------------------------------------- g Israel

regd(
    G,
    "payments/<<org>>/charge.php",
    """<?php
// תשלום חודשי למשפחתון - טרנזילה (הסיסמה מוגדרת ב-.htaccess עם SetEnv)
$supplier   = getenv('TRANZILA_SUPPLIER');
$TranzilaPW = getenv('TRANZILA_PW');
""",
    "Tranzila terminal name and password read with getenv()",
)
regd(
    G,
    "sms/<<org>>/tizkoret.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<sms>
  <user>
    <username><<org>>sms</username>
    <password>********</password>
  </user>
  <source><<org>></source>
  <message>דוגמה לבקשה - הסיסמה הוסתרה לפני השליחה לתמיכה</message>
</sms>
""",
    "an 019 SMS request copied for support with the password replaced by asterisks",
)
regd(
    G,
    "mail/<<org>>/פרטי כניסה לפורטל.eml",
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: פרטי כניסה לפורטל
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

שלום <<first>>,

שם המשתמש שלך לפורטל הוא <<fa>><<nnn>>. את הסיסמה הראשונית אשלח לך בהודעת SMS נפרדת.

בברכה,
<<first2>>
""",
    "a Hebrew e-mail that gives the user name and says the password comes by SMS",
)

# --------------------------------------------------------------------------- h UAE


def paytabs_decoy(s: Slots) -> str:
    obj = {
        "AllowedHosts": "*",
        "PayTabs": {
            "ProfileId": 0,
            "ServerKey": "",
            "Region": "ARE",
            "Currency": "AED",
            "_comment": "ServerKey is stored with dotnet user-secrets in development and in Azure App Service settings in production",
        },
    }
    return json.dumps(obj, indent=2) + "\n"


regd(
    H,
    "<<org>>-portal/appsettings.json",
    paytabs_decoy,
    "appsettings.json with an empty PayTabs ServerKey and a note on where it is kept",
)
regd(
    H,
    "cameras/<<org>>-live.m3u",
    """#EXTM3U
# Template sent to IT – replace PARENT_USER and PARENT_PASS with the values from the parents' letter
#EXTINF:-1 tvg-name="Baby Room" group-title="<<org>>",Baby Room
rtsp://PARENT_USER:PARENT_PASS@<<ip>>:554/Streaming/Channels/101
""",
    "a playlist template with PARENT_USER / PARENT_PASS placeholders in the RTSP URL",
)
regd(
    H,
    "WhatsApp Chat - <<org>> Mums <<n>>.txt",
    """[<<d>>/<<mo>>/<<year>>, <<h12>>:<<mi>>:<<ss>> <<ampm>>] Mum of <<kid>>: Ms. <<fa>> what is the wifi password for the graduation?
[<<d>>/<<mo>>/<<year>>, <<h12>>:<<mi2>>:10 <<ampm>>] Ms. <<fa>>: كلمة السر موجودة على لوحة الاستقبال 🌸 It's on the board at reception
""",
    "a chat that points to the reception board for the Wi-Fi password; no value",
)

# --------------------------------------------------------------------------- i South Africa

regd(
    I,
    "logs/<<org>>/itn_<<mo>>.log",
    """[<<year>>-<<mo>>-<<d>> <<hh>>:<<mi>>:<<ss>>] production.INFO: payfast.ITN received pf_payment_id=1<<nnn>><<nnn>> payment_status=COMPLETE
[<<year>>-<<mo>>-<<d>> <<hh>>:<<mi>>:<<ss>>] production.DEBUG: payfast.ITN param string (passphrase omitted from log): m_payment_id=FEES-<<mo>><<d>>&payment_status=COMPLETE&amount_gross=650.00&merchant_id=10000100
[<<year>>-<<mo>>-<<d>> <<hh>>:<<mi>>:<<ss>>] production.DEBUG: payfast.ITN signature <<sig>> matches
""",
    "an ITN log whose param string leaves the passphrase out (merchant id is PayFast's documented sandbox id)",
    extra=lambda rng, s: {"sig": hexs(rng, 32)},
)
regd(
    I,
    "homeassistant/configuration.yaml",
    """homeassistant:
  name: <<org>> Creche
  time_zone: Africa/Johannesburg

sunsynk:
  username: !secret sunsynk_username
  password: !secret sunsynk_password

sensor:
  - platform: template
    sensors:
      battery_hours_left:
        value_template: "{{ (states('sensor.battery_soc') | float / 12) | round(1) }}"
""",
    "Home Assistant configuration that refers to secrets.yaml with !secret",
    syntax="",
)
regd(
    I,
    "web/<<org>>/public/checkout.js",
    """// Yoco inline popup – the PUBLIC key is meant to be in the browser
const yoco = new window.YocoSDK({ publicKey: "pk_live_<<pk>>" });
document.getElementById("pay").addEventListener("click", () => {
  yoco.showPopup({ amountInCents: 65000, currency: "ZAR", name: "Creche fees" });
});
""",
    "a Yoco publishable key in front-end code, public by design",
    extra=lambda rng, s: {"pk": hexs(rng, 20)},
)

# --------------------------------------------------------------------------- j Kenya

regd(
    J,
    "fees-portal/.env.example",
    """# M-Pesa Daraja sandbox values from the Safaricom developer portal (public test credentials)
MPESA_ENV=sandbox
MPESA_SHORTCODE=174379
MPESA_PASSKEY=bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_CALLBACK_URL=https://<<dom>>/api/mpesa/callback
""",
    "the Lipa na M-Pesa sandbox passkey and shortcode 174379 published in Safaricom's documentation; consumer key and secret empty",
)
regd(
    J,
    "network/<<org>>-router.rsc",
    """# <<year>>-<<mo>>-<<d>> <<hh>>:<<mi>>:<<ss>> by RouterOS 7.14.3
# software id = <<swid>>
#
# model = RB941-2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=staff supplicant-identity=""
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n country=kenya disabled=no mode=ap-bridge security-profile=staff ssid=<<org>>_Staff
""",
    "a RouterOS 7 export without show-sensitive, which leaves the WPA2 key out",
    extra=lambda rng, s: {
        "swid": alnum(rng, 4, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
        + "-"
        + alnum(rng, 4, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
    },
)
regd(
    J,
    "WhatsApp Chat with Wazazi <<org>> <<n>>.txt",
    """<<d>>/<<mo>>/<<year>>, <<hh>>:<<mi>> - Mama <<kid>>: Mwalimu nenosiri ya wifi ni gani?
<<d>>/<<mo>>/<<year>>, <<hh>>:<<mi2>> - Teacher <<first>>: Nitawapa kwenye mkutano wa wazazi Ijumaa, si hapa kwa group 🙏
""",
    "a Swahili chat where the teacher will give the Wi-Fi password at the parents' meeting; no value",
)

# --------------------------------------------------------------------------- k India

regd(
    K,
    "playschool/settings/production.py",
    '''"""Production settings – secrets come from the environment (systemd EnvironmentFile)."""

import os

from .base import *  # noqa: F403

DEBUG = False
RAZORPAY_KEY_ID = os.environ["RAZORPAY_KEY_ID"]
RAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]
''',
    "Django settings that read the Razorpay key id and secret from os.environ",
)
regd(
    K,
    "scans/<<org>>/cctv_notice_<<nn>>.txt",
    """<<org>> PLAYSCHOOL & DAYCARE - LIVE CCTV FOR PARENTS
App: gCMOB (CP PLUS)
Username and password will be shared on the class WhatsApp group
after the term fee is paid. Timings: 9.30 am to 12.30 pm only
""",
    "a CCTV notice that says the login is shared after fees are paid; no value",
    syntax="",
)
regd(
    K,
    "src/main/resources/application-prod.properties",
    """# Paytm PG - values injected by the deployment pipeline
paytm.merchant.id=${PAYTM_MID}
paytm.merchant.key=${PAYTM_MERCHANT_KEY}
paytm.website=DEFAULT
paytm.industry.type=Retail
""",
    "Spring properties with ${...} placeholders resolved from the environment",
)

# --------------------------------------------------------------------------- l Philippines

regd(
    L,
    "sites/<<org>>/.env.example",
    """APP_NAME="<<org>> Learning Center"
APP_ENV=production
PAYMONGO_PUBLIC_KEY=pk_live_XXXXXXXXXXXXXXXXXXXXXXXX
PAYMONGO_SECRET_KEY=sk_live_XXXXXXXXXXXXXXXXXXXXXXXX
PAYMONGO_WEBHOOK_SIG=
""",
    "an .env.example with PayMongo key prefixes followed by X placeholders",
)
regd(
    L,
    "scans/<<org>>/router_sticker_<<nn>>.txt",
    """PLDT  HOME  FIBR
Model: AN5506-04-FA
SSID: PLDTHOMEFIBR<<hex5>>
Password: (tinakpan ng tape - itanong kay Teacher <<first>>)
""",
    "a router sticker whose password is covered with tape; the note names who to ask",
    syntax="",
    extra=lambda rng, s: {"hex5": hexs(rng, 5)},
)
regd(
    L,
    "Desktop/map_reports_<<org>>.bat",
    """@echo off
rem I-map ang shared folder ng MSWDO; hihingin ang password (asterisk = prompt)
net use Z: \\\\<<ip>>\\eccd_reports /user:cdw_<<org>> * /persistent:yes
start Z:\\
""",
    "net use with * so Windows prompts for the password",
)

# --------------------------------------------------------------------------- m Vietnam


def vnpay_decoy(s: Slots) -> str:
    obj = {
        "VnPay": {
            "TmnCode": s["tmn"],
            "HashSecret": "",
            "BaseUrl": "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html",
            "ReturnUrl": f"https://{s['dom']}/hoc-phi/ket-qua",
            "Version": "2.1.0",
        }
    }
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


regd(
    M,
    "src/<<org>>/appsettings.Development.json",
    vnpay_decoy,
    "VNPay settings for development with an empty HashSecret",
    extra=lambda rng, s: {"tmn": alnum(rng, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)
regd(
    M,
    "zalo/<<org>>/nhom_lop_mam_<<n>>.txt",
    """[<<hh>>:<<mi>> <<d>>/<<mo>>/<<year>>] Mẹ bé <<kid>>: Cô ơi mật khẩu camera mới là gì ạ?
[<<hh>>:<<mi2>> <<d>>/<<mo>>/<<year>>] Cô <<first>>: Cô nhắn riêng cho từng phụ huynh nhé, không gửi trong nhóm ạ
""",
    "a Zalo chat where the teacher sends the camera password privately; no value",
)
regd(
    M,
    "deploy/<<org>>/docker-compose.yml",
    """services:
  mysql:
    image: mysql:8.0
    environment:
      MYSQL_DATABASE: diemdanh
      MYSQL_USER: diemdanh
      MYSQL_PASSWORD: ${MYSQL_PASSWORD}
      MYSQL_ROOT_PASSWORD: ${MYSQL_ROOT_PASSWORD}
    env_file:
      - .env
""",
    "compose variables substituted from an .env file that is not in the repository",
)

# --------------------------------------------------------------------------- n Japan


def line_decoy(s: Slots) -> str:
    obj = {
        "club_name": "学童クラブ",
        "line": {"channel_id": s["chid"], "channel_secret": "", "channel_access_token": ""},
        "notify": {"enabled": False},
    }
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


regd(
    N,
    "storage/app/<<org>>/settings.json",
    line_decoy,
    "LINE settings before the channel was set up: secret and token empty",
    extra=lambda rng, s: {"chid": str(rng.randint(1650000000, 2009999999))},
)
regd(
    N,
    "mail/<<org>>/連絡帳アプリ初期パスワード.eml",
    """From: 学童保育室 <info@<<dom>>>
To: <<email>>
Subject: =?UTF-8?B?<<subj>>?=
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0900
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

<<last>> 様

連絡帳アプリのログインIDは <<user>> です。
初期パスワードは、個人情報保護のため別途書面でお子さまにお渡しします。
""",
    "a Japanese e-mail that gives the login id and says the password comes on paper",
    extra=lambda rng, s: {"subj": enc_b64("連絡帳アプリ ログインIDのお知らせ")},
)
regd(
    N,
    "AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Server>
            <Host><<org>>.sakura.ne.jp</Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User><<org>></User>
            <Logontype>2</Logontype>
            <Name>学童ホームページ（さくら）</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "FileZilla site with Logontype 2 (ask for password), so no Pass element is stored",
)

# --------------------------------------------------------------------------- o Korea

regd(
    O,
    "src/main/resources/application-prod.yml",
    """toss:
  payments:
    client-key: ${TOSS_CLIENT_KEY}
    secret-key: ${TOSS_SECRET_KEY}
    success-url: https://<<dom>>/payments/success
""",
    "Spring YAML with ${...} placeholders for the Toss keys",
)
regd(
    O,
    "data/data/kr.<<org>>.parents/shared_prefs/login.xml",
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="login_id"><<user>></string>
    <string name="login_pw"></string>
    <boolean name="auto_login" value="false" />
</map>
""",
    "the app's shared preferences after logout: the stored password is empty",
)
regd(
    O,
    "scan/<<org>>/nvr_메모_<<nn>>.txt",
    """CCTV 녹화기 (NVR) 관리자
아이디: admin
비밀번호: 원장님께 문의 (메모 금지)
※ 영상 60일 보관 필수 (영유아보육법)
""",
    "an NVR note that says to ask the director for the password",
    syntax="",
)

# --------------------------------------------------------------------------- p New Zealand

regd(
    P,
    "netlify.toml",
    """[build]
  command = "npm run build"
  publish = "dist"
  functions = "netlify/functions"

# STRIPE_SECRET_KEY is set in the Netlify UI (Site settings > Environment variables)
[context.production.environment]
  DONATION_SUCCESS_URL = "https://<<dom>>/koha/thanks"
""",
    "netlify.toml that keeps the Stripe key in the Netlify UI; only a URL is set here",
)
regd(
    P,
    "boot/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=NZ

network={
    ssid="<<org>>-Visitors"
    key_mgmt=NONE
}
""",
    "the photo frame joins an open visitors' network (key_mgmt=NONE), no psk",
)
regd(
    P,
    "scripts/<<org>>/Upload-LearningStories.ps1",
    """# Weekly upload of learning stories to SharePoint – asks for the account each run
Import-Module PnP.PowerShell
$Cred = Get-Credential -UserName "admin@<<org>>.onmicrosoft.com" -Message "Playcentre M365 admin"
Connect-PnPOnline -Url "https://<<org>>.sharepoint.com/sites/LearningStories" -Credentials $Cred
""",
    "PowerShell that prompts with Get-Credential instead of holding a password",
)
