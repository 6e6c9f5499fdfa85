"""Family i: a machine and hand embroidery business (huipiles, blouses) in Oaxaca, Mexico
(Spanish, a little Zapotec)."""

from __future__ import annotations

import json
import random

from seventysixth_spec import Fam, chat_wa

F = Fam(
    name="bordado_embroidery_oaxaca_mx",
    orgs=("hilobordado", "huipilia", "xiubordados"),
    tld="com.mx",
    first=(
        ("Guadalupe", "lupita"),
        ("Xóchitl", "xochitl"),
        ("Rodrigo", "rodrigo"),
        ("Citlali", "citlali"),
        ("Alejandro", "alejandro"),
        ("Ximena", "ximena"),
        ("Nayeli", "nayeli"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("Ramírez", "ramirez"),
        ("López", "lopez"),
        ("Mendoza", "mendoza"),
        ("Santiago", "santiago"),
    ),
    words=(
        "bordado",
        "huipil",
        "oaxaca",
        "mezcal",
        "tlayuda",
        "colibri",
        "jaguar",
        "calaca",
        "mole",
        "chapulin",
        "istmo",
        "flores",
        "guelaguetza",
        "alebrije",
        "nopal",
        "rebozo",
        "hilo",
    ),
    pets=("firulais", "canela", "chispa", "pelusa", "manchas", "chato", "frida"),
    cc="+52951",
    places=("Oaxaca", "Juchitan", "Teotitlan", "Puebla", "Chiapas", "Tehuantepec"),
)


# 1. Mercado Libre app secret (Node.js)
F.reg(
    "bordado_mercadolibre_oauth_app_secret_node",
    ("srv/<<org>>-meli/meli.js", "home/<<fa>>/meli-sync/config/meli.js"),
    """// Publicaciones de huipiles y blusas bordadas en Mercado Libre (MLM)
module.exports = {
  site: 'MLM',
  clientId: '<<nn>><<nn>><<nn>><<n>>',
  clientSecret: '<<cred>>',
  redirectUri: 'https://<<dom>>/meli/callback',
  sellerId: <<nn>><<nn>><<n>>,
  refreshTokenFile: '/srv/<<org>>-meli/.refresh',
};
""",
    "alnum:32",
    syntax="",
)

# 2. Mercado Pago access token in .env
F.reg(
    "bordado_mercadopago_checkout_pro_dotenv",
    ("srv/<<org>>-tienda/.env", "var/www/<<org>>/.env.production"),
    """NEXT_PUBLIC_SITE_URL=https://<<dom>>
NEXT_PUBLIC_MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
MP_WEBHOOK_URL=https://<<dom>>/api/mp/webhook
DATABASE_URL=postgresql://tienda@localhost:5432/<<org>>
""",
    "p:mercadopago",
)


# 3. WhatsApp Android chat in Spanish


def _wa(s: dict) -> str:
    rng = random.Random(s["ts"])
    lines = [
        (
            f"{s['fn']} {s['ln']}",
            "Oye, ¿cuál es la contraseña de la compu de la bordadora Tajima? no me deja entrar",
        ),
        (str(s["fn2"]), f"usuario taller, contraseña {s['cred']}"),
        (str(s["fn2"]), "y no le muevas al diseño del colibrí 😅"),
        (f"{s['fn']} {s['ln']}", "jaja va, gracias"),
    ]
    return chat_wa(rng, lines, "android", s["y"], s["mo"], s["d"])


F.reg(
    "bordado_spanish_whatsapp_contrasena_taller",
    (
        "Chat de WhatsApp con <<fa2>>.txt",
        "Documentos/WhatsApp/Chat de WhatsApp con Taller <<n>>.txt",
    ),
    _wa,
    "human",
)


# 4. JSON export with \\u escapes (encoded)

_ES = (
    "Añil",
    "Piñón",
    "Mañanitas",
    "Señorita",
    "Jalapeño",
    "Cariño",
    "Niñas",
    "Sueño",
    "Montaña",
    "Caña",
)


def _es_pw(rng: random.Random, fam: Fam) -> str:
    w = rng.choice(_ES)
    return pick_form(rng, w, fam)


def pick_form(rng: random.Random, w: str, fam: Fam) -> str:
    f = rng.randrange(3)
    if f == 0:
        return f"{w}{rng.randint(1980, 2026)}!"
    if f == 1:
        return f"{rng.choice(fam.words).capitalize()}{w.lower()}{rng.randint(1, 99)}"
    return f"{w}.{rng.choice(fam.pets)}{rng.randint(10, 99)}"


def _json_u(s: dict) -> str:
    doc = {
        "version": 3,
        "exported": f"{s['date']}T{s['hh']}:{s['mi']}:00-06:00",
        "accounts": [
            {"servicio": "Tienda Nube", "usuario": s["email"], "contraseña": s["cred"]},
            {"servicio": "Skydropx", "usuario": s["email2"], "contraseña": ""},
        ],
    }
    return json.dumps(doc, indent=2) + "\n"


def _dec_json_u(text: str) -> str:
    return json.loads(text)["accounts"][0]["contraseña"]


F.reg(
    "bordado_password_app_export_json_u_escaped",
    ("Descargas/respaldo_cuentas_<<date>>.json", "Documents/<<org>>_accounts_<<n>>.json"),
    _json_u,
    _es_pw,
    decode=_dec_json_u,
)

# 5. WinSCP script: FTP upload of DST designs to the embroidery machine PC
F.reg(
    "bordado_tajima_dst_upload_winscp_script",
    ("Bordadora/subir_disenos.txt", "Users/<<fa>>/Documents/winscp_tajima_<<n>>.txt"),
    """# winscp.com /script=subir_disenos.txt  -- diseños .DST a la PC de la Tajima
option batch abort
option confirm off
open ftp://bordadora:<<cred>>@<<lan>>/
cd /DST/pedidos
put C:\\Disenos\\listos\\*.dst
close
exit
""",
    "pw_url",
    syntax="",
)

# 6. Conekta initializer (Rails)
F.reg(
    "bordado_conekta_rails_initializer_rb",
    ("config/initializers/conekta.rb", "<<org>>-tienda/config/initializers/conekta.rb"),
    """# Pagos con tarjeta y OXXO (Conekta)
require "conekta"

Conekta.api_key = "<<cred>>"
Conekta.api_version = "2.1.0"
Conekta.locale = :es
""",
    "p:conekta",
    syntax="",
)

# 7. iCalendar event with the stand Wi-Fi in DESCRIPTION
F.reg(
    "bordado_feria_artesanal_ics_description_wifi",
    ("Calendario/feria_<<date>>.ics", "Downloads/invite_<<nn>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<mo>><<d>>T160000Z
DTEND:<<y>><<mo>><<d>>T230000Z
UID:<<h8>>@google.com
SUMMARY:Feria artesanal - stand <<orgc>>
LOCATION:Andador Turístico\\, Oaxaca
DESCRIPTION:Terminal de cobro conectada al Wi-Fi del stand.\\nRed: Feria<<n>>
 \\nContraseña: <<cred>>\\nLlevar huipiles talla M y L.
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

# 8. Envia.com shipping API token (Python)
F.reg(
    "bordado_envia_shipping_label_token_py",
    ("opt/<<org>>/envios/guia.py", "home/<<fa>>/envios/generar_guia.py"),
    '''"""Genera guías de envío (Estafeta / DHL) con Envia.com para los pedidos de la tienda."""
import requests

ENVIA_TOKEN = "<<cred>>"
ORIGEN = {"name": "<<orgc>>", "city": "Oaxaca de Juárez", "postalCode": "68000", "country": "MX"}


def crear_guia(pedido: dict) -> dict:
    r = requests.post(
        "https://api.envia.com/ship/generate/",
        headers={"Authorization": f"Bearer {ENVIA_TOKEN}"},
        json={"origin": ORIGEN, "destination": pedido["destino"], "packages": pedido["paquetes"]},
        timeout=30,
    )
    return r.json()
''',
    "hex:64",
)
