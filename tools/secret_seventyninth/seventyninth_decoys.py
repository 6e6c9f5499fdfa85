# ruff: noqa: E501
"""Decoys of the seventy-ninth corpus: three per family, files that look like the formats but
hold no live credential. Each is registered through its family's ``Fam.regd`` with a ``why``."""

from __future__ import annotations

import base64
import random

from seventyninth_formats_a import F as A
from seventyninth_formats_b import F as B
from seventyninth_formats_c import F as C
from seventyninth_formats_d import F as D
from seventyninth_formats_e import F as E
from seventyninth_formats_f import F as F_
from seventyninth_formats_g import F as G
from seventyninth_formats_h import F as H
from seventyninth_formats_i import F as I_
from seventyninth_formats_j import F as J
from seventyninth_formats_k import F as K
from seventyninth_formats_l import F as L
from seventyninth_formats_m import F as M
from seventyninth_formats_n import F as N
from seventyninth_formats_o import F as O_
from seventyninth_formats_p import F as P


def _der(tag: int, body: bytes) -> bytes:
    n = len(body)
    if n < 0x80:
        head = bytes([n])
    else:
        b = n.to_bytes((n.bit_length() + 7) // 8, "big")
        head = bytes([0x80 | len(b)]) + b
    return bytes([tag]) + head + body


def _spki_b64(seed: str) -> str:
    """An RSA public key (SubjectPublicKeyInfo), base64: public material only."""
    rng = random.Random(seed)
    n = bytes([0x00, 0xC0 | rng.randrange(64)]) + bytes(rng.randrange(256) for _ in range(255))
    rsa = _der(0x30, _der(0x02, n) + _der(0x02, b"\x01\x00\x01"))
    alg = _der(0x30, _der(0x06, bytes.fromhex("2a864886f70d010101")) + b"\x05\x00")
    return base64.b64encode(_der(0x30, alg + _der(0x03, b"\x00" + rsa))).decode()


def _pub_pem(s) -> str:
    body = _spki_b64(s["k"])
    return (
        "-----BEGIN PUBLIC KEY-----\n"
        + "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
        + "\n-----END PUBLIC KEY-----\n"
    )


def _ssh_pub(s) -> str:
    rng = random.Random(s["k"])
    blob = b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x01\x00" + bytes(
        rng.randrange(256) for _ in range(256)
    )
    return f"ssh-rsa {base64.b64encode(blob).decode()} gcs@{s['org']}\n"


# ---------------------------------------------------------------- a: Lagos okada couriers
A.regd(
    "<<org>>-api/docker-compose.yml",
    """services:
  booking-api:
    image: <<org>>/booking-api:latest
    environment:
      NODE_ENV: production
      PAYSTACK_SECRET_KEY: ${PAYSTACK_SECRET_KEY}
      MONGO_URI: ${MONGO_URI}
""",
    "the Paystack secret is a ${...} reference filled from the host environment",
)
A.regd(
    "opt/traccar/conf/traccar.xml",
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
    "Traccar on its embedded H2 database with the empty default password",
)
A.regd(
    "chats/<<org>>_dispatch_<<iso>>.txt",
    """<<dmy>>, <<hh>>:<<mi>> - <<name2>>: Oga abeg the rider app password no dey work
<<dmy>>, <<hh>>:<<mi2>> - <<name>>: I don send am to your DM. No post password for group o
<<dmy>>, <<hh>>:<<mi2>> - <<name2>>: Ok sir, I don see am 🙏
""",
    "a WhatsApp chat that talks about the password but never gives it",
    "",
)

# ---------------------------------------------------------------- b: Polish parcel lockers
B.regd(
    "etc/<<org>>/locker-ctl.ini",
    """[device]
id = KRA<<n4>>

[mqtt]
host = mqtt.<<dom>>
port = 8883
username = locker-KRA<<n4>>
password_file = /run/secrets/mqtt_locker
""",
    "the MQTT password is read from a secrets file, not stored here",
)
B.regd(
    "firmware/keys/ota_verify_<<yr>>.pem",
    _pub_pem,
    "the public half of the OTA signing key, which lockers use to verify images",
    "",
)
B.regd(
    "poczta/<<login>>/<<iso>>_panel_serwisowy.eml",
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Dostęp do panelu serwisowego
Content-Type: text/plain; charset=UTF-8

Cześć <<first2>>,
login do panelu to <<login2>>, a hasło przekażę Ci telefonicznie po szkoleniu BHP.
Pozdrawiam, <<name>>
""",
    "an e-mail that promises the password by phone and does not contain it",
    "",
)

# ---------------------------------------------------------------- c: Hai Phong forwarder
C.regd(
    "ECUS5VNACCS/ECUS5VNACCS.exe.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="ECUS5Connection" connectionString="Data Source=.\\SQLEXPRESS;Initial Catalog=ECUS5VNACCS;Integrated Security=SSPI" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "SQL Server with Windows authentication (Integrated Security), no password",
)
C.regd(
    "<<org>>-thanhtoan/.env.example",
    """PAYOS_CLIENT_ID=
PAYOS_API_KEY=
PAYOS_CHECKSUM_KEY=
PAYOS_RETURN_URL=https://<<dom>>/thanh-toan/ket-qua
""",
    "an env template with empty payOS values",
    "",
)
C.regd(
    "ghi_chu/zalo_<<fa>>_<<n>>.txt",
    """[<<hh>>:<<mi>> <<dmy>>] <<name2>>: Chị ơi mật khẩu ECUS là gì ạ?
[<<hh>>:<<mi2>> <<dmy>>] <<name>>: Em hỏi anh Tuấn nhé, chị không nhớ. Mật khẩu anh ấy giữ.
""",
    "Zalo chat that asks for a password and gets none",
    "",
)

# ---------------------------------------------------------------- d: Tauranga coolstore
D.regd(
    "etc/telegraf/telegraf.d/coolroom_<<n>>.conf",
    """[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "${INFLUX_TOKEN}"
  organization = "<<org>>"
  bucket = "coolrooms"
""",
    "Telegraf reads the InfluxDB token from the environment",
    "toml",
)
D.regd(
    "go2rtc/go2rtc.yaml",
    """streams:
  dock_<<n>>: rtsp://${CAM_USER}:${CAM_PASS}@<<ip>>:554/Streaming/Channels/101
api:
  listen: ":1984"
""",
    "go2rtc substitutes the camera credentials from environment variables",
)
D.regd(
    "handover/<<iso>>_nightshift.md",
    """# Night shift handover – <<dmy>>

## Logins
Packhouse WMS: `<<login>>`
Kupuhipa (password): in the 1Password vault "Coolstore shared", never written here.
""",
    "a handover note that points to a password vault instead of giving the password",
    "",
)

# ---------------------------------------------------------------- e: Athens movers
E.regd(
    "public_html/wp-config.php",
    """<?php
define( 'DB_NAME', getenv( 'WP_DB_NAME' ) );
define( 'DB_USER', getenv( 'WP_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
require_once ABSPATH . 'wp-settings.php';
""",
    "wp-config.php reads the database password from the environment",
    "",
)
E.regd(
    "timologisi/.env",
    """MYDATA_ENV=production
AADE_USER_ID=<<org>><<n>>
OCP_APIM_SUBSCRIPTION_KEY=********************************
""",
    "the myDATA subscription key is masked with asterisks",
    "",
)
E.regd(
    "viber/Viber_<<fa>>_<<iso>>.csv",
    """<<dmy>>,<<hh>>:<<mi>>:<<ss>>,<<name2>>,<<phone2>>,"Ποιος είναι ο κωδικός για το tablet;"
<<dmy>>,<<hh>>:<<mi2>>:<<ss>>,<<name>>,<<phone>>,"Είναι γραμμένος στο τετράδιο του φορτηγού, δεν τον στέλνω εδώ"
""",
    "Viber chat in Greek that refuses to send the password",
    "",
)

# ---------------------------------------------------------------- f: Jakarta last mile
F_.regd(
    "<<org>>-api/.env.example",
    """APP_NAME=<<orgc>>
MIDTRANS_IS_PRODUCTION=false
MIDTRANS_CLIENT_KEY=
MIDTRANS_SERVER_KEY=
""",
    "a Laravel env template with the Midtrans keys left empty",
    "",
)
F_.regd(
    "deploy/routing/docker-compose.yml",
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: <<org>>
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets:
      - pg_password
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
    "Postgres reads its password from a Docker secret file",
)
F_.regd(
    "firmware/scanner/SHA256SUMS",
    """<<k>>  scanner-fw-<<yr>>.<<n>>.bin
<<hex64>>  scanner-fw-<<yr>>.<<n>>.bin.sig
""",
    "SHA-256 checksums of scanner firmware files",
    "",
)

# ---------------------------------------------------------------- g: Santos customs broker
G.regd(
    "emissor-nfe/config/nfe.properties",
    """nfe.ambiente=PRODUCAO
nfe.certificado.tipo=A1
nfe.certificado.arquivo=/opt/nfe/certs/<<org>>.pfx
nfe.certificado.senha=${NFE_CERT_SENHA}
""",
    "the certificate password is a ${...} placeholder resolved at start-up",
    "",
)
G.regd(
    "etc/odbc.ini",
    """[DESPACHO]
Driver=/usr/lib/x86_64-linux-gnu/odbc/libOdbcFb.so
Dbname=<<ip>>:/dados/DESPACHO.FDB
User=SYSDBA
Password=
""",
    "the Firebird DSN has an empty password (asked at connection time)",
)
G.regd(
    "intranet/acessos_<<yr>>.html",
    """<table border="1">
<tr><th>Sistema</th><th>Usuário</th><th>Senha</th></tr>
<tr><td>Rastreio DUIMP</td><td><<login>></td><td>••••••••</td></tr>
</table>
""",
    "the password cell is masked with bullets",
    "",
)

# ---------------------------------------------------------------- h: Namakkal lorry fleet
H.regd(
    "server/razorpay.js",
    """const Razorpay = require('razorpay');

module.exports = new Razorpay({
  key_id: process.env.RAZORPAY_KEY_ID,
  key_secret: process.env.RAZORPAY_KEY_SECRET,
});
""",
    "Razorpay keys come from process.env",
    "",
)
H.regd(
    "fleet/trackers_<<iso>>.csv",
    """vehicle_no,make,tracker_imei,sim_no,portal_user,portal_password,driver
TN28 AK <<n4>>,Ashok Leyland 2820,86<<n6>><<n6>>1,<<phone>>,<<login>>,,<<fac>>
""",
    "the portal_password column is empty",
    "",
)
H.regd(
    "chats/<<org>>_drivers_<<n>>.txt",
    """<<d>>/<<m>>/<<yy>>, <<h12>>:<<mi>> <<ampm>> - <<name2>>: அண்ணா கடவுச்சொல் என்ன?
<<d>>/<<m>>/<<yy>>, <<h12>>:<<mi2>> <<ampm>> - <<name>>: OTP உங்க நம்பருக்கு SMS-ல வரும், அதை போடுங்க
""",
    "Tamil chat: the login uses a one-time SMS code, no password is given",
    "",
)

# ---------------------------------------------------------------- i: Guangzhou shipping agent
I_.regd(
    "home/<<fa>>/.config/rclone/rclone.conf",
    """[oss-photos]
type = s3
provider = Alibaba
env_auth = true
endpoint = oss-cn-guangzhou.aliyuncs.com
""",
    "rclone takes the OSS keys from the environment (env_auth), none stored",
    "ini",
)
I_.regd(
    "config/wxpay.yml",
    """wxpay:
  mch-id: "16<<n6>>"
  api-v3-key: ${WXPAY_APIV3_KEY}
  private-key-path: /etc/<<org>>/apiclient_key.pem
""",
    "the APIv3 key is a placeholder resolved by Spring from the environment",
)
I_.regd(
    "src/main/java/com/<<org>>/pay/AlipayPublicKey.java",
    lambda s: (
        f"package com.{s['org']}.pay;\n\n/** 支付宝公钥：只用于验签 */\npublic final class AlipayPublicKey {{\n"
        f'    public static final String ALIPAY_PUBLIC_KEY = "{_spki_b64(s["k"])}";\n}}\n'
    ),
    "the Alipay public key (SubjectPublicKeyInfo) used to verify signatures",
    "",
)

# ---------------------------------------------------------------- j: Istanbul forklifts
J.regd(
    "etc/forkgw/gateway.toml",
    """[mqtt]
broker = "mqtts://telemetri.<<dom>>:8883"
username = "fl<<n4>>"
password_env = "FORKGW_MQTT_PASSWORD"
""",
    "the gateway names the environment variable that holds the password",
)
J.regd(
    "Masaüstü/kameralar_<<n>>.m3u",
    """#EXTM3U
#EXTINF:-1,Saha Giriş
rtsp://<<ip>>:554/cam/realmonitor?channel=1&subtype=1
""",
    "an RTSP playlist without any userinfo",
    "",
)
J.regd(
    "whatsapp/<<org>>_saha_<<iso>>.txt",
    """<<day>>.<<mon>>.<<yr>> <<hh>>:<<mi>> - <<name2>>: Abi tabletin şifresi ne?
<<day>>.<<mon>>.<<yr>> <<hh>>:<<mi2>> - <<name>>: Yarın depoda yüz yüze söylerim, buraya yazmayalım
""",
    "Turkish chat that declines to write the password",
    "",
)

# ---------------------------------------------------------------- k: Jebel Ali bonded warehouse
K.regd(
    "wms/conf/datasource.properties",
    """jdbc.driverClassName=oracle.jdbc.OracleDriver
jdbc.url=jdbc:oracle:thin:@//<<ip>>:1521/WMSPRD
jdbc.username=wms_app
jdbc.password=${WMS_DB_PASSWORD}
""",
    "the JDBC password is a ${...} placeholder",
    "",
)
K.regd(
    "StageNow/<<org>>_WiFi_guest.xml",
    """<wap-provisioningdoc>
  <characteristic version="10.4" type="Wi-Fi">
    <parm name="WifiAction" value="Add" />
    <characteristic type="network-profile">
      <parm name="SSID" value="<<orgu>>-GUEST" />
      <parm name="SecurityMode" value="0" />
    </characteristic>
  </characteristic>
</wap-provisioningdoc>
""",
    "an open Wi-Fi profile with no passphrase",
    "xml",
)
K.regd(
    "edi/push_declarations.py",
    """import paramiko

transport = paramiko.Transport(("edi.<<dom>>", 22))
key = paramiko.Ed25519Key.from_private_key_file("/etc/<<org>>/edi_ed25519")
transport.connect(username="<<org>>_bw", pkey=key)
""",
    "SFTP by a key file path, no password in the script",
)

# ---------------------------------------------------------------- l: Japanese post counter
L.regd(
    "etc/restic/<<org>>.env",
    """export RESTIC_REPOSITORY=s3:https://s3.ap-northeast-1.wasabisys.com/<<org>>-backup
export AWS_ACCESS_KEY_ID="$(cat /etc/restic/s3_access_key)"
export AWS_SECRET_ACCESS_KEY="$(cat /etc/restic/s3_secret_key)"
export RESTIC_PASSWORD_FILE=/etc/restic/password.txt
""",
    "the keys are read from root-only files at run time",
    "",
)
L.regd(
    "line_export/<<org>>_<<iso>>.txt",
    """[LINE] トーク履歴
<<yr>>/<<mon>>/<<day>>(火)
<<hh>>:<<mi>>	<<last2>><<first2>>	窓口端末のパスワードを教えてください
<<hh>>:<<mi2>>	<<last>><<first>>	パスワードは明日、紙でお渡しします
""",
    "LINE chat where the password is promised on paper, not sent",
    "",
)
L.regd(
    "scripts/kintone_upload.js",
    """const { KintoneRestAPIClient } = require('@kintone/rest-api-client');

const client = new KintoneRestAPIClient({
  baseUrl: 'https://<<org>>.cybozu.com',
  auth: { apiToken: process.env.KINTONE_API_TOKEN },
});
""",
    "the kintone token is read from the environment",
    "",
)

# ---------------------------------------------------------------- m: Cusco bus parcels
M.regd(
    "home/<<fa>>/.my.cnf",
    """[client]
user=gps_lectura
host=<<ip>>
database=gps_buses
""",
    "a MySQL option file without a password (mysql prompts with -p)",
    "",
)
M.regd(
    "config/niubiz.json",
    """{
  "merchantId": "65<<n6>>",
  "environment": "prd",
  "user": "<<email>>",
  "password": ""
}
""",
    "the Niubiz password is empty",
)
M.regd(
    "facturacion/nubefact.py",
    """import os

NUBEFACT_RUTA = os.environ["NUBEFACT_RUTA"]
NUBEFACT_TOKEN = os.environ["NUBEFACT_TOKEN"]
""",
    "the Nubefact token is read from os.environ",
)

# ---------------------------------------------------------------- n: Almaty rail freight
N.regd(
    "etc/grafana/grafana.ini",
    """[database]
type = postgres
host = <<ip>>:5432
name = grafana
user = grafana
password = $__file{/etc/grafana/db_password}
""",
    "Grafana reads the database password from a file ($__file{...})",
    "ini",
)
N.regd(
    "AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host>edi.<<dom>></Host>
            <Port>22</Port>
            <Protocol>1</Protocol>
            <User><<org>>_edi</User>
            <Logontype>3</Logontype>
            <Name>ЭДО накладные</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "a FileZilla site set to ask for the password (no Pass element)",
)
N.regd(
    "notes/tg_<<fa>>_<<n>>.txt",
    """<<name2>>, [<<dmyd>> <<hh>>:<<mi>>]
Подскажи пароль от ЭТРАН

<<name>>, [<<dmyd>> <<hh>>:<<mi2>>]
Скину в личку, тут не пиши пароли
""",
    "Russian Telegram text that mentions a password and gives none",
    "",
)

# ---------------------------------------------------------------- o: Rwanda drone pilot
O_.regd(
    "grafana/provisioning/datasources/telemetry.yaml",
    """apiVersion: 1
datasources:
  - name: FlightLogs
    type: postgres
    url: <<ip>>:5432
    user: grafana_ro
    secureJsonData:
      password: $FLIGHTLOGS_DB_PASSWORD
""",
    "Grafana expands the password from an environment variable",
)
O_.regd(
    "home/gcs/.ssh/id_rsa.pub",
    _ssh_pub,
    "the ground station's SSH public key",
    "",
)
O_.regd(
    "payments/momo_collect.py",
    """import os

SUBSCRIPTION_KEY = os.environ["MOMO_COLLECTION_KEY"]
API_USER = os.environ["MOMO_API_USER"]
""",
    "the MoMo subscription key is read from os.environ",
)

# ---------------------------------------------------------------- p: Incheon 3PL
P.regd(
    "wms-api/src/main/resources/application-prod.yml",
    """spring:
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/wms
    username: wms_app
    password: ${WMS_DB_PASSWORD}
""",
    "Spring resolves the datasource password from the environment",
)
P.regd(
    "kakao/<<org>>_centre_<<n>>.txt",
    """<<yr>>년 <<m>>월 <<d>>일 오후 <<h12>>:<<mi>>, <<last2>><<first2>> : WMS 비밀번호 알려주세요
<<yr>>년 <<m>>월 <<d>>일 오후 <<h12>>:<<mi2>>, <<last>><<first>> : 비밀번호는 사내 메신저로 보낼게요. 카톡에는 안 돼요
""",
    "KakaoTalk chat that refuses to send the password",
    "",
)
P.regd(
    "oms/.env.example",
    """COUPANG_VENDOR_ID=
COUPANG_ACCESS_KEY=
COUPANG_SECRET_KEY=
""",
    "an env template with empty Coupang keys",
    "",
)
