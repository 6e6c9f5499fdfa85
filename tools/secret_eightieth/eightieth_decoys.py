# ruff: noqa: E501
"""The eightieth corpus's decoys: files shaped like the formats that hold no live credential,
three per family, each with a ``why``."""

from __future__ import annotations

from eightieth_formats_a import F as A
from eightieth_formats_b import F as B
from eightieth_formats_c import F as C
from eightieth_formats_d import F as D
from eightieth_formats_e import F as E
from eightieth_formats_f import F as FF
from eightieth_formats_g import F as G
from eightieth_formats_h import F as H
from eightieth_formats_i import F as II
from eightieth_formats_j import F as J
from eightieth_formats_k import F as K
from eightieth_formats_l import F as L
from eightieth_formats_m import F as M
from eightieth_formats_n import F as N
from eightieth_formats_o import F as O
from eightieth_formats_p import F as P
from eightieth_spec import regd

DECOYS = (
    # a - Kenya fuel station
    (
        A,
        ("pos-bridge/.env", "srv/mpesa-c2b-<<n>>/.env.example"),
        "MPESA_ENV=production\nMPESA_SHORTCODE=<<n6>>\nMPESA_CONSUMER_KEY=${MPESA_CONSUMER_KEY}\nMPESA_CONSUMER_SECRET=${MPESA_CONSUMER_SECRET}\nMPESA_PASSKEY=${MPESA_PASSKEY}\n",
        "every Daraja credential is a ${...} reference filled from the environment",
        None,
    ),
    (
        A,
        ("chats/WhatsApp Chat with Zamu ya Usiku <<n>>.txt",),
        "<<dmy>>, <<time>> - <<full>>: Nenosiri la Fusion limebadilishwa?\n<<dmy>>, <<time2>> - <<full2>>: Ndio, nitakupigia simu nikupe, si kwenye WhatsApp\n<<dmy>>, <<time3>> - <<full>>: Sawa\n",
        "Swahili chat that mentions the controller password but never gives it",
        "",
    ),
    (
        A,
        ("tank_gauge/poll_tls450.py",),
        'import os\n\nTLS_HOST = "<<ip>>"\nWEB_USER = os.environ["TLS_USER"]\nWEB_PASS = os.environ["TLS_PASS"]\n',
        "the gauge web password is read from the environment",
        None,
    ),
    # b - India LPG
    (
        B,
        ("booking/config/razorpay.php",),
        "<?php\nreturn [\n    'key_id'     => getenv('RAZORPAY_KEY_ID'),\n    'key_secret' => getenv('RAZORPAY_KEY_SECRET'),\n];\n",
        "Razorpay keys come from getenv()",
        "",
    ),
    (
        B,
        ("Videos/godown_cameras_<<n>>.m3u",),
        "#EXTM3U\n#EXTINF:-1,Godown gate (public demo stream)\nrtsp://<<ip>>:554/Streaming/Channels/101\n",
        "RTSP URL without userinfo: the camera allows anonymous viewing on the LAN",
        "",
    ),
    (
        B,
        ("WhatsApp Chat - Agency Staff <<n>>.txt",),
        "[<<dmy2>>, <<time>>:12 PM] <<full>>: SDMS का पासवर्ड क्या है?\n[<<dmy2>>, <<time>>:40 PM] <<full2>>: ऑफिस आकर ले लेना, फोन पर नहीं दूंगा\n",
        "Hindi chat that asks for the portal password and gets none",
        "",
    ),
    # c - Nigeria mini-grid
    (
        C,
        ("portal/.env",),
        "APP_ENV=production\nPAYSTACK_PUBLIC_KEY=pk_live_<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>\nPAYSTACK_SECRET_KEY=\n",
        "only the Paystack public key is set; the secret key is empty",
        None,
    ),
    (
        C,
        ("bin/vrm_battery_soc_<<n>>.sh",),
        '#!/bin/sh\nVRM_TOKEN="$(cat /run/secrets/vrm_token)"\ncurl -s -H "X-Authorization: Token $VRM_TOKEN" https://vrmapi.victronenergy.com/v2/installations/<<n6>>/stats\n',
        "the VRM token is read from a Docker secret file",
        "",
    ),
    (
        C,
        ("reports/wakilai_<<mo>>.xml",),
        '<?xml version="1.0"?>\n<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet"><Worksheet ss:Name="Wakilai"><Table><Row><Cell><Data ss:Type="String">Kalmar sirri</Data></Cell></Row><Row><Cell><Data ss:Type="String">••••••••</Data></Cell></Row></Table></Worksheet></Workbook>\n',
        "the password column is masked with bullets",
        None,
    ),
    # d - Lebanon generators
    (
        D,
        ("dse890/gateway_<<n>>.ini",),
        "[Gateway]\nName=Gen-<<place>>\n\n[WebNet]\nServer=webnet.deepseaelectronics.com\nAccount=<<email>>\nPassword=\n",
        "the WebNet password field is empty (not yet provisioned)",
        None,
    ),
    (
        D,
        ("billing/db.php",),
        "<?php\n$pdo = new PDO(getenv('DB_DSN'), getenv('DB_USER'), getenv('DB_PASS'));\n",
        "database credentials come from the environment",
        "",
    ),
    (
        D,
        ("mail/pieces_perkins_<<n>>.eml",),
        "From: <<first>>@<<dom>>\nSubject: Accès portail\n\nBonjour, le mot de passe du portail vous sera communiqué par téléphone.\nCordialement\n",
        "French e-mail that says the password will be given by phone",
        "",
    ),
    # e - Madagascar charcoal
    (
        E,
        ("opt/traccar/conf/traccar.xml",),
        "<?xml version='1.0' encoding='UTF-8'?>\n<properties>\n    <entry key='database.driver'>org.h2.Driver</entry>\n    <entry key='database.url'>jdbc:h2:./data/database</entry>\n    <entry key='database.user'>sa</entry>\n    <entry key='database.password'></entry>\n</properties>\n",
        "Traccar on the embedded H2 database with the default empty password",
        None,
    ),
    (
        E,
        ("mvola-api/.env",),
        "MVOLA_ENV=sandbox\nMVOLA_CONSUMER_KEY=\nMVOLA_CONSUMER_SECRET=\n",
        "empty MVola values",
        None,
    ),
    (
        E,
        ("SMSBackup/sms-<<date>>.xml",),
        '<?xml version=\'1.0\' encoding=\'UTF-8\' standalone=\'yes\' ?>\n<smses count="1"><sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="1" body="Ny kaody fanamarinana MVola: <<n6>>. Aza omena olona." read="1" /></smses>\n',
        "a six-digit one-time MVola code, expired long ago",
        None,
    ),
    # f - Norway EV
    (
        FF,
        ("etc/wireguard/wg<<n>>.conf",),
        "[Interface]\nAddress = 10.77.<<n>>.1/24\nPostUp = wg set %i private-key /etc/wireguard/private.key\nListenPort = 51820\n",
        "WireGuard private key loaded from a file at PostUp",
        "",
    ),
    (
        FF,
        ("ocpi/credentials_<<n>>.json",),
        '{"data": {"token": null, "url": "https://ocpi.<<dom>>/ocpi/versions", "roles": []}, "status_code": 2001, "status_message": "Invalid or missing parameters"}\n',
        "OCPI error response with a null token",
        None,
    ),
    (
        FF,
        ("signal-export/<<n>>/chat.txt",),
        "[<<date>> <<time>>] <<full>>: Har du passordet til Easee-portalen?\n[<<date>> <<time2>>] <<full2>>: Det ligger i Bitwarden, samlingen Drift\n",
        "Norwegian chat pointing to a password manager",
        "",
    ),
    # g - Vietnam biogas
    (
        G,
        ("etc/chirpstack/chirpstack.toml",),
        '[postgresql]\ndsn = "postgres://chirpstack@/chirpstack?host=/var/run/postgresql&sslmode=disable"\n',
        "ChirpStack connects over the Unix socket with peer authentication, no password",
        None,
    ),
    (
        G,
        ("BiogasCRM/appsettings.Production.json",),
        '{"VnPay": {"TmnCode": "HAMX<<n4>>", "HashSecret": "", "BaseUrl": "https://pay.vnpay.vn/vpcpay.html"}}\n',
        "empty VNPay hash secret",
        None,
    ),
    (
        G,
        ("mail/misa_<<n>>.eml",),
        "From: <<first>>@<<dom>>\nSubject: Tài khoản MISA\n\nChị ơi, em đã gửi mật khẩu qua Zalo rồi nhé, không gửi qua email.\n",
        "Vietnamese e-mail that says the password went by Zalo",
        "",
    ),
    # h - Pakistan inverter shop
    (
        H,
        ("BijliPOS/appsettings.json",),
        '{"ConnectionStrings": {"ShopDb": "Server=<<ip>>;Database=InverterShop;Integrated Security=True;TrustServerCertificate=True"}}\n',
        "SQL Server with Windows (integrated) authentication",
        None,
    ),
    (
        H,
        ("monitor/growatt_plants_<<n>>.py",),
        'import os\n\nGROWATT_TOKEN = os.getenv("GROWATT_TOKEN", "")\n',
        "Growatt token read from the environment",
        None,
    ),
    (
        H,
        ("sms/thread_<<phone>>.txt",),
        "<<full>> (<<phone>>)\n<<dmy>> <<time>>  آپ کا تصدیقی کوڈ <<n6>> ہے\n",
        "an expired six-digit OTP in Urdu",
        "",
    ),
    # i - Peru hydro
    (
        II,
        ("home/pi/.node-red/settings.js",),
        'module.exports = {\n    flowFile: "flows_microcentral.json",\n    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,\n};\n',
        "Node-RED credentialSecret from the environment",
        "",
    ),
    (
        II,
        ("var/spool/cron/crontabs/pi",),
        "*/5 * * * * mosquitto_pub -h <<host>> -p 8883 --cafile /etc/ssl/ca.pem --cert /home/pi/cam.crt --key /home/pi/cam.key -t microcentral/nivel -f /tmp/nivel.txt\n",
        "MQTT with client-certificate auth (key path only)",
        "",
    ),
    (
        II,
        ("scada/historian_<<n>>.xml",),
        '<?xml version="1.0"?>\n<HistorianConfig><Database provider="PostgreSQL" host="<<ip>>"><User>scada</User><PasswordFile>/etc/scada/db.pass</PasswordFile></Database></HistorianConfig>\n',
        "historian password kept in a separate file",
        None,
    ),
    # j - Brazil wind
    (
        J,
        ("cmms/docker-compose.yml",),
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_pass\n    secrets:\n      - pg_pass\nsecrets:\n  pg_pass:\n    file: ./pg_pass.txt\n",
        "Postgres password from a Docker secret file",
        None,
    ),
    (
        J,
        ("home/<<first>>/.config/rclone/rclone.conf",),
        "[inspecao-pas]\ntype = s3\nprovider = AWS\nenv_auth = true\nregion = sa-east-1\n",
        "rclone takes AWS credentials from the environment (env_auth)",
        "",
    ),
    (
        J,
        ("agenda/treinamento_<<n>>.ics",),
        "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nUID:<<uuid>>\nDTSTART:<<y>><<mo>><<d>>T120000Z\nSUMMARY:Reciclagem NR-35\nDESCRIPTION:Login com a conta Google da empresa (SSO)\\, sem senha separada.\nEND:VEVENT\nEND:VCALENDAR\n",
        "calendar event using SSO, no password",
        "",
    ),
    # k - Bangladesh kerosene
    (
        K,
        ("bkash/.env",),
        "BKASH_APP_KEY=\nBKASH_APP_SECRET=\nBKASH_USERNAME=\nBKASH_PASSWORD=\n",
        "empty bKash template",
        None,
    ),
    (
        K,
        ("C:/Tally/backup_nas_<<n>>.bat",),
        '@echo off\nnet use Z: \\\\<<ip>>\\tally /savecred /persistent:yes\nrobocopy "C:\\TallyPrime\\Data" Z:\\data /MIR\n',
        "net use with credentials saved in Windows Credential Manager",
        "",
    ),
    (
        K,
        ("imo/chat_<<n>>.txt",),
        "<<full>>, <<time>>\nপাসওয়ার্ড কি?\n\nYou, <<time2>>\nঅফিসে এসে নিয়ে যান\n",
        "Bengali chat refusing to send the password",
        "",
    ),
    # l - Germany heating oil
    (
        L,
        ("shop/.env",),
        "APP_ENV=prod\nMOLLIE_API_KEY=\nMOLLIE_PROFILE_ID=pfl_<<hex8>>\n",
        "empty Mollie key, profile id only",
        None,
    ),
    (
        L,
        ("Desktop/keepass_export_<<date>>.csv",),
        '"Group","Title","Username","Password","URL"\n"Büro","DATEV","<<user>>","","https://duo.datev.de"\n',
        "KeePass export with the password column empty (SmartCard login)",
        None,
    ),
    (
        L,
        ("mail/haendlerportal_<<n>>.eml",),
        "From: <<first>>@<<dom>>\nSubject: Zugang Händlerportal\n\nHallo, das neue Kennwort bekommt ihr per Post, nicht per Mail.\nGrüße\n",
        "German e-mail that withholds the password",
        "",
    ),
    # m - Uganda PAYGo
    (
        M,
        ("k8s/angaza-sync-secret.yaml",),
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: angaza-sync\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  data:\n    - secretKey: ANGAZA_PASSWORD\n      remoteRef:\n        key: paygo/angaza\n        property: password\n",
        "ExternalSecret pointing at a vault path",
        None,
    ),
    (
        M,
        ("openpaygo/devices_<<n>>.json",),
        '{"batch": "<<date>>", "devices": [{"serial": "SHS<<n6>>", "key_sha256": "<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>"}]}\n',
        "SHA-256 fingerprints of device keys, not the keys",
        None,
    ),
    (
        M,
        ("ussd/config.py",),
        'import os\n\nSQLALCHEMY_DATABASE_URI = os.environ["DATABASE_URL"]\n',
        "database URI from the environment",
        None,
    ),
    # n - Fiji token vendor
    (
        N,
        ("vending/config.yaml",),
        "sts_vending:\n  base_url: https://vend.<<dom>>/api/v2\n  api_key_env: VEND_API_KEY\n",
        "api key referenced by environment variable name",
        None,
    ),
    (
        N,
        ("SMSBackup/sms-<<date>>.xml",),
        '<?xml version=\'1.0\' encoding=\'UTF-8\' standalone=\'yes\' ?>\n<smses count="1"><sms protocol="0" address="EFL" date="<<epoch>>000" type="1" body="EFL Prepaid: Meter 0<<n6>> Token 4821 0937 5521 8830 6617 Units 42.3kWh" read="1" /></smses>\n',
        "an STS electricity token already keyed into the meter: a one-time credit code, not a credential",
        None,
    ),
    (
        N,
        ("mikrotik/shop_<<place>>_<<n>>.rsc",),
        '/interface wireless security-profiles\nadd authentication-types="" mode=none name=guest\n/interface wireless\nset [ find default-name=wlan1 ] security-profile=guest ssid="Vend-Guest"\n',
        "open guest Wi-Fi without a key",
        "",
    ),
    # o - Korea energy audit
    (
        O,
        ("src/main/resources/application-prod.yml",),
        "toss:\n  payments:\n    client-key: live_ck_<<hex8>><<hex8>><<hex8>>\n    secret-key: ${TOSS_SECRET_KEY}\n",
        "Toss secret key as a Spring placeholder; the client key is public",
        None,
    ),
    (
        O,
        ("home/<<first>>/.docker/config.json",),
        '{"auths": {"registry.<<dom>>": {}}, "credsStore": "desktop"}\n',
        "Docker credentials kept in the OS credential store",
        None,
    ),
    (
        O,
        ("KakaoTalk_<<date>>_<<n>>.txt",),
        "<<full>> 님과 카카오톡 대화\n[<<full>>] [오후 2:10] NAS 비밀번호 알려주세요\n[<<full2>>] [오후 2:12] 보안상 카톡으로는 안 돼, 사무실에서 알려줄게\n",
        "Korean chat that refuses to give the password",
        "",
    ),
    # p - Japan rooftop PV
    (
        P,
        ("keys/report_upload_<<n>>.pub",),
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<hex8>><<hex8>><<hex8>><<hex8>> report@<<dom>>\n",
        "an SSH public key",
        "",
    ),
    (
        P,
        ("homeassistant/secrets.yaml",),
        "envoy_host: <<ip>>\nenvoy_token: ''\nmqtt_user: ha\n",
        "empty Envoy token",
        None,
    ),
    (
        P,
        ("data/pages/customers/<<n>>_setsuzoku.txt",),
        "====== <<place>> 邸 ======\n\n| ユーザー | admin |\n| パスワード | お客様控えを参照（wikiには記載しない） |\n",
        "wiki page that says the password is not written there",
        "",
    ),
)

for fam, paths, template, why, syntax in DECOYS:
    regd(fam, paths, template, why, syntax)
