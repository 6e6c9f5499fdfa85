"""Twelfth corpus formats: photo_library_servers (Immich, Lychee, digiKam, Photoview, Ente, LibrePhotos, PiGallery2)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import random

from twelfth_corpus import (
    ALNUM,
    SYM_INI,
    SYM_JSON,
    Out,
    alnum,
    b64,
    domain,
    fmt,
    gen_pw,
    host,
    pick,
    user,
    words_pw,
)

FAM = "photo_library_servers"


@fmt(FAM, "immich_env_db_password_line")
def _immich_env(rng: random.Random) -> Out:
    pw = gen_pw(rng, n=rng.randint(16, 24), sym="")
    text = f"""# You can find documentation for all the supported env variables at https://immich.app/docs/install/environment-variables

# The location where your uploaded files are stored
UPLOAD_LOCATION=/mnt/{pick(rng, ("tank", "photos", "nas"))}/immich/library
# The location where your database files are stored
DB_DATA_LOCATION=./postgres

# To set a timezone, uncomment the next line and change Etc/UTC to a TZ identifier from this list: https://en.wikipedia.org/wiki/List_of_tz_database_time_zones#List
TZ=Europe/Oslo

# The Immich version to use. You can pin this to a specific version like "v1.71.0"
IMMICH_VERSION=release

# Connection secret for postgres. You should change it to a random password
# Please use only the characters `A-Za-z0-9`, without special characters or spaces
DB_PASSWORD={pw}

# The values below this line do not need to be changed
###################################################################################
DB_USERNAME=postgres
DB_DATABASE_NAME=immich
"""
    return Out(pick(rng, (".env", "immich/.env", "stacks/immich/.env")), text, pw, "")


@fmt(FAM, "immich_go_upload_api_key_flag")
def _immich_go(rng: random.Random) -> Out:
    key = alnum(rng, 43, ALNUM)
    text = f"""#!/bin/sh
# import the Google Takeout once the download finished
immich-go upload from-google-photos \\
  --server=https://photos.{domain(rng)} \\
  --api-key={key} \\
  --sync-albums --manage-burst=Stack \\
  /mnt/downloads/takeout-2026*.zip
"""
    return Out(
        pick(rng, ("import_takeout.sh", "bin/immich-import.sh", "scripts/takeout_to_immich.sh")),
        text,
        key,
        "",
    )


@fmt(FAM, "lychee_env_db_password_with_app_key")
def _lychee(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+!")
    text = f"""APP_NAME=Lychee
APP_ENV=production
APP_KEY=base64:{b64(rng, 32)}
APP_DEBUG=false
APP_URL=https://gallery.{domain(rng)}

DB_CONNECTION=mysql
DB_HOST={pick(rng, ("lychee_db", "127.0.0.1", host(rng, "db")))}
DB_PORT=3306
DB_DATABASE=lychee
DB_USERNAME=lychee
DB_PASSWORD={pw}

TIMEZONE=Europe/Copenhagen
"""
    return Out(pick(rng, (".env", "lychee/.env", "Lychee/.env")), text, pw, "")


@fmt(FAM, "digikamrc_database_settings_password_key")
def _digikam(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym=SYM_INI)
    text = f"""[Album Settings]
Album Category Names=Category,Favorites,Holidays,Miscellaneous,Travel

[Database Settings]
Database Connectoptions=
Database Hostname={pick(rng, ("nas.local", host(rng, "db")))}
Database Name=digikam
Database Name Face=digikam
Database Name Similarity=digikam
Database Name Thumbnails=digikam
Database Password={pw}
Database Port=3306
Database Type=QMYSQL
Database Username={user(rng)}
Internal Database Server=false

[General Settings]
Version=8.4.0
"""
    return Out(
        pick(rng, (".config/digikamrc", "home/.config/digikamrc", "dotfiles/digikamrc")),
        text,
        pw,
        "ini",
    )


@fmt(FAM, "photoview_env_mysql_url_go_dsn_userinfo")
def _photoview(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.~!*")
    text = f"""PHOTOVIEW_DATABASE_DRIVER=mysql
PHOTOVIEW_MYSQL_URL=photoview:{pw}@tcp({pick(rng, ("db", "mariadb", host(rng, "db")))})/photoview
PHOTOVIEW_LISTEN_IP=0.0.0.0
PHOTOVIEW_LISTEN_PORT=80
PHOTOVIEW_MEDIA_CACHE=/app/cache
MAPBOX_TOKEN=
"""
    return Out(pick(rng, (".env", "photoview/.env", "stacks/photoview.env")), text, pw, "")


@fmt(FAM, "ente_museum_yaml_db_section_password")
def _ente(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    text = f"""db:
  host: {pick(rng, ("postgres", "localhost", host(rng, "pg")))}
  port: 5432
  name: ente_db
  user: pguser
  password: "{pw}"

s3:
  are_local_buckets: true
  b2-eu-cen:
    key: ""
    secret: ""
    endpoint: localhost:3200
    region: eu-central-2
    bucket: b2-eu-cen

apps:
  public-albums: https://albums.{domain(rng)}
"""
    return Out(pick(rng, ("museum.yaml", "ente/museum.yaml", "server/museum.yaml")), text, pw)


@fmt(FAM, "librephotos_env_dbpass_line")
def _librephotos(rng: random.Random) -> Out:
    pw = gen_pw(rng, n=20, sym="")
    text = f"""# This file contains all the things you need to change to set up your Libre Photos.
scanDirectory=/mnt/photos
data=./librephotos/data
logs=./librephotos/logs

# ---------------------------------------------------------------------------------
userName=admin
userPass=
adminEmail=admin@{domain(rng)}

dbName=librephotos
dbUser=docker
dbPass={pw}

httpPort=3000
"""
    return Out(pick(rng, ("librephotos.env", ".env", "librephotos/.env")), text, pw, "")


@fmt(FAM, "pigallery2_config_json_database_mysql_password")
def _pigallery(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_JSON)
    conf = {
        "Server": {"port": 80, "host": "0.0.0.0", "Log": {"level": "info"}},
        "Database": {
            "type": "mysql",
            "dbFolder": "db",
            "mysql": {
                "host": pick(rng, ("mariadb", "localhost")),
                "port": 3306,
                "database": "pigallery2",
                "username": "pigallery2",
                "password": pw,
            },
        },
        "Users": {"authenticationRequired": True, "unAuthenticatedUserRole": "Admin"},
        "Media": {"folder": "/app/data/images", "tempFolder": "/app/data/tmp"},
    }
    return Out(
        pick(rng, ("config.json", "pigallery2/config.json", "data/config/config.json")),
        json.dumps(conf, indent=2) + "\n",
        pw,
    )
