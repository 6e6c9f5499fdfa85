# ruff: noqa: E501
"""Family f: a neighbourhood music school (conservatorio / escuela de música barrial) in Buenos
Aires, Argentina (Rioplatense Spanish): Mercado Pago for monthly fees, WhatsApp, an AFIP
electronic-invoicing key, a Synology NAS for scores, Moodle in Docker, Apps Script reminders."""

from __future__ import annotations

from seventysecond_spec import Fam

F = Fam(
    name="conservatorio_barrial_argentina",
    key="conserva",
    orgs=("milonguita", "sonrisapiano", "bandoneonsur", "lacorchea"),
    orgnames=(
        "Escuela de Música Milonguita",
        "Sonrisa Piano",
        "Conservatorio Bandoneón Sur",
        "La Corchea",
    ),
    tld="com.ar",
    first=(
        ("Lucía", "lucia"),
        ("Martín", "martin"),
        ("Florencia", "florencia"),
        ("Agustín", "agustin"),
        ("Valentina", "valentina"),
        ("Facundo", "facundo"),
        ("Camila", "camila"),
        ("Julián", "julian"),
    ),
    last=(
        ("González", "gonzalez"),
        ("Rodríguez", "rodriguez"),
        ("Fernández", "fernandez"),
        ("López", "lopez"),
        ("Martínez", "martinez"),
        ("Pereyra", "pereyra"),
        ("Sosa", "sosa"),
    ),
    words=(
        "milonga",
        "bandoneon",
        "tango",
        "corchea",
        "solfeo",
        "guitarra",
        "piazzolla",
        "boedo",
        "mate",
        "alfajor",
        "dulcedeleche",
        "charango",
        "bombo",
        "chacarera",
        "rioplata",
        "malambo",
    ),
    words_u=(),
    pets=("toto", "pancho", "lola", "negro", "pelusa", "coco"),
    cc="+54 9 11 ",
    cities=("Boedo", "San Telmo", "Almagro", "Villa Crespo", "Lanús"),
)

F.reg(
    "mercadopago_access_token_node_cuotas",
    ("cuotas-api/src/mp.js", "<<org>>-cuotas/lib/mercadopago.js", "srv/<<org>>/cuotas/mp_<<n>>.js"),
    """// Cobro de cuotas mensuales con Mercado Pago (Checkout Pro)
const { MercadoPagoConfig, Preference } = require('mercadopago');

const client = new MercadoPagoConfig({
  accessToken: '<<cred>>',
  options: { timeout: 5000 },
});

async function linkCuota(alumno, mes, monto) {
  const pref = new Preference(client);
  return pref.create({ body: {
    items: [{ title: `Cuota ${mes} - ${alumno}`, quantity: 1, unit_price: monto, currency_id: 'ARS' }],
    back_urls: { success: 'https://<<dom>>/cuotas/ok' },
    notification_url: 'https://<<dom>>/api/mp/webhook',
  } });
}

module.exports = { linkCuota };
""",
    "p:mp_token",
    syntax="",
)

F.reg(
    "whatsapp_rioplatense_clave_zoom_audiciones",
    ("WhatsApp Chat with Profes <<orgname>>.txt", "Chat de WhatsApp con Profes (<<n>>).txt"),
    """<<dmy>> <<time>> - <<first>> <<last>>: Profes, mañana las audiciones van por Zoom porque se inunda el aula 3 😩
<<dmy>> <<time>> - <<first2>> <<last2>>: Con qué cuenta entramos?
<<dmy>> <<time2>> - <<first>> <<last>>: La de la escuela, zoom@<<dom>> y la clave es <<cred>>
<<dmy>> <<time2>> - <<first>> <<last>>: No la pasen a los chicos porfa
<<dmy>> <<time2>> - <<first2>> <<last2>>: Dale, gracias Luchi!
""",
    "human",
)

F.reg(
    "afip_wsfe_private_key_pem_file",
    (
        "facturacion/afip/<<org>>_<<year>>.key",
        "certs/afip-wsfe-<<yy>><<mo>>.key",
        "srv/factura/<<org>>/privada.key",
    ),
    "<<cred>>\n",
    "rsa",
)

F.reg(
    "synology_rsync_partituras_script",
    ("scripts/backup_partituras.sh", "nas/<<org>>_rsync_<<n>>.sh"),
    """#!/bin/bash
# Copia nocturna de partituras y grabaciones al NAS Synology del depósito
export RSYNC_PASSWORD="<<cred>>"
SRC=/home/secretaria/Partituras/
DST=rsync://backup@<<ip>>/partituras/
rsync -avz --delete --exclude '*.tmp' "$SRC" "$DST" >> /var/log/partituras.log 2>&1
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "moodle_mariadb_docker_compose_yaml",
    (
        "aula-virtual/docker-compose.yml",
        "<<org>>/moodle/compose.yaml",
        "srv/aula<<n>>/docker-compose.yml",
    ),
    """services:
  mariadb:
    image: docker.io/bitnami/mariadb:11.4
    environment:
      MARIADB_USER: bn_moodle
      MARIADB_DATABASE: bitnami_moodle
      MARIADB_PASSWORD: "<<cred>>"
      ALLOW_EMPTY_PASSWORD: "no"
    volumes:
      - mariadb_data:/bitnami/mariadb
  moodle:
    image: docker.io/bitnami/moodle:4.4
    ports:
      - "8080:8080"
    environment:
      MOODLE_DATABASE_HOST: mariadb
      MOODLE_DATABASE_USER: bn_moodle
      MOODLE_DATABASE_PASSWORD: "<<cred>>"
      MOODLE_DATABASE_NAME: bitnami_moodle
      MOODLE_SITE_NAME: "<<orgname>>"
    depends_on:
      - mariadb
volumes:
  mariadb_data:
""",
    "pw_dq",
)

F.reg(
    "recital_email_contrasena_tickets",
    ("correo/recital_fin_de_anio_<<nn>>.eml", "Mail/Enviados/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<email2>>>
Subject: Recital de fin de año - acceso a la ticketera
Date: Thu, <<d>> Nov <<year>> 18:<<mi>>:00 -0300
Content-Type: text/plain; charset=utf-8

Hola <<first2>>,

Te paso el acceso a la cuenta de la escuela en la ticketera para el recital del <<d>>/12 en el
Centro Cultural de <<city>>:

usuario: recitales@<<dom>>
contraseña: <<cred>>

Las entradas para familias son a la gorra, pero hay que emitirlas igual.
Abrazo,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "aula_piano_wifi_sticker_ocr",
    ("fotos/ocr/IMG_<<year>><<mo>><<d>>_<<nnn>>.txt", "ocr/etiqueta_router_aula<<n>>.txt"),
    """AULA <<n>> - PIANOS
WiFi: <<org>>_aulas
Clave
<<cred>>
(no conectar celulares de alumnos)
""",
    "human",
)

F.reg(
    "apps_script_sendgrid_recordatorios_gs",
    (
        "apps-script/Recordatorios.gs",
        "<<org>>/clasp/Codigo_<<n>>.gs",
        "clasp-<<yy>>/Recordatorios.gs",
    ),
    """/** Recordatorio de cuota vencida (planilla "Alumnos" -> mail por SendGrid). */
const SENDGRID_KEY = '<<cred>>';

function recordarCuotas() {
  const hoja = SpreadsheetApp.getActive().getSheetByName('Alumnos');
  const filas = hoja.getDataRange().getValues().slice(1);
  filas.filter(f => f[4] === 'DEBE').forEach(f => {
    UrlFetchApp.fetch('https://api.sendgrid.com/v3/mail/send', {
      method: 'post',
      contentType: 'application/json',
      headers: { Authorization: 'Bearer ' + SENDGRID_KEY },
      payload: JSON.stringify({
        personalizations: [{ to: [{ email: f[2] }] }],
        from: { email: 'secretaria@<<dom>>' },
        subject: 'Cuota pendiente - <<orgname>>',
        content: [{ type: 'text/plain', value: 'Hola ' + f[1] + ', te recordamos la cuota del mes.' }],
      }),
    });
  });
}
""",
    "p:sendgrid",
    syntax="",
)
