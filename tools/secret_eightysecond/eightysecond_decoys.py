# ruff: noqa: E501
"""Decoys of the eighty-second corpus: three per family, files that look like the formats but
hold no live credential (references to environment or secret stores, empty values, public
material, checksums, masked values, chat that mentions a password without giving one,
authentication without a password)."""

from __future__ import annotations

from eightysecond_formats_a import F as A
from eightysecond_formats_b import F as B
from eightysecond_formats_c import F as C
from eightysecond_formats_d import F as D
from eightysecond_formats_e import F as E
from eightysecond_formats_f import F as FF
from eightysecond_formats_g import F as G
from eightysecond_formats_h import F as H
from eightysecond_formats_i import F as II
from eightysecond_formats_j import F as J
from eightysecond_formats_k import F as K
from eightysecond_formats_l import F as L
from eightysecond_formats_m import F as M
from eightysecond_formats_n import F as N
from eightysecond_formats_o import F as O
from eightysecond_formats_p import F as P
from eightysecond_spec import regd

# a: PC bang -------------------------------------------------------------------------------
regd(
    A,
    "backup/kakao/<<org>>_운영방_<<date>>.txt",
    """<<org>> 야간 운영방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<hms>>

[<<full>>] [오후 <<hm>>] 관리자 비번 뭐였죠?
[<<full2>>] [오후 <<hm>>] 카톡에 비번 올리지 말래요~ 카운터 금고 안 노트에 적혀 있어요
[<<full>>] [오후 <<hm2>>] 아 넵 확인할게요
""",
    "KakaoTalk chat that asks for the password and points to a notebook in the safe; no value.",
    "",
)
regd(
    A,
    "deploy/reserve/.env.local",
    """NEXT_PUBLIC_SITE_URL=https://reserve.<<dom>>
NEXT_PUBLIC_TOSS_CLIENT_KEY=
TOSS_SECRET_KEY=
DATABASE_URL=file:./prisma/seat.db
""",
    "Toss Payments keys left empty in a local .env.",
    "",
)
regd(
    A,
    "관리/직원계정_<<y>>.csv",
    """이름,아이디,비밀번호,권한
<<full>>,<<login>>,********,매니저
<<full2>>,<<login2>>,********,알바
""",
    "Staff account export with the password column masked by asterisks.",
    "",
)

# b: esports team --------------------------------------------------------------------------
regd(
    B,
    "bots/scrim-bot/bot.py",
    """import os

import discord
from discord.ext import commands

bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())
bot.run(os.environ["DISCORD_TOKEN"])
""",
    "discord.py bot reading its token from the environment.",
)
regd(
    B,
    "home/<<login>>/.docker/config.json",
    """{
\t"auths": {
\t\t"ghcr.io": {}
\t},
\t"credsStore": "desktop"
}
""",
    "Docker config delegating credentials to the desktop credential store; no auth value.",
)
regd(
    B,
    "exports/whatsapp_<<org>>_<<date>>.txt",
    """<<dmy>> <<hm>> - <<full>>: alguém sabe a senha da conta de treino?
<<dmy>> <<hm>> - <<full2>>: tá no Bitwarden do time, pasta "Contas Riot"
<<dmy>> <<hm2>> - <<full>>: achei, valeu
""",
    "WhatsApp chat pointing to a password manager; no password given.",
    "",
)

# c: game-server host ----------------------------------------------------------------------
regd(
    C,
    "srv/panel-<<n>>/pterodactyl/.env",
    """APP_ENV=production
APP_URL=https://panel.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=panel
DB_USERNAME=pterodactyl
DB_PASSWORD=
""",
    "Pterodactyl .env before installation: APP_KEY missing and DB_PASSWORD empty.",
    "",
)
regd(
    C,
    "root/.bash_history",
    """ssh-keygen -t ed25519 -C "backup@<<host>>"
ssh-copy-id -i ~/.ssh/id_ed25519.pub root@<<ip>>
rsync -a -e "ssh -i ~/.ssh/id_ed25519" /var/lib/vz/dump/ root@<<ip>>:/backup/pve/
sha256sum /var/lib/vz/dump/vzdump-qemu-101.vma.zst
""",
    "Shell history authenticating by SSH key file; no password on any line.",
    "",
)
regd(
    C,
    "nodes/<<host>>/config.yml",
    """debug: false
uuid: <<uuid>>
token_id: ${WINGS_TOKEN_ID}
token: ${WINGS_TOKEN}
api:
  host: 0.0.0.0
  port: 8080
remote: https://panel.<<dom>>
""",
    "Wings config template with ${...} placeholders filled by the deploy tool.",
)

# d: LAN party -----------------------------------------------------------------------------
regd(
    D,
    "servers/cs2-<<n>>/cfg/server.cfg",
    """hostname "<<orgc>> LAN | Mechi <<n>>"
sv_lan 1
sv_password ""
rcon_password ""
mp_autoteambalance 0
""",
    "CS2 server.cfg with RCON disabled (empty rcon_password) and no join password.",
    "",
)
regd(
    D,
    "crew/chats/whatsapp_<<date>>.txt",
    """<<dmy>>, <<hm>> - <<full>>: Nenosiri ya switch ni gani?
<<dmy>>, <<hm2>> - <<full2>>: Siwezi kuituma hapa, nitakupigia simu
<<dmy>>, <<hm2>> - <<full>>: Sawa
""",
    "Swahili chat that refuses to send the password in chat.",
    "",
)
regd(
    D,
    "lanfest-tickets/server/config/mpesa_<<n>>.js",
    """const SHORTCODE = process.env.MPESA_SHORTCODE;
const PASSKEY = process.env.MPESA_PASSKEY;
module.exports = { SHORTCODE, PASSKEY };
""",
    "M-Pesa config reading shortcode and passkey from the environment.",
    "",
)

# e: mobile-game studio --------------------------------------------------------------------
regd(
    E,
    "<<org>>-ios/fastlane/.env.default",
    """FASTLANE_USER=ios@<<dom>>
MATCH_GIT_URL=git@gitlab.<<dom>>:mobile/certificates.git
MATCH_PASSWORD=
MATCH_READONLY=true
""",
    "fastlane env with MATCH_PASSWORD left empty (supplied by CI).",
    "",
)
regd(
    E,
    "android/gradle.properties",
    """org.gradle.jvmargs=-Xmx4096M
android.useAndroidX=true
RELEASE_STORE_FILE=../keystore/<<org>>-release.jks
RELEASE_KEY_ALIAS=<<org>>
# passwords come from ~/.gradle/gradle.properties on the build machine
""",
    "gradle.properties without the keystore passwords (kept on the build machine).",
    "",
)
regd(
    E,
    "ci/keys/<<org>>_AuthKey.pub",
    """-----BEGIN PUBLIC KEY-----
MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEpuhoJ6i1vS6ZJnb4BWB8zGMVQzUa
kF0xbXk2Q4wM1bQ3kXc9mVdC0B2iFw9hY8dKq2rXk3q6UeM2bVt5pL1nQA==
-----END PUBLIC KEY-----
""",
    "A P-256 public key; public material only.",
    "",
)

# f: board-game café -----------------------------------------------------------------------
regd(
    FF,
    "www/<<org>>/wp-config.php",
    """<?php
define( 'DB_NAME', getenv( 'WP_DB_NAME' ) );
define( 'DB_USER', getenv( 'WP_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
require_once ABSPATH . 'wp-settings.php';
""",
    "wp-config.php reading the database password with getenv().",
    "",
)
regd(
    FF,
    "共有/引き継ぎメモ_<<y>><<mo>>.txt",
    """【引き継ぎ】<<mo>>/<<d>>
・お客様用Wi-Fiのパスワードはレジ横のPOPに書いてあります（毎月変更）
・カタンの拡張、コマ不足
""",
    "Japanese handover memo that says where the Wi-Fi password is posted; no value.",
    "",
)
regd(
    FF,
    "sites/yoyaku-<<n>>/.env.production",
    """SQUARE_ENVIRONMENT=production
SQUARE_APPLICATION_ID=sq0idp-<<hx8>>Xy2Zq
SQUARE_ACCESS_TOKEN=${SQUARE_ACCESS_TOKEN}
""",
    "Square application ID (public) and a ${...} reference for the access token.",
    "",
)

# g: arcade --------------------------------------------------------------------------------
regd(
    G,
    "go2rtc/go2rtc.yaml",
    """streams:
  entrance: rtsp://${CAM_USER}:${CAM_PASS}@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
  prize_counter: onvif://<<ip>>:80
""",
    "go2rtc streams with ${CAM_USER}/${CAM_PASS} substitution; no credentials.",
)
regd(
    G,
    "Viber/Viber_messages_<<date>>.csv",
    """Date,Time,Sender,Phone number,Message
<<dmy>>,<<hm>>,<<full>>,<<phone>>,"Sir ano password sa card system?"
<<dmy>>,<<hm2>>,<<full2>>,<<phone2>>,"Nasa logbook sa opisina, di ko isend dito"
""",
    "Viber chat asking for a password; the reply points to the office logbook.",
    "",
)
regd(
    G,
    "firmware/card_reader_<<n>>/secrets.h.example",
    """// kopyaha ni ngadto sa secrets.h
#define WIFI_SSID ""
#define WIFI_PASS ""
""",
    "Arduino secrets template with empty values.",
    "",
)

# h: trade-in game shop --------------------------------------------------------------------
regd(
    H,
    "facturacion/.env",
    """RFC_EMISOR=<<hx8>>A12
CSD_CER_PATH=./sellos/<<org>>.cer
CSD_KEY_PATH=./sellos/<<org>>.key
CSD_KEY_PASSWORD_FILE=/run/secrets/csd_key_password
""",
    "CFDI config pointing to a Docker secret file for the CSD key password.",
    "",
)
regd(
    H,
    "descargas/sha256sums_firmware_<<date>>.txt",
    """9f2b5c1e0d7a4b3c8e6f1a2d5b4c7e9f0a1b2c3d4e5f60718293a4b5c6d7e8f9  switch_joycon_fw.bin
3c7e9a1b5d2f4e6c8a0b1d3f5e7c9a2b4d6f8e0a1c3e5b7d9f2a4c6e8b0d1f3a  ps4_controller_fw.bin
""",
    "SHA-256 checksums of firmware files.",
    "",
)
regd(
    H,
    "chats/whatsapp_tienda_<<date>>.txt",
    """[<<d>>/<<mo>>/<<y>>, <<hms>> p.m.] <<full>>: ¿cuál es la contraseña del punto de venta?
[<<d>>/<<mo>>/<<y>>, <<hms>> p.m.] <<full2>>: te la dejé en un papelito en la caja, no la mando por aquí
""",
    "Spanish chat that mentions a password without giving it.",
    "",
)

# i: streamer production -------------------------------------------------------------------
regd(
    II,
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
    "obs-websocket with authentication off and an empty password.",
)
regd(
    II,
    "chatbot/index.js",
    """const tmi = require('tmi.js');
const client = new tmi.Client({
  identity: { username: process.env.TWITCH_BOT_USER, password: process.env.TWITCH_OAUTH },
  channels: ['<<login>>'],
});
client.connect();
""",
    "tmi.js bot reading its OAuth token from the environment.",
    "",
)
regd(
    II,
    "notlar/tg_<<n>>.txt",
    """[<<d>>.<<mo>>.<<y>> <<hm>>] <<full>>: Twitch şifresi neydi?
[<<d>>.<<mo>>.<<y>> <<hm2>>] <<full2>>: 1Password'da "Yayın" kasasında, sana paylaştım
""",
    "Turkish chat pointing to a shared 1Password vault; no password.",
    "",
)

# j: Minecraft community -------------------------------------------------------------------
regd(
    J,
    "servers/survival-<<n>>/server.properties",
    """enable-rcon=false
rcon.port=25575
rcon.password=
server-port=25565
online-mode=true
""",
    "server.properties with RCON disabled and an empty password.",
    "",
)
regd(
    J,
    "plugins/DiscordSRV/config.yml",
    """BotToken: "BOTTOKEN"
Channels: {"global": "000000000000000000"}
DiscordConsoleChannelId: "000000000000000000"
""",
    "DiscordSRV default config with its literal placeholder token.",
)
regd(
    J,
    "plugins/LuckPerms/config.yml",
    """server: survival
storage-method: h2
data:
  address: localhost
  database: minecraft
  username: root
  password: ''
""",
    "LuckPerms on local H2 storage with an empty MySQL password.",
)

# k: VR arcade -----------------------------------------------------------------------------
regd(
    K,
    "booking/.env",
    """TAP_PUBLIC_KEY=pk_live_<<hx8>>Lm4nBv6Cx8Zq1W
TAP_SECRET_KEY=
CURRENCY=AED
""",
    "Tap publishable key (public) with the secret key empty.",
    "",
)
regd(
    K,
    "home/<<login>>/.bash_history",
    """curl -s https://api.<<dom>>/v1/health
curl -s -H "Authorization: Digest username=\\"booking_api\\", realm=\\"api\\", nonce=\\"<<hx8>>\\", uri=\\"/v1/sessions\\", response=\\"6629fae49393a05397450978507c4ef1\\"" https://api.<<dom>>/v1/sessions
exit
""",
    "HTTP Digest header: the response is a one-time hash, not the password.",
    "",
)
regd(
    K,
    "chats/wa_staff_<<date>>.txt",
    """<<dmy>> - <<full>>: شو كلمة السر حق حساب ميتا؟
<<dmy>> - <<full2>>: أرسلتها لك بالإيميل، لا تكتبها هنا
""",
    "Arabic chat saying the password was sent by e-mail; none in the file.",
    "",
)

# l: tournament organiser ------------------------------------------------------------------
regd(
    L,
    "pendaftaran/.env",
    """MIDTRANS_MERCHANT_ID=G<<n2>>123456
MIDTRANS_CLIENT_KEY=Mid-client-<<hx8>>Qw8Er5
MIDTRANS_SERVER_KEY=
MIDTRANS_IS_PRODUCTION=false
""",
    "Midtrans client key (used in the browser) with the server key empty.",
    "",
)
regd(
    L,
    "wasit/room_<<date>>.tsv",
    """Match\tTim A\tTim B\tRoom ID\tKata sandi
SF1\tMaung Squad\tKujang Five\t<<n2>>104\t(dikirim ke kapten via DM)
SF2\tSeblak Gaming\tDago Wolves\t<<n2>>205\t(dikirim ke kapten via DM)
""",
    "Referee sheet whose password column says it was sent by DM.",
    "",
)
regd(
    L,
    "payout/main.go",
    """package main

import (
\t"os"

\txendit "github.com/xendit/xendit-go/v6"
)

func main() {
\t_ = xendit.NewClient(os.Getenv("XENDIT_SECRET_KEY"))
}
""",
    "Go program reading the Xendit key with os.Getenv.",
    "",
)

# m: localisation agency -------------------------------------------------------------------
regd(
    M,
    "crowdin.yml",
    """"project_id_env": "CROWDIN_PROJECT_ID"
"api_token_env": "CROWDIN_PERSONAL_TOKEN"
"base_path": "."
files:
  - source: "/Localization/en/*.json"
    translation: "/Localization/%two_letters_code%/%original_file_name%"
""",
    "crowdin.yml naming the environment variables that hold the token.",
)
regd(
    M,
    "备份/微信_项目组_<<n>>.txt",
    """<<full>> <<y>>-<<mo>>-<<d>> <<hm>>
memoQ 的密码是多少？

<<full2>> <<y>>-<<mo>>-<<d>> <<hm2>>
密码不要在微信里发，我已经在 KeePass 里共享给你了
""",
    "WeChat chat that refuses to send the password and points to KeePass.",
    "",
)
regd(
    M,
    "home/<<login>>/.ossutilconfig",
    """[Credentials]
language=CH
endpoint=oss-cn-shanghai.aliyuncs.com
mode=EcsRamRole
ecsRoleName=loc-deliver
""",
    "ossutil using an ECS RAM role; no access key secret.",
    "ini",
)

# n: retro console repair ------------------------------------------------------------------
regd(
    N,
    "docker/docker-compose.yml",
    """services:
  db:
    image: mariadb:11
    environment:
      MARIADB_ROOT_PASSWORD_FILE: /run/secrets/db_root
    secrets:
      - db_root
secrets:
  db_root:
    file: ./secrets/db_root.txt
""",
    "Compose file reading the MariaDB root password from a Docker secret file.",
)
regd(
    N,
    "boot/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=GR

network={
    ssid="<<orgc>>_Guest"
    key_mgmt=NONE
}
""",
    "wpa_supplicant for an open guest network; no PSK.",
    "",
)
regd(
    N,
    "notes/viber_<<fa2>>_<<n>>.txt",
    """[<<dmy>> <<hm>>] <<full>>: Ποιος είναι ο κωδικός του email;
[<<dmy>> <<hm2>>] <<full2>>: Θα σου τον πω από κοντά αύριο στο μαγαζί
""",
    "Greek chat promising to give the password in person; no value.",
    "",
)

# o: gaming-gear importer ------------------------------------------------------------------
regd(
    O,
    "k8s/secrets/shiprocket.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: shiprocket-credentials
  namespace: store
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  target:
    name: shiprocket-credentials
  data:
    - secretKey: SHIPROCKET_PASSWORD
      remoteRef:
        key: store/shiprocket
        property: password
""",
    "ExternalSecret pointing at a vault path; no value.",
)
regd(
    O,
    "store-api/src/config/razorpay.js",
    """const Razorpay = require('razorpay');
module.exports = new Razorpay({
  key_id: process.env.RAZORPAY_KEY_ID,
  key_secret: process.env.RAZORPAY_KEY_SECRET,
});
""",
    "Razorpay config from environment variables.",
    "",
)
regd(
    O,
    "chats/wa_godown_<<date>>.txt",
    """<<d>>/<<mo>>/<<y>>, <<hm>> pm - <<full>>: गोदाम लैपटॉप का पासवर्ड क्या है?
<<d>>/<<mo>>/<<y>>, <<hm2>> pm - <<full2>>: पासवर्ड व्हाट्सऐप पर नहीं, ऑफिस आकर ले लेना
""",
    "Hindi chat that mentions a password without giving it.",
    "",
)

# p: fantasy rugby league ------------------------------------------------------------------
regd(
    P,
    "league/settings/production.py",
    """import os

from .base import *  # noqa

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "fantasy",
        "USER": "fantasy",
        "PASSWORD": os.environ["DB_PASSWORD"],
        "HOST": os.environ.get("DB_HOST", "localhost"),
    }
}
""",
    "Django settings reading the database password from the environment.",
)
regd(
    P,
    "etc/redis/redis.conf",
    """bind 127.0.0.1
port 6379
protected-mode yes
# requirepass is set through ACL file
aclfile /etc/redis/users.acl
""",
    "redis.conf with no requirepass (ACL file referenced).",
    "",
)
regd(
    P,
    "home/<<login>>/.ssh/id_ed25519.pub",
    """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIJx3Kp0Vq7wZ8yT5mN2bR4cL6dF9gH1jK3lM5nP7qS9t <<login>>@<<org>>-payouts
""",
    "An SSH public key used for the bank SFTP drop; public material.",
    "",
)
