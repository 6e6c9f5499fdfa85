"""Twelfth corpus formats: public_health_hmis_tools (DHIS2, CommCare HQ, OpenLMIS)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import random

from twelfth_corpus import (
    SYM_DQ,
    SYM_INI,
    SYM_JSON,
    SYM_SQ,
    SYM_URL,
    Out,
    domain,
    email,
    fmt,
    gen_pw,
    hexs,
    host,
    pick,
    user,
    words_pw,
)

FAM = "public_health_hmis_tools"


def _dhis_url(rng: random.Random) -> str:
    return pick(
        rng,
        (
            f"https://hmis.{domain(rng)}",
            f"https://dhis2.{domain(rng)}",
            f"https://{domain(rng)}/dhis",
        ),
    )


@fmt(FAM, "dhis2_dhis_conf_connection_password_line")
def _dhis_conf(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""# ----------------------------------------------------------------------
# Database connection
# ----------------------------------------------------------------------

# JDBC driver class
connection.driver_class = org.postgresql.Driver

# Database connection URL
connection.url = jdbc:postgresql://{pick(rng, ("localhost", host(rng, "pg")))}:5432/dhis2

# Database username
connection.username = dhis

# Database password
connection.password = {pw}

# ----------------------------------------------------------------------
# Server
# ----------------------------------------------------------------------

# Enable secure settings if deployed on HTTPS, default 'off', can be 'on'
server.https = on

# Server base URL
server.base_url = {_dhis_url(rng)}
"""
    return Out(
        pick(rng, ("home/dhis/config/dhis.conf", "dhis2_home/dhis.conf", "opt/dhis2/dhis.conf")),
        text,
        pw,
        "",
    )


@fmt(FAM, "dhis2_python_api_constructor_positional_password")
def _dhis2py(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ) if rng.random() < 0.6 else words_pw(rng)
    text = f"""from dhis2 import Api, setup_logger

setup_logger()
api = Api('{_dhis_url(rng).replace("https://", "")}', '{user(rng)}', '{pw}')

r = api.get('dataElements', params={{'fields': 'id,name', 'paging': False}})
for de in r.json()['dataElements']:
    print(de['id'], de['name'])
"""
    return Out(
        pick(rng, ("export_data_elements.py", "dhis/list_des.py", "scripts/dhis2_metadata.py")),
        text,
        pw,
    )


@fmt(FAM, "datimutils_dish_json_dhis_section_password")
def _dish(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_JSON)
    doc = {"dhis": {"baseurl": _dhis_url(rng) + "/", "username": user(rng), "password": pw}}
    return Out(
        pick(rng, ("dish.json", "secrets/dish.json", ".secrets/dhis-prod.json")),
        json.dumps(doc, indent=2) + "\n",
        pw,
    )


@fmt(FAM, "dhis2_api_curl_user_colon_password_analytics_export")
def _dhis_curl(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL)
    text = f"""#!/bin/bash
# nightly: pull the facility reporting-rate table for the district dashboard
OUT=/srv/exports/reporting_rates_$(date +%F).csv
curl -sf -u {user(rng)}:{pw} \\
  "{_dhis_url(rng)}/api/40/analytics.csv?dimension=dx:{hexs(rng, 11)}.REPORTING_RATE&dimension=pe:LAST_12_MONTHS&dimension=ou:LEVEL-3" \\
  -o "$OUT"
"""
    return Out(
        pick(rng, ("cron/reporting_rates.sh", "exports/pull_analytics.sh", "bin/dhis2-export.sh")),
        text,
        pw,
        "",
    )


@fmt(FAM, "dhis2r_r6_new_username_password_arguments")
def _dhis2r(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_DQ) if rng.random() < 0.6 else words_pw(rng)
    text = f"""library(dhis2r)

dhis2_play_connection <- Dhis2r$new(
  base_url = "{_dhis_url(rng)}/",
  username = "{user(rng)}",
  password = "{pw}",
  api_version = 40,
  api_version_position = "before"
)

malaria <- dhis2_play_connection$get_analytics(
  analytic = c("fbfJHSPpUQD"), org_unit = c("ImspTQPwCqd"), period = "LAST_12_MONTHS"
)
"""
    return Out(
        pick(rng, ("analysis/01_pull_dhis2.R", "R/get_data.R", "dhis2_pull.R")), text, pw, ""
    )


@fmt(FAM, "commcare_hq_localsettings_py_databases_password")
def _commcare(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""import os

DATABASES = {{
    'default': {{
        'ENGINE': 'django.db.backends.postgresql_psycopg2',
        'NAME': 'commcarehq',
        'USER': 'commcarehq',
        'PASSWORD': '{pw}',
        'HOST': '{pick(rng, ("localhost", host(rng, "pg")))}',
        'PORT': '5432',
        'TEST': {{'SERIALIZE': False}},
    }},
}}

COUCH_DATABASES = {{
    'default': {{
        'COUCH_HTTPS': False,
        'COUCH_SERVER_ROOT': 'localhost:5984',
        'COUCH_USERNAME': 'commcarehq',
        'COUCH_PASSWORD': os.environ.get('COUCH_PASSWORD', ''),
        'COUCH_DATABASE_NAME': 'commcarehq',
    }},
}}

BASE_ADDRESS = 'hq.{domain(rng)}'
"""
    return Out(
        pick(rng, ("localsettings.py", "commcare-hq/localsettings.py", "hq/localsettings.py")),
        text,
        pw,
    )


@fmt(FAM, "commcare_api_key_authorization_header_python")
def _commcare_key(rng: random.Random) -> Out:
    key = hexs(rng, 40)
    dom = domain(rng)
    text = f"""import requests

PROJECT = "{pick(rng, ("mch-pilot", "nutrition-ke", "chw-tracker", "tb-followup"))}"
HEADERS = {{"Authorization": "ApiKey {email(rng, dom)}:{key}"}}

url = f"https://www.commcarehq.org/a/{{PROJECT}}/api/v0.5/form/"
resp = requests.get(url, headers=HEADERS, params={{"limit": 100}}, timeout=60)
resp.raise_for_status()
print(len(resp.json()["objects"]), "forms")
"""
    return Out(
        pick(rng, ("pull_forms.py", "commcare/export_forms.py", "etl/commcare_forms.py")), text, key
    )


@fmt(FAM, "openlmis_settings_env_postgres_password")
def _openlmis(rng: random.Random) -> Out:
    pw = gen_pw(rng, n=18, sym="")
    dom = domain(rng)
    text = f"""BASE_URL=https://lmis.{dom}
VIRTUAL_HOST=lmis.{dom}
SPRING_PROFILES_ACTIVE=production

DATABASE_URL=jdbc:postgresql://db:5432/open_lmis?stringtype=unspecified
POSTGRES_USER=postgres
POSTGRES_PASSWORD={pw}

USER_EMAIL=lmis-admin@{dom}
SERVICE_CLIENT_ID=user-client
LOG_LEVEL=INFO
"""
    return Out(
        pick(
            rng,
            ("settings.env", "openlmis-ref-distro/settings.env", "deploy/openlmis/settings.env"),
        ),
        text,
        pw,
        "",
    )
