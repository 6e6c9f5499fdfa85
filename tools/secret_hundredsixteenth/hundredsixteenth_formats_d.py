# ruff: noqa: E501
"""Family d: a beauty parlour in Jaipur, India (Hindi in Devanagari, Hinglish)."""

from __future__ import annotations

from hundredsixteenth_spec import Fam, json_dump

F = Fam(
    name="beauty_parlour_jaipur_hindi",
    prefix="parlour",
    orgs=("roopshringar", "sundari", "gulabi", "nikhaar"),
    tld="in",
    first=(
        ("प्रिया", "priya"),
        ("सुनीता", "sunita"),
        ("अंजलि", "anjali"),
        ("रेखा", "rekha"),
        ("पूजा", "pooja"),
        ("नेहा", "neha"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("अग्रवाल", "agarwal"),
        ("राठौड़", "rathore"),
        ("गुप्ता", "gupta"),
        ("मीणा", "meena"),
    ),
    words=(
        "mehndi",
        "gulabi",
        "jaipur",
        "shringar",
        "sundar",
        "threading",
        "facial",
        "kajal",
        "bindiya",
        "hawamahal",
        "diwali",
        "rani",
        "sitara",
        "chandni",
    ),
    pets=("tommy", "moti", "sheru", "kalu", "bunty"),
    cc="+91",
)

F.reg(
    "whatsapp_hindi_paasvard_salon_app",
    ("WhatsApp Chat with <<fa>> Parlour.txt", "chats/<<org>>_staff.txt"),
    """<<dmy>>, <<hm>> - <<fn>>: दीदी, पार्लर वाले ऐप का पासवर्ड क्या है? लॉगिन नहीं हो रहा
<<dmy>>, <<hm>> - <<fn2>>: यूज़र <<login>>
<<dmy>>, <<hm2>> - <<fn2>>: पासवर्ड <<cred>>
<<dmy>>, <<hm2>> - <<fn2>>: किसी को मत बताना, कल बदल दूंगी
<<dmy>>, <<hm2>> - <<fn>>: ठीक है 👍
""",
    "human",
)

F.reg(
    "razorpay_key_secret_django_settings",
    ("parlour_site/settings/production.py", "<<org>>_booking/settings.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

RAZORPAY_KEY_ID = "<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
BRIDAL_PACKAGE_ADVANCE_INR = 5000
""",
    "p:razorpay",
    extra=lambda rng, s: {"kid": "rzp_live_" + s["uuid"].replace("-", "")[:14]},
)

F.reg(
    "paytm_merchant_key_php_checkout",
    ("paytm/config_paytm.php", "htdocs/<<org>>/lib/config_paytm.php"),
    """<?php
/* Paytm gateway - <<Org>> bridal advance */
define('PAYTM_ENVIRONMENT', 'PROD');
define('PAYTM_MERCHANT_KEY', '<<cred>>');
define('PAYTM_MERCHANT_MID', '<<mid>>');
define('PAYTM_MERCHANT_WEBSITE', 'DEFAULT');
$PAYTM_TXN_URL = 'https://securegw.paytm.in/theia/processTransaction';
?>
""",
    "p:paytm",
    "",
    extra=lambda rng, s: {"mid": s["org"][:6].capitalize() + s["id"] + "77"},
)

F.reg(
    "gupshup_whatsapp_reminders_yaml",
    ("reminders/config.yml", "whatsapp-bot/<<org>>.yaml"),
    """# appointment reminders over WhatsApp Business (Gupshup)
gupshup:
  app_name: <<org>>reminders
  source_number: '<<phone>>'
  api_key: '<<cred>>'
templates:
  reminder: appointment_reminder_hi
  thanks: visit_thanks_hi
schedule:
  hours_before: 3
""",
    "alnum:32",
)

F.reg(
    "handover_note_hindi_gst_portal",
    ("notes/<<fa>>_handover.txt", "Desktop/हैंडओवर <<date>>.txt"),
    """<<Org>> पार्लर — हैंडओवर नोट (<<dmy>>)

1. सुबह 10 बजे शटर खोलना, AC और गीज़र ऑन।
2. GST पोर्टल (gst.gov.in)
   यूज़र नेम: <<login>>_gst
   पासवर्ड: <<cred>>
3. रेंट हर महीने 5 तारीख तक, मकान मालिक <<fn2>> जी।
4. वैक्स का स्टॉक शनिवार को चेक करना।
""",
    "human",
)

F.reg(
    "zenoti_postman_environment_json",
    ("postman/<<org>>-zenoti.postman_environment.json", "api/zenoti_prod.postman_environment.json"),
    lambda s: json_dump(
        {
            "id": s["uuid"],
            "name": f"{s['Org']} Zenoti PROD",
            "values": [
                {"key": "base_url", "value": "https://api.zenoti.com/v1", "enabled": True},
                {"key": "center_id", "value": s["uuid"][::-1], "enabled": True},
                {"key": "api_key", "value": s["cred"], "type": "secret", "enabled": True},
            ],
            "_postman_variable_scope": "environment",
        }
    ),
    "hex:64",
)

F.reg(
    "cpplus_cctv_vlc_m3u_rtsp",
    ("Videos/parlour_cameras.m3u", "cctv/<<org>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Reception
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Bridal room
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=3&subtype=0
""",
    "pw_url",
)

F.reg(
    "loyalty_sheet_apps_script_maps_key",
    ("apps-script/Loyalty.gs", "clasp/<<org>>-loyalty/Code.gs"),
    """// Loyalty points sheet for <<Org>> — adds visit points and sends a WhatsApp link
const MAPS_KEY = '<<cred>>';
const SHEET = 'Points';

function onFormSubmit(e) {
  const sh = SpreadsheetApp.getActive().getSheetByName(SHEET);
  sh.appendRow([new Date(), e.values[1], e.values[2], 10]);
}

function branchDistance(addr) {
  const url = 'https://maps.googleapis.com/maps/api/distancematrix/json?origins=' + encodeURIComponent(addr) + '&destinations=Jaipur&key=' + MAPS_KEY;
  return UrlFetchApp.fetch(url).getContentText();
}
""",
    "p:google",
    "",
)
