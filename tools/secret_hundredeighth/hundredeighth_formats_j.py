# ruff: noqa: E501
"""Family j: birding guides in the Andes near Manizales (Colombia): Spanish."""

from __future__ import annotations

import json

from hundredeighth_spec import Fam, alnum

F = Fam(
    name="colibri_andean_birding_guides",
    prefix="colibri",
    orgs=("colibrialto",),
    tld="com.co",
    first=(
        ("Andrés", "andres"),
        ("Valentina", "valentina"),
        ("Camilo", "camilo"),
        ("Daniela", "daniela"),
        ("Julián", "julian"),
        ("Paola", "paola"),
        ("Sebastián", "sebastian"),
        ("Luisa", "luisa"),
    ),
    last=(
        ("Restrepo", "restrepo"),
        ("Ospina", "ospina"),
        ("Cárdenas", "cardenas"),
        ("Giraldo", "giraldo"),
        ("Zuluaga", "zuluaga"),
        ("Betancur", "betancur"),
    ),
    words=(
        "colibri",
        "tangara",
        "barranquero",
        "gallito",
        "quetzal",
        "condor",
        "paramo",
        "frailejon",
        "manizales",
        "cocora",
        "arepa",
        "tinto",
        "guaro",
        "bandeja",
        "cafetero",
        "nevado",
        "toucan",
        "orquidea",
        "pajarito",
        "montaña",
        "chiva",
    ),
    pets=("mona", "tomasa", "lupe", "rocky", "canela", "pelusa"),
    cc="57",
    town="Manizales",
)

F.reg(
    "spanish_whatsapp_contrasena_ebird",
    ("celular/Chat de WhatsApp con <<fac>>.txt", "exports/wa/guias-<<date>>-<<fa>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - <<fn2>>: Parce, cuál es la contraseña de la cuenta de eBird de la empresa? quiero subir la lista del Río Blanco
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm2>> - <<fn>> <<ln>>: usuario <<org>>_birding
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm2>> - <<fn>> <<ln>>: contraseña <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm2>> - <<fn2>>: Gracias! Vimos el Grallaria ruficapilla 🐦
""",
    "human",
)

F.reg(
    "ebird_api_r_script",
    ("analisis/<<org>>/checklists_<<nn>>.R", "home/<<fa>>/ebird_hotspots.R"),
    """# Especies recientes en hotspots de Caldas (eBird API 2.0)
library(httr)
library(jsonlite)

ebird_key <- "<<cred>>"
res <- GET(
  "https://api.ebird.org/v2/data/obs/CO-CAL/recent",
  add_headers(`X-eBirdApiToken` = ebird_key),
  query = list(back = 7)
)
obs <- fromJSON(content(res, "text", encoding = "UTF-8"))
head(obs[, c("comName", "locName", "obsDt")])
""",
    "alnum:12",
    syntax="",
)

F.reg(
    "wompi_private_key_dotenv",
    ("web/<<org>>-<<nn>>/.env", "srv/<<org>>/reservas-<<fa>>/.env.production"),
    """APP_URL=https://<<dom>>
WOMPI_PUBLIC_KEY=pub_prod_<<pub>>
WOMPI_PRIVATE_KEY=<<cred>>
WOMPI_EVENTS_URL=https://<<dom>>/wompi/eventos
MONEDA=COP
""",
    "p:wompi",
    syntax="",
    extra=lambda rng, s: {"pub": alnum(rng, 32)},
)

F.reg(
    "birdsong_archive_s3cfg_wasabi",
    ("home/<<fa>>/.s3cfg", "grabaciones/backup-<<nn>>/.s3cfg"),
    """[default]
access_key = <<akid>>
secret_key = <<cred>>
host_base = s3.us-east-1.wasabisys.com
host_bucket = %(bucket)s.s3.us-east-1.wasabisys.com
use_https = True
""",
    "p:aws_secret",
    syntax="",
    extra=lambda rng, s: {"akid": alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

F.reg(
    "feeder_camera_motioneye_conf",
    ("etc/motioneye/camera-<<n>>.conf", "lodge/<<org>>-<<nn>>/motioneye/camera-1.conf"),
    """# @name Comederos colibríes
# @enabled on
netcam_url rtsp://<<ip>>:554/stream1
netcam_userpass admin:<<cred>>
width 1920
height 1080
framerate 10
target_dir /var/lib/motioneye/comederos
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "spanish_email_clave_ecolodge_reservas",
    ("correo/<<date>>-reservas-<<fa>>.eml", "outbox/clave-<<nn>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: Acceso al sistema de reservas del ecolodge
Date: <<dmy>> <<hh>>:<<mm>> -0500
Content-Type: text/plain; charset=utf-8

Hola <<fn2>>,

Te dejo el acceso a Cloudbeds para bloquear las habitaciones de la salida de aves de la próxima semana:

Usuario: <<email>>
Clave: <<cred>>

Por favor no la compartas con los clientes.
Un abrazo,
<<fn>>
""",
    "human",
)


def _payu(s: dict) -> str:
    cfg = {
        "merchantId": s["nn"] + "508",
        "accountId": s["nn"] + "512",
        "apiLogin": s["login"],
        "apiKey": s["cred"],
        "test": False,
        "currency": "COP",
    }
    return json.dumps({"payu": cfg}, indent=2) + "\n"


F.reg(
    "payu_latam_api_key_json",
    ("config/<<org>>/payu-<<nn>>.json", "apps/pagos-<<fa>>/payu.json"),
    _payu,
    "alnum:26",
    extra=lambda rng, s: {"login": alnum(rng, 15)},
)


def _ipynb(s: dict) -> str:
    nb = {
        "cells": [
            {
                "cell_type": "markdown",
                "metadata": {},
                "source": ["# Rutas de avistamiento - Caldas\n"],
            },
            {
                "cell_type": "code",
                "execution_count": 1,
                "metadata": {},
                "outputs": [],
                "source": [
                    "import folium\n",
                    f'MAPBOX_TOKEN = "{s["cred"]}"\n',
                    "tiles = f'https://api.mapbox.com/styles/v1/mapbox/outdoors-v12/tiles/{z}/{x}/{y}?access_token={MAPBOX_TOKEN}'\n",
                ],
            },
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(nb, indent=1, ensure_ascii=False) + "\n"


F.reg(
    "field_routes_ipynb_mapbox",
    ("notebooks/rutas_<<fa>>_<<nn>>.ipynb", "analisis/<<org>>/mapa_<<date>>.ipynb"),
    _ipynb,
    "p:mapbox",
    syntax="json",
)
