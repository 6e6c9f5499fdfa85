# ruff: noqa: E501
"""Family utility_ami_meter_headends: smart-meter head-ends, MDMS exports, meter reading tools."""

from __future__ import annotations

import json
import random

from sixteenth_corpus import (
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
    ip,
    org,
    user,
    uuid4,
)

FAM = "utility_ami_meter_headends"


@fmt(FAM, "collection_engine_properties_db_password")
def ce_props(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    o = org(rng)
    text = fill(
        """# head-end collection engine
ce.instance=<<o>>-ce<<n>>
ce.db.url=jdbc:oracle:thin:@<<h>>:1521/AMIHE
ce.db.user=ce_app
ce.db.password=<<pw>>
ce.read.window.hours=6
""",
        o=o,
        n=rng.randint(1, 4),
        h=host(rng, "db"),
        pw=pw,
    )
    return Out(f"{o}/headend/ce{rng.randint(1, 40)}.properties", text, pw, "")


@fmt(FAM, "command_center_soap_xml_password_element")
def cc_xml(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML)
    o = org(rng)
    text = fill(
        """<?xml version="1.0" encoding="utf-8"?>
<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/">
  <s:Header>
    <Credentials xmlns="urn:ami:headend">
      <User><<u>></User>
      <Password><<pw>></Password>
    </Credentials>
  </s:Header>
  <s:Body>
    <RequestOnDemandRead xmlns="urn:ami:headend"><MeterNumber><<m>></MeterNumber></RequestOnDemandRead>
  </s:Body>
</s:Envelope>
""",
        u=user(rng),
        pw=pw,
        m=rng.randint(10000000, 99999999),
    )
    return Out(f"{o}/soapui/OnDemandRead{rng.randint(1, 99)}.xml", text, pw)


@fmt(FAM, "mdms_interval_export_python_sftp_password_kwarg")
def mdms_py(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_DQ)
    o = org(rng)
    text = fill(
        """import pysftp

opts = pysftp.CnOpts()
with pysftp.Connection("<<h>>", username="mdms_export", password="<<pw>>", cnopts=opts) as sftp:
    sftp.put("intervals_20251001.csv", "/inbound/intervals_20251001.csv")
""",
        h=host(rng, "sftp"),
        pw=pw,
    )
    return Out(f"{o}/mdms/export_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "green_button_connect_yaml_oauth_client_secret")
def gb_yaml(rng: random.Random) -> Out:
    sec = alnum(rng, 40)
    o = org(rng)
    text = fill(
        """green_button_connect:
  data_custodian: "https://gbc.<<dom>>"
  third_party_id: "<<tp>>"
  client_id: "<<cid>>"
  client_secret: "<<sec>>"
  scope: "FB=4_5_15;IntervalDuration=3600;BlockDuration=monthly;HistoryLength=13"
""",
        dom=domain(rng),
        tp=rng.randint(100, 999),
        cid=uuid4(rng),
        sec=sec,
    )
    return Out(f"{o}/energy-app/gbc{rng.randint(1, 40)}.yaml", text, sec)


@fmt(FAM, "dlms_meter_read_client_cli_password_flag")
def dlms_cli(rng: random.Random) -> Out:
    pw = alnum(rng, 12)
    o = org(rng)
    text = fill(
        """#!/bin/sh
# read the load profile from the substation check meter
dotnet Gurux.DLMS.Client.Example.Net.dll -h <<ip>> -p 4059 -c 16 -s 1 -a High -P <<pw>> \\
  -g "1.0.99.1.0.255:2" -t Verbose > loadprofile-$(date +%F).txt
""",
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"{o}/metering/read_lp{rng.randint(1, 99)}.sh", text, pw, "")


@fmt(FAM, "water_ami_mqtt_bridge_env_password")
def water_env(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    o = org(rng)
    text = fill(
        """AMI_GATEWAY=<<ip>>
MQTT_URL=mqtts://<<h>>:8883
MQTT_USER=water-ami
MQTT_PASSWORD=<<pw>>
LEAK_ALERT_LITRES_PER_HOUR=40
""",
        ip=ip(rng),
        h=host(rng, "mq"),
        pw=pw,
    )
    return Out(f"{o}/water-ami/bridge{rng.randint(1, 40)}.env", text, pw, "")


@fmt(FAM, "prepaid_vending_json_vending_key_hex")
def sts_json(rng: random.Random) -> Out:
    key = hexs(rng, 32, upper=True)
    o = org(rng)
    data = {
        "vendingPoint": f"{o}-vp{rng.randint(1, 40)}",
        "supplyGroupCode": rng.randint(100000, 999999),
        "keyRevision": 1,
        "vendingKey": key,
        "tariffIndex": "01",
    }
    return Out(f"{o}/vending/vp{rng.randint(1, 99)}.json", json.dumps(data, indent=2), key)
