# ruff: noqa: E501
"""The decoys: three per family, files that look like the formats but hold no live credential
(references to environment variables or secret stores, empty values, public material,
checksums, masked values, authentication without a password, chat that mentions a password
without giving one)."""

from __future__ import annotations

from hundredthirteenth_formats_a import F as A
from hundredthirteenth_formats_b import F as B
from hundredthirteenth_formats_c import F as C
from hundredthirteenth_formats_d import F as D
from hundredthirteenth_formats_e import F as E
from hundredthirteenth_formats_f import F as FF
from hundredthirteenth_formats_g import F as G
from hundredthirteenth_formats_h import F as H
from hundredthirteenth_formats_i import F as II
from hundredthirteenth_formats_j import F as J
from hundredthirteenth_formats_k import F as K
from hundredthirteenth_formats_l import F as L
from hundredthirteenth_formats_m import F as M
from hundredthirteenth_formats_n import F as N
from hundredthirteenth_formats_o import F as O
from hundredthirteenth_formats_p import F as P
from hundredthirteenth_spec import regd

DECOYS = (
    # a: Agadir trawler owner
    (
        A,
        "etc/themis/poll_<<org>>.ini",
        "; VMS CLS Themis\n[themis]\nendpoint = https://themis.cls.fr/ws/positions\nlogin = <<org>>_armateur\npassword = ${THEMIS_PASSWORD}\npoll_minutes = 15\n",
        "password is a ${...} reference filled from the environment",
        "",
    ),
    (
        A,
        "exports/WhatsApp Chat with Rais <<fa>>.txt",
        "<<dmy>>, <<time>> - <<fn>> <<ln>>: الرايس، كلمة السر ديال ERS غادي نعطيها ليك فالتيليفون ماشي هنا\n<<dmy>>, <<time>> - Rais <<fa2>>: واخا، عيط ليا من بعد\n",
        "Darija chat that mentions the password but says it will be given by phone",
        "",
    ),
    (
        A,
        "srv/<<org>>/traccar/conf/traccar.xml",
        "<?xml version='1.0' encoding='UTF-8'?>\n<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>\n<properties>\n    <entry key='database.driver'>org.h2.Driver</entry>\n    <entry key='database.url'>jdbc:h2:./data/database</entry>\n    <entry key='database.user'>sa</entry>\n    <entry key='database.password'></entry>\n</properties>\n",
        "Traccar on the bundled H2 database with an empty password",
        None,
    ),
    # b: Joal cooperative
    (
        B,
        "caisse/wave_payouts.py",
        'import os\n\nimport requests\n\nWAVE_API_KEY = os.environ["WAVE_API_KEY"]\nHEADERS = {"Authorization": f"Bearer {WAVE_API_KEY}"}\nprint(requests.get("https://api.wave.com/v1/balance", headers=HEADERS, timeout=30).json())\n',
        "Wave key read from the environment",
        None,
    ),
    (
        B,
        "SMSBackup/sms-<<date>>.xml",
        '<?xml version=\'1.0\' encoding=\'UTF-8\' standalone=\'yes\' ?>\n<smses count="1">\n  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" body="Code d\'acces de l\'appli: je te l\'envoie demain au quai, pas par SMS" read="1" status="-1" />\n</smses>\n',
        "SMS that mentions an access code without giving one",
        None,
    ),
    (
        B,
        "aiscatcher/config_<<org>>.json",
        '{\n  "config": 1,\n  "input": {"type": "RTLSDR"},\n  "sharing": false,\n  "server": {"active": true, "port": 8100}\n}\n',
        "AIS-catcher config with sharing off and no sharing key",
        None,
    ),
    # c: Choshi fish auction
    (
        C,
        "home/<<fa>>/.docker/config.json",
        '{\n\t"auths": {\n\t\t"registry.<<dom>>": {}\n\t},\n\t"credsStore": "desktop"\n}\n',
        "Docker config delegating to a credential store, no auth value",
        None,
    ),
    (
        C,
        "boot/wpa_supplicant.conf",
        'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nupdate_config=1\ncountry=JP\n\nnetwork={\n    ssid="<<org>>-guest"\n    key_mgmt=NONE\n}\n',
        "open Wi-Fi network, no PSK",
        "",
    ),
    (
        C,
        "LINE/[LINE] 仲買組合 <<nn>>.txt",
        "[LINE] 仲買組合のトーク履歴\n\n<<date>>(金)\n<<time>>\t<<fn>> <<ln>>\tタブレットのパスワードは事務所で口頭で伝えます\n<<time>>\t<<fn2>>\t了解です\n",
        "LINE chat saying the password will be told in person",
        "",
    ),
    # d: Paita processing plant
    (
        D,
        "home/<<fa>>/.my.cnf",
        "# la clave esta en ~/.mylogin.cnf (mysql_config_editor)\n[client]\nuser=lims_lab\nhost=<<ip>>\nlogin-path=lims\n",
        "MySQL client config without a password (login path)",
        "ini",
    ),
    (
        D,
        "correo/enviados/<<id8>>.eml",
        "From: <<fn>> <<ln>> <<<email>>>\nTo: calidad@<<dom>>\nSubject: Acceso portal SANIPES\nContent-Type: text/plain; charset=utf-8\n\nHola <<fn2>>, la contraseña del portal te la paso por llamada, no por correo.\nSaludos\n",
        "Spanish e-mail that mentions a password without giving one",
        "",
    ),
    (
        D,
        "planta/colector/SHA256SUMS_<<n>>",
        "<<id8>><<id8>><<id8>><<id8>><<id8>><<id8>><<id8>><<id8>>  colector-tuneles-<<n>>.tar.gz\n",
        "SHA-256 checksum of a release file",
        "",
    ),
    # e: Bac Lieu shrimp ponds
    (
        E,
        "firmware/quat_ao_<<n>>/quat_ao_<<n>>.ino",
        '#include "secrets.h"  // BLYNK_AUTH_TOKEN, WIFI_PASS (khong dua len git)\n#include <BlynkSimpleEsp32.h>\n\nvoid setup() { Blynk.begin(BLYNK_AUTH_TOKEN, WIFI_SSID, WIFI_PASS); }\nvoid loop() { Blynk.run(); }\n',
        "Blynk token and Wi-Fi password come from a secrets header not in the file",
        "",
    ),
    (
        E,
        "thucan-api/.env.example",
        "MOMO_PARTNER_CODE=\nMOMO_ACCESS_KEY=\nMOMO_SECRET_KEY=\nMOMO_ENDPOINT=https://payment.momo.vn/v2/gateway/api/create\n",
        "MoMo .env template with empty values",
        "",
    ),
    (
        E,
        "Zalo/tin_nhan_<<fa>>_<<nn>>.txt",
        "<<fn>> <<ln>> <<time>>\nmật khẩu camera: ********\n\n<<fn2>> <<time>>\nAnh gọi điện em đọc cho\n",
        "Zalo chat with the password masked by the app",
        "",
    ),
    # f: Paje seaweed farm
    (
        FF,
        "home/<<fa>>/.pyodk_config.toml",
        '[central]\nbase_url = "https://odk.<<dom>>"\nusername = "<<email>>"\npassword = ""\ndefault_project_id = <<n>>\n',
        "pyodk config with an empty password (prompted)",
        None,
    ),
    (
        FF,
        "WhatsApp/Kikundi cha Mwani <<org>>.txt",
        "<<dd>>/<<mo>>/<<year>>, <<time>> - <<fn>> <<ln>>: Nenosiri la M-Pesa nitakuambia ana kwa ana, si hapa\n<<dd>>/<<mo>>/<<year>>, <<time>> - <<fn2>>: Sawa\n",
        "Swahili chat that mentions the password without giving it",
        "",
    ),
    (
        FF,
        "malipo/mpesa_b2c_<<n>>.py",
        'import os\n\nAPI_KEY = os.getenv("MPESA_API_KEY")\nPUBLIC_KEY = "MIICIjANBgkqhkiG9w0BAQEFAAOCAg8AMIICCgKCAgEArv9yxA69XQKBo24BaF"\n',
        "API key from the environment; the other value is the published M-Pesa public key",
        None,
    ),
    # g: Hordaland salmon farm
    (
        G,
        "etc/grafana/grafana.ini",
        "[security]\nadmin_user = admin\nadmin_password = $__env{GF_SECURITY_ADMIN_PASSWORD}\n",
        "Grafana admin password read from the environment",
        None,
    ),
    (
        G,
        "home/<<fa>>/.ssh/id_rsa_<<org>>.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<id8>><<id8>><<id8>><<id8>>x <<fa>>@arbeidsbat\n",
        "SSH public key",
        "",
    ),
    (
        G,
        "go2rtc/go2rtc.yaml",
        'streams:\n  merd_<<n>>: rtsp://operator:${CAM_PASS}@<<ip>>:554/ch1/main\napi:\n  listen: ":1984"\n',
        "go2rtc stream URL with ${CAM_PASS} substituted from the environment",
        None,
    ),
    # h: Piraeus harbour master
    (
        H,
        "prosdesi/settings.py",
        'import os\n\nDATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "berths",\n        "USER": "berths_app",\n        "PASSWORD": os.environ["BERTHS_DB_PASSWORD"],\n        "HOST": "<<ip>>",\n    }\n}\n',
        "Django database password from os.environ",
        None,
    ),
    (
        H,
        "calendar/syskepsi_<<date>>.ics",
        "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:<<id8>>@<<dom>>\nDTSTART:<<year>><<mo>><<dd>>T<<hh>><<mm>>00Z\nSUMMARY:Σύσκεψη αλιέων\nDESCRIPTION:Κωδικός WiFi στη ρεσεψιόν\nEND:VEVENT\nEND:VCALENDAR\n",
        "calendar entry saying the Wi-Fi password is at reception",
        "",
    ),
    (
        H,
        "etc/openvpn/client/<<org>>.conf",
        "client\ndev tun\nproto udp\nremote vpn.<<dom>> 1194\nauth-user-pass\nremote-cert-tls server\nca ca.crt\n",
        "OpenVPN client prompting for user and password (auth-user-pass with no file)",
        "",
    ),
    # i: Tuzla ship chandler
    (
        II,
        "magaza/config/iyzico.php",
        '<?php\n$options = new \\Iyzipay\\Options();\n$options->setApiKey(getenv("IYZICO_API_KEY"));\n$options->setSecretKey(getenv("IYZICO_SECRET_KEY"));\n$options->setBaseUrl("https://api.iyzipay.com");\n',
        "iyzico keys from getenv",
        "",
    ),
    (
        II,
        "intranet/<<org>>/hesaplar.html",
        '<table border="1">\n<tr><th>Portal</th><th>Kullanıcı</th><th>Şifre</th></tr>\n<tr><td>ShipServ TradeNet</td><td><<user>></td><td>••••••••</td></tr>\n</table>\n',
        "password column masked with bullets",
        "",
    ),
    (
        II,
        "yedek/sohbet_depo_<<nn>>.txt",
        "<<dd>>.<<mo>>.<<year>> <<time>> - <<fn>> <<ln>>: Logo şifresini SMS ile atacağım, buraya yazmıyorum\n<<dd>>.<<mo>>.<<year>> <<time>> - <<fn2>>: tamam abi\n",
        "Turkish chat that mentions the password without giving it",
        "",
    ),
    # j: Tana Beru boatyard
    (
        J,
        "public_html/wp-config.php",
        "<?php\ndefine( 'DB_NAME', 'wp_pinisi' );\ndefine( 'DB_USER', getenv('WP_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\ndefine( 'DB_HOST', 'localhost' );\n",
        "WordPress database password from getenv",
        "",
    ),
    (
        J,
        "router/<<org>>_export_<<n>>.rsc",
        "# by RouterOS 7.14.2\n/user\nadd group=read name=<<fa>>\n/system identity\nset name=galangan-<<org>>\n",
        "MikroTik export: RouterOS does not export user passwords",
        "",
    ),
    (
        J,
        "cmd/invoice/main.go",
        'package main\n\nimport "os"\n\nvar xenditKey = os.Getenv("XENDIT_SECRET_KEY")\n',
        "Xendit key from os.Getenv",
        "",
    ),
    # k: Chattogram ice plant
    (
        K,
        "etc/odbc.ini",
        "[TallyODBC_<<org>>]\nDriver=/opt/tally/libtallyodbc.so\nServer=<<ip>>\nPort=9000\nTrusted_Connection=yes\n",
        "ODBC DSN with Windows authentication, no password",
        None,
    ),
    (
        K,
        "scan/notice_<<date>>.txt",
        "বিজ্ঞপ্তি\nঅফিস ওয়াইফাই পাসওয়ার্ড ম্যানেজারের কাছ থেকে নিন\n",
        "Bengali notice that mentions the Wi-Fi password without giving it",
        "",
    ),
    (
        K,
        "portal/.env",
        "SSLCZ_STORE_ID=\nSSLCZ_STORE_PASSWORD=\nSSLCZ_TESTMODE=true\n",
        "SSLCommerz .env with empty values",
        "",
    ),
    # l: Kochi fishmonger
    (
        L,
        "android/gradle.properties",
        "org.gradle.jvmargs=-Xmx2048m\nMEEN_UPLOAD_STORE_FILE=<<org>>-upload.jks\nMEEN_UPLOAD_KEY_ALIAS=upload\nMEEN_UPLOAD_STORE_PASSWORD=\nMEEN_UPLOAD_KEY_PASSWORD=\n",
        "Gradle signing properties left empty (set on the CI)",
        "",
    ),
    (
        L,
        "server/payments/razorpay.js",
        'const Razorpay = require("razorpay");\nmodule.exports = new Razorpay({ key_id: process.env.RZP_KEY_ID, key_secret: process.env.RZP_KEY_SECRET });\n',
        "Razorpay keys from process.env",
        "",
    ),
    (
        L,
        "backup/wa_meen_<<nn>>.txt",
        "<<dd>>/<<mo>>/<<yy>>, <<hh>>:<<mm>> - <<fn>> <<ln>>: പാസ്‌വേഡ് ഫോണിൽ പറയാം, ഇവിടെ ഇടില്ല\n",
        "Malayalam chat saying the password will be told by phone",
        "",
    ),
    # m: Duqm engine workshop
    (
        M,
        "k8s/jobcards/db-secret.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: jobcards-db\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: workshop/jobcards\n        property: db_password\n",
        "ExternalSecret pointing at a vault path",
        None,
    ),
    (
        M,
        "etc/odoo/odoo.conf",
        "[options]\n; admin_passwd set on the server only\ndb_host = <<ip>>\ndb_user = odoo\ndb_password = False\n",
        "Odoo config without admin_passwd and db_password False (peer auth)",
        "ini",
    ),
    (
        M,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>\n<FileZilla3 version="3.66.1" platform="windows">\n    <Servers>\n        <Server>\n            <Host><<ip>></Host>\n            <Port>22</Port>\n            <Protocol>1</Protocol>\n            <User>partsdealer_<<org>></User>\n            <Logontype>2</Logontype>\n            <Name>Parts catalogue</Name>\n        </Server>\n    </Servers>\n</FileZilla3>\n',
        "FileZilla site that asks for the password each time (Logontype 2, no Pass)",
        None,
    ),
    # n: Muaiwalu observer programme
    (
        N,
        "home/<<fa>>/.aws/config",
        "[profile em-footage]\nsso_start_url = https://<<org>>.awsapps.com/start\nsso_region = ap-southeast-2\nsso_account_id = <<nn>><<nn>><<nn>>\nsso_role_name = EMUpload\nregion = ap-southeast-2\n",
        "AWS SSO profile, no keys",
        "ini",
    ),
    (
        N,
        "data/data/fj.obs.logsheet/shared_prefs/login.xml",
        '<?xml version=\'1.0\' encoding=\'utf-8\' standalone=\'yes\' ?>\n<map>\n    <string name="username"><<user>></string>\n    <string name="password"></string>\n    <boolean name="remember_me" value="false" />\n</map>\n',
        "shared preferences after logout, empty password",
        None,
    ),
    (
        N,
        "SMSBackup/sms-<<date>>.xml",
        '<?xml version=\'1.0\' encoding=\'UTF-8\' standalone=\'yes\' ?>\n<smses count="1">\n  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="2" body="Password office mein milega, phone pe nahi bhejunga" read="1" status="-1" />\n</smses>\n',
        "Fiji Hindi SMS that mentions the password without giving it",
        None,
    ),
    # o: Ilhabela charter
    (
        O,
        "site/.env.local",
        "NEXT_PUBLIC_SITE_URL=https://www.<<dom>>\nNEXT_PUBLIC_PAGARME_PUBLIC_KEY=pk_<<id8>><<id8>>\n",
        "only the public (publishable) key",
        "",
    ),
    (
        O,
        "Users/<<fa>>/.zsh_history",
        ": <<ts>>:0;openssl pkcs12 -export -in cert.pem -inkey chave.key -out <<org>>_a1.pfx -passout env:PFX_PASS\n: <<ts>>:0;ls -la\n",
        "pkcs12 export reading the password from an environment variable",
        "",
    ),
    (
        O,
        "backup/wa_charter_<<nn>>.txt",
        "[<<dd>>/<<mo>>/<<year>> <<time>>:11] <<fn>> <<ln>>: a senha do Insta eu te passo pessoalmente no píer\n[<<dd>>/<<mo>>/<<year>> <<time>>:12] <<fn2>>: beleza\n",
        "Portuguese chat that mentions the password without giving it",
        "",
    ),
    # p: Tongyeong oyster farm
    (
        P,
        "src/main/resources/application-prod.yml",
        "toss:\n  client-key: ${TOSS_CLIENT_KEY}\n  secret-key: ${TOSS_SECRET_KEY}\n",
        "Toss keys from ${...} environment references",
        None,
    ),
    (
        P,
        "KakaoTalk/KakaoTalk_<<date>>_<<nn>>.txt",
        "<<ln>><<fn>> 님과 카카오톡 대화\n\n[<<fn2>>] [오후 3:<<mm>>] 홈택스 비번은 전화로 알려줄게\n",
        "KakaoTalk chat saying the password will be given by phone",
        "",
    ),
    (
        P,
        "logs/sensor_<<date>>.http",
        'GET /api/v1/buoy/<<n>>/latest HTTP/1.1\nHost: <<ip>>:8080\nAuthorization: Digest username="admin", realm="buoy", nonce="<<id8>><<id8>>", uri="/api/v1/buoy/<<n>>/latest", response="<<id8>><<id8>><<id8>><<id8>>", qop=auth, nc=00000001, cnonce="<<id8>>"\n\nHTTP/1.1 200 OK\n',
        "HTTP Digest header: a one-time response hash, no password",
        "",
    ),
)

for _fam, _path, _tmpl, _why, _syntax in DECOYS:
    regd(_fam, _path, _tmpl, _why, _syntax)
