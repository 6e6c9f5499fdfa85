"""Decoys (part 3): home-server apps, build runners, app signing and vault exports."""

from __future__ import annotations

import random

from sixth_corpus import (
    Decoy,
    b64,
    decoy,
    fill,
    hx,
)


def D(path: str, text: str, why: str) -> Decoy:
    """A decoy from text."""
    return Decoy(path, text.encode("utf-8"), why)


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        mqtt:
          host: mqtt.lan
          user: "{FRIGATE_MQTT_USER}"
          password: "{FRIGATE_MQTT_PASSWORD}"
        cameras: {}
        """
    )
    return D(
        "frigate/config.yml", text, "Frigate config using its {FRIGATE_*} environment substitution"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        # Required services
        #PAPERLESS_REDIS=redis://localhost:6379
        #PAPERLESS_DBHOST=localhost
        #PAPERLESS_DBUSER=paperless
        #PAPERLESS_DBPASS=paperless
        PAPERLESS_CONSUMPTION_DIR=../consume
        """
    )
    return D(
        "paperless.conf.example",
        text,
        "Paperless sample config with the commented stock DB password",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        [stream]
            # child is not streaming yet; api key is issued by the parent
            enabled = no
            destination =
            api key =
        """
    )
    return D("netdata/stream.conf", text, "Netdata streaming disabled, empty API key")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        from buildbot.plugins import secrets, util, worker

        c = BuildmasterConfig = {}
        c["secretsProviders"] = [secrets.SecretInAFile(dirname="/var/lib/buildbot/secrets")]
        c["workers"] = [worker.Worker("linux-arm64", util.Secret("worker-linux-arm64"))]
        """
    )
    return D(
        "master/master.cfg",
        text,
        "Buildbot worker password via util.Secret from a secrets directory",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        VERSION 0.8
        image:
            FROM alpine:3.20
            RUN --push --secret REGISTRY_PASSWORD \\
                echo "$REGISTRY_PASSWORD" | docker login -u ci --password-stdin registry.lan
        """
    )
    return D("Earthfile", text, "Earthly build secret by name (RUN --secret), no value")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        - secret:
            name: pypi_upload
            data:
              password: !encrypted/pkcs1-oaep
                - <<c1>>
                  <<c2>>
        """,
        c1=b64(rng, 45),
        c2=b64(rng, 45),
    )
    return D(
        "zuul.d/secrets.yaml",
        text,
        "Zuul secret encrypted to the project's public key (ciphertext)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        import os

        import dagger
        from dagger import dag, function, object_type


        @object_type
        class Ci:
            @function
            async def migrate(self, src: dagger.Directory, db_password: dagger.Secret) -> str:
                return await (
                    dag.container().from_("python:3.12-slim")
                    .with_directory("/app", src)
                    .with_secret_variable("DB_PASSWORD", db_password)
                    .with_exec(["alembic", "upgrade", "head"]).stdout()
                )
        # called as: dagger call migrate --src=. --db-password=env:DB_PASSWORD
        _ = os
        """
    )
    return D(
        ".dagger/src/main/__init__.py", text, "Dagger secret passed as env:DB_PASSWORD at call time"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        def keystoreProperties = new Properties()
        android {
            signingConfigs {
                release {
                    keyAlias System.getenv("UPLOAD_KEY_ALIAS")
                    keyPassword System.getenv("UPLOAD_KEY_PASSWORD")
                    storeFile file(System.getenv("UPLOAD_KEYSTORE") ?: "upload.jks")
                    storePassword System.getenv("UPLOAD_STORE_PASSWORD")
                }
            }
        }
        """
    )
    return D(
        "android/app/signing.gradle", text, "Android signing config from environment variables"
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        @echo off
        rem sign with the EV certificate in the machine store (thumbprint, no pfx password)
        signtool sign /sha1 <<tp>> /fd sha256 <<+>>
        /tr http://timestamp.digicert.com /td sha256 dist\\App.exe
        """,
        tp=hx(rng, 40).upper(),
    )
    return D(
        "build/sign-ev.bat",
        text,
        "signtool selects the cert by SHA-1 thumbprint from the store; no password",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        #!/bin/zsh
        set -e
        security unlock-keychain -p "$BUILD_KEYCHAIN_PASSWORD" build.keychain-db
        xcodebuild -scheme App -configuration Release archive
        """
    )
    return D("ci/unlock.sh", text, "keychain unlocked with an environment variable")


@decoy
def _(rng: random.Random) -> Decoy:
    return D(
        "exports/Chrome Passwords.csv",
        "name,url,username,password,note\n",
        "empty browser password export: header row only",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        {
          "encrypted": true,
          "passwordProtected": true,
          "salt": "<<salt>>",
          "kdfType": 0,
          "kdfIterations": 600000,
          "encKeyValidation_DO_NOT_EDIT": "2.<<iv>>|<<ct>>|<<mac>>",
          "data": "2.<<iv2>>|<<ct2>>|<<mac2>>"
        }
        """,
        salt=b64(rng, 16),
        iv=b64(rng, 16),
        ct=b64(rng, 48),
        mac=b64(rng, 32),
        iv2=b64(rng, 16),
        ct2=b64(rng, 240),
        mac2=b64(rng, 32),
    )
    return D(
        "backup/bitwarden_encrypted_export.json",
        text,
        "password-protected Bitwarden export (ciphertext)",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        _HiStOrY_V2_
        CREATE\\040USER\\040'backup'@'localhost'\\040IDENTIFIED\\040WITH\\040auth_socket;
        GRANT\\040RELOAD,\\040LOCK\\040TABLES\\040ON\\040*.*\\040TO\\040'backup'@'localhost';
        """
    )
    return D(".mysql_history", text, "MySQL user created with socket authentication: no password")


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        \\c app
        \\password app_ro
        select rolname, rolvaliduntil from pg_roles where rolname like 'app%';
        \\q
        """
    )
    return D(
        ".psql_history",
        text,
        "psql \\password prompts interactively; nothing is stored in the history",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <databaseChangeLog xmlns="http://www.liquibase.org/xml/ns/dbchangelog">
          <changeSet id="12-seed-integration" author="ops">
            <insert tableName="integration_settings">
              <column name="provider" value="parcelhub"/>
              <column name="api_key" value="${parcelhub.api.key}"/>
            </insert>
          </changeSet>
        </databaseChangeLog>
        """
    )
    return D(
        "db/changelog/changes/12-seed.xml",
        text,
        "Liquibase changelog with a ${...} changelog property",
    )


@decoy
def _(rng: random.Random) -> Decoy:
    text = fill(
        """
        flyway.url=jdbc:postgresql://db.internal:5432/app
        flyway.user=app_migrator
        # flyway.password comes from FLYWAY_PASSWORD in the pipeline
        flyway.locations=filesystem:sql/migrations
        """
    )
    return D("flyway.conf", text, "Flyway config without a password (read from FLYWAY_PASSWORD)")
