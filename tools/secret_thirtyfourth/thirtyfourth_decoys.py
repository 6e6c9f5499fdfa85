# ruff: noqa: E501
"""Decoys: realistic files from the same sixteen domains that mention credentials without
holding one. Each row is (path, template, why, syntax) and becomes one ``@decoy`` function."""

from __future__ import annotations

from thirtyfourth_spec import regd

DECOYS: tuple[tuple[str, str, str, str | None], ...] = (
    (
        "stations/<<org>>-st<<n>>/datalogger.ini",
        "[upload]\nprotocol = sftp\nhost = archive.<<dom>>\nuser = st<<n>>_push\nidentity_file = /etc/logger/keys/id_ed25519\npassword =\n",
        "SFTP with a key file; the password key is empty",
        "ini",
    ),
    (
        "notebooks/<<user>>/fetch_open.py",
        'import os\n\nfrom obspy.clients.fdsn import Client\n\nclient = Client("https://fdsn.<<dom>>", user=os.environ["FDSN_USER"], password=os.environ["FDSN_PASSWORD"])\n',
        "credentials read from environment variables",
        None,
    ),
    (
        "deploy/shakemap/secret-<<n>>.yaml",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: shakemap-db\ntype: Opaque\nstringData:\n  password: ${SHAKEMAP_DB_PASSWORD}\n",
        "an envsubst placeholder, filled at deploy time",
        None,
    ),
    (
        "config/eew_notifier.yml",
        'notifier:\n  telegram:\n    bot_token: "{{ vault_telegram_bot_token }}"\n    chat_id: -100<<n4>><<n3>>\n',
        "Jinja/Ansible reference to a vaulted variable",
        None,
    ),
    (
        "firmware/cave_monitor/secrets.h.example",
        '#pragma once\n#define WIFI_SSID "your-ssid"\n#define WIFI_PASS "your-wifi-password"\n',
        "template header with placeholder values",
        "",
    ),
    (
        "mail/inbox/<<n3>>_reinitialisation.eml",
        "From: portail@<<dom>>\nTo: boutique@<<dom>>\nSubject: Réinitialisation du mot de passe\n\nBonjour,\n\nVous avez demandé la réinitialisation de votre mot de passe. Cliquez sur le lien ci-dessous (valable 30 minutes).\nSi vous n'êtes pas à l'origine de cette demande, ignorez ce message.\n",
        "French password-reset notice with no password in it",
        "",
    ),
    (
        "shop/app/config/parameters.php.dist",
        "<?php return array (\n  'parameters' => array (\n    'database_host' => '127.0.0.1',\n    'database_user' => 'root',\n    'database_password' => '',\n  ),\n);\n",
        "distributed template with an empty password",
        "",
    ),
    (
        "chats/kakao_<<org>>_<<n3>>.txt",
        "<<year>>년 <<mon>>월 <<day>>일\n지민 : 태블릿 비번 바꿨어요?\n사장님 : 응 바꿨어, 내일 가게에서 직접 알려줄게\n지민 : 넵!\n",
        "Korean chat about a changed password, which is not given",
        "",
    ),
    (
        "booth-tablet/.env.example",
        "NODE_ENV=production\nSPOTIFY_CLIENT_ID=\nSPOTIFY_CLIENT_SECRET=\nQUEUE_REDIS_URL=redis://localhost:6379/2\n",
        "example env file with empty values",
        "",
    ),
    (
        "etc/mysql/conf.d/songdb.cnf",
        "[client]\nhost = localhost\nuser = songlib\nsocket = /run/mysqld/mysqld.sock\n# auth via unix_socket plugin, no password\n",
        "socket authentication, no password",
        "ini",
    ),
    (
        "homeassistant/configuration.yaml",
        "mqtt:\n  broker: <<ip>>\n  username: growroom\n  password: !secret mqtt_password\n",
        "Home Assistant !secret reference to another file",
        "",
    ),
    (
        "telegraf/telegraf.conf.toml",
        '[[outputs.influxdb_v2]]\n  urls = ["http://<<ip>>:8086"]\n  token = "${INFLUX_TOKEN}"\n  organization = "<<org>>"\n  bucket = "grow_racks"\n',
        "Telegraf environment-variable substitution",
        None,
    ),
    (
        "sheets/harvest_week<<n>>.tsv",
        "crop\track\tsown\tharvest\tkg\nbasil\t<<n>>\t<<day>>/<<mon>>\t-\t<<n3>>\nlettuce\t3\t02/05\t30/05\t41\n",
        "harvest sheet with no logins at all",
        "",
    ),
    (
        "scripts/Submit-ShowPermit.ps1",
        '$Cred = Get-Credential -UserName "<<user>>@<<dom>>" -Message "Permit portal"\nInvoke-RestMethod -Uri "https://permits.<<dom>>/api/upload" -Credential $Cred -Method Post\n',
        "credential prompted at run time",
        "",
    ),
    (
        "infra/terraform.tfvars",
        'region = "ams3"\nshow_name = "skyshow-<<year>>"\n# do_token comes from TF_VAR_do_token in the CI environment\n',
        "tfvars without the token; comment points at an environment variable",
        "",
    ),
    (
        "timecode/docker-compose.yml",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: showctl\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets: [pg_password]\nsecrets:\n  pg_password:\n    file: ./secrets/pg_password.txt\n",
        "Docker secret file reference",
        None,
    ),
    (
        "docs/safety/password_policy_<<n>>.md",
        "# Account policy for the show office\n\n* Passwords for the permit portal must be at least 14 characters and changed when staff leave.\n* Never send a password by WhatsApp; use the shared vault.\n* The firing system arm key is physical and stays with the shooter in charge.\n",
        "prose about password policy, no password",
        "",
    ),
    (
        "strava_sync/settings.py",
        'import os\n\nSTRAVA_CLIENT_ID = os.environ["STRAVA_CLIENT_ID"]\nSTRAVA_CLIENT_SECRET = os.environ["STRAVA_CLIENT_SECRET"]\n',
        "read from the environment with no default",
        None,
    ),
    (
        "public_html/wp-config.php",
        "<?php\ndefine( 'DB_NAME', getenv('WP_DB_NAME') );\ndefine( 'DB_USER', getenv('WP_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\n",
        "WordPress config reading getenv()",
        "",
    ),
    (
        ".github/workflows/deploy-lanes.yml",
        "name: deploy\non: push\njobs:\n  ftp:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: SamKirkland/FTP-Deploy-Action@v4.3.5\n        with:\n          server: ftp.<<dom>>\n          username: ${{ secrets.FTP_USERNAME }}\n          password: ${{ secrets.FTP_PASSWORD }}\n",
        "GitHub Actions secrets context",
        None,
    ),
    (
        "mail/kassenwart_<<n3>>.eml",
        "Von: <<email>>\nBetreff: Passwort Vereinsverwaltung\n\nHallo, das Passwort gebe ich dir beim Training am Donnerstag persönlich, nicht per Mail.\nGruß <<first_cap>>\n",
        "German e-mail deferring the password to an in-person handover",
        "",
    ),
    (
        "lib/firebase_options.dart",
        "class DefaultFirebaseOptions {\n  static const projectId = 'trial-scoring-<<n3>>';\n  static const messagingSenderId = '<<n4>><<n4>>';\n}\n",
        "Firebase project id and sender id are public identifiers",
        "",
    ),
    (
        "judge-tablet/sync.ini",
        "[sync]\nserver = https://results.<<dom>>/api\ndevice_token =\n; token is issued when the tablet is paired on the day\n",
        "empty token, issued at pairing",
        "ini",
    ),
    (
        "web/.env.local",
        "NEXT_PUBLIC_SITE_URL=https://order.<<dom>>\nNEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_<<hex40>>\n",
        "Stripe publishable key, public by design",
        "",
    ),
    (
        "etc/systemd/system/menuboard.service",
        "[Service]\nUser=pi\nEnvironmentFile=/etc/menuboard/env\nLoadCredential=api_token:/etc/menuboard/api_token\nExecStart=/usr/bin/chromium-browser --kiosk http://localhost:8080\n",
        "systemd unit loading the token from files",
        "",
    ),
    (
        "chats/telegram_<<n3>>.txt",
        "<<first_cap>>, [<<day>>.<<mon>>.<<year>> <<hh>>:<<mm>>]\nكلمة السر تغيرت، اسأل أحمد بالهاتف\n",
        "Arabic chat saying the password changed, without it",
        "",
    ),
    (
        "roster/alembic.ini",
        "[alembic]\nscript_location = migrations\nsqlalchemy.url = postgresql+psycopg2://roster@/roster?host=/var/run/postgresql\n",
        "peer authentication over a Unix socket, no password",
        "ini",
    ),
    (
        "merch/sync_inventory.py",
        'import os\n\nHEADERS = {"X-Shopify-Access-Token": os.getenv("SHOPIFY_TOKEN", "")}\n',
        "token from the environment, empty default",
        None,
    ),
    (
        "minutes/board_<<year>>_<<mon>>.md",
        "# Board meeting\n\n3. **Accounts**: agreed to move all league logins into a password manager. Treasurer to invite the board; nobody to post passwords in the group chat.\n",
        "minutes discussing passwords without any",
        "",
    ),
    (
        "credentials/sheets-sa.json",
        '{\n  "type": "external_account",\n  "audience": "//iam.googleapis.com/projects/<<n4>>/locations/global/workloadIdentityPools/gh/providers/gh",\n  "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",\n  "token_url": "https://sts.googleapis.com/v1/token"\n}\n',
        "workload identity federation config, holds no key",
        None,
    ),
    (
        "deploy/id_ed25519_<<org>>.pub",
        "<<pem_pub>> deploy@<<dom>>\n",
        "an SSH public key",
        "",
    ),
    (
        "ocr/sticky_<<n3>>.txt",
        "ルーター\nパスワードは先生に聞いてください\n",
        "Japanese sticky note telling people to ask for the password",
        "",
    ),
    (
        "webfonts/.npmrc",
        "registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n",
        "npmrc with an environment-variable token",
        "",
    ),
    (
        "home/<<user>>/.pypirc",
        "[distutils]\nindex-servers =\n    pypi\n\n[pypi]\nusername = __token__\n",
        "pypirc with no password; keyring supplies it",
        "ini",
    ),
    (
        "fonts/checksums_<<n>>.txt",
        "<<sha>>  Family-VF.ttf\n<<hex40>>  Family-Italic-VF.ttf (sha1)\n",
        "file checksums (SHA-256, SHA-1), not secrets",
        "",
    ),
    (
        "firmware/platformio.ini",
        "[env:esp32_ota]\nplatform = espressif32\nboard = esp32dev\nupload_protocol = espota\nupload_port = <<ip>>\nupload_flags =\n    --auth=${sysenv.OTA_PASSWORD}\n",
        "PlatformIO system-environment substitution",
        "ini",
    ),
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<FileZilla3>\n  <Servers>\n    <Server>\n      <Host>sftp.<<dom>></Host>\n      <User>distri<<n3>></User>\n      <Logontype>5</Logontype>\n      <Keyfile>C:\\Users\\<<user>>\\.ssh\\id_ed25519</Keyfile>\n    </Server>\n  </Servers>\n</FileZilla3>\n',
        "FileZilla entry using a key file, no stored password",
        None,
    ),
    (
        "tickets/support_<<n4>>.txt",
        "Ticket #<<n4>>  Status: geschlossen\nBetreff: Passwort vergessen\nKunde hat über den Link 'Passwort vergessen' ein neues Kennwort gesetzt. Kein Handlungsbedarf.\n",
        "German support ticket about a reset, no password",
        "",
    ),
    (
        "public_html/configuration.php",
        "<?php\nclass JConfig {\n\tpublic $user = 'parish_<<n3>>';\n\tpublic $password = '';\n\tpublic $db = 'parish_joomla';\n}\n",
        "Joomla config with an empty password",
        "",
    ),
    (
        "clerk/<<org>>/standing_orders_<<n>>.md",
        "## IT and data protection\n\nThe Clerk holds the passwords for council accounts in an encrypted vault. Councillors must use strong, unique passwords and report any suspected disclosure to the Clerk within 24 hours.\n",
        "council standing orders prose about passwords",
        "",
    ),
    (
        "scripts/Sync-CouncillorMailboxes.ps1",
        '$TenantId = "<<uuid>>"\n$ClientId = "<<uuid>>"\nConnect-MgGraph -TenantId $TenantId -ClientId $ClientId -CertificateThumbprint "<<hex40>>"\n',
        "certificate thumbprint authentication; tenant and client ids are not secret",
        "",
    ),
    (
        "lims/lims.env",
        "LIMS_BASE_URL=https://lims.<<dom>>\nLIMS_DB_HOST=<<ip>>\nLIMS_DB_USER=lims\nLIMS_DB_PASSWORD=\n",
        "env file with an empty password",
        "",
    ),
    (
        "submissions/settings/production.py",
        'import os\n\nEMAIL_HOST = "smtp.<<dom>>"\nEMAIL_HOST_USER = "submissions@<<dom>>"\nEMAIL_HOST_PASSWORD = os.environ.get("EMAIL_HOST_PASSWORD")\n',
        "Django setting from the environment",
        None,
    ),
    (
        "chats/whatsapp_maabada_<<n3>>.txt",
        "[<<day>>.<<mon>>.<<year>>, <<hh>>:<<mm>>] נועה: הסיסמה לכונן השתנתה\n[<<day>>.<<mon>>.<<year>>, <<hh>>:<<mm>>] איתי: אשלח לך בפרטי\n",
        "Hebrew chat mentioning a password without it",
        "",
    ),
    (
        "redis/redis.conf",
        "bind 127.0.0.1\nport 6379\nprotected-mode yes\n# requirepass foobared\naclfile /etc/redis/users.acl\n",
        "Redis config with the stock commented-out requirepass and an ACL file",
        "",
    ),
    (
        "charts/scoring/values.yaml",
        "postgresql:\n  enabled: true\n  auth:\n    username: scoring\n    existingSecret: scoring-db\n    secretKeys:\n      userPasswordKey: password\n",
        "Helm values pointing at an existing Kubernetes secret",
        None,
    ),
    (
        "ansible/group_vars/stats.yml",
        '---\nstats_db_user: stats\nstats_db_password: "{{ vault_stats_db_password }}"\n',
        "Ansible reference to a vaulted variable",
        None,
    ),
    (
        "home/<<user>>/.aws/config",
        "[profile match-video]\nsso_start_url = https://<<org>>.awsapps.com/start\nsso_region = ap-south-1\nsso_account_id = <<n4>><<n4>><<n4>>\nsso_role_name = VideoUpload\n",
        "AWS SSO profile, no static keys",
        "ini",
    ),
)

for _path, _tmpl, _why, _syntax in DECOYS:
    regd(_path, _tmpl, _why, _syntax)
