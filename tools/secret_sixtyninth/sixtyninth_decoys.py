# ruff: noqa: E501
"""Decoys of the sixty-ninth corpus: three per family, files like the formats' that hold no live
credential (references to the environment or a secret store, empty values, public keys,
checksums, masked values, authentication without a password, chat and mail that mention a
password without giving it)."""

from __future__ import annotations

import random

from sixtyninth_corpus import b64, pem, rbytes
from sixtyninth_formats_a import FAM as A
from sixtyninth_formats_b import FAM as B
from sixtyninth_formats_c import FAM as C
from sixtyninth_formats_d import FAM as D
from sixtyninth_formats_e import FAM as E
from sixtyninth_formats_f import FAM as F
from sixtyninth_formats_g import FAM as G
from sixtyninth_formats_h import FAM as H
from sixtyninth_formats_i import FAM as I
from sixtyninth_formats_j import FAM as J
from sixtyninth_formats_k import FAM as K
from sixtyninth_formats_l import FAM as L
from sixtyninth_formats_m import FAM as M
from sixtyninth_formats_n import FAM as N
from sixtyninth_formats_o import FAM as O
from sixtyninth_formats_p import FAM as P
from sixtyninth_spec import ics, regd, wa


def _wa(msgs, style="android"):
    return lambda s: wa(s, [(w, m.format(**s)) for w, m in msgs], style=style)


def _cert(rng: random.Random, s):
    return {"cert": pem(b"\x30\x82\x03\x10" + rbytes(rng, 784), "CERTIFICATE")}


def _wgpub(rng: random.Random, s):
    return {"peer": b64(rng, 32)}


# --------------------------------------------------------------------------- a: pharmacy, Senegal
regd(
    A,
    "caisse-paiement/.env",
    """# Service de paiement de la pharmacie
NODE_ENV=production
PORT=<<port>>
# Wave Business API : clé à coller par le prestataire lors de la mise en service
WAVE_API_KEY=
CURRENCY=XOF
""",
    "Wave API key left empty, to be filled at installation",
    "",
)
regd(
    A,
    "exports/WhatsApp Chat with <<fn2>>.txt",
    _wa(
        [
            (0, "Portail Laborex bi dafa bloqué"),
            (1, "Mot de passe bi, dinaa la ko yónne ci SMS, du fi"),
            (0, "Waaw, jërëjëf"),
        ]
    ),
    "chat mentions the password but says it will be sent by SMS; no value",
    "",
)
regd(
    A,
    "var/spool/cron/crontabs/root",
    """# m h  dom mon dow   command
30 23 * * * /usr/bin/mysqldump --defaults-extra-file=/root/.my.cnf --single-transaction gestion_officine | gzip > /srv/backup/officine_$(date +\\%F).sql.gz
""",
    "mysqldump reads its credentials from an option file; no password on the line",
    "",
)

# --------------------------------------------------------------------------- b: dental clinic, Iran
regd(
    B,
    "Orthanc Server/Configuration/orthanc.json",
    """{
  "Name": "ORTHANC-<<org>>",
  "HttpPort": 8042,
  "DicomAet": "DENTALPACS",
  "RemoteAccessAllowed": false,
  "AuthenticationEnabled": false,
  "RegisteredUsers": {}
}
""",
    "PACS bound to localhost without authentication; no registered users",
)
regd(
    B,
    "nobat-site/.env",
    """APP_NAME=Nobat
APP_ENV=production
# شناسه مرچنت را از پنل زرین‌پال کپی کنید
ZARINPAL_MERCHANT_ID=
ZARINPAL_SANDBOX=true
""",
    "ZarinPal merchant id left empty (sandbox)",
    "",
)
regd(
    B,
    "D:/Backup/backup_dental.bat",
    """@echo off
sqlcmd -S .\\SQLEXPRESS -E -Q "BACKUP DATABASE [DentalClinic] TO DISK='D:\\Backup\\DentalClinic.bak' WITH INIT"
""",
    "sqlcmd with -E (Windows integrated authentication); no password",
    "",
)

# --------------------------------------------------------------------------- c: veterinary, Peru
regd(
    C,
    "camaras/clinica.m3u",
    """#EXTM3U
#EXTINF:-1,Consultorio 1
rtsp://<<lan>>:554/Streaming/Channels/101
#EXTINF:-1,Recepción
rtsp://<<lan>>:554/Streaming/Channels/401
""",
    "RTSP URLs without userinfo; VLC asks for the login",
    "",
)
regd(
    C,
    "pagos-vet/server.js",
    """const Culqi = require('culqi-node');
const culqi = new Culqi({
  privateKey: process.env.CULQI_PRIVATE_KEY,
  publicKey: 'pk_live_<<hx>>',
});
""",
    "private key read from the environment; only the publishable key is inline",
    "",
)
regd(
    C,
    "facturador/config.yml",
    """sunat:
  usuario_sol: "MODDATOS"
  clave_sol: "${SUNAT_CLAVE_SOL}"
certificado:
  archivo: /srv/facturacion/cert/empresa.pfx
  clave: "${CERT_PASSWORD}"
""",
    "SUNAT clave SOL and certificate password are environment references",
)

# --------------------------------------------------------------------------- d: opticians, Kazakhstan
regd(
    D,
    "WhatsApp/WhatsApp Chat - <<fa2>>.txt",
    _wa(
        [
            (0, "1С-ке кіре алмай тұрмын"),
            (1, "Құпия сөзді жеке SMS-пен жіберемін, мұнда жазбаймын"),
            (0, "Жарайды, рахмет"),
        ],
        "dots",
    ),
    "chat mentions the password (құпия сөз) without giving it",
    "",
)
regd(
    D,
    "kaspi_sync/orders.py",
    """import os

import requests

HEADERS = {"X-Auth-Token": os.environ["KASPI_TOKEN"], "Content-Type": "application/vnd.api+json"}
print(requests.get("https://kaspi.kz/shop/api/v2/orders", headers=HEADERS, timeout=30).status_code)
""",
    "Kaspi token read from the environment",
)
regd(
    D,
    "mail/INBOX/lens-lab-<<num>>.eml",
    """From: <<email2>>
To: <<email>>
Subject: Lens lab cabinet
Content-Type: text/plain; charset=utf-8

Здравствуйте! Логин: <<user>>. Пароль придёт отдельным SMS на номер <<phone>>.
""",
    "e-mail says the password comes by SMS; no value",
    "",
)

# --------------------------------------------------------------------------- e: laboratory, Ethiopia
regd(
    E,
    "k8s/results-portal/externalsecret.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: results-portal-db
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: results-portal-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: secret/<<org>>/results-portal
        property: db_password
""",
    "ExternalSecret pointing at a vault path; no value",
)
regd(
    E,
    "openelis/common.properties",
    """db.url=jdbc:postgresql://<<lan>>:5432/clinlims
db.username=clinlims
db.password=${DB_PASSWORD}
""",
    "database password is a placeholder resolved from the environment",
    "",
)
regd(
    E,
    "installers/SHA256SUMS",
    """<<sha>>  openelis-global-3.1.war
<<sha>>  labbridge-setup-2.4.exe
""",
    "SHA-256 checksums of installers",
    "",
)

# --------------------------------------------------------------------------- f: care home, Portugal
regd(
    F,
    "Primavera/V10/Config/Instancia.xml",
    """<?xml version="1.0" encoding="utf-8"?>
<Configuracao versao="10.0">
  <Instancia nome="DEFAULT">
    <Servidor><<lan>>\\PRIMAVERA</Servidor>
    <Autenticacao>Windows</Autenticacao>
  </Instancia>
</Configuracao>
""",
    "ERP instance uses Windows authentication; no password element",
)
regd(
    F,
    "mensalidades/config/ifthenpay.php",
    """<?php
define('IFTHENPAY_ENTIDADE', getenv('IFTHENPAY_ENTIDADE'));
define('IFTHENPAY_ANTIPHISHING_KEY', getenv('IFTHENPAY_ANTIPHISHING_KEY'));
""",
    "ifthenpay keys read from the environment",
    "",
)
regd(
    F,
    "WhatsApp/Conversa do WhatsApp com <<fn2>>.txt",
    _wa(
        [
            (0, "Qual é a palavra-passe do computador da enfermaria?"),
            (1, "Está no cofre do Bitwarden, pasta Enfermagem. Não a mando por aqui"),
            (0, "Ok obrigada"),
        ]
    ),
    "chat points to the password manager; no value",
    "",
)

# --------------------------------------------------------------------------- g: physiotherapy, Norway
regd(
    G,
    "timebestilling/.env",
    """VIPPS_BASE_URL=https://apitest.vipps.no
VIPPS_CLIENT_ID=
VIPPS_CLIENT_SECRET=
VIPPS_SUBSCRIPTION_KEY=
""",
    "Vipps settings left empty",
    "",
)
regd(
    G,
    "certs/buypass/<<org>>_virksomhet.crt",
    lambda s: str(s["cert"]) + "\n",
    "a public certificate, no private key",
    "",
    extra=_cert,
)
regd(
    G,
    "Mail/Innboks/<<hx>>.eml",
    """From: <<email2>>
To: <<email>>
Subject: Tilgang til journalsystemet
Content-Type: text/plain; charset=utf-8

Hei! Brukernavnet ditt er <<user>>. Passordet får du på SMS fra systemet når du logger inn første gang.
""",
    "e-mail says the password comes by SMS; no value",
    "",
)

# --------------------------------------------------------------------------- h: home nursing, Turkey
regd(
    H,
    "bakim-plani/docker-compose.yml",
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: bakim
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets:
      - pg_password
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
    "PostgreSQL password read from a Docker secret file",
)
regd(
    H,
    "wiki/Yeni-Hemsire-Oryantasyonu.md",
    """# Yeni Hemşire Oryantasyonu

| Sistem | Kullanıcı | Şifre |
|---|---|---|
| HBYS | <<user>> | •••••••• (sorumlu hemşireden alın) |
""",
    "password column masked with bullets",
    "",
)
regd(
    H,
    "odeme/iyzico_config.php",
    """<?php
$options = new \\Iyzipay\\Options();
$options->setApiKey(getenv('IYZICO_API_KEY'));
$options->setSecretKey(getenv('IYZICO_SECRET_KEY'));
$options->setBaseUrl("https://sandbox-api.iyzipay.com");
""",
    "iyzico keys read from the environment",
    "",
)

# --------------------------------------------------------------------------- i: blood drives, Romania
regd(
    I,
    "backup-rut240/etc/config/wireless",
    """
config wifi-iface 'guest_radio0'
\toption device 'radio0'
\toption network 'guest'
\toption mode 'ap'
\toption ssid 'Doneaza-Sange-Gratuit'
\toption encryption 'none'
""",
    "an open guest Wi-Fi without a key",
    "",
)
regd(
    I,
    "newsletter/.env",
    """MAILCHIMP_API_KEY=
MAILCHIMP_SERVER_PREFIX=us6
MAILCHIMP_LIST_ID=
""",
    "Mailchimp key left empty",
    "",
)
regd(
    I,
    "WhatsApp/Conversație WhatsApp cu <<fn2>>.txt",
    _wa(
        [(0, "Care e parola la tabletă?"), (1, "Ți-o spun la telefon, nu o scriu aici"), (0, "Ok")],
        "dots",
    ),
    "chat mentions the password without giving it",
    "",
)

# --------------------------------------------------------------------------- j: hearing aids, Japan
regd(
    J,
    "LINE/[LINE] <<ln2>>とのトーク.txt",
    """[LINE] <<ln2>>とのトーク履歴

<<date>>
10:05\t<<ln2>>\tNoahのパスワード教えてください
10:07\t<<fn>>\tパスワードは店で口頭で伝えますね
""",
    "chat says the password will be told in person",
    "",
)
regd(
    J,
    "shop/app.rb",
    """require 'payjp'
Payjp.api_key = ENV.fetch('PAYJP_SECRET_KEY')
PUBLIC_KEY = 'pk_live_<<hx>>'
""",
    "secret key from the environment; only the public key is inline",
    "",
)
regd(
    J,
    "home/<<user>>/.bash_history",
    """smbclient //<<lan>>/fitting -A ~/.smbcredentials -c 'ls'
smbclient //<<lan>>/fitting --use-kerberos=required -c 'ls'
""",
    "smbclient reads an authentication file or uses Kerberos; no password",
    "",
)

# --------------------------------------------------------------------------- k: ambulance, Lebanon
regd(
    K,
    "root/.docker/config.json",
    """{
\t"auths": {
\t\t"registry.gitlab.com": {}
\t},
\t"credsStore": "pass"
}
""",
    "Docker credentials kept in a credential store; empty auth entry",
)
regd(
    K,
    "wireguard/amb<<n>>.conf",
    """[Interface]
Address = 10.<<nn>>.0.<<n>>/32
PostUp = wg set %i private-key /etc/wireguard/private.key

[Peer]
PublicKey = <<peer>>
Endpoint = <<pub>>:51820
AllowedIPs = 10.<<nn>>.0.0/24
""",
    "private key loaded from a file; only the peer's public key",
    "",
    extra=_wgpub,
)
regd(
    K,
    "WhatsApp/WhatsApp Chat - <<fa2>>.txt",
    _wa(
        [(0, "شو كلمة السر تبع برنامج الإرسال؟"), (1, "ببعتلك ياها بالتلفون، مش هون"), (0, "تمام")],
        "ios",
    ),
    "chat mentions the password (كلمة السر) without giving it",
    "",
)

# --------------------------------------------------------------------------- l: psychologists, Bulgaria
regd(
    L,
    "Desktop/keepass_export.csv",
    """"Group","Title","Username","Password","URL","Notes"
"Кабинет","НЗИС","<<user>>","","https://nzis.bg","паролата не е експортирана"
"Кабинет","Zoom","kabinet@<<dom>>","","https://zoom.us",""
""",
    "KeePass export without passwords",
    "",
)
regd(
    L,
    "online-sesii/.env",
    """ZOOM_ACCOUNT_ID=
ZOOM_CLIENT_ID=
ZOOM_CLIENT_SECRET=
TZ=Europe/Sofia
""",
    "Zoom app settings left empty",
    "",
)
regd(
    L,
    "Календар/sesia-<<date>>.ics",
    lambda s: ics(
        s,
        "Онлайн сесия",
        "Линкът и паролата ще бъдат изпратени по SMS 1 час преди сесията.",
        "Онлайн",
    ),
    "calendar entry says the password will be sent by SMS",
    "",
)

# --------------------------------------------------------------------------- m: birth centre, Ecuador
regd(
    M,
    "public_html/wp-config.php",
    """<?php
define( 'DB_NAME', getenv('WP_DB_NAME') );
define( 'DB_USER', getenv('WP_DB_USER') );
define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
""",
    "WordPress database credentials from the environment",
    "",
)
regd(
    M,
    "perfiles/wifi-invitados.mobileconfig",
    """<?xml version="1.0" encoding="UTF-8"?>
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>SSID_STR</key>
      <string>Familias-<<orgc>></string>
      <key>EncryptionType</key>
      <string>None</string>
      <key>PayloadType</key>
      <string>com.apple.wifi.managed</string>
    </dict>
  </array>
</dict>
</plist>
""",
    "profile for an open guest network; no password key",
    "xml",
)
regd(
    M,
    "facturacion/config/sri.properties",
    """# la clave de la firma se pide al iniciar el servicio
firma.archivo=/opt/facturas/firma/<<user>>.p12
firma.clave=
""",
    "signature password left empty (asked at start)",
    "",
)

# --------------------------------------------------------------------------- n: healers, Zimbabwe
regd(
    N,
    "shop/includes/paynow.php",
    """<?php
$paynow = new Paynow\\Payments\\Paynow(
    getenv('PAYNOW_INTEGRATION_ID'),
    getenv('PAYNOW_INTEGRATION_KEY'),
    'https://<<dom>>/paynow/return',
    'https://<<dom>>/paynow/result'
);
""",
    "Paynow integration key from the environment",
    "",
)
regd(
    N,
    "solar/monitor.ini",
    """[cloud]
server = https://server.growatt.com
username = <<user>>
password =
token_file = /opt/solar/token.json
""",
    "cloud password empty; a token file is used",
)
regd(
    N,
    "WhatsApp/WhatsApp Chat with Sekuru <<fn2>>.txt",
    _wa(
        [
            (0, "Pasiwedhi ye portal ndeyipi?"),
            (1, "Ndichakupa pafoni, handiinyore pano"),
            (0, "Zvakanaka"),
        ]
    ),
    "chat mentions the password (pasiwedhi) without giving it",
    "",
)

# --------------------------------------------------------------------------- o: equipment rental, Laos
regd(
    O,
    "odoo/odoo.conf",
    """[options]
; admin_passwd is set by the deployment (ODOO_ADMIN_PASSWD in the service unit)
db_host = <<lan>>
db_user = odoo
db_password = False
http_port = 8069
""",
    "no master password in the file; database by peer authentication",
    "ini",
)
regd(
    O,
    "home/<<user>>/.ssh/id_rsa_<<org>>.pub",
    "ssh-rsa <<pubkey>> deploy@<<org>>\n",
    "an SSH public key",
    "",
)
regd(
    O,
    "iot-gateway/config.yaml",
    """mqtt:
  host: mqtt.<<dom>>
  port: 8883
  tls: true
  username: o2gateway
  password_file: /run/secrets/mqtt_password
""",
    "MQTT password read from a secret file",
)

# --------------------------------------------------------------------------- p: dialysis, Jamaica
regd(
    P,
    "home/<<user>>/.aws/credentials",
    """[default]
credential_process = aws-vault export --format=json backup
region = us-east-1
""",
    "credentials come from aws-vault; no key in the file",
    "ini",
)
regd(
    P,
    "DialysisData/DialysisData.exe.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="TreatmentDb" connectionString="Data Source=<<lan>>\\DIALYSIS;Initial Catalog=TreatmentLog;Integrated Security=True" />
  </connectionStrings>
</configuration>
""",
    "SQL Server connection with integrated security; no password",
    "xml",
)
regd(
    P,
    "root/.bash_history",
    """curl -s --netrc-file ~/.netrc https://results.<<dom>>/api/v1/patients/<<num>>/labs | jq .
python3 import_labs.py --since yesterday
""",
    "curl reads credentials from a netrc file; none on the line",
    "",
)
