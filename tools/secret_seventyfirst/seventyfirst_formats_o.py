"""Family o: a pre-purchase building-inspection office in New Zealand, English and te reo Māori."""

from __future__ import annotations

import json
import random

from seventyfirst_spec import Fam, Slots, alnum

F = Fam(
    name="kaitirotiro_whare_aotearoa",
    orgs=("kauricheck", "whareinspect", "tuiinspections", "pounamuhomes"),
    tld="co.nz",
    first=(
        ("Aroha", "aroha"),
        ("Liam", "liam"),
        ("Mere", "mere"),
        ("Tāne", "tane"),
        ("Olivia", "olivia"),
        ("Hēmi", "hemi"),
    ),
    last=(
        ("Ngata", "ngata"),
        ("Smith", "smith"),
        ("Parata", "parata"),
        ("Wilson", "wilson"),
        ("Te Rangi", "terangi"),
        ("Walker", "walker"),
    ),
    words=(
        "kiwi",
        "pohutukawa",
        "kauri",
        "aotearoa",
        "whanau",
        "kiaora",
        "pounamu",
        "jandal",
        "chillybin",
        "allblacks",
        "manuka",
        "tikitiki",
        "hokianga",
        "pavlova",
        "taniwha",
        "rangitoto",
    ),
    pets=("bella", "rangi", "ziggy", "max", "pepper", "kahu"),
    cc="+64",
)


def _msgr(s: Slots) -> str:
    base = int(s["ts"]) * 1000
    a = f"{s['fa'].capitalize()} {s['la'].capitalize()}"
    b = f"{s['fa2'].capitalize()} {s['la2'].capitalize()}"
    msgs = [
        {
            "sender_name": b,
            "timestamp_ms": base + 240000,
            "content": "Ka pai, logged in. Cheers e hoa",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": a,
            "timestamp_ms": base + 120000,
            "content": f"Spectora login is {s['email']} pw {s['cred']}",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": b,
            "timestamp_ms": base,
            "content": "Kia ora, can't get into the report app on the new iPad, what's the login?",
            "is_geoblocked_for_viewer": False,
        },
    ]
    doc = {
        "participants": [{"name": b}, {"name": a}],
        "messages": msgs,
        "title": b,
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['nnnn']}",
    }
    return json.dumps(doc, ensure_ascii=False, indent=2) + "\n"


F.reg(
    "kaitirotiro_messenger_json_export_password",
    (
        "facebook-<<fa>>/your_activity_across_facebook/messages/inbox/<<fa2>>_<<nnnn>>/message_1.json",
        "exports/<<org>>/fb_<<n>>/message_1.json",
    ),
    _msgr,
    "human",
)

F.reg(
    "kaitirotiro_xero_client_secret_python",
    ("accounts/<<org>>/xero_invoice_sync_<<n>>.py", "scripts/xero_reports_<<fa>>.py"),
    '''"""Raise Xero invoices for completed pre-purchase inspections (custom connection)."""

import base64

import requests

CLIENT_ID = "<<h32>>"
CLIENT_SECRET = "<<cred>>"

basic = base64.b64encode(f"{CLIENT_ID}:{CLIENT_SECRET}".encode()).decode()
tok = requests.post(
    "https://identity.xero.com/connect/token",
    headers={"Authorization": f"Basic {basic}"},
    data={"grant_type": "client_credentials", "scope": "accounting.transactions"},
    timeout=30,
).json()["access_token"]
print("token ok", tok[:8])
''',
    "p:xero",
)

F.reg(
    "kaitirotiro_windcave_rest_api_key_php",
    (
        "booking/<<org>>/config/windcave.php",
        "site-<<n>>/wp-content/plugins/inspection-booking/windcave-config.php",
    ),
    """<?php
// Deposit for booked inspections – Windcave REST (Sessions API)
define('WINDCAVE_ENDPOINT', 'https://sec.windcave.com/api/v1/sessions');
define('WINDCAVE_USERNAME', '<<orgc>>_REST');
define('WINDCAVE_API_KEY', '<<cred>>');
define('WINDCAVE_CURRENCY', 'NZD');
""",
    "p:windcave",
    syntax="",
)


def _sa(rng: random.Random, s: Slots) -> None:
    s["needle"] = str(s["cred"]).replace("\n", "\\n")
    s["kid"] = alnum(rng, 40, "0123456789abcdef")


def _sa_json(s: Slots) -> str:
    doc = {
        "type": "service_account",
        "project_id": f"{s['org']}-reports",
        "private_key_id": s["kid"],
        "private_key": str(s["cred"]) + "\n",
        "client_email": f"report-uploader@{s['org']}-reports.iam.gserviceaccount.com",
        "client_id": s["num12"] + s["num8"],
        "auth_uri": "https://accounts.google.com/o/oauth2/auth",
        "token_uri": "https://oauth2.googleapis.com/token",
    }
    return json.dumps(doc, indent=2) + "\n"


F.reg(
    "kaitirotiro_report_app_firebase_service_account_json",
    ("report-app/<<org>>/firebase-adminsdk-<<n>>.json", "keys/<<org>>-reports-<<h8>>.json"),
    _sa_json,
    "rsa8",
    extra=_sa,
)


def _wiki(s: Slots) -> str:
    return f"""# Office logins – {s["orgc"]}

_Last edited by {s["first"]} {s["last"]} on {s["date"]}_

Kia ora team, these are the shared logins. Personal ones stay in your own vault.

| System | Login | Password | Notes |
|---|---|---|---|
| Council property files (LIM requests) | {s["email"]} | {s["cred"]} | Auckland Council portal |
| Moisture meter cloud (Trotec) | {s["email2"]} | see Hēmi | |
| Office Wi-Fi | {s["orgu"]}_OFFICE | on the fridge | |
"""


F.reg(
    "kaitirotiro_handover_wiki_markdown_logins",
    ("wiki/<<org>>/Office-logins.md", "docs/handover_<<fa>>_<<n>>.md"),
    _wiki,
    "human",
    syntax="",
)

F.reg(
    "kaitirotiro_tablet_android_wifi_config_store_xml",
    (
        "tablet-<<n>>/data/misc/apexdata/com.android.wifi/WifiConfigStore.xml",
        "backup/<<org>>/tablet_<<fa>>/WifiConfigStore.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<WifiConfigStoreData>
<int name="Version" value="3" />
<NetworkList>
<Network>
<WifiConfiguration>
<string name="ConfigKey">&quot;<<orgu>>_VAN&quot;WPA_PSK</string>
<string name="SSID">&quot;<<orgu>>_VAN&quot;</string>
<string name="PreSharedKey">&quot;<<cred>>&quot;</string>
<boolean name="HiddenSSID" value="false" />
<int name="Priority" value="0" />
</WifiConfiguration>
</Network>
</NetworkList>
</WifiConfigStoreData>
""",
    "human",
)

F.reg(
    "kaitirotiro_email_shared_drive_login_te_reo",
    ("Mail/<<fa>>/Sent/<<date>>_shared_drive.eml", "Outlook/<<org>>/<<ts>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Shared drive login for the Hamilton jobs
Date: <<d>> Aug <<y>> <<hh>>:<<mi>>:00 +1200
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"

Kia ora <<first2>>,

Nau mai haere mai ki te tīma! For the reports and photos you'll need the office
Synology drive (https://<<host>>:5001):

Username: <<user2>>
Password: <<cred>>

Ngā mihi,
<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "kaitirotiro_sendgrid_report_mailer_ts",
    ("report-mailer/<<org>>/src/mailer.ts", "functions-<<n>>/src/sendReport.ts"),
    """import sgMail from '@sendgrid/mail';

// Emails the finished building report PDF to the buyer and their lawyer
sgMail.setApiKey('<<cred>>');

export async function sendReport(to: string[], pdfBase64: string, address: string): Promise<void> {
  await sgMail.send({
    to,
    from: 'reports@<<dom>>',
    subject: `Building inspection report – ${address}`,
    text: 'Kia ora, please find your pre-purchase building report attached.',
    attachments: [{ content: pdfBase64, filename: 'report.pdf', type: 'application/pdf' }],
  });
}
""",
    "p:sendgrid",
    syntax="",
)
