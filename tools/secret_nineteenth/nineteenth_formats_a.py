"""Wastewater treatment plants and their labs: LIMS imports, clarifier sensors, permit uploads,
lift-station RTUs, autosamplers, operator round sheets, analyzer gateways, BOD loggers."""

from nineteenth_corpus import (
    SYM_DQ,
    SYM_INI,
    SYM_JSON,
    SYM_SQ,
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
    pick,
    user,
    words_pw,
)

FAM = "wastewater_treatment_lab_scada"


@fmt(FAM, "ww_lims_instrument_import_ini_odbc_password")
def _lims(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """; LabWorks instrument import - ICP-OES and TOC analyzers
[General]
Plant=<<o>> WWTP
ImportFolder=D:\\LIMS\\Import\\<<inst>>
PollSeconds=60

[ODBC]
Driver=SQL Server Native Client 11.0
Server=<<h>>\\LIMS
Database=LabWorks
UID=lims_import
Password=<<pw>>
Encrypt=no

[Mapping]
NH3-N=AMMONIA
TP=PHOSPHORUS_TOTAL
TSS=SOLIDS_SUSP
""",
        o=o,
        inst=pick(rng, ("ICP", "TOC", "IC", "DA")),
        h=host(rng, "lims", o),
        pw=pw,
    )
    return Out(f"C:/ProgramData/LabWorks/{o}/instrument_import.ini", text, pw)


@fmt(FAM, "ww_clarifier_sludge_blanket_sensor_json_cloud_key")
def _clar(rng):
    key = "sbk_" + alnum(rng, 36)
    n = rng.randint(1, 6)
    text = fill(
        """{
  "device": "sludge-blanket-<<n>>",
  "clarifier": "secondary-<<n>>",
  "ultrasonic": {"range_m": 4.5, "gain_db": 18, "blanket_threshold": 0.35},
  "upload": {
    "endpoint": "https://telemetry.<<d>>/v2/clarifiers/readings",
    "interval_s": 300,
    "api_key": "<<key>>"
  },
  "alarms": {"blanket_high_m": 1.8, "blanket_hh_m": 2.2}
}
""",
        n=n,
        d=domain(rng),
        key=key,
    )
    return Out(f"sensors/clarifier{n}/sbl_{rng.randint(100, 999)}.json", text, key)


@fmt(FAM, "ww_discharge_permit_dmr_upload_python_portal_login")
def _dmr(rng):
    pw = gen_pw(rng, sym=SYM_DQ)
    u = user(rng, "dot")
    text = fill(
        '''"""Monthly DMR upload to the state discharge-monitoring portal."""
import csv
import requests

PORTAL = "https://dmr.<<d>>/api"
PERMIT = "<<permit>>"


def login(session):
    r = session.post(PORTAL + "/auth", data={"username": "<<u>>", "password": "<<pw>>"})
    r.raise_for_status()
    return r.json()["session"]


def upload(path):
    s = requests.Session()
    sid = login(s)
    with open(path, newline="") as fh:
        rows = list(csv.DictReader(fh))
    s.post(PORTAL + "/dmr/" + PERMIT, json={"rows": rows}, headers={"X-Session": sid})


if __name__ == "__main__":
    upload("dmr_month.csv")
''',
        d=domain(rng),
        permit=f"{pick(rng, ('NPDES', 'SPDES', 'WPDES'))}-{rng.randint(10000, 99999)}",
        u=u,
        pw=pw,
    )
    return Out(f"scripts/dmr_upload_{rng.randint(2019, 2026)}.py", text, pw)


@fmt(FAM, "ww_lift_station_rtu_dnp3_xml_web_password")
def _rtu(rng):
    pw = gen_pw(rng, sym=SYM_XML)
    n = rng.randint(1, 40)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<RtuConfig model="LS-400" station="LS<<n>>">
  <Dnp3 outstation="<<n>>" master="1" port="20000"/>
  <Pumps count="2" leadLagAlternate="true"/>
  <WetWell startLevel="2.4" stopLevel="0.9" highAlarm="3.6"/>
  <WebServer enabled="true" port="443">
    <Account name="admin" password="<<pw>>" role="full"/>
  </WebServer>
  <Master address="<<ip>>"/>
</RtuConfig>
""",
        n=n,
        pw=pw,
        ip=ip(rng),
    )
    return Out(f"rtu/lift_station_{n:02d}.xml", text, pw)


@fmt(FAM, "ww_autosampler_modem_yaml_apn_password")
def _samp(rng):
    pw = gen_pw(rng, sym=SYM_SQ)
    o = org(rng)
    text = fill(
        """# composite autosampler - influent / effluent
sampler:
  id: AS-<<n>>
  location: <<loc>>
  mode: flow_paced
  pulses_per_sample: 40
  bottles: 24
modem:
  apn: m2m.<<o>>.net
  apn_user: sampler
  apn_password: '<<pw>>'
  sms_alerts: ["+44770090<<tail>>"]
""",
        n=rng.randint(1, 12),
        loc=pick(rng, ("influent", "effluent", "primary_effluent")),
        o=o,
        pw=pw,
        tail=rng.randint(1000, 9999),
    )
    return Out(f"samplers/{o}/as{rng.randint(1, 99)}.yaml", text, pw)


@fmt(FAM, "ww_operator_round_sheet_txt_hmi_login")
def _round(rng):
    pw = words_pw(rng)
    f = user(rng)
    text = fill(
        """NIGHT ROUND SHEET  <<date>>
Operator: <<f>>

02:00  Aeration basin 2 DO 1.9 mg/L - blower 3 trimmed
02:15  RAS pump 1 running, 2 on standby
03:40  UV channel B lamp fault cleared
04:10  Headworks screen washed

Relief op: HMI at the control room was locked out, login is ops / <<pw>>
(Wonderware station 2). Please change when IT sets up your own account.
""",
        date=f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        f=f,
        pw=pw,
    )
    return Out(f"rounds/night_{rng.randint(1000, 9999)}.txt", text, pw)


@fmt(
    FAM,
    "ww_chlorine_analyzer_gateway_conf_hex_password",
    decode=lambda t: bytes.fromhex(t.split("password_hex=")[1].split()[0]).decode(),
)
def _cl2(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """# residual chlorine analyzer - Modbus to MQTT gateway
[gateway]
name=cl2-<<n>>
modbus_port=/dev/ttyUSB0
baud=9600

[mqtt]
host=<<h>>
port=8883
user=cl2gw
password_hex=<<hx>>
topic=plant/disinfection/cl2/<<n>>
""",
        n=rng.randint(1, 8),
        h=host(rng, "mqtt"),
        hx=pw.encode().hex(),
    )
    return Out(f"etc/cl2gw/gateway_{hexs(rng, 4)}.conf", text, pw, "")


@fmt(FAM, "ww_bod_incubator_logger_sh_curl_bearer")
def _bod(rng):
    tok = "bodl_" + alnum(rng, 40)
    text = fill(
        """#!/bin/sh
# push BOD incubator temperatures every 10 minutes (cron)
T=$(cat /sys/bus/w1/devices/28-*/temperature)
curl -s -X POST "https://lab.<<d>>/api/incubators/<<n>>/temps" \\
  -H "Authorization: Bearer <<tok>>" \\
  -H "Content-Type: application/json" \\
  -d "{\\"milli_c\\": $T}"
""",
        d=domain(rng),
        n=rng.randint(1, 4),
        tok=tok,
    )
    return Out(f"lab/bod_push_{rng.randint(10, 99)}.sh", text, tok)


_ = SYM_JSON
