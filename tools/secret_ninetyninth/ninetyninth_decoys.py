# ruff: noqa: E501
"""The ninety-ninth corpus's decoys: files shaped like the formats that hold no live
credential, three per family, each with its ``why``."""

from __future__ import annotations

from ninetyninth_formats_a import F as A
from ninetyninth_formats_b import F as B
from ninetyninth_formats_c import F as C
from ninetyninth_formats_d import F as D
from ninetyninth_formats_e import F as E
from ninetyninth_formats_f import F as F_
from ninetyninth_formats_g import F as G
from ninetyninth_formats_h import F as H
from ninetyninth_formats_i import F as I_
from ninetyninth_formats_j import F as J
from ninetyninth_formats_k import F as K
from ninetyninth_formats_l import F as L
from ninetyninth_formats_m import F as M
from ninetyninth_formats_n import F as N
from ninetyninth_formats_o import F as O_
from ninetyninth_formats_p import F as P
from ninetyninth_spec import regd

DECOYS = (
    # a: Nairobi coworking
    (
        A,
        "scripts/nexudus_sync.py",
        """import os

import requests

AUTH = (os.environ["NEXUDUS_USER"], os.environ["NEXUDUS_PASSWORD"])
r = requests.get("https://spaces.nexudus.com/api/spaces/coworkers", auth=AUTH, timeout=30)
print(len(r.json()["Records"]))
""",
        "Nexudus login read from environment variables",
        "py",
    ),
    (
        A,
        "billing/.env.example",
        """MPESA_ENV=production
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
MPESA_CALLBACK_URL=https://pay.<<dom>>/mpesa/callback
""",
        "template .env with every Daraja value empty",
        None,
    ),
    (
        A,
        "WhatsApp Chat with <<org>> Community Team.txt",
        """<<d>>/<<mo>>/<<y>>, <<t1>> - <<fn>> <<ln>>: Nenosiri la WiFi ya wageni limebadilishwa leo
<<d>>/<<mo>>/<<y>>, <<t2>> - <<fn2>> <<ln2>>: Ni gani?
<<d>>/<<mo>>/<<y>>, <<t3>> - <<fn>> <<ln>>: Liko kwa kadi kwenye reception, siwezi kuliandika hapa
<<d>>/<<mo>>/<<y>>, <<t4>> - <<fn2>> <<ln2>>: Sawa poa
""",
        "chat mentions the new Wi-Fi password but only points to the reception card",
        "",
    ),
    # b: Hsinchu hardware incubator
    (
        B,
        "firmware/platformio.ini",
        """[env:node_ota]
platform = espressif32@6.7.0
board = esp32-s3-devkitc-1
framework = arduino
upload_protocol = espota
upload_port = <<ip>>
upload_flags =
    --port=3232
    --auth=${sysenv.OTA_PASSWORD}
""",
        "OTA password taken from an environment variable via ${sysenv.*}",
        "ini",
    ),
    (
        B,
        ".github/workflows/firmware-release.yml",
        """name: firmware release
on:
  push:
    tags: ["v*"]
jobs:
  build:
    runs-on: ubuntu-24.04
    steps:
      - uses: actions/checkout@v4
      - uses: aws-actions/configure-aws-credentials@v4
        with:
          role-to-assume: arn:aws:iam::<<nn>>1234567890:role/<<org>>-fw-release
          aws-region: ap-northeast-1
""",
        "AWS access through OIDC role assumption, no key in the workflow",
        "yaml",
    ),
    (
        B,
        "firmware/include/secrets.h.example",
        """// 複製成 secrets.h 後填入
#pragma once
#define WIFI_SSID     ""
#define WIFI_PASSWORD ""
#define MQTT_HOST     "<<ip>>"
""",
        "example header with empty Wi-Fi password",
        "",
    ),
    # c: Lagos fintech
    (
        C,
        "server/payments.js",
        """const paystack = require("paystack-api")(process.env.PAYSTACK_SECRET_KEY);
module.exports = paystack;
""",
        "Paystack key read from process.env",
        "",
    ),
    (
        C,
        "web/.env.local",
        """NEXT_PUBLIC_SUPABASE_URL=https://<<ref>>.supabase.co
NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY=pk_live_<<sha>>
SUPABASE_SERVICE_ROLE_KEY=
""",
        "only public values; the service-role key is left empty",
        None,
    ),
    (
        C,
        "mail/investor-update-<<y>>-<<mo>>.eml",
        """From: <<fn>> <<ln>> <<<email>>>
To: investors@<<dom>>
Subject: <<org>> investor update
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Hi all, the data room is on DocSend as before. I'll send the passcode to each of you
on WhatsApp separately rather than in this e-mail.

<<fn>>
""",
        "investor e-mail that mentions a passcode without giving it",
        "",
    ),
    # d: Nashik agritech
    (
        D,
        "backend/<<org>>/settings/production.py",
        """import os

RAZORPAY_KEY_ID = os.environ["RAZORPAY_KEY_ID"]
RAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]
""",
        "Razorpay credentials from os.environ",
        "py",
    ),
    (
        D,
        "odk/settings_<<fa>>.json",
        """{
  "general": {
    "server_url": "https://odk.<<dom>>/v1/key/<<ref>>/projects/<<n>>",
    "username": "",
    "password": "",
    "app_language": "mr"
  },
  "admin": {"change_server": false}
}
""",
        "ODK settings QR export with empty username and password",
        "json",
    ),
    (
        D,
        "scans/field_diary_p<<nn>>.txt",
        """फील्ड डायरी - <<fn>> <<ln>>
दिनांक: <<d>>/<<mo>>/<<y>>

टॅबलेट लॉगिन - पासवर्ड ऑफिसमध्ये विचारणे
सेन्सर बॅटरी बदलली
""",
        "diary says to ask the office for the password; no value",
        "",
    ),
    # e: São Paulo venture studio
    (
        E,
        "<<org>>-checkout/src/config/payments.ts",
        """import { MercadoPagoConfig } from "mercadopago";

export const mp = new MercadoPagoConfig({ accessToken: process.env.MP_ACCESS_TOKEN! });
""",
        "Mercado Pago token from process.env",
        "",
    ),
    (
        E,
        "emissor-nfe/src/main/resources/application.properties",
        """nfe.ambiente=1
nfe.uf=SP
certificado.caminho=/opt/nfe/certs/<<org>>-a1.pfx
certificado.senha=${NFE_CERT_SENHA}
""",
        "certificate password is a ${} placeholder resolved at runtime",
        "",
    ),
    (
        E,
        "notion-export/Passagem de bastão <<org>> <<sha>>.md",
        """# Passagem de bastão – <<org>>

| Ferramenta | Login | Senha |
| --- | --- | --- |
| Google Workspace | admin@<<dom>> | no Bitwarden (coleção Studio) |
| Registro.br | CPF do sócio | •••••••• |
""",
        "handover table whose password column points to Bitwarden or is masked",
        "",
    ),
    # f: Kraków makerspace
    (
        F_,
        "printers/mk4-<<n>>/prusa_printer_settings.ini",
        """[printer]
type = MK4S

[service::local]
enable = 1
username = maker
password =
api_key =
""",
        "PrusaLink settings after a factory reset, empty password and key",
        "ini",
    ),
    (
        F_,
        "homeassistant/secrets.yaml",
        """# prawdziwe wartości w Vaultwarden
wifi_ssid: "<<org>>-pracownia"
wifi_password: "!secret_from_vault"
mqtt_user: ha
""",
        "Home Assistant secrets file with a reference string instead of the value",
        "yaml",
    ),
    (
        F_,
        "dokuwiki/data/pages/dostepy/<<fa>>.txt",
        """====== Dostępy – pracownia ======

Hasła trzymamy w Bitwardenie (organizacja "<<org>>"). Nie wpisujcie ich na wiki!
  * Fusion 360 – konto cad@<<dom>>, hasło w Bitwardenie
""",
        "wiki page that says passwords live in Bitwarden",
        "",
    ),
    # g: Canggu co-living
    (
        G,
        "k8s/booking/secret-<<n>>.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: booking-payments
  namespace: <<org>>
spec:
  secretStoreRef:
    name: gcp-sm
    kind: ClusterSecretStore
  target:
    name: booking-payments
  data:
    - secretKey: XENDIT_SECRET_KEY
      remoteRef:
        key: <<org>>-xendit-secret-key
""",
        "ExternalSecret pointing at a secret-manager key",
        "yaml",
    ),
    (
        G,
        "welcome/welcome_pack_<<org>>.txt",
        """SELAMAT DATANG DI <<org>>
WIFI: <<org>>_Home (open network, login page with your booking number)
Check-out 11:00
""",
        "welcome pack with an open Wi-Fi and a captive portal, no password",
        "",
    ),
    (
        G,
        "app/google-services.json.sha256",
        """<<sha>><<sha>>  app/google-services.json
""",
        "a checksum of the config file, not the key",
        "",
    ),
    # h: Tel Aviv demo day
    (
        H,
        "demo/.streamlit/secrets.toml.example",
        """OPENAI_API_KEY = ""
DEMO_USER = "judge"
DEMO_MODE = true
""",
        "example Streamlit secrets with an empty API key",
        "toml",
    ),
    (
        H,
        "keys/<<org>>_deploy.pub",
        """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<ref>><<ref>> deploy@<<org>>
""",
        "an SSH public key",
        "",
    ),
    (
        H,
        "WhatsApp Chat with <<org>> Demo Day 🚀.txt",
        """<<d1>>.<<m1>>.<<y>>, <<t1>> - <<fn>> <<ln>>: מה הסיסמה ל-DocSend?
<<d1>>.<<m1>>.<<y>>, <<t2>> - <<fn2>> <<ln2>>: שלחתי לך בפרטי, לא כותבים סיסמאות בקבוצה
<<d1>>.<<m1>>.<<y>>, <<t3>> - <<fn>> <<ln>>: 👍
""",
        "group chat asks for a password and is told it was sent privately",
        "",
    ),
    # i: Daejeon spin-off
    (
        I_,
        "<<org>>-server/.env",
        """NODE_ENV=production
DATABASE_URL=postgresql://lims_app@<<ip>>:5432/lims?sslmode=verify-full&sslcert=/etc/lims/client.crt
TZ=Asia/Seoul
""",
        "database URL authenticating with a client certificate, no password",
        None,
    ),
    (
        I_,
        "home/<<fa>>/.jupyter/jupyter_server_config.py",
        """c = get_config()  # noqa
c.ServerApp.ip = "127.0.0.1"
c.IdentityProvider.token = ""
c.PasswordIdentityProvider.hashed_password = "argon2:$argon2id$v=19$m=10240,t=10,p=8$<<ref>>$<<sha>>"
""",
        "Jupyter with an empty token and only an argon2 password hash",
        "py",
    ),
    (
        I_,
        "mail/IRIS_계정_<<date>>.eml",
        """From: <<ln>><<fn>> <<<email>>>
To: <<email2>>
Subject: IRIS 계정
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

IRIS 비밀번호는 보안상 메일로 보내지 않고 내일 직접 알려드릴게요.
""",
        "Korean e-mail saying the password will be given in person",
        "",
    ),
    # j: Dhaka social enterprise
    (
        J,
        "shop/config/bkash.php",
        """<?php
return [
    'app_key'    => env('BKASH_APP_KEY'),
    'app_secret' => env('BKASH_APP_SECRET'),
    'username'   => env('BKASH_USERNAME'),
    'password'   => env('BKASH_PASSWORD'),
];
""",
        "bKash config reading every value with env()",
        "",
    ),
    (
        J,
        "odoo/odoo.conf",
        """[options]
admin_passwd = $pbkdf2-sha512$600000$<<ref>>$<<sha>>
db_host = <<ip>>
db_user = odoo
db_password = False
""",
        "Odoo master password stored as a pbkdf2 hash",
        "ini",
    ),
    (
        J,
        "WhatsApp Chat with <<org>> টিম.txt",
        """<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi>> pm - <<fn>> <<ln>>: ফেসবুক পেজের পাসওয়ার্ড কি বদলানো হয়েছে?
<<d>>/<<mo>>/<<y>>, <<h12>>:<<mi>> pm - <<fn2>> <<ln2>>: হ্যাঁ, নতুনটা অফিসের খাতায় লেখা আছে
""",
        "Bengali chat says the password is in the office notebook",
        "",
    ),
    # k: Rwanda drone delivery
    (
        K,
        "launchpad/wpa_supplicant.conf",
        """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=RW

network={
    ssid="<<org>>-launchpad-guest"
    key_mgmt=NONE
}
""",
        "open network without a PSK",
        "",
    ),
    (
        K,
        "telegraf/telegraf.conf",
        """[[outputs.influxdb_v2]]
  urls = ["https://eu-central-1-1.aws.cloud2.influxdata.com"]
  token = "${INFLUX_TOKEN}"
  organization = "<<org>>"
  bucket = "fleet"
""",
        "Telegraf token from an environment variable",
        "toml",
    ),
    (
        K,
        "mail/acces_portail_<<date>>.eml",
        """From: <<fn>> <<ln>> <<<email>>>
To: pharmacie@hopital-<<ref>>.rw
Subject: Accès au portail
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

Bonjour, vous allez recevoir un lien d'invitation pour créer votre mot de passe.
""",
        "French e-mail with an invitation link flow, no password",
        "",
    ),
    # l: Cairo e-learning
    (
        L,
        "moodle/config.php",
        """<?php
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype = 'mariadb';
$CFG->dbhost = getenv('MOODLE_DB_HOST');
$CFG->dbuser = getenv('MOODLE_DB_USER');
$CFG->dbpass = getenv('MOODLE_DB_PASS');
""",
        "Moodle database settings via getenv()",
        "",
    ),
    (
        L,
        "<<org>>-api/.env.example",
        """PAYMOB_PUBLIC_KEY=egy_pk_live_
PAYMOB_SECRET_KEY=
PAYMOB_HMAC=
""",
        "Paymob example env with empty values",
        None,
    ),
    (
        L,
        "notes/telegram_<<date>>.txt",
        """[<<d1>>/<<m1>>/<<y>> <<h12>>:<<mi>> م] <<fn>> <<ln>>: كلمة السر بتاعة Zoom اتغيرت؟
[<<d1>>/<<m1>>/<<y>> <<h12>>:<<mi>> م] <<fn2>> <<ln2>>: أيوه، هبعتهالك على الخاص
""",
        "Arabic chat promises to send the password privately",
        "",
    ),
    # m: CDMX food tech
    (
        M,
        "<<org>>.Pedidos/Web.config",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Cocina" connectionString="Server=<<ip>>,1433;Database=CocinaPedidos;Integrated Security=SSPI;TrustServerCertificate=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
        "SQL Server with Windows integrated security, no password",
        "xml",
    ),
    (
        M,
        "Descargas/Accesos cocina - Hoja 1 (<<n>>).csv",
        """Plataforma,Usuario,Contraseña,Notas
Uber Eats Manager,cocina@<<dom>>,********,ver 1Password
DiDi Food,didi@<<dom>>,********,ver 1Password
""",
        "password column masked with asterisks",
        "",
    ),
    (
        M,
        "scripts/respaldo_softrestaurant.bat",
        """@echo off
REM Respaldo con autenticación de Windows
sqlcmd -S <<ip>>\\NATIONALSOFT -E -Q "BACKUP DATABASE softrestaurant10 TO DISK='D:\\Respaldos\\sr.bak' WITH INIT"
""",
        "sqlcmd with -E (trusted connection), no password",
        "",
    ),
    # n: Saigon marketplace
    (
        N,
        "home/<<fa>>/.docker/config.json",
        """{
	"auths": {
		"registry.gitlab.com": {}
	},
	"credsStore": "desktop"
}
""",
        "Docker config delegating to a credential store",
        "json",
    ),
    (
        N,
        "<<org>>-web/.env",
        """DATABASE_URL="${SUPABASE_DB_URL}"
NEXT_PUBLIC_SITE_URL=https://<<dom>>
""",
        "database URL is a reference to another variable",
        None,
    ),
    (
        N,
        "notes/zalo_<<date>>.txt",
        """<<ln>> <<fn>> <<t1>> <<d>>/<<mo>>/<<y>>
Mật khẩu Shopee đổi rồi nha, ai cần thì nhắn riêng mình
""",
        "Vietnamese chat mentions a changed password without giving it",
        "",
    ),
    # o: Fiji climate sensors
    (
        O_,
        "grafana/grafana.ini",
        """[security]
admin_user = admin
admin_password = $__file{/run/secrets/grafana_admin}

[auth.anonymous]
enabled = true
""",
        "Grafana admin password read from a file",
        "ini",
    ),
    (
        O_,
        "firmware/boot.py",
        """import network

wlan = network.WLAN(network.STA_IF)
wlan.active(True)
# open field network, no passphrase
wlan.connect("<<org>>-Field-Open")
""",
        "MicroPython connecting to an open network",
        "py",
    ),
    (
        O_,
        "scans/logbook_<<org>>_p<<nn>>.txt",
        """STATION LOGBOOK - Navua river gauge #<<n>>
date <<d>>/<<mo>>/<<y>>
logger pw: same as last visit (see office)
""",
        "logbook refers to the password without writing it",
        "",
    ),
    # p: Athens legal clinic
    (
        P,
        "home/<<fa>>/.my.cnf",
        """[client]
user = cases_app
host = <<ip>>
database = clinic_cases
ssl-ca = /etc/mysql/ca.pem
""",
        "MySQL client config without a password line",
        "ini",
    ),
    (
        P,
        "exports/keepass_<<org>>_<<date>>.csv",
        """"Account","Login Name","Password","Web Site","Comments"
"ΓΕΜΗ","<<org>>","","https://www.businessportal.gr",""
"Taxisnet κλινικής","<<org>><<nn>>","","https://www.aade.gr","κωδικός μόνο στο χαρτί"
""",
        "password manager export with the password column empty",
        "",
    ),
    (
        P,
        "documenso/.env.example",
        """NEXTAUTH_URL=https://sign.<<dom>>
NEXTAUTH_SECRET=
NEXT_PRIVATE_ENCRYPTION_KEY=
NEXT_PRIVATE_ENCRYPTION_SECONDARY_KEY=
""",
        "Documenso example env with empty keys",
        None,
    ),
)

for _fam, _path, _tmpl, _why, _syn in DECOYS:
    regd(_fam, _path, _tmpl, _why, _syn)
