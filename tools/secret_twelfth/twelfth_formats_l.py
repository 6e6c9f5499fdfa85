"""Twelfth corpus formats: radio_automation_podcast_hosts (LibreTime, AzuraCast, Rivendell, Castopod, Airtime, Owncast, ices2)."""

# ruff: noqa: E501

from __future__ import annotations

import random

from twelfth_corpus import (
    SYM_BARE,
    SYM_INI,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    hexs,
    host,
    pick,
    words_pw,
)

FAM = "radio_automation_podcast_hosts"


@fmt(FAM, "libretime_config_yml_database_password")
def _libretime(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    text = f"""general:
  public_url: https://radio.{domain(rng)}
  api_key: {hexs(rng, 20)}
  timezone: Europe/Berlin

database:
  host: {pick(rng, ("localhost", "postgres", host(rng, "pg")))}
  port: 5432
  name: libretime
  user: libretime
  password: "{pw}"

rabbitmq:
  host: localhost
  port: 5672
  vhost: /libretime
  user: libretime
  password: ""

playout:
  liquidsoap_host: localhost
  liquidsoap_port: 1234
"""
    return Out(
        pick(rng, ("etc/libretime/config.yml", "libretime/config.yml", "config.yml")), text, pw
    )


@fmt(FAM, "azuracast_env_mysql_password_line")
def _azuracast(rng: random.Random) -> Out:
    pw = gen_pw(rng, n=rng.randint(14, 20), sym="")
    text = f"""# AzuraCast Customization
APPLICATION_ENV=production
COMPOSER_PLUGIN_MODE=false
AUTO_ASSIGN_PORT_MIN=8000
AUTO_ASSIGN_PORT_MAX=8499
SHOW_DETAILED_ERRORS=false

# Database Configuration
MYSQL_HOST=localhost
MYSQL_PORT=3306
MYSQL_USER=azuracast
MYSQL_PASSWORD={pw}
MYSQL_DATABASE=azuracast
MYSQL_SLOW_QUERY_LOG=0
MYSQL_MAX_CONNECTIONS=100

ENABLE_REDIS=true
REDIS_HOST=localhost
REDIS_PORT=6379
"""
    return Out(
        pick(rng, ("azuracast.env", "azuracast/azuracast.env", "var/azuracast/azuracast.env")),
        text,
        pw,
        "",
    )


@fmt(FAM, "rivendell_rd_conf_mysql_section_password")
def _rivendell(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""[Identity]
AudioOwner=rd
AudioGroup=rivendell
PypadOwner=pypad
PypadGroup=pypad

[mySQL]
Hostname={pick(rng, ("localhost", host(rng, "db")))}
Loginname=rduser
Password={pw}
Database=Rivendell
Driver=QMYSQL3
HeartbeatInterval=360
Engine=InnoDB

[AudioStore]
MountSource=
MountType=
MountOptions=defaults

[Logs]
Facility=Syslog
"""
    return Out(pick(rng, ("etc/rd.conf", "rivendell/rd.conf", "rd.conf")), text, pw, "ini")


@fmt(FAM, "castopod_env_database_default_password")
def _castopod(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+!")
    dom = domain(rng)
    text = f"""#--------------------------------------------------------------------
# Castopod environment
#--------------------------------------------------------------------
app.baseURL="https://podcast.{dom}/"
media.baseURL="https://podcast.{dom}/"
admin.gateway="cp-admin"
auth.gateway="cp-auth"
analytics.salt="{alnum(rng, 64)}"

database.default.hostname="{pick(rng, ("localhost", "mariadb", host(rng, "db")))}"
database.default.database="castopod"
database.default.username="castopod"
database.default.password="{pw}"
database.default.DBPrefix="cp_"

cache.handler="file"
"""
    return Out(pick(rng, (".env", "castopod/.env", "var/www/castopod/.env")), text, pw, "")


@fmt(FAM, "airtime_conf_rabbitmq_section_password")
def _airtime(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""[database]
host = localhost
dbname = airtime
dbuser = airtime
dbpass = airtime

[rabbitmq]
host = 127.0.0.1
port = 5672
user = airtime
password = {pw}
vhost = /airtime

[general]
api_key = {alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")}
web_server_user = www-data
airtime_dir = /usr/share/airtime
base_url = radio.{domain(rng)}
base_port = 80
"""
    return Out(
        pick(rng, ("etc/airtime/airtime.conf", "airtime/airtime.conf", "airtime.conf")),
        text,
        pw,
        "ini",
    )


@fmt(FAM, "azuracast_api_x_api_key_header_curl_pair")
def _azuracast_api(rng: random.Random) -> Out:
    key = f"{hexs(rng, 16)}:{hexs(rng, 32)}"
    text = f"""#!/bin/sh
# skip the current song on station 1 (bound to the studio's big red button)
curl -s -X POST -H "X-API-Key: {key}" \\
  "https://radio.{domain(rng)}/api/station/1/backend/skip"
"""
    return Out(
        pick(rng, ("studio/skip_song.sh", "bin/azuracast-skip", "button/skip.sh")), text, key, ""
    )


@fmt(FAM, "owncast_adminpassword_flag_systemd_unit")
def _owncast(rng: random.Random) -> Out:
    pw = words_pw(rng, "-._") if rng.random() < 0.5 else gen_pw(rng, sym=SYM_BARE)
    text = f"""[Unit]
Description=Owncast live stream
After=network.target

[Service]
Type=simple
User=owncast
WorkingDirectory=/opt/owncast
ExecStart=/opt/owncast/owncast -webserverport 8080 -adminpassword {pw} -database /opt/owncast/data/owncast.db
Restart=on-failure

[Install]
WantedBy=multi-user.target
"""
    return Out(
        pick(
            rng, ("etc/systemd/system/owncast.service", "owncast.service", "deploy/owncast.service")
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "ices2_xml_stream_shout_password_element")
def _ices(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%*+-_.?@^~")
    text = f"""<?xml version="1.0"?>
<ices>
    <background>1</background>
    <logpath>/var/log/ices</logpath>
    <logfile>ices.log</logfile>
    <loglevel>3</loglevel>
    <stream>
        <metadata>
            <name>{pick(rng, ("Campus FM", "Radio Haldane", "Night Owl Stream"))}</name>
            <genre>Various</genre>
        </metadata>
        <input>
            <module>playlist</module>
            <param name="type">basic</param>
            <param name="file">/srv/music/playlist.txt</param>
        </input>
        <instance>
            <hostname>{pick(rng, ("stream", "live", "cast"))}.{domain(rng)}</hostname>
            <port>8000</port>
            <password>{pw}</password>
            <mount>/live.ogg</mount>
            <encode>
                <quality>4</quality>
                <samplerate>44100</samplerate>
                <channels>2</channels>
            </encode>
        </instance>
    </stream>
</ices>
"""
    return Out(
        pick(rng, ("etc/ices2/ices-playlist.xml", "ices/ices.xml", "radio/ices2.xml")), text, pw
    )
