# ruff: noqa: E501
"""Family d: a giant-squid (pota) processing plant in Paita, Peru: Spanish."""

from __future__ import annotations

from hundredthirteenth_spec import Fam

F = Fam(
    name="paita_pota_processing_plant",
    orgs=("paitapota", "congeladosyacila", "potaperu", "colanfrio"),
    tld="pe",
    first=(
        ("José", "jose"),
        ("Rosa", "rosa"),
        ("Luis", "luis"),
        ("Milagros", "milagros"),
        ("Jhonatan", "jhonatan"),
        ("Yesenia", "yesenia"),
        ("Wilmer", "wilmer"),
        ("Karina", "karina"),
    ),
    last=(
        ("Chunga", "chunga"),
        ("Zapata", "zapata"),
        ("Purizaca", "purizaca"),
        ("Eca", "eca"),
        ("Ramírez", "ramirez"),
        ("Querevalú", "querevalu"),
    ),
    words=(
        "pota",
        "calamar",
        "paita",
        "yacila",
        "piura",
        "colan",
        "marisco",
        "muelle",
        "ceviche",
        "tumbes",
        "grau",
        "sechura",
        "malecon",
        "anchoveta",
    ),
    pets=("firulais", "chispa", "negrito", "canela", "bobby"),
    cc="51",
)

F.reg(
    "paita_tunnel_freezer_modbus_collector_yaml",
    ("planta/colector/<<org>>.yml", "opt/colector-tuneles/config<<n>>.yaml"),
    """# Colector de temperaturas: tuneles de congelamiento y camaras (Modbus TCP -> InfluxDB)
plantas:
  - nombre: <<org>> Paita
    plc: <<ip>>
    tuneles: [T1, T2, T3]
influxdb:
  url: http://<<ip>>:8086
  org: <<org>>
  bucket: temperaturas
  token: <<cred>>
alarma_celsius: -18
""",
    "p:influx",
)

F.reg(
    "paita_spanish_whatsapp_clave_sol_sunat",
    ("WhatsApp/Chat de WhatsApp con <<fa>> Contabilidad.txt", "respaldos/chat_planta_<<nn>>.txt"),
    """<<dd>>/<<mo>>/<<yy>> <<time>> - <<fn>> <<ln>>: Buenos días, necesito entrar a SUNAT para las guías de remisión
<<dd>>/<<mo>>/<<yy>> <<time>> - <<fn2>>: Usuario SOL: <<user>>
<<dd>>/<<mo>>/<<yy>> <<time>> - <<fn2>>: clave SOL: <<cred>>
<<dd>>/<<mo>>/<<yy>> <<time>> - <<fn2>>: borra el mensaje después porfa
<<dd>>/<<mo>>/<<yy>> <<time>> - <<fn>> <<ln>>: listo, gracias 👌
""",
    "human",
    syntax="",
)

F.reg(
    "paita_sunat_sire_client_secret_java_properties",
    ("src/main/resources/sunat.properties", "facturador/<<org>>/sire-<<n>>.properties"),
    """# Integracion SUNAT SIRE (registro de ventas) - <<org>> S.A.C.
sunat.ruc=20<<nn>>4817<<n>>
sunat.client.id=<<id8>>-<<nn>>
sunat.client.secret=<<cred>>
sunat.token.url=https://api-seguridad.sunat.gob.pe/v1/clientessol/
sunat.timeout.ms=30000
""",
    "alnum:24",
    syntax="",
)

F.reg(
    "paita_culqi_sk_live_node_checkout",
    ("tienda/server/culqi.js", "apps/<<org>>-ventas/routes/pago<<n>>.js"),
    """// Cobro de pedidos de pota congelada (venta nacional) con Culqi
const express = require("express");
const router = express.Router();
const CULQI_SECRET = "<<cred>>";

router.post("/cargo", async (req, res) => {
  const r = await fetch("https://api.culqi.com/v2/charges", {
    method: "POST",
    headers: { Authorization: `Bearer ${CULQI_SECRET}`, "Content-Type": "application/json" },
    body: JSON.stringify({ amount: req.body.monto, currency_code: "PEN", email: req.body.email, source_id: req.body.token }),
  });
  res.json(await r.json());
});

module.exports = router;
""",
    "p:culqi",
    syntax="",
)

F.reg(
    "paita_sanipes_portal_spanish_email_clave",
    ("correo/enviados/<<id8>>.eml", "Outlook/<<fa>>/SANIPES_<<nn>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: calidad@<<dom>>
Subject: Acceso portal SANIPES - protocolos de exportacion
Date: Wed, <<dd>> Jun <<year>> <<time>>:03 -0500
Content-Type: text/plain; charset=utf-8

Hola <<fn2>>,

Te paso el acceso al portal de SANIPES para descargar los protocolos técnicos
de habilitación sanitaria de la planta:

Usuario: <<org>>.calidad
Contraseña: <<cred>>

Cualquier cosa me llamas al <<phone>>.
Saludos,
<<fn>>
""",
    "human",
    syntax="",
)

F.reg(
    "paita_lab_microbiologia_mysql_my_cnf",
    ("home/<<fa>>/.my.cnf", "etc/mysql/conf.d/lab_<<org>>.cnf"),
    """# Laboratorio de microbiologia - LIMS
[client]
user=lims_lab
password=<<cred>>
host=<<ip>>
database=lims_<<org>>
""",
    "pw",
    syntax="ini",
)

F.reg(
    "paita_packing_labels_zebra_net_use_bat",
    ("etiquetas/imprimir_cajas.bat", "C:/planta/scripts/mapear_zebra_<<n>>.bat"),
    """@echo off
REM Mapear carpeta de etiquetas de cajas (pota congelada) antes de abrir ZebraDesigner
net use Z: /delete /y
net use Z: \\\\<<ip>>\\etiquetas /user:PLANTA\\zebra <<cred>> /persistent:no
start "" "C:\\Program Files\\Zebra Technologies\\ZebraDesigner 3\\bin\\Design.exe"
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "paita_attendance_zkteco_devices_csv",
    ("rrhh/relojes_<<year>>.csv", "sistemas/inventario_zk_<<nn>>.csv"),
    """equipo,ubicacion,ip,usuario,clave
ZK-K40,porteria,<<ip>>,admin,(cambiada)
ZK-MB460,sala de fileteo,<<ip>>,admin,<<cred>>
""",
    "human_x",
    syntax="",
)
