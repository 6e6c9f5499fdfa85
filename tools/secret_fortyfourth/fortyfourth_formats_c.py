# ruff: noqa: E501
"""Family c: palafito (stilt house) guesthouses of Castro, Chiloé, Chile."""

from __future__ import annotations

import re

from fortyfourth_spec import Fam, dec_b64, enc_b64, ipynb, mail

F = Fam(
    "palafito_stilts_castro",
    "palafito",
    ("palafitogamboa", "hostalpedrodevaldivia", "mareaalta", "tejuelacastro", "lumaco"),
    "cl",
    ("catalina", "matias", "javiera", "benjamin", "fernanda", "cristobal", "antonia", "vicente"),
    ("barrientos", "cardenas", "alvarado", "oyarzun", "vargas", "paredes", "millalonco", "andrade"),
    (
        "palafito",
        "chiloe",
        "curanto",
        "tejuela",
        "minga",
        "pincoya",
        "trauco",
        "castro",
        "gamboa",
        "milcao",
    ),
    ("invierno", "verano", "otono", "primavera"),
    ("cachupin", "negrita", "chocolo", "pelusa", "tobi"),
    "56",
)

F.reg(
    "chilean_whatsapp_clave_wifi_huespedes",
    ("chats/WhatsApp Chat con Hostal <<org_cap>>.txt", "respaldo/WhatsApp Chat con <<fname>>.txt"),
    """[<<date_slash>>, <<time>>:<<sec>>] <<fname>>: Hola!! llegamos al palafito, cuál es la clave del wifi?
[<<date_slash>>, <<time>>:<<sec>>] Hostal <<org_cap>>: Hola, bienvenidos 😊 red: <<org_cap>>_Huespedes
[<<date_slash>>, <<time2>>:<<sec>>] Hostal <<org_cap>>: clave: <<cred>>
[<<date_slash>>, <<time2>>:<<sec>>] Hostal <<org_cap>>: el desayuno es de 8 a 10:30, cualquier cosa me avisan po
[<<date_slash>>, <<time2>>:<<sec>>] <<fname>>: Mil gracias!!
""",
    "human",
)

F.reg(
    "transbank_webpay_plus_api_key_env",
    ("reservas/.env", "<<org>>-web/.env.production"),
    """APP_ENV=production
APP_URL=https://reservas.<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=reservas

# Webpay Plus (producción)
TBK_COMMERCE_CODE=5970<<nnn>><<nnn>><<n>>
TBK_API_KEY_SECRET=<<cred>>
TBK_ENVIRONMENT=LIVE
""",
    "HEX:64",
)

F.reg(
    "sii_boleta_certificado_properties",
    ("boletas/src/main/resources/sii.properties", "<<org>>-dte/config/sii.properties"),
    """# Boleta electrónica SII
sii.rut.emisor=<<n>>.<<nnn>>.<<nnn>>-K
sii.ambiente=produccion
sii.certificado.archivo=/opt/dte/cert/<<user>>.pfx
sii.certificado.clave=<<cred>>
sii.caf.directorio=/opt/dte/caf
""",
    "pw",
)

F.reg(
    "mikrotik_hotspot_export_rsc",
    ("router/export_<<date>>.rsc", "<<org>>/mikrotik/backup.rsc"),
    """# <<date>> <<time>>:<<sec>> by RouterOS 7.<<n>>
# software id = <<id8>>
#
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=hsprof1
/ip hotspot user
add name=admin-<<org>> password=<<cred>> profile=default
add name=recepcion profile=default
/system identity
set name=<<org_cap>>-Palafito
""",
    "pw_bare",
)

F.reg(
    "spanish_email_contrasena_coanfitrion",
    ("correo/<<user>>/Enviados/<<id8>>.eml", "<<org>>/mail/<<nnn>>.eml"),
    lambda s: mail(
        s,
        f"coanfitrion@{s['dom']}",
        "Acceso a la cuenta de reservas para el verano",
        f"""Hola {s["fname"]},

Te dejo los datos para que manejes las reservas mientras estoy en Puerto Montt.

Usuario: reservas@{s["dom"]}
Contraseña: {s["cred"]}

Acuérdate de confirmar el transfer desde el aeropuerto de Mocopulli.

Saludos,
{s["fname"]} {s["lname"]}
""",
        lang="es-CL",
    ),
    "human",
)


def _curl_dec(text: str) -> str:
    return dec_b64(re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)", text).group(1)).split(
        ":", 1
    )[1]


F.reg(
    "ferry_reservas_curl_basic_bash_history",
    ("home/<<user>>/.bash_history", "respaldo/<<org>>/root/.bash_history"),
    """cd /var/www/reservas
git pull
php artisan migrate --force
curl -s -H "Authorization: Basic <<enc>>" https://api.navierachiloe.cl/v1/reservas?fecha=<<date>> | jq .
tail -n 50 storage/logs/laravel.log
sudo systemctl restart php8.2-fpm
""",
    "pw_url",
    extra=lambda rng, s: {"enc": enc_b64(f"{s['org']}:{s['cred']}")},
    decode=_curl_dec,
)


def _nb(s: dict) -> str:
    url = f"mysql+pymysql://{s['user']}:{s['cred']}@{s['ip']}:3306/reservas"
    return ipynb(
        [
            ("markdown", "# Ocupación palafitos temporada alta", ""),
            (
                "code",
                f'from sqlalchemy import create_engine\nimport pandas as pd\n\nURL = "{url}"\nengine = create_engine(URL)\nprint(engine.url.render_as_string(hide_password=False))',
                url,
            ),
            (
                "code",
                'df = pd.read_sql("SELECT fecha, habitacion, noches FROM reservas", engine)\ndf.groupby("habitacion").noches.sum()',
                "",
            ),
        ]
    )


F.reg(
    "ocupacion_ipynb_mysql_url",
    ("analisis/ocupacion_<<year>>.ipynb", "<<org>>/notebooks/ocupacion.ipynb"),
    _nb,
    "pw_url",
)

F.reg(
    "channel_manager_json_credentials",
    ("integraciones/<<org>>/channel.json", "config/channel-manager.json"),
    lambda s: (
        __import__("json").dumps(
            {
                "property": s["org_cap"],
                "ota": ["booking", "airbnb", "expedia"],
                "credentials": {"username": s["email"], "password": s["cred"]},
                "currency": "CLP",
            },
            indent=2,
        )
        + "\n"
    ),
    "pw_json",
)
