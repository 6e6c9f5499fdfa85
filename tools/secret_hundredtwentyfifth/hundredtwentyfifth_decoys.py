"""The hundred-and-twenty-fifth corpus's decoys: 48 files (three per family) that look like the
formats but hold no live credential, each with its ``why``."""

# ruff: noqa: E501

from __future__ import annotations

from hundredtwentyfifth_formats_a import F as A
from hundredtwentyfifth_formats_b import F as B
from hundredtwentyfifth_formats_c import F as C
from hundredtwentyfifth_formats_d import F as D
from hundredtwentyfifth_formats_e import F as E
from hundredtwentyfifth_formats_f import F as FJ
from hundredtwentyfifth_formats_g import F as G
from hundredtwentyfifth_formats_h import F as H
from hundredtwentyfifth_formats_i import F as I_
from hundredtwentyfifth_formats_j import F as J
from hundredtwentyfifth_formats_k import F as K
from hundredtwentyfifth_formats_l import F as L
from hundredtwentyfifth_formats_m import F as M
from hundredtwentyfifth_formats_n import F as N
from hundredtwentyfifth_formats_o import F as O
from hundredtwentyfifth_formats_p import F as P
from hundredtwentyfifth_spec import jdump, regd

# a: Georgian guesthouse -----------------------------------------------------------------
regd(
    A,
    "chats/<<org>>/_chat_decoy.txt",
    """[<<dmys>>, <<time>>:<<secs>>] <<fn>> <<ln>>: ვაი-ფაის პაროლი რა არის?
[<<dmys>>, <<time2>>:10] <<fn2>>: მაცივარზე ბარათია, იქ წერია 🙂
[<<dmys>>, <<time2>>:30] <<fn>> <<ln>>: ნახე, მადლობა
""",
    "chat that asks for the Wi-Fi password and points to a card on the fridge; no value given",
)
regd(
    A,
    "sites/<<org>>/.env.example",
    """APP_NAME=<<orgcap>>
APP_ENV=production
TBC_PAY_API_KEY=
TBC_PAY_CLIENT_ID=
TBC_PAY_CLIENT_SECRET=
TBC_PAY_CALLBACK=https://<<dom>>/payment/tbc/callback
""",
    "TBC Pay .env template with every credential left empty",
    syntax="",
)
regd(
    A,
    "cctv/<<org>>_cams_public.xspf",
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" version="1">
  <title>ეზო</title>
  <trackList>
    <track><location>rtsp://<<lan>>:554/Streaming/Channels/102</location><title>ეზო (ანონიმური ნაკადი)</title></track>
  </trackList>
</playlist>
""",
    "RTSP playlist without userinfo: the sub-stream is published for anonymous viewing",
    syntax="xml",
)

# b: Hanoi hostel ------------------------------------------------------------------------
regd(
    B,
    "scripts/cloudbeds_sync_env.py",
    '''"""Đồng bộ Cloudbeds: khóa API đọc từ biến môi trường."""

import os

CLOUDBEDS_API_KEY = os.environ["CLOUDBEDS_API_KEY"]
PROPERTY_ID = os.environ.get("CLOUDBEDS_PROPERTY_ID", "<<num>>")
''',
    "Cloudbeds script that reads its API key from the environment",
)
regd(
    B,
    "exports/hotspot_operators_masked.csv",
    """Tên,Email,Mật khẩu,Ghi chú
reception,<<email>>,••••••••••,Quầy lễ tân tầng 1
rooftop-bar,<<email2>>,••••••••,Bar sân thượng
""",
    "hotspot operator export with the password column masked by bullets",
    syntax="",
)
regd(
    B,
    "zalo/<<fa>>_decoy.txt",
    """<<fn>> <<ln>>  <<time>>
mk KiotViet mới là gì anh?

<<fn2>>  <<time2>>
anh đã gửi qua Bitwarden rồi, em mở link trong email nhé, không gửi ở đây
""",
    "Zalo chat where the password is deliberately sent through a password manager, not the chat",
    syntax="",
)

# c: Almaty front office -----------------------------------------------------------------
regd(
    C,
    "opera/interfaces/IFC8_template.ini",
    """[IFC]
PropertyCode=ALA<<n>>
IFCType=PBX

[Database]
Server=<<host>>
User=OPERA
Password=
SID=OPERA
""",
    "IFC8 interface INI with an empty database password",
)
regd(
    C,
    "backup/<<fa>>/AmbianceEncoder.integrated.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="AmbianceDb" connectionString="Data Source=<<host>>\\SQLEXPRESS;Initial Catalog=Ambiance;Integrated Security=SSPI" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "encoder connection string with Windows integrated security, no password",
    syntax="xml",
)
regd(
    C,
    "notes/смена_<<date>>_decoy.txt",
    """Смена <<dmy>>, ночь
— пароль от Opera сменили, новый у старшего администратора (в сейфе, конверт №3)
— энкодер №2 перезагружен
""",
    "handover note that says the password changed and where it is kept, without the value",
    syntax="",
)

# d: Santorini IT contractor ---------------------------------------------------------------
regd(
    D,
    "clients/<<org>>/keys/id_rsa_<<fa>>.pub",
    "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ<<pub>> <<fa>>@<<org>>-contractor\n",
    "an SSH public key, not the private half",
    syntax="",
)
regd(
    D,
    "ansible/inventories/<<org>>/hosts_vault.yml",
    """all:
  children:
    hotel:
      hosts:
        pms-win:
          ansible_host: <<ip>>
          ansible_user: Administrator
          ansible_password: "{{ vault_pms_admin_password }}"
          ansible_connection: winrm
""",
    "Ansible inventory that takes the password from an ansible-vault variable",
)
regd(
    D,
    "viber/<<fa>>_decoy.txt",
    """[<<dmy>> <<time>>] <<fn>> <<ln>>: Ποιος είναι ο κωδικός του UniFi;
[<<dmy>> <<time2>>] <<fn2>>: Δεν τον στέλνω στο Viber, θα σε πάρω τηλέφωνο σε 5'
""",
    "Viber chat that refuses to send the password in the chat",
    syntax="",
)

# e: Hakone ryokan ---------------------------------------------------------------------
regd(
    E,
    "app/config/initializers/payjp_env.rb",
    """require 'payjp'

Payjp.api_key = ENV.fetch('PAYJP_SECRET_KEY')
""",
    "PAY.JP initializer that reads the secret key from the environment",
    syntax="",
)
regd(
    E,
    "nas/hyperbackup_checksums.txt",
    """<<sha>>  yoyaku_<<date>>.sql.gz
<<sha>>  photos_<<date>>.tar
""",
    "SHA-256 checksums of backup files",
    syntax="",
)
regd(
    E,
    "LINE/[LINE] decoy.txt",
    """[LINE] <<fn2>>とのトーク履歴

<<year>>/<<mo>>/<<dd>>(水)
<<time>>\t<<ln>><<fn>>\t楽天のパスワード教えて
<<time2>>\t<<fn2>>\t事務所の金庫の中の紙に書いてあります
""",
    "LINE chat that points to a paper in the office safe; no password",
    syntax="",
)

# f: Fiji bure resort ------------------------------------------------------------------
regd(
    FJ,
    "public_html/wp-config-sample.php",
    """<?php
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', getenv( 'WP_DB_PASSWORD' ) );
define( 'DB_HOST', 'localhost' );
""",
    "wp-config that reads the database password from the environment",
    syntax="",
)
regd(
    FJ,
    "unifi/site_export_open.json",
    lambda s: jdump(
        {
            "site": "default",
            "wlanconf": [{"name": f"{s['orgcap']}-Guest", "security": "open", "is_guest": True}],
            "radiusprofile": [],
        }
    ),
    "UniFi export with only an open guest network and no RADIUS profile",
)
regd(
    FJ,
    "WhatsApp Chat - decoy.txt",
    """[<<mdy>>, <<time>>:<<secs>>] <<fn>> <<ln>>: Bula, password ni Little Hotelier?
[<<mdy>>, <<time2>>:02] <<fn2>>: Use "forgot password", it goes to the manager's email
""",
    "chat that sends the user to the password reset; no value",
    syntax="",
)

# g: Shenzhen capsule hotel ------------------------------------------------------------
regd(
    G,
    "pay-service/WxPayConfigEnv.java",
    """package cn.<<org>>.pay;

public final class WxPayConfigEnv {
    public static final String API_V3_KEY = System.getenv("WXPAY_API_V3_KEY");
    private WxPayConfigEnv() {}
}
""",
    "WeChat Pay config that reads the APIv3 key from the environment",
    syntax="",
)
regd(
    G,
    "config/alipay_public_key.properties",
    """# 支付宝公钥（验签用）
alipay.public-key=MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA<<pub>>
""",
    "the Alipay platform public key used to verify signatures (public material)",
    syntax="",
)
regd(
    G,
    "wechat/前台群_decoy.txt",
    """<<ln>><<fn>>: 美团后台密码改了，谁需要私聊我
<<fn2>>: 好的
""",
    "WeChat group message announcing a password change without the password",
    syntax="",
)

# h: Seoul residence -------------------------------------------------------------------
regd(
    H,
    "src/main/resources/application-env.yml",
    """toss:
  payments:
    client-key: ${TOSS_CLIENT_KEY}
    secret-key: ${TOSS_SECRET_KEY}
""",
    "Spring config with Toss keys as environment placeholders",
)
regd(
    H,
    "nas/docker/residence/docker-compose.secrets.yml",
    """services:
  db:
    image: mariadb:11
    environment:
      MARIADB_PASSWORD_FILE: /run/secrets/db_password
    secrets: [db_password]
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "compose file that takes the database password from a Docker secret file",
)
regd(
    H,
    "KakaoTalk/KakaoTalk_decoy.txt",
    """<<fn2>> 님과 카카오톡 대화

[<<ln>><<fn>>] [오후 3:12] 도어락 앱 비밀번호 뭐예요?
[<<fn2>>] [오후 3:13] 관리사무소 금고에 있어요. 카톡으로는 못 보내요
""",
    "KakaoTalk chat refusing to send the password",
    syntax="",
)

# i: Nairobi night audit ---------------------------------------------------------------
regd(
    I_,
    "mpesa-callback/.env.example",
    """MPESA_ENV=production
MPESA_SHORTCODE=
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
""",
    "Daraja .env template with empty values",
    syntax="",
)
regd(
    I_,
    "night_audit/send_report_env.py",
    """import os
import smtplib

SMTP_USER = "nightaudit@<<dom>>"
SMTP_PASS = os.environ["NIGHT_AUDIT_SMTP_PASS"]
""",
    "SMTP script that reads the password from the environment",
)
regd(
    I_,
    "scans/logbook_decoy.txt",
    """DAFTARI LA ZAMU YA USIKU - <<dmys>>
Opera night audit login: <<user>>
nenosiri: (muulize supervisor)
""",
    "logbook line that says to ask the supervisor for the password",
    syntax="",
)

# j: Kandy homestays -------------------------------------------------------------------
regd(
    J,
    "credentials/public_cert.pem",
    """-----BEGIN CERTIFICATE-----
MIIC<<pub>>
-----END CERTIFICATE-----
""",
    "a public certificate, no private key",
    syntax="",
)
regd(
    J,
    "booking-portal/.env.example",
    """PAYHERE_MODE=live
PAYHERE_MERCHANT_ID=
PAYHERE_MERCHANT_SECRET=
""",
    "PayHere .env template with an empty merchant secret",
    syntax="",
)
regd(
    J,
    "viber/<<fa>>_decoy.txt",
    """[<<dmys>> <<time>>] <<fn>> <<ln>>: මුරපදය මොකක්ද?
[<<dmys>> <<time2>>] <<fn2>>: SMS එකෙන් OTP එක එයි, ඒක දාන්න
""",
    "Viber chat pointing to an SMS one-time code; no password",
    syntax="",
)

# k: Everest lodge ---------------------------------------------------------------------
regd(
    K,
    "lodge_site/settings/production_env.py",
    """import os

KHALTI_SECRET_KEY = os.environ.get("KHALTI_SECRET_KEY", "")
""",
    "Django settings that read the Khalti key from the environment",
)
regd(
    K,
    "router/etc/config/wireless_open",
    """config wifi-iface 'guest'
	option device 'radio0'
	option mode 'ap'
	option ssid '<<orgcap>>_Free'
	option encryption 'none'
""",
    "OpenWrt wireless config of an open network, no key",
    syntax="",
)
regd(
    K,
    "ledger/checksums_<<n>>.txt",
    """sha1 <<sha1>>  bookings_<<date>>.csv
""",
    "a SHA-1 checksum line",
    syntax="",
)

# l: Brazilian motel -------------------------------------------------------------------
regd(
    L,
    "pagamentos/mercadopago_env.js",
    """import { MercadoPagoConfig } from 'mercadopago';

const client = new MercadoPagoConfig({ accessToken: process.env.MP_ACCESS_TOKEN });
export default client;
""",
    "Mercado Pago client reading the access token from the environment",
    syntax="",
)
regd(
    L,
    "nfe/config_vazio.properties",
    """nfe.ambiente=1
nfe.certificado.arquivo=C:/Motel/cert/<<org>>.pfx
nfe.certificado.senha=
""",
    "NF-e properties with an empty certificate password",
    syntax="",
)
regd(
    L,
    "WhatsApp Chat - Recepção decoy.txt",
    """[<<dmys>> <<time>>:<<secs>>] <<fn>> <<ln>>: qual a senha do sistema?
[<<dmys>> <<time2>>:05] <<fn2>>: tá no caderno da gerência, não mando por aqui
""",
    "chat that keeps the password in the manager's notebook",
    syntax="",
)

# m: Marrakech riad --------------------------------------------------------------------
regd(
    M,
    "backup/<<fa>>/FileZilla/sitemanager_key.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.5" platform="windows">
  <Servers>
    <Server>
      <Host>sftp.<<dom>></Host>
      <Port>22</Port>
      <Protocol>1</Protocol>
      <User><<org>>_web</User>
      <Logontype>5</Logontype>
      <Keyfile>C:\\Users\\<<fa>>\\.ssh\\riad.ppk</Keyfile>
    </Server>
  </Servers>
</FileZilla3>
""",
    "FileZilla site logging in with a key file; no stored password",
)
regd(
    M,
    "print/carte_bienvenue_decoy.txt",
    """مرحبا بكم — Bienvenue — Welcome
<<orgcap>>

WIFI : demandez le code à la réception
""",
    "welcome card that tells guests to ask reception for the Wi-Fi code",
    syntax="",
)
regd(
    M,
    "paiement/cmi_config_env.php",
    """<?php
$cmiClientId = getenv('CMI_CLIENT_ID');
$cmiStoreKey = getenv('CMI_STORE_KEY');
""",
    "CMI config reading the store key from the environment",
    syntax="",
)

# n: Tel Aviv revenue -----------------------------------------------------------------
regd(
    N,
    "rms/upload_pace_key.py",
    """import paramiko

HOST = "sftp.ideas.com"
USER = "<<org>>_g3"
KEY = paramiko.Ed25519Key.from_private_key_file("/home/rm/.ssh/ideas_ed25519")
""",
    "SFTP upload that authenticates with a key file path, no password",
)
regd(
    N,
    "rate-shopper/.env.example",
    """OTAINSIGHT_API_URL=https://api.otainsight.com/v3
OTAINSIGHT_API_KEY=
""",
    "rate shopper .env template with an empty key",
    syntax="",
)
regd(
    N,
    "WhatsApp Chat decoy.txt",
    """<<dmys>>, <<time>> - <<fn>> <<ln>>: שלחתי לך את הסיסמה ב-1Password
<<dmys>>, <<time2>> - <<fn2>>: קיבלתי, תודה
""",
    "Hebrew chat mentioning a password shared through 1Password; no value",
    syntax="",
)

# o: Bangkok AV crew ------------------------------------------------------------------
regd(
    O,
    "obs-studio/plugin_config/obs-websocket/config_noauth.json",
    lambda s: jdump(
        {"auth_required": False, "server_enabled": True, "server_password": "", "server_port": 4455}
    ),
    "obs-websocket config with authentication off and an empty password",
)
regd(
    O,
    "ptz/presets_anon.py",
    """import requests

CAM = "http://<<lan>>"


def recall(preset: int) -> None:
    requests.get(f"{CAM}/cgi-bin/ptzctrl.cgi?ptzcmd&poscall&{preset}", timeout=5)
""",
    "PTZ script calling a camera that needs no authentication",
)
regd(
    O,
    "LINE/[LINE] AV decoy.txt",
    """[LINE] AV Team
<<time>>\t<<fn>>\tรหัสผ่าน Q-SYS อยู่ไหน
<<time2>>\t<<fn2>>\tอยู่ในแฟ้มสีฟ้าที่ห้องควบคุม
""",
    "LINE chat pointing to a binder in the control room; no password",
    syntax="",
)

# p: Camino albergue ------------------------------------------------------------------
regd(
    P,
    "servidor/.pgpass_decoy",
    """# host:port:database:username:password
localhost:5432:*:postgres:*
""",
    ".pgpass with only a wildcard password field",
    syntax="",
)
regd(
    P,
    "donativos/sumup_env.py",
    """import os

SUMUP_API_KEY = os.environ["SUMUP_API_KEY"]
""",
    "SumUp script reading the key from the environment",
)
regd(
    P,
    "telegram/decoy_<<date>>.txt",
    """<<fn>> <<ln>>, [<<dmys>> <<time>>]
¿Cuál era la del wifi?

<<fn2>>, [<<dmys>> <<time2>>]
Está en la pizarra de la entrada
""",
    "Telegram reply pointing to the board at the entrance; no value",
    syntax="",
)
