# ruff: noqa: E501
"""Family l: a street-sweeping contractor (barrido de calles) in Mexico City (Mexican Spanish):
Samsara and MyGeotab fleet telematics, Mercado Pago, Conekta, SAT e.firma, shift rosters."""

from __future__ import annotations

import random

from eightyfifth_spec import MEXICO as F
from eightyfifth_spec import gen_pw, hexs

# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "barrido_whatsapp_android_mx_contrasena_samsara",
    (
        "WhatsApp/Chat de WhatsApp con Supervisores <<org_c>>.txt",
        "cel/<<fa>>/Chat de WhatsApp con <<fa2_c>> <<n>>.txt",
    ),
    """<<dd>>/<<mm>>/<<yy>>, <<t1>> - <<first>> <<last>>: Buenos días jefe, la barredora 07 no aparece en Samsara
<<dd>>/<<mm>>/<<yy>>, <<t2>> - <<first2>>: Entra con la cuenta de operaciones
<<dd>>/<<mm>>/<<yy>>, <<t2>> - <<first2>>: usuario: operaciones@<<dom>>
<<dd>>/<<mm>>/<<yy>>, <<t2>> - <<first2>>: contraseña: <<cred>>
<<dd>>/<<mm>>/<<yy>>, <<t3>> - <<first>> <<last>>: Listo, ya la veo en Iztapalapa, el GPS estaba desconectado
<<dd>>/<<mm>>/<<yy>>, <<t4>> - <<first2>>: Órale. Borra el mensaje porfa
""",
    "human",
    syntax="",
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "barrido_mercadopago_access_token_python_cobro",
    ("cobranza/mp_links.py", "finanzas/<<org>>/mercadopago_<<n>>.py"),
    '''"""Ligas de pago para condominios y plazas comerciales (barrido privado)."""

import mercadopago

ACCESS_TOKEN = "<<cred>>"
sdk = mercadopago.SDK(ACCESS_TOKEN)


def liga(cliente, monto, concepto):
    pref = {
        "items": [{"title": concepto, "quantity": 1, "unit_price": float(monto), "currency_id": "MXN"}],
        "payer": {"email": cliente["email"]},
        "back_urls": {"success": "https://<<dom>>/pago/ok"},
        "external_reference": f"BAR-{cliente['id']}",
    }
    return sdk.preference().create(pref)["response"]["init_point"]
''',
    "p:mercadopago",
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "barrido_conekta_private_key_rails_initializer",
    ("config/initializers/conekta.rb", "portal/<<org>>/conekta_<<n>>.rb"),
    """# Cobro mensual a plazas comerciales - tarjeta y OXXO Pay
require 'conekta'

Conekta.api_key = '<<cred>>'
Conekta.api_version = '2.1.0'
Conekta.locale = :es

CONEKTA_WEBHOOK_URL = 'https://portal.<<dom>>/webhooks/conekta'
""",
    "p:conekta",
    syntax="",
)

# 4 ---------------------------------------------------------------------------------------------
F.reg(
    "barrido_sat_efirma_openssl_passin_bat",
    ("facturacion/convertir_efirma.bat", "C_/SAT/<<org>>/efirma_<<n>>.bat"),
    """@echo off
REM Convierte la llave privada de la e.firma (FIEL) a PEM para el timbrado CFDI 4.0
cd /d C:\\SAT\\FIEL_<<rfc>>
openssl pkcs8 -inform DER -in Claveprivada_FIEL_<<rfc>>_<<ymd>>.key -passin pass:<<cred>> -out llave.pem
openssl x509 -inform DER -in <<rfc>>.cer -out cert.pem
echo Listo
pause
""",
    "pw_bare",
    syntax="",
    extra=lambda r, s: {
        "rfc": "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ") for _ in range(3))
        + f"{r.randint(0, 99):02d}{s['mm']}{s['dd']}"
        + hexs(r, 3, upper=True)
    },
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "barrido_samsara_api_token_node_sweeper_routes",
    ("integraciones/samsara.js", "ops/<<org>>/samsara_<<n>>.js"),
    """// Kilómetros barridos por unidad (reporte para la alcaldía)
const SAMSARA_TOKEN = '<<cred>>';

async function vehicleStats(startTime, endTime) {
  const url = `https://api.samsara.com/fleet/vehicles/stats/history?types=obdOdometerMeters&startTime=${startTime}&endTime=${endTime}`;
  const res = await fetch(url, { headers: { Authorization: `Bearer ${SAMSARA_TOKEN}` } });
  if (!res.ok) throw new Error(`Samsara ${res.status}`);
  return (await res.json()).data;
}

module.exports = { vehicleStats };
""",
    "p:samsara",
    syntax="",
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "barrido_mygeotab_credentials_yaml_etl",
    ("etl/geotab.yaml", "config/<<org>>/mygeotab_<<n>>.yaml"),
    """# ETL: MyGeotab -> PostgreSQL (horas de barrido por turno)
mygeotab:
  server: "my.geotab.com"
  database: "<<org>>_mx"
  username: "<<mail>>"
  password: "<<cred>>"
postgres:
  host: "<<ip>>"
  db: "flota"
  user: "etl"
turnos:
  - {nombre: "matutino", inicio: "06:00", fin: "14:00"}
  - {nombre: "nocturno", inicio: "22:00", fin: "06:00"}
""",
    "pw_dq",
)


# 7 ---------------------------------------------------------------------------------------------
def _ss_rows(rng: random.Random, s: dict) -> dict:
    k = rng.randint(0, 3)
    out = []
    for i in range(4):
        f, last = rng.choice(F.first), rng.choice(F.last)
        pw = s["cred"] if i == k else F.human(rng)
        cells = [
            f"{f[0]} {last[0]}",
            rng.choice(("Matutino", "Vespertino", "Nocturno")),
            f"BAR-{rng.randint(1, 30):02d}",
            f"{f[1].lower()}.{last[1].lower()}",
            pw,
        ]
        out.append(
            "    <Row>"
            + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in cells)
            + "</Row>"
        )
    return {"rows": "\n".join(out)}


F.reg(
    "barrido_spreadsheetml_turnos_tabletas",
    ("turnos/Rol_de_turnos_<<mm>>_<<year>>.xml", "compartido/<<org>>/tabletas_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Turnos">
  <Table>
    <Row><Cell><Data ss:Type="String">Operador</Data></Cell><Cell><Data ss:Type="String">Turno</Data></Cell><Cell><Data ss:Type="String">Unidad</Data></Cell><Cell><Data ss:Type="String">Usuario tableta</Data></Cell><Cell><Data ss:Type="String">Contraseña</Data></Cell></Row>
<<rows>>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human",
    extra=_ss_rows,
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "barrido_ics_auditoria_sedema_descripcion_contrasena",
    ("calendario/auditoria_<<ymd>>.ics", "Downloads/invite_<<org>>_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
METHOD:REQUEST
BEGIN:VEVENT
DTSTART:<<year>><<mm>><<dd>>T160000Z
DTEND:<<year>><<mm>><<dd>>T173000Z
UID:<<hex12>>@google.com
ORGANIZER;CN=<<first>> <<last>>:mailto:<<mail>>
SUMMARY:Carga de bitácoras de barrido - portal SEDEMA
DESCRIPTION:Subir las bitácoras del mes al portal de la Secretaría.\\nUsuari
 o: <<org>>.barrido\\nContraseña: <<cred>>\\nNo compartir fuera del equipo.
LOCATION:Oficina Iztapalapa
STATUS:CONFIRMED
END:VEVENT
END:VCALENDAR
""",
    "human",
    syntax="",
)

_ = (gen_pw, random)
