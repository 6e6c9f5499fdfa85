# ruff: noqa: E501
"""Family g: a Santiago waste-collection contractor (Chile; Chilean Spanish)."""

from __future__ import annotations

from seventyfifth_spec import Fam, hexs

F = Fam(
    name="santiago_waste_collection_contractor",
    orgs=("recolectasur", "basuracero", "maipoaseo"),
    tld="cl",
    first=(
        ("José", "jose"),
        ("Camila", "camila"),
        ("Cristián", "cristian"),
        ("Valentina", "valentina"),
        ("Matías", "matias"),
        ("Javiera", "javiera"),
        ("Rodrigo", "rodrigo"),
        ("Constanza", "constanza"),
    ),
    last=(
        ("González", "gonzalez"),
        ("Muñoz", "munoz"),
        ("Rojas", "rojas"),
        ("Díaz", "diaz"),
        ("Contreras", "contreras"),
        ("Sepúlveda", "sepulveda"),
        ("Araya", "araya"),
    ),
    words=(
        "basura",
        "camion",
        "reciclaje",
        "aseo",
        "colocolo",
        "lauchile",
        "cachai",
        "weon",
        "pucha",
        "cordillera",
        "maipu",
        "puentealto",
        "empanada",
        "completo",
        "pisco",
        "copihue",
        "huaso",
        "cueca",
        "lapanchita",
        "chilenito",
    ),
    pets=("cachupin", "negra", "canela", "pelusa", "toby", "tobi"),
    cc="+56",
)

F.reg(
    "santiagoresiduos_transbank_webpay_plus_dotenv",
    ("portal-pagos/<<org>>/.env", "municipal-cobros/.env.comuna<<site>>"),
    """# Pago en línea del retiro de escombros y voluminosos (Webpay Plus)
APP_ENV=production
TBK_ENVIRONMENT=PRODUCCION
TBK_COMMERCE_CODE=5970<<nn>>
TBK_API_KEY_SECRET=<<cred>>
TBK_RETURN_URL=https://pagos.<<dom>>/webpay/retorno
MAIL_FROM=cobranza@<<dom>>
""",
    cred="HEX:64",
)

F.reg(
    "santiagoresiduos_simpliroute_rutas_python_token",
    ("rutas/simpliroute_carga_<<org>>.py", "scripts/rutas_comuna<<site>>.py"),
    '''"""Sube las rutas de recolección domiciliaria del día a SimpliRoute."""

import csv

import requests

SIMPLIROUTE_TOKEN = "<<cred>>"
HEADERS = {"Authorization": f"Token {SIMPLIROUTE_TOKEN}", "Content-Type": "application/json"}

visits = []
with open("puntos_<<date>>.csv", encoding="utf-8") as fh:
    for row in csv.DictReader(fh):
        visits.append({"title": row["direccion"], "address": row["direccion"], "load": float(row["kg"])})

r = requests.post("https://api.simpliroute.com/v1/routes/visits/", json=visits, headers=HEADERS, timeout=60)
print(r.status_code)
''',
    cred="hex:40",
)

F.reg(
    "santiagoresiduos_chilean_whatsapp_clave_wialon",
    ("whatsapp/Chat de WhatsApp con <<fa>>.txt", "respaldo/WhatsApp_choferes_<<n>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Jefe, el GPS del camión 14 no aparece en el mapa po
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Entra al Wialon con la cuenta de despacho
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: usuario despacho<<site>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: la clave es <<cred>>
<<dmy>>, <<time2>> - <<fn>> <<ln>>: Ya, cachai que sí apareció. Gracias jefe
""",
    cred="human",
)

F.reg(
    "santiagoresiduos_wialon_fleet_token_node",
    ("telemetria/wialon_<<org>>.js", "flota/kilometraje_<<n>>.mjs"),
    """// Kilometraje diario de los camiones recolectores desde Wialon Hosting
import fetch from 'node-fetch';

const WIALON_TOKEN = '<<cred>>';
const base = 'https://hst-api.wialon.com/wialon/ajax.html';

const login = await fetch(`${base}?svc=token/login&params=${encodeURIComponent(JSON.stringify({ token: WIALON_TOKEN }))}`);
const { eid } = await login.json();
console.log('sesión', eid);
""",
    cred="p:wialon",
    syntax="",
)

F.reg(
    "santiagoresiduos_bsale_boletas_php_access_token",
    ("facturacion/bsale_<<org>>.php", "sistema/boletas_<<n>>.php"),
    """<?php
// Emite boletas electrónicas del servicio de contenedores (Bsale)
define('BSALE_TOKEN', '<<cred>>');
$ch = curl_init('https://api.bsale.io/v1/documents.json');
curl_setopt_array($ch, [
    CURLOPT_HTTPHEADER => ['access_token: ' . BSALE_TOKEN, 'Content-Type: application/json'],
    CURLOPT_POST => true,
    CURLOPT_POSTFIELDS => json_encode(['documentTypeId' => 1, 'officeId' => <<n>>]),
    CURLOPT_RETURNTRANSFER => true,
]);
echo curl_exec($ch);
""",
    cred="hex:40",
    syntax="",
)

F.reg(
    "santiagoresiduos_flow_cobranza_secretkey_yaml",
    ("config/flow_<<org>>.yml", "deploy/cobranza/comuna<<site>>.yaml"),
    """flow:
  api_url: https://www.flow.cl/api
  api_key: "<<apikey>>"
  secret_key: "<<cred>>"
  url_confirmation: https://<<dom>>/flow/confirmacion
cobranza:
  dia_corte: 5
  recordatorio_whatsapp: true
""",
    cred="hex:40",
    extra=lambda rng, s: {"apikey": hexs(rng, 36, upper=True)},
)

F.reg(
    "santiagoresiduos_weighbridge_pesaje_crontab_mysqldump",
    ("crontabs/romana_<<org>>", "etc/cron.d/pesaje_relleno<<site>>"),
    """# respaldo de la romana (pesaje de camiones en el relleno)
SHELL=/bin/bash
MAILTO=sistemas@<<dom>>
30 2 * * * root mysqldump -h <<ip>> -u romana -p'<<cred>>' pesaje | gzip > /respaldo/pesaje_$(date +\\%F).sql.gz
15 3 * * 0 root find /respaldo -name 'pesaje_*.sql.gz' -mtime +30 -delete
""",
    cred="pw_sq",
)

F.reg(
    "santiagoresiduos_sms_backup_xml_clave_reply_only",
    ("sms/sms-<<date>>.xml", "respaldo_celular/sms_<<fa>>_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<epoch>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="1" body="Hola, me mandas la clave del computador de la báscula?" read="1" status="-1" locked="0" date_sent="<<epoch>>000" readable_date="<<dmy>> <<time>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>500" type="2" body="<<cred>>" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dmy>> <<time2>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>900" type="1" body="Gracias 👍" read="1" status="-1" locked="0" date_sent="<<epoch>>000" readable_date="<<dmy>> <<time2>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    cred="human_x",
)
