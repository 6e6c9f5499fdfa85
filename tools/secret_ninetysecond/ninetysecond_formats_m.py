# ruff: noqa: E501
"""Family m: a Filipino fundraising call centre for a charity and a senatorial campaign in
Quezon City / Cebu (Tagalog, Taglish, Cebuano): Messenger, VICIdial, PayMongo, Semaphore SMS,
Zoho CRM, MicroSIP softphones, shift handover notes and Google Chat."""

from __future__ import annotations

import json

from ninetysecond_spec import Fam

PH = Fam(
    name="pondo_callcenter_pilipinas",
    orgs=(
        ("pondobayan", "Pondo ng Bayan Fundraising Hub"),
        ("tulongtawag", "Tulong Tawag Donor Care"),
        ("bayanihancalls", "Bayanihan Calls Inc."),
        ("pusongpinoy", "Pusong Pinoy Charity Desk"),
    ),
    tld="org.ph",
    first=(
        ("Maricel", "maricel"),
        ("Jhun", "jhun"),
        ("Rowena", "rowena"),
        ("Mark Anthony", "markanthony"),
        ("Kristine", "kristine"),
        ("Jerome", "jerome"),
        ("Lovely", "lovely"),
        ("Rodel", "rodel"),
        ("Princess", "princess"),
        ("Arnel", "arnel"),
    ),
    last=(
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Dela Cruz", "delacruz"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
        ("Mendoza", "mendoza"),
        ("Aquino", "aquino"),
        ("Ramos", "ramos"),
    ),
    words=(
        "mahal",
        "pilipinas",
        "laban",
        "bayanihan",
        "kape",
        "adobo",
        "sinigang",
        "jollibee",
        "tagumpay",
        "pagasa",
        "ganda",
        "lodi",
        "petmalu",
        "mabuhay",
        "bahaghari",
        "tinola",
    ),
    pets=("bantay", "choco", "brownie", "blackie", "bruno", "kulot", "muning", "tagpi"),
    cc="+63",
    places=("manila", "cebu", "davao", "iloilo", "baguio", "pasig", "makati", "cubao"),
)


def _ph_messenger(s: dict[str, object]) -> str:
    ts = int(str(s["ts"])) * 1000
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    msgs = [
        (a, "Ate, nakalimutan ko yung password ng dialer, naka-lock na ako sa VICIdial 😭", 0),
        (b, "Eto na, pinalitan ko kanina", 50000),
        (b, f"user: {s['login']}  pass: {s['cred']}", 52000),
        (a, "Salamat po! Pasok na 🙏", 90000),
    ]
    data = {
        "participants": [a, b],
        "threadName": b,
        "messages": [
            {
                "isUnsent": False,
                "media": [],
                "reactions": [],
                "senderName": who,
                "text": text,
                "timestamp": ts + dt,
                "type": "text",
            }
            for who, text, dt in reversed(msgs)
        ],
    }
    return json.dumps(data, ensure_ascii=False, indent=2)


PH.reg(
    "pondo_messenger_e2ee_json_taglish_pass_dialer",
    ("messages/e2ee_cutover/<<fa2>><<la2>>_<<n>>.json", "messenger_export/<<place>>_<<date>>.json"),
    _ph_messenger,
    "human",
)

PH.reg(
    "pondo_vicidial_astguiclient_conf",
    ("etc/astguiclient.conf", "dialer/<<place>>/astguiclient.conf"),
    """# astguiclient.conf - configuration elements for the astguiclient package
# this is the astguiclient configuration file
# all comments will be lost if you run install.pl again

# Paths used by astGUIclient
PATHhome => /usr/share/astguiclient
PATHlogs => /var/log/astguiclient
PATHagi => /var/lib/asterisk/agi-bin
PATHweb => /var/www/html
PATHsounds => /var/lib/asterisk/sounds
PATHmonitor => /var/spool/asterisk/monitor

# The IP address of this machine
VARserver_ip => <<ip>>

# Database connection information
VARDB_server => localhost
VARDB_database => asterisk
VARDB_user => cron
VARDB_pass => <<cred>>
VARDB_custom_user => custom
VARDB_custom_pass => <<cred>>
VARDB_port => 3306

# Alpha-Numeric list of the astGUIclient processes to be kept running
VARactive_keepalives => 12456789
VARasterisk_version => 16.X
""",
    "pw_bare",
    syntax="",
)

PH.reg(
    "pondo_paymongo_gcash_donations_env",
    ("donations-api/.env", "services/<<place>>-gcash/.env"),
    """# GCash / Maya donations via PayMongo (live)
NODE_ENV=production
PORT=4000
PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_URL=https://<<dom>>/api/paymongo/webhook
SUCCESS_URL=https://<<dom>>/salamat
""",
    "p:paymongo_sk",
    syntax="",
    extra=lambda rng, s: s.update(
        pk="".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(24)
        )
    ),
)

PH.reg(
    "pondo_semaphore_sms_thankyou_php",
    ("sms/salamat_sms.php", "www/<<org>>/cron/semaphore_<<n>>.php"),
    """<?php
// Thank-you SMS sa mga donor pagkatapos ng tawag (Semaphore)
$apikey = '<<cred>>';
$donors = json_decode(file_get_contents(__DIR__ . '/donors_today.json'), true);

foreach ($donors as $d) {
    $ch = curl_init('https://api.semaphore.co/api/v4/messages');
    curl_setopt($ch, CURLOPT_POST, 1);
    curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query([
        'apikey'     => $apikey,
        'number'     => $d['mobile'],
        'message'    => "Maraming salamat po, {$d['first_name']}! Ang inyong donasyon ay malaking tulong. - <<orgname>>",
        'sendername' => 'PONDO',
    ]));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    curl_exec($ch);
    curl_close($ch);
}
""",
    "p:semaphore",
    syntax="",
)

PH.reg(
    "pondo_zoho_crm_refresh_token_python",
    ("crm/zoho_pledges_sync.py", "scripts/<<place>>_zoho.py"),
    '''"""Sync pledges captured by agents into Zoho CRM (Deals)."""

import requests

CLIENT_ID = "1000.<<cid>>"
CLIENT_SECRET_HEX = "<<csec>>"
REFRESH_TOKEN = "<<cred>>"


def access_token() -> str:
    r = requests.post(
        "https://accounts.zoho.com/oauth/v2/token",
        params={
            "refresh_token": REFRESH_TOKEN,
            "client_id": CLIENT_ID,
            "client_secret": CLIENT_SECRET_HEX,
            "grant_type": "refresh_token",
        },
        timeout=30,
    )
    return r.json()["access_token"]
''',
    "p:zoho_refresh",
    extra=lambda rng, s: s.update(
        cid="".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789") for _ in range(30)),
        csec="".join(rng.choice("0123456789abcdef") for _ in range(42)),
    ),
)

PH.reg(
    "pondo_shift_handover_note_taglish",
    ("handover/<<date>>_night_shift.txt", "Desktop/ENDORSEMENT <<place>> <<n>>.txt"),
    """ENDORSEMENT - NIGHT SHIFT <<dmy>>
TL: <<fn>> <<ln>>  ->  <<fn2>> <<ln2>>

- 14 pledges today, 3 for callback bukas ng umaga (nasa Zoho na)
- Station 7 headset sira, gamitin muna yung spare sa cabinet
- Bagong password ng admin sa VICIdial (pinalitan ni IT kanina):
  <<cred>>
- Huwag kalimutan i-export yung DNC list bago mag-out

Salamat team, ingat pauwi!
""",
    "human",
    syntax="",
)

PH.reg(
    "pondo_microsip_softphone_ini",
    ("AppData/Roaming/MicroSIP/MicroSIP.ini", "agents/station<<n>>/MicroSIP.ini"),
    """[Settings]
accountId=1
singleMode=1
ringingSound=
audioCodecs=PCMU/8000 PCMA/8000 G722/16000
VAD=0
EC=1
autoAnswer=button

[Account1]
label=Station <<n>> <<town>>
server=<<ip>>
proxy=
domain=<<ip>>
username=80<<n>><<d>>
password=<<cred>>
authID=80<<n>><<d>>
displayName=Agent <<fa>>
transport=udp
publicAddr=
""",
    "pw",
)


def _ph_gchat(s: dict[str, object]) -> str:
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    data = {
        "messages": [
            {
                "creator": {"name": a, "email": s["email"], "user_type": "Human"},
                "created_date": f"{s['date']}T{s['time']}:14Z",
                "text": "Sir yung password ng shared donor spreadsheet?",
                "topic_id": "aB3xQ",
            },
            {
                "creator": {"name": b, "email": s["email2"], "user_type": "Human"},
                "created_date": f"{s['date']}T{s['time2']}:02Z",
                "text": s["cred"],
                "topic_id": "aB3xQ",
            },
            {
                "creator": {"name": a, "email": s["email"], "user_type": "Human"},
                "created_date": f"{s['date']}T{s['time2']}:40Z",
                "text": "Noted po, thank you!",
                "topic_id": "aB3xQ",
            },
        ]
    }
    return json.dumps(data, ensure_ascii=False, indent=2)


PH.reg(
    "pondo_google_chat_takeout_reply_only",
    (
        "Takeout/Google Chat/Groups/DM <<n>>/messages.json",
        "takeout_<<fa>>/Google Chat/Groups/Space <<place>>/messages.json",
    ),
    _ph_gchat,
    "human_x",
)
