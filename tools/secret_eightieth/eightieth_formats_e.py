# ruff: noqa: E501
"""Family e: a charcoal (arina) and firewood (kitay) trader in Madagascar; Malagasy and
French."""

from __future__ import annotations

import json

from eightieth_spec import Fam

F = Fam(
    name="charbon_firewood_malagasy",
    orgs=("arinatsara", "kitaymora", "fatanaboina"),
    tld="mg",
    first=("hery", "voahangy", "rivo", "fara", "andry", "lalao", "tojo", "nirina"),
    last=(
        "rakotomalala",
        "rasoanaivo",
        "andriamanana",
        "razafindrakoto",
        "rabemananjara",
        "ravelojaona",
        "randrianarisoa",
        "rakotondrabe",
    ),
    first_l=("Hery", "Voahangy", "Rivo", "Fara", "Andry", "Lalao", "Tojo", "Nirina"),
    last_l=(
        "Rakotomalala",
        "Rasoanaivo",
        "Andriamanana",
        "Razafindrakoto",
        "Rabemananjara",
        "Ravelojaona",
        "Randrianarisoa",
        "Rakotondrabe",
    ),
    words=(
        "arina",
        "kitay",
        "fatana",
        "tanana",
        "tsara",
        "misaotra",
        "vary",
        "fitia",
        "omby",
        "malala",
        "lalana",
        "ravinala",
        "zebu",
        "varatraza",
        "tanindrazana",
        "mamy",
        "hazo",
    ),
    pets=("bobby", "kely", "mimi", "rex", "rambo", "kiki"),
    places=("Antananarivo", "Toamasina", "Mahajanga", "Antsirabe", "Fianarantsoa", "Toliara"),
    cc="+261",
    mobile=("32", "33", "34", "38"),
)


def _e_messenger(s):
    t0 = int(s["epoch"]) * 1000
    msgs = [
        {
            "sender_name": s["full"],
            "timestamp_ms": t0 + 90_000,
            "content": "Misaotra, tafiditra aho 👍",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["full2"],
            "timestamp_ms": t0 + 30_000,
            "content": "Ny teny miafina: " + str(s["cred"]),
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["full"],
            "timestamp_ms": t0,
            "content": "Inona ny teny miafina an'ny kaonty Sage ao amin'ny birao?",
            "is_geoblocked_for_viewer": False,
        },
    ]
    doc = {
        "participants": [{"name": s["full"]}, {"name": s["full2"]}],
        "messages": msgs,
        "title": s["full2"],
        "is_still_participant": True,
        "thread_path": f"inbox/{s['first2']}_{s['n6']}",
    }
    return json.dumps(doc, ensure_ascii=False, indent=2)


F.reg(
    "charbon_malagasy_messenger_json_teny_miafina",
    ("messages/inbox/<<first2>>_<<n6>>/message_1.json", "facebook-export/<<n>>/message_1.json"),
    _e_messenger,
    cred="human",
)

F.reg(
    "charbon_mvola_merchant_api_env",
    ("mvola-api/.env", "caisse/.env.<<n>>"),
    """# MVola Merchant Pay (Telma) - vente arina / kitay
MVOLA_ENV=production
MVOLA_BASE_URL=https://api.mvola.mg
MVOLA_CONSUMER_KEY=<<ckey>>
MVOLA_CONSUMER_SECRET=<<cred>>
MVOLA_MERCHANT_NUMBER=034<<n6>>0
MVOLA_PARTNER_NAME=<<orgc>>
""",
    cred="alnum:28",
    extra=lambda rng, s: {"ckey": F.draw(rng, "alnum:28")},
)

F.reg(
    "charbon_orange_money_webpay_php",
    ("boutique/orange_money.php", "www/paiement/om_<<n>>.php"),
    """<?php
// Orange Money Web Payment - livraison charbon <<place>>
const OM_MERCHANT_KEY = '<<cred>>';
const OM_AUTH_HEADER = 'Basic <<auth>>';
const OM_RETURN_URL = 'https://<<dom>>/om/retour';

function om_init($amount, $orderId) {
    $body = ['merchant_key' => OM_MERCHANT_KEY, 'currency' => 'MGA', 'order_id' => $orderId, 'amount' => $amount];
    return $body;
}
""",
    cred="p:orange_merchant",
    syntax="",
    extra=lambda rng, s: {"auth": F.draw(rng, "b64:48")},
)

F.reg(
    "charbon_french_email_mot_de_passe_sage",
    ("mail/comptable_<<n>>.eml", "Envoyes/sage_<<date>>.eml"),
    """From: <<first>>.<<last>>@<<dom>>
To: cabinet.<<last>>@moov.mg
Subject: Accès Sage 100 pour la clôture
Date: <<date>> <<time>> +0300
Content-Type: text/plain; charset=UTF-8

Bonjour Madame,

Voici l'accès à notre dossier Sage 100 (serveur <<ip>>) pour la clôture de <<y>> :
utilisateur : COMPTA
mot de passe : <<cred>>

Misaotra betsaka,
<<firstc>> <<lastc>>
<<orgc>> - charbon et bois de chauffe, <<place>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "charbon_sms_backup_xml_malagasy_reply_only",
    ("SMSBackup/sms-<<date>>.xml", "telefaona/sms-<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<epoch>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="2" subject="null" body="Inona indray ilay kaody?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<full>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>500" type="1" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<epoch>>400" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<full>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>900" type="2" subject="null" body="Ok misaotra" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time3>>" contact_name="<<full>>" />
</smses>
""",
    cred="human",
)

F.reg(
    "charbon_truck_gps_traccar_xml",
    ("opt/traccar/conf/traccar.xml", "traccar-<<n>>/conf/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='config.default'>./conf/default.xml</entry>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://<<ip>>:3306/traccar?serverTimezone=UTC&amp;useSSL=false</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<cred>></entry>
    <entry key='web.port'>8082</entry>
</properties>
""",
    cred="pw_xml",
)

F.reg(
    "charbon_depot_stock_csv_semicolon_logins",
    ("exports/depot_<<place>>_<<n>>.csv", "Documents/tahiry_<<date>>.csv"),
    """Toerana;Mpitantana;Finday;Solosaina;Teny miafina;Gony arina
<<place>>;<<full>>;<<phone>>;BALANCE-<<n>>;<<cred>>;340
Ambohimanarina;<<full2>>;<<phone2>>;BALANCE-01;-;120
""",
    cred="human_x",
)

F.reg(
    "charbon_anydesk_sticky_note_ocr",
    ("ocr/post-it_<<n>>.txt", "scans/birao_<<date>>.txt"),
    """AnyDesk
<<n3>> <<n3>> <<n3>>
mdp
<<cred>>
""",
    cred="human",
)
