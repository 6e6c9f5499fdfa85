# ruff: noqa: E501
"""model_rail_signalling_sims: model-railway control, signalling simulators and rail data APIs."""

from __future__ import annotations

from fifteenth_corpus import (
    SYM_DQ,
    SYM_JSON,
    SYM_XML,
    Out,
    alnum,
    email,
    fmt,
    gen_pw,
    host,
    pick,
    uuid4,
    words_pw,
)

FAM = "model_rail_signalling_sims"


@fmt(FAM, "jmri_profile_connection_xml_mqtt_password_attribute")
def _jmri(rng):
    pw = gen_pw(rng, sym=SYM_XML)
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<auxiliary-configuration xmlns="http://www.netbeans.org/ns/auxiliary-configuration/1">
  <connections xmlns="http://jmri.org/xml/schema/auxiliary-configuration/connections-2-9-6.xsd">
    <connection class="jmri.jmrix.mqtt.configurexml.MqttConnectionConfigXml" userName="MQTT" systemPrefix="M" manufacturer="MQTT" address="{host(rng, "mq")}" port="1883" mqttUserName="jmri-layout" mqttPassword="{pw}" />
  </connections>
</auxiliary-configuration>
"""
    path = pick(
        rng,
        (
            "JMRI/My_Layout.jmri/profile/profile.xml",
            "jmri/profile/profile.xml",
            "layout/profile.xml",
        ),
    )
    return Out(path, text, pw)


@fmt(FAM, "simsig_interface_gateway_client_ini_password")
def _simsig(rng):
    pw = words_pw(rng, "-_.!")
    text = f"""[gateway]
host={host(rng, "sim")}
port=51515
user={email(rng)}
password={pw}
topics=TD_ALL_SIG_AREA,TRAIN_MVT_ALL_TOC
"""
    path = pick(rng, ("sigbox/simsig_client.ini", "tools/gateway.ini", "td-display/simsig.ini"))
    return Out(path, text, pw, "ini")


@fmt(FAM, "realtime_trains_api_requests_auth_username_password")
def _rtt(rng):
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f"""import requests

RTT_USER = "rttapi_{alnum(rng, 6).lower()}"
RTT_PASS = "{pw}"

r = requests.get("https://api.rtt.io/api/v1/json/search/PAD", auth=(RTT_USER, RTT_PASS), timeout=10)
for svc in r.json().get("services") or []:
    print(svc["serviceUid"], svc["locationDetail"]["gbttBookedDeparture"])
"""
    path = pick(rng, ("departures/rtt.py", "board/fetch_rtt.py", "scripts/rtt_departures.py"))
    return Out(path, text, pw)


@fmt(FAM, "rail_data_marketplace_x_apikey_header_curl")
def _rdm(rng):
    key = alnum(rng, 48)
    text = f"""curl -s "https://api1.raildata.org.uk/1010-live-departure-board-dep1_2/LDBWS/api/20220120/GetDepBoardWithDetails/KGX" \\
  -H "x-apikey: {key}" | jq '.trainServices[].std'
"""
    path = pick(rng, ("scripts/ldb.sh", "board/departures.sh", "notes/raildata.sh"))
    return Out(path, text, key, "")


@fmt(FAM, "dcc_ex_config_h_define_wifi_password")
def _dcc(rng):
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f"""// config.h for DCC-EX CommandStation
#define IP_PORT 2560
#define ENABLE_WIFI true
#define WIFI_SSID "{alnum(rng, 6)}-shed"
#define WIFI_PASSWORD "{pw}"
#define WIFI_HOSTNAME "dccex"
#define WIFI_CHANNEL 1
#define SCROLLMODE 1
"""
    path = pick(
        rng, ("CommandStation-EX/config.h", "dccex/config.h", "layout/commandstation/config.h")
    )
    return Out(path, text, pw, "")


@fmt(FAM, "rocrail_ini_xml_mqtt_service_pass_attribute")
def _rocrail(rng):
    pw = gen_pw(rng, sym=SYM_XML)
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<rocrail planfile="plan.xml" occupancy="occ.xml" libpath=".">
  <digint iid="dcc" lib="dccpp" host="192.168.4.1" port="2560" />
  <mqtt host="{host(rng, "mq")}" port="1883" user="rocrail" pass="{pw}" />
  <http port="8088" />
</rocrail>
"""
    path = pick(rng, ("rocrail/rocrail.ini", "Rocrail/workspace/rocrail.ini", "layout/rocrail.ini"))
    return Out(path, text, pw, "xml")


@fmt(FAM, "interlocking_sim_compose_postgres_password_env")
def _compose(rng):
    pw = gen_pw(
        rng, sym=SYM_JSON.replace("#", "").replace(":", "").replace("[", "").replace("]", "")
    )
    text = f"""services:
  db:
    image: postgres:16
    environment:
      POSTGRES_USER: ixl
      POSTGRES_PASSWORD: "{pw}"
      POSTGRES_DB: interlocking
  sim:
    image: ghcr.io/{alnum(rng, 6).lower()}/ixl-sim:1.4
    depends_on: [db]
    environment:
      IXL_SCENARIO: junction_{uuid4(rng)[:8]}
"""
    path = pick(rng, ("docker-compose.yml", "ixl-sim/compose.yaml", "deploy/compose.yml"))
    return Out(path, text, pw)
