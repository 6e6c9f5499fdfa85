# ruff: noqa: E501
"""Family b: a fishing fleet's office at Munambam harbour (Kerala, India), Malayalam."""

from __future__ import annotations

import json

from fiftyfirst_spec import Fam

F = Fam(
    "vallam_munambam_malayalam",
    ("munambamfish", "chakaraboats"),
    "in",
    (
        ("അനിൽ", "Anil"),
        ("ബിജു", "Biju"),
        ("ഷീബ", "Sheeba"),
        ("ജോസഫ്", "Joseph"),
        ("സുനിത", "Sunitha"),
        ("റഫീഖ്", "Rafeeq"),
    ),
    (
        ("വർഗീസ്", "Varghese"),
        ("കുര്യൻ", "Kurian"),
        ("നായർ", "Nair"),
        ("തോമസ്", "Thomas"),
        ("പിള്ള", "Pillai"),
    ),
    (
        "mathi",
        "ayala",
        "chakara",
        "vallam",
        "munambam",
        "kayal",
        "thira",
        "kadal",
        "neythal",
        "valakkar",
    ),
    ("kuttan", "appu", "manikuttan", "chinnu"),
    "91",
)

F.reg(
    "vallam_malayalam_whatsapp_ios_password_boat_gps",
    ("WhatsApp/Chat_<<fa>>_<<id>>.txt", "exports/ബോട്ട്_ഗ്രൂപ്പ്_<<date>>.txt"),
    """[<<dmys>>, <<time>>:<<sec>>] <<first>>: ബോട്ട് GPS ആപ്പ് ലോഗിൻ ചെയ്യാൻ പറ്റുന്നില്ല
[<<dmys>>, <<time>>:<<sec>>] <<first2>>: യൂസർ <<user>>
[<<dmys>>, <<time>>:<<sec>>] <<first2>>: പാസ്‌വേഡ് <<cred>>
[<<dmys>>, <<time2>>:<<sec>>] <<first>>: കിട്ടി 👍 താങ്ക്സ്
[<<dmys>>, <<time2>>:<<sec>>] <<first2>>: ഈ മെസ്സേജ് ഡിലീറ്റ് ചെയ്തോളൂ
""",
    "human",
    syntax="",
)

F.reg(
    "vallam_fish_auction_tally_php_config",
    ("htdocs/lelam/config_<<nn>>.php", "var/www/<<org>>/inc/db<<n>>.php"),
    """<?php
// ലേലം (auction) tally - harbour office
define('DB_HOST', 'localhost');
define('DB_USER', 'lelam');
define('DB_PASS', '<<cred>>');
define('DB_NAME', 'lelam_<<year>>');
date_default_timezone_set('Asia/Kolkata');
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "vallam_vessel_tracker_marinetraffic_api_python",
    ("scripts/boat_positions_<<nn>>.py", "office/tracker/mt_fetch_<<id>>.py"),
    """import csv

import requests

MT_API_KEY = "<<cred>>"  # MarineTraffic PS06, paid by <<first>>
FLEET = [41900<<nnn>>, 41900<<nn>>1, 41900<<nn>>7]


def positions():
    url = f"https://services.marinetraffic.com/api/exportvessel/v:5/{MT_API_KEY}/timespan:20/protocol:jsono"
    return requests.get(url, timeout=30).json()


with open("positions.csv", "a", newline="") as fh:
    w = csv.writer(fh)
    for row in positions():
        if int(row["MMSI"]) in FLEET:
            w.writerow([row["MMSI"], row["LAT"], row["LON"], row["TIMESTAMP"]])
""",
    "hex:40",
)


def _ice_plant(s):
    return (
        json.dumps(
            {
                "device": f"iceplant-{s['nn']}",
                "wifi": {"ssid": "ICEPLANT", "security": "wpa2"},
                "mqtt": {
                    "host": s["host"],
                    "port": 1883,
                    "username": "iceplant",
                    "password": s["cred"],
                    "topic": "harbour/iceplant/temp",
                },
                "sensors": [{"id": "t1", "type": "ds18b20", "alarm_above": -12}],
            },
            indent=2,
            ensure_ascii=False,
        )
        + "\n"
    )


F.reg(
    "vallam_ice_plant_logger_mqtt_json",
    ("iceplant/config_<<nn>>.json", "data/logger-<<id>>.json"),
    _ice_plant,
    "pw_json",
)

F.reg(
    "vallam_gst_portal_email_manglish",
    ("Mail/gst_<<id>>.eml", "mail/<<fa>>/INBOX/<<epoch>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: GST portal login - <<orgu>>
Date: <<dmy>> <<time>> +0530
Content-Type: text/plain; charset=UTF-8

Hi <<first2>>,

GST return file cheyyan vendi login details ayakkunnu. ഈ മാസം 20ന് മുമ്പ് ചെയ്യണം.

GSTIN: 32AAB<<id>>Z1
Username: <<user>>_gst
Password: <<cred>>

OTP varunnathu <<first>>-inte phone-ilekku aanu, vilichal mathi.

Regards
<<name>>
""",
    "human",
    syntax="",
)

F.reg(
    "vallam_office_logins_csv_malayalam_headers",
    ("Documents/ലോഗിനുകൾ_<<year>>.csv", "office/logins_<<id>>.csv"),
    """സൈറ്റ്,യൂസർ,പാസ്‌വേഡ്,കുറിപ്പ്
Matsyafed,<<user>>,<<cred>>,ലേലം രജിസ്ട്രേഷൻ
KSEB,<<nn>>1<<id>>,********,ബിൽ
Boat GPS,<<user>>,see <<first>>,
""",
    "human",
    syntax="",
)

F.reg(
    "vallam_office_openwrt_uci_wireless",
    ("router/etc/config/wireless_<<date>>", "backup-<<org>>-<<id>>/etc/config/wireless"),
    """
config wifi-device 'radio0'
\toption type 'mac80211'
\toption path 'platform/ahb/18100000.wmac'
\toption channel '6'
\toption htmode 'HT20'
\toption country 'IN'

config wifi-iface 'default_radio0'
\toption device 'radio0'
\toption network 'lan'
\toption mode 'ap'
\toption ssid '<<orgu>>_OFFICE'
\toption encryption 'psk2'
\toption key '<<cred>>'
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "vallam_sms_backup_restore_xml_matsyafed",
    ("SMSBackupRestore/sms-<<date>>.xml", "phone/backup/sms-<<id>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ms>>" type="full">
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="1" subject="null" body="ചേട്ടാ ലേലം സൈറ്റ് പാസ്‌വേഡ് മാറ്റി. പുതിയത്: <<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="<<dmy>> <<time>>" contact_name="<<first>>" />
  <sms protocol="0" address="<<phone>>" date="<<ms>>" type="2" subject="null" body="ok" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" readable_date="<<dmy>> <<time2>>" contact_name="<<first>>" />
</smses>
""",
    "human_x",
)
