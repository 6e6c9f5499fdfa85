# ruff: noqa: E501
"""Family f: a beekeepers' association near Soran (Kurdistan Region, Iraq), Sorani Kurdish."""

from __future__ import annotations

from fiftyfirst_spec import Fam

F = Fam(
    "hengwin_soran_kurdish",
    ("hengwinsoran",),
    "krd",
    (
        ("ئاراس", "Aras"),
        ("شیلان", "Shilan"),
        ("هێمن", "Hemin"),
        ("ڤیان", "Vian"),
        ("ڕێبوار", "Rebwar"),
        ("نەسرین", "Nasrin"),
    ),
    (
        ("عەبدوڵڵا", "Abdullah"),
        ("کەریم", "Karim"),
        ("ئەحمەد", "Ahmad"),
        ("مستەفا", "Mustafa"),
        ("سەعید", "Saeed"),
    ),
    (
        "hengwin",
        "shaxawan",
        "soran",
        "rawanduz",
        "mishk",
        "gulan",
        "newroz",
        "zozik",
        "balakayati",
        "shaqlawa",
    ),
    ("shero", "pisik", "bafrin", "hawar"),
    "964",
)

F.reg(
    "hengwin_kurdish_whatsapp_web_copied_wshay_nhene",
    ("Desktop/whatsapp_<<id>>.txt", "Documents/کۆمەڵە_<<date>>.txt"),
    """[<<time>>, <<dmys>>] <<first>>: هاوڕێیان، وشەی نهێنی ماڵپەڕی کۆمەڵە گۆڕدرا
[<<time>>, <<dmys>>] <<first>>: ناوی بەکارهێنەر: <<user>>
[<<time>>, <<dmys>>] <<first>>: وشەی نهێنی: <<cred>>
[<<time2>>, <<dmys>>] <<first2>>: سوپاس کاک <<first>> 🐝
""",
    "human",
    syntax="",
)

F.reg(
    "hengwin_hive_scale_api_bearer_curl_sh",
    ("hives/push_weights_<<nn>>.sh", "home/pi/scale<<id>>/upload.sh"),
    """#!/bin/sh
# hive scales -> BEEP monitoring (cron every 15 min)
TOKEN=<<cred>>
W=$(python3 /home/pi/read_hx711.py)
curl -s -X POST https://api.beep.nl/api/sensors \\
  -H "Authorization: Bearer $TOKEN" \\
  -H "Content-Type: application/json" \\
  -d "{\\"key\\":\\"soran-<<nn>>\\",\\"w_v\\":$W}"
""",
    "alnum:60",
    syntax="",
)

F.reg(
    "hengwin_newsletter_brevo_api_key_node",
    ("newsletter/send_<<nn>>.js", "site/scripts/brevo_<<id>>.js"),
    """const SibApiV3Sdk = require('@getbrevo/brevo');

const api = new SibApiV3Sdk.TransactionalEmailsApi();
api.setApiKey(SibApiV3Sdk.TransactionalEmailsApiApiKeys.apiKey, '<<cred>>');

module.exports = async function sendHarvestNews(to, html) {
  return api.sendTransacEmail({
    sender: { name: 'Hengwin Soran', email: 'news@<<dom>>' },
    to: [{ email: to }],
    subject: 'هەواڵی بەرهەمی هەنگوین',
    htmlContent: html,
  });
};
""",
    "p:brevo",
    syntax="",
)

F.reg(
    "hengwin_kurdish_email_ministry_portal_wshay_nhene",
    ("Mail/wezaret_<<id>>.eml", "mail/<<fa>>/cur/<<epoch>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: پۆرتاڵی وەزارەتی کشتوکاڵ
Date: <<dmy>> <<time>> +0300
Content-Type: text/plain; charset=UTF-8

بەڕێز <<first2>>،

بۆ تۆمارکردنی کەندووەکان لە پۆرتاڵی وەزارەت:
ناوی بەکارهێنەر: <<user>>
وشەی نهێنی: <<cred>>

تکایە تا کۆتایی مانگ زانیارییەکان تۆمار بکە.
<<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "hengwin_queen_log_xlsx_sharedstrings_xml",
    ("queens_<<year>>/xl/sharedStrings.xml", "unzipped/shahana_<<id>>/xl/sharedStrings.xml"),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="9" uniqueCount="9"><si><t>شاژن</t></si><si><t>ڕەگەز</t></si><si><t>کەندوو</t></si><si><t>Carniolan</t></si><si><t>Caucasian</t></si><si><t>ماڵپەڕی فرۆشتن</t></si><si><t><<user>></t></si><si><t><<cred>></t></si><si><t>شاقڵاوە <<nn>></t></si></sst>
""",
    "human_x",
)

F.reg(
    "hengwin_apiary_camera_go2rtc_yaml",
    ("go2rtc/go2rtc_<<nn>>.yaml", "home/pi/cam<<id>>/go2rtc.yaml"),
    """streams:
  apiary_north: rtsp://admin:<<cred>>@<<ip2>>:554/h264Preview_01_main
  apiary_gate: rtsp://admin:<<cred>>@<<ip2>>:554/h264Preview_01_sub
api:
  listen: ":1984"
webrtc:
  candidates:
    - <<pubip>>:8555
""",
    "pw_url",
)

F.reg(
    "hengwin_office_wifi_qr_payload_text",
    ("print/wifi_qr_<<id>>.txt", "Desktop/qr_<<nn>>.txt"),
    """WIFI:T:WPA;S:Hengwin_Office_<<nn>>;P:<<cred>>;;
""",
    "human_x",
    syntax="",
)

F.reg(
    "hengwin_treasurer_notebook_ocr_kurdish",
    ("scans/daftar_<<date>>.txt", "ocr/xazinedar_<<id>>.txt"),
    """دەفتەری خەزێنەدار — <<dmy>>
بەشداریکردن: <<nn>> ئەندام × ١٠٠٠٠ دینار

بانکی ئینتەرنێت
ID: <<user>>
وشەی نهێنی <<cred>>

(<<first>> دەزانێت)
""",
    "human",
    syntax="",
)
