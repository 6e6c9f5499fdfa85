# ruff: noqa: E501
"""Family o: an auto-electrician's workshop (மின் பட்டறை) in Coimbatore (Tamil Nadu, India): Tamil,
Tanglish and English."""

from __future__ import annotations

from hundredninth_spec import Fam, alnum, hexs, jdump, reg

F = Fam(
    name="kovaiauto_minsara_pattarai",
    orgs=("kovaiauto", "murugaelectricals", "gandhipuramwiring", "selvamdynamo", "ukkadambattery"),
    tld="in",
    first=(
        ("முருகன்", "murugan"),
        ("செல்வி", "selvi"),
        ("கார்த்திக்", "karthik"),
        ("பிரியா", "priya"),
        ("சரவணன்", "saravanan"),
        ("லட்சுமி", "lakshmi"),
    ),
    last=(
        ("ராஜேந்திரன்", "rajendran"),
        ("சுப்பிரமணியம்", "subramaniam"),
        ("பழனிசாமி", "palanisamy"),
        ("வேலு", "velu"),
        ("கண்ணன்", "kannan"),
        ("அருண்", "arun"),
    ),
    words=(
        "kovai",
        "vanakkam",
        "thala",
        "thalaivar",
        "jallikattu",
        "dosa",
        "kaapi",
        "ooty",
        "marudhamalai",
        "amma",
        "dynamo",
        "alternator",
        "noyyal",
        "siruvani",
        "ponni",
        "murugan",
    ),
    pets=("tommy", "jimmy", "kutti", "rocky", "pappu"),
    cities=("kovai", "coimbatore", "tiruppur", "pollachi", "erode"),
    cc="+91",
)

reg(
    F,
    "kovaiauto_tamil_whatsapp_password_tally",
    ("WhatsApp/WhatsApp Chat with <<fa>>.txt", "backup/shop_chat_<<n>>.txt"),
    """<<dmy_sl>>, <<t1>> - <<fn>> <<ln>>: அண்ணா Tally open aagala, password kekkuthu
<<dmy_sl>>, <<t2>> - <<fn2>> அண்ணா: user name Manager
<<dmy_sl>>, <<t2>> - <<fn2>> அண்ணா: கடவுச்சொல் <<cred>>
<<dmy_sl>>, <<t3>> - <<fn>> <<ln>>: சரி அண்ணா, Innova alternator bill pottuten
""",
    "human",
    syntax="",
)

reg(
    F,
    "kovaiauto_razorpay_key_secret_env",
    ("booking-site/.env", "apps/<<org>>-booking/.env"),
    """# Razorpay - advance for doorstep battery replacement / wiring jobs
RAZORPAY_KEY_ID=rzp_live_<<kid>>
RAZORPAY_KEY_SECRET=<<cred>>
RAZORPAY_WEBHOOK_URL=https://<<dom>>/razorpay/webhook
""",
    "p:razorpay",
    syntax="",
    extra=lambda rng, s: s.update(kid=alnum(rng, 14)),
)

reg(
    F,
    "kovaiauto_zoho_books_refresh_token_python",
    ("scripts/zoho_invoice.py", "tools/<<org>>/books_sync.py"),
    '''"""Job card -> Zoho Books invoice (GST), runs after closing."""

import requests

CLIENT_ID = "1000.<<cid>>"
CLIENT_SECRET = "<<csec>>"
REFRESH_TOKEN = "<<cred>>"

tok = requests.post(
    "https://accounts.zoho.in/oauth/v2/token",
    params={"refresh_token": REFRESH_TOKEN, "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, "grant_type": "refresh_token"},
    timeout=20,
).json()["access_token"]
''',
    lambda rng: f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}",
    extra=lambda rng, s: s.update(
        cid=alnum(rng, 30, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), csec=hexs(rng, 42)
    ),
)

reg(
    F,
    "kovaiauto_launch_x431_handover_notes",
    ("notes/handover_<<date>>.txt", "Desktop/shop notes <<n>>.txt"),
    """Handover - <<dmy_sl>> (<<fa>> -> <<fa2>>)

- Swift Dzire: self motor rewinding done, customer pickup 6pm, amount 3,800
- Bolero: ECU wiring short near fuse box, waiting for harness
- LAUNCH X431 scanner cloud login (for software update, don't change):
    id: <<email>>
    pwd: <<cred>>
- Exide battery warranty claims: 2 pending, call dealer
""",
    "human",
    syntax="",
)

reg(
    F,
    "kovaiauto_paytm_merchant_key_java",
    ("src/main/java/in/kovai/pay/PaytmConfig.java", "billing/<<org>>/PaytmConfig.java"),
    """package in.kovai.pay;

/** Paytm for Business - UPI / card payments at the counter QR. */
public final class PaytmConfig {
    public static final String MID = "<<mid>>";
    public static final String MERCHANT_KEY = "<<cred>>";
    public static final String WEBSITE = "DEFAULT";
    public static final String CALLBACK = "https://<<dom>>/paytm/callback";

    private PaytmConfig() {}
}
""",
    lambda rng: alnum(
        rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789#@&_"
    ),
    syntax="",
    extra=lambda rng, s: s.update(mid=alnum(rng, 20)),
)


def _gsp(s: dict) -> str:
    return jdump(
        {
            "gstin": "33" + s["gst"],
            "gsp": {
                "base_url": "https://einvoice-api.gsp.in",
                "client_id": s["gcid"],
                "client_secret": s["cred"],
            },
            "user_name": f"{s['org']}_API",
            "auto_irn": True,
        }
    )


reg(
    F,
    "kovaiauto_gst_einvoice_gsp_client_json",
    ("config/einvoice.json", "billing/<<org>>/gsp_settings.json"),
    _gsp,
    "alnum:32",
    extra=lambda rng, s: s.update(
        gst=alnum(rng, 13, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"), gcid=alnum(rng, 20)
    ),
)

reg(
    F,
    "kovaiauto_sms_dump_reply_only_value",
    ("sms_export/<<date>>_<<n>>.txt", "Download/messages_<<fa>>.txt"),
    """From: <<fn2>> Anna (<<phone>>)
Date: <<dmy_sl>> <<t1>>
Body: CCTV app password enna?

To: <<fn2>> Anna (<<phone>>)
Date: <<dmy_sl>> <<t2>>
Body: <<cred>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "kovaiauto_job_cards_pgpass_line",
    ("home/<<fa>>/.pgpass", "root/.pgpass"),
    """# job cards db on the shop NAS
<<ip>>:5432:jobcards:kovai_app:<<cred>>
localhost:5432:*:postgres:*
""",
    "pw",
    syntax="",
)
