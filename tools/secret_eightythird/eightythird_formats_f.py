# ruff: noqa: E501
"""Family f: a paragliding school at Sarangkot, Pokhara (Nepal; Nepali in Devanagari, English)."""

from __future__ import annotations

from eightythird_spec import Fam, alnum, email, tg_json

F = Fam(
    name="pokhara_paragliding_school_nepal",
    orgs=("machhapankha", "sarangkotfly", "phewawings", "himalglide"),
    tld="com.np",
    first=(
        ("राम", "ram"),
        ("सीता", "sita"),
        ("बिकास", "bikash"),
        ("सुनिता", "sunita"),
        ("प्रकाश", "prakash"),
        ("अनिता", "anita"),
        ("दीपक", "deepak"),
    ),
    last=(
        ("गुरुङ", "gurung"),
        ("थापा", "thapa"),
        ("श्रेष्ठ", "shrestha"),
        ("तामाङ", "tamang"),
        ("मगर", "magar"),
        ("राई", "rai"),
    ),
    words=(
        "sarangkot",
        "phewa",
        "pokhara",
        "annapurna",
        "machhapuchhre",
        "himal",
        "dhaulagiri",
        "lekali",
        "yeti",
        "momo",
        "dalbhat",
        "namaste",
        "gorkha",
        "sherpa",
        "thermal",
        "chiya",
    ),
    pets=("kale", "bhote", "jhyappu", "lucky", "tiger", "maile"),
    cc="977",
    places=("Sarangkot", "Bandipur", "Lumle", "Godawari", "Nagarkot"),
    regs=("GIN-BOLERO", "OZONE-MOJO", "NOVA-BION", "SKYWALK-CAYENNE", "ADVANCE-BI"),
    tz="+0545",
)

F.reg(
    "pokhara_nepali_viber_copied_chat_pasword",
    ("viber/पाइलट_समूह_<<nn>>.txt", "chats/viber_pilots_<<date>>.txt"),
    lambda s: (
        f"[{s['dmy']} {s['hm']}] {s['first']} {s['last']}: आज सारङकोटमा हावा राम्रो छ, ११ बजेबाट टेन्डम सुरु\n"
        f"[{s['dmy']} {s['hm']}] {s['first2']}: दाइ, बुकिङ ल्यापटपको पासवर्ड के हो?\n"
        f"[{s['dmy']} {s['hm2']}] {s['first']} {s['last']}: पासवर्ड: {s['cred']}\n"
        f"[{s['dmy']} {s['hm2']}] {s['first2']}: धन्यवाद 🙏\n"
    ),
    "human",
    syntax="",
)

F.reg(
    "pokhara_khalti_django_settings_secret_key",
    ("booking/pokhara_booking/settings/production.py", "web/<<org>>/settings_<<nn>>.py"),
    """from .base import *  # noqa: F403

DEBUG = False
ALLOWED_HOSTS = ["book.<<dom>>", "<<pub>>"]
TIME_ZONE = "Asia/Kathmandu"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "tandem",
        "USER": "tandem",
        "HOST": "<<ip>>",
    }
}

KHALTI_PUBLIC_KEY = "live_public_key_<<pubk>>"
KHALTI_SECRET_KEY = "live_secret_key_<<cred>>"
KHALTI_RETURN_URL = "https://book.<<dom>>/payment/khalti/return/"
""",
    "p:khalti",
    extra=lambda rng, s: s.update(pubk=alnum(rng, 32, "0123456789abcdef")),
)

F.reg(
    "pokhara_tandem_video_boto3_s3_upload_script",
    ("media/upload_tandem_videos_<<nn>>.py", "scripts/<<place>>_gopro_to_s3.py"),
    '''"""Uploads the day's tandem GoPro/Insta360 clips so guests can download them."""

import pathlib

import boto3

s3 = boto3.client(
    "s3",
    region_name="ap-south-1",
    aws_access_key_id="AKIA<<akid>>",
    aws_secret_access_key="<<cred>>",
)

for clip in pathlib.Path("/media/sdcard/DCIM").rglob("*.MP4"):
    s3.upload_file(str(clip), "<<org>>-tandem-videos", f"<<date>>/{clip.name}")
    print("uploaded", clip.name)
''',
    "p:aws",
    extra=lambda rng, s: s.update(akid=alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")),
)

F.reg(
    "pokhara_launch_windsock_esp32_arduino_thingspeak",
    ("firmware/windsock_<<place>>/windsock_<<nn>>.ino", "arduino/launch_anemometer_<<nn>>.ino"),
    """#include <WiFi.h>
#include <HTTPClient.h>

// Sarangkot launch: anemometer + wind vane -> ThingSpeak
const char* ssid     = "<<orgc>>-Launch";
const char* password = "<<cred>>";
const char* tsKey    = "<<tskey>>";

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) { delay(500); }
}

void loop() {
  float kmh = analogRead(34) * 0.0242;
  HTTPClient http;
  http.begin(String("http://api.thingspeak.com/update?api_key=") + tsKey + "&field1=" + kmh);
  http.GET();
  http.end();
  delay(20000);
}
""",
    "human",
    extra=lambda rng, s: s.update(tskey=alnum(rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")),
    syntax="",
)

F.reg(
    "pokhara_agent_email_english_extranet_password",
    ("mail/inbox/<<date>>_agent_extranet_<<nn>>.eml", "mail/<<fa>>/trekking_agent_<<nn>>.eml"),
    lambda s: email(
        s,
        f"sales@{s['org']}-treks.com",
        s["email"],
        "Extranet login for your tandem allotment – Visit Nepal season",
        f"Namaste {s['first']} ji,\n\nAs discussed at Lakeside, here is your login to our agent extranet so you can confirm the daily tandem slots:\n\n"
        f"URL: https://extranet.{s['org']}-treks.com\nUsername: {s['fa']}.{s['org']}\nPassword: {s['cred']}\n\n"
        "धन्यवाद,\nReservations team\n",
    ),
    "human",
    syntax="",
)

F.reg(
    "pokhara_telegram_json_pilots_launch_hut_wifi",
    ("telegram/ChatExport_<<date>>/result.json", "exports/tg_pilots_<<nn>>/result.json"),
    lambda s: tg_json(
        "Sarangkot Pilots",
        [
            (s["first"], "आज ल्यान्डिङमा धेरै हावा, सावधान"),
            (s["first2"], "Launch hut wifi को नयाँ पासवर्ड?"),
            (s["first"], s["cred"]),
            (s["first2"], "👍"),
        ],
        s,
    ),
    "human",
)

F.reg(
    "pokhara_pilot_roster_tsv_devanagari_headers",
    ("roster/पाइलट_<<mo>>_<<y>>.tsv", "admin/pilot_logins_<<nn>>.tsv"),
    lambda s: (
        "नाम\tलाइसेन्स\tइमेल\tपासवर्ड\n"
        f"{s['first']} {s['last']}\tCAAN-T{s['nn']}\t{s['email']}\t{s['cred']}\n"
        f"{s['first2']}\tCAAN-T{s['n']}0\t{s['email2']}\t(पुरानो)\n"
    ),
    "human",
    syntax="",
)

F.reg(
    "pokhara_livetrack24_tracker_json_credentials",
    ("tracking/livetrack_<<fa>>.json", "phones/<<nn>>/xctrack_livetracking.json"),
    """{
  "provider": "livetrack24",
  "server": "https://t2.livetrack24.com",
  "username": "<<fa>><<la>>",
  "password": "<<cred>>",
  "intervalSec": 10,
  "glider": "<<reg>>",
  "emergencySms": "<<phone>>"
}
""",
    "pw_json",
)
