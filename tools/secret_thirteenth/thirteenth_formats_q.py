"""Family court_filing_case_law_tools: court e-filing, docket and case-law tooling."""

# ruff: noqa: E501
from __future__ import annotations

from thirteenth_corpus import (
    Out,
    alnum,
    domain,
    email,
    fmt,
    gen_pw,
    hexs,
    pick,
    rsa_pem,
    user,
    words_pw,
)

FAM = "court_filing_case_law_tools"


@fmt(FAM, "courtlistener_rest_api_token_authorization_header_python")
def courtlistener(rng):
    tok = hexs(rng, 40)
    path = pick(
        rng,
        (
            "cl_search.py",
            "research/courtlistener_opinions.py",
            "tools/docket_alerts.py",
            "jobs/cl_dockets.py",
        ),
    )
    text = f"""import requests

HEADERS = {{"Authorization": "Token {tok}"}}
r = requests.get(
    "https://www.courtlistener.com/api/rest/v4/search/",
    params={{"q": "qualified immunity", "type": "o", "order_by": "dateFiled desc"}},
    headers=HEADERS,
)
for hit in r.json()["results"]:
    print(hit["caseName"])
"""
    return Out(path, text, tok, "py")


@fmt(FAM, "juriscraper_pacer_session_keyword_username_password")
def pacer_session(rng):
    pw = gen_pw(rng, sym="!#$%*-_.")
    path = pick(
        rng,
        (
            "pacer_fetch.py",
            "dockets/pacer_pull.py",
            "tools/pacer_docket.py",
            "jobs/pacer_reports.py",
        ),
    )
    text = f"""from juriscraper.pacer import DocketReport, PacerSession

s = PacerSession(username="{user(rng)}", password="{pw}")
s.login()
report = DocketReport("{pick(rng, ("cand", "nysd", "txsd", "ilnd"))}", s)
report.query("{rng.randint(100000, 399999)}", show_parties_and_counsel=True)
print(report.data["case_name"])
"""
    return Out(path, text, pw, "py")


@fmt(FAM, "pacer_case_locator_cso_auth_curl_json_login_body")
def pcl(rng):
    pw = words_pw(rng, "-._#")
    path = pick(
        rng, ("pcl_login.sh", "scripts/pacer-token.sh", "bin/pcl_search.sh", "cron/pcl_party.sh")
    )
    text = f"""#!/bin/sh
TOKEN=$(curl -s https://pacer.login.uscourts.gov/services/cso-auth \\
  -H 'Content-Type: application/json' -H 'Accept: application/json' \\
  -d '{{"loginId": "{user(rng)}", "password": "{pw}", "redactFlag": "1"}}' | jq -r .nextGenCSO)
curl -s -H "X-NEXT-GEN-CSO: $TOKEN" -H 'Content-Type: application/json' \\
  -d '{{"lastName": "{pick(rng, ("Novak", "Dahl", "Moreau"))}"}}' https://pcl.uscourts.gov/pcl-public-api/rest/parties/find
"""
    return Out(path, text, pw, "")


@fmt(FAM, "docassemble_config_yml_secretkey")
def da_secret(rng):
    key = alnum(rng, 32)
    dom = domain(rng)
    path = pick(
        rng,
        (
            "usr/share/docassemble/config/config.yml",
            "docassemble/config/config.yml",
            "da/config.yml",
            "srv/docassemble/config.yml",
        ),
    )
    text = f"""debug: False
external hostname: interviews.{dom}
secretkey: {key}
mail:
  default sender: '"Court Help" <no-reply@{dom}>'
default interview: docassemble.{pick(rng, ("eviction", "smallclaims", "expungement"))}:data/questions/main.yml
"""
    return Out(path, text, key, "yaml")


@fmt(FAM, "docassemble_config_yml_db_section_password")
def da_db(rng):
    pw = gen_pw(rng, sym="-_.@+*")
    path = pick(
        rng,
        (
            "usr/share/docassemble/config/config.yml",
            "config/da-config.yml",
            "da/prod-config.yml",
            "srv/docassemble/config.yml",
        ),
    )
    text = f"""debug: False
db:
  prefix: postgresql+psycopg2://
  name: docassemble
  user: docassemble
  password: '{pw}'
  host: {pick(rng, ("pg", "db01", "rds"))}.{domain(rng)}
  port: 5432
"""
    return Out(path, text, pw, "yaml")


@fmt(FAM, "efiling_provider_client_x509_key_bare_pem_file")
def efsp_pem(rng):
    key = rsa_pem(rng, 2048, pkcs8=rng.random() < 0.5)
    path = pick(
        rng,
        (
            "efsp/keys/client.key",
            "config/tyler/efm-client.key",
            "secrets/efile/court_x509.key",
            f"keys/{email(rng).split('@')[0]}.key",
        ),
    )
    return Out(path, key + "\n", key, "")
