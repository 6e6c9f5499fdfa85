"""Family farm_agri_field_platforms: farm records, field robots and agronomy APIs."""

from __future__ import annotations

from thirteenth_corpus import (
    SYM_INI,
    SYM_SQ,
    Out,
    alnum,
    domain,
    email,
    epoch,
    fmt,
    gen_pw,
    host,
    jwt,
    org,
    pick,
    user,
    uuid4,
    words_pw,
)

FAM = "farm_agri_field_platforms"


@fmt(FAM, "farmos_drupal_settings_php_databases_array_password")
def farmos(rng):
    pw = gen_pw(rng, sym=SYM_SQ)
    path = pick(
        rng,
        (
            "web/sites/default/settings.php",
            "farmos/web/sites/default/settings.php",
            "opt/farmOS/web/sites/default/settings.php",
            "www/sites/default/settings.php",
        ),
    )
    text = f"""<?php

$databases['default']['default'] = [
  'database' => 'farm',
  'username' => 'farm',
  'password' => '{pw}',
  'prefix' => '',
  'host' => '{host(rng, "db")}',
  'port' => '5432',
  'namespace' => 'Drupal\\\\pgsql\\\\Driver\\\\Database\\\\pgsql',
  'driver' => 'pgsql',
];
$settings['config_sync_directory'] = 'sites/default/files/config_{alnum(rng, 40)}/sync';
"""
    return Out(path, text, pw, "")


@fmt(FAM, "farmos_py_client_authorize_positional_password")
def farmos_py(rng):
    pw = words_pw(rng)
    dom = domain(rng)
    path = pick(
        rng,
        (
            "farm_logs.py",
            "scripts/import_harvests.py",
            "sensors/push_observations.py",
            "tools/farmos_assets.py",
        ),
    )
    text = f"""from farmOS import FarmClient

hostname = "https://farm.{dom}"
farm_client = FarmClient(hostname, client_id="farm")
farm_client.authorize("{user(rng)}", "{pw}", scope="farm_manager")

for log in farm_client.log.iterate("harvest"):
    print(log["attributes"]["name"])
"""
    return Out(path, text, pw, "py")


@fmt(FAM, "farmbot_token_json_encoded_jwt")
def farmbot(rng):
    now = epoch(rng)
    em = email(rng)
    tok = jwt(
        rng,
        {
            "aud": "unknown",
            "sub": rng.randint(1000, 99999),
            "iat": now,
            "jti": uuid4(rng),
            "iss": "//my.farm.bot",
            "exp": now + 5184000,
            "mqtt": "clever-octopus.rmq.cloudamqp.com",
            "bot": f"device_{rng.randint(1000, 99999)}",
        },
        alg="RS256",
    )
    path = pick(
        rng,
        (
            "farmbot_token.json",
            "farmware/token.json",
            ".farmbot/token.json",
            "bot/credentials.json",
        ),
    )
    text = f"""{{
  "token": {{
    "unencoded": {{"iss": "//my.farm.bot", "bot": "device", "email": "{em}"}},
    "encoded": "{tok}"
  }}
}}
"""
    return Out(path, text, tok, "json")


@fmt(FAM, "litefarm_api_dotenv_database_password")
def litefarm(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    path = pick(
        rng,
        (
            "packages/api/.env",
            "litefarm/packages/api/.env",
            "api/.env.production",
            "deploy/litefarm-api.env",
        ),
    )
    text = f"""NODE_ENV=production
DATABASE_HOST={host(rng, "pg")}
DATABASE_NAME=pg-litefarm
DATABASE_USER=litefarm
DATABASE_PASSWORD={pw}
JWT_INVITE_SECRET_FILE=/run/secrets/invite
"""
    return Out(path, text, pw, "")


@fmt(FAM, "john_deere_operations_center_yaml_client_secret")
def deere(rng):
    sec = alnum(rng, 64, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    path = pick(
        rng,
        (
            "config/deere.yml",
            "deere/application.yml",
            "agronomy/deere.yaml",
            "settings/myjohndeere.yml",
        ),
    )
    text = f"""deere:
  client_id: 0oa{alnum(rng, 17)}5d7
  client_secret: {sec}
  authorize_url: https://signin.johndeere.com/oauth2/aus78tnlaysMraFhC1t7/v1/authorize
  scopes: ag1 ag2 ag3 eq1 org1 offline_access
  api_url: https://sandboxapi.deere.com/platform
"""
    return Out(path, text, sec, "yaml")


@fmt(FAM, "climate_fieldview_api_key_and_basic_client_secret_python")
def fieldview(rng):
    sec = alnum(rng, 40)
    path = pick(
        rng,
        (
            "fieldview_sync.py",
            "agronomy/fieldview.py",
            "import/climate_boundaries.py",
            "jobs/fieldview_asapplied.py",
        ),
    )
    text = f"""import requests

CLIENT_ID = "{org(rng).replace("-", "")}-agronomy"
CLIENT_SECRET = "{sec}"
X_API_KEY = "{alnum(rng, 32)}"

resp = requests.post(
    "https://api.climate.com/api/oauth/token",
    auth=(CLIENT_ID, CLIENT_SECRET),
    headers={{"x-api-key": X_API_KEY}},
    data={{"grant_type": "refresh_token", "refresh_token": open(".fv_refresh").read().strip()}},
)
"""
    return Out(path, text, sec, "py")


@fmt(FAM, "agrirouter_onboarding_response_json_authentication_secret")
def agrirouter(rng):
    sec = alnum(rng, 32)
    path = pick(
        rng,
        (
            "onboard-response.json",
            "agrirouter/onboarding.json",
            "endpoints/telemetry-onboard.json",
            "config/ar_onboard.json",
        ),
    )
    text = f"""{{
  "deviceAlternateId": "{uuid4(rng)}",
  "capabilityAlternateId": "{uuid4(rng)}",
  "sensorAlternateId": "{uuid4(rng)}",
  "connectionCriteria": {{
    "gatewayId": "3",
    "measures": "https://dke-qa.eu10.cp.iot.sap/iot/gateway/rest/measures/{uuid4(rng)}",
    "commands": "https://dke-qa.eu10.cp.iot.sap/iot/gateway/rest/commands/{uuid4(rng)}"
  }},
  "authentication": {{
    "type": "P12",
    "secret": "{sec}",
    "certificate": "MIIKwQIBAzCCCocGCSqGSIb3DQEHAaCCCngEggp0MIIKcDCCBScGCSqGSIb3DQEHBqCCBRgw"
  }}
}}
"""
    return Out(path, text, sec, "json")
