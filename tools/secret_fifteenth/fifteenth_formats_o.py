# ruff: noqa: E501
"""payroll_expense_exports: payroll providers, expense tools and their export jobs."""

from __future__ import annotations

from fifteenth_corpus import (
    Out,
    alnum,
    email,
    fmt,
    hexs,
    pick,
    rsa_pem,
    uuid4,
)

FAM = "payroll_expense_exports"


@fmt(FAM, "gusto_oauth_rails_credentials_yaml_client_secret")
def _gusto(rng):
    sec = alnum(rng, 43, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    text = f"""# decrypted with `bin/rails credentials:show` for the handover doc
secret_key_base: {hexs(rng, 128)}
gusto:
  client_id: {alnum(rng, 43)}
  client_secret: {sec}
  redirect_uri: https://hr.{alnum(rng, 6).lower()}.io/gusto/callback
"""
    path = pick(
        rng,
        (
            "docs/handover/credentials.yml",
            "tmp/credentials.production.yml",
            "notes/rails-credentials.yml",
        ),
    )
    return Out(path, text, sec)


@fmt(FAM, "deel_api_token_bearer_node_axios")
def _deel(rng):
    tok = alnum(rng, 60)
    text = f"""const axios = require("axios");

const deel = axios.create({{
  baseURL: "https://api.letsdeel.com/rest/v2",
  headers: {{ Authorization: "Bearer {tok}" }},
}});

deel.get("/contracts", {{ params: {{ limit: 100 }} }}).then((r) => console.log(r.data.data.length));
"""
    path = pick(rng, ("scripts/deel-contracts.js", "hris/deel.js", "sync/deel/client.js"))
    return Out(path, text, tok, "")


@fmt(FAM, "expensify_integration_request_job_description_partner_user_secret")
def _expensify(rng):
    sec = hexs(rng, 40)
    text = f"""requestJobDescription={{
    "type": "file",
    "credentials": {{
        "partnerUserID": "aa_{alnum(rng, 8).lower()}_{alnum(rng, 6).lower()}_com",
        "partnerUserSecret": "{sec}"
    }},
    "onReceive": {{ "immediateResponse": ["returnRandomFileName"] }},
    "inputSettings": {{ "type": "combinedReportData", "filters": {{ "startDate": "2026-01-01" }} }},
    "outputSettings": {{ "fileExtension": "csv" }}
}}
"""
    path = pick(
        rng,
        ("expensify/export_job.txt", "finance/expensify-request.txt", "jobs/expensify_export.form"),
    )
    return Out(path, text, sec, "")


@fmt(FAM, "pleo_export_api_key_header_kotlin")
def _pleo(rng):
    key = alnum(rng, 48)
    text = f"""package finance.pleo

import java.net.URI
import java.net.http.HttpClient
import java.net.http.HttpRequest

private const val PLEO_API_KEY = "{key}"

fun exportItems(): String {{
    val req = HttpRequest.newBuilder(URI("https://external.pleo.io/v1/export-items?status=pending"))
        .header("Authorization", "Bearer $PLEO_API_KEY")
        .build()
    return HttpClient.newHttpClient().send(req, java.net.http.HttpResponse.BodyHandlers.ofString()).body()
}}
"""
    path = pick(
        rng,
        (
            "src/main/kotlin/finance/pleo/Export.kt",
            "pleo/Export.kt",
            "accounting/src/PleoExport.kt",
        ),
    )
    return Out(path, text, key, "")


@fmt(FAM, "rippling_api_token_bearer_python_const")
def _rip(rng):
    tok = alnum(rng, 64)
    text = f"""import requests

RIPPLING_TOKEN = "{tok}"
emps = requests.get(
    "https://api.rippling.com/platform/api/employees",
    headers={{"Authorization": f"Bearer {{RIPPLING_TOKEN}}"}},
    params={{"limit": 100}},
).json()
"""
    path = pick(rng, ("hris/rippling_pull.py", "scripts/rippling.py", "it/offboarding/rippling.py"))
    return Out(path, text, tok)


@fmt(FAM, "adp_api_mtls_client_key_pem_rsa_file")
def _adp(rng):
    key = rsa_pem(rng, 2048)
    text = key + "\n"
    path = pick(
        rng, ("certs/adp/client.key", "payroll/adp_mtls.key", "secrets/adp-workforce-now.key")
    )
    return Out(path, text, key, "")


@fmt(FAM, "personio_auth_query_client_id_secret_curl")
def _pers(rng):
    sec = alnum(rng, 48)
    text = f"""curl -s -X POST "https://api.personio.de/v1/auth?client_id=papi-{uuid4(rng)}&client_secret=papi-{sec}" | jq -r .data.token
# ops contact: {email(rng)}
"""
    path = pick(rng, ("scripts/personio_token.sh", "hr/personio.sh", "notes/personio-auth.sh"))
    return Out(path, text, f"papi-{sec}", "")
