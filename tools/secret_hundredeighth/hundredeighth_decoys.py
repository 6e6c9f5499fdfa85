# ruff: noqa: E501
"""The hundred-and-eighth corpus's decoys: files shaped like its formats that hold no live
credential, three per family, each with a ``why``."""

from __future__ import annotations

from hundredeighth_formats_a import F as A
from hundredeighth_formats_b import F as B
from hundredeighth_formats_c import F as C
from hundredeighth_formats_d import F as D
from hundredeighth_formats_e import F as E
from hundredeighth_formats_f import F as FF
from hundredeighth_formats_g import F as G
from hundredeighth_formats_h import F as H
from hundredeighth_formats_i import F as II
from hundredeighth_formats_j import F as J
from hundredeighth_formats_k import F as K
from hundredeighth_formats_l import F as L
from hundredeighth_formats_m import F as M
from hundredeighth_formats_n import F as N
from hundredeighth_formats_o import F as O
from hundredeighth_formats_p import F as P

DECOYS = (
    # a: Thamel trekking agency
    (
        A,
        "booking/<<org>>/settings/production.py",
        """import os

from .base import *  # noqa

BOKUN_ACCESS_KEY = os.environ["BOKUN_ACCESS_KEY"]
BOKUN_SECRET_KEY = os.environ["BOKUN_SECRET_KEY"]
DEBUG = False
""",
        "Bokun keys read from the environment; no value in the file",
        None,
    ),
    (
        A,
        "exports/viber/Viber_<<fa>>_<<date>>.txt",
        """[<<dmy>>, <<hh>>:<<mm>>] <<fn>> दाइ: TIMS पोर्टलको पासवर्ड के हो?
[<<dmy>>, <<hh>>:<<mm2>>] <<fn2>>: पासवर्ड Viber मा नपठाउने, अफिसमा आएर सोध्नुहोस्
[<<dmy>>, <<hh>>:<<mm2>>] <<fn>> दाइ: ठीक छ 👍
""",
        "Nepali chat that mentions the password but refuses to send it",
        "",
    ),
    (
        A,
        "www/<<org>>/.env.example",
        """APP_NAME="Treks"
DB_PASSWORD=
KHALTI_PUBLIC_KEY=
KHALTI_LIVE_KEY=
ESEWA_MERCHANT_CODE=
""",
        "template .env with every key empty",
        "",
    ),
    # b: Nile rafting
    (
        B,
        "home/<<fa>>/.config/rclone/rclone.conf",
        """[footage]
type = s3
provider = Wasabi
env_auth = true
endpoint = s3.eu-central-2.wasabisys.com
""",
        "rclone remote taking its keys from the environment (env_auth)",
        "ini",
    ),
    (
        B,
        "ops/<<org>>/boat_list.py",
        """import os

FH_APP_KEY = os.environ["FAREHARBOR_APP_KEY"]
FH_USER_KEY = os.environ["FAREHARBOR_USER_KEY"]
COMPANY = "<<org>>"
""",
        "FareHarbor keys from environment variables",
        None,
    ),
    (
        B,
        "shared/handover/<<date>>-<<fa>>.txt",
        """HANDOVER <<dmy>> (<<fn>> -> <<fn2>>)
- 2 rafts + 1 safety kayak, water level normal
- Starlink wifi password is on the card in the office safe, ask <<fn>>
- Radio ch 4 put-in, ch 7 base
""",
        "handover note pointing to where the Wi-Fi password is kept, without it",
        "",
    ),
    # c: Tanzania safari
    (
        C,
        "config/<<org>>/mpesa.json",
        """{
  "mpesa": {
    "environment": "production",
    "consumerKey": "${MPESA_CONSUMER_KEY}",
    "consumerSecret": "${MPESA_CONSUMER_SECRET}",
    "callbackUrl": "https://<<dom>>/api/mpesa/stk-callback"
  }
}
""",
        "Daraja config with ${...} placeholders filled at deploy time",
        None,
    ),
    (
        C,
        "barua/<<date>>-tanapa-<<fa>>.eml",
        """From: <<email>>
To: <<email2>>
Subject: Nenosiri la e-permit
Content-Type: text/plain; charset=utf-8

Habari <<fn2>>, nenosiri la TANAPA e-permit nimelibadilisha. Nipigie simu nikuambie, sitaliandika kwenye barua pepe.
""",
        "Swahili e-mail saying the password was changed and will be given by phone",
        "",
    ),
    (
        C,
        "opt/traccar/conf/traccar.xml",
        """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
        "Traccar on embedded H2 with the default empty password",
        None,
    ),
    # d: Komodo liveaboard
    (
        D,
        "home/<<fa>>/.ssh/id_rsa.pub",
        """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIGq7mZ3pX0cYwQ2b8vJd1sKfL9tR4uE6hNa5yVbC0oPz <<fa>>@<<org>>-divecenter
""",
        "an SSH public key",
        "",
    ),
    (
        D,
        "home/<<fa>>/.config/Subsurface/Subsurface.conf",
        """[CloudStorage]
email=<<email>>
password=
save_password_local=false
""",
        "Subsurface cloud storage with the password not saved",
        "ini",
    ),
    (
        D,
        "hp/WhatsApp Chat dengan <<fac>>.txt",
        """<<dmy>> <<hh>>.<<mm>> - <<fn2>>: Pak, kata sandi wifi kapal apa?
<<dmy>> <<hh>>.<<mm2>> - <<fn>>: Ada di kartu di meja makan ya, jangan kirim lewat WA
""",
        "Indonesian chat that points to a card instead of giving the password",
        "",
    ),
    # e: Lisbon walking tours
    (
        E,
        "config/<<org>>/gyg-<<nn>>.yml",
        """getyourguide:
  base_url: https://supplier-api.getyourguide.com/1
  username: "<<org>>_supplier"
  password: ""
  timezone: Europe/Lisbon
""",
        "GetYourGuide config with an empty password",
        None,
    ),
    (
        E,
        "scripts/<<org>>/sumup_payouts_<<nn>>.py",
        """import os

SUMUP_API_KEY = os.getenv("SUMUP_API_KEY", "")
SUMUP_PUBLIC_AFFILIATE = "sup_afk_public"
""",
        "SumUp key read from the environment",
        None,
    ),
    (
        E,
        "partilhado/escala_guias_<<y>>_<<mo>>.csv",
        """Plataforma,Utilizador,Palavra-passe
Civitatis,<<email>>,••••••••
GuruWalk,<<email2>>,(no Bitwarden)
""",
        "password column masked with bullets or pointing to Bitwarden",
        "",
    ),
    # f: Georgian ski school
    (
        FF,
        "kiosk/<<org>>-<<nn>>/appsettings.Production.json",
        """{
  "ConnectionStrings": {
    "Kiosk": "Server=<<ip>>;Database=liftpass;Integrated Security=True;TrustServerCertificate=True"
  }
}
""",
        "connection string with Windows integrated security, no password",
        None,
    ),
    (
        FF,
        "bots/<<org>>/snow_report_<<nn>>.py",
        """import os

BOT_TOKEN = os.environ["TELEGRAM_BOT_TOKEN"]
CHANNEL = "@<<org>>_snow"
""",
        "Telegram bot token from the environment",
        None,
    ),
    (
        FF,
        "phone/viber/<<fa>>-<<date>>.txt",
        """<<dmy>> <<hh>>:<<mm>> <<fn2>>: პაროლი გამომიგზავნე
<<dmy>> <<hh>>:<<mm2>> <<fn>>: პაროლს აქ არ დავწერ, ოფისში გეტყვი
""",
        "Georgian chat refusing to write the password",
        "",
    ),
    # g: Korean climbing gym
    (
        G,
        "config/<<org>>/kakao-<<nn>>.yml",
        """kakao:
  rest-api-key: ${KAKAO_REST_API_KEY}
  redirect-uri: https://<<dom>>/oauth/kakao
""",
        "Kakao key from a Spring placeholder",
        None,
    ),
    (
        G,
        "exports/kakao/강사방_<<nn>>.txt",
        """--------------- <<y>>년 <<mo>>월 <<d>>일 ---------------
[<<fn2>>] [오후 <<hh>>:<<mm>>] 비밀번호 알려주세요
[<<fn>>] [오후 <<hh>>:<<mm2>>] 카톡으로는 안 보내요. 1Password 공유 금고 확인하세요
""",
        "KakaoTalk chat pointing to a password manager",
        "",
    ),
    (
        G,
        "web/<<org>>/src/lib/toss.ts",
        """const TOSS_CLIENT_KEY = "live_ck_D5GePWvyJnrK0W0k6q8gLzN97Eoq";
const TOSS_SECRET_KEY = process.env.TOSS_SECRET_KEY ?? "";
""",
        "Toss client key (public, used in the browser) and the secret key from the environment",
        "",
    ),
    # h: Oman desert camp
    (
        H,
        "camp/<<org>>/gateway-<<nn>>.yaml",
        """mqtt:
  host: <<ip>>
  port: 8883
  tls: true
  client_cert: /etc/gateway/client.crt
  client_key_file: /etc/gateway/client.key
""",
        "MQTT by client certificate files, no password",
        None,
    ),
    (
        H,
        "integrations/booking/<<org>>-avail-<<nn>>.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<request>
  <username><<org>>_xml</username>
  <password/>
  <hotel_id><<nn>>88</hotel_id>
</request>
""",
        "OTA request template with an empty password element",
        None,
    ),
    (
        H,
        "office/السائقين_<<y>>.csv",
        """الاسم,الهاتف,السيارة,ملاحظات
<<fn>> <<ln>>,<<phone>>,Land Cruiser,كلمة المرور عند المدير
""",
        "Arabic roster saying the manager holds the password",
        "",
    ),
    # i: Vietnam bike tours
    (
        II,
        "web/<<org>>-<<nn>>/.env.local",
        """NEXT_PUBLIC_SITE_URL=https://<<dom>>
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51NxQ2aLkd83hfD0s
STRIPE_SECRET_KEY=
""",
        "Stripe publishable key only, secret key empty",
        "",
    ),
    (
        II,
        "phone/zalo/<<fa>>_<<date>>.txt",
        """[<<hh>>:<<mm>> <<dmy>>] <<fn2>>: Anh gửi em mật khẩu Bokun nhé
[<<hh>>:<<mm2>> <<dmy>>] <<fn>>: Anh đã mời em qua email, em tự đặt mật khẩu nhé
""",
        "Vietnamese chat: an invitation instead of a password",
        "",
    ),
    (
        II,
        "downloads/gpx/SHA256SUMS-<<nn>>.txt",
        """<<id>><<id>><<id>><<id>><<id>><<id>><<id>><<id>>  tamcoc_loop.gpx
""",
        "SHA-256 checksum file of GPX routes",
        "",
    ),
    # j: Colombia birding
    (
        J,
        "analisis/<<org>>/checklists_<<nn>>.R",
        """ebird_key <- Sys.getenv("EBIRD_KEY")
res <- httr::GET("https://api.ebird.org/v2/data/obs/CO-CAL/recent",
                 httr::add_headers(`X-eBirdApiToken` = ebird_key))
""",
        "eBird key read with Sys.getenv",
        "",
    ),
    (
        J,
        "etc/motioneye/camera-<<n>>.conf",
        """# @name Comederos colibríes
netcam_url rtsp://<<ip>>:554/stream1
netcam_userpass
width 1920
""",
        "motionEye camera without credentials",
        "",
    ),
    (
        J,
        "correo/<<date>>-reservas-<<fa>>.eml",
        """From: <<email>>
To: <<email2>>
Subject: Acceso a Cloudbeds
Content-Type: text/plain; charset=utf-8

Hola <<fn2>>, te llegó una invitación de Cloudbeds para crear tu propia clave. No compartas la mía.
""",
        "Spanish e-mail about an invitation, no password",
        "",
    ),
    # k: Yasur volcano tours
    (
        K,
        "config/<<org>>/paypal-<<nn>>.yml",
        """paypal:
  mode: live
  client_id: ${PAYPAL_CLIENT_ID}
  client_secret: ${PAYPAL_CLIENT_SECRET}
""",
        "PayPal credentials from environment placeholders",
        None,
    ),
    (
        K,
        "fon/WhatsApp Chat wetem <<fac>>.txt",
        """<<dmy>>, <<hh>>:<<mm>> - <<fn2>>: Pasword blong buking sistem?
<<dmy>>, <<hh>>:<<mm2>> - <<fn>>: Mi no save sendem long WhatsApp, kam long ofis
""",
        "Bislama chat refusing to send the password",
        "",
    ),
    (
        K,
        "etc/cron.d/vmgd-<<nn>>",
        """*/30 * * * * curl -s --netrc-file /etc/<<org>>/netrc https://feeds.<<dom>>/vmgd/yasur.json -o /var/www/alert.json
""",
        "curl reading its credentials from a netrc file",
        "",
    ),
    # l: Croatia kayak rental
    (
        L,
        "fiskalizacija/<<org>>-<<nn>>/fina_cert.pem",
        """-----BEGIN CERTIFICATE-----
MIIBszCCAVmgAwIBAgIUQ2x1dGhlcnMgZm9yIGEgcHVibGljIGNlcnQwCgYIKoZI
zj0EAwIwGzEZMBcGA1UEAwwQbG9rcnVtcGFkZGxlLmhyMB4XDTI2MDEwMTAwMDAw
-----END CERTIFICATE-----
""",
        "a public certificate, not a private key",
        "",
    ),
    (
        L,
        "etc/restic/<<org>>-<<nn>>.env",
        """export RESTIC_REPOSITORY=b2:<<org>>-backup:/booking
export RESTIC_PASSWORD_FILE=/etc/restic/pass
export B2_ACCOUNT_ID=
export B2_ACCOUNT_KEY=
""",
        "restic env with a password file path and empty B2 keys",
        "",
    ),
    (
        L,
        "mobitel/viber/<<fa>>-<<date>>.txt",
        """[<<dmy2>>. <<hh>>:<<mm>>] <<fn2>>: Šifra za tablet?
[<<dmy2>>. <<hh>>:<<mm2>>] <<fn>>: Pitaj Marka sutra, ne šaljem šifre porukom
""",
        "Croatian chat refusing to send the code",
        "",
    ),
    # m: Peru heritage collective
    (
        M,
        "web/<<org>>-<<nn>>/config.py",
        """import os

SECRET_KEY = os.environ.get("FLASK_SECRET_KEY")
SQLALCHEMY_DATABASE_URI = os.environ["DATABASE_URL"]
""",
        "Flask config reading everything from the environment",
        None,
    ),
    (
        M,
        "actas/acta_asamblea_<<date>>.txt",
        """ACTA DE ASAMBLEA
1. Se acuerda cambiar la clave de Instagram; la nueva clave la tiene solo el presidente <<fn>>.
2. Cuotas por Yape.
""",
        "Spanish minutes mentioning a password change without the password",
        "",
    ),
    (
        M,
        "config/<<org>>/niubiz-<<nn>>.ini",
        """[niubiz]
ambiente = produccion
usuario = integraciones.visanet@<<dom>>
clave =
""",
        "Niubiz INI with an empty password",
        "ini",
    ),
    # n: Sri Lanka surf school
    (
        N,
        "obs/<<org>>-<<nn>>/basic/profiles/SurfCam/service.json",
        """{
    "type": "rtmp_common",
    "settings": {
        "server": "rtmp://a.rtmp.youtube.com/live2",
        "service": "YouTube - RTMPS",
        "key": ""
    }
}
""",
        "OBS service profile without a stream key",
        None,
    ),
    (
        N,
        "phone/WhatsApp Chat with <<fa>>.txt",
        """<<dmy>>, <<hh>>:<<mm>> - <<fn2>>: අයියේ මුරපදය එවන්න
<<dmy>>, <<hh>>:<<mm2>> - <<fn>>: WhatsApp එකේ දාන්නේ නෑ, office එකට එන්න
""",
        "Sinhala chat refusing to send the password",
        "",
    ),
    (
        N,
        "web/<<org>>-<<nn>>/.env",
        """CHECKFRONT_HOST=<<org>>.checkfront.com
CHECKFRONT_API_KEY=
CHECKFRONT_API_SECRET=
""",
        "Checkfront .env with empty keys",
        "",
    ),
    # o: Beppu activity desk
    (
        O,
        "config/<<org>>/line-bot-<<nn>>.yml",
        """line:
  channel_id: "<<nn>>5678"
  channel_secret: ${LINE_CHANNEL_SECRET}
  channel_access_token: ${LINE_CHANNEL_ACCESS_TOKEN}
""",
        "LINE bot settings from environment placeholders",
        None,
    ),
    (
        O,
        "exports/line/desk_<<nn>>.txt",
        """<<y>>/<<mo>>/<<d>>(土)
<<hh>>:<<mm>>	<<fn2>>	パスワード教えてください
<<hh>>:<<mm2>>	<<fn>>	LINEでは送れないので、事務所の金庫のメモを見てください
""",
        "Japanese chat pointing to a note in the safe",
        "",
    ),
    (
        O,
        "etc/fstab-<<nn>>",
        """//<<ip>>/activity  /mnt/activity  cifs  credentials=/root/.smbcred,iocharset=utf8,uid=1000  0  0
""",
        "CIFS mount with a credentials file reference",
        "",
    ),
    # p: Paiyun hut warden
    (
        P,
        "etc/wireguard/wg0-<<nn>>.conf",
        """[Interface]
Address = 10.66.<<n>>.2/32
PostUp = wg set %i private-key /etc/wireguard/private.key

[Peer]
PublicKey = xTIBA5rboUvnH4htodjb6e697QjLERt1NAB4mZqp8Dg=
Endpoint = <<pubip>>:51820
AllowedIPs = 10.66.0.0/16
""",
        "WireGuard loading its private key from a file; only the peer's public key",
        "",
    ),
    (
        P,
        "mail/<<date>>-inreach-<<fa>>.eml",
        """From: <<email>>
To: <<email2>>
Subject: inReach Explore 帳號交接
Content-Type: text/plain; charset=utf-8

密碼已改，請打衛星電話問我，不在信裡寫。
""",
        "Chinese e-mail saying the password is given by satellite phone",
        "",
    ),
    (
        P,
        "hut/<<org>>/solar-<<nn>>.yaml",
        """mqtt:
  broker: <<ip>>
  port: 1883
  anonymous: true
""",
        "MQTT with anonymous access, no password",
        None,
    ),
)

for _fam, _path, _tpl, _why, _syn in DECOYS:
    _fam.regd(_path, _tpl, _why, _syn)
