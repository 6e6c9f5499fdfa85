# ruff: noqa: E501
"""Family n: a yoga studio in Rishikesh, India: Hindi (Devanagari) and English, Razorpay, UPI
payment links, Zoom classes, a booking app, WhatsApp groups of teachers."""

from __future__ import annotations

import json

from hundredfifteenth_spec import Fam

F = Fam(
    name="rishikesh_yoga_studio_india",
    orgs=("gangaasana", "tapovanyoga", "lakshmanjhula", "shivpuriyog", "pranavashram"),
    tld="in",
    first=(
        ("अनन्या", "ananya"),
        ("राहुल", "rahul"),
        ("प्रिया", "priya"),
        ("अर्जुन", "arjun"),
        ("मीरा", "meera"),
        ("विकास", "vikas"),
        ("सीता", "sita"),
        ("आदित्य", "aditya"),
        ("कविता", "kavita"),
        ("रोहित", "rohit"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("वर्मा", "verma"),
        ("गुप्ता", "gupta"),
        ("नेगी", "negi"),
        ("रावत", "rawat"),
        ("बिष्ट", "bisht"),
        ("जोशी", "joshi"),
        ("पांडे", "pandey"),
    ),
    words=(
        "ganga",
        "shanti",
        "namaste",
        "om",
        "surya",
        "asana",
        "pranayama",
        "rishikesh",
        "himalaya",
        "shiva",
        "lotus",
        "kamal",
        "prana",
        "tapovan",
        "sadhana",
    ),
    pets=("moti", "sheru", "tommy", "golu", "chiku", "bholu"),
    cc="91",
)

F.reg(
    "rishikesh_hindi_whatsapp_password_booking_app",
    ("WhatsApp Chat with शिक्षक समूह.txt", "exports/whatsapp_<<org>>_teachers_<<nn>>.txt"),
    """<<dmy>>, <<time>> - <<name>>: सुबह की क्लास की बुकिंग ऐप में लॉगिन नहीं हो रहा
<<dmy>>, <<time>> - <<name2>>: ईमेल: <<email2>>
<<dmy>>, <<time2>> - <<name2>>: पासवर्ड: <<cred>>
<<dmy>>, <<time2>> - <<name>>: धन्यवाद दीदी 🙏 हरि ओम
""",
    "human",
    syntax="",
)

F.reg(
    "rishikesh_razorpay_key_secret_express_config_js",
    ("server/config/razorpay.js", "<<org>>-retreats/src/payments/config.js"),
    """module.exports = {
  keyId: 'rzp_live_<<hex8>><<n>>',
  keySecret: '<<cred>>',
  currency: 'INR',
  retreatPriceInr: 45000,
};
""",
    "p:razorpay",
    syntax="",
)

F.reg(
    "rishikesh_zoom_server_to_server_oauth_yaml",
    ("online-classes/zoom.yaml", "ops/<<org>>/zoom_s2s.yml"),
    """zoom:
  account_id: "<<hex8>><<nn>>"
  client_id: "<<hex16>>"
  client_secret: "<<cred>>"
  default_host: <<email>>
classes:
  - name: Hatha 6am IST
    duration: 75
""",
    "p:zoom_secret",
)

F.reg(
    "rishikesh_teacher_training_ods_flat_logins",
    ("ttc/TTC_<<year>>_students.fods", "Documents/<<org>>/ttc_batch_<<nn>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body><office:spreadsheet><table:table table:name="TTC">
  <table:table-row><table:table-cell><text:p>नाम</text:p></table:table-cell><table:table-cell><text:p>Moodle user</text:p></table:table-cell><table:table-cell><text:p>पासवर्ड</text:p></table:table-cell></table:table-row>
  <table:table-row><table:table-cell><text:p><<name>></text:p></table:table-cell><table:table-cell><text:p><<user>></text:p></table:table-cell><table:table-cell><text:p><<cred>></text:p></table:table-cell></table:table-row>
 </table:table></office:spreadsheet></office:body>
</office:document>
""",
    "human_x",
    syntax="xml",
)

F.reg(
    "rishikesh_studio_site_moodle_config_php",
    ("moodle/config.php", "var/www/<<org>>-ttc/config.php"),
    """<?php
unset($CFG);
global $CFG;
$CFG = new stdClass();
$CFG->dbtype    = 'mariadb';
$CFG->dbhost    = 'localhost';
$CFG->dbname    = 'ttc_moodle';
$CFG->dbuser    = 'moodle';
$CFG->dbpass    = '<<cred>>';
$CFG->wwwroot   = 'https://ttc.<<dom>>';
require_once(__DIR__ . '/lib/setup.php');
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "rishikesh_english_email_retreat_channel_manager",
    ("mail/<<date>>_retreat_bookings.eml", "Mail/<<org>>/Sent/<<nn>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Retreat bookings - channel manager login
Date: <<dmy>> <<time>> +0530

Namaste <<first2>>,
Please update the October retreat rooms on the channel manager (eZee):
Hotel code: <<nn>><<n>>
Username: <<user2>>
Password: <<cred>>
Om shanti,
<<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "rishikesh_instagram_scheduler_meta_token_json",
    ("scheduler/meta_token.json", "social/<<org>>/ig_long_lived.json"),
    lambda s: json.dumps(
        {
            "access_token": s["cred"],
            "token_type": "bearer",
            "expires_in": 5183944,
            "ig_user_id": str(s["epoch"]),
        },
        indent=2,
    ),
    lambda rng: (
        "EAAG"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(180)
        )
    ),
)

F.reg(
    "rishikesh_reception_notebook_ocr_upi_next_line",
    ("scans/reception_<<date>>.txt", "OCR/<<org>>_register_<<nn>>.txt"),
    """रिसेप्शन रजिस्टर - <<dmy>>
PhonePe Business ऐप
लॉगिन: <<phone>>
पासवर्ड
<<cred>>
(सुबह 6 बजे की क्लास के बाद कैश जमा करें)
""",
    "human",
    syntax="",
)
