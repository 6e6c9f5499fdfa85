# ruff: noqa: E501
"""Family d: abebuu adekai (fantasy coffin) carpentry workshops, Ghana. English, Twi and Ga."""

from __future__ import annotations

from fortyfifth_spec import Fam, after, dec_url, enc_url

F = Fam(
    "abebuu_fantasy_coffin_carpentry",
    orgs=("kanekabi", "paakofi", "teshiecarvers", "nunguaabebuu"),
    tld="com.gh",
    first=("kwame", "ama", "kofi", "akosua", "nii", "naa", "yaw", "efua", "kwabena", "adjoa"),
    last=("mensah", "owusu", "quaye", "addo", "boateng", "tetteh", "asante", "lamptey"),
    words=(
        "abebuu",
        "adekai",
        "sankofa",
        "odum",
        "wawa",
        "teshie",
        "nungua",
        "kente",
        "adinkra",
        "akwaaba",
        "nyame",
        "eagle",
        "okra",
    ),
    seasons=("harmattan", "rainyseason", "homowo"),
    cc="+233",
    pets=("bingo", "scooby", "jojo"),
)

F.reg(
    "abebuu_twi_whatsapp_password_hubtel",
    ("WhatsApp Chat with <<first>>.txt", "exports/whatsapp_<<org>>_<<n>>.txt"),
    """<<dmys>>, <<time>> - <<name>>: Charley, me pɛ Hubtel password no, customer bi pɛ sɛ ɔtua coffin no ho ka
<<dmys>>, <<time2>> - <<name2>>: username no yɛ <<email>>
<<dmys>>, <<time2>> - <<name2>>: password: <<cred>>
<<dmys>>, <<time2>> - <<name2>>: mma obiara nhu 🙏🏾
<<dmys>>, <<time2>> - <<name>>: Medaase
""",
    "human",
)

F.reg(
    "abebuu_hubtel_sms_curlopt_userpwd_php",
    ("inc/sms.php", "app/Services/HubtelSms<<n>>.php"),
    """<?php
// Sends "your coffin is ready" SMS to families — Hubtel SMS API
function abebuu_send_sms(string $to, string $msg): bool
{
    $ch = curl_init('https://smsc.hubtel.com/v1/messages/send');
    curl_setopt($ch, CURLOPT_USERPWD, '<<clientid>>:<<cred>>');
    curl_setopt($ch, CURLOPT_POST, true);
    curl_setopt($ch, CURLOPT_POSTFIELDS, http_build_query([
        'From' => '<<orgc>>',
        'To' => $to,
        'Content' => $msg,
    ]));
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    $res = curl_exec($ch);
    curl_close($ch);
    return $res !== false;
}
""",
    "low:12",
    syntax="",
    extra=lambda rng, s: {
        "clientid": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(8))
    },
)

F.reg(
    "abebuu_paystack_secret_django_settings",
    ("abebuu_shop/settings.py", "config/settings/production_<<n>>.py"),
    '''"""Django settings for the fantasy-coffin order site (<<org>>)."""

from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "orders",
]

PAYSTACK_PUBLIC_KEY = "pk_live_<<pk>>"
PAYSTACK_SECRET_KEY = "<<cred>>"
PAYSTACK_CURRENCY = "GHS"

TIME_ZONE = "Africa/Accra"
''',
    "p:paystack",
    extra=lambda rng, s: {"pk": rng.randbytes(20).hex()},
)

F.reg(
    "abebuu_workshop_cctv_vlc_m3u_rtsp",
    ("Desktop/workshop_cameras.m3u", "Videos/cctv_<<org>>_<<n>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Carving shed
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Paint room
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/201
#EXTINF:-1,Gate (Teshie road)
rtsp://admin:<<cred>>@<<ip>>:554/Streaming/Channels/301
""",
    "pw_url",
    syntax="",
)

F.reg(
    "abebuu_diaspora_orders_email_shopify_staff",
    ("mail/sent/<<date>>-<<n>>.eml", "Mail/orders/<<n4>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: Re: login for the online orders (eagle + fish coffins)
Date: Fri, <<day>> Aug <<year>> 18:20:44 +0000
Content-Type: text/plain; charset=utf-8

Hi <<first2>>,

Akwaaba to the team! The orders from London and Houston all come through the
shop dashboard. Use this until I make you your own staff account:

  https://admin.shopify.com/store/<<org>>
  email: <<email>>
  password: <<cred>>

Please don't change the price of the eagle coffin, Papa will be angry.

<<first>>
""",
    "human",
)

F.reg(
    "abebuu_instagram_graph_long_lived_token_env",
    (".env", "social/<<org>>_instagram.env"),
    """# Instagram auto-post of finished coffins (long-lived token, 60 days)
IG_BUSINESS_ACCOUNT_ID=17841<<n4>><<n4>><<n>>
FB_APP_ID=<<n4>><<n4>><<n4>>
IG_ACCESS_TOKEN=<<cred>>
POST_HASHTAGS="#fantasycoffin #abebuuadekai #teshie"
""",
    lambda rng, s: (
        "EAAG"
        + "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(rng.randint(170, 200))
        )
    ),
    syntax="",
)


def _gitcred(rng, s):
    return {"enc": enc_url(s["cred"])}


F.reg(
    "abebuu_design_files_git_credentials_percent_encoded",
    ("home/<<user>>/.git-credentials", "Users/<<user>>/.git-credentials"),
    """https://<<user>>:<<enc>>@gitea.<<dom>>
""",
    lambda rng, s: __import__("fortyfifth_spec").human(rng, F) + rng.choice("@#%/&:"),
    syntax="",
    extra=_gitcred,
    decode=lambda t: dec_url(after(t, ":", "@gitea").split(":", 1)[1]),
)

F.reg(
    "abebuu_carpenters_wage_sheet_csv_momo",
    ("accounts/wages_<<year>>_<<n>>.csv", "Documents/<<org>>_carpenters.csv"),
    """Name,Role,MoMo number,Hubtel login,Hubtel password,Week pay (GHS)
<<name>>,Master carver,<<phone2>>,<<user>>,<<cred>>,850
<<name2>>,Painter,<<phone2>>,,,520
""",
    "human",
    syntax="",
)
