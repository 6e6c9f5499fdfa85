# ruff: noqa: E501
"""Family p: a tā moko studio in Tūranganui-a-Kiwa / Gisborne (Tairāwhiti, New Zealand), te reo
Māori and English."""

from __future__ import annotations

import base64
import email
import json

from hundredfortieth_spec import Fam, after, alnum, hexs

P = Fam(
    "whakairo_kauae_tairawhiti",
    orgs=("kauaewhare", "tairawhitimoko", "uhiroa"),
    tld="co.nz",
    first="Aroha Tama Mere Wiremu Hine Rawiri Kiri Tipene Ngaio Hemi Moana Anahera",
    last="Ngata Tamihana Walker Parata Brown Horomona Te_Kani/tekani Kerekere Smith Pewhairangi Mackey Tuhiwai",
    words=(
        "moko",
        "kauae",
        "uhi",
        "whakapapa",
        "tairawhiti",
        "turanga",
        "hikurangi",
        "pounamu",
        "koru",
        "manaia",
        "kaitiaki",
        "whanau",
        "aroha",
        "kiaora",
        "waiapu",
    ),
    pets=("Tiny", "Bro", "Kuri", "Rangi", "Tui", "Kahu", "Bubba", "Pipi"),
    walks=("qwerty", "asdfgh", "1qaz2wsx", "qwe123", "zxcvbn", "qwerty12"),
    clubs=("AllBlacks1905", "Hurricanes1996", "Chiefs1996", "BlackFerns2017", "Ngatiporou1"),
    cc="+64 2# ### ####",
    city="Gisborne",
)

P.reg(
    "tairawhiti_xero_client_secret_python",
    ("accounts/xero_sync.py", "<<org>>/scripts/xero_invoices.py"),
    '''"""Pulls this week's Xero invoices (koha and session deposits) into the bookings sheet."""

from xero_python.api_client import ApiClient
from xero_python.api_client.configuration import Configuration
from xero_python.api_client.oauth2 import OAuth2Token

CLIENT_ID = "<<cid>>"
CLIENT_SECRET = "<<cred>>"

api_client = ApiClient(
    Configuration(oauth2_token=OAuth2Token(client_id=CLIENT_ID, client_secret=CLIENT_SECRET)),
    pool_threads=1,
)
TENANT_ID = "<<uuid>>"
''',
    cred="p:xero",
    extra=lambda rng, s: s.update(cid=hexs(rng, 32, upper=True)),
)

P.reg(
    "tairawhiti_windcave_pxpay_key_php",
    ("payments/windcave.php", "public_html/<<org>>/bookings/pxpay-config.php"),
    """<?php
// Windcave PxPay 2.0 — session deposits (te reo / English booking form)
$windcave = [
    'PxPayUserId' => '<<orgc>>_Dev',
    'PxPayKey'    => '<<cred>>',
    'PxPayUrl'    => 'https://sec.windcave.com/pxaccess/pxpay.aspx',
    'Currency'    => 'NZD',
    'UrlSuccess'  => 'https://<<dom>>/bookings/ka-pai',
    'UrlFail'     => 'https://<<dom>>/bookings/kua-hapa',
];
""",
    cred="hex:64",
)


def _moji(t: str) -> str:
    return t.encode("utf-8").decode("latin-1")


def _messenger(s: dict) -> str:
    ts = s["ts"]
    msgs = [
        {
            "sender_name": _moji(s["full"]),
            "timestamp_ms": ts + 90_000,
            "content": _moji("Mā te whānau anake tēnā, kaua e tukuna ki te rōpū"),
            "is_geoblocked_for_viewer": False,
            "is_unsent_image_by_messenger_kid_parent": False,
        },
        {
            "sender_name": _moji(s["full"]),
            "timestamp_ms": ts + 60_000,
            "content": s["cred"],
            "is_geoblocked_for_viewer": False,
            "is_unsent_image_by_messenger_kid_parent": False,
        },
        {
            "sender_name": _moji(s["full"]),
            "timestamp_ms": ts + 30_000,
            "content": _moji("Kia ora e hoa! Te kupuhipa hou mō Timely:"),
            "is_geoblocked_for_viewer": False,
            "is_unsent_image_by_messenger_kid_parent": False,
        },
        {
            "sender_name": _moji(s["full2"]),
            "timestamp_ms": ts,
            "content": _moji("Kāore au e taea te takiuru ki Timely 😕"),
            "is_geoblocked_for_viewer": False,
            "is_unsent_image_by_messenger_kid_parent": False,
        },
    ]
    obj = {
        "participants": [{"name": _moji(s["full"])}, {"name": _moji(s["full2"])}],
        "messages": msgs,
        "title": _moji(s["full2"]),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['fa2']}{s['la2']}_{s['n6']}",
        "magic_words": [],
        "joinable_mode": {"mode": 1, "link": ""},
    }
    return json.dumps(obj, indent=2)


P.reg(
    "tairawhiti_te_reo_messenger_json_kupuhipa",
    (
        "facebook-<<org>>-<<date>>/your_facebook_activity/messages/inbox/<<fa2>><<la2>>_<<n6>>/message_1.json",
        "backup/messenger/inbox/<<fa2>><<la2>>_<<n6>>/message_1.json",
    ),
    _messenger,
    cred="human",
    extra=lambda rng, s: s.update(ts=(int(s["epoch"]) - 13 * 3600) * 1000),
)

P.reg(
    "tairawhiti_timely_email_login_kia_ora",
    ("mail/timely/login_<<date>>.eml", "Outlook/Inbox/<<hex8>>.eml"),
    """From: <<full2>> <<<fa2>>@<<dom>>>
To: <<email>>
Subject: Timely login for the studio
Date: <<maildate>> +1200
Content-Type: text/plain; charset=utf-8

Kia ora <<first>>,

Nau mai ki te whare! I've set you up on Timely so you can see your own
consultations and moko kauae sessions, and block out your tangihanga days.

Login: <<email>>
Password: <<cred>>

Please change it when you first log in (Settings > My account).

Ngā mihi,
<<full2>>
<<orgc>>, Tūranganui-a-Kiwa
""",
    cred="pw",
    syntax="",
)


def _b64mail(s: dict) -> str:
    body = (
        f"Kia ora {s['first']},\n\n"
        "I've linked the studio to our myIR client list so I can file the GST returns\n"
        "and the provisional tax for you. Your own myIR login, in case you need it:\n\n"
        f"User ID: {s['org']}{s['n']}\n"
        f"Password: {s['cred']}\n\n"
        "Please don't reply with anything else from myIR by email.\n\n"
        f"Ngā mihi,\n{s['full2']}\n{s['acc']} Chartered Accountants, Gisborne\n"
    )
    enc = base64.encodebytes(body.encode()).decode()
    return (
        f"From: {s['full2']} <{s['fa2']}@{s['acc']}.co.nz>\n"
        f"To: {s['email']}\n"
        "Subject: myIR access\n"
        f"Date: {s['maildate']} +1300\n"
        "MIME-Version: 1.0\n"
        'Content-Type: text/plain; charset="utf-8"\n'
        "Content-Transfer-Encoding: base64\n\n" + enc
    )


def _dec_b64mail(text: str) -> str:
    body = email.message_from_string(text).get_payload(decode=True).decode()
    return after(body, r"^Password: (\S+)$")


P.reg(
    "tairawhiti_ird_myir_email_base64_body",
    ("mail/accountant/myir_<<year>>.eml", "Outlook/Inbox/<<hex12>>.eml"),
    _b64mail,
    cred="pw",
    syntax="",
    extra=lambda rng, s: s.update(acc=rng.choice(("poverty-bay", "kaititi", "tairawhiti-ca"))),
    decode=_dec_b64mail,
)

P.reg(
    "tairawhiti_stripe_restricted_key_netlify_env",
    ("site/.env", "netlify/<<org>>-site/.env"),
    """# Netlify functions — gift vouchers (Stripe Checkout)
URL=https://<<dom>>
STRIPE_RESTRICTED_KEY=<<cred>>
STRIPE_PRICE_VOUCHER_100=price_<<p1>>
STRIPE_PRICE_VOUCHER_250=price_<<p2>>
VOUCHER_FROM_EMAIL=kia-ora@<<dom>>
""",
    cred="p:stripe_rk",
    extra=lambda rng, s: s.update(p1="1" + alnum(rng, 23), p2="1" + alnum(rng, 23)),
)

P.reg(
    "tairawhiti_mailchimp_panui_node",
    ("panui/send.mjs", "<<org>>-newsletter/mailchimp.mjs"),
    """// Pānui (newsletter) — new guest artists, wānanga dates, aftercare reminders
import mailchimp from '@mailchimp/mailchimp_marketing';

mailchimp.setConfig({
  apiKey: '<<cred>>',
  server: '<<server>>',
});

const LIST_ID = '<<listid>>';

export async function addMember(email, firstName) {
  return mailchimp.lists.addListMember(LIST_ID, {
    email_address: email,
    status: 'subscribed',
    merge_fields: { FNAME: firstName },
    tags: ['<<org>>'],
  });
}
""",
    cred="p:mailchimp",
    extra=lambda rng, s: s.update(server=str(s["cred"]).rsplit("-", 1)[1], listid=hexs(rng, 10)),
)

P.reg(
    "tairawhiti_git_config_remote_github_token",
    ("<<org>>-site/.git/config", "Documents/GitHub/<<org>>.github.io/.git/config"),
    """[core]
	repositoryformatversion = 0
	filemode = false
	bare = false
	logallrefupdates = true
	symlinks = false
	ignorecase = true
[remote "origin"]
	url = https://<<ghuser>>:<<cred>>@github.com/<<ghuser>>/<<org>>.github.io.git
	fetch = +refs/heads/*:refs/remotes/origin/*
[branch "main"]
	remote = origin
	merge = refs/heads/main
""",
    cred="p:github",
    syntax="",
    extra=lambda rng, s: s.update(ghuser=f"{s['fa']}-{s['org']}"),
)
