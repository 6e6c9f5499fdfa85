# ruff: noqa: E501
"""Family l: a furniture upholsterer (tapicería) in Zapopan, Jalisco, Mexico (Spanish)."""

from __future__ import annotations

import json

from hundredtwentyseventh_spec import Fam, dec_pct, enc_pct, spreadsheetml

F = Fam(
    name="tapiceria_upholstery_zapopan",
    prefix="tapiceria",
    orgs=("tapizmar", "sillonesdeoro", "vinipielgdl", "tapiceriaatlas"),
    shops=("Tapicería Tapizmar", "Sillones de Oro – Tapicería fina", "Tapicería Atlas Zapopan"),
    tld="com.mx",
    first=(
        ("Guadalupe", "guadalupe"),
        ("Alejandro", "alejandro"),
        ("María José", "mariajose"),
        ("Jesús", "jesus"),
        ("Ximena", "ximena"),
        ("Rogelio", "rogelio"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("Martínez", "martinez"),
        ("López", "lopez"),
        ("Ramírez", "ramirez"),
    ),
    words=(
        "tapiceria",
        "sillon",
        "vinipiel",
        "chivas",
        "zapopan",
        "tequila",
        "tlaquepaque",
        "mariachi",
        "tortaahogada",
        "pozole",
        "jalisco",
        "atlas",
        "borrego",
        "birria",
    ),
    pets=("firulais", "canela", "manchas", "chispa", "negrito"),
    cc="+52",
    places=("Zapopan", "Tlaquepaque", "Chapalita", "Providencia"),
)

F.reg(
    "spanish_whatsapp_contrasena_proveedor",
    ("WhatsApp Chat with <<fa>> <<n>>.txt", "respaldo/whatsapp_<<org>>_<<n>>.txt"),
    """<<mdy>>, <<time>> - <<fn>> <<ln>>: Oye, ¿cuál es la contraseña del portal de telas del proveedor? Ya se acabó el vinipiel café
<<mdy>>, <<t2>> - <<fn2>> <<ln2>>: usuario <<user>>
<<mdy>>, <<t2>> - <<fn2>> <<ln2>>: contraseña <<cred>>
<<mdy>>, <<t2>> - <<fn>> <<ln>>: Gracias! pido 20 metros
""",
    "human",
    "",
)

F.reg(
    "conekta_private_key_ruby",
    ("config/initializers/conekta_<<n>>.rb", "<<org>>-cotizador/config/initializers/conekta.rb"),
    """# Anticipos de tapizado (tarjeta y OXXO) con Conekta
require "conekta"

Conekta.api_key = "<<cred>>"
Conekta.api_version = "2.1.0"
Conekta.locale = :es
""",
    "p:conekta",
    "",
)

F.reg(
    "facturama_cfdi_basic_auth_js",
    ("facturacion/facturama_<<n>>.js", "<<org>>-api/src/cfdi.js"),
    """// Timbrado CFDI 4.0 con Facturama
const axios = require('axios');

const facturama = axios.create({
  baseURL: 'https://api.facturama.mx',
  auth: { username: '<<org>>', password: '<<cred>>' },
  timeout: 20000,
});

module.exports = { facturama };
""",
    "pw_sq",
    "",
)

F.reg(
    "clip_terminal_api_key_env",
    ("<<org>>-pagos/.env", "pagos/clip_<<place>>/.env"),
    """# Terminal Clip del mostrador + links de pago
CLIP_API_KEY=<<rid>>
CLIP_API_SECRET=<<cred>>
CLIP_WEBHOOK=https://<<dom>>/clip/webhook
SUCURSAL=<<place>>
""",
    "uuid",
    "",
)

F.reg(
    "csd_llave_privada_password_toml",
    ("facturacion/csd_<<n>>.toml", "config/<<org>>_sat.toml"),
    """# Certificado de Sello Digital (SAT) para facturas de tapizado
[emisor]
rfc = "<<hx>>"
regimen = "612"
cp = "45<<n3>>"

[csd]
cer = "/srv/sat/<<org>>.cer"
key = "/srv/sat/<<org>>.key"
password = "<<cred>>"
""",
    "pw_dq",
)


def _meli(s):
    return json.dumps(
        {
            "access_token": f"APP_USR-{s['mid']}{s['n3']}-{s['hx']}",
            "token_type": "Bearer",
            "expires_in": 21600,
            "scope": "offline_access read write",
            "user_id": int(str(s["mid"])),
            "refresh_token": s["cred"],
        },
        indent=2,
    )


F.reg(
    "mercadolibre_refresh_token_json",
    ("ml/token_<<n>>.json", "<<org>>-mercadolibre/tokens.json"),
    _meli,
    "p:meli_refresh",
)


def _lftp(val, s):
    return enc_pct(val)


F.reg(
    "catalogo_lftp_bookmarks_percent_encoded",
    ("home/<<fa>>/.local/share/lftp/bookmarks", "respaldo/<<org>>/lftp_bookmarks_<<n>>"),
    """catalogo ftp://<<org>>:<<enc>>@ftp.<<dom>>/public_html/catalogo/
fotos sftp://fotos@<<ip>>/srv/fotos/
""",
    lambda rng, f: f"{f.human(rng, '@#+')}{rng.choice('@#+')}",
    "",
    encode=_lftp,
    decode=dec_pct(r"catalogo ftp://[^:]+:([^@\s]+)@"),
)


def _cot(s):
    rows = [
        ["Cliente", "Mueble", "Tela", "Metros", "Total", "Portal", "Usuario", "Contraseña"],
        [
            f"{s['fn2']} {s['ln2']}",
            "Sala 3-2-1",
            "Vinipiel chocolate",
            "18",
            "14500",
            "Tienda en línea",
            str(s["user"]),
            str(s["cred"]),
        ],
        ["Restaurante El Borrego", "Periqueras (12)", "Hule negro", "9", "8400", "", "", ""],
    ]
    return spreadsheetml(rows, "Cotizaciones")


F.reg(
    "cotizaciones_spreadsheetml_xml",
    ("Cotizaciones/cotizaciones_<<year>>_<<n>>.xml", "Documentos/<<org>>_cotiz_<<mo>>.xml"),
    _cot,
    "human",
)
