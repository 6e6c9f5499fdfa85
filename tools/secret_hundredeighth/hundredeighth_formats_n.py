# ruff: noqa: E501
"""Family n: a surf school at Arugam Bay (Sri Lanka): Sinhala, Tamil, English."""

from __future__ import annotations

import json

from hundredeighth_spec import Fam, hexs, prov

F = Fam(
    name="arugam_sinhala_surf_school",
    prefix="arugam",
    orgs=("arugamwave",),
    tld="lk",
    first=(
        ("කසුන්", "kasun"),
        ("නදීෂා", "nadeesha"),
        ("ප්‍රියන්ත", "priyantha"),
        ("දිල්හානි", "dilhani"),
        ("ருவன்", "ruwan"),
        ("கீதா", "geetha"),
        ("චමින්ද", "chaminda"),
        ("இர்பான்", "irfan"),
    ),
    last=(
        ("පෙරේරා", "perera"),
        ("සිල්වා", "silva"),
        ("ප්‍රනාන්දු", "fernando"),
        ("ராஜா", "raja"),
        ("ජයසූරිය", "jayasuriya"),
        ("විජේසිංහ", "wijesinghe"),
    ),
    words=(
        "arugam",
        "pottuvil",
        "whiskey",
        "peanutfarm",
        "elephantrock",
        "kottu",
        "hoppers",
        "kiribath",
        "ayubowan",
        "lanka",
        "colombo",
        "kandy",
        "galle",
        "tuktuk",
        "kurunegala",
        "surfpoint",
        "rala",
        "muhuda",
        "vanakkam",
        "kadal",
        "ella",
    ),
    pets=("rex", "bruno", "lassie", "kalu", "suddi", "tommy"),
    cc="94",
    town="Pottuvil",
)

F.reg(
    "sinhala_whatsapp_murapadaya_booking",
    ("phone/WhatsApp Chat with <<fa>>.txt", "exports/wa/surf-<<date>>-<<fa>>.txt"),
    """<<dmy>>, <<hh>>:<<mm>> - <<fn2>>: අයියේ, booking site එකේ මුරපදය මොකක්ද? ලොග් වෙන්න බෑ
<<dmy>>, <<hh>>:<<mm2>> - <<fn>> <<ln>>: username <<user>>
<<dmy>>, <<hh>>:<<mm2>> - <<fn>> <<ln>>: මුරපදය <<cred>>
<<dmy>>, <<hh>>:<<mm2>> - <<fn2>>: ස්තූතියි! හෙට උදේ 6ට Baby Point lesson 8ක්
""",
    "human",
)

F.reg(
    "payhere_merchant_secret_php",
    ("www/<<org>>-<<nn>>/payhere/config.php", "site/<<org>>/lessons/payhere_<<fa>>.php"),
    """<?php
// PayHere checkout for surf lessons and board rental
define('PAYHERE_MERCHANT_ID', '12<<nn>>31');
define('PAYHERE_MERCHANT_SECRET', '<<cred>>');
define('PAYHERE_NOTIFY_URL', 'https://<<dom>>/payhere/notify.php');
define('PAYHERE_CURRENCY', 'LKR');
""",
    "b64:36",
    syntax="",
)


def _obs(s: dict) -> str:
    return (
        json.dumps(
            {
                "type": "rtmp_common",
                "settings": {
                    "bwtest": False,
                    "key": s["cred"],
                    "server": "rtmp://a.rtmp.youtube.com/live2",
                    "service": "YouTube - RTMPS",
                },
            },
            indent=4,
        )
        + "\n"
    )


F.reg(
    "surf_cam_obs_service_json",
    (
        "obs/<<org>>-<<nn>>/basic/profiles/SurfCam/service.json",
        "home/<<fa>>/.config/obs-studio/basic/profiles/MainPoint/service.json",
    ),
    _obs,
    "p:youtube_stream",
)

F.reg(
    "tamil_sms_backup_kadavuchol",
    ("phone/sms-<<date>>.xml", "backup/SMSBackupRestore/sms-<<fa>>-<<nn>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2">
  <sms protocol="0" address="<<phone2>>" date="1735689000000" type="1" body="அண்ணா, கடை wifi கடவுச்சொல் என்ன?" read="1" contact_name="<<fn2>>" />
  <sms protocol="0" address="<<phone2>>" date="1735689200000" type="2" body="கடவுச்சொல்: <<cred>>" read="1" contact_name="<<fn2>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "board_rental_apps_script_sheets",
    ("apps-script/<<org>>-rentals-<<nn>>.gs", "drive/scripts/boards_<<fa>>.gs"),
    """// Board rental sheet -> tide + swell check every morning
const STORMGLASS_KEY = "<<sg>>";
const MAPS_KEY = "<<cred>>";

function morningCheck() {
  const sheet = SpreadsheetApp.getActive().getSheetByName("Rentals");
  const url = "https://maps.googleapis.com/maps/api/geocode/json?address=Arugam+Bay&key=" + MAPS_KEY;
  const res = UrlFetchApp.fetch(url);
  sheet.getRange("H1").setValue(JSON.parse(res.getContentText()).status);
}
""",
    "p:google",
    syntax="",
    extra=lambda rng, s: {"sg": hexs(rng, 36)},
)

F.reg(
    "checkfront_api_dotenv",
    ("web/<<org>>-<<nn>>/.env", "srv/<<org>>/booking-<<fa>>/.env"),
    """CHECKFRONT_HOST=<<org>>.checkfront.com
CHECKFRONT_API_KEY=<<ck>>
CHECKFRONT_API_SECRET=<<cred>>
TIMEZONE=Asia/Colombo
""",
    "hex:64",
    syntax="",
    extra=lambda rng, s: {"ck": hexs(rng, 40)},
)

F.reg(
    "instructors_handover_note_txt",
    ("shared/handover-<<date>>.txt", "notes/<<fa>>-handover-<<nn>>.txt"),
    """Handover <<dmy>> - <<fn>> -> <<fn2>>
* 3 soft-tops need wax, leash on 7ft broken
* Tuk-tuk driver paid until Friday
* Lesson tablet PIN changed, Bokun app login on it:
<<cred>>
* Main Point too big tomorrow, take beginners to Baby Point
""",
    "human_x",
    syntax="",
)

F.reg(
    "guesthouse_4g_router_xml",
    ("router/<<org>>-b535-<<nn>>.xml", "backup/huawei-<<date>>/config.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<config>
  <WlanBasic><WifiSsid><<orgc>>_Surf</WifiSsid><WifiAuthmode>WPA2-PSK</WifiAuthmode><WifiWpapsk><<wifi>></WifiWpapsk></WlanBasic>
  <WebUI><Username>admin</Username><Password><<cred>></Password></WebUI>
  <Dialup><Profile>Dialog 4G</Profile><APN>dialogbb</APN></Dialup>
</config>
""",
    "pw_xml",
    extra=lambda rng, s: {"wifi": "ayubowan" + str(rng.randint(100, 999))},
)

_ = prov
