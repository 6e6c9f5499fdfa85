"""Twelfth corpus formats: hospitality_booking_systems (Easy!Appointments, Booked, HotelDruid, QloApps, Mews, Cloudbeds, Beds24, seats.io)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import random

from twelfth_corpus import (
    ALNUM,
    SYM_SQ,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    hexs,
    host,
    pick,
    uuid4,
)

FAM = "hospitality_booking_systems"
SYM_PHPDQ = "#%&*+-_.?@^~=:,!"


@fmt(FAM, "easyappointments_config_php_class_db_password_const")
def _ea(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php
class Config {{
    // ------------------------------------------------------------------------
    // GENERAL SETTINGS
    // ------------------------------------------------------------------------

    const BASE_URL      = 'https://book.{domain(rng)}';
    const LANGUAGE      = 'english';
    const DEBUG_MODE    = false;

    // ------------------------------------------------------------------------
    // DATABASE SETTINGS
    // ------------------------------------------------------------------------

    const DB_HOST       = '{pick(rng, ("localhost", "mysql", host(rng, "db")))}';
    const DB_NAME       = 'easyappointments';
    const DB_USERNAME   = 'easyapp';
    const DB_PASSWORD   = '{pw}';

    // ------------------------------------------------------------------------
    // GOOGLE CALENDAR SYNC
    // ------------------------------------------------------------------------

    const GOOGLE_SYNC_FEATURE   = false;
    const GOOGLE_CLIENT_ID      = '';
    const GOOGLE_CLIENT_SECRET  = '';
}}
"""
    return Out(
        pick(rng, ("config.php", "easyappointments/config.php", "www/booking/config.php")),
        text,
        pw,
        "",
    )


@fmt(FAM, "booked_scheduler_config_php_database_password_setting")
def _booked(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php
error_reporting(E_ALL & ~E_NOTICE & ~E_STRICT & ~E_DEPRECATED);

$conf['settings']['app.title'] = 'Room Booking';
$conf['settings']['default.timezone'] = 'Europe/Amsterdam';
$conf['settings']['allow.self.registration'] = 'false';
$conf['settings']['admin.email'] = 'facilities@{domain(rng)}';
$conf['settings']['script.url'] = 'https://rooms.{domain(rng)}/Web';

$conf['settings']['database']['type'] = 'mysql';
$conf['settings']['database']['user'] = 'booked_user';
$conf['settings']['database']['password'] = '{pw}';
$conf['settings']['database']['hostspec'] = '{pick(rng, ("127.0.0.1", host(rng, "db")))}';
$conf['settings']['database']['name'] = 'bookedscheduler';
"""
    return Out(
        pick(rng, ("config/config.php", "booked/config/config.php", "scheduler/config/config.php")),
        text,
        pw,
        "",
    )


@fmt(FAM, "hoteldruid_dati_connessione_php_pass_variable")
def _hoteldruid(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_PHPDQ)
    text = f"""<?php
$PHPR_DB_TYPE = "postgresql";
$PHPR_DB_NAME = "hoteldruid";
$PHPR_DB_HOST = "{pick(rng, ("localhost", host(rng, "pg")))}";
$PHPR_DB_PORT = "5432";
$PHPR_DB_USER = "hoteldruid";
$PHPR_DB_PASS = "{pw}";
$PHPR_LOAD_EXT = "NO";
$PHPR_TAB_PRE = "";
?>"""
    return Out(
        pick(
            rng,
            (
                "dati/dati_connessione.php",
                "hoteldruid/dati/dati_connessione.php",
                "htdocs/hoteldruid/dati/dati_connessione.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "qloapps_config_settings_inc_php_db_passwd_define")
def _qlo(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php
define('_DB_SERVER_', '{pick(rng, ("localhost", host(rng, "mysql")))}');
define('_DB_NAME_', 'qloapps');
define('_DB_USER_', 'qlo_user');
define('_DB_PASSWD_', '{pw}');
define('_DB_PREFIX_', 'qlo_');
define('_MYSQL_ENGINE_', 'InnoDB');
define('_PS_CACHING_SYSTEM_', 'CacheMemcache');
define('_PS_CACHE_ENABLED_', '0');
define('_COOKIE_KEY_', '{alnum(rng, 56)}');
define('_COOKIE_IV_', '{alnum(rng, 8)}');
define('_PS_CREATION_DATE_', '2025-11-03');
define('_PS_VERSION_', '1.6.1.24');
define('_QLOAPPS_VERSION_', '1.6.1');
"""
    return Out(
        pick(
            rng,
            (
                "config/settings.inc.php",
                "qloapps/config/settings.inc.php",
                "hotel/config/settings.inc.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "mews_connector_api_json_body_access_token")
def _mews(rng: random.Random) -> Out:
    tok = f"{hexs(rng, 32, upper=True)}-{hexs(rng, 31, upper=True)}"
    body = {
        "ClientToken": f"{hexs(rng, 32, upper=True)}-{hexs(rng, 31, upper=True)}",
        "AccessToken": tok,
        "Client": "Haldane Revenue Sync 2.1",
        "StartUtc": "2026-04-01T00:00:00Z",
        "EndUtc": "2026-04-02T00:00:00Z",
        "ServiceIds": [uuid4(rng)],
    }
    return Out(
        pick(
            rng,
            (
                "requests/reservations_getall.json",
                "mews/getall_body.json",
                "fixtures/mews_request.json",
            ),
        ),
        json.dumps(body, indent=2) + "\n",
        tok,
    )


@fmt(FAM, "cloudbeds_oauth_token_curl_client_secret_field")
def _cloudbeds(rng: random.Random) -> Out:
    sec = alnum(rng, 32)
    text = f"""#!/bin/sh
# exchange the refresh token for an access token (property {rng.randint(100000, 999999)})
curl -s -X POST https://hotels.cloudbeds.com/api/v1.2/access_token \\
  -d grant_type=refresh_token \\
  -d client_id=live1_{rng.randint(100000, 999999)}_{alnum(rng, 20)} \\
  -d client_secret={sec} \\
  -d refresh_token="$(cat /var/lib/pms-sync/refresh_token)"
"""
    return Out(
        pick(rng, ("bin/cloudbeds-token.sh", "pms/refresh_token.sh", "scripts/cb_token.sh")),
        text,
        sec,
        "",
    )


@fmt(FAM, "beds24_api_v2_refresh_token_header_python")
def _beds24(rng: random.Random) -> Out:
    tok = alnum(rng, 86, ALNUM) + "=="
    text = f"""import requests

REFRESH_TOKEN = "{tok}"


def access_token():
    r = requests.get(
        "https://beds24.com/api/v2/authentication/token",
        headers={{"refreshToken": REFRESH_TOKEN}},
        timeout=20,
    )
    r.raise_for_status()
    return r.json()["token"]
"""
    return Out(
        pick(rng, ("beds24_client.py", "channel/beds24_auth.py", "sync/beds24.py")), text, tok
    )


@fmt(FAM, "seatsio_node_client_constructor_secret_key")
def _seatsio(rng: random.Random) -> Out:
    key = uuid4(rng)
    text = f"""const {{ SeatsioClient, Region }} = require('seatsio');

const client = new SeatsioClient(Region.EU(), '{key}');

async function holdSeats(eventKey, seats, holdToken) {{
  await client.events.hold(eventKey, seats, holdToken);
}}

module.exports = {{ client, holdSeats }};
"""
    return Out(
        pick(rng, ("lib/seats.js", "src/seating/client.js", "server/seatsio.js")), text, key, ""
    )
