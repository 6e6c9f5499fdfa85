"""Family k: an old-gold buyer (सोना खरीदार) in India: Razorpay, MSG91 OTP, jewellery billing
software on MySQL, a CP Plus DVR, the BIS HUID hallmarking API, a karat XRF analyser; Hindi
chat and a ledger (bahi-khata) page."""

from __future__ import annotations

import base64
import re

from eightyseventh_spec import Fam, basic

F = Fam(
    name="swarn_gold_buyer",
    orgs=("swarnrekha", "kundankharid"),
    brands=("स्वर्णरेखा गोल्ड बायर्स", "कुंदन ओल्ड गोल्ड खरीद केंद्र"),
    tld="in",
    first=(
        ("राजेश", "rajesh"),
        ("सुनीता", "sunita"),
        ("अमित", "amit"),
        ("प्रिया", "priya"),
        ("विकास", "vikas"),
        ("पूजा", "pooja"),
        ("मनोज", "manoj"),
        ("कविता", "kavita"),
    ),
    last=(
        ("अग्रवाल", "agarwal"),
        ("सोनी", "soni"),
        ("शर्मा", "sharma"),
        ("जैन", "jain"),
        ("वर्मा", "verma"),
        ("गुप्ता", "gupta"),
    ),
    words=(
        "sona",
        "chandi",
        "kundan",
        "lakshmi",
        "dhanteras",
        "diwali",
        "ganesh",
        "jaipur",
        "hawamahal",
        "mirchi",
        "chai",
        "shubh",
        "labh",
    ),
    pets=("moti", "sheru", "tommy", "bholu", "raja", "kalu"),
    places=(
        ("जौहरी बाज़ार", "johari"),
        ("करोल बाग", "karolbagh"),
        ("चांदनी चौक", "chandnichowk"),
        ("अजमेर", "ajmer"),
        ("इंदौर", "indore"),
    ),
    cc="+91",
    mobile=("98", "99", "97", "70", "88"),
)

F.reg(
    "swarn_hindi_whatsapp_tally_paasvard",
    ("WhatsApp Chat with दुकान <<placea>> <<n2>>.txt", "chats/<<fa>>/shop_<<n3>>.txt"),
    """<<dmy>>, <<time>> pm - <<fn>> <<ln>>: भैया टैली खुल नहीं रहा, पासवर्ड माँग रहा है
<<dmy>>, <<time>> pm - <<fn2>> <<ln2>>: कंपनी <<brand>> चुनो, यूज़र <<user>>
<<dmy>>, <<time2>> pm - <<fn2>> <<ln2>>: पासवर्ड <<cred>>
<<dmy>>, <<time2>> pm - <<fn>> <<ln>>: खुल गया 🙏 आज 42 ग्राम पुराना सोना खरीदा
""",
    cred="human",
)

F.reg(
    "swarn_razorpay_django_settings",
    ("goldbuy/settings/production.py", "<<org>>_site/<<org>>_site/settings.py"),
    '''"""Production settings: online advance booking for old-gold pickup."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

RAZORPAY_KEY_ID = "rzp_live_<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"

TIME_ZONE = "Asia/Kolkata"
''',
    cred="p:razorpay_secret",
    extra=lambda rng, s: {
        "kid": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(14)
        )
    },
)

F.reg(
    "swarn_msg91_otp_node",
    ("otp-service/index.js", "src/<<placea>>/msg91_otp.js"),
    """// ग्राहक का मोबाइल OTP से सत्यापित (KYC से पहले)
const axios = require('axios');

const MSG91_AUTHKEY = '<<cred>>';
const TEMPLATE_ID = '<<tid>>';

async function sendOtp(mobile) {
  const url = `https://control.msg91.com/api/v5/otp?template_id=${TEMPLATE_ID}&mobile=91${mobile}`;
  const { data } = await axios.post(url, {}, { headers: { authkey: MSG91_AUTHKEY } });
  return data;
}

module.exports = { sendOtp };
""",
    cred="p:msg91",
    extra=lambda rng, s: {"tid": "".join(rng.choice("0123456789abcdef") for _ in range(24))},
)

F.reg(
    "swarn_jewel_billing_mysql_ini",
    ("C:/JewelBill/<<placea>>/db.ini", "jewelbill/settings_<<n2>>.ini"),
    """[Database]
Server=<<ip>>
Port=3306
Database=jewel_<<placea>>
UID=billing
PWD=<<cred>>

[Rates]
GoldRate24K=AUTO
Source=IBJA
Purity916Deduction=2.5
""",
    cred="pw",
)

F.reg(
    "swarn_cpplus_dvr_vlc_playlist",
    ("Videos/counter_cameras_<<n2>>.m3u", "dvr/<<placea>>/cameras.m3u"),
    """#EXTM3U
#EXTINF:-1,Counter 1 (तराज़ू)
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Counter 2 (XRF मशीन)
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=0
#EXTINF:-1,Tijori
rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=3&subtype=1
""",
    cred="pw_url",
)


def _dec_basic(t: str) -> str:
    tok = re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)", t).group(1)
    return base64.b64decode(tok).decode().split(":", 1)[1]


F.reg(
    "swarn_bis_huid_curl_basic_auth",
    ("home/<<fa>>/.bash_history", "root/.bash_history.<<placea>>"),
    lambda s: (
        f"""cd ~/huid
ls *.json
curl -s -H "Authorization: Basic {basic(str(s["user"]), str(s["cred"]))}" "https://huid.manakonline.in/api/v1/verify?huid=A{s["n4"]}Z"
curl -s -H "Authorization: Basic {basic(str(s["user"]), str(s["cred"]))}" -d @batch_{s["ymd"]}.json https://huid.manakonline.in/api/v1/jeweller/sale
history | tail
"""
    ),
    cred="pw",
    decode=_dec_basic,
    syntax="",
)

F.reg(
    "swarn_xrf_karat_analyser_sync_json",
    ("XRF/KaratCheck/cloud_sync.json", "analyser/<<placea>>/sync_<<n2>>.json"),
    """{
  "device": "XRF Karat Analyser",
  "serial": "KX<<n6>>",
  "shop": "<<org>>-<<placea>>",
  "cloud": {
    "endpoint": "https://reports.<<dom>>/api/xrf",
    "api_key": "<<cred>>",
    "upload_pdf": true
  },
  "elements": ["Au", "Ag", "Cu", "Zn", "Cd"]
}
""",
    cred="hex:40",
)

F.reg(
    "swarn_bahi_khata_page_ocr",
    ("scans/bahi_<<ymd>>_p<<n2>>.txt", "ocr/<<placea>>_khata_<<n3>>.txt"),
    """|| श्री गणेशाय नमः ||
<<brand>> - <<place>>
दिनांक <<dmy>>

पुराना सोना खरीद:  22K  18.40 ग्राम  ₹ 1,<<n2>>,<<n3>>
चांदी:             61.0 ग्राम

नेट बैंकिंग (दुकान खाता)
यूज़र <<user>>
पासवर्ड
<<cred>>
""",
    cred="human",
)
