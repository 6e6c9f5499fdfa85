# ruff: noqa: E501
"""Family o: a bodyguard (close-protection) agency in Israel (Hebrew)."""

from __future__ import annotations

import json

from hundredeleventh_spec import Fam, alnum, b64, reg

FAM = Fam(
    name="shomer_bodyguard_agency",
    pre="shomer",
    orgs=("magenor", "shomrimplus", "avtachpro"),
    tld="co.il",
    first=(
        ("יוסי", "yossi"),
        ("מיכל", "michal"),
        ("אבי", "avi"),
        ("נועה", "noa"),
        ("דוד", "david"),
        ("שירה", "shira"),
        ("עומר", "omer"),
    ),
    last=(
        ("כהן", "cohen"),
        ("לוי", "levi"),
        ("מזרחי", "mizrahi"),
        ("פרץ", "peretz"),
        ("ביטון", "biton"),
        ("אברהם", "avraham"),
    ),
    words=(
        "shalom",
        "yerushalayim",
        "maccabi",
        "hapoel",
        "sababa",
        "tapuach",
        "falafel",
        "chaim",
        "israel",
        "ahava",
        "tikva",
        "eilat",
        "nesher",
        "kadima",
    ),
    pets=("lucky", "bamba", "shoko", "mitzi", "rexi", "tzuki"),
    cities=("תל אביב", "חיפה", "ירושלים", "הרצליה", "רעננה", "אילת"),
    cc="+972",
)

reg(
    FAM,
    "whatsapp_hebrew_sisma",
    ("WhatsApp/צ'אט WhatsApp עם <<first2>>.txt", "chats/<<fa2>>_<<ymd>>.txt"),
    """<<d>>.<<mo>>.<<year>>, <<t1>> - <<first>> <<last>>: מה הסיסמה לאפליקציית המעקב של הרכב של הלקוח?
<<d>>.<<mo>>.<<year>>, <<t2>> - <<first2>> <<last2>>: משתמש <<user2>>
<<d>>.<<mo>>.<<year>>, <<t2>> - <<first2>> <<last2>>: סיסמה <<cred>>
<<d>>.<<mo>>.<<year>>, <<t3>> - <<first>> <<last>>: תודה אח 👍
""",
    "human",
)

reg(
    FAM,
    "tranzila_terminal_php",
    ("billing/tranzila.php", "site-<<org>>/inc/tranzila_<<n>>.php"),
    """<?php
// חיוב לקוחות על שירותי אבטחה אישית - טרנזילה
$terminal_name = '<<org>><<n>>';
$terminal_password = '<<cred>>';
$tranzila_url = 'https://secure5.tranzila.com/cgi-bin/tranzila71u.cgi';
""",
    lambda rng, s: alnum(rng, 12),
    syntax="",
)

reg(
    FAM,
    "signal_backup_passphrase_note",
    ("notes/signal_backup_<<n>>.txt", "phone_<<fa>>/גיבוי_סיגנל.txt"),
    """גיבוי Signal - טלפון מבצעי <<n>>
<<cred>>
""",
    lambda rng, s: " ".join(f"{rng.randint(0, 99999):05d}" for _ in range(6)),
)

reg(
    FAM,
    "threema_gateway_secret_python",
    ("alerts/threema_alert.py", "ops/<<org>>_threema_<<n>>.py"),
    '''"""התראות צוות דרך Threema Gateway."""

import requests

GATEWAY_ID = "*<<gid>>"
GATEWAY_SECRET = "<<cred>>"


def send(to_id: str, text: str) -> None:
    requests.post(
        "https://msgapi.threema.ch/send_simple",
        data={"from": GATEWAY_ID, "to": to_id, "secret": GATEWAY_SECRET, "text": text},
        timeout=10,
    )
''',
    lambda rng, s: alnum(rng, 16),
    extra=lambda rng, s: s.update(gid=alnum(rng, 7, "ABCDEFGHIJKLMNOPQRSTUVWXYZ")),
)

reg(
    FAM,
    "cardcom_api_json",
    ("config/cardcom.json", "services/<<org>>/cardcom_<<n>>.json"),
    lambda s: json.dumps(
        {
            "TerminalNumber": s["nn"],
            "ApiName": f"{s['org']}api",
            "ApiPassword": s["cred"],
            "Language": "he",
        },
        indent=2,
    ),
    "pw_json",
)

reg(
    FAM,
    "principal_itinerary_ics",
    ("calendar/itinerary_<<ymd>>.ics", "ops/<<org>>/trip_<<n>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
UID:<<uuid>>@<<dom>>
DTSTART:<<year>><<mo>>01T083000Z
DTEND:<<year>><<mo>>01T120000Z
SUMMARY:ליווי לקוח - כנס <<city>>
DESCRIPTION:רכב משוריין מהחניון. אפליקציית איתור הרכב: <<email2>> / <<cred>>\\nקוד כניסה לחניון בקבלה
END:VEVENT
END:VCALENDAR
""",
    "human_x",
)

reg(
    FAM,
    "hebrew_email_sisma_tracking",
    ("mail/rechev_<<nn>>.eml", "sent/<<fa2>>_<<ymd>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: גישה למערכת איתור הרכבים
Date: <<dmy>> <<t1>>
Content-Type: text/plain; charset=UTF-8

שלום <<first2>>,

פתחתי לך משתמש במערכת איתור הרכבים (Pointer).
שם משתמש: <<user2>>
סיסמה: <<cred>>

בהצלחה במשמרת,
<<first>>
""",
    "human",
)

reg(
    FAM,
    "wireguard_phone_conf",
    ("wireguard/phone_<<fa>>.conf", "vpn/<<org>>_<<n>>.conf"),
    """[Interface]
PrivateKey = <<cred>>
Address = 10.66.<<n>>.2/32
DNS = 1.1.1.1

[Peer]
PublicKey = <<pub>>
Endpoint = <<pip>>:51820
AllowedIPs = 0.0.0.0/0
""",
    lambda rng, s: b64(rng, 32),
    extra=lambda rng, s: s.update(pub=b64(rng, 32)),
)
