# ruff: noqa: E501
"""Family l: a borehole / water-well drilling crew in Ethiopia (Oromia / Amhara), Amharic and English."""

from __future__ import annotations

import json
import random

from seventyfirst_spec import Fam, Slots, enc_xml, gen_pw

F = Fam(
    name="gudgwad_kofari_ethiopia",
    orgs=("abaydrill", "gudgwadwater", "tanaborehole", "simienwells"),
    tld="com.et",
    first=(
        ("አበበ", "abebe"),
        ("ትዕግስት", "tigist"),
        ("ዳዊት", "dawit"),
        ("ሐና", "hana"),
        ("ሰለሞን", "solomon"),
        ("መሰረት", "meseret"),
    ),
    last=(
        ("ተስፋዬ", "tesfaye"),
        ("ገብረ", "gebre"),
        ("ከበደ", "kebede"),
        ("አለሙ", "alemu"),
        ("ወልደ", "wolde"),
        ("በቀለ", "bekele"),
    ),
    words=(
        "buna",
        "injera",
        "abay",
        "habesha",
        "selam",
        "tena",
        "wuha",
        "simien",
        "tana",
        "addis",
        "ethio",
        "konjo",
        "gondar",
        "lalibela",
        "meskel",
        "bunna",
    ),
    pets=("bobi", "dula", "kutie", "jack", "tigre", "lucky"),
    cc="+251",
)


def _tg(s: Slots) -> str:
    base = int(s["ts"])
    a, b = f"{s['first']} {s['last']}", f"{s['first2']} {s['last2']}"
    texts = [
        (a, "ሰላም፣ የመቆፈሪያ ሪፖርት ሲስተም አልከፈተልኝም"),
        (b, "የይለፍ ቃሉ ተቀይሯል። የተጠቃሚ ስም፡ " + str(s["user"])),
        (b, [{"type": "plain", "text": "የይለፍ ቃል፡ "}, {"type": "code", "text": s["cred"]}]),
        (a, "አመሰግናለሁ 🙏 ገብቻለሁ"),
    ]
    msgs = []
    for i, (who, t) in enumerate(texts):
        ents = t if isinstance(t, list) else [{"type": "plain", "text": t}]
        msgs.append(
            {
                "id": 880 + i,
                "type": "message",
                "date": f"{s['date']}T{s['t' + str(i + 1)]}:00",
                "date_unixtime": str(base + i * 120),
                "from": who,
                "from_id": f"user{500000000 + i % 2}",
                "text": t,
                "text_entities": ents,
            }
        )
    doc = {"name": b, "type": "personal_chat", "id": 5000000000 + int(s["nnnn"]), "messages": msgs}
    return json.dumps(doc, ensure_ascii=False, indent=1) + "\n"


F.reg(
    "gudgwad_amharic_telegram_json_yeyilf_qal",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "ስልክ/<<org>>/telegram_<<n>>/result.json"),
    _tg,
    "human",
)

F.reg(
    "gudgwad_telegram_bot_rig_report_python",
    ("rig-bot/<<org>>/bot_<<n>>.py", "scripts/daily_meter_report_<<fa>>.py"),
    '''"""Daily drilled-metres report from the rigs to the office Telegram group."""

import csv
import datetime

import requests

BOT_TOKEN = "<<cred>>"
CHAT_ID = -100<<num10>>


def report(path: str) -> str:
    total = 0.0
    lines = []
    with open(path, encoding="utf-8") as f:
        for row in csv.DictReader(f):
            total += float(row["metres"])
            lines.append(f"{row['rig']}: {row['site']} {row['metres']} m ({row['formation']})")
    return f"{datetime.date.today():%d/%m/%Y}\\n" + "\\n".join(lines) + f"\\nጠቅላላ: {total:.1f} m"


requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage", json={"chat_id": CHAT_ID, "text": report("/srv/rigs/today.csv")}, timeout=20)
''',
    "p:telegram_bot",
    extra=lambda rng, s: s.update(nn=rng.randint(10, 99)),
)

F.reg(
    "gudgwad_chapa_secret_key_node",
    ("billing/<<org>>/chapa.js", "client-portal-<<n>>/src/payments/chapa.js"),
    """// ክፍያ – borehole survey and drilling deposits via Chapa
const axios = require('axios');

const CHAPA_SECRET_KEY = '<<cred>>';

async function initialize(amount, email, txRef) {
  const res = await axios.post('https://api.chapa.co/v1/transaction/initialize', {
    amount, currency: 'ETB', email, tx_ref: txRef,
    callback_url: 'https://<<dom>>/api/chapa/callback',
  }, { headers: { Authorization: `Bearer ${CHAPA_SECRET_KEY}` } });
  return res.data.data.checkout_url;
}

module.exports = { initialize };
""",
    "p:chapa",
    syntax="",
)


def _pem_env(rng: random.Random, s: Slots) -> None:
    s["appid"] = f"c4182ef8{s['h8']}{s['nnnn']}"


F.reg(
    "gudgwad_telebirr_private_key_pem_env",
    ("payments/<<org>>/.env", "telebirr-<<n>>/.env.production"),
    """TELEBIRR_BASE_URL=https://superapp.ethiomobilemoney.et:38443/apiaccess/payment/gateway
TELEBIRR_FABRIC_APP_ID=<<appid>>
TELEBIRR_MERCHANT_APP_ID=<<num12>>
TELEBIRR_SHORT_CODE=<<nnnn>><<n>>
TELEBIRR_PRIVATE_KEY="<<cred>>"
""",
    "rsa8",
    syntax="",
    extra=_pem_env,
)

F.reg(
    "gudgwad_rig_tracker_teltonika_sms_setparam",
    ("rigs/trackers/<<org>>_fmb_<<n>>.txt", "notes/teltonika_apn_<<date>>.txt"),
    """FMB920 on rig <<n>> (Atlas Copco) – SMS config sent from office phone <<phone>>
SMS text (login blank, then SMS password, then command):
 <<cred>> setparam 2001:etc.com;2002:;2003:;2004:gps.<<dom>>;2005:5027;2006:0
reply: New value 2001:etc.com;2002:;2003:;2004:gps.<<dom>>;2005:5027;2006:0;
""",
    lambda rng: gen_pw(rng, n=rng.randint(9, 12), sym=""),
    syntax="",
)

F.reg(
    "gudgwad_kobo_toolbox_token_r",
    ("analysis/<<org>>/pump_tests_<<n>>.R", "R/borehole_logs_<<fa>>.R"),
    """# Borehole completion and pumping-test forms from KoboToolbox
library(httr)
library(jsonlite)

kobo_token <- "<<cred>>"
asset_uid <- "a<<h8>>Kp<<nnn>>"

res <- GET(
  paste0("https://kf.kobotoolbox.org/api/v2/assets/", asset_uid, "/data.json"),
  add_headers(Authorization = paste("Token", kobo_token))
)
logs <- fromJSON(content(res, "text", encoding = "UTF-8"))$results
write.csv(logs, "boreholes_<<date>>.csv", row.names = FALSE)
""",
    "p:kobo",
    syntax="",
)

F.reg(
    "gudgwad_amharic_sms_reply_only_value",
    ("ስልክ/sms_<<fa2>>_<<date>>.txt", "phone-dump/<<org>>/sms_thread_<<n>>.txt"),
    """<<first2>> <<last2>> (<<phone2>>)
<<dmys>> <<t1>>  ← የጣቢያው ላፕቶፕ የይለፍ ቃል ምንድን ነው? የፓምፕ ሙከራ ዳታ ልጭን ነው
<<dmys>> <<t2>>  → <<cred>>
<<dmys>> <<t3>>  ← እሺ አመሰግናለሁ
""",
    "human",
    syntax="",
)


def _xml_pw(rng: random.Random, s: Slots) -> None:
    while "&" not in str(s["cred"]) and "<" not in str(s["cred"]):
        s["cred"] = F.human(rng, "&<#.")
    s["enc"] = enc_xml(str(s["cred"]))


def _dec_xml(text: str) -> str:
    import xml.etree.ElementTree as ET

    root = ET.fromstring(text.encode())
    node = root.find(".//password")
    if node is None or node.text is None:
        raise ValueError("no password element")
    return node.text


F.reg(
    "gudgwad_odk_collect_server_settings_xml_escaped",
    ("tablets/<<org>>/odk_settings_<<n>>.xml", "field-<<fa>>/collect_settings_<<date>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!-- ODK Collect server settings exported for the drilling supervisors' tablets -->
<settings>
  <general>
    <server_url>https://odk.<<dom>>/v1/key/<<h8>>/projects/<<n>></server_url>
    <username><<user>></username>
    <password><<enc>></password>
    <form_update_mode>match_exactly</form_update_mode>
  </general>
  <admin>
    <change_server>false</change_server>
  </admin>
</settings>
""",
    "human",
    extra=_xml_pw,
    decode=_dec_xml,
)
