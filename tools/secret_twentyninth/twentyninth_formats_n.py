"""Family: tortillerias and masa mills (nixtamal line PLC, delivery app, POS, e-invoicing)."""

import html

from twentyninth_spec import dec_after, enc_html, pw_with, reg

F = "tortilleria_masa_nixtamal_mill"

reg(
    F,
    "tortilla_line_opcua_python_set_password",
    ("linea/opcua_reader.py", "<<org>>/planta/comal_opcua_<<n>>.py"),
    """import asyncio

from asyncua import Client


async def main():
    client = Client("opc.tcp://<<ip>>:4840")
    client.set_user("linea<<n>>")
    client.set_password("<<v>>")
    async with client:
        temp = await client.get_node("ns=2;s=Comal.Temperatura").read_value()
        print("comal", temp)

asyncio.run(main())
""",
    "pw_dq",
)

reg(
    F,
    "tortilla_delivery_app_gradle_kts_maps_key",
    ("app/build.gradle.kts", "<<org>>/repartos/app/build.gradle.kts"),
    """android {
    namespace = "mx.tortilleria.repartos"
    defaultConfig {
        applicationId = "mx.tortilleria.repartos"
        minSdk = 24
        versionCode = <<n>>
        buildConfigField("String", "MAPS_API_KEY", "\\"<<v>>\\"")
    }
}
""",
    "p:google",
    "",
)

reg(
    F,
    "tortilla_owner_mexican_whatsapp_la_contra",
    ("Chat de WhatsApp con Tortilleria <<year>>.txt", "<<org>>/whatsapp/encargados_<<n>>.txt"),
    """<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - <<first>>: oye y la contra de la compu de la caja??
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - Lupita: es <<v>>
<<day>>/<<mon>>/<<year>>, <<hh>>:<<mm>> - Lupita: no se la pases a nadie eh
""",
    "h",
)

reg(
    F,
    "tortilla_pos_js_fetch_bearer_uuid",
    ("pos/src/ventas.js", "<<org>>/caja/sync_ventas.js"),
    """const MERCHANT = 'M<<hx>>';
const TOKEN = '<<v>>';

export async function ventasDelDia() {
  const res = await fetch(`https://api.clover.com/v3/merchants/${MERCHANT}/orders?limit=500`, {
    headers: { Authorization: `Bearer ${TOKEN}` },
  });
  return (await res.json()).elements;
}
""",
    "uuid",
    "",
)

reg(
    F,
    "tortilla_masa_scale_serial_ini_cloud",
    ("Bascula/bascula.ini", "<<org>>/molino/bascula_<<n>>.ini"),
    """[Serial]
Puerto=COM4
Baudios=9600

[Nube]
Url=https://pesos.<<dom>>/api
Usuario=molino<<n>>
Contrasena=<<v>>
""",
    "pw_ini",
)

reg(
    F,
    "tortilla_cfdi_pac_timbrado_xml_credentials",
    ("Facturacion/pac.config.xml", "<<org>>/cfdi/timbrado_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<Timbrado>
  <Rfc>TOR<<nn>>0101AB<<n>></Rfc>
  <Pac url="https://timbrado.<<dom>>/ws">
    <Usuario>tortilleria<<n>></Usuario>
    <Contrasena><<v>></Contrasena>
  </Pac>
  <Certificado>CSD_<<hx>>.cer</Certificado>
</Timbrado>
""",
    "pw_xml",
)

reg(
    F,
    "tortilla_cold_room_aws_iot_export_sh",
    ("camara-fria/env.sh", "<<org>>/sensores/aws_env_<<n>>.sh"),
    """# sensores de la camara fria -> AWS IoT
export AWS_ACCESS_KEY_ID=AKIA<<hx>>QWERTY
export AWS_SECRET_ACCESS_KEY=<<v>>
export AWS_DEFAULT_REGION=us-east-2
python3 /opt/sensores/publicar.py
""",
    "p:aws_secret",
    "",
)

reg(
    F,
    "tortilla_accountant_html_email_entity_escaped",
    ("correo/contador_<<year>>_<<mon>>.html", "<<org>>/mail/sat_acceso_<<n>>.html"),
    """<html><body>
<p>Hola <<first>>,</p>
<p>Te paso el acceso al portal del proveedor de facturación:</p>
<p>Usuario: <b>contador<<n>></b><br>
Contraseña: <b><<v>></b></p>
<p>Saludos,<br>Lupita</p>
</body></html>
""",
    pw_with('&<>"'),
    "",
    enc=enc_html,
    decode=dec_after(r"Contraseña: <b>(.+?)</b>", html.unescape),
)
