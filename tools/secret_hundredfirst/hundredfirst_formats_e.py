# ruff: noqa: E501
"""Family e: a denim laundry (lavandería de mezclilla) in Tehuacán, Puebla, Mexico (Spanish)."""

from __future__ import annotations

import random
import urllib.parse

from hundredfirst_spec import Fam, dec_regex, enc_url, gen_pw, reg

F = Fam(
    name="tehuacan_denim_laundry",
    orgs=("tehuacanwash", "lavapiedra", "mezclillasur", "ajalpandenim"),
    tld="com.mx",
    first=(
        ("José", "jose"),
        ("Guadalupe", "guadalupe"),
        ("Juan Carlos", "juancarlos"),
        ("María Fernanda", "mafer"),
        ("Alejandro", "alejandro"),
        ("Verónica", "veronica"),
        ("Ricardo", "ricardo"),
        ("Itzel", "itzel"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("Martínez", "martinez"),
        ("Pérez", "perez"),
        ("Sánchez", "sanchez"),
        ("Ramírez", "ramirez"),
        ("Cruz", "cruz"),
    ),
    words=(
        "mezclilla",
        "tehuacan",
        "piedra",
        "chivas",
        "tigres",
        "tacos",
        "mole",
        "pozole",
        "guadalupe",
        "cielo",
        "nopal",
        "tianguis",
        "chilango",
        "mazapan",
        "azteca",
        "jarocho",
    ),
    pets=("firulais", "canela", "chispa", "max", "nieve", "pelusa"),
    cc="52",
    places=("tehuacan", "puebla", "ajalpan", "tlaxcala", "cdmx", "orizaba"),
)

reg(
    F,
    "tehuacan_jeanologia_laser_station_ini",
    ("C:/Jeanologia/LightPro/station_<<n>>.ini", "laser/lightpro_<<org>>_<<n>>.ini"),
    """; Jeanologia Light laser - linea de acabado <<n>>
[Station]
Name=LASER-<<n>>
Plant=<<orgc>> <<place>>

[DesignRepository]
Path=\\\\<<ip>>\\disenos_laser
Domain=<<orgu>>
User=laser<<n>>
Password=<<cred>>

[eFlow]
Ozone=G2-<<nn>>
""",
    "pw",
)

reg(
    F,
    "tehuacan_spanish_whatsapp_contrasena_efirma",
    ("WhatsApp Chat con Contador <<fac>>.txt", "chats/contabilidad_<<ymd>>.txt"),
    """[<<dmy>>, <<hm>>:<<sec>>] <<fl>> <<ll>>: Lic, ya le mandé el .key y el .cer de la e.firma por correo
[<<dmy>>, <<hm>>:<<sec>>] <<f2l>> <<l2l>>: Sí llegaron, ¿y la contraseña de la llave privada?
[<<dmy>>, <<hm>>:<<sec>>] <<fl>> <<ll>>: <<cred>>
[<<dmy>>, <<hm>>:<<sec>>] <<f2l>> <<l2l>>: Gracias, hoy presento la declaración del mes 👌
""",
    "human",
    syntax="",
)

reg(
    F,
    "tehuacan_facturama_cfdi_pac_env",
    ("facturacion/<<org>>/.env", "cfdi-service-<<n>>/.env"),
    """# Facturación CFDI 4.0 - PAC Facturama (maquila de lavado)
FACTURAMA_URL=https://api.facturama.mx
FACTURAMA_USER=<<org>>_cfdi
FACTURAMA_PASSWORD=<<cred>>
RFC_EMISOR=<<orgu>><<y>>0101AB<<n>>
SERIE=LV
LUGAR_EXPEDICION=75700
""",
    "pw",
    syntax="",
)

reg(
    F,
    "tehuacan_mercadopago_access_token_python",
    ("tienda/pagos_mp_<<n>>.py", "outlet/<<org>>/mercadopago_cfg.py"),
    '''"""Cobro de la tienda de fábrica (outlet) con Mercado Pago."""

import mercadopago

MP_ACCESS_TOKEN = "<<cred>>"
sdk = mercadopago.SDK(MP_ACCESS_TOKEN)


def preferencia(items):
    pref = {
        "items": items,
        "back_urls": {"success": "https://outlet.<<dom>>/gracias"},
        "statement_descriptor": "<<orgu>>",
    }
    return sdk.preference().create(pref)["response"]["init_point"]
''',
    "p:mp_token",
)


def _pw_enc(r: random.Random, f: Fam, s: dict) -> str:
    return gen_pw(r, sym="@#!$%&+/")


reg(
    F,
    "tehuacan_customs_broker_lftp_bookmarks_percent",
    ("home/<<fa>>/.local/share/lftp/bookmarks", "home/<<fa>>/.lftp/bookmarks_<<n>>"),
    """agente\tsftp://<<org>>:<<enc>>@sftp.<<la>>aduanas.com.mx/pedimentos
vucem\thttps://www.ventanillaunica.gob.mx/
nas\tsftp://backup@<<ip>>/lavanderia
""",
    _pw_enc,
    syntax="",
    encode=enc_url,
    decode=dec_regex(r"agente\tsftp://[^:]+:([^@]+)@", urllib.parse.unquote),
)

reg(
    F,
    "tehuacan_ptar_water_grafana_compose_yaml",
    ("ptar/docker-compose.yml", "planta-<<n>>/ptar/compose.yaml"),
    """# PTAR (planta de tratamiento de aguas residuales) - lavado de mezclilla
services:
  influxdb:
    image: influxdb:2.7
    environment:
      DOCKER_INFLUXDB_INIT_MODE: setup
      DOCKER_INFLUXDB_INIT_USERNAME: ptar
      DOCKER_INFLUXDB_INIT_PASSWORD: '<<cred>>'
      DOCKER_INFLUXDB_INIT_ORG: <<org>>
      DOCKER_INFLUXDB_INIT_BUCKET: efluente
    volumes:
      - ./influx:/var/lib/influxdb2
  grafana:
    image: grafana/grafana:11.1.0
    ports:
      - "3000:3000"
""",
    "pw_sq",
)

reg(
    F,
    "tehuacan_contpaqi_nominas_sql_udl",
    ("C:/Compac/Nominas/conexion_<<n>>.udl", "nomina/<<org>>/contpaqi.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=ct<<orgu>>_NOM;Data Source=<<ip>>\\COMPAC
""",
    "pw",
    syntax="",
)


def _sms(s: dict) -> str:
    body = f"Lupita, la clave del checador nuevo (ZKTeco) para dar de alta a los de la noche: {s['cred']} . No la pegues en el pizarrón"
    return f"""<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="{s["uid"]}" backup_date="{s["ms"]}" type="full">
  <sms protocol="0" address="{s["phone2"]}" date="{s["ms"]}" type="2" subject="null" body="{body}" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="{s["dmy"]} {s["hm"]}" contact_name="{s["f2l"]} {s["l2l"]}" />
  <sms protocol="0" address="{s["phone2"]}" date="{s["ms"] + 60000}" type="1" subject="null" body="Ok jefe, gracias" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="{s["ms"] + 59000}" sub_id="1" readable_date="{s["dmy"]} {s["hm2"]}" contact_name="{s["f2l"]} {s["l2l"]}" />
</smses>
"""


reg(
    F,
    "tehuacan_sms_backup_checador_clave",
    ("SMSBackupRestore/sms-<<ymd>><<nn>>.xml", "respaldo/<<fa>>/sms-<<ymd>>.xml"),
    _sms,
    "human_x",
)
