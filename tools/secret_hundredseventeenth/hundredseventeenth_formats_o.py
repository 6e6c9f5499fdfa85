# ruff: noqa: E501
"""Family o: a phone unlocking service (liberación de celulares) in Mexico City; Mexican Spanish."""

import json

from hundredseventeenth_spec import Fam, alnum

F = Fam(
    name="liberacion_celulares_cdmx",
    orgs=("liberafon", "desbloqueomx", "plazatec", "celufix"),
    tld="com.mx",
    first=(
        ("Guadalupe", "lupita"),
        ("José Luis", "joseluis"),
        ("Ximena", "ximena"),
        ("Alejandro", "alex"),
        ("Fernanda", "fer"),
        ("Iván", "ivan"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("Martínez", "martinez"),
        ("López", "lopez"),
        ("Ramírez", "ramirez"),
    ),
    words=(
        "chilango",
        "tacos",
        "america",
        "pumas",
        "guadalupe",
        "mexico",
        "tepito",
        "chido",
        "neta",
        "pozole",
        "aguila",
        "azteca",
        "zocalo",
        "chamba",
    ),
    pets=("firulais", "canela", "chispa", "manchas", "pelusa"),
    cc="+52",
    city="CDMX",
)

F.reg(
    "liberafon_whatsapp_mexicano_contrasena_samsung",
    ("WhatsApp/Chat de WhatsApp con <<fn>>.txt", "chats/cliente_<<fa>>_<<n>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: Buenas, ¿sí liberan Samsung A54 de AT&T? Tiene cuenta Samsung puesta
<<dmy>>, <<time>> - <<Org>>: Sí, $450. Pásame el correo y la contraseña de la cuenta Samsung para quitarla
<<dmy>>, <<time2>> - <<fn>> <<ln>>: <<fa>><<n>>@hotmail.com
<<dmy>>, <<time2>> - <<fn>> <<ln>>: <<cred>>
<<dmy>>, <<time2>> - <<Org>>: Listo, mañana a las 12 en Plaza de la Tecnología local <<n>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "liberafon_mercadopago_access_token_python",
    ("pagos/mercadopago_link.py", "scripts/mp_<<n>>.py"),
    """import mercadopago

sdk = mercadopago.SDK("<<cred>>")
pref = sdk.preference().create({
    "items": [{"title": "Liberación IMEI", "quantity": 1, "unit_price": 450}],
    "back_urls": {"success": "https://<<dom>>/gracias"},
})
print(pref["response"]["init_point"])
""",
    cred="p:mercadopago",
)

F.reg(
    "liberafon_conekta_oxxo_pay_node_env",
    ("api-pagos/.env", "apps/<<org>>/.env.production"),
    """CONEKTA_PRIVATE_KEY=<<cred>>
CONEKTA_PUBLIC_KEY=key_<<pk>>
CONEKTA_API_VERSION=2.1.0
OXXO_EXPIRES_DAYS=2
""",
    cred="p:conekta",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 24)},
)

F.reg(
    "liberafon_dhru_fusion_api_access_key_php",
    ("dhru/api_config.php", "public_html/<<org>>/dhru_<<n>>.php"),
    """<?php
// Proveedor de liberaciones por IMEI (DHRU Fusion)
define('DHRU_URL', 'https://server.<<sup>>.com/api/index.php');
define('DHRU_USERNAME', '<<user>>');
define('DHRU_API_KEY', '<<cred>>');
define('DHRU_FORMAT', 'JSON');
""",
    cred=lambda rng: "-".join(
        alnum(rng, 3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(8)
    ),
    syntax="",
    extra=lambda rng, s: {"sup": "unlockmaster"},
)

F.reg(
    "liberafon_spanish_email_contrasena_octoplus_box",
    ("correo/recibidos/<<n2>>.eml", "mail/<<fa>>/octoplus_<<n>>.eml"),
    """From: <<fn2>> <<<email2>>>
To: <<email>>
Subject: Cuenta de la caja Octoplus / Chimera
Content-Type: text/plain; charset=UTF-8

Qué onda <<fn>>,

te paso la cuenta del Chimera para que la uses en el local 2 mientras arreglan la caja:
usuario: <<user>>
contraseña: <<cred>>
No la compartas, solo aguanta 2 PCs.

Saludos
""",
    cred="human",
    syntax="",
)

F.reg(
    "liberafon_apps_script_pedidos_imei_api_key",
    ("appsscript/Code_<<n>>.gs", "sheets/pedidos_imei.gs"),
    """// Hoja "Pedidos": cada fila nueva manda el IMEI al proveedor
const API_KEY = '<<cred>>';
const API_URL = 'https://api.<<sup>>.com/v2/orders';

function onEditEnviar(e) {
  const row = e.range.getRow();
  const sheet = e.source.getSheetByName('Pedidos');
  const imei = sheet.getRange(row, 2).getValue();
  UrlFetchApp.fetch(API_URL, { method: 'post', headers: { 'X-Api-Key': API_KEY }, payload: JSON.stringify({ imei, service: 17 }) });
}
""",
    cred="alnum:40",
    syntax="",
    extra=lambda rng, s: {"sup": "imeiunlocker"},
)


def facturama(s: dict) -> str:
    doc = {
        "facturama": {"url": "https://api.facturama.mx", "user": s["user"], "password": s["cred"]},
        "emisor": {"rfc": f"{s['la'][:3].upper()}{s['n']}0101AB1", "regimen": "626"},
    }
    return json.dumps(doc, indent=2, ensure_ascii=False)


F.reg(
    "liberafon_facturama_cfdi_config_json",
    ("facturacion/config_<<n>>.json", "cfdi/facturama.json"),
    facturama,
    cred="pw_json",
)

F.reg(
    "liberafon_sms_gateway_shared_prefs_xml",
    ("data/data/com.smsgateway.app/shared_prefs/settings_<<n>>.xml", "backup/prefs_<<fa>>.xml"),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="server_url">https://sms.<<dom>>/api</string>
    <string name="api_user"><<org>></string>
    <string name="api_password"><<cred>></string>
    <boolean name="forward_incoming" value="true" />
    <int name="poll_seconds" value="30" />
</map>
""",
    cred="pw_xml",
)
