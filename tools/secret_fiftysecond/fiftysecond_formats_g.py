# ruff: noqa: E501
"""Family g: a diagnostic pathology laboratory chain in Pune (India): LIMS, analyser
interfaces, report portal, payments and SMS; Hindi and English."""

from __future__ import annotations

import json

from fiftysecond_spec import Fam, alnum, pick

F = Fam(
    "pathology_lims_pune_hindi",
    (("nidanpath", "Nidan Pathology Labs"), ("nidanpath", "निदान पैथोलॉजी लैब")),
    "in",
    ("राहुल", "प्रिया", "अमित", "स्नेहा", "विकास", "पूजा", "संजय", "अंजलि"),
    ("शर्मा", "देशपांडे", "कुलकर्णी", "पाटिल", "जोशी", "वर्मा", "गुप्ता", "पवार"),
    (
        "ganesh",
        "pune",
        "shivaji",
        "nidan",
        "sahyadri",
        "kesari",
        "mango",
        "tulsi",
        "laxmi",
        "deccan",
    ),
    ("पुणे", "पिंपरी", "नाशिक", "सातारा"),
    ("rahul", "priya", "amit", "sneha", "vikas", "pooja", "sanjay", "anjali"),
    ("sharma", "deshpande", "kulkarni", "patil", "joshi", "verma", "gupta", "pawar"),
    "+91",
)

F.reg(
    "pathology_lims_appsettings_json_sqlserver",
    ("inetpub/NidanLIMS/appsettings.Production.json", "LIMS/branch_<<n>>/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": {
    "LimsDb": "Server=<<host>>,1433;Database=NidanLIMS;User Id=lims_app;Password=<<cred>>;TrustServerCertificate=True"
  },
  "ReportPdf": { "Letterhead": "nidan_<<n>>.png", "SignatureFolder": "D:\\\\Signatures" },
  "Branch": { "Code": "PNQ<<n>>", "City": "Pune" },
  "AllowedHosts": "*"
}
""",
    "pw_json",
)

F.reg(
    "pathology_whatsapp_hindi_analyzer_pc_password",
    ("WhatsApp Chat with Lab Staff <<n>>.txt", "Download/whatsapp_lab_<<n>>.txt"),
    """<<dmys>>, <<hm>> - <<first2>>: सर, एनालाइज़र वाले कंप्यूटर ने फिर से पासवर्ड माँगा है 😥
<<dmys>>, <<hm>> - <<first>> <<last>>: यूज़र labtech है और पासवर्ड <<cred>> है
<<dmys>>, <<hm>> - <<first>> <<last>>: किसी और को मत बताना, QC के बाद ही सैंपल चलाना
<<dmys>>, <<hm2>> - <<first2>>: ठीक है सर, लॉगिन हो गया
""",
    "human",
)

F.reg(
    "pathology_home_collection_razorpay_node_config",
    ("home-collection-api/config/payment.js", "srv/nidan-booking/config/razorpay.<<n>>.js"),
    """// Home sample collection booking - payment gateway
module.exports = {
  razorpay: {
    keyId: "rzp_live_<<hexid>>",
    keySecret: "<<cred>>",
    webhookPath: "/api/payments/webhook",
  },
  currency: "INR",
  collectionChargePaise: 15000,
};
""",
    "p:razorpay",
    syntax="",
)


def _msg91(rng, s) -> str:
    return f"{rng.randint(100000, 999999)}A{alnum(rng, 17)}"


F.reg(
    "pathology_report_ready_msg91_php_authkey",
    ("public_html/reports/sms_notify.php", "nidan-portal/includes/sms_<<n>>.php"),
    """<?php
// रिपोर्ट तैयार होने पर मरीज़ को SMS भेजें
define('MSG91_AUTHKEY', '<<cred>>');
define('MSG91_TEMPLATE_ID', '6<<n6>>');

function notify_report_ready($mobile, $name, $link) {
    $payload = json_encode([
        'template_id' => MSG91_TEMPLATE_ID,
        'recipients' => [['mobiles' => '91' . $mobile, 'name' => $name, 'link' => $link]],
    ]);
    $ch = curl_init('https://control.msg91.com/api/v5/flow/');
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['authkey: ' . MSG91_AUTHKEY, 'content-type: application/json']);
    curl_setopt($ch, CURLOPT_POSTFIELDS, $payload);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return curl_exec($ch);
}
""",
    _msg91,
    syntax="",
)

F.reg(
    "pathology_astm_analyzer_interface_ini_lisdb",
    ("C:/LISInterface/Interface.ini", "LISInterface/analyzer_<<n>>.ini"),
    """[Analyzer]
Name=XN-<<n3>>
Protocol=ASTM
Port=COM3
BaudRate=9600
Parity=None

[LIS]
DSN=NidanLIMS
Server=<<host>>
Database=NidanLIMS
UserID=interface
Password=<<cred>>

[Log]
Folder=C:\\LISInterface\\Logs
KeepDays=60
""",
    "pw",
)

F.reg(
    "pathology_hindi_email_doctor_portal_password",
    ("Mail/Sent/doctor_portal_<<n>>.eml", "mails/referral_doctor_<<n6>>.eml"),
    """From: Nidan Pathology <care@<<dom>>>
To: <<email2>>
Subject: डॉक्टर पोर्टल लॉगिन – रिपोर्ट ऑनलाइन देखें
Date: <<date>> <<hm>>:30 +0530
Content-Type: text/plain; charset=UTF-8

आदरणीय डॉक्टर साहब,

आपके रेफ़र किए गए मरीज़ों की रिपोर्ट अब पोर्टल पर उपलब्ध हैं।
पोर्टल: https://doctors.<<dom>>
यूज़र आईडी: DR<<n4>>
पासवर्ड: <<cred>>

पहली बार लॉगिन करने के बाद पासवर्ड बदल लें।

धन्यवाद,
<<first>> <<last>>
<<orgname>>, <<city>>
""",
    "human",
)

F.reg(
    "pathology_crontab_mysqldump_lis_backup",
    ("var/spool/cron/crontabs/root", "etc/cron.d/lis_backup_<<n>>"),
    """# m h dom mon dow command
MAILTO=it@<<dom>>
30 1 * * * /usr/bin/mysqldump -h <<ip>> -u backup -p'<<cred>>' --single-transaction lis_reports | gzip > /backup/lis_$(date +\\%F).sql.gz
0 3 * * 0 find /backup -name 'lis_*.sql.gz' -mtime +30 -delete
""",
    "pw_sq",
    syntax="",
)


def _deva_pw(rng, s) -> str:
    w = pick(rng, ("गणेश", "पुणे", "निदान", "लक्ष्मी", "सह्याद्री", "तुलसी"))
    return f"{w}@{rng.randint(1980, 2026)}{pick(rng, ('Lab', 'Nidan', 'Pune', ''))}"


def _json_app(s) -> str:
    doc = {
        "app": "NidanDoctorApp",
        "version": f"3.{s['n']}.0",
        "branch": f"PNQ{s['n']}",
        "login": {
            "doctor_id": f"DR{s['n4']}",
            "display_name": f"{s['first']} {s['last']}",
            "password": s["cred"],
            "remember": True,
        },
        "last_sync": f"{s['date']}T{s['hm']}:00+05:30",
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "pathology_doctor_app_json_unicode_escaped_password",
    ("Android/data/in.nidan.doctor/files/session_<<n>>.json", "backup/doctorapp/prefs_<<n>>.json"),
    _json_app,
    _deva_pw,
    decode=lambda t: json.loads(t)["login"]["password"],
)
