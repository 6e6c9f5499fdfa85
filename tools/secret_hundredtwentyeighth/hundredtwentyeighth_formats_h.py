# ruff: noqa: E501
"""Family h: a shoe shop (zapatería) in the Gamarra emporium, Lima (Peru); Spanish with some
Quechua."""

from __future__ import annotations

import html
import json
import re

from hundredtwentyeighth_spec import Fam, enc_html, pick

H = Fam(
    name="zapateria_calzado_gamarra",
    orgs=("calzadoinca", "gamarrapaso", "zapatosrimac", "pisadalima"),
    tld="com.pe",
    first=(
        ("José", "jose"),
        ("Rosa", "rosa"),
        ("Luis", "luis"),
        ("Milagros", "milagros"),
        ("Jhonatan", "jhonatan"),
        ("Yesenia", "yesenia"),
        ("Wilfredo", "wilfredo"),
    ),
    last=(
        ("Quispe", "quispe"),
        ("Mamani", "mamani"),
        ("Huamán", "huaman"),
        ("Flores", "flores"),
        ("Condori", "condori"),
        ("Rojas", "rojas"),
    ),
    words=(
        "zapato",
        "calzado",
        "gamarra",
        "lima",
        "cusco",
        "inca",
        "alianza",
        "cristal",
        "ceviche",
        "pisco",
        "llama",
        "sol",
        "munay",
        "inti",
        "chifa",
        "limon",
        "suela",
        "cuero",
    ),
    pets=("firulais", "pelusa", "canela", "rocky", "chabuca"),
    cc="+51",
    city="Lima",
)

H.reg(
    "gamarra_whatsapp_ios_contrasena_yape",
    ("WhatsApp/_chat_<<fa>>.txt", "chats/tienda_<<org>>_<<num>>.txt"),
    """[<<dmy>>, <<hms>>] <<first>> <<last>>: Allinllachu! Yape empresa me pide clave para el celular nuevo
[<<dmy>>, <<hms>>] <<first2>>: Usuario <<phone_raw>>
[<<dmy>>, <<hms>>] <<first2>>: clave <<cred>>
[<<dmy>>, <<hms>>] <<first2>>: No la compartas con los de la otra tienda
[<<dmy>>, <<hms>>] <<first>> <<last>>: Sulpayki 🙏
""",
    "human",
    syntax="",
)

H.reg(
    "gamarra_culqi_checkout_django_settings",
    ("tienda/settings/production.py", "<<org>>_web/settings_<<year>>.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]
LANGUAGE_CODE = "es-pe"
TIME_ZONE = "America/Lima"

CULQI_PUBLIC_KEY = "pk_live_<<pk>>"
CULQI_SECRET_KEY = "<<cred>>"
EMAIL_HOST_USER = "<<email>>"
""",
    "p:culqi",
    extra=lambda rng, s: {
        "pk": "".join(
            rng.choice("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            for _ in range(16)
        )
    },
)

H.reg(
    "gamarra_nubefact_sunat_boletas_json",
    ("facturacion/<<org>>/nubefact.json", "config/sunat_<<fa>>.json"),
    lambda s: json.dumps(
        {
            "ruc": "20" + s["num"] + "48213",
            "razon_social": s["org"].upper() + " S.A.C.",
            "nubefact": {
                "ruta": f"https://api.nubefact.com/api/v1/{s['uuid']}",
                "token": s["cred"],
            },
            "serie_boleta": "B001",
            "serie_factura": "F001",
        },
        ensure_ascii=False,
        indent=2,
    ),
    "hex:64",
)

H.reg(
    "gamarra_mercadopago_access_token_node_env",
    ("<<org>>-api/.env", "backend/<<fa>>/.env"),
    """PORT=3000
MP_PUBLIC_KEY=APP_USR-<<uuid>>
MP_ACCESS_TOKEN=<<cred>>
MP_WEBHOOK=https://<<dom>>/webhooks/mercadopago
""",
    "p:mercadopago",
    syntax="",
)


def _amp_pw(rng, f):
    w = f.human(rng, "!._")
    i = rng.randrange(1, len(w))
    return w[:i] + pick(rng, ("&", "<", ">", "&", '"')) + w[i:]


def _dec_html(text: str) -> str:
    m = re.search(r'<td class="clave">(.*?)</td>', text)
    assert m
    return html.unescape(m.group(1))


H.reg(
    "gamarra_cuentas_html_table_entities",
    ("intranet/cuentas_<<org>>.html", "Descargas/accesos_<<date>>.html"),
    """<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>Accesos tienda <<org>></title></head>
<body>
<h2>Accesos - actualizado <<dmy>></h2>
<table border="1">
<tr><th>Servicio</th><th>Usuario</th><th>Clave</th></tr>
<tr><td>Izipay panel</td><td><<email>></td><td class="clave"><<enc>></td></tr>
<tr><td>Facebook Marketplace</td><td><<email2>></td><td>la tiene Rosa</td></tr>
</table>
</body></html>
""",
    _amp_pw,
    syntax="",
    extra=lambda rng, s: {"enc": enc_html(s["cred"])},
    decode=_dec_html,
)

H.reg(
    "gamarra_inventario_flat_ods_cuentas",
    ("inventario/<<org>>_<<year>>.fods", "Documentos/stock_<<fa>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Stock">
    <table:table-row><table:table-cell><text:p>Modelo</text:p></table:table-cell><table:table-cell><text:p>Talla</text:p></table:table-cell><table:table-cell><text:p>Pares</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell><text:p>Botín cuero negro</text:p></table:table-cell><table:table-cell><text:p>38</text:p></table:table-cell><table:table-cell><text:p><<n>></text:p></table:table-cell></table:table-row>
   </table:table>
   <table:table table:name="Accesos">
    <table:table-row><table:table-cell><text:p>Proveedor Trujillo B2B</text:p></table:table-cell><table:table-cell><text:p><<login>></text:p></table:table-cell><table:table-cell><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human",
    syntax="xml",
)

H.reg(
    "gamarra_pos_mysql_client_my_cnf",
    ("home/<<fa>>/.my.cnf", "caja<<n>>/.my.cnf"),
    """[client]
user=caja
password=<<cred>>
host=<<lan>>
database=pos_<<org>>

[mysqldump]
single-transaction
""",
    "pw",
    syntax="",
)


def _tg(s):
    return json.dumps(
        {
            "name": s["first2"],
            "type": "personal_chat",
            "id": int(s["num"]),
            "messages": [
                {
                    "id": 1,
                    "type": "message",
                    "date": f"{s['date']}T{s['hms']}",
                    "from": s["first"],
                    "text": "Hermano, la clave del correo de la tienda?",
                },
                {
                    "id": 2,
                    "type": "message",
                    "date": f"{s['date']}T{s['hms']}",
                    "from": s["first2"],
                    "text": s["cred"],
                },
                {
                    "id": 3,
                    "type": "message",
                    "date": f"{s['date']}T{s['hms']}",
                    "from": s["first"],
                    "text": "Gracias, ya entré",
                },
            ],
        },
        ensure_ascii=False,
        indent=1,
    )


H.reg(
    "gamarra_telegram_result_json_clave_correo",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "telegram/<<fa>>_<<num>>/result.json"),
    _tg,
    "human",
)
