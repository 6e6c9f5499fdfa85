# ruff: noqa: E501
"""Family k: a water park with wave pools and slides on the Mumbai–Pune road, India."""

from __future__ import annotations

import base64

from hundredthirtyeighth_spec import HINDI_IN as F
from hundredthirtyeighth_spec import after, alnum

F.reg(
    "razorpay_django_settings_py",
    ("tickets/settings/production.py", "<<org>>_booking/settings_prod.py"),
    '''"""Production settings – online tickets and locker / costume rental add-ons."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["tickets.<<dom>>", "<<dom>>"]
TIME_ZONE = "Asia/Kolkata"

RAZORPAY_KEY_ID = "rzp_live_<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
RAZORPAY_WEBHOOK_URL = "https://tickets.<<dom>>/payments/razorpay/webhook/"

GST_NUMBER = "27<<gst>>1Z5"
DEFAULT_FROM_EMAIL = "tickets@<<dom>>"
''',
    cred="p:rzp_secret",
    extra=lambda r, s: {
        "kid": alnum(r, 14),
        "gst": alnum(r, 10, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
    },
)

F.reg(
    "msg91_otp_login_php",
    ("app/helpers/otp.php", "<<org>>-app/api/send_otp.php"),
    """<?php
// OTP for season-pass login (MSG91)
$authKey = "<<cred>>";
$templateId = "<<tpl>>";

function send_otp($mobile) {
    global $authKey, $templateId;
    $url = "https://control.msg91.com/api/v5/otp?template_id=" . $templateId . "&mobile=91" . $mobile;
    $ch = curl_init($url);
    curl_setopt_array($ch, [
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_POST => true,
        CURLOPT_HTTPHEADER => ["authkey: " . $authKey, "Content-Type: application/json"],
    ]);
    $res = curl_exec($ch);
    curl_close($ch);
    return json_decode($res, true);
}
""",
    cred="p:msg91",
    syntax="",
    extra=lambda r, s: {"tpl": alnum(r, 24, "0123456789abcdef")},
)

F.reg(
    "whatsapp_hinglish_locker_tablet",
    (
        "WhatsApp Chat with <<fcap2>> <<lcap2>>.txt",
        "phone_backup/WhatsApp Chat with <<org_cap>> Ops Team.txt",
    ),
    """<<dmy2>>, <<hour>>:<<min>> pm - <<fcap>> <<lcap>>: bhai locker counter wale tablet ka password kya hai? reset ho gaya
<<dmy2>>, <<hour>>:<<min2>> pm - <<fcap2>> <<lcap2>>: <<cred>>
<<dmy2>>, <<hour>>:<<min2>> pm - <<fcap2>> <<lcap2>>: dhyan se type karna, 3 baar galat hua toh lock ho jayega
<<dmy2>>, <<hour>>:<<min3>> pm - <<fcap>> <<lcap>>: done 👍 thanks yaar
<<dmy2>>, <<hour>>:<<min3>> pm - <<fcap2>> <<lcap2>>: kisi ko forward mat karna, sir ne bola hai
""",
    cred="human",
    syntax="",
    extra=lambda r, s: {
        "hour": r.randint(1, 8),
        "min": f"{r.randint(0, 20):02d}",
        "min2": f"{r.randint(21, 40):02d}",
        "min3": f"{r.randint(41, 59):02d}",
    },
)


def _unattend(rng, s):
    raw = (str(s["cred"]) + "Password").encode("utf-16-le")
    return {"enc": base64.b64encode(raw).decode()}


def _un_unattend(v: str) -> str:
    return base64.b64decode(v).decode("utf-16-le")[: -len("Password")]


F.reg(
    "kiosk_unattend_autologon_xml",
    ("kiosk-image/unattend.xml", "deploy/<<org>>/ticket-kiosk-<<nn>>/autounattend.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS" xmlns:wcm="http://schemas.microsoft.com/WMIConfig/2002/State" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
      <AutoLogon>
        <Password>
          <Value><<enc>></Value>
          <PlainText>false</PlainText>
        </Password>
        <Enabled>true</Enabled>
        <LogonCount>9999999</LogonCount>
        <Username>kiosk</Username>
      </AutoLogon>
      <OOBE>
        <HideEULAPage>true</HideEULAPage>
        <HideOnlineAccountScreens>true</HideOnlineAccountScreens>
        <ProtectYourPC>3</ProtectYourPC>
      </OOBE>
      <TimeZone>India Standard Time</TimeZone>
      <ComputerName>KIOSK-<<nn>></ComputerName>
    </component>
  </settings>
</unattend>
""",
    cred="pw_xml",
    extra=_unattend,
    decode=after(r"<Value>([^<]+)</Value>", _un_unattend),
)

F.reg(
    "paytm_merchant_key_properties",
    (
        "booking-service/src/main/resources/application-prod.properties",
        "<<org>>-pos/config/paytm.properties",
    ),
    """# Paytm – UPI / wallet payments at the gate counters and online
paytm.merchant.id=<<mid>>
paytm.merchant.key=<<cred>>
paytm.website=DEFAULT
paytm.industry.type=Retail
paytm.channel.id=WEB
paytm.callback.url=https://tickets.<<dom>>/paytm/callback
spring.datasource.url=jdbc:mysql://<<ip>>:3306/booking
""",
    cred="p:paytm",
    syntax="",
    extra=lambda r, s: {
        "mid": alnum(r, 6, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") + str(r.randint(10**13, 10**14 - 1))
    },
)

F.reg(
    "hindi_email_password_gate_software",
    ("mail/<<date>>_gate_software.eml", "Inbox/<<user>>/<<num>>.eml"),
    """From: <<fcap>> <<lcap>> <<<email>>>
To: <<email2>>
Subject: गेट सॉफ़्टवेयर का लॉगिन – कल से आपकी शिफ्ट
Date: <<dd>> Apr <<year>> <<time>>:<<sec>> +0530
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8

नमस्ते <<fname2>> जी,

कल से आप मुख्य गेट की टर्नस्टाइल और टिकट काउंटर संभालेंगे। सॉफ़्टवेयर का लॉगिन नीचे है:

यूज़रनेम: gate.<<first2>>
पासवर्ड: <<cred>>

पहली बार लॉगिन करने के बाद पासवर्ड बदल लीजिए। कोई दिक्कत हो तो मुझे कॉल करें।

धन्यवाद,
<<name>>
ऑपरेशंस, <<org_cap>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "turnstile_sync_my_cnf",
    ("gate-sync/.my.cnf", "servers/<<org>>/gate-pc/my.cnf"),
    """# Turnstile PCs -> central booking DB sync (runs every 2 min)
[client]
user=gate_sync
password=<<cred>>
host=<<ip>>
port=3306
default-character-set=utf8mb4

[mysqldump]
single-transaction
quick
""",
    cred="pw",
    syntax="",
)

F.reg(
    "textlocal_booking_sms_apps_script",
    ("apps-script/BookingSms.gs", "<<org>>/sheets/group_bookings_sms.gs"),
    """// Group bookings sheet -> confirmation SMS via Textlocal (India)
const TEXTLOCAL_APIKEY = '<<cred>>';
const SENDER = '<<sender>>';

function sendConfirmations() {
  const sheet = SpreadsheetApp.getActive().getSheetByName('Bookings');
  const rows = sheet.getDataRange().getValues();
  rows.slice(1).forEach((row, i) => {
    const [name, mobile, date, guests, sent] = row;
    if (sent) return;
    const msg = `Dear ${name}, your booking for ${guests} guests on ${date} is confirmed. - <<org_cap>>`;
    UrlFetchApp.fetch('https://api.textlocal.in/send/', {
      method: 'post',
      payload: { apikey: TEXTLOCAL_APIKEY, numbers: '91' + mobile, sender: SENDER, message: msg },
    });
    sheet.getRange(i + 2, 5).setValue(new Date());
  });
}
""",
    cred="p:textlocal",
    syntax="",
    extra=lambda r, s: {"sender": alnum(r, 6, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")},
)
