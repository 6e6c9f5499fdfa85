"""Family c: a neighbourhood weekly newspaper and its newsroom in Montevideo, Uruguay (Spanish)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import random

from sixtyseventh_corpus import gen_pw, hexs, pick
from sixtyseventh_spec import SEMANARIO as F
from sixtyseventh_spec import enc_json_u, human

F.reg(
    "wordpress_wp_config_db_password",
    (
        "public_html/wp-config.php",
        "www/<<org>>.<<tld>>/wp-config.php",
        "backup/wp-<<date>>/wp-config.php",
    ),
    """<?php
/** Configuración de WordPress - <<orgc>> (semanario de <<city>>) */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wpuser' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

define( 'AUTH_KEY',         '<<k1>>' );
define( 'SECURE_AUTH_KEY',  '<<k2>>' );

$table_prefix = 'sem_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    cred="pw_sq",
    syntax="",
    extra=lambda rng, s: {
        "k1": gen_pw(rng, 48, "!#%*+-_.?@^~="),
        "k2": gen_pw(rng, 48, "!#%*+-_.?@^~="),
    },
)


def _wa_uy(s: dict) -> str:
    d, mo, yy = int(s["d"]), int(s["mo"]), str(s["y"])[2:]
    pre = f"{d}/{mo}/{yy}"
    a, b = f"{s['fn']} {s['ln']}", f"{s['fn2']} {s['ln2']}"
    return f"""{pre} {s["time"]} - Los mensajes y las llamadas están cifrados de extremo a extremo.
{pre} {s["time"]} - {a}: Che, ¿alguien tiene la clave del WordPress? Tengo que subir la nota del corso de {s["city"]} antes del cierre
{pre} {s["time2"]} - {b}: Usuario redaccion, clave {s["cred"]}
{pre} {s["time2"]} - {b}: No la compartas con los colaboradores, después la cambio
{pre} {s["time2"]} - {a}: Joya, gracias bo 🙌
"""


F.reg(
    "spanish_whatsapp_clave_wordpress_cierre",
    ("WhatsApp Chat with Redacción <<orgc>> <<n>>.txt", "chats/redaccion-<<date>>.txt"),
    _wa_uy,
    cred="human",
    syntax="",
)

F.reg(
    "mercadopago_suscripciones_node_env",
    ("suscripciones/.env", "<<org>>-paywall/.env.production", "srv/paywall-<<n>>/.env"),
    """# Muro de pago - suscripciones digitales (Mercado Pago Uruguay)
NODE_ENV=production
PORT=3000
MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
MP_WEBHOOK_URL=https://<<dom>>/api/mp/webhook
PLAN_MENSUAL_UYU=290
DATABASE_URL=postgres://paywall@localhost:5432/suscriptores
""",
    cred="p:mercadopago",
    syntax="",
)

F.reg(
    "dgi_cfe_efactura_keystore_properties",
    (
        "cfe/config/cfe.properties",
        "opt/facturacion/<<org>>/dgi.properties",
        "ucfe/<<org>>-<<n>>.properties",
    ),
    """# Facturación electrónica DGI (CFE) - avisos clasificados y suscripciones
cfe.rut=21<<n5>>0017
cfe.ambiente=produccion
cfe.url=https://efactura.dgi.gub.uy:6443/ePrueba/ws_eprueba
cfe.keystore.path=/opt/facturacion/<<org>>/certificado.p12
cfe.keystore.type=PKCS12
cfe.keystore.password=<<cred>>
cfe.keystore.alias=<<org>>
cfe.emisor.nombre=<<orgc>> S.R.L.
cfe.emisor.sucursal=<<city>>
""",
    cred="pw",
    syntax="",
)

F.reg(
    "mailchimp_boletin_python_script",
    ("scripts/boletin_semanal_<<n>>.py", "<<org>>/newsletter/enviar_boletin.py"),
    """#!/usr/bin/env python3
\"\"\"Envía el boletín de los viernes a los suscriptores de <<orgc>>.\"\"\"
import mailchimp_marketing as MailchimpMarketing

MAILCHIMP_API_KEY = "<<cred>>"
SERVER = "<<srv>>"
LISTA = "<<lista>>"

client = MailchimpMarketing.Client()
client.set_config({"api_key": MAILCHIMP_API_KEY, "server": SERVER})
campania = client.campaigns.create({
    "type": "regular",
    "recipients": {"list_id": LISTA},
    "settings": {"subject_line": "Lo que pasó en <<city>> esta semana", "from_name": "<<orgc>>", "reply_to": "<<email>>"},
})
print(campania["id"])
""",
    cred="p:mailchimp",
    extra=lambda rng, s: {"srv": str(s["cred"]).rsplit("-", 1)[1], "lista": hexs(rng, 10)},
)

F.reg(
    "lftp_imprenta_pdf_upload_script",
    ("scripts/enviar_imprenta_<<n>>.sh", "home/<<login>>/bin/subir_edicion.sh"),
    """#!/bin/sh
# Sube las páginas de la edición impresa a la imprenta (cierre jueves 23:00)
EDICION=$(date +%Y%m%d)
cd /srv/diagramacion/$EDICION/pdf || exit 1
lftp -u <<org>>,<<cred>> ftp://ftp.imprenta<<n>>.com.uy <<'FIN'
set ftp:ssl-allow no
mkdir -p /entrada/<<org>>/$EDICION
mirror -R . /entrada/<<org>>/$EDICION
bye
FIN
echo "Edición $EDICION enviada" | mail -s "Imprenta OK" <<email>>
""",
    cred="pw_bare",
    syntax="",
)


def _ssml(s: dict) -> str:
    rows = [
        ("Servicio", "Usuario", "Clave", "Notas"),
        ("WordPress", "redaccion", s["other"], "editor"),
        ("Instagram", f"@{s['org']}", s["cred"], "fotos del fin de semana"),
        ("Canva", s["email"], s["other2"], "plan equipo"),
    ]
    body = "\n".join(
        "   <Row>"
        + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in r)
        + "</Row>"
        for r in rows
    )
    return f"""<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <DocumentProperties xmlns="urn:schemas-microsoft-com:office:office">
  <Author>{s["fn"]} {s["ln"]}</Author>
  <Created>{s["date"]}T10:00:00Z</Created>
 </DocumentProperties>
 <Worksheet ss:Name="Accesos">
  <Table>
{body}
  </Table>
 </Worksheet>
</Workbook>
"""


F.reg(
    "accesos_redes_spreadsheetml_clave_column",
    ("Documentos/accesos_<<org>>_<<n>>.xml", "Compartido/Redacción/claves-<<y>>.xml"),
    _ssml,
    cred="human_x",
    extra=lambda rng, s: {"other": human(rng, F, sym="._-"), "other2": human(rng, F, sym="._-")},
)

_ACC = ("Peñarol", "Malvín", "Canción", "Tamborí", "Ñandú", "Montevidéo", "Pocitós", "Corazón")


def _acc_pw(rng: random.Random, fam) -> str:
    return f"{pick(rng, _ACC)}{rng.randint(1, 9999)}{pick(rng, '!.#*')}"


def _sus_json(s: dict) -> str:
    rec = {
        "exportado": s["date"],
        "sistema": "Suscriptores",
        "usuarios": [
            {
                "id": s["n5"],
                "nombre": f"{s['fn']} {s['ln']}",
                "email": s["email"],
                "rol": "admin",
                "clave_inicial": "@@PW@@",
            },
        ],
    }
    return json.dumps(rec, ensure_ascii=True, indent=2).replace("@@PW@@", enc_json_u(s["cred"]))


def _dec_sus(text: str) -> str:
    return json.loads(text)["usuarios"][0]["clave_inicial"]


F.reg(
    "suscriptores_export_json_unicode_escaped_clave",
    ("exports/suscriptores-<<date>>.json", "tmp/<<org>>_usuarios_<<n>>.json"),
    _sus_json,
    cred=_acc_pw,
    decode=_dec_sus,
)
