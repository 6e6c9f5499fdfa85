# ruff: noqa: E501
"""Family o: a dog-walker and house-sitter in Athens (Greece; Greek script)."""

from __future__ import annotations

import json

from hundredseventh_spec import Fam, reg

FAM = Fam(
    name="skylos_dogwalker_housesitter",
    orgs=("skylovolta", "athenspaws", "kynikiboltes", "spitiaspro"),
    tld="gr",
    first=("Γιώργος", "Μαρία", "Ελένη", "Νίκος", "Κατερίνα", "Δημήτρης", "Σοφία", "Κώστας"),
    first_a=("giorgos", "maria", "eleni", "nikos", "katerina", "dimitris", "sofia", "kostas"),
    last=("Παπαδόπουλος", "Οικονόμου", "Γεωργίου", "Νικολάου", "Βασιλείου", "Ιωάννου"),
    last_a=("papadopoulos", "oikonomou", "georgiou", "nikolaou", "vasileiou", "ioannou"),
    words=(
        "akropoli",
        "thalassa",
        "filos",
        "agapi",
        "olympiakos",
        "panathinaikos",
        "ellada",
        "souvlaki",
        "kalimera",
        "plaka",
    ),
    pets=("argos", "rex", "lola", "bobos", "frixos", "zoi"),
    cc="+30",
    cities=("Κολωνάκι", "Παγκράτι", "Γλυφάδα", "Κηφισιά"),
)


def _keep(s):
    doc = {
        "color": "YELLOW",
        "isTrashed": False,
        "isPinned": True,
        "isArchived": False,
        "textContent": f"Πελάτες κλειδιά\n{s['last']} ({s['city']}): κουτί κλειδιών δίπλα στο κουδούνι\nΣυναγερμός Ajax {s['email']} κωδικός {s['cred']}\nΣκύλος: {s['pet']}, βόλτα 8:00 και 19:00",
        "title": "Κλειδιά & κωδικοί",
        "userEditedTimestampUsec": 1_740_000_000_000_000 + int(s["n4"]),
        "createdTimestampUsec": 1_730_000_000_000_000,
    }
    return json.dumps(doc, ensure_ascii=False) + "\n"


reg(
    FAM,
    "skylos_viber_copied_chat_kodikos_nuki",
    ("Viber/συνομιλία_<<fa>>.txt", "viber_copy_<<n>>.txt"),
    """[<<d1>>/<<m1>>/<<year>> <<hh>>:<<mi>>] <<first>> <<last>>: Καλησπέρα! Φεύγουμε Παρασκευή για Νάξο, θα σου ανοίξω πρόσβαση στην κλειδαριά Nuki
[<<d1>>/<<m1>>/<<year>> <<hh>>:<<mi>>] <<first>> <<last>>: Λογαριασμός Nuki Web: <<email>>
[<<d1>>/<<m1>>/<<year>> <<hh>>:<<mi>>] <<first>> <<last>>: Κωδικός: <<cred>>
[<<d1>>/<<m1>>/<<year>> <<hh>>:<<mi>>] <<first2>>: Τέλεια, ευχαριστώ! Ο <<pet>> θα είναι σε καλά χέρια 🐶
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "skylos_viva_wallet_smart_checkout_php_client_secret",
    ("includes/viva.php", "booking/viva_<<n>>.php"),
    """<?php
// Πληρωμές κρατήσεων βόλτας/φύλαξης (Viva Wallet Smart Checkout)
const VIVA_CLIENT_ID = '<<rid>><<serial>>.apps.vivapayments.com';
const VIVA_CLIENT_SECRET = '<<cred>>';
const VIVA_SOURCE_CODE = '<<n4>>';

function viva_token(): string {
    $ch = curl_init('https://accounts.vivapayments.com/connect/token');
    curl_setopt($ch, CURLOPT_USERPWD, VIVA_CLIENT_ID . ':' . VIVA_CLIENT_SECRET);
    curl_setopt($ch, CURLOPT_POSTFIELDS, 'grant_type=client_credentials');
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return json_decode(curl_exec($ch), true)['access_token'];
}
""",
    "alnum:30",
    syntax="",
)

reg(
    FAM,
    "skylos_mydata_aade_python_subscription_key",
    ("timologia/mydata_send.py", "scripts/aade_<<n>>.py"),
    '''"""Αποστολή αποδείξεων παροχής υπηρεσιών στο myDATA (ΑΑΔΕ)."""

import requests

AADE_USER_ID = "<<login>>"
AADE_SUBSCRIPTION_KEY = "<<cred>>"
URL = "https://mydatapi.aade.gr/myDATA/SendInvoices"


def send(xml_body: bytes) -> str:
    headers = {"aade-user-id": AADE_USER_ID, "Ocp-Apim-Subscription-Key": AADE_SUBSCRIPTION_KEY, "Content-Type": "application/xml"}
    return requests.post(URL, data=xml_body, headers=headers, timeout=60).text
''',
    "hex:32",
)

reg(
    FAM,
    "skylos_nuki_web_api_token_shell_script",
    ("bin/nuki_status.sh", "scripts/kleidaria_<<n>>.sh"),
    """#!/bin/bash
# Έλεγχος μπαταρίας κλειδαριών πελατών πριν τη φύλαξη
NUKI_TOKEN=<<cred>>
curl -s -H "Authorization: Bearer $NUKI_TOKEN" https://api.nuki.io/smartlock | jq '.[] | {name, state: .state.batteryCritical}'
""",
    "hex:80",
    syntax="",
)

reg(
    FAM,
    "skylos_housesitting_ics_alarm_app_login",
    ("calendar/filaksi_<<mon>>.ics", "export/housesit_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Apple Inc.//macOS 14.5//EN
BEGIN:VEVENT
UID:<<uuid>>
DTSTART;VALUE=DATE:<<year>><<mon>><<day>>
SUMMARY:Φύλαξη σπιτιού <<last>> + <<pet>>
LOCATION:<<city>>
DESCRIPTION:Συναγερμός (εφαρμογή Ajax): <<email>> / <<cred>>\\nΠότισμα κάθε δεύτερη μέρα
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

reg(
    FAM,
    "skylos_google_keep_takeout_json_kodikos",
    ("Takeout/Keep/Κλειδιά_<<n>>.json", "Takeout/Keep/<<date>>T<<hh>>_<<mi>>.json"),
    _keep,
    "human",
)

reg(
    FAM,
    "skylos_wp_cli_history_user_pass",
    (".bash_history", "home/<<login>>/.bash_history"),
    """cd /var/www/<<org>>
wp plugin update --all
wp user create <<fa2>> <<email2>> --role=editor --user_pass=<<cred>>
wp cache flush
exit
""",
    "pw_bare",
    syntax="",
)

reg(
    FAM,
    "skylos_sms_greek_reply_only_value",
    ("SMS/<<fa>>_<<date>>.txt", "sms_export_<<n>>.txt"),
    """<<date>> <<hh>>:<<mi>> Από: <<first>> <<last>> (<<phone>>)
Τον κωδικό της κάμερας Furbo μου τον ξαναστέλνεις;
<<date>> <<hh>>:<<mi>> Προς: <<first>> <<last>>
<<cred>>
""",
    "human",
    syntax="",
)
