# ruff: noqa: E501
"""Family h: a trade-union chamber of labour in Bologna, Italy (Italian)."""

from __future__ import annotations

import json
import random
import urllib.parse

from fiftyeighth_spec import Fam, after, enc_url, pw_with

F = Fam(
    "sindacato_camera_lavoro_bologna",
    ("camlavororeno",),
    "it",
    (
        "giulia",
        "marco",
        "francesca",
        "luca",
        "chiara",
        "alessandro",
        "sara",
        "davide",
        "elena",
        "matteo",
    ),
    ("rossi", "bianchi", "ferrari", "esposito", "romano", "colombo", "ricci", "marino"),
    (
        "sciopero",
        "tessera",
        "delegato",
        "vertenza",
        "piazza",
        "corteo",
        "solidarieta",
        "portici",
        "tortellino",
        "lavoro",
        "assemblea",
        "bandiera",
    ),
    ("birba", "fufi", "briciola", "tobia", "nuvola", "pippo"),
    ("estate", "inverno", "primavera", "autunno"),
    "+39",
    "Bologna",
)

F.reg(
    "sindacato_tesseramento_vba_odbc_connection",
    ("Tesseramento_<<year>>/Modulo1.bas", "gestionale_iscritti/vba/Connessione_<<n>>.bas"),
    'Attribute VB_Name = "Connessione"\nOption Explicit\n\n\' Collegamento al database iscritti (MySQL in sede)\nPublic Function ApriDB() As Object\n'
    '    Dim cn As Object\n    Set cn = CreateObject("ADODB.Connection")\n'
    '    cn.Open "Driver={MySQL ODBC 8.0 Unicode Driver};Server=<<lan>>;Database=iscritti;Uid=segreteria;Pwd=<<cred>>;Option=3;"\n'
    "    Set ApriDB = cn\nEnd Function\n",
    cred="pw",
    syntax="",
)

F.reg(
    "sindacato_pec_email_password_casella",
    ("posta/Consegne_PEC_<<date>>.eml", "mail/segreteria/pec_<<num>>.eml"),
    "From: <<fname>> <<lname>> <<<email>>>\nTo: <<email2>>\nSubject: Passaggio di consegne - casella PEC\nDate: Wed, <<d>> Oct <<year>> <<time>>:31 +0200\n"
    "Content-Type: text/plain; charset=UTF-8\n\nCiao <<fname2>>,\n\nda lunedì la PEC della Camera del Lavoro la gestisci tu. Ti lascio i dati:\n\n"
    "indirizzo: camlavoro.reno@pec.it\npassword: <<cred>>\n\nMi raccomando, niente inoltri automatici. Un abbraccio e buon lavoro,\n<<fname>>\n",
    cred="human",
)


def _tg_json(s: dict) -> str:
    doc = {
        "name": "Direttivo FIOM Reno",
        "type": "private_supergroup",
        "id": 1000000000 + s["num"],
        "messages": [
            {
                "id": s["num"],
                "type": "message",
                "date": f"{s['date']}T{s['time']}:12",
                "date_unixtime": str(s["ts"]),
                "from": f"{s['fname']} {s['lname']}",
                "from_id": f"user{s['num']}77",
                "text": "Qualcuno ha la password dell'account Canva per i volantini dello sciopero?",
                "text_entities": [
                    {
                        "type": "plain",
                        "text": "Qualcuno ha la password dell'account Canva per i volantini dello sciopero?",
                    }
                ],
            },
            {
                "id": s["num"] + 1,
                "type": "message",
                "date": f"{s['date']}T{s['time2']}:40",
                "date_unixtime": str(s["ts"] + 300),
                "from": s["fname2"],
                "from_id": f"user{s['num']}88",
                "text": f"volantini.reno@gmail.com / {s['cred']}",
                "text_entities": [
                    {"type": "plain", "text": f"volantini.reno@gmail.com / {s['cred']}"}
                ],
            },
        ],
    }
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


F.reg(
    "sindacato_telegram_result_json_canva_volantini",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "export_direttivo_<<year>>/result.json"),
    _tg_json,
    cred="human",
)

F.reg(
    "sindacato_civicrm_settings_dsn_password",
    (
        "sito-<<year>>/sites/default/civicrm.settings.php",
        "backup_<<date>>/wp-content/uploads/civicrm/civicrm.settings.php",
    ),
    "<?php\n/**\n * CiviCRM Configuration File - iscritti e campagne\n */\n"
    "define('CIVICRM_UF', 'WordPress');\ndefine('CIVICRM_UF_BASEURL', 'https://<<dom>>/');\n"
    "define('CIVICRM_DSN', 'mysql://civicrm_user:<<cred>>@localhost/civicrm?new_link=true');\n"
    "define('CIVICRM_SITE_KEY', '<<hex32>>');\ndefine('CIVICRM_TEMPLATE_COMPILEDIR', '/var/www/civicrm/templates_c/');\n",
    cred="pw_url",
    syntax="",
)

F.reg(
    "sindacato_mailup_newsletter_yaml_client_secret",
    ("newsletter/mailup_<<n>>.yaml", "comunicazione/notiziario_<<year>>.yml"),
    "# Notiziario iscritti - sincronizzazione con MailUp\nmailup:\n  client_id: <<uuid>>\n  client_secret: <<cred>>\n  username: m<<num>>\n"
    "  list_id: <<n>>\nsorgente:\n  csv: iscritti_attivi.csv\n  colonne: [email, nome, categoria]\n",
    cred="uuid",
)

F.reg(
    "sindacato_sala_assemblee_wifi_ocr",
    ("scansioni/bacheca_sala_<<n>>.txt", "ocr/wifi_camera_lavoro_<<date>>.txt"),
    'CAMERA DEL LAVORO - SALA ASSEMBLEE "DI VITTORIO"\n\nRete Wi-Fi: CdL_Ospiti\nPassword: <<cred>>\n\n'
    "La rete è riservata a delegate/i e iscritte/i durante le assemblee.\nPer problemi rivolgersi in segreteria (int. <<n>>).\n",
    cred="human",
)

F.reg(
    "sindacato_cassa_resistenza_stripe_python",
    ("cassa_resistenza/donazioni_<<n>>.py", "sito-sciopero-<<year>>/pagamenti.py"),
    '"""Cassa di resistenza: pagina donazioni per lo sciopero."""\n\nimport stripe\n\nstripe.api_key = "<<cred>>"\n\n\n'
    'def crea_sessione(importo_euro):\n    return stripe.checkout.Session.create(\n        mode="payment",\n'
    '        line_items=[{"price_data": {"currency": "eur", "product_data": {"name": "Cassa di resistenza"}, "unit_amount": importo_euro * 100}, "quantity": 1}],\n'
    '        success_url="https://<<dom>>/grazie",\n        cancel_url="https://<<dom>>/dona",\n    )\n',
    cred="p:stripe",
)


def _pct_pw(rng: random.Random) -> str:
    return pw_with(rng, "@#%&+/:?=", sym="!*-_.")


def _pct_decode(text: str) -> str:
    return urllib.parse.unquote(after(text, "&password=", "\n"))


F.reg(
    "sindacato_gestionale_jdbc_url_percent_encoded_password",
    (
        "gestionale-vertenze/application_<<n>>.properties",
        "vertenze-<<year>>/config/application.properties",
    ),
    lambda s: (
        "spring.application.name=gestionale-vertenze\nserver.port=8080\n"
        + f"spring.datasource.url=jdbc:postgresql://{s['lan']}:5432/vertenze?user=vertenze_app&password={enc_url(s['cred'])}\n"
        + "spring.jpa.hibernate.ddl-auto=validate\n"
    ),
    cred=_pct_pw,
    syntax="",
    decode=_pct_decode,
)
