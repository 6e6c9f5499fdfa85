# ruff: noqa: E501
"""The hundred-and-twenty-eighth corpus's decoys: files that look like the formats but hold no
live credential. Three per family, as (family, path, template, why, syntax)."""

from __future__ import annotations

from hundredtwentyeighth_formats_a import A
from hundredtwentyeighth_formats_b import B
from hundredtwentyeighth_formats_c import C
from hundredtwentyeighth_formats_d import D
from hundredtwentyeighth_formats_e import E
from hundredtwentyeighth_formats_f import F
from hundredtwentyeighth_formats_g import G
from hundredtwentyeighth_formats_h import H
from hundredtwentyeighth_formats_i import I
from hundredtwentyeighth_formats_j import J
from hundredtwentyeighth_formats_k import K
from hundredtwentyeighth_formats_l import L
from hundredtwentyeighth_formats_m import M
from hundredtwentyeighth_formats_n import N
from hundredtwentyeighth_formats_o import O
from hundredtwentyeighth_formats_p import P
from hundredtwentyeighth_spec import regd

DECOYS = (
    # a - Dakar boutique
    (
        A,
        "site-<<org>>/.env",
        "APP_URL=https://<<dom>>\nWAVE_API_KEY=${WAVE_API_KEY}\nWAVE_CURRENCY=XOF\n",
        "the Wave key is a reference to the environment, not a value",
        "",
    ),
    (
        A,
        "chats/WhatsApp Chat avec <<first>>.txt",
        "[<<dmy>> <<hms>>] <<first>>: Baatu jàll bi, dama ko soppi\n[<<dmy>> <<hms>>] <<first2>>: Waaw, wone ma ko ci kanam, du ci WhatsApp\n[<<dmy>> <<hms>>] <<first>>: D'accord, je te le donne demain à la boutique\n",
        "chat mentions a password change but never gives it",
        "",
    ),
    (
        A,
        "themes/<<org>>/config.yml",
        'development:\n  password: ""\n  theme_id: "<<num>>"\n  store: <<org>>.myshopify.com\n',
        "Theme Kit password left empty",
        None,
    ),
    # b - Polish hardware store
    (
        B,
        "sklep/<<org>>/platnosci.ini",
        "[przelewy24]\nmerchant_id = <<num>>\npos_id = <<num>>\ncrc =\napi_key =\ntryb = produkcja\n",
        "Przelewy24 CRC and API key are empty in the template",
        None,
    ),
    (
        B,
        "Dokumenty/przekazanie_<<date>>.txt",
        "PRZEKAZANIE SKLEPU - <<ddmm>>\n1. Hasło do panelu hurtowni jest w sejfie, w kopercie.\n2. Nie zapisywać haseł na kartkach przy kasie!\n",
        "handover note that points to a sealed envelope, no password",
        "",
    ),
    (
        B,
        "PCMarket/<<org>>/pcm.ini",
        "[Baza]\nSerwer=<<lan>>\nNazwa=PCM_<<org>>\nUwierzytelnianie=Windows\nUzytkownik=\nHaslo=\n",
        "Windows authentication to SQL Server, no password stored",
        None,
    ),
    # c - Turkish furniture showroom
    (
        C,
        "config/iyzico.php",
        "<?php\nreturn [\n    'base_url' => 'https://api.iyzipay.com',\n    'api_key' => env('IYZICO_API_KEY'),\n    'secret_key' => env('IYZICO_SECRET_KEY'),\n];\n",
        "iyzico keys read from the environment",
        "",
    ),
    (
        C,
        "WhatsApp/<<first>> Depo ile WhatsApp Sohbeti.txt",
        "<<ddmm>> <<time>> - <<first>>: Abi Mikro şifresi lazım\n<<ddmm>> <<time2>> - <<first2>>: Şifreyi telefonda söylerim, yazma buraya\n",
        "chat asks for a password and is told it will be said by phone",
        "",
    ),
    (
        C,
        "etc/hostapd/hostapd_<<org>>.conf",
        "interface=wlan0\nssid=<<org>>_Misafir\ncountry_code=TR\nhw_mode=g\nchannel=6\nwpa=0\nauth_algs=1\n",
        "open guest network, no passphrase",
        "",
    ),
    # d - Vietnamese electronics shop
    (
        D,
        "WebBanHang/Web.config",
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <appSettings>\n    <add key="vnp_Url" value="https://pay.vnpay.vn/vpcpay.html" />\n    <add key="vnp_HashSecret" value="" />\n  </appSettings>\n</configuration>\n',
        "VNPay hash secret empty in the committed Web.config",
        "xml",
    ),
    (
        D,
        "kiotviet-sync/index.js",
        'const CLIENT_SECRET = process.env.KIOTVIET_CLIENT_SECRET;\nconst RETAILER = "<<org>>";\nmodule.exports = { CLIENT_SECRET, RETAILER };\n',
        "KiotViet secret from process.env",
        "",
    ),
    (
        D,
        "taikhoan_<<org>>.csv",
        "Dịch vụ,Tài khoản,Mật khẩu,Ghi chú\nGiao Hàng Nhanh,<<phone_raw>>,••••••••,xem app\nShopee Seller,<<email>>,********,\n",
        "password column masked with bullets and stars",
        "",
    ),
    # e - Nilkhet bookstall
    (
        E,
        "credentials/<<org>>-stock.pub",
        "ssh-rsa <<pub>> sheets-sync@<<org>>\n",
        "an SSH public key",
        "",
    ),
    (
        E,
        "WhatsApp/<<fa>> দোকান.txt",
        "<<dmy>>, <<time>> - <<first>>: ভাই পাসওয়ার্ড কী?\n<<dmy>>, <<time2>> - <<first2>>: দোকানে এসে খাতায় দেখে নিও, এখানে দিবো না\n",
        "chat refuses to give the password over WhatsApp",
        "",
    ),
    (
        E,
        "<<org>>/.env",
        "BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta\nBKASH_USERNAME=\nBKASH_APP_KEY=\nBKASH_APP_SECRET=\n",
        "bKash credentials empty (.env template)",
        "",
    ),
    # f - Osaka toy shop
    (
        F,
        "config/smaregi.yml",
        "smaregi:\n  contract_id: skj<<num>>\n  client_secret_env: SMAREGI_CLIENT_SECRET\n  scope: pos.products:read\n",
        "only the name of the environment variable",
        None,
    ),
    (
        F,
        "scan/メモ_<<num>>.txt",
        "ヤマト B2クラウド\nお客様コード <<phone_raw>>\nパスワード → 店長に聞く\n",
        "memo says to ask the manager, no password",
        "",
    ),
    (
        F,
        "checksums/<<org>>_release.sha256",
        "<<sha>>  regi-app-<<year>>.apk\n",
        "a SHA-256 checksum of an app build",
        "",
    ),
    # g - Seoul stationery
    (
        G,
        "<<org>>-shop/.env.local",
        "NEXT_PUBLIC_SITE_URL=https://<<dom>>\nNEXT_PUBLIC_TOSS_CLIENT_KEY=\nTOSS_SECRET_KEY=\n",
        "Toss keys empty",
        "",
    ),
    (
        G,
        "KakaoTalk/KakaoTalk_<<date>>_<<first>>.txt",
        "<<first>> 님과 카카오톡 대화\n[<<first>>] [오후 <<time>>] 포스 비밀번호 알려주세요\n[<<first2>>] [오후 <<time2>>] 가게 와서 직접 알려줄게 카톡으로는 안 돼\n",
        "password asked for but never given",
        "",
    ),
    (
        G,
        "go2rtc/go2rtc.yaml",
        'streams:\n  gyesandae: rtsp://<<lan>>:554/profile2/media.smp\napi:\n  listen: ":1984"\n',
        "RTSP stream without credentials",
        None,
    ),
    # h - Gamarra shoe shop
    (
        H,
        "tienda/settings/production.py",
        'import os\n\nCULQI_PUBLIC_KEY = os.environ["CULQI_PUBLIC_KEY"]\nCULQI_SECRET_KEY = os.environ["CULQI_SECRET_KEY"]\n',
        "Culqi keys from os.environ",
        None,
    ),
    (
        H,
        "home/<<fa>>/.my.cnf",
        "[client]\nuser=caja\nhost=<<lan>>\ndatabase=pos_<<org>>\n# la clave se pide al conectar\n",
        "MySQL client file without a password",
        "",
    ),
    (
        H,
        "intranet/cuentas_<<org>>.html",
        "<table><tr><th>Servicio</th><th>Clave</th></tr><tr><td>Izipay</td><td>(ver cuaderno)</td></tr></table>\n",
        "table cell says to check the notebook",
        "",
    ),
    # i - Balogun fabric shop
    (
        I,
        "<<org>>/.env",
        'APP_NAME="<<org>>"\nPAYSTACK_PUBLIC_KEY=pk_live_<<sha1>>\nPAYSTACK_SECRET_KEY=\n',
        "only the publishable Paystack key; secret key empty",
        "",
    ),
    (
        I,
        "WhatsApp/WhatsApp Chat with <<first>> Shop.txt",
        "<<dmy>>, <<time>> - <<first>>: Abeg send me the Moniepoint password\n<<dmy>>, <<time2>> - <<first2>>: I no fit send am for here, I go tell you for shop tomorrow\n",
        "Pidgin chat that declines to share the password",
        "",
    ),
    (
        I,
        "config/zoho_<<org>>.json",
        '{\n  "organization_id": "<<num>>",\n  "refresh_token_file": "/etc/<<org>>/zoho_token",\n  "warehouse": "Balogun Shop 2"\n}\n',
        "token kept in a separate file, only its path here",
        None,
    ),
    # j - Bangkok cosmetics counter
    (
        J,
        "config/omise.yml",
        "production:\n  public_key: pkey_<<sha1>>\n  secret_key: <%= ENV['OMISE_SECRET_KEY'] %>\n",
        "public key and an ERB environment reference",
        "",
    ),
    (
        J,
        "scan/โน้ต_<<num>>.txt",
        "ไวไฟลูกค้า\n<<org>>-guest\nไม่มีรหัส\n",
        "open guest Wi-Fi, no password",
        "",
    ),
    (
        J,
        "data/data/com.ocha.pos/shared_prefs/login_<<n>>.xml",
        "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map>\n    <string name=\"username\"><<email>></string>\n    <boolean name=\"remember_me\" value=\"false\" />\n</map>\n",
        "shared preferences after logout, no password",
        "xml",
    ),
    # k - Tbilisi second-hand shop
    (
        K,
        "bot/axali_nivtebi.py",
        'import os\n\nimport telebot\n\nbot = telebot.TeleBot(os.environ["BOT_TOKEN"])\n',
        "Telegram bot token from the environment",
        None,
    ),
    (
        K,
        "mail/<<date>>_rs_ge.eml",
        "From: <<email>>\nTo: <<email2>>\nSubject: rs.ge\n\nპაროლი შევცვალე, შეხვედრისას გეტყვი.\n<<first>>\n",
        "Georgian e-mail saying the password was changed and will be told in person",
        "",
    ),
    (
        K,
        "homeassistant/secrets.yaml",
        'tapo_user: <<email>>\ntapo_password: ""\nshop_latitude: 41.69\n',
        "Tapo password left empty",
        None,
    ),
    # l - Belo Horizonte florist
    (
        L,
        "<<org>>-loja/.env",
        "NODE_ENV=production\nASAAS_API_URL=https://api.asaas.com/v3\nASAAS_API_KEY=\nPIX_CHAVE=<<email>>\n",
        "Asaas key empty; a Pix key is a public e-mail address",
        "",
    ),
    (
        L,
        "WhatsApp/Conversa do WhatsApp com <<first>>.txt",
        "<<dmy>> <<time>> - <<first>>: Qual a senha da Nuvemshop?\n<<dmy>> <<time2>> - <<first2>>: Te mandei pelo Bitwarden, olha lá\n",
        "chat points to a password manager",
        "",
    ),
    (
        L,
        "scripts/gravar_cameras.sh",
        '#!/bin/bash\nsource /etc/dvr.env\nffmpeg -rtsp_transport tcp -i "rtsp://${DVR_USER}:${DVR_PASS}@<<lan>>:554/cam/realmonitor?channel=1" -t 3600 -c copy out.mp4\n',
        "RTSP credentials are shell variables",
        "",
    ),
    # m - Nadi gift shop
    (
        M,
        "home/<<fa>>/.ssh/id_rsa_resort_<<org>>.pub",
        "ssh-rsa <<pub>> <<fa>>@<<org>>\n",
        "an SSH public key",
        "",
    ),
    (
        M,
        "roster/cruise_days_<<year>>.tsv",
        "Date\tShip\tStaff\tTill\n<<dmy>>\tPacific Explorer\t<<first>>\t1\n<<dmy>>\tPacific Explorer\t<<first2>>\t2\n",
        "roster without any login column",
        "",
    ),
    (
        M,
        "<<org>>-web/.env",
        "SITE_URL=https://<<dom>>\nMPAISA_MERCHANT_ID=<<num>>\nMPAISA_CLIENT_SECRET=\nCURRENCY=FJD\n",
        "M-PAiSA secret empty",
        "",
    ),
    # n - Cairo sports shop
    (
        N,
        "<<org>>/.env",
        "DJANGO_SETTINGS_MODULE=shop.settings.prod\nPAYMOB_API_KEY=\nPAYMOB_IFRAME_ID=<<n>>\n",
        "Paymob API key empty",
        "",
    ),
    (
        N,
        "odoo/<<org>>/docker-compose.yml",
        "services:\n  db:\n    image: postgres:15\n    environment:\n      - POSTGRES_PASSWORD_FILE=/run/secrets/pg_pass\n    secrets:\n      - pg_pass\nsecrets:\n  pg_pass:\n    file: ./pg_pass.txt\n",
        "Docker secret file, no value",
        None,
    ),
    (
        N,
        "mail/<<date>>_jumia.eml",
        "From: <<email>>\nTo: <<email2>>\nSubject: جوميا\n\nكلمة السر اتغيرت، هقولهالك في المحل.\n",
        "Arabic e-mail that says the password changed and will be given in the shop",
        "",
    ),
    # o - Tehran kitchenware
    (
        O,
        "public_html/wp-config.php",
        "<?php\ndefine( 'DB_NAME', '<<org>>_wp' );\ndefine( 'DB_USER', getenv('WP_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\n",
        "database password read with getenv",
        "",
    ),
    (
        O,
        "AnbarSync/AnbarSync.exe.config",
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <connectionStrings>\n    <add name="Anbar" connectionString="Data Source=<<lan>>\\SQLEXPRESS;Initial Catalog=Anbar;Integrated Security=True;" />\n  </connectionStrings>\n</configuration>\n',
        "integrated Windows security, no password",
        "xml",
    ),
    (O, "downloads/<<org>>_backup.sha1", "<<sha1>>  backup_<<date>>.zip\n", "a SHA-1 checksum", ""),
    # p - Nairobi garden centre
    (
        P,
        "mpesa/stk_push.py",
        'import os\n\nCONSUMER_KEY = os.environ["MPESA_CONSUMER_KEY"]\nCONSUMER_SECRET = os.environ["MPESA_CONSUMER_SECRET"]\n',
        "Daraja keys from the environment",
        None,
    ),
    (
        P,
        "ofisi/makabidhiano_<<date>>.txt",
        "MAKABIDHIANO - <<dmy>>\n3. KRA iTax: nenosiri iko kwa mhasibu, usiiandike hapa.\n",
        "Swahili handover note: password is with the accountant",
        "",
    ),
    (
        P,
        "config/pesapal.json",
        '{\n  "environment": "live",\n  "consumer_key": "",\n  "consumer_secret": "",\n  "currency": "KES"\n}\n',
        "Pesapal consumer key and secret empty",
        None,
    ),
)

for _fam, _path, _tpl, _why, _syn in DECOYS:
    regd(_fam, _path, _tpl, _why, _syn)
