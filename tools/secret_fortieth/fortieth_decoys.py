"""Decoys of the fortieth corpus: files at the paths the formats use (or next to them) that
hold no credential: settings read from elsewhere, empty values, authentication without a
password, public identifiers, checksums, masked values and prose that mentions a password
without containing one."""

# ruff: noqa: E501

import hashlib

from fortieth_formats_a import F as A
from fortieth_formats_b import F as B
from fortieth_formats_c import F as C
from fortieth_formats_d import F as D
from fortieth_formats_e import F as E
from fortieth_formats_f import F as FF
from fortieth_formats_g import F as G
from fortieth_formats_h import F as H
from fortieth_formats_i import F as II
from fortieth_formats_j import F as J
from fortieth_formats_k import F as K
from fortieth_formats_l import F as L
from fortieth_formats_m import F as M
from fortieth_formats_n import F as N
from fortieth_formats_o import F as O
from fortieth_formats_p import F as P
from fortieth_spec import b64, hexs, regd


def _sha(rng, c):
    return {f"s{i}": hashlib.sha256(hexs(rng, 16).encode()).hexdigest() for i in range(4)}


DECOYS = [
    # ---- a: sponge traders
    (
        A,
        ("scripts/export_timologia.py",),
        '''#!/usr/bin/env python3
"""Εξαγωγή τιμολογίων από το Odoo - ο κωδικός έρχεται από το περιβάλλον."""
import os
import xmlrpc.client

URL = "https://erp.<<dom>>"
DB = "<<org>>"
USER = os.environ["ODOO_USER"]
PASS = os.environ["ODOO_PASSWORD"]

uid = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common").authenticate(DB, USER, PASS, {})
print("uid", uid)
''',
        "reads the Odoo password from the environment",
        None,
        None,
    ),
    (
        A,
        (".env.production",),
        """MYDATA_ENV=production
MYDATA_URL=https://mydatapi.aade.gr/myDATA
MYDATA_USER_ID=<<user>><<nn>>
MYDATA_SUBSCRIPTION_KEY=
INVOICE_SERIES=SF<<year>>
""",
        "the myDATA subscription key is left empty",
        None,
        None,
    ),
    (
        A,
        ("etc/fstab",),
        """# <file system> <mount point> <type> <options> <dump> <pass>
UUID=<<uuid>> /               ext4    errors=remount-ro 0       1
//<<ip2>>/apothiki  /mnt/apothiki  cifs  credentials=/root/.smbcred-apothiki,uid=1000,iocharset=utf8  0  0
""",
        "the CIFS mount points at a credentials file instead of holding the password",
        "",
        None,
    ),
    (
        A,
        ("mail/inbox/<<ymd>>_taxisnet.eml",),
        """From: <<name>> <<<email>>>
To: <<email2>>
Subject: TAXISnet
Date: <<rfc>> +0300
Content-Type: text/plain; charset=UTF-8

Καλησπέρα, τον κωδικό TAXISnet θα σας τον πω τηλεφωνικά αύριο το πρωί,
δεν τον στέλνω με email. Το όνομα χρήστη είναι το ΑΦΜ του συνεταιρισμού.
<<first>>
""",
        "prose about a password that promises it by phone, no value",
        "",
        None,
    ),
    # ---- b: felucca sailors
    (
        B,
        (".env",),
        """APP_NAME="Aswan Feluka Booking"
APP_ENV=production
PAYMOB_API_KEY=${PAYMOB_API_KEY}
PAYMOB_INTEGRATION_ID=<<big>>
PAYMOB_CURRENCY=EGP
""",
        "the Paymob key is a reference to an environment variable",
        None,
        None,
    ),
    (
        B,
        ("feluka_site/settings.py",),
        '''"""Django settings for the felucca tours site."""
import os

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DEBUG = False
ALLOWED_HOSTS = ["<<dom>>"]
DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "feluka", "HOST": "/var/run/postgresql"}}
''',
        "SECRET_KEY read from the environment; PostgreSQL over a socket with peer auth",
        None,
        None,
    ),
    (
        B,
        ("exports/WhatsApp Chat - <<first2>> <<last2>>.txt",),
        """<<dmy_slash>>, <<time>> - <<first>>: كلمة السر بتاعة الراوتر إيه؟
<<dmy_slash>>, <<time2>> - <<first2>>: مكتوبة على الورقة اللي تحت الراوتر في الكابينة
<<dmy_slash>>, <<time2>> - <<first>>: تمام لقيتها 👍
""",
        "chat that asks for a password and points at a sticker, no value",
        None,
        None,
    ),
    (
        B,
        ("home/<<user>>/.bash_history",),
        """cd /opt/cam
curl --digest --netrc-file ~/.cam_netrc "http://<<ip2>>/ISAPI/Streaming/channels/101/picture" -o dock.jpg
ls -la
""",
        "curl takes the camera login from a netrc file",
        "",
        None,
    ),
    # ---- c: qawwali
    (
        C,
        ("calendar/mehfil_<<ymd>>.ics",),
        r"""BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<ymd>>T140000Z
DTEND:<<ymd>>T180000Z
UID:<<hex32>>@google.com
SUMMARY:Mehfil-e-Sama - live on YouTube
DESCRIPTION:Server: rtmp://a.rtmp.youtube.com/live2\nStream key OBS profil
 e mein saved hai (Bilal se poochein).
END:VEVENT
END:VCALENDAR
""",
        "calendar invite with the stream server but the key kept in the OBS profile",
        None,
        None,
    ),
    (
        C,
        ("config/jazzcash.php",),
        """<?php
return [
    'jazzcash' => [
        'environment'    => 'live',
        'merchant_id'    => 'MC<<big>>',
        'password'       => env('JAZZCASH_PASSWORD'),
        'integrity_salt' => env('JAZZCASH_INTEGRITY_SALT'),
    ],
];
""",
        "JazzCash password and salt read with env()",
        None,
        None,
    ),
    (
        C,
        ("scripts/push_recordings.sh",),
        """#!/bin/sh
set -e
rsync -avz --password-file=/etc/rsync/archive.pass /media/recordings/ rsync://archive@<<host>>/qawwali/<<year>>/
""",
        "rsync reads its password from a file",
        None,
        None,
    ),
    # ---- d: jute
    (
        D,
        ("etc/odbc.ini",),
        """[JuteERP]
Driver = ODBC Driver 18 for SQL Server
Server = tcp:<<host>>,1433
Database = JuteERP_<<year>>
Trusted_Connection = yes
Authentication = ActiveDirectoryIntegrated
""",
        "ODBC data source with integrated Windows authentication, no password",
        None,
        None,
    ),
    (
        D,
        ("src/main/resources/application-prod.yml",),
        """bkash:
  base-url: https://tokenized.pay.bka.sh/v1.2.0-beta
  username: ${BKASH_USERNAME}
  password: ${BKASH_PASSWORD}
  app-key: ${BKASH_APP_KEY}
  app-secret: ${BKASH_APP_SECRET}
""",
        "bKash settings all come from environment placeholders",
        None,
        None,
    ),
    (
        D,
        ("shared/accounts/bale_docs_<<year>>.csv",),
        """file;sha256
invoice_<<num>>.pdf;<<s0>>
packing_list_<<num>>.pdf;<<s1>>
bl_<<num>>.pdf;<<s2>>
""",
        "SHA-256 checksums of shipping documents, not credentials",
        None,
        _sha,
    ),
    (
        D,
        ("keys/<<user>>-buyer-sftp.pub",),
        """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<pubk>> <<user>>@jute-office
""",
        "an SSH public key",
        "",
        lambda rng, c: {"pubk": b64(rng, 32)[:43]},
    ),
    # ---- e: durian
    (
        E,
        (".docker/config.json",),
        """{
	"auths": {
		"registry.<<dom>>": {}
	},
	"credsStore": "desktop"
}
""",
        "docker config that keeps the login in the desktop credential store",
        None,
        None,
    ),
    (
        E,
        ("etc/weewx/weewx.conf",),
        """[StdRESTful]
    [[Wunderground]]
        enable = false
        station = replace_me
        password = replace_me
""",
        "weewx's shipped placeholders, upload disabled",
        "",
        None,
    ),
    (
        E,
        ("notebooks/grading_<<ymd>>.ipynb",),
        """{
 "cells": [
  {
   "cell_type": "code",
   "execution_count": 1,
   "metadata": {},
   "outputs": [{"name": "stdout", "output_type": "stream", "text": ["Kata laluan: ········\\n"]}],
   "source": ["import getpass, pymysql\\n", "conn = pymysql.connect(host='<<host>>', user='grader', password=getpass.getpass('Kata laluan: '), database='timbang')"]
  }
 ],
 "metadata": {"kernelspec": {"display_name": "Python 3", "language": "python", "name": "python3"}},
 "nbformat": 4,
 "nbformat_minor": 5
}
""",
        "notebook that prompts for the password with getpass (masked output)",
        "json",
        None,
    ),
    # ---- f: boba
    (
        FF,
        ("Web.config",),
        """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="ECPay:MerchantID" value="3<<big>>" />
    <add key="ECPay:HashKey" value="" />
    <add key="ECPay:HashIV" value="" />
  </appSettings>
</configuration>
""",
        "ECPay HashKey / HashIV left empty (set in the deployment)",
        None,
        None,
    ),
    (
        FF,
        ("frigate/config.yml",),
        """mqtt:
  host: <<ip2>>
cameras:
  counter:
    ffmpeg:
      inputs:
        - path: rtsp://admin:{FRIGATE_RTSP_PASSWORD}@<<ip2>>:554/cam/realmonitor?channel=1&subtype=0
          roles:
            - detect
""",
        "Frigate's environment substitution in the RTSP URL",
        None,
        None,
    ),
    (
        FF,
        ("data/data/tw.zhenzhu.pos/shared_prefs/pos_prefs.xml",),
        """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="store_id">TP-<<num>></string>
    <string name="device_id"><<uuid>></string>
    <boolean name="printer_enabled" value="true" />
</map>
""",
        "device identifier (UUID), no token",
        None,
        None,
    ),
    (
        FF,
        ("home/<<user>>/.zsh_history",),
        """: <<epoch>>:0;cd ~/menu-sync
: <<epoch>>:0;gh auth login --web --git-protocol https
: <<epoch>>:0;gh repo clone zhenzhu-naicha/menu-site
""",
        "GitHub login through the browser, no token on the line",
        "",
        None,
    ),
    # ---- g: opal
    (
        G,
        (".env",),
        """NODE_ENV=production
XERO_CLIENT_ID=<<hex32>>
XERO_CLIENT_SECRET_ARN=arn:aws:secretsmanager:ap-southeast-2:<<big>><<big>>:secret:xero-<<hex8>>
""",
        "the Xero secret lives in AWS Secrets Manager; only its ARN is here",
        None,
        None,
    ),
    (
        G,
        ("etc/wireguard/peers.txt",),
        """# cutting shed peers (public keys only)
office    <<pk1>>
shed      <<pk2>>
""",
        "WireGuard public keys",
        "",
        lambda rng, c: {"pk1": b64(rng, 32), "pk2": b64(rng, 32)},
    ),
    (
        G,
        ("root/.bash_history",),
        """aws configure sso --profile opal
aws sso login --profile opal
aws s3 sync ./valuations s3://<<org>>-valuations/<<year>>/ --profile opal
""",
        "AWS SSO profile, no access keys",
        "",
        None,
    ),
    # ---- h: salmon
    (
        H,
        ("etc/chirpstack/chirpstack.toml",),
        """[postgresql]
  dsn="postgres://chirpstack:$POSTGRESQL_PASSWORD@<<host>>/chirpstack?sslmode=disable"
[redis]
  servers=["redis://localhost/"]
""",
        "ChirpStack's environment substitution for the database password",
        None,
        None,
    ),
    (
        H,
        ("analisis/caligus_<<year>>.R",),
        """library(DBI)
con <- dbConnect(RPostgres::Postgres(), host = "<<host>>", dbname = "laboratorio",
                 user = "<<user>>", password = keyring::key_get("laboratorio", "<<user>>"))
""",
        "R reads the password from the system keyring",
        None,
        None,
    ),
    (
        H,
        ("src/main/resources/application.properties",),
        """mercadopago.public-key=APP_USR-<<uuid>>
mercadopago.webhook-url=https://tienda.<<dom>>/api/mp/webhook
""",
        "Mercado Pago public key (meant for the browser), no access token",
        "",
        None,
    ),
    (
        H,
        ("laboratorio/SHA256SUMS",),
        """<<s0>>  informe_caligus_<<ymd>>.pdf
<<s1>>  informe_oxigeno_<<ymd>>.pdf
<<s2>>  conteo_jaulas.xlsx
""",
        "sha256sum output",
        "",
        _sha,
    ),
    # ---- i: tejo
    (
        II,
        ("boot/wpa_supplicant.conf",),
        """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=CO
network={
    ssid="Cancha-<<word>>-Invitados"
    key_mgmt=NONE
}
""",
        "open Wi-Fi network, no passphrase",
        "",
        None,
    ),
    (
        II,
        ("reservas/includes/db.php",),
        """<?php
$pdo = new PDO('mysql:host=<<host>>;dbname=reservas_canchas', getenv('DB_USER'), getenv('DB_PASS'));
""",
        "PDO credentials from getenv",
        None,
        None,
    ),
    # ---- j: paladar
    (
        J,
        ("src/lib/supabaseAdmin.ts",),
        """import { createClient } from "@supabase/supabase-js";
export const supabaseAdmin = createClient(process.env.SUPABASE_URL!, process.env.SUPABASE_SERVICE_ROLE_KEY!);
""",
        "Supabase service key from process.env",
        None,
        None,
    ),
    (
        J,
        ("correo/accesos_<<ymd>>.html",),
        """<html><body><p>Hola <<first2>>, el usuario de reseñas es <<email>>.
La clave te la doy en persona el viernes.</p></body></html>
""",
        "HTML mail naming the user and deferring the password",
        None,
        None,
    ),
    (
        J,
        ("Inventario/ModInventario.bas",),
        """Attribute VB_Name = "ModInventario"
Public Function Conectar() As Object
    Dim cn As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "DSN=Inventario;"
    Set Conectar = cn
End Function
""",
        "ODBC DSN reference without a password",
        "",
        None,
    ),
    # ---- k: pirogue
    (
        K,
        ("home/<<user>>/.gitconfig",),
        """[user]
	name = <<name>>
	email = <<email>>
[credential]
	helper = store
""",
        "git configured to use a credential store; nothing stored here",
        "",
        None,
    ),
    (
        K,
        ("scripts/telecharger_debarquements.sh",),
        """#!/bin/bash
KOBO_TOKEN="$(cat "$HOME/.config/kobo/token")"
curl -s -H "Authorization: Token $KOBO_TOKEN" "https://kf.kobotoolbox.org/api/v2/assets/" > assets.json
""",
        "token read from a file at run time",
        None,
        None,
    ),
    (
        K,
        ("node-red/flows.json",),
        """[
  {"id": "<<hex8>><<hex8>>", "type": "mqtt-broker", "name": "chambre froide", "broker": "<<host>>", "port": "1883", "credentials": {}}
]
""",
        "Node-RED flows exported without credentials",
        None,
        None,
    ),
    # ---- l: gemaal
    (
        L,
        ("grafana/provisioning/datasources/peil.yaml",),
        """apiVersion: 1
datasources:
  - name: Peilmetingen
    type: postgres
    url: <<host>>:5432
    user: grafana_ro
    secureJsonData:
      password: $__file{/run/secrets/grafana_pg}
""",
        "Grafana reads the datasource password from a file",
        None,
        None,
    ),
    (
        L,
        ("rtu/gemaal.ini",),
        """[ftp_upload]
host = <<host>>
gebruiker = rtu<<nn>>
; wachtwoord staat in de kluis (KeePass, map Telemetrie)
wachtwoord =
""",
        "empty value with a note pointing at the vault",
        None,
        None,
    ),
    (
        L,
        ("var/log/peilsync/peilsync.log",),
        """<<date>> 03:12:44,118 ERROR [peilsync] Verbinding mislukt met postgresql://peilsync:****@<<host>>:5432/peil: timeout expired
""",
        "connection URL in a log with the password masked",
        "",
        None,
    ),
    # ---- m: bursztyn
    (
        M,
        ("Galeria.Web/appsettings.Production.json",),
        """{
  "ConnectionStrings": {
    "Galeria": "Server=<<host>>;Database=Galeria;Integrated Security=True;TrustServerCertificate=True"
  }
}
""",
        "SQL Server integrated security, no password",
        None,
        None,
    ),
    (
        M,
        ("root/.bash_history",),
        """cd ~/faktury
read -s KSEF_TOKEN
export KSEF_TOKEN
python ksef_wyslij.py --katalog ./<<ymd>>/
""",
        "the KSeF token is typed at a silent prompt",
        "",
        None,
    ),
    # ---- n: monastery
    (
        N,
        ("Documents/arhiva_keepass_<<ymd>>.xml",),
        """<?xml version="1.0" encoding="utf-8" standalone="yes"?>
<KeePassFile>
	<Root>
		<Group>
			<Name>Arhiva</Name>
			<Entry>
				<String><Key>Title</Key><Value>Scanner arhivă</Value></String>
				<String><Key>UserName</Key><Value><<user>></Value></String>
				<String><Key>Password</Key><Value ProtectInMemory="True"/></String>
			</Entry>
		</Group>
	</Root>
</KeePassFile>
""",
        "KeePass export with an empty password entry",
        None,
        None,
    ),
    # ---- o: herring
    (
        O,
        ("esphome/rogovn-<<n>>.yaml",),
        """esphome:
  name: rogovn-<<n>>
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
api:
  encryption:
    key: !secret api_encryption_key
""",
        "ESPHome !secret references",
        "",
        None,
    ),
    (
        O,
        ("integration/economic.json",),
        """{
  "economic": {"baseUrl": "https://restapi.e-conomic.com", "appSecretToken": "", "agreements": []}
}
""",
        "empty e-conomic app secret",
        None,
        None,
    ),
    # ---- p: hamam
    (
        P,
        ("Hamam.Booking/appsettings.json",),
        """{
  "Iyzico": {"ApiKey": "", "SecretKey": "", "BaseUrl": "https://api.iyzipay.com"},
  "AllowedHosts": "*"
}
""",
        "iyzico keys left empty",
        None,
        None,
    ),
    (
        P,
        ("scripts/kazan_durum.exp",),
        """#!/usr/bin/expect -f
set timeout 20
spawn ssh -i /home/<<user>>/.ssh/id_ed25519 admin@<<ip>>
expect "#"
send "show boiler status\\r"
expect eof
""",
        "SSH key authentication, no password sent",
        "",
        None,
    ),
    (
        P,
        ("randevu/db.py",),
        """from sqlalchemy import create_engine

engine = create_engine("mysql+pymysql://randevu@localhost/randevu?unix_socket=/run/mysqld/mysqld.sock")
""",
        "MySQL over a unix socket (auth_socket), no password",
        None,
        None,
    ),
]

for fam, paths, template, why, syntax, extra in DECOYS:
    regd(fam, paths, template, why, syntax, extra)
