# ruff: noqa: E501
"""Decoys of the hundred-and-fifteenth corpus: files that look like the formats but hold no live
credential. Three per family, a table of (family, path, template, why, syntax)."""

from __future__ import annotations

from hundredfifteenth_formats_a import F as A
from hundredfifteenth_formats_b import F as B
from hundredfifteenth_formats_c import F as C
from hundredfifteenth_formats_d import F as D
from hundredfifteenth_formats_e import F as E
from hundredfifteenth_formats_f import F as FF
from hundredfifteenth_formats_g import F as G
from hundredfifteenth_formats_h import F as H
from hundredfifteenth_formats_i import F as II
from hundredfifteenth_formats_j import F as J
from hundredfifteenth_formats_k import F as K
from hundredfifteenth_formats_l import F as L
from hundredfifteenth_formats_m import F as M
from hundredfifteenth_formats_n import F as N
from hundredfifteenth_formats_o import F as O
from hundredfifteenth_formats_p import F as P
from hundredfifteenth_spec import regd

DECOYS = (
    # a: Senegal
    (
        A,
        "public_html/wp-config.php",
        "<?php\ndefine( 'DB_NAME', '<<org>>_wp' );\ndefine( 'DB_USER', getenv('WP_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\ndefine( 'DB_HOST', 'localhost' );\n",
        "the database password is read from the environment",
        "",
    ),
    (
        A,
        "exports/WhatsApp Chat with Bureau ASC <<org>>.txt",
        "<<dmy>> à <<time>> - <<name>>: Kan moo am mot de passe bu FIFA Connect ?\n<<dmy>> à <<time>> - <<name2>>: Dama ko yónnee ci sa email, seetal sa boîte\n<<dmy>> à <<time2>> - <<name>>: Jërëjëf\n",
        "chat mentions the password but never gives it",
        "",
    ),
    (
        A,
        "billetterie/.env",
        "APP_NAME=billetterie-<<org>>\nOM_CLIENT_ID=\nOM_CLIENT_SECRET=\nOM_CURRENCY=XOF\n",
        "Orange Money keys left empty",
        "",
    ),
    # b: Ghana
    (
        B,
        "frigate/config.yml",
        "cameras:\n  gym_door:\n    ffmpeg:\n      inputs:\n        - path: rtsp://admin:{FRIGATE_RTSP_PASSWORD}@<<lan>>:554/Streaming/Channels/101\n          roles: [detect]\n",
        "Frigate substitutes the RTSP password from the environment",
        None,
    ),
    (
        B,
        "momo/settings_<<org>>.py",
        'import os\n\nMOMO_SUBSCRIPTION_KEY = os.environ["MOMO_SUBSCRIPTION_KEY"]\nMOMO_API_USER = os.environ.get("MOMO_API_USER", "")\n',
        "keys come from os.environ",
        None,
    ),
    (
        B,
        "weighins/weighin_<<date>>.csv",
        "fighter,weight_kg,division,gymdesk_login,gymdesk_pass\n<<name>>,5<<d>>.4,featherweight,<<user>>,••••••••\n",
        "password column masked with bullets",
        "",
    ),
    # c: Vietnam
    (
        C,
        "web/hocboi/momo_ipn.php",
        "<?php\n$partnerCode = getenv('MOMO_PARTNER_CODE');\n$secretKey = getenv('MOMO_SECRET_KEY');\n",
        "MoMo secret read from the environment",
        "",
    ),
    (
        C,
        "Zalo/chat_phu_huynh_<<date>>.txt",
        "<<name>> <<time>>\nChị ơi mật khẩu KiotViet là gì ạ?\n\n<<name2>> <<time>>\nChị đổi rồi, em hỏi anh quản lý nhé, không gửi qua Zalo được\n",
        "chat about a password that is never shared",
        "",
    ),
    (
        C,
        "checksums/SHA256SUMS_<<date>>.txt",
        "<<k>>  ketqua_giai_boi_<<year>>.pdf\n",
        "a SHA-256 checksum of a results file",
        "",
    ),
    # d: Sri Lanka
    (
        D,
        "league-portal/.env",
        'APP_NAME="Kandy District League"\nPAYHERE_MERCHANT_ID=12<<nn>>\nPAYHERE_MERCHANT_SECRET=${PAYHERE_SECRET}\n',
        "a ${...} reference, not a value",
        "",
    ),
    (
        D,
        "scripts/send_allowances.py",
        'import keyring\n\nSMTP_USER = "<<email>>"\nSMTP_APP_PASSWORD = keyring.get_password("league-smtp", SMTP_USER)\n',
        "password fetched from the OS keyring",
        None,
    ),
    (
        D,
        "office/map_drives.bat",
        "@echo off\nnet use L: \\\\<<lan>>\\league /user:<<user>> * /persistent:yes\n",
        "net use prompts for the password (*)",
        "",
    ),
    # e: Georgia
    (
        E,
        "access/biotime-sync.yml",
        "biotime:\n  url: http://<<lan>>:8081\n  username: admin\n  password_file: /run/secrets/biotime\n",
        "password kept in a Docker secret file",
        None,
    ),
    (
        E,
        "home/<<user>>/.bash_history",
        'curl -s https://api.<<dom>>/v2/sessions?date=<<date>> -H "Authorization: Bearer $BOOKING_TOKEN"\n',
        "token expanded from a shell variable",
        "",
    ),
    (
        E,
        "booking/.env.production",
        "NODE_ENV=production\nBOG_CLIENT_ID=<<nn>>\nBOG_SECRET_KEY=\n",
        "empty Bank of Georgia secret",
        "",
    ),
    # f: Japan
    (
        FF,
        "gas/<<org>>_square_sync.js",
        "const SQUARE_TOKEN = PropertiesService.getScriptProperties().getProperty('SQUARE_TOKEN');\n",
        "token read from Apps Script properties",
        "",
    ),
    (
        FF,
        "LINE/[LINE] 指導員グループのトーク.txt",
        "<<date>>\n<<time>>\t<<name>>\tパスワード忘れた…\n<<time>>\t<<name2>>\t事務所のキーパスに入ってるよ\n",
        "chat points to the password manager, no password",
        "",
    ),
    (
        FF,
        "keys/<<org>>_deploy.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<hex32>>Q <<user>>@dojo\n",
        "an SSH public key",
        "",
    ),
    # g: Saudi
    (
        G,
        "memberships/settings/production.py",
        'import os\n\nMOYASAR_PUBLISHABLE_KEY = "<<pk>>"\nMOYASAR_SECRET_KEY = os.environ["MOYASAR_SECRET_KEY"]\n',
        "only the publishable key is inline",
        None,
    ),
    (
        G,
        "crm/.env",
        "DATABASE_URL=postgres://crm_app@<<host>>:5432/members?sslmode=verify-full&sslcert=/etc/ssl/crm.crt\n",
        "certificate authentication, no password in the URL",
        "",
    ),
    (
        G,
        "WhatsApp Chat with إدارة الفرع.txt",
        "<<dmy>>, <<time>> - <<name>>: وش كلمة السر حقت البوابات؟\n<<dmy>>, <<time>> - <<name2>>: اتصل على الدعم الفني يعطونك إياها\n",
        "chat asks for a password that is not given",
        "",
    ),
    # h: Colombia
    (
        H,
        "timing/<<org>>/raceresult.toml",
        '[publicacion]\nurl = "https://resultados.<<dom>>/api/upload"\nusuario = "crono"\nclave_env = "RR_UPLOAD_CLAVE"\n',
        "the name of an environment variable",
        None,
    ),
    (
        H,
        "opt/traccar/<<org>>.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<properties>\n    <entry key="database.driver">org.h2.Driver</entry>\n    <entry key="database.url">jdbc:h2:./data/database</entry>\n    <entry key="database.user">sa</entry>\n    <entry key="database.password"></entry>\n</properties>\n',
        "embedded H2 database with an empty password",
        None,
    ),
    (
        H,
        "WhatsApp Chat with Escarabajos Domingueros.txt",
        "<<dmy>>, <<time>> - <<name>>: la clave de Strava la cambié, se la mando por privado\n<<dmy>>, <<time>> - <<name2>>: listo\n",
        "chat mentions a password, none given",
        "",
    ),
    # i: Serbia
    (
        II,
        "src/main/resources/payment.properties",
        "nestpay.clientId=13<<nn>>\nnestpay.storeKey=${NESTPAY_STORE_KEY}\n",
        "property placeholder",
        "",
    ),
    (
        II,
        "etc/wireguard/wg0.conf",
        "[Interface]\nPostUp = wg set %i private-key /etc/wireguard/private.key\nAddress = 10.66.<<n>>.2/32\n\n[Peer]\nPublicKey = <<b44>>\nEndpoint = <<pub>>:51820\n",
        "private key loaded from a file",
        "",
    ),
    (
        II,
        "turniri/prijave_<<date>>.csv",
        "Ime i prezime;Kategorija;Nalog;Šifra\n<<name>>;U14;<<user>>;\n<<name2>>;U16;<<user2>>;\n",
        "password column empty",
        "",
    ),
    # j: Turkey
    (
        J,
        "etc/grafana/grafana.ini",
        "[database]\ntype = postgres\nhost = <<host>>:5432\nuser = grafana\npassword = $__file{/run/secrets/grafana_db}\n",
        "Grafana file provider reference",
        None,
    ),
    (
        J,
        "bots/kalabalik/config.json",
        '{"bot_token_env": "TELEGRAM_BOT_TOKEN", "chat_id": -100<<epoch>>}\n',
        "token name, not value",
        None,
    ),
    (
        J,
        "posta/<<date>>_mac_gunu.eml",
        "From: <<name>> <<<email>>>\nTo: <<email2>>\nSubject: Maç günü\n\nMerhaba, tablet şifrelerini maç günü elden vereceğim, e-postayla göndermiyorum.\n<<name>>\n",
        "e-mail mentions passwords without any",
        "",
    ),
    # k: Kenya
    (
        K,
        "home/<<user>>/.docker/config.json",
        '{\n  "auths": {"registry.gitlab.com": {}},\n  "credsStore": "secretservice"\n}\n',
        "credentials kept in the credential store",
        None,
    ),
    (
        K,
        "registration-api/.env",
        "MPESA_ENV=sandbox\nMPESA_CONSUMER_KEY=\nMPESA_CONSUMER_SECRET=\nMPESA_PASSKEY=\n",
        "empty M-Pesa keys",
        "",
    ),
    (
        K,
        "checksums/results_<<date>>.sha1",
        "<<hex40>>  results_<<year>>.csv\n",
        "a SHA-1 checksum",
        "",
    ),
    # l: Fiji
    (
        L,
        "kodi/userdata/advancedsettings.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<advancedsettings>\n  <videodatabase><type>sqlite3</type></videodatabase>\n</advancedsettings>\n',
        "local SQLite database, no credentials",
        None,
    ),
    (
        L,
        "committee/minutes_<<date>>.txt",
        "BAR COMMITTEE MINUTES <<dmy>>\n3. Online banking password changed by the treasurer; kept in the club safe, not in these minutes.\n",
        "minutes mention a password without giving it",
        "",
    ),
    (
        L,
        "home/pi/.bash_history",
        "ffplay rtsp://<<lan>>:554/cam/realmonitor?channel=1\nsudo systemctl restart motioneye\n",
        "RTSP without userinfo",
        "",
    ),
    # m: Philippines
    (
        M,
        "liga-site/.env.local",
        "NEXT_PUBLIC_SITE=https://<<dom>>\nPAYMONGO_PUBLIC_KEY=<<pk>>\n",
        "only a publishable key",
        "",
    ),
    (
        M,
        "ProgramData/AnyDesk/service.conf",
        "ad.anynet.id=<<nn>><<nn>>\nad.security.interactive_access=2\nad.security.permission_profiles._full_access.pwd=\n",
        "no unattended access password set",
        "",
    ),
    (
        M,
        "schedules/referees_<<date>>.tsv",
        "Pangalan\tLaro\tLogin\tPassword\n<<name>>\tGame <<n>>\t<<user>>\t(nasa commissioner)\n",
        "password cell says ask the commissioner",
        "",
    ),
    # n: India
    (
        N,
        "server/config/razorpay.js",
        "module.exports = {\n  keyId: process.env.RAZORPAY_KEY_ID,\n  keySecret: process.env.RAZORPAY_KEY_SECRET,\n};\n",
        "keys from process.env",
        "",
    ),
    (
        N,
        "WhatsApp Chat with शिक्षक समूह.txt",
        "<<dmy>>, <<time>> - <<name>>: बुकिंग ऐप का पासवर्ड क्या है?\n<<dmy>>, <<time>> - <<name2>>: ऑफिस में रजिस्टर में लिखा है, वहीं देख लो\n",
        "chat mentions a password without one",
        "",
    ),
    (
        N,
        "certs/<<org>>_ttc.crt",
        "-----BEGIN CERTIFICATE-----\nMIIB<<hex16>>AgEAMA0GCSqGSIb3DQEBCwUA\n-----END CERTIFICATE-----\n",
        "a public certificate",
        "",
    ),
    # o: Armenia
    (
        O,
        "k8s/idram-secret.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: idram-merchant\nspec:\n  secretStoreRef:\n    name: vault\n  data:\n    - secretKey: IDRAM_SECRET_KEY\n      remoteRef:\n        key: clubs/<<org>>/idram\n",
        "points at a vault path",
        None,
    ),
    (
        O,
        "boot/wpa_supplicant.conf",
        'country=AM\nnetwork={\n    ssid="<<org>>_Guest"\n    key_mgmt=NONE\n}\n',
        "open Wi-Fi, no PSK",
        "",
    ),
    (
        O,
        "bots/lichess_team_arena.py",
        'import os\n\nimport berserk\n\nsession = berserk.TokenSession(os.environ["LICHESS_TOKEN"])\n',
        "token from the environment",
        None,
    ),
    # p: Korea
    (
        P,
        "src/main/resources/application-prod.yml",
        "toss:\n  client-key: live_ck_<<hex8>>\n  secret-key: ${TOSS_SECRET_KEY}\n",
        "Spring placeholder, no secret",
        None,
    ),
    (
        P,
        "debug/teetime_<<date>>.http",
        'POST /api/v1/teetimes/hold HTTP/1.1\nHost: booking.<<dom>>\nAuthorization: Digest username="<<user>>", realm="booking", nonce="<<hex8>>", uri="/api/v1/teetimes/hold", response="<<hex32>>"\n',
        "HTTP Digest response hash, not a password",
        "",
    ),
    (
        P,
        "KakaoTalk/KakaoTalk_<<date>>_프로샵.txt",
        "[<<name>>] [오전 9:12] 포스 비번 바뀌었나요?\n[<<name2>>] [오전 9:13] 네 점장님께 직접 물어보세요\n",
        "chat mentions a password, none given",
        "",
    ),
)

for _fam, _path, _tpl, _why, _syn in DECOYS:
    regd(_fam, _path, _tpl, _why, _syn)
