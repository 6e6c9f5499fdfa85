# ruff: noqa: E501
"""The fifty-fifth corpus's decoys: files that look like the formats' files but hold no
credential, three per family, each with the reason it is not a secret."""

from __future__ import annotations

import json

from fiftyfifth_formats_a import FAM as A
from fiftyfifth_formats_b import FAM as B
from fiftyfifth_formats_c import FAM as C
from fiftyfifth_formats_d import FAM as D
from fiftyfifth_formats_e import FAM as E
from fiftyfifth_formats_f import FAM as F
from fiftyfifth_formats_g import FAM as G
from fiftyfifth_formats_h import FAM as H
from fiftyfifth_formats_i import FAM as I
from fiftyfifth_formats_j import FAM as J
from fiftyfifth_formats_k import FAM as K
from fiftyfifth_formats_l import FAM as L
from fiftyfifth_formats_m import FAM as M
from fiftyfifth_formats_n import FAM as N
from fiftyfifth_formats_o import FAM as O
from fiftyfifth_formats_p import FAM as P
from fiftyfifth_spec import b64, hexs, regd

# ----------------------------------------------------------------------------- a Monterrey

regd(
    A,
    "www/<<org>>/wp-config.php",
    """<?php
// Configuración para contenedores: los valores vienen del entorno (docker secrets)
define( 'DB_NAME', getenv( 'WORDPRESS_DB_NAME' ) );
define( 'DB_USER', getenv( 'WORDPRESS_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );
define( 'DB_HOST', getenv( 'WORDPRESS_DB_HOST' ) ?: 'db:3306' );
$table_prefix = 'vdn_';
require_once ABSPATH . 'wp-settings.php';
""",
    "wp-config.php that reads DB_PASSWORD with getenv(); no value in the file",
    syntax="",
)

regd(
    A,
    "Users/<<first>>/AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Server>
            <Host><<host>></Host>
            <Port>22</Port>
            <Protocol>1</Protocol>
            <Type>0</Type>
            <User>fotoperiodismo</User>
            <Logontype>2</Logontype>
            <Name>Fotos - servidor edición</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "FileZilla bookmark with Logontype 2 (ask for password): no Pass element is stored",
)

regd(
    A,
    "chats/WhatsApp Chat con Mesa de Cierre <<n>>.txt",
    """[<<dmy>>, <<time>>:12] <<name>>: ¿alguien me pasa la clave del CMS?
[<<dmy>>, <<time>>:30] <<name2>>: por aquí no, ya te la mandé por Signal
[<<dmy>>, <<time>>:31] <<name2>>: también está en el gestor de contraseñas, carpeta "Cierre"
[<<dmy>>, <<time>>:40] <<name>>: va, gracias
""",
    "newsroom chat that talks about the CMS password but sends it elsewhere; no value in it",
    syntax="",
)

# ----------------------------------------------------------------------------- b Saguenay

regd(
    B,
    "docs/icecast_modele_<<n>>.xml",
    """<icecast>
    <!-- MODÈLE : remplacer les valeurs avant la mise en service -->
    <authentication>
        <source-password>CHANGEZ_MOI_SOURCE</source-password>
        <relay-password>CHANGEZ_MOI_RELAIS</relay-password>
        <admin-user>admin</admin-user>
        <admin-password>CHANGEZ_MOI_ADMIN</admin-password>
    </authentication>
    <hostname>flux.<<dom>></hostname>
</icecast>
""",
    "template icecast.xml whose passwords are 'CHANGEZ_MOI' placeholders to be replaced",
)

regd(
    B,
    "etc/rd.conf",
    """[Identity]
AudioOwner=rivendell
AudioGroup=rivendell

[mySQL]
Hostname=localhost
Loginname=rduser
Password=
Database=Rivendell
Driver=QMYSQL3
""",
    "rd.conf with an empty mySQL Password= (local socket authentication)",
)

regd(
    B,
    "benevoles/messenger_<<first>>_<<n>>.txt",
    """<<name>>
<<time>>
C'est quoi le code du wifi du studio B?

<<name2>>
<<time>>
Il est sur l'affiche à côté de la console, je peux pas l'écrire ici 😉
""",
    "chat asking for the studio Wi-Fi code; the answer points to a poster, no code",
    syntax="",
)

# ----------------------------------------------------------------------------- c Wien

regd(
    C,
    "produktion/Dispo_Drehtag_<<nn>>_<<ymd>>.txt",
    """TAGESDISPO – DREHTAG <<nn>>
Produktion: "Die Donau-Detektive" (AT)   Datum: <<dmyd>>
Regie: <<name>>         Aufnahmeleitung: <<name2>>

WLAN Basis / DIT-Zelt:
  Netz: <<orgc>>_SET_5G
  Passwort: siehe Aushang im DIT-Zelt (nicht in der Dispo)
""",
    "call sheet that names the set Wi-Fi but refers to a notice for the password",
    syntax="",
)

regd(
    C,
    "volume1/docker/.docker/config.json",
    lambda s: json.dumps(
        {
            "auths": {f"registry.{s['dom']}": {}, "https://index.docker.io/v1/": {}},
            "credsStore": "osxkeychain",
        },
        indent="\t",
    ),
    "Docker config.json with a credsStore: the registry logins live in the keychain, auths are empty",
)

regd(
    C,
    "home/dit/.config/rclone/rclone.conf",
    """[wasabi-archiv]
type = s3
provider = Wasabi
env_auth = true
region = eu-central-2
endpoint = s3.eu-central-2.wasabisys.com
""",
    "rclone remote with env_auth = true: keys come from the environment, none in the file",
)

# ----------------------------------------------------------------------------- d Torino

regd(
    D,
    "AppData/Roaming/obs-studio/basic/profiles/Prova_<<n>>/service.json",
    lambda s: json.dumps(
        {
            "settings": {"bwtest": False, "key": "", "server": "auto", "service": "Twitch"},
            "type": "rtmp_common",
        },
        indent=4,
    ),
    "OBS service.json with an empty stream key (profile not yet connected)",
)

regd(
    D,
    "trascrizioni/.env.esempio",
    """# Copia questo file in .env e inserisci la tua chiave
OPENAI_API_KEY=
WHISPER_MODEL=whisper-1
LINGUA=it
""",
    "example .env with an empty OPENAI_API_KEY",
    syntax="",
)

regd(
    D,
    "docs/LEGGIMI_netrc_<<n>>.md",
    """# Caricamento automatico su Auphonic

Crea il file `~/.netrc` con questo formato (sostituisci i valori tra i simboli <>):

```
machine auphonic.com
  login <indirizzo email dello studio>
  password <la password dal gestore di password>
```

Poi `chmod 600 ~/.netrc`.
""",
    "documentation of the .netrc format with angle-bracket placeholders, no real login",
    syntax="",
)

# ----------------------------------------------------------------------------- e Recife

regd(
    E,
    "scripts/backup_sessoes_<<n>>.sh",
    """#!/bin/bash
# Backup noturno das sessões para o NAS (senha em arquivo separado, chmod 600)
rsync -avh --delete-after --password-file=/etc/rsync.secret \\
  "/Volumes/Sessoes/<<year>>/" "rsync://backup@<<ip>>/sessoes/<<year>>/"
""",
    "rsync script that reads the password from --password-file; no value in the script",
    syntax="",
)

regd(
    E,
    "site/.env.example",
    """APP_NAME="<<orgc>> Estúdio"
APP_ENV=production
APP_KEY=
MERCADOPAGO_PUBLIC_KEY=
MERCADOPAGO_ACCESS_TOKEN=
""",
    "Laravel .env.example with empty Mercado Pago keys",
    syntax="",
)

regd(
    E,
    "administrativo/licencas_plugins_<<year>>.csv",
    """Fabricante;Produto;Conta;Senha;Máquina
Waves;Mercury;licencas@<<dom>>;••••••••;Mac Sala A
Universal Audio;UAD Spark;licencas@<<dom>>;••••••••;Mac Sala B
""",
    "licence sheet whose password column is masked with bullets",
    syntax="",
)

# ----------------------------------------------------------------------------- f Kazan

regd(
    F,
    "home/<<first>>/.aws/credentials",
    """[yc-archive]
credential_process = /usr/local/bin/yc-s3-creds --profile archive
region = ru-central1
""",
    "AWS credentials profile using credential_process: no static key in the file",
    syntax="ini",
)

regd(
    F,
    "Telegram Desktop/ChatExport_<<date>>/result.json",
    lambda s: json.dumps(
        {
            "name": "Фотоагентство — съёмки",
            "type": "private_group",
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "from": s["name"],
                    "text": "Кто помнит пароль от фотобанка?",
                },
                {
                    "id": 2,
                    "type": "message",
                    "from": s["name2"],
                    "text": "Скинул в личку, здесь не пишу",
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    ),
    "Telegram export asking for a password; the reply says it was sent privately",
)

regd(
    F,
    "bots/vk_poster_<<n>>.py",
    '''"""Публикует фоторепортаж ВКонтакте; токен берётся из окружения."""

import os

VK_TOKEN = os.environ["VK_TOKEN"]
GROUP_ID = <<n>>
''',
    "VK poster that reads its token from os.environ",
)

# ----------------------------------------------------------------------------- g Poznań

regd(
    G,
    "serwery/cs2-treningowy/game/csgo/cfg/server.cfg",
    """// <<orgc>> – serwer publiczny (bez hasła, RCON wyłączony)
hostname "<<orgc>> | public"
sv_password ""
rcon_password ""
sv_lan 0
""",
    "CS2 server.cfg with empty sv_password and rcon_password (RCON disabled)",
    syntax="",
)

regd(
    G,
    "k8s/statystyki/faceit-externalsecret.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: faceit-api
  namespace: statystyki
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: faceit-api
  data:
    - secretKey: FACEIT_SERVER_KEY
      remoteRef:
        key: esport/faceit
        property: server_key
""",
    "ExternalSecret that points at a Vault path; the key itself is not in the manifest",
)

regd(
    G,
    "bot-druzyny/.env.example",
    """# Skopiuj do .env i uzupełnij
DISCORD_TOKEN=
DISCORD_GUILD_ID=
STREFA_CZASOWA=Europe/Warsaw
""",
    "example .env with an empty DISCORD_TOKEN",
    syntax="",
)

# ----------------------------------------------------------------------------- h Alexandria

regd(
    H,
    "go2rtc/go2rtc.yaml",
    """# كاميرات المسرح - كلمة السر من متغيرات البيئة
streams:
  stage_wide: rtsp://admin:${CAM_PASSWORD}@<<ip>>:554/Streaming/Channels/101
api:
  listen: ":1984"
""",
    "go2rtc config that substitutes ${CAM_PASSWORD} from the environment",
)

regd(
    H,
    "web/sites/default/settings.php",
    """<?php
$databases['default']['default'] = [
  'database' => getenv('DRUPAL_DB_NAME'),
  'username' => getenv('DRUPAL_DB_USER'),
  'password' => getenv('DRUPAL_DB_PASSWORD'),
  'host' => getenv('DRUPAL_DB_HOST'),
  'driver' => 'mysql',
];
""",
    "Drupal settings.php reading the database password with getenv()",
    syntax="",
)

regd(
    H,
    "signage/lobby_wifi_<<ymd>>.txt",
    """نص رمز QR لشبكة الضيوف المفتوحة في البهو
WIFI:T:nopass;S:<<orgc>>-Guest;;
""",
    "Wi-Fi QR string for an open guest network (T:nopass), no key",
    syntax="",
)

# ----------------------------------------------------------------------------- i Haifa

regd(
    I,
    "var/www/ghost/config.development.json",
    lambda s: json.dumps(
        {
            "url": "http://localhost:2368",
            "database": {
                "client": "sqlite3",
                "connection": {"filename": "content/data/ghost-local.db"},
            },
            "mail": {"transport": "Direct"},
        },
        indent=2,
    ),
    "Ghost development config on SQLite with direct mail: no database or SMTP password",
)

regd(
    I,
    "root/.my.cnf",
    """# הסיסמה נשמרת ב-mysql_config_editor (login-path=archive), לא בקובץ הזה
[client]
user = backup_archive
host = <<ip>>
""",
    "my.cnf without a password line; the password is in mysql_config_editor's obfuscated store",
    syntax="",
)

regd(
    I,
    "exports/whatsapp_desk_<<n>>.txt",
    """<<dmyd>>, <<time>> - <<name>>: מה הסיסמה למערכת?
<<dmyd>>, <<time>> - <<name2>>: היא ב-1Password בכספת של הדסק, תבקשי גישה מ-IT
""",
    "Hebrew chat pointing to the password manager, no password",
    syntax="",
)

# ----------------------------------------------------------------------------- j Tabriz

regd(
    J,
    "tm/pre_translate_<<n>>.py",
    '''"""پیش‌ترجمه با DeepL؛ کلید از متغیر محیطی خوانده می‌شود."""

import os

DEEPL_AUTH_KEY = os.environ.get("DEEPL_AUTH_KEY", "")
''',
    "DeepL script reading its key from the environment",
)

regd(
    J,
    "etc/restic/archive.env",
    """export RESTIC_REPOSITORY="s3:https://s3.ir-thr-at1.arvanstorage.ir/<<org>>-archive"
export RESTIC_PASSWORD_FILE="/etc/restic/archive.pass"
export AWS_SHARED_CREDENTIALS_FILE="/etc/restic/aws_credentials"
""",
    "restic env that points to password and credentials files instead of holding values",
    syntax="",
)

regd(
    J,
    "Mail/Sent/audiobook_panel_<<n>>.eml",
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Publisher panel account
Content-Type: text/plain; charset=UTF-8

سلام،

حساب کاربری شما در پنل ناشران ساخته شد. نام کاربری: narrator_<<first2>>
رمز عبور جداگانه از طریق پیامک برای شما ارسال می‌شود.

با احترام
<<name>>
""",
    "Persian e-mail announcing an account; the password is sent separately by SMS",
    syntax="",
)

# ----------------------------------------------------------------------------- k Pune

regd(
    K,
    "etc/fstab",
    """# /etc/fstab - mix stage
UUID=<<uuid>> /               ext4    errors=remount-ro 0 1
//<<ip>>/protools /mnt/nas cifs credentials=/root/.smbcredentials,uid=1000,vers=3.0 0 0
""",
    "fstab CIFS line that references a credentials file; no password inline",
    syntax="",
)

regd(
    K,
    "booking-site/config/razorpay.js",
    """module.exports = {
  razorpay: {
    key_id: process.env.RAZORPAY_KEY_ID,
    key_secret: process.env.RAZORPAY_KEY_SECRET,
    currency: "INR",
  },
};
""",
    "Razorpay config reading key id and secret from process.env",
    syntax="",
)

regd(
    K,
    "delivery/<<ymd>>/SHA256SUMS.txt",
    """<<hexa>>  EP01_HIN_DIALOG_STEM.wav
<<hexb>>  EP01_HIN_ME_STEM.wav
<<hexc>>  EP01_HIN_FULLMIX.wav
""",
    "SHA-256 checksums of delivered audio files: hashes of content, not secrets",
    syntax="",
    extra=lambda rng, s: {"hexa": hexs(rng, 64), "hexb": hexs(rng, 64), "hexc": hexs(rng, 64)},
)

# ----------------------------------------------------------------------------- l Jaffna

regd(
    L,
    "etc/libretime/config.yml",
    """general:
  public_url: https://radio.<<dom>>
  api_key: ""
database:
  host: localhost
  user: libretime
  password: ""
rabbitmq:
  host: localhost
  user: libretime
  password: ""
""",
    "fresh LibreTime config with empty api_key and passwords (filled in by the installer)",
)

regd(
    L,
    "home/studio/.buttrc",
    """[main]
server = Yaazh-Icecast
num_of_srv = 1

[Yaazh-Icecast]
address = stream.<<dom>>
port = 8000
password =
type = 1
mount = live
""",
    "butt settings with an empty server password",
    syntax="ini",
)

regd(
    L,
    "whatsapp/studio_<<n>>.txt",
    """<<dmy>>, <<time>> - <<name>>: playout கணினி கடவுச்சொல் என்ன?
<<dmy>>, <<time>> - <<name2>>: அலுவலக பலகையில் ஒட்டியுள்ளது, இங்கே போட முடியாது
""",
    "Tamil chat pointing to a notice board instead of giving the password",
    syntax="",
)

# ----------------------------------------------------------------------------- m Sapporo

regd(
    M,
    ".github/workflows/build.yml",
    """name: Unity ビルド
on:
  push:
    branches: [main]
jobs:
  build:
    runs-on: self-hosted
    steps:
      - uses: actions/checkout@v4
        with:
          lfs: true
          token: ${{ secrets.SUBMODULE_PAT }}
""",
    "workflow that takes the token from ${{ secrets.SUBMODULE_PAT }}",
)

regd(
    M,
    "BuildTools/build_android_<<n>>.ps1",
    """$Unity = "C:\\Program Files\\Unity\\Hub\\Editor\\2022.3.<<nn>>f1\\Editor\\Unity.exe"
& $Unity -batchmode -quit -projectPath "D:\\Projects\\<<orgc>>" `
  -executeMethod BuildScript.BuildAndroidRelease `
  -keystorePass $env:KEYSTORE_PASS -keyaliasPass $env:KEYALIAS_PASS
""",
    "Unity build script passing $env:KEYSTORE_PASS from the environment",
    syntax="",
)

regd(
    M,
    "steam/scripts/app_build_<<n>>.vdf",
    """"AppBuild"
{
	"AppID" "<<n>>"
	"Desc" "nightly"
	"ContentRoot" "..\\content\\"
	"BuildOutput" "..\\output\\"
	"Depots"
	{
		"<<n>>1" "depot_build_<<n>>1.vdf"
	}
}
""",
    "SteamPipe app build VDF: app and depot IDs are public identifiers, no login",
    syntax="",
)

# ----------------------------------------------------------------------------- n Daegu

regd(
    N,
    "src/main/resources/application-prod.properties",
    """spring.application.name=goods-shop
spring.datasource.url=jdbc:mysql://<<ip>>:3306/goods
spring.datasource.username=goods
spring.datasource.password=${DB_PASSWORD}
toss.payments.secret-key=${TOSS_SECRET_KEY}
""",
    "Spring properties with ${...} placeholders resolved from the environment",
    syntax="",
)

regd(
    N,
    "seat-map/.env",
    """# 로컬 개발용 (SQLite)
DATABASE_URL="file:./dev.db"
NEXT_PUBLIC_VENUE=Daegu Stadium
""",
    "Prisma .env pointing at a local SQLite file: no userinfo",
    syntax="",
)

regd(
    N,
    "chats/kakaotalk_staff_<<n>>.txt",
    """공연운영팀 님과 카카오톡 대화
[<<name>>] [오후 <<time>>] 예매처 관리자 비번 알려주실 수 있나요?
[<<name2>>] [오후 <<time>>] 비밀번호는 전화로 알려드릴게요
""",
    "KakaoTalk chat that promises the password by phone, none in the text",
    syntax="",
)

# ----------------------------------------------------------------------------- o Taichung

regd(
    O,
    "collections_site/settings/production.py",
    '''"""典藏網站正式環境設定（密碼由環境變數提供）。"""

import os

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "collections",
        "USER": "collections_app",
        "PASSWORD": os.environ["DB_PASSWORD"],
        "HOST": os.environ.get("DB_HOST", "localhost"),
    }
}
''',
    "Django settings reading the database password from os.environ",
)

regd(
    O,
    "deploy/kiosk_id_rsa.pub",
    """ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC<<pubk>> kiosk@<<org>>
""",
    "an SSH public key (id_rsa.pub), which is meant to be shared",
    syntax="",
    extra=lambda rng, s: {"pubk": b64(rng, 250).rstrip("=")},
)

regd(
    O,
    "exports/line_av_team_<<ymd>>.txt",
    """[LINE] 展示技術組的聊天記錄
<<time>>	<<name>>	投影主機密碼是多少？
<<time>>	<<name2>>	貼在機櫃門內側，不要傳在群組
""",
    "LINE chat pointing to a label inside the rack, no password",
    syntax="",
)

# ----------------------------------------------------------------------------- p Yogyakarta

regd(
    P,
    "tiket-web/.env.example",
    """APP_NAME="<<orgc>> Tiket"
MIDTRANS_MERCHANT_ID=
MIDTRANS_CLIENT_KEY=
MIDTRANS_SERVER_KEY=
MIDTRANS_IS_PRODUCTION=false
""",
    "example .env with empty Midtrans keys",
    syntax="",
)

regd(
    P,
    "streaming/kirim_srt_<<n>>.bat",
    """@echo off
REM Kirim program ke studio via SRT (jaringan internal, tanpa enkripsi)
ffmpeg -re -f decklink -i "DeckLink Mini Recorder" -c:v libx264 -b:v 6M -c:a aac -f mpegts "srt://<<ip>>:9000?mode=caller&latency=2000000"
""",
    "SRT caller without a passphrase (unencrypted internal link)",
    syntax="",
)

regd(
    P,
    "home/panitia/.bash_history",
    """cd /opt/gate-scanner
curl -s -u gate_admin https://gate.<<dom>>/api/v1/stats/today | jq .
systemctl restart gate-scanner
""",
    "curl -u with only a user name: curl prompts for the password, none in the history",
    syntax="",
)
