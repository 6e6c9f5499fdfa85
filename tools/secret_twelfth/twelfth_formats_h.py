"""Twelfth corpus formats: link_feed_paste_services (YOURLS, Shlink, PrivateBin, Kutt, Tiny Tiny RSS, selfoss, Shaarli)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import random

from twelfth_corpus import (
    SYM_INI,
    SYM_SQ,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    hexs,
    host,
    pick,
    user,
    uuid4,
    words_pw,
)

FAM = "link_feed_paste_services"


@fmt(FAM, "yourls_user_config_php_db_pass_define")
def _yourls_db(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php
/* This is a sample config file.
 * Edit this file with your own settings and save it as "config.php"
 */

/** MySQL database username */
define( 'YOURLS_DB_USER', 'yourls' );

/** MySQL database password */
define( 'YOURLS_DB_PASS', '{pw}' );

/** The name of the database for YOURLS */
define( 'YOURLS_DB_NAME', 'yourls' );

/** MySQL hostname. */
define( 'YOURLS_DB_HOST', '{pick(rng, ("localhost", host(rng, "mysql")))}' );

/** MySQL tables prefix */
define( 'YOURLS_DB_PREFIX', 'yourls_' );

define( 'YOURLS_SITE', 'https://{pick(rng, ("go", "s", "l"))}.{domain(rng)}' );
define( 'YOURLS_COOKIEKEY', '{alnum(rng, 40)}' );
"""
    return Out(
        pick(rng, ("user/config.php", "yourls/user/config.php", "htdocs/user/config.php")),
        text,
        pw,
        "",
    )


@fmt(FAM, "yourls_user_passwords_array_plaintext_entry")
def _yourls_users(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym=SYM_SQ)
    u = user(rng)
    text = f"""<?php
/** Username(s) and password(s) allowed to access the site. Passwords either in plain text or as encrypted hashes
 ** YOURLS will auto encrypt plain text passwords in this file
 ** Read http://yourls.org/userpassword for more information */
$yourls_user_passwords = [
	'{u}' => '{pw}',
	// 'username2' => 'password2',
	// You can have one or more 'login'=>'password' lines
];

/** URL shortening method: either 36 or 62 */
define( 'YOURLS_URL_CONVERT', 36 );

$yourls_reserved_URL = [
	'admin', 'api', 'stats', 'login', 'go',
];
"""
    return Out(
        pick(rng, ("user/config.php", "yourls/user/config.php", "shortener/user/config.php")),
        text,
        pw,
        "",
    )


@fmt(FAM, "shlink_rest_x_api_key_header_curl_uuid")
def _shlink(rng: random.Random) -> Out:
    key = uuid4(rng)
    text = f"""#!/bin/sh
# shorten a URL on our Shlink instance; prints the short URL
curl -s -X POST "https://{pick(rng, ("s", "go", "lnk"))}.{domain(rng)}/rest/v3/short-urls" \\
  -H "X-Api-Key: {key}" \\
  -H "Content-Type: application/json" \\
  -d "{{\\"longUrl\\": \\"$1\\", \\"findIfExists\\": true}}" | jq -r .shortUrl
"""
    return Out(
        pick(rng, ("bin/shorten", "scripts/shlink-shorten.sh", "tools/short.sh")), text, key, ""
    )


@fmt(FAM, "privatebin_cfg_conf_php_model_options_pwd")
def _privatebin(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!*+-_.?@^~")
    text = f""";<?php http_response_code(403); /*
; config file for PrivateBin
;
; An explanation of each setting can be find online at https://github.com/PrivateBin/PrivateBin/wiki/Configuration.

[main]
name = "Paste"
discussion = false
opendiscussion = false
password = true
fileupload = false
burnafterreadingselected = false
defaultformatter = "plaintext"
sizelimit = 10485760
template = "bootstrap"

[expire]
default = "1week"

[model]
class = Database

[model_options]
dsn = "mysql:host={pick(rng, ("localhost", host(rng, "mysql")))};dbname=privatebin;charset=UTF8"
tbl = "privatebin_"
usr = "privatebin"
pwd = "{pw}"
opt[12] = true    ; PDO::ATTR_PERSISTENT
"""
    return Out(
        pick(rng, ("cfg/conf.php", "privatebin/cfg/conf.php", "paste/cfg/conf.php")), text, pw, ""
    )


@fmt(FAM, "kutt_env_jwt_secret_line")
def _kutt(rng: random.Random) -> Out:
    sec = alnum(rng, rng.choice((32, 40, 48)))
    dom = domain(rng)
    text = f"""# App port to run on
PORT=3000
# The name of the site where Kutt is hosted
SITE_NAME=Kutt
# The domain that this website is on
DEFAULT_DOMAIN=k.{dom}
# Generated link length
LINK_LENGTH=6
# Database
DB_CLIENT=pg
DB_HOST=postgres
DB_PORT=5432
DB_NAME=kutt
DB_USER=kutt
# Redis
REDIS_ENABLED=true
REDIS_HOST=redis
REDIS_PORT=6379
# Disable registration
DISALLOW_REGISTRATION=true
# The daily limit for each user
USER_LIMIT_PER_DAY=50
# A passphrase to encrypt JWT. Use a random long string
JWT_SECRET={sec}
# Admin emails so they can access admin actions on settings page
ADMIN_EMAILS=ops@{dom}
"""
    return Out(pick(rng, (".env", "kutt/.env", "deploy/kutt.env")), text, sec, "")


@fmt(FAM, "tt_rss_config_php_putenv_db_pass")
def _ttrss(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%&*+-_.?@^~:")
    text = f"""<?php
	// Tiny Tiny RSS local configuration, see classes/Config.php for the full list
	putenv('TTRSS_DB_TYPE=pgsql');
	putenv('TTRSS_DB_HOST={pick(rng, ("localhost", "db", host(rng, "pg")))}');
	putenv('TTRSS_DB_USER=ttrss');
	putenv('TTRSS_DB_NAME=ttrss');
	putenv('TTRSS_DB_PASS={pw}');
	putenv('TTRSS_SELF_URL_PATH=https://rss.{domain(rng)}/tt-rss/');
	putenv('TTRSS_PLUGINS=auth_internal,note,nginx_xaccel');
"""
    return Out(
        pick(rng, ("tt-rss/config.php", "config.php", "www/tt-rss/config.php")), text, pw, ""
    )


@fmt(FAM, "selfoss_config_ini_db_password_line")
def _selfoss(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""[globals]
db_type=mysql
db_host={pick(rng, ("localhost", host(rng, "mysql")))}
db_database=selfoss
db_username=selfoss
db_password={pw}
db_port=3306
db_prefix=
logger_level=ERROR
items_perpage=50
items_lifetime=30
base_url=
username=
password=
salt=lkjl1289
public=0
auto_mark_as_read=1
"""
    return Out(
        pick(rng, ("config.ini", "selfoss/config.ini", "rss/selfoss/config.ini")), text, pw, "ini"
    )


@fmt(FAM, "shaarli_data_config_json_php_api_secret")
def _shaarli(rng: random.Random) -> Out:
    sec = hexs(rng, 12)
    conf = {
        "credentials": {
            "login": user(rng),
            "hash": hexs(rng, 40),
            "salt": hexs(rng, 40),
        },
        "general": {"title": "Links", "timezone": "Europe/Paris", "header_link": "?"},
        "api": {"enabled": True, "secret": sec},
        "security": {"ban_after": 4, "ban_duration": 1800, "session_protection_disabled": False},
        "resource": {"data_store": "data/datastore.php", "theme": "default"},
    }
    text = "<?php /*\n" + json.dumps(conf, indent=4) + "\n*/ ?>"
    return Out(
        pick(
            rng,
            ("data/config.json.php", "shaarli/data/config.json.php", "links/data/config.json.php"),
        ),
        text,
        sec,
        "",
    )
