"""EMS ambulance dispatch, ePCR and station alerting files."""

from seventeenth_corpus import (
    SYM_DQ,
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
    pick,
    uuid4,
    words_pw,
)

FAM = "ems_ambulance_dispatch_epcr"


@fmt(FAM, "epcr_tablet_sync_json_oauth_client_secret")
def epcr_json(rng):
    o = org(rng)
    sec = alnum(rng, 44)
    text = fill(
        """{
  "agency": "<<o>> EMS",
  "unitId": "M<<n>>",
  "sync": {
    "authority": "https://login.<<d>>",
    "clientId": "<<cid>>",
    "clientSecret": "<<sec>>",
    "api": "https://epcr.<<d>>/api/v3"
  },
  "nemsisVersion": "3.5.0"
}
""",
        o=o,
        n=rng.randint(1, 40),
        d=domain(rng, o),
        cid=uuid4(rng),
        sec=sec,
    )
    return Out(f"epcr/{o}/tablet_{rng.randint(1, 99)}.json", text, sec)


@fmt(FAM, "cad_interface_ini_dispatch_db_password")
def cad_ini(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[CAD]
Center=<<o>> Dispatch
IncidentPollSeconds=5

[Database]
Server=<<h>>
Database=CADLive
User=epcr_link
Password=<<pw>>

[Mapping]
Units=M1-M40,RA1-RA6
""",
        o=o,
        h=host(rng, "sql", o),
        pw=pw,
    )
    return Out(f"cadlink/{o}/interface_{rng.randint(1, 99)}.ini", text, pw)


@fmt(FAM, "ambulance_avl_gateway_yaml_mqtt_password")
def avl_yaml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """avl:
  source: vehicle_router
  report_interval_s: 10
mqtt:
  host: <<h>>
  port: 8883
  username: avl-<<n>>
  password: "<<pw>>"
  topic: ems/avl/units
""",
        h=host(rng, "mqtt", o),
        n=rng.randint(1, 60),
        pw=pw,
    )
    return Out(f"vehicles/{o}/avl_gateway_{rng.randint(1, 99)}.yaml", text, pw)


@fmt(FAM, "twelve_lead_transmit_xml_receiving_station_password")
def ecg_xml(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<TransmitProfile name="STEMI-<<hosp>>">
  <Destination type="https" url="https://ecg.<<d>>/receive" site="<<hosp>>"/>
  <Credentials account="ems<<n>>" password="<<pw>>"/>
  <Fallback type="fax" number="+46 8 <<fax>>"/>
</TransmitProfile>
""",
        hosp=pick(rng, ("CATHLAB1", "HEARTCTR", "PCI-NORTH")),
        d=domain(rng),
        n=rng.randint(1, 99),
        pw=pw,
        fax=rng.randint(100000, 999999),
    )
    return Out(f"monitors/{o}/transmit_{rng.randint(1, 99)}.xml", text, pw)


@fmt(FAM, "ems_billing_export_python_pysftp_password_kwarg")
def billing_py(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """import datetime

import pysftp

today = datetime.date.today().isoformat()
with pysftp.Connection("<<h>>", username="<<u>>", password="<<pw>>") as sftp:
    sftp.put(f"exports/claims_{today}.837", f"/inbound/<<o>>/claims_{today}.837")
""",
        h=host(rng, "sftp"),
        u=f"{o.replace('-', '')}_ems",
        pw=pw,
        o=o,
    )
    return Out(f"billing/{o}/send_claims_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "station_alerting_toml_tone_controller_api_key")
def station_toml(rng):
    o = org(rng)
    key = "sta_" + alnum(rng, 32)
    text = fill(
        """[station]
name = "Station <<n>>"
bays = 3

[alerting]
controller = "https://alert.<<d>>/api"
api_key = "<<key>>"
lights = true
tones = ["medic", "rescue"]
""",
        n=rng.randint(1, 30),
        d=domain(rng, o),
        key=key,
    )
    return Out(f"stations/{o}/alerting_{rng.randint(1, 99)}.toml", text, key)


@fmt(FAM, "shift_handover_txt_narcotics_safe_code_and_login")
def handover_txt(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """SHIFT HANDOVER - Station <<n>> - <<day>>
Units: M<<m>> in service, RA<<ra>> out (tyre)
- controlled drugs count ok, signed by both
- ePCR tablet 2 kept asking for login; used the station account
  user: station<<n>>  pass: <<pw>>
- oxygen D-cylinders restocked
""",
        n=rng.randint(1, 30),
        day=pick(rng, ("Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun")),
        m=rng.randint(1, 40),
        ra=rng.randint(1, 6),
        pw=pw,
    )
    return Out(f"stations/{o}/handover_{rng.randint(1, 99)}.txt", text, pw, "")
