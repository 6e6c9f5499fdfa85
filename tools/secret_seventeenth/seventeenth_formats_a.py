"""Prepress, RIP and print-production workflow files."""
# ruff: noqa: E501

from seventeenth_corpus import (
    SYM_BARE,
    SYM_DQ,
    SYM_XML,
    Out,
    alnum,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    org,
    pick,
    user,
    words_pw,
)

FAM = "prepress_print_rip_workflows"


@fmt(FAM, "fiery_hot_folder_definition_xml_ftp_output_password")
def fiery_hot_folder(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    queue = pick(rng, ("Coated_A3", "Booklet_SRA3", "Uncoated_Proof", "Banner_Roll"))
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<HotFolder name="<<queue>>" version="3.2">
  <Input path="D:\\HotFolders\\<<queue>>\\In" pollSeconds="5"/>
  <JobProperties>
    <Property key="EFMediaType" value="Coated"/>
    <Property key="Duplex" value="TopTop"/>
    <Property key="EFColorMode" value="CMYK"/>
  </JobProperties>
  <Output mode="ftp" host="<<h>>" port="21" user="<<u>>" password="<<pw>>" remoteDir="/archive/<<queue>>" passive="true"/>
  <Archive keepDays="14"/>
</HotFolder>
""",
        queue=queue,
        h=host(rng, "ftp", o),
        u=f"fiery_{o.replace('-', '')}",
        pw=pw,
    )
    return Out(f"hotfolders/{o}/{queue}.hfx.xml", text, pw, "xml")


@fmt(FAM, "prinergy_connect_client_ini_sql_service_password")
def prinergy_ini(rng):
    o = org(rng)
    pw = gen_pw(rng)
    text = fill(
        """; Workflow client site settings - do not edit while the client is running
[Server]
PrimaryServer=<<h>>
JobArea=\\\\<<hs>>\\Jobs
RefineSequence=1up_Refine_Default

[Database]
Provider=SQLOLEDB
Server=<<h>>\\PRINERGY
Catalog=PrinergyJobs
User=prn_client
Password=<<pw>>

[Proofing]
Device=Epson_P9570_Contract
Profile=ISOcoated_v2_300
""",
        h=host(rng, "prn", o),
        hs=f"prn{rng.randint(1, 9):02d}",
        pw=pw,
    )
    return Out(f"Prinergy/{o}/ClientSite{rng.randint(1, 99)}.ini", text, pw)


@fmt(FAM, "switch_flow_script_element_js_approval_portal_key")
def switch_script(rng):
    o = org(rng)
    key = "apk_" + alnum(rng, 32)
    text = fill(
        """// Script element: posts the soft proof to the customer approval portal
var PORTAL_URL = "https://proof.<<o>>.de/api/v1/approvals";
var PORTAL_KEY = "<<key>>";

function jobArrived(s, job) {
    var http = new HTTP(HTTP.SSL);
    http.url = PORTAL_URL;
    http.addHeader("X-Portal-Key", PORTAL_KEY);
    http.setAttachedFile(job.getPath());
    http.timeOut = 300;
    http.post();
    while (!http.waitForFinished(3)) { job.log(LogLevel.Info, "uploading " + http.progress()); }
    job.sendToSingle(job.getPath());
}
""",
        o=o,
        key=key,
    )
    return Out(f"switch/{o}/scripts/PostToApproval_{rng.randint(1, 40)}.js", text, key, "")


@fmt(FAM, "automation_engine_ftp_access_point_properties_password")
def ae_access_point(rng):
    o = org(rng)
    pw = gen_pw(rng)
    text = fill(
        """# Access point for incoming customer artwork
accesspoint.name=<<o>>_artwork_in
accesspoint.type=FTP
accesspoint.ftp.host=<<h>>
accesspoint.ftp.port=21
accesspoint.ftp.user=<<u>>
accesspoint.ftp.password=<<pw>>
accesspoint.ftp.remotefolder=/outgoing/artwork
accesspoint.poll.interval=120
accesspoint.workflow=Preflight_and_Normalize
""",
        o=o,
        h=host(rng, "ftp"),
        u=user(rng),
        pw=pw,
    )
    return Out(f"ae/accesspoints/{o}_{rng.randint(1, 99)}.properties", text, pw, "")


@fmt(FAM, "xjdf_intent_ticket_xml_mis_callback_token")
def xjdf_ticket(rng):
    o = org(rng)
    tok = hexs(rng, 40)
    job = rng.randint(40000, 99999)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<XJDF xmlns="http://www.CIP4.org/JDFSchema_2_0" JobID="J<<job>>" Types="Product">
  <AuditPool>
    <AuditCreated>
      <Header AgentName="<<o>> MIS" AgentVersion="7.4" DeviceID="mis01" Time="2025-03-11T08:14:02+01:00"/>
    </AuditCreated>
  </AuditPool>
  <GeneralID IDUsage="MISCallbackURL" IDValue="https://mis.<<o>>.at/jmf/callback"/>
  <GeneralID IDUsage="MISCallbackToken" IDValue="<<tok>>"/>
  <ProductList>
    <Product Amount="2500" DescriptiveName="Annual report 48pp" ProductType="Book"/>
  </ProductList>
</XJDF>
""",
        o=o,
        tok=tok,
        job=job,
    )
    return Out(f"jdf/outgoing/J{job}.xjdf", text, tok, "xml")


@fmt(FAM, "preflight_batch_cmd_license_server_password_flag")
def preflight_bat(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_BARE)
    text = fill(
        """@echo off
rem nightly preflight of the catalogue pages before plating
set PF=C:\\Program Files\\PreflightCLI\\pfcli.exe
set IN=\\\\<<o>>-fs01\\prepress\\catalogue\\in
set OUT=\\\\<<o>>-fs01\\prepress\\catalogue\\checked

"%PF%" --license-server lic.<<o>>.nl:7400 --license-user prepress --license-password <<pw>> ^
    --profile "PDFX4_Sheetfed_Coated.ppp" --report-dir "%OUT%\\reports" "%IN%\\*.pdf"
if errorlevel 1 echo preflight failed >> "%OUT%\\preflight.log"
""",
        o=o,
        pw=pw,
    )
    return Out(f"scripts/{o}/preflight_nightly_{rng.randint(1, 9)}.cmd", text, pw, "")


@fmt(FAM, "web_to_print_storefront_yaml_smtp_relay_password")
def w2p_yaml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """storefront:
  name: "<<o>> print shop"
  currency: EUR
  default_paper: "170gsm silk"
  upload:
    max_mb: 500
    allowed: [pdf, tif, jpg]
mail:
  smtp_host: smtp.<<o>>.ie
  smtp_port: 587
  starttls: true
  username: orders@<<o>>.ie
  password: "<<pw>>"
  from: "Orders <orders@<<o>>.ie>"
""",
        o=o,
        pw=pw,
    )
    return Out(f"w2p/{o}/config/storefront.{rng.randint(1, 99)}.yml", text, pw)


@fmt(FAM, "soft_proof_notifier_python_module_bearer_const")
def proof_py(rng):
    o = org(rng)
    tok = "sp_live_" + alnum(rng, 36)
    text = fill(
        """import requests

PROOF_API = "https://api.softproof.<<o>>.se/v2"
PROOF_BEARER = "<<tok>>"


def notify(job_id: str, customer: str) -> None:
    r = requests.post(
        f"{PROOF_API}/jobs/{job_id}/notify",
        headers={"Authorization": f"Bearer {PROOF_BEARER}"},
        json={"customer": customer, "channel": "email"},
        timeout=20,
    )
    r.raise_for_status()
""",
        o=o,
        tok=tok,
    )
    return Out(f"tools/{o}/proof_notify_{rng.randint(1, 99)}.py", text, tok)


@fmt(FAM, "plate_room_operator_note_txt_ctp_console_login")
def ctp_note(rng):
    o = org(rng)
    pw = words_pw(rng)
    u = user(rng)
    text = fill(
        """CTP room - night shift notes
============================
- Plate processor chemistry changed 22:40, developer conductivity ok.
- Trendsetter queue stuck on job <<job>> (bad trap), re-RIPped from the Refine step.
- The console on the CTP PC logged out again. Login is <<u>> / <<pw>> (Anna set it last week,
  please don't change it before the service visit).
- 4 plates remade for press 3, reason logged in MIS.
""",
        job=rng.randint(10000, 99999),
        u=u,
        pw=pw,
    )
    return Out(f"shared/{o}/ctp_notes_{rng.randint(1, 31):02d}.txt", text, pw, "")
