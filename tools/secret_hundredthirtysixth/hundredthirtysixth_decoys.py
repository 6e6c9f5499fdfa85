# ruff: noqa: E501
"""Decoys of the hundred-and-thirty-sixth corpus: files of the same sixteen families that hold no
live credential (references to the environment or a vault, empty or masked values, documented
sandbox defaults, checksums, prose that mentions a password without giving one), three per
family, each with its ``why``."""

from __future__ import annotations

from hundredthirtysixth_formats_a import F as A
from hundredthirtysixth_formats_b import F as B
from hundredthirtysixth_formats_c import F as C
from hundredthirtysixth_formats_d import F as D
from hundredthirtysixth_formats_e import F as E
from hundredthirtysixth_formats_f import F as Fp
from hundredthirtysixth_formats_g import F as G
from hundredthirtysixth_formats_h import F as H
from hundredthirtysixth_formats_i import F as Ii
from hundredthirtysixth_formats_j import F as J
from hundredthirtysixth_formats_k import F as K
from hundredthirtysixth_formats_l import F as L
from hundredthirtysixth_formats_m import F as M
from hundredthirtysixth_formats_n import F as N
from hundredthirtysixth_formats_o import F as O
from hundredthirtysixth_formats_p import F as P
from hundredthirtysixth_spec import regd

# (family, path, template, why, syntax)
DECOYS = [
    # ---------------------------------------------------------------- a: Chile, autopista TAG
    (
        A,
        "portico/<<org>>/P<<nn>>/controlador.ini",
        """; Controlador de pórtico free-flow - <<orgu>>
[portico]
id = P<<nn>>
nombre = Pórtico <<nn>> <<city>>

[backoffice]
sftp_host = <<host>>
sftp_user = portico<<nn>>
; la clave la inyecta el servicio desde /etc/portico/credenciales (systemd LoadCredential)
sftp_password = ${PORTICO_SFTP_PASSWORD}
ruta_transitos = /entrada/transitos/P<<nn>>
""",
        "the SFTP password is a ${...} reference filled in from a systemd credential at start-up",
        None,
    ),
    (
        A,
        "<<org>>-portal-pagos/.env.example",
        """APP_NAME="Pago de deudas TAG"
APP_ENV=production
APP_URL=https://pagos.<<dom>>

# Webpay Plus (Transbank): pedir código de comercio y llave secreta a Finanzas
TBK_COMMERCE_CODE=
TBK_API_KEY_SECRET=
TBK_ENVIRONMENT=LIVE
""",
        "an .env.example template whose Transbank commerce code and API key secret are left empty",
        "",
    ),
    (
        A,
        "WhatsApp/Chat de WhatsApp con <<full2>>.txt",
        """<<dmyy>>, <<hm>> - <<full2>>: oye <<lfirst>>, me bloqueó el backoffice de tránsitos otra vez
<<dmyy>>, <<hm2>> - <<full>>: ya te la reseteé, la clave nueva te llegó al correo con el link del gestor
<<dmyy>>, <<hm2>> - <<full>>: no la mando por acá po, auditoría nos retó la otra vez
<<dmyy>>, <<hm3>> - <<full2>>: jaja ya, gracias!! ya entré
""",
        "a chat about a password reset that deliberately does not contain the password",
        "",
    ),
    # ---------------------------------------------------------------- b: Mexico, verificentro
    (
        B,
        "Verificentro/OpenVPN/config/vc<<num4>>.ovpn",
        """client
dev tun
proto udp
remote vpn.<<dom>> 1194
resolv-retry infinite
nobind
persist-key
persist-tun
ca ca.crt
cert vc<<num4>>.crt
key vc<<num4>>.key
remote-cert-tls server
auth-user-pass vc<<num4>>-auth.txt
cipher AES-256-GCM
verb 3
""",
        "an OpenVPN client profile that only points at the key and the auth-user-pass file by name",
        "",
    ),
    (
        B,
        "src/<<orgc>>.Facturacion/FacturamaConfig.cs",
        """using System.Configuration;
using Facturama;

namespace Verificentro.Facturacion
{
    public static class FacturamaConfig
    {
        public static string Usuario => ConfigurationManager.AppSettings["FacturamaUsuario"];
        public static string Password => ConfigurationManager.AppSettings["FacturamaPassword"];

        public static FacturamaApiMultiemisor CrearApi()
        {
            return new FacturamaApiMultiemisor(Usuario, Password, isDevelopment: false);
        }
    }
}
""",
        "the Facturama password is read from application settings at run time, not written in the code",
        "",
    ),
    (
        B,
        "respaldos/<<org>>/mikrotik-<<date>>.rsc",
        """# <<mon>>/<<dd>>/<<y>> <<hms>> by RouterOS 7.12.1
# software id = <<hex8>>
#
# model = RB951Ui-2HnD
/interface wifi security
add authentication-types=wpa2-psk name=oficina
/interface wifi
set [ find default-name=wlan1 ] configuration.ssid=VERIFICENTRO-<<orgu>> security=oficina
/ip address
add address=192.168.<<n>>.1/24 interface=bridge-lineas network=192.168.<<n>>.0
/system identity
set name=VC-<<orgu>>-<<city>>
""",
        "a RouterOS 7 export, which hides sensitive values by default: the Wi-Fi profile carries no passphrase",
        "",
    ),
    # ---------------------------------------------------------------- c: Colombia, CDA
    (
        C,
        "cda-<<org>>/src/main/resources/sicov.properties",
        """# Integración SICOV / RUNT - CDA <<orgc>>
cda.codigo=<<num6>>
sicov.endpoint=https://sicov.<<dom>>/ws/RevisionTecnicoMecanica
sicov.usuario=${SICOV_USUARIO}
sicov.clave=${SICOV_CLAVE}
sicov.timeout.ms=20000
""",
        "Spring property placeholders resolved from the environment; no value is in the file",
        "",
    ),
    (
        C,
        "cda_pagos/<<org>>/settings/produccion.py",
        '''"""Pago de la revisión técnico-mecánica en línea (Wompi)."""

import os

WOMPI_URL = "https://production.wompi.co/v1"
WOMPI_LLAVE_PUBLICA = os.environ["WOMPI_LLAVE_PUBLICA"]
WOMPI_LLAVE_PRIVADA = os.environ["WOMPI_LLAVE_PRIVADA"]
WOMPI_MONEDA = "COP"
''',
        "both Wompi keys come from os.environ",
        None,
    ),
    (
        C,
        "ocr/<<org>>/IMG_<<num4>>_sticker_caja.txt",
        """CDA <<orgu>> - CAJA <<n>>
PC: CAJA0<<n>>
Usuario Windows: caja<<n>>
Contrasena: pedir a sistemas (cambia cada mes)
Datafono Redeban
Soporte sistemas <<phone>>
""",
        "a cashier PC sticker that says to ask IT for the password instead of showing one",
        "",
    ),
    # ---------------------------------------------------------------- d: Brazil, balança
    (
        D,
        "Pesagem/<<org>>/Config.ini",
        """[Geral]
Empresa=<<orgu>> ARMAZENS GERAIS LTDA
Unidade=<<city>>

[Indicador]
Modelo=Toledo 9091
Porta=COM1

[Banco]
Servidor=<<ip>>\\SQLEXPRESS
Banco=PESAGEM
AutenticacaoWindows=1
Usuario=
Senha=
""",
        "the scale software connects with Windows authentication: user and password are empty",
        None,
    ),
    (
        D,
        "leitor-placas/<<org>>/docker-compose.yml",
        """services:
  db:
    image: postgres:15
    environment:
      POSTGRES_DB: pesagem
      POSTGRES_USER: balanca
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_senha
    secrets:
      - pg_senha
secrets:
  pg_senha:
    file: ./secrets/pg_senha.txt
""",
        "the database password is a Docker secret file, only its path is in the compose file",
        None,
    ),
    (
        D,
        "WhatsApp/Conversa do WhatsApp com <<full2>>.txt",
        """<<dmy>> <<hm>> - <<full2>>: a senha do sistema da balança mudou?
<<dmy>> <<hm2>> - <<full>>: mudou sim, o TI trocou ontem
<<dmy>> <<hm2>> - <<full>>: pega com o pessoal do TI pessoalmente, não mando senha por aqui
<<dmy>> <<hm3>> - <<full2>>: blz
""",
        "a chat about a changed password that refuses to send it",
        "",
    ),
    # ---------------------------------------------------------------- e: Germany, HU
    (
        E,
        "termine-<<org>>/wp-config.php",
        """<?php
// ** Datenbank-Einstellungen kommen aus der Umgebung (Plesk) ** //
define( 'DB_NAME', getenv( 'WP_DB_NAME' ) );
define( 'DB_USER', getenv( 'WP_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );

$table_prefix = 'hut_';
require_once ABSPATH . 'wp-settings.php';
""",
        "wp-config.php reads the database password with getenv()",
        "",
    ),
    (
        E,
        "Scans/<<org>>/Aushang_Wartebereich_<<n>>.txt",
        """Herzlich willkommen bei <<orgc>> <<city>>!

Kunden-WLAN
Netzwerk:   <<orgc>>-Gast
Schlüssel:  steht auf Ihrem Kassenbon (gilt 24 Stunden)

Kaffee & Wasser gratis
""",
        "a waiting-room notice that says the Wi-Fi key is printed on the receipt, without a key",
        "",
    ),
    (
        E,
        "IT/<<org>>/HU-Adapter/Firmware-Update-<<date>>.txt",
        """Firmware-Update HU-Adapter 21 auf Prüfplatz <<n>> - <<dmy_dot>> (<<user>>)

Datei:   hu-adapter21-firmware-4.2.0.bin
SHA-256: <<hex16>><<hex16>><<hex16>><<hex16>>
Prüfsumme mit Herstellerangabe verglichen: OK
Zertifikat: unverändert (Import siehe FSD-Zertifikat-Import.ps1)
""",
        "a firmware update note with the file's SHA-256 checksum, which is not a credential",
        "",
    ),
    # ---------------------------------------------------------------- f: Poland, waga
    (
        Fp,
        "ProgramWagowy/<<org>>/ProgramWagowy.exe.config",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="WagaDb"
         connectionString="Data Source=<<ip>>\\WAGA;Initial Catalog=Wazenia;Integrated Security=SSPI;"
         providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="Zaklad" value="<<orgu>> Sp. z o.o. - <<city>>" />
    <add key="PortCOM" value="COM2" />
  </appSettings>
</configuration>
""",
        "the weighing program uses Windows integrated security: no password in the connection string",
        "xml",
    ),
    (
        Fp,
        "integracja-bdo/<<org>>/appsettings.json",
        """{
  "bdo": {
    "apiUrl": "https://rejestr-bdo.mos.gov.pl/api/WasteRegister",
    "clientId": "",
    "clientSecret": "",
    "uwagi": "uzupełnić z portalu BDO (zakładka Integracja API) - nie commitować"
  }
}
""",
        "a BDO API settings template with the client id and secret left empty",
        None,
    ),
    (
        Fp,
        "Poczta/<<first>>/Serwis wagi - dostep zdalny.eml",
        """From: Serwis Wag Sp. j. <serwis@serwiswag-kielce.pl>
To: <<full>> <<<email>>>
Subject: Re: Waga samochodowa - dostęp zdalny
Date: <<d>> <<mon>> <<y>> <<hms>> +0200
Content-Type: text/plain; charset=utf-8

Dzień dobry,

połączymy się jutro o 8:00. ID TeamViewera komputera wagowego: 1 <<nnn>> <<nnn2>> <<nnn3>>.
Hasło jednorazowe proszę podać telefonicznie, gdy zadzwonimy - nie wysyłamy haseł mailem.

Pozdrawiam
<<full2>>
""",
        "a service e-mail with only the TeamViewer ID; the one-time password is to be given by phone",
        "",
    ),
    # ---------------------------------------------------------------- g: Italy, parcheggio
    (
        G,
        "sito-<<org>>/config/xpay.php",
        """<?php
define('XPAY_URL', 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet');
define('XPAY_ALIAS', getenv('XPAY_ALIAS'));
define('XPAY_CHIAVE_SEGRETA', getenv('XPAY_CHIAVE_SEGRETA'));
define('XPAY_DIVISA', 'EUR');
""",
        "the Nexi MAC key is read from the environment with getenv()",
        "",
    ),
    (
        G,
        "casse/<<org>>/cassa<<n>>/settings_export.ini",
        """[Generale]
Impianto=Parcheggio <<orgc>> <<city>>
Cassa=<<n>>

[Server]
Indirizzo=<<host>>
Porta=8443
Utente=cassa<<n>>
Password=********
""",
        "a settings export from the pay station UI, which masks the password with asterisks",
        None,
    ),
    (
        G,
        "export/<<org>>/abbonati_<<y>><<mm>>.csv",
        """Cognome;Nome;Targa;Email;Tipo;Utente portale;Password iniziale
Rossi;Marco;<<plate>>;marco.rossi@gmail.com;Mensile;mrossi12;(cambiata)
Bianchi;Giulia;<<plate2>>;giulia.bianchi@libero.it;Notturno;gbianchi40;(cambiata)
Ferrari;Luca;FX 204KM;luca.ferrari@alice.it;Residente;lferrari7;
""",
        "a subscriber export whose initial-password column holds only '(cambiata)' or nothing",
        "",
    ),
    # ---------------------------------------------------------------- h: Turkey, otoyol
    (
        H,
        "PlakaOkuma.Api/<<org>>/appsettings.Production.json",
        """{
  "ConnectionStrings": {
    "PlakaDb": "Server=<<ip>>,1433;Database=PlakaOkuma;Trusted_Connection=True;TrustServerCertificate=True"
  },
  "AllowedHosts": "*"
}
""",
        "a SQL Server connection string with Windows authentication and no password",
        None,
    ),
    (
        H,
        "opt/<<org>>/yedek/gecis_yedek.sh",
        """#!/bin/sh
# Gişe geçiş veritabanı gece yedeği
# şifre ~/.pgpass dosyasında (chmod 600), buraya yazmayın
export PGHOST=<<ip>>
export PGUSER=yedek
TARIH=$(date +%Y%m%d)
pg_dump -Fc gecisler > /yedek/gecisler_$TARIH.dump
""",
        "the backup script relies on ~/.pgpass; the script itself has no password",
        "",
    ),
    (
        H,
        "home/<<user>>/.bash_history",
        """cd /opt/hgs-entegrasyon
source /etc/hgs/entegrasyon.env
curl -s -u "$HGS_USER:$HGS_PASS" https://hgs-api.<<dom>>/v1/gecisler?tarih=<<date>> | jq length
systemctl restart hgs-entegrasyon
""",
        "curl takes the credentials from shell variables loaded from a protected env file",
        "",
    ),
    # ---------------------------------------------------------------- i: UAE, mawaqif
    (
        Ii,
        "k8s/<<org>>/meter-fleet/externalsecret.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: meter-fleet-db
  namespace: <<org>>-parking
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: aws-secrets-manager
    kind: ClusterSecretStore
  target:
    name: meter-fleet-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: prod/<<org>>/meter-fleet/db
        property: password
""",
        "an ExternalSecret that only names the AWS Secrets Manager path the password lives at",
        None,
    ),
    (
        Ii,
        "parking-pay-<<org>>/.env.example",
        """NODE_ENV=production
NGENIUS_API_URL=https://api-gateway.ngenius-payments.com
NGENIUS_OUTLET_REF=
NGENIUS_API_KEY=
NGENIUS_CURRENCY=AED
""",
        "an .env.example with the N-Genius outlet and API key left empty",
        "",
    ),
    (
        Ii,
        "Outlook/<<first>>/VPN account created.eml",
        """From: IT Service Desk <servicedesk@<<dom>>>
To: <<first>>.<<last>>@<<dom>>
Subject: Your remote access (FortiClient VPN) account
Date: <<d>> <<mon>> <<y>> <<hms>> +0400
Content-Type: text/plain; charset=utf-8

Dear <<firstc>>,

Your VPN account has been created. Username: <<user>>
Your one-time password has been sent by SMS to your registered mobile number.
You will be asked to set your own password and enrol in MFA on first login.

Regards,
IT Service Desk
""",
        "a VPN welcome e-mail that says the password went by SMS, without it",
        "",
    ),
    # ---------------------------------------------------------------- j: Kenya, weighbridge
    (
        J,
        "overload-fines-<<org>>/.env.sandbox",
        """# Daraja SANDBOX - Safaricom's published test shortcode and passkey (from the developer docs)
MPESA_ENV=sandbox
MPESA_SHORTCODE=174379
MPESA_PASSKEY=bfb279f9aa9bdbcf158e97dd71a467cd2e0c893059b10f78e6b72ada1ed2c919
MPESA_CALLBACK_URL=https://pay-staging.<<dom>>/api/mpesa/callback
""",
        "the Daraja sandbox passkey for test shortcode 174379, published in Safaricom's developer documentation",
        "",
    ),
    (
        J,
        "Network/<<city>>/nanostation-weighbridge-<<n>>.cfg",
        """bridge.status=enabled
radio.1.mode=managed
resolv.host.1.name=WB-<<orgu>>-CABIN<<n>>
wireless.1.ssid=WB-<<orgu>>-SETUP
wireless.1.security.type=none
wpasupplicant.status=disabled
netconf.1.ip=<<ip>>
users.1.name=ubnt
users.1.status=enabled
""",
        "an airOS configuration of a link still on an open setup network: WPA is disabled and no key is set",
        "",
    ),
    (
        J,
        "Mail/<<first>>/ALCS portal account.eml",
        """From: ALCS Support <alcs-support@<<dom>>>
To: <<firstc>> <<llast>> <<<email>>>
Subject: Axle Load Control System - weighbridge operator account
Date: <<d>> <<mon>> <<y>> <<hms>> +0300
Content-Type: text/plain; charset=utf-8

Dear <<firstc>>,

Your ALCS operator account (<<user>>) is ready. The station manager at <<city>> will
give you your temporary password in person together with your operator card.

Regards,
ALCS Support
""",
        "an account e-mail that says the temporary password is handed over in person",
        "",
    ),
    # ---------------------------------------------------------------- k: South Africa, RWC
    (
        K,
        "booking-<<org>>/config/payfast.sandbox.php",
        """<?php
// PayFast SANDBOX - the public test merchant from the PayFast developer docs
return [
    'merchant_id'  => '10000100',
    'merchant_key' => '46f0cd694581a',
    'sandbox'      => true,
    'return_url'   => 'https://staging.<<dom>>/booking/thank-you',
];
""",
        "PayFast's documented public sandbox merchant id and key, used on staging",
        "",
    ),
    (
        K,
        "homeassistant/<<org>>/secrets.yaml",
        """# values come from the Supervisor environment, not from this file
sunsynk_username: !env_var SUNSYNK_USERNAME
sunsynk_password: !env_var SUNSYNK_PASSWORD
eskomsepush_area: "<<city>>-<<n>>"
""",
        "Home Assistant !env_var references instead of values",
        "",
    ),
    (
        K,
        "rwc-booking-<<org>>/.env.example",
        """APP_NAME="<<orgc>> Roadworthy Bookings"
APP_ENV=production
APP_KEY=
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=rwc_bookings
DB_USERNAME=rwc
DB_PASSWORD=
""",
        "a Laravel .env.example with APP_KEY and DB_PASSWORD empty",
        "",
    ),
    # ---------------------------------------------------------------- l: India, FASTag
    (
        L,
        "monthly_pass_<<org>>/settings/payments.py",
        '''"""Monthly pass payments: Razorpay credentials from the environment."""

import os

RAZORPAY_KEY_ID = os.environ["RAZORPAY_KEY_ID"]
RAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]
''',
        "Razorpay key id and secret are read from os.environ",
        None,
    ),
    (
        L,
        "home/<<user>>/.my.cnf",
        """[client]
user=tms_report
socket=/var/run/mysqld/mysqld.sock
database=tms
""",
        "a MySQL option file for a socket (auth_socket) login without a password",
        "ini",
    ),
    (
        L,
        "WhatsApp/WhatsApp Chat with <<full2>>.txt",
        """<<dmyy>>, <<h12>>:<<mi>> <<ampm>> - <<full2>>: Sir lane <<lane>> TMS password expire ho gaya
<<dmyy>>, <<h12>>:<<mi2>> <<ampm>> - <<full>>: IT helpdesk ko call karo, password WhatsApp pe nahi bhejenge
<<dmyy>>, <<h12>>:<<mi3>> <<ampm>> - <<full2>>: ok sir
""",
        "a Hinglish chat that refuses to send the TMS password",
        "",
    ),
    # ---------------------------------------------------------------- m: Indonesia, parkir
    (
        M,
        "home/<<user>>/.docker/config.json",
        """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "pass"
}
""",
        "Docker keeps registry credentials in the pass credential store; the auth entry is empty",
        None,
    ),
    (
        M,
        "parkir-app-<<org>>/.env.example",
        """APP_NAME="Parkir <<orgc>>"
APP_ENV=production
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_MERCHANT_ID=
MIDTRANS_CLIENT_KEY=
MIDTRANS_SERVER_KEY=
""",
        "an .env.example with the Midtrans keys left empty",
        "",
    ),
    (
        M,
        "pos-masuk/<<org>>/gate<<n>>.ini",
        """[Umum]
NamaLokasi=<<orgc>> <<city>>
KodePos=IN<<n>>

[Koneksi]
Server=<<ip>>
Database=parkir
GunakanWindowsAuth=1
Pengguna=
KataSandi=
""",
        "the gate program uses Windows authentication; user and password are empty",
        None,
    ),
    # ---------------------------------------------------------------- n: Japan, coin parking
    (
        N,
        "seisanki-ui-<<org>>/.npmrc",
        """registry=https://npm.<<dom>>/
//npm.<<dom>>/:_authToken=${NPM_TOKEN}
always-auth=true
""",
        "the registry token is an ${NPM_TOKEN} environment reference",
        "",
    ),
    (
        N,
        "router/<<org>>/rtx830_<<date>>.txt",
        """# RTX830 Rev.15.02.30
# Reporting Date: <<y>>/<<mm>>/<<dd>> <<hms>>
ip route default gateway dhcp lan2
ipv6 prefix 1 ra-prefix@lan2::/64
ipv6 lan2 dhcp service client ir=on
tunnel select 1
 tunnel encapsulation ipip
 tunnel endpoint name gw.transix.jp fqdn
 ip tunnel tcp mss limit auto
 tunnel enable 1
dns server dhcp lan2
""",
        "a router on IPoE (DS-Lite): there is no PPPoE login or password in the configuration",
        "",
    ),
    (
        N,
        "設置資料/<<org>>/<<city>>第<<n>>駐車場_精算機設定.csv",
        """項目,設定値,備考
駐車場名,<<city>>第<<n>>駐車場,
精算機,FP-<<num4>>,
精算機管理者ID,admin<<n>>,
精算機管理者パスワード,（別紙・金庫保管）,
""",
        "a setup sheet whose password cell says it is on a separate sheet kept in the safe",
        "",
    ),
    # ---------------------------------------------------------------- o: Korea, Hi-pass
    (
        O,
        "lane-server-<<org>>/src/main/resources/application-prod.yml",
        """spring:
  datasource:
    url: jdbc:mariadb://<<ip>>:3306/toll_lane
    username: ${DB_USERNAME}
    password: ${DB_PASSWORD}
toll:
  office-name: "<<city>>영업소"
""",
        "Spring placeholders for the datasource user and password",
        None,
    ),
    (
        O,
        "src/main/java/kr/co/<<org>>/payment/TossPaymentsConfig.java",
        """package kr.co.<<org>>.payment;

public final class TossPaymentsConfig {

    // 결제위젯 연동 키는 공개 키(클라이언트 키)만 프론트에 노출, 시크릿 키는 환경변수
    public static final String CLIENT_KEY = "test_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq";
    private static final String SECRET_KEY = System.getenv("TOSS_SECRET_KEY");

    private TossPaymentsConfig() {}
}
""",
        "the Toss Payments documentation's public test client key; the secret key comes from the environment",
        "",
    ),
    (
        O,
        "KakaoTalk/KakaoTalk_<<y>><<mm>><<dd>>_<<hh>><<mi>>_<<n>>.txt",
        """<<city>>영업소 근무자 님과 카카오톡 대화
저장한 날짜 : <<y>>-<<mm>>-<<dd>> <<hms>>

[<<full2>>] [오후 3:<<mi>>] 차로 <<lane>>번 단말기 비밀번호 바뀌었나요?
[<<full>>] [오후 3:<<mi2>>] 네 어제 바뀌었어요. 카톡으로는 못 드리고 사무실 오시면 알려드릴게요
[<<full2>>] [오후 3:<<mi3>>] 넵
""",
        "a KakaoTalk chat about a changed password that is not sent",
        "",
    ),
    # ---------------------------------------------------------------- p: New Zealand, WoF
    (
        P,
        "home/<<user>>/.msmtprc",
        """defaults
auth           on
tls            on
tls_trust_file /etc/ssl/certs/ca-certificates.crt

account        gmail
host           smtp.gmail.com
port           587
from           bookings.<<org>>@gmail.com
user           bookings.<<org>>@gmail.com
passwordeval   "gpg --quiet --for-your-eyes-only --no-tty --decrypt ~/.msmtp-gmail.gpg"

account default : gmail
""",
        "msmtp decrypts the password with gpg at send time; only the command is in the file",
        "",
    ),
    (
        P,
        "wofbook/<<org>>/local_settings.py",
        """import os

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "wofbook",
        "USER": "wofbook",
        "PASSWORD": os.environ.get("WOFBOOK_DB_PASSWORD", ""),
        "HOST": "<<ip>>",
    }
}
""",
        "Django reads the database password from the environment with an empty default",
        None,
    ),
    (
        P,
        "ocr/<<org>>/whiteboard_<<date>>.txt",
        """STAFF WIFI
<<orgc>>-Workshop
pw: ask Mere (changes every Monday)

WOF LANE 2 - brake machine calibration Tues
""",
        "a whiteboard that says whom to ask for the Wi-Fi code instead of showing it",
        "",
    ),
]

for fam, path, template, why, syntax in DECOYS:
    regd(fam, path, template, why, syntax)
