# ruff: noqa: E501
"""Decoys for the twentieth corpus: files close to the planted ones that hold no live
credential (references, placeholders, masked values, public material, hashes, none at all)."""

from __future__ import annotations

import random
from collections.abc import Callable

from twentieth_corpus import DOut, decoy, fill
from twentieth_spec import common

# (path, template, why, syntax)
SPECS: list[tuple[str, str, str, str | None]] = [
    (
        "nixos/<<org>>-growroom-d.nix",
        "{ config, ... }:\n{\n  services.growroom-bridge = {\n    enable = true;\n    passwordFile = config.age.secrets.growroom-mqtt.path;\n  };\n}\n",
        "Nix module reads the MQTT password from an agenix secret file path",
        "",
    ),
    (
        "jobs/<<org>>-pasteuriser.nomad.hcl",
        'job "pasteuriser" {\n  group "g" {\n    task "t" {\n      template {\n        data = "CLIMATE_CLOUD_KEY={{ with nomadVar \\"nomad/jobs/pasteuriser\\" }}{{ .key }}{{ end }}"\n        destination = "secrets/env"\n        env = true\n      }\n    }\n  }\n}\n',
        "Nomad template pulls the key from Nomad variables at runtime",
        "",
    ),
    (
        "etc/systemd/system/<<org>>-co2.service",
        "[Service]\nEnvironmentFile=/etc/co2/credentials.env\nLoadCredential=influx:/etc/co2/influx.pass\nExecStart=/opt/co2/bin/co2-upload\n",
        "systemd unit points at credential files, no value inline",
        "",
    ),
    (
        "cron/<<org>>-grower.crontab",
        '15 5 * * * curl -s -X POST https://yield.<<dom>>/api/daily -H "X-Api-Key: $(cat /etc/yield/key)" -d @today.json\n',
        "crontab reads the key from a file via command substitution",
        "",
    ),
    (
        "scripts/<<org>>_furnace.exp",
        'set pass $env(FURNACE_PASS)\nspawn telnet <<ip>>\nexpect "Password:"\nsend "$pass\\r"\n',
        "expect script takes the password from the environment",
        "",
    ),
    (
        "lehr/<<org>>-lehr.json",
        '{"device": "annealing-lehr-1", "cloud": {"endpoint": "https://telemetry.<<dom>>/ingest", "device_key": "<device-key>"}}\n',
        "angle-bracket placeholder for the device key",
        None,
    ),
    (
        "postman/<<org>>_bookings.postman_collection.json",
        '{"info": {"name": "Bookings", "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"}, "item": [{"name": "List", "request": {"method": "GET", "header": [{"key": "X-Booking-Key", "value": "{{bookingKey}}"}], "url": {"raw": "https://book.<<dom>>/api/sessions"}}}]}\n',
        "Postman variable reference instead of a key",
        None,
    ),
    (
        "rel/<<org>>/sys.config",
        '[{gallery_shop, [{smtp, [{relay, "<<host>>"}, {password, {env, "SMTP_PASSWORD"}}]}]}].\n',
        "Erlang config resolves the SMTP password from the environment",
        "",
    ),
    (
        "notes/<<org>>-todo.org",
        "* TODO Rotate router password (it's in the office safe, not here)\n* DONE Replace thermocouple\n",
        "org note mentions a password without giving one",
        "",
    ),
    (
        "android/<<org>>/gradle.properties",
        "studioMavenUrl=https://maven.<<dom>>/releases\n# studioMavenUser / studioMavenPassword come from ~/.gradle/gradle.properties\n",
        "Gradle properties with the credentials left to the user's home file",
        "",
    ),
    (
        "plc/<<org>>_upweller.st",
        "VAR_GLOBAL CONSTANT\n    PUMP_COUNT : INT := 4;\n    FLOW_MIN   : REAL := 12.5;\n    SERIAL_NO  : STRING[16] := 'UPW-<<num>>-<<n>>';\nEND_VAR\n",
        "structured text constants with no credential",
        "",
    ),
    (
        "gis/<<org>>_leases.qgs",
        "<qgis><projectlayers><maplayer><datasource>dbname='leases' host=<<host>> port=5432 authcfg=<<hex8>>b sslmode=require</datasource></maplayer></projectlayers></qgis>\n",
        "QGIS datasource uses an authcfg id from the auth database",
        "xml",
    ),
    (
        "model/<<org>>_buoy.nml",
        "&upload\n  server  = 'https://obs.<<dom>>/api/v2'\n  api_key = ''\n/\n",
        "empty api_key in a Fortran namelist",
        "",
    ),
    (
        "config/<<org>>_runtime.exs",
        'import Config\nconfig :stripity_stripe, api_key: System.fetch_env!("STRIPE_SECRET")\n',
        "Elixir runtime config reads the Stripe key from the environment",
        "",
    ),
    (
        "conf/<<org>>_registry.properties",
        "registry.url=https\\://registry.<<dom>>/api\nregistry.user=<<user>>\nregistry.password=${REGISTRY_PASSWORD}\n",
        "properties file with an interpolation reference",
        "",
    ),
    (
        "resources/<<org>>_booking.edn",
        "{:payments {:provider :adyen :api-key #env ADYEN_API_KEY}}\n",
        "EDN config with an #env reader tag",
        "",
    ),
    (
        "har/<<org>>_manifest.har",
        '{"log": {"version": "1.2", "entries": [{"request": {"method": "GET", "url": "https://manifest.<<dom>>/api", "headers": [{"name": "Authorization", "value": "[REDACTED]"}]}}]}}\n',
        "HAR export with the Authorization header scrubbed",
        None,
    ),
    (
        "logbook/<<org>>_logbook.ini",
        "[sync]\nserver = https://logbook.<<dom>>\nusername = <<user>>\npassword = ********\n",
        "masked password in an INI file",
        None,
    ),
    (
        "radio/<<org>>-gateway.ron",
        '(callsign: "BALLOON<<n>>", gateway: (host: "<<ip>>", user: "radio", password: None))\n',
        "RON config with no password set",
        "",
    ),
    (
        "Library/Preferences/com.<<org>>.timegrapher.plist",
        '<?xml version="1.0" encoding="UTF-8"?>\n<plist version="1.0"><dict><key>LiftAngle</key><integer>52</integer><key>SyncUser</key><string><<email>></string><key>SyncPasswordInKeychain</key><true/></dict></plist>\n',
        "plist notes the password is in the keychain",
        None,
    ),
    (
        "config/<<org>>_repairs.jsonnet",
        "{\n  shop: { clientId: 'repairs-1', clientSecret: std.extVar('SHOP_CLIENT_SECRET') },\n}\n",
        "Jsonnet reads the client secret via std.extVar",
        "",
    ),
    (
        "registry/<<org>>_bench.reg",
        'Windows Registry Editor Version 5.00\n\n[HKEY_CURRENT_USER\\Software\\<<org>>\\WatchBench]\n"WindowPos"=hex:2c,00,00,00,00,00,00,00,01,00,00,00\n"Server"="<<host>>"\n',
        "registry hex value is a window-position blob, not a password",
        "",
    ),
    (
        "tools/<<org>>_auction.py",
        'import os\n\nimport requests\n\nAUTH = (os.environ["AUCTION_USER"], os.environ["AUCTION_PASS"])\nrequests.get("https://consign.<<dom>>/api/lots", auth=AUTH, timeout=30)\n',
        "Python auth tuple from environment variables",
        None,
    ),
    (
        "line/<<org>>_temper.yaml",
        "opcua:\n  endpoint: opc.tcp://<<ip>>:4840\n  security_policy: None\n  anonymous: true\n",
        "OPC UA anonymous login, no credential",
        None,
    ),
    (
        "calendar/<<org>>_tastings.ics",
        "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:<<uuid>>\r\nDTSTART:20260612T180000Z\r\nSUMMARY:Tasting evening\r\nDESCRIPTION:Bring aprons. Tickets at the door.\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n",
        "calendar event with a UID only",
        "",
    ),
    (
        "moulds/<<org>>_mould.gcode",
        "; generated by PrusaSlicer 2.7.1\n; mould checksum md5 = <<hex8>><<hex8>><<hex8>><<hex8>>\nG28\nG1 Z5 F5000\nM84\n",
        "G-code with an MD5 checksum comment",
        "",
    ),
    (
        "inventory/<<org>>_factory/hosts",
        '[withering_fans]\ntrough1 ansible_host=<<ip>>\n\n[withering_fans:vars]\nansible_user=factory\nansible_password="{{ vault_factory_password }}"\n',
        "Ansible inventory refers to a vault variable",
        "",
    ),
    (
        "dumps/<<org>>_portal.sql",
        "INSERT INTO `settings` VALUES ('smtp_host',0x736D74702E6C6F63616C),('logo',0x89504E470D0A1A0A0000000D49484452);\n",
        "hex blobs are a host name and a PNG header",
        "",
    ),
    (
        "lab/<<org>>/.cargo/config.toml",
        '[registries.blendlab]\nindex = "sparse+https://crates.<<dom>>/index/"\ncredential-provider = "cargo:token"\n',
        "Cargo config uses the credential provider, no token",
        None,
    ),
    (
        "reports/<<org>>_germination.Rmd",
        '```{r}\ncon <- dbConnect(RPostgres::Postgres(), host = "<<host>>", user = "germ_reader", password = Sys.getenv("GERM_PW"))\n```\n',
        "R Markdown reads the password via Sys.getenv",
        "",
    ),
    (
        "pipelines/<<org>>/Makefile",
        "RSYNC_PASSWORD_FILE = $(HOME)/.rsync/seqcore.pass\nfetch:\n\trsync --password-file=$(RSYNC_PASSWORD_FILE) -av rsync://seqcore@<<host>>/runs/ data/\n",
        "Makefile points rsync at a password file",
        "",
    ),
    (
        "shop/<<org>>/.env.example",
        "PUBLIC_SITE_URL=https://shop.<<dom>>\nSTRIPE_SECRET_KEY=\nSTRIPE_PUBLISHABLE_KEY=pk_live_\n",
        "env example with empty values",
        "",
    ),
    (
        "src/<<org>>/SmsReminder.cs",
        'TwilioClient.Init(Environment.GetEnvironmentVariable("TWILIO_SID"), Environment.GetEnvironmentVariable("TWILIO_TOKEN"));\n',
        "C# reads the Twilio credentials from environment variables",
        "",
    ),
    (
        "cmd/<<org>>bot/main.go",
        'package main\n\nimport "os"\n\nvar botToken = os.Getenv("DISCORD_TOKEN")\n',
        "Go reads the bot token from the environment",
        "",
    ),
    (
        "cameras/<<org>>_belfry.xml",
        '<?xml version="1.0"?>\n<cameras><camera id="belfry" host="<<ip>>" port="554" user="viewer" password="" profile="main"/></cameras>\n',
        "camera entry with an empty password",
        None,
    ),
    (
        "hmi/<<org>>_scour.xml",
        '<?xml version="1.0"?>\n<HmiProject><Historian server="<<host>>" database="scour" integratedSecurity="true"/></HmiProject>\n',
        "historian uses integrated Windows security",
        None,
    ),
    (
        "shop/<<org>>/docker-compose.yml",
        "services:\n  db:\n    image: mariadb:11\n    environment:\n      MARIADB_PASSWORD_FILE: /run/secrets/db_password\n    secrets: [db_password]\nsecrets:\n  db_password:\n    file: ./db_password.txt\n",
        "Compose secret file reference",
        None,
    ),
    (
        "home/<<user>>/.ssh/<<org>>_id_ed25519.pub",
        "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI<<hex8>><<hex8>><<hex8>><<hex8>>Zq <<user>>@<<org>>\n",
        "an SSH public key",
        "",
    ),
    (
        "migrations/<<org>>_roles.sql",
        "CREATE ROLE costing_app LOGIN PASSWORD 'SCRAM-SHA-256$4096:<<hex8>>==$<<hex8>><<hex8>>:<<hex8>><<hex8>>';\n",
        "role created with a SCRAM verifier, not a password",
        "",
    ),
    (
        "haccp/<<org>>_past.yaml",
        "pasteuriser: past-1\nhold_temp_c: 85\nbatch_sha256: <<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>\n",
        "SHA-256 batch checksum",
        None,
    ),
    (
        "specify/<<org>>/specify.properties",
        "db.host=<<host>>\ndb.user=specify\ndb.password=<set at install>\n",
        "placeholder in a properties file",
        "",
    ),
    (
        "home/<<user>>/.zsh_history_<<org>>",
        ": <<epoch>>:0;mysql -h <<host>> -u orders -p orders_db\n: <<epoch>>:0;ls\n",
        "mysql -p with the password prompted, not given",
        "",
    ),
    (
        "home/<<user>>/.s3cfg-<<org>>",
        "[default]\naccess_key =\nsecret_key =\nhost_base = s3.<<dom>>\n",
        "s3cfg with empty keys",
        "",
    ),
    (
        "cctv/<<org>>_cabins.yml",
        "cameras:\n  cabin_1:\n    url: rtsp://viewer:{FRIGATE_RTSP_PASSWORD}@<<ip>>:554/stream1\n",
        "RTSP URL with a substitution variable",
        None,
    ),
    (
        "lora/<<org>>_pan.toml",
        'dev_eui = "70B3D57ED00<<hex8>>"\napp_eui = "0000000000000000"\napp_key = "00000000000000000000000000000000"\n',
        "all-zero LoRa app key placeholder",
        None,
    ),
    (
        "contacts/<<first>>_<<last>>.vcf",
        "BEGIN:VCARD\nVERSION:3.0\nFN:<<first>> <<last>>\nTEL:+44 20 7946 0<<num>>\nNOTE:Prefers calls after 10am\nEND:VCARD\n",
        "vCard with only contact details",
        "",
    ),
    (
        "letters/postcard_<<last>>.txt",
        "Dear both, the weather is lovely and the password for the cottage wifi is on the fridge. Love, <<first>>\n",
        "postcard mentions a password without one",
        "",
    ),
    (
        "notebooks/<<org>>_analysis.ipynb",
        '{"cells": [{"cell_type": "code", "execution_count": 1, "metadata": {}, "outputs": [], "source": ["import getpass\\n", "pw = getpass.getpass()"]}], "metadata": {}, "nbformat": 4, "nbformat_minor": 5}\n',
        "notebook prompts for the password with getpass",
        None,
    ),
]


def _make(
    path: str, template: str, why: str, syntax: str | None
) -> Callable[[random.Random], DOut]:
    def fn(rng: random.Random) -> DOut:
        vals = common(rng)
        return DOut(fill(path, **vals), fill(template, **vals), why, syntax)

    return fn


for _spec in SPECS:
    decoy(_make(*_spec))
