# ruff: noqa: E501
"""Family p: a support group for migrant domestic workers in Hong Kong (Filipino and Indonesian
helpers; Tagalog, Bahasa Indonesia, Traditional Chinese / Cantonese, English)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from hundredseventh_spec import Fam, pick, reg

FAM = Fam(
    name="pinay_tulong_hongkong",
    orgs=("tulongbahay", "kapitbisighk", "sahabatbmi", "helpershelter"),
    tld="org.hk",
    first=("Maricel", "Rowena", "Siti", "Lorna", "Dewi", "Jocelyn", "Eni", "Rosalie"),
    first_a=("maricel", "rowena", "siti", "lorna", "dewi", "jocelyn", "eni", "rosalie"),
    last=("Dela Cruz", "Santos", "Rahayu", "Bautista", "Lestari", "Reyes"),
    last_a=("delacruz", "santos", "rahayu", "bautista", "lestari", "reyes"),
    words=(
        "mahal",
        "pamilya",
        "sunday",
        "centralhk",
        "ingat",
        "rindu",
        "kampung",
        "bayanihan",
        "pinoy",
        "sampaguita",
    ),
    pets=("bantay", "choco", "brownie", "kitty", "mingming", "bunny"),
    cc="+852",
    cities=("Central", "Causeway Bay", "Sha Tin", "Yuen Long"),
)


def _amp_pw(rng):
    return f"{pick(rng, FAM.words).capitalize()}{pick(rng, '&<>')}{pick(rng, FAM.pets)}{rng.randint(10, 99)}"


def _xml(rng, s):
    s["enc"] = escape(str(s["cred"]))


def _dec_xml(text: str) -> str:
    root = ET.fromstring(text.encode())
    el = root.find(".//KeyPassphrase")
    if el is None or el.text is None:
        raise ValueError("no key")
    return el.text


reg(
    FAM,
    "tulong_whatsapp_tagalog_password_fb_page",
    ("WhatsApp Chat with Tulong Admins.txt", "chats/admins_<<n>>.txt"),
    """<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> pm - <<first>> <<last>>: Ate, hindi ako maka-login sa FB page natin, na-logout ako
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> pm - <<first2>>: Eto yung bagong password, wag mo i-share sa iba ha
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> pm - <<first2>>: <<email>> / <<cred>>
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> pm - <<first>> <<last>>: Salamat po! Post ko na yung schedule ng Sunday orientation sa <<city>>
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "tulong_airtable_case_tracker_pat_js",
    ("scripts/cases.js", "case-tracker/airtable_<<n>>.js"),
    """// Case tracker: underpayment, termination, passport kept by employer
const Airtable = require("airtable");

const base = new Airtable({ apiKey: "<<cred>>" }).base("app<<serial>><<rid>>");

module.exports = async function openCases() {
  return base("Cases").select({ filterByFormula: "{Status} = 'Open'", view: "Sunday intake" }).all();
};
""",
    "p:airtable",
    syntax="",
)

reg(
    FAM,
    "tulong_indonesian_telegram_copied_kata_sandi",
    ("Telegram/salinan_<<n>>.txt", "Downloads/tg_bmi_<<date>>.txt"),
    """<<first>>, [<<day>>.<<mon>>.<<year>> <<hh>>:<<mi>>]
Mbak, akun email grup kita yang buat daftar pelatihan itu apa ya?

<<first2>>, [<<day>>.<<mon>>.<<year>> <<hh>>:<<mi>>]
Email: <<email>>
Kata sandi: <<cred>>
Jangan disebar ya, nanti aku ganti lagi habis Minggu

<<first>>, [<<day>>.<<mon>>.<<year>> <<hh>>:<<mi>>]
Siap mbak, makasih 🙏
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "tulong_google_oauth_client_secret_json",
    (
        "client_secret_<<n4>>-<<rid>>.apps.googleusercontent.com.json",
        "credentials/oauth_<<org>>.json",
    ),
    """{"installed":{"client_id":"<<n4>><<n4>>-<<rid>><<rid>>.apps.googleusercontent.com","project_id":"<<org>>-forms-<<n>>","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","auth_provider_x509_cert_url":"https://www.googleapis.com/oauth2/v1/certs","client_secret":"<<cred>>","redirect_uris":["http://localhost"]}}
""",
    "p:gocspx",
)

reg(
    FAM,
    "tulong_shelter_router_backup_xml_escaped_key",
    ("shelter/router_<<date>>.xml", "backup/tplink_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<RouterConfig model="Archer C6" site="<<orgc>> shelter">
  <Wireless>
    <SSID>Shelter-<<city>></SSID>
    <Security>WPA2-PSK</Security>
    <KeyPassphrase><<enc>></KeyPassphrase>
  </Wireless>
</RouterConfig>
""",
    _amp_pw,
    extra=_xml,
    decode=_dec_xml,
)

reg(
    FAM,
    "tulong_cantonese_email_mima_agency_portal",
    ("mail/agency_<<n>>.eml", "Inbox/<<n4>>.eml"),
    """From: 陳小姐 <chan@<<org>>-agency.com.hk>
To: <<email>>
Subject: 僱傭中心網上系統登入 / Agency portal login
Date: Wed, <<d1>> Feb <<year>> <<hh>>:<<mi>>:00 +0800
Content-Type: text/plain; charset=utf-8

你好，

你哋機構可以用以下帳戶查閱外傭合約 (ID 407) 嘅進度：
用戶名稱: <<org>>
密碼: <<cred>>

如有問題請致電 <<phone>>。
陳小姐
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "tulong_volunteers_db_pgpass_line",
    (".pgpass", "home/<<login>>/.pgpass"),
    """# volunteers / case database (Sunday clinic laptop)
<<ip>>:5432:tulong:tulong_app:<<cred>>
localhost:5432:*:postgres:
""",
    "pw",
    syntax="",
)

reg(
    FAM,
    "tulong_newsletter_sendgrid_env_api_key",
    ("newsletter/.env", "<<org>>-mailer/.env"),
    """# Monthly newsletter (English / Tagalog / Bahasa)
SENDGRID_API_KEY=<<cred>>
FROM_EMAIL=news@<<dom>>
LIST_ID=<<uuid>>
""",
    "p:sendgrid",
    syntax="",
)
