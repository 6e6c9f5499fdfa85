"""Family h: an amateur road-cycling club in Boyacá, Colombia: Spanish, Wompi and ePayco, race
timing chips, Strava and Garmin, WhatsApp groups of riders."""

from __future__ import annotations

import json

from hundredfifteenth_spec import Fam

F = Fam(
    name="ciclismo_club_boyaca_colombia",
    orgs=("boyacarueda", "escarabajos", "altiplanobike", "tunjaciclo", "paipapedal"),
    tld="com.co",
    first=(
        ("Nairo", "nairo"),
        ("Luz Marina", "luzmarina"),
        ("Fabio", "fabio"),
        ("Yeny", "yeny"),
        ("Rigoberto", "rigoberto"),
        ("Paola", "paola"),
        ("Egan", "egan"),
        ("Diana", "diana"),
        ("Wilson", "wilson"),
        ("Sandra", "sandra"),
    ),
    last=(
        ("Quintana", "quintana"),
        ("Parra", "parra"),
        ("Urán", "uran"),
        ("Bernal", "bernal"),
        ("Chaparro", "chaparro"),
        ("Rojas", "rojas"),
        ("Sáenz", "saenz"),
        ("Niño", "nino"),
        ("Pérez", "perez"),
    ),
    words=(
        "escarabajo",
        "boyaca",
        "tunja",
        "altiplano",
        "paramo",
        "ruana",
        "arepa",
        "chicha",
        "montana",
        "puerto",
        "cumbre",
        "alto",
        "villadeleyva",
        "pedalazo",
        "ciclista",
    ),
    pets=("pelusa", "tigre", "canela", "lucas", "luna", "firulais"),
    cc="57",
)

F.reg(
    "ciclismo_whatsapp_grupo_clave_strava_club",
    ("WhatsApp Chat with Escarabajos Domingueros.txt", "exports/chat_<<org>>_<<nn>>.txt"),
    """<<dmy>>, <<time>> - <<name>>: Muchachos quién tiene la clave de la cuenta del club en Strava?
<<dmy>>, <<time>> - <<name2>>: correo <<email2>>
<<dmy>>, <<time2>> - <<name2>>: clave <<cred>>
<<dmy>>, <<time2>> - <<name>>: Gracias parcero 🚴‍♂️
""",
    "human",
    syntax="",
)

F.reg(
    "ciclismo_wompi_inscripciones_private_key_env",
    ("inscripciones/.env", "apps/<<org>>-inscripciones/.env.production"),
    """NEXT_PUBLIC_WOMPI_PUBLIC_KEY=pub_prod_<<hex16>>
WOMPI_PRIVATE_KEY=<<cred>>
WOMPI_REDIRECT=https://<<dom>>/gracias
""",
    "p:wompi",
    syntax="",
)

F.reg(
    "ciclismo_chip_timing_race_result_toml",
    ("cronometraje/config.toml", "timing/<<org>>/raceresult.toml"),
    """[evento]
nombre = "Clásica <<org>> <<year>>"
fecha = "<<date>>"

[lectores]
decoder = "<<lan>>"
puerto = 3601

[publicacion]
url = "https://resultados.<<dom>>/api/upload"
usuario = "crono"
clave = "<<cred>>"
""",
    "pw_dq",
)

F.reg(
    "ciclismo_epayco_private_key_php_class",
    ("tienda/app/Services/EpaycoService.php", "www/<<org>>/src/Pagos/Epayco.php"),
    """<?php
namespace App\\Services;

class EpaycoService
{
    private string $publicKey = '<<hex32>>';
    private string $privateKey = '<<cred>>';
    private bool $test = false;
}
""",
    "p:epayco",
    syntax="",
)

F.reg(
    "ciclismo_garmin_connect_sync_python_script",
    ("scripts/sync_garmin.py", "club/<<org>>/garmin_export.py"),
    """from garminconnect import Garmin

CORREO = "<<email>>"
CLAVE = "<<cred>>"

api = Garmin(CORREO, CLAVE)
api.login()
for act in api.get_activities(0, 20):
    print(act["activityName"], act["distance"])
""",
    "human_x",
)

F.reg(
    "ciclismo_spanish_email_contrasena_federacion_licencias",
    ("correo/<<date>>_licencias.eml", "Mail/<<org>>/Enviados/<<nn>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Licencias de corredores - portal de la Liga
Date: <<dmy>> <<time>> -0500

Hola <<first2>>,
para cargar las licencias de los juveniles en el portal de la Liga de Ciclismo:
usuario: <<user>>
contraseña: <<cred>>
Cualquier cosa me escribe al <<phone>>.
Saludos,
<<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "ciclismo_team_car_tracker_traccar_xml",
    ("traccar/conf/traccar.xml", "opt/traccar/<<org>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE properties SYSTEM "http://java.sun.com/dtd/properties.dtd">
<properties>
    <entry key="database.driver">com.mysql.cj.jdbc.Driver</entry>
    <entry key="database.url">jdbc:mysql://localhost/traccar</entry>
    <entry key="database.user">traccar</entry>
    <entry key="database.password"><<cred>></entry>
</properties>
""",
    "pw_xml",
)

F.reg(
    "ciclismo_telegram_json_export_clave_camara",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Downloads/ChatExport_<<org>>/result.json",
    ),
    lambda s: json.dumps(
        {
            "name": "Carros acompañantes",
            "type": "private_group",
            "id": s["epoch"],
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['date']}T06:10:00",
                    "from": s["name"],
                    "text": "¿Clave de la cámara GoPro del carro?",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['date']}T06:12:00",
                    "from": s["name2"],
                    "text": s["cred"],
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    ),
    "human",
)
