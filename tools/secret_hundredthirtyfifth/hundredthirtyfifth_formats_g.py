# ruff: noqa: E501
"""Family g: an Israeli mishpachton (home day care for babies) and the maon yom (day-care
centre) that coordinates it, in the Haifa bay area: Tranzila, Cardcom, Green Invoice, iCount,
019 SMS, Hebrew chats, e-mails and notes."""

from __future__ import annotations

import random

from hundredthirtyfifth_spec import UDIG, Fam, Slots, alnum, digits, uuid_

FAM = Fam(
    "mishpachton_maon_tinokot",
    orgs=("parparim", "gantapuach", "pitzponet", "shaked"),
    tld="co.il",
    first=(
        "נועה",
        "מיכל",
        "שירה",
        "יעל",
        "רונית",
        "אורית",
        "תמר",
        "דנה",
        "אפרת",
        "סיגל",
        "מאיה",
        "הדס",
        "ליאת",
        "רחל",
    ),
    first_latin=(
        "Noa",
        "Michal",
        "Shira",
        "Yael",
        "Ronit",
        "Orit",
        "Tamar",
        "Dana",
        "Efrat",
        "Sigal",
        "Maya",
        "Hadas",
        "Liat",
        "Rachel",
    ),
    last=(
        "כהן",
        "לוי",
        "מזרחי",
        "פרץ",
        "ביטון",
        "אברהם",
        "פרידמן",
        "שפירא",
        "אזולאי",
        "דהן",
        "גולן",
        "כץ",
    ),
    last_latin=(
        "Cohen",
        "Levi",
        "Mizrahi",
        "Peretz",
        "Biton",
        "Avraham",
        "Friedman",
        "Shapira",
        "Azulay",
        "Dahan",
        "Golan",
        "Katz",
    ),
    words=(
        "shalom",
        "parpar",
        "tapuach",
        "yeladim",
        "gan",
        "maon",
        "pitzponet",
        "dubi",
        "sababa",
        "balagan",
        "shemesh",
        "kineret",
        "haifa",
        "karmel",
        "tinok",
        "hapoel",
        "maccabi",
        "bamba",
    ),
    pets=("lucky", "shoko", "mitzi", "bamba", "tzuki", "pinky", "dubi", "lili"),
    months=(
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ),
    phone="+972 5#-###-####",
    city=("קריית ביאליק", "חיפה", "נשר", "טירת כרמל", "קריית מוצקין"),
)
reg = FAM.reg

reg(
    "mishpachton_tranzila_charge_php",
    ("payments/<<org>>/charge.php", "site/mishpachton-<<org>>/tranzila_<<n>>.php"),
    """<?php
// תשלום חודשי למשפחתון - טרנזילה
$supplier   = '<<terminal>>';
$TranzilaPW = '<<cred>>';

$params = [
    'supplier'   => $supplier,
    'TranzilaPW' => $TranzilaPW,
    'sum'        => $_POST['sum'],
    'currency'   => 1,
    'ccno'       => $_POST['ccno'],
    'expdate'    => $_POST['expdate'],
    'mycvv'      => $_POST['cvv'],
    'myid'       => $_POST['teudat_zehut'],
    'cred_type'  => 1,
    'pdesc'      => 'שכר לימוד ' . $_POST['month'],
];
$ch = curl_init('https://secure5.tranzila.com/cgi-bin/tranzila71u.cgi');
curl_setopt($ch, CURLOPT_POST, true);
curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query($params));
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
parse_str(curl_exec($ch), $result);
echo $result['Response'] === '000' ? 'אושר' : 'נדחה';
""",
    "alnum:12",
    extra=lambda rng, s: {"terminal": s["org"][:6] + alnum(rng, 3, "0123456789")},
)

reg(
    "mishpachton_whatsapp_horim_sisma_matzlemot",
    (
        "WhatsApp Chat with הורים משפחתון <<org>>.txt",
        "גיבוי/<<org>>/WhatsApp Chat - הורי התינוקות <<n>>.txt",
    ),
    """<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi>> - ההודעות והשיחות מוצפנות מקצה לקצה. אף אחד מחוץ לצ'אט הזה, גם לא WhatsApp, לא יכול לקרוא אותן או להאזין להן.
<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi>> - <<first>> המטפלת: בוקר טוב הורים יקרים ☀️ התקנו מצלמה חדשה בחדר השינה
<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi2>> - אמא של <<kid>>: איזה כיף! מה הסיסמה לאפליקציה?
<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi2>> - <<first>> המטפלת: משתמש: <<org>>.horim
<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi2>> - <<first>> המטפלת: סיסמה: <<cred>>
<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi3>> - אבא של <<kid>>: תודה רבה 🙏
<<d>>.<<mo>>.<<year>>, <<hh>>:<<mi3>> - <<first>> המטפלת: בבקשה לא להעביר מחוץ לקבוצה
""",
)

reg(
    "mishpachton_greeninvoice_morning_receipts_js",
    ("receipts/<<org>>/morning.js", "scripts/kabalot-<<year>>.js"),
    """// הפקת קבלות אוטומטית להורים - חשבונית ירוקה (morning)
const API_ID = "<<apiid>>";
const API_SECRET = "<<cred>>";
const BASE = "https://api.greeninvoice.co.il/api/v1";

async function getToken() {
  const res = await fetch(`${BASE}/account/token`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id: API_ID, secret: API_SECRET }),
  });
  return (await res.json()).token;
}

async function kabala(horeh, schum, chodesh) {
  const token = await getToken();
  return fetch(`${BASE}/documents`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      type: 400,
      lang: "he",
      currency: "ILS",
      description: `שכר לימוד משפחתון ${chodesh}`,
      client: { name: horeh.name, emails: [horeh.email] },
      payment: [{ type: 4, price: schum, date: new Date().toISOString().slice(0, 10) }],
    }),
  });
}

module.exports = { kabala };
""",
    "alnum:22",
    extra=lambda rng, s: {"apiid": uuid_(rng)},
)

reg(
    "mishpachton_cardcom_lowprofile_csharp_settings",
    ("src/<<org>>.Payments/CardcomSettings.cs", "Maon.Web/Payments/CardcomSettings<<n>>.cs"),
    """// סליקת שכר לימוד - Cardcom LowProfile
namespace Maon.Payments
{
    public static class CardcomSettings
    {
        public const int TerminalNumber = <<term>>;
        public const string ApiName = "<<apiname>>";
        public const string ApiPassword = "<<cred>>";
        public const string SuccessUrl = "https://<<dom>>/payment/ok";
        public const string FailedUrl = "https://<<dom>>/payment/failed";
        public const string Language = "he";
    }
}
""",
    "alnum:20",
    extra=lambda rng, s: {"term": str(rng.randint(1000, 170000)), "apiname": alnum(rng, 12)},
)

reg(
    "mishpachton_email_rakezet_sisma_portal",
    ("mail/<<org>>/פרטי כניסה לפורטל.eml", "inbox/maon_<<nnn>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: פרטי כניסה לפורטל המעונות והמשפחתונים
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +0200
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

שלום <<first>>,

מצרפת את פרטי הכניסה לפורטל לצורך דיווח הנוכחות החודשי של התינוקות במשפחתון:

שם משתמש: <<portal_user>>
סיסמה: <<cred>>

נא לא להעביר לאחרים ולהחליף סיסמה בכניסה הראשונה.

בברכה,
<<first2>> <<last2>>
רכזת משפחתונים
""",
    extra=lambda rng, s: {"portal_user": f"{s['fa'].lower()}{rng.randint(100, 999)}"},
)

reg(
    "mishpachton_019_sms_request_xml",
    ("sms/<<org>>/tizkoret.xml", "integrations/019sms/request_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<sms>
  <user>
    <username><<smsuser>></username>
    <password><<cred>></password>
  </user>
  <source><<org>></source>
  <destinations>
    <phone id="1"><<dest>></phone>
  </destinations>
  <message>תזכורת: מחר המשפחתון סגור (חופשת חג). חג שמח!</message>
</sms>
""",
    "human_x",
    extra=lambda rng, s: {
        "smsuser": f"{s['org']}{rng.randint(1, 99)}",
        "dest": "05" + digits(rng, 8),
    },
)

reg(
    "mishpachton_petek_matzlemot_ocr",
    ("scans/<<org>>/petek_<<nn>>.txt", "ocr/IMG_<<year>><<mo>><<d>>_<<nnn>>.txt"),
    """אפליקציית מצלמות - Hik-Connect
שם משתמש: <<camuser>>
סיסמה: <<cred>>
קוד אימות מכשיר: <<vcode>>
לא להוריד מהמקרר!!
""",
    "human",
    syntax="",
    extra=lambda rng, s: {
        "camuser": f"{s['org']}{s['yy']}",
        "vcode": alnum(rng, 6, "ABCDEFGHIJKLMNOPQRSTUVWXYZ"),
    },
)


def icount_extra(rng: random.Random, s: Slots) -> Slots:
    return {"cid": s["org"] + alnum(rng, 2, UDIG).lower()}


reg(
    "mishpachton_icount_login_python",
    ("billing/<<org>>/icount_client.py", "tools/heshbonit_<<year>>.py"),
    '''"""חשבוניות להורים דרך iCount."""

import requests

ICOUNT = {"cid": "<<cid>>", "user": "<<user>>", "pass": "<<cred>>"}
API = "https://api.icount.co.il/api/v3.php"


def login() -> str:
    r = requests.post(f"{API}/auth/login", json=ICOUNT, timeout=20)
    r.raise_for_status()
    return r.json()["sid"]


def kabala(sid: str, shem: str, schum: float) -> dict:
    body = {"sid": sid, "doctype": "receipt", "client_name": shem, "cash": {"sum": schum}, "lang": "he"}
    return requests.post(f"{API}/doc/create", json=body, timeout=20).json()
''',
    "human",
    extra=icount_extra,
)
