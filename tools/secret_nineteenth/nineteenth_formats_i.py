"""Cheese creameries and affinage caves: cave climate controllers, vat PLCs, milk-collection
routes, export certificates, farm-shop tills."""

from nineteenth_spec import reg

F = "cheese_creamery_affinage_caves"

reg(
    F,
    "affinage_cave_climate_controller_xml_web_password",
    "caves/<<o>>_cave_<<n>>.xml",
    """<?xml version="1.0" encoding="UTF-8"?>
<CaveController id="<<n>>">
  <Setpoints tempC="11.5" rh="94" co2ppm="1500"/>
  <Turning robot="true" intervalDays="3"/>
  <Web user="affineur" password="<<v>>" port="80"/>
</CaveController>
""",
    "xml",
)

reg(
    F,
    "cheese_vat_plc_historian_ini_sql_password",
    "vats/<<o>>/historian_<<n>>.ini",
    """[Vat]
Volume_L=5000
RennetDoseMl=180
[Historian]
Server=<<h>>
Database=cheesemake
User=vat<<n>>
Password=<<v>>
""",
    "ini",
)

reg(
    F,
    "milk_collection_route_app_json_maps_key",
    "routes/<<o>>_collection_<<m>>.json",
    """{
  "route": "north-<<n>>",
  "farms": 14,
  "tanker_l": 18000,
  "maps": {"provider": "google", "key": "AIza<<v>>"}
}
""",
    "a:35",
)

reg(
    F,
    "cheese_export_certificate_python_soap_password",
    "export/certs_<<m>>.py",
    """from zeep import Client
from zeep.wsse.username import UsernameToken

client = Client(
    "https://certs.<<d>>/ehc?wsdl",
    wsse=UsernameToken("<<o>>-export", "<<v>>"),
)
client.service.SubmitCertificate(template="8468", consignment="<<m>>")
""",
    "dq",
)

reg(
    F,
    "farm_shop_till_yaml_card_terminal_api_key",
    "shop/<<o>>/till_<<n>>.yaml",
    """till:
  name: counter-<<n>>
  printer: epson-tm-m30
card_terminal:
  provider: https://pay.<<d>>
  terminal_id: T<<m>>
  api_key: "<<v>>"
""",
    "p:ctk_live_:32",
)

reg(
    F,
    "creamery_haccp_logger_sh_mosquitto_pub_password",
    "haccp/pasteuriser_<<n>>.sh",
    """#!/bin/sh
# pasteuriser divert-valve events to the HACCP broker
mosquitto_pub -h <<h>> -p 8883 -u haccp -P '<<v>>' \\
  -t creamery/pasteuriser/<<n>>/divert -m "$1"
""",
    "sq",
    "",
)

reg(
    F,
    "cheesemaker_make_sheet_csv_note_portal_login",
    "make_sheets/<<date>>_<<n>>.csv",
    """date,batch,milk_l,rennet_ml,cut_min,notes
<<date>>,B<<m>>,4800,170,42,"curd a bit soft"
<<date>>,B<<m>>1,4750,175,40,"new dairy portal login cheese@<<d>> <<v>> for milk test results"
""",
    "words",
    "",
)
