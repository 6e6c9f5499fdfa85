# ruff: noqa: E501
"""The decoys: three per family, files that look like the formats but hold no live
credential."""

from __future__ import annotations

from hundredtwentyseventh_formats_a import F as A
from hundredtwentyseventh_formats_b import F as B
from hundredtwentyseventh_formats_c import F as C
from hundredtwentyseventh_formats_d import F as D
from hundredtwentyseventh_formats_e import F as E
from hundredtwentyseventh_formats_f import F as FF
from hundredtwentyseventh_formats_g import F as G
from hundredtwentyseventh_formats_h import F as H
from hundredtwentyseventh_formats_i import F as II
from hundredtwentyseventh_formats_j import F as J
from hundredtwentyseventh_formats_k import F as K
from hundredtwentyseventh_formats_l import F as L
from hundredtwentyseventh_formats_m import F as M
from hundredtwentyseventh_formats_n import F as N
from hundredtwentyseventh_formats_o import F as O
from hundredtwentyseventh_formats_p import F as P
from hundredtwentyseventh_spec import fods

# a: laundromat (Brazil) ---------------------------------------------------------------

A.regd(
    "totem/<<org>>/.env",
    """# Totem de pagamento - loja <<n>>
APP_ENV=production
LOJA_ID=<<n>>
MP_ACCESS_TOKEN=${MP_ACCESS_TOKEN}
MAQUINAS_API=http://<<lan>>:8080/api/v1
""",
    "the Mercado Pago token is a ${...} reference filled from the environment",
    "",
)
A.regd(
    "backup/WhatsApp/Conversa do WhatsApp com Equipe <<org>> <<n>>.txt",
    """[<<dmy>> <<hms>>] <<fn>> <<ln>>: qual a senha nova do wifi dos clientes?
[<<dmy>> <<t2>>:10] <<fn2>> <<ln2>>: tá no papel colado no balcão, não vou mandar aqui no grupo
[<<dmy>> <<t2>>:30] <<fn>> <<ln>>: ok 👍
""",
    "chat that mentions the Wi-Fi password without giving it",
    "",
)
A.regd(
    "Documentos/acessos_<<org>>_<<year>>.fods",
    lambda s: fods(
        [
            ["Loja", "Sistema", "Usuário", "Senha"],
            [str(s["place"]), "Painel Speed Queen", str(s["user"]), "••••••••"],
        ],
        "Acessos",
    ),
    "the password column is masked with bullets",
    "xml",
)

# b: dry cleaner (Japan) ---------------------------------------------------------------

B.regd(
    "line-bot/config_<<org>>.php",
    """<?php
return [
    'channel_id'           => '<<mid>>',
    'channel_access_token' => getenv('LINE_CHANNEL_ACCESS_TOKEN'),
];
""",
    "the LINE channel token is read from the environment",
    "",
)
B.regd(
    "boot/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=JP

# 店舗ゲスト用（パスワードなし）
network={
    ssid="<<org>>-guest"
    key_mgmt=NONE
}
""",
    "an open network: key_mgmt=NONE and no psk",
    "",
)
B.regd(
    "mail/<<date>>_受付端末_<<n>>.eml",
    """From: <<ln>> <<fn>> <<<email>>>
To: <<email2>>
Subject: 受付端末のログイン情報
Content-Type: text/plain; charset=UTF-8

<<ln2>>さん
ID は <<user>> です。パスワードはセキュリティのため電話でお伝えします。
<<ln>>
""",
    "e-mail that says the password will be given by phone",
    "",
)

# c: pickup app hub (Nigeria) ----------------------------------------------------------

C.regd(
    "<<org>>-api/.env.example",
    """NODE_ENV=production
PORT=4000
PAYSTACK_PUBLIC_KEY=
PAYSTACK_SECRET_KEY=
REDIS_URL=redis://localhost:6379/2
""",
    "an .env.example with empty values",
    "",
)
C.regd(
    "deploy/hub-<<place>>/docker-compose.yaml",
    """services:
  api:
    image: registry.<<dom>>/washhub-api:<<n>>
    environment:
      MONGO_URI_FILE: /run/secrets/mongo_uri
    secrets: [mongo_uri]
secrets:
  mongo_uri:
    file: ./secrets/mongo_uri.txt
""",
    "the MongoDB URI comes from a Docker secret file, not inline",
)
C.regd(
    "WhatsApp Chat with Riders <<place>> <<n>>.txt",
    """<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Oga abeg send the app password
<<dmy>>, <<t2>> - <<fn>> <<ln>>: I don send am for your DM, no be for group o
""",
    "chat that mentions a password sent elsewhere, without the value",
    "",
)

# d: hotel linen (Thailand) ------------------------------------------------------------

D.regd(
    "scripts/cctv_snapshot_<<n>>.py",
    """import os

import requests
from requests.auth import HTTPDigestAuth

AUTH = HTTPDigestAuth("admin", os.environ["NVR_PASSWORD"])
r = requests.get("http://<<lan>>/ISAPI/Streaming/channels/101/picture", auth=AUTH, timeout=10)
""",
    "the NVR password is read from os.environ",
)
D.regd(
    "[LINE] แชทกับ กลุ่มโรงซัก <<place>>_<<n>>.txt",
    """<<dmy>>
<<time>>	<<fn>>	รหัสไวไฟใหม่คืออะไรคะ
<<t2>>	<<fn2>>	ถามพี่ที่ออฟฟิศนะครับ ไม่ส่งในกลุ่ม
""",
    "chat that mentions the Wi-Fi code without giving it",
    "",
)
D.regd(
    "interfaces/opera_linen_<<n>>.xml",
    """<?xml version="1.0" encoding="utf-8"?>
<LinenInterface hotel="<<place>> Beach Resort">
  <!-- credentials are entered in the service console, not stored here -->
  <Opera endpoint="https://opera.<<place>>resort.co.th/OWS_WS_51/Housekeeping.asmx">
    <User>LINEN_IFC</User>
    <Password></Password>
  </Opera>
</LinenInterface>
""",
    "an empty Password element",
)

# e: tailor (India) --------------------------------------------------------------------

E.regd(
    "home/<<fa>>/.msmtprc",
    """account        gmail
host           smtp.gmail.com
port           587
auth           on
tls            on
from           <<org>>.bills@gmail.com
user           <<org>>.bills@gmail.com
passwordeval   "pass show shop/gmail-bills"
account default : gmail
""",
    "msmtp takes the password from the pass store (passwordeval)",
    "",
)
E.regd(
    "Videos/dukaan_cctv_<<n>>.m3u",
    """#EXTM3U
#EXTINF:-1,काउंटर कैमरा
rtsp://<<lan>>:554/cam/realmonitor?channel=1&subtype=1
""",
    "an RTSP URL without userinfo (VLC prompts for the login)",
    "",
)
E.regd(
    "WhatsApp Chat with <<fa>> <<n>>.txt",
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: भैया कंप्यूटर का पासवर्ड?
<<dmy>>, <<t2>> - <<fn2>> <<ln2>>: लाल डायरी में लिखा है, गल्ले के नीचे
""",
    "chat that says where the password is written, without it",
    "",
)

# f: alterations kiosk (Korea) ---------------------------------------------------------

FF.regd(
    "kiosk<<n>>/.ssh/id_rsa.pub",
    "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC<<hx>>Kx7vQm2Lr9pT kiosk@<<place>>\n",
    "an SSH public key",
    "",
)
FF.regd(
    "kiosk/autologon_<<place>>.reg",
    """Windows Registry Editor Version 5.00

; 자동 로그인 해제
[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="0"
"DefaultPassword"=-
""",
    "the .reg file deletes DefaultPassword (=-) and turns auto-logon off",
    "",
)
FF.regd(
    "src/main/resources/application-prod.yml",
    """toss:
  secret-key: ${TOSS_SECRET_KEY}
  success-url: https://kiosk.<<dom>>/pay/success
""",
    "Spring placeholder ${TOSS_SECRET_KEY}, no value",
)

# g: cobbler (Poland) ------------------------------------------------------------------

G.regd(
    "C:/Silca/Futura/firmware_<<n>>.sha256",
    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855  futura_fw_<<n>>.bin\n",
    "a SHA-256 checksum of a firmware file",
    "",
)
G.regd(
    "C:/Subiekt/backup_<<n>>.bat",
    """@echo off
rem Kopia bazy Subiekt GT - uwierzytelnianie Windows
sqlcmd -S <<lan>>\\INSERTGT -E -Q "BACKUP DATABASE [<<org>>] TO DISK='E:\\kopie\\subiekt.bak'"
""",
    "sqlcmd -E uses Windows authentication, no password",
    "",
)
G.regd(
    "poczta/<<date>>_ksiegowa_<<n>>.eml",
    """From: <<fn>> <<ln>> <<<email>>>
To: biuro@rachunki-<<la2>>.pl
Subject: Dostęp do Subiekta

Dzień dobry, login to <<user>>, hasło podam telefonicznie.
Pozdrawiam
""",
    "e-mail that says the password will be given by phone",
    "",
)

# h: watch repair (Israel) -------------------------------------------------------------

H.regd(
    "AppData/Roaming/FileZilla/sitemanager_<<n>>.xml",
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.67.0" platform="windows">
	<Servers>
		<Server>
			<Host>ftp.<<dom>></Host>
			<Port>21</Port>
			<Logontype>0</Logontype>
			<Name>קבצים ציבוריים</Name>
		</Server>
	</Servers>
</FileZilla3>
""",
    "anonymous FileZilla site (Logontype 0), no Pass",
)
H.regd(
    "WhatsApp Chat with <<fa>> <<n>>.txt",
    """<<d>>.<<mo>>.<<year>>, <<time>> - <<fn>> <<ln>>: מה הסיסמה לאתר הספק?
<<d>>.<<mo>>.<<year>>, <<t2>> - <<fn2>> <<ln2>>: שלחתי לך בהודעה נפרדת במייל
""",
    "chat that mentions the password without giving it",
    "",
)
H.regd(
    "Payments/CardcomSettings_<<n>>.cs",
    """namespace ShaonWeb.Payments
{
    public static class CardcomSettings
    {
        public static string ApiPassword => System.Environment.GetEnvironmentVariable("CARDCOM_API_PASSWORD");
    }
}
""",
    "the Cardcom password is read from an environment variable",
    "",
)

# i: sewing-machine repair (Vietnam) ---------------------------------------------------

II.regd(
    "config/vnpay_<<n>>.properties",
    """vnp_Version=2.1.0
vnp_TmnCode=<<org>><<n>>
vnp_HashSecret=
vnp_Url=https://pay.vnpay.vn/vpcpay.html
""",
    "empty vnp_HashSecret",
    "",
)
II.regd(
    "Zalo/export_<<fa>>_<<n>>.txt",
    """<<dmy>> <<time>> <<fn>> <<ln>>: mật khẩu KiotViet là gì anh?
<<dmy>> <<t2>> <<fn2>> <<ln2>>: anh để trong sổ ở két, em tự xem nhé
""",
    "chat that says where the password is, without it",
    "",
)
II.regd(
    "MISA/<<org>>_App.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="QuanLySuaChua" connectionString="Data Source=<<lan>>\\MISASME2023;Initial Catalog=SuaMay;Integrated Security=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "Integrated Security=True, Windows authentication without a password",
)

# j: bike repair (Netherlands) ---------------------------------------------------------

J.regd(
    "homeassistant/configuration_<<n>>.yaml",
    """wifi:
  ssid: !secret winkel_wifi_ssid
  password: !secret winkel_wifi_password
""",
    "!secret references to secrets.yaml, no value",
    "",
)
J.regd(
    "webshop/config/mollie_<<n>>.php",
    """<?php
return [
    'api_key'      => getenv('MOLLIE_API_KEY'),
    'redirect_url' => 'https://<<dom>>/afspraak/bedankt',
];
""",
    "Mollie key read with getenv",
    "",
)
J.regd(
    "agenda/werkplaats_<<date>>.ics",
    """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:<<rid>>@<<dom>>
DTSTART:<<year>><<mo>><<d>>T090000Z
SUMMARY:Onderhoud e-bikes leasemaatschappij
DESCRIPTION:Inloggen op het leaseportaal (wachtwoord staat in 1Password\\, kluis Werkplaats)
END:VEVENT
END:VCALENDAR
""",
    "calendar entry that points to the password manager",
    "",
)

# k: appliance repair (Egypt) ----------------------------------------------------------

K.regd(
    "etc/odoo/odoo_<<n>>.conf",
    """[options]
db_host = False
db_port = False
db_user = odoo
db_password = False
; admin_passwd set from the environment at start-up
""",
    "db_password = False (peer authentication) and no admin_passwd",
)
K.regd(
    "reports/zyara_<<n>>.html",
    """<!DOCTYPE html>
<html lang="ar" dir="rtl"><head><meta charset="utf-8"></head>
<body><table border="1">
<tr><th>حساب التطبيق</th><td><<user>></td></tr>
<tr><th>كلمة السر</th><td class="pw">&#8226;&#8226;&#8226;&#8226;&#8226;&#8226;</td></tr>
</table></body></html>
""",
    "the password cell holds masked bullets",
    "",
)
K.regd(
    "WhatsApp Chat with فنيين <<n>>.txt",
    """<<d>>/<<mo>>/<<year>>, <<time>> - <<fn>> <<ln>>: كلمة السر بتاعة الأبلكيشن ايه؟
<<d>>/<<mo>>/<<year>>, <<t2>> - <<fn2>> <<ln2>>: هكلمك وأقولهالك، مش هكتبها هنا
""",
    "chat that mentions a password without giving it",
    "",
)

# l: upholsterer (Mexico) --------------------------------------------------------------

L.regd(
    "facturacion/csd_<<n>>.toml",
    """[csd]
cer = "/srv/sat/<<org>>.cer"
key = "/srv/sat/<<org>>.key"
password_env = "CSD_PASSWORD"
""",
    "the CSD key password is named by an environment variable",
)
L.regd(
    "home/<<fa>>/.local/share/lftp/bookmarks_<<n>>",
    """catalogo ftp://<<org>>@ftp.<<dom>>/public_html/catalogo/
fotos sftp://fotos@<<ip>>/srv/fotos/
""",
    "lftp bookmarks with user names only, no passwords",
    "",
)
L.regd(
    "WhatsApp Chat with <<fa>> <<n>>.txt",
    """<<mdy>>, <<time>> - <<fn>> <<ln>>: ¿cuál es la contraseña del portal de telas?
<<mdy>>, <<t2>> - <<fn2>> <<ln2>>: la misma de siempre, la que está en la libreta azul
""",
    "chat that mentions the password without giving it",
    "",
)

# m: bag repair (Indonesia) ------------------------------------------------------------

M.regd(
    "<<org>>-web/.env.example",
    """APP_NAME="<<shop>>"
MIDTRANS_SERVER_KEY=
MIDTRANS_IS_PRODUCTION=false
""",
    "empty Midtrans server key in an .env.example",
    "",
)
M.regd(
    "scan/buku_toko_<<date>>_<<n>>.txt",
    """BUKU CATATAN TOKO
WiFi tamu: <<org>>_tamu
sandi: tanya kasir
Kurir JNE ambil jam 4 sore
""",
    "OCR note that says to ask the cashier for the Wi-Fi password",
    "",
)
M.regd(
    "internal/payment/xendit_<<n>>.go",
    """package payment

import (
	"os"

	xendit "github.com/xendit/xendit-go/v6"
)

func NewClient() *xendit.APIClient {
	return xendit.NewClient(os.Getenv("XENDIT_SECRET_KEY"))
}
""",
    "the Xendit key is read with os.Getenv",
    "",
)

# n: ironing (Philippines) -------------------------------------------------------------

N.regd(
    "Viber/Viber_chat_<<fa>>_<<n>>.csv",
    """Date,Time,Sender,Phone,Message
<<dmy>>,<<time>>,<<fn>> <<ln>>,<<phone>>,"Ate, ano password sa GCash?"
<<dmy>>,<<t2>>,<<fn2>> <<ln2>>,<<phone2>>,"Tawagan kita, di ko i-type dito"
""",
    "chat that mentions a password without giving it",
    "",
)
N.regd(
    "Videos/plantsahan_cams_<<n>>.xspf",
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" version="1">
	<trackList>
		<track><location>rtsp://<<lan>>:554/stream1</location><title>Counter</title></track>
	</trackList>
</playlist>
""",
    "RTSP location without userinfo",
    "xml",
)
N.regd(
    "exports/suki_accounts_<<mo>>_<<n>>.csv",
    """customer,barangay,suki_since,portal_login,portal_password,notes
<<fn2>> <<ln2>>,<<place>>,<<year>>,<<user>>,,reset link sent
""",
    "the password column is empty",
    "",
)

# o: uniforms (Kenya) ------------------------------------------------------------------

O.regd(
    "<<org>>-mpesa/.env.example",
    """MPESA_ENV=sandbox
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
""",
    "empty Daraja values in an .env.example",
    "",
)
O.regd(
    "WhatsApp Chat with <<fa>> <<n>>.txt",
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Nenosiri la portal ni gani?
<<dmy>>, <<t2>> - <<fn2>> <<ln2>>: Nimekutumia kwa SMS, angalia simu
""",
    "chat that says the password was sent by SMS, without it",
    "",
)
O.regd(
    "app/Mpesa/Stk_<<n>>.php",
    """<?php
$BusinessShortCode = getenv('MPESA_SHORTCODE');
$Passkey = getenv('MPESA_PASSKEY');
$Password = base64_encode($BusinessShortCode . $Passkey . date('YmdHis'));
""",
    "the STK passkey is read with getenv",
    "",
)

# p: carpet cleaning (New Zealand) -----------------------------------------------------

P.regd(
    "<<org>>_html/wp-config.php",
    """<?php
define( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );
define( 'DB_USER', getenv('WORDPRESS_DB_USER') );
define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
""",
    "WordPress DB password from getenv",
    "",
)
P.regd(
    "data/data/nz.<<org>>.jobs/shared_prefs/login_<<n>>.xml",
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="van">VAN<<n>></string>
    <boolean name="remember_me" value="false" />
    <boolean name="logged_out" value="true" />
</map>
""",
    "shared preferences after logout: no username or password",
)
P.regd(
    "signal-export/<<fa>>_<<n>>.md",
    """[<<date>> <<hms>>] <<fn>>: what's the password for the truck-mount app?
[<<date>> <<t2>>:20] <<fn2>>: it's on the whiteboard in van 2, not sending it here bro
""",
    "chat that mentions the password without giving it",
    "",
)
