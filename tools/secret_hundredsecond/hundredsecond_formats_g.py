# ruff: noqa: E501
"""Family g: a cyclone disaster-response NGO on the coast of Bangladesh (Bengali in Bangla script, English)."""

from __future__ import annotations

import base64
import random

from hundredsecond_spec import Fam, Slots, after, alnum, json_text, reg

F = Fam(
    name="cyclone_response_ngo_bangla",
    orgs=("nodisahay", "ashabondhu", "jhorsathi", "padmarelief"),
    tld="org.bd",
    first=(
        ("রহিম", "rahim"),
        ("ফাতেমা", "fatema"),
        ("করিম", "karim"),
        ("নুসরাত", "nusrat"),
        ("তানভীর", "tanvir"),
        ("সুমাইয়া", "sumaiya"),
        ("আরিফ", "arif"),
        ("মিতু", "mitu"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("আহমেদ", "ahmed"),
        ("চৌধুরী", "chowdhury"),
        ("রহমান", "rahman"),
        ("ইসলাম", "islam"),
        ("দাস", "das"),
    ),
    words=(
        "shonar",
        "bangla",
        "padma",
        "meghna",
        "nodi",
        "jhor",
        "ilish",
        "ekushe",
        "shapla",
        "sundarban",
        "boishakh",
        "bondhu",
        "asha",
        "dhaka",
        "bhola",
        "cha",
    ),
    pets=("bagha", "tommy", "lalu", "mini", "kalu", "pushi"),
    places=("bhola", "coxsbazar", "khulna", "patuakhali", "barguna", "noakhali"),
    cc="+880",
)


def _wa(s: Slots) -> str:
    h = int(s["hh"])
    ap = "pm" if h >= 12 else "am"
    h12 = h - 12 if h > 12 else h
    d = f"{s['day']}/{s['month']}/{int(s['year']) % 100:02d}"
    return (
        f"{d}, {h12}:{s['mi']} {ap} - {s['first']} {s['last']}: আশ্রয়কেন্দ্রের ট্যাবের পাসওয়ার্ড বদলানো হয়েছে\n"
        f"{d}, {h12}:{s['mi']} {ap} - {s['first2']} {s['last2']}: নতুনটা দিন ভাই, {s['place']} টিম এখন ত্রাণ তালিকা তুলবে\n"
        f"{d}, {h12}:{s['mi']} {ap} - {s['first']} {s['last']}: পাসওয়ার্ড: {s['cred']}\n"
        f"{d}, {h12}:{s['mi']} {ap} - {s['first2']} {s['last2']}: ধন্যবাদ 👍\n"
    )


reg(
    F,
    "cycngo_bangla_whatsapp_android_pasoward",
    (
        "WhatsApp/WhatsApp Chat with ঘূর্ণিঝড় টিম <<placec>>.txt",
        "exports/whatsapp/<<org>>_<<place>>_<<date>>.txt",
    ),
    _wa,
    "human",
)


def _bkash_extra(rng: random.Random, s: Slots) -> Slots:
    return {"app_key": alnum(rng, 25), "bk_user": f"01{rng.randint(300000000, 999999999)}"}


reg(
    F,
    "cycngo_bkash_tokenized_checkout_env",
    ("donations/<<org>>-bkash/.env", "srv/<<org>>/relief-fund/.env.live"),
    """# bKash Tokenized Checkout (live) – ত্রাণ তহবিল অনুদান
BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta
BKASH_APP_KEY=<<app_key>>
BKASH_APP_SECRET=<<cred>>
BKASH_USERNAME=<<bk_user>>
BKASH_CALLBACK_URL=https://<<dom>>/donate/bkash/callback
""",
    "alnum:50",
    "",
    _bkash_extra,
)


def _odk(s: Slots) -> str:
    return json_text(
        {
            "general": {
                "server_url": f"https://odk.{s['dom']}/v1/key/{s['hex12']}/projects/{s['n']}",
                "username": s["login"],
                "password": s["cred"],
                "form_update_mode": "match_exactly",
                "autosend": "wifi_and_cellular",
            },
            "admin": {"change_server": False, "admin_pw": ""},
            "project": {
                "name": f"ঘূর্ণিঝড় ক্ষয়ক্ষতি মূল্যায়ন – {s['place']}",
                "icon": "ঝ",
                "color": "#1e88e5",
            },
        },
        indent=None,
    )


reg(
    F,
    "cycngo_odk_collect_settings_qr_json",
    (
        "odk/settings/<<place>>_collect_settings.json",
        "Downloads/ODK Collect settings - <<org>> <<n>>.json",
    ),
    _odk,
    "pw_json",
)

reg(
    F,
    "cycngo_dhis2_dhis_conf_connection",
    ("opt/dhis2/dhis.conf", "home/dhis/config/<<org>>-dhis.conf"),
    """# DHIS2 – shelter and relief tracker (<<org>>)
connection.dialect = org.hibernate.dialect.PostgreSQLDialect
connection.driver_class = org.postgresql.Driver
connection.url = jdbc:postgresql://<<ip>>:5432/dhis2
connection.username = dhis
connection.password = <<cred>>
server.base.url = https://dhis.<<dom>>
encryption.password = <<hex12>>
""",
    "pw",
    "",
)


def _mime_extra(rng: random.Random, s: Slots) -> Slots:
    body = (
        f"প্রিয় {s['first2']},\n\n"
        f"{s['place']} জেলার আশ্রয়কেন্দ্রের তথ্য আপলোডের জন্য নতুন অ্যাকাউন্ট তৈরি হয়েছে।\n\n"
        f"ইউজারনেম: {s['login']}\n"
        f"পাসওয়ার্ড: {s['cred']}\n\n"
        "প্রথমবার লগইন করে পাসওয়ার্ড পরিবর্তন করবেন।\n\n"
        f"ধন্যবাদান্তে,\n{s['first']} {s['last']}\nআইটি সমন্বয়কারী\n"
    )
    raw = base64.b64encode(body.encode("utf-8")).decode("ascii")
    return {"b64body": "\n".join(raw[i : i + 76] for i in range(0, len(raw), 76))}


def _dec_mime(text: str) -> str:
    body = text.split("\n\n", 1)[1]
    return after(base64.b64decode("".join(body.split())).decode("utf-8"), "পাসওয়ার্ড:")


reg(
    F,
    "cycngo_bengali_email_mime_base64_body",
    ("mail/it/<<date>>_account.eml", "Outlook/Inbox/<<org>>_<<ts>>.eml"),
    """From: <<first>> <<last>> <it@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?B?4Kao4Kak4KeB4KaoIOCmheCnjeCmr+CmvuCmleCmvuCmieCmqOCnjeCmnw==?=
Date: Sun, <<day>> Oct <<year>> <<hh>>:<<mi>>:05 +0600
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: base64

<<b64body>>
""",
    "human",
    "",
    _mime_extra,
    _dec_mime,
)

reg(
    F,
    "cycngo_relief_volunteers_csv_bengali_headers",
    ("relief/<<place>>_volunteers_<<date>>.csv", "Google Drive/<<org>>/স্বেচ্ছাসেবক_<<month>>.csv"),
    """ইউনিয়ন,স্বেচ্ছাসেবক,মোবাইল,অ্যাপ লগইন,পাসওয়ার্ড,মন্তব্য
চর ফ্যাশন,<<first2>> <<last2>>,<<phone2>>,<<login2>>,,প্রশিক্ষণ বাকি
<<place>>,<<first>> <<last>>,<<phone2>>,<<login>>,<<cred>>,টিম লিডার
মনপুরা,রহিম দাস,+8801711<<nnnnn>>,rahim.das,,নৌকা
""",
    "human",
    "",
    lambda rng, s: {"nnnnn": rng.randint(100000, 999999)},
)

reg(
    F,
    "cycngo_sendgrid_alerts_python",
    ("alerts/send_signal_alert.py", "opt/<<org>>/early-warning/mailer.py"),
    '''"""Mail the BMD cyclone signal number to union volunteers."""

from sendgrid import SendGridAPIClient
from sendgrid.helpers.mail import Mail

SENDGRID_API_KEY = "<<cred>>"


def alert(signal, district, to):
    msg = Mail(
        from_email="alerts@<<dom>>",
        to_emails=to,
        subject=f"সতর্কসংকেত {signal} – {district}",
        plain_text_content=f"{district}: {signal} নম্বর বিপদ সংকেত। আশ্রয়কেন্দ্র খুলুন।",
    )
    return SendGridAPIClient(SENDGRID_API_KEY).send(msg)
''',
    "p:sendgrid",
)


def _aws_extra(rng: random.Random, s: Slots) -> Slots:
    return {"akid": "AKIA" + alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")}


reg(
    F,
    "cycngo_aws_credentials_s3_photo_sync",
    ("home/<<fa>>/.aws/credentials", "Users/<<fa>>/.aws/credentials"),
    """[default]
region = ap-south-1

[<<org>>-damage-photos]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
""",
    "p:aws_secret",
    "ini",
    _aws_extra,
)
