# ruff: noqa: E501
"""Family j: a prepaid load and data reseller (e-loading) in Cebu, Philippines; Tagalog, Cebuano, Taglish."""

from hundredseventeenth_spec import Fam, alnum, rsa_pem

F = Fam(
    name="eloading_data_reseller_cebu",
    orgs=("loadsulit", "pasaloadko", "bisayaload", "tindahanet"),
    tld="ph",
    first=(
        ("Maricel", "maricel"),
        ("Jun-Jun", "junjun"),
        ("Rowena", "rowena"),
        ("Jomar", "jomar"),
        ("Kristine", "kristine"),
        ("Bong", "bong"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Villanueva", "villanueva"),
        ("Bautista", "bautista"),
        ("Cabahug", "cabahug"),
    ),
    words=(
        "mahal",
        "sulit",
        "cebu",
        "lechon",
        "tindahan",
        "load",
        "pasaload",
        "mabuhay",
        "ganda",
        "pogi",
        "bisaya",
        "sinulog",
        "kuya",
        "ate",
    ),
    pets=("bantay", "whitey", "brownie", "choco", "bruno"),
    cc="+63",
    city="Cebu City",
)

F.reg(
    "loadsulit_taglish_messenger_copied_loading_app",
    ("Documents/messenger_<<fa>>_<<n>>.txt", "notes/ate_<<fa>>_<<n>>.txt"),
    """<<fn>> <<ln>>
Ate, na-logout ako sa loading app, ano ulit password natin? 😅
<<time>>

<<fn2>> <<ln2>>
eto <<cred>>
wag mo ipapakita sa iba ha
<<time2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "loadsulit_paymongo_wallet_topup_express",
    ("server/paymongo.js", "src/<<org>>/topup_<<n>>.js"),
    """const express = require('express');
const axios = require('axios');

const PAYMONGO_SECRET = '<<cred>>';
const app = express();
app.use(express.json());

app.post('/topup', async (req, res) => {
  const { data } = await axios.post('https://api.paymongo.com/v1/links', {
    data: { attributes: { amount: req.body.amount * 100, description: 'Wallet top-up <<Org>>' } },
  }, { auth: { username: PAYMONGO_SECRET, password: '' } });
  res.json({ checkout_url: data.data.attributes.checkout_url });
});
app.listen(8080);
""",
    cred="p:paymongo",
    syntax="",
)

F.reg(
    "loadsulit_subreseller_accounts_csv",
    ("exports/subresellers_<<date>>.csv", "Downloads/retailers_<<n>>.csv"),
    """retailer_id,pangalan,barangay,mobile,username,password,wallet
R<<n2>>,<<fn>> <<ln>>,Lahug,<<phone>>,<<user>>,<<cred>>,1520.00
R<<n>>7,<<fn2>> <<ln2>>,Mabolo,<<phone2>>,<<fa2>>,,0.00
""",
    cred="pw",
    syntax="",
)

F.reg(
    "loadsulit_eload_wallet_api_hmac_python",
    ("eload/send_load.py", "scripts/eload_<<n>>.py"),
    """import hashlib
import hmac
import time

import requests

API_ID = "<<org>>-<<n>>"
API_SECRET = "<<cred>>"


def send_load(mobile: str, product: str) -> dict:
    ts = str(int(time.time()))
    sig = hmac.new(API_SECRET.encode(), f"{API_ID}{mobile}{product}{ts}".encode(), hashlib.sha256).hexdigest()
    return requests.post("https://api.<<dom>>/v2/load", json={"id": API_ID, "mobile": mobile, "product": product, "ts": ts, "sig": sig}, timeout=20).json()


print(send_load("<<phone>>", "GIGA99"))
""",
    cred="x:elw_live_:40",
)

F.reg(
    "loadsulit_semaphore_sms_balance_alert_php",
    ("alerts/low_balance.php", "public_html/<<org>>/sms_<<n>>.php"),
    """<?php
$apikey = '<<cred>>';
$ch = curl_init('https://api.semaphore.co/api/v4/messages');
curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query([
    'apikey'     => $apikey,
    'number'     => '<<phone>>',
    'message'    => 'Ubos na ang load wallet (P' . $balance . '). Mag-top up na po.',
    'sendername' => 'LOADSULIT',
]));
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
curl_exec($ch);
""",
    cred="hex:32",
    syntax="",
)

F.reg(
    "loadsulit_page_messenger_bot_yaml",
    ("bot/config.yaml", "deploy/<<org>>/messenger_bot.yml"),
    """page:
  name: "<<Org>> Load Center"
  id: "1<<n2>><<n>><<n2>>"
  access_token: "<<cred>>"
  verify_webhook: "${FB_VERIFY}"
replies:
  greeting: "Hi po! Anong load ang kailangan? Type GIGA, TNT o SMART."
""",
    cred=lambda rng: "EAA" + alnum(rng, 180),
)

F.reg(
    "loadsulit_sms_backup_xml_bisaya_reply_only",
    ("SMSBackupRestore/sms-<<date>><<n>>.xml", "backup/sms_<<fa>>_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<n2>><<n>>" backup_date="17<<n2>><<n>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="17<<n2>><<n>>111" type="2" subject="null" body="Day unsa man ang password sa retailer app? Naa koy customer nag-hulat" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="<<dmy>> <<time>>" contact_name="<<fn>>" />
  <sms protocol="0" address="<<phone>>" date="17<<n2>><<n>>222" type="1" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="<<dmy>> <<time2>>" contact_name="<<fn>>" />
</smses>
""",
    cred="human_x",
)

F.reg(
    "loadsulit_sheets_service_account_json_key",
    ("credentials/<<org>>-sheets-<<n>>.json", "sheets-sync/service_account.json"),
    """{
  "type": "service_account",
  "project_id": "<<org>>-load-<<n>>",
  "private_key_id": "<<kid>>",
  "private_key": "<<cred>>\\n",
  "client_email": "sheets-sync@<<org>>-load-<<n>>.iam.gserviceaccount.com",
  "client_id": "1<<n2>><<n2>><<n2>><<n2>><<n>>",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
    cred=lambda rng: rsa_pem(rng, pkcs8=True).replace("\n", "\\n"),
    extra=lambda rng, s: {"kid": "".join(rng.choice("0123456789abcdef") for _ in range(40))},
)
