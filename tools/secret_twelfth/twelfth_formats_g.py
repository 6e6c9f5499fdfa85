"""Twelfth corpus formats: newsletter_list_servers (listmonk, phpList, Sendy, Mailman 3, Sympa, Mailtrain)."""

# ruff: noqa: E501

from __future__ import annotations

import random

from twelfth_corpus import (
    SYM_BARE,
    SYM_SQ,
    SYM_URL,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    host,
    pick,
    words_pw,
)

FAM = "newsletter_list_servers"


@fmt(FAM, "listmonk_config_toml_db_section_password")
def _listmonk(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%&*+-_.?@^~=:")
    text = f"""[app]
address = "0.0.0.0:9000"

[db]
host = "{pick(rng, ("localhost", "listmonk_db", host(rng, "pg")))}"
port = 5432
user = "listmonk"
password = "{pw}"
database = "listmonk"
ssl_mode = "disable"
max_open = 25
max_idle = 25
max_lifetime = "300s"
params = ""
"""
    return Out(
        pick(rng, ("config.toml", "listmonk/config.toml", "etc/listmonk/config.toml")), text, pw
    )


@fmt(FAM, "listmonk_api_user_token_curl_basic_pair")
def _listmonk_api(rng: random.Random) -> Out:
    tok = alnum(rng, 32)
    api_user = pick(rng, ("crm-sync", "shopbridge", "importer", "wp-plugin"))
    text = f"""#!/bin/sh
# add a subscriber from the signup webhook
curl -s -u "{api_user}:{tok}" -X POST "https://lists.{domain(rng)}/api/subscribers" \\
  -H 'Content-Type: application/json' \\
  --data "{{\\"email\\": \\"$1\\", \\"name\\": \\"$2\\", \\"status\\": \\"enabled\\", \\"lists\\": [3]}}"
"""
    return Out(
        pick(rng, ("hooks/subscribe.sh", "bin/listmonk-add.sh", "scripts/add_subscriber.sh")),
        text,
        tok,
        "",
    )


@fmt(FAM, "phplist_config_php_database_password_variable")
def _phplist(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php
/*
 * ==============================================================================================================
 * phpList 3 configuration
 * ==============================================================================================================
 */

// what is your Mysql database server hostname
$database_host = '{pick(rng, ("localhost", host(rng, "mysql")))}';

// what is the name of the database we are using
$database_name = 'phplistdb';

// what user has access to this database
$database_user = 'phplist';

// and what is the password to login to control the database
$database_password = '{pw}';

// if you have an SMTP server, set it here. Otherwise it will use the normal php mail() function
define('PHPMAILERHOST', '');

define('TEST', 0);
$bounce_protocol = 'pop';
"""
    return Out(
        pick(
            rng,
            (
                "lists/config/config.php",
                "phplist/public_html/lists/config/config.php",
                "config/config.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "sendy_includes_config_php_dbpass_variable")
def _sendy(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php
	//----------------------------------------------------------------------------------//
	//                               COMPULSORY SETTINGS
	//----------------------------------------------------------------------------------//

	/*  Set the URL to your Sendy installation (without the trailing slash) */
	define('APP_PATH', 'https://newsletter.{domain(rng)}');

	/*  MySQL database connection credentials (please place values between the apostrophes) */
	$dbHost = '{pick(rng, ("localhost", host(rng, "mysql")))}'; //MySQL Hostname
	$dbUser = 'sendy'; //MySQL Username
	$dbPass = '{pw}'; //MySQL Password
	$dbName = 'sendy'; //MySQL Database Name

	//----------------------------------------------------------------------------------//
	//								  OPTIONAL SETTINGS
	//----------------------------------------------------------------------------------//

	$charset = 'utf8mb4';
	$dbPort = 3306;
	define('COOKIE_DOMAIN', '');
"""
    return Out(
        pick(
            rng,
            (
                "includes/config.php",
                "sendy/includes/config.php",
                "public_html/sendy/includes/config.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "mailman3_mailman_cfg_database_url_userinfo")
def _mailman_cfg(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL)
    text = f"""[mailman]
site_owner: listmaster@{domain(rng)}
layout: fhs

[paths.fhs]
var_dir: /var/lib/mailman3

[database]
class: mailman.database.postgresql.PostgreSQLDatabase
url: postgresql://mailman:{pw}@{pick(rng, ("localhost", host(rng, "pg")))}/mailman

[mta]
incoming: mailman.mta.postfix.LMTP
outgoing: mailman.mta.deliver.deliver
lmtp_host: 127.0.0.1
lmtp_port: 8024
smtp_host: localhost
smtp_port: 25
configuration: python:mailman.config.postfix

[webservice]
hostname: localhost
port: 8001
"""
    return Out(
        pick(rng, ("etc/mailman3/mailman.cfg", "mailman.cfg", "mailman3/mailman.cfg")),
        text,
        pw,
        "ini",
    )


@fmt(FAM, "mailman_web_settings_py_mailman_rest_api_pass")
def _mailman_web(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ.replace("%", ""))
    dom = domain(rng)
    text = f"""from mailman_web.settings.base import *  # noqa: F401,F403
from mailman_web.settings.mailman import *  # noqa: F401,F403

ALLOWED_HOSTS = ["localhost", "lists.{dom}"]
SITE_ID = 1

MAILMAN_REST_API_URL = 'http://localhost:8001'
MAILMAN_REST_API_USER = 'restadmin'
MAILMAN_REST_API_PASS = '{pw}'
MAILMAN_ARCHIVER_FROM = ('127.0.0.1', '::1')

DEFAULT_FROM_EMAIL = 'postorius@{dom}'
SERVER_EMAIL = 'root@{dom}'
"""
    return Out(
        pick(rng, ("etc/mailman3/settings.py", "mailman-web/settings.py", "mailman3/settings.py")),
        text,
        pw,
    )


@fmt(FAM, "sympa_conf_db_passwd_space_separated_line")
def _sympa(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE)
    dom = domain(rng)
    text = f"""###\\\\\\\\ Service description ////###

domain	lists.{dom}
listmaster	listmaster@{dom}
lang	en-US

###\\\\\\\\ Database related ////###

db_type	PostgreSQL
db_host	{pick(rng, ("localhost", host(rng, "pg")))}
db_name	sympa
db_user	sympa
db_passwd	{pw}

###\\\\\\\\ Web interface ////###

wwsympa_url	https://lists.{dom}/sympa
"""
    return Out(pick(rng, ("etc/sympa/sympa.conf", "sympa.conf", "sympa/sympa.conf")), text, pw, "")


@fmt(FAM, "mailtrain_v2_production_yaml_mysql_password")
def _mailtrain(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+") if rng.random() < 0.7 else words_pw(rng, "-._")
    dom = domain(rng)
    text = f"""www:
  trustedUrlBase: https://mailtrain.{dom}
  sandboxUrlBase: https://sbox.mailtrain.{dom}
  publicUrlBase: https://lists.{dom}

mysql:
  host: {pick(rng, ("localhost", "mysql", host(rng, "mysql")))}
  user: mailtrain
  password: "{pw}"
  database: mailtrain

redis:
  enabled: true

log:
  level: info

queue:
  processes: 2
"""
    return Out(
        pick(
            rng,
            (
                "server/config/production.yaml",
                "mailtrain/server/config/production.yaml",
                "config/production.yaml",
            ),
        ),
        text,
        pw,
    )
