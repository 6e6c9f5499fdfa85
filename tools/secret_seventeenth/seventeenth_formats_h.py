"""Hospital biomedical / clinical engineering device-fleet files."""
# ruff: noqa: E501

from seventeenth_corpus import (
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    org,
    words_pw,
)

FAM = "hospital_biomed_device_fleet"


@fmt(FAM, "infusion_drug_library_server_xml_datasource_password")
def dl_xml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<DrugLibraryServer site="<<o>>" version="9.3">
  <DataSource name="DLS" driver="com.microsoft.sqlserver.jdbc.SQLServerDriver"
              url="jdbc:sqlserver://<<h>>:1433;databaseName=DrugLibrary;encrypt=true"
              user="dls_app" password="<<pw>>" maxPool="20"/>
  <PumpComms port="51243" tls="true"/>
  <CareAreas>
    <CareArea id="ICU" maxConcentrationCheck="hard"/>
    <CareArea id="PICU" maxConcentrationCheck="hard"/>
    <CareArea id="ONC" maxConcentrationCheck="soft"/>
  </CareAreas>
</DrugLibraryServer>
""",
        o=o,
        h=host(rng, "sql", o),
        pw=pw,
    )
    return Out(f"biomed/{o}/dls/server_{rng.randint(1, 99)}.xml", text, pw)


@fmt(FAM, "biomed_cmms_work_order_bridge_yaml_client_secret")
def cmms_yaml(rng):
    o = org(rng)
    sec = alnum(rng, 44)
    text = fill(
        """cmms:
  base_url: https://cmms.<<d>>/api/v4
  client_id: biomed-bridge
  client_secret: "<<sec>>"
  site_code: "<<site>>"
work_orders:
  default_priority: 3
  pm_lookahead_days: 30
  asset_classes: [infusion_pump, defibrillator, ventilator, patient_monitor]
""",
        d=domain(rng, o),
        sec=sec,
        site=f"H{rng.randint(10, 99)}",
    )
    return Out(f"biomed/{o}/bridge/cmms_{rng.randint(1, 99)}.yaml", text, sec)


@fmt(FAM, "central_station_gateway_ini_service_account_password")
def cs_ini(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[Gateway]
Name=CSGW-<<n>>
Units=ICU-A,ICU-B,StepDown
OutboundPort=2575

[ServiceAccount]
Domain=<<dom>>
User=svc_csgw
Password=<<pw>>

[Alarms]
ForwardToPaging=1
PagingHost=<<ph>>
""",
        n=rng.randint(1, 20),
        dom=o.replace("-", "").upper()[:12],
        pw=pw,
        ph=host(rng, "page", o),
    )
    return Out(f"biomed/{o}/csgw/gateway_{rng.randint(1, 99)}.ini", text, pw)


@fmt(FAM, "ventilator_fleet_wpa_supplicant_eap_password")
def wpa(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="#%&*+-_.?@^~=:,")
    text = fill(
        """ctrl_interface=/var/run/wpa_supplicant
update_config=0
country=DE

network={
	ssid="<<ssid>>"
	key_mgmt=WPA-EAP
	eap=PEAP
	identity="<<ident>>"
	password="<<pw>>"
	phase2="auth=MSCHAPV2"
	ca_cert="/etc/certs/hospital-root.pem"
}
""",
        ssid=f"MED-DEVICES-{o.upper()[:6]}",
        ident=f"vent-fleet@{domain(rng, o)}",
        pw=pw,
    )
    return Out(f"biomed/{o}/vent{rng.randint(100, 999)}/wpa_supplicant.conf", text, pw, "")


@fmt(FAM, "safety_analyzer_upload_python_api_token_const")
def analyzer_py(rng):
    o = org(rng)
    tok = "esa_" + alnum(rng, 40)
    text = fill(
        """\"\"\"Push electrical-safety test results from the analyzer's CSV export to the CMMS.\"\"\"
import csv
import sys

import requests

CMMS_URL = "https://cmms.<<d>>/api/v4/inspections"
CMMS_TOKEN = "<<tok>>"

for row in csv.DictReader(open(sys.argv[1], newline="")):
    requests.post(
        CMMS_URL,
        headers={"Authorization": "Bearer " + CMMS_TOKEN},
        json={"asset": row["Asset"], "earth_ohm": row["PE Resistance"], "result": row["Result"]},
        timeout=30,
    )
""",
        d=domain(rng, o),
        tok=tok,
    )
    return Out(f"biomed/{o}/tools/esa_upload_{rng.randint(1, 99)}.py", text, tok)


@fmt(FAM, "sterilizer_cycle_logger_properties_ftp_password")
def steril_props(rng):
    o = org(rng)
    pw = gen_pw(rng)
    text = fill(
        """# CSSD autoclave cycle record export
logger.autoclaves=AC1,AC2,AC3
logger.format=pdf+csv
export.ftp.host=<<h>>
export.ftp.user=cssd
export.ftp.password=<<pw>>
export.ftp.dir=/cycles/<<o>>
export.retain.days=3650
""",
        h=host(rng, "ftp", o),
        pw=pw,
        o=o,
    )
    return Out(f"cssd/{o}/cyclelogger_{rng.randint(1, 99)}.properties", text, pw, "")


@fmt(FAM, "medical_gas_alarm_snmpd_conf_usm_auth_passphrase")
def snmpd(rng):
    o = org(rng)
    auth = gen_pw(rng, sym="-_.@+")
    priv = gen_pw(rng, sym="-_.@+")
    text = fill(
        """# medical gas area alarm panel gateway
sysLocation    Plant room <<room>>, <<o>>
sysContact     biomed@<<d>>
createUser medgasmon SHA "<<auth>>" AES "<<priv>>"
rouser medgasmon priv
trap2sink <<h>>
""",
        room=f"B{rng.randint(1, 3)}.{rng.randint(10, 99)}",
        o=o,
        d=domain(rng, o),
        auth=auth,
        priv=priv,
        h=host(rng, "nms", o),
    )
    return Out(f"biomed/{o}/medgas/snmpd_{rng.randint(1, 99)}.conf", text, auth, "")


@fmt(FAM, "biomed_runbook_markdown_vendor_service_portal_login")
def runbook_md(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """# Defibrillator fleet - quarterly checks

1. Export the device event logs with the vendor service tool (USB key in drawer 3).
2. Log in to the vendor service portal: https://service.<<d>>
   - account: `biomed.<<o>>`
   - password: `<<pw>>`
3. Upload the logs, download the readiness report, attach it to the PM work order.

> Battery replacements are ordered through purchasing, not the portal.
""",
        d=domain(rng),
        o=o.replace("-", ""),
        pw=pw,
    )
    return Out(f"wiki/{o}/biomed/defib_quarterly_{rng.randint(1, 99)}.md", text, pw, "")
