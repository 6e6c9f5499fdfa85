# ruff: noqa: E501
"""Family n: an elevator (lift) maintenance firm in Greece (Athens / Thessaloniki), Greek."""

from __future__ import annotations

import json
import random

from seventyfirst_spec import Fam, Slots, alnum

F = Fam(
    name="anelkystires_syntirisi_hellas",
    orgs=("anodoslift", "ypsilonlift", "kinisianel", "aerolift"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Κώστας", "kostas"),
        ("Ελένη", "eleni"),
        ("Νίκος", "nikos"),
        ("Δήμητρα", "dimitra"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Οικονόμου", "oikonomou"),
        ("Γεωργίου", "georgiou"),
        ("Παπανικολάου", "papanikolaou"),
        ("Βασιλείου", "vasileiou"),
        ("Αντωνίου", "antoniou"),
    ),
    words=(
        "olympiakos",
        "panathinaikos",
        "thalassa",
        "ilios",
        "kalimera",
        "akropoli",
        "parthenon",
        "santorini",
        "elia",
        "souvlaki",
        "meltemi",
        "agapi",
        "kyma",
        "anodos",
        "paok",
        "πειραιας",
    ),
    pets=("azor", "bobos", "lucky", "maggie", "rex", "fifi"),
    cc="+30",
)

F.reg(
    "anelkystires_greek_viber_chat_kodikos",
    ("κινητό/Viber/viber_<<fa>>_<<date>>.txt", "backup/<<org>>/Viber Τεχνικοί <<n>>.txt"),
    """[<<dmys>>, <<t1>>] <<first>> <<last>>: Καλημέρα, είμαι στην πολυκατοικία στην Κηφισιά, ο πίνακας του ανελκυστήρα ζητάει κωδικό
[<<dmys>>, <<t2>>] <<first2>> <<last2>>: Για το λογισμικό διάγνωσης Schindler;
[<<dmys>>, <<t2>>] <<first>> <<last>>: Ναι
[<<dmys>>, <<t3>>] <<first2>> <<last2>>: χρήστης <<user>> κωδικός <<cred>>
[<<dmys>>, <<t4>>] <<first>> <<last>>: Ευχαριστώ, μπήκα 👍
""",
    "human",
    syntax="",
)


def _viva(rng: random.Random, s: Slots) -> None:
    s["cid"] = alnum(rng, 30, "abcdefghijklmnopqrstuvwxyz0123456789") + ".apps.vivapayments.com"


F.reg(
    "anelkystires_viva_wallet_client_secret_csharp",
    ("src/<<orgc>>.Syntirisi/Payments/VivaSettings.cs", "pliromes-<<n>>/VivaClient.cs"),
    """namespace <<orgc>>.Syntirisi.Payments
{
    // Πληρωμές συμβολαίων συντήρησης ανελκυστήρων (Viva Smart Checkout)
    public static class VivaSettings
    {
        public const string AccountsUrl = "https://accounts.vivapayments.com/connect/token";
        public const string ApiUrl = "https://api.vivapayments.com";
        public const string ClientId = "<<cid>>";
        public const string ClientSecret = "<<cred>>";
        public const int SourceCode = <<nnnn>>;
    }
}
""",
    "alnum:24",
    syntax="",
    extra=_viva,
)

F.reg(
    "anelkystires_mydata_aade_subscription_key_python",
    ("timologisi/<<org>>/mydata_send_<<n>>.py", "scripts/aade_mydata_<<fa>>.py"),
    '''"""Αποστολή τιμολογίων συντήρησης στο myDATA (ΑΑΔΕ)."""

import requests

AADE_USER_ID = "<<org>><<n>>"
AADE_SUBSCRIPTION_KEY = "<<cred>>"


def send_invoices(xml_body: str) -> str:
    r = requests.post(
        "https://mydatapi.aade.gr/myDATA/SendInvoices",
        data=xml_body.encode("utf-8"),
        headers={"aade-user-id": AADE_USER_ID, "ocp-apim-subscription-key": AADE_SUBSCRIPTION_KEY},
        timeout=60,
    )
    r.raise_for_status()
    return r.text
''',
    "hex:32",
)


def _rut(s: Slots) -> str:
    doc = {
        "device": f"RUT241-{s['orgu']}-{s['n']}",
        "site": "Πολυκατοικία, ανελκυστήρας Α",
        "modbus": {
            "host": s["lan"],
            "port": 502,
            "registers": [{"name": "door_open", "addr": 10}, {"name": "alarm", "addr": 12}],
        },
        "mqtt": {
            "broker": f"mqtt.{s['dom']}",
            "port": 8883,
            "tls": True,
            "username": f"lift{s['nnn']}",
            "password": s["cred"],
            "topic": f"lifts/{s['nnn']}/state",
        },
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


F.reg(
    "anelkystires_rut_router_lift_iot_mqtt_json",
    ("iot/<<org>>/rut_lift_<<n>>.json", "gateways/<<date>>/lift_monitor.json"),
    _rut,
    "pw_json",
)


def _softone(s: Slots) -> str:
    doc = {
        "service": "login",
        "username": s["user"],
        "password": s["cred"],
        "appId": int(s["nnnn"]),
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "anelkystires_softone_web_services_login_json",
    ("postman/<<org>>/softone_login_<<n>>.json", "erp-sync/requests/login_<<date>>.json"),
    _softone,
    "pw_json",
)

F.reg(
    "anelkystires_technicians_calendar_ics_kodikos",
    ("ημερολόγιο/<<org>>_συντήρηση_<<date>>.ics", "calendar/technician_<<fa>>_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<y>><<mo>><<d>>T060000Z
DTEND:<<y>><<mo>><<d>>T080000Z
UID:<<h16>>@google.com
SUMMARY:Μηνιαία συντήρηση ανελκυστήρα – Λεωφ. Κηφισίας <<nnn>>
DESCRIPTION:Κλειδί μηχανοστασίου στον διαχειριστή (κ. <<last2>>).\\nΚωδικός κ
 αρτέλας ελεγκτή: <<cred>>\\nΤηλ. διαχειριστή <<phone2>>
LOCATION:Αθήνα
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

F.reg(
    "anelkystires_remote_diag_openvpn_auth_txt",
    ("laptop-<<fa>>/OpenVPN/config/<<org>>/auth.txt", "vpn/<<org>>_<<n>>/auth.txt"),
    """<<user>>
<<cred>>
""",
    "pw",
    syntax="",
)

F.reg(
    "anelkystires_greek_email_kodikos_portal_dimou",
    ("mail/<<fa>>/Απεσταλμένα/<<date>>_πιστοποιητικό.eml", "Thunderbird/<<org>>/<<ts>>.eml"),
    """From: <<email>>
To: <<email2>>
Subject: =?UTF-8?B?zprPic60zrnOus+Mz4Igz4DOu86xz4TPhs+Mz4HOvM6xz4IgzpTOrs68zr/PhQ==?=
Date: <<d>> Oct <<y>> <<hh>>:<<mi>>:00 +0300
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

Καλησπέρα <<first2>>,

για την ανανέωση της άδειας λειτουργίας του ανελκυστήρα στην πλατφόρμα του Δήμου
χρησιμοποίησε τον λογαριασμό της εταιρείας:

Όνομα χρήστη: <<user>>
Κωδικός: <<cred>>

Ο φορέας πιστοποίησης περνάει την Πέμπτη.

Φιλικά,
<<first>> <<last>>
<<orgc>> – Συντηρήσεις Ανελκυστήρων
""",
    "human",
    syntax="",
)
