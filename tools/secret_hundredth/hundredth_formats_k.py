# ruff: noqa: E501
"""Family k: a community legal-aid clinic in Lucknow, India (Hindi and English)."""

from __future__ import annotations

from hundredth_spec import Fam, alnum

FAM = Fam(
    name="nyaya_sahayata_kendra",
    orgs=("nyayadeep",),
    tld="org.in",
    first=(
        ("राजेश", "rajesh"),
        ("सुनीता", "sunita"),
        ("अमित", "amit"),
        ("प्रिया", "priya"),
        ("विकास", "vikas"),
        ("अंजलि", "anjali"),
        ("मोहम्मद आरिफ़", "arif"),
        ("पूजा", "pooja"),
        ("सौरभ", "saurabh"),
        ("नेहा", "neha"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("वर्मा", "verma"),
        ("यादव", "yadav"),
        ("श्रीवास्तव", "srivastava"),
        ("मिश्रा", "mishra"),
        ("खान", "khan"),
        ("सिंह", "singh"),
        ("गुप्ता", "gupta"),
    ),
    words=(
        "nyaya",
        "adalat",
        "lucknow",
        "gomti",
        "nawab",
        "chikan",
        "kabab",
        "insaaf",
        "haqq",
        "samvidhan",
        "jaihind",
        "ganesh",
        "shanti",
        "vakil",
        "hazratganj",
        "imambara",
    ),
    pets=("tommy", "moti", "sheru", "bholu", "kalu", "bruno", "pinky", "golu"),
    cc="+91",
)
reg = FAM.reg

reg(
    "nyaya_hindi_whatsapp_passwaurd_ecourts",
    ("WhatsApp/WhatsApp Chat with Paralegal Team <<k>>.txt", "chats/wa_paralegal_<<fa>>.txt"),
    """<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mm>> <<ampm>> - <<first>> <<last>>: सुबह की सुनवाई की लिस्ट eCourts से निकाल ली है
<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mm>> <<ampm>> - <<first2>> <<last2>>: e-filing वाले अकाउंट का पासवर्ड भेज दीजिए, वकालतनामा अपलोड करना है
<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mm>> <<ampm>> - <<first>> <<last>>: यूज़र: <<org>>.legal पासवर्ड: <<cred>>
<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mm>> <<ampm>> - <<first>> <<last>>: This message was deleted
<<d>>/<<mo>>/<<yy>>, <<h12>>:<<mm>> <<ampm>> - <<first2>> <<last2>>: धन्यवाद सर 🙏
""",
    "human",
    syntax="",
)

reg(
    "nyaya_hindi_email_passwaurd_nalsa_portal",
    ("mail/nalsa_login_<<fa>>.eml", "Inbox/<<y>><<mo>><<d>>_legal_services_<<k>>.eml"),
    """From: <<fa2>>.<<la2>>@<<dom>>
To: <<email>>
Subject: NALSA Legal Services Management System - लॉगिन विवरण
Date: <<d>> Aug <<y>> <<hh>>:<<mm>>:<<ss>> +0530
Content-Type: text/plain; charset="UTF-8"

प्रिय <<first>> जी,

पैनल अधिवक्ता के रूप में आपका LSMS अकाउंट बना दिया गया है।

यूज़र आईडी: UP-LKO-<<n>>
पासवर्ड: <<cred>>

कृपया पहली बार लॉगिन करने के बाद पासवर्ड बदल लें।

सादर,
<<fa2>>
""",
    "human",
    syntax="",
)

reg(
    "nyaya_razorpay_key_secret_django_settings",
    ("nyayadeep/settings/production_<<k>>.py", "donations/settings_<<fa>>.py"),
    '''"""Production settings - donation and fee-waiver portal."""
from .base import *  # noqa: F401,F403

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

RAZORPAY_KEY_ID = "rzp_live_<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
RAZORPAY_WEBHOOK_URL = "https://<<dom>>/donate/razorpay/webhook/"
''',
    "alnum:24",
    extra=lambda r, s: {"kid": alnum(r, 14)},
)

reg(
    "nyaya_msg91_authkey_php_hearing_sms",
    ("sms/msg91_<<k>>.php", "includes/sunvai_sms_<<fa>>.php"),
    """<?php
// सुनवाई की तारीख का SMS (MSG91 Flow API)
$authkey = "<<cred>>";
$payload = json_encode([
    "template_id" => "65<<hex8>>",
    "short_url" => "0",
    "recipients" => [["mobiles" => $mobile, "date" => $hearing_date, "court" => $court]],
]);
$ch = curl_init("https://control.msg91.com/api/v5/flow/");
curl_setopt($ch, CURLOPT_HTTPHEADER, ["authkey: $authkey", "content-type: application/JSON"]);
curl_setopt($ch, CURLOPT_POSTFIELDS, $payload);
curl_exec($ch);
""",
    "p:msg91",
    syntax="",
)

reg(
    "nyaya_digilocker_partner_client_secret_yaml",
    ("config/digilocker_<<k>>.yaml", "deploy/<<fa>>-digilocker.yml"),
    """# DigiLocker Requester API - fetch Aadhaar / ration card copies with client consent
digilocker:
  client_id: "<<cid>>"
  client_secret: "<<cred>>"
  redirect_uri: "https://<<dom>>/digilocker/callback"
  scope: "files.issueddocs"
""",
    "hex:40",
    extra=lambda r, s: {"cid": alnum(r, 8, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

reg(
    "nyaya_case_files_mysql_my_cnf",
    ("home/<<fa>>/.my.cnf", "etc/mysql/conf.d/casefiles_<<k>>.cnf"),
    """[client]
user=casefiles
password=<<cred>>
host=<<ip>>
database=mukadma

[mysqldump]
single-transaction
""",
    "pw",
    syntax="",
)

reg(
    "nyaya_paralegal_termux_sshpass_history",
    ("data/data/com.termux/files/home/.bash_history", "termux_backup_<<k>>/home/.bash_history"),
    """pkg install openssh sshpass rsync
sshpass -p '<<cred>>' ssh -p 2222 paralegal@<<ip>>
sshpass -p '<<cred>>' rsync -av -e 'ssh -p 2222' ~/storage/dcim/Camera/ paralegal@<<ip>>:/srv/scans/<<fa>>/
ls ~/storage/downloads
""",
    "pw_sq",
    syntax="",
)

reg(
    "nyaya_dsc_token_pin_sticky_note_ocr",
    ("scans/sticky_note_<<k>>.txt", "ocr/monitor_note_<<fa>>.txt"),
    """DSC TOKEN (ePass2003) - <<first>> ji
PIN
<<cred>>
mat badalna - court filing
""",
    "human_x",
    syntax="",
)
