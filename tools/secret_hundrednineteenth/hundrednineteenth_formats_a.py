# ruff: noqa: E501
"""Family a: a family restaurant (picantería) in Arequipa, Peru; Spanish."""

from __future__ import annotations

from hundrednineteenth_spec import Fam, after, dec_qp, enc_qp

FAM = Fam(
    name="ocopa_family_restaurant_peru",
    orgs=("misticasa", "yaravi"),
    tld="com.pe",
    first=(
        ("Rosa", "rosa"),
        ("Édgar", "edgar"),
        ("Lucía", "lucia"),
        ("Wilber", "wilber"),
        ("Yolanda", "yolanda"),
        ("Percy", "percy"),
        ("Maribel", "maribel"),
        ("Jhonatan", "jhonatan"),
    ),
    last=(
        ("Quispe", "quispe"),
        ("Mamani", "mamani"),
        ("Zegarra", "zegarra"),
        ("Huamaní", "huamani"),
        ("Paredes", "paredes"),
        ("Chávez", "chavez"),
        ("Llerena", "llerena"),
    ),
    words=(
        "rocoto",
        "misti",
        "chupe",
        "ocopa",
        "adobo",
        "chicha",
        "yanahuara",
        "sillar",
        "chachani",
        "camaron",
        "queso",
        "arequipa",
        "picante",
        "mistiano",
        "cuy",
        "solterito",
    ),
    pets=("firulais", "canela", "rocky", "pelusa", "chispita", "negrita"),
    cc="+51 9",
    phrases=("viva arequipa", "mi picanteria", "familia unida"),
)

ACCENTED = ("Señorío", "Añoranza", "Picantería", "Mamá", "Camarón", "Arequipeño", "Corazón", "Niño")


def _accented(rng, s):
    w = rng.choice(ACCENTED)
    pw = pick_form(rng, w)
    return {"needle": pw, "enc": enc_qp(pw)}


def pick_form(rng, w):
    form = rng.randrange(3)
    if form == 0:
        return f"{w}{rng.randint(1990, 2026)}"
    if form == 1:
        return f"{w}.{rng.randint(10, 99)}{rng.choice('!#*')}"
    return f"{w}{rng.choice(('Misti', 'Rocoto', 'Chupe'))}{rng.randint(1, 99)}"


FAM.reg(
    "ocopa_whatsapp_android_clave_caja_restaurantpe",
    (
        "WhatsApp/Chat de WhatsApp con <<fa>> cocina.txt",
        "Descargas/Chat de WhatsApp con Familia <<la>> <<n>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>> <<time>> - <<fn>> <<ln>>: Mamá ya llegó el pedido de queso de Chuquibamba?
<<d>>/<<mo>>/<<y>> <<time>> - <<fn2>>: sí, 12 kilos, lo dejé en la cámara
<<d>>/<<mo>>/<<y>> <<time>> - <<fn>> <<ln>>: ok. Oye la caja del Restaurant.pe me bota, cuál era la clave del usuario cajero?
<<d>>/<<mo>>/<<y>> <<time>> - <<fn2>>: usuario cajero1
<<d>>/<<mo>>/<<y>> <<time>> - <<fn2>>: clave <<cred>>
<<d>>/<<mo>>/<<y>> <<time>> - <<fn>> <<ln>>: gracias, ya entró 👍
<<d>>/<<mo>>/<<y>> <<time>> - <<fn2>>: no la pegues en la pared como la otra vez ah
""",
    "human",
)

FAM.reg(
    "ocopa_nubefact_boleta_python_requests_token",
    ("facturacion/enviar_boletas.py", "scripts/nubefact_<<n>>.py"),
    '''"""Envía las boletas del día a Nubefact (OSE) - <<orgc>> S.A.C."""

import json

import requests

RUTA = "https://api.nubefact.com/api/v1/<<uuid>>"
TOKEN = "<<cred>>"


def enviar(boleta: dict) -> dict:
    r = requests.post(
        RUTA,
        headers={"Authorization": f"Token token={TOKEN}", "Content-Type": "application/json"},
        data=json.dumps(boleta),
        timeout=30,
    )
    r.raise_for_status()
    return r.json()
''',
    "hex:64",
)

FAM.reg(
    "ocopa_contador_email_qp_contrasena_rappi_aliados",
    ("correo/Rappi aliados - acceso <<dmyd>>.eml", "Thunderbird/Inbox/contador_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: Estudio Contable <<ln2>> <contabilidad@estudio<<la2>>.com.pe>
Subject: =?UTF-8?Q?Acceso_al_portal_de_Rappi_Aliados?=
Date: <<dmy>> <<time>> -0500
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: quoted-printable

Buenas tardes C.P.C. <<ln2>>:

Para que descargue las liquidaciones de Rappi de este mes:
usuario: <<email>>
contrase=C3=B1a: <<enc>>

Saludos,
<<fn>> - <<orgc>>
""",
    "human",
    syntax="",
    extra=_accented,
    decode=after(r"contrase=C3=B1a: ([^\n]+)", dec_qp),
)

FAM.reg(
    "ocopa_carta_web_laravel_env_culqi",
    ("carta-web-v<<n>>/.env", "deploy/<<org>>-<<n3>>/.env.production"),
    """APP_NAME="<<orgc>> Picanteria"
APP_ENV=production
APP_URL=https://<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=<<org>>_carta
DB_USERNAME=<<org>>
DB_PASSWORD=<<pw2>>
CULQI_PUBLIC_KEY=pk_live_<<pk>>
CULQI_SECRET_KEY=<<cred>>
MAIL_MAILER=smtp
""",
    "x:sk_live_:16",
    extra=lambda r, s: {
        "pw2": "${DB_PASS_FROM_VAULT}",
        "pk": "".join(r.choice("abcdef0123456789") for _ in range(16)),
    },
)

FAM.reg(
    "ocopa_hikvision_salon_vlc_m3u_rtsp",
    ("camaras/salon_y_cocina_<<n>>.m3u", "Escritorio/CAMARAS <<orgc>> <<dmyd>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Salon principal
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101
#EXTINF:-1,Cocina - fogón
rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/201
""",
    "pw_url",
)

FAM.reg(
    "ocopa_carta_mesa_ocr_wifi_clave",
    ("fotos/carta_mesa_<<n>>.ocr.txt", "escaneos/carta_<<date>>.txt"),
    """PICANTERÍA <<orgc>>
Chupe de camarones ........ S/ 45
Ocopa arequipeña .......... S/ 18
Rocoto relleno ............ S/ 22
Adobo (solo domingos) ..... S/ 25

WiFi: <<orgc>>_Clientes
Clave:
<<cred>>
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "ocopa_proveedores_csv_makro_tottus_logins",
    ("administracion/proveedores_<<y>>.csv", "Drive/<<orgc>>/claves proveedores.csv"),
    """proveedor,ruc,portal,usuario,clave,contacto
Makro Arequipa,20492092313,https://www.makro.plazavea.com.pe,<<email>>,<<pw2>>,<<phone>>
Tottus empresas,20508565934,https://empresas.tottus.com.pe,<<user>>,<<cred>>,<<phone2>>
Gloria (leche),20100190797,,<<fa>>,,<<phone2>>
""",
    "human_x",
    extra=lambda r, s: {"pw2": FAM.human(r, safe=True)},
)

FAM.reg(
    "ocopa_mikrotik_hotspot_export_rsc",
    ("router/mikrotik_<<date>>.rsc", "backup/hotspot-<<org>>.rsc"),
    """# <<date>> by RouterOS 7.14.3
# software id = <<sn>>
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=clientes wpa2-pre-shared-key=<<wifi>>
/ip hotspot user
add name=<<fa>> password=<<cred>> profile=admin
/user
set admin comment="<<fn>> - caja"
""",
    "pw_bare",
    syntax="",
    extra=lambda r, s: {"wifi": FAM.human(r, safe=True)},
)
