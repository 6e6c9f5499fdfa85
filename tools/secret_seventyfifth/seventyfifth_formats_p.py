# ruff: noqa: E501
"""Family p: a Manila domestic-staff (kasambahay) agency (Philippines; Tagalog and Taglish)."""

from __future__ import annotations

from seventyfifth_spec import Fam, rsa_pem, uuid4

F = Fam(
    name="manila_domestic_staff_agency",
    orgs=("kasambahay", "bahayhelpers", "yayaagad"),
    tld="com.ph",
    first=(
        ("Maria", "maria"),
        ("Jose", "jose"),
        ("Rosalie", "rosalie"),
        ("Mark", "mark"),
        ("Jocelyn", "jocelyn"),
        ("Ramon", "ramon"),
        ("Cristina", "cristina"),
        ("Jun", "jun"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
        ("Mendoza", "mendoza"),
        ("Aquino", "aquino"),
    ),
    words=(
        "bahay",
        "yaya",
        "mahal",
        "pamilya",
        "salamat",
        "masaya",
        "ginebra",
        "pacquiao",
        "adobo",
        "sinigang",
        "lechon",
        "jollibee",
        "kuya",
        "ate",
        "tondo",
        "quiapo",
        "makati",
        "bulaklak",
        "araw",
        "tadhana",
    ),
    pets=("bantay", "whitey", "brownie", "chichi", "tagpi", "bogart"),
    cc="+63",
)

F.reg(
    "manilakasambahay_paymongo_gcash_checkout_dotenv",
    ("placement-fees/<<org>>/.env", "apps/employer-portal/.env.branch<<site>>"),
    """# Placement fee payments (GCash / Maya / cards) via PayMongo Checkout
APP_URL=https://employers.<<dom>>
PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_ID=hook_<<pk>>
PAYMENT_METHODS=gcash,paymaya,card
""",
    cred="p:paymongo",
    extra=lambda rng, s: {"pk": uuid4(rng).replace("-", "")[:24]},
)

F.reg(
    "manilakasambahay_taglish_viber_copied_password",
    ("viber/kopya_<<fa>>_<<date>>.txt", "notes/viber_branch<<site>>_<<n>>.txt"),
    """[<<dmy>> <<time>>] <<fn>> <<ln>>: Ate, ano ulit password ng DMW e-Registration account natin? Mag-uupload ako ng contracts
[<<dmy>>, <<time2>>] <<fn2>> <<ln2>>: Username: <<email>>
[<<dmy>>, <<time2>>] <<fn2>> <<ln2>>: Password: <<cred>>
[<<dmy>>, <<time2>>] <<fn2>> <<ln2>>: Wag mo ipasa sa GC ha
[<<dmy>>, <<time2>>] <<fn>> <<ln>>: Opo ate, salamat po!
""",
    cred="human",
)

F.reg(
    "manilakasambahay_xendit_invoice_php_secret",
    ("billing/xendit_<<org>>.php", "portal/invoices/create_<<n>>.php"),
    """<?php
// Monthly salary-processing fee invoices for employers (Xendit)
require 'vendor/autoload.php';
use Xendit\\Configuration;
use Xendit\\Invoice\\InvoiceApi;

Configuration::setXenditKey('<<cred>>');
$api = new InvoiceApi();
$invoice = $api->createInvoice([
    'external_id' => 'KSB-<<date>>-<<nn>>',
    'amount' => 1500,
    'payer_email' => '<<email2>>',
    'description' => 'Kasambahay payroll service fee',
]);
echo $invoice['invoice_url'];
""",
    cred="p:xendit",
    syntax="",
)

F.reg(
    "manilakasambahay_semaphore_sms_python_apikey",
    ("sms/semaphore_interview_reminders_<<org>>.py", "scripts/paalala_sms_<<n>>.py"),
    '''"""Paalala (reminder) SMS to applicants the day before their interview (Semaphore)."""

import requests

SEMAPHORE_APIKEY = "<<cred>>"
SENDER = "KASAMBAHAY"


def paalala(number: str, name: str, when: str) -> int:
    msg = f"Hi {name}! Paalala: interview mo bukas {when} sa Makati office. Salamat!"
    r = requests.post(
        "https://api.semaphore.co/api/v4/messages",
        data={"apikey": SEMAPHORE_APIKEY, "number": number, "message": msg, "sendername": SENDER},
        timeout=20,
    )
    return r.status_code
''',
    cred="hex:32",
)


def _sa_key(rng, fam) -> str:
    return rsa_pem(rng, pkcs8=True).replace("\n", "\\n") + "\\n"


F.reg(
    "manilakasambahay_gsheets_service_account_json_key",
    ("credentials/<<org>>-applicants-<<serial>>.json", "secrets/gsheets_branch<<site>>.json"),
    """{
  "type": "service_account",
  "project_id": "<<org>>-applicants",
  "private_key_id": "<<kid>>",
  "private_key": "<<cred>>",
  "client_email": "sheets-sync@<<org>>-applicants.iam.gserviceaccount.com",
  "client_id": "1<<cid>>",
  "auth_uri": "https://accounts.google.com/o/oauth2/auth",
  "token_uri": "https://oauth2.googleapis.com/token"
}
""",
    cred=_sa_key,
    extra=lambda rng, s: {
        "kid": "".join(rng.choice("0123456789abcdef") for _ in range(40)),
        "cid": str(rng.randint(10**19, 10**20 - 1)),
    },
)

F.reg(
    "manilakasambahay_jotform_applicants_apps_script_key",
    ("apps_script/jotform_aplikante_<<org>>.gs", "gas/applicants_sync_<<n>>.gs"),
    """// Kinukuha ang mga bagong aplikante mula sa Jotform papunta sa Google Sheet
var JOTFORM_API_KEY = '<<cred>>';
var FORM_ID = '2<<nn>><<nn>><<nn>>';

function syncApplicants() {
  var url = 'https://api.jotform.com/form/' + FORM_ID + '/submissions?apiKey=' + JOTFORM_API_KEY + '&limit=100';
  var data = JSON.parse(UrlFetchApp.fetch(url).getContentText());
  var sheet = SpreadsheetApp.getActive().getSheetByName('Aplikante');
  data.content.forEach(function (s) { sheet.appendRow([s.id, s.created_at, JSON.stringify(s.answers)]); });
}
""",
    cred="hex:32",
    syntax="",
)

F.reg(
    "manilakasambahay_tagalog_email_password_sss_portal",
    ("mail/SSS_<<fa>>_<<date>>.eml", "gmail/<<org>>_<<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Login sa My.SSS employer account
Date: <<dmy>> <<time>> +0800
Content-Type: text/plain; charset=UTF-8

Hi <<fn2>>,

Ikaw muna ang mag-file ng contributions ng mga kasambahay ngayong buwan habang naka-leave ako.

Employer ID: <<nn>><<nn>><<n>>
User ID: <<fa>><<la>>
Password: <<cred>>

Paki-log out pagkatapos. Salamat!
<<fn>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "manilakasambahay_employers_tsv_gcash_logins",
    ("exports/employers_<<date>>.tsv", "shared/branch<<site>>_gcash_accounts.tsv"),
    """branch\tcontact\tmobile\tGCash for Business login\tpassword
Makati\t<<fn>> <<ln>>\t<<phone>>\t<<phone>>\t<<cred>>
Quezon City\t<<fn2>> <<ln2>>\t<<phone2>>\t<<phone2>>\tnasa kuya Jun
""",
    cred="human_x",
)
