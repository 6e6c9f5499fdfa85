"""Family k: a road-race (half marathon) organiser in Eldoret, Kenya: English and Swahili, M-Pesa
Daraja, Africa's Talking SMS, RFID chip timing, a results site in Docker."""

from __future__ import annotations

import json
import random

from hundredfifteenth_spec import Fam, basic

F = Fam(
    name="roadrace_organiser_eldoret_kenya",
    orgs=("kipkeinorun", "eldoretrace", "iten10k", "kapsabetrun", "rifthalf"),
    tld="co.ke",
    first=(
        ("Eliud", "eliud"),
        ("Faith", "faith"),
        ("Kipchoge", "kipchoge"),
        ("Mercy", "mercy"),
        ("Wilson", "wilson"),
        ("Brigid", "brigid"),
        ("Geoffrey", "geoffrey"),
        ("Hellen", "hellen"),
        ("Daniel", "daniel"),
        ("Vivian", "vivian"),
    ),
    last=(
        ("Kipruto", "kipruto"),
        ("Chebet", "chebet"),
        ("Kiprop", "kiprop"),
        ("Jepkosgei", "jepkosgei"),
        ("Korir", "korir"),
        ("Cheruiyot", "cheruiyot"),
        ("Rotich", "rotich"),
        ("Kosgei", "kosgei"),
        ("Kimetto", "kimetto"),
    ),
    words=(
        "eldoret",
        "iten",
        "kipchoge",
        "harambee",
        "simba",
        "mbio",
        "kasarani",
        "kerio",
        "ugali",
        "chai",
        "rift",
        "nyayo",
        "mzee",
        "sasa",
        "pamoja",
    ),
    pets=("simba", "bosco", "rex", "tinga", "chui", "doggo"),
    cc="254",
)

F.reg(
    "roadrace_swahili_whatsapp_nenosiri_usajili",
    ("WhatsApp Chat with Kamati ya Mbio.txt", "exports/whatsapp_<<org>>_<<year>>.txt"),
    """<<dmy>>, <<time>> - <<name>>: Wasee, mfumo wa usajili wa wakimbiaji umefunga mlango
<<dmy>>, <<time>> - <<name2>>: Tumia admin@<<dom>>
<<dmy>>, <<time2>> - <<name2>>: nenosiri ni <<cred>>
<<dmy>>, <<time2>> - <<name>>: Asante sana, nimeingia 👍
""",
    "human",
    syntax="",
)

F.reg(
    "roadrace_mpesa_daraja_stk_push_node_env",
    ("registration-api/.env", "apps/<<org>>-reg/.env"),
    """MPESA_ENV=production
MPESA_CONSUMER_KEY=<<hex16>><<hex8>>
MPESA_CONSUMER_SECRET=<<hex8>>
MPESA_SHORTCODE=<<nn>><<nn>>
MPESA_PASSKEY=<<cred>>
MPESA_CALLBACK_URL=https://<<dom>>/api/mpesa/callback
""",
    "p:mpesa_passkey",
    syntax="",
)

F.reg(
    "roadrace_africastalking_bulk_sms_python",
    ("scripts/sms_bib_numbers.py", "ops/<<org>>/send_results_sms.py"),
    """import africastalking

africastalking.initialize(username="<<org>>", api_key="<<cred>>")
sms = africastalking.SMS

for phone, bib in [("<<phone>>", <<nn>>)]:
    sms.send(f"Namba yako ya mbio ni {bib}. Karibu Eldoret!", [phone], sender_id="ELDRACE")
""",
    "p:africastalking",
)


def _docker(rng: random.Random, s: dict) -> dict:
    return {"enc": basic(s["org"], s["cred"])}


F.reg(
    "roadrace_results_site_docker_config_json_auth",
    ("home/<<user>>/.docker/config.json", "root/.docker/config.json"),
    """{
  "auths": {
    "registry.gitlab.com": {
      "auth": "<<enc>>"
    }
  }
}
""",
    "pw_json",
    extra=_docker,
    decode=lambda t: (
        __import__("base64")
        .b64decode(json.loads(t)["auths"]["registry.gitlab.com"]["auth"])
        .decode()
        .split(":", 1)[1]
    ),
)

F.reg(
    "roadrace_rfid_chip_timing_impinj_reader_conf",
    ("timing/reader_<<n>>.conf", "chip-timing/<<org>>/impinj.conf"),
    """# Impinj R420 at finish line mat <<n>>
reader.host=<<lan>>
reader.user=root
reader.password=<<cred>>
antennas=1,2,3,4
upload.url=https://results.<<dom>>/api/reads
""",
    "pw",
    syntax="",
)

F.reg(
    "roadrace_sponsors_email_password_dropbox_photos",
    ("mail/<<date>>_photos.eml", "Mail/<<org>>/Sent/<<nn>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Race day photos - Dropbox access
Date: <<dmy>> <<time>> +0300

Hi <<first2>>,
All finish-line photos are in the shared Dropbox. Login below:
Email: <<email>>
Password: <<cred>>
Kind regards / Salamu,
<<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "roadrace_bib_pickup_kobo_collect_xml_settings",
    ("odk/settings_<<org>>.xml", "kobo/collect_settings_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<settings>
  <server_url>https://kc.kobotoolbox.org/<<org>></server_url>
  <username><<user>></username>
  <password><<cred>></password>
  <form>bib_pickup_<<year>></form>
</settings>
""",
    "human_x",
)

F.reg(
    "roadrace_finish_camera_sms_reply_only",
    ("sms/finish_line_<<date>>.txt", "Documents/sms_<<org>>_<<nn>>.txt"),
    """From: <<phone>> (<<name>>)
<<dmy>> <<time>>
Boss, finish camera wifi password?

From: <<phone2>> (<<name2>>)
<<dmy>> <<time2>>
<<cred>>
""",
    "human",
    syntax="",
)
