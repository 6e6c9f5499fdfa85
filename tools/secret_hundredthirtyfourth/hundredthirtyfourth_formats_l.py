# ruff: noqa: E501
"""Family l: riverside rafting camps at Shivpuri near Rishikesh, India (English, Hinglish, Hindi)."""

from __future__ import annotations

import json

from hundredthirtyfourth_corpus import alnum, pick
from hundredthirtyfourth_spec import Fam, prov

FAM = Fam(
    name="shivpuri_rafting_camps",
    orgs=(
        ("gangabeachcamp", "Ganga Beach Camp"),
        ("shivalikcamps", "Shivalik River Camps"),
        ("neelkanthcamp", "Neelkanth Adventure Camp"),
        ("tapovanretreat", "Tapovan Jungle Retreat"),
    ),
    tld="in",
    first=(
        "राहुल|Rahul",
        "प्रिया|Priya",
        "अंकित|Ankit",
        "नेहा|Neha",
        "विकास|Vikas",
        "पूजा|Pooja",
        "सौरभ|Saurabh",
        "दीपिका|Deepika",
        "मनोज|Manoj",
        "कविता|Kavita",
    ),
    last=(
        "नेगी|Negi",
        "रावत|Rawat",
        "बिष्ट|Bisht",
        "शर्मा|Sharma",
        "भंडारी|Bhandari",
        "गुसाईं|Gusain",
        "चौहान|Chauhan",
        "पंवार|Panwar",
        "उनियाल|Uniyal",
        "सेमवाल|Semwal",
    ),
    words=(
        "ganga",
        "rafting",
        "shivpuri",
        "rishikesh",
        "bonfire",
        "tapovan",
        "neelkanth",
        "himalaya",
        "garhwal",
        "chai",
        "maggi",
        "lakshman",
        "jhula",
        "bholenath",
        "jaimatadi",
        "pahadi",
    ),
    places=("Shivpuri", "Byasi", "Marine Drive", "Kaudiyala", "Tapovan", "Laxman Jhula"),
    seasons=("garmi", "sardi", "barsaat", "monsoon", "diwali"),
    pets=("Sheru", "Moti", "Tommy", "Bruno", "Kalu"),
    local_digits=("249192", "249137", "0135", "91"),
    cc="91",
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwerty@123", "abc@123"),
    mail=("gmail.com", "yahoo.co.in", "rediffmail.com"),
    phone_fmt="+91 9#### #####",
)

MON = ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")


FAM.reg(
    "shivpuri_razorpay_key_secret_node_env",
    ("camp-booking/<<org>>/.env", "<<org>>-api/.env.production"),
    """# Camp booking API - <<orgd>>
PORT=8080
MONGO_URI=mongodb://127.0.0.1:27017/campbooking

# Razorpay (live) - advance for tents, rafting packages
RAZORPAY_KEY_ID=<<keyid>>
RAZORPAY_KEY_SECRET=<<cred>>
RAZORPAY_WEBHOOK_URL=https://<<host>>/api/razorpay/webhook

GST_NUMBER=05<<gstpan>>1Z<<n>>
""",
    "p:razorpay_secret",
    extra=lambda rng, s: {
        "keyid": prov(rng, "razorpay_id"),
        "gstpan": alnum(rng, 5, "ABCDEFGHIJKLMNOPQRSTUVWXYZ") + str(rng.randint(1000, 9999)) + "K",
    },
)


def _times12(rng, s):
    h = rng.randint(1, 11)
    return {
        "ssid": pick(
            rng,
            (f"{s['orgd'].split()[0]}_Camp", "JioFiber-" + s["hex8"][:5], "Airtel_" + s["org"][:8]),
        ),
        "time12": f"{h}:{rng.randint(10, 29)} pm",
        "time12b": f"{h}:{rng.randint(30, 44)} pm",
        "time12c": f"{h}:{rng.randint(45, 59)} pm",
    }


FAM.reg(
    "shivpuri_whatsapp_hinglish_wifi_password",
    (
        "WhatsApp/WhatsApp Chat with <<ufirst2>> <<ulast2>>.txt",
        "camp_phone/WhatsApp Chat with <<orgd>> Staff.txt",
    ),
    """<<dmys>>, <<time12>> - <<ufirst>> <<ulast>>: Bhaiya camp ka wifi password kya hai? Guests pooch rahe hai swiss tent wale
<<dmys>>, <<time12b>> - <<ufirst2>> <<ulast2>>: Kal change kiya tha, purana sab rafting guides ko pata tha
<<dmys>>, <<time12b>> - <<ufirst2>> <<ulast2>>: <<ssid>>
<<dmys>>, <<time12b>> - <<ufirst2>> <<ulast2>>: Password: <<cred>>
<<dmys>>, <<time12c>> - <<ufirst2>> <<ulast2>>: Sirf guests ko dena, bonfire ke time sab log YouTube chala dete hai 😂
<<dmys>>, <<time12c>> - <<ufirst>> <<ulast>>: Ok bhaiya 👍
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: _times12(rng, s),
)


FAM.reg(
    "shivpuri_msg91_otp_authkey_php",
    ("public_html/<<org>>/api/send_otp.php", "<<org>>-site/includes/msg91.php"),
    """<?php
// OTP on mobile before booking confirmation (MSG91, DLT template approved)

$authKey = '<<cred>>';
$templateId = '<<tpl>>';

function sendOtp(string $mobile, string $authKey, string $templateId): string
{
    $ch = curl_init('https://control.msg91.com/api/v5/otp?template_id=' . $templateId . '&mobile=91' . $mobile);
    curl_setopt_array($ch, [
        CURLOPT_RETURNTRANSFER => true,
        CURLOPT_CUSTOMREQUEST => 'POST',
        CURLOPT_HTTPHEADER => ['authkey: ' . $authKey, 'content-type: application/json'],
    ]);
    $res = curl_exec($ch);
    curl_close($ch);
    return $res;
}
""",
    "p:msg91",
    extra=lambda rng, s: {"tpl": alnum(rng, 24, "0123456789abcdef")},
)


def _ezee(s: dict) -> str:
    return json.dumps(
        {
            "property": s["orgd"],
            "location": f"{s['place']}, Rishikesh, Uttarakhand",
            "pms": "eZee Absolute",
            "hotel_code": s["hotelcode"],
            "auth_code": s["cred"],
            "endpoint": "https://live.ipms247.com/booking/reservation_api/listing.php",
            "room_types": ["Swiss Tent", "Cottage", "Dorm Tent"],
            "sync_minutes": 10,
        },
        indent=2,
    )


FAM.reg(
    "shivpuri_ezee_pms_auth_code_json",
    ("sync/<<org>>/ezee.json", "<<org>>-channel/config/pms.json"),
    _ezee,
    "p:ezee",
    extra=lambda rng, s: {"hotelcode": str(rng.randint(10000, 99999))},
)


FAM.reg(
    "shivpuri_email_hindi_gst_portal_password",
    ("Mail/Inbox/gst_portal_<<date>>.eml", "gmail-export/<<org>>/<<mailid>>.eml"),
    """From: <<ufirst2>> <<ulast2>> (CA) <<<email2>>>
To: <<email>>
Subject: GST portal login - <<orgd>>
Date: <<day>> <<mon>> <<year>> <<time>>:<<sec>> +0530
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8

नमस्ते <<first>> जी,

कैंप का GSTR-3B इस महीने आप खुद फाइल कर दीजिए, मैं बाहर हूँ। GST पोर्टल का लॉगिन:

यूज़रनेम: <<user>>
पासवर्ड: <<cred>>

OTP रजिस्टर्ड मोबाइल पर आएगा। कोई दिक्कत हो तो कॉल कर लेना।

धन्यवाद,
<<first2>> <<last2>>
Chartered Accountant, Dehradun
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"mon": MON[int(s["month"]) - 1]},
)


FAM.reg(
    "shivpuri_frigate_compose_cpplus_dvr",
    ("cctv/<<org>>/docker-compose.yml", "srv/frigate-<<org>>/docker-compose.yaml"),
    """services:
  frigate:
    container_name: frigate
    image: ghcr.io/blakeblackshear/frigate:stable
    restart: unless-stopped
    shm_size: "256mb"
    volumes:
      - ./config:/config
      - /media/cctv:/media/frigate
    ports:
      - "5000:5000"
      - "8554:8554"
    environment:
      - FRIGATE_RTSP_USER=admin
      - FRIGATE_RTSP_PASSWORD=<<cred>>
      - TZ=Asia/Kolkata
    # CP Plus DVR (beach side + parking): rtsp://{FRIGATE_RTSP_USER}:{FRIGATE_RTSP_PASSWORD}@<<lan>>:554/cam/realmonitor?channel=1&subtype=0
""",
    "pw_url",
)


FAM.reg(
    "shivpuri_phonepe_pg_salt_key_python",
    ("payments/<<org>>/phonepe.py", "<<org>>-api/app/phonepe_pay.py"),
    '''"""PhonePe PG (standard checkout) - pay the rafting + camping package by UPI."""

import base64
import hashlib
import json

import requests

MERCHANT_ID = "<<mid>>"
SALT_KEY = "<<cred>>"
SALT_INDEX = 1
HOST = "https://api.phonepe.com/apis/hermes"


def pay(order_id: str, amount_rupees: int, mobile: str) -> str:
    payload = {
        "merchantId": MERCHANT_ID,
        "merchantTransactionId": order_id,
        "amount": amount_rupees * 100,
        "redirectUrl": "https://<<host>>/booking/done",
        "redirectMode": "POST",
        "mobileNumber": mobile,
        "paymentInstrument": {"type": "PAY_PAGE"},
    }
    body = base64.b64encode(json.dumps(payload).encode()).decode()
    checksum = hashlib.sha256((body + "/pg/v1/pay" + SALT_KEY).encode()).hexdigest() + f"###{SALT_INDEX}"
    r = requests.post(f"{HOST}/pg/v1/pay", json={"request": body}, headers={"X-VERIFY": checksum}, timeout=30)
    return r.json()["data"]["instrumentResponse"]["redirectInfo"]["url"]
''',
    "uuid",
    extra=lambda rng, s: {"mid": "M" + alnum(rng, 12, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)


FAM.reg(
    "shivpuri_raft_guides_tsv_booking_app_logins",
    ("staff/<<org>>/guides_<<year>>.tsv", "Drive/<<org>>/guide_logins_<<month>>.tsv"),
    """Naam\tनाम\tRole\tApp login\tPassword\tMobile\tRaft cert
<<ufirst>> <<ulast>>\t<<first>> <<last>>\tTrip leader\t<<user>>\t<<cred>>\t<<phone>>\tIRF L3
<<ufirst2>> <<ulast2>>\t<<first2>> <<last2>>\tSafety kayaker\t<<user2>>\t(reset pending)\t<<phone2>>\tIRF L2
""",
    "human",
    syntax="",
    extra=lambda rng, s: {"user2": f"{s['ufirst2'].lower()}.{s['ulast2'].lower()}"},
)
