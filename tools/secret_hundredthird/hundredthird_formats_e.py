"""Family e: a fruit and vegetable commission agent (आढ़तिया) in a Delhi sabzi mandi: WhatsApp in
Hindi, Razorpay, the eNAM portal in a notebook, a saved GST login table (HTML entities), CP Plus
DVR, SMS backup, weighbridge (धर्मकांटा) software, AWS for bill photos."""

from __future__ import annotations

import json
import random

from hundredthird_spec import IND as F
from hundredthird_spec import Fam, after, alnum, dec_html, enc_html, pick, smsxml

F.reg(
    "mandi_whatsapp_hindi_password_tally_munim",
    (
        "WhatsApp/WhatsApp Chat with <<first2>> Munim.txt",
        "phone_backup/WhatsApp Chat with Aadhat <<org>>.txt",
    ),
    """<<d>>/<<mo>>/<<yy>>, 7:<<mi>> am - <<first2>>: सेठ जी, Tally का पासवर्ड बदल गया क्या? खुल नहीं रहा
<<d>>/<<mo>>/<<yy>>, 7:<<mi2>> am - <<name>>: हाँ कल बदला था
<<d>>/<<mo>>/<<yy>>, 7:<<mi2>> am - <<name>>: <<cred>>
<<d>>/<<mo>>/<<yy>>, 7:<<mi2>> am - <<first2>>: ठीक है, आज की टमाटर की बिक्री चढ़ा देता हूँ 🍅
""",
    "human",
)

F.reg(
    "mandi_razorpay_key_secret_node_payments",
    ("kisan-payments/config.js", "aadhat-<<org>>/server/razorpay_<<store>>.js"),
    """// किसानों को भुगतान और खरीदारों से वसूली - Razorpay
const Razorpay = require("razorpay");

module.exports = new Razorpay({
  key_id: "rzp_live_<<kid>>",
  key_secret: "<<cred>>",
});
""",
    "p:razorpay_secret",
    extra=lambda rng, s: {"kid": alnum(rng, 14)},
)

F.reg(
    "mandi_enam_portal_bahi_notebook_ocr",
    ("scans/bahi_khata_<<date>>_ocr.txt", "munim_phone/OCR/IMG_<<y>><<mo>><<d>>_<<nn>>.txt"),
    """|| श्री गणेशाय नमः ||
<<Org>> आढ़त, दुकान नं. <<n>>, <<town>> मंडी
ई-नाम (eNAM) लॉगिन
यूज़र आईडी: <<login>>@<<org>>
पासवर्ड
<<cred>>
लाइसेंस नं. DL/APMC/<<nn>>/<<y>>
""",
    "human",
)


def _amp(rng: random.Random, f: Fam, s: dict) -> str:
    w = pick(rng, f.words).capitalize()
    return pick(
        rng,
        (
            f"{w}&{pick(rng, f.pets)}{rng.randint(10, 99)}",
            f"{w}<{rng.randint(100, 999)}>",
            f'{w}"{s["fa"]}"{rng.randint(1, 9)}',
        ),
    )


def _html(s: dict) -> str:
    return f"""<!DOCTYPE html>
<html lang="hi"><head><meta charset="utf-8"><title>लॉगिन सूची - {s["Org"]}</title></head>
<body>
<h3>पोर्टल लॉगिन ({s["Org"]} आढ़त)</h3>
<table border="1">
<tr><th>पोर्टल</th><th>यूज़र</th><th>पासवर्ड</th></tr>
<tr><td>GST पोर्टल</td><td>{s["login"]}{s["nn"]}</td><td>{enc_html(str(s["cred"]))}</td></tr>
<tr><td>बैंक</td><td>{s["login2"]}</td><td>मुनीम जी के पास</td></tr>
</table>
</body></html>
"""


F.reg(
    "mandi_gst_portal_saved_html_table_entities",
    ("Documents/login_suchi_<<y>>.html", "office_pc/<<org>>/portal_logins.htm"),
    _html,
    _amp,
    decode=lambda t: dec_html(
        after(t, "<tr><td>GST पोर्टल</td>", "</tr>").split("<td>")[2].split("</td>")[0]
    ),
)

F.reg(
    "mandi_cpplus_dvr_snapshot_python",
    ("cctv/snapshot_gaddi.py", "scripts/cpplus_<<store>>.py"),
    '''"""गद्दी और गोदाम के कैमरे की फोटो हर घंटे (CP Plus DVR)."""

import subprocess
from datetime import datetime

DVR = "rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=<<n>>&subtype=0"


def snap() -> None:
    name = datetime.now().strftime("/home/mandi/cctv/%Y%m%d_%H.jpg")
    subprocess.run(["ffmpeg", "-y", "-i", DVR, "-frames:v", "1", name], check=False)
''',
    "pw_url",
)


def _sms(s: dict) -> str:
    return smsxml(
        [
            (
                str(s["phone"]),
                1,
                1_730_000_000_000 + int(s["nn"]) * 1000,
                "धर्मकांटा सॉफ्टवेयर का लॉगिन भेजो",
            ),
            (
                str(s["phone"]),
                2,
                1_730_000_060_000 + int(s["nn"]) * 1000,
                f"ID {s['login']} पासवर्ड {s['cred']}",
            ),
            (str(s["phone"]), 1, 1_730_000_120_000 + int(s["nn"]) * 1000, "ok ji"),
        ]
    )


F.reg(
    "mandi_sms_backup_xml_dharamkanta_login",
    ("SMSBackupRestore/sms-<<y>><<mo>><<d>>.xml", "backup_<<fa>>/sms-<<date>>-<<nn>>.xml"),
    _sms,
    "human_x",
)


def _wb(s: dict) -> str:
    return json.dumps(
        {
            "app": "KantaSoft Weighbridge",
            "site": f"{s['Org']} धर्मकांटा, {s['town']}",
            "indicator": {"port": "COM2", "baud": 9600},
            "database": {
                "server": f"{s['ip']}\\SQLEXPRESS",
                "name": "kanta",
                "user": "kanta_app",
                "password": s["cred"],
            },
            "print_slip": True,
        },
        ensure_ascii=False,
        indent=2,
    )


F.reg(
    "mandi_weighbridge_kantasoft_config_json",
    ("KantaSoft/config_<<store>>.json", "dharamkanta/<<org>>/settings.json"),
    _wb,
    "pw_json",
)

F.reg(
    "mandi_aws_credentials_bill_photos",
    ("home/<<fa>>/.aws/credentials", "munim-pc/<<org>>/.aws/credentials"),
    """[default]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>

[bill-photos]
region = ap-south-1
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
""",
    "p:aws_secret",
    syntax="ini",
    extra=lambda rng, s: {"akid": "AKIA" + alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")},
)
