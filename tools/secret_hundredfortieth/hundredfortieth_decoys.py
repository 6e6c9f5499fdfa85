# ruff: noqa: E501
"""Decoys of the hundred-and-fortieth corpus: three per family, files of the same studios and
shops that hold no live credential (a reference to the environment or a secret store, an empty
or masked value, a documented public sandbox value, a public key, a prompt instead of a stored
password, or a chat and an e-mail that talk about a password without giving one)."""

from __future__ import annotations

import json

from hundredfortieth_formats_a import A
from hundredfortieth_formats_b import B
from hundredfortieth_formats_c import C
from hundredfortieth_formats_d import D
from hundredfortieth_formats_e import E
from hundredfortieth_formats_f import F
from hundredfortieth_formats_g import G
from hundredfortieth_formats_h import H
from hundredfortieth_formats_i import I
from hundredfortieth_formats_j import J
from hundredfortieth_formats_k import K
from hundredfortieth_formats_l import L
from hundredfortieth_formats_m import M
from hundredfortieth_formats_n import N
from hundredfortieth_formats_o import O
from hundredfortieth_formats_p import P
from hundredfortieth_spec import alnum, regd

# --------------------------------------------------------------------------- a Mexico

regd(
    A,
    ("facturacion/.env.example", "apps/cfdi-<<org>>/.env.example"),
    """# Facturación CFDI 4.0 — copia este archivo a .env
# La llave live se pide a <<first>> (no va en el repo)
NODE_ENV=production
PORT=3000
FACTURAPI_KEY=
FACTURAPI_ORG_ID=
SERIE_FACTURA=T
LUGAR_EXPEDICION=45500
""",
    "a .env.example with the Facturapi key left empty",
)

regd(
    A,
    "WhatsApp/Chat de WhatsApp con <<full2>>.txt",
    """<<dd>>/<<mo>>/<<yy>>, <<time>> - <<full2>>: oye cuál es la contraseña del AgendaPro? no me deja entrar
<<dd>>/<<mo>>/<<yy>>, <<time>> - <<full>>: no te la mando por aquí, mañana te la paso en persona en el estudio
<<dd>>/<<mo>>/<<yy>>, <<time2>> - <<full2>>: va, entonces las citas del sábado las apunto en la libreta
<<dd>>/<<mo>>/<<yy>>, <<time2>> - <<full>>: sí porfa, con el anticipo de cada quien
""",
    "a WhatsApp chat that talks about the AgendaPro password without giving it",
)

regd(
    A,
    ("config/pagos.php", "wp-content/plugins/<<org>>-anticipos/config.php"),
    """<?php
// Cobro de anticipos por link de pago Clip — llaves desde el entorno del servidor
return [
    'clip' => [
        'api_key'     => getenv('CLIP_API_KEY'),
        'secret_key'  => getenv('CLIP_SECRET_KEY'),
        'webhook_url' => 'https://<<dom>>/webhooks/clip',
        'moneda'      => 'MXN',
    ],
];
""",
    "Clip keys read with getenv(); no value in the file",
)

# --------------------------------------------------------------------------- b Brazil

regd(
    B,
    "email/contabilidade/certificado_a1_<<year>>.eml",
    """From: "<<full2>>" <fiscal@contabilmoema.com.br>
To: <<email>>
Subject: Certificado digital A1 - renovação
Date: <<maildate>> -0300
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

Olá <<first>>,

O novo certificado A1 (e-CNPJ) segue em anexo. Por segurança, a senha do arquivo .pfx
será enviada separadamente por SMS para o celular cadastrado.

Atenciosamente,
<<full2>>
""",
    "an accountant's e-mail saying the .pfx password goes by SMS; no password in it",
    syntax="",
)

regd(
    B,
    ("agenda/.env.example", "sites/agenda.<<dom>>/.env.example"),
    """APP_NAME="<<orgc>> Piercing"
APP_ENV=local
APP_URL=http://localhost:8000
DB_CONNECTION=sqlite

# cobrança de sinal via Pix (Asaas) — em produção a chave fica só no servidor
ASAAS_ENV=sandbox
ASAAS_API_KEY=
ASAAS_WALLET_ID=
""",
    "an .env.example with the Asaas key left empty",
)

regd(
    B,
    "planilhas/fornecedores_<<year>>.csv",
    """fornecedor;site;usuario;senha;observacao
Titânio Brasil Atacado;https://atacado.titaniobrasil.com.br;<<email>>;••••••••;senha no cofre do Bitwarden
Cirúrgica Paulista;https://loja.cirurgicapaulista.com.br;entrar com Google;;luvas, agulhas
Correios Contrato;https://meucorreios.correios.com.br;<<email2>>;••••••••;
""",
    "a supplier sheet whose password column is masked with bullets",
    syntax="",
)

# --------------------------------------------------------------------------- c Poland

regd(
    C,
    "<<org>>-bilety/config/p24.php",
    """<?php
// Bilety — Przelewy24; klucze z panelu trzymamy w zmiennych środowiskowych serwera
define('P24_MERCHANT_ID', (int) getenv('P24_MERCHANT_ID'));
define('P24_POS_ID', (int) getenv('P24_POS_ID'));
define('P24_CRC', getenv('P24_CRC'));
define('P24_API_KEY', getenv('P24_API_KEY'));
define('P24_SANDBOX', getenv('P24_SANDBOX') === '1');
""",
    "Przelewy24 keys read with getenv()",
)

regd(
    C,
    "deploy/<<org>>-bilety/compose.yaml",
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: bilety
      POSTGRES_USER: bilety
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "docker compose with POSTGRES_PASSWORD_FILE pointing at a Docker secret file",
)

regd(
    C,
    "konwent<<year>>/wystawcy_hala_<<n>>.csv",
    """Stoisko;Studio;Miasto;Kontakt;Prąd (kW);Wi-Fi SSID;Hasło Wi-Fi;Uwagi
A<<n>>;Czarna Igła;Kraków;<<email2>>;2;Hala_Wystawcy;na identyfikatorze;stół + 2 krzesła
B<<n>>;Dziara Ink;Nowy Sącz;<<phone>>;2;Hala_Wystawcy;na identyfikatorze;leżanka własna
""",
    "an exhibitor list that says the Wi-Fi password is printed on the badge",
    syntax="",
)

# --------------------------------------------------------------------------- d Netherlands

regd(
    D,
    ("afspraken/.env.example", "sites/boeken.<<dom>>/.env.example"),
    """# Online intake boeken + aanbetaling (Mollie) — kopieer naar .env
APP_URL=http://localhost:3000
MOLLIE_API_KEY=test_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
MOLLIE_PROFILE_ID=pfl_xxxxxxxxxx
AANBETALING_EUR=50
""",
    "an .env.example with an x-ed out Mollie test key placeholder",
)

regd(
    D,
    "home/<<fa>>/.config/rclone/rclone.conf",
    """[patientfotos]
type = s3
provider = Wasabi
env_auth = true
region = eu-central-2
endpoint = s3.eu-central-2.wasabisys.com
acl = private
""",
    "rclone S3 remote with env_auth: keys come from the environment",
    syntax="ini",
)

regd(
    D,
    "homeassistant-<<org>>/secrets.yaml",
    """# Home Assistant — <<orgc>>
latitude_kliniek: 52.25
longitude_kliniek: 6.16
tado_username: "<<email>>"
tado_password: !env_var TADO_PASSWORD
melding_telefoon: "<<phone>>"
""",
    "Home Assistant secrets.yaml that takes the tado password from !env_var",
    syntax="",
)

# --------------------------------------------------------------------------- e Israel

regd(
    E,
    "WhatsApp/WhatsApp Chat with <<fa2>>.txt",
    """<<dd>>.<<mo>>.<<year>>, <<time>> - <<full2>>: מה הסיסמה של הוויפי?
<<dd>>.<<mo>>.<<year>>, <<time2>> - <<full>>: היא על הפתק ליד הקופה, לא שולחת בוואטסאפ 🙂
<<dd>>.<<mo>>.<<year>>, <<time2>> - <<full2>>: סבבה
""",
    "a Hebrew WhatsApp chat that points to a note instead of giving the Wi-Fi password",
)

regd(
    E,
    "includes/cardcom-config.php",
    """<?php
/* סליקה - Cardcom LowProfile; הסיסמה מוגדרת ב-wp-config של השרת */
$cardcom = [
    'TerminalNumber' => (int) getenv('CARDCOM_TERMINAL'),
    'UserName'       => getenv('CARDCOM_USER'),
    'ApiPassword'    => getenv('CARDCOM_API_PASSWORD'),
    'Language'       => 'he',
];
""",
    "Cardcom settings read with getenv()",
)

regd(
    E,
    "vpn/<<fa>>-<<org>>.ovpn",
    """client
dev tun
proto udp
remote vpn.<<dom>> 1194
nobind
persist-key
persist-tun
remote-cert-tls server
cipher AES-256-GCM
ca ca.crt
# שם משתמש וסיסמה יתבקשו בחיבור
auth-user-pass
auth-nocache
""",
    "an OpenVPN profile that prompts for the password (auth-user-pass without a file)",
    syntax="",
)

# --------------------------------------------------------------------------- f Turkey

regd(
    F,
    "odeme/iyzico_config.php",
    """<?php
function iyzicoOptions(): \\Iyzipay\\Options
{
    $options = new \\Iyzipay\\Options();
    $options->setApiKey(getenv('IYZICO_API_KEY'));
    $options->setSecretKey(getenv('IYZICO_SECRET_KEY'));
    $options->setBaseUrl(getenv('IYZICO_BASE_URL') ?: 'https://sandbox-api.iyzipay.com');
    return $options;
}
""",
    "iyzico keys read with getenv()",
)


def _tg_voice(s: dict) -> str:
    obj = {
        "name": s["full2"],
        "type": "personal_chat",
        "id": s["n6"],
        "messages": [
            {
                "id": 1,
                "type": "message",
                "date": f"{s['date']}T{s['time_s']}",
                "from": s["full2"],
                "text": "Instagram şifresi neydi?",
            },
            {
                "id": 2,
                "type": "message",
                "date": f"{s['date']}T{s['time_s']}",
                "from": s["full"],
                "file": "voice_messages/audio_1@" + s["dmy_dash"] + ".ogg",
                "media_type": "voice_message",
                "duration_seconds": 7,
                "text": "",
            },
            {
                "id": 3,
                "type": "message",
                "date": f"{s['date']}T{s['time_s']}",
                "from": s["full"],
                "text": "sesli attım, yazıyla atmıyorum",
            },
        ],
    }
    return json.dumps(obj, ensure_ascii=False, indent=1)


regd(
    F,
    "Telegram Desktop/ChatExport_<<date>>/result.json",
    _tg_voice,
    "a Telegram export where the password was sent as a voice message; no text value",
)

regd(
    F,
    "randevu/randevu/settings_prod.py",
    '''"""Randevu sitesi — canlı ortam ayarları."""

import dj_database_url

DEBUG = False
ALLOWED_HOSTS = ["randevu.<<dom>>"]
DATABASES = {"default": dj_database_url.config(env="DATABASE_URL", conn_max_age=600)}
''',
    "Django settings that take the database URL from the environment",
)

# --------------------------------------------------------------------------- g Morocco

regd(
    G,
    "public_html/<<org>>/wp-config-sample.php",
    """<?php
// ** Réglages MySQL - Votre hébergeur doit vous fournir ces informations. ** //
define( 'DB_NAME', 'votre_nom_de_bdd' );
define( 'DB_USER', 'votre_utilisateur_de_bdd' );
define( 'DB_PASSWORD', 'votre_mdp_de_bdd' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
""",
    "the WordPress French wp-config-sample.php with its documented stand-in values",
)

regd(
    G,
    "mail/agence/identifiants_site_<<date>>.eml",
    """From: Webmedina <contact@webmedina.ma>
To: <<email>>
Subject: Votre site est en ligne
Date: <<maildate>> +0100
Content-Type: text/plain; charset=UTF-8

Bonjour Mme <<lac>>,

Votre site <<dom>> est en ligne. Pour des raisons de sécurité, le mot de passe de
l'administration vous sera communiqué par téléphone ; l'identifiant est <<fa>>_admin.

Cordialement,
Webmedina
""",
    "a French e-mail that gives the login but says the password comes by phone",
    syntax="",
)

regd(
    G,
    "apps-script/confirmations.gs",
    """// Confirmation WhatsApp des réservations — le jeton est dans Propriétés du script
const props = PropertiesService.getScriptProperties();
const INSTANCE = props.getProperty('ULTRAMSG_INSTANCE');
const ULTRAMSG_TOKEN = props.getProperty('ULTRAMSG_TOKEN');

function envoyer(tel, message) {
  UrlFetchApp.fetch(`https://api.ultramsg.com/${INSTANCE}/messages/chat`, {
    method: 'post',
    payload: { token: ULTRAMSG_TOKEN, to: tel, body: message },
  });
}
""",
    "Apps Script that reads the UltraMsg token from Script Properties",
)

# --------------------------------------------------------------------------- h South Africa

regd(
    H,
    "includes/payfast-sandbox.php",
    """<?php
// PayFast SANDBOX — public test merchant from the PayFast developer docs
$payfast = array(
    'merchant_id'  => '10000100',
    'merchant_key' => '46f0cd694581a',
    'passphrase'   => '',
    'sandbox'      => true,
    'process_url'  => 'https://sandbox.payfast.co.za/eng/process',
);
""",
    "the public PayFast sandbox merchant from the documentation, no passphrase",
)

regd(
    H,
    "home/<<fa>>/.restic/<<org>>.env",
    """# source this before running restic
export RESTIC_REPOSITORY="b2:<<org>>-backup:studio"
export RESTIC_PASSWORD_COMMAND="pass show restic/<<org>>"
export B2_ACCOUNT_ID="$(pass show b2/<<org>>-id)"
export B2_ACCOUNT_KEY="$(pass show b2/<<org>>-key)"
""",
    "restic environment that pulls every value from the pass password store",
)

regd(
    H,
    "backups/mikrotik/<<org>>-<<date>>.rsc",
    """# <<mo>>/<<dd>>/<<year>> <<time_s>> by RouterOS 7.14.3
# model = RBD52G-5HacD2HnD
/interface bridge
add name=bridge-lan
/interface pppoe-client
add add-default-route=yes disabled=no interface=ether1 name=pppoe-vumatel use-peer-dns=yes \\
    user=<<org>>@afrihost.co.za
/ip address
add address=192.168.88.1/24 interface=bridge-lan network=192.168.88.0
/system identity
set name=<<org>>-router
""",
    "a RouterOS 7 export, which leaves the PPPoE password out unless show-sensitive is given",
    syntax="",
)

# --------------------------------------------------------------------------- i Kenya

regd(
    I,
    "mpesa-api/.env.sandbox",
    """# M-Pesa Daraja SANDBOX (values from the Daraja docs test credentials page)
MPESA_ENV=sandbox
MPESA_SHORTCODE=174379
MPESA_PASSKEY=bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_CALLBACK_URL=https://<<dom>>/api/mpesa/callback
""",
    "the public Daraja sandbox shortcode and passkey; consumer key and secret left empty",
)

regd(
    I,
    "WhatsApp/WhatsApp Chat with <<fa2>>.txt",
    """<<dd>>/<<mo>>/<<year>>, <<time>> - <<full2>>: Boss password ya org portal ni gani?
<<dd>>/<<mo>>/<<year>>, <<time2>> - <<full>>: Nitakutumia kwa SMS, si hapa
<<dd>>/<<mo>>/<<year>>, <<time2>> - <<full2>>: Sawa 👍
""",
    "a Swahili chat that promises the password by SMS without giving it",
)

regd(
    I,
    "stock-sync/index.js",
    """// Sync titanium jewellery stock to WooCommerce — keys from the environment
const WooCommerceRestApi = require('@woocommerce/woocommerce-rest-api').default;

const api = new WooCommerceRestApi({
  url: 'https://shop.<<dom>>',
  consumerKey: process.env.WC_CONSUMER_KEY,
  consumerSecret: process.env.WC_CONSUMER_SECRET,
  version: 'wc/v3',
});

module.exports = { api };
""",
    "WooCommerce keys from process.env",
)

# --------------------------------------------------------------------------- j India

regd(
    J,
    "bookings/razorpay_links.py",
    '''"""Bridal mehendi booking: Razorpay payment link for the advance."""

import os

import razorpay

client = razorpay.Client(auth=(os.environ["RAZORPAY_KEY_ID"], os.environ["RAZORPAY_KEY_SECRET"]))
''',
    "Razorpay keys from os.environ",
)

regd(
    J,
    "Documents/<<orgc>> logins.htm",
    """<html><head><meta http-equiv=Content-Type content="text/html; charset=utf-8"><title>Logins</title></head>
<body><table>
 <tr><td>Account</td><td>ID</td><td>Password</td></tr>
 <tr><td>Instagram Business</td><td><<org>>.bridal</td><td>********</td></tr>
 <tr><td>Shiprocket</td><td>api.<<org>>@gmail.com</td><td>********</td></tr>
</table></body></html>
""",
    "an exported logins sheet with every password masked as asterisks",
    syntax="",
)

regd(
    J,
    "accounts/zoho.yml",
    """# Zoho Books (India DC) — generate the refresh token at api-console.zoho.in (self client)
zoho:
  accounts_url: https://accounts.zoho.in
  organization_id: "600000000"
  client_id: ""
  refresh_token: ""
""",
    "Zoho settings with empty client id and refresh token",
)

# --------------------------------------------------------------------------- k Nepal

regd(
    K,
    "payment/esewa_test.php",
    """<?php
// eSewa ePay v2 — UAT (test) values published in the eSewa developer docs
define('ESEWA_PRODUCT_CODE', 'EPAYTEST');
define('ESEWA_SECRET', '8gBm/:&EnhH.1/q');
define('ESEWA_FORM_URL', 'https://rc-epay.esewa.com.np/api/epay/main/v2/form');
""",
    "the public eSewa UAT product code and HMAC key from the developer documentation",
)


def _pub(rng, s: dict) -> None:
    s["pub"] = "AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + alnum(
        rng, 342, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    )


regd(
    K,
    "home/<<fa>>/.ssh/id_rsa.pub",
    "ssh-rsa <<pub>> <<fa>>@<<org>>-laptop\n",
    "an SSH public key (the private half is not there)",
    syntax="",
    extra=_pub,
)

regd(
    K,
    "mail/developer/website_handover_<<date>>.eml",
    """From: <<full2>> <<<fa2>>@himalcode.com.np>
To: <<email>>
Subject: Website handover - <<dom>>
Date: <<maildate>> +0545
Content-Type: text/plain; charset=utf-8

Namaste <<fac>> ji,

The website is live. cPanel is at https://<<dom>>:2083 with username <<org>>.
I have sent the password to your Viber separately, please change it after login.

Dhanyabad,
<<full2>>
""",
    "a handover e-mail that gives the cPanel username but sends the password elsewhere",
    syntax="",
)

# --------------------------------------------------------------------------- l Thailand

regd(
    L,
    "linebot/app.py",
    '''"""LINE OA ของสำนัก — โทเคนอยู่ใน environment ของเซิร์ฟเวอร์"""

import os

from linebot.v3 import WebhookHandler
from linebot.v3.messaging import Configuration

configuration = Configuration(access_token=os.environ["LINE_CHANNEL_ACCESS_TOKEN"])
handler = WebhookHandler(os.environ["LINE_CHANNEL_SECRET"])
''',
    "LINE channel token and secret from os.environ",
)

regd(
    L,
    "cctv/กล้องสำนัก.m3u",
    """#EXTM3U
#EXTINF:-1,กล้อง 1 หน้าสำนัก
#EXTVLCOPT:rtsp-user=viewer
#EXTVLCOPT:rtsp-pwd=
rtsp://<<lan>>:554/Streaming/Channels/102
""",
    "a VLC playlist with the RTSP password option left empty (VLC asks for it)",
    syntax="",
)

regd(
    L,
    "payment/omise_public.js",
    """// Omise.js — แปลงบัตรเป็น token ที่หน้าเว็บ (ใช้ public key เท่านั้น)
OmiseCard.configure({
  publicKey: 'pkey_<<pk>>',
  currency: 'THB',
  frameLabel: 'สำนัก <<orgc>>',
  submitLabel: 'ทำบุญ',
});
""",
    "only the Omise public key, which is meant for the browser",
    extra=lambda rng, s: s.update(pk="5" + alnum(rng, 18, "abcdefghijklmnopqrstuvwxyz0123456789")),
    syntax="",
)

# --------------------------------------------------------------------------- m Indonesia

regd(
    M,
    "payment/midtrans.example.php",
    """<?php
// Contoh konfigurasi — salin ke midtrans.php dan isi dengan key dari dashboard
\\Midtrans\\Config::$serverKey = 'SB-Mid-server-XXXXXXXXXXXXXXXXXXXXXXXX';
\\Midtrans\\Config::$clientKey = 'SB-Mid-client-XXXXXXXXXXXXXXXX';
\\Midtrans\\Config::$isProduction = false;
""",
    "a Midtrans example config with X-ed out sandbox keys",
)

regd(
    M,
    "crontab/<<fa>>.crontab",
    """# m h  dom mon dow   command
0 2 * * * rsync -az --delete -e "ssh -i /home/<<fa>>/.ssh/nas_ed25519" /home/<<fa>>/studio/ backup@<<org>>.ddns.net:/volume1/<<org>>/studio/
""",
    "a backup cron job that authenticates with an SSH key file",
    syntax="",
)

regd(
    M,
    "bot/config.yaml",
    """telegram:
  token: "${TELEGRAM_BOT_TOKEN}"
  admin_chat_id: -100<<n6>>
studio:
  nama: "<<orgc>> Tattoo Ubud"
""",
    "a bot config with the Telegram token as an environment-variable reference",
)

# --------------------------------------------------------------------------- n Japan

regd(
    N,
    "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
	<Servers>
		<Server>
			<Host>sv<<nn>>.xserver.jp</Host>
			<Port>21</Port>
			<Protocol>0</Protocol>
			<Type>0</Type>
			<User><<org>>@<<dom>></User>
			<Logontype>2</Logontype>
			<Name>ホームページ (Xserver)</Name>
		</Server>
	</Servers>
</FileZilla3>
""",
    "a FileZilla site with logon type 'ask for password'; no Pass element",
)

regd(
    N,
    "home/<<org>>/.my.cnf",
    """[client]
host=mysql<<n>>.<<org>>.sakura.ne.jp
user=<<org>>
# パスワードは mysql_config_editor (login-path=sakura) に保存
default-character-set=utf8mb4
""",
    "a .my.cnf without a password (kept in mysql_config_editor's login path)",
    syntax="ini",
)

regd(
    N,
    "書類/アカウント一覧_<<year>>.csv",
    """サービス,ログインID,パスワード,備考
Square,<<email>>,（紙の台帳を参照）,カード決済
STORES 予約,<<email>>,Googleでログイン,予約受付
Xserver,<<org>>,（紙の台帳を参照）,ホームページ
""",
    "an account list that refers to the paper ledger instead of holding passwords",
    syntax="",
)

# --------------------------------------------------------------------------- o Korea

regd(
    O,
    "app/api/payments/confirm/route.js",
    """// 예약금 결제 승인 (토스페이먼츠) — 시크릿 키는 Vercel 환경 변수
const secretKey = process.env.TOSS_SECRET_KEY;
const encryptedSecretKey = 'Basic ' + Buffer.from(secretKey + ':').toString('base64');

export async function POST(request) {
  const body = await request.json();
  const res = await fetch('https://api.tosspayments.com/v1/payments/confirm', {
    method: 'POST',
    headers: { Authorization: encryptedSecretKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return Response.json(await res.json(), { status: res.status });
}
""",
    "Toss Payments secret key from process.env",
)

regd(
    O,
    "backup/kakao/<<org>>_<<date>>.txt",
    """<<last2>><<first2>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time_s>>

[<<last2>><<first2>>] [오후 2:10] 원장님 스마트플레이스 비번 알려주세요
[<<last>><<first>>] [오후 2:11] 내일 샵에서 직접 말해줄게 카톡으로는 안 보낼게
[<<last2>><<first2>>] [오후 2:11] 넵!
""",
    "a KakaoTalk chat that refuses to send the password",
)

regd(
    O,
    "consent-web/src/main/resources/application.properties",
    """# 시술 동의서 웹 — 운영 값은 환경 변수로 주입
server.port=8080
spring.datasource.url=jdbc:mariadb://${DB_HOST:localhost}:3306/consent
spring.datasource.username=${DB_USER:consent}
spring.datasource.password=${DB_PASSWORD}
""",
    "Spring properties with ${DB_PASSWORD} placeholder resolved from the environment",
)

# --------------------------------------------------------------------------- p New Zealand

regd(
    P,
    "<<org>>-site/.git/config",
    """[core]
	repositoryformatversion = 0
	filemode = false
	bare = false
[remote "origin"]
	url = https://github.com/<<fa>>-<<org>>/<<org>>.github.io.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[credential]
	helper = manager
""",
    "a git config with a plain HTTPS remote and the credential manager helper",
    syntax="",
)

regd(
    P,
    "payments/windcave.php",
    """<?php
// Windcave PxPay 2.0 — key set in the hosting control panel environment
$windcave = [
    'PxPayUserId' => getenv('PXPAY_USER_ID'),
    'PxPayKey'    => getenv('PXPAY_KEY'),
    'PxPayUrl'    => 'https://sec.windcave.com/pxaccess/pxpay.aspx',
    'Currency'    => 'NZD',
];
""",
    "Windcave PxPay key read with getenv()",
)

regd(
    P,
    "panui/send.mjs",
    """// Pānui (newsletter) — key in the Netlify environment
import mailchimp from '@mailchimp/mailchimp_marketing';

mailchimp.setConfig({
  apiKey: process.env.MAILCHIMP_API_KEY,
  server: process.env.MAILCHIMP_SERVER_PREFIX,
});
""",
    "Mailchimp key from process.env",
)
