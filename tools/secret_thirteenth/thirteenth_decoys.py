"""Decoys for the thirteenth corpus: close misses that hold no live credential, each with a why."""

# ruff: noqa: E501
from __future__ import annotations

import hashlib

from thirteenth_corpus import (
    DOut,
    alnum,
    b64,
    decoy,
    domain,
    hexs,
    host,
    pick,
    user,
    uuid4,
)


@decoy
def rock_conn_env(rng):
    return DOut(
        "RockWeb/web.ConnectionStrings.config",
        """<?xml version="1.0"?>
<connectionStrings configSource="App_Data/connectionStrings.secure.config" />
""",
        "Rock connection strings moved to a configSource file; no password here",
        "xml",
    )


@decoy
def pco_env_ref(rng):
    return DOut(
        "scripts/pco_export.sh",
        """#!/bin/sh
: "${PCO_APP_ID:?}" "${PCO_SECRET:?}"
curl -sf -u "$PCO_APP_ID:$PCO_SECRET" https://api.planningcenteronline.com/people/v2/people > people.json
""",
        "Planning Center pair read from the environment",
        "",
    )


@decoy
def pushpay_user_secrets(rng):
    return DOut(
        "src/Giving.Api/appsettings.json",
        """{
  "Pushpay": {
    "ApiBase": "https://api.pushpay.com/v1",
    "ClientId": "giving-sync",
    "ClientSecret": ""
  },
  "AllowedHosts": "*"
}
""",
        "empty ClientSecret; the value comes from dotnet user-secrets",
        "json",
    )


@decoy
def opensis_getenv(rng):
    return DOut(
        "opensis/Data.php",
        """<?php
$DatabaseType = 'mysqli';
$DatabaseServer = getenv('OPENSIS_DB_HOST');
$DatabaseUsername = getenv('OPENSIS_DB_USER');
$DatabasePassword = getenv('OPENSIS_DB_PASS');
$DatabaseName = 'opensis';
""",
        "openSIS password read with getenv()",
        "",
    )


@decoy
def gibbon_guid_only(rng):
    return DOut(
        "gibbon/config.php",
        f"""<?php
$databaseServer = 'localhost';
$databaseUsername = 'gibbon';
$databasePassword = '';
$databaseName = 'gibbon';
$guid = '{alnum(rng, 36).lower()}';
""",
        "empty database password (socket auth); the guid is an install identifier, not a secret",
        "",
    )


@decoy
def fedena_erb(rng):
    return DOut(
        "config/database.yml",
        """production:
  adapter: mysql
  database: fedena
  username: fedena
  password: <%= ENV['FEDENA_DB_PASSWORD'] %>
  host: localhost
""",
        "ERB reference to an environment variable",
        "",
    )


@decoy
def clever_district_id(rng):
    return DOut(
        "clever/README.md",
        f"""# Clever sync

District id: `{hexs(rng, 24)}` (not secret, shown in the dashboard URL).
The bearer token lives in `/etc/clever/token` (mode 0600) and is read by `pull_sections.sh`.
""",
        "Clever district ObjectId and a path to the token file; no token",
        "",
    )


@decoy
def traccar_default_h2(rng):
    return DOut(
        "conf/traccar.xml",
        """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>org.h2.Driver</entry>
    <entry key='database.url'>jdbc:h2:./data/database</entry>
    <entry key='database.user'>sa</entry>
    <entry key='database.password'></entry>
</properties>
""",
        "Traccar's shipped H2 defaults: user sa with an empty password",
        "xml",
    )


@decoy
def opengts_commented(rng):
    return DOut(
        "OpenGTS_2.6.7/common.conf",
        """db.sql.provider=mysql
db.sql.host=localhost
db.sql.user=gts
#db.sql.password=
db.sql.password=${GTS_DB_PASSWORD}
""",
        "commented empty value and a ${...} substitution",
        "",
    )


@decoy
def samsara_doc_placeholder(rng):
    return DOut(
        "docs/samsara.md",
        """Call the API with your token:

    curl -H 'Authorization: Bearer <SAMSARA_API_TOKEN>' https://api.samsara.com/fleet/vehicles
""",
        "documentation placeholder in angle brackets",
        "",
    )


@decoy
def signalk_hashes_only(rng):
    bc = b64(rng, 40).replace("+", ".").replace("=", "")[:53]
    return DOut(
        ".signalk/security.json",
        f"""{{
  "allow_readonly": true,
  "expiration": "1d",
  "users": [{{"username": "admin", "type": "admin", "password": "$2a$10${bc}"}}]
}}
""",
        "bcrypt hash of the Signal K admin password, no secretKey",
        "json",
    )


@decoy
def ais_mmsi_list(rng):
    rows = "\n".join(
        f"{rng.randint(200000000, 775999999)},{pick(rng, ('tug', 'ferry', 'cargo'))}"
        for _ in range(5)
    )
    return DOut(
        "ais/watchlist.csv",
        "mmsi,type\n" + rows + "\n",
        "MMSI numbers are public vessel identifiers",
        "",
    )


@decoy
def aeroapi_env(rng):
    return DOut(
        "ops/flight_status.py",
        """import os

import requests

session = requests.Session()
session.headers.update({"x-apikey": os.environ["AEROAPI_KEY"]})
""",
        "AeroAPI key read from os.environ",
        "py",
    )


@decoy
def opencue_env(rng):
    return DOut(
        "opencue.properties",
        """datasource.cue-data-source.jdbc-url=jdbc:postgresql://db/cuebot
datasource.cue-data-source.username=cuebot
datasource.cue-data-source.password=${CUE_DB_PASS}
""",
        "Spring placeholder resolved from the environment",
        "",
    )


@decoy
def ftrack_env(rng):
    return DOut(
        "hooks/ftrack_status.py",
        """import ftrack_api

# FTRACK_SERVER, FTRACK_API_KEY and FTRACK_API_USER come from the launcher environment
session = ftrack_api.Session(auto_connect_event_hub=False)
""",
        "ftrack credentials implied from environment variables, none in the file",
        "py",
    )


@decoy
def shotgun_version_sha(rng):
    return DOut(
        "requirements.txt",
        f"""shotgun_api3 @ git+https://github.com/shotgunsoftware/python-api.git@{hexs(rng, 40)}
ftrack-python-api==2.5.0
""",
        "git commit SHA in a requirement pin",
        "",
    )


@decoy
def farmos_settings_env(rng):
    return DOut(
        "web/sites/default/settings.php",
        """<?php
$databases['default']['default'] = [
  'database' => getenv('FARMOS_DB_NAME'),
  'username' => getenv('FARMOS_DB_USER'),
  'password' => getenv('FARMOS_DB_PASSWORD'),
  'host' => 'db',
  'driver' => 'pgsql',
];
$settings['hash_salt'] = file_get_contents('/run/secrets/hash_salt');
""",
        "farmOS database credentials from getenv(), hash salt from a file",
        "",
    )


@decoy
def deere_public_urls(rng):
    return DOut(
        "config/deere.yml",
        """deere:
  client_id: ${DEERE_CLIENT_ID}
  client_secret: ${DEERE_CLIENT_SECRET}
  api_url: https://sandboxapi.deere.com/platform
""",
        "John Deere client pair as ${...} references",
        "yaml",
    )


@decoy
def cumulus_disabled(rng):
    return DOut(
        "CumulusMX/Cumulus.ini",
        """[Wunderground]
ID=
Password=
Enabled=0
[Windy]
Enabled=0
""",
        "Cumulus MX uploaders disabled with empty values",
        "ini",
    )


@decoy
def pywws_template(rng):
    return DOut(
        "weather_data/weather.ini",
        """[underground]
station = unknown
password = unknown
""",
        "pywws writes 'unknown' until the user fills in the station",
        "ini",
    )


@decoy
def station_id_only(rng):
    return DOut(
        "weather/stations.txt",
        f"""# our stations (public ids)
wunderground  IOSLO{rng.randint(10, 99)}
windy         {rng.randint(1000000, 9999999)}
weathercloud  {hexs(rng, 10)}
""",
        "public station identifiers",
        "",
    )


@decoy
def tessitura_env(rng):
    return DOut(
        "tessitura/client.py",
        """import base64
import os

raw = ":".join([os.environ["TN_USER"], "webapi", "WEB", os.environ["TN_PASSWORD"]])
HEADERS = {"Authorization": "Basic " + base64.b64encode(raw.encode()).decode()}
""",
        "Tessitura Basic header built from environment variables",
        "py",
    )


@decoy
def eventbrite_public_event(rng):
    return DOut(
        "site/_data/events.yml",
        f"""- title: Spring gala
  eventbrite_id: {rng.randint(100000000000, 999999999999)}
  url: https://www.eventbrite.co.uk/e/spring-gala-tickets-{rng.randint(100000000000, 999999999999)}
""",
        "public Eventbrite event ids in a site data file",
        "yaml",
    )


@decoy
def ticketmaster_publishable(rng):
    return DOut(
        "web/checkout.js",
        f"""// Stripe publishable key (safe to expose in the browser)
const stripe = Stripe('pk_live_{alnum(rng, 24)}');
""",
        "Stripe publishable key is meant for the browser",
        "",
    )


@decoy
def polybar_env(rng):
    return DOut(
        "home/anneli/.config/polybar/config.ini",
        """[module/github]
type = internal/github
token = ${file:~/.config/polybar/gh-token}
user = anneli
""",
        "polybar ${file:...} reference to a token file",
        "ini",
    )


@decoy
def waybar_pass(rng):
    return DOut(
        "home/nils/.config/waybar/config",
        """{
    // token from pass(1)
    "custom/todo": {
        "exec": "curl -s -H \\"Authorization: Bearer $(pass show api/todoist)\\" https://api.todoist.com/rest/v2/tasks | jq length",
        "interval": 300
    }
}
""",
        "token fetched at run time with pass show",
        "",
    )


@decoy
def i3status_no_key(rng):
    return DOut(
        "home/oona/.config/i3blocks/config",
        """[weather]
command=curl -s 'wttr.in/Tampere?format=1'
interval=900
""",
        "wttr.in needs no key",
        "",
    )


@decoy
def tcsh_prompt_only(rng):
    return DOut(
        "home/eero/.cshrc",
        """setenv DB2INSTANCE db2inst1
setenv DB2_PASSWD `security find-generic-password -s db2 -w`
alias ll 'ls -lF'
""",
        "password read from the keychain in backquotes",
        "",
    )


@decoy
def factotum_prompt(rng):
    return DOut(
        "usr/glenda/lib/profile",
        """auth/factotum
echo 'key proto=pass server=imap.lowther.net service=imap user=glenda ?password?' >/mnt/factotum/ctl
""",
        "factotum key template that prompts for the password",
        "",
    )


@decoy
def hive_rig_example(rng):
    return DOut(
        "hive-config/rig-config-example.txt",
        """# Copy to rig.conf and fill in
HIVE_HOST_URL="http://api.hiveos.farm"
RIG_ID=
RIG_PASSWD="1"
WORKER_NAME=""
""",
        "HiveOS example with the documented default rig password 1",
        "",
    )


@decoy
def xmrig_wallet_only(rng):
    return DOut(
        "xmrig/config.json",
        f"""{{
    "http": {{ "enabled": false, "access-token": null }},
    "pools": [{{ "url": "pool.supportxmr.com:443", "user": "4{alnum(rng, 94)}", "pass": "x", "tls": true }}]
}}
""",
        "public wallet address as pool user and the conventional pool pass x",
        "json",
    )


@decoy
def sp_api_env_refs(rng):
    return DOut(
        ".config/python-sp-api/credentials.yml",
        """version: '1.0'
default:
  refresh_token: ${SP_API_REFRESH_TOKEN}
  lwa_app_id: ${LWA_APP_ID}
  lwa_client_secret: ${LWA_CLIENT_SECRET}
""",
        "SP-API credentials as environment references",
        "yaml",
    )


@decoy
def asin_list(rng):
    rows = "\n".join(
        f"B0{alnum(rng, 8, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789')},{rng.randint(1, 90)}"
        for _ in range(6)
    )
    return DOut(
        "inventory/asins.csv", "asin,qty\n" + rows + "\n", "ASINs are public product ids", ""
    )


@decoy
def ebay_sandbox_doc(rng):
    return DOut(
        "ebay.yaml",
        """name: ebay_api_config
api.sandbox.ebay.com:
    appid: ENTER_YOUR_APPID_HERE
    certid: ENTER_YOUR_CERTID_HERE
    devid: ENTER_YOUR_DEVID_HERE
    token: ENTER_YOUR_TOKEN_HERE
""",
        "ebaysdk's shipped template values",
        "yaml",
    )


@decoy
def imapfilter_getpass(rng):
    return DOut(
        "home/maren/.imapfilter/config.lua",
        """account1 = IMAP {
    server = 'imap.ingleby.ie',
    username = 'maren',
    password = get_pass('imap.ingleby.ie'),
    ssl = 'tls1.2',
}
""",
        "imapfilter password from a helper function",
        "",
    )


@decoy
def mpop_passwordeval(rng):
    return DOut(
        "home/soren/.mpoprc",
        """account default
host pop.quarrybank.cz
user soren
passwordeval "gpg -q -d ~/.mail-pw.gpg"
""",
        "mpop passwordeval command instead of a password",
        "",
    )


@decoy
def procmail_no_token(rng):
    return DOut(
        "home/ines/.procmailrc",
        """:0c
* ^Subject:.*\\[ALERT\\]
| formail -xSubject: | curl -s -d @- https://ntfy.sh/ines-alerts-public
""",
        "public ntfy topic, no token",
        "",
    )


@decoy
def simplyrets_demo(rng):
    return DOut(
        "docs/idx.md",
        """Try the API with the public demo credentials:

    curl -u simplyrets:simplyrets https://api.simplyrets.com/properties
""",
        "SimplyRETS documented public demo credentials",
        "",
    )


@decoy
def mls_listing_ids(rng):
    rows = "\n".join(
        f"{rng.randint(10000000, 99999999)},{rng.randint(150, 900)}000,Active" for _ in range(5)
    )
    return DOut(
        "feeds/listings.csv",
        "ListingId,ListPrice,Status\n" + rows + "\n",
        "MLS listing numbers",
        "",
    )


@decoy
def svix_env_ref(rng):
    return DOut(
        "webhooks/.env.example",
        """PORT=8080
SVIX_WEBHOOK_SECRET=whsec_
FORWARD_TO=http://localhost:3000/internal/events
""",
        "prefix only, value left to fill in",
        "",
    )


@decoy
def hooks_json_env(rng):
    return DOut(
        "etc/webhook/hooks.json",
        """[
  {
    "id": "redeploy-site",
    "execute-command": "/opt/deploy/redeploy.sh",
    "trigger-rule": {
      "match": {
        "type": "payload-hmac-sha256",
        "secret": "{{ getenv \\"DEPLOY_HOOK_SECRET\\" }}",
        "parameter": { "source": "header", "name": "X-Hub-Signature-256" }
      }
    }
  }
]
""",
        "webhook -template getenv reference",
        "json",
    )


@decoy
def signature_header_log(rng):
    body = b64(rng, 48)
    sig = hashlib.sha256(body.encode()).hexdigest()
    return DOut(
        "logs/webhook-receiver.log",
        f"""2026-03-02T10:14:55Z INFO received delivery {uuid4(rng)} X-Hub-Signature-256=sha256={sig} status=200
2026-03-02T10:15:02Z INFO received delivery {uuid4(rng)} X-Hub-Signature-256=sha256={hexs(rng, 64)} status=200
""",
        "HMAC signatures of payloads, not the key",
        "",
    )


@decoy
def github_app_public_key(rng):
    body = b64(rng, 270)
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return DOut(
        "bot/app.pub.pem",
        f"-----BEGIN PUBLIC KEY-----\n{lines}\n-----END PUBLIC KEY-----\n",
        "public key",
        "",
    )


@decoy
def minutes_vault_pointer(rng):
    return DOut(
        "minutes/2026-03-11-facilities.md",
        """# IT / facilities sync

- NVR admin login moved to the vault (`Facilities/NVR admin`), old one changed.
- Guest WiFi password rotates monthly; printed card at reception.
""",
        "prose pointing at a vault entry; no value",
        "",
    )


@decoy
def commit_rotated_no_key(rng):
    return DOut(
        ".git/COMMIT_EDITMSG",
        f"""Rotate mailer API key

Key is now read from MAILER_API_KEY (set in the deploy vault). Old key
{alnum(rng, 4)}... revoked.
""",
        "commit message mentions a rotation with only a 4-character prefix",
        "",
    )


@decoy
def ticket_reset_link(rng):
    return DOut(
        "exports/tickets-2026-03.csv",
        """id,subject,resolution,status
10421,"Locked out of payroll portal","Sent self-service reset link, user set new password",closed
10422,"VPN drops","Updated client",closed
""",
        "ticket mentions passwords but contains none",
        "",
    )


@decoy
def courtlistener_env(rng):
    return DOut(
        "research/courtlistener_opinions.py",
        """import os

import requests

HEADERS = {"Authorization": f"Token {os.environ['CL_API_TOKEN']}"}
""",
        "CourtListener token from os.environ",
        "py",
    )


@decoy
def docassemble_default_secret(rng):
    return DOut(
        "docassemble/config/config.yml",
        """debug: True
db:
  name: docassemble
  user: docassemble
  password: abc123
""",
        "docassemble's documented default database password abc123; no secretkey line (generated at first start)",
        "yaml",
    )


@decoy
def docket_numbers(rng):
    return DOut(
        "dockets/watch.txt",
        f"""{pick(rng, ("cand", "nysd"))} 3:{rng.randint(20, 26)}-cv-{rng.randint(10000, 99999)}
{pick(rng, ("txsd", "ilnd"))} 1:{rng.randint(20, 26)}-cr-{rng.randint(100, 999)}
""",
        "docket numbers are public",
        "",
    )


@decoy
def sha256sums(rng):
    rows = "\n".join(
        f"{hashlib.sha256(alnum(rng, 12).encode()).hexdigest()}  {name}"
        for name in ("hiveos-0.6-222.img.xz", "mstat-v1.8.5.img.gz", "bosminer-plus.tar.gz")
    )
    return DOut("downloads/SHA256SUMS", rows + "\n", "checksums of downloaded images", "")


@decoy
def host_inventory(rng):
    rows = "\n".join(f"{host(rng)} {uuid4(rng)} {user(rng)}" for _ in range(4))
    return DOut(
        "inventory/hosts.txt", rows + "\n", "host names, asset UUIDs and owners; no credentials", ""
    )


@decoy
def gpg_armored_message(rng):
    body = b64(rng, 180)
    lines = "\n".join(body[i : i + 64] for i in range(0, len(body), 64))
    return DOut(
        f"shared/{domain(rng)}-wifi.txt.asc",
        f"-----BEGIN PGP MESSAGE-----\n\n{lines}\n=Ab3x\n-----END PGP MESSAGE-----\n",
        "encrypted at rest: a PGP message needs the recipient's key",
        "",
    )
