# ruff: noqa: E501
"""Family a: a potato-seed cooperative of Quechua farming communities near Cusco (Peru)."""

from __future__ import annotations

import quopri
import re

from sixtythird_spec import Fam, pick

F = Fam(
    "ayllu_papa_muhu_cusco",
    ("sumaqmuhu", "ayllupata"),
    "pe",
    ("rosa", "wilber", "yaneth", "efrain", "nilda", "hilario", "marleni", "teofilo"),
    ("Rosa", "Wilber", "Yaneth", "Efraín", "Nilda", "Hilario", "Marleni", "Teófilo"),
    ("quispe", "mamani", "huaman", "condori", "ccahuana", "layme", "puma", "choque"),
    (
        "papa",
        "chakra",
        "wayna",
        "inti",
        "killa",
        "sumaq",
        "muhu",
        "allpa",
        "tarpuy",
        "qhapaq",
        "chaska",
        "pachamama",
        "wayra",
        "qori",
        "ayllu",
        "kusikuy",
        "urpi",
        "tika",
        "huancaro",
    ),
    "51",
)

F.reg(
    "ayllu_quechua_whatsapp_clave_sol_sunat",
    ("WhatsApp/Chat de WhatsApp con <<cfirst>> Tesorera.txt", "exports/whatsapp_<<org>>_<<n>>.txt"),
    """<<d>>/<<mo>>/<<y2>>, <<hh>>:<<mm>> - <<lfirst>> <<clast>>: Imaynallam kachkanki tayta, SUNAT-manta factura electrónica ruranapaq clave SOL-ta munani
<<d>>/<<mo>>/<<y2>>, <<hh>>:<<mm>> - Hilario Presidente: Usuario SOL: <<usr>>
<<d>>/<<mo>>/<<y2>>, <<hh>>:<<mm>> - Hilario Presidente: clave: <<cred>>
<<d>>/<<mo>>/<<y2>>, <<hh>>:<<mm>> - Hilario Presidente: ama pimanpas qunkichu, kooperativapa clave kaqmi
<<d>>/<<mo>>/<<y2>>, <<hh>>:<<mm>> - <<lfirst>> <<clast>>: Añay tayta 👍
""",
    "human_x",
    extra=lambda r, s: {"usr": f"{s['org'].upper()[:6]}{r.randint(10, 99)}"},
)

F.reg(
    "ayllu_chakra_weewx_wunderground_station",
    (
        "estaciones/<<word>>-<<n>>/etc/weewx/weewx.conf",
        "backup_pi_<<org>>_<<date>>/weewx-data/weewx.conf",
    ),
    """# WEEWX CONFIGURATION FILE - estación meteorológica chakra <<word>>
debug = 0
WEEWX_ROOT = /home/pi/weewx-data

[Station]
    location = "Chakra <<corg>>, Anta - Cusco"
    latitude = -13.4<<n>>
    longitude = -72.1<<n>>
    altitude = 3<<nn>>, meter
    station_type = Vantage

[StdRESTful]
    [[StationRegistry]]
        register_this_station = False
    [[Wunderground]]
        enable = true
        station = ICUSCO<<n>>
        password = <<cred>>
        rapidfire = False
    [[WOW]]
        enable = false
""",
    "pw_bare",
)

F.reg(
    "ayllu_senasa_certificado_fitosanitario_sync_ini",
    ("C:/AgroSync/senasa_sync.ini", "oficina/config/senasa_<<org>>.ini"),
    """; Sincronización con el portal SENASA - certificados de semilla (papa nativa)
[portal]
url = https://servicios.senasa.gob.pe/SIGSIVE
ruc = 20<<nn>>4<<nn>>
usuario = <<user>>
clave = <<cred>>
intervalo_min = 30

[local]
carpeta = C:\\AgroSync\\certificados
ultimo_lote = LOTE-<<year>>-<<nn>>
""",
    "pw",
)


def _socios(s: dict) -> str:
    rows = ["DNI;Nombres;Comunidad;Usuario AgroRural;Clave"]
    comunidades = ("Ccollana", "Markjo", "Huayllay", "Chinchero", "Pampallacta")
    for i, (nm, cl) in enumerate(s["rows"]):
        rows.append(
            f"4{4000000 + i * 73133 + int(s['nn'])};{nm};{comunidades[i % 5]};{nm.split()[0].lower()}{i + 1};{cl}"
        )
    return "\n".join(rows) + "\n"


def _socios_extra(r, s):
    rows = []
    for _ in range(r.randint(4, 7)):
        rows.append((f"{pick(r, F.lfirst)} {pick(r, F.last).capitalize()}", F.hum(r)))
    k = r.randrange(len(rows))
    rows[k] = (rows[k][0], s["cred"])
    return {"rows": rows}


F.reg(
    "ayllu_socios_csv_clave_agrorural_column",
    ("Cooperativa/socios_<<year>>.csv", "USB/SOCIOS <<org>> <<mo>>.csv"),
    _socios,
    "human",
    extra=_socios_extra,
)

F.reg(
    "ayllu_riego_bomba_hmi_weintek_apuntes",
    ("Comité de Regantes/bomba_<<word>>_apuntes.txt", "notas/riego_<<n>>.txt"),
    """COMITÉ DE REGANTES <<corg>> - ESTACIÓN DE BOMBEO
Bomba 2: Grundfos 15 HP, variador ABB ACS580
Pantalla HMI Weintek MT8071iE  IP <<ip>>
  usuario operador: operador / sin clave
  usuario admin (cambia horarios de riego): admin
  contraseña admin: <<cred>>
Router Teltonika RUT240 para ver desde celular: <<ip10>>
Si falla el variador llamar a <<cfirst>> <<phone>>
""",
    "pw",
)

F.reg(
    "ayllu_culqi_tienda_semillas_env",
    ("tienda-semillas/.env", "web/<<org>>/.env.production"),
    """APP_NAME="Semillas <<corg>>"
APP_URL=https://tienda.<<dom>>
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=tienda
CULQI_PUBLIC_KEY=pk_live_<<pk>>
CULQI_SECRET_KEY=<<cred>>
MAIL_FROM_ADDRESS=ventas@<<dom>>
""",
    "p:culqi",
    extra=lambda r, s: {"pk": "".join(r.choice("abcdef0123456789") for _ in range(16))},
)

_ENYE = ("Ñusta", "Añañau", "Cañihua", "Ñawpa", "Pariñas", "Muñamusqa")


def _qp_cred(r, s):
    return f"{pick(r, _ENYE)}{r.choice(('', '.', '*', '#'))}{r.randint(1990, 2026)}"


def _qp_mail(s: dict) -> str:
    body = f"""Estimado {s["lfirst"]}:

Le envío el acceso a la plataforma de trazabilidad del programa Papa Nativa para registrar las
parcelas de semilla de la campaña {s["year"]}.

Usuario: {s["user"]}
Contraseña: {s["cred"]}

La contraseña es la misma para los técnicos de campo; por favor no la cambie sin avisarme.

Atentamente,
{s["cfirst2"]} Condori
Asistente técnico - Cooperativa {s["corg"]}
"""
    qp = quopri.encodestring(body.encode("utf-8")).decode("ascii")
    return f"""From: Cooperativa {s["corg"]} <tecnico@{s["dom"]}>
To: {s["email"]}
Subject: =?utf-8?Q?Acceso_trazabilidad_campa=C3=B1a_{s["year"]}?=
Date: Tue, {s["d"]} Mar {s["year"]} {s["hms"]} -0500
Message-ID: <{s["msgid"]}>
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: quoted-printable

{qp}"""


F.reg(
    "ayllu_trazabilidad_email_quoted_printable_contrasena",
    ("correo/acceso_trazabilidad_<<n>>.eml", "Mail/Inbox/<<nn>>.eml"),
    _qp_mail,
    _qp_cred,
    extra=lambda r, s: {"cfirst2": pick(r, F.lfirst)},
    decode=lambda t: re.search(
        r"Contraseña:\s*(\S+)", quopri.decodestring(t.encode()).decode("utf-8")
    ).group(1),
)

F.reg(
    "ayllu_helada_lorawan_gateway_bridge_toml",
    (
        "gw-<<word>><<n>>/etc/chirpstack-gateway-bridge/chirpstack-gateway-bridge.toml",
        "pi/helada_<<nn>>/gateway-bridge.toml",
    ),
    """# Alerta de heladas - sensores de temperatura en la chakra <<word>>
[general]
log_level=4

[backend]
type="semtech_udp"

  [backend.semtech_udp]
  udp_bind = "0.0.0.0:1700"

[integration]
marshaler="protobuf"

  [integration.mqtt]
  event_topic_template="eu868/gateway/{{ .GatewayID }}/event/{{ .EventType }}"

  [integration.mqtt.auth]
  type="generic"

    [integration.mqtt.auth.generic]
    servers=["tcp://<<ip10>>:1883"]
    username="gw-<<org>>"
    password="<<cred>>"
    clean_session=true
""",
    "pw_dq",
)
