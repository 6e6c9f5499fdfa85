# ruff: noqa: E501
"""Family o: a craft-beer taproom in Bengaluru (Kannada, Hindi, English)."""

from __future__ import annotations

from hundredthirtyfirst_spec import Fam

F = Fam(
    name="tapblr_craft_taproom_india",
    orgs=("hopkatte", "nammabrew", "koramangalahops", "indiranagartap"),
    tld="in",
    first=(
        ("ಅರ್ಜುನ್", "arjun"),
        ("ಪ್ರಿಯಾ", "priya"),
        ("ಕಾರ್ತಿಕ್", "karthik"),
        ("ದೀಪಾ", "deepa"),
        ("रोहन", "rohan"),
        ("अनन्या", "ananya"),
        ("विक्रम", "vikram"),
        ("स्नेहा", "sneha"),
    ),
    last=(
        ("ರಾವ್", "rao"),
        ("ಶೆಟ್ಟಿ", "shetty"),
        ("ಗೌಡ", "gowda"),
        ("शर्मा", "sharma"),
        ("अय्यर", "iyer"),
        ("नायर", "nair"),
    ),
    words=(
        "namma",
        "bengaluru",
        "hoppy",
        "masala",
        "chai",
        "koramangala",
        "indiranagar",
        "dosa",
        "mysore",
        "hops",
        "jugaad",
        "yaar",
        "mast",
        "bindaas",
        "filterkaapi",
        "mallige",
        "saaru",
    ),
    pets=("Tommy", "Sheru", "Moti", "Bruno", "Kaalu", "Rani"),
    cc="+91",
    city="ಬೆಂಗಳೂರು",
)

F.reg(
    "tapblr_hinglish_whatsapp_password_petpooja",
    (
        "chats/WhatsApp Chat with Taproom Floor <<y>>.txt",
        "<<org>>/backup/WhatsApp Chat - Managers <<mo>>.txt",
    ),
    """<<d>>/<<mo>>/<<y>>, <<h0>> pm - <<first>>: Petpooja ka password kisi ke paas hai? Billing tablet logout ho gaya 😭
<<d>>/<<mo>>/<<y>>, <<h1>> pm - <<first2>>: ರಿಸೆಟ್ ಮಾಡಿದೆ, ಹೊಸದು ಇದು
<<d>>/<<mo>>/<<y>>, <<h2>> pm - <<first2>>: <<cred>>
<<d>>/<<mo>>/<<y>>, <<h3>> pm - <<first>>: thanks yaar 🍻
""",
    "human",
    syntax="",
)

F.reg(
    "tapblr_razorpay_growler_shop_python",
    ("<<org>>/shop/payments.py", "srv/<<org>>/growlers/razorpay_<<n>>.py"),
    '''"""Growler refill pre-orders: Razorpay payment links."""

import razorpay

RAZORPAY_KEY_ID = "<<kid>>"
RAZORPAY_KEY_SECRET = "<<cred>>"

client = razorpay.Client(auth=(RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET))


def link(order):
    return client.payment_link.create({"amount": order.total * 100, "currency": "INR",
                                       "description": f"Growler refill {order.id}"})
''',
    "p:razorpay",
    extra=lambda r, s: {
        "kid": "rzp_live_" + "".join(r.choice("ABCDEFGHabcdefgh0123456789") for _ in range(14))
    },
)

F.reg(
    "tapblr_petpooja_online_orders_env",
    ("<<org>>/online-orders/.env", "srv/<<org>>-orders/.env"),
    """# Petpooja POS <-> online ordering bridge
PETPOOJA_APP_KEY=<<hex8>><<hex8>><<hex8>><<hex8>>
PETPOOJA_APP_SECRET=<<cred>>
PETPOOJA_ACCESS_TOKEN=<<hex8>><<hex8>><<hex8>><<hex8>><<hex8>>
PETPOOJA_RESTAURANT_ID=<<n3>><<n>>
""",
    "hex:40",
    syntax="",
)

F.reg(
    "tapblr_fermenter_tilt_grafana_ini",
    ("<<org>>/brewhouse/grafana.ini", "etc/grafana/grafana-<<n>>.ini"),
    """[server]
http_port = 3000
domain = brew.<<dom>>

[security]
admin_user = brewer
admin_password = <<cred>>

[auth.anonymous]
enabled = false
""",
    "pw",
)

F.reg(
    "tapblr_kannada_email_guptapada_excise_portal",
    ("mail/<<org>>/excise-<<date>>.eml", "<<fa>>/Mail/Sent/<<n3>>.eml"),
    """From: <<fa>>.<<la>>@<<dom>>
To: <<email2>>
Subject: ಅಬಕಾರಿ ಪೋರ್ಟಲ್ ಲಾಗಿನ್ (CL-7 licence renewal)
Date: Tue, <<d>> Nov <<y>> 11:08:55 +0530
Content-Type: text/plain; charset=utf-8

ನಮಸ್ಕಾರ <<first2>>,

ಲೈಸೆನ್ಸ್ ನವೀಕರಣಕ್ಕೆ ಅಬಕಾರಿ ಇಲಾಖೆಯ ಪೋರ್ಟಲ್‌ನಲ್ಲಿ ಈ ವಿವರಗಳಿಂದ ಲಾಗಿನ್ ಮಾಡಿ:
ಬಳಕೆದಾರ ಹೆಸರು: <<org>>_cl7
ಗುಪ್ತಪದ: <<cred>>

ಧನ್ಯವಾದಗಳು,
<<fa>>
""",
    "human",
    syntax="",
)

F.reg(
    "tapblr_dineout_partner_curl_api_key_history",
    ("home/<<fa>>/.bash_history", "<<org>>/laptop/.bash_history"),
    """cd ~/taproom/reservations
curl -s -H "x-api-key: <<cred>>" "https://partners.dineout.co.in/v1/restaurants/<<n4>>/bookings?date=<<date>>" | jq '.bookings | length'
vim sync.py
python3 sync.py --date <<date>>
""",
    "alnum:40",
    syntax="",
)

F.reg(
    "tapblr_untappd_business_menu_sync_yaml",
    ("<<org>>/menu/untappd.yml", "srv/<<org>>/taplist-<<n>>.yaml"),
    """# Untappd for Business: tap list on the TV screens
untappd:
  email: <<email>>
  read_only_token: '<<cred>>'
  location_id: <<n4>><<n3>>
screens:
  - name: Bar wall
    menu_id: <<n4>>
""",
    "p:untappd",
)

F.reg(
    "tapblr_einvoice_gsp_private_key_pem_file",
    ("<<org>>/gst/einvoice_gsp.pem", "home/<<fa>>/keys/<<org>>_gsp_<<n>>.pem"),
    """<<cred>>
""",
    "rsa",
    syntax="",
)
