# ruff: noqa: E501
"""Family j: an overnight newborn-care (night nurse / night nanny) service in Wellington (New
Zealand; NZ English with te reo Māori)."""

from __future__ import annotations

from hundredseventh_spec import Fam, dec_basic, enc_b64, reg

FAM = Fam(
    name="tapuhi_overnight_wellington",
    orgs=("kaitiakipo", "moepai", "nightowlnz", "whanaurest"),
    tld="co.nz",
    first=("Aroha", "Mere", "Tama", "Hine", "Sophie", "Olivia", "Liam", "Ngaio"),
    first_a=("aroha", "mere", "tama", "hine", "sophie", "olivia", "liam", "ngaio"),
    last=("Ngata", "Parata", "Walker", "Tipene", "Brown", "Wilson"),
    last_a=("ngata", "parata", "walker", "tipene", "brown", "wilson"),
    words=(
        "kiwi",
        "pohutukawa",
        "kowhai",
        "tui",
        "marmite",
        "pavlova",
        "allblacks",
        "wellington",
        "moana",
        "whetu",
    ),
    pets=("buddy", "poppy", "milo", "bella", "ruru", "nala"),
    cc="+64",
    cities=("Karori", "Newtown", "Petone", "Island Bay"),
)


def _basic(rng, s):
    s["enc"] = enc_b64(f"{s['org']}_REST:{s['cred']}")


reg(
    FAM,
    "tapuhi_ios_whatsapp_nz_nanit_login",
    ("WhatsApp Chat - <<first>> <<last>>/_chat.txt", "chats/night_nurse_<<n>>_chat.txt"),
    """[<<d1>>/<<mon>>/<<yy>>, <<h12>>:<<mi>>:12 pm] <<first>> <<last>>: Kia ora! Tonight's the first night, baby's due a feed around 11
[<<d1>>/<<mon>>/<<yy>>, <<h12>>:<<mi>>:40 pm] <<first>> <<last>>: Nanit login so you can watch from the spare room: <<email>> / <<cred>>
[<<d1>>/<<mon>>/<<yy>>, <<h12>>:<<mi>>:02 pm] <<first2>> (Night Nurse): Ka pai, got it. See you at 9 🌙
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "tapuhi_xero_payroll_oauth_python_client_secret",
    ("payroll/xero_timesheets.py", "scripts/xero_<<n>>.py"),
    '''"""Push night-shift timesheets into Xero Payroll NZ."""

import requests

CLIENT_ID = "<<rid>><<rid>><<rid>><<rid>><<rid>>AB"
CLIENT_SECRET = "<<cred>>"
TOKEN_URL = "https://identity.xero.com/connect/token"


def token() -> str:
    r = requests.post(TOKEN_URL, data={"grant_type": "client_credentials", "scope": "payroll.timesheets"}, auth=(CLIENT_ID, CLIENT_SECRET), timeout=30)
    r.raise_for_status()
    return r.json()["access_token"]
''',
    "b64u:36",
)

reg(
    FAM,
    "tapuhi_windcave_rest_request_dump_basic_base64",
    ("debug/windcave_request_<<n>>.http", "logs/windcave_<<date>>.txt"),
    """POST /api/v1/sessions HTTP/1.1
Host: sec.windcave.com
Content-Type: application/json
Authorization: Basic <<enc>>
User-Agent: <<org>>-booking/2.3

{"type":"purchase","amount":"<<n>>.00","currency":"NZD","merchantReference":"NIGHT-<<n4>>","callbackUrls":{"approved":"https://<<dom>>/paid"}}
""",
    "alnum:64",
    syntax="",
    extra=_basic,
    decode=dec_basic,
)

reg(
    FAM,
    "tapuhi_night_log_apps_script_twilio_token",
    ("apps-script/Code.gs", "night-log/<<org>>_<<n>>.gs"),
    """// Night log sheet -> text the parents at 6am with the feeds and sleeps
const TWILIO_SID = 'AC<<rid>><<rid>><<rid>><<rid>><<rid>>ab';
const TWILIO_TOKEN = '<<cred>>';

function morningSummary() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('Pō / Night');
  const rows = sheet.getDataRange().getValues().slice(-8);
  const body = rows.map(r => `${r[0]} ${r[1]} ${r[2]}`).join('\\n');
  UrlFetchApp.fetch(`https://api.twilio.com/2010-04-01/Accounts/${TWILIO_SID}/Messages.json`, {
    method: 'post',
    headers: { Authorization: 'Basic ' + Utilities.base64Encode(TWILIO_SID + ':' + TWILIO_TOKEN) },
    payload: { To: '<<phone>>', From: '+6421<<n4>>', Body: body },
  });
}
""",
    "p:twilio",
    syntax="",
)

reg(
    FAM,
    "tapuhi_shift_handover_markdown_ring_alarm_login",
    ("handover/<<la>>_whanau.md", "notes/<<date>>_handover.md"),
    """# <<last>> whānau - night shift handover

- Pēpi: feeds 11pm / 2am / 5am, bottle in the fridge door
- Swaddle: the grey merino one
- Front door: Ring alarm, disarm from the app on the nursery tablet
  - Ring login: <<email>>
  - pw: <<cred>>
- Parents' room is upstairs, only wake Mum if temp > 38

Ngā mihi, <<first2>>
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "tapuhi_roster_slack_bot_env_token",
    ("roster-bot/.env", "<<org>>/slack/.env"),
    """SLACK_BOT_TOKEN=<<cred>>
SLACK_CHANNEL=#night-roster
TZ=Pacific/Auckland
ROSTER_SHEET_ID=1<<rid>><<serial>><<rid>>
""",
    "p:slack",
    syntax="",
)

reg(
    FAM,
    "tapuhi_imazing_messages_csv_reply_only",
    ("iMazing/Messages - <<first>> <<last>>.csv", "exports/sms_<<n>>.csv"),
    """Chat Session,Message Date,Delivered Date,Read Date,Type,Sender Name,Sender ID,Status,Text
<<first>> <<last>>,<<date>> 21:<<mi>>:10,,,Incoming,<<first>> <<last>>,<<phone>>,Read,What's the code for the baby monitor app again?
<<first>> <<last>>,<<date>> 21:<<mi>>:55,,,Outgoing,,,Delivered,<<cred>>
""",
    "human_x",
    syntax="",
)

reg(
    FAM,
    "tapuhi_booking_site_rails_master_key_file",
    ("config/master.key", "<<org>>-bookings/config/master.key"),
    "<<cred>>",
    "hex:32",
    syntax="",
)
