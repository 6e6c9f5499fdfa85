# ruff: noqa: E501
"""The hundredfourth corpus's decoys: files like the formats that hold no live credential
(references to environment variables or secret stores, empty values, public keys, checksums,
masked values, authentication without a password, chat and notes that mention a password
without giving one). Three per family."""

from __future__ import annotations

import base64

from hundredfourth_corpus import hexs
from hundredfourth_formats_a import FAM as A
from hundredfourth_formats_b import FAM as B
from hundredfourth_formats_c import FAM as C
from hundredfourth_formats_d import FAM as D
from hundredfourth_formats_e import FAM as E
from hundredfourth_formats_f import FAM as F
from hundredfourth_formats_g import FAM as G
from hundredfourth_formats_h import FAM as H
from hundredfourth_formats_i import FAM as I
from hundredfourth_formats_j import FAM as J
from hundredfourth_formats_k import FAM as K
from hundredfourth_formats_l import FAM as L
from hundredfourth_formats_m import FAM as M
from hundredfourth_formats_n import FAM as N
from hundredfourth_formats_o import FAM as O
from hundredfourth_formats_p import FAM as P
from hundredfourth_spec import regd


def _sums(rng, s):
    s["h1"] = hexs(rng, 64)
    s["h2"] = hexs(rng, 64)
    s["pk40"] = hexs(rng, 40)


def _pub(rng, s):
    body = base64.b64encode(
        b"\x30\x82\x01\x22" + bytes(rng.randrange(256) for _ in range(290))
    ).decode()
    s["pubkey"] = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    _sums(rng, s)


TABLE = [
    # a — Lebanese soap workshop
    (
        A,
        "deploy/<<org>>/.env.production",
        """# متجر <<orgc>> — Meta Conversions API
APP_URL=https://<<dom>>
META_PIXEL_ID=<<nn>>
META_ACCESS_TOKEN=${META_ACCESS_TOKEN}
""",
        "the token is a reference to the deployment environment, not a value",
        "",
    ),
    (
        A,
        "WhatsApp Chat with <<fn2>>.txt",
        """12/03/2026, 10:02 - <<fn>>: <<fn2>> ma3ak el password taba3 el Shopify admin?
12/03/2026, 10:04 - <<fn2>>: 7atayto bil Bitwarden, bi folder "Shop". ma bab3ato 3al WhatsApp
12/03/2026, 10:05 - <<fn>>: tamem merci
""",
        "chat that mentions a password and where it is kept, without giving it",
        "",
    ),
    (
        A,
        "config/aramex.json",
        """{
  "ClientInfo": {
    "UserName": "<<email>>",
    "Password": "",
    "Version": "v1.0",
    "AccountNumber": "",
    "AccountPin": "",
    "AccountEntity": "BEY",
    "AccountCountryCode": "LB",
    "Source": 24
  }
}
""",
        "Aramex client info template with empty password and PIN",
        None,
    ),
    # b — Lagos skincare start-up
    (
        B,
        ".env",
        """# <<orgc>> storefront API (local)
PAYSTACK_PUBLIC_KEY=pk_live_<<pk40>>
PAYSTACK_SECRET_KEY=
PAYSTACK_CALLBACK_URL=https://<<dom>>/checkout/verify
""",
        "only the publishable Paystack key (public by design); the secret key is empty",
        "",
        _sums,
    ),
    (
        B,
        "config/flutterwave.php",
        """<?php

return [
    'publicKey' => env('FLW_PUBLIC_KEY'),
    'secretKey' => env('FLW_SECRET_KEY'),
    'secretHash' => env('FLW_SECRET_HASH'),
    'currency' => 'NGN',
];
""",
        "Flutterwave keys read from the environment without defaults",
        "",
    ),
    (
        B,
        "docs/handover/regulatory_<<fa>>.md",
        """# Handover — regulatory (<<fn>> to <<fn2>>)

## NAFDAC e-registration portal
- Login: <<email>>
- Password: in the office 1Password vault, item "NAFDAC portal" (ask <<fn>> for access)
""",
        "handover note that points to a password manager instead of giving the password",
        "",
    ),
    # c — Grasse perfume house
    (
        C,
        "app/config/parameters.php",
        """<?php return array (
  'parameters' =>
  array (
    'database_host' => getenv('PS_DB_HOST'),
    'database_name' => 'ps_<<org>>',
    'database_user' => 'ps_<<org>>',
    'database_password' => getenv('PS_DB_PASSWORD'),
    'database_prefix' => 'ps_',
    'locale' => 'fr-FR',
  ),
);
""",
        "PrestaShop database password read from the environment",
        "",
    ),
    (
        C,
        "exports/keepass_reglementaire.csv",
        """"Account","Login Name","Password","Web Site","Comments"
"EU Login (CPNP)","<<email>>","********","https://webgate.ec.europa.eu/cpnp","export sans mots de passe"
"ANSM téléservices","<<email2>>","********","https://ansm.sante.fr",""
""",
        "KeePass export with the password column masked",
        "",
    ),
    (
        C,
        "Mail/Envoyés/<<nn>>.eml",
        """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Acces portail fournisseur
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

Bonjour <<fn2>>,

Ton identifiant est <<login>>@<<org>>. Je t'envoie le mot de passe par SMS tout à l'heure,
je ne le mets jamais dans un e-mail.

<<fn>>
""",
        "e-mail that says the password will come by another channel, without it",
        "",
    ),
    # d — Bahia hair-care brand
    (
        D,
        "src/lib/mercadopago.ts",
        """import { MercadoPagoConfig } from "mercadopago";

const client = new MercadoPagoConfig({ accessToken: process.env.MP_ACCESS_TOKEN! });
export default client;
""",
        "Mercado Pago access token read from the environment",
        "",
    ),
    (
        D,
        "certs/SHA256SUMS",
        """<<h1>>  certificado_<<org>>.pfx
<<h2>>  producao-<<nn>>.pem
""",
        "SHA-256 checksums of certificate files, not the files",
        "",
        _sums,
    ),
    (
        D,
        "WhatsApp Chat with <<fn2>>.txt",
        """12/05/2026, 09:12 - <<fn>>: qual a senha da Nuvemshop?
12/05/2026, 09:15 - <<fn2>>: tá no caderno da recepção, não mando senha por aqui 😅
""",
        "chat that refuses to send the password",
        "",
    ),
    # e — Sojat henna supplier
    (
        E,
        "<<org>>/settings.py",
        '''"""Production settings."""

import os

RAZORPAY_KEY_ID = os.environ["RAZORPAY_KEY_ID"]
RAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]
''',
        "Razorpay credentials read from the environment",
        None,
    ),
    (
        E,
        "Videos/godown_cameras.xspf",
        """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" version="1">
  <title>गोदाम कैमरे</title>
  <trackList>
    <track>
      <location>rtsp://<<lan>>:554/Streaming/Channels/102</location>
      <title>Godown 1 (VLC asks for login)</title>
    </track>
  </trackList>
</playlist>
""",
        "camera stream URL without user information; VLC prompts for the login",
        None,
    ),
    (
        E,
        "Desktop/हैंडओवर_<<fa>>.txt",
        """हैंडओवर नोट — <<fn>> से <<fn2>> को

1. GST पोर्टल — यूज़रनेम <<login>>_<<org>>
   पासवर्ड Bitwarden में "GST" नाम से सेव है, फ़ोन पर मत भेजना।
""",
        "Hindi handover note that points to a password manager",
        "",
    ),
    # f — Souss argan cooperative
    (
        F,
        "wp-config.php",
        """<?php
define( 'DB_NAME', getenv('WP_DB_NAME') );
define( 'DB_USER', getenv('WP_DB_USER') );
define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
$table_prefix = 'wp_';
""",
        "WordPress database password read from the environment",
        "",
    ),
    (
        F,
        "etc/config/wireless",
        """config wifi-iface 'guest'
	option device 'radio0'
	option network 'guest'
	option mode 'ap'
	option ssid 'Cooperative_<<orgc>>_Visiteurs'
	option encryption 'none'
	option isolate '1'
""",
        "open guest Wi-Fi: no key at all",
        "",
    ),
    (
        F,
        "presse_huile/presse_huile.ino",
        """// Presse à argan -> Blynk
#include "secrets.h"  // BLYNK_AUTH_TOKEN, WIFI_PASS (non versionné)
#include <BlynkSimpleEsp32.h>

void setup() {
  Blynk.begin(BLYNK_AUTH_TOKEN, WIFI_SSID, WIFI_PASS);
}

void loop() { Blynk.run(); }
""",
        "the token lives in an unversioned header; this file holds none",
        "",
    ),
    # g — Kyiv nail-polish importer
    (
        G,
        "scripts/np_ttn.py",
        """import os

NP_API_KEY = os.environ["NP_API_KEY"]
""",
        "Nova Poshta key read from the environment",
        None,
    ),
    (
        G,
        "Viber/backup/<<fa2>>_<<date>>.csv",
        """<<dmy>>,10:14,<<fn>>,<<phone2>>,"Скинь пароль від Rozetka"
<<dmy>>,10:20,<<fn2>>,<<phone2>>,"Паролі у вайбер не пишу, скажу на складі"
""",
        "Ukrainian chat that asks for a password and gets none",
        "",
    ),
    (
        G,
        ".env",
        """# LiqPay
LIQPAY_PUBLIC_KEY=i<<nn>>0<<nn>>
LIQPAY_PRIVATE_KEY=
""",
        "only the public LiqPay key; the private key is empty",
        "",
    ),
    # h — Thai contract manufacturer
    (
        H,
        "BatchRecord.Web/appsettings.Production.json",
        """{
  "ConnectionStrings": {
    "BatchRecordDb": "Server=<<ip>>,1433;Database=EBR;Integrated Security=True;TrustServerCertificate=True"
  },
  "AllowedHosts": "*"
}
""",
        "SQL Server connection by Windows authentication, no password",
        None,
    ),
    (
        H,
        "LINE/chat_<<fn2>>_<<date>>.txt",
        """[LINE] <<fn2>>

<<date>>
09:10	<<fn>>	รหัสผ่านระบบ MES อยู่ไหนคะ
09:12	<<fn2>>	อยู่ในสมุดที่ห้อง QC ค่ะ ไม่ส่งทางไลน์นะคะ
""",
        "Thai chat that says where the password is without giving it",
        "",
    ),
    (
        H,
        "config/initializers/omise.rb",
        """require "omise"

Omise.public_api_key = ENV.fetch("OMISE_PUBLIC_KEY")
Omise.secret_api_key = ENV.fetch("OMISE_SECRET_KEY")
""",
        "Omise keys read from the environment",
        "",
    ),
    # i — Seoul K-beauty reseller
    (
        I,
        ".env.production",
        """NEXT_PUBLIC_TOSS_CLIENT_KEY=
TOSS_SECRET_KEY=
NEXT_PUBLIC_SITE_URL=https://<<dom>>
""",
        "Toss Payments keys left empty",
        "",
    ),
    (
        I,
        "KakaoTalk_<<date>>_<<fa2>>.txt",
        """<<fn2>> 님과 카카오톡 대화

[<<fn>>] [오전 9:41] 쿠팡 윙 비밀번호 알려주실 수 있나요?
[<<fn2>>] [오전 9:43] 노션 보안 페이지에 있어요. 카톡으로는 안 보낼게요
""",
        "Korean chat that points elsewhere for the password",
        "",
    ),
    (
        I,
        "scripts/cj_edi_upload.lftp",
        """set sftp:auto-confirm yes
set sftp:connect-program "ssh -a -x -i /home/<<fa>>/.ssh/cj_edi_ed25519"
open -u <<login>>, sftp://edi.cjlogistics.com:2222
mput /data/edi/out/*.csv
bye
""",
        "SFTP by key file: the password after the comma is empty",
        "",
    ),
    # j — Istanbul barber brand
    (
        J,
        "Odeme/IyzicoAyarlari.cs",
        """using System;
using Iyzipay;

public static class IyzicoConfig
{
    public static Options Options => new Options
    {
        ApiKey = Environment.GetEnvironmentVariable("IYZICO_API_KEY"),
        SecretKey = Environment.GetEnvironmentVariable("IYZICO_SECRET_KEY"),
        BaseUrl = "https://api.iyzipay.com"
    };
}
""",
        "iyzico keys read from environment variables",
        "",
    ),
    (
        J,
        "config/<<org>>-kargo.properties",
        """yurtici.ws.url=https://ws.yurticikargo.com/KOPSWebServices/ShippingOrderDispatcherServices
yurtici.ws.username=${YURTICI_WS_USERNAME}
yurtici.ws.password=${YURTICI_WS_PASSWORD}
""",
        "placeholders resolved from the environment",
        "",
    ),
    (
        J,
        "WhatsApp Sohbeti - <<fn2>>.txt",
        """12.04.2026, 11:20 - <<fn>>: Abi Trendyol şifresi?
12.04.2026, 11:22 - <<fn2>>: Sesli mesajla söyledim, yazmıyorum buraya
""",
        "Turkish chat that mentions a password sent by voice, not in text",
        "",
    ),
    # k — NZ sunscreen lab
    (
        K,
        "lab/scripts/Map-UVShare.ps1",
        """$cred = Get-Credential -Message 'LabSolutions share (LAB domain)'
New-PSDrive -Name U -PSProvider FileSystem -Root '\\\\<<host>>\\LabSolutions' -Credential $cred -Persist
""",
        "PowerShell prompts for the credential; none stored",
        "",
    ),
    (
        K,
        "etc/telegraf/telegraf.conf",
        """[[outputs.influxdb_v2]]
  urls = ["https://ap-southeast-2-1.aws.cloud2.influxdata.com"]
  token = "$INFLUX_TOKEN"
  organization = "<<org>>"
  bucket = "stability"
""",
        "Telegraf substitutes the token from the environment",
        "",
    ),
    (
        K,
        "etc/restic/backup.sh",
        """#!/bin/sh
export RESTIC_REPOSITORY=sftp:backup@<<host>>:/srv/restic/lims
export RESTIC_PASSWORD_COMMAND="secret-tool lookup service restic repo lims"
restic backup /srv/lims --tag nightly
""",
        "restic reads its password from the desktop keyring at run time",
        "",
    ),
    # l — Guadalajara beauty box
    (
        L,
        "config/initializers/conekta.rb",
        """require "conekta"

Conekta.api_key = ENV["CONEKTA_PRIVATE_KEY"]
Conekta.api_version = "2.1.0"
""",
        "Conekta key read from the environment",
        "",
    ),
    (
        L,
        "postman/Facturama.postman_collection.json",
        """{
  "info": {"name": "Facturama CFDI", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"},
  "auth": {"type": "basic", "basic": [{"key": "username", "value": "{{facturama_user}}"}, {"key": "password", "value": "{{facturama_pass}}"}]},
  "item": []
}
""",
        "Postman basic auth bound to environment variables, no values",
        None,
    ),
    (
        L,
        "Documentos/accesos_<<org>>.xml",
        """<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Accesos">
  <Table>
   <Row><Cell><Data ss:Type="String">Plataforma</Data></Cell><Cell><Data ss:Type="String">Contraseña</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Shopify</Data></Cell><Cell><Data ss:Type="String">••••••••</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
        "spreadsheet with the password cell masked",
        None,
    ),
    # m — Bandung franchise
    (
        M,
        ".env",
        """APP_NAME="<<orgc>> Franchise Portal"
MIDTRANS_SERVER_KEY=
MIDTRANS_CLIENT_KEY=
MIDTRANS_IS_PRODUCTION=false
""",
        "Midtrans keys left empty",
        "",
    ),
    (
        M,
        "home/<<fa>>/.bash_history",
        """ffmpeg -rtsp_transport tcp -i "rtsp://$CAM_USER:$CAM_PASS@<<lan>>:554/cam/realmonitor?channel=1&subtype=0" -t 60 -c copy test.mp4
""",
        "camera credentials are shell variables, not values",
        "",
    ),
    (
        M,
        "docs/serah_terima_outlet_<<n>>.md",
        """# Serah terima outlet <<n>>

## Moka POS
- Email: outlet<<n>>@<<dom>>
- Kata sandi: direset oleh pusat, minta lewat tiket IT (jangan tulis di sini)
""",
        "handover note without the password",
        "",
    ),
    # n — Osaka ingredient supplier
    (
        N,
        "scripts/chatwork_notify.py",
        """import os

CHATWORK_API_TOKEN = os.environ["CHATWORK_API_TOKEN"]
""",
        "Chatwork token read from the environment",
        None,
    ),
    (
        N,
        "lineworks/public_<<date>>.pem",
        """-----BEGIN PUBLIC KEY-----
<<pubkey>>
-----END PUBLIC KEY-----
""",
        "a public key registered with LINE WORKS; public by design",
        "",
        _pub,
    ),
    (
        N,
        "メモ/slack_<<date>>.txt",
        """<<ln>> <<fn>>  10:02
B2クラウドのパスワード教えてください

<<ln2>> <<fn2>>  10:05
1Passwordの共有保管庫「出荷」に入れてあります
""",
        "Japanese chat pointing to a password manager",
        "",
    ),
    # o — Athens packaging studio
    (
        O,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
  <Servers>
    <Server>
      <Host>ftp.typografeio-<<n>>.gr</Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <User><<org>></User>
      <Logontype>2</Logontype>
      <Name>Τυπογραφείο</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
        "FileZilla site set to ask for the password (Logontype 2); none stored",
        None,
    ),
    (
        O,
        ".env",
        """# Δημιούργησε δικό σου Personal Access Token στο Figma και βάλ' το εδώ
FIGMA_TOKEN=
FIGMA_FILE_KEY=
""",
        "Figma token left empty",
        "",
    ),
    (
        O,
        "viber_<<org>>_<<nn>>.csv",
        """<<dmy>>,12:01,<<fn>>,<<phone2>>,"Τον κωδικό του Adobe;"
<<dmy>>,12:03,<<fn2>>,<<phone2>>,"Είναι στο Bitwarden της ομάδας"
""",
        "Greek chat pointing to a password manager",
        "",
    ),
    # p — Nairobi influencer agency
    (
        P,
        "k8s/pesapal-secret.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: pesapal-credentials
  namespace: <<org>>
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  target:
    name: pesapal-credentials
  data:
    - secretKey: PESAPAL_CONSUMER_SECRET
      remoteRef:
        key: kv/<<org>>/pesapal
        property: consumer_secret
""",
        "ExternalSecret that points to a vault path; no value",
        None,
    ),
    (
        P,
        ".env",
        """MPESA_ENV=sandbox
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_SHORTCODE=174379
""",
        "Daraja keys empty (sandbox shortcode only)",
        "",
    ),
    (
        P,
        "exports/creators_roster_<<date>>.csv",
        """creator,handle,platform,login_email,login_pass,manager
<<fn2>> <<ln2>>,@<<fa2>>.glows,Instagram,,(creator keeps),<<fn>>
<<fn>> <<ln>>,@<<fa>>_beauty,TikTok,,(creator keeps),<<fn>>
""",
        "roster without any login passwords",
        "",
    ),
]

for row in TABLE:
    fam, path, template, why, syntax = row[:5]
    extra = row[5] if len(row) > 5 else None
    regd(fam, path, template, why, syntax, extra)
