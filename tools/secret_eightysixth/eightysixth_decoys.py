# ruff: noqa: E501
"""The eighty-sixth corpus's decoys: files shaped like its formats that hold no live
credential. A table of (family, path, template, why, syntax) turned into ``@decoy`` functions."""

from __future__ import annotations

from eightysixth_formats_a import F as A
from eightysixth_formats_b import F as B
from eightysixth_formats_c import F as C
from eightysixth_formats_d import F as D
from eightysixth_formats_e import F as E
from eightysixth_formats_f import F as FF
from eightysixth_formats_g import F as G
from eightysixth_formats_h import F as H
from eightysixth_formats_i import F as II
from eightysixth_formats_j import F as J
from eightysixth_formats_k import F as K
from eightysixth_formats_l import F as L
from eightysixth_formats_m import F as M
from eightysixth_formats_n import F as N
from eightysixth_formats_o import F as O
from eightysixth_formats_p import F as P
from eightysixth_spec import regd

DECOYS = (
    # a: Czech craft brewery
    (
        A,
        "brewblox/<<org>>/docker-compose.yml",
        """services:
  bridge-spilka:
    image: ghcr.io/<<org>>/mqtt-bridge:1.<<n>>
    environment:
      MQTT_HOST: eventbus
      MQTT_USER: varna
      MQTT_PASSWORD: ${MQTT_PASSWORD:?set in .env}
""",
        "the MQTT password is a ${...} reference to the environment, no value",
        None,
    ),
    (
        A,
        "chats/WhatsApp Chat with <<fn>> <<ln>>.txt",
        """<<dd>>.<<mm>>.<<yyyy>> <<time>> - <<fn2>> <<ln2>>: Jaký je heslo na celní portál?
<<dd>>.<<mm>>.<<yyyy>> <<time>> - <<fn>> <<ln>>: Heslo je v KeePassu ve složce Daně, sem ho psát nebudu 🙂
<<dd>>.<<mm>>.<<yyyy>> <<time>> - <<fn2>> <<ln2>>: ok, díky
""",
        "chat that mentions a password and where it is kept, without giving one",
        "",
    ),
    (
        A,
        "scripts/fio_vypisy.py",
        """import os
import urllib.request

FIO_TOKEN = os.environ["FIO_TOKEN"]
URL = "https://fioapi.fio.cz/v1/rest/last/{token}/transactions.json"
data = urllib.request.urlopen(URL.format(token=FIO_TOKEN), timeout=30).read()
""",
        "the Fio token is read from the environment",
        None,
    ),
    # b: Georgian winery
    (
        B,
        "esphome/marani-qvevri-<<n>>.yaml",
        """esphome:
  name: marani-qvevri-<<n>>
esp32:
  board: esp32dev
api:
  reboot_timeout: 0s
logger:
  level: INFO
""",
        "ESPHome node without API encryption or OTA password: no key at all",
        None,
    ),
    (
        B,
        "www/<<org>>.ge/wp-config.php",
        """<?php
define( 'DB_NAME', getenv('WP_DB_NAME') );
define( 'DB_USER', getenv('WP_DB_USER') );
define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
require_once ABSPATH . 'wp-settings.php';
""",
        "WordPress database password read with getenv()",
        "",
    ),
    (
        B,
        "viber/<<fa>>_<<la>>_<<date>>.txt",
        """[<<dd>>.<<mm>>.<<yyyy>> <<time>>] <<fn2>> <<ln2>>: rs.ge-ს პაროლი რა არის?
[<<dd>>.<<mm>>.<<yyyy>> <<time>>] <<fn>> <<ln>>: SMS-ით გამოგიგზავნე, აქ არ დავწერ
""",
        "Georgian chat that says the password went by SMS, no value",
        "",
    ),
    # c: Mexican mezcal distillery
    (
        C,
        "tienda/.env",
        """NODE_ENV=production
CONEKTA_PUBLIC_KEY=
CONEKTA_PRIVATE_KEY=
ENVIA_ORIGIN_ZIP=70440
""",
        "empty Conekta keys in a fresh .env",
        "",
    ),
    (
        C,
        "firmware/tinas_fermentacion/tinas_fermentacion.ino",
        """#include <ESP8266WiFi.h>
#include "secrets.h"  // WIFI_SSID, WIFI_PASS (no se sube al repo)

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
}
void loop() {}
""",
        "Wi-Fi credentials come from a secrets.h that is not in the file",
        "",
    ),
    (
        C,
        "sat/csd/CSD_<<orgc>>_<<yyyy>>.cer.pem",
        """-----BEGIN CERTIFICATE-----
<<cert>>
-----END CERTIFICATE-----
""",
        "a public certificate (CSD .cer), not a private key",
        "",
    ),
    # d: Indian soda bottler
    (
        D,
        "srv/<<org>>-b2b/config/settings_prod.py",
        """import os

RAZORPAY_KEY_ID = os.environ.get("RAZORPAY_KEY_ID", "")
RAZORPAY_KEY_SECRET = os.environ.get("RAZORPAY_KEY_SECRET", "")
""",
        "Razorpay keys read from the environment",
        None,
    ),
    (
        D,
        "WhatsApp/WhatsApp Chat with <<fa>> CA.txt",
        """<<dd>>/<<mm>>/<<yyyy>>, <<time>> - <<fn2>> <<ln2>>: GST पोर्टल का पासवर्ड भेज दो
<<dd>>/<<mm>>/<<yyyy>>, <<time>> - <<fn>> <<ln>>: पासवर्ड फ़ोन पर बता दूँगा, यहाँ नहीं
""",
        "Hindi chat that promises the password by phone, no value",
        "",
    ),
    (
        D,
        "Desktop/cameras.m3u",
        """#EXTM3U
#EXTINF:-1,Godown gate (guest stream)
rtsp://<<ip>>:554/Streaming/Channels/102
""",
        "RTSP URL without user information (anonymous sub-stream)",
        "",
    ),
    # e: Sri Lankan tea estate
    (
        E,
        "k8s/withering-gateway-secret.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: withering-modbus-gateway
spec:
  secretStoreRef:
    name: vault-factory
    kind: ClusterSecretStore
  data:
    - secretKey: password
      remoteRef:
        key: factory/withering/gateway
        property: password
""",
        "an ExternalSecret that points at a vault path, holds no value",
        None,
    ),
    (
        E,
        "shop/includes/payhere.php",
        """<?php
$merchant_id     = getenv('PAYHERE_MERCHANT_ID');
$merchant_secret = getenv('PAYHERE_MERCHANT_SECRET');
$currency        = 'LKR';
""",
        "PayHere merchant secret read from the environment",
        "",
    ),
    (
        E,
        "scripts/payroll_export.ps1",
        """$cred = Get-Credential -Message 'Payroll SQL login'
Invoke-Sqlcmd -ServerInstance '<<ip>>\\SQLEXPRESS' -Database 'EstatePayroll' -Credential $cred `
  -Query "EXEC dbo.ExportEpf @Month = '<<yyyy>>-<<mm>>'"
""",
        "PowerShell prompts for the credential at run time",
        "",
    ),
    # f: Rwandan coffee washing station
    (
        FF,
        "payments/.env",
        """MOMO_ENV=mtnrwanda
MOMO_DISBURSEMENT_USER_ID=
MOMO_DISBURSEMENT_API_KEY=
MOMO_CALLBACK_HOST=pay.<<dom>>
""",
        "empty MoMo API key",
        "",
    ),
    (
        FF,
        "chirpstack/chirpstack.toml",
        """[postgresql]
dsn = "postgres://chirpstack@/chirpstack?host=/var/run/postgresql&sslmode=disable"
max_open_connections = 10
""",
        "PostgreSQL DSN over a Unix socket with peer authentication: user, no password",
        None,
    ),
    (
        FF,
        "WhatsApp/WhatsApp Chat with Sitasiyo <<n>>.txt",
        """<<dd>>/<<mm>>/<<yyyy>>, <<time>> - <<fn2>> <<ln2>>: Ijambo ry'ibanga rya NAEB ni irihe?
<<dd>>/<<mm>>/<<yyyy>>, <<time>> - <<fn>> <<ln>>: Ndarikwoherereza kuri SMS, si hano
""",
        "Kinyarwanda chat that says the password goes by SMS, no value",
        "",
    ),
    # g: Thai kombucha brewer
    (
        G,
        "web/.env.production",
        """NEXT_PUBLIC_SITE_URL=https://shop.<<dom>>
NEXT_PUBLIC_OMISE_PUBLIC_KEY=pkey_<<nn>>pub
# OMISE_SECRET_KEY is set in the Vercel project settings
""",
        "only the public key; the secret key is set elsewhere",
        "",
    ),
    (
        G,
        "homeassistant/packages/cold_room.yaml",
        """# token อยู่ใน secrets.yaml
xiaomi_miio:
  devices:
    - host: <<ip>>
      model: zhimi.humidifier.ca4
""",
        "device entry without its token",
        None,
    ),
    (
        G,
        "line/[LINE] Chat in ทีมชาหมัก <<n>>.txt",
        """[LINE] Chat history in ทีมชาหมัก

<<time>>	<<fn2>>	รหัสผ่าน Shopee ใหม่คืออะไรคะ
<<time>>	<<fn>>	ส่งทางอีเมลแล้วนะคะ
""",
        "Thai chat that says the password was sent by e-mail, no value",
        "",
    ),
    # h: Brazilian juice bars
    (
        H,
        "ACBrNFeMonitor/ACBrNFeMonitor.ini",
        """[Certificado]
SSLLib=4
ArquivoPFX=
Senha=
NumeroSerie=<<h40>>
""",
        "certificate chosen from the Windows store by serial number; empty password",
        "ini",
    ),
    (
        H,
        "app.json",
        """{
  "expo": {
    "name": "Açaí <<orgc>>",
    "slug": "<<org>>-delivery",
    "extra": {"mapsKeyEnv": "GOOGLE_MAPS_API_KEY"}
  }
}
""",
        "the Maps key is only named as an environment variable",
        None,
    ),
    (
        H,
        "WhatsApp/Conversa do WhatsApp com Loja <<n>>.txt",
        """<<dd>>/<<mm>>/<<yyyy>> <<time>> - <<fn2>> <<ln2>>: qual a senha do iFood?
<<dd>>/<<mm>>/<<yyyy>> <<time>> - <<fn>> <<ln>>: tá no cofre do Bitwarden, pasta Lojas
""",
        "Portuguese chat pointing to a password manager, no value",
        "",
    ),
    # i: Lebanese spring water
    (
        II,
        "firmware/SHA256SUMS-<<n>>.txt",
        """<<h64>>  filler_hmi_v<<n>>.bin
<<h64>>  blowmolder_plc_v<<n>>.bin
""",
        "SHA-256 checksums of firmware files",
        "",
    ),
    (
        II,
        "intranet/comptes_scada_<<n>>.html",
        """<table border="1">
<tr><th>Poste</th><th>Utilisateur</th><th>Mot de passe</th></tr>
<tr><td>HMI osmose</td><td><<login>></td><td>••••••••</td></tr>
</table>
""",
        "password column masked with bullets",
        "",
    ),
    (
        II,
        "WhatsApp/محادثة واتساب مع <<fa>>.txt",
        """<<dd>>/<<mm>>/<<yyyy>>، <<time>> - <<fn2>> <<ln2>>: شو كلمة السر لمنصة الوزارة؟
<<dd>>/<<mm>>/<<yyyy>>، <<time>> - <<fn>> <<ln>>: بقلك ياها بالتلفون
""",
        "Arabic chat that promises the password by phone, no value",
        "",
    ),
    # j: Japanese sake brewery
    (
        J,
        "config/payjp.yml",
        """production:
  public_key: pk_live_<<nn>>a<<n>>
  secret_key: "<%= ENV['PAYJP_SECRET_KEY'] %>"
""",
        "PAY.JP secret key from an ERB environment reference",
        None,
    ),
    (
        J,
        "var/spool/cron/crontabs/root",
        """30 2 * * * rsync -a --password-file=/etc/rsyncd.pass /srv/jozo/ rsync://backup@<<ip>>/jozo/
""",
        "rsync reads its password from a file path",
        "",
    ),
    (
        J,
        "mail/<<login>>/送信済み/<<nn>>.eml",
        """From: <<fn>> <<ln>> <<<email>>>
Subject: 発注システムのログインID

ログインID：<<org>><<n>>
パスワードは別途お電話でお伝えします。
""",
        "Japanese mail with a login ID; the password is given by phone",
        "",
    ),
    # k: Normandy cider house
    (
        K,
        "home/<<login>>/.config/rclone/rclone.conf",
        """[ovh-cave]
type = s3
provider = Other
env_auth = true
endpoint = https://s3.gra.io.cloud.ovh.net
""",
        "rclone S3 remote with env_auth: keys from the environment",
        "ini",
    ),
    (
        K,
        "agenda/douane-<<date>>.ics",
        """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
UID:<<uid>>
DTSTART:<<yyyy>><<mm>><<dd>>T090000
SUMMARY:Déclaration mensuelle douane
DESCRIPTION:Mot de passe : voir le classeur rouge au bureau
END:VEVENT
END:VCALENDAR
""",
        "calendar entry that points to a paper binder, no password",
        "",
    ),
    (
        K,
        "EBP/compta_<<org>>.udl",
        """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Integrated Security=SSPI;Persist Security Info=False;Initial Catalog=COMPTA;Data Source=<<ip>>\\EBP
""",
        "Windows integrated authentication, no password",
        "",
    ),
    # l: Fijian kava cooperative
    (
        L,
        "boot/wpa_supplicant.conf",
        """country=FJ
network={
    ssid="Koro_Guest_<<n>>"
    key_mgmt=NONE
}
""",
        "open Wi-Fi network, no key",
        "",
    ),
    (
        L,
        "home/<<login>>/.aws/config",
        """[profile coop]
sso_start_url = https://<<org>>.awsapps.com/start
sso_region = ap-southeast-2
sso_account_id = <<nn>><<nn>><<nn>>
sso_role_name = ReadOnly
region = ap-southeast-2
""",
        "AWS SSO profile, no stored keys",
        "ini",
    ),
    (
        L,
        "AppData/Roaming/FileZilla/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8" standalone="yes" ?>
<FileZilla3 version="3.66.<<n>>" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.<<dom>></Host>
            <Port>21</Port>
            <User>grading</User>
            <Logontype>2</Logontype>
            <Name>Grading photos upload</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
        "FileZilla site set to ask for the password (Logontype 2), none stored",
        None,
    ),
    # m: Ethiopian tej house
    (
        M,
        "etc/grafana/grafana.ini",
        """[security]
admin_user = admin
admin_password = $__file{/run/secrets/grafana_admin}
""",
        "Grafana admin password read from a file",
        "ini",
    ),
    (
        M,
        "orders-api/.env",
        """PORT=80<<n>>
CHAPA_PUBLIC_KEY=CHAPUBK-<<h32>>
CHAPA_CALLBACK_URL=https://order.<<dom>>/chapa/callback
""",
        "only Chapa's public key",
        "",
    ),
    (
        M,
        "telegram/ChatExport_<<date>>/result.json",
        """{
 "name": "ጠጅ ቤት ሰራተኞች",
 "type": "private_supergroup",
 "messages": [
  {"id": 1, "type": "message", "date": "<<date>>T<<time>>:00", "from": "<<fn2>> <<ln2>>", "text": "የይለፍ ቃሉን በአካል እሰጥሃለሁ"}
 ]
}
""",
        "Amharic chat: the password will be given in person, no value",
        None,
    ),
    # n: Iranian dairy drinks plant
    (
        N,
        "home/<<login>>/.docker/config.json",
        """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "pass"
}
""",
        "Docker credentials kept in a credential store, auth entry empty",
        None,
    ),
    (
        N,
        "etc/mosquitto/conf.d/bridge.conf",
        """connection plant-bridge
address <<ip>>:8883
topic coldchain/# out 1
bridge_cafile /etc/mosquitto/ca.crt
bridge_certfile /etc/mosquitto/truck.crt
bridge_keyfile /etc/mosquitto/truck.key
""",
        "bridge authenticated by client certificate file paths, no password",
        "",
    ),
    (
        N,
        "mail/<<login>>/INBOX/<<nn>>.eml",
        """From: <<fa>> <<la>> <<<email>>>
Subject: اطلاعات ورود سامانه

نام کاربری: <<login>>
کلمه عبور را پیامک کردم.
""",
        "Persian mail: the password was sent by SMS, no value",
        "",
    ),
    # o: Argentine yerba mill
    (
        O,
        "etc/telegraf/telegraf.conf",
        """[[outputs.influxdb_v2]]
  urls = ["http://<<ip>>:8086"]
  token = "$INFLUX_TOKEN"
  organization = "<<org>>"
  bucket = "secanza"
""",
        "Influx token from an environment variable reference",
        None,
    ),
    (
        O,
        "integraciones/tiendanube.json",
        """{
  "store_id": <<nn>><<nn>>,
  "access_token": "",
  "note": "token en el gestor de secretos"
}
""",
        "empty access token",
        None,
    ),
    (
        O,
        "afip/certs/<<org>>_wsfe.csr",
        """-----BEGIN CERTIFICATE REQUEST-----
<<cert>>
-----END CERTIFICATE REQUEST-----
""",
        "a certificate signing request (public), not the private key",
        "",
    ),
    # p: Korean cocktail supplier
    (
        P,
        "src/main/resources/application-prod.yml",
        """toss:
  payments:
    client-key: live_ck_<<nn>>Ab<<n>>
    secret-key: ${TOSS_SECRET_KEY}
""",
        "Toss secret key from a ${...} property reference",
        None,
    ),
    (
        P,
        "infra/variables.tf",
        """variable "ncloud_secret_key" {
  type      = string
  sensitive = true
}
""",
        "Terraform variable declaration without a value",
        "",
    ),
    (
        P,
        "kakaotalk/KakaoTalk_<<yyyy>><<mm>><<dd>>_<<n>>.txt",
        """<<fn2>> 님과 카카오톡 대화
[<<ln2>><<fn2>>] [오후 3:<<mi>>] 비밀번호 알려주세요
[<<ln>><<fn>>] [오후 3:<<mi>>] 비밀번호는 전화로 알려드릴게요
""",
        "Korean chat: the password will be given by phone, no value",
        "",
    ),
)

for fam, path, template, why, syntax in DECOYS:
    regd(fam, path, template, why, syntax)
