# ruff: noqa: E501
"""The forty-fourth corpus's decoys: files at the same kinds of paths as the formats that hold no
live credential, three per family, each with its ``why``."""

from __future__ import annotations

import json

from fortyfourth_formats_a import F as A
from fortyfourth_formats_b import F as B
from fortyfourth_formats_c import F as C
from fortyfourth_formats_d import F as D
from fortyfourth_formats_e import F as E
from fortyfourth_formats_f import F as FF
from fortyfourth_formats_g import F as G
from fortyfourth_formats_h import F as H
from fortyfourth_formats_i import F as I_
from fortyfourth_formats_j import F as J
from fortyfourth_formats_k import F as K
from fortyfourth_formats_l import F as L
from fortyfourth_formats_m import F as M
from fortyfourth_formats_n import F as N
from fortyfourth_formats_o import F as O
from fortyfourth_formats_p import F as P
from fortyfourth_spec import hexs, regd

_H64 = lambda rng, s: {"h64": hexs(rng, 64), "h40": hexs(rng, 40)}  # noqa: E731

DECOYS = [
    # a: shyrdak
    (
        A,
        "firmware/dye_vat/main.py",
        'import os\n\nimport network\n\nWIFI_SSID = "<<org>>_tsekh"\nWIFI_PASS = os.getenv("WIFI_PASS", "")\n\nsta = network.WLAN(network.STA_IF)\nsta.active(True)\nsta.connect(WIFI_SSID, WIFI_PASS)\n',
        "MicroPython Wi-Fi password read from the environment, empty default",
    ),
    (
        A,
        "edecl/<<org>>/settings.ini",
        "[Server]\nUrl=https://edecl.customs.kg/ws/\n\n[Account]\nLogin=<<user>>\nPassword=\nRememberPassword=0\n",
        "customs client INI with an empty password (not remembered)",
    ),
    (
        A,
        "chats/WhatsApp Chat with <<fname>> Kiyiz.txt",
        "<<date_dmy>>, <<time>> - <<fname>>: Инстаграмдын сырсөзүн унутуп калдым\n<<date_dmy>>, <<time2>> - Гүлнара: Сырсөздү телефон аркылуу калыбына келтир, мен билбейм\n",
        "Kyrgyz chat that mentions a password without giving one",
    ),
    # b: huipil
    (
        B,
        "facturacion/.env",
        "FEL_NIT_EMISOR=<<nnn>><<nnn>><<n>>\nFEL_USUARIO=<<org>>\nFEL_LLAVE_FIRMA=\nFEL_LLAVE_WS=\n",
        "FEL .env with empty keys (template)",
    ),
    (
        B,
        "k8s/catalogo/secret.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: catalogo-db\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  target:\n    name: catalogo-db\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: kv/<<org>>/catalogo\n        property: password\n",
        "ExternalSecret pointing at a vault path, no value",
    ),
    (
        B,
        "socias/usuarios_tienda.csv",
        "socia,comunidad,usuario,clave\nJuana Sicay,San Juan La Laguna,jsicay,••••••••\nManuela Tzoc,Santiago Atitlán,mtzoc,••••••••\n",
        "password column masked with bullets",
    ),
    # c: palafito
    (
        C,
        "reservas/.env",
        "APP_ENV=production\nTBK_COMMERCE_CODE=597055555532\nTBK_API_KEY_SECRET=${TBK_API_KEY_SECRET}\nTBK_ENVIRONMENT=LIVE\n",
        "Transbank secret taken from the environment by reference",
    ),
    (
        C,
        "router/export_<<date>>.rsc",
        "# RouterOS 7.<<n>>\n/ip hotspot user\nadd name=recepcion profile=default\n/user ssh-keys\nimport public-key-file=admin.pub user=admin\n",
        "MikroTik export: hotspot user without password, SSH public key import",
    ),
    (
        C,
        "home/<<user>>/.bash_history",
        "cd /var/www/reservas\ncurl -s --netrc-file ~/.netrc-naviera https://api.navierachiloe.cl/v1/reservas | jq .\nsha256sum backup_<<date>>.sql.gz\n",
        "history using a netrc file instead of inline credentials",
    ),
    # d: pampanga
    (
        D,
        "orders/server.js",
        'const PAYMONGO_SECRET = process.env.PAYMONGO_SECRET_KEY;\nconst PAYMONGO_PUBLIC = "pk_live_<<h40>>";\nmodule.exports = { PAYMONGO_SECRET, PAYMONGO_PUBLIC };\n',
        "PayMongo secret from process.env; only a publishable key inline",
    ),
    (
        D,
        "POS/<<org_cap>>POS.exe.config",
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <connectionStrings>\n    <add name="PosDb" connectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=ParulPos;Integrated Security=True" providerName="System.Data.SqlClient" />\n  </connectionStrings>\n</configuration>\n',
        "SQL Server with Windows integrated security, no password",
    ),
    (
        D,
        "wled/<<org>>_parul<<n>>/cfg.json",
        lambda s: json.dumps(
            {"nw": {"ins": [{"ssid": "", "pskl": 0}]}, "ap": {"ssid": "WLED-AP", "pskl": 8}}
        ),
        "WLED export with the PSK left out (only its length)",
    ),
    # e: jamdani
    (
        E,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<FileZilla3 version="3.67.0" platform="windows">\n  <Servers>\n    <Server>\n      <Host><<host>></Host>\n      <Port>21</Port>\n      <User><<user>></User>\n      <Logontype>2</Logontype>\n      <Name>Jamdani designs</Name>\n    </Server>\n  </Servers>\n</FileZilla3>\n',
        "FileZilla site with Logontype 2 (ask for password), nothing stored",
    ),
    (
        E,
        "public_html/wp-config.php",
        "<?php\ndefine( 'DB_NAME', getenv('WP_DB_NAME') );\ndefine( 'DB_USER', getenv('WP_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\ndefine( 'AUTH_KEY', 'put your unique phrase here' );\n",
        "wp-config reading the DB password from getenv, AUTH_KEY placeholder",
    ),
    (
        E,
        "shop/.env",
        "BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta\nBKASH_USERNAME=\nBKASH_APP_KEY=\nBKASH_APP_SECRET=\n",
        "bKash .env template with empty values",
    ),
    # f: licitar
    (
        FF,
        "blagajna/config/fiskal.properties",
        "fiskal.oib=<<nnn>><<nnn>><<nnn>><<n>>\nfiskal.keystore.path=/opt/kasa/certifikati/<<org>>_fina.p12\nfiskal.keystore.password=${FISKAL_KEYSTORE_PASSWORD}\n",
        "keystore password as a ${...} placeholder resolved at runtime",
    ),
    (
        FF,
        "pecnica/grafana/grafana.ini",
        "[security]\nadmin_user = admin\nadmin_password = $__file{/run/secrets/grafana_admin}\n",
        "Grafana admin password read from a Docker secret file",
    ),
    (
        FF,
        "mail/<<user>>/Poslano/<<id8>>.eml",
        lambda s: __import__("fortyfourth_spec").mail(
            s,
            f"knjigovodstvo@{s['dom']}",
            "Nova lozinka",
            "Poštovani,\n\nlozinku za e-Račun ću Vam reći telefonom, ne šaljem je e-poštom.\n\nLijep pozdrav\n",
        ),
        "Croatian e-mail that promises the password by phone",
    ),
    # g: kukeri
    (
        G,
        "tickets/docker-compose.yml",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_DB: tickets\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets:\n      - pg_password\nsecrets:\n  pg_password:\n    file: ./secrets/pg_password.txt\n",
        "PostgreSQL password from a Docker secret file",
    ),
    (
        G,
        "root/.smbcredentials",
        "username=guest\npassword=\ndomain=WORKGROUP\n",
        "SMB guest access with an empty password",
    ),
    (
        G,
        "viber/Viber <<fname>> <<date>>.txt",
        "<<date_dmy>> <<time>> <<fname>>: Забравих паролата за фейсбук\n<<date_dmy>> <<time2>> Милена Колева: Натисни „Забравена парола“, ще ти дойде код на телефона\n",
        "Bulgarian chat about resetting a password, none given",
    ),
    # h: oscypek
    (
        H,
        "sklep/.env",
        "DEBUG=False\nDATABASE_URL=postgres://sklep@/sklep?host=/var/run/postgresql\n",
        "PostgreSQL over a Unix socket with peer authentication, no password",
    ),
    (
        H,
        "integracje/allegro.yml",
        'allegro:\n  environment: production\n  client_id: <<h40>>\n  client_secret: "${ALLEGRO_CLIENT_SECRET}"\n',
        "client secret by environment reference",
    ),
    (
        H,
        "esphome/wedzarnia.yaml",
        "esphome:\n  name: wedzarnia-<<n>>\n\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n",
        "ESPHome reading Wi-Fi credentials from secrets.yaml",
        "",
    ),
    # i: chechia
    (
        I_,
        "paiement/flouci.py",
        'import os\n\nFLOUCI_APP_TOKEN = os.environ["FLOUCI_APP_TOKEN"]\nFLOUCI_APP_SECRET = os.environ["FLOUCI_APP_SECRET"]\n',
        "Flouci credentials from os.environ",
    ),
    (
        I_,
        "intranet/comptes.html",
        '<!DOCTYPE html>\n<html lang="fr"><body>\n<table><tr><th>Service</th><th>Mot de passe</th></tr>\n<tr><td>Boutique</td><td>dans le coffre KeePass</td></tr></table>\n</body></html>\n',
        "access table that points to KeePass instead of a password",
    ),
    (
        I_,
        "scans/post-it_<<date>>.txt",
        "SHA-256 facture_<<date>>.pdf\n<<h64>>\n",
        "OCR of a note holding a SHA-256 checksum",
    ),
    # j: fujara
    (
        J,
        "ladicka/keystore.properties",
        "storeFile=../keys/fujara-tuner.jks\nstorePassword=\nkeyAlias=fujara\nkeyPassword=\n",
        "Android signing properties with empty passwords",
    ),
    (
        J,
        "etc/openvpn/client/auth.txt",
        "# credentials are asked interactively (auth-user-pass without file)\n",
        "OpenVPN auth file with only a comment",
    ),
    (
        J,
        "newsletter/.env",
        "NEWSLETTER_FROM=info@<<dom>>\nSENDGRID_API_KEY=\n",
        "SendGrid key left empty",
    ),
    # k: mola
    (
        K,
        "app/src/main/res/values/strings.xml",
        '<?xml version="1.0" encoding="utf-8"?>\n<resources>\n    <string name="app_name">Molas <<org_cap>></string>\n    <string name="password_hint">Contraseña</string>\n    <string name="password_error">La contraseña es incorrecta</string>\n</resources>\n',
        "UI strings about a password, no value",
    ),
    (
        K,
        "ventas/stripe_sync.py",
        'import os\n\nimport stripe\n\nstripe.api_key = os.environ["STRIPE_RK"]\nPUBLISHABLE = "pk_live_51<<h40>>"\n',
        "Stripe key from the environment; publishable key only",
    ),
    (
        K,
        "tienda/.env",
        "YAPPY_MERCHANT_ID=<<uuid>>\nYAPPY_SECRET_KEY=\nYAPPY_ENV=production\n",
        "Yappy secret key empty",
    ),
    # l: sevdah
    (
        L,
        "home/<<user>>/.my.cnf",
        "[client]\nuser=karte\nhost=<<host>>\n# password prompted (-p)\n",
        "MySQL client config without a password",
    ),
    (
        L,
        "home/<<user>>/.netrc",
        "machine ftp.<<dom>>\nlogin anonymous\npassword <<email>>\n",
        "anonymous FTP with an e-mail address as the conventional password",
    ),
    (
        L,
        "AppData/Roaming/obs-studio/basic/profiles/Kafana/service.json",
        lambda s: json.dumps(
            {
                "settings": {
                    "bwtest": False,
                    "key": "",
                    "server": "auto",
                    "service": "YouTube - RTMPS",
                },
                "type": "rtmp_common",
            },
            indent=4,
        ),
        "OBS streaming service with an empty stream key (connected via account)",
    ),
    # m: sodai
    (
        M,
        "Windows/Panther/unattend.xml",
        '<?xml version="1.0" encoding="utf-8"?>\n<unattend xmlns="urn:schemas-microsoft-com:unattend">\n  <settings pass="oobeSystem">\n    <component name="Microsoft-Windows-Shell-Setup">\n      <AutoLogon>\n        <Password>\n          <Value>*SENSITIVE*DATA*DELETED*</Value>\n          <PlainText>true</PlainText>\n        </Password>\n      </AutoLogon>\n    </component>\n  </settings>\n</unattend>\n',
        "unattend.xml after Windows setup scrubbed the password",
    ),
    (
        M,
        "parduotuve/.env",
        "MONTONIO_ACCESS_KEY=<<uuid>>\nMONTONIO_SECRET_KEY=${MONTONIO_SECRET}\n",
        "Montonio secret by reference",
    ),
    (
        M,
        "messenger/<<fname>>_<<date>>.txt",
        "<<fname>> · <<date>> <<time>>\nKoks slaptažodis nuo Etsy?\n\nRūta · <<date>> <<time2>>\nParašysiu tau vakare telefonu, ne čia\n",
        "Lithuanian chat asking for a password, answer deferred",
    ),
    # n: nutmeg
    (
        N,
        "home/<<user>>/.ssh/id_rsa.pub",
        "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ<<h64>><<h40>> <<user>>@<<org>>\n",
        "SSH public key",
    ),
    (
        N,
        "etc/nut/upsd.users",
        "[upsmon]\n    # password set from /etc/nut/upsmon.secret at boot\n    upsmon primary\n",
        "NUT users file without any password line",
    ),
    (
        N,
        "sms/notify_farmers.py",
        'import os\n\nfrom twilio.rest import Client\n\nclient = Client(os.environ["TWILIO_ACCOUNT_SID"], os.environ["TWILIO_AUTH_TOKEN"])\n',
        "Twilio credentials from the environment",
    ),
    # o: tivaevae
    (
        O,
        "home/<<user>>/.aws/credentials",
        "[default]\ncredential_process = /usr/local/bin/aws-vault exec backup --json\nregion = ap-southeast-2\n",
        "AWS credentials from aws-vault via credential_process",
        "ini",
    ),
    (
        O,
        "etc/hostapd/hostapd.conf",
        "interface=wlan0\nssid=<<org_cap>>_Hall_Guest\nhw_mode=g\nchannel=6\nwpa=0\n",
        "open hotspot, no passphrase",
    ),
    (
        O,
        "market/config.toml",
        '[square]\nenvironment = "production"\naccess_token_env = "SQUARE_ACCESS_TOKEN"\nlocation_id = "L<<id8>>"\n',
        "TOML naming the environment variable that holds the token",
    ),
    # p: adire
    (
        P,
        "store/.env",
        "APP_ENV=production\nPAYSTACK_PUBLIC_KEY=pk_live_<<h40>>\nPAYSTACK_SECRET_KEY=\n",
        "Paystack public key only, secret empty",
    ),
    (
        P,
        "home/<<user>>/.bash_history",
        "cd /var/www/adire\nmysql -u adire_app -p adire_shop\nsha1sum adire_<<date>>.sql\n",
        "mysql -p prompting for the password; a checksum",
    ),
    (
        P,
        "chats/WhatsApp Chat with <<fname>>.txt",
        "<<date_slash>>, <<time>> - <<fname>>: Abeg wetin be the Instagram password?\n<<date_slash>>, <<time2>> - Yetunde Sanni: I go reset am, check your SMS for the code\n",
        "Pidgin chat about a password reset, none given",
    ),
]

for row in DECOYS:
    fam, path, template, why = row[:4]
    syntax = row[4] if len(row) > 4 else None
    regd(fam, path, template, why, syntax, extra=_H64)
