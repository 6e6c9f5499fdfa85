"""Family c: a virtual assistant in Iloilo, Philippines (English, Tagalog, Hiligaynon)."""

# ruff: noqa: E501

from __future__ import annotations

import json

from ninetyfourth_spec import Fam

ILOILO = Fam(
    name="iloilo_virtual_assistant",
    orgs=("katuwangva", "bulig", "jarova", "esplanadahq"),
    tld="ph",
    first=(
        ("Jessa", "jessa"),
        ("Mark", "mark"),
        ("Kristine", "kristine"),
        ("Jerome", "jerome"),
        ("Mae", "mae"),
        ("Rhea", "rhea"),
        ("Christian", "christian"),
        ("Angelica", "angelica"),
    ),
    last=(
        ("Villanueva", "villanueva"),
        ("Gonzaga", "gonzaga"),
        ("Dela Cruz", "delacruz"),
        ("Tupas", "tupas"),
        ("Jamora", "jamora"),
        ("Defensor", "defensor"),
    ),
    words=(
        "dinagyang",
        "batchoy",
        "palangga",
        "mangga",
        "bulan",
        "gwapa",
        "pancit",
        "esplanada",
        "molo",
        "jaro",
        "sinamay",
        "kalamay",
    ),
    pets=("bantay", "choco", "brownie", "whitey", "tisoy", "chichi"),
    cc="+63",
    city="Iloilo",
)
F = ILOILO.reg


def _messenger(s: dict) -> str:
    t = int(s["ts"]) * 1000
    me, client = f"{s['fnc']} {s['lnc']}", f"{s['cfnc']} {s['clnc']}"
    msgs = [
        (client, "Hi! Can you post the listing on Airbnb tonight?", 0),
        (me, "Yes po, pero na-logout ako. Ano na ulit yung password sa Airbnb?", 60_000),
        (client, f"{s['cmail']} / {s['cred']}", 120_000),
        (me, "Salamat gid! Ipost ko dayon 🙂", 180_000),
    ]
    data = {
        "participants": [{"name": client}, {"name": me}],
        "messages": [
            {
                "sender_name": who,
                "timestamp_ms": t + 300_000 - dt,
                "content": text,
                "is_geoblocked_for_viewer": False,
                "is_unsent_image_by_messenger_kid_parent": False,
            }
            for who, text, dt in reversed(msgs)
        ],
        "title": client,
        "is_still_participant": True,
        "thread_path": f"inbox/{s['cfn']}{s['cln']}_{s['nn']}",
        "magic_words": [],
    }
    return json.dumps(data, indent=2, ensure_ascii=False)


F(
    "iloilo_messenger_json_taglish",
    (
        "facebook-<<login>>/your_activity_across_facebook/messages/inbox/<<cfn>><<cln>>_<<nn>>/message_1.json",
        "fb_export_<<year>>/messages/inbox/<<cfn>>_<<nn>>/message_1.json",
    ),
    _messenger,
    "human_x",
)

F(
    "iloilo_lastpass_csv_export",
    ("Downloads/lastpass_export_<<date>>.csv", "client-handover/<<cfn>>_vault_<<n>>.csv"),
    """url,username,password,totp,extra,name,grouping,fav
https://www.airbnb.com/login,<<cmail>>,<<hp>>,,,Airbnb,Client - <<cfnc>>,0
https://app.hubspot.com/login,<<cmail>>,<<cred>>,,"Client CRM, VA seat",HubSpot,Client - <<cfnc>>,1
https://business.facebook.com,<<gmail>>,,,uses FB login,Meta Business,Client - <<cfnc>>,0
http://sn,,,,"Gate code 4417",Gate,Notes,0
""",
    "human_x",
)

F(
    "iloilo_onlinejobs_handover_notes_md",
    ("Documents/VA handover - <<cfnc>>.md", "notes/handover_<<cfn>>_<<year>>.md"),
    """# VA handover - <<cfnc>> <<clnc>> (OnlineJobs.ph hire)

Schedule: Mon-Fri 9pm-5am PH time (US Eastern business hours). Time tracking: Hubstaff.

## Daily
1. Inbox zero sa Gmail (labels: Leads / Vendors / Invoices)
2. Calendly confirmations
3. Post 1 reel sa IG (Canva drafts folder)

## Accesses
- Client Gmail: <<cmail>> (2FA via Google Prompt - message <<cfnc>> sa WhatsApp)
- Squarespace: <<cmail>> / <<cred>>
- Canva: shared team, invite only

Kon may problema, chat lang ko sa Messenger. Salamat!
""",
    "human",
)

F(
    "iloilo_shopify_admin_token_py",
    ("scripts/shopify_orders_<<n>>.py", "va-tools/<<cfn>>_daily_orders.py"),
    """import requests

SHOP = "<<org>>-<<n>>.myshopify.com"
ACCESS_TOKEN = "<<cred>>"  # custom app "VA reports"


def unfulfilled():
    r = requests.get(
        f"https://{SHOP}/admin/api/2024-10/orders.json",
        headers={"X-Shopify-Access-Token": ACCESS_TOKEN},
        params={"status": "open", "fulfillment_status": "unfulfilled"},
        timeout=30,
    )
    return r.json()["orders"]


for o in unfulfilled():
    print(o["name"], o["email"], o["total_price"])
""",
    "p:shopify",
)

F(
    "iloilo_calendly_ics_hiligaynon_description",
    ("Calendar/<<cfn>>_onboarding_<<n>>.ics", "Downloads/invite_<<date>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
DTSTART:<<year>><<mm>><<dd>>T130000Z
DTEND:<<year>><<mm>><<dd>>T140000Z
UID:<<uuid>>@google.com
SUMMARY:Onboarding - <<cfnc>> (Kajabi + Dubsado)
DESCRIPTION:Para sa inyo nga VA:\\nDubsado login: <<cmail>>\\nPassword: <<cred>>\\nIndi pag-ilisan ang password. Salamat!
ORGANIZER;CN=<<cfnc>> <<clnc>>:mailto:<<cmail>>
ATTENDEE;CN=<<fnc>> <<lnc>>;PARTSTAT=ACCEPTED:mailto:<<gmail>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
)

F(
    "iloilo_hiligaynon_sms_backup_xml",
    ("SMSBackupRestore/sms-<<year>><<mm>><<dd>><<nn>>.xml", "phone_backup/sms-<<date>>-<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="Day, ang bag-o nga password sang wifi sa balay: <<cred>> (PLDT_Home_<<nn>>)" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ts>>000" sub_id="1" readable_date="<<dmy>> <<time>>" contact_name="Nanay" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>500" type="2" subject="null" body="Salamat Nay! Ma-online na ko sa client mamaya" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="Nanay" />
  <sms protocol="0" address="GCash" date="<<ts>>900" type="1" subject="null" body="You have received PHP 12,500.00 from PAYONEER. Ref No. <<nn>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<time2>>" contact_name="(Unknown)" />
</smses>
""",
    "human_x",
)

F(
    "iloilo_zapier_hubspot_private_app_json",
    ("zaps/lead_router_<<n>>.json", "automation/<<cfn>>/hubspot_connection.json"),
    """{
  "zap": "New Calendly booking -> HubSpot contact",
  "owner": "<<gmail>>",
  "steps": [
    {"app": "Calendly", "event": "invitee.created"},
    {
      "app": "Webhooks by Zapier",
      "method": "POST",
      "url": "https://api.hubapi.com/crm/v3/objects/contacts",
      "headers": {
        "Authorization": "Bearer <<cred>>",
        "Content-Type": "application/json"
      }
    }
  ]
}
""",
    "p:hubspot",
)

F(
    "iloilo_anydesk_sticky_note_txt",
    ("Desktop/anydesk <<cfn>>.txt", "Desktop/notes_<<n>>.txt"),
    """client PC (<<cfnc>>, Texas)
AnyDesk <<nn>> <<n>>3 <<dd>>1
unattended pw
<<cred>>
""",
    "human_x",
)
