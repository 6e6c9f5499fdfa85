"""Decoys for the twenty-first corpus: files that look close to the planted ones but hold no
live credential (references, placeholders, masked values, hashes, public material, prose that
mentions a password without one). A table of (path, template, why, syntax) turned into
``@decoy`` functions; templates are filled with ``twentyfirst_spec.common(rng)``."""

# ruff: noqa: E501
from __future__ import annotations

import random

from twentyfirst_corpus import DOut, decoy, fill
from twentyfirst_spec import common, hexs

SPECS: tuple[tuple[str, str, str, str | None], ...] = (
    (
        "esphome/<<org>>-vacuum-pump-<<n>>.yaml",
        "wifi:\n  ssid: !secret wifi_ssid\n  password: !secret wifi_password\nota:\n  - platform: esphome\n    password: !secret ota_password\n",
        "ESPHome !secret references, the values live in secrets.yaml",
        "",
    ),
    (
        "tank<<n>>/main.py",
        'import os\n\nfrom umqtt.simple import MQTTClient\n\nclient = MQTTClient("saptank<<n>>", "<<ip>>", user="tank<<n>>", password=os.getenv("MQTT_PASSWORD"))\n',
        "MicroPython client reading the password from the environment",
        None,
    ),
    (
        "grading/<<org>>.dhall",
        '{ producer = "<<org>>"\n, endpoint = "https://grading.<<dom>>/v2/batches"\n, apiKey = env:GRADING_API_KEY as Text\n}\n',
        "Dhall env: import instead of a literal key",
        "",
    ),
    (
        "telegraf/<<org>>-tubing.conf",
        '[[outputs.influxdb_v2]]\n  urls = ["https://influx.<<dom>>:8086"]\n  token = "${INFLUX_TOKEN}"\n  organization = "<<org>>"\n  bucket = "sap"\n',
        "Telegraf environment-variable substitution",
        "toml",
    ),
    (
        "k8s/<<org>>/sap-sensors-secret.yaml",
        'apiVersion: v1\nkind: Secret\nmetadata:\n  name: sap-sensor-broker\ntype: Opaque\ndata:\n  mqtt-username: c2Fwc2Vuc29y\n  mqtt-password: ""\n',
        "Kubernetes Secret with an empty password field",
        None,
    ),
    (
        "mill/<<org>>/decanter-gw.ini",
        "[cloud]\nurl = https://telemetry.<<dom>>/ingest\nuser = decanter<<n>>\npassword = ********\n",
        "masked value as the gateway's web UI exports it",
        None,
    ),
    (
        "grove-<<n>>/wpa_supplicant.conf",
        'network={\n    ssid="Oliveto-Guest"\n    key_mgmt=NONE\n    priority=1\n}\n',
        "open network block, no psk",
        "",
    ),
    (
        "mail/<<org>>/zollportal-<<n3>>.eml",
        "From: <<fl>>@<<dom>>\nSubject: Zugang Zollportal\nContent-Type: text/plain; charset=utf-8\n\nHallo, das neue Kennwort f=C3=BCr das Zollportal bekommt ihr per SMS, nicht per Mail.\n",
        "e-mail that says the password will be sent separately",
        "",
    ),
    (
        "shop/<<org>>/sync-orders.sh",
        '#!/bin/sh\ncurl -s "https://shop.<<dom>>/wp-json/wc/v3/orders" -u "$WC_KEY:$WC_SECRET" -o orders.json\n',
        "WooCommerce keys taken from the environment",
        "",
    ),
    (
        "gcms/<<org>>/LimsLink.ini",
        "[LIMS]\nServer=<<host>>\nDatabase=qc_fragrance\nUser=<<svc>>\nPassword=\nAuth=Windows\n",
        "empty password, integrated Windows authentication",
        None,
    ),
    (
        "vault/<<org>>/db.rkt",
        '#lang racket/base\n(require db)\n(define (formula-db)\n  (postgresql-connect #:server "<<host>>" #:database "formulas" #:user "<<svc>>"\n                      #:password (getenv "FORMULA_DB_PASSWORD")))\n',
        "Racket password from getenv",
        "",
    ),
    (
        "sample-shop-<<org>>/netlify.toml",
        '[build]\n  command = "npm run build"\n\n[context.production.environment]\n  SHOP_CURRENCY = "EUR"\n  # MOLLIE_API_KEY is set in the Netlify UI\n',
        "comment pointing to the key stored elsewhere",
        None,
    ),
    (
        "slack-export/<<org>>-lab/<<date>>.json",
        '[{"type": "message", "user": "U0<<n4>>KQ", "text": "I reset the balance software password, ask me in person for it", "ts": "17<<n4>>1234.000100"}]\n',
        "chat that mentions a password reset without the password",
        None,
    ),
    (
        "LoadCell<<n>>/LoadCell<<n>>.ino",
        '#include <WiFi.h>\n#include "secrets.h"\n\nvoid setup() {\n  WiFi.begin(SECRET_SSID, SECRET_PASS);\n}\n',
        "Arduino sketch with macros from an untracked header",
        "",
    ),
    (
        "insomnia/<<org>>-box-office.json",
        '{"_type": "export", "__export_format": 4, "resources": [{"_type": "request", "name": "Seat map", "url": "https://boxoffice.<<dom>>/api/shows/<<n3>>/seats", "authentication": {"type": "bearer", "token": "{{ _.boxOfficeToken }}"}}]}\n',
        "Insomnia environment variable template",
        None,
    ),
    (
        "qr/<<org>>-caravans-<<n>>.txt",
        "WIFI:T:nopass;S:Caravans-Guest;;\n",
        "open guest network QR payload, no password",
        "",
    ),
    (
        "db/<<org>>/seed_integrations.sql",
        "INSERT INTO integration_accounts (provider, username, password_hash) VALUES ('seat_map', 'bigtop<<n>>', '$2b$12$<<b53>>');\n",
        "bcrypt hash, not a password",
        "",
    ),
    (
        "homeassistant/<<org>>/configuration.yaml",
        "mqtt:\n  sensor:\n    - name: Loft humidity\n      state_topic: loft/<<n>>/rh\nhttp:\n  server_port: 8123\n",
        "configuration.yaml without any credential",
        "",
    ),
    (
        "home/<<user>>/.netrc",
        "machine ftp.<<dom>>\n  login anonymous\n  password <<user>>@\n",
        "anonymous FTP convention (an address, not a password)",
        "",
    ),
    (
        "ovens/<<org>>/oven<<n>>.json",
        '{"oven": "toast-<<n>>", "device_id": "<<uuid>>", "firmware_sha256": "<<hex64>>"}\n',
        "device id UUID and a firmware checksum",
        None,
    ),
    (
        "orders_<<org>>/settings.py",
        'import os\n\nEMAIL_HOST = "smtp.<<dom>>"\nEMAIL_HOST_USER = "orders@<<dom>>"\nEMAIL_HOST_PASSWORD = os.environ["EMAIL_HOST_PASSWORD"]\n',
        "Django settings reading the SMTP password from the environment",
        None,
    ),
    (
        "home/<<user>>/.docker/config.json",
        '{\n  "auths": {"registry.<<dom>>": {}},\n  "credsStore": "desktop"\n}\n',
        "Docker config that delegates to a credential store",
        None,
    ),
    (
        "vessels/<<org>>/vms.ini",
        "[upload]\nserver = vms.<<dom>>\naccount = fv<<n3>>\npassword = <set at install>\n",
        "installer placeholder",
        None,
    ),
    (
        "BuyerPortal/<<org>>/appsettings.json",
        '{\n  "Smtp": {"Host": "smtp.<<dom>>", "Port": 587, "User": "veiling@<<dom>>", "Password": ""}\n}\n',
        "empty SMTP password in the committed appsettings",
        None,
    ),
    (
        "auction-feed/<<org>>/.env.example",
        "AUCTION_FEED_URL=amqps://ticker:<password>@mq.<<dom>>:5671/auction\n",
        ".env.example with a placeholder in angle brackets",
        "",
    ),
    (
        "cutter/<<org>>/CutterSettings.xml",
        '<?xml version="1.0"?>\n<CutterSettings>\n  <Network>\n    <Share path="\\\\loft-nas\\cutfiles" user="cutter<<n>>" password=""/>\n  </Network>\n</CutterSettings>\n',
        "empty XML password attribute",
        None,
    ),
    (
        "quote-bot/<<org>>/config.toml",
        '[bot]\nname = "SailQuoteBot"\ntoken_file = "/run/secrets/telegram_token"\nadmins = [<<n4>><<n3>>]\n',
        "token read from a file",
        None,
    ),
    (
        "bogs/<<org>>/pumpstation.yaml",
        'remote:\n  url: "https://bogs.<<dom>>/api"\n  username: "pump<<n>>"\n  password_env: PUMP_API_PASSWORD\n',
        "name of an environment variable, not a value",
        None,
    ),
    (
        "frost-alarm/<<org>>/alert.js",
        "const client = require('twilio')(process.env.TWILIO_ACCOUNT_SID, process.env.TWILIO_AUTH_TOKEN);\n",
        "Twilio credentials from process.env",
        "",
    ),
    (
        "infra/<<org>>/Pulumi.prod.yaml",
        "config:\n  drone-survey:mapperApiKey:\n    secure: v1:<<b24>>:<<b53>>\n",
        "Pulumi secure (encrypted) config value",
        None,
    ),
    (
        "tasmota/<<org>>-mister-<<n>>.txt",
        "Backlog MqttHost <<ip>>; MqttUser mister<<n>>; MqttPassword ; Topic snailhouse_mister_<<n>>\n",
        "Tasmota command clearing the MQTT password",
        "",
    ),
    (
        "grafana/<<org>>/provisioning/datasources/coldroom.yaml",
        "apiVersion: 1\ndatasources:\n  - name: ColdRoom\n    type: influxdb\n    url: http://<<ip>>:8086\n    secureJsonData:\n      password: $INFLUX_PASSWORD\n",
        "Grafana provisioning environment interpolation",
        None,
    ),
    (
        "home/<<user>>/.cshrc",
        "setenv EXPORT_PORTAL_USER <<user>>\nsetenv EXPORT_PORTAL_PASS `cat ~/.config/export/pass`\n",
        "password read from a file at login",
        "",
    ),
    (
        "public_html/<<org>>/quote.php",
        "<?php\n$db = mysqli_connect('localhost', getenv('DB_USER'), getenv('DB_PASS'), 'quotes');\n",
        "mysqli_connect with getenv arguments",
        "",
    ),
    (
        "specimens-<<org>>/hugo.toml",
        '[params]\n  algoliaAppId = "<<id6>>QZ"\n  algoliaIndex = "specimens"\n  algoliaSearchKey = "<<hex32>>"\n',
        "Algolia search-only key, public by design (shipped to browsers)",
        None,
    ),
    (
        "cups/<<org>>/printers.conf",
        "<Printer ProofPlotter>\nDeviceURI ipp://<<ip>>:631/ipp/print\nAuthInfoRequired username,password\n</Printer>\n",
        "CUPS printer that asks for credentials at print time",
        "",
    ),
    (
        "shaper/<<org>>/machine.json",
        '{"machine": "shaper-<<n>>", "cloud_sync": {"url": "https://files.<<dom>>/designs", "token": "shp_xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"}}\n',
        "token masked with x characters",
        None,
    ),
    (
        "surfshop-<<org>>/.env.example",
        "LIGHTSPEED_ACCOUNT_ID=\nLIGHTSPEED_CLIENT_ID=\nLIGHTSPEED_CLIENT_SECRET=\nREDIRECT_URI=https://pos.<<dom>>/callback\n",
        "empty keys in an .env.example",
        "",
    ),
    (
        "instagram/<<org>>/messages/inbox/team_<<n>>/message_1.json",
        '{"messages": [{"sender_name": "shapes by <<org>>", "content": "wifi password is on the chalkboard by the door"}]}\n',
        "message pointing to where the password is written",
        None,
    ),
    (
        "etsy_sync/<<org>>/config.py",
        'import os\nfrom dataclasses import dataclass, field\n\n\n@dataclass(frozen=True)\nclass EtsyConfig:\n    shop_id: int = <<n4>>\n    keystring: str = field(default_factory=lambda: os.environ["ETSY_KEYSTRING"])\n',
        "dataclass default read from the environment",
        None,
    ),
    (
        "bruno/<<org>>-scents/List fragrances.bru",
        "get {\n  url: https://scents.<<dom>>/api/oils\n  auth: bearer\n}\n\nauth:bearer {\n  token: {{scentsToken}}\n}\n",
        "Bruno collection variable reference",
        "",
    ),
    (
        "bin/<<org>>-labels.sh",
        '#!/usr/bin/env bash\nread -rsp "Labels password: " LABELS_PASSWORD\nexport LABELS_PASSWORD\n',
        "password prompted at run time",
        "",
    ),
    (
        "portal_<<org>>/settings.py",
        'import secrets\n\nJWT_ALGORITHM = "HS256"\nJWT_SIGNING_KEY = secrets.token_hex(32)  # regenerated on every start\n',
        "signing key generated at start-up",
        None,
    ),
    (
        "backup/<<org>>/restic.env",
        "RESTIC_REPOSITORY=s3:https://s3.<<dom>>/saffron-coop-backup\nRESTIC_PASSWORD_FILE=/etc/restic/password\n",
        "restic password file reference",
        "",
    ),
    (
        "ansible/host_vars/<<org>>-line<<n>>.yml",
        'ansible_host: <<ip>>\nansible_become_password: "{{ vault_become_password }}"\n',
        "Ansible vault variable reference",
        None,
    ),
    (
        "repairs-<<org>>/config/database.yml",
        "production:\n  adapter: postgresql\n  host: <<host>>\n  database: repairs_production\n  username: <<svc>>\n  password: <%= ENV['REPAIRS_DB_PASSWORD'] %>\n",
        "ERB environment lookup in database.yml",
        "",
    ),
    (
        "home/<<user>>/.ssh/id_ed25519.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<b43>> <<user>>@<<org>>\n",
        "SSH public key",
        "",
    ),
    (
        "todo/<<org>>/todo.txt",
        "(A) <<date>> change the router password +family @phone\nx <<date>> <<date>> buy printer ink @errands\n",
        "todo item mentioning a password without one",
        "",
    ),
    (
        "finance/<<org>>/<<year>>.journal",
        "<<date>> * Bank fee\n    Expenses:Bank            2.50 EUR\n    Assets:Bank:Checking\n    ; txn id <<hex32>>\n",
        "ledger comment with a transaction id",
        "",
    ),
    (
        "tunes/<<org>>/session-<<n>>.abc",
        "X:<<n>>\nT:Password to the Glen\nR:jig\nM:6/8\nL:1/8\nK:G\n|:GAB D2E|GAB dBA:|\n",
        "tune whose title contains the word password",
        "",
    ),
    (
        "letters/<<org>>/welcome-<<n>>.rtf",
        r"{\rtf1\ansi\deff0 {\fonttbl {\f0 Times New Roman;}}\f0\fs24 Dear <<first>>,\par your membership number is <<n4>><<n3>>; the gate password will be handed out at the first meeting.\par}"
        + "\n",
        "letter with a membership number and no password",
        "",
    ),
    (
        "sms/<<org>>-crew-<<n>>.txt",
        "<<first>> (<<date>> 06:20): scale house pc asks for a password again\nMe (<<date>> 06:22): ask <<last>>, I don't have it\n",
        "SMS thread about a password nobody writes down",
        "",
    ),
)


def _extra(rng: random.Random) -> dict[str, object]:
    import base64

    def b(n: int) -> str:
        return base64.b64encode(bytes(rng.randrange(256) for _ in range(n))).decode()[: n * 4 // 3]

    return {
        "hex32": hexs(rng, 32),
        "hex64": hexs(rng, 64),
        "b24": b(18),
        "b43": b(33)[:47],
        "b53": b(40)[:53].replace("+", ".").replace("=", "."),
    }


def _make(path: str, template: str, why: str, syntax: str | None):
    def fn(rng: random.Random) -> DOut:
        c = common(rng)
        c.update(_extra(rng))
        return DOut(fill(path, **c), fill(template, **c), why, syntax)

    return fn


for _spec in SPECS:
    decoy(_make(*_spec))
