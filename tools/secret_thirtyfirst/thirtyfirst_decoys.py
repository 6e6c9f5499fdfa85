"""Decoys for the thirty-first corpus: realistic files that mention credentials without holding
one, each with a ``why``."""
# ruff: noqa: E501

from thirtyfirst_spec import regd

DECOYS = [
    (
        "esphome/<<org>>-cave-<<n>>.yaml",
        "wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\nmqtt:\n  broker: <<ip>>\n  username: cave<<n>>\n  password: !secret mqtt_password\n",
        "ESPHome !secret references, values live in secrets.yaml",
        "",
    ),
    (
        "wholesale/inc/config.php",
        "<?php\ndefine('DB_HOST', getenv('DB_HOST'));\ndefine('DB_USER', getenv('DB_USER'));\ndefine('DB_PASS', getenv('DB_PASS'));\n",
        "PHP constants read from the environment",
        "",
    ),
    (
        "exports/viber_sajtbolt_<<dd>><<mm>>.txt",
        "[<<year>>.<<mm>>.<<dd>>. 09:12] <<fname2>>: a jelszót elküldöd?\n[<<year>>.<<mm>>.<<dd>>. 09:14] <<fname>>: nem írom ide, a füzetben van a pult alatt\n",
        "Hungarian chat about a password that is not given",
        "",
    ),
    (
        "k8s/<<org>>/shop-db-secret.yaml",
        'apiVersion: v1\nkind: Secret\nmetadata:\n  name: shop-db\ntype: Opaque\nstringData:\n  DB_PASSWORD: ""\n',
        "Kubernetes Secret with an empty value",
        None,
    ),
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<FileZilla3 version="3.67.0" platform="windows">\n  <Servers>\n    <Server>\n      <Host>sftp.<<dom>></Host>\n      <Port>22</Port>\n      <Protocol>1</Protocol>\n      <User><<user>></User>\n      <Logontype>2</Logontype>\n      <Name>Felt supplier</Name>\n    </Server>\n  </Servers>\n</FileZilla3>\n',
        "FileZilla site with logon type 'ask for password', no stored password",
        None,
    ),
    (
        "hatter/<<org>>/scheduler.json",
        '{\n  "account": "<<org>>",\n  "ig_user_id": "17841<<nn>><<nn>>",\n  "access_token": "${IG_ACCESS_TOKEN}"\n}\n',
        "placeholder for an access token read from the environment",
        None,
    ),
    (
        "android/gradle.properties",
        "org.gradle.jvmargs=-Xmx2048m\nRELEASE_STORE_FILE=../keys/headsize-release.jks\n# RELEASE_STORE_PASSWORD and RELEASE_KEY_PASSWORD come from ~/.gradle/gradle.properties on the build machine\n",
        "signing config with passwords kept elsewhere",
        "",
    ),
    (
        "scripts/Send-Newsletter.ps1",
        "$apiKey = (Get-Secret -Name MailchimpKey -AsPlainText)\n$dc = $apiKey.Split('-')[1]\n",
        "PowerShell SecretManagement lookup, no key",
        "",
    ),
    (
        "oven-bridge/config.toml",
        '[cloud]\nendpoint = "https://telemetry.<<dom>>/ingest"\nusername = "<<svc>>"\npassword_file = "/run/secrets/oven_cloud"\n',
        "password read from a Docker secret file",
        None,
    ),
    (
        ".env.example",
        "APP_NAME=Rounds\nDATABASE_URL=postgres://rounds:@localhost:5432/rounds\nTWILIO_ACCOUNT_SID=\nTWILIO_AUTH_TOKEN=\n",
        "example env file with empty values",
        "",
    ),
    (
        "docker-compose.yml",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_pw\n    secrets:\n      - pg_pw\nsecrets:\n  pg_pw:\n    file: ./pg_pw.txt\n",
        "compose file pointing to a secret file",
        None,
    ),
    (
        "config/database.yml",
        "production:\n  adapter: postgresql\n  url: <%= ENV['DATABASE_URL'] %>\n",
        "Rails database config from the environment",
        "",
    ),
    (
        "notes/bakehouse-<<n>>.md",
        "# Network\n- Router admin password: on the label under the router (never changed it is on my list)\n- Guest Wi-Fi: open network, no password\n",
        "prose about passwords without one",
        "",
    ),
    (
        "booking/.env",
        "MAIL_HOST=smtp.<<dom>>\nMAIL_USERNAME=<<email>>\nMAIL_PASSWORD=null\nAPP_KEY=\n",
        "Laravel env with null / empty secrets",
        "",
    ),
    (
        "etc/config/wireless",
        "config wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption mode 'ap'\n\toption ssid '<<orgt>>-Van-Guest'\n\toption encryption 'none'\n",
        "OpenWrt open network, no key",
        "",
    ),
    (
        "InvoiceTool/Mailer.cs",
        'using var client = new SmtpClient("smtp.<<dom>>", 587) {\n    EnableSsl = true,\n    Credentials = new NetworkCredential(config["Smtp:User"], config["Smtp:Password"])\n};\n',
        "C# credentials read from configuration",
        "",
    ),
    (
        "lib/square_sync.rb",
        "CLIENT = Square::Client.new(\n  access_token: ENV.fetch('SQUARE_ACCESS_TOKEN'),\n  environment: 'production'\n)\n",
        "Ruby token from ENV",
        "",
    ),
    (
        "kiosk/config/payment-<<n>>.ini",
        "[gateway]\nurl = https://pay.<<dom>>/v1\nusername = kiosk<<n>>\npassword =\n",
        "INI with an empty password",
        None,
    ),
    (
        "cctv/shopfloor-<<n>>.m3u",
        "#EXTM3U\n#EXTINF:-1,Shop floor\nrtsp://<<ip>>:554/Streaming/Channels/101\n",
        "RTSP URL without userinfo",
        "",
    ),
    (
        ".github/workflows/deploy-<<n>>.yml",
        "name: deploy kiosk\non: push\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      DEPLOY_TOKEN: ${{ secrets.DEPLOY_TOKEN }}\n    steps:\n      - uses: actions/checkout@v4\n",
        "GitHub Actions secret reference",
        None,
    ),
    (
        "vivarium_thermo/arduino_secrets.h",
        '#define SECRET_SSID ""\n#define SECRET_PASS ""\n',
        "Arduino secrets template with empty values",
        "",
    ),
    (
        "app/etc/env.php",
        "<?php\nreturn [\n    'db' => ['connection' => ['default' => [\n        'host' => 'localhost', 'username' => 'mage', 'password' => '',\n    ]]],\n];\n",
        "Magento env.php with an empty password (socket auth in dev)",
        "",
    ),
    (
        "home/<<user>>/.netrc",
        "machine orders.<<dom>>\n  login <<user>>\n",
        "netrc without a password line",
        "",
    ),
    (
        "homeassistant/secrets.yaml",
        "# Use this file to store secrets like usernames and passwords.\n# Learn more at https://www.home-assistant.io/docs/configuration/secrets/\nsome_password: welcome\n",
        "the default Home Assistant secrets.yaml placeholder",
        None,
    ),
    (
        "site/deploy-<<n>>.sh",
        '#!/bin/sh\nlftp -u "$FTP_USER","$FTP_PASS" -e "mirror -R public/ /htdocs/; quit" ftp.<<dom>>\n',
        "lftp with credentials from variables",
        "",
    ),
    (
        "home/<<user>>/.pgpass",
        "# hostname:port:database:username:password\n# herbarium now uses client certificates, see ~/.postgresql/\n",
        "pgpass with only comments",
        "",
    ),
    (
        "R/sync_observations.R",
        'api_token <- Sys.getenv("INAT_TOKEN")\nres <- GET(url, add_headers(Authorization = api_token))\n',
        "R token from the environment",
        "",
    ),
    (
        "minutes/<<year>>-<<mm>>-committee.txt",
        "5. IT. Members asked to use a password manager; the treasurer will change the online banking password after the AGM and tell the new one to the chair in person.\n",
        "minutes talking about passwords, none given",
        "",
    ),
    (
        "KitchenDisplay/appsettings.json",
        '{\n  "ConnectionStrings": {\n    "Orders": "Server=<<host>>;Database=TeaHouse;Integrated Security=True;TrustServerCertificate=True"\n  }\n}\n',
        "integrated Windows security, no password",
        None,
    ),
    (
        "pos-plugins/.npmrc",
        "@teahouse:registry=https://registry.npmjs.org/\n//registry.npmjs.org/:_authToken=${NPM_TOKEN}\n",
        "npmrc with an environment variable",
        "",
    ),
    (
        "deploy/keys/id_rsa_<<org>>.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<hex8>><<hex8>><<hex8>><<id>> deploy@<<dom>>\n",
        "public key only",
        "",
    ),
    (
        "truck/genmon/config-<<n>>.json",
        '{\n  "cloud": {"url": "https://genmon.<<dom>>/api", "user": "<<user>>", "password": null}\n}\n',
        "JSON with a null password",
        None,
    ),
    (
        "invoices/send_invoices.py",
        'import os\nimport smtplib\n\nwith smtplib.SMTP_SSL("mail.<<dom>>", 465) as s:\n    s.login(os.environ["SMTP_USER"], os.environ["SMTP_PASSWORD"])\n',
        "Python login from os.environ",
        None,
    ),
    (
        "web/.env.production",
        "VITE_APP_TITLE=Where is the van?\nVITE_TRACKER_URL=https://track.<<dom>>/api/positions\nVITE_MAP_STYLE=streets-v12\n",
        "env file with only public settings",
        "",
    ),
    (
        "etc/wireguard/wg0-<<n>>.conf",
        "[Interface]\nAddress = 10.66.<<n>>.2/32\nPostUp = wg set %i private-key /etc/wireguard/private.key\n\n[Peer]\nPublicKey = <<hex8>><<hex8>>BASE64PUBKEY=\nEndpoint = <<pubip>>:51820\n",
        "WireGuard config reading the private key from a file; public key only",
        "",
    ),
    (
        "shop/.env.local",
        "NEXT_PUBLIC_SITE_URL=https://<<dom>>\nNEXT_PUBLIC_STRIPE_PK=pk_live_\nSTRIPE_WEBHOOK_SIGNING=\n",
        "Next.js env with public key prefix and empty secret",
        "",
    ),
    (
        "handbook/Staff handbook v<<n>>.txt",
        "Passwords: never write the till password on paper. If you forget it, ask the manager to reset it from the back office.\n",
        "handbook prose about passwords",
        "",
    ),
    (
        "sensors/influx-<<n>>.toml",
        '[influxdb]\nurl = "http://<<ip>>:8086"\norg = "<<org>>"\nbucket = "quarantine"\ntoken = "${INFLUX_TOKEN}"\n',
        "TOML with an env placeholder",
        None,
    ),
    (
        "koiauction/settings.py",
        'import os\n\nDATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "auction", "PASSWORD": os.environ.get("DB_PASSWORD", "")}}\n',
        "Django settings from the environment with an empty default",
        None,
    ),
    (
        "exports/KeePass-<<year>><<mm>>-hashes.txt",
        "file: koi.kdbx\nsha256: <<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>\n",
        "a SHA-256 checksum of a password database",
        "",
    ),
    (
        "node-red/settings-<<n>>.js",
        "module.exports = {\n    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,\n    uiPort: 1880,\n};\n",
        "Node-RED credential secret from the environment",
        "",
    ),
    (
        "wiki/<<org>>/Greenhouse.md",
        '## Greenhouse controller\n\nThe password is in Bitwarden under "Greenhouse". Ask <<fname>> for access.\n',
        "note pointing to a password manager",
        "",
    ),
    (
        "site/.git/config",
        '[remote "origin"]\n\turl = git@gitlab.com:<<org>>/website.git\n\tfetch = +refs/heads/*:refs/remotes/origin/*\n[credential]\n\thelper = manager\n',
        "SSH remote and a credential helper, no token",
        "",
    ),
    (
        "home/<<user>>/.aws/config",
        "[profile site-photos]\nsso_start_url = https://<<org>>.awsapps.com/start\nsso_region = eu-west-2\nsso_account_id = 1234<<nn>><<nn>>\nsso_role_name = PhotoUpload\n",
        "AWS SSO profile, no keys",
        "",
    ),
    (
        "youtube/client_id-<<n>>.json",
        '{"installed":{"client_id":"<<nn>>-<<id>>.apps.googleusercontent.com","project_id":"agency-uploads","redirect_uris":["http://localhost"]}}\n',
        "OAuth client id only, no client secret",
        None,
    ),
    (
        "ansible/group_vars/booking.yml",
        '---\nbooking_db_user: bookings\nbooking_db_password: "{{ vault_booking_db_password }}"\n',
        "Ansible variable pointing to a vault variable",
        None,
    ),
    (
        "ph_logger/config-<<n>>.py",
        'WIFI_SSID = "<<orgt>> Ferment"\nWIFI_PASSWORD = ""  # set on the device, not in git\n',
        "MicroPython config with an empty password",
        None,
    ),
    (
        "WhatsApp Chat with Dapur Sambal <<n>>.txt",
        "<<dd>>/<<mm>>/<<year>> 10.02 - <<fname2>>: kata sandi marketplace apa kak?\n<<dd>>/<<mm>>/<<year>> 10.05 - <<fname>>: aku telpon aja ya, jangan ditulis di sini\n",
        "Indonesian chat refusing to write the password",
        "",
    ),
]

for _path, _template, _why, _syntax in DECOYS:
    regd(_path, _template, _why, _syntax)
