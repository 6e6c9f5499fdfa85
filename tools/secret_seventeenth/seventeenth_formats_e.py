"""Automotive ECU diagnostics, flashing and vehicle test-bench files."""

import base64
import json

from seventeenth_corpus import (
    SYM_INI,
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
    rsa_pem,
    user,
    words_pw,
)

FAM = "automotive_ecu_diagnostic_tools"
ECUS = ("BCM", "EPS", "TCU", "ADAS_FC", "HVAC", "BMS")


@fmt(FAM, "uds_security_access_python_seed_key_hmac_secret")
def uds_py(rng):
    o = org(rng)
    sec = hexs(rng, 64)
    ecu = pick(rng, ECUS)
    text = fill(
        """import hashlib
import hmac

import udsoncan
from udsoncan.client import Client

# level 0x11 (programming) unlock for the <<ecu>> on the end-of-line bench
SA_SECRET = bytes.fromhex("<<sec>>")


def seed_to_key(level: int, seed: bytes, params=None) -> bytes:
    return hmac.new(SA_SECRET, seed + bytes([level]), hashlib.sha256).digest()[:16]


config = dict(udsoncan.configs.default_client_config)
config["security_algo"] = seed_to_key


def unlock(conn) -> None:
    with Client(conn, config=config) as client:
        client.change_session(2)
        client.unlock_security_access(0x11)
""",
        ecu=ecu,
        sec=sec,
    )
    return Out(f"eol/{o}/{ecu.lower()}_unlock_{rng.randint(1, 99)}.py", text, sec)


@fmt(FAM, "passthru_oem_portal_ini_tis_user_password")
def passthru_ini(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[Interface]
Device=J2534-VCI-<<n>>
Protocol=ISO15765
Baud=500000

[OEMPortal]
Url=https://tis.<<d>>/serviceinfo
Dealer=<<dealer>>
User=<<u>>
Password=<<pw>>
RememberLogin=1

[Logging]
Path=C:\\ProgramData\\PassThruTool\\logs
""",
        n=rng.randint(100, 999),
        d=domain(rng, o),
        dealer=rng.randint(10000, 99999),
        u=user(rng),
        pw=pw,
    )
    return Out(f"workshop/{o}/PassThruTool_{rng.randint(1, 99)}.ini", text, pw)


@fmt(FAM, "capl_test_node_can_gateway_login_char_array")
def capl(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="#%&*+-_.?@^~=:,")
    text = fill(
        """/*@!Encoding:1252*/
includes
{
}

variables
{
  char gwHost[64] = "<<ip>>";
  char gwUser[32] = "hil_bench";
  char gwPassword[32] = "<<pw>>";
  msTimer tHeartbeat;
}

on start
{
  write("connecting to remote CAN gateway %s", gwHost);
  GatewayLogin(gwHost, gwUser, gwPassword);
  setTimer(tHeartbeat, 500);
}
""",
        ip=f"172.16.{rng.randint(0, 40)}.{rng.randint(2, 250)}",
        pw=pw,
    )
    return Out(f"hil/{o}/nodes/RemoteGateway_{rng.randint(1, 99)}.can", text, pw, "")


def _decode_docker_auth(text: str) -> str:
    cfg = json.loads(text)
    auth = next(iter(cfg["auths"].values()))["auth"]
    return base64.b64decode(auth).decode().split(":", 1)[1]


@fmt(FAM, "flash_station_docker_config_json_registry_auth_b64", decode=_decode_docker_auth)
def docker_auth(rng):
    o = org(rng)
    pw = gen_pw(rng, sym="-_.@+")
    u = f"flashstation{rng.randint(1, 30)}"
    auth = base64.b64encode(f"{u}:{pw}".encode()).decode()
    text = fill(
        """{
  "auths": {
    "<<reg>>": {
      "auth": "<<auth>>"
    }
  },
  "HttpHeaders": {
    "User-Agent": "Docker-Client/24.0.7 (linux)"
  }
}
""",
        reg=f"ecu-images.{domain(rng, o)}",
        auth=auth,
    )
    return Out(f"flashstation/{o}-{rng.randint(1, 99)}/.docker/config.json", text, pw)


@fmt(FAM, "doip_tester_tls_client_key_pem_file")
def doip_pem(rng):
    o = org(rng)
    key = rsa_pem(rng, 2048, pkcs8=True)
    return Out(f"doip/{o}/certs/tester_{rng.randint(100, 999)}.key.pem", key + "\n", key, "")


@fmt(FAM, "can_logger_sd_config_toml_upload_api_key")
def can_logger(rng):
    o = org(rng)
    key = "cl_" + alnum(rng, 40)
    text = fill(
        """[logger]
serial = "<<serial>>"
bitrate_can1 = 500000
bitrate_can2 = 250000
split_minutes = 10

[filters]
can1 = ["0x100-0x1FF", "0x7DF", "0x7E8"]

[upload]
endpoint = "https://fleetlog.<<d>>/api/v2/upload"
api_key = "<<key>>"
wifi_only = true
""",
        serial=hexs(rng, 8, upper=True),
        d=domain(rng, o),
        key=key,
    )
    return Out(f"sdcard/{o}/logger_{rng.randint(1, 99)}.toml", text, key)


@fmt(FAM, "dtc_lookup_service_go_const_api_key")
def dtc_go(rng):
    o = org(rng)
    key = alnum(rng, 32)
    text = fill(
        """package dtc

import (
	"fmt"
	"net/http"
)

const (
	lookupBase = "https://dtc.<<d>>/v1/codes"
	lookupKey  = "<<key>>"
)

func Lookup(code string) (*http.Response, error) {
	req, err := http.NewRequest(http.MethodGet, fmt.Sprintf("%s/%s", lookupBase, code), nil)
	if err != nil {
		return nil, err
	}
	req.Header.Set("X-DTC-Key", lookupKey)
	return http.DefaultClient.Do(req)
}
""",
        d=domain(rng, o),
        key=key,
    )
    return Out(f"svc/{o}/dtc/lookup_{rng.randint(1, 99)}.go", text, key, "")


@fmt(FAM, "calibration_share_bat_net_use_user_password_positional")
def cal_bat(rng):
    o = org(rng)
    pw = words_pw(rng, "-._")
    u = user(rng)
    text = fill(
        """@echo off
rem map the calibration dataset share before starting the measurement tool
net use Y: /delete /y >nul 2>&1
net use Y: \\\\<<h>>\\calibration <<pw>> /user:<<dom>>\\<<u>> /persistent:no
start "" "C:\\Program Files\\CalTool\\caltool.exe" /project Y:\\<<proj>>\\<<proj>>.a2l
""",
        h=host(rng, "fs", o),
        pw=pw,
        dom=o.replace("-", "").upper()[:10],
        u=u,
        proj=f"P{rng.randint(100, 999)}",
    )
    return Out(f"bench/{o}/start_caltool_{rng.randint(1, 99)}.bat", text, pw, "")
