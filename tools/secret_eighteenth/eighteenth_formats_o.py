"""Locksmiths: key-code machines, dispatch apps, master-key exports, access panels."""
# ruff: noqa: E501

import base64
import json

from eighteenth_corpus import (
    SYM_INI,
    SYM_JSON,
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
)

FAM = "locksmith_key_cutting_safe_service"


@fmt(FAM, "key_code_machine_ini_code_database_password")
def _code(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """[machine]
model=code cutter CX<<n>>
clamp=A

[codes]
source=online
server=<<h>>
account=<<acct>>
password=<<pw>>
""",
        n=rng.randint(1, 9),
        h=host(rng, "codes"),
        acct=rng.randint(100000, 999999),
        pw=pw,
    )
    return Out(f"shop/{o}/cutter{rng.randint(1, 20)}.ini", text, pw)


def _har_decode(text):
    doc = json.loads(text)
    for h in doc["log"]["entries"][0]["request"]["headers"]:
        if h["name"] == "Authorization":
            return base64.b64decode(h["value"].split()[1]).decode().split(":", 1)[1]
    raise ValueError("no auth")


@fmt(FAM, "locksmith_dispatch_har_capture_basic_auth_b64", decode=_har_decode)
def _har(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_JSON)
    u = user(rng)
    auth = base64.b64encode(f"{u}:{pw}".encode()).decode()
    doc = {
        "log": {
            "version": "1.2",
            "creator": {"name": "Firefox", "version": "128.0"},
            "entries": [
                {
                    "startedDateTime": "2025-05-02T09:14:03.120Z",
                    "request": {
                        "method": "GET",
                        "url": f"https://dispatch.{domain(rng)}/api/jobs?status=open",
                        "headers": [
                            {"name": "Accept", "value": "application/json"},
                            {"name": "Authorization", "value": f"Basic {auth}"},
                        ],
                    },
                    "response": {"status": 200, "statusText": "OK"},
                }
            ],
        }
    }
    return Out(
        f"support/{o}/dispatch-{rng.randint(1, 90)}.har", json.dumps(doc, indent=2), pw, "json"
    )


@fmt(FAM, "master_key_system_export_python_api_token")
def _mks(rng):
    o = org(rng)
    tok = "mks_" + alnum(rng, 40)
    text = fill(
        """import json
import urllib.request

TOKEN = "<<tok>>"
req = urllib.request.Request("https://mks.<<dom>>/api/systems/<<n>>/chart", headers={"Authorization": "Bearer " + TOKEN})
chart = json.load(urllib.request.urlopen(req))
print(len(chart["doors"]), "doors")
""",
        tok=tok,
        dom=domain(rng),
        n=rng.randint(100, 999),
    )
    return Out(f"{o}/mks/export_chart{rng.randint(1, 30)}.py", text, tok)


@fmt(FAM, "locksmith_van_router_yaml_ipsec_psk")
def _van(rng):
    o = org(rng)
    psk = gen_pw(rng, 28, sym="")
    text = fill(
        """van: <<o>>-van-<<n>>
lte:
  apn: internet
vpn:
  type: ipsec
  peer: <<ip>>
  psk: <<psk>>
  remote_subnet: 10.20.0.0/16
""",
        o=o,
        n=rng.randint(1, 9),
        ip=ip(rng, private=False),
        psk=psk,
    )
    return Out(f"vans/{o}/router{rng.randint(1, 30)}.yaml", text, psk)


@fmt(FAM, "access_control_panel_programming_xml_installer_password")
def _panel(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<PanelConfig site="<<o>>" doors="<<d>>">
  <Installer code="<<code>>" password="<<pw>>"/>
  <Reader type="wiegand26" door="1"/>
</PanelConfig>
""",
        o=o,
        d=rng.randint(2, 16),
        code=rng.randint(1000, 9999),
        pw=pw,
    )
    return Out(f"installs/{o}/panel{rng.randint(1, 40)}.xml", text, pw)


@fmt(FAM, "locksmith_invoice_sync_toml_accounting_client_secret")
def _inv(rng):
    o = org(rng)
    sec = alnum(rng, 48, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    text = fill(
        """[accounting]
tenant = "<<o>>"
client_id = "<<cid>>"
client_secret = "<<sec>>"

[rates]
callout_night = 95.0
""",
        o=o,
        cid=hexs(rng, 32, upper=True),
        sec=sec,
    )
    return Out(f"{o}/invoicing/sync{rng.randint(1, 20)}.toml", text, sec)
