"""The sixty-seventh corpus's decoys: three per family, files that look like the formats but
hold no live credential (references to the environment or a secret store, empty values,
public material, checksums, masked values, chat that mentions a password without one,
authentication without a password). Each carries its ``why``."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import hashlib
import json
import random

from sixtyseventh_corpus import b64, hexs
from sixtyseventh_spec import (
    AIMAG,
    DZIESMU,
    ENTRADA,
    ESTRADA,
    FELIRAT,
    FORRO,
    HUAYUAN,
    IMPRIMERIE,
    KATHPOD,
    KNYHARNIA,
    KUMASI,
    MANGU,
    MEDINA,
    PAWAGAM,
    PORUWA,
    SEMANARIO,
    regd,
)


def _sha(rng: random.Random, s: dict) -> dict:
    return {
        "h1": hashlib.sha256(hexs(rng, 16).encode()).hexdigest(),
        "h2": hashlib.sha256(hexs(rng, 16).encode()).hexdigest(),
    }


def _cert(rng: random.Random, s: dict) -> dict:
    body = base64.b64encode(
        b"\x30\x82\x03\x10" + bytes(rng.randrange(256) for _ in range(780))
    ).decode()
    return {"cert": "\n".join(body[i : i + 64] for i in range(0, len(body), 64))}


# a - Kumasi community FM
regd(
    KUMASI,
    "srv/<<org>>/momo/.env.example",
    """# MTN MoMo Collections - copy to .env and fill from the MoMo developer portal
MOMO_ENVIRONMENT=mtnghana
MOMO_COLLECTION_SUBSCRIPTION_KEY=
MOMO_API_USER=
MOMO_API_KEY=
MOMO_CURRENCY=GHS
""",
    "template .env with every MoMo value empty",
    syntax="",
)
regd(
    KUMASI,
    "WhatsApp Chat with <<fn2>>.txt",
    """[<<dmys>>, <<time>>:04] <<fn>> <<ln>>: Charley, Facebook page password no ɛ?
[<<dmys>>, <<time>>:40] <<fn2>>: Mɛfrɛ wo. Menkyerɛw wɔ WhatsApp so bio, Boss se ɛnyɛ
[<<dmys>>, <<time2>>:02] <<fn>> <<ln>>: Ok, call me after the news
""",
    "chat that asks for a password and is told it will come by phone; no value",
    syntax="",
)
regd(
    KUMASI,
    "listenerclub/config.py",
    """import os

class Config:
    SITE_NAME = "<<orgc>> FM Listeners' Club"
    PAYSTACK_PUBLIC_KEY = os.environ.get("PAYSTACK_PUBLIC_KEY", "")
    PAYSTACK_SECRET_KEY = os.environ["PAYSTACK_SECRET_KEY"]
    PAYSTACK_CALLBACK_URL = "https://club.<<dom>>/paystack/verify"
""",
    "Paystack keys read from the environment",
)

# b - aimag television
regd(
    AIMAG,
    "AppData/Roaming/obs-studio/basic/profiles/<<org>>_live/service.json",
    lambda s: json.dumps(
        {
            "settings": {
                "bwtest": False,
                "key": "",
                "server": "auto",
                "service": "YouTube - RTMPS",
            },
            "type": "rtmp_common",
        },
        indent=4,
    ),
    "OBS service with an empty stream key (the account is connected through OAuth instead)",
)
regd(
    AIMAG,
    "NewsRundown/appsettings.Production.json",
    lambda s: json.dumps(
        {
            "ConnectionStrings": {
                "Rundown": f"Server={s['ip']},1433;Database=MedeeRundown;Integrated Security=True;TrustServerCertificate=True"
            },
            "Station": {"Name": f"{s['orgc']} TV", "City": s["city"]},
        },
        ensure_ascii=False,
        indent=2,
    ),
    "SQL Server connection by Windows authentication, no password",
)
regd(
    AIMAG,
    "AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.4" platform="windows">
    <Servers>
        <Server>
            <Host>ftp.mnb.mn</Host>
            <Port>21</Port>
            <Protocol>0</Protocol>
            <User><<org>>_news</User>
            <Logontype>3</Logontype>
            <Name>Мэдээ солилцоо - MNB (нууц үгийг асуух)</Name>
        </Server>
    </Servers>
</FileZilla3>
""",
    "FileZilla site set to ask for the password (Logontype 3), none stored",
)

# c - Montevideo weekly
regd(
    SEMANARIO,
    "public_html/wp-config.php",
    """<?php
define( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );
define( 'DB_USER', getenv('WORDPRESS_DB_USER') );
define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
$table_prefix = 'sem_';
require_once ABSPATH . 'wp-settings.php';
""",
    "WordPress database password read from the environment",
    syntax="",
)
regd(
    SEMANARIO,
    "chats/redaccion-<<date>>.txt",
    """<<d>>/<<mo>>/24 <<time>> - <<fn>> <<ln>>: ¿Me pasás la clave del WordPress?
<<d>>/<<mo>>/24 <<time2>> - <<fn2>> <<ln2>>: Por acá no, te la digo mañana en la redacción
<<d>>/<<mo>>/24 <<time2>> - <<fn>> <<ln>>: Dale 👍
""",
    "chat that mentions the password but never gives it",
    syntax="",
)
regd(
    SEMANARIO,
    "edicion/<<date>>/SHA256SUMS",
    """<<h1>>  edicion_<<date>>_tapa.pdf
<<h2>>  edicion_<<date>>_completa.pdf
""",
    "SHA-256 checksums of the printed edition's PDFs",
    syntax="",
    extra=_sha,
)

# d - Kandy wedding photographers
regd(
    PORUWA,
    "home/<<login>>/.config/rclone/rclone.conf",
    """[wasabi-galleries]
type = s3
provider = Wasabi
env_auth = true
region = ap-southeast-1
endpoint = s3.ap-southeast-1.wasabisys.com
""",
    "rclone S3 remote taking its keys from the environment (env_auth)",
    syntax="ini",
)
regd(
    PORUWA,
    "Desktop/භාරදීම_<<date>>.txt",
    """භාරදීමේ සටහන - <<orgc>> (<<dmy>>)
1. Instagram ගිණුම: @<<org>>
   මුරපදය Bitwarden එකේ "Studio" folder එකේ තියෙනවා. මෙතන ලියන්න එපා.
2. කැමරා බැටරි charge කරන්න.
""",
    "handover note pointing to the password manager, no value",
    syntax="",
)
regd(
    PORUWA,
    "nas/home/<<login>>/.ssh/authorized_keys",
    """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<k>> <<login>>@<<org>>-laptop
""",
    "SSH public key",
    syntax="",
    extra=lambda rng, s: {"k": b64(rng, 32).rstrip("=")},
)

# e - Tirana concert venue
regd(
    ESTRADA,
    "docker-compose.yml",
    """services:
  db:
    image: mariadb:11
    environment:
      MARIADB_DATABASE: <<org>>
      MARIADB_USER: wp
      MARIADB_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "database password in a Docker secret file, not in the compose file",
)
regd(
    ESTRADA,
    "home/<<login>>/.my.cnf",
    """# Lidhje me auth_socket, pa fjalëkalim
[client]
user = <<login>>
socket = /run/mysqld/mysqld.sock
""",
    "MySQL client over auth_socket, no password",
    syntax="",
)
regd(
    ESTRADA,
    "chat/arka-<<date>>.txt",
    """<<d>>.<<mo>>.24, <<time>> - <<fn>> <<ln>>: Fjalëkalimi i arkës?
<<d>>.<<mo>>.24, <<time2>> - <<fn2>> <<ln2>>: ********
<<d>>.<<mo>>.24, <<time2>> - <<fn2>> <<ln2>>: 😂 e ke në zarf te sporteli
""",
    "a masked reply (asterisks) and a pointer to an envelope",
    syntax="",
)

# f - Tallinn game studio
regd(
    MANGU,
    "android/keystore.properties",
    """# CI täidab need väljad (GitHub Actions secrets); lokaalselt jäta tühjaks
storeFile=../keys/<<org>>-release.jks
storePassword=
keyAlias=<<org>>
keyPassword=
""",
    "signing properties with empty passwords",
    syntax="",
)
regd(
    MANGU,
    ".github/workflows/itch-deploy.yml",
    """name: itch.io release
on:
  push:
    tags: ["v*"]
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: ./butler push build/windows <<org>>/<<word>>:windows
        env:
          BUTLER_API_KEY: ${{ secrets.BUTLER_API_KEY }}
""",
    "butler key from GitHub Actions secrets",
)
regd(
    MANGU,
    "tools/upload_steam.bat",
    """@echo off
rem Steam Guard: logi kord käsitsi sisse, siis on sessioon salvestatud
"C:\\steamworks_sdk\\tools\\ContentBuilder\\builder\\steamcmd.exe" +login <<org>>_build +run_app_build "..\\scripts\\app_build.vdf" +quit
""",
    "steamcmd with cached credentials: a login name, no password",
    syntax="",
)

# g - Tunis production house
regd(
    MEDINA,
    "home/<<login>>/.aws/config",
    """[default]
region = eu-west-3

[profile <<org>>-archive]
sso_start_url = https://<<org>>.awsapps.com/start
sso_region = eu-west-3
sso_account_id = <<n5>><<n5>>12
sso_role_name = ArchiveUpload
""",
    "AWS config with SSO settings, no keys",
    syntax="ini",
)
regd(
    MEDINA,
    "etc/wireguard/wg0.conf",
    """[Interface]
Address = 10.66.<<n>>.2/32
PostUp = wg set %i private-key /etc/wireguard/private.key

[Peer]
PublicKey = <<pub>>
Endpoint = vpn.<<dom>>:51820
AllowedIPs = 10.66.0.0/16
""",
    "WireGuard private key loaded from a file; only the peer's public key is here",
    syntax="",
    extra=lambda rng, s: {"pub": b64(rng, 32)},
)
regd(
    MEDINA,
    "mail/<<login>>/INBOX/<<n5>>.eml",
    """From: <<fn_a>> <<ln_a>> <<<email>>>
To: <<email2>>
Subject: Accès NAS
Content-Type: text/plain; charset="utf-8"

Salut <<fn2_a>>,
L'identifiant est « monteur ». Je t'envoie le mot de passe par SMS tout à l'heure.
<<fn_a>>
""",
    "e-mail promising the password by SMS, no value",
    syntax="",
)

# h - Oruro festival organisers
regd(
    ENTRADA,
    "data/data/bo.<<org>>.scanner/shared_prefs/scanner_prefs.xml",
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="device_name">Puerta <<n>></string>
    <string name="scanner_token"></string>
    <boolean name="logged_out" value="true" />
</map>
""",
    "scanner preferences after logout: empty token",
)
regd(
    ENTRADA,
    "home/<<login>>/.bash_history",
    """ffmpeg -f v4l2 -i /dev/video0 -c:v libx264 -f flv rtmp://<<lan>>/live/escenario
ffmpeg -re -i respaldo.mp4 -c copy -f flv rtmp://<<lan>>/live/respaldo
""",
    "streaming to the local RTMP server by stream name, no key",
    syntax="",
)
regd(
    ENTRADA,
    "config/libelula.php",
    """<?php
return [
    'endpoint' => 'https://api.libelula.bo/rest/deuda/registrar',
    'appkey' => getenv('LIBELULA_APPKEY'),
    'callback_url' => 'https://<<dom>>/pagos/libelula/callback',
];
""",
    "payment app key read from the environment",
    syntax="",
)

# i - Kathmandu podcast studio
regd(
    KATHPOD,
    "etc/restic/<<org>>.env",
    """export B2_ACCOUNT_ID=$(pass show b2/<<org>>/id)
export B2_ACCOUNT_KEY=$(pass show b2/<<org>>/key)
export RESTIC_REPOSITORY=b2:<<org>>-raw-audio:/studio
export RESTIC_PASSWORD_COMMAND='pass show restic/<<org>>'
""",
    "restic and B2 secrets fetched from pass at run time",
    syntax="",
)
regd(
    KATHPOD,
    "messages/inbox/<<fn_a>>_<<n5>>/message_1.json",
    lambda s: json.dumps(
        {
            "participants": [{"name": s["fn"]}, {"name": s["fn2"]}],
            "messages": [
                {
                    "sender_name": s["fn"],
                    "timestamp_ms": int(s["ts"]) * 1000,
                    "content": "पासवर्ड म फोनमा भन्छु, यहाँ नलेख्नू",
                },
                {
                    "sender_name": s["fn2"],
                    "timestamp_ms": int(s["ts"]) * 1000 - 60000,
                    "content": "दाइ, Spotify को पासवर्ड?",
                },
            ],
            "title": s["fn"],
        },
        ensure_ascii=False,
        indent=2,
    ),
    "chat that says the password will be told on the phone",
)
regd(
    KATHPOD,
    "public/feed.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd">
  <channel>
    <title><<orgc>> गफगाफ</title>
    <link>https://<<dom>></link>
    <itunes:author><<fn>> <<ln>></itunes:author>
    <item>
      <title>एपिसोड <<n>></title>
      <enclosure url="https://cdn.<<dom>>/ep<<n>>.mp3" length="<<n5>>000" type="audio/mpeg"/>
      <guid isPermaLink="false"><<uuid>></guid>
    </item>
  </channel>
</rss>
""",
    "public podcast RSS feed with a GUID",
)

# j - Riga label
regd(
    DZIESMU,
    "merch/internal/pay/stripe.go",
    """package pay

import (
	"os"

	"github.com/stripe/stripe-go/v79"
)

const PublishableKey = "pk_live_<<pk>>"

func init() {
	stripe.Key = os.Getenv("STRIPE_SECRET_KEY")
}
""",
    "secret key from the environment; only the publishable key is written",
    syntax="",
    extra=lambda rng, s: {"pk": b64(rng, 70).replace("+", "").replace("/", "").rstrip("=")[:90]},
)
regd(
    DZIESMU,
    "Piezimes/studija-<<date>>.txt",
    """<<fn>> <<ln>>, [<<dmy>> <<time>>]
Kāda ir studijas Mac parole?

<<fn2>> <<ln2>>, [<<dmy>> <<time2>>]
Tā pati, kas uz uzlīmes zem monitora 😉
""",
    "chat that points to a sticker, no value",
    syntax="",
)
regd(
    DZIESMU,
    "masters/<<date>>/SHA256SUMS",
    """<<h1>>  01_Dziesma_master_24bit.wav
<<h2>>  02_Saule_master_24bit.wav
""",
    "checksums of master files",
    syntax="",
    extra=_sha,
)

# k - Douala print shop
regd(
    IMPRIMERIE,
    "etc/cups/printers.conf",
    """# Printer configuration file for CUPS v2.4.7
<Printer Konica_C300i>
UUID urn:uuid:<<uuid>>
Info Konica accueil
DeviceURI ipp://<<lan>>/ipp/print
State Idle
Accepting Yes
</Printer>
""",
    "IPP device URI without user information",
    syntax="",
)
regd(
    IMPRIMERIE,
    "exports/ricoh_addressbook_<<date>>.csv",
    """"Index","Name","Folder Protocol","Folder Path","Folder User Name","Folder Password"
"1","COMPTA","SMB","\\\\<<lan>>\\scans","scan","********"
""",
    "address book export with the password column masked",
    syntax="",
)
regd(
    IMPRIMERIE,
    "Bureau/passation_<<date>>.txt",
    """CAHIER DE PASSATION - <<orgc>>
- Page Facebook : <<email>> ; mot de passe : demander à <<fn2>> (ne jamais l'écrire ici)
- Traceur HP : cartouche magenta.
""",
    "handover note saying to ask for the password",
    syntax="",
)

# l - Lviv publisher
regd(
    KNYHARNIA,
    "scripts/nova_poshta_ttn.py",
    """import os

import requests

NP_API_KEY = os.environ["NP_API_KEY"]


def create_ttn(payload: dict) -> dict:
    payload["apiKey"] = NP_API_KEY
    return requests.post("https://api.novaposhta.ua/v2.0/json/", json=payload, timeout=20).json()
""",
    "API key read from the environment",
)
regd(
    KNYHARNIA,
    "exports/viber-knyharnia-<<date>>.txt",
    """[<<dmy>>, <<time>>] <<fn>>: Який пароль до Poster?
[<<dmy>>, <<time2>>] <<fn2>>: Скину в особисті, сюди не пишу
""",
    "chat that mentions the password but never gives it",
    syntax="",
)
regd(
    KNYHARNIA,
    "Sklad/Web.config",
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Sklad" connectionString="Server=<<lan>>;Database=Knyharnia;Integrated Security=SSPI;" providerName="System.Data.SqlClient" />
  </connectionStrings>
</configuration>
""",
    "SQL Server by Windows authentication, no password",
)

# m - Kuala Lumpur cinemas
regd(
    PAWAGAM,
    "tiket-<<org>>/.env.example",
    """APP_NAME="<<orgc>> Tiket"
BILLPLZ_API_KEY=
BILLPLZ_X_SIGNATURE=
BILLPLZ_COLLECTION_ID=
BILLPLZ_SANDBOX=true
""",
    "template with empty Billplz values",
    syntax="",
)
regd(
    PAWAGAM,
    "mail/<<login>>/INBOX/<<n5>>.eml",
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Akaun POS kaunter makanan
Content-Type: text/plain; charset="utf-8"

Salam <<fn2>>, ID pengguna anda mgr_<<n3>>. Kata laluan akan dihantar melalui SMS.
""",
    "e-mail that says the password comes by SMS",
    syntax="",
)
regd(
    PAWAGAM,
    "tms/certs/<<org>>-hall<<n>>.pem",
    """-----BEGIN CERTIFICATE-----
<<cert>>
-----END CERTIFICATE-----
""",
    "public certificate of the projection server (for KDMs)",
    syntax="",
    extra=_cert,
)

# n - Budapest subtitling agency
regd(
    FELIRAT,
    "AppData/Roaming/Subtitle Edit/Settings.xml",
    """<?xml version="1.0" encoding="utf-8"?>
<Settings>
  <Tools>
    <AutoTranslateLastName>ChatGPT</AutoTranslateLastName>
    <ChatGptApiKey></ChatGptApiKey>
    <ChatGptModel>gpt-4o-mini</ChatGptModel>
  </Tools>
</Settings>
""",
    "Subtitle Edit settings with an empty API key",
)
regd(
    FELIRAT,
    "tools/elofordit.py",
    """import os

import deepl

translator = deepl.Translator(os.environ["DEEPL_AUTH_KEY"])
print(translator.get_usage())
""",
    "DeepL key read from the environment",
)
regd(
    FELIRAT,
    "jegyzetek/chat-<<date>>.txt",
    """[<<y>>. <<mo>>. <<d>>. <<time>>] <<fn>>: Mi az OneDrive jelszó?
[<<y>>. <<mo>>. <<d>>. <<time2>>] <<fn2>>: Benne van a KeePass-ben, „Ügynökség” csoport
""",
    "chat that points to KeePass, no value",
    syntax="",
)

# o - Taipei gallery
regd(
    HUAYUAN,
    "climate-bridge/config.toml",
    """[mqtt]
host = "<<lan>>"
port = 1883
username = "gallery-sensors"
password_env = "MQTT_PASSWORD"
""",
    "MQTT password taken from an environment variable named here",
)
regd(
    HUAYUAN,
    "Documents/LINE/chat-<<date>>.txt",
    """[LINE] 與<<ln2>><<fn2>>的聊天記錄

<<time>>\t<<ln>><<fn>>\t畫廊帳號的密碼是什麼？
<<time2>>\t<<ln2>><<fn2>>\t我私訊給你，不要貼在群組
""",
    "chat that mentions the password but never gives it",
    syntax="",
)
regd(
    HUAYUAN,
    "boot/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=TW

network={
    ssid="<<orgc>>_Guest"
    key_mgmt=NONE
}
""",
    "open guest network, no passphrase",
    syntax="",
)

# p - Salvador dance school
regd(
    FORRO,
    "k8s/matriculas-externalsecret.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: matriculas-db
  namespace: <<org>>
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  target:
    name: matriculas-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: secret/<<org>>/matriculas
        property: password
""",
    "ExternalSecret pointing at a vault path, no value",
)
regd(
    FORRO,
    "Conversas/professores-<<date>>.txt",
    """<<dmys>> <<time>> - <<fn>> <<ln>>: Qual a senha do Instagram?
<<dmys>> <<time2>> - <<fn2>> <<ln2>>: Tá no caderno da recepção, não vou mandar aqui não
""",
    "chat that points to a notebook, no value",
    syntax="",
)
regd(
    FORRO,
    "mensalidades/.env.example",
    """# Asaas - copie para .env e preencha
ASAAS_ENV=sandbox
ASAAS_API_URL=https://sandbox.asaas.com/api/v3
ASAAS_API_KEY=
ASAAS_WEBHOOK_TOKEN=
""",
    "template with empty Asaas values",
    syntax="",
)
