"""Rope access and work at height: logbooks, anchor inspections, equipment registers, permits."""
# ruff: noqa: E501

from eighteenth_corpus import (
    SYM_DQ,
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
    org,
    pick,
    user,
    words_pw,
)

FAM = "rope_access_work_at_height"


@fmt(FAM, "rope_logbook_app_sync_json_cloud_api_key")
def _log(rng):
    o = org(rng)
    key = "ral_" + alnum(rng, 36)
    text = fill(
        """{
  "technician": "<<u>>",
  "level": <<lvl>>,
  "sync": {"url": "https://logbook.<<dom>>/api", "apiKey": "<<key>>"},
  "hoursUnsigned": <<h>>
}
""",
        u=user(rng, "dot"),
        lvl=rng.randint(1, 3),
        dom=domain(rng),
        key=key,
        h=rng.randint(0, 120),
    )
    return Out(f"logbook/{o}/settings{rng.randint(1, 40)}.json", text, key)


@fmt(FAM, "anchor_inspection_report_python_smtp_login_positional")
def _anchor(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """import smtplib
from email.message import EmailMessage


def send_report(pdf_path, to_addr):
    msg = EmailMessage()
    msg["Subject"] = "Anchor inspection (EN 795) - roof level"
    msg["From"] = "inspections@<<dom>>"
    msg["To"] = to_addr
    with open(pdf_path, "rb") as f:
        msg.add_attachment(f.read(), maintype="application", subtype="pdf", filename="anchors.pdf")
    with smtplib.SMTP("<<h>>", 587) as s:
        s.starttls()
        s.login("inspections@<<dom>>", "<<pw>>")
        s.send_message(msg)
""",
        dom=domain(rng),
        h=host(rng, "smtp"),
        pw=pw,
    )
    return Out(f"{o}/reports/send_anchor_report{rng.randint(1, 30)}.py", text, pw)


@fmt(FAM, "height_safety_equipment_register_ini_db_password")
def _reg(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[register]
loler_interval_months=6
quarantine_location=Van 2 red bag

[database]
driver=mysql
host=<<h>>
name=kit_register
user=kit
pass=<<pw>>
""",
        h=host(rng, "db"),
        pw=pw,
    )
    return Out(f"{o}/kit-register/config{rng.randint(1, 20)}.ini", text, pw)


@fmt(FAM, "facade_drone_inspection_yaml_upload_secret_key")
def _drone(rng):
    o = org(rng)
    sec = alnum(rng, 40)
    text = fill(
        """job: facade-<<n>>
client: <<o>>
capture:
  overlap: 0.8
  standoff_m: 6
upload:
  endpoint: https://s3.<<tld>>-west.<<dom>>
  bucket: <<o>>-facades
  access_key: <<ak>>
  secret_key: <<sec>>
""",
        n=rng.randint(100, 999),
        o=o,
        tld=pick(rng, ("eu", "nl", "fr")),
        dom=domain(rng),
        ak=alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
        sec=sec,
    )
    return Out(f"jobs/{o}/facade-{rng.randint(100, 999)}.yaml", text, sec)


@fmt(FAM, "windfarm_blade_access_permit_xml_portal_password")
def _wind(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<PermitClient>
  <Site name="<<site>> Wind Farm" turbines="<<t>>"/>
  <Portal url="https://permits.<<dom>>/ptw" user="<<u>>" password="<<pw>>"/>
  <Rescue kit="blade-rescue-2" standbyMinutes="<<m>>"/>
</PermitClient>
""",
        site=pick(rng, ("Kilbride", "Hornsea", "Westermost")),
        t=rng.randint(10, 90),
        dom=domain(rng),
        u=user(rng),
        pw=pw,
        m=pick(rng, (15, 20, 30)),
    )
    return Out(f"{o}/blades/permit-client{rng.randint(1, 30)}.xml", text, pw)


@fmt(FAM, "irata_cert_check_sh_curl_header_api_key")
def _irata(rng):
    o = org(rng)
    key = hexs(rng, 48)
    text = fill(
        """#!/bin/bash
# check every tech on tomorrow's roster still has a valid card
while read -r cert; do
  curl -sf -H "X-Api-Key: <<key>>" "https://certs.<<dom>>/api/verify/$cert" | jq -r '.name + " " + .expires'
done < roster/tomorrow.txt
""",
        key=key,
        dom=domain(rng),
    )
    return Out(f"{o}/bin/check_certs{rng.randint(1, 40)}.sh", text, key, "")


@fmt(FAM, "rope_team_site_briefing_md_gate_code_and_login")
def _brief(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """# Site briefing - <<site>> tower, <<o>>

- Supervisor: L3 on site all day, rescue kit at roof hatch
- Exclusion zone at street level, banksman from 07:30
- Roof access: building management system login to lock out the BMU cradle:
  user `ropeaccess`, pw `<<pw>>` (log out after!)
- Weather stop: gusts over 20 m/s at roof level
""",
        site=pick(rng, ("Quay", "Meridian", "Beacon")),
        o=o,
        pw=pw,
    )
    return Out(f"briefings/{o}/site-{rng.randint(1, 300)}.md", text, pw, "")
