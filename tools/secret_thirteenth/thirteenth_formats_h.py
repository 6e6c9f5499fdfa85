"""Family box_office_ticketing_apis: theatre, museum and event box-office systems."""

# ruff: noqa: E501
from __future__ import annotations

import base64
import re

from thirteenth_corpus import (
    Out,
    alnum,
    b64,
    fmt,
    gen_pw,
    hexs,
    org,
    pick,
    user,
)

FAM = "box_office_ticketing_apis"


def _dec_tessitura(text: str) -> str:
    tok = re.search(r"Basic ([A-Za-z0-9+/=]+)", text).group(1)
    return base64.b64decode(tok).decode().split(":", 3)[3]


@fmt(FAM, "tessitura_rest_basic_user_group_location_password_base64", decode=_dec_tessitura)
def tessitura(rng):
    pw = gen_pw(rng, sym="!#*-_.")
    raw = f"{user(rng)}:webapi:{pick(rng, ('BOXOFFICE', 'WEB', 'MUSEUM'))}:{pw}"
    basic = base64.b64encode(raw.encode()).decode()
    venue = org(rng).replace("-", "")
    path = pick(
        rng,
        (
            "tessitura/client.py",
            "sync/tessitura_perfs.py",
            "box_office/tn_api.py",
            "jobs/tessitura_orders.py",
        ),
    )
    text = f"""import requests

TN = "https://{venue}.tnhs.cloud/tessitura/api"
HEADERS = {{"Authorization": "Basic {basic}", "Accept": "application/json"}}

perfs = requests.get(TN + "/TXN/Performances/Summary", headers=HEADERS, params={{"performanceStartDate": "2026-01-01"}}).json()
"""
    return Out(path, text, pw, "py")


@fmt(FAM, "spektrix_api_user_hmac_secret_key_python")
def spektrix(rng):
    key = b64(rng, 64)
    path = pick(
        rng,
        (
            "spektrix_auth.py",
            "integrations/spektrix.py",
            "box/spektrix_customers.py",
            "lib/spektrix_sign.py",
        ),
    )
    text = f"""import base64
import hashlib
import hmac
from email.utils import formatdate

CLIENT = "{org(rng).replace("-", "")}"
API_USER = "web_sync"
API_KEY = "{key}"


def sign(method, url):
    date = formatdate(usegmt=True)
    string_to_sign = f"{{method}}\\n{{url}}\\n{{date}}"
    mac = hmac.new(base64.b64decode(API_KEY), string_to_sign.encode(), hashlib.sha1).digest()
    return date, f"SpektrixAPI3 {{API_USER}}:{{base64.b64encode(mac).decode()}}"
"""
    return Out(path, text, key, "py")


@fmt(FAM, "eventbrite_private_token_bearer_curl_attendees")
def eventbrite(rng):
    tok = alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    path = pick(
        rng,
        (
            "eb_attendees.sh",
            "scripts/eventbrite-export.sh",
            "cron/eventbrite.sh",
            "bin/eb_orders.sh",
        ),
    )
    text = f"""#!/bin/sh
EVENT={rng.randint(100000000000, 999999999999)}
curl -s https://www.eventbriteapi.com/v3/events/$EVENT/attendees/ \\
  -H 'Authorization: Bearer {tok}' | jq '.attendees[].profile.email'
"""
    return Out(path, text, tok, "")


@fmt(FAM, "ticket_tailor_sk_key_basic_user_empty_password")
def tickettailor(rng):
    key = f"sk_{rng.randint(1000, 99999)}_{rng.randint(100000, 999999)}_{hexs(rng, 32)}"
    path = pick(
        rng, ("tt_orders.sh", "scripts/tickettailor.sh", "cron/tt_issued.sh", "bin/tickets.sh")
    )
    text = f"""#!/bin/sh
curl -s -G https://api.tickettailor.com/v1/issued_tickets \\
  -u {key}: \\
  -H 'Accept: application/json' -d limit=100
"""
    return Out(path, text, key, "")


@fmt(FAM, "billetto_api_keypair_header_id_colon_value")
def billetto(rng):
    val = hexs(rng, 64)
    path = pick(
        rng,
        ("billetto.js", "src/billetto-orders.js", "lib/billetto.js", "scripts/billetto-sync.mjs"),
    )
    text = f"""const KEYPAIR = '{hexs(rng, 16)}:{val}';

const res = await fetch('https://billetto.dk/api/v3/organiser/events', {{
  headers: {{ 'Api-Keypair': KEYPAIR, Accept: 'application/json' }},
}});
console.log((await res.json()).data.length);
"""
    return Out(path, text, val, "")


@fmt(FAM, "tito_admin_api_token_token_equals_header")
def tito(rng):
    tok = alnum(rng, 20, "abcdefghijklmnopqrstuvwxyz0123456789")
    acct = org(rng)
    path = pick(
        rng,
        (
            "tito_registrations.rb",
            "lib/tito_sync.rb",
            "scripts/tito_export.rb",
            "app/services/tito.rb",
        ),
    )
    text = f"""require "net/http"
require "json"

uri = URI("https://api.tito.io/v3/{acct}/{pick(rng, ("spring-gala", "open-house", "late-night"))}/registrations")
req = Net::HTTP::Get.new(uri)
req["Authorization"] = "Token token={tok}"
req["Accept"] = "application/json"
res = Net::HTTP.start(uri.host, uri.port, use_ssl: true) {{ |h| h.request(req) }}
puts JSON.parse(res.body)["registrations"].size
"""
    return Out(path, text, tok, "")


@fmt(FAM, "humanitix_public_api_x_api_key_header_python")
def humanitix(rng):
    key = hexs(rng, 64)
    path = pick(
        rng,
        (
            "humanitix_events.py",
            "sync/humanitix.py",
            "box/humanitix_orders.py",
            "jobs/hx_tickets.py",
        ),
    )
    text = f"""import requests

r = requests.get(
    "https://api.humanitix.com/v1/events",
    headers={{"x-api-key": "{key}"}},
    params={{"page": 1}},
)
print([e["name"] for e in r.json()["events"]])
"""
    return Out(path, text, key, "py")


@fmt(FAM, "ticketmaster_discovery_apikey_query_kotlin")
def ticketmaster(rng):
    key = alnum(rng, 32)
    path = pick(
        rng,
        (
            "app/src/main/java/com/venue/EventsRepo.kt",
            "shared/src/TicketmasterApi.kt",
            "android/app/src/main/kotlin/Events.kt",
            "src/main/kotlin/tm/Discovery.kt",
        ),
    )
    text = f"""package com.venue.events

private const val TM_KEY = "{key}"

fun eventsUrl(city: String) =
    "https://app.ticketmaster.com/discovery/v2/events.json?city=$city&apikey=$TM_KEY"
"""
    return Out(path, text, key, "")
