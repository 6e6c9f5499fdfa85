# ruff: noqa: E501
"""The ninety-third corpus's decoys: files that look like its formats but hold no live
credential, three per family, each with a ``why``."""

from __future__ import annotations

from ninetythird_spec import (
    FAM_A,
    FAM_B,
    FAM_C,
    FAM_D,
    FAM_E,
    FAM_F,
    FAM_G,
    FAM_H,
    FAM_I,
    FAM_J,
    FAM_K,
    FAM_L,
    FAM_M,
    FAM_N,
    FAM_O,
    FAM_P,
    regd,
)

DECOYS = (
    # a: Poland
    (
        FAM_A,
        "allegro/sync_stany_<<org>>.py",
        '''"""Synchronizacja stanów z Allegro - sekrety z zmiennych środowiskowych."""

import os

CLIENT_ID = os.environ["ALLEGRO_CLIENT_ID"]
CLIENT_SECRET = os.environ["ALLEGRO_CLIENT_SECRET"]
REFRESH_FILE = "/home/<<fa>>/allegro/refresh.json"
''',
        "client id and secret are read from the environment",
        None,
    ),
    (
        FAM_A,
        "sklep-<<org>>/.env.example",
        """# skopiuj do .env i uzupełnij z panelu Przelewy24
P24_MERCHANT_ID=
P24_POS_ID=
P24_CRC=
P24_REPORT_KEY=
P24_SANDBOX=true
""",
        "template with every Przelewy24 value empty",
        "",
    ),
    (
        FAM_A,
        "WhatsApp/Czat WhatsApp z <<fn2>>.txt",
        """<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi>> - <<fn2>>: podeślesz hasło do InPostu?
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi2>> - <<fn>> <<ln>>: nie wysyłam haseł na WhatsAppie, jest w KeePassie w folderze Magazyn
<<d>>.<<mo>>.<<y>>, <<hh>>:<<mi3>> - <<fn2>>: ok, znalazłam
""",
        "chat mentions the password without giving it",
        "",
    ),
    # b: Nigeria
    (
        FAM_B,
        "<<org>>-sync/docker-compose.yml",
        """services:
  sync:
    build: .
    environment:
      SHOPIFY_STORE: <<org>>.myshopify.com
      SHOPIFY_ACCESS_TOKEN: ${SHOPIFY_ACCESS_TOKEN}
      PAYSTACK_SECRET_KEY: ${PAYSTACK_SECRET_KEY}
    restart: unless-stopped
""",
        "tokens are ${...} references filled from the host environment",
        None,
    ),
    (
        FAM_B,
        "theme/assets/paystack-inline-<<n>>.js",
        """// Paystack Inline checkout on the product page (public key only; charges are verified server-side)
const handler = PaystackPop.setup({
  key: 'pk_live_<<h32>><<h8>>',
  email: document.getElementById('email').value,
  amount: Number(document.getElementById('amount').value) * 100,
  currency: 'NGN',
  callback: (response) => { window.location = '/verify?reference=' + response.reference; },
});
""",
        "only the Paystack public key, which is meant to be in the browser",
        "",
    ),
    (
        FAM_B,
        "Downloads/bitwarden_export_<<date>>.csv",
        """folder,favorite,type,name,notes,fields,reprompt,login_uri,login_username,login_password,login_totp
Store,1,login,Shopify <<orgc>>,uses passkey,,0,https://admin.shopify.com,<<email>>,,
Suppliers,,login,CJdropshipping,Google sign-in,,0,https://cjdropshipping.com,<<gmail>>,,
""",
        "password manager export where every password column is empty (passkey and Google sign-in)",
        "",
    ),
    # c: Peru
    (
        FAM_C,
        "home/<<fa>>/.config/rclone/rclone.conf",
        """[drive_fotos]
type = drive
scope = drive
token =
team_drive =
""",
        "remote created but never authorised: the token is empty",
        "",
    ),
    (
        FAM_C,
        "Correo/Recibidos/<<date>>_clave_sol.eml",
        """From: Estudio Contable <contabilidad.<<la2>>@gmail.com>
To: <<fn>> <<ln>> <<<email>>>
Subject: Clave SOL
Content-Type: text/plain; charset=UTF-8

Buenas <<fn>>, por seguridad no me mande la Clave SOL por correo.
Mejor me la dicta por teléfono mañana a las 10.
Saludos.
""",
        "e-mail talks about the Clave SOL but gives none",
        "",
    ),
    (
        FAM_C,
        "envios/dhl_<<org>>.ini",
        """[dhl]
endpoint = https://express.api.dhl.com/mydhlapi
api_key = ${DHL_API_KEY}
api_secret = ${DHL_API_SECRET}
account_number = 9<<n2>>
""",
        "key and secret are ${...} references resolved at deploy time",
        None,
    ),
    # d: Thailand
    (
        FAM_D,
        "AppData/Roaming/obs-studio/plugin_config/obs-websocket/config.json",
        """{
    "alerts_enabled": false,
    "auth_required": false,
    "first_load": false,
    "server_enabled": true,
    "server_password": "",
    "server_port": 4455
}
""",
        "authentication off and the server password empty",
        None,
    ),
    (
        FAM_D,
        "<<org>>-shop/.env.local",
        """NEXT_PUBLIC_SITE_URL=https://<<dom>>
NEXT_PUBLIC_OMISE_PUBLIC_KEY=pkey_5<<h12>><<h8>>
OMISE_SECRET_KEY=
""",
        "only the public Omise key; the secret key is empty",
        "",
    ),
    (
        FAM_D,
        "LINE/[LINE] แชทกับ ทีมไลฟ์ <<orgc>>.txt",
        """[LINE] แชทกับ ทีมไลฟ์ <<orgc>>

<<y>>/<<mo>>/<<d>>(จ.)
<<hh>>:<<mi>>	<<fn>>	รหัส Seller Center อยู่ไหนคะ
<<hh>>:<<mi2>>	<<fn2>>	อยู่ในสมุดที่โต๊ะแพ็คของนะ ไม่ส่งในไลน์
""",
        "chat about the password without the password",
        "",
    ),
    # e: Korea
    (
        FAM_E,
        "upload_bot/settings.yaml",
        """youtube:
  client_secrets_file: client_secret.json
  credentials_file: token.json
  privacy: private
  category_id: 22
""",
        "only file names of the OAuth client and token, not their contents",
        None,
    ),
    (
        FAM_E,
        "var/spool/cron/crontabs/<<fa>>",
        """# 촬영 원본 -> NAS 백업
30 2 * * * rsync -av --password-file=/home/<<fa>>/.rsync.pass /Volumes/SSD_원본/ rsync://editor@<<lan>>/footage/ >> /tmp/nas.log 2>&1
""",
        "rsync reads its password from a separate file",
        "",
    ),
    (
        FAM_E,
        "카카오톡 대화/KakaoTalk_<<date>>_편집팀.txt",
        """--------------- <<y>>년 <<m1>>월 <<d1>>일 월요일 ---------------
[<<ln>><<fn>>] [오후 2:<<mi>>] 편집 PC 비밀번호 알려주실 수 있나요?
[<<ln2>><<fn2>>] [오후 2:<<mi2>>] 노션 비공개 페이지에 올려뒀어요. 카톡으로는 안 보낼게요
""",
        "chat mentions a password kept elsewhere",
        "",
    ),
    # f: Iran
    (
        FAM_F,
        "public_html/wp-config.php",
        """<?php
define( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );
define( 'DB_USER', getenv('WORDPRESS_DB_USER') );
define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
""",
        "database password read with getenv",
        "",
    ),
    (
        FAM_F,
        "ebook/SHA256SUMS",
        """<<sha>>  ketab-ashpazi-<<org>>.pdf
<<sha2>>  ketab-ashpazi-<<org>>.epub
""",
        "SHA-256 checksums of the e-book files",
        "",
    ),
    (
        FAM_F,
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        """{
 "name": "<<fn2>>",
 "type": "personal_chat",
 "id": <<n2>>,
 "messages": [
  {"id": 1, "type": "message", "date": "<<date>>T<<hh>>:<<mi>>:00", "from": "<<fn2>>", "text": "رمز پیج رو بفرست لطفاً"},
  {"id": 2, "type": "message", "date": "<<date>>T<<hh>>:<<mi2>>:00", "from": "<<fn>>", "text": "رمز رو تو تلگرام نمی‌فرستم، حضوری میگم"}
 ]
}
""",
        "chat asks for the password and is refused",
        None,
    ),
    # g: Kenya
    (
        FAM_G,
        "<<org>>-membership/.env.example",
        """MPESA_ENV=sandbox
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_SHORTCODE=174379
MPESA_PASSKEY=
""",
        "example file with the Daraja values empty",
        "",
    ),
    (
        FAM_G,
        "etc/fstab",
        """UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
//<<lan>>/podcast  /mnt/studio  cifs  credentials=/home/<<fa>>/.smbcredentials,uid=1000,iocharset=utf8  0  0
""",
        "points at a credentials file instead of holding the password",
        "",
    ),
    (
        FAM_G,
        "WhatsApp Chat with <<fn2>>.txt",
        """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: Nenosiri ya Riverside?
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi2>> - <<fn>>: Nitakutumia kwa SMS, sitaki iwe kwa group
""",
        "chat mentions the password, which is sent elsewhere",
        "",
    ),
    # h: India
    (
        FAM_H,
        "etc/letsencrypt/cloudflare.ini.sample",
        """# Cloudflare API token used by Certbot
# create one at dash.cloudflare.com > My Profile > API Tokens (Zone:DNS:Edit)
dns_cloudflare_api_token =
""",
        "the token line is empty",
        "",
    ),
    (
        FAM_H,
        "coupon-site/docker-compose.yml",
        """services:
  db:
    image: mariadb:11
    environment:
      MARIADB_DATABASE: '<<org>>'
      MARIADB_USER: '<<org>>'
      MARIADB_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./db_password.txt
""",
        "password comes from a Docker secret file",
        None,
    ),
    (
        FAM_H,
        "WhatsApp Chat with <<fn2>>.txt",
        """<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi>> - <<fn2>>: भैया पासवर्ड भेज दो
<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi2>> - <<fn>>: पासवर्ड यहाँ नहीं भेजूँगा, लॉगिन करो तो OTP मेरे फोन पर आएगा, मैं बता दूँगा
""",
        "chat without any password or code",
        "",
    ),
    # i: Mexico
    (
        FAM_I,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.<<dom>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <Type>0</Type>
            <User><<org>>@<<dom>></User>
            <Logontype>2</Logontype>
            <Name>Tienda <<orgc>></Name>
        </Server>
    </Servers>
</FileZilla3>
""",
        "logon type 'ask for password': no Pass element is stored",
        None,
    ),
    (
        FAM_I,
        "tienda/js/checkout-mp.js",
        """// Checkout Bricks de Mercado Pago (llave pública)
const mp = new MercadoPago('APP_USR-<<uuid>>', { locale: 'es-MX' });
mp.bricks().create('cardPayment', 'cardPaymentBrick_container', { initialization: { amount: 349 } });
""",
        "Mercado Pago public key used in the browser",
        "",
    ),
    (
        FAM_I,
        "Documentos/SAT/claves_<<orgc>>.txt",
        """e.firma (FIEL) - <<orgc>>
archivo: <<fa>>_FIEL.key
contraseña: la tiene el contador (no anotar aquí)
""",
        "notes that say where the password is, without it",
        "",
    ),
    # j: Lithuania
    (
        FAM_J,
        "Dokumentai/keepass_eksportas_<<date>>.xml",
        """<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<KeePassFile>
	<Root>
		<Group>
			<Name>Parduotuvė</Name>
			<Entry>
				<String><Key>Password</Key><Value ProtectInMemory="True" /></String>
				<String><Key>Title</Key><Value>Vinted</Value></String>
				<String><Key>UserName</Key><Value><<email>></Value></String>
			</Entry>
		</Group>
	</Root>
</KeePassFile>
""",
        "KeePass entry with an empty password value",
        None,
    ),
    (
        FAM_J,
        "etc/davfs2/secrets",
        """# davfs2 secrets file
# Read by mount.davfs when the user has no own secrets file.
# Each line: mount point or server URL, user name, password.
# https://cloud.<<dom>>/remote.php/dav/files/<<fa>>/  username  password
""",
        "the stock davfs2 secrets file: only comments",
        "",
    ),
    (
        FAM_J,
        "Viber/Viber <<fn2>> <<date>>.csv",
        """Date,Time,Sender,Phone number,Message
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mi>>:00,<<fn2>>,<<phone2>>,"Koks Omniva slaptažodis?"
<<d>>/<<mo>>/<<y>>,<<hh>>:<<mi2>>:00,<<fn>>,<<phone>>,"Atsiųsiu SMS žinute, čia nerašysiu"
""",
        "chat mentions the password without it",
        "",
    ),
    # k: Egypt
    (
        FAM_K,
        "scheduler/.env.example",
        """# انسخ الملف ده لـ .env وحط التوكن من Business Settings > System users
META_APP_ID=
META_PAGE_ID=
META_PAGE_ACCESS_TOKEN=
""",
        "template with the Meta token empty",
        "",
    ),
    (
        FAM_K,
        "Notion Export/حسابات العملاء <<h12>>.html",
        """<table class="collection-content">
<thead><tr><th>العميل</th><th>المنصة</th><th>اليوزر</th><th>الباسورد</th></tr></thead>
<tbody>
<tr><td>مخبز <<fn2>></td><td>Instagram</td><td>@<<org>>_bakery</td><td class="pw">••••••••••</td></tr>
</tbody>
</table>
""",
        "the password column is masked with bullets",
        "",
    ),
    (
        FAM_K,
        "Mail/Sent/<<date>>_تسليم.eml",
        """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<<gmail>>>
Subject: تسليم الحساب
Content-Type: text/plain; charset=UTF-8

كلمة السر هقولهالك في مكالمة بكرة، مش هبعتها على الإيميل.
""",
        "e-mail promises the password by phone",
        "",
    ),
    # l: Japan
    (
        FAM_L,
        "home/<<fa>>/.netrc",
        """machine api.github.com
  login <<fa>>-<<org>>
""",
        "a .netrc entry with a login and no password",
        "",
    ),
    (
        FAM_L,
        "line-bot/.env.sample",
        """LINE_CHANNEL_ID=
LINE_CHANNEL_ACCESS_TOKEN=
BROADCAST_HOUR=19
""",
        "sample with the channel token empty",
        "",
    ),
    (
        FAM_L,
        "slack_export_<<org>>/編集部/<<date>>.json",
        """[
    {"type": "message", "ts": "<<epoch>>.000100", "text": "WordPressのパスワードは1Passwordの「編集部」保管庫に入れました。Slackには書きません"}
]
""",
        "chat points to a password vault",
        None,
    ),
    # m: Vietnam
    (
        FAM_M,
        "upload_adobe.sh",
        """#!/bin/bash
# lftp hỏi mật khẩu khi chạy (không lưu trong script)
lftp -u <<uid>> sftp://sftp.contributor.adobestock.com -e "mirror -R --only-newer $HOME/Pictures/Export /; bye"
""",
        "lftp prompts for the password; none is stored",
        "",
    ),
    (
        FAM_M,
        "backup_raw.bat",
        """@echo off
REM Khoa B2 dat trong bien moi truong he thong (System Properties)
b2 account authorize %B2_APPLICATION_KEY_ID% %B2_APPLICATION_KEY%
b2 sync "D:\\Anh\\RAW\\<<y>>" b2://<<org>>-raw/<<y>>
""",
        "key id and key come from system environment variables",
        "",
    ),
    (
        FAM_M,
        "Desktop/zalo_<<n>>.txt",
        """[<<hh>>:<<mi>> <<d>>/<<mo>>/<<y>>] <<fn2>>: Anh ơi mật khẩu Adobe Stock?
[<<hh>>:<<mi2>> <<d>>/<<mo>>/<<y>>] <<fn>>: Anh đổi rồi, mai lên studio anh nhập cho, không gửi qua Zalo
""",
        "chat about the password without it",
        "",
    ),
    # n: Brazil
    (
        FAM_N,
        "loja-batom/js/checkout.js",
        """// Tokenização no navegador com a chave PÚBLICA do Pagar.me
const PAGARME_PUBLIC_KEY = 'pk_<<h32>>';
PagarmeCheckout.init({ appId: PAGARME_PUBLIC_KEY });
""",
        "Pagar.me public key meant for the browser",
        "",
    ),
    (
        FAM_N,
        "home/<<fa>>/.ssh/id_rsa.pub",
        """<<sshpub>> <<fa>>@notebook-<<org>>
""",
        "an SSH public key",
        "",
    ),
    (
        FAM_N,
        "WhatsApp/Conversa do WhatsApp com <<fn2>>.txt",
        """<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn2>>: me passa a senha do insta?
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi2>> - <<fn>>: te mandei pelo Bitwarden Send, expira em 1 hora
""",
        "the password was sent through another tool",
        "",
    ),
    # o: Philippines
    (
        FAM_O,
        "merch-theme/config.yml",
        """development:
  password: ${SHOPIFY_THEME_PASSWORD}
  theme_id: "<<n2>>"
  store: <<org>>.myshopify.com
""",
        "Theme Kit reads the password from an environment variable",
        None,
    ),
    (
        FAM_O,
        "discord_bot/bot.py",
        '''"""Order alerts bot."""

import os

import discord

TOKEN = os.getenv("DISCORD_TOKEN")
client = discord.Client(intents=discord.Intents.default())
client.run(TOKEN)
''',
        "bot token read from the environment",
        None,
    ),
    (
        FAM_O,
        "notes/digest_request_<<n>>.txt",
        """GET /wp-admin/ HTTP/1.1
Host: <<dom>>
Authorization: Digest username="<<fa>>", realm="staging", nonce="<<h32>>", uri="/wp-admin/", response="<<sha>>", algorithm=SHA-256, qop=auth, nc=00000001, cnonce="<<h8>>"
""",
        "HTTP Digest: a one-time response hash, not the password",
        "",
    ),
    # p: Fiji
    (
        FAM_P,
        "etc/config/wireless",
        """config wifi-iface 'guest'
	option device 'radio0'
	option network 'guest'
	option mode 'ap'
	option ssid '<<orgc>>-Guest'
	option encryption 'none'
""",
        "open guest network with no key",
        "",
    ),
    (
        FAM_P,
        "Downloads/<<orgc>> admins - Sheet1.csv",
        """Name,Role,Login,Password,Notes
<<fn>> <<ln>>,Owner,<<gmail>>,see Bitwarden,2FA on
<<fn2>> <<ln2>>,Editor,<<email2>>,see Bitwarden,
""",
        "password column points to the password manager",
        "",
    ),
    (
        FAM_P,
        "Downloads/<<org>>_com_fj.crt",
        """<<cert>>
""",
        "a public TLS certificate",
        "",
    ),
)

for _fam, _path, _template, _why, _syntax in DECOYS:
    regd(_fam, _path, _template, _why, _syntax)
