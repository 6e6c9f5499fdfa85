# ruff: noqa: E501
"""The hundred-and-sixteenth corpus's decoys: files shaped like its formats that hold no live
credential, three per family, each with a ``why``."""

from __future__ import annotations

from hundredsixteenth_formats_a import F as A
from hundredsixteenth_formats_b import F as B
from hundredsixteenth_formats_c import F as C
from hundredsixteenth_formats_d import F as D
from hundredsixteenth_formats_e import F as E
from hundredsixteenth_formats_f import F as FF
from hundredsixteenth_formats_g import F as G
from hundredsixteenth_formats_h import F as H
from hundredsixteenth_formats_i import F as I
from hundredsixteenth_formats_j import F as J
from hundredsixteenth_formats_k import F as K
from hundredsixteenth_formats_l import F as L
from hundredsixteenth_formats_m import F as M
from hundredsixteenth_formats_n import F as N
from hundredsixteenth_formats_o import F as O
from hundredsixteenth_formats_p import F as P
from hundredsixteenth_spec import fill_t

DECOYS = (
    # a: barbing salon, Lagos
    (
        A,
        "booking-bridge/.env",
        "NODE_ENV=production\nPORT=8085\nPAYSTACK_PUBLIC_KEY=pk_live_<<uuid>>\nPAYSTACK_SECRET_KEY=\nPAYSTACK_CALLBACK_URL=https://book.<<dom>>/paystack/callback\n",
        "the Paystack secret is empty; only the publishable key is set",
        "",
    ),
    (
        A,
        "chats/WhatsApp Chat with <<fa>> <<Org>>.txt",
        "<<dmy>>, <<hm>> - <<fn>>: Oga the POS password no dey work again\n<<dmy>>, <<hm2>> - <<fn2>>: I don change am, come office make I type am for you. I no go send am for WhatsApp\n",
        "chat about a password that never gives one",
        "",
    ),
    (
        A,
        "scripts/make_paylink.py",
        'import os\n\nimport requests\n\nFLW_SECRET = os.environ["FLW_SECRET_KEY"]\n\n\ndef ping() -> int:\n    return requests.get("https://api.flutterwave.com/v3/banks/NG", headers={"Authorization": f"Bearer {FLW_SECRET}"}).status_code\n',
        "the Flutterwave secret is read from the environment",
        None,
    ),
    # b: salão, São Paulo
    (
        B,
        "homeassistant/configuration.yaml",
        "camera:\n  - platform: generic\n    name: Recepcao\n    stream_source: !secret rtsp_recepcao\n    verify_ssl: false\n",
        "the RTSP URL comes from secrets.yaml through !secret",
        "",
    ),
    (
        B,
        "site/config/pagamentos.php",
        "<?php\nreturn [\n    'mercadopago' => [\n        'public_key'   => 'APP_USR-<<uuid>>',\n        'access_token' => getenv('MP_ACCESS_TOKEN'),\n    ],\n];\n",
        "only the public key; the access token comes from getenv",
        "",
    ),
    (
        B,
        "Conversas/_chat <<fa>>.txt",
        "[<<dmy>>, <<hm>>:12] <<fn>>: A senha do Trinks tá no cofre de senhas, não vou mandar aqui\n[<<dmy>>, <<hm2>>:03] <<fn2>>: Beleza, pego amanhã\n",
        "a chat that points to a password manager without a password",
        "",
    ),
    # c: tiệm nail, Saigon
    (
        C,
        "config/momo-<<org>>.properties",
        "momo.endpoint=https://payment.momo.vn/v2/gateway/api/create\nmomo.partner-code=MOMO<<id>>\nmomo.secret-key=${MOMO_SECRET_KEY}\n",
        "the MoMo secret is a ${...} placeholder resolved at runtime",
        "",
    ),
    (
        C,
        "ocr/sticker_<<org>>.txt",
        "TIỆM NAIL <<Org>>\nWifi: <<Org>>_Khach\nKhông cần mật khẩu - mạng mở\n",
        "an open guest network: the sticker says no password is needed",
        "",
    ),
    (
        C,
        "imou/devices_<<date>>.json",
        '{\n  "account": "<<email>>",\n  "devices": [{"name": "Quầy lễ tân", "ip": "<<ip>>", "username": "admin", "password": "********"}]\n}\n',
        "the camera password is masked with asterisks",
        None,
    ),
    # d: beauty parlour, Jaipur
    (
        D,
        "parlour_site/settings/production.py",
        'import os\n\nRAZORPAY_KEY_ID = "rzp_live_<<nn>>AbCdEfGhIjKl"\nRAZORPAY_KEY_SECRET = os.environ["RAZORPAY_KEY_SECRET"]\n',
        "the key id is public; the secret comes from the environment",
        None,
    ),
    (
        D,
        "Videos/parlour_cameras.m3u",
        "#EXTM3U\n#EXTINF:-1,Reception\nrtsp://<<ip>>:554/cam/realmonitor?channel=1&subtype=0\n",
        "an RTSP URL without userinfo",
        "",
    ),
    (
        D,
        "notes/<<fa>>_handover.txt",
        "<<Org>> हैंडओवर नोट\nGST पोर्टल का पासवर्ड दीदी के पास है, फ़ोन करके पूछ लेना।\n",
        "a note that says who holds the GST password, with no password",
        "",
    ),
    # e: day spa, Chiang Mai
    (
        E,
        "line-bot/config.js",
        "module.exports = {\n  channelAccessToken: process.env.LINE_CHANNEL_ACCESS_TOKEN,\n  channelSecret: process.env.LINE_CHANNEL_SECRET,\n  port: 3030,\n};\n",
        "LINE tokens read from the environment",
        "",
    ),
    (
        E,
        "booking/config/initializers/omise.rb",
        'Omise.public_api_key = "pkey_<<nn>>5xk2q9zq1w8f0b7a3c"\nOmise.secret_api_key = Rails.application.credentials.dig(:omise, :secret_key)\n',
        "only the Omise public key; the secret is in encrypted Rails credentials",
        "",
    ),
    (
        E,
        "steamroom/config.toml",
        '[mqtt]\nhost = "<<ip>>"\nport = 1883\nusername = "steam<<n>>"\npassword_file = "/run/secrets/mqtt_password"\n',
        "the MQTT password is read from a file",
        None,
    ),
    # f: seitai, Osaka
    (
        FF,
        "lineworks/public_<<date>>.pem",
        "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u\n+qKhbwKfBstIs+bMY2Zkp18gnTxKLxoS2tFczGkPLPgizskuemMghRniWaoLcyeh\nkd3qqGElvW/VDL5AaWTg0nLVkjRo9z+40RQzuVaE8AkAFmxZzow3x+VJYKdjykkJ\n0iT9wCS0DRTXu269V264Vf/3jvredZiKRkgwlL9xNAwxXFg0x/XFw005UWVRIkdg\ncKWTjpBP2dPwVZ4WWC+9aGVd+Gyn1o0CLelf4rEjGoXbAAEgAqeGUxrcIlbjXfbc\nmwIDAQAB\n-----END PUBLIC KEY-----\n",
        "a public key, not a private one",
        "",
    ),
    (
        FF,
        "export/スタッフ一覧_<<date>>.csv",
        "スタッフ名,ログインID,パスワード,権限\n<<fn>> <<ln>>,<<login>>,●●●●●●●●,管理者\n<<fn2>>,<<fa2>>.<<org>>,●●●●●●●●,一般\n",
        "the password column is masked with bullets",
        "",
    ),
    (
        FF,
        "etc/crontab",
        "30 2 * * * rsync -az --password-file=/root/.rsync_pass /volume1/karte/ rsync://backup@<<ip>>/karte/\n",
        "rsync reads its password from a file",
        "",
    ),
    # g: tatuaż, Kraków
    (
        G,
        "zadatki/.env",
        "APP_ENV=production\nP24_MERCHANT_ID=<<id>>\nP24_POS_ID=<<id>>\nP24_CRC=\nP24_API_KEY=\nP24_SANDBOX=true\n",
        "Przelewy24 CRC and API key are empty",
        "",
    ),
    (
        G,
        "autoklaw/logger.ini",
        "[db]\nurl = postgresql://autoklaw@<<ip>>:5432/sterylizacja?sslmode=verify-full&sslcert=/etc/autoklaw/client.crt\n",
        "certificate authentication, no password in the URL",
        None,
    ),
    (
        G,
        "Poczta/Wysłane/<<date>>_instagram.eml",
        "From: <<fn>> <<ln>> <<<email>>>\nTo: <<email2>>\nSubject: Instagram studia\nContent-Type: text/plain; charset=utf-8\n\nHasło do Instagrama podam Ci osobiście w studiu, nie wysyłam go mailem.\n<<fn>>\n",
        "an e-mail that refuses to send the password",
        "",
    ),
    # h: dulhan make-up, Lahore
    (
        H,
        "easypaisa/.env",
        "EASYPAISA_STORE_ID=<<id>>\nEASYPAISA_HASH_KEY=\nEASYPAISA_POST_BACK_URL=https://<<dom>>/ep/confirm\n",
        "the Easypaisa hash key is empty",
        "",
    ),
    (
        H,
        "home/<<fa>>/.config/rclone/rclone.conf",
        "[bridal_gallery]\ntype = drive\nscope = drive.readonly\nservice_account_file = /home/<<fa>>/keys/gallery-sa.json\n",
        "rclone uses a service-account file path, no secret inline",
        "ini",
    ),
    (
        H,
        "WhatsApp Chat with <<fa>> (Assistant).txt",
        "<<dmy>>, <<hm>> - <<fn>>: باجی پاس ورڈ بھیج دیں\n<<dmy>>, <<hm2>> - <<fn2>>: پاس ورڈ میں نے فون پر بتا دیا ہے، یہاں نہیں لکھوں گی\n",
        "an Urdu chat that mentions the password without giving it",
        "",
    ),
    # i: threading kiosk, Auckland
    (
        I,
        "fully/fully-settings-<<date>>.json",
        '{\n  "startURL": "https://<<org>>.timely.co.nz/checkin",\n  "kioskMode": true,\n  "remoteAdmin": false,\n  "remoteAdminPassword": ""\n}\n',
        "Fully Kiosk remote admin disabled, empty password",
        None,
    ),
    (
        I,
        "xero/<<org>>_xero_app.json",
        '{\n  "client_id": "<<id>>ABCDEF",\n  "client_secret_ref": "op://Kiosk/Xero/client_secret",\n  "redirect_uri": "https://<<dom>>/xero/callback"\n}\n',
        "a 1Password reference instead of the Xero secret",
        None,
    ),
    (
        I,
        "handover/<<date>>_kiosk.txt",
        "Kiosk handover - <<Org>>\n- EFTPOS admin code: ask the manager, it is not written down\n- Float: $150\n",
        "a handover note that withholds the EFTPOS code",
        "",
    ),
    # j: hamam, Istanbul
    (
        J,
        "config/iyzico.php",
        "<?php\nreturn [\n    'base_url' => 'https://sandbox-api.iyzipay.com',\n    'api_key' => env('IYZICO_API_KEY'),\n    'secret_key' => env('IYZICO_SECRET_KEY'),\n];\n",
        "iyzico keys come from env()",
        "",
    ),
    (
        J,
        "kazan/kontrol.ini",
        "[uzak_erisim]\nurl = http://<<ip>>:8080\nkullanici = teknik\nsifre =\n",
        "the boiler remote-access password is empty",
        None,
    ),
    (
        J,
        "entegrasyon/hotelrunner.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<channelConfig provider="HotelRunner">\n  <hrId><<id>></hrId>\n  <token source="env">HOTELRUNNER_TOKEN</token>\n</channelConfig>\n',
        "the channel token is named by an environment variable",
        None,
    ),
    # k: pakhsh, Tehran
    (
        K,
        "anbar/wpa_supplicant.conf",
        'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nnetwork={\n    ssid="<<Org>>-Mehman"\n    key_mgmt=NONE\n}\n',
        "an open network, no PSK",
        "",
    ),
    (
        K,
        "hesabdari/sepidar.udl",
        "[oledb]\n; Everything after this line is an OLE DB initstring\nProvider=SQLOLEDB.1;Integrated Security=SSPI;Persist Security Info=False;Initial Catalog=Sepidar01;Data Source=<<ip>>\\SEPIDAR\n",
        "Windows integrated authentication, no password",
        "",
    ),
    (
        K,
        "sync/sha256sums_<<date>>.txt",
        "<<h1>>  price_list_<<date>>.xlsx\n<<h1>>  sepidar_backup.bak\n",
        "SHA-256 checksums of files",
        "",
    ),
    # l: tresses, Dakar
    (
        L,
        "api/.env",
        "OM_BASE_URL=https://api.orange.com/orange-money-webpay/sn/v1\nOM_CLIENT_ID=\nOM_CLIENT_SECRET=\nOM_MERCHANT_KEY=\n",
        "Orange Money credentials are all empty",
        "",
    ),
    (
        L,
        "paiement/wave.js",
        "const WAVE_API_KEY = process.env.WAVE_API_KEY;\nmodule.exports = { WAVE_API_KEY };\n",
        "the Wave key is read from the environment",
        "",
    ),
    (
        L,
        "chats/<<org>>_coiffeuses.txt",
        "<<dmy>> <<hm>> - <<fn>>: Mot de passe Planity bi?\n<<dmy>> <<hm2>> - <<fn2>>: Dama ko soppi, dinaa la ko yónnee ci WhatsApp. Ñëwal salon bi\n",
        "a Wolof/French chat that withholds the password",
        "",
    ),
    # m: cosmetología, Medellín
    (
        M,
        "k8s/agenda-clinica-secret.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: agenda-clinica\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: clinica/agenda\n        property: db_password\n",
        "an ExternalSecret pointing at a vault path",
        None,
    ),
    (
        M,
        "moodle/config.php",
        "<?php\n$CFG->dbtype = 'mariadb';\n$CFG->dbhost = '<<ip>>';\n$CFG->dbuser = 'moodle';\n$CFG->dbpass = getenv('MOODLE_DB_PASS');\n",
        "the Moodle DB password comes from getenv",
        "",
    ),
    (
        M,
        "notas/wifi_aula_<<n>>.txt",
        "Aula <<n>> - Clínica\nLa clave del WiFi se entrega en coordinación a cada estudiante.\n",
        "a note without the Wi-Fi key",
        "",
    ),
    # n: grooming, Seoul
    (
        N,
        "home/<<fa>>/.docker/config.json",
        '{\n "auths": {\n  "<<org>>.kr.ncr.ntruss.com": {}\n },\n "credsStore": "desktop"\n}\n',
        "Docker uses a credential store; no auth inline",
        None,
    ),
    (
        N,
        "reservation-api/src/main/resources/application-prod.yml",
        "toss:\n  payments:\n    client-key: live_ck_<<nn>>AbCdEfGh1234\n    secret-key: ${TOSS_SECRET_KEY}\n",
        "the Toss secret is a ${...} placeholder; the client key is public",
        None,
    ),
    (
        N,
        "kakao/<<org>>_지점장방.txt",
        "[<<fn>>] [오후 2:14] 공비서 비번 알려주세요\n[<<fn2>>] [오후 2:16] 비번은 카톡으로 안 보내요. 본사에 전화하세요\n",
        "a KakaoTalk chat that refuses to send the password",
        "",
    ),
    # o: mobile hairdresser, Nairobi
    (
        O,
        "booking-api/.env",
        "PORT=4000\nMPESA_ENV=sandbox\nMPESA_SHORTCODE=174379\nMPESA_PASSKEY=\n",
        "the M-Pesa passkey is empty",
        "",
    ),
    (
        O,
        "data/data/ke.<<org>>.booking/shared_prefs/auth.xml",
        "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map>\n    <string name=\"user_email\"><<email>></string>\n    <boolean name=\"logged_in\" value=\"false\" />\n</map>\n",
        "shared preferences after logout, no token",
        None,
    ),
    (
        O,
        "chats/<<org>>_team.txt",
        "<<dmy>>, <<hm>> - <<fn>>: Nenosiri ya Booksy ni gani?\n<<dmy>>, <<hm2>> - <<fn2>>: Nitakupigia simu nikuambie, si vizuri kuandika hapa\n",
        "a Swahili chat that promises to phone the password",
        "",
    ),
    # p: zonnestudio, Utrecht
    (
        P,
        "webshop/.env",
        "APP_ENV=production\nMOLLIE_KEY=\nMOLLIE_PROFILE_ID=pfl_<<nn>>AbCdEf\n",
        "the Mollie key is empty; the profile id is not a secret",
        "",
    ),
    (
        P,
        "logs/zonnebank_<<date>>.http",
        'GET /api/v1/cabins/<<n>>/status HTTP/1.1\nHost: <<ip>>\nAuthorization: Digest username="kassa", realm="cabin", nonce="<<h1>>", uri="/api/v1/cabins/<<n>>/status", response="<<h2>>"\n',
        "an HTTP Digest header holds a one-time hash, not the password",
        "",
    ),
    (
        P,
        "overdracht/<<date>>.txt",
        "Overdracht <<Org>>\n- Pinautomaat beheerderscode: staat in de kluis, niet opschrijven\n- Cabine 3 lampen vervangen\n",
        "a Dutch handover note that points to the safe",
        "",
    ),
)


def _reg(fam, path, template, why, syntax) -> None:
    def tpl(s: dict[str, str]) -> str:
        s = dict(s, h1=s["uuid"].replace("-", "") * 2, h2=s["uuid"].replace("-", "")[::-1])
        return template.replace("<<h1>>", s["h1"]).replace("<<h2>>", s["h2"])

    fam.regd(path, lambda s: fill_t(tpl(s), s), why, syntax)


for _row in DECOYS:
    _reg(*_row)
