# ruff: noqa: E501
"""Decoys of the fifty-eighth corpus: files like the planted ones that hold no real credential,
three per family, each with a ``why``."""

from __future__ import annotations

import fiftyeighth_formats_a as fa
import fiftyeighth_formats_b as fb
import fiftyeighth_formats_c as fc
import fiftyeighth_formats_d as fd
import fiftyeighth_formats_e as fe
import fiftyeighth_formats_f as ff
import fiftyeighth_formats_g as fg
import fiftyeighth_formats_h as fh
import fiftyeighth_formats_i as fi
import fiftyeighth_formats_j as fj
import fiftyeighth_formats_k as fk
import fiftyeighth_formats_l as fl
import fiftyeighth_formats_m as fm
import fiftyeighth_formats_n as fn
import fiftyeighth_formats_o as fo
import fiftyeighth_formats_p as fp
from fiftyeighth_spec import regd

DECOYS = (
    # a: Rosario football league
    (
        fa.F,
        "public_html/wp-config.php",
        "<?php\ndefine( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );\ndefine( 'DB_USER', getenv('WORDPRESS_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );\ndefine( 'DB_HOST', 'localhost' );\n$table_prefix = 'wp_';\nrequire_once ABSPATH . 'wp-settings.php';\n",
        "wp-config.php reads the database password from the environment (getenv); no value in the file",
        "",
    ),
    (
        fa.F,
        "exports/socios_<<year>>.csv",
        "nro_socio;apellido;nombre;categoria;cuota_al_dia;email;usuario_portal;clave_portal\n<<num>>;<<last>>;<<first>>;Primera;SI;<<email>>;<<user>>;********\n<<num>>1;ROMERO;Lucia;Femenino;NO;lucia.romero@gmail.com;lromero;********\n",
        "membership export with the portal password column masked by asterisks",
        "",
    ),
    (
        fa.F,
        "WhatsApp Chat with Comision Directiva <<org>>.txt",
        "<<d>>/<<mo>>/<<year>>, <<time>> - <<fname>> <<lname>>: alguien sabe la clave del wifi del buffet?\n<<d>>/<<mo>>/<<year>>, <<time2>> - <<fname2>>: está pegada en la heladera, no la paso por acá que esto lo lee todo el mundo\n",
        "chat that talks about the Wi-Fi password but never gives it",
        None,
    ),
    # b: Kraków parish
    (
        fb.F,
        "strona_parafii_<<year>>/configuration.php",
        "<?php\nclass JConfig {\n\tpublic $dbtype = 'mysqli';\n\tpublic $host = 'localhost';\n\tpublic $user = '';\n\tpublic $password = '';\n\tpublic $db = '';\n\tpublic $dbprefix = 'jos_';\n}\n",
        "Joomla configuration.php template from the installer with empty user and password",
        "",
    ),
    (
        fb.F,
        "darowizny_<<year>>/.env.example",
        "APP_ENV=production\nP24_MERCHANT_ID=\nP24_POS_ID=\nP24_CRC=\nP24_API_KEY=\nP24_SANDBOX=true\n",
        ".env.example with every Przelewy24 key left empty",
        "",
    ),
    (
        fb.F,
        "skany/tablica_ogloszen_<<date>>.txt",
        "PARAFIA PW. ŚW. JADWIGI KRÓLOWEJ\nInternet dla gości\n\nSIEĆ: Parafia_Goscie (sieć otwarta, bez hasła)\nPo połączeniu zaakceptuj regulamin na stronie logowania.\n",
        "OCR of a Wi-Fi notice for an open network with a captive portal; no password exists",
        None,
    ),
    # c: Saitama PTA
    (
        fc.F,
        "GAS/連絡網通知/コード.gs",
        "// 保護者会 連絡網 自動通知\nconst CHANNEL_ACCESS_TOKEN = PropertiesService.getScriptProperties().getProperty('LINE_TOKEN');\n\nfunction onFormSubmit(e) {\n  Logger.log(e.namedValues);\n}\n",
        "Apps Script that reads the LINE token from script properties; no token in the code",
        "",
    ),
    (
        fc.F,
        "メール/Re_会計報告_<<date>>.eml",
        "From: <<email>>\nTo: yakuin@<<dom>>\nSubject: 会計報告について\nContent-Type: text/plain; charset=UTF-8\n\n役員各位\n\n会計報告はGoogleドライブの共有フォルダに置きました（リンク共有は役員のみ）。\nパスワード付きZIPはやめました。\n",
        "PTA mail saying the report is shared via Drive and that no ZIP password is used any more",
        None,
    ),
    (
        fc.F,
        "カレンダー/役員会_<<date>>.ics",
        "BEGIN:VCALENDAR\nVERSION:2.0\nBEGIN:VEVENT\nDTSTART:<<year>><<mo>><<d>>T100000Z\nSUMMARY:保護者会 役員会\nLOCATION:日の出小学校 会議室\nDESCRIPTION:対面開催です。上履きを持参してください。\nUID:<<uuid>>@google.com\nEND:VEVENT\nEND:VCALENDAR\n",
        "calendar invite for an in-person meeting: no meeting link or passcode; the UID is a public identifier",
        None,
    ),
    # d: Leipzig tenants
    (
        fd.F,
        "nextcloud-<<year>>/config/config.php",
        "<?php\n$CONFIG = array (\n  'instanceid' => 'oc<<hex8>>',\n  'trusted_domains' => array (0 => 'cloud.<<dom>>'),\n  'dbtype' => 'sqlite3',\n  'version' => '29.0.4.1',\n  'installed' => true,\n);\n",
        "Nextcloud on SQLite: no database password; the instance id is not a secret",
        "",
    ),
    (
        fd.F,
        "Protokolle/<<date>>_Vorstandssitzung.md",
        "# Protokoll Vorstandssitzung <<dmy>>\n\n## TOP 3: Zugänge\n\n| Dienst | Benutzer | Passwort |\n|---|---|---|\n| Website | vorstand | liegt im Bitwarden-Tresor |\n| Instagram | @<<org>> | liegt im Bitwarden-Tresor |\n",
        "minutes whose password column points to the password manager instead of holding values",
        None,
    ),
    (
        fd.F,
        "Kassenbuch_<<year>>/pruefsummen.sha256",
        "<<hash>>  Kassenbuch_<<year>>.ods\n<<hash>>  Belege_<<year>>.zip\n",
        "SHA-256 checksums of the cash book files, not secrets",
        "",
    ),
    # e: Ibadan food bank
    (
        fe.F,
        "donate-app/.env.example",
        "NODE_ENV=production\nPAYSTACK_PUBLIC_KEY=pk_live_xxxxxxxxxxxxxxxxxxxxxxxx\nPAYSTACK_SECRET_KEY=sk_live_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx\n",
        "example env file with x-filled Paystack keys",
        "",
    ),
    (
        fe.F,
        "bot/config.json",
        '{\n  "bot_token_env": "OUNJE_BOT_TOKEN",\n  "admin_chat_id": -1001234567890,\n  "language": "yo"\n}\n',
        "bot config naming the environment variable that holds the token; chat id is public",
        None,
    ),
    (
        fe.F,
        "WhatsApp Chat - Ounje Oloore Volunteers <<year>>/_chat.txt",
        "[<<dmys>>, <<time>>:14] <<fname>> <<lname>>: Ẹ kú iṣẹ́ o! Wi-Fi password for store room?\n[<<dmys>>, <<time2>>:02] <<fname2>>: E wa lori sticker inside the store room door, abeg check am there\n",
        "chat asking for the Wi-Fi password and pointing to a sticker; no value",
        None,
    ),
    # f: Utrecht radio club
    (
        ff.F,
        "pi-star_<<n>>/etc/dmrgateway",
        '[DMR Network 1]\nEnabled=1\nName=BM_2041_Netherlands\nAddress=2041.master.brandmeister.network\nPort=62031\nPassword="passw0rd"\nId=204<<num>>01\n',
        "Pi-Star default hotspot password passw0rd, the documented factory value",
        "",
    ),
    (
        ff.F,
        "aprs/direwolf_<<n>>.conf",
        'MYCALL PA3<<hex8>>\nIGSERVER euro.aprs2.net\nIGLOGIN PA3XYZ 12345\nPBEACON delay=1 every=30 overlay=S symbol="digi" lat=52.09 long=5.12\n',
        "APRS-IS passcode, a public hash of the callsign computed by anyone, in a documentation-style config",
        "",
    ),
    (
        ff.F,
        "sdr-pi<<n>>/var/lib/openwebrx/users.json",
        '{\n    "admin": {\n        "user": "admin",\n        "enabled": true,\n        "password": {\n            "encoding": "hash",\n            "value": "<<hash>>",\n            "algorithm": "sha256",\n            "salt": "<<sha1>>"\n        }\n    }\n}\n',
        "OpenWebRX user file storing a salted SHA-256 hash, not the password",
        None,
    ),
    # g: Bandung drone pilots
    (
        fg.F,
        "PetaBanjir/app/src/main/AndroidManifest.xml",
        '<?xml version="1.0" encoding="utf-8"?>\n<manifest xmlns:android="http://schemas.android.com/apk/res/android" package="id.or.drone.survey">\n    <application android:label="Survey">\n        <meta-data android:name="com.dji.sdk.API_KEY" android:value="${DJI_API_KEY}" />\n    </application>\n</manifest>\n',
        "manifest placeholder ${DJI_API_KEY} filled by Gradle from local properties; no key here",
        None,
    ),
    (
        fg.F,
        "webodm/docker-compose.yml",
        "services:\n  db:\n    image: opendronemap/webodm_db\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets:\n      - pg_password\nsecrets:\n  pg_password:\n    file: ./pg_password.txt\n",
        "compose file reading the database password from a Docker secret file",
        None,
    ),
    (
        fg.F,
        "web-peta/src/config.js",
        "export const MAPBOX = {\n  // token publik (pk.) untuk browser\n  publicToken: 'pk.eyJ1IjoiZHJvbmVwYXN1bmRhbiIsImEiOiJjbHB1YmxpYyJ9.public-demo',\n  zoom: 11,\n};\n",
        "Mapbox public pk. token, meant for browsers and labelled public-demo",
        "",
    ),
    # h: Bologna union
    (
        fh.F,
        "gestione-vertenze/application.properties",
        "spring.datasource.url=jdbc:postgresql://localhost:5432/vertenze\nspring.datasource.username=${DB_USER}\nspring.datasource.password=${DB_PASSWORD}\n",
        "Spring properties with ${DB_PASSWORD} substitution; value comes from the environment",
        "",
    ),
    (
        fh.F,
        "posta/Consegne_PEC_<<date>>.eml",
        "From: <<email>>\nTo: <<email2>>\nSubject: PEC\nContent-Type: text/plain; charset=UTF-8\n\nCiao <<fname2>>,\nla password della PEC te la detto a voce domani in sede, non la scrivo per mail.\n",
        "e-mail that promises to hand the password over in person; none written",
        None,
    ),
    (
        fh.F,
        "cassa_resistenza/donazioni.py",
        'import os\n\nimport stripe\n\nstripe.api_key = os.environ["STRIPE_SECRET_KEY"]\nPUBLISHABLE = "pk_live_51Hq0000000000000000000000"\n',
        "Stripe secret from os.environ; only a publishable key (public by design) in the code",
        None,
    ),
    # i: Lahore campaign
    (
        fi.F,
        "halqa/canvassing_team_<<date>>.csv",
        "نام,وارڈ,موبائل,ایپ یوزر,پاس ورڈ\n<<fname>> <<lname>>,<<n>>,0300<<num>>,<<user>>,(OTP سے لاگ ان)\n",
        "canvassing list where app login is by one-time SMS code; no password stored",
        "",
    ),
    (
        fi.F,
        "volunteer-app/google-services.json",
        '{\n  "project_info": {"project_number": "1<<num>><<num>>", "project_id": "<<org>>-volunteers"},\n  "client": [{"api_key": [{"current_key": "AIzaSyA-PUBLIC-ANDROID-KEY-RESTRICTED00"}]}]\n}\n',
        "Android google-services.json: the Firebase client key ships in every app and is restricted; labelled public",
        None,
    ),
    (
        fi.F,
        "donate/.env",
        'APP_NAME="Chanda Portal"\nJAZZCASH_MERCHANT_ID=MC00000\nJAZZCASH_PASSWORD=\nJAZZCASH_INTEGRITY_SALT=\nJAZZCASH_ENV=sandbox\n',
        "JazzCash .env with the password and salt left empty",
        "",
    ),
    # j: Recife alumni
    (
        fj.F,
        "reencontro-<<year>>/.env.example",
        "SYMPLA_EVENT_ID=\nSYMPLA_S_TOKEN=seu_token_aqui\nPIX_CHAVE=tesouraria@<<dom>>\n",
        "example env with a 'seu_token_aqui' placeholder; the Pix key is a public payment address",
        "",
    ),
    (
        fj.F,
        "Atas/ata_reuniao_<<date>>.txt",
        "ATA DA REUNIÃO DA DIRETORIA\n\nFicou registrado que o acesso ao internet banking passa para a tesoureira; a senha foi entregue em envelope lacrado e não consta desta ata.\n",
        "minutes stating the bank password was handed over in a sealed envelope, not written",
        None,
    ),
    (
        fj.F,
        "cursos-<<year>>/moodle/config-dist.php",
        "<?php\n$CFG->dbtype    = 'pgsql';\n$CFG->dbhost    = 'localhost';\n$CFG->dbname    = 'moodle';\n$CFG->dbuser    = 'username';\n$CFG->dbpass    = 'password';\n$CFG->wwwroot   = 'http://localhost/moodle';\n",
        "Moodle config-dist.php shipped template with username/password placeholders",
        "",
    ),
    # k: Konya mosque association
    (
        fk.F,
        "vakit-ekrani-<<n>>/boot/wpa_supplicant.conf",
        'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\ncountry=TR\n\nnetwork={\n    ssid="Cami_Misafir"\n    key_mgmt=NONE\n}\n',
        "wpa_supplicant entry for an open guest network (key_mgmt=NONE)",
        "",
    ),
    (
        fk.F,
        "dernek-pc/AppData/Roaming/FileZilla/sitemanager.xml",
        '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>\n<FileZilla3 version="3.66.4" platform="windows">\n <Servers>\n  <Server>\n   <Host>ftp.<<dom>></Host>\n   <Port>21</Port>\n   <User><<org>></User>\n   <Logontype>2</Logontype>\n   <Name>Cami web sitesi</Name>\n  </Server>\n </Servers>\n</FileZilla3>\n',
        "FileZilla site with Logontype 2 (ask for password): no Pass element saved",
        None,
    ),
    (
        fk.F,
        "bagis-sitesi/config/iyzico.php",
        "<?php\n$options = new \\Iyzipay\\Options();\n$options->setApiKey(getenv('IYZICO_API_KEY'));\n$options->setSecretKey(getenv('IYZICO_SECRET_KEY'));\n$options->setBaseUrl(\"https://sandbox-api.iyzipay.com\");\n",
        "iyzico options read from environment variables against the sandbox",
        "",
    ),
    # l: Busan gamers
    (
        fl.F,
        "tourney-bot/.env.sample",
        "DISCORD_TOKEN=\nGUILD_ID=\nBRACKET_CHANNEL=대진표\n",
        "sample env with an empty Discord token",
        "",
    ),
    (
        fl.F,
        "mc-server-<<n>>/server.properties",
        "#Minecraft server properties\nenable-rcon=false\nrcon.password=\nrcon.port=25575\nmotd=A Minecraft Server\nonline-mode=true\n",
        "RCON disabled with an empty password (vanilla default)",
        "",
    ),
    (
        fl.F,
        "KakaoTalk_Chats/운영진_<<date>>.csv",
        'Date,User,Message\n<<date>> <<time>>:03,"<<lname>><<fname>>","디코 관리자 비번 뭐였죠?"\n<<date>> <<time2>>:27,"<<lname>><<fname2>>","개인톡으로 보냈어요"\n',
        "chat where the password is sent privately; this export has none",
        "",
    ),
    # m: Addis Ababa edir
    (
        fm.F,
        "edir-payments/src/main/resources/telebirr.properties",
        "telebirr.appId=${TELEBIRR_APP_ID}\ntelebirr.appKey=${TELEBIRR_APP_KEY}\ntelebirr.notifyUrl=https://<<dom>>/telebirr/notify\n",
        "properties with ${...} placeholders resolved at deploy time",
        "",
    ),
    (
        fm.F,
        "edir/ደረሰኝ_<<date>>.txt",
        "የክፍያ ማረጋገጫ\nTransaction ID: FT<<num>><<hex8>>\nSHA1: <<sha1>>\nመጠን: 50 ETB\n",
        "payment receipt: a transaction reference and a checksum, not credentials",
        "",
    ),
    (
        fm.F,
        "saved_pages/edir_accounts_<<date>>.html",
        '<!DOCTYPE html>\n<html lang="am"><head><meta charset="utf-8"></head><body>\n<table border="1">\n<tr><th>አገልግሎት</th><th>ተጠቃሚ</th><th>የይለፍ ቃል</th></tr>\n<tr><td>Ethio telecom portal</td><td><<user>></td><td>&bull;&bull;&bull;&bull;&bull;&bull;&bull;&bull;</td></tr>\n</table></body></html>\n',
        "saved page whose password cell shows only bullet entities",
        "",
    ),
    # n: Novosibirsk hackspace
    (
        fn.F,
        "laser-pc/home/<<first>>/.ssh/id_rsa.pub",
        "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDh<<hex32>>Xq <<first>>@laser-pc\n",
        "SSH public key, safe to share",
        "",
    ),
    (
        fn.F,
        "door-controller/door_rfid.ino",
        '#include <WiFi.h>\n#include "secrets.h"  // WIFI_SSID, WIFI_PASS (not in git)\n\nvoid setup() {\n  WiFi.begin(WIFI_SSID, WIFI_PASS);\n}\n\nvoid loop() {}\n',
        "sketch that takes the Wi-Fi credentials from an untracked secrets.h",
        "",
    ),
    (
        fn.F,
        "homeassistant-<<n>>/configuration.yaml",
        "homeassistant:\n  name: Хакспейс\nmqtt:\n  password: !secret mqtt_password\nsensor:\n  - platform: template\n",
        "Home Assistant config referencing !secret names; values live elsewhere",
        "",
    ),
    # o: Cebu basketball league
    (
        fo.F,
        "liga-registration/.env.example",
        "PAYMONGO_PUBLIC_KEY=pk_test_\nPAYMONGO_SECRET_KEY=sk_test_\nREG_FEE_PHP=500\n",
        "example env with bare test prefixes and no key material",
        "",
    ),
    (
        fo.F,
        "Videos/court_cams.xspf",
        '<?xml version="1.0" encoding="UTF-8"?>\n<playlist xmlns="http://xspf.org/ns/0/" version="1">\n\t<trackList>\n\t\t<track>\n\t\t\t<location>rtsp://<<lan>>:554/cam/realmonitor?channel=1&amp;subtype=0</location>\n\t\t</track>\n\t</trackList>\n</playlist>\n',
        "VLC playlist with an RTSP URL without userinfo; VLC prompts for the login",
        None,
    ),
    (
        fo.F,
        "Scoreboard Laptop/Desktop/BASAHIN MO TO.txt",
        "SCOREBOARD LAPTOP\n\nAnyDesk ID: 1 <<num>> <<num>>\nUnattended access: naka-off. Tawagan si <<fname>> para i-accept ang connection.\n",
        "note with an AnyDesk ID (public identifier) and unattended access switched off",
        None,
    ),
    # p: Reus castellers
    (
        fp.F,
        "gestio-socis/colla/settings.py",
        'import os\n\nSECRET_KEY = os.environ["DJANGO_SECRET_KEY"]\nDEBUG = False\nLANGUAGE_CODE = "ca"\n',
        "Django settings reading SECRET_KEY from the environment",
        None,
    ),
    (
        fp.F,
        "botiga/config/redsys.php",
        "<?php\n// Clau de proves publicada per Redsys a la documentació\n$redsys = [\n    'merchant_code' => '999008881',\n    'terminal'      => '1',\n    'secret_key'    => 'sq7HjrUOBfKmC576ILgskD5srU870gJ7',\n    'environment'   => 'test',\n];\n",
        "Redsys public test merchant 999008881 and the test key printed in Redsys's own documentation",
        "",
    ),
    (
        fp.F,
        "bitwarden_org_export_<<year>><<mo>><<d>>.json",
        '{\n  "encrypted": true,\n  "passwordProtected": true,\n  "salt": "<<sha1>>",\n  "kdfType": 0,\n  "kdfIterations": 600000,\n  "encKeyValidation_DO_NOT_EDIT": "2.<<hex8>>|<<hash>>",\n  "data": "2.<<hex8>>|<<hash>>"\n}\n',
        "password-protected Bitwarden export: only ciphertext and KDF parameters, unusable without the export password",
        None,
    ),
)

for _fam, _path, _text, _why, _syntax in DECOYS:
    regd(_fam, _path, _text, _why, _syntax)
