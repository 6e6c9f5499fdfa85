# ruff: noqa: E501
"""Family g: a (fictional) Corvalian cultural institute in Lima, Peru: Spanish and Quechua."""

from __future__ import annotations

import random
import re

from ninetysixth_spec import Fam, dec_qp_body, enc_qp, jdump

F = Fam(
    name="cultural_institute_peru",
    orgs=("corvalis-instituto", "icorvalis", "casacorvalis", "corvalis-cultura"),
    tlds=("pe", "org.pe", "edu.pe"),
    first=(
        ("Rosa", "rosa"),
        ("Jorge", "jorge"),
        ("Milagros", "milagros"),
        ("Wilber", "wilber"),
        ("Yessenia", "yessenia"),
        ("Luis", "luis"),
        ("Killa", "killa"),
        ("Inti", "inti"),
    ),
    last=(
        ("Quispe", "quispe"),
        ("Mamani", "mamani"),
        ("Huamán", "huaman"),
        ("Flores", "flores"),
        ("Condori", "condori"),
        ("Vargas", "vargas"),
        ("Ccori", "ccori"),
    ),
    words=(
        "miraflores",
        "barranco",
        "ceviche",
        "lucuma",
        "chicha",
        "pisco",
        "inkari",
        "machupicchu",
        "titicaca",
        "huayno",
        "marinera",
        "chullo",
        "alpaca",
        "quinua",
        "sumaq",
        "wayra",
        "pachamama",
        "rimac",
        "callao",
        "cusco",
    ),
    pets=("firulais", "canela", "chato", "negrita", "bobby", "michi"),
    cc="51",
    city=("Lima", "lima"),
)

F.reg(
    "culturainst_spanish_whatsapp_ios_clave_sala",
    (
        "WhatsApp Chat - Instituto Coordinación <<n>>/_chat.txt",
        "Backups/whatsapp_<<ymd>>/_chat.txt",
    ),
    """[<<d>>/<<mo>>/<<y>>, <<hh>>:10:05] <<name2>>: Buenas, la compu de la sala de exposiciones pide clave otra vez
[<<d>>/<<mo>>/<<y>>, <<hh>>:11:42] <<name>>: usuario: expo
[<<d>>/<<mo>>/<<y>>, <<hh>>:11:48] <<name>>: clave: <<cred>>
[<<d>>/<<mo>>/<<y>>, <<hh>>:12:03] <<name2>>: Listo, gracias! Sulpayki 🙌
""",
    "human",
)

PE_WORDS = (
    "Ñusta",
    "Cañete",
    "Pachacámac",
    "Lúcuma",
    "Ají",
    "Añaños",
    "Cóndor",
    "Ñawi",
    "Huaraz",
    "Tumbes",
)


def _pe_pw(rng: random.Random, sl: dict[str, object]) -> str:
    while True:
        w = PE_WORDS[rng.randrange(len(PE_WORDS))]
        pw = f"{w}{rng.choice('.-_#!')}{rng.randint(1985, 2025)}"
        if any(ord(c) > 127 for c in pw):
            return pw


def _qp_mail(sl: dict[str, object]) -> str:
    body = (
        f"Hola {sl['fn2']}:\n\n"
        "Te paso el acceso a la intranet del Instituto (biblioteca y reservas de auditorio).\n\n"
        f"Usuario: {sl['user']}\n"
        f"Contraseña: {sl['cred']}\n\n"
        "Cámbiala cuando ingreses por primera vez, por favor.\n\n"
        f"Saludos,\n{sl['name']}\nÁrea de Sistemas\n"
    )
    return (
        f"From: {sl['name_a']} <{sl['email']}>\n"
        f"To: {sl['email2']}\n"
        "Subject: =?UTF-8?Q?Acceso_a_la_intranet_=E2=80=94_contrase=C3=B1a?=\n"
        f"Date: {sl['date']} {sl['time']}:00 -0500\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: quoted-printable\n\n" + enc_qp(body)
    )


def _dec_qp(text: str) -> str:
    m = re.search(r"Contraseña: (.*)", dec_qp_body(text))
    if not m:
        raise ValueError("no line")
    return m.group(1).strip()


F.reg(
    "culturainst_intranet_email_quoted_printable_contrasena",
    ("Correo/Enviados/<<ymd>>_<<n>>.eml", "Thunderbird/Sent/<<user>>_<<nnn>>.eml"),
    _qp_mail,
    _pe_pw,
    syntax="",
    decode=_dec_qp,
)

F.reg(
    "culturainst_culqi_ticketing_ruby_initializer",
    ("taquilla/config/initializers/culqi.rb", "srv/taquilla-<<n>>/config/initializers/culqi.rb"),
    """# Culqi — venta de entradas para conciertos y talleres (PEN)
require "culqi-ruby"

Culqi.public_key = "pk_live_<<pk>>"
Culqi.secret_key = "<<cred>>"

Rails.application.config.x.culqi_currency = "PEN"
""",
    "p:culqi",
    syntax="",
    extra=lambda r, sl: {
        "pk": "".join(
            r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(16)
        )
    },
)

F.reg(
    "culturainst_language_courses_moodle_config_php",
    ("var/www/moodle/config.php", "srv/aulavirtual-<<n>>/config.php"),
    """<?php  // Moodle configuration file — aula virtual (cursos de idiomas y quechua)

unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = '<<ip>>';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodle';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';

$CFG->wwwroot   = 'https://aula.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "culturainst_zoom_server_to_server_oauth_env",
    ("webinars/.env", "home/<<user>>/webinars-<<n>>/.env"),
    """# Zoom Server-to-Server OAuth — charlas y conversatorios
ZOOM_ACCOUNT_ID=<<acct>>
ZOOM_CLIENT_ID=<<cid>>
ZOOM_CLIENT_SECRET=<<cred>>
DEFAULT_HOST=<<user>>@<<dom>>
TIMEZONE=America/Lima
""",
    "p:zoom_secret",
    syntax="",
    extra=lambda r, sl: {
        "acct": "".join(
            r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
            for _ in range(22)
        ),
        "cid": "".join(
            r.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(22)
        ),
    },
)

F.reg(
    "culturainst_quechua_course_ics_description",
    ("calendar/runasimi_<<ymd>>.ics", "Downloads/taller_quechua_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART;TZID=America/Lima:<<ymd>>T180000
DTEND;TZID=America/Lima:<<ymd>>T200000
UID:<<uuid>>@google.com
SUMMARY:Runasimi yachay — Taller de quechua (nivel <<n>>)
LOCATION:Aula 3\\, <<org>>
DESCRIPTION:Allin tuta! La PC del aula ya tiene el proyector configurado.\\nUs
 uario: docente\\nClave: <<cred>>\\nNo olvidar apagar el equipo.
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

F.reg(
    "culturainst_nas_rsync_password_file_bare",
    ("etc/rsync/biblioteca_<<n>>.pass", "home/<<user>>/.rsync_nas_<<n>>"),
    """<<cred>>
""",
    "pw_alnum",
    syntax="",
)


def _sg(sl: dict[str, object]) -> str:
    return jdump(
        {
            "app": {"name": "agenda-cultural", "baseUrl": f"https://agenda.{sl['dom']}"},
            "mail": {
                "provider": "sendgrid",
                "from": f"boletin@{sl['dom']}",
                "sendgrid": {"apiKey": sl["cred"], "listId": str(sl["nnn"]) + "44"},
            },
            "locale": "es-PE",
        }
    )


F.reg(
    "culturainst_newsletter_node_config_production_json",
    ("agenda-cultural/config/production.json", "srv/agenda-<<n>>/config/production.json"),
    _sg,
    "p:sendgrid",
)
