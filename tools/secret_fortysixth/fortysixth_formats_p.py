# ruff: noqa: E501
"""Family p: Bidriware (silver inlay on blackened alloy) artisans of Bidar (India): Kannada,
Hindi, English."""

from __future__ import annotations

from fortysixth_spec import Fam, alnum, jdump, jesc, jwk_rsa, rsa_pem

F = Fam(
    "bidriware_inlay_bidar",
    orgs=("bidriaangan", "gundlupet", "bidarkala", "zinckarigar"),
    tld="in",
    first=(
        "Shah",
        "Rashid",
        "Kavitha",
        "Mohammed",
        "Lakshmi",
        "Imran",
        "Shobha",
        "Basavaraj",
        "Nasreen",
        "Manjunath",
    ),
    last=(
        "Quadri",
        "Ahmed",
        "Patil",
        "Hussaini",
        "Kulkarni",
        "Siddiqui",
        "Biradar",
        "Khan",
        "Swamy",
        "Reddy",
    ),
    words=(
        "bidri",
        "bidar",
        "tehnishan",
        "koftgari",
        "zarbuland",
        "aftabi",
        "surahi",
        "huqqa",
        "chandi",
        "gulbarga",
        "deccan",
        "mitti",
    ),
    cc="+91",
    pets=("moti", "sheru", "tommy", "raja", "kalu"),
)

F.reg(
    "bidriware_kannada_whatsapp_password_gem",
    ("WhatsApp Chat with Bidri Karigar.txt", "chats/<<first_a>>_bidri_<<n>>.txt"),
    """<<date_sl>>, <<time>> - <<first>> <<last>>: ನಮಸ್ಕಾರ, GeM ಪೋರ್ಟಲ್ ಪಾಸ್‌ವರ್ಡ್ ಕಳುಹಿಸಿ
<<date_sl>>, <<time>> - Basavaraj Patil: ಯೂಸರ್: <<user>>
<<date_sl>>, <<time>> - Basavaraj Patil: ಪಾಸ್‌ವರ್ಡ್: <<cred>>
<<date_sl>>, <<time>> - <<first>> <<last>>: ಧನ್ಯವಾದಗಳು 🙏 ಹೊಸ ಸುರಾಹಿ ಫೋಟೋ ಹಾಕುತ್ತೇನೆ
""",
    "human",
    syntax="",
)

F.reg(
    "bidriware_hindi_email_password_handicrafts_portal",
    ("mail/<<date>>_portal.eml", "Inbox/handicrafts-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: हस्तशिल्प पोर्टल लॉगिन विवरण
Date: Tue, <<n>> Jan <<year>> 18:40:12 +0530
Content-Type: text/plain; charset=UTF-8

नमस्ते,

बीदरी कारीगरों के पंजीकरण के लिए पोर्टल का लॉगिन विवरण नीचे है:

यूज़र आईडी: <<user>>
पासवर्ड: <<cred>>

कृपया किसी से साझा न करें।

धन्यवाद,
<<first>> <<last>>
""",
    "human",
    syntax="",
)

F.reg(
    "bidriware_shop_razorpay_django_settings",
    ("bidri_shop/settings/production.py", "<<org>>/settings_<<n>>.py"),
    """from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

RAZORPAY_KEY_ID = "rzp_live_<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "bidri_shop",
        "HOST": "localhost",
    }
}
""",
    "p:razorpay",
    extra=lambda rng, s: {"kid": alnum(rng, 14)},
)

F.reg(
    "bidriware_gst_einvoice_api_config_json",
    ("einvoice/config.json", "gst/<<org>>-irp-<<n>>.json"),
    lambda s: jdump(
        {
            "gstin": f"29AAB{s['hx'][:5].upper()}1Z{s['n'] % 10}",
            "irp_base_url": "https://api.einvoice1.gst.gov.in",
            "client_id": f"AAB{s['hx'].upper()}TXPY",
            "client_secret": s["cs"],
            "user_name": s["user"],
            "password": s["cred"],
        }
    ),
    "pw_json",
    extra=lambda rng, s: {"cs": alnum(rng, 20)},
)

F.reg(
    "bidriware_artisans_sms_hinglish_reply",
    ("sms/<<date>>_<<first_a>>.txt", "phone/sms_<<n>>.txt"),
    """<<phone>> <<date_sl>> <<time>>
Bhai Flipkart seller ka password bhejo, order pending hai
Me <<date_sl>> <<time>>
<<cred>>
""",
    "human_x",
    syntax="",
)


def _sa(s):
    return jdump(
        {
            "type": "service_account",
            "project_id": f"{s['org']}-bidri-app",
            "private_key_id": s["hx"] + s["hx"] + s["hx"] + s["hx"] + s["hx"][:8],
            "private_key": s["cred"] + "\n",
            "client_email": f"firebase-adminsdk-{s['hx'][:5]}@{s['org']}-bidri-app.iam.gserviceaccount.com",
            "client_id": f"1{s['n']}4420918877{s['n']}3311",
            "auth_uri": "https://accounts.google.com/o/oauth2/auth",
            "token_uri": "https://oauth2.googleapis.com/token",
            "universe_domain": "googleapis.com",
        }
    )


F.reg(
    "bidriware_catalogue_app_firebase_adminsdk_json",
    ("<<org>>-bidri-app-firebase-adminsdk-<<n>>.json", "backend/keys/firebase-<<org>>.json"),
    _sa,
    lambda rng, s: rsa_pem(rng, pkcs8=True),
    needle=lambda v, s: jesc(v),
)


def _jwks(rng, s):
    k = jwk_rsa(rng, f"bidri-{s['hx']}")
    s["jwk"] = k
    return k["d"]


F.reg(
    "bidriware_artisan_id_jwks_private_json",
    ("auth/jwks_private.json", "keys/<<org>>-signing-<<n>>.jwks.json"),
    lambda s: jdump({"keys": [s["jwk"]]}),
    _jwks,
)

F.reg(
    "bidriware_silver_price_goldapi_go",
    ("pricing/silver.go", "internal/<<org>>/price_<<n>>.go"),
    """package pricing

import (
	"encoding/json"
	"net/http"
)

// Silver rate for the inlay wire used in bidri work (INR per gram).
const goldAPIKey = "<<cred>>"

func SilverINR() (float64, error) {
	req, _ := http.NewRequest("GET", "https://www.goldapi.io/api/XAG/INR", nil)
	req.Header.Set("x-access-token", goldAPIKey)
	res, err := http.DefaultClient.Do(req)
	if err != nil {
		return 0, err
	}
	defer res.Body.Close()
	var v struct {
		PriceGram24k float64 `json:"price_gram_24k"`
	}
	return v.PriceGram24k, json.NewDecoder(res.Body).Decode(&v)
}
""",
    lambda rng, s: f"goldapi-{alnum(rng, 12).lower()}{alnum(rng, 6)}-io",
    syntax="",
)
