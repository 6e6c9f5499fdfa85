# ruff: noqa: E501
"""The forty-second corpus's decoys: files at the kinds of paths the formats use that hold no
live credential, each with its ``why``."""

from fortysecond_spec import regd

W = "washi_kozo_papermill"
B = "datse_bhutan_dzong_arrows"
C = "alphorn_appenzell_spruce"
D = "mbira_zimbabwe_shona"
E = "charango_potosi_quena"
F = "alebrije_oaxaca_copal"
G = "onggi_jangdok_gimjang"
H = "truckart_jingle_karachi"
I = "zafaran_torbat_khorasan"  # noqa: E741
J = "kokle_latgale_dainas"
K = "pysanka_hutsul_kolomyia"
L = "acaraje_bahia_dende"
M = "imigongo_rwanda_cowdung"
N = "kantklossen_bruges"
O = "squero_venice"  # noqa: E741
P = "luzzu_marsaxlokk_malta"

TABLE = [
    (
        W,
        "home/pi/kansou<<n>>/.env",
        "SWITCHBOT_TOKEN=${SWITCHBOT_TOKEN}\nSWITCHBOT_SECRET=${SWITCHBOT_SECRET}\nINTERVAL_SEC=300\n",
        "shell-style references to the environment, no value",
        "",
    ),
    (
        W,
        "Downloads/[LINE] <<last>>とのトーク.txt",
        "<<time>>\t<<last>>\tパスワードは電話で伝えます\n<<time>>\t<<first>>\t了解です、夕方にかけます\n",
        "chat that mentions a password without giving one",
        "",
    ),
    (
        W,
        "<<org>>/ec-cube/.env",
        "APP_ENV=prod\nDATABASE_URL=mysql://eccube@127.0.0.1:3306/eccube\nECCUBE_AUTH_MAGIC=\n",
        "database URL with a user and no password; empty magic",
        "",
    ),
    (
        B,
        "home/<<fa>>/scoreboard/config.py",
        'import os\n\nSQLALCHEMY_DATABASE_URI = os.environ["DATABASE_URL"]\nSECRET_KEY = os.environ["FLASK_SECRET"]\n',
        "values read from os.environ",
        None,
    ),
    (
        B,
        "mikrotik/clubhouse-<<date>>.rsc",
        '/interface wireless security-profiles\nadd authentication-types="" mode=none name=guests\n/interface wireless\nset [ find default-name=wlan1 ] ssid="Datse Guests" security-profile=guests\n',
        "open Wi-Fi profile, no pre-shared key",
        "",
    ),
    (
        B,
        "WhatsApp Chat with Datse Team <<year>>.txt",
        "[12/03/<<year>>, 7:41:02 PM] <<first>>: password changed la, ask Sonam in person\n",
        "chat mentions a password change, no value",
        "",
    ),
    (
        C,
        "shop<<n>>/config/application.yml",
        'datatrans:\n  merchant-id: "1100<<n6>>"\n  sign-key: ${DATATRANS_SIGN_KEY}\n',
        "Spring placeholder for the sign key",
        None,
    ),
    (
        C,
        "Mail/Treuhand/<<date>> Zugang Portal.eml",
        "From: <<email2>>\nTo: <<email>>\nSubject: Zugang\n\nGrüezi <<first>>\nDas Passwort schicke ich dir per SMS, nicht per Mail.\n",
        "e-mail that refuses to include the password",
        "",
    ),
    (
        C,
        "home/<<fa>>/.bash_history",
        "keytool -list -keystore elm.jks\nkeytool -importkeystore -srckeystore elm.p12 -destkeystore elm.jks\n",
        "keytool without -storepass: it prompts",
        "",
    ),
    (
        D,
        "public_html/wp-config.php",
        "<?php\ndefine( 'DB_NAME', 'mbira_wp' );\ndefine( 'DB_USER', getenv('WP_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\n",
        "getenv references",
        "",
    ),
    (
        D,
        "<<org>>-tour-<<year>>/.env.production",
        "PAYSTACK_PUBLIC_KEY=pk_live_<<sha>>\nPAYSTACK_SECRET_KEY=\n",
        "publishable key only, secret left empty",
        "",
    ),
    (
        D,
        "mbira-tuner/app/src/main/res/values/strings.xml",
        '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="app_name">Mbira Tuner</string>\n    <string name="login_password_hint">Password</string>\n</resources>\n',
        "UI string 'Password' is a label",
        None,
    ),
    (
        E,
        "home/<<fa>>/.my.cnf",
        "[client]\nuser=inventario\nhost=<<ip>>\n# password via mysql_config_editor (login-path)\n",
        "no password line; login-path used",
        "ini",
    ),
    (
        E,
        "home/<<fa>>/.git-credentials.sha256",
        "<<sha>>  .git-credentials\n",
        "a checksum of a file, not a credential",
        "",
    ),
    (
        E,
        "<<org>>/config/pagos.yml",
        'tigo_money:\n  merchant_id: "<<n6>>"\n  api_user: "<<user>>"\n  api_password: \'\'\n',
        "empty password",
        None,
    ),
    (
        F,
        "Facturas/<<year>>/convertir_csd.bat",
        "@echo off\nset /p CLAVE=Contraseña del CSD: \nopenssl pkcs8 -inform DER -in csd.key -passin env:CLAVE -out csd.key.pem\n",
        "password read interactively into env",
        "",
    ),
    (
        F,
        "tienda_<<org>>/pagos.py",
        'import os\n\nimport mercadopago\n\nsdk = mercadopago.SDK(os.environ["MP_ACCESS_TOKEN"])\n',
        "token from os.environ",
        None,
    ),
    (
        F,
        "galeria/wifi_qr_<<n>>.txt",
        "WIFI:T:nopass;S:Galeria <<orgc>> Invitados;;\n",
        "open Wi-Fi QR, no password",
        "",
    ),
    (
        G,
        "home/<<fa>>/.bash_history",
        'ffmpeg -rtsp_transport tcp -i "rtsp://<<ip>>:554/cam/realmonitor?channel=1" -t 10 -c copy yard.mp4\n',
        "RTSP URL without userinfo",
        "",
    ),
    (
        G,
        "Documents/KakaoTalk_<<date>>_<<n4>>.txt",
        "<<year>>년 10월 3일 오후 3:12, <<last>><<first2>> : 비밀번호는 ●●●●●●●● 로 바꿨어요\n",
        "masked password",
        "",
    ),
    (
        G,
        "<<org>>-shop/server/payments.js",
        'const TOSS_KEY = process.env.TOSS_SECRET_KEY;\nconst CLIENT_KEY = "live_ck_<<hx>>";\n',
        "env reference; client key is public",
        "",
    ),
    (
        H,
        "etc/odbc.ini",
        "[TallyKarkhana]\nDriver=/usr/lib/x86_64-linux-gnu/odbc/libmyodbc8w.so\nServer=<<ip>>\nUID=tally\nPWD=\n",
        "empty PWD",
        "ini",
    ),
    (
        H,
        "ansible/group_vars/<<org>>_web.yml",
        'htpasswd_users:\n  - name: <<user>>\n    password: "{{ vault_htpasswd_password }}"\n',
        "Ansible vault variable reference",
        None,
    ),
    (
        H,
        "WhatsApp Chat with <<first>> Bhai.txt",
        "<<dsl>>, <<time>> - <<first>>: password WhatsApp pe mat bhejo, dukaan pe aa ke le lo\n",
        "prose refusing to share",
        "",
    ),
    (
        I,
        "home/<<fa>>/mosquitto/bridge.conf",
        "connection khoshk-khaneh\naddress <<host>>:8883\nbridge_certfile /etc/mosquitto/client.crt\nbridge_keyfile /etc/mosquitto/client.key\n",
        "certificate auth, file paths only",
        "",
    ),
    (
        I,
        "moadian/<<org>>_public.pem",
        "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE<<pk>>\n-----END PUBLIC KEY-----\n",
        "a public key",
        "",
    ),
    (
        I,
        "<<org>>_shop/shop/settings.py",
        'import os\n\nZARINPAL_MERCHANT_ID = os.getenv("ZARINPAL_MERCHANT_ID", "")\n',
        "os.getenv with empty default",
        None,
    ),
    (
        J,
        "home/<<fa>>/.smbcredentials",
        "username=<<user>>\npassword=\ndomain=WORKGROUP\n",
        "empty password",
        "",
    ),
    (
        J,
        "home/<<fa>>/.config/rclone/rclone.conf",
        "[arhivs]\ntype = s3\nprovider = AWS\nenv_auth = true\nregion = eu-north-1\n",
        "rclone env_auth, no keys",
        "ini",
    ),
    (
        J,
        "Pasts/<<date>> EDS pieeja.eml",
        "From: <<email2>>\nTo: <<email>>\nSubject: EDS\n\nParoli atradīsi KeePass failā biedrības datorā.\n",
        "points to KeePass, no value",
        "",
    ),
    (
        K,
        "home/<<fa>>/.bash_history",
        'curl -s -H "X-Token: $MONO_TOKEN" https://api.monobank.ua/personal/client-info | jq .\n',
        "shell variable reference",
        "",
    ),
    (
        K,
        "<<org>>/prom_export/config.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<exportConfig>\n  <ftp host="ftp.<<dom>>" user="prom" passwordFile="/etc/prom/ftp.pass"/>\n</exportConfig>\n',
        "password kept in a separate file",
        None,
    ),
    (
        K,
        "Viber/<<first>>_<<date>>.txt",
        "[<<dmy>>, <<time>>] <<first2>>: пароль змінила, скажу при зустрічі\n",
        "prose, no password",
        "",
    ),
    (
        L,
        "ACBrMonitorPLUS/ACBrMonitor.ini",
        "[Certificado]\nArquivoPFX=\nSenha=\nNumeroSerie=<<hx>>\n",
        "empty password; serial number of a certificate in the Windows store",
        "ini",
    ),
    (
        L,
        "<<org>>-delivery/.env",
        "ASAAS_ENV=production\nASAAS_API_KEY=\nASAAS_WEBHOOK_URL=https://<<dom>>/webhooks/asaas\n",
        "empty API key",
        "",
    ),
    (
        L,
        "<<org>>-pix/certs/producao-<<n6>>.sha256",
        "<<sha>>  producao-<<n6>>.p12\n",
        "checksum only",
        "",
    ),
    (
        M,
        "homeassistant/secrets.yaml",
        'wifi_ssid: "Imigongo Guest"\nlatitude: -2.26\nlongitude: 30.65\n',
        "secrets file with no password entry",
        None,
    ),
    (
        M,
        "k8s/<<org>>/db-secret.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: shop-db\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: shop/db\n        property: password\n",
        "ExternalSecret pointing at a vault path",
        None,
    ),
    (
        M,
        "<<org>>-store/.env",
        "FLW_PUBLIC_KEY=FLWPUBK-<<hx>><<hx>>-X\nFLW_SECRET_KEY=\n",
        "public key only",
        "",
    ),
    (
        N,
        "<<org>>-inschrijvingen/docker-compose.yml",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./db_password.txt\n",
        "Docker secret file reference",
        None,
    ),
    (
        N,
        "Kantschool.Leerlingen/App.config",
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <connectionStrings>\n    <add name="Leerlingen" connectionString="Server=<<ip>>;Database=Kantschool;Integrated Security=SSPI;" />\n  </connectionStrings>\n</configuration>\n',
        "Windows integrated authentication, no password",
        "xml",
    ),
    (
        N,
        "WhatsApp-chat met <<first>>.txt",
        "<<dsl>> <<time>> - <<first2>>: het wachtwoord staat in de kluis (Bitwarden), kijk daar even\n",
        "points to a password manager",
        "",
    ),
    (
        O,
        "home/pi/mareografo<<n>>/invia.py",
        'import netrc\nfrom ftplib import FTP\n\nuser, _, pw = netrc.netrc().authenticators("ftp.<<dom>>")\nwith FTP("ftp.<<dom>>") as ftp:\n    ftp.login(user=user, passwd=pw)\n',
        "credentials from ~/.netrc",
        None,
    ),
    (
        O,
        "Posta/PEC/<<date>>.eml",
        "From: <<email2>>\nTo: <<email>>\nSubject: PEC\n\nCiao, la password della PEC te la detto a voce domani in squero.\n",
        "prose, no value",
        "",
    ),
    (
        O,
        "prenota<<n>>/config/nexi.properties",
        "nexi.alias=ALIAS_WEB_<<n6>>\nnexi.chiaveSegretaMac=${NEXI_MAC_KEY}\n",
        "property placeholder",
        "",
    ),
    (
        P,
        "Users/<<fa>>/OpenVPN/config/client<<n>>.ovpn",
        "client\ndev tun\nremote vpn.<<dom>> 1194\nauth-user-pass\nca ca.crt\n",
        "auth-user-pass without a file: prompts",
        "",
    ),
    (
        P,
        "srv/traccar<<n>>/conf/traccar.xml",
        "<?xml version='1.0' encoding='UTF-8'?>\n<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>\n<properties>\n    <entry key='database.driver'>org.h2.Driver</entry>\n    <entry key='database.user'>sa</entry>\n    <entry key='database.password'></entry>\n</properties>\n",
        "embedded H2 with empty password",
        None,
    ),
    (
        P,
        "<<org>>-site/.github/workflows/deploy.yml",
        "name: deploy\non: push\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n        with:\n          token: ${{ secrets.DATA_REPO_TOKEN }}\n",
        "GitHub Actions secret reference",
        None,
    ),
]

for _fam, _path, _tmpl, _why, _syn in TABLE:
    regd(_fam, _path, _tmpl, _why, _syn)
