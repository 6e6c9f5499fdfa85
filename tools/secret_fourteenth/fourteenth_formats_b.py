"""Medical imaging research nodes: DICOM archives, DICOMweb viewers and imaging data platforms."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import random

from fourteenth_corpus import (
    SYM_DQ,
    SYM_INI,
    SYM_SQ,
    SYM_URL,
    Out,
    alnum,
    fmt,
    gen_pw,
    host,
    pick,
    user,
    words_pw,
)

FAM = "dicom_imaging_research_nodes"


@fmt(FAM, "dcm4chee_arc_compose_ldap_rootpass_environment")
def dcm4chee(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    text = f"""services:
  ldap:
    image: dcm4che/slapd-dcm4chee:2.6.6-33.0
    environment:
      STORAGE_DIR: /storage/fs1
      LDAP_ROOTPASS: {pw}
      LDAP_CONFIGPASS: {pw}
    volumes:
      - /var/local/dcm4chee-arc/ldap:/var/lib/openldap/openldap-data
  arc:
    image: dcm4che/dcm4chee-arc-psql:5.33.0
    environment:
      POSTGRES_DB: pacsdb
      POSTGRES_USER: pacs
      WILDFLY_CHOWN: /storage
    depends_on:
      - ldap
"""
    return Out(
        pick(rng, ("docker-compose.yml", "dcm4chee/docker-compose.yml", "pacs/compose.yaml")),
        text,
        pw,
    )


@fmt(FAM, "conquest_dicom_ini_sqlserver_password_line")
def conquest(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI.replace("@", ""))
    text = f"""# This file contains configuration information for the DICOM server
[sscscp]
MicroPACS                = sscscp
Edition                  = Personal

# Network configuration: server name and TCP/IP port#
MyACRNema                = CONQUESTSRV1
TCPPort                  = 5678

# Reference to other files: known dicom servers; database layout; sops
ACRNemaMap               = acrnema.map
kFactorFile              = dicom.sql
SOPClassList             = dgatesop.lst

# Host, database, username and password for database
SQLHost                  = {pick(rng, ("localhost", "127.0.0.1", host(rng, "db")))}
SQLServer                = conquest
Username                 = {pick(rng, ("conquest", "pacs", "root"))}
Password                 = {pw}
MySQL                    = 1
DoubleBackSlashToDB      = 1
"""
    return Out(
        pick(rng, ("dicom.ini", "conquest/dicom.ini", "dicomserver/dicom.ini")), text, pw, ""
    )


@fmt(FAM, "ohif_app_config_js_dicomweb_request_options_auth")
def ohif(rng: random.Random) -> Out:
    u = user(rng)
    pw = gen_pw(rng, sym=SYM_SQ.replace(":", ""))
    h = host(rng, "pacs")
    text = f"""window.config = {{
  routerBasename: '/',
  showStudyList: true,
  dataSources: [
    {{
      namespace: '@ohif/extension-default.dataSourcesModule.dicomweb',
      sourceName: 'dicomweb',
      configuration: {{
        friendlyName: 'Research PACS',
        name: 'orthanc',
        wadoUriRoot: 'https://{h}/wado',
        qidoRoot: 'https://{h}/dicom-web',
        wadoRoot: 'https://{h}/dicom-web',
        qidoSupportsIncludeField: false,
        imageRendering: 'wadors',
        thumbnailRendering: 'wadors',
        requestOptions: {{
          auth: '{u}:{pw}',
        }},
      }},
    }},
  ],
  defaultDataSourceName: 'dicomweb',
}};
"""
    return Out(
        pick(
            rng,
            (
                "platform/app/public/config/local.js",
                "public/config/default.js",
                "viewer/app-config.js",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "dicomweb_client_requests_session_basic_auth_tuple")
def dicomweb_client(rng: random.Random) -> Out:
    u = user(rng, "svc")
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f'''from dicomweb_client.api import DICOMwebClient
from dicomweb_client.session_utils import create_session_from_auth
from requests.auth import HTTPBasicAuth

auth = HTTPBasicAuth("{u}", "{pw}")
session = create_session_from_auth(auth)
client = DICOMwebClient(url="https://{host(rng, "pacs")}/dcm4chee-arc/aets/DCM4CHEE/rs", session=session)
studies = client.search_for_studies(search_filters={{"PatientID": "ANON0042"}})
'''
    return Out(
        pick(rng, ("pull_studies.py", "etl/dicomweb_pull.py", "scripts/qido_search.py")), text, pw
    )


@fmt(FAM, "flywheel_sdk_client_site_colon_api_key_string")
def flywheel(rng: random.Random) -> Out:
    site = pick(rng, ("upenn", "stanford", "uclouvain", "ki", "charite")) + ".flywheel.io"
    key = alnum(rng, 28)
    full = f"{site}:{key}"
    text = f"""import flywheel

fw = flywheel.Client('{full}')
project = fw.lookup('neuro/{pick(rng, ("rest-fmri", "dti-cohort", "pet-amyloid"))}')
for session in project.sessions():
    print(session.label, len(session.acquisitions()))
"""
    return Out(pick(rng, ("fw_sessions.py", "flywheel/list_sessions.py", "curate.py")), text, key)


@fmt(FAM, "kheops_album_token_bearer_curl_studies")
def kheops(rng: random.Random) -> Out:
    tok = alnum(rng, 22)
    text = f"""# export all studies of the shared teaching album
curl -sS -H "Authorization: Bearer {tok}" \\
  "https://demo.kheops.online/api/studies?album={alnum(rng, 10)}" -o album_studies.json
"""
    return Out(
        pick(rng, ("kheops_export.sh", "notes/kheops.txt", "bin/album_dump.sh")), text, tok, ""
    )


@fmt(FAM, "openrem_local_settings_py_databases_password")
def openrem(rng: random.Random) -> Out:
    pw = words_pw(rng)
    text = f"""# OpenREM local settings
DATABASES = {{
    "default": {{
        "ENGINE": "django.db.backends.postgresql_psycopg2",
        "NAME": "openremdb",
        "USER": "openremuser",
        "PASSWORD": "{pw}",
        "HOST": "",
        "PORT": "",
    }}
}}
MEDIA_ROOT = "D:/openrem/media/"
LOG_ROOT = "D:/openrem/logs/"
ALLOWED_HOSTS = ["{host(rng, "openrem")}"]
"""
    return Out(
        pick(
            rng,
            (
                "openrem/openremproject/local_settings.py",
                "openremproject/local_settings.py",
                "local_settings.py",
            ),
        ),
        text,
        pw,
    )


def _dec_basic(text: str) -> str:
    line = next(ln for ln in text.splitlines() if "Basic " in ln)
    val = line.split("Basic ", 1)[1].split()[0].strip("'\"")
    return base64.b64decode(val).decode().split(":", 1)[1]


@fmt(FAM, "stowrs_upload_curl_basic_header_base64_user_pass", decode=_dec_basic)
def stowrs(rng: random.Random) -> Out:
    u = user(rng)
    pw = gen_pw(rng, sym=SYM_URL)
    enc = base64.b64encode(f"{u}:{pw}".encode()).decode()
    text = f"""#!/bin/bash
# push anonymised series to the research archive (STOW-RS)
for f in out/*.dcm; do
  curl -s -X POST "https://{host(rng, "pacs")}/dicom-web/studies" \\
    -H 'Authorization: Basic {enc}' \\
    -H 'Content-Type: multipart/related; type="application/dicom"' \\
    -F "file=@$f;type=application/dicom"
done
"""
    return Out(pick(rng, ("stow_upload.sh", "bin/stow.sh", "anon/push_series.sh")), text, pw, "")
