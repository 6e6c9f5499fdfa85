# ruff: noqa: E501
"""Family p: a small pension house in Dumaguete (Negros Oriental, Philippines), Cebuano,
Tagalog and English."""

from __future__ import annotations

import json
import re
import urllib.parse

from fiftyfirst_spec import Fam, enc_url, gen_pw

F = Fam(
    "balay_dumaguete_pension",
    ("balaysiliman",),
    "ph",
    (
        ("Jun-jun", "Junjun"),
        ("Marites", "Marites"),
        ("Dodong", "Dodong"),
        ("Inday", "Inday"),
        ("Ricardo", "Ricardo"),
        ("Cherry", "Cherry"),
    ),
    (
        ("Villaluz", "villaluz"),
        ("Tubigon", "tubigon"),
        ("Cabahug", "cabahug"),
        ("Sumalpong", "sumalpong"),
        ("Alcala", "alcala"),
    ),
    (
        "balay",
        "dumaguete",
        "silliman",
        "budbud",
        "sikwate",
        "kalamay",
        "baybay",
        "tanjay",
        "bulak",
        "lamaw",
    ),
    ("bantay", "muning", "tagpi", "kiting"),
    "63",
)


def _messenger(s):
    msgs = [
        (s["first2"], "Day, unsa na ang password sa Agoda extranet? Naa'y guest nag-message"),
        (s["first"], f"{s['user']}@{s['dom']}"),
        (s["first"], s["cred"]),
        (s["first2"], "Salamat kaayo 🙏"),
    ]
    return (
        json.dumps(
            {
                "participants": [{"name": s["first"]}, {"name": s["first2"]}],
                "messages": [
                    {
                        "sender_name": who,
                        "timestamp_ms": s["ms"] - i * 45000,
                        "content": txt,
                        "is_geoblocked_for_viewer": False,
                    }
                    for i, (who, txt) in enumerate(reversed(msgs))
                ],
                "title": s["first"],
                "is_still_participant": True,
                "thread_path": f"inbox/{s['fa'].lower()}_{s['id']}",
            },
            indent=2,
            ensure_ascii=False,
        )
        + "\n"
    )


F.reg(
    "balay_cebuano_messenger_json_reply_value",
    (
        "messages/inbox/<<fa>>_<<id>>/message_1.json",
        "facebook-<<org>>-<<date>>/messages/inbox/staff_<<nn>>/message_1.json",
    ),
    _messenger,
    "human",
)


def _url_cred(rng, s):
    v = gen_pw(rng, sym="@#%!$&")
    return v if any(c in v for c in "@#%!$&") else v + "@"


def _url_extra(rng, s):
    s["enc"] = enc_url(s["cred"])


def _url_decode(t):
    u = urllib.parse.urlsplit(re.search(r"^URL=(\S+)", t, re.M).group(1))
    return urllib.parse.unquote(u.password)


F.reg(
    "balay_channel_manager_ical_url_shortcut_percent_encoded",
    ("Desktop/Room calendar <<nn>>.url", "Favorites/ical_sync_<<id>>.url"),
    """[InternetShortcut]
URL=https://balay<<nn>>:<<enc>>@ical.<<dom>>/export/rooms-<<id>>.ics
IDList=
HotKey=0
IconIndex=0
""",
    _url_cred,
    syntax="ini",
    extra=_url_extra,
    decode=_url_decode,
)

F.reg(
    "balay_gcash_card_payments_php_env_array",
    ("booking/config/payments_<<nn>>.php", "public_html/book<<id>>/config/pay.php"),
    """<?php
return [
    'paymongo' => [
        'public_key' => 'pk_live_<<hex8>><<hex8>><<hex8>>',
        'secret_key' => '<<cred>>',
        'methods'    => ['gcash', 'paymaya', 'card'],
    ],
];
""",
    "p:paymongo",
    syntax="",
)

F.reg(
    "balay_taglish_email_extranet_owner",
    ("Mail/extranet_<<id>>.eml", "mail/<<fa>>/cur/<<epoch>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: YCS login (for the front desk)
Date: <<dmy>> <<time>> +0800
Content-Type: text/plain; charset=UTF-8

Hi <<first2>>,

Ikaw na muna bahala sa reservations habang nasa Cebu ako. Here's the hotel extranet:

Username: <<user>>
Password: <<cred>>

Ayaw ipakita sa guests ha. Salamat!
<<first>>
""",
    "human",
    syntax="",
)


def _piso(s):
    return (
        json.dumps(
            {
                "machine": f"PISONET-{s['nn']}",
                "admin": {"username": "admin", "password": s["cred"]},
                "rates": [{"coins": 1, "minutes": 12}, {"coins": 5, "minutes": 70}],
                "hotspot": {"ssid": "BALAY_PISO_WIFI", "portal": "http://10.0.0.1"},
                "lan_ip": s["ip2"],
            },
            indent=2,
        )
        + "\n"
    )


F.reg(
    "balay_piso_wifi_vendo_admin_json",
    ("pisowifi/settings_<<nn>>.json", "backup/vendo-<<id>>.json"),
    _piso,
    "pw_json",
)

F.reg(
    "balay_door_lock_card_encoder_ini",
    ("LockSystem/System_<<nn>>.ini", "ProgramData/Locks/<<id>>/system.ini"),
    """[DataBase]
DBType=MSSQL
Server=<<ip2>>\\LOCKSQL
DBName=HotelLock
DBUser=lock
DBPassword=<<cred>>

[Encoder]
Port=COM<<n>>
Hotel=<<orgu>>
""",
    "pw",
    syntax="ini",
)

F.reg(
    "balay_cebuano_sms_backup_reply_only",
    ("SMSBackupRestore/sms-<<date>>.xml", "phone/sms_<<id>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="3" backup_set="<<uuid>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="2" body="Te, unsa password sa wifi sa room 5? naa bisita" read="1" status="-1" locked="0" readable_date="<<dmy>> <<time>>" contact_name="<<first>>" />
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="1" body="<<cred>>" read="1" status="-1" locked="0" readable_date="<<dmy>> <<time2>>" contact_name="<<first>>" />
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="2" body="salamat" read="1" status="-1" locked="0" readable_date="<<dmy>> <<time2>>" contact_name="<<first>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "balay_reception_logbook_ocr_cebuano",
    ("scans/logbook_<<date>>.txt", "ocr/libro_<<id>>.txt"),
    """LOGBOOK — <<dmy>>
Rm 2 check-out 11am (bayad na)
Rm 6 — extra towel

CCTV app
user: admin
pw: <<cred>>
(ayaw ihatag sa bisita)
""",
    "human",
    syntax="",
)
