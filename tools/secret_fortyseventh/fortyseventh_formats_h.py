"""Family h: a primary-school canteen (comedor escolar) in Mendoza (Argentina)."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fortyseventh_spec import Fam, gen_pw_x, ipynb, rsa_pem, uuid4

F = Fam(
    "comedor_escolar_mendoza",
    (
        "comedor-escuela-godoycruz",
        "comedor-escolar-lasheras",
        "cocina-escuela-maipu",
        "comedor-sanmartin-mza",
    ),
    "ar",
    (
        "florencia",
        "matias",
        "valentina",
        "nicolas",
        "camila",
        "facundo",
        "agustina",
        "santiago",
        "rocio",
        "gonzalo",
    ),
    (
        "gonzalez",
        "rodriguez",
        "fernandez",
        "lopez",
        "diaz",
        "martinez",
        "perez",
        "sosa",
        "romero",
        "alvarez",
    ),
    (
        "malbec",
        "aconcagua",
        "vendimia",
        "empanada",
        "locro",
        "guiso",
        "milanesa",
        "mate",
        "alfajor",
        "tortita",
        "acequia",
        "zonda",
        "cuyo",
        "dulcedeleche",
    ),
    "54",
    city="Mendoza",
)

F.reg(
    "comedor_whatsapp_voseo_contrasena_sige",
    ("WhatsApp/Chat de WhatsApp con <<fname>>.txt", "Documentos/chat_cocina_<<date>>.txt"),
    """<<dmy_slash>> <<t1>> - <<fname2>>: Hola! me pasás la contraseña del sistema de raciones? tengo que cargar las de hoy
<<dmy_slash>> <<t2>> - <<fname>>: usuario: cocina<<n>>
<<dmy_slash>> <<t2>> - <<fname>>: contraseña: <<cred>>
<<dmy_slash>> <<t3>> - <<fname2>>: genial, gracias! ahora cargo las 240 raciones 🍲
""",
    "human",
    syntax="",
)

F.reg(
    "comedor_mercadopago_node_env",
    ("cooperadora-<<org>>/.env", "srv/cobros-cooperadora/<<host>>/.env"),
    """# cobro de la cuota de la cooperadora (Mercado Pago Checkout Pro)
NODE_ENV=production
PORT=3000
MP_PUBLIC_KEY=APP_USR-<<uuid2>>
MP_ACCESS_TOKEN=<<cred>>
MP_WEBHOOK_URL=https://cooperadora.<<dom>>/api/webhook
""",
    "p:mercadopago",
    syntax="",
    extra=lambda rng, s: s.update(uuid2=uuid4(rng)),
)


def _csv(s: dict) -> str:
    rows = ["proveedor,portal,usuario,clave,telefono"]
    rows.append(
        f"Verduleria El Zonda,https://pedidos.elzonda.com.ar,{s['login']},{s['cred']},{s['phone']}"
    )
    rows.append(
        f"Lacteos Cuyo,https://clientes.lacteoscuyo.com.ar,escuela{s['n']},{s['other']},+54 261 {s['id']}"
    )
    rows.append("Carniceria Don Tito,(por telefono),,,+54 261 4250000")
    return "\n".join(rows) + "\n"


F.reg(
    "comedor_proveedores_csv_clave",
    ("Documentos/Comedor/proveedores_<<year>>.csv", "Escritorio/claves proveedores <<n>>.csv"),
    _csv,
    "human_x",
    syntax="",
    extra=lambda rng, s: s.update(other=gen_pw_x(rng)),
)


def _pem(rng: random.Random, s: dict) -> str:
    return rsa_pem(rng)


F.reg(
    "comedor_afip_wsaa_private_key_pem",
    ("facturacion/<<org>>/certs/afip_<<id>>.key", "home/<<first>>/afip/wsaa-<<year>>.key"),
    lambda s: s["cred"] + "\n",
    _pem,
    syntax="",
)

F.reg(
    "comedor_email_clave_sistema_raciones",
    ("Correo/Recibidos/<<id>>.eml", "Documentos/mails/alta usuario raciones <<date>>.eml"),
    """From: Mesa de Ayuda DGE <mesadeayuda@mendoza.edu.ar>
To: <<email>>
Subject: Alta de usuario - Sistema de Raciones Escolares
Date: Thu, <<day>> Mar <<year>> <<hh>>:<<mm>>:00 -0300
Content-Type: text/plain; charset=utf-8

Estimada/o <<fname>>:

Le informamos que se dio de alta su usuario para la carga diaria de raciones del comedor.

Usuario: <<login>>
Clave: <<cred>>

Al ingresar por primera vez el sistema le pedirá cambiarla.

Saludos cordiales,
Mesa de Ayuda - Dirección General de Escuelas
""",
    "pw",
    syntax="",
)


def _nb(s: dict) -> str:
    return ipynb(
        [
            ("markdown", "## Raciones servidas por mes", ""),
            (
                "code",
                "import pandas as pd\nimport sqlalchemy as sa\n\n"
                f'eng = sa.create_engine("mysql+pymysql://comedor:{s["cred"]}@{s["ip"]}/raciones")\n'
                "df = pd.read_sql('SELECT mes, SUM(cantidad) AS raciones FROM servidas GROUP BY mes', eng)\n"
                "print(df)",
                f"   mes  raciones\n0    3      {s['id'] % 9000}\n1    4      {s['id'] % 8000}",
            ),
        ]
    )


F.reg(
    "comedor_raciones_ipynb_mysql",
    ("analisis/raciones_<<year>>.ipynb", "home/<<first>>/notebooks/comedor-<<org>>.ipynb"),
    _nb,
    "pw_url",
)

F.reg(
    "comedor_kiosco_networkmanager_psk",
    (
        "etc/NetworkManager/system-connections/Comedor-<<n>>.nmconnection",
        "kiosco-<<host>>/system-connections/cocina.nmconnection",
    ),
    """[connection]
id=Comedor-<<n>>
uuid=<<uuid2>>
type=wifi
autoconnect=true

[wifi]
mode=infrastructure
ssid=Escuela-Comedor

[wifi-security]
key-mgmt=wpa-psk
psk=<<cred>>

[ipv4]
method=auto
""",
    "human_x",
    syntax="ini",
    extra=lambda rng, s: s.update(uuid2=uuid4(rng)),
)

F.reg(
    "comedor_planilla_apps_script_telegram",
    ("apps-script/<<org>>/Codigo.gs", "Drive/Comedor/Aviso menu <<year>>.gs"),
    """// Avisa por Telegram al grupo de cocina cuando se carga el menú semanal en la planilla
const TELEGRAM_BOT = '<<cred>>';
const CHAT_ID = '-100<<id>><<id>>';

function onFormSubmit(e) {
  const menu = e.values.slice(1).join(' / ');
  UrlFetchApp.fetch('https://api.telegram.org/bot' + TELEGRAM_BOT + '/sendMessage', {
    method: 'post',
    payload: { chat_id: CHAT_ID, text: 'Menú de la semana: ' + menu },
  });
}
""",
    "p:telegram",
    syntax="",
)
