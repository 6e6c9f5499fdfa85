# ruff: noqa: E501
"""Decoys of the seventy-eighth corpus: files shaped like the formats that hold no live
credential (references to the environment or a secret store, empty values, public keys,
checksums, masked values, chat that mentions a password without giving one, authentication
without a password). Three per family."""

from __future__ import annotations

from seventyeighth_formats_a import FAM as A
from seventyeighth_formats_b import FAM as B
from seventyeighth_formats_c import FAM as C
from seventyeighth_formats_d import FAM as D
from seventyeighth_formats_e import FAM as E
from seventyeighth_formats_f import FAM as F
from seventyeighth_formats_g import FAM as G
from seventyeighth_formats_h import FAM as H
from seventyeighth_formats_i import FAM as I
from seventyeighth_formats_j import FAM as J
from seventyeighth_formats_k import FAM as K
from seventyeighth_formats_l import FAM as L
from seventyeighth_formats_m import FAM as M
from seventyeighth_formats_n import FAM as N
from seventyeighth_formats_o import FAM as O
from seventyeighth_formats_p import FAM as P
from seventyeighth_spec import hexs

DECOYS = (
    # a: Polish town hall IT desk
    (
        A,
        "<<slug>>/home/<<login>>/.pg_service.conf",
        """# usługi PostGIS – hasło w ~/.pgpass (nie tutaj)
[mpzp_<<slug>>]
host=<<host>>
port=5432
dbname=gis_mpzp
user=qgis_<<la>>
sslmode=require
""",
        "pg_service.conf without a password: libpq reads it from .pgpass",
        "ini",
    ),
    (
        A,
        "<<slug>>/srv/ezd-rp/.env",
        """COMPOSE_PROJECT_NAME=ezd_<<slug>>
POSTGRES_HOST=<<ip>>
POSTGRES_USER=ezd_app
POSTGRES_PASSWORD_FILE=/run/secrets/ezd_db_password
""",
        "the database password is read from a Docker secret file",
        "",
    ),
    (
        A,
        "<<slug>>/Pulpit/messenger_<<fa>>.txt",
        """<<first2>> <<time>>
<<first>>, podasz hasło do wifi dla interesantów?

<<first>> <<time>>
jest na kartce przy okienku nr 1, nie piszę haseł na messengerze 🙂
""",
        "chat that mentions a password without giving one",
        "",
    ),
    # b: Georgian library
    (
        B,
        "<<slug>>/etc/koha/sites/<<slug>>/koha-conf.xml",
        """<yazgfs>
<config>
 <db_scheme>mysql</db_scheme>
 <database>koha_<<slug>></database>
 <hostname>localhost</hostname>
 <user>koha_<<slug>></user>
 <pass>__DB_PASS__</pass>
</config>
</yazgfs>
""",
        "the koha-conf.xml template before koha-create fills in the password (a __DB_PASS__ marker)",
        "xml",
    ),
    (
        B,
        "<<slug>>/scripts/overdue_sms.py",
        """import os

KOHA = "https://<<slug>>-intra.<<dom>>"
CLIENT_ID = os.environ["KOHA_CLIENT_ID"]
CLIENT_SECRET = os.environ["KOHA_CLIENT_SECRET"]
""",
        "Koha OAuth client id and secret read from the environment",
        "py",
    ),
    (
        B,
        "<<slug>>/Viber/ბიბლიოთეკა_<<ymd_compact>>.txt",
        """[<<dmy>> <<time>>] <<first2>>: კოჰას პაროლი დამავიწყდა 😔
[<<dmy>> <<time>>] <<first>>: „დაგავიწყდათ პაროლი?“ ღილაკს დააჭირე, მეილზე მოგივა ბმული
""",
        "Georgian chat about a forgotten password with no password in it",
        "",
    ),
    # c: Kenyan water committee
    (
        C,
        "<<slug>>/var/www/malipo/.env",
        """MPESA_ENV=production
MPESA_SHORTCODE=<<num>>123
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
""",
        "M-Pesa .env with every credential left empty",
        "",
    ),
    (
        C,
        "<<slug>>/home/pi/.node-red/flows_cred.json",
        """{"$": "<<enc>>"}
""",
        "Node-RED flows_cred.json encrypted with credentialSecret (ciphertext only, the key is elsewhere)",
        "json",
    ),
    (
        C,
        "<<slug>>/WhatsApp/WhatsApp Chat with Kamati ya Maji.txt",
        """<<dmy_slash>>, <<time>> - <<first2>>: Nenosiri ya kiosk imebadilishwa?
<<dmy_slash>>, <<time>> - <<first>>: Ndiyo, nitakupigia simu nikupe. Haitumwi WhatsApp
""",
        "Swahili chat that mentions a password without giving it",
        "",
    ),
    # d: Croatian fire brigade
    (
        D,
        "<<slug>>/Desktop/kamere_spremiste.m3u",
        """#EXTM3U
#EXTINF:-1,Spremište vozila – ulaz
rtsp://<<ip>>:554/Streaming/Channels/102
""",
        "RTSP URL without userinfo (the VLC client prompts)",
        "",
    ),
    (
        D,
        "<<slug>>/public_html/wp-config.php",
        """<?php
define( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );
define( 'DB_USER', getenv('WORDPRESS_DB_USER') );
define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
""",
        "wp-config.php that reads the database password from the environment",
        "",
    ),
    (
        D,
        "<<slug>>/Zapisnici/zapisnik_<<ymd_compact>>.txt",
        """ZAPISNIK sa sjednice UO <<org>>, <<dmy>>.
Točka 2: Lozinke za Vatronet mijenjaju se svakih 90 dana; nove lozinke zapovjednik dijeli osobno, ne upisuju se u zapisnik.
""",
        "minutes that talk about passwords without containing one",
        "",
    ),
    # e: Vietnamese school office
    (
        E,
        "<<slug>>/DongBoCSDL/config.json",
        """{
  "apiUrl": "https://csdl.moet.gov.vn/api",
  "tenDangNhap": "<<slug>>.<<fa>>",
  "matKhau": "",
  "ghiChu": "Mật khẩu nhập khi đồng bộ, không lưu"
}
""",
        "sync config with an empty password (typed at each sync)",
        "json",
    ),
    (
        E,
        "<<slug>>/src/main/resources/vnpay.properties",
        """vnp_TmnCode=<<slug>>
vnp_HashSecret=${VNPAY_HASH_SECRET}
vnp_Url=https://pay.vnpay.vn/vpcpay.html
""",
        "VNPAY hash secret referenced from an environment placeholder",
        "",
    ),
    (
        E,
        "<<slug>>/Downloads/DanhSachTaiKhoan_GV.csv",
        """STT,Họ tên,Tài khoản,Mật khẩu
1,<<last>> <<first>>,<<login>>,********
2,<<first2>>,<<fa2>>.gv,********
""",
        "teacher account list with the password column masked",
        "",
    ),
    # f: Brazilian bus depot
    (
        F,
        "<<slug>>/recarga-pix/src/efi.js",
        """const options = {
  sandbox: false,
  client_id: process.env.EFI_CLIENT_ID,
  client_secret: process.env.EFI_CLIENT_SECRET,
  certificate: process.env.EFI_CERT_PATH,
};
module.exports = options;
""",
        "Efí Pix credentials read from process.env",
        "",
    ),
    (
        F,
        "<<slug>>/opt/traccar/conf/traccar.xml",
        """<?xml version='1.0' encoding='UTF-8'?>
<properties>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
        "Traccar on the embedded H2 database with the default empty password",
        "xml",
    ),
    (
        F,
        "<<slug>>/downloads/sha256sums_validador.txt",
        """<<h1>>  validador-firmware-4.2.1.bin
<<h2>>  validador-config-tool.exe
""",
        "SHA-256 checksums of validator firmware",
        "",
    ),
    # g: Egyptian civil registry
    (
        G,
        "<<slug>>/QueueKiosk/appsettings.json",
        """{
  "ConnectionStrings": {
    "Queue": "Server=<<ip>>;Database=Tabour;Integrated Security=True;TrustServerCertificate=True"
  },
  "Kiosk": { "Branch": "<<slug>>" }
}
""",
        "SQL Server connection with Windows integrated security, no password",
        "json",
    ),
    (
        G,
        "<<slug>>/network/fortigate_<<slug>>.conf",
        """config vpn ipsec phase1-interface
    edit "to-HQ"
        set authmethod signature
        set certificate "branch-<<slug>>"
        set remote-gw <<pubip>>
    next
end
""",
        "IPsec phase 1 authenticated by certificate, no pre-shared key",
        "",
    ),
    (
        G,
        "<<slug>>/Desktop/رسائل_تليجرام.txt",
        """<<first2>>, [<<dmy>> <<time>>]
كلمة السر بتاعة المنظومة اتغيرت؟

<<first>>, [<<dmy>> <<time>>]
أيوه، هتوصلك في ورقة مختومة من الإدارة
""",
        "Arabic chat mentioning a changed password without giving it",
        "",
    ),
    # h: Nigerian market authority
    (
        H,
        "<<slug>>/levy-portal/.env",
        """APP_URL=https://levy.<<dom>>
PAYSTACK_PUBLIC_KEY=pk_live_<<h40>>
PAYSTACK_SECRET_KEY=
""",
        "Paystack public key only (publishable, meant for the browser); secret left empty",
        "",
    ),
    (
        H,
        "<<slug>>/k8s/levy-api/secret.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: levy-api-db
spec:
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: levy-api-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: levy/db
        property: password
""",
        "ExternalSecret pointing at a vault path, no value",
        "yaml",
    ),
    (
        H,
        "<<slug>>/ussd/app.py",
        """import os

import africastalking

africastalking.initialize(os.environ["AT_USERNAME"], os.environ["AT_API_KEY"])
""",
        "Africa's Talking credentials read from the environment",
        "py",
    ),
    # i: Greek parks and cemeteries
    (
        I,
        "<<slug>>/homeassistant/configuration.yaml",
        """hydrawise:
  access_token: !secret hydrawise_token
""",
        "Home Assistant !secret reference to secrets.yaml",
        "noparse",
    ),
    (
        I,
        "<<slug>>/GIS/koimitiria_<<year>>.qgs",
        """<qgis projectname="Κοιμητήρια" version="3.34.6-Prizren">
  <projectlayers>
    <maplayer type="vector">
      <datasource>dbname='gis_dimos' host=<<ip>> port=5432 authcfg=k8x2p1q sslmode=disable table="koimitiria"."tafoi" (geom)</datasource>
    </maplayer>
  </projectlayers>
</qgis>
""",
        "QGIS datasource using an authcfg id (the password sits in the encrypted QGIS auth database)",
        "xml",
    ),
    (
        I,
        "<<slug>>/Viber/Πράσινο_<<ymd_compact>>.txt",
        """[<<dmy>> <<time>>] <<first2>>: Ποιος έχει τον κωδικό για το Wi-Fi του αναψυκτηρίου;
[<<dmy>> <<time>>] <<first>>: Είναι γραμμένος στο ρούτερ από πίσω, πέρνα να τον δεις
""",
        "Greek chat about a Wi-Fi password without giving it",
        "",
    ),
    # j: Turkish tax office
    (
        J,
        "<<slug>>/config/application.yml",
        """spring:
  datasource:
    url: jdbc:postgresql://<<ip>>:5432/ebelediye
    username: ${DB_USER}
    password: ${DB_PASSWORD}
""",
        "Spring datasource with placeholders resolved from the environment",
        "yaml",
    ),
    (
        J,
        "<<slug>>/Netcad/NetcadGIS/baglanti.ini",
        """[Baglanti]
Sunucu=<<ip>>
Veritabani=kent_bilgi_sistemi
WindowsKimlikDogrulama=1
Kullanici=
Sifre=
""",
        "Netcad connection using Windows authentication, empty user and password",
        "ini",
    ),
    (
        J,
        "<<slug>>/e-belediye/odeme/iyzico_ayar.php",
        """<?php
$options = new \\Iyzipay\\Options();
$options->setApiKey(getenv('IYZICO_API_KEY'));
$options->setSecretKey(getenv('IYZICO_SECRET_KEY'));
$options->setBaseUrl('https://api.iyzipay.com');
""",
        "iyzico keys read with getenv",
        "",
    ),
    # k: Nepali health post
    (
        K,
        "<<slug>>/odk/settings/collect_settings.json",
        """{
  "general": {"server_url": "https://odk.<<dom>>/v1/key/projects/3", "username": "", "password": ""},
  "admin": {"admin_pw": ""}
}
""",
        "ODK Collect settings with empty username and password (entered on the phone)",
        "json",
    ),
    (
        K,
        "<<slug>>/opt/dhis2/dhis.conf",
        """connection.dialect = org.hibernate.dialect.PostgreSQLDialect
connection.url = jdbc:postgresql://<<ip>>:5432/dhis2_palika
connection.username = dhis
connection.password = ${DHIS2_DB_PASSWORD}
""",
        "dhis.conf with the password as an environment placeholder",
        "",
    ),
    (
        K,
        "<<slug>>/Documents/हस्तान्तरण_<<ymd_compact>>.md",
        """# हस्तान्तरण टिप्पणी

- HMIS युजर: <<login>>
- पासवर्ड: पालिकाको IT शाखाबाट नयाँ लिनुहोस् (पुरानो बन्द गरिएको)
""",
        "Nepali handover note that says to get a new password, none given",
        "",
    ),
    # l: Philippine community radio
    (
        L,
        "<<slug>>/etc/icecast2/icecast.xml",
        """<icecast>
    <authentication>
        <source-password></source-password>
        <admin-user>admin</admin-user>
        <admin-password></admin-password>
    </authentication>
</icecast>
""",
        "icecast.xml with empty passwords (set by the container entrypoint from the environment)",
        "xml",
    ),
    (
        L,
        "<<slug>>/AppData/Roaming/obs-studio/basic/profiles/Radyo/service.json",
        """{
    "settings": {"server": "rtmps://live-api-s.facebook.com:443/rtmp/", "service": "Facebook Live", "key": "", "use_auth": false},
    "type": "rtmp_common"
}
""",
        "OBS service.json with no stream key (connected account)",
        "json",
    ),
    (
        L,
        "<<slug>>/Documents/messenger_<<fa>>.txt",
        """<<first2>>
Kuya ano password ng booth laptop?

<<first>>
nasa notebook sa drawer, tanong mo kay Ma'am <<first2>>
""",
        "Taglish chat that points to a notebook, no password",
        "",
    ),
    # m: Korean youth centre
    (
        M,
        "<<slug>>/home/<<login>>/.docker/config.json",
        """{
	"auths": {"registry.gitlab.com": {}},
	"credsStore": "pass"
}
""",
        "Docker config delegating to a credential store, no auth",
        "json",
    ),
    (
        M,
        "<<slug>>/scripts/notice_kakao.py",
        """import os

REST_API_KEY = os.environ["KAKAO_REST_API_KEY"]
""",
        "Kakao key read from the environment",
        "py",
    ),
    (
        M,
        "<<slug>>/Downloads/KakaoTalkChats_수련관직원.txt",
        """[<<first2>>] [오후 2:10] 와이파이 비밀번호 뭐예요?
[<<first>>] [오후 2:12] 안내데스크에 물어보세요~ 카톡으로는 안 보내요
""",
        "Korean chat about a password without giving it",
        "",
    ),
    # n: Japanese tourist office
    (
        N,
        "<<slug>>/line-bot/.env",
        """LINE_CHANNEL_ID=<<num>>5
LINE_CHANNEL_SECRET=
LINE_CHANNEL_ACCESS_TOKEN=
""",
        "LINE bot .env with empty secret and token",
        "",
    ),
    (
        N,
        "<<slug>>/boot/wpa_supplicant.conf",
        """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=JP
network={
    ssid="<<slug>>_FREE"
    key_mgmt=NONE
}
""",
        "open visitor Wi-Fi: no key",
        "",
    ),
    (
        N,
        "<<slug>>/Desktop/引継ぎメモ_<<ymd_compact>>.txt",
        """引継ぎメモ
・タブレットのパスワードは事務局長が管理しています（メモには書きません）
・パンフレット発注は金曜
""",
        "Japanese memo saying the password is kept by the office head, none given",
        "",
    ),
    # o: Peruvian sports hall
    (
        O,
        "<<slug>>/reservas/config/culqi.php",
        """<?php
define('CULQI_PUBLIC_KEY', 'pk_live_<<h16>>');
define('CULQI_SECRET_KEY', getenv('CULQI_SECRET_KEY'));
""",
        "Culqi public key (published to the browser) and a secret read from the environment",
        "",
    ),
    (
        O,
        "<<slug>>/marcador/marcador.ino",
        """#include <WiFi.h>
#include "secrets.h"  // WIFI_SSID, WIFI_PASS (no se sube al repositorio)

void setup() { WiFi.begin(WIFI_SSID, WIFI_PASS); }
void loop() {}
""",
        "Arduino sketch taking the Wi-Fi password from an uncommitted header",
        "",
    ),
    (
        O,
        "<<slug>>/Calendario/campeonato_<<ymd_compact>>.ics",
        """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
DTSTART:<<ymd_compact>>T150000Z
SUMMARY:Campeonato distrital de vóley
DESCRIPTION:Wifi abierto Coliseo_Publico (sin clave). Traer planillas.
END:VEVENT
END:VCALENDAR
""",
        "calendar entry for an open Wi-Fi without a key",
        "",
    ),
    # p: Tongan waste authority
    (
        P,
        "<<slug>>/home/<<login>>/.ssh/id_rsa.pub",
        """ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ<<b64pub>> <<login>>@gps-server
""",
        "an SSH public key",
        "",
    ),
    (
        P,
        "<<slug>>/payments/bin_fees.py",
        """import os

import stripe

stripe.api_key = os.environ["STRIPE_API_KEY"]
""",
        "Stripe key read from the environment",
        "py",
    ),
    (
        P,
        "<<slug>>/exports/billing_<<ymd_compact>>.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<BillingExport authority="<<slug>>">
  <Gateway>
    <Url>https://billing.<<dom>>/api</Url>
    <Username>export_<<fa>></Username>
    <Password/>
    <AuthMode>client-certificate</AuthMode>
  </Gateway>
</BillingExport>
""",
        "billing export authenticating by client certificate, empty password element",
        "xml",
    ),
)


def _extra(rng, s):
    return {
        "enc": hexs(rng, 96),
        "h1": hexs(rng, 64),
        "h2": hexs(rng, 64),
        "h40": hexs(rng, 40),
        "h16": hexs(rng, 16),
        "b64pub": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(340)
        ),
    }


for _fam, _path, _tpl, _why, _syntax in DECOYS:
    # "" = by extension; "noparse" = no parse check (Home Assistant's !secret tag is not plain YAML)
    _fam.regd(_path, _tpl, _why, "" if _syntax == "noparse" else (_syntax or None), extra=_extra)
