# ruff: noqa: E501
"""The ninetieth corpus's decoys: three per family, files like the formats that hold no live
credential (references to environment variables and secret stores, empty values, public keys,
checksums, masked values, chat and mail that mention a password without giving one,
authentication without a password)."""

from __future__ import annotations

import base64
import random

from ninetieth_formats_a import FAM as A
from ninetieth_formats_b import FAM as B
from ninetieth_formats_c import FAM as C
from ninetieth_formats_d import FAM as D
from ninetieth_formats_e import FAM as E
from ninetieth_formats_f import FAM as F
from ninetieth_formats_g import FAM as G
from ninetieth_formats_h import FAM as H
from ninetieth_formats_i import FAM as I
from ninetieth_formats_j import FAM as J
from ninetieth_formats_k import FAM as K
from ninetieth_formats_l import FAM as L
from ninetieth_formats_m import FAM as M
from ninetieth_formats_n import FAM as N
from ninetieth_formats_o import FAM as O
from ninetieth_formats_p import FAM as P
from ninetieth_spec import Slots, alnum, b64, hexs, rbytes, regd

# --------------------------------------------------------------------------- a Kenya

regd(
    A,
    ("<<org>>/clio-sync/.env",),
    """# Clio Manage -> matter sync; secrets come from Azure Key Vault at container start
CLIO_REGION=eu
CLIO_CLIENT_ID=${CLIO_CLIENT_ID}
CLIO_CLIENT_SECRET=${CLIO_CLIENT_SECRET}
CLIO_REDIRECT_URI=https://intranet.<<dom>>/clio/callback
""",
    "every Clio value is a ${...} reference filled from Key Vault; nothing is stored in the file",
    syntax="",
)
regd(
    A,
    ("WhatsApp Chat with <<fc2>> Karani.txt",),
    """<<dmys>>, <<hm>> - <<fc2>> <<la2>>: Nenosiri la e-filing limebadilika? Siwezi kuingia
<<dmys>>, <<hm2>> - <<fc>> <<la>>: Ndio, nimelibadilisha. Liko kwenye Bitwarden ya ofisi, folda "Mahakama"
<<dmys>>, <<hm2>> - <<fc2>> <<la2>>: Sawa nimeliona, asante
""",
    "a Swahili chat about a changed e-filing password that only points to the office Bitwarden folder",
    syntax="",
)
regd(
    A,
    ("<<org>>-portal/app/config/mpesa.php",),
    """<?php
return [
    'env'             => env('MPESA_ENV', 'production'),
    'shortcode'       => env('MPESA_SHORTCODE'),
    'consumer_key'    => env('MPESA_CONSUMER_KEY'),
    'consumer_secret' => env('MPESA_CONSUMER_SECRET'),
    'passkey'         => env('MPESA_PASSKEY'),
    'callback_url'    => 'https://pay.<<dom>>/mpesa/stk/callback',
];
""",
    "Daraja config that reads the consumer secret and passkey from the environment",
    syntax="",
)

# --------------------------------------------------------------------------- b Poland

regd(
    B,
    ("<<org>>/poczta/<<date>>_epuap.eml",),
    """From: <<fa>>.<<la>>@<<dom>>
To: <<email2>>
Subject: Dostęp do ePUAP
Content-Type: text/plain; charset=UTF-8

Dzień dobry,

login do skrzynki ePUAP to <<login>>_kancelaria. Hasła nie wysyłam mailem –
podam je jutro rano osobiście w sekretariacie.

<<f>> <<l>>
""",
    "a Polish e-mail that gives the ePUAP login and says the password will be given in person",
    syntax="",
)
regd(
    B,
    ("<<org>>/etc/samba/cred-skany",),
    """username=guest
password=
domain=<<org>>
""",
    "a Samba credentials file for the guest scan share with an empty password",
    syntax="",
)
regd(
    B,
    ("<<org>>-oplaty/config/przelewy24.php",),
    """<?php
define('P24_MERCHANT_ID', (int) getenv('P24_MERCHANT_ID'));
define('P24_CRC', getenv('P24_CRC'));
define('P24_API_KEY', getenv('P24_API_KEY'));
define('P24_SANDBOX', false);
""",
    "Przelewy24 config that reads the CRC and API key with getenv",
    syntax="",
)

# --------------------------------------------------------------------------- c India

regd(
    C,
    ("<<org>>/einvoice-bridge/.env.example",),
    """# copy to .env and fill from the KeePass entry "IRP API user"
IRP_BASE_URL=https://api.einvoice1.gst.gov.in
GSP_CLIENT_ID=
GSP_CLIENT_SECRET=
EINV_API_USER=
EINV_API_PASSWORD=
""",
    "an .env template with every e-invoice credential left empty",
    syntax="",
)
regd(
    C,
    ("WhatsApp Chat with <<fa2>> CA Office.txt",),
    """<<dmys>>, <<hm>> am - <<f2>> <<l2>>: सर, इनकम टैक्स पोर्टल का पासवर्ड काम नहीं कर रहा
<<dmys>>, <<hm2>> am - <<f>> <<l>>: "Forgot password" से Aadhaar OTP लेकर रीसेट कर लो, नया पासवर्ड मुझे मत भेजना
<<dmys>>, <<hm2>> am - <<f2>> <<l2>>: ठीक है सर
""",
    "a Hindi chat telling a clerk to reset the password by Aadhaar OTP; no password is given",
    syntax="",
)
regd(
    C,
    ("<<org>>/ITR_clients/xl/sharedStrings.xml",),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6" uniqueCount="6"><si><t>क्लाइंट का नाम</t></si><si><t>PAN</t></si><si><t>पासवर्ड</t></si><si><t><<f2>> <<l2>></t></si><si><t>ABCPJ<<n4>>K</t></si><si><t>••••••••</t></si></sst>
""",
    "an XLSX shared-strings part whose password column is masked with bullets",
)

# --------------------------------------------------------------------------- d Mexico

regd(
    D,
    ("<<org>>/control/clientes_<<y>>.csv",),
    """rfc,razon_social,ciec,vence_efirma,notas
HEGA<<n6>>AB1,<<l2>> <<f2>>,en resguardo del cliente,<<dmys>>,pedir por teléfono
OOMR<<n6>>K27,Papelería Tlaquepaque,en resguardo del cliente,<<dmys>>,
""",
    "a client CSV whose CIEC column only says the clients keep their own passwords",
    syntax="",
)
regd(
    D,
    ("<<org>>/cobros/config/initializers/conekta.rb",),
    """require "conekta"

Conekta.api_key = ENV.fetch("CONEKTA_PRIVATE_KEY")
Conekta.api_version = "2.1.0"
Conekta.locale = :es
""",
    "a Conekta initializer that reads the private key from the environment",
    syntax="",
)
regd(
    D,
    ("<<org>>/home/<<login>>/.bash_history",),
    """cd ~/facturacion
source ~/.facturama_env
curl -s https://api.facturama.mx/api/Cfdis?type=issued -H "Authorization: Basic $FACTURAMA_BASIC" | jq length
""",
    "a shell history whose Facturama call uses a $FACTURAMA_BASIC variable sourced from a file",
    syntax="",
)

# --------------------------------------------------------------------------- e Vietnam

regd(
    E,
    ("<<org>>/PayrollSync/appsettings.json",),
    """{
  "MisaAmis": {
    "BaseUrl": "https://actapp.misa.vn/api/oauth/actopen",
    "AppId": "",
    "AccessCode": "",
    "OrgCompanyCode": "<<org>>"
  }
}
""",
    "MISA AMIS connector settings with an empty app id and access code",
)
regd(
    E,
    ("<<org>>/crontab.<<host>>",),
    """# mật khẩu lấy từ ~/.pgpass (chmod 600)
0 1 * * * pg_dump -h <<ip>> -U payroll_bk -Fc payroll > /backup/payroll_$(date +\\%F).dump
""",
    "a crontab whose pg_dump authenticates through ~/.pgpass; no password in the line",
    syntax="",
)
regd(
    E,
    ("<<org>>/ghichu/zalo_<<fa2>>.txt",),
    """<<l2>> <<f2>> <<hm>>
Chị ơi mật khẩu cổng thuế điện tử là gì ạ?
<<l>> <<f>> <<hm2>>
Chị gửi qua tin nhắn riêng rồi nhé, đọc xong thì xoá đi
""",
    "a Vietnamese chat that says the password was sent separately and gives none",
    syntax="",
)

# --------------------------------------------------------------------------- f Japan

regd(
    F,
    ("<<org>>/mail/<<date>>_パスワード.eml",),
    """From: <<fa>>.<<la>>@<<dom>>
To: <<email2>>
Subject: 納品ファイルについて
Content-Type: text/plain; charset=UTF-8

<<l2>>様

納品ファイルのパスワードは、セキュリティのためお電話にてお伝えいたします。

<<orgname>>　<<l>>
""",
    "a Japanese delivery mail saying the file password will be given by phone",
    syntax="",
)
regd(
    F,
    ("<<org>>/Trados/Settings/DeepLProvider.xml",),
    """<?xml version="1.0" encoding="utf-8"?>
<DeepLTranslationProviderSettings>
  <ApiVersion>v2</ApiVersion>
  <ApiKey></ApiKey>
  <UseWindowsCredentialStore>true</UseWindowsCredentialStore>
  <Formality>prefer_more</Formality>
</DeepLTranslationProviderSettings>
""",
    "Trados DeepL settings with an empty key; the key lives in the Windows credential store",
)
regd(
    F,
    ("<<org>>/納品/<<n4>>/SHA256SUMS.txt",),
    """<<h1>>  <<n4>>_契約書和訳_v2.docx
<<h2>>  <<n4>>_用語集.xlsx
<<h3>>  <<n4>>_納品書.pdf
""",
    "SHA-256 checksums of delivered translation files",
    syntax="",
    extra=lambda rng, s: {f"h{i}": hexs(rng, 64) for i in (1, 2, 3)},
)

# --------------------------------------------------------------------------- g Philippines

regd(
    G,
    ("<<org>>-portal/.env",),
    """APP_ENV=production
APP_URL=https://apply.<<dom>>
PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=${PAYMONGO_SECRET_KEY}
""",
    "only the PayMongo publishable key, which is meant for browsers; the secret is a reference",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 24)},
)
regd(
    G,
    ("<<org>>/opencats/docker-compose.yml",),
    """services:
  db:
    image: mariadb:10.11
    environment:
      MARIADB_DATABASE: "opencats"
      MARIADB_USER: "opencats"
      MARIADB_PASSWORD_FILE: "/run/secrets/db_password"
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "a Compose file that takes the database password from a Docker secret file",
)
regd(
    G,
    ("<<org>>/viber_export/Viber_<<fa2>>.csv",),
    """Date,Time,Sender Name,Sender Phone Number,Message
<<dmys>>,<<hm>>,<<f2>> <<l2>>,<<phone2>>,"Ma'am na-lock ang JobStreet account"
<<dmys>>,<<hm2>>,<<f>> <<l>>,<<phone>>,"gi-reset na nako, check sa imong email ang reset link"
""",
    "a Viber export about a locked account that only points to a reset link in e-mail",
    syntax="",
)

# --------------------------------------------------------------------------- h UAE

regd(
    H,
    ("<<org>>/cctv/reception_cameras.m3u",),
    """#EXTM3U
#EXTINF:-1,Reception - cam 1
rtsp://<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Document room - cam 2
rtsp://<<ip>>:554/Streaming/Channels/201
""",
    "an RTSP playlist without user info; VLC asks for the camera login",
    syntax="",
)
regd(
    H,
    ("<<org>>/visa-tracker/credentials/wif-config.json",),
    """{
  "type": "external_account",
  "audience": "//iam.googleapis.com/projects/<<n6>>/locations/global/workloadIdentityPools/office/providers/azure",
  "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
  "token_url": "https://sts.googleapis.com/v1/token",
  "credential_source": { "file": "/var/run/secrets/azure/token" },
  "service_account_impersonation_url": "https://iamcredentials.googleapis.com/v1/projects/-/serviceAccounts/sheets-sync@<<org>>-visa-tracker.iam.gserviceaccount.com:generateAccessToken"
}
""",
    "a Google workload-identity config: it names a token file and holds no key",
)
regd(
    H,
    ("WhatsApp Chat with <<fa2>>.txt",),
    """<<dmys>>, <<hm>> - <<f2>> <<l2>>: ما هي كلمة السر لبوابة ICP؟
<<dmys>>, <<hm2>> - <<f>> <<l>>: أرسلتها لك على البريد الإلكتروني، لا أكتبها هنا
""",
    "an Arabic chat that refuses to write the ICP password in the chat",
    syntax="",
)

# --------------------------------------------------------------------------- i Korea

regd(
    I,
    ("<<org>>/카카오톡/KakaoTalk_<<y>><<mo>><<d>>.txt",),
    """<<y>>년 <<mo>>월 <<d>>일 오전 10:<<mi>>, <<l2>><<f2>> : 특허로 비밀번호 알려주실 수 있나요?
<<y>>년 <<mo>>월 <<d>>일 오전 10:<<mi>>, <<l>><<f>> : 카톡으로는 안 돼요. 사무실 오시면 구두로 알려드릴게요
""",
    "a KakaoTalk chat in which the password is promised in person, never typed",
    syntax="",
)
regd(
    I,
    ("<<org>>-billing/src/main/resources/application-prod.properties",),
    """toss.payments.client-key=${TOSS_CLIENT_KEY}
toss.payments.secret-key=${TOSS_SECRET_KEY}
spring.datasource.password=${DB_PASSWORD}
""",
    "Spring properties whose secrets are all ${...} placeholders",
    syntax="",
)
regd(
    I,
    ("<<org>>/nas/backup_rsync.sh",),
    """#!/bin/sh
rsync -av --delete --password-file=/etc/rsync.pass /volume1/cases/ backup@<<ip>>::cases
""",
    "an rsync script that reads its password from a separate file",
    syntax="",
)

# --------------------------------------------------------------------------- j South Africa

regd(
    J,
    ("<<org>>/k8s/analytics/externalsecret.yaml",),
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: audit-analytics-db
  namespace: analytics
spec:
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: audit-analytics-db
  data:
    - secretKey: IDEA_DB_PASSWORD
      remoteRef:
        key: secret/data/analytics/db
        property: password
""",
    "an ExternalSecret that points at a Vault path; no value in the manifest",
)
regd(
    J,
    ("<<org>>/clients/<<town>>/odbc.ini",),
    """[PastelClient]
Driver=C:\\Program Files (x86)\\Actian\\PSQL\\bin\\w3odbcci.dll
ServerName=<<ip>>.1583
DBQ=<<org>>_<<n4>>
Trusted_Connection=Yes
""",
    "an ODBC DSN with Windows authentication and no PWD",
)
regd(
    J,
    ("WhatsApp Chat with <<fc2>>.txt",),
    """<<y>>/<<mo>>/<<d>>, <<hm>> - <<f2>> <<l2>>: Wat is die eFiling wagwoord?
<<y>>/<<mo>>/<<d>>, <<hm2>> - <<f>> <<l>>: Dis in Bitwarden onder "SARS", ek stuur dit nie op WhatsApp nie
""",
    "an Afrikaans chat pointing to Bitwarden instead of sending the eFiling password",
    syntax="",
)

# --------------------------------------------------------------------------- k Brazil

regd(
    K,
    ("<<org>>-cobranca/.env.example",),
    """ASAAS_BASE_URL=https://api.asaas.com/v3
ASAAS_API_KEY=
ASAAS_WEBHOOK_TOKEN=
DATABASE_URL=postgres://cobranca@localhost:5432/acordos
""",
    "an .env template with empty Asaas key and webhook token",
    syntax="",
)
regd(
    K,
    ("<<org>>/asterisk/pjsip.conf",),
    """; tronco autenticado por IP (sem senha)
[trunk-operadora]
type=endpoint
context=from-trunk
aors=trunk-operadora

[trunk-operadora]
type=identify
endpoint=trunk-operadora
match=<<pip>>
""",
    "a PJSIP trunk authenticated by source IP; no auth section or password",
    syntax="",
)
regd(
    K,
    ("<<org>>/emails/<<date>>_acesso.eml",),
    """From: <<fa>>.<<la>>@<<dom>>
To: <<email2>>
Subject: Acesso ao portal do credor
Content-Type: text/plain; charset=UTF-8

Oi <<f2>>, o usuário é <<login>>.fin. A senha vai por SMS daqui a pouco, por segurança.

Abraço
""",
    "a Portuguese e-mail with a user name that says the password follows by SMS",
    syntax="",
)

# --------------------------------------------------------------------------- l Fiji

regd(
    L,
    ("<<org>>/.config/rclone/rclone.conf",),
    """[nas]
type = sftp
host = <<ip>>
user = filings
key_file = ~/.ssh/id_ed25519
shell_type = unix
""",
    "an rclone SFTP remote that authenticates with a key file",
)


def _spki(rng: random.Random, s: Slots) -> Slots:
    der = bytes.fromhex("30820122300d06092a864886f70d01010105000382010f003082010a0282010100")
    der += bytes([0xC1]) + rbytes(rng, 255) + bytes.fromhex("0203010001")
    body = base64.b64encode(der).decode()
    return {"pubbody": "\n".join(body[k : k + 64] for k in range(0, len(body), 64))}


regd(
    L,
    ("<<org>>/keys/docusign_public.pem",),
    """-----BEGIN PUBLIC KEY-----
<<pubbody>>
-----END PUBLIC KEY-----
""",
    "the RSA public key uploaded to DocuSign for the JWT grant; public material",
    syntax="",
    extra=_spki,
)
regd(
    L,
    ("<<org>>/devices/kyocera_addressbook.csv",),
    """"Number","Name","Type","Host","Path","Port","Login User Name","Login Password"
"1","Scans - Filing Desk","SMB","<<ip>>","\\\\scans\\filing","445","<<org>>\\scanner","********"
""",
    "a scanner address-book export whose password column the device masks",
    syntax="",
)

# --------------------------------------------------------------------------- m Turkey

regd(
    M,
    ("<<org>>/BordroAktarim/BordroAktarim.exe.config",),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="LogoBordro" connectionString="Data Source=<<ip>>\\LOGO;Initial Catalog=LOGODB_BORDRO;Integrated Security=SSPI" providerName="System.Data.SqlClient"/>
  </connectionStrings>
</configuration>
""",
    "a connection string with Windows integrated security and no password",
    syntax="xml",
)
regd(
    M,
    ("WhatsApp Sohbeti - <<fc2>>.txt",),
    """<<dmy>> <<hm>> - <<f2>> <<l2>>: Kolay İK şifresi neydi?
<<dmy>> <<hm2>> - <<f>> <<l>>: Sana SMS ile attım, buraya yazmıyorum
""",
    "a Turkish chat saying the password went by SMS",
    syntax="",
)
regd(
    M,
    ("<<org>>/home/<<login>>/.bash_history",),
    """smbclient //<<ip>>/ik_arsiv -A ~/.smbcred -c 'ls'
smbclient //<<ip>>/ik_arsiv --use-kerberos=required -c 'cd ozluk; ls'
""",
    "smbclient with an authentication file and Kerberos; no password on the command line",
    syntax="",
)

# --------------------------------------------------------------------------- n Georgia

regd(
    N,
    ("home/<<login>>/.docker/config.json",),
    """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "desktop"
}
""",
    "a Docker config whose credentials are kept by the desktop credential store",
)
regd(
    N,
    ("<<org>>/vpn/wg0_<<fa>>.conf",),
    """[Interface]
PostUp = wg set %i private-key /etc/wireguard/<<fa>>.key
Address = 10.44.0.<<n2>>/32

[Peer]
PublicKey = <<pub>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.44.0.0/24
""",
    "a WireGuard config that loads the private key from a file; only the peer's public key",
    syntax="ini",
    extra=lambda rng, s: {"pub": b64(rng, 32)},
)
regd(
    N,
    ("<<org>>/export/clients_<<date>>.html",),
    """<html><head><meta charset="utf-8"></head><body>
<table border="1">
<tr><th>კომპანია</th><th>portal</th><th>user</th><th>პაროლი</th></tr>
<tr><td><<la2>> Trade LLC</td><td>rs.ge</td><td><<login>></td><td>SMS-ით</td></tr>
</table>
</body></html>
""",
    "a Georgian client table whose password cell says the password is sent by SMS",
    syntax="",
)

# --------------------------------------------------------------------------- o Morocco

regd(
    O,
    ("<<org>>/portnet-client/src/main/java/ma/cabinet/portnet/PortnetConfig.java",),
    """package ma.cabinet.portnet;

public final class PortnetConfig {
    public static final String KEYSTORE = "/etc/portnet/<<org>>.p12";
    public static final String KEYSTORE_PASSWORD = System.getenv("PORTNET_KEYSTORE_PASSWORD");

    private PortnetConfig() {}
}
""",
    "a keystore password read from the environment",
    syntax="",
)
regd(
    O,
    ("<<org>>/courriel/<<date>>_acces.eml",),
    """From: <<fa>>.<<la>>@<<dom>>
To: <<email2>>
Subject: Accès portail ADII
Content-Type: text/plain; charset=UTF-8

Bonjour Maître, l'identifiant est <<login>>_cabinet ; je vous communique le mot de passe par téléphone.

Cordialement
""",
    "a French e-mail giving only the login and promising the password by phone",
    syntax="",
)
regd(
    O,
    ("<<org>>/tools/declarant/main.go",),
    """package main

import "os"

var bearer = os.Getenv("DEDOUANEMENT_TOKEN")
""",
    "a Go client reading its bearer token with os.Getenv",
    syntax="",
)

# --------------------------------------------------------------------------- p Thailand

regd(
    P,
    ("<<org>>-linebot/.env.example",),
    """LINE_CHANNEL_ID=
LINE_CHANNEL_SECRET=
LINE_CHANNEL_ACCESS_TOKEN=
APP_BASE_URL=https://line.<<dom>>
""",
    "a LINE bot .env template with empty secret and access token",
    syntax="",
)
regd(
    P,
    ("<<org>>/provisioning/common.cfg",),
    """#!version:1.0.0.1
account.1.enable = 1
account.1.label = Front desk
account.1.user_name = 10<<n2>>
account.1.password =
account.1.sip_server.1.address = pbx.<<dom>>
""",
    "a Yealink common config with an empty SIP password (set per phone elsewhere)",
    syntax="",
)
regd(
    P,
    ("<<org>>/config/zoom_s2s.json",),
    """{
  "account_id_env": "ZOOM_ACCOUNT_ID",
  "client_id_env": "ZOOM_CLIENT_ID",
  "client_secret_env": "ZOOM_CLIENT_SECRET",
  "waiting_room": true
}
""",
    "Zoom settings that name the environment variables holding the credentials",
)
