# ruff: noqa: E501
"""Family m: a cattle ranch, its vet and the livestock auction in Boquerón (Paraguay)."""

from __future__ import annotations

import json

from sixtythird_spec import Fam, pick

F = Fam(
    "chacoganado_remate_boqueron",
    ("vacaguasu", "vacaguasu"),
    "com.py",
    ("ramon", "liz", "osvaldo", "griselda", "aldo", "nilda", "derlis", "mirna"),
    ("Ramón", "Liz", "Osvaldo", "Griselda", "Aldo", "Nilda", "Derlis", "Mirna"),
    ("benitez", "gimenez", "ortiz", "cabrera", "villalba", "duarte", "acosta", "wiebe"),
    (
        "vaca",
        "toro",
        "novillo",
        "chaco",
        "filadelfia",
        "mariscal",
        "tereré",
        "chipa",
        "jaguarete",
        "karai",
        "mbarete",
        "guasu",
        "brangus",
        "nelore",
        "potrero",
        "aguape",
    ),
    "595",
)

F.reg(
    "chacoganado_whatsapp_guarani_clave_senacsa",
    ("WhatsApp Chat con Capataz <<n>>.txt", "wa/<<org>>_<<d>><<mo>>.txt"),
    """<<dmys>> <<time>> - <<lfirst>> <<clast>>: Patrón, mba'éichapa. SIGOR-pe aike haguã clave-pa mba'e?
<<dmys>> <<time>> - Ramón Patrón: usuario <<user>>
<<dmys>> <<time>> - Ramón Patrón: clave <<cred>>
<<dmys>> <<time>> - Ramón Patrón: ejapo pe guía de traslado 48 novillo-pe guarã
<<dmys>> <<time>> - <<lfirst>> <<clast>>: Ok, aguyje 👍
""",
    "human",
)

F.reg(
    "chacoganado_sigor_trazabilidad_sync_ini",
    ("C:/Estancia/sigor_<<n>>.ini", "oficina/<<org>>/trazabilidad.ini"),
    """[establecimiento]
nombre = Estancia <<corg>>
cue = 17<<nn>><<n>>
departamento = Boquerón

[sigor]
url = https://sigor.senacsa.gov.py
usuario = <<user>>
contrasena = <<cred>>
lector_caravanas = COM4
""",
    "pw",
)

F.reg(
    "chacoganado_remate_stream_obs_service_json",
    (
        "AppData/Roaming/obs-studio/basic/profiles/Remate_<<n>>/service.json",
        "obs/<<org>>_service.json",
    ),
    lambda s: json.dumps(
        {
            "settings": {
                "bwtest": False,
                "key": s["cred"],
                "server": "rtmp://a.rtmp.youtube.com/live2",
                "service": "YouTube - RTMPS",
            },
            "type": "rtmp_common",
        },
        indent=4,
    ),
    lambda r, s: "-".join(F.draw(r, "lonum:4", s) for _ in range(5)),
)

F.reg(
    "chacoganado_vet_clinic_pdo_mysql_php",
    ("veterinaria/includes/db_<<n>>.php", "htdocs/<<org>>-vet/conexion.php"),
    """<?php
// Clínica veterinaria - historias clínicas de bovinos y equinos
$host = '<<ip>>';
$db   = 'veterinaria';
$user = 'vetapp';
$pass = '<<cred>>';
$dsn  = "mysql:host=$host;dbname=$db;charset=utf8mb4";
try {
    $pdo = new PDO($dsn, $user, $pass, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
} catch (PDOException $e) {
    die('Error de conexión');
}
""",
    "pw_sq",
)

F.reg(
    "chacoganado_billetera_pagos_api_env",
    ("cobros-remate/.env", "deploy/<<org>>_<<n>>.env"),
    """# Cobro de comisiones del remate por billetera móvil
PAGOS_API_URL=https://api.billetera-movil.com.py/v2
PAGOS_MERCHANT_ID=<<mid>>
PAGOS_API_KEY=<<cred>>
PAGOS_WEBHOOK=https://remate.<<dom>>/pagos/webhook
""",
    "alnum:40",
    extra=lambda r, s: {"mid": F.draw(r, "digits:8", s)},
)

_NY = ("Ñandutí", "Ñandú", "Ñemby", "Ñeembucú", "Pirañita", "Añamemby")


def _u_cred(r, s):
    return f"{pick(r, _NY)}{r.choice(('', '.', '*'))}{r.randint(10, 2026)}"


F.reg(
    "chacoganado_caravana_reader_json_unicode_escaped",
    ("lector/bastón_<<n>>/config.json", "AppData/<<org>>/lector_caravanas.json"),
    lambda s: json.dumps(
        {
            "dispositivo": f"Bastón lector RFID #{s['n']}",
            "sincronizacion": {
                "servidor": f"https://ganado.{s['dom']}/api",
                "usuario": f"lector{s['n']}",
                "contraseña": s["cred"],
            },
            "potrero_default": "Potrero Ñu Guasu",
        },
        indent=2,
    ),
    _u_cred,
    decode=lambda t: json.loads(t)["sincronizacion"]["contraseña"],
)

F.reg(
    "chacoganado_vet_email_clave_laboratorio",
    ("correo/laboratorio_<<n>>.eml", "Mail/<<org>>/<<nn>>.eml"),
    """From: Laboratorio Veterinario Chaco <resultados@labvet-chaco.com.py>
To: <<email>>
Subject: Acceso a resultados - brucelosis y tuberculosis
Date: Fri, <<d>> Jul <<year>> <<hms>> -0400
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

Dr. <<lfirst>> <<clast>>:

Ya puede consultar los resultados de las muestras del establecimiento en nuestro portal.

Usuario: <<user>>
Clave: <<cred>>

Saludos cordiales,
Laboratorio
""",
    "human",
)

F.reg(
    "chacoganado_gps_collar_traccar_xml",
    ("traccar/conf/traccar_<<n>>.xml", "opt/<<org>>/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <!-- collares GPS de los toros reproductores -->
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?zeroDateTimeBehavior=round&amp;serverTimezone=UTC</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='osmand.port'>5055</entry>
</properties>
""",
    "pw_xml",
)
