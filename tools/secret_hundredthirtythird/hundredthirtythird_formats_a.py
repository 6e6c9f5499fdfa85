# ruff: noqa: E501
"""Family a: a franchised petrol station (gasolinera) in the Bajío, Mexico."""

from __future__ import annotations

from hundredthirtythird_corpus import DIGITS, LOWER, UPPER, alnum, hexs, pick
from hundredthirtythird_spec import Fam, b64s, dec_b64_pw

F = Fam(
    name="gasolinera_bajio_franquicia",
    orgs=(
        "gasbajio",
        "servicioceleya",
        "combustiblesleon",
        "estacionirapuato",
        "gasolinerasalamanca",
    ),
    tld="com.mx",
    first=(
        "ximena",
        "alejandro",
        "guadalupe",
        "jesus",
        "mariana",
        "rogelio",
        "yesenia",
        "octavio",
        "brenda",
        "efrain",
    ),
    last=(
        "ramirez",
        "hernandez",
        "gutierrez",
        "navarro",
        "camacho",
        "zavala",
        "rangel",
        "villalobos",
        "arreola",
        "zuniga",
    ),
    lfirst=(
        "Ximena",
        "Alejandro",
        "Guadalupe",
        "Jesús",
        "Mariana",
        "Rogelio",
        "Yesenia",
        "Octavio",
        "Brenda",
        "Efraín",
    ),
    llast=(
        "Ramírez",
        "Hernández",
        "Gutiérrez",
        "Navarro",
        "Camacho",
        "Zavala",
        "Rangel",
        "Villalobos",
        "Arreola",
        "Zúñiga",
    ),
    words=(
        "magna",
        "premium",
        "diesel",
        "bomba",
        "despacho",
        "chivas",
        "bajio",
        "garrafa",
        "pipa",
        "surtidor",
        "gasolina",
        "aguila",
        "jaguar",
        "cuervo",
        "tuna",
        "charro",
    ),
    cities=("Celaya", "Leon", "Irapuato", "Salamanca", "Silao", "Queretaro"),
    cc="+52",
    tz="-0600",
    pets=("firulais", "canelo", "manchas", "chispa", "negra", "pelusa"),
)


def _rfc(rng) -> str:
    return (
        alnum(rng, 3, UPPER)
        + f"{rng.randint(90, 99)}{rng.randint(1, 12):02d}{rng.randint(1, 28):02d}"
        + alnum(rng, 3, UPPER + DIGITS)
    )


F.reg(
    "gasolinera_control_volumetrico_anexo30_conexion_ini",
    (
        "C:/ControlVolumetrico/<<org_up>>/cv_config.ini",
        "ControlVolumetrico/estacion_<<n4>>/conexion.ini",
    ),
    """; Configuración del módulo de Controles Volumétricos (Anexo 30 y 31 RMF)
; Estación <<org_cap>> <<city>> - Permiso CRE PL/<<n5>>/EXP/ES/<<year>>
[General]
RFC=<<rfc>>
NumPermiso=PL/<<n5>>/EXP/ES/<<year>>
ClaveInstalacion=ES-<<n4>>
RutaJSON=C:\\ControlVolumetrico\\Reportes\\Mensual
Generar=Diario,Mensual

[BaseDatos]
Servidor=<<lan>>\\SQLEXPRESS
BaseDatos=CV_<<org_up>>
Usuario=cvolum
Contrasena=<<cred>>
TimeoutSeg=30

[Consola]
Marca=Veeder-Root TLS-350
Puerto=COM3
Baudios=9600
IntervaloLecturaTanques=60
""",
    "pw",
    syntax="ini",
    extra=lambda rng, s: {"rfc": _rfc(rng)},
)

F.reg(
    "gasolinera_facturama_timbrado_curl_basic_base64",
    ("home/<<user>>/.bash_history", "opt/facturacion/scripts/timbrar_<<n3>>.sh"),
    """cd /opt/facturacion
ls -la xml/<<year>>-<<month>>/
curl -s "https://api.facturama.mx/api/Cfdi?type=issued&keyword=<<rfc>>" -H "Authorization: Basic <<auth>>" | jq '.[0]'
curl -s -X POST https://api.facturama.mx/3/cfdis -H "Content-Type: application/json" -H "Authorization: Basic <<auth>>" -d @pendientes/factura_<<n4>>.json
mv pendientes/factura_<<n4>>.json timbradas/
tail -n 50 /var/log/facturacion/timbrado.log
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {"rfc": _rfc(rng), "auth": b64s(f"{s['org']}{s['n2']}:{s['cred']}")},
    decode=dec_b64_pw(r"Basic ([A-Za-z0-9+/=]+)"),
)

F.reg(
    "gasolinera_whatsapp_contador_csd_llave_privada",
    (
        "WhatsApp/Chat de WhatsApp con <<lname2>>.txt",
        "respaldo_cel/WhatsApp Chat - Contador <<lname2>>.txt",
    ),
    """<<dmy_short>>, <<t1>> - Los mensajes y las llamadas están cifrados de extremo a extremo. Solo las personas en este chat pueden leerlos, escucharlos o compartirlos.
<<dmy_short>>, <<t1>> - <<lname>>: Lic. buenas tardes 🙏 ya instalé el sistema de facturación nuevo pero me pide la contraseña de la llave privada del CSD
<<dmy_short>>, <<t2>> - <<lname>>: el .cer y el .key sí los tengo en la USB
<<dmy_short>>, <<t3>> - <<lname2>>: Buenas tardes, sí es el CSD_<<rfc>>_<<n4>>.key
<<dmy_short>>, <<t3>> - <<lname2>>: la contraseña es <<cred>>
<<dmy_short>>, <<t4>> - <<lname2>>: ojo no es la misma que la de la e.firma, esa no se la paso por aquí
<<dmy_short>>, <<t5>> - <<lname>>: Listo ya timbró la primera 👍 gracias
<<dmy_short>>, <<t6>> - <<lname2>>: Va, cualquier cosa me marca
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"rfc": _rfc(rng)},
)

F.reg(
    "gasolinera_controlador_dispensarios_servidor_central_xml",
    ("FCC/config/<<org>>_fcc.xml", "C:/ProgramData/ControladorPista/estacion_<<n4>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<ConfiguracionFCC version="4.<<n1>>">
  <Estacion numero="<<n4>>" nombre="<<org_cap>> <<city>>" permisoCRE="PL/<<n5>>/EXP/ES/<<year>>"/>
  <Dispensarios protocolo="Gilbarco2Wire" puerto="COM2" velocidad="5787">
    <Dispensario id="1" posiciones="2" productos="MAGNA,PREMIUM"/>
    <Dispensario id="2" posiciones="2" productos="MAGNA,PREMIUM"/>
    <Dispensario id="3" posiciones="2" productos="DIESEL"/>
  </Dispensarios>
  <Tanques consola="VeederRoot TLS-350" ip="<<lan>>" puerto="10001" intervalo="60"/>
  <ServidorCentral url="https://<<host>>/fcc/api/v2" usuario="fcc_<<n4>>" contrasena="<<cred>>" intervaloEnvio="30"/>
  <Bitacora ruta="C:\\ProgramData\\ControladorPista\\logs" nivel="INFO" diasRetencion="90"/>
</ConfiguracionFCC>
""",
    "pw_xml",
)


def _openpay(rng, s):
    return {
        "merchant": "m" + alnum(rng, 19, LOWER + DIGITS),
        "pk": "pk_" + hexs(rng, 32),
        "appkey": b64s(alnum(rng, 32))[:43] + "=",
    }


F.reg(
    "gasolinera_portal_facturacion_laravel_env_openpay",
    ("portal-facturacion/.env", "<<org>>-facturas/.env.production"),
    """APP_NAME="Facturación <<org_cap>>"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://facturacion.<<dom>>
APP_TIMEZONE=America/Mexico_City

LOG_CHANNEL=daily

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=facturas
DB_USERNAME=facturas

MAIL_MAILER=smtp
MAIL_HOST=smtp.<<dom>>
MAIL_FROM_ADDRESS=facturas@<<dom>>

# Cobro en línea de facturas de flotillas
OPENPAY_ID=<<merchant>>
OPENPAY_PRIVATE_KEY=<<cred>>
OPENPAY_PUBLIC_KEY=<<pk>>
OPENPAY_PRODUCTION_MODE=true
OPENPAY_COUNTRY=MX
""",
    "p:openpay_sk",
    syntax="",
    extra=_openpay,
)

F.reg(
    "gasolinera_flotillas_ticketcar_consumos_python",
    ("scripts/flotillas/descarga_consumos.py", "conciliacion/<<org>>_ticketcar_<<year>>.py"),
    '''"""Descarga los consumos de tarjetas de flotilla del día anterior para conciliarlos
con las ventas del control volumétrico (estación <<org_cap>>, <<city>>)."""

import csv
import datetime

import requests

BASE = "https://api.edenred.com.mx/ticketcar/v1"
CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"
ESTACION = "ES-<<n4>>"


def token():
    r = requests.post(
        f"{BASE}/oauth/token",
        data={"grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET},
        timeout=30,
    )
    r.raise_for_status()
    return r.json()["access_token"]


def consumos(fecha):
    h = {"Authorization": f"Bearer {token()}"}
    r = requests.get(f"{BASE}/consumos", params={"estacion": ESTACION, "fecha": fecha}, headers=h, timeout=60)
    r.raise_for_status()
    return r.json()["items"]


if __name__ == "__main__":
    ayer = (datetime.date.today() - datetime.timedelta(days=1)).isoformat()
    with open(f"consumos_{ayer}.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["tarjeta", "placas", "producto", "litros", "importe"])
        for c in consumos(ayer):
            w.writerow([c["tarjeta"], c["placas"], c["producto"], c["litros"], c["importe"]])
''',
    "alnum:40",
    syntax="py",
    extra=lambda rng, s: {"cid": hexs(rng, 8) + "-" + alnum(rng, 12, LOWER + DIGITS)},
)

F.reg(
    "gasolinera_etiqueta_dvr_cctv_ocr",
    ("escaneos/etiqueta_dvr_<<n3>>.txt", "OCR/<<org>>/foto_grabador_<<date>>.txt"),
    """HIKVISION
DS-7608NI-K2/8P
S/N: DS-7608NI-K20820<<year>><<month>>CCRR<<n5>>
-------------------------------
INSTALO: Seguridad y Redes <<city>>
Tel. <<phone>>
Usuario: admin
Contrasefia: <<cred>>
IP: <<lan>>  Puerto 8000
Fecha instalacion: <<dmy>>
NO DESCONECTAR - CAMARAS ISLAS Y TANQUES
""",
    "human",
    syntax="",
)


def _despachadores(rng, s):
    rows = []
    k = rng.randrange(5)
    for i in range(6):
        p = F.person(rng)
        pw = s["cred"] if i == k else F.human(rng)
        rows.append(
            f"{rng.randint(1000, 1999)},{p['full']},{p['f'][0]}{p['l']},{pw},{pick(rng, ('Matutino', 'Vespertino', 'Nocturno'))},{rng.randint(1, 4)}"
        )
    return {"rows": "\n".join(rows)}


F.reg(
    "gasolinera_despachadores_csv_clave_terminal",
    ("RH/despachadores_<<org>>_<<year>>.csv", "Documentos/Estacion <<n4>>/usuarios_terminal.csv"),
    """num_empleado,nombre,usuario_pos,clave_pos,turno,isla
<<rows>>
""",
    "human",
    syntax="",
    extra=_despachadores,
)
