# ruff: noqa: E501
"""Family b: a psychologist's private practice (consultorio) in Rosario, Argentina (Spanish)."""

from __future__ import annotations

import json

from hundredthirtysecond_spec import Fam, rsa_pem

FAM = Fam(
    name="psicologa_divan_terapia",
    orgs=("escuchaclara", "mentelibre", "divanrosario", "espaciotrama"),
    tld="com.ar",
    first=(
        ("Lucía", "lucia"),
        ("Martín", "martin"),
        ("Florencia", "florencia"),
        ("Agustina", "agustina"),
        ("Nicolás", "nicolas"),
        ("Julieta", "julieta"),
        ("Ezequiel", "ezequiel"),
    ),
    last=(
        ("Fernández", "fernandez"),
        ("Ibáñez", "ibanez"),
        ("Sosa", "sosa"),
        ("Medina", "medina"),
        ("Quiroga", "quiroga"),
        ("Lombardi", "lombardi"),
    ),
    words=(
        "mate",
        "rosario",
        "parana",
        "lacan",
        "freud",
        "divan",
        "central",
        "canalla",
        "leproso",
        "alfajor",
        "tango",
        "malbec",
        "monumento",
        "escucha",
    ),
    pets=("toto", "negrita", "lola", "pancho", "coco", "michi", "chicho"),
    cc="+54 9 341",
    cities=("Rosario", "Funes", "Roldán", "Santa Fe"),
)
F = FAM

F.reg(
    "psico_whatsapp_ios_contrasena_doxy",
    ("WhatsApp Chat - <<first2>> consultorio/_chat.txt", "chats/<<fa>>_<<fa2>>_<<ymdc>>/_chat.txt"),
    """[<<dd>>/<<mo>>/<<year>>, <<time>>:12] <<first>> <<last>>: Flor, hoy atiendo online desde casa y no me acuerdo la clave de la cuenta de doxy.me del consultorio
[<<dd>>/<<mo>>/<<year>>, <<time>>:40] <<first2>> <<last2>>: la cambié el lunes, ahí va
[<<dd>>/<<mo>>/<<year>>, <<time2>>:03] <<first2>> <<last2>>: usuario: consultorio@<<domain>>
[<<dd>>/<<mo>>/<<year>>, <<time2>>:05] <<first2>> <<last2>>: contraseña: <<cred>>
[<<dd>>/<<mo>>/<<year>>, <<time2>>:31] <<first>> <<last>>: genia!! gracias 🧉
[<<dd>>/<<mo>>/<<year>>, <<time2>>:50] <<first2>> <<last2>>: ‎Se eliminó este mensaje.
""",
    cred="human",
)

F.reg(
    "psico_mercadopago_suscripcion_php_config",
    ("web/<<org>>/config/mercadopago.php", "public_html/turnos/config-mp-<<n>>.php"),
    """<?php
// Suscripción mensual de pacientes (sesiones semanales) - Mercado Pago Argentina
return [
    'public_key'   => 'APP_USR-<<uuid>>',
    'access_token' => '<<cred>>',
    'currency'     => 'ARS',
    'back_url'     => 'https://<<domain>>/turnos/gracias',
    'notify_email' => '<<email>>',
];
""",
    cred="p:mercadopago",
    syntax="",
)


def _gcal_json(s: dict) -> str:
    return json.dumps(
        {
            "installed": {
                "client_id": f"{s['n2']}{s['n']}-{s['hexid']}.apps.googleusercontent.com",
                "project_id": f"turnos-{s['org']}",
                "auth_uri": "https://accounts.google.com/o/oauth2/auth",
                "token_uri": "https://oauth2.googleapis.com/token",
                "auth_provider_x509_cert_url": "https://www.googleapis.com/oauth2/v1/certs",
                "client_secret": s["cred"],
                "redirect_uris": ["http://localhost"],
            }
        },
        indent=2,
    )


F.reg(
    "psico_google_calendar_turnos_client_json",
    (
        "turnos-bot/<<org>>/client_secret_<<n2>>.json",
        "Escritorio/agenda-google/credentials-<<fa>>.json",
    ),
    _gcal_json,
    cred="p:gocspx",
)

F.reg(
    "psico_afip_wsaa_clave_privada_key",
    ("afip/<<la>>_wsaa_<<year>>.key", "Documentos/Facturacion/AFIP/clave_<<fa>><<n>>.key"),
    "<<cred>>\n",
    cred=lambda rng, fam: rsa_pem(rng),
    syntax="",
)

F.reg(
    "psico_obra_social_keepass_csv",
    ("Documentos/keepass-export-<<ymdc>>.csv", "backup/<<fa>>/claves_consultorio_<<n>>.csv"),
    """"Group","Title","Username","Password","URL","Notes"
"Consultorio","OSDE Prestadores","<<n2>><<n>>","<<cred>>","https://prestadores.osde.com.ar","matrícula <<n2>>"
"Consultorio","Gmail consultorio","consultorio@<<domain>>","","https://mail.google.com","ver 2FA en el celu"
"Personal","Home banking","<<fa>><<n>>","","https://www.bancosantafe.com.ar",""
""",
    cred="human",
    syntax="",
)


def _tg_json(s: dict) -> str:
    msgs = [
        (
            "Lic. " + s["first"],
            f"{s['first2']}, me pasás la clave del Zoom pago del consultorio? tengo grupo a las {s['time']}",
        ),
        (s["first2"] + " " + s["last2"], "sí, es la misma cuenta consultorio@" + s["domain"]),
        (s["first2"] + " " + s["last2"], s["cred"]),
        ("Lic. " + s["first"], "👌"),
    ]
    out = []
    for i, (who, txt) in enumerate(msgs):
        out.append(
            {
                "id": 4100 + s["n"] + i,
                "type": "message",
                "date": f"{s['ymd']}T{s['time']}:{10 + i * 7:02d}",
                "from": who,
                "from_id": f"user{5_000_000_000 + s['n2'] * (i % 2 + 1)}",
                "text": txt,
            }
        )
    return json.dumps(
        {
            "name": s["first2"] + " " + s["last2"],
            "type": "personal_chat",
            "id": 5_100_000 + s["n2"],
            "messages": out,
        },
        ensure_ascii=False,
        indent=1,
    )


F.reg(
    "psico_telegram_json_export_clave_zoom",
    (
        "Telegram Desktop/ChatExport_<<ymd>>/result.json",
        "exports/telegram_<<fa2>>_<<n>>/result.json",
    ),
    _tg_json,
    cred="human",
)

F.reg(
    "psico_obsidian_nota_consultorio_md",
    ("Obsidian/Consultorio/Cuentas y accesos.md", "notas/<<org>>/accesos-<<year>>.md"),
    """---
tags: [consultorio, admin]
actualizado: <<ymd>>
---
# Accesos del consultorio

- **Zoom Pro**: consultorio@<<domain>> / `<<cred>>`
- **Colegio de Psicólogos 2da Circ.**: matrícula <<n2>>, clave en el cajón
- **Facturador AFIP**: con clave fiscal (no anotar acá)
- Wi-Fi sala de espera: `<<orgc>>Pacientes`

> [!warning] no compartir esta nota en el vault compartido con <<first2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "psico_nas_smbclient_bash_history",
    ("home/<<fa>>/.bash_history", "backups/notebook-<<fa>>/bash_history_<<n>>"),
    """ls /media/<<fa>>/
cd ~/Documentos/Historias
smbclient //<<lan>>/historias -U <<fa>>%<<cred>> -c 'ls'
smbclient //<<lan>>/historias -U <<fa>>%<<cred>> -c 'prompt off; recurse on; mput *'
sudo apt update
history | tail
""",
    cred="pw_bare",
    syntax="",
)
