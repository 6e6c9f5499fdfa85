# ruff: noqa: E501
"""Family d: a Hindu temple trust (guthi) in Nepal, in Nepali (Devanagari) and English."""

from __future__ import annotations

from hundredfourteenth_spec import ALNUM, Fam, alnum

FAM = Fam(
    name="guthi_mandir_trust_nepal",
    orgs=("guthibhairav", "pashupatinyas", "talejuguthi", "mahabouddha", "changuguthi"),
    tld="org.np",
    first=(
        ("राम", "Ram"),
        ("सीता", "Sita"),
        ("हरि", "Hari"),
        ("गीता", "Gita"),
        ("कृष्ण", "Krishna"),
        ("सरस्वती", "Saraswati"),
        ("बिनोद", "Binod"),
        ("सुनिता", "Sunita"),
    ),
    last=(
        ("श्रेष्ठ", "Shrestha"),
        ("महर्जन", "Maharjan"),
        ("शाक्य", "Shakya"),
        ("जोशी", "Joshi"),
        ("अधिकारी", "Adhikari"),
        ("प्रधान", "Pradhan"),
        ("बज्राचार्य", "Bajracharya"),
    ),
    words=(
        "pashupati",
        "bhairav",
        "dashain",
        "tihar",
        "namaste",
        "himal",
        "sagarmatha",
        "kathmandu",
        "shivaratri",
        "ganesh",
        "jatra",
        "indrajatra",
        "mandir",
        "prasad",
        "bhaktapur",
        "patan",
        "kumari",
        "mahadev",
    ),
    pets=("kale", "tommy", "bhote", "seto", "maya", "jhyaure", "laxmi"),
    cc="+977",
)

R = FAM.reg


def _viber(s: dict) -> str:
    return (
        "Date,Time,Sender Name,Sender Phone Number,Message\n"
        f'{s["dmy"]},{s["time"]},{s["fn2"]} {s["ln2"]},{s["phone2"]},"नमस्ते दाइ, दान संकलनको वेबसाइटमा लगइन हुन सकिएन। पासवर्ड फेरिएको हो?"\n'
        f'{s["dmy"]},{s["time"]},{s["fn"]} {s["ln"]},{s["phone"]},"हो, दशैंअघि फेरेको। युजर admin नै हो"\n'
        f"{s['dmy']},{s['time']},{s['fn']} {s['ln']},{s['phone']},{s['cred']}\n"
        f"{s['dmy']},{s['time']},{s['fn2']} {s['ln2']},{s['phone2']},धन्यवाद 🙏\n"
    )


R(
    "guthi_viber_csv_nepali_paswordko_reply",
    ("Viber/Exports/guthi_<<n>>.csv", "Downloads/viber_chat_dan_sankalan_<<n>>.csv"),
    _viber,
    "human_x",
    syntax="",
)

R(
    "guthi_khalti_donation_django_settings",
    ("dan_portal/dan_portal/settings.py", "srv/guthi-daan-<<n>>/config/settings/production.py"),
    """\"\"\"Online daan (donation) portal - production settings.\"\"\"

from .base import *  # noqa

DEBUG = False
ALLOWED_HOSTS = ["daan.<<dom>>"]
TIME_ZONE = "Asia/Kathmandu"

KHALTI_PUBLIC_KEY = "live_public_key_<<pk>>"
KHALTI_SECRET_KEY = "<<cred>>"  # ePayment v2, sent as "Authorization: Key ..."
KHALTI_RETURN_URL = "https://daan.<<dom>>/khalti/verify/"

DEFAULT_FROM_EMAIL = "guthi@<<dom>>"
""",
    "p:khalti",
    extra=lambda rng, s: {"pk": alnum(rng, 32, "0123456789abcdef")},
)

R(
    "guthi_esewa_epay_v2_php_config",
    ("daan/config/esewa.php", "public_html/<<org>>/inc/esewa_<<n>>.php"),
    """<?php
// eSewa ePay v2 - पूजा बुकिङ र दान भुक्तानी
return [
    'product_code' => 'NP-ES-<<org>>',
    'secret_key'   => '<<cred>>',
    'success_url'  => 'https://<<dom>>/esewa/success',
    'failure_url'  => 'https://<<dom>>/esewa/failure',
    'form_url'     => 'https://epay.esewa.com.np/api/epay/main/v2/form',
];
""",
    "pw_sq",
    syntax="",
)

R(
    "guthi_tally_handover_note_nepali_next_line",
    ("हस्तान्तरण/लेखा_<<year>>.txt", "Desktop/tally_note_<<n>>.txt"),
    """गुठी कार्यालय - लेखा हस्तान्तरण (<<date>>)

Tally Prime कम्पनी: <<org>> Guthi FY <<year>>/<<n>>
कम्पनी पासवर्ड:
<<cred>>

बैंक: NIC Asia, खाता सञ्चालक <<fn>> <<ln>>
अर्को कोषाध्यक्षलाई हस्तान्तरण गर्दा पासवर्ड फेर्नु होला।
""",
    "human",
    syntax="",
)

R(
    "guthi_ivms4200_device_list_csv",
    ("CCTV/ivms_devices_<<n>>.csv", "Documents/iVMS-4200/export/device_list_<<date>>.csv"),
    """Device Name,Connection Type,Address,Port,User Name,Password,Serial No.,Channels
मूल मन्दिर DVR,IP/Domain,<<ip>>,8000,admin,<<cred>>,DS-7216HGHI-K2<<serial>>,16
पाटी NVR,IP/Domain,<<ip2>>,8000,admin,<<cred>>,DS-7608NI-Q1<<serial>>,8
""",
    "pw_bare",
    syntax="",
)

R(
    "guthi_sparrow_sms_puja_reminder_node",
    ("puja-reminder/index.js", "home/<<fa>>/sms-<<n>>/send.js"),
    """// पूजा/भोजको सूचना SMS - Sparrow SMS
const axios = require("axios");

const SPARROW_TOKEN = "<<cred>>";
const FROM = "TheAlert";

async function send(to, text) {
  const res = await axios.post("https://api.sparrowsms.com/v2/sms/", {
    token: SPARROW_TOKEN,
    from: FROM,
    to,
    text,
  });
  return res.data;
}

send(process.argv[2], "गुठी सूचना: भोलि बिहान ७ बजे नित्य पूजा र भजन।").then(console.log);
""",
    lambda rng, fam: "v2_" + alnum(rng, 31, ALNUM) + "." + alnum(rng, 27, ALNUM),
    syntax="",
)

R(
    "guthi_aarati_facebook_live_ffmpeg_sh",
    ("aarati_live.sh", "home/<<fa>>/stream/sandhya_aarati_<<n>>.sh"),
    """#!/bin/bash
# साँझको आरती फेसबुक लाइभ (camera RTSP -> Facebook)
CAM="rtsp://<<ip>>:554/Streaming/Channels/101"
ffmpeg -rtsp_transport tcp -i "$CAM" -c:v libx264 -preset veryfast -b:v 2500k \\
  -c:a aac -b:a 128k -f flv \\
  "rtmps://live-api-s.facebook.com:443/rtmp/<<cred>>"
""",
    "p:facebook",
    syntax="",
)

R(
    "guthi_jagga_lagat_pgpass_line",
    ("home/<<fa>>/.pgpass", "var/lib/postgresql/.pgpass"),
    """# guthi land records (जग्गा लगत)
<<ip>>:5432:jagga_lagat:lagat_app:<<cred>>
""",
    "pw_url",
    syntax="",
)
