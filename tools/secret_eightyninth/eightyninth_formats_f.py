"""Family f: a forestry contractor (contratista forestal: thinning, harvesting, fire brigades)
in Biobío, Chile (Chilean Spanish): John Deere TimberOffice, SII electronic invoices,
Transbank Webpay, Frigate on the fire-watch cameras, ArcGIS Field Maps, a crew transport app."""
# ruff: noqa: E501

from __future__ import annotations

import json
import random

from eightyninth_spec import Fam

F = Fam(
    name="raleo_forestry_contractor_chile",
    orgs=("bosquesur", "raleobiobio", "faenasnahuel"),
    display=("Servicios Forestales Bosque Sur SpA", "Raleos Biobío Ltda.", "Faenas Nahuel EIRL"),
    tld="cl",
    first=(
        ("José", "jose"),
        ("Camila", "camila"),
        ("Héctor", "hector"),
        ("Valentina", "valentina"),
        ("Luis", "luis"),
        ("Javiera", "javiera"),
        ("Patricio", "patricio"),
        ("Constanza", "constanza"),
        ("Manuel", "manuel"),
        ("Yanet", "yanet"),
    ),
    last=(
        ("González", "gonzalez"),
        ("Muñoz", "munoz"),
        ("Rojas", "rojas"),
        ("Huenchumilla", "huenchumilla"),
        ("Sepúlveda", "sepulveda"),
        ("Lincopán", "lincopan"),
        ("Fuentes", "fuentes"),
        ("Contreras", "contreras"),
    ),
    words=(
        "bosque",
        "pino",
        "eucalipto",
        "colocolo",
        "araucaria",
        "chucao",
        "temuco",
        "cueca",
        "huaso",
        "mawida",
        "nahuel",
        "lluvia",
        "biobio",
        "canelo",
        "pudu",
        "copihue",
    ),
    pets=("cholito", "negro", "canela", "pelusa", "tommy", "chascona", "firulais"),
    cc="+56",
    tz="-04:00",
)

_NN = (
    "Leña",
    "Piñón",
    "Ñuble",
    "Araucanía",
    "Ñandú",
    "Cañete",
    "Biobío",
    "Coigüe",
    "Raulí",
    "Ñirre",
)


def _enye(rng: random.Random) -> str:
    return f"{rng.choice(_NN)}{rng.choice(['#', '.', '*', '!', ''])}{rng.randint(10, 2026)}"


def _dec_json(text: str) -> str:
    return json.loads(text)["sync"]["password"]


F.reg(
    "raleo_crew_transport_app_json_unicode_escaped",
    ("app-transporte/<<org>>/config_<<n>>.json", "android/files/sync_<<d8>>.json"),
    lambda s: json.dumps(
        {
            "app": "TransporteCuadrillas",
            "version": f"3.{s['n2']}.0",
            "empresa": s["orgname"],
            "sync": {
                "server": f"https://sync.{s['dom']}/api",
                "user": s["login"],
                "password": s["cred"],
            },
            "predio": "Fundo Los Coigües",
            "buses": [s["plate"], f"BJ{s['n']}"],
        },
        indent=2,
    ),
    cred=_enye,
    decode=_dec_json,
)

F.reg(
    "raleo_spanish_whatsapp_clave_faena",
    ("WhatsApp/Chat de WhatsApp con Faena <<n>>.txt", "chats/faena_<<d8>>.txt"),
    """<<dmyy>> <<time>> - <<fac2>> <<la2>>: Oiga don <<first>>, la tablet del skidder no me deja entrar al TimberOffice
<<dmyy>> <<time>> - <<fac2>> <<la2>>: dice clave incorrecta po
<<dmyy>> <<time2>> - <<first>> <<last>>: usuario operador<<n2>> y la clave es <<cred>>
<<dmyy>> <<time2>> - <<first>> <<last>>: no la anote en el tablero ojo
<<dmyy>> <<time2>> - <<fac2>> <<la2>>: listo, ya entré. Gracias
""",
    cred="human",
    syntax="",
)

F.reg(
    "raleo_timberoffice_harvester_ini",
    (
        "TimberOffice/<<org>>/TimberLink<<n2>>.ini",
        "C/ProgramData/JohnDeere/TimberOffice/faena<<n2>>.ini",
    ),
    """[Server]
Host=<<ip>>
Port=1433
Database=TimberOffice5
User=to_sync
Password=<<cred>>

[Machines]
M1=1270G H<<n>> (cosechadora)
M2=1910G F<<n2>> (autocargador)

[Reports]
Export=\\\\<<lan>>\\produccion\\m3_diarios
""",
    cred="pw",
)

F.reg(
    "raleo_sii_certificado_pfx_python",
    ("facturacion/sii_dte_<<n>>.py", "scripts/<<org>>/emitir_dte.py"),
    '''"""Emite DTE (facturas de servicios de raleo y cosecha) al SII con el certificado digital."""

from pathlib import Path

CERT_PATH = Path("/srv/dte/certs/<<fa>>_<<la>>_<<yr>>.pfx")
CERT_PASSWORD = '<<cred>>'
RUT_EMPRESA = "<<n>>.<<n2>>4.321-K"
AMBIENTE = "produccion"


def firmar(xml_dte: bytes) -> bytes:
    from signxml_pfx import sign  # wrapper interno

    return sign(xml_dte, CERT_PATH.read_bytes(), CERT_PASSWORD)
''',
    cred="pw_sq",
)

F.reg(
    "raleo_transbank_webpay_plus_env",
    ("pagos-<<org>>/.env", "webpay/tienda-lena-<<n2>>/.env"),
    """# Venta de leña certificada - Webpay Plus (Transbank)
TRANSBANK_ENV=production
TRANSBANK_COMMERCE_CODE=5970<<n>><<n2>>
TRANSBANK_API_KEY=<<cred>>
RETURN_URL=https://lena.<<dom>>/webpay/retorno
""",
    cred="p:transbank",
    syntax="",
)


def _csv(s: dict) -> str:
    return (
        "Nombre;RUT;Cargo;Usuario app;Clave app;Celular\n"
        f"{s['first']} {s['last']};{s['n']}.{s['n2']}1.234-5;Jefe de faena;{s['login']};{s['cred']};{s['phone']}\n"
        f"{s['first2']} {s['last2']};{s['n2']}.{s['n']}9.876-2;Brigadista;{s['fa2']}{s['la2'][0]};(pendiente);{s['phone2']}\n"
    )


F.reg(
    "raleo_brigada_incendios_csv_punto_y_coma",
    ("brigadas/temporada_<<yr>>_<<n>>.csv", "RRHH/brigada_<<mo>><<yy>>.csv"),
    _csv,
    cred="human_x",
)

F.reg(
    "raleo_fire_watch_cameras_frigate_rtsp_yaml",
    ("frigate/torre<<n2>>/config.yml", "nvr/<<org>>/frigate.yaml"),
    """# torres de vigilancia de incendios - cámaras PTZ
mqtt:
  host: <<ip>>
cameras:
  torre_cerro_alto:
    ffmpeg:
      inputs:
        - path: rtsp://vigia:<<cred>>@<<ip2>>:554/cam/realmonitor?channel=1&subtype=0
          roles:
            - detect
            - record
    detect:
      width: 1280
      height: 720
""",
    cred="pw_url",
)

F.reg(
    "raleo_arcgis_field_maps_api_key_js",
    ("sig/<<org>>/mapa_rodales_<<n>>.js", "web/visor-predios-<<n2>>/main.js"),
    """// visor de rodales y cortafuegos (ArcGIS Maps SDK for JavaScript)
require(["esri/config", "esri/Map", "esri/views/MapView", "esri/layers/FeatureLayer"], function (esriConfig, Map, MapView, FeatureLayer) {
  esriConfig.apiKey = "<<cred>>";
  const map = new Map({ basemap: "arcgis/imagery" });
  const view = new MapView({ container: "viewDiv", map: map, center: [-72.9, -37.4], zoom: 12 });
  map.add(new FeatureLayer({ url: "https://services.arcgis.com/<<org>>/arcgis/rest/services/Rodales/FeatureServer/0" }));
});
""",
    cred="p:arcgis",
    syntax="",
)
