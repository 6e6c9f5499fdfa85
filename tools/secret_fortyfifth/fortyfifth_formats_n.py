# ruff: noqa: E501
"""Family n: candombe comparsas (drum troupes of the llamadas), Uruguay. Rioplatense Spanish."""

from __future__ import annotations

from fortyfifth_spec import Fam

F = Fam(
    "candombe_comparsa_uruguay",
    orgs=("barriosur", "cuareim1080", "lonjasdelsur", "ansinacandombe"),
    tld="com.uy",
    first=(
        "valentina",
        "martin",
        "lucia",
        "santiago",
        "florencia",
        "rodrigo",
        "camila",
        "federico",
        "agustina",
        "nicolas",
    ),
    last=("rodriguez", "pereyra", "silva", "olivera", "fernandez", "acosta", "suarez", "techera"),
    words=(
        "candombe",
        "lonja",
        "chico",
        "repique",
        "piano",
        "tamboril",
        "ansina",
        "cuareim",
        "llamadas",
        "comparsa",
        "cuerda",
        "mate",
        "rambla",
    ),
    seasons=("invierno", "verano", "otono", "carnaval"),
    cc="+598",
    pets=("tito", "negra", "chiquito"),
)

F.reg(
    "candombe_rioplatense_whatsapp_contra",
    ("WhatsApp Chat with <<first>>.txt", "chats/cuerda_<<org>>_<<n>>.txt"),
    """<<dmys>> <<time>> - <<name>>: Che, me pasás la contra del Insta de la comparsa? Quiero subir lo del ensayo
<<dmys>> <<time2>> - <<name2>>: usuario <<user>>
<<dmys>> <<time2>> - <<name2>>: contra: <<cred>>
<<dmys>> <<time2>> - <<name2>>: no la pases a nadie eh
<<dmys>> <<time2>> - <<name>>: dale, gracias 🥁
""",
    "human",
)

F.reg(
    "candombe_llamadas_tickets_mercadopago_php",
    ("entradas/config/mp.php", "tickets/config_<<n>>.php"),
    """<?php
// Entradas para la tribuna de las Llamadas — Mercado Pago
require __DIR__ . '/../vendor/autoload.php';

use MercadoPago\\MercadoPagoConfig;

MercadoPagoConfig::setAccessToken('<<cred>>');
MercadoPagoConfig::setRuntimeEnviroment(MercadoPagoConfig::SERVER);

const MP_PUBLIC_KEY = 'APP_USR-<<uuid>>';
const MP_WEBHOOK = 'https://<<dom>>/entradas/webhook';
""",
    "p:mercadopago",
    syntax="",
)

F.reg(
    "candombe_drive_backup_restic_env_script",
    ("backup/restic-env.sh", "scripts/respaldo_<<n>>.sh"),
    """#!/bin/sh
# Respaldo de grabaciones de ensayos a Backblaze B2
export B2_ACCOUNT_ID=005<<hex8>><<hex8>>0001
export B2_ACCOUNT_KEY=K005<<b2>>
export RESTIC_REPOSITORY=b2:<<org>>-ensayos:/restic
export RESTIC_PASSWORD='<<cred>>'
restic backup /srv/ensayos --tag candombe
restic forget --keep-monthly 12 --prune
""",
    "pw_sq",
    syntax="",
    extra=lambda rng, s: {
        "b2": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(27)
        )
    },
)

F.reg(
    "candombe_email_contrasena_intendencia_portal",
    ("Mail/Enviados/<<n4>>.eml", "correo/<<date>>_intendencia.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Usuario del portal de la Intendencia (inscripción Llamadas)
Date: Thu, <<day>> Nov <<year>> 20:44:10 -0300
Content-Type: text/plain; charset=utf-8

Hola <<first2>>,

Para terminar la inscripción de la comparsa en las Llamadas entrá acá:
https://tramites.montevideo.gub.uy
Usuario: <<user>>
Contraseña: <<cred>>

Abrazo,
<<first>>
""",
    "human",
)

F.reg(
    "candombe_costumes_tiendanube_token_python",
    ("tienda/sync_vestuario_<<n>>.py", "scripts/tiendanube_<<word>>.py"),
    """import requests

STORE_ID = <<n4>><<n>>
ACCESS_TOKEN = "<<cred>>"
HEADERS = {
    "Authentication": f"bearer {ACCESS_TOKEN}",
    "User-Agent": "Vestuario comparsa (<<email>>)",
}


def productos():
    return requests.get(f"https://api.tiendanube.com/v1/{STORE_ID}/products", headers=HEADERS, timeout=20).json()
""",
    "hex:40",
)

F.reg(
    "candombe_members_sqlite_dump_sql_plain_password",
    ("db/integrantes_dump_<<date>>.sql", "backup/comparsa_<<n>>.sql"),
    """PRAGMA foreign_keys=OFF;
BEGIN TRANSACTION;
CREATE TABLE usuarios (id INTEGER PRIMARY KEY, nombre TEXT, email TEXT, rol TEXT, clave TEXT);
INSERT INTO usuarios VALUES(1,'<<name>>','<<email>>','admin','<<cred>>');
INSERT INTO usuarios VALUES(2,'<<name2>>','<<email2>>','cuerda',NULL);
CREATE TABLE tambores (id INTEGER PRIMARY KEY, tipo TEXT, lonja TEXT, dueno INTEGER);
INSERT INTO tambores VALUES(1,'repique','cuero de vaca',1);
COMMIT;
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "candombe_drum_orders_calc_csv_contrasena",
    ("pedidos/tambores_<<year>>.csv", "Documentos/<<org>>_pedidos_<<n>>.csv"),
    """"Cliente","Tambor","Lonja","Seña","Usuario web","Contraseña web"
"<<name>>","chico","vaca","1500","<<user>>","<<cred>>"
"<<name2>>","piano","cabra","2000","",""
""",
    "human",
    syntax="",
)

F.reg(
    "candombe_llamadas_youtube_rtmp_stream_key_ffmpeg",
    ("stream/llamadas_<<n>>.sh", "bin/transmitir_<<word>>.sh"),
    """#!/bin/bash
# Transmisión en vivo del desfile desde la cámara de Isla de Flores
ffmpeg -re -i rtsp://<<ip>>:554/live -c:v libx264 -preset veryfast -b:v 4500k -c:a aac -b:a 160k \\
  -f flv rtmp://a.rtmp.youtube.com/live2/<<cred>>
""",
    lambda rng, s: "-".join(
        "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(4))
        for _ in range(5)
    ),
    syntax="",
)
