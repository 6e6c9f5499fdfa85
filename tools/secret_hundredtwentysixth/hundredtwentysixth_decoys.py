# ruff: noqa: E501
"""Decoys: files shaped like the formats that hold no live credential (three per family)."""

from __future__ import annotations

from hundredtwentysixth_formats_a import F as A
from hundredtwentysixth_formats_b import F as B
from hundredtwentysixth_formats_c import F as C
from hundredtwentysixth_formats_d import F as D
from hundredtwentysixth_formats_e import F as E
from hundredtwentysixth_formats_f import F as FF
from hundredtwentysixth_formats_g import F as G
from hundredtwentysixth_formats_h import F as H
from hundredtwentysixth_formats_i import F as I
from hundredtwentysixth_formats_j import F as J
from hundredtwentysixth_formats_k import F as K
from hundredtwentysixth_formats_l import F as L
from hundredtwentysixth_formats_m import F as M
from hundredtwentysixth_formats_n import F as N
from hundredtwentysixth_formats_o import F as O
from hundredtwentysixth_formats_p import F as P
from hundredtwentysixth_spec import regd

DECOYS = (
    # a: Kenya community radio
    (
        A,
        ("home/<<login>>/.buttrc", "studio/pc<<n2>>/butt_<<d8>>.ini"),
        "[main]\nserver = <<org>>_icecast\nnum_of_srv = 1\n\n[<<org>>_icecast]\naddress = stream.<<dom>>\nport = 8000\npassword =\ntype = 1\nmount = /live\nusr = source\n",
        "BUTT config with the password field left empty (asked at connect time)",
        "ini",
    ),
    (
        A,
        ("exports/WhatsApp Chat with Studio B <<n>>.txt",),
        "<<dmy>>, <<time>> - <<first>> <<last>>: Nenosiri la kompyuta ya studio limebadilishwa leo\n<<dmy>>, <<time>> - <<first2>>: Nipe tafadhali\n<<dmy>>, <<time2>> - <<first>> <<last>>: Siwezi kutuma hapa, njoo ofisini nikuonyeshe 🙏\n",
        "Swahili chat that talks about a changed password without giving it",
        "",
    ),
    (
        A,
        ("srv/changia-<<n>>/.env",),
        "MPESA_ENV=production\nMPESA_CONSUMER_KEY=${MPESA_CONSUMER_KEY}\nMPESA_CONSUMER_SECRET=${MPESA_CONSUMER_SECRET}\nMPESA_PASSKEY=${MPESA_PASSKEY}\nMPESA_CALLBACK_URL=https://changia.<<dom>>/api/mpesa/callback\n",
        "Daraja .env whose values are all ${...} references to the deploy environment",
        "",
    ),
    # b: Poland newsroom
    (
        B,
        ("public_html/wp-config.php",),
        "<?php\ndefine( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );\ndefine( 'DB_USER', getenv('WORDPRESS_DB_USER') );\ndefine( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );\ndefine( 'DB_HOST', getenv('WORDPRESS_DB_HOST') );\n$table_prefix = 'gp_';\nrequire_once ABSPATH . 'wp-settings.php';\n",
        "wp-config.php reading the database password from the environment",
        "",
    ),
    (
        B,
        ("AppData/Roaming/FileZilla/sitemanager_<<n>>.xml",),
        '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>\n<FileZilla3 version="3.67.1" platform="windows">\n<Servers><Server><Host>ftp.<<dom>></Host><Port>22</Port><Protocol>1</Protocol><User>drukarnia</User><Logontype>5</Logontype><Keyfile>C:\\Users\\<<login>>\\.ssh\\id_ed25519</Keyfile><Name>Drukarnia</Name></Server></Servers>\n</FileZilla3>\n',
        "FileZilla site using key-file logon (Logontype 5), no stored password",
        "xml",
    ),
    (
        B,
        ("mail/redakcja/<<d8>>_haslo_<<n>>.eml",),
        "From: <<first>> <<last>> <<<email>>>\nTo: <<email2>>\nSubject: Hasło do FTP drukarni\nContent-Type: text/plain; charset=UTF-8\n\nHasło do FTP wyślę SMS-em, nie przez e-mail. Login bez zmian: drukarnia.\n\nPozdrawiam\n<<first>>\n",
        "Polish e-mail that says the password will come by SMS",
        "",
    ),
    # c: Japan master control
    (
        C,
        ("obs-studio/basic/profiles/サイマル配信<<n>>/service.json",),
        '{\n    "settings": {\n        "server": "rtmps://a.rtmps.youtube.com:443/live2",\n        "service": "YouTube - RTMPS",\n        "key": ""\n    },\n    "type": "rtmp_common"\n}\n',
        "OBS service.json with an empty stream key",
        "json",
    ),
    (
        C,
        ("network/mcr-sw<<n2>>_running-config.txt",),
        "!\nhostname mcr-sw<<n2>>\nservice password-encryption\nusername admin privilege 15 secret 9 $9$<<pkid>>$<<sha1>>\n!\naaa new-model\naaa authentication login default group tacacs+ local\n!\nend\n",
        "Cisco config with only a type-9 scrypt hash and TACACS+ login",
        "",
    ),
    (
        C,
        ("LINE/[LINE] マスター室 のトーク履歴_<<n>>.txt",),
        "[LINE] マスター室 のトーク履歴\n保存日時：<<date>> <<time>>\n\n<<time>>\t<<last>><<first>>\t送出サーバのパスワードは金庫のメモを見てください\n<<time2>>\t<<first2>>\t了解です\n",
        "LINE chat pointing to a paper note in the safe, no password",
        "",
    ),
    # d: Egypt bureau
    (
        D,
        ("etc/systemd/system/urgent-alerts-<<n>>.service",),
        "[Unit]\nDescription=Urgent wire alerts\n\n[Service]\nEnvironmentFile=/etc/urgent-alerts/env\nLoadCredential=telegram_token:/etc/urgent-alerts/telegram_token\nExecStart=/usr/bin/python3 /opt/alerts/urgent.py\n",
        "systemd unit loading the bot token from a credential file",
        "",
    ),
    (
        D,
        ("superdesk/server/settings_<<n>>.py",),
        "import os\n\nMONGO_URI = os.environ['MONGO_URI']\nMAIL_PASSWORD = os.environ.get('MAIL_PASSWORD', '')\nSECRET_KEY = os.environ['SECRET_KEY']\n",
        "Superdesk settings reading every secret from os.environ",
        "py",
    ),
    (
        D,
        ("WhatsApp Chat with مكتب القاهرة <<n>>.txt",),
        "<<dmy>>, <<time>> - <<first>> <<last>>: كلمة السر الجديدة للسيرفر اتبعتت على الإيميل\n<<dmy>>, <<time>> - <<first2>>: تمام وصلت\n",
        "Arabic chat saying the password was sent by e-mail",
        "",
    ),
    # e: Brazil investigative nonprofit
    (
        E,
        ("aleph/docker-compose.<<n>>.yml",),
        "services:\n  postgres:\n    image: postgres:15\n    environment:\n      POSTGRES_USER: aleph\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets:\n      - pg_password\nsecrets:\n  pg_password:\n    file: ./secrets/pg_password.txt\n",
        "Compose file using a Docker secret file for the password",
        "yaml",
    ),
    (
        E,
        ("tmp/keepass_export_<<d8>>.csv",),
        '"Account","Login Name","Password","Web Site","Comments"\n"Fala.BR (LAI)","<<login>>","••••••••••","https://falabr.cgu.gov.br","mascarado na exportação"\n',
        "KeePass-style CSV with the password masked by bullets",
        "",
    ),
    (
        E,
        ("notas/signal_<<fa2>>_<<d8>>.txt",),
        "[<<dmy>> <<time>>] <<first>> <<last>>: qual a senha do Drive?\n[<<dmy>> <<time2>>] <<first2>>: te passo pessoalmente amanhã, não por aqui\n",
        "Signal chat that refuses to send the password",
        "",
    ),
    # f: Korea podcast studio
    (
        FF,
        ("home/<<login>>/.aws/credentials",),
        "[default]\nregion = ap-northeast-2\n\n[wasabi-archive]\ncredential_process = /usr/local/bin/aws-vault exec wasabi --json\n",
        "AWS credentials file using credential_process, no keys",
        "ini",
    ),
    (
        FF,
        ("etc/samba/nas-<<n2>>.cred",),
        "username=editor<<n2>>\npassword=\ndomain=SORIGIL\n",
        "CIFS credentials file with an empty password",
        "",
    ),
    (
        FF,
        ("KakaoTalk_<<d8>>_<<n>>.txt",),
        "스튜디오 운영방 님과 카카오톡 대화\n\n<<year>>년 3월 12일 오후 2:10, <<last>><<first>> : NAS 비번 바뀌었어요?\n<<year>>년 3월 12일 오후 2:11, <<last>><<first2>> : 네, 1Password 공유 금고에 올려놨어요\n",
        "KakaoTalk chat pointing to a password manager vault",
        "",
    ),
    # g: Argentina OB crew
    (
        G,
        ("movil/mikrotik/setup_movil<<n2>>.rsc",),
        "# model = RBwAPR-2nD&R11e-LTE\n/interface lte apn\nset [ find default=yes ] apn=internet.personal.com\n/user\nadd name=movil group=read\n/ip service\nset telnet disabled=yes\n",
        "MikroTik script adding a user without a password and an open APN",
        "",
    ),
    (
        G,
        ("web/suscriptores/mp_<<n>>.php",),
        "<?php\nuse MercadoPago\\MercadoPagoConfig;\nMercadoPagoConfig::setAccessToken(getenv('MP_ACCESS_TOKEN'));\n// public key for the browser checkout\n$publicKey = 'APP_USR-<<uid>>';\n",
        "Mercado Pago token from getenv; only the public key is in the file",
        "",
    ),
    (
        G,
        ("WhatsApp Chat with Móvil <<n>>.txt",),
        "<<dmy2>> <<time>> - <<first>> <<last>>: ¿La clave de la mochila?\n<<dmy2>> <<time2>> - <<first2>>: la misma de siempre, está en el sobre del estuche\n",
        "Spanish chat that points to an envelope instead of giving the password",
        "",
    ),
    # h: Vietnam student paper
    (
        H,
        ("site-bao/.github/workflows/deploy_<<n>>.yml",),
        "name: Deploy\non:\n  push:\n    branches: [main]\njobs:\n  deploy:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n      - uses: SamKirkland/FTP-Deploy-Action@v4.3.5\n        with:\n          server: ftp.<<dom>>\n          username: ${{ secrets.FTP_USER }}\n          password: ${{ secrets.FTP_PASSWORD }}\n",
        "GitHub Actions workflow reading the FTP password from repository secrets",
        "yaml",
    ),
    (
        H,
        ("drive/Tài khoản MXH <<n>>.csv",),
        "Nền tảng,Tài khoản,Mật khẩu,Người giữ\nFacebook Page,bbt.<<org>>@gmail.com,,<<first2>>\nTikTok,@<<org>>,(hỏi trưởng ban),<<last>> <<first>>\n",
        "Account sheet with empty or 'ask the editor' password cells",
        "",
    ),
    (
        H,
        ("quyengop/.env.<<n>>",),
        "MOMO_ENDPOINT=https://payment.momo.vn/v2/gateway/api/create\nMOMO_PARTNER_CODE=\nMOMO_ACCESS_KEY=\nMOMO_SECRET_KEY=\n",
        "MoMo .env template with empty values",
        "",
    ),
    # i: Italy photo desk
    (
        I,
        ("etc/davfs2/secrets.<<n2>>",),
        "# davfs2 secrets file\n# mount point / URL   username   password\n# (credentials now in the GNOME keyring)\n",
        "davfs2 secrets file holding only comments",
        "",
    ),
    (
        I,
        ("sito/.env.production.<<n>>",),
        "NEXT_PUBLIC_SITE_URL=https://www.<<dom>>\nNEXT_PUBLIC_CLOUDINARY_CLOUD_NAME=<<org>>\nNEXT_PUBLIC_CLOUDINARY_UPLOAD_PRESET=gallery_unsigned\n",
        "Cloudinary front-end settings: cloud name and an unsigned preset, no API secret",
        "",
    ),
    (
        I,
        ("scansioni/sha256_<<n>>.txt",),
        "<<sha>>  servizio_fashion_week_<<d8>>.zip\n<<sha>>  provini_<<n>>.zip\n",
        "SHA-256 checksums of delivered photo archives",
        "",
    ),
    # j: Philippines fact-checkers
    (
        J,
        ("tipline-bot/.env.<<n>>",),
        "SLACK_BOT_TOKEN_FILE=/run/secrets/slack_bot\nSLACK_CHANNEL_ID=C0<<n>>TIPS\nTIMEZONE=Asia/Manila\n",
        "Tipline .env pointing at a secret file, no token",
        "",
    ),
    (
        J,
        ("notebooks/claim_matcher_<<n>>.ipynb",),
        '{\n "cells": [{"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [], "source": ["import os\\n", "from openai import OpenAI\\n", "client = OpenAI(api_key=os.environ[\\"OPENAI_API_KEY\\"])"]}],\n "metadata": {},\n "nbformat": 4,\n "nbformat_minor": 5\n}\n',
        "Notebook that reads the OpenAI key from the environment",
        "json",
    ),
    (
        J,
        ("viber/Viber_FactCheck_<<d8>>.csv",),
        "Date,Time,Sender Name,Sender Phone,Message\n<<dmy>>,<<time>>,<<first>> <<last>>,<<phone2>>,Nasa Bitwarden na yung password ng dashboard\n<<dmy>>,<<time2>>,<<first2>>,<<phone2>>,Ok salamat\n",
        "Viber export that points to Bitwarden",
        "",
    ),
    # k: Turkey weather desk
    (
        K,
        ("homeassistant_<<n>>/secrets.yaml",),
        "weatherlink_station_id: <<n>>\nstudio_latitude: 41.0027\nstudio_longitude: 39.7168\n# api key/secret are in the add-on options\n",
        "Home Assistant secrets without any key",
        "yaml",
    ),
    (
        K,
        ("hava/kameralar_<<n>>.m3u",),
        "#EXTM3U\n#EXTINF:-1,Uzungöl (public)\nrtsp://<<pip>>:554/live/public\n#EXTINF:-1,Liman\nhttps://cam.<<dom>>/liman/index.m3u8\n",
        "Camera playlist with public streams and no userinfo",
        "",
    ),
    (
        K,
        ("WhatsApp Chat with Hava Masası <<n>>.txt",),
        "<<dmy2>> <<time>> - <<first>> <<last>>: Grafik PC şifresi değişti mi?\n<<dmy2>> <<time2>> - <<first2>>: Evet, yarın sabah yüz yüze söylerim\n",
        "Turkish chat promising to tell the password in person",
        "",
    ),
    # l: Fiji transmitter site
    (
        L,
        ("etc/wireguard/wg-tx<<n2>>.conf",),
        "[Interface]\nAddress = 10.<<n2>>.0.2/24\nPostUp = wg set %i private-key /etc/wireguard/tx.key\n\n[Peer]\nPublicKey = <<pub>>\nEndpoint = <<pip>>:51820\nAllowedIPs = 10.<<n2>>.0.0/24\n",
        "WireGuard config loading its private key from a file; only a public key inline",
        "",
    ),
    (
        L,
        ("etc/telegraf/telegraf.d/tx<<n2>>.conf",),
        '[[outputs.influxdb_v2]]\n  urls = ["https://influx.<<dom>>:8086"]\n  token = "${INFLUX_TOKEN}"\n  organization = "<<org>>"\n  bucket = "transmitters"\n',
        "Telegraf output with the token as an environment reference",
        "toml",
    ),
    (
        L,
        ("viber/tx_site_<<n>>.txt",),
        "[<<dmy>> <<time>>] <<first>> <<last>>: Na password ni exciter e volai tu e na logbook e valenivakatawa\n[<<dmy>> <<time2>>] <<first2>>: Vinaka\n",
        "Fijian chat saying the password is written in the site logbook",
        "",
    ),
    # m: India newsletter
    (
        M,
        ("listmonk/config.<<n>>.toml",),
        '[app]\naddress = "0.0.0.0:9000"\n\n[db]\nhost = "<<ip>>"\nport = 5432\nuser = "listmonk"\npassword = ""\ndatabase = "listmonk"\n# password comes from LISTMONK_db__password\n',
        "listmonk config with an empty DB password set from the environment",
        "toml",
    ),
    (
        M,
        ("etc/postfix/sasl_passwd.<<n2>>",),
        "# relay via SendGrid - key is provisioned by ansible from vault\n# [smtp.sendgrid.net]:587 apikey:<SENDGRID_API_KEY>\n",
        "sasl_passwd with only a commented placeholder line",
        "",
    ),
    (
        M,
        ("WhatsApp Chat with संपादकीय टीम <<n>>.txt",),
        "<<dmy2>>, <<time>> - <<first>> <<last>>: listmonk का पासवर्ड?\n<<dmy2>>, <<time2>> - <<first2>>: Bitwarden में 'Chitthi' फ़ोल्डर देखिए\n",
        "Hindi chat pointing to the password manager",
        "",
    ),
    # n: Indonesia video-news start-up
    (
        N,
        ("deploy/k8s/mux-secret-<<n>>.yaml",),
        "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: mux-credentials\nspec:\n  secretStoreRef:\n    name: gcp-sm\n    kind: ClusterSecretStore\n  target:\n    name: mux-credentials\n  data:\n    - secretKey: MUX_TOKEN_SECRET\n      remoteRef:\n        key: mux-token-secret\n",
        "ExternalSecret pointing at a secret manager entry",
        "yaml",
    ),
    (
        N,
        ("web/.env.<<n>>",),
        "MIDTRANS_IS_PRODUCTION=true\nMIDTRANS_CLIENT_KEY=Mid-client-<<pkid>>\nMIDTRANS_SERVER_KEY=\n",
        "Midtrans .env with only the browser client key and an empty server key",
        "",
    ),
    (
        N,
        ("keys/gcs_signing_<<n>>.pub",),
        "-----BEGIN PUBLIC KEY-----\nMCowBQYDK2VwAyEA<<pkid>>AAAAAAAAAAAAAAAAAAA=\n-----END PUBLIC KEY-----\n",
        "A public key, not a private one",
        "",
    ),
    # o: Greece pre-press
    (
        O,
        ("home/<<login>>/.my.cnf",),
        "[client]\nuser=jobs_backup\nhost=<<ip>>\n# password via mysql_config_editor (.mylogin.cnf)\n",
        "my.cnf without a password line (login path used instead)",
        "",
    ),
    (
        O,
        ("prepress/keys/ctp_<<d8>>_id_rsa.pub",),
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<pkid>> prepress@ctp<<n2>>\n",
        "SSH public key of the plate setter",
        "",
    ),
    (
        O,
        ("viber/prepress_<<n>>.txt",),
        "[<<dmy>> <<time>>] <<first>> <<last>>: Ποιος είναι ο κωδικός του FTP;\n[<<dmy>> <<time2>>] <<first2>>: Θα σας τον πω στο τηλέφωνο\n",
        "Greek chat promising the password by phone",
        "",
    ),
    # p: Ethiopia correspondent
    (
        P,
        ("home/<<login>>/.bashrc",),
        "# ~/.bashrc\nalias ll='ls -alF'\nexport AWS_PROFILE=footage\nexport AWS_DEFAULT_REGION=eu-west-1\n",
        "bashrc selecting an AWS profile, no keys",
        "",
    ),
    (
        P,
        ("debug/<<dom>>_login_<<n>>.har",),
        '{"log": {"version": "1.2", "creator": {"name": "Firefox", "version": "128.0"}, "entries": [{"request": {"method": "GET", "url": "https://<<dom>>/wp-login.php", "headers": [], "cookies": []}, "response": {"status": 200, "headers": []}}]}}\n',
        "HAR of a GET to the login page, no form data",
        "json",
    ),
    (
        P,
        ("Documents/notes_<<n>>.txt",),
        "- call fixer re permit\n- VeraCrypt password: the usual one (don't write it down!)\n- invoice <<n>>\n",
        "Notes that mention a password without writing it",
        "",
    ),
)

for _fam, _paths, _tpl, _why, _syn in DECOYS:
    regd(_fam, _paths, _tpl, _why, _syn)
