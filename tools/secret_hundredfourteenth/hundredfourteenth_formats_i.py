# ruff: noqa: E501
"""Family i: a Quaker (Friends) meeting in western Kenya, in Swahili and English."""

from __future__ import annotations

from hundredfourteenth_spec import Fam, hexs

FAM = Fam(
    name="quaker_friends_meeting_kenya",
    orgs=("kaimosifriends", "lugarimeeting", "vihigayearly", "lirhandafriends", "malavafriends"),
    tld="or.ke",
    first=(
        ("Wanjiru", "Wanjiru"),
        ("Otieno", "Otieno"),
        ("Akinyi", "Akinyi"),
        ("Kiprop", "Kiprop"),
        ("Nekesa", "Nekesa"),
        ("Wafula", "Wafula"),
        ("Amani", "Amani"),
        ("Barasa", "Barasa"),
    ),
    last=(
        ("Wekesa", "Wekesa"),
        ("Odhiambo", "Odhiambo"),
        ("Mulama", "Mulama"),
        ("Ambani", "Ambani"),
        ("Mukhwana", "Mukhwana"),
        ("Chebet", "Chebet"),
        ("Lusweti", "Lusweti"),
    ),
    words=(
        "amani",
        "upendo",
        "baraka",
        "imani",
        "neema",
        "tumaini",
        "rafiki",
        "mwalimu",
        "kakamega",
        "vihiga",
        "kaimosi",
        "lugari",
        "harambee",
        "furaha",
        "jumapili",
        "mkutano",
        "marafiki",
    ),
    pets=("simba", "bosco", "tiger", "jimmy", "rex", "doggy"),
    cc="+254",
)

R = FAM.reg


def _wa(s: dict) -> str:
    d = f"{s['day']}/{s['mon']}/{s['year']}"
    return (
        f"{d}, {s['time']} - {s['fn2']} {s['ln2']}: Habari za asubuhi. Nimesahau nenosiri la akaunti ya M-Pesa portal ya mkutano, naomba unitumie\n"
        f"{d}, {s['time']} - {s['fn']} {s['ln']}: Nzuri. Username ni CLERK{s['n']}\n"
        f"{d}, {s['time']} - {s['fn']} {s['ln']}: Nenosiri: {s['cred']}\n"
        f"{d}, {s['time']} - {s['fn']} {s['ln']}: Usiiweke kwenye group tafadhali\n"
        f"{d}, {s['time']} - {s['fn2']} {s['ln2']}: Asante sana rafiki 🙏\n"
    )


R(
    "quaker_whatsapp_swahili_nenosiri_mpesa_portal",
    (
        "WhatsApp Chat with Wazee wa Mkutano <<n>>.txt",
        "Download/WhatsApp Chat - Clerks <<org>>/_chat.txt",
    ),
    _wa,
    "human",
    syntax="",
)

R(
    "quaker_daraja_stk_push_consumer_env",
    ("sadaka-mpesa/.env", "srv/michango-<<n>>/.env"),
    """# Sadaka / michango via M-Pesa Express (Daraja)
MPESA_ENV=production
MPESA_SHORTCODE=<<paybill>>
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_CALLBACK_URL=https://<<dom>>/mpesa/callback
""",
    "p:daraja_secret",
    syntax="",
    extra=lambda rng, s: {
        "paybill": rng.randint(100000, 999999),
        "ck": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(48)
        ),
    },
)

R(
    "quaker_daraja_lipa_passkey_python",
    ("mpesa/stk.py", "home/<<fa>>/michango/stk_push_<<n>>.py"),
    """import base64
from datetime import datetime

import requests

SHORTCODE = "<<paybill>>"
PASSKEY = "<<cred>>"


def stk_push(token, phone, amount):
    ts = datetime.now().strftime("%Y%m%d%H%M%S")
    password = base64.b64encode((SHORTCODE + PASSKEY + ts).encode()).decode()
    body = {
        "BusinessShortCode": SHORTCODE,
        "Password": password,
        "Timestamp": ts,
        "TransactionType": "CustomerPayBillOnline",
        "Amount": amount,
        "PartyA": phone,
        "PartyB": SHORTCODE,
        "PhoneNumber": phone,
        "CallBackURL": "https://<<dom>>/mpesa/callback",
        "AccountReference": "SADAKA",
        "TransactionDesc": "Michango ya mkutano",
    }
    return requests.post(
        "https://api.safaricom.co.ke/mpesa/stkpush/v1/processrequest",
        json=body,
        headers={"Authorization": "Bearer " + token},
        timeout=30,
    ).json()
""",
    "p:daraja_passkey",
    extra=lambda rng, s: {"paybill": rng.randint(100000, 999999)},
)

R(
    "quaker_africastalking_sms_node",
    ("sms-tangazo/index.js", "home/<<fa>>/tangazo-<<n>>/send.js"),
    """// Tangazo la mkutano wa ibada (Africa's Talking SMS)
const AfricasTalking = require("africastalking")({
  apiKey: "<<cred>>",
  username: "<<org>>",
});

AfricasTalking.SMS.send({
  to: require("./members.json").map((m) => m.phone),
  message: "Mkutano wa ibada Jumapili saa nne asubuhi. Karibuni wote. - Clerk",
  from: "FRIENDS",
}).then(console.log).catch(console.error);
""",
    lambda rng, fam: "atsk_" + hexs(rng, 64),
    syntax="",
)

R(
    "quaker_zoom_worship_ics_join_pwd",
    ("calendar/meeting_for_worship_<<n>>.ics", "Downloads/invite_<<n2>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//zoom.us//iCalendar Event//EN
BEGIN:VEVENT
DTSTART;TZID=Africa/Nairobi:<<year>><<mon>><<day>>T100000
DTEND;TZID=Africa/Nairobi:<<year>><<mon>><<day>>T113000
SUMMARY:Mkutano wa Ibada / Meeting for Worship (<<org>>)
LOCATION:https://us06web.zoom.us/j/8<<n2>><<n2>><<n>>?pwd=<<cred>>
UID:<<uid>>
DESCRIPTION:Karibuni kwa ibada ya kimya. Join: https://us06web.zoom.us/j/8<<n2>><<n2>><<n>>?pwd=<<cred>>
END:VEVENT
END:VCALENDAR
""",
    "alnum:32",
    syntax="",
)


def _signal(s: dict) -> str:
    return (
        f"# {s['fn2']} {s['ln2']}\n\n"
        f"[{s['date']} {s['time']}] {s['fn2']}: Habari, nenosiri la laptop ya ofisi ni gani? Nataka kuchapisha minutes\n"
        f"[{s['date']} {s['time']}] Me: Ngoja kidogo\n"
        f"[{s['date']} {s['time']}] Me: {s['cred']}\n"
        f"[{s['date']} {s['time']}] {s['fn2']}: 👍\n"
    )


R(
    "quaker_signal_export_markdown_reply_only",
    ("signal-chats/<<fa2>>_<<la2>>/index.md", "Documents/signal-export-<<n>>/<<fa2>>/index.md"),
    _signal,
    "human",
    syntax="",
)


def _docx(s: dict) -> str:
    paras = [
        f"MUHTASARI WA MKUTANO WA MWEZI - {s['org'].upper()}",
        f"Tarehe: {s['dmy']}",
        "1. Ripoti ya mweka hazina imesomwa na kukubaliwa.",
        "2. Barua pepe mpya ya ofisi ya karani imefunguliwa:",
        f"   Anwani: clerk@{s['dom']}",
        f"   Nenosiri: {s['cred']}",
        "3. Mkutano ulifungwa kwa kimya.",
    ]
    body = "".join(f'<w:p><w:r><w:t xml:space="preserve">{p}</w:t></w:r></w:p>' for p in paras)
    return (
        '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n'
        '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">'
        f"<w:body>{body}</w:body></w:document>"
    )


R(
    "quaker_minutes_docx_document_xml_nenosiri",
    ("Muhtasari_<<mon>>_<<year>>_docx/word/document.xml", "unzip/minutes_<<n>>/word/document.xml"),
    _docx,
    "pw_xml",
)

R(
    "quaker_wp_cli_user_create_bash_history",
    ("home/<<fa>>/.bash_history", "root/.bash_history"),
    """cd /var/www/<<org>>
wp plugin update --all
wp user create clerk<<n>> clerk@<<dom>> --role=editor --user_pass=<<cred>>
wp user list
exit
""",
    "pw_bare",
    syntax="",
)
