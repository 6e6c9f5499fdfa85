# ruff: noqa: E501
"""Family p: a stationery and office-supply shop in Merkato, Addis Ababa (Ethiopia; Amharic in Ge'ez script)."""

from __future__ import annotations

import base64
import re

from eightyfourth_spec import Fam, sms_xml, spreadsheetml, telegram_json
from secret_corpus_kit import alnum, hexs

FAM = Fam(
    name="tsihfet_merkato_stationery",
    orgs=("merkatostationery", "abebebooks", "selamoffice"),
    tld="com.et",
    first=(
        ("አበበ", "abebe"),
        ("ሰላም", "selam"),
        ("ሄኖክ", "henok"),
        ("ሕይወት", "hiwot"),
        ("ዳዊት", "dawit"),
        ("ብሩክ", "biruk"),
        ("ትዕግስት", "tigist"),
        ("ዮሐንስ", "yohannes"),
        ("መቅደስ", "mekdes"),
        ("ሳሙኤል", "samuel"),
    ),
    last=(
        ("ተስፋዬ", "tesfaye"),
        ("ገብሬ", "gebre"),
        ("ታደሰ", "tadesse"),
        ("በቀለ", "bekele"),
        ("ኃይሌ", "haile"),
        ("አለሙ", "alemu"),
        ("መንግሥቱ", "mengistu"),
        ("ወልዱ", "woldu"),
    ),
    words=(
        "buna",
        "injera",
        "habesha",
        "selam",
        "addis",
        "abeba",
        "kuraz",
        "mesob",
        "fikir",
        "gena",
        "meskel",
        "berbere",
        "lalibela",
        "merkato",
        "abay",
        "tsehay",
    ),
    pets=("buchi", "tommy", "bobby", "kuchi", "lucky", "dodi"),
    places=("addis", "merkato", "adama", "bahirdar", "hawassa", "gondar", "piassa"),
    cc="+251",
)


_SUBJ = base64.b64encode("የሽያጭ ደረሰኝ".encode()).decode()


def _smtp_log(s):
    blob = base64.b64encode(f"\0{s['user']}\0{s['cred']}".encode()).decode()
    return f"""{s["date"]} {s["hh"]}:{s["mi"]}:01 [receipt-mailer] connecting to mail.{s["dom"]}:587
S: 220 mail.{s["dom"]} ESMTP Postfix
C: EHLO pos-{s["n"]}.{s["dom"]}
S: 250-mail.{s["dom"]}
S: 250-STARTTLS
S: 250-AUTH PLAIN LOGIN
S: 250 8BITMIME
C: STARTTLS
S: 220 2.0.0 Ready to start TLS
C: EHLO pos-{s["n"]}.{s["dom"]}
C: AUTH PLAIN {blob}
S: 235 2.7.0 Authentication successful
C: MAIL FROM:<{s["user"]}>
C: RCPT TO:<{s["fa2"]}.{s["la2"]}@gmail.com>
S: 250 2.1.5 Ok
C: DATA
S: 354 End data with <CR><LF>.<CR><LF>
C: Subject: =?UTF-8?B?{_SUBJ}?= #{s["id"]}
S: 250 2.0.0 Ok: queued as {s["serial"]}
C: QUIT
"""


def _dec_smtp(text):
    m = re.search(r"C: AUTH PLAIN ([A-Za-z0-9+/=]+)", text)
    return base64.b64decode(m.group(1)).decode().split("\0")[2]


FAM.reg(
    "tsihfet_pos_receipt_mailer_smtp_auth_plain_log",
    ("POS/logs/mailer_<<date>>.log", "C/Loyverse-bridge/logs/smtp_<<n>>.log"),
    _smtp_log,
    "human_x",
    syntax="",
    extra=lambda r, s: {"user": f"receipts@{s['dom']}"},
    decode=_dec_smtp,
)

FAM.reg(
    "tsihfet_amharic_telegram_json_yeyilef_qal",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "tg_<<fa2>>_<<n>>/result.json"),
    lambda s: telegram_json(
        s["rng"],
        s,
        f"{s['fn2']} {s['ln2']}",
        [
            (f"{s['fn2']} {s['ln2']}", "ሰላም፣ የሎይቨርስ (POS) አካውንት ተዘግቶብኛል። ደረሰኝ መቁረጥ አልቻልኩም"),
            (f"{s['fn']} {s['ln']}", "ኢሜል፦ " + s["email"]),
            (f"{s['fn']} {s['ln']}", "የይለፍ ቃል፦ " + s["cred"]),
            (f"{s['fn2']} {s['ln2']}", "አመሰግናለሁ! ገባሁ 🙏"),
        ],
    ),
    "human",
)

FAM.reg(
    "tsihfet_chapa_secret_key_env",
    ("webshop/.env", "apps/<<org>>-shop-<<n>>/.env"),
    """# Chapa - የኦንላይን ትዕዛዝ ክፍያ (telebirr, CBE Birr, cards)
CHAPA_PUBLIC_KEY=CHAPUBK-<<pk>>
CHAPA_SECRET_KEY=<<cred>>
CHAPA_CALLBACK_URL=https://<<dom>>/api/chapa/callback
CHAPA_RETURN_URL=https://<<dom>>/order/thanks
DB_HOST=<<ip>>
""",
    "p:chapa_sk",
    extra=lambda r, s: {"pk": alnum(r, 32)},
)

FAM.reg(
    "tsihfet_telebirr_app_key_node",
    ("server/telebirr.js", "api-<<org>>/payments/telebirr<<n>>.js"),
    """// telebirr H5 Web payment - school-supply bulk orders
const crypto = require('crypto');

const TELEBIRR = {
  appId: '<<appid>>',
  appKey: '<<cred>>',
  shortCode: '<<id>>',
  notifyUrl: 'https://<<dom>>/api/telebirr/notify',
  returnUrl: 'https://<<dom>>/order/done',
  receiveName: '<<orgc>> Stationery',
};

function signString(params) {
  const sorted = Object.keys(params).sort().map((k) => `${k}=${params[k]}`).join('&');
  return crypto.createHash('sha256').update(sorted).digest('hex').toUpperCase();
}

module.exports = { TELEBIRR, signString };
""",
    "p:telebirr_appkey",
    extra=lambda r, s: {"appid": hexs(r, 32)},
)

FAM.reg(
    "tsihfet_loyverse_token_apps_script",
    ("apps-script/Code.gs", "sheets/<<org>>_sales_<<n>>.gs"),
    """// Loyverse → Google Sheets: የዕለት ሽያጭ ሪፖርት
const LOYVERSE_TOKEN = '<<cred>>';
const SHEET_ID = '<<sheet>>';

function dailySales() {
  const since = new Date(Date.now() - 24 * 3600 * 1000).toISOString();
  const res = UrlFetchApp.fetch('https://api.loyverse.com/v1.0/receipts?created_at_min=' + since, {
    headers: { Authorization: 'Bearer ' + LOYVERSE_TOKEN },
  });
  const receipts = JSON.parse(res.getContentText()).receipts;
  const sheet = SpreadsheetApp.openById(SHEET_ID).getSheetByName('ሽያጭ');
  receipts.forEach((r) => sheet.appendRow([r.receipt_number, r.total_money, r.created_at]));
}
""",
    "hex:32",
    syntax="",
    extra=lambda r, s: {"sheet": alnum(r, 44)},
)

FAM.reg(
    "tsihfet_amharic_sms_reply_only_value",
    ("SMSBackup/sms-<<date>>.xml", "phone/<<fa>>/sms_<<n>>.xml"),
    lambda s: sms_xml(
        s["rng"],
        s,
        f"{s['fn2']} {s['ln2']}",
        s["phone2"],
        [
            (1, "የዋይፋይ ራውተሩ ፓስወርድ ምንድን ነው? ፕሪንተሩ አልተገናኘም"),
            (2, s["cred"]),
            (1, "እሺ ተገናኘ"),
        ],
    ),
    "human_x",
)

FAM.reg(
    "tsihfet_peachtree_backup_7zip_bat",
    ("backup/peachtree_backup.bat", "C/Scripts/sage_backup_<<n>>.bat"),
    """@echo off
rem Peachtree (Sage 50) company data - encrypted backup to the USB disk and the NAS
set SRC=C:\\Sage\\Peachtree\\Company\\<<orgu>>
set DST=E:\\Backup
"C:\\Program Files\\7-Zip\\7z.exe" a -t7z -mhe=on -p<<cred>> "%DST%\\peachtree_%date:~-4%%date:~3,2%%date:~0,2%.7z" "%SRC%\\*"
xcopy "%DST%\\*.7z" \\\\<<ip>>\\backup\\accounts /D /Y
""",
    "pw_bare",
    syntax="",
)

FAM.reg(
    "tsihfet_accounts_spreadsheetml_amharic_headers",
    ("ሰነዶች/accounts_<<yyyy>>.xml", "USB/<<fa>>/passwords <<n>>.xml"),
    lambda s: spreadsheetml(
        "አካውንቶች",
        [
            ["አገልግሎት", "የተጠቃሚ ስም", "የይለፍ ቃል", "ማስታወሻ"],
            ["CBE Birr Merchant", s["phone"], s["cred"], "ባለቤቱ ብቻ"],
            ["Ethio telecom (ፖስትፔይድ)", s["phone2"], "", "በኤስኤምኤስ"],
            ["Odoo", s["email"], "አበበ ያውቃል", ""],
        ],
    ),
    "human_x",
)
