"""Earth observation data hubs: satellite imagery archives and their download clients."""

from __future__ import annotations

import random

from fourteenth_corpus import (
    SYM_BARE,
    SYM_DQ,
    SYM_URL,
    Out,
    alnum,
    fmt,
    gen_pw,
    hexs,
    pick,
    user,
    uuid4,
    words_pw,
)

FAM = "earth_observation_data_hubs"


@fmt(FAM, "earthdata_urs_netrc_machine_login_password")
def netrc(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE)
    text = f"""machine urs.earthdata.nasa.gov login {user(rng)} password {pw}
"""
    return Out(pick(rng, (".netrc", "home/.netrc", "_netrc")), text, pw, "")


@fmt(FAM, "earthaccess_env_earthdata_password_export")
def earthaccess(rng: random.Random) -> Out:
    pw = words_pw(rng, sep_choices="-._")
    text = f"""# source before running the ICESat-2 notebook
export EARTHDATA_USERNAME={user(rng)}
export EARTHDATA_PASSWORD='{pw}'
python -c "import earthaccess; earthaccess.login(strategy='environment')"
"""
    return Out(
        pick(rng, ("env_earthdata.sh", "setup/earthaccess.sh", ".earthdata_env")), text, pw, ""
    )


@fmt(FAM, "sentinelsat_sentinelapi_positional_user_password")
def sentinelsat(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f"""from sentinelsat import SentinelAPI, geojson_to_wkt, read_geojson

api = SentinelAPI("{user(rng)}", "{pw}", "https://apihub.copernicus.eu/apihub")
footprint = geojson_to_wkt(read_geojson("aoi/lake.geojson"))
products = api.query(footprint, date=("NOW-14DAYS", "NOW"), platformname="Sentinel-2",
                     cloudcoverpercentage=(0, 20))
api.download_all(products)
"""
    return Out(
        pick(rng, ("s2_download.py", "eo/fetch_sentinel.py", "scripts/sentinel_pull.py")), text, pw
    )


@fmt(FAM, "sentinelhub_config_toml_profile_sh_client_secret")
def sentinelhub(rng: random.Random) -> Out:
    sec = alnum(rng, 32)
    text = f"""[default-profile]
instance_id = "{uuid4(rng)}"
sh_client_id = "{uuid4(rng)}"
sh_client_secret = "{sec}"
sh_base_url = "https://sh.dataspace.copernicus.eu"
sh_token_url = "https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token"
max_download_attempts = 4
"""
    return Out(
        pick(rng, (".config/sentinelhub/config.toml", "sentinelhub/config.toml", "config.toml")),
        text,
        sec,
    )


@fmt(FAM, "cdse_keycloak_password_grant_curl_data_password")
def cdse(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL)
    text = f"""ACCESS_TOKEN=$(curl -s -d 'client_id=cdse-public' \\
    -d 'username={user(rng, "dot")}@{pick(rng, ("uni-graz.at", "fmi.fi", "wur.nl"))}' \\
    -d 'password={pw}' \\
    -d 'grant_type=password' \\
    'https://identity.dataspace.copernicus.eu/auth/realms/CDSE/protocol/openid-connect/token' | \\
    python3 -m json.tool | grep "access_token" | awk -F\\" '{{print $4}}')
"""
    return Out(pick(rng, ("get_token.sh", "cdse/token.sh", "bin/cdse_login.sh")), text, pw, "")


@fmt(FAM, "usgs_m2m_login_json_body_password")
def m2m(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%&*+-_.?@^~")
    text = f"""{{
  "username": "{user(rng)}",
  "password": "{pw}"
}}
"""
    return Out(
        pick(rng, ("m2m_login.json", "landsat/login.json", "usgs/credentials.json")), text, pw
    )


@fmt(FAM, "planet_sdk_env_pl_api_key_export")
def planet(rng: random.Random) -> Out:
    key = "PLAK" + hexs(rng, 28)
    text = f"""# planet CLI / SDK
export PL_API_KEY={key}
planet data search PSScene --filter filter.json > scenes.geojson
"""
    return Out(
        pick(rng, ("planet.env.sh", "scripts/planet_search.sh", ".planetrc.sh")), text, key, ""
    )
