# ruff: noqa: E501
"""Family o: a Paraguayan yerba mate secadero (drying mill) and cooperative."""

from __future__ import annotations

import json

from fortyfirst_corpus import DIGITS, UPPER, alnum
from fortyfirst_spec import Fam

F = Fam(
    "yerba_secadero_guarani",
    ("yerbaroga", "secaderoluz"),
    "com.py",
    (
        "Ramón",
        "Lourdes",
        "Celso",
        "Nélida",
        "Aníbal",
        "Mirna",
        "Derlis",
        "Zunilda",
        "Ñandú",
        "Arnaldo",
    ),
    ("Benítez", "Giménez", "Ayala", "Ortiz", "Núñez", "Cáceres", "Villalba", "Acuña", "Báez"),
    (
        "yerba",
        "kaa",
        "tereré",
        "ñanduti",
        "guarania",
        "mborayhu",
        "secadero",
        "itapúa",
        "cosecha",
        "jopara",
    ),
    ("verano", "invierno", "arapoty", "araroky", "zafra", "navidad"),
    "+595",
)

F.reg(
    "yerba_guarani_spanish_whatsapp_nemenemi",
    ("WhatsApp Chat with Secadero Oficina.txt", "chats/secadero_<<id>>.txt"),
    """<<dmys>> <<time>> - <<full>>: Mba'éichapa! la contraseña de la balanza nueva?
<<dmys>> <<time2>> - <<full2>>: ñe'ẽñemi: <<cred>>
<<dmys>> <<time2>> - <<full2>>: ani emombe'u avavépe 😅
<<dmys>> <<time2>> - <<full>>: Aguyje! mañana arranca la zafra
""",
    cred="human",
)

F.reg(
    "yerba_sifen_factura_electronica_csc_env",
    ("facturacion/.env", "sifen/<<org>>-<<n>>/.env"),
    """SIFEN_AMBIENTE=prod
SIFEN_RUC=80<<id>>-<<n>>
SIFEN_CERT_PATH=/etc/sifen/certificado.p12
SIFEN_CERT_PASSWORD_FILE=/run/secrets/sifen_p12
SIFEN_ID_CSC=0001
SIFEN_CSC=<<cred>>
""",
    cred=lambda rng: alnum(rng, 32, UPPER + DIGITS),
)

F.reg(
    "yerba_secadero_temperature_node_mqtt",
    ("secadero-monitor/index.js", "plc-bridge/<<org>>-<<n>>/index.js"),
    """// Temperatura del secadero (barbacuá / cinta) -> MQTT -> tablero
const mqtt = require("mqtt");
const ModbusRTU = require("modbus-serial");

const client = mqtt.connect("mqtts://<<ip>>:8883", {
  clientId: "secadero-<<n>>",
  username: "plc_bridge",
  password: "<<cred>>",
});

const plc = new ModbusRTU();
plc.connectRTUBuffered("/dev/ttyUSB0", { baudRate: 9600 }).then(() => {
  setInterval(async () => {
    const { data } = await plc.readHoldingRegisters(100, 4);
    client.publish("secadero/<<n>>/temp", JSON.stringify({ entrada: data[0] / 10, salida: data[1] / 10 }));
  }, 5000);
});
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "yerba_exports_portuguese_email_senha_importador",
    ("correo/<<user>>/Bandeja/<<id>>.eml", "mail/exportacion/<<org>>_<<id>>.eml"),
    """From: <<full2>> <compras@ervamate-sul.com.br>
To: <<full>> <<<email>>>
Subject: Acesso ao portal de pedidos - safra <<yyyy>>
Date: Wed, 4 Jun <<yyyy>> <<time>>:50 -0300
Content-Type: text/plain; charset=UTF-8

Olá <<first>>,

Segue o acesso ao nosso portal de fornecedores para lançar as notas e os
certificados de análise da erva cancheada:

Login: <<user>>
Senha: <<cred>>

Abraço,
<<full2>>
Compras - Erva Mate Sul
""",
    cred="human",
)

F.reg(
    "yerba_bancard_vpos_private_key_php",
    ("tienda/config/bancard.php", "www/<<org>>/app/config/vpos_<<n>>.php"),
    """<?php
// Bancard vPOS 2.0 - tienda online (yerba compuesta, tereré, guampas)
return [
    'environment' => 'production',
    'public_key'  => '<<pub>>',
    'private_key' => '<<cred>>',
    'return_url'  => 'https://tienda.<<dom>>/pago/ok',
    'cancel_url'  => 'https://tienda.<<dom>>/pago/cancelado',
];
""",
    cred=lambda rng: alnum(rng, 40) + "." + alnum(rng, 8),
    extra=lambda rng, s: {"pub": alnum(rng, 32)},
    syntax="",
)

F.reg(
    "yerba_warehouse_scale_rs232_bridge_toml",
    ("balanza/bridge.toml", "etc/<<org>>/balanza_<<n>>.toml"),
    """# Puente balanza de camiones (RS-232) -> sistema de acopio
[serial]
port = "/dev/ttyS0"
baud = 9600

[acopio]
url = "https://acopio.<<dom>>/api/pesadas"
api_key = "<<cred>>"
planta = "Secadero <<n>>"

[log]
level = "info"
""",
    cred="x:ybr_live_:40",
)


def _uni_pw(rng):
    while True:
        pw = F.human(rng)
        if any(ord(c) > 127 for c in pw) and '"' not in pw and "\\" not in pw:
            return pw


def _dec_uni(text: str) -> str:
    return json.loads(text)["cuentas"][0]["clave"]


F.reg(
    "yerba_transport_app_json_unicode_escaped_clave",
    ("transporte/cuentas_export.json", "backup/<<user>>/fletes_<<n>>.json"),
    lambda s: (
        json.dumps(
            {
                "app": "Fletes Itapúa",
                "exportado": s["iso"],
                "cuentas": [
                    {
                        "usuario": s["user"],
                        "clave": s["cred"],
                        "camion": f"XBR {s['id']}",
                        "chofer": s["full"],
                    },
                    {
                        "usuario": s["user2"],
                        "clave": "",
                        "camion": "pendiente",
                        "chofer": s["full2"],
                    },
                ],
            },
            indent=2,
        )
        + "\n"
    ),
    cred=_uni_pw,
    decode=_dec_uni,
)


def _fods(s: dict) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Socios {s["yyyy"]}">
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>Socio</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Usuario app acopio</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>Clave</text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>{s["full"]}</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>{s["user"]}</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>{s["cred"]}</text:p></table:table-cell>
    </table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
"""


F.reg(
    "yerba_cooperative_socios_flat_ods_xml",
    ("cooperativa/socios_<<yyyy>>.fods", "share/<<org>>/socios_acopio_<<n>>.fods"),
    _fods,
    cred="pw_xml",
    syntax="xml",
)
