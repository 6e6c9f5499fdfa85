# ruff: noqa: E501
"""civic_opendata_voting_tools: open-data portals, 311 services and voting/assembly software."""

from __future__ import annotations

from fifteenth_corpus import (
    SYM_DQ,
    SYM_URL,
    Out,
    alnum,
    email,
    fmt,
    gen_pw,
    host,
    pick,
    words_pw,
)

FAM = "civic_opendata_voting_tools"


@fmt(FAM, "sodapy_socrata_positional_app_token_username_password")
def _soda(rng):
    pw = words_pw(rng)
    text = f"""from sodapy import Socrata

client = Socrata("data.{alnum(rng, 6).lower()}.gov", "{alnum(rng, 25)}", username="{email(rng)}", password="{pw}")
client.upsert("{alnum(rng, 4).lower()}-{alnum(rng, 4).lower()}", open("potholes.csv"))
"""
    path = pick(rng, ("publish/upsert_potholes.py", "opendata/publish.py", "etl/socrata_upsert.py"))
    return Out(path, text, pw)


@fmt(FAM, "opendatasoft_apikey_authorization_header_python")
def _ods(rng):
    key = alnum(rng, 56, "0123456789abcdef")
    text = f"""import requests

ODS = "https://{alnum(rng, 6).lower()}.opendatasoft.com/api/explore/v2.1"
r = requests.get(
    f"{{ODS}}/catalog/datasets/budget-lines/records",
    headers={{"Authorization": "Apikey {key}"}},
    params={{"limit": 100}},
)
"""
    path = pick(rng, ("portal/budget.py", "scripts/ods_pull.py", "dashboards/budget_lines.py"))
    return Out(path, text, key)


@fmt(FAM, "open311_georeport_post_api_key_form_body")
def _311(rng):
    key = alnum(rng, 32)
    text = f"""POST /open311/v2/requests.json HTTP/1.1
Host: 311.{alnum(rng, 6).lower()}.gov
Content-Type: application/x-www-form-urlencoded

api_key={key}&service_code=STREETLIGHT&lat=41.88&long=-87.63&description=Light+out+on+corner
"""
    path = pick(
        rng,
        (
            "captures/open311_post.txt",
            "docs/open311-request.http",
            "app/test-requests/streetlight.txt",
        ),
    )
    return Out(path, text, key, "")


@fmt(FAM, "seeclickfix_requests_auth_tuple_password")
def _scf(rng):
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f"""import requests

AUTH = ("{email(rng)}", "{pw}")
issues = requests.get(
    "https://seeclickfix.com/api/v2/issues",
    params={{"place_url": "{alnum(rng, 6).lower()}", "status": "open"}},
    auth=AUTH,
).json()
"""
    path = pick(rng, ("public_works/scf_open.py", "scripts/seeclickfix.py", "triage/scf_pull.py"))
    return Out(path, text, pw)


@fmt(FAM, "helios_voting_settings_py_email_host_password")
def _helios(rng):
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f"""EMAIL_HOST = "{host(rng, "smtp")}"
EMAIL_PORT = 587
EMAIL_HOST_USER = "elections@{alnum(rng, 6).lower()}.org"
EMAIL_HOST_PASSWORD = "{pw}"
EMAIL_USE_TLS = True
HELIOS_ADMIN_ONLY = True
URL_HOST = "https://vote.{alnum(rng, 6).lower()}.org"
"""
    path = pick(
        rng,
        (
            "helios-server/settings_local.py",
            "settings_production.py",
            "vote/helios/local_settings.py",
        ),
    )
    return Out(path, text, pw)


@fmt(FAM, "decidim_dotenv_database_url_userinfo_password")
def _decidim(rng):
    pw = gen_pw(rng, sym=SYM_URL)
    text = f"""DATABASE_URL=postgres://decidim:{pw}@{host(rng, "pg")}:5432/decidim_production
DECIDIM_FORCE_SSL=true
RAILS_LOG_TO_STDOUT=1
"""
    path = pick(rng, (".env", "decidim-app/.env", "participa/.env.production"))
    return Out(path, text, pw, "")


@fmt(FAM, "openslides_secrets_superadmin_bare_file")
def _os(rng):
    pw = gen_pw(rng, 20, sym="")
    text = pw + "\n"
    path = pick(
        rng,
        ("openslides/secrets/superadmin", "assembly-2026/secrets/superadmin", "secrets/superadmin"),
    )
    return Out(path, text, pw, "")
