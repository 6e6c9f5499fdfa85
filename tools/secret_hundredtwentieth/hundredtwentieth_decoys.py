# ruff: noqa: E501
"""The decoys: files that look like the formats but hold no live credential, three per family,
each with its ``why``: (family, path, template, why, syntax)."""

from hundredtwentieth_formats_a import F as A
from hundredtwentieth_formats_b import F as B
from hundredtwentieth_formats_c import F as C
from hundredtwentieth_formats_d import F as D
from hundredtwentieth_formats_e import F as E
from hundredtwentieth_formats_f import F as FF
from hundredtwentieth_formats_g import F as G
from hundredtwentieth_formats_h import F as H
from hundredtwentieth_formats_i import F as II
from hundredtwentieth_formats_j import F as J
from hundredtwentieth_formats_k import F as K
from hundredtwentieth_formats_l import F as L
from hundredtwentieth_formats_m import F as M
from hundredtwentieth_formats_n import F as N
from hundredtwentieth_formats_o import F as O
from hundredtwentieth_formats_p import F as P
from hundredtwentieth_spec import regd

SHA = "9f2c4e1a7b3d5f60812a4c6e8b0d2f4a6c8e0b2d4f6a8c0e2b4d6f8a0c2e4b6d"

DECOYS = (
    # a: Nairobi wedding photographer
    (
        A,
        "<<org>>-booking/.env",
        'APP_NAME="<<orgc>> Bookings"\nMPESA_ENV=production\nMPESA_SHORTCODE=\nMPESA_CONSUMER_KEY=\nMPESA_CONSUMER_SECRET=\nMPESA_CALLBACK_URL=https://book.<<dom>>/api/mpesa/callback\n',
        "Daraja .env template with every key and secret left empty",
        None,
    ),
    (
        A,
        "WhatsApp Chat with <<fn>> Harusi Team.txt",
        "<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Nenosiri la gallery nimekutumia kwa SMS, angalia simu yako\n<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: Sawa, nimeipata asante\n",
        "chat says the gallery password was sent by SMS; no password in the file",
        None,
    ),
    (
        A,
        "home/<<fa>>/.config/rclone/rclone.conf",
        "[nas]\ntype = sftp\nhost = <<ip>>\nuser = <<fa>>\nkey_file = ~/.ssh/id_ed25519\n\n[b2-raw]\ntype = b2\nenv_auth = true\nhard_delete = false\n",
        "SFTP by key file and B2 credentials from the environment (env_auth); no secret",
        "ini",
    ),
    # b: Bandung videographer
    (
        B,
        "obs/profiles/<<fa>>-<<d>><<m>>/service.json",
        '{\n    "settings": {\n        "key": "",\n        "server": "rtmp://a.rtmp.youtube.com/live2",\n        "service": "YouTube - RTMPS"\n    },\n    "type": "rtmp_common"\n}\n',
        "OBS service.json with an empty stream key",
        None,
    ),
    (
        B,
        "<<org>>-web/.env",
        "APP_NAME=<<orgc>>\nAPP_ENV=production\nMIDTRANS_IS_PRODUCTION=true\nMIDTRANS_CLIENT_KEY=Mid-client-<<hex8>>\nMIDTRANS_SERVER_KEY=${MIDTRANS_SERVER_KEY}\n",
        "Midtrans server key is a reference to the environment; the client key is public by design",
        None,
    ),
    (
        B,
        "scripts/<<fa>>/frameio_push.py",
        'import os\n\nFRAMEIO_TOKEN = os.environ["FRAMEIO_TOKEN"]\nPROJECT_ROOT = "<<uuid>>"\n',
        "Frame.io token read from os.environ; the UUID is a project id",
        "py",
    ),
    # c: Nagoya photo studio
    (
        C,
        "config/settings_<<nn>>.yml",
        "production:\n  mailer:\n    address: smtp.lolipop.jp\n    port: 465\n    user_name: yoyaku@<<dom>>\n    password: <%= ENV['SMTP_PASSWORD'] %>\n",
        "SMTP password is an ERB reference to an environment variable",
        "",
    ),
    (
        C,
        "[LINE] <<ln>>とのトーク<<nn>>.txt",
        "[LINE] <<ln>><<fn>>とのトーク履歴\n\n<<y>>/<<m>>/<<d>>(土)\n<<hh>>:<<mi>>\t<<ln>><<fn>>\tMacのパスワード忘れました…\n<<hh>>:<<mi>>\t<<fn2>>\tパスワードは口頭で伝えますね、スタジオで\n",
        "LINE chat that mentions a password but promises to say it in person",
        None,
    ),
    (
        C,
        "SHA256SUMS_<<date>>.txt",
        "<<hex40>><<hex8>><<hex8>><<hex8>>  IMG_<<nnn>>.CR3\n" + SHA + "  IMG_0001.CR3\n",
        "checksums of RAW files, not credentials",
        None,
    ),
    # d: Valparaíso drone operator
    (
        D,
        "edicion/docker-compose.yml",
        "services:\n  minio:\n    image: minio/minio:latest\n    environment:\n      MINIO_ROOT_USER_FILE: /run/secrets/minio_user\n      MINIO_ROOT_PASSWORD_FILE: /run/secrets/minio_pass\n    secrets:\n      - minio_user\n      - minio_pass\nsecrets:\n  minio_user:\n    file: ./secrets/minio_user.txt\n  minio_pass:\n    file: ./secrets/minio_pass.txt\n",
        "MinIO credentials from Docker secret files; no value inline",
        None,
    ),
    (
        D,
        "wsp/<<fa>>_<<date>>.txt",
        "<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: ¿cuál era la clave de DJI?\n<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: está en el Bitwarden de la empresa, carpeta Drones\n",
        "chat points to the password manager; no password",
        None,
    ),
    (
        D,
        "src/main/resources/transbank-<<nn>>.properties",
        "transbank.webpay.environment=PRODUCTION\ntransbank.webpay.commerce-code=5970<<nnn>><<nnn>><<nn>>\ntransbank.webpay.api-key-secret=${TBK_API_KEY_SECRET}\n",
        "Transbank secret is a placeholder reference resolved at deploy time",
        None,
    ),
    # e: Jaipur wedding planner
    (
        E,
        "public_html/wp-config.php",
        "<?php\ndefine( 'DB_NAME', getenv('WP_DB_NAME') );\ndefine( 'DB_USER', getenv('WP_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\ndefine( 'DB_HOST', 'localhost' );\n",
        "wp-config reads the database password with getenv()",
        "",
    ),
    (
        E,
        "handover/<<fa>>_handover_<<date>>.md",
        '# Handover — <<fn>>\n\n## Logins\n- Zoho Books: <<email>> / पासवर्ड 1Password vault "Finance" में है\n- Instagram: OTP <<fn2>> के फ़ोन पर\n',
        "handover notes that point to a vault; no password",
        None,
    ),
    (
        E,
        "exports/vendors_<<date>>.html",
        "<table><tr><th>Vendor</th><th>User</th><th>पासवर्ड</th></tr><tr><td>FNP</td><td><<email>></td><td>••••••••••</td></tr></table>\n",
        "password cell masked with bullets",
        "",
    ),
    # f: Lagos event rentals
    (
        FF,
        "<<org>>/settings/production.py",
        'import os\n\nPAYSTACK_PUBLIC_KEY = "pk_live_<<hex40>>"\nPAYSTACK_SECRET_KEY = os.environ.get("PAYSTACK_SECRET_KEY", "")\n',
        "Paystack public key (publishable) and a secret read from the environment",
        "py",
    ),
    (
        FF,
        "wa/<<fa>>-<<date>>.txt",
        "<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Oga abeg send the inventory app password\n<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: I no fit send am for here, call me\n",
        "chat asks for a password and is refused",
        None,
    ),
    (
        FF,
        "opt/traccar/conf/traccar.xml",
        "<?xml version='1.0' encoding='UTF-8'?>\n<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>\n<properties>\n    <entry key='database.driver'>org.h2.Driver</entry>\n    <entry key='database.url'>jdbc:h2:./data/database</entry>\n    <entry key='database.user'>sa</entry>\n    <entry key='database.password'></entry>\n</properties>\n",
        "Traccar default embedded H2 database with an empty password",
        None,
    ),
    # g: Kraków DJ
    (
        G,
        "etc/fstab",
        "UUID=<<uuid>>  /  ext4  errors=remount-ro  0  1\n//<<ip>>/muzyka  /mnt/muzyka  cifs  credentials=/root/.smbcred-muzyka,uid=1000,vers=3.0  0  0\n",
        "CIFS mount reads its credentials from a separate file",
        None,
    ),
    (
        G,
        "etc/hostapd/hostapd-<<nn>>.conf",
        "interface=wlan0\nssid=<<orgc>>-X32-<<nn>>\nhw_mode=g\nchannel=6\nwpa=0\n# sieć otwarta, tylko na czas próby dźwięku\n",
        "open access point (wpa=0), no passphrase",
        None,
    ),
    (
        G,
        "poczta/wyslane/<<date>>_<<nn>>.eml",
        "From: <<fn>> <<ln>> <<<email>>>\nTo: <<email2>>\nSubject: Hasło do panelu sali\n\nCześć, hasło do panelu sali wyślę Ci SMS-em przed weselem.\n<<fn>>\n",
        "e-mail that says the password will come by SMS",
        "",
    ),
    # h: Hanoi florist
    (
        H,
        "<<org>>.Web/appsettings.Production.json",
        '{\n  "VnPay": {\n    "TmnCode": "<<hex8>>",\n    "HashSecret": "",\n    "BaseUrl": "https://pay.vnpay.vn/vpcpay.html"\n  }\n}\n',
        "VNPay HashSecret left empty (set through user secrets)",
        None,
    ),
    (
        H,
        "firmware/kho_lanh_<<nn>>/secrets.h",
        '// Sao chép thành secrets.h và điền thông tin\n#define WIFI_SSID ""\n#define WIFI_PASS ""\n#define BLYNK_AUTH_TOKEN ""\n',
        "Arduino secrets header template with empty values",
        "",
    ),
    (
        H,
        "zalo/nhom_shop_<<date>>.txt",
        '<<ln>> <<fn>> <<hh>>:<<mi>> <<dmy>>\nChị ơi mật khẩu web đơn hàng là gì ạ?\n\n<<fn2>> <<hh>>:<<mi>> <<dmy>>\nEm bấm "Quên mật khẩu" rồi lấy mã OTP qua điện thoại nhé\n',
        "chat about a password reset by OTP; no password given",
        None,
    ),
    # i: Beirut cake maker
    (
        II,
        "homeassistant/secrets.yaml",
        'wifi_ssid: "<<orgc>>-Atelier"\nwifi_password: !env_var HA_WIFI_PASSWORD\n',
        "Home Assistant secret taken from an environment variable",
        "",
    ),
    (
        II,
        "admin/حسابات_<<y>>.csv",
        "الخدمة,الرابط,اسم المستخدم,كلمة السر\nToters,https://partners.toters.com,<<email>>,********\n",
        "password column masked with asterisks",
        None,
    ),
    (
        II,
        "checkout/config/areeba_<<nn>>.php",
        "<?php\n$gatewayConfig = [\n    'merchantId'  => 'TEST<<nnn>><<nnn>>',\n    'apiUsername' => 'merchant.<<nnn>><<nnn>>',\n    'apiPassword' => getenv('MPGS_API_PASSWORD'),\n];\n",
        "gateway API password read with getenv()",
        "",
    ),
    # j: Thessaloniki banquet hall
    (
        J,
        "go2rtc/go2rtc.yaml",
        'streams:\n  sala_kentriki: rtsp://admin:${CAM_PASSWORD}@<<ip>>:554/Streaming/Channels/101\napi:\n  listen: ":1984"\n',
        "go2rtc camera URL with a ${CAM_PASSWORD} variable",
        None,
    ),
    (
        J,
        "home/<<fa>>/.ssh/id_rsa.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<hex8>><<hex8>><<hex8>><<hex8>> <<fa>>@sala\n",
        "SSH public key, not a private one",
        None,
    ),
    (
        J,
        "exports/viber-<<nn>>.csv",
        "Date,Time,Sender Name,Sender Phone Number,Message\n<<dmy>>,<<hh>>:<<mi>>,<<fn>> <<ln>>,<<phone>>,Τον κωδικό του tablet τον έχει ο υπεύθυνος βάρδιας\n",
        "chat says who has the code; no code",
        None,
    ),
    # k: Cebu livestream crew
    (
        K,
        "scripts/golive_<<nn>>.sh",
        '#!/bin/bash\nFB_KEY=$(cat ~/.config/golive/fb_key)\nffmpeg -f v4l2 -i /dev/video0 -c:v libx264 -f flv "rtmps://live-api-s.facebook.com:443/rtmp/$FB_KEY"\n',
        "stream key read from a file at run time",
        None,
    ),
    (
        K,
        "crew/schedule_<<y>>_<<m>>.csv",
        "petsa,simbahan,crew,platform,login,password\n<<dmy>>,Basilica del Santo Niño,<<fn>>,YouTube,<<email>>,(naa sa Bitwarden)\n",
        "schedule points to a password manager",
        None,
    ),
    (
        K,
        "etc/config/wireless",
        "config wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption mode 'ap'\n\toption ssid 'KasalLive-<<nn>>'\n\toption encryption 'none'\n",
        "open Wi-Fi, no key",
        None,
    ),
    # l: Braga photo booth
    (
        L,
        "partilha/.env",
        "SHARE_FROM=fotos@<<dom>>\nSENDGRID_API_KEY=\nGALLERY_BASE=https://galeria.<<dom>>/<<y>>\n",
        "SendGrid key left empty",
        None,
    ),
    (
        L,
        "tablet/fully-settings-<<nn>>.json",
        '{\n  "startURL": "http://localhost:1500/",\n  "kioskMode": true,\n  "remoteAdmin": false,\n  "remoteAdminPassword": ""\n}\n',
        "remote admin off and its password empty",
        None,
    ),
    (
        L,
        "correio/enviados/<<date>>_<<nn>>.eml",
        "From: <<fn>> <<ln>> <<<email>>>\nTo: <<email2>>\nSubject: Galeria da cabine\n\nOlá <<fn2>>, a palavra-passe da galeria segue numa mensagem separada por SMS.\n",
        "e-mail says the password follows by SMS",
        "",
    ),
    # m: Busan invitation printer
    (
        M,
        "src/main/resources/application-prod-<<nn>>.properties",
        "toss.client-key=live_ck_<<hex8>><<hex8>>\ntoss.secret-key=${TOSS_SECRET_KEY}\n",
        "Toss client key (public) and a secret placeholder",
        None,
    ),
    (
        M,
        "mobile-invite/serviceAccount-<<nn>>.json",
        '{\n  "type": "service_account",\n  "project_id": "<<org>>-invite",\n  "client_email": "firebase-adminsdk@<<org>>-invite.iam.gserviceaccount.com",\n  "private_key": ""\n}\n',
        "service-account JSON with the private key removed",
        None,
    ),
    (
        M,
        "kakao/<<fa>>_<<date>>.txt",
        "<<y>>년 <<m>>월 <<d>>일 오후 <<n>>:<<mi>>, <<ln>><<fn>> : 교정 사이트 비밀번호가 뭐예요?\n<<y>>년 <<m>>월 <<d>>일 오후 <<n>>:<<mi>>, <<fn2>> : 주문하신 휴대폰 번호 뒷자리예요\n",
        "chat says the password is the customer's phone digits; no value",
        None,
    ),
    # n: Guadalajara bridal
    (
        N,
        "theme/config.yml",
        'production:\n  password: ${SHOPIFY_THEMEKIT_PASSWORD}\n  theme_id: "1<<nnn>><<nnn>>"\n  store: <<org>>-novias.myshopify.com\n',
        "Theme Kit password from an environment variable",
        "",
    ),
    (
        N,
        "debug/facturama_<<date>>_<<nn>>.http",
        'GET /api/Cfdi HTTP/1.1\nHost: api.facturama.mx\nAuthorization: Digest username="<<org>>", realm="facturama", nonce="<<hex40>>", uri="/api/Cfdi", response="<<hex8>><<hex8>><<hex8>><<hex8>>"\n',
        "HTTP Digest header: a one-time response hash, no password",
        None,
    ),
    (
        N,
        "ocr/nota_mostrador_<<nn>>.txt",
        "clave caja (Clip / terminal)\npídesela a la gerente\n",
        "sticky note with no value",
        None,
    ),
    # o: Marrakech henna artist
    (
        O,
        "bot/.env",
        "BOT_NAME=<<orgc>>\nADMIN_USER=<<fa>>\nADMIN_PASSWORD_B64=\nTIMEZONE=Africa/Casablanca\n",
        "admin password left empty",
        None,
    ),
    (
        O,
        "reservation/cmi_config_<<nn>>.php",
        "<?php\n$cmi = [\n    'clientid' => '600<<nnn>><<nnn>>',\n    'storekey' => $_ENV['CMI_STORE_KEY'],\n];\n",
        "CMI store key read from $_ENV",
        "",
    ),
    (
        O,
        "ocr/carte_wifi_<<nn>>.txt",
        "RIAD DAR <<orgc>>\nWiFi : Riad_Guest (ouvert)\nMot de passe : demandez à la réception\n",
        "Wi-Fi card for an open network; password only at reception",
        None,
    ),
    # p: Suva conference organiser
    (
        P,
        "hybrid/.env",
        "ZOOM_ACCOUNT_ID=\nZOOM_CLIENT_ID=\nZOOM_CLIENT_SECRET=\nDEFAULT_TZ=Pacific/Fiji\n",
        "Zoom OAuth .env template with empty values",
        None,
    ),
    (
        P,
        "home/<<fa>>/.s3cfg",
        "[default]\naccess_key =\nsecret_key =\nhost_base = s3.ap-southeast-2.amazonaws.com\nuse_https = True\n",
        "s3cmd config with empty keys (uses an IAM role)",
        "ini",
    ),
    (
        P,
        "mail/sent/<<date>>_<<nn>>.eml",
        "From: <<fn>> <<ln>> <<<email>>>\nTo: <<email2>>\nSubject: Hotspot\n\nBula <<fn2>>, the hotspot password is on the card at the AV desk. Vinaka.\n",
        "e-mail that mentions a password without giving it",
        "",
    ),
)

for fam, path, template, why, syntax in DECOYS:
    regd(path, template, why, syntax, fam)
