"""Twelfth corpus decoys: files close to the planted formats that hold no live credential."""

# ruff: noqa: E501

from __future__ import annotations

import hashlib
import json
import random

from twelfth_corpus import (
    DOut,
    alnum,
    b64,
    decoy,
    domain,
    email,
    hexs,
    host,
    ip,
    pick,
    rbytes,
    user,
    uuid4,
)

# --------------------------------------------------------------------------- references


@decoy
def _cfconfig_env(rng: random.Random) -> DOut:
    doc = {
        "adminPassword": "${LUCEE_ADMIN_PASSWORD}",
        "datasources": {
            "appDSN": {
                "class": "com.mysql.cj.jdbc.Driver",
                "host": "${DB_HOST:localhost}",
                "database": "app",
                "username": "${DB_USER}",
                "password": "${DB_PASSWORD}",
                "port": "3306",
            }
        },
    }
    return DOut(
        ".cfconfig.json",
        json.dumps(doc, indent=4) + "\n",
        "CFConfig ${ENV} placeholders resolved by CommandBox at start-up, no value",
    )


@decoy
def _app_cfc_env(rng: random.Random) -> DOut:
    text = """component {
    this.name = "portal";
    variables.env = createObject("java", "java.lang.System").getenv();
    this.datasources["portal"] = {
        class: "org.postgresql.Driver",
        connectionString: "jdbc:postgresql://" & env["DB_HOST"] & ":5432/portal",
        username: env["DB_USER"],
        password: env["DB_PASSWORD"]
    };
}
"""
    return DOut("Application.cfc", text, "datasource password read from the process environment")


@decoy
def _lucee_encrypted(rng: random.Random) -> DOut:
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<cfLuceeConfiguration hspw="{hexs(rng, 64)}" salt="{uuid4(rng).upper()}" version="5.2">
  <data-sources>
    <data-source allow="511" blob="false" class="com.mysql.cj.jdbc.Driver" clob="false" connectionLimit="-1" connectionTimeout="1" custom="useUnicode=true&amp;characterEncoding=UTF-8" database="intranet" dbdriver="MySQL" host="localhost" name="intranet" password="encrypted:{hexs(rng, 96)}" port="3306" storage="false" username="intranet" validate="false"/>
  </data-sources>
</cfLuceeConfiguration>
"""
    return DOut(
        "lucee-server/context/lucee-server.xml",
        text,
        "Lucee stores datasource passwords as encrypted:<hex> with its built-in key; hspw is a salted hash",
    )


@decoy
def _str2str_env(rng: random.Random) -> DOut:
    text = f"""[Unit]
Description=RTCM corrections relay

[Service]
EnvironmentFile=/etc/default/ntrip
ExecStart=/bin/sh -c 'exec /usr/local/bin/str2str -in ntrip://${{NTRIP_USER}}:${{NTRIP_PASS}}@caster.{domain(rng)}:2101/${{NTRIP_MOUNT}} -out tcpsvr://:9000'
Restart=always
"""
    return DOut(
        "etc/systemd/system/ntrip-relay.service",
        text,
        "NTRIP user and password come from an EnvironmentFile",
    )


@decoy
def _ntripcaster_default(rng: random.Random) -> DOut:
    text = """location Frankfurt
rp_email your@email.address
server_url http://caster.ntrip.example

max_clients 100
max_clients_per_source 100
max_sources 40

encoder_password sesam01

server_name localhost
port 2101
"""
    return DOut(
        "ntripcaster/conf/ntripcaster.conf.dist",
        text,
        "the shipped NtripCaster sample with its documented default encoder password sesam01",
    )


@decoy
def _rtk2go(rng: random.Random) -> DOut:
    text = f"""inpstr2-type       =ntripcli
inpstr2-path       ={user(rng)}-at-{pick(rng, ("gmail", "posteo", "proton"))}-d-com:none@rtk2go.com:2101/{alnum(rng, 6, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")}
inpstr2-format     =rtcm3
pos1-posmode       =kinematic
"""
    return DOut(
        "rtkrcv_rtk2go.conf",
        text,
        "RTK2go is an open caster: the e-mail is the user and the documented password is the word none",
    )


@decoy
def _gramps_env(rng: random.Random) -> DOut:
    text = """services:
  grampsweb:
    image: ghcr.io/gramps-project/grampsweb:latest
    env_file: ./grampsweb.env
    environment:
      GRAMPSWEB_EMAIL_HOST_PASSWORD: "${SMTP_PASSWORD}"
      GRAMPSWEB_SECRET_KEY: "${GRAMPSWEB_SECRET_KEY}"
"""
    return DOut(
        "grampsweb/docker-compose.yml", text, "compose interpolation of host variables, no value"
    )


@decoy
def _lime_getenv(rng: random.Random) -> DOut:
    text = """<?php if (!defined('BASEPATH')) exit('No direct script access allowed');
return array(
    'components' => array(
        'db' => array(
            'connectionString' => 'mysql:host=' . getenv('DB_HOST') . ';port=3306;dbname=limesurvey;',
            'username' => getenv('DB_USERNAME'),
            'password' => getenv('DB_PASSWORD'),
            'charset' => 'utf8mb4',
            'tablePrefix' => 'lime_',
        ),
    ),
);
"""
    return DOut(
        "application/config/config.php", text, "LimeSurvey DB credentials read with getenv()"
    )


@decoy
def _pyodk_empty(rng: random.Random) -> DOut:
    text = f"""# Credentials are read from PYODK_USERNAME / PYODK_PASSWORD when set.
[central]
base_url = "https://central.{domain(rng)}"
username = ""
password = ""
default_project_id = 4
"""
    return DOut(
        ".config/pyodk/config.toml", text, "empty username and password, the env vars supply them"
    )


@decoy
def _odk_central_env(rng: random.Random) -> DOut:
    text = f"""# Use fully qualified domain names. Set to DOMAIN=local if SSL_TYPE=selfsign.
DOMAIN=central.{domain(rng)}

# Used for Let's Encrypt expiration emails
SYSADMIN_EMAIL={email(rng)}

# Options: letsencrypt, customssl, upstream, selfsign
SSL_TYPE=letsencrypt

# Do not change if using SSL_TYPE=letsencrypt
HTTP_PORT=80
HTTPS_PORT=443
"""
    return DOut("central/.env", text, "ODK Central's .env holds no credential")


@decoy
def _redcap_fresh(rng: random.Random) -> DOut:
    text = """<?php
$hostname   = '';
$db         = '';
$username   = '';
$password   = '';
$db_ssl_key = '';
$salt = '';
"""
    return DOut("redcap/database.php", text, "fresh REDCap install: every value empty")


@decoy
def _webtrees_sqlite(rng: random.Random) -> DOut:
    text = """; <?php return; ?> DO NOT DELETE THIS LINE
dbtype="sqlite"
dbhost=""
dbport=""
dbuser=""
dbpass=""
dbname="webtrees"
tblpfx="wt_"
"""
    return DOut("data/config.ini.php", text, "webtrees on SQLite: dbpass empty")


@decoy
def _geneweb_empty(rng: random.Random) -> DOut:
    text = """access_by_key=yes
hide_private_names=yes
wizard_passwd=
friend_passwd=
wizard_just_friend=no
default_lang=en
"""
    return DOut("bases/holm.gwf", text, "GeneWeb base without wizard or friend passwords")


@decoy
def _ojs_template(rng: random.Random) -> DOut:
    text = """; <?php exit; // DO NOT DELETE ?>
; DO NOT DELETE THE ABOVE LINE!!!

[general]
installed = Off
base_url = "https://pkp.sfu.ca/ojs"

[database]
driver = mysqli
host = localhost
username = ojs
password = ojs
name = ojs
"""
    return DOut(
        "config.TEMPLATE.inc.php",
        text,
        "OJS's shipped config template with its documented placeholder ojs/ojs",
        "ini",
    )


@decoy
def _indico_env(rng: random.Random) -> DOut:
    text = """import os

SQLALCHEMY_DATABASE_URI = 'postgresql:///indico'
SECRET_KEY = os.environ['INDICO_SECRET_KEY']
BASE_URL = 'https://indico.local'
SMTP_PASSWORD = os.environ.get('SMTP_PASSWORD', '')
"""
    return DOut(
        "etc/indico.conf", text, "indico.conf is Python: secrets taken from os.environ", "py"
    )


@decoy
def _pretix_peer(rng: random.Random) -> DOut:
    text = f"""[pretix]
instance_name=tickets.{domain(rng)}
url=https://tickets.{domain(rng)}

[database]
backend=postgresql
name=pretix
user=pretix
; peer authentication over the unix socket, no password
host=

[mail]
from=tickets@{domain(rng)}
host=localhost
"""
    return DOut(
        "etc/pretix/pretix.cfg",
        text,
        "pretix on a local socket with peer auth: no password key at all",
        "ini",
    )


@decoy
def _orcid_env(rng: random.Random) -> DOut:
    text = """#!/bin/sh
curl -s -H 'Accept: application/json' \\
  -d "client_id=$ORCID_CLIENT_ID" \\
  -d "client_secret=$ORCID_CLIENT_SECRET" \\
  -d 'scope=/read-public' -d 'grant_type=client_credentials' \\
  https://sandbox.orcid.org/oauth/token
"""
    return DOut("orcid_token.sh", text, "ORCID client id and secret from shell variables")


@decoy
def _zenodo_ids(rng: random.Random) -> DOut:
    raw = rbytes(rng, 64)
    text = f"""Dataset archived on Zenodo.

DOI: 10.5281/zenodo.{rng.randint(10**6, 10**7)}
Record: https://zenodo.org/records/{rng.randint(10**6, 10**7)}
File: dataset.tar.gz  md5:{hashlib.md5(raw).hexdigest()}
ORCID of the depositor: 0000-000{rng.randint(1, 3)}-{rng.randint(1000, 9999)}-{rng.randint(1000, 9999)}
"""
    return DOut(
        "CITATION.txt",
        text,
        "DOIs, record IDs, an md5 checksum and an ORCID iD: identifiers, not secrets",
    )


# --------------------------------------------------------------------------- newsletters, links, feeds


@decoy
def _listmonk_default(rng: random.Random) -> DOut:
    text = """[app]
address = "localhost:9000"

[db]
host = "localhost"
port = 5432
user = "listmonk"
password = "listmonk"
database = "listmonk"
ssl_mode = "disable"
"""
    return DOut(
        "config.toml.sample",
        text,
        "listmonk's shipped sample config with the documented default listmonk/listmonk",
    )


@decoy
def _mailman_sqlite(rng: random.Random) -> DOut:
    text = f"""[mailman]
site_owner: listmaster@{domain(rng)}

[database]
class: mailman.database.sqlite.SQLiteDatabase
url: sqlite:////var/lib/mailman3/data/mailman.db

[webservice]
hostname: localhost
port: 8001
admin_user: restadmin
admin_pass: %(MAILMAN_REST_PASS)s
"""
    return DOut(
        "etc/mailman3/mailman.cfg",
        text,
        "Mailman on SQLite; the REST password is a lazr.config substitution, no value",
    )


@decoy
def _sympa_sqlite(rng: random.Random) -> DOut:
    text = f"""domain	lists.{domain(rng)}
listmaster	listmaster@{domain(rng)}
db_type	SQLite
db_name	/var/lib/sympa/sympa.sqlite
"""
    return DOut("etc/sympa/sympa.conf", text, "Sympa on SQLite: no db_passwd")


@decoy
def _yourls_hashed(rng: random.Random) -> DOut:
    h = "phpass:!2y!10!" + alnum(
        rng, 53, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789./"
    )
    text = f"""<?php
$yourls_user_passwords = [
	'{user(rng)}' => '{h}' /* Password encrypted by YOURLS */ ,
];
define( 'YOURLS_DB_PASS', getenv('YOURLS_DB_PASS') );
"""
    return DOut(
        "user/config.php",
        text,
        "YOURLS rewrites plaintext passwords to phpass bcrypt hashes; DB password from getenv()",
    )


@decoy
def _shlink_env(rng: random.Random) -> DOut:
    text = f"""services:
  shlink:
    image: shlinkio/shlink:stable
    environment:
      DEFAULT_DOMAIN: s.{domain(rng)}
      IS_HTTPS_ENABLED: "true"
      INITIAL_API_KEY: ${{SHLINK_INITIAL_API_KEY}}
      DB_DRIVER: postgres
      DB_PASSWORD: ${{SHLINK_DB_PASSWORD}}
"""
    return DOut(
        "shlink/docker-compose.yml",
        text,
        "Shlink key and DB password interpolated from the host environment",
    )


@decoy
def _privatebin_fs(rng: random.Random) -> DOut:
    text = """;<?php http_response_code(403); /*
[main]
name = "Paste"
password = true

[model]
class = Filesystem

[model_options]
dir = PATH "data"
"""
    return DOut(
        "cfg/conf.php",
        text,
        "PrivateBin on the filesystem backend; password = true is a feature switch",
    )


@decoy
def _shaarli_disabled(rng: random.Random) -> DOut:
    conf = {
        "credentials": {"login": user(rng), "hash": hexs(rng, 40), "salt": hexs(rng, 40)},
        "api": {"enabled": False, "secret": ""},
    }
    return DOut(
        "data/config.json.php",
        "<?php /*\n" + json.dumps(conf, indent=4) + "\n*/ ?>",
        "Shaarli with the API off: only a salted SHA-1 hash and its salt",
    )


@decoy
def _ttrss_env(rng: random.Random) -> DOut:
    text = """<?php
	putenv('TTRSS_DB_HOST=db');
	putenv('TTRSS_DB_USER=ttrss');
	putenv('TTRSS_DB_NAME=ttrss');
	// TTRSS_DB_PASS comes from the container environment (docker secrets)
	putenv('TTRSS_SELF_URL_PATH=https://rss.local/tt-rss/');
"""
    return DOut(
        "tt-rss/config.php", text, "no TTRSS_DB_PASS line: the password comes from the container"
    )


# --------------------------------------------------------------------------- science, secops, NMS


@decoy
def _boinc_empty(rng: random.Random) -> DOut:
    return DOut(
        "var/lib/boinc-client/gui_rpc_auth.cfg",
        "\n",
        "empty gui_rpc_auth.cfg: GUI RPC authentication disabled",
    )


@decoy
def _fah_anon(rng: random.Random) -> DOut:
    text = f"""<config>
  <fold-anon v='true'/>
  <team v='{rng.randint(10000, 270000)}'/>
  <user v='Anonymous'/>
  <slot id='0' type='CPU'/>
</config>
"""
    return DOut("etc/fahclient/config.xml", text, "anonymous Folding@home client: no passkey")


@decoy
def _astrometry_env(rng: random.Random) -> DOut:
    text = """#!/bin/sh
: "${ASTROMETRY_API_KEY:?set ASTROMETRY_API_KEY}"
python3 client.py --server http://nova.astrometry.net/api/ --apikey "$ASTROMETRY_API_KEY" --upload "$1" --wait
"""
    return DOut("solve.sh", text, "API key from the environment")


@decoy
def _satnogs_empty(rng: random.Random) -> DOut:
    text = f"""SATNOGS_API_TOKEN=""
SATNOGS_STATION_ID="{rng.randint(1, 3500)}"
SATNOGS_STATION_LAT="59.4370"
SATNOGS_STATION_LON="24.7536"
"""
    return DOut("etc/default/satnogs-client", text, "token not yet set")


@decoy
def _msf_erb(rng: random.Random) -> DOut:
    text = """production:
  adapter: postgresql
  database: msf
  username: msf
  password: <%= ENV['MSF_DATABASE_PASSWORD'] %>
  host: 127.0.0.1
  port: 5432
"""
    return DOut("config/database.yml.erb", text, "ERB reads the password from ENV")


@decoy
def _thehive_env(rng: random.Random) -> DOut:
    text = """play.http.secret.key = "changeme"
play.http.secret.key = ${?PLAY_HTTP_SECRET_KEY}

db.janusgraph.storage.backend = cql
"""
    return DOut(
        "etc/thehive/application.conf",
        text,
        "HOCON override from the environment over the shipped changeme",
    )


@decoy
def _opencti_default(rng: random.Random) -> DOut:
    conf = {
        "app": {
            "port": 4000,
            "admin": {"email": "admin@opencti.io", "password": "ChangeMe", "token": "ChangeMe"},
        }
    }
    return DOut(
        "config/default.json",
        json.dumps(conf, indent=2) + "\n",
        "OpenCTI's shipped default.json with ChangeMe placeholders",
    )


@decoy
def _zap_nokey(rng: random.Random) -> DOut:
    text = """[Service]
User=zap
ExecStart=/opt/zap/zap.sh -daemon -host 127.0.0.1 -port 8090 -config api.disablekey=true
"""
    return DOut(
        "etc/systemd/system/zap.service", text, "ZAP with the API key disabled (loopback only)"
    )


@decoy
def _ossec_conf(rng: random.Random) -> DOut:
    text = f"""<ossec_config>
  <auth>
    <disabled>no</disabled>
    <port>1515</port>
    <use_source_ip>yes</use_source_ip>
    <use_password>yes</use_password>
    <ssl_verify_host>no</ssl_verify_host>
  </auth>
  <client>
    <server-ip>{ip(rng)}</server-ip>
  </client>
</ossec_config>
"""
    return DOut(
        "var/ossec/etc/ossec.conf",
        text,
        "enrolment password switched on; the password lives in authd.pass, not here",
    )


@decoy
def _cacti_default(rng: random.Random) -> DOut:
    text = """<?php
$database_type     = 'mysql';
$database_default  = 'cacti';
$database_hostname = 'localhost';
$database_username = 'cactiuser';
$database_password = 'cactiuser';
$database_port     = '3306';
"""
    return DOut(
        "include/config.php.dist",
        text,
        "Cacti's shipped config.php.dist with the documented default cactiuser",
    )


@decoy
def _pandora_default(rng: random.Random) -> DOut:
    text = """servername pandora
dbname pandora
dbuser pandora
dbpass pandora
dbhost localhost
"""
    return DOut("pandora_server.conf.new", text, "Pandora FMS package default pandora/pandora")


@decoy
def _opennms_scv(rng: random.Random) -> DOut:
    text = """<?xml version="1.0" encoding="UTF-8"?>
<datasource-configuration>
  <jdbc-data-source name="opennms" database-name="opennms" class-name="org.postgresql.Driver"
                    url="jdbc:postgresql://localhost:5432/opennms"
                    user-name="${scv:postgres:username|opennms}"
                    password="${scv:postgres:password|}" />
</datasource-configuration>
"""
    return DOut("etc/opennms-datasources.xml", text, "OpenNMS Secure Credentials Vault references")


@decoy
def _netxms_encrypted(rng: random.Random) -> DOut:
    text = f"""DBDriver = pgsql.ddr
DBServer = localhost
DBName = netxms
DBLogin = netxms
# encrypted with nxencpasswd
DBPassword = {b64(rng, 16)}
"""
    return DOut(
        "etc/netxmsd.conf",
        text,
        "nxencpasswd output: obfuscated with NetXMS's built-in key (arguable by design)",
    )


# --------------------------------------------------------------------------- radio, health, hospitality, photos


@decoy
def _azuracast_default(rng: random.Random) -> DOut:
    text = """APPLICATION_ENV=production
MYSQL_HOST=localhost
MYSQL_PORT=3306
MYSQL_USER=azuracast
MYSQL_PASSWORD=azur4c457
MYSQL_DATABASE=azuracast
"""
    return DOut(
        "azuracast.sample.env", text, "AzuraCast's sample env with the documented default azur4c457"
    )


@decoy
def _rivendell_default(rng: random.Random) -> DOut:
    text = """[mySQL]
Hostname=localhost
Loginname=rduser
Password=letmein
Database=Rivendell
Driver=QMYSQL3
"""
    return DOut("conf/rd.conf-sample", text, "Rivendell's rd.conf-sample default letmein", "ini")


@decoy
def _ices_default(rng: random.Random) -> DOut:
    text = """<?xml version="1.0"?>
<ices>
    <stream>
        <instance>
            <hostname>localhost</hostname>
            <port>8000</port>
            <password>hackme</password>
            <mount>/example1.ogg</mount>
        </instance>
    </stream>
</ices>
"""
    return DOut("share/ices/ices-playlist.xml", text, "the Icecast/ices documented default hackme")


@decoy
def _dhis_play(rng: random.Random) -> DOut:
    text = """from dhis2 import Api

# public demo server, credentials published on dhis2.org
api = Api('play.dhis2.org/demo', 'admin', 'district')
print(api.get_info())
"""
    return DOut(
        "demo_play.py", text, "the DHIS2 public demo login admin/district, published by the project"
    )


@decoy
def _commcare_env(rng: random.Random) -> DOut:
    text = """import os

DATABASES = {
    'default': {
        'ENGINE': 'django.db.backends.postgresql_psycopg2',
        'NAME': 'commcarehq',
        'USER': os.environ['HQ_DB_USER'],
        'PASSWORD': os.environ['HQ_DB_PASSWORD'],
        'HOST': 'localhost',
    },
}
"""
    return DOut("localsettings.py", text, "DB password from os.environ")


@decoy
def _booked_getenv(rng: random.Random) -> DOut:
    text = """<?php
$conf['settings']['database']['type'] = 'mysql';
$conf['settings']['database']['user'] = getenv('BOOKED_DB_USER');
$conf['settings']['database']['password'] = getenv('BOOKED_DB_PASSWORD');
$conf['settings']['database']['hostspec'] = '127.0.0.1';
"""
    return DOut("config/config.php", text, "Booked DB password from getenv()")


@decoy
def _seatsio_public(rng: random.Random) -> DOut:
    text = f"""<div id="chart"></div>
<script src="https://cdn-eu.seatsio.net/chart.js"></script>
<script>
  new seatsio.SeatingChart({{
    divId: 'chart',
    workspaceKey: '{uuid4(rng)}',
    event: 'gala-2026',
    pricing: [{{ category: 1, price: 45 }}]
  }}).render();
</script>
"""
    return DOut(
        "templates/seating.html",
        text,
        "the seats.io workspace key is the public key meant for the browser",
    )


@decoy
def _immich_default(rng: random.Random) -> DOut:
    text = """UPLOAD_LOCATION=./library
DB_DATA_LOCATION=./postgres
IMMICH_VERSION=release
# Connection secret for postgres. You should change it to a random password
DB_PASSWORD=postgres
DB_USERNAME=postgres
DB_DATABASE_NAME=immich
"""
    return DOut(
        "example.env", text, "Immich's shipped example.env with the documented default postgres"
    )


@decoy
def _digikam_sqlite(rng: random.Random) -> DOut:
    text = """[Database Settings]
Database Type=QSQLITE
Database Name=/home/photos/Pictures/
Database Password=
Internal Database Server=false
"""
    return DOut(".config/digikamrc", text, "digiKam on SQLite: empty password", "ini")


# --------------------------------------------------------------------------- matrix, SMS, prose


@decoy
def _registration_template(rng: random.Random) -> DOut:
    text = """id: whatsapp
url: http://localhost:29318
as_token: "This value is generated when generating the registration"
hs_token: "This value is generated when generating the registration"
sender_localpart: whatsappbot
namespaces:
  users:
    - regex: '^@whatsapp_.*:example\\.org$'
      exclusive: true
"""
    return DOut(
        "example-config.yaml",
        text,
        "the mautrix example config: token fields hold the generator's placeholder sentence",
    )


@decoy
def _passkey_public(rng: random.Random) -> DOut:
    body = b64(rng, 270)
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    text = f"-----BEGIN PUBLIC KEY-----\n{lines}\n-----END PUBLIC KEY-----\n"
    return DOut("passkey.pub.pem", text, "a public key, not the private passkey")


@decoy
def _conduit_closed(rng: random.Random) -> DOut:
    text = f"""[global]
server_name = "{domain(rng)}"
database_backend = "rocksdb"
database_path = "/var/lib/matrix-conduit/"
port = 6167
allow_registration = false
# registration_token = ""
allow_federation = true
"""
    return DOut("conduit.toml", text, "registration closed, token commented out and empty")


@decoy
def _jasmin_default(rng: random.Random) -> DOut:
    text = """[jcli]
bind = 127.0.0.1
port = 8990
authentication = True
admin_username = jcliadmin
admin_password = jclipwd
"""
    return DOut(
        "etc/jasmin/jasmin.cfg",
        text,
        "Jasmin's documented default jcli login jcliadmin/jclipwd",
        "ini",
    )


@decoy
def _hilink_default(rng: random.Random) -> DOut:
    text = """from huawei_lte_api.Client import Client
from huawei_lte_api.Connection import Connection

# factory default of the E3372 web UI
with Connection('http://admin:admin@192.168.8.1/') as connection:
    print(Client(connection).device.information())
"""
    return DOut("hilink_info.py", text, "the HiLink factory default admin/admin")


@decoy
def _gammu_files(rng: random.Random) -> DOut:
    text = """[gammu]
device = /dev/ttyUSB0
connection = at

[smsd]
service = files
inboxpath = /var/spool/gammu/inbox/
outboxpath = /var/spool/gammu/outbox/
logfile = /var/log/gammu-smsd.log
"""
    return DOut("etc/gammu-smsdrc", text, "files backend: no database password", "ini")


@decoy
def _runbook_pass(rng: random.Random) -> DOut:
    text = f"""# Restoring pretix

```sh
export PGPASSWORD="$(pass show ops/postgres/pretix)"
pg_restore -h {host(rng, "pg")} -U pretix -d pretix_restore --no-owner latest.dump
unset PGPASSWORD
```
"""
    return DOut(
        "docs/runbooks/pretix-restore.md", text, "password fetched from the pass store at run time"
    )


@decoy
def _diff_env(rng: random.Random) -> DOut:
    text = """diff --git a/compose.yaml b/compose.yaml
index 1b2c3d4..5e6f7a8 100644
--- a/compose.yaml
+++ b/compose.yaml
@@ -12,6 +12,6 @@ services:
     environment:
       DB_HOST: db
       DB_USER: lychee
-      DB_PASSWORD: ""
+      DB_PASSWORD: ${LYCHEE_DB_PASSWORD:?missing}
"""
    return DOut(
        "patches/lychee-env.diff", text, "the diff swaps an empty value for an env reference"
    )


@decoy
def _access_log_masked(rng: random.Random) -> DOut:
    src = ip(rng, private=False)
    text = f"""{src} - - [04/Mar/2026:08:12:33 +0000] "GET /smsgw/send.php?user={user(rng)}&pass=********&to=46701234567&text=Gate+open HTTP/1.1" 200 17 "-" "curl/8.5.0"
{src} - - [04/Mar/2026:08:12:40 +0000] "GET /status HTTP/1.1" 200 2 "-" "curl/8.5.0"
"""
    return DOut("var/log/nginx/access.log", text, "the log format masks the pass parameter")


@decoy
def _todo_vault(rng: random.Random) -> DOut:
    text = """(A) 2026-03-01 renew TLS on signage box +ops @vm02
(B) 2026-03-02 rotate ampache db pw, new one goes to vault radio/ampache +radio @db01
"""
    return DOut("todo.txt", text, "mentions a rotation and a vault path, no value")


@decoy
def _checksums(rng: random.Random) -> DOut:
    lines = [
        f"{hashlib.sha256(rbytes(rng, 32)).hexdigest()}  {n}"
        for n in ("fullpageos-2026.02.img.zip", "anthias-v0.19.img.zip", "xibo-cms-4.1.tar.gz")
    ]
    return DOut("SHA256SUMS", "\n".join(lines) + "\n", "release checksums")


@decoy
def _uuids_csv(rng: random.Random) -> DOut:
    rows = ["display_id,hardware_key,location,last_seen"]
    for i in range(5):
        rows.append(
            f"{i + 1},{hexs(rng, 32)},{pick(rng, ('Reception', 'Canteen', 'Lab 2', 'Lobby'))},2026-03-0{i + 1}T08:00:00Z"
        )
    return DOut(
        "exports/displays.csv",
        "\n".join(rows) + "\n",
        "Xibo display hardware keys: device identifiers, not secrets",
    )
