"""Twelfth corpus formats: sms_gsm_modem_gateways (Gammu SMSD, playSMS, Jasmin, SMSEagle, RapidPro/TextIt, Huawei HiLink, SMS Gateway for Android)."""

# ruff: noqa: E501

from __future__ import annotations

import random

from twelfth_corpus import (
    SYM_INI,
    SYM_SQ,
    SYM_URL,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    hexs,
    host,
    pick,
    user,
    words_pw,
)

FAM = "sms_gsm_modem_gateways"


def _msisdn(rng: random.Random) -> str:
    return f"+{pick(rng, ('31', '46', '372', '47', '45'))}{rng.randint(600000000, 699999999)}"


@fmt(FAM, "gammu_smsdrc_sql_service_password_key")
def _gammu(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""# Gammu SMSD configuration, see gammu-smsdrc(5)
[gammu]
device = /dev/ttyUSB{rng.randint(0, 3)}
connection = at
logformat = textall

[smsd]
service = sql
driver = native_mysql
host = {pick(rng, ("localhost", host(rng, "db")))}
user = smsd
password = {pw}
database = smsd
logfile = /var/log/gammu-smsd.log
debuglevel = 0
checksecurity = 0
"""
    return Out(pick(rng, ("etc/gammu-smsdrc", "gammu-smsdrc", "sms/gammu-smsdrc")), text, pw, "ini")


@fmt(FAM, "playsms_config_php_core_config_db_pass")
def _playsms(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php

// PHP PEAR DB compatible database engine:
// mysql, mysqli, pgsql, odbc and others supported by PHP PEAR DB
$core_config['db']['type'] = 'mysqli';		// database engine
$core_config['db']['host'] = '{pick(rng, ("localhost", host(rng, "db")))}';	// database host/server
$core_config['db']['port'] = '3306';		// database port
$core_config['db']['user'] = 'playsms';		// database username
$core_config['db']['pass'] = '{pw}';	// database password
$core_config['db']['name'] = 'playsms';		// database name

// SMTP configuration
$core_config['smtp']['relm'] = ''; // yes, not realm, it's relm
$core_config['smtp']['user'] = '';
$core_config['smtp']['pass'] = '';
$core_config['smtp']['host'] = 'localhost';
$core_config['smtp']['port'] = '25';
"""
    return Out(
        pick(rng, ("web/config.php", "playsms/config.php", "var/www/playsms/config.php")),
        text,
        pw,
        "",
    )


@fmt(FAM, "jasmin_cfg_jcli_section_admin_password")
def _jasmin_cfg(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""[sm-listener]
publish_submit_sm_resp = False

[jcli]
bind = 127.0.0.1
port = 8990
authentication = True
admin_username = {pick(rng, ("jcliadmin", "smsops", user(rng)))}
admin_password = {pw}
log_level = INFO

[http-api]
bind = 0.0.0.0
port = 1401
long_content_max_parts = 5
"""
    return Out(
        pick(rng, ("etc/jasmin/jasmin.cfg", "jasmin/jasmin.cfg", "jasmin.cfg")), text, pw, "ini"
    )


@fmt(FAM, "jasmin_http_api_send_query_password_curl")
def _jasmin_send(rng: random.Random) -> Out:
    pw = gen_pw(rng, n=rng.randint(10, 16), sym="-_.~")
    text = f"""#!/bin/sh
# send the on-call alert through our Jasmin gateway
MSG=$(printf '%s' "$1" | jq -sRr @uri)
curl -s "http://{pick(rng, ("127.0.0.1", host(rng, "sms")))}:1401/send?username={pick(rng, ("alerts", "monitoring", "noc"))}&password={pw}&to={_msisdn(rng).lstrip("+")}&coding=0&content=$MSG"
"""
    return Out(
        pick(rng, ("bin/sms-alert.sh", "alerting/send_sms.sh", "scripts/jasmin_send.sh")),
        text,
        pw,
        "",
    )


@fmt(FAM, "smseagle_api_v2_access_token_header_curl")
def _smseagle(rng: random.Random) -> Out:
    tok = alnum(rng, 32)
    text = f"""#!/bin/sh
curl -s -X POST "https://{pick(rng, ("smseagle", "sms", "gsm"))}.{domain(rng)}/api/v2/messages/sms" \\
  -H "access-token: {tok}" \\
  -H "Content-Type: application/json" \\
  -d '{{"to": ["{_msisdn(rng)}"], "text": "Server room temperature above 30C"}}'
"""
    return Out(
        pick(rng, ("notify/smseagle.sh", "bin/smseagle-send", "ops/sms_notify.sh")), text, tok, ""
    )


@fmt(FAM, "rapidpro_textit_api_authorization_token_python")
def _rapidpro(rng: random.Random) -> Out:
    tok = hexs(rng, 40)
    text = f"""import requests

API = "https://{pick(rng, ("textit.com", "rapidpro." + domain(rng)))}/api/v2"
HEADERS = {{"Authorization": "Token {tok}"}}


def start_flow(flow_uuid, urns):
    return requests.post(f"{{API}}/flow_starts.json", headers=HEADERS, json={{"flow": flow_uuid, "urns": urns}}, timeout=30)
"""
    return Out(
        pick(rng, ("rapidpro_client.py", "sms/flows.py", "integrations/textit.py")), text, tok
    )


@fmt(FAM, "huawei_lte_api_connection_url_userinfo_python")
def _hilink(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL) if rng.random() < 0.6 else words_pw(rng, "-._")
    text = f"""from huawei_lte_api.Client import Client
from huawei_lte_api.Connection import Connection

with Connection('http://admin:{pw}@192.168.8.1/') as connection:
    client = Client(connection)
    client.sms.send_sms(['{_msisdn(rng)}'], 'UPS on battery at the radio mast')
"""
    return Out(pick(rng, ("sms_alert.py", "ups/notify_sms.py", "mast/huawei_sms.py")), text, pw)


@fmt(FAM, "android_sms_gate_app_basic_auth_curl")
def _smsgate(rng: random.Random) -> Out:
    pw = alnum(rng, rng.choice((12, 14, 16)))
    u = alnum(rng, 6, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    text = f"""#!/bin/sh
# phone in the server room runs "SMS Gateway for Android" (cloud mode)
curl -s -X POST -u {u}:{pw} \\
  -H 'Content-Type: application/json' \\
  -d '{{"message": "Backup job failed on nas01", "phoneNumbers": ["{_msisdn(rng)}"]}}' \\
  https://api.sms-gate.app/3rdparty/v1/message
"""
    return Out(
        pick(rng, ("hooks/backup-failed.sh", "bin/smsgate.sh", "notify/android_sms.sh")),
        text,
        pw,
        "",
    )
