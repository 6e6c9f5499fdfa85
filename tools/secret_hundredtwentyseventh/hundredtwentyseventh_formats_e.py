# ruff: noqa: E501
"""Family e: a tailor (दर्ज़ी) in Jodhpur, India (Hindi in Devanagari, Hinglish)."""

from __future__ import annotations

from hundredtwentyseventh_spec import Fam, dec_pct, enc_pct, sms_backup

F = Fam(
    name="darzi_tailor_jodhpur",
    prefix="darzi",
    orgs=("suidhaaga", "rangeelatailors", "safaboutique", "mehrandarzi"),
    shops=("सुई धागा टेलर्स", "रंगीला टेलर्स एंड बुटीक", "मेहरान दर्ज़ी"),
    tld="co.in",
    first=(
        ("राजेश", "rajesh"),
        ("सुनीता", "sunita"),
        ("अमित", "amit"),
        ("पूजा", "pooja"),
        ("मोहन", "mohan"),
        ("कविता", "kavita"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("राठौड़", "rathore"),
        ("गहलोत", "gehlot"),
        ("वर्मा", "verma"),
        ("मेहता", "mehta"),
    ),
    words=(
        "darzi",
        "silai",
        "kurta",
        "sherwani",
        "lehenga",
        "jodhpur",
        "mehrangarh",
        "ganesh",
        "jaimataji",
        "rangeela",
        "bandhej",
        "safa",
        "ghoomar",
        "mirchibada",
    ),
    pets=("moti", "sheru", "tommy", "kalu", "bholu"),
    cc="+91",
    places=("sardarpura", "paota", "ratanada", "shastrinagar"),
)

F.reg(
    "razorpay_key_secret_django_settings",
    ("boutique/settings/prod_<<n>>.py", "<<org>>_site/settings.py"),
    '''"""Online measurement booking + advance payment (Razorpay)."""

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]
RAZORPAY_KEY_ID = "rzp_live_<<hx>>AB"
RAZORPAY_KEY_SECRET = "<<cred>>"
ADVANCE_PERCENT = 30
''',
    "p:razorpay",
)

F.reg(
    "hindi_whatsapp_password_batao",
    ("WhatsApp Chat with <<fa>> <<n>>.txt", "backup/whatsapp_<<org>>_staff_<<n>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: भैया दुकान वाले कंप्यूटर का पासवर्ड क्या है? बिल नहीं बन रहा
<<dmy>>, <<t2>> - <<fn2>> <<ln2>>: <<cred>>
<<dmy>>, <<t2>> - <<fn2>> <<ln2>>: किसी को मत बताना, और शाम को शेरवानी वाले ऑर्डर की फिटिंग याद रखना
<<dmy>>, <<t2>> - <<fn>> <<ln>>: ठीक है 👍
""",
    "human",
    "",
)

F.reg(
    "msg91_delivery_sms_authkey_php",
    ("sms/msg91_<<n>>.php", "public_html/<<org>>/inc/sms.php"),
    """<?php
// ऑर्डर तैयार होने का SMS (MSG91 Flow API)
$authKey  = "<<cred>>";
$flowId   = "<<hx>>";
$payload  = ["flow_id" => $flowId, "mobiles" => $mobile, "name" => $name, "order" => $orderNo];
$ch = curl_init("https://control.msg91.com/api/v5/flow/");
curl_setopt($ch, CURLOPT_HTTPHEADER, ["authkey: $authKey", "content-type: application/json"]);
""",
    lambda rng, f: (
        f"{rng.randint(100000, 999999)}A{''.join(rng.choice('abcdef0123456789') for _ in range(17))}"
    ),
    "",
)

F.reg(
    "busy_accounting_sql_udl",
    ("C:/BusyWin/DATA/busy_<<n>>.udl", "Desktop/tally-busy/<<org>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=busyuser;Initial Catalog=BusyComp<<n3>>;Data Source=<<lan>>\\BUSY
""",
    "pw",
    "",
)

F.reg(
    "gmail_app_password_msmtprc",
    ("home/<<fa>>/.msmtprc", "shopbox<<n>>/.msmtprc"),
    """# bills PDF bhejne ke liye (invoice mailer)
defaults
auth           on
tls            on
logfile        ~/.msmtp.log

account        gmail
host           smtp.gmail.com
port           587
from           <<org>>.bills@gmail.com
user           <<org>>.bills@gmail.com
password       <<cred>>

account default : gmail
""",
    "lower:16",
    "",
)

F.reg(
    "shopify_admin_token_env",
    ("<<org>>-store/.env", "storefront-sync/.env.<<place>>"),
    """SHOPIFY_STORE=<<org>>.myshopify.com
SHOPIFY_ADMIN_API_TOKEN=<<cred>>
SHOPIFY_API_VERSION=2025-01
INSTAGRAM_HANDLE=@<<org>>_jodhpur
""",
    "p:shopify",
    "",
)


def _sms(s):
    ms = int(s["ms"])
    return sms_backup(
        [
            (str(s["phone2"]), ms, 1, "Bhaiya naya tablet aa gaya, measurement app ka login bhejo"),
            (
                str(s["phone2"]),
                ms + 91000,
                2,
                f"id {s['user']} aur password {s['cred']} hai. Kisi ko mat batana",
            ),
            (str(s["phone2"]), ms + 160000, 1, "ho gaya, dhanyavaad 🙏"),
        ]
    )


F.reg(
    "hinglish_sms_backup_xml",
    ("SMSBackupRestore/sms-<<date>>.xml", "backup/sms_<<fa>>_<<n>>.xml"),
    _sms,
    "human",
)


def _dvr_url(val, s):
    return enc_pct(val)


F.reg(
    "cpplus_dvr_vlc_playlist_percent_encoded",
    ("Videos/dukaan_cctv_<<n>>.m3u", "Desktop/CCTV <<org>> <<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,काउंटर कैमरा
rtsp://admin:<<enc>>@<<lan>>:554/cam/realmonitor?channel=1&subtype=1
#EXTINF:-1,सिलाई मशीन वाला कमरा
rtsp://admin:<<enc>>@<<lan>>:554/cam/realmonitor?channel=2&subtype=1
""",
    lambda rng, f: f"{f.human(rng, '@#')}@{rng.randint(10, 99)}",
    "",
    encode=_dvr_url,
    decode=dec_pct(r"rtsp://admin:([^@\s]+)@"),
)
