# ruff: noqa: E501
"""Family n: a tuna longline fisheries observer programme at Muaiwalu jetty, Suva, Fiji:
English, Fijian and Fiji Hindi."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from hundredthirteenth_spec import Fam, enc_xml, with_chars

F = Fam(
    name="muaiwalu_longline_observer_programme",
    orgs=("walutuna", "muaiwaluobs", "lomaivitiobs", "kadavuline"),
    tld="com.fj",
    first=(
        ("Ratu Jone", "jone"),
        ("Mereani", "mereani"),
        ("Sakiusa", "sakiusa"),
        ("Litia", "litia"),
        ("Ravinesh", "ravinesh"),
        ("Shalini", "shalini"),
        ("Josaia", "josaia"),
        ("Ana", "ana"),
    ),
    last=(
        ("Tuisawau", "tuisawau"),
        ("Naivalu", "naivalu"),
        ("Prasad", "prasad"),
        ("Ravuvu", "ravuvu"),
        ("Kumar", "kumar"),
        ("Vakaloloma", "vakaloloma"),
    ),
    words=(
        "walu",
        "yalo",
        "bula",
        "vinaka",
        "kadavu",
        "lomaiviti",
        "tavioka",
        "drua",
        "moce",
        "waitui",
        "saqa",
        "yellowfin",
        "albacore",
        "levuka",
    ),
    pets=("tevita", "kuro", "bubu", "rocky", "sasa"),
    cc="679",
)


def _messenger(s):
    return json.dumps(
        {
            "participants": [{"name": f"{s['fn']} {s['ln']}"}, {"name": s["fn2"]}],
            "messages": [
                {
                    "sender_name": s["fn2"],
                    "timestamp_ms": int(s["ts"]) * 1000 + 900,
                    "content": "Vinaka! Sa rawa",
                },
                {
                    "sender_name": f"{s['fn']} {s['ln']}",
                    "timestamp_ms": int(s["ts"]) * 1000 + 500,
                    "content": s["cred"],
                },
                {
                    "sender_name": s["fn2"],
                    "timestamp_ms": int(s["ts"]) * 1000,
                    "content": "Bula, na password ni tablet ni observer me vakayagataki e na trip oqo?",
                },
            ],
            "title": f"{s['fn']} {s['ln']}",
            "thread_path": f"inbox/{s['fa']}_{s['nn']}",
        },
        indent=2,
    )


F.reg(
    "muaiwalu_fijian_messenger_json_reply_only_value",
    (
        "messages/inbox/<<fa>>_<<nn>>/message_1.json",
        "facebook-<<fa2>>/messages/inbox/obs_<<nn>>/message_1.json",
    ),
    _messenger,
    "human",
)


def _tails(s):
    return json.dumps(
        {
            "programme": "FJ Observer",
            "sync": {
                "endpoint": f"https://obs.{s['dom']}/api/v1/trips",
                "api_key": s["cred"],
                "interval_min": 60,
            },
            "observer": {"id": f"FJ{s['nn']}", "name": f"{s['fn']} {s['ln']}"},
            "vessel": {"name": f"{s['word'].upper()} {s['n']}", "licence": f"FJ-LL-{s['nn']}"},
        },
        indent=2,
    )


F.reg(
    "muaiwalu_observer_tablet_trip_sync_json",
    ("sdcard/ObsApp/config_<<nn>>.json", "tablets/<<fa>>/obs_sync.json"),
    _tails,
    "x:obsv_live_:32",
)


def _xmlesc(rng, s):
    s["cred"] = with_chars(rng, s["cred"], "&<>")
    s["enc"] = enc_xml(s["cred"])


F.reg(
    "muaiwalu_observer_app_shared_prefs_xml_escaped",
    (
        "data/data/fj.obs.logsheet/shared_prefs/login.xml",
        "backup/tablet_<<nn>>/shared_prefs/login_<<n>>.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="server_url">https://obs.<<dom>>/api</string>
    <string name="username"><<user>></string>
    <string name="password"><<enc>></string>
    <boolean name="remember_me" value="true" />
    <long name="last_sync" value="<<ts>>000" />
</map>
""",
    "human",
    extra=_xmlesc,
    decode=lambda t: ET.fromstring(t.encode()).find("string[@name='password']").text,
)

F.reg(
    "muaiwalu_rockblock_iridium_sbd_python",
    ("obs_sbd/send_position.py", "scripts/<<org>>_rockblock_<<n>>.py"),
    """# Observer daily position/catch summary over Iridium SBD (RockBLOCK)
import requests

ROCK7_USER = "<<email>>"
ROCK7_PASS = "<<cred>>"
IMEI = "3004340<<nn>><<n>>"


def send(hexdata: str) -> str:
    r = requests.post("https://rockblock.rock7.com/rockblock/MT", data={
        "imei": IMEI, "username": ROCK7_USER, "password": ROCK7_PASS, "data": hexdata,
    })
    return r.text
""",
    "pw_dq",
)

F.reg(
    "muaiwalu_mpaisa_observer_allowances_env",
    ("allowances/.env", "srv/<<org>>-allowances/.env"),
    """# Observer sea-day allowances paid by M-PAiSA
MPAISA_MERCHANT_ID=<<nn>><<n>>
MPAISA_API_KEY=<<cred>>
MPAISA_URL=https://pay.mpaisa.vodafone.com.fj/API/
""",
    "p:mpaisa",
    syntax="",
)

F.reg(
    "muaiwalu_fiji_hindi_sms_backup_xml_password",
    ("SMSBackup/sms-<<date>>.xml", "Download/observer_sms_<<nn>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<id8>>" backup_date="<<ts>>000">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="1" body="Bhaiya, debrief wala computer ka password kya hai?" read="1" status="-1" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>400" type="2" body="password hai <<cred>> , kal tak badal dena" read="1" status="-1" contact_name="<<fn2>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "muaiwalu_debrief_database_pgpass_line",
    ("home/<<fa>>/.pgpass", "debrief/<<org>>/pgpass_<<n>>"),
    """# observer debrief DB
<<ip>>:5432:debrief:<<user>>:<<cred>>
""",
    "pw",
    syntax="",
)

F.reg(
    "muaiwalu_em_footage_upload_aws_credentials",
    ("home/<<fa>>/.aws/credentials", "em-upload/<<org>>/credentials_<<n>>"),
    """[default]
region = ap-southeast-2

[em-footage]
aws_access_key_id = AKIA<<id8>><<id8>>
aws_secret_access_key = <<cred>>
""",
    "p:aws_secret",
    syntax="ini",
)
