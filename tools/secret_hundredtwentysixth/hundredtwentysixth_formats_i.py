# ruff: noqa: E501
"""Family i: a magazine's photo desk in Milan, Italy (Italian)."""

from __future__ import annotations

import html
import re

from hundredtwentysixth_spec import Fam, alnum, enc_html

F = Fam(
    name="obiettivo_milano_magazine_photo_desk",
    orgs=("obiettivorivista", "scattomensile", "camerachiara"),
    tld="it",
    first=(
        "Giulia",
        "Francesco",
        "Chiara",
        "Alessandro",
        "Federica",
        "Lorenzo",
        "Martina",
        "Davide",
    ),
    last=("Rossi", "Bianchi", "Colombo", "Ferrari", "Esposito", "Ricci", "Marino", "Galli"),
    first_a=(
        "giulia",
        "francesco",
        "chiara",
        "alessandro",
        "federica",
        "lorenzo",
        "martina",
        "davide",
    ),
    last_a=("rossi", "bianchi", "colombo", "ferrari", "esposito", "ricci", "marino", "galli"),
    words=(
        "milano",
        "navigli",
        "duomo",
        "scatto",
        "obiettivo",
        "inter",
        "milan",
        "risotto",
        "brera",
        "leica",
        "pellicola",
        "vespa",
        "espresso",
        "lambretta",
    ),
    pets=("birba", "briciola", "fido", "pepe", "micio", "luna"),
    cc="39",
    city="Milano",
)

F.reg(
    "obiettivo_lightroom_ftp_publish_lrtemplate",
    (
        "Lightroom/FTP Presets/Redazione <<n>>.lrtemplate",
        "Users/<<login>>/AppData/Roaming/Adobe/Lightroom/FTP Presets/desk_<<d8>>.lrtemplate",
    ),
    """s = {
\tid = "<<uid>>",
\tinternalName = "Redazione foto <<n>>",
\ttitle = "Redazione foto <<n>>",
\ttype = "FTP",
\tvalue = {
\t\tpassiveMode = "normal",
\t\tpassword = "<<cred>>",
\t\tpath = "/upload/servizi",
\t\tport = 21,
\t\tprotocol = "ftp",
\t\tserver = "ftp.<<dom>>",
\t\tusername = "desk<<n2>>",
\t},
\tversion = 0,
}
""",
    "pw_dq",
    syntax="",
)

F.reg(
    "obiettivo_italian_whatsapp_ios_password_archivio",
    ("WhatsApp/_chat_desk_foto_<<n>>.txt", "exports/<<fa>>/_chat_<<d8>>.txt"),
    """[<<dmy2>>, <<time>>:<<sec>>] <<first>> <<last>>: Ragazzi mi serve l'accesso all'archivio per il servizio sulla Fashion Week
[<<dmy2>>, <<time>>:<<sec>>] <<first2>>: utente: fotodesk
[<<dmy2>>, <<time2>>:<<sec>>] <<first2>>: password: <<cred>>
[<<dmy2>>, <<time2>>:<<sec>>] <<first>> <<last>>: Grazie mille 🙏📸
[<<dmy2>>, <<time2>>:<<sec>>] <<first2>>: ‎immagine omessa
""",
    "human",
)

F.reg(
    "obiettivo_getty_embed_api_client_secret_py",
    ("tools/ricerca_getty_<<n>>.py", "desk/scripts/getty_<<d8>>.py"),
    """\"\"\"Cerca immagini editoriali Getty per la scaletta del numero in chiusura.\"\"\"

import requests

API_KEY = '<<key>>'
API_SECRET = '<<cred>>'


def token() -> str:
    r = requests.post(
        'https://authentication.gettyimages.com/oauth2/token',
        data={'grant_type': 'client_credentials', 'client_id': API_KEY, 'client_secret': API_SECRET},
        timeout=20,
    )
    return r.json()['access_token']


def cerca(frase: str) -> list:
    r = requests.get(
        'https://api.gettyimages.com/v3/search/images/editorial',
        params={'phrase': frase, 'sort_order': 'newest'},
        headers={'Api-Key': API_KEY, 'Authorization': f'Bearer {token()}'},
        timeout=20,
    )
    return r.json()['images']
""",
    "alnum:32",
    extra=lambda r, s: {"key": alnum(r, 24, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

F.reg(
    "obiettivo_davfs2_secrets_nas_webdav",
    ("etc/davfs2/secrets.<<n2>>", "home/<<login>>/.davfs2/secrets_<<d8>>"),
    """# davfs2 secrets file - archivio fotografico sul NAS della redazione
# mount point / URL           username        password
https://nas.<<dom>>:5006/archivio   fotodesk<<n2>>   <<cred>>
""",
    "pw_bare",
    syntax="",
)


def _ent(r, s):
    return {"enc": enc_html(s["cred"])}


def _dec_ent(text: str) -> str:
    m = re.search(r'<td class="pw">([^<]+)</td>', text)
    assert m
    return html.unescape(m.group(1))


F.reg(
    "obiettivo_intranet_html_agenzie_entities",
    ("intranet/agenzie_fotografiche_<<n>>.html", "wiki/foto/accessi_<<d8>>.html"),
    """<!DOCTYPE html>
<html lang="it">
<head><meta charset="utf-8"><title>Accessi agenzie fotografiche</title></head>
<body>
<h1>Accessi agenzie (solo desk foto)</h1>
<table>
<tr><th>Agenzia</th><th>Utente</th><th>Password</th></tr>
<tr><td>Archivio interno</td><td>fotodesk</td><td class="pw"><<enc>></td></tr>
<tr><td>LaPresse</td><td><<login>></td><td>vedi 1Password</td></tr>
</table>
<p>Aggiornato il <<dmy>> da <<first>> <<last>>.</p>
</body>
</html>
""",
    "pw_xml",
    syntax="",
    extra=_ent,
    decode=_dec_ent,
)

F.reg(
    "obiettivo_email_credenziali_agenzia_foto",
    ("mail/<<d8>>_credenziali_<<n>>.eml", "Maildir/.Desk/cur/<<ts>>.<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Credenziali portale agenzia - servizio Salone del Mobile
Date: Wed, 09 Apr <<year>> <<time>>:<<sec>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Ciao <<first2>>,

ecco le credenziali del portale dell'agenzia per scaricare le foto in alta:

utente: <<org>>_desk
password: <<cred>>

Ricordati di inserire i crediti corretti in didascalia. Chiudiamo il numero giovedì alle 18.

Un saluto,
<<first>>
Photo editor, <<org>>
""",
    "human",
)

F.reg(
    "obiettivo_cloudinary_url_env_gallery",
    ("sito/.env.production.<<n>>", "gallery/.env.<<d8>>"),
    """# Gallerie fotografiche sul sito
NEXT_PUBLIC_SITE_URL=https://www.<<dom>>
CLOUDINARY_URL=cloudinary://<<ckey>>:<<cred>>@<<org>>
CLOUDINARY_UPLOAD_PRESET=gallery_desk
""",
    "alnum:27",
    extra=lambda r, s: {"ckey": str(r.randint(10**14, 10**15 - 1))},
)

F.reg(
    "obiettivo_postit_monitor_ocr_password",
    ("scansioni/postit_<<n>>_ocr.txt", "foto/ufficio/IMG_<<d8>>_ocr.txt"),
    """PC DESK FOTO
utente: desk
pw
<<cred>>
(non cambiare!!)
""",
    "human_x",
)
