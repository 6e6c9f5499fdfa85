# ruff: noqa: E501
"""Family n: an Icelandic horse riding stable with tölt tours (Icelandic)."""

from __future__ import annotations

import json

from sixtysixth_spec import Fam, b64, pick

FAM = Fam(
    "tolt_riding_stables_iceland",
    ("skeifuhagi",),
    "is",
    ("Guðrún", "Sigríður", "Jón", "Helga", "Ólafur", "Kristín", "Einar", "Anna"),
    ("Jónsdóttir", "Sigurðsson", "Guðmundsdóttir", "Magnússon", "Ólafsdóttir"),
    (
        "hestur",
        "tolt",
        "skeid",
        "hnakkur",
        "fax",
        "hofur",
        "reidtur",
        "hekla",
        "katla",
        "esja",
        "kleina",
        "selfoss",
        "hella",
        "folald",
        "fjall",
        "jokull",
    ),
    "354",
    ("Gudrun", "Sigridur", "Jon", "Helga", "Olafur", "Kristin", "Einar", "Anna"),
    ("Jonsdottir", "Sigurdsson", "Gudmundsdottir", "Magnusson", "Olafsdottir"),
    ("Sleipnir", "Blesi", "Skjoni", "Glofaxi", "Toppur", "Perla", "Stjarni"),
)


def _moji(s: str) -> str:
    """Messenger's export quirk: UTF-8 bytes written as Latin-1 code points."""
    return s.encode("utf-8").decode("latin-1")


def _messenger(s: dict) -> str:
    msgs = [
        (s["first"], "Takk fyrir! Ég næ þessu", 0),
        (s["first2"], s["cred"], 1),
        (s["first2"], "Lykilorðið að bókunarkerfinu er komið, ekki deila því", 2),
        (s["first"], "Hæ, hvað er lykilorðið að bókunarkerfinu? Ferðin kl 10 er full", 3),
    ]
    out = {
        "participants": [{"name": _moji(str(s["first"]))}, {"name": _moji(str(s["first2"]))}],
        "messages": [
            {
                "sender_name": _moji(str(w)),
                "timestamp_ms": int(s["ms"]) - k * 45000,
                "content": _moji(str(t)),
                "is_geoblocked_for_viewer": False,
            }
            for w, t, k in msgs
        ],
        "title": _moji(str(s["first"])),
        "is_still_participant": True,
        "thread_path": f"inbox/{s['lf']!s}_{s['n4']}",
    }
    return json.dumps(out, indent=2)


FAM.reg(
    "toltride_icelandic_messenger_json_lykilord",
    (
        "messages/inbox/<<lf>>_<<n4>>/message_1.json",
        "facebook-<<org>>/messages/inbox/hestaleiga_<<n>>/message_1.json",
    ),
    _messenger,
    "human",
)

ICE = (
    "Þórsmörk",
    "Hófur",
    "Sleipnir",
    "Gæðingur",
    "Skeið",
    "Reiðtúr",
    "Kjölur",
    "Hnakkur",
    "Jökull",
    "Fákur",
)


def _tour_json(s: dict) -> str:
    cfg = {
        "stable": f"{s['orgc']} hestaleiga",
        "tours": [{"id": "tolt-2h", "horses": 14}, {"id": "hekla-day", "horses": 8}],
        "booking_admin": {"user": f"{s['lf']}@{s['dom']}", "lykilord": s["cred"]},
        "language": "is",
    }
    return json.dumps(cfg, ensure_ascii=True, indent=2)


FAM.reg(
    "toltride_tour_booking_json_unicode_escaped",
    ("hestaleiga/<<org>>/bokun_<<n>>.json", "opt/tours-<<nn>>/admin_<<n>>.json"),
    _tour_json,
    lambda r, s: f"{pick(r, ICE)}{pick(r, ('', '-', '!', '.'))}{r.randint(10, 2026)}",
    decode=lambda t: json.loads(t)["booking_admin"]["lykilord"],
)

FAM.reg(
    "toltride_bokun_access_secret_node",
    ("srv/<<org>>-site/lib/bokun.js", "home/<<lf>>/tours-<<n>>/bokun.config.js"),
    """// Bókun availability for the riding tours (2 h tölt, Hekla day ride)
const crypto = require('crypto');

const ACCESS_KEY = '<<hex8>><<hex24>>';
const SECRET_KEY = '<<cred>>';

function sign(date, method, path) {
  return crypto.createHmac('sha1', SECRET_KEY).update(date + ACCESS_KEY + method + path).digest('base64');
}

module.exports = { ACCESS_KEY, sign };
""",
    "hex:32",
    syntax="",
)

FAM.reg(
    "toltride_paddock_home_assistant_secrets_yaml",
    ("homeassistant/secrets.yaml", "config/secrets_<<org>>_<<n>>.yaml"),
    """# hesthús / paddock gates and heaters
wifi_ssid: <<orgc>>_Hesthus
wifi_password: <<cred>>
mqtt_user: hlid
mqtt_password: "<<mqtt>>"
latitude: 63.<<n4>>
longitude: -20.<<n4>>
""",
    "human_x",
    extra=lambda r, s: {"mqtt": FAM.draw(r, "pw_dq", s)},
)

FAM.reg(
    "toltride_icelandic_email_lykilord_bokhald",
    ("Mail/<<org>>/Sendur póstur/<<n>>.eml", "Thunderbird/<<lf>>/Sent_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?Q?B=C3=B3khald_=C3=AD_sumar?=
Date: Thu, <<dd>> May <<year>> <<time>>:30 +0000
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

Sæl <<first2>>,

Hér eru upplýsingarnar fyrir bókhaldið á meðan ég er í hestaferðinni á Kili:
Notandi: <<org>>
Lykilorðið er <<cred>>

Reikningarnir frá járningamanninum eru í möppunni.
Kveðja,
<<first>>
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "toltride_horse_tracker_influx_token_py",
    ("home/pi/hestar/gps_influx_<<n>>.py", "opt/<<org>>-tracker/write_<<nn>>.py"),
    '''"""GPS collars on the tour horses -> InfluxDB (map on the stable TV)."""
from influxdb_client import InfluxDBClient, Point
from influxdb_client.client.write_api import SYNCHRONOUS

TOKEN = "<<cred>>"
client = InfluxDBClient(url="http://<<lan>>:8086", token=TOKEN, org="<<org>>")
write = client.write_api(write_options=SYNCHRONOUS)


def send(horse, lat, lon):
    write.write("hestar", record=Point("pos").tag("horse", horse).field("lat", lat).field("lon", lon))
''',
    lambda r, s: b64(r, 64, urlsafe=True, pad=False)[:86] + "==",
)

FAM.reg(
    "toltride_riding_lessons_ics_lykilord",
    ("Calendar/<<org>>_reidkennsla_<<n>>.ics", "Downloads/namskeid_<<date>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Apple Inc.//macOS 14.5//EN
BEGIN:VEVENT
UID:<<uuid>>
DTSTART;TZID=Atlantic/Reykjavik:<<year>><<mm>><<dd>>T170000
DTEND;TZID=Atlantic/Reykjavik:<<year>><<mm>><<dd>>T183000
SUMMARY:Reiðnámskeið barna - skráning
DESCRIPTION:Skrá börnin í Abler fyrir föstudag.\\nAðgangur: <<email>>\\nLykilorð: <<cred>>\\nHestar: <<pet>>\\, Blesi
LOCATION:<<orgc>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "toltride_icelandic_sms_reply_only_value",
    ("SMSBackup/sms-<<year>><<mm>><<dd>><<hh>><<mi>>.xml", "Sími/sms_hesthus_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="1" subject="null" body="Hæ, hvað er lykilorðið á tölvunni í kaffistofunni?" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="<<ms>>" sub_id="1" readable_date="<<dd>>.<<mm>>.<<year>> <<time>>" contact_name="<<first>>" />
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<dd>>.<<mm>>.<<year>> <<time2>>" contact_name="<<first>>" />
</smses>
""",
    "human_w",
)
