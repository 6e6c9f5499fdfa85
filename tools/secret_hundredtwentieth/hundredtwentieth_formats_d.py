# ruff: noqa: E501
"""Family d: a drone aerial-video operator in Valparaíso, Chile (Chilean Spanish)."""

import json

from hundredtwentieth_spec import Fam

F = Fam(
    name="dron_aereo_valparaiso",
    orgs=("vuelocondor", "cerroaereo", "gaviotafilms", "puertodron"),
    tld="cl",
    first=(
        ("Camila", "camila"),
        ("Matías", "matias"),
        ("Javiera", "javiera"),
        ("Benjamín", "benjamin"),
        ("Catalina", "catalina"),
        ("Vicente", "vicente"),
    ),
    last=(
        ("González", "gonzalez"),
        ("Muñoz", "munoz"),
        ("Rojas", "rojas"),
        ("Díaz", "diaz"),
        ("Soto", "soto"),
        ("Contreras", "contreras"),
    ),
    words=(
        "cerro",
        "puerto",
        "chorrillana",
        "huesillo",
        "ascensor",
        "gaviota",
        "piscola",
        "cueca",
        "andes",
        "pacifico",
        "condor",
        "copihue",
        "wanderers",
        "mote",
    ),
    pets=("firulais", "canela", "negrito", "cachupin", "pelusa", "tobi"),
    cc="56",
    city="Valparaíso",
)

F.reg(
    "valpodron_chilean_whatsapp_clave_dji_account",
    ("Chat de WhatsApp con <<fn>> (<<nn>>).txt", "wsp/<<fa>>_<<date>>.txt"),
    """<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Weón, la app DJI Fly me pide login de nuevo pa' sacar el Mavic
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: Es la cuenta de la empresa, <<email>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: clave <<cred>>
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Buena, gracias. Vamos al matrimonio en el Cerro Alegre a las 17
<<d>>/<<m>>/<<y>>, <<hh>>:<<mi>> - <<fn2>>: Ojo con el viento po, ayer había como 30 nudos
""",
    cred="human",
)

F.reg(
    "valpodron_flighthub_media_sync_python",
    ("sync/flighthub_sync_<<nn>>.py", "<<org>>/tools/descarga_vuelos.py"),
    '''"""Descarga los videos de FlightHub 2 al NAS después de cada vuelo."""

import os

import requests

FH_BASE = "https://es-flight-api-us.djigate.com"
APP_ID = "<<nnn>><<nnn>>"
APP_KEY = "<<hex8>><<hex8>>"
APP_LICENSE = "<<cred>>"
DESTINO = os.path.expanduser("~/NAS/vuelos/<<y>>")

session = requests.Session()
session.headers.update({"X-App-Id": APP_ID, "X-App-Key": APP_KEY, "X-App-License": APP_LICENSE})
''',
    cred="b64:96",
)

F.reg(
    "valpodron_flow_cl_payment_php_config",
    ("web/config/flow_<<nn>>.php", "<<org>>/wp-content/plugins/reservas/flow-config.php"),
    """<?php
// Pago del abono de reserva de vuelo (Flow.cl)
return [
    'apiUrl'    => 'https://www.flow.cl/api',
    'apiKey'    => '<<akey>>',
    'secretKey' => '<<cred>>',
    'urlReturn' => 'https://<<dom>>/reserva/gracias',
    'urlConfirmation' => 'https://<<dom>>/reserva/confirmar',
];
""",
    cred="hex:40",
    syntax="",
    extra=lambda r, s: {
        "akey": f"{s['uuid'].upper()[:8]}-{s['hex8'].upper()[:4]}-4{s['hex8'].upper()[4:7]}-A{s['hex40'].upper()[:3]}-{s['hex40'].upper()[3:15]}"
    },
)

F.reg(
    "valpodron_dgac_permit_email_contrasena",
    ("correo/enviados/<<date>>_dgac_<<nn>>.eml", "Mail/<<fa>>/permiso-dgac-<<d>><<m>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Permiso DGAC vuelo matrimonio Viña - acceso al portal
Date: Fri, <<d>> Oct <<y>> <<hh>>:<<mi>>:00 -0300
Content-Type: text/plain; charset=utf-8

Hola <<fn2>>,

Te dejo el acceso al portal de la DGAC para que subas la solicitud de operación RPAS
del sábado (Quinta Vergara, altura máx. 120 m):

usuario: <<user>>
contraseña: <<cred>>

Adjunta el seguro y la credencial de operador. Cualquier cosa me llamas al <<phone>>.

Saludos,
<<fn>>
""",
    cred="human",
)

F.reg(
    "valpodron_nginx_rtmp_restream_facebook_key",
    ("etc/nginx/rtmp.d/restream_<<nn>>.conf", "restream/<<fa>>/nginx-rtmp.conf"),
    """rtmp {
    server {
        listen 1935;
        chunk_size 4096;
        application dron {
            live on;
            record off;
            allow publish <<ip>>;
            push rtmp://live-api-s.facebook.com:80/rtmp/<<cred>>;
        }
    }
}
""",
    cred="p:fb_live",
)

F.reg(
    "valpodron_transbank_webpay_java_properties",
    ("src/main/resources/transbank-<<nn>>.properties", "<<org>>-reservas/config/webpay.properties"),
    """# Webpay Plus producción
transbank.webpay.environment=PRODUCTION
transbank.webpay.commerce-code=5970<<nnn>><<nnn>><<nn>>
transbank.webpay.api-key-secret=<<cred>>
transbank.webpay.return-url=https://<<dom>>/webpay/retorno
""",
    cred="HEX:64",
)

F.reg(
    "valpodron_edit_suite_compose_minio",
    ("edicion/docker-compose.yml", "<<org>>/stack-<<nn>>/docker-compose.yml"),
    """services:
  minio:
    image: minio/minio:RELEASE.2025-04-22T22-12-26Z
    command: server /data --console-address ":9001"
    environment:
      - MINIO_ROOT_USER=<<fa>>
      - MINIO_ROOT_PASSWORD=<<cred>>
    volumes:
      - /srv/vuelos:/data
    ports:
      - "9000:9000"
      - "9001:9001"
""",
    cred="pw",
)


def _tg(s):
    msgs = [
        {
            "id": 1,
            "type": "message",
            "date": f"{s['date']}T{s['hh']}:{s['mi']}:00",
            "from": f"{s['fn']} {s['ln']}",
            "from_id": "user1",
            "text": "¿Cuál es la clave del wifi de la bodega? Tengo que bajar las tarjetas",
        },
        {
            "id": 2,
            "type": "message",
            "date": f"{s['date']}T{s['hh']}:{s['mi']}:40",
            "from": s["fn2"],
            "from_id": "user2",
            "text": s["cred"],
        },
        {
            "id": 3,
            "type": "message",
            "date": f"{s['date']}T{s['hh']}:{s['mi']}:55",
            "from": f"{s['fn']} {s['ln']}",
            "from_id": "user1",
            "text": "gracias!",
        },
    ]
    return json.dumps(
        {
            "name": f"{s['orgc']} equipo",
            "type": "private_group",
            "id": 4400 + s["nnn"],
            "messages": msgs,
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "valpodron_telegram_json_reply_only_value",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "telegram/<<fa>>-<<nn>>/result.json"),
    _tg,
    cred="human",
)
