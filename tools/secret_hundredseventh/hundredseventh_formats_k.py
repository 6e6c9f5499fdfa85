# ruff: noqa: E501
"""Family k: an au-pair agency in Chapinero, Bogotá, placing Colombian au pairs with host
families abroad (Colombia; Spanish)."""

from __future__ import annotations

import html
import re

from hundredseventh_spec import Fam, enc_html, reg, uuid4

FAM = Fam(
    name="aupair_bogota_chapinero",
    orgs=("aupairandes", "familiaviajera", "intercambiosol", "cafeaupair"),
    tld="com.co",
    first=(
        "Valentina",
        "Camila",
        "Daniela",
        "Andrés",
        "Juliana",
        "Sebastián",
        "Laura",
        "María José",
    ),
    first_a=(
        "valentina",
        "camila",
        "daniela",
        "andres",
        "juliana",
        "sebastian",
        "laura",
        "mariajose",
    ),
    last=("Rodríguez", "Gómez", "Martínez", "Restrepo", "Vargas", "Castaño"),
    last_a=("rodriguez", "gomez", "martinez", "restrepo", "vargas", "castano"),
    words=(
        "colombia",
        "bogota",
        "cafe",
        "arepa",
        "chapinero",
        "millonarios",
        "monserrate",
        "cumbia",
        "guayaba",
        "parcero",
    ),
    pets=("lucas", "manchas", "canela", "toby", "mateo", "princesa"),
    cc="+57",
    cities=("Chapinero", "Usaquén", "Teusaquillo", "Cedritos"),
)


def _html(rng, s):
    s["enc"] = enc_html(str(s["cred"]))


def _dec_html(text: str) -> str:
    m = re.search(r'<td class="clave">(.*?)</td>', text)
    if not m:
        raise ValueError("no cell")
    return html.unescape(m.group(1))


reg(
    FAM,
    "aupair_whatsapp_colombia_contrasena_ais_visa",
    ("Chat de WhatsApp con <<first>> <<last>>.txt", "whatsapp/aupair_<<n>>.txt"),
    """<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> p. m. - <<first2>> Agencia: Hola <<first>>! ya te creé la cuenta en ais.usvisa-info.com para agendar la cita de la J-1
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> p. m. - <<first2>> Agencia: Usuario: <<email>>
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> p. m. - <<first2>> Agencia: Contraseña: <<cred>>
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> p. m. - <<first>> <<last>>: Mil gracias!! 😍 ya entro a mirar fechas
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "aupair_wompi_checkout_env_private_key",
    ("<<org>>-web/.env", "checkout/.env.production"),
    """# Pagos de inscripción y seguro médico (Wompi)
WOMPI_PUBLIC_KEY=pub_prod_<<rid>><<serial>><<rid>>
WOMPI_PRIVATE_KEY=<<cred>>
WOMPI_EVENTS_URL=https://<<dom>>/api/wompi/eventos
NEXT_PUBLIC_SITE=https://<<dom>>
""",
    "p:wompi",
    syntax="",
)

reg(
    FAM,
    "aupair_hubspot_private_app_token_python",
    ("crm/hubspot_familias.py", "scripts/hubspot_<<n>>.py"),
    '''"""Sincroniza familias anfitrionas y candidatas desde HubSpot."""

from hubspot import HubSpot

api = HubSpot(access_token="<<cred>>")

for c in api.crm.contacts.get_all(properties=["firstname", "lastname", "pais_destino"]):
    print(c.properties["firstname"], c.properties.get("pais_destino"))
''',
    lambda rng: "pat-na1-" + uuid4(rng),
)

reg(
    FAM,
    "aupair_siigo_factura_access_key_json",
    ("config/siigo.json", "facturacion/siigo_<<n>>.json"),
    """{
  "username": "contabilidad@<<dom>>",
  "access_key": "<<cred>>",
  "partner_id": "<<org>>Aupair",
  "document_type_id": <<n4>>,
  "cost_center": <<n>>
}
""",
    "b64:60",
)

reg(
    FAM,
    "aupair_host_families_html_table_entity_escaped",
    ("reportes/familias_<<mon>>.html", "intranet/accesos_<<n>>.html"),
    """<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>Accesos portal familias</title></head>
<body>
<h2>Portal de familias anfitrionas - <<orgc>></h2>
<table border="1">
<tr><th>Familia</th><th>País</th><th>Usuario</th><th>Clave</th></tr>
<tr><td><<last>></td><td>Alemania</td><td><<email>></td><td class="clave"><<enc>></td></tr>
</table>
</body></html>
""",
    "pw_json",
    syntax="",
    extra=_html,
    decode=_dec_html,
)

reg(
    FAM,
    "aupair_newsletter_mailchimp_api_key_php",
    ("includes/mailchimp.php", "boletin/mc_<<n>>.php"),
    """<?php
// Boletín mensual para candidatas au pair
$mc_api_key = '<<cred>>';
$mc_list_id = '<<rid>><<n4>>';
$dc = substr($mc_api_key, strpos($mc_api_key, '-') + 1);
$url = "https://$dc.api.mailchimp.com/3.0/lists/$mc_list_id/members";
""",
    "p:mailchimp",
    syntax="",
)

reg(
    FAM,
    "aupair_zoom_entrevistas_ts_client_secret",
    ("src/zoom/entrevistas.ts", "api/zoom_<<n>>.ts"),
    """// Entrevistas con familias anfitrionas por Zoom (Server-to-Server OAuth)
const ACCOUNT_ID = "<<rid>><<serial>>";
const CLIENT_ID = "<<serial>><<rid>>Q";
const CLIENT_SECRET = "<<cred>>";

export async function zoomToken(): Promise<string> {
  const auth = Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString("base64");
  const r = await fetch(`https://zoom.us/oauth/token?grant_type=account_credentials&account_id=${ACCOUNT_ID}`, {
    method: "POST",
    headers: { Authorization: `Basic ${auth}` },
  });
  return (await r.json()).access_token;
}
""",
    "alnum:32",
    syntax="",
)

reg(
    FAM,
    "aupair_correo_cancilleria_pasaporte_contrasena",
    ("correo/pasaporte_<<fa>>.eml", "Bandeja/<<n4>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: Cita pasaporte Cancillería - tu cuenta
Date: Mon, <<d1>> Sep <<year>> <<hh>>:<<mi>>:00 -0500
Content-Type: text/plain; charset=utf-8

Hola <<first>>,

Te dejo los datos de la cuenta que creamos en la página de Cancillería para la cita del pasaporte:

Correo: <<email>>
Contraseña: <<cred>>

Después de la cita la cambias, porfa. Un abrazo,
<<first2>> - <<orgc>>
""",
    "human",
    syntax="",
)
