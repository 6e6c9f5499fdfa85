# ruff: noqa: E501
"""Decoys: files shaped like the formats that hold no live credential (references to the
environment or a secret store, empty values, masked cells, public keys, checksums, chat that
mentions a password without giving one, authentication without a password). Three per
family, a table of (family, path, template, why, syntax) turned into ``@decoy`` functions."""

from __future__ import annotations

import base64

from hundredthirtieth_formats_a import F as FA
from hundredthirtieth_formats_b import F as FB
from hundredthirtieth_formats_c import F as FC
from hundredthirtieth_formats_d import F as FD
from hundredthirtieth_formats_e import F as FE
from hundredthirtieth_formats_f import F as FF
from hundredthirtieth_formats_g import F as FG
from hundredthirtieth_formats_h import F as FH
from hundredthirtieth_formats_i import F as FI
from hundredthirtieth_formats_j import F as FJ
from hundredthirtieth_formats_k import F as FK
from hundredthirtieth_formats_l import F as FL
from hundredthirtieth_formats_m import F as FM
from hundredthirtieth_formats_n import F as FN
from hundredthirtieth_formats_o import F as FO
from hundredthirtieth_formats_p import F as FP
from hundredthirtieth_spec import regd


def _ssh_pub(s):
    blob = (
        b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x01\x00"
        + bytes.fromhex(s["hex64"] * 8)
    )
    return f"ssh-rsa {base64.b64encode(blob).decode()} {s['fa']}@{s['org']}-ops\n"


DECOYS = [
    # a: Kenya customs broker
    (
        FA,
        ".env",
        """# Lipa na M-Pesa Online (Daraja) - values injected from the server's secret store
MPESA_ENV=production
MPESA_SHORTCODE=<<nn>>55
MPESA_CONSUMER_KEY=${MPESA_CONSUMER_KEY}
MPESA_CONSUMER_SECRET=${MPESA_CONSUMER_SECRET}
MPESA_PASSKEY=${MPESA_PASSKEY}
MPESA_CALLBACK_URL=https://pay.<<dom>>/mpesa/stk/callback
""",
        "every Daraja secret is a ${VAR} reference filled in by the deployment, no value in the file",
        "",
    ),
    (
        FA,
        "WhatsApp Chat with <<fn2>> <<ln2>>.txt",
        """<<dmy>>, <<time>> - <<fn>> <<ln>>: Boss nipe nenosiri la iCMS tafadhali
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Nimekutumia kwa SMS, usiliandike hapa WhatsApp
<<dmy>>, <<time2>> - <<fn>> <<ln>>: Sawa nimelipata, asante
""",
        "Swahili chat asks for the iCMS password, the answer says it went by SMS; no password in the file",
        "",
    ),
    (
        FA,
        "backup/mikrotik_ofisi_<<date>>.rsc",
        """# <<date>> <<time>>:11 by RouterOS 7.14.3
# software id = <<hex8>>
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=ofisi-<<org>> supplicant-identity=""
/ip address
add address=<<ip>>/24 interface=bridge-ofisi
""",
        "RouterOS 7 export (hide-sensitive by default): the wpa2-pre-shared-key is left out",
        "",
    ),
    # b: Vietnam electronics importer
    (
        FB,
        "config/vnpay_config.php",
        """<?php
// Cấu hình VNPAY - lấy khóa bí mật từ biến môi trường của máy chủ
$vnp_TmnCode = getenv('VNP_TMN_CODE');
$vnp_HashSecret = getenv('VNP_HASH_SECRET');
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
""",
        "VNPAY hash secret read with getenv(), nothing inline",
        "",
    ),
    (
        FB,
        "taikhoan_xnk/xl/sharedStrings.xml",
        """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="6" uniqueCount="6"><si><t>Hệ thống</t></si><si><t>Tài khoản</t></si><si><t>Mật khẩu</t></si><si><t>Cổng dịch vụ công Hải quan</t></si><si><t><<user>></t></si><si><t>••••••••••</t></si></sst>
""",
        "password cell is masked with bullets",
        None,
    ),
    (
        FB,
        "ECUS5VNACCS/Config/ECUSConfig_<<n>>.xml",
        """<?xml version="1.0" encoding="utf-8"?>
<ECUSConfig version="5.0.<<n>>">
  <DoanhNghiep MaDN="02<<big>>" TenDN="Công ty TNHH <<orgc>>" />
  <VNACCS UserID="<<big>>" MatKhau="" TerminalID="<<hex8>>" GuiTuDong="false" />
  <CoSoDuLieu Server="<<ip>>\\SQLEXPRESS" Database="ECUS5VNACCS" IntegratedSecurity="true" />
</ECUSConfig>
""",
        "VNACCS password attribute empty (asked at sending), database on Windows authentication",
        None,
    ),
    # c: Sri Lanka spice exporter
    (
        FC,
        "shop/.env.production",
        """APP_NAME="<<orgc>> Ceylon Cinnamon"
APP_ENV=production
PAYHERE_MODE=live
PAYHERE_MERCHANT_ID=12<<nn>>
PAYHERE_MERCHANT_SECRET=
PAYHERE_CURRENCY=USD
""",
        "PayHere merchant secret empty",
        "",
    ),
    (
        FC,
        "certs/ecert/SHA256SUMS",
        """<<sha>>  <<org>>_ecert.p12
<<hex64>>  <<org>>.crt
""",
        "SHA-256 checksums of the certificate files, not secrets",
        "",
    ),
    (
        FC,
        "etc/odbc.ini",
        """[kurundu_trace]
Driver = /usr/lib/x86_64-linux-gnu/odbc/libmyodbc8w.so
Server = localhost
Database = trace_<<org>>
User = <<fa>>
; no Password: the MySQL account uses auth_socket on this host
Option = 3
""",
        "ODBC DSN without a password (auth_socket)",
        "ini",
    ),
    # d: Poland forwarder
    (
        FD,
        "puesc/puesc_client.ini",
        """[puesc]
wsdl = https://puesc.gov.pl/seap_ws/services/AIS?wsdl
login = <<user>>.<<org>>
; haslo pobierane z menedzera hasel systemu (keyring), nie z pliku
haslo_keyring = puesc/<<user>>
""",
        "PUESC password kept in the OS keyring; the INI only names the entry",
        "ini",
    ),
    (
        FD,
        "Poczta/Odebrane/<<epoch>>.eml",
        """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: dostęp do portalu armatora
Content-Type: text/plain; charset=UTF-8

Cześć <<fn>>,
login to <<email2>>, a hasło podam Ci telefonicznie, nie wysyłam haseł mailem.
Pozdrawiam, <<fn2>>
""",
        "Polish e-mail promising the password by phone; none given",
        "",
    ),
    (
        FD,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host>edi.<<dom>></Host>
            <Port>21</Port>
            <Protocol>4</Protocol>
            <User><<user>></User>
            <Logontype>2</Logontype>
            <Name>EDI agent (ask for password)</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
        "FileZilla site with logon type 'Ask for password': no Pass element",
        None,
    ),
    # e: Morocco bonded warehouse
    (
        FE,
        "cameras/liste_cameras_<<date>>.txt",
        """# Caméras entrepôt - identifiants demandés par VLC à l'ouverture
quai_1   rtsp://<<ip>>:554/Streaming/Channels/101
quai_2   rtsp://<<ip>>:554/Streaming/Channels/201
""",
        "RTSP URLs without userinfo",
        "",
    ),
    (
        FE,
        "src/main/resources/application-prod.properties",
        """portnet.api.base-url=https://api.portnet.ma/gateway
portnet.api.client-id=<<org>>-wms
portnet.api.client-secret=${PORTNET_CLIENT_SECRET}
""",
        "Spring placeholder resolved from the environment",
        "",
    ),
    (
        FE,
        "WhatsApp Chat with <<fa2>> <<la2>>.txt",
        """<<dmy>> <<time>> - <<fn>> <<ln>>: salam, l'code dyal PortNet?
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: كاين فالورقة لي فالمكتب، ما نصيفطوش فالواتساب
""",
        "Darija chat: the code is on paper in the office, not sent",
        "",
    ),
    # f: Chile container depot
    (
        FF,
        "etc/telegraf/telegraf.d/reefers.toml",
        """[[inputs.mqtt_consumer]]
  servers = ["tcp://<<ip>>:1883"]
  topics = ["patio/reefer/+/telemetria"]
  username = "telegraf"
  password = "${MQTT_PASSWORD}"
  data_format = "json"
""",
        "Telegraf environment-variable substitution, no value",
        None,
    ),
    (
        FF,
        ".env.example",
        """TBK_ENV=production
TBK_COMMERCE_CODE=
TBK_API_KEY_SECRET=
TBK_RETURN_URL=https://pagos.<<dom>>/webpay/retorno
""",
        "Transbank template with empty values",
        "",
    ),
    (
        FF,
        "Respaldos/sms_<<epoch>>.xml",
        """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="1" backup_set="<<uuid>>" backup_date="<<epoch>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="2" subject="null" body="<<fa2>>, la clave del portal de citas te la dicto por teléfono, no la mando por mensaje" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<fn2>> Transportes" />
</smses>
""",
        "Spanish SMS says the password will be dictated by phone",
        None,
    ),
    # g: Kapikule trucking agent
    (
        FG,
        "Desktop/tiger_<<org>>.udl",
        """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Integrated Security=SSPI;Persist Security Info=False;Initial Catalog=TIGER3;Data Source=<<ip>>\\LOGO
""",
        "OLE DB link with Windows authentication, no password",
        "",
    ),
    (
        FG,
        "WhatsApp Sohbeti - <<fn2>> <<ln2>>.txt",
        """<<dot>> <<time>> - <<fn>> <<ln>>: Abi U-ETDS şifresi lazım
<<dot>> <<time2>> - <<fn2>> <<ln2>>: Şifreyi e-postana gönderdim, buraya yazmıyorum
""",
        "Turkish chat: password sent by e-mail, not here",
        "",
    ),
    (
        FG,
        "OdemeServisi/IyzicoAyarlari.cs",
        """namespace Nakliye.Odeme
{
    public static class IyzicoAyarlari
    {
        public static Iyzipay.Options Secenekler() => new Iyzipay.Options
        {
            ApiKey = Environment.GetEnvironmentVariable("IYZICO_API_KEY"),
            SecretKey = Environment.GetEnvironmentVariable("IYZICO_SECRET_KEY"),
            BaseUrl = "https://api.iyzipay.com"
        };
    }
}
""",
        "iyzico keys read from environment variables",
        "",
    ),
    # h: Chattogram C&F agent
    (
        FH,
        "etc/config/wireless",
        """config wifi-iface 'guest'
	option device 'radio0'
	option network 'guest'
	option mode 'ap'
	option ssid '<<orgu>>_Guest'
	option encryption 'none'
""",
        "open guest Wi-Fi, no key",
        "",
    ),
    (
        FH,
        "config/bkash.php",
        """<?php
return [
    'app_key'    => env('BKASH_APP_KEY'),
    'app_secret' => env('BKASH_APP_SECRET'),
    'username'   => env('BKASH_USERNAME'),
    'password'   => env('BKASH_PASSWORD'),
];
""",
        "bKash credentials from env()",
        "",
    ),
    (
        FH,
        "shared_prefs/<<org>>_prefs_<<n>>.xml",
        """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="user_name"><<user>></string>
    <string name="api_token"></string>
    <boolean name="is_logged_in" value="false" />
</map>
""",
        "shared preferences after logout: empty token",
        None,
    ),
    # i: Incheon consolidator
    (
        FI,
        "KakaoTalk/KakaoTalk_<<date>>_<<n>>.txt",
        """<<orgc>> 통관팀 님과 카카오톡 대화
[<<ln>><<fn>>] [<<time>>] 유니패스 비밀번호 알려주실 수 있나요?
[<<ln2>><<fn2>>] [<<time2>>] 비밀번호는 보안상 전화로 알려드릴게요
""",
        "Korean chat: password to be given by phone",
        "",
    ),
    (
        FI,
        "server/payments/toss.js",
        """const TOSS_SECRET_KEY = process.env.TOSS_SECRET_KEY;
const encoded = Buffer.from(TOSS_SECRET_KEY + ":").toString("base64");
module.exports = { encoded };
""",
        "Toss secret key from process.env",
        "",
    ),
    (
        FI,
        "config/cafe24.yml",
        """cafe24:
  mall_id: <<org>>
  client_id: ""
  client_secret: ""  # 개발자센터에서 발급 후 입력
""",
        "empty Cafe24 client credentials",
        None,
    ),
    # j: Tirupur shipping office
    (
        FJ,
        "erp/docker-compose.yml",
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
        "MySQL root password read from a Docker secret file",
        None,
    ),
    (
        FJ,
        "home/<<fa>>/.config/rclone/rclone.conf",
        """[gdrive-samples]
type = drive
scope = drive
service_account_file = /etc/rclone/<<org>>-sa.json
root_folder_id = 1<<hex8>>
""",
        "rclone remote authenticated by a service-account file path",
        "",
    ),
    (
        FJ,
        "Shipping/logins_<<year>>.csv",
        """தளம்,பயனர் பெயர்,கடவுச்சொல்,குறிப்பு
ICEGATE,<<user>>,KeePass-ல் உள்ளது,DSC token தேவை
""",
        "password cell says 'in KeePass' (Tamil)",
        "",
    ),
    # k: South African citrus
    (
        FK,
        "etc/chirpstack/chirpstack.toml",
        """[postgresql]
  dsn = "$POSTGRESQL_DSN"
  max_open_connections = 10
""",
        "ChirpStack DSN from an environment variable",
        None,
    ),
    (
        FK,
        "includes/payfast.php",
        """<?php
define('PF_MERCHANT_ID', '1<<big>>');
define('PF_PASSPHRASE', '');  // geen wagwoordfrase op die rekening gestel nie
""",
        "PayFast passphrase empty",
        "",
    ),
    (
        FK,
        "WhatsApp Chat with <<fn2>> <<ln2>>.txt",
        """<<dmy>>, <<time>> - <<fn>> <<ln>>: Wat is die PPECB wagwoord?
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: Dis in die kluis in die kantoor, ek stuur dit nie op WhatsApp nie
""",
        "Afrikaans chat: password is in the office safe",
        "",
    ),
    # l: Surabaya trade finance
    (
        FL,
        ".env.example",
        """MIDTRANS_IS_PRODUCTION=true
MIDTRANS_MERCHANT_ID=
MIDTRANS_CLIENT_KEY=
MIDTRANS_SERVER_KEY=
""",
        "Midtrans template, empty",
        "",
    ),
    (
        FL,
        "bot/config.json",
        """{
  "bot_token_file": "/run/secrets/telegram_bot_token",
  "chat_id": -100<<big>>,
  "pesan": "Notifikasi jatuh tempo L/C"
}
""",
        "Telegram bot token read from a secret file",
        None,
    ),
    (
        FL,
        "Mail/Kotak Masuk/<<epoch>>.eml",
        """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<email>>
Subject: Draft L/C
Content-Type: text/plain; charset=UTF-8

Dik <<fn>>, kata sandi PDF saya kirim terpisah lewat SMS ya.
""",
        "Indonesian e-mail: PDF password sent separately",
        "",
    ),
    # m: Jebel Ali free zone
    (
        FM,
        "VisitorGate/appsettings.json",
        """{
  "VisitorGate": { "Site": "Jebel Ali LOB <<n>>" },
  "Storage": { "BlobServiceUri": "https://<<org>>docs.blob.core.windows.net", "UseManagedIdentity": true }
}
""",
        "Azure storage through managed identity, no account key",
        None,
    ),
    (
        FM,
        "Outlook/Inbox/<<epoch>>.eml",
        """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: Dubai Trade access
Content-Type: text/plain; charset=UTF-8

Hi <<fa>>, you will get your own Dubai Trade user by e-mail from the portal; please log in with UAE PASS.
""",
        "English e-mail about access, no password",
        "",
    ),
    (
        FM,
        "payments/.env.production",
        """NGENIUS_ENV=live
NGENIUS_OUTLET_REF=<<uuid>>
NGENIUS_API_KEY_SECRET_ARN=arn:aws:secretsmanager:me-central-1:<<big>>0000:secret:ngenius-api-key
""",
        "only the ARN of the secret in AWS Secrets Manager; outlet reference is an identifier",
        "",
    ),
    # n: Guarulhos courier broker
    (
        FN,
        "srv/<<org>>/nfe/.env",
        """CERT_A1_PATH=/etc/<<org>>/certs/ecnpj.pfx
# senha do certificado definida no cofre (Vault), não neste arquivo
CERT_A1_SENHA=
""",
        "A1 certificate password empty",
        "",
    ),
    (
        FN,
        "WhatsApp Chat with <<fn2>> <<ln2>>.txt",
        """<<dmy>> <<time>> - <<fn>> <<ln>>: qual a senha do Portal Único?
<<dmy>> <<time2>> - <<fn2>> <<ln2>>: tá no cofre do Bitwarden, pasta Despacho
""",
        "Portuguese chat pointing to Bitwarden",
        "",
    ),
    (
        FN,
        "src/pagamentos/mercadopago_public.ts",
        """// chave pública do checkout (vai para o navegador)
export const MP_PUBLIC_KEY = "APP_USR-<<uuid>>";
""",
        "Mercado Pago public key, meant for the browser",
        "",
    ),
    # o: Tbilisi chamber
    (
        FO,
        "home/<<fa>>/.docker/config.json",
        """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "secretservice"
}
""",
        "Docker credentials in the credential store",
        None,
    ),
    (
        FO,
        "scripts/Import-SigningCert.ps1",
        """$pfx = "C:\\Certs\\<<org>>_sign_<<year>>.pfx"
$cred = Get-Credential -UserName "pfx" -Message "სერტიფიკატის პაროლი"
Import-PfxCertificate -FilePath $pfx -CertStoreLocation Cert:\\CurrentUser\\My -Password $cred.Password
""",
        "PowerShell prompts for the PFX password",
        "",
    ),
    (
        FO,
        "data/pages/certificates/access_<<n>>.txt",
        """====== წვდომები ======

^ სისტემა ^ მომხმარებელი ^ პაროლი ^
| სერტიფიკატების რეესტრი | <<user>> | ******** |
""",
        "DokuWiki table with the password masked",
        "",
    ),
    # p: Fiji ship agent
    (FP, "home/<<fa>>/.ssh/id_rsa.pub", _ssh_pub, "SSH public key", ""),
    (
        FP,
        "home/<<fa>>/.netrc",
        """# password prompted by ftp, not stored
machine ftp.<<dom>>
login <<org>>_baplie
""",
        ".netrc with login only",
        "",
    ),
    (
        FP,
        "calendar/port_call_<<date>>.ics",
        """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:<<uuid>>
DTSTART;TZID=Pacific/Fiji:<<date>>T060000
SUMMARY:Pilot boarding Suva
DESCRIPTION:Book pilot on MPA portal with your own login (no shared account)
END:VEVENT
END:VCALENDAR
""",
        "calendar entry without credentials",
        "",
    ),
]

for _fam, _path, _tpl, _why, _syntax in DECOYS:
    regd(_fam, _path, _tpl, _why, _syntax)
