# ruff: noqa: E501
"""Family p: a fantasy rugby league in Fiji (Suva); Fijian and English, Messenger, Vodafone
M-PAiSA, Sportmonks scores, Django, OneSignal push, Redis, a bank SFTP drop."""

from __future__ import annotations

import json
import random
import re
import urllib.parse

from eightysecond_spec import SYM_SQ, Fam, enc_url, force_chars, gen_pw

F = Fam(
    name="fantasy_rugby_league_suva",
    prefix="fantasyfj",
    orgs=("vitifantasy", "drua11", "sevensdream", "suvascrum", "kaivitiplay"),
    tld="com.fj",
    first=(
        ("Josaia", "josaia"),
        ("Mereani", "mereani"),
        ("Semi", "semi"),
        ("Litia", "litia"),
        ("Waisale", "waisale"),
        ("Ana", "ana"),
        ("Ravinesh", "ravinesh"),
        ("Salote", "salote"),
    ),
    last=(
        ("Tuilagi", "tuilagi"),
        ("Nadolo", "nadolo"),
        ("Vunibaka", "vunibaka"),
        ("Ratu", "ratu"),
        ("Prasad", "prasad"),
        ("Naivalu", "naivalu"),
    ),
    words=(
        "bula",
        "vinaka",
        "drua",
        "sevens",
        "flyingfijians",
        "suva",
        "nadi",
        "kava",
        "yaqona",
        "lovo",
        "kokoda",
        "viti",
        "taveuni",
        "lautoka",
        "rewa",
        "tackle",
        "tryline",
        "cibi",
        "moce",
        "levuka",
    ),
    pets=("rocky", "bula", "lucky", "tiger", "mimi", "kalu", "bobby", "jojo"),
    cc="+679 9",
)


def _url_pw(rng: random.Random, s: dict) -> str:
    return force_chars(rng, gen_pw(rng, sym=SYM_SQ), "@#%:&")


def _url_enc(rng: random.Random, s: dict) -> None:
    s["enc"] = enc_url(s["cred"])


def _dec_url(text: str) -> str:
    raw = re.search(r"https://mpaisa_[a-z0-9_]+:([^@]+)@", text).group(1)
    return urllib.parse.unquote(raw)


F.reg(
    "mpaisa_callback_percent_encoded_url",
    ("config/payments.toml", "league-<<n>>/config/mpaisa.toml"),
    """# Entry fees via Vodafone M-PAiSA (merchant API)
[mpaisa]
merchant_id = "<<n2>>0042"
callback = "https://mpaisa_<<org>>:<<enc>>@api.<<dom>>/mpaisa/callback"
currency = "FJD"
entry_fee = 10.0
""",
    cred=_url_pw,
    extra=_url_enc,
    decode=_dec_url,
)

F.reg(
    "sportmonks_rugby_scores_dotenv",
    ("scores-worker/.env", "<<org>>-scores/.env.production"),
    """# Live scores for player points (Super Rugby Pacific, Drua)
SPORTMONKS_API_TOKEN=<<cred>>
SCORE_POLL_SECONDS=30
LEAGUE_IDS=1122,1188
""",
    cred="p:sportmonks",
    syntax="",
)


def _msgr(s: dict) -> str:
    ts = int(s["ts"]) * 1000
    msgs = [
        {
            "sender_name": s["full2"],
            "timestamp_ms": ts + 120000,
            "content": s["cred"],
            "is_geoblocked_for_viewer": False,
        },
        {
            "sender_name": s["full"],
            "timestamp_ms": ts,
            "content": "Bula! Na vosa vuni ni admin ni league? Au via vakatorocaketaka na points ni macawa oqo.",
            "is_geoblocked_for_viewer": False,
        },
    ]
    return json.dumps(
        {
            "participants": [{"name": s["full"]}, {"name": s["full2"]}],
            "messages": msgs,
            "title": s["full2"],
            "is_still_participant": True,
        },
        indent=2,
        ensure_ascii=False,
    )


F.reg(
    "messenger_json_fijian_vosa_vuni",
    ("messages/inbox/<<fa2>>_<<n2>>/message_1.json", "fb_export/<<fa2>>/message_1.json"),
    _msgr,
    cred="human",
)

F.reg(
    "django_settings_postgres_password",
    ("league/settings/production.py", "<<org>>/config/settings_<<n>>.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["<<dom>>", "www.<<dom>>"]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "fantasy",
        "USER": "fantasy",
        "PASSWORD": "<<cred>>",
        "HOST": "<<ip>>",
        "PORT": "5432",
    }
}
TIME_ZONE = "Pacific/Fiji"
""",
    cred="pw_dq",
)

F.reg(
    "onesignal_push_kotlin_rest_key",
    ("app/src/main/java/fj/<<org>>/push/PushAdmin.kt", "android/<<org>>/PushAdmin_<<n>>.kt"),
    """package fj.<<org>>.push

import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

// "Your team is locked in!" reminders before kick-off
object PushAdmin {
    private const val APP_ID = "<<uuid>>"
    private const val REST_KEY = "<<cred>>"

    fun send(msg: String) {
        val body = "{\\"app_id\\":\\"$APP_ID\\",\\"included_segments\\":[\\"All\\"],\\"contents\\":{\\"en\\":\\"$msg\\"}}"
        val req = Request.Builder()
            .url("https://api.onesignal.com/notifications")
            .header("Authorization", "Key $REST_KEY")
            .post(body.toRequestBody("application/json".toMediaType()))
            .build()
        OkHttpClient().newCall(req).execute().close()
    }
}
""",
    cred="p:onesignal",
    syntax="",
)

F.reg(
    "league_admin_sms_backup_xml_reply",
    ("SMSBackup/sms-<<date>>.xml", "phone/<<fa>>/sms-<<n2>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone2>>" date="<<ts>>000" type="2" subject="null" body="Bula, vosa vuni ni wifi e na valenikana?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<hms>>" contact_name="<<full2>>" />
  <sms protocol="0" address="<<phone2>>" date="<<ts>>500" type="1" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="+6799990000" read="1" status="-1" locked="0" date_sent="<<ts>>400" sub_id="1" readable_date="<<dmy>> <<hms>>" contact_name="<<full2>>" />
</smses>
""",
    cred="human_x",
)

F.reg(
    "redis_conf_requirepass",
    ("etc/redis/redis.conf", "infra/<<org>>/redis_<<n>>.conf"),
    """bind 127.0.0.1 <<ip>>
port 6379
protected-mode yes
# leaderboard cache
requirepass <<cred>>
maxmemory 512mb
maxmemory-policy allkeys-lru
appendonly yes
""",
    cred="pw_bare",
    syntax="",
)

F.reg(
    "bank_sftp_prize_netrc",
    ("home/<<login>>/.netrc", "payouts/<<org>>/netrc_<<n>>"),
    """machine sftp.bsp.com.fj
login <<org>>_payouts
password <<cred>>

machine api.<<dom>>
login deploy
""",
    cred="pw_bare",
    syntax="",
)
