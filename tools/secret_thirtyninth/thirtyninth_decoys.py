# ruff: noqa: E501
"""Decoys of the thirty-ninth corpus: files at the formats' paths (mostly) that hold no
credential. A table of (family, path, template, why, syntax) turned into ``@decoy``
functions by ``regd``."""

from __future__ import annotations

from thirtyninth_formats_a import F as A
from thirtyninth_formats_b import F as B
from thirtyninth_formats_c import F as C
from thirtyninth_formats_d import F as D
from thirtyninth_formats_e import F as E
from thirtyninth_formats_f import F as FF
from thirtyninth_formats_g import F as G
from thirtyninth_formats_h import F as H
from thirtyninth_formats_i import F as I_
from thirtyninth_formats_j import F as J
from thirtyninth_formats_k import F as K
from thirtyninth_formats_l import F as L
from thirtyninth_formats_m import F as M
from thirtyninth_formats_n import F as N
from thirtyninth_formats_o import F as O_
from thirtyninth_formats_p import F as P
from thirtyninth_spec import alnum, b64, hexs, regd

PUB_SSH = "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQC"


def _pub(rng, v):
    v["pub"] = PUB_SSH + alnum(
        rng, 360, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
    )


def _sums(rng, v):
    v["h1"], v["h2"], v["h3"] = hexs(rng, 64), hexs(rng, 64), hexs(rng, 64)
    v["m1"], v["m2"] = hexs(rng, 32), hexs(rng, 32)


def _cert(rng, v):
    body = b64(rng, 720)
    v["certbody"] = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))


def _nodered_enc(rng, v):
    v["blob"] = hexs(rng, 32) + b64(rng, 96)


DECOYS = [
    # a - glassworks
    (
        A,
        "sklarna/<<org>>/scada/historian_<<n>>.ini",
        "; Historian - tavici van c. <<n>>\n[sql]\nserver = <<host>>\ndatabase = historian_van<<n>>\nuser = hist_writer\n; heslo zadava technik dodavatele pri instalaci\npassword =\nencrypt = yes\n",
        "INI with an empty password value (filled in by the installer)",
        None,
        None,
    ),
    (
        A,
        "www/<<org>>/app/config/comgate.php",
        "<?php\nreturn [\n    'merchant' => getenv('COMGATE_MERCHANT'),\n    'secret' => getenv('COMGATE_SECRET'),\n    'test' => false,\n];\n",
        "payment gateway secret read from environment variables",
        "",
        None,
    ),
    (
        A,
        "jablonec-beads/<<org>>/.env",
        "SHOP_DOMAIN=<<org>>-beads.myshopify.com\nSHOPIFY_ADMIN_TOKEN=${SHOPIFY_ADMIN_TOKEN}\nSYNC_EVERY_MIN=15\n",
        ".env referring to a variable injected by the deploy pipeline",
        "",
        None,
    ),
    (
        A,
        "posta/<<user>>/<<date>>_eshop.eml",
        "From: <<first_t>> <<last_t>> <<<email>>>\nTo: <<email2>>\nSubject: Nove heslo do e-shopu\n\nAhoj, heslo do administrace jsem zmenil. Nove ti poslu SMSkou, do mailu ho psat nebudu.\n<<first_t>>\n",
        "Czech e-mail about a password change that withholds the password",
        "",
        None,
    ),
    # b - linen
    (
        B,
        "austuve/<<org>>/loom<<n>>/PatternServer.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<PatternServer version="3.2">\n  <Loom id="JQ-<<n>>" hooks="2688"/>\n  <Transfer protocol="smb" auth="kerberos" realm="<<org>>.LOCAL"/>\n</PatternServer>\n',
        "loom pattern server authenticating by Kerberos, no password",
        None,
        None,
    ),
    (
        B,
        "etc/systemd/system/mercesana-<<n>>.service",
        "[Unit]\nDescription=Linu mirkymo baseino jutikliai -> MQTT\n\n[Service]\nEnvironmentFile=/etc/pond-bridge/secrets.env\nLoadCredential=mqtt_password:/etc/credstore/pond-mqtt\nExecStart=/usr/local/bin/pond-bridge --password-file ${CREDENTIALS_DIRECTORY}/mqtt_password\n\n[Install]\nWantedBy=multi-user.target\n",
        "systemd unit loading the password from an EnvironmentFile / LoadCredential",
        "",
        None,
    ),
    (
        B,
        "buhalterija/<<org>>/tiekeju_portalai.csv",
        "Tiekėjas;Portalas;Vartotojas;Slaptažodis;Pastaba\nLinas Baltic UAB;https://b2b.linasbaltic.lt;<<user>>;žr. Bitwarden;\nPellava Oy;https://orders.pellava.fi;<<first>>.<<last>>;(prašyti Rūtos);\n",
        "supplier list whose password column points to a vault",
        "",
        None,
    ),
    (
        B,
        "pasts/<<user>>/<<date>>_veikals.eml",
        "From: <<first_t>> <<last_t>> <<<email>>>\nTo: <<email2>>\nSubject: veikala API atslēgas\n\nSveiki! Jaunās WooCommerce atslēgas ieliku Bitwarden kolekcijā 'Veikals'. Pa e-pastu nesūtīšu.\n",
        "Latvian e-mail saying the keys are in a password manager",
        "",
        None,
    ),
    # c - pelota
    (
        C,
        "erreserbak/<<org>>/.env.local",
        'APP_ENV=prod\nDATABASE_URL="mysql://app:!ChangeMe!@127.0.0.1:3306/app?serverVersion=8.0"\n',
        "Symfony's stock !ChangeMe! placeholder left in a template",
        "",
        None,
    ),
    (
        C,
        "ranking/<<org>>/docker-compose.yml",
        'services:\n  sailkapena:\n    image: ghcr.io/<<org>>/sailkapena:<<year>>.<<n>>\n    environment:\n      DATABASE_URL: "${DATABASE_URL}"\n',
        "compose file taking the database URL from the host environment",
        None,
        None,
    ),
    (
        C,
        "posta/<<user>>/<<date>>_federazioa.eml",
        "From: <<first_t>> <<last_t>> <<<email>>>\nTo: <<email2>>\nSubject: Pasahitza berritu\n\nKaixo, federazioaren atarian pasahitza berritzeko esteka jasoko duzu. Pasahitza ez dizut posta bidez bidaliko.\n",
        "Basque e-mail about a password reset with no password",
        "",
        None,
    ),
    # d - tahini
    (
        D,
        "node-red/<<org>>/flows_cred.json",
        '{\n    "$": "<<blob>>"\n}\n',
        "Node-RED credentials encrypted with a credentialSecret kept outside the file",
        None,
        _nodered_enc,
    ),
    (
        D,
        "scripts/<<org>>/odoo_orders_sync.py",
        'import os\nimport xmlrpc.client\n\nURL = "https://erp.<<dom>>"\nAPI_KEY = os.environ["ODOO_API_KEY"]\ncommon = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common")\n',
        "Odoo API key read from the environment",
        None,
        None,
    ),
    (
        D,
        "einvoice/<<org>>/jofotara_client.crt",
        "-----BEGIN CERTIFICATE-----\n<<certbody>>\n-----END CERTIFICATE-----\n",
        "a public certificate, not a private key",
        "",
        _cert,
    ),
    (
        D,
        "chat/واتساب - التصدير <<org>>.txt",
        "<<date_sl>> - <<first_t>>: وين كلمة السر للبوابة؟\n<<date_sl>> - <<first2_t>>: رح ابعتلك ياها بمكالمة، مش هون\n",
        "Arabic chat where the password is deliberately not written",
        "",
        None,
    ),
    # e - pistachio
    (
        E,
        "sorter/<<org>>/line<<n>>/sorter.yaml",
        'line: <<n>>\nreporting:\n  db_url: "postgresql://sorter@<<host>>/sorting"\n  db_password: "${SORTER_DB_PASSWORD}"\n',
        "YAML with an environment placeholder",
        None,
        None,
    ),
    (
        E,
        "b2b/<<org>>/b2b/settings/production.py",
        'import os\n\nDATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "PASSWORD": os.environ.get("DB_PASSWORD", ""),\n        "HOST": "<<host>>",\n    }\n}\n',
        "Django settings reading the password from the environment",
        None,
        None,
    ),
    (
        E,
        "crontab/<<org>>.cron",
        "# verify nightly backups\n15 3 * * * cd /backup && echo '<<h1>>  bagh_<<date>>.sql.gz' | sha256sum -c - >> /var/log/backup_verify.log\n",
        "a SHA-256 checksum, not a credential",
        "",
        _sums,
    ),
    (
        E,
        "chat/telegram_export_<<org>>_<<n>>.txt",
        "<<first_t>> <<last_t>>, [<<date_sl>> <<time>>]\nرمز عبور سامانه گمرک را فراموش کردم، لطفاً ریست کنید\n",
        "Persian chat asking for a password reset, no password",
        "",
        None,
    ),
    # f - rumba
    (
        FF,
        "site-concert/<<org>>/.env.example",
        "APP_NAME=Concert\nFLW_PUBLIC_KEY=\nFLW_SECRET_KEY=\nFLW_ENCRYPTION_KEY=\n",
        ".env.example with empty values",
        "",
        None,
    ),
    (
        FF,
        "studio/<<org>>/fstab",
        "//<<ip>>/masters  /mnt/masters  cifs  credentials=/root/.smbcredentials,vers=3.0,uid=1000  0  0\n",
        "fstab pointing at a credentials file",
        "",
        None,
    ),
    (
        FF,
        "fan_app/<<org>>/lib/env.dart",
        "class Env {\n  static const supabaseUrl = String.fromEnvironment('SUPABASE_URL');\n  static const supabaseAnonKey = String.fromEnvironment('SUPABASE_ANON_KEY');\n}\n",
        "Dart compile-time environment lookups",
        "",
        None,
    ),
    # g - bogolan
    (
        G,
        "boutique/<<org>>/lib/etsy_sync.rb",
        'require "etsy"\nEtsy.api_key = ENV.fetch("ETSY_KEYSTRING")\nEtsy.api_secret = ENV.fetch("ETSY_SHARED_SECRET")\n',
        "Ruby reading Etsy keys from the environment",
        "",
        None,
    ),
    (
        G,
        "etc/apache2/sites-available/<<org>>.conf",
        '<VirtualHost *:443>\n    ServerName boutique.<<dom>>\n    <Location /admin>\n        AuthType Basic\n        AuthName "Atelier"\n        AuthUserFile /etc/apache2/.htpasswd\n        Require valid-user\n    </Location>\n</VirtualHost>\n',
        "Basic auth configured with a password file, no credential inline",
        "",
        None,
    ),
    (
        G,
        "deploy/<<org>>/signing-key.pub.asc",
        "-----BEGIN PGP PUBLIC KEY BLOCK-----\n\n<<certbody>>\n=Ab3x\n-----END PGP PUBLIC KEY BLOCK-----\n",
        "a PGP public key block",
        "",
        _cert,
    ),
    (
        G,
        "mail/<<user>>/<<date>>_dhl.eml",
        "From: <<first_t>> <<last_t>> <<<email>>>\nTo: <<email2>>\nSubject: Identifiants DHL\n\nBonjour, les identifiants API DHL sont dans le coffre Bitwarden de la coopérative (dossier Expédition).\n",
        "French e-mail pointing to a vault",
        "",
        None,
    ),
    # h - puerh
    (
        H,
        "backend/<<org>>/src/main/resources/application-prod.yml",
        "wx:\n  miniapp:\n    appid: wx<<hex8>><<hex8>>\n    secret: ${WX_MINIAPP_SECRET}\n",
        "Spring placeholder and a public mini-program appid",
        None,
        None,
    ),
    (
        H,
        "tools/<<org>>/upload_bingcha_photos.py",
        'import oss2\nfrom oss2.credentials import EnvironmentVariableCredentialsProvider\n\nauth = oss2.ProviderAuth(EnvironmentVariableCredentialsProvider())\nbucket = oss2.Bucket(auth, "https://oss-cn-kunming.aliyuncs.com", "<<org>>-images")\n',
        "Alibaba OSS credentials from the environment provider",
        None,
        None,
    ),
    (
        H,
        "warehouse/<<org>>/images.md5",
        "<<m1>>  bingcha_<<year>>_001.jpg\n<<m2>>  bingcha_<<year>>_002.jpg\n",
        "MD5 checksums of photos",
        "",
        _sums,
    ),
    (
        H,
        "chat/微信聊天记录_<<org>>_<<n>>.txt",
        "<<date>> <<time>> <<last_t>><<first_t>>\n天猫后台密码我改了，当面告诉你，群里不发\n",
        "Chinese chat saying the password will be told in person",
        "",
        None,
    ),
    # i - haenyeo
    (
        I_,
        "shop/<<org>>/.env.production",
        "NEXT_PUBLIC_SITE_URL=https://<<dom>>\nNEXT_PUBLIC_TOSS_CLIENT_KEY=live_ck_<<hex8>><<hex8>><<hex8>>\n",
        "a publishable client key, meant for the browser",
        "",
        None,
    ),
    (
        I_,
        "homeassistant/<<org>>/configuration.yaml",
        "camera:\n  - platform: ffmpeg\n    name: bulteok_<<n>>\n    input: !secret bulteok_rtsp_url\n",
        "Home Assistant !secret reference",
        "",
        None,
    ),
    (
        I_,
        "mail/<<user>>/<<date>>_nas.eml",
        "From: <<last_t>><<first_t>> <<<email>>>\nTo: <<email2>>\nSubject: NAS 접속\n\n비밀번호는 보안상 전화로 알려드리겠습니다.\n",
        "Korean e-mail: password will be given by phone",
        "",
        None,
    ),
    # j - ryokan
    (
        J,
        "scripts/<<org>>/chatwork_notice.py",
        'import os\n\nCHATWORK_TOKEN = os.environ["CHATWORK_TOKEN"]\nROOM_ID = "<<n4>><<n4>>"\n',
        "token from the environment",
        None,
        None,
    ),
    (
        J,
        "gas/<<org>>/コード.gs",
        'const LINE_TOKEN = PropertiesService.getScriptProperties().getProperty("LINE_TOKEN");\n',
        "Apps Script reading the token from script properties",
        "",
        None,
    ),
    (
        J,
        "scan/<<org>>/フロント付箋_<<n3>>.txt",
        "館内Wi-Fi（お客様用）\nパスワードはフロントでお尋ねください\n",
        "note telling guests to ask at the desk, no password",
        "",
        None,
    ),
    # k - erabliere
    (
        K,
        "cabane-site/<<org>>/docker-compose.yml",
        "services:\n  db:\n    image: mysql:8.4\n    environment:\n      MYSQL_ROOT_PASSWORD_FILE: /run/secrets/mysql_root\n    secrets:\n      - mysql_root\nsecrets:\n  mysql_root:\n    file: ./secrets/mysql_root.txt\n",
        "Docker secret file reference",
        None,
        None,
    ),
    (
        K,
        "evaporateur/<<org>>/logger.toml",
        '[influx]\nurl = "https://influx.<<dom>>:8086"\nbucket = "evaporateur"\ntoken = ""\n',
        "TOML with an empty token",
        None,
        None,
    ),
    (
        K,
        "chat/messenger_<<org>>_<<n>>.txt",
        "<<first_t>> <<last_t>> <<time>>\nle mot de passe du wifi est collé en dessous du modem dans la cabane\n",
        "Quebec French chat that says where the password is, not what",
        "",
        None,
    ),
    # l - cachaca
    (
        L,
        "loja/<<org>>/.env",
        "APP_URL=https://loja.<<dom>>\nMP_PUBLIC_KEY=APP_USR-<<uuid>>\nMP_ACCESS_TOKEN=\n",
        "public key and an empty access token",
        "",
        None,
    ),
    (
        L,
        ".github/workflows/<<org>>-rotulos.yml",
        "name: rotulos\non: push\npermissions:\n  id-token: write\njobs:\n  sync:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: aws-actions/configure-aws-credentials@v4\n        with:\n          role-to-assume: arn:aws:iam::<<n4>><<n4>><<n4>>:role/rotulos\n          aws-region: sa-east-1\n",
        "OIDC role assumption, no stored key",
        None,
        None,
    ),
    # m - hto
    (
        M,
        "safety/<<org>>/inreach-dashboard.json",
        '{\n  "community": "<<place>>",\n  "ipcInbound": {"tenant": "<<org>>", "username": "hto-dashboard", "password": ""}\n}\n',
        "JSON with an empty password",
        None,
        None,
    ),
    (
        M,
        "hto/<<org>>/tags_<<year>>.tsv",
        "Tag#\tHunter\tCommunity\tIssued\nPB-<<n3>>\t<<first_t>> <<last_t>>\t<<place>>\t<<date>>\n",
        "tag list without any login column",
        "",
        None,
    ),
    # n - lucha
    (
        N,
        ".gitlab-ci.yml",
        'stages: [deploy]\ndeploy_sitio:\n  stage: deploy\n  script:\n    - lftp -u "$FTP_USER,$FTP_PASSWORD" "$FTP_HOST" -e "mirror -R public/ /public_html/; quit"\n',
        "masked CI variables referenced, not defined",
        None,
        None,
    ),
    (
        N,
        "deploy/<<org>>/keys/arena_deploy_rsa.pub",
        "<<pub>> deploy@<<dom>>\n",
        "an SSH public key",
        "",
        _pub,
    ),
    # o - salar
    (
        O_,
        "tours/<<org>>/conf/application.conf",
        'db.default.url = "jdbc:postgresql://<<host>>:5432/reservas"\ndb.default.username = "tours"\ndb.default.password = ${?DB_PASSWORD}\n',
        "HOCON optional environment substitution",
        "",
        None,
    ),
    # p - injera
    (
        P,
        "functions/<<org>>/local.settings.json",
        '{\n  "IsEncrypted": false,\n  "Values": {\n    "FUNCTIONS_WORKER_RUNTIME": "node",\n    "AzureWebJobsStorage": "UseDevelopmentStorage=true"\n  }\n}\n',
        "Azure Functions using the local storage emulator",
        None,
        None,
    ),
    (
        P,
        "chat/telegram_<<org>>_<<n>>.txt",
        "<<first_t>> <<last_t>>, [<<date_sl>> <<time>>]\nየይለፍ ቃሉን በስልክ እነግርሃለሁ\n",
        "Amharic chat: I'll tell you the password by phone",
        "",
        None,
    ),
]

for _fam, _path, _tpl, _why, _syn, _extra in DECOYS:
    regd(_fam, _path, _tpl, _why, _syn, _extra)
