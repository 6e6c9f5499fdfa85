"""Film festival submission, jury and screener files."""
# ruff: noqa: E501

import base64
import re

from seventeenth_corpus import (
    SYM_DQ,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    org,
    pick,
    user,
    words_pw,
)

FAM = "film_festival_submission_screeners"
FILMS = ("The Salt Road", "Quiet Harbour", "Nine Winters", "Paper Lanterns", "Low Tide", "Ashfall")


@fmt(FAM, "submission_platform_export_python_token_header")
def export_py(rng):
    o = org(rng)
    tok = alnum(rng, 40, "0123456789abcdef")
    text = fill(
        """import csv

import requests

API = "https://api.submissions.<<d>>/v1/festivals/<<fid>>/submissions"
HEADERS = {"Authorization": "Token <<tok>>", "Accept": "application/json"}

rows = requests.get(API, headers=HEADERS, params={"status": "in_consideration"}, timeout=60).json()
with open("shortlist.csv", "w", newline="") as fh:
    w = csv.writer(fh)
    for s in rows["results"]:
        w.writerow([s["id"], s["project_title"], s["runtime"], s["country"]])
""",
        d=domain(rng, o),
        fid=rng.randint(1000, 99999),
        tok=tok,
    )
    return Out(f"programming/{o}/export_shortlist_{rng.randint(1, 99)}.py", text, tok)


@fmt(FAM, "jury_screener_sheet_csv_private_link_password")
def jury_csv(rng):
    o = org(rng)
    pw = words_pw(rng, "-._!")
    films = rng.sample(FILMS, 3)
    rows = [
        f'"{films[0]}",https://vimeo.com/{rng.randint(100000000, 999999999)},{pw},feature',
        f'"{films[1]}",https://vimeo.com/{rng.randint(100000000, 999999999)},(no password),short',
        f'"{films[2]}",https://screeners.{domain(rng, o)}/s/{alnum(rng, 10)},(see email),documentary',
    ]
    text = "title,screener_link,screener_password,section\n" + "\n".join(rows) + "\n"
    return Out(
        f"jury/{o}/screeners_round{rng.randint(1, 9)}_{rng.randint(1, 99)}.csv", text, pw, ""
    )


@fmt(FAM, "festival_ticketing_widget_js_config_secret_key")
def ticket_js(rng):
    o = org(rng)
    sec = "sk_" + alnum(rng, 32, "0123456789abcdef")
    text = fill(
        """// server/config.js - festival box office bridge
module.exports = {
  festival: '<<o>>-filmfest-2025',
  ticketing: {
    apiBase: 'https://api.boxoffice.<<d>>/v2',
    publicKey: 'pk_<<pub>>',
    secretKey: '<<sec>>',
  },
  venues: ['Kino 1', 'Kino 2', 'Open Air'],
};
""",
        o=o,
        d=domain(rng, o),
        pub=alnum(rng, 32, "0123456789abcdef"),
        sec=sec,
    )
    return Out(f"boxoffice/{o}/server/config.{rng.randint(1, 99)}.js", text, sec, "")


@fmt(FAM, "dcp_delivery_aspera_sh_export_scp_pass")
def aspera_sh(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+")
    text = fill(
        """#!/bin/bash
# pull the festival DCPs from the distributor's transfer server
export ASPERA_SCP_PASS=<<pw>>
for dcp in "$@"; do
  ascp -P 33001 -l 300m -k 2 <<u>>@<<h>>:/outgoing/"$dcp" /mnt/dcp-ingest/
done
""",
        pw=pw,
        u=f"fest_{o.replace('-', '')}",
        h=host(rng, "xfer"),
    )
    return Out(f"tech/{o}/pull_dcps_{rng.randint(1, 99)}.sh", text, pw, "")


@fmt(FAM, "jury_portal_django_settings_email_host_password")
def django_py(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["jury.<<d>>"]

EMAIL_BACKEND = "django.core.mail.backends.smtp.EmailBackend"
EMAIL_HOST = "smtp.<<d>>"
EMAIL_PORT = 587
EMAIL_USE_TLS = True
EMAIL_HOST_USER = "jury@<<d>>"
EMAIL_HOST_PASSWORD = "<<pw>>"
DEFAULT_FROM_EMAIL = "Festival Jury <jury@<<d>>>"
""",
        d=domain(rng, o),
        pw=pw,
    )
    return Out(f"juryportal/{o}/settings/production_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "festival_guide_app_react_native_env_api_key")
def rn_env(rng):
    o = org(rng)
    key = "fg_live_" + alnum(rng, 32)
    text = fill(
        """APP_NAME=<<o>> Film Festival
API_URL=https://guide.<<d>>/api
FESTIVAL_API_KEY=<<key>>
MAP_STYLE=light
SENTRY_ENV=production
""",
        o=o,
        d=domain(rng, o),
        key=key,
    )
    return Out(
        f"guide-app/{o}/.env.{pick(rng, ('production', 'staging', 'release'))}{rng.randint(1, 99)}",
        text,
        key,
        "",
    )


@fmt(FAM, "indesign_catalogue_extendscript_jsx_ftp_password")
def indesign_jsx(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="#%&*+-_.?@^~=:,")
    text = fill(
        """// Exports the festival catalogue and uploads it to the printer
#target indesign
var doc = app.activeDocument;
var pdf = File(Folder.temp + "/catalogue_2025.pdf");
doc.exportFile(ExportFormat.PDF_TYPE, pdf, false, app.pdfExportPresets.itemByName("[PDF/X-4:2008]"));

var ftp = {
    host: "<<h>>",
    user: "<<u>>",
    pass: "<<pw>>",
    dir: "/in/<<o>>"
};
var cmd = 'curl -T "' + pdf.fsName + '" ftp://' + ftp.host + ftp.dir + '/ --user ' + ftp.user + ':' + ftp.pass;
app.doScript('do shell script "' + cmd + '"', ScriptLanguage.APPLESCRIPT_LANGUAGE);
""",
        h=host(rng, "ftp"),
        u=user(rng),
        pw=pw,
        o=o,
    )
    return Out(f"catalogue/{o}/ExportAndUpload_{rng.randint(1, 99)}.jsx", text, pw, "")


def _decode_http_basic(text: str) -> str:
    m = re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)", text)
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


@fmt(FAM, "accreditation_api_http_request_file_basic_auth", decode=_decode_http_basic)
def accred_http(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+")
    u = user(rng)
    basic = base64.b64encode(f"{u}:{pw}".encode()).decode()
    text = fill(
        """### press accreditations awaiting review
GET https://accreditation.<<d>>/api/requests?status=pending
Authorization: Basic <<basic>>
Accept: application/json

### approve one
POST https://accreditation.<<d>>/api/requests/<<rid>>/approve
Authorization: Basic <<basic>>
Content-Type: application/json

{"badge": "PRESS", "screenings": true}
""",
        d=domain(rng, o),
        basic=basic,
        rid=rng.randint(1000, 9999),
    )
    return Out(f"press/{o}/accreditation_{rng.randint(1, 99)}.http", text, pw, "")
