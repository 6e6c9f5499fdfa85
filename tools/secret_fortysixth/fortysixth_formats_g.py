# ruff: noqa: E501
"""Family g: Chopi timbila (xylophone) orchestras and makers (Mozambique): Portuguese, Chopi."""

from __future__ import annotations

import base64
import json

from fortysixth_spec import Fam, alnum, b64, enc_b64, jdump

F = Fam(
    "timbila_chopi_xylophone",
    orgs=("zavalamarimba", "quissicotimbila", "mwendotimbila", "inharrime"),
    tld="co.mz",
    first=(
        "Venâncio",
        "Matchume",
        "Albertina",
        "Eduardo",
        "Cremilde",
        "Tomás",
        "Graça",
        "Salvador",
        "Lurdes",
        "Zacarias",
    ),
    last=(
        "Mbande",
        "Chissano",
        "Macuácua",
        "Tembe",
        "Nhantumbo",
        "Cossa",
        "Mondlane",
        "Chaúque",
        "Mabunda",
        "Nhaca",
    ),
    words=(
        "timbila",
        "mwenje",
        "zavala",
        "quissico",
        "msaho",
        "chopi",
        "malimba",
        "chilanzane",
        "mwendo",
        "dibinda",
        "ngalanga",
        "xirico",
    ),
    cc="+258",
    pets=("simba", "bobi", "kika", "fofo", "tigre"),
)

F.reg(
    "timbila_portuguese_whatsapp_senha_festival",
    ("WhatsApp Chat - Msaho <<year>>.txt", "conversas/whatsapp_<<first_a>>_<<n>>.txt"),
    """<<date_sl>> <<time>> - <<first>> <<last>>: Bom dia mano, já temos o site do festival M'saho pronto
<<date_sl>> <<time>> - Graça Tembe: Qual é a senha do painel?
<<date_sl>> <<time>> - <<first>> <<last>>: utilizador <<user>> senha <<cred>>
<<date_sl>> <<time>> - Graça Tembe: Kanimambo 🙏 vou colocar as fotos das timbila de Zavala
<<date_sl>> <<time>> - <<first>> <<last>>: <Multimédia omitida>
""",
    "human",
    syntax="",
)

F.reg(
    "timbila_mpesa_vodacom_openapi_php",
    ("loja/config/mpesa.php", "site-<<org>>/includes/mpesa-config.php"),
    """<?php
// Vodacom M-Pesa OpenAPI (Moçambique) - venda de CDs e bilhetes
return [
    'env' => 'openapi',
    'api_key' => '<<cred>>',
    'public_key' => 'MIICIjANBgkqhkiG9w0BAQEFAAOCAg8AMIICCgKCAgEA<<pubk>>',
    'service_provider_code' => '<<n>>1717',
    'origin' => 'developer.mpesa.vm.co.mz',
    'market' => 'vodacomMOZ',
];
""",
    "alnum:32",
    syntax="",
    extra=lambda rng, s: {"pubk": b64(rng, 120)},
)

F.reg(
    "timbila_archive_davfs2_secrets",
    ("etc/davfs2/secrets", "home/<<first_a>>/.davfs2/secrets"),
    """# davfs2 secrets file - arquivo das gravações das orquestras
# server or mount point   user   password
https://arquivo.<<dom>>/remote.php/dav/files/<<user>>/   <<user>>   "<<cred>>"
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "timbila_portuguese_email_senha_ministerio_cultura",
    ("correio/<<date>>_acesso_plataforma.eml", "Mail/Enviados/plataforma-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Acesso à plataforma de candidaturas (património imaterial)
Date: Tue, <<n>> Sep <<year>> 10:05:33 +0200
Content-Type: text/plain; charset=UTF-8

Caro colega,

Envio os dados de acesso à plataforma do Ministério para a candidatura da
orquestra de timbila de Quissico:

Utilizador: <<user>>
Senha: <<cred>>

Os vídeos do msaho já estão no disco partilhado.

Cumprimentos,
<<first>> <<last>>
""",
    "human",
    syntax="",
)

F.reg(
    "timbila_tuner_flutter_key_properties",
    ("android/key.properties", "timbila_afinador/android/key-<<n>>.properties"),
    """storePassword=<<cred>>
keyPassword=<<cred>>
keyAlias=upload
storeFile=/home/<<first_a>>/keys/timbila-upload.jks
""",
    "pw",
    syntax="",
)

F.reg(
    "timbila_school_moodle_config_php",
    ("moodle/config.php", "var/www/escola-<<org>>/config.php"),
    """<?php  // Moodle configuration file - escola de timbila
unset($CFG);
global $CFG;
$CFG = new stdClass();

$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodleuser';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';

$CFG->wwwroot   = 'https://escola.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
$CFG->admin     = 'admin';
$CFG->directorypermissions = 0777;

require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)


def _har(s):
    auth = enc_b64(f"{s['user']}:{s['cred']}")
    entry = {
        "startedDateTime": f"{s['date']}T{s['time']}:{s['sec']}.120Z",
        "time": 231.4,
        "request": {
            "method": "GET",
            "url": f"https://doadores.{s['dom']}/api/v1/donations?year={s['year']}",
            "httpVersion": "HTTP/2",
            "headers": [
                {"name": "accept", "value": "application/json"},
                {"name": "authorization", "value": f"Basic {auth}"},
                {
                    "name": "user-agent",
                    "value": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0",
                },
            ],
            "queryString": [{"name": "year", "value": str(s["year"])}],
            "cookies": [],
            "headersSize": -1,
            "bodySize": 0,
        },
        "response": {
            "status": 200,
            "statusText": "",
            "httpVersion": "HTTP/2",
            "headers": [{"name": "content-type", "value": "application/json"}],
            "content": {"size": 1841, "mimeType": "application/json"},
            "redirectURL": "",
            "headersSize": -1,
            "bodySize": 1841,
        },
        "cache": {},
        "timings": {"send": 0.2, "wait": 201.7, "receive": 29.5},
    }
    return jdump(
        {
            "log": {
                "version": "1.2",
                "creator": {"name": "WebInspector", "version": "537.36"},
                "pages": [],
                "entries": [entry],
            }
        }
    )


def _dec_har(text: str) -> str:
    for h in json.loads(text)["log"]["entries"][0]["request"]["headers"]:
        if h["name"] == "authorization":
            return base64.b64decode(h["value"].split()[1]).decode().split(":", 1)[1]
    raise ValueError("no authorization header")


F.reg(
    "timbila_donor_portal_har_basic_auth",
    ("Downloads/doadores.<<org>>.co.mz.har", "debug/portal-<<n>>.har"),
    _har,
    "pw_json",
    syntax="json",
    decode=_dec_har,
)

F.reg(
    "timbila_radio_icecast_xml_source_password",
    ("etc/icecast2/icecast.xml", "radio-<<org>>/icecast-<<n>>.xml"),
    """<icecast>
    <location>Zavala, Inhambane</location>
    <admin><<email2>></admin>
    <limits>
        <clients>100</clients>
        <sources>2</sources>
    </limits>
    <authentication>
        <source-password><<cred>></source-password>
        <relay-password><<relay>></relay-password>
        <admin-user>admin</admin-user>
        <admin-password><<relay>></admin-password>
    </authentication>
    <hostname>radio.<<dom>></hostname>
    <listen-socket>
        <port>8000</port>
    </listen-socket>
    <mount type="normal">
        <mount-name>/timbila.mp3</mount-name>
    </mount>
</icecast>
""",
    "pw_xml",
    extra=lambda rng, s: {"relay": alnum(rng, 14)},
)
