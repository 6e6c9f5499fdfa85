# ruff: noqa: E501
"""Oyster and shellfish hatcheries: upwellers, lease maps, water buoys, depuration, sales."""

from __future__ import annotations

import re

from twentieth_spec import reg

F = "oyster_shellfish_hatchery_leases"

reg(
    F,
    "oyster_upweller_pump_plc_structured_text_password",
    "plc/<<org>>_upweller_<<n>>.st",
    r"""(* Upweller FLUPSY pump control - site <<n>> *)
VAR_GLOBAL CONSTANT
    PUMP_COUNT      : INT := 4;
    HMI_USER        : STRING[16] := 'hatchery';
    HMI_PASSWORD    : STRING[32] := '<<v>>';
    CLOUD_HOST      : STRING[64] := '<<host>>';
END_VAR

PROGRAM UpwellerMain
VAR
    flowOk : BOOL;
END_VAR
flowOk := FlowSensor.Value > 12.5;
IF NOT flowOk THEN
    Alarm.Raise('low flow silo <<n>>');
END_IF;
END_PROGRAM
""",
    "pw_bare",
    "",
)

reg(
    F,
    "oyster_lease_qgis_project_wfs_datasource_password",
    "gis/<<org>>_leases_<<n>>.qgs",
    r"""<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
<qgis projectname="Shellfish leases <<n>>" version="3.34.4-Prizren">
  <projectlayers>
    <maplayer type="vector" geometry="Polygon">
      <id>leases_<<hex8>></id>
      <datasource>dbname='leases' host=<<host>> port=5432 user='gis_<<user>>' password='<<v>>' sslmode=require key='gid' srid=4326 type=MultiPolygon table="public"."lease_parcels" (geom)</datasource>
      <layername>Lease parcels</layername>
    </maplayer>
  </projectlayers>
</qgis>
""",
    "pw_xml",
    "xml",
)

reg(
    F,
    "oyster_water_buoy_fortran_namelist_api_key",
    "model/<<org>>_buoy<<n>>.nml",
    r"""&station
  station_id   = 'BUOY<<n>>'
  latitude     = 53.<<num>>
  longitude    = -9.<<n>>
/
&upload
  server       = 'https://obs.<<dom>>/api/v2'
  api_key      = '<<v>>'
  interval_min = 15
/
""",
    "hex40",
    "",
)

reg(
    F,
    "oyster_depuration_log_julia_script_db_password",
    "analysis/<<org>>_depuration_<<n>>.jl",
    r"""using LibPQ, DataFrames

conn = LibPQ.Connection("host=<<host>> dbname=depuration user=analyst password=<<v>>")
df = DataFrame(execute(conn, "SELECT tank, uv_dose, ecoli_mpn FROM cycles WHERE batch = <<num>>"))
println(describe(df))
close(conn)
""",
    "pw_bare",
    "",
)

reg(
    F,
    "oyster_wholesale_elixir_runtime_exs_stripe_key",
    "config/<<org>>_<<n>>_runtime.exs",
    r"""import Config

if config_env() == :prod do
  config :oyster_orders, OysterOrdersWeb.Endpoint,
    url: [host: "orders.<<dom>>", port: 443],
    http: [port: <<port>>]

  config :stripity_stripe,
    api_key: "<<v>>"
end
""",
    "pre:sk_live_:99",
    "",
)

reg(
    F,
    "oyster_harvest_tag_printer_bat_positional_password",
    "scripts/<<org>>_tags_<<n>>.bat",
    r"""@echo off
rem Print harvest tags for today's bags and push the tag log to the share
set TAGDATE=%date:~-4%-%date:~3,2%-%date:~0,2%
"C:\Program Files\TagPrint\tagprint.exe" /batch <<num>> /copies 2
net use T: \\<<ip>>\tags <<v>> /user:HATCHERY\tagprinter
copy /Y C:\TagPrint\log\*.csv T:\%TAGDATE%\
net use T: /delete
""",
    "pw_bare",
    "",
)

reg(
    F,
    "oyster_farm_whatsapp_txt_vessel_tracker_login",
    "exports/WhatsApp Chat with <<org>> crew <<n>>.txt",
    r"""<<date>>, 05:41 - <<first>>: Tide is at 7:20, we're heading out to the north lease
<<date>>, 05:43 - Skipper: Can someone log the boat on the tracker, I can't find the login
<<date>>, 05:44 - <<first>>: Username is <<org>>boat and password <<v>>
<<date>>, 05:44 - Skipper: cheers
""",
    "human",
    "",
)


def _dec_props(text: str) -> str:
    m = re.search(r"^registry\.password=(.*)$", text, re.M)
    assert m
    return re.sub(r"\\(.)", r"\1", m.group(1))


reg(
    F,
    "oyster_shellfish_registry_java_properties_store_escaped_password",
    "conf/<<org>>_registry_<<n>>.properties",
    r"""#Shellfish registry sync settings
#<<date>>
registry.url=https\://registry.<<dom>>/api
registry.user=<<user>>
registry.password=<<v>>
sync.interval=3600
""",
    "sym:=:#!",
    "",
    enc=lambda s: re.sub(r"([=:#!])", r"\\\1", s),
    decode=_dec_props,
)
