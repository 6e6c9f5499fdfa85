# ruff: noqa: E501
"""Family n: a Monterrey car-wash chain (Mexico; Mexican Spanish)."""

from __future__ import annotations

import json

from seventyfifth_spec import Fam, dec_json_path, human_acc, uuid4

F = Fam(
    name="monterrey_car_wash_chain",
    orgs=("autolavasol", "espumaregia", "brillonorte"),
    tld="com.mx",
    first=(
        ("Juan", "juan"),
        ("Guadalupe", "guadalupe"),
        ("Luis", "luis"),
        ("Mariana", "mariana"),
        ("Jorge", "jorge"),
        ("Fernanda", "fernanda"),
        ("Héctor", "hector"),
        ("Ximena", "ximena"),
    ),
    last=(
        ("Hernández", "hernandez"),
        ("García", "garcia"),
        ("Martínez", "martinez"),
        ("López", "lopez"),
        ("Treviño", "trevino"),
        ("Garza", "garza"),
        ("Cantú", "cantu"),
    ),
    words=(
        "lavado",
        "espuma",
        "cerro",
        "silla",
        "regio",
        "rayados",
        "tigres",
        "carnita",
        "cabrito",
        "machaca",
        "norteno",
        "orale",
        "chido",
        "cumbia",
        "sanpedro",
        "apodaca",
        "guadalupe",
        "burrito",
        "frontera",
        "neta",
    ),
    pets=("firulais", "canelo", "chispa", "max", "lobo", "pelusa"),
    cc="+52",
    accented=("niño", "señor", "mañana", "campeón", "montaña", "corazón", "piñata"),
)

F.reg(
    "monterreylavado_conekta_membresias_python_key",
    ("membresias/conekta_<<org>>.py", "scripts/cobro_membresia_<<n>>.py"),
    '''"""Cobro recurrente de la membresía de lavado ilimitado (Conekta)."""

import conekta

conekta.api_key = "<<cred>>"
conekta.api_version = "2.1.0"
conekta.locale = "es"

order = conekta.Order.create(
    {
        "currency": "MXN",
        "customer_info": {"customer_id": "cus_<<serial>>"},
        "line_items": [{"name": "Lavado ilimitado mensual", "unit_price": 49900, "quantity": 1}],
        "charges": [{"payment_method": {"type": "default"}}],
    }
)
print(order.id)
''',
    cred="p:conekta",
)

F.reg(
    "monterreylavado_mexican_whatsapp_contrasena_sitewatch",
    ("whatsapp/Chat de WhatsApp con <<fa>>.txt", "respaldo/WhatsApp_sucursal<<site>>_<<n>>.txt"),
    """<<dmy>>, <<h12>>:0<<n1>> p. m. - <<fn>> <<ln>>: Oiga, la caja de SiteWatch de la sucursal Cumbres no me deja cerrar turno
<<dmy>>, <<h12>>:1<<n1>> p. m. - <<fn2>> <<ln2>>: Entra con el usuario de gerente
<<dmy>>, <<h12>>:2<<n1>> p. m. - <<fn2>> <<ln2>>: gerente<<site>>
<<dmy>>, <<h12>>:2<<n1>> p. m. - <<fn2>> <<ln2>>: contraseña: <<cred>>
<<dmy>>, <<h12>>:3<<n1>> p. m. - <<fn>> <<ln>>: Ya quedó, gracias jefe 🙌
""",
    cred="human",
    extra=lambda rng, s: {"n1": str(rng.randint(0, 9))},
)

F.reg(
    "monterreylavado_facturapi_cfdi_dotenv",
    ("facturacion/<<org>>/.env", "apps/cfdi-autofactura/.env.sucursal<<site>>"),
    """# Autofacturación CFDI 4.0 para clientes del autolavado
FACTURAPI_KEY=<<cred>>
FACTURAPI_ORGANIZATION=<<orgid>>
SERIE=LAV
LUGAR_EXPEDICION=64<<nn>>
PORTAL_URL=https://factura.<<dom>>
""",
    cred="x:sk_live_:40",
    extra=lambda rng, s: {"orgid": uuid4(rng).replace("-", "")[:24]},
)


def _acc_pw(rng, fam) -> str:
    return human_acc(rng, fam)


F.reg(
    "monterreylavado_pos_app_settings_json_unicode_escaped",
    ("pos/<<org>>_caja_settings.json", "tablets/sucursal<<site>>/settings.json"),
    lambda s: json.dumps(
        {
            "sucursal": f"Sucursal {s['site']} Cumbres",
            "impresora": {"modelo": "Epson TM-T20III", "ip": s["ip"]},
            "sitewatch": {"host": s["ip2"], "usuario": f"caja{s['site']}", "contraseña": s["cred"]},
            "terminal": "Clip Total",
        },
        indent=2,
        ensure_ascii=True,
    ),
    cred=_acc_pw,
    decode=dec_json_path("sitewatch", "contraseña"),
)

F.reg(
    "monterreylavado_clip_terminal_csharp_secret",
    ("src/<<orgc>>.Caja/ClipConfig.cs", "Caja/Pagos/Clip_<<n>>.cs"),
    """namespace Autolavado.Caja
{
    // Cobro con la terminal Clip Total desde la caja (API de pagos Clip)
    public static class ClipConfig
    {
        public const string ApiKey = "<<uuid>>";
        public const string SecretKey = "<<cred>>";
        public const string SerialTerminal = "<<serial>>";
    }
}
""",
    cred="uuid",
    syntax="",
)

F.reg(
    "monterreylavado_tunnel_plc_nodered_flows_cred_json",
    ("node-red/<<org>>/flows_cred.json", "home/pi/.node-red/flows_lavado<<site>>_cred.json"),
    lambda s: json.dumps(
        {
            s["serial"].lower()[:16]: {"user": "tunel", "password": s["cred"]},
            s["uuid"][:16].replace("-", ""): {"user": f"mqtt{s['site']}", "password": ""},
        },
        indent=4,
    ),
    cred="pw_json",
)

F.reg(
    "monterreylavado_sucursales_csv_wifi_terminal",
    ("sucursales/<<org>>_sucursales_<<date>>.csv", "compartido/wifi_sucursal<<site>>.csv"),
    """sucursal,gerente,telefono,red_wifi,contraseña_wifi,terminal
Cumbres,<<fn>> <<ln>>,<<phone>>,LAVADO_CUMBRES,<<cred>>,Clip Total
San Pedro,<<fn2>> <<ln2>>,<<phone2>>,LAVADO_SPGG,pedir a sistemas,Clip Plus 2
""",
    cred="human_x",
)


def _telegram(s: dict[str, str]) -> str:
    return json.dumps(
        {
            "name": f"{s['fn']} {s['ln']}",
            "type": "personal_chat",
            "id": int(s["nn"]) * 1000 + int(s["n"]),
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:00",
                    "from": f"{s['fn']} {s['ln']}",
                    "text": "¿Me pasas la contraseña del portal de Facturapi? Un cliente quiere su factura",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['date']}T{s['time2']}:00",
                    "from": f"{s['fn2']} {s['ln2']}",
                    "text": [
                        {"type": "plain", "text": "usuario "},
                        {"type": "email", "text": s["email2"]},
                        {"type": "plain", "text": f"\ncontraseña {s['cred']}"},
                    ],
                },
                {
                    "id": 3,
                    "type": "message",
                    "date": f"{s['date']}T{s['time2']}:30",
                    "from": f"{s['fn']} {s['ln']}",
                    "text": "Gracias 👍",
                },
            ],
        },
        indent=1,
        ensure_ascii=False,
    )


F.reg(
    "monterreylavado_telegram_desktop_json_contrasena",
    ("telegram/ChatExport_<<date>>/result.json", "exports/tg_gerencia_<<n>>/result.json"),
    _telegram,
    cred="human",
)
