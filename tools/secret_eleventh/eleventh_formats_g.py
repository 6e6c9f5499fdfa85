"""Family cad_plm_fabrication_tools: PLM servers, CAD/EDA cloud APIs and 3D-printer hosts."""

# Embedded files keep their own long lines.
# ruff: noqa: E501

from __future__ import annotations

import random

from eleventh_corpus import (
    ALNUM,
    SYM_INI,
    SYM_XML,
    Out,
    alnum,
    fill,
    fmt,
    gen_pw,
    host,
    pick,
    uuid4,
    words_pw,
)

F = "cad_plm_fabrication_tools"


@fmt(F, "aras_innovator_server_config_xml_db_connection_pwd_attr")
def aras(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML.replace("$", ""))
    dbo = gen_pw(rng, sym=SYM_XML.replace("$", ""))
    reg = gen_pw(rng, sym=SYM_XML.replace("$", ""))
    db = pick(rng, ("InnovatorSolutions", "ArasPLM", "Innovator12"))
    text = fill(
        """<?xml version="1.0" encoding="utf-8"?>
<Innovator>
  <UI-Tailoring login_splash="../images/aras-innovator.svg" branding_img="../images/aras-innovator.svg" product_name="Aras Innovator" />
  <operating_parameter key="ServerMethodTempDir" value="C:\\Program Files (x86)\\Aras\\Innovator\\Innovator\\Server\\dll\\" />
  <operating_parameter key="TempFolder" value="C:\\Program Files (x86)\\Aras\\Innovator\\Innovator\\Server\\temp\\" />
  <DB-Connection id="<<db>>" database="<<db>>" server="<<srv>>" uid="innovator" pwd="<<pw>>" dbo_uid="<<db>>_dbo" dbo_pwd="<<dbo>>" regular_uid="innovator_regular" regular_pwd="<<reg>>" />
  <License lic_type="Unlimited" company="<<co>>" lic_key="<<lk>>" act_key="<<ak>>" />
  <Mail SMTPServer="<<smtp>>" />
</Innovator>
""",
        db=db,
        srv=host(rng, "sql"),
        pw=pw,
        dbo=dbo,
        reg=reg,
        co=pick(rng, ("Halvorsen Maschinenbau", "Ridgefield Aero", "Zirkon Tools")),
        lk=uuid4(rng).upper(),
        ak=uuid4(rng).upper(),
        smtp=host(rng, "smtp"),
    )
    return Out(
        pick(
            rng,
            (
                "Innovator/InnovatorServerConfig.xml",
                "InnovatorServerConfig.xml",
                "config/InnovatorServerConfig.xml",
            ),
        ),
        text,
        pw,
    )


@fmt(F, "windchill_db_properties_wt_pom_dbpassword")
def windchill(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """#Windchill database properties
#Tue Jan 14 08:12:44 CET 2025
wt.pom.dbUser=<<u>>
wt.pom.dbPassword=<<pw>>
wt.pom.jdbc.service=<<svc>>
wt.pom.jdbc.host=<<h>>
wt.pom.jdbc.port=1521
wt.pom.serviceName=<<svc>>
wt.pom.defaultDatastore=Oracle
wt.pom.jdbc.driver=oracle.jdbc.OracleDriver
wt.pom.maxDbConnections=40
""",
        u=pick(rng, ("wcadmin", "wcuser", "pdmlink")),
        pw=pw,
        svc=pick(rng, ("wind", "WCPROD", "pdmlink")),
        h=host(rng, "ora"),
    )
    return Out(
        pick(
            rng,
            ("Windchill/db/db.properties", "ptc/Windchill/db/db.properties", "db/db.properties"),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "onshape_client_config_yaml_stack_secret_key")
def onshape(rng: random.Random) -> Out:
    sk = alnum(rng, 48)
    text = fill(
        """default_stack: prod
stacks:
  prod:
    base_url: https://cad.onshape.com
    access_key: <<ak>>
    secret_key: <<sk>>
  enterprise:
    base_url: https://<<ent>>.onshape.com
    access_key: <<ak2>>
    secret_key: <<sk2>>
""",
        ak=alnum(rng, 24),
        sk=sk,
        ent=pick(rng, ("nordwind", "alderbay", "halvorsen")),
        ak2=alnum(rng, 24),
        sk2=alnum(rng, 48),
    )
    return Out(
        pick(
            rng,
            (
                ".onshape_client_config.yaml",
                "home/cad/.onshape_client_config.yaml",
                "ci/onshape_client_config.yaml",
            ),
        ),
        text,
        sk,
    )


@fmt(F, "nexar_octopart_client_credentials_python_constant")
def nexar(rng: random.Random) -> Out:
    cs = alnum(rng, 44, ALNUM + "-_")
    text = fill(
        '''"""Price check for the BOM via the Nexar (Octopart) supply API."""

import csv

import requests

NEXAR_CLIENT_ID = "<<cid>>"
NEXAR_CLIENT_SECRET = "<<cs>>"


def get_token() -> str:
    resp = requests.post(
        "https://identity.nexar.com/connect/token",
        data={
            "grant_type": "client_credentials",
            "client_id": NEXAR_CLIENT_ID,
            "client_secret": NEXAR_CLIENT_SECRET,
            "scope": "supply.domain",
        },
        timeout=30,
    )
    resp.raise_for_status()
    return resp.json()["access_token"]


if __name__ == "__main__":
    token = get_token()
    with open("bom.csv", newline="") as fh:
        mpns = [row["MPN"] for row in csv.DictReader(fh)]
    print(len(mpns), "parts")
''',
        cid=uuid4(rng),
        cs=cs,
    )
    return Out(
        pick(rng, ("tools/bom_price.py", "scripts/nexar_prices.py", "hardware/bom/price_check.py")),
        text,
        cs,
    )


@fmt(F, "autodesk_aps_client_secret_node_const_token_fetch")
def aps(rng: random.Random) -> Out:
    cs = alnum(rng, 64)
    text = fill(
        """// Upload the exported STEP to an APS (Forge) bucket and translate it
const APS_CLIENT_ID = '<<cid>>';
const APS_CLIENT_SECRET = '<<cs>>';

async function getToken() {
  const auth = Buffer.from(`${APS_CLIENT_ID}:${APS_CLIENT_SECRET}`).toString('base64');
  const res = await fetch('https://developer.api.autodesk.com/authentication/v2/token', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      Authorization: `Basic ${auth}`,
    },
    body: 'grant_type=client_credentials&scope=data:read data:write bucket:create',
  });
  return (await res.json()).access_token;
}

module.exports = { getToken };
""",
        cid=alnum(rng, 32),
        cs=cs,
    )
    return Out(
        pick(rng, ("scripts/aps-upload.js", "viewer/server/aps.js", "tools/translate-step.js")),
        text,
        cs,
        "",
    )


@fmt(F, "moonraker_conf_mqtt_section_password")
def moonraker(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym="!#*+-_.?@^~")
    text = fill(
        """[server]
host: 0.0.0.0
port: 7125
klippy_uds_address: ~/printer_data/comms/klippy.sock

[authorization]
trusted_clients:
    192.168.1.0/24
    127.0.0.0/8
cors_domains:
    *.lan
    *://my.mainsail.xyz

[mqtt]
address: <<broker>>
port: 1883
username: <<u>>
password: <<pw>>
enable_moonraker_api: True
status_objects:
    webhooks
    print_stats
    toolhead=position,print_time

[octoprint_compat]

[history]
""",
        broker=f"192.168.1.{rng.randint(2, 250)}",
        u=pick(rng, ("klipper", "voron", "printer")),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "printer_data/config/moonraker.conf",
                "klipper_config/moonraker.conf",
                "home/pi/printer_data/config/moonraker.conf",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "bambulabs_api_printer_constructor_access_code")
def bambu(rng: random.Random) -> Out:
    code = str(rng.randint(10_000_000, 99_999_999))
    serial = "01S00" + alnum(rng, 10, "ABCDEF0123456789")
    text = fill(
        """import time

import bambulabs_api as bl

IP = "192.168.1.<<oct>>"
SERIAL = "<<serial>>"
ACCESS_CODE = "<<code>>"

if __name__ == "__main__":
    printer = bl.Printer(IP, ACCESS_CODE, SERIAL)
    printer.connect()
    time.sleep(2)
    print("state:", printer.get_state(), "nozzle:", printer.get_nozzle_temperature())
    printer.disconnect()
""",
        oct=rng.randint(2, 250),
        serial=serial,
        code=code,
    )
    return Out(
        pick(rng, ("farm/p1s_status.py", "bambu_status.py", "scripts/printer_poll.py")), text, code
    )


@fmt(F, "digikey_api_python_env_assignment_client_secret")
def digikey(rng: random.Random) -> Out:
    cs = alnum(rng, 16)
    text = fill(
        """import os
from pathlib import Path

import digikey

os.environ["DIGIKEY_CLIENT_ID"] = "<<cid>>"
os.environ["DIGIKEY_CLIENT_SECRET"] = "<<cs>>"
os.environ["DIGIKEY_CLIENT_SANDBOX"] = "False"
os.environ["DIGIKEY_STORAGE_PATH"] = str(Path.home() / ".cache" / "digikey")

part = digikey.product_details("<<mpn>>")
print(part.product_description, part.unit_price)
""",
        cid=alnum(rng, 32),
        cs=cs,
        mpn=pick(rng, ("296-8875-1-ND", "STM32G431KBT6", "LM317T-ND")),
    )
    return Out(
        pick(rng, ("scripts/digikey_lookup.py", "bom/dk_price.py", "kicad/plugins/dk_lookup.py")),
        text,
        cs,
    )
