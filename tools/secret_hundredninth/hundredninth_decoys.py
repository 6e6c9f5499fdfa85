# ruff: noqa: E501
"""The hundred-and-ninth corpus's decoys: files that look like the formats but hold no live
credential, three per family, each with its ``why``."""

from __future__ import annotations

import hundredninth_formats_a as a
import hundredninth_formats_b as b
import hundredninth_formats_c as c
import hundredninth_formats_d as d
import hundredninth_formats_e as e
import hundredninth_formats_f as f
import hundredninth_formats_g as g
import hundredninth_formats_h as h
import hundredninth_formats_i as i
import hundredninth_formats_j as j
import hundredninth_formats_k as k
import hundredninth_formats_l as l
import hundredninth_formats_m as m
import hundredninth_formats_n as n
import hundredninth_formats_o as o
import hundredninth_formats_p as p
from hundredninth_spec import regd

DECOYS = (
    # a: tokunbo used-car dealer
    (
        a.F,
        "www/<<org>>-site/.env.example",
        "APP_NAME=<<orgc>>\nPAYSTACK_PUBLIC_KEY=\nPAYSTACK_SECRET_KEY=\nMERCHANT_EMAIL=accounts@<<dom>>\n",
        "Laravel .env template with empty Paystack keys",
        "",
    ),
    (
        a.F,
        "exports/WhatsApp Chat with <<fa>> yard.txt",
        "<<dmy_sl>>, <<t1>> - <<fn>> <<ln>>: Oga abeg the Jiji password?\n<<dmy_sl>>, <<t2>> - Oga Yard: I go call you, no be for WhatsApp we dey send password\n<<dmy_sl>>, <<t3>> - <<fn>> <<ln>>: Ok sir\n",
        "Pidgin chat that asks for a password and gets none",
        "",
    ),
    (
        a.F,
        "opt/traccar/conf/traccar.xml",
        "<?xml version='1.0' encoding='UTF-8'?>\n<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>\n<properties>\n    <entry key='database.driver'>org.h2.Driver</entry>\n    <entry key='database.url'>jdbc:h2:./data/database</entry>\n    <entry key='database.user'>sa</entry>\n    <entry key='database.password'></entry>\n</properties>\n",
        "Traccar on the bundled H2 database with the stock empty password",
        None,
    ),
    # b: Polish service desk
    (
        b.F,
        "sklep-czesci/config/przelewy24.php",
        "<?php\nreturn [\n    'merchant_id' => (int) getenv('P24_MERCHANT_ID'),\n    'crc'         => getenv('P24_CRC'),\n    'report_key'  => getenv('P24_REPORT_KEY'),\n    'sandbox'     => false,\n];\n",
        "Przelewy24 keys read from the environment",
        "",
    ),
    (
        b.F,
        "notatki/przekazanie_zmiany_<<date>>.md",
        "# Przekazanie zmiany\n\n- partslink24: hasło w KeePass (grupa Serwis/Katalogi), nie zapisujemy w notatkach\n- Octavia <<plate>> czeka na sprzęgło\n",
        "handover note pointing to KeePass instead of a password",
        "",
    ),
    (
        b.F,
        "opt/go2rtc/go2rtc.yaml",
        'streams:\n  przyjecia_1: rtsp://${CAM_USER}:${CAM_PASS}@<<ip>>:554/Streaming/Channels/101\napi:\n  listen: ":1984"\n',
        "go2rtc stream URL with credentials substituted from environment variables",
        None,
    ),
    # c: Chilean tyre shop
    (
        c.F,
        "facturacion/certificado/<<fa>>_<<y>>.crt",
        "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUOYH2bd3xOqZ3CkqYBFVbFzJPmKYwCgYIKoZIzj0EAwIw\nLzELMAkGA1UEBhMCQ0wxIDAeBgNVBAMMF0Zpcm1hIEVsZWN0cm9uaWNhIERlbW8w\n-----END CERTIFICATE-----\n",
        "a public certificate (no private key)",
        "",
    ),
    (
        c.F,
        "etc/samba/winalign.cred",
        "username=alineadora\ndomain=TALLER\n# password: se pide al montar (mount -o credentials sin password)\n",
        "SMB credentials file without a password line",
        "",
    ),
    (
        c.F,
        "descargas/SHA256SUMS_winalign_<<n>>.txt",
        "<<h64>>  WinAlign_17.1_setup.exe\n",
        "a SHA-256 checksum of an installer",
        "",
    ),
    # d: Turkish paint shop
    (
        d.F,
        "site/odeme/iyzico_ayar.php",
        "<?php\n$options = new \\Iyzipay\\Options();\n$options->setApiKey(getenv('IYZICO_API_KEY'));\n$options->setSecretKey(getenv('IYZICO_SECRET_KEY'));\n$options->setBaseUrl(\"https://api.iyzipay.com\");\n",
        "iyzico keys from environment variables",
        "",
    ),
    (
        d.F,
        "WhatsApp/WhatsApp Sohbeti - <<fa>> Usta.txt",
        "<<dmy>> <<t1>> - <<fn>> <<ln>>: Abi eksper portalı şifresi neydi?\n<<dmy>> <<t2>> - <<fn2>> Usta: Şifreyi mesajla atmıyorum, dükkana gelince söylerim\n",
        "Turkish chat mentioning a password without giving it",
        "",
    ),
    (
        d.F,
        "opt/dvr-bildirim/config.yaml",
        'dvr:\n  host: <<ip>>\ntelegram:\n  bot_token: ""\n  chat_id: 0\n',
        "Telegram bot token left empty",
        None,
    ),
    # e: Vietnamese motorbike shop
    (
        e.F,
        "server/config/momo.js",
        "module.exports = {\n  partnerCode: process.env.MOMO_PARTNER_CODE,\n  accessKey: process.env.MOMO_ACCESS_KEY,\n  secretKey: process.env.MOMO_SECRET_KEY,\n};\n",
        "MoMo keys from process.env",
        "",
    ),
    (
        e.F,
        "web/admin/tai_khoan_<<n>>.html",
        "<table><tr><th>Dịch vụ</th><th>Tài khoản</th><th>Mật khẩu</th></tr><tr><td>Shopee</td><td><<org>>.shop</td><td>••••••••</td></tr></table>\n",
        "password column masked with bullets",
        "",
    ),
    (
        e.F,
        "Zalo/tin nhan <<fa>> <<date>>.txt",
        '<<fn>> <<ln>> <<t1>> <<dmy_sl>>\nAnh ơi quên mật khẩu KiotViet rồi\n\nChú <<fn2>> <<t2>> <<dmy_sl>>\nBấm "Quên mật khẩu" rồi lấy mã OTP gửi về số của chú nha\n',
        "Vietnamese chat about a reset link, no password",
        "",
    ),
    # f: Brazilian driving school
    (
        f.F,
        "cobranca/.env",
        "ASAAS_API_URL=https://api.asaas.com/v3\nASAAS_API_KEY=\nPIX_CHAVE=financeiro@<<dom>>\n",
        "Asaas API key left empty",
        "",
    ),
    (
        f.F,
        "var/www/moodle/config.php",
        "<?php\nunset($CFG);\nglobal $CFG;\n$CFG = new stdClass();\n$CFG->dbtype = 'pgsql';\n$CFG->dbuser = getenv('MOODLE_DB_USER');\n$CFG->dbpass = getenv('MOODLE_DB_PASS');\nrequire_once(__DIR__ . '/lib/setup.php');\n",
        "Moodle DB password read from the environment",
        "",
    ),
    (
        f.F,
        "rastreamento/config_<<n>>.json",
        '{\n  "plataforma": "https://rastreio.<<dom>>",\n  "usuario": "frota.<<org>>",\n  "senha_sha256": "<<h64>>"\n}\n',
        "a SHA-256 hash of the password, not the password",
        None,
    ),
    # g: Moroccan taxi cooperative
    (
        g.F,
        "paiement/src/main/resources/cmi.properties",
        "cmi.clientid=${CMI_CLIENT_ID}\ncmi.storekey=${CMI_STORE_KEY}\ncmi.gateway=https://payment.cmi.co.ma/fim/est3Dgate\n",
        "CMI store key as a placeholder reference",
        "",
    ),
    (
        g.F,
        "reseau/mikrotik_<<date>>.rsc",
        "# by RouterOS 7.14.3\n/interface wifi security\nadd authentication-types=wpa2-psk name=sec-bureau\n/user\nadd group=read name=guichet\n",
        "MikroTik export made with hide-sensitive: no passphrase or password",
        "",
    ),
    (
        g.F,
        "WhatsApp/Discussion WhatsApp avec <<fa>>.txt",
        "<<dmy_sl>> <<t1>> - <<fn>> <<ln>>: عطيني كلمة السر ديال التطبيق\n<<dmy_sl>> <<t2>> - الرئيس <<fn2>>: تعال للمكتب، ما كنصيفطهاش ف الواتساب\n",
        "Darija chat asking for a password without it",
        "",
    ),
    # h: Indonesian fleet owner
    (
        h.F,
        "setoran-app/.env",
        "XENDIT_SECRET_KEY=${XENDIT_SECRET_KEY}\nXENDIT_VA_BANK=BCA\nAPP_URL=https://setoran.<<dom>>\n",
        "Xendit key interpolated from the environment",
        "",
    ),
    (
        h.F,
        "home/<<fa>>/.docker/config.json",
        '{\n  "auths": {\n    "registry.<<dom>>": {}\n  },\n  "credsStore": "desktop"\n}\n',
        "Docker config with a credential store and no auth",
        None,
    ),
    (
        h.F,
        "WhatsApp/Chat WhatsApp dengan <<fa>>.txt",
        "<<dmy_sl>> <<t1>>.00 - <<fn>> <<ln>>: Kang kata sandi Grab na lupa\n<<dmy_sl>> <<t2>>.00 - Juragan <<fn2>>: Reset we ku OTP, kode na asup ka HP abdi engke dikirim\n",
        "Indonesian / Sundanese chat about an OTP reset, no password",
        "",
    ),
    # i: Okinawa rental counter
    (
        i.F,
        "config/paypay.yml",
        'paypay:\n  production: true\n  api_key: "${PAYPAY_API_KEY}"\n  api_secret: "${PAYPAY_API_SECRET}"\n',
        "PayPay keys as environment references",
        None,
    ),
    (
        i.F,
        "共有/引き継ぎ/引き継ぎメモ_<<date>>.md",
        "# 引き継ぎメモ\n\n- 楽天トラベル管理画面のパスワードは金庫のファイル参照（ここには書かない）\n- <<plate>> のETCカード確認\n",
        "handover note saying the password is kept elsewhere",
        "",
    ),
    (
        i.F,
        "shuttle/gps-agent.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<agent>\n  <server url="mqtts://gps.<<dom>>:8883" clientId="shuttle-<<n>>"/>\n  <auth type="client-certificate" cert="/etc/shuttle/client.crt"/>\n</agent>\n',
        "MQTT auth by client certificate path, no password",
        None,
    ),
    # j: Busan car wash
    (
        j.F,
        "src/main/resources/application-prod.yml",
        "toss:\n  payments:\n    client-key: live_ck_\n    secret-key: ${TOSS_SECRET_KEY}\n",
        "Toss secret key from the environment, client key empty",
        None,
    ),
    (
        j.F,
        "카카오톡/KakaoTalk_<<y>><<m>><<d>>_<<n>>.txt",
        "<<full>> 님과 카카오톡 대화\n[<<full>>] [오후 <<t1>>] 키오스크 비번 알려주세요\n[<<fn2>> 점장] [오후 <<t2>>] 비번은 전화로 알려줄게요\n",
        "Korean chat that defers the password to a phone call",
        "",
    ),
    (
        j.F,
        "ProgramData/WashCtrl/cloud.ini",
        "[Cloud]\nUrl=https://wash-cloud.<<dom>>/api\nStoreCode=<<org>>-<<n>>\nUser=store<<n>>\nPassword=\n",
        "controller cloud password empty",
        None,
    ),
    # k: Tabriz parts importer
    (
        k.F,
        "shop/.env",
        "APP_NAME=<<orgc>>\nZARINPAL_MERCHANT_ID=\nZARINPAL_SANDBOX=true\n",
        "ZarinPal merchant id empty in sandbox template",
        "",
    ),
    (
        k.F,
        "C:/Anbar/<<org>>/App.config",
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <connectionStrings>\n    <add name="Anbar" connectionString="Data Source=<<ip>>\\SQL2019;Initial Catalog=Sepidar01;Integrated Security=SSPI;" providerName="System.Data.SqlClient"/>\n  </connectionStrings>\n</configuration>\n',
        "SQL Server connection with Windows integrated security, no password",
        None,
    ),
    (
        k.F,
        "WhatsApp/WhatsApp Chat with <<fa>>.txt",
        "<<dmy_sl>>, <<t1>> - <<fn>> <<ln>>: رمز سپیدار رو فراموش کردم\n<<dmy_sl>>, <<t2>> - حاج <<fn2>>: فردا حضوری میگم، اینجا نمی‌نویسم\n",
        "Persian chat that refuses to send the password",
        "",
    ),
    # l: Brno inspection station
    (
        l.F,
        "web/app/config/comgate.php",
        "<?php\nreturn [\n    'merchant' => getenv('COMGATE_MERCHANT'),\n    'secret' => getenv('COMGATE_SECRET'),\n    'test' => true,\n];\n",
        "Comgate secret from environment",
        "",
    ),
    (
        l.F,
        "debug/reservio_<<n>>.http",
        "GET /v2/businesses/<<uuid>>/bookings HTTP/1.1\nHost: api.reservio.com\nAuthorization: Bearer <redacted>\n\nHTTP/1.1 401 Unauthorized\n",
        "HTTP dump with the bearer token redacted",
        "",
    ),
    (
        l.F,
        "ProgramData/EmiseAnalyzer/export.ini",
        "[Export]\nHost=<<ip>>\nPort=22\nUser=emise\nKeyFile=C:\\Emise\\keys\\id_ed25519\n",
        "export over SFTP by key file path, no password",
        None,
    ),
    # m: Fiji towing
    (
        m.F,
        "payments/mpaisa.js",
        "module.exports = {\n  merchantId: process.env.MPAISA_MERCHANT_ID,\n  apiKey: process.env.MPAISA_API_KEY,\n  currency: 'FJD',\n};\n",
        "M-PAiSA key from process.env",
        "",
    ),
    (
        m.F,
        "home/<<fa>>/.ssh/id_rsa.pub",
        "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7vbqajDhA8wJ7k3JYvQyXc9Yc1b0cZ2Q9mQfq4zXvQ4h2lqDk0rOqYQ7x7mE7 <<fa>>@flatbed<<n>>\n",
        "an SSH public key",
        "",
    ),
    (
        m.F,
        "etc/wpa_supplicant/wpa_supplicant.conf",
        'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nupdate_config=1\ncountry=FJ\n\nnetwork={\n    ssid="Suva-Public-WiFi"\n    key_mgmt=NONE\n}\n',
        "open Wi-Fi network, no PSK",
        "",
    ),
    # n: Khon Kaen car audio
    (
        n.F,
        "shop/payments/omise_charge.py",
        'import os\n\nimport omise\n\nomise.api_public = os.environ["OMISE_PUBLIC_KEY"]\nomise.api_secret = os.environ["OMISE_SECRET_KEY"]\n',
        "Omise keys from os.environ",
        None,
    ),
    (
        n.F,
        "pos-report/.env",
        "# Loyverse\nLOYVERSE_TOKEN=\nREPORT_HOUR=21\n",
        "Loyverse token empty",
        "",
    ),
    (
        n.F,
        "LINE/[LINE] แชทกับ<<fa>>.txt",
        "[LINE] ประวัติการแชทกับ <<fn>>\n<<t1>> <<fn>> พี่ครับ รหัสแอป GPS อะไรครับ\n<<t2>> <<fn2>> เดี๋ยวโทรบอกนะ ไม่ส่งในไลน์\n",
        "Thai chat where the password is not sent",
        "",
    ),
    # o: Coimbatore auto-electrician
    (
        o.F,
        "booking-site/.env",
        "RAZORPAY_KEY_ID=rzp_test_\nRAZORPAY_KEY_SECRET=\n",
        "Razorpay key id prefix only and empty secret",
        "",
    ),
    (
        o.F,
        "home/<<fa>>/.pgpass.sample",
        "# hostname:port:database:username:password\n<<ip>>:5432:jobcards:kovai_app:*\n",
        ".pgpass sample with a wildcard instead of a password",
        "",
    ),
    (
        o.F,
        "Download/messages_<<fa>>.txt",
        "From: <<fn2>> Anna (<<phone>>)\nBody: Your OTP for Tally login is on your registered mobile. Do not share it.\n",
        "SMS mentioning an OTP without a value",
        "",
    ),
    # p: Chengdu parking
    (
        p.F,
        "src/main/resources/application-prod.yml",
        'wechat:\n  pay:\n    mch-id: "${WX_MCH_ID}"\n    api-v3-key: "${WX_API_V3_KEY}"\n    private-key-path: /etc/parking/apiclient_key.pem\n',
        "WeChat Pay keys as environment references and a key file path",
        None,
    ),
    (
        p.F,
        "etc/parking/alipay/alipay_public_key.pem",
        "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAtCpz2Vd7jC9mVb8Z8y6N\nq1Q8xWc5s3Q0t6F7l5L3pWm9XJ8z4D0qRr2f1C6n5b0zYk3P7Q2u1yXl8Z0cQIDAQAB\n-----END PUBLIC KEY-----\n",
        "Alipay's public key (public material)",
        "",
    ),
    (
        p.F,
        "微信/聊天记录_<<date>>.txt",
        "<<full>> <<y>>/<<m>>/<<d>> <<t1>>\n收费系统密码是好多？\n\n<<fn2>>经理 <<y>>/<<m>>/<<d>> <<t2>>\n密码不在群里发，你来办公室拿\n",
        "Chinese chat that mentions a password without one",
        "",
    ),
)

for _fam, _path, _tmpl, _why, _syn in DECOYS:
    regd(_fam, _path, _tmpl, _why, _syn)
