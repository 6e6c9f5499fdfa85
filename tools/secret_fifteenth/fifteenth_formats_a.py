# ruff: noqa: E501
"""veterinary_practice_pims: clinic practice-management systems and their lab/booking links."""

from __future__ import annotations

import base64
import re

from fifteenth_corpus import (
    SYM_DQ,
    SYM_INI,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    hexs,
    host,
    pick,
)

FAM = "veterinary_practice_pims"


@fmt(FAM, "openvpms_properties_jdbc_password_line")
def _openvpms(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    h = host(rng, "vetdb")
    text = f"""# OpenVPMS server configuration
jdbc.driverClassName=com.mysql.cj.jdbc.Driver
jdbc.url=jdbc:mysql://{h}:3306/openvpms?useSSL=true&characterEncoding=UTF-8
jdbc.username=openvpms
jdbc.password={pw}
jdbc.maxActive=40
archiva.enabled=false
"""
    path = pick(
        rng,
        (
            "openvpms/conf/openvpms.properties",
            "opt/openvpms-release-2.4/conf/openvpms.properties",
            "deploy/clinic-a/openvpms.properties",
        ),
    )
    return Out(path, text, pw, "")


@fmt(FAM, "ezyvet_access_token_form_client_secret_curl")
def _ezyvet(rng):
    sec = alnum(rng, 40)
    pid = f"p{rng.randint(100, 999)}"
    text = f"""#!/bin/sh
# nightly pull of appointments into the reporting warehouse
TOKEN=$(curl -s -X POST https://api.ezyvet.com/v2/oauth/access_token \\
  -d partner_id={pid} \\
  -d client_id={hexs(rng, 32)} \\
  -d client_secret={sec} \\
  -d grant_type=client_credentials \\
  -d scope=read-appointment,read-animal | jq -r .access_token)
curl -s -H "Authorization: Bearer $TOKEN" "https://api.ezyvet.com/v1/appointment?limit=200" > appts.json
"""
    path = pick(
        rng, ("scripts/ezyvet_pull.sh", "etl/ezyvet/fetch_appointments.sh", "bin/pull-ezyvet")
    )
    return Out(path, text, sec)


@fmt(FAM, "vetspire_graphql_authorization_header_js_fetch")
def _vetspire(rng):
    key = alnum(rng, 48)
    text = f"""const VETSPIRE_KEY = "{key}";

export async function upcomingPatients(locationId) {{
  const res = await fetch("https://api2.vetspire.com/graphql", {{
    method: "POST",
    headers: {{ "Content-Type": "application/json", Authorization: VETSPIRE_KEY }},
    body: JSON.stringify({{ query: `{{ appointments(locationId: "${{locationId}}") {{ id start patient {{ name }} }} }}` }}),
  }});
  return (await res.json()).data.appointments;
}}
"""
    path = pick(
        rng, ("src/lib/vetspire.js", "reminders/vetspire-client.mjs", "app/services/vetspire.js")
    )
    return Out(path, text, key, "")


def _basic_pw(text: str) -> str:
    m = re.search(r"Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


@fmt(FAM, "idexx_webpacs_requests_basic_header_base64_user_pass", decode=_basic_pw)
def _idexx(rng):
    pw = gen_pw(rng, sym=SYM_DQ)
    u = f"clinic{rng.randint(1000, 9999)}"
    tok = base64.b64encode(f"{u}:{pw}".encode()).decode()
    text = f"""import requests

HEADERS = {{
    "Authorization": "Basic {tok}",
    "Accept": "application/dicom+json",
}}


def studies_for(patient_id):
    r = requests.get(
        "https://webpacs.idexx.com/dicomweb/studies",
        params={{"PatientID": patient_id}},
        headers=HEADERS,
        timeout=30,
    )
    r.raise_for_status()
    return r.json()
"""
    path = pick(rng, ("imaging/idexx_pacs.py", "tools/radiology_sync.py", "vetlink/webpacs.py"))
    return Out(path, text, pw)


@fmt(FAM, "petdesk_sync_agent_appsettings_json_apikey")
def _petdesk(rng):
    key = alnum(rng, 32)
    text = f"""{{
  "Logging": {{ "LogLevel": {{ "Default": "Information" }} }},
  "PetDeskSync": {{
    "PracticeId": {rng.randint(10000, 99999)},
    "ApiBaseUrl": "https://sync.petdesk.com/api/v2/",
    "ApiKey": "{key}",
    "PollMinutes": 5
  }},
  "ConnectionStrings": {{ "Pims": "Server=localhost\\\\SQLEXPRESS;Database=AVImark;Trusted_Connection=True" }}
}}
"""
    path = pick(
        rng,
        (
            "PetDeskSync/appsettings.json",
            "C_/Program Files/PetDesk/Sync/appsettings.Production.json",
            "agent/appsettings.json",
        ),
    )
    return Out(path, text, key)


@fmt(FAM, "covetrus_pulse_odbc_ini_dsn_pwd")
def _odbc(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""[ODBC Data Sources]
PulseReporting=ODBC Driver 18 for SQL Server

[PulseReporting]
Driver=ODBC Driver 18 for SQL Server
Server={host(rng, "pims")},1433
Database=PulseReplica
UID=report_ro
PWD={pw}
Encrypt=yes
TrustServerCertificate=yes
"""
    path = pick(rng, ("etc/odbc.ini", "reporting/odbc.ini", "home/vetbi/.odbc.ini"))
    return Out(path, text, pw, "ini")


@fmt(FAM, "vetstoria_booking_php_config_array_api_secret")
def _vetstoria(rng):
    sec = hexs(rng, 40)
    text = f"""<?php
return [
    'vetstoria' => [
        'site_hash'  => '{hexs(rng, 12)}',
        'api_key'    => '{alnum(rng, 16)}',
        'api_secret' => '{sec}',
        'endpoint'   => 'https://api.vetstoria.com/v1/',
    ],
    'timezone' => 'Europe/Dublin',
];
"""
    path = pick(
        rng,
        (
            "config/booking.php",
            "wp-content/plugins/clinic-booking/config.php",
            "app/config/vetstoria.php",
        ),
    )
    return Out(path, text, sec, "")


@fmt(FAM, "antech_results_lftp_open_user_comma_password")
def _antech(rng):
    pw = gen_pw(rng, sym="-_.@+")
    acct = f"AL{rng.randint(100000, 999999)}"
    text = f"""set sftp:auto-confirm yes
open -u {acct},{pw} sftp://results.{domain(rng)}
cd /outbound/hl7
mirror --only-newer --Remove-source-files . /srv/labresults/incoming
bye
"""
    path = pick(
        rng, ("lab/antech.lftp", "cron/fetch-antech-results.lftp", "srv/labresults/pull.lftp")
    )
    return Out(path, text, pw, "")
