# ruff: noqa: E501
"""Family l: a national-highway FASTag toll plaza in India."""

from __future__ import annotations

from hundredthirtysixth_spec import Fam, alnum

F = Fam(
    name="india_fastag_toll_plaza",
    orgs=("setutoll", "rajmargseva", "kathiwara"),
    tld="co.in",
    first=(
        "rahul",
        "priya",
        "amit",
        "sneha",
        "vikram",
        "pooja",
        "suresh",
        "anjali",
        "rajesh",
        "kavita",
    ),
    last=(
        "sharma",
        "verma",
        "gupta",
        "singh",
        "yadav",
        "patel",
        "kumar",
        "chauhan",
        "mishra",
        "reddy",
    ),
    words=(
        "fastag",
        "tollplaza",
        "highway",
        "bharat",
        "jaihind",
        "ganpati",
        "shivaji",
        "diwali",
        "holi",
        "chai",
        "dhaba",
        "kohli",
        "mahadev",
        "jaimatadi",
    ),
    cities=("Panipat", "Manesar", "Khed Shivapur", "Kharghar", "Vadodara", "Sonipat"),
    cc="+91 9",
    plates=("HR DD LL DDDD", "MH DD LL DDDD", "GJ DD LL DDDD"),
    lfirst=("राहुल", "प्रिया", "अमित", "स्नेहा", "विक्रम", "पूजा", "सुरेश", "अंजलि", "राजेश", "कविता"),
    llast=("शर्मा", "वर्मा", "गुप्ता", "सिंह", "यादव", "पटेल", "कुमार", "चौहान", "मिश्रा", "रेड्डी"),
)

F.reg(
    "fastag_razorpay_key_secret_python",
    ("monthly_pass_<<org>>/settings/payments.py", "local_pass/<<org>>/razorpay_conf.py"),
    '''"""Monthly pass for local residents (within 20 km of the plaza), paid online."""

RAZORPAY_KEY_ID = "rzp_live_<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
RAZORPAY_WEBHOOK_PATH = "/razorpay/webhook"

MONTHLY_PASS_FEE = {
    "car_jeep_van": 340,
    "lcv": 550,
    "bus_truck": 1150,
}
''',
    "p:razorpay_secret",
    extra=lambda rng, s: {"kid": alnum(rng, 14)},
)

F.reg(
    "fastag_whatsapp_hinglish_tms_password",
    (
        "WhatsApp/WhatsApp Chat with <<full2>>.txt",
        "backup/<<org>>/WhatsApp Chat with Plaza Shift Incharge <<n>>.txt",
    ),
    """<<dmyy>>, <<h12>>:<<mi>> <<ampm>> - <<full2>>: Sir lane <<lane>> ka TMS login nahi ho raha, password expire bol raha hai
<<dmyy>>, <<h12>>:<<mi>> <<ampm>> - <<full2>>: line lambi ho gayi hai 🙏
<<dmyy>>, <<h12>>:<<mi2>> <<ampm>> - <<full>>: user id <<user2>>
<<dmyy>>, <<h12>>:<<mi2>> <<ampm>> - <<full>>: naya password <<cred>>
<<dmyy>>, <<h12>>:<<mi2>> <<ampm>> - <<full>>: किसी को मत बताना, login ke baad change karo
<<dmyy>>, <<h12>>:<<mi3>> <<ampm>> - <<full2>>: ho gaya sir thank you
<<dmyy>>, <<h12>>:<<mi3>> <<ampm>> - <<full2>>: <<plate>> ka tag blacklist dikha raha hai, double fee liya cash me
""",
    "human",
    syntax="",
)

F.reg(
    "fastag_tms_lane_controller_properties",
    (
        "tms/<<org>>/lane<<lane>>/lane-controller.properties",
        "opt/tms/<<city>>/conf/lane<<lane>>.properties",
    ),
    """# Toll Management System - lane controller
# Plaza: <<orgu>> <<city>>, Lane <<lane>> (ETC + MTC hybrid)
plaza.code=<<num6>>
lane.id=<<lane>>
lane.type=HYBRID
rfid.reader.ip=<<ip>>
rfid.reader.port=6000
avc.device=COM4
wim.enabled=true

# Acquirer bank (NETC) - tag validation and transaction posting
acquirer.api.url=https://netc-acq.<<dom>>/icd2.5
acquirer.api.user=PLZ<<num6>>
acquirer.api.password=<<cred>>
acquirer.timeout.ms=1500

db.url=jdbc:mysql://<<ip2>>:3306/tms
""",
    "pw",
    syntax="",
)

F.reg(
    "fastag_msg91_authkey_php",
    ("portal-<<org>>/config/sms.php", "tms-web/<<org>>/includes/msg91.php"),
    """<?php
// Low balance / blacklist SMS to FASTag users (MSG91 Flow API)
define('MSG91_AUTHKEY', '<<cred>>');
define('MSG91_TEMPLATE_LOW_BAL', '<<hex16>>');
define('MSG91_SENDER', '<<orgu>>');

function send_flow($mobile, $vars) {
    $ch = curl_init('https://control.msg91.com/api/v5/flow/');
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['authkey: ' . MSG91_AUTHKEY, 'content-type: application/json']);
    curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode(['template_id' => MSG91_TEMPLATE_LOW_BAL, 'recipients' => [array_merge(['mobiles' => '91' . $mobile], $vars)]]));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return curl_exec($ch);
}
""",
    "p:msg91",
    syntax="",
)

F.reg(
    "fastag_netc_reconciliation_lftp_sh",
    ("scripts/<<org>>/pull_netc_recon.sh", "opt/tms/<<city>>/bin/recon_download.sh"),
    """#!/bin/bash
# Download daily NETC reconciliation files from the acquirer bank SFTP
DAY=$(date -d yesterday +%d%m%Y)
DEST=/data/recon/$DAY
mkdir -p "$DEST"

lftp -u PLZ<<num6>>,'<<cred>>' \\
  -e "set sftp:auto-confirm yes; cd /outbound/recon; mget -O $DEST *_<<num6>>_*.csv; bye" \\
  sftp://sftp.acquirer-netc.in

ls -l "$DEST"
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "fastag_email_hindi_password_tms",
    ("Mail/<<first>>/TMS login details.eml", "mail/<<org>>/<<date>>_tms_password.eml"),
    """From: TMS Support <support@<<dom>>>
To: <<first>>.<<last>>@<<dom>>
Subject: टोल मैनेजमेंट सिस्टम - नया यूज़र / New TMS user
Date: <<d>> <<mon>> <<y>> <<hms>> +0530
Content-Type: text/plain; charset=utf-8

नमस्ते <<lfirst>> जी,

<<city>> टोल प्लाज़ा के टोल मैनेजमेंट सिस्टम (TMS) में आपका यूज़र बना दिया गया है।

यूज़र आईडी: <<user>>
पासवर्ड: <<cred>>

पहली बार लॉगिन करने पर पासवर्ड बदलना ज़रूरी है। कृपया पासवर्ड किसी के साथ साझा न करें।

धन्यवाद,
TMS Support Team
""",
    "pw",
    syntax="",
)

F.reg(
    "fastag_cctv_nvr_sticker_ocr",
    ("ocr/<<org>>/nvr_sticker_<<n>>.txt", "Photos/<<city>>/IMG<<num6>>_ocr.txt"),
    """CCTV NVR - PLAZA <<orgu>>
LANES 1-<<lane>> + CASH ROOM
USER : admin
PASS : <<cred>>
DO NOT CHANGE WITHOUT
INFORMING IT - <<phone>>
""",
    "human",
    syntax="",
)

F.reg(
    "fastag_tms_mysql_my_cnf",
    ("home/<<user>>/.my.cnf", "root/<<org>>-plaza<<n>>/.my.cnf"),
    """[client]
user=tms_report
password="<<cred>>"
host=<<ip>>
database=tms

[mysqldump]
max_allowed_packet=64M
""",
    "pw",
    syntax="ini",
)
