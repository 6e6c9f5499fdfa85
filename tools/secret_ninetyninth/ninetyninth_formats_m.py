# ruff: noqa: E501
"""Family m: a food-tech (cloud) kitchen in Mexico City, Mexico (Spanish)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from ninetyninth_corpus import alnum, hexs
from ninetyninth_spec import Fam

F = Fam(
    name="foodtech_kitchen_cdmx",
    orgs=("cocinavecina", "comaldigital", "tlacoyolab"),
    tld="com.mx",
    first=(
        ("Guadalupe", "guadalupe"),
        ("José", "jose"),
        ("Fernanda", "fernanda"),
        ("Alejandro", "alejandro"),
        ("Ximena", "ximena"),
        ("Diego", "diego"),
        ("Itzel", "itzel"),
        ("Mauricio", "mauricio"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("Martínez", "martinez"),
        ("López", "lopez"),
        ("García", "garcia"),
        ("Ramírez", "ramirez"),
        ("Torres", "torres"),
        ("Flores", "flores"),
    ),
    words=(
        "tacos",
        "pozole",
        "chilango",
        "mole",
        "tlacoyo",
        "mezcal",
        "chapultepec",
        "coyoacan",
        "condesa",
        "nopal",
        "elote",
        "tamal",
        "jamaica",
        "horchata",
        "xochimilco",
        "pastor",
        "guajolota",
    ),
    pets=("firulais", "canelo", "chispa", "pelusa", "manchas", "frijol"),
    cc="52",
    city="CDMX",
)


def _xml_pw(r, s):
    pw = F.human(r)
    pos = r.randrange(1, len(pw))
    return pw[:pos] + r.choice("&<>") + pw[pos:]


def _xml_dec(text: str) -> str:
    root = ET.fromstring(text.encode())
    cs = root.find("connectionStrings/add[@name='Cocina']").get("connectionString")
    return cs.split("Password=", 1)[1].split(";", 1)[0]


F.reg(
    "cdmx_foodtech_web_config_connection_string_xml_escaped",
    ("<<org>>.Pedidos/Web.config", "pos-api-<<n>>/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="Cocina" connectionString="Server=<<ip>>,1433;Database=CocinaPedidos;User Id=pedidos_app;Password=<<enc>>;TrustServerCertificate=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="Sucursal" value="Roma Norte" />
    <add key="ImpresoraComandas" value="\\\\<<ip>>\\EPSON-TM-T20" />
  </appSettings>
</configuration>
""",
    cred=_xml_pw,
    syntax="xml",
    extra=lambda r, s: {"enc": escape(str(s["cred"]), {'"': "&quot;"})},
    decode=_xml_dec,
)

F.reg(
    "cdmx_foodtech_spanish_whatsapp_contrasena_rappi_aliados",
    ("WhatsApp Chat with <<org>> Cocina 🌮.txt", "chats/cocina_<<date>>.txt"),
    """<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> p. m. - <<fn>> <<ln>>: Oigan, ¿alguien tiene la contraseña del portal de Rappi Aliados? Hay que pausar el menú de pozole
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> p. m. - <<fn2>> <<ln2>>: usuario: operaciones@<<dom>>
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> p. m. - <<fn2>> <<ln2>>: contraseña: <<cred>>
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> p. m. - <<fn>> <<ln>>: Gracias, ya quedó 👌
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> p. m. - <<fn2>> <<ln2>>: Bórrenlo del chat porfa
""",
    cred="human",
    extra=lambda r, s: {"yy": str(s["y"])[2:]},
)

F.reg(
    "cdmx_foodtech_conekta_oxxo_pay_node",
    ("<<org>>-checkout/conekta.js", "services/pagos-<<n>>/conekta.js"),
    """// Cobros con OXXO Pay y SPEI para pedidos corporativos
const { Configuration, OrdersApi } = require("conekta");

const config = new Configuration({ accessToken: "<<cred>>" });
const orders = new OrdersApi(config);

async function oxxoOrder(customer, amountCents) {
  return orders.createOrder({
    currency: "MXN",
    customer_info: customer,
    line_items: [{ name: "Comida corporativa", unit_price: amountCents, quantity: 1 }],
    charges: [{ payment_method: { type: "cash", expires_at: Math.floor(Date.now() / 1000) + 86400 } }],
  });
}

module.exports = { oxxoOrder };
""",
    cred="p:conekta",
    syntax="",
)

F.reg(
    "cdmx_foodtech_soft_restaurant_sqlcmd_backup_bat",
    ("scripts/respaldo_softrestaurant.bat", "C/Respaldos/<<org>>_respaldo_<<n>>.bat"),
    """@echo off
REM Respaldo nocturno de Soft Restaurant (SQL Server Express)
set FECHA=%date:~6,4%%date:~3,2%%date:~0,2%
sqlcmd -S <<ip>>\\NATIONALSOFT -U sa -P <<cred>> -Q "BACKUP DATABASE softrestaurant10 TO DISK='D:\\Respaldos\\sr_%FECHA%.bak' WITH INIT"
robocopy D:\\Respaldos \\\\nas-<<org>>\\respaldos /MIR /R:2
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "cdmx_foodtech_facturama_cfdi_requests_auth",
    ("facturacion/timbrar.py", "<<org>>-admin/cfdi/facturama_<<n>>.py"),
    '''"""Timbrado de facturas CFDI 4.0 para clientes corporativos (Facturama API)."""

import requests

FACTURAMA = "https://api.facturama.mx"
AUTH = ("<<org>>", '<<cred>>')


def timbrar(cfdi: dict) -> dict:
    r = requests.post(f"{FACTURAMA}/3/cfdis", json=cfdi, auth=AUTH, timeout=30)
    r.raise_for_status()
    return r.json()
''',
    cred="pw_sq",
    syntax="py",
)

F.reg(
    "cdmx_foodtech_walkin_fridge_tuya_probe_env",
    ("<<org>>-iot/.env", "sensores-camara-fria-<<n>>/.env"),
    """# Sensores de temperatura (Tuya) de la cámara fría
TUYA_ENDPOINT=https://openapi.tuyaus.com
TUYA_ACCESS_ID=<<aid>>
TUYA_ACCESS_SECRET=<<cred>>
TUYA_DEVICE_CAMARA=<<dev>>
ALERTA_WHATSAPP=+52<<tel>>
""",
    cred=lambda r, s: alnum(r, 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
    extra=lambda r, s: {
        "aid": alnum(r, 20, "abcdefghijklmnopqrstuvwxyz0123456789"),
        "dev": "eb" + hexs(r, 20),
        "tel": r.randint(5500000000, 5599999999),
    },
)

F.reg(
    "cdmx_foodtech_ics_cita_proveedor_central_abasto",
    ("calendario/cita_<<date>>.ics", "exports/cocina-<<nn>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART;TZID=America/Mexico_City:<<y>><<mo>><<d>>T060000
DTEND;TZID=America/Mexico_City:<<y>><<mo>><<d>>T070000
SUMMARY:Pedido semanal Central de Abasto (portal proveedor)
DESCRIPTION:Portal de pedidos del proveedor de verduras: https://pedidos.<<ref>>.mx\\nusuario: <<org>>\\ncontraseña: <<cred>>\\nLlevar hieleras grandes
LOCATION:Central de Abasto\\, Iztapalapa
UID:<<sha>>@google.com
END:VEVENT
END:VCALENDAR
""",
    cred="human_x",
    syntax="",
)


def _csv(s: dict[str, object]) -> str:
    rows = ["Plataforma,Usuario,Contraseña,Notas"] + [",".join(row) for row in s["rows"]]
    return "\n".join(rows) + "\n"


def _csv_rows(r, s):
    rows = [
        ("Uber Eats Manager", f"cocina@{s['dom']}", F.human(r, True), "2FA en cel de cocina"),
        ("DiDi Food", f"didi@{s['dom']}", s["cred"], ""),
        ("Facebook Business", s["email"], F.human(r, True), "solo gerente"),
    ]
    r.shuffle(rows)
    return {"rows": rows}


F.reg(
    "cdmx_foodtech_google_sheets_accesos_csv_export",
    ("Descargas/Accesos cocina - Hoja 1 (<<n>>).csv", "drive/accesos_<<org>>.csv"),
    _csv,
    cred="human_x",
    extra=_csv_rows,
)
