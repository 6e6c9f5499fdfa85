# ruff: noqa: E501
"""The forty-eighth corpus's decoys: files at the same kinds of paths as the formats that hold
no live credential, three per family, as a table of (family, path, template, why, syntax)."""

from __future__ import annotations

from fortyeighth_formats_a import F as A
from fortyeighth_formats_b import F as B
from fortyeighth_formats_c import F as C
from fortyeighth_formats_d import F as D
from fortyeighth_formats_e import F as E
from fortyeighth_formats_f import F as FF
from fortyeighth_formats_g import F as G
from fortyeighth_formats_h import F as H
from fortyeighth_formats_i import F as II
from fortyeighth_formats_j import F as J
from fortyeighth_formats_k import F as K
from fortyeighth_formats_l import F as L
from fortyeighth_formats_m import F as M
from fortyeighth_formats_n import F as N
from fortyeighth_formats_o import F as O
from fortyeighth_formats_p import F as P
from fortyeighth_spec import regd

DECOYS = [
    # a: Lodwar NGO field office
    (
        A,
        "<<org>>/scripts/kobo_sync.py",
        """import os

import requests

KOBO_URL = "https://kf.kobotoolbox.org"
KOBO_TOKEN = os.environ["KOBO_TOKEN"]

r = requests.get(f"{KOBO_URL}/api/v2/assets/", headers={"Authorization": f"Token {KOBO_TOKEN}"}, timeout=60)
print(r.status_code)
""",
        "the Kobo token is read from the environment",
        None,
    ),
    (
        A,
        "Chats/WhatsApp Chat with Ofisi <<city>>.txt",
        """<<dmys>>, <<time>> - <<name>>: Nenosiri la wifi limebadilishwa leo
<<dmys>>, <<time>> - <<name2>>: Ni lipi?
<<dmys>>, <<time2>> - <<name>>: Liko kwenye karatasi ubaoni ofisini, siwezi kuliandika hapa
<<dmys>>, <<time2>> - <<name2>>: Sawa, nitaangalia kesho
""",
        "a Swahili chat that mentions the new Wi-Fi password (nenosiri) without giving it",
        None,
    ),
    (
        A,
        "apps/disbursement-<<n>>/.env.example",
        """DJANGO_SETTINGS_MODULE=cashtransfer.settings.production
MPESA_ENVIRONMENT=sandbox
MPESA_CONSUMER_KEY=
MPESA_CONSUMER_SECRET=
MPESA_PASSKEY=
MPESA_SHORTCODE=174379
""",
        "an env template with the Daraja values left empty",
        None,
    ),
    # b: Alzette newsroom
    (
        B,
        "htdocs/<<org>>/wp-config.php",
        """<?php
define( 'DB_NAME', getenv( 'WORDPRESS_DB_NAME' ) );
define( 'DB_USER', getenv( 'WORDPRESS_DB_USER' ) );
define( 'DB_PASSWORD', getenv( 'WORDPRESS_DB_PASSWORD' ) );
define( 'DB_HOST', getenv( 'WORDPRESS_DB_HOST' ) );
$table_prefix = 'ep_';
require_once ABSPATH . 'wp-settings.php';
""",
        "wp-config reading every database value from the environment",
        None,
    ),
    (
        B,
        "Teams/Redaktioun/chat_<<date>>.txt",
        """[<<time>>] <<name>>
Wou fannen ech d'Passwuert fir d'Agence-Portal?

[<<time>>] <<name2>>
Am KeePass, Dossier "Agencen". Ech schécken et net iwwer Teams.
""",
        "Luxembourgish chat pointing to the password manager instead of giving the password",
        None,
    ),
    (
        B,
        "obs-profiles/<<word>>_<<n>>/service.json",
        """{
    "settings": {
        "bwtest": false,
        "key": "",
        "server": "rtmp://a.rtmp.youtube.com/live2",
        "service": "YouTube - RTMPS"
    },
    "type": "rtmp_common"
}
""",
        "an OBS service file with an empty stream key",
        None,
    ),
    # c: Chișinău call centre
    (
        C,
        "etc/asterisk/manager.conf",
        """[general]
enabled = no
port = 5038
bindaddr = 127.0.0.1

;[crm_dialer]
;secret = <set from vault: kv/pbx/ami>
;read = system,call
""",
        "AMI disabled and the user's secret commented out as a vault reference",
        "",
    ),
    (
        C,
        "viber/<<city>>_supervizori_<<n>>.txt",
        """[<<dmy>> <<time>>] <<name>>: Am uitat parola de la CRM
[<<dmy>> <<time>>] <<name2>>: apasă pe „Am uitat parola” și vine pe mail
[<<dmy>> <<time2>>] <<name>>: mersi, a mers
""",
        "Romanian chat about a forgotten password, solved by a reset link",
        None,
    ),
    (
        C,
        "reports/genesys_export_<<n>>.py",
        """import os

import PureCloudPlatformClientV2 as pc

CLIENT_ID = os.environ["GENESYS_CLIENT_ID"]
CLIENT_SECRET = os.environ["GENESYS_CLIENT_SECRET"]
api = pc.api_client.ApiClient().get_client_credentials_token(CLIENT_ID, CLIENT_SECRET)
""",
        "the Genesys client credentials come from the environment",
        None,
    ),
    # d: Khorgos depot
    (
        D,
        "deploy/wms-<<n>>/appsettings.json",
        """{
  "ConnectionStrings": {
    "Wms": "Server=<<ip>>,1433;Database=WMS;Integrated Security=SSPI;TrustServerCertificate=True"
  },
  "AllowedHosts": "*"
}
""",
        "Windows integrated authentication, no password in the connection string",
        None,
    ),
    (
        D,
        "cams/<<city>>_vorota_<<n>>.m3u",
        """#EXTM3U
#EXTINF:-1,Ворота 1 (въезд фур)
rtsp://<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Ворота 2
rtsp://<<ip>>:554/Streaming/Channels/201
""",
        "camera playlist without userinfo (VLC asks for the login)",
        None,
    ),
    (
        D,
        "ansible/inventories/<<city>>/hosts.ini",
        """[wms]
wms01.<<dom>> ansible_host=<<ip>>

[all:vars]
ansible_user=deploy
ansible_become=true
ansible_become_password="{{ vault_become_password }}"
""",
        "the become password is a reference to an Ansible Vault variable",
        "",
    ),
    # e: Cyberjaya game studio
    (
        E,
        "<<word>>-run/android/keystore.properties",
        """storeFile=../keys/<<org>>-upload.jks
storePassword=${System.getenv("KEYSTORE_PASSWORD")}
keyAlias=upload
keyPassword=${System.getenv("KEY_PASSWORD")}
""",
        "signing passwords read from CI environment variables",
        None,
    ),
    (
        E,
        "keys/<<org>>-upload-<<n>>.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<b64k>> ci@<<org>>\n",
        "an SSH public key",
        None,
    ),
    (
        E,
        "exports/discord_qa_<<n>>.txt",
        """[<<dmys>> <<time>>] <<first>>_<<last>>
kata laluan App Store Connect dah tukar ke?

[<<dmys>> <<time2>>] <<first2>>.dev
dah, ambil dari 1Password vault "Release". jangan paste sini ya
""",
        "Malay chat that points to the password vault instead of giving the password",
        None,
    ),
    # f: Taichung stats startup
    (
        FF,
        "k8s/<<word>>/secret-db.yaml",
        """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: stats-api-db
  namespace: <<org>>
spec:
  refreshInterval: 1h
  secretStoreRef:
    name: gcp-secret-manager
    kind: ClusterSecretStore
  target:
    name: stats-api-db
  data:
    - secretKey: POSTGRES_PASSWORD
      remoteRef:
        key: stats-api-postgres-password
""",
        "an ExternalSecret that only names the secret-manager entry",
        None,
    ),
    (
        FF,
        "home/<<first>>/.dbt/profiles.yml",
        """cpbl_warehouse:
  target: prod
  outputs:
    prod:
      type: postgres
      host: <<host>>
      user: dbt_<<first>>
      password: "{{ env_var('DBT_PASSWORD') }}"
      port: 5432
      dbname: warehouse
      schema: marts
      threads: 4
""",
        "dbt profile with the password from env_var()",
        None,
    ),
    (
        FF,
        "data/checksums_<<date>>.sha256",
        """<<pk>>  box_scores_<<y>>.parquet
<<hex40>><<hex8>><<hex8>><<hex8>>  pitch_by_pitch_<<y>>.parquet
""",
        "SHA-256 checksums of data files",
        None,
    ),
    # g: Whanganui radio
    (
        G,
        "etc/icecast2/icecast.xml",
        """<icecast>
    <authentication>
        <source-password>hackme</source-password>
        <relay-password>hackme</relay-password>
        <admin-user>admin</admin-user>
        <admin-password>hackme</admin-password>
    </authentication>
    <hostname>localhost</hostname>
</icecast>
""",
        "the packaged Icecast default config with the documented 'hackme' defaults",
        None,
    ),
    (
        G,
        "messenger/<<first>>_<<first2>>_<<n>>.txt",
        """<<name>>  <<time>>
Kia ora, kua wareware ahau i te kupuhipa mō te rorohiko pāpāho

<<name2>>  <<time2>>
Kei te pukapuka whero i te taiwhanga, kaua e tukuna mai i konei
""",
        "Māori chat about a forgotten password that points to the studio notebook",
        None,
    ),
    (
        G,
        "playout-<<n>>/main.liq",
        """#!/usr/bin/liquidsoap
music = playlist(mode="randomize", "/srv/music/waiata")
output.icecast(
  %mp3(bitrate=128),
  host="stream.<<dom>>", port=8000,
  password=environment.get("ICECAST_SOURCE_PASSWORD"),
  mount="/live", mksafe(music)
)
""",
        "Liquidsoap script reading the source password from the environment",
        None,
    ),
    # h: Monteverde hotel
    (
        H,
        "IT/recepcion_autologon_<<n>>.reg",
        """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="0"
"DefaultUserName"="recepcion"
"DefaultPassword"=-
""",
        "a .reg file that turns auto-logon off and deletes DefaultPassword",
        None,
    ),
    (
        H,
        "Recepcion/notas_turno_<<date>>.txt",
        """NOTAS DE TURNO - <<dmys>> (noche) - <<name>>

- Hab 7 pidió almohada extra.
- La clave de OPERA de la practicante vence mañana: pedir a gerencia que la renueve.
- Nadie anote claves en los post-it, por favor.
""",
        "Spanish shift notes that mention a password (clave) without giving one",
        None,
    ),
    (
        H,
        "red/<<org>>-hap-<<n>>.rsc",
        """# RouterOS 7.14.3 export hide-sensitive
/interface wireless security-profiles
add authentication-types=wpa2-psk mode=dynamic-keys name=staff supplicant-identity=""
/ip hotspot user
add name=recepcion profile=default
""",
        "a MikroTik export made with hide-sensitive: keys and passwords omitted",
        None,
    ),
    # i: Rehovot lab
    (
        II,
        "home/<<first>>/.my.cnf",
        """[client]
host=<<host>>
user=<<first>>_lims
# password is kept in the login path: mysql_config_editor set --login-path=lims -p
""",
        "my.cnf without a password (mysql_config_editor login path)",
        "",
    ),
    (
        II,
        "experiments/<<n>>_unet_train.ipynb",
        """{
 "cells": [
  {"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [
    {"name": "stdout", "output_type": "stream", "text": ["wandb: Currently logged in as: <<first>> (<<org>>). Use `wandb login --relogin` to force relogin\\n"]}
   ], "source": ["import wandb\\n", "wandb.login()\\n"]}
 ],
 "metadata": {},
 "nbformat": 4,
 "nbformat_minor": 5
}
""",
        "wandb.login() with the key taken from ~/.netrc, none in the notebook",
        "json",
    ),
    (
        II,
        "WhatsApp Chat with מעבדה <<n>>.txt",
        """<<dmys>>, <<time>> - <<name>>: שכחתי את הסיסמה של המיקרוסקופ
<<dmys>>, <<time>> - <<name2>>: היא כתובה במחברת של המעבדה, לא שולחים סיסמאות בוואטסאפ
""",
        "Hebrew chat about a password (סיסמה) that does not give it",
        None,
    ),
    # j: Jounieh photographer
    (
        J,
        "nas-<<n>>/rclone.conf",
        """[wasabi]
type = s3
provider = Wasabi
env_auth = true
endpoint = s3.eu-central-2.wasabisys.com
""",
        "rclone S3 remote with env_auth: keys from the environment",
        None,
    ),
    (
        J,
        "Mail/Envoyés/galerie_<<last2>>_<<n>>.eml",
        """From: <<name>> <contact@<<dom>>>
To: <<name2>> <<<email2>>>
Subject: Vos photos de mariage sont prêtes !
Content-Type: text/plain; charset=utf-8

Bonjour <<first2>>,

Votre galerie est en ligne. Le mot de passe vous sera envoyé par SMS séparément.

Bien à vous,
<<name>>
""",
        "a French e-mail saying the gallery password (mot de passe) comes separately",
        None,
    ),
    (
        J,
        "video-pipeline/.env",
        """FRAMEIO_TOKEN=
FRAMEIO_TEAM_ID=<<uuid>>
EXPORT_DIR=/Volumes/<<orgc>>/Exports
""",
        "Frame.io token left empty",
        None,
    ),
    # k: Piassa studio
    (
        K,
        "keys/mastering-upload-<<n>>.pub.pem",
        """-----BEGIN PUBLIC KEY-----
MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA<<b64k>>
<<b64k>>IDAQAB
-----END PUBLIC KEY-----
""",
        "a public key",
        None,
    ),
    (
        K,
        "booking-api/.env",
        """NODE_ENV=production
TELEBIRR_APP_SECRET=${TELEBIRR_APP_SECRET}
CHAPA_SECRET_KEY=${CHAPA_SECRET_KEY}
""",
        "env file with references to variables set on the server",
        None,
    ),
    (
        K,
        "Studio logins - Sheet1 (<<n>>).csv",
        """Room,Computer,Login password,Wi-Fi
Room A (tracking),imac-a,••••••••,<<orgc>>-Studio
Room B (mix),mac-mini-b,••••••••,<<orgc>>-Studio
""",
        "room sheet with the password column masked",
        None,
    ),
    # l: Umhlanga contractor
    (
        L,
        "etc/mosquitto/conf.d/bridge_<<n>>.conf",
        """connection controlroom-<<n>>
address mqtt.<<dom>>:8883
bridge_cafile /etc/mosquitto/certs/ca.crt
bridge_certfile /etc/mosquitto/certs/site-<<n>>.crt
bridge_keyfile /etc/mosquitto/certs/site-<<n>>.key
topic bms/# out 1 "" sites/<<n>>/
""",
        "bridge authenticated by client certificate files, no password",
        None,
    ),
    (
        L,
        "Users/<<first>>/AppData/Roaming/WinSCP.ini",
        """[Sessions\\sftp.<<dom>>]
HostName=sftp.<<dom>>
UserName=bms<<n>>
PublicKeyFile=C:%5CUsers%5C<<first>>%5C.ssh%5Cbms.ppk
FSProtocol=2
""",
        "WinSCP session by key file, no stored password",
        "",
    ),
    (
        L,
        "outlook/export/<<user>>_lift.eml",
        """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Hysbak-portaal
Content-Type: text/plain; charset=utf-8

Goeie more <<first2>>,

Die wagwoord vir die portaal is verander. Bel my asseblief, ek stuur dit nie per e-pos nie.

Groete,
<<fc>>
""",
        "Afrikaans e-mail that mentions a changed password (wagwoord) without giving it",
        None,
    ),
    # m: Woodbrook co-working
    (
        M,
        "etc/freeradius/3.0/mods-config/files/authorize",
        """# Members authenticate against LDAP (mods-enabled/ldap); nothing local.
DEFAULT	Auth-Type := LDAP
	Fall-Through = Yes
""",
        "FreeRADIUS authorize file delegating to LDAP",
        None,
    ),
    (
        M,
        "billing/app_<<n>>.rb",
        """require 'sinatra'
require 'stripe'

Stripe.api_key = ENV.fetch('STRIPE_SECRET_KEY')
PUBLISHABLE = 'pk_live_51<<hex40>><<hex40>>'
""",
        "Stripe secret from ENV; only a publishable key in the file",
        None,
    ),
    (
        M,
        "exports/wa_members_<<n>>.txt",
        """<<dmys>>, <<time>> - <<name>>: wha de wifi pass?
<<dmys>>, <<time>> - <<name2>>: guest network open for de pitch night, no password tonight
""",
        "chat about an open guest network: no password",
        None,
    ),
    # n: Cabarete language school
    (
        N,
        "moodle/config.php",
        """<?php
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype    = 'mariadb';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodle';
$CFG->dbpass    = getenv('MOODLE_DB_PASSWORD');
$CFG->wwwroot   = 'https://aula.<<dom>>';
require_once(__DIR__ . '/lib/setup.php');
""",
        "Moodle config taking the database password from the environment",
        None,
    ),
    (
        N,
        "soporte/smtp_<<date>>.log",
        """<<date>>T<<time>>:01 mail postfix/submission/smtpd[<<n5>>]: connect from oficina[<<ip>>]
<<date>>T<<time>>:02 mail postfix/submission/smtpd[<<n5>>]: <<hex8>>: client=oficina[<<ip>>], sasl_method=PLAIN, sasl_username=info@<<dom>>
<<date>>T<<time>>:02 mail postfix/qmgr[912]: <<hex8>>: from=<info@<<dom>>>, size=1820, nrcpt=1 (queue active)
""",
        "Postfix log lines that name the SASL method and user but no credential",
        None,
    ),
    (
        N,
        "kite-rental/.env.example",
        """SQUARE_ENVIRONMENT=sandbox
SQUARE_APPLICATION_ID=
SQUARE_ACCESS_TOKEN=<your-square-access-token>
SQUARE_LOCATION_ID=
""",
        "env template with a placeholder token",
        None,
    ),
    # o: Khujand freelancer
    (
        O,
        "Users/<<first>>/AppData/Roaming/FileZilla/sitemanager.xml",
        """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
    <Servers>
        <Server>
            <Host>sftp.<<dom>></Host>
            <Port>22</Port>
            <Protocol>1</Protocol>
            <Type>0</Type>
            <User><<org>></User>
            <Logontype>5</Logontype>
            <Keyfile>C:\\Users\\<<first>>\\.ssh\\id_ed25519.ppk</Keyfile>
            <Name><<orgc>></Name>
        </Server>
    </Servers>
</FileZilla3>
""",
        "FileZilla site using a key file (logon type 5), no Pass element",
        None,
    ),
    (
        O,
        "home/<<first>>/.gitconfig",
        """[user]
	name = <<name>>
	email = <<email>>
[credential]
	helper = manager
[init]
	defaultBranch = main
""",
        "git config using a credential helper, no stored token",
        "",
    ),
    (
        O,
        "projects/<<org>>/docker-compose.yml",
        """services:
  db:
    image: mysql:8.0
    environment:
      MYSQL_ROOT_PASSWORD_FILE: /run/secrets/db_root_password
    secrets:
      - db_root_password
secrets:
  db_root_password:
    file: ./secrets/db_root_password.txt
""",
        "Compose file pointing at a Docker secret file",
        None,
    ),
    # p: Levuka museum
    (
        P,
        "omeka-s/config/database.ini",
        """user     = ""
password = ""
dbname   = ""
host     = ""
;port     =
""",
        "the shipped Omeka S database.ini with empty values",
        "",
    ),
    (
        P,
        "etc/NetworkManager/system-connections/<<orgc>>-Guest.nmconnection",
        """[connection]
id=<<orgc>>-Guest
uuid=<<uuid>>
type=wifi

[wifi]
mode=infrastructure
ssid=<<orgc>>-Guest

[ipv4]
method=auto
""",
        "an open guest Wi-Fi connection, no wifi-security section",
        "ini",
    ),
    (
        P,
        "messenger/<<first>>_<<n>>.txt",
        """<<name>> · <<time>>
Bula! Au sa guilecava na password ni kompiuta ni collections

<<name2>> · <<time2>>
Kerea vei Jone me reset, au sega ni vakauta e ke
""",
        "Fijian chat about a forgotten password with no password given",
        None,
    ),
]

for _fam, _path, _tpl, _why, _syn in DECOYS:
    regd(_fam, _path, _tpl, _why, _syn)
