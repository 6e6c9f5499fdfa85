# ruff: noqa: E501
"""Family i: a bookshop and stationer's (llibreria-papereria) in Girona (Catalonia, Spain),
Catalan."""

from __future__ import annotations

import html
import re

from sixtyfourth_spec import Fam, enc_html, with_char

F = Fam(
    "llibreria_papereria_girona",
    ("papereriaterra", "llibreriaonyar", "llibresdelcall", "papereriaglobus"),
    "cat",
    ("Jordi", "Montse", "Núria", "Pere", "Laia", "Marc", "Mercè", "Oriol"),
    ("Puig", "Vila", "Soler", "Ferrer", "Casals", "Serra"),
    (
        "llibreria",
        "papereria",
        "girona",
        "onyar",
        "santjordi",
        "rosa",
        "llibre",
        "diada",
        "sardana",
        "montseny",
        "panellets",
        "emporda",
    ),
    ("Bruc", "Lluna", "Tobi", "Mixa", "Rufus", "Nit"),
    "34",
    ("6## ### ###", "972 ## ## ##"),
    "Girona",
    first_a=("jordi", "montse", "nuria", "pere", "laia", "marc", "merce", "oriol"),
)

F.reg(
    "llibreria_redsys_tpv_virtual_clau_sha256_php",
    ("botiga/config/redsys.php", "public_html/<<org>>/inc/tpv_<<n>>.php"),
    """<?php
// TPV virtual de la botiga en línia (Redsys) - NO pujar a GitHub!
return [
    'entorn' => 'real',
    'url' => 'https://sis.redsys.es/sis/realizarPago',
    'codi_comerc' => '<<num>><<num>><<n>>',
    'terminal' => '001',
    'moneda' => '978',
    'clau_sha256' => '<<cred>>',
    'url_notificacio' => 'https://<<dom>>/comanda/notificacio',
];
""",
    "p:redsys",
    syntax="",
)

F.reg(
    "llibreria_distribuidora_correu_contrasenya_comandes",
    ("Correu/Safata/distribuidora_<<n>>.eml", "Thunderbird/Inbox/alta_portal_<<d>>.eml"),
    """From: Distribuïdora de llibres <comandes@distribucio-<<org>>.cat>
To: <<mail>>
Subject: Alta al portal de comandes i devolucions
Date: <<dmy>> <<t>>
Content-Type: text/plain; charset=UTF-8

Benvolguda llibreria,

us hem donat d'alta al portal de comandes, novetats i devolucions.
Usuari: <<uname>>
Contrasenya: <<cred>>

Recordeu que les devolucions de novetats s'han de fer abans de 90 dies.
Per Sant Jordi, les comandes de reposició surten cada dia.

Cordialment,
Atenció a llibreries
""",
    "pw",
    syntax="",
)

F.reg(
    "llibreria_telegram_copiat_contrasenya_tpv",
    ("Documents/telegram_botiga_<<n>>.txt", "Baixades/xat_llibreria_<<d>>.txt"),
    """<<first2>>, [<<dmy>> <<t>>]
El datàfon demana la contrasenya d'administrador per tancar caixa 🙈

<<first>> <<last>>, [<<dmy>> <<t>>]
<<cred>>

<<first>> <<last>>, [<<dmy>> <<t2>>]
i no la deixis apuntada al costat de la caixa, eh

<<first2>>, [<<dmy>> <<t2>>]
D'acord, gràcies!
""",
    "human",
)

F.reg(
    "llibreria_sinli_comandes_ftp_netrc",
    ("home/<<fa>>/.netrc", "Users/<<fa>>/.netrc"),
    """machine ftp.sinli-<<org>>.es
login LIB<<num>>
password <<cred>>

machine ftp.<<dom>>
login web
password <<cred>>
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "llibreria_fitxes_bibliografiques_api_python",
    ("Documents/scripts/fitxes_isbn.py", "Escriptori/isbn_<<n>>.py"),
    '''"""Baixa les fitxes (títol, autor, PVP) dels ISBN nous per a les etiquetes de preu."""

import sys

import requests

USUARI = "<<uname>>"
CONTRASENYA = "<<cred>>"
API = "https://www.dilve.es/dilve/dilve/getRecordsX.do"

for isbn in sys.argv[1:]:
    r = requests.get(API, params={"user": USUARI, "password": CONTRASENYA, "identifier": isbn}, timeout=20)
    print(isbn, r.status_code, len(r.text))
''',
    "pw_dq",
)

F.reg(
    "llibreria_benvinguda_nova_dependenta_markdown",
    ("Documents/Benvinguda_botiga.md", "Escriptori/traspas_<<fa2>>_<<n>>.md"),
    """# Benvinguda a la llibreria, <<first2>>!

## Obrir la botiga
- Alarma: el teclat és darrere la porta del magatzem, el codi te'l dic en persona.
- Encendre el TPV i el datàfon (botó de la dreta).

## Wi-Fi
- Xarxa: `LLIBRERIA_<<orgt>>`
- Contrasenya: `<<cred>>`
- La xarxa `CLIENTS` és oberta, per als clients.

## Sant Jordi
Parada a la Rambla: 2 taules, paraigües, canvi de 200 €.
""",
    "human",
    syntax="",
)


def _esc(rng, s):
    s["pw_html"] = enc_html(s["cred"])


def _dec_html(text):
    m = re.search(r"<td>Contrasenya</td><td>([^<]+)</td>", text)
    assert m
    return html.unescape(m.group(1))


F.reg(
    "llibreria_accessos_html_taula_entitats_escapades",
    ("Documents/accessos_botiga.html", "Escriptori/accessos_<<n>>.htm"),
    """<!DOCTYPE html>
<html lang="ca">
<head><meta charset="utf-8"><title>Accessos - <<orgt>></title></head>
<body>
<h1>Accessos de la botiga en línia</h1>
<table border="1">
<tr><td>Tauler</td><td>https://<<dom>>/wp-admin</td></tr>
<tr><td>Usuari</td><td><<uname>></td></tr>
<tr><td>Contrasenya</td><td><<pw_html>></td></tr>
<tr><td>Actualitzat</td><td><<dmy>></td></tr>
</table>
</body>
</html>
""",
    with_char('&<>"', "pw_sq"),
    syntax="",
    extra=_esc,
    decode=_dec_html,
)

F.reg(
    "llibreria_botiga_wordpress_wp_config_php",
    ("public_html/wp-config.php", "www/<<org>>/wp-config.php"),
    """<?php
/** Configuració de la botiga en línia de la llibreria */
define( 'DB_NAME', 'botiga' );
define( 'DB_USER', 'botiga_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'WPLANG', 'ca' );
$table_prefix = 'lib_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
    define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)
