# ruff: noqa: E501  (embedded file lines kept as they sit in real files)
"""Decoys: files in the same domains with no live credential that look close to one."""

from twentyseventh_spec import regd

D = [
    (
        "backup/<<org>>/midikit_<<n>>.ini",
        "[cloud]\nenabled = false\nserver = sync.<<dom>>\nusername =\npassword =\n",
        "cloud sync disabled, empty username and password",
        None,
    ),
    (
        "public_html/wp-config.php",
        "<?php\ndefine( 'DB_NAME', getenv('WP_DB_NAME') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\n",
        "password read from the environment",
        "",
    ),
    (
        "tools/reed_tuner/upload_<<n>>.py",
        'import os\n\nAPI_KEY = os.environ["ACJ_API_KEY"]\n',
        "API key taken from os.environ",
        None,
    ),
    (
        "mail/fornitori/ordine_<<nn>>.eml",
        "Subject: Re: accesso portale\n\nBuongiorno <<First>>, la password le arrivera per SMS, non "
        "la mandiamo via e-mail.\n",
        "Italian e-mail saying the password comes by SMS",
        "",
    ),
    (
        "booking/.env.example",
        "DB_PASSWORD=\nMAIL_PASSWORD=\nSTRIPE_SECRET=sk_live_xxxxxxxxxxxxxxxxxxxxxxxx\n",
        ".env.example with empty values and an x-filled placeholder key",
        "",
    ),
    (
        "props/levitation_table/secrets.h.template",
        '#define WIFI_SSID "<<Org>>-Backstage"\n#define WIFI_PASS "YOUR_WIFI_PASSWORD"\n',
        "template header with a placeholder password",
        "",
    ),
    (
        "riders/<<org>>_tech_rider_<<year>>.txt",
        "Show control PC: login details given in person at the get-in, never in the rider.\n",
        "tech rider that withholds the login",
        "",
    ),
    (
        "home/<<first>>/.my.cnf",
        "[client]\nuser=<<org_>>_members\nhost=localhost\nsocket=/run/mysqld/mysqld.sock\n",
        "MySQL client config using socket auth, no password",
        "",
    ),
    (
        "kiosk/WaiverKiosk/appsettings.json",
        '{"ConnectionStrings": {"Waivers": "Server=<<host>>;Database=Waivers;Integrated Security=True"}}\n',
        "Windows integrated security, no password",
        None,
    ),
    (
        "frigate/config.yml",
        "cameras:\n  main_arena:\n    ffmpeg:\n      inputs:\n        - path: rtsp://{FRIGATE_RTSP_USER}:"
        "{FRIGATE_RTSP_PASSWORD}@<<lan>>:554/stream\n          roles: [detect]\n",
        "Frigate environment-variable substitution in the RTSP URL",
        None,
    ),
    (
        "hr/staff_logins_<<year>>.csv",
        "name,role,till_user,till_password\n<<First>> <<Last>>,duty manager,<<user>>,(reset on first login)\n",
        "CSV whose password column holds a note, not a value",
        "",
    ),
    (
        "handover/<<date>>.md",
        "# Handover\n- Xero login is in the office 1Password vault (Finance)\n- Foam pit raked\n",
        "handover note pointing at a password manager",
        "",
    ),
    (
        "timing/config.toml",
        '[upload]\nurl = "https://live.<<dom>>/api/passings"\napi_key_file = "/etc/laptimer/key"\n',
        "API key read from a file",
        None,
    ),
    (
        "k8s/results-api/secret.yaml",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: results-db\ntype: Opaque\ndata: {}\n",
        "Kubernetes Secret with no data",
        None,
    ),
    (
        "telemetry/logger.py",
        'import os\nfrom influxdb_client import InfluxDBClient\n\nclient = InfluxDBClient(url="http://<<lan>>:8086", '
        'token=os.getenv("INFLUX_TOKEN"), org="<<org>>")\n',
        "Influx token from the environment",
        None,
    ),
    (
        "obs-studio/basic/profiles/Race_Day/service.json",
        '{"settings": {"server": "rtmp://a.rtmp.youtube.com/live2", "service": "YouTube - RTMP", '
        '"key": ""}, "type": "rtmp_common"}\n',
        "OBS profile with an empty stream key",
        None,
    ),
    (
        "adopt-app/.env.example",
        "SHOPIFY_STORE_DOMAIN=<<org>>-adopt.myshopify.com\nSHOPIFY_ADMIN_ACCESS_TOKEN=shpat_<your token>\n",
        "placeholder Shopify token",
        "",
    ),
    (
        "feedscale/config.yaml",
        "mqtt:\n  host: <<lan>>\n  port: 8883\n  tls_cert: /etc/feedscale/client.crt\n  tls_key: /etc/feedscale/client.key\n",
        "MQTT with TLS client certificates, no password",
        None,
    ),
    (
        "giftaid/claim_<<year>>_<<n>>.xml",
        '<?xml version="1.0"?>\n<IDAuthentication><SenderID><<nn>>GA</SenderID><Authentication>'
        "<Method>clear</Method><Value></Value></Authentication></IDAuthentication>\n",
        "GovTalk envelope with an empty authentication value",
        None,
    ),
    (
        "sms/backup_<<date>>.txt",
        "<<dmy>> 09:41 From <<First2>>: what's the card reader login?\n<<dmy>> 09:44 To <<First2>>: "
        "it's on the laminated card in the cash box, won't text it\n",
        "SMS that refuses to share the password",
        "",
    ),
    (
        "plant/dosing_<<n>>.ini",
        "[remote]\nenabled=0\nportal=https://monitor.<<dom>>\nuser=\npassword=\n",
        "remote access disabled, empty credentials",
        None,
    ),
    (
        "rota/credentials/README.txt",
        "Service-account JSON for the rota sheet is NOT stored here. Download it from the Google\n"
        "Cloud console (project <<org>>-rota) and keep it in the office safe USB.\n",
        "instructions without the key",
        "",
    ),
    (
        "signage/weather_board.py",
        'import keyring\n\nOWM_KEY = keyring.get_password("openweather", "lido")\n',
        "API key kept in the OS keychain",
        None,
    ),
    (
        "home/<<first>>/.netrc",
        "machine ftp.<<dom>> login anonymous password guest@\n",
        "anonymous FTP login",
        "",
    ),
    (
        "homeassistant/secrets.yaml",
        'wifi_ssid: "<<Org>> Meadow"\nhottub_spa_ip: <<lan>>\nlatitude_home: 52.41\n',
        "Home Assistant secrets with only non-secret values",
        None,
    ),
    (
        "welcome/<<org>>_welcome_pack.md",
        "## Wi-Fi\nNetwork: <<Org>>-Guests (open, no key needed)\n",
        "open guest Wi-Fi, no key",
        "",
    ),
    (
        "payments/deposits.py",
        'import os\nimport stripe\n\nstripe.api_key = os.environ["STRIPE_RK"]\n',
        "Stripe key from the environment",
        None,
    ),
    (
        "router/backup/etc/config/wireless",
        "config wifi-iface 'guest'\n\toption ssid '<<Org>> Guests'\n\toption encryption 'none'\n",
        "open network in UCI, no key",
        "",
    ),
    (
        "HomeExercise/Info.plist",
        '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>ExerciseLibraryAPIKey'
        "</key><string>$(EXERCISE_API_KEY)</string></dict></plist>\n",
        "plist value substituted from build settings",
        None,
    ),
    (
        "research/outcomes/pull_redcap.R",
        'token <- Sys.getenv("REDCAP_TOKEN")\nuri <- "https://redcap.<<dom>>/api/"\n',
        "REDCap token from the environment",
        "",
    ),
    (
        "gaitlab/map_drives.bat",
        "@echo off\nnet use G: \\\\<<lan>>\\gait_captures /persistent:no\n",
        "net use with the logged-in user's credentials",
        "",
    ),
    (
        "quotes/settings.py",
        'import os\n\nDATABASE_URL = os.environ.get("DATABASE_URL", "postgresql:///quotes")\n',
        "socket URL without userinfo",
        None,
    ),
    (
        "studio-site/.npmrc",
        "//registry.npmjs.org/:_authToken=${NPM_TOKEN}\nsave-exact=true\n",
        "npm token from an environment variable",
        "",
    ),
    (
        "portfolio/netlify.toml",
        '[build]\n  command = "npm run build"\n  publish = "dist"\n',
        "netlify.toml with no credentials",
        None,
    ),
    (
        "traccar/conf/traccar.xml",
        "<?xml version='1.0' encoding='UTF-8'?>\n<properties>\n<entry key='database.url'>"
        "jdbc:h2:./data/database</entry>\n<entry key='database.user'>sa</entry>\n"
        "<entry key='database.password'></entry>\n</properties>\n",
        "embedded H2 default with an empty password",
        None,
    ),
    (
        "debug/booking_<<date>>.har",
        '{"log": {"version": "1.2", "entries": [{"request": {"method": "GET", "url": '
        '"https://book.<<dom>>/api/slots", "headers": [{"name": "Accept", "value": '
        '"application/json"}]}}]}}\n',
        "HAR without any Authorization header",
        None,
    ),
    (
        "office/supplier_logins.csv",
        "supplier,site,username,password\nMicheldever,https://trade.micheldever.co.uk,<<user>>,"
        "see Bitwarden\n",
        "password column points at a password manager",
        "",
    ),
    (
        "timetable-sync/.env.example",
        "MINDBODY_SITE_ID=-99\nMINDBODY_API_KEY=\n",
        "empty Mindbody key",
        "",
    ),
    (
        "home/<<first>>/.docker/config.json",
        '{"auths": {"registry.gitlab.com": {}}, "credsStore": "osxkeychain"}\n',
        "Docker credentials kept in the macOS keychain",
        None,
    ),
    (
        "notes/Studio admin.txt",
        "Studio admin\n\nSquarespace - <<email>> - password in Keychain (Passwords app)\n",
        "note that points at the OS keychain",
        "",
    ),
    (
        "results/pull_results.py",
        'import hashlib\n\n# sha256 of the API token, to check the configured one\nTOKEN_SHA256 = "'
        '3f9a1c0d5e7b2a4968c1d0e2f3a4b5c6d7e8f90112233445566778899aabbccd"\n',
        "a SHA-256 digest, not the token",
        None,
    ),
    (
        "nets-booking/config/database.yml",
        "production:\n  adapter: postgresql\n  database: nets_booking\n"
        "  password: <%= ENV['NETS_DB_PASSWORD'] %>\n",
        "Rails ERB reading the password from the environment",
        "",
    ),
    (
        "home/<<first>>/.aws/credentials",
        "[match-video]\nsso_start_url = https://<<org>>.awsapps.com/start\nsso_region = eu-west-2\n"
        "sso_account_id = 1234<<nn>>\nsso_role_name = VideoUpload\n",
        "AWS SSO profile, no keys",
        "",
    ),
    (
        "feeds/results_push_<<n>>.xml",
        '<?xml version="1.0"?>\n<ResultsFeed><ClubCode><<org_>></ClubCode>'
        "<ClubId><<uuid>></ClubId></ResultsFeed>\n",
        "public club UUID, no key",
        None,
    ),
    (
        "bar/till_config.json",
        '{"till": "Clubhouse bar", "cloud": {"url": "https://till.<<dom>>/sync", "user": "bar1", '
        '"password": null}}\n',
        "null password",
        None,
    ),
    (
        "tasmota/terrain_lights_<<n>>.txt",
        "Backlog MqttHost <<lan>>; MqttUser eclairage; MqttPassword ; Topic terrain\n",
        "Tasmota command clearing the MQTT password",
        "",
    ),
    (
        "scaftag_app/lib/config.dart",
        "class AppConfig {\n  static const apiKey = String.fromEnvironment('SCAFTAG_API_KEY');\n}\n",
        "Dart compile-time environment lookup",
        "",
    ),
    (
        "home/<<first>>/.ssh/id_ed25519.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq0bX4d9sYt2m7Kp1WfZr8cQe3vLu5NjaB6oH0iTgXy "
        "<<first>>@trackpc\n",
        "an SSH public key",
        "",
    ),
]

for path, text, why, syntax in D:
    regd(path, text, why, syntax)
