# ruff: noqa: E501
"""Family o: a yerba-mate mill (molino yerbatero) in Oberá, Misiones, Argentina (Spanish)."""

from __future__ import annotations

import json

from eightysixth_spec import Fam

F = Fam(
    name="obera_misiones_yerba_mate_molino",
    orgs=("mateobera",),
    tld="com.ar",
    first=(
        ("Martín", "martin"),
        ("Sofía", "sofia"),
        ("Facundo", "facundo"),
        ("Valentina", "valentina"),
        ("Gustavo", "gustavo"),
        ("Romina", "romina"),
    ),
    last=(
        ("González", "gonzalez"),
        ("Benítez", "benitez"),
        ("Krause", "krause"),
        ("Rodríguez", "rodriguez"),
        ("Da Silva", "dasilva"),
    ),
    words=(
        "yerba",
        "terere",
        "barbacua",
        "canchado",
        "zapecado",
        "obera",
        "misiones",
        "guampa",
        "bombilla",
        "cebador",
        "termo",
        "iguazu",
        "colorada",
        "sapucai",
    ),
    pets=("negro", "toto", "pampa", "lola", "chicho"),
    cc="+54",
)

F.reg(
    "obera_spanish_whatsapp_clave_fiscal_arca",
    ("WhatsApp/Chat de WhatsApp con Estudio <<ln>>.txt", "chats/molino-<<n>>.txt"),
    """<<d>>/<<m>>/<<yy>>, <<time>> - <<fn2>> <<ln2>>: Che, para presentar el IVA de la molienda necesito la clave fiscal de ARCA
<<d>>/<<m>>/<<yy>>, <<time>> - <<fn>> <<ln>>: CUIT el de la SRL, clave <<cred>>
<<d>>/<<m>>/<<yy>>, <<time>> - <<fn2>> <<ln2>>: dale, gracias 🧉
""",
    "human",
    syntax="",
    extra=lambda rng, s: {
        "d": int(str(s["dd"])),
        "m": int(str(s["mm"])),
        "yy": f"{s['yyyy'] % 100:02d}",
    },
)

F.reg(
    "obera_mercadopago_access_token_php_tienda",
    ("tienda/config/mercadopago.php", "www/<<org>>-<<n>>/config/mp.php"),
    """<?php
// Tienda online: yerba mate con palo, despalada y barbacuá (Mercado Pago Checkout Pro)
define('MP_PUBLIC_KEY', 'APP_USR-<<uid>>');
define('MP_ACCESS_TOKEN', '<<cred>>');
define('MP_NOTIFICATION_URL', 'https://tienda.<<dom>>/mp/webhook');
""",
    "p:mercadopago",
    syntax="",
)

F.reg(
    "obera_tiendanube_app_credentials_json",
    ("integraciones/tiendanube.json", "sync/<<org>>-<<n>>/tiendanube.json"),
    lambda s: json.dumps(
        {
            "store_id": 1000000 + s["nn"],
            "access_token": s["cred"],
            "token_type": "bearer",
            "scope": "read_orders,write_products",
            "user_agent": f"Molino {s['orgc']} ({s['email']})",
        },
        ensure_ascii=False,
        indent=2,
    ),
    "p:tiendanube",
)

F.reg(
    "obera_secanza_dryer_telegraf_conf_influx_token",
    ("etc/telegraf/telegraf.conf", "secadero/<<org>>-<<n>>/telegraf.conf"),
    """# Secanza barbacuá: temperatura de cámara y humedad de la hoja
[agent]
  interval = "30s"

[[inputs.modbus]]
  name = "secanza"
  controller = "tcp://<<ip>>:502"
  holding_registers = [
    { name = "temp_camara", byte_order = "AB", data_type = "INT16", scale = 0.1, address = [0] },
  ]

[[outputs.influxdb_v2]]
  urls = ["http://<<ip>>:8086"]
  token = "<<cred>>"
  organization = "<<org>>"
  bucket = "secanza"
""",
    "b64:64",
)

F.reg(
    "obera_arca_wsfe_rsa_private_key_bare_file",
    ("afip/certs/<<org>>_wsfe.key", "facturacion/arca/clave_privada_<<n>>.key"),
    "<<cred>>\n",
    "pem",
    syntax="",
)

F.reg(
    "obera_spanish_email_contrasena_portal_inym",
    ("mail/<<login>>/INBOX/<<nn>>.eml", "archivo/<<yyyy>>/inym-<<n>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: Declaración jurada de hoja verde - acceso al sistema del INYM
Date: <<dmy>> <<time>> -0300
Content-Type: text/plain; charset=utf-8

Hola <<fa2>>,

Te paso el acceso para cargar los kilos de hoja verde recibidos esta zafra:
usuario: <<org>>.molino
contraseña: <<cred>>

Abrazo,
<<fa>>
""",
    "human",
    syntax="",
)

F.reg(
    "obera_productores_apps_script_telegram_bot",
    ("apps-script/Codigo.gs", "sheets/<<org>>-productores-<<n>>/Code.gs"),
    """// Planilla de productores: avisa por Telegram cada entrega de hoja verde
const BOT_TOKEN = '<<cred>>';
const CHAT_ID = '-100<<nn>><<nn>>';

function onFormSubmit(e) {
  const v = e.namedValues;
  const texto = `Entrega: ${v['Productor']} - ${v['Kilos']} kg (${v['Colonia']})`;
  UrlFetchApp.fetch(`https://api.telegram.org/bot${BOT_TOKEN}/sendMessage`, {
    method: 'post',
    payload: { chat_id: CHAT_ID, text: texto },
  });
}
""",
    "p:telegram",
    syntax="",
)


def _messenger(s) -> str:
    base = int(s["epoch"]) * 1000
    return json.dumps(
        {
            "participants": [{"name": f"{s['fn']} {s['ln']}"}, {"name": f"{s['fn2']} {s['ln2']}"}],
            "messages": [
                {
                    "sender_name": f"{s['fn']} {s['ln']}",
                    "timestamp_ms": base + 60000,
                    "content": "Gracias, ya entré al GPS del camión",
                },
                {
                    "sender_name": f"{s['fn']} {s['ln']}",
                    "timestamp_ms": base + 30000,
                    "content": s["cred"],
                },
                {
                    "sender_name": f"{s['fn2']} {s['ln2']}",
                    "timestamp_ms": base,
                    "content": "Pasame la clave del rastreo satelital del Scania",
                },
            ],
            "title": f"{s['fn2']} {s['ln2']}",
            "is_still_participant": True,
            "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['nn']}",
        },
        indent=2,
    )


F.reg(
    "obera_truck_gps_messenger_json_reply_only_value",
    (
        "facebook/messages/inbox/<<fa2>><<la2>>_<<nn>>/message_1.json",
        "export/messenger-<<n>>/message_1.json",
    ),
    _messenger,
    "human_a",
)
