# ruff: noqa: E501
"""The hundred-and-fifth corpus's decoys: files shaped like the formats that hold no live
credential, three per family, each with its ``why``."""

from __future__ import annotations

from hundredfifth_formats_a import F as A
from hundredfifth_formats_b import F as B
from hundredfifth_formats_c import F as C
from hundredfifth_formats_d import F as D
from hundredfifth_formats_e import F as E
from hundredfifth_formats_f import F as FF
from hundredfifth_formats_g import F as G
from hundredfifth_formats_h import F as H
from hundredfifth_formats_i import F as II
from hundredfifth_formats_j import F as J
from hundredfifth_formats_k import F as K
from hundredfifth_formats_l import F as L
from hundredfifth_formats_m import F as M
from hundredfifth_formats_n import F as N
from hundredfifth_formats_o import F as O
from hundredfifth_formats_p import F as P
from hundredfifth_spec import regd

DECOYS = (
    # a — Dakar single-screen cinema
    (
        A,
        "cabine/ingest/<<org>>_ims.ini",
        "[ims3000]\nhost = <<ip>>\nftp_user = ingest\nftp_password = ${IMS_FTP_PASSWORD}\nlibrary = /ingest\n",
        "the FTP password is an environment reference",
        None,
    ),
    (
        A,
        "billetterie/.env.example",
        "PAYDUNYA_MODE=live\nPAYDUNYA_MASTER_KEY=\nPAYDUNYA_PRIVATE_KEY=\nPAYDUNYA_TOKEN=\n",
        "empty PayDunya keys in a template",
        "",
    ),
    (
        A,
        "exports/WhatsApp Chat avec Équipe <<org>>.txt",
        "<<dmy>> <<time>> - <<fn>>: Mot de passe bi du wifi, ñu soppi ko ?\n<<dmy>> <<time>> - <<fn2>>: Waaw, dinaa la ko wax ci kanam, du ci WhatsApp.\n",
        "a chat that mentions the password without giving it",
        None,
    ),
    # b — Lima multiplex booth
    (
        B,
        "TMS/config/devices/screen<<n>>.xml",
        '<?xml version="1.0" encoding="UTF-8"?>\n<device screen="Sala <<n>>">\n  <type>DolbyIMS3000</type>\n  <address><<ip>></address>\n  <username>manager</username>\n  <password></password>\n</device>\n',
        "empty password element (device not yet paired)",
        None,
    ),
    (
        B,
        "cabina/.ssh/id_rsa_ingest.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<pubpart>> proyeccion@<<org>>\n",
        "an SSH public key",
        "",
    ),
    (
        B,
        "dulceria/api/culqi.js",
        "const CULQI_SECRET = process.env.CULQI_SECRET_KEY;\nmodule.exports = { CULQI_SECRET };\n",
        "the Culqi key comes from the environment",
        "",
    ),
    # c — Tbilisi community theatre
    (
        C,
        "public_html/wp-config.php",
        "<?php\ndefine( 'DB_NAME', '<<org>>_wp' );\ndefine( 'DB_USER', '<<org>>_wp' );\ndefine( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );\ndefine( 'DB_HOST', 'localhost' );\n",
        "the database password is read with getenv",
        "",
    ),
    (
        C,
        "bot/.env.sample",
        "TELEGRAM_BOT_TOKEN=\nADMIN_CHAT_ID=\nTZ=Asia/Tbilisi\n",
        "an empty bot token in a sample env file",
        "",
    ),
    (
        C,
        "viber/თეატრი_ჩატი_<<date>>.txt",
        "[<<dmyd>> <<time>>] <<fn>>: პაროლი შევცვალე, ვისაც სჭირდება პირადში მომწერეთ.\n[<<dmyd>> <<time>>] <<fn2>>: კარგი, მადლობა\n",
        "a Georgian chat saying the password changed, without it",
        None,
    ),
    # d — Sofia opera box office
    (
        D,
        "keys/borica/V<<id>>_public.cer",
        "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIUQ2VydGlmaWNhdGVPbmx5UHVibGljMAoGCCqGSM49BAMC\nMBUxEzARBgNVBAMMCmJvcmljYS1wdWIwHhcNMjUwMTAxMDAwMDAwWhcNMjcwMTAx\n-----END CERTIFICATE-----\n",
        "a public certificate, not a private key",
        "",
    ),
    (
        D,
        "kasa/config/epay.ini",
        "[epay]\nmin = D<<id>>\nsecret =\nmode = demo\n",
        "empty ePay secret",
        None,
    ),
    (
        D,
        "kasa/касиери_<<year>>.csv",
        "Име,Каса,Потребител,Парола\n<<fn>> <<ln>>,<<n>>,<<user>>,••••••••\n",
        "the password column is masked with bullets",
        "",
    ),
    # e — Beirut jazz club
    (
        E,
        "home/<<user>>/.config/rclone/rclone.conf",
        "[pos-backup]\ntype = s3\nprovider = AWS\nenv_auth = true\nregion = eu-central-1\n",
        "rclone S3 remote that takes credentials from the environment",
        "ini",
    ),
    (
        E,
        "site/config/payment.php",
        "<?php\nreturn [\n    'api_username' => 'merchant.<<id>>',\n    'api_password' => env('MPGS_API_PASSWORD'),\n];\n",
        "the MPGS API password is an env() reference",
        "",
    ),
    (
        E,
        "door/checksums.sha256",
        "<<sha>>  door_staff_export.csv\n<<sha2>>  scanner_app.apk\n",
        "SHA-256 checksums of files",
        "",
    ),
    # f — Seoul concert hall crew
    (
        FF,
        "monitoring/grafana/grafana.ini",
        "[security]\nadmin_user = admin\nadmin_password = $__file{/run/secrets/grafana_admin}\n",
        "Grafana reads the admin password from a secret file",
        None,
    ),
    (
        FF,
        "KakaoTalk/KakaoTalk_<<id>>_무대팀.txt",
        "<<year>>년 3월 4일 오후 7:12, <<fn>> : 비밀번호는 단톡방에 올리지 마세요\n<<year>>년 3월 4일 오후 7:13, <<fn2>> : 네 개인톡으로 드릴게요\n",
        "a Korean chat asking not to post the password",
        None,
    ),
    (
        FF,
        "ticket-api/src/main/resources/application-prod.properties",
        "toss.client-key=${TOSS_CLIENT_KEY}\ntoss.secret-key=${TOSS_SECRET_KEY}\n",
        "Toss keys are placeholders resolved from the environment",
        "",
    ),
    # g — Accra open-air stage
    (
        G,
        "etc/config/wireless",
        "config wifi-iface 'guest'\n\toption device 'radio0'\n\toption mode 'ap'\n\toption ssid '<<org>>-Free'\n\toption encryption 'none'\n",
        "an open Wi-Fi network without a key",
        "",
    ),
    (
        G,
        "config/momo.yml",
        'momo:\n  collection:\n    subscription_key: "${MOMO_SUBSCRIPTION_KEY}"\n    api_user: "<<uuid>>"\n',
        "the MoMo key is an environment reference; the api_user is a public id",
        None,
    ),
    (
        G,
        "tickets/paystack_public.js",
        "const PAYSTACK_PUBLIC_KEY = 'pk_live_<<hx>>';\n",
        "a Paystack publishable key (meant for the browser)",
        "",
    ),
    # h — Hanoi water puppets
    (
        H,
        "ve-online/config/vnpay.php",
        '<?php\n$vnp_TmnCode = getenv("VNP_TMN_CODE");\n$vnp_HashSecret = getenv("VNP_HASH_SECRET");\n',
        "VNPAY values read from the environment",
        "",
    ),
    (
        H,
        "Zalo/Nhom_Quay_Ve_<<date>>.txt",
        "[<<time>> <<dmy>>] <<fn>>: Mật khẩu máy quầy 2 em gửi riêng rồi nhé\n[<<time>> <<dmy>>] <<fn2>>: Dạ em nhận được rồi ạ\n",
        "a Vietnamese chat saying the password was sent privately",
        None,
    ),
    (
        H,
        "camera/san_khau.xspf",
        '<?xml version="1.0" encoding="UTF-8"?>\n<playlist xmlns="http://xspf.org/ns/0/" version="1">\n  <trackList><track><location>rtsp://<<ip>>:554/Streaming/Channels/102</location></track></trackList>\n</playlist>\n',
        "an RTSP URL without userinfo",
        None,
    ),
    # i — Mumbai comedy club
    (
        II,
        "etc/fstab",
        "//<<ip>>/recordings /mnt/recordings cifs credentials=/root/.smbcred,uid=1000 0 0\n",
        "fstab points at a credentials file",
        "",
    ),
    (
        II,
        "pos/petpooja.yml",
        'petpooja:\n  restaurant_id: "<<id>>"\n  app_key: ""\n  app_secret: ""\n  access_token: ""\n',
        "empty Petpooja keys",
        None,
    ),
    (
        II,
        "WhatsApp Chat with Open Mic Crew.txt",
        "<<dmy>>, <<time>> - <<fn>>: insta password bhej de\n<<dmy>>, <<time>> - <<fn2>>: DM kiya hai bhai, group me nahi\n",
        "a chat that asks for the password but does not contain it",
        None,
    ),
    # j — Santiago ticketing agency
    (
        J,
        "pagos/webpay.py",
        'import os\n\nCOMMERCE_CODE = os.environ["TBK_COMMERCE_CODE"]\nAPI_KEY_SECRET = os.environ["TBK_API_KEY_SECRET"]\n',
        "Transbank values read from the environment",
        None,
    ),
    (J, "api/.env.example", "KHIPU_RECEIVER_ID=\nKHIPU_SECRET=\n", "empty Khipu values", ""),
    (
        J,
        "dte/extraer_certificado.bat",
        '@echo off\nopenssl pkcs12 -in "C:\\DTE\\certificado.pfx" -nokeys -out cert.pem\nREM openssl pide la clave por teclado\n',
        "openssl prompts for the PFX password",
        "",
    ),
    # k — Kadıköy rehearsal rooms
    (
        K,
        "homeassistant/secrets.yaml",
        "nuki_host: <<ip>>\nnuki_api_token: !env_var NUKI_API_TOKEN\n",
        "the Nuki token comes from an environment variable",
        "",
    ),
    (
        K,
        "rezervasyon/.env.example",
        "IYZICO_BASE_URL=https://api.iyzipay.com\nIYZICO_API_KEY=\nIYZICO_SECRET_KEY=\n",
        "empty iyzico keys",
        "",
    ),
    (
        K,
        "WhatsApp Sohbeti - Prova Odası Ekibi.txt",
        "<<dmyd>> <<time>> - <<fn>>: Şifreyi değiştirdim, kapıya yazdım.\n<<dmyd>> <<time>> - <<fn2>>: Tamam 👍\n",
        "a Turkish chat mentioning a changed password without it",
        None,
    ),
    # l — Warsaw lighting rental
    (
        L,
        "magazyn/docker-compose.yml",
        "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD_FILE: /run/secrets/db_password\n    secrets:\n      - db_password\nsecrets:\n  db_password:\n    file: ./db_password.txt\n",
        "PostgreSQL password from a Docker secret file",
        None,
    ),
    (
        L,
        "narzedzia/rentman_sync.py",
        'import os\n\nRENTMAN_TOKEN = os.environ.get("RENTMAN_TOKEN", "")\n',
        "the Rentman token is read from the environment",
        None,
    ),
    (
        L,
        "notatki/przekazanie_<<date>>.txt",
        "PRZEKAZANIE — zlecenie <<id>>\nLaptop z grandMA3 onPC: hasło w menedżerze haseł (Bitwarden, folder Magazyn).\n",
        "a Polish note pointing to a password manager",
        "",
    ),
    # m — Colombo touring orchestra
    (
        M,
        "etc/wireguard/tour.conf",
        "[Interface]\nPostUp = wg set %i private-key /etc/wireguard/tour.key\nAddress = 10.66.<<n>>.<<nn>>/32\n\n[Peer]\nPublicKey = <<pubk>>\nEndpoint = <<pub>>:51820\nAllowedIPs = 10.66.0.0/16\n",
        "WireGuard loads the private key from a file; only a public key is shown",
        "",
    ),
    (
        M,
        "home/<<user>>/.docker/config.json",
        '{\n\t"credsStore": "desktop"\n}\n',
        "Docker credentials kept in the OS credential store",
        None,
    ),
    (
        M,
        "roster/musicians_<<year>>.tsv",
        "නම\tඋපකරණය\tapp_login\n<<fn>> <<ln>>\tViolin I\t<<user>>\n",
        "a roster with logins but no passwords",
        "",
    ),
    # n — Brasília drive-in
    (
        N,
        "pix/.env.example",
        "EFI_CLIENT_ID=\nEFI_CLIENT_SECRET=\nEFI_CERT_PATH=./certs/producao.p12\n",
        "empty Efí values in an example file",
        "",
    ),
    (
        N,
        "etc/icecast2/icecast.xml",
        "<icecast>\n    <authentication>\n        <source-password></source-password>\n        <admin-user>admin</admin-user>\n        <admin-password></admin-password>\n    </authentication>\n</icecast>\n",
        "empty Icecast passwords (set at deploy)",
        None,
    ),
    (
        N,
        "WhatsApp/Conversa do WhatsApp com Equipe Drive-in.txt",
        "<<dmy>> <<time>> - <<fn>>: a senha do tablet tá no caderno da bilheteria\n<<dmy>> <<time>> - <<fn2>>: achei, valeu\n",
        "a Portuguese chat pointing to where the password is written",
        None,
    ),
    # o — Suva recital venue
    (
        O,
        "tickets/.env.example",
        "MPAISA_MERCHANT_ID=\nMPAISA_API_KEY=\nCURRENCY=FJD\n",
        "empty M-PAiSA key",
        "",
    ),
    (
        O,
        "scripts/upload_photos.ps1",
        '$cred = Get-Credential -Message "Studio FTP"\n$wc = New-Object System.Net.WebClient\n$wc.Credentials = $cred.GetNetworkCredential()\n',
        "PowerShell prompts for the credential",
        "",
    ),
    (
        O,
        "wiki/Recital-Logins.md",
        "# Recital night — logins\n\nAll teacher logins are in the studio 1Password vault (Recital <<year>>). Ask <<fn>>.\n",
        "a wiki page pointing to a password vault",
        "",
    ),
    # p — Osaka karaoke box
    (
        P,
        "line_bot/config.py",
        'import os\n\nCHANNEL_SECRET = os.environ["LINE_CHANNEL_SECRET"]\nCHANNEL_ACCESS_TOKEN = os.environ["LINE_CHANNEL_ACCESS_TOKEN"]\n',
        "LINE values read from the environment",
        None,
    ),
    (
        P,
        "LINE/[LINE] スタッフ連絡のトーク.txt",
        "[LINE] スタッフ連絡のトーク履歴\n\n<<time>>\t<<fn>>\tパスワードはグループに書かないでください\n<<time>>\t<<fn2>>\t了解です\n",
        "a Japanese chat asking not to write the password",
        None,
    ),
    (
        P,
        "home/<<user>>/.my.cnf",
        "[client]\nuser=yoyaku\nhost=<<ip>>\n",
        "MySQL client config without a password",
        "ini",
    ),
)


def _extra(rng, s):
    return {
        "pubpart": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(43)
        ),
        "pubk": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(43)
        )
        + "=",
        "sha": rng.randbytes(32).hex(),
        "sha2": rng.randbytes(32).hex(),
        "hx": rng.randbytes(20).hex(),
    }


for _fam, _path, _template, _why, _syntax in DECOYS:
    regd(_fam, _path, _template, _why, _syntax, _extra)
