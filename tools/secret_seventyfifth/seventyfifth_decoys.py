# ruff: noqa: E501
"""The seventy-fifth corpus's decoys: files shaped like the formats that hold no live
credential, three per family, each with a ``why``."""

from __future__ import annotations

import base64
import json

import seventyfifth_formats_a as a
import seventyfifth_formats_b as b
import seventyfifth_formats_c as c
import seventyfifth_formats_d as d
import seventyfifth_formats_e as e
import seventyfifth_formats_f as f
import seventyfifth_formats_g as g
import seventyfifth_formats_h as h
import seventyfifth_formats_i as i
import seventyfifth_formats_j as j
import seventyfifth_formats_k as k
import seventyfifth_formats_l as l_
import seventyfifth_formats_m as m
import seventyfifth_formats_n as n
import seventyfifth_formats_o as o
import seventyfifth_formats_p as p
from seventyfifth_spec import hexs, rbytes_b64

# a: Lagos guard company -------------------------------------------------------------------
a.F.regd(
    "billing/<<org>>-portal/.env",
    """APP_NAME="<<orgc>> Client Portal"
APP_ENV=production
APP_URL=https://portal.<<dom>>
PAYSTACK_PUBLIC_KEY=pk_live_<<pk>>
PAYSTACK_SECRET_KEY=
PAYSTACK_PAYMENT_URL=https://api.paystack.co
""",
    "Paystack secret key left empty; only the publishable pk_live_ key, which is public by design",
    extra=lambda rng, s: {"pk": hexs(rng, 40)},
)
a.F.regd(
    "whatsapp/WhatsApp Chat with <<fa>> Supervisor.txt",
    """[<<dmy>>, <<time>>:12] <<fn>> <<ln>>: Oga the guard tour app dey ask for password again
[<<dmy>>, <<time>>:40] <<fn2>> <<ln2>>: I don send am for your DM. No put am for this group abeg
[<<dmy>>, <<time2>>:02] <<fn>> <<ln>>: Ok sir, I see am now 👍
""",
    "Pidgin chat that mentions a password sent elsewhere without giving it",
)
a.F.regd(
    "opt/traccar-<<org>>/conf/traccar.xml",
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
    "Traccar on its embedded H2 database with the stock empty password",
)

# b: Athens alarm-receiving centre ---------------------------------------------------------
b.F.regd(
    "receivers/<<org>>/surgard_line<<n>>.ini",
    """; Sur-Gard System 5 - SIA DC-09 line card, encryption not yet enabled
[receiver]
model = SG-System5
line = <<n>>
listen_port = 3061

[encryption]
mode = none
key =
""",
    "DC-09 line card with encryption off and an empty key",
)
b.F.regd(
    "viber/Viber_<<fa>>_<<date>>.csv",
    """Date,Time,Sender Name,Sender Phone Number,Text
<<dmy>>,<<time>>,<<fn>> <<ln>>,<<phone>>,Ποιος είναι ο κωδικός του Ajax PRO;
<<dmy>>,<<time2>>,<<fn2>> <<ln2>>,<<phone2>>,Είναι στο KeePass του κέντρου - δεν τον στέλνουμε στο Viber
""",
    "Greek chat that points to the password manager without giving a password",
)
b.F.regd(
    "postman/AX_PRO_<<org>>.postman_collection.json",
    lambda s: json.dumps(
        {
            "info": {
                "name": "AX PRO",
                "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
            },
            "auth": {
                "type": "basic",
                "basic": [
                    {"key": "username", "value": "admin"},
                    {"key": "password", "value": "{{axpro_password}}"},
                ],
            },
            "item": [
                {
                    "name": "Zone status",
                    "request": {
                        "method": "GET",
                        "url": f"http://{s['ip']}/ISAPI/SecurityCP/status/zones?format=json",
                    },
                }
            ],
        },
        indent=2,
    ),
    "Postman collection whose password is a {{variable}} kept in the (unexported) environment",
)

# c: São Paulo cleaning firm ----------------------------------------------------------------
c.F.regd(
    "cobranca/<<org>>-api/.env",
    """NODE_ENV=production
ASAAS_BASE_URL=https://api.asaas.com/v3
ASAAS_API_KEY=${ASAAS_API_KEY}
ASAAS_WEBHOOK_EMAIL=financeiro@<<dom>>
""",
    "the Asaas key is a ${...} reference filled in by the deploy environment",
)
c.F.regd(
    "whatsapp/Conversa do WhatsApp com <<fa>>.txt",
    """<<dmy>> <<time>> - <<fn>> <<ln>>: Qual a senha do Tangerino do posto?
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: Te mandei no privado, apaga depois 🙏
""",
    "Portuguese chat that mentions a password sent privately, without the value",
)
c.F.regd(
    "planilhas/<<org>>_acessos/xl/sharedStrings.xml",
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6" uniqueCount="6">
<si><t>Cliente</t></si><si><t>Usuário</t></si><si><t>Senha</t></si>
<si><t>Condomínio Ed. Paulista</t></si><si><t><<user>></t></si><si><t>••••••••</t></si>
</sst>
""",
    "password column masked with bullets",
)

# d: Bangkok pest control ---------------------------------------------------------------------
d.F.regd(
    "billing/omise_promptpay_<<org>>.py",
    """import os

import omise

omise.api_public = os.environ["OMISE_PUBLIC_KEY"]
omise.api_secret = os.environ["OMISE_SECRET_KEY"]
""",
    "Omise keys read from the environment",
)
d.F.regd(
    "line/[LINE] แชทกับ <<fa>>.txt",
    """[LINE] ประวัติการแชทกับ ทีมบริการ <<site>>

<<date>>(อ.)
<<time>>\t<<fn>> <<ln>>\tลืมรหัสผ่าน PestPac ค่ะ
<<time2>>\t<<fn2>> <<ln2>>\tกด "ลืมรหัสผ่าน" แล้วระบบจะส่งลิงก์รีเซ็ตไปที่อีเมลนะ
""",
    "Thai chat about a password reset link; no password",
)
d.F.regd(
    "firmware/bait_station_<<serial>>/bait_station.ino",
    """#include <WiFi.h>
#include <PubSubClient.h>
#include "secrets.h"  // WIFI_PASS, MQTT_PASS (not in the repository)

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
}

void loop() {
  delay(600000);
}
""",
    "credentials come from an uncommitted secrets.h header",
)

# e: Istanbul locksmith -----------------------------------------------------------------------
e.F.regd(
    "server/config/iyzico.<<org>>.js",
    """const Iyzipay = require('iyzipay');

module.exports = new Iyzipay({
  apiKey: process.env.IYZICO_API_KEY,
  secretKey: process.env.IYZICO_SECRET_KEY,
  uri: 'https://api.iyzipay.com',
});
""",
    "iyzico keys read from process.env",
)
e.F.regd(
    "network/mikrotik_<<org>>_<<date>>.rsc",
    """# <<date>> by RouterOS 7.14.2
# model = RB951Ui-2nD
/interface wireless
set [ find default-name=wlan1 ] mode=ap-bridge ssid=<<orgc>>_Misafir
/ip address
add address=192.168.88.1/24 interface=bridge network=192.168.88.0
/user
add group=full name=<<fa>>
""",
    "RouterOS export without show-sensitive: passwords are omitted and the guest Wi-Fi is open",
)
e.F.regd(
    "firmware/SHA256SUMS_<<date>>.txt",
    lambda s: "\n".join(f"{hexs_s(s, i)}  keyprog_fw_{i}.bin" for i in range(1, 4)) + "\n",
    "SHA-256 checksums of firmware files",
    extra=lambda rng, s: {f"h{i}": hexs(rng, 64) for i in range(1, 4)},
)


def hexs_s(s: dict[str, str], i: int) -> str:
    return s[f"h{i}"]


# f: Tel Aviv car park --------------------------------------------------------------------------
f.F.regd(
    "paystations/ps<<site>>_autologon.reg",
    """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="0"
"DefaultUserName"="kiosk"
"DefaultPassword"=-
""",
    "auto-logon switched off and the DefaultPassword value deleted",
)
f.F.regd(
    "mail/pango_<<fa>>_<<date>>.eml",
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Pango Business
Content-Type: text/plain; charset=UTF-8

היי <<fn2>>, פתחתי לך משתמש. הסיסמה הזמנית תישלח אליך ב-SMS מהמערכת.
""",
    "Hebrew e-mail saying the password comes by SMS; no value",
    syntax="",
)
f.F.regd(
    "barrier-bridge/<<org>>.toml",
    """[mqtt]
broker = "mqtts://mqtt.<<dom>>:8883"
username = "barrier<<site>>"
password_file = "/run/secrets/mqtt_barrier"
""",
    "MQTT password read from a Docker secret file",
)

# g: Santiago waste collection ---------------------------------------------------------------
g.F.regd(
    "portal-pagos/<<org>>/.env",
    """TBK_ENVIRONMENT=PRODUCCION
TBK_COMMERCE_CODE=5970<<nn>>
# la llave secreta se carga desde AWS Secrets Manager al iniciar
TBK_API_KEY_SECRET=
""",
    "Webpay API key secret empty (loaded from a secret store at start-up)",
)
g.F.regd(
    "crontabs/romana_<<org>>",
    """MAILTO=sistemas@<<dom>>
30 2 * * * root mysqldump --defaults-extra-file=/root/.romana.cnf pesaje | gzip > /respaldo/pesaje.sql.gz
""",
    "mysqldump reads its credentials from a defaults file",
)
g.F.regd(
    "sms/sms-<<date>>.xml",
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="1" body="Me mandas la clave del computador de la báscula?" readable_date="<<dmy>>" contact_name="<<fn>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>500" type="2" body="Te llamo al tiro y te la digo, no por mensaje" readable_date="<<dmy>>" contact_name="<<fn>>" />
</smses>
""",
    "SMS thread that refuses to send the password",
)

# h: Łódź laundry ------------------------------------------------------------------------------
h.F.regd(
    "src/main/resources/application-<<org>>.properties",
    """payu.pos-id=${PAYU_POS_ID}
payu.client-id=${PAYU_CLIENT_ID}
payu.client-secret=${PAYU_CLIENT_SECRET}
payu.second-key=${PAYU_SECOND_KEY}
""",
    "Spring placeholders resolved from the environment",
    syntax="",
)
h.F.regd(
    "etc/odbc_<<org>>.ini",
    """[Optima]
Description = Comarch ERP Optima
Driver = ODBC Driver 18 for SQL Server
Server = <<ip>>
Database = CDN_<<orgc>>
Trusted_Connection = yes
""",
    "ODBC DSN with Windows (trusted) authentication, no password",
)
h.F.regd(
    "notatki/signal_<<fa>>_<<date>>.txt",
    """[<<dmyd>> <<time>>] <<fn>> <<ln>>: Jakie jest hasło do Webfleet?
[<<dmyd>> <<time2>>] <<fn2>> <<ln2>>: Jest w Bitwardenie, w kolekcji "Kierowcy"
""",
    "Polish chat pointing to Bitwarden without a password",
)

# i: Cairo building maintenance --------------------------------------------------------------
i.F.regd(
    "eta/<<org>>_einvoice_config.json",
    lambda s: json.dumps(
        {
            "environment": "production",
            "clientId": s["uuid"],
            "clientSecret": "",
            "note": "يتم إدخال الـ secret من شاشة الإعدادات",
        },
        indent=2,
        ensure_ascii=False,
    ),
    "ETA client secret left empty (entered in the settings screen)",
)
i.F.regd(
    "whatsapp/دردشة واتساب مع <<fa>>.txt",
    """<<dmy>>، <<time>> - <<fn>> <<ln>>: كلمة السر بتاعة MaintainX مش شغالة
<<dmy>>، <<time2>> - <<fn2>> <<ln2>>: اتغيرت امبارح، كلم المهندس وهو يديهالك
""",
    "Arabic chat mentioning a changed password, no value",
)
i.F.regd(
    "odoo/sync_requests_<<org>>.py",
    """import xmlrpc.client

import keyring

URL = "https://erp.<<dom>>"
DB = "<<org>>"
USER = "<<email>>"
API_KEY = keyring.get_password("odoo", USER)

uid = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common").authenticate(DB, USER, API_KEY, {})
""",
    "Odoo API key fetched from the OS keyring",
)

# j: Pune CCTV monitoring ---------------------------------------------------------------------
j.F.regd(
    "k8s/alert-relay/externalsecret-<<org>>.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: alert-relay
  namespace: soc
spec:
  secretStoreRef:
    name: vault-backend
    kind: ClusterSecretStore
  target:
    name: alert-relay
  data:
    - secretKey: TELEGRAM_BOT_TOKEN
      remoteRef:
        key: soc/alert-relay
        property: telegram_bot_token
""",
    "ExternalSecret that only names a Vault path",
)
j.F.regd(
    "frigate/<<org>>/config.yml",
    """cameras:
  society_gate:
    ffmpeg:
      inputs:
        - path: "rtsp://admin:{FRIGATE_RTSP_PASSWORD}@<<ip>>:554/cam/realmonitor?channel=1&subtype=0"
          roles: [record, detect]
""",
    "Frigate {FRIGATE_RTSP_PASSWORD} substitution from the environment",
)
j.F.regd(
    "billing/<<org>>-subscriptions/.env.example",
    """RAZORPAY_KEY_ID=rzp_live_
RAZORPAY_KEY_SECRET=
RAZORPAY_WEBHOOK_URL=https://billing.<<dom>>/razorpay/webhook
""",
    "template .env with empty Razorpay values",
)

# k: Seoul access control ---------------------------------------------------------------------
k.F.regd(
    "home/<<fa>>/.docker/config.json",
    lambda s: json.dumps(
        {"auths": {f"harbor.{s['dom']}": {}}, "credsStore": "desktop"}, indent="\t"
    ),
    "Docker credentials kept in the OS credential store (credsStore), no auth field",
)
k.F.regd(
    "src/main/resources/application-<<org>>.yml",
    """toss:
  payments:
    client-key: "${TOSS_CLIENT_KEY}"
    secret-key: "${TOSS_SECRET_KEY}"
""",
    "Toss keys are ${...} references",
)
k.F.regd(
    "kakaotalk/KakaoTalk_<<date>>_<<fa>>.txt",
    """<<fn>> 님과 카카오톡 대화

[<<ln>><<fn>>] [오후 3:10] 실장님 BioStar 비밀번호 좀 알려주세요
[<<ln2>><<fn2>>] [오후 3:12] 보안상 카톡으로는 못 보내요. 전화 드릴게요
""",
    "Korean chat declining to send a password",
)

# l: Johannesburg event security --------------------------------------------------------------
l_.F.regd(
    "tickets/payfast_<<org>>.php",
    """<?php
$pfData = [
    'merchant_id'  => getenv('PAYFAST_MERCHANT_ID'),
    'merchant_key' => getenv('PAYFAST_MERCHANT_KEY'),
];
$passPhrase = getenv('PAYFAST_PASSPHRASE') ?: '';
""",
    "PayFast values read with getenv",
    syntax="",
)
l_.F.regd(
    "home/<<fa>>/.bash_history",
    """cd ~/callout
source ~/.bulksms.env
curl -s -u "$BULKSMS_TOKEN_ID:$BULKSMS_TOKEN_SECRET" https://api.bulksms.com/v1/profile
""",
    "curl basic auth from shell variables; no value in the history",
    syntax="",
)
l_.F.regd(
    "accreditation/<<org>>_event_<<date>>.xml",
    """<?xml version="1.0"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Venue">
  <Table>
   <Row><Cell><Data ss:Type="String">Item</Data></Cell><Cell><Data ss:Type="String">Wagwoord</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">JOC Wi-Fi</Data></Cell><Cell><Data ss:Type="String">(sien Bitwarden)</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "SpreadsheetML password column pointing to Bitwarden",
)

# m: Osaka fire safety --------------------------------------------------------------------------
m.F.regd(
    "lineworks/public_<<date>>.pem",
    lambda s: (
        "-----BEGIN PUBLIC KEY-----\n"
        + "\n".join(s["pub"][x : x + 64] for x in range(0, len(s["pub"]), 64))
        + "\n-----END PUBLIC KEY-----\n"
    ),
    "an RSA public key (public by design)",
    syntax="",
    extra=lambda rng, s: {
        "pub": "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"
        + rbytes_b64(rng, 258)[:348]
        + "IDAQAB"
    },
)
m.F.regd(
    "kintone/点検記録_upload_<<org>>.py",
    """import os

import requests

API_TOKEN = os.environ["KINTONE_API_TOKEN"]
requests.get("https://<<org>>.cybozu.com/k/v1/records.json", headers={"X-Cybozu-API-Token": API_TOKEN})
""",
    "kintone token read from the environment",
)
m.F.regd(
    "gateway/受信機_<<org>>.ini",
    """[upload]
url = https://monitor.<<dom>>/api/events
auth = client-certificate
cert = /etc/firepanel/gw.crt
key_file = /etc/firepanel/gw.key
password =
""",
    "gateway authenticates with a client certificate file; password empty",
)

# n: Monterrey car wash -------------------------------------------------------------------------
n.F.regd(
    "membresias/conekta_<<org>>.py",
    """import os

import conekta

conekta.api_key = os.getenv("CONEKTA_PRIVATE_KEY")
conekta.locale = "es"
""",
    "Conekta key read with os.getenv",
)
n.F.regd(
    "whatsapp/Chat de WhatsApp con <<fa>>.txt",
    """<<dmy>>, 4:10 p. m. - <<fn>> <<ln>>: ¿Cuál es la contraseña de SiteWatch?
<<dmy>>, 4:12 p. m. - <<fn2>> <<ln2>>: Te la paso en persona mañana, no por aquí
""",
    "Spanish chat declining to send a password",
)
n.F.regd(
    "facturacion/<<org>>/.env.example",
    """FACTURAPI_KEY=
FACTURAPI_ORGANIZATION=
SERIE=LAV
""",
    "empty template values",
)

# o: Brisbane pool maintenance ------------------------------------------------------------------
o.F.regd(
    "shop/<<org>>-chemicals/.env",
    """SQUARE_ENVIRONMENT=production
SQUARE_APPLICATION_ID=sq0idp-<<appid>>
SQUARE_ACCESS_TOKEN=
""",
    "only the public Square application id; access token empty",
    extra=lambda rng, s: {
        "appid": base64.urlsafe_b64encode(bytes(rng.randrange(256) for _ in range(16)))
        .decode()
        .rstrip("=")
    },
)
o.F.regd(
    "facebook/messages/inbox/<<fa>>_<<nn>>/message_1.json",
    lambda s: json.dumps(
        {
            "participants": [{"name": s["fn"]}, {"name": s["fn2"]}],
            "messages": [
                {
                    "sender_name": s["fn2"],
                    "timestamp_ms": int(s["epoch"]) * 1000 + 5000,
                    "content": "I'll text you the password when I'm off the tools",
                },
                {
                    "sender_name": s["fn"],
                    "timestamp_ms": int(s["epoch"]) * 1000,
                    "content": "whats the pw for the ServiceM8 tablet",
                },
            ],
        },
        indent=2,
    ),
    "Messenger chat promising a password later; no value",
)
o.F.regd(
    "RoutePlanner/<<org>>/RoutePlanner.exe.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="PoolRoutes" connectionString="Data Source=<<ip>>;Initial Catalog=PoolRoutes;Integrated Security=SSPI;" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "SQL Server connection with Windows integrated security, no password",
    syntax="xml",
)

# p: Manila domestic-staff agency ---------------------------------------------------------------
p.F.regd(
    "credentials/<<org>>-applicants-wif.json",
    lambda s: json.dumps(
        {
            "type": "external_account",
            "audience": f"//iam.googleapis.com/projects/{s['nn']}/locations/global/workloadIdentityPools/ph-pool/providers/github",
            "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",
            "token_url": "https://sts.googleapis.com/v1/token",
            "credential_source": {"file": "/var/run/secrets/tokens/gcp-ksa/token"},
        },
        indent=2,
    ),
    "workload identity federation config: no private key, the token comes from a file at run time",
)
p.F.regd(
    "viber/kopya_<<fa>>_<<date>>.txt",
    """[<<dmy>> <<time>>] <<fn>> <<ln>>: Ate ano password ng DMW account?
[<<dmy>> <<time2>>] <<fn2>> <<ln2>>: Nasa notebook ko sa office, mamaya ko sabihin sa'yo
""",
    "Taglish chat mentioning a password without giving it",
)
p.F.regd(
    "sms/semaphore_interview_reminders_<<org>>.py",
    """import os

import requests

SEMAPHORE_APIKEY = os.environ["SEMAPHORE_APIKEY"]
requests.post("https://api.semaphore.co/api/v4/messages", data={"apikey": SEMAPHORE_APIKEY})
""",
    "Semaphore API key from the environment",
)
