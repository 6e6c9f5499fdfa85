# ruff: noqa: E501
"""Family l: a heating-oil (Heizöl) delivery firm in Bavaria / Baden-Württemberg, Germany;
German."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from eightieth_spec import Fam, human_with

F = Fam(
    name="heizoel_delivery_firm",
    orgs=("waermefuchs", "oelblitz", "tankwagenhuber"),
    tld="de",
    first=("juergen", "sabine", "thomas", "petra", "klaus", "monika", "stefan", "birgit"),
    last=("mueller", "schmidt", "schneider", "fischer", "weber", "meyer", "wagner", "becker"),
    first_l=("Jürgen", "Sabine", "Thomas", "Petra", "Klaus", "Monika", "Stefan", "Birgit"),
    last_l=("Müller", "Schmidt", "Schneider", "Fischer", "Weber", "Meyer", "Wagner", "Becker"),
    words=(
        "heizoel",
        "tankwagen",
        "winter",
        "schwarzwald",
        "bayern",
        "allgaeu",
        "brezel",
        "dackel",
        "kuckuck",
        "sonne",
        "sommer",
        "schalke",
        "borussia",
        "heimat",
        "oeltank",
        "fichte",
        "alpen",
        "weissbier",
    ),
    pets=("waldi", "bello", "hasso", "mieze", "rocky", "lumpi"),
    places=("Kempten", "Ulm", "Rosenheim", "Passau", "Freiburg", "Landshut"),
    cc="+49",
    mobile=("151", "160", "170", "176"),
)

F.reg(
    "heizoel_german_email_kennwort_haendlerportal",
    ("mail/haendlerportal_<<n>>.eml", "Gesendet/zugang_<<date>>.eml"),
    """From: <<firstc>> <<lastc>> <<<first>>.<<last>>@<<dom>>>
To: buero@<<dom>>
Subject: Zugang Händlerportal Heizöl-Preise
Date: <<date>> <<time>> +0100
Content-Type: text/plain; charset=UTF-8

Hallo zusammen,

ab Montag meldet ihr euch bitte mit dem neuen Zugang im Händlerportal an, die Tagespreise
für <<place>> stehen dort ab 7 Uhr:

Benutzer: <<user>>
Kennwort: <<cred>>

Viele Grüße
<<fl>> <<ll>>
""",
    cred="human",
    syntax="",
)


def _l_xml(rng, s):
    pw = human_with(rng, F, "&<>", "!@#.*_-+?&<>")
    return {"cred": pw, "e": escape(pw)}


F.reg(
    "heizoel_tourenplanung_xml_escaped_password",
    ("Tourenplanung/config/connection_<<n>>.xml", "TourPlan/settings_<<place>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<TourenplanungSettings>
  <Depot name="<<place>>" />
  <Telematik provider="FleetBoard" user="<<user>>" password="<<e>>" />
  <Karten engine="PTV" />
</TourenplanungSettings>
""",
    cred="human",
    extra=_l_xml,
    decode=lambda t: ET.fromstring(t.encode()).find("Telematik").get("password"),
)

F.reg(
    "heizoel_mollie_webshop_env",
    ("shop/.env", "heizoel-shop-<<n>>/.env.local"),
    """APP_ENV=prod
APP_URL=https://www.<<dom>>
DATABASE_URL=mysql://shop@<<ip>>:3306/shopware
MOLLIE_API_KEY=<<cred>>
MOLLIE_PROFILE_ID=pfl_<<pid>>
LIEFERGEBIET_PLZ=87<<n3>>
""",
    cred="p:mollie",
    extra=lambda rng, s: {"pid": F.draw(rng, "alnum:10")},
)

F.reg(
    "heizoel_sevdesk_invoices_python",
    ("buchhaltung/sevdesk_export_<<n>>.py", "scripts/rechnungen_sevdesk.py"),
    """# Rechnungen der Heizöl-Lieferungen aus sevDesk ziehen
import requests

SEVDESK_TOKEN = "<<cred>>"
BASE = "https://my.sevdesk.de/api/v1"


def rechnungen(seit):
    r = requests.get(
        BASE + "/Invoice",
        headers={"Authorization": SEVDESK_TOKEN},
        params={"startDate": seit},
        timeout=30,
    )
    return r.json()["objects"]
""",
    cred="p:sevdesk",
)

F.reg(
    "heizoel_tankwagen_telematik_box_ini",
    ("telematik/box_<<n>>.ini", "fahrzeuge/TS-<<n3>>/telematik.ini"),
    """[Fahrzeug]
Kennzeichen=KE-HO <<n3>>
Zaehlwerk=Liquid Controls LCR.iQ

[Mobilfunk]
APN=internet.telekom
APNUser=t-mobile

[Portal]
Url=https://telematik.<<dom>>
Benutzer=<<user>>
Kennwort=<<cred>>
""",
    cred="pw",
)

F.reg(
    "heizoel_keepass_csv_export",
    ("Desktop/keepass_export_<<date>>.csv", "USB/zugaenge_<<n>>.csv"),
    """"Group","Title","Username","Password","URL","Notes"
"Büro","DATEV Unternehmen online","<<user>>","<<cred>>","https://duo.datev.de","SmartCard liegt im Tresor"
"Büro","ELSTER","<<first>>.<<last>>","","https://www.elster.de","Zertifikatsdatei"
""",
    cred="human",
    syntax="",
)

F.reg(
    "heizoel_fritzbox_ipsec_vpn_cfg",
    ("vpn/fritzbox_<<place>>_<<n>>.cfg", "FRITZ/vpnuser_<<n>>.cfg"),
    """vpncfg {
        connections {
                enabled = yes;
                conn_type = conntype_user;
                name = "<<user>>";
                always_renew = no;
                remoteip = 0.0.0.0;
                remote_virtualip = 192.168.178.<<n>>;
                localid {
                        fqdn = "<<host>>";
                }
                mode = phase1_mode_aggressive;
                phase1ss = "all/all/all";
                keytype = connkeytype_pre_shared;
                key = "<<cred>>";
                cert_do_server_auth = no;
        }
}
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "heizoel_whatsapp_german_passwort_fahrer",
    ("WhatsApp Chat mit Fahrer <<n>>.txt", "chats/disposition_<<n>>.txt"),
    """[<<ddot>>, <<time>>:05] <<fl>> <<ll>>: Servus, das Tablet im TW <<n>> will wieder ein Passwort für die Lieferschein-App
[<<ddot>>, <<time2>>:44] <<full2>>: Passwort ist <<cred>>
[<<ddot>>, <<time2>>:51] <<full2>>: Aber nicht auf den Zettel im Fahrerhaus schreiben 😉
[<<ddot>>, <<time3>>:10] <<fl>> <<ll>>: Passt, danke
""",
    cred="human",
    syntax="",
)
