"""Family school_sis_records_systems: student information systems and rostering."""

# ruff: noqa: E501
from __future__ import annotations

import base64
import re

from thirteenth_corpus import (
    SYM_BARE,
    SYM_SQ,
    Out,
    alnum,
    dbname,
    domain,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    pick,
    uuid4,
)

FAM = "school_sis_records_systems"


@fmt(FAM, "opensis_data_php_database_password_variable")
def opensis(rng):
    pw = gen_pw(rng, sym=SYM_SQ)
    path = pick(
        rng,
        (
            "opensis/Data.php",
            "var/www/opensis/Data.php",
            "htdocs/sis/Data.php",
            "public_html/opensis/Data.php",
        ),
    )
    text = f"""<?php
$DatabaseType = 'mysqli';
$DatabaseServer = '{host(rng, "db")}';
$DatabaseUsername = 'opensis';
$DatabasePassword = '{pw}';
$DatabaseName = 'opensis';
$DatabasePort = '3306';
?>
"""
    return Out(path, text, pw, "")


@fmt(FAM, "gibbon_config_php_database_password_with_guid")
def gibbon(rng):
    pw = gen_pw(rng, sym=SYM_SQ)
    path = pick(
        rng,
        (
            "gibbon/config.php",
            "var/www/gibbon/config.php",
            "core/config.php",
            "htdocs/gibbon/config.php",
        ),
    )
    text = f"""<?php
/**
 * Sets the database connection information.
 */
$databaseServer = 'localhost';
$databaseUsername = 'gibbon_{alnum(rng, 4).lower()}';
$databasePassword = '{pw}';
$databaseName = 'gibbon';

/**
 * Sets a globally unique id, to allow multiple installs on a single server.
 */
$guid = '{alnum(rng, 36).lower()}';

$caching = 10;
"""
    return Out(path, text, pw, "")


@fmt(FAM, "rosariosis_config_inc_php_postgres_password")
def rosario(rng):
    pw = gen_pw(rng, sym=SYM_SQ)
    path = pick(
        rng,
        (
            "rosariosis/config.inc.php",
            "var/www/rosariosis/config.inc.php",
            "sis/config.inc.php",
            "htdocs/config.inc.php",
        ),
    )
    text = f"""<?php
$DatabaseType = 'postgresql';
$DatabaseServer = 'localhost';
$DatabaseUsername = 'rosariosis_user';
$DatabasePassword = '{pw}';
$DatabaseName = 'rosariosis_db';
$DatabasePort = '5432';
$DatabaseDumpPath = '/usr/bin/pg_dump';
$wkhtmltopdfPath = '/usr/local/bin/wkhtmltopdf';
$DefaultSyear = '2025';
$RosarioNotifyAddress = 'sis-admin@{domain(rng)}';
$RosarioLocales = ['en_US.utf8', 'fr_FR.utf8'];
"""
    return Out(path, text, pw, "")


@fmt(FAM, "fedena_database_yml_production_password")
def fedena(rng):
    pw = gen_pw(rng, sym="-_.@+*")
    path = pick(
        rng,
        (
            "fedena/config/database.yml",
            "config/database.yml",
            "srv/fedena/config/database.yml",
            "apps/fedena/config/database.yml",
        ),
    )
    text = f"""development:
  adapter: mysql
  database: fedena_dev
  username: root
  password:
  host: localhost

production:
  adapter: mysql
  database: fedena_{dbname(rng)}
  username: fedena
  password: "{pw}"
  host: {host(rng, "db")}
  encoding: utf8
  pool: 5
"""
    return Out(path, text, pw, "yaml")


@fmt(FAM, "clever_district_app_token_bearer_curl_sections")
def clever(rng):
    tok = hexs(rng, 40)
    path = pick(
        rng,
        (
            "clever/pull_sections.sh",
            "scripts/clever-sync.sh",
            "cron/clever_roster.sh",
            "bin/clever_students.sh",
        ),
    )
    text = f"""#!/usr/bin/env bash
set -euo pipefail
for res in schools sections users; do
  curl -sS "https://api.clever.com/v3.0/$res?limit=1000" \\
    -H "Authorization: Bearer {tok}" -o "/data/clever/$res.json"
done
"""
    return Out(path, text, tok, "")


def _dec_basic(text: str) -> str:
    tok = re.search(r"Basic ([A-Za-z0-9+/=]+)", text).group(1)
    return base64.b64decode(tok).decode().split(":", 1)[1]


@fmt(FAM, "powerschool_plugin_oauth_basic_header_base64_client_pair", decode=_dec_basic)
def powerschool(rng):
    cid, sec = uuid4(rng), uuid4(rng)
    basic = base64.b64encode(f"{cid}:{sec}".encode()).decode()
    dist = org(rng).replace("-", "")
    path = pick(
        rng,
        (
            "ps_token.py",
            "integrations/powerschool/auth.py",
            "lib/ps_oauth.py",
            "sync/powerschool_token.py",
        ),
    )
    text = f"""import requests

PS_URL = "https://{dist}.powerschool.com"
# plugin "Library Sync" client id / secret, base64 of id:secret
AUTH = "Basic {basic}"


def token():
    r = requests.post(
        PS_URL + "/oauth/access_token/",
        headers={{"Authorization": AUTH, "Content-Type": "application/x-www-form-urlencoded;charset=UTF-8"}},
        data="grant_type=client_credentials",
    )
    return r.json()["access_token"]
"""
    return Out(path, text, sec, "py")


@fmt(FAM, "classlink_oneroster_oauth1_client_secret_python")
def classlink(rng):
    key, sec = hexs(rng, 24), hexs(rng, 24)
    tenant = org(rng).replace("-", "")
    path = pick(
        rng,
        (
            "oneroster_pull.py",
            "roster/classlink.py",
            "jobs/oneroster_classes.py",
            "sync/classlink_roster.py",
        ),
    )
    text = f"""from requests_oauthlib import OAuth1Session

BASE = "https://{tenant}-vn-v2.rosterserver.com/ims/oneroster/v1p1"
session = OAuth1Session("{key}", client_secret="{sec}", signature_method="HMAC-SHA256")
users = session.get(BASE + "/users", params={{"limit": 500}}).json()["users"]
print(len(users))
"""
    return Out(path, text, sec, "py")


@fmt(FAM, "oneroster_csv_sftp_upload_lftp_user_comma_password")
def lftp(rng):
    pw = gen_pw(rng, sym=SYM_BARE.replace("@", ""))
    did = rng.randint(10000, 99999)
    path = pick(
        rng,
        (
            "upload_roster.sh",
            "cron/sis-export-upload.sh",
            "scripts/oneroster_sftp.sh",
            "bin/push_roster.sh",
        ),
    )
    text = f"""#!/bin/sh
cd /var/sis/export/oneroster || exit 1
zip -q roster.zip orgs.csv users.csv classes.csv enrollments.csv academicSessions.csv courses.csv
lftp -u district-{did},{pw} sftp://sftp.{domain(rng)} -e "put roster.zip; bye"
"""
    return Out(path, text, pw, "")
