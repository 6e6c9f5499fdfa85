"""Family real_estate_mls_feeds: RETS / RESO listing feeds and IDX vendors."""

# ruff: noqa: E501
from __future__ import annotations

from thirteenth_corpus import (
    SYM_SQ,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    hexs,
    org,
    pick,
    user,
)

FAM = "real_estate_mls_feeds"


@fmt(FAM, "phrets_configuration_fluent_set_password")
def phrets(rng):
    pw = gen_pw(rng, sym=SYM_SQ)
    path = pick(
        rng,
        (
            "app/Console/Commands/RetsImport.php",
            "src/Feed/RetsClient.php",
            "cron/rets_import.php",
            "lib/mls/rets.php",
        ),
    )
    text = f"""<?php
use PHRETS\\Configuration;
use PHRETS\\Session;

$config = new Configuration;
$config->setLoginUrl('https://rets.{domain(rng)}/rets/login')
    ->setUsername('{user(rng).upper()}')
    ->setPassword('{pw}')
    ->setRetsVersion('1.7.2');

$rets = new Session($config);
$connect = $rets->Login();
"""
    return Out(path, text, pw, "")


@fmt(FAM, "rets_python_session_keyword_password_user_agent")
def rets_py(rng):
    pw = gen_pw(rng, sym="-_.@#")
    path = pick(
        rng, ("rets_pull.py", "mls/rets_sync.py", "feeds/rets_listings.py", "jobs/rets_photos.py")
    )
    text = f"""from rets import Session

login_url = "http://rets.{domain(rng)}:6103/rets2_3/Login"
s = Session(login_url, "{user(rng).upper()}", "{pw}", version="RETS/1.7.2", user_agent="{org(rng)}/1.0")
s.login()
listings = s.search(resource="Property", resource_class="RES", limit=100)
"""
    return Out(path, text, pw, "py")


@fmt(FAM, "simplyrets_api_curl_basic_key_secret_pair")
def simplyrets(rng):
    sec = alnum(rng, 20)
    path = pick(
        rng, ("simplyrets.sh", "scripts/listings.sh", "cron/idx_refresh.sh", "bin/sr_properties.sh")
    )
    text = f"""#!/bin/sh
curl -s -u '{alnum(rng, 12).lower()}:{sec}' 'https://api.simplyrets.com/properties?limit=50&status=Active' > /var/www/idx/properties.json
"""
    return Out(path, text, sec, "")


@fmt(FAM, "bridge_interactive_odata_access_token_query")
def bridge(rng):
    tok = hexs(rng, 32)
    path = pick(
        rng,
        ("bridge_sync.js", "src/mls/bridge.js", "lib/bridge-odata.js", "scripts/bridge-pull.mjs"),
    )
    text = f"""const DATASET = '{pick(rng, ("actris_ref", "miamire", "stellar", "itso"))}';
const url = `https://api.bridgedataoutput.com/api/v2/OData/${{DATASET}}/Property?access_token={tok}&$top=200&$filter=StandardStatus eq 'Active'`;
const {{ value }} = await (await fetch(url)).json();
console.log(value.length);
"""
    return Out(path, text, tok, "")


@fmt(FAM, "trestle_web_api_dotenv_client_secret")
def trestle(rng):
    sec = hexs(rng, 32)
    path = pick(rng, (".env", "mls-sync/.env", "apps/idx/.env", "services/trestle/.env"))
    text = f"""TRESTLE_TOKEN_URL=https://api-trestle.corelogic.com/trestle/oidc/connect/token
TRESTLE_CLIENT_ID=trestle_{org(rng).replace("-", "")}{rng.randint(10, 99)}
TRESTLE_CLIENT_SECRET={sec}
TRESTLE_SCOPE=api
"""
    return Out(path, text, sec, "")


@fmt(FAM, "idx_broker_accesskey_header_wp_remote_get")
def idxbroker(rng):
    key = alnum(rng, 22, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@-_")
    path = pick(
        rng,
        (
            "wp-content/themes/realty/inc/idx.php",
            "wp-content/plugins/idx-sync/idx.php",
            "inc/idx-featured.php",
            "functions-idx.php",
        ),
    )
    text = f"""<?php
$response = wp_remote_get('https://api.idxbroker.com/clients/featured', array(
    'headers' => array(
        'Content-Type' => 'application/x-www-form-urlencoded',
        'accesskey' => '{key}',
        'outputtype' => 'json',
    ),
));
$featured = json_decode(wp_remote_retrieve_body($response), true);
"""
    return Out(path, text, key, "")


@fmt(FAM, "spark_api_flexmls_ruby_configure_api_secret")
def spark(rng):
    sec = alnum(rng, 25, "abcdefghijklmnopqrstuvwxyz0123456789")
    path = pick(
        rng,
        (
            "config/initializers/spark_api.rb",
            "lib/flexmls.rb",
            "config/initializers/flexmls.rb",
            "app/services/spark_client.rb",
        ),
    )
    text = f"""SparkApi.configure do |config|
  config.endpoint = "https://sparkapi.com"
  config.api_key = "{alnum(rng, 25, "abcdefghijklmnopqrstuvwxyz0123456789")}"
  config.api_secret = "{sec}"
  config.user_agent = "{org(rng)} IDX"
end
"""
    return Out(path, text, sec, "")


@fmt(FAM, "reso_web_api_odata_bearer_curl_properties")
def reso(rng):
    tok = hexs(rng, 32)
    path = pick(
        rng,
        ("reso_pull.sh", "scripts/reso-media.sh", "cron/reso_incremental.sh", "bin/reso_props.sh"),
    )
    text = f"""#!/bin/bash
curl -s -G 'https://resoapi.{domain(rng)}/reso/odata/Property' \\
  --data-urlencode '$top=100' \\
  --data-urlencode "\\$filter=ModificationTimestamp gt $(date -u -d '-1 hour' +%FT%TZ)" \\
  -H 'Authorization: Bearer {tok}'
"""
    return Out(path, text, tok, "")
