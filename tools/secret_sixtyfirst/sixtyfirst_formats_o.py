# ruff: noqa: E501
"""Family o: vouchers and helpline for Venezuelan migrants in Cúcuta, Colombia (Spanish):
supermarket redemption, Wompi, the registration app and the helpline PBX."""

from __future__ import annotations

import json

from sixtyfirst_spec import Fam

F = Fam(
    "cucuta_migrant_vouchers",
    orgs=("caminoseguro", "fieldbridge-relief", "openwell-intl"),
    tld="org.co",
    first=("yuliana", "jhon", "daniela", "wilmer", "karina", "andres", "yenifer", "luis"),
    last=("contreras", "rojas", "pabon", "mendoza", "quintero", "villamizar", "guerrero", "ochoa"),
    words=(
        "cucuta",
        "arepa",
        "guayaba",
        "parcero",
        "frontera",
        "caminante",
        "tachira",
        "esperanza",
        "llanos",
        "vallenato",
    ),
    places=("Cúcuta", "Villa del Rosario", "La Parada", "Atalaya", "Puerto Santander", "Tibú"),
    cc="+57310",
    country="colombia",
)

# 1. WhatsApp export (Spanish)
F.reg(
    "cucuta_spanish_whatsapp_clave_plataforma_bonos",
    ("WhatsApp Chat with Equipo Bonos <<place>>.txt", "chats/bonos_<<compact>>.txt"),
    """<<dmy>>, <<time>> - Daniela Pabón: Buenas, la clave de la plataforma de bonos me la pueden pasar? se me cerró la sesión
<<dmy>>, <<time>> - <<fn>> <<ln>>: Usuario <<user>> y la clave es <<cred>>
<<dmy>>, <<time2>> - Daniela Pabón: Mil gracias 🙌
<<dmy>>, <<time2>> - <<fn>> <<ln>>: Porfa no la compartas con los del supermercado
""",
    "human",
)

# 2. Wompi .env for the voucher top-ups
F.reg(
    "cucuta_wompi_private_key_voucher_dotenv",
    ("bonos-api/.env", "srv/bonos/<<org>>/.env.production"),
    """# Recargas de bonos – Wompi (Bancolombia)
WOMPI_ENV=production
WOMPI_PUBLIC_KEY=pub_prod_<<hexid>>Yb1Qm7Zs3Vt9Kw2Nd4Lp6Rx
WOMPI_PRIVATE_KEY=<<cred>>
WOMPI_EVENTS_URL=https://bonos.<<dom>>/wompi/events
DATABASE_URL=postgres://bonos@<<ip>>:5432/bonos
""",
    "p:wompi",
    syntax="",
)

# 3. Django settings of the redemption API
F.reg(
    "cucuta_redemption_api_django_secret_key",
    ("redencion/settings.py", "srv/redencion/<<org>>/settings_<<n>>.py"),
    """from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = '<<cred>>'
DEBUG = False
ALLOWED_HOSTS = ["redencion.<<dom>>"]
LANGUAGE_CODE = "es-co"
TIME_ZONE = "America/Bogota"
""",
    "p:django",
)

# 4. OCR of the POS terminal note at the supermarket
F.reg(
    "cucuta_pos_terminal_note_ocr_usuario_clave_cajero",
    ("scans/supermercado_<<compact>>.txt", "ocr/IMG_<<hexid>>.txt"),
    """SUPERMERCADO <<place>> – REDENCIÓN BONOS
Terminal: datáfono <<nn>>
Usuario cajero: caja<<nn>>
Clave: <<cred>>
Soporte: <<phone>> (lunes a sábado)
""",
    "human_x",
)

# 5. Gradle signing config of the registration app
F.reg(
    "cucuta_registration_app_build_gradle_store_password",
    ("app/build.gradle", "android/registro-<<n>>/app/build.gradle"),
    """android {
    namespace "org.<<org>>.registro"
    compileSdk 34

    signingConfigs {
        release {
            storeFile file("../keys/registro.jks")
            storePassword "<<cred>>"
            keyAlias "registro"
            keyPassword "<<cred>>"
        }
    }
    buildTypes {
        release {
            minifyEnabled true
            signingConfig signingConfigs.release
        }
    }
}
""",
    "pw_dq",
    syntax="",
)

# 6. Asterisk PJSIP trunk of the helpline
F.reg(
    "cucuta_helpline_asterisk_pjsip_trunk_password",
    ("etc/asterisk/pjsip.conf", "pbx/linea_<<nn>>/pjsip.conf"),
    """; Línea de ayuda para personas migrantes – troncal SIP
[transport-udp]
type = transport
protocol = udp
bind = 0.0.0.0

[trunk-auth]
type = auth
auth_type = userpass
username = 57<<nn>>60<<n>>
password = <<cred>>

[trunk]
type = endpoint
context = from-trunk
disallow = all
allow = alaw,ulaw
outbound_auth = trunk-auth
aors = trunk
""",
    "pw",
    syntax="ini",
)


# 7. Jupyter notebook of the helpline chatbot (OpenAI key)
def _nb(s: dict) -> str:
    cells = [
        {
            "cell_type": "markdown",
            "metadata": {},
            "source": ["# Chatbot línea de ayuda – clasificación de mensajes\n"],
        },
        {
            "cell_type": "code",
            "execution_count": 1,
            "metadata": {},
            "outputs": [],
            "source": ["from openai import OpenAI\n", f'client = OpenAI(api_key="{s["cred"]}")\n'],
        },
        {
            "cell_type": "code",
            "execution_count": 2,
            "metadata": {},
            "outputs": [
                {"name": "stdout", "output_type": "stream", "text": ["categoria: documentacion\n"]}
            ],
            "source": [
                'r = client.chat.completions.create(model="gpt-4o-mini", messages=[{"role": "user", "content": "¿Dónde saco el PPT?"}])\n',
                "print(r.choices[0].message.content)\n",
            ],
        },
    ]
    doc = {
        "cells": cells,
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


F.reg(
    "cucuta_helpline_chatbot_ipynb_openai_key",
    ("notebooks/chatbot_linea_<<n>>.ipynb", "Drive/Colab Notebooks/clasificador_<<compact>>.ipynb"),
    _nb,
    "p:openai",
    syntax="json",
)

# 8. Spanish e-mail with the KoBo account
F.reg(
    "cucuta_spanish_email_contrasena_kobo_caracterizacion",
    ("mail/kobo_<<compact>>.eml", "outbox/<<hexid>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Acceso KoBo – caracterización caminantes
Date: <<dd>> May <<year>> 08:47:00 -0500
Content-Type: text/plain; charset=utf-8

Hola,

Te comparto el acceso a KoBo para la caracterización en <<place>>:

usuario: <<user>>
contraseña: <<cred>>

Recuerda descargar los formularios antes de salir a terreno, en La Parada casi no hay señal.

Un abrazo,
<<fn>>
""",
    "human",
    syntax="",
)
