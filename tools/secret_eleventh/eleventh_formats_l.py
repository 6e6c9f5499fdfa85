"""Family nosql_newsql_server_boot: less common database servers' boot configs and admin commands."""

# Embedded files keep their own long lines.
# ruff: noqa: E501

from __future__ import annotations

import json
import random

from eleventh_corpus import (
    SYM_INI,
    SYM_JSON,
    SYM_XML,
    Out,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    pick,
    user,
    words_pw,
)

F = "nosql_newsql_server_boot"


@fmt(F, "couchdb_local_ini_admins_section_plaintext_line")
def couchdb(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!*+-_.?@^~")
    text = fill(
        """; CouchDB Configuration Settings

; Custom settings should be made in this file. They will override settings
; in default.ini, but unlike changes made to default.ini, this file won't be
; overwritten on server upgrade.

[couchdb]
uuid = <<uuid>>
single_node = true

[chttpd]
port = 5984
bind_address = 0.0.0.0

[admins]
<<admin>> = <<pw>>
""",
        uuid=gen_pw(rng, 32, "").lower(),
        admin=pick(rng, ("admin", "couchadmin", user(rng))),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            ("opt/couchdb/etc/local.ini", "etc/couchdb/local.ini", "couchdb/local.d/10-admins.ini"),
        ),
        text,
        pw,
    )


@fmt(F, "orientdb_server_config_xml_users_root_password_attr")
def orientdb(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML.replace("$", ""))
    text = fill(
        """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<orient-server>
    <network>
        <protocols>
            <protocol implementation="com.orientechnologies.orient.server.network.protocol.binary.ONetworkProtocolBinary" name="binary"/>
            <protocol implementation="com.orientechnologies.orient.server.network.protocol.http.ONetworkProtocolHttpDb" name="http"/>
        </protocols>
        <listeners>
            <listener protocol="binary" socket="default" port-range="2424-2430" ip-address="0.0.0.0"/>
            <listener protocol="http" socket="default" port-range="2480-2490" ip-address="0.0.0.0"/>
        </listeners>
    </network>
    <users>
        <user resources="*" password="<<pw>>" name="root"/>
        <user resources="connect,server.listDatabases,server.dblist" password="<<guest>>" name="guest"/>
    </users>
    <properties>
        <entry name="server.database.path" value="/orientdb/databases"/>
    </properties>
</orient-server>
""",
        pw=pw,
        guest=gen_pw(rng, sym=""),
    )
    return Out(
        pick(
            rng,
            (
                "config/orientdb-server-config.xml",
                "orientdb/config/orientdb-server-config.xml",
                "opt/orientdb/config/orientdb-server-config.xml",
            ),
        ),
        text,
        pw,
    )


@fmt(F, "surrealdb_start_user_pass_flags_systemd_unit")
def surreal(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    text = fill(
        """[Unit]
Description=SurrealDB
After=network.target

[Service]
Type=simple
User=surrealdb
ExecStart=/usr/local/bin/surreal start --log info --user <<u>> --pass <<pw>> --bind 0.0.0.0:8000 rocksdb:/var/lib/surrealdb/data
Restart=always

[Install]
WantedBy=multi-user.target
""",
        u=pick(rng, ("root", "dbadmin")),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "etc/systemd/system/surrealdb.service",
                "deploy/surrealdb.service",
                "lib/systemd/system/surreal.service",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "questdb_server_conf_pg_password_line")
def questdb(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """# QuestDB server configuration
http.bind.to=0.0.0.0:9000
http.min.enabled=true
line.tcp.enabled=true
line.tcp.net.bind.to=0.0.0.0:9009

# Postgres wire protocol
pg.enabled=true
pg.net.bind.to=0.0.0.0:8812
pg.user=<<u>>
pg.password=<<pw>>
pg.readonly.user.enabled=true
pg.readonly.user=grafana
pg.readonly.password=<<ro>>

cairo.commit.lag=1000
telemetry.enabled=false
""",
        u=pick(rng, ("admin", "ingest", "qdb")),
        pw=pw,
        ro=gen_pw(rng, sym=SYM_INI),
    )
    return Out(
        pick(
            rng,
            ("var/lib/questdb/conf/server.conf", "questdb/conf/server.conf", "conf/server.conf"),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "ravendb_settings_json_security_certificate_password")
def ravendb(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_JSON)
    dom = domain(rng)
    data = {
        "DataDir": "RavenData",
        "License.Eula.Accepted": True,
        "Setup.Mode": "None",
        "ServerUrl": "https://0.0.0.0:443",
        "PublicServerUrl": f"https://a.{dom}",
        "ServerUrl.Tcp": "tcp://0.0.0.0:38888",
        "Security.Certificate.Path": f"/etc/ravendb/a.{dom}.pfx",
        "Security.Certificate.Password": pw,
        "Logs.Mode": "Operations",
    }
    return Out(
        pick(
            rng,
            ("etc/ravendb/settings.json", "RavenDB/Server/settings.json", "ravendb/settings.json"),
        ),
        json.dumps(data, indent=4) + "\n",
        pw,
    )


@fmt(F, "rethinkdb_compose_command_initial_password_flag")
def rethinkdb(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    text = fill(
        """services:
  rethinkdb:
    image: rethinkdb:2.4
    restart: unless-stopped
    command: rethinkdb --bind all --initial-password <<pw>> --cache-size 2048
    volumes:
      - rethink-data:/data
    ports:
      - "127.0.0.1:8080:8080"
      - "28015:28015"
volumes:
  rethink-data: {}
""",
        pw=pw,
    )
    return Out(
        pick(
            rng,
            ("docker-compose.yml", "rethinkdb/compose.yaml", "deploy/rethink/docker-compose.yml"),
        ),
        text,
        pw,
    )


@fmt(F, "arangosh_server_password_flag_backup_script")
def arangosh(rng: random.Random) -> Out:
    pw = words_pw(rng, "-._") if rng.random() < 0.4 else gen_pw(rng, sym="-_.@+")
    ep = f"ssl://{host(rng, 'arango')}:8529"
    text = fill(
        """#!/bin/bash
# nightly ArangoDB dump, rotated by logrotate-style find below
set -e
OUT=/backup/arangodb/$(date +%F)
arangodump --server.endpoint <<ep>> --server.username root --server.password '<<pw>>' \\
  --all-databases true --output-directory "$OUT" --overwrite true
arangosh --server.endpoint <<ep>> --server.username root --server.password '<<pw>>' \\
  --javascript.execute-string 'print(db._databases())'
find /backup/arangodb -maxdepth 1 -mtime +14 -exec rm -rf {} +
""",
        ep=ep,
        pw=pw,
    )
    return Out(
        pick(
            rng,
            ("usr/local/bin/arango-backup.sh", "scripts/arango_dump.sh", "cron/arangodb-backup.sh"),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "dragonfly_flagfile_requirepass_line")
def dragonfly(rng: random.Random) -> Out:
    pw = gen_pw(rng, 24, sym="-_.@+")
    text = fill(
        """--port=6379
--bind=0.0.0.0
--maxmemory=12gb
--cache_mode=true
--dbfilename=dump-{timestamp}
--dir=/var/lib/dragonfly
--requirepass=<<pw>>
--proactor_threads=8
--logtostderr
""",
        pw=pw,
    )
    return Out(
        pick(
            rng, ("etc/dragonfly/dragonfly.conf", "dragonfly/flags.conf", "deploy/dragonfly.flags")
        ),
        text,
        pw,
        "",
    )
