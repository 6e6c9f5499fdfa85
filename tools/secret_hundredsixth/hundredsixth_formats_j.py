# ruff: noqa: E501
"""Family j: a rare-books dealer in Athens, Greece (Greek; AbeBooks inventory upload, Viva
Wallet, AADE myDATA, WooCommerce, Viber, the accountant and TAXISnet)."""

from __future__ import annotations

import json

from hundredsixth_spec import Fam, dec_json_str, grab, hexs, reg, uuid4

F = Fam(
    name="spania_vivlia_palaiopoleio",
    orgs=("palaiobiblos", "spaniaselida", "biblioxeiro"),
    tld="gr",
    first=(
        ("Γιώργος", "giorgos"),
        ("Μαρία", "maria"),
        ("Νίκος", "nikos"),
        ("Ελένη", "eleni"),
        ("Κώστας", "kostas"),
        ("Σοφία", "sofia"),
        ("Δημήτρης", "dimitris"),
        ("Κατερίνα", "katerina"),
    ),
    last=(
        ("Παπαδόπουλος", "papadopoulos"),
        ("Οικονόμου", "oikonomou"),
        ("Γεωργίου", "georgiou"),
        ("Νικολάου", "nikolaou"),
        ("Βλάχος", "vlachos"),
        ("Αντωνίου", "antoniou"),
    ),
    words=(
        "vivlio",
        "palio",
        "thalassa",
        "elia",
        "ilios",
        "akropoli",
        "kafes",
        "filos",
        "agapi",
        "odysseia",
        "omiros",
        "kymata",
        "lemoni",
        "nisi",
        "perga",
    ),
    pets=("azor", "ermis", "bobos", "lucky", "maxi", "zoi"),
    seasons=("anoixi", "kalokairi", "fthinoporo", "xeimonas", "pasxa", "xristougenna"),
    cc="30",
)

reg(
    F,
    "vivlia_abebooks_homebase_ftp_upload_netrc",
    ("home/<<fa>>/.netrc", "apothiki/<<org>>/netrc-<<n>>"),
    """machine ftp.abebooks.com
login <<org>><<n>>
password <<cred>>

machine ftp.biblio.com login <<org>> password <<bpw>>
""",
    "pw_bare",
    syntax="",
    extra=lambda r, s: {"bpw": hexs(r, 12)},
)

reg(
    F,
    "vivlia_greek_viber_csv_kodikos_abebooks",
    ("Viber/viber_<<date>>.csv", "exports/viber-<<fa>>-<<n>>.csv"),
    """Date,Time,Sender,Phone,Message
<<d>>/<<m>>/<<y>>,<<hh>>:<<mi>>,<<first2>>,<<phone>>,"Καλημέρα, ποιος είναι ο κωδικός για το AbeBooks; θέλω να ανεβάσω τα χειρόγραφα"
<<d>>/<<m>>/<<y>>,<<hh>>:<<mi>>,<<first>> <<last>>,<<phone>>,"κωδικός: <<cred>>"
<<d>>/<<m>>/<<y>>,<<hh>>:<<mi>>,<<first2>>,<<phone>>,"ευχαριστώ!"
""",
    "human_x",
    syntax="",
)

reg(
    F,
    "vivlia_viva_wallet_smart_checkout_env_client_secret",
    ("eshop/.env", "srv/<<org>>/viva/.env.production"),
    """VIVA_ENV=production
VIVA_MERCHANT_ID=<<uuid>>
VIVA_CLIENT_ID=<<hexid>><<hexid>>.apps.vivapayments.com
VIVA_CLIENT_SECRET=<<cred>>
VIVA_SOURCE_CODE=<<nnn>>4
""",
    "p:viva",
    syntax="",
    extra=lambda r, s: {"uuid": uuid4(r)},
)

reg(
    F,
    "vivlia_aade_mydata_send_invoices_python_subscription_key",
    ("mydata/apostoli.py", "logistiki/<<org>>_mydata_<<n>>.py"),
    '''"""Αποστολή παραστατικών στο myDATA της ΑΑΔΕ"""

import requests

AADE_USER_ID = "<<org>><<n>>"
SUBSCRIPTION_KEY = "<<cred>>"
URL = "https://mydatapi.aade.gr/myDATA/SendInvoices"


def send(xml_bytes):
    return requests.post(
        URL,
        data=xml_bytes,
        headers={
            "aade-user-id": AADE_USER_ID,
            "Ocp-Apim-Subscription-Key": SUBSCRIPTION_KEY,
            "Content-Type": "application/xml",
        },
        timeout=60,
    )
''',
    "hex:32",
)

reg(
    F,
    "vivlia_greek_email_kodikos_taxisnet_logistis",
    ("mail/Απεσταλμένα/<<date>>.eml", "Thunderbird/<<fa>>/Sent-<<nnn>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: grafeio@logistiki-<<n>>.gr
Subject: Κωδικοί TAXISnet για την περιοδική ΦΠΑ
Date: Wed, <<d>> Jan <<y>> <<hh>>:<<mi>>:00 +0200
Content-Type: text/plain; charset=utf-8

Καλησπέρα σας,

όπως είπαμε στο τηλέφωνο, για την υποβολή της περιοδικής δήλωσης ΦΠΑ του παλαιοπωλείου:

Όνομα χρήστη: <<fa>><<la>>
Κωδικός: <<cred>>

Ευχαριστώ πολύ,
<<first>>
""",
    "human",
    syntax="",
)

GREEK = ("Βιβλίο", "Θάλασσα", "Ήλιος", "Ελιά", "Οδύσσεια", "Παλιό", "Όμηρος", "Πέργαμος")


def _gr_cred(r, f):
    return f"{r.choice(GREEK)}{r.choice(('', '_', '.', '!', '#'))}{r.randint(10, 2026)}"


def _catalogue(s):
    data = {
        "catalogue": f"{s['org']}-{s['y']}",
        "dealer": f"{s['first']} {s['last']}",
        "ilab_member": True,
        "items": [
            {"sku": f"RB{s['nnn']}", "title": "Ὁμήρου Ὀδύσσεια, Ἑνετίησι 1524", "price_eur": 4800},
            {"sku": f"RB{s['nnn']}1", "title": "Χάρτης της Κρήτης, Coronelli", "price_eur": 950},
        ],
        "sync": {"target": "biblio.com", "user": s["user"], "password": s["cred"]},
    }
    return json.dumps(data, ensure_ascii=True, indent=2)


reg(
    F,
    "vivlia_catalogue_sync_json_unicode_escaped_kodikos",
    ("catalogue/sync_<<y>>.json", "exports/<<org>>-katalogos-<<n>>.json"),
    _catalogue,
    _gr_cred,
    decode=lambda t: dec_json_str(grab(r'"password": "(.*?)"', t)),
)

reg(
    F,
    "vivlia_woocommerce_rest_python_consumer_secret",
    ("eshop/woo_sync.py", "scripts/<<org>>_woo_<<n>>.py"),
    """from woocommerce import API

wcapi = API(
    url="https://<<dom>>",
    consumer_key="ck_<<ck>>",
    consumer_secret="<<cred>>",
    version="wc/v3",
    timeout=30,
)
for p in wcapi.get("products", params={"per_page": 50}).json():
    print(p["sku"], p["stock_quantity"])
""",
    lambda r, f: "cs_" + hexs(r, 40),
    extra=lambda r, s: {"ck": hexs(r, 40)},
)

reg(
    F,
    "vivlia_appraisal_notebook_ocr_kodikos_next_line",
    ("scans/tetradio_<<date>>.txt", "OCR/ektimiseis-<<n>>.txt"),
    """ΕΚΤΙΜΗΣΕΙΣ - <<d>>/<<m>>/<<y>>
Συλλογή κ. <<last>>: 14 τόμοι, Κοραής 1805 (φθορές στη ράχη)
Δημοπρασία Βέργος - λογαριασμός <<org>>
κωδ.
<<cred>>
""",
    "human",
    syntax="",
)
