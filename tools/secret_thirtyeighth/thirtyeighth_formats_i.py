# ruff: noqa: E501
"""Family i: a Nollywood film production company in Lagos (English, Nigerian Pidgin,
Yoruba)."""

from __future__ import annotations

from thirtyeighth_spec import after, draw, human, reg

FAM = "nollywood_lagos_surulere"
ORGS = ("ikeja-reelhouse",)
W = ("nollywood", "ikeja", "surulere", "lekki", "yaba", "oshodi", "danfo", "jollof",
     "suya", "omoge", "naija", "eko", "ajegunle", "tunde", "funke", "chioma", "emeka",
     "kunle", "aso", "owambe")  # fmt: skip

reg(
    FAM,
    "nollywood_premiere_tickets_laravel_env_paystack",
    ("tickets/.env", "premiere-<<n>>/.env", "srv/<<org>>/tickets/.env"),
    """APP_NAME="Premiere Tickets"
APP_ENV=production
APP_KEY=base64:<<appkey>>
APP_URL=https://tickets.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=premiere
DB_USERNAME=premiere

PAYSTACK_PUBLIC_KEY=pk_live_<<hex40>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_PAYMENT_URL=https://api.paystack.co
MERCHANT_EMAIL=accounts@<<dom>>
""",
    "p:paystack",
    extra=lambda r, s: {"appkey": draw(r, "b64:32")},
    orgs=ORGS,
)

reg(
    FAM,
    "nollywood_whatsapp_pidgin_password_abeg",
    (
        "WhatsApp Chat with Production Crew <<n>>.txt",
        "phone/WhatsApp Chat - Set Lekki <<date>>.txt",
    ),
    """<<dslash>>, <<time>> - Chioma (PM): Abeg who get the password for the Frame.io account? Editor dey wait
<<dslash>>, <<time>> - Emeka DOP: na Tunde get am
<<dslash>>, <<time2>> - Tunde (Editor): <<cred>>
<<dslash>>, <<time2>> - Chioma (PM): thank you o. Call time tomorrow na 6am for Surulere location
<<dslash>>, <<time2>> - Kunle (Sound): make una no forget the lavalier batteries 🙏🏾
""",
    lambda r: human(r, W),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "nollywood_edit_suite_aws_s3_sync_history",
    ("home/<<user>>/.zsh_history", "Users/editor/.zsh_history", "home/dit<<n>>/.bash_history"),
    """: <<epoch>>:0;cd /Volumes/RAID/<<org>>/dailies
: <<epoch>>:0;export AWS_ACCESS_KEY_ID=<<akid>>
: <<epoch>>:0;export AWS_SECRET_ACCESS_KEY=<<cred>>
: <<epoch>>:0;aws s3 sync ./DAY_<<n>> s3://<<org>>-dailies/DAY_<<n>> --storage-class STANDARD_IA
: <<epoch>>:0;aws s3 ls s3://<<org>>-dailies/
""",
    "p:aws",
    syntax="",
    extra=lambda r, s: {"akid": draw(r, "p:aws_id")},
    orgs=ORGS,
)


def _dec_hex(text: str) -> str:
    return bytes.fromhex(after(r"admin_password_hex\s*=\s*([0-9a-f]+)", text)).decode()


reg(
    FAM,
    "nollywood_render_licence_server_hex_password",
    ("opt/renderfarm/licence-server.conf", "etc/rlm/<<org>>-<<n>>.conf"),
    """# render farm licence server (edit bay, Ikeja)
listen = 0.0.0.0:5053
data_dir = /var/lib/licence
# stored hex-encoded because the web UI breaks on symbols
admin_user = admin
admin_password_hex = <<enc>>
seats = <<n>>
""",
    "pw",
    syntax="",
    decode=_dec_hex,
    encode=lambda s: s.encode().hex(),
    orgs=ORGS,
)

reg(
    FAM,
    "nollywood_call_sheet_email_location_wifi",
    ("mail/Call sheet DAY <<n>>.eml", "Production/call_sheets/<<date>>_callsheet.eml"),
    """From: Chioma Okafor <chioma@<<dom>>>
To: crew@<<dom>>
Subject: CALL SHEET - DAY <<n>> - "Owambe Wahala" - Lekki Phase 1
Date: <<date>> <<time>>:00 +0100
Content-Type: text/plain; charset=utf-8

General call: 06:00   Shooting call: 07:30   Wrap: 19:00
Location: 14 Admiralty Way, Lekki (gate code on arrival)
Parking: danfo + gen van inside compound only

Location Wi-Fi (for DIT upload only): Owambe_Set
Wi-Fi password: <<cred>>

Scenes: 12, 14A, 15 (owambe party), 31
Catering: jollof + small chops from 12:30

Thanks,
Chioma (Production Manager)
""",
    lambda r: human(r, W, "!#*@_"),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "nollywood_streaming_rentals_flutterwave_python",
    ("payments/flutterwave.py", "streaming-<<n>>/billing/flw.py"),
    '''"""Pay-per-view rentals for new releases (NGN, GHS, KES)."""

import requests

FLW_PUBLIC_KEY = "FLWPUBK-<<hex40>>-X"
FLW_SECRET_KEY = "<<cred>>"


def start_payment(ref: str, amount: int, email: str) -> str:
    r = requests.post(
        "https://api.flutterwave.com/v3/payments",
        headers={"Authorization": f"Bearer {FLW_SECRET_KEY}"},
        json={
            "tx_ref": ref,
            "amount": amount,
            "currency": "NGN",
            "redirect_url": "https://watch.<<dom>>/paid",
            "customer": {"email": email},
        },
        timeout=20,
    )
    return r.json()["data"]["link"]
''',
    "p:flutterwave",
    orgs=ORGS,
)

reg(
    FAM,
    "nollywood_casting_portal_mongodb_srv_config_js",
    ("config/production.js", "casting-<<n>>/config/default.js"),
    """module.exports = {
  port: process.env.PORT || 8080,
  // audition uploads + casting call database
  mongoUri: 'mongodb+srv://casting:<<cred>>@cluster0.<<id>>.mongodb.net/casting?retryWrites=true&w=majority',
  uploads: { bucket: '<<org>>-auditions', maxMb: 500 },
  mail: { from: 'casting@<<dom>>' },
};
""",
    "pw_url",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "nollywood_production_budget_html_table_logins",
    ("budget/Owambe_Wahala_budget_<<n>>.html", "exports/logins_<<date>>.html"),
    """<html><head><meta charset="utf-8"><title>Production accounts</title></head>
<body>
<table border="1">
<tr><th>Service</th><th>Login</th><th>Password</th><th>Paid by</th></tr>
<tr><td>Frame.io</td><td>post@<<dom>></td><td><<o1>></td><td>Ikeja office</td></tr>
<tr><td>Generator rental portal</td><td>chioma.o</td><td><<cred>></td><td>petty cash</td></tr>
<tr><td>Netflix partner portal</td><td>deliveries@<<dom>></td><td>ask Funke</td><td>-</td></tr>
</table>
</body></html>
""",
    lambda r: human(r, W, "!#*.@_"),
    syntax="",
    extra=lambda r, s: {"o1": human(r, W, "!#*.@_")},
    orgs=ORGS,
)
