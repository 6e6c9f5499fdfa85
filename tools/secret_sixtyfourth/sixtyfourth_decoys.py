# ruff: noqa: E501
"""Decoys of the sixty-fourth corpus: files like the planted ones that hold no real credential,
three per family, each with its ``why``."""

from __future__ import annotations

from sixtyfourth_formats_a import F as A
from sixtyfourth_formats_b import F as B
from sixtyfourth_formats_c import F as C
from sixtyfourth_formats_d import F as D
from sixtyfourth_formats_e import F as E
from sixtyfourth_formats_f import F as FF
from sixtyfourth_formats_g import F as G
from sixtyfourth_formats_h import F as H
from sixtyfourth_formats_i import F as II
from sixtyfourth_formats_j import F as J
from sixtyfourth_formats_k import F as K
from sixtyfourth_formats_l import F as L
from sixtyfourth_formats_m import F as M
from sixtyfourth_formats_n import F as N
from sixtyfourth_formats_o import F as O
from sixtyfourth_formats_p import F as P
from sixtyfourth_spec import regd

DECOYS = (
    # a: sari-sari store ------------------------------------------------------
    (
        A,
        "tindahan-order-page/.env.example",
        """# kopyahin bilang .env at ilagay ang totoong keys (hihingin kay Ate)
APP_URL=https://order.<<dom>>
PAYMONGO_PUBLIC_KEY=pk_live_<<hex8>><<hex8>>
PAYMONGO_SECRET_KEY=
NOTIFY_NUMBER=<<mob>>
""",
        "an .env template: the secret key is empty and the only key given is the PayMongo public (publishable) key, which is meant to sit in the browser",
        "",
    ),
    (
        A,
        "Messenger/export/pamilya_tindahan_<<d>>.txt",
        """[<<dsl>>, <<t>>] <<first2>>: Ate, ano password ng wifi sa tindahan?
[<<dsl>>, <<t>>] <<first>> <<last>>: nakadikit sa likod ng ref, tingnan mo na lang pagdating mo
[<<dsl>>, <<t2>>] <<first2>>: sige po
""",
        "a chat that asks for the Wi-Fi password and answers with where the note is, never the value",
        "",
    ),
    (
        A,
        "Desktop/CCTV - wag burahin.txt",
        """CCTV sa tindahan (4 camera)
DVR: Hikvision DS-7104HGHI
IP sa loob: http://<<lan>>
admin password: nasa notebook ni Ate (hindi isusulat dito)
""",
        "CCTV notes that say where the admin password is kept instead of giving it",
        "",
    ),
    # b: bakery ---------------------------------------------------------------
    (
        B,
        "C:/Fiskal/fiskal_<<org>>.ini",
        """; konfiguracija fiskalnog uređaja
[Uredjaj]
Tip=HCP FP-550
Port=COM3

[Sinhronizacija]
Server=https://kasa.<<dom>>/api
Korisnik=pekara<<n>>
; lozinka se unosi pri pokretanju programa, ne čuva se ovdje
Lozinka=
""",
        "the sync password key is empty; a comment says it is typed in at start-up",
        None,
    ),
    (
        B,
        "Arduino/komora_fermentacija/komora_fermentacija.ino",
        """#include <WiFi.h>
#include "secrets.h"  // WIFI_SSID i WIFI_PASS, nije u ovom folderu

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
}

void loop() {}
""",
        "the sketch reads the Wi-Fi password from macros in a separate secrets.h that is not part of the file",
        "",
    ),
    (
        B,
        "Viber/Pekara smjena/poruke_<<d>>.txt",
        """[<<dmy>> <<t>>] <<first2>>: Kasa traži lozinku, koja je?
[<<dmy>> <<t>>] <<first>> <<last>>: Reći ću ti kad dođem u 6, ne pišem je ovdje
""",
        "a chat that refuses to write the till password down",
        "",
    ),
    # c: warung ---------------------------------------------------------------
    (
        C,
        "ospos-<<org>>/docker-compose.yml",
        """services:
  ospos:
    image: jekkos/opensourcepos:latest
    environment:
      - MYSQL_HOST_NAME=mysql
      - MYSQL_PASSWORD_FILE=/run/secrets/db_password
    secrets: [db_password]
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
        "Compose reads the database password from a Docker secret file; no value is in the file",
        None,
    ),
    (
        C,
        "htdocs/toko/application/config/midtrans.php",
        """<?php
defined('BASEPATH') OR exit('No direct script access allowed');
$config['midtrans_is_production'] = TRUE;
$config['midtrans_server_key'] = getenv('MIDTRANS_SERVER_KEY');
$config['midtrans_client_key'] = getenv('MIDTRANS_CLIENT_KEY');
""",
        "the Midtrans keys come from environment variables; only their names appear",
        "",
    ),
    (
        C,
        "WhatsApp/Chat WhatsApp dengan <<first2>>.txt",
        """<<dd>>/<<mo>>/<<y>> <<t>> - <<first2>>: Mas, NMID QRIS warung berapa? Mau dicetak ulang stikernya
<<dd>>/<<mo>>/<<y>> <<t>> - <<first>> <<last>>: ID10<<num>><<num>><<num>>, nama merchant WARUNG <<orgt>>
""",
        "a QRIS NMID is the public merchant identifier printed on the QR sticker, not a secret",
        "",
    ),
    # d: abarrotes -------------------------------------------------------------
    (
        D,
        "Documentos/facturas/F<<num>>.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Serie="A" Folio="<<num>>" Fecha="<<ts>>" NoCertificado="00001000000<<num>><<num>>" Sello="<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>" SubTotal="250.00" Total="290.00" Moneda="MXN" TipoDeComprobante="I" Exportacion="01" LugarExpedicion="72000">
  <cfdi:Emisor Rfc="XAXX010101000" Nombre="ABARROTES <<orgt>>" RegimenFiscal="626"/>
</cfdi:Comprobante>
""",
        "an invoice: the certificate number and the digital stamp (Sello) are public parts of every CFDI, not the CSD key or its password",
        None,
    ),
    (
        D,
        "C:/RecargasTienda/config.ini",
        """[Cuenta]
Distribuidor=https://ws.recargas-<<org>>.com.mx/v3
Usuario=<<mob>>
Password=********
Saldo_Minimo=300
""",
        "the password is shown masked with asterisks, as the program exports it",
        None,
    ),
    (
        D,
        "C:/Facturacion/convertir_csd.bat",
        """@echo off
rem pide la contraseña de la llave del SAT al correr (no guardarla aquí)
cd C:\\Facturacion\\CSD
openssl pkcs8 -inform DER -in CSD_<<orgt>>.key -out llave.key.pem
pause
""",
        "openssl asks for the key password interactively; no -passin value is given",
        "",
    ),
    # e: soko ------------------------------------------------------------------
    (
        E,
        "Download/SMS_export_<<d>>.csv",
        """"Date","Type","Number","Name","Message"
"<<d>> <<t>>","Received","MPESA","","QK<<serial>> Confirmed. Ksh450.00 received from <<first2>> <<mob2>> on <<dsl>> at <<t>>. New Till balance is Ksh3,120.00."
""",
        "an M-Pesa confirmation: the transaction code and till balance are receipts, not credentials",
        "",
    ),
    (
        E,
        "stk-push/.env.example",
        """MPESA_ENV=production
MPESA_SHORTCODE=<<num>><<n>>
MPESA_CONSUMER_KEY=your_consumer_key
MPESA_CONSUMER_SECRET=your_consumer_secret
MPESA_PASSKEY=your_passkey
""",
        "an .env template whose values are placeholders (your_...)",
        "",
    ),
    (
        E,
        "Documents/maelekezo_msaidizi_mpya.txt",
        """MAELEKEZO KWA MSAIDIZI MPYA
1. Fungua duka saa 12:30 asubuhi.
2. WiFi ya duka: <<orgt>>_Safaricom - nenosiri muulize <<first>> (halijaandikwa hapa).
""",
        "handover notes that say to ask for the Wi-Fi password; none is written",
        "",
    ),
    # f: trafika ---------------------------------------------------------------
    (
        FF,
        "eKasa/config/ekasa-klient.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<ekasaKlient verzia="2.<<n>>">
  <pokladnica kod="88820<<num>><<num>>" nazov="Trafika <<orgt>>"/>
  <!-- heslo k identite sa zadáva pri spustení -->
  <identita subor="C:\\eKasa\\identita.xml" heslo=""/>
</ekasaKlient>
""",
        "the identity password attribute is empty; a comment says it is typed in at start-up",
        None,
    ),
    (
        FF,
        "Kalendar/zmeny_<<mo>>_<<y>>.ics",
        """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<mo>><<dd>>T053000
DTEND:<<y>><<mo>><<dd>>T130000
SUMMARY:Ranná zmena - <<first2>>
DESCRIPTION:Heslo do pokladne ti poviem osobne.
UID:<<uuid>>
END:VEVENT
END:VCALENDAR
""",
        "a calendar entry that promises the till password in person and holds none",
        "",
    ),
    (
        FF,
        "C:/Skripty/kamera_snimky.ps1",
        """$ip = '<<lan>>'
$cred = Get-Credential -UserName 'admin' -Message 'Heslo ku kamere'
Invoke-WebRequest -Uri "http://$ip/cgi-bin/snapshot.cgi?channel=1" -Credential $cred -OutFile "D:\\Kamera\\pult.jpg"
""",
        "PowerShell prompts for the camera password with Get-Credential; nothing is stored",
        "",
    ),
    # g: optika ----------------------------------------------------------------
    (
        G,
        "C:/Program Files/OptikaPro/OptikaPro.exe.config",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="OptikaDb" connectionString="Data Source=<<lan>>\\SQLEXPRESS;Initial Catalog=Optika;Integrated Security=SSPI" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
        "the connection string uses Windows authentication (Integrated Security=SSPI), with no password",
        "xml",
    ),
    (
        G,
        "Pastas/Gauti/b2b_prieiga_<<n>>.eml",
        """From: Lęšių užsakymai <b2b@lesiai-<<org>>.lt>
To: <<mail>>
Subject: Prieiga prie lęšių užsakymų portalo
Content-Type: text/plain; charset=UTF-8

Laba diena,
prisijungimo vardas: <<uname>>
Slaptažodį atsiųsime atskira SMS žinute numeriu <<mob>>.
""",
        "the e-mail says the password comes by a separate SMS; only the user name is given",
        "",
    ),
    (
        G,
        "sms-priminimai/config.yml",
        """gateway:
  url: https://sms.<<dom>>/api/send
  sender: "<<orgt>>"
  api_key: "${SMS_API_KEY}"
""",
        "the API key is a ${SMS_API_KEY} reference filled in from the environment",
        None,
    ),
    # h: zhelezarija -----------------------------------------------------------
    (
        H,
        "home/<<fa>>/.ssh/id_rsa.pub",
        "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>> <<fa>>@zelezarija\n",
        "an SSH public key, which is meant to be shared",
        "",
    ),
    (
        H,
        "webshop/.env.example",
        """APP_NAME="Железарија"
APP_ENV=production
DB_CONNECTION=mysql
DB_DATABASE=webshop
DB_USERNAME=webshop
DB_PASSWORD=
MAIL_PASSWORD=
""",
        "the Laravel template leaves DB_PASSWORD and MAIL_PASSWORD empty",
        "",
    ),
    (
        H,
        "C:/ColorTint/firmware/SHA256SUMS",
        """<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>  dispenser_fw_3.<<n>>.bin
<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>  colortint_setup_<<y>>.exe
""",
        "SHA-256 checksums of firmware and installer files, not secrets",
        "",
    ),
    # i: llibreria -------------------------------------------------------------
    (
        II,
        "public_html/wp-config.php",
        """<?php
define( 'DB_NAME', 'botiga' );
define( 'DB_USER', 'botiga_wp' );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
require_once ABSPATH . 'wp-settings.php';
""",
        "the WordPress database password is read from an environment variable",
        "",
    ),
    (
        II,
        "botiga/config/redsys.php",
        """<?php
return [
    'entorn' => 'real',
    'codi_comerc' => '<<num>><<num>><<n>>',
    'terminal' => '001',
    'clau_sha256' => getenv('REDSYS_CLAU'),
];
""",
        "the Redsys signing key comes from the REDSYS_CLAU environment variable; the merchant code is public",
        "",
    ),
    (
        II,
        "Documents/accessos_botiga.html",
        """<!DOCTYPE html>
<html lang="ca"><head><meta charset="utf-8"><title>Accessos</title></head>
<body><table border="1">
<tr><td>Usuari</td><td><<uname>></td></tr>
<tr><td>Contrasenya</td><td>••••••••••</td></tr>
</table></body></html>
""",
        "the password cell is masked with bullets",
        "",
    ),
    # j: flodau ----------------------------------------------------------------
    (
        J,
        "siop-ar-lein/.env",
        """SHOPIFY_STORE=<<org>>.myshopify.com
SHOPIFY_ADMIN_TOKEN=
SQUARE_APPLICATION_ID=sq0idp-<<hex8>><<hex8>>
DELIVERY_POSTCODES=SA43,SA42,SA38
""",
        "the admin token is empty; the Square application ID is a public identifier",
        "",
    ),
    (
        J,
        "Documents/Nodiadau i <<first2>>.txt",
        """NODIADAU I'R CYNORTHWYYDD NEWYDD
- Til: mewngofnodi fel "siop", gofynnwch i <<first>> am y cyfrinair.
- Fan: allweddi ar y bachyn.
""",
        "handover notes that say to ask for the till password (cyfrinair); none is written",
        "",
    ),
    (
        J,
        "homeassistant/configuration.yaml",
        """wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
sensor:
  - platform: template
    sensors:
      ystafell_oer: {value_template: "{{ states('sensor.cold_room_temp') }}"}
""",
        "Home Assistant configuration that refers to secrets.yaml with !secret; the values are not here",
        "",
    ),
    # k: gravatun --------------------------------------------------------------
    (
        K,
        "home/<<fa>>/.pg_service.conf",
        """# password in ~/.pgpass (chmod 600), not here
[lombard]
host=<<lan>>
port=5432
dbname=lombard
user=kassa
""",
        "a PostgreSQL service file without a password line; the comment points at .pgpass",
        "ini",
    ),
    (
        K,
        "C:/1C/lombard_start.bat",
        """@echo off
"C:\\Program Files\\1cv8\\8.3.24.1548\\bin\\1cv8.exe" ENTERPRISE /S"<<lan>>\\lombard" /WA+ /DisableStartupMessages
""",
        "1C starts with Windows authentication (/WA+), so no /P password is given",
        "",
    ),
    (
        K,
        "Documents/telegram_grasenyak_<<n>>.txt",
        """<<first2>>, [<<dmy>> <<t>>]
գաղտնաբառը ո՞րն է

<<first>> <<last>>, [<<dmy>> <<t>>]
հեռախոսով կասեմ, այստեղ չեմ գրի
""",
        "a chat that promises the password by phone and does not write it",
        "",
    ),
    # l: suadienthoai ----------------------------------------------------------
    (
        L,
        "WebTiem/appsettings.json",
        """{
  "VnPay": {
    "TmnCode": "<<serial>>",
    "HashSecret": "",
    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html"
  },
  "AllowedHosts": "*"
}
""",
        "the VNPay hash secret is empty (kept in user-secrets); the terminal code is an identifier",
        None,
    ),
    (
        L,
        "Pictures/Lens/wifi_tiem_<<n>>.txt",
        """SỬA ĐIỆN THOẠI - LINH KIỆN <<orgt>>
WIFI: <<orgt>>_5G
PASS: hỏi nhân viên
""",
        "a Wi-Fi sign that says to ask the staff for the password",
        "",
    ),
    (
        L,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.1" platform="windows">
  <Servers>
    <Server>
      <Host>ftp.<<dom>></Host>
      <Port>21</Port>
      <User><<org>>_web</User>
      <Logontype>3</Logontype>
      <Name>Website tiệm</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
        "FileZilla set to ask for the password (Logontype 3), so no Pass element is stored",
        None,
    ),
    # m: xawilaad --------------------------------------------------------------
    (
        M,
        "Documents/router_backup_<<d>>.rsc",
        """# RouterOS 7.14.3
/interface wireless security-profiles
add authentication-types="" mode=none name=macaamiil
/interface wireless
set [ find default-name=wlan1 ] mode=ap-bridge security-profile=macaamiil ssid=<<orgt>>_Macaamiil
""",
        "an open customer Wi-Fi (mode=none): the security profile holds no key",
        "",
    ),
    (
        M,
        "Documents/akoonada_<<y>>.csv",
        """Adeegga,Isticmaale,Furaha sirta,Telefoon
EVC Plus merchant portal,<<uname>>,********,<<mob>>
""",
        "the password column is masked with asterisks",
        "",
    ),
    (
        M,
        "public_html/waafi/config.php",
        """<?php
return [
    'endpoint' => 'https://api.waafipay.net/asm',
    'merchantUid' => 'M<<num>><<n>>',
    'apiKey' => getenv('WAAFI_API_KEY'),
];
""",
        "the WaafiPay API key is read from the environment; the merchant UID is an identifier",
        "",
    ),
    # n: kasuwa ----------------------------------------------------------------
    (
        N,
        "deploy/k8s/external-secret.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: kantin-db
spec:
  secretStoreRef: {name: vault, kind: ClusterSecretStore}
  target: {name: kantin-db}
  data:
    - secretKey: DB_PASSWORD
      remoteRef: {key: shop/<<org>>/db, property: password}
""",
        "an ExternalSecret that points at a vault path; the value is fetched at deploy time",
        None,
    ),
    (
        N,
        "orders-portal/.env.example",
        """APP_NAME="<<orgt>> Wholesale"
PAYSTACK_PUBLIC_KEY=pk_test_xxxxxxxxxxxxxxxxxxxxxxxx
PAYSTACK_SECRET_KEY=sk_test_xxxxxxxxxxxxxxxxxxxxxxxx
""",
        "a template with x-filled placeholder Paystack test keys",
        "",
    ),
    (
        N,
        "WhatsApp/WhatsApp Chat with <<first2>>.txt",
        """<<dsl>>, <<t>> - <<first2>>: Alhaji, menene kalmar sirri ta Jumia?
<<dsl>>, <<t>> - <<first>> <<last>>: Ka tambayi <<first2>> a shago, ba zan rubuta a nan ba
""",
        "a chat that declines to write the password (kalmar sirri)",
        "",
    ),
    # o: yanacaq ---------------------------------------------------------------
    (
        O,
        "Videos/kameralar.m3u",
        """#EXTM3U
#EXTINF:-1,Avtoyuma giriş
rtsp://<<lan>>:554/Streaming/Channels/101
#EXTINF:-1,Kolonkalar
rtsp://<<lan>>:554/Streaming/Channels/201
""",
        "RTSP addresses without user information; VLC asks for the login when it opens them",
        "",
    ),
    (
        O,
        "C:/FuelController/controller.ini",
        """[Hesabat]
FTP_Host=ftp.<<dom>>
FTP_User=azs<<n>>
FTP_Pass=
FTP_KeyFile=C:\\FuelController\\keys\\upload.ppk
""",
        "the FTP password is empty; uploads use a key file whose content is elsewhere",
        None,
    ),
    (
        O,
        "Documents/cekler/cek_<<num>>.txt",
        """AYDM <<orgt>> - <<city>>
VÖEN: 1<<num>><<num>>1
NKA: <<serial>>
Fiskal ID: <<hex8>><<hex8>>
AI-92  35.00 L  x 1.00  = 35.00 AZN
Çek № <<num>>  <<dmy>> <<t>>
""",
        "a fuel receipt: the tax number, register serial and fiscal ID are public receipt data",
        "",
    ),
    # p: pyunuijeom ------------------------------------------------------------
    (
        P,
        "pickup-order/.env.example",
        """NEXT_PUBLIC_TOSS_CLIENT_KEY=
TOSS_SECRET_KEY=
STORE_NAME="<<orgt>> 해운대점"
""",
        "a template with the Toss keys left empty",
        "",
    ),
    (
        P,
        "KakaoTalk/KakaoTalk_<<y>><<mo>><<dd>>_<<num>>.txt",
        """<<first2>> 님과 카카오톡 대화
<<y>>년 <<mo>>월 <<dd>>일 오후 10:41, <<first2>> : 점장님 포스 비밀번호가 뭐예요?
<<y>>년 <<mo>>월 <<dd>>일 오후 10:43, <<last>><<first>> : 비번은 내일 직접 알려줄게
""",
        "a KakaoTalk chat that asks for the POS password (비밀번호) and does not get it",
        "",
    ),
    (
        P,
        "alimtalk/config.yml",
        """kakao:
  rest_api_key: "${KAKAO_REST_API_KEY}"
  template_code: "PICKUP_READY_01"
store:
  name: "<<orgt>>"
""",
        "the Kakao REST API key is an environment-variable reference",
        None,
    ),
)

for _fam, _path, _template, _why, _syntax in DECOYS:
    regd(_fam, _path, _template, _why, _syntax)
