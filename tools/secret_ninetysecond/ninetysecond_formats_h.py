# ruff: noqa: E501
"""Family h: a Nepali youth movement (युवा संगठन) in Kathmandu / Pokhara (Nepali in
Devanagari, English): Viber, Sparrow SMS, Khalti donations, a Facebook page bot, WordPress,
Gmail, OBS live-streams of rallies and a volunteer sheet."""

from __future__ import annotations

import json
import random

from ninetysecond_spec import DIGITS, LOWER, Fam, alnum, pick, roster

NP = Fam(
    name="yuwa_sangathan_nepal",
    orgs=(
        ("yuwajagaran", "युवा जागरण अभियान"),
        ("naya_pusta", "नयाँ पुस्ता युवा संगठन"),
        ("yuwaawaj", "युवा आवाज नेपाल"),
        ("parivartanyuwa", "परिवर्तनका लागि युवा"),
    ),
    tld="org.np",
    first=(
        ("सीता", "sita"),
        ("राम", "ram"),
        ("अनिता", "anita"),
        ("बिकास", "bikash"),
        ("सुनिता", "sunita"),
        ("प्रकाश", "prakash"),
        ("सरिता", "sarita"),
        ("दीपक", "dipak"),
        ("पूजा", "puja"),
        ("सन्तोष", "santosh"),
    ),
    last=(
        ("श्रेष्ठ", "shrestha"),
        ("गुरुङ", "gurung"),
        ("तामाङ", "tamang"),
        ("अधिकारी", "adhikari"),
        ("पौडेल", "paudel"),
        ("राई", "rai"),
        ("थापा", "thapa"),
        ("खड्का", "khadka"),
    ),
    words=(
        "nepal",
        "sagarmatha",
        "himal",
        "namaste",
        "dashain",
        "tihar",
        "momo",
        "dalbhat",
        "gurans",
        "parivartan",
        "yuwa",
        "jaydesh",
        "sathi",
        "maya",
        "pokhara",
        "kathmandu",
    ),
    pets=("kale", "bhunte", "tommy", "jackie", "sheru", "maiya", "lucky", "bhuntu"),
    cc="+977",
    places=(
        "kathmandu",
        "pokhara",
        "biratnagar",
        "butwal",
        "dharan",
        "lalitpur",
        "bhaktapur",
        "chitwan",
    ),
)


def _np_viber(s: dict[str, object]) -> str:
    a = f"{s['fn']} {s['ln']}"
    b = f"{s['fn2']} {s['ln2']}"
    return (
        f"[{s['d']}/{s['mo']}/{s['year']} {s['time']}] {a}: दाइ, फेसबुक पेजको पासवर्ड के हो? ऱ्यालीको फोटो हाल्नुपर्‍यो\n"
        f"[{s['d']}/{s['mo']}/{s['year']} {s['time2']}] {b}: {s['cred']}\n"
        f"[{s['d']}/{s['mo']}/{s['year']} {s['time2']}] {b}: कसैलाई नदिनु है, 2FA मेरो फोनमा आउँछ\n"
        f"[{s['d']}/{s['mo']}/{s['year']} {s['time2']}] {a}: हुन्छ दाइ 🙏\n"
    )


NP.reg(
    "yuwa_viber_copied_paswording_fb_page",
    ("notes/viber_<<place>>_<<n>>.txt", "Desktop/viber_sanchar_<<date>>.txt"),
    _np_viber,
    "human",
    syntax="",
)

NP.reg(
    "yuwa_sparrow_sms_php_token",
    ("sms/pathaau.php", "public_html/<<place>>/sms_sparrow.php"),
    """<?php
// युवा भेला सूचना SMS - Sparrow SMS
$args = http_build_query([
    'token' => '<<cred>>',
    'from'  => 'YUWA',
    'to'    => implode(',', array_column(json_decode(file_get_contents('sadasya.json'), true), 'phone')),
    'text'  => 'शनिबार बिहान १० बजे <<town>> मा युवा भेला। सबै साथीहरू आउनुहोला। - <<orgname>>',
]);
$ch = curl_init('https://api.sparrowsms.com/v2/sms/');
curl_setopt($ch, CURLOPT_POST, 1);
curl_setopt($ch, CURLOPT_POSTFIELDS, $args);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
""",
    "p:sparrow_sms",
    syntax="",
)

NP.reg(
    "yuwa_khalti_donation_django_settings",
    ("chanda/settings.py", "donate_<<place>>/settings/production.py"),
    '''"""Chanda (donation) site for <<orgname>> - production settings."""

from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["chanda.<<dom>>"]

KHALTI_PUBLIC_KEY = "live_public_key_<<pk>>"
KHALTI_SECRET_KEY = "<<cred>>"
KHALTI_RETURN_URL = "https://chanda.<<dom>>/khalti/verify/"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.sqlite3",
        "NAME": "/srv/chanda/db.sqlite3",
    }
}
''',
    "p:khalti_live",
    extra=lambda rng, s: s.update(pk=alnum(rng, 32, "0123456789abcdef")),
)

NP.reg(
    "yuwa_messenger_page_bot_node_env",
    ("page-bot/.env", "bots/<<place>>_page/.env"),
    """# Facebook page auto-reply bot (volunteer sign-up)
FB_PAGE_ID=1<<pid>>
FB_APP_ID=<<appid>>
FB_APP_SECRET=<<cred>>
FB_VERIFY_TOKEN_NAME=yuwa-webhook
PORT=3000
SHEET_ID=1<<sheet>>
""",
    "p:facebook_app",
    syntax="",
    extra=lambda rng, s: s.update(
        pid=alnum(rng, 14, DIGITS),
        appid=alnum(rng, 16, DIGITS),
        sheet=alnum(rng, 40, LOWER + DIGITS),
    ),
)

NP.reg(
    "yuwa_wordpress_app_password_curl_zsh_history",
    ("home/<<fa>>/.zsh_history", "laptop/<<place>>/.zsh_history"),
    """: <<ts>>:0;cd ~/yuwa-site
: <<ts>>:0;wp plugin list --status=inactive
: <<ts>>:0;curl -s -u <<login>>:"<<cred>>" https://<<dom>>/wp-json/wp/v2/posts -d title="<<town>> youth assembly" -d status=draft
: <<ts>>:0;curl -s -u <<login>>:"<<cred>>" https://<<dom>>/wp-json/wp/v2/media --data-binary @banner_<<place>>.jpg -H "Content-Disposition: attachment; filename=banner.jpg"
: <<ts>>:0;ls ~/Downloads
""",
    "p:wp_app",
    syntax="",
)

NP.reg(
    "yuwa_nepali_email_paswording_gmail",
    ("mail/<<fa>>/sent/<<ts>>.eml", "gmail_export/<<date>>_sampark.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<email2>>>
Subject: =?UTF-8?B?4KSc4KS/4KSu4KWN4KSu4KS+IOCkueCkuOCljeCkpOCkvuCkqOCljeCkpOCksOCkow==?=
Date: <<date>> <<time>>:19 +0545
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

नमस्ते <<fn2>> जी,

म अर्को महिना विदेश जाँदैछु, त्यसैले संगठनको साझा जिमेल अब तपाईंले हेर्नुहोस्।

इमेल: sampark.<<org>>@gmail.com
पासवर्ड: <<cred>>

रिकभरी नम्बर अहिले मेरो (<<phone>>) छ, पछि परिवर्तन गरौँला।

धन्यवाद,
<<fn>> <<ln>>
""",
    "human",
    syntax="",
)


def _np_obs(s: dict[str, object]) -> str:
    return json.dumps(
        {
            "settings": {
                "bwtest": False,
                "key": s["cred"],
                "server": "rtmp://a.rtmp.youtube.com/live2",
                "service": "YouTube - RTMPS",
                "stream_key_link": "https://www.youtube.com/live_dashboard",
            },
            "type": "rtmp_common",
        },
        indent=4,
    )


NP.reg(
    "yuwa_rally_livestream_obs_service_json",
    (
        "obs-studio/basic/profiles/<<town>>_Rally/service.json",
        "AppData/Roaming/obs-studio/basic/profiles/Yuwa<<n>>/service.json",
    ),
    _np_obs,
    lambda rng: "-".join(alnum(rng, 4, LOWER + DIGITS) for _ in range(5)),
)


def _np_csv(rng: random.Random, s: dict[str, object]) -> None:
    def row(rng: random.Random, name: str, login: str, phone: str, pw: str, i: str) -> str:
        return f"{i},{name},{phone},{pick(rng, NP.places).title()},{login}@{s['dom']},{pw}"

    roster(NP, rng, s, row)


NP.reg(
    "yuwa_volunteer_csv_devanagari_headers",
    ("swayamsewak/suchi_<<place>>.csv", "exports/volunteers_<<date>>.csv"),
    "क्र.सं.,नाम,फोन,जिल्ला,इमेल,पासवर्ड\n<<rows>>\n",
    "human_x",
    syntax="",
    extra=_np_csv,
)
