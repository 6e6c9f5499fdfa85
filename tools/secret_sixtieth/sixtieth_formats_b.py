# ruff: noqa: E501
"""Family b: a Romanian plumbing and heating installer (instalator sanitar / termic) in Iași."""

from __future__ import annotations

from sixtieth_spec import Fam

FAM = Fam(
    "instalator_sanitar_iasi",
    orgs=("robinetcald", "pipanova"),
    tld="ro",
    people=(
        ("Ion", "ion"),
        ("Andrei", "andrei"),
        ("Mihai", "mihai"),
        ("Florin", "florin"),
        ("Cristian", "cristian"),
        ("Ionuț", "ionut"),
        ("Elena", "elena"),
        ("Gabriela", "gabriela"),
        ("Vasile", "vasile"),
        ("Costel", "costel"),
    ),
    surnames=(
        ("Popescu", "popescu"),
        ("Ionescu", "ionescu"),
        ("Popa", "popa"),
        ("Rusu", "rusu"),
        ("Munteanu", "munteanu"),
        ("Ciobanu", "ciobanu"),
        ("Lupu", "lupu"),
        ("Ungureanu", "ungureanu"),
    ),
    words=(
        "teava",
        "robinet",
        "centrala",
        "boiler",
        "calorifer",
        "chiuveta",
        "sifon",
        "vana",
        "presiune",
        "caldura",
        "izolatie",
        "pompa",
        "racord",
        "copou",
    ),
    pets=("azorel", "grivei", "rex", "pufi", "miti", "lola", "bobita", "zuzu"),
    cities=("Iași", "Pașcani", "Vaslui", "Botoșani", "Suceava", "Bacău"),
    cc="+40",
)

FAM.reg(
    "instalator_whatsapp_ios_parola_aplicatie_centrala",
    (
        "WhatsApp/_chat_<<first2>>_<<n>>.txt",
        "Descarcari/WhatsApp Chat - Client <<last2>> <<n>>.txt",
    ),
    """[<<dmy>>, <<time>>:14] <<first2>> <<last2>>: Bună ziua, centrala afișează eroarea F28 de azi dimineață
[<<dmy>>, <<time>>:40] <<first>> <<last>>: Bună ziua. Puteți să-mi dați datele din aplicația centralei? Mă uit de la distanță ce presiune are
[<<dmy>>, <<time>>:02] <<first2>> <<last2>>: utilizator <<email2>>
[<<dmy>>, <<time>>:02] <<first2>> <<last2>>: parola e <<cred>>
[<<dmy>>, <<time>>:10] <<first>> <<last>>: Presiunea e 0,4 bar. Vin mâine la 9 să umplu instalația și să verific vasul de expansiune.
""",
    "human",
    syntax="",
)

FAM.reg(
    "instalator_smartbill_facturare_python_token",
    ("facturi/trimite_smartbill_<<n>>.py", "C:/Firma/scripturi/smartbill_<<n>>.py"),
    """import base64
import json
import urllib.request

SMARTBILL_USER = "<<email>>"
SMARTBILL_TOKEN = "<<cred>>"
CIF = "RO<<n>><<n4>>"


def emite_factura(client: str, suma: float, lucrare: str) -> dict:
    body = {
        "companyVatCode": CIF,
        "client": {"name": client, "country": "Romania", "city": "<<city>>"},
        "seriesName": "INS",
        "products": [{"name": lucrare, "measuringUnitName": "buc", "currency": "RON",
                      "quantity": 1, "price": suma, "isTaxIncluded": True, "taxPercentage": 19}],
    }
    auth = base64.b64encode(f"{SMARTBILL_USER}:{SMARTBILL_TOKEN}".encode()).decode()
    req = urllib.request.Request(
        "https://ws.smartbill.ro/SBORO/api/invoice",
        data=json.dumps(body).encode(),
        headers={"Authorization": "Basic " + auth, "Content-Type": "application/json"},
    )
    with urllib.request.urlopen(req) as r:
        return json.load(r)
""",
    "hex:32",
)

FAM.reg(
    "instalator_deviz_flat_ods_parola_portal_distribuitor",
    ("devize/deviz_<<last2>>_<<n>>.fods", "Documente/Deviz lucrari <<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="Deviz">
    <table:table-row><table:table-cell office:value-type="string"><text:p>Material</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Cant.</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p>Preț</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>Țeavă PPR 20 mm</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="24"><text:p>24</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="9.5"><text:p>9,5</text:p></table:table-cell></table:table-row>
    <table:table-row><table:table-cell office:value-type="string"><text:p>Centrală condensare 24 kW</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="1"><text:p>1</text:p></table:table-cell><table:table-cell office:value-type="float" office:value="<<amount>>"><text:p><<amount>></text:p></table:table-cell></table:table-row>
   </table:table>
   <table:table table:name="Conturi">
    <table:table-row><table:table-cell office:value-type="string"><text:p>portal distribuitor</text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<email>></text:p></table:table-cell><table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell></table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "pw_xml",
    syntax="xml",
)

FAM.reg(
    "instalator_viber_parola_email_firma_roundcube",
    ("Viber/export_<<first>>_<<n>>.txt", "telefon/viber_<<date>>_<<n>>.txt"),
    """[<<dmy>>, <<time>>] <<first2>>: Nu îmi merge mailul firmei pe telefonul nou, ce parolă e?
[<<dmy>>, <<time>>] <<first>>: <<cred>>
[<<dmy>>, <<time>>] <<first>>: server mail.<<dom>> port 993, utilizator <<email2>>
[<<dmy>>, <<time>>] <<first2>>: merge acum, mersi
""",
    "human",
    syntax="",
)

FAM.reg(
    "instalator_efactura_openssl_pkcs12_bash_history",
    ("home/<<login>>/.bash_history", "backup/laptop_<<n>>/.bash_history"),
    """ls ~/Descarcari
cd ~/Descarcari/certificat_<<y>>
openssl pkcs12 -export -in cert_<<org>>.crt -inkey cert_<<org>>.key -out spv_<<org>>.p12 -name "<<orgc>> SRL" -passout pass:<<cred>>
cp spv_<<org>>.p12 /media/<<login>>/STICK/
history | tail
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "instalator_calendar_ics_interventie_parola_termostat",
    ("calendar/interventii_<<n>>.ics", "export/programari_<<date>>_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<mo>><<d>>T<<hh>>0000
DTEND:<<y>><<mo>><<d>>T<<hh>>3000
UID:<<uuid>>@google.com
SUMMARY:Montaj termostat smart - <<last2>>
LOCATION:Str. Sărărie <<n2>>\\, <<city>>
DESCRIPTION:Client <<first2>> <<last2>> <<phone2>>. Termostatul se conectează la Wi-Fi <<ssid>>\\, parola wifi: <<cred>> . Cheie la vecina de la etajul 2.
END:VEVENT
END:VCALENDAR
""",
    "wifi",
    syntax="",
)

FAM.reg(
    "instalator_wp_config_programari_online",
    ("public_html/wp-config-<<n>>.php", "site_<<org>>_<<n>>/wp-config.php"),
    """<?php
/** Site programări intervenții <<orgc>> */
define( 'DB_NAME', '<<org>>_wp' );
define( 'DB_USER', '<<org>>_wp' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "instalator_flota_wialon_token_node_script",
    ("flota/pozitii_dube_<<n>>.js", "scripts/wialon_<<n>>.mjs"),
    """// pozițiile dubelor pentru dispecerat (rulează la 5 minute din Task Scheduler)
const TOKEN = '<<cred>>';
const BASE = 'https://hst-api.wialon.com/wialon/ajax.html';

async function login() {
  const r = await fetch(`${BASE}?svc=token/login&params=${encodeURIComponent(JSON.stringify({ token: TOKEN }))}`);
  const j = await r.json();
  return j.eid;
}

login().then((sid) => console.log('sesiune', sid));
""",
    "p:wialon",
    syntax="",
)
