# ruff: noqa: E501
"""Decoys of the ninety-second corpus: three per family, files that look like the formats but
hold no live credential (references to environment variables or secret stores, empty values,
public keys, checksums, masked values, chat that mentions a password without giving one,
authentication without a password)."""

from __future__ import annotations

import base64
import hashlib
import random

from ninetysecond_formats_a import KE
from ninetysecond_formats_b import PL
from ninetysecond_formats_c import ID
from ninetysecond_formats_d import GE
from ninetysecond_formats_e import BR
from ninetysecond_formats_f import KR
from ninetysecond_formats_g import MX
from ninetysecond_formats_h import NP
from ninetysecond_formats_i import NG
from ninetysecond_formats_j import DE
from ninetysecond_formats_k import EG
from ninetysecond_formats_l import TW
from ninetysecond_formats_m import PH
from ninetysecond_formats_n import BD
from ninetysecond_formats_o import TR
from ninetysecond_formats_p import TO
from ninetysecond_spec import regd, uuid4

_R = random.Random(9292)
_ED25519_PUB = base64.b64encode(
    b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + bytes(_R.randrange(256) for _ in range(32))
).decode()
_MP_PUBLIC = "APP_USR-" + uuid4(_R)
_PK_LIVE = "pk_live_51" + "".join(
    _R.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789") for _ in range(97)
)
_PAYSTACK_PK = "pk_live_" + "".join(_R.choice("0123456789abcdef") for _ in range(40))
_SHA_LINES = "\n".join(
    f"{hashlib.sha256(f'tally-{i}'.encode()).hexdigest()}  matokeo_kituo_{i:03d}.csv"
    for i in range(1, 5)
)

DECOYS = (
    # a - Kenya campaign office
    (
        KE,
        "changisha/<<org>>/.env.production",
        "# Changisha - donation page\nMPESA_ENVIRONMENT=production\nMPESA_SHORTCODE=<<n>>7<<d>>41\nMPESA_CONSUMER_KEY=${MPESA_CONSUMER_KEY}\nMPESA_PASSKEY=${MPESA_PASSKEY}\nMPESA_CALLBACK_URL=https://changa.<<dom>>/mpesa/callback/\n",
        "Daraja keys are ${...} references filled in from the deployment environment",
        "",
    ),
    (
        KE,
        "exports/whatsapp/ofisi_<<n>>_<<la>>.txt",
        "<<dmy>>, <<time>> - <<fn>> <<ln>>: Nenosiri ya laptop ya ofisi ni gani?\n<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: Siwezi kuiandika hapa, nitakupigia simu jioni\n<<dmy>>, <<time2>> - <<fn>> <<ln>>: Sawa, asante\n",
        "Swahili chat that asks for the password and promises to give it by phone; no value",
        "",
    ),
    (
        KE,
        "scripts/sync_canvass_<<n>>.rb",
        '# Sync door-knock results into NationBuilder\nrequire "nationbuilder"\n\nclient = NationBuilder::Client.new(ENV.fetch("NB_SLUG"), ENV.fetch("NB_API_TOKEN"), retries: 3)\nputs client.call(:people, :count)["people_count"]\n',
        "NationBuilder token read from ENV",
        "",
    ),
    # b - Poland party branch
    (
        PL,
        "www/<<org>>/wp-config.php",
        "<?php\ndefine( 'DB_NAME', '<<org>>_wp' );\ndefine( 'DB_USER', '<<org>>_wp' );\ndefine( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );\ndefine( 'DB_HOST', 'localhost' );\n$table_prefix = 'kl_';\nrequire_once ABSPATH . 'wp-settings.php';\n",
        "database password read with getenv()",
        "",
    ),
    (
        PL,
        "config/packages/przelewy24.yaml",
        "przelewy24:\n    merchant_id: '%env(int:P24_MERCHANT_ID)%'\n    crc: '%env(P24_CRC)%'\n    api_key: '%env(P24_API_KEY)%'\n    live: true\n",
        "Symfony %env()% references, no key",
        None,
    ),
    (
        PL,
        "notatki/signal_zarzad_kola_<<n>>.txt",
        "[<<time>>] <<fn>>: Jakie jest hasło do dysku koła?\n[<<time2>>] <<fn2>>: Jest w sejfie Bitwardena w kolekcji 'Zarząd', nie wysyłam haseł na czacie\n[<<time2>>] <<fn>>: ok, dzięki\n",
        "Polish chat pointing to Bitwarden instead of giving the password",
        "",
    ),
    # c - Indonesia polling NGO
    (
        ID,
        "odk/settings_enumerator_<<place>>_<<n>>.json",
        '{"general": {"server_url": "https://odk.<<dom>>/v1/key/<<org>>/projects/<<n>>", "username": "enum_<<place>>_<<n>>", "password": "", "app_language": "id"}, "admin": {"admin_pw": ""}}\n',
        "ODK Collect settings with empty password fields (enumerators type their own)",
        None,
    ),
    (
        ID,
        "analisis/tarik_data_kobo_<<place>>.R",
        'library(robotoolbox)\nkobo_setup(url = "https://kf.kobotoolbox.org", token = Sys.getenv("KOBO_TOKEN"))\naset <- kobo_asset_list()\n',
        "KoboToolbox token read with Sys.getenv",
        "",
    ),
    (
        ID,
        "scripts/surveycto_pull_<<place>>.py",
        '"""Ambil data SurveyCTO."""\n\nimport keyring\nimport requests\n\nUSER = "<<email>>"\nAUTH = (USER, keyring.get_password("surveycto", USER))\nr = requests.get("https://<<org>>.surveycto.com/api/v2/forms/ids", auth=AUTH, timeout=60)\nprint(r.status_code)\n',
        "password taken from the OS keyring",
        None,
    ),
    # d - Georgia observer mission
    (
        GE,
        "openvpn/<<place>>-hq.ovpn",
        "client\ndev tun\nproto udp\nremote vpn.<<dom>> 1194\nresolv-retry infinite\nnobind\npersist-key\npersist-tun\nauth-user-pass\nremote-cert-tls server\ncipher AES-256-GCM\nverb 3\n",
        "auth-user-pass without a file: OpenVPN prompts for the password",
        "",
    ),
    (
        GE,
        "cloud/config/config.<<place>>.php",
        "<?php\n$CONFIG = array (\n  'trusted_domains' => array (0 => 'cloud.<<dom>>'),\n  'datadirectory' => '/srv/nextcloud-data',\n  'dbtype' => 'sqlite3',\n  'version' => '29.0.4.1',\n  'installed' => true,\n  'default_language' => 'ka',\n);\n",
        "Nextcloud on SQLite: no database password",
        "",
    ),
    (
        GE,
        "handover/<<place>>_<<date>>.md",
        '# <<town>> – handover\n\n- Router admin: პაროლი Bitwarden-ის კოლექციაშია "<<town>>"\n- Starlink Wi‑Fi: `Mission-<<town>>` (პაროლი სტიკერზე არ წერია)\n',
        "Georgian handover note that points to Bitwarden; no value",
        "",
    ),
    # e - Brazil petition platform
    (
        BR,
        "deploy/<<place>>/.env.prod",
        "DJANGO_DEBUG=False\nDATABASE_URL=postgres://peticoes@/peticoes?host=/var/run/postgresql\nREDIS_URL=redis://localhost:6379/1\n",
        "PostgreSQL over the Unix socket with peer authentication; no password",
        "",
    ),
    (
        BR,
        "src/doacoes/mercadopago_front.js",
        f'// Checkout Bricks (frontend) - chave pública\nconst mp = new MercadoPago("{_MP_PUBLIC}", {{ locale: "pt-BR" }});\nmp.bricks().create("wallet", "wallet_container", {{ initialization: {{ preferenceId: window.PREF_ID }} }});\n',
        "Mercado Pago public key (APP_USR-uuid), meant for the browser",
        "",
    ),
    (
        BR,
        "whatsapp/moderacao_<<n>>_<<date>>.txt",
        "<<dmy>> <<time>> - <<fn>> <<ln>>: alguém me passa a senha do painel?\n<<dmy>> <<time2>> - <<fn2>> <<ln2>>: tá no cofre do Bitwarden, pasta Moderação. não mando senha no zap\n",
        "Portuguese chat that refuses to send the password",
        "",
    ),
    # f - Korea trade union
    (
        KR,
        "www/<<org>>/data/dbconfig.php",
        "<?php\nif (!defined('_GNUBOARD_')) exit;\ndefine('G5_MYSQL_HOST', 'localhost');\ndefine('G5_MYSQL_USER', '<<org>>');\ndefine('G5_MYSQL_PASSWORD', getenv('G5_DB_PASS'));\ndefine('G5_MYSQL_DB', '<<org>>');\n",
        "Gnuboard DB password read with getenv()",
        "",
    ),
    (
        KR,
        "KakaoTalk_<<date>>_<<n>>.txt",
        "<<ln2>><<fn2>> 님과 카카오톡 대화\n저장한 날짜 : <<date>> <<time>>:31\n\n[<<ln>><<fn>>] [오후 3:10] 홈페이지 관리자 비번 알려주세요\n[<<ln2>><<fn2>>] [오후 3:11] 비번은 카톡에 남기면 안 돼서 전화로 알려드릴게요\n",
        "Korean chat that promises the password by phone",
        "",
    ),
    (
        KR,
        "src/main/resources/application-prod.yml",
        "toss:\n  payments:\n    client-key: ${TOSS_CLIENT_KEY}\n    secret-key: ${TOSS_SECRET_KEY}\n    success-url: https://<<dom>>/dues/success\n",
        "Spring placeholders resolved from the environment",
        None,
    ),
    # g - Mexico neighbourhood association
    (
        MX,
        "caseta/camaras_<<place>>.m3u",
        "#EXTM3U\n#EXTINF:-1,Entrada principal\nrtsp://<<ip>>:554/Streaming/Channels/101\n#EXTINF:-1,Estacionamiento\nrtsp://<<ip>>:554/Streaming/Channels/201\n",
        "RTSP URLs without userinfo; VLC asks for credentials",
        "",
    ),
    (
        MX,
        "apps-script/Avisos.gs",
        "const props = PropertiesService.getScriptProperties();\nconst TWILIO_SID = props.getProperty('TWILIO_SID');\nconst TWILIO_TOKEN = props.getProperty('TWILIO_TOKEN');\n",
        "Twilio token read from Script Properties",
        "",
    ),
    (
        MX,
        "Accesos_junta_<<place>>.html",
        "<html><body><table><tr><th>Servicio</th><th>Usuario</th><th>Contraseña</th></tr>\n<tr><td>Cámaras caseta</td><td>admin</td><td>••••••••</td></tr>\n<tr><td>Correo junta</td><td>junta@<<dom>></td><td>••••••••••</td></tr>\n</table></body></html>\n",
        "password column masked with bullets",
        "",
    ),
    # h - Nepal youth movement
    (
        NP,
        "obs-studio/basic/profiles/<<town>>_Rally/service.json",
        '{"settings": {"bwtest": false, "key": "", "server": "rtmp://a.rtmp.youtube.com/live2", "service": "YouTube - RTMPS"}, "type": "rtmp_common"}\n',
        "OBS service with an empty stream key",
        None,
    ),
    (
        NP,
        "chanda/settings.py",
        '"""Chanda production settings."""\n\nimport os\n\nKHALTI_SECRET_KEY = os.environ["KHALTI_SECRET_KEY"]\nKHALTI_RETURN_URL = "https://chanda.<<dom>>/khalti/verify/"\n',
        "Khalti key read from os.environ",
        None,
    ),
    (
        NP,
        "swayamsewak/suchi_<<place>>.csv",
        "क्र.सं.,नाम,फोन,जिल्ला,इमेल,पासवर्ड\n1,<<fn>> <<ln>>,<<phone>>,<<town>>,<<fa>>@<<dom>>,(SMS बाट पठाइएको)\n2,<<fn2>> <<ln2>>,<<phone2>>,<<town>>,<<fa2>>@<<dom>>,(SMS बाट पठाइएको)\n",
        "password column says 'sent by SMS'; no values",
        "",
    ),
    # i - Nigeria voter registration drive
    (
        NG,
        "home/<<fa>>/.pyodk_config.toml",
        '[central]\nbase_url = "https://central.<<dom>>"\nusername = "<<email>>"\npassword = ""\ndefault_project_id = <<n>>\n',
        "pyODK config with an empty password (prompted at run time)",
        None,
    ),
    (
        NG,
        "static/js/donate.js",
        f'// Paystack inline (browser) - public key only\nconst handler = PaystackPop.setup({{ key: "{_PAYSTACK_PK}", email: form.email.value, amount: form.amount.value * 100 }});\nhandler.openIframe();\n',
        "Paystack public key (pk_live_), meant for the browser",
        "",
    ),
    (
        NG,
        "chats/coordinators_<<n>>_<<date>>.txt",
        "<<dmy>>, <<time>> - <<fn>> <<ln>>: Abeg who get the tablet password?\n<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: I go DM you am, no be for this group\n",
        "Pidgin chat promising the password in a DM",
        "",
    ),
    # j - Germany tenants' union
    (
        DE,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<FileZilla3 version="3.67.0" platform="windows">\n\t<Servers>\n\t\t<Server>\n\t\t\t<Host>ftp.<<dom>></Host>\n\t\t\t<Port>21</Port>\n\t\t\t<Protocol>0</Protocol>\n\t\t\t<User><<org>>_web</User>\n\t\t\t<Logontype>2</Logontype>\n\t\t\t<Name>Webseite <<town>></Name>\n\t\t</Server>\n\t</Servers>\n</FileZilla3>\n',
        "FileZilla logon type 2 (ask for password): no Pass element",
        None,
    ),
    (
        DE,
        "server/<<place>>/crontab.txt",
        "MAILTO=<<email>>\n15 3 * * * mysqldump --defaults-extra-file=/root/.my-backup.cnf wp_<<place>> | gzip > /backup/wp.sql.gz\n",
        "mysqldump reads its credentials from a defaults file",
        "",
    ),
    (
        DE,
        "data/pages/intern/zugangsdaten.txt",
        "====== Zugangsdaten ======\n\n^ Dienst ^ Benutzer ^ Passwort ^\n| Instagram | mieterkiez_<<place>> | siehe KeePass-Datei im Büro |\n| Webseite | redaktion | siehe KeePass-Datei im Büro |\n",
        "German wiki page pointing to KeePass; no values",
        "",
    ),
    # k - Egypt consumer-rights group
    (
        EG,
        "etc/asterisk/pjsip_trunk.conf",
        "[isp-trunk]\ntype=endpoint\ncontext=from-trunk\nallow=ulaw,alaw\naors=isp-trunk\n\n[isp-trunk]\ntype=identify\nendpoint=isp-trunk\nmatch=<<pip>>\n",
        "SIP trunk identified by IP address, no auth section",
        "",
    ),
    (
        EG,
        "membership/.env",
        "PAYMOB_API_KEY=\nPAYMOB_INTEGRATION_ID=\nPAYMOB_HMAC=\nSITE_URL=https://<<dom>>\n",
        "empty Paymob values in a template .env",
        "",
    ),
    (
        EG,
        "whatsapp/idara_<<place>>_<<n>>.txt",
        "<<dmy>> <<time>> - <<fn>> <<ln>>: حد معاه باسورد صفحة الفيسبوك؟\n<<dmy>> <<time2>> - <<fn2>> <<ln2>>: هبعتهولك في رسالة خاصة مش هنا\n",
        "Arabic chat promising the password in a private message",
        "",
    ),
    # l - Taiwan civic tech
    (
        TW,
        "k8s/<<place>>/db-externalsecret.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: vote-dashboard-db\n  namespace: <<place>>\nspec:\n  refreshInterval: 1h\n  secretStoreRef:\n    name: vault-backend\n    kind: ClusterSecretStore\n  target:\n    name: vote-dashboard-db\n  data:\n    - secretKey: POSTGRES_PASSWORD\n      remoteRef:\n        key: <<org>>/db\n        property: password\n",
        "ExternalSecret pointing at a Vault path",
        None,
    ),
    (
        TW,
        "infra/<<place>>/compose.yaml",
        "services:\n  db:\n    image: postgis/postgis:16-3.4\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./db_password.txt\n",
        "password from a Docker secret file",
        None,
    ),
    (
        TW,
        "home/<<fa>>/.ssh/id_ed25519.pub",
        f"ssh-ed25519 {_ED25519_PUB} <<fa>>@<<org>>\n",
        "SSH public key",
        "",
    ),
    # m - Philippines fundraising call centre
    (
        PH,
        "agents/station<<n>>/MicroSIP.ini",
        "[Account1]\nlabel=Station <<n>>\nserver=<<ip>>\ndomain=<<ip>>\nusername=80<<n>><<d>>\npassword=\nauthID=80<<n>><<d>>\ntransport=udp\n",
        "MicroSIP account with an empty password (agent types it at login)",
        None,
    ),
    (
        PH,
        "handover/<<date>>_night_shift.txt",
        "ENDORSEMENT - NIGHT SHIFT <<dmy>>\n- VICIdial admin password pinalitan ni IT, itanong na lang kay <<fn2>>, huwag i-post dito\n- 14 pledges today\n",
        "Taglish handover that mentions a new password without giving it",
        "",
    ),
    (
        PH,
        "sms/salamat_sms.php",
        "<?php\n$apikey = getenv('SEMAPHORE_API_KEY');\n$donors = json_decode(file_get_contents(__DIR__ . '/donors_today.json'), true);\n",
        "Semaphore key read with getenv()",
        "",
    ),
    # n - Bangladesh student union
    (
        BD,
        "etc/hostapd/hostapd.conf",
        "interface=wlan0\ndriver=nl80211\nssid=Sangsad_<<town>>_Guest\nhw_mode=g\nchannel=<<n>>\nauth_algs=1\nwpa=0\ncountry_code=BD\n",
        "open guest network: no passphrase",
        "",
    ),
    (BD, "results/SHA256SUMS", _SHA_LINES + "\n", "SHA-256 checksums of the results files", ""),
    (
        BD,
        "nirbachon/settings.py",
        '"""Online voting settings."""\n\nimport os\n\nDATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "evote",\n        "USER": "evote",\n        "PASSWORD": os.environ["EVOTE_DB_PASSWORD"],\n        "HOST": "db.<<dom>>",\n    }\n}\n',
        "DB password read from os.environ",
        None,
    ),
    # o - Turkey women's rights collective
    (
        TR,
        "blog/<<place>>/config.production.json",
        '{"url": "https://<<dom>>", "database": {"client": "sqlite3", "connection": {"filename": "/var/www/ghost/content/data/ghost.db"}}, "mail": {"transport": "Direct"}}\n',
        "Ghost on SQLite: no database password",
        None,
    ),
    (
        TR,
        "yedek/whatsapp_<<place>>_<<date>>.txt",
        "<<dmy>> <<time>> - <<fn>> <<ln>>: Instagram şifresi neydi?\n<<dmy>> <<time2>> - <<fn2>> <<ln2>>: Yarın toplantıda yüz yüze söylerim, buraya yazmayalım\n",
        "Turkish chat that will tell the password face to face",
        "",
    ),
    (
        TR,
        "scripts/sms_duyuru.sh",
        '#!/usr/bin/env bash\nset -euo pipefail\nUSERCODE="${NETGSM_USERCODE:?}"\nPASSWORD="${NETGSM_PASSWORD:?}"\ncurl -s "https://api.netgsm.com.tr/sms/send/get?usercode=${USERCODE}&password=${PASSWORD}&gsmno=$1&message=$2"\n',
        "Netgsm credentials from the environment",
        "",
    ),
    # p - Tongan diaspora association
    (
        TO,
        "site/<<place>>/Web.config",
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <appSettings>\n    <!-- PxPayKey is set in Azure App Service configuration -->\n    <add key="PxPayUserId" value="<<org>>_Fundraise" />\n    <add key="PxPayKey" value="" />\n  </appSettings>\n</configuration>\n',
        "empty PxPayKey, set in the hosting configuration",
        None,
    ),
    (
        TO,
        "site/js/foaki.js",
        f'// Stripe.js on the donate page (publishable key)\nconst stripe = Stripe("{_PK_LIVE}");\ndocument.getElementById("foaki").addEventListener("click", () => fetch("/.netlify/functions/donate", {{ method: "POST" }}));\n',
        "Stripe publishable key (pk_live_), meant for the browser",
        "",
    ),
    (
        TO,
        "minutes/<<date>>_komiti.md",
        "# Miniti ʻo e Fakataha Kōmiti\n\n3. Hall Wi-Fi: password ʻoku ʻi he noticeboard ʻi loto hall, ʻoua ʻe tohi ʻi heni\n",
        "Tongan minutes saying the Wi-Fi password is on the noticeboard; no value",
        "",
    ),
)

for _fam, _path, _template, _why, _syntax in DECOYS:
    regd(_fam, _path, _template, _why, _syntax)
