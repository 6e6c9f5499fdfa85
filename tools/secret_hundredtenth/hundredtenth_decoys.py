# ruff: noqa: E501
"""The hundred-and-tenth corpus's decoys: three per family, files shaped like the formats that
hold no live credential (references to an environment or secret store, empty values, public
keys, checksums, masked values, chat that mentions a password without giving one, ...)."""

from __future__ import annotations

import hashlib
import json

from hundredtenth_formats_a import FAM as A
from hundredtenth_formats_b import FAM as B
from hundredtenth_formats_c import FAM as C
from hundredtenth_formats_d import FAM as D
from hundredtenth_formats_e import FAM as E
from hundredtenth_formats_f import FAM as F
from hundredtenth_formats_g import FAM as G
from hundredtenth_formats_h import FAM as H
from hundredtenth_formats_i import FAM as I
from hundredtenth_formats_j import FAM as J
from hundredtenth_formats_k import FAM as K
from hundredtenth_formats_l import FAM as L
from hundredtenth_formats_m import FAM as M
from hundredtenth_formats_n import FAM as N
from hundredtenth_formats_o import FAM as O
from hundredtenth_formats_p import FAM as P
from hundredtenth_spec import Slots


def sha(s: Slots, salt: str) -> str:
    return hashlib.sha256(f"{s['org']}{s['n']}{salt}".encode()).hexdigest()


# a - Brazil
A.regd(
    "<<org>>-site/.env",
    """APP_NAME="<<orgc>> Imóveis"
APP_ENV=production
DB_HOST=<<ip>>
DB_DATABASE=imobiliaria
DB_USERNAME=<<org>>
DB_PASSWORD=${DB_PASSWORD}
D4SIGN_URL=https://secure.d4sign.com.br/api/v1
D4SIGN_TOKEN_API=
D4SIGN_CRYPT_KEY=
""",
    "D4Sign token and crypt key are empty and the database password is a ${...} reference filled by the deploy environment",
    syntax="",
)
A.regd(
    "Conversa do WhatsApp com <<fn>> <<ln>>.txt",
    """<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: Qual é a senha do Kenlo mesmo?
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn2>>: Não mando senha por aqui 😅 tá no cofre do Bitwarden, pasta "Portais"
<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>> - <<fn>> <<ln>>: Ah sim, achei. Valeu!
""",
    "WhatsApp chat that mentions the Kenlo password but only points to the Bitwarden vault",
    syntax="",
)
A.regd(
    "<<org>>/scripts/cobranca_pix.py",
    '''"""Gera cobranças Pix (Efí) - credenciais vêm do ambiente."""

import os

from efipay import EfiPay

credenciais = {
    "client_id": os.environ["EFI_CLIENT_ID"],
    "client_secret": os.environ["EFI_CLIENT_SECRET"],
    "sandbox": False,
    "certificate": "/opt/<<org>>/certificados/producao.pem",
}
efi = EfiPay(credenciais)
''',
    "Efí client id and secret are read from os.environ; the certificate is only a path",
)

# b - Poland
B.regd(
    "<<org>>/otodom-sync/config.yml",
    """otodom:
  api_url: https://api.olxgroup.com/advert/v1
  client_id: ${OTODOM_CLIENT_ID}
  client_secret: ${OTODOM_CLIENT_SECRET}
  konto: <<email>>
harmonogram: "*/30 * * * *"
""",
    "Otodom client id and secret are ${...} environment references",
)
B.regd(
    "Pulpit/notatka dla <<fa2>>.txt",
    """PRZEKAZANIE - <<fn>> -> <<fn2>>
1. Asari CRM: login <<email>>, hasło dostaniesz SMS-em od <<fn>> (nie zapisuję tutaj)
2. Otodom: konto firmowe w Asari > Eksporty
3. Hasło do Wi-Fi w biurze: na naklejce pod routerem
""",
    "handover note that says where the passwords are (SMS, router sticker) without giving any",
    syntax="",
)
B.regd(
    "<<org>>/zamki/nuki_otworz.py",
    '''"""Otwiera zamek Nuki - token z menedżera haseł systemowego."""

import keyring
import requests

NUKI_TOKEN = keyring.get_password("nuki-web", "<<org>>")
r = requests.get("https://api.nuki.io/smartlock", headers={"Authorization": f"Bearer {NUKI_TOKEN}"}, timeout=10)
print(len(r.json()))
''',
    "the Nuki Web API token is read from the OS keyring at run time",
)

# c - Morocco
C.regd(
    "<<org>>/paiement/cmi.php",
    """<?php
const CMI_CLIENT_ID = '<<n>>00<<n>>';
const CMI_STORE_KEY = getenv('CMI_STORE_KEY');
const CMI_GATEWAY   = 'https://payment.cmi.co.ma/fim/est3Dgate';
""",
    "the CMI store key comes from getenv(); only the public gateway URL and client id are in the file",
    syntax="",
)
C.regd(
    "Vidéosurveillance/<<place>>_cameras.m3u",
    """#EXTM3U
#EXTINF:-1,Entrée principale - Résidence <<place>>
rtsp://<<lan>>:554/Streaming/Channels/101
#EXTINF:-1,Parking sous-sol
rtsp://<<lan>>:554/Streaming/Channels/201
""",
    "RTSP playlist without userinfo: VLC prompts for the camera login",
    syntax="",
)
C.regd(
    "WhatsApp Chat - Résidence <<place>>/_chat.txt",
    """[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>:<<ss>>] <<fa>>: Salam, lmot de passe dyal wifi tbeddel?
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>:<<ss>>] Syndic <<orgc>>: Ah, tbeddel. Daba mktoub f la loge 3nd l concierge, dowzo 3ndo
[<<d>>/<<mo>>/<<y>> <<hh>>:<<mi>>:<<ss>>] <<fa>>: Mezyan, choukran
""",
    "Darija chat that says the new Wi-Fi password is written at the concierge lodge, without giving it",
    syntax="",
)

# d - Japan
D.regd(
    "<<org>>/freee/config.yml",
    """freee:
  client_id: '<<hex8>><<hex8>>'
  client_secret: ''
  company_id: <<n>>0<<n>>
import:
  account_item: 修繕積立金
""",
    "freee client secret left empty (filled at first OAuth setup)",
)
D.regd(
    "管理人室/引継ぎメモ_<<y>><<mo>>.txt",
    """管理人 引継ぎメモ（<<y>>年<<mo>>月<<d>>日）
・管理人室パソコン：パスワードは管理会社（<<orgc>>）に電話で確認してください
・オートロック管理画面：暗証番号は金庫内の封筒
・パスワード：********（メモには書かない）
""",
    "caretaker handover memo: password masked with asterisks and pointers to the company and the safe",
    syntax="",
)
D.regd(
    "<<org>>/lineworks/public_<<y>>.pem",
    lambda s: (
        "-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"
        + hashlib.sha512(str(s["org"]).encode()).hexdigest()[:20]
        + "\n-----END PUBLIC KEY-----\n"
    ),
    "a public key file (LINE WORKS bot verification), no private material",
    syntax="",
)

# e - Philippines
E.regd(
    "<<org>>-portal/.env",
    """APP_NAME="<<orgc>> HOA Portal"
APP_ENV=production
DATABASE_URL=mysql://treasurer@<<ip>>:3306/hoa_dues
DB_PASSWORD_FILE=/run/secrets/hoa_db_password
PAYMONGO_SECRET_KEY=
""",
    "database URL without a password (read from a Docker secret file) and an empty PayMongo key",
    syntax="",
)
E.regd(
    "<<org>>-dues/server.js",
    """// Monthly dues - PayMongo public key only (client side)
const PAYMONGO_PUBLIC = "pk_live_<<hex8>>";
const checkoutUrl = (lot) => `https://<<dom>>/dues/${lot}`;
module.exports = { PAYMONGO_PUBLIC, checkoutUrl };
""",
    "only a PayMongo publishable (pk_live_) key, which is meant to be public",
    syntax="",
)
E.regd(
    "Viber/HOA Officers <<y>>.txt",
    """[ <<mo>>/<<d>>/<<y>>, <<hh>>:<<mi>> AM ] <<fn>> <<ln>>: Pa-send po ng password ng BDO online
[ <<mo>>/<<d>>/<<y>>, <<hh>>:<<mi>> AM ] Treasurer <<fn2>>: Sa personal chat ko na lang i-send, hindi dito sa GC
[ <<mo>>/<<d>>/<<y>>, <<hh>>:<<mi>> AM ] <<fn>> <<ln>>: Sige po
""",
    "Viber group chat that asks for a password but never gives it",
    syntax="",
)

# f - Georgia
F.regd(
    "<<org>>-ha/config/secrets.yaml",
    """# Home Assistant - secrets are managed by the add-on vault
http_base_url: https://ha.<<dom>>
tuya_client_id: ''
tuya_client_secret: ''
latitude_home: 41.69
""",
    "Home Assistant secrets file with the Tuya client id and secret empty",
)
F.regd(
    "calendar/<<org>>_cleaning_<<y>>.ics",
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<mo>><<d>>T070000Z
UID:<<uuid>>@google.com
SUMMARY:დალაგება - <<place>> <<unit>>
DESCRIPTION:სტუმარი გადის 12:00-ზე. ახალი თეთრეული კარადაში. Wi-Fi პაროლი ბარათზეა მაგიდაზე.
END:VEVENT
END:VCALENDAR
""",
    "cleaning calendar entry that says the Wi-Fi password is on the card in the flat, no value",
    syntax="",
)
F.regd(
    "<<org>>-direct/.env",
    """BOG_CLIENT_ID=<<n>>4<<n>>
BOG_CLIENT_SECRET=${BOG_CLIENT_SECRET}
CURRENCY=GEL
SITE_URL=https://<<dom>>
""",
    "Bank of Georgia client secret is a ${...} reference",
    syntax="",
)

# g - Kenya
G.regd(
    "home/<<fa>>/.bash_history",
    """cd ~/kodi-app
curl -s -X GET "https://api.safaricom.co.ke/oauth/v1/generate?grant_type=client_credentials" -H "Authorization: Basic $MPESA_BASIC"
python3 manage.py c2b_register
""",
    "Daraja OAuth call whose Basic credentials come from a shell variable",
    syntax="",
)
G.regd(
    "<<org>>/mikrotik/hotspot-<<date>>.rsc",
    """# RouterOS 7.14 export hide-sensitive
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=hsprof1
/ip hotspot user
add name=admin-<<fa>> profile=default
add name=b<<n>> profile=student
""",
    "RouterOS export made with hide-sensitive: hotspot users without passwords",
    syntax="",
)
G.regd(
    "<<org>>/kodi/settings.py",
    '''"""Tenant portal - production settings."""

import os

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "kodi",
        "USER": "kodi_app",
        "PASSWORD": os.environ.get("KODI_DB_PASSWORD", ""),
        "HOST": "<<ip>>",
    }
}
''',
    "Django database password read from os.environ",
)

# h - Vietnam
H.regd(
    "<<org>>/dat-coc/vnpay_config.php",
    """<?php
$vnp_TmnCode = getenv('VNP_TMNCODE');
$vnp_HashSecret = getenv('VNP_HASHSECRET');
$vnp_Url = "https://pay.vnpay.vn/vpcpay.html";
""",
    "VNPAY TMN code and hash secret read with getenv()",
    syntax="",
)
H.regd(
    "Bang hang/<<orgc>>_bang_hang_<<date>>.csv",
    """STT,Họ tên,Nhóm,Tài khoản CRM,Mật khẩu,Ghi chú
1,<<fn>>,Sale <<place>>,<<user>>,••••••••,đổi khi vào lần đầu
2,<<fn2>>,Sale <<place>>,<<fa2>>.<<la2>>,••••••••,
""",
    "sales account sheet with the password column masked with bullets",
    syntax="",
)
H.regd(
    "Zalo/Nhom Sale <<place>>_<<date>>.txt",
    """<<fn>> <<hh>>:<<mi>> <<d>>/<<mo>>/<<y>>
Anh ơi mật khẩu Getfly là gì ạ?

<<fn2>> <<hh>>:<<mi>> <<d>>/<<mo>>/<<y>>
Em bấm "Quên mật khẩu" để hệ thống gửi link đặt lại vào email công ty nhé
""",
    "Zalo chat that answers a password question with the reset link flow, no password",
    syntax="",
)

# i - Israel
I.regd(
    "<<org>>/hikcentral/<<place>>_acs.ini",
    """[Database]
Type=PostgreSQL
Host=<<lan>>
Port=7092
Name=hikcentral_acs
User=postgres
Password=
IntegratedSecurity=true
""",
    "HikCentral database section with an empty password (integrated authentication)",
)
I.regd(
    "<<org>>-billing/.env",
    """GREENINVOICE_API_ID=<<uuid>>
GREENINVOICE_API_SECRET=${GREENINVOICE_API_SECRET}
GREENINVOICE_URL=https://api.greeninvoice.co.il/api/v1
""",
    "Morning / Green Invoice secret is an environment reference; the API id alone is not a credential",
    syntax="",
)
I.regd(
    "Mail/Sent/<<date>>_priority.eml",
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: משתמש לפריוריטי
Content-Type: text/plain; charset=UTF-8

היי <<fn2>>, פתחתי לך משתמש (<<user>>). הסיסמה הזמנית נשלחה אליך ב-SMS, לא שולח במייל.
""",
    "Hebrew e-mail that says the temporary password went by SMS, none in the mail",
    syntax="",
)

# j - Nepal
J.regd(
    "home/<<fa>>/.config/rclone/rclone.conf",
    """[wasabi-naksa]
type = s3
provider = Wasabi
env_auth = true
region = ap-southeast-1
endpoint = s3.ap-southeast-1.wasabisys.com
""",
    "rclone S3 remote with env_auth: keys come from the environment",
    syntax="ini",
)
J.regd(
    "<<org>>/rtk/rtkrcv_<<place>>.conf",
    """# rtkrcv options - our own base over local serial radio, no NTRIP login
inpstr1-type       =serial
inpstr1-path       =ttyACM0:115200:8:n:1:off
inpstr2-type       =tcpcli
inpstr2-path       =<<lan>>:9000
inpstr2-format     =rtcm3
""",
    "RTKLIB config whose correction stream is an unauthenticated TCP client, no user or password",
    syntax="",
)
J.regd(
    "Survey/<<fa>>/checksums_<<date>>.sha256",
    lambda s: (
        f"{sha(s, 'a')}  kitta_{s['n']}12.dwg\n{sha(s, 'b')}  naksa_{s['place']}.pdf\n{sha(s, 'c')}  parcels_{s['n']}.gpkg\n"
    ),
    "SHA-256 checksums of survey deliverables, not secrets",
    syntax="",
)

# k - Korea
K.regd(
    "<<org>>/src/main/resources/application-prod.properties",
    """spring.datasource.url=jdbc:mariadb://<<ip>>:3306/consult
spring.datasource.password=${DB_PASSWORD}
toss.payments.client-key=live_ck_<<hex8>><<hex8>>
toss.payments.secret-key=${TOSS_SECRET_KEY}
""",
    "Toss secret key and DB password are ${...} placeholders; the client key is public by design",
    syntax="",
)
K.regd(
    "Users/<<fa>>/AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.5" platform="windows">
	<Servers>
		<Server>
			<Host><<host>></Host>
			<Port>22</Port>
			<Protocol>1</Protocol>
			<User><<user>></User>
			<Logontype>2</Logontype>
			<Name>서류 업로드</Name>
		</Server>
	</Servers>
</FileZilla3>
""",
    "FileZilla site with Logontype 2 (ask for password): no Pass element",
)
K.regd(
    "KakaoTalk_<<y>><<mo>><<d>>_chat.txt",
    """<<ln>><<fn>> 님과 카카오톡 대화
[<<ln>><<fn>>] [오후 2:11] 홈택스 비밀번호 알려주실 수 있나요?
[<<ln2>><<fn2>>] [오후 2:13] 비밀번호는 카톡으로 못 드려요. 사무실 와서 공동인증서로 로그인하세요
""",
    "KakaoTalk chat refusing to share a password",
    syntax="",
)

# l - Uruguay
L.regd(
    "<<org>>/gestion/docker-compose.yml",
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: odoo
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets: [pg_password]
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
    "PostgreSQL password supplied through a Docker secret file, not in the compose file",
)
L.regd(
    "Tesoreria/keepass_export_<<date>>.csv",
    """"Account","Login Name","Password","Web Site","Comments"
"e-BROU cooperativa","<<user>>","","https://www.brou.com.uy","clave en el token físico"
"Agencia Nacional de Vivienda","<<org>>","","https://www.anv.gub.uy",""
""",
    "KeePass CSV export with the password column empty",
    syntax="",
)
L.regd(
    "Actas/<<y>>/acta_asamblea_<<date>>.txt",
    """ACTA DE ASAMBLEA Nº <<n>> - Cooperativa <<orgc>>
2. Salón comunal: se cambió la clave del Wi-Fi. La nueva la tiene la comisión de fomento; pedirla en persona.
3. Se recuerda no compartir contraseñas en el grupo de WhatsApp.
""",
    "assembly minutes that mention a changed Wi-Fi password without writing it",
    syntax="",
)

# m - Taiwan
M.regd(
    "inetpub/<<org>>-booking/web.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Booking" connectionString="Server=<<ip>>;Database=MeetingRooms;Integrated Security=SSPI;TrustServerCertificate=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "SQL Server connection string with Windows integrated security, no password",
)
M.regd(
    "<<org>>-invoice/.env",
    """EZPAY_MERCHANT_ID=3<<n>>5<<n>>2
EZPAY_HASH_KEY=
EZPAY_HASH_IV=
EZPAY_URL=https://inv.ezpay.com.tw/Api/invoice_issue
""",
    "ezPay hash key and IV left empty",
    syntax="",
)
M.regd(
    "LINE/[LINE] 與<<ln>><<fn>>的聊天_<<date>>.txt",
    """[LINE] 與<<ln>><<fn>>的聊天記錄
<<hh>>:<<mi>>\t<<ln>><<fn>>\t請問會議室 Wi-Fi 密碼？
<<hh>>:<<mi>>\t<<orgc>> 櫃台\t密碼貼在會議室白板旁邊喔，每週一更換
""",
    "LINE chat pointing to where the Wi-Fi password is posted, no value",
    syntax="",
)

# n - Fiji
N.regd(
    "<<org>>/payments/windcave.json",
    lambda s: json.dumps(
        {
            "environment": "live",
            "username": f"{s['orgc']}_REST",
            "apiKeyEnv": "WINDCAVE_API_KEY",
            "currency": "FJD",
        },
        indent=2,
    ),
    "Windcave config naming the environment variable that holds the API key",
)
N.regd(
    "<<org>>/unifi/wlanconf_<<date>>.json",
    lambda s: json.dumps(
        {
            "meta": {"rc": "ok"},
            "data": [
                {
                    "name": f"{s['orgc']}_Guest",
                    "security": "open",
                    "is_guest": True,
                    "enabled": True,
                }
            ],
        },
        indent=2,
    ),
    "UniFi WLAN export of an open guest network: no passphrase",
)
N.regd(
    "WhatsApp Chat with <<fn>>.txt",
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>>: Bula Boss, password ni Guesty?
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: Bula, I sent you an invite email - set your own password from the link 👍
""",
    "chat where a new user is told to set her own password from an invite link",
    syntax="",
)

# o - Nigeria
O.regd(
    "<<org>>/paystack/rent-links.js",
    """// Paystack inline (browser) - public key only
const PAYSTACK_PUBLIC = "pk_live_<<hex8>><<hex8>><<hex8>>";
const handler = PaystackPop.setup({ key: PAYSTACK_PUBLIC, email: "<<email2>>", amount: 180000000 });
""",
    "Paystack publishable key (pk_live_) used in the browser, not a secret",
    syntax="",
)
O.regd(
    "Burp/<<org>>_remita_<<date>>.txt",
    """POST /remita/ecomm/login.reg HTTP/1.1
Host: login.remita.net
Content-Type: application/x-www-form-urlencoded

username=<<fa>>%40<<org>>.com.ng&password=&rememberMe=false
""",
    "captured login request with an empty password field",
    syntax="",
)
O.regd(
    "WhatsApp Chat with Landlord <<fa>>.txt",
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>>: Sir abeg send the portal password
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: I no fit send am for WhatsApp o. Come office tomorrow, I go type am for you
""",
    "Pidgin chat refusing to send a password",
    syntax="",
)

# p - Turkey
P.regd(
    "home/<<fa>>/.zsh_history",
    """: <<ts>>:0;ping -c 3 <<lan>>
: <<ts>>:0;curl --digest -u admin http://<<lan>>/ISAPI/System/deviceInfo
: <<ts>>:0;ssh -i ~/.ssh/id_ed25519 teknik@<<ip>>
""",
    "curl -u with a user only (curl prompts for the password) and SSH by key file",
    syntax="",
)
P.regd(
    "<<org>>/ZKBioSecurity/database.properties",
    """database.type=postgresql
database.host=<<lan>>
database.port=5442
database.username=postgres
database.password=${ZK_DB_PASSWORD}
""",
    "ZKBioSecurity database password is a ${...} reference",
    syntax="",
)
P.regd(
    "Taramalar/servis_formu_<<date>>.txt",
    """<<orgc>> GÜVENLİK SİSTEMLERİ - SERVİS FORMU
Müşteri: <<place>> Sitesi Yönetimi     Tarih: <<d>>.<<mo>>.<<y>>
Yapılan iş: kapı paneli değişimi
Cihaz admin şifresi: site yöneticisine kapalı zarfta teslim edildi
""",
    "service form noting the device password was handed over in a sealed envelope",
    syntax="",
)
