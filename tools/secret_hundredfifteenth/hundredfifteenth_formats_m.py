# ruff: noqa: E501
"""Family m: the stats desk of a barangay basketball league in Tondo, Manila, Philippines: Tagalog
and Taglish, FIBA LiveStats-style scoring, a shot clock/scoreboard, vMix streaming, PayMongo,
GCash, Messenger group chats."""

from __future__ import annotations

import json
import random
import xml.etree.ElementTree as ET

from hundredfifteenth_spec import Fam, enc_xml

F = Fam(
    name="ligang_basketball_stats_desk",
    orgs=("tondoliga", "barangayhoops", "balutbasket", "manilabuzzer", "pasigcourt"),
    tld="ph",
    first=(
        ("Juan", "juan"),
        ("Maria", "maria"),
        ("Jomar", "jomar"),
        ("Kristine", "kristine"),
        ("Rodel", "rodel"),
        ("Angelica", "angelica"),
        ("Jayson", "jayson"),
        ("Princess", "princess"),
        ("Mark", "mark"),
        ("Jennylyn", "jennylyn"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Bautista", "bautista"),
        ("Garcia", "garcia"),
        ("Mendoza", "mendoza"),
        ("Villanueva", "villanueva"),
        ("Castillo", "castillo"),
        ("Aquino", "aquino"),
    ),
    words=(
        "tondo",
        "barangay",
        "ligang",
        "puso",
        "gilas",
        "buzzer",
        "tres",
        "pinoy",
        "mabuhay",
        "sampaguita",
        "jeepney",
        "halohalo",
        "adobo",
        "lodi",
        "petmalu",
    ),
    pets=("bantay", "choco", "brownie", "whitey", "mingming", "bogart"),
    cc="63",
)

F.reg(
    "ligang_taglish_messenger_json_password_livestats",
    (
        "messages/inbox/statsdesk_<<nn>>/message_1.json",
        "facebook-<<org>>/messages/inbox/stats_<<n>>/message_1.json",
    ),
    lambda s: json.dumps(
        {
            "participants": [{"name": s["name"]}, {"name": s["name2"]}],
            "messages": [
                {
                    "sender_name": s["name2"],
                    "timestamp_ms": s["epoch"] * 1000 + 9000,
                    "content": f"pw: {s['cred']}",
                },
                {
                    "sender_name": s["name2"],
                    "timestamp_ms": s["epoch"] * 1000 + 5000,
                    "content": f"user: {s['user2']}",
                },
                {
                    "sender_name": s["name"],
                    "timestamp_ms": s["epoch"] * 1000,
                    "content": "Pre, ano ulit login sa LiveStats laptop? Game 3 na mamaya",
                },
            ],
            "title": "Stats Desk",
            "thread_path": "inbox/statsdesk",
        },
        ensure_ascii=False,
        indent=2,
    ),
    "human",
)

F.reg(
    "ligang_paymongo_team_registration_nextjs_env",
    ("liga-site/.env.local", "apps/<<org>>-registration/.env.production"),
    """NEXT_PUBLIC_SITE=https://<<dom>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_PUBLIC_KEY=pk_live_<<hex16>>
GCASH_REDIRECT=https://<<dom>>/bayad/ok
""",
    "p:paymongo",
    syntax="",
)

F.reg(
    "ligang_vmix_stream_settings_youtube_key_xml",
    ("vMix/Presets/liga_<<date>>.vmix.xml", "Documents/vMixStorage/<<org>>_streaming.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<streamingSettings>
  <destination index="0" name="YouTube" url="rtmp://a.rtmp.youtube.com/live2" streamKey="<<cred>>" quality="1080p" />
  <destination index="1" name="Facebook" url="rtmps://live-api-s.facebook.com:443/rtmp/" streamKey="" />
</streamingSettings>
""",
    "p:youtube_stream",
)


def _xml(rng: random.Random, s: dict) -> dict:
    return {"enc": enc_xml(s["cred"])}


def _amp_pw(rng: random.Random) -> str:
    w = rng.choice(("Tondo", "Gilas", "Puso", "Buzzer", "Tres", "Barangay"))
    return f"{w}{rng.choice('&<>')}{rng.choice(('Liga', 'Hoops', 'Team', 'Pinoy'))}{rng.randint(10, 2026)}"


F.reg(
    "ligang_scoreboard_shot_clock_xml_escaped_admin",
    ("scoreboard/daktronics_<<org>>.xml", "ShotClock/config/controller_<<n>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<controller model="AllSport 5000">
  <network ip="<<lan>>" port="21000" />
  <admin user="statsdesk" password="<<enc>>" />
  <periods count="4" minutes="10" />
</controller>
""",
    _amp_pw,
    extra=_xml,
    decode=lambda t: ET.fromstring(t.encode()).find("admin").get("password"),
)

F.reg(
    "ligang_box_scores_google_sheets_service_python",
    ("stats/push_boxscore.py", "liga/<<org>>/sheets_sync.py"),
    """import gspread

GSHEET_ID = "1<<hex16>><<hex8>>"
API_KEY = "<<cred>>"

gc = gspread.api_key(API_KEY)
sheet = gc.open_by_key(GSHEET_ID).worksheet("Game <<n>>")
print(sheet.get_all_records()[:3])
""",
    "p:google",
)

F.reg(
    "ligang_tagalog_sms_gcash_mpin_reply",
    ("sms/backup_<<date>>.xml", "SMSBackupRestore/<<org>>_<<year>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms address="<<phone>>" date="<<epoch>>000" type="2" body="Kuya ano password ng GCash for Business ng liga? Magbabayad ng referees" contact_name="<<name>>" />
  <sms address="<<phone>>" date="<<epoch>>700" type="1" body="<<cred>> wag mo ipamigay ha" contact_name="<<name>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "ligang_stats_laptop_anydesk_service_conf",
    ("ProgramData/AnyDesk/service.conf", "anydesk/<<org>>_service.conf"),
    """ad.anynet.id=<<nn>><<nn>><<nn>>
ad.security.permission_profiles._full_access.pwd=<<cred>>
ad.security.interactive_access=2
ad.anynet.alias=statsdesk-<<org>>@ad
""",
    "hex:64",
    syntax="",
)

F.reg(
    "ligang_referees_schedule_tsv_portal_logins",
    ("schedules/referees_<<date>>.tsv", "Downloads/<<org>>_refs.tsv"),
    """Pangalan\tLaro\tOras\tLogin\tPassword
<<name>>\tGame <<n>>\t<<time>>\t<<user>>\t<<cred>>
<<name2>>\tGame <<nn>>\t<<time2>>\t<<user2>>\t(hingi kay commissioner)
""",
    "human",
    syntax="",
)
