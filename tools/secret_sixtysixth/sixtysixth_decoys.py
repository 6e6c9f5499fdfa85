# ruff: noqa: E501
"""Decoys of the sixty-sixth corpus: files like the formats' that hold no credential, three per
family, each registered with the reason it is not a secret."""

from __future__ import annotations

import sixtysixth_formats_a as A
import sixtysixth_formats_b as B
import sixtysixth_formats_c as C
import sixtysixth_formats_d as D
import sixtysixth_formats_e as E
import sixtysixth_formats_f as F
import sixtysixth_formats_g as G
import sixtysixth_formats_h as H
import sixtysixth_formats_i as I
import sixtysixth_formats_j as J
import sixtysixth_formats_k as K
import sixtysixth_formats_l as L
import sixtysixth_formats_m as M
import sixtysixth_formats_n as N
import sixtysixth_formats_o as O
import sixtysixth_formats_p as P
from sixtysixth_spec import regd

DECOYS = [
    # a: bouldering wall (Czech)
    (
        A.FAM,
        "C:/Turniket/<<org>>/turniket.ini",
        "[Databaze]\nServer=<<lan>>\nDatabaze=Permanentky\nUzivatel=turniket\nHeslo=${TURNIKET_DB_HESLO}\n\n[Vstup]\nOtevritNaSekundy=4\n",
        "the password is a ${TURNIKET_DB_HESLO} reference filled in from the environment, not a value",
        None,
    ),
    (
        A.FAM,
        "Export/WhatsApp Chat - Recepce <<orgc>> <<n>>.txt",
        "<<dd>>.<<mm>>.<<yy>> <<time>> - <<first>>: Jaké je nové heslo do rezervačky?\n<<dd>>.<<mm>>.<<yy>> <<time2>> - <<first2>>: Heslo ti řeknu zítra osobně, sem ho psát nebudu 🙂\n",
        "a chat that talks about a password but never gives one",
        "",
    ),
    (
        A.FAM,
        "home/pi/stavba_cest/<<org>>_upload_<<n>>.py",
        'import os\n\nimport requests\n\nBOT_TOKEN = os.environ["TG_BOT_TOKEN"]\nCHAT_ID = -100<<n8>>\n\n\ndef posli(text):\n    requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage", data={"chat_id": CHAT_ID, "text": text}, timeout=30)\n',
        "the bot token is read from os.environ; the file holds only the variable name and a public chat id",
        None,
    ),
    # b: ski lift and ski school (Slovak)
    (
        B.FAM,
        "Turnikety/<<org>>/brana_<<nn>>.xml",
        '<?xml version="1.0" encoding="utf-8"?>\n<GateConfiguration site="<<orgc>>" gate="<<nn>>">\n  <Server>\n    <Host><<lan>></Host>\n    <User>gate<<nn>></User>\n    <!-- heslo sa zadáva v servisnom menu brány -->\n    <Password></Password>\n  </Server>\n</GateConfiguration>\n',
        "the Password element is empty; the comment says it is entered in the gate's service menu",
        None,
    ),
    (
        B.FAM,
        "snehovy_servis/<<org>>/config.yml",
        'stredisko: "<<orgc>>"\nportaly:\n  - nazov: snow-portal\n    url: https://api.snowreport.eu/v2/resorts/<<n4>>/report\n    api_key_env: SNOW_PORTAL_KEY\n',
        "only the name of the environment variable holding the key (api_key_env), no key",
        None,
    ),
    (
        B.FAM,
        "Zdielane/odovzdanie_sezony_<<year>>_<<n>>.md",
        "# Odovzdanie – lyžiarska škola <<orgc>>\n\n- Heslo do rezervačného systému ti nadiktuje <<first>>, je v trezore v kancelárii.\n- Rozpis inštruktorov je na Drive.\n",
        "a handover note that says where the password is kept without giving it",
        "",
    ),
    # c: swimming school (Japanese)
    (
        C.FAM,
        "k8s/<<org>>-yoyaku/external-secret.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: yoyaku-db\n  namespace: <<org>>\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  target:\n    name: yoyaku-db\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: <<org>>/yoyaku/db\n        property: password\n",
        "an ExternalSecret naming a vault path; the password itself lives in the vault",
        None,
    ),
    (
        C.FAM,
        "LINE/[LINE] 受付スタッフ_<<n>>.txt",
        "[LINE] グループ「受付スタッフ」のトーク履歴\n\n<<year>>/<<mm>>/<<dd>>(土)\n<<time>>\t<<first>>\t新しいパスワードは？\n<<time2>>\t<<first2>>\tパスワードは明日口頭で伝えます\n",
        "the chat says the password will be told in person; no value",
        "",
    ),
    (
        C.FAM,
        "kintone/<<org>>/kaiin_customize_<<n>>.js",
        "(function (PLUGIN_ID) {\n  'use strict';\n  const config = kintone.plugin.app.getConfig(PLUGIN_ID);\n  const API_TOKEN = config.apiToken; // プラグイン設定画面で入力\n  kintone.events.on('app.record.detail.show', (event) => event);\n})(kintone.$PLUGIN_ID);\n",
        "the API token is read from the kintone plugin configuration at run time",
        "",
    ),
    # d: sailing school (Croatian)
    (
        D.FAM,
        "srv/vezovi/<<org>>/docker-compose.yml",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: marina\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets:\n      - pg_password\nsecrets:\n  pg_password:\n    file: ./secrets/pg_password.txt\n",
        "POSTGRES_PASSWORD_FILE points at a Docker secret file; no password in the compose file",
        None,
    ),
    (
        D.FAM,
        "etc/weewx/weewx_<<org>>_<<n>>.conf",
        "[StdRESTful]\n    [[Wunderground]]\n        enable = false\n        station = IHVAR<<nn>>\n        password = \n",
        "the Wunderground upload is disabled and its password empty; the station id is public",
        "",
    ),
    (
        D.FAM,
        "opt/blagajna/<<org>>/fiskal.properties",
        "fiskal.oib=<<n8>><<nn>><<dd>>\nfiskal.cert.file=C:/Blagajna/cert/FISKAL_<<org>>.p12\nfiskal.cert.password=${FISKAL_CERT_PASS}\n",
        "the certificate password is a ${FISKAL_CERT_PASS} placeholder resolved at start-up; the OIB is a public tax number",
        "",
    ),
    # e: golf club (Portuguese)
    (
        E.FAM,
        "opt/teetimes/<<org>>/sync_<<n>>.env",
        "CLUB_ID=<<n4>>\nTEETIME_FEED=https://feeds.teetimes-<<nn>>.eu/v2/clubs/<<n4>>/slots\nTEETIME_TOKEN_FILE=/run/secrets/teetime_token\n",
        "a URL without userinfo and the path of a token file, no token",
        "",
    ),
    (
        E.FAM,
        "opt/frigate/<<org>>/config.yml",
        "cameras:\n  driving_range:\n    ffmpeg:\n      inputs:\n        - path: rtsp://admin:{FRIGATE_RTSP_PASSWORD}@<<lan>>:554/Streaming/Channels/101\n          roles:\n            - detect\n",
        "Frigate substitutes {FRIGATE_RTSP_PASSWORD} from the environment; the braces are a variable, not a password",
        None,
    ),
    (
        E.FAM,
        "Documentos/<<org>>/acessos_staff_<<year>>.xml",
        '<?xml version="1.0"?>\n<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">\n <Worksheet ss:Name="Acessos">\n  <Table>\n   <Row><Cell><Data ss:Type="String">Nome</Data></Cell><Cell><Data ss:Type="String">Palavra-passe</Data></Cell></Row>\n   <Row><Cell><Data ss:Type="String"><<first>> <<last>></Data></Cell><Cell><Data ss:Type="String">••••••••</Data></Cell></Row>\n  </Table>\n </Worksheet>\n</Workbook>\n',
        "the password column is masked with bullets",
        None,
    ),
    # f: dive centre (Arabic / Russian)
    (
        F.FAM,
        "home/<<lf>>/.bash_history",
        'curl -s -u frontdesk "https://booking.<<dom>>/api/v1/dives?date=<<date>>"\ncurl -s --netrc-file ~/.netrc-booking https://booking.<<dom>>/api/v1/boats\n',
        "curl -u with a user only (curl prompts for the password) and a --netrc-file path",
        "",
    ),
    (
        F.FAM,
        "home/<<lf>>/scripts/rental_sync_<<n>>.py",
        'import xmlrpc.client\n\nimport keyring\n\nURL = "https://<<org>>.odoo.com"\nUSER = "<<email>>"\nAPI_KEY = keyring.get_password("odoo", USER)\ncommon = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common")\n',
        "the Odoo API key is fetched from the OS keyring at run time",
        None,
    ),
    (
        F.FAM,
        "DiveLogSync/appsettings.<<org>>.json",
        '{\n  "ConnectionStrings": {\n    "DiveLog": "Server=<<lan>>,1433;Database=DiveLog;Integrated Security=True;TrustServerCertificate=True"\n  }\n}\n',
        "Windows integrated authentication: the connection string carries no password",
        None,
    ),
    # g: Muay Thai camp (Thai)
    (
        G.FAM,
        "srv/camp-booking/<<org>>/payments.js",
        "const omise = require('omise')({\n  publicKey: 'pkey_<<hex8>><<hex12>>',\n  secretKey: process.env.OMISE_SECRET_KEY,\n});\nmodule.exports = omise;\n",
        "only the Omise public key (pkey_, meant for browsers); the secret key comes from process.env",
        "",
    ),
    (
        G.FAM,
        "etc/fstab",
        "UUID=<<uuid>> / ext4 errors=remount-ro 0 1\n//<<lan>>/fighters /mnt/fighters cifs credentials=/root/.smbcred,uid=1000,iocharset=utf8 0 0\n",
        "the CIFS mount reads its login from a credentials= file; no password inline",
        "",
    ),
    (
        G.FAM,
        "LINE/[LINE] แชทกับ ครูมวย_<<n>>.txt",
        "<<time>>\t<<first>>\tรหัส wifi ใหม่คืออะไรครับ\n<<time2>>\t<<first2>>\tถามที่เคาน์เตอร์นะคะ ไม่ส่งในกลุ่ม\n",
        "the reply refuses to post the Wi-Fi password in the group",
        "",
    ),
    # h: taekwondo (Korean)
    (
        H.FAM,
        "dojang-app/src/main/resources/application-prod.properties",
        "spring.datasource.password=${DB_PASSWORD}\ntoss.client-key=live_ck_<<hex24>>\ntoss.secret-key=${TOSS_SECRET_KEY}\n",
        "the Toss client key (live_ck_) is public by design and the secret key is an environment reference",
        "",
    ),
    (
        H.FAM,
        "Desktop/CCTV 설정 메모_<<n>>.txt",
        "CCTV 설정\n녹화기: <<lan>>\n비밀번호: 설치기사에게 문의 (010-****-****)\n펌웨어 SHA-256: <<sha>>\n",
        "the memo says to ask the installer for the password; the SHA-256 is a firmware checksum",
        "",
    ),
    (
        H.FAM,
        "KakaoTalk/Talk_<<year>>.<<mm>>.<<dd>> <<hh>>:<<mi>>-<<n>>.txt",
        "<<year>>. <<mm>>. <<dd>>. 오후 <<time>>, <<last>><<first>> : 와이파이 비번 알려주세요\n<<year>>. <<mm>>. <<dd>>. 오후 <<time2>>, 관장님 : 카운터에 붙어 있어요~\n",
        "the answer points to a note at the counter; no password in the chat",
        "",
    ),
    # i: yoga studio (Indonesian)
    (
        I.FAM,
        "var/www/<<org>>-retreat/.env.example",
        "APP_NAME=Retreat\nXENDIT_SECRET_KEY=\nXENDIT_CALLBACK_TOKEN=\nCURRENCY=IDR\n",
        "an .env.example with the keys left empty",
        "",
    ),
    (
        I.FAM,
        "home/<<lf>>/.config/rclone/rclone.conf",
        "[nas-video]\ntype = sftp\nhost = <<lan>>\nuser = yoga\nkey_file = ~/.ssh/id_ed25519\nshell_type = unix\n",
        "SFTP by key file: the config names the key file, no password or key material",
        "ini",
    ),
    (
        I.FAM,
        "WhatsApp/Chat WhatsApp dengan Staf Shala <<n>>.txt",
        "<<dd>>/<<mm>>/<<yy>> <<hh>>.<<mi>> - <<first>>: Bu, kata sandi wifi?\n<<dd>>/<<mm>>/<<yy>> <<hh>>.<<mi>> - <<first2>>: Sudah saya kirim lewat pesan pribadi ya\n",
        "the password was sent privately; this chat has none",
        "",
    ),
    # j: cricket academy (Urdu)
    (
        J.FAM,
        "Arduino/speed_gun_<<n>>/speed_gun_<<n>>.ino",
        '#include <WiFi.h>\n#include "secrets.h"  // WIFI_SSID, WIFI_PASS (not in git)\n\nvoid setup() {\n  WiFi.begin(WIFI_SSID, WIFI_PASS);\n}\n',
        "the Wi-Fi credentials are macros from a secrets.h kept out of the sketch",
        "",
    ),
    (
        J.FAM,
        "home/<<lf>>/.my.cnf",
        "# password stored with mysql_config_editor in ~/.mylogin.cnf\n[client]\nuser=scorer\nhost=<<lan>>\n",
        "the MySQL client options carry no password (it is in the obfuscated login path file)",
        "ini",
    ),
    (
        J.FAM,
        "Documents/<<org>>/parent_portal_logins_<<n>>.csv",
        "نام,بیچ,یوزر نیم,پاسورڈ\n<<first>> <<last>>,U16,<<login>>,SMS OTP\n<<first2>> احمد,U13,p<<n4>>,SMS OTP\n",
        "the password column says logins use one-time SMS codes",
        "",
    ),
    # k: cycling club (Vietnamese)
    (
        K.FAM,
        "home/<<lf>>/.docker/config.json",
        '{\n  "auths": {\n    "registry.<<dom>>": {}\n  },\n  "credsStore": "desktop"\n}\n',
        "Docker keeps the login in the desktop credential store; auths holds no auth field",
        None,
    ),
    (
        K.FAM,
        "CuaHangXeDap/appsettings.Development.json",
        '{\n  "VnPay": {\n    "TmnCode": "",\n    "HashSecret": "",\n    "BaseUrl": "https://sandbox.vnpayment.vn/paymentv2/vpcpay.html"\n  }\n}\n',
        "the VNPay TmnCode and HashSecret are empty in the development settings",
        None,
    ),
    (
        K.FAM,
        "Zalo/nhom_CLB_<<org>>_<<n>>.txt",
        "[<<time>> <<dd>>/<<mm>>/<<year>>] <<first>>: Mật khẩu Strava CLB là gì anh?\n[<<time2>> <<dd>>/<<mm>>/<<year>>] <<first2>>: Anh gửi riêng rồi nhé, đừng đăng lên nhóm\n",
        "the password was sent in a private message, not in this chat",
        "",
    ),
    # l: mountain hut (Georgian)
    (
        L.FAM,
        "etc/wpa_supplicant/wpa_supplicant.conf",
        'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nupdate_config=1\ncountry=GE\n\nnetwork={\n    ssid="<<orgc>>_Guests"\n    key_mgmt=NONE\n}\n',
        "an open guest network (key_mgmt=NONE): no psk",
        "",
    ),
    (
        L.FAM,
        "opt/channel-sync/<<org>>/config.yml",
        'property: "<<orgc>> Mountain Hut"\nchannel_manager:\n  url: https://api.channelhub.io/v2\n  username: "<<org>>_api"\n  password_env: CM_PASSWORD\n',
        "the channel manager password is read from the CM_PASSWORD environment variable",
        None,
    ),
    (
        L.FAM,
        "home/pi/webcam/SHA256SUMS_<<n>>",
        "<<sha>>  ushba_<<date>>_0600.jpg\n<<sha1>><<hex24>>  ushba_<<date>>_0615.jpg\n",
        "SHA-256 checksums of webcam images, not secrets",
        "",
    ),
    # m: race organisers (Swahili)
    (
        M.FAM,
        "srv/<<org>>-usajili/.env.example",
        "# get these from the Daraja portal\nMPESA_ENV=production\nMPESA_SHORTCODE=\nMPESA_CONSUMER_KEY=\nMPESA_CONSUMER_SECRET=\nMPESA_PASSKEY=\n",
        "an .env.example with every M-Pesa value empty",
        "",
    ),
    (
        M.FAM,
        "usajili/settings/production.py",
        'import os\n\nDATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "usajili",\n        "PASSWORD": os.environ["DB_PASSWORD"],\n    }\n}\n',
        "the database password is read from os.environ",
        None,
    ),
    (
        M.FAM,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<FileZilla3 version="3.66.4" platform="windows">\n  <Servers>\n    <Server>\n      <Host>ftp.<<dom>></Host>\n      <Port>21</Port>\n      <User>finishcam</User>\n      <Logontype>2</Logontype>\n      <Name>Finish line photos</Name>\n    </Server>\n  </Servers>\n</FileZilla3>\n',
        "Logontype 2 means FileZilla asks for the password each time; there is no Pass element",
        None,
    ),
    # n: riding stables (Icelandic)
    (
        N.FAM,
        "homeassistant/configuration.yaml",
        "wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\nmqtt:\n  username: hlid\n  password: !secret mqtt_password\nlatitude: 63.<<n4>>\n",
        "Home Assistant configuration whose passwords are !secret references to secrets.yaml, not values",
        "",
    ),
    (
        N.FAM,
        "hestaleiga/<<org>>/bokun_<<n>>.json",
        '{\n  "stable": "<<orgc>> hestaleiga",\n  "booking_admin": {"user": "<<email>>", "lykilord": null, "login": "Google SSO"}\n}\n',
        "the password field is null; the admin signs in with Google SSO",
        None,
    ),
    (
        N.FAM,
        "Mail/<<org>>/Sendur póstur/<<n>>.eml",
        "From: <<first>> <<last>> <<<email>>>\nTo: <<email2>>\nSubject: Bokhald\nContent-Type: text/plain; charset=UTF-8\n\nSæl <<first2>>,\n\nLykilorðið færðu í SMS frá mér á morgun.\nKveðja,\n<<first>>\n",
        "the e-mail says the password will come by SMS; none in the mail",
        "",
    ),
    # o: angling association (Polish)
    (
        O.FAM,
        "public_html/<<org>>/wp-config.php",
        "<?php\ndefine( 'DB_NAME', '<<org>>_wp' );\ndefine( 'DB_USER', '<<org>>_wp' );\ndefine( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );\ndefine( 'DB_HOST', 'localhost' );\n",
        "the WordPress database password comes from getenv()",
        "",
    ),
    (
        O.FAM,
        "srv/wypozyczalnia-<<org>>/config/payments.yaml",
        'tpay:\n  merchant_id: <<n4>><<nn>>\n  client_id: "01<<hex8>>-<<hex8>>"\n  client_secret: "${TPAY_CLIENT_SECRET}"\n',
        "the Tpay client secret is a ${TPAY_CLIENT_SECRET} environment placeholder",
        None,
    ),
    (
        O.FAM,
        "rejestr_polowow_<<year>>/xl/sharedStrings.xml",
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="4" uniqueCount="4"><si><t>Łowisko</t></si><si><t>Gatunek</t></si><si><t>hasło: u skarbnika</t></si><si><t>Szczupak</t></si></sst>\n',
        "a spreadsheet cell saying the treasurer has the password, with no value",
        None,
    ),
    # p: waka ama club (Māori / English)
    (
        P.FAM,
        "home/pi/.ssh/id_rsa.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAA<<pub>> pi@<<org>>-timing\n",
        "an SSH public key, meant to be shared",
        "",
    ),
    (
        P.FAM,
        "srv/<<org>>-members/public/checkout.js",
        "// browser side of the membership checkout\nconst stripe = Stripe('pk_live_<<hex32>><<hex8>>');\ndocument.getElementById('pay').addEventListener('click', () => fetch('/members/checkout', {method: 'POST'}));\n",
        "a Stripe publishable key (pk_live_), public by design",
        "",
    ),
    (
        P.FAM,
        "<<org>>-results/.github/workflows/publish.yml",
        "name: Publish regatta results\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    env:\n      NETLIFY_AUTH_TOKEN: ${{ secrets.NETLIFY_AUTH_TOKEN }}\n    steps:\n      - uses: actions/checkout@v4\n",
        "the token is a ${{ secrets.* }} reference to GitHub's encrypted secrets",
        None,
    ),
]

for _fam, _path, _template, _why, _syntax in DECOYS:
    regd(_fam, _path, _template, _why, _syntax)
