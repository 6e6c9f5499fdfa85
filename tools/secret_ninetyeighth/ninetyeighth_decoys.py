"""The ninety-eighth corpus's decoys: three per family, files that look like the formats but
hold no live credential. Each is (family, paths, template, why, syntax)."""
# ruff: noqa: E501

from __future__ import annotations

from ninetyeighth_formats_a import F as A
from ninetyeighth_formats_b import F as B
from ninetyeighth_formats_c import F as C
from ninetyeighth_formats_d import F as D
from ninetyeighth_formats_e import F as E
from ninetyeighth_formats_f import F as FF
from ninetyeighth_formats_g import F as G
from ninetyeighth_formats_h import F as H
from ninetyeighth_formats_i import F as I
from ninetyeighth_formats_j import F as J
from ninetyeighth_formats_k import F as K
from ninetyeighth_formats_l import F as L
from ninetyeighth_formats_m import F as M
from ninetyeighth_formats_n import F as N
from ninetyeighth_formats_o import F as O
from ninetyeighth_formats_p import F as P
from ninetyeighth_spec import regd

DECOYS = (
    # a: Kenya student union
    (
        A,
        ("union-lms-<<year>>/moodle/config.php",),
        """<?php
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype    = 'mariadb';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle_sonu';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = getenv('MOODLE_DB_PASS');
$CFG->wwwroot   = 'https://training.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
require_once(__DIR__ . '/lib/setup.php');
""",
        "Moodle config.php reading the database password from the environment",
        "",
    ),
    (
        A,
        ("chats/<<year>>/WhatsApp Chat with SONU IT Team.txt",),
        """<<dmys>>, <<time>> - <<fn>> <<ln>>: Nenosiri ya wifi ya office imebadilishwa
<<dmys>>, <<time>> - <<fn2>> <<ln2>>: Ni gani?
<<dmys>>, <<time>> - <<fn>> <<ln>>: Siwezi kuiweka hapa, njoo office nikupe kwa mdomo
<<dmys>>, <<time>> - <<fn2>> <<ln2>>: Sawa, nitakuja kesho
""",
        "Swahili chat that mentions a changed Wi-Fi password without giving it",
        "",
    ),
    (
        A,
        ("kiosk<<n>>/etc/wpa_supplicant/wpa_supplicant-wlan0.conf",),
        """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=KE

network={
    ssid="eduroam"
    key_mgmt=WPA-EAP
    eap=TLS
    identity="kiosk<<n>>@<<dom>>"
    ca_cert="/etc/ssl/certs/ISRG_Root_X1.pem"
    client_cert="/etc/wpa_supplicant/kiosk.crt"
    private_key="/etc/wpa_supplicant/kiosk.key"
    private_key_passwd=""
}
""",
        "eduroam by EAP-TLS certificate files, no password (empty key passphrase)",
        "",
    ),
    # b: Poland akademik
    (
        B,
        ("pralka-bot-<<year>>/.env",),
        """# Bot ogłaszający wolne pralki
DISCORD_TOKEN=
GUILD_ID=<<ts>>1234
PRALNIA_API=https://pralnia24.pl/api/v2
TZ=Europe/Warsaw
""",
        "Discord bot .env with the token left empty",
        "",
    ),
    (
        B,
        ("router-pietro<<n>>/etc/config/wireless",),
        """
config wifi-iface 'guest'
	option device 'radio0'
	option network 'guest'
	option mode 'ap'
	option ssid 'Goscie_P<<n>>'
	option encryption 'none'
""",
        "OpenWrt guest network with no encryption and no key",
        "",
    ),
    (
        B,
        ("Pulpit/hasla_export_<<date>>.csv",),
        """"Group","Title","Username","Password","URL","Notes"
"Root/Akademik","Router świetlica","admin","••••••••","http://<<ip>>",""
"Root/Akademik","USOSweb","<<sid>>","••••••••","https://usosweb.<<dom>>",""
""",
        "password column masked with bullets",
        "",
    ),
    # c: Brazil PhD lab
    (
        C,
        ("jobs/treino_<<n>>.sbatch",),
        """#!/bin/bash
#SBATCH --job-name=tese-<<n>>
#SBATCH --gres=gpu:a100:1
module load cuda/12.2
# a chave do W&B fica em ~/.netrc (wandb login), não aqui
export WANDB_PROJECT=segmentacao-cerrado
srun python train.py --config configs/unet_r50.yaml
""",
        "sbatch script that leaves the W&B key to ~/.netrc",
        "",
    ),
    (
        C,
        ("home/<<fa>>/.ssh/id_rsa_cluster<<n>>.pub",),
        """ssh-ed25519 <<pubkey>> <<user>>@notebook
""",
        "an SSH public key",
        "",
    ),
    (
        C,
        ("tese/SHA256SUMS-<<n>>.txt",),
        """<<sha>>  checkpoints/unet_r50_epoch120.pt
<<sha>>  data/cerrado_seg_v3.tar.zst
""",
        "SHA-256 checksums of model checkpoints",
        "",
    ),
    # d: German exchange student in Istanbul
    (
        D,
        ("Obsidian/Istanbul/Behörden.md",),
        """# Behörden & Logins

- e-Devlet: Passwort steht in Bitwarden (Ordner "Türkei"), nicht hier!
- OBIKAS: Login mit Studentennummer <<sid>>
- eduroam: <<user>>@<<dom>>
""",
        "notes pointing to a password manager instead of holding the password",
        "",
    ),
    (
        D,
        ("bin/uni-vpn-<<n>>.sh",),
        """#!/usr/bin/env bash
# VPN zur Uni – Passwort kommt aus dem GNOME-Schlüsselbund
secret-tool lookup service uni-vpn user <<fa>> | sudo openconnect --protocol=anyconnect \\
    --user="<<fa>>.<<la>>" --passwd-on-stdin vpn.uni-mannheim.de
""",
        "VPN script reading the password from the keyring",
        "",
    ),
    (
        D,
        ("WhatsApp/WhatsApp Chat mit <<fn2>> <<n>>.txt",),
        """<<day>>.<<mon>>.<<yy>>, <<time>> - <<fn2>> <<ln2>>: Wie war nochmal das WLAN-Passwort?
<<day>>.<<mon>>.<<yy>>, <<time>> - <<fn>> <<ln>>: Steht auf dem Router unten drauf 😅
<<day>>.<<mon>>.<<yy>>, <<time>> - <<fn2>> <<ln2>>: Ah stimmt, danke
""",
        "German chat that asks for a password and gets none",
        "",
    ),
    # e: Indonesian student radio
    (
        E,
        ("etc/icecast2/icecast-<<n>>.xml",),
        """<icecast>
    <authentication>
        <source-password>${ICECAST_SOURCE_PASSWORD}</source-password>
        <admin-user>admin</admin-user>
        <admin-password>${ICECAST_ADMIN_PASSWORD}</admin-password>
    </authentication>
    <hostname>stream.<<dom>></hostname>
</icecast>
""",
        "Icecast config with environment-variable references substituted at container start",
        None,
    ),
    (
        E,
        ("public_html-<<n>>/wp-config.php",),
        """<?php
define( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );
define( 'DB_USER', getenv('WORDPRESS_DB_USER') );
define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
require_once ABSPATH . 'wp-settings.php';
""",
        "wp-config.php reading DB credentials with getenv",
        "",
    ),
    (
        E,
        ("donasi-<<year>>/client.js",),
        """// Snap.js di halaman donasi (client key publik)
window.snap.pay(token, { onSuccess: () => location.href = '/terima-kasih' });
// data-client-key="Mid-client-<<hex8>>" dipasang di tag <script>
""",
        "a Midtrans public client key only, no server key",
        "",
    ),
    # f: Korean robotics
    (
        FF,
        ("infra/docker-compose.yml",),
        """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: matchlog
      POSTGRES_USER: robo
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets:
      - pg_password
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
        "Compose file with the password in a Docker secret file",
        None,
    ),
    (
        FF,
        ("카카오톡/KakaoTalk_<<year>><<mon>><<day>>_로봇동아리.txt",),
        """로봇동아리 <<org>> 님과 카카오톡 대화
--------------- <<year>>년 <<mon>>월 <<day>>일 ---------------
[<<ln>><<fn>>] [오후 9:14] 젯슨 비밀번호는 동아리방 화이트보드 뒤에 붙어 있어요
[<<ln2>><<fn2>>] [오후 9:15] 넵 내일 가서 확인할게요
""",
        "Korean chat that says where the password is without giving it",
        "",
    ),
    (
        FF,
        ("firmware/telemetry_<<n>>/secrets.h",),
        """#pragma once
// 실제 값은 secrets.h.local 에 (git에 올리지 말 것)
#define MQTT_USER ""
#define MQTT_PASS ""
""",
        "Arduino secrets header with empty values",
        "",
    ),
    # g: Egyptian debate club
    (
        G,
        ("tournament-bot/.env",),
        """ZOOM_ACCOUNT_ID=
ZOOM_CLIENT_ID=
ZOOM_CLIENT_SECRET=
TAB_URL=https://tab.<<dom>>
""",
        "Zoom .env template with empty values",
        "",
    ),
    (
        G,
        ("tabbycat/tabbycat/settings/local.py",),
        """import os

from .core import *  # noqa

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "tabbycat",
        "USER": "tabbycat",
        "PASSWORD": os.environ["TAB_DB_PASSWORD"],
        "HOST": "localhost",
    }
}
""",
        "Tabbycat settings reading the DB password from os.environ",
        "py",
    ),
    (
        G,
        ("WhatsApp/محادثة واتساب مع فريق المناظرات <<n>>.txt",),
        """<<dmys>>، <<time>> م - <<fn>> <<ln>>: كلمة السر بتاعة الزووم اتغيرت
<<dmys>>، <<time>> م - <<fn2>> <<ln2>>: ابعتهالي خاص
<<dmys>>، <<time>> م - <<fn>> <<ln>>: بعتهالك على الإيميل 👍
""",
        "Arabic chat that mentions a password without giving it",
        "",
    ),
    # h: Bengaluru start-up
    (
        H,
        ("deploy/k8s/secret-db.yaml",),
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: <<org>>-db
spec:
  secretStoreRef:
    name: aws-secrets-manager
    kind: ClusterSecretStore
  target:
    name: <<org>>-db
  data:
    - secretKey: POSTGRES_PASSWORD
      remoteRef:
        key: prod/<<org>>/db
""",
        "ExternalSecret pointing at a secrets-manager path",
        None,
    ),
    (
        H,
        ("canteen-app/.env",),
        """NODE_ENV=production
RAZORPAY_KEY_ID=rzp_live_<<hex8>>
RAZORPAY_KEY_SECRET=${RAZORPAY_KEY_SECRET}
""",
        "Razorpay key id (public) and a ${...} reference for the secret",
        "",
    ),
    (
        H,
        ("home/<<fa>>/.aws/config",),
        """[default]
region = ap-south-1
output = json

[profile <<org>>-staging]
sso_start_url = https://<<org>>.awsapps.com/start
sso_region = ap-south-1
sso_account_id = 1234<<n>>6789
sso_role_name = Developer
""",
        "AWS config with SSO profile, no keys",
        "ini",
    ),
    # i: Argentine student paper
    (
        I,
        ("var/www/ghost/config.production.json",),
        """{
  "url": "https://<<dom>>",
  "database": {
    "client": "sqlite3",
    "connection": {"filename": "/var/www/ghost/content/data/ghost.db"}
  },
  "mail": {"transport": "Direct"},
  "process": "systemd"
}
""",
        "Ghost on SQLite with direct mail, no credentials",
        None,
    ),
    (
        I,
        ("rss-bot/config.yaml",),
        """feeds:
  - url: https://<<dom>>/rss/
    channel: "@<<org>>_noticias"
telegram:
  bot_token_env: TELEGRAM_BOT_TOKEN
interval_minutes: 10
""",
        "bot config naming the environment variable of the token",
        None,
    ),
    (
        I,
        ("Correo/Recibidos/hemeroteca_<<n>>.eml",),
        """From: <<fn>> <<ln>> <<<email>>>
To: redaccion@<<dom>>
Subject: Cuenta de la hemeroteca

Hola, la contraseña nueva de la hemeroteca la tiene la secretaria de redacción,
pídansela en persona. No la mando por mail.

Abrazo,
<<fn>>
""",
        "Spanish e-mail that refuses to send a password",
        "",
    ),
    # j: NZ sports club
    (
        J,
        ("membership-site/checkout.js",),
        """// Stripe.js on the join page (publishable key only)
const stripe = Stripe('pk_live_51<<hex8>><<hex8>><<hex8>><<hex8>>');
document.querySelector('#join').addEventListener('click', () => fetch('/checkout', { method: 'POST' }));
""",
        "a Stripe publishable key (public)",
        "",
    ),
    (
        J,
        ("bbq-pos-sync/.env.example",),
        """SQUARE_ENVIRONMENT=production
SQUARE_ACCESS_TOKEN=
SQUARE_LOCATION_ID=
""",
        "Square .env.example with empty values",
        "",
    ),
    (
        J,
        ("Outlook/Sent Items/handover_<<n>>.eml",),
        """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: Treasurer handover

Kia ora <<fn2>>,

Banking logins are in the club's 1Password vault – I've shared it with you. The
Kiwibank authority form still needs your signature.

Ngā mihi,
<<fn>>
""",
        "handover e-mail that points to a password vault",
        "",
    ),
    # k: Japanese music society
    (
        K,
        ("studio-booking/.env.example",),
        """APP_NAME="軽音部スタジオ予約"
APP_ENV=production
DB_CONNECTION=mysql
DB_DATABASE=booking
DB_USERNAME=booking
DB_PASSWORD=
""",
        "Laravel .env.example with an empty DB password",
        "",
    ),
    (
        K,
        ("LINE/[LINE] 軽音部<<n>>期のトーク.txt",),
        """[LINE] 軽音部<<n>>期のトーク履歴

<<year>>/<<mon>>/<<day>>(金)
21:02	<<ln2>> <<fn2>>	スタジオ予約サイトのパスワード教えてください
21:05	<<ln>> <<fn>>	部室のホワイトボードに書いてあるよ
""",
        "Japanese chat pointing to a whiteboard, no password",
        "",
    ),
    (
        K,
        ("uploader/SHA1SUMS-<<n>>.txt",),
        """<<sha1>>  live_<<date>>_set1.wav
<<sha1>>  live_<<date>>_set2.wav
""",
        "SHA-1 checksums of recordings",
        "",
    ),
    # l: Vietnamese hackathon
    (
        L,
        (".streamlit/secrets.toml.example",),
        """OPENAI_API_KEY = ""
MODEL = "gpt-4o-mini"

[postgres]
host = "localhost"
port = 5432
""",
        "Streamlit secrets template with an empty key",
        "toml",
    ),
    (
        L,
        ("api/app/db_<<n>>.py",),
        """import os

from motor.motor_asyncio import AsyncIOMotorClient

client = AsyncIOMotorClient(os.environ["MONGO_URL"])
db = client["<<org>>"]
""",
        "Mongo client taking the URI from the environment",
        "py",
    ),
    (
        L,
        ("home/<<fa>>/.config/ngrok/ngrok.yml",),
        """version: "2"
tunnels:
  api:
    proto: http
    addr: 8000
""",
        "ngrok config without an authtoken",
        None,
    ),
    # m: Greek help desk
    (
        M,
        ("deploy/lab<<room>>/unattend.xml",),
        """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <TimeZone>GTB Standard Time</TimeZone>
      <ComputerName>LAB<<room>>-*</ComputerName>
    </component>
  </settings>
</unattend>
""",
        "unattend.xml without any account password (LAPS sets it later)",
        None,
    ),
    (
        M,
        ("scripts/Reset-LabAccounts-<<n>>.ps1",),
        """# Επαναφορά λογαριασμών – ο κωδικός ζητείται κάθε φορά
$cred = Get-Credential -Message "Νέος κωδικός εργαστηρίου"
Get-ADUser -Filter 'Name -like "lab<<room>>-*"' | ForEach-Object {
    Set-ADAccountPassword -Identity $_ -Reset -NewPassword $cred.Password
}
""",
        "PowerShell prompting for the password with Get-Credential",
        "",
    ),
    (
        M,
        ("etc/sssd/sssd.conf",),
        """[sssd]
services = nss, pam
domains = <<org>>

[domain/<<org>>]
id_provider = ldap
ldap_uri = ldaps://ldap.<<dom>>
ldap_search_base = ou=people,dc=auth,dc=gr
ldap_sasl_mech = GSSAPI
krb5_realm = <<org>>.LOCAL
""",
        "sssd bound by Kerberos keytab, no bind password",
        "ini",
    ),
    # n: Israeli library
    (
        N,
        ("home/<<fa>>/.docker/config.json",),
        """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "secretservice"
}
""",
        "Docker config using a credential store, no auth",
        None,
    ),
    (
        N,
        ("kiosk<<n>>/selfcheck.ini",),
        """[SIP2]
Host=koha.<<dom>>
Port=6001
LoginUser=selfcheck<<n>>
LoginPassword=
LocationCode=MAIN
""",
        "SIP2 kiosk config with an empty password",
        "ini",
    ),
    (
        N,
        ("Mail/Inbox/alarm_<<n>>.eml",),
        """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: alarm

היי <<fn2>>, את הסיסמה של אפליקציית האזעקה אמסור לך מחר במשמרת, לא במייל.
<<fn>>
""",
        "Hebrew e-mail promising the password in person",
        "",
    ),
    # o: Bangladeshi medical students
    (
        O,
        ("notes-shop/.env.example",),
        """BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_USERNAME=
BKASH_PASSWORD=
BKASH_APP_KEY=
BKASH_APP_SECRET=
""",
        "bKash .env.example with empty values",
        "",
    ),
    (
        O,
        ("WhatsApp/WhatsApp Chat with MBBS Batch <<n>>.txt",),
        """<<day>>/<<mon>>/<<yy>>, <<hh>>:<<mm>> - <<fn2>> <<ln2>>: Qbank এর পাসওয়ার্ড কী?
<<day>>/<<mon>>/<<yy>>, <<hh>>:<<mm>> - <<fn>> <<ln>>: ইনবক্স চেক করো, পাঠিয়েছি
""",
        "Bengali chat that mentions a password without giving it",
        "",
    ),
    (
        O,
        ("Drive/Batch <<n>> roster.csv",),
        """রোল,নাম,ইমেইল,পোর্টাল পাসওয়ার্ড
<<n>>,<<fn>> <<ln>>,<<email>>,*********
""",
        "roster with the password column masked",
        "",
    ),
    # p: Ethiopian cafeteria cooperative
    (
        P,
        ("etc/odoo/odoo.conf",),
        """[options]
admin_passwd = $pbkdf2-sha512$600000$<<hex8>>$<<sha>>
db_host = localhost
db_user = odoo
db_password = False
list_db = False
""",
        "Odoo master password stored as a PBKDF2 hash",
        "ini",
    ),
    (
        P,
        ("meal-plan/.env",),
        """APP_NAME="Coop Meal Card"
APP_ENV=production
CHAPA_PUBLIC_KEY=CHAPUBK-<<hex8>><<hex8>>
CHAPA_SECRET_KEY=
""",
        "Chapa public key only, secret key empty",
        "",
    ),
    (
        P,
        ("print/wifi_qr_<<n>>.txt",),
        """WIFI:T:nopass;S:BunaBet-Guest-<<n>>;;
""",
        "open Wi-Fi QR payload without a password",
        "",
    ),
)

for fam, paths, template, why, syntax in DECOYS:
    regd(fam, paths, template, why, syntax)
