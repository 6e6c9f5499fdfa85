# ruff: noqa: E501
"""Decoys of the sixty-first corpus: three per family, files that look like the formats but
hold no usable credential (the ``why`` of each says what makes it not a secret)."""

from __future__ import annotations

from sixtyfirst_formats_a import F as A
from sixtyfirst_formats_b import F as B
from sixtyfirst_formats_c import F as C
from sixtyfirst_formats_d import F as D
from sixtyfirst_formats_e import F as E
from sixtyfirst_formats_f import F as FF
from sixtyfirst_formats_g import F as G
from sixtyfirst_formats_h import F as H
from sixtyfirst_formats_i import F as I
from sixtyfirst_formats_j import F as J
from sixtyfirst_formats_k import F as K
from sixtyfirst_formats_l import F as L
from sixtyfirst_formats_m import F as M
from sixtyfirst_formats_n import F as N
from sixtyfirst_formats_o import F as O
from sixtyfirst_formats_p import F as P

# (family, path, template, why, syntax)
DECOYS = [
    # a – Haiti
    (
        A,
        "field-server/scripts/kobo_pull_<<compact>>.py",
        """import os

import requests

KOBO = "https://kf.kobotoolbox.org"
HEADERS = {"Authorization": f"Token {os.environ['KOBO_TOKEN']}"}  # mete l nan /etc/kobo.env

r = requests.get(f"{KOBO}/api/v2/assets/", headers=HEADERS, timeout=60)
print(r.status_code)
""",
        "the KoBo token is read from the environment; no value in the file",
        None,
    ),
    (
        A,
        "WhatsApp Chat with Ekip WASH <<place>>.txt",
        """[<<dmy>>, <<time>>:12] <<fn>>: Kiyès ki gen modpas tablèt KoBo yo?
[<<dmy>>, <<time>>:40] Nadège Dorvil: Li nan KeePass biwo a, mande m sa lè w rive, m pap voye l sou WhatsApp
[<<dmy>>, <<time2>>:03] <<fn>>: Dakò, mèsi
""",
        "a chat about a password that only says where it is kept (KeePass); no value",
        None,
    ),
    (
        A,
        "it/routers/biwo_<<place>>_<<compact>>.rsc",
        """# <<compact>> 10:14:02 by RouterOS 7.14.3
# software id = <<hexid>>
#
# model = RB951Ui-2HnD
/interface wifi security
add authentication-types=wpa2-psk name=biwo
/interface wifi
set [ find default-name=wlan1 ] configuration.ssid=<<org>>-Biwo security=biwo
/system identity
set name=biwo-<<place>>
""",
        "RouterOS `export` hides sensitive values by default: the Wi-Fi profile has no passphrase in it",
        None,
    ),
    # b – Somalia
    (
        B,
        "cash-portal/config/waafipay.php",
        """<?php
return [
    'endpoint'    => 'https://api.waafipay.net/asm',
    'merchantUid' => getenv('WAAFI_MERCHANT_UID'),
    'apiUserId'   => getenv('WAAFI_API_USER_ID'),
    'apiKey'      => getenv('WAAFI_API_KEY'),
];
""",
        "every WaafiPay value comes from getenv(); the file holds only variable names",
        "",
    ),
    (
        B,
        "handover/Handover_<<fn>>_<<compact>>.md",
        """# Handover – Security & Comms, Baidoa hub

| Set | Holder | Number |
|---|---|---|
| Thuraya XT-LITE #1 | Head of Office | +88216<<hexid>> |
| Iridium 9575 | Dinsor team | +881631<<nn>>4410 |

The airtime portal password is in the sealed envelope in the safe; the new focal point
signs for it on arrival.
""",
        "satellite phone numbers (public contact data) and a pointer to a sealed envelope; no password",
        "",
    ),
    (
        B,
        "api/ona.http",
        """### Xogta baaritaanka suuqa (ONA)
@token = {{$dotenv ONA_TOKEN}}
GET https://api.ona.io/api/v1/data/<<n>>4411?page=1
Authorization: Token {{token}}
""",
        "the REST-client file takes the token from a .env variable ({{$dotenv ONA_TOKEN}}); no value",
        "",
    ),
    # c – Bangladesh
    (
        C,
        "srv/sitedata/docker-compose.yml",
        """services:
  db:
    image: postgis/postgis:15-3.4
    environment:
      POSTGRES_DB: sitemgmt
      POSTGRES_USER: sitemgmt
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
        "the database password comes from a Docker secret file; only its path is here",
        None,
    ),
    (
        C,
        "handover/odk_<<place>>_<<compact>>.md",
        """## ODK Central – adding a project by hand

Server URL format (from the ODK docs):

    https://central.<<dom>>/v1/key/<app-user-token>/projects/<project-id>

Generate the app-user QR in Central; never paste a real token into this document.
""",
        "documentation of the URL shape with <app-user-token> placeholders; no token",
        "",
    ),
    (
        C,
        "mail/<<compact>>_shelter_portal.eml",
        """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: শেল্টার পোর্টাল অ্যাকাউন্ট
Content-Type: text/plain; charset="UTF-8"

আপনার অ্যাকাউন্ট তৈরি হয়েছে। ইউজার: <<user>>
পাসওয়ার্ড আলাদা এসএমএসে পাঠানো হবে, ই-মেইলে নয়।
""",
        "the e-mail says the password will come by separate SMS; only a user name is present",
        "",
    ),
    # d – Afghanistan
    (
        D,
        "network/clinic_<<place>>_rtr_<<compact>>.cfg",
        """hostname CLN-<<nn>>-RTR
enable secret 9 $9$<<hexid>>Qm2.Zr$wqJp0tUe3bQfBfV1lOx9aTn3sBcJm8dHk2gPo6iYv1E
username netadmin privilege 15 secret 9 $9$Lp8aW2e.uXqR1k$3Vq0nRkD8ejPzT9yHhUq2b7M1sZcA5wEf0lOt4gKxYi
crypto pki trustpoint VSAT-TP
 enrollment terminal
""",
        "only type-9 (scrypt) password hashes; no pre-shared key or clear password",
        "",
    ),
    (
        D,
        "vpn/clinic-<<nn>>.ovpn",
        """client
dev tun
proto udp
remote vpn.<<dom>> 1194
auth-user-pass
remote-cert-tls server
<ca>
-----BEGIN CERTIFICATE-----
MIIBszCCAVmgAwIBAgIUQ2xpbmljLWNhLTIwMjQwCgYIKoZIzj0EAwIwEjEQMA4G
-----END CERTIFICATE-----
</ca>
""",
        "the profile prompts for user and password (auth-user-pass) and carries only the public CA certificate",
        "",
    ),
    (
        D,
        "it/wifi/Wi-Fi-<<org>>-Clinic-<<nn>>.xml",
        """<?xml version="1.0"?>
<WLANProfile xmlns="http://www.microsoft.com/networking/WLAN/profile/v1">
	<name><<org>>-Clinic-<<nn>></name>
	<SSIDConfig><SSID><name><<org>>-Clinic-<<nn>></name></SSID></SSIDConfig>
	<connectionType>ESS</connectionType>
	<MSM>
		<security>
			<authEncryption><authentication>WPA2PSK</authentication><encryption>AES</encryption><useOneX>false</useOneX></authEncryption>
			<sharedKey>
				<keyType>passPhrase</keyType>
				<protected>true</protected>
				<keyMaterial>01000000D08C9DDF0115D1118C7A00C04FC297EB01000000<<hexid>></keyMaterial>
			</sharedKey>
		</security>
	</MSM>
</WLANProfile>
""",
        "exported without key=clear: keyMaterial is a DPAPI blob bound to the source machine, not the passphrase",
        None,
    ),
    # e – Ethiopia
    (
        E,
        "etc/odoo/odoo.conf",
        """[options]
admin_passwd = $pbkdf2-sha512$600000$<<hexid>>aW5qZXJh$Zm9vZGh1YnNrb21ib2xjaGFoYXNoZWRtYXN0ZXJwYXNzd29yZA
db_host = <<ip>>
db_user = odoo
db_password = False
""",
        "Odoo stores the master password as a pbkdf2-sha512 hash once it is set from the UI",
        "ini",
    ),
    (
        E,
        "chats/telegram_warehouse_<<compact>>.txt",
        """<<fn>> <<ln>>, [<<dmy>> <<time>>]
የመጋዘኑ ኮምፒውተር የይለፍ ቃል ምንድን ነው?

Tigist Alemu, [<<dmy>> <<time>>]
በቴሌግራም አልልክም፣ ስደርስ በአካል እነግርሃለሁ።
""",
        "the reply refuses to send the password over Telegram; no value",
        None,
    ),
    (
        E,
        "voucher-api/.env.example",
        """TELEBIRR_BASE_URL=https://app.ethiotelecom.et:22001/apiaccess/payment/gateway
TELEBIRR_FABRIC_APP_ID=
TELEBIRR_MERCHANT_APP_ID=
TELEBIRR_APP_SECRET=
NOTIFY_URL=https://voucher.<<dom>>/telebirr/notify
""",
        "an .env.example template with every key left empty",
        "",
    ),
    # f – DR Congo
    (
        FF,
        "coldchain/logger_<<place>>.json",
        """{
  "site": "CS <<place>>",
  "upload": {"endpoint": "https://rtm.<<dom>>/api/v1/readings", "api_key": "", "api_key_file": "/etc/rtm/api_key", "interval_min": 15}
}
""",
        "api_key is empty; the key is read from a file whose path is all that is shown",
        None,
    ),
    (
        FF,
        "mail/acces_tracker_<<compact>>.eml",
        """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Accès DHIS2 Tracker
Content-Type: text/plain; charset=utf-8

Bonjour, votre compte <<user>> est créé. Le mot de passe vous sera communiqué par
téléphone par le superviseur, il ne sera pas envoyé par courriel.
""",
        "the e-mail says the password will be given by phone; only a user name",
        "",
    ),
    (
        FF,
        "etc/cron.d/sauvegarde_<<place>>",
        """30 1 * * * root rsync -az --delete -e "ssh -i /root/.ssh/id_ed25519 -p 2222" /srv/godata/backups/ sauvegarde@<<ip>>:/data/<<place>>/
""",
        "rsync over SSH authenticates with a key file referenced by path; no password",
        "",
    ),
    # g – Rwanda
    (
        G,
        "var/www/moodle/config.php",
        """<?php
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype = 'mariadb';
$CFG->dbuser = 'moodleuser';
$CFG->dbpass = getenv('MOODLE_DB_PASSWORD');
$CFG->wwwroot = 'http://<<ip>>/moodle';
require_once(__DIR__ . '/lib/setup.php');
""",
        "the database password comes from getenv(); no value in the file",
        "",
    ),
    (
        G,
        "etc/hostapd/hostapd.conf",
        """interface=wlan0
driver=nl80211
ssid=Isomero-<<place>>-Kiosk
hw_mode=g
channel=11
auth_algs=1
wpa=0
""",
        "an open library-kiosk network (wpa=0): no passphrase exists",
        "",
    ),
    (
        G,
        "incentives/momo_pay.py",
        """import os

SUBSCRIPTION_KEY = os.environ["MOMO_SUBSCRIPTION_KEY"]
API_USER = os.environ["MOMO_API_USER"]
BASE = "https://proxy.momoapi.mtn.co.rw/disbursement"
""",
        "the MoMo key is read from the environment; only variable names",
        None,
    ),
    # h – Nigeria
    (
        H,
        "cash-topup/.env",
        """NODE_ENV=production
FLW_PUBLIC_KEY=FLWPUBK-<<hexid>>f1d3a47c28b96e0d51a2c3b4-X
# FLW_SECRET_KEY is injected by the deploy pipeline
""",
        "only the Flutterwave public key, which is meant for the browser; the secret key is absent",
        "",
    ),
    (
        H,
        "pipeline/exports/SHA256SUMS_<<compact>>",
        """<<hexid>>9e4b0c2d7f1a6e3b5c8d0a2f4e6b1c3d5a7e9f0b2d4c6e8a1b3c5d7e9f0a2b  rutf_stock_<<compact>>.csv
3f7a9c1e5b2d4f6a8c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d1f3a5c7e9b0d2f4  otp_admissions_<<compact>>.csv
""",
        "SHA-256 checksums of export files: public integrity data, not secrets",
        "",
    ),
    (
        H,
        "WhatsApp Chat with OTP <<place>>.txt",
        """[<<dmy>>, <<time>>:02] Hauwa Goni: Menene kalmar sirri na kwamfutar OTP?
[<<dmy>>, <<time>>:31] <<fn>> <<ln>>: Tana wurin Musa a store, ki tambaye shi gobe
""",
        "the reply only says who holds the password; no value",
        None,
    ),
    # i – Ukraine
    (
        I,
        "etc/wireguard/wg0.conf",
        """[Interface]
Address = 10.8.<<nn>>.2/32
PostUp = wg set %i private-key /etc/wireguard/private.key

[Peer]
PublicKey = <<hexid>>Zk3mYw5Jq1Vb8nRt2Lp0Xs6Ua4Fh=
Endpoint = <<pub_ip>>:51820
AllowedIPs = 10.8.0.0/16
""",
        "the private key is loaded from a file in PostUp; only the peer's public key is shown",
        "",
    ),
    (
        I,
        "chats/viber_punkt_obihrivu_<<compact>>.txt",
        """[<<dmy_dot>>, <<time>>] Iryna Tkachenko: Який пароль від ноутбука?
[<<dmy_dot>>, <<time>>] <<fn>> <<ln>>: Пароль у KeePass, база на флешці в сейфі. Сюди не пишу.
""",
        "a chat that points to KeePass and refuses to write the password; no value",
        None,
    ),
    (
        I,
        "Desktop/starlink_<<place>>.txt",
        """Starlink – <<place>>
Wi-Fi: <<org>>-STARLINK
Пароль – на наклейці на роутері (не переписувати сюди).
Аккаунт – у координатора.
""",
        "the note says the password is on the router sticker and was deliberately not copied",
        None,
    ),
    # j – Türkiye
    (
        J,
        "home/<<first>>/.aws/config",
        """[default]
region = eu-central-1

[profile manifest-backup]
sso_session = <<org>>
sso_account_id = 4<<nn>>8812<<n>>0
sso_role_name = BackupOperator
region = eu-central-1

[sso-session <<org>>]
sso_start_url = https://<<org>>.awsapps.com/start
sso_region = eu-central-1
""",
        "AWS config with SSO profiles only: account id and start URL are identifiers, no keys",
        "ini",
    ),
    (
        J,
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
        "the default embedded H2 database with an empty password",
        None,
    ),
    (
        J,
        "WhatsApp Chat with Depo <<place>>.txt",
        """<<dmy>> <<time>> - Zeynep Aydın: Depo bilgisayarının şifresi ne?
<<dmy>> <<time>> - <<fn>> <<ln>>: Buraya yazmıyorum, yarın yüz yüze söylerim 🙂
""",
        "the reply declines to write the password; no value",
        None,
    ),
    # k – Nepal
    (
        K,
        "home/<<first>>/.pyodk_config.toml",
        """# password comes from PYODK_PASSWORD (see the runbook)
[central]
base_url = "https://central.<<dom>>"
username = "<<email>>"
password = ""
default_project_id = <<n>>
""",
        "pyODK config with an empty password; the comment says it comes from the environment",
        None,
    ),
    (
        K,
        "maps/index.html",
        """<!DOCTYPE html>
<html><head><script src="https://api.mapbox.com/mapbox-gl-js/v3.4.0/mapbox-gl.js"></script></head>
<body><div id="map"></div>
<script>
mapboxgl.accessToken = 'pk.eyJ1Ijoic2FoYXlvZ3Nld2EiLCJhIjoiY2x4cTFtMm4zMDAwMWdvcmtoYSJ9.Rk3vQ0aX7mLp2Ns9Wc4YtA';
new mapboxgl.Map({ container: 'map', style: 'mapbox://styles/mapbox/outdoors-v12', center: [84.63, 28.0], zoom: 9 });
</script></body></html>
""",
        "a Mapbox public (pk.) token, meant to ship in browser code; it grants no secret access",
        "",
    ),
    (
        K,
        "chats/viber_engineers_<<compact>>.txt",
        """[<<dmy>> <<time>>] Sunita Thapa: ट्याब्लेटको पासवर्ड के हो?
[<<dmy>> <<time>>] <<fn>> <<ln>>: फोनमा भन्छु, यहाँ लेख्दिनँ।
""",
        "the reply says the password will be told by phone; no value",
        None,
    ),
    # l – Yemen
    (
        L,
        "kobo-env/envfiles/databases.txt",
        """# generated by kobo-install; values live in ../.run.conf
POSTGRES_DB=koboform
POSTGRES_USER=kobo
POSTGRES_PASSWORD=
MONGO_INITDB_ROOT_USERNAME=root
""",
        "the password key is empty in this copy; the comment points to the generated run config",
        "",
    ),
    (
        L,
        "dashboard/settings/production.py",
        """import os

DATABASES = {
    "default": {
        "ENGINE": "django.contrib.gis.db.backends.postgis",
        "NAME": "trucking",
        "USER": "trucking",
        "PASSWORD": os.environ["DB_PASSWORD"],
        "HOST": os.environ.get("DB_HOST", "localhost"),
    }
}
""",
        "the database password is read from the environment",
        None,
    ),
    (
        L,
        "firmware/tank_level/tank_level.ino",
        """#include "secrets.h"  // TB_TOKEN, not committed
#define THINGSBOARD_SERVER "iot.<<dom>>"

void setup() {
  tb.connect(THINGSBOARD_SERVER, TB_TOKEN);
}
""",
        "the token is a macro from an uncommitted secrets.h; no value",
        "",
    ),
    # m – Myanmar
    (
        M,
        "boot/wpa_supplicant.conf",
        """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=MM

network={
    ssid="Sittwe-Public"
    key_mgmt=NONE
}
""",
        "an open network (key_mgmt=NONE): no passphrase",
        "",
    ),
    (
        M,
        "srv/flood-dashboard/.git/config",
        """[core]
	repositoryformatversion = 0
	bare = false
[remote "origin"]
	url = git@github.com:<<org>>/flood-dashboard.git
	fetch = +refs/heads/*:refs/remotes/origin/*
""",
        "an SSH remote: authentication is by the user's SSH key, nothing in the URL",
        "",
    ),
    (
        M,
        "mail/4w_<<compact>>.eml",
        """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: 4W ပေါ်တယ် အကောင့်
Content-Type: text/plain; charset=utf-8

အသုံးပြုသူအမည်: <<user>>
စကားဝှက်ကို Signal ကနေ သီးသန့် ပို့ပေးပါမယ်။
""",
        "the e-mail says the password will be sent separately over Signal; only a user name",
        "",
    ),
    # n – Pakistan
    (
        N,
        "photo-sync/local.settings.json",
        """{
  "IsEncrypted": false,
  "Values": {
    "AzureWebJobsStorage": "UseDevelopmentStorage=true",
    "FUNCTIONS_WORKER_RUNTIME": "python"
  }
}
""",
        "points at the local Azurite emulator (UseDevelopmentStorage=true); no account key",
        None,
    ),
    (
        N,
        "postman/ActivityInfo_<<place>>.postman_environment.json",
        """{
  "id": "<<uuid>>",
  "name": "ActivityInfo",
  "values": [
    {"key": "base_url", "value": "https://www.activityinfo.org/resources", "type": "default", "enabled": true},
    {"key": "api_token", "value": "", "type": "secret", "enabled": true}
  ],
  "_postman_variable_scope": "environment"
}
""",
        "the exported environment has an empty api_token (Postman does not export current values)",
        None,
    ),
    (
        N,
        "scripts/Upload-Reports.ps1",
        """$tenantId = "<<uuid>>"
$clientId = "<<hexid>>-5c1e-4b7a-9d2f-0e8a3c6b1f47"
# certificate-based app auth: only the public thumbprint is needed here
Connect-MgGraph -TenantId $tenantId -ClientId $clientId -CertificateThumbprint "<<hexid>>A1B2C3D4E5F60718293A4B5C6D7E8F90"
""",
        "tenant and client ids are identifiers and the certificate thumbprint is a public hash",
        "",
    ),
    # o – Colombia
    (
        O,
        "bonos-api/.env",
        """WOMPI_ENV=production
WOMPI_PUBLIC_KEY=pub_prod_<<hexid>>Yb1Qm7Zs3Vt9Kw2Nd4Lp6Rx
WOMPI_PRIVATE_KEY=
""",
        "only the Wompi public key (for the checkout widget); the private key is empty",
        "",
    ),
    (
        O,
        "redencion/settings.py",
        """import os

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DEBUG = False
LANGUAGE_CODE = "es-co"
""",
        "the Django secret key is read from the environment",
        None,
    ),
    (
        O,
        "mail/kobo_<<compact>>.eml",
        """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Acceso KoBo
Content-Type: text/plain; charset=utf-8

usuario: <<user>>
contraseña: ********  (te la dicto por llamada)
""",
        "the password is masked with asterisks and will be given by phone",
        "",
    ),
    # p – Mozambique
    (
        P,
        "it/airos/ptp_<<place>>_<<compact>>.cfg",
        """aaa.1.status=disabled
radio.1.mode=master
users.1.name=ubnt
users.1.password=$1$Qd7.<<hexid>>$H1pL0zq2V9wN3aYt7bK0e.
wireless.1.ssid=<<org>>-PTP-<<nn>>
""",
        "no WPA key (aaa disabled); the user password is an md5-crypt hash",
        "",
    ),
    (
        P,
        "Winlink Express/Winlink Express.ini",
        """[Properties]
Callsign=C9<<nn>>ABC
Password=
Grid Square=KH<<nn>>
Preferred Channel=Vara HF Winlink
""",
        "Winlink INI with an empty password (asked at connect time)",
        "ini",
    ),
    (
        P,
        "WhatsApp Chat with Base <<place>>.txt",
        """[<<dmy>> <<time>>:15] Rosalina Cossa: Alguém tem a senha do computador da sala de rádio?
[<<dmy>> <<time>>:52] <<fn>> <<ln>>: Está no envelope fechado no cofre, pede ao Ernesto.
""",
        "the reply says where the password is kept (sealed envelope); no value",
        None,
    ),
]

for _fam, _path, _text, _why, _syntax in DECOYS:
    _fam.regd(_path, _text, _why, _syntax)
