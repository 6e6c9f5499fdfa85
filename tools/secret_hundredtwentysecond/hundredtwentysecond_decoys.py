# ruff: noqa: E501
"""The 48 decoys (3 per family): files shaped like the formats that hold no live credential."""

from __future__ import annotations

from hundredtwentysecond_formats_a import F as A
from hundredtwentysecond_formats_b import F as B
from hundredtwentysecond_formats_c import F as C
from hundredtwentysecond_formats_d import F as D
from hundredtwentysecond_formats_e import F as E
from hundredtwentysecond_formats_f import F as FF
from hundredtwentysecond_formats_g import F as G
from hundredtwentysecond_formats_h import F as H
from hundredtwentysecond_formats_i import F as I
from hundredtwentysecond_formats_j import F as J
from hundredtwentysecond_formats_k import F as K
from hundredtwentysecond_formats_l import F as L
from hundredtwentysecond_formats_m import F as M
from hundredtwentysecond_formats_n import F as N
from hundredtwentysecond_formats_o import F as O
from hundredtwentysecond_formats_p import F as P
from hundredtwentysecond_spec import regd

TABLE = [
    # a: Waikato dairy
    (
        A,
        "farm-payroll/.env",
        "XERO_CLIENT_ID=\nXERO_CLIENT_SECRET=\nXERO_TENANT_ID=\n# fill in from the Xero developer portal, never commit\n",
        "Xero .env template with empty values",
        "",
    ),
    (
        A,
        "home/<<fa>>/herd/halter_export.py",
        'import os\n\nHALTER_KEY = os.environ["HALTER_API_KEY"]\nFARM_ID = "<<uid>>"\n',
        "Halter key read from the environment; the farm id is not a secret",
        None,
    ),
    (
        A,
        "WhatsApp Chat with <<first2>>.txt",
        "<<dmy>>, <<time>> - <<first>>: Kia ora, the shed tablet password changed?\n<<dmy>>, <<time>> - <<first2>>: yep, it's on the whiteboard in the vat room, don't text it\n",
        "chat mentions a password without giving one",
        "",
    ),
    # b: Sidama coffee
    (
        B,
        "payout-service/.env",
        "CHAPA_SECRET_KEY=${CHAPA_SECRET_KEY}\nCHAPA_WEBHOOK_URL=https://pay.<<dom>>/chapa/webhook\n",
        "Chapa key is a ${...} reference to the deployment environment",
        "",
    ),
    (
        B,
        "etc/rsyncd.secrets.sha256",
        "<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>  rsyncd.secrets\n",
        "a SHA-256 checksum of the secrets file, not the secret",
        "",
    ),
    (
        B,
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        '{"name": "ሚዛን ቡድን", "type": "private_group", "messages": [{"id": 1, "type": "message", "from": "<<first>>", "text": "የይለፍ ቃሉን በስልክ እነግርሃለሁ፣ እዚህ አልጽፈውም"}]}',
        "Amharic chat: 'I will tell you the password by phone, not here'",
        "json",
    ),
    # c: Westland greenhouse
    (
        C,
        "C:/Priva/ConnextBridge/bridge.config",
        '<?xml version="1.0"?>\n<bridge>\n  <source type="priva-connext" host="<<ip2>>" user="teler" passwordRef="credman:priva-bridge" />\n</bridge>\n',
        "Priva bridge reads the password from Windows Credential Manager",
        "xml",
    ),
    (
        C,
        "sorteer-pc/my.cnf",
        "[client]\nhost = <<ip>>\nuser = sorteer\n# wachtwoord staat in ~/.mylogin.cnf (mysql_config_editor)\ndatabase = oogst\n",
        "my.cnf without a password (login path file)",
        "ini",
    ),
    (
        C,
        "WhatsApp Chat - Teelt/_chat.txt",
        "[<<dotdate>> <<time>>:01] <<first>>: wachtwoord van de kas-app?\n[<<dotdate>> <<time>>:09] <<first2>>: staat in Bitwarden, map Teelt\n",
        "Dutch chat pointing to a password manager",
        "",
    ),
    # d: Ashanti cocoa
    (
        D,
        "momo-payouts/.env",
        "MOMO_SUBSCRIPTION_KEY=\nMOMO_API_USER=\nMOMO_API_KEY=\n",
        "MTN MoMo .env with empty values",
        "",
    ),
    (
        D,
        "reports/clerks_<<stamp>>.csv",
        "Society,Clerk,Tablet login,Password\n<<place>>,<<first>> <<last>>,<<user>>,••••••••\n",
        "password column masked with bullets",
        "",
    ),
    (
        D,
        "backups/mikrotik_<<stamp>>.rsc",
        "/interface wireless security-profiles\nadd authentication-types=wpa2-eap mode=dynamic-keys name=staff eap-methods=peap\n/user add name=<<user>> group=read\n",
        "WPA2-Enterprise profile and a user without a password",
        "",
    ),
    # e: Mekong rice mill
    (
        E,
        "src/BanGao.Web/appsettings.json",
        '{"VnPay": {"TmnCode": "", "HashSecret": "", "BaseUrl": "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html"}}',
        "VNPay settings with empty values",
        "json",
    ),
    (
        E,
        "C:/CanXe/CanDienTu.ini",
        "[Database]\nServer=<<ip>>\\SQLEXPRESS\nDatabase=CanXe\nIntegratedSecurity=SSPI\n",
        "weighbridge config using Windows integrated authentication",
        "ini",
    ),
    (
        E,
        "Zalo/sao_chep_<<stamp>>.txt",
        "[<<time>> <<dmy>>] <<first>>: mật khẩu phần mềm cân là gì anh?\n[<<time>> <<dmy>>] <<first2>>: qua văn phòng anh đưa, không gửi qua Zalo\n",
        "Vietnamese chat refusing to send the password",
        "",
    ),
    # f: Cerrado agronomist
    (
        FF,
        "geo/.env",
        "DATABASE_URL=postgis://agronomo@<<host>>:5432/talhoes\nPGPASSFILE=/run/secrets/pgpass\n",
        "URL without a password; the password is in a mounted secret file",
        "",
    ),
    (
        FF,
        "app_campo/lib/config/chaves.dart",
        "class Chaves {\n  static const googleMapsKey = String.fromEnvironment('MAPS_KEY');\n}\n",
        "Maps key injected at build time with --dart-define",
        "",
    ),
    (
        FF,
        "mail/<<fa>>/laudos_<<stamp>>.eml",
        "From: laudos@solo<<n>>.com.br\nTo: <<email>>\nSubject: Redefinição de senha\n\nClique no link abaixo para criar uma nova senha. O link expira em 24 horas.\nhttps://portal.solo<<n>>.com.br/reset\n",
        "password-reset mail with no password",
        "",
    ),
    # g: Marathwada seed
    (
        G,
        "field-trial-app/gradle.properties",
        "org.gradle.jvmargs=-Xmx2048m\nRELEASE_STORE_FILE=../keys/trials.jks\nRELEASE_KEY_ALIAS=trials\n# RELEASE_STORE_PASSWORD comes from the CI secret store\n",
        "signing properties without the passwords",
        "",
    ),
    (
        G,
        "dealer-portal/.env.example",
        "RAZORPAY_KEY=\nRAZORPAY_SECRET=\n",
        "Razorpay .env template with empty values",
        "",
    ),
    (
        G,
        "WhatsApp Chat with <<first2>>.txt",
        "<<dmy>>, <<time>> pm - <<first>>: पासवर्ड भूल गया\n<<dmy>>, <<time>> pm - <<first2>>: ऐप में 'Forgot password' दबाओ, OTP आएगा\n",
        "Hindi chat about a reset, no password",
        "",
    ),
    # h: Kaduna tractor hire
    (
        H,
        "server/paystack.js",
        'const PAYSTACK_PUBLIC = "pk_live_<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>";\nconst PAYSTACK_SECRET = process.env.PAYSTACK_SECRET;\n',
        "a publishable key (public) and the secret from the environment",
        "",
    ),
    (
        H,
        "opt/traccar/conf/traccar.xml",
        "<?xml version='1.0' encoding='UTF-8'?>\n<properties>\n    <entry key='database.driver'>org.h2.Driver</entry>\n    <entry key='database.url'>jdbc:h2:./data/database</entry>\n    <entry key='database.user'>sa</entry>\n    <entry key='database.password'></entry>\n</properties>\n",
        "Traccar on embedded H2 with an empty password",
        "xml",
    ),
    (
        H,
        "home/<<fa>>/.bash_history",
        "curl -s https://telematics.<<dom>>/api/v1/health\ncurl -s -u ops_<<org>> https://telematics.<<dom>>/api/v1/tractors\n",
        "curl -u without a password (curl prompts)",
        "",
    ),
    # i: Java poultry
    (
        I,
        "penjualan-telur/.env",
        "XENDIT_SECRET_KEY=\nXENDIT_CALLBACK_TOKEN=\n",
        "Xendit .env with empty values",
        "",
    ),
    (
        I,
        "kandang-iot/bridge.yaml",
        "mqtt:\n  host: mqtt.<<dom>>\n  port: 8883\n  tls:\n    cert: /etc/closedhouse/client.crt\n    key: /etc/closedhouse/client.key\n",
        "MQTT with client certificates, no password",
        "yaml",
    ),
    (
        I,
        "WhatsApp Chat dengan <<first2>>.txt",
        "<<dmy>> <<time>> - <<first>>: kata sandi CCTV opo mas?\n<<dmy>> <<time>> - <<first2>>: tak kirim lewat telpon wae yo\n",
        "Javanese chat: will say it by phone",
        "",
    ),
    # j: Nuwara tea
    (
        J,
        "shop/config/payhere.php",
        "<?php\nreturn ['merchant_id' => '12<<n4>>', 'merchant_secret' => getenv('PAYHERE_SECRET')];\n",
        "PayHere secret read from the environment",
        "",
    ),
    (
        J,
        "scans/wifi_card_<<stamp>>.txt",
        "WIFI:S:<<org>>-guest;T:nopass;;\n",
        "open guest Wi-Fi QR (no password)",
        "",
    ),
    (
        J,
        "leafweigh/settings.json",
        '{"division": "<<place>>", "sync": {"url": "https://leaf.<<dom>>/api/kilos", "auth": "device-certificate"}}',
        "sync by device certificate, no password",
        "json",
    ),
    # k: Kakheti vineyard
    (
        K,
        "webshop/.env",
        "BOG_CLIENT_ID=<<n4>>\nBOG_CLIENT_SECRET=${BOG_SECRET}\n",
        "BOG secret is a reference",
        "",
    ),
    (
        K,
        "reports/crew_<<stamp>>.html",
        "<table><tr><th>სახელი</th><th>პაროლი</th></tr><tr><td><<first>></td><td>********</td></tr></table>\n",
        "password cell masked",
        "",
    ),
    (
        K,
        "opt/rtk/start.sh",
        "#!/bin/sh\nstr2str -in ntrip://:@rtk2go.com:2101/TELAVI00 -out serial://ttyUSB0:115200 &\n",
        "public NTRIP caster with empty userinfo",
        "",
    ),
    # l: Henan drones
    (
        L,
        "k8s/flightlog-secret.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: flightlog-db\nspec:\n  secretStoreRef:\n    name: aliyun-kms\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: zhibao/flightlog/password\n",
        "ExternalSecret pointing at a KMS path",
        "yaml",
    ),
    (
        L,
        "home/<<fa>>/.ossutilconfig",
        "[Credentials]\nendpoint=oss-cn-zhengzhou.aliyuncs.com\nmode=EcsRamRole\necsRoleName=zhibao-oss-reader\n",
        "ossutil using an ECS RAM role, no key",
        "ini",
    ),
    (
        L,
        "微信聊天记录/飞手群_<<stamp>>.txt",
        "<<first>><<last>> <<date>> <<time>>\n平台密码别发群里，私聊我\n",
        "Chinese chat: don't post the password in the group",
        "",
    ),
    # m: Morocco souk
    (
        M,
        "home/<<fa>>/.ssh/id_rsa.pub",
        "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC<<hex8>><<hex8>><<hex8>><<hex8>> <<fa>>@souk\n",
        "SSH public key",
        "",
    ),
    (
        M,
        "paiement/config/cmi.php",
        "<?php\n$cmi = ['clientid' => '600<<n4>>', 'storekey' => $_ENV['CMI_STOREKEY'] ?? ''];\n",
        "CMI store key from the environment",
        "",
    ),
    (
        M,
        "WhatsApp Chat with <<first2>>.txt",
        "<<dmy>> <<time>> - <<first>>: كلمة السر ديال الميزان؟\n<<dmy>> <<time>> - <<first2>>: غادي نعطيها ليك فالسوق نهار الأحد\n",
        "Darija chat: will give it at the souk on Sunday",
        "",
    ),
    # n: Nakuru agrovet
    (
        N,
        "home/<<fa>>/.docker/config.json",
        '{"auths": {"registry.gitlab.com": {}}, "credsStore": "secretservice"}',
        "Docker credentials kept in the OS keyring",
        "json",
    ),
    (
        N,
        "etc/odoo/odoo.conf",
        "[options]\ndb_host = False\ndb_user = odoo\ndb_password = False\n",
        "Odoo over the local socket (peer auth), password False",
        "ini",
    ),
    (
        N,
        "mpesa-stk/.env",
        "MPESA_ENV=sandbox\nMPESA_CONSUMER_KEY=\nMPESA_CONSUMER_SECRET=\n",
        "Daraja .env with empty values",
        "",
    ),
    # o: Negev irrigation
    (
        O,
        "etc/wpa_supplicant/wpa_supplicant.conf",
        'network={\n    ssid="<<org>>-guest"\n    key_mgmt=NONE\n}\n',
        "open network, no PSK",
        "",
    ),
    (
        O,
        "etc/chirpstack/chirpstack.toml",
        '[postgresql]\ndsn = "postgres://chirpstack@/chirpstack?host=/var/run/postgresql"\n',
        "PostgreSQL over the Unix socket, no password",
        "toml",
    ),
    (
        O,
        "WhatsApp Chat with <<first2>>.txt",
        "<<dotdate>>, <<time>> - <<first>>: מה הסיסמה לנטביט?\n<<dotdate>>, <<time>> - <<first2>>: שלחתי לך בהודעה נפרדת במייל\n",
        "Hebrew chat: sent separately by e-mail",
        "",
    ),
    # p: Jeonbuk agritech
    (
        P,
        "home/<<fa>>/.aws/credentials",
        "[default]\ncredential_process = /usr/local/bin/aws-vault export --format=json farm\nregion = ap-northeast-2\n",
        "AWS credentials via credential_process, no key",
        "ini",
    ),
    (
        P,
        "deploy/docker-compose.yml",
        'services:\n  alert-bot:\n    image: ghcr.io/<<org>>/alert-bot:latest\n    environment:\n      SLACK_BOT_TOKEN: "${SLACK_BOT_TOKEN}"\n',
        "Slack token is a compose variable reference",
        "yaml",
    ),
    (
        P,
        "KakaoTalk_Chat_현장팀_<<stamp>>.txt",
        "<<date>> <<time>>, <<last>><<first>> : 제어기 비밀번호 바뀌었나요?\n<<date>> <<time>>, <<last2>><<first2>> : 네 노션 보안 페이지에 올려뒀어요\n",
        "Korean chat pointing to a Notion page",
        "",
    ),
]

for fam, path, template, why, syntax in TABLE:
    regd(fam, path, template, why, syntax)
