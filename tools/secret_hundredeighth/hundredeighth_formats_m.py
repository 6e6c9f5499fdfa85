# ruff: noqa: E501
"""Family m: a cultural-heritage guide collective in Ollantaytambo and Cusco (Peru): Spanish,
Quechua."""

from __future__ import annotations

import json

from hundredeighth_spec import Fam, after, alnum, enc_basic, un_basic

F = Fam(
    name="ollantay_quechua_heritage_collective",
    prefix="ollantay",
    orgs=("ollantayruna",),
    tld="pe",
    first=(
        ("Wilber", "wilber"),
        ("Yesenia", "yesenia"),
        ("Rolando", "rolando"),
        ("Nilda", "nilda"),
        ("Amaru", "amaru"),
        ("Killa", "killa"),
        ("Edwin", "edwin"),
        ("Sumaq", "sumaq"),
    ),
    last=(
        ("Quispe", "quispe"),
        ("Mamani", "mamani"),
        ("Huamán", "huaman"),
        ("Condori", "condori"),
        ("Ccama", "ccama"),
        ("Puma", "pumac"),
    ),
    words=(
        "ollantay",
        "qosqo",
        "machupicchu",
        "inti",
        "pachamama",
        "killa",
        "apu",
        "sacsayhuaman",
        "urubamba",
        "chicha",
        "cuy",
        "quinua",
        "ayllu",
        "munay",
        "allinllachu",
        "sumaq",
        "llama",
        "alpaca",
        "pisaq",
        "raymi",
        "tawantinsuyu",
    ),
    pets=("chaska", "wayra", "misi", "pelusa", "negro", "puka"),
    cc="51",
    town="Ollantaytambo",
)

F.reg(
    "quechua_spanish_whatsapp_pakasqa_simi",
    ("celular/Chat de WhatsApp con <<fac>>.txt", "exports/wa/colectivo-<<date>>-<<fa>>.txt"),
    """<<d>>/<<mo>>/<<y>> <<hh>>:<<mm>> - <<fn2>>: Allillanchu turi, ¿cuál es la clave del Facebook del colectivo? Quiero subir las fotos del Inti Raymi
<<d>>/<<mo>>/<<y>> <<hh>>:<<mm2>> - <<fn>> <<ln>>: Allinmi. Correo <<email>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mm2>> - <<fn>> <<ln>>: pakasqa simi / clave: <<cred>>
<<d>>/<<mo>>/<<y>> <<hh>>:<<mm2>> - <<fn2>>: Sulpayki 🙏 mañana guiamos al grupo de la Municipalidad
""",
    "human",
)

F.reg(
    "culqi_charges_node",
    ("web/<<org>>-<<nn>>/server/culqi.js", "apps/reservas-<<fa>>/culqi.js"),
    """// Culqi: cobro de la reserva (tour Valle Sagrado con guía local)
const Culqi = require("culqi-node");

const culqi = new Culqi({
  privateKey: "<<cred>>",
  publicKey: "pk_live_<<pk>>",
});

module.exports = (token, amount, email) =>
  culqi.charges.createCharge({ amount, currency_code: "PEN", email, source_id: token });
""",
    "p:culqi",
    syntax="",
    extra=lambda rng, s: {"pk": alnum(rng, 16)},
)

F.reg(
    "niubiz_visanet_credentials_ini",
    ("config/<<org>>/niubiz-<<nn>>.ini", "pagos/<<fa>>/niubiz.ini"),
    """[niubiz]
ambiente = produccion
merchant_id = <<nn>>5123
usuario = integraciones.visanet@<<dom>>
clave = <<cred>>
url_seguridad = https://apiprod.vnforapps.com/api.security/v1/security
""",
    "pw",
)


def _har(s: dict) -> str:
    har = {
        "log": {
            "version": "1.2",
            "creator": {"name": "Firefox", "version": "133.0"},
            "entries": [
                {
                    "startedDateTime": f"{s['date']}T{s['hh']}:{s['mm']}:00.000-05:00",
                    "request": {
                        "method": "GET",
                        "url": "https://tuboleto.cultura.pe/api/agencias/cupos?ruta=llaqta",
                        "headers": [
                            {"name": "Host", "value": "tuboleto.cultura.pe"},
                            {"name": "Authorization", "value": "Basic " + s["cred"]},
                        ],
                    },
                    "response": {"status": 200, "statusText": "OK"},
                }
            ],
        }
    }
    return json.dumps(har, indent=2) + "\n"


F.reg(
    "cultura_ticket_portal_har_basic_auth",
    ("debug/<<fa>>-tuboleto-<<nn>>.har", "soporte/cultura_<<date>>.har"),
    _har,
    "pw_json",
    syntax="json",
    encode=enc_basic,
    decode=after(r'"Basic ([A-Za-z0-9+/=]+)"', un_basic),
)

F.reg(
    "collective_meeting_acta_txt",
    ("actas/acta_asamblea_<<date>>.txt", "colectivo/actas/<<y>>-<<nn>>.txt"),
    """ACTA DE ASAMBLEA DEL COLECTIVO DE GUÍAS <<orgu>>
Ollantaytambo, <<dmy>>

Asistentes: <<fn>> <<ln>> (presidente), <<fn2>>, y 11 guías socios.

1. Rotación de guías para Pinkuylluna y el templo del Sol.
2. Redes sociales: la cuenta de Instagram queda a cargo de <<fn2>>.
   Usuario: <<org>>.guias  Clave: <<cred>>
3. Cuotas: S/ 20 mensual, pago por Yape al tesorero.

Firmado en señal de conformidad.
""",
    "human",
    syntax="",
)

F.reg(
    "izipay_rest_keys_yaml",
    ("config/<<org>>/izipay-<<nn>>.yml", "deploy/<<org>>-<<fa>>/izipay.yaml"),
    """izipay:
  shop_id: "<<nn>>4471"
  rest_user: "<<nn>>4471"
  rest_key: '<<cred>>'
  endpoint: https://api.micuentaweb.pe
  hmac_sha256: "<<hm>>"
""",
    "pw_sq",
    extra=lambda rng, s: {"hm": alnum(rng, 40)},
)

F.reg(
    "tour_site_flask_config_py",
    ("web/<<org>>-<<nn>>/config.py", "apps/<<org>>-<<fa>>/instance/config.py"),
    """import os

SECRET_KEY = os.environ.get("FLASK_SECRET_KEY")
SQLALCHEMY_DATABASE_URI = "mysql+pymysql://<<org>>:<<cred>>@<<ip>>:3306/reservas"
BABEL_DEFAULT_LOCALE = "es"
LANGUAGES = ["es", "qu", "en"]
""",
    "pw_url",
)

F.reg(
    "telegram_copied_text_clave_guias",
    ("notas/telegram-<<fa>>-<<date>>.txt", "exports/tg/guias_<<nn>>.txt"),
    """<<fn2>>, [<<dmy2>> <<hh>>:<<mm>>]
compañeros, ¿alguien tiene la clave de la cuenta de TripAdvisor?

<<fn>> <<ln>>, [<<dmy2>> <<hh>>:<<mm2>>]
<<email>> / <<cred>>

<<fn2>>, [<<dmy2>> <<hh>>:<<mm2>>]
gracias wawqi
""",
    "human",
    syntax="",
)
