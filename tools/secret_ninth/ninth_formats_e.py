# ruff: noqa: E501  (templates reproduce whole lines of the real files)
"""Family db_gui_client_exports: database GUI / TUI client settings and exports."""

from __future__ import annotations

import random
import re

from ninth_corpus import (
    SYM_DQ,
    SYM_JSON,
    SYM_SQ,
    SYM_URL,
    SYM_XML,
    SYM_YAML,
    Ctx,
    Out,
    fill,
    fmt,
    pick,
    pw,
    uid,
)

F = "db_gui_client_exports"


def heidi_encode(rng: random.Random, s: str) -> str:
    shift = rng.randint(1, 9)
    return "".join(f"{ord(ch) + shift:02X}" for ch in s) + str(shift)


def heidi_decode(text: str) -> str:
    out = []
    for enc in re.findall(r"\\Password<\|\|\|>1<\|\|\|>([0-9A-F]+[1-9])", text):
        shift = int(enc[-1])
        body = enc[:-1]
        out.append("".join(chr(int(body[i : i + 2], 16) - shift) for i in range(0, len(body), 2)))
    return "\n".join(out)


@fmt(F, "squirrel_sql_aliases_xml_password_element")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_XML)
    t = fill(
        """
        <Beans>
          <Bean Class="net.sourceforge.squirrel_sql.client.gui.db.SQLAlias">
            <autoLogon>false</autoLogon>
            <connectAtStartup>false</connectAtStartup>
            <driverIdentifier Class="net.sourceforge.squirrel_sql.fw.id.UidIdentifier">
              <string>-<<drv>></string>
            </driverIdentifier>
            <identifier Class="net.sourceforge.squirrel_sql.fw.id.UidIdentifier">
              <string>-<<aid>></string>
            </identifier>
            <name><<name>></name>
            <password><<s>></password>
            <passwordSaved>true</passwordSaved>
            <url>jdbc:postgresql://<<h>>:5432/<<db>></url>
            <userName><<u>></userName>
          </Bean>
        </Beans>
        """,
        s=s,
        drv=rng.randint(1, 30),
        aid=rng.randint(100, 999),
        name=pick(rng, "prod reporting", "warehouse (ro)", "billing replica"),
        h=c.host("pg"),
        db=c.short,
        u=pick(rng, "report", c.user),
    )
    return Out(
        pick(
            rng,
            ".squirrel-sql/SQLAliases23.xml",
            "squirrel/SQLAliases23.xml",
            f"home/{c.first}/.squirrel-sql/SQLAliases23.xml",
        ),
        t,
        s,
    )


@fmt(F, "robo3t_json_connection_credentials_user_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_JSON)
    t = fill(
        """
        {
            "autoExpand": true,
            "batchSize": 50,
            "connections": [
                {
                    "configVersion": 2,
                    "connectionName": "<<name>>",
                    "credentials": [
                        {
                            "databaseName": "admin",
                            "enabled": true,
                            "mechanism": "SCRAM-SHA-256",
                            "userName": "<<u>>",
                            "userPassword": "<<s>>"
                        }
                    ],
                    "serverHost": "<<h>>",
                    "serverPort": 27017,
                    "ssh": { "enabled": false },
                    "ssl": { "enabled": true }
                }
            ],
            "timeZone": 0
        }
        """,
        s=s,
        name=pick(rng, "prod-rs0", "analytics", c.short),
        u=pick(rng, "dba", c.user),
        h=c.host("mongo1"),
    )
    return Out(
        pick(rng, ".3T/robo-3t/1.4.4/robo3t.json", "robo3t/robo3t.json", f"{c.first}/robo3t.json"),
        t,
        s,
    )


@fmt(F, "mongodb_compass_connections_export_plaintext_uri")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    t = fill(
        """
        {
          "type": "Compass Connections",
          "version": { "$numberInt": "1" },
          "connections": [
            {
              "id": "<<id>>",
              "connectionOptions": {
                "connectionString": "mongodb://<<u>>:<<s>>@<<h>>:27017/?authSource=admin&replicaSet=rs0&tls=true"
              },
              "favorite": { "name": "<<name>>", "color": "color3" }
            }
          ]
        }
        """,
        s=s,
        id=uid(rng),
        u=pick(rng, "support", c.user),
        h=c.host("mongo"),
        name=pick(rng, "PROD", "orders cluster", c.short),
    )
    return Out(
        pick(
            rng,
            "compass-connections.json",
            "exports/compass_favorites.json",
            f"{c.short}/mongo/compass-export.json",
        ),
        t,
        s,
    )


@fmt(F, "heidisql_settings_export_encoded_password", decode=heidi_decode)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SQ)
    name = pick(rng, "prod-db", "shop live", c.short)
    t = fill(
        """
        Servers\\<<n>>\\Host<|||>1<|||><<h>>
        Servers\\<<n>>\\User<|||>1<|||><<u>>
        Servers\\<<n>>\\Password<|||>1<|||><<enc>>
        Servers\\<<n>>\\LoginPrompt<|||>3<|||>0
        Servers\\<<n>>\\Port<|||>1<|||>3306
        Servers\\<<n>>\\NetType<|||>3<|||>0
        Servers\\<<n>>\\Compressed<|||>3<|||>0
        Servers\\<<n>>\\SessionCreated<|||>1<|||><<d>> <<tm>>
        Servers\\<<n>>\\Databases<|||>1<|||><<db>>
        """,
        n=name,
        h=c.host("mysql"),
        u=pick(rng, "root", c.user),
        enc=heidi_encode(rng, s),
        d=c.date,
        tm=c.time,
        db=c.short,
    )
    return Out(
        pick(
            rng,
            "heidisql_settings.txt",
            "tools/HeidiSQL/settings_export.txt",
            f"{c.first}/Documents/heidi-{c.short}.txt",
        ),
        t,
        s,
    )


@fmt(F, "usql_config_yaml_named_connection_dsn")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    t = fill(
        """
        # usql configuration
        connections:
          <<name>>: postgres://<<u>>:<<s>>@<<h>>:5432/<<db>>?sslmode=require
          local: sqlite:./scratch.db
        init: |
          \\set SYNTAX_HL_STYLE dracula
        """,
        s=s,
        name=pick(rng, "prod", "wh", c.short),
        u=pick(rng, "analyst", c.user),
        h=c.host("pg"),
        db=c.short,
    )
    return Out(
        pick(
            rng,
            ".config/usql/config.yaml",
            "dotfiles/usql/config.yaml",
            f"home/{c.first}/usql.yaml",
        ),
        t,
        s,
    )


@fmt(F, "harlequin_toml_profile_postgres_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ)
    t = fill(
        """
        default_profile = "<<prof>>"

        [profiles.<<prof>>]
        adapter = "postgres"
        host = "<<h>>"
        port = "5432"
        dbname = "<<db>>"
        user = "<<u>>"
        password = "<<s>>"
        theme = "harlequin"
        limit = 10000
        """,
        s=s,
        prof=pick(rng, "prod", "warehouse", c.short),
        h=c.host("pg"),
        db=c.short,
        u=pick(rng, "analyst", c.user),
    )
    return Out(
        pick(rng, ".harlequin.toml", "analysis/.harlequin.toml", f"{c.short}/harlequin.toml"), t, s
    )


@fmt(F, "sqls_language_server_config_yml_passwd")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_YAML)
    t = fill(
        """
        lowercaseKeywords: false
        connections:
          - alias: <<alias>>
            driver: mysql
            proto: tcp
            user: <<u>>
            passwd: "<<s>>"
            host: <<h>>
            port: 3306
            dbName: <<db>>
            params:
              autocommit: "true"
              tls: skip-verify
        """,
        s=s,
        alias=pick(rng, "shop_prod", "crm", c.short),
        u=pick(rng, "dev", c.user),
        h=c.host("mysql"),
        db=c.short,
    )
    return Out(
        pick(rng, ".config/sqls/config.yml", "config.yml", f"{c.short}/sqls/config.yml"), t, s
    )


@fmt(F, "vim_dadbod_g_dbs_dict_url_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="-_.~")
    t = fill(
        """
        " databases for vim-dadbod-ui
        let g:db_ui_save_location = '~/.local/share/db_ui'
        let g:dbs = {
        \\ 'local': 'postgres://localhost:5432/<<db>>_dev',
        \\ '<<name>>': 'postgres://<<u>>:<<s>>@<<h>>:5432/<<db>>',
        \\ }
        nnoremap <leader>du :DBUIToggle<CR>
        """,
        s=s,
        db=c.short,
        name=pick(rng, "prod", "staging", "replica"),
        u=pick(rng, "app", c.user),
        h=c.host("pg"),
    )
    return Out(
        pick(rng, ".vimrc", ".config/nvim/plugin/dadbod.vim", f"dotfiles/vim/{c.short}-dbs.vim"),
        t,
        s,
    )


@fmt(F, "redis_commander_local_json_connection_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_JSON)
    t = fill(
        """
        {
          "server": { "address": "0.0.0.0", "port": 8081, "httpAuth": { "username": "", "password": "" } },
          "connections": [
            {
              "label": "<<label>>",
              "host": "<<h>>",
              "port": 6379,
              "password": "<<s>>",
              "dbIndex": 0,
              "tls": false
            }
          ]
        }
        """,
        s=s,
        label=pick(rng, "sessions", "queue", c.short),
        h=c.host("redis"),
    )
    return Out(
        pick(
            rng,
            "config/local-production.json",
            "redis-commander/config/local.json",
            f"{c.short}/redis-commander.json",
        ),
        t,
        s,
    )
