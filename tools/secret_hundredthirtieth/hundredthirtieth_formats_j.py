"""Family j: a knitwear exporter's shipping office in Tirupur, India (Tamil / Hindi /
English; ICEGATE, DGFT, NIC e-invoice, Razorpay, WhatsApp Cloud API, rclone)."""

from __future__ import annotations

from hundredthirtieth_spec import Fam, alnum, reg

F = Fam(
    name="tirupur_knitwear_export_shipping_office",
    orgs=("noyyalknit", "kongufabrics", "avinashiexports", "palladamknits", "thangamgarments"),
    tld="in",
    first=(
        ("முருகன்", "murugan"),
        ("கவிதா", "kavitha"),
        ("செந்தில்", "senthil"),
        ("பிரியா", "priya"),
        ("கார்த்திக்", "karthik"),
        ("லட்சுமி", "lakshmi"),
        ("ராஜேஷ்", "rajesh"),
        ("தீபா", "deepa"),
    ),
    last=(
        ("சுப்பிரமணியம்", "subramaniam"),
        ("ராஜா", "raja"),
        ("கிருஷ்ணன்", "krishnan"),
        ("பழனிசாமி", "palanisamy"),
        ("வேலு", "velu"),
        ("சுந்தரம்", "sundaram"),
    ),
    words=(
        "tirupur",
        "noyyal",
        "banian",
        "kongu",
        "murugan",
        "pongal",
        "kaveri",
        "thalaiva",
        "vanakkam",
        "amma",
        "thangam",
        "kolam",
        "mallipoo",
        "jallikattu",
        "idli",
        "kovai",
    ),
    pets=("tommy", "jimmy", "kutty", "raja", "blacky", "julie", "puppy"),
    places=("Tirupur", "Avinashi", "Palladam", "Coimbatore", "Tuticorin", "Chennai"),
    cc="+9198",
)

reg(
    F,
    "tirupur_tamil_whatsapp_icegate_kadavuchol",
    ("WhatsApp Chat with <<fn2>> <<ln2>>.txt", "Shipping/WhatsApp Chat - ICEGATE <<n>>.txt"),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: அண்ணா, ICEGATE-ல shipping bill status பார்க்கணும், login ஆகல
<<dmy>>, <<time>> - <<fn2>> <<ln2>>: ஆபீஸ் ID use பண்ணுங்க
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: User ID: <<user>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: கடவுச்சொல்: <<cred>>
<<dmy>>, <<time2>> - <<fn2>> <<ln2>>: DSC token என் டேபிள் டிராயர்ல இருக்கு
<<dmy>>, <<time2>> - <<fn>> <<ln>>: சரி அண்ணா 🙏
""",
    "human",
    syntax="",
)

reg(
    F,
    "tirupur_razorpay_django_settings_py",
    ("<<org>>_portal/settings/production.py", "buyerportal/settings_<<n>>.py"),
    '''"""Production settings - sample-order payments from overseas buyers."""

from .base import *  # noqa: F401,F403

DEBUG = False
ALLOWED_HOSTS = ["portal.<<dom>>"]

RAZORPAY_KEY_ID = "rzp_live_<<keyid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"
RAZORPAY_WEBHOOK_URL = "https://portal.<<dom>>/payments/webhook/"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "<<org>>",
        "HOST": "<<ip>>",
    }
}
''',
    "p:razorpay",
    extra=lambda rng, s: {"keyid": alnum(rng, 14)},
)

reg(
    F,
    "tirupur_hindi_email_dgft_portal_password",
    ("Mail/Inbox/<<epoch>>.eml", "Outlook/DGFT_<<n>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: DGFT पोर्टल लॉगिन - RoDTEP क्लेम
Date: Mon, 23 Mar <<year>> 12:14:45 +0530
Content-Type: text/plain; charset=UTF-8

नमस्ते <<fa>> जी,

RoDTEP स्क्रिप के लिए DGFT पोर्टल का लॉगिन नीचे है। IEC: 41<<big>>
यूज़र आईडी: <<email2>>
पासवर्ड: <<cred>>

कृपया OTP के लिए मुझे कॉल कर लेना, मोबाइल नंबर मेरा ही है।

धन्यवाद,
<<fa2>> <<la2>>
Delhi buying office
""",
    "human",
    syntax="",
)

reg(
    F,
    "tirupur_knit_erp_mysql_docker_compose",
    ("erp/docker-compose.yml", "srv/<<org>>-erp/docker-compose.yaml"),
    """services:
  db:
    image: mysql:8.0
    restart: always
    environment:
      MYSQL_DATABASE: knit_erp
      MYSQL_USER: erp
      MYSQL_ROOT_PASSWORD: "<<cred>>"
    volumes:
      - ./mysql:/var/lib/mysql
  erp:
    image: <<org>>/knit-erp:<<n>>
    ports:
      - "8080:8080"
    depends_on:
      - db
""",
    "pw_dq",
)

reg(
    F,
    "tirupur_nic_einvoice_api_env",
    (".env", "einvoice/.env", "srv/<<org>>/gst-bridge/.env"),
    """# NIC e-Invoice (IRP) API - export invoices with IRN before shipping bill
EINV_BASE_URL=https://einv-apisandbox.nic.in
EINV_GSTIN=33AAB<<big>>1Z5
EINV_CLIENT_ID=AAB<<clientid>>
EINV_CLIENT_SECRET=<<cred>>
EINV_USERNAME=<<org>>_API_<<n>>
""",
    "alnum:24",
    syntax="",
    extra=lambda rng, s: {"clientid": alnum(rng, 18)},
)

reg(
    F,
    "tirupur_fabric_photos_rclone_gdrive_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "AppData/Roaming/rclone/rclone_<<n>>.conf"),
    """[gdrive-samples]
type = drive
client_id = <<big>>-<<hex8>>.apps.googleusercontent.com
client_secret = <<cred>>
scope = drive
root_folder_id = 1<<hex8>>
""",
    lambda rng, s: (
        "GOCSPX-"
        + alnum(rng, 28, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
    ),
    syntax="",
)

reg(
    F,
    "tirupur_whatsapp_cloud_api_buyer_notify_js",
    ("notify/whatsapp.js", "src/buyer-updates/wa_<<n>>.js"),
    """// Shipment updates to buyers via WhatsApp Cloud API (ETD, vessel, container)
const PHONE_NUMBER_ID = "1<<big>>";
const WA_TOKEN = "<<cred>>";

async function sendUpdate(to, text) {
  const url = `https://graph.facebook.com/v19.0/${PHONE_NUMBER_ID}/messages`;
  return fetch(url, {
    method: "POST",
    headers: { Authorization: `Bearer ${WA_TOKEN}`, "Content-Type": "application/json" },
    body: JSON.stringify({ messaging_product: "whatsapp", to, type: "text", text: { body: text } }),
  });
}

module.exports = { sendUpdate };
""",
    "p:whatsapp",
    syntax="",
)

reg(
    F,
    "tirupur_shipping_logins_csv_tamil_headers",
    ("Shipping/logins_<<year>>.csv", "D/Export/தளங்கள்_<<n>>.csv"),
    """தளம்,பயனர் பெயர்,கடவுச்சொல்,குறிப்பு
ICEGATE,<<user>>,<<cred>>,DSC token தேவை
Forwarder portal,<<fa2>>.<<la2>>,,<<fn2>> கிட்ட கேளுங்க
""",
    "human",
    syntax="",
)
