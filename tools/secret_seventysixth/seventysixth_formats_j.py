# ruff: noqa: E501
"""Family j: an online fashion label (adire and ankara ready-to-wear) in Lagos, Nigeria
(English, Nigerian Pidgin, Yoruba)."""

from __future__ import annotations

import random

from seventysixth_corpus import alnum
from seventysixth_spec import Fam, chat_wa

F = Fam(
    name="lagos_fashion_estore_label",
    orgs=("adirestore", "owambeluxe", "gelehouse"),
    tld="com.ng",
    first=(
        ("Adébáyọ̀", "adebayo"),
        ("Chiamaka", "chiamaka"),
        ("Tèmítọ́pẹ́", "temitope"),
        ("Ngozi", "ngozi"),
        ("Olúwaṣeun", "oluwaseun"),
        ("Ifeoma", "ifeoma"),
        ("Tunde", "tunde"),
    ),
    last=(
        ("Adéyẹmí", "adeyemi"),
        ("Okafor", "okafor"),
        ("Balógun", "balogun"),
        ("Eze", "eze"),
        ("Ogunleye", "ogunleye"),
    ),
    words=(
        "ankara",
        "aso",
        "adire",
        "gele",
        "agbada",
        "lagos",
        "lekki",
        "jollof",
        "owambe",
        "naija",
        "eko",
        "ibadan",
        "yaba",
        "suya",
        "omo",
        "oba",
        "asoebi",
    ),
    pets=("bingo", "jack", "snoopy", "caesar", "lucky", "bobo", "simba"),
    cc="+23480",
    places=("Lagos", "Lekki", "Ikeja", "Yaba", "Surulere", "Abuja"),
)


# 1. Paystack secret in .env.local (Next.js store)
F.reg(
    "lagos_paystack_secret_nextjs_env_local",
    ("<<org>>-store/.env.local", "home/<<fa>>/projects/<<org>>-web/.env.local"),
    """NEXT_PUBLIC_STORE_NAME="<<orgc>>"
NEXT_PUBLIC_PAYSTACK_PUBLIC_KEY=pk_live_<<h8>><<h8>><<h8>><<h8>><<h8>>
PAYSTACK_SECRET_KEY=<<cred>>
SANITY_PROJECT_ID=<<h8>>
SANITY_DATASET=production
""",
    "p:paystack",
)

# 2. Flutterwave payouts to tailors (Python)
F.reg(
    "lagos_flutterwave_tailor_payouts_py",
    ("opt/<<org>>/payouts/pay_tailors.py", "home/<<fa>>/finance/flw_payouts.py"),
    '''"""Weekly transfers to the outsourced tailors in Yaba and Ibadan (Flutterwave)."""
import csv

import requests

FLW_SECRET_KEY = "<<cred>>"
HEADERS = {"Authorization": f"Bearer {FLW_SECRET_KEY}"}

with open("tailors_week.csv", encoding="utf-8") as fh:
    for row in csv.DictReader(fh):
        requests.post(
            "https://api.flutterwave.com/v3/transfers",
            json={
                "account_bank": row["bank_code"],
                "account_number": row["account"],
                "amount": int(row["amount"]),
                "currency": "NGN",
                "narration": f"<<orgc>> sewing {row['week']}",
            },
            headers=HEADERS,
            timeout=30,
        )
''',
    "p:flutterwave",
)


# 3. WhatsApp (12-hour clock) in Pidgin


def _wa(s: dict) -> str:
    rng = random.Random(s["ts"])
    lines = [
        (
            f"{s['fa'].capitalize()} {s['la'].capitalize()}",
            "Abeg send me the Shopify password, I wan upload the new adire drop",
        ),
        (str(s["fa2"]).capitalize(), f"Na {s['email']} / {s['cred']}"),
        (str(s["fa2"]).capitalize(), "No share am o, Oga go vex 😂"),
        (f"{s['fa'].capitalize()} {s['la'].capitalize()}", "I hear you. E se!"),
    ]
    return chat_wa(rng, lines, "us", s["y"], s["mo"], s["d"])


F.reg(
    "lagos_pidgin_whatsapp_twelve_hour_export",
    ("WhatsApp Chat with <<fa2>>.txt", "Documents/WhatsApp Chat with <<orgc>> Team <<n>>.txt"),
    _wa,
    "human",
)

# 4. Termii SMS API key (Node)
F.reg(
    "lagos_termii_order_sms_node_service",
    ("srv/<<org>>-api/src/services/sms.js", "home/<<fa>>/<<org>>-api/services/termii.js"),
    """// Order confirmation SMS via Termii (sender id: <<orgc>>)
const axios = require('axios');

const TERMII_API_KEY = '<<cred>>';

async function sendOrderSms(phone, orderId) {
  return axios.post('https://api.ng.termii.com/api/sms/send', {
    api_key: TERMII_API_KEY,
    to: phone,
    from: '<<orgc>>',
    sms: `Your order #${orderId} has been shipped via GIG. Thank you!`,
    type: 'plain',
    channel: 'generic',
  });
}

module.exports = { sendOrderSms };
""",
    "p:termii",
    syntax="",
)

# 5. Shopify Theme Kit config.yml
F.reg(
    "lagos_shopify_themekit_config_yml",
    ("<<org>>-theme/config.yml", "home/<<fa>>/themes/<<org>>-<<n>>/config.yml"),
    """production:
  password: <<cred>>
  theme_id: "1<<nn>><<nn>><<nn>>"
  store: <<org>>.myshopify.com
  ignore_files:
    - config/settings_data.json
development:
  password: ${THEMEKIT_DEV_PASSWORD}
  theme_id: "1<<nn>><<nn>>0"
  store: <<org>>-dev.myshopify.com
""",
    "p:shopify",
)

# 6. Yoruba e-mail handing over the Instagram account
F.reg(
    "lagos_yoruba_email_instagram_handover",
    ("Mail/Sent/<<date>>_instagram.eml", "Thunderbird/<<org>>/Sent/<<nn>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: Instagram @<<org>> - ìwọlé
Date: Mon, <<d>> Jun <<y>> <<hh>>:<<mi>>:18 +0100
Content-Type: text/plain; charset=UTF-8

Ẹ káàsán <<fn2>>,

Èmi ò ní sí ní Èkó ní ọ̀sẹ̀ yìí, jọ̀wọ́ máa fi àwọn aṣọ adire tuntun sí Instagram.
Orúkọ: @<<org>>
Ọ̀rọ̀ aṣínà: <<cred>>

Ẹ ṣé gan,
<<fn>>
""",
    "human",
)


# 7. rclone.conf with a Dropbox refresh token


def _rt(rng: random.Random, fam: Fam) -> str:
    return alnum(rng, 11) + "AAAAAAAAAA" + alnum(rng, 22)


F.reg(
    "lagos_lookbook_photos_rclone_dropbox_conf",
    ("home/<<fa>>/.config/rclone/rclone.conf", "Users/<<fa>>/AppData/Roaming/rclone/rclone.conf"),
    """[dropbox-lookbook]
type = dropbox
token = {"access_token":"sl.<<h8>><<h8>><<h8>>","token_type":"bearer","refresh_token":"<<cred>>","expiry":"<<y>>-<<mo>>-<<d>>T<<hh>>:<<mi>>:00.000000+01:00"}

[gdrive-orders]
type = drive
scope = drive.file
""",
    _rt,
    syntax="",
)


# 8. SpreadsheetML staff logins


def _ssml(s: dict) -> str:
    def row(*cells: str) -> str:
        return (
            "<Row>"
            + "".join(f'<Cell><Data ss:Type="String">{c}</Data></Cell>' for c in cells)
            + "</Row>"
        )

    return f"""<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Staff logins">
  <Table>
   {row("Name", "Role", "Login", "Password")}
   {row(f"{s['fa'].capitalize()} {s['la'].capitalize()}", "Social media", s["email"], str(s["cred"]))}
   {row(str(s["fa2"]).capitalize(), "Dispatch (GIG)", s["email2"], "ask Ngozi")}
  </Table>
 </Worksheet>
</Workbook>
"""


F.reg(
    "lagos_staff_logins_spreadsheetml_2003",
    ("Documents/<<orgc>> staff logins.xml", "Shared/<<org>>/staff_<<y>>_<<n>>.xml"),
    _ssml,
    "human_x",
)
