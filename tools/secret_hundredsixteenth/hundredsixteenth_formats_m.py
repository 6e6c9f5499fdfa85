# ruff: noqa: E501
"""Family m: the student clinic of a cosmetology school in Medellín, Colombia (Spanish)."""

from __future__ import annotations

import base64
import re

from hundredsixteenth_spec import Fam, enc_b64

F = Fam(
    name="cosmetologia_escuela_clinica_medellin",
    prefix="cosmetologia",
    orgs=("escuelabella", "paisabella", "estetikaantioquia", "floresdemayo"),
    tld="edu.co",
    first=(
        ("Valentina", "valentina"),
        ("Camila", "camila"),
        ("Andrés", "andres"),
        ("Yuliana", "yuliana"),
        ("Estefanía", "estefania"),
        ("Sebastián", "sebastian"),
    ),
    last=(
        ("Restrepo", "restrepo"),
        ("Gómez", "gomez"),
        ("Muñoz", "munoz"),
        ("Zapata", "zapata"),
        ("Cardona", "cardona"),
    ),
    words=(
        "parcera",
        "paisa",
        "medallo",
        "orquidea",
        "poblado",
        "envigado",
        "arepa",
        "bandeja",
        "silleta",
        "antioquia",
        "bacano",
        "chevere",
        "tinto",
        "guaro",
    ),
    pets=("lupe", "tobby", "canela", "rocky", "nala"),
    cc="+57",
)

F.reg(
    "whatsapp_contrasena_moodle_practicas",
    ("WhatsApp Chat with Prácticas Clínica <<year>>.txt", "chats/<<org>>_docentes.txt"),
    """<<dmy>>, <<hm>> - <<fn>>: Profe, ¿cuál es la contraseña del Moodle para subir la bitácora de prácticas?
<<dmy>>, <<hm2>> - <<fn2>>: usuario <<login>>
<<dmy>>, <<hm2>> - <<fn2>>: contraseña <<cred>>
<<dmy>>, <<hm2>> - <<fn2>>: es la cuenta del grupo, no la cambien porfa
<<dmy>>, <<hm2>> - <<fn>>: listo profe, mil gracias
""",
    "human",
)

F.reg(
    "wompi_private_key_citas_env",
    ("clinica-citas/.env", "srv/<<org>>-citas/.env.production"),
    """# citas de la clínica estudiantil (manicure, limpieza facial, corte)
DATABASE_URL=postgres://citas@<<ip>>:5432/clinica
WOMPI_PUBLIC_KEY=pub_prod_<<pk>>
WOMPI_PRIVATE_KEY=<<cred>>
WOMPI_EVENTS_SECRET=prod_events_<<pk>>
""",
    "p:wompi",
    "",
    extra=lambda rng, s: {"pk": s["uuid"].replace("-", "")},
)

F.reg(
    "moodle_config_php_dbpass",
    ("moodle/config.php", "var/www/<<org>>-aula/config.php"),
    """<?php  // Moodle configuration file - aula virtual de cosmetología
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype    = 'mariadb';
$CFG->dblibrary = 'native';
$CFG->dbhost    = '<<ip>>';
$CFG->dbname    = 'moodle';
$CFG->dbuser    = 'moodle_<<org>>';
$CFG->dbpass    = '<<cred>>';
$CFG->prefix    = 'mdl_';
$CFG->wwwroot   = 'https://aula.<<dom>>';
$CFG->dataroot  = '/var/moodledata';
require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    "",
)

F.reg(
    "k8s_secret_data_base64_agenda",
    ("k8s/agenda-clinica-secret.yaml", "deploy/<<org>>/secret-<<n>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: agenda-clinica
  namespace: <<org>>
type: Opaque
data:
  DB_USER: <<u64>>
  DB_PASSWORD: <<enc>>
""",
    "pw",
    extra=lambda rng, s: {"u64": enc_b64("agenda"), "enc": enc_b64(s["cred"])},
    decode=lambda t: base64.b64decode(re.search(r"DB_PASSWORD: (\S+)", t).group(1)).decode(),  # type: ignore[union-attr]
)

F.reg(
    "siigo_access_key_python_facturas",
    ("scripts/siigo_facturas.py", "tools/<<org>>_siigo.py"),
    '''"""Crea las facturas electrónicas de la clínica en Siigo Nube."""

import requests

SIIGO_USER = "<<email>>"
SIIGO_ACCESS_KEY = "<<cred>>"


def token() -> str:
    r = requests.post(
        "https://api.siigo.com/auth",
        json={"username": SIIGO_USER, "access_key": SIIGO_ACCESS_KEY},
        headers={"Partner-Id": "<<org>>"},
    )
    return r.json()["access_token"]
''',
    "b64:48",
)

F.reg(
    "practicas_spreadsheetml_tablet_logins",
    ("practicas/turnos_<<org>>.xml", "Documentos/Turnos clínica <<year>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Turnos">
  <Table>
   <Row><Cell><Data ss:Type="String">Estudiante</Data></Cell><Cell><Data ss:Type="String">Turno</Data></Cell><Cell><Data ss:Type="String">Usuario tablet</Data></Cell><Cell><Data ss:Type="String">Clave</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<fn>> <<ln>></Data></Cell><Cell><Data ss:Type="String">Mañana</Data></Cell><Cell><Data ss:Type="String"><<login>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String"><<fn2>></Data></Cell><Cell><Data ss:Type="String">Tarde</Data></Cell><Cell><Data ss:Type="String"><<fa2>></Data></Cell><Cell><Data ss:Type="String">pedir a coordinación</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
)

F.reg(
    "correo_contrasena_facturacion_dian",
    ("Correo/Enviados/<<date>>_DIAN.eml", "mail/<<fa>>_dian.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: contabilidad@<<dom>>
Subject: Clave del portal de facturación DIAN
Date: Thu, 06 Feb <<year>> <<hm>>:00 -0500
Content-Type: text/plain; charset=utf-8

Buenas tardes,

Les comparto el acceso al facturador gratuito de la DIAN para las facturas de la clínica estudiantil:
NIT: 900<<id>>
Usuario: <<login>>
Contraseña: <<cred>>

Cordialmente,
<<fn>> <<ln>>
Coordinación Clínica de Estética
""",
    "human",
    "",
)

F.reg(
    "aula_wifi_nota_clave_sola",
    ("notas/wifi_aula_<<n>>.txt", "Escritorio/clave wifi <<org>>.txt"),
    """Aula <<n>> - Clínica
<<Org>>-Estudiantes
<<cred>>
""",
    "human_x",
)
