# ruff: noqa: E501
"""Family o: a reef and coast drone-mapping research group in Fiji (English, Fijian, Fiji Hindi)."""

from __future__ import annotations

import base64
import json

from hundredtwelfth_spec import Fam, b64s

FJ = Fam(
    name="vanua_reef_drone_mapping",
    key="vanua",
    orgs=("vanuamap",),
    tld="ac.fj",
    first=tuple(
        (n, n.lower())
        for n in (
            "Mere",
            "Josefa",
            "Litia",
            "Apisai",
            "Seini",
            "Viliame",
            "Sakiusa",
            "Priya",
            "Ravinesh",
            "Salote",
        )
    ),
    last=tuple(
        (n, n.lower())
        for n in (
            "Naivalu",
            "Waqa",
            "Ravuvu",
            "Vakaloloma",
            "Delana",
            "Kumar",
            "Prasad",
            "Naidu",
            "Tuisawau",
            "Lomaloma",
        )
    ),
    words=(
        "bula",
        "vinaka",
        "kava",
        "yaqona",
        "lovo",
        "masi",
        "drua",
        "taveuni",
        "kadavu",
        "suva",
        "nadi",
        "vanua",
        "koro",
        "coral",
        "lagoon",
        "mangrove",
        "ika",
        "cagi",
        "uca",
        "vatu",
    ),
    pets=("rover", "bruno", "blackie", "lucky", "tui", "lala"),
    cc="679",
    places=("Suva", "Nadi", "Labasa", "Savusavu", "Levuka"),
)


def _docker(rng, s):
    s["enc"] = b64s(f"{s['user']}:{s['cred']}")


def _docker_dec(text: str) -> str:
    auths = json.loads(text)["auths"]
    enc = next(iter(auths.values()))["auth"]
    return base64.b64decode(enc).decode().split(":", 1)[1]


FJ.reg(
    "docker_config_json_auth_webodm",
    ("home/<<user>>/.docker/config.json", "odm-node-<<n>>/root/.docker/config.json"),
    """{
	"auths": {
		"registry.<<dom>>": {
			"auth": "<<enc>>"
		}
	},
	"HttpHeaders": {
		"User-Agent": "Docker-Client/24.0.7 (linux)"
	}
}
""",
    cred="pw",
    extra=_docker,
    decode=_docker_dec,
)

FJ.reg(
    "dronedeploy_api_key_js",
    ("scripts/dd_export_<<n>>.js", "home/<<user>>/dronedeploy/export_maps.js"),
    """// Export orthomosaics of the Kadavu reef flights from DroneDeploy
const API_KEY = "<<cred>>";
const PLAN = "<<n2>>reef<<n>>";

fetch(`https://www.dronedeploy.com/api/v2/plans/${PLAN}/exports?api_key=${API_KEY}`, {
  method: "POST",
  headers: { "Content-Type": "application/json" },
  body: JSON.stringify({ layer: "Orthomosaic", file_format: "geotiff", resolution: 3 }),
}).then((r) => r.json()).then(console.log);
""",
    cred="hex:32",
    syntax="",
)

FJ.reg(
    "fijian_whatsapp_starlink_password",
    ("WhatsApp Chat with Drone Team <<n>>.txt", "chats/reef_mapping_<<fa>>.txt"),
    """<<dd>>/<<mm>>/<<year>>, <<t1>> - <<first>> <<last>>: Bula vinaka everyone 🌊 flights at Kadavu tomorrow 6am if the cagi is ok
<<dd>>/<<mm>>/<<year>>, <<t2>> - <<first2>> <<last2>>: Isa, what is the Starlink wifi password at the koro? laptop can't upload the logs
<<dd>>/<<mm>>/<<year>>, <<t3>> - <<first>> <<last>>: <<cred>>
<<dd>>/<<mm>>/<<year>>, <<t4>> - <<first2>> <<last2>>: Vinaka vakalevu!
""",
    cred="human",
    syntax="",
)

FJ.reg(
    "cesium_ion_token_html",
    ("viewer/index_<<n>>.html", "public/reef3d/index.html"),
    """<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <title>Reef 3D -- <<place>></title>
  <script src="https://cesium.com/downloads/cesiumjs/releases/1.118/Build/Cesium/Cesium.js"></script>
  <link href="https://cesium.com/downloads/cesiumjs/releases/1.118/Build/Cesium/Widgets/widgets.css" rel="stylesheet">
</head>
<body>
<div id="cesiumContainer"></div>
<script>
  Cesium.Ion.defaultAccessToken = '<<cred>>';
  const viewer = new Cesium.Viewer('cesiumContainer', { terrain: Cesium.Terrain.fromWorldTerrain() });
  Cesium.Cesium3DTileset.fromIonAssetId(<<n2>><<n2>>).then((t) => { viewer.scene.primitives.add(t); viewer.zoomTo(t); });
</script>
</body>
</html>
""",
    cred="jwt:cesium-ion",
    syntax="",
)

FJ.reg(
    "qgis_qgs_postgis_password",
    ("gis/reef_habitat_<<n>>.qgs", "projects/<<user>>/mangrove_<<year>>.qgs"),
    """<!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
<qgis projectname="Mangrove mapping" version="3.34.4-Prizren">
  <projectlayers>
    <maplayer type="vector" geometry="Polygon">
      <id>habitat_<<uuid>></id>
      <datasource>dbname='reefgis' host=<<ip>> port=5432 user='gis_editor' password='<<cred>>' sslmode=disable key='gid' srid=3460 type=MultiPolygon checkPrimaryKeyUnicity='1' table="public"."habitat_polygons" (geom)</datasource>
      <layername>habitat_polygons</layername>
      <provider encoding="UTF-8">postgres</provider>
    </maplayer>
  </projectlayers>
</qgis>
""",
    cred="pw_xml",
    syntax="",
)

FJ.reg(
    "planet_api_key_bash_profile",
    ("home/<<user>>/.bash_profile", "hpc/<<user>>_<<n>>/.bash_profile"),
    """# .bash_profile
if [ -f ~/.bashrc ]; then
    . ~/.bashrc
fi

export PATH=$HOME/.local/bin:$PATH
export GDAL_CACHEMAX=2048
# PlanetScope basemaps for the reef change study
export PL_API_KEY=<<cred>>
conda activate odm
""",
    cred="p:planet",
    syntax="",
)

FJ.reg(
    "rtk_str2str_ntrip_service",
    ("etc/systemd/system/rtkbase.service", "base-station-<<n>>/str2str.service"),
    """[Unit]
Description=RTK base station -> NTRIP caster (str2str)
After=network-online.target

[Service]
User=pi
ExecStart=/usr/local/bin/str2str -in serial://ttyACM0:115200#ubx -out ntrips://:<<cred>>@caster.<<dom>>:2101/SUVA<<n>> -msg 1004,1005(10),1012,1077,1087,1097,1127,1230
Restart=always

[Install]
WantedBy=multi-user.target
""",
    cred="pw_url",
    syntax="",
)

FJ.reg(
    "field_handover_notes_md",
    ("handover/Kadavu_field_handover_<<n>>.md", "docs/<<fa>>_handover_<<date>>.md"),
    """# Handover -- Kadavu reef mapping, week <<n>>

**From:** <<first>> **To:** <<first2>> (<<phone>>)

## Gear
- 2x DJI Mavic 3M, 11 batteries (2 swollen -- don't use, marked red)
- Emlid RS2 base, tripod, tape

## Access
- Field laptop (Windows): user `reefteam`, password `<<cred>>`
- Starlink router: ask the turaga ni koro before moving it
- WebODM node: key login only, see Apisai

## Notes
Vakamalua with the landings near the koro, kids come to watch 🙂
""",
    cred="human",
    syntax="",
)
