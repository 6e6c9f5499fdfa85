# ruff: noqa: E501
"""The eighty-fifth corpus's decoys: three per family, files like the formats that hold no
live credential (references to the environment or a secret store, empty values, public
material, checksums, masked values, chats and notes that mention a password without one)."""

from __future__ import annotations

from eightyfifth_spec import (
    BANGLADESH,
    BRAZIL,
    EGYPT,
    FIJI,
    INDIA,
    INDONESIA,
    ISRAEL,
    JAPAN,
    KENYA,
    KOREA,
    LITHUANIA,
    MEXICO,
    PHILIPPINES,
    POLAND,
    TURKEY,
    VIETNAM,
    regd,
)

SSH_PUB = "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIC7x0rN6vZ1l4q3m0vO8yqk2wJ5pXQ9dQ3u2H0b1fKcT"

DECOYS = (
    # a Kenya ------------------------------------------------------------------------------
    (
        KENYA,
        "billing-api/.env.example",
        """APP_NAME="<<org_c>> Collections"
MPESA_ENV=production
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
MPESA_CALLBACK_URL=https://pay.<<dom>>/api/mpesa/callback
""",
        "an env template: every Daraja key and secret is left empty",
        "",
    ),
    (
        KENYA,
        "exports/WhatsApp Chat with Madereva <<org>> <<n>>.txt",
        """<<dd>>/<<mm>>/<<year>>, <<t1>> - <<first>> <<last>>: Nenosiri la RouteXL limebadilishwa leo
<<dd>>/<<mm>>/<<year>>, <<t2>> - <<first2>>: Tutalipata wapi?
<<dd>>/<<mm>>/<<year>>, <<t2>> - <<first>> <<last>>: Njoo ofisini, <<first2>>. Siandiki nenosiri kwenye WhatsApp
""",
        "a Swahili chat that mentions the new password but never gives it",
        "",
    ),
    (
        KENYA,
        "config/rfid/<<org>>_lift_<<n>>.ini",
        """[reader]
host = 192.168.8.<<n>>
antennas = 1,2

[upload]
protocol = sftp
server = ftp.<<dom>>
user = lift_<<n>>
key_file = /home/pi/.ssh/id_ed25519
password =
""",
        "RFID reader upload by SSH key file; the password key is empty",
        None,
    ),
    # b Turkey ------------------------------------------------------------------------------
    (
        TURKEY,
        "C:/KantarOtomasyon/ayarlar.ini",
        """[Veritabani]
Sunucu=<<ip>>\\SQLEXPRESS
Veritabani=KANTAR_<<year>>
GuvenliBaglanti=Evet
; Windows kimlik doğrulaması kullanılıyor, şifre tutulmaz
Kullanici=
Sifre=
""",
        "weighbridge DB over Windows integrated authentication: no user, empty Sifre",
        "ini",
    ),
    (
        TURKEY,
        "go2rtc/go2rtc.yaml",
        """streams:
  kantar_giris:
    - "rtsp://${CAM_USER}:${CAM_PASS}@<<ip>>:554/Streaming/Channels/101"
""",
        "go2rtc stream whose userinfo is filled from environment variables",
        None,
    ),
    (
        TURKEY,
        "kantar-bildirim/index.js",
        """const TelegramBot = require('node-telegram-bot-api');
const token = process.env.TELEGRAM_BOT_TOKEN;
const bot = new TelegramBot(token, { polling: false });
""",
        "the bot token is read from the environment",
        "",
    ),
    # c Vietnam -----------------------------------------------------------------------------
    (
        VIETNAM,
        "CuaHang/Web.config",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="vnp_TmnCode" value="" />
    <add key="vnp_HashSecret" value="" />
    <add key="vnp_Returnurl" value="https://<<dom>>/vnpay_return.aspx" />
  </appSettings>
</configuration>
""",
        "VNPay settings with an empty terminal code and hash secret",
        None,
    ),
    (
        VIETNAM,
        "config/esms.json",
        """{
  "provider": "esms.vn",
  "ApiKey": "${ESMS_API_KEY}",
  "SecretKey": "${ESMS_SECRET_KEY}",
  "Brandname": "<<org_u>>"
}
""",
        "eSMS keys are environment references substituted at deploy time",
        None,
    ),
    (
        VIETNAM,
        "bao-cao/dai_ly_<<year>><<mm>>.csv",
        """Đại lý,SĐT,Tài khoản app cân,Mật khẩu,Loại nhựa
Nguyễn An,0912345678,an12,••••••••,PET
Trần Mai,0987654321,mai7,••••••••,HDPE
""",
        "agent export with the password column masked by bullets",
        "",
    ),
    # d India -------------------------------------------------------------------------------
    (
        INDIA,
        "refurb-store/.env.local",
        """NEXT_PUBLIC_SITE_URL=https://www.<<dom>>
NEXT_PUBLIC_RAZORPAY_KEY_ID=rzp_live_
RAZORPAY_KEY_SECRET=
""",
        "Razorpay key id prefix only and an empty secret",
        "",
    ),
    (
        INDIA,
        "intake/lot_<<nnnn>>.tsv",
        """Asset tag\tModel\tService tag\tBIOS pwd\tGrade
KK<<nnnn>>1\tDell Latitude 5490\t7HXK2L3\t-\tA
KK<<nnnn>>2\tLenovo ThinkPad T480\tPF1A2B3C\tcleared\tB
KK<<nnnn>>3\tHP EliteBook 840 G5\t5CG8123XYZ\tnone\tB
""",
        "intake sheet where every BIOS password is cleared or absent",
        "",
    ),
    (
        INDIA,
        "SHA256SUMS_blancco_<<year>>.txt",
        """<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>  BlanccoDriveEraser_7.12.iso
<<hex12>><<hex12>><<hex12>><<hex12>><<hex8>><<hex8>>  wipe_reports_<<ymd>>.zip
""",
        "SHA-256 checksums of an erasure ISO and report archive",
        "",
    ),
    # e Japan -------------------------------------------------------------------------------
    (
        JAPAN,
        "chokubai-pos/.env",
        """SQUARE_ENVIRONMENT=production
SQUARE_APPLICATION_ID=
SQUARE_ACCESS_TOKEN=
SQUARE_LOCATION_ID=
""",
        "Square settings left empty after the POS was unlinked",
        "",
    ),
    (
        JAPAN,
        "LINE/[LINE] 堆肥センター<<n>>のトーク.txt",
        """[LINE] 堆肥センター事務所のトーク履歴
<<year>>/<<mm>>/<<dd>>(水)
<<t1>>\t<<last>> <<first>>\tNASのパスワード変わりましたか？
<<t2>>\t<<first2>>\t変わりました。紙に書いて事務所の金庫に入れてあります
""",
        "a LINE chat saying where the NAS password is kept, without it",
        "",
    ),
    (
        JAPAN,
        "config/freee.yml",
        """freee:
  company_id: <<nnnn>>
  client_id: "${FREEE_CLIENT_ID}"
  client_secret: "${FREEE_CLIENT_SECRET}"
""",
        "freee credentials are environment placeholders",
        None,
    ),
    # f Philippines -------------------------------------------------------------------------
    (
        PHILIPPINES,
        "booking-app/.env",
        """APP_NAME="<<org_c>> Siphoning"
PAYMONGO_PUBLIC_KEY=pk_live_<<hex12>><<hex12>>
PAYMONGO_SECRET_KEY=
""",
        "only the PayMongo publishable key, which is public; the secret is empty",
        "",
    ),
    (
        PHILIPPINES,
        "tablet-truck<<n>>/wpa_supplicant.conf",
        """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=PH

network={
    ssid="<<org_c>>-Guest"
    key_mgmt=NONE
}
""",
        "an open guest Wi-Fi: no psk",
        "",
    ),
    (
        PHILIPPINES,
        "Notes/Bilin kay <<fa2_c>>.txt",
        """BILIN PARA KAY <<first2>>
- Cartrack: yung login nasa Bitwarden, folder "Trucks"
- GCash OTP: text mo ako
""",
        "a Taglish handover that points to the password manager",
        "",
    ),
    # g Poland ------------------------------------------------------------------------------
    (
        POLAND,
        "labvantage/config/database.properties",
        """database.type=oracle
database.url=jdbc:oracle:thin:@//<<ip>>:1521/LIMSPROD
database.user=LV_<<org_u>>
database.password=${LIMS_DB_PASSWORD}
""",
        "LIMS DB password is an environment reference",
        "",
    ),
    (
        POLAND,
        "home/<<fa>>/.netrc",
        """machine sftp.<<dom>>
login archiwum
""",
        "a .netrc entry with a login and no password (key-based SFTP)",
        "",
    ),
    (
        POLAND,
        "Poczta/Odebrane/<<ymd>>_haslo_lims.eml",
        """From: <<first>> <<last>> <<<mail>>>
To: <<mail2>>
Subject: LIMS - reset hasla
Content-Type: text/plain; charset=UTF-8

Dzień dobry,
hasło do LabVantage zostało zresetowane. Link do ustawienia nowego hasła przyszedł osobnym mailem z systemu (ważny 24 h).
""",
        "a Polish e-mail about a password reset that holds no password",
        "",
    ),
    # h Korea -------------------------------------------------------------------------------
    (
        KOREA,
        "telegraf/telegraf.conf",
        """[[outputs.influxdb_v2]]
  urls = ["http://<<ip>>:8086"]
  token = "${INFLUX_TOKEN}"
  organization = "<<org>>"
  bucket = "airq"
""",
        "Telegraf reads the InfluxDB token from the environment",
        "",
    ),
    (
        KOREA,
        "bridge/config.toml",
        """[mqtt]
url = "mqtts://mq.<<dom>>:8883"
client_id = "bridge-<<n>>"
username = "sensor_bridge"
password_file = "/run/secrets/mqtt_password"
cert = "/etc/bridge/client.crt"
""",
        "MQTT password read from a secret file; only its path is here",
        None,
    ),
    (
        KOREA,
        "KakaoTalk/KakaoTalk_<<year>><<mm>><<dd>>.txt",
        """<<first2>> 님과 카카오톡 대화
[<<last>><<first>>] [오후 2:10] 게이트웨이 비번 좀 알려주세요
[<<first2>>] [오후 2:12] 비번은 카톡으로 못 드려요. 사무실 오시면 알려드릴게요
""",
        "a KakaoTalk chat that refuses to give the password",
        "",
    ),
    # i Indonesia ---------------------------------------------------------------------------
    (
        INDONESIA,
        "setoran-api/.env",
        """MIDTRANS_IS_PRODUCTION=true
MIDTRANS_CLIENT_KEY=Mid-client-<<hex8>><<hex8>>
MIDTRANS_SERVER_KEY=
""",
        "only the Midtrans client key (used in the browser); the server key is empty",
        "",
    ),
    (
        INDONESIA,
        "traccar/conf/traccar.xml",
        """<?xml version='1.0' encoding='UTF-8'?>
<properties>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
        "Traccar on the embedded H2 database with the default empty password",
        None,
    ),
    (
        INDONESIA,
        "catatan/telegram_<<ymd>>.txt",
        """<<first>> <<last>>, [<<dd>>.<<mm>>.<<yy>> <<t1>>]
sandi wifi gudang apa ya?

<<first2>>, [<<dd>>.<<mm>>.<<yy>> <<t2>>]
ada di stiker belakang router ya
""",
        "a Telegram copy that points to the router sticker without a password",
        "",
    ),
    # j Lithuania ---------------------------------------------------------------------------
    (
        LITHUANIA,
        "rvm-gateway/config.json",
        """{
  "site": "<<city>> #<<n>>",
  "upstream": {"url": "https://api.rvmhub.lt/v2/counts", "api_key_env": "RVMHUB_API_KEY"}
}
""",
        "RVM gateway config naming the environment variable that holds the key",
        None,
    ),
    (
        LITHUANIA,
        "kameros/snapshot.py",
        """import os

import requests
from requests.auth import HTTPDigestAuth

AUTH = HTTPDigestAuth(os.environ["NVR_USER"], os.environ["NVR_PASS"])
r = requests.get("http://<<ip>>/ISAPI/Streaming/channels/101/picture", auth=AUTH, timeout=10)
""",
        "camera credentials from os.environ",
        None,
    ),
    (
        LITHUANIA,
        "Dokumentai/Pamainos perdavimas <<ymd>>.txt",
        """PAMAINOS PERDAVIMAS – <<city>>
- USAD portalo slaptažodis pakeistas, naujas – pas vadovą (neužrašyti!)
- Automatas Nr. 1 veikia
""",
        "a Lithuanian handover saying the portal password changed, without it",
        "",
    ),
    # k Egypt -------------------------------------------------------------------------------
    (
        EGYPT,
        "WeighbridgeApp/appsettings.Production.json",
        """{
  "ConnectionStrings": {"Weighbridge": "Server=<<ip>>;Database=Landfill;Trusted_Connection=True;TrustServerCertificate=True"},
  "Scale": {"Port": "COM2", "BaudRate": 9600}
}
""",
        "SQL Server over Windows authentication (Trusted_Connection), no password",
        None,
    ),
    (
        EGYPT,
        "tipping-fees/.env.example",
        """PAYMOB_API_KEY=
PAYMOB_HMAC_SECRET=
PAYMOB_IFRAME_ID=
""",
        "Paymob env template with empty values",
        "",
    ),
    (
        EGYPT,
        "scans/دفتر_الوردية_<<ymd>>.txt",
        """دفتر تسليم الوردية - ميزان المدفن
كلمة سر كمبيوتر الميزان اتغيرت، الجديدة مع المشرف فقط
""",
        "an Arabic logbook note that the password changed, without it",
        "",
    ),
    # l Mexico ------------------------------------------------------------------------------
    (
        MEXICO,
        "config/initializers/conekta.rb",
        """require 'conekta'

Conekta.api_key = ENV.fetch('CONEKTA_PRIVATE_KEY')
Conekta.api_version = '2.1.0'
""",
        "Conekta key read from ENV",
        "",
    ),
    (
        MEXICO,
        "facturacion/convertir_efirma.bat",
        """@echo off
REM Convierte la e.firma a PEM; pide la contraseña en pantalla
openssl pkcs8 -inform DER -in Claveprivada_FIEL.key -out llave.pem
""",
        "openssl prompts for the e.firma password; none on the command line",
        "",
    ),
    (
        MEXICO,
        "certs/<<org>>_FIEL.cer.pem",
        """-----BEGIN CERTIFICATE-----
MIIGBTCCA+2gAwIBAgIUMDAwMDEwMDAwMDA1MDcxNzQ0NzcwDQYJKoZIhvcNAQEL
BQAwggGEMSAwHgYDVQQDDBdBVVRPUklEQUQgQ0VSVElGSUNBRE9SQTEuMCwGA1UE
-----END CERTIFICATE-----
""",
        "a public certificate, no private key",
        "",
    ),
    # m Bangladesh --------------------------------------------------------------------------
    (
        BANGLADESH,
        "app/config/bkash.php",
        """<?php
return [
    'app_key'    => env('BKASH_APP_KEY'),
    'app_secret' => env('BKASH_APP_SECRET'),
    'username'   => env('BKASH_USERNAME'),
    'password'   => env('BKASH_PASSWORD'),
];
""",
        "bKash config reading everything through env()",
        "",
    ),
    (
        BANGLADESH,
        "router/godown_<<ymd>>.rsc",
        """# RouterOS 7.14.3 export hide-sensitive
/ip hotspot user
add name=office profile=default
add name=guest limit-uptime=1h
""",
        "a MikroTik export made with hide-sensitive: no password fields",
        "",
    ),
    (
        BANGLADESH,
        "WhatsApp/WhatsApp Chat with Jhut Godown <<n>>.txt",
        """<<dd>>/<<mm>>/<<yy>>, <<t1>> - <<first>> <<last>>: bKash portal এর পাসওয়ার্ড কি বদলেছে?
<<dd>>/<<mm>>/<<yy>>, <<t2>> - <<first2>>: হ্যাঁ, নতুনটা অফিসে এসে নিয়ে যাও
""",
        "a Bengali chat mentioning the new password without giving it",
        "",
    ),
    # n Brazil ------------------------------------------------------------------------------
    (
        BRAZIL,
        "cobranca/.env",
        """APP_ENV=production
ASAAS_API_KEY=
ASAAS_BASE_URL=https://api.asaas.com/v3
""",
        "Asaas key left empty",
        "",
    ),
    (
        BRAZIL,
        "EmissorMTR/EmissorMTR.exe.config",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="SinirUrl" value="https://mtr.sinir.gov.br/api/mtr/" />
    <add key="SinirSenha" value="" />
    <add key="PedirSenhaAoIniciar" value="true" />
  </appSettings>
</configuration>
""",
        "the MTR app asks for the password at start; the stored value is empty",
        None,
    ),
    (
        BRAZIL,
        "home/<<fa>>/.bash_history",
        """cd /opt/rastreamento
mysql -h <<ip>> -u rastreio -p frota
systemctl status sascar-sync
""",
        "mysql -p without a value prompts for the password",
        "",
    ),
    # o Fiji --------------------------------------------------------------------------------
    (
        FIJI,
        "donate-site/.env",
        """NEXT_PUBLIC_SITE=https://donate.<<dom>>
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51<<hex12>><<hex12>><<hex12>>
DONATION_CURRENCY=fjd
""",
        "only a Stripe publishable key, which is public",
        "",
    ),
    (
        FIJI,
        "home/<<fa>>/.ssh/id_ed25519.pub",
        SSH_PUB + " <<fa>>@matasawa-laptop\n",
        "an SSH public key",
        "",
    ),
    (
        FIJI,
        "photos/ocr/notice_<<ymd>>.txt",
        """BULA! WELCOME TO MATASAWA CARE
WiFi  MatasawaCare_Guest
(open network - no password)
""",
        "a hall notice for an open Wi-Fi",
        "",
    ),
    # p Israel ------------------------------------------------------------------------------
    (
        ISRAEL,
        "scripts/Upload-Reports.ps1",
        """$TenantId = "<<uuid>>"
$ClientId = "<<uuid>>"
$Cert = Get-Item Cert:\\CurrentUser\\My\\<<hex12>><<hex12>><<hex8>><<hex8>>
Connect-MgGraph -TenantId $TenantId -ClientId $ClientId -Certificate $Cert
""",
        "Graph app authenticating with a certificate from the store (thumbprint only)",
        "",
    ),
    (
        ISRAEL,
        "config/greeninvoice.json",
        """{
  "env": "production",
  "id": "<<uuid>>",
  "secret": "",
  "lang": "he"
}
""",
        "Green Invoice key id with an empty secret",
        None,
    ),
    (
        ISRAEL,
        "WhatsApp/צ'אט WhatsApp עם צוות שטח <<n>>.txt",
        """<<dd>>.<<mm>>.<<year>>, <<t1>> - <<first>> <<last>>: מה הסיסמה ל-Field Maps?
<<dd>>.<<mm>>.<<year>>, <<t2>> - <<first2>>: שלחתי לך בהודעה פרטית ב-1Password
""",
        "a Hebrew chat pointing to 1Password without a password",
        "",
    ),
)

for _fam, _path, _template, _why, _syntax in DECOYS:
    regd(_fam, _path, _template, _why, _syntax)
