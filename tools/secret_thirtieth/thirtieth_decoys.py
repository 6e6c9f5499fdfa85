"""Decoys for the thirtieth corpus: files in the same domains that hold no live credential but
look close to one. A table of (path, template, why, syntax) turned into ``@decoy`` functions."""

# ruff: noqa: E501
from thirtieth_spec import regd

DECOYS = (
    # clockmaker
    (
        "turret/<<org>>/controller.ini",
        "[web]\nlisten = <<ip>>:80\nadmin_user = tower\nadmin_pass =\n; set on first boot from the front panel\n",
        "empty admin password field",
        "ini",
    ),
    (
        "scripts/parts_stock_<<org>>.py",
        'import os\nimport requests\n\ns = requests.Session()\ns.post("https://trade.<<dom>>/account/login", data={"email": os.environ["PARTS_USER"], "password": os.environ["PARTS_PASS"]})\n',
        "credentials read from environment variables",
        "py",
    ),
    (
        "helpdesk/<<org>>/ticket-<<n4>>.txt",
        "Ticket #<<n4>> [Workshop IT] solved\nReset the parts database password for <<firstc>>. New one sent by SMS, not written here.\nPlease change it on first login.\n",
        "ticket mentions a reset without the value",
        "",
    ),
    # bowls
    (
        "green/<<org>>/irrigation.yml",
        "opensprinkler:\n  host: <<ip>>\n  password: !secret opensprinkler_password\n  scan_interval: 60\n",
        "Home Assistant !secret reference",
        "",
    ),
    (
        "chats/WhatsApp Chat with <<orgc>> Committee <<n>>.txt",
        "[12/05/2026, 19:02:44] Margaret (Captain): laptop password is on the card in the key safe, code is the usual\n[12/05/2026, 19:03:10] <<firstc>>: ta\n",
        "chat says where the password is, not what",
        "",
    ),
    (
        "members/<<org>>/inc/db.php",
        "<?php\n$pdo = new PDO(getenv('DB_DSN'), getenv('DB_USER'), getenv('DB_PASS'));\n",
        "PDO credentials from getenv",
        "",
    ),
    # soap
    (
        "batchlog/<<org>>/docker-compose.yml",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: soap\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets: [db_password]\nsecrets:\n  db_password:\n    file: ./db_password.txt\n",
        "Docker secret file reference",
        "yaml",
    ),
    (
        "market-pos/.env.example",
        "SQUARE_ENVIRONMENT=production\nSQUARE_ACCESS_TOKEN=\nSQUARE_LOCATION_ID=\n",
        "empty template .env",
        "",
    ),
    (
        "notes/<<org>>/suppliers.md",
        "# Suppliers\n\n## Oils & butters\n- account: <<email>>\n- pw: in Bitwarden (Shared/Suppliers)\n",
        "points to a password manager",
        "",
    ),
    # cartography
    (
        "projects/<<org>>/sheet_<<n>>.qgs",
        '<qgis version="3.34.4"><projectlayers><maplayer><datasource>dbname=\'gis\' host=<<host>> port=5432 authcfg=a7f3k2q sslmode=require table="public"."rights_of_way" (geom)</datasource></maplayer></projectlayers></qgis>\n',
        "QGIS authcfg id instead of a password",
        "xml",
    ),
    (
        "site/<<org>>/map.js",
        "mapboxgl.accessToken = 'pk.eyJ1Ijoi<<id>>IiwiYSI6ImNsd<<id>>In0.<<id>>xQ';\nconst map = new mapboxgl.Map({ container: 'map', style: 'mapbox://styles/<<org>>/base' });\n",
        "public Mapbox pk. token meant for browsers",
        "",
    ),
    (
        "mapproxy/<<org>>/mapproxy.yaml",
        "sources:\n  aerial_wms:\n    type: wms\n    req:\n      url: https://wms.<<dom>>/service?\n      layers: ortho_2025\n    http:\n      client_certificate: /etc/mapproxy/client.pem\n",
        "certificate authentication, no userinfo",
        "yaml",
    ),
    # gymnastics
    (
        "portal/<<org>>/settings/production.py",
        'import os\n\nDATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "gymportal", "USER": "gymportal", "PASSWORD": os.environ.get("DB_PASSWORD", ""), "HOST": "<<host>>"}}\n',
        "password from environment with empty default",
        "py",
    ),
    (
        "booking/<<org>>/server/payments.js",
        "const stripe = require('stripe')(process.env.STRIPE_SECRET_KEY);\nconst publishable = 'pk_live_51<<id>><<id>>';\n",
        "only a publishable Stripe key; secret from env",
        "",
    ),
    (
        "scoring/<<org>>/settings.json",
        '{\n  "sync": {"endpoint": "https://results.<<dom>>/api/scores", "apiKey": "<your-sync-key>", "intervalSeconds": 15}\n}\n',
        "template placeholder",
        "json",
    ),
    # bobsleigh
    (
        "k8s/<<org>>/video-analysis-secret.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: video-analysis-db\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: <<org>>/video/db\n",
        "ExternalSecret reference, value lives in Vault",
        "yaml",
    ),
    (
        "home/<<user>>/.netrc",
        "machine travel.<<dom>>\n  login <<email>>\n",
        ".netrc entry without a password",
        "",
    ),
    (
        "scripts/<<org>>/Book-IceSlots.ps1",
        '$cred = Get-Credential -UserName "<<org>>\\<<user>>" -Message "Ice track booking"\nInvoke-RestMethod -Uri https://track.<<dom>>/api/slots -Credential $cred\n',
        "interactive Get-Credential prompt",
        "",
    ),
    # hostel
    (
        "print/<<org>>/reception_sign_<<n>>.txt",
        "WELCOME TO <<orgc>>!\nWi-Fi: <<orgc>>-Guests (open network, accept the terms page)\nLockers: bring a padlock\n",
        "open guest Wi-Fi, no password",
        "",
    ),
    (
        "cctv/<<org>>/cameras.m3u",
        "#EXTM3U\n#EXTINF:-1,Entrance\nrtsp://<<ip>>:554/Streaming/Channels/101\n",
        "RTSP URL without userinfo",
        "",
    ),
    (
        "sync/<<org>>/hostelworld_sync.py",
        'import keyring\n\nAPI_KEY = keyring.get_password("hostelworld", "<<org>>")\n',
        "key kept in the OS keychain via keyring",
        "py",
    ),
    # organist
    (
        "obs-studio/<<org>>/basic/profiles/Sunday/service.json",
        '{\n  "settings": {"key": "", "server": "rtmp://a.rtmp.youtube.com/live2", "service": "YouTube - RTMPS", "use_auth": false},\n  "type": "rtmp_common"\n}\n',
        "empty stream key (uses OAuth account connection)",
        "json",
    ),
    (
        "backup/<<org>>/musiclib_<<date>>.sql",
        "INSERT INTO `users` VALUES (1,'organist','$2y$10$<<id>><<id>><<id>><<id>>abcdefghi');\n",
        "bcrypt hash, not the password",
        "",
    ),
    (
        "mail/<<org>>/kuoro_<<n>>.eml",
        "From: <<firstc>> <<lastc>> <<<email>>>\nSubject: Re: striimauskone\n\nHei, salasana on vaihdettu. Kysy uusi minulta puhelimessa.\n\nt. <<firstc>>\n",
        "Finnish e-mail says the password changed, gives none",
        "",
    ),
    # bowyer
    (
        "public_html/<<org>>/wp-config-sample.php",
        "<?php\ndefine( 'DB_NAME', 'database_name_here' );\ndefine( 'DB_USER', 'username_here' );\ndefine( 'DB_PASSWORD', 'password_here' );\n",
        "WordPress sample config placeholders",
        "",
    ),
    (
        "home/<<user>>/.aws/config",
        "[profile <<org>>]\nsso_start_url = https://<<org>>.awsapps.com/start\nsso_region = eu-west-2\nsso_account_id = <<n4>><<n4>><<n4>>\nsso_role_name = PhotoUploader\n",
        "AWS SSO profile, no static keys",
        "",
    ),
    (
        "home/<<user>>/.ssh/authorized_keys",
        "<<pub>> <<first>>@<<org>>-workshop\n",
        "public key only",
        "",
    ),
    # wheelwright
    (
        "quotes/<<org>>/src/main/resources/application.properties",
        "spring.datasource.url=jdbc:mariadb://<<host>>:3306/quotes\nspring.datasource.username=quotes\nspring.datasource.password=${QUOTES_DB_PASSWORD}\n",
        "Spring placeholder",
        "",
    ),
    (
        "forge/<<org>>/secrets.py",
        'secrets = {\n    "ssid": "<<orgc>>-Forge",\n    "password": "",\n}\n',
        "empty Wi-Fi password in MicroPython secrets",
        "py",
    ),
    (
        "timber-yard/<<org>>/.git/config",
        '[remote "origin"]\n\turl = git@gitlab.com:<<org>>/timber-stock.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[credential]\n\thelper = manager\n',
        "SSH remote and Git Credential Manager",
        "",
    ),
    # butcher
    (
        "shop/<<org>>/.env.example",
        "DB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_DATABASE=orders\nDB_USERNAME=orders\nDB_PASSWORD=\n",
        "empty Laravel .env template",
        "",
    ),
    (
        "coldroom/<<org>>/alerts.yaml",
        "sms:\n  provider: twilio\n  account_sid: AC<<hex8>><<hex8>><<hex8>><<hex8>>\n  auth_token: ${TWILIO_AUTH_TOKEN}\n",
        "account SID (an id) and an env reference",
        "yaml",
    ),
    (
        "traceability/<<org>>/manifest.sha256",
        "<<fake_hex>>  tags_<<date>>.json\n",
        "SHA-256 digest of a data file",
        "",
    ),
    # mortuary
    (
        "CaseManager/<<org>>/Web.config",
        '<?xml version="1.0"?>\n<configuration>\n  <connectionStrings>\n    <add name="Cases" connectionString="Server=<<host>>;Database=CareCases;Integrated Security=SSPI" providerName="System.Data.SqlClient"/>\n  </connectionStrings>\n</configuration>\n',
        "Windows integrated security, no password",
        "xml",
    ),
    (
        "notes/<<org>>/handover_<<n>>.txt",
        "Care room handover <<dmy>>\n\nCase system login: use your own NHS smartcard, the shared account was removed.\n",
        "note about a removed shared login",
        "",
    ),
    (
        "records/<<org>>/.env",
        "DATABASE_URL=postgresql:///records?host=/var/run/postgresql\nRETENTION_YEARS=75\n",
        "peer authentication over a Unix socket",
        "",
    ),
    # hospice
    (
        "fundraising/<<org>>/sf_export.py",
        'from simple_salesforce import Salesforce\n\nsf = Salesforce(instance_url="https://<<org>>.my.salesforce.com", session_id=open("/run/sf_session").read().strip())\n',
        "session read from a file at runtime",
        "py",
    ),
    (
        "lottery/<<org>>/README.md",
        "# Lottery draw\n\nSet `LOTTO_DB_PASSWORD` in the server's environment. Ask the finance lead for it; never commit it.\n",
        "documentation mentions a password variable only",
        "",
    ),
    (
        "shops/<<org>>/tillsync.json",
        '{\n  "central": {"url": "https://shops.<<dom>>/api", "user": "tillsync", "password": null}\n}\n',
        "null password (till asks at start-up)",
        "json",
    ),
    # midwife
    (
        "android/<<org>>/gradle.properties",
        "org.gradle.jvmargs=-Xmx2048m\nandroid.useAndroidX=true\n# keystore passwords come from the CI secrets store\nRELEASE_KEY_ALIAS=notes\n",
        "no keystore passwords in file",
        "",
    ),
    (
        "ldap/<<org>>/midwives.ldif",
        "dn: uid=<<user>>,ou=midwives,dc=<<org>>,dc=org\nobjectClass: inetOrgPerson\nuid: <<user>>\nuserPassword: {SSHA}<<id>><<id>>Qw==\n",
        "salted SHA hash in userPassword",
        "",
    ),
    (
        "scans/<<org>>/oncall_note_<<n>>.txt",
        "ON CALL PHONE\ncharger in top drawer\nphone unlock: ask the coordinator\n",
        "sticky note without a credential",
        "",
    ),
    # osteopath
    (
        "clinic/<<org>>/cliniko_sync.py",
        'import subprocess\n\nCLINIKO_KEY = subprocess.check_output(["security", "find-generic-password", "-s", "cliniko", "-w"], text=True).strip()\n',
        "key read from the macOS keychain",
        "py",
    ),
    (
        "home/<<user>>/.git-credentials.md",
        "Run `git config --global credential.helper osxkeychain`; tokens are stored in the keychain, not in ~/.git-credentials.\n",
        "instructions, no token",
        "",
    ),
    ("deploy/<<org>>/id_rsa.pub", "<<pub>> deploy@<<org>>\n", "SSH public key", ""),
    # acupuncture
    (
        "site/<<org>>/contact.html",
        '<iframe src="https://www.google.com/maps/embed?pb=!1m18!1m12!1m3!1d2483.5!2d-0.12!3d51.5" width="600" height="320"></iframe>\n',
        "Maps embed URL, no API key",
        "",
    ),
    (
        "ansible/<<org>>/group_vars/clinic.yml",
        '---\nclinic_name: "<<orgc>>"\nmysql_root_password: "{{ vault_mysql_root_password }}"\n',
        "Ansible Vault variable reference",
        "yaml",
    ),
    (
        "chats/<<org>>/wechat_<<n>>.txt",
        "<<date>> <<time>> 王医生\n密码已经改了，明天当面告诉你\n<<date>> <<time>> <<firstc>>\n好的\n",
        "Chinese chat: password changed, will tell in person",
        "",
    ),
)

for _path, _template, _why, _syntax in DECOYS:
    regd(_path, _template, _why, _syntax)
