# ruff: noqa: E501
"""Family k: an ice plant and cold store by the fishing ghat in Chattogram, Bangladesh:
Bengali."""

from __future__ import annotations

from hundredthirteenth_spec import Fam, b64s, dec_basic

F = Fam(
    name="chattogram_iceplant_cold_store",
    orgs=("karnaphuliice", "rongbuoy", "fisheryghatice", "patengacold"),
    tld="com.bd",
    first=(
        ("রহিম", "rahim"),
        ("করিম", "karim"),
        ("সুমাইয়া", "sumaiya"),
        ("জাহিদ", "zahid"),
        ("নাসরিন", "nasrin"),
        ("শফিক", "shafiq"),
        ("তানিয়া", "tania"),
        ("মামুন", "mamun"),
    ),
    last=(
        ("চৌধুরী", "chowdhury"),
        ("হোসেন", "hossain"),
        ("ইসলাম", "islam"),
        ("বড়ুয়া", "barua"),
        ("মিয়া", "miah"),
        ("আলম", "alam"),
    ),
    words=(
        "ilish",
        "karnaphuli",
        "borof",
        "patenga",
        "ghat",
        "chittagong",
        "nodi",
        "machh",
        "sagor",
        "shapla",
        "bhalobasha",
        "noukha",
        "rupchanda",
        "kaptai",
    ),
    pets=("tommy", "mini", "bagha", "kalu", "lalu"),
    cc="880",
)

F.reg(
    "chattogram_cold_room_elitech_loggers_yaml",
    ("coldstore/elitech_<<org>>.yml", "opt/thanda-ghar/loggers<<n>>.yaml"),
    """# কোল্ড স্টোরেজ তাপমাত্রা লগার (Elitech iCold) -> ড্যাশবোর্ড
elitech:
  api: https://new.i-elitech.com/api/data-api
  key_id: <<id8>>
  key_secret: <<cred>>
rooms:
  - {name: chamber-<<n>>, guid: <<id8>><<nn>>, alarm_c: -18}
notify_phone: "<<phone>>"
""",
    "alnum:32",
)

F.reg(
    "chattogram_bengali_imo_copied_chat_pasword",
    ("imo/chat_<<fa>>_<<date>>.txt", "Documents/imo_boraf_<<nn>>.txt"),
    """<<fn>> <<ln>> (<<time>>)
ভাই, হিসাবের সফটওয়্যারের পাসওয়ার্ড টা দেন, আজ <<n>> টন বরফ গেছে

<<fn2>> (<<time>>)
ইউজার <<user>>
পাসওয়ার্ড <<cred>>

<<fn>> <<ln>> (<<time>>)
ধন্যবাদ ভাই
""",
    "human",
    syntax="",
)

F.reg(
    "chattogram_bkash_tokenized_app_secret_php",
    ("billing/config/bkash.php", "public_html/<<org>>/bkash_<<n>>.php"),
    """<?php
// বরফ ও কোল্ড স্টোরেজ ভাড়ার বিল - bKash Tokenized Checkout
return [
    'base_url'   => 'https://tokenized.pay.bka.sh/v1.2.0-beta',
    'username'   => '01<<nn>><<nn>>',
    'password'   => 'D7<<id8>>',
    'app_key'    => '<<id8>><<nn>>',
    'app_secret' => '<<cred>>',
];
""",
    "p:bkash",
    syntax="",
)

F.reg(
    "chattogram_sslcommerz_store_passwd_dotenv",
    ("portal/.env", "srv/<<org>>-booking/.env"),
    """# কোল্ড রুম বুকিং পোর্টাল
SSLCZ_STORE_ID=<<org>><<nn>>live
SSLCZ_STORE_PASSWORD=<<cred>>
SSLCZ_TESTMODE=false
APP_URL=https://booking.<<dom>>
""",
    "p:sslcommerz",
    syntax="",
)


def _basic(rng, s):
    s["enc"] = b64s(f"operator:{s['cred']}")


F.reg(
    "chattogram_ammonia_compressor_plc_curl_basic_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history_<<n>>"),
    """ssh pi@<<ip>>
curl -s http://<<ip>>/status.json
curl -H "Authorization: Basic <<enc>>" http://<<ip>>/api/compressor/<<n>>/setpoint -d 'value=-22'
tail -f /var/log/ammonia.log
""",
    "pw_bare",
    syntax="",
    extra=_basic,
    decode=dec_basic,
)

F.reg(
    "chattogram_tally_prime_odbc_ini_dsn",
    ("etc/odbc.ini", "home/<<fa>>/.odbc_<<org>>.ini"),
    """[TallyODBC_<<org>>]
Driver=/opt/tally/libtallyodbc.so
Server=<<ip>>
Port=9000
Company=<<org>> Ice Plant
UID=<<user>>
PWD=<<cred>>
""",
    "pw",
)

F.reg(
    "chattogram_ice_delivery_bulksmsbd_api_key_python",
    ("sms/boraf_delivery_sms.py", "scripts/<<org>>_sms_<<n>>.py"),
    """# বরফ ডেলিভারির এসএমএস (BulkSMSBD)
import requests

API_KEY = "<<cred>>"
SENDER_ID = "8809617<<nn>>"


def send(number: str, text: str) -> str:
    r = requests.get("http://bulksmsbd.net/api/smsapi", params={
        "api_key": API_KEY, "type": "text", "number": number, "senderid": SENDER_ID, "message": text,
    })
    return r.text
""",
    "alnum:20",
)

F.reg(
    "chattogram_office_notice_ocr_wifi_pasword",
    ("scan/notice_<<date>>.txt", "ocr/<<org>>_office_<<nn>>.txt"),
    """বিজ্ঞপ্তি
অফিস ওয়াইফাই ({org} Office)
পাসওয়ার্ড
<<cred>>
অতিথিদের দিবেন না - ম্যানেজার
""".replace("{org}", "<<org>>"),
    "human_x",
    syntax="",
)
