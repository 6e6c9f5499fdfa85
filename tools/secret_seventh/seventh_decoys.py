"""Decoys, part 1: references, empty values and templates in the file kinds of this corpus."""

from __future__ import annotations

import json
import random

from seventh_corpus import Ctx, DOut, decoy, fill, hx, pick


@decoy
def _(rng: random.Random) -> DOut:
    c = Ctx(rng)
    text = fill(
        """
        include required(classpath("application"))

        database {
          profile = "slick.jdbc.MySQLProfile$"
          db {
            driver = "com.mysql.cj.jdbc.Driver"
            url = "jdbc:mysql://<<host>>/cromwell?rewriteBatchedStatements=true"
            user = "cromwell"
            password = ${?CROMWELL_DB_PASSWORD}
            connectionTimeout = 5000
          }
        }
        """,
        host=c.host("mysql"),
    )
    why = "Cromwell HOCON config whose password is an optional env substitution, not a value"
    return DOut("cromwell/application.conf", text, why)


@decoy
def _(rng: random.Random) -> DOut:
    c = Ctx(rng)
    text = fill(
        """
        [scheduler]
        record_task_history = True
        state_path = /var/lib/luigi-server/state.pickle

        [task_history]
        # password comes from ~luigi/.pgpass (mode 0600), not from this file
        db_connection = postgresql://luigi@<<host>>:5432/luigi_history
        """,
        host=c.host("pg"),
    )
    return DOut("luigi.cfg", text, "Luigi DB URI with a user but no password; libpq reads .pgpass")


@decoy
def _(rng: random.Random) -> DOut:
    c = Ctx(rng)
    text = fill(
        """
        #ifndef __AWS_CLIENTCREDENTIAL__H__
        #define __AWS_CLIENTCREDENTIAL__H__

        #define clientcredentialMQTT_BROKER_ENDPOINT    "<<host>>"
        #define clientcredentialIOT_THING_NAME          ""
        #define clientcredentialMQTT_BROKER_PORT        8883
        #define clientcredentialWIFI_SSID               ""
        #define clientcredentialWIFI_PASSWORD           ""
        #define clientcredentialWIFI_SECURITY           eWiFiSecurityWPA2

        #endif
        """,
        host=c.host("mqtt"),
    )
    why = "FreeRTOS aws_clientcredential.h as committed: SSID and Wi-Fi password left empty"
    return DOut("demos/include/aws_clientcredential.h", text, why)


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        author: mongoose-os
        description: Door sensor firmware
        version: 1.3
        platform: esp32
        sources:
          - src
        # Wi-Fi is provisioned per device: mos wifi SSID PASSWORD (never committed)
        config_schema:
          - ["wifi.sta.enable", true]
          - ["wifi.sta.ssid", ""]
          - ["wifi.sta.pass", ""]
        """
    )
    return DOut("fw/door/mos.yml", text, "Mongoose OS config schema with empty wifi.sta.pass")


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        -- init.lua: credentials live in credentials.lua, which is in .gitignore
        dofile("credentials.lua")
        wifi.setmode(wifi.STATION)
        wifi.sta.config({ ssid = SSID, pwd = PASSWORD, save = false })
        """
    )
    return DOut("nodemcu/init.lua", text, "NodeMCU init reading SSID/PASSWORD globals from a file")


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        <?php

        namespace Config;

        use CodeIgniter\\Database\\Config;

        class Database extends Config
        {
            public array $default = [
                'hostname' => getenv('MYSQL_HOST_NAME') ?: 'localhost',
                'username' => getenv('MYSQL_USERNAME') ?: 'admin',
                'password' => getenv('MYSQL_PASSWORD') ?: '',
                'database' => getenv('MYSQL_DB_NAME') ?: 'ospos',
                'DBDriver' => 'MySQLi',
            ];
        }
        """
    )
    return DOut("app/Config/Database.php", text, "OSPOS database config reading getenv()")


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        # options: derby, mysql, postgres, oracle, sqlserver
        database = derby
        database.url = jdbc:derby:${dir.appdata}/mirthdb;create=true
        database.username =
        database.password =
        database.max-connections = 20
        """
    )
    return DOut(
        "conf/mirth.properties", text, "Mirth Connect stock config: embedded Derby, no password"
    )


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        <yazgfs>
        <config>
         <db_scheme>mysql</db_scheme>
         <database>__DB_NAME__</database>
         <hostname>__DB_HOST__</hostname>
         <port>3306</port>
         <user>__DB_USER__</user>
         <pass>__DB_PASS__</pass>
         <tls>__DB_USE_TLS__</tls>
        </config>
        </yazgfs>
        """
    )
    why = "Koha koha-conf-site.xml.in template: __DB_PASS__ is filled in by koha-create"
    return DOut("debian/templates/koha-conf-site.xml.in", text, why, "xml")


@decoy
def _(rng: random.Random) -> DOut:
    c = Ctx(rng)
    conf = {
        "Name": f"{c.slug.upper()}-PACS",
        "HttpPort": 8042,
        "DicomAet": "ORTHANC",
        "AuthenticationEnabled": True,
        "RegisteredUsers": {},
        "Plugins": ["/usr/share/orthanc/plugins"],
        "Authorization": {
            "WebServiceRootUrl": f"https://{c.host('auth')}/orthanc/",
            "TokenHttpHeaders": ["authorization"],
        },
    }
    why = "Orthanc config with no registered users; auth delegated to an authorization plugin"
    return DOut("etc/orthanc/orthanc.json", json.dumps(conf, indent=2) + "\n", why)


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        group = core
        admin-port = 13000
        include = "/etc/kannel/secrets.conf"

        group = smsbox
        bearerbox-host = 127.0.0.1
        sendsms-port = 13013

        # sendsms-user groups (username/password) are in /etc/kannel/secrets.conf
        """
    )
    return DOut(
        "kannel/kannel.conf", text, "Kannel config that includes the passwords from another file"
    )


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        username: telemetry
        # password: set GNMIC_PASSWORD in the environment
        skip-verify: true
        encoding: json_ietf
        targets:
          spine1.fabric.lan:57400:
          spine2.fabric.lan:57400:
        """
    )
    return DOut(
        "telemetry/gnmic.yaml", text, "gnmic config without a password; env var named instead"
    )


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        devices authgroups group core-routers
         umap admin
          remote-name     nsoadmin
          remote-password $9$<<ct>>
         !
        !
        """,
        ct=hx(rng, 8) + "+" + hx(rng, 24) + "/" + hx(rng, 12) + "=",
    )
    why = (
        "Cisco NSO authgroup as `show running-config` prints it: $9$ is AES ciphertext under "
        "the NSO instance's own key (arguable: whoever holds that key can decrypt it)"
    )
    return DOut("nso/show-run-authgroups.cli", text, why)


@decoy
def _(rng: random.Random) -> DOut:
    text = fill(
        """
        spring:
          datasource:
            url: 'jdbc:postgresql://fhirdb:5432/hapi'
            username: hapi
            password: ${HAPI_DB_PASSWORD}
            driverClassName: org.postgresql.Driver
        hapi:
          fhir:
            fhir_version: R4
        """
    )
    return DOut("hapi/application.yaml", text, "HAPI FHIR config with a Spring ${...} reference")


@decoy
def _(rng: random.Random) -> DOut:
    c = Ctx(rng)
    text = fill(
        """
        [database]
        uri = postgresql://gnuhealth@<<host>>:5432/
        path = /home/gnuhealth/attach

        [web]
        listen = *:8000
        """,
        host=pick(rng, "localhost", c.host("pg")),
    )
    return DOut(
        "trytond.conf", text, "GNU Health trytond.conf with a passwordless (peer/.pgpass) URI"
    )
