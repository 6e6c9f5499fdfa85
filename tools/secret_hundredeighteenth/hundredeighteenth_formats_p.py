# ruff: noqa: E501
"""Family p: a Methodist Sunday school (Sigatabu) in Suva, Fiji (Fijian / English)."""

from __future__ import annotations

import json

from hundredeighteenth_spec import Fam

FJ = Fam(
    name="sigatabu_sunday_school_suva",
    orgs=("vunilagi", "matanitobua", "delainavesi"),
    tld="org.fj",
    first=(
        ("Mere", "mere"),
        ("Josefa", "josefa"),
        ("Litia", "litia"),
        ("Seru", "seru"),
        ("Ana", "ana"),
        ("Jone", "jone"),
        ("Salote", "salote"),
    ),
    last=(
        ("Naivalu", "naivalu"),
        ("Tuilevuka", "tuilevuka"),
        ("Ravouvou", "ravouvou"),
        ("Qarase", "qarase"),
        ("Vakaloloma", "vakaloloma"),
        ("Rokotuiloma", "rokotuiloma"),
    ),
    words=(
        "bula",
        "vinaka",
        "loloma",
        "lotu",
        "fiji",
        "suva",
        "kava",
        "yaqona",
        "rugby",
        "flyingfijians",
        "masi",
        "lovo",
        "vanua",
        "sere",
        "taveuni",
        "kalou",
    ),
    pets=("blacky", "tiger", "rusi", "ginger", "bobo", "lucky", "puppy"),
    cc="+679",
    grades=("Junior class", "Youth", "Choir", "Teachers"),
)

FJ.reg(
    "sigatabu_fijian_messenger_copied_vosa_vuni",
    ("Documents/messenger_lotu_<<n>>.txt", "chats/sigatabu_<<date>>.txt"),
    """<<fn>> <<ln>>  <<dmy>> <<hm>>
Bula vinaka! Na cava na password ni laptop ni vale ni lotu? Au na vakarautaka na slides ni Sigatabu.

<<fn2>> <<ln2>>  <<dmy>> <<hm>>
<<cred>>

<<fn2>> <<ln2>>  <<dmy>> <<hm>>
Kua ni tukuna vei ira na gone 😊

<<fn>> <<ln>>  <<dmy>> <<hm>>
Vinaka vakalevu!
""",
    "human",
)

FJ.reg(
    "sigatabu_mpaisa_offering_merchant_env",
    ("offering-app/.env", "apps/<<org>>-giving/.env"),
    """# Online offering and camp fees - M-PAiSA merchant API (Vodafone Fiji)
MPAISA_MERCHANT_ID=<<n>><<n2>>
MPAISA_API_KEY=<<cred>>
MPAISA_CALLBACK=https://giving.<<dom>>/mpaisa/callback
CURRENCY=FJD
""",
    "x:mpk_live_:40",
)

FJ.reg(
    "sigatabu_attendance_apps_script_twilio",
    ("AppsScript/attendance_sms_<<n>>.gs", "clasp/<<org>>-attendance/Code.gs"),
    """// Sunday school attendance - text parents of absent children (Twilio)
const TWILIO_SID = 'AC<<sid>>';
const TWILIO_TOKEN = '<<cred>>';
const FROM = '+1<<n>><<n>>';

function textParent(to, child) {
  const url = 'https://api.twilio.com/2010-04-01/Accounts/' + TWILIO_SID + '/Messages.json';
  UrlFetchApp.fetch(url, {
    method: 'post',
    headers: { Authorization: 'Basic ' + Utilities.base64Encode(TWILIO_SID + ':' + TWILIO_TOKEN) },
    payload: { To: to, From: FROM, Body: 'Bula! ' + child + ' was missed at Sigatabu today. Vinaka.' },
  });
}
""",
    "p:twilio",
    syntax="",
    extra=lambda rng, s: {"sid": FJ.cred(rng, "hex:32")},
)

FJ.reg(
    "sigatabu_youth_choir_obs_service_json",
    (
        "obs-studio/basic/profiles/Sigatabu/service.json",
        "AppData/Roaming/obs-studio/basic/profiles/<<orgc>><<n>>/service.json",
    ),
    lambda s: (
        json.dumps(
            {
                "settings": {
                    "bwtest": False,
                    "key": s["cred"],
                    "server": "rtmp://a.rtmp.youtube.com/live2",
                    "service": "YouTube - RTMPS",
                    "stream_key_link": "https://www.youtube.com/live_dashboard",
                },
                "type": "rtmp_common",
            },
            indent=4,
        )
        + "\n"
    ),
    "p:obs_stream",
    syntax="json",
)

FJ.reg(
    "sigatabu_hall_pc_powershell_history_cmdkey",
    (
        "AppData/Roaming/Microsoft/Windows/PowerShell/PSReadLine/ConsoleHost_history.txt",
        "Users/<<fa>>/PSReadLine/ConsoleHost_history_<<n>>.txt",
    ),
    """Get-Printer
cmdkey /add:<<ip>> /user:LOTU\\projector /pass:<<cred>>
net use S: \\\\<<ip>>\\songs /persistent:yes
dir S:\\Sigatabu
Restart-Computer
""",
    "pw_bare",
)

FJ.reg(
    "sigatabu_notice_board_ocr_wifi_fijian",
    ("scans/notice_board_<<date>>_<<n>>.txt", "ocr/vale_ni_lotu_<<n>>.txt"),
    """VALE NI LOTU - WIFI
<<orgc>>_Youth
<<cred>>
Kua ni veisoli vei ira tani.
Sigatabu 9.30 - Junior class ena vale lailai
""",
    "human_x",
)

FJ.reg(
    "sigatabu_treasurer_email_bank_portal",
    ("Mail/Inbox/treasurer_<<n>>.eml", "eml/lotu_<<date>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: Handover - Sunday school account
Date: Sun, <<d>> Jun <<y>> <<hms>> +1200

Bula <<fn>>,

Vinaka for taking over as treasurer. The online banking for the Sunday school account:

Customer ID: <<n>><<n>>
Password: <<cred>>

Please change it after the church meeting. Kalou me vakalougatataki iko.
<<fn2>>
""",
    "human",
)

FJ.reg(
    "sigatabu_planning_center_pat_python",
    ("scripts/checkins_export_<<n>>.py", "home/<<fa>>/pco/kids_checkins.py"),
    """# Export Sunday school check-ins from Planning Center (personal access token)
import requests

PCO_APP_ID = "<<appid>>"
PCO_SECRET = "<<cred>>"

r = requests.get(
    "https://api.planningcenteronline.com/check-ins/v2/check_ins?per_page=100",
    auth=(PCO_APP_ID, PCO_SECRET),
)
for c in r.json()["data"]:
    print(c["attributes"]["first_name"], c["attributes"]["created_at"])
""",
    "p:planning_center",
    extra=lambda rng, s: {"appid": FJ.cred(rng, "hex:64")},
)
