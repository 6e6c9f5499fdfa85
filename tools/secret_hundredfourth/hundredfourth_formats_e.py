# ruff: noqa: E501
"""Family e: a henna and mehndi powder supplier in Sojat, Rajasthan (Hindi in Devanagari,
Hinglish, English): IndiaMART, Meesho, Amazon SP-API, Razorpay, Shiprocket, MSG91, GST portal."""

from __future__ import annotations

from hundredfourth_spec import Fam, sms_xml, wa

FAM = Fam(
    name="mehndi_sojat_henna_powder_supplier",
    orgs=("sojatheena", "rangrezmehndi", "marudharhenna", "dulhanrang"),
    tld="in",
    first=(
        ("प्रिया", "priya"),
        ("राहुल", "rahul"),
        ("सुनीता", "sunita"),
        ("अमित", "amit"),
        ("पूजा", "pooja"),
        ("विकास", "vikas"),
        ("नेहा", "neha"),
        ("दीपक", "deepak"),
        ("कविता", "kavita"),
        ("मनोज", "manoj"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("गहलोत", "gehlot"),
        ("राठौड़", "rathore"),
        ("अग्रवाल", "agarwal"),
        ("मीणा", "meena"),
        ("चौधरी", "choudhary"),
        ("सोनी", "soni"),
    ),
    words=(
        "mehndi",
        "heena",
        "sojat",
        "rajasthan",
        "jaipur",
        "ganesh",
        "shiva",
        "radha",
        "krishna",
        "bharat",
        "dulhan",
        "shaadi",
        "marwar",
        "ghoomar",
        "laxmi",
        "hanuman",
        "sona",
        "chandni",
    ),
    pets=("tommy", "sheru", "moti", "bruno", "kalu", "rocky"),
    cc="+91",
    city="Sojat",
    lwords=("मेहंदी", "शुभ", "राधे"),
)

R = FAM.reg

R(
    "mehndi_hinglish_whatsapp_indiamart_seller_login",
    ("WhatsApp Chat with <<fn2>>.txt", "WhatsApp Chat with <<fa2>> bhai.txt"),
    lambda s: s["chat"],
    "human",
    "",
    extra=lambda rng, s: s.update(
        chat=wa(
            rng,
            s,
            [
                (
                    "<<fn>>",
                    "भाई IndiaMART seller panel ka password bhejo, Dubai wale buyer ki BuyLead aayi hai 🙏",
                ),
                ("<<fn2>>", "id <<phone2>> hai"),
                ("<<fn2>>", "password - <<cred>>"),
                ("<<fn>>", "ho gaya login. 50 kg BAQ henna ka quotation bhej raha hu"),
                ("<<fn2>>", "👍 रेट 10% kam mat karna"),
            ],
            style="in",
        )
    ),
)

R(
    "mehndi_razorpay_key_secret_django_settings",
    ("<<org>>/settings.py", "shop/<<org>>_site/settings/production.py"),
    '''"""Production settings for the <<org>> B2B henna shop."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

RAZORPAY_KEY_ID = "rzp_live_<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
RAZORPAY_WEBHOOK_URL = "https://<<dom>>/payments/razorpay/webhook/"

GST_NUMBER = "08<<gst>>1Z<<n>>"
SHIPPING_ORIGIN_PIN = "306104"
''',
    "p:rzp_secret",
    extra=lambda rng, s: s.update(
        kid=__import__("hundredfourth_corpus").alnum(rng, 14),
        gst=__import__("hundredfourth_corpus").alnum(
            rng, 10, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
        ),
    ),
)

R(
    "mehndi_shiprocket_login_curl_crontab",
    ("var/spool/cron/crontabs/<<fa>>", "ops/crontab_shiprocket_<<nn>>.txt"),
    """MAILTO=<<email>>
# Shiprocket token har subah refresh (10 din valid rehta hai)
0 6 * * * curl -s -X POST https://apiv2.shiprocket.in/v1/external/auth/login -H 'Content-Type: application/json' -d '{"email":"<<email>>","password":"<<cred>>"}' | jq -r .token > /opt/<<org>>/shiprocket.token
30 6 * * * /opt/<<org>>/venv/bin/python /opt/<<org>>/push_orders.py >> /var/log/<<org>>/orders.log 2>&1
""",
    "pw_sq",
    "",
)

R(
    "mehndi_hindi_handover_gst_portal_txt",
    ("Desktop/हैंडओवर_<<fa>>.txt", "office/handover_gst_<<date>>.txt"),
    """हैंडओवर नोट — <<fn>> से <<fn2>> को (<<dmy>>)

1. GST पोर्टल (https://www.gst.gov.in)
   यूज़रनेम: <<login>>_<<org>>
   पासवर्ड: <<cred>>
   GSTR-1 हर महीने 11 तारीख तक, GSTR-3B 20 तक।

2. Tally Prime — कंपनी "<<orgc>> Henna Udyog", बैकअप D:\\TallyBackup में।

3. सोजत मंडी से पत्ती की खरीद — बिल फ़ाइल में लगाना।

कोई दिक्कत हो तो फ़ोन करना: <<phone>>
""",
    "human",
    "",
)

R(
    "mehndi_hindi_sms_backup_xml_meesho_supplier",
    ("SMSBackupRestore/sms-<<date>>.xml", "phone_backup/sms-<<fa2>>-<<nn>>.xml"),
    lambda s: s["xml"],
    "human",
    "xml",
    extra=lambda rng, s: s.update(
        xml=sms_xml(
            rng,
            s,
            [
                (1, "Meesho supplier panel ka naya password kya hai? Order accept nahi ho raha"),
                (2, "मीशो सप्लायर पैनल: <<email>> / <<cred>>"),
                (1, "ok mil gaya, dhanyavaad"),
            ],
        )
    ),
)

R(
    "mehndi_msg91_authkey_php_order_sms",
    ("includes/msg91.php", "wp-content/themes/<<org>>/inc/sms.php"),
    """<?php
// MSG91 — ऑर्डर और डिलीवरी SMS (DLT template approved)
define('MSG91_AUTHKEY', '<<cred>>');
define('MSG91_SENDER', 'SJTHNA');
define('MSG91_TEMPLATE_ORDER', '<<tid>>');

function mehndi_send_sms($mobile, $order_id) {
    $body = json_encode([
        'template_id' => MSG91_TEMPLATE_ORDER,
        'recipients' => [['mobiles' => '91' . $mobile, 'order' => $order_id]],
    ]);
    $ch = curl_init('https://control.msg91.com/api/v5/flow/');
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['authkey: ' . MSG91_AUTHKEY, 'content-type: application/json']);
    curl_setopt($ch, CURLOPT_POSTFIELDS, $body);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return curl_exec($ch);
}
""",
    "p:msg91",
    "",
    extra=lambda rng, s: s.update(tid=__import__("hundredfourth_corpus").hexs(rng, 24)),
)

R(
    "mehndi_godown_hikvision_rtsp_vlc_xspf",
    ("Videos/godown_cameras.xspf", "cctv/<<org>>_nvr_<<nn>>.xspf"),
    """<?xml version="1.0" encoding="UTF-8"?>
<playlist xmlns="http://xspf.org/ns/0/" xmlns:vlc="http://www.videolan.org/vlc/playlist/ns/0/" version="1">
  <title>गोदाम कैमरे</title>
  <trackList>
    <track>
      <location>rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/101</location>
      <title>Godown 1 - pisai machine</title>
    </track>
    <track>
      <location>rtsp://admin:<<cred>>@<<lan>>:554/Streaming/Channels/201</location>
      <title>Packing table</title>
    </track>
  </trackList>
</playlist>
""",
    "pw_url",
)

R(
    "mehndi_amazon_sp_api_lwa_credentials_json",
    ("config/sp_api_credentials.json", "amazon/<<org>>_lwa.json"),
    """{
  "refresh_token": "Atzr|<<rt>>",
  "lwa_app_id": "amzn1.application-oa2-client.<<app>>",
  "lwa_client_secret": "<<cred>>",
  "marketplace_id": "A21TJRUUN4KGV",
  "seller_id": "<<sid>>",
  "region": "FE_IN"
}
""",
    "p:amzn_cs",
    extra=lambda rng, s: s.update(
        rt=__import__("hundredfourth_corpus").b64(rng, 280, urlsafe=True, pad=False),
        app=__import__("hundredfourth_corpus").hexs(rng, 32),
        sid="A"
        + __import__("hundredfourth_corpus").alnum(rng, 13, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    ),
)
