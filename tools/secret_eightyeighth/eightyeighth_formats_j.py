# ruff: noqa: E501
"""Family j: a birdwatcher with a nest-box camera near Nakuru, Kenya (Swahili / English):
motionEye, the eBird API, WhatsApp in Swahili, M-Pesa Daraja for the bird club, a YouTube
live stream unit, a Raspberry Pi custom.toml, a Telegram alert bot and a Tapo camera in
Home Assistant."""

from __future__ import annotations

import random

from eightyeighth_spec import NDEGE as F
from eightyeighth_spec import Slots, alnum, hexs, pick


def _nest(rng: random.Random, s: Slots) -> None:
    s["bird"] = pick(rng, ("sunbird", "weaver", "hornbill", "robin-chat", "kingfisher", "barbet"))
    s["ndege"] = pick(rng, ("kwenda", "mnandi", "hondohondo", "kurumbiza", "mdiria"))
    s["cam"] = str(rng.randint(1, 4))
    s["ssid"] = pick(rng, ("Safaricom-Home-", "Zuku-", "Faiba4G-")) + alnum(
        rng, 4, "0123456789ABCDEF"
    )


F.reg(
    "ndege_motioneye_camera_conf_upload_password",
    ("etc/motioneye/camera-<<cam>>.conf", "motioneye-backup-<<ymd>>/camera-<<cam>>.conf"),
    """# @enabled on
# @id <<cam>>
# @storage_device custom-path
# @network_server
# @network_share_name
# @upload_enabled on
# @upload_picture on
# @upload_movie on
# @upload_service ftp
# @upload_server ftp.<<dom>>
# @upload_port 21
# @upload_method post
# @upload_location /kiota/<<bird>>
# @upload_subfolders on
# @upload_username <<user>>
# @upload_password <<cred>>
# @clean_cloud_enabled off
# @webcam_resolution 100
# @webcam_server_resize off
# @motion_detection on

netcam_url rtsp://<<lip>>:554/unicast
camera_name Kiota <<bird>> <<cam>>
target_dir /var/lib/motioneye/Camera<<cam>>
width 1280
height 720
framerate 10
""",
    cred="human_x",
    syntax="",
    extra=_nest,
)


F.reg(
    "ndege_ebird_api_python_recent_observations",
    ("birding/ebird_nakuru.py", "home/<<user>>/ndege/recent_<<n>>.py"),
    '''"""Orodha ya ndege walioonekana karibu na Ziwa Nakuru (eBird API 2.0)."""

import requests

EBIRD_TOKEN = "<<cred>>"
HOTSPOT = "L<<loc>>"


def recent(days: int = 7) -> list[dict]:
    r = requests.get(
        f"https://api.ebird.org/v2/data/obs/{HOTSPOT}/recent",
        headers={"X-eBirdApiToken": EBIRD_TOKEN},
        params={"back": days},
        timeout=15,
    )
    r.raise_for_status()
    return r.json()


for obs in recent():
    print(obs["comName"], obs["howMany"] if "howMany" in obs else "X")
''',
    cred="p:ebird",
    syntax="py",
    extra=lambda rng, s: (_nest(rng, s), s.update(loc=str(rng.randint(100000, 9999999)))),
)


def _wa(s: Slots) -> str:
    d = s["dmy"]
    return f"""{d}, {s["time"]} - {s["name2"]}: Habari! Kamera ya kiota cha {s["bird"]} imezima tena, naweza kuingia YouTube Studio kuangalia?
{d}, {s["time"]} - {s["name"]}: Sawa. Email ni {s["email2"]}
{d}, {s["time2"]} - {s["name"]}: Nenosiri: {s["cred"]}
{d}, {s["time2"]} - {s["name2"]}: Asante sana 🐦
{d}, {s["time2"]} - {s["name"]}: Usibadilishe chochote kwenye live stream tafadhali
"""


F.reg(
    "ndege_whatsapp_swahili_nenosiri_youtube_studio",
    ("WhatsApp/WhatsApp Chat with <<fa2>>.txt", "Documents/kiota_chat_<<ymd>>.txt"),
    _wa,
    cred="human",
    syntax="",
    extra=_nest,
)


F.reg(
    "ndege_mpesa_daraja_env_bird_club_donations",
    ("birdclub-donations/.env", "home/<<user>>/klabu-ya-ndege/.env"),
    """# Michango ya klabu ya ndege - M-Pesa Daraja (STK push)
MPESA_ENV=production
MPESA_CONSUMER_KEY=<<ck>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_SHORTCODE=<<sc>>
MPESA_PASSKEY=<<pk>>
MPESA_CALLBACK_URL=https://<<dom>>/mpesa/callback
""",
    cred="p:mpesa_secret",
    syntax="",
    extra=lambda rng, s: s.update(
        ck=alnum(rng, 48), sc=str(rng.randint(100000, 999999)), pk=hexs(rng, 64)
    ),
)


F.reg(
    "ndege_systemd_nestbox_youtube_live_ffmpeg_unit",
    ("etc/systemd/system/kiota-live.service", "home/pi/kiota/kiota-live-<<cam>>.service"),
    """[Unit]
Description=Kiota cam <<cam>> - <<bird>> live kwenye YouTube
After=network-online.target

[Service]
User=pi
ExecStart=/usr/bin/ffmpeg -f v4l2 -input_format h264 -video_size 1280x720 -framerate 15 -i /dev/video0 -f lavfi -i anullsrc -c:v copy -c:a aac -f flv rtmp://a.rtmp.youtube.com/live2/<<cred>>
Restart=always
RestartSec=30

[Install]
WantedBy=multi-user.target
""",
    cred="p:youtube_stream",
    syntax="",
    extra=_nest,
)


F.reg(
    "ndege_raspberry_pi_custom_toml_user_wlan_password",
    ("bootfs/custom.toml", "kiota-sd-<<cam>>/boot/firmware/custom.toml"),
    """# Raspberry Pi first-boot configuration - kamera ya kiota <<cam>>
config_version = 1

[system]
hostname = "kiota<<cam>>"

[user]
name = "<<user>>"
password = "<<cred>>"
password_encrypted = false

[ssh]
enabled = true
password_authentication = true

[wlan]
ssid = "<<ssid>>"
password = "<<wifi>>"
password_encrypted = false
hidden = false
country = "KE"

[locale]
keymap = "us"
timezone = "Africa/Nairobi"
""",
    cred="human_x",
    syntax="toml",
    extra=lambda rng, s: (_nest(rng, s), s.update(wifi=alnum(rng, 12))),
)


F.reg(
    "ndege_telegram_bot_motion_alert_python",
    ("home/pi/kiota/alert_bot.py", "ndege/telegram_<<bird>>.py"),
    '''"""Tuma picha kwenye Telegram kila motion inapogunduliwa kwenye kiota."""

import sys

import requests

BOT_TOKEN = "<<cred>>"
CHAT_ID = -100<<chat>>

photo = sys.argv[1]
with open(photo, "rb") as f:
    requests.post(
        f"https://api.telegram.org/bot{BOT_TOKEN}/sendPhoto",
        data={"chat_id": CHAT_ID, "caption": "Ndege ameingia kiotani! (<<bird>>)"},
        files={"photo": f},
        timeout=20,
    )
''',
    cred="p:telegram_bot",
    syntax="py",
    extra=lambda rng, s: (_nest(rng, s), s.update(chat=str(rng.randint(10**9, 10**10)))),
)


F.reg(
    "ndege_home_assistant_tapo_generic_camera_rtsp",
    ("homeassistant/configuration.yaml", "config/packages/kiota_cam<<cam>>.yaml"),
    """# Kamera ya Tapo C200 juu ya kiota cha <<bird>>
camera:
  - platform: generic
    name: Kiota <<cam>>
    still_image_url: http://<<lip>>/snapshot.jpg
    stream_source: rtsp://kiota<<cam>>:<<cred>>@<<lip>>:554/stream1
    verify_ssl: false

sensor:
  - platform: template
    sensors:
      kiota_status:
        friendly_name: "Hali ya kiota"
        value_template: "{{ states('binary_sensor.kiota_motion') }}"
""",
    cred="pw_url",
    extra=_nest,
)
