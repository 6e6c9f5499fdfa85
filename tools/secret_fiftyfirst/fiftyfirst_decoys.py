# ruff: noqa: E501
"""The fifty-first corpus's decoys: files at the same kinds of paths as the formats that hold
no live credential. A table of (family, path, template, why, syntax) turned into ``@decoy``
functions through ``Fam.regd``; templates fill from the family's common slots (plus ``pk``, a
public key body, ``sha``, a SHA-256 hex, and ``pub``, an SSH public key body)."""

from __future__ import annotations

from fiftyfirst_formats_a import F as A
from fiftyfirst_formats_b import F as B
from fiftyfirst_formats_c import F as C
from fiftyfirst_formats_d import F as D
from fiftyfirst_formats_e import F as E
from fiftyfirst_formats_f import F as FF
from fiftyfirst_formats_g import F as G
from fiftyfirst_formats_h import F as H
from fiftyfirst_formats_i import F as I
from fiftyfirst_formats_j import F as J
from fiftyfirst_formats_k import F as K
from fiftyfirst_formats_l import F as L
from fiftyfirst_formats_m import F as M
from fiftyfirst_formats_n import F as N
from fiftyfirst_formats_o import F as O
from fiftyfirst_formats_p import F as P

DECOYS = [
    # a: Asmara bus company
    (
        A,
        "var/www/<<org>>-tickets-<<nn>>/.env",
        "APP_ENV=production\nDB_CONNECTION=mysql\nDB_HOST=<<ip>>\nDB_DATABASE=tickets\nDB_USERNAME=tickets_app\nDB_PASSWORD=\n",
        "empty DB_PASSWORD (filled in by the server's environment)",
        "",
    ),
    (
        A,
        "Documents/telegram_<<fa>>_<<id>>.txt",
        "<<first>>, [<<dmy>> <<time>>]\nመሕለፊ ቃል ናይ ቲኬት ሲስተም ቀይረዮ ኣለኹ፣ ብቴሌፎን ክነግረካ እየ\n<<first2>>, [<<dmy>> <<time2>>]\nሕራይ ደውለለይ\n",
        "Tigrinya chat: the password was changed and will be told by phone, no value",
        "",
    ),
    (
        A,
        "Desktop/depot_cameras_<<nn>>.xspf",
        '<?xml version="1.0" encoding="UTF-8"?>\n<playlist xmlns="http://xspf.org/ns/0/" version="1">\n\t<trackList>\n\t\t<track><location>rtsp://<<ip2>>:554/Streaming/Channels/101</location><title>Gate (VLC asks for login)</title></track>\n\t</trackList>\n</playlist>\n',
        "RTSP URL without userinfo; VLC prompts for the login",
        None,
    ),
    # b: Munambam fishing office
    (
        B,
        "htdocs/lelam/config_<<nn>>.php",
        "<?php\ndefine('DB_HOST', 'localhost');\ndefine('DB_USER', 'lelam');\ndefine('DB_PASS', getenv('LELAM_DB_PASS'));\ndefine('DB_NAME', 'lelam_<<year>>');\n",
        "DB password read from the environment with getenv",
        "",
    ),
    (
        B,
        "Documents/ലോഗിനുകൾ_<<year>>.csv",
        "സൈറ്റ്,യൂസർ,പാസ്‌വേഡ്,കുറിപ്പ്\nMatsyafed,<<user>>,••••••••,ലേലം\nKSEB,<<id>>,••••••,ബിൽ\n",
        "password column masked with bullets",
        "",
    ),
    (
        B,
        "router/etc/config/wireless_<<date>>",
        "\nconfig wifi-iface 'default_radio0'\n\toption device 'radio0'\n\toption network 'lan'\n\toption mode 'ap'\n\toption ssid '<<orgu>>_GUEST'\n\toption encryption 'none'\n",
        "open guest Wi-Fi: encryption none, no key",
        "",
    ),
    # c: Rajkot farsan chain
    (
        C,
        "order-site-<<nn>>/.env.example",
        "PORT=8080\nRAZORPAY_KEY_ID=rzp_live_\nRAZORPAY_KEY_SECRET=\nMONGO_URL=mongodb://127.0.0.1:27017/orders\n",
        "template .env with the Razorpay key fields left empty",
        "",
    ),
    (
        C,
        "WhatsApp/WhatsApp Chat with <<fa>> <<id>>.txt",
        "<<dmys>>, <<time>> - <<first>>: POS નો પાસવર્ડ શું છે?\n<<dmys>>, <<time>> - <<first2>>: એ હું દુકાને આવીને કહીશ, વોટ્સએપ પર નથી મોકલતો\n",
        "Gujarati chat asking for the POS password; the answer refuses to send it",
        "",
    ),
    (
        C,
        "pos-sync/checksums_<<nn>>.txt",
        "<<sha>>  possync-2.4.1-setup.exe\n<<sha>>  possync-2.4.1-x64.msi\n",
        "SHA-256 checksums of installers",
        "",
    ),
    # d: Lankaran cinema
    (
        D,
        "home/proyeksiya<<nn>>/.netrc",
        "# KDM delivery moved to the distributor's web portal (Aspera link in the e-mail); no FTP login here anymore\nmachine kdm.<<dom>>\nlogin anonymous\n",
        "netrc with an anonymous login and no password",
        "",
    ),
    (
        D,
        "monitoring/snmp_<<nn>>.yml",
        "auths:\n  public_v2:\n    community: public\n    version: 2\nmodules:\n  projector:\n    walk:\n      - 1.3.6.1.2.1.1\n",
        "SNMP v2 with the default read-only community 'public'",
        None,
    ),
    (
        D,
        "Mail/muhasib_<<id>>.eml",
        "From: <<email>>\nTo: <<email2>>\nSubject: Şifrə\nDate: <<dmy>> <<time>> +0400\nContent-Type: text/plain; charset=UTF-8\n\nSalam, yeni şifrəni SMS ilə göndərdim, e-poçtla göndərmirəm.\n<<name>>\n",
        "Azerbaijani e-mail saying the password was sent by SMS, no value",
        "",
    ),
    # e: Peshawar bicycle shop
    (
        E,
        "router/export_<<date>>.rsc",
        "# <<date>> by RouterOS 6.49.10\n/interface pppoe-client\nadd disabled=no interface=ether1 name=pppoe-ptcl user=<<nnn>><<id>>@ptcl.net.pk\n/ip address\nadd address=<<ip2>>/24 interface=bridge\n",
        "RouterOS export: /export hides the PPPoE password (show-sensitive not used)",
        "",
    ),
    (
        E,
        "rental-app-<<nn>>/app/google-services.json.sha256",
        "<<sha>>  google-services.json\n",
        "checksum of a config file",
        "",
    ),
    (
        E,
        "scans/diary_<<date>>.txt",
        "روزنامچہ  <<dmy>>\nٹائر ٹیوب ۲ عدد — ۱۲۰۰\nکمپیوٹر کا پاس ورڈ بدلنا ہے — نجیب سے پوچھو\n",
        "Urdu diary: the computer password must be changed, ask someone; no value",
        "",
    ),
    # f: Soran beekeepers
    (
        FF,
        "home/pi/scale<<id>>/upload.sh",
        '#!/bin/sh\n# token in /etc/beep/token (root only)\nTOKEN=$(cat /etc/beep/token)\ncurl -s -X POST https://api.beep.nl/api/sensors -H "Authorization: Bearer $TOKEN" -d @/tmp/w.json\n',
        "token read from a root-only file at run time",
        "",
    ),
    (
        FF,
        "go2rtc/go2rtc_<<nn>>.yaml",
        'streams:\n  apiary_north: rtsp://admin:${CAM_PASS}@<<ip2>>:554/h264Preview_01_main\napi:\n  listen: ":1984"\n',
        "go2rtc environment-variable substitution ${CAM_PASS}",
        None,
    ),
    (
        FF,
        "print/wifi_qr_<<id>>.txt",
        "WIFI:T:nopass;S:Hengwin_Guests;;\n",
        "Wi-Fi QR payload for an open network (T:nopass)",
        "",
    ),
    # g: Lo Manthang lodge
    (
        G,
        "solar/vrm_check_<<nn>>.py",
        'import os\n\nimport requests\n\nH = {"X-Authorization": f"Token {os.environ[\'VRM_TOKEN\']}"}\nprint(requests.get("https://vrmapi.victronenergy.com/v2/users/me", headers=H, timeout=60).json())\n',
        "VRM token from os.environ",
        None,
    ),
    (
        G,
        "vault/Lodge/Logins <<year>>.md",
        "# Logins <<year>>\n\n| site | user | password |\n|---|---|---|\n| TIMS | <<user>> | in KeePassXC (lodge.kdbx) |\n| ACAP | <<email>> | in KeePassXC |\n",
        "markdown table pointing to a password manager",
        "",
    ),
    (
        G,
        "scans/reception_<<id>>.txt",
        "WELCOME\nBreakfast 6:30–9:00\nWiFi  LODGE_GUEST\nPassword: ask at reception / རེ་སེབ་ཤན་ལ་དྲིས།\n",
        "reception board: ask at reception for the Wi-Fi password",
        "",
    ),
    # h: Hargeisa tailor
    (
        H,
        "config/merchant-<<id>>.json",
        '{\n  "provider": "zaad",\n  "merchantUid": "M<<id>>",\n  "apiKey": "",\n  "callbackUrl": "https://<<dom>>/pay/callback"\n}\n',
        "empty apiKey",
        None,
    ),
    (
        H,
        "WhatsApp/WhatsApp Chat with <<fa>> <<id>>.txt",
        "<<dmys>>, <<time>> - <<first>>: erayga sirta instagram-ka waan bedelay\n<<dmys>>, <<time>> - <<first2>>: ok, markaad timaado ii sheeg\n",
        "Somali chat: the password was changed, no value",
        "",
    ),
    (
        H,
        "home/<<fa>>/.ssh/id_ed25519.pub",
        "ssh-ed25519 <<pub>> <<fa>>@dukaan\n",
        "SSH public key",
        "",
    ),
    # i: Kano carpentry
    (
        I,
        "orders/config_<<nn>>.py",
        'import os\n\nPAYSTACK_PUBLIC_KEY = "pk_live_<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>"\nPAYSTACK_SECRET_KEY = os.environ["PAYSTACK_SECRET_KEY"]\n',
        "Paystack public key (meant for the browser); the secret key from os.environ",
        None,
    ),
    (
        I,
        "home/<<fa>>/.msmtprc",
        'account gmail\nhost smtp.gmail.com\nport 587\nauth oauthbearer\nuser <<org>>.kano@gmail.com\npasswordeval "secret-tool lookup host smtp.gmail.com"\naccount default : gmail\n',
        "msmtp reads the credential from the keyring via passwordeval",
        "",
    ),
    (
        I,
        "scans/allo_<<date>>.txt",
        "AIKIN MAKO\n- Gado 2\n- Kofa 4\nWIFI: KAFINTA_<<nn>>\nKALMAR SIRRI: tambayi Malam <<first>>\n",
        "whiteboard: 'ask Malam ...' instead of the Wi-Fi password",
        "",
    ),
    # j: Ziway rose farm
    (
        J,
        "grafana/grafana_<<nn>>.ini",
        "[security]\nadmin_user = admin\nadmin_password = $__env{GF_ADMIN_PASSWORD}\n\n[smtp]\nenabled = false\n",
        "Grafana admin password from an environment variable ($__env{...})",
        "ini",
    ),
    (
        J,
        "floriday-sync-<<nn>>/.env",
        "FLORIDAY_ENV=live\nFLORIDAY_CLIENT_ID=ziway-roses-<<nn>>\nFLORIDAY_CLIENT_SECRET=\nFLORIDAY_API_KEY=\n",
        "client secret and API key left empty",
        "",
    ),
    (
        J,
        "Tasks/MapExportsDrive_<<nn>>.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<Task version="1.2" xmlns="http://schemas.microsoft.com/windows/2004/02/mit/task">\n  <Actions Context="Author">\n    <Exec>\n      <Command>net.exe</Command>\n      <Arguments>use Z: \\\\<<ip>>\\exports /persistent:yes</Arguments>\n    </Exec>\n  </Actions>\n</Task>\n',
        "drive mapping with the logged-on user's Windows credentials, no /user or password",
        None,
    ),
    # k: Mthatha funeral home
    (
        K,
        "inetpub/policy<<id>>/Web.config",
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <connectionStrings>\n    <add name="PolicyDb" connectionString="Server=<<ip>>\\SQLEXPRESS;Database=FuneralPolicies;Integrated Security=SSPI" providerName="System.Data.SqlClient" />\n  </connectionStrings>\n</configuration>\n',
        "SQL Server Windows authentication (Integrated Security), no password",
        None,
    ),
    (
        K,
        "payments/yoco_<<nn>>.js",
        "const YOCO_PUBLIC = 'pk_live_<<hex8>><<hex8>>';\nconst YOCO_SECRET = process.env.YOCO_SECRET_KEY;\nmodule.exports = { YOCO_PUBLIC, YOCO_SECRET };\n",
        "public key plus the secret from process.env",
        "",
    ),
    (
        K,
        "Mail/insurer_<<id>>.eml",
        "From: <<name>> <<<email>>>\nTo: <<email2>>\nSubject: Broker portal\nDate: <<dmy>> <<time>> +0200\n\nHi <<first2>>,\nYou will receive a password reset link from the underwriter. Please set your own password; I do not have it.\n<<first>>\n",
        "e-mail about a reset link; no password given",
        "",
    ),
    # l: Breton town hall
    (
        L,
        "site-mairie/ovh_<<nn>>.conf",
        "[default]\nendpoint=ovh-eu\n\n[ovh-eu]\n; keys are in the Bitwarden collection 'Mairie'\napplication_key=\napplication_secret=\nconsumer_key=\n",
        "OVH config with all keys empty (kept in a password manager)",
        "ini",
    ),
    (
        L,
        "Documents/BitLocker Recovery Key <<hex8>>.TXT",
        "BitLocker Drive Encryption recovery key\n\nThe recovery key for this drive is saved to the Microsoft Entra account of the commune.\nIdentifier:\n\n\t<<uuid>>\n",
        "BitLocker note with only the identifier, not the recovery key",
        "",
    ),
    (
        L,
        "Cantine/acces_<<year>>_<<nn>>.csv",
        "Service;Identifiant;Mot de passe;Remarque\nPortail famille cantine;admin.<<org>>;(voir coffre-fort KeePass);\nCAF partenaires;<<nnn>><<id>>;;carte agent\n",
        "CSV pointing to KeePass, empty password cell",
        "",
    ),
    # m: Frisian dairy cooperative
    (
        M,
        "homeassistant/secrets_<<nn>>.yaml",
        'wifi_ssid: STAL_<<nn>>\nstal_camera_user: admin\nstal_camera_password: ""\nlatitude_home: 53.<<id>>\n',
        "empty camera password in Home Assistant secrets",
        None,
    ),
    (
        M,
        "var/spool/cron/crontabs/<<fa>>",
        '# m h  dom mon dow   command\n15 5 * * * wget -q --netrc-file /home/pi/.netrc-robot -O /home/pi/export/yield.csv "http://<<ip2>>/api/v1/herd/milkings?days=1"\n',
        "cron job reading credentials from a separate netrc file",
        "",
    ),
    (
        M,
        "Mail/rvo_<<id>>.eml",
        "From: <<name>> <<<email>>>\nTo: <<email2>>\nSubject: inloggen mestboekhouding\nDate: <<dmy>> <<time>> +0100\n\nHoi <<first2>>,\nInloggen gaat voortaan met eHerkenning (app op je telefoon), er is geen wachtwoord meer.\n<<first>>\n",
        "Dutch e-mail: login now through eHerkenning, no password",
        "",
    ),
    # n: Engadin ski school
    (
        N,
        "home/<<fa>>/.my.cnf",
        "[client]\nuser=verleih\nhost=<<ip>>\n# password prompted (-p); see mysql_config_editor login-path\n",
        "my.cnf without a password (mysql_config_editor / prompt)",
        "ini",
    ),
    (
        N,
        "liftpass/order_<<id>>.xml",
        '<?xml version="1.0" encoding="utf-8"?>\n<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tic="http://ticketing.partner.ch/">\n  <soap:Header>\n    <tic:AuthHeader><tic:UserName>skischule_<<nn>></tic:UserName><tic:Password>********</tic:Password></tic:AuthHeader>\n  </soap:Header>\n  <soap:Body/>\n</soap:Envelope>\n',
        "logged SOAP request with the password masked",
        None,
    ),
    (
        N,
        "Threema/chat_<<fa>>_<<id>>.txt",
        "[<<dmys>>, <<time>>] <<first>>: Il pled-clav es in la busta sün meisa\n[<<dmys>>, <<time2>>] <<first2>>: Grazcha!\n",
        "Romansh chat: the password is in an envelope on the desk, no value",
        "",
    ),
    # o: Ogliastra vineyard
    (
        O,
        "shelly/cella_<<nn>>.json",
        '{\n  "wifi": {"sta": {"ssid": "CANTINA", "is_open": false, "enable": true}},\n  "auth_en": true,\n  "auth_domain": "shellyplus1-<<hex8>>"\n}\n',
        "Shelly status output: the Wi-Fi password is never returned",
        None,
    ),
    (
        O,
        "meteo/weatherlink_<<nn>>.py",
        'import os\n\nAPI_KEY = os.getenv("WL_API_KEY")\nAPI_SECRET = os.getenv("WL_API_SECRET")\n',
        "WeatherLink key and secret from the environment",
        None,
    ),
    (
        O,
        "home/<<fa>>/.ssh/authorized_keys",
        "ssh-ed25519 <<pub>> enologo@cantina\n",
        "authorized_keys with a public key",
        "",
    ),
    # p: Dumaguete pension
    (
        P,
        "Desktop/Room calendar <<nn>>.url",
        "[InternetShortcut]\nURL=https://ical.<<dom>>/export/rooms-<<id>>.ics?sig=<<sha>>\nIconIndex=0\n",
        "iCal export URL signed with a hash, no userinfo",
        "ini",
    ),
    (
        P,
        "pisowifi/settings_<<nn>>.json",
        '{\n  "machine": "PISONET-<<nn>>",\n  "admin": {"username": "admin", "password_sha256": "<<sha>>"},\n  "hotspot": {"ssid": "BALAY_PISO_WIFI"}\n}\n',
        "admin password stored only as a SHA-256 hash",
        None,
    ),
    (
        P,
        "scans/logbook_<<date>>.txt",
        "LOGBOOK — <<dmy>>\nRm 2 check-out 11am\nCCTV app password gi-ilisan ni Sir <<first>> — pangutan-a siya\n",
        "Cebuano logbook: the CCTV password was changed, ask the owner; no value",
        "",
    ),
]

for _fam, _path, _tpl, _why, _syntax in DECOYS:
    _fam.regd(_path, _tpl, _why, _syntax)
