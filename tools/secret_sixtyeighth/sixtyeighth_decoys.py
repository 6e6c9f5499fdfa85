# ruff: noqa: E501
"""The sixty-eighth corpus's decoys: three per family, files that look like the formats but
hold no live credential (a reference to the environment or a secret store, an empty value,
public material, a checksum, a masked value, chat or mail that mentions a password without
giving one, authentication without a password). Each has a ``why``."""

from __future__ import annotations

import base64
import random

from sixtyeighth_spec import (
    CARWASHRD,
    CHANION,
    COACHBD,
    GRANDTAXI,
    KATSASTUS,
    KRITIRENT,
    LIMARIJA,
    MOTOSMED,
    PALLIVAN,
    POLNILNICE,
    TELEMATYKA,
    TOWKH,
    UDEREVA,
    UZDILER,
    YANGONTYRE,
    ZOFRI,
    hexs,
)


def _ssh_pub(seed: int, comment: str) -> str:
    rng = random.Random(seed)
    body = b"\x00\x00\x00\x07ssh-rsa\x00\x00\x00\x03\x01\x00\x01\x00\x00\x01\x01\x00" + bytes(
        rng.randrange(256) for _ in range(256)
    )
    return f"ssh-rsa {base64.b64encode(body).decode()} {comment}\n"


def _cert(seed: int) -> str:
    rng = random.Random(seed)
    body = bytes([0x30, 0x82, 0x03, 0x00]) + bytes(rng.randrange(256) for _ in range(768))
    b = base64.b64encode(body).decode()
    lines = "\n".join(b[i : i + 64] for i in range(0, len(b), 64))
    return f"-----BEGIN CERTIFICATE-----\n{lines}\n-----END CERTIFICATE-----\n"


# a: grand taxis, Morocco -------------------------------------------------------------------
GRANDTAXI.regd(
    "dispatch/<<org>>/traccar.xml",
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- les identifiants MySQL viennent de l'environnement (DATABASE_USER / DATABASE_PASSWORD) -->
    <entry key='config.useEnvironmentVariables'>true</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar</entry>
    <entry key='web.port'>8082</entry>
</properties>
""",
    "Traccar configuration with config.useEnvironmentVariables: the database password is read from the environment, none in the file",
)
GRANDTAXI.regd(
    "whatsapp/<<org>>_chauffeurs_<<yyyy>>.txt",
    """<<dmy_s>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: خويا شنو هو mot de passe ديال damancom؟
<<dmy_s>>, <<hh>>:<<mi2>> - <<fn2>> <<ln2>>: ماشي فالواتساب، دوز للمكتب غدا نعطيه ليك
<<dmy_s>>, <<hh>>:<<mi2>> - <<fn>> <<ln>>: ok merci
""",
    "Darija WhatsApp chat that asks for a password and is told to come to the office: no password given",
    "",
)
GRANDTAXI.regd(
    "config/cmi.php",
    """<?php
return [
    'cmi' => [
        'gateway_url' => 'https://payment.cmi.co.ma/fim/est3Dgate',
        'client_id'   => env('CMI_CLIENT_ID'),
        'store_key'   => env('CMI_STORE_KEY'),
        'store_type'  => '3D_PAY_HOSTING',
    ],
];
""",
    "CMI gateway configuration reading the store key from the environment with env()",
    "",
)

# b: ZOFRI importers, Chile -----------------------------------------------------------------
ZOFRI.regd(
    "publicador-<<org>>/.env.production",
    """# El token se obtiene con el flujo OAuth al iniciar (ver README)
MELI_APP_ID=<<n5>><<n3>>
MELI_SITE=MLC
MELI_ACCESS_TOKEN=
MELI_REFRESH_TOKEN=
""",
    "MercadoLibre .env with empty token values, filled at runtime by the OAuth flow",
    "",
)
ZOFRI.regd(
    "camaras/<<org>>/go2rtc.yaml",
    """streams:
  patio_norte: rtsp://admin:${CAM_PASSWORD}@<<ip>>:554/Streaming/Channels/101
api:
  listen: ":1984"
""",
    "go2rtc stream URL with a ${CAM_PASSWORD} environment substitution instead of the password",
)
ZOFRI.regd(
    "correo/DIN_<<n5>>.eml",
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: Acceso FTP agencia
Date: <<d>> Oct <<yyyy>> <<hh>>:<<mi>>:00 -0300
Content-Type: text/plain; charset=utf-8

Estimado <<fn>>: le creamos usuario en el FTP (<<login>>). La clave se la envío por SMS
en unos minutos, por seguridad no va en este correo.

Saludos
""",
    "Spanish e-mail that says the password will come by SMS: no password in it",
    "",
)

# c: katsastus, Finland ---------------------------------------------------------------------
KATSASTUS.regd(
    "crontab_<<org>>.txt",
    """# salasana luetaan tiedostosta ~/.pgpass (chmod 600)
15 2 * * * pg_dump -h <<ip>> -U katsastus -Fc katsastus > /var/backups/katsastus_$(date +\\%F).dump
""",
    "crontab whose pg_dump takes the password from ~/.pgpass: none in the file",
    "",
)
KATSASTUS.regd(
    "whatsapp/<<org>>_katsastajat.txt",
    """<<d>>.<<mo>>.<<yyyy>> klo <<hh>>.<<mi>> - <<fn>> <<ln>>: Mikä on ATJ:n salasana?
<<d>>.<<mo>>.<<yyyy>> klo <<hh>>.<<mi2>> - <<fn2>> <<ln2>>: Se on KeePassissa kansiossa Traficom, en laita sitä tänne
""",
    "Finnish chat pointing to KeePass instead of giving the password",
    "",
)
KATSASTUS.regd(
    "linjat/paivitys_<<yyyy>>/SHA256SUMS",
    lambda s: "".join(
        f"{hexs(random.Random(int(s['ts']) + i), 64)}  {name}\n"
        for i, name in enumerate(("linjaohjaus-4.2.1.msi", "jarrudyno-ajuri.zip", "README.txt"))
    ),
    "SHA-256 checksums of a lane software update: hex digests, not keys",
    "",
)

# d: limarija, Serbia -----------------------------------------------------------------------
LIMARIJA.regd(
    "farbara/standowin_<<org>>.ini",
    """[Database]
Server=<<ip>>
Instance=STANDOWIN
IntegratedSecurity=true
User=
Password=
""",
    "Standowin INI using Windows integrated security, with empty user and password",
)
LIMARIJA.regd(
    "radionica/.bash_history",
    """cd ~/stete
curl -s --netrc https://api.stete-<<org>>.rs/v1/predmeti?status=otvoren | jq .
ls
""",
    "shell history where curl reads credentials from ~/.netrc: none on the command line",
    "",
)
LIMARIJA.regd(
    "Posta/portal_osiguranja_<<date>>.eml",
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<fa>> <<la>> <<<email>>>
Subject: Portal osiguranja
Content-Type: text/plain; charset=utf-8

Zdravo <<fa>>, napravio sam ti nalog (<<login>>). Lozinku ću ti reći telefonom, ne šaljem je mejlom.
""",
    "Serbian e-mail saying the password will be given by phone",
    "",
)

# e: coaches, Bangladesh --------------------------------------------------------------------
COACHBD.regd(
    "<<org>>_booking/settings/production.py",
    """import os

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "seatplan",
        "USER": os.environ["DB_USER"],
        "PASSWORD": os.environ["DB_PASSWORD"],
        "HOST": os.environ.get("DB_HOST", "localhost"),
    }
}
""",
    "Django settings reading the database password from os.environ",
)
COACHBD.regd(
    "home/<<fa>>/.ssh/id_rsa.pub",
    lambda s: _ssh_pub(int(s["ts"]), f"{s['fa']}@counter-{s['n']}"),
    "an SSH public key: public material",
    "",
)
COACHBD.regd(
    "whatsapp/<<org>>_gabtoli_counter.txt",
    """<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi>> pm - <<fn>> <<ln>>: ভাই, প্যানেলের পাসওয়ার্ড টা দেন
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> pm - <<fn2>> <<ln2>>: পাসওয়ার্ড হোয়াটসঅ্যাপে দিব না, অফিসে এসে নিয়ে যান
""",
    "Bengali chat refusing to send the password over WhatsApp",
    "",
)

# f: dealer, Uzbekistan ---------------------------------------------------------------------
UZDILER.regd(
    "kredit-<<org>>/application.yml",
    """katm:
  base-url: https://ws.katm.uz/api/v1
  login: ${KATM_LOGIN}
  password: ${KATM_PASSWORD}
""",
    "Spring YAML with ${KATM_PASSWORD} placeholders resolved from the environment",
)
UZDILER.regd(
    "1C/zapusk_<<org>>.bat",
    """@echo off
rem 1С: вход через аутентификацию Windows
"C:\\Program Files\\1cv8\\8.3.24.1467\\bin\\1cv8.exe" ENTERPRISE /S "<<ip>>\\savdo_<<org>>" /WA+ /DisableStartupMessages
""",
    "1C launcher with /WA+ (Windows authentication): no user or password",
    "",
)
UZDILER.regd(
    "telegram/<<org>>_<<login>>/messages.txt",
    """<<fn>>, [<<dmy>> <<hh>>:<<mi>>]
Parolni yuboring iltimos

<<fn2>>, [<<dmy>> <<hh>>:<<mi2>>]
Parolni telegramda yozmayman, ertaga shaxsan aytaman
""",
    "Uzbek chat where the password is promised in person, not given",
    "",
)

# g: motos, Colombia ------------------------------------------------------------------------
MOTOSMED.regd(
    "raspberry_<<org>>/wpa_supplicant.conf",
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
country=CO

network={
    ssid="Clientes<<orgc>>"
    key_mgmt=NONE
}
""",
    "wpa_supplicant for an open network (key_mgmt=NONE): no passphrase",
    "",
)
MOTOSMED.regd(
    "tienda-<<org>>/server/wompi.js",
    """const WOMPI_PUBLIC_KEY = 'pub_prod_<<n5>>Qz<<n3>>';
const WOMPI_PRIVATE_KEY = process.env.WOMPI_PRIVATE_KEY;
module.exports = { WOMPI_PUBLIC_KEY, WOMPI_PRIVATE_KEY };
""",
    "Wompi public key (meant for the browser) and the private key from process.env",
    "",
)
MOTOSMED.regd(
    "calendario/runt_<<date>>.ics",
    """BEGIN:VCALENDAR
VERSION:2.0
BEGIN:VEVENT
DTSTART:<<yyyy>><<mo>><<d>>T090000
UID:<<uuid>>@google.com
SUMMARY:Cambiar la clave del RUNT (vence)
DESCRIPTION:La nueva clave queda en el cuaderno de la oficina
END:VEVENT
END:VCALENDAR
""",
    "calendar reminder to change a password, pointing to the office notebook",
    "",
)

# h: rental, Crete --------------------------------------------------------------------------
KRITIRENT.regd(
    "booking-<<org>>/appsettings.json",
    """{
  "VivaWallet": {
    "Environment": "production",
    "ClientId": "<<n5>>abc<<n3>>.apps.vivapayments.com",
    "ClientSecret": "",
    "SourceCode": "<<n3>>4"
  }
}
""",
    "appsettings with an empty ClientSecret (kept in dotnet user-secrets)",
)
KRITIRENT.regd(
    "ha-<<org>>/config/configuration.yaml",
    """camera:
  - platform: generic
    name: Γραφείο
    still_image_url: http://<<ip>>/ISAPI/Streaming/channels/101/picture
    username: admin
    password: !secret office_camera_password
""",
    "Home Assistant configuration referencing !secret: the value lives in secrets.yaml",
    "",
)
KRITIRENT.regd(
    "mail/<<login>>/rentalcars_extranet.eml",
    """From: <<fn2>> <<ln2>> <<<email2>>>
To: <<fn>> <<ln>> <<<email>>>
Subject: Νέος κωδικός extranet
Content-Type: text/plain; charset=utf-8

Ο κωδικός άλλαξε σήμερα. Κωδικός: ••••••••• (θα σου τον πω από κοντά)
""",
    "Greek e-mail with the password masked by bullets",
    "",
)

# i: tyres, Myanmar -------------------------------------------------------------------------
YANGONTYRE.regd(
    "odoo-<<org>>/odoo.conf",
    """[options]
db_host = False
db_port = False
db_user = odoo
db_password = False
""",
    "odoo.conf connecting through the local socket with peer auth: db_password = False",
    "ini",
)
YANGONTYRE.regd(
    "messages/inbox/<<la2>>_<<n5>>/notes.txt",
    """<<fa2>>: wifi password ဘာလဲ
<<fa>>: ဆိုင်ရောက်မှ ပြောမယ်
""",
    "Burmese chat: the password will be told at the shop, not written",
    "",
)
YANGONTYRE.regd(
    "router-<<org>>/wireless",
    """config wifi-iface 'guest'
	option device 'radio0'
	option network 'guest'
	option mode 'ap'
	option ssid '<<orgc>>_Free'
	option encryption 'none'
""",
    "OpenWrt guest network with encryption none: no key",
    "",
)

# j: driving school, Tanzania ---------------------------------------------------------------
UDEREVA.regd(
    "home/<<login>>/.docker/config.json",
    """{
	"auths": {
		"registry.gitlab.com": {}
	},
	"credsStore": "desktop"
}
""",
    "Docker config.json using a credential store: the auth entry is empty",
)
UDEREVA.regd(
    "nadharia-<<org>>/config.php",
    """<?php
$CFG->dbhost = '<<ip>>';
$CFG->dbname = 'moodle';
$CFG->dbuser = 'moodle';
$CFG->dbpass = getenv('MOODLE_DB_PASS');
""",
    "Moodle config.php taking dbpass from getenv()",
    "",
)
UDEREVA.regd(
    "whatsapp/<<org>>_walimu.txt",
    """<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Naomba nenosiri la mfumo
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> - <<fn2>> <<ln2>>: Nitakupa ana kwa ana kesho ofisini
""",
    "Swahili chat: the password will be given face to face",
    "",
)

# k: EV charging, Slovenia ------------------------------------------------------------------
POLNILNICE.regd(
    "monitoring-<<org>>/grafana.ini",
    """[security]
admin_user = admin
admin_password = $__file{/run/secrets/grafana_admin_password}
""",
    "grafana.ini reading the admin password from a Docker secret file",
)
POLNILNICE.regd(
    "certs/hubject_client_<<yyyy>>.crt",
    lambda s: _cert(int(s["ts"])),
    "a client certificate (public part) without its key",
    "",
)
POLNILNICE.regd(
    "polnilnice/<<org>>/cp_<<n>>.json",
    """{
  "chargePointId": "SI-<<n3>>",
  "ocpp": {
    "version": "1.6J",
    "centralSystemUrl": "wss://ocpp.<<dom>>/steve/websocket/CentralSystemService/",
    "securityProfile": 2,
    "AuthorizationKey": null,
    "clientCertificate": "/etc/ocpp/cp.crt"
  }
}
""",
    "OCPP security profile 2 (TLS client certificate) with AuthorizationKey null",
)

# l: parking, Israel ------------------------------------------------------------------------
CHANION.regd(
    "lpr-gateway-<<org>>/.env",
    """# המפתח נשמר ב-Azure Key Vault ונטען בהפעלה
PARTNER_API_URL=https://partners.<<dom>>/v2
PARTNER_API_KEY=
""",
    "partner .env with an empty key, loaded from Key Vault at start",
    "",
)
CHANION.regd(
    "lpr/<<org>>_gate_<<n>>.ini",
    """[camera]
host = <<ip>>
user = admin
password_source = credman:LPR_CAM_<<n>>
""",
    "LPR INI naming a Windows Credential Manager entry instead of a password",
)
CHANION.regd(
    "whatsapp/<<org>>_mishmarot.txt",
    """[<<d>>.<<mo>>.<<yyyy>>, <<hh>>:<<mi>>:<<ss>>] <<fn>> <<ln>>: מה הסיסמה לקופה?
[<<d>>.<<mo>>.<<yyyy>>, <<hh>>:<<mi2>>:05] <<fn2>> <<ln2>>: הסיסמה אצל <<fn>> האחמ"ש, תתקשר אליו
""",
    "Hebrew chat pointing to the shift manager for the password",
    "",
)

# m: car wash, Dominican Republic -----------------------------------------------------------
CARWASHRD.regd(
    "facturacion-<<org>>/appsettings.Production.json",
    """{
  "Dgii": {
    "Ambiente": "eCF",
    "Certificado": { "Ruta": "C:\\\\ecf\\\\<<org>>.p12", "Clave": "", "ClaveDesde": "AzureKeyVault:ecf-cert-clave" }
  }
}
""",
    "DGII certificate settings with an empty password and a Key Vault reference",
)
CARWASHRD.regd(
    "instagram-<<org>>/messages/inbox/<<fa2>>_<<n5>>/message_1.json",
    """{
  "participants": [{"name": "<<fa2>>"}, {"name": "<<fa>>"}],
  "messages": [
    {"sender_name": "<<fa2>>", "timestamp_ms": <<ts>>000, "content": "Ya cambie la clave del Instagram, te la digo cuando llegues"},
    {"sender_name": "<<fa>>", "timestamp_ms": <<ts>>500, "content": "ok"}
  ]
}
""",
    "Instagram chat saying the password changed, without giving it",
)
CARWASHRD.regd(
    "camaras/carwash_<<n>>.xspf",
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" version="1">
  <trackList>
    <track><location>rtsp://<<ip>>:554/cam/realmonitor?channel=1&amp;subtype=0</location><title>Túnel</title></track>
  </trackList>
</playlist>
""",
    "VLC playlist with RTSP URLs without userinfo (VLC prompts for the login)",
    "xml",
)

# n: fleet dispatch, Belarus ----------------------------------------------------------------
TELEMATYKA.regd(
    "dispatch-<<org>>/wialon_sync.py",
    """import os

WIALON = "https://hst-api.wialon.com/wialon/ajax.html"
TOKEN = os.environ["WIALON_TOKEN"]
""",
    "Wialon script taking the token from os.environ",
)
TELEMATYKA.regd(
    "deploy/<<org>>/externalsecret-db.yaml",
    """apiVersion: external-secrets.io/v1beta1
kind: ExternalSecret
metadata:
  name: dispatch-db
spec:
  secretStoreRef:
    name: vault
    kind: ClusterSecretStore
  target:
    name: dispatch-db
  data:
    - secretKey: DB_PASSWORD
      remoteRef:
        key: kv/<<org>>/dispatch
        property: db_password
""",
    "ExternalSecret pointing at a Vault path: no value in the manifest",
)
TELEMATYKA.regd(
    "monitoring-<<org>>/zabbix_server.conf",
    """# PostgreSQL праз unix-сокет, аўтэнтыфікацыя peer
DBHost=
DBName=zabbix
DBUser=zabbix
DBPassword=
""",
    "zabbix_server.conf with empty DBPassword (peer authentication over the socket)",
    "",
)

# o: school vans, Sri Lanka -----------------------------------------------------------------
PALLIVAN.regd(
    "site-<<org>>/wp-config.php",
    """<?php
define( 'DB_NAME', getenv('WP_DB_NAME') );
define( 'DB_USER', getenv('WP_DB_USER') );
define( 'DB_PASSWORD', getenv('WP_DB_PASSWORD') );
define( 'DB_HOST', 'localhost' );
""",
    "wp-config.php reading the database password with getenv()",
    "",
)
PALLIVAN.regd(
    "whatsapp/<<org>>_van_drivers.txt",
    """<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi>> am - <<fn>> <<ln>>: app கடவுச்சொல் என்ன அண்ணா?
<<d>>/<<mo>>/<<yyyy>>, <<hh>>:<<mi2>> am - <<fn2>> <<ln2>>: கடவுச்சொல்லை இங்கே போட மாட்டேன், office-க்கு வாங்க
""",
    "Tamil chat refusing to post the password",
    "",
)
PALLIVAN.regd(
    "parent_app_<<org>>/lib/config/env.dart",
    """class Env {
  static const String apiBase = String.fromEnvironment('API_BASE');
  static const String googleMapsApiKey = String.fromEnvironment('MAPS_API_KEY');
}
""",
    "Dart env reading the Maps key from --dart-define at build time",
    "",
)

# p: towing, Cambodia -----------------------------------------------------------------------
TOWKH.regd(
    "dispatch-<<org>>/.env",
    """APP_NAME="<<orgc>> Dispatch"
DB_CONNECTION=mysql
DB_SOCKET=/var/run/mysqld/mysqld.sock
DB_USERNAME=dispatch
DB_PASSWORD=
""",
    "Laravel .env with an empty DB_PASSWORD (socket authentication)",
    "",
)
TOWKH.regd(
    "home/<<login>>/.ssh/id_rsa.pub",
    lambda s: _ssh_pub(int(s["ts"]) + 1, f"{s['login']}@dispatch"),
    "an SSH public key: public material",
    "",
)
TOWKH.regd(
    "home/<<login>>/.aws/config",
    """[default]
region = ap-southeast-1
output = json

[profile photos]
sso_start_url = https://<<org>>.awsapps.com/start
sso_region = ap-southeast-1
sso_account_id = 1<<n5>><<n5>>1
sso_role_name = PhotoUploader
""",
    "AWS config with SSO profiles and no access keys",
    "ini",
)
