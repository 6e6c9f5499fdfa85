"""Hyperbaric and wound-care clinics: chamber monitors, wound photo apps, fax relays."""
# ruff: noqa: E501

from eighteenth_corpus import (
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
    uuid4,
    words_pw,
)

FAM = "hyperbaric_wound_care_clinics"


@fmt(FAM, "hyperbaric_chamber_monitor_ini_historian_password")
def _chamber(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[chamber]
type=monoplace
count=<<n>>
max_ata=3.0

[historian]
server=<<h>>
database=hbot_runs
login=hbot_writer
password=<<pw>>
""",
        n=rng.randint(1, 4),
        h=host(rng, "sql"),
        pw=pw,
    )
    return Out(f"clinic/{o}/chamber-monitor{rng.randint(1, 20)}.ini", text, pw)


@fmt(FAM, "wound_photo_app_json_ehr_oauth_client_secret")
def _photo(rng):
    o = org(rng)
    sec = alnum(rng, 48)
    text = fill(
        """{"clinic": "<<o>>", "ehr": {"fhirBase": "https://fhir.<<dom>>/r4", "clientId": "<<cid>>", "clientSecret": "<<sec>>", "scope": "system/Media.write"},
 "measure": {"calibrationSticker": true}}
""",
        o=o,
        dom=domain(rng),
        cid=uuid4(rng),
        sec=sec,
    )
    return Out(f"woundapp/{o}/config{rng.randint(1, 30)}.json", text, sec)


@fmt(FAM, "hbot_treatment_export_python_pyodbc_connection_pwd")
def _export(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="!*+-_.?^~")
    text = fill(
        """import pyodbc

CONN = "DRIVER={ODBC Driver 18 for SQL Server};SERVER=<<h>>;DATABASE=hbot;UID=export;PWD=<<pw>>;Encrypt=yes"

with pyodbc.connect(CONN) as cn:
    rows = cn.execute("SELECT patient_mrn, dive_no, ata, minutes FROM treatments WHERE dt >= ?", "2025-01-01").fetchall()
""",
        h=host(rng, "sql"),
        pw=pw,
    )
    return Out(f"{o}/exports/treatments{rng.randint(1, 30)}.py", text, pw)


@fmt(FAM, "wound_care_fax_relay_yaml_efax_api_key")
def _fax(rng):
    o = org(rng)
    key = "efx_" + alnum(rng, 40)
    text = fill(
        """relay:
  inbound_dir: /srv/fax/in
  route_referrals_to: intake@<<dom>>
efax:
  account: "<<acct>>"
  api_key: <<key>>
""",
        dom=domain(rng),
        acct=rng.randint(10**9, 10**10 - 1),
        key=key,
    )
    return Out(f"{o}/fax/relay{rng.randint(1, 20)}.yaml", text, key)


@fmt(FAM, "chamber_oxygen_analyzer_gateway_xml_password")
def _o2(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0"?>
<gateway name="o2-analyzer-<<n>>">
  <alarm o2MaxPercent="23.5"/>
  <uplink url="https://<<h>>/o2" username="analyzer" password="<<pw>>"/>
</gateway>
""",
        n=rng.randint(1, 9),
        h=host(rng, "mon"),
        pw=pw,
    )
    return Out(f"clinic/{o}/o2gateway{rng.randint(1, 20)}.xml", text, pw)


@fmt(FAM, "hyperbaric_safety_checklist_md_alarm_panel_login")
def _check(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """# Daily chamber safety checklist - <<o>>

- [ ] O2 analyzer calibrated (21% room air)
- [ ] Grounding wrist strap tested
- [ ] Patient cotton gown, no lotions / devices
- [ ] Alarm panel self-test. Panel login is `safety` / `<<pw>>` if it locks after the test.
""",
        o=o,
        pw=pw,
    )
    return Out(f"clinic/{o}/checklists/daily-{rng.randint(1, 200)}.md", text, pw, "")
