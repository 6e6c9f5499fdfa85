# ruff: noqa: E501
"""Family o: a hiker's GPS and app accounts in the Pyrenees (Andorra; Catalan)."""

from __future__ import annotations

import json

from fortyninth_spec import Fam

F = Fam(
    name="refugi_hiker_gps_andorra",
    orgs=("refugitrail", "andorratelecom", "comapedrosa", "ordino", "canillo"),
    tld="ad",
    first=(
        "Jordi",
        "Montserrat",
        "Pere",
        "Núria",
        "Marc",
        "Meritxell",
        "Xavier",
        "Laia",
        "Joan",
        "Roser",
    ),
    last=("Cerqueda", "Riba", "Moles", "Pantebre", "Calvó", "Font", "Torres", "Naudi"),
    words=(
        "refugi",
        "pleta",
        "cortal",
        "bordes",
        "estany",
        "collada",
        "isard",
        "comapedrosa",
        "tristaina",
        "escudella",
        "trumfes",
    ),
    seasons=("primavera", "estiu", "tardor", "hivern", "meritxell"),
    cc="376",
    pets=("llamp", "trufa", "nit", "boira", "pinya"),
    latin={"Núria": "nuria", "Calvó": "calvo"},
)

F.reg(
    "refugi_catalan_whatsapp_contrasenya_wikiloc",
    (
        "WhatsApp/Xat de WhatsApp amb Colla Excursionista.txt",
        "Documents/WhatsApp Chat amb <<first2>> <<n2>>.txt",
    ),
    """<<dmy>> <<time>> - <<first2>>: Qui té el compte Premium de Wikiloc de la colla? Vull baixar la ruta dels estanys de Tristaina
<<dmy>> <<time>> - <<first>> <<last>>: Jo. Usuari <<email2>>
<<dmy>> <<time2>> - <<first>> <<last>>: contrasenya <<cred>>
<<dmy>> <<time2>> - <<first>> <<last>>: no canvieu res del perfil eh!
<<dmy>> <<time2>> - <<first2>>: Gràcies!! ⛰️
""",
    cred="human",
)

F.reg(
    "refugi_strava_refresh_token_sync_py",
    ("excursions/scripts/strava_sync.py", "Users/<<fa>>/gps/strava_<<n2>>.py"),
    '''"""Baixa les activitats noves de Strava i les desa com a GPX."""

import requests

CLIENT_ID = "1<<n4>><<n2>>"
CLIENT_SECRET = "<<cs>>"
REFRESH_TOKEN = "<<cred>>"

tok = requests.post(
    "https://www.strava.com/oauth/token",
    data={"client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, "grant_type": "refresh_token", "refresh_token": REFRESH_TOKEN},
    timeout=30,
).json()
acts = requests.get("https://www.strava.com/api/v3/athlete/activities", headers={"Authorization": f"Bearer {tok['access_token']}"}, timeout=30).json()
for a in acts:
    print(a["id"], a["name"], a["distance"])
''',
    cred="p:strava",
    extra=lambda rng, s: {"cs": F.cred(rng, "p:strava", s)},
)

F.reg(
    "refugi_garmin_connect_export_ini",
    ("excursions/garmin/config.ini", "home/<<fa>>/.config/garmin-export-<<n2>>/config.ini"),
    """[garmin]
username = <<email2>>
password = <<cred>>
domain = garmin.com

[export]
format = gpx
directory = /home/<<fa>>/Excursions/gpx
since = <<date>>
""",
    cred="pw",
)

F.reg(
    "refugi_owntracks_otrc_json_http_password",
    ("Download/owntracks-<<date>>.otrc", "Documents/owntracks_config_<<n2>>.otrc"),
    lambda s: (
        json.dumps(
            {
                "_type": "configuration",
                "mode": 3,
                "url": f"https://track.{s['dom']}/pub",
                "auth": True,
                "username": s["fa"],
                "password": s["cred"],
                "deviceId": "mobil",
                "tid": s["fa"][:2].upper(),
                "monitoring": 1,
                "locatorDisplacement": 50,
                "locatorInterval": 60,
            },
            indent=2,
        )
        + "\n"
    ),
    cred="pw_json",
    syntax="json",
)

F.reg(
    "refugi_leaflet_mapbox_secret_token_js",
    ("excursions/web/js/mapa.js", "projectes/mapa-rutes-<<n2>>/src/map.js"),
    """// Mapa de les rutes fetes (Leaflet + Mapbox Outdoors)
const MAPBOX_TOKEN = '<<cred>>';
const map = L.map('mapa').setView([42.55, 1.55], 11);
L.tileLayer(`https://api.mapbox.com/styles/v1/mapbox/outdoors-v12/tiles/{z}/{x}/{y}?access_token=${MAPBOX_TOKEN}`, {
  attribution: '© Mapbox © OpenStreetMap',
  tileSize: 512,
  zoomOffset: -1,
}).addTo(map);
fetch('rutes.geojson').then((r) => r.json()).then((g) => L.geoJSON(g).addTo(map));
""",
    cred="p:mapbox",
)

F.reg(
    "refugi_email_reserva_refugi_contrasenya_catalan",
    ("Correu/Safata d'entrada/<<date>> Reserva refugi.eml", "Mail/Inbox/reserva_<<n4>>.eml"),
    """From: Reserves Refugis <reserves@<<dom>>>
To: <<full>> <<<email2>>>
Subject: El vostre compte de reserves de refugis
Date: Sun, 18 May <<year>> 19:<<n2>>:02 +0200
Content-Type: text/plain; charset="utf-8"

Benvolgut/da <<first>>,

Hem creat el vostre compte per reservar places als refugis guardats (Comapedrosa, Juclar).

  Usuari: <<email2>>
  Contrasenya: <<cred>>

Us recomanem canviar la contrasenya des de "El meu compte".

Bona muntanya!
""",
    cred="pw",
)

F.reg(
    "refugi_ocr_foto_cartell_refugi_wifi",
    ("DCIM/Camera/IMG_<<date>>_<<n4>>.txt", "Google Lens/cartell_refugi_<<n3>>.txt"),
    """REFUGI GUARDAT
Horari sopar: 19:30   Esmorzar: 7:00
Si us plau, botes a l'entrada

WIFI clients
Xarxa: Refugi_<<word>>
Contrasenya: <<cred>>
(només missatgeria, no vídeos!)
""",
    cred="human",
)

F.reg(
    "refugi_traccar_xml_database_password",
    ("opt/traccar/conf/traccar.xml", "docker/traccar-<<n2>>/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<lan>>:3306/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC&amp;allowPublicKeyRetrieval=true&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='web.port'>8082</entry>
</properties>
""",
    cred="pw_xml",
    syntax="",
)
