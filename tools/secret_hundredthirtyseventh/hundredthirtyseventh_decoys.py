# ruff: noqa: E501
"""The decoys: three per family, files of the same kinds as the formats that hold no live
credential (empty values, references to the environment or a vault, key files instead of
passwords, masked cells, public keys, chats and e-mails that say where the password is
without giving it). A table of (family, path, template, why, syntax) turned into ``@decoy``
functions by ``Fam.regd``."""

from __future__ import annotations

import base64

from hundredthirtyseventh_corpus import rbytes
from hundredthirtyseventh_formats_a import F as A
from hundredthirtyseventh_formats_b import F as B
from hundredthirtyseventh_formats_c import F as C
from hundredthirtyseventh_formats_d import F as D
from hundredthirtyseventh_formats_e import F as E
from hundredthirtyseventh_formats_f import F as FF
from hundredthirtyseventh_formats_g import F as G
from hundredthirtyseventh_formats_h import F as H
from hundredthirtyseventh_formats_i import F as I_
from hundredthirtyseventh_formats_j import F as J
from hundredthirtyseventh_formats_k import F as K
from hundredthirtyseventh_formats_l import F as L
from hundredthirtyseventh_formats_m import F as M
from hundredthirtyseventh_formats_n import F as N
from hundredthirtyseventh_formats_o import F as O
from hundredthirtyseventh_formats_p import F as P
from hundredthirtyseventh_spec import rsa_pub_b64


def _ssh_rsa_pub(rng) -> str:
    def s(b: bytes) -> bytes:
        return len(b).to_bytes(4, "big") + b

    n = b"\x00" + bytes([0x80 | rng.randrange(128)]) + rbytes(rng, 255)
    return base64.b64encode(s(b"ssh-rsa") + s(b"\x01\x00\x01") + s(n)).decode()


DECOYS = [
    # a: pachinko parlours (Japan)
    (
        A,
        "line-bot/.env.example",
        """# 新台入替・イベント告知 LINE 公式アカウント
# 本番の値は 1Password の「LINE公式 <<orgc>>」を参照 (このファイルには書かない)
LINE_CHANNEL_ID=
LINE_CHANNEL_SECRET=
LINE_CHANNEL_ACCESS_TOKEN=
HALL_NAME=<<orgc>>
""",
        "an .env template with every LINE credential left empty and a pointer to the password manager",
        "",
    ),
    (
        A,
        "LINE/[LINE] 店長会のトーク_<<ymd>>.txt",
        """[LINE] 「<<orgc>> 店長会」のトーク履歴
保存日時：<<year>>/03/05 22:10

<<year>>/03/05(水)
21:40\t<<last>><<first>>\t景品POSのパスワードはここには書きません
21:40\t<<last>><<first>>\t明日の朝礼で口頭で伝えます。メモ禁止です
21:45\t<<first2>>\t了解しました
""",
        "a LINE history that talks about the prize-counter password but says it will be given orally",
        "",
    ),
    (
        A,
        "keihin_pos/<<org>>_pos0<<n>>/connect.ini",
        """; 景品POS 接続設定 (<<orgc>> <<city>>店)
; Windows 認証に切り替え済み (<<date>>)
[Database]
Provider=SQLOLEDB
Server=<<ip>>\\SQLEXPRESS
Database=KeihinPOS
IntegratedSecurity=SSPI
Uid=
Pwd=
""",
        "the POS connection moved to Windows integrated authentication; Uid and Pwd are empty",
        None,
    ),
    # b: Macau junket rooms
    (
        B,
        "deploy/<<org>>/cage-api/appsettings.json",
        """{
  "ConnectionStrings": {
    "CageDb": "Server=<<ip>>,1433;Database=CageChipTrack;Integrated Security=True;TrustServerCertificate=True"
  },
  "Cage": { "Currency": "HKD" }
}
""",
        "a SQL Server connection string with Integrated Security (the service account's Kerberos ticket), no password",
        None,
    ),
    (
        B,
        "pos-fnb/src/main/resources/alipay.properties",
        """# 支付寶跨境收單 — 私鑰由環境變數注入，公鑰為支付寶公開金鑰
alipay.gateway=https://openapi.alipay.com/gateway.do
alipay.sign-type=RSA2
alipay.merchant-private-key=${ALIPAY_MERCHANT_PRIVATE_KEY}
alipay.alipay-public-key=<<pub>>
""",
        "the merchant private key is a ${...} reference; the only key in the file is Alipay's public key",
        "",
        lambda rng, s: {"pub": rsa_pub_b64(rng)},
    ),
    (
        B,
        "chats/<<org>>_cage_group_<<n>>.txt",
        """「<<orgc>> 帳房群」的聊天記錄

<<last>><<first>>  <<date>> 22:10
帳房系統密碼改咗，新嘅我逐個 Signal 私訊你哋，唔會喺群度講

<<first2>>  <<date>> 22:13
收到
""",
        "a Cantonese group chat announcing a password change and sending it privately elsewhere; no value",
        "",
    ),
    # c: Goa casino boats
    (
        C,
        "deploy/<<org>>/overlays/prod/externalsecret-razorpay.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: booking-razorpay
  namespace: <<org>>-booking
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: booking-razorpay
  data:
    - secretKey: RAZORPAY_KEY_SECRET
      remoteRef:
        key: kv/booking/razorpay
        property: key_secret
""",
        "an ExternalSecret that only points at a Vault path; the Razorpay secret is not in the file",
        None,
    ),
    (
        C,
        "ops/<<org>>/player_tracking/.my.cnf",
        """# player tracking reporting - credentials live in ~/.mylogin.cnf
# (mysql_config_editor set --login-path=pt --user=pt_report --password)
[client]
login-path=pt
host=<<ip>>
database=player_tracking
""",
        "a MySQL option file that defers to an obfuscated login path; there is no password line",
        "ini",
    ),
    (
        C,
        "chats/<<org>>/whatsapp_floor_<<ymd>>.txt",
        """<<dmy>>, 9:14 pm - <<first>> <<last>>: Deck 2 guest wifi ka naam badal diya: <<orgc>>_VIP_Deck2
<<dmy>>, 9:15 pm - <<first>> <<last>>: password reception pe puchho, group pe nahi daalunga
<<dmy>>, 9:16 pm - <<first2>>: ok 👍
""",
        "a Hinglish chat giving the Wi-Fi name and refusing to post the password",
        "",
    ),
    # d: Luzon bingo halls
    (
        D,
        "root/.docker/config.json",
        """{
\t"auths": {
\t\t"registry.<<domain>>": {}
\t},
\t"credsStore": "pass"
}
""",
        "a Docker config whose registry credentials sit in the pass credential helper; the auth entry is empty",
        None,
    ),
    (
        D,
        "www/<<org>>-cards/.env.example",
        """APP_NAME="<<orgc>> Bingo Cards"
APP_ENV=local
APP_KEY=
DB_PASSWORD=
PAYMONGO_PUBLIC_KEY=
PAYMONGO_SECRET_KEY=
PAYMONGO_WEBHOOK_SIG=
""",
        "a Laravel .env.example with the PayMongo keys and database password left blank",
        "",
    ),
    (
        D,
        "backup/router/<<org>>-hall<<n>>.rsc",
        """# <<mdy>> 21:14:05 by RouterOS 7.14.3
# software id = 7HQK-2M4L
/ip hotspot user
add name=admin-ebingo profile=default server=hotspot1
add limit-uptime=3h name=guest server=hotspot1
""",
        "a RouterOS 7 export, which leaves sensitive values (hotspot user passwords) out unless show-sensitive is given",
        "",
    ),
    # e: Ha Long slot clubs
    (
        E,
        "iis/<<org>>-frontdesk/web.config",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <!-- vnp_HashSecret: đặt trong biến môi trường VNP_HASH_SECRET trên máy chủ, không lưu ở đây -->
    <add key="vnp_TmnCode" value="<<org>>" />
    <add key="vnp_HashSecret" value="" />
  </appSettings>
</configuration>
""",
        "the VNPay hash secret is empty and the comment says it comes from an environment variable",
        "xml",
    ),
    (
        E,
        "<<org>>/sas-floor/floor-<<n>>.yml",
        """database:
  driver: postgresql
  host: <<ip>>
  name: floor
  user: floor_srv
  password: ${FLOOR_DB_PASSWORD}
""",
        "the floor server's database password is an environment variable reference",
        "yaml",
    ),
    (
        E,
        "chats/<<org>>/zalo_kythuat_<<n>>.txt",
        """Nhóm: <<orgc>> - Kỹ thuật máy
<<last>> <<first>>  21:05 <<dmy>>
Mật khẩu wifi khu VIP đổi rồi, anh nhắn riêng từng người nhé, không gửi trong nhóm
<<first2>>  21:09 <<dmy>>
Dạ vâng ạ
""",
        "a Vietnamese Zalo group message announcing a changed Wi-Fi password that is sent privately; no value",
        "",
    ),
    # f: Jounieh casino
    (
        FF,
        "etc/<<org>>/pg_service.conf",
        """# casino management system — passwords in ~/.pgpass, not here
[casino_cms]
host=<<ip>>
port=5432
dbname=cms
user=cms_report
sslmode=verify-full
""",
        "a pg_service file without password lines (libpq reads them from .pgpass)",
        "ini",
    ),
    (
        FF,
        "Outlook/<<org>>/Envoyés/acces_nvr_salle_<<n>>.eml",
        """From: <<uname>> <<<email>>>
To: surveillance@<<domain>>
Subject: Accès NVR salle des machines à sous
Content-Type: text/plain; charset=UTF-8

Bonsoir,

Le nouvel enregistreur est en place (https://<<ipl>>). Le mot de passe
administrateur vous sera communiqué par téléphone demain matin.

Cordialement,
<<uname>>
""",
        "a French e-mail that announces the NVR and says the password will be given by phone",
        "",
    ),
    (
        FF,
        "kiosks/<<org>>-k<<n>>/KioskSettings.xml",
        """<?xml version="1.0" encoding="utf-8"?>
<KioskSettings site="<<orgc>> <<city>>" kioskId="K<<n2>>">
  <Database Server="<<ip2>>" Name="TitoRedemption" User="kiosk_svc" Password="********" />
</KioskSettings>
""",
        "the kiosk settings as exported by its admin tool, which masks the password with asterisks",
        None,
    ),
    # g: Istanbul bowling
    (
        G,
        "deploy/<<org>>/rezervasyon/appsettings.json",
        """{
  "Iyzico": {
    "ApiKey": "",
    "SecretKey": "",
    "BaseUrl": "https://api.iyzipay.com"
  },
  "_not": "Anahtarlar Azure Key Vault'tan (Iyzico--SecretKey) okunuyor"
}
""",
        "iyzico keys left empty; a note says they are read from Azure Key Vault",
        None,
    ),
    (
        G,
        "Masaustu/kameralar_<<n>>.m3u",
        """#EXTM3U
#EXTINF:-1,Pist 1-4
rtsp://<<ipl>>:554/Streaming/Channels/102
#EXTINF:-1,Pist 5-8
rtsp://<<ipl>>:554/Streaming/Channels/202
""",
        "camera playlist without userinfo in the RTSP URLs (VLC asks for the login)",
        "",
    ),
    (
        G,
        "chats/<<org>>/whatsapp_resepsiyon_<<ymd>>.txt",
        """<<dmy2>> 22:41 - <<first>> <<last>>: Pist sisteminin şifresi değişti, buraya yazmıyorum
<<dmy2>> 22:41 - <<first>> <<last>>: kasadaki kapalı zarfta, imza karşılığı alın
<<dmy2>> 22:43 - <<first2>>: Tamamdır abi
""",
        "a Turkish chat saying the new password is in a sealed envelope in the till; no value",
        "",
    ),
    # h: Nairobi bowling and arcade
    (
        H,
        "lanes-booking/.env.example",
        """# M-Pesa Daraja - copy to .env and fill from the Daraja portal
MPESA_ENV=sandbox
MPESA_SHORTCODE=174379
MPESA_CONSUMER_KEY=your_consumer_key
MPESA_CONSUMER_SECRET=your_consumer_secret
MPESA_PASSKEY=your_passkey
""",
        "an .env template with your_... placeholders and Safaricom's public sandbox shortcode",
        "",
    ),
    (
        H,
        "<<org>>_api/payments/stk_<<n>>.py",
        """import os

SHORTCODE = os.environ["MPESA_SHORTCODE"]
PASSKEY = os.environ["MPESA_PASSKEY"]
CALLBACK = "https://api.<<domain>>/mpesa/callback"
""",
        "the Daraja passkey is read from the environment",
        None,
    ),
    (
        H,
        "readers/RDR-<<n2>>/config.json",
        """{
  "reader_id": "RDR-<<n2>>",
  "site": "<<orgc>> <<city>>",
  "backend": {
    "url": "https://cards.<<domain>>/api/v1",
    "device_key": null
  },
  "provisioned": false
}
""",
        "a card reader config before provisioning: device_key is null",
        None,
    ),
    # i: Gauteng LPM route
    (
        I_,
        "www/<<org>>-shop/config/payfast_<<n>>.php",
        """<?php
define('PAYFAST_MERCHANT_ID', getenv('PAYFAST_MERCHANT_ID'));
define('PAYFAST_MERCHANT_KEY', getenv('PAYFAST_MERCHANT_KEY'));
define('PAYFAST_PASSPHRASE', getenv('PAYFAST_PASSPHRASE'));
define('PAYFAST_HOST', 'www.payfast.co.za');
""",
        "PayFast settings read with getenv()",
        "",
    ),
    (
        I_,
        "routers/<<org>>-site<<n>>/ipsec.secrets",
        """# /etc/ipsec.secrets - site router to central monitoring (certificate auth)
: RSA /etc/ipsec.d/private/site<<n>>.key.pem
""",
        "strongSwan secrets pointing at a private key file instead of a pre-shared key",
        "",
    ),
    (
        I_,
        "chats/<<org>>/whatsapp_roete_<<ymd>>.txt",
        """<<dmy>>, 06:48 - <<first>> <<last>>: Môre manne, die tablets se wagwoord is verander
<<dmy>>, 06:49 - <<first>> <<last>>: Die kantoor stuur vir elkeen 'n SMS met die nuwe een
<<dmy>>, 06:50 - <<first2>>: Reg so
""",
        "an Afrikaans chat announcing a password change that is sent by SMS; no value",
        "",
    ),
    # j: Spielhallen (Germany)
    (
        J,
        "opt/<<org>>/oasis/client_<<n>>.properties",
        """# OASIS Sperrabfrage - Kennwort kommt aus der Umgebung (systemd EnvironmentFile)
oasis.keystore.path=/opt/<<org>>/oasis/spielstaette_<<n2>>.p12
oasis.keystore.type=PKCS12
oasis.keystore.password=${OASIS_KEYSTORE_PASSWORD}
""",
        "the keystore password is a ${...} placeholder resolved from the environment",
        "",
    ),
    (
        J,
        "opt/<<org>>/einlasskontrolle/docker-compose.yml",
        """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: einlass
      POSTGRES_USER: einlass
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
        "PostgreSQL takes its password from a Docker secret file; the compose file holds only the path",
        None,
    ),
    (
        J,
        "share/<<org>>/Filiale_<<n>>/zugangsdaten.csv",
        """System;Benutzer;Kennwort;Bemerkung
Videoüberwachung;admin;••••••••;siehe KeePass
Warenwirtschaft;filiale;••••••••;siehe KeePass
""",
        "an access list whose password column is masked with bullets and points to KeePass",
        "",
    ),
    # k: Welsh bingo hall
    (
        K,
        "www/<<org>>.cymru/wp-config.php",
        """<?php
define( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );
define( 'DB_USER', getenv('WORDPRESS_DB_USER') );
define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );
define( 'DB_HOST', getenv('WORDPRESS_DB_HOST') );
$table_prefix = 'wp_';
""",
        "wp-config.php reading every database value from the environment",
        "",
    ),
    (
        K,
        "Outlook/<<org>>/Blwch Derbyn/System bingo <<n>>.eml",
        """From: <<first>> <<last>> <<<email>>>
To: galwyr@<<domain>>
Subject: Cyfrinair newydd - system bingo electronig
Content-Type: text/plain; charset=UTF-8

Noswaith dda bawb,

Mae'r cyfrinair ar gyfer y consol galw wedi newid. Byddaf yn ei roi i chi
wyneb yn wyneb cyn y sesiwn gynnar nos Iau.

Diolch,
<<first>>
""",
        "a Welsh e-mail saying the new caller password will be given face to face; no value",
        "",
    ),
    (
        K,
        "pwyllgor/cofnodion_<<ymd>>.md",
        """# Cofnodion Pwyllgor / Committee minutes - <<dmy>>

## 1. Cyllid / Finance
- Sage password changed after the treasurer stepped down; the new one is in the
  sealed envelope in the safe (two signatures to open).
""",
        "committee minutes recording that a password was changed and where it is kept, without it",
        "",
    ),
    # l: Czech herna / casino
    (
        L,
        "inetpub/<<org>>/pokladna/web.config",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Pokladna" connectionString="Data Source=<<ip>>;Initial Catalog=Pokladna;Integrated Security=SSPI" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
        "connection string with Integrated Security=SSPI (the app pool identity), no password",
        "xml",
    ),
    (
        L,
        "www/<<org>>/app/config/comgate_<<n>>.neon",
        """comgate:
\tmerchant: '%env.COMGATE_MERCHANT%'
\tsecret: '%env.COMGATE_SECRET%'
\ttest: false
""",
        "Nette config referencing environment variables for the Comgate merchant and secret",
        "",
    ),
    (
        L,
        "opt/<<org>>/rvo/rvo_sync_<<n>>.sh",
        """#!/bin/sh
# RVO: certifikát a nešifrovaný klíč v PEM (klíč jen pro uživatele rvo, chmod 600)
curl -sS --cert /opt/<<org>>/rvo/provozovatel.crt --key /opt/<<org>>/rvo/provozovatel.key \\
  -o rvo_delta.xml "https://rvo.<<domain>>/proxy/delta"
""",
        "the RVO client authenticates with certificate and key files; no password on the command line",
        "",
    ),
    # m: Lima slot halls
    (
        M,
        "<<org>>/sala-<<n>>/colector.yaml",
        """regulador:
  endpoint: "https://control.<<domain>>/gateway/v2/contadores"
  certificado: /etc/colector/sala.p12
  # la clave del certificado se pide al iniciar el servicio (systemd-ask-password)
  certificado_clave: ""
""",
        "the certificate password is empty; a comment says it is asked for at service start",
        None,
    ),
    (
        M,
        "respaldo/tablet_caja_<<n>>/shared_prefs/caja.xml",
        """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="servidor">https://caja.<<domain>>/api</string>
    <string name="usuario">cajero<<n>></string>
    <boolean name="recordar" value="false" />
</map>
""",
        "cashier tablet preferences with 'remember me' off: no stored password",
        None,
    ),
    (
        M,
        "cafeteria-pagos/.env.example",
        """CULQI_PUBLIC_KEY=pk_live_xxxxxxxxxxxxxxxx
CULQI_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxx
SALA=<<orgc>> <<city>>
""",
        "a template with the Culqi key prefixes followed by x placeholders",
        "",
    ),
    # n: Monterrey draw halls
    (
        N,
        "cfdi/<<org>>/TimbradoService.exe.config",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <!-- la contraseña del PAC se guarda cifrada con DPAPI en el registro -->
    <add key="PacUsuario" value="<<user>>@<<domain>>" />
    <add key="PacPassword" value="" />
  </appSettings>
</configuration>
""",
        "the PAC password is empty in the config; a comment says it is stored with DPAPI",
        None,
    ),
    (
        N,
        "<<org>>/sorteador/sucursal_<<n>>.toml",
        """[base_datos]
host = "<<ip>>"
nombre = "sorteos"
usuario = "sorteador"
contrasena_env = "SORTEOS_DB_PASSWORD"
""",
        "the draw server names the environment variable holding the password, not the password",
        None,
    ),
    (
        N,
        "Outlook/<<org>>/Enviados/Portal <<n>>.eml",
        """From: <<first>> <<last>> <<<email>>>
To: contabilidad@<<domain>>
Subject: Acceso portal del permisionario
Content-Type: text/plain; charset=UTF-8

Lic. <<first2>>:

Tu usuario es <<user>>.<<org>>; la contraseña te la mando por WhatsApp
en un momento.

Saludos,
<<first>>
""",
        "a Spanish e-mail with the user name only; the password is to be sent by another channel",
        "",
    ),
    # o: Campinas bowling
    (
        O,
        "<<org>>-api/config/pagseguro-<<n>>.properties",
        """pagseguro.email=financeiro@<<domain>>
pagseguro.token=${PAGSEGURO_TOKEN}
pagseguro.sandbox=false
""",
        "the PagSeguro token is a Spring placeholder filled from the environment",
        "",
    ),
    (
        O,
        "placar/deploy/id_rsa.pub",
        """ssh-rsa <<pub>> deploy@placar-<<org>>
""",
        "an SSH public key (safe to share), next to where the private key would be",
        "",
        lambda rng, s: {"pub": _ssh_rsa_pub(rng)},
    ),
    (
        O,
        "nfce/<<org>>/emissor_<<n>>.ini",
        """[Certificado]
Tipo=A3
; certificado A3 em token USB - o PIN é digitado no momento da emissão
Arquivo=
Senha=
""",
        "an NFC-e emitter using an A3 token whose PIN is typed at use; password empty",
        "ini",
    ),
    # p: Aotearoa pokie pubs
    (
        P,
        "<<org>>_reports/gaming_returns_<<n>>.py",
        """import os
import urllib.parse

from sqlalchemy import create_engine

PW = urllib.parse.quote(os.environ["VENUE_DB_PASSWORD"], safe="")
ENGINE = create_engine(f"mssql+pyodbc://venue_report:{PW}@<<ip>>:1433/VenueGaming?driver=ODBC+Driver+18+for+SQL+Server")
""",
        "the SQL Server URL is built at run time from an environment variable",
        None,
    ),
    (
        P,
        "homeassistant/configuration.yaml",
        """mqtt:
  broker: <<ipl>>
  username: ha_venue
  password: !secret mqtt_password
""",
        "Home Assistant configuration referring to secrets.yaml with !secret; no value here",
        "",
    ),
    (
        P,
        "wiki/<<org>>/onboarding_<<n>>.md",
        """# Duty manager onboarding - <<orgc>> <<city>>

2. Gaming machine monitoring terminal (EMS):
   - user: `dm_<<ufirst>>`
   - password: ask the venue manager on your first shift (never written here)
""",
        "onboarding notes with the login name and an instruction instead of a password",
        "",
    ),
]

for row in DECOYS:
    fam, path, template, why, syntax, *rest = row
    fam.regd(path, template, why, syntax, rest[0] if rest else None)
