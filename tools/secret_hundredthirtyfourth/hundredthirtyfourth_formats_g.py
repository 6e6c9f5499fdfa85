# ruff: noqa: E501
"""Family g: holiday cabins (tzimmerim) in the Hula Valley and Upper Galilee, Israel (Hebrew)."""

from __future__ import annotations

import base64
import json
from email.header import Header

from hundredthirtyfourth_corpus import alnum, hexs, pick
from hundredthirtyfourth_spec import Fam, dec_b64_basic

FAM = Fam(
    name="tzimmer_hula_valley",
    orgs=(
        ("biktotbagalil", "בקתות בגליל"),
        ("tzimmereshel", "צימרי אשל"),
        ("nofhahula", "נוף החולה"),
        ("ahuzatalon", "אחוזת אלון"),
    ),
    tld="co.il",
    first=(
        "נועה|Noa",
        "יונתן|Yonatan",
        "מיכל|Michal",
        "אורי|Ori",
        "תמר|Tamar",
        "איתי|Itay",
        "שירה|Shira",
        "דניאל|Daniel",
        "רונית|Ronit",
        "אבי|Avi",
    ),
    last=(
        "כהן|Cohen",
        "לוי|Levi",
        "מזרחי|Mizrahi",
        "פרץ|Peretz",
        "ביטון|Biton",
        "אברהם|Avraham",
        "פרידמן|Friedman",
        "שפירא|Shapira",
        "אזולאי|Azulay",
        "גולן|Golan",
    ),
    words=(
        "galil",
        "hermon",
        "kinneret",
        "jacuzzi",
        "zimmer",
        "hula",
        "agur",
        "rimon",
        "shaked",
        "hatzbani",
        "banias",
        "metula",
        "yarden",
        "tavor",
        "akuo",
        "mhnr",
    ),
    places=(
        "ראש פינה|Rosh Pina",
        "מטולה|Metula",
        "כפר בלום|Kfar Blum",
        "עמירים|Amirim",
        "דישון|Dishon",
        "קריית שמונה|Kiryat Shmona",
    ),
    seasons=("kaitz", "horef", "aviv", "stav", "pesach"),
    pets=("Shoko", "Bamba", "Lucky", "Mitzi", "Tofi", "Kuki"),
    local_digits=("1200", "04", "050", "052"),
    cc="972",
    walks=("qwerty", "123456a", "akuo123", "dkhk", "asdfgh"),
    mail=("gmail.com", "walla.co.il", "012.net.il"),
    phone_fmt="05#-###-####",
)

MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


FAM.reg(
    "tzimmer_cardcom_lowprofile_api_php",
    ("public_html/<<org>>/inc/cardcom.php", "<<org>>-site/config/sliqa.php"),
    """<?php
// סליקה - הזמנות צימרים דרך Cardcom (Low Profile)
// מסוף סליקה של העסק, לא לשנות בלי לדבר עם <<first>>

define('CARDCOM_TERMINAL', '<<terminal>>');
define('CARDCOM_API_NAME', '<<apiname>>');
define('CARDCOM_API_PASSWORD', '<<cred>>');
define('CARDCOM_SUCCESS_URL', 'https://<<host>>/order/thanks');
define('CARDCOM_LANGUAGE', 'he');
define('CARDCOM_MAX_PAYMENTS', 3);
""",
    "p:cardcom",
    extra=lambda rng, s: {"terminal": str(rng.randint(100000, 999999)), "apiname": alnum(rng, 12)},
)


def _insomnia(s: dict) -> str:
    auth = base64.b64encode(f"{s['apiuser']}:{s['cred']}".encode()).decode()
    doc = {
        "_type": "export",
        "__export_format": 4,
        "__export_date": f"{s['date']}T{s['time']}:{s['sec']}.000Z",
        "__export_source": "insomnia.desktop.app:v8.6.1",
        "resources": [
            {
                "_id": f"wrk_{s['hex12']}",
                "_type": "workspace",
                "name": f"{s['orgd']} - ערוץ הזמנות",
                "parentId": None,
            },
            {
                "_id": f"req_{s['hex8']}{s['n4']}",
                "_type": "request",
                "parentId": f"wrk_{s['hex12']}",
                "name": "זמינות צימרים - חודש הבא",
                "method": "GET",
                "url": f"https://api.{s['cmdom']}/v2/properties/{s['n4']}/availability?from={s['date']}",
                "headers": [
                    {"name": "Accept", "value": "application/json"},
                    {"name": "Authorization", "value": f"Basic {auth}"},
                ],
                "body": {},
            },
        ],
    }
    return json.dumps(doc, ensure_ascii=False, indent=2)


FAM.reg(
    "tzimmer_insomnia_export_basic_base64",
    ("Insomnia_<<date>>.json", "exports/<<org>>/insomnia_channel_manager.json"),
    _insomnia,
    "pw_json",
    extra=lambda rng, s: {
        "apiuser": f"{s['org']}_api",
        "cmdom": pick(rng, ("minihotel.co.il", "chanelo.co.il", "bookzimmer.co.il")),
    },
    decode=dec_b64_basic,
)


FAM.reg(
    "tzimmer_whatsapp_hebrew_sisma_wifi",
    (
        "WhatsApp/צ'אט WhatsApp עם <<first2>> <<last2>>.txt",
        "phone_backup/WhatsApp Chat with <<orgd>>.txt",
    ),
    """<<dmyd>>, <<time>> - <<first>> <<last>>: היי, אורחים בצימר 3 אומרים שהוויפי לא עובד
<<dmyd>>, <<t1>> - <<first2>> <<last2>>: החלפתי ראוטר אתמול, הרשת עכשיו <<ssid>>
<<dmyd>>, <<t1>> - <<first2>> <<last2>>: הסיסמה: <<cred>>
<<dmyd>>, <<t2>> - <<first>> <<last>>: תודה! אני מדפיס להם שלט חדש לג'קוזי 😅
<<dmyd>>, <<t3>> - <<first2>> <<last2>>: ‏<המדיה לא נכללה>
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "ssid": pick(rng, (f"{s['org']}_guests", "Zimmer_5G", "HOT-Box-" + s["hex8"][:4]))
    },
)


FAM.reg(
    "tzimmer_morning_hashbonit_yeruka_node",
    ("invoices/<<org>>/greeninvoice.js", "<<org>>-bot/src/hashbonit.js"),
    """// הפקת קבלה אוטומטית לאורחים אחרי תשלום - Morning (חשבונית ירוקה)
const GI_API_ID = '<<uuid>>';
const GI_API_SECRET = '<<cred>>';

async function getToken() {
  const r = await fetch('https://api.greeninvoice.co.il/api/v1/account/token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ id: GI_API_ID, secret: GI_API_SECRET }),
  });
  const { token } = await r.json();
  return token;
}

async function kabala(order) {
  const token = await getToken();
  return fetch('https://api.greeninvoice.co.il/api/v1/documents', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      type: 400,
      lang: 'he',
      currency: 'ILS',
      client: { name: order.name, emails: [order.email] },
      income: [{ description: `לינה ב<<orgd>> - ${order.nights} לילות`, price: order.total, quantity: 1 }],
    }),
  });
}

module.exports = { kabala };
""",
    "p:greeninvoice",
)


def _tuya(s: dict) -> str:
    devs = [
        {
            "name": f"ג'קוזי צימר {s['n'] % 6 + 1}",
            "id": f"bf{s['hex12']}{s['hex8']}{s['n3']}",
            "key": s["cred"],
            "mac": s["mac"].lower(),
            "uuid": s["hex8"] + s["hex8"][::-1],
            "ip": s["lan"],
            "version": "3.3",
            "category": "kg",
            "product_name": "Smart Switch 20A",
        },
    ]
    return json.dumps(devs, ensure_ascii=False, indent=4)


FAM.reg(
    "tzimmer_tinytuya_devices_local_key_json",
    ("tinytuya/devices.json", "home/<<user>>/zimmer-automation/devices.json"),
    _tuya,
    "p:tuya_local",
)


FAM.reg(
    "tzimmer_hebrew_email_sisma_portal_tzimmerim",
    ("Mail/Inbox/<<mailid>>.eml", "גיבוי_מיילים/<<org>>/portal_<<date>>.eml"),
    """From: <<hfrom>> <support@<<portal>>>
To: <<email>>
Subject: <<hsubj>>
Date: <<day>> <<mon>> <<year>> <<time>>:<<sec>> +0300
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

שלום <<first>>,

המודעה של <<orgd>> ב<<place>> פורסמה באתר. אלו פרטי הכניסה לממשק בעלי הצימרים
(עדכון מחירים, יומן תפוסה ותמונות):

שם משתמש: <<user>>
סיסמה: <<cred>>

מומלץ להחליף את הסיסמה בכניסה הראשונה.

בברכה,
צוות התמיכה
""",
    "human",
    syntax="",
    extra=lambda rng, s: {
        "mon": MON[int(s["month"]) - 1],
        "portal": pick(rng, ("zimmerim-galil.co.il", "tzimer360.co.il", "nofesh-bagalil.co.il")),
        "hfrom": Header("צימרים בגליל", "utf-8").encode(),
        "hsubj": Header("פרטי הכניסה לממשק בעלי הצימרים", "utf-8").encode(),
    },
)


FAM.reg(
    "tzimmer_inforu_sms_xml_request",
    ("sms/<<org>>/inforu_request_<<date>>.xml", "logs/sms/<<n4>>_request.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<Inforu>
  <User>
    <Username><<user>></Username>
    <Password><<cred>></Password>
  </User>
  <Content Type="sms">
    <Message>שלום <<first2>>, ההזמנה שלך ב<<orgd>> אושרה. הקוד לתיבת המפתחות יישלח ביום ההגעה. נתראה!</Message>
  </Content>
  <Recipients>
    <PhoneNumber><<phone>></PhoneNumber>
  </Recipients>
  <Settings>
    <Sender>Tzimmer</Sender>
  </Settings>
</Inforu>
""",
    "pw_xml",
)


FAM.reg(
    "tzimmer_ttlock_cloud_api_python",
    ("scripts/<<org>>/ttlock_codes.py", "zimmer-automation/ttlock_passcode.py"),
    '''"""יצירת קוד כניסה זמני למנעול הצימר (TTLock Cloud API) לכל הזמנה חדשה."""

import hashlib
import time

import requests

CLIENT_ID = "<<clientid>>"
CLIENT_SECRET = "<<cred>>"
USERNAME = "<<user>>"
PASSWORD_MD5 = hashlib.md5(open("/home/<<user>>/.ttlock_pw").read().strip().encode()).hexdigest()


def token() -> str:
    r = requests.post(
        "https://euapi.ttlock.com/oauth2/token",
        data={"clientId": CLIENT_ID, "clientSecret": CLIENT_SECRET, "username": USERNAME, "password": PASSWORD_MD5},
        timeout=20,
    )
    return r.json()["access_token"]


def kod_zmani(lock_id: int, start_ms: int, end_ms: int) -> str:
    r = requests.post(
        "https://euapi.ttlock.com/v3/keyboardPwd/get",
        data={"clientId": CLIENT_ID, "accessToken": token(), "lockId": lock_id, "keyboardPwdType": 3,
              "startDate": start_ms, "endDate": end_ms, "date": int(time.time() * 1000)},
        timeout=20,
    )
    return r.json()["keyboardPwd"]
''',
    "p:ttlock",
    extra=lambda rng, s: {"clientid": hexs(rng, 32)},
)
