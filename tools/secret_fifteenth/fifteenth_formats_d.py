# ruff: noqa: E501
"""lab_robot_liquid_handlers: liquid-handling robots, protocol scripts and cloud labs."""

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
    hexs,
    host,
    pick,
    words_pw,
)

FAM = "lab_robot_liquid_handlers"


@fmt(FAM, "opentrons_protocol_requests_post_auth_tuple_lims")
def _ot(rng):
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f"""from opentrons import protocol_api
import requests

metadata = {{"protocolName": "Normalise DNA", "author": "core lab"}}
requirements = {{"robotType": "OT-2", "apiLevel": "2.15"}}


def run(protocol: protocol_api.ProtocolContext):
    tips = protocol.load_labware("opentrons_96_tiprack_20ul", 1)
    plate = protocol.load_labware("biorad_96_wellplate_200ul_pcr", 2)
    p20 = protocol.load_instrument("p20_single_gen2", "right", tip_racks=[tips])
    for well in plate.wells()[:8]:
        p20.transfer(5, plate["A12"], well)
    if not protocol.is_simulating():
        requests.post(
            "https://{host(rng, "lims")}/api/runs",
            json={{"plate": "NORM-{rng.randint(100, 999)}", "status": "done"}},
            auth=("ot2-bay3", "{pw}"),
            timeout=10,
        )
"""
    path = pick(
        rng, ("protocols/normalise_dna.py", "ot2/normalise_v3.py", "methods/dna_norm_ot2.py")
    )
    return Out(path, text, pw)


@fmt(FAM, "pylabrobot_star_script_labware_db_token_hex_const")
def _plr(rng):
    tok = hexs(rng, 48)
    text = f"""import asyncio

from pylabrobot.liquid_handling import LiquidHandler
from pylabrobot.liquid_handling.backends import STAR
from pylabrobot.resources import STARLetDeck

PLATE_REGISTRY = "https://{host(rng, "labware")}/v1"
PLATE_REGISTRY_KEY = "{tok}"


async def main():
    lh = LiquidHandler(backend=STAR(), deck=STARLetDeck())
    await lh.setup()
    await lh.stop()


asyncio.run(main())
"""
    path = pick(rng, ("scripts/star_setup.py", "plr/run_star.py", "automation/star_init.py"))
    return Out(path, text, tok)


@fmt(FAM, "hamilton_venus_hsl_oledb_connection_variable_password")
def _hsl(rng):
    pw = gen_pw(rng, sym=SYM_DQ.replace(";", ""))
    text = f"""// HSL library: write tracked barcodes to the sample DB
namespace SAMPLETRACK {{
   variable m_conn ("Provider=SQLOLEDB.1;Data Source={host(rng, "lab")};Initial Catalog=SampleTrack;User ID=venus_svc;Password={pw}");
   function WriteBarcode(variable barcode, variable pos) void {{
      file f;
      f.AddField("Barcode", barcode, hslString);
      f.Open(m_conn, hslAppend);
   }}
}}
"""
    path = pick(
        rng,
        ("Library/SampleTrack.hsl", "Methods/Include/sampletrack.hsl", "venus/lib/SampleTrack.hsl"),
    )
    return Out(path, text, pw, "")


@fmt(FAM, "emerald_cloud_lab_wolfram_login_email_password")
def _ecl(rng):
    pw = words_pw(rng)
    text = f"""(* ECL session bootstrap *)
Login["{email(rng)}", "{pw}"];
$Notebook = Object[LaboratoryNotebook, "id:{alnum(rng, 12)}"];
samples = Search[Object[Sample], Container[Model] == Model[Container, Plate, "96-well 2mL Deep Well Plate"]];
"""
    path = pick(rng, ("ecl/bootstrap.wl", "notebooks/session_init.wl", "ecl/login.m"))
    return Out(path, text, pw, "")


@fmt(FAM, "strateos_transcriptic_dotfile_json_token")
def _tx(rng):
    tok = alnum(rng, 20)
    text = f"""{{
  "email": "{email(rng)}",
  "token": "{tok}",
  "organization_id": "{alnum(rng, 10).lower()}",
  "api_root": "https://secure.strateos.com",
  "analytics": false
}}
"""
    path = pick(
        rng, ("home/lab/.transcriptic", "ci/strateos/.transcriptic", "config/transcriptic.json")
    )
    return Out(path, text, tok, "json")


@fmt(FAM, "tecan_fluent_data_connector_xml_sql_password_attribute")
def _tecan(rng):
    pw = gen_pw(rng, sym=SYM_XML)
    text = f"""<?xml version="1.0" encoding="utf-8"?>
<DataConnectorSettings>
  <Target Name="LIMS" Type="SqlServer" Server="{host(rng, "lims")}" Database="FluentRuns" User="fluent" Password="{pw}" />
  <Export Folder="C:\\ProgramData\\Tecan\\Exports" Format="csv" />
</DataConnectorSettings>
"""
    path = pick(
        rng,
        (
            "Tecan/DataConnector.xml",
            "ProgramData/Tecan/FluentControl/dataconnector.xml",
            "fluent/config/DataConnector.xml",
        ),
    )
    return Out(path, text, pw)


@fmt(FAM, "chemspeed_status_mqtt_bridge_yaml_password")
def _chem(rng):
    pw = gen_pw(
        rng, sym=SYM_JSON.replace(":", "").replace("[", "").replace("]", "").replace("#", "")
    )
    text = f"""mqtt:
  host: {host(rng, "mq")}
  port: 8883
  username: swing-xl
  password: "{pw}"
  topic: lab/chemspeed/swing1/status
poll:
  autosuite_log: 'C:\\Chemspeed\\AutoSuite\\Log'
  every_s: 15
"""
    path = pick(
        rng, ("bridge/config.yml", "chemspeed-bridge/config.yaml", "deploy/swing1-bridge.yml")
    )
    return Out(path, text, pw)
