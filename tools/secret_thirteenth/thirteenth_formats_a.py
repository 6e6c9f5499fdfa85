"""Family church_giving_roster_apps: church management, giving and rota tools."""

# ruff: noqa: E501
from __future__ import annotations

from thirteenth_corpus import (
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    pick,
)

FAM = "church_giving_roster_apps"


@fmt(FAM, "rock_rms_web_connectionstrings_config_password")
def rock_conn(rng):
    pw = gen_pw(rng, sym=SYM_XML.replace("%", ""))
    path = pick(
        rng,
        (
            "RockWeb/web.ConnectionStrings.config",
            "inetpub/rock/web.ConnectionStrings.config",
            "D:/Sites/RockRMS/web.ConnectionStrings.config",
            f"deploy/{org(rng)}/web.ConnectionStrings.config",
        ),
    )
    text = f"""<?xml version="1.0"?>
<connectionStrings>
  <add name="RockContext" connectionString="Data Source={host(rng, "sql")};Initial Catalog=RockRMS; User Id=RockUser; password={pw};MultipleActiveResultSets=true" providerName="System.Data.SqlClient"/>
</connectionStrings>
"""
    return Out(path, text, pw, "xml")


@fmt(FAM, "planning_center_api_curl_app_id_secret_pair")
def pco_curl(rng):
    app, sec = hexs(rng, 64), hexs(rng, 64)
    path = pick(
        rng,
        (
            "scripts/pco_export.sh",
            "bin/pull-people.sh",
            "cron/pco_checkins.sh",
            f"{org(rng)}/pco.sh",
        ),
    )
    text = f"""#!/bin/sh
# nightly export of people + check-ins for the welcome team spreadsheet
set -eu
OUT=/srv/exports/people-$(date +%F).json
curl -sf -u {app}:{sec} \\
  "https://api.planningcenteronline.com/people/v2/people?per_page=100&include=emails" > "$OUT"
curl -sf -u {app}:{sec} \\
  "https://api.planningcenteronline.com/check-ins/v2/events" > /srv/exports/events.json
"""
    return Out(path, text, sec, "")


@fmt(FAM, "breeze_chms_api_key_define_php_curl_header")
def breeze(rng):
    key = hexs(rng, 32)
    sub = org(rng).replace("-", "")
    path = pick(
        rng,
        (
            "includes/breeze_sync.php",
            "wp-content/plugins/breeze-giving/config.php",
            "lib/breeze.php",
            "app/breeze_client.php",
        ),
    )
    text = f"""<?php
define('BREEZE_SUBDOMAIN', '{sub}');
define('BREEZE_API_KEY', '{key}');

function breeze_get($endpoint) {{
    $ch = curl_init('https://' . BREEZE_SUBDOMAIN . '.breezechms.com/api/' . $endpoint);
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['Api-Key: ' . BREEZE_API_KEY]);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return json_decode(curl_exec($ch), true);
}}
"""
    return Out(path, text, key, "")


@fmt(FAM, "elvanto_api_key_basic_auth_username_python")
def elvanto(rng):
    key = alnum(rng, 32)
    path = pick(
        rng,
        (
            "elvanto_rosters.py",
            "sync/elvanto.py",
            "tools/roster_reminders.py",
            "jobs/elvanto_people.py",
        ),
    )
    text = f"""import requests

ELVANTO = "https://api.elvanto.com/v1/"


def call(method, **params):
    r = requests.post(ELVANTO + method + ".json", json=params, auth=("{key}", "x"), timeout=30)
    r.raise_for_status()
    return r.json()


if __name__ == "__main__":
    for s in call("services/getAll", page_size=50)["services"]["service"]:
        print(s["name"], s["date"])
"""
    return Out(path, text, key, "py")


@fmt(FAM, "churchtools_login_token_authorization_header")
def churchtools(rng):
    tok = alnum(rng, rng.randint(120, 150))
    inst = org(rng).replace("-", "")
    path = pick(
        rng,
        (
            "ct_export.py",
            "churchtools/export_groups.py",
            "scripts/ct_calendar.py",
            "bin/ct_songs.py",
        ),
    )
    text = f"""import requests

BASE = "https://{inst}.church.tools/api"
HEADERS = {{"Authorization": "Login {tok}"}}

groups = requests.get(f"{{BASE}}/groups", headers=HEADERS, params={{"limit": 200}}).json()["data"]
for g in groups:
    print(g["id"], g["name"])
"""
    return Out(path, text, tok, "py")


@fmt(FAM, "churchsuite_x_auth_account_application_headers_curl")
def churchsuite(rng):
    key = hexs(rng, 40)
    acct = org(rng).replace("-", "")
    path = pick(
        rng,
        (
            "cs_addressbook.sh",
            "scripts/churchsuite_children.sh",
            "cron/cs-rota.sh",
            "export/churchsuite.sh",
        ),
    )
    text = f"""#!/bin/bash
curl -s https://api.churchsuite.com/v1/addressbook/contacts?per_page=100 \\
  -H "X-Account: {acct}" \\
  -H "X-Application: rota-sync" \\
  -H "X-Auth: {key}" \\
  -H "Content-Type: application/json" | jq '.contacts[] | .email' > contacts.txt
"""
    return Out(path, text, key, "")


@fmt(FAM, "ministryplatform_oauth_client_secret_dotenv")
def ministry(rng):
    sec = gen_pw(rng, 32, SYM_INI.replace("!", ""))
    dom = domain(rng)
    path = pick(rng, (".env", "widgets/.env.production", "mp-sync/.env", "api/.env.local"))
    text = f"""MP_BASE_URL=https://my.{dom}/ministryplatformapi
MP_OAUTH_URL=https://my.{dom}/ministryplatformapi/oauth
MP_CLIENT_ID=WidgetsApp
MP_CLIENT_SECRET={sec}
MP_SCOPE=http://www.thinkministry.com/dataplatform/scopes/all
"""
    return Out(path, text, sec, "")


@fmt(FAM, "pushpay_appsettings_json_client_secret")
def pushpay(rng):
    sec = alnum(rng, 40)
    path = pick(
        rng,
        (
            "src/Giving.Api/appsettings.json",
            "appsettings.Production.json",
            "Giving.Sync/appsettings.json",
            "deploy/appsettings.json",
        ),
    )
    text = f"""{{
  "Logging": {{ "LogLevel": {{ "Default": "Information" }} }},
  "Pushpay": {{
    "ApiBase": "https://api.pushpay.com/v1",
    "ClientId": "{org(rng)}-giving-sync",
    "ClientSecret": "{sec}",
    "MerchantKey": "{alnum(rng, 22)}"
  }},
  "AllowedHosts": "*"
}}
"""
    return Out(path, text, sec, "json")
