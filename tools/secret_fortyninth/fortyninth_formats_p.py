# ruff: noqa: E501
"""Family p: a vintage-car collector in Havana (Cuba; Spanish)."""

from __future__ import annotations

import csv
import io
import json

from fortyninth_spec import Fam

F = Fam(
    name="almendron_vintage_cars_habana",
    orgs=("almendronclub", "nauta", "etecsa", "vedadomotor", "malecon"),
    tld="cu",
    first=(
        "Yoandri",
        "Yaneisy",
        "Osmany",
        "Yudith",
        "Reinier",
        "Dayamí",
        "Alexis",
        "Marlenis",
        "Yasiel",
        "Odalys",
    ),
    last=("Pérez", "González", "Díaz", "Fernández", "Cabrera", "Valdés", "Acosta", "Carmenate"),
    words=(
        "almendron",
        "malecon",
        "guagua",
        "asere",
        "chevrolet",
        "bayamo",
        "vedado",
        "carburador",
        "cocotaxi",
        "mambi",
        "guajiro",
    ),
    seasons=("carnaval", "zafra", "verano", "huracan", "nochebuena"),
    cc="53",
    pets=("canelo", "pinto", "negrita", "guapo", "chispa"),
    latin={
        "Dayamí": "dayami",
        "Pérez": "perez",
        "González": "gonzalez",
        "Díaz": "diaz",
        "Fernández": "fernandez",
        "Valdés": "valdes",
    },
)

F.reg(
    "almendron_whatsapp_clave_cuenta_nauta",
    (
        "WhatsApp/Chat de WhatsApp con <<first2>>.txt",
        "Documents/WhatsApp Chat with Club Almendrones <<n2>>.txt",
    ),
    """<<dmy>>, <<time>> - <<first2>>: Asere pásame la clave de la cuenta nauta del taller que se me acabaron los datos
<<dmy>>, <<time>> - <<first>> <<last>>: usuario <<fa>><<n2>>@nauta.com.cu
<<dmy>>, <<time2>> - <<first>> <<last>>: clave <<cred>>
<<dmy>>, <<time2>> - <<first>> <<last>>: no te pases de la hora que es pa subir las fotos del Chevrolet
<<dmy>>, <<time2>> - <<first2>>: Dale 👌
""",
    cred="human",
)

F.reg(
    "almendron_nauta_mbox_clave_correo_club",
    ("Correo/Inbox <<year>>.mbox", "Thunderbird/Mail/pop.nauta.cu/Club <<n2>>"),
    """From <<email2>> <<iso>>
From: <<first2>> <<<email2>>>
To: <<fa>><<n2>>@nauta.cu
Subject: cuenta del club
Date: Wed, 5 Mar <<year>> 20:<<n2>>:13 -0500
Content-Type: text/plain; charset=utf-8

<<first>>, como quedamos, la cuenta de correo del club para los pedidos de piezas:
clubalmendron@nauta.cu  /  <<cred>>
No la abras en el teléfono de otra gente.

""",
    cred="human",
)

F.reg(
    "almendron_club_registro_php_pdo_dsn",
    ("htdocs/registro/conexion.php", "www/club-<<n2>>/includes/db.php"),
    """<?php
// Registro de autos del club (modelo, año, chapa, dueño)
$dsn = 'mysql:host=localhost;dbname=club_almendrones;charset=utf8mb4';
$usuario = 'club_<<fa>>';
$clave = '<<cred>>';
try {
    $pdo = new PDO($dsn, $usuario, $clave, [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION]);
} catch (PDOException $e) {
    die('Error de conexión');
}
""",
    cred="pw_sq",
)

F.reg(
    "almendron_ocr_papelito_transfermovil",
    ("DCIM/Camera/IMG_<<date>>_ocr.txt", "Documentos/escaneo_<<n3>>.txt"),
    """TALLER "EL ALMENDRÓN"  — Calle 23 e/ L y M
Transfermóvil (cuenta del taller)
  tel 5<<n3>><<n4>>
  clave:
  <<cred>>
Piezas Chevrolet 1955: carburador Rochester, juntas
""",
    cred="human",
)

F.reg(
    "almendron_wordpress_xmlrpc_blog_python",
    ("blog/publicar.py", "Users/<<fa>>/proyectos/blog-restauracion-<<n2>>/subir.py"),
    '''"""Sube las fotos de la restauración del Bel Air al blog."""

from wordpress_xmlrpc import Client, WordPressPost
from wordpress_xmlrpc.methods.posts import NewPost

wp = Client("https://<<dom>>/xmlrpc.php", "<<fa>>", "<<cred>>")
post = WordPressPost()
post.title = "Bel Air 1957 - semana <<n2>>"
post.content = "Hoy pintamos el guardafango."
post.post_status = "publish"
print(wp.call(NewPost(post)))
''',
    cred="pw_dq",
)


def _tg(s: dict) -> str:
    msgs = [
        {
            "id": 10,
            "type": "message",
            "date": s["iso"],
            "date_unixtime": str(s["epoch"]),
            "from": s["first2"],
            "from_id": f"user{s['n4']}",
            "text": "¿Alguien tiene la clave del grupo de Revolico pa anunciar el Plymouth?",
        },
        {
            "id": 11,
            "type": "message",
            "date": s["iso"],
            "date_unixtime": str(s["epoch"] + 120),
            "from": s["full"],
            "from_id": f"user{s['n3']}",
            "text": f"la clave es {s['cred']} , usuario el correo del club",
        },
    ]
    return (
        json.dumps(
            {
                "name": "Club Almendrones Habana",
                "type": "private_group",
                "id": s["n4"] * 7,
                "messages": msgs,
            },
            indent=1,
            ensure_ascii=False,
        )
        + "\n"
    )


F.reg(
    "almendron_telegram_json_grupo_clave_revolico",
    (
        "Telegram Desktop/ChatExport_<<date>>/result.json",
        "Descargas/ChatExport_<<date>>_<<n2>>/result.json",
    ),
    _tg,
    cred="human",
)

F.reg(
    "almendron_netrc_ftp_fotos_club",
    ("home/<<fa>>/.netrc", "Users/<<fa>><<n2>>/_netrc"),
    """machine ftp.<<dom>>
  login fotos_club
  password <<cred>>
machine api.nauta.cu
  login <<fa>><<n2>>
""",
    cred="pw_bare",
)


def _csv(s: dict) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["Vendedor", "Pieza", "Precio (CUP)", "Teléfono", "Usuario Revolico", "Clave"])
    w.writerow([s["first2"], "Carburador Rochester 2G", "45000", f"5{s['n3']}{s['n4']}", "", ""])
    w.writerow(
        [s["full"], "Cromados Bel Air", "30000", f"5{s['n4']}{s['n3']}", s["user"], s["cred"]]
    )
    return buf.getvalue()


F.reg(
    "almendron_piezas_vendedores_csv_clave",
    ("Documentos/piezas_<<year>>.csv", "Escritorio/vendedores piezas (<<n2>>).csv"),
    _csv,
    cred="human",
)
