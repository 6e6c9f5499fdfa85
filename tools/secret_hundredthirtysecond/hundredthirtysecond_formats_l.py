# ruff: noqa: E501
"""Family l: a counselling centre (परामर्श केंद्र) in Lucknow, India (Hindi, Hinglish, English)."""

from __future__ import annotations

from hundredthirtysecond_spec import Fam

FAM = Fam(
    name="paramarsh_manas",
    orgs=("manashanti", "sukoonman", "antarmann", "sahaaracare"),
    tld="in",
    first=(
        ("प्रिया", "priya"),
        ("राहुल", "rahul"),
        ("अंजलि", "anjali"),
        ("विकास", "vikas"),
        ("नेहा", "neha"),
        ("आदित्य", "aditya"),
        ("सुमन", "suman"),
    ),
    last=(
        ("श्रीवास्तव", "srivastava"),
        ("मिश्रा", "mishra"),
        ("वर्मा", "verma"),
        ("त्रिपाठी", "tripathi"),
        ("सिंह", "singh"),
        ("खान", "khan"),
    ),
    words=(
        "lucknow",
        "nawab",
        "chikan",
        "kebab",
        "shanti",
        "manas",
        "sukoon",
        "ganga",
        "gomti",
        "chai",
        "krishna",
        "tehzeeb",
        "dosti",
        "sahara",
    ),
    pets=("tommy", "sheru", "motu", "bruno", "golu", "jimmy", "chiku"),
    cc="+91 9",
    cities=("लखनऊ", "गोमती नगर", "हज़रतगंज", "अलीगंज"),
)
F = FAM

F.reg(
    "paramarsh_whatsapp_hinglish_password",
    ("WhatsApp/WhatsApp Chat with <<first2>>.txt", "chats/centre_<<fa2>>_<<ymdc>>.txt"),
    """<<dd>>/<<mo>>/<<yy>>, <<time>> - <<first>> <<last>>: मैम, Practo Ray का password काम नहीं कर रहा, क्लाइंट wait कर रहे हैं
<<dd>>/<<mo>>/<<yy>>, <<time2>> - <<first2>> <<last2>>: नया वाला try करो
<<dd>>/<<mo>>/<<yy>>, <<time2>> - <<first2>> <<last2>>: <<cred>>
<<dd>>/<<mo>>/<<yy>>, <<time2>> - <<first>> <<last>>: हो गया, thank you 🙏
""",
    cred="human",
    syntax="",
)

F.reg(
    "paramarsh_razorpay_session_fee_node",
    ("payments/razorpay.js", "<<org>>-site/server/razorpay-<<n>>.js"),
    """// Counselling session fee - Razorpay order
const Razorpay = require('razorpay');

const rzp = new Razorpay({
  key_id: 'rzp_live_<<hexid>>ab',
  key_secret: '<<cred>>',
});

async function createOrder(rupees, receipt) {
  return rzp.orders.create({ amount: rupees * 100, currency: 'INR', receipt, notes: { centre: '<<orgc>>' } });
}

module.exports = { createOrder };
""",
    cred="p:razorpay",
    syntax="",
)

F.reg(
    "paramarsh_msg91_reminder_php",
    ("cron/reminder.php", "<<org>>/sms/msg91_<<n>>.php"),
    """<?php
// अगले दिन के सेशन का SMS reminder (MSG91 Flow API)
$authkey = "<<cred>>";
$payload = json_encode([
    'template_id' => '<<hexid>>',
    'short_url'   => '0',
    'recipients'  => [['mobiles' => $argv[1], 'name' => $argv[2], 'time' => $argv[3]]],
]);
$ch = curl_init('https://control.msg91.com/api/v5/flow/');
curl_setopt_array($ch, [
    CURLOPT_POST => true,
    CURLOPT_POSTFIELDS => $payload,
    CURLOPT_HTTPHEADER => ["authkey: $authkey", 'content-type: application/json'],
    CURLOPT_RETURNTRANSFER => true,
]);
echo curl_exec($ch);
""",
    cred="p:msg91",
    syntax="",
)

F.reg(
    "paramarsh_zoom_s2s_oauth_env",
    ("teleconsult/.env", "<<org>>-online/.env.production"),
    """# Zoom Server-to-Server OAuth - online counselling rooms
ZOOM_ACCOUNT_ID=<<hexid>>Q
ZOOM_CLIENT_ID=<<hexid>>xY
ZOOM_CLIENT_SECRET=<<cred>>
ZOOM_DEFAULT_HOST=counsellor@<<domain>>
""",
    cred="p:zoom",
    syntax="",
)

F.reg(
    "paramarsh_email_hindi_drive_password",
    ("mail/Inbox/drive-access-<<n>>.eml", "gmail-takeout/<<fa>>/<<ymdc>>_<<n>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: केस नोट्स वाली ड्राइव का एक्सेस
Date: <<rfcdate>> +0530
Content-Type: text/plain; charset=utf-8

नमस्ते <<first>>,

सेंटर के केस नोट्स अब साझा Google Drive में हैं। लॉगिन:
ईमेल: notes@<<domain>>
पासवर्ड: <<cred>>

कृपया यह पासवर्ड किसी क्लाइंट के सामने न खोलें।
धन्यवाद,
<<first2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "paramarsh_mysql_client_my_cnf",
    ("home/<<fa>>/.my.cnf", "server/<<org>>/my-<<n>>.cnf"),
    """[client]
user=appointments
password=<<cred>>
host=127.0.0.1
database=<<org>>_booking

[mysqldump]
single-transaction
""",
    cred="pw",
    syntax="",
)

F.reg(
    "paramarsh_intake_form_apps_script_sendgrid",
    ("apps-script/intake/Code.gs", "gas/<<org>>-intake-<<n>>.gs"),
    """// Google Form intake -> confirmation e-mail to the client (SendGrid)
const SENDGRID_KEY = '<<cred>>';

function onFormSubmit(e) {
  const email = e.namedValues['Email'][0];
  UrlFetchApp.fetch('https://api.sendgrid.com/v3/mail/send', {
    method: 'post',
    contentType: 'application/json',
    headers: { Authorization: 'Bearer ' + SENDGRID_KEY },
    payload: JSON.stringify({
      personalizations: [{ to: [{ email }] }],
      from: { email: 'care@<<domain>>', name: '<<orgc>> Counselling' },
      subject: 'आपका पहला सेशन बुक हो गया है',
      content: [{ type: 'text/plain', value: 'धन्यवाद! हम जल्द ही संपर्क करेंगे।' }],
    }),
  });
}
""",
    cred="p:sendgrid",
    syntax="",
)

F.reg(
    "paramarsh_register_ocr_wifi_hindi",
    ("scans/register_<<ymdc>>.txt", "ocr/<<org>>/reception_<<n>>.txt"),
    """वाई-फाई पासवर्ड
<<cred>>
""",
    cred="human",
    syntax="",
)
