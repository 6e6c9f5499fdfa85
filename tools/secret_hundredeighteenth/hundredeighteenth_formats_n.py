# ruff: noqa: E501
"""Family n: an adult-literacy programme (ንባብ) in Amhara region, Ethiopia (Amharic)."""

from __future__ import annotations

import json

from hundredeighteenth_spec import Fam

ET_ = Fam(
    name="manbeb_adult_literacy_amhara",
    orgs=("tsehaynibab", "abugidaw", "birhanmeseret"),
    tld="org.et",
    first=(
        ("አበበ", "abebe"),
        ("ትዕግስት", "tigist"),
        ("ሰላም", "selam"),
        ("ዮሐንስ", "yohannes"),
        ("መሰረት", "meseret"),
        ("ዳዊት", "dawit"),
        ("ሄለን", "helen"),
    ),
    last=(
        ("ተስፋዬ", "tesfaye"),
        ("ገብረ", "gebre"),
        ("በቀለ", "bekele"),
        ("ወልዴ", "wolde"),
        ("አለሙ", "alemu"),
        ("ታደሰ", "tadesse"),
    ),
    words=(
        "ethiopia",
        "abyssinia",
        "bahirdar",
        "gondar",
        "lalibela",
        "buna",
        "injera",
        "selam",
        "fidelocha",
        "tana",
        "abay",
        "meskel",
        "timket",
        "enkutatash",
        "habesha",
        "amesegenallo",
    ),
    pets=("bobi", "dimet", "tiger", "lucky", "zebra", "anbessa", "kuchu"),
    cc="+251",
    grades=("ደረጃ 1", "ደረጃ 2", "የማታ ክፍል", "የሴቶች ቡድን"),
)


def _tg(s: dict) -> str:
    msgs = [
        (s["fn"] + " " + s["ln"], "ሰላም! የKobo አካውንቱ የይለፍ ቃል ተቀይሯል? መግባት አልቻልኩም"),
        (s["fn2"] + " " + s["ln2"], f"አዎ። ተጠቃሚ: {s['login']}"),
        (s["fn2"] + " " + s["ln2"], f"የይለፍ ቃል: {s['cred']}"),
        (s["fn"] + " " + s["ln"], "አመሰግናለሁ 🙏"),
    ]
    doc = {
        "name": "የማንበብ ፕሮግራም አስተባባሪዎች",
        "type": "private_group",
        "id": 4000000000 + int(s["n"]),
        "messages": [
            {
                "id": i,
                "type": "message",
                "date": f"{s['date']}T{s['hms']}",
                "date_unixtime": str(int(s["ts"]) + 30 * i),
                "from": who,
                "from_id": f"user{s['n']}{i % 2}",
                "text": text,
                "text_entities": [{"type": "plain", "text": text}],
            }
            for i, (who, text) in enumerate(msgs, 1)
        ],
    }
    return json.dumps(doc, indent=1, ensure_ascii=False) + "\n"


ET_.reg(
    "manbeb_amharic_telegram_json_yeyilef_qal",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/tg_<<org>>_<<n>>/result.json"),
    _tg,
    "human",
)

ET_.reg(
    "manbeb_chapa_donations_django_settings",
    ("donate/settings/prod.py", "srv/<<org>>-donate/config/settings_<<n>>.py"),
    """from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["donate.<<dom>>"]

# Chapa - local donations (telebirr, CBE Birr, cards)
CHAPA_SECRET_KEY = "<<cred>>"
CHAPA_CALLBACK_URL = "https://donate.<<dom>>/chapa/callback/"
""",
    "p:chapa",
)

ET_.reg(
    "manbeb_kobotoolbox_token_r_script",
    ("analysis/learner_assessment_<<n>>.R", "Documents/<<fa>>/kobo_pull_<<y>>.R"),
    """# Pull learner reading-assessment submissions from KoboToolbox
library(httr)
library(jsonlite)

kobo_token <- "<<cred>>"
asset_uid <- "a<<uid>>"

res <- GET(
  paste0("https://kf.kobotoolbox.org/api/v2/assets/", asset_uid, "/data.json"),
  add_headers(Authorization = paste("Token", kobo_token))
)
df <- fromJSON(content(res, "text"))$results
table(df$woreda, df$level)
""",
    "p:kobo",
    syntax="",
    extra=lambda rng, s: {"uid": ET_.cred(rng, "alnum:21")},
)

ET_.reg(
    "manbeb_kolibri_tablet_hub_options_ini",
    ("kolibri/options.ini", "home/<<fa>>/.kolibri/options_<<n>>.ini"),
    """[Database]
DATABASE_ENGINE = postgres
DATABASE_NAME = kolibri
DATABASE_USER = kolibri
DATABASE_PASSWORD = <<cred>>
DATABASE_HOST = 127.0.0.1
DATABASE_PORT = 5432

[Deployment]
HTTP_PORT = 8080
LANGUAGES = am,en
""",
    "pw",
)

ET_.reg(
    "manbeb_ethio_telecom_sms_backup_reply_value",
    ("SMSBackupRestore/sms-<<date>><<n>>.xml", "phone_<<fa>>/sms-<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" subject="null" body="ሰላም፣ የታብሌቱ የይለፍ ቃል ምንድን ነው?" toa="null" sc_toa="null" service_center="+251911299000" read="1" status="-1" locked="0" date_sent="<<ts>>000" sub_id="1" readable_date="<<dmy>> <<hm>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>400" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dmy>> <<hm>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    "human_x",
)

ET_.reg(
    "manbeb_field_officer_email_amharic_english",
    ("Mail/Sent/kolibri_hub_<<n>>.eml", "eml/field_<<date>>.eml"),
    """From: <<fa2>> <<la2>> <<<email2>>>
To: <<email>>
Subject: Kolibri hub admin account / የአስተዳዳሪ መለያ
Date: Fri, <<d>> Nov <<y>> <<hms>> +0300
Content-Type: text/plain; charset="UTF-8"

ሰላም <<fn>>፣

For the tablet hub in the <<grade>> class, use this facility admin account:

username: admin_<<org>>
password: <<cred>>

እባክዎ ከተጠቀሙ በኋላ ይውጡ። Thanks,
<<fn2>>
""",
    "human",
)

ET_.reg(
    "manbeb_odk_collect_settings_json",
    ("odk/collect_settings_<<n>>.json", "Downloads/<<org>>_odk_<<n>>.json"),
    lambda s: (
        json.dumps(
            {
                "general": {
                    "server_url": f"https://odk.{s['dom']}/v1/key/{s['hex8']}/projects/3",
                    "username": f"enumerator{s['n2']}",
                    "password": s["cred"],
                    "form_update_mode": "match_exactly",
                    "autosend": "wifi_and_cellular",
                },
                "admin": {"admin_pw": "", "edit_saved": False},
                "project": {"name": "Literacy baseline", "icon": "ን", "color": "#3e9fcc"},
            },
            indent=2,
            ensure_ascii=False,
        )
        + "\n"
    ),
    "pw_json",
)

ET_.reg(
    "manbeb_learner_register_tsv_amharic",
    ("መዝገብ/ተማሪዎች_<<n>>.tsv", "export/learners_<<org>>_<<n>>.tsv"),
    """ስም\tደረጃ\tወረዳ\tየታብሌት ተጠቃሚ\tየይለፍ ቃል
<<fn>> <<ln>>\t<<grade>>\tባሕር ዳር ዙሪያ\tlearner<<n2>>\t<<cred>>
<<fn2>> <<ln2>>\t<<grade>>\tደንበጫ\tlearner<<n2>>b\t(አልተሰጠም)
""",
    "human",
)
