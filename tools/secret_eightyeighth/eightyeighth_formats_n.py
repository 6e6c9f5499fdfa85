# ruff: noqa: E501
"""Family n: a genealogy researcher in Pune, India (Marathi / Hindi): Gramps Web, the
FamilySearch API, WhatsApp in Marathi, webtrees, a Hindi e-mail with a base64 body
(encoded), Razorpay for the family reunion, AWS credentials for scanned photos and a flat
ODS accounts sheet."""

from __future__ import annotations

import base64
import random

from eightyeighth_spec import VANSH as F
from eightyeighth_spec import Slots, after, alnum, pick


def _kul(rng: random.Random, s: Slots) -> None:
    s["gaon"] = pick(rng, ("सासवड", "वाई", "भोर", "जुन्नर", "शिरूर", "कोल्हापूर"))
    s["gotra"] = pick(rng, ("कश्यप", "भारद्वाज", "वसिष्ठ", "अत्रि"))
    s["tree"] = pick(rng, ("deshpande", "kulkarni", "joshi", "patil", "gokhale")) + "-vansh"


F.reg(
    "vansh_gramps_web_compose_secret_key",
    ("grampsweb/docker-compose.yml", "home/<<user>>/vanshavali/compose-<<ymd>>.yml"),
    """# Gramps Web - कुटुंबाचा वंशवृक्ष (<<tree>>)
services:
  grampsweb: &grampsweb
    image: ghcr.io/gramps-project/grampsweb:latest
    restart: always
    ports:
      - "80:5000"
    environment:
      GRAMPSWEB_TREE: "<<tree>>"
      GRAMPSWEB_SECRET_KEY: "<<cred>>"
      GRAMPSWEB_CELERY_CONFIG__broker_url: "redis://grampsweb_redis:6379/0"
      GRAMPSWEB_CELERY_CONFIG__result_backend: "redis://grampsweb_redis:6379/0"
      GRAMPSWEB_RATELIMIT_STORAGE_URI: redis://grampsweb_redis:6379/1
      GRAMPSWEB_BASE_URL: "https://vansh.<<dom>>"
    depends_on:
      - grampsweb_redis
    volumes:
      - gramps_users:/app/users
      - gramps_index:/app/indexdir
      - gramps_thumb_cache:/app/thumbnail_cache
      - gramps_cache:/app/cache
      - gramps_secret:/app/secret
      - gramps_db:/root/.gramps/grampsdb
      - gramps_media:/app/media
  grampsweb_redis:
    image: docker.io/library/redis:7.2.4-alpine
    container_name: grampsweb_redis
    restart: always

volumes:
  gramps_users:
  gramps_index:
  gramps_thumb_cache:
  gramps_cache:
  gramps_secret:
  gramps_db:
  gramps_media:
""",
    cred="b64u:32",
    extra=_kul,
)


F.reg(
    "vansh_familysearch_api_python_ancestors_token",
    ("vanshavali/fs_ancestors.py", "home/<<user>>/familysearch/pedigree_<<n>>.py"),
    '''"""FamilySearch वरून पूर्वजांची यादी (8 पिढ्या) काढणे"""

import requests

ACCESS_TOKEN = "<<cred>>"
PERSON = "<<pid>>"

r = requests.get(
    "https://api.familysearch.org/platform/tree/ancestry",
    params={"person": PERSON, "generations": 8},
    headers={"Authorization": f"Bearer {ACCESS_TOKEN}", "Accept": "application/x-fs-v1+json"},
    timeout=30,
)
for p in r.json()["persons"]:
    print(p["display"]["ascendancyNumber"], p["display"]["name"], p["display"].get("lifespan", ""))
''',
    cred="p:familysearch",
    syntax="py",
    extra=lambda rng, s: s.update(
        pid=f"{alnum(rng, 4, 'ABCDEFGHJKLMNPQRSTVWXYZ0123456789')}-{alnum(rng, 3, 'ABCDEFGHJKLMNPQRSTVWXYZ0123456789')}"
    ),
)


def _wa(s: Slots) -> str:
    d = s["dmy"]
    return f"""{d}, {s["time"]} - {s["name2"]}: दादा, MyHeritage चा पासवर्ड पाठवा ना, {s["gaon"]}च्या आजोबांचे फोटो अपलोड करायचे आहेत
{d}, {s["time"]} - {s["name"]}: लॉगिन {s["email"]}
{d}, {s["time2"]} - {s["name"]}: पासवर्ड {s["cred"]}
{d}, {s["time2"]} - {s["name2"]}: धन्यवाद 🙏 गोत्र {s["gotra"]} बरोबर आहे ना?
{d}, {s["time2"]} - {s["name"]}: हो. आणि पासवर्ड कोणाला देऊ नकोस
"""


F.reg(
    "vansh_whatsapp_marathi_password_myheritage",
    ("WhatsApp/WhatsApp Chat with <<fa2>>.txt", "Documents/vanshavali/chat_<<ymd>>.txt"),
    _wa,
    cred="human",
    syntax="",
    extra=_kul,
)


F.reg(
    "vansh_webtrees_config_ini_php_dbpass",
    ("webtrees/data/config.ini.php", "home/<<user>>/public_html/vansh/data/config.ini.php"),
    """; <?php return; ?> DO NOT DELETE THIS LINE
dbtype="mysql"
dbhost="localhost"
dbport="3306"
dbuser="<<user>>_wt"
dbpass="<<cred>>"
dbname="<<user>>_webtrees"
tblpfx="wt_"
base_url="https://<<dom>>/vansh"
rewrite_urls="1"
""",
    cred="pw_dq",
    syntax="",
    extra=_kul,
)


def _b64_mail(s: Slots) -> str:
    body = f"""नमस्ते {s["first2"]} जी,

हमारे वंशवृक्ष की वेबसाइट ({s["dom"]}) पर आपका खाता बना दिया है।
{s["gaon"]} शाखा की जानकारी आप खुद जोड़ सकते हैं।

उपयोगकर्ता नाम: {s["fa2"]}{s["n"]}
पासवर्ड: {s["cred"]}

पहली बार लॉगिन के बाद पासवर्ड बदल लीजिए।

सादर,
{s["first"]}
"""
    raw = base64.b64encode(body.encode("utf-8")).decode()
    wrapped = "\n".join(raw[i : i + 76] for i in range(0, len(raw), 76))
    return f"""From: {s["name"]} <{s["email"]}>
To: {s["name2"]} <{s["email2"]}>
Subject: =?UTF-8?B?4KS14KSC4KS24KS14KWD4KSV4KWN4KS3IOCkluCkvuCkpOCkvg==?=
Date: Sun, {s["day"]} Aug {s["year"]} {s["time"]}:00 +0530
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: base64

{wrapped}
"""


def _dec_b64_mail(text: str) -> str:
    body = base64.b64decode("".join(text.split("\n\n", 1)[1].split())).decode("utf-8")
    return after(body, r"पासवर्ड: (\S+)")


F.reg(
    "vansh_hindi_email_base64_body_password",
    ("Mail/Sent/<<ymd>>-vansh-khata.eml", "Gmail-takeout/Sent/<<n>>-account.eml"),
    _b64_mail,
    cred="human",
    syntax="",
    extra=_kul,
    decode=_dec_b64_mail,
)


F.reg(
    "vansh_razorpay_family_reunion_env_key_secret",
    ("kutumb-sammelan/.env", "home/<<user>>/sammelan-<<year>>/.env"),
    """# कुटुंब संमेलन <<year>> - नोंदणी शुल्क (Razorpay)
RAZORPAY_KEY_ID=rzp_live_<<kid>>
RAZORPAY_KEY_SECRET=<<cred>>
EVENT_NAME="<<tree>> sammelan <<year>>"
CONTACT_PHONE="<<phone>>"
""",
    cred="p:razorpay_secret",
    syntax="",
    extra=lambda rng, s: (_kul(rng, s), s.update(kid=alnum(rng, 14))),
)


F.reg(
    "vansh_aws_credentials_scanned_photos_archive",
    ("home/<<user>>/.aws/credentials", "Users/<<user>>/.aws/credentials"),
    """[default]
region = ap-south-1

[juni-photos]
aws_access_key_id = <<akid>>
aws_secret_access_key = <<cred>>
region = ap-south-1
""",
    cred="p:aws_secret",
    syntax="ini",
    extra=lambda rng, s: s.update(akid="AKIA" + alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
)


def _fods(s: Slots) -> str:
    def row(*cells: str) -> str:
        return (
            "<table:table-row>"
            + "".join(
                f'<table:table-cell office:value-type="string"><text:p>{c}</text:p></table:table-cell>'
                for c in cells
            )
            + "</table:table-row>\n"
        )

    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" '
        'xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" '
        'xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" '
        'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">\n'
        '<office:body><office:spreadsheet><table:table table:name="खाती">\n'
        + row("संकेतस्थळ", "वापरकर्ता", "पासवर्ड", "टीप")
        + row("FamilySearch", s["email"], "(Google ने लॉगिन)", "")
        + row("Maharashtra Archives", s["user"], s["cred"], s["gaon"] + " दफ्तर")
        + row("Ancestry", s["email2"], "फोनमध्ये", "")
        + "</table:table></office:spreadsheet></office:body></office:document>\n"
    )


F.reg(
    "vansh_accounts_flat_ods_marathi_paswurd_cell",
    ("Documents/वंशावळ/खाती.fods", "vanshavali/accounts-<<ymd>>.fods"),
    _fods,
    cred="human_x",
    syntax="xml",
    extra=_kul,
)
