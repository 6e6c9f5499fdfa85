# ruff: noqa: E501
"""The seventy-fourth corpus's decoys: files that look like the formats but hold no live
credential (three per family)."""

from __future__ import annotations

import base64

from seventyfourth_formats_a import KAYAR
from seventyfourth_formats_b import TONGA
from seventyfourth_formats_c import CYCLADES
from seventyfourth_formats_d import DALMACIJA
from seventyfourth_formats_e import SUEZ
from seventyfourth_formats_f import ANILAO
from seventyfourth_formats_g import BULUKUMBA
from seventyfourth_formats_h import MEKONG
from seventyfourth_formats_i import MOMBASA
from seventyfourth_formats_j import IQUITOS
from seventyfourth_formats_k import PHUKET
from seventyfourth_formats_l import VESTFJORD
from seventyfourth_formats_m import MUMBAI
from seventyfourth_formats_n import RIBEIRAO
from seventyfourth_formats_o import POHANG
from seventyfourth_formats_p import BOGAZ
from seventyfourth_spec import regd


def _ed25519_pub(rng, s):
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + bytes(
        rng.randrange(256) for _ in range(32)
    )
    return {"pubkey": base64.b64encode(blob).decode()}


# --------------------------------------------------------------------------- a: Kayar

regd(
    KAYAR,
    "cotisations/config/paydunya.php",
    """<?php
// Les clés PayDunya sont dans l'environnement du serveur (voir /etc/environment), jamais ici
\\Paydunya\\Setup::setMasterKey(getenv('PAYDUNYA_MASTER_KEY'));
\\Paydunya\\Setup::setPrivateKey(getenv('PAYDUNYA_PRIVATE_KEY'));
\\Paydunya\\Setup::setToken(getenv('PAYDUNYA_TOKEN'));
\\Paydunya\\Setup::setMode('live');
\\Paydunya\\Checkout\\Store::setName('GIE <<orgc>> - Cotisations pêcheurs');
""",
    "PayDunya keys read from the environment with getenv(); no value in the file",
    syntax="",
)
regd(
    KAYAR,
    "exports/WhatsApp Chat with GIE <<orgc>> bureau.txt",
    """<<dmy>> <<time>> - <<fn2>> <<ln2>>: code Wave Business bi, yónnee ma ko
<<dmy>> <<time>> - <<fn>> <<ln>>: Duma ko bind fii. Dinaa la ko yónnee ci SMS bu ma dellusee biro bi
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: Waaw, jërëjëf
""",
    "Wolof chat that talks about the Wave code but says it will be sent by SMS; no value",
)
regd(
    KAYAR,
    "chambre-froide/.env",
    """# Sondes de température de la chambre froide (capteurs Tuya)
TUYA_ENDPOINT=https://openapi.tuyaeu.com
TUYA_ACCESS_ID=
TUYA_ACCESS_SECRET=
SEUIL_ALERTE=-18
""",
    "template .env with the Tuya access id and secret left empty",
    syntax="",
)

# --------------------------------------------------------------------------- b: Tonga

regd(
    TONGA,
    "srv/odoo-portdues/docker-compose.yml",
    """services:
  db:
    image: postgres:15
    environment:
      POSTGRES_USER: odoo
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "PostgreSQL password taken from a Docker secret file; only the file path appears",
)
regd(
    TONGA,
    "Handover/shift_handover_<<ymd>>.txt",
    """HANDOVER - RADIO ROOM   <<dmy>>  (<<fn>> -> <<fn2>>)
VHF Ch16 quiet. <<vessel>> ETA Vuna Wharf 0600.
The new CCTV NVR password is written in the black book in the safe - ask the harbour master for the key.
""",
    "handover note that says where the CCTV password is kept without giving it",
)
regd(
    TONGA,
    "backup/mikrotik_<<ymd>>.rsc",
    """# <<date>> <<hms>> by RouterOS 7.14.3
# model = RB952Ui-5ac2nD
/interface bridge
add name=bridge-office
/user
add group=read name=harbourmaster
/system identity
set name=wharf-office-gw
""",
    "RouterOS export without show-sensitive: user lines carry no password",
    syntax="",
)

# --------------------------------------------------------------------------- c: Cyclades

regd(
    CYCLADES,
    "booking/.env.example",
    """APP_NAME="Κρατήσεις"
APP_ENV=production
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=ferry_booking
DB_USERNAME=booking
DB_PASSWORD=
""",
    "Laravel .env.example with an empty DB_PASSWORD",
    syntax="",
)
regd(
    CYCLADES,
    "booking-api/src/payments/viva.js",
    """// Viva Wallet Smart Checkout - credentials from the environment (systemd EnvironmentFile)
const VIVA_CLIENT_ID = process.env.VIVA_CLIENT_ID;
const VIVA_CLIENT_SECRET = process.env.VIVA_CLIENT_SECRET;
module.exports = { VIVA_CLIENT_ID, VIVA_CLIENT_SECRET };
""",
    "Viva Wallet client id and secret read from process.env",
    syntax="",
)
regd(
    CYCLADES,
    "Mail/Sent/<<ymd>>_limenarxeio.eml",
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Κωδικοί πύλης Λιμεναρχείου
Content-Type: text/plain; charset=UTF-8

Καλησπέρα <<fn2>>,
ο κωδικός για τις δηλώσεις απόπλου θα σου σταλεί με SMS από το σύστημα. Μην τον γράψεις σε e-mail.
<<fn>>
""",
    "Greek e-mail that says the password will come by SMS; no value",
)

# --------------------------------------------------------------------------- d: Dalmatia

regd(
    DALMACIJA,
    "etc/mosquitto/conf.d/bridge-pedestals.conf",
    """connection pedestals-cloud
address mqtt.<<dom>>:8883
remote_clientid marina-gw-<<n>>
bridge_cafile /etc/mosquitto/certs/ca.crt
bridge_certfile /etc/mosquitto/certs/marina-gw.crt
bridge_keyfile /etc/mosquitto/certs/marina-gw.key
topic pedestal/# out 1
""",
    "Mosquitto bridge authenticated by client certificate files; no password",
    syntax="",
)
regd(
    DALMACIJA,
    "ugovori/vezovi_<<y>>.fods",
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body><office:spreadsheet><table:table table:name="Vezovi">
  <table:table-row><table:table-cell><text:p>Vez</text:p></table:table-cell><table:table-cell><text:p>Wi-Fi lozinka</text:p></table:table-cell></table:table-row>
  <table:table-row><table:table-cell><text:p>A-<<n2>></text:p></table:table-cell><table:table-cell><text:p>••••••••</text:p></table:table-cell></table:table-row>
 </table:table></office:spreadsheet></office:body>
</office:document>
""",
    "berth sheet whose password column is masked with bullets",
    syntax="xml",
)
regd(
    DALMACIJA,
    "SMSBackupRestore/sms-<<ymd>>.xml",
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="1" body="Koja je lozinka za blagajnu?" read="1" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>500" type="2" body="Reći ću ti kad dođem u marinu, ne šaljem je porukom" read="1" contact_name="<<fn2>>" />
</smses>
""",
    "SMS backup where the reply refuses to send the password",
)

# --------------------------------------------------------------------------- e: Suez

regd(
    SUEZ,
    "ERP/web.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="ChandlerErp" connectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=Stores;Integrated Security=SSPI" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "SQL Server connection with Windows authentication (Integrated Security); no password",
)
regd(
    SUEZ,
    "WhatsApp/محادثة <<fn2>> <<ymd>>.txt",
    """<<mdy>>, <<time>> - <<fn2>> <<ln2>>: ممكن كلمة السر بتاعة السيستم؟
<<mdy>>, <<time>> - <<fn>> <<ln>>: كلمة السر مع الأستاذ <<fn2>> في المكتب، اسأله بكرة الصبح
""",
    "Arabic chat that mentions the password and who has it, without the value",
)
regd(
    SUEZ,
    "payments/paymob_client.py",
    """\"\"\"Paymob payment links - the secret key comes from the environment.\"\"\"
import os

PAYMOB_SECRET_KEY = os.environ["PAYMOB_SECRET_KEY"]
PAYMOB_PUBLIC_KEY = os.environ.get("PAYMOB_PUBLIC_KEY", "")
""",
    "Paymob secret key read from os.environ",
)

# --------------------------------------------------------------------------- f: Anilao

regd(
    ANILAO,
    "etc/fstab",
    """UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
//<<lan>>/divefootage /mnt/footage cifs credentials=/root/.smbcredentials,uid=1000,vers=3.0 0 0
""",
    "CIFS mount that points to a credentials file; no password inline",
    syntax="",
)
regd(
    ANILAO,
    ".config/Subsurface/Subsurface.conf",
    """[CloudStorage]
email=<<email>>
password=
save_password_local=false
cloud_base_url=https://cloud.subsurface-divelog.org/
""",
    "Subsurface cloud storage with the password not saved (empty)",
    syntax="ini",
)
regd(
    ANILAO,
    "Documents/messenger_<<fa2>>_<<ymd>>.txt",
    """<<fn2>> <<ln2>>
<<time>>
Ate, ano password ng booking?

<<fn>> <<ln>>
<<time2>>
sinend ko na sa Viber mo, check mo na lang 🙂
""",
    "Taglish chat that mentions the password was sent elsewhere; no value",
)

# --------------------------------------------------------------------------- g: Bulukumba

regd(
    BULUKUMBA,
    "config/midtrans.php",
    """<?php

return [
    'server_key' => env('MIDTRANS_SERVER_KEY'),
    'client_key' => env('MIDTRANS_CLIENT_KEY'),
    'is_production' => env('MIDTRANS_PRODUCTION', false),
];
""",
    "Laravel config reading the Midtrans keys through env()",
    syntax="",
)
regd(
    BULUKUMBA,
    "go2rtc/<<org>>/go2rtc.yaml",
    """streams:
  slipway:
    - rtsp://admin:${CAM_PASS}@<<lan>>:554/Streaming/Channels/101
api:
  listen: ":1984"
""",
    "go2rtc stream whose camera password is an ${CAM_PASS} environment substitution",
)
regd(
    BULUKUMBA,
    "Dokumen/akun_sistem_<<y>>.csv",
    """nama;jabatan;sistem;akun;kata sandi
<<fn>> <<ln>>;kepala gudang;Accurate 5;<<user>>;(lihat KeePass)
<<fn2>> <<ln2>>;admin;Midtrans;<<email2>>;(lihat KeePass)
""",
    "account list whose password column points to KeePass",
)

# --------------------------------------------------------------------------- h: Mekong

regd(
    MEKONG,
    "WebShop/appsettings.Production.json",
    """{
  "VnPay": {
    "TmnCode": "",
    "HashSecret": "",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html"
  }
}
""",
    "VNPay settings with empty TmnCode and HashSecret (filled by the deployment)",
)
regd(
    MEKONG,
    "etc/telegraf/telegraf.conf",
    """[[outputs.influxdb_v2]]
  urls = ["http://<<ip>>:8086"]
  token = "${INFLUX_TOKEN}"
  organization = "<<org>>"
  bucket = "coldchain"
""",
    "Telegraf InfluxDB output with the token from an environment variable",
    syntax="toml",
)
regd(
    MEKONG,
    "Zalo/chat_<<fa2>>_<<ymd>>.txt",
    """<<fn2>> <<ln2>> <<time>> <<dmy>>
Anh ơi mật khẩu phần mềm kho lạnh là gì ạ?

<<fn>> <<ln>> <<time2>> <<dmy>>
Anh gửi qua email công ty rồi, em mở mail xem nha
""",
    "Vietnamese chat that mentions the password went by e-mail; no value",
)

# --------------------------------------------------------------------------- i: Mombasa

regd(
    MOMBASA,
    "home/<<user>>/.ssh/authorized_keys",
    """ssh-ed25519 <<pubkey>> <<user>>@clearing-office
""",
    "an SSH public key (authorized_keys); public material only",
    syntax="",
    extra=_ed25519_pub,
)
regd(
    MOMBASA,
    "k8s/icms-externalsecret.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: icms-customs-credentials
  namespace: clearing
spec:
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: icms-customs-credentials
  data:
    - secretKey: ICMS_PASSWORD
      remoteRef:
        key: clearing/icms
        property: password
""",
    "ExternalSecret that points at a Vault path; no secret data",
)
regd(
    MOMBASA,
    "WhatsApp Chat with Ofisi Clearing.txt",
    """<<mdy>>, <<time>> - <<fn2>> <<ln2>>: Boss neno la siri la KenTrade?
<<mdy>>, <<time>> - <<fn>> <<ln>>: Nitakutumia kwa SMS, si hapa kwenye group
""",
    "Swahili chat that mentions the password without giving it",
)

# --------------------------------------------------------------------------- j: Iquitos

regd(
    IQUITOS,
    "public_html/wp-config.php",
    """<?php
define( 'DB_NAME', getenv( 'WORDPRESS_DB_NAME' ) );
define( 'DB_USER', getenv( 'WORDPRESS_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );
define( 'DB_HOST', getenv( 'WORDPRESS_DB_HOST' ) );
require_once ABSPATH . 'wp-settings.php';
""",
    "wp-config.php reading the database password from the environment",
    syntax="",
)
regd(
    IQUITOS,
    "etc/config/wireless",
    """config wifi-iface 'guest'
	option device 'radio0'
	option network 'guest'
	option mode 'ap'
	option ssid 'Amazon-Guest'
	option encryption 'none'
""",
    "OpenWrt guest network with encryption 'none'; no key",
    syntax="",
)
regd(
    IQUITOS,
    "app/services/culqi_cobro.rb",
    """require 'culqi-ruby'

Culqi.public_key = ENV.fetch('CULQI_PUBLIC_KEY')
Culqi.secret_key = ENV.fetch('CULQI_SECRET_KEY')
""",
    "Culqi keys read with ENV.fetch",
    syntax="",
)

# --------------------------------------------------------------------------- k: Phuket

regd(
    PHUKET,
    "home/<<user>>/.msmtprc",
    """account office
host smtp.<<dom>>
port 587
auth on
tls on
user reports@<<dom>>
passwordeval "pass show mail/reports"
account default : office
""",
    "msmtp takes the password from a password manager (passwordeval); none in the file",
    syntax="",
)
regd(
    PHUKET,
    "payments/omise_charge.py",
    """\"\"\"Charter deposits through Omise - the secret key lives in the environment.\"\"\"
import os

import omise

omise.api_secret = os.environ["OMISE_SECRET_KEY"]
""",
    "Omise secret key read from os.environ",
)
regd(
    PHUKET,
    "LINE/[LINE] แชทกับ <<fn2>>.txt",
    """[LINE] ประวัติการแชทกับ <<fn2>> <<ln2>>

<<y>>.<<mo>>.<<d>> วันพุธ
<<time>>	<<fn2>> <<ln2>>	รหัสผ่านระบบจองเรืออะไรคะ
<<time>>	<<fn>> <<ln>>	อยู่ในสมุดสีฟ้าที่ออฟฟิศนะ ไม่ส่งทางไลน์
""",
    "Thai LINE chat: the password is in a notebook at the office; no value",
)

# --------------------------------------------------------------------------- l: Vestfjord

regd(
    VESTFJORD,
    "home/pi/.node-red/settings.js",
    """module.exports = {
    flowFile: 'flows.json',
    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,
    uiPort: process.env.PORT || 1880,
};
""",
    "Node-RED credentialSecret from process.env",
    syntax="",
)
regd(
    VESTFJORD,
    "etc/davfs2/secrets",
    """# davfs2 secrets file  (mode 600)
# Format: <mount point or URL> <username> <password>
# Loggboka monteres nå med token fra systemd-creds, se /etc/systemd/system/loggbok.mount
""",
    "davfs2 secrets file with only comments; no entries",
    syntax="",
)
regd(
    VESTFJORD,
    "Dokumenter/signal_vaktlag_<<ymd>>.txt",
    """<<fn2>> <<ln2>>, <<dmyd>> <<time>>
Hva er passordet til vaktlista?

<<fn>> <<ln>>, <<dmyd>> <<time2>>
Det står i den røde vaktpermen på stasjonen 🙂
""",
    "Norwegian chat that says where the password is written; no value",
)

# --------------------------------------------------------------------------- m: Mumbai

regd(
    MUMBAI,
    "crewportal/crewportal/settings/production.py",
    """import os

from .base import *  # noqa

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "cvbank",
        "USER": "cvbank",
        "PASSWORD": os.environ["CVBANK_DB_PASSWORD"],
        "HOST": os.environ.get("CVBANK_DB_HOST", "localhost"),
    }
}
""",
    "Django database password from os.environ",
)
regd(
    MUMBAI,
    "etc/odbc.ini",
    """[TallyPayroll]
Driver = MySQL ODBC 8.0 Unicode Driver
Server = <<ip>>
Database = crew_wages
User = payroll
ReadDefaultFile = /etc/mysql/payroll.cnf
""",
    "ODBC DSN that reads credentials from an option file; no password",
)
regd(
    MUMBAI,
    "WhatsApp/WhatsApp Chat with Documentation Desk.txt",
    """<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Sir पोर्टल का पासवर्ड?
<<dmy>>, <<time>> - <<fn>> <<ln>>: "Forgot password" से OTP लेकर reset कर लो, OTP मेरे मोबाइल पर आएगा
""",
    "Hindi chat about resetting the password by OTP; no password",
)

# --------------------------------------------------------------------------- n: Ribeirão

regd(
    RIBEIRAO,
    "home/<<user>>/.docker/config.json",
    """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "secretservice"
}
""",
    "Docker config using a credential store; the auths entry is empty",
)
regd(
    RIBEIRAO,
    "ACBrMonitorPLUS/ACBrMonitor.ini",
    """[Certificado]
SSLLib=4
CryptLib=3
ArquivoPFX=
NumeroSerie=<<hex8>><<n4>>
Senha=
""",
    "ACBr with an A3 token certificate chosen by serial number; Senha left empty",
)
regd(
    RIBEIRAO,
    "WhatsApp/Conversa do WhatsApp com Fazenda.txt",
    """<<dmy>> <<time>> - <<fn2>> <<ln2>>: Qual a senha do app do banco?
<<dmy>> <<time>> - <<fn>> <<ln>>: Tá no caderno do galpão, não mando por aqui
""",
    "Portuguese chat that mentions the password is in a notebook; no value",
)

# --------------------------------------------------------------------------- o: Pohang

regd(
    POHANG,
    "omeka-s/config/database.ini",
    """user     = "omeka"
password = ""
dbname   = "omeka"
host     = "localhost"
""",
    "Omeka S database.ini with an empty password (local socket auth)",
    syntax="",
)
regd(
    POHANG,
    "etc/wpa_supplicant/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=KR
network={
	ssid="MUSEUM-GUEST"
	key_mgmt=NONE
}
""",
    "wpa_supplicant on the open guest network (key_mgmt=NONE)",
    syntax="",
)
regd(
    POHANG,
    "KakaoTalk/KakaoTalk_<<ymd>>_<<n4>>_group.txt",
    """<<fn2>> 님과 카카오톡 대화
[<<ln2>><<fn2>>] [오전 9:12] 발권 프로그램 비밀번호 알려주실 수 있나요?
[<<ln>><<fn>>] [오전 9:15] 비밀번호는 전화로 알려드릴게요
""",
    "Korean chat that says the password will be given by phone; no value",
)

# --------------------------------------------------------------------------- p: Bosphorus

regd(
    BOGAZ,
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
    "Traccar on the embedded H2 database with its default empty password",
)
regd(
    BOGAZ,
    "odeme/paytr_config.php",
    """<?php
$merchant_id   = getenv('PAYTR_MERCHANT_ID');
$merchant_key  = getenv('PAYTR_MERCHANT_KEY');
$merchant_salt = getenv('PAYTR_SALT');
""",
    "PayTR merchant key and salt read with getenv()",
    syntax="",
)
regd(
    BOGAZ,
    "WhatsApp/WhatsApp Sohbeti - Operasyon.txt",
    """<<dmyd>> <<time>> - <<fn2>> <<ln2>>: Abi panelin şifresi ne?
<<dmyd>> <<time>> - <<fn>> <<ln>>: SMS ile attım, gruba yazmayalım
""",
    "Turkish chat that mentions the password was sent by SMS; no value",
)
