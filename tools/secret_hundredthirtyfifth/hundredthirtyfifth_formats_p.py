# ruff: noqa: E501
"""Family p: a New Zealand parent-led playcentre sharing its whare with a kōhanga reo
(Māori-language early-childhood nest) in Whangārei: Xero, Stripe koha, Mailchimp, Microsoft
365, a Raspberry Pi photo frame, Messenger exports and committee e-mails in te reo Māori."""

from __future__ import annotations

import json
import random

from hundredthirtyfifth_spec import HEXU, Fam, Slots, alnum, uuid_

FAM = Fam(
    "playcentre_kohanga_whangarei",
    orgs=("kowhaikids", "tamariki", "pipitea", "tuiplaycentre"),
    tld="org.nz",
    first=(
        "Aroha",
        "Mere",
        "Hine",
        "Ngaio",
        "Kiri",
        "Anahera",
        "Sarah",
        "Emma",
        "Olivia",
        "Tui",
        "Rangi",
        "Wiremu",
        "Moana",
        "Hannah",
    ),
    last=(
        "Ngata",
        "Te Whare",
        "Walker",
        "Smith",
        "Parata",
        "Tane",
        "Williams",
        "Brown",
        "Kawiti",
        "Wilson",
        "Henare",
        "Tipene",
    ),
    words=(
        "kowhai",
        "pohutukawa",
        "tamariki",
        "whanau",
        "kiwi",
        "tui",
        "kereru",
        "whangarei",
        "northland",
        "aroha",
        "kai",
        "puku",
        "haka",
        "allblacks",
        "jandals",
        "pavlova",
        "manaia",
        "pipi",
    ),
    pets=("buster", "molly", "bailey", "rosie", "charlie", "poppy", "milo", "kiri"),
    months=(
        "january",
        "february",
        "march",
        "april",
        "may",
        "june",
        "july",
        "august",
        "september",
        "october",
        "november",
        "december",
    ),
    phone="+64 21 ### ####",
    city=("Whangārei", "Kamo", "Tikipunga", "Onerahi", "Maunu"),
)
reg = FAM.reg

reg(
    "playcentre_xero_oauth_env_treasurer",
    ("treasurer-tools/.env", "apps/<<org>>-fees/.env"),
    """# Xero integration – session fees, koha and Ministry of Education funding reconciliation
XERO_CLIENT_ID=<<cid>>
XERO_CLIENT_SECRET=<<cred>>
XERO_REDIRECT_URI=https://<<dom>>/xero/callback
XERO_TENANT_ID=<<tenant>>
XERO_SCOPES="openid profile email accounting.transactions accounting.contacts offline_access"
""",
    "p:xero",
    extra=lambda rng, s: {"cid": alnum(rng, 32, HEXU), "tenant": uuid_(rng)},
)

reg(
    "playcentre_koha_stripe_netlify_toml",
    ("netlify.toml", "<<org>>-website/netlify.toml"),
    """[build]
  command = "npm run build"
  publish = "dist"
  functions = "netlify/functions"

[context.production.environment]
  STRIPE_SECRET_KEY = "<<cred>>"
  DONATION_SUCCESS_URL = "https://<<dom>>/koha/thanks"
  SITE_NAME = "<<org>> Playcentre"

[[redirects]]
  from = "/koha"
  to = "/.netlify/functions/create-checkout"
  status = 200
""",
    "p:stripe_sk",
)

reg(
    "playcentre_te_reo_email_kupuhipa_komiti",
    ("mail/<<org>>/Nau mai ki te komiti.eml", "inbox/komiti_<<nnn>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: Nau mai ki te komiti / Welcome to the committee
Date: <<d>> <<mon>> <<year>> <<hh>>:<<mi>>:<<ss>> +1300
MIME-Version: 1.0
Content-Type: text/plain; charset=utf-8
Content-Transfer-Encoding: 8bit

Kia ora <<first>>,

Nau mai, haere mai ki te komiti! Anei ngā taipitopito takiuru mō te pūnaha
whakauru tamariki (enrolments / attendance):

Ingoa kaiwhakamahi: <<user>>
Kupuhipa: <<cred>>

Me huri te kupuhipa ina takiuru koe i te wā tuatahi.

Ngā mihi nui,
<<first2>>
Secretary, <<org>> Playcentre
""",
)


def messenger_json(rng: random.Random, s: Slots) -> Slots:
    t0 = rng.randint(1_735_000_000, 1_790_000_000) * 1000
    a = f"{s['fa']} {s['la']}"
    b = f"{s['fa2']} {s['la2']}"
    msgs = [
        {
            "sender_name": a,
            "timestamp_ms": t0 + 240000,
            "content": "Please don't share it outside the group, the kohanga uses the same network",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": a,
            "timestamp_ms": t0 + 180000,
            "content": s["cred"],
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": a,
            "timestamp_ms": t0 + 120000,
            "content": f"Network is {s['org']}-whanau, password is below",
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": b,
            "timestamp_ms": t0 + 60000,
            "content": "Kia ora, what's the new wifi password for the session laptop?",
            "is_geoblocked_for_viewer": False,
        },
    ]
    obj = {
        "participants": [{"name": a}, {"name": b}],
        "messages": msgs,
        "title": f"{s['org']} Playcentre Committee",
        "is_still_participant": True,
        "thread_path": f"inbox/{s['org']}playcentrecommittee_{rng.randint(10**15, 10**16 - 1)}",
        "magic_words": [],
    }
    return {"text": json.dumps(obj, indent=2) + "\n"}


reg(
    "playcentre_messenger_export_reply_only_wifi",
    (
        "facebook-export/messages/inbox/<<org>>playcentrecommittee/message_1.json",
        "your_facebook_activity/messages/inbox/<<org>>committee_<<nn>>/message_1.json",
    ),
    lambda s: s["text"],
    "human",
    extra=messenger_json,
)

reg(
    "playcentre_mailchimp_newsletter_python",
    ("newsletter/<<org>>/send_panui.py", "scripts/mailchimp_<<year>>.py"),
    '''"""Term pānui (newsletter) to whānau through Mailchimp."""

import mailchimp_marketing as MailchimpMarketing

API_KEY = "<<cred>>"
LIST_ID = "<<listid>>"

client = MailchimpMarketing.Client()
client.set_config({"api_key": API_KEY, "server": API_KEY.split("-")[-1]})


def send_panui(subject: str, html: str) -> str:
    campaign = client.campaigns.create(
        {
            "type": "regular",
            "recipients": {"list_id": LIST_ID},
            "settings": {"subject_line": subject, "from_name": "<<org>> Playcentre", "reply_to": "secretary@<<dom>>"},
        }
    )
    client.campaigns.set_content(campaign["id"], {"html": html})
    client.campaigns.send(campaign["id"])
    return campaign["id"]
''',
    "p:mailchimp",
    extra=lambda rng, s: {"listid": alnum(rng, 10, "0123456789abcdef")},
)

reg(
    "playcentre_photo_frame_pi_wpa_supplicant",
    ("boot/wpa_supplicant.conf", "photo-frame-<<org>>/wpa_supplicant.conf"),
    """ctrl_interface=DIR=/var/run/wpa_supplicant GROUP=netdev
update_config=1
country=NZ

network={
    ssid="<<org>>-Whanau"
    psk="<<cred>>"
    key_mgmt=WPA-PSK
}
""",
    "human_dq",
)

reg(
    "playcentre_learning_stories_sharepoint_ps1",
    ("scripts/<<org>>/Upload-LearningStories.ps1", "admin/sharepoint_upload_<<n>>.ps1"),
    """# Weekly upload of exported learning stories to SharePoint (<<org>> Playcentre)
Import-Module PnP.PowerShell

$User = "admin@<<org>>.onmicrosoft.com"
$Password = ConvertTo-SecureString '<<cred>>' -AsPlainText -Force
$Cred = New-Object System.Management.Automation.PSCredential ($User, $Password)

Connect-PnPOnline -Url "https://<<org>>.sharepoint.com/sites/LearningStories" -Credentials $Cred
Get-ChildItem "D:\\LearningStories\\export\\*.pdf" | ForEach-Object {
    Add-PnPFile -Path $_.FullName -Folder "Shared Documents/<<year>>/Week <<nn>>"
}
Disconnect-PnPOnline
""",
    "pw_sq",
)


def roster_rows(rng: random.Random, s: Slots) -> Slots:
    return {"other": FAM.human(rng), "term": str(rng.randint(1, 4))}


reg(
    "playcentre_committee_roles_logins_markdown",
    (
        "docs/<<org>>/committee-handover-<<year>>-t<<term>>.md",
        "handover/Term <<term>> <<year>> roles.md",
    ),
    """# Committee roles & logins – Term <<term>> <<year>>

Kia ora koutou, this is the handover page for the new committee. Keep it in the committee Drive only.

| Role | Name | System | Login | Password |
|---|---|---|---|---|
| Treasurer | <<first>> <<last>> | Xero | <<email>> | <<cred>> |
| Secretary | <<first2>> <<last2>> | Gmail (secretary@) | secretary@<<dom>> | in the red folder |
| Session planner | <<first2>> | Canva | planner@<<dom>> | <<other>> |

## Duties
- Treasurer: bank reconciliation every fortnight, MoE funding returns (RS7) in Feb, Jun, Oct.
- Secretary: pānui every term, minutes within a week.
""",
    extra=roster_rows,
)
