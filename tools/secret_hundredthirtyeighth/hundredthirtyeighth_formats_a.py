# ruff: noqa: E501
"""Family a: a water park (balneario with slides and a wave pool) in Morelos, Mexico."""

from __future__ import annotations

from hundredthirtyeighth_spec import SPANISH_MX as F
from hundredthirtyeighth_spec import after, alnum, b64, enc_qp, pick, un_qp

F.reg(
    "taquilla_conekta_laravel_env",
    ("<<org>>-taquilla/.env", "deploy/<<org>>/.env.production"),
    """APP_NAME="Taquilla <<org_cap>>"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_DEBUG=false
APP_URL=https://boletos.<<dom>>
APP_TIMEZONE=America/Mexico_City
APP_LOCALE=es

LOG_CHANNEL=daily

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=taquilla
DB_USERNAME=taquilla

# Conekta: tarjeta y OXXO Pay para boletos en línea
CONEKTA_PUBLIC_KEY=key_<<pub>>
CONEKTA_PRIVATE_KEY=<<cred>>
CONEKTA_API_VERSION=2.1.0
CONEKTA_LOCALE=es

MAIL_MAILER=smtp
MAIL_HOST=smtp.office365.com
MAIL_PORT=587
MAIL_FROM_ADDRESS=boletos@<<dom>>
MAIL_FROM_NAME="${APP_NAME}"
""",
    cred="p:conekta",
    syntax="",
    extra=lambda r, s: {"appkey": b64(r, 32), "pub": alnum(r, 27)},
)

F.reg(
    "whatsapp_contrasena_clorador",
    (
        "Chat de WhatsApp con <<name2>>.txt",
        "respaldos/whatsapp/Chat de WhatsApp con Mantto <<org_cap>> <<yy>><<mm>>.txt",
    ),
    """<<dmy2>>, <<time>> - <<name>>: Oye ya quedó el controlador de cloro de la alberca de olas?
<<dmy2>>, <<time2>> - <<name2>>: Sí, el técnico de ProMinent lo dejó conectado a la red de mantenimiento
<<dmy2>>, <<time2>> - <<name2>>: Entras desde la compu del cuarto de máquinas a http://<<ip>>
usuario: admin
contraseña: <<cred>>
<<dmy2>>, <<time3>> - <<name>>: Va, gracias. Le subo el setpoint de pH a 7.4 antes de abrir
<<dmy2>>, <<time3>> - <<name>>: <Multimedia omitido>
<<dmy2>>, <<time4>> - <<name2>>: No se la pases a los de taquilla porfa 🙏
""",
    cred="human",
    syntax="",
)


def _qp_cred(rng, s):
    base = pick(
        rng, ("Tobogán", "Jagüey", "Piña", "Cañón", "Ajolotón", "Corazón", "Mañanitas", "Olé")
    )
    return f"{base}{rng.randint(2019, 2026)}{rng.choice('!#*.$')}"


F.reg(
    "facturacion_email_quoted_printable",
    ("correo/<<date>> Acceso portal facturacion.eml", "Bandeja/<<user2>>/<<num>>.eml"),
    """Return-Path: <contabilidad@<<dom>>>
From: =?UTF-8?Q?<<from_qp>>?= <contabilidad@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?Q?Acceso_al_portal_de_facturaci=C3=B3n?=
Date: <<dd>> Jun <<year>> <<time>>:<<sec>> -0600
Message-ID: <<<num>>.<<ts>>@<<dom>>>
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

Hola <<fname2>>,

Te comparto el acceso al portal de facturaci=C3=B3n (Facturama) para que pued=
as timbrar los CFDI de los grupos escolares y de las excursiones:

Usuario: <<user>>@<<org>>
Contrase=C3=B1a: <<enc>>

Por favor no la reenv=C3=ADes; si se bloquea me avisas y la restablezco.

Saludos,
<<from_qp_body>>
Contabilidad =E2=80=93 <<org_cap>>
""",
    cred=_qp_cred,
    syntax="",
    extra=lambda r, s: {
        "enc": enc_qp(str(s["cred"])),
        "from_qp": enc_qp(str(s["name"])).replace(" ", "_"),
        "from_qp_body": enc_qp(str(s["name"])),
    },
    decode=after(r"Contrase=C3=B1a: (\S+)", un_qp),
)


def _gmail_app(rng, s):
    g = [alnum(rng, 4, "abcdefghijklmnopqrstuvwxyz") for _ in range(4)]
    return " ".join(g) if rng.random() < 0.5 else "".join(g)


F.reg(
    "monitor_albercas_smtp_ini",
    ("monitor-albercas/config.ini", "mantenimiento/<<org>>/monitor_albercas_<<yy>>.ini"),
    """; Monitor de química del agua - <<org_cap>>
; Lee los DULCOMARIN por Modbus TCP y manda alertas por correo

[general]
parque = <<org_cap>>
intervalo_seg = 60
zona_horaria = America/Mexico_City

[dulcomarin_olas]
host = <<ip>>
puerto = 502
unidad = 1
cloro_min = 1.0
cloro_max = 3.0
ph_min = 7.2
ph_max = 7.8

[dulcomarin_chapoteadero]
host = <<ip2>>
puerto = 502
unidad = 2

[smtp]
servidor = smtp.gmail.com
puerto = 587
usuario = alertas.<<org>>@gmail.com
contrasena = <<cred>>
destinatarios = <<email>>, <<email2>>
""",
    cred=_gmail_app,
    syntax="ini",
)

F.reg(
    "casilleros_vestidores_api_json",
    ("casilleros/<<org>>/config.json", "vestidores/controlador_<<nn>>.json"),
    """{
  "sitio": "<<org_cap>> - Vestidores",
  "controlador": {"host": "<<ip>>", "puerto": 8443, "tls": true},
  "ocs_api": {
    "url": "https://<<ip>>:8443/api/v2",
    "cliente": "taquilla",
    "api_key": "<<cred>>"
  },
  "pulseras": {"tipo": "MIFARE DESFire EV2", "prefijo": "<<org_up>>"},
  "bancos": [
    {"zona": "Vestidor damas", "casilleros": 240},
    {"zona": "Vestidor caballeros", "casilleros": 240},
    {"zona": "Familiar", "casilleros": 96}
  ],
  "liberar_al_cierre": "19:30"
}
""",
    cred="p:ojmar",
)

F.reg(
    "pulseras_mercadopago_point_py",
    ("cashless/recarga_point.py", "scripts/<<org>>/cobro_pulseras.py"),
    '''"""Recarga de pulseras cashless con las terminales Mercado Pago Point de taquilla."""

import requests

ACCESS_TOKEN = "<<cred>>"
DEVICE_ID = "PAX_A910__SMARTPOS<<id6>>"
API = "https://api.mercadopago.com"


def cobrar(monto_centavos: int, pulsera: str) -> str:
    r = requests.post(
        f"{API}/point/integration-api/devices/{DEVICE_ID}/payment-intents",
        headers={"Authorization": f"Bearer {ACCESS_TOKEN}"},
        json={
            "amount": monto_centavos,
            "additional_info": {"external_reference": pulsera, "print_on_terminal": True},
        },
        timeout=15,
    )
    r.raise_for_status()
    return r.json()["id"]


if __name__ == "__main__":
    print(cobrar(25000, "<<org_up>>-<<num>>"))
''',
    cred="p:mercadopago",
)

F.reg(
    "camaras_inventario_csv",
    ("sistemas/camaras_<<org>>.csv", "Inventario CCTV <<year>>.csv"),
    """Ubicación,Modelo,IP,Usuario,Contraseña,Notas
NVR cuarto de sistemas,DS-7732NI-K4,<<ip>>,admin,<<cred>>,grabación 30 días
Taquilla 1,DS-2CD2143G2-I,<<ip2>>,admin,<<cred>>,
Alberca de olas,DS-2CD2T47G2-L,<<gw>>0,admin,<<cred>>,poste norte
Toboganes,DS-2DE4425IW-DE,<<gw>>1,admin,<<cred>>,PTZ
Estacionamiento,DS-2CD1043G0-I,<<gw>>2,admin,<<cred>>,se cae con la lluvia
""",
    cred="human",
    syntax="",
)

F.reg(
    "nomina_contpaqi_respaldo_bat",
    ("scripts/respaldo_nominas_<<org>>.bat", "Respaldos/<<org>>/respaldo_contpaqi.bat"),
    r"""@echo off
REM Respaldo diario de CONTPAQi Nominas - <<org_cap>>
REM Programado en el Programador de tareas a las 23:30
set FECHA=%date:~6,4%%date:~3,2%%date:~0,2%
sqlcmd -S CONTA-PC\COMPAC -U sa -P <<cred>> -Q "BACKUP DATABASE [ctNOMINAS_<<org_up>>] TO DISK='D:\Respaldos\nominas_%FECHA%.bak' WITH INIT"
if errorlevel 1 echo %date% %time% fallo el respaldo >> D:\Respaldos\errores.log
forfiles /p D:\Respaldos /m *.bak /d -30 /c "cmd /c del @path"
""",
    cred="pw_bare",
    syntax="",
)
