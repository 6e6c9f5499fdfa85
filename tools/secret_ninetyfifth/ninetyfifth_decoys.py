# ruff: noqa: E501
"""The ninety-fifth corpus's decoys: files like the formats (mostly at the paths they use)
that hold no live credential. Three per family, each with a ``why``."""

from __future__ import annotations

from ninetyfifth_formats_a import F as FA
from ninetyfifth_formats_b import F as FB
from ninetyfifth_formats_c import F as FC
from ninetyfifth_formats_d import F as FD
from ninetyfifth_formats_e import F as FE
from ninetyfifth_formats_f import F as FF
from ninetyfifth_formats_g import F as FG
from ninetyfifth_formats_h import F as FH
from ninetyfifth_formats_i import F as FI
from ninetyfifth_formats_j import F as FJ
from ninetyfifth_formats_k import F as FK
from ninetyfifth_formats_l import F as FL
from ninetyfifth_formats_m import F as FM
from ninetyfifth_formats_n import F as FN
from ninetyfifth_formats_o import F as FO
from ninetyfifth_formats_p import F as FP
from ninetyfifth_spec import regd

DECOYS = (
    # a: Cebu inbound BPO
    (
        FA,
        "agent_pcs/<<agent>>/Zoiper5/Config.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<options>
  <accounts>
    <account>
      <name><<ext>> - <<fa>> (inbound queue)</name>
      <protocol>SIP</protocol>
      <username><<ext>></username>
      <password></password>
      <save_password>0</save_password>
      <SIP_domain><<host>></SIP_domain>
    </account>
  </accounts>
</options>
""",
        "Zoiper account saved without the password (save_password 0: the agent types it at login)",
        None,
    ),
    (
        FA,
        "exports/viber/<<org>>_TL_GC_<<date>>.txt",
        """[<<mo>>/<<dd>>/<<yy>> <<h12>>:<<mi>> <<ampm>>] <<fn>>: Guys may bagong pw na yung shared Zendesk account
[<<mo>>/<<dd>>/<<yy>> <<h12>>:<<mi>> <<ampm>>] <<fn>>: Nasa team vault sa Bitwarden na, wag na natin i-post dito ha
[<<mo>>/<<dd>>/<<yy>> <<h12>>:<<mi>> <<ampm>>] <<fn2>>: Noted TL 👍
""",
        "chat that mentions a new password but points to the Bitwarden vault; no value given",
        "",
    ),
    (
        FA,
        "etc/asterisk/manager_custom.conf",
        """; manager_custom.conf — the AMI user secrets live in a root-only include
#include manager_secrets.conf

[wallboard-ro]
deny=0.0.0.0/0.0.0.0
permit=<<ip>>/255.255.255.0
read = reporting
write =
""",
        "AMI config whose secrets come from an #include file; no secret line",
        "",
    ),
    # b: Poznań telemarketing
    (
        FB,
        "stanowiska/<<n>>/MicroSIP.ini",
        """[Settings]
accountId=1
singleMode=1

[Account1]
label=<<ext>> <<fa>>
server=<<host>>
domain=<<host>>
username=<<ext>>
password=
authID=<<ext>>
rememberPassword=0
""",
        "MicroSIP account with an empty password (asked at start-up)",
        "ini",
    ),
    (
        FB,
        "export/whatsapp_<<org>>_<<date>>.txt",
        """<<dmy_dot>>, <<time>> - <<fn>> <<ln>>: Ktoś zna nowe hasło do dialera?
<<dmy_dot>>, <<time>> - <<fn2>> <<ln2>>: Wysłałam każdemu SMS-em, nie piszemy haseł na grupie 🙂
<<dmy_dot>>, <<time>> - <<fn>> <<ln>>: Ok, mam, dzięki
""",
        "Polish chat about a password sent by SMS; no value in the chat",
        "",
    ),
    (
        FB,
        "crm_sync/push_leads.py",
        '''"""Wysyła wyniki rozmów z dialera do Salesforce (obiekt Lead)."""

import os

from simple_salesforce import Salesforce

sf = Salesforce(
    username=os.environ["SF_USERNAME"],
    password=os.environ["SF_PASSWORD"],
    security_token=os.environ["SF_SECURITY_TOKEN"],
    domain="login",
)
''',
        "simple_salesforce login reading the password and security token from the environment",
        None,
    ),
    # c: Mombasa debt collection
    (
        FC,
        "collections-api/.env.example",
        """APP_ENV=production
MPESA_ENV=production
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
MPESA_CALLBACK_URL=https://pay.<<dom>>/api/mpesa/callback
""",
        "Daraja .env template with every key left empty",
        "",
    ),
    (
        FC,
        "WhatsApp Chat with Timu ya Ukusanyaji <<site>>.txt",
        """[<<dmy>>, <<time>>:<<ss>>] <<fn2>>: Boss nenosiri la CRM ni gani?
[<<dmy>>, <<time>>:<<ss>>] <<fn>> <<ln>>: Nimekutumia kwa SMS, usiweke hapa kwa group tafadhali
[<<dmy>>, <<time>>:<<ss>>] <<fn2>>: Sawa nimeipata 👍
""",
        "Swahili chat about a password sent by SMS; no value",
        "",
    ),
    (
        FC,
        "var/spool/cron/crontabs/supervisor",
        """# m h  dom mon dow   command
30 1 * * * mysqldump --defaults-extra-file=/etc/mysql/backup.cnf --single-transaction collections | gzip > /backup/collections_$(date +\\%F).sql.gz
15 18 * * * find /backup -name '*.sql.gz' -mtime +14 -delete
""",
        "mysqldump reading its login from a defaults file; no password on the line",
        "",
    ),
    # d: Chennai medical billing
    (
        FD,
        "it/backup/<<site>>/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.5" platform="windows">
  <Servers>
    <Server>
      <Host>sftp.<<org>>-edi.com</Host>
      <Port>22</Port>
      <Protocol>1</Protocol>
      <Type>0</Type>
      <User><<org>>_837</User>
      <Logontype>5</Logontype>
      <Keyfile>C:\\Users\\<<fa>>\\.ssh\\clearinghouse.ppk</Keyfile>
      <Name>837 claims upload</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
        "FileZilla site logging on with a key file (Logontype 5); no Pass element",
        None,
    ),
    (
        FD,
        "unzipped/AR_logins/xl/sharedStrings.xml",
        """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="8" uniqueCount="8"><si><t>Payer</t></si><si><t>Portal user</t></si><si><t>Password</t></si><si><t>Medicare JL</t></si><si><t><<user>>_jl</t></si><si><t>••••••••••</t></si><si><t>Aetna</t></si><si><t>see password manager</t></si></sst>
""",
        "spreadsheet strings with the password cell masked with bullets",
        None,
    ),
    (
        FD,
        "mirth/channels/ERA_835_to_billing.xml",
        """<channel version="4.4.2">
  <name>ERA 835 to billing DB</name>
  <destinationConnectors>
    <connector version="4.4.2">
      <properties class="com.mirth.connect.connectors.jdbc.DatabaseDispatcherProperties" version="4.4.2">
        <url>jdbc:sqlserver://<<ip>>:1433;databaseName=billing</url>
        <username>${billing_db_user}</username>
        <password>${billing_db_password}</password>
      </properties>
    </connector>
  </destinationConnectors>
</channel>
""",
        "Mirth channel taking the DB login from configuration-map variables",
        None,
    ),
    # e: Amman chat support
    (
        FE,
        "chatbot/credentials.yml",
        """rest:

facebook:
  verify: "${FB_VERIFY}"
  secret: "${FB_APP_SECRET}"
  page-access-token: "${FB_PAGE_TOKEN}"
""",
        "Rasa credentials filled from environment variables",
        None,
    ),
    (
        FE,
        "home/<<fa>>/.my.cnf",
        """[client]
user = <<fa>>
host = localhost
protocol = socket
""",
        "MySQL client file for socket (auth_socket) login; no password",
        "ini",
    ),
    (
        FE,
        "exports/wa_chatteam_<<date>>.txt",
        """<<dmy>>, <<time>> - <<fn>>: وين كلمة السر الجديدة للحساب المشترك؟
<<dmy>>, <<time>> - <<fn2>>: بالـ LastPass تحت مجلد شفت الليل، ما بنكتبها هون
""",
        "Arabic chat pointing to LastPass for the password; none given",
        "",
    ),
    # f: Cluj helpdesk
    (
        FF,
        "backup/<<site>>-router-<<date>>.rsc",
        """# <<date>> <<time>>:<<ss>> by RouterOS 7.14.3
# software id = <<ext>>-<<n>>X
/ppp profile
add local-address=192.168.88.1 name=vpn-helpdesk remote-address=vpn-pool
/ppp secret
add name=helpdesk-<<site>> profile=vpn-helpdesk service=l2tp
""",
        "RouterOS export without show-sensitive: the ppp secret line carries no password",
        "",
    ),
    (
        FF,
        "etc/zabbix/zabbix_agentd.conf",
        """Server=<<ip>>
ServerActive=<<ip>>
Hostname=<<host>>
TLSConnect=psk
TLSAccept=psk
TLSPSKIdentity=PSK <<site>> 001
TLSPSKFile=/etc/zabbix/zabbix_agentd.psk
""",
        "Zabbix agent config naming the PSK file, not the key",
        "",
    ),
    (
        FF,
        "export/wa_helpdesk_<<date>>.txt",
        """<<dmy_dot>>, <<time>> - <<fn>> <<ln>>: Parola de la VPN pentru client?
<<dmy_dot>>, <<time>> - <<fn2>> <<ln2>>: I-am dictat-o la telefon, nu o scriem aici. Checksum kit: <<sha>>
""",
        "Romanian chat: password given by phone; only a SHA-256 checksum",
        "",
    ),
    # g: Nadi reservations
    (
        FG,
        "intranet/res/extranet_logins.html",
        """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>OTA extranet logins</title></head>
<body>
<table border="1">
  <tr><th>Channel</th><th>Login</th><th>Password</th></tr>
  <tr><td>Booking.com</td><td>res.<<site>>@<<dom>></td><td>********</td></tr>
  <tr><td>Expedia</td><td><<user>></td><td>********</td></tr>
</table>
</body></html>
""",
        "HTML table with the password column masked",
        "",
    ),
    (
        FG,
        "tftpboot/805ec0<<ext>><<ext2>>.cfg",
        """#!version:1.0.0.1
account.1.enable = 1
account.1.label = Res <<ext>>
account.1.auth_name = <<ext>>
account.1.password =
account.1.sip_server.1.address = <<host>>
""",
        "Yealink template with an empty account password",
        "",
    ),
    (
        FG,
        "booking/includes/pxpay_config.php",
        """<?php
define('PXPAY_URL', 'https://sec.windcave.com/pxaccess/pxpay.aspx');
define('PXPAY_USERID', getenv('PXPAY_USERID'));
define('PXPAY_KEY', getenv('PXPAY_KEY'));
define('PXPAY_CURRENCY', 'FJD');
""",
        "PxPay config reading the key from the environment",
        "",
    ),
    # h: Durban utility
    (
        FH,
        "head-end/docker-compose.yml",
        """services:
  mdms-db:
    image: postgres:16
    environment:
      POSTGRES_DB: mdms
      POSTGRES_USER: mdms
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets:
      - pg_password
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
        "Compose file taking the Postgres password from a Docker secret file",
        None,
    ),
    (
        FH,
        "mail/Inkassie/<<ts>>.eml",
        """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: Toegang tot die vending-stelsel
Content-Type: text/plain; charset="UTF-8"

Goeie dag <<fn>>,

Jou gebruiker <<user>> is geskep. Die wagwoord word per SMS na <<phone>> gestuur.

Groete
<<fn2>>
""",
        "Afrikaans e-mail saying the password goes by SMS; none in the mail",
        "",
    ),
    (
        FH,
        "etc/freeswitch/directory/default/<<ext>>.xml",
        """<include>
  <user id="<<ext>>">
    <params>
      <param name="password" value="$${default_password}"/>
    </params>
    <variables>
      <variable name="user_context" value="complaints"/>
    </variables>
  </user>
</include>
""",
        "FreeSWITCH user taking its password from a global variable reference",
        None,
    ),
    # i: Surabaya rider support
    (
        FI,
        "home/deploy/.docker/config.json",
        """{
  "auths": {
    "registry.<<dom>>": {}
  },
  "credsStore": "pass"
}
""",
        "Docker config with a credential store; the auth entry is empty",
        None,
    ),
    (
        FI,
        "rider-wallet/.env.example",
        """APP_NAME="Dompet Mitra"
MIDTRANS_IS_PRODUCTION=true
MIDTRANS_CLIENT_KEY=Mid-client-<<hex32>>
MIDTRANS_SERVER_KEY=
""",
        "Midtrans .env with the (public, browser-side) client key and an empty server key",
        "",
    ),
    (
        FI,
        "ekspor/wa_cs_mitra_<<date>>.txt",
        """<<dmy>> <<time>> - <<fn>> <<ln>>: Sandi akun CS malam ganti lagi ya?
<<dmy>> <<time>> - <<fn2>> <<ln2>>: Iya, japri aja ke aku, jangan di grup 🙏
""",
        "Indonesian chat: the password is to be asked privately; no value",
        "",
    ),
    # j: Rabat card activation
    (
        FJ,
        "ivr-pin/keys/pin_verify.pub",
        """<<pubpem>>
""",
        "a public key (PEM PUBLIC KEY), not a private key",
        "",
    ),
    (
        FJ,
        "mail/Boite de reception/<<ts>>.eml",
        """From: Support Applicatif <support@<<dom>>>
To: <<email>>
Subject: [<<orgu>>] Vos accès à la console d'activation
Content-Type: text/plain; charset="UTF-8"

Bonjour <<fn>>,

Votre identifiant est <<user>>. Le mot de passe initial vous sera communiqué par téléphone
par votre superviseur.

Cordialement,
L'équipe Support Applicatif
""",
        "French e-mail: the password will be given by phone",
        "",
    ),
    (
        FJ,
        "grafana/provisioning/datasources/activations.yaml",
        """apiVersion: 1
datasources:
  - name: Activations (MySQL)
    type: mysql
    url: <<ip>>:3306
    user: grafana_ro
    secureJsonData:
      password: $__file{/etc/grafana/secrets/mysql_ro}
""",
        "Grafana datasource reading the password from a file ($__file)",
        None,
    ),
    # k: Medellín airline overflow
    (
        FK,
        "calendario/turnos_overflow_<<date>>.ics",
        """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//ES
BEGIN:VEVENT
DTSTART;TZID=America/Bogota:<<y>><<m>><<d>>T220000
DTEND;TZID=America/Bogota:<<y>><<m>><<d>>T235900
SUMMARY:Turno overflow
DESCRIPTION:Usuario Genesys: ovf.<<site>>\\nClave: pedirla a <<fn>> por Teams
UID:<<sha1>>@google.com
END:VEVENT
END:VCALENDAR
""",
        "calendar entry telling to ask for the password; none given",
        "",
    ),
    (
        FK,
        "callback-scheduler/.env",
        """NODE_ENV=production
MONGODB_URI=mongodb+srv://cluster0.<<org>>.mongodb.net/callbacks?authSource=%24external&authMechanism=MONGODB-X509&tlsCertificateKeyFile=/etc/ssl/mongo/client.pem
TZ=America/Bogota
""",
        "MongoDB URI with X.509 authentication; no userinfo password",
        "",
    ),
    (
        FK,
        "refunds/src/wompi.js",
        """const WOMPI_PUBLIC_KEY = "pub_prod_<<hex32>>";
const WOMPI_PRIVATE_KEY = process.env.WOMPI_PRIVATE_KEY;
module.exports = { WOMPI_PUBLIC_KEY, WOMPI_PRIVATE_KEY };
""",
        "Wompi public key (meant for the browser) and the private key from the environment",
        "",
    ),
    # l: Da Nang moderation
    (
        FL,
        "etc/redis/redis.conf",
        """bind 127.0.0.1
protected-mode yes
port 6379
aclfile /etc/redis/users.acl
maxmemory 2gb
appendonly yes
""",
        "redis.conf delegating users to an ACL file; no requirepass",
        "",
    ),
    (
        FL,
        "kho/keepass_export_<<date>>.csv",
        """"Account","Login Name","Password","Web Site","Comments"
"Review dashboard - ca đêm","rv.<<site>>","","https://review.<<dom>>","Mật khẩu không xuất ra file"
""",
        "KeePass export with the password column left empty",
        "",
    ),
    (
        FL,
        "root/.bash_history",
        """curl -s https://api.thehive.ai/api/v2/task/sync -H "authorization: token $HIVE_API_KEY" -F 'url=https://cdn.<<dom>>/u/<<ticket>>.png'
sha256sum model_export.tar.gz
exit
""",
        "shell history using the API key through an environment variable",
        "",
    ),
    # m: İzmir survey call centre
    (
        FM,
        "limesurvey/application/config/config.php",
        """<?php if (!defined('BASEPATH')) exit('No direct script access allowed');
return array(
    'components' => array(
        'db' => array(
            'connectionString' => 'mysql:host=<<ip>>;port=3306;dbname=limesurvey;',
            'username' => getenv('LS_DB_USER'),
            'password' => getenv('LS_DB_PASSWORD'),
            'charset' => 'utf8mb4',
        ),
    ),
);
""",
        "LimeSurvey config reading the DB login from the environment",
        "",
    ),
    (
        FM,
        "yazdir/anketor_fisleri_<<date>>.txt",
        """--------------------------------------------
  <<orgu>>  |  CATI Giriş Fişi
--------------------------------------------
Anketör     : <<fn>> <<ln>>
Kullanıcı   : <<user>>
Şifre       : ilk girişte SMS ile gönderilir
--------------------------------------------
""",
        "login slip saying the password comes by SMS",
        "",
    ),
    (
        FM,
        "AnketOdul/appsettings.json",
        """{
  "Iyzico": {
    "BaseUrl": "https://api.iyzipay.com",
    "ApiKey": "",
    "SecretKey": ""
  }
}
""",
        "appsettings with empty iyzico keys (set in Azure App Service settings)",
        None,
    ),
    # n: Recife roadside dispatch
    (
        FN,
        "opt/traccar/conf/traccar.xml",
        """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
        "Traccar on the embedded H2 database with an empty password",
        None,
    ),
    (
        FN,
        "go2rtc/go2rtc.yaml",
        """streams:
  patio_entrada:
    - rtsp://admin:${CAM_PATIO_PASS}@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
""",
        "go2rtc stream with the camera password from an environment variable",
        None,
    ),
    (
        FN,
        "exportados/wa_despacho_<<date>>.txt",
        """<<dmy>> <<time>> - <<fn>> <<ln>>: Qual a senha nova do painel?
<<dmy>> <<time>> - <<fn2>> <<ln2>>: Tá no cofre do Bitwarden, pasta Central
""",
        "Portuguese chat pointing to Bitwarden; no password",
        "",
    ),
    # o: Incheon e-commerce support
    (
        FO,
        "exports/kakao/<<site>>_cs_<<date>>.txt",
        """CS 야간조 <<site>> 님과 카카오톡 대화
<<y>>년 <<mo>>월 <<dd>>일 오후 <<h12>>:<<mi>>, <<ln>><<fn>> : 공용 계정 비번 알려주실 수 있나요?
<<y>>년 <<mo>>월 <<dd>>일 오후 <<h12>>:<<mi>>, <<ln2>><<fn2>> : 비번은 개인톡으로 보낼게요~
""",
        "KakaoTalk chat: password to be sent privately; none given",
        "",
    ),
    (
        FO,
        "src/main/resources/application-prod.yml",
        """toss:
  payments:
    client-key: live_ck_<<hex32>>
    secret-key: ${TOSS_SECRET_KEY}
""",
        "Toss client key (used in the browser) and the secret key from the environment",
        None,
    ),
    (
        FO,
        "lib/aligo_sms.php",
        """<?php
$sms = [
    'key' => getenv('ALIGO_API_KEY'),
    'user_id' => getenv('ALIGO_USER_ID'),
    'sender' => '032<<ext>><<ext2>>',
];
""",
        "Aligo SMS key read from the environment",
        "",
    ),
    # p: Fukuoka night-shift service desk
    (
        FP,
        "k8s/overlays/prod/jira-bridge-externalsecret.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: jira-bridge
  namespace: servicedesk
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: aws-secrets-manager
    kind: ClusterSecretStore
  target:
    name: jira-bridge
  data:
    - secretKey: JIRA_API_TOKEN
      remoteRef:
        key: servicedesk/jira-bridge
        property: api_token
""",
        "ExternalSecret pointing at AWS Secrets Manager; no value",
        None,
    ),
    (
        FP,
        "mail/受信トレイ/<<ts>>.eml",
        """From: <<ln2>> <<fn2>> <<<email2>>>
To: <<email>>
Subject: 障害報告書の送付について
Content-Type: text/plain; charset="UTF-8"

<<ln>>様

障害報告書はファイル共有サービスにアップロードしました。
パスワードは別途お電話でお伝えいたします。

よろしくお願いいたします。
""",
        "Japanese e-mail: the file password will be given by phone",
        "",
    ),
    (
        FP,
        "backup/helpdesk/SHA256SUMS",
        """<<sha>>  helpdesk_<<date>>.sql.gz
<<hex32>><<hex32>>  helpdesk_files_<<date>>.tar.gz
""",
        "SHA-256 checksums of backup files",
        "",
    ),
)

for _fam, _path, _template, _why, _syntax in DECOYS:
    regd(_fam, _path, _template, _why, _syntax)
