"""Cartography family: map publishers, GIS servers, print RIPs."""

# ruff: noqa: E501
from thirtieth_spec import dec_after, enc_b64, reg, unb64

F = "cartography_map_publishing_gis_studio"

reg(
    F,
    "cartography_qgis_project_postgis_datasource",
    ("projects/<<org>>/sheet_<<n>>.qgs", "maps/<<org>>/footpaths.qgs"),
    """<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
<qgis version="3.34.4-Prizren" projectname="Footpaths sheet <<n>>">
  <projectlayers>
    <maplayer type="vector" geometry="Line">
      <id>paths_<<hex8>></id>
      <datasource>dbname='gis' host=<<host>> port=5432 user='<<user>>' password='<<pw>>' sslmode=prefer key='gid' srid=27700 type=MultiLineString table="public"."rights_of_way" (geom)</datasource>
      <layername>rights_of_way</layername>
    </maplayer>
  </projectlayers>
</qgis>
""",
    "pw_xml",
    "xml",
)

reg(
    F,
    "cartography_mapbox_upload_bash_export",
    ("scripts/<<org>>/upload_tiles.sh", "bin/<<org>>-publish.sh"),
    """#!/usr/bin/env bash
set -euo pipefail
export MAPBOX_ACCESS_TOKEN=<<pw>>
for f in out/*.mbtiles; do
  name=$(basename "$f" .mbtiles)
  mapbox upload "<<org>>.${name}" "$f"
done
""",
    "p:mapbox",
    "",
)

reg(
    F,
    "cartography_geoserver_rest_curl_user_colon",
    ("ops/<<org>>/publish_layer.sh", "README-geoserver-<<org>>.txt"),
    """# publish the new contour store (run from the build box)
curl -u admin:<<pw>> -XPOST -H "Content-type: text/xml" \\
  -d "<featureType><name>contours_5m</name></featureType>" \\
  http://<<ip>>:8080/geoserver/rest/workspaces/<<org>>/datastores/relief/featuretypes
""",
    "pw_bare",
    "",
)

reg(
    F,
    "cartography_mapproxy_yaml_source_url_userinfo",
    ("mapproxy/<<org>>/mapproxy.yaml", "tiles/<<org>>/mapproxy.yml"),
    """services:
  wmts:
  demo:
sources:
  aerial_wms:
    type: wms
    req:
      url: https://<<user>>:<<pw>>@wms.<<dom>>/service?
      layers: ortho_2025
caches:
  aerial_cache:
    grids: [GLOBAL_WEBMERCATOR]
    sources: [aerial_wms]
""",
    "pw_url",
    "yaml",
)

reg(
    F,
    "cartography_surveyor_dutch_email_wachtwoord",
    ("mail/<<org>>/veldwerk_<<n>>.eml", "inbox/<<first>>/RE_inloggegevens_<<n>>.eml"),
    """From: <<firstc>> <<lastc>> <<<email>>>
To: kaartkamer@<<dom>>
Subject: RE: inloggegevens GNSS-correctiedienst

Hoi,

Voor het veldwerk van volgende week:
gebruikersnaam: <<org>>_rtk
wachtwoord: <<pw>>

Mountpoint is NEAR_RTCM32. Graag niet delen buiten het team.

Groet,
<<firstc>>
""",
    "human",
    "",
)

reg(
    F,
    "cartography_print_rip_filezilla_sitemanager_base64",
    (
        "AppData/Roaming/FileZilla/sitemanager_<<org>>.xml",
        "backup/<<user>>/FileZilla/sitemanager.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.67.0" platform="windows">
  <Servers>
    <Server>
      <Host>rip.<<dom>></Host>
      <Port>21</Port>
      <Protocol>0</Protocol>
      <Type>0</Type>
      <User><<org>>_plates</User>
      <Pass encoding="base64"><<pw>></Pass>
      <Logontype>1</Logontype>
      <Name>Print RIP hotfolder</Name>
    </Server>
  </Servers>
</FileZilla3>
""",
    "pw_xml",
    "xml",
    enc_b64,
    dec_after(r'<Pass encoding="base64">([^<]*)</Pass>', unb64),
)

reg(
    F,
    "cartography_arcgis_python_gis_positional",
    ("notebooks/<<org>>/refresh_layers.py", "etl/<<org>>/arcgis_push.py"),
    """from arcgis.gis import GIS

gis = GIS("https://<<org>>.maps.arcgis.com", "<<user>>_gis", "<<pw>>")
item = gis.content.get("<<hex8>><<hex8>><<hex8>><<hex8>>")
item.update(data="out/walking_routes.geojson")
print("updated", item.title)
""",
    "pw_dq",
    "py",
)

reg(
    F,
    "cartography_osm_import_makefile_pgpassword",
    ("Makefile.<<org>>", "build/<<org>>/Makefile"),
    """DB_HOST = <<host>>
REGION = great-britain-latest.osm.pbf

import:
\tPGPASSWORD=<<pw>> osm2pgsql -H $(DB_HOST) -U osm -d osm --slim -C 4000 $(REGION)

style:
\tcarto project.mml > style.xml
""",
    "pw_bare",
    "",
)
