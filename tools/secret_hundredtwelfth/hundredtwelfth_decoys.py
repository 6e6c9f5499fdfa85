# ruff: noqa: E501
"""The hundred-and-twelfth corpus's decoys: 48 files (three per family) that look like the
formats but hold no live credential, each with a ``why``."""

from __future__ import annotations

import base64
import random

from hundredtwelfth_formats_a import KE
from hundredtwelfth_formats_b import CL
from hundredtwelfth_formats_c import NP
from hundredtwelfth_formats_d import MN
from hundredtwelfth_formats_e import ET_
from hundredtwelfth_formats_f import GE
from hundredtwelfth_formats_g import BD
from hundredtwelfth_formats_h import BR
from hundredtwelfth_formats_i import IR
from hundredtwelfth_formats_j import LK
from hundredtwelfth_formats_k import VN
from hundredtwelfth_formats_l import KR
from hundredtwelfth_formats_m import JP
from hundredtwelfth_formats_n import PE
from hundredtwelfth_formats_o import FJ
from hundredtwelfth_formats_p import GR
from hundredtwelfth_spec import regd, shared_strings


def _cert(rng: random.Random, s: dict) -> None:
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(900))).decode()
    s["cert"] = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))


def _sshpub(rng: random.Random, s: dict) -> None:
    raw = (
        b"\x00\x00\x00\x13ecdsa-sha2-nistp256\x00\x00\x00\x08nistp256\x00\x00\x00\x41\x04"
        + bytes(rng.randrange(256) for _ in range(64))
    )
    s["pub"] = base64.b64encode(raw).decode()


def _sha(rng: random.Random, s: dict) -> None:
    for i in range(3):
        s[f"h{i}"] = "".join(rng.choice("0123456789abcdef") for _ in range(64))


# --------------------------------------------------------------------------- a, Kenya
regd(
    KE,
    "pipelines/run_<<n2>>/nextflow.config",
    """process.executor = 'slurm'
aws {
    accessKey = secrets.AWS_ACCESS_KEY_ID
    secretKey = secrets.AWS_SECRET_ACCESS_KEY
    region = 'af-south-1'
}
// keys live in the Nextflow secrets store: nextflow secrets set AWS_SECRET_ACCESS_KEY ...
""",
    "Nextflow config that reads the AWS keys from the Nextflow secrets store; no key in the file",
    syntax="",
)
regd(
    KE,
    "home/<<user>>/.basespace/default.cfg",
    "apiServer   = https://api.basespace.illumina.com\naccessToken =\n",
    "BaseSpace CLI config before `bs auth`: the access token is empty",
    syntax="",
)
regd(
    KE,
    "WhatsApp Chat with Genomics Core <<place>>.txt",
    """<<dd>>/<<mm>>/<<year>>, <<t1>> - <<first2>> <<last2>>: Nimesahau nenosiri ya LIMS tena 🙈
<<dd>>/<<mm>>/<<year>>, <<t2>> - <<first>> <<last>>: Sitaituma hapa. Nitakupigia simu baada ya mkutano
<<dd>>/<<mm>>/<<year>>, <<t3>> - <<first2>> <<last2>>: Sawa, asante
""",
    "Swahili chat that mentions the LIMS password but gives it by phone; no value",
    syntax="",
)

# --------------------------------------------------------------------------- b, Chile
regd(
    CL,
    "tomcat/content/erddap/setup.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<setup>
  <bigParentDirectory>/erddapData/</bigParentDirectory>
  <baseUrl>http://datos.<<dom>></baseUrl>
  <emailUserName></emailUserName>
  <emailPassword></emailPassword>
  <emailSmtpHost></emailSmtpHost>
  <adminEmail><<email>></adminEmail>
</setup>
""",
    "ERDDAP setup.xml with e-mail disabled: user name and password are empty",
)
regd(
    CL,
    "home/<<user>>/.config/rclone/rclone.conf",
    """[gcs-videos]
type = s3
provider = GCS
env_auth = true
endpoint = https://storage.googleapis.com
""",
    "rclone remote that takes its keys from the environment (env_auth); no key in the file",
    syntax="ini",
)
regd(
    CL,
    "WhatsApp Chat - Estacion <<place>>.txt",
    """[<<dd>>-<<mm>>-<<yy>>, <<t1>>:10] <<first2>> <<last2>>: alguien tiene la clave del PC del CTD?
[<<dd>>-<<mm>>-<<yy>>, <<t2>>:45] <<first>> <<last>>: está en el cuaderno azul del laboratorio húmedo, no la pongo acá
""",
    "Spanish chat that points to a notebook for the password; no value",
    syntax="",
)

# --------------------------------------------------------------------------- c, Nepal
regd(
    NP,
    "opt/seiscomp/etc/global.cfg",
    """core.plugins = dbmysql
database.type = mysql
# auth_socket: the sysop Unix user logs in without a password
database = mysql://sysop@localhost/seiscomp
""",
    "SeisComP database URI without a password (MySQL auth_socket)",
    syntax="",
)
regd(
    NP,
    "scripts/fdsn_pull_<<n>>.py",
    """from obspy import UTCDateTime
from obspy.clients.fdsn import Client

client = Client("IRIS")  # open data, no login
t0 = UTCDateTime("<<date>>T00:00:00")
st = client.get_waveforms("IU", "KMBO", "00", "BHZ", t0, t0 + 600)
print(st)
""",
    "ObsPy FDSN client on open data, no user or password",
)
regd(
    NP,
    "shake-<<n>>/boot/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=NP

network={
    ssid="Municipality-Free-WiFi"
    key_mgmt=NONE
}
""",
    "wpa_supplicant for an open network (key_mgmt=NONE); no psk",
    syntax="",
)

# --------------------------------------------------------------------------- d, Mongolia
regd(
    MN,
    "etc/telegraf/telegraf.d/aws_<<n>>.conf",
    """[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "${INFLUX_TOKEN}"
  organization = "<<org>>"
  bucket = "aws_raw"
""",
    "Telegraf output whose token is an environment variable reference",
    syntax="toml",
)
regd(
    MN,
    "Telegram Desktop/ChatExport_<<date>>/result.json",
    lambda s: __import__("hundredtwelfth_spec").tg_json(
        s,
        f"{s['first2']} {s['last2']}",
        [
            (f"{s['first']} {s['last']}", "FTP-ийн нууц үгийг энд бичихгүй шүү"),
            (f"{s['first2']} {s['last2']}", "Тэгье, утсаар хэлье"),
        ],
    ),
    "Mongolian Telegram export that mentions the FTP password but gives it by phone",
)
regd(
    MN,
    "xlsx_unzipped/stantsuud_<<year>>/xl/sharedStrings.xml",
    lambda s: shared_strings(
        [
            "Станц",
            "Нэвтрэх нэр",
            "Нууц үг",
            "Даланзадгад",
            "admin",
            "••••••••",
            "Мөрөн",
            "aws",
            "KeePass дээр",
        ]
    ),
    "station sheet whose password cells are masked with bullets or point to KeePass",
)

# --------------------------------------------------------------------------- e, Ethiopia
regd(
    ET_,
    "var/www/labcollector/config/config.php",
    """<?php
$db_host = "localhost";
$db_name = "labcollector";
$db_user = "lc_admin";
$db_password = getenv('LC_DB_PASSWORD');
?>
""",
    "LabCollector config reading the database password from the environment",
    syntax="",
)
regd(
    ET_,
    "etc/fstab",
    """UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
//<<ip>>/nir_spectra /mnt/nir cifs credentials=/etc/samba/nir.cred,uid=1000,iocharset=utf8 0 0
""",
    "CIFS mount that points to a credentials file; no password inline",
    syntax="",
)
regd(
    ET_,
    "lab-portal/.env",
    """APP_NAME="Soil Testing Fees"
APP_ENV=local
CHAPA_PUBLIC_KEY=
CHAPA_SECRET_KEY=
CHAPA_WEBHOOK_URL=https://fees.<<dom>>/chapa/webhook
""",
    "Chapa .env template with empty keys",
    syntax="",
)

# --------------------------------------------------------------------------- f, Georgia
regd(
    GE,
    "home/<<user>>/.globus/usercert.pem",
    "-----BEGIN CERTIFICATE-----\n<<cert>>\n-----END CERTIFICATE-----\n",
    "grid user certificate: public material, the private key is elsewhere",
    syntax="",
    extra=_cert,
)
regd(
    GE,
    "opt/rucio/etc/rucio.cfg",
    """[client]
rucio_host = https://rucio.<<dom>>:443
auth_host = https://rucio-auth.<<dom>>:443
auth_type = x509_proxy
client_x509_proxy = /tmp/x509up_u1000
account = <<user>>
""",
    "Rucio client with X.509 proxy authentication, no password",
    syntax="ini",
)
regd(
    GE,
    "signal-export/<<fa>>_<<la>>/chat_<<n>>.md",
    """[<<date>> <<t1>>] <<first>> <<last>>: კლასტერის პაროლი რა არის?
[<<date>> <<t2>>] <<first2>> <<last2>>: აქ არ დავწერ, ხვალ ოფისში გეტყვი
""",
    "Georgian Signal chat: the password will be given in person; no value",
    syntax="",
)

# --------------------------------------------------------------------------- g, Bangladesh
regd(
    BD,
    "var/www/html/redcap/database.php",
    """<?php
$hostname   = getenv('REDCAP_DB_HOST');
$db         = 'redcap';
$username   = getenv('REDCAP_DB_USER');
$password   = getenv('REDCAP_DB_PASSWORD');
$salt       = getenv('REDCAP_SALT');
""",
    "REDCap database.php reading every value from the environment",
    syntax="",
)
regd(
    BD,
    "etc/orthanc/orthanc.json",
    """{
  "Name" : "ResearchPACS-dev",
  "HttpPort" : 8042,
  "RemoteAccessAllowed" : false,
  "AuthenticationEnabled" : false,
  "RegisteredUsers" : { }
}
""",
    "Orthanc bound to localhost with authentication off and no registered users",
)
regd(
    BD,
    "downloads/redcap<<n>>.zip.sha256",
    "<<h0>>  redcap14.5.<<n>>.zip\n<<h1>>  redcap14.5.<<n>>_upgrade.zip\n",
    "SHA-256 checksums of REDCap release archives",
    syntax="",
    extra=_sha,
)

# --------------------------------------------------------------------------- h, Brazil
regd(
    BR,
    "specify7/specifyweb/settings/local_specify_settings.py",
    """import os

DATABASE_NAME = 'herbario_sp6'
DATABASE_HOST = os.environ['SP7_DB_HOST']
MASTER_NAME = os.environ['SP7_MASTER_NAME']
MASTER_PASSWORD = os.environ['SP7_MASTER_PASSWORD']
""",
    "Specify 7 settings reading the master password from the environment",
)
regd(
    BR,
    "AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
	<Servers>
		<Server>
			<Host>sftp.<<dom>></Host>
			<Port>22</Port>
			<Protocol>1</Protocol>
			<User>digitalizacao</User>
			<Logontype>2</Logontype>
			<Name>Imagens exsicatas</Name>
		</Server>
	</Servers>
</FileZilla3>
""",
    "FileZilla site with logon type 'ask for password': no Pass element",
)
regd(
    BR,
    "correio/<<user>>/reflora_acesso_<<n>>.eml",
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: Acesso JABOT
Content-Type: text/plain; charset=UTF-8

Oi <<first>>, a senha da conta do herbário está no cofre do Bitwarden (coleção Curadoria).
Não mando senha por e-mail. Abraço, <<first2>>
""",
    "Portuguese e-mail pointing to a Bitwarden vault; no password",
    syntax="",
)

# --------------------------------------------------------------------------- i, Iran
regd(
    IR,
    "public_html/wp-config.php",
    """<?php
define( 'DB_NAME', 'club_wp' );
define( 'DB_USER', getenv( 'WP_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
""",
    "wp-config reading the database password from the environment",
    syntax="",
)
regd(
    IR,
    "allsky/config/ftp-settings.sh",
    """PROTOCOL="local"
REMOTE_HOST=""
REMOTE_USER=""
REMOTE_PASSWORD=""
IMAGE_DIR="/var/www/html/allsky"
""",
    "AllSky upload set to local: host, user and password are empty",
    syntax="",
)
regd(
    IR,
    "notes/telegram_<<fa>>_<<n>>.txt",
    """[<<t1>>, <<dd>>/<<mm>>/<<year>>] <<first>> <<last>>: رمز عبور کامپیوتر رصدخانه را بفرست لطفا
[<<t2>>, <<dd>>/<<mm>>/<<year>>] <<first2>> <<last2>>: در پیام‌های ذخیره‌شده‌ی گروه مدیران است، اینجا نمی‌نویسم
""",
    "Persian chat that refuses to write the password; no value",
    syntax="",
)

# --------------------------------------------------------------------------- j, Sri Lanka
regd(
    LK,
    "home/<<user>>/.ssh/id_ecdsa.pub",
    "ecdsa-sha2-nistp256 <<pub>> <<user>>@camtrap-laptop\n",
    "SSH public key: public material",
    syntax="",
    extra=_sshpub,
)
regd(
    LK,
    "pipeline/run_megadetector_<<n>>.py",
    """import os

from azure.storage.blob import BlobServiceClient

svc = BlobServiceClient.from_connection_string(os.environ["AZURE_STORAGE_CONNECTION_STRING"])
container = svc.get_container_client("yala-<<year>>")
print(sum(1 for _ in container.list_blobs()))
""",
    "Azure connection string read from the environment",
)
regd(
    LK,
    "inventory/cameras_<<year>>.csv",
    """unit_id,model,block,app_login,app_pw
YL-<<n>>,SPYPOINT LINK-MICRO-S,Block 1,<<email>>,********
YL-<<n2>>,Browning BTC-8E,Block 5,,
""",
    "camera inventory with the password column masked",
    syntax="",
)

# --------------------------------------------------------------------------- k, Vietnam
regd(
    VN,
    "ingest/mqtt_to_db_<<n>>.py",
    """import os

import paho.mqtt.client as mqtt

client = mqtt.Client(client_id="hydro-ingest")
client.username_pw_set(os.environ["MQTT_USER"], os.environ["MQTT_PASS"])
client.connect("mqtt.<<dom>>", 1883)
client.loop_forever()
""",
    "MQTT credentials read from the environment",
)
regd(
    VN,
    "postman/Reservoir_API_prod.postman_environment.json",
    """{
	"id": "<<uuid>>",
	"name": "Reservoir API (prod)",
	"values": [
		{"key": "base_url", "value": "https://api.<<dom>>/v1", "type": "default", "enabled": true},
		{"key": "bearer", "value": "", "type": "secret", "enabled": true}
	],
	"_postman_variable_scope": "environment"
}
""",
    "Postman environment exported with the secret variable empty",
)
regd(
    VN,
    "mail/<<user>>/tram_do_<<n>>.eml",
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<first>> <<last>> <<<email>>>
Subject: Tài khoản HydroServer
Content-Type: text/plain; charset=UTF-8

Chào em, tên đăng nhập là <<user>>. Mật khẩu anh gửi qua tin nhắn SMS riêng.
""",
    "Vietnamese e-mail that sends the password by SMS instead; no value",
    syntax="",
)

# --------------------------------------------------------------------------- l, Korea
regd(
    KR,
    "etc/odbc.ini",
    """[LIMS_PROD]
Driver=ODBC Driver 18 for SQL Server
Server=<<ip>>,1433
Database=LIMS_PROD
Trusted_Connection=yes
""",
    "ODBC DSN with Windows (trusted) authentication, no PWD",
    syntax="ini",
)
regd(
    KR,
    "haccp-monitor/docker-compose.yml",
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: haccp
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "PostgreSQL password from a Docker secret file",
)
regd(
    KR,
    "home/<<user>>/.bash_history",
    """curl -s -u "$LIMS_USER:$LIMS_PASS" https://lims.<<dom>>/api/v2/samples?status=received | jq length
history -c
""",
    "curl with credentials from shell variables; no value",
    syntax="",
)

# --------------------------------------------------------------------------- m, Japan
regd(
    JP,
    "instruments/xrd/copy_to_nas_<<n>>.ps1",
    """$cred = Get-Credential -UserName "LABNAS\\xrd" -Message "NAS パスワードを入力"
New-PSDrive -Name X -PSProvider FileSystem -Root "\\\\<<ip>>\\xrd" -Credential $cred | Out-Null
""",
    "PowerShell that prompts for the password (Get-Credential)",
    syntax="",
)
regd(
    JP,
    "home/<<user>>/.jupyter/jupyter_server_config.py",
    """c = get_config()  # noqa
c.ServerApp.ip = '127.0.0.1'  # SSH トンネル経由のみ
c.ServerApp.token = ''
c.ServerApp.open_browser = False
""",
    "Jupyter bound to localhost with an empty token (reached through SSH)",
)
regd(
    JP,
    "[LINE] 材料研_<<n>>.txt",
    """[LINE] 材料研 装置係のトーク履歴

<<year>>/<<mm>>/<<dd>>(<<wd_ja>>)
<<t1>>\t<<last>> <<first>>\tXRDのパスワード教えてください
<<t2>>\t<<last2>> <<first2>>\tLINEには書けないので、居室のホワイトボード横の封筒を見てください
""",
    "Japanese LINE chat pointing to an envelope in the office; no value",
    syntax="",
)

# --------------------------------------------------------------------------- n, Peru
regd(
    PE,
    "limesurvey/application/config/config.php",
    """<?php
return array(
	'components' => array(
		'db' => array(
			'connectionString' => 'mysql:host=localhost;port=3306;dbname=limesurvey;',
			'username' => getenv('LS_DB_USER'),
			'password' => getenv('LS_DB_PASSWORD'),
		),
	),
);
""",
    "LimeSurvey config reading the database password from the environment",
    syntax="",
)
regd(
    PE,
    "analisis/descargar_kobo_<<n>>.py",
    """import os

import requests

TOKEN = os.environ["KOBO_TOKEN"]
r = requests.get("https://kf.kobotoolbox.org/api/v2/assets/", headers={"Authorization": f"Token {TOKEN}"}, timeout=60)
print(r.status_code)
""",
    "KoBoToolbox token read from the environment",
)
regd(
    PE,
    "WhatsApp Chat with Encuestadores <<place>>.txt",
    """<<dd>>/<<mm>>/<<yy>>, <<t1>> - <<first2>> <<last2>>: Ingeniera, la clave del ODK?
<<dd>>/<<mm>>/<<yy>>, <<t2>> - <<first>> <<last>>: te la doy en la oficina, por aquí no 🙏
""",
    "Spanish chat: the password will be given at the office; no value",
    syntax="",
)

# --------------------------------------------------------------------------- o, Fiji
regd(
    FJ,
    "home/<<user>>/.docker/config.json",
    """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "desktop"
}
""",
    "Docker config using a credential store; the auth entry is empty",
)
regd(
    FJ,
    "public/reef3d/index.html",
    """<!DOCTYPE html>
<html lang="en">
<body>
<div id="cesiumContainer"></div>
<script>
  fetch('/api/cesium-token').then((r) => r.json()).then(({ token }) => {
    Cesium.Ion.defaultAccessToken = token;
    new Cesium.Viewer('cesiumContainer');
  });
</script>
</body>
</html>
""",
    "Cesium viewer fetching its token from the server at run time; no token in the page",
    syntax="",
)
regd(
    FJ,
    "handover/Kadavu_field_handover_<<n>>.md",
    """# Handover -- Kadavu reef mapping

- Field laptop login: in the team Bitwarden, item "Kadavu laptop"
- Starlink: password on the router's sticker, not copied here
""",
    "handover notes pointing to a password manager and a sticker; no value",
    syntax="",
)

# --------------------------------------------------------------------------- p, Greece
regd(
    GR,
    "esphome/aq-station-<<n>>.yaml",
    """esphome:
  name: aq-station-<<n>>
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
api:
  encryption:
    key: !secret api_encryption_key
""",
    "ESPHome device config using !secret references; values live in secrets.yaml",
    syntax="",
)
regd(
    GR,
    "grafana/provisioning/datasources/influx.yaml",
    """apiVersion: 1
datasources:
  - name: InfluxDB-aq
    type: influxdb
    url: http://influxdb:8086
    user: grafana_ro
    secureJsonData:
      password: $__env{INFLUX_RO_PASSWORD}
""",
    "Grafana datasource password from an environment variable",
)
regd(
    GR,
    "scripts/purpleair_pull_<<n>>.py",
    """import os

import requests

r = requests.get("https://api.purpleair.com/v1/sensors", headers={"X-API-Key": os.getenv("PURPLEAIR_API_KEY", "")}, timeout=30)
print(r.status_code)
""",
    "PurpleAir key read from the environment",
)
