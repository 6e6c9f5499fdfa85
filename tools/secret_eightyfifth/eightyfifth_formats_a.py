# ruff: noqa: E501
"""Family a: a municipal waste-collection contractor in Nairobi, Kenya (Swahili / English):
route planning, fleet tracking, M-Pesa collections, RFID bin readers, county levy portal."""

from __future__ import annotations

import random

from eightyfifth_spec import KENYA as F
from eightyfifth_spec import dec_url_after, enc_url, gen_pw, hexs, prov


def _plates(rng: random.Random) -> str:
    return f"K{rng.choice('BCD')}{rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ')} {rng.randint(100, 999)}{rng.choice('ABCDEFGHJK')}"


# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "kanjo_swahili_whatsapp_nenosiri_routeplanner",
    (
        "exports/WhatsApp Chat with Madereva <<org>> <<n>>.txt",
        "simu/<<fa>>/WhatsApp Chat - Zamu ya Usiku <<yy>>.txt",
    ),
    """<<dd>>/<<mm>>/<<year>>, <<t1>> - <<first>> <<last>>: Habari za asubuhi wote, leo tunaanza Kasarani route 3 kwanza
<<dd>>/<<mm>>/<<year>>, <<t2>> - <<first2>>: Sawa boss. Lakini RouteXL haifunguki kwa tablet ya lori <<nn>>
<<dd>>/<<mm>>/<<year>>, <<t2>> - <<first>> <<last>>: Ingia na account ya ofisi. Jina: dispatch@<<dom>>
<<dd>>/<<mm>>/<<year>>, <<t2>> - <<first>> <<last>>: Nenosiri: <<cred>>
<<dd>>/<<mm>>/<<year>>, <<t2>> - <<first2>>: Imekubali 👍 asante
<<dd>>/<<mm>>/<<year>>, <<t4>> - <<first>> <<last>>: Msibadilishe nenosiri tafadhali, ni ya wote. Futa ujumbe huu baadaye
<<dd>>/<<mm>>/<<year>>, <<t5>> - <<first2>>: <Media omitted>
""",
    "human",
    syntax="",
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "kanjo_daraja_mpesa_stk_env_consumer_secret",
    ("billing-api/.env", "deploy/<<org>>-collections/.env.production"),
    """APP_NAME="<<org_c>> Collections"
APP_ENV=production
APP_URL=https://pay.<<dom>>

# Safaricom Daraja - Lipa na M-Pesa Online (paybill <<nnnn>>77)
MPESA_ENV=production
MPESA_SHORTCODE=<<nnnn>>77
MPESA_CONSUMER_KEY=<<key>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_PASSKEY=<<passkey>>
MPESA_CALLBACK_URL=https://pay.<<dom>>/api/mpesa/callback
MPESA_TRANSACTION_TYPE=CustomerPayBillOnline

DB_CONNECTION=mysql
DB_HOST=<<ip>>
DB_DATABASE=collections
DB_USERNAME=billing
""",
    "p:daraja_secret",
    syntax="",
    extra=lambda r, s: {"key": prov(r, "daraja_key"), "passkey": prov(r, "daraja_passkey")},
)

# 3 ---------------------------------------------------------------------------------------------
F.reg(
    "kanjo_wialon_fleet_token_python_trip_report",
    ("scripts/wialon_trips_<<yy>><<mm>>.py", "ops/fleet/<<fa>>_mileage_report.py"),
    '''"""Daily mileage per compactor truck from Wialon Hosting (for the county tonnage claim)."""

import csv
import json
import urllib.parse
import urllib.request

WIALON = "https://hst-api.wialon.com/wialon/ajax.html"
TOKEN = "<<cred>>"  # <<fa>>: token ya user fleet_<<org>>, expires end of year
RESOURCE_ID = <<nnnn>><<nn>>


def call(svc, params, sid=None):
    q = {"svc": svc, "params": json.dumps(params)}
    if sid:
        q["sid"] = sid
    with urllib.request.urlopen(WIALON + "?" + urllib.parse.urlencode(q)) as r:
        return json.load(r)


sid = call("token/login", {"token": TOKEN})["eid"]
units = call("core/search_items", {"spec": {"itemsType": "avl_unit", "propName": "sys_name", "propValueMask": "*", "sortType": "sys_name"}, "force": 1, "flags": 1, "from": 0, "to": 0}, sid)
with open("trips_<<ymd>>.csv", "w", newline="") as fh:
    w = csv.writer(fh)
    w.writerow(["unit", "name"])
    for u in units["items"]:
        w.writerow([u["id"], u["nm"]])
''',
    "p:wialon",
)

# 4 ---------------------------------------------------------------------------------------------
F.reg(
    "kanjo_rfid_bin_lift_reader_ini_ftp_upload",
    ("trucks/<<plate_path>>/binreader.ini", "config/rfid/<<org>>_lift_<<n>>.ini"),
    """; UHF RFID bin-lift reader (Impinj R700 + Raspberry Pi logger), truck <<plate>>
[reader]
host = 192.168.8.<<n>>
antennas = 1,2
tx_power_dbm = 27.5
min_rssi = -68

[gps]
device = /dev/ttyUSB0
baud = 9600

[upload]
protocol = ftps
server = ftp.<<dom>>
port = 21
user = lift_<<n>>
password = <<cred>>
remote_dir = /binlifts/<<ymd>>
interval_s = 300
""",
    "pw",
    extra=lambda r, s: {"plate": (p := _plates(r)), "plate_path": p.replace(" ", "")},
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "kanjo_africastalking_collection_day_sms_php",
    ("public_html/cron/sms_reminder.php", "app/<<org>>/notify_<<n>>.php"),
    """<?php
// Kumbusho la siku ya kuzoa taka - sent 18:00 the evening before collection
require __DIR__ . '/vendor/autoload.php';

use AfricasTalking\\SDK\\AfricasTalking;

$username = '<<org>>';
$apiKey   = '<<cred>>';

$AT  = new AfricasTalking($username, $apiKey);
$sms = $AT->sms();

$pdo = new PDO('mysql:host=<<ip>>;dbname=customers', 'reminder', getenv('DB_PASS'));
foreach ($pdo->query("SELECT phone, estate FROM households WHERE route_day = DAYOFWEEK(CURDATE() + INTERVAL 1 DAY)") as $row) {
    $sms->send([
        'to'      => $row['phone'],
        'message' => "Habari! Gari la taka la <<org_c>> litafika {$row['estate']} kesho asubuhi. Weka mfuko nje kabla ya saa 1.",
        'from'    => '<<org_u>>',
    ]);
}
""",
    "p:africastalking",
    syntax="",
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "kanjo_county_levy_portal_curl_form_percent_encoded",
    ("home/<<fa>>/.bash_history", "backup/ops-laptop/<<user>>.bash_history"),
    """cd ~/levy
ls -la
curl -s -c jar.txt https://epayments.<<county>>.go.ke/login
curl -s -b jar.txt -c jar.txt -X POST https://epayments.<<county>>.go.ke/auth/login --data "username=<<kra>>&password=<<enc>>&remember=1"
curl -s -b jar.txt "https://epayments.<<county>>.go.ke/api/permits/solid-waste?year=<<year>>" | jq . > permits_<<year>>.json
less permits_<<year>>.json
python3 tonnage.py --month <<mm>>
""",
    "pw",
    syntax="",
    extra=lambda r, s: {
        "enc": enc_url(s["cred"]),
        "county": r.choice(("nairobi", "kiambu", "machakos")),
        "kra": f"P05{r.randint(1000000, 9999999)}{r.choice('ABCDEFGHJK')}",
    },
    decode=dec_url_after("&password=", "&remember"),
)


# 7 ---------------------------------------------------------------------------------------------
def _drivers_csv(s: dict) -> str:
    rows = ["Dereva,Simu,Lori,Tablet PIN,RouteXL login,Nenosiri"]
    rows += s["rows"]
    return "\n".join(rows) + "\n"


def _driver_rows(rng: random.Random, s: dict) -> dict:
    rows = []
    k = rng.randint(0, 3)
    for i in range(4):
        f, last = pick_name(rng)
        pw = s["cred"] if i == k else F.human(rng)
        rows.append(
            f"{f} {last},{F.cc}7{rng.randint(10000000, 99999999)},{_plates(rng)},{rng.randint(1000, 9999)},{f.lower()}@{s['dom']},{pw}"
        )
    return {"rows": rows}


def pick_name(rng: random.Random) -> tuple[str, str]:
    return rng.choice(F.first)[1], rng.choice(F.last)[1]


F.reg(
    "kanjo_driver_roster_csv_routexl_nenosiri_column",
    ("ofisi/madereva_<<year>>.csv", "Downloads/roster_<<org>>_<<mm>><<yy>>.csv"),
    _drivers_csv,
    "human",
    syntax="",
    extra=_driver_rows,
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "kanjo_supervisor_sms_backup_reply_only_value",
    (
        "SMSBackupRestore/sms-<<year>><<mm>><<dd>><<hh>><<mi>>.xml",
        "phone-backup/<<fa>>/sms-<<ymd>>.xml",
    ),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="Boss, weighbridge ya Ruai imeniuliza password ya gate app tena. Ni gani?" toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" date_sent="<<ts>>000" sub_id="1" readable_date="<<dd>>/<<mm>>/<<year>> <<t1>>:03" contact_name="<<first2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>120" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dd>>/<<mm>>/<<year>> <<t1>>:58" contact_name="<<first2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>300" type="1" subject="null" body="Asante, imefunguka" toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" date_sent="<<ts>>300" sub_id="1" readable_date="<<dd>>/<<mm>>/<<year>> <<t2>>:09" contact_name="<<first2>>" />
</smses>
""",
    "human",
)

_ = (gen_pw, hexs)
