# ruff: noqa: E501
"""Family a: a family picantería (traditional restaurant) in Arequipa, Peru; Spanish."""

from __future__ import annotations

import json
import re

from seventythird_spec import Fam, dec_qp, enc_qp, pick

F = Fam(
    name="picanteria_arequipa_family_restaurant",
    orgs=("lanuevapalomino", "picanteriasoledad", "lacantarita", "sabormistiano"),
    tld="com.pe",
    first=(
        ("Rosa", "rosa"),
        ("Yolanda", "yolanda"),
        ("Julián", "julian"),
        ("Wilber", "wilber"),
        ("Maritza", "maritza"),
        ("Efraín", "efrain"),
        ("Nélida", "nelida"),
    ),
    last=(
        ("Quispe", "quispe"),
        ("Mamani", "mamani"),
        ("Huamán", "huaman"),
        ("Condori", "condori"),
        ("Zegarra", "zegarra"),
        ("Núñez", "nunez"),
    ),
    words=(
        "rocoto",
        "adobo",
        "chupe",
        "chicha",
        "misti",
        "arequipa",
        "cuy",
        "ocopa",
        "queso",
        "melgar",
        "sillar",
        "chachani",
        "camaron",
        "soltero",
        "yanahuara",
        "cayma",
        "zegarra",
        "mistura",
    ),
    pets=("firulais", "chato", "pelusa", "rocky", "manchas", "negrita", "canelo"),
    cc="+51",
    city="Arequipa",
)

F.reg(
    "picanteria_loyverse_receipts_to_sheets_python",
    ("scripts/loyverse_ventas_<<date>>.py", "home/<<first_a>>/picanteria/sync_loyverse_<<n3>>.py"),
    '''"""Baja las boletas del día de Loyverse y las pega en la hoja "Ventas <<year>>"."""
import datetime
import requests

LOYVERSE_TOKEN = "<<cred>>"  # token de acceso (Back Office > Configuración > Tokens)
TIENDA_ID = "<<uuid>>"
HOJA = "Ventas <<year>>"


def boletas(desde):
    r = requests.get(
        "https://api.loyverse.com/v1.0/receipts",
        headers={"Authorization": f"Bearer {LOYVERSE_TOKEN}"},
        params={"store_id": TIENDA_ID, "created_at_min": desde.isoformat() + "Z", "limit": 250},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["receipts"]


if __name__ == "__main__":
    hoy = datetime.datetime.now().replace(hour=0, minute=0, second=0)
    for b in boletas(hoy):
        print(b["receipt_number"], b["total_money"])
''',
    "p:loyverse",
)


def _wa_rappi(s: dict) -> str:
    return (
        f"{s['d']}/{s['mo']}/{s['yy']}, {s['time']} - {s['first']} {s['last']}: {s['first2']}, ¿cuál es la clave del portal de Rappi? no me deja ver los pedidos\n"
        f"{s['d']}/{s['mo']}/{s['yy']}, {s['time']} - {s['first2']}: usuario {s['email']}\n"
        f"{s['d']}/{s['mo']}/{s['yy']}, {s['time2']} - {s['first2']}: clave {s['cred']}\n"
        f"{s['d']}/{s['mo']}/{s['yy']}, {s['time2']} - {s['first2']}: y apaga la tienda a las 4 que se acaba el chupe de camarones 🦐\n"
        f"{s['d']}/{s['mo']}/{s['yy']}, {s['time2']} - {s['first']} {s['last']}: listo, ya entré 👍\n"
    )


F.reg(
    "picanteria_spanish_whatsapp_clave_rappi_aliados",
    (
        "WhatsApp/Chat de WhatsApp con Picantería <<orgc>> <<n>>.txt",
        "Descargas/Chat de WhatsApp con <<first2>> <<d>><<mo>>.txt",
    ),
    _wa_rappi,
    "human",
    syntax="",
)

F.reg(
    "picanteria_culqi_pasarela_laravel_env",
    ("web/<<org>>/.env", "deploy/<<org>>-pedidos/.env.production"),
    """APP_NAME="Picantería <<orgc>>"
APP_ENV=production
APP_URL=https://pedidos.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=pedidos
DB_USERNAME=pedidos_web
DB_PASSWORD=
# Pasarela de pagos Culqi (tarjetas y Yape)
CULQI_PUBLIC_KEY=pk_live_<<hex16>>
CULQI_SECRET_KEY=<<cred>>
CULQI_RSA_ID=<<uuid>>
""",
    "p:culqi",
    syntax="",
)

F.reg(
    "picanteria_nubefact_boleta_electronica_json",
    ("facturacion/nubefact_<<org>>.json", "config/comprobantes_<<n3>>.json"),
    lambda s: json.dumps(
        {
            "ruc": f"20{s['n6']}{s['n3']}",
            "razon_social": f"Picantería {s['orgc']} E.I.R.L.",
            "nubefact": {
                "ruta": f"https://api.nubefact.com/api/v1/{s['uuid']}",
                "token": s["cred"],
            },
            "serie_boleta": "B001",
            "serie_factura": "F001",
            "igv": 18,
            "impresora_ticket": "EPSON TM-T20III",
        },
        indent=2,
        ensure_ascii=False,
    ),
    "p:nubefact",
)

F.reg(
    "picanteria_mikrotik_wifi_comensales_rsc",
    ("router/mikrotik_<<org>>_<<date>>.rsc", "backup/hap_ac2_<<n3>>.rsc"),
    """# <<date>> <<time>>:11 by RouterOS 7.14.3
# software id = <<hex8>>
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=comensales supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n disabled=no mode=ap-bridge security-profile=comensales ssid="Picanteria <<orgc>> Clientes"
/ip hotspot profile
set [ find default=yes ] html-directory=hotspot
/system identity
set name=router-<<org>>
""",
    "human_x",
    syntax="",
)


def _xlsx_sol(s: dict) -> str:
    items = [
        "Trámite",
        "Usuario",
        "Clave",
        "Nota",
        "SUNAT Clave SOL",
        f"{s['last_a'].upper()}{s['n3']}",
        s["cred"],
        "no cambiar sin avisar al contador",
        "Rappi aliados",
        s["email"],
        s["cred2"],
        "",
        "Yape empresa",
        s["phone"],
        "(en el celular de caja)",
        "",
    ]
    body = "".join(f"<si><t>{x}</t></si>" for x in items)
    return f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(items)}" uniqueCount="{len(items)}">{body}</sst>\n'


F.reg(
    "picanteria_claves_sunat_xlsx_shared_strings",
    (
        "claves_tramites_<<year>>/xl/sharedStrings.xml",
        "Documentos/contador_<<org>>_xlsx/xl/sharedStrings.xml",
    ),
    _xlsx_sol,
    "human_x",
    extra=lambda rng, s: {"cred2": "Rp" + str(rng.randint(100000, 999999)) + "x"},
)

F.reg(
    "picanteria_hikvision_rtsp_vlc_xspf_playlist",
    ("Escritorio/camaras_cocina_<<n>>.xspf", "caja/vlc/camaras_<<org>>.xspf"),
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">
  <title>Cámaras picantería</title>
  <trackList>
    <track>
      <location>rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101</location>
      <title>Cocina - fogones</title>
    </track>
    <track>
      <location>rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/201</location>
      <title>Salón y caja</title>
    </track>
  </trackList>
</playlist>
""",
    "pw_url",
    syntax="xml",
)


def _acc_pw(rng, fam: Fam) -> str:
    return f"{pick(rng, ('Cañihua', 'Piña', 'Ñusta', 'Jamón', 'Cuñado', 'Pachamanca'))}{rng.randint(10, 9999)}{pick(rng, '!#*.')}"


def _dec_a_qp(text: str) -> str:
    body = dec_qp(text.split("\n\n", 1)[1])
    return re.search(r"Contraseña: (\S+)", body).group(1)


F.reg(
    "picanteria_contadora_email_quoted_printable_contrasena",
    ("correo/<<date>>_acceso_pse_<<n3>>.eml", "Thunderbird/<<org>>/Inbox_<<n4>>.eml"),
    lambda s: (
        f"From: {s['name_a']} <{s['email']}>\nTo: Estudio Contable Zegarra <estudio.zegarra{s['n']}@gmail.com>\n"
        f"Subject: =?UTF-8?Q?Acceso_al_sistema_de_facturaci=C3=B3n?=\nDate: {s['date']}\nMIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="utf-8"\nContent-Transfer-Encoding: quoted-printable\n\n'
        + s["qp"]
    ),
    _acc_pw,
    syntax="",
    extra=lambda rng, s: {
        "qp": enc_qp(
            f"Buenas tardes, señorita contadora:\n\nLe paso el acceso al sistema de facturación electrónica para el cierre de mes.\n\nUsuario: {s['login']}\nContraseña: {s['cred']}\n\nCualquier cosa me llama, estamos en la picantería hasta las 5.\n{s['name']}\n"
        )
    },
    decode=_dec_a_qp,
)
