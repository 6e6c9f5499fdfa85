# ruff: noqa: E501
"""Family p: a wedding planner and kalyana mandapam decorator in Chennai (India, Tamil, with
a Hindi-speaking vendor)."""

from __future__ import annotations

import json
import random

from sixtysecond_spec import Fam, alnum_chars

F = Fam(
    "kalyana_mandapam_planner_chennai",
    ("thalikalyan", "mandapamdecor", "chennaimelam"),
    "in",
    ("karthik", "priya", "senthil", "divya", "arun", "meena", "vignesh", "lakshmi"),
    ("subramanian", "rajan", "krishnan", "murugan", "venkatesh", "iyer"),
    (
        "kalyanam",
        "mandapam",
        "thali",
        "malli",
        "nadaswaram",
        "kolam",
        "mylapore",
        "marina",
        "sambar",
        "vazhai",
        "kasi",
        "thoranam",
    ),
    "91",
    ("கார்த்திக்", "பிரியா", "செந்தில்", "திவ்யா", "அருண்", "மீனா", "விக்னேஷ்", "லட்சுமி"),
)


def _rzp(rng: random.Random) -> str:
    return alnum_chars(rng, 24, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")


def _msg91(rng: random.Random) -> str:
    return f"{rng.randint(100000, 999999)}A{alnum_chars(rng, 24, '0123456789abcdef')}"


def _gdrive_refresh(rng: random.Random) -> str:
    return "1//0g" + alnum_chars(
        rng, 98, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    )


F.reg(
    "kalyana_whatsapp_tamil_kadavuchol_drive",
    ("WhatsApp/WhatsApp Chat with Kalyanam Team <<n>>.txt", "chats/team_<<ymd>>.txt"),
    """<<dmy_s>>, <<time>> - <<name>>: நாளைக்கு மைலாப்பூர் மண்டபம், 6 மணிக்கு டெகரேஷன் ஆரம்பிக்கணும்
<<dmy_s>>, <<time>> - <<name2>>: போட்டோஸ் அப்லோட் பண்ண Google Drive கடவுச்சொல் என்ன?
<<dmy_s>>, <<time2>> - <<name>>: ஐடி <<email>> கடவுச்சொல் <<cred>>
<<dmy_s>>, <<time2>> - <<name2>>: நன்றி அக்கா 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "kalyana_razorpay_advance_booking_python",
    ("booking/razorpay_client.py", "scripts/<<org>>_advance_<<n>>.py"),
    """import razorpay

# மண்டபம் அட்வான்ஸ் தொகை - payment links
client = razorpay.Client(auth=("rzp_live_<<kid>>", "<<cred>>"))


def advance_link(name, phone, rupees):
    return client.payment_link.create(
        {
            "amount": rupees * 100,
            "currency": "INR",
            "description": "Kalyanam advance",
            "customer": {"name": name, "contact": phone},
        }
    )["short_url"]
""",
    _rzp,
    extra=lambda rng, s: {
        "kid": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(14)
        )
    },
)

F.reg(
    "kalyana_email_tamil_photographer_kadavuchol",
    ("mail/photographer_<<ymd>>.eml", "Mail/album_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: கல்யாண ஆல்பம் - Pixieset login
Date: Mon, <<dd>> Feb <<year>> <<time>>:05 +0530
Content-Type: text/plain; charset=utf-8

வணக்கம்,
மணமக்கள் ஆல்பம் தேர்வு செய்ய Pixieset கணக்கு விவரங்கள்:
பயனர்பெயர்: <<email>>
கடவுச்சொல்: <<cred>>
நன்றி,
<<name>>, <<orgc>> Weddings
""",
    "human",
    syntax="",
)

F.reg(
    "kalyana_hindi_decorator_sms_password",
    ("sms/decorator_<<ymd>>.txt", "phone/sms_<<n>>.txt"),
    """From: Rakesh Decorator (+91 98<<nn>> <<pin>>1)  <<dmy_s>> <<time>>
भैया, गेंदे के फूल वाला ऑर्डर पोर्टल पर डालना है, लॉगिन बता दो

To: Rakesh Decorator  <<dmy_s>> <<time2>>
यूज़र <<user>> पासवर्ड <<cred>>
""",
    "human",
    syntax="",
)

F.reg(
    "kalyana_msg91_invite_sms_authkey_php",
    ("invites/msg91.php", "site/<<org>>/sms_<<n>>.php"),
    """<?php
// Wedding invite + muhurtham reminder SMS to guests
$authKey = "<<cred>>";
$templateId = "64<<hex8>><<hex8>>";
$url = "https://control.msg91.com/api/v5/flow/";
$payload = ["template_id" => $templateId, "recipients" => $guests];
$ch = curl_init($url);
curl_setopt($ch, CURLOPT_HTTPHEADER, ["authkey: $authKey", "content-type: application/json"]);
""",
    _msg91,
    syntax="",
)

F.reg(
    "kalyana_drone_photos_rclone_gdrive_token",
    ("home/.config/rclone/rclone.conf", "laptop/<<org>>_rclone_<<n>>.conf"),
    lambda s: (
        "[weddings]\ntype = drive\nscope = drive\nteam_drive = \ntoken = "
        + json.dumps(
            {
                "access_token": "ya29.a0" + str(s["hex40"]),
                "token_type": "Bearer",
                "refresh_token": s["cred"],
                "expiry": f"{s['date']}T{s['time']}:00.000000+05:30",
            },
            separators=(",", ":"),
        )
        + "\n"
    ),
    _gdrive_refresh,
    syntax="ini",
)

F.reg(
    "kalyana_led_wall_novastar_notes",
    ("av/led_wall_<<n>>.txt", "Documents/<<org>> LED wall.txt"),
    """LED WALL (stage backdrop) - <<orgc>>
Controller: NovaStar VX600, laptop with NovaLCT
NovaLCT advanced settings password: admin
Stage laptop Windows login: <<user>> / <<cred>>
Content: couple slideshow in D:\\Kalyanam\\<<year>>
Power: separate 15kVA generator line
""",
    "human",
    syntax="",
)

F.reg(
    "kalyana_vendor_list_fods_tamil_headers",
    ("vendors/vendor_list_<<year>>.fods", "Documents/விற்பனையாளர்கள்_<<n>>.fods"),
    """<?xml version="1.0" encoding="UTF-8"?>
<office:document xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0" xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0" xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0" office:version="1.3" office:mimetype="application/vnd.oasis.opendocument.spreadsheet">
 <office:body>
  <office:spreadsheet>
   <table:table table:name="விற்பனையாளர்கள்">
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p>பெயர்</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>சேவை</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>போர்டல் பயனர்</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>கடவுச்சொல்</text:p></table:table-cell>
    </table:table-row>
    <table:table-row>
     <table:table-cell office:value-type="string"><text:p><<name>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p>catering</text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<user>></text:p></table:table-cell>
     <table:table-cell office:value-type="string"><text:p><<cred>></text:p></table:table-cell>
    </table:table-row>
   </table:table>
  </office:spreadsheet>
 </office:body>
</office:document>
""",
    "human",
    syntax="xml",
)
