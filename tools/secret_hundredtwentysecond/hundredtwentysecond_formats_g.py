# ruff: noqa: E501
"""Family g: a seed company's field office in Marathwada (India; Hindi and Marathi in Devanagari, English)."""

from __future__ import annotations

from hundredtwentysecond_corpus import hexs
from hundredtwentysecond_spec import Fam, sms_backup

F = Fam(
    name="marathwada_seed_field_office",
    orgs=("beejdhara", "krushibeej", "sonalbij", "godavariseeds", "annapurnabij"),
    names=("बीजधारा सीड्स प्रा. लि.", "कृषी बीज कंपनी", "सोनल बीज", "गोदावरी सीड्स", "अन्नपूर्णा बीज"),
    tld="co.in",
    first=(
        ("राहुल", "rahul"),
        ("प्रिया", "priya"),
        ("संदीप", "sandeep"),
        ("स्नेहा", "sneha"),
        ("अमोल", "amol"),
        ("पूजा", "pooja"),
        ("गणेश", "ganesh"),
    ),
    last=(
        ("पाटील", "patil"),
        ("जाधव", "jadhav"),
        ("शिंदे", "shinde"),
        ("देशमुख", "deshmukh"),
        ("कुलकर्णी", "kulkarni"),
        ("शर्मा", "sharma"),
    ),
    words=(
        "kapas",
        "tur",
        "soybean",
        "jowar",
        "bajra",
        "kharif",
        "rabi",
        "beej",
        "shetkari",
        "vitthal",
        "ganpati",
        "aurangabad",
        "jalna",
        "latur",
        "kisan",
        "pandurang",
    ),
    pets=("Moti", "Sheru", "Tommy", "Raja", "Bholu", "Chikki"),
    cc="+91 9",
    places=("जालना", "लातूर", "बीड", "परभणी", "नांदेड"),
)

F.reg(
    "marathwada_whatsapp_hindi_password_dealer_app",
    ["WhatsApp Chat with <<first2>>.txt", "phone/<<fa>>/WhatsApp/field_team_<<stamp>>.txt"],
    """<<dmy>>, <<time>> pm - <<first>> <<last>>: भाई डीलर ऐप का पासवर्ड भेजो, प्लॉट विज़िट की फोटो अपलोड नहीं हो रही
<<dmy>>, <<time>> pm - <<first2>> <<last2>>: यूज़र: <<user>>
<<dmy>>, <<time>> pm - <<first2>> <<last2>>: पासवर्ड: <<cred>>
<<dmy>>, <<time>> pm - <<first>> <<last>>: धन्यवाद 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "marathwada_razorpay_laravel_env_key_secret",
    ["dealer-portal/.env", "srv/<<org>>/booking/.env"],
    """APP_NAME="Dealer Booking"
APP_ENV=production
APP_URL=https://dealer.<<dom>>
RAZORPAY_KEY=rzp_live_<<hex8>><<n>>XY
RAZORPAY_SECRET=<<cred>>
MAIL_FROM_ADDRESS=<<email>>
""",
    "p:razorpay",
    syntax="",
)

F.reg(
    "marathwada_msg91_farmer_otp_node",
    ["sms/otp_<<n>>.js", "services/<<org>>-otp/src/msg91.js"],
    """// OTP for farmers registering seed-packet QR codes (anti-counterfeit)
const axios = require("axios");

const MSG91_AUTHKEY = "<<cred>>";
const TEMPLATE_ID = "<<hex8>><<hex8>>";

async function sendOtp(mobile) {
  return axios.post("https://control.msg91.com/api/v5/otp", null, {
    params: { template_id: TEMPLATE_ID, mobile: "91" + mobile },
    headers: { authkey: MSG91_AUTHKEY },
  });
}

module.exports = { sendOtp };
""",
    lambda rng, s: f"{rng.randint(100000, 999999)}A{hexs(rng, 16)}P1",
    syntax="",
)

F.reg(
    "marathwada_pyodk_central_config_toml",
    ["home/<<fa>>/.pyodk_config.toml", "trials/<<stamp>>/pyodk_config.toml"],
    """# ODK Central - field trial observation forms (germination, plant stand, yield)
[central]
base_url = "https://odk.<<dom>>"
username = "<<email>>"
password = "<<cred>>"
default_project_id = <<n>>
""",
    "pw_dq",
)

F.reg(
    "marathwada_marathi_sms_reply_only_value",
    ["SMSBackupRestore/sms-<<stamp>>.xml", "mobile/<<fa>>/sms_<<n>>.xml"],
    lambda s: sms_backup(
        s, [(2, "साहेब, गोडाऊन टॅबलेटचा पासवर्ड पाठवा ना"), (1, s["cred"]), (2, "मिळाला, धन्यवाद")]
    ),
    "human_x",
    syntax="xml",
)

F.reg(
    "marathwada_dealer_logins_csv_hindi_header",
    ["exports/dealers_<<stamp>>.csv", "Desktop/डीलर_लॉगिन_<<n>>.csv"],
    """डीलर का नाम,तालुका,मोबाइल,यूज़र आईडी,पासवर्ड
<<first>> <<last>> कृषि केंद्र,<<place>>,<<phone>>,<<user>>,<<cred>>
<<first2>> <<last2>> ट्रेडर्स,<<place>>,<<phone2>>,<<user2>>,OTP से
""",
    "human_x",
    syntax="",
)

F.reg(
    "marathwada_trial_app_gradle_properties_signing",
    ["field-trial-app/gradle.properties", "android/<<org>>-trials/gradle.properties"],
    """org.gradle.jvmargs=-Xmx2048m
android.useAndroidX=true
RELEASE_STORE_FILE=../keys/trials_<<y>>.jks
RELEASE_KEY_ALIAS=trials
RELEASE_STORE_PASSWORD=<<cred>>
RELEASE_KEY_PASSWORD=<<cred>>
""",
    "pw",
    syntax="",
)

F.reg(
    "marathwada_zoho_books_refresh_token_settings_py",
    ["invoicing/settings_<<n>>.py", "home/<<fa>>/zoho_sync/settings.py"],
    '''"""Zoho Books sync for dealer invoices (kharif season)."""

ZOHO_ACCOUNTS = "https://accounts.zoho.in"
ZOHO_CLIENT_ID = "1000.<<hex8>><<hex8>>"
ZOHO_REFRESH_TOKEN = "<<cred>>"
ZOHO_ORG_ID = "<<id>>"
''',
    lambda rng, s: f"1000.{hexs(rng, 32)}.{hexs(rng, 32)}",
)
