# ruff: noqa: E501
"""The forty-sixth corpus's decoys: files at the same kinds of paths as the formats that hold
no live credential, each with its ``why``. A table of (family, path, template, why, syntax)
turned into ``@decoy`` functions by ``regd``."""

from __future__ import annotations

from fortysixth_formats_a import F as A
from fortysixth_formats_b import F as B
from fortysixth_formats_c import F as C
from fortysixth_formats_d import F as D
from fortysixth_formats_e import F as E
from fortysixth_formats_f import F as FF
from fortysixth_formats_g import F as G
from fortysixth_formats_h import F as H
from fortysixth_formats_i import F as II
from fortysixth_formats_j import F as J
from fortysixth_formats_k import F as K
from fortysixth_formats_l import F as L
from fortysixth_formats_m import F as M
from fortysixth_formats_n import F as N
from fortysixth_formats_o import F as O
from fortysixth_formats_p import F as P
from fortysixth_spec import regd

DECOYS = (
    # a nagol
    (
        A,
        "booking-sync/.env",
        "REZDY_API_URL=https://api.rezdy.com/v1\nREZDY_API_KEY=${REZDY_API_KEY}\nREZDY_SUPPLIER_ID=<<n>>7731\n",
        "the key is an unresolved reference to the process environment",
        "",
    ),
    (
        A,
        "exports/WhatsApp Chat with Nagol Tour Booking.txt",
        "<<date_sl>>, <<time>> - <<first>> <<last>>: Pasword blong booking system i stap long envelop long ofis\n<<date_sl>>, <<time>> - Roslyn Tabi: Oke, bae mi go tekem tumoro\n",
        "Bislama chat that says where the password is kept without giving it",
        "",
    ),
    (
        A,
        "home/<<first_a>>/.ssh/id_ecdsa.pub",
        "ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB<<hx>>Qm9vbGVhbkxhbmREaXZlclBlbnRlY29zdDIwMjZUb3dlckxpYW5h <<first_a>>@<<org>>\n",
        "an SSH public key, not the private key",
        "",
    ),
    # b castellers
    (
        B,
        "public_html/wp-config.php",
        "<?php\ndefine( 'DB_NAME', getenv('WP_DB_NAME') );\ndefine( 'DB_USER', getenv('WP_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\ndefine( 'DB_HOST', 'localhost' );\n",
        "wp-config reads the database password from the environment",
        "",
    ),
    (
        B,
        "junta/llistat_pinya_<<year>>.csv",
        "nom;cognom;posició;telèfon;usuari_app;contrasenya\nOriol;Casals;baix;<<phone>>;ocasals;••••••••\n<<first>>;<<last>>;segon;<<phone>>;<<user>>;••••••••\n",
        "password column masked with bullets",
        "",
    ),
    (
        B,
        "obs-studio/plugin_config/obs-websocket/config.json",
        '{\n  "alerts_enabled": false,\n  "auth_required": false,\n  "first_load": false,\n  "server_enabled": true,\n  "server_password": "",\n  "server_port": 4455\n}\n',
        "OBS websocket with authentication turned off and an empty password",
        None,
    ),
    # c dalahast
    (
        C,
        "esphome/torkrum-<<n>>.yaml",
        "esphome:\n  name: torkrum-furu\n\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n\napi:\n  encryption:\n    key: !secret api_key\n",
        "ESPHome `!secret` references into a secrets.yaml that is not here",
        "",
    ),
    (
        C,
        "Mail/Inkorg/<<n>>_inloggning.eml",
        "From: <<first>> <<last>> <<<email>>>\nTo: <<email2>>\nSubject: Inloggning webbutiken\nContent-Type: text/plain; charset=utf-8\n\nHej! Lösenordet till webbutiken får du av mig på telefon, jag skickar det inte på mejl.\n\nHälsningar\n<<first>>\n",
        "Swedish e-mail that refuses to send the password",
        "",
    ),
    (
        C,
        "swish/certs/<<n>>231<<n>>_swish.sha256",
        "<<hx>><<hx>><<hx>><<hx>><<hx>><<hx>><<hx>><<hx>>  swish_certificate.p12\n",
        "SHA-256 checksum of a certificate bundle",
        "",
    ),
    # d hurley
    (
        D,
        "etc/odbc.ini",
        "[SageAccounts]\nDescription = Sage 50 accounts (workshop)\nDriver = ODBC Driver 18 for SQL Server\nServer = <<host>>,1433\nDatabase = SAGE\nTrusted_Connection = yes\n",
        "ODBC DSN using Windows integrated authentication, no password",
        "ini",
    ),
    (
        D,
        "home/<<first_a>>/.git-credentials.helper",
        "[credential]\n\thelper = manager\n\tcredentialStore = secretservice\n",
        "git credential helper configuration pointing at the keyring",
        "",
    ),
    (
        D,
        "cctv/streams.txt",
        "# workshop cameras (Hikvision DS-2CD2043)\nbandsaw   rtsp://<<ip>>:554/Streaming/Channels/101\nyard      rtsp://<<ip>>:554/Streaming/Channels/201\n# login is in the NVR, not here\n",
        "RTSP URLs without userinfo",
        "",
    ),
    # e ohrid
    (
        E,
        "app/config/parameters.php",
        "<?php return array (\n  'parameters' => array (\n    'database_host' => '<<host>>',\n    'database_user' => '<<org>>_ps',\n    'database_password' => getenv('PS_DB_PASSWD'),\n  ),\n);\n",
        "PrestaShop parameters read the password from the environment",
        "",
    ),
    (
        E,
        "Users/<<first_a>>/AppData/Roaming/FileZilla/sitemanager.xml",
        '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>\n<FileZilla3 version="3.67.0" platform="windows">\n    <Servers>\n        <Server>\n            <Host>ftp.<<dom>></Host>\n            <Port>21</Port>\n            <Protocol>0</Protocol>\n            <User><<user>></User>\n            <Logontype>3</Logontype>\n            <Name>Бисер продавница</Name>\n        </Server>\n    </Servers>\n</FileZilla3>\n',
        "FileZilla site with logon type 'ask for password': nothing stored",
        None,
    ),
    (
        E,
        "viber/Разговор_<<first_a>>.txt",
        "[<<date_eu>> <<time>>] <<first>> <<last>>: Ја заборавив лозинката за продавницата\n[<<date_eu>> <<time>>] Горан Талев: Кликни „Заборавена лозинка“, ќе ти дојде линк на мејл\n",
        "Macedonian chat about a forgotten password, none given",
        "",
    ),
    # f coracle
    (
        FF,
        "etc/mosquitto/conf.d/bridge-<<n>>.conf",
        "connection teifi-bridge\naddress mqtt.<<dom>>:8883\nbridge_cafile /etc/ssl/certs/ca-certificates.crt\nbridge_certfile /etc/mosquitto/certs/gauge.crt\nbridge_keyfile /etc/mosquitto/certs/gauge.key\ntopic afon/teifi/# out 1\n",
        "MQTT bridge authenticating by client certificate files, no password inline",
        "",
    ),
    (
        FF,
        "etc/restic/archif.env",
        "export RESTIC_REPOSITORY=s3:https://s3.eu-west-2.amazonaws.com/<<org>>-archif\nexport RESTIC_PASSWORD_FILE=/etc/restic/password\nexport AWS_PROFILE=archif\n",
        "restic password read from a file, AWS from a named profile",
        "",
    ),
    (
        FF,
        "scripts/eventbrite_bookings.py",
        'import os\n\nimport requests\n\nEVENTBRITE_TOKEN = os.environ["EVENTBRITE_TOKEN"]\n\n\ndef bookings(event_id: str) -> list:\n    return requests.get(f"https://www.eventbriteapi.com/v3/events/{event_id}/attendees/", headers={"Authorization": f"Bearer {EVENTBRITE_TOKEN}"}, timeout=30).json()["attendees"]\n',
        "token from os.environ",
        "py",
    ),
    # g timbila
    (
        G,
        "android/key.properties",
        "storePassword=\nkeyPassword=\nkeyAlias=upload\nstoreFile=/home/<<first_a>>/keys/timbila-upload.jks\n",
        "empty signing passwords (filled in by CI)",
        "",
    ),
    (
        G,
        "etc/icecast2/icecast.xml",
        "<icecast>\n    <authentication>\n        <source-password>hackme</source-password>\n        <admin-user>admin</admin-user>\n        <admin-password>hackme</admin-password>\n    </authentication>\n    <hostname>localhost</hostname>\n</icecast>\n",
        "Icecast's shipped default 'hackme' values in an untouched config",
        None,
    ),
    (
        G,
        "WhatsApp Chat - Msaho <<year>>.txt",
        "<<date_sl>> <<time>> - <<first>> <<last>>: A senha do painel mudou, pede ao Salvador por telefone\n<<date_sl>> <<time>> - Graça Tembe: Ok, obrigado\n",
        "Portuguese chat that mentions a password without giving it",
        "",
    ),
    # h okavango
    (
        H,
        "config/channel_manager.ini",
        "[general]\nproperty = <<org>>\ncurrency = BWP\n\n[nightsbridge]\nendpoint = https://www.nightsbridge.co.za/bridge/api/5.0\nbbid = <<n>>412\nusername = <<user>>\npassword =\n",
        "channel manager with an empty password",
        None,
    ),
    (
        H,
        "etc/hostapd/hostapd.conf",
        "interface=wlan0\ndriver=nl80211\nssid=<<org_cap>>_Island_Guest\nhw_mode=g\nchannel=6\ncountry_code=BW\nauth_algs=1\nwpa=0\n",
        "open access point, no passphrase",
        "",
    ),
    (
        H,
        "payments/keys/orange_money_<<org>>.pub",
        "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA<<hx>>u3Y1q0bq9xJ2o\nZ2Q8h1wq3v5JrUeK1pQ0aVnA4mW7yX6tS8lC2dF9gH0jK3LmN4oP5qR6sT7uV8wX\n-----END PUBLIC KEY-----\n",
        "the merchant's public key",
        "",
    ),
    # i lubugo
    (
        II,
        "shop-api/.env",
        "MOMO_BASE_URL=https://proxy.momoapi.mtn.com\nMOMO_TARGET_ENV=mtnuganda\nMOMO_COLLECTION_PRIMARY_KEY=\nMOMO_API_USER=\nMOMO_API_KEY=\n",
        "empty .env values",
        "",
    ),
    (
        II,
        "k8s/<<org>>/db-secret.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: lubugo-shop-db\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  target:\n    name: lubugo-shop-db\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: shop/db\n        property: password\n",
        "ExternalSecret pointing at a vault path",
        None,
    ),
    (
        II,
        "pos/nightly_backup.bat",
        "@echo off\nrem Nightly backup of the shop till\nsqlcmd -S .\\SQLEXPRESS -E -Q \"BACKUP DATABASE [POS] TO DISK='D:\\backups\\pos.bak' WITH INIT\"\n",
        "sqlcmd with -E (Windows authentication)",
        "",
    ),
    # j tais
    (
        J,
        "home/<<first_a>>/.pyodk_config.toml",
        '[central]\nbase_url = "https://odk.<<dom>>"\nusername = "<<email>>"\npassword = ""\ndefault_project_id = <<n>>\n',
        "pyodk config with an empty password (prompted)",
        None,
    ),
    (
        J,
        "ghost/config.production.json",
        '{\n  "url": "https://<<dom>>",\n  "database": {\n    "client": "sqlite3",\n    "connection": {\n      "filename": "/var/www/<<org>>/content/data/ghost.db"\n    }\n  }\n}\n',
        "Ghost on SQLite: no database password",
        None,
    ),
    (
        J,
        "home/<<first_a>>/.ssh/known_hosts",
        "backup.<<dom>> ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<hx>>TaisLoromonu<<hx>>Bobonaro\n",
        "known_hosts: public host keys",
        "",
    ),
    # k dhoni
    (
        K,
        "Windows/Panther/unattend.xml",
        '<?xml version="1.0" encoding="utf-8"?>\n<unattend xmlns="urn:schemas-microsoft-com:unattend">\n    <settings pass="oobeSystem">\n        <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64">\n            <UserAccounts>\n                <LocalAccounts>\n                    <LocalAccount>\n                        <Password>\n                            <Value>*SENSITIVE*DATA*DELETED*</Value>\n                            <PlainText>true</PlainText>\n                        </Password>\n                        <Name>yardadmin</Name>\n                    </LocalAccount>\n                </LocalAccounts>\n            </UserAccounts>\n        </component>\n    </settings>\n</unattend>\n',
        "unattend.xml after Windows setup scrubbed the password",
        None,
    ),
    (
        K,
        "Vault/Yard/Logins.md",
        "# Yard logins\n\n| system | user | password | note |\n|---|---|---|---|\n| MIRA tax portal | <<org>> | in KeePass | GST filing |\n| Timber supplier | <<user>> | in KeePass | sawn teak |\n",
        "login table pointing at KeePass",
        "",
    ),
    (
        K,
        "scripts/upload_drawings.txt",
        'option batch abort\nopen sftp://<<user>>@sftp.<<dom>>/ -privatekey="C:\\Yard\\keys\\yard.ppk" -hostkey="ssh-ed25519 255 <<hx>>"\nput C:\\Yard\\Drawings\\*.pdf\nexit\n',
        "WinSCP script using a private key file path, no password",
        "",
    ),
    # l shellmoney
    (
        L,
        "scripts/upload_photos.py",
        'import boto3\n\ns3 = boto3.Session(profile_name="archive").client("s3")\ns3.upload_file("photos/tafuliae_01.jpg", "<<org>>-archive", "shellmoney/tafuliae_01.jpg")\n',
        "boto3 from a named profile, no keys inline",
        "py",
    ),
    (
        L,
        "lib/supabase_config.dart",
        "class SupabaseConfig {\n  static const String url = String.fromEnvironment('SUPABASE_URL');\n  static const String anonKey = String.fromEnvironment('SUPABASE_ANON_KEY');\n}\n",
        "values injected at build time with --dart-define",
        "",
    ),
    (
        L,
        "sms/<<date>>_<<first_a>>.txt",
        "<<phone>> <<date_sl>> <<time>>: Wanem nao pin blong wifi?\nMi <<date_sl>> <<time>>: Askem Grace, mi no save\n",
        "Pijin SMS asking for a PIN, no value given",
        "",
    ),
    # m chinguetti
    (
        M,
        "omeka-s/config/database.ini",
        'user     = ""\npassword = ""\ndbname   = ""\nhost     = ""\n',
        "Omeka S database.ini as shipped: all empty",
        "",
    ),
    (
        M,
        "scanner/map_share.ps1",
        '$cred = Get-Credential -UserName "<<org>>\\scan" -Message "Mot de passe du NAS"\nNew-PSDrive -Name M -PSProvider FileSystem -Root "\\\\<<ip>>\\manuscrits" -Credential $cred -Persist\n',
        "PowerShell prompting for the credential",
        "",
    ),
    (
        M,
        "courrier/<<date>>_numerisation.eml",
        "From: <<first>> <<last>> <<<email>>>\nTo: numerisation@<<word>>-fondation.fr\nSubject: Accès au serveur\nContent-Type: text/plain; charset=UTF-8\n\nBonjour,\nle mot de passe vous sera communiqué par SMS séparément, pour des raisons de sécurité.\n\nCordialement,\n<<first>>\n",
        "French e-mail saying the password is sent separately",
        "",
    ),
    # n kuckucksuhr
    (
        N,
        "shopware/.env.local",
        "APP_ENV=prod\nAPP_URL=https://www.<<dom>>\nDATABASE_URL=mysql://shopware:${DB_PASSWORD}@127.0.0.1:3306/shopware\n",
        "DATABASE_URL interpolating an environment variable",
        "",
    ),
    (
        N,
        "Mail/<<date>>_Zugangsdaten.eml",
        "From: <<first>> <<last>> <<<email>>>\nTo: <<email2>>\nSubject: Ihre Zugangsdaten\nContent-Type: text/plain; charset=UTF-8\n\nSehr geehrte Damen und Herren,\n\nIhr Passwort können Sie über den Link „Passwort vergessen“ selbst festlegen.\n\nMit freundlichen Grüßen\n<<first>> <<last>>\n",
        "German e-mail pointing to a reset link",
        "",
    ),
    (
        N,
        "versand/request_<<n>>.xml",
        '<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:cis="http://dhl.de/webservice/cisbase">\n   <soapenv:Header>\n      <cis:Authentification>\n         <cis:user><<user>></cis:user>\n         <cis:signature>********</cis:signature>\n      </cis:Authentification>\n   </soapenv:Header>\n   <soapenv:Body/>\n</soapenv:Envelope>\n',
        "logged SOAP request with the signature masked",
        None,
    ),
    # o solomka
    (
        O,
        "Desktop/Chrome Passwords.csv",
        "name,url,username,password,note\n<<dom>>,https://<<dom>>/admin/login,<<user>>,,\nvk.com,https://vk.com/login,<<phone>>,,\n",
        "Chrome export with the password column empty",
        "",
    ),
    (
        O,
        "etc/zabbix/zabbix_agentd.conf",
        "Server=<<ip>>\nServerActive=<<ip>>\nHostname=<<org>>-workshop\nTLSConnect=psk\nTLSAccept=psk\nTLSPSKIdentity=<<org>>-psk\nTLSPSKFile=/etc/zabbix/zabbix_agentd.psk\n",
        "agent config naming the PSK file, not the key",
        "",
    ),
    (
        O,
        ".gitlab-ci.yml",
        "stages:\n  - deploy\n\ndeploy:\n  stage: deploy\n  image: alpine:3.20\n  script:\n    - git clone https://oauth2:${DEPLOY_TOKEN}@gitlab.com/<<org>>/site-static.git public\n  only: [main]\n",
        "CI variable reference, defined in the project settings",
        None,
    ),
    # p bidriware
    (
        P,
        "bidri_shop/settings/production.py",
        'import os\n\nRAZORPAY_KEY_ID = "rzp_live_<<hx>>Ab12Cd"\nRAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]\n',
        "public key id only; the secret comes from the environment",
        "py",
    ),
    (
        P,
        "auth/jwks.json",
        '{"keys": [{"kty": "RSA", "kid": "bidri-<<hx>>", "use": "sig", "alg": "RS256", "e": "AQAB", "n": "<<hx>>u3Y1q0bq9xJ2oZ2Q8h1wq3v5JrUeK1pQ0aVnA4mW7yX6tS8lC2dF9gH0jK3LmN4oP5qR6sT7uV8wX"}]}\n',
        "public JWKS: modulus and exponent only",
        None,
    ),
    (
        P,
        "einvoice/config.json",
        '{\n  "irp_base_url": "https://api.einvoice1.gst.gov.in",\n  "client_id": "",\n  "client_secret": "",\n  "user_name": "",\n  "password": ""\n}\n',
        "e-invoice config template with empty values",
        None,
    ),
)

for fam, path, template, why, syntax in DECOYS:
    regd(fam, path, template, why, syntax)
