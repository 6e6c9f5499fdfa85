"""Family b: a freelance graphic designer in Ibadan, Nigeria (English, Nigerian Pidgin, Yoruba)."""

# ruff: noqa: E501

from __future__ import annotations

from ninetyfourth_spec import Fam

IBADAN = Fam(
    name="ibadan_graphic_designer",
    orgs=("adireprint", "pikselgele", "oluwadesigns", "bodijabrand"),
    tld="com.ng",
    first=(
        ("Tunde", "tunde"),
        ("Adebayo", "adebayo"),
        ("Folake", "folake"),
        ("Bisi", "bisi"),
        ("Ṣẹgun", "segun"),
        ("Yetunde", "yetunde"),
        ("Kẹmi", "kemi"),
        ("Dapo", "dapo"),
    ),
    last=(
        ("Adéyẹmí", "adeyemi"),
        ("Ogunleye", "ogunleye"),
        ("Ọláníyàn", "olaniyan"),
        ("Akinola", "akinola"),
        ("Balógun", "balogun"),
        ("Adewale", "adewale"),
    ),
    words=(
        "omolola",
        "oluwaseun",
        "jollof",
        "amala",
        "dugbe",
        "bodija",
        "ireti",
        "owambe",
        "danfo",
        "ankara",
        "adire",
        "olodumare",
    ),
    pets=("bingo", "rocky", "tiger", "snowy", "bobby", "jackie"),
    cc="+234",
    city="Ibadan",
)
F = IBADAN.reg

F(
    "ibadan_paystack_invoice_node_env",
    ("invoice-app/.env", "clients/<<org>>-store-<<n>>/.env.production"),
    """# Paystack (live) - client pays design deposit with card / bank transfer
PAYSTACK_PUBLIC_KEY=pk_live_<<uuid>>
PAYSTACK_SECRET_KEY=<<cred>>
PAYSTACK_CALLBACK_URL=https://<<dom>>/pay/verify
INVOICE_PREFIX=ADR-<<year>>-
CURRENCY=NGN
""",
    "p:paystack",
)

F(
    "ibadan_whatsapp_pidgin_android_export",
    ("WhatsApp Chat with <<cfnc>> <<clnc>>.txt", "exports/whatsapp_<<cfn>>_<<dd>><<mm>>.txt"),
    """<<dd>>/<<mm>>/<<year>>, <<time>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
<<dd>>/<<mm>>/<<year>>, <<time>> - <<cfnc>> <<clnc>>: Good evening o, abeg the flyer for the owambe don ready?
<<dd>>/<<mm>>/<<year>>, <<time2>> - <<fnc>>: E don almost ready ma. I go upload am for the Canva team wey you create
<<dd>>/<<mm>>/<<year>>, <<time2>> - <<cfnc>> <<clnc>>: Ok. Na <<cmail>> be the login
<<dd>>/<<mm>>/<<year>>, <<time2>> - <<cfnc>> <<clnc>>: password na <<cred>>
<<dd>>/<<mm>>/<<year>>, <<time2>> - <<fnc>>: E se ma 🙏 I don enter
<<dd>>/<<mm>>/<<year>>, <<time2>> - <<cfnc>> <<clnc>>: <Media omitted>
""",
    "human",
)

F(
    "ibadan_figma_token_export_script_py",
    ("scripts/export_frames.py", "brand/<<org>>/figma_export_<<n>>.py"),
    '''"""Export every frame on the client's brand page as PNG @2x for the print guy at Dugbe."""

import pathlib

import requests

FIGMA_TOKEN = "<<cred>>"
FILE_KEY = "<<nn>>AbCdEfGh<<n>>"
OUT = pathlib.Path("exports")


def frames():
    r = requests.get(
        f"https://api.figma.com/v1/files/{FILE_KEY}",
        headers={"X-Figma-Token": FIGMA_TOKEN},
        timeout=60,
    )
    r.raise_for_status()
    page = r.json()["document"]["children"][0]
    return [n["id"] for n in page["children"] if n["type"] == "FRAME"]


if __name__ == "__main__":
    OUT.mkdir(exist_ok=True)
    ids = ",".join(frames())
    print("exporting", ids)
''',
    "p:figma",
)

F(
    "ibadan_adobe_accounts_xlsx_sharedstrings",
    (
        "unzipped/clients_<<year>>/xl/sharedStrings.xml",
        "tmp/logins_<<login>>_xlsx/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="15" uniqueCount="15"><si><t>Platform</t></si><si><t>Email</t></si><si><t>Password</t></si><si><t>Notes</t></si><si><t>Adobe CC (team)</t></si><si><t><<gmail>></t></si><si><t><<cred>></t></si><si><t>renew in <<mm>>/<<year>></t></si><si><t>Behance</t></si><si><t>same as Adobe</t></si><si><t>Fiverr</t></si><si><t><<login>>_designs</t></si><si><t>Envato Elements</t></si><si><t><<hp>></t></si><si><t>shared with Bisi</t></si></sst>
""",
    "human_x",
)

F(
    "ibadan_flutterwave_php_config",
    ("wp-content/plugins/<<org>>-pay/config.php", "portfolio/includes/flw_<<n>>.php"),
    """<?php
// Flutterwave v3 - foreign clients pay in USD, settles to GTBank
return [
    'public_key'    => 'FLWPUBK-<<uuid>>-X',
    'secret_key'    => '<<cred>>',
    'encryption_key'=> 'FLWSECK<<nn>>',
    'currency'      => 'USD',
    'redirect_url'  => 'https://<<dom>>/thank-you',
    'env'           => 'live',
];
""",
    "p:flutterwave",
    syntax="",
)

F(
    "ibadan_yoruba_email_canva_team_password",
    ("mail/sent/<<nn>>.eml", "Documents/emails/canva_<<cfn>>_<<n>>.eml"),
    """From: <<fnc>> <<lnc>> <<<gmail>>>
To: <<cfnc>> <<clnc>> <<<cmail>>>
Subject: Re: Logo tuntun fun ile itaja / Canva access
Date: Thu, <<dd>> Apr <<year>> <<time>>:<<sec>> +0100
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: 8bit

E kaasan ma,

Mo ti pari awọn logo mẹta. E le wo wọn ninu Canva team wa:
Email: <<gmail>>
Password: <<cred>>

Jọwọ ẹ ma yi password pada titi a o fi pari iṣẹ yii. Invoice wa ni attachment (Payoneer tabi bank transfer).

O ṣeun,
<<fnc>>
""",
    "human",
    syntax="",
)

F(
    "ibadan_rclone_gdrive_client_secret_conf",
    ("home/<<login>>/.config/rclone/rclone.conf", "backup/rclone_<<login>>_<<n>>.conf"),
    """[gdrive-clients]
type = drive
client_id = <<nn>>-<<login>>.apps.googleusercontent.com
client_secret = <<cred>>
scope = drive
root_folder_id = 1<<nn>>xYz
team_drive =

[local-archive]
type = local
""",
    "p:google_oauth",
)

F(
    "ibadan_cowork_wifi_notebook_ocr",
    ("Pictures/notebook_ocr_<<dd>><<mm>>.txt", "scans/cowork_<<n>>.txt"),
    """Bodija Hub - Wednesday
- print proof for <<cfnc>> (ankara fabric shop)
- pay NEPA bill
wifi: BodijaHub_5G
<<cred>>
""",
    "human_x",
)
