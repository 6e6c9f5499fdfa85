# ruff: noqa: E501
"""Family m: a cook-for-hire (rasoiya / khansama) booking service for households in Noida and
Delhi (India; Hindi in Devanagari, Hinglish, English)."""

from __future__ import annotations

from hundredseventh_spec import DIGITS, Fam, alnum, reg

FAM = Fam(
    name="rasoiya_khansama_noida",
    orgs=("rasoighar", "gharkakhana", "tadkacooks", "annapurnahire"),
    tld="in",
    first=("सुनीता", "राजेश", "पूजा", "अनिल", "गीता", "रवि", "कविता", "संजय"),
    first_a=("sunita", "rajesh", "pooja", "anil", "geeta", "ravi", "kavita", "sanjay"),
    last=("शर्मा", "वर्मा", "यादव", "गुप्ता", "सिंह", "कुमार"),
    last_a=("sharma", "verma", "yadav", "gupta", "singh", "kumar"),
    words=(
        "masala",
        "paneer",
        "tadka",
        "dilli",
        "noida",
        "jalebi",
        "chai",
        "ganesh",
        "bharat",
        "roti",
    ),
    pets=("tommy", "sheru", "moti", "bruno", "jimmy", "kalu"),
    cc="+91",
    cities=("Sector 62", "Sector 18", "Indirapuram", "Greater Noida"),
)


reg(
    FAM,
    "rasoiya_whatsapp_hindi_password_partner_app",
    ("WhatsApp Chat with <<first>> Cook.txt", "chats/rasoiya_<<n>>.txt"),
    """<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> pm - <<first2>> Office: <<first>> जी, आपका partner app का account बन गया है
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> pm - <<first2>> Office: लॉगिन: <<phone>>
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> pm - <<first2>> Office: पासवर्ड: <<cred>>
<<d1>>/<<m1>>/<<yy>>, <<h12>>:<<mi>> pm - <<first>> <<last>>: धन्यवाद मैडम 🙏 कल सुबह <<city>> वाली booking पर जाऊँगी
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "rasoiya_razorpay_django_settings_key_secret",
    ("rasoiya/settings/production.py", "bookings/settings_<<n>>.py"),
    '''"""Production settings: cook bookings (Razorpay for advance payments)."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]
RAZORPAY_KEY_ID = "rzp_live_<<serial>><<rid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
TIME_ZONE = "Asia/Kolkata"
''',
    "p:razorpay",
)

reg(
    FAM,
    "rasoiya_msg91_otp_authkey_node",
    ("server/otp.js", "api/msg91_<<n>>.js"),
    """// घरवालों के लिए OTP लॉगिन (MSG91)
const axios = require("axios");
const AUTH_KEY = "<<cred>>";
const TEMPLATE_ID = "<<rid>><<rid>><<rid>><<rid>>";

exports.sendOtp = (mobile) =>
  axios.post(`https://control.msg91.com/api/v5/otp?template_id=${TEMPLATE_ID}&mobile=91${mobile}`, {}, { headers: { authkey: AUTH_KEY } });
""",
    lambda rng: alnum(rng, 6, DIGITS) + alnum(rng, 18),
    syntax="",
)

reg(
    FAM,
    "rasoiya_paytm_merchant_key_java_properties",
    ("src/main/resources/paytm.properties", "config/paytm_<<n>>.properties"),
    """# Paytm PG - cook booking advance
paytm.mid=<<orgc>><<n4>><<n4>><<n>>
paytm.merchant.key=<<cred>>
paytm.website=DEFAULT
paytm.industry.type=Retail
paytm.callback.url=https://<<dom>>/paytm/callback
""",
    "p:paytm",
    syntax="",
)

reg(
    FAM,
    "rasoiya_recipe_notebook_ocr_wifi_next_line",
    ("scan/रसोई_डायरी_<<n>>.txt", "ocr/kitchen_diary_<<date>>.txt"),
    """<<last>> परिवार - <<city>>
नाश्ता: पोहा / उपमा, बिना प्याज़ (मंगलवार)
दोपहर: दाल, रोटी, सब्ज़ी
रसोई का वाईफाई पासवर्ड
<<cred>>
गैस सिलिंडर बुकिंग: <<phone>>
""",
    "human",
    syntax="",
)

reg(
    FAM,
    "rasoiya_booking_server_bare_id_rsa",
    ("deploy/id_rsa", "home/<<login>>/.ssh/id_rsa"),
    "<<cred>>\n",
    "pem",
    syntax="",
)

reg(
    FAM,
    "rasoiya_telegram_order_bot_python_token",
    ("bot/orders_bot.py", "telegram/rasoiya_bot_<<n>>.py"),
    '''"""नए ऑर्डर टेलीग्राम ग्रुप में भेजो (cook-for-hire)."""

import requests

BOT_TOKEN = "<<cred>>"
CHAT_ID = -100<<n4>><<n4>>


def notify(text: str) -> None:
    requests.post(f"https://api.telegram.org/bot{BOT_TOKEN}/sendMessage", data={"chat_id": CHAT_ID, "text": text}, timeout=10)
''',
    "p:telegram",
)

reg(
    FAM,
    "rasoiya_email_hinglish_gst_portal_password",
    ("mail/gst_<<n>>.eml", "Gmail/gst_<<date>>.eml"),
    """From: CA <<first2>> <ca.<<fa2>>@gmail.com>
To: <<email>>
Subject: GST return - portal login
Date: Sat, <<d1>> Nov <<year>> <<hh>>:<<mi>>:00 +0530
Content-Type: text/plain; charset=utf-8

<<first>> जी,

इस महीने का GSTR-3B file करना है। GST portal का login भेज रहा हूँ:
Username: <<org>><<n>>
Password: <<cred>>

OTP आपके फ़ोन पर आएगा, please मुझे WhatsApp कर दीजिए.
<<first2>>
""",
    "human",
    syntax="",
)
