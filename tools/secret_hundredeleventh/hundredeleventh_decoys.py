# ruff: noqa: E501
"""Decoys of the hundred-and-eleventh corpus: files that look like its formats but hold no live
credential (references to the environment or a secret store, empty values, public material,
checksums, masked values, authentication without a password, chat that mentions a password
without giving one). Three per family."""

from __future__ import annotations

import json

from hundredeleventh_formats_a import FAM as A
from hundredeleventh_formats_b import FAM as B
from hundredeleventh_formats_c import FAM as C
from hundredeleventh_formats_d import FAM as D
from hundredeleventh_formats_e import FAM as E
from hundredeleventh_formats_f import FAM as F
from hundredeleventh_formats_g import FAM as G
from hundredeleventh_formats_h import FAM as H
from hundredeleventh_formats_i import FAM as I
from hundredeleventh_formats_j import FAM as J
from hundredeleventh_formats_k import FAM as K
from hundredeleventh_formats_l import FAM as L
from hundredeleventh_formats_m import FAM as M
from hundredeleventh_formats_n import FAM as N
from hundredeleventh_formats_o import FAM as O
from hundredeleventh_formats_p import FAM as P
from hundredeleventh_spec import regd

SHA = "9f2b5c1e7a40d3f8c6b1e2a9d7f04c3b8e5a1d6f2c9b7e4a0d3f8c6b1e2a9d7f"

DECOYS = (
    (
        A,
        "guardtour/site<<n>>/patrol_sync.ini",
        "; Guard Tour Pro\n[Server]\nHost=<<ip>>\nDatabase=GuardTour_<<org>>\nUser=gt_sync\nPassword=${GT_DB_PASSWORD}\n",
        "the password is a ${GT_DB_PASSWORD} reference resolved from the environment",
        "ini",
    ),
    (
        A,
        "chats/WhatsApp Chat with Beheerkamer <<n>>.txt",
        "<<ymd_sl>>, <<t1>> - <<first>> <<last>>: Wie het die Zello wagwoord?\n<<ymd_sl>>, <<t2>> - <<first2>> <<last2>>: Ek stuur dit nie hier nie, bel my by die beheerkamer\n",
        "Afrikaans chat that asks for a password and refuses to give it",
        "",
    ),
    (
        A,
        "hikcentral-bridge/.env.example",
        "HCP_HOST=https://<<ip>>:443/artemis\nHCP_APP_KEY=\nHCP_APP_SECRET=\nARMED_RESPONSE_ZONE=<<city>>\n",
        "HikCentral OpenAPI template with empty key and secret",
        "",
    ),
    (
        B,
        "STAM-2/Config/stam2_server_<<n>>.ini",
        "[Database]\nEngine=Firebird\nPath=<<ip>>:D:/STAM2/DATA/STAM2.FDB\nUser=SYSDBA\nPassword=\n; hasło w menedżerze haseł KeePass (wpis STAM2-DB)\n",
        "empty password; a note says it lives in KeePass",
        "ini",
    ),
    (
        B,
        "eksport/obiekty_ajax_<<ymd>>.csv",
        "nr_obiektu;klient;konto Ajax PRO;hasło\n<<nn>>;<<first>> <<last>>;<<email>>;••••••••\n",
        "password column masked with bullets",
        "",
    ),
    (
        B,
        "etc/config/openvpn_<<n>>",
        "config openvpn 'arc'\n\toption enable '1'\n\toption type 'client'\n\toption remote '<<pip>>'\n\toption cert '/etc/vuci-uploads/client.crt'\n\toption key '/etc/vuci-uploads/client.key'\n",
        "OpenVPN client authenticates by certificate files, no password",
        "",
    ),
    (
        C,
        "go2rtc_<<n>>.yaml",
        'streams:\n  cong_chinh: rtsp://admin:${NVR_PASS}@<<lan>>:554/Streaming/Channels/101\napi:\n  listen: ":1984"\n',
        "go2rtc substitutes ${NVR_PASS} from the environment",
        "yaml",
    ),
    (
        C,
        "zalo/khach_<<fa>>_<<n>>.txt",
        "[<<t1>> <<dmy>>] <<first>> <<last>>: Mật khẩu đầu ghi là gì em?\n[<<t2>> <<dmy>>] <<first2>> <<last2>>: Anh bấm Quên mật khẩu trên app, mã xác minh sẽ gửi về email\n",
        "Vietnamese chat about a password reset; no password given",
        "",
    ),
    (
        C,
        "SmartPSS/Config/devices_<<n>>.sha256",
        "<<sha>>  devices_<<n>>.xml\n",
        "a SHA-256 checksum of a device list",
        "",
    ),
    (
        D,
        "site-<<org>>/wp-config.php",
        "<?php\ndefine( 'DB_NAME', getenv('WP_DB_NAME') );\ndefine( 'DB_USER', getenv('WP_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\n",
        "wp-config reads the database password with getenv()",
        "",
    ),
    (
        D,
        "WhatsApp/WhatsApp Sohbeti - <<first2>> Usta.txt",
        "<<dmy_dot>> <<t1>> - <<first>> <<last>>: Şifreyi bana atar mısın?\n<<dmy_dot>> <<t2>> - <<first2>> <<last2>>: Telefonda söylerim, yazmayalım\n",
        "Turkish chat mentions a password without giving it",
        "",
    ),
    (
        D,
        "ttlock-panel/src/config_<<n>>.js",
        "module.exports = {\n  clientId: process.env.TTLOCK_CLIENT_ID,\n  clientSecret: process.env.TTLOCK_CLIENT_SECRET,\n};\n",
        "TTLock credentials from process.env",
        "",
    ),
    (
        E,
        "base-<<n>>/dvr.env",
        "DVR_NAME=Tesouraria <<city>>\nDVR_RTSP_URL=rtsp://<<lan>>:554/cam/realmonitor?channel=1&subtype=0\nDVR_CREDENTIALS_FILE=/run/secrets/dvr\n",
        "RTSP URL without userinfo; credentials in a Docker secret file",
        "",
    ),
    (
        E,
        "rh/vigilantes_base_<<n>>.csv",
        "matricula,nome,turno,login_sistema,senha\n<<nn>>,<<first>> <<last>>,noturno,<<user>>,(redefinir no primeiro acesso)\n",
        "roster with no password, only a note to reset at first login",
        "",
    ),
    (
        E,
        "deploy/<<org>>/appsettings_<<n>>.json",
        lambda s: json.dumps(
            {
                "ConnectionStrings": {
                    "Tesouraria": f"Server={s['ip']},1433;Database=Numerario;Integrated Security=SSPI;TrustServerCertificate=True"
                }
            },
            indent=2,
        ),
        "SQL Server connection with Windows integrated security, no password",
        "json",
    ),
    (
        F,
        "deploy/<<org>>_<<n>>/.env",
        "MPESA_ENV=production\nMPESA_CONSUMER_KEY=\nMPESA_CONSUMER_SECRET=\nMPESA_PASSKEY=\n",
        "Daraja settings left empty",
        "",
    ),
    (
        F,
        "chats/<<fa>>_<<ymd>>.txt",
        "<<dmy>>, <<t1>> - <<first>> <<last>>: Nenosiri ya Zello ni gani?\n<<dmy>>, <<t2>> - <<first2>> <<last2>>: Uliza supervisor, haitumwi kwa group\n",
        "Swahili chat asks for a password that is not given",
        "",
    ),
    (
        F,
        "accreditation/settings/production_<<n>>.py",
        'import os\n\nDEBUG = False\nSECRET_KEY = os.environ["DJANGO_SECRET_KEY"]\n',
        "Django SECRET_KEY read from os.environ",
        "py",
    ),
    (
        G,
        "biostar/<<org>>_site<<n>>/setting.conf",
        "[database]\ntype = mariadb\nhost = <<ip>>\nuser = biostar_user\npassword =\n",
        "empty database password field",
        "ini",
    ),
    (
        G,
        "KakaoTalk/KakaoTalk_<<ymd>>_<<n>>.txt",
        "[<<last>><<first>>] [오후 <<t1>>] 비밀번호 알려주세요\n[<<last2>><<first2>>] [오후 <<t2>>] 보안상 카톡으로는 못 보내요. 전화 주세요\n",
        "Korean chat refuses to send a password",
        "",
    ),
    (
        G,
        "visitor-app/.env.<<n>>",
        "KAKAO_REST_API_KEY=${KAKAO_REST_API_KEY}\nKAKAO_ADMIN_KEY=${KAKAO_ADMIN_KEY}\n",
        "Kakao keys as ${...} references",
        "",
    ),
    (
        H,
        "tienda-alarmas/.env.<<n>>",
        "MP_PUBLIC_KEY=APP_USR-<<uuid>>\nMP_ACCESS_TOKEN=\n",
        "only a Mercado Pago public key (not secret); access token empty",
        "",
    ),
    (
        H,
        "chats/<<fa2>>_<<n>>.txt",
        "<<dmy2>>, <<t1>> p. m. - <<first>> <<last>>: ¿Me pasa la contraseña de la app?\n<<dmy2>>, <<t2>> p. m. - <<first2>> <<last2>>: Le llega un correo para crear una nueva, revise spam\n",
        "Spanish chat mentions a password reset, no password",
        "",
    ),
    (
        H,
        "deploy/<<org>>_<<n>>/docker-compose.yml",
        "services:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./db_password.txt\n",
        "password via Docker secret file",
        "yaml",
    ),
    (
        I,
        "home/<<fa>>/.msmtprc",
        'account proton\nhost 127.0.0.1\nport 1025\nuser <<fa>>@proton.me\npasswordeval "pass show proton-bridge"\n',
        "msmtp reads the password from pass(1)",
        "",
    ),
    (
        I,
        "viber/Viber_<<fa>>_<<n>>.csv",
        'Date,Time,Sender,Message\n<<dmy>>,<<t1>>,<<first>> <<last>>,"Τον κωδικό θα σου τον πω από κοντά"\n',
        "Greek chat mentions a password, gives none",
        "",
    ),
    (
        I,
        "scripts/mount_<<n>>.bat",
        '@echo off\n"C:\\Program Files\\VeraCrypt\\VeraCrypt.exe" /v "D:\\Ypotheseis\\<<year>>.hc" /l X /q\nrem ο κωδικός ζητείται στην οθόνη\n',
        "VeraCrypt mount that prompts for the password",
        "",
    ),
    (
        J,
        "homeassistant/secrets_<<n>>.yaml",
        "switchbot_token: !env_var SWITCHBOT_TOKEN\nswitchbot_secret: !env_var SWITCHBOT_SECRET\n",
        "Home Assistant !env_var references",
        "",
    ),
    (
        J,
        "line/<<fa2>>_<<n>>.txt",
        "<<t1>>\t<<last>> <<first>>\tパスワード教えてください\n<<t2>>\t<<last2>> <<first2>>\tLINEでは送れないので、電話します\n",
        "Japanese chat; the password is not sent",
        "",
    ),
    (
        J,
        "billing/payjp_settings_<<n>>.py",
        'import os\n\nPAYJP_PUBLIC_KEY = "pk_live_0123"\nPAYJP_SECRET_KEY = os.environ.get("PAYJP_SECRET_KEY", "")\n',
        "PAY.JP secret from os.environ; public key is not secret",
        "py",
    ),
    (
        K,
        "deploy/<<org>>/erp-db-secret-<<n>>.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: erp-db\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: wholesale/erp-db\n",
        "ExternalSecret pointing at a vault path",
        "yaml",
    ),
    (
        K,
        "chats/<<fa2>>_<<n>>.txt",
        "<<dmy>>, <<t1>> - <<first>> <<last>>: نسيت كلمة السر\n<<dmy>>, <<t2>> - <<first2>> <<last2>>: اضغط على نسيت كلمة المرور في البوابة\n",
        "Arabic chat about a forgotten password; none given",
        "",
    ),
    (
        K,
        "odoo-<<org>>-<<n>>/odoo.conf",
        "[options]\ndb_host = False\ndb_user = odoo\ndb_password = False\n",
        "Odoo over a local socket with peer auth; db_password False",
        "ini",
    ),
    (
        L,
        "keys/satispay_public_<<n>>.pem",
        "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u\n-----END PUBLIC KEY-----\n",
        "a public key, not a secret",
        "",
    ),
    (
        L,
        "server/<<org>>_<<n>>/.my.cnf",
        "[client]\nuser=gestionale\nhost=<<ip>>\n# password via mysql_config_editor (login-path)\n",
        "MySQL client config without a password",
        "ini",
    ),
    (
        L,
        "chat/<<fa2>>_<<ymd>>.txt",
        "<<dmy>>, <<t1>> - <<first>> <<last>>: Mi mandi la password del cancello?\n<<dmy>>, <<t2>> - <<first2>> <<last2>>: Chiedila all'amministratore di condominio, io non ce l'ho\n",
        "Italian chat asks for a password, none given",
        "",
    ),
    (
        M,
        "sites/<<org>>_<<n>>/panel_gateway.ini",
        "[Upload]\nServer=<<pip>>\nUser=gw<<n>>\nPassword=\nAuth=client-certificate\n",
        "gateway uploads by client certificate; password empty",
        "ini",
    ),
    (
        M,
        "payment-service/.env.<<n>>",
        "KSHER_APPID=mch<<nn>>\nKSHER_PRIVATE_KEY_FILE=/run/secrets/ksher.pem\n",
        "private key referenced by file path",
        "",
    ),
    (
        M,
        "line/<<fa2>>_<<n>>.txt",
        "<<t1>>\t<<first>> <<last>>\tรหัสผ่านตู้ควบคุมคืออะไรครับ\n<<t2>>\t<<first2>> <<last2>>\tโทรมาถามนะ ไม่ส่งในไลน์\n",
        "Thai chat refuses to send the password",
        "",
    ),
    (
        N,
        "client-<<org>>-<<n>>/.docker/config.json",
        lambda s: json.dumps(
            {"auths": {f"registry.{s['dom']}": {}}, "credsStore": "desktop"}, indent="\t"
        ),
        "Docker config with a credential store, no auth",
        "json",
    ),
    (
        N,
        "clients/<<n>>/sha256sums.txt",
        "<<sha>>  vapt_report_<<nn>>.zip\n",
        "checksum of a report archive",
        "",
    ),
    (
        N,
        "home/<<fa>>/.aws/config",
        "[profile <<org>>-backup]\nregion = ap-south-1\nsso_start_url = https://<<org>>.awsapps.com/start\nsso_role_name = BackupOperator\n",
        "AWS SSO profile, no static keys",
        "ini",
    ),
    (
        O,
        "wireguard/phone_<<fa>>_<<n>>.conf",
        "[Interface]\nAddress = 10.66.<<n>>.2/32\nPostUp = wg set %i private-key /etc/wireguard/private.key\n\n[Peer]\nPublicKey = 3mN3rP0b7bC2n6V8sU1r9GQx1h2eJm4Kc5yWv6zT0k8=\nEndpoint = <<pip>>:51820\n",
        "private key loaded from a file; only a public key present",
        "",
    ),
    (
        O,
        "chats/<<fa2>>_<<ymd>>.txt",
        "<<d>>.<<mo>>.<<year>>, <<t1>> - <<first>> <<last>>: מה הסיסמה?\n<<d>>.<<mo>>.<<year>>, <<t2>> - <<first2>> <<last2>>: לא בוואטסאפ, אני אתקשר\n",
        "Hebrew chat; no password given",
        "",
    ),
    (
        O,
        "config/cardcom_<<n>>.json",
        lambda s: json.dumps(
            {
                "TerminalNumber": s["nn"],
                "ApiName": f"{s['org']}api",
                "ApiPassword": "",
                "Language": "he",
            },
            indent=2,
        ),
        "Cardcom config with an empty ApiPassword",
        "json",
    ),
    (
        P,
        "server/<<org>>_<<n>>/pg_hba.conf",
        "local   all   postgres   peer\nhost    traccar   traccar   10.0.0.0/8   scram-sha-256\n",
        "PostgreSQL auth rules, no password",
        "",
    ),
    (
        P,
        "fmb920/config_<<serial>>.json",
        lambda s: json.dumps(
            {"device": "FMB920", "sms": {"login": "", "password": ""}, "gprs": {"apn": "vodafone"}},
            indent=2,
        ),
        "Teltonika config with empty SMS login and password",
        "json",
    ),
    (
        P,
        "chats/<<fa>>_<<n>>.txt",
        "<<dmy>> <<t1>> - <<first>>: Bula, what is the tracker app password?\n<<dmy>> <<t2>> - <<first2>>: Tap Forgot password, you will get an SMS. Vinaka\n",
        "chat mentions a password reset; no password",
        "",
    ),
)

for fam, path, template, why, syntax in DECOYS:
    if isinstance(template, str):
        template = template.replace("<<sha>>", SHA)
    regd(fam, path, template, why, syntax)
