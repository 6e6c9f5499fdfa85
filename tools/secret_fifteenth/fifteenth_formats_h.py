# ruff: noqa: E501
"""elevator_lift_telemetry: elevator/escalator remote monitoring and maker APIs."""

from __future__ import annotations

from fifteenth_corpus import (
    SYM_INI,
    SYM_JSON,
    SYM_SQ,
    Out,
    alnum,
    b64,
    fmt,
    gen_pw,
    host,
    pick,
    uuid4,
)

FAM = "elevator_lift_telemetry"


@fmt(FAM, "kone_api_client_credentials_ts_const_secret")
def _kone(rng):
    sec = alnum(rng, 40)
    text = f"""export const KONE_CLIENT_ID = "{uuid4(rng)}";
export const KONE_CLIENT_SECRET = "{sec}";

export async function koneToken(): Promise<string> {{
  const basic = Buffer.from(`${{KONE_CLIENT_ID}}:${{KONE_CLIENT_SECRET}}`).toString("base64");
  const res = await fetch("https://dev.kone.com/api/v2/oauth2/token", {{
    method: "POST",
    headers: {{ Authorization: `Basic ${{basic}}`, "Content-Type": "application/x-www-form-urlencoded" }},
    body: "grant_type=client_credentials&scope=robotcall/group:*",
  }});
  return (await res.json()).access_token;
}}
"""
    path = pick(rng, ("src/kone/auth.ts", "robot-bridge/kone.ts", "lib/elevator/kone-token.ts"))
    return Out(path, text, sec, "")


@fmt(FAM, "otis_gateway_json_mqtt_password")
def _otis(rng):
    pw = gen_pw(rng, sym=SYM_JSON)
    text = f"""{{
  "gatewayId": "OTG-{alnum(rng, 8).upper()}",
  "building": "Tower {rng.randint(1, 9)}",
  "mqtt": {{
    "url": "mqtts://{host(rng, "iot")}:8883",
    "username": "lift-gw",
    "password": "{pw}"
  }},
  "cars": [1, 2, 3, 4]
}}
"""
    path = pick(rng, ("gateway/config.json", "etc/liftgw/gateway.json", "tower/liftgw.json"))
    return Out(path, text, pw)


@fmt(FAM, "schindler_connector_env_file_api_token")
def _sch(rng):
    tok = alnum(rng, 52)
    text = f"""SCHINDLER_API=https://api.schindler.com/ahead/v1
SCHINDLER_EQUIPMENT=SE{rng.randint(1000000, 9999999)}
SCHINDLER_API_TOKEN={tok}
BMS_PUSH_URL=http://bms.local/api/lifts
"""
    path = pick(rng, ("connector/.env", "etc/default/lift-connector", "deploy/schindler.env"))
    return Out(path, text, tok, "")


@fmt(FAM, "iot_hub_device_connection_string_shared_access_key_lift")
def _azure(rng):
    key = b64(rng, 32)
    text = f"""# lift car 2 edge module
DEVICE_CONNECTION_STRING="HostName=lifts-{alnum(rng, 5).lower()}.azure-devices.net;DeviceId=car-02;SharedAccessKey={key}"
SAMPLE_HZ=5
"""
    path = pick(rng, ("edge/car02.env", "lift-edge/device.env", "modules/liftmon/.env"))
    return Out(path, text, key, "")


@fmt(FAM, "liftmon_snmpd_conf_createuser_auth_priv_pass")
def _snmp(rng):
    auth = gen_pw(rng, sym="-_.@+")
    text = f"""agentAddress udp:161
createUser liftmon SHA-256 "{auth}" AES "{gen_pw(rng, sym="-_.@+")}"
rouser liftmon priv
sysLocation Lift motor room, Block {rng.choice("ABCDE")}
"""
    path = pick(rng, ("etc/snmp/snmpd.conf", "liftmon/snmpd.conf", "motor-room/snmpd.conf"))
    return Out(path, text, auth, "")


@fmt(FAM, "lift_modbus_gateway_ini_web_admin_password")
def _modbus(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""[modbus]
device=/dev/ttyS1
baud=19200
slave_ids=1,2,3

[web]
listen=0.0.0.0:8080
admin_user=admin
admin_password={pw}
"""
    path = pick(rng, ("etc/liftgw.ini", "modbus-gw/settings.ini", "gateway/web.ini"))
    return Out(path, text, pw, "ini")


@fmt(FAM, "dispatch_sim_psycopg_dsn_password_python")
def _dsn(rng):
    pw = gen_pw(rng, sym=SYM_SQ.replace(" ", ""))
    text = f"""import psycopg

DSN = "host={host(rng, "pg")} dbname=liftsim user=sim password='{pw}' sslmode=require"

with psycopg.connect(DSN) as conn:
    calls = conn.execute("select floor, ts from hall_calls where day = %s", ("2026-02-12",)).fetchall()
"""
    path = pick(rng, ("sim/load_calls.py", "dispatch_sim/db.py", "notebooks/hall_calls.py"))
    return Out(path, text, pw)
