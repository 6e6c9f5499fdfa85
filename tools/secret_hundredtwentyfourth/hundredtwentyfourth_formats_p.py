# ruff: noqa: E501
"""Family p: a tour-bus (coach) company on Viti Levu, Fiji (English, iTaukei Fijian, Fiji Hindi)."""

from __future__ import annotations

import json

from hundredtwentyfourth_spec import Fam

F = Fam(
    name="vitibus_tour_coaches_fiji",
    key="vitibus",
    orgs=("coralcoach", "bulavitours", "nadicoachlines"),
    tld="com.fj",
    first=(
        ("Josefa", "josefa"),
        ("Mereani", "mereani"),
        ("Sailosi", "sailosi"),
        ("Priya", "priya"),
        ("Ravinesh", "ravinesh"),
        ("Litia", "litia"),
    ),
    last=(
        ("Naivalu", "naivalu"),
        ("Tuilagi", "tuilagi"),
        ("Prasad", "prasad"),
        ("Ratu", "ratu"),
        ("Kumar", "kumar"),
        ("Vunivalu", "vunivalu"),
    ),
    words=(
        "bula",
        "vinaka",
        "nadi",
        "suva",
        "sigatoka",
        "coralcoast",
        "kava",
        "yaqona",
        "vitilevu",
        "lovo",
        "drua",
        "rugby",
        "moce",
        "denarau",
    ),
    pets=("bruno", "kiki", "rocky", "sina", "tui"),
    cc="+679",
    cities=("Nadi", "Suva", "Sigatoka", "Lautoka", "PacificHarbour"),
)


# 1 Messenger JSON export, the reply is only the value (iTaukei)
def _msgr(s: dict) -> str:
    t = int(s["ts"]) * 1000
    return json.dumps(
        {
            "participants": [
                {"name": f"{s['first']} {s['last']}"},
                {"name": f"{s['org']} Dispatch"},
            ],
            "messages": [
                {
                    "sender_name": f"{s['org']} Dispatch",
                    "timestamp_ms": t + 60000,
                    "content": s["cred"],
                },
                {
                    "sender_name": f"{s['first']} {s['last']}",
                    "timestamp_ms": t,
                    "content": "Bula! Au sa guilecava na password ni booking tablet, rawa mo vakauta mai?",
                },
            ],
            "title": f"{s['first']} {s['last']}",
            "thread_path": f"inbox/{s['fa']}_{s['num']}",
        },
        indent=2,
    )


F.reg(
    "messenger_json_itaukei_reply_only_value",
    (
        "messages/inbox/<<fa>>_<<num>>/message_1.json",
        "facebook-<<org>>/messages/inbox/dispatch_<<num>>/message_1.json",
    ),
    _msgr,
    "human",
)

# 2 Windcave (Payment Express) REST in the booking site (JS)
F.reg(
    "windcave_rest_api_key_js",
    ("srv/<<org>>/booking/lib/windcave.js", "home/<<user>>/coach-booking/src/pay_<<num>>.js"),
    """const WINDCAVE_USER = '<<org>>_REST';
const WINDCAVE_KEY = '<<cred>>';

const auth = Buffer.from(`${WINDCAVE_USER}:${WINDCAVE_KEY}`).toString('base64');

async function createSession(amountFjd, ref) {
  return fetch('https://sec.windcave.com/api/v1/sessions', {
    method: 'POST',
    headers: { Authorization: `Basic ${auth}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ type: 'purchase', amount: amountFjd.toFixed(2), currency: 'FJD', merchantReference: ref }),
  });
}
""",
    "p:windcave",
)

# 3 WordPress wp-config of the resort pickups site
F.reg(
    "resort_pickups_wp_config_php",
    ("var/www/<<org>>/wp-config.php", "public_html/pickups_<<num>>/wp-config.php"),
    """<?php
define( 'DB_NAME', 'wp_pickups' );
define( 'DB_USER', 'wp_<<org>>' );
define( 'DB_PASSWORD', '<<cred>>' );
define( 'DB_HOST', 'localhost' );
define( 'DB_CHARSET', 'utf8mb4' );
$table_prefix = 'wp_';
define( 'WP_DEBUG', false );
require_once ABSPATH . 'wp-settings.php';
""",
    "pw_sq",
)

# 4 Wialon token in a Python report script
F.reg(
    "coach_tracking_wialon_token_python",
    ("opt/<<org>>/tracking/wialon_report.py", "home/<<user>>/scripts/coach_km_<<num>>.py"),
    '''"""Daily km per coach from Wialon Hosting."""

import json

import requests

WIALON_TOKEN = "<<cred>>"
login = requests.get(
    "https://hst-api.wialon.com/wialon/ajax.html",
    params={"svc": "token/login", "params": json.dumps({"token": WIALON_TOKEN})},
    timeout=30,
).json()
print(login["eid"])
''',
    "p:wialon",
)

# 5 WhatsApp (Fiji Hindi, romanised)
F.reg(
    "fiji_hindi_whatsapp_password_office_pc",
    ("WhatsApp/WhatsApp Chat with <<fa>>.txt", "Downloads/depot_chat_<<num>>.txt"),
    """<<slash>>, <<time>> - <<first>> <<last>>: Bhaiya office wala computer ke password kya hai? Tour list print karna hai
<<slash>>, <<time>> - Depot Manager: <<cred>>
<<slash>>, <<time>> - Depot Manager: aur kisiko mat batana
<<slash>>, <<time>> - <<first>> <<last>>: theek hai, vinaka 🙏
""",
    "human",
)

# 6 Rezdy API key .env
F.reg(
    "rezdy_booking_api_key_dotenv",
    ("srv/<<org>>/rezdy-sync/.env", "home/<<user>>/tours-sync/.env"),
    """REZDY_API_URL=https://api.rezdy.com/v1
REZDY_API_KEY=<<cred>>
SUPPLIER_ALIAS=<<org>>
SYNC_DAYS_AHEAD=14
""",
    "hex:32",
)

# 7 English e-mail with a new mailbox password
F.reg(
    "office_email_new_mailbox_password",
    ("Mail/Inbox/<<date>>_mailbox.eml", "Documents/emails/<<user>>_<<num>>.eml"),
    """From: IT <it@<<dom>>>
To: <<email>>
Subject: Your new mailbox
Date: <<date>> 08:<<num>> +1200
Content-Type: text/plain; charset=UTF-8

Bula <<first>>,

Your mailbox for the tour desk at <<city>> is ready.
Email: <<email>>
Password: <<cred>>

Please set it up on the desk phone too. Vinaka vakalevu.
IT, <<org>>
""",
    "human",
)

# 8 rclone.conf with the Backblaze B2 key for dashcam footage
F.reg(
    "dashcam_footage_rclone_b2_conf",
    ("home/<<user>>/.config/rclone/rclone.conf", "root/.config/rclone/rclone.conf"),
    """[dashcam-b2]
type = b2
account = 005<<hex8>><<hex8>>0000
key = <<cred>>
hard_delete = false

[nas]
type = local
""",
    "x:K005:27",
)
