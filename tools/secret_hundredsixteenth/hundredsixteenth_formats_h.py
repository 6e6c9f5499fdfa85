# ruff: noqa: E501
"""Family h: a bridal make-up artist in Lahore, Pakistan (Urdu in Arabic script, Roman Urdu)."""

from __future__ import annotations

import json
import random

from hundredsixteenth_spec import Fam, enc_json_u, human

F = Fam(
    name="dulhan_makeup_lahore_urdu",
    prefix="dulhan",
    orgs=("dulhanghar", "mehndiraat", "sajnasanwarna", "noorbridal"),
    tld="pk",
    first=(
        ("عائشہ", "ayesha"),
        ("ثنا", "sana"),
        ("مریم", "maryam"),
        ("فاطمہ", "fatima"),
        ("حنا", "hina"),
        ("عمران", "imran"),
    ),
    last=(
        ("خان", "khan"),
        ("ملک", "malik"),
        ("چوہدری", "chaudhry"),
        ("بٹ", "butt"),
        ("قریشی", "qureshi"),
    ),
    words=(
        "dulhan",
        "mehndi",
        "baraat",
        "walima",
        "lahore",
        "anarkali",
        "shaadi",
        "kajal",
        "sitara",
        "gulab",
        "chandni",
        "jhumka",
        "lawn",
        "biryani",
    ),
    pets=("moti", "billo", "sheru", "tiger", "mano"),
    cc="+92",
)

F.reg(
    "whatsapp_urdu_password_instagram_page",
    ("WhatsApp Chat with <<fa>> (Assistant).txt", "chats/<<org>>_team.txt"),
    """<<dmy>>, <<hm>> - <<fn>>: باجی انسٹاگرام پیج کا پاس ورڈ بھیج دیں، آج کی برائیڈل ریل اپلوڈ کرنی ہے
<<dmy>>, <<hm2>> - <<fn2>>: یوزر <<org>>.makeover
<<dmy>>, <<hm2>> - <<fn2>>: پاس ورڈ <<cred>>
<<dmy>>, <<hm2>> - <<fn2>>: اپلوڈ کے بعد لاگ آؤٹ کر دینا
<<dmy>>, <<hm2>> - <<fn>>: جی ٹھیک ہے
""",
    "human",
)

F.reg(
    "jazzcash_integrity_salt_php",
    ("booking/jazzcash_config.php", "<<org>>/includes/jazzcash.php"),
    """<?php
// JazzCash hosted checkout - bridal booking advance (PKR)
$jc = [
    'merchant_id'    => 'MC<<id>>',
    'password'       => '<<pw2>>',
    'integrity_salt' => '<<cred>>',
    'return_url'     => 'https://<<dom>>/booking/jazzcash-return',
    'endpoint'       => 'https://payments.jazzcash.com.pk/CustomerPortal/transactionmanagement/merchantform/',
];
""",
    "p:jazzcash",
    "",
    extra=lambda rng, s: {"pw2": s["uuid"][:10]},
)

F.reg(
    "easypaisa_hash_key_dotenv",
    ("easypaisa/.env", "app/<<org>>/.env.production"),
    """EASYPAISA_STORE_ID=<<id>>
EASYPAISA_HASH_KEY=<<cred>>
EASYPAISA_POST_BACK_URL=https://<<dom>>/ep/confirm
BOOKING_ADVANCE_PKR=25000
""",
    "alnum:16",
    "",
)


def _urdu_pw(rng: random.Random, s: dict[str, str]) -> str:
    return human(rng, F) + pick_urdu(rng)


def pick_urdu(rng: random.Random) -> str:
    return rng.choice(("دلہن", "گلاب", "مہندی", "چاند"))


F.reg(
    "booking_app_json_unicode_escaped",
    ("app_data/<<org>>/settings.json", "backup/makeover_app_<<date>>.json"),
    lambda s: (
        "{\n"
        f'  "studio": "{s["Org"]}",\n'
        f'  "owner_email": "{s["email"]}",\n'
        f'  "admin_password": "{enc_json_u(s["cred"])}",\n'
        '  "currency": "PKR",\n'
        '  "reminder_hours": 24\n'
        "}\n"
    ),
    _urdu_pw,
    decode=lambda t: json.loads(t)["admin_password"],
)

F.reg(
    "instagram_graph_token_python_poster",
    ("scripts/post_reels.py", "tools/<<org>>_ig_poster.py"),
    '''"""Posts the finished bridal looks to Instagram (Graph API)."""

import requests

IG_USER_ID = "1784<<id>><<id>>"
ACCESS_TOKEN = "<<cred>>"


def publish(image_url: str, caption: str) -> str:
    r = requests.post(
        f"https://graph.facebook.com/v19.0/{IG_USER_ID}/media",
        data={"image_url": image_url, "caption": caption, "access_token": ACCESS_TOKEN},
    )
    return r.json()["id"]
''',
    "p:meta",
)

F.reg(
    "client_gallery_rclone_conf_gdrive",
    ("home/<<fa>>/.config/rclone/rclone.conf", "laptop/rclone_<<org>>.conf"),
    """[bridal_gallery]
type = drive
client_id = <<id>>-<<cid>>.apps.googleusercontent.com
client_secret = <<cred>>
scope = drive
root_folder_id = 1<<cid>>
""",
    "x:GOCSPX-:28",
    "ini",
    extra=lambda rng, s: {"cid": s["uuid"].replace("-", "")},
)

F.reg(
    "diary_ocr_urdu_label_next_line",
    ("scans/diary_<<date>>.txt", "ocr/<<org>>_notebook_p<<nn>>.txt"),
    """بکنگ ڈائری — <<dmy>>
<<fn2>> — بارات — 3 بجے
ای میل پاس ورڈ
<<cred>>
ایڈوانس: 20,000 وصول
""",
    "human_x",
)

F.reg(
    "imo_copied_chat_reply_only_value",
    ("imo/<<fa>>_chat.txt", "Documents/imo_<<org>>_<<date>>.txt"),
    """<<fn>>  <<hm>>
Canva ka password kya hai? design khul nahi raha
Me  <<hm2>>
<<cred>>
<<fn>>  <<hm2>>
shukriya baji
""",
    "human",
)
