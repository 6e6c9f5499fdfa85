# ruff: noqa: E501
"""Decoys of the sixty-second corpus: three per family, files that look like the planted ones
but hold no real credential. Each row is (family, path, template, why, syntax)."""

from __future__ import annotations

import sixtysecond_formats_a as a
import sixtysecond_formats_b as b
import sixtysecond_formats_c as c
import sixtysecond_formats_d as d
import sixtysecond_formats_e as e
import sixtysecond_formats_f as f
import sixtysecond_formats_g as g
import sixtysecond_formats_h as h
import sixtysecond_formats_i as i
import sixtysecond_formats_j as j
import sixtysecond_formats_k as k
import sixtysecond_formats_l as l_
import sixtysecond_formats_m as m
import sixtysecond_formats_n as n
import sixtysecond_formats_o as o
import sixtysecond_formats_p as p

ROWS = [
    # a: barber shop, Sevilla
    (
        a.F,
        "web-reservas/.env",
        'APP_NAME="<<orgc>> Citas"\nAPP_ENV=production\nSTRIPE_KEY=pk_live_51Hx<<hex40>>\nSTRIPE_SECRET=\nMAIL_PASSWORD=\n',
        "Only the Stripe publishable key (public by design, shipped to browsers); the secret and mail password are empty.",
        None,
    ),
    (
        a.F,
        "chats/WhatsApp Chat con Barbería <<orgc>>.txt",
        "[<<dmy_s>>, <<time>>:12] <<name>>: la clave del wifi nuevo está en la pizarra de la entrada\n[<<dmy_s>>, <<time>>:20] <<name2>>: vale, no la pongas aquí que este grupo lo ven los de prácticas\n[<<dmy_s>>, <<time2>>:01] <<name>>: 👍\n",
        "Talks about the Wi-Fi key but never writes it.",
        "",
    ),
    (
        a.F,
        "pi/etc/raspotify/conf",
        '# /etc/raspotify/conf\nLIBRESPOT_NAME="<<orgc>> Barbería"\nLIBRESPOT_BITRATE="320"\n# Zeroconf: la cuenta se elige desde el móvil, sin usuario ni contraseña aquí\n#LIBRESPOT_USERNAME=\n#LIBRESPOT_PASSWORD=\n',
        "Zeroconf librespot: username and password lines are commented out and empty.",
        "",
    ),
    # b: nail studio, Lyon
    (
        b.F,
        "boutique-vernis/.env",
        "SHOPIFY_FLAG_STORE=<<org>>-boutique.myshopify.com\nSHOPIFY_ADMIN_ACCESS_TOKEN=${SHOPIFY_TOKEN}\n# le jeton est dans les secrets GitHub Actions\n",
        "The token is a ${...} reference to a CI secret, not a value.",
        "",
    ),
    (
        b.F,
        "gestion/comptes_<<year>>.fods",
        """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3">
 <office:body><office:spreadsheet><table:table table:name="Comptes">
  <table:table-row><table:table-cell><text:p>Planity pro</text:p></table:table-cell><table:table-cell><text:p><<email>></text:p></table:table-cell><table:table-cell><text:p>••••••••••</text:p></table:table-cell></table:table-row>
 </table:table></office:spreadsheet></office:body>
</office:document>
""",
        "The password cell is masked with bullets.",
        "xml",
    ),
    (
        b.F,
        "mails/Planity_securite_<<n>>.eml",
        "From: Planity <no-reply@planity.com>\nTo: <<email>>\nSubject: Conseils de sécurité\nContent-Type: text/plain; charset=utf-8\n\nBonjour <<name>>,\nPlanity ne vous demandera jamais votre mot de passe par e-mail ou par téléphone.\nEn cas de doute, modifiez-le depuis Paramètres > Sécurité.\n",
        "A security notice that mentions a password without containing one.",
        "",
    ),
    # c: tattoo studio, Leipzig
    (
        c.F,
        "htdocs/wp-config.php",
        "<?php\ndefine( 'DB_NAME', getenv('DB_NAME') );\ndefine( 'DB_USER', getenv('DB_USER') );\ndefine( 'DB_PASSWORD', getenv('DB_PASSWORD') );\ndefine( 'DB_HOST', 'rdbms.strato.de' );\n",
        "The database password is read from the environment with getenv().",
        "",
    ),
    (
        c.F,
        "home/.config/rclone/rclone.conf",
        "[portfolio]\ntype = s3\nprovider = Wasabi\nenv_auth = true\nendpoint = s3.eu-central-2.wasabisys.com\n",
        "rclone with env_auth: the keys come from the environment, none in the file.",
        "ini",
    ),
    (
        c.F,
        "Fotos/SHA256SUMS_<<ymd>>.txt",
        "<<hex40>><<hex8>><<hex8>><<hex8>>  anker_unterarm.jpg\n<<hex8>><<hex40>><<hex8>><<hex8>>  schwalbe_brust.jpg\n",
        "SHA-256 checksums of portfolio photos, not secrets.",
        "",
    ),
    # d: ruin bar, Budapest
    (
        d.F,
        "beleptetes/ZKAccess/Options.ini",
        "[Database]\nType=MSSQL\nServer=<<ip>>\\SQLEXPRESS\nDatabase=ZKAccess\nTrusted_Connection=yes\n\n[UI]\nLanguage=hu\n",
        "Windows integrated authentication: no database password stored.",
        "ini",
    ),
    (
        d.F,
        "kamerak/udvar.m3u",
        "#EXTM3U\n#EXTINF:-1,Udvar - pult\nrtsp://<<ip>>:554/cam/realmonitor?channel=1&subtype=1\n",
        "An RTSP URL without userinfo; VLC prompts for the login.",
        "",
    ),
    (
        d.F,
        "chat/messenger_pultosok_<<n>>.txt",
        "<<name>>\n<<time>>\na kassza jelszava a KeePassban van, a 'Pult' mappában\n<<name2>>\n<<time2>>\nok, megtaláltam\n",
        "Points to a password manager entry instead of writing the password.",
        "",
    ),
    # e: bouzoukia, Glyfada
    (
        e.F,
        "kratiseis/.env",
        "NODE_ENV=production\nDATABASE_URL=postgres://kratiseis@localhost:5432/kratiseis\n# peer authentication στο ίδιο μηχάνημα\n",
        "A PostgreSQL URL without a password (local peer authentication).",
        "",
    ),
    (
        e.F,
        "apps-script/lista_<<n>>.gs",
        "// Το κλειδί Mailchimp είναι στα Script Properties\nconst MC_KEY = PropertiesService.getScriptProperties().getProperty('MC_KEY');\n",
        "The Mailchimp key is read from Script Properties at run time.",
        "",
    ),
    (
        e.F,
        "signage/keys/id_rsa_othoni_<<n>>.pub",
        "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC<<hex40>><<hex40>> pi@othoni<<n>>\n",
        "An SSH public key, meant to be shared.",
        "",
    ),
    # f: jiu-jitsu, Curitiba
    (
        f.F,
        "obs/<<org>>/service.json",
        '{\n    "settings": {"bwtest": false, "key": "", "server": "rtmp://a.rtmp.youtube.com/live2", "service": "YouTube - RTMPS"},\n    "type": "rtmp_common"\n}\n',
        "The stream key is empty (OBS signed in with the YouTube account instead).",
        None,
    ),
    (
        f.F,
        "catraca/controlid_<<n>>.json",
        '{\n  "device": {"model": "iDBlock", "ip": "<<ip>>"},\n  "login": {"login": "admin", "password": "${CATRACA_SENHA}"}\n}\n',
        "The password is an environment-variable reference, not a value.",
        None,
    ),
    (
        f.F,
        "site/public/checkout.js",
        '// chave PÚBLICA do Mercado Pago (pode ir no front-end)\nconst mp = new MercadoPago("APP_USR-<<uuid>>", { locale: "pt-BR" });\n',
        "A Mercado Pago public key, meant for the browser.",
        "",
    ),
    # g: hamam, Istanbul
    (
        g.F,
        "SpaRandevu/appsettings.Production.json",
        '{\n  "ConnectionStrings": {\n    "Randevu": "Server=<<ip>>;Database=SpaRandevu;Integrated Security=True;TrustServerCertificate=True"\n  }\n}\n',
        "Integrated Windows security: the connection string has no password.",
        None,
    ),
    (
        g.F,
        "odeme/config/iyzico.php",
        '<?php\n$options = new \\Iyzipay\\Options();\n$options->setApiKey(getenv("IYZICO_API_KEY"));\n$options->setSecretKey(getenv("IYZICO_SECRET_KEY"));\n',
        "Keys read from the environment with getenv().",
        "",
    ),
    (
        g.F,
        "yedek/kasa_<<ymd>>.sql",
        "INSERT INTO `kullanicilar` VALUES (1,'<<name>>','<<user>>','$2y$10$<<hex40>>abcdefghijklm','yonetici');\n",
        "The password column holds a bcrypt hash, not the password.",
        "",
    ),
    # h: dance school, Tel Aviv
    (
        h.F,
        "pi-lobby/wpa_supplicant.conf",
        'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\nupdate_config=1\ncountry=IL\n\nnetwork={\n    ssid="<<orgc>>_Guest"\n    key_mgmt=NONE\n}\n',
        "An open guest network: no PSK at all.",
        "",
    ),
    (
        h.F,
        "sync/.env",
        "ARBOX_API_BASE=https://api.arboxapp.com/index.php/api/v2\nARBOX_API_KEY=\n# לבקש מנועה את המפתח\n",
        "The API key is empty, with a note to ask for it.",
        "",
    ),
    (
        h.F,
        "whatsapp/morim_<<ymd>>.txt",
        "<<dmy_s>>, <<time>> - <<name>>: שלחתי לך את הסיסמה של הזום בפרטי\n<<dmy_s>>, <<time2>> - <<name2>>: קיבלתי תודה\n",
        "Says the password was sent privately; none in the chat.",
        "",
    ),
    # i: muay thai camp, Phuket
    (
        i.F,
        "web/omise_public.js",
        "// public key only - card tokenisation in the browser\nOmiseCard.configure({ publicKey: 'pkey_<<hex8>><<hex8>>abc' });\n",
        "An Omise public key (pkey_), used in the browser by design.",
        "",
    ),
    (
        i.F,
        "line-bot/.env.example",
        "LINE_CHANNEL_ID=\nLINE_CHANNEL_SECRET=\nLINE_CHANNEL_ACCESS_TOKEN=\n",
        "An .env template with every value empty.",
        "",
    ),
    (
        i.F,
        "it/omada_<<n>>.txt",
        "OMADA CONTROLLER (OC200)\nURL: https://<<ip>>:443\nadmin: เปลี่ยนรหัสแล้ว ถามผู้จัดการ (password changed, ask the manager)\n",
        "Mentions a changed admin password without writing it.",
        "",
    ),
    # j: escape room, Osaka
    (
        j.F,
        "gm-pc/autologon_off.reg",
        'Windows Registry Editor Version 5.00\n\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]\n"AutoAdminLogon"="0"\n"DefaultUserName"="gamemaster"\n',
        "Auto-logon turned off; no DefaultPassword value.",
        "",
    ),
    (
        j.F,
        "mosquitto/passwd",
        "gimmick:$7$101$<<hex8>>abcdEFGH$<<hex40>>AbCdEf==\n",
        "A mosquitto password file: PBKDF2 hashes, not passwords.",
        "",
    ),
    (
        j.F,
        "manual/staff_manual_v<<n>>.md",
        "## 各種アカウント\n- Airレジ: <<email>> / ＊＊＊＊＊＊（店長に確認）\n- Wi-Fi（お客様用）: 受付の札を参照\n",
        "The password is masked with asterisks.",
        "",
    ),
    # k: noraebang, Busan
    (
        k.F,
        "pcbang/config/database.yml",
        "production:\n  url: \"<%= ENV['DATABASE_URL'] %>\"\n  pool: 10\n",
        "The URL is read from the environment via ERB.",
        "",
    ),
    (
        k.F,
        "web/toss.config.js",
        '// 토스페이먼츠 개발자센터 문서 예시 그대로\nmodule.exports = { clientKey: "test_ck_XXXXXXXXXXXXXXXXXXXX", secretKey: "test_sk_XXXXXXXXXXXXXXXXXXXX" };\n',
        "Documentation-style test keys made of X placeholders.",
        "",
    ),
    (
        k.F,
        "카카오톡/KakaoTalk_<<ymd>>_<<n>>.txt",
        "[<<name2>>] [오후 9:20] 카운터 PC 비번 뭐였죠?\n[<<name>>] [오후 9:22] 카운터 서랍 안 메모 보세요\n",
        "Refers to a paper note; no password in the chat.",
        "",
    ),
    # l: KTV, Chengdu
    (
        l_.F,
        "pay/wechatpay.yaml",
        'wechatpay:\n  mchid: "16<<nn>><<nn>>"\n  apiv3_key: "${WXPAY_APIV3_KEY}"\n',
        "The API v3 key is an environment reference.",
        None,
    ),
    (
        l_.F,
        "song-server/etc/fstab",
        "//<<ip>>/songs  /mnt/songs  cifs  credentials=/root/.smbcredentials,iocharset=utf8  0  0\n",
        "The CIFS mount points to a credentials file instead of holding the password.",
        "",
    ),
    (
        l_.F,
        "export/members_<<ymd>>.json",
        '{\n  "admin": {"account": "<<user>>", "password": "******", "role": "\\u5e97\\u957f"}\n}\n',
        "The exported password field is masked.",
        None,
    ),
    # m: rooftop bar, Saigon
    (
        m.F,
        "booking-api/src/main/resources/application.properties",
        "vnpay.tmn-code=${VNPAY_TMN_CODE}\nvnpay.hash-secret=${VNPAY_HASH_SECRET}\n",
        "Spring placeholders resolved from the environment.",
        "",
    ),
    (
        m.F,
        "pi-dj/etc/shairport-sync.conf",
        'general =\n{\n\tname = "<<orgc>> Rooftop";\n//\tpassword = "";\n\toutput_backend = "alsa";\n};\n',
        "The AirPlay password line is commented out and empty.",
        "",
    ),
    (
        m.F,
        "Zalo/nhom_nhan_vien_<<n>>.txt",
        "<<name>> - <<time>> <<dmy_s>>\nMật khẩu wifi khách dán ở quầy bar, đừng gửi lên nhóm nha\n",
        "Says where the Wi-Fi key is posted without writing it.",
        "",
    ),
    # n: videoke, Quezon City
    (
        n.F,
        "bookings/bookings/settings.py",
        'import os\n\nDATABASES = {\n    "default": {\n        "ENGINE": "django.db.backends.postgresql",\n        "NAME": "bookings",\n        "PASSWORD": os.environ["DB_PASSWORD"],\n    }\n}\n',
        "The database password comes from os.environ.",
        None,
    ),
    (
        n.F,
        "backup/restic.env",
        "export RESTIC_REPOSITORY=b2:<<org>>-events:/restic\nexport RESTIC_PASSWORD_FILE=/etc/restic/password\n",
        "The restic password is in a separate file, referenced by path.",
        "",
    ),
    (
        n.F,
        "wp-content/themes/<<org>>/inc/woo-keys.php",
        "<?php\ndefine( 'RENTALS_WC_CK', get_option( 'rentals_wc_ck' ) );\ndefine( 'RENTALS_WC_CS', get_option( 'rentals_wc_cs' ) );\n",
        "Keys loaded from WordPress options at run time.",
        "",
    ),
    # o: owambe planner, Lagos
    (
        o.F,
        "FileZilla/sitemanager_<<n>>.xml",
        '<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>\n<FileZilla3 version="3.66.4" platform="windows">\n  <Servers>\n    <Server>\n      <Host>ftp.<<dom>></Host>\n      <Port>21</Port>\n      <User><<org>>@<<dom>></User>\n      <Logontype>3</Logontype>\n    </Server>\n  </Servers>\n</FileZilla3>\n',
        "Logon type 'ask for password': no Pass element is stored.",
        None,
    ),
    (
        o.F,
        "payments/checkout.js",
        '// Paystack inline - PUBLIC key\nPaystackPop.setup({ key: "pk_live_<<hex40>>", email: guest.email, amount: 500000 });\n',
        "A Paystack public key, used in the browser.",
        "",
    ),
    (
        o.F,
        "chats/owambe_<<ymd>>.txt",
        "<<dmy_s>>, <<time>> - <<name2>>: kí ni ọ̀rọ̀ aṣínà Instagram?\n<<dmy_s>>, <<time2>> - <<name>>: I go send am for DM, no be here\n",
        "Asks for the password; the answer moves to a private message.",
        "",
    ),
    # p: wedding planner, Chennai
    (
        p.F,
        "booking/razorpay_client.py",
        'import os\n\nimport razorpay\n\nclient = razorpay.Client(auth=(os.environ["RZP_KEY_ID"], os.environ["RZP_KEY_SECRET"]))\n',
        "Razorpay keys are read from the environment.",
        None,
    ),
    (
        p.F,
        "home/.config/rclone/rclone.conf",
        "[weddings]\ntype = drive\nscope = drive\ntoken =\n",
        "An rclone Google Drive remote before authorisation: the token is empty.",
        "ini",
    ),
    (
        p.F,
        "chats/team_<<ymd>>.txt",
        "<<dmy_s>>, <<time>> - <<name>>: Drive கடவுச்சொல் மாற்றிவிட்டேன், நேரில் சொல்கிறேன்\n",
        "Says the password was changed and will be told in person; no value.",
        "",
    ),
]

for fam, path, template, why, syntax in ROWS:
    fam.decoy(path, template, why, syntax)
