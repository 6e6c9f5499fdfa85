# ruff: noqa: E501
"""Family h: a cloud-forest hotel front office in Monteverde (Costa Rica): Spanish."""

from __future__ import annotations

import json
import random

from fortyeighth_spec import Fam, pick

F = Fam(
    "monteverde_hotel_front_office",
    "monteverde",
    ("cloudforestlodge", "quetzalinn", "santaelenahotel", "nubosabungalows"),
    "cr",
    (
        "andrea",
        "jose",
        "mariela",
        "esteban",
        "karla",
        "luis",
        "priscilla",
        "daniel",
        "yorleny",
        "mauricio",
    ),
    ("vargas", "rodriguez", "jimenez", "mora", "solano", "alvarado", "quesada", "arias"),
    (
        "quetzal",
        "perezoso",
        "neblina",
        "tucan",
        "colibri",
        "pura",
        "vida",
        "mae",
        "tuanis",
        "gallopinto",
        "volcan",
        "cafetal",
    ),
    "506",
    ("Monteverde", "Santa Elena", "Cerro Plano", "Tilaran", "La Fortuna"),
)

F.reg(
    "spanish_whatsapp_ios_contrasena_cloudbeds",
    ("WhatsApp Chat - Recepción <<city>>/_chat.txt", "exports/wa_recepcion_<<n>>.txt"),
    """[<<dmys>>, <<time>>:12] <<name>>: Mae, no me deja entrar al Cloudbeds en la compu de recepción
[<<dmys>>, <<time>>:40] <<name2>>: el usuario es recepcion@<<dom>>
[<<dmys>>, <<time2>>:02] <<name2>>: y la contra: <<cred>>
[<<dmys>>, <<time2>>:30] <<name>>: tuanis, ya entré 👌
[<<dmys>>, <<time2>>:51] <<name2>>: no la anote en el post-it porfa
""",
    "human",
)


def _acc_pw(rng: random.Random, s: dict) -> str:
    w = pick(rng, ("Tucán", "Colibrí", "Volcán", "Pingüino", "Montaña", "Niño", "Señora", "Mañana"))
    return f"{w}{rng.randint(1, 999)}{rng.choice('!*.#')}{pick(rng, ('ñ', 'á', 'é', 'CR'))}"


def _pms(s: dict) -> str:
    doc = {
        "export": "night_audit_integrations",
        "generated": s["ts"],
        "property": {"name": s["orgc"], "city": s["city"]},
        "integrations": [
            {
                "name": "Channel manager",
                "user": f"{s['org']}_cm",
                "password": s["cred"],
                "active": True,
            },
            {"name": "Keycard encoder", "host": s["ip"], "user": "vision", "active": True},
        ],
    }
    return json.dumps(doc, indent=2, ensure_ascii=True) + "\n"


def _dec_pms(text: str) -> str:
    return json.loads(text)["integrations"][0]["password"]


F.reg(
    "pms_integrations_json_unicode_escaped",
    ("backups/pms_integrations_<<date>>.json", "<<org>>/export/integraciones_<<n>>.json"),
    _pms,
    _acc_pw,
    decode=_dec_pms,
)

F.reg(
    "shift_notes_opera_clave",
    ("Recepcion/notas_turno_<<date>>.txt", "Escritorio/NOTAS TURNO NOCHE <<n>>.txt"),
    """NOTAS DE TURNO - <<dmys>> (noche) - <<name>>

- Hab 12: llegada tarde, dejar llave en la caja.
- Tour de canopy 7:00 a.m. para hab 4 y 9 (pagado).
- Usuario OPERA nuevo para la practicante: recepcion<<n>>
  Clave: <<cred>>
- La impresora fiscal se traba, reiniciarla antes del check-out.
- Llamar al técnico de la planta eléctrica si se va la luz otra vez.
""",
    "human",
)

F.reg(
    "keycard_encoder_vision_ini",
    ("ProgramData/Assa Abloy/Vision/vision_<<n>>.ini", "keycards/<<org>>_encoder.ini"),
    """[Server]
Host=<<ip>>
Port=3015
Database=VISION
User=vision_fo
Password=<<cred>>

[Encoder]
Model=MT-200
ComPort=COM3
Station=RECEPCION-<<n>>

[PMS]
Interface=FIAS
Host=<<ip>>
Port=5010
""",
    "pw",
)

F.reg(
    "tilopay_gateway_laravel_env",
    ("booking-<<org>>/.env", "web/<<org>>-reservas-<<n>>/.env"),
    """APP_NAME="<<orgc>> Reservas"
APP_ENV=production
APP_KEY=base64:<<hex40>>AbCd
APP_URL=https://reservas.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=reservas
DB_USERNAME=reservas

TILOPAY_API_KEY=<<n3>><<n5>>-<<hex8>>
TILOPAY_API_USER=<<org>>Api
TILOPAY_API_PASSWORD=<<cred>>
TILOPAY_REDIRECT=https://reservas.<<dom>>/pago/ok
""",
    "pw_alnum",
)

F.reg(
    "hacienda_einvoice_atv_credentials_yaml",
    ("facturacion/config_<<n>>.yml", "<<org>>-fe/config/hacienda.yaml"),
    """# Factura electrónica v4.4 - Ministerio de Hacienda
emisor:
  nombre: "<<orgc>> S.A."
  cedula_juridica: "3-101-<<n3>><<n3>>"
  correo: facturas@<<dom>>
hacienda:
  ambiente: produccion
  token_url: https://idp.comprobanteselectronicos.go.cr/auth/realms/rut/protocol/openid-connect/token
  client_id: api-prod
  usuario: "cpj-3-101-<<n3>><<n3>>@prod.comprobanteselectronicos.go.cr"
  clave: "<<cred>>"
  llave_p12: certs/llave_criptografica.p12
  pin_p12: "<<n3>>4"
""",
    "pw_dq",
)

F.reg(
    "mikrotik_hotspot_rsc_export",
    ("mikrotik/export_<<date>>.rsc", "red/<<org>>-hap-<<n>>.rsc"),
    """# <<date>> <<time>>:00 by RouterOS 7.14.3
# software id = <<hex8>>
#
# model = RB952Ui-5ac2nD
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=staff supplicant-identity="" wpa2-pre-shared-key=<<cred>>
/ip hotspot profile
add dns-name=wifi.<<dom>> hotspot-address=10.5.50.1 name=hsprof1
/ip hotspot user
add name=recepcion password=<<cred>> profile=default
/system identity
set name=<<orgc>>-Recepcion
""",
    "pw_bare",
)

F.reg(
    "front_desk_pc_winlogon_autologon_reg",
    ("IT/recepcion_autologon_<<n>>.reg", "soporte/<<org>>_pc_lobby.reg"),
    """Windows Registry Editor Version 5.00

[HKEY_LOCAL_MACHINE\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon]
"AutoAdminLogon"="1"
"DefaultUserName"="recepcion"
"DefaultDomainName"="<<orgc>>"
"DefaultPassword"="<<cred>>"
""",
    "human_x",
)
