# ruff: noqa: E501
"""Family m: a seafarers' crewing (manning) agency in Mumbai / Navi Mumbai, India
(Hindi, Marathi and English)."""

from __future__ import annotations

import base64

from seventyfourth_spec import Fam, alnum, hexs

MUMBAI = Fam(
    name="mumbai_seafarer_manning_office",
    orgs=("samudrakarmi", "nauvikmanning", "sagarcrew"),
    tld="co.in",
    first=(
        ("राजेश", "rajesh"),
        ("प्रिया", "priya"),
        ("अमित", "amit"),
        ("सुनीता", "sunita"),
        ("विक्रम", "vikram"),
        ("अंजलि", "anjali"),
        ("संदीप", "sandeep"),
        ("पूजा", "pooja"),
        ("महेश", "mahesh"),
        ("नेहा", "neha"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("पाटील", "patil"),
        ("नायर", "nair"),
        ("देसाई", "desai"),
        ("कुलकर्णी", "kulkarni"),
        ("सिंह", "singh"),
        ("गुप्ता", "gupta"),
        ("फर्नांडिस", "fernandes"),
    ),
    words=(
        "jahaaz",
        "sagar",
        "samundar",
        "koli",
        "ganpati",
        "morya",
        "mumbai",
        "dadar",
        "colaba",
        "bandra",
        "vadapav",
        "dhoni",
        "virat",
        "chai",
        "belapur",
        "kaptaan",
        "lakshmi",
        "shivaji",
    ),
    pets=("Tommy", "Moti", "Sheru", "Bruno", "Coco", "Raja"),
    cc="+91",
    vessels=(
        "MT Jag Lakshita",
        "MV Sagar Kanya",
        "MT Desh Shakti",
        "MV Konkan Pride",
        "MT Swarna Jayanti",
    ),
    places=("Mumbai", "Navi Mumbai", "JNPT", "Belapur", "Vashi"),
)
F = MUMBAI.reg

F(
    "crewingmumbai_hindi_whatsapp_paasvard_dgs_portal",
    (
        "WhatsApp/WhatsApp Chat with Documentation Desk.txt",
        "Downloads/WhatsApp Chat with <<fn2>> <<n>>.txt",
    ),
    """<<dmy>>, <<time>> - <<fn2>> <<ln2>>: Sir, DG Shipping e-governance पोर्टल पर RPSL लॉगिन नहीं हो रहा
<<dmy>>, <<time>> - <<fn>> <<ln>>: कल पासवर्ड बदला था, ये लो
<<dmy>>, <<time>> - <<fn>> <<ln>>: यूज़र आईडी: <<user>>
<<dmy>>, <<time2>> - <<fn>> <<ln>>: पासवर्ड: <<cred>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: ठीक है sir, <<vessel>> के 4 ratings का sign-on आज ही कर देता हूँ 🙏
""",
    cred="human",
)

F(
    "crewingmumbai_razorpay_fee_collection_python",
    ("billing/razorpay_links.py", "opt/<<org>>/fees/razorpay_pay.py"),
    """\"\"\"Payment links for STCW course fees and medical charges (Razorpay).\"\"\"
import razorpay

RAZORPAY_KEY_ID = "rzp_live_<<serial>><<n4>>"
RAZORPAY_KEY_SECRET = "<<cred>>"

client = razorpay.Client(auth=(RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET))


def fee_link(candidate: str, phone: str, rupees: int) -> str:
    link = client.payment_link.create({
        "amount": rupees * 100,
        "currency": "INR",
        "description": "STCW refresher / medical - <<orgc>> Manning",
        "customer": {"name": candidate, "contact": phone},
        "notify": {"sms": True},
    })
    return link["short_url"]
""",
    cred="p:razorpay_secret",
)

F(
    "crewingmumbai_msg91_otp_node_env",
    ("crew-app/.env", "srv/<<org>>/portal/.env.production"),
    """# Seafarer self-service portal (CDC upload, sign-on documents)
NODE_ENV=production
PORT=4000
MSG91_AUTHKEY=<<cred>>
MSG91_OTP_TEMPLATE_ID=<<hex8>><<hex8>><<hex8>>
MSG91_SENDER=SAGARC
PORTAL_URL=https://crew.<<dom>>
""",
    cred="p:msg91",
    syntax="",
)

F(
    "crewingmumbai_crew_cv_django_settings",
    ("crewportal/crewportal/settings/production.py", "srv/<<org>>/cvbank/settings_prod.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["cv.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "cvbank",
        "USER": "cvbank",
        "PASSWORD": '<<cred>>',
        "HOST": "<<ip>>",
        "PORT": "5432",
    }
}

TIME_ZONE = "Asia/Kolkata"
MEDIA_ROOT = "/srv/cvbank/media"  # CDC, passport, COC scans
""",
    cred="pw_sq",
)


def _b64_mail(s):
    body = f"""नमस्कार {s["fn2"]},

उद्यापासून मी सुट्टीवर आहे. जहाज {s["vessel"]} साठी crew change चे काम तुम्ही बघा.
Crew management software (office VPN) चा लॉगिन:

यूजर: {s["user"]}
पासवर्ड: {s["cred"]}

कृपया हा ईमेल कोणालाही फॉरवर्ड करू नका.

धन्यवाद,
{s["fn"]} {s["ln"]}
{s["orgc"]} Manning Services, Belapur
"""
    enc = base64.encodebytes(body.encode()).decode()
    return f"""From: {s["fn"]} {s["ln"]} <{s["email"]}>
To: {s["email2"]}
Subject: =?UTF-8?B?{base64.b64encode("हस्तांतरण - crew change".encode()).decode()}?=
Date: Fri, {s["d"]} Jan {s["y"]} {s["hms"]} +0530
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

{enc}"""


def _dec_b64_mail(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    plain = base64.b64decode("".join(body.split())).decode()
    return plain.split("पासवर्ड:", 1)[1].split()[0]


F(
    "crewingmumbai_marathi_email_base64_body_password",
    ("Mail/Sent/<<ymd>>_handover.eml", "Outlook/<<user>>/Sent Items/handover_<<n>>.eml"),
    _b64_mail,
    cred="human",
    decode=_dec_b64_mail,
)


def _vf_key(rng, s):
    return f"WS-{hexs(rng, 8, upper=True)}-{alnum(rng, 6, '0123456789ABCDEF')}"


F(
    "crewingmumbai_vesselfinder_api_bash_userkey",
    ("scripts/vessel_eta.sh", "home/<<user>>/bin/crew_change_eta_<<n>>.sh"),
    """#!/bin/bash
# ETA of managed vessels for crew-change planning (VesselFinder API)
USERKEY="<<cred>>"
for IMO in <<imo>> 9<<n4>><<n2>>; do
  curl -s "https://api.vesselfinder.com/vessels?userkey=${USERKEY}&imo=${IMO}&format=json" \\
    | jq -r '.[0].AIS | "\\(.NAME) \\(.DESTINATION) \\(.ETA)"'
done
""",
    cred=_vf_key,
    syntax="",
)

F(
    "crewingmumbai_dgs_sftp_id_rsa_key_file",
    ("home/<<user>>/.ssh/id_rsa_dgs", "keys/sftp_crewlist_<<n>>.pem"),
    lambda s: s["cred"] + "\n",
    cred="pem_rsa",
    syntax="",
)

F(
    "crewingmumbai_marathi_handover_vpn_notes",
    ("Handover/हस्तांतरण_<<ymd>>.txt", "Desktop/handover_notes_<<n>>.txt"),
    """हस्तांतरण नोंद - <<dmy>>  (<<fn>> → <<fn2>>)

1. <<vessel>> : 3 ratings sign-off सिंगापूरला, तिकिटे बुक झाली आहेत.
2. STCW certificates DG Shipping पोर्टलवर अपलोड बाकी.
3. ऑफिस VPN (FortiClient) :
   server vpn.<<dom>>:10443
   user <<user>>
   पासवर्ड <<cred>>
4. Medical साठी Dr. <<ln2>> यांचा नंबर <<phone>>.
""",
    cred="human",
)
