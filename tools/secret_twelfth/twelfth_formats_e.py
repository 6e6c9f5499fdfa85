"""Twelfth corpus formats: genealogy_family_tree_sites (webtrees, TNG, Gramps Web, GeneWeb, PhpGedView)."""

# ruff: noqa: E501

from __future__ import annotations

import random

from twelfth_corpus import (
    ALNUM,
    SYM_BARE,
    SYM_INI,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    host,
    person,
    pick,
    user,
    words_pw,
)

FAM = "genealogy_family_tree_sites"
SYM_PHPDQ = "#%&*+-_.?@^~=:,!"  # inside PHP double quotes: no $ " \


def _surname(rng: random.Random) -> str:
    return person(rng)[1]


@fmt(FAM, "webtrees_data_config_ini_php_dbpass_line")
def _webtrees(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""; <?php return; ?> DO NOT DELETE THIS LINE
dbtype="mysql"
dbhost="{pick(rng, ("localhost", host(rng, "mysql")))}"
dbport="3306"
dbuser="webtrees"
dbpass="{pw}"
dbname="webtrees"
tblpfx="wt_"
base_url="https://{pick(rng, ("tree", "family", "ahnen"))}.{domain(rng)}"
rewrite_urls="1"
"""
    return Out(
        pick(
            rng,
            (
                "data/config.ini.php",
                "webtrees/data/config.ini.php",
                "htdocs/webtrees/data/config.ini.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "tng_config_php_database_password_variable")
def _tng(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_PHPDQ)
    s = _surname(rng)
    text = f"""<?php
$database_host = "localhost";
$database_name = "{s}_tng";
$database_username = "{s}_tnguser";
$database_password = "{pw}";
$database_port = "";
$database_socket = "";
$tngconfig['maint'] = "";
$people_table = "tng_people";
$families_table = "tng_families";
$children_table = "tng_children";
$sitename = "The {s.capitalize()} Family Pages";
$rootpath = "/home/{s}/public_html/genealogy/";
$homepage = "index.php";
$tngdomain = "https://www.{domain(rng)}/genealogy";
"""
    return Out(
        pick(rng, ("genealogy/config.php", "tng/config.php", "public_html/tng/config.php")),
        text,
        pw,
        "",
    )


@fmt(FAM, "gramps_web_config_cfg_secret_key")
def _gramps_cfg(rng: random.Random) -> Out:
    key = alnum(rng, 50, ALNUM + "-_")
    text = f'''TREE = "{_surname(rng).capitalize()} Family"
BASE_URL = "https://gramps.{domain(rng)}"
SECRET_KEY = "{key}"
USER_DB_URI = "sqlite:////app/users/users.sqlite"
MEDIA_BASE_DIR = "/app/media"
EMAIL_HOST = "localhost"
EMAIL_PORT = 25
DEFAULT_FROM_EMAIL = "gramps@localhost"
'''
    return Out(
        pick(rng, ("config/config.cfg", "gramps-web/config.cfg", "grampsweb/config.cfg")),
        text,
        key,
        "py",
    )


@fmt(FAM, "gramps_web_compose_environment_email_host_password")
def _gramps_compose(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+!")
    dom = domain(rng)
    text = f"""services:
  grampsweb:
    image: ghcr.io/gramps-project/grampsweb:latest
    restart: always
    ports:
      - "80:5000"
    environment:
      GRAMPSWEB_TREE: "Gramps Web"
      GRAMPSWEB_CELERY_CONFIG__broker_url: "redis://grampsweb_redis:6379/0"
      GRAMPSWEB_CELERY_CONFIG__result_backend: "redis://grampsweb_redis:6379/0"
      GRAMPSWEB_RATELIMIT_STORAGE_URI: redis://grampsweb_redis:6379/1
      GRAMPSWEB_EMAIL_HOST: "smtp.{dom}"
      GRAMPSWEB_EMAIL_PORT: 587
      GRAMPSWEB_EMAIL_HOST_USER: "tree@{dom}"
      GRAMPSWEB_EMAIL_HOST_PASSWORD: "{pw}"
      GRAMPSWEB_DEFAULT_FROM_EMAIL: "tree@{dom}"
    volumes:
      - gramps_users:/app/users
      - gramps_db:/root/.gramps/grampsdb
  grampsweb_redis:
    image: docker.io/library/redis:7.2.4-alpine
    restart: always
volumes:
  gramps_users:
  gramps_db:
"""
    return Out(
        pick(
            rng,
            ("docker-compose.yml", "grampsweb/docker-compose.yml", "stacks/gramps/compose.yaml"),
        ),
        text,
        pw,
    )


@fmt(FAM, "geneweb_bases_gwf_wizard_passwd_line")
def _geneweb(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym=SYM_BARE)
    base = _surname(rng)
    text = f"""access_by_key=yes
disable_forum=yes
hide_private_names=no
use_restrict=no
show_consang=yes
display_sosa=yes
place_surname_link_to_ind=yes
max_anc_level=8
max_desc_level=12
history=yes
default_lang=fr
wizard_passwd={pw}
friend_passwd=
wizard_just_friend=no
hide_advanced_request=no
"""
    return Out(
        pick(rng, (f"bases/{base}.gwf", f"geneweb/bases/{base}.gwf", f"gw/bases/{base}.gwf")),
        text,
        pw,
        "",
    )


@fmt(FAM, "phpgedview_config_php_dbpass_variable")
def _pgv(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_PHPDQ)
    text = f"""<?php
if (preg_match("/\\Wconfig.php/", $_SERVER["SCRIPT_NAME"])>0) {{
	print "Got your hand caught in the cookie jar.";
	exit;
}}
$DBTYPE = "mysql";
$DBHOST = "localhost";
$DBUSER = "pgv";
$DBPASS = "{pw}";
$DBNAME = "{_surname(rng)}_pgv";
$DBPERSIST = false;
$TBLPREFIX = "pgv_";
$INDEX_DIRECTORY = "./index/";
$AUTHENTICATION_MODULE = "authentication.php";
$USE_REGISTRATION_MODULE = true;
"""
    return Out(
        pick(rng, ("phpGedView/config.php", "pgv/config.php", "www/phpgedview/config.php")),
        text,
        pw,
        "",
    )


@fmt(FAM, "getmyancestors_familysearch_u_p_flags_script")
def _getmyancestors(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE) if rng.random() < 0.5 else words_pw(rng, "-._")
    pid = f"{alnum(rng, 4, 'BCDFGHJKLMNPQRSTVWXZ0123456789')}-{alnum(rng, 3, 'BCDFGHJKLMNPQRSTVWXZ0123456789')}"
    text = f"""#!/bin/sh
# monthly pull of grandpa's line from FamilySearch into the local tree
getmyancestors -u {user(rng)} -p {pw} -i {pid} -a 6 -d 2 -m -o "exports/$(date +%Y-%m)-line.ged" -l fr
"""
    return Out(
        pick(rng, ("pull_familysearch.sh", "bin/fs-export.sh", "scripts/getmyancestors.sh")),
        text,
        pw,
        "",
    )
