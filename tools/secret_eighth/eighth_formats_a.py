"""GIS and mapping servers: GeoServer, MapServer, QGIS, Martin, pg_featureserv, ArcGIS."""

from __future__ import annotations

import random

from eighth_corpus import SYM_DQ, SYM_SH, SYM_URL, SYM_XML, Ctx, Out, an, fill, fmt, hx, pick, pw

F = "gis_mapping_servers"


@fmt(F, "geoserver_workspace_datastore_xml_postgis_passwd_entry")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_XML)
    ws = pick(rng, "topp", "cadastre", "transport", "hydro")
    store = pick(rng, "postgis_roads", "parcels_pg", "basemap_db")
    text = fill(
        """
        <dataStore>
          <id>DataStoreInfoImpl-<<i1>></id>
          <name><<store>></name>
          <type>PostGIS</type>
          <enabled>true</enabled>
          <workspace>
            <id>WorkspaceInfoImpl-<<i2>></id>
          </workspace>
          <connectionParameters>
            <entry key="schema">public</entry>
            <entry key="Estimated extends">true</entry>
            <entry key="fetch size">1000</entry>
            <entry key="host"><<host>></entry>
            <entry key="port">5432</entry>
            <entry key="database">gis</entry>
            <entry key="user">geoserver</entry>
            <entry key="passwd"><<s>></entry>
            <entry key="dbtype">postgis</entry>
            <entry key="namespace">http://<<dom>>/<<ws>></entry>
            <entry key="Expose primary keys">false</entry>
          </connectionParameters>
          <__default>false</__default>
        </dataStore>
        """,
        i1=f"{hx(rng, 8)}:{hx(rng, 11)}:-7ff{hx(rng, 1)}",
        i2=f"{hx(rng, 8)}:{hx(rng, 11)}:-7ffe",
        store=store,
        host=c.host("pg"),
        s=s,
        dom=c.domain,
        ws=ws,
    )
    return Out(f"data_dir/workspaces/{ws}/{store}/datastore.xml", text, s)


@fmt(F, "mapserver_mapfile_layer_postgis_connection_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@#%^*-_+.~")
    layer = pick(rng, "parcels", "buildings", "roads", "landuse")
    text = fill(
        """
        MAP
          NAME "<<layer>>_wms"
          EXTENT 280000 5200000 920000 6100000
          PROJECTION
            "init=epsg:25832"
          END
          WEB
            METADATA
              "wms_title"          "<<org>> <<layer>>"
              "wms_enable_request" "*"
            END
          END
          LAYER
            NAME "<<layer>>"
            TYPE POLYGON
            STATUS ON
            CONNECTIONTYPE POSTGIS
            CONNECTION "host=<<host>> port=5432 dbname=gis user=mapserv password=<<s>>"
            DATA "geom from <<layer>> using unique gid using srid=25832"
            CLASS
              STYLE
                OUTLINECOLOR 90 90 90
              END
            END
          END
        END
        """,
        layer=layer,
        org=c.org,
        host=c.host("pg"),
        s=s,
    )
    return Out(
        pick(rng, f"mapfiles/{layer}.map", f"ms/{c.short}.map", "etc/mapserver/wms.map"), text, s
    )


@fmt(F, "qgis_qgs_project_maplayer_datasource_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!#*-_+=.@~")
    table = pick(rng, "zones", "flurstuecke", "hydrants", "trees")
    text = fill(
        """
        <!DOCTYPE qgis PUBLIC 'http://mrcc.com/qgis.dtd' 'SYSTEM'>
        <qgis projectname="<<org>>" version="3.34.4-Prizren">
          <projectCrs>
            <spatialrefsys><authid>EPSG:4326</authid></spatialrefsys>
          </projectCrs>
          <projectlayers>
            <maplayer type="vector" geometry="Polygon" autoRefreshEnabled="0">
              <id><<table>>_<<lid>></id>
              <datasource>dbname='gis' host=<<host>> port=5432 user='qgis_editor' <<+>>
              password='<<s>>' sslmode=prefer key='id' srid=4326 type=Polygon <<+>>
              checkPrimaryKeyUnicity='1' table="public"."<<table>>" (geom)</datasource>
              <layername><<table>></layername>
              <provider encoding="UTF-8">postgres</provider>
            </maplayer>
          </projectlayers>
        </qgis>
        """,
        org=c.org,
        table=table,
        lid=hx(rng, 8) + "_" + hx(rng, 4),
        host=c.host("gisdb"),
        s=s,
    )
    return Out(
        pick(rng, f"projects/{table}.qgs", f"qgis/{c.short}_editing.qgs", "maps/site.qgs"), text, s
    )


@fmt(F, "martin_tile_server_config_yaml_postgres_connection_string")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    url = f"postgresql://martin:{s}@{c.host('pg')}:5432/tiles?sslmode=require"
    text = fill(
        """
        keep_alive: 75
        listen_addresses: '0.0.0.0:3000'
        worker_processes: 8
        cache_size_mb: 512
        postgres:
          connection_string: '<<url>>'
          default_srid: 4326
          pool_size: 20
          auto_publish:
            tables:
              from_schemas: public
        """,
        url=url,
    )
    return Out(
        pick(rng, "martin/config.yaml", "deploy/martin.yaml", f"tiles/{c.short}-martin.yaml"),
        text,
        s,
    )


@fmt(F, "pg_featureserv_toml_database_dbconnection_uri")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    text = fill(
        """
        [Server]
        HttpHost = "0.0.0.0"
        HttpPort = 9000
        UrlBase = "https://features.<<dom>>/"
        CORSOrigins = "*"

        [Database]
        DbConnection = "postgresql://featureserv:<<s>>@<<host>>/gis"
        DbPoolMaxConns = 4

        [Paging]
        LimitDefault = 20
        LimitMax = 10000

        [Metadata]
        Title = "<<org>> features"
        """,
        dom=c.domain,
        s=s,
        host=c.host("pg"),
        org=c.org,
    )
    return Out(
        pick(
            rng,
            "config/pg_featureserv.toml",
            "featureserv/config.toml",
            f"etc/{c.short}/pg_featureserv.toml",
        ),
        text,
        s,
    )


@fmt(F, "arcgis_python_api_gis_positional_username_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ)
    text = fill(
        """
        from arcgis.features import FeatureLayer
        from arcgis.gis import GIS

        gis = GIS("https://<<short>>.maps.arcgis.com", "<<user>>_gis", "<<s>>")
        print("Logged in as", gis.properties.user.username)

        layer = FeatureLayer(
            "https://services<<n>>.arcgis.com/<<oid>>/arcgis/rest/services/Hydrants/FeatureServer/0",
            gis=gis,
        )
        sdf = layer.query(where="status = 'OUT_OF_SERVICE'").sdf
        sdf.to_csv("out_of_service.csv", index=False)
        """,
        short=c.short,
        user=c.user,
        s=s,
        n=rng.randint(1, 9),
        oid=an(rng, 16),
    )
    return Out(
        pick(
            rng, "scripts/export_hydrants.py", "notebooks/agol_sync.py", f"gis/{c.short}_report.py"
        ),
        text,
        s,
    )


@fmt(F, "ogr2ogr_pg_datasource_password_import_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SH.replace("'", ""), nsym=rng.randint(0, 2))
    text = fill(
        """
        #!/usr/bin/env bash
        # Nightly import of the cadastre GeoPackage into PostGIS
        set -euo pipefail
        SRC=/srv/drop/cadastre_$(date +%Y%m%d).gpkg

        ogr2ogr -f PostgreSQL \\
          PG:"host=<<host>> port=5432 dbname=gis user=loader password='<<s>>'" \\
          "$SRC" -nln cadastre.parcels -overwrite \\
          -lco GEOMETRY_NAME=geom -lco FID=gid -t_srs EPSG:25832 \\
          --config PG_USE_COPY YES

        echo "import done: $(date -Is)"
        """,
        host=c.host("pg"),
        s=s,
    )
    return Out(
        pick(rng, "bin/import_cadastre.sh", "etl/ogr_load.sh", f"cron/{c.short}-gpkg2pg.sh"),
        text,
        s,
    )


@fmt(F, "maptiler_style_json_source_url_key_query")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 20)
    text = fill(
        """
        {
          "version": 8,
          "name": "<<org>> basemap",
          "sources": {
            "openmaptiles": {
              "type": "vector",
              "url": "https://api.maptiler.com/tiles/v3/tiles.json?key=<<s>>"
            },
            "hillshade": {
              "type": "raster-dem",
              "url": "https://api.maptiler.com/tiles/terrain-rgb-v2/tiles.json?key=<<s>>"
            }
          },
          "glyphs": "https://api.maptiler.com/fonts/{fontstack}/{range}.pbf?key=<<s>>",
          "layers": [
            {"id": "background", "type": "background", "paint": {"background-color": "#f8f4f0"}}
          ]
        }
        """,
        org=c.org,
        s=s,
    )
    return Out(
        pick(rng, "public/style.json", "src/map/style.json", f"styles/{c.short}-basemap.json"),
        text,
        s,
    )


@fmt(F, "arcgis_maps_sdk_js_esriconfig_apikey_assignment")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = (
        "AAPK"
        + hx(rng, 32)
        + an(rng, 64, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    )
    text = fill(
        """
        import esriConfig from "@arcgis/core/config.js";
        import Map from "@arcgis/core/Map.js";
        import MapView from "@arcgis/core/views/MapView.js";

        esriConfig.apiKey = "<<s>>";

        const map = new Map({ basemap: "arcgis/topographic" });
        export const view = new MapView({
          container: "viewDiv",
          map,
          center: [<<lon>>, <<lat>>],
          zoom: 12,
        });
        """,
        s=s,
        lon=round(rng.uniform(-10, 30), 4),
        lat=round(rng.uniform(40, 60), 4),
    )
    return Out(pick(rng, "src/map.js", "app/main.js", f"web/{c.short}-viewer.js"), text, s)
