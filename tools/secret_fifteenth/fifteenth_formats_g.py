# ruff: noqa: E501
"""parking_toll_plate_readers: plate recognition, parking operators and toll back offices."""

from __future__ import annotations

from fifteenth_corpus import (
    SYM_DQ,
    SYM_INI,
    SYM_JSON,
    Out,
    alnum,
    fmt,
    gen_pw,
    hexs,
    host,
    ip,
    pick,
    user,
    words_pw,
)

FAM = "parking_toll_plate_readers"


@fmt(FAM, "plate_recognizer_token_header_curl_upload")
def _pr(rng):
    tok = hexs(rng, 40)
    text = f"""for f in /var/spool/lpr/*.jpg; do
  curl -s -F upload=@"$f" -F regions=gb \\
    -H "Authorization: Token {tok}" \\
    https://api.platerecognizer.com/v1/plate-reader/ >> /var/log/lpr/results.jsonl
done
"""
    path = pick(rng, ("lpr/batch_read.sh", "gate-cam/upload.sh", "usr/local/bin/lpr-batch"))
    return Out(path, text, tok, "")


@fmt(FAM, "alprd_conf_upload_address_query_apikey")
def _alprd(rng):
    key = alnum(rng, 32)
    text = f"""[daemon]
site_id = car-park-{rng.randint(1, 30)}
store_plates = 1
store_plates_location = /var/lib/openalpr/plateimages/
upload_data = 1
upload_address = https://lpr.{alnum(rng, 6).lower()}.net/ingest?apikey={key}

[daemon:stream1]
stream = rtsp://{ip(rng)}:554/stream1
"""
    path = pick(rng, ("etc/openalpr/alprd.conf", "alpr/alprd.conf", "gates/entry-cam/alprd.conf"))
    return Out(path, text, key, "")


@fmt(FAM, "parkmobile_partner_requests_auth_tuple_python")
def _pm(rng):
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f"""import requests

PM_AUTH = ("enf_{alnum(rng, 6).lower()}", "{pw}")


def active_sessions(zone):
    r = requests.get(
        f"https://partner-api.parkmobile.io/enforcement/v1/zones/{{zone}}/sessions",
        auth=PM_AUTH,
        timeout=15,
    )
    return r.json()
"""
    path = pick(
        rng, ("enforcement/parkmobile.py", "handhelds/pm_check.py", "sync/parkmobile_sessions.py")
    )
    return Out(path, text, pw)


@fmt(FAM, "skidata_dta_export_jdbc_properties_password")
def _ski(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""db.url=jdbc:sqlserver://{host(rng, "park")}:1433;databaseName=SKIDATA_DTA
db.user=dta_export
db.pass={pw}
export.dir=/srv/revenue/skidata
"""
    path = pick(
        rng,
        (
            "revenue-export/db.properties",
            "conf/skidata-export.properties",
            "etl/parking/dta.properties",
        ),
    )
    return Out(path, text, pw, "")


@fmt(FAM, "meter_backend_appsettings_json_connection_string_password")
def _meter(rng):
    pw = gen_pw(rng, sym=SYM_JSON.replace(";", "").replace('"', ""))
    text = f"""{{
  "ConnectionStrings": {{
    "Meters": "Server={host(rng, "meter")};Database=PayStations;User Id=meters_app;Password={pw};Encrypt=True"
  }},
  "Flowbird": {{ "CityCode": "{alnum(rng, 4).upper()}", "PollSeconds": 60 }}
}}
"""
    path = pick(
        rng,
        (
            "MeterBackend/appsettings.json",
            "src/PayStations.Api/appsettings.Production.json",
            "meters/appsettings.json",
        ),
    )
    return Out(path, text, pw)


@fmt(FAM, "easypark_operator_api_yaml_api_key")
def _ep(rng):
    key = alnum(rng, 48)
    text = f"""operator:
  name: {user(rng)}-parking
  areas: [1043, 1044, 1051]
easypark:
  base_url: https://operator-api.easypark.net/v2
  api_key: {key}
  timeout_s: 10
"""
    path = pick(
        rng, ("config/easypark.yml", "enforcement/easypark.yaml", "deploy/operator-sync.yml")
    )
    return Out(path, text, key)


@fmt(FAM, "toll_reconciliation_psftp_pw_argument_batch")
def _toll(rng):
    pw = words_pw(rng, "-._")
    text = f"""@echo off
set DAY=%date:~-4%%date:~3,2%%date:~0,2%
psftp.exe -pw {pw} tagrecon@{host(rng, "sftp")} -b C:\\toll\\put_recon.txt
move C:\\toll\\out\\RECON_%DAY%.csv C:\\toll\\sent\\
"""
    path = pick(rng, ("toll/send_recon.bat", "C_/toll/upload.cmd", "scripts/toll_recon.bat"))
    return Out(path, text, pw, "")
