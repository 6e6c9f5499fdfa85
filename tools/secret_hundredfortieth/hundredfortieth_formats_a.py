# ruff: noqa: E501
"""Family a: a tattoo studio in San Pedro Tlaquepaque (Guadalajara, Jalisco, Mexico)."""

from __future__ import annotations

import json
import random

from hundredfortieth_spec import Fam, alnum, hexs, pick

A = Fam(
    "tatuaje_tlaquepaque_agujas",
    orgs=("agujanegra", "tintatapatia", "calaverink"),
    tld="com.mx",
    first="Ximena María José Guadalupe Luis Alejandro Fernanda Jesús Rocío Iván Daniela Ramón Itzel Brenda",
    last="Hernández García Orozco Ramírez Navarro Ibarra Partida Gutiérrez Zúñiga Cervantes Aceves Velázquez",
    words=(
        "tinta",
        "aguja",
        "calavera",
        "catrina",
        "jalisco",
        "tequila",
        "mariachi",
        "nopal",
        "colibri",
        "alebrije",
        "tlaquepaque",
        "chapala",
        "tapatio",
        "cantarito",
        "huichol",
    ),
    pets=("Firulais", "Canela", "Chispa", "Manchas", "Pelusa", "Bombon", "Frijol", "Chaparro"),
    walks=("qwerty", "asdfgh", "1qaz2wsx", "zxcvbn", "123qwe", "qazwsx"),
    clubs=("Chivas1906", "Atlas1916", "ChivasCampeon", "Rebano1906", "AtlasFC1916"),
    cc="+52 33 #### ####",
    city="San Pedro Tlaquepaque",
)


def _rfc(rng: random.Random, s: dict) -> None:
    s["rfc"] = (
        f"{alnum(rng, 4, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}{rng.randint(70, 99)}{s['mo']}{s['dd']}{alnum(rng, 3)}".upper()
    )
    s["hex24"] = hexs(rng, 24)
    s["ymd"] = str(s["date"]).replace("-", "")


A.reg(
    "tlaquepaque_whatsapp_android_contrasena_agendapro",
    (
        "WhatsApp/Chat de WhatsApp con <<full2>>.txt",
        "exports/whatsapp/<<org>>_recepcion_<<date>>.txt",
    ),
    """<<dd>>/<<mo>>/<<yy>>, <<time>> - Los mensajes y las llamadas están cifrados de extremo a extremo. Nadie fuera de este chat, ni siquiera WhatsApp, puede leerlos ni escucharlos. Toca para obtener más información.
<<dd>>/<<mo>>/<<yy>>, <<time>> - <<full>>: oye ya quedó la cuenta nueva de AgendaPro para las citas
<<dd>>/<<mo>>/<<yy>>, <<time>> - <<full>>: entras con <<email>>
<<dd>>/<<mo>>/<<yy>>, <<time>> - <<full>>: contraseña <<cred>>
<<dd>>/<<mo>>/<<yy>>, <<time2>> - <<full2>>: va gracias!! el sábado tengo 3 citas de brazo completo, ahorita las subo
<<dd>>/<<mo>>/<<yy>>, <<time2>> - <<full2>>: <Multimedia omitido>
<<dd>>/<<mo>>/<<yy>>, <<time2>> - <<full>>: no la pases al grupo porfa 🙏 y acuérdate de poner el anticipo de $500 en cada cita
<<dd>>/<<mo>>/<<yy>>, <<time2>> - <<full2>>: 👍
""",
    cred="human",
)

A.reg(
    "tlaquepaque_facturapi_cfdi_node_dotenv",
    ("facturacion/.env", "apps/cfdi-<<org>>/.env.production"),
    """# Facturación CFDI 4.0 — <<orgc>> Tattoo (RFC <<rfc>>)
# No subir este archivo al repo!!
NODE_ENV=production
PORT=3000
FACTURAPI_KEY=<<cred>>
FACTURAPI_ORG_ID=<<hex24>>
SERIE_FACTURA=T
LUGAR_EXPEDICION=45500
REGIMEN_FISCAL=626
USO_CFDI_DEFAULT=G03
NOTIFICAR_WHATSAPP=<<phone>>
""",
    cred="p:facturapi",
    extra=_rfc,
)

A.reg(
    "tlaquepaque_sat_csd_openssl_bash_history",
    ("home/<<fa>>/.bash_history", "respaldo/laptop-<<fa>>/.bash_history"),
    """cd ~/Documentos/SAT/CSD_<<rfc>>
ls -la
openssl x509 -inform DER -in 00001000000<<n6>>1234.cer -noout -subject -dates
openssl pkcs8 -inform DER -in CSD_<<org>>_<<rfc>>_<<ymd>>.key -passin pass:<<cred>> -out csd_key.pem
openssl rsa -in csd_key.pem -check -noout
head -3 csd_key.pem
cp csd_key.pem ~/proyectos/cfdi-<<org>>/certs/
cd ~/proyectos/cfdi-<<org>>
npm run timbrar -- --serie T --folio <<nn>>
git status
""",
    cred="human_x",
    extra=_rfc,
)

A.reg(
    "tlaquepaque_clip_checkout_php_config",
    ("config/pagos.php", "wp-content/plugins/<<org>>-anticipos/config.php"),
    """<?php
// Cobro de anticipos por link de pago Clip — <<orgc>> Tattoo, Tlaquepaque
// Credenciales del portal de desarrolladores de Clip (cuenta de <<full>>)
return [
    'clip' => [
        'api_key'     => '<<uuid>>',
        'secret_key'  => '<<cred>>',
        'webhook_url' => 'https://<<dom>>/webhooks/clip',
        'moneda'      => 'MXN',
        'anticipo_minimo' => 500,
    ],
    'correo' => [
        'remitente' => 'citas@<<dom>>',
        'copia'     => '<<email>>',
    ],
];
""",
    cred="uuid",
)

A.reg(
    "tlaquepaque_mercadopago_preference_python",
    ("scripts/anticipos_mp.py", "<<org>>/pagos/mercadopago_links.py"),
    '''"""Genera links de pago de Mercado Pago para los anticipos de las citas."""

import sys

import mercadopago

sdk = mercadopago.SDK("<<cred>>")


def link_anticipo(email: str, monto: float, sesion: str) -> str:
    preference_data = {
        "items": [
            {
                "title": f"Anticipo sesion {sesion} - <<orgc>> Tattoo",
                "quantity": 1,
                "unit_price": float(monto),
                "currency_id": "MXN",
            }
        ],
        "payer": {"email": email},
        "back_urls": {
            "success": "https://<<dom>>/gracias",
            "failure": "https://<<dom>>/pago-fallido",
        },
        "auto_return": "approved",
        "statement_descriptor": "<<orgc>> TATTOO",
    }
    r = sdk.preference().create(preference_data)
    return r["response"]["init_point"]


if __name__ == "__main__":
    print(link_anticipo(sys.argv[1], float(sys.argv[2]), sys.argv[3]))
''',
    cred="p:mercadopago",
)

_ACCENTED = (
    "Piñata",
    "Cañón",
    "Montaña",
    "Añejo",
    "Corazón",
    "Jalapeño",
    "Sueño",
    "Colibrí",
    "Tatuaña",
)


def _pw_accented(rng: random.Random, fam: Fam) -> str:
    return f"{pick(rng, _ACCENTED)}{pick(rng, ('.', '_', '#', '*', '!'))}{rng.randint(1980, 2026)}"


def _consent(s: dict) -> str:
    obj = {
        "app": "Consentimiento Informado",
        "estudio": f"{s['orgc']} Tattoo & Piercing",
        "version": "2.4.1",
        "idioma": "es-MX",
        "campos_obligatorios": [
            "nombre",
            "fecha_nacimiento",
            "identificacion",
            "alergias",
            "firma",
        ],
        "edad_minima": 18,
        "aviso_privacidad_url": f"https://{s['dom']}/aviso-de-privacidad",
        "sync": {
            "servidor": f"https://nube.{s['dom']}/remote.php/dav/files/{s['login']}/Consentimientos",
            "usuario": s["login"],
            "password": s["cred"],
            "cada_minutos": 15,
        },
        "tablet": {"nombre": f"Recepción {s['city']}", "bloqueo_kiosko": True},
    }
    return json.dumps(obj, indent=2) + "\n"


A.reg(
    "tlaquepaque_consentimiento_json_unicode_escaped",
    ("tablet/consentimientos/config.json", "kiosko/<<org>>/app_config.json"),
    _consent,
    cred=_pw_accented,
    decode=lambda t: json.loads(t)["sync"]["password"],
)

A.reg(
    "tlaquepaque_dvr_hikvision_sticker_ocr",
    ("fotos/ocr/IMG_<<nn>>_dvr.txt", "inventario/equipo/dvr_etiqueta_<<date>>.txt"),
    """HIKVISION
Model: DS-7208HQHI-K1
S/N: <<serial>>
12V=  2A    Made in China
|||||||||||||||||||||||||
-- etiqueta a mano --
IP 192.168.1.64
usuario admin
contra: <<cred>>
Hik-Connect verif. <<vcode>>
NO CAMBIAR!! - <<first>>
""",
    cred="human_x",
    extra=lambda rng, s: s.update(vcode=alnum(rng, 6, "ABCDEFGHJKLMNPQRSTUVWXYZ")),
)


def _keep(s: dict) -> str:
    obj = {
        "color": "YELLOW",
        "isTrashed": False,
        "isPinned": True,
        "isArchived": False,
        "textContent": (
            f"Wifi estudio\nRed: INFINITUM{s['x4']}\nClave: {s['cred']}\n\n"
            f"Wifi clientes: {s['orgc']}_Clientes (sin clave, portal)\n"
            f"Soporte Telmex 800 123 2222 - no. de servicio {s['n6']}"
        ),
        "title": "Internet Telmex",
        "userEditedTimestampUsec": s["ts"],
        "createdTimestampUsec": s["ts"] - 86_400_000_000,
        "labels": [{"name": "Estudio"}],
    }
    return json.dumps(obj, ensure_ascii=False)


A.reg(
    "tlaquepaque_google_keep_takeout_wifi_clave",
    ("Takeout/Keep/Internet Telmex.json", "Takeout/Keep/<<date>>T<<hh>>_<<mi>>_12.345-06_00.json"),
    _keep,
    cred="upper:10",
    extra=lambda rng, s: s.update(
        x4=alnum(rng, 4, "0123456789ABCDEF"),
        ts=rng.randint(1_700_000_000, 1_760_000_000) * 1_000_000,
    ),
)
