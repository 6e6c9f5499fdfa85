# ruff: noqa: E501
"""Family d: a biryani cloud kitchen in Hyderabad, India; Hindi (Devanagari), Hinglish,
English."""

from __future__ import annotations

import base64
import json

from hundrednineteenth_spec import Fam, after, dec_basic, gen_pw

FAM = Fam(
    name="biryani_cloud_kitchen_hyderabad",
    orgs=("dumbiryani", "zaikaghar"),
    tld="in",
    first=(
        ("राहुल", "rahul"),
        ("सलमा", "salma"),
        ("इमरान", "imran"),
        ("प्रिया", "priya"),
        ("वेंकटेश", "venkatesh"),
        ("आयशा", "ayesha"),
        ("सुरेश", "suresh"),
    ),
    last=(
        ("रेड्डी", "reddy"),
        ("ख़ान", "khan"),
        ("शर्मा", "sharma"),
        ("क़ुरैशी", "qureshi"),
        ("राव", "rao"),
        ("वर्मा", "verma"),
    ),
    words=(
        "biryani",
        "dum",
        "haleem",
        "charminar",
        "hyderabad",
        "masala",
        "zaika",
        "dawat",
        "kebab",
        "nizam",
        "golconda",
        "mirchi",
        "salan",
        "tikka",
        "raita",
        "shahi",
    ),
    pets=("tommy", "sheru", "moti", "bruno", "kalu", "laddu"),
    cc="+91 9",
    phrases=("jai hind", "all is well", "jai shri ram", "mashallah"),
)


def _basic(r, s):
    pw = gen_pw(r, sym="-_.@+")
    return {"needle": pw, "auth": base64.b64encode(f"{s['org']}_kitchen:{pw}".encode()).decode()}


FAM.reg(
    "biryani_swiggy_partner_curl_basic_bash_history",
    ("home/<<fa>>/.bash_history", "ops-laptop-<<n>>/.bash_history"),
    """cd ~/menu-sync
python3 sync_menu.py --outlet <<n4>> --dry-run
curl -s -H "Authorization: Basic <<auth>>" https://partner-api.swiggy.com/v2/outlets/<<n4>>/items | jq length
curl -s -X POST -H "Authorization: Basic <<auth>>" -d @stock_off.json https://partner-api.swiggy.com/v2/outlets/<<n4>>/items/toggle
tail -f logs/sync.log
""",
    "pw",
    syntax="",
    extra=_basic,
    decode=after(r"Basic ([A-Za-z0-9+/=]+)", dec_basic),
)


def _petpooja(s):
    cfg = {
        "restaurant_id": str(s["n4"]) + "x",
        "app_key": s["hex8"] + s["hex8"],
        "app_secret": s["cred"],
        "access_token": s["token2"],
        "push_orders_url": "https://" + s["dom"] + "/petpooja/orders",
        "outlets": [{"name": "Kondapur", "code": "KDP"}, {"name": "Tolichowki", "code": "TLC"}],
    }
    return json.dumps(cfg, indent=2) + "\n"


FAM.reg(
    "biryani_petpooja_pos_order_sync_config_json",
    ("petpooja-sync/config.json", "integrations/petpooja_<<n>>/config.json"),
    _petpooja,
    "hex:40",
    extra=lambda r, s: {"token2": "".join(r.choice("0123456789abcdef") for _ in range(40))},
)

FAM.reg(
    "biryani_whatsapp_hindi_zomato_partner_paasvard",
    ("WhatsApp/WhatsApp Chat with Kitchen Team <<n>>.txt", "exports/किचन ग्रुप <<dmyd>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: भाई Zomato पार्टनर ऐप फिर से लॉगआउट हो गया, ऑर्डर नहीं दिख रहे 🙏
<<dmy>>, <<t2>> - <<fn2>> <<ln2>>: ईमेल <<email>> डालो
<<dmy>>, <<t2>> - <<fn2>> <<ln2>>: पासवर्ड <<cred>>
<<dmy>>, <<t3>> - <<fn>> <<ln>>: हो गया, 6 ऑर्डर पेंडिंग थे
<<dmy>>, <<t3>> - <<fn2>> <<ln2>>: ग्रुप में पासवर्ड डिलीट कर देना बाद में
""",
    "human",
)

FAM.reg(
    "biryani_website_razorpay_django_settings",
    ("dawat_site/settings/production.py", "web-<<n>>/kitchen/settings.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "order.<<dom>>"]

RAZORPAY_KEY_ID = "<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
RAZORPAY_WEBHOOK_SECRET = "hook-<<n4>>"
""",
    "p:razorpay",
    extra=lambda r, s: {
        "kid": "rzp_live_"
        + "".join(
            r.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789") for _ in range(14)
        )
    },
)

FAM.reg(
    "biryani_kds_tablet_shared_prefs_xml",
    (
        "data/data/com.kitchen.kds/shared_prefs/kds_prefs_<<n>>.xml",
        "tablet_dump_<<date>>/shared_prefs/settings.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="outlet_code">KDP-<<n3>></string>
    <string name="server_url">https://kds.<<dom>>/api/</string>
    <string name="device_api_key"><<cred>></string>
    <boolean name="sound_on_new_order" value="true" />
    <int name="bump_timeout_sec" value="45" />
</map>
""",
    "alnum:40",
)

FAM.reg(
    "biryani_gst_einvoice_gsp_credentials_yaml",
    ("gst/einvoice.yaml", "compliance/gsp_<<org>>_<<n>>.yml"),
    """gstin: 36AAB<<sn>>Z5
gsp:
  provider: mastersindia
  base_url: https://api.mastersindia.co/api/v1
  client_id: "<<hex8>>-<<n4>>"
  client_secret: "<<csec>>"
irp_user:
  username: "<<org>>_API_<<n3>>"
  password: "<<cred>>"
""",
    "pw_dq",
    extra=lambda r, s: {"csec": "".join(r.choice("0123456789abcdef") for _ in range(32))},
)

FAM.reg(
    "biryani_night_shift_handover_hinglish_md",
    ("notes/handover_<<date>>.md", "Drive/Shift Handover/<<fa>>_<<n>>.md"),
    """# Night shift handover - <<dmy>>

- Dum deg #2 ka burner slow hai, gas wala kal aayega
- Swiggy pe "Shahi Haleem" out of stock kiya hai
- Shadowfax rider app ka business login: <<phone>> / <<cred>>
- Cash drawer: ₹<<n4>> count kiya, <<fn2>> ko diya

_— <<fn>>_
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "biryani_menu_photos_aws_credentials_ini",
    ("home/<<fa>>/.aws/credentials", "ops-laptop-<<n>>/.aws/credentials"),
    """[default]
aws_access_key_id = AKIA<<akid>>
aws_secret_access_key = <<cred>>
region = ap-south-1

[menu-photos]
aws_access_key_id = AKIA<<akid>>
aws_secret_access_key = <<cred>>
""",
    "p:aws",
    syntax="ini",
    extra=lambda r, s: {
        "akid": "".join(r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(16))
    },
)
