# ruff: noqa: E501
"""The forty-fifth corpus's decoys: files at the same kinds of paths as the formats that hold
no live credential, three per family, each with its ``why``."""

from __future__ import annotations

import hashlib

import fortyfifth_formats_a as a
import fortyfifth_formats_b as b
import fortyfifth_formats_c as c
import fortyfifth_formats_d as d
import fortyfifth_formats_e as e
import fortyfifth_formats_f as f
import fortyfifth_formats_g as g
import fortyfifth_formats_h as h
import fortyfifth_formats_i as i
import fortyfifth_formats_j as j
import fortyfifth_formats_k as k
import fortyfifth_formats_l as l_
import fortyfifth_formats_m as m
import fortyfifth_formats_n as n
import fortyfifth_formats_o as o
import fortyfifth_formats_p as p
from fortyfifth_spec import regd


def _sha(rng, s):
    return {
        "sha": hashlib.sha256(rng.randbytes(32)).hexdigest(),
        "sha2": hashlib.sha256(rng.randbytes(32)).hexdigest(),
    }


# a — Faroe Islands
regd(
    a.F,
    "esphome/hjallur-<<n>>.yaml",
    """esphome:
  name: hjallur-<<n>>
esp32:
  board: esp32dev
api:
  encryption:
    key: !secret api_key
ota:
  - platform: esphome
    password: !secret ota_password
wifi:
  ssid: !secret wifi_ssid
  password: !secret wifi_password
""",
    "ESPHome config whose Wi-Fi, OTA and API values are all `!secret` references to secrets.yaml",
    syntax="",
)
regd(
    a.F,
    "etc/odbc.ini",
    """[Kvota]
Driver      = ODBC Driver 18 for SQL Server
Server      = tcp:<<host>>,1433
Database    = seydaskra_<<year>>
Trusted_Connection = yes
Encrypt     = yes
""",
    "ODBC DSN using Windows integrated authentication: no UID or PWD at all",
    syntax="ini",
)
regd(
    a.F,
    "Downloads/messenger_<<first>>_<<date>>.txt",
    """<<name>>
<<time>>
Hevur tú loyniorðið til netbankan?

<<name2>>
<<time2>>
Nei, tað stendur í KeePass-fílinum á skrivstovuni. Eg sendi tað ikki á Messenger 🙂
""",
    "Faroese chat that mentions the password and points to a KeePass file without giving it",
)

# b — Lesotho
regd(
    b.F,
    "public_html/wp-config.php",
    """<?php
define( 'DB_NAME', getenv('WORDPRESS_DB_NAME') );
define( 'DB_USER', getenv('WORDPRESS_DB_USER') );
define( 'DB_PASSWORD', getenv('WORDPRESS_DB_PASSWORD') );
define( 'DB_HOST', getenv('WORDPRESS_DB_HOST') ?: 'localhost' );
$table_prefix = 'wp_ls_';
require_once ABSPATH . 'wp-settings.php';
""",
    "wp-config.php reading every database value from the environment",
    syntax="",
)
regd(
    b.F,
    "docker-compose.yml",
    """services:
  db:
    image: postgres:16
    environment:
      POSTGRES_DB: mokorotlo_grants
      POSTGRES_USER: grants
      POSTGRES_PASSWORD_FILE: /run/secrets/db_password
    secrets:
      - db_password
secrets:
  db_password:
    file: ./secrets/db_password.txt
""",
    "Compose file taking the database password from a Docker secret file",
)
regd(
    b.F,
    "shared/<<org>>_logins_<<n>>.csv",
    """Sistimi,Lebitso la mosebedisi,Phasewete,Hlokomela
LRA e-Services,<<user>>,••••••••••,e bolokiloe ho Bitwarden
ASYCUDA World,<<org>>_exp,••••••••,
""",
    "login sheet whose password column is masked with bullets",
    syntax="",
)

# c — Namibia
regd(
    c.F,
    "etc/telegraf/telegraf.conf",
    """[agent]
  interval = "60s"

[[outputs.influxdb_v2]]
  urls = ["https://influx.<<dom>>:8086"]
  token = "${INFLUX_TOKEN}"
  organization = "<<org>>"
  bucket = "fog_yield"
""",
    "Telegraf output whose token is an environment-variable reference",
    syntax="toml",
)
regd(
    c.F,
    "scripts/vrm_battery_<<n>>.sh",
    """#!/bin/sh
# token lives in /etc/fognet/vrm.token (root only)
VRM_TOKEN="$(cat /etc/fognet/vrm.token)"
curl -s -H "X-Authorization: Token $VRM_TOKEN" "https://vrmapi.victronenergy.com/v2/installations/<<n4>>/widgets/BatterySummary"
""",
    "shell script reading the VRM token from a root-only file",
    syntax="",
)
regd(
    c.F,
    "data/checksums_<<date>>.sha256",
    """<<sha>>  fog_yield_<<year>>.csv
<<sha2>>  net<<n>>_hourly.dat
""",
    "SHA-256 checksums of data files",
    syntax="",
    extra=_sha,
)

# d — Ghana
regd(
    d.F,
    "abebuu_shop/settings.py",
    """import os

PAYSTACK_PUBLIC_KEY = "pk_live_<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>"
PAYSTACK_SECRET_KEY = os.environ["PAYSTACK_SECRET_KEY"]
DEBUG = False
""",
    "Django settings with only the publishable Paystack key inline; the secret comes from the environment",
)
regd(
    d.F,
    "Desktop/workshop_cameras.m3u",
    """#EXTM3U
#EXTINF:-1,Carving shed (public preview)
rtsp://<<ip>>:554/Streaming/Channels/102
#EXTINF:-1,Paint room
rtsp://<<ip>>:554/Streaming/Channels/202
""",
    "camera playlist of substreams without any userinfo (VLC asks for the login)",
    syntax="",
)
regd(
    d.F,
    "WhatsApp Chat with <<first>>.txt",
    """<<dmys>>, <<time>> - <<name>>: Me pɛ Hubtel password no
<<dmys>>, <<time2>> - <<name2>>: Mede bɛba office na mɛkyerɛ wo, I won't send password on WhatsApp
<<dmys>>, <<time2>> - <<name>>: ok 👍🏾
""",
    "Twi chat refusing to send the password",
)

# e — Malawi
regd(
    e.F,
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
    "Traccar default H2 configuration with an empty database password",
)
regd(
    e.F,
    "minutes/msonkhano_<<date>>.txt",
    """MINUTES OF THE USIPA DRYING RACKS COMMITTEE
Date: <<dmy>>
3. Office laptop: the password was changed after the theft. The treasurer keeps
   the new password in the sealed envelope in the cash box; it is not written here.
""",
    "minutes that discuss a password change without giving the password",
    syntax="",
)
regd(
    e.F,
    "network/mikrotik_<<n>>.rsc",
    """# <<date>> by RouterOS 6.49.10
/interface wireless security-profiles
add authentication-types=wpa2-psk mode=dynamic-keys name=landing
/interface wireless
set [ find default-name=wlan1 ] mode=station-bridge security-profile=landing ssid=<<orgc>>-PtP
/ip address
add address=<<ip>>/24 interface=bridge
""",
    "MikroTik compact export: the pre-shared key is not exported without show-sensitive",
    syntax="",
)

# f — Mauritius
regd(
    f.F,
    ".node-red/settings.js",
    """module.exports = {
    flowFile: 'flows_salinn.json',
    credentialSecret: process.env.NODE_RED_CREDENTIAL_SECRET,
    uiPort: process.env.PORT || 1880,
};
""",
    "Node-RED settings taking credentialSecret from the environment",
    syntax="",
)
regd(
    f.F,
    "scans/qr_wifi_bureau_<<n>>.txt",
    """WIFI:T:nopass;S:<<orgc>>-Visiteurs;;
""",
    "Wi-Fi QR payload of an open visitors' network (nopass)",
    syntax="",
)
regd(
    f.F,
    "mails/<<date>>_mra.eml",
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Accès MRA
Content-Type: text/plain; charset=utf-8

Bonjour, le mot de passe du portail MRA a expiré. Utilisez « Mot de passe oublié »
sur le portail, le code arrive par SMS sur le téléphone du bureau.
""",
    "French e-mail about an expired portal password, no value",
    syntax="",
)

# g — Greenland
regd(
    g.F,
    ".github/workflows/deploy.yml",
    """name: Deploy
on: [push]
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npx netlify-cli deploy --dir=public --prod
        env:
          NETLIFY_AUTH_TOKEN: ${{ secrets.NETLIFY_AUTH_TOKEN }}
          NETLIFY_SITE_ID: <<uuid>>
""",
    "workflow using a repository secret reference; the site id is not a credential",
)
regd(
    g.F,
    "home/<<user>>/.my.cnf",
    """[client]
user=resultater
host=<<host>>
# password is prompted (mysql -p)
""",
    "MySQL client config without a password line",
    syntax="",
)
regd(
    g.F,
    "lib/config/supabase_keys.dart",
    """class SupabaseKeys {
  static const url = String.fromEnvironment('SUPABASE_URL');
  static const anonKey = String.fromEnvironment('SUPABASE_ANON_KEY');
}
""",
    "Dart config reading keys from --dart-define at build time",
    syntax="",
)

# h — Azerbaijan
regd(
    h.F,
    "etc/etaxes_sync.ini",
    """[portal]
url = https://new.e-taxes.gov.az

[login]
method = asan_imza
user =
password =
""",
    "sync INI using ASAN İmza (mobile signature) with empty user and password",
    syntax="ini",
)
regd(
    h.F,
    "logs/webhook_dump_<<date>>_<<n>>.http",
    """POST /api/payments/callback HTTP/1.1
Host: <<dom>>
Content-Type: application/json
X-Signature: sha256=<<sha>>

{"orderId":"PX<<n4>>","status":"APPROVED"}
""",
    "webhook dump with an HMAC signature of the body, not a reusable secret",
    syntax="",
    extra=_sha,
)
regd(
    h.F,
    "WhatsApp Chat with <<first>>.txt",
    """[<<dmy>>, <<time>>:00] <<name>>: kassa proqramının şifrəsi nədir?
[<<dmy>>, <<time2>>:10] <<name2>>: şifrəni telefonla deyəcəm, yazmıram
""",
    "Azerbaijani chat saying the password will be told by phone",
)

# i — Turkmenistan
regd(
    i.F,
    "src/main/resources/application.properties",
    """spring.datasource.url=jdbc:postgresql://<<host>>:5432/studbook
spring.datasource.username=${DB_USER}
spring.datasource.password=${DB_PASSWORD}
""",
    "Spring properties with placeholder references to the environment",
    syntax="",
)
regd(
    i.F,
    "etc/openvpn/client/<<org>>.ovpn",
    """client
dev tun
proto udp
remote vpn.<<dom>> 1194
auth-user-pass
auth-nocache
remote-cert-tls server
cipher AES-256-GCM
""",
    "OpenVPN profile that prompts for the login (auth-user-pass without a file)",
    syntax="",
)
regd(
    i.F,
    "etc/redis/redis.conf",
    """bind 127.0.0.1
port 6379
protected-mode yes
# requirepass foobared
aclfile /etc/redis/users.acl
""",
    "redis.conf with the stock commented-out requirepass and ACLs in another file",
    syntax="",
)

# j — Myanmar
regd(
    j.F,
    "home/<<user>>/.aws/config",
    """[default]
region = ap-southeast-1

[profile export-docs]
sso_start_url = https://<<org>>.awsapps.com/start
sso_region = ap-southeast-1
sso_account_id = <<n4>><<n4>><<n4>>
sso_role_name = ReadOnly
""",
    "AWS config using SSO, no access keys",
    syntax="ini",
)
regd(
    j.F,
    "etc/config/wireless",
    """config wifi-iface 'default_radio0'
	option device 'radio0'
	option mode 'ap'
	option ssid '<<orgc>>-Guests'
	option encryption 'none'
""",
    "OpenWrt open guest network, no key",
    syntax="",
)
regd(
    j.F,
    "Viber/chat_<<first>>_<<n>>.txt",
    """<<dmys>> <<time>> <<lname>>: စကားဝှက် ပြန်ပို့ပေးပါ
<<dmys>> <<time2>> <<name2>>: ဖုန်းနဲ့ပဲ ပြောမယ်၊ ဒီမှာ မရေးဘူး
""",
    "Burmese chat: the password will be given by phone, not written",
    syntax="",
)

# k — Belize
regd(
    k.F,
    ".env.local",
    """NEXT_PUBLIC_SITE_URL=https://<<dom>>
NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_live_51<<hex8>><<hex8>><<hex8>><<hex8>>
STRIPE_RESTRICTED_KEY=
""",
    "Next.js env with only a publishable key and an empty restricted key",
    syntax="",
)
regd(
    k.F,
    "gis/chicle_plots_<<n>>.qgs",
    """<qgis projectname="Sapodilla trees" version="3.34.6-Prizren">
  <projectlayers>
    <maplayer type="vector" geometry="Point">
      <datasource>service='forest' authcfg=<<hex8>> key='id' srid=4326 type=Point table="public"."zapote_trees" (geom)</datasource>
      <provider encoding="UTF-8">postgres</provider>
    </maplayer>
  </projectlayers>
</qgis>
""",
    "QGIS layer using a pg_service and an authcfg id (credentials in the QGIS auth database)",
    syntax="xml",
)
regd(
    k.F,
    "ocr/camp_sign_<<n>>.txt",
    """CHICLERO CAMP — NO FIRES NEAR LATEX POTS
STARLINK <<orgc>>Camp
ask Don <<first>> for the code
""",
    "camp sign OCR that refers to the Wi-Fi code without giving it",
    syntax="",
)

# l — Comoros
regd(
    l_.F,
    "AppData/Roaming/FileZilla/sitemanager.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
	<Servers>
		<Server>
			<Host><<pip>></Host>
			<Port>22</Port>
			<Protocol>1</Protocol>
			<User>labo_gcms</User>
			<Logontype>5</Logontype>
			<Keyfile>C:\\Users\\<<user>>\\.ssh\\labo.ppk</Keyfile>
			<Name>Labo analyses ylang</Name>
		</Server>
	</Servers>
</FileZilla3>
""",
    "FileZilla SFTP site using a key file (Logontype 5), no stored password",
    syntax="xml",
)
regd(
    l_.F,
    "inventory/hosts.yml",
    """all:
  children:
    bureaux:
      hosts:
        compta-pc:
          ansible_host: <<ip>>
      vars:
        ansible_connection: winrm
        ansible_user: administrateur
        ansible_password: "{{ vault_winrm_password }}"
""",
    "Ansible inventory whose password is a Jinja reference to a vaulted variable",
)
regd(
    l_.F,
    "var/spool/cron/crontabs/pi",
    """*/15 * * * * /home/pi/alambic/read_temp.py >> /home/pi/alambic/temp.csv 2>&1
5 * * * * curl -s --netrc-file /home/pi/.netrc-ro -T /home/pi/alambic/temp.csv ftp://<<pip>>/alambic/
""",
    "crontab whose upload reads credentials from a netrc file",
    syntax="",
)

# m — Montenegro
regd(
    m.F,
    "etc/grafana/grafana.ini",
    """[security]
admin_user = admin
admin_password = $__file{/etc/grafana/admin_password}
""",
    "grafana.ini using a $__file provider for the admin password",
    syntax="ini",
)
regd(
    m.F,
    "Fiskalizacija/CertLoader.cs",
    """using System;
using System.Security.Cryptography.X509Certificates;

internal static class CertLoader
{
    public static X509Certificate2 Load() =>
        new X509Certificate2(@"C:\\Konoba\\cert\\efi.pfx", Environment.GetEnvironmentVariable("EFI_PFX_PASSWORD"));
}
""",
    "certificate loader reading the PFX password from the environment",
    syntax="",
)
regd(
    m.F,
    "certs/<<org>>_efi_public.pem",
    """-----BEGIN CERTIFICATE-----
MIIDdzCCAl+gAwIBAgIEAgAAuTANBgkqhkiG9w0BAQUFADBaMQswCQYDVQQGEwJJ
RTESMBAGA1UEChMJQmFsdGltb3JlMRMwEQYDVQQLEwpDeWJlclRydXN0MSIwIAYD
VQQDExlCYWx0aW1vcmUgQ3liZXJUcnVzdCBSb290MB4XDTAwMDUxMjE4NDYwMFoX
-----END CERTIFICATE-----
""",
    "public certificate (no private key)",
    syntax="",
)

# n — Uruguay
regd(
    n.F,
    "entradas/config/mp.php",
    """<?php
use MercadoPago\\MercadoPagoConfig;

MercadoPagoConfig::setAccessToken(getenv('MP_ACCESS_TOKEN'));
const MP_WEBHOOK = 'https://<<dom>>/entradas/webhook';
""",
    "Mercado Pago config reading the access token from the environment",
    syntax="",
)
regd(
    n.F,
    "backup/restic-env.sh",
    """#!/bin/sh
export RESTIC_REPOSITORY=b2:<<org>>-ensayos:/restic
export RESTIC_PASSWORD_FILE=/root/.restic-pass
export B2_ACCOUNT_ID=$(pass show b2/id)
export B2_ACCOUNT_KEY=$(pass show b2/key)
restic backup /srv/ensayos
""",
    "restic script taking its secrets from a password file and the pass store",
    syntax="",
)
regd(
    n.F,
    "db/integrantes_dump_<<date>>.sql",
    """CREATE TABLE usuarios (id INTEGER PRIMARY KEY, nombre TEXT, email TEXT, clave_hash TEXT);
INSERT INTO usuarios VALUES(1,'<<name>>','<<email>>','pbkdf2_sha256$600000$<<hex8>>$<<sha>>');
""",
    "SQL dump with a password hash, not a password",
    syntax="",
    extra=_sha,
)

# o — Kiribati
regd(
    o.F,
    "sales/db.php",
    """<?php
$mysqli = new mysqli(getenv("DB_HOST"), getenv("DB_USER"), getenv("DB_PASS"), "karewe_sales");
""",
    "mysqli connection built from environment variables",
    syntax="",
)
regd(
    o.F,
    ".git/config",
    """[core]
	repositoryformatversion = 0
	bare = false
[remote "origin"]
	url = git@github.com:<<org>>/karewe-site.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[credential]
	helper = manager
""",
    "git config using SSH and a credential helper, no stored header",
    syntax="",
)
regd(
    o.F,
    "home/<<user>>/.Renviron",
    """KOBO_SERVER=https://kf.kobotoolbox.org
KOBO_TOKEN=
R_LIBS_USER=~/R/library
""",
    ".Renviron with an empty token",
    syntax="",
)

# p — Benin
regd(
    p.F,
    "config/kkiapay.php",
    """<?php
return [
    'public_key' => '<<hex8>><<hex8>><<hex8>><<hex8>>',
    'private_key' => env('KKIAPAY_PRIVATE_KEY'),
    'secret' => env('KKIAPAY_SECRET'),
    'sandbox' => false,
];
""",
    "payment config with a public key and env() references",
    syntax="",
)
regd(
    p.F,
    "etc/chirpstack/chirpstack.toml",
    """[postgresql]
  dsn = "postgres://chirpstack@localhost/chirpstack?sslmode=disable"

[api]
  bind = "0.0.0.0:8080"
  secret = "$API_SECRET"
""",
    "ChirpStack config with a DSN without password (peer auth) and an env substitution",
    syntax="toml",
)
regd(
    p.F,
    "home/<<user>>/.ssh/id_ed25519.pub",
    """ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>> <<user>>@drone-laptop
""",
    "SSH public key",
    syntax="",
)
