"""The fifty-fourth corpus's decoys: files like the formats' files that hold no credential,
three per family, each with its ``why``."""

# ruff: noqa: E501

from fiftyfourth_spec import (
    ALMATY,
    AREQUIPA,
    BOGURA,
    DAEGU,
    DAMIETTA,
    DANANG,
    INDORE,
    IZMIR,
    LECCE,
    LEOBEN,
    MULTAN,
    RECIFE,
    SENDAI,
    SHENZHEN,
    TABRIZ,
    THIES,
    regd,
)

# (family, path, template, why, syntax)
DECOYS = (
    # a ---------------------------------------------------------------- Arequipa
    (
        AREQUIPA,
        "C:/SFS_v2/<<org>>/config_<<year>>.ini",
        """; Facturador SEE-SUNAT - <<org_cap>>
[EMISOR]
RUC = 20<<big>>1

[SOL]
USUARIO_SOL = <<login>>
; la clave SOL se ingresa en la pantalla de inicio del facturador, no se guarda aquí
CLAVE_SOL =
""",
        "the SOL key is left empty; the comment says it is typed at start-up",
        None,
    ),
    (
        AREQUIPA,
        "chats/WhatsApp Chat con <<first>> <<last>>.txt",
        """<<dmy_slash>> <<time>> - <<first>> <<last>>: no puedo entrar al core de la agencia
<<dmy_slash>> <<time>> - <<first2>>: te mandé la clave provisional por el sobre cerrado, no la pongo por aquí
<<dmy_slash>> <<time2>> - <<first>> <<last>>: ok, ya la recogí en caja, gracias
""",
        "a chat about a temporary password that is delivered in a sealed envelope; no value is written",
        None,
    ),
    (
        AREQUIPA,
        "odoo/<<org>>/.env",
        """# Odoo 17 - contabilidad <<org_cap>>
ODOO_VERSION=17.0
DATABASE_URL=postgresql://odoo_conta:${ODOO_DB_PASSWORD}@<<host>>:5432/conta_<<year>>
TZ=America/Lima
""",
        "the database URL takes its password from the ${ODOO_DB_PASSWORD} variable, not a literal",
        "",
    ),
    # b ---------------------------------------------------------------- Thiès
    (
        THIES,
        "boutique/<<org>>/.env.example",
        """APP_NAME="<<org_cap>> Paiements"
PAYDUNYA_MODE=test
PAYDUNYA_MASTER_KEY=
PAYDUNYA_PRIVATE_KEY=
PAYDUNYA_PUBLIC_KEY=
""",
        "an .env template with every PayDunya key empty",
        "",
    ),
    (
        THIES,
        "agents/liste_agents_<<org>>_<<mm>>.csv",
        """code_agent;nom;telephone;identifiant_portail;mot_de_passe;float_fcfa
AG-<<num>>;<<first>> <<last>>;77<<big>>;<<fname>>.<<lname>>;********;350000
AG-<<num2>>10;<<first2>> <<last2>>;76<<big>>;<<fname2>>.<<lname2>>;********;120000
""",
        "the password column is masked with asterisks by the export",
        None,
    ),
    (
        THIES,
        "vpn/agence_<<num>>.ovpn",
        """client
dev tun
proto udp
remote vpn.<<dom>> 1194
auth-user-pass
remote-cert-tls server
cipher AES-256-GCM
verb 3
""",
        "auth-user-pass without an inline block or file: OpenVPN prompts for the credentials",
        "",
    ),
    # c ---------------------------------------------------------------- Leoben
    (
        LEOBEN,
        "fon/<<org>>/login_request_<<num>>.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<!-- Vorlage aus dem BMF-Handbuch zum Session-Webservice: Werte durch die eigenen ersetzen -->
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:ses="https://finanzonline.bmf.gv.at/fon/ws/session">
  <soapenv:Body>
    <ses:loginRequest>
      <ses:tid>TEILNEHMER-ID</ses:tid>
      <ses:benid>BENUTZER-ID</ses:benid>
      <ses:pin>PIN</ses:pin>
      <ses:herstellerid>ATU00000000</ses:herstellerid>
    </ses:loginRequest>
  </soapenv:Body>
</soapenv:Envelope>
""",
        "a handbook template with labels (TEILNEHMER-ID, PIN) in place of values",
        None,
    ),
    (
        LEOBEN,
        "ebics/<<org>>/ebics.properties",
        """ebics.host.id=RZBAATWW
ebics.url=https://ebics.raiffeisen.at/ebicsweb/ebicsweb
ebics.user.id=U<<num>>
ebics.keystore.path=/srv/ebics/<<org>>/keystore.p12
# Passwort kommt aus der Umgebung (systemd EnvironmentFile, nur root lesbar)
ebics.keystore.password=${EBICS_KEYSTORE_PASSWORD}
""",
        "the keystore password is a ${EBICS_KEYSTORE_PASSWORD} reference",
        "",
    ),
    (
        LEOBEN,
        "postfach/<<fname>>/<<date>>_mandantenportal.eml",
        """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Zugang Mandantenportal
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

Liebe <<first2>>,

der Mandant hat über "Kennwort vergessen" einen Link zum Zurücksetzen bekommen; das neue
Kennwort vergibt er selbst. Bitte nur noch bestätigen, dass die Belege angekommen sind.

<<first>>
""",
        "an e-mail about a password reset link; no password is given",
        "",
    ),
    # d ---------------------------------------------------------------- Lecce
    (
        LECCE,
        "script/scarica_fatture_<<org>>.py",
        '''"""Scarica dalla casella PEC le fatture passive (<<org_cap>>)."""

import imaplib
import os

PEC_HOST = "imaps.pec.aruba.it"
PEC_UTENTE = "fatture@pec.<<dom>>"
PEC_PASSWORD = os.environ["PEC_PASSWORD"]

with imaplib.IMAP4_SSL(PEC_HOST, 993) as box:
    box.login(PEC_UTENTE, PEC_PASSWORD)
''',
        "the PEC password is read from os.environ",
        None,
    ),
    (
        LECCE,
        "satispay/<<org>>/public.pem",
        """-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA<<hex32>>
<<hex40>>IDAQAB
-----END PUBLIC KEY-----
""",
        "a public key, uploaded to Satispay; not secret",
        "",
    ),
    (
        LECCE,
        "clienti/<<lname>>/chat_<<num>>.txt",
        """<<dmy_slash>>, <<time>> - <<first>> <<last>>: Dottoressa, le credenziali Fisconline gliele porto in studio domani
<<dmy_slash>>, <<time2>> - <<first2>> <<last2>>: Perfetto, non me le mandi per WhatsApp
""",
        "a chat agreeing not to send the credentials; none are written",
        None,
    ),
    # e ---------------------------------------------------------------- Recife
    (
        RECIFE,
        "nfse/<<org>>/appsettings.json",
        """{
  "NfseRecife": {
    "Ambiente": "Producao",
    "CertificadoArquivo": "C:\\\\Certificados\\\\<<org>>_A1.pfx",
    "CertificadoSenha": ""
  }
}
""",
        "the certificate password is empty (set through user secrets at deploy)",
        None,
    ),
    (
        RECIFE,
        "servidor/<<org>>/.bash_history",
        """cd /var/backups/cartorio
mysqldump --defaults-extra-file=/root/.my.cnf protocolo | gzip > protocolo_<<date>>.sql.gz
sha256sum protocolo_<<date>>.sql.gz
ls -lh
""",
        "mysqldump reads its login from a defaults file; no password on the command line",
        "",
    ),
    (
        RECIFE,
        "digitalizacao/ocr/protocolo_<<num>>.txt",
        """REGISTRO DE IMÓVEIS - <<org_cap>>
LIVRO 1 - PROTOCOLO          FOLHA <<num2>>
Nº <<big>>   <<ddmmyyyy>>   Escritura de compra e venda
Selo digital: <<hex16>>
Código de validação: <<hex8>>-<<num>>
""",
        "a public notarial seal and validation code printed on the document for anyone to check",
        None,
    ),
    # f ---------------------------------------------------------------- Almaty
    (
        ALMATY,
        "1c/<<org>>/zapusk_<<num>>.bat",
        """@echo off
rem Запуск 1С с аутентификацией Windows (пароль не нужен)
"C:\\Program Files\\1cv8\\8.3.24.1548\\bin\\1cv8.exe" ENTERPRISE /S"<<ip>>\\buh_<<org>>_<<year>>" /WA+
""",
        "1C launched with Windows authentication (/WA+); no /P password",
        None,
    ),
    (
        ALMATY,
        "home/<<fname>>/.pgpass.sample",
        """# формат: hostname:port:database:username:password
# <<host>>:5432:zarplata_<<year>>:payroll:<пароль из KeePass>
""",
        "a commented .pgpass sample whose password is a pointer to KeePass",
        None,
    ),
    (
        ALMATY,
        "telegram/чат_бухгалтерия_<<num>>.txt",
        """<<first>> <<last>>, [<<ddmmyyyy>> <<time>>]
пароль от ЭЦП клиента не помню, спросите у него сами

<<first2>> <<last2>>, [<<ddmmyyyy>> <<time2>>]
хорошо, позвоню ему
""",
        "a chat mentioning a password without giving it",
        None,
    ),
    # g ---------------------------------------------------------------- Damietta
    (
        DAMIETTA,
        "eta/<<org>>/eta_settings.json",
        """{
  "environment": "preprod",
  "identityUrl": "https://id.preprod.eta.gov.eg/connect/token",
  "clientId": "<<uuid>>",
  "clientSecret": "<ضع السر هنا>"
}
""",
        "the client secret is an Arabic 'put the secret here' placeholder",
        None,
    ),
    (
        DAMIETTA,
        "web/<<org>>/Web.config",
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="TakhleesDb" connectionString="Data Source=<<ip>>;Initial Catalog=Takhlees_<<year>>;Integrated Security=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
        "Integrated Security (Windows authentication); the connection string has no password",
        "xml",
    ),
    (
        DAMIETTA,
        "scans/ocr/acid_<<num>>.txt",
        """شهادة ACID - نظام التسجيل المسبق للشحنات
ACID: 4<<big>>2024<<num>>
رقم التسجيل الضريبي للمستورد: <<big>>
رقم المصدر العالمي (CargoX): 0x<<hex40>>
""",
        "a shipment ACID number and a public blockchain address printed on the certificate",
        None,
    ),
    # h ---------------------------------------------------------------- Tabriz
    (
        TABRIZ,
        "moadian/<<org>>/public_<<num>>.pem",
        """-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA<<hex32>>
<<hex40>>IDAQAB
-----END PUBLIC KEY-----
""",
        "the public half registered on the tax portal; not secret",
        "",
    ),
    (
        TABRIZ,
        "backup/<<org>>_checksums.txt",
        """<<hex64>>  sep_<<date>>.rar
<<hex32>><<hex32>>  docs_<<date>>.rar
""",
        "SHA-256 checksums of backup archives",
        "",
    ),
    (
        TABRIZ,
        "bale/گفتگو_<<fname>>_<<num>>.txt",
        """<<first>> <<last>> [<<time>>]:
رمز عبور سامانه رو فراموش کردم

<<first2>> <<last2>> [<<time2>>]:
از گزینه «فراموشی رمز» استفاده کن، کد به موبایلت میاد
""",
        "a chat pointing to the password-recovery option; no password",
        None,
    ),
    # i ---------------------------------------------------------------- Multan
    (
        MULTAN,
        "premium/<<org>>/jazzcash_config.php",
        """<?php
return [
    'merchant_id'    => getenv('JAZZCASH_MERCHANT_ID'),
    'password'       => getenv('JAZZCASH_PASSWORD'),
    'integrity_salt' => getenv('JAZZCASH_SALT'),
];
""",
        "every JazzCash value comes from getenv()",
        "",
    ),
    (
        MULTAN,
        "network/<<org>>_branch.rsc",
        """# <<date>> by RouterOS 7.14
/interface l2tp-client
add connect-to=<<pub_ip>> disabled=no name=l2tp-ho use-ipsec=yes user=branch<<num2>>
# export hide-sensitive: passwords omitted
""",
        "a RouterOS export with hide-sensitive; the password attribute is omitted",
        "",
    ),
    (
        MULTAN,
        "mail/<<fname>>/<<date>>_iris.eml",
        """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: FBR IRIS - return acknowledgement
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

Return filed. Computerized Payment Receipt (CPR) No: IT<<big>><<num>>
PSID: <<big>>11
""",
        "a payment receipt and PSID, public transaction references",
        "",
    ),
    # j ---------------------------------------------------------------- Indore
    (
        INDORE,
        "fees/<<org>>/razorpay.js",
        """// Checkout on the client side only needs the public key id
const options = {
  key: 'rzp_live_<<hex8>>ab12',
  amount: 118000,
  currency: 'INR',
  name: '<<org_cap>>',
};
""",
        "a Razorpay key id, which is public and shipped to browsers; no key secret",
        "",
    ),
    (
        INDORE,
        "clients/master_<<year>>.csv",
        """sr,name,pan,itd_password,itr_form
1,<<fname>> <<lname>>,ABCPX<<num>>F,(client keeps),ITR-1
2,<<fname2>> <<lname2>>,AKLPM<<num>>Q,(OTP login via Aadhaar),ITR-4
""",
        "a password column that notes who keeps the password instead of holding one",
        None,
    ),
    (
        INDORE,
        "gst/<<org>>/einvoice_credentials.json",
        """{
  "gsp": "irp-einvoice",
  "baseUrl": "https://api.einvoice1.gst.gov.in",
  "userName": "API_<<org>>",
  "password": "${IRP_API_PASSWORD}"
}
""",
        "the API password is a ${IRP_API_PASSWORD} reference",
        None,
    ),
    # k ---------------------------------------------------------------- Bogura
    (
        BOGURA,
        "deploy/<<org>>/docker-compose.yml",
        """services:
  db:
    image: mysql:8.0
    environment:
      MYSQL_ROOT_PASSWORD_FILE: /run/secrets/mysql_root
    secrets:
      - mysql_root
secrets:
  mysql_root:
    file: ./secrets/mysql_root.txt
""",
        "the root password is read from a Docker secret file",
        None,
    ),
    (
        BOGURA,
        "android/<<org>>/shared_prefs/session.xml",
        """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="officer_id">FO-<<num>></string>
    <string name="login_user"></string>
    <string name="login_password"></string>
    <boolean name="remember_me" value="false" />
</map>
""",
        "shared preferences after logout: empty user and password",
        None,
    ),
    (
        BOGURA,
        "mail/<<fname>>/<<date>>_grant.eml",
        """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: অনুদান পোর্টাল
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

পোর্টালের পাসওয়ার্ড অফিসের আলমারিতে খামে রাখা আছে, ইমেইলে পাঠাচ্ছি না।
""",
        "an e-mail saying the password is kept in an envelope and not sent",
        "",
    ),
    # l ---------------------------------------------------------------- Sendai
    (
        SENDAI,
        "freee/<<org>>/README.md",
        """# freee 取込スクリプト

`.env` に次の値を設定してください(値はfreeeアプリストアの開発者画面で確認):

```
FREEE_CLIENT_ID=あなたのクライアントID
FREEE_CLIENT_SECRET=あなたのクライアントシークレット
```
""",
        "documentation with Japanese 'your client ID / your client secret' placeholders",
        "",
    ),
    (
        SENDAI,
        "winscp/<<num>>/sofu.txt",
        """option batch abort
option confirm off
open sftp://fb<<num>>@fb.77bank.co.jp/ -privatekey=D:\\keys\\fb_<<num>>.ppk -hostkey="ssh-ed25519 255 <<hex16>>"
put D:\\給与\\FURIKOMI.txt /upload/
exit
""",
        "WinSCP logs in with a key file; the host key fingerprint is public",
        "",
    ),
    (
        SENDAI,
        "export/<<org>>/顧問先一覧_<<num>>.html",
        """<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><title>顧問先一覧</title></head>
<body><table border="1">
<tr><th>顧問先</th><th>法人番号</th><th>パスワード</th></tr>
<tr><td><<org_cap>></td><td>1<<big>>01</td><td>●●●●●●●●</td></tr>
</table></body></html>
""",
        "a corporate number (public) and a password column masked with dots",
        "",
    ),
    # m ---------------------------------------------------------------- Daegu
    (
        DAEGU,
        "k8s/<<org>>/db-secret.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: semu-db
  namespace: <<org>>
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: semu/<<org>>/db
        property: password
""",
        "an ExternalSecret pointing at a vault path; no value",
        None,
    ),
    (
        DAEGU,
        "web/<<org>>/.env.production",
        """# 클라이언트 키는 브라우저에 노출되는 공개 키
NEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<hex16>>
TOSS_SECRET_KEY=
""",
        "a public client key and an empty secret key",
        "",
    ),
    (
        DAEGU,
        "kakaotalk/KakaoTalk_<<date>>_<<num>>.txt",
        """<<org_cap>> 세무팀 님과 카카오톡 대화

<<date>> <<time>>, <<last>><<first>> : 인증서 비밀번호는 대표님이 직접 입력하신대요
<<date>> <<time2>>, <<last2>><<first2>> : 네 내일 방문하실 때 신고하죠
""",
        "a chat about the certificate password being typed by the owner; no value",
        "",
    ),
    # n ---------------------------------------------------------------- Shenzhen
    (
        SHENZHEN,
        "pay/<<org>>/application.properties",
        """wechat.pay.mch-id=16<<big>>
wechat.pay.api-v3-key=${WECHAT_APIV3_KEY}
wechat.pay.private-key-path=/data/cert/apiclient_key.pem
""",
        "the APIv3 key is a ${WECHAT_APIV3_KEY} placeholder resolved at runtime",
        "",
    ),
    (
        SHENZHEN,
        "scan/ocr/<<date>>_<<num>>.txt",
        """中华人民共和国海关出口货物报关单
预录入编号:5316<<big>>
海关编号:531620<<year>>0<<big>>
境内发货人:<<org_cap>> 进出口有限公司 (91440300<<big>>X)
""",
        "a customs declaration with public registration numbers and no login",
        None,
    ),
    (
        SHENZHEN,
        "home/<<fname>>/.ossutilconfig",
        """[Credentials]
language=CH
endpoint=oss-cn-shenzhen.aliyuncs.com
; 使用 ECS 实例 RAM 角色,不需要 AccessKey
mode=EcsRamRole
ecsRoleName=oss-backup-role
""",
        "ossutil with an ECS RAM role; no access key secret",
        "ini",
    ),
    # o ---------------------------------------------------------------- Đà Nẵng
    (
        DANANG,
        "thanh_toan/<<org>>/momo.js",
        """// Cấu hình MoMo đọc từ biến môi trường
const partnerCode = process.env.MOMO_PARTNER_CODE;
const accessKey = process.env.MOMO_ACCESS_KEY;
const secretKey = process.env.MOMO_SECRET_KEY;
module.exports = { partnerCode, accessKey, secretKey };
""",
        "every MoMo value comes from process.env",
        "",
    ),
    (
        DANANG,
        "hoa_don/<<org>>/tra_cuu_<<num>>.txt",
        """HÓA ĐƠN GIÁ TRỊ GIA TĂNG
Ký hiệu: 1C<<yy>>TAA   Số: 000<<num>>
Mã số thuế người bán: 0401<<big>>
Mã tra cứu: <<hex8>><<num>>
Tra cứu tại: https://vinvoice.viettel.vn/utilities/invoice-search
""",
        "an e-invoice lookup code printed on the invoice for the buyer; public",
        None,
    ),
    (
        DANANG,
        "zalo/<<fname>>_<<num>>.txt",
        """[<<time>> <<dmy_slash>>] <<last>> <<first>>: Chị ơi mật khẩu MISA là gì ạ?
[<<time2>> <<dmy_slash>>] <<last2>> <<first2>>: Em hỏi anh IT nhé, chị không nhớ
""",
        "a chat asking for a password that is not given",
        None,
    ),
    # p ---------------------------------------------------------------- İzmir
    (
        IZMIR,
        "netsis/<<org>>/application.properties",
        """spring.datasource.url=jdbc:sqlserver://<<ip>>:1433;databaseName=NETSIS_<<year>>;integratedSecurity=true
spring.datasource.username=
spring.datasource.password=
""",
        "integrated security with empty username and password",
        "",
    ),
    (
        IZMIR,
        "home/<<fname>>/.bash_history",
        """cd /srv/edefter/<<year>>
openssl pkcs12 -in mali_muhur_<<org>>.p12 -nokeys -out muhur_cert.pem
openssl x509 -in muhur_cert.pem -noout -fingerprint -sha256
exit
""",
        "openssl prompts for the import password; only a certificate fingerprint is printed",
        "",
    ),
    (
        IZMIR,
        "posta/<<fname>>/<<date>>_sgk.eml",
        """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: SGK tahakkuk
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

APHB onaylandı. Tahakkuk fişi ekte; belge doğrulama kodu: <<hex16>>
İşyeri sicil no: 2 <<big>> 035 01 01
""",
        "an SGK accrual notice with a public document verification code and the workplace register number",
        "",
    ),
)

for _fam, _path, _template, _why, _syntax in DECOYS:
    regd(_fam, _path, _template, _why, _syntax)
