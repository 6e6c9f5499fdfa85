"""Twelfth corpus formats: field_survey_collection_tools (LimeSurvey, ODK, KoboToolbox, REDCap, SurveyCTO)."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import json
import random
import re
import zlib

from twelfth_corpus import (
    SYM_DQ,
    SYM_INI,
    SYM_SQ,
    Out,
    alnum,
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

FAM = "field_survey_collection_tools"


@fmt(FAM, "limesurvey_application_config_php_db_array_password")
def _lime(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php if (!defined('BASEPATH')) exit('No direct script access allowed');
return array(
    'components' => array(
        'db' => array(
            'connectionString' => 'mysql:host={pick(rng, ("localhost", host(rng, "mysql")))};port=3306;dbname=limesurvey;',
            'emulatePrepare' => true,
            'username' => 'limesurvey',
            'password' => '{pw}',
            'charset' => 'utf8mb4',
            'tablePrefix' => 'lime_',
        ),
        'urlManager' => array(
            'urlFormat' => 'path',
            'rules' => array(),
            'showScriptName' => true,
        ),
    ),
    'config' => array(
        'debug' => 0,
        'debugsql' => 0,
    ),
);
"""
    return Out(
        pick(
            rng,
            (
                "application/config/config.php",
                "limesurvey/application/config/config.php",
                "survey/application/config/config.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "limesurvey_remotecontrol_get_session_key_jsonrpc_params_list")
def _lime_rc(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym=SYM_DQ)
    text = f'''import requests

URL = "https://survey.{domain(rng)}/index.php/admin/remotecontrol"


def call(method, *params):
    r = requests.post(URL, json={{"method": method, "params": list(params), "id": 1}}, timeout=30)
    return r.json()["result"]


session = call("get_session_key", "{user(rng)}", "{pw}")
try:
    for s in call("list_surveys", session):
        print(s["sid"], s["surveyls_title"])
finally:
    call("release_session_key", session)
'''
    return Out(
        pick(rng, ("export_responses.py", "lime/list_surveys.py", "scripts/limesurvey_sync.py")),
        text,
        pw,
    )


@fmt(FAM, "pyodk_config_toml_central_password")
def _pyodk(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%&*+-_.?@^~=:")
    text = f"""[central]
base_url = "https://central.{domain(rng)}"
username = "{email(rng)}"
password = "{pw}"
default_project_id = {rng.randint(1, 40)}
"""
    return Out(
        pick(rng, (".config/pyodk/config.toml", "pyodk_config.toml", "odk/config.toml")), text, pw
    )


def _decode_odk(text: str) -> str:
    m = re.search(r"^(eJ[A-Za-z0-9+/=]+)$", text, re.M)
    assert m
    return json.loads(zlib.decompress(base64.b64decode(m.group(1))))["general"]["password"]


@fmt(FAM, "odk_collect_settings_qr_payload_zlib_base64_general_password", decode=_decode_odk)
def _odk_qr(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.!@")
    dom = domain(rng)
    settings = {
        "general": {
            "server_url": f"https://central.{dom}/v1/key/{alnum(rng, 64)}/projects/{rng.randint(1, 30)}",
            "username": pick(rng, ("enumerator", "team-north", "collect01", user(rng))),
            "password": pw,
            "form_update_mode": "match_exactly",
            "autosend": "wifi_and_cellular",
        },
        "admin": {"change_server": False, "change_form_metadata": False},
        "project": {
            "name": pick(rng, ("Household Survey", "Water Points", "Baseline 2026")),
            "icon": "H",
            "color": "#3e9fcc",
        },
    }
    payload = base64.b64encode(
        zlib.compress(json.dumps(settings, separators=(",", ":")).encode())
    ).decode()
    text = f"""# Enumerator phone setup

1. Install ODK Collect from the Play Store.
2. Open *Configure with QR code* and scan the printed card. If the camera fails,
   tap the menu, choose *Import QR code from text* and paste the line below:

{payload}

3. Check that the project name shows at the top, then tap *Get blank form*.
"""
    return Out(
        pick(
            rng, ("docs/phone_setup.md", "field/ENUMERATOR_SETUP.md", "training/collect_setup.md")
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "kobo_install_envfiles_databases_txt_postgres_password")
def _kobo(rng: random.Random) -> Out:
    pw = gen_pw(rng, n=20, sym="")
    text = f"""POSTGRES_DB=koboform
POSTGRES_USER=kobo
POSTGRES_PASSWORD={pw}
KC_POSTGRES_DB=kobocat
KPI_POSTGRES_DB=koboform
MONGO_INITDB_ROOT_USERNAME=root
MONGO_INITDB_DATABASE=formhub
MONGO_DB_NAME=formhub
REDIS_MAIN_URL=redis://redis-main:6379/0
"""
    return Out(
        pick(
            rng,
            (
                "kobo-env/envfiles/databases.txt",
                "envfiles/databases.txt",
                "kobo/kobo-env/envfiles/databases.txt",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "ruodk_ru_setup_r_script_pw_argument")
def _ruodk(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_DQ) if rng.random() < 0.5 else words_pw(rng)
    dom = domain(rng)
    text = f"""library(ruODK)
library(dplyr)

ruODK::ru_setup(
  svc = "https://central.{dom}/v1/projects/{rng.randint(1, 20)}/forms/{pick(rng, ("hh_survey", "wash_point", "baseline"))}.svc",
  un = "{email(rng, dom)}",
  pw = "{pw}",
  tz = "Africa/Nairobi",
  verbose = TRUE
)

subs <- odata_submission_get(table = "Submissions", wkt = TRUE)
write.csv(subs, "data/submissions.csv", row.names = FALSE)
"""
    return Out(
        pick(rng, ("R/01_download.R", "analysis/pull_odk.R", "scripts/get_submissions.R")),
        text,
        pw,
        "",
    )


@fmt(FAM, "redcap_database_php_password_variable_with_salt")
def _redcap(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php

global $log_all_errors;
$log_all_errors = FALSE;

//********************************************************************************************************************
// MYSQL DATABASE CONNECTION:
// Replace the values inside the single quotes below with the values for your MySQL configuration.

$hostname   = '{pick(rng, ("localhost", host(rng, "mysql")))}';
$db         = 'redcap';
$username   = 'redcap_user';
$password   = '{pw}';

$db_ssl_key     = '';
$db_ssl_cert    = '';
$db_ssl_ca      = '';

//********************************************************************************************************************
// SALT VARIABLE:
$salt = '{hexs(rng, 16)}';
"""
    return Out(
        pick(rng, ("redcap/database.php", "database.php", "www/redcap/database.php")), text, pw, ""
    )


@fmt(FAM, "odk_aggregate_jdbc_properties_password_line")
def _aggregate(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""jdbc.driverClassName=org.postgresql.Driver
jdbc.resourceName=jdbc/odk_aggregate
jdbc.url=jdbc:postgresql://{host(rng, "pg")}/odk_prod?autoDeserialize=true
jdbc.username=odk_user
jdbc.password={pw}
jdbc.schema=odk_prod
"""
    return Out(
        pick(
            rng,
            (
                "WEB-INF/classes/jdbc.properties",
                "aggregate/jdbc.properties",
                "odk-aggregate/jdbc.properties",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "pysurveycto_sctoclient_positional_credentials")
def _scto(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ.replace("%", ""))
    server = pick(rng, ("ipahq", "fieldlab", "surveyteam", "cohortstudy")) + str(rng.randint(1, 99))
    text = f"""from pysurveycto import SCTOClient

scto = SCTOClient('{server}', '{email(rng)}', '{pw}')
data = scto.get_form_data('{pick(rng, ("endline_v3", "hh_roster", "phone_followup"))}', format='csv')
with open('raw/endline.csv', 'w', encoding='utf-8') as fh:
    fh.write(data)
"""
    return Out(
        pick(rng, ("pull_scto.py", "code/01_pull.py", "scripts/download_surveycto.py")), text, pw
    )
