# ruff: noqa: E501
"""Family b: a Mexican cash-and-carry wholesaler (mayoreo / abarrotes): CONTPAQi on SQL Server,
Facturama CFDI e-invoicing, Conekta and Mercado Pago, Torrey scales, Telegram with route
drivers, WhatsApp in Mexican Spanish, the SAT e.firma note."""

from __future__ import annotations

import json

from hundredthird_spec import MEX as F

F.reg(
    "mayoreo_contpaqi_respaldo_invoke_sqlcmd_ps1",
    ("C:/Respaldos/respaldo_contpaqi.ps1", "sucursal<<store>>/scripts/respaldo_<<org>>.ps1"),
    """# Respaldo diario CONTPAQi Comercial Premium - sucursal <<town>> (<<name>>)
$fecha = Get-Date -Format yyyyMMdd
$cred = @{ ServerInstance = '<<ip>>\\COMPAC'; Username = 'sa'; Password = '<<cred>>' }
Invoke-Sqlcmd @cred -Query "BACKUP DATABASE adABARROTES<<store>> TO DISK = N'D:\\Respaldos\\adABARROTES_$fecha.bak'"
Invoke-Sqlcmd @cred -Query "BACKUP DATABASE CompacWAdmin TO DISK = N'D:\\Respaldos\\CompacWAdmin_$fecha.bak'"
Get-ChildItem D:\\Respaldos -Filter *.bak | Where-Object LastWriteTime -lt (Get-Date).AddDays(-15) | Remove-Item
""",
    "pw_sq",
)

F.reg(
    "mayoreo_whatsapp_iphone_contrasena_portal_proveedor",
    ("WhatsApp/_chat_<<first2>>.txt", "respaldo_cel/Chat de WhatsApp con Compras <<town>>.txt"),
    """[<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi>>:<<ss>>] <<first2>>: Oye, ¿me pasas el acceso al portal de Bimbo? tengo que subir la orden del lunes
[<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi2>>:05] <<name>>: usuario <<login>>
[<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi2>>:19] <<name>>: contraseña <<cred>>
[<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi2>>:40] <<first2>>: Listo, ya entré 👍 gracias jefe
[<<d>>/<<mo>>/<<yy>>, <<hh>>:<<mi2>>:52] <<name>>: no se la pases a nadie de piso porfa
""",
    "human",
)

F.reg(
    "mayoreo_facturama_cfdi_requests_python",
    ("facturacion/timbrar_cfdi.py", "scripts_<<org>>/facturama_<<store>>.py"),
    '''"""Timbrado de facturas CFDI 4.0 con Facturama (sucursal <<town>>)."""

import requests

FACTURAMA_URL = "https://api.facturama.mx"
FACTURAMA_USER = "<<org>>_mayoreo"
FACTURAMA_PASS = "<<cred>>"


def timbrar(cfdi: dict) -> dict:
    r = requests.post(
        f"{FACTURAMA_URL}/3/cfdis",
        json=cfdi,
        auth=(FACTURAMA_USER, FACTURAMA_PASS),
        timeout=60,
    )
    r.raise_for_status()
    return r.json()
''',
    "pw_dq",
)

F.reg(
    "mayoreo_conekta_pagos_tienda_linea_env",
    ("tienda-linea/.env", "pedidos-<<org>>/.env.production"),
    """APP_NAME="Pedidos <<Org>>"
APP_URL=https://pedidos.<<dom>>
DB_HOST=<<ip>>
DB_DATABASE=pedidos
CONEKTA_PUBLIC_KEY=key_<<pub>>
CONEKTA_PRIVATE_KEY=<<cred>>
CONEKTA_API_VERSION=2.1.0
ENVIA_CARRIER=estafeta
""",
    "p:conekta",
    extra=lambda rng, s: {
        "pub": "".join(
            rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789")
            for _ in range(27)
        )
    },
)

F.reg(
    "mayoreo_mercadopago_access_token_laravel_config",
    ("tienda-linea/config/mercadopago.php", "portal-<<org>>/config/services_<<store>>.php"),
    """<?php

return [
    // Cobro con Mercado Pago (Point y checkout) - <<Org>> Mayoreo
    'mercadopago' => [
        'public_key' => 'APP_USR-<<uuid>>',
        'access_token' => '<<cred>>',
        'webhook' => 'https://pedidos.<<dom>>/webhooks/mp',
    ],
];
""",
    "p:mercadopago",
)


def _tg(s: dict) -> str:
    msgs = [
        ("Despacho " + s["Org"], f"Ruta {s['n']} sale a las 5:30, revisar cámara fría del camión"),
        (s["name"], "¿Cuál es la contraseña de la app de rastreo? se cerró la sesión"),
        ("Despacho " + s["Org"], f"usuario: ruta{s['n']:02d}"),
        ("Despacho " + s["Org"], s["cred"]),
        (s["name"], "ya quedó, gracias"),
    ]
    out = {
        "name": f"Choferes {s['Org']}",
        "type": "private_supergroup",
        "id": 1000000000 + s["nn"] * 1000,
        "messages": [
            {
                "id": 4000 + k,
                "type": "message",
                "date": f"{s['date']}T{s['hh']}:{10 + k:02d}:00",
                "from": who,
                "from_id": f"user{5000000000 + k * 7}",
                "text": text,
            }
            for k, (who, text) in enumerate(msgs)
        ],
    }
    return json.dumps(out, ensure_ascii=False, indent=1)


F.reg(
    "mayoreo_telegram_json_choferes_app_rastreo",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "despacho/telegram_<<org>>_<<d>><<mo>>/result.json",
    ),
    _tg,
    "human",
)

F.reg(
    "mayoreo_bascula_torrey_usuarios_csv",
    ("basculas/usuarios_torrey_<<store>>.csv", "exportaciones/usuarios_pos_<<date>>.csv"),
    """sucursal,usuario,nombre,contraseña,rol,activo
<<store>>,cajero<<n>>,<<name2>>,1234,cajero,si
<<store>>,<<login>>,<<name>>,<<cred>>,supervisor,si
<<store>>,bascula1,Báscula Torrey PCR-40,,equipo,si
""",
    "human_x",
)

F.reg(
    "mayoreo_sat_efirma_nota_clave_privada",
    ("Documentos/SAT/FIEL <<Org>>/LEEME.txt", "contabilidad/efirma_<<y>>/notas.txt"),
    """e.firma (FIEL) <<Org>> SA de CV
vence <<d>>/<<mo>>/<<y>>
archivos: Claveprivada_FIEL_<<nn>>.key  y  <<hex8>>.cer
contraseña clave privada:
<<cred>>
(la tiene también el contador, Lic. <<last>>)
""",
    "human",
)
