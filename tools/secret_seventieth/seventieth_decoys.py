# ruff: noqa: E501
"""The seventieth corpus's decoys: files shaped like the formats that hold no live credential
(references to the environment or a secret store, empty values, public material, checksums,
authentication without a password, chat that mentions a password without giving one)."""

from __future__ import annotations

import base64
import json

from seventieth_formats_a import F as A
from seventieth_formats_b import F as B
from seventieth_formats_c import F as C
from seventieth_formats_d import F as D
from seventieth_formats_e import F as E
from seventieth_formats_f import F as FF
from seventieth_formats_g import F as G
from seventieth_formats_h import F as H
from seventieth_formats_i import F as I
from seventieth_formats_j import F as J
from seventieth_formats_k import F as K
from seventieth_formats_l import F as L
from seventieth_formats_m import F as M
from seventieth_formats_n import F as N
from seventieth_formats_o import F as O
from seventieth_formats_p import F as P
from seventieth_spec import alnum, hexs, regd


def _pubkey(rng, s):
    raw = b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x01\x00" + bytes(
        rng.randrange(256) for _ in range(256)
    )
    return {"pub": base64.b64encode(raw).decode()}


def _cert(rng, s):
    body = base64.b64encode(
        b"\x30\x82\x03\x1d" + bytes(rng.randrange(256) for _ in range(540))
    ).decode()
    return {"cert": "\n".join(body[i : i + 64] for i in range(0, len(body), 64))}


def _sums(rng, s):
    return {"h": [hexs(rng, 64) for _ in range(4)]}


# --------------------------------------------------------------------------- a: Lagos POS agent

regd(
    A,
    "agent-wallet/.env",
    """# <<orgc>> agent wallet API - secrets come from the server, not this file
NODE_ENV=production
PORT=4000
APP_URL=https://wallet.<<dom>>
FLW_SECRET_KEY=
FLW_ENCRYPTION_KEY=
SETTLEMENT_BANK=Moniepoint MFB
""",
    "Flutterwave secret and encryption keys left empty in the .env",
    syntax="",
)
regd(
    A,
    "chats/WhatsApp Chat with <<fa>> POS.txt",
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Oga abeg send me the password for the OPay dashboard
<<dmy>>, <<time>> - <<fn2>>: No o, I no dey put password for WhatsApp. Come shop tomorrow, I go type am for you myself
<<dmy>>, <<time2>> - <<fn>> <<ln>>: Ok sir, ẹ ṣé
""",
    "Pidgin chat that asks for a password and refuses to give it",
    syntax="",
)
regd(
    A,
    "public_html/paystack/webhook.php",
    """<?php
// <<orgc>> wallet top-up: key is set in the hosting panel environment
$secret = getenv('PAYSTACK_SECRET_KEY');
$input = @file_get_contents("php://input");
if (($_SERVER['HTTP_X_PAYSTACK_SIGNATURE'] ?? '') !== hash_hmac('sha512', $input, $secret)) {
    http_response_code(401);
    exit();
}
http_response_code(200);
""",
    "Paystack secret read from the environment with getenv",
    syntax="",
)

# --------------------------------------------------------------------------- b: Brno hosting

regd(
    B,
    "root/.my.cnf",
    """[client]
user=root
socket=/run/mysqld/mysqld.sock

[mysqldump]
user=root
max_allowed_packet=512M
""",
    "MariaDB client file using unix-socket authentication, no password",
    syntax="ini",
)
regd(
    B,
    "zalohy/<<d8>>/SHA256SUMS",
    lambda s: "".join(
        f"{h}  {n}\n"
        for h, n in zip(
            s["h"], ("whmcs.sql.gz", "mail.tar.zst", "www.tar.zst", "dns-zones.tar.gz"), strict=True
        )
    ),
    "SHA-256 checksums of the nightly backups",
    syntax="",
    extra=_sums,
)
regd(
    B,
    "helpdesk/tikety/<<nnnn>>_<<fa2>>.txt",
    """Tiket #<<nnnn>>  |  Stav: Vyřešeno
<<dmy>> <<time>>  <<fn2>> <<ln2>>: Dobrý den, pošlete mi prosím nové heslo k FTP.
<<dmy>> <<time2>>  <<fn>> <<ln>> (podpora): Dobrý den, z bezpečnostních důvodů heslo e-mailem neposíláme. Nové heslo si nastavíte v zákaznické administraci v sekci Webhosting → FTP účty.
""",
    "Czech support ticket that mentions a password but holds none",
    syntax="",
)

# --------------------------------------------------------------------------- c: Lahore repair

regd(
    C,
    "booking/.env",
    """APP_NAME="<<orgc>> Repair Booking"
APP_ENV=production
APP_URL=https://<<dom>>
JAZZCASH_MERCHANT_ID=
JAZZCASH_PASSWORD=
JAZZCASH_INTEGRITY_SALT=
""",
    "JazzCash merchant settings left empty",
    syntax="",
)
regd(
    C,
    "WhatsApp Chat with <<fa>> customer.txt",
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: بھائی موبائل کا پاس ورڈ چاہیے؟
<<dmy>>, <<time>> - <<orgc>> Repair: نہیں جی، پاس ورڈ کی ضرورت نہیں۔ اسکرین بدلنی ہے بس، لاک لگا رہنے دیں
""",
    "Urdu chat saying no password is needed",
    syntax="",
)
regd(
    C,
    "UnlockTool/settings.ini",
    """[General]
Language=en
AutoUpdate=1

[Login]
Username=<<org>><<n>>
Password=
Remember=0
""",
    "Tool login with an empty password and remember off",
)

# --------------------------------------------------------------------------- d: Jacmel cybercafe

regd(
    D,
    "etc/config/network",
    """config interface 'lan'
	option device 'br-lan'
	option proto 'static'
	option ipaddr '192.168.<<n>>.1'
	option netmask '255.255.255.0'

config interface 'wan'
	option device 'eth0'
	option proto 'dhcp'
""",
    "OpenWrt WAN by DHCP, no PPPoE credentials",
    syntax="",
)
regd(
    D,
    "WhatsApp Chat - <<orgc>> Staf/_chat.txt",
    """[<<dmy>> <<time>>:12] <<fn2>>: Ki modpas wifi kliyan yo kounye a?
[<<dmy>> <<time>>:40] <<fn>> <<ln>>: Pa gen modpas ankò, se yon paj koneksyon ak tikè. Kliyan an peye nan kès la epi li resevwa yon kòd sou tikè a.
""",
    "Creole chat: the Wi-Fi has no password, tickets instead",
    syntax="",
)
regd(
    D,
    "PaperCut NG/server/server.properties",
    """### PaperCut NG - <<orgc>>
server.port=9191
server.ssl.port=9192
database.type=Internal
""",
    "PaperCut on its internal database, no database password",
    syntax="",
)

# --------------------------------------------------------------------------- e: Maputo dish installers

regd(
    E,
    "airos/system_<<town>>_<<d8>>.cfg",
    """radio.1.mode=managed
resolv.host.1.name=LBE-<<town>>-<<n>>
users.1.name=ubnt
wireless.1.ssid=<<orgc>>-PTP-<<n>>
wireless.1.security.type=none
wpasupplicant.status=disabled
""",
    "airOS link without WPA (no PSK)",
    syntax="",
)
regd(
    E,
    "WhatsApp Chat com <<fa>> Instalações.txt",
    """<<dmy>> <<time>> - <<fn>> <<ln>>: Mano manda a senha do portal de revendedor
<<dmy>> <<time>> - <<fn2>>: Não mando senha por aqui. Pede ao <<fn>> do escritório, ele tem no cofre
""",
    "Portuguese chat that refuses to send the password",
    syntax="",
)
regd(
    E,
    "pagamentos/config.js",
    """// Pagamentos por M-Pesa - chaves no ambiente do servidor
module.exports = {
  mpesa: {
    apiKey: process.env.MPESA_API_KEY,
    publicKey: process.env.MPESA_PUBLIC_KEY,
    serviceProviderCode: process.env.MPESA_SP_CODE,
  },
};
""",
    "M-Pesa API key taken from process.env",
    syntax="",
)

# --------------------------------------------------------------------------- f: Antananarivo call centre

regd(
    FF,
    "etc/asterisk/pjsip.conf",
    """; Trunk SIP authentifié par adresse IP (pas de mot de passe)
[trunk-fr]
type=endpoint
context=from-trunk
allow=alaw,g729
aors=trunk-fr

[trunk-fr]
type=identify
endpoint=trunk-fr
match=<<pub_ip>>
""",
    "SIP trunk identified by IP, no auth section",
    syntax="",
)
regd(
    FF,
    "AppData/Roaming/MicroSIP/microsip.ini",
    """[Account1]
label=<<orgc>> poste <<nn>>
server=<<ip>>
username=<<nn>>
password=
displayName=<<fa>>
""",
    "MicroSIP account with an empty password",
)
regd(
    FF,
    "messages/inbox/<<fa2>><<la2>>_<<nnnn>>/message_1.json",
    lambda s: json.dumps(
        {
            "participants": [{"name": f"{s['fn']} {s['ln']}"}, {"name": f"{s['fn2']} {s['ln2']}"}],
            "messages": [
                {
                    "sender_name": f"{s['fn']} {s['ln']}",
                    "timestamp_ms": s["ms"],
                    "content": "Aza alefa eto ny teny miafina, ny superviseur no manome azy anio maraina.",
                },
                {
                    "sender_name": f"{s['fn2']} {s['ln2']}",
                    "timestamp_ms": s["ms"] - 60000,
                    "content": "Mba alefaso ny teny miafina CRM azafady",
                },
            ],
            "title": f"{s['fn2']} {s['ln2']}",
        },
        ensure_ascii=False,
        indent=2,
    ),
    "Malagasy Messenger chat: the password will be given by the supervisor",
)

# --------------------------------------------------------------------------- g: Ganja WISP

regd(
    G,
    "etc/freeradius/3.0/clients.conf",
    """client tower_<<n>> {
	ipaddr = <<ip>>
	secret = $ENV{RADIUS_TOWER_SECRET}
	shortname = qulle<<n>>
}
""",
    "RADIUS shared secret read from the environment",
    syntax="",
)
regd(
    G,
    "home/oxidized/.config/oxidized/router.db",
    """# name:model  (auth by SSH key, see config: vars.ssh_keys)
ccr-<<town>>-core:routeros
<<ip>>:routeros
""",
    "Oxidized router list without credentials (key auth)",
    syntax="",
)
regd(
    G,
    "notes/telegram_<<d8>>.txt",
    """<<fn>> <<ln>>, [<<dmy>> <<time>>]
Yeni antennanın şifrəsini bura yazma

<<fn2>> <<ln2>>, [<<dmy>> <<time2>>]
Yaxşı, SMS ilə göndərərəm
""",
    "Azerbaijani chat agreeing to send the password elsewhere",
    syntax="",
)

# --------------------------------------------------------------------------- h: Erbil computer shop

regd(
    H,
    "Deploy/unattend.xml",
    """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <UserAccounts>
        <AdministratorPassword>
          <Value></Value>
          <PlainText>true</PlainText>
        </AdministratorPassword>
      </UserAccounts>
    </component>
  </settings>
</unattend>
""",
    "Unattend file with an empty administrator password (set at first logon)",
)
regd(
    H,
    "PosApp/bin/Release/PosApp.exe.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="PosDb" connectionString="Data Source=<<lan>>\\SQLEXPRESS;Initial Catalog=Stock_<<org>>;Integrated Security=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "SQL Server connection with Windows authentication",
    syntax="xml",
)
regd(
    H,
    "stockbot/.env",
    """# تۆکنەکە لە سێرڤەر دادەنرێت
TELEGRAM_BOT_TOKEN=
TELEGRAM_CHAT_ID=
MIN_QTY=3
""",
    "Telegram bot token left empty",
    syntax="",
)

# --------------------------------------------------------------------------- i: Amman web design

regd(
    I,
    "public_html/wp-config.php",
    """<?php
define( 'DB_NAME', getenv( 'WORDPRESS_DB_NAME' ) );
define( 'DB_USER', getenv( 'WORDPRESS_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
$table_prefix = 'wp_';
require_once ABSPATH . 'wp-settings.php';
""",
    "WordPress database settings from the environment",
    syntax="",
)
regd(
    I,
    ".github/workflows/deploy.yml",
    """name: Deploy to shared hosting
on:
  push:
    branches: [main]
jobs:
  web-deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - uses: SamKirkland/FTP-Deploy-Action@v4.3.5
        with:
          server: ftp.<<fa2>>-<<word>>.jo
          username: ${{ secrets.FTP_USER }}
          password: ${{ secrets.FTP_PASSWORD }}
""",
    "FTP deploy using GitHub Actions secrets references",
)
regd(
    I,
    "home/<<fa>>/.ssh/id_rsa_<<word>>.pub",
    "ssh-rsa <<pub>> <<fa>>@<<org>>\n",
    "SSH public key",
    syntax="",
    extra=_pubkey,
)

# --------------------------------------------------------------------------- j: Managua CCTV

regd(
    J,
    "playlists/<<fa2>>_camaras.m3u",
    """#EXTM3U
#EXTINF:-1,Entrada principal
rtsp://<<pub_ip>>:554/Streaming/Channels/101
#EXTINF:-1,Bodega
rtsp://<<pub_ip>>:554/Streaming/Channels/201
""",
    "RTSP playlist without userinfo (VLC prompts)",
    syntax="",
)
regd(
    J,
    "correo/enviados/<<d8>>_<<fa2>>.eml",
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<fa2>>.<<la2>>@gmail.com
Subject: Instalación finalizada
Content-Type: text/plain; charset=utf-8

Estimado(a) <<fn2>>: la instalación quedó terminada. La contraseña del NVR se la entregamos en persona en sobre cerrado; por seguridad no la enviamos por correo.
""",
    "Spanish e-mail that mentions the password without giving it",
    syntax="",
)
regd(
    J,
    "isapi/GET_Security_users_<<d8>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<UserList version="2.0" xmlns="http://www.hikvision.com/ver20/XMLSchema"><User version="2.0"><id>1</id><userName>admin</userName><userLevel>Administrator</userLevel></User><User version="2.0"><id>2</id><userName>operador<<n>></userName><userLevel>Operator</userLevel></User></UserList>
""",
    "Hikvision user list as returned by GET, no password elements",
)

# --------------------------------------------------------------------------- k: Suva SIM dealers

regd(
    K,
    "data/data/fj.<<org>>.kyc/shared_prefs/login.xml",
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="dealer_code"><<org>>-<<nn>></string>
    <string name="portal_user"><<user>></string>
    <string name="portal_password"></string>
    <boolean name="remember_me" value="false" />
</map>
""",
    "Shared preferences after logout, password empty",
)
regd(
    K,
    "print/wifi_qr_<<town>>.txt",
    "WIFI:T:nopass;S:<<orgc>>_Guest_<<town>>;;\n",
    "Wi-Fi QR payload for an open network",
    syntax="",
)
regd(
    K,
    "WhatsApp Chat with <<fa>> Dealer.txt",
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Bula, na password vou ni portal?
<<dmy>>, <<time>> - <<fn2>>: Au na qiri vei iko, me kua ni vola eke
""",
    "Fijian chat: the password will be given by phone call",
    syntax="",
)

# --------------------------------------------------------------------------- l: Rosario seller

regd(
    L,
    "integracion-meli/.env",
    """# Sincronización de stock con Mercado Libre - el secreto se carga en el panel del hosting
MELI_APP_ID=
MELI_CLIENT_SECRET=
MELI_REDIRECT_URI=https://<<dom>>/meli/callback
""",
    "Mercado Libre app settings left empty",
    syntax="",
)
regd(
    L,
    "afip/certs/<<fa>>_<<nnnn>>.crt",
    "-----BEGIN CERTIFICATE-----\n<<cert>>\n-----END CERTIFICATE-----\n",
    "AFIP public certificate (the private key is elsewhere)",
    syntax="",
    extra=_cert,
)
regd(
    L,
    "config/envios.yaml",
    """andreani:
  base_url: https://apis.andreani.com
  usuario: "<<org>>_ws"
  password: "${ANDREANI_PASSWORD}"
  contrato: "<<nnnn>>"
""",
    "Andreani password as an environment placeholder",
)

# --------------------------------------------------------------------------- m: Puebla papelería

regd(
    M,
    "kyocera/AddressBook_<<d8>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<DeviceAddressBook_v5_2>
  <Item Type="Contact" Id="<<n>>" DisplayName="Escaneos mostrador" SmbHostName="<<lan>>" SmbPath="escaneos" SmbLoginName="" SmbLoginPasswd="" SmbPort="445" />
</DeviceAddressBook_v5_2>
""",
    "Kyocera address book entry with empty SMB login and password",
)
regd(
    M,
    "WhatsApp Chat with <<fa2>> <<ln2>>.txt",
    """<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Le paso mi contraseña del correo para que imprima?
<<dmy>>, <<time>> - <<orgc>>: No se preocupe, no necesitamos su contraseña. Reenvíe el archivo a nuestro correo y se lo imprimimos
""",
    "Spanish chat refusing a customer's password",
    syntax="",
)
regd(
    M,
    "home/<<fa>>/.config/rclone/rclone.conf",
    """[nas_mostrador]
type = sftp
host = <<lan>>
user = escaneos
key_file = ~/.ssh/id_ed25519
shell_type = unix
""",
    "rclone SFTP remote authenticated by key file",
    syntax="",
)

# --------------------------------------------------------------------------- n: Busan PC bang

regd(
    N,
    "src/main/resources/application.yml",
    """kakao:
  rest-api-key: ${KAKAO_REST_API_KEY}
  redirect-uri: https://<<dom>>/login/kakao
server:
  port: 8081
""",
    "Kakao REST key as a Spring placeholder",
)
regd(
    N,
    "KakaoTalk/KakaoTalkChats_<<d8>>.txt",
    """<<orgc>> 알바방 님과 카카오톡 대화
저장한 날짜 : <<date>> <<time>>

[<<fn>>] [오후 11:02] 사장님 관리자 비번 좀 알려주세요
[<<fn2>>] [오후 11:04] 비번은 카톡으로 안 보내. 내일 출근하면 직접 알려줄게
""",
    "Korean chat that refuses to send the password",
    syntax="",
)
regd(
    N,
    "PCManager/Server/server.ini",
    """[Store]
Name=<<orgc>> <<town>>점
Seats=<<nn>>

[Database]
Provider=MSSQL
Server=127.0.0.1,1433
Catalog=PCBANG
TrustedConnection=yes
""",
    "Counter server using Windows authentication",
)

# --------------------------------------------------------------------------- o: Chiang Mai POS

regd(
    O,
    "pos-agent/config.dump.json",
    """{
	"store_code": "CNX<<nn>>",
	"db_host": "<<lan>>",
	"db_user": "posagent",
	"db_password_file": "/run/secrets/db_password"
}
""",
    "Database password read from a secrets file path",
)
regd(
    O,
    "LINE/[LINE] Chat with <<fa2>>.txt",
    """[LINE] ประวัติการแชทกับ <<fn2>> <<ln2>>
วันที่บันทึก: <<dmy>> <<time>>

<<time>>\t<<fn2>> <<ln2>>\tพี่คะ ขอรหัสผ่านหลังร้านหน่อยค่ะ
<<time>>\t<<fn>>\tรหัสผ่านพี่ส่งทาง SMS ให้เจ้าของร้านแล้วนะครับ
""",
    "Thai LINE chat: password sent by SMS, not here",
    syntax="",
)
regd(
    O,
    "shop/omise_charge.php",
    """<?php
define('OMISE_PUBLIC_KEY', 'pkey_<<pkey>>');
define('OMISE_SECRET_KEY', getenv('OMISE_SECRET_KEY'));
""",
    "Omise public key only; the secret comes from the environment",
    syntax="",
    extra=lambda rng, s: {"pkey": alnum(rng, 19, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

# --------------------------------------------------------------------------- p: Cebu data recovery

regd(
    P,
    "AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host><<host>></Host>
            <Port>22</Port>
            <Protocol>1</Protocol>
            <User>delivery</User>
            <Logontype>2</Logontype>
            <Name>Recovered data delivery</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "FileZilla site set to ask for the password",
)
regd(
    P,
    "cases/<<fa2>>_<<d8>>/manifest.sha256",
    lambda s: "".join(
        f"{h}  {n}\n"
        for h, n in zip(
            s["h"],
            ("DCIM/IMG_0001.JPG", "Thesis/final.docx", "Thesis/defense.pptx", "Videos/binyag.mp4"),
            strict=True,
        )
    ),
    "SHA-256 manifest of recovered files",
    syntax="",
    extra=_sums,
)
regd(
    P,
    "etc/restic/lab-backup.env",
    """# restic to Backblaze B2 - the password is in a file readable by root only
RESTIC_REPOSITORY=b2:<<org>>-cases:restic
RESTIC_PASSWORD_FILE=/etc/restic/password
# B2_ACCOUNT_ID and B2_ACCOUNT_KEY come from /etc/restic/b2.env (root only)
""",
    "restic settings pointing at password and key files",
    syntax="",
)
