# ruff: noqa: E501
"""Decoys of the hundred-and-twenty-fourth corpus: files that look like the formats but hold no
live credential, three per family, each with a ``why``."""

from __future__ import annotations

import json

from hundredtwentyfourth_formats_a import F as A
from hundredtwentyfourth_formats_b import F as B
from hundredtwentyfourth_formats_c import F as C
from hundredtwentyfourth_formats_d import F as D
from hundredtwentyfourth_formats_e import F as E
from hundredtwentyfourth_formats_f import F as FF
from hundredtwentyfourth_formats_g import F as G
from hundredtwentyfourth_formats_h import F as H
from hundredtwentyfourth_formats_i import F as II
from hundredtwentyfourth_formats_j import F as J
from hundredtwentyfourth_formats_k import F as K
from hundredtwentyfourth_formats_l import F as L
from hundredtwentyfourth_formats_m import F as M
from hundredtwentyfourth_formats_n import F as N
from hundredtwentyfourth_formats_o import F as O
from hundredtwentyfourth_formats_p import F as P
from hundredtwentyfourth_spec import regd

# a: Turkey intercity bus
regd(
    A,
    "srv/<<org>>/BiletRezervasyon/appsettings.Production.json",
    lambda s: json.dumps(
        {
            "ConnectionStrings": {
                "Rezervasyon": f"Server={s['ip']},1433;Database=BiletDB;Integrated Security=SSPI;TrustServerCertificate=True"
            }
        },
        indent=2,
    ),
    "SQL Server reached with Windows integrated security: no password in the connection string",
)
regd(
    A,
    "Telefon/WhatsApp/<<fa>>_sohbet_<<year>>.txt",
    """<<dmy>> <<time>> - <<first>> <<last>>: Tabletin şifresini unuttum
<<dmy>> <<time>> - Hareket Memuru: Şifreyi WhatsApp'tan yazmıyorum, yazıhaneye gel Hakan Bey sıfırlasın
<<dmy>> <<time>> - <<first>> <<last>>: tamam akşam uğrarım
""",
    "chat that mentions a password but refuses to give one",
)
regd(
    A,
    "Belgeler/acenteler_<<year>>.csv",
    """Acente;Şehir;Yetkili;Kullanıcı;Şifre
<<city>> Otogar Yazıhanesi;<<city>>;<<first>> <<last>>;<<user>>;••••••••
Esenler Peron <<num>>;İstanbul;Hakan Aydın;haydin;••••••••
""",
    "password column masked with bullets in the export",
)
# b: Kenya matatu SACCO
regd(
    B,
    "srv/<<org>>/fare-api/.env.example",
    """MPESA_ENV=production
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
MPESA_CALLBACK_URL=https://api.<<dom>>/mpesa/callback
""",
    "Daraja .env template with every key empty",
)
regd(
    B,
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
    "Traccar on its embedded H2 database with the default empty password",
)
regd(
    B,
    "WhatsApp/Chat_<<org>>_stage_<<num>>.txt",
    """[<<slash>>, <<secs>>] <<first>> <<last>>: Boss nipe password ya tablet
[<<slash>>, <<secs>>] Ofisi <<org>>: Siwezi kutuma hapa, kuja ofisini kesho asubuhi
""",
    "Swahili chat asking for a password that is never sent",
)
# c: Ethiopia depot
regd(
    C,
    "srv/<<org>>/ticketing/ticketing/settings.py",
    """import os

DEBUG = False
CHAPA_SECRET_KEY = os.environ["CHAPA_SECRET_KEY"]
CHAPA_CALLBACK_URL = "https://pass.<<dom>>/chapa/callback/"
""",
    "Chapa key read from the environment",
)
regd(
    C,
    "home/<<user>>/telebirr/merchant_public.pem",
    """-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAu1SU1LfVLPHCozMxH2Mo
4lgOEePzNm0tRgeLezV6ffAt0gunVTLw7onLRnrq0/IzW7yWR7QkrmBL7jTKEn5u
+qKhbwKfBstIs+bMY2Zkp18gnTxKLxoS2tFczGkPLPgizskuemMghRniWaoLcyeh
kd3qqGElvW/VDL5AaWTg0nLVkjRo9z+40RQzuVaE8AkAFmxZzow3x+VJYKdjykkJ
0iT9wCS0DRTXu269V264Vf/3jvredZiKRkgwlL9xNAwxXFg0x/XFw005UWVRIkdg
cKWTjpBP2dPwVZ4WWC+9aGVd+Gyn1o0CLelf4rEjGoXbAAEgAqeGUxrcIlbjXfbc
mwIDAQAB
-----END PUBLIC KEY-----
""",
    "a public key (the telebirr platform's), nothing private",
)
regd(
    C,
    "Documents/sms_<<fa>>_<<date>>.txt",
    """<<first>> <<last>> (<<phone>>)  <<dmy>> <<time>>
የዋይፋይ የይለፍ ቃል ተቀይሯል?

እኔ  <<dmy>> <<time>>
አዎ፣ ከቢሮ ወረቀቱን ውሰድ
""",
    "Amharic SMS about a changed Wi-Fi password; the answer points to a paper slip",
)
# d: India ticket office
regd(
    D,
    "ProgramData/<<org>>/Counter/terminal.ini",
    """[Proxy]
Host=<<ip>>
Port=3128
Auth=NTLM
UseLoggedOnUser=1
""",
    "proxy authenticated with the logged-on Windows user: no stored password",
)
regd(
    D,
    "home/<<user>>/razorpay/refunds.py",
    """import os

import razorpay

client = razorpay.Client(auth=(os.environ["RZP_KEY_ID"], os.environ["RZP_KEY_SECRET"]))
""",
    "Razorpay credentials read from environment variables",
)
regd(
    D,
    "Users/<<user>>/AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.5" platform="windows">
    <Servers>
        <Server>
            <Host><<ip>></Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <User>pisboard</User>
            <Logontype>2</Logontype>
            <Name>PIS board (ask for password)</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "FileZilla site with logon type 'ask for password': none stored",
)
# e: Korea metro
regd(
    E,
    "opt/<<org>>/regular-pass/application.yml",
    """toss:
  client-key: ${TOSS_CLIENT_KEY}
  secret-key: ${TOSS_SECRET_KEY}
""",
    "Toss keys are placeholders filled from the environment",
)
regd(
    E,
    "Desktop/인수인계_<<date>>.txt",
    """야간 근무 인수인계 (<<date>>)

- 관제 PC 비밀번호 변경됨 → 팀장님께 직접 확인
- 2호선 <<num>>편성 출입문 점검 완료
""",
    "handover note says the password changed but does not give it",
)
regd(
    E,
    "etc/pid-agent/config.toml",
    """[mqtt]
broker = "ssl://<<ip>>:8883"
client_id = "pid-<<num>>"
tls_cert = "/etc/pid-agent/client.crt"
tls_key = "/etc/pid-agent/client.key"
""",
    "MQTT with a client certificate: only file paths, no secret",
)
# f: Japan tram workshop
regd(
    FF,
    "srv/<<org>>/kenshu/config/database.yml",
    """production:
  adapter: postgresql
  host: <<ip>>
  database: kenshu_production
  username: kenshu
  password: <%= ENV["KENSHU_DB_PASSWORD"] %>
""",
    "Rails database password from an ERB environment lookup",
)
regd(
    FF,
    "home/<<user>>/checksums_<<date>>.txt",
    """sha256sum 検修データ
3f0a9b6c1d2e4f5a6b7c8d9e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f90  kenshu_<<date>>.sql.gz
a1b2c3d4e5f60718293a4b5c6d7e8f9012345678909abcdef0123456789abcde  parts_<<date>>.xlsx
""",
    "SHA-256 checksums of backup files",
)
regd(
    FF,
    "root/.bash_history",
    """curl --digest -u root "http://<<ip>>/axis-cgi/jpg/image.cgi" -o kasen.jpg
ssh -i ~/.ssh/id_ed25519 pi@<<ip>>
""",
    "curl prompts for the password; SSH by key file",
)
# g: Thailand school vans
regd(
    G,
    "etc/wpa_supplicant/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=TH

network={
    ssid="<<org>>-guest"
    key_mgmt=NONE
}
""",
    "open Wi-Fi network: no PSK",
)
regd(
    G,
    "srv/<<org>>/fees/omise.js",
    """const omise = require('omise')({
  publicKey: process.env.OMISE_PUBLIC_KEY,
  secretKey: process.env.OMISE_SECRET_KEY,
});
""",
    "Omise keys from environment variables",
)
regd(
    G,
    "LINE/[LINE] กลุ่มคนขับรถรับส่ง_<<date>>.txt",
    """<<slash>>
06:<<num>>	<<first>> <<last>>	ลืมรหัสผ่านแอป GPS ครับ
06:<<num>>	แอดมิน <<org>>	กด "ลืมรหัสผ่าน" ในแอปนะคะ ระบบจะส่ง OTP ไปที่เบอร์
""",
    "Thai chat about a forgotten password, answered with a reset procedure",
)
# h: Greece ferry agent
regd(
    H,
    "home/<<user>>/.my.cnf",
    """[client]
host=<<ip>>
user=kratiseis
database=kratiseis_<<year>>
""",
    "MySQL client file without a password line (prompted at login)",
    "ini",
)
regd(
    H,
    "srv/<<org>>/invoicing/.env",
    """MYDATA_ENV=production
MYDATA_USER_ID=
MYDATA_SUBSCRIPTION_KEY=
MYDATA_URL=https://mydatapi.aade.gr/myDATA
""",
    "myDATA .env with empty user and key",
)
regd(
    H,
    "Documents/σημειώσεις_γραφείου.md",
    """# Σημειώσεις γραφείου λιμανιού

* Wi-Fi γραφείου: <<org>>-limani (ο κωδικός είναι στο πίσω μέρος του router)
* Εκτυπωτής εισιτηρίων: Star TSP143
""",
    "Greek note pointing to the router label instead of giving the code",
)
# i: Nigeria start-up
regd(
    II,
    "srv/<<org>>/payments/.env",
    """PORT=4000
PAYSTACK_PUBLIC_KEY=pk_live_<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>
PAYSTACK_SECRET_KEY=
""",
    "only the Paystack public key; the secret key is empty",
)
regd(
    II,
    "infra/<<org>>/overlays/prod/secret-db.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: booking-db
spec:
  secretStoreRef:
    name: gcp-secret-manager
    kind: ClusterSecretStore
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: <<org>>-prod-db-password
""",
    "ExternalSecret pointing at a secret-manager entry: no value",
)
regd(
    II,
    "deploy/docker-compose.prod.yml",
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: tikiti
      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password
    secrets:
      - pg_password
secrets:
  pg_password:
    file: ./secrets/pg_password.txt
""",
    "Postgres password from a Docker secret file",
)
# j: Bolivia cable car
regd(
    J,
    "var/www/<<org>>/torniquetes/conexion.php",
    """<?php
$pdo = new PDO('mysql:host=<<ip>>;dbname=torniquetes', getenv('DB_USER'), getenv('DB_PASS'));
""",
    "PDO credentials from getenv()",
)
regd(
    J,
    "opt/<<org>>/cctv/cameras.csv",
    """camara,estacion,url
cabina_<<num>>,<<city>>,rtsp://<<ip>>:554/live/ch0
anden_<<num>>,<<city>>,rtsp://<<ip>>:554/live/ch1
""",
    "camera URLs without userinfo",
)
regd(
    J,
    "Descargas/chat_boleteria_<<org>>.txt",
    """<<slash>> <<time>> - <<first>> <<last>>: Jefe, ¿me pasa la clave de boletería?
<<slash>> <<time>> - Jefe de Estación: Pídela a sistemas por ticket, por chat no se manda
""",
    "Spanish chat refusing to send a password",
)
# k: Vietnam night bus
regd(
    K,
    "var/www/<<org>>/.env",
    """APP_ENV=production
DB_CONNECTION=sqlite
DB_DATABASE=/var/www/<<org>>/database/datve.sqlite
""",
    "Laravel on SQLite: no database password",
)
regd(
    K,
    "etc/config/wireless",
    """config wifi-iface 'default_radio0'
\toption device 'radio0'
\toption mode 'ap'
\toption ssid '<<org>>_xe_free'
\toption encryption 'none'
""",
    "open on-board Wi-Fi, encryption none",
)
regd(
    K,
    "src/main/resources/vnpay.properties",
    """vnp_TmnCode=${VNP_TMN_CODE}
vnp_HashSecret=${VNP_HASH_SECRET}
vnp_Url=https://pay.vnpay.vn/vpcpay.html
""",
    "VNPay properties with environment placeholders",
)
# l: Iran freight yard
regd(
    L,
    "ProgramData/<<org>>/WagonTrack/db.udl",
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Integrated Security=SSPI;Persist Security Info=False;Initial Catalog=WagonTrack;Data Source=<<ip>>
""",
    "data link with integrated security: no password",
)
regd(
    L,
    "home/<<user>>/.ssh/id_rsa.pub",
    """ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQDH5wq8dYt3X1c0s9Y3Qz4sLJk2n0bq3m8fX1x9VQn5p6dJk1yH3s7f2u1P0qZr8W2gT5vN9cE4xK7mA3bL6oR1tY8iU0pS2dF4hJ6kL9zX1cV3bN5mQ7wE9rT2yU4iO6pA8sD0fG1hJ3kL5zX7cV9bN2mQ4wE6rT8yU0iO2pA4sD6fG8hJ0kL2zX4cV6bN8mQ0wE2rT4yU6iO8pA0sD2fG4hJ6kL8zX0cV2bN4mQ6wE8rT0yU2iO4pA6sD8fG0hJ2kL4zX6cV8bN0mQ2wE4rT6yU8iO0pA2sD4fG6hJ8kL0z deploy@<<org>>
""",
    "an SSH public key",
)
regd(
    L,
    "Telegram Desktop/copied_<<org>>_<<num>>.txt",
    """<<first>> <<last>>, [<<date>> <<time>>]
رمز سامانه رو دارید؟

سرپرست شیفت, [<<date>> <<time>>]
رمز رو تلفنی می‌گم، اینجا نمی‌نویسم
""",
    "Persian chat: the password will be given by phone, not written",
)
# m: Georgia terminal
regd(
    M,
    "srv/<<org>>/web/.env",
    """APP_ENV=prod
TBC_CLIENT_ID=
TBC_API_KEY=
TBC_CLIENT_SECRET=
""",
    "TBC .env with empty values",
)
regd(
    M,
    "etc/cron.d/<<org>>-barrier",
    """*/10 * * * * curl -s --netrc-file /etc/barrier.netrc http://<<ip>>/api/v1/events >> /var/log/barrier.log
""",
    "curl reads credentials from a separate netrc file",
)
regd(
    M,
    "opt/<<org>>/board/controller.json",
    lambda s: json.dumps(
        {
            "board": f"platform-{s['num']}",
            "admin": {"user": "ledadmin", "password": ""},
            "auth": "disabled",
        },
        indent=2,
    ),
    "LED controller JSON with an empty admin password",
)
# n: Brazil fare card
regd(
    N,
    "opt/<<org>>/backoffice/application.properties",
    """spring.datasource.url=jdbc:oracle:thin:@<<ip>>:1521/BILHETAGEM
spring.datasource.username=sbe_app
spring.datasource.password=${SBE_DB_PASSWORD}
""",
    "Spring datasource password from an environment placeholder",
)
regd(
    N,
    "home/<<user>>/.aws/credentials",
    """[default]
credential_process = /usr/local/bin/aws-vault export --format=json bilhetagem
region = sa-east-1
""",
    "AWS credentials fetched by a credential process, none stored",
    "ini",
)
regd(
    N,
    "WhatsApp/Conversa do WhatsApp com <<fa>>.txt",
    """[<<slash>> <<secs>>] <<first>> <<last>>: Qual a senha de manutenção do validador?
[<<slash>> <<secs>>] Suporte <<org>>: Não passo por aqui, abre chamado no portal que o técnico vai até a garagem
""",
    "Portuguese chat asking for a password that is not given",
)
# o: Bangladesh factory shuttle
regd(
    O,
    "srv/<<org>>/fare/.env",
    """APP_ENV=production
SSLCZ_STORE_ID=
SSLCZ_STORE_PASSWORD=
SSLCZ_TESTMODE=true
""",
    "SSLCommerz .env with empty store id and password",
)
regd(
    O,
    "Users/<<user>>/Documents/shuttle_roster.ps1",
    """$cred = Get-Credential -Message "HR ERP login"
Invoke-Sqlcmd -ServerInstance "<<ip>>" -Database "HRERP" -Credential $cred -Query "SELECT COUNT(*) FROM dbo.ShuttleRoster"
""",
    "PowerShell prompts for the credential",
)
regd(
    O,
    "backup/network/<<org>>_gate_<<date>>.cfg",
    """!
hostname <<org>>-gate-rtr
!
username transport privilege 15 secret 9 $9$<<hex8>>$Zq0KJX3x9dOc1mVf7uL2tH5wYbNs4rEaG6iPkTqCjMo
!
end
""",
    "Cisco type 9 (scrypt) secret: a one-way hash, not a password",
)
# p: Fiji tour coaches
regd(
    P,
    "var/www/<<org>>/wp-config.php",
    """<?php
define( 'DB_NAME', 'wp_pickups' );
define( 'DB_USER', getenv('WP_DB_USER') );
define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
""",
    "WordPress DB password from getenv()",
)
regd(
    P,
    "home/<<user>>/.config/rclone/rclone.conf",
    """[dashcam-b2]
type = b2
env_auth = true
hard_delete = false
""",
    "rclone B2 remote using environment authentication",
)
regd(
    P,
    "WhatsApp/WhatsApp Chat with <<fa>>.txt",
    """<<slash>>, <<time>> - <<first>> <<last>>: Bhaiya computer ke password bhej do
<<slash>>, <<time>> - Depot Manager: phone pe nahi bhejega, kal subah office aao
""",
    "Fiji Hindi chat refusing to send the password",
)
