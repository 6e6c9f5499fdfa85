"""Family g: a voice-over artist (locutora) working from a home studio in Córdoba, Argentina
(Rioplatense Spanish)."""

# ruff: noqa: E501

from __future__ import annotations

from ninetyfourth_spec import Fam, prov

CORDOBA = Fam(
    name="cordoba_voiceover_locutora",
    orgs=("vozcalida", "vocesdelsur", "locutoriocba", "mediterraneavox"),
    tld="com.ar",
    first=(
        ("Sofía", "sofia"),
        ("Martín", "martin"),
        ("Lucía", "lucia"),
        ("Facundo", "facundo"),
        ("Valentina", "valentina"),
        ("Agustín", "agustin"),
        ("Camila", "camila"),
        ("Nicolás", "nicolas"),
    ),
    last=(
        ("González", "gonzalez"),
        ("Fernández", "fernandez"),
        ("Rodríguez", "rodriguez"),
        ("Sosa", "sosa"),
        ("Peralta", "peralta"),
        ("Bustos", "bustos"),
    ),
    words=(
        "fernet",
        "cuarteto",
        "alfajor",
        "sierras",
        "belgrano",
        "talleres",
        "tango",
        "asado",
        "mate",
        "carlospaz",
        "quebracho",
        "dulcedeleche",
    ),
    pets=("toby", "luna", "pupi", "negro", "lola", "firulais"),
    cc="+54 9 351",
    city="Cordoba",
)
F = CORDOBA.reg

F(
    "cordoba_mercadopago_access_token_js",
    ("web/cobros/mp.js", "sitio-<<org>>/api/checkout_<<n>>.js"),
    """// Cobro de locuciones con Mercado Pago (Checkout Pro)
const { MercadoPagoConfig, Preference } = require("mercadopago");

const client = new MercadoPagoConfig({
  accessToken: "<<cred>>",
  options: { timeout: 5000 },
});

async function crearPreferencia(titulo, monto) {
  const pref = new Preference(client);
  return pref.create({
    body: {
      items: [{ title: titulo, quantity: 1, unit_price: monto, currency_id: "ARS" }],
      back_urls: { success: "https://<<dom>>/gracias" },
    },
  });
}

module.exports = { crearPreferencia };
""",
    "p:mercadopago",
    syntax="",
)

F(
    "cordoba_whatsapp_rioplatense_contrasena",
    ("Chat de WhatsApp con <<cfnc>>.txt", "backup/wa_<<cfn>>_<<n>>.txt"),
    """<<dd>>/<<mm>>/<<yy>>, <<time>> - <<cfnc>> <<clnc>>: Hola <<fnc>>! Te subí el guion del spot al Drive de la productora
<<dd>>/<<mm>>/<<yy>>, <<time>> - <<fnc>>: Genial, ¿el usuario de la cuenta de Voice123 de ustedes cuál es? Quiero dejar la demo ahí
<<dd>>/<<mm>>/<<yy>>, <<time2>> - <<cfnc>> <<clnc>>: <<cmail>>
<<dd>>/<<mm>>/<<yy>>, <<time2>> - <<cfnc>> <<clnc>>: la contraseña es <<cred>>, no la cambies porfa que la usa todo el equipo
<<dd>>/<<mm>>/<<yy>>, <<time2>> - <<fnc>>: Dale, mil gracias! Mañana a las 10 grabo
""",
    "human",
)

F(
    "cordoba_ipdtl_source_connect_notes_md",
    ("Documentos/estudio/sesiones_remotas.md", "notas/sesiones_<<cfn>>_<<year>>.md"),
    """# Sesiones remotas (estudio casero)

Interfaz: Focusrite Scarlett 2i2 - micrófono Neumann TLM 102 - cabina en el placard.

## Clientes
- **<<org>>** (agencia, Buenos Aires): ipDTL, link fijo de la sala.
- **Productora <<cfnc>>** (Miami): Source-Connect Now.
  - usuario: <<login>>_vo
  - clave: <<cred>>
- Doblaje (Netflix, vía estudio): SessionLinkPRO, el link cambia cada vez.

Internet: Fibertel 300 Mb + 4G de backup (Personal).
""",
    "human",
)

F(
    "cordoba_workana_email_contrasena_cliente",
    ("Mail/cliente_<<cfn>>_<<nn>>.eml", "correo/workana_<<n>>.eml"),
    """From: <<cfnc>> <<clnc>> <<<cmail>>>
To: <<fnc>> <<lnc>> <<<gmail>>>
Subject: Proyecto Workana #<<nn>> - acceso al panel de audios
Date: Wed, <<dd>> May <<year>> <<time>>:<<sec>> -0300
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

Hola <<fnc>>, ¿cómo andás?

Te paso el acceso al panel donde subimos los audios del IVR:
https://<<host>>/audios
Usuario: <<login>>
Contraseña: <<cred>>

Necesitamos las 24 locuciones en WAV 48 kHz / 24 bit antes del viernes. El pago lo liberamos por Workana cuando aprobemos.

Saludos,
<<cfnc>>
""",
    "human",
    syntax="",
)

F(
    "cordoba_home_studio_mikrotik_rsc",
    ("backup/mikrotik_<<date>>.rsc", "estudio/router_hap_<<n>>.rsc"),
    """# <<date>> <<time>>:00 by RouterOS 7.14.3
# model = RB952Ui-5ac2nD (hAP ac lite)
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=estudio supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan2 ] band=5ghz-a/n/ac disabled=no mode=ap-bridge security-profile=estudio ssid=Cabina_<<fnc>>
/ip dhcp-client
add interface=ether1
/system identity
set name=estudio-<<login>>
""",
    "pw_bare",
    syntax="",
)

F(
    "cordoba_session_ics_clave_estudio",
    ("Calendario/grabacion_<<cfn>>_<<n>>.ics", "Downloads/invite_<<date>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Apple Inc.//macOS 14.5//EN
BEGIN:VEVENT
UID:<<uuid>>
DTSTAMP:<<year>><<mm>><<dd>>T120000Z
DTSTART;TZID=America/Argentina/Cordoba:<<year>><<mm>><<dd>>T100000
DTEND;TZID=America/Argentina/Cordoba:<<year>><<mm>><<dd>>T113000
SUMMARY:Grabación spot radio - <<org>>
LOCATION:ipDTL
DESCRIPTION:Sala del cliente: https://ipdtl.com/<<org>>\\nUsuario del portal: <<login>>\\nClave: <<cred>>\\nLlevar agua tibia, nada de lácteos.
END:VEVENT
END:VCALENDAR
""",
    "human_x",
)

F(
    "cordoba_dropbox_uploader_conf",
    ("home/<<login>>/.dropbox_uploader", "estudio/scripts/dropbox_uploader_<<n>>.conf"),
    """CONFIGFILE_VERSION=2.0
OAUTH_APP_KEY=<<akey>>
OAUTH_APP_SECRET=<<cred>>
OAUTH_REFRESH_TOKEN=<<rt>>
""",
    "p:dropbox_secret",
    syntax="",
    extra=lambda r, s: {
        "akey": prov(r, "dropbox_secret"),
        "rt": prov(r, "cloudflare") + prov(r, "dropbox_secret"),
    },
)

F(
    "cordoba_afip_factura_key_pem",
    ("facturacion/afip/<<login>>_<<year>>.key", "certificados/wsfe_<<n>>.key"),
    "<<cred>>\n",
    "pem8",
    syntax="",
)
