"""Decoys for the twenty-fifth corpus: files close to the formats that hold no live credential.
A table of (path, template, why, syntax) turned into ``@decoy`` functions by ``regd``."""

# ruff: noqa: E501
from twentyfifth_spec import regd

DECOYS: list[tuple[str, str, str, str | None]] = [
    (
        "clinic/<<org>>/NoahFit/Module.ini",
        "[Database]\nServer=<<host>>\nCatalog=noah_fitting\nTrusted_Connection=yes\n\n[Audiometer]\nPort=COM<<n>>\n",
        "integrated Windows authentication, no password",
        None,
    ),
    (
        "android/app/src/main/java/com/<<org>>/remotefit/Api.kt",
        "object ApiModule {\n    private val FIT_KEY = BuildConfig.FIT_KEY\n}\n",
        "key read from BuildConfig, not a literal",
        "",
    ),
    (
        "exports/<<org>>/sms_<<year>><<mon>><<day>>.txt",
        "[<<day>>/<<mon>>/<<year>> 09:12] <<first>>: Wyt ti'n cofio'r cyfrinair?\n[<<day>>/<<mon>>/<<year>> 09:14] <<first2>>: Na, gofyn i <<first>> ei ailosod\n",
        "asks about a password, reply has none",
        "",
    ),
    (
        "scripts/<<org>>/Export-Audiograms.ps1",
        "$cred = Get-Credential -Message 'EHR login'\nInvoke-RestMethod -Uri https://ehr.<<dom>>/api/audiograms -Credential $cred\n",
        "credential prompted at run time",
        "",
    ),
    (
        "calibration/<<org>>/booth-<<n>>.yml",
        "booth: B<<n>>\nreport:\n  smtp_host: smtp.<<dom>>\n  smtp_user: <<email>>\n  smtp_pass: ${SMTP_PASS}\n",
        "environment variable reference",
        None,
    ),
    (
        "<<org>>.QuoteTool/appsettings.json",
        '{\n  "Smtp": {"Host": "mail.<<dom>>", "UserName": "<<email>>", "Password": ""}\n}\n',
        "empty password",
        None,
    ),
    (
        "home/<<user>>/.config/fish/conf.d/vantrack.fish",
        "set -Ux VANTRACK_API_KEY (pass show fleet/vantrack)\n",
        "value pulled from a password manager",
        "",
    ),
    (
        "export/<<org>>/czat-<<year>>.txt",
        "<<first>>: jakie jest hasło do sklepu?\n<<first2>>: wysłałem ci w Bitwardenie\n",
        "Polish chat pointing at a password manager",
        "",
    ),
    (
        "invoicer/<<org>>/.cargo/config.toml",
        '[env]\nINVOICE_DB_URL = "postgres://invoicer@<<host>>/upholstery"\nRUST_LOG = "info"\n',
        "DSN without password",
        None,
    ),
    (
        "scripts/<<org>>/watch-workroom.bat",
        '@echo off\n"C:\\Program Files\\VideoLAN\\VLC\\vlc.exe" --fullscreen rtsp://<<ip>>:554/Streaming/Channels/102\n',
        "RTSP URL without userinfo",
        "",
    ),
    (
        "foodbank/<<org>>/local_settings.py",
        'import os\n\nDATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "PASSWORD": os.environ["DB_PASSWORD"]}}\n',
        "password read from environment",
        None,
    ),
    (
        "firmware/<<org>>/donation_scale/secrets_template.h",
        '#define WIFI_SSID "<<org>>-warehouse"\n#define INGEST_KEY "PUT-INGEST-KEY-HERE"\n',
        "template placeholder",
        "",
    ),
    (
        "mail/<<org>>/trustees/<<nn>>.eml",
        "From: <<first>> <<last>> <<<email>>>\nSubject: Bank access\n\nThe bank will post the new passcode to the treasurer; I won't send it by email.\n",
        "mentions a passcode without giving one",
        "",
    ),
    (
        "stock/<<org>>/NuGet.Config",
        '<?xml version="1.0"?>\n<configuration>\n  <packageSourceCredentials>\n    <charity-feed>\n      <add key="Username" value="<<user>>" />\n      <add key="ClearTextPassword" value="%NUGET_FEED_PASSWORD%" />\n    </charity-feed>\n  </packageSourceCredentials>\n</configuration>\n',
        "environment variable reference in NuGet config",
        None,
    ),
    (
        "site/<<org>>/netlify.toml",
        '[build]\n  command = "hugo --minify"\n\n[build.environment]\n  HUGO_VERSION = "0.128.0"\n  NODE_VERSION = "20"\n',
        "build environment without any key",
        None,
    ),
    (
        "ChanterTuner/<<org>>/Info.plist",
        '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0">\n<dict>\n  <key>CFBundleIdentifier</key>\n  <string>com.<<org>>.chantertuner</string>\n  <key>CFBundleVersion</key>\n  <string>4.<<n>>.<<nn>></string>\n</dict>\n</plist>\n',
        "bundle id and version only",
        None,
    ),
    (
        "accounts/<<org>>/<<year>>.ledger",
        "; receipts checked by <<first>>\n<<year>>/<<mon>>/<<day>> Highland games prize money\n    Assets:Bank:Current        £450.00\n    Income:Prizes\n",
        "ledger with no credentials",
        "",
    ),
    (
        "analysis/<<org>>/drum_scores.R",
        'library(httr)\nres <- GET("https://scores.<<dom>>/api/v1/results", authenticate(Sys.getenv("SCORES_USER"), Sys.getenv("SCORES_PASS")))\n',
        "credentials from environment",
        "",
    ),
    (
        "home/<<user>>/.pg_service.conf",
        "[treesurvey]\nhost=<<host>>\nport=5432\ndbname=tree_survey\nuser=surveyor\nsslmode=verify-full\nsslcert=/home/<<user>>/.postgresql/surveyor.crt\n",
        "client-certificate authentication",
        "ini",
    ),
    (
        "telematics/<<org>>/.env.example",
        "TELEMATICS_URL=https://telematics.<<dom>>\nTELEMATICS_API_KEY=\n",
        "empty key in an example env file",
        "",
    ),
    (
        "jobs/<<org>>/<<year>>-<<mon>>-<<day>>-job-sheet.md",
        "# Job sheet\n\n- Access: side gate, code 4471\n- Chipper and 2 climbers, start 07:30\n",
        "gate code is 4 digits, no login",
        "",
    ),
    (
        "ops/<<org>>/netrc",
        "machine portal.<<dom>>\n  login <<email>>\n",
        "netrc entry without password",
        "",
    ),
    (
        "timing/<<org>>/gate.hcl",
        'gate "start" {\n  broker   = "tls://<<ip>>:8883"\n  ca_file  = "/etc/timing/ca.pem"\n  cert_file = "/etc/timing/gate.pem"\n}\n',
        "TLS client certificate paths only",
        "",
    ),
    (
        "cron/<<org>>/tannoy.crontab",
        "*/5 18-22 * * 3 /usr/local/bin/announce --config /etc/announce.conf >/dev/null 2>&1\n",
        "cron line without a key",
        "",
    ),
    (
        "live/<<org>>/src/firebase.js",
        'const firebaseConfig = {\n  authDomain: "<<org>>-live.firebaseapp.com",\n  projectId: "<<org>>-live",\n};\n',
        "project ids only",
        "",
    ),
    (
        "cellar/<<org>>/alembic.ini",
        "[alembic]\nscript_location = migrations\nsqlalchemy.url = postgresql+psycopg:///cellar_door?host=/run/postgresql\n",
        "peer authentication over a socket",
        None,
    ),
    (
        "excise/<<org>>/src/main/resources/hmrc.properties",
        "hmrc.base=https://api.service.hmrc.gov.uk\nhmrc.client-id=${HMRC_CLIENT_ID}\nhmrc.client-secret=${HMRC_CLIENT_SECRET}\n",
        "property placeholders",
        "",
    ),
    (
        "theme/<<org>>/config/settings_data.json",
        '{"current": {"klaviyo_public": "<<h8>>", "color_accent": "#c58b1a"}}\n',
        "public site id and a colour",
        None,
    ),
    (
        "ocr/<<org>>/chalkboard_<<nn>>.txt",
        "TODAY'S FLIGHT\nWildflower · Heather · Cyser\n\nGuest WiFi: <<org>>-taproom (open)\n",
        "open Wi-Fi, no key",
        "",
    ),
    (
        "weighbridge/<<org>>/bridge.ini",
        "[Indicator]\nport=COM<<n>>\nbaud=9600\n\n[Upload]\nurl=https://tickets.<<dom>>/api\naccount=<<svc>>\nsecret=\n",
        "empty secret",
        None,
    ),
    (
        "reports/<<org>>/checksums.txt",
        "sha256  <<h8>><<h8>><<h8>><<h8>><<h8>><<h8>><<h8>><<h8>>  tickets-<<year>>.csv\n",
        "a file digest",
        "",
    ),
    (
        "tracker/<<org>>/docker-compose.yml",
        "services:\n  traccar:\n    image: traccar/traccar:6.2\n    environment:\n      DATABASE_PASSWORD_FILE: /run/secrets/db_password\n    secrets: [db_password]\nsecrets:\n  db_password:\n    file: ./db_password.txt\n",
        "Docker secret file reference",
        None,
    ),
    (
        "site/<<org>>/wp-cli.yml",
        "path: web\nurl: https://<<dom>>\nssh: deploy@<<host>>/var/www/<<org>>\n",
        "SSH target, key-based login",
        None,
    ),
    (
        "minutes/<<org>>/<<year>>-<<mon>>.md",
        "## Minutes\n\n4. BMFA portal: <<first2>> to reset the password and share it through the committee vault.\n",
        "minutes mentioning a password reset without one",
        "",
    ),
    (
        "booking/<<org>>/src/main/resources/application-prod.yml",
        "spring:\n  datasource:\n    url: jdbc:mariadb://<<host>>:3306/courts\n    username: courts\n    password: ${DB_PASSWORD}\n",
        "Spring placeholder",
        None,
    ),
    (
        "ballmachine/<<org>>/secrets.py",
        'secrets = {\n    "ssid": "<<org>>-courts",\n    "password": "",\n}\n',
        "empty Wi-Fi password",
        None,
    ),
    (
        "k8s/<<org>>/stats-secret.yaml",
        "apiVersion: v1\nkind: Secret\nmetadata:\n  name: stats-db\ntype: Opaque\nstringData:\n  DB_USER: stats\n  DB_HOST: <<host>>\n",
        "secret manifest with only user and host",
        None,
    ),
    (
        "chats/<<org>>/telegram-coaches.txt",
        "<<first>>: ¿Cuál es la clave de la app?\n<<first2>>: la misma de siempre, te la digo en persona\n",
        "Spanish chat refusing to type the password",
        "",
    ),
    (
        "station/<<org>>/weatherlink.json",
        '{"station_id": <<nn>>, "api_key": "<<h8>>", "poll_seconds": 60, "units": "metric"}\n',
        "short public station id only",
        None,
    ),
    (
        "stream/<<org>>/go-live.sh",
        "#!/bin/bash\nffmpeg -re -i /dev/video2 -c:v h264_nvenc -f mpegts 'srt://<<pubip>>:9000?mode=caller&latency=200'\n",
        "SRT URL without passphrase",
        "",
    ),
    (
        "cutting/<<org>>/Optimiser.xml",
        '<?xml version="1.0"?>\n<OptimiserSettings>\n  <Export>\n    <Folder Path="\\\\<<host>>\\jobs"/>\n  </Export>\n</OptimiserSettings>\n',
        "SMB share path, no login",
        None,
    ),
    (
        "home/<<user>>/.aws/config",
        "[profile glazing-photos]\nregion = eu-west-2\nsso_start_url = https://<<org>>.awsapps.com/start\nsso_role_name = PhotoUploader\n",
        "AWS SSO profile, no keys",
        "",
    ),
    (
        "home/<<user>>/.docker/config.json",
        '{\n  "credsStore": "desktop",\n  "auths": {"registry.<<dom>>": {}}\n}\n',
        "credentials kept in the OS store",
        None,
    ),
    (
        "notes/<<org>>/bee.org",
        "* Bee meeting <<year>>-<<mon>>-<<day>>\n** Accounts\n   - Guild Instagram handled by <<first>>; login in the guild password manager\n",
        "org note without a password",
        "",
    ),
    (
        "scoreboard/<<org>>/settings.json",
        '{"mat": <<n>>, "federation": {"api": "https://results.<<dom>>", "clubKey": null}}\n',
        "null club key",
        None,
    ),
    (
        "home/<<user>>/.git-credentials.md",
        "Use `git config --global credential.helper manager` and sign in with your browser when asked.\n",
        "instructions, no credential",
        "",
    ),
    (
        "lister/<<org>>/config.toml",
        '[ebay]\napp_id = "<<org>>-lister-PRD-<<h8>>"\nruname = "<<org>>-lister"\nsandbox = false\n',
        "app id and RuName are not secrets",
        None,
    ),
    (
        "scans/<<org>>/letter-<<nn>>.txt",
        "Dear <<first>>,\n\nThank you for restoring my grandfather's Olympia. The ribbon spool is the 13 mm type.\n\nYours sincerely,\n<<first2>> <<last2>>\n",
        "letter without a credential",
        "",
    ),
]

for _path, _template, _why, _syntax in DECOYS:
    regd(_path, _template, _why, _syntax)
