"""Decoys: files in the corpus's domains that hold no live credential but look close to one."""
# ruff: noqa: E501

from twentyninth_spec import regd

D = [
    # ballet
    (
        "sites/<<org>>/public_html/wp-config-sample.php",
        "<?php\ndefine( 'DB_NAME', 'database_name_here' );\ndefine( 'DB_USER', 'username_here' );\ndefine( 'DB_PASSWORD', 'password_here' );\ndefine( 'DB_HOST', 'localhost' );\n",
        "the WordPress sample config with its documented placeholders",
        "",
    ),
    (
        "apps/class-music/.env.example",
        "SPOTIFY_CLIENT_ID=\nSPOTIFY_CLIENT_SECRET=\nSPOTIFY_REDIRECT_URI=http://localhost:8888/callback\n",
        "an env template with empty values",
        "",
    ),
    (
        "exports/WhatsApp Chat with <<orgt>> Parents.txt",
        "[<<day>>/0<<mon>>/<<year>>, 18:<<mm>>:02] <<first>>: what's the parent portal password?\n[<<day>>/0<<mon>>/<<year>>, 18:<<mm>>:40] Noor: Miss Clara emails it to each family, I can't post it here sorry\n",
        "a chat asking for a password that nobody gives",
        "",
    ),
    (
        "homeassistant/secrets.yaml",
        'studio_wifi_ssid: "<<orgt>> Studio"\nlatitude_home: 51.<<nn>>\nlongitude_home: -0.<<nn>>\n',
        "a Home Assistant secrets file holding only a network name and coordinates",
        None,
    ),
    # abattoir
    (
        "C:/ProgramData/<<orgt>>/Classifier/upload.ini",
        "[Upload]\nProtocol=SFTP\nHost=<<host>>\nFtpUser=grading<<n>>\nKeyFile=C:\\ProgramData\\Classifier\\id_ed25519\nFtpPassword=\n",
        "key-file authentication with the password field empty",
        None,
    ),
    (
        "movement-service/src/main/resources/application-prod.properties",
        "spring.datasource.url=jdbc:postgresql://<<host>>:5432/movements\nspring.datasource.username=movements\nspring.datasource.password=${MOVEMENTS_DB_PASSWORD}\n",
        "the password read from an environment variable",
        "",
    ),
    (
        "scripts/Send-KillSheet.ps1",
        '$cred = Get-Credential -UserName "killsheet@<<dom>>" -Message "SMTP"\nSend-MailMessage -From killsheet@<<dom>> -To producers@<<dom>> -SmtpServer smtp.office365.com -UseSsl -Credential $cred\n',
        "credential prompted at run time",
        "",
    ),
    (
        "coldstore-logger/config.toml",
        '[influx]\nurl = "http://<<ip>>:8086"\norg = "<<org>>"\nbucket = "coldstore"\ntoken_file = "/run/secrets/influx_token"\n',
        "the token read from a Docker secret file",
        None,
    ),
    # rugby
    (
        "home/bar/.my.cnf",
        "[client]\nuser=epos_export\nsocket=/var/run/mysqld/mysqld.sock\n# auth_socket plugin: no password needed for the local unix user\n",
        "socket (peer) authentication, no password",
        "",
    ),
    (
        "cmd/fixturesbot/main.go",
        'package main\n\nimport (\n\t"log"\n\t"os"\n)\n\nfunc main() {\n\ttoken := os.Getenv("TELEGRAM_BOT_TOKEN")\n\tif token == "" {\n\t\tlog.Fatal("TELEGRAM_BOT_TOKEN not set")\n\t}\n}\n',
        "bot token read from the environment",
        "",
    ),
    (
        "treasurer/online_accounts.csv",
        "Service,URL,Username,Password,Notes\nClub bank,https://online.bank.<<dom>>,<<user>>,card reader,two signatories\nUnion portal,https://portal.<<dom>>,treasurer@<<dom>>,in Bitwarden,renew Aug\n",
        "a logins sheet pointing to a password manager for every value",
        "",
    ),
    (
        "unifi/backup/wlanconf.json",
        '{\n  "name": "<<orgt>> Guest",\n  "enabled": true,\n  "security": "open",\n  "is_guest": true,\n  "site_id": "<<h12>>"\n}\n',
        "an open guest network, no passphrase",
        None,
    ),
    # pinball
    (
        "boot/wpa_supplicant.conf",
        'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nnetwork={\n    ssid="<<orgt>> Free WiFi"\n    key_mgmt=NONE\n}\n',
        "an open network: key_mgmt=NONE, no psk",
        "",
    ),
    (
        "AppData/Roaming/FileZilla/sitemanager.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<FileZilla3 version="3.66.4">\n  <Servers>\n    <Server>\n      <Host><<ip>></Host>\n      <Protocol>1</Protocol>\n      <User>cabinet<<n>></User>\n      <Logontype>5</Logontype>\n      <Keyfile>C:\\keys\\arcade.ppk</Keyfile>\n    </Server>\n  </Servers>\n</FileZilla3>\n',
        "FileZilla key-file logon type, no stored password",
        None,
    ),
    (
        "route/lib/settle.rb",
        "require 'stripe'\n\nStripe.api_key = ENV.fetch('STRIPE_SECRET_KEY')\n# publishable key for the venue page\nPUBLISHABLE = 'pk_live_<<h40>>'\n",
        "secret key from ENV; only a publishable key inline",
        "",
    ),
    (
        "notes/route log.txt",
        "<<day>>/<<mon>> - Black Knight at the Crown: left flipper EOS switch replaced.\nCloud portal login lives in the office keychain now (macOS Keychain, item 'Stern Insider').\n",
        "a note that the login is kept in the OS keychain",
        "",
    ),
    # fairground
    (
        "etc/mosquitto/conf.d/bridge-<<org>>.conf",
        "connection fairground-cloud\naddress mqtt.<<dom>>:8883\nbridge_certfile /etc/mosquitto/certs/waltzer.crt\nbridge_keyfile /etc/mosquitto/certs/waltzer.key\nbridge_cafile /etc/ssl/certs/ca-certificates.crt\n",
        "MQTT bridge with TLS client certificates, no password",
        "",
    ),
    (
        "TokenBooth/appsettings.json",
        '{\n  "ConnectionStrings": {\n    "Tokens": "Server=<<ip>>;Database=RideTokens;Integrated Security=True;TrustServerCertificate=True"\n  }\n}\n',
        "Windows integrated security, no password",
        None,
    ),
    (
        "tickets/RIDE-<<nn>>.txt",
        "RIDE-<<nn>>: Inspector portal access\nComment (<<first>>): I've sent the inspector a password-reset link; he sets his own password.\n",
        "a ticket that describes a reset link without a password",
        "",
    ),
    (
        "signs/upload_prices.bat",
        "@echo off\nrem push prices to the LED sign (anonymous FTP on the sign's LAN)\ncurl -T C:\\Signs\\prices.txt ftp://<<ip>>/programs/\n",
        "anonymous FTP URL without userinfo",
        "",
    ),
    # palaeo
    (
        "specimens/specimens/settings/production.py",
        'import os\n\nDATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "specimens",\n        "USER": "specimens_app",\n        "PASSWORD": os.environ["SPECIMENS_DB_PASSWORD"],\n        "HOST": "<<host>>",\n    }\n}\n',
        "password from os.environ",
        None,
    ),
    (
        "home/<<user>>/.config/rclone/rclone.conf",
        "[ctscans]\ntype = s3\nprovider = AWS\nenv_auth = true\nregion = eu-west-2\n",
        "rclone reading AWS credentials from the environment",
        "",
    ),
    (
        "analysis/field_localities.R",
        'library(httr)\nkobo_token <- Sys.getenv("KOBO_TOKEN")\nasset <- "a<<h12>>Kq"\n',
        "token from Sys.getenv; only a public asset id inline",
        "",
    ),
    (
        "ImageArchive/Web.config",
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <appSettings>\n    <add key="StorageConnectionString" value="UseDevelopmentStorage=true" />\n  </appSettings>\n</configuration>\n',
        "the Azurite development-storage shortcut, no account key",
        None,
    ),
    # archaeology
    (
        "home/<<user>>/.pgpass.sample",
        "# hostname:port:database:username:password\n<<host>>:5432:contexts:recorder:*\n",
        "a .pgpass line whose password field is a wildcard placeholder",
        "",
    ),
    (
        "vault/Site diary/index.md",
        "# Trench records\nChecksums of the uploaded context sheets:\n- ctx_<<nn>>.pdf sha256 <<h64>>\n",
        "a SHA-256 digest, not a credential",
        "",
    ),
    (
        "webodm/docker-compose.yml",
        "services:\n  db:\n    image: opendronemap/webodm_db\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\nsecrets:\n  pg_password:\n    file: ./pg_password.txt\n",
        "compose file referencing a secret file",
        None,
    ),
    (
        "mail/anaskafi/access.eml",
        "From: <<first>> <<last>> <<<email>>>\nTo: omada@<<dom>>\nSubject: Πρόσβαση\n\nΟ κωδικός θα σας σταλεί με SMS από το σύστημα.\n",
        "a Greek e-mail saying the password will arrive by SMS",
        "",
    ),
    # cheer
    (
        "registration/.env.example",
        "DB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_DATABASE=registration\nDB_USERNAME=registration\nDB_PASSWORD=\n",
        "Laravel env template with an empty password",
        "",
    ),
    (
        "fees-service/.vscode/launch.json",
        '{\n  "version": "0.2.0",\n  "configurations": [\n    {"type": "node", "request": "launch", "name": "fees", "envFile": "${workspaceFolder}/.env"}\n  ]\n}\n',
        "launch config pointing to an env file",
        None,
    ),
    (
        "GymDoor/GymDoor/AccessClient.swift",
        'import Foundation\n\nenum AccessConfig {\n    static let apiKey = Bundle.main.object(forInfoDictionaryKey: "ACCESS_API_KEY") as? String ?? ""\n    static let bundleId = "com.<<org>>.gymdoor"\n}\n',
        "key read from the app's Info.plist (injected at build)",
        "",
    ),
    # canoe
    (
        "river_gauge/secrets.h.template",
        '#define WIFI_SSID "<<org>>-boathouse"\n#define WIFI_PASS "" // fill in locally, do not commit\n',
        "a header template with the password left empty",
        "",
    ),
    (
        "youtube-upload/client_secret.json",
        '{"installed":{"client_id":"<<nn>><<nn>>-<<h12>>.apps.googleusercontent.com","project_id":"<<org>>-videos","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","redirect_uris":["http://localhost"]}}\n',
        "an OAuth client file with the client id only (public), no client secret",
        None,
    ),
    (
        "site/_config.yml",
        "title: <<orgt>>\nalgolia:\n  application_id: <<h12>>\n  index_name: club_pages\n  search_only_api_key: <<h40>>\n",
        "Algolia search-only key, public by design",
        None,
    ),
    (
        "committee/minutes.md",
        "# Committee meeting\n4. Boathouse\n - Shed laptop admin password was changed; new one handed to the safety officer in person.\n",
        "minutes mentioning a password change without the value",
        "",
    ),
    # motocross
    (
        "bookings/config/database.yml",
        "production:\n  adapter: postgresql\n  host: <<host>>\n  database: practice_production\n  username: practice\n  password: <%= ENV['PRACTICE_DATABASE_PASSWORD'] %>\n",
        "ERB environment lookup",
        "",
    ),
    (
        "obs-studio/plugin_config/obs-websocket/config.json",
        '{\n  "auth_required": false,\n  "server_enabled": true,\n  "server_password": "",\n  "server_port": 4455\n}\n',
        "obs-websocket with auth disabled and an empty password",
        None,
    ),
    (
        "signup/checkout.php",
        "<?php\n\\Stripe\\Stripe::setApiKey(getenv('STRIPE_SECRET'));\n$publishable = 'pk_live_<<h40>>';\n",
        "secret from getenv; only a publishable key",
        "",
    ),
    # rodeo
    (
        "stream/restream.yml",
        'event: "<<orgt>> Pro Rodeo"\noutputs:\n  - name: youtube\n    url: rtmp://a.rtmp.youtube.com/live2\n    key_env: YT_STREAM_KEY\n',
        "stream key from an environment variable",
        None,
    ),
    (
        "texts/secretary.txt",
        "<<first>>: can you send me the entry system login\nRhonda: I'll read it to you on the phone, not texting it\n",
        "a text thread that refuses to share the password",
        "",
    ),
    # tug
    (
        "vessels/router.rsc",
        "/interface wireless security-profiles\nadd authentication-types=wpa2-eap mode=dynamic-keys name=crew eap-methods=peap\n/radius\nadd address=<<ip>> service=wireless\n",
        "WPA2-Enterprise via RADIUS: no pre-shared key",
        "",
    ),
    (
        "infra/dispatch/prod.tfvars",
        'region      = "eu-west-1"\ndb_username = "dispatch"\n# db_password comes from AWS Secrets Manager (data.aws_secretsmanager_secret_version.db)\n',
        "password fetched from a secrets manager",
        "",
    ),
    (
        "ais/aiscatcher.json",
        '{\n  "config": "aiscatcher",\n  "version": 1,\n  "sharing": false,\n  "station_mmsi": "235<<nn>><<nn>>"\n}\n',
        "AIS config with sharing off and only an MMSI (public id)",
        None,
    ),
    # cactus
    (
        "esphome/glasshouse.yaml",
        "esphome:\n  name: glasshouse-<<n>>\napi:\n  encryption:\n    key: !secret api_key\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n",
        "ESPHome !secret references",
        "",
    ),
    (
        "etsy-sync/.env.example",
        "ETSY_SHOP_ID=\nETSY_KEYSTRING=\nETSY_REDIRECT=http://localhost:3003/oauth/redirect\n",
        "env template with empty values",
        "",
    ),
    # tortilla
    (
        "camara-fria/env.sh",
        "# las credenciales viven en el llavero del sistema (aws-vault)\nexec aws-vault exec camara-fria -- python3 /opt/sensores/publicar.py\n",
        "AWS credentials kept by aws-vault in the OS keychain",
        "",
    ),
    (
        "Bascula/bascula.ini",
        "[Nube]\nUrl=https://pesos.<<dom>>/api\nUsuario=molino<<n>>\nContrasena=\n",
        "empty password field",
        None,
    ),
    # harpsichord / gutter
    (
        "listmonk/config.toml",
        '[db]\nhost = "localhost"\nuser = "listmonk"\npassword = ""\n# set LISTMONK_db__password in the environment\n',
        "empty password, environment override documented",
        None,
    ),
    (
        "reviews-widget/.env.example",
        "NEXT_PUBLIC_SITE=https://<<dom>>\nGOOGLE_PLACES_API_KEY=\nPLACE_ID=ChIJ<<h12>>Qx\n",
        "empty API key; place id is public",
        "",
    ),
    (
        "AppData/Roaming/Microsoft/Windows/PowerShell/PSReadLine/ConsoleHost_history.txt",
        "net use J: \\\\<<ip>>\\jobs /user:crew * /persistent:yes\ncmdkey /list\n",
        "net use with * (prompted password) and cmdkey listing the Windows credential store",
        "",
    ),
]

for _path, _text, _why, _syntax in D:
    regd(_path, _text, _why, _syntax)
