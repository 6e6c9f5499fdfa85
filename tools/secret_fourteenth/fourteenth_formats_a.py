"""Astronomy: survey archives, alert brokers, observatory portals and TOM Toolkit sites."""

from __future__ import annotations

import random

from fourteenth_corpus import (
    ALNUM,
    SYM_DQ,
    SYM_INI,
    Out,
    b64,
    email,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    pick,
    user,
    uuid4,
)

FAM = "astro_alert_broker_archives"


@fmt(FAM, "astroquery_mast_login_token_hex_python")
def mast_login(rng: random.Random) -> Out:
    tok = hexs(rng, 32)
    target = pick(rng, ("TOI-700", "WASP-39", "HD 189733", "TRAPPIST-1", "KELT-9"))
    text = f'''from astroquery.mast import Observations

# exclusive-access data for our Cycle 3 program
Observations.login("{tok}")
obs = Observations.query_criteria(target_name="{target}", obs_collection="JWST")
products = Observations.get_product_list(obs)
Observations.download_products(products, productType="SCIENCE")
'''
    return Out(
        pick(
            rng,
            (
                "fetch_jwst.py",
                "scripts/mast_download.py",
                f"notebooks/{target.lower().replace(' ', '_')}_pull.py",
            ),
        ),
        text,
        tok,
    )


@fmt(FAM, "gaia_archive_tap_login_user_password_keywords")
def gaia_login(rng: random.Random) -> Out:
    u = user(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f'''from astroquery.gaia import Gaia

Gaia.login(user="{u}", password="{pw}")
job = Gaia.launch_job_async(
    "SELECT TOP 5000 source_id, ra, dec, parallax FROM gaiadr3.gaia_source "
    "WHERE parallax > 10", dump_to_file=False
)
tbl = job.get_results()
Gaia.upload_table(upload_resource=tbl, table_name="nearby_sample")
'''
    return Out(pick(rng, ("gaia_upload.py", "analysis/gaia_tap.py", f"{u}_gaia.py")), text, pw)


@fmt(FAM, "lco_observation_portal_token_header_requestgroups_curl")
def lco_curl(rng: random.Random) -> Out:
    tok = hexs(rng, 40)
    prop = f"LCO20{rng.randint(23, 26)}B-0{rng.randint(10, 99)}"
    text = f"""#!/bin/sh
# submit the nightly follow-up request group to the LCO observation portal
curl -s -X POST https://observe.lco.global/api/requestgroups/ \\
  -H 'Authorization: Token {tok}' \\
  -H 'Content-Type: application/json' \\
  -d @requestgroup_{prop}.json
"""
    return Out(
        pick(rng, ("submit_lco.sh", "bin/lco_submit.sh", f"followup/{prop.lower()}.sh")),
        text,
        tok,
        "",
    )


@fmt(FAM, "tom_toolkit_settings_py_facilities_lco_api_key")
def tom_settings(rng: random.Random) -> Out:
    key = hexs(rng, 40)
    text = f"""# TOM Toolkit site settings (excerpt)
TOM_NAME = "{org(rng)}-tom"
TOM_FACILITY_CLASSES = [
    "tom_observations.facilities.lco.LCOFacility",
    "tom_observations.facilities.gemini.GEMFacility",
]
FACILITIES = {{
    "LCO": {{
        "portal_url": "https://observe.lco.global",
        "api_key": "{key}",
    }},
    "GEM": {{
        "portal_url": {{"GS": "https://gsodb.gemini.edu:8443", "GN": "https://gnodb.gemini.edu:8443"}},
        "api_key": {{"GS": "", "GN": ""}},
        "user_email": "{email(rng)}",
        "programs": {{}},
    }},
}}
"""
    return Out(
        pick(rng, ("mytom/settings.py", "tom_site/settings.py", "src/tom/settings.py")), text, key
    )


@fmt(FAM, "lasair_client_positional_token_stream")
def lasair(rng: random.Random) -> Out:
    tok = hexs(rng, 40)
    text = f"""import lasair

L = lasair.lasair_client('{tok}')
rows = L.query('objectId, gmag, rmag', 'objects', 'ncandgp > 5 AND gmag < 18', limit=50)
for r in rows:
    print(r['objectId'], r['gmag'])
"""
    return Out(
        pick(rng, ("lasair_query.py", "brokers/lasair_watch.py", "nightly_lasair.py")), text, tok
    )


@fmt(FAM, "antares_client_stream_kafka_api_key_secret_dict")
def antares(rng: random.Random) -> Out:
    k = alnum_up(rng, 20)
    sec = b64(rng, 30, urlsafe=True, pad=False)
    text = f'''from antares_client import StreamingClient

TOPICS = ["extragalactic_staging", "nuclear_transient"]
CONFIG = {{
    "api_key": "{k}",
    "api_secret": "{sec}",
    "group": "{org(rng)}-followup",
}}

with StreamingClient(TOPICS, **CONFIG) as client:
    for topic, locus in client.iter():
        print(topic, locus.locus_id)
'''
    return Out(
        pick(rng, ("antares_listen.py", "brokers/antares_stream.py", "listen_antares.py")),
        text,
        sec,
    )


def alnum_up(rng: random.Random, n: int) -> str:
    return "".join(rng.choice(ALNUM[26:]) for _ in range(n))


@fmt(FAM, "fink_client_yml_kafka_password_field")
def fink(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI.replace("*", "").replace("?", ""))
    u = user(rng)
    text = f"""username: {u}
password: {pw}
group_id: {u}_{rng.randint(1, 9)}
mytopics: [fink_sso_ztf_candidates_ztf, fink_early_sn_candidates_ztf]
servers: kafka-ztf.fink-broker.org:24499
maxtimeout: 10
"""
    return Out(
        pick(
            rng, (".finkclient/credentials.yml", "fink_client.yml", "config/fink_credentials.yml")
        ),
        text,
        pw,
    )


@fmt(FAM, "skyportal_fritz_api_token_header_requests_python")
def skyportal(rng: random.Random) -> Out:
    tok = uuid4(rng)
    inst = pick(rng, ("fritz.science", f"skyportal.{org(rng)}.org", host(rng, "sky")))
    text = f"""import requests

BASE = "https://{inst}/api"
HEADERS = {{"Authorization": "token {tok}"}}


def source(obj_id: str) -> dict:
    r = requests.get(f"{{BASE}}/sources/{{obj_id}}", headers=HEADERS, timeout=30)
    r.raise_for_status()
    return r.json()["data"]
"""
    return Out(
        pick(rng, ("fritz_sources.py", "skyportal/fetch.py", "tools/sp_source.py")), text, tok
    )
