# ruff: noqa: E501
"""The forty-ninth corpus's decoys: files at the same kinds of paths as the formats that hold
no live credential. Each is (family, path, template, why, syntax)."""

from __future__ import annotations

from fortyninth_formats_a import F as A
from fortyninth_formats_b import F as B
from fortyninth_formats_c import F as C
from fortyninth_formats_d import F as D
from fortyninth_formats_e import F as E
from fortyninth_formats_f import F as FF
from fortyninth_formats_g import F as G
from fortyninth_formats_h import F as H
from fortyninth_formats_i import F as II
from fortyninth_formats_j import F as J
from fortyninth_formats_k import F as K
from fortyninth_formats_l import F as L
from fortyninth_formats_m import F as M
from fortyninth_formats_n import F as N
from fortyninth_formats_o import F as O
from fortyninth_formats_p import F as P
from fortyninth_spec import regd

DECOYS = [
    # a: Paramaribo household
    (
        A,
        "home/pi/.bash_history",
        "sudo apt update\npihole setpassword\npihole status\nsudo reboot\n",
        "pihole setpassword without an argument prompts for the password; none is on the line",
        "",
    ),
    (
        A,
        "Users/<<fa>>/Desktop/wifi.txt",
        "Profiel Famiri_<<la>> op interface Wi-Fi:\n    Verificatie            : WPA2-Personal\n    Beveiligingssleutel    : Aanwezig\n    (netsh zonder key=clear: de sleutel wordt niet getoond)\n",
        "netsh output without key=clear: the key content line is absent",
        "",
    ),
    (
        A,
        "WhatsApp Chat met Famiri <<la>>.txt",
        "[<<ddot>>, <<time>>:02] <<first>>: wat is het wifi wachtwoord?\n[<<ddot>>, <<time>>:09] <<first2>>: staat op de sticker onder de router, kijk zelf 😅\n",
        "chat that mentions the wifi password and points to a sticker without giving it",
        "",
    ),
    # b: Puerto Rico retirees
    (
        B,
        "home/<<fa>>/.msmtprc",
        'defaults\nauth on\ntls on\naccount gmail\nhost smtp.gmail.com\nport 587\nfrom <<email2>>\nuser <<email2>>\npasswordeval "secret-tool lookup host smtp.gmail.com user <<email2>>"\naccount default : gmail\n',
        "msmtp passwordeval reads the app password from the GNOME keyring",
        "",
    ),
    (
        B,
        "Correo/Recibidos/<<date>> aviso.eml",
        'From: Banco <avisos@<<dom>>>\nTo: <<email>>\nSubject: Aviso de seguridad\nContent-Type: text/plain; charset=utf-8\n\nNunca le pediremos su contraseña por correo ni por teléfono.\nSi olvidó su contraseña, use la opción "Olvidé mi contraseña" en la página.\n',
        "bank notice that talks about passwords without containing one",
        "",
    ),
    (
        B,
        "Contactos/<<last>>.vcf",
        "BEGIN:VCARD\nVERSION:3.0\nFN:<<full>>\nTEL;TYPE=CELL:787-<<n3>>-<<n4>>\nNOTE:clave del portal: la tiene Wilfredito en la libreta\nEND:VCARD\n",
        "vCard note says who keeps the password, no value",
        "",
    ),
    # c: Algiers dorm
    (
        C,
        "fac/scripts/moodle_notes.py",
        'import os\n\nimport requests\n\nUSERNAME = os.environ["MOODLE_USER"]\nPASSWORD = os.environ["MOODLE_PASS"]\nrequests.post("https://elearning.usthb.dz/login/index.php", data={"username": USERNAME, "password": PASSWORD}, timeout=20)\n',
        "Moodle credentials read from the environment",
        None,
    ),
    (
        C,
        "Notes/qr_wifi.txt",
        "Scanné le <<dmy>>\nType : Wi-Fi\nWIFI:T:nopass;S:Cite_U_Invites;;\n",
        "Wi-Fi QR code of an open network (nopass)",
        "",
    ),
    (
        C,
        "home/<<fa>>/.gitconfig",
        "[user]\n\tname = <<full>>\n\temail = <<email2>>\n[credential]\n\thelper = store\n",
        "git credential helper configured, no credential in the file",
        "",
    ),
    # d: Singapore gamer
    (
        D,
        "projects/lepak-bot-<<n2>>/.env.example",
        "DISCORD_TOKEN=\nGUILD_ID=\nPREFIX=!\n",
        "env template with an empty bot token",
        "",
    ),
    (
        D,
        "mc-server-<<n2>>/server.properties",
        "enable-rcon=false\nrcon.password=\nrcon.port=25575\nmotd=lepak smp\nonline-mode=true\n",
        "RCON disabled and its password empty",
        "",
    ),
    (
        D,
        "Desktop/accs.txt",
        "accs\nmain : <<user>>#SG1  pw: ••••••••••\nsmurf: lepak<<n3>>#SEA pw in bitwarden\n",
        "account list with the password masked or stored in a password manager",
        "",
    ),
    # e: Luanda translator
    (
        E,
        "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<FileZilla3 version="3.67.0" platform="windows">\n  <Servers>\n    <Server>\n      <Host>ftp.<<dom>></Host>\n      <Port>21</Port>\n      <Protocol>0</Protocol>\n      <User><<fa>>.tradutora</User>\n      <Logontype>2</Logontype>\n      <Name>Agência</Name>\n    </Server>\n  </Servers>\n</FileZilla3>\n',
        "FileZilla site with Logontype 2 (ask for password): no Pass element",
        None,
    ),
    (
        E,
        "Traduções/ferramentas/deepl_glossario.py",
        'import os\n\nimport deepl\n\ntranslator = deepl.Translator(os.environ["DEEPL_AUTH_KEY"])\nprint(translator.get_usage())\n',
        "DeepL key from the environment",
        None,
    ),
    (
        E,
        "Documentos/checksums_<<n2>>.txt",
        "<<key>>  entrega_contrato_PT.docx\n<<key>>  glossario.tbx\n",
        "SHA-256 checksums of delivered files",
        "",
    ),
    # f: Muscat home automation
    (
        FF,
        "config/secrets_<<n2>>.yaml",
        '# secrets are in the 1Password vault "Home"\nwifi_ssid: "Falaj_<<la>>"\nwifi_password: ""\nmqtt_user: "ha_<<fa>>"\nmqtt_password: ""\n',
        "Home Assistant secrets file with empty values",
        None,
    ),
    (
        FF,
        "zigbee2mqtt/data/configuration.yaml",
        "mqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://<<lan>>:1883\n  user: z2m\n  password: '!secret.yaml password'\nserial:\n  port: /dev/ttyUSB0\n",
        "zigbee2mqtt password is a reference to its secret.yaml",
        None,
    ),
    (
        FF,
        "Documents/tasmota/flash_notes_<<n2>>.txt",
        "Backlog MqttHost <<lan>>; MqttUser tasmota; MqttPassword <pw from HA>; Topic heater\n",
        "Tasmota note with a placeholder instead of the MQTT password",
        "",
    ),
    # g: Salvadoran bitcoin hobbyist
    (
        G,
        "home/<<fa>>/.bitcoin/bitcoin.conf",
        "server=1\ntxindex=1\nrpcauth=<<fa>>rpc:<<hex12>>$<<key>>\nrpcbind=127.0.0.1\n",
        "bitcoind rpcauth line: a salted HMAC of the password, not the password",
        "",
    ),
    (
        G,
        "Documents/xpub_<<n2>>.txt",
        "xpub de la billetera fría (solo lectura, para ver saldo en Sparrow):\nxpub6CUGRUonZSQ4TWtTMmzXdrXDtypWKiKrhko4egpiMZbpiaQL2jkwSB1icqYh2cfDfVxdx4df189oLKnC5fSwqPfgyP3hooxujYzAu3fDVmz\n",
        "extended public key (watch-only), not a private key",
        "",
    ),
    (
        G,
        "proyectos/nft-volcanes/.env",
        "ALCHEMY_URL=https://eth-sepolia.g.alchemy.com/v2/${ALCHEMY_KEY}\nPRIVATE_KEY=${DEPLOYER_KEY}\n",
        "env file referencing other variables only",
        "",
    ),
    # h: Cape Verde radio amateur
    (
        H,
        "etc/svxlink/svxlink.d/ModuleEchoLink.conf",
        "[ModuleEchoLink]\nNAME=EchoLink\nID=2\nSERVERS=servers.echolink.org\nCALLSIGN=D4ZZZ-L\nPASSWORD=\nSYSOPNAME=<<full>>\n",
        "EchoLink module with an empty password",
        "ini",
    ),
    (
        H,
        "Documents/lotw_<<n2>>.txt",
        "LoTW: certificado TQSL renovado em <<dmy>>.\nA senha do ficheiro .p12 está no cofre do KeePassXC (entrada 'LoTW').\n",
        "note pointing to a password manager entry without the value",
        "",
    ),
    (
        H,
        "home/<<fa>>/.config/pat/config.json",
        '{\n  "mycall": "D4ZZZ",\n  "secure_login_password": "",\n  "locator": "HK74"\n}\n',
        "Pat config with empty secure login password",
        None,
    ),
    # i: Hong Kong parent
    (
        II,
        "Mail/Inbox/eclass_reset_<<date>>.eml",
        "From: eClass <noreply@<<dom>>>\nTo: <<email2>>\nSubject: 重設密碼 Password reset\nContent-Type: text/plain; charset=UTF-8\n\n請按以下連結重設密碼（一小時內有效）：\nhttps://eclass.<<dom>>/reset?lang=zh\n學校職員不會向你索取密碼。\n",
        "password reset mail without a password or token",
        "",
    ),
    (
        II,
        "Notes/小朋友戶口.txt",
        "小朋友戶口\nGoogle Classroom: s<<n4>>@<<dom>>\n密碼：問爸爸（寫咗喺雪櫃）\n",
        "note saying where the password is, not what",
        "",
    ),
    (
        II,
        "Downloads/Chrome 密碼.csv",
        "name,url,username,password,note\neclass.<<dom>>,https://eclass.<<dom>>/,p<<n4>>,,\n",
        "password export row with an empty password",
        "",
    ),
    # j: Kingston landlord
    (
        J,
        "public_html/wp-config.php",
        "<?php\ndefine( 'DB_NAME', getenv('WP_DB_NAME') );\ndefine( 'DB_USER', getenv('WP_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\ndefine( 'DB_HOST', 'localhost' );\n",
        "wp-config reading the database password from the environment",
        "",
    ),
    (
        J,
        "Videos/cameras.m3u",
        "#EXTM3U\n#EXTINF:-1,Front gate\nrtsp://<<lan>>:554/cam/realmonitor?channel=1&subtype=0\n",
        "RTSP URL without userinfo",
        "",
    ),
    (
        J,
        "Documents/WhatsApp Chat with <<first2>> Apt <<n2>>.txt",
        "<<dmy>>, <<time>> - <<first2>>: wifi password pls\n<<dmy>>, <<time>> - <<first>> <<last>>: Mi send it pon di paper under yuh door\n",
        "chat about a password without giving one",
        "",
    ),
    # k: Sharjah streaming household
    (
        K,
        "sonarr/config.xml",
        "<Config>\n  <Port>8989</Port>\n  <ApiKey></ApiKey>\n  <AuthenticationMethod>External</AuthenticationMethod>\n</Config>\n",
        "Sonarr config with an empty API key",
        None,
    ),
    (
        K,
        "Download/tv_<<n2>>.m3u",
        '#EXTM3U\n#EXTINF:-1 tvg-id="dubaione.ae",Dubai One\nhttps://dminnvll.cdn.mangomolo.com/dubaione/smil:dubaione.stream.smil/playlist.m3u8\n',
        "free public channel playlist without credentials",
        "",
    ),
    (
        K,
        "homebridge/config.json",
        '{\n  "bridge": {"name": "Homebridge Majlis", "username": "<<mac>>", "port": 51826, "pin": "031-45-154"},\n  "platforms": [{"platform": "config", "name": "Config", "port": 8581}]\n}\n',
        "Homebridge bridge pin is the public pairing code printed on screen; no token",
        None,
    ),
    # l: Brunei home lab
    (
        L,
        "homelab/k8s/apps/nextcloud/externalsecret.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: nextcloud-db\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  data:\n    - secretKey: password\n      remoteRef:\n        key: homelab/nextcloud\n        property: db_password\n",
        "ExternalSecret pointing at a Vault path",
        None,
    ),
    (L, "homelab/wireguard/peers/<<fa>>-phone-<<n2>>.pub", "<<pub>>\n", "WireGuard public key", ""),
    (
        L,
        "homelab/docker/nextcloud/docker-compose.yml",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./db_password.txt\n",
        "compose file reading the password from a Docker secret file",
        None,
    ),
    # m: Kinshasa studio
    (
        M,
        "etc/fstab",
        "//<<lan>>/Sessions  /mnt/sessions  cifs  credentials=/etc/samba/studio.cred,uid=1000,vers=3.0  0  0\n",
        "CIFS mount using a credentials file",
        "",
    ),
    (
        M,
        "studio/scripts/upload_sc.py",
        'import keyring\n\nCLIENT_SECRET = keyring.get_password("soundcloud", "studio")\n',
        "SoundCloud secret read from the OS keyring",
        None,
    ),
    (
        M,
        "Photos/post-it studio <<n3>>.txt",
        "STUDIO\nPC MIX : session studio (sans mot de passe)\nWifi : Matonge_Studio — demander à Papy\n",
        "post-it with no password given",
        "",
    ),
    # n: Vaduz genealogy
    (
        N,
        "webtrees/data/config.ini.php",
        '; <?php return; ?> DO NOT DELETE THIS LINE\ndbtype="sqlite"\ndbhost=""\ndbuser=""\ndbpass=""\ndbname="webtrees"\ntblpfx="wt_"\n',
        "webtrees on SQLite: empty database password",
        "",
    ),
    (
        N,
        "Dokumente/KeePass-Export <<date>>.xml",
        '<?xml version="1.0" encoding="utf-8"?>\n<KeePassFile><Root><Group><Name>Ahnenforschung</Name><Entry><String><Key>Title</Key><Value>MyHeritage</Value></String><String><Key>Password</Key><Value ProtectInMemory="True" /></String></Entry></Group></Root></KeePassFile>\n',
        "KeePass export entry with an empty password value",
        None,
    ),
    (
        N,
        "Ahnenforschung/quellen_<<n2>>.txt",
        "Taufregister Schaan 1780-1830, Seite <<n2>>\nSHA1 <<hex12>><<hex12>><<hex8>><<hex8>>  scan_<<n3>>.tif\n",
        "scan checksums in a source list",
        "",
    ),
    # o: Andorran hiker
    (
        O,
        "excursions/garmin/config.ini",
        "[garmin]\nusername = <<email2>>\npassword =\n; leave empty: the tool asks and stores an OAuth token in ~/.garminconnect\n",
        "Garmin export config with an empty password",
        "ini",
    ),
    (
        O,
        "excursions/web/js/mapa.js",
        "// public Mapbox token, URL-restricted\nconst MAPBOX_TOKEN = 'pk.eyJ1IjoiY29sbGFyZWZ1Z2kiLCJhIjoiY2x6MXB1Ymxp' + 'Y2tleSJ9.' + 'AbCdEfGhIjKlMnOpQrStUv';\n",
        "Mapbox public (pk.) token, meant to be exposed in the browser",
        "",
    ),
    (
        O,
        "WhatsApp/Xat de WhatsApp amb <<first2>>.txt",
        "<<dmy>> <<time>> - <<first2>>: La contrasenya del wifi del refugi?\n<<dmy>> <<time>> - <<first>> <<last>>: La diuen a la recepció quan arribes\n",
        "chat mentioning a password without giving it",
        "",
    ),
    # p: Havana vintage cars
    (
        P,
        "htdocs/registro/conexion.php",
        "<?php\n$cfg = parse_ini_file('/etc/club/db.ini');\n$pdo = new PDO($cfg['dsn'], $cfg['user'], $cfg['pass']);\n",
        "PDO credentials loaded from an ini outside the web root",
        "",
    ),
    (
        P,
        "home/<<fa>>/.netrc",
        "machine ftp.<<dom>>\n  login anonymous\n  password <<email2>>\n",
        "anonymous FTP login whose 'password' is by convention an e-mail address",
        "",
    ),
    (
        P,
        "Documentos/piezas_<<year>>.csv",
        "Vendedor,Pieza,Precio (CUP),Teléfono,Usuario Revolico,Clave\n<<first2>>,Carburador,45000,5<<n3>><<n4>>,<<user>>,****\n",
        "CSV with the password column masked",
        "",
    ),
]

for fam, path, template, why, syntax in DECOYS:
    regd(fam, path, template, why, syntax)
