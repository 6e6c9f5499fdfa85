# ruff: noqa: E501
"""Family j: a couple in Guadalajara (Mexico) budgeting at home: spreadsheets, personal-finance
apps, bank apps and the yearly SAT tax return; Spanish."""

from __future__ import annotations

from fiftyninth_spec import Fam, alnum, b64, gen_pw

F = Fam(
    "guadalajara_budget_spreadsheets",
    tld="com.mx",
    orgs=("cuentaclara", "casacumbre", "tlaquepaque"),
    first=(
        ("Alejandra", "alejandra"),
        ("José Luis", "joseluis"),
        ("Guadalupe", "guadalupe"),
        ("Fernando", "fernando"),
        ("Mariana", "mariana"),
        ("Ricardo", "ricardo"),
        ("Ximena", "ximena"),
        ("Héctor", "hector"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("Ramírez", "ramirez"),
        ("Flores", "flores"),
        ("Navarro", "navarro"),
        ("Orozco", "orozco"),
    ),
    words=(
        "chivas",
        "atlas",
        "tapatio",
        "tequila",
        "mariachi",
        "birria",
        "jalisco",
        "chapala",
        "tortas",
        "zapopan",
    ),
    pets=("firulais", "canela", "chispa", "coco", "manchas", "pelusa"),
    mail=("gmail.com", "hotmail.com", "outlook.com", "yahoo.com.mx"),
    cc="+52",
    ssid=("INFINITUM", "Totalplay-", "IZZI-", "MEGACABLE-", "Casa_"),
)


F.reg(
    "guadalajara_presupuesto_csv_clave_banca",
    ("Documentos/Finanzas/presupuesto_<<year>>.csv", "Drive/Casa/presupuesto_mensual_<<n>>.csv"),
    """Concepto,Monto,Fecha,Cuenta,Notas
Renta,12500,<<dmy>>,BBVA nómina,
Luz CFE,845,<<dmy>>,BBVA nómina,bimestral
Internet Totalplay,599,<<dmy>>,Nu,domiciliado
Súper (Costco),4300,<<dmy>>,Nu,
Colegiatura,5200,<<dmy>>,Banorte,"banca en línea usuario <<login>> clave <<cred>>"
Ahorro (Cetes),2000,<<dmy>>,Cetesdirecto,
""",
    cred="human",
)

F.reg(
    "guadalajara_apps_script_belvo_secret",
    ("Drive/Apps Script/Presupuesto/Codigo_<<n>>.gs", "apps-script/finanzas_<<ymd>>/Code.gs"),
    """// Jala los movimientos de BBVA y Nu a la hoja "Movimientos" cada mañana
const BELVO_SECRET_ID = '<<sid>>';
const BELVO_SECRET_PASSWORD = '<<cred>>';
const LINK_ID = '<<uuid>>';

function jalarMovimientos() {
  const auth = Utilities.base64Encode(BELVO_SECRET_ID + ':' + BELVO_SECRET_PASSWORD);
  const resp = UrlFetchApp.fetch('https://api.belvo.com/api/transactions/', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Basic ' + auth },
    payload: JSON.stringify({ link: LINK_ID, date_from: '<<date>>' }),
  });
  const hoja = SpreadsheetApp.getActive().getSheetByName('Movimientos');
  JSON.parse(resp.getContentText()).forEach(t => hoja.appendRow([t.value_date, t.description, t.amount]));
}
""",
    cred=lambda rng, fam: gen_pw(rng, 64, "#*-_"),
    syntax="",
    extra=lambda rng, s: {"sid": s["uuid"]},
)

F.reg(
    "guadalajara_firefly_iii_env_db_password",
    ("firefly-iii/.env", "home/<<fa>>/firefly-<<n>>/.env"),
    """APP_ENV=production
APP_DEBUG=false
SITE_OWNER=<<email>>
APP_KEY=base64:<<ak>>
DEFAULT_LANGUAGE=es_ES
DEFAULT_LOCALE=equal
TZ=America/Mexico_City
DB_CONNECTION=mysql
DB_HOST=db
DB_PORT=3306
DB_DATABASE=firefly
DB_USERNAME=firefly
DB_PASSWORD=<<cred>>
""",
    cred="pw",
    syntax="",
    extra=lambda rng, s: {"ak": b64(rng, 32)},
)

F.reg(
    "guadalajara_firefly_importer_env_access_token",
    ("firefly-iii/.importer.env", "home/<<fa>>/firefly-<<n>>/.importer.env"),
    """FIREFLY_III_URL=http://app:8080
VANITY_URL=http://<<lan>>:8080
FIREFLY_III_ACCESS_TOKEN=<<cred>>
FIREFLY_III_CLIENT_ID=
USE_CACHE=false
IGNORE_DUPLICATE_ERRORS=false
TZ=America/Mexico_City
""",
    cred="p:rs_jwt",
    syntax="",
)

F.reg(
    "guadalajara_nota_sat_efirma_contrasena",
    ("Notas/SAT declaración anual <<year>>.txt", "Documentos/SAT/notas_<<n>>.txt"),
    """DECLARACIÓN ANUAL <<year>> (abril)
RFC: <<rfc>>
Contraseña del SAT (CIEC): en el sobre amarillo
e.firma: archivos .cer y .key en la USB azul
Contraseña de la clave privada (.key): <<cred>>
Deducciones: colegiatura, gastos médicos, intereses hipotecarios
""",
    cred="human",
    extra=lambda rng, s: {
        "rfc": alnum(rng, 4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        + f"{rng.randint(600101, 991231)}"
        + alnum(rng, 3, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789")
    },
)

F.reg(
    "guadalajara_whatsapp_ios_esposa_clave_app_banco",
    ("WhatsApp Chat - Mi amor <<n>>.txt", "iCloud/WhatsApp/_chat_<<ymd>>.txt"),
    """[<<dmy>>, 1:14:02 p.m.] <<fn>>: amor ya pagaste la tarjeta? vence hoy
[<<dmy>>, 1:20:45 p.m.] <<fn2>>: no puedo entrar a la app, se me olvidó la contraseña 🤦
[<<dmy>>, 1:21:10 p.m.] <<fn>>: es la de siempre
[<<dmy>>, 1:21:12 p.m.] <<fn>>: <<cred>>
[<<dmy>>, 1:30:33 p.m.] <<fn2>>: listo, pagado ✅
""",
    cred="human",
)

F.reg(
    "guadalajara_ynab_python_import_bancos",
    ("Documentos/scripts/ynab_importar_<<n>>.py", "home/<<fa>>/finanzas/ynab_sync_<<ymd>>.py"),
    '''"""Importa el CSV de movimientos de Nu a YNAB (presupuesto "Casa")."""

import csv

import requests

YNAB_TOKEN = "<<cred>>"
BUDGET_ID = "<<uuid>>"

with open("nu_movimientos.csv", encoding="utf-8") as f:
    txs = [{"account_id": "<<uuid>>", "date": r["Fecha"], "amount": int(float(r["Monto"]) * 1000), "payee_name": r["Descripción"]} for r in csv.DictReader(f)]

r = requests.post(
    f"https://api.ynab.com/v1/budgets/{BUDGET_ID}/transactions",
    headers={"Authorization": f"Bearer {YNAB_TOKEN}"},
    json={"transactions": txs},
    timeout=30,
)
print(r.status_code)
''',
    cred="b64u:32",
)


def _shared(s: dict) -> str:
    items = [
        "Cuenta",
        "Usuario",
        "Contraseña",
        "Banamex",
        s["login"],
        s["cred"],
        "Nu",
        s["email"],
        "(huella)",
        "Afore",
        s["curp"],
        "(token SMS)",
    ]
    si = "".join(f"<si><t>{t}</t></si>" for t in items)
    return f"""<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(items)}" uniqueCount="{len(items)}">{si}</sst>
"""


F.reg(
    "guadalajara_xlsx_sharedstrings_cuentas",
    (
        "Finanzas_casa_<<year>>_xlsx/xl/sharedStrings.xml",
        "Descargas/presupuesto_<<n>>/xl/sharedStrings.xml",
    ),
    _shared,
    cred="human",
    extra=lambda rng, s: {
        "curp": alnum(rng, 4, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
        + f"{rng.randint(600101, 991231)}"
        + "HJLRNS"
        + alnum(rng, 2, "0123456789")
    },
)

_ = alnum
