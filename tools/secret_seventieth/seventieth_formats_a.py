# ruff: noqa: E501
"""Family a: a POS and mobile money agent shop in Lagos (Nigeria), Nigerian Pidgin and Yoruba."""

from __future__ import annotations

from seventieth_spec import Fam, alnum, hexs, pick

F = Fam(
    name="lagos_pos_agent_moniepoint",
    orgs=("owoyajupoint", "ekocashhub", "alajepos"),
    tld="com.ng",
    first=(
        ("Adébáyọ̀", "adebayo"),
        ("Olúwaseun", "oluwaseun"),
        ("Fúnmiláyọ̀", "funmilayo"),
        ("Kẹ́hìndé", "kehinde"),
        ("Chinedu", "chinedu"),
        ("Ngozi", "ngozi"),
        ("Bísí", "bisi"),
        ("Túndé", "tunde"),
        ("Àmàkà", "amaka"),
        ("Ìbùkún", "ibukun"),
    ),
    last=(
        ("Ọládipọ̀", "oladipo"),
        ("Adéyẹmí", "adeyemi"),
        ("Okonkwo", "okonkwo"),
        ("Bello", "bello"),
        ("Ògúnlànà", "ogunlana"),
        ("Àjàyí", "ajayi"),
        ("Eze", "eze"),
    ),
    words=(
        "jollof",
        "suya",
        "danfo",
        "agege",
        "eko",
        "naija",
        "oshodi",
        "amala",
        "ewedu",
        "owambe",
        "egusi",
        "shakara",
        "alhaja",
        "wahala",
        "bole",
        "puff",
        "okada",
        "gbogbo",
        "owo",
        "ire",
    ),
    pets=("bingo", "scooby", "simba", "bobby", "jackie", "tiger"),
    towns=("Ikeja", "Oshodi", "Mushin", "Yaba", "Agege", "Ikorodu", "Ajah"),
    cc="+234",
)

F.reg(
    "posagent_pidgin_whatsapp_dashboard_login",
    (
        "chats/WhatsApp Chat with <<fa>> POS.txt",
        "Downloads/WhatsApp Chat - <<orgc>> Agents <<town>>.txt",
    ),
    """<<dmy>>, <<time>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
<<dmy>>, <<time>> - <<fn>> <<ln>>: Oga good morning o, the terminal for <<town>> don hang since 7am
<<dmy>>, <<time>> - <<fn2>>: Restart am first. If e no work, login to the agent dashboard from the phone
<<dmy>>, <<time>> - <<fn>> <<ln>>: Which login? Na you get am
<<dmy>>, <<time2>> - <<fn2>>: email na <<email>>
<<dmy>>, <<time2>> - <<fn2>>: password: <<cred>>
<<dmy>>, <<time2>> - <<fn2>>: Abeg no share am with anybody, after you finish delete am
<<dmy>>, <<time2>> - <<fn>> <<ln>>: E don work. Ẹ ṣé gan ni sir 🙏
<<dmy>>, <<time2>> - <<fn>> <<ln>>: <Media omitted>
""",
    "human",
)

F.reg(
    "posagent_paystack_webhook_verify_php",
    ("public_html/paystack/webhook.php", "agentpay/<<org>>/callback/verify.php"),
    """<?php
// <<orgc>> wallet top-up: Paystack sends charge.success here
// written by <<fa>> <<date>> — no move this file abeg

define('PAYSTACK_SECRET_KEY', '<<cred>>');

$input = @file_get_contents("php://input");
$signature = $_SERVER['HTTP_X_PAYSTACK_SIGNATURE'] ?? '';
if (!$signature || $signature !== hash_hmac('sha512', $input, PAYSTACK_SECRET_KEY)) {
    http_response_code(401);
    exit();
}
$event = json_decode($input);
if ($event->event === 'charge.success') {
    $db = new mysqli('localhost', 'agentpay', getenv('DB_PASS'), 'agentpay');
    $stmt = $db->prepare("UPDATE wallets SET balance = balance + ? WHERE phone = ?");
    $amount = $event->data->amount / 100;
    $stmt->bind_param('ds', $amount, $event->data->customer->phone);
    $stmt->execute();
}
http_response_code(200);
""",
    "p:paystack",
    syntax="",
)

F.reg(
    "posagent_termii_low_float_sms_alert_py",
    ("scripts/float_alert.py", "home/<<fa>>/pos/low_float_<<town>>.py"),
    '''"""Send SMS to oga when float for <<town>> shop don low (cron every 30 min)."""

import json
import urllib.request

TERMII_API_KEY = "<<cred>>"
SENDER_ID = "<<orgc>>"
OGA_PHONE = "<<phone>>"
THRESHOLD_NAIRA = 50000


def send_sms(to: str, text: str) -> None:
    body = json.dumps(
        {
            "to": to,
            "from": SENDER_ID,
            "sms": text,
            "type": "plain",
            "channel": "generic",
            "api_key": TERMII_API_KEY,
        }
    ).encode()
    req = urllib.request.Request(
        "https://api.ng.termii.com/api/sms/send",
        data=body,
        headers={"Content-Type": "application/json"},
    )
    urllib.request.urlopen(req, timeout=20)


if __name__ == "__main__":
    balance = float(open("/var/lib/pos/float_<<town>>.txt").read().strip() or 0)
    if balance < THRESHOLD_NAIRA:
        send_sms(OGA_PHONE, f"Float for <<town>> don reach N{balance:,.0f}. Abeg top up.")
''',
    "p:termii",
)


def _float_csv(s: dict) -> str:
    rows = ["terminal_id,serial_no,location,agent_name,app_login,app_password,float_ngn"]
    for i in range(4):
        pw = s["cred"] if i == s["row"] else s["others"][i]
        rows.append(
            f"2MPT{s['nnnn'] + i * 17},{s['serials'][i]},{s['town']},{s['names'][i]},{s['logins'][i]},{pw},{s['floats'][i]}"
        )
    return "\n".join(rows) + "\n"


def _float_extra(rng, s):
    return {
        "row": rng.randrange(4),
        "others": [F.human(rng) for _ in range(4)],
        "serials": [f"P{rng.randint(10**9, 10**10 - 1)}" for _ in range(4)],
        "names": [
            f"{pick(rng, F.first)[1].capitalize()} {pick(rng, F.last)[1].capitalize()}"
            for _ in range(4)
        ],
        "logins": [f"0{rng.randint(70, 91)}{rng.randint(10000000, 99999999)}" for _ in range(4)],
        "floats": [rng.randint(5, 400) * 1000 for _ in range(4)],
    }


F.reg(
    "posagent_terminal_float_sheet_csv_app_password",
    ("exports/terminals_<<d8>>.csv", "Documents/POS/float_<<town>>_<<d8>>.csv"),
    _float_csv,
    "human_b",
    extra=_float_extra,
)

F.reg(
    "posagent_yoruba_sms_backup_reply_only_value",
    ("SMSBackupRestore/sms-<<d8>><<nnnn>>.xml", "backup/phone_<<fa>>/sms-<<d8>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<nnnn>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" subject="null" body="Ẹ kú àárọ̀. Jọ̀ọ́, kí ni ọ̀rọ̀ aṣínà fún OPay ti ṣọ́ọ̀bù <<town>>?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="<<fn2>> <<ln2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<fn2>> <<ln2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ms>>" type="1" subject="null" body="O ti wọlé. Ẹ ṣé o!" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="<<fn2>> <<ln2>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "posagent_flutterwave_node_dotenv",
    ("agent-wallet/.env", "srv/<<org>>-api/.env.production"),
    """# <<orgc>> agent wallet API
NODE_ENV=production
PORT=4000
APP_URL=https://wallet.<<dom>>
DATABASE_URL=postgres://wallet@127.0.0.1:5432/wallet
FLW_PUBLIC_KEY=FLWPUBK-<<pub>>-X
FLW_SECRET_KEY=<<cred>>
FLW_ENCRYPTION_KEY=<<enckey>>
SETTLEMENT_BANK=Moniepoint MFB
""",
    "p:flutterwave",
    extra=lambda rng, s: {"pub": hexs(rng, 32), "enckey": hexs(rng, 12)},
)

F.reg(
    "posagent_mifi_router_handover_note_pidgin",
    ("Desktop/handover <<town>>.txt", "notes/<<fa>>_handover_<<d8>>.txt"),
    """HANDOVER - <<orgc>> <<town>> shop  (<<dmy>>)
from <<fn>> to <<fn2>>

1. Open shop 8am. Count float before you start, write am for book.
2. The 2 POS (Moniepoint + OPay) dey inside drawer, charger dey under table.
3. If network cut, use the MiFi (MTN). Admin page na http://192.168.0.1
   user: admin
   pass: <<cred>>
4. Light: NEPA no dey reliable, on gen only after 6pm.
5. Any customer wey complain of failed transfer, collect session ID, no pay am cash back!!

E se, <<fn>>
""",
    "human",
)

F.reg(
    "posagent_monnify_reconcile_apps_script",
    ("apps-script/Reconcile.gs", "clasp/<<org>>-reconcile/Code.gs"),
    """/**
 * <<orgc>>: pull yesterday's Monnify transactions into the "Recon" sheet.
 * Trigger: daily 06:00 (Africa/Lagos).
 */
const MONNIFY_API_KEY = 'MK_PROD_<<apikey>>';
const MONNIFY_SECRET_KEY = '<<cred>>';
const CONTRACT_CODE = '<<contract>>';

function monnifyToken_() {
  const auth = Utilities.base64Encode(MONNIFY_API_KEY + ':' + MONNIFY_SECRET_KEY);
  const res = UrlFetchApp.fetch('https://api.monnify.com/api/v1/auth/login', {
    method: 'post',
    headers: { Authorization: 'Basic ' + auth },
  });
  return JSON.parse(res.getContentText()).responseBody.accessToken;
}

function reconcile() {
  const token = monnifyToken_();
  const sheet = SpreadsheetApp.getActive().getSheetByName('Recon');
  const url = 'https://api.monnify.com/api/v1/transactions/search?contractCode=' + CONTRACT_CODE;
  const data = JSON.parse(UrlFetchApp.fetch(url, { headers: { Authorization: 'Bearer ' + token } }).getContentText());
  data.responseBody.content.forEach((t) => sheet.appendRow([t.transactionReference, t.amount, t.paymentStatus]));
}
""",
    "p:monnify",
    syntax="",
    extra=lambda rng, s: {
        "apikey": alnum(rng, 10, "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"),
        "contract": str(rng.randint(10**9, 10**10 - 1)),
    },
)
