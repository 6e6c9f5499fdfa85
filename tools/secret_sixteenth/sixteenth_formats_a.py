"""Family funeral_cemetery_records: funeral-home CRMs, obituary feeds, cemetery plot systems."""

from __future__ import annotations

import json
import random

from sixteenth_corpus import (
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    ip,
    org,
    user,
    uuid4,
    words_pw,
)

FAM = "funeral_cemetery_records"


@fmt(FAM, "passare_case_sync_python_module_api_key_const")
def passare_py(rng: random.Random) -> Out:
    key = alnum(rng, 40)
    o = org(rng)
    text = fill(
        '''"""Nightly pull of new cases from Passare into the <<o>> website obituary list."""

import requests

PASSARE_BASE = "https://api.passare.com/v1"
PASSARE_API_KEY = "<<key>>"
FUNERAL_HOME_ID = <<fh>>


def new_cases(since: str) -> list[dict]:
    r = requests.get(
        f"{PASSARE_BASE}/funeral_homes/{FUNERAL_HOME_ID}/cases",
        params={"updated_since": since, "status": "arranged"},
        headers={"Authorization": f"Token {PASSARE_API_KEY}"},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["cases"]
''',
        o=o,
        key=key,
        fh=rng.randint(100, 9999),
    )
    return Out(f"{o}-obits/sync/passare_pull.py", text, key)


@fmt(FAM, "frontrunner_obituary_feed_wordpress_plugin_define_feed_key")
def frontrunner_php(rng: random.Random) -> Out:
    key = hexs(rng, 32)
    o = org(rng)
    text = fill(
        """<?php
/**
 * Plugin Name: <<o>> Tribute Wall
 * Description: Pulls obituaries and guestbook entries from the FrontRunner tribute feed.
 */
if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

define( 'FR_TRIBUTE_FEED_URL', 'https://feeds.frontrunnerpro.com/tributes/<<site>>' );
define( 'FR_TRIBUTE_FEED_KEY', '<<key>>' );
define( 'FR_TRIBUTE_CACHE_MINUTES', 20 );

function fr_tribute_fetch() {
	$url = FR_TRIBUTE_FEED_URL . '?format=json&key=' . FR_TRIBUTE_FEED_KEY;
	$res = wp_remote_get( $url, array( 'timeout' => 15 ) );
	return json_decode( wp_remote_retrieve_body( $res ), true );
}
""",
        o=o.title(),
        key=key,
        site=rng.randint(1000, 99999),
    )
    return Out(f"wp-content/plugins/{o}-tribute-wall/tribute-wall.php", text, key, "")


@fmt(FAM, "plotbox_cemetery_records_sync_yaml_client_secret")
def plotbox_yaml(rng: random.Random) -> Out:
    sec = alnum(rng, 48)
    o = org(rng)
    text = fill(
        """# Burial register -> PlotBox sync (runs on the parish office PC)
plotbox:
  tenant: "<<o>>-cemeteries"
  auth_url: "https://auth.plotbox.io/oauth/token"
  client_id: "<<cid>>"
  client_secret: "<<sec>>"
  scopes: [records.read, records.write, maps.read]
sections:
  - code: "OLD-A"
    rows: 24
  - code: "LAWN-3"
    rows: 40
schedule: "0 2 * * *"
""",
        o=o,
        cid=uuid4(rng),
        sec=sec,
    )
    return Out(f"{o}/plotbox-sync/config.yaml", text, sec)


@fmt(FAM, "srs_funeral_office_odbc_ini_dsn_pwd_line")
def srs_odbc(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """[ODBC Data Sources]
SRSFuneral=ODBC Driver 17 for SQL Server

[SRSFuneral]
Driver=ODBC Driver 17 for SQL Server
Description=SRS Computing funeral office database (<<o>>)
Server=<<ip>>\\SRSSQL
Database=SRSFuneral
UID=srs_reports
PWD=<<pw>>
TrustServerCertificate=yes
""",
        o=o,
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"{o}/odbc/odbc.ini", text, pw, "ini")


@fmt(FAM, "cremation_retort_logger_settings_xml_ftp_password_attribute")
def retort_xml(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML)
    o = org(rng)
    text = fill(
        """<?xml version="1.0" encoding="utf-8"?>
<RetortLogger version="3.2">
  <Unit id="<<unit>>" model="PowerPak II" site="<<o>> crematorium"/>
  <Sampling intervalSeconds="10" channels="T1,T2,T3,O2,Opacity"/>
  <Upload enabled="true" protocol="ftp" host="<<h>>" port="21"
          user="retort<<unit>>" password="<<pw>>" remoteDir="/emissions/<<unit>>"/>
  <Alarms opacityPercent="20" minChamberC="850"/>
</RetortLogger>
""",
        unit=rng.randint(1, 9),
        o=o,
        h=host(rng, "ftp"),
        pw=pw,
    )
    return Out(f"{o}/RetortLogger/settings.xml", text, pw)


@fmt(FAM, "burial_register_access_vba_module_jet_database_password")
def burial_vba(rng: random.Random) -> Out:
    pw = gen_pw(rng, 12, sym="!@*+-_.?^~#")
    o = org(rng)
    text = fill(
        """Attribute VB_Name = "modBurialRegister"
Option Compare Database
Option Explicit

' Opens the old burial register (<<o>> parish) that lives on the office share.
Public Function OpenRegister() As DAO.Database
    Dim path As String
    path = "\\\\<<srv>>\\parish\\Burials_1891_2004.mdb"
    Set OpenRegister = DBEngine.OpenDatabase(path, False, False, "MS Access;PWD=<<pw>>")
End Function

Public Function GravesInSection(ByVal section As String) As Long
    Dim rs As DAO.Recordset
    Set rs = OpenRegister().OpenRecordset( _
        "SELECT COUNT(*) FROM Graves WHERE Section='" & section & "'")
    GravesInSection = rs.Fields(0).Value
End Function
""",
        o=o,
        srv=f"parish-{rng.randint(1, 9)}",
        pw=pw,
    )
    return Out(f"{o}/register/modBurialRegister{rng.randint(1, 99)}.bas", text, pw, "")


@fmt(FAM, "tribute_video_uploader_node_script_bearer_token_const")
def tribute_js(rng: random.Random) -> Out:
    tok = "tvu_" + alnum(rng, 36)
    o = org(rng)
    text = fill(
        """// Uploads the rendered tribute slideshow to the memorial streaming host.
const fs = require("fs");
const path = require("path");

const HOST = "https://upload.<<dom>>/api/v2";
const UPLOAD_TOKEN = "<<tok>>";

async function uploadTribute(file, caseNumber) {
  const body = fs.readFileSync(file);
  const res = await fetch(`${HOST}/tributes/${caseNumber}/video`, {
    method: "PUT",
    headers: {
      Authorization: `Bearer ${UPLOAD_TOKEN}`,
      "Content-Type": "video/mp4",
      "X-Filename": path.basename(file),
    },
    body,
  });
  if (!res.ok) throw new Error(`upload failed: ${res.status}`);
}

module.exports = { uploadTribute };
""",
        dom=domain(rng),
        tok=tok,
    )
    return Out(f"{o}-tributes/scripts/upload-tribute.js", text, tok, "")


@fmt(FAM, "funeral_home_arrangement_tablet_json_settings_staff_pin_password")
def arrangement_json(rng: random.Random) -> Out:
    pw = words_pw(rng)
    o = org(rng)
    data = {
        "device": f"arrangement-tablet-{rng.randint(1, 12)}",
        "location": f"{o} chapel",
        "catalogue": {"caskets": True, "urns": True, "stationery": True},
        "backOffice": {
            "url": f"https://{host(rng, 'crm')}/api",
            "staffLogin": user(rng, "dot"),
            "staffPassword": pw,
        },
        "idleLockMinutes": 5,
    }
    return Out(f"{o}/tablet/settings.json", json.dumps(data, indent=2) + "\n", pw)
