# ruff: noqa: E501
"""crowdfunding_donor_crm: creator/crowdfunding platforms and small-charity donor CRMs."""

from __future__ import annotations

from fifteenth_corpus import (
    Out,
    alnum,
    email,
    fmt,
    hexs,
    pick,
    uuid4,
)

FAM = "crowdfunding_donor_crm"


@fmt(FAM, "patreon_creator_access_token_python_client")
def _patreon(rng):
    tok = alnum(rng, 43, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    text = f"""import patreon

CREATOR_ACCESS_TOKEN = "{tok}"
api = patreon.API(CREATOR_ACCESS_TOKEN)
campaign = api.get_campaigns(10)
pledges = api.get_campaigns_by_id_members(campaign.data()[0].id(), 100)
"""
    path = pick(
        rng, ("discord_roles/patreon_sync.py", "scripts/patrons.py", "site/patreon_pull.py")
    )
    return Out(path, text, tok)


@fmt(FAM, "open_collective_personal_token_header_graphql_curl")
def _oc(rng):
    tok = hexs(rng, 40)
    text = f"""curl -s https://api.opencollective.com/graphql/v2 \\
  -H "Personal-Token: {tok}" \\
  -H "Content-Type: application/json" \\
  --data '{{"query":"{{ collective(slug: \\"{alnum(rng, 8).lower()}\\") {{ stats {{ balance {{ valueInCents }} }} }} }}"}}'
"""
    path = pick(rng, ("scripts/oc_balance.sh", "funding/opencollective.sh", "bin/oc-balance"))
    return Out(path, text, tok, "")


@fmt(FAM, "kofi_webhook_verification_token_flask_const")
def _kofi(rng):
    tok = uuid4(rng)
    text = f"""import json

from flask import Flask, abort, request

app = Flask(__name__)
KOFI_VERIFICATION_TOKEN = "{tok}"


@app.post("/kofi")
def kofi():
    data = json.loads(request.form["data"])
    if data.get("verification_token") != KOFI_VERIFICATION_TOKEN:
        abort(403)
    return "", 200
"""
    path = pick(rng, ("webhooks/kofi.py", "app/kofi_hook.py", "bot/kofi_webhook.py"))
    return Out(path, text, tok)


@fmt(FAM, "donorbox_curl_user_email_colon_api_key")
def _donorbox(rng):
    key = alnum(rng, 40, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    text = f"""curl -s -u "{email(rng)}:{key}" "https://donorbox.org/api/v1/donations?date_from=2026-01-01&per_page=100" > donations.json
"""
    path = pick(rng, ("scripts/donorbox_export.sh", "finance/donations.sh", "crm/donorbox.sh"))
    return Out(path, text, key, "")


@fmt(FAM, "givebutter_api_key_bearer_php_guzzle")
def _gb(rng):
    key = f"{rng.randint(1000, 9999)}|{alnum(rng, 40)}"
    text = f"""<?php
use GuzzleHttp\\Client;

$client = new Client(['base_uri' => 'https://api.givebutter.com/v1/']);
$res = $client->get('transactions', [
    'headers' => ['Authorization' => 'Bearer {key}', 'Accept' => 'application/json'],
]);
"""
    path = pick(
        rng,
        (
            "src/Givebutter/Fetch.php",
            "wp-content/themes/charity/givebutter.php",
            "cron/givebutter.php",
        ),
    )
    return Out(path, text, key, "")


@fmt(FAM, "bloomerang_x_api_key_header_js_fetch")
def _bloom(rng):
    key = alnum(rng, 32)
    text = f"""async function constituents(skip = 0) {{
  const r = await fetch(`https://api.bloomerang.co/v2/constituents?skip=${{skip}}&take=50`, {{
    headers: {{ "X-API-KEY": "{key}" }},
  }});
  return r.json();
}}
"""
    path = pick(rng, ("sync/bloomerang.js", "crm/bloomerang-export.js", "scripts/constituents.js"))
    return Out(path, text, key, "")


@fmt(FAM, "donorperfect_xmlrequest_apikey_query_vbscript")
def _dp(rng):
    key = alnum(rng, 100, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789%")
    text = f"""Dim http, url
url = "https://www.donorperfect.net/prod/xmlrequest.asp?apikey={key}&action=dp_donorsearch&params=null,'Smith',null,null,null,null,null,null,null,null,null,null"
Set http = CreateObject("MSXML2.ServerXMLHTTP")
http.Open "GET", url, False
http.Send
WScript.Echo http.responseText
"""
    path = pick(rng, ("scripts/dp_search.vbs", "crm/donorperfect.vbs", "tools/dp_lookup.vbs"))
    return Out(path, text, key, "")
