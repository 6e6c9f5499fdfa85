"""Family o: a concrete hollow-block (CHB) and cement-products yard in Bulacan, Philippines
(Tagalog and English): Messenger, PayMongo, Semaphore SMS, the block machine's HMI, Viber,
a POS on MySQL, a logbook photo, Loyverse POS."""
# ruff: noqa: E501

from __future__ import annotations

import json

from eightyninth_spec import Fam

PH = Fam(
    name="hollowblock_cement_yard_philippines",
    orgs=("blokmatibay", "batobulacan", "semento"),
    display=(
        "Blok Matibay Hollow Blocks",
        "Bato Bulacan Concrete Products",
        "Semento Bayanihan Trading",
    ),
    tld="com.ph",
    first=(
        ("Rodel", "rodel"),
        ("Marites", "marites"),
        ("Arnel", "arnel"),
        ("Lorna", "lorna"),
        ("Reynaldo", "reynaldo"),
        ("Maricel", "maricel"),
        ("Jomar", "jomar"),
        ("Cristina", "cristina"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
        ("Mendoza", "mendoza"),
        ("Garcia", "garcia"),
        ("Aquino", "aquino"),
    ),
    words=(
        "bato",
        "semento",
        "bahay",
        "mahal",
        "ganda",
        "tagumpay",
        "pinoy",
        "adobo",
        "sampaguita",
        "bayanihan",
        "halohalo",
        "kalabaw",
        "bulalo",
        "lechon",
        "maharlika",
        "malolos",
    ),
    pets=("bantay", "brownie", "whitey", "muning", "chichi", "tagpi", "bogart"),
    cc="+63",
    tz="+08:00",
)


def _fb(s: dict) -> str:
    ms = int(s["ms"])
    doc = {
        "participants": [
            {"name": f"{s['first']} {s['last']}"},
            {"name": f"{s['first2']} {s['last2']}"},
        ],
        "messages": [
            {
                "sender_name": f"{s['first']} {s['last']}",
                "timestamp_ms": ms + 60000,
                "content": f"GCash for Business login: {s['login']} / {s['cred']} wag mo ipasa ha",
                "is_geoblocked_for_viewer": False,
            },
            {
                "sender_name": f"{s['first2']} {s['last2']}",
                "timestamp_ms": ms,
                "content": "Boss, ano ulit password ng GCash for Business? Magpapasweldo na sa mga trabahador",
                "is_geoblocked_for_viewer": False,
            },
        ],
        "title": f"{s['first2']} {s['last2']}",
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n']}",
    }
    return json.dumps(doc, indent=2)


PH.reg(
    "hollowblock_tagalog_messenger_json_gcash_business",
    (
        "facebook/messages/inbox/<<fa2>><<la2>>_<<n>>/message_1.json",
        "fb_export_<<d8>>/message_1.json",
    ),
    _fb,
    cred="human",
)

PH.reg(
    "hollowblock_paymongo_secret_key_node",
    ("orders/<<org>>/paymongo_<<n>>.js", "api-<<n2>>/src/paymongo.js"),
    """// online orders for CHB (4" / 6") and gravel - PayMongo checkout (GCash, Maya, cards)
const PAYMONGO_SECRET = '<<cred>>';
const auth = 'Basic ' + Buffer.from(PAYMONGO_SECRET + ':').toString('base64');

async function checkout(amountCentavos, description) {
  const res = await fetch('https://api.paymongo.com/v1/checkout_sessions', {
    method: 'POST',
    headers: { Authorization: auth, 'Content-Type': 'application/json' },
    body: JSON.stringify({ data: { attributes: { line_items: [{ amount: amountCentavos, currency: 'PHP', name: description, quantity: 1 }], payment_method_types: ['gcash', 'paymaya', 'card'] } } }),
  });
  return res.json();
}

module.exports = { checkout };
""",
    cred="p:paymongo",
    syntax="",
)

PH.reg(
    "hollowblock_semaphore_sms_delivery_php",
    ("yard/<<org>>/sms_<<n>>.php", "public_html/delivery-<<n2>>/sms.php"),
    """<?php
// Semaphore SMS - text the customer when the truck leaves the yard
$apikey = '<<cred>>';
$params = [
    'apikey' => $apikey,
    'number' => $_POST['number'],
    'message' => 'Papunta na po ang delivery ng hollow blocks ninyo. Salamat! - <<orgname>>',
    'sendername' => 'BLOKMATIBAY',
];
$ch = curl_init('https://api.semaphore.co/api/v4/messages');
curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query($params));
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
""",
    cred="hex:32",
    syntax="",
)

PH.reg(
    "hollowblock_block_machine_hmi_vnc_ini",
    ("hmi/<<org>>/blockmachine_<<n2>>.ini", "C/HMI/QT10-<<n>>/remote.ini"),
    """[Machine]
Model=QT10-15 automatic block machine
PLC=Siemens S7-200 SMART
HMI=Weintek cMT3092X

[VNC]
Enabled=1
Host=<<lan>>
Port=5900
Password=<<cred>>
ViewOnly=0

[Counter]
ExportPath=\\\\<<ip>>\\produksyon\\blocks_per_day
""",
    cred="pw",
)

PH.reg(
    "hollowblock_delivery_viber_text_reply_only",
    ("notes/viber_<<fa2>>_<<n>>.txt", "Desktop/viber_copy_<<d8>>.txt"),
    """[<<dmyy>> <<time>>] <<first2>>: Ser ano password ng wifi sa opisina ng yard? Ipapasa ko yung DR sa email
[<<dmyy>> <<time2>>] <<first>>: <<cred>>
[<<dmyy>> <<time2>>] <<first2>>: Salamat po
""",
    cred="human_x",
    syntax="",
)

PH.reg(
    "hollowblock_pos_mysql_my_cnf",
    ("etc/mysql/conf.d/pos_<<n2>>.cnf", "home/<<fa>>/.my.cnf"),
    """[client]
user=pos_backup
password=<<cred>>
host=<<ip>>

[mysqldump]
single-transaction
databases=pos_<<org>>
""",
    cred="pw",
    syntax="",
)

PH.reg(
    "hollowblock_logbook_photo_ocr_wifi_next_line",
    ("scans/logbook_<<d8>>_<<n>>.txt", "ocr/yard_logbook_p<<n2>>.txt"),
    """LOGBOOK - BLOCK YARD
<<dmy>>  produksyon: 2,<<n>> pcs 4" CHB
truck 2 - rodel - 600 pcs Malolos
WIFI OPISINA
<<cred>>
(huwag ibigay sa customer)
""",
    cred="human_x",
    syntax="",
)

PH.reg(
    "hollowblock_loyverse_pos_receipts_python",
    ("scripts/<<org>>/loyverse_sales_<<n>>.py", "pos/daily_sales_<<n2>>.py"),
    '''"""Daily sales of hollow blocks, cement bags and gravel from Loyverse POS."""

import datetime

import requests

LOYVERSE_TOKEN = "<<cred>>"

since = (datetime.datetime.utcnow() - datetime.timedelta(days=1)).isoformat() + "Z"
r = requests.get("https://api.loyverse.com/v1.0/receipts", params={"created_at_min": since}, headers={"Authorization": f"Bearer {LOYVERSE_TOKEN}"}, timeout=30)
print(sum(x["total_money"] for x in r.json()["receipts"]))
''',
    cred="hex:32",
)
