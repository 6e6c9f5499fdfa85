# ruff: noqa: E501
"""hotel_lock_access_encoders: hotel key-card encoders, PMS lock interfaces and cloud access control."""

from __future__ import annotations

from fifteenth_corpus import (
    SYM_INI,
    SYM_URL,
    SYM_XML,
    Out,
    alnum,
    email,
    fmt,
    gen_pw,
    hexs,
    host,
    ip,
    pick,
    uuid4,
    words_pw,
)

FAM = "hotel_lock_access_encoders"


@fmt(FAM, "salto_ship_pms_interface_ini_tcp_password")
def _salto(rng):
    pw = gen_pw(rng, sym=SYM_INI)
    text = f"""[SHIP]
Protocol=TCP
Host={ip(rng)}
Port=8090
Operator=pmsiface
OperatorPassword={pw}
EncoderDefault=ENC-FRONTDESK-1

[Mapping]
Rooms=rooms.csv
"""
    path = pick(
        rng, ("pms-bridge/salto_ship.ini", "Interfaces/SALTO/ship.ini", "hotel/doorlock/salto.ini")
    )
    return Out(path, text, pw, "ini")


@fmt(FAM, "vostio_connector_appsettings_json_client_secret")
def _vostio(rng):
    sec = alnum(rng, 44)
    text = f"""{{
  "Vostio": {{
    "Authority": "https://login.vostio.assaabloy.com",
    "ClientId": "{uuid4(rng)}",
    "ClientSecret": "{sec}",
    "SiteId": "{uuid4(rng)}"
  }},
  "Pms": {{ "Kind": "OperaCloud", "Property": "HTL{rng.randint(100, 999)}" }}
}}
"""
    path = pick(
        rng,
        (
            "VostioConnector/appsettings.json",
            "src/Connector/appsettings.Production.json",
            "lock-connector/appsettings.json",
        ),
    )
    return Out(path, text, sec)


@fmt(FAM, "ambiance_fias_interface_xml_lock_server_password")
def _amb(rng):
    pw = gen_pw(rng, sym=SYM_XML)
    text = f"""<?xml version="1.0" encoding="utf-8"?>
<FiasInterface>
  <Pms host="{ip(rng)}" port="5010" />
  <LockServer host="{host(rng, "lock")}" port="7080" user="ambiance" password="{pw}" />
  <Encoders>
    <Encoder id="1" station="FrontDesk" />
  </Encoders>
</FiasInterface>
"""
    path = pick(
        rng, ("Ambiance/FiasInterface.xml", "dormakaba/fias/interface.xml", "config/lock-fias.xml")
    )
    return Out(path, text, pw)


@fmt(FAM, "encoder_bridge_toml_cloud_api_token")
def _enc(rng):
    tok = alnum(rng, 36)
    text = f"""[serial]
port = "/dev/ttyUSB0"
baud = 9600

[cloud]
url = "https://keys.{alnum(rng, 7).lower()}.io/api/v1"
api_token = "{tok}"
property = "harbourview-{rng.randint(1, 40)}"
"""
    path = pick(
        rng, ("encoder-bridge/config.toml", "etc/encoder-bridge.toml", "frontdesk/bridge.toml")
    )
    return Out(path, text, tok)


@fmt(FAM, "brivo_password_grant_curl_api_key_header_password")
def _brivo(rng):
    pw = gen_pw(rng, sym=SYM_URL)
    text = f"""curl -X POST "https://auth.brivo.com/oauth/token?grant_type=password&username=facilities%40{alnum(rng, 6).lower()}.org&password={pw}" \\
  -u "{uuid4(rng)}:{alnum(rng, 32)}" \\
  -H "api-key: {alnum(rng, 24)}"
"""
    path = pick(rng, ("scripts/brivo_login.sh", "notes/brivo-token.sh", "access/brivo/token.sh"))
    return Out(path, text, pw, "")


@fmt(FAM, "openpath_alta_auth_login_json_email_password")
def _op(rng):
    pw = words_pw(rng)
    text = f"""{{
  "email": "{email(rng)}",
  "password": "{pw}",
  "mfa": {{}}
}}
"""
    path = pick(
        rng,
        (
            "bruno/openpath/login.json",
            "requests/alta-login.json",
            "integrations/openpath/auth_body.json",
        ),
    )
    return Out(path, text, pw)


@fmt(FAM, "kisi_login_authorization_header_go_const")
def _kisi(rng):
    key = hexs(rng, 32)
    text = f"""package kisi

import "net/http"

const kisiKey = "{key}"

func newRequest(method, path string) (*http.Request, error) {{
	req, err := http.NewRequest(method, "https://api.kisi.io"+path, nil)
	if err != nil {{
		return nil, err
	}}
	req.Header.Set("Authorization", "KISI-LOGIN "+kisiKey)
	req.Header.Set("Accept", "application/json")
	return req, nil
}}
"""
    path = pick(rng, ("internal/kisi/client.go", "pkg/access/kisi.go", "kisi/request.go"))
    return Out(path, text, key, "")
