# ruff: noqa: E501
"""Family h: live-in carers (מטפלת / מטפל סיעודי) placed with elderly people in Ramat Gan
(Israel; Hebrew, with Tagalog and English from the carers)."""

from __future__ import annotations

import json

from hundredseventh_spec import Fam, pick, reg

FAM = Fam(
    name="metapelet_livein_ramatgan",
    orgs=("beitchesed", "siudbabait", "metaplimplus", "zahavcare"),
    tld="co.il",
    first=("יוסי", "רחל", "משה", "שרה", "דוד", "מיכל", "אבי", "נועה"),
    first_a=("yossi", "rachel", "moshe", "sara", "david", "michal", "avi", "noa"),
    last=("כהן", "לוי", "מזרחי", "פרץ", "ביטון", "אברהם"),
    last_a=("cohen", "levi", "mizrahi", "peretz", "biton", "avraham"),
    words=(
        "shalom",
        "savta",
        "sabba",
        "yerushalayim",
        "telaviv",
        "hapoel",
        "maccabi",
        "shemesh",
        "chaim",
        "tikva",
    ),
    pets=("bamba", "lucky", "shoko", "mitzi", "chupchik", "loki"),
    cc="+972",
    cities=("רמת גן", "גבעתיים", "בני ברק", "תל אביב"),
)

HEBREW = ("שלום", "סבתא", "תקווה", "שמש", "אהבה", "חיים")


def _heb_pw(rng):
    return f"{pick(rng, HEBREW)}{rng.randint(1940, 2026)}{pick(rng, '!@#*')}"


def _risco(s):
    doc = {
        "siteName": f"{s['last']} - {s['city']}",
        "panel": {"model": "LightSYS Plus", "serial": s["serial"]},
        "appUser": {"email": s["email"], "password": s["cred"], "pinRequired": True},
        "installer": s["orgc"],
        "lastSync": f"{s['date']}T{s['hh']}:{s['mi']}:00+03:00",
    }
    return json.dumps(doc, ensure_ascii=True, indent=2) + "\n"


def _dec_risco(text: str) -> str:
    return json.loads(text)["appUser"]["password"]


reg(
    FAM,
    "metapelet_whatsapp_hebrew_sisma_bituach_leumi",
    ("WhatsApp Chat with <<first>> <<last>>.txt", "whatsapp/metapelet_<<n>>.txt"),
    """<<d1>>.<<m1>>.<<year>>, <<hh>>:<<mi>> - <<first>> <<last>>: היי, המטפלת של אמא צריכה להיכנס לאזור האישי בביטוח לאומי
<<d1>>.<<m1>>.<<year>>, <<hh>>:<<mi>> - <<first2>> (<<orgc>>): שם משתמש: <<login>>
<<d1>>.<<m1>>.<<year>>, <<hh>>:<<mi>> - <<first2>> (<<orgc>>): סיסמה: <<cred>>
<<d1>>.<<m1>>.<<year>>, <<hh>>:<<mi>> - <<first>> <<last>>: תודה רבה!
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "metapelet_green_invoice_morning_api_secret_node",
    ("src/invoices/greeninvoice.js", "billing/morning_<<n>>.js"),
    """// חשבוניות חודשיות למשפחות (Morning / חשבונית ירוקה)
const fetch = require("node-fetch");

const API_ID = "<<uuid>>";
const API_SECRET = "<<cred>>";

async function getToken() {
  const r = await fetch("https://api.greeninvoice.co.il/api/v1/account/token", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ id: API_ID, secret: API_SECRET }),
  });
  return (await r.json()).token;
}

module.exports = { getToken };
""",
    "b64u:18",
    syntax="",
)

reg(
    FAM,
    "metapelet_risco_cloud_alarm_json_unicode_escaped",
    ("risco/site_<<n>>.json", "backup/alarm_<<la>>.json"),
    _risco,
    _heb_pw,
    decode=_dec_risco,
)

reg(
    FAM,
    "metapelet_tranzila_family_payments_php",
    ("includes/tranzila.php", "payments/tranzila_<<n>>.php"),
    """<?php
// גביית דמי תיווך חודשיים - טרנזילה
$supplier = '<<org>>';
$tranzila_pw = '<<cred>>';
$ch = curl_init('https://secure5.tranzila.com/cgi-bin/tranzila71u.cgi');
curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query([
    'supplier' => $supplier,
    'TranzilaPW' => $tranzila_pw,
    'sum' => $amount,
    'currency' => 1,
    'tranmode' => 'A',
]));
""",
    "pw_sq",
    syntax="",
)

reg(
    FAM,
    "metapelet_bezeq_be_router_backup_xml_wpa_key",
    ("router/be_backup_<<date>>.xml", "homes/<<la>>/bezeq_be_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<Config device="Bezeq Be" fw="2.4.1">
  <WLAN band="2.4GHz">
    <SSID>Be-<<la>>-<<n>></SSID>
    <Security>WPA2-PSK</Security>
    <KeyPassphrase><<cred>></KeyPassphrase>
  </WLAN>
  <Admin user="admin" remote="false"/>
</Config>
""",
    "pw_xml",
)

reg(
    FAM,
    "metapelet_handover_note_tagalog_hebrew_labels",
    ("notes/handover_<<fa>>.txt", "Downloads/para_kay_<<fa2>>_<<n>>.txt"),
    """Para sa bagong caregiver ni Savta <<last>> (<<city>>)

Gamot: umaga 8:00 at gabi 20:00 (nasa ref ang listahan)
Doktor: Kupat Holim Maccabi, tel <<phone>>
Anak: <<first>> <<phone>>

סיסמת וויפי / wifi password:
<<cred>>

Ang susi ng shelter (ממ"ד) ay nasa kusina, sa itaas ng ref.
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "metapelet_office_bash_history_mysql_p_flag",
    (".bash_history", "root/.bash_history.<<n>>"),
    """sudo systemctl status mysql
mysql -u metaplim -p'<<cred>>' -h <<ip>> placements -e "select count(*) from carers where visa_until < now();"
mysqldump -u metaplim -p'<<cred>>' placements > /backup/placements_<<date>>.sql
ls -lh /backup
exit
""",
    "pw_sq",
    syntax="",
)

reg(
    FAM,
    "metapelet_sms_text_export_reply_only_hebrew",
    ("sms_export_<<date>>.txt", "Messages/<<fa>>_<<n>>.txt"),
    """<<date>> <<hh>>:<<mi>> ‏<<first>> <<last>>: מה הקוד לאפליקציה של המצלמה בסלון?
<<date>> <<hh>>:<<mi>> אני: <<cred>>
<<date>> <<hh>>:<<mi>> ‏<<first>> <<last>>: תודה
""",
    "human",
    syntax="",
)
