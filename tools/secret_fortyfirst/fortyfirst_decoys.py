# ruff: noqa: E501
"""Decoys for the forty-first corpus: files at the formats' paths (or near them) that hold no
credential: references to the environment or a secret store, empty values, authentication
without a password, public identifiers, checksums and prose that only mentions a password.
A table of (family, path, template, why, syntax) turned into ``@decoy`` functions."""

from __future__ import annotations

from fortyfirst_formats_a import F as A
from fortyfirst_formats_b import F as B
from fortyfirst_formats_c import F as C
from fortyfirst_formats_d import F as D
from fortyfirst_formats_e import F as E
from fortyfirst_formats_f import F as FF
from fortyfirst_formats_g import F as G
from fortyfirst_formats_h import F as H
from fortyfirst_formats_i import F as FI
from fortyfirst_formats_j import F as J
from fortyfirst_formats_k import F as K
from fortyfirst_formats_l import F as L
from fortyfirst_formats_m import F as M
from fortyfirst_formats_n import F as N
from fortyfirst_formats_o import F as FO
from fortyfirst_formats_p import F as P
from fortyfirst_spec import regd

DECOYS = [
    # a: lagoon
    (A, "opt/rfid-lockers/site<<n>>/controller.ini",
     "[controller]\nsite_id = <<org>>-<<n>>\n\n[database]\ndriver = mssql\nserver = <<host>>\ndatabase = lockers\nuser = locker_ctrl\npassword = ${LOCKER_DB_PASSWORD}\n",
     "the database password is a ${...} reference filled from the environment", "ini"),
    (A, "booking/<<org>>_booking/settings/production.py",
     'import os\n\nSTRIPE_PUBLISHABLE_KEY = "pk_live_51<<hexid>><<hexid>>"\nSTRIPE_SECRET_KEY = os.environ["STRIPE_SECRET_KEY"]\nSTRIPE_CURRENCY = "isk"\n',
     "the secret key is read from the environment; the publishable key is public", None),
    (A, "mail/<<user>>/inbox/<<id>>.eml",
     "From: <<full>> <<<email>>>\nTo: <<email2>>\nSubject: Lykilorð rennur út\nContent-Type: text/plain; charset=utf-8\n\nSæl/l <<first2>>,\n\nLykilorðið þitt í bókunarkerfinu rennur út á föstudaginn. Farðu í Stillingar > Breyta lykilorði\nog veldu nýtt (minnst 12 stafir). Ekki senda lykilorð í tölvupósti.\n\n<<first>>\n",
     "Icelandic e-mail about changing a password, holding none", ""),
    # b: kantele
    (B, "viritin-app/gradle.properties",
     "org.gradle.jvmargs=-Xmx2048m\nandroid.useAndroidX=true\nVIRITIN_RELEASE_STORE_FILE=../keys/viritin-release.jks\nVIRITIN_RELEASE_KEY_ALIAS=viritin\nVIRITIN_RELEASE_STORE_PASSWORD=\nVIRITIN_RELEASE_KEY_PASSWORD=\n",
     "signing passwords left empty (supplied by CI)", ""),
    (B, "home/<<user>>/.config/rclone/rclone.conf",
     "[nas]\ntype = sftp\nhost = <<ip>>\nuser = <<user>>\nkey_file = ~/.ssh/id_ed25519\n\n[b2-nauhoitukset]\ntype = b2\nenv_auth = true\n",
     "SFTP by key file and B2 credentials from the environment; no secret in the file", "ini"),
    (B, "chats/whatsapp_tilitoimisto_<<id>>.txt",
     "<<dmy>> <<time>> - <<first>>: Mikä on Netvisorin salasana?\n<<dmy>> <<time>> - <<first2>>: Se on lapulla kassakoneen alla, en laita sitä WhatsAppiin\n<<dmy>> <<time2>> - <<first>>: Ok 👍\n",
     "Finnish chat that refers to a password without giving it", ""),
    # c: kiiking
    (C, "piletid/.env",
     "APP_ENV=production\nAPP_URL=https://piletid.<<dom>>\nFIENTA_ORGANIZER_ID=<<id>>\nFIENTA_API_KEY=\n",
     "empty API key", ""),
    (C, "andurid/docker-compose.yml",
     "services:\n  timescale:\n    image: timescale/timescaledb:2.14.2-pg16\n    environment:\n      POSTGRES_USER: kiik\n      POSTGRES_PASSWORD_FILE: /run/secrets/pg_password\n    secrets: [pg_password]\nsecrets:\n  pg_password:\n    file: ./secrets/pg_password.txt\n",
     "password read from a Docker secret file", None),
    (C, "firmware/tulemustabel/tulemustabel.ino",
     '#include <WiFi.h>\n#include "secrets.h"  // not in git\n\nconst char* WIFI_SSID = SECRET_SSID;\nconst char* WIFI_PASS = SECRET_PASS;\n\nvoid setup() { WiFi.begin(WIFI_SSID, WIFI_PASS); }\nvoid loop() {}\n',
     "Wi-Fi credentials come from a header that is not committed", ""),
    # d: palinka
    (D, "home/pi/.node-red/settings.js",
     "module.exports = {\n    flowFile: 'flows.json',\n    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,\n    uiPort: process.env.PORT || 1880,\n    adminAuth: require('./user-authentication'),\n};\n",
     "credential secret from the environment; admin auth in a module", ""),
    (D, "fozde/hordok_<<yyyy>>.tsv",
     "hordó\tgyümölcs\tszenzor IP\tmegjegyzés\nH-<<n>>\tszilva\t<<ip>>\tjelszó: KeePass / Főzde mappa\nH-<<n>>b\tbirs\t<<ip>>\t500 l\n",
     "sensor sheet pointing to a password manager", ""),
    (D, "szamlazo/nav_technikai_user.json",
     '{\n  "technicalUser": {\n    "login": "",\n    "password": "",\n    "signKey": "",\n    "exchangeKey": ""\n  },\n  "taxNumber": "2<<id>>1"\n}\n',
     "template with every technical-user field empty", None),
    # e: lipica
    (E, "frigate/config.yml",
     "mqtt:\n  host: <<ip>>\ncameras:\n  hlev:\n    ffmpeg:\n      inputs:\n        - path: rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@<<ip>>:554/Streaming/Channels/101\n          roles: [record, detect]\n",
     "Frigate substitutes {FRIGATE_RTSP_*} from the environment", None),
    (E, "posta/<<user>>/Poslano/<<id>>.eml",
     "From: <<full>> <<<email>>>\nTo: <<email2>>\nSubject: Dostop do portala\nContent-Type: text/plain; charset=UTF-8\n\nSpoštovani,\n\nuporabniško ime je vaš e-naslov, geslo pa vam pošljemo po SMS-u.\n\nLep pozdrav,\n<<full>>\n",
     "Slovene e-mail saying the password goes by SMS", ""),
    (E, "skripte/rodovnik_izvoz_<<n>>.ps1",
     '$cred = Get-Credential -Message "Rodovnik SQL"\nInvoke-Sqlcmd -ServerInstance "<<host>>\\RODOVNIK" -Database Rodovnik -Credential $cred -Query "SELECT COUNT(*) FROM Konji"\n',
     "PowerShell prompts for the credential", ""),
    # f: isopolyphony
    (FF, "home/<<user>>/.s3cfg",
     "[default]\naccess_key =\nsecret_key =\nbucket_location = eu-central-1\nhost_base = s3.amazonaws.com\nuse_https = True\n",
     "empty keys (instance profile used)", ""),
    (FF, "festivali-web/.env",
     "NUXT_PUBLIC_SITE_URL=https://festival.<<dom>>\nNUXT_PUBLIC_STRAPI_URL=https://cms.<<dom>>\nSTRAPI_TOKEN=\n",
     "empty token", ""),
    (FF, "dokumente/llogarite_<<yyyy>>.html",
     '<html><body><table border="1">\n<tr><th>Shërbimi</th><th>Përdoruesi</th><th>Fjalëkalimi</th></tr>\n<tr><td>Spotify for Artists</td><td><<email>></td><td>••••••••••</td></tr>\n</table></body></html>\n',
     "password column masked with bullets", ""),
    # g: halloumi
    (G, "k8s/traceability/secret.yaml",
     "apiVersion: external-secrets.io/v1beta1\nkind: ExternalSecret\nmetadata:\n  name: traceability-db\n  namespace: mandra\nspec:\n  secretStoreRef:\n    name: vault\n    kind: ClusterSecretStore\n  target:\n    name: traceability-db\n  data:\n    - secretKey: DB_PASSWORD\n      remoteRef:\n        key: mandra/traceability\n        property: db_password\n",
     "ExternalSecret: only a reference to a vault path", None),
    (G, "psygeia/ttn_webhook_<<n>>.json",
     '{\n  "ids": {"webhook_id": "coldroom-<<n>>"},\n  "base_url": "https://iot.<<dom>>/ttn",\n  "format": "json",\n  "headers": {},\n  "uplink_message": {"path": "/uplink"}\n}\n',
     "webhook without any auth header", None),
    (G, "mandra/pop_sync/config_<<n>>.ini",
     "[portal]\nurl = https://pdo-halloumi.<<dom>>/api\nproducer_code = CY-HAL-<<id>>\nauth = windows\nusername =\npassword =\n",
     "Windows integrated auth, empty password", "ini"),
    # h: wadi
    (H, "etc/wireguard/wg0.conf",
     "[Interface]\nAddress = 10.66.<<n>>.2/24\nPostUp = wg set %i private-key /etc/wireguard/private.key\n\n[Peer]\nPublicKey = <<hexid>>ZmFrZW5vdGtleQ<<hexid>>AAAAAAAAAAA=\nEndpoint = <<pubip>>:51820\nAllowedIPs = 10.66.0.0/16\n",
     "private key loaded from a file; only the peer's public key is here", ""),
    (H, "root/.bash_history",
     "apt install apache2-utils\nhtpasswd -c /etc/nginx/.htpasswd_staff reception\nnginx -t && systemctl reload nginx\n",
     "htpasswd without -b prompts for the password", ""),
    (H, "chats/mukhayyam_<<id>>.txt",
     "<<dmys>>, <<time>> - <<full>>: الضيوف يسألون عن كلمة السر للواي فاي\n<<dmys>>, <<time2>> - <<full2>>: مكتوبة على اللوح عند الاستقبال\n",
     "Arabic chat mentioning the Wi-Fi password without it", ""),
    # i: suzani
    (FI, "IpakGul.Web/appsettings.Production.json",
     '{\n  "Smtp": {\n    "Host": "smtp.<<dom>>",\n    "Port": 587,\n    "User": "shop@<<dom>>",\n    "Password": "",\n    "UseDefaultCredentials": true\n  }\n}\n',
     "empty SMTP password", None),
    (FI, "debug/isapi_<<date>>.txt",
     'GET /ISAPI/System/deviceInfo HTTP/1.1\nHost: <<ip>>\nAuthorization: Digest username="admin", realm="IP Camera", nonce="<<md5>>", uri="/ISAPI/System/deviceInfo", response="<<md5>>", qop=auth, nc=00000001, cnonce="<<hexid>>"\n\nHTTP/1.1 200 OK\n',
     "HTTP Digest: the response is a one-time hash, not the password", ""),
    (FI, "1c/zapusk_obmen_<<n>>.cmd",
     '@echo off\n"C:\\Program Files\\1cv8\\8.3.24.1467\\bin\\1cv8.exe" ENTERPRISE /S"<<host>>\\buh_ipakgul" /WA+ /Execute "C:\\1c\\obmen.epf"\n',
     "1C launched with Windows authentication (/WA+)", ""),
    # j: khene
    (J, "var/www/nextcloud/config/config.php",
     "<?php\n$CONFIG = array (\n  'dbtype' => 'sqlite3',\n  'dbpassword' => '',\n  'datadirectory' => '/srv/nextcloud-data',\n  'installed' => true,\n);\n",
     "SQLite: empty database password", ""),
    (J, "src/main/resources/onepay.properties",
     "onepay.mcid=mch<<hexid>>\nonepay.shopcode=KHN<<n>>\nonepay.secret=${ONEPAY_SECRET}\n",
     "secret is a placeholder resolved from the environment", ""),
    (J, "fabfile.py",
     'from fabric import Connection, task\n\n\n@task\ndef deploy(c):\n    conn = Connection("<<ip>>", user="deploy", connect_kwargs={"key_filename": "~/.ssh/khene_deploy"})\n    conn.run("systemctl status khene-shop")\n',
     "SSH by key file", None),
    # k: kampot
    (K, "webshop/.env",
     "APP_NAME=\"Kampot Pepper Shop\"\nAPP_ENV=local\nDB_PASSWORD=\nPAYWAY_MERCHANT_ID=\nPAYWAY_API_KEY=\n",
     "empty PayWay key in a local env", ""),
    (K, "home/<<user>>/.ssh/id_rsa.pub",
     "<<pem_pub>> <<user>>@chamkar\n",
     "an SSH public key", ""),
    (K, "analysis/harvest_<<yyyy>>.R",
     'library(DBI)\ncon <- dbConnect(RPostgres::Postgres(), host = "<<host>>", dbname = "chamkar",\n                 user = "analyst", password = Sys.getenv("PGPASSWORD"))\n',
     "password from the environment", ""),
    (K, "ocr/<<org>>/chalkboard_<<n>>.txt",
     "KAMPOT PEPPER TASTING\n\nWIFI\nMrech-Guest\n(open network - no password)\n",
     "open Wi-Fi, no password", ""),
    # l: bilum
    (L, "shop/config.py",
     'import os\n\nSECRET_KEY = os.environ["SECRET_KEY"]\nMAIL_PASSWORD = os.environ.get("MAIL_PASSWORD")\n',
     "keys read from the environment", None),
    (L, "data/data/org.pg.bilummeri.market/shared_prefs/auth.xml",
     "<?xml version='1.0' encoding='utf-8' standalone='yes' ?>\n<map>\n    <string name=\"stall_id\">HGN-<<id>></string>\n    <string name=\"api_token\"></string>\n    <boolean name=\"logged_in\" value=\"false\" />\n</map>\n",
     "logged out: empty token", None),
    (L, "minutes/<<yyyy>>-<<n>>_committee_minutes.txt",
     "COMMITTEE MEETING <<dmy>>\n3. Dropbox: the password will be given by the treasurer in person; do not write it in the minutes.\n",
     "minutes mentioning a password without it", ""),
    # m: fautasi
    (M, "boot/wpa_supplicant.conf",
     'ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev\ncountry=WS\n\nnetwork={\n    ssid="Mulinuu-Public"\n    key_mgmt=NONE\n}\n',
     "open network, no PSK", ""),
    (M, "fundraiser/internal/stripehook/handler.go",
     'package stripehook\n\nimport "os"\n\nvar endpointSecret = os.Getenv("STRIPE_WEBHOOK_SECRET")\n',
     "webhook secret from the environment", ""),
    (M, "stream/recordings/SHA256SUMS",
     "<<sha256>>  fautasi_final_<<yyyy>>.mp4\n<<sha256>>  fautasi_heat<<n>>.mp4\n",
     "SHA-256 checksums of recordings", ""),
    # n: galapagos
    (N, "scripts/odoo_reservas.py",
     'import keyring\nimport xmlrpc.client\n\nURL = "https://erp.<<dom>>"\nAPI_KEY = keyring.get_password("odoo", "<<email>>")\n',
     "API key fetched from the OS keyring", None),
    (N, "certs/applepay/merchant_id.pem",
     "-----BEGIN CERTIFICATE-----\nMIIEcDCCBBagAwIBAgIIU<<hexid>>MAoGCCqGSM49BAMCMIGAMTQwMgYDVQQD\nDCtBcHBsZSBXb3JsZHdpZGUgRGV2ZWxvcGVyIFJlbGF0aW9ucyBDQSAtIEcyMSYw\n-----END CERTIFICATE-----\n",
     "a public certificate, no private key", ""),
    (N, "config/capitania.conf",
     "portal_url = https://zarpes.capitania-galapagos.ec/api/v1\ntoken_file = /etc/<<org>>/capitania.token\nbuque = M/Y Tortuga <<n>>\n",
     "URL without userinfo; token in a separate file", ""),
    # o: yerba
    (FO, "facturacion/.env.example",
     "SIFEN_AMBIENTE=test\nSIFEN_RUC=\nSIFEN_CERT_PASSWORD_FILE=/run/secrets/sifen_p12\nSIFEN_ID_CSC=\nSIFEN_CSC=\n",
     "template with empty CSC", ""),
    (FO, "balanza/bridge.toml",
     '[serial]\nport = "/dev/ttyS0"\n\n[acopio]\nurl = "https://acopio.<<dom>>/api/pesadas"\napi_key = ""\napi_key_env = "ACOPIO_API_KEY"\n',
     "empty key; the name of an environment variable", None),
    (FO, "chats/secadero_<<id>>.txt",
     "<<dmys>> <<time>> - <<full>>: la contraseña de la balanza?\n<<dmys>> <<time2>> - <<full2>>: la de siempre, te digo en persona\n",
     "chat mentioning a password without it", ""),
    # p: vetiver
    (P, "home/<<user>>/.docker/config.json",
     '{\n\t"auths": {\n\t\t"registry.rasinvert.ht": {}\n\t},\n\t"credsStore": "desktop"\n}\n',
     "Docker credentials in the OS credential store", None),
    (P, "compta/quickbooks.yml",
     'quickbooks:\n  environment: production\n  realm_id: "9130<<id>>"\n  refresh_token_file: /run/secrets/qbo_refresh\n  export_sha1: <<sha1>>\n',
     "token in a secrets file; a SHA-1 of the export", None),
]  # fmt: skip

for _fam, _path, _tpl, _why, _syn in DECOYS:
    regd(_fam, _path, _tpl, _why, _syn)
