# ruff: noqa: E501
"""The ninety-first corpus's 48 decoys, three per family: files shaped like the formats that
hold no live credential (references to the environment or a secret store, empty values, public
keys and client keys, checksums, masked values, chat and mail that mention a password without
giving one, authentication without a password)."""

from __future__ import annotations

import base64

from ninetyfirst_corpus import hexs, rbytes
from ninetyfirst_formats_a import FAM as A
from ninetyfirst_formats_b import FAM as B
from ninetyfirst_formats_c import FAM as C
from ninetyfirst_formats_d import FAM as D
from ninetyfirst_formats_e import FAM as E
from ninetyfirst_formats_f import FAM as F
from ninetyfirst_formats_g import FAM as G
from ninetyfirst_formats_h import FAM as H
from ninetyfirst_formats_i import FAM as I
from ninetyfirst_formats_j import FAM as J
from ninetyfirst_formats_k import FAM as K
from ninetyfirst_formats_l import FAM as L
from ninetyfirst_formats_m import FAM as M
from ninetyfirst_formats_n import FAM as N
from ninetyfirst_formats_o import FAM as O
from ninetyfirst_formats_p import FAM as P


def _pub_pem(rng) -> str:
    body = base64.b64encode(
        bytes.fromhex("30820122300d06092a864886f70d01010105000382010f00") + rbytes(rng, 270)
    ).decode()
    lines = [body[i : i + 64] for i in range(0, len(body), 64)]
    return "-----BEGIN PUBLIC KEY-----\n" + "\n".join(lines) + "\n-----END PUBLIC KEY-----\n"


def _sums(rng, names: list[str]) -> str:
    return "".join(f"{hexs(rng, 64)}  {n}\n" for n in names)


# --------------------------------------------------------------------------- a: Tbilisi

A.regd(
    "var/www/<<org>>/providence/setup.php",
    """<?php
# CollectiveAccess Providence -- credentials come from the container environment
if (!defined("__CA_DB_HOST__")) { define("__CA_DB_HOST__", getenv('CA_DB_HOST') ?: 'localhost'); }
if (!defined("__CA_DB_USER__")) { define("__CA_DB_USER__", getenv('CA_DB_USER')); }
if (!defined("__CA_DB_PASSWORD__")) { define("__CA_DB_PASSWORD__", getenv('CA_DB_PASSWORD')); }
if (!defined("__CA_DB_DATABASE__")) { define("__CA_DB_DATABASE__", 'providence_<<org>>'); }
define("__CA_DEFAULT_LOCALE__", "ka_GE");
""",
    "CollectiveAccess setup.php that reads the database password with getenv(): no value in the file",
)
A.regd(
    "chats/WhatsApp Chat with <<fa>> <<n>>.txt",
    """[<<d>>.<<mo>>.<<y>>, <<time>>:02] <<name>>: ფოტოსაცავის ადმინის პაროლი ვინმემ იცის?
[<<d>>.<<mo>>.<<y>>, <<time>>:31] <<name2>>: ჩატში არ გამოგიგზავნი, KeePass-შია, „ფონდი“ ჯგუფში
[<<d>>.<<mo>>.<<y>>, <<time>>:40] <<name>>: კარგი, ვნახავ 👍
""",
    "Georgian WhatsApp chat that asks for a password and is pointed to KeePass; no password is given",
)
A.regd(
    "opt/go2rtc/go2rtc.yaml",
    """# go2rtc -- passwords come from the environment (systemd EnvironmentFile)
streams:
  hall_<<n>>_showcase:
    - rtsp://admin:${CAM_PASSWORD}@<<ip>>:554/Streaming/Channels/101
  hall_<<n>>_entrance:
    - rtsp://admin:${CAM_PASSWORD}@<<ip2>>:554/Streaming/Channels/102
""",
    "go2rtc config whose RTSP URLs use the ${CAM_PASSWORD} environment substitution",
)

# --------------------------------------------------------------------------- b: Gondar

B.regd(
    "usr/share/nginx/atom/config/config.php",
    """<?php
return array(
  'all' => array(
    'propel' => array(
      'class' => 'sfPropelDatabase',
      'param' => array(
        'dsn' => 'mysql:host=localhost;dbname=atom;port=3306',
        'username' => getenv('ATOM_MYSQL_USERNAME'),
        'password' => getenv('ATOM_MYSQL_PASSWORD'),
      ),
    ),
  ),
);
""",
    "AtoM config.php taking the MySQL user and password from environment variables",
)
B.regd(
    "home/scan/.smbcredentials",
    """username=guest
password=
domain=WORKGROUP
""",
    "CIFS credentials file for a guest share: the password is empty",
)
B.regd(
    "keys/telebirr/telebirr_public_<<n>>.pem",
    "<<pub>>",
    "the telebirr platform's RSA PUBLIC KEY used to verify callbacks: public material",
    extra=lambda rng, s: {"pub": _pub_pem(rng)},
)

# --------------------------------------------------------------------------- c: Buenos Aires

C.regd(
    "inventario/.env",
    """DJANGO_SETTINGS_MODULE=obras.settings.prod
DATABASE_URL=postgres://galeria:${DB_PASSWORD}@<<ip>>:5432/obras
ALLOWED_HOSTS=obras.<<dom>>
""",
    "DATABASE_URL whose password is a ${DB_PASSWORD} reference filled in at deploy time",
)
C.regd(
    "WhatsApp/Chat de WhatsApp con <<fa>> <<n>>.txt",
    """<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<name2>>: me pasás la clave del insta?
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<name>>: te la compartí por Bitwarden, fijate en la colección "Galería"
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<name2>>: listo, gracias!
""",
    "rioplatense chat that says the password was shared through Bitwarden without giving it",
)
C.regd(
    "www/tienda/assets/mp_checkout.js",
    """// Checkout Bricks -- la public key va en el navegador
const mp = new MercadoPago("APP_USR-<<uuid>>", { locale: "es-AR" });
mp.bricks().create("wallet", "wallet_container", { initialization: { preferenceId: window.PREF_ID } });
""",
    "Mercado Pago public key (APP_USR-<uuid>) in browser JavaScript: publishable by design",
)

# --------------------------------------------------------------------------- d: Romania

D.regd(
    "etc/telegraf/telegraf.d/vitrine.conf",
    """[[outputs.influxdb_v2]]
  urls = ["http://<<ip>>:8086"]
  token = "${INFLUX_TOKEN}"
  organization = "<<org>>"
  bucket = "microclimat"
""",
    "Telegraf output whose token is the ${INFLUX_TOKEN} environment variable",
)
D.regd(
    "scan/ocr/postit_casa_bilete_<<n>>.txt",
    """CASA DE BILETE - PC
utilizator: casier<<n>>
parola: vezi plicul din seif (dna <<last>>)
""",
    "OCR of a sticky note that points to an envelope in the safe instead of a password",
)
D.regd(
    "iiif/masters/SHA256SUMS",
    "<<sums>>",
    "SHA-256 checksums of the IIIF master TIFFs: hashes of public images, no secret",
    extra=lambda rng, s: {"sums": _sums(rng, [f"conac_{s['n']}_{i:03d}.tif" for i in range(1, 7)])},
)

# --------------------------------------------------------------------------- e: Persepolis

E.regd(
    "home/<<fa>>/.pg_service.conf",
    """[kavosh]
host=<<ip>>
port=5432
dbname=kavosh_<<y>>
user=<<user>>
sslmode=require
""",
    "QGIS service file without a password (it comes from .pgpass / a prompt)",
)
E.regd(
    "minutes/sooratjalase_<<date>>.txt",
    """صورتجلسه جلسه هماهنگی
۱. رمز لپ‌تاپ ثبت یافته‌ها تغییر کرد و در پاکت مهر و موم شده نزد مدیر پایگاه است.
۲. هیچ رمزی در گروه تلگرام فرستاده نشود.
""",
    "Persian minutes saying the password is sealed in an envelope with the site manager",
)
E.regd(
    "backup/mikrotik_<<date>>.rsc",
    """# <<date>> by RouterOS 7.14.3
# model = hAP ac2
/interface wireless security-profiles
add authentication-types=wpa2-psk mode=dynamic-keys name=dafter supplicant-identity=""
/interface wireless
set [ find default-name=wlan1 ] security-profile=dafter ssid=Kavosh-Office
""",
    "RouterOS export without show-sensitive: the pre-shared key is left out of the file",
)

# --------------------------------------------------------------------------- f: Daejeon

F.regd(
    "ticket-api/src/main/resources/application-prod.yml",
    """toss:
  payments:
    client-key: "${TOSS_CLIENT_KEY}"
    secret-key: "${TOSS_SECRET_KEY}"
spring:
  datasource:
    password: ${DB_PASSWORD}
""",
    "Spring YAML whose Toss keys and DB password are ${...} placeholders resolved at runtime",
)
F.regd(
    "KakaoTalk/KakaoTalk_<<date>>_<<hh>><<mi>>_<<n>>.txt",
    """--------------- <<y>>년 <<mo>>월 <<d>>일 ---------------
[<<last>><<first>>] [오후 <<hh>>:<<mi>>] 키오스크 관리자 비번 좀 알려주세요
[<<last2>><<first2>>] [오후 <<hh>>:<<mi>>] 보안 때문에 카톡으로는 못 보내요. 3층 운영실로 오세요
""",
    "KakaoTalk chat that refuses to send the kiosk password over chat",
)
F.regd(
    "exhibits/pendulum_<<n>>/pendulum_<<n>>.ino",
    """#include <WiFi.h>
const char* ssid = "HANBIT-GUEST";  // open network, captive portal only
void setup() { WiFi.begin(ssid); }
void loop() { delay(1000); }
""",
    "ESP32 sketch joining an open guest network: WiFi.begin(ssid) without a password",
    syntax="",
)

# --------------------------------------------------------------------------- g: Colombo

G.regd(
    "k3s/iiif/minio-externalsecret.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: minio-root
  namespace: iiif
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: minio-root
  data:
    - secretKey: MINIO_ROOT_PASSWORD
      remoteRef:
        key: archive/iiif/minio
        property: root_password
""",
    "ExternalSecret that points at a Vault path; the value never appears in the repository",
)
G.regd(
    "viber/Viber_<<fa>>_<<date>>.csv",
    """Date,Time,Sender,Phone number,Message
<<date>>,<<time>>,<<name>>,<<phone>>,NAS මුරපදය මොකක්ද?
<<date>>,<<time>>,<<name2>>,<<phone2>>,මම ඔයාගේ email එකට Bitwarden share එකක් එව්වා
""",
    "Sinhala Viber export that answers a password request with a Bitwarden share, no value",
)
G.regd(
    "public_html/wp-config.php",
    """<?php
define( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );
define( 'DB_USER', getenv('WORDPRESS_DB_USER') );
define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );
define( 'DB_HOST', getenv('WORDPRESS_DB_HOST') );
$table_prefix = 'wp_';
require_once ABSPATH . 'wp-settings.php';
""",
    "wp-config.php reading all database settings from the container environment",
)

# --------------------------------------------------------------------------- h: Bamako

H.regd(
    "var/www/omeka/db.ini",
    """[database]
host     = "localhost"
username = "omeka"
password = ""
dbname   = "omeka_jeliya"
prefix   = "omeka_"
""",
    "Omeka Classic db.ini template as shipped with an empty password",
)
H.regd(
    "mail/<<date>>_acces_phonotheque.eml",
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Accès au serveur de la phonothèque
Content-Type: text/plain; charset=UTF-8

Bonjour <<first2>>,

Votre identifiant est <<user>>. Le mot de passe vous sera communiqué par téléphone
demain matin, pas par e-mail.

Cordialement,
<<name>>
""",
    "French e-mail giving a login and saying the password will be given by phone",
)
H.regd(
    "scripts/upload_youtube.py",
    '''"""Upload digitised recordings to YouTube."""

import os

CLIENT_SECRETS_FILE = os.path.expanduser("~/.config/jeliya/client_secret.json")
TOKEN_FILE = os.path.expanduser("~/.config/jeliya/token.json")
SCOPES = ["https://www.googleapis.com/auth/youtube.upload"]
''',
    "YouTube uploader that only names the paths of its OAuth files",
)

# --------------------------------------------------------------------------- i: Bogor

I.regd(
    "tiket-online/public/snap.html",
    """<!DOCTYPE html>
<html lang="id"><head>
<script src="https://app.midtrans.com/snap/snap.js" data-client-key="Mid-client-<<hex8>><<n4>>"></script>
</head><body><button id="bayar">Bayar tiket</button></body></html>
""",
    "Midtrans Snap page with the client key, which is meant to be public in the browser",
)
I.regd(
    "esphome/pembibitan-<<n>>.yaml",
    """esphome:
  name: pembibitan-<<n>>
api:
  encryption:
    key: !secret api_key
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
""",
    "ESPHome node that takes every credential from secrets.yaml with !secret",
    syntax="",
)
I.regd(
    "SMSBackupRestore/sms-<<date>><<hh>><<mi>>.xml",
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="1" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" body="Sandi wifi kantor sudah diganti, tanya ke pos satpam ya" read="1" status="-1" locked="0" contact_name="<<name>>" />
</smses>
""",
    "SMS backup with a message saying the Wi-Fi password changed, without the password",
)

# --------------------------------------------------------------------------- j: Etchmiadzin

J.regd(
    "Tickets.Web/appsettings.Production.json",
    """{
  "AmeriaVpos": {
    "BaseUrl": "https://services.ameriabank.am/VPOS/api/VPOS/",
    "ClientID": "",
    "Username": "",
    "Password": ""
  },
  "AllowedHosts": "*"
}
""",
    "appsettings.json with empty vPOS credentials (filled from user secrets in production)",
)
J.regd(
    "etc/rsyncd.conf",
    """uid = nobody
gid = nogroup
use chroot = yes
[scans]
    path = /srv/scans
    read only = no
    auth users = scanstation
    secrets file = /etc/rsyncd.secrets
""",
    "rsyncd.conf that only names the secrets file; the password is not in it",
)
J.regd(
    "notes/viber_<<date>>.txt",
    """[<<d>>.<<mo>>.<<y>>, <<time>>] <<name>>: պահոցի համակարգչի գաղտնաբառը կուղարկե՞ս
[<<d>>.<<mo>>.<<y>>, <<time>>] <<name2>>: ոչ, հեռախոսով կասեմ
""",
    "Armenian Viber exchange where the password is promised by phone instead",
)

# --------------------------------------------------------------------------- k: Taieri

K.regd(
    "boot/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=NZ

network={
    ssid="Taieri-Visitors"
    key_mgmt=NONE
}
""",
    "wpa_supplicant entry for an open visitor network (key_mgmt=NONE)",
)
K.regd(
    "slack-export/platform-kiosk/<<date>>.json",
    """[
    {"type": "message", "user": "U04ABCDEF1", "text": "Kia ora, where's the Square kiosk login?", "ts": "<<ts>>.000100"},
    {"type": "message", "user": "U05GHIJKL2", "text": "It's in the 1Password vault 'Stationmaster', ask Graeme for access", "ts": "<<ts>>.000200"}
]
""",
    "Slack export that points to a 1Password vault instead of giving the login",
)
K.regd(
    "kiosk/.env",
    """SQUARE_ENVIRONMENT=production
SQUARE_APPLICATION_ID=sq0idp-<<hex8>><<n4>>
SQUARE_ACCESS_TOKEN=
SQUARE_LOCATION_ID=L<<hex8>>
""",
    "Square .env with the (public) application id and an empty access token",
)

# --------------------------------------------------------------------------- l: Quang Tri

L.regd(
    "Videos/camera_khu_mo_<<n>>.m3u",
    """#EXTM3U
#EXTINF:-1,Cong chinh (luong phu, khong xac thuc)
rtsp://<<ip>>:554/cam/realmonitor?channel=1&subtype=1
#EXTINF:-1,Dai tuong niem
rtsp://<<ip>>:554/cam/realmonitor?channel=2&subtype=1
""",
    "VLC playlist of RTSP URLs without userinfo; VLC prompts for the login",
)
L.regd(
    "tracuu/.env",
    """APP_ENV=production
DB_CONNECTION=mysql
DB_HOST=localhost
DB_DATABASE=lietsi
DB_USERNAME=tracuu
DB_PASSWORD=
DB_SOCKET=/run/mysqld/mysqld.sock
""",
    "Laravel .env using socket authentication with an empty DB_PASSWORD",
)
L.regd(
    "notes/zalo_<<date>>.txt",
    """<<name>> <<time>>
Anh gửi em mật khẩu máy tra cứu với

<<name2>> <<time>>
Mật khẩu không gửi qua Zalo em nhé, xuống phòng hành chính hỏi anh Hùng
""",
    "Vietnamese Zalo note declining to send the password over chat",
)

# --------------------------------------------------------------------------- m: Kyoto

M.regd(
    "opt/tomcat/conf/Catalina/localhost/archive.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<Context path="/archive" reloadable="false">
  <Resource name="jdbc/archive" auth="Container" type="javax.sql.DataSource"
            driverClassName="org.postgresql.Driver"
            url="jdbc:postgresql://<<ip>>:5432/kotenseki"
            username="${db.user}" password="${db.password}"/>
</Context>
""",
    "Tomcat context whose password is a ${db.password} property from catalina.properties",
)
M.regd(
    "Documents/line_talk_<<date>>.txt",
    """[LINE] 貴重資料室 のトーク履歴

<<y>>/<<mo>>/<<d>>(火)
<<time>>\t<<last>> <<first>>\t検索端末の管理者パスワードを教えてください
<<time>>\t<<last2>> <<first2>>\tパスワードは金庫のメモを見てください（LINEには書きません）
""",
    "LINE history where the password is said to be on a note in the safe",
)
M.regd(
    "etc/fstab",
    """UUID=<<uuid>> / ext4 errors=remount-ro 0 1
//<<ip>>/scan /mnt/scan cifs credentials=/root/.smbcred,uid=1000,gid=1000,vers=3.0 0 0
""",
    "fstab CIFS line that refers to a credentials= file instead of an inline password",
)

# --------------------------------------------------------------------------- n: Rumsiskes

N.regd(
    "etc/chirpstack/chirpstack.toml",
    """[postgresql]
dsn = "postgres://chirpstack:$POSTGRESQL_PASSWORD@localhost/chirpstack?sslmode=disable"

[network]
net_id = "000000"
enabled_regions = ["eu868"]
""",
    "ChirpStack config using its $POSTGRESQL_PASSWORD environment substitution",
)
N.regd(
    "mail/<<date>>-limis.eml",
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: LIMIS prisijungimas
Content-Type: text/plain; charset=UTF-8

Sveika, <<first2>>,
naudotojo vardas <<user>>. Slaptažodį gausi SMS žinute iš LIMIS administratoriaus.
""",
    "Lithuanian e-mail saying the LIMIS password will arrive by SMS",
)
N.regd(
    "kiosk/config.json",
    """{
  "kiosk": {"title": "Rum\\u0161i\\u0161ki\\u0173 skansenas", "idle_reset_s": 120},
  "admin_auth": "mdm-device-certificate",
  "admin_password": null
}
""",
    "kiosk config whose admin access is by MDM device certificate; admin_password is null",
)

# --------------------------------------------------------------------------- o: Ouro Preto

O.regd(
    "home/<<fa>>/.docker/config.json",
    """{
\t"auths": {
\t\t"registry.gitlab.com": {}
\t},
\t"credsStore": "secretservice"
}
""",
    "Docker config.json with an empty auths entry; the login lives in the credential store",
)
O.regd(
    "planilhas/clientes_<<y>>.csv",
    """Cliente;Obra;Portal;Usuário;Senha
Prefeitura de Ouro Preto;Chafariz;compras.<<dom>>;<<user>>;••••••••
Paróquia do Pilar;Retábulo;-;-;-
""",
    "quote spreadsheet whose password column is masked with bullets",
)
O.regd(
    "WhatsApp/Conversa do WhatsApp com <<fa>> <<n>>.txt",
    """<<d>>/<<mo>>/<<y>> <<time>> - <<name>>: qual é a senha do certificado A1?
<<d>>/<<mo>>/<<y>> <<time>> - <<name2>>: tá no envelope pardo na gaveta da contabilidade
""",
    "Portuguese chat pointing to an envelope in a drawer instead of the certificate password",
)

# --------------------------------------------------------------------------- p: Bhaktapur

P.regd(
    "archivesspace/config/config.rb",
    """AppConfig[:db_url] = ENV.fetch("ASPACE_DB_URL")
AppConfig[:solr_url] = "http://localhost:8983/solr/archivesspace"
AppConfig[:enable_public] = true
""",
    "ArchivesSpace config.rb taking the whole JDBC URL from an environment variable",
)
P.regd(
    "scripts/map_scan_share.ps1",
    """$cred = Get-Credential -Message "NAS login for capture station <<n>>"
New-PSDrive -Name S -PSProvider FileSystem -Root "\\\\<<ip>>\\captures" -Credential $cred -Persist
""",
    "PowerShell drive mapping that prompts with Get-Credential: no stored password",
)
P.regd(
    "bags/ms_<<n4>>/manifest-sha256.txt",
    "<<sums>>",
    "BagIt payload manifest of manuscript TIFF checksums: hashes, no secret",
    extra=lambda rng, s: {
        "sums": _sums(rng, [f"data/ms_{s['n4']}_f{i:03d}.tif" for i in range(1, 9)])
    },
)
