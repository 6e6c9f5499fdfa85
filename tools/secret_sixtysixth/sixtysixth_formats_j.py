# ruff: noqa: E501
"""Family j: a cricket academy with nets in Lahore (Urdu, Roman Urdu and Pakistani English)."""

from __future__ import annotations

from sixtysixth_spec import Fam

FAM = Fam(
    "lahore_cricket_academy_nets",
    ("ravisixes",),
    "com.pk",
    ("علی", "فاطمہ", "حمزہ", "عائشہ", "بلال", "زینب", "عمران"),
    ("خان", "بٹ", "چوہدری", "ملک", "قریشی", "شیخ"),
    (
        "cricket",
        "sixer",
        "yorker",
        "googly",
        "wicket",
        "bouncer",
        "lahore",
        "gaddafi",
        "qalandars",
        "shaheen",
        "babar",
        "chai",
        "biryani",
        "pakistan",
        "ravi",
        "doosra",
    ),
    "92",
    ("Ali", "Fatima", "Hamza", "Ayesha", "Bilal", "Zainab", "Imran"),
    ("Khan", "Butt", "Chaudhry", "Malik", "Qureshi", "Sheikh"),
    ("Sheru", "Moti", "Billo", "Tiger", "Rani"),
)

FAM.reg(
    "lhrcricket_urdu_whatsapp_pasword_wifi",
    ("WhatsApp/WhatsApp Chat with Coaches <<n>>.txt", "Phone/واٹس ایپ چیٹ اکیڈمی <<n>>.txt"),
    """<<dd>>/<<mm>>/<<year>>, <<time>> - <<first>> <<last>>: بھائی اکیڈمی کا وائی فائی کام نہیں کر رہا، بولنگ مشین والا ٹیبلٹ نہیں چل رہا
<<dd>>/<<mm>>/<<year>>, <<time>> - <<first2>>: نیا پاسورڈ <<cred>> ہے، کل ہی بدلا تھا
<<dd>>/<<mm>>/<<year>>, <<time2>> - <<first>> <<last>>: شکریہ، انڈر 16 کا ٹرائل شام 4 بجے ہے
""",
    "human",
)

FAM.reg(
    "lhrcricket_fees_jazzcash_integrity_salt_env",
    ("var/www/<<org>>-fees/.env", "srv/academy-fees-<<n>>/.env"),
    """# Monthly coaching fee collection (JazzCash)
JAZZCASH_MERCHANT_ID=MC<<n4>><<nn>>
JAZZCASH_PASSWORD=<<mpw>>
JAZZCASH_INTEGRITY_SALT=<<cred>>
JAZZCASH_RETURN_URL=https://fees.<<dom>>/jazzcash/return
FEE_U16_PKR=6500
""",
    "p:jazzcash",
    syntax="",
    extra=lambda r, s: {"mpw": FAM.draw(r, "alnum:10", s).lower()},
)

FAM.reg(
    "lhrcricket_speed_gun_esp32_arduino_ino",
    (
        "Arduino/speed_gun_<<n>>/speed_gun_<<n>>.ino",
        "Documents/Arduino/bowling_speed_<<nn>>/bowling_speed_<<nn>>.ino",
    ),
    """// Bowling speed radar -> scoreboard in the nets (ESP32)
#include <WiFi.h>
#include <HTTPClient.h>

const char* ssid = "<<orgc>>_Nets";
const char* password = "<<cred>>";
const char* board = "http://<<lan>>/speed";

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) delay(500);
}

void loop() {
  float kmh = readRadar();
  if (kmh > 40) {
    HTTPClient http;
    http.begin(board);
    http.POST(String(kmh, 1));
    http.end();
  }
}
""",
    "pw_dq",
    syntax="",
)


def _parents_csv(s: dict) -> str:
    rows = [
        "نام,بیچ,یوزر نیم,پاسورڈ,فون",
        f"{s['first2']} احمد,U13,p{s['n4']},Lahore{s['nn']},{s['phone2']}",
        f"{s['first']} {s['last']},U16,{s['login']},{s['cred']},{s['phone']}",
    ]
    return "\n".join(rows) + "\n"


FAM.reg(
    "lhrcricket_parent_portal_csv_urdu_headers",
    ("Documents/<<org>>/parent_portal_logins_<<n>>.csv", "Desktop/والدین_لاگ_ان_<<n>>.csv"),
    _parents_csv,
    "human_x",
)

FAM.reg(
    "lhrcricket_highlights_facebook_page_token_py",
    ("home/<<lf>>/highlights/post_reel_<<n>>.py", "opt/<<org>>/fb_upload_<<nn>>.py"),
    '''"""Upload the day's net-session highlight clip to the academy Facebook page."""
import sys

import requests

PAGE_ID = "1<<n12>>"
PAGE_TOKEN = "<<cred>>"

with open(sys.argv[1], "rb") as f:
    r = requests.post(
        f"https://graph-video.facebook.com/v19.0/{PAGE_ID}/videos",
        data={"access_token": PAGE_TOKEN, "description": "Nets session #<<orgc>>"},
        files={"source": f},
        timeout=300,
    )
print(r.json())
''',
    "p:fb_page",
)

FAM.reg(
    "lhrcricket_english_email_coach_portal",
    ("Mail/<<org>>/Sent/<<n>>.eml", "Outlook/academy_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Academy portal access for the summer camp
Date: Sun, <<dd>> Jun <<year>> <<time>>:18 +0500
Content-Type: text/plain; charset=UTF-8

Dear <<first2>> sahib,

As discussed, kindly find below the login for the academy portal so you can mark attendance and upload the video analysis for the U19 boys:

username: coach<<nn>>
password is <<cred>>

Please do not share it with the boys. Fee defaulters list is also in the portal.
Regards,
<<first>>
Academy Manager
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "lhrcricket_scoring_app_mysql_my_cnf",
    ("home/<<lf>>/.my.cnf", "etc/mysql/conf.d/scoring_<<org>>_<<n>>.cnf"),
    """# scoring app backups (ball-by-ball DB)
[client]
user=scorer
password=<<cred>>
host=<<lan>>

[mysqldump]
single-transaction=TRUE
""",
    "pw",
    syntax="ini",
)

FAM.reg(
    "lhrcricket_roman_urdu_sms_backup_xml",
    ("SMSBackup/sms-<<year>><<mm>><<dd>><<hh>><<mi>>.xml", "Phone/sms_academy_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="1" subject="null" body="Bhai office wale laptop ka password kya hai? Fee receipt print karni hai" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<dd>> <<mm>> <<year>> <<time>>" contact_name="<<first>>" />
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="2" subject="null" body="<<cred>> hai. Kisi ko mat batana" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dd>> <<mm>> <<year>> <<time2>>" contact_name="<<first>>" />
</smses>
""",
    "human_x",
)
