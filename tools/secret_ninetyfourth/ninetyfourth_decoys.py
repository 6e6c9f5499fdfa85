"""The ninety-fourth corpus's decoys: files shaped like the formats that hold no live
credential, three per family, each with its ``why``."""

# ruff: noqa: E501

from __future__ import annotations

from ninetyfourth_formats_a import KUTAISI
from ninetyfourth_formats_b import IBADAN
from ninetyfourth_formats_c import ILOILO
from ninetyfourth_formats_d import FRANKIVSK
from ninetyfourth_formats_e import ELDORET
from ninetyfourth_formats_f import MALANG
from ninetyfourth_formats_g import CORDOBA
from ninetyfourth_formats_h import SYLHET
from ninetyfourth_formats_i import HAIPHONG
from ninetyfourth_formats_j import FUKUOKA
from ninetyfourth_formats_k import MANSOURA
from ninetyfourth_formats_l import DAEJEON
from ninetyfourth_formats_m import NAGPUR
from ninetyfourth_formats_n import LAUTOKA
from ninetyfourth_formats_o import ESKISEHIR
from ninetyfourth_formats_p import FLORIPA
from ninetyfourth_spec import ALNUM, alnum, regd

# ---------------------------------------------------------------- a: Kutaisi translator
regd(
    KUTAISI,
    "translations/smartcat_sync_<<n>>.py",
    """import os

import requests

SMARTCAT_ACCOUNT_ID = os.environ["SMARTCAT_ACCOUNT_ID"]
SMARTCAT_API_KEY = os.environ["SMARTCAT_API_KEY"]

r = requests.get(
    "https://smartcat.com/api/integration/v1/project/list",
    auth=(SMARTCAT_ACCOUNT_ID, SMARTCAT_API_KEY),
    timeout=30,
)
print(r.status_code)
""",
    "Smartcat key and account id read from the environment; no value in the file",
)
regd(
    KUTAISI,
    "mail/Inbox/<<nn>>_portal.eml",
    """From: <<cfnc>> <<clnc>> <<<cmail>>>
To: <<fnc>> <<lnc>> <<<gmail>>>
Subject: XTRF
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

გამარჯობა <<fn_l>>,

პორტალზე ანგარიში შეგიქმენით, მომხმარებელი: <<login>>.
პაროლს SMS-ით გამოგიგზავნით, ელფოსტით არ ვაგზავნით.

<<cfn_l>>
""",
    "Georgian e-mail that says the password will come by SMS; only a login name",
    syntax="",
)
regd(
    KUTAISI,
    "projects/subtitles-<<n>>/.env",
    """# DeepL Pro - გასაღები ჩაწერე აქ, git-ში არ ატვირთო
DEEPL_AUTH_KEY=
DEEPL_SERVER_URL=https://api-free.deepl.com
TARGET_LANG=KA
""",
    "DeepL .env with an empty auth key",
    syntax="",
)

# ---------------------------------------------------------------- b: Ibadan designer
regd(
    IBADAN,
    "invoice-app/.env.production.<<n>>",
    """# Paystack - secret key dey for the server env (Render dashboard), no put am here
PAYSTACK_PUBLIC_KEY=pk_live_<<uuid>>
PAYSTACK_SECRET_KEY=
PAYSTACK_CALLBACK_URL=https://<<dom>>/pay/verify
""",
    "only the Paystack publishable key (public by design); the secret key is empty",
    syntax="",
)
regd(
    IBADAN,
    "WhatsApp Chat with <<cfnc>> <<n>>.txt",
    """<<dd>>/<<mm>>/<<year>>, <<time>> - <<cfnc>> <<clnc>>: Abeg send me the Canva password
<<dd>>/<<mm>>/<<year>>, <<time>> - <<fnc>>: Ma I go call you give am, make I no put password for WhatsApp 🙏
<<dd>>/<<mm>>/<<year>>, <<time>> - <<cfnc>> <<clnc>>: Ok no wahala
""",
    "Pidgin chat that mentions a password but only promises a phone call",
)
regd(
    IBADAN,
    "home/<<login>>/.config/rclone/rclone_sa_<<n>>.conf",
    """[gdrive-clients]
type = drive
scope = drive
service_account_file = /home/<<login>>/keys/drive-sa.json
root_folder_id = 1<<nn>>xYz
""",
    "rclone Drive remote authenticated by a service-account file path; no client secret or token",
    syntax="",
)

# ---------------------------------------------------------------- c: Iloilo VA
regd(
    ILOILO,
    "Downloads/lastpass_masked_<<n>>.csv",
    """url,username,password,totp,extra,name,grouping,fav
https://www.airbnb.com/login,<<cmail>>,••••••••••,,,Airbnb,Client - <<cfnc>>,0
https://app.hubspot.com/login,<<cmail>>,••••••••••,,,HubSpot,Client - <<cfnc>>,1
""",
    "a screen copy of a password list with every password masked by bullets",
)
regd(
    ILOILO,
    "scripts/shopify_orders_env_<<n>>.py",
    """import os

import requests

SHOP = os.environ["SHOPIFY_SHOP"]
ACCESS_TOKEN = os.environ["SHOPIFY_ACCESS_TOKEN"]

r = requests.get(
    f"https://{SHOP}/admin/api/2024-10/orders.json",
    headers={"X-Shopify-Access-Token": ACCESS_TOKEN},
    timeout=30,
)
print(len(r.json()["orders"]))
""",
    "Shopify token read from the environment",
)
regd(
    ILOILO,
    "fb_export/messages/inbox/<<cfn>>_<<nn>>/message_1.json",
    """{
  "participants": [{"name": "<<cfnc>> <<clnc>>"}, {"name": "<<fnc>> <<lnc>>"}],
  "messages": [
    {"sender_name": "<<cfnc>> <<clnc>>", "timestamp_ms": <<ts>>000, "content": "I shared the Airbnb login with you in Bitwarden, check your email for the invite"},
    {"sender_name": "<<fnc>> <<lnc>>", "timestamp_ms": <<ts>>500, "content": "Salamat po! Na-accept ko na"}
  ],
  "title": "<<cfnc>> <<clnc>>"
}
""",
    "Messenger export pointing to a Bitwarden share; no password in the chat",
)

# ---------------------------------------------------------------- d: Frankivsk web developer
regd(
    FRANKIVSK,
    "projects/<<org>>/docker-compose.secrets.yml",
    """services:
  db:
    image: postgres:16-alpine
    environment:
      POSTGRES_USER: crm
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "Postgres password read from a Docker secret file; only the file path",
)
regd(
    FRANKIVSK,
    "clients/<<word>>-<<n>>/.vscode/sftp.json",
    """{
    "name": "<<org>> VPS",
    "host": "<<pip>>",
    "protocol": "sftp",
    "port": 22,
    "username": "deploy",
    "privateKeyPath": "~/.ssh/id_ed25519",
    "remotePath": "/var/www/<<org>>",
    "uploadOnSave": false
}
""",
    "VS Code SFTP config authenticating by key file path; no password",
)
regd(
    FRANKIVSK,
    "home/<<login>>/.ssh/<<org>>_deploy.pub",
    "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<pub>> <<login>>@<<org>>\n",
    "an SSH public key (public by design)",
    syntax="",
    extra=lambda r, s: {"pub": alnum(r, 43, ALNUM + "+/")},
)

# ---------------------------------------------------------------- e: Eldoret bookkeeper
regd(
    ELDORET,
    "stk-push/.env.template",
    """MPESA_ENV=production
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
MPESA_CALLBACK_URL=https://<<dom>>/mpesa/callback
""",
    "M-Pesa .env template with every credential empty",
    syntax="",
)
regd(
    ELDORET,
    "WhatsApp Chat - <<cfnc>>/_chat_<<n>>.txt",
    """[<<dd>>/<<mm>>/<<year>>, <<time>>:<<sec>>] <<cfnc>> <<clnc>>: Nenosiri la QuickBooks nimebadilisha
[<<dd>>/<<mm>>/<<year>>, <<time>>:<<sec>>] <<cfnc>> <<clnc>>: Nitakupigia simu nikupe, sitaki kuliandika hapa
[<<dd>>/<<mm>>/<<year>>, <<time>>:<<sec>>] <<fnc>> <<lnc>>: Sawa, asante
""",
    "Swahili chat that mentions a changed password without giving it",
)
regd(
    ELDORET,
    "clients/<<org>>/statements_<<year>>.sha256",
    """<<uuid>><<uuid>>  equity_statement_<<mm>>.pdf
<<uuid>><<uuid>>  mpesa_till_<<mm>>.csv
""",
    "checksum list of bank statement exports (hashes, not keys)",
    syntax="",
    extra=lambda r, s: {"uuid": "".join(r.choice("0123456789abcdef") for _ in range(32))},
)

# ---------------------------------------------------------------- f: Malang video editor
regd(
    MALANG,
    "obs/profiles/Kosong_<<n>>/service.json",
    """{"settings":{"bwtest":false,"key":"","server":"rtmps://a.rtmp.youtube.com:443/live2","service":"YouTube - RTMPS","use_auth":false},"type":"rtmp_common"}
""",
    "OBS service with an empty stream key",
)
regd(
    MALANG,
    "tools/frameio-sync/.env.<<n>>",
    """# token diambil dari 1Password CLI saat runtime
FRAMEIO_TOKEN=op://Kerja/Frameio/token
FRAMEIO_ROOT_ASSET_ID=<<uuid>>
""",
    "a 1Password secret reference (op://), not the token",
    syntax="",
)
regd(
    MALANG,
    "chat/wa_<<cfn>>_ganti_<<n>>.txt",
    """<<dd>>/<<mm>>/<<yy>> <<time>> - <<cfnc>> <<clnc>>: Mas, kata sandi Drive udah aku ganti ya
<<dd>>/<<mm>>/<<yy>> <<time>> - <<cfnc>> <<clnc>>: nanti aku kasih tau lewat telepon aja
<<dd>>/<<mm>>/<<yy>> <<time>> - <<fnc>>: Siap mbak
""",
    "Indonesian chat that mentions a new password without giving it",
)

# ---------------------------------------------------------------- g: Córdoba voice-over
regd(
    CORDOBA,
    "backup/mikrotik_hidden_<<n>>.rsc",
    """# <<date>> <<time>>:00 by RouterOS 7.14.3
# model = RB952Ui-5ac2nD (hAP ac lite)
/interface wireless security-profiles
add authentication-types=wpa2-psk mode=dynamic-keys name=estudio supplicant-identity=""
/interface wireless
set [ find default-name=wlan2 ] band=5ghz-a/n/ac disabled=no mode=ap-bridge security-profile=estudio ssid=Cabina_<<fnc>>
""",
    "RouterOS 7 export without show-sensitive: the pre-shared key is left out",
    syntax="",
)
regd(
    CORDOBA,
    "web/cobros/mp_env_<<n>>.js",
    """const { MercadoPagoConfig } = require("mercadopago");

const client = new MercadoPagoConfig({ accessToken: process.env.MP_ACCESS_TOKEN });

module.exports = { client };
""",
    "Mercado Pago access token read from process.env",
    syntax="",
)
regd(
    CORDOBA,
    "facturacion/afip/<<login>>_<<year>>.csr",
    """-----BEGIN CERTIFICATE REQUEST-----
MIICnTCCAYUCAQAwWDELMAkGA1UEBhMCQVIxEDAOBgNVBAoMB3Zvejw8bj4+MRkw
FwYDVQQDDBBsb2N1dG9yYV9jb3Jkb2JhMRwwGgYDVQQFExNDVUlUIDI3MzEyMzQ1
-----END CERTIFICATE REQUEST-----
""",
    "a certificate signing request for AFIP (public material, no private key)",
    syntax="",
)

# ---------------------------------------------------------------- h: Sylhet data entry
regd(
    SYLHET,
    "bkash/config.env_<<n>>.json",
    """{
  "base_url": "https://tokenized.pay.bka.sh/v1.2.0-beta",
  "username": "${BKASH_USERNAME}",
  "password": "${BKASH_PASSWORD}",
  "app_key": "${BKASH_APP_KEY}",
  "app_secret": "${BKASH_APP_SECRET}"
}
""",
    "bKash config whose values are ${...} environment references",
)
regd(
    SYLHET,
    "orders/fiverr_nopass_<<n>>.csv",
    """অর্ডার নং,ক্লায়েন্ট,পোর্টাল,ইউজার,পাসওয়ার্ড
FO<<nn>>B7,<<org>>,https://<<host>>,<<login>>,(ক্লায়েন্টের কাছে)
FO<<nn>>C3,<<cfnc>>,Apollo,<<gmail>>,(Google লগইন)
""",
    "order sheet whose password column only says the client keeps it / Google login",
)
regd(
    SYLHET,
    "OpenVPN/config/<<org>>_<<n>>.ovpn",
    """client
dev tun
proto udp
remote vpn.<<dom>> 1194
auth-user-pass
remote-cert-tls server
verb 3
""",
    "OpenVPN profile that prompts for user and password (auth-user-pass without a file)",
    syntax="",
)

# ---------------------------------------------------------------- i: Hai Phong tutor
regd(
    HAIPHONG,
    "hosting/<<org>>/moodle_env_<<n>>/config.php",
    """<?php
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype = 'mariadb';
$CFG->dbhost = 'localhost';
$CFG->dbname = 'moodle';
$CFG->dbuser = 'moodleuser';
$CFG->dbpass = getenv('MOODLE_DB_PASS');
$CFG->wwwroot = 'https://<<dom>>';
require_once(__DIR__ . '/lib/setup.php');
""",
    "Moodle database password read with getenv",
    syntax="",
)
regd(
    HAIPHONG,
    "ghichu/zalo_quen_<<n>>.txt",
    """<<cln_l>> <<cfn_l>> (phụ huynh) <<time>>
Cô ơi cháu quên mật khẩu Quizlet rồi ạ

<<ln_l>> <<fn_l>> <<time>>
Chị bấm "Quên mật khẩu" rồi đặt lại qua email giúp em nhé, em không lưu mật khẩu của các con
""",
    "Vietnamese chat about a forgotten password, pointing to a reset link",
)
regd(
    HAIPHONG,
    "tools/zoom-links-<<n>>/.env.sample",
    """ZOOM_ACCOUNT_ID=
ZOOM_CLIENT_ID=
ZOOM_CLIENT_SECRET=
TIMEZONE=Asia/Ho_Chi_Minh
""",
    "Zoom .env sample with empty values",
    syntax="",
)

# ---------------------------------------------------------------- j: Fukuoka UX researcher
regd(
    FUKUOKA,
    "mail/<<cln>>_<<nn>>_phone.eml",
    """From: <<ln_l>> <<fn_l>> <<<email>>>
To: <<cln_l>>様 <<<cmail>>>
Subject: 【ご連絡】報告書のパスワードについて
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

<<cln_l>>様

添付ファイルのパスワードは、セキュリティのため別途お電話にてお伝えいたします。

<<ln_l>>
""",
    "Japanese e-mail saying the ZIP password will be given by phone",
    syntax="",
)
regd(
    FUKUOKA,
    "interview-notes/.env.<<n>>",
    """NOTION_TOKEN=
NOTION_DATABASE_ID=<<uuid>>
""",
    "Notion .env with an empty token (the database id is not a secret)",
    syntax="",
)
regd(
    FUKUOKA,
    "backup/prefs_<<n>>/io.lookback.recorder.keychain.plist",
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>AccountEmail</key>
	<string><<email>></string>
	<key>APITokenKeychainService</key>
	<string>io.lookback.recorder.token</string>
</dict>
</plist>
""",
    "plist that names the Keychain item holding the token, not the token",
    syntax="xml",
)

# ---------------------------------------------------------------- k: Mansoura copywriter
regd(
    MANSOURA,
    "backups/<<org>>_<<n>>/wp-config.php",
    """<?php
define( 'DB_NAME', getenv('WP_DB_NAME') );
define( 'DB_USER', getenv('WP_DB_USER') );
define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
$table_prefix = 'wp_';
require_once ABSPATH . 'wp-settings.php';
""",
    "wp-config reading the database password with getenv",
    syntax="",
)
regd(
    MANSOURA,
    "chats/wa_<<cfn>>_call_<<n>>.txt",
    """<<dd>>/<<mm>>/<<year>>, <<time>> - <<cfn_l>> <<cln_l>>: محتاج كلمة السر بتاعة الصفحة؟
<<dd>>/<<mm>>/<<year>>, <<time>> - <<fn_l>>: ايوه لو سمحت
<<dd>>/<<mm>>/<<year>>, <<time>> - <<cfn_l>> <<cln_l>>: هكلمك تليفون واقولهالك، مش هكتبها هنا
""",
    "Egyptian Arabic chat that mentions the password without giving it",
)
regd(
    MANSOURA,
    "landing-<<org>>/.env.<<n>>",
    """PAYMOB_PUBLIC_KEY=egy_pk_live_<<n>>Qm<<nn>>
PAYMOB_SECRET_KEY=
PAYMOB_INTEGRATION_ID_CARD=<<nn>>81
""",
    "Paymob public key only (public by design); the secret key is empty",
    syntax="",
)

# ---------------------------------------------------------------- l: Daejeon 3D artist
regd(
    DAEJEON,
    "work/<<org>>-<<n>>/.p4config",
    """P4PORT=ssl:perforce.<<dom>>:1666
P4USER=<<login>>
P4CLIENT=<<login>>_ws_<<n>>
P4TICKETS=~/.p4tickets
""",
    "Perforce config using a login ticket file; no P4PASSWD",
    syntax="",
)
regd(
    DAEJEON,
    "tools/upload_env_<<n>>.py",
    """import os

SKETCHFAB_API_TOKEN = os.environ.get("SKETCHFAB_API_TOKEN", "")
if not SKETCHFAB_API_TOKEN:
    raise SystemExit("SKETCHFAB_API_TOKEN 환경변수를 설정하세요")
""",
    "Sketchfab token read from the environment",
)
regd(
    DAEJEON,
    "카톡/<<cln>><<cfn>>_전화_<<n>>.txt",
    """<<cln_l>><<cfn_l>> 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>:<<sec>>

[<<cln_l>><<cfn_l>>] [오후 3:10] NAS 비밀번호는 보안상 전화로 알려드릴게요
[<<ln_l>><<fn_l>>] [오후 3:11] 네 알겠습니다
""",
    "KakaoTalk chat that mentions the NAS password without giving it",
)

# ---------------------------------------------------------------- m: Nagpur app tester
regd(
    NAGPUR,
    "projects/<<org>>-<<n>>/browserstack.ci.yml",
    """userName: ${BROWSERSTACK_USERNAME}
accessKey: ${BROWSERSTACK_ACCESS_KEY}
platforms:
  - deviceName: Samsung Galaxy S23
    platformVersion: "13.0"
""",
    "BrowserStack config with ${...} environment references",
)
regd(
    NAGPUR,
    "android/app/signing_<<n>>.gradle",
    """android {
    signingConfigs {
        release {
            storeFile file(System.getenv("KEYSTORE_PATH") ?: "release.jks")
            storePassword System.getenv("KEYSTORE_PASSWORD")
            keyAlias "<<org>>"
            keyPassword System.getenv("KEY_PASSWORD")
        }
    }
}
""",
    "Gradle signing config reading the keystore passwords from the environment",
    syntax="",
)
regd(
    NAGPUR,
    "qa/<<login>>_<<n>>/.bash_history_plain",
    """adb devices
adb install -r app-staging-release.apk
adb shell pm clear com.<<org>>.app
adb logcat -d > crash_<<n>>.log
adb shell screenrecord /sdcard/login_bug.mp4
""",
    "adb history without any typed password",
    syntax="",
)

# ---------------------------------------------------------------- n: Lautoka transcriptionist
regd(
    LAUTOKA,
    "backup/filezilla_ask_<<n>>/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Server>
            <Host><<host>></Host>
            <Port>22</Port>
            <Protocol>1</Protocol>
            <User><<login>></User>
            <Logontype>2</Logontype>
            <Name><<org>> audio drop</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "FileZilla site set to ask for the password (Logontype 2); no Pass element",
)
regd(
    LAUTOKA,
    "router/guest_<<n>>.cfg",
    """[wlan_guest]
ssid=Bula-Guest-<<nn>>
auth_mode=OPEN
encryption=NONE
wpa_psk=
""",
    "an open guest network with an empty pre-shared key",
    syntax="ini",
)
regd(
    LAUTOKA,
    "mail/otter_reset_<<n>>.eml",
    """From: <<cfnc>> <<clnc>> <<<cmail>>>
To: <<fnc>> <<lnc>> <<<gmail>>>
Subject: Otter access

Bula <<fnc>>, I've removed the shared login. Use "Forgot password" on your own invite
to set a password for your seat. Vinaka!
""",
    "English e-mail pointing to a password reset; no password",
    syntax="",
)

# ---------------------------------------------------------------- o: Eskişehir IT support
regd(
    ESKISEHIR,
    "clients/<<org>>/RustDesk_temp_<<n>>.toml",
    """rendezvous_server = "rd.<<dom>>:21116"

[options]
custom-rendezvous-server = "rd.<<dom>>"
verification-method = "use-temporary-password"
permanent-password = ""
""",
    "RustDesk set to one-time temporary passwords; the permanent password is empty",
)
regd(
    ESKISEHIR,
    "clients/<<org>>/fstab_cred_<<n>>",
    """# muhasebe paylaşımı - kimlik bilgileri ayrı dosyada (chmod 600)
//<<ip>>/Muhasebe /mnt/muhasebe cifs credentials=/root/.smbcredentials,iocharset=utf8,uid=1000 0 0
""",
    "fstab CIFS mount pointing to a credentials file",
    syntax="",
)
regd(
    ESKISEHIR,
    "scripts/sifre_sor_<<n>>.ps1",
    """Import-Module ActiveDirectory
$kullanici = Read-Host "Kullanıcı adı"
$yeniSifre = Read-Host "Yeni şifre" -AsSecureString
Set-ADAccountPassword -Identity $kullanici -NewPassword $yeniSifre -Reset
""",
    "PowerShell prompting for the new password with Read-Host",
    syntax="",
)

# ---------------------------------------------------------------- p: Florianópolis agency
regd(
    FLORIPA,
    "k8s/clientes/<<org>>/external-secret-<<n>>.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: wordpress-db
  namespace: cliente-<<word>>
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: aws-secrets-manager
    kind: ClusterSecretStore
  target:
    name: wordpress-db
  data:
    - secretKey: WORDPRESS_DB_PASSWORD
      remoteRef:
        key: clientes/<<word>>/wordpress
        property: db_password
""",
    "ExternalSecret pointing at a secrets-manager path; no value",
)
regd(
    FLORIPA,
    "infra/cloud-init/<<org>>-file-<<n>>.yaml",
    """#cloud-config
hostname: <<word>>-<<n>>
write_files:
  - path: /etc/motd
    content: "Servidor da agência"
runcmd:
  - curl -fsSL https://tailscale.com/install.sh | sh
  - tailscale up --auth-key=file:/etc/tailscale/authkey --ssh
""",
    "cloud-init reading the Tailscale auth key from a file on the machine",
)
regd(
    FLORIPA,
    "clientes/<<org>>/HANDOVER_<<n>>.md",
    """# Entrega do projeto - Pousada <<cfnc>>

## Hospedagem
- cPanel: https://<<host>>:2083
- usuário: <<login>>
- senha: no Bitwarden do cliente (coleção "Pousada"), nunca por WhatsApp
""",
    "handover note pointing to a Bitwarden collection instead of a password",
)
