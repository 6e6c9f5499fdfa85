# ruff: noqa: E501
"""Decoys for the thirty-fifth corpus: files that look like the planted ones (mostly at the same
paths) but hold no credential. Each row is (path, template, why, syntax)."""

from __future__ import annotations

from thirtyfifth_spec import regd

DECOYS: list[tuple[str, str, str, str | None]] = [
    (
        "apps/<<org>>-booking/.env.production",
        "APP_ENV=production\nAPP_URL=https://buchen.<<dom>>\nSTRIPE_SECRET_KEY=${STRIPE_SECRET_KEY}\nMAIL_FROM=kurse@<<dom>>\n",
        "the Stripe key is substituted from the deploy environment; the file holds only a variable reference",
        "",
    ),
    (
        "web/kurse/.env.production",
        "APP_URL=https://buchen.<<dom>>\nSTRIPE_PUBLISHABLE_KEY=pk_live_51<<hex12>><<hex12>><<hex8>>\n# secret key lives in the hosting panel, not here\n",
        "only a Stripe publishable key, which is public by design",
        "",
    ),
    (
        "etc/telegraf/telegraf.d/kirchenklima-<<n>>.toml",
        '[[outputs.influxdb_v2]]\n  urls = ["https://influx.<<dom>>"]\n  token = "${INFLUX_TOKEN}"\n  organization = "<<org>>"\n  bucket = "kirchenklima"\n',
        "Telegraf environment-variable substitution, no token in the file",
        None,
    ),
    (
        "deploy/<<org>>/angebote/docker-compose.yml",
        "services:\n  angebote:\n    image: ghcr.io/<<org>>/angebote:<<ver>>\n    environment:\n      DATABASE_URL_FILE: /run/secrets/database_url\n    secrets: [database_url]\nsecrets:\n  database_url:\n    file: ./secrets/database_url.txt\n",
        "the connection string is read from a Docker secret file",
        None,
    ),
    (
        "firmware/setzer/<<org>>/arduino_secrets.h",
        '// fill in before flashing, never commit real values\n#define SECRET_SSID ""\n#define SECRET_PASS ""\n#define MQTT_BROKER "<<ip>>"\n',
        "Arduino secrets header with empty values",
        "",
    ),
    (
        "www/<<org>>/haulout/config.inc.php",
        "<?php\n$pdo = new PDO(\n    'mysql:host=localhost;dbname=haulout;charset=utf8mb4',\n    getenv('HAULOUT_DB_USER'),\n    getenv('HAULOUT_DB_PASS')\n);\n",
        "PHP reads the database credentials with getenv",
        "",
    ),
    (
        "gate/<<org>>/controller.yaml",
        'site: <<org>>\ncloud:\n  endpoint: https://gate.<<dom>>/v1\n  api_key: ""   # provisioned on first boot from the yard office\n  heartbeat_seconds: 60\n',
        "empty API key, provisioned at first boot",
        None,
    ),
    (
        "yard_office/<<orgu>>/xero_sync.py",
        '"""Push invoices to Xero."""\n\nimport os\n\nXERO_CLIENT_ID = os.environ["XERO_CLIENT_ID"]\nXERO_CLIENT_SECRET = os.environ["XERO_CLIENT_SECRET"]\n',
        "client secret read from the environment",
        None,
    ),
    (
        "android/<<org>>-moorings/gradle.properties",
        "android.useAndroidX=true\n# MAPBOX_DOWNLOADS_TOKEN is set in ~/.gradle/gradle.properties on each machine\nMAPBOX_PUBLIC_TOKEN=pk.eyJ1Ijoi<<hex12>>IiwiYSI6Ij<<hex8>>In0.<<hex12>>Qw\n",
        "a Mapbox public (pk.) token, meant to ship in the app; the secret token is only mentioned",
        "",
    ),
    (
        "cam/<<org>>/millcam.ini",
        "[General]\nLanguage=de\n\n[Licence]\nServer=lic.<<dom>>\nPort=27000\nUser=\nPassword=\n",
        "licence section left empty (dongle licence in use)",
        None,
    ),
    (
        "config/scancloud_<<n>>.json",
        '{\n  "lab_id": "<<uuid>>",\n  "cloud": {\n    "base_url": "https://api.<<dom>>/v3",\n    "api_key_file": "C:/ProgramData/ScanCloud/key.dat"\n  }\n}\n',
        "the API key is in a separate file; lab_id is a public identifier",
        None,
    ),
    (
        "backup/<<org>>/scanfiles_<<date>>.sql",
        "-- MySQL dump 10.13\nINSERT INTO `scan_files` (`case_id`,`file`,`sha256`) VALUES (<<n4>>,'crown_<<n3>>.stl',0x<<sha256>>);\n",
        "a SHA-256 checksum of a scan file stored as a hex literal, not a credential",
        "",
    ),
    (
        "rota/<<org>>/service-account.json",
        '{\n  "type": "external_account",\n  "audience": "//iam.googleapis.com/projects/<<n6>>/locations/global/workloadIdentityPools/rota/providers/github",\n  "subject_token_type": "urn:ietf:params:oauth:token-type:jwt",\n  "token_url": "https://sts.googleapis.com/v1/token",\n  "credential_source": {"file": "/var/run/secrets/token"}\n}\n',
        "workload identity federation config: no private key, the token comes from a file at run time",
        None,
    ),
    (
        "home/<<user>>/.bash_history",
        'read -rs CAM_PW\nffmpeg -rtsp_transport tcp -i "rtsp://admin:${CAM_PW}@<<ip>>:554/Streaming/Channels/101" -frames:v 1 piste.jpg\nunset CAM_PW\n',
        "the camera password is typed at a prompt and referenced as a variable",
        "",
    ),
    (
        "etc/systemd/system/radio-gateway.service",
        "[Unit]\nDescription=Radio log gateway\n\n[Service]\nEnvironmentFile=/etc/radio-gateway/env\nLoadCredential=bot_token:/etc/credstore/radio-gateway.bot\nExecStart=/opt/radio-gateway/venv/bin/python gateway.py\n\n[Install]\nWantedBy=multi-user.target\n",
        "systemd unit that loads the token from an EnvironmentFile and LoadCredential",
        "",
    ),
    (
        "drone/<<org>>/sync_logs.sh",
        '#!/usr/bin/env bash\nset -euo pipefail\naws sso login --profile mrt-drone\naws s3 sync /media/drone/DCIM "s3://<<org>>-searches/$(date +%F)/" --profile mrt-drone\n',
        "AWS SSO profile, no access keys",
        "",
    ),
    (
        "gis/<<org>>/pg_service.conf",
        "[mrt_gis]\nhost=<<host>>\nport=5432\ndbname=search_areas\nuser=qgis\n# password comes from ~/.pgpass\nsslmode=verify-full\n",
        "PostgreSQL service file without a password (pgpass used)",
        "ini",
    ),
    (
        "www/<<org>>/incidents/db.php",
        '<?php\n$db = new mysqli("localhost", "mrt_incidents", getenv("MRT_DB_PASS"), "incidents");\n',
        "mysqli password from getenv",
        "",
    ),
    (
        "src/<<orgu>>/spot.rs",
        'pub fn api_key() -> String {\n    std::env::var("METALS_API_KEY").expect("METALS_API_KEY not set")\n}\n',
        "Rust reads the key from the environment",
        "",
    ),
    (
        "shop/<<org>>/.env",
        "WC_URL=https://shop.<<dom>>\nWC_CONSUMER_KEY=\nWC_CONSUMER_SECRET=\n# ask the shop owner for the keys, do not commit them\n",
        "empty WooCommerce keys",
        "",
    ),
    (
        "tools/<<orgu>>/grading_submit.py",
        'import keyring\nimport requests\n\nUSER = "<<user>>"\nPASSWORD = keyring.get_password("grading-portal", USER)\n',
        "password fetched from the OS keyring",
        None,
    ),
    (
        "photos/<<org>>/sync.ini",
        "[dropbox]\napp_key = <<hex12>>abc\n; the refresh token is kept in the Windows credential manager\n",
        "only a Dropbox app key (public identifier of the app)",
        None,
    ),
    (
        "keys/<<org>>/scanner-<<n>>.pub.pem",
        "-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE<<sha256>>\n<<hex12>><<hex8>>==\n-----END PUBLIC KEY-----\n",
        "an EC public key, not a private key",
        "",
    ),
    (
        "minutes/<<org>>/committee_<<date>>.txt",
        "STAMP SOCIETY - COMMITTEE MEETING <<ddmm>>\n3. Treasurer: the password for online banking was changed after the AGM. It is NOT\n   recorded in these minutes; the treasurer and chair each hold a sealed copy.\n",
        "minutes that mention a password change without the password",
        "",
    ),
    (
        "lister/<<org>>/ebay.yaml",
        'api:\n  domain: api.ebay.com\n  appid: "${EBAY_APP_ID}"\n  certid: "${EBAY_CERT_ID}"\n  devid: "${EBAY_DEV_ID}"\n',
        "eBay keys as environment placeholders",
        None,
    ),
    (
        "water-plant/<<org>>/gateway.json",
        '{\n  "mqtt": {\n    "host": "<<host>>",\n    "port": 8883,\n    "tls_cert": "/etc/roplant/client.crt",\n    "tls_key": "/etc/roplant/client.key",\n    "topic": "unit/<<n>>/water"\n  }\n}\n',
        "MQTT over TLS client certificate; only file paths, no password",
        None,
    ),
    (
        "mirth/<<org>>/channels/machine-results.xml",
        "<channel><name>HD machines to EPR</name><properties><url>jdbc:postgresql://<<host>>:5432/renal</url><username>${epr_db_user}</username><password>${epr_db_password}</password></properties></channel>\n",
        "Mirth configuration-map variables instead of values",
        None,
    ),
    (
        "chats/<<org>>/telegram_<<n>>.txt",
        "[<<ddmm>> <<time>>] <<name>>: رمز سیستم نوبت‌دهی عوض شد\n[<<ddmm>> <<time2>>] <<name2>>: لطفاً رمز را اینجا ننویسید، حضوری از سرپرستار بپرسید\n",
        "Persian chat that mentions a password change and refuses to post it",
        "",
    ),
    (
        "transport/<<org>>/config/initializers/twilio.rb",
        'TWILIO = Twilio::REST::Client.new(ENV.fetch("TWILIO_ACCOUNT_SID"), ENV.fetch("TWILIO_AUTH_TOKEN"))\n',
        "Twilio credentials from ENV",
        "",
    ),
    (
        "bodycam/<<org>>/appsettings.Production.json",
        '{\n  "Evidence": {\n    "Container": "bodycam-footage",\n    "StorageAccountUri": "https://<<orgu>>ev.blob.core.windows.net",\n    "UseManagedIdentity": true\n  }\n}\n',
        "managed identity: no account key in the configuration",
        None,
    ),
    (
        "mdm/<<org>>/wlan/Wi-Fi-Field.xml",
        '<?xml version="1.0"?>\n<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1"><name>Enforcement-Field</name><MSM><security><authEncryption><authentication>WPA2</authentication><encryption>AES</encryption><useOneX>true</useOneX></authEncryption></security></MSM></WLANProfile>\n',
        "WPA2-Enterprise (802.1X) profile: no pre-shared key",
        None,
    ),
    (
        "etc/fstab",
        "UUID=<<uuid>> / ext4 errors=remount-ro 0 1\n//<<ip>>/pathology /mnt/pathology cifs credentials=/root/.smbcredentials,vers=3.0,ro 0 0\n",
        "CIFS mount with a credentials file",
        "",
    ),
    (
        "jury/<<org>>/mailer.js",
        "const sgMail = require('@sendgrid/mail');\nsgMail.setApiKey(process.env.SENDGRID_API_KEY);\n",
        "SendGrid key from process.env",
        "",
    ),
    (
        "helpdesk/<<org>>/ticket_<<n4>>.txt",
        "Ticket INC<<n6>> | Resolved\nSummary: password expired\n<<ddmm>> - Service Desk: sent the self-service reset link to the user's registered mobile. No password set by us.\n",
        "ticket about a password reset that contains no password",
        "",
    ),
    (
        "it/<<org>>/history_<<n>>.txt",
        "gh auth login --web\ngit clone git@github.com:<<org>>/records-tools.git\ncd records-tools\n",
        "clone over SSH after browser login; nothing secret on the command line",
        "",
    ),
    (
        "tunnel/<<org>>/controller.yaml",
        "plc:\n  host: <<ip>>\n  web_user: service\n  web_password_file: /etc/tunnel/plc.pass\n",
        "password read from a file",
        None,
    ),
    (
        "reports/<<org>>/Makefile",
        "upload:\n\tlftp -u franchise --env-password sftp://reports.<<dom>> -e 'mirror -R out /incoming; bye'\n",
        "lftp takes the password from LFTP_PASSWORD",
        "",
    ),
    (
        "provision/<<org>>/user-data.yaml",
        "#cloud-config\nruncmd:\n  - tailscale up --authkey=file:/etc/tailscale/authkey --hostname=washbox-<<n>>\n",
        "Tailscale auth key read from a file",
        None,
    ),
    (
        "survey/<<org>>/launch_gnss.ini",
        "[NTRIP]\nCaster=rtk.<<dom>>\nPort=2101\nMountpoint=HARBOUR_RTCM3\nUser=\nPassword=\n",
        "empty NTRIP credentials",
        None,
    ),
    (
        "analysis/<<org>>/sediment_<<year>>.ipynb",
        '{"cells": [{"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [], "source": ["import os\\n", "from pyairtable import Api\\n", "api = Api(os.environ[\\"AIRTABLE_TOKEN\\"])"]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}\n',
        "notebook reading the Airtable token from the environment",
        "json",
    ),
    (
        "home/<<user>>/.bashrc",
        "alias ll='ls -alF'\nexport OPENAI_API_KEY=\"$(pass show work/openai)\"\n",
        "key pulled from the pass password manager at shell start",
        "",
    ),
    (
        "captures/<<org>>/.env",
        "DATABASE_URL=postgres:///captures?host=/var/run/postgresql\nTZ=Europe/Copenhagen\n",
        "PostgreSQL over a Unix socket with peer authentication, no password",
        "",
    ),
    (
        "mail/<<org>>/radar/<<n3>>.eml",
        "From: <<name>> <<<email>>>\nTo: <<name2>> <<<email2>>>\nSubject: Toegang radar-archief\n\nHoi <<first2>>,\nje account is klaar; het wachtwoord stuur ik je apart per SMS.\nGroet,\n<<first>>\n",
        "e-mail that says the password is sent separately",
        "",
    ),
    (
        "ipt/<<org>>/publish.properties",
        "gbif.api.url=https://api.gbif.org/v1\ngbif.publisher.key=<<uuid>>\ngbif.username=<<user>>\ngbif.password=${GBIF_PASSWORD}\n",
        "property placeholder; the publisher key is a public GBIF identifier",
        "",
    ),
    (
        "lora/<<org>>/chirpstack.toml",
        '[postgresql]\ndsn = "postgres://chirpstack:$POSTGRESQL_PASSWORD@localhost/chirpstack?sslmode=disable"\n',
        "ChirpStack environment-variable substitution",
        None,
    ),
    (
        "ansible/<<org>>/group_vars/field_laptops.yml",
        "---\nfield_user: dendro\nsync_ssh_key: \"{{ lookup('file', '~/.ssh/dendro_field') }}\"\nsync_ssh_pubkey: ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<hex12>><<hex12>> dendro@field\n",
        "Ansible lookup of the key file, plus an SSH public key",
        None,
    ),
    (
        "livescores/<<org>>/.env",
        "PUSHER_APP_ID=<<n6>>\nPUSHER_APP_KEY=<<hex12>><<hex8>>\nPUSHER_APP_SECRET=\nPUSHER_APP_CLUSTER=eu\n",
        "empty Pusher secret; the app key is public (used in the browser)",
        "",
    ),
    (
        "releases/<<org>>/SHA256SUMS",
        "<<sha256>>  scoreboard-<<ver>>-arm64.tar.gz\n",
        "SHA-256 checksums of release files",
        "",
    ),
]

for _path, _text, _why, _syntax in DECOYS:
    regd(_path, _text, _why, _syntax)
