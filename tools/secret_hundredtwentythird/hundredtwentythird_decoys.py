# ruff: noqa: E501
"""Decoys of the hundred-and-twenty-third corpus: files shaped like its formats that hold no live
credential, three per family, each with its ``why``."""

from __future__ import annotations

from hundredtwentythird_formats_a import F as FA
from hundredtwentythird_formats_b import F as FB
from hundredtwentythird_formats_c import F as FC
from hundredtwentythird_formats_d import F as FD
from hundredtwentythird_formats_e import F as FE
from hundredtwentythird_formats_f import F as FF
from hundredtwentythird_formats_g import F as FG
from hundredtwentythird_formats_h import F as FH
from hundredtwentythird_formats_i import F as FI
from hundredtwentythird_formats_j import F as FJ
from hundredtwentythird_formats_k import F as FK
from hundredtwentythird_formats_l import F as FL
from hundredtwentythird_formats_m import F as FM
from hundredtwentythird_formats_n import F as FN
from hundredtwentythird_formats_o import F as FO
from hundredtwentythird_formats_p import F as FP
from hundredtwentythird_spec import regd

DECOYS = (
    # a: Kenya
    (
        FA,
        "bima-quotes/.env.example_<<n>>",
        "APP_ENV=production\nDB_PASSWORD=\nMPESA_ENV=live\nMPESA_SHORTCODE=\nMPESA_PASSKEY=\nMPESA_CALLBACK_URL=https://quotes.<<dom>>/api/mpesa/callback\n",
        "empty values in a Laravel env template",
        "",
    ),
    (
        FA,
        "whatsapp/WhatsApp Chat with <<fat>> Ofisi.txt",
        "<<d>>/<<m>>/<<y>>, <<time>> - <<first>> <<last>>: Nenosiri la portal limeisha muda\n<<d>>/<<m>>/<<y>>, <<time>> - <<first2>> <<last2>>: Nimekutumia kwa SMS, usiliandike hapa\n<<d>>/<<m>>/<<y>>, <<time>> - <<first>> <<last>>: Sawa nimepata\n",
        "Swahili chat that mentions the password but sends it elsewhere",
        "",
    ),
    (
        FA,
        "scripts/dmvic_issue_<<n>>.py",
        'import os\n\nUSERNAME = os.environ["DMVIC_USER"]\nPASSWORD = os.environ["DMVIC_PASSWORD"]\nDMVIC_URL = "https://api.dmvic.com/api/V5"\n',
        "DMVIC login read from the environment",
        None,
    ),
    # b: Vietnam
    (
        FB,
        "agency-web/src/payments/momo_<<n>>.js",
        "const secretKey = process.env.MOMO_SECRET_KEY;\nconst accessKey = process.env.MOMO_ACCESS_KEY;\nconst partnerCode = 'MOMO<<n6>>';\n",
        "MoMo keys read from process.env",
        "",
    ),
    (
        FB,
        "zalo/nhom_dai_ly_<<date>>.txt",
        "[<<time>> <<d>>/<<m>>/<<y>>] <<first>> <<last>>: Mật khẩu cổng đại lý là gì chị?\n[<<time>> <<d>>/<<m>>/<<y>>] <<first2>> <<last2>>: Em bấm 'Quên mật khẩu' để nhận OTP qua email nhé, chị không gửi qua Zalo\n",
        "Vietnamese chat about a password reset, no password given",
        "",
    ),
    (
        FB,
        "KyHopDong_<<n>>/appsettings.json",
        '{\n  "SmartCA": {\n    "BaseUrl": "https://gwsca.vnpt.vn",\n    "ClientId": "<<org>>-<<n4>>",\n    "ClientSecret": ""\n  }\n}\n',
        "empty client secret in the e-signature settings",
        None,
    ),
    # c: Poland
    (
        FC,
        "platnosci/config/p24_<<n>>.php",
        "<?php\nreturn [\n    'merchant_id' => <<n6>>,\n    'crc' => getenv('P24_CRC'),\n    'api_key' => getenv('P24_API_KEY'),\n    'sandbox' => false,\n];\n",
        "Przelewy24 keys read with getenv",
        "",
    ),
    (
        FC,
        "crontab/<<login>>.cron",
        "# m h dom mon dow command\n15 2 * * * pg_dump -h <<ip>> -U broker -Fc polisy > /backup/polisy.dump  # hasło w ~/.pgpass (0600)\n",
        "pg_dump relying on a .pgpass file, no password inline",
        "",
    ),
    (
        FC,
        "dokumenty/loginy_TU_<<n>>.csv",
        "Towarzystwo;Login;Hasło\nPZU;<<login>>;••••••••\nWarta;<<login>>;••••••••\nAllianz;<<login>>;(w KeePass)\n",
        "password column masked with bullets or pointing to KeePass",
        "",
    ),
    # d: Greece
    (
        FD,
        "ha-config/cameras_<<n>>.yaml",
        "camera:\n  - platform: generic\n    name: Parking grafeiou\n    stream_source: !secret parking_rtsp_url\n    verify_ssl: false\n",
        "Home Assistant !secret reference",
        "",
    ),
    (
        FD,
        "scripts/apostoli_porismaton_<<n>>.py",
        'import keyring\n\nSMTP_USER = "<<email>>"\nSMTP_PASS = keyring.get_password("smtp", SMTP_USER)\n',
        "SMTP password taken from the OS keyring",
        None,
    ),
    (
        FD,
        "mail/Inbox/<<n>>.eml",
        "From: <<email2>>\nTo: <<email>>\nSubject: Κωδικός πλατφόρμας\nContent-Type: text/plain; charset=UTF-8\n\nΓεια σου <<first>>, ο κωδικός θα σου σταλεί με SMS. Μην τον γράψεις σε email.\n",
        "Greek e-mail that promises the password by SMS",
        "",
    ),
    # e: Bangladesh
    (
        FE,
        "odk/settings_<<fa>>_<<n>>.json",
        '{\n  "general": {\n    "server_url": "https://kc.kobotoolbox.org/<<org>>",\n    "username": "<<login>>",\n    "password": ""\n  }\n}\n',
        "ODK Collect settings without a password",
        None,
    ),
    (
        FE,
        "keys/nagad_public_<<n>>.pem",
        "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo\n4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u\n+qKhbwKfBstIs+bMY2Zkp18gnTxKLxoS2tFczGkPLPgizskuemMghRniWaoLcyeh\nkd3qqGElvW/VDL5AaWTg0nLVkjRo9z+40RQzuVaE8AkAFmxZzow3x+VJYKdjykkJ\n0iT9wCS0DRTXu269V264Vf/3jvredZiKRkgwlL9xNAwxXFg0x/XFw005UWVRIkdg\ncKWTjpBP2dPwVZ4WWC+9aGVd+Gyn1o0CLelf4rEjGoXbAAEgAqeGUxrcIlbjXfbc\nmwIDAQAB\n-----END PUBLIC KEY-----\n",
        "a public key (the gateway's, for encrypting requests)",
        "",
    ),
    (
        FE,
        "WhatsApp Chat - মাঠকর্মী <<n>>/_chat.txt",
        "[<<d>>/<<m>>/<<y>>, <<time>>:05] <<first>> <<last>>: পাসওয়ার্ড ভুলে গেছি\n[<<d>>/<<m>>/<<y>>, <<time>>:10] <<first2>> <<last2>>: শাখা অফিসে এসে নতুন পাসওয়ার্ড নিয়ে যান\n",
        "Bengali chat that mentions a password without one",
        "",
    ),
    # f: Colombia
    (
        FF,
        "copagos/.env.example_<<n>>",
        "WOMPI_PUBLIC_KEY=pub_prod_\nWOMPI_PRIVATE_KEY=\nWOMPI_EVENTS_SECRET=\n",
        "empty Wompi keys in a template",
        "",
    ),
    (
        FF,
        "etc/asterisk/pjsip_custom_<<n>>.conf",
        "; Troncal del operador: autenticación por IP, sin clave\n[trunk-operador]\ntype=identify\nendpoint=trunk-operador\nmatch=<<pip>>\n\n[trunk-operador]\ntype=endpoint\ncontext=from-trunk\nallow=alaw\n",
        "SIP trunk authenticated by IP address, no secret",
        "",
    ),
    (
        FF,
        "wiki/entrega-turno-<<date>>.md",
        "# Entrega de turno\n\n## Accesos\n- Consola supervisor Issabel: usuario `admin`, clave en la bóveda de Bitwarden (colección *Call center*)\n",
        "handover note pointing to a password manager",
        "",
    ),
    # g: Japan
    (
        FG,
        "home/<<fa>>/.snowflake/connections_<<n>>.toml",
        '[default]\naccount = "<<org>>-jp<<n4>>"\nuser = "<<fa>>.<<la>>"\nauthenticator = "SNOWFLAKE_JWT"\nprivate_key_file = "~/.snowflake/rsa_key.p8"\n',
        "Snowflake key-pair authentication, the key lives elsewhere",
        None,
    ),
    (
        FG,
        "k8s/catmodel/snowflake-external-secret_<<n>>.yaml",
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: snowflake-catmodel\nspec:\n  secretStoreRef:\n    name: aws-secrets-manager\n    kind: ClusterSecretStore\n  data:\n    - secretKey: SNOWFLAKE_PASSWORD\n      remoteRef:\n        key: reinsurance/snowflake/catmodel\n",
        "ExternalSecret pointing at a secrets-manager path",
        None,
    ),
    (
        FG,
        "mail/sent/ppap_<<date>>_<<n>>.eml",
        "From: <<email>>\nTo: <<email2>>\nSubject: ファイル共有のご案内\nContent-Type: text/plain; charset=UTF-8\n\n<<last2>>様\n\nパスワード付きZIPは廃止となりました。ボーダローはBoxの共有リンクからダウンロードしてください（社外アクセスはSSO認証）。\n",
        "Japanese e-mail that replaces zip passwords with a link",
        "",
    ),
    # h: India
    (
        FH,
        "premium-link/razorpay_<<n>>.js",
        "const rzp = new Razorpay({\n  key_id: process.env.RAZORPAY_KEY_ID,\n  key_secret: process.env.RAZORPAY_KEY_SECRET,\n});\n",
        "Razorpay keys from the environment",
        "",
    ),
    (
        FH,
        "tablet_<<n>>/wpa_supplicant.conf",
        'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\ncountry=IN\n\nnetwork={\n    ssid="Gram_Panchayat_Free"\n    key_mgmt=NONE\n}\n',
        "open Wi-Fi network without a key",
        "",
    ),
    (
        FH,
        "registers/sha256_<<n>>.txt",
        "<<h1>>  photos_ausa.zip\n<<h2>>  photos_nilanga.zip\n",
        "SHA-256 checksums of photo archives",
        "",
        lambda rng, s: {
            "h1": "".join(rng.choice("0123456789abcdef") for _ in range(64)),
            "h2": "".join(rng.choice("0123456789abcdef") for _ in range(64)),
        },
    ),
    # i: South Africa
    (
        FI,
        "premiums/payfast_config_<<n>>.php",
        "<?php\n$payfast = [\n    'merchant_id'  => '1<<n6>>',\n    'merchant_key' => getenv('PAYFAST_KEY'),\n    'passphrase'   => getenv('PAYFAST_PASSPHRASE'),\n];\n",
        "PayFast values from getenv",
        "",
    ),
    (
        FI,
        "batch/debit_orders_<<n>>.sh",
        "#!/bin/sh\nsftp -i ~/.ssh/bank_h2h_ed25519 -b upload.txt <<org>>_h2h@sftp.hostbank.co.za\n",
        "SFTP by key file, no password",
        "",
    ),
    (
        FI,
        "WhatsApp Chat with <<fat>> Agents <<n>>.txt",
        "<<y>>/<<m>>/<<d>>, <<time>> - <<first>> <<last>>: Ngicela iphasiwedi entsha\n<<y>>/<<m>>/<<d>>, <<time>> - <<first2>> <<last2>>: Chofoza 'Forgot password' ku-portal, uzothola i-email\n",
        "isiZulu chat about a reset link, no password",
        "",
    ),
    # j: UAE
    (
        FJ,
        "inetpub/<<org>>_<<n>>/Web.config",
        '<?xml version="1.0" encoding="utf-8"?>\n<configuration>\n  <connectionStrings>\n    <add name="PolicyDb" connectionString="Data Source=<<ip>>;Initial Catalog=TravelPolicies;Integrated Security=SSPI;" providerName="System.Data.SqlClient" />\n  </connectionStrings>\n</configuration>\n',
        "Windows integrated authentication, no password",
        "xml",
    ),
    (
        FJ,
        "booking-api/.env_<<n>>",
        "TAP_PUBLIC_KEY=pk_live_<<pk>>\nTAP_SECRET_KEY=${TAP_SECRET_KEY}\n",
        "only the publishable key; the secret is a reference",
        "",
        lambda rng, s: {
            "pk": "".join(
                rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789")
                for _ in range(24)
            )
        },
    ),
    (
        FJ,
        "exports/wa_desk_<<date>>.txt",
        "<<d>>/<<m>>/<<y>>, <<time>> - <<first>> <<last>>: كلمة السر تغيرت؟\n<<d>>/<<m>>/<<y>>, <<time>> - <<first2>> <<last2>>: نعم، اطلبها من قسم تقنية المعلومات\n",
        "Arabic chat that mentions the password without giving it",
        "",
    ),
    # k: Philippines
    (
        FK,
        "vpn/client_<<n>>.ovpn",
        "client\ndev tun\nproto udp\nremote vpn.<<dom>> 1194\nauth-user-pass\nremote-cert-tls server\n",
        "auth-user-pass without a file: OpenVPN prompts",
        "",
    ),
    (
        FK,
        "rpa/assets_export_<<n>>.json",
        '[\n  {"Name": "ClaimsPortal_Cred", "ValueType": "Credential", "CredentialUsername": "<<login>>", "CredentialPassword": null, "CredentialStore": "CyberArk"}\n]\n',
        "UiPath credential asset kept in an external store",
        None,
    ),
    (
        FK,
        "viber/TL_<<fa>>_<<date>>.txt",
        "[<<d>>/<<m>>/<<y>> <<time>>] <<first>> <<last>>: TL pa-send ng password\n[<<d>>/<<m>>/<<y>> <<time>>] <<first2>> <<last2>>: Bawal i-send dito, kunin mo sa IT ticket\n",
        "Taglish chat refusing to send a password",
        "",
    ),
    # l: Indonesia
    (
        FL,
        "premi-online/.env.example_<<n>>",
        "MIDTRANS_IS_PRODUCTION=true\nMIDTRANS_CLIENT_KEY=\nMIDTRANS_SERVER_KEY=\n",
        "empty Midtrans keys",
        "",
    ),
    (
        FL,
        "home/<<fa>>/.my.cnf_<<n>>",
        "[client]\nuser=lap_cabang\nhost=<<ip>>\n# password diminta saat login\n",
        "MySQL client config without a password",
        "",
    ),
    (
        FL,
        "mail/<<n>>.eml",
        "From: <<email2>>\nTo: <<email>>\nSubject: Reset kata sandi\nContent-Type: text/plain; charset=UTF-8\n\nKata sandi Anda telah direset. Silakan buat kata sandi baru melalui tautan yang dikirim terpisah.\n",
        "Indonesian reset notice without a password",
        "",
    ),
    # m: Brazil
    (
        FM,
        "laudos-app/.npmrc_<<n>>",
        "registry=https://nexus.<<dom>>/repository/npm-group/\n//nexus.<<dom>>/repository/npm-group/:_authToken=${NPM_TOKEN}\n",
        "npm token taken from an environment variable",
        "",
    ),
    (
        FM,
        "certificado/sha1_<<n>>.txt",
        "SHA1 Fingerprint=<<fp>>\n",
        "a certificate fingerprint",
        "",
        lambda rng, s: {
            "fp": ":".join(
                "".join(rng.choice("0123456789ABCDEF") for _ in range(2)) for _ in range(20)
            )
        },
    ),
    (
        FM,
        "exports/wa_porto_<<date>>.txt",
        "<<d>>/<<m>>/<<y>> <<time>> - <<first>> <<last>>: Qual a senha do portal?\n<<d>>/<<m>>/<<y>> <<time>> - <<first2>> <<last2>>: Tá no cofre de senhas da empresa, não mando por aqui\n",
        "Portuguese chat that points to a password vault",
        "",
    ),
    # n: Malaysia
    (
        FN,
        "backup/<<org>>_<<n>>/wp-config.php",
        "<?php\ndefine( 'DB_NAME', '<<org>>_wp' );\ndefine( 'DB_USER', getenv('WP_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\ndefine( 'DB_HOST', 'localhost' );\n",
        "WordPress database credentials from getenv",
        "",
    ),
    (
        FN,
        "bot/peringatan_<<n>>.py",
        'import os\n\nBOT_TOKEN = os.environ["TELEGRAM_BOT_TOKEN"]\n',
        "Telegram bot token from the environment",
        None,
    ),
    (
        FN,
        "exports/wa_ejen_<<fa>>.txt",
        "<<d>>/<<m>>/<<y>>, <<time>> - <<first>> <<last>>: Kak, kata laluan portal?\n<<d>>/<<m>>/<<y>>, <<time>> - <<first2>> <<last2>>: Akak dah hantar melalui SMS ya\n",
        "Malay chat saying the password went by SMS",
        "",
    ),
    # o: Korea
    (
        FO,
        "infra/<<n>>/docker-compose.prod.yml",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: quote\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets:\n      - pg_password\nsecrets:\n  pg_password:\n    file: ./pg_password.txt\n",
        "Postgres password from a Docker secret file",
        None,
    ),
    (
        FO,
        "debug/har_login_<<n>>.txt",
        'POST /admin/login HTTP/1.1\nHost: admin.<<dom>>\nContent-Type: application/json\n\n{"username": "<<login>>", "otp": "<<n6>>"}\n',
        "a login with a one-time code only",
        "",
    ),
    (
        FO,
        "KakaoTalk/KakaoTalk_<<date>>_<<n>>.txt",
        "--------------- <<y>>년 <<m>>월 <<d>>일 ---------------\n[<<last>><<first>>] [오후 2:14] 비밀번호 공유 가능할까요?\n[<<last2>><<first2>>] [오후 2:16] 1Password 공유 볼트에 올려뒀어요\n",
        "Korean chat pointing to a shared vault",
        "",
    ),
    # p: Fiji
    (
        FP,
        "frigate/config_<<n>>.yml",
        "cameras:\n  inspection_bay:\n    ffmpeg:\n      inputs:\n        - path: rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@<<ip>>:554/cam/realmonitor?channel=1\n          roles: [detect]\n",
        "Frigate environment substitution placeholders",
        None,
    ),
    (
        FP,
        "openwrt/etc/config/network_<<n>>",
        "config interface 'wan'\n\toption device 'eth0.2'\n\toption proto 'dhcp'\n",
        "WAN by DHCP, no PPPoE credentials",
        "",
    ),
    (
        FP,
        "viber/inspections_<<date>>.txt",
        "[<<d>>/<<m>>/<<y>> <<time>>] <<first>> <<last>>: Bula, what's the portal password?\n[<<d>>/<<m>>/<<y>> <<time>>] <<first2>> <<last2>>: Ask the insurer to reset it, I don't have it\n",
        "chat mentioning a password without one",
        "",
    ),
)

for fam, path, template, why, syntax, *rest in DECOYS:
    regd(fam, path, template, why, syntax, rest[0] if rest else None)
