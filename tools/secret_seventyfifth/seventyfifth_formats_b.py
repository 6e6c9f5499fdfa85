"""Family b: an Athens alarm-receiving (monitoring) centre (Greece; Greek)."""

from __future__ import annotations

import csv
import io
import json

from seventyfifth_spec import Fam

F = Fam(
    name="athens_alarm_receiving_centre",
    orgs=("fylakiasignal", "akropolisalarm", "attikiguard"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Κωνσταντίνος", "konstantinos"),
        ("Ελένη", "eleni"),
        ("Δημήτρης", "dimitris"),
        ("Σοφία", "sofia"),
        ("Νίκος", "nikos"),
        ("Κατερίνα", "katerina"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Οικονόμου", "oikonomou"),
        ("Γεωργίου", "georgiou"),
        ("Καραγιάννης", "karagiannis"),
        ("Βασιλείου", "vasileiou"),
        ("Αντωνίου", "antoniou"),
    ),
    words=(
        "fylaki",
        "synagermos",
        "akropoli",
        "pireas",
        "kifisia",
        "glyfada",
        "thalassa",
        "ilios",
        "elia",
        "kalimera",
        "patrida",
        "olympiakos",
        "panathinaikos",
        "souvlaki",
        "meltemi",
        "parthenonas",
        "zeus",
        "athina",
        "agapi",
        "nisi",
    ),
    pets=("azor", "lucky", "bobos", "rex", "loukoumas", "mpampis"),
    cc="+30",
)

F.reg(
    "athensalarm_surgard_dc09_line_card_aes_ini",
    ("receivers/<<org>>/surgard_line<<n>>.ini", "arc/config/dc09_site<<site>>.ini"),
    """; Sur-Gard System 5 - SIA DC-09 IP line card, exported from the configuration tool
[receiver]
model = SG-System5
line = <<n>>
listen_port = 3061
protocol = SIA-DC09
account_prefix = L<<n>>

[encryption]
mode = AES-128
key = <<cred>>
rotate = no

[automation]
output = Manitou
host = <<ip>>
port = 1025
""",
    cred="HEX:32",
)


def _viber_csv(s: dict[str, str]) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["Date", "Time", "Sender Name", "Sender Phone Number", "Text"])
    w.writerow(
        [
            s["dmy"],
            s["time"],
            f"{s['fn']} {s['ln']}",
            s["phone"],
            "Καλησπέρα, το Ajax PRO Desktop ζητάει ξανά σύνδεση στο κέντρο λήψης",
        ]
    )
    w.writerow(
        [
            s["dmy"],
            s["time"],
            f"{s['fn2']} {s['ln2']}",
            s["phone2"],
            f"Λογαριασμός: operator@{s['dom']}",
        ]
    )
    w.writerow(
        [s["dmy"], s["time2"], f"{s['fn2']} {s['ln2']}", s["phone2"], f"Κωδικός: {s['cred']}"]
    )
    w.writerow([s["dmy"], s["time2"], f"{s['fn']} {s['ln']}", s["phone"], "Ευχαριστώ, μπήκα 👍"])
    return buf.getvalue()


F.reg(
    "athensalarm_greek_viber_csv_kodikos_ajax_pro",
    ("viber/Viber_<<fa>>_<<date>>.csv", "backup/viber_chat_<<n>>.csv"),
    _viber_csv,
    cred="human",
)

F.reg(
    "athensalarm_paradox_pai_conf_ip150_password",
    ("etc/pai/pai_<<org>>_<<site>>.conf", "home/<<fa>>/pai/pai.conf"),
    """# Paradox Alarm Interface (PAI) - EVO192 panel via IP150 at the client's shop
LOG_LEVEL_FILE = 'INFO'
CONNECTION_TYPE = 'IP'
IP_CONNECTION_HOST = '<<ip>>'
IP_CONNECTION_PORT = 10000
IP_CONNECTION_PASSWORD = b'<<cred>>'
PASSWORD = '<<nn>>'
MQTT_ENABLE = True
MQTT_HOST = 'mqtt.<<dom>>'
MQTT_USERNAME = 'pai'
LIMITS = {'zone': range(1, 33), 'partition': [1, 2]}
""",
    cred="pw_sq",
    syntax="py",
)

F.reg(
    "athensalarm_vivawallet_subscriptions_appsettings_json",
    (
        "billing/<<org>>.Billing/appsettings.Production.json",
        "src/Subscriptions.Api/appsettings.site<<site>>.json",
    ),
    lambda s: json.dumps(
        {
            "Logging": {"LogLevel": {"Default": "Warning"}},
            "ConnectionStrings": {
                "Billing": f"Server={s['ip']};Database=billing;Integrated Security=true"
            },
            "VivaWallet": {
                "Environment": "production",
                "MerchantId": s["uuid"],
                "ClientId": f"{alnum_lower(s['serial'])}.apps.vivapayments.com",
                "ClientSecret": s["cred"],
                "SourceCode": s["nn"],
            },
            "MyData": {"UserId": s["fa"], "Endpoint": "https://mydatapi.aade.gr/myDATA"},
        },
        indent=2,
        ensure_ascii=False,
    ),
    cred="alnum:30",
)


def alnum_lower(v: str) -> str:
    return v.lower()


F.reg(
    "athensalarm_aade_mydata_invoice_php_subscription_key",
    ("invoicing/mydata_<<org>>.php", "public_html/erp/aade_send_<<n>>.php"),
    """<?php
// Αποστολή τιμολογίων παρακολούθησης συναγερμού στο myDATA (ΑΑΔΕ)
$endpoint = 'https://mydatapi.aade.gr/myDATA/SendInvoices';
$headers = [
    'aade-user-id: <<fa>><<n>>',
    'Ocp-Apim-Subscription-Key: <<cred>>',
    'Content-Type: application/xml',
];
$ch = curl_init($endpoint);
curl_setopt($ch, CURLOPT_HTTPHEADER, $headers);
curl_setopt($ch, CURLOPT_POSTFIELDS, file_get_contents(__DIR__ . '/out/invoices_<<date>>.xml'));
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
""",
    cred="hex:32",
    syntax="",
)

F.reg(
    "athensalarm_greek_email_kodikos_securithor_operator",
    ("mail/<<fa>>/Securithor_<<date>>.eml", "outlook_export/<<org>>_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?B?zp3Orc6/z4IgzqfOtc65z4HOuc+Dz4TOrs+C?=
Date: <<dmyd>> <<time>>
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Καλημέρα <<fn2>>,

σου έφτιαξα λογαριασμό χειριστή στο Securithor για τη νυχτερινή βάρδια.

Χρήστης: <<fa2>>.<<la2>>
Κωδικός: <<cred>>

Άλλαξέ τον με την πρώτη σύνδεση. Οι κωδικοί εγκαταστάτη των πινάκων είναι στο φάκελο, όχι εδώ.

<<fn>>
Κέντρο Λήψης Σημάτων <<orgc>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "athensalarm_axpro_isapi_postman_collection_basic",
    (
        "postman/AX_PRO_<<org>>.postman_collection.json",
        "tools/axpro_site<<site>>.postman_collection.json",
    ),
    lambda s: json.dumps(
        {
            "info": {
                "name": f"AX PRO {s['site']}",
                "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
            },
            "auth": {
                "type": "basic",
                "basic": [
                    {"key": "username", "value": "admin", "type": "string"},
                    {"key": "password", "value": s["cred"], "type": "string"},
                ],
            },
            "item": [
                {
                    "name": "Arm away",
                    "request": {
                        "method": "PUT",
                        "url": f"http://{s['ip']}/ISAPI/SecurityCP/control/arm/1?ways=away&format=json",
                    },
                },
                {
                    "name": "Zone status",
                    "request": {
                        "method": "GET",
                        "url": f"http://{s['ip']}/ISAPI/SecurityCP/status/zones?format=json",
                    },
                },
            ],
        },
        indent=2,
        ensure_ascii=False,
    ),
    cred="pw_json",
)

F.reg(
    "athensalarm_shift_handover_note_web_ui_login",
    ("handover/<<date>>_nychta.md", "wiki/vardies/paradosi_<<n>>.md"),
    """# Παράδοση βάρδιας <<dmyd>>

- Γραμμή 2 (GPRS) έπεσε <<time>>, επανήλθε μόνη της.
- Πελάτης #<<nn>> (φαρμακείο Κηφισιά): ψευδοσυναγερμός ζώνη 4, ενημερώθηκε ο ιδιοκτήτης.
- Sur-Gard web
  admin
  <<cred>>
- Αύριο έρχεται τεχνικός για την μπαταρία του δέκτη.

— <<fn>>
""",
    cred="human_x",
)
