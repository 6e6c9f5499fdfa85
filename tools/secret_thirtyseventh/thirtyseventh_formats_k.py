# ruff: noqa: E501
"""Family k: cacao cooperatives of Cobán and Alta Verapaz (Guatemala): fermentation, drying, export."""

from __future__ import annotations

from thirtyseventh_spec import alnum, human_with, reg

FAM = "cacao_guatemala_coban_verapaz"
GT = (
    "Aurelio",
    "Candelaria",
    "Matías",
    "Rosalba",
    "Domingo",
    "Marta",
    "Sebastián",
    "Petrona",
    "Juan Pablo",
    "Ixchel",
    "Abelino",
    "Elvira",
)
WORDS = (
    "cacao",
    "coban",
    "verapaz",
    "kakaw",
    "quetzal",
    "tikal",
    "chocolate",
    "lanquin",
    "semuc",
    "chisec",
    "xocolatl",
    "cardamomo",
)

reg(
    FAM,
    "cacao_cajon_fermento_sensor_lua_config_table",
    ("<<org>>/fermentacion/config.lua", "nodemcu/cajon_<<n>>/config.lua"),
    """\
-- Sensor de temperatura de los cajones de fermentación (NodeMCU)
local config = {}

config.wifi = {
  ssid = "COOP_<<orgc>>_BODEGA",
  pwd = "<<cred>>",
  save = false,
}

config.mqtt = {
  host = "<<ip>>",
  port = 1883,
  topic = "cacao/fermentacion/cajon<<n>>",
}

return config
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "cacao_export_lftp_sftp_user_comma_password",
    ("scripts/subir_certificados.sh", "<<org>>/export/sync_docs.sh"),
    """\
#!/bin/bash
# Sube certificados de origen y fitosanitarios al agente de exportación (Puerto Barrios)
LOTE="CAC-<<year>>-<<num>>"
lftp -u exportadora<<n>>,'<<cred>>' sftp://sftp.<<dom>> <<EOF
cd /entrantes/$LOTE
mput /srv/certificados/$LOTE/*.pdf
bye
EOF
""",
    "pw_sq",
    syntax="",
)

reg(
    FAM,
    "cacao_beneficio_sms_qeqchi_spanish_contrasena",
    ("sms/<<org>>_<<date>>.txt", "telefono/mensajes_<<p1>>.txt"),
    """\
De: +502 5<<num>> <<n>>
Fecha: <<dmy>> <<time>>
Ch'ol: <<p1>>. Li computadora sa' li bodega: usuario "bodega", contraseña <<cred>> . Bantiox.
""",
    human_with(*WORDS, names=GT),
    syntax="",
    people=GT,
)

reg(
    FAM,
    "cacao_certification_portal_csv_export_contrasena",
    ("<<org>>/certificacion/productores_<<year>>.csv", "exports/organico_auditoria.csv"),
    """\
codigo_productor;nombre;aldea;hectareas;usuario_portal;contrasena_portal
GT-AV-<<num>>;<<p1>>;Chisec;2,5;prod<<num>>;<<cred>>
GT-AV-<<id>>;<<p2>>;Lanquín;1,0;;
GT-AV-<<n>>0<<n>>;<<p3>>;San Pedro Carchá;3,25;prod<<n>>;(pendiente)
""",
    "pw_alnum",
    syntax="",
    people=GT,
)

reg(
    FAM,
    "cacao_buyer_portal_typescript_axios_auth",
    ("buyer-portal/src/api/client.ts", "<<org>>-compradores/src/lib/http.ts"),
    """\
import axios from "axios";

// Portal del comprador (Hamburgo): subida de análisis de granos y corte de prueba
export const portal = axios.create({
  baseURL: "https://buyers.<<dom>>/api/v2",
  timeout: 15000,
  auth: {
    username: "coop_verapaz",
    password: "<<cred>>",
  },
});
""",
    "pw_dq",
    syntax="",
)

reg(
    FAM,
    "cacao_secado_patio_weather_station_yaml_api_key",
    ("<<org>>/secado/estacion.yaml", "weather/patio_secado.yml"),
    """\
station:
  name: "Patio de secado <<n>>"
  lat: 15.47
  lon: -90.37
upload:
  service: weathercloud
  device_id: <<hex12>>
  api_key: <<cred>>
  interval_s: 600
alerts:
  rain_mm_h: 2
  notify: ["+502 5<<num>><<n>>"]
""",
    lambda r: alnum(r, 32, "0123456789abcdef"),
)

reg(
    FAM,
    "cacao_spanish_email_contrasena_exportadora",
    ("correo/<<org>>/enviados/<<id>>.eml", "Mail/acceso_sistema_<<date>>.eml"),
    """\
From: <<p1>> <gerencia@<<dom>>>
To: contabilidad@<<dom>>
Subject: Acceso al sistema contable
Date: <<day>> <<mon>> <<year>> <<time>>:00 -0600
Content-Type: text/plain; charset=UTF-8

Buenos días,

Para cerrar el mes de cosecha, ingresá al sistema con:
usuario: conta.<<n>>
contraseña: <<cred>>

Saludos desde Cobán,
<<p1>>
""",
    human_with(*WORDS, names=GT),
    syntax="",
    people=GT,
)

reg(
    FAM,
    "cacao_lab_signing_ec_private_key_pem_file",
    ("<<org>>/laboratorio/certs/firma_analisis.key", "lab/keys/cut_test_signer_<<n>>.pem"),
    """\
<<cred>>
""",
    "ec",
    syntax="",
)
