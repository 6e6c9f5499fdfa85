# ruff: noqa: E501
"""Family k: a silk fabric-printing works (stamperia) near Como, Italy (Italian)."""

from __future__ import annotations

from hundredfirst_spec import Fam, jwt, reg

F = Fam(
    name="como_silk_fabric_printing_works",
    orgs=("lariostampa", "brunateseta", "cernobbioprint", "gelsotessile"),
    tld="it",
    first=(
        ("Giulia", "giulia"),
        ("Marco", "marco"),
        ("Francesca", "francesca"),
        ("Luca", "luca"),
        ("Chiara", "chiara"),
        ("Alessandro", "alessandro"),
        ("Elena", "elena"),
        ("Matteo", "matteo"),
    ),
    last=(
        ("Colombo", "colombo"),
        ("Bianchi", "bianchi"),
        ("Ratti", "ratti"),
        ("Galli", "galli"),
        ("Brambilla", "brambilla"),
        ("Molteni", "molteni"),
    ),
    words=(
        "seta",
        "lario",
        "como",
        "stampa",
        "brunate",
        "bellagio",
        "inter",
        "gelato",
        "risotto",
        "cernobbio",
        "baco",
        "gelso",
        "lago",
        "cappuccino",
        "foulard",
        "cravatta",
    ),
    pets=("birba", "fido", "briciola", "pippo", "macchia", "luna"),
    cc="39",
    places=("como", "cernobbio", "lecco", "cantu", "erba", "milano"),
)

reg(
    F,
    "como_ergosoft_rip_hotfolder_ini",
    ("C:/ErgoSoft/TexPrint/hotfolder_<<n>>.ini", "rip/<<org>>/ms_jp7_<<n>>.ini"),
    """; ErgoSoft TexPrint - hot folder per MS JP7 (stampa digitale su seta)
[HotFolder]
Input=\\\\<<ip>>\\disegni\\in
Output=\\\\<<ip>>\\disegni\\stampati
Printer=MS-JP7-<<n>>

[Share]
Domain=<<orgu>>
User=rip_stampa
Password=<<cred>>
""",
    "pw",
)

reg(
    F,
    "como_italian_whatsapp_password_fatture",
    ("WhatsApp Chat con Amministrazione <<n>>.txt", "chat/ufficio_<<ymd>>.txt"),
    """[<<dmy>>, <<hm>>:<<sec>>] <<fl>> <<ll>>: Ciao, mi ripassi la password di Fatture in Cloud? devo emettere la fattura dei foulard per Parigi
[<<dmy>>, <<hm2>>:<<sec>>] <<f2l>> <<l2l>>: utente amministrazione@<<dom>>
[<<dmy>>, <<hm2>>:<<sec>>] <<f2l>> <<l2l>>: <<cred>>
[<<dmy>>, <<hm2>>:<<sec>>] <<fl>> <<ll>>: Grazie mille 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "como_fatture_in_cloud_token_python",
    ("scripts/fic_export_<<n>>.py", "gestionale/<<org>>/fatture_cloud.py"),
    '''"""Esporta le fatture della stampa conto terzi da Fatture in Cloud."""

import fattureincloud_python_sdk as fic

conf = fic.Configuration()
conf.access_token = "<<cred>>"
COMPANY_ID = <<nnnn>><<nn>>

with fic.ApiClient(conf) as client:
    api = fic.IssuedDocumentsApi(client)
    docs = api.list_issued_documents(COMPANY_ID, type="invoice", per_page=50)
''',
    lambda r, f, s: (
        "a/"
        + jwt(
            r, {"ref": "".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(32))}
        )
    ),
)

reg(
    F,
    "como_nexi_xpay_chiave_segreta_php",
    ("shop/nexi/config_<<n>>.php", "www/<<org>>/xpay.php"),
    """<?php
// Nexi XPay - shop online foulard e cravatte
$xpay = [
    'alias'         => 'payment_<<nnnn>><<nn>>',
    'chiaveSegreta' => '<<cred>>',
    'url'           => 'https://ecommerce.nexi.it/ecomm/ecomm/DispatcherServlet',
    'divisa'        => 'EUR',
];
""",
    "p:nexi_mac",
    syntax="",
)

reg(
    F,
    "como_pec_aruba_password_email",
    ("mail/pec_<<ymd>>.eml", "Posta/<<fa>>/pec_accesso_<<nn>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: studio@<<l2a>>commercialisti.it
Subject: Accesso casella PEC per le notifiche SDI
Date: <<dmy>> <<hm>> +0100
Content-Type: text/plain; charset=utf-8

Buongiorno dottor <<l2l>>,

come d'accordo le invio le credenziali della PEC aziendale (Aruba) per scaricare le notifiche dello SDI:
casella: <<org>>@pec.it
password: <<cred>>

Cordiali saluti,
<<fl>> <<ll>>
<<orgc>> S.r.l. - stampa tessuti, <<place>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "como_depuratore_modbus_mqtt_gateway_toml",
    ("depuratore/gateway_<<n>>.toml", "impianti/<<org>>/depuratore.toml"),
    """# depuratore acque di stampa - gateway Modbus -> MQTT
[modbus]
host = "<<ip>>"
port = 502
unit = 1

[mqtt]
broker = "mqtts://<<host>>:8883"
username = "depuratore"
password = "<<cred>>"
topic = "<<org>>/depuratore"
""",
    "pw_dq",
)

reg(
    F,
    "como_design_archive_rclone_wasabi_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "archivio/<<org>>/rclone_<<n>>.conf"),
    """[archivio-disegni]
type = s3
provider = Wasabi
access_key_id = <<akid>>
secret_access_key = <<cred>>
endpoint = s3.eu-south-1.wasabisys.com
acl = private
""",
    "alnum:40",
    syntax="ini",
    extra=lambda r, s: s.update(
        akid="".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(20))
    ),
)

reg(
    F,
    "como_colour_kitchen_ics_description_password",
    ("calendar/cucina_colori_<<ymd>>.ics", "Calendario/<<fa>>_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<ymd>>T080000Z
DTEND:<<ymd>>T090000Z
SUMMARY:Tecnico Datacolor - calibrazione spettrofotometro cucina colori
DESCRIPTION:Accesso PC cucina colori: utente colorista / password <<cred>>
LOCATION:<<orgc>>\\, <<place>>
UID:<<uid>>@google.com
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)
