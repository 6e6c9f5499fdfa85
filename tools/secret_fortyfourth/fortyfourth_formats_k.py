# ruff: noqa: E501
"""Family k: Guna mola (reverse-appliqué panel) sewers of Guna Yala, Panama."""

from __future__ import annotations

from fortyfourth_spec import Fam, mail

F = Fam(
    "mola_guna_panama",
    "mola",
    ("molasgunayala", "ustupu", "cartimola", "nargana", "ailigandi"),
    "com.pa",
    ("ana", "olowaili", "yaira", "nelson", "bertilda", "ibelele", "dilia", "gilberto"),
    ("lopez", "smith", "martinez", "arosemena", "harris", "morris", "perez", "davies"),
    ("mola", "gunayala", "dule", "saila", "uaga", "nainu", "olo", "winni", "cayuco", "ustupu"),
    ("invierno", "verano", "lluvias", "seca"),
    ("tigre", "chombo", "lola", "negro", "palomo"),
    "507",
)

F.reg(
    "spanish_whatsapp_contrasena_tienda",
    (
        "chats/WhatsApp Chat con <<fname>>.txt",
        "respaldo/<<org>>/WhatsApp Chat - Molas Guna Yala.txt",
    ),
    """<<date_slash>>, <<time>> - <<fname>>: Buenas, cuál es la contraseña de la tienda en línea? quiero subir las molas nuevas
<<date_slash>>, <<time2>> - Bertilda Harris: usuario ventas@<<dom>>
<<date_slash>>, <<time2>> - Bertilda Harris: contraseña <<cred>>
<<date_slash>>, <<time2>> - <<fname>>: Nuedi 🙏
""",
    "human",
)

F.reg(
    "guna_sms_reply_only_value",
    ("sms/<<phone2>>.txt", "celular/<<fname>>/sms_<<date>>.txt"),
    """<<fname>> <<phone>>
<<date_slash>> <<time>>
An dake, ¿cuál es la clave del internet de la casa del congreso?

Yo
<<date_slash>> <<time2>>
<<cred>>
""",
    "human",
)

F.reg(
    "dgi_fe_pac_token_yaml",
    ("facturacion/pac.yml", "<<org>>/config/fe-panama.yaml"),
    """# Factura electrónica DGI Panamá - proveedor autorizado
pac:
  url: https://fe.pac.com.pa/ws/v1
  ruc: "<<nnn>><<nnn>>-1-<<nnn>>"
  dv: "<<n>>"
  token_empresa: "<<cred>>"
  token_password: "<<tp>>"
punto_facturacion: "001"
""",
    "alnum:40",
    extra=lambda rng, s: {
        "tp": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(12))
    },
)

F.reg(
    "yappy_boton_secret_env",
    ("tienda/.env", "<<org>>-shop/.env.production"),
    """YAPPY_MERCHANT_ID=<<uuid>>
YAPPY_SECRET_KEY=<<cred>>
YAPPY_DOMAIN=https://<<dom>>
YAPPY_ENV=production
""",
    "b64:48",
)

F.reg(
    "stripe_restricted_key_python",
    ("ventas/stripe_sync.py", "<<org>>/scripts/stripe_payouts.py"),
    """import stripe

stripe.api_key = "<<cred>>"

for payout in stripe.Payout.list(limit=20).auto_paging_iter():
    print(payout.id, payout.amount / 100, payout.status)
""",
    "p:stripe_rk",
)

F.reg(
    "android_strings_xml_maps_key",
    (
        "app/src/main/res/values/strings.xml",
        "<<org>>-android/app/src/main/res/values/google_maps_api.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<resources>
    <string name="app_name">Molas <<org_cap>></string>
    <string name="google_maps_key" templateMergeStrategy="preserve" translatable="false"><<cred>></string>
    <string name="tienda_url">https://<<dom>></string>
</resources>
""",
    "p:google_api",
)

F.reg(
    "spanish_email_contrasena_artesanias",
    ("correo/<<user>>/Enviados/<<id8>>.eml", "<<org>>/mail/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"feria@{s['dom']}",
        "Cuenta para la feria de artesanías",
        f"""Hola {s["fname"]},

Te paso la cuenta del portal de la feria de artesanías para inscribir nuestras molas:

correo: {s["email"]}
contraseña: {s["cred"]}

Recuerda subir las fotos antes del viernes.

Saludos,
{s["fname"]} {s["lname"]}
""",
        lang="es-PA",
    ),
    "human",
)

F.reg(
    "inventario_apps_script_airtable",
    ("apps-script/Inventario.gs", "<<org>>/gas/airtable_sync.gs"),
    """const AIRTABLE_TOKEN = '<<cred>>';
const BASE_ID = 'app<<id8>><<n>>';

function syncMolas() {
  const res = UrlFetchApp.fetch('https://api.airtable.com/v0/' + BASE_ID + '/Molas', {
    headers: { Authorization: 'Bearer ' + AIRTABLE_TOKEN },
  });
  const rows = JSON.parse(res.getContentText()).records;
  SpreadsheetApp.getActive().getSheetByName('Inventario').getRange(2, 1, rows.length, 1)
    .setValues(rows.map(r => [r.fields.Nombre]));
}
""",
    "p:airtable",
)
