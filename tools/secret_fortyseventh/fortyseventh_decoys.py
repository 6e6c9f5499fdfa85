"""Decoys for the forty-seventh corpus: files at the same kinds of paths as the formats that hold
no live credential (references to the environment, a vault or a keyring, empty values,
placeholders, public keys, checksums, masked values, prose without a password, auth without a
password). A table of (family, paths, template, why, syntax) turned into ``@decoy`` functions."""

# ruff: noqa: E501

from __future__ import annotations

from fortyseventh_formats_a import F as A
from fortyseventh_formats_b import F as B
from fortyseventh_formats_c import F as C
from fortyseventh_formats_d import F as D
from fortyseventh_formats_e import F as E
from fortyseventh_formats_f import F as FF
from fortyseventh_formats_g import F as G
from fortyseventh_formats_h import F as H
from fortyseventh_formats_i import F as II
from fortyseventh_formats_j import F as J
from fortyseventh_formats_k import F as K
from fortyseventh_formats_l import F as L
from fortyseventh_formats_m import F as M
from fortyseventh_formats_n import F as N
from fortyseventh_formats_o import F as O
from fortyseventh_formats_p import F as P
from fortyseventh_spec import regd

DECOYS = [
    # a: dental practice, Utrecht
    (
        A,
        ("C:/ProgramData/Exquise/<<org>>/Exquise.ini",),
        "[Database]\nProvider=SQLOLEDB\nServer=<<host>>\\EXQUISE\nDatabase=ExquiseData\nIntegratedSecurity=SSPI\n; Windows-authenticatie, geen wachtwoord nodig\n",
        "SQL Server with Windows integrated authentication: no password in the file",
        None,
    ),
    (
        A,
        ("sites/<<org>>/wp-content/plugins/afspraak-plannen/includes/config.php",),
        "<?php\ndefine('AFSPRAAK_MOLLIE_MODE', 'live');\ndefine('AFSPRAAK_MOLLIE_KEY', getenv('MOLLIE_API_KEY'));\n",
        "the Mollie key is read from the environment",
        "",
    ),
    (
        A,
        ("Downloads/WhatsApp-chat met <<fname>>.txt",),
        "<<dmy>>, <<t1>> - <<fname>>: Het wachtwoord van zorgmail staat in de kluis-app, niet hier sturen he\n<<dmy>>, <<t2>> - <<fname2>>: Oké, ik kijk in Bitwarden 👍\n",
        "chat that mentions a password and a password manager without giving one",
        "",
    ),
    # b: driving school, Aarhus
    (
        B,
        ("teorilokale/pc<<n>>/unattend.xml",),
        '<?xml version="1.0" encoding="utf-8"?>\n<unattend xmlns="urn:schemas-microsoft-com:unattend">\n  <settings pass="oobeSystem">\n    <component name="Microsoft-Windows-Shell-Setup">\n      <AutoLogon>\n        <Username>teori</Username>\n        <Enabled>false</Enabled>\n        <Password>\n          <Value></Value>\n          <PlainText>true</PlainText>\n        </Password>\n      </AutoLogon>\n    </component>\n  </settings>\n</unattend>\n',
        "unattend.xml with auto-logon disabled and an empty password value",
        None,
    ),
    (
        B,
        ("srv/korebooking/.env",),
        "DJANGO_SETTINGS_MODULE=korebooking.settings.production\nMOBILEPAY_CLIENT_ID=\nMOBILEPAY_CLIENT_SECRET=\n# udfyldes fra 1Password ved deploy\n",
        "empty MobilePay values, filled from a password manager at deploy",
        "",
    ),
    (
        B,
        ("home/<<first>>/.smbcredentials",),
        "username=<<login>>\npassword=\ndomain=KORESKOLE\n",
        "SMB credentials file with an empty password (prompted on mount)",
        "",
    ),
    # c: parish office, Graz
    (
        C,
        ("www/<<org>>/wp-config.php",),
        "<?php\ndefine( 'DB_NAME', 'pfarre_wp' );\ndefine( 'DB_USER', 'pfarre_wp' );\ndefine( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );\ndefine( 'DB_HOST', 'localhost' );\n",
        "wp-config reading the database password from the environment",
        "",
    ),
    (
        C,
        ("Mail/Posteingang/<<id>>.eml",),
        "From: IT-Service Dioezese <it-service@graz-seckau.at>\nTo: <<email>>\nSubject: Passwort zurückgesetzt\n\nSehr geehrte/r <<fname>> <<lname>>,\n\nIhr Passwort wurde zurückgesetzt. Das neue Passwort erhalten Sie per SMS an die hinterlegte Nummer.\nWir versenden Passwörter niemals per E-Mail.\n",
        "e-mail about a password reset that gives no password",
        "",
    ),
    (
        C,
        ("pfarrblatt-newsletter/<<org>>/send.js",),
        'const mailchimp = require("@mailchimp/mailchimp_marketing");\nmailchimp.setConfig({ apiKey: process.env.MAILCHIMP_API_KEY, server: "us<<n>>" });\n',
        "Mailchimp key from process.env",
        "",
    ),
    # d: garage, Lyon
    (
        D,
        ("var/www/dolibarr-<<org>>/htdocs/conf/conf.php",),
        "<?php\n$dolibarr_main_db_host='localhost';\n$dolibarr_main_db_user='dolibarr';\n$dolibarr_main_db_pass='';\n$dolibarr_main_db_type='mysqli';\n// mot de passe chiffré dans conf.php.crypted\n",
        "empty Dolibarr database password (kept encrypted elsewhere)",
        "",
    ),
    (
        D,
        ("srv/<<org>>/docker-compose.yml",),
        "services:\n  mariadb:\n    image: mariadb:10.11\n    environment:\n      MYSQL_DATABASE: dolibarr\n      MYSQL_USER: dolibarr\n      MYSQL_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./secrets/db_password.txt\n",
        "compose file using a Docker secret file, no value inline",
        None,
    ),
    (
        D,
        ("Scans/post-it_<<id>>.txt",),
        "WIFI ATELIER\nreseau : <<org>>-clients\ncode : aucun (réseau ouvert, portail captif)\n",
        "note for an open Wi-Fi network without a key",
        "",
    ),
    # e: swimming pool, Brno
    (
        E,
        ("homeassistant-<<org>>/secrets.yaml",),
        '# Home Assistant - strojovna\nmqtt_broker: <<ip>>\nmqtt_user: strojovna\nmqtt_password: ""\n',
        "Home Assistant secrets with an empty MQTT password",
        None,
    ),
    (
        E,
        ("zalohy/mikrotik-<<org>>-<<date>>.rsc",),
        "# RouterOS 7.14.3 export (hide-sensitive)\n/interface wireless security-profiles\nadd authentication-types=wpa2-psk mode=dynamic-keys name=personal\n/user\nadd group=full name=spravce\n",
        "RouterOS export without sensitive values (the default hide-sensitive export)",
        "",
    ),
    (
        E,
        ("grafana-<<org>>/.env",),
        "GF_SERVER_ROOT_URL=https://grafana.<<dom>>\nGF_DATABASE_URL=postgres://grafana:${GRAFANA_DB_PASSWORD}@<<ip>>:5432/grafana\n",
        "URL with a ${...} reference in the password position",
        "",
    ),
    # f: law firm, Cluj
    (
        FF,
        ("var/www/nextcloud-<<org>>/config/config.php",),
        "<?php\n$CONFIG = array (\n  'dbtype' => 'sqlite3',\n  'datadirectory' => '/srv/nextcloud/data',\n  'installed' => true,\n);\n",
        "Nextcloud on SQLite: no database password",
        "",
    ),
    (
        FF,
        ("opt/backup/<<org>>/restic-dosare.sh",),
        '#!/bin/bash\nexport RESTIC_REPOSITORY="b2:<<org>>-dosare:/restic"\nexport RESTIC_PASSWORD_FILE=/root/.restic-pass\nrestic backup /srv/dosare --tag zilnic\n',
        "restic password read from a file, B2 keys not in the script",
        "",
    ),
    (
        FF,
        ("Documente/IT/carddav-debug-<<date>>.txt",),
        'PROPFIND /remote.php/dav/addressbooks/users/<<login>>/clienti/ HTTP/1.1\nHost: dosare.<<dom>>\nAuthorization: Digest username="<<login>>", realm="Nextcloud", nonce="<<id>>abc", uri="/remote.php/dav/", response="6629fae49393a05397450978507c4ef1"\n',
        "HTTP Digest authorisation: a one-time response hash, not a password",
        "",
    ),
    # g: vet clinic, Novi Sad
    (
        G,
        ("var/www/<<org>>/.env",),
        "APP_ENV=production\nDB_CONNECTION=mysql\nDB_DATABASE=kartoni\nDB_USERNAME=kartoni\nDB_PASSWORD=\n",
        "empty Laravel database password",
        "",
    ),
    (
        G,
        ("Dokumenti/OCR/rendgen_<<date>>.txt",),
        "RENDGEN PC\nkorisnik: rendgen\nšifra: ********\n(pitati <<fname>>)\n",
        "OCR of a note with the password masked by asterisks",
        "",
    ),
    (
        G,
        ("Posta/Primljeno/<<id>>.eml",),
        "From: <<fname>> <<lname>> <<<email>>>\nSubject: SEF\n\nPoštovani, API ključ za SEF ću vam poslati SMS-om, ne šaljem ga mejlom.\nSHA-256 fajla sa fakturama: 9f2c1a7be04d3f58c6a1e0b2d4f9a8c7e5b3d1f0a2c4e6b8d0f1a3c5e7b9d2f4\n",
        "e-mail promising a key by SMS, with a file checksum",
        "",
    ),
    # h: school canteen, Mendoza
    (
        H,
        ("cooperadora-<<org>>/.env",),
        "NODE_ENV=production\nMP_PUBLIC_KEY=APP_USR-<<id>>-public\nMP_ACCESS_TOKEN=${MP_ACCESS_TOKEN}\n",
        "access token as an environment reference; a public key only",
        "",
    ),
    (
        H,
        ("facturacion/<<org>>/certs/afip_<<id>>.crt",),
        "-----BEGIN CERTIFICATE-----\nMIIDSjCCAjKgAwIBAgIIQ2FzYTEyMzQwDQYJKoZIhvcNAQENBQAwODEaMBgGA1UEAwwR\nQ29tcHV0YWRvcmVzIFRlc3QxDTALBgNVBAoMBEFGSVAxCzAJBgNVBAYTAkFSMB4XDTI0\n-----END CERTIFICATE-----\n",
        "a public certificate, no private key",
        "",
    ),
    (
        H,
        ("Documentos/chat_cocina_<<date>>.txt",),
        "<<dmy_slash>> <<t1>> - <<fname2>>: me pasás la contraseña del sistema?\n<<dmy_slash>> <<t2>> - <<fname>>: te la paso en persona mañana, no por acá\n",
        "chat asking for a password that is not given",
        "",
    ),
    # i: taxi company, Douala
    (
        II,
        ("opt/traccar/conf/traccar.xml",),
        "<?xml version='1.0' encoding='UTF-8'?>\n<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>\n<properties>\n    <entry key='database.driver'>org.h2.Driver</entry>\n    <entry key='database.url'>jdbc:h2:./data/database</entry>\n    <entry key='database.user'>sa</entry>\n    <entry key='database.password'></entry>\n</properties>\n",
        "Traccar default embedded H2 database with an empty password",
        None,
    ),
    (
        II,
        ("taxi-app-<<org>>/android/keystore.properties",),
        "storeFile=../keys/upload-<<org>>.jks\nstorePassword=${KEYSTORE_PASSWORD}\nkeyAlias=upload\nkeyPassword=${KEY_PASSWORD}\n",
        "keystore properties with CI variable references",
        "",
    ),
    (
        II,
        ("home/<<first>>/.git-credentials",),
        "https://<<login>>@gitlab.com\n",
        "git credentials line without a password (credential helper prompts)",
        "",
    ),
    # j: print shop, Alexandria
    (
        J,
        ("AppData/Roaming/FileZilla/sitemanager.xml",),
        '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>\n<FileZilla3 version="3.66.5" platform="windows">\n    <Servers>\n        <Server>\n            <Host>ftp.<<dom>></Host>\n            <Port>21</Port>\n            <User><<login>></User>\n            <Logontype>2</Logontype>\n            <Name>Client artwork uploads</Name>\n        </Server>\n    </Servers>\n</FileZilla3>\n',
        "FileZilla site with 'ask for password' logon type, no Pass element",
        None,
    ),
    (
        J,
        ("home/<<first>>/.my.cnf",),
        "[client]\nuser=web2print\nhost=localhost\n# password from ~/.mylogin.cnf (mysql_config_editor)\n",
        "MySQL client file without a password (login path used)",
        "ini",
    ),
    (
        J,
        ("Scans/ورقة_<<id>>.txt",),
        "واي فاي المطبعة\nالشبكة: <<org>>-Guest\nمن غير باسورد\n",
        "note for a Wi-Fi network without a password",
        "",
    ),
    # k: housing association, Glasgow
    (
        K,
        ("TenancyApp/<<org>>/appsettings.Production.json",),
        '{\n  "ConnectionStrings": {\n    "Housing": "Server=<<host>>\\\\SQLEXPRESS;Database=Tenancies;Integrated Security=True;TrustServerCertificate=True"\n  },\n  "AllowedHosts": "*"\n}\n',
        "connection string with integrated security, no password",
        None,
    ),
    (
        K,
        ("keys/<<org>>/bacs-sftp.pub",),
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq8Kc2R9mW1cY4ZpGb7tX0dE3fN6sLu5vJ2aQwP8rTk rent-sftp@<<org>>\n",
        "an SSH public key",
        "",
    ),
    (
        K,
        ("Shared/Arrears/officer_logins_<<year>>.tsv",),
        "officer\tpatch\tportal_user\tportal_pw\n<<fname>> <<lname>>\tGovanhill East\t<<login>>\t••••••••\n<<fname2>> <<lname2>>\tPollokshields\t<<first2>>.<<last2>>\t(reset via IT)\n",
        "a login sheet with the password column masked",
        "",
    ),
    # l: hair salon, Chiang Mai
    (
        L,
        ("salon-bot/<<org>>/notify_booking.py",),
        'import os\n\nimport requests\n\nLINE_NOTIFY_TOKEN = os.environ["LINE_NOTIFY_TOKEN"]\n',
        "LINE Notify token from os.environ",
        None,
    ),
    (
        L,
        ("deposit-api/<<org>>/src/omise.js",),
        'const omise = require("omise")({\n  publicKey: "pkey_5<<id>>abcdefghjk",\n  secretKey: process.env.OMISE_SECRET_KEY,\n});\n',
        "Omise public key only; secret key from the environment",
        "",
    ),
    (
        L,
        ("Documents/line_chat_salon_<<date>>.txt",),
        "[LINE] ประวัติการแชทกับ <<fname>>\n\n<<dmy_slash>>\n<<t1>>\t<<fname2>>\tพี่คะ รหัสผ่านแอปจองคิวอะไรคะ\n<<t2>>\t<<fname>>\tเดี๋ยวพี่บอกที่ร้านนะ ไม่ส่งในไลน์\n",
        "LINE chat about a password without giving it",
        "",
    ),
    # m: pharmacy, Montreal
    (
        M,
        ("Sauvegarde/<<host>>/odbc_officine.reg",),
        'Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\ODBC\\ODBC.INI\\Officine]\n"Driver"="C:\\\\Windows\\\\system32\\\\sqlsrv32.dll"\n"Server"="<<host>>\\\\OFFICINE"\n"Trusted_Connection"="Yes"\n',
        "ODBC DSN with a trusted connection, no PWD value",
        "",
    ),
    (
        M,
        ("apps-script/<<org>>/Code.gs",),
        "const props = PropertiesService.getScriptProperties();\nconst TWILIO_SID = props.getProperty('TWILIO_SID');\nconst TWILIO_TOKEN = props.getProperty('TWILIO_TOKEN');\n",
        "Twilio credentials read from script properties",
        "",
    ),
    (
        M,
        ("Numerisation/post-it_<<id>>.txt",),
        "POSTE COMPTOIR 2\nsession : comptoir\nMDP = carte à puce + NIP personnel\n",
        "note saying the login uses a smart card and personal PIN",
        "",
    ),
    # n: library, Kutaisi
    (
        N,
        ("etc/koha/sites/<<org>>/koha-conf.xml",),
        "<yazgfs>\n<config>\n <db_scheme>mysql</db_scheme>\n <database>koha_<<n>></database>\n <user>koha_<<n>></user>\n <pass>__DB_PASS__</pass>\n</config>\n</yazgfs>\n",
        "Koha site template with the __DB_PASS__ placeholder before koha-create",
        None,
    ),
    (
        N,
        ("dspace/<<org>>/config/local.cfg",),
        "dspace.dir = /opt/dspace\ndb.url = jdbc:postgresql://localhost:5432/dspace\ndb.username = dspace\ndb.password = ${env:DSPACE_DB_PASSWORD}\n",
        "DSpace password taken from the environment",
        "",
    ),
    (
        N,
        ("IT/kiosk-<<n>>/autologon.reg",),
        'Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n"AutoAdminLogon"="0"\n"DefaultUserName"="katalogi"\n"DefaultPassword"=-\n',
        "registry file that deletes the auto-logon password",
        "",
    ),
    # o: football club, Medellin
    (
        O,
        ("home/<<first>>/.aws/credentials",),
        "[default]\ncredential_process = /usr/local/bin/aws-vault exec club --json\nregion = us-east-1\n",
        "AWS credentials delegated to aws-vault",
        "ini",
    ),
    (
        O,
        ("marcador/<<host>>/marcador.py",),
        'import os\n\nimport paho.mqtt.client as mqtt\n\nclient = mqtt.Client(client_id="marcador")\nclient.username_pw_set("marcador", os.getenv("MQTT_PASS"))\nclient.connect("<<ip>>", 1883, 60)\n',
        "MQTT password from os.getenv",
        None,
    ),
    (
        O,
        ("Escaneos/papel_<<id>>.txt",),
        "CAMERINO / OFICINA\nRed: <<org>>-invitados\nClave wifi: pedirla en la oficina\n",
        "note that says to ask for the Wi-Fi key",
        "",
    ),
    # p: estate agent, Brisbane
    (
        P,
        ("docker/<<org>>-site/docker-compose.yml",),
        'services:\n  db:\n    image: mysql:8.0\n    environment:\n      MYSQL_DATABASE: wordpress\n      MYSQL_USER: wordpress\n      MYSQL_PASSWORD: "${WORDPRESS_DB_PASSWORD:?set in .env}"\n',
        "compose password as a required ${...} substitution",
        None,
    ),
    (
        P,
        ("rentals-sync/<<org>>/.env",),
        "PME_CLIENT_ID=<<id>>\nPME_CLIENT_SECRET=\nPME_REDIRECT_URI=https://<<dom>>/oauth/propertyme\n",
        "empty PropertyMe client secret",
        "",
    ),
    (
        P,
        ("Outlook/Inbox/<<id>>.eml",),
        "From: <<fname>> <<lname>> <<<email>>>\nTo: <<email2>>\nSubject: Keysafe and portal\n\nHi <<fname2>>, I've sent you an invite from the portal - set your own password from the link.\nKeysafe code is on the board in the office. Cheers\n",
        "e-mail about a portal invite, no password given",
        "",
    ),
]

for _fam, _paths, _template, _why, _syntax in DECOYS:
    regd(_fam, _paths, _template, _why, _syntax)
