# ruff: noqa: E501
"""The eighty-eighth corpus's decoys: files that look like the formats but hold no live
credential, three per family (a table of family, path, template, why, syntax)."""

from __future__ import annotations

import random

from eightyeighth_spec import (
    AKILLIEV,
    CASEIRO,
    DRUKARKA,
    HUARERE,
    KARERA,
    KOSEU,
    NDEGE,
    NOJUM,
    PIVOVAR,
    RADIO,
    RUBUT,
    SYLLOGI,
    TETSUDO,
    TUPLA,
    VANSH,
    VETINH,
    Fam,
    Slots,
    alnum,
    b64,
    hexs,
    regd,
)


def _pub(rng: random.Random, s: Slots) -> None:
    s["pub"] = b64(rng, 32)
    s["pub2"] = b64(rng, 32)
    s["sha1"] = hexs(rng, 64)
    s["sha2"] = hexs(rng, 64)
    s["sha3"] = hexs(rng, 64)
    s["pk"] = alnum(rng, 24)
    s["rsa"] = "AAAAB3NzaC1yc2EAAAADAQABAAABAQ" + b64(rng, 256).rstrip("=")
    s["ed"] = "AAAAC3NzaC1lZDI1NTE5AAAAI" + b64(rng, 32).rstrip("=")


DECOYS: tuple[tuple[Fam, str, str, str, str | None], ...] = (
    # a - radio
    (
        RADIO,
        "backup/pistar-<<ymd>>/etc/mmdvmhost",
        "[General]\nCallsign=LU3ABC\nId=7221234\nDuplex=0\n\n[DMR]\nEnable=1\nColorCode=1\n\n[DMR Network]\nEnable=0\nType=Direct\nAddress=3101.repeater.net\nPort=62031\nPassword=\nSlot1=0\nSlot2=1\n",
        "MMDVMHost with the DMR network disabled and an empty Password=",
        "ini",
    ),
    (
        RADIO,
        ".config/pat/config.json",
        '{\n  "mycall": "LU3ABC",\n  "secure_login_password": "",\n  "locator": "FF78",\n  "http_addr": "localhost:8080"\n}\n',
        "Pat config with an empty secure_login_password (Pat asks at connect)",
        None,
    ),
    (
        RADIO,
        "WhatsApp/Chat de WhatsApp con Radio Club Sierras.txt",
        "[<<dmy>>, <<time>>:10] <<name2>>: Che, me pasás la clave del QRZ del club?\n[<<dmy>>, <<time>>:45] <<name>>: Te la doy el sábado en la reunión, por acá no la mando\n[<<dmy>>, <<time2>>:02] <<name2>>: Dale, 73\n",
        "chat that mentions the password without giving it",
        "",
    ),
    # b - drukarka
    (
        DRUKARKA,
        "home/pi/.octoprint/config.yaml",
        "accessControl:\n  salt: null\napi:\n  key: null\n  allowCrossOrigin: false\nserial:\n  port: /dev/ttyACM0\n  baudrate: 115200\nserver:\n  firstRun: false\n",
        "OctoPrint config with the global API key unset (key: null); users log in through Access Control",
        None,
    ),
    (
        DRUKARKA,
        "home/<<user>>/printer_data/config/moonraker.conf",
        "[server]\nhost: 0.0.0.0\nport: 7125\n\n# gniazdko Tasmota bez hasła w sieci domowej\n[power drukarka]\ntype: tasmota\naddress: <<lip>>\noutput_id: 1\nlocked_while_printing: True\n",
        "Moonraker power device on a Tasmota plug without a web password (no user or password option)",
        "ini",
    ),
    (
        DRUKARKA,
        "firmware/klipper/SHA256SUMS",
        "<<sha1>>  klipper-<<n>>.bin\n<<sha2>>  katapult.bin\n<<sha3>>  printer-<<ymd>>.cfg\n",
        "SHA-256 checksums of firmware files",
        "",
    ),
    # c - caseiro
    (
        CASEIRO,
        "homelab/nextcloud/docker-compose.yml",
        "services:\n  db:\n    image: mariadb:10.11\n    environment:\n      - MYSQL_PASSWORD_FILE=/run/secrets/db_password\n      - MYSQL_DATABASE=nextcloud\n      - MYSQL_USER=nextcloud\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./segredos/db_password.txt\n",
        "compose reading the database password from a Docker secret file",
        None,
    ),
    (
        CASEIRO,
        "homelab/vaultwarden/vaultwarden.env",
        "DOMAIN=https://cofre.<<dom>>\nSIGNUPS_ALLOWED=false\n## painel /admin desativado\n# ADMIN_TOKEN=\nWEBSOCKET_ENABLED=true\n",
        "Vaultwarden env with ADMIN_TOKEN commented out and empty (admin page disabled)",
        "",
    ),
    (
        CASEIRO,
        "homelab/wireguard/peers.txt",
        "# chaves públicas dos peers\ncelular-<<fa>>  <<pub>>\nnotebook-<<fa2>>  <<pub2>>\n",
        "WireGuard public keys of the peers only",
        "",
    ),
    # d - tetsudo
    (
        TETSUDO,
        "CommandStation-EX/config.h",
        '#define ENABLE_WIFI true\n#define WIFI_FORCE_AP true\n#define WIFI_SSID "Your network name"\n#define WIFI_PASSWORD ""\n#define WIFI_HOSTNAME "dccex"\n',
        "DCC-EX in access-point mode with an empty WIFI_PASSWORD (default AP password printed on the LCD)",
        "",
    ),
    (
        TETSUDO,
        "www/<<org>>/wp-config.php",
        "<?php\ndefine( 'DB_NAME', getenv('WP_DB_NAME') );\ndefine( 'DB_USER', getenv('WP_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\ndefine( 'DB_HOST', 'localhost' );\n",
        "wp-config reading the database password from the environment",
        "",
    ),
    (
        TETSUDO,
        "LINE/[LINE] <<org>>運転会.txt",
        "[LINE] <<org>> 運転会グループのトーク履歴\n\n<<time>>\t<<name2>>\t会場のWi-Fiのパスワードは？\n<<time>>\t<<name>>\t当日受付で紙を配ります。LINEには書かないでください\n",
        "chat that mentions a password without giving it",
        "",
    ),
    # e - karera
    (
        KARERA,
        "RotorHazard/src/server/config.json",
        '{\n    "GENERAL": {\n        "HTTP_PORT": 5000,\n        "ADMIN_USERNAME": "admin",\n        "ADMIN_PASSWORD": "",\n        "SECONDARY": []\n    }\n}\n',
        "RotorHazard config with an empty ADMIN_PASSWORD",
        None,
    ),
    (
        KARERA,
        "ExpressLRS/src/user_defines.txt",
        '-DRegulatory_Domain_ISM_2400\n-DLOCK_ON_FIRST_CONNECTION\n#-DHOME_WIFI_SSID=""\n#-DHOME_WIFI_PASSWORD=""\n-DAUTO_WIFI_ON_INTERVAL=60\n',
        "ELRS user defines with the home Wi-Fi lines commented out and empty",
        "",
    ),
    (
        KARERA,
        "karera-registration/public/checkout.js",
        '// PayMongo public key lang dito (browser)\nconst PAYMONGO_PUBLIC_KEY = "pk_live_<<pk>>";\nfetch("/checkout", { method: "POST" });\n',
        "PayMongo publishable key (pk_live_), meant for the browser",
        "",
    ),
    # f - nojum
    (
        NOJUM,
        "allsky/config/ftp-settings.sh",
        '#!/bin/bash\nPROTOCOL="local"\nIMAGE_DIR="/var/www/html/allsky/"\nREMOTE_HOST=""\nREMOTE_USER=""\nREMOTE_PASSWORD=""\n',
        "allsky saving locally, remote password empty",
        "",
    ),
    (
        NOJUM,
        "home/<<user>>/bin/platesolve.sh",
        '#!/bin/bash\n# کلید در ~/.bashrc تنظیم شده است\nAPIKEY="${ASTROMETRY_API_KEY:?set ASTROMETRY_API_KEY}"\npython3 client.py --apikey "$APIKEY" --upload "$1"\n',
        "astrometry.net key read from the environment",
        "",
    ),
    (
        NOJUM,
        "Desktop/chat-anjoman-<<n>>.txt",
        "[<<dmy>> <<time>>] <<name2>>:\nرمز سایت انجمن رو داری؟\n\n[<<dmy>> <<time>>] <<name>>:\nرمز رو تلفنی بهت می‌گم، اینجا نمی‌نویسم\n",
        "chat that mentions a password without giving it",
        "",
    ),
    # g - pivovar
    (
        PIVOVAR,
        "etc/grafana/grafana.ini",
        "[server]\nhttp_port = 3000\n\n[security]\nadmin_user = admin\nadmin_password = $__env{GF_ADMIN_PASSWORD}\n",
        "Grafana admin password taken from an environment variable",
        "ini",
    ),
    (
        PIVOVAR,
        "etc/telegraf/telegraf.conf",
        '[[outputs.influxdb_v2]]\n  urls = ["http://<<lip>>:8086"]\n  token = "${INFLUX_TOKEN}"\n  organization = "<<org>>"\n  bucket = "kvaseni"\n',
        "Telegraf InfluxDB token from an environment variable",
        "toml",
    ),
    (
        PIVOVAR,
        "Dokumenty/pivo/ispindel-<<ymd>>.json",
        '{"Name": "iSpindel<<n>>", "Token": "", "Sleep": 900, "Server": "<<lip>>", "API": 6, "Port": 80, "URI": "/ispindel", "SSID": "Pivnice", "PSK": ""}\n',
        "iSpindel posting to a local BrewPiLess with empty Token and PSK",
        None,
    ),
    # h - tupla
    (
        TUPLA,
        "homeassistant/configuration.yaml",
        "apex:\n  host: !secret apex_host\n  username: admin\n  password: !secret apex_password\n",
        "Home Assistant configuration pointing at !secret entries",
        "",
    ),
    (
        TUPLA,
        "esphome/dosing-pump.yaml",
        "esphome:\n  name: tupla-doser\n\nesp32:\n  board: esp32dev\n\napi:\n\nlogger:\n",
        "ESPHome device with a plain local API (no encryption key, no password)",
        None,
    ),
    (
        TUPLA,
        "Documents/line_backup_<<ymd>>.txt",
        "[LINE] แชทกับ <<name2>>\n\n<<time>>\t<<name2>>\tรหัสแอป Apex อะไรคะ\n<<time>>\t<<name>>\tรหัส ********** (ดูในสมุดนะ)\n",
        "password masked with asterisks",
        "",
    ),
    # i - syllogi
    (
        SYLLOGI,
        "media/fat/linux/wpa_supplicant.conf",
        'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nupdate_config=1\ncountry=GR\n\nnetwork={\n    ssid="retro-expo"\n    key_mgmt=NONE\n}\n',
        "open Wi-Fi network (key_mgmt=NONE), no PSK",
        "",
    ),
    (
        SYLLOGI,
        "home/<<user>>/.gitconfig",
        "[user]\n\tname = <<fa>> <<la>>\n\temail = <<email>>\n[credential]\n\thelper = /usr/lib/git-core/git-credential-libsecret\n",
        "git using the system keyring; no credential in the file",
        "",
    ),
    (
        SYLLOGI,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<FileZilla3 version="3.66.5" platform="windows">\n\t<Servers>\n\t\t<Server>\n\t\t\t<Host>ftp.<<dom>></Host>\n\t\t\t<Port>21</Port>\n\t\t\t<User><<user>></User>\n\t\t\t<Logontype>2</Logontype>\n\t\t\t<Name>Μουσείο</Name>\n\t\t</Server>\n\t</Servers>\n</FileZilla3>\n',
        "FileZilla site with logon type 'ask for password' (no Pass element)",
        None,
    ),
    # j - ndege
    (
        NDEGE,
        "etc/motioneye/camera-1.conf",
        "# @enabled on\n# @upload_enabled off\n# @upload_service ftp\n# @upload_server\n# @upload_username\n# @upload_password\nnetcam_url rtsp://<<lip>>:554/unicast\n",
        "motionEye with upload disabled and empty upload credentials",
        "",
    ),
    (
        NDEGE,
        "bootfs/custom.toml",
        'config_version = 1\n\n[user]\nname = "<<user>>"\n\n[ssh]\nenabled = true\npassword_authentication = false\nauthorized_keys = [ "ssh-ed25519 <<ed>> <<user>>@kiota" ]\n',
        "Raspberry Pi first boot with SSH key login only (a public key)",
        "toml",
    ),
    (
        NDEGE,
        "Documents/kiota_chat_<<ymd>>.txt",
        "<<dmy>>, <<time>> - <<name2>>: Nenosiri la YouTube ni nini?\n<<dmy>>, <<time>> - <<name>>: Nitakutumia kwa SMS baadaye, si hapa\n",
        "chat that mentions a password without giving it",
        "",
    ),
    # k - huarere
    (
        HUARERE,
        "etc/weewx/weewx.conf",
        "[StdRESTful]\n    [[Wunderground]]\n        enable = false\n        station = replace_me\n        password = replace_me\n",
        "weewx defaults: Wunderground disabled, replace_me values",
        "",
    ),
    (
        HUARERE,
        "Mail/Sent/<<ymd>>-station-handover.eml",
        "From: <<name>> <<<email>>>\nTo: <<name2>> <<<email2>>>\nSubject: Weather station\n\nKia ora <<first2>>,\n\nThe station login is in the shared Bitwarden folder 'Huarere' - I've invited you.\n\nNgā mihi,\n<<first>>\n",
        "e-mail pointing to a password manager, no password",
        "",
    ),
    (
        HUARERE,
        "Documents/huarere/ecowitt-customized.json",
        '{"Customized": "enable", "Protocol": "ecowitt", "Server": "<<lip>>", "Port": "8080", "Interval": "60", "Path": "/data/report/", "StationID": "", "StationKey": ""}\n',
        "Ecowitt customized upload to a local weewx: empty station ID and key",
        None,
    ),
    # l - koseu
    (
        KOSEU,
        "commission-site/public/pay.js",
        '// 토스페이먼츠 클라이언트 키 (브라우저용)\nconst clientKey = "live_ck_<<pk>>";\nconst tossPayments = TossPayments(clientKey);\n',
        "Toss Payments client key (live_ck_), meant for the browser",
        "",
    ),
    (
        KOSEU,
        "KakaoTalk/KakaoTalkChats_<<ymd>>.txt",
        "<<name2>> 님과 카카오톡 대화\n\n<<name2>> : 스마트스토어 비번 뭐야?\n<<name>> : 비번은 만나서 알려줄게 카톡에 쓰기 좀 그래\n",
        "chat that mentions a password without giving it",
        "",
    ),
    (
        KOSEU,
        "wled-backup/wsec_<<ymd>>.json",
        '{"nw":{"ins":[{"psk":""}]},"ota":{"lock":false,"lock-wifi":false,"pskl":0,"aota":true},"if":{"mqtt":{"psk":""}}}',
        "WLED security file with empty Wi-Fi and MQTT passwords",
        None,
    ),
    # m - akilliev
    (
        AKILLIEV,
        "zigbee2mqtt/data/configuration.yaml",
        "mqtt:\n  base_topic: zigbee2mqtt\n  server: mqtt://<<lip>>:1883\n  user: '!secret.yaml user'\n  password: '!secret.yaml password'\n",
        "Zigbee2MQTT reading the MQTT login from secret.yaml",
        None,
    ),
    (
        AKILLIEV,
        "esphome/salon-priz.yaml",
        "esphome:\n  name: salon-priz\n\nwifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\n\nota:\n  - platform: esphome\n    password: !secret ota_password\n",
        "ESPHome device with !secret references only",
        "",
    ),
    (
        AKILLIEV,
        "home/<<user>>/.node-red/settings.js",
        "module.exports = {\n    flowFile: 'flows.json',\n    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,\n    uiPort: 1880,\n};\n",
        "Node-RED credentialSecret from the environment",
        "",
    ),
    # n - vansh
    (
        VANSH,
        "grampsweb/docker-compose.yml",
        '# SECRET_KEY नसेल तर Gramps Web पहिल्या सुरुवातीला /app/secret मध्ये तयार करते\nservices:\n  grampsweb:\n    image: ghcr.io/gramps-project/grampsweb:latest\n    environment:\n      GRAMPSWEB_TREE: "vansh"\n    volumes:\n      - gramps_secret:/app/secret\nvolumes:\n  gramps_secret:\n',
        "Gramps Web without a secret key in the file (generated into a volume)",
        None,
    ),
    (
        VANSH,
        "webtrees/data/config.ini.php",
        '; <?php return; ?> DO NOT DELETE THIS LINE\ndbtype="sqlite"\ndbhost=""\ndbport=""\ndbuser=""\ndbpass=""\ndbname="webtrees"\ntblpfx="wt_"\n',
        "webtrees on SQLite with an empty dbpass",
        "",
    ),
    (
        VANSH,
        "home/<<user>>/.aws/config",
        "[profile juni-photos]\nsso_session = vansh\nsso_account_id = <<acct>>\nsso_role_name = PhotoArchive\nregion = ap-south-1\n\n[sso-session vansh]\nsso_start_url = https://d-<<hexid>>.awsapps.com/start\nsso_region = ap-south-1\n",
        "AWS profile using IAM Identity Center (SSO); no keys",
        "ini",
    ),
    # o - vetinh
    (
        VETINH,
        "etc/default/satnogs-client",
        '# chưa đăng ký trạm trên network.satnogs.org\nSATNOGS_API_TOKEN=""\nSATNOGS_STATION_ID=""\nSATNOGS_SOAPY_RX_DEVICE="driver=rtlsdr"\n',
        "SatNOGS client before registration: empty API token",
        "",
    ),
    (
        VETINH,
        "home/<<user>>/.docker/config.json",
        '{\n\t"auths": {\n\t\t"ghcr.io": {}\n\t},\n\t"credsStore": "pass"\n}\n',
        "Docker using the pass credential store; no auth in the file",
        None,
    ),
    (
        VETINH,
        "home/<<user>>/.ssh/id_rsa_tram.pub",
        "ssh-rsa <<rsa>> <<user>>@tram-mat-dat\n",
        "an SSH public key",
        "",
    ),
    # p - rubut
    (
        RUBUT,
        "scouting-app/.github/workflows/deploy.yml",
        "name: deploy\non: [push]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - run: npm ci && npm run build\n        env:\n          GITHUB_TOKEN: ${{ secrets.GITHUB_TOKEN }}\n",
        "workflow referencing the Actions secret",
        None,
    ),
    (
        RUBUT,
        "lessons/ai_camera_1.ipynb",
        '{\n "cells": [\n  {"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [], "source": ["import getpass, os\\n", "os.environ[\\"OPENAI_API_KEY\\"] = getpass.getpass(\\"المفتاح: \\")"]}\n ],\n "metadata": {},\n "nbformat": 4,\n "nbformat_minor": 5\n}\n',
        "notebook prompting for the key with getpass",
        "json",
    ),
    (
        RUBUT,
        "Documents/team-chat-<<n>>.txt",
        "[<<dmy>> <<time>>] <<name2>>: يا أستاذ فين باسورد Tinkercad؟\n[<<dmy>> <<time>>] <<name>>: كلمة السر مع الأستاذة في المعمل، اسألوها بكرة\n",
        "chat that mentions a password without giving it",
        "",
    ),
)


def _extra(rng: random.Random, s: Slots) -> None:
    _pub(rng, s)
    s["acct"] = str(rng.randint(10**11, 10**12 - 1))
    s["hexid"] = hexs(rng, 10)


for _fam, _path, _tpl, _why, _syn in DECOYS:
    regd(_fam, _path, _tpl, _why, _syn, extra=_extra)
