"""Family o: the AV team of a Bangkok conference hotel, Thailand (Thai)."""

from __future__ import annotations

from hundredtwentyfifth_spec import Fam, gen, jdump

F = Fam(
    name="avcrew_conference_hotel_thailand",
    orgs=("siamlumina",),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("นภัสสร", "naphatsorn"),
        ("ธนากร", "thanakorn"),
        ("พิมพ์ชนก", "pimchanok"),
        ("วีระ", "weera"),
        ("กมลชนก", "kamonchanok"),
        ("อนุชา", "anucha"),
        ("ศิริพร", "siriporn"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("วงศ์ใหญ่", "wongyai"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("จันทร์เพ็ญ", "chanpen"),
        ("สุขสวัสดิ์", "suksawat"),
    ),
    words=(
        "sawasdee",
        "krungthep",
        "chaophraya",
        "siam",
        "sabai",
        "tomyum",
        "somtam",
        "pattaya",
        "chiangmai",
        "songkran",
        "muaythai",
        "mekong",
        "phuket",
        "sukhumvit",
        "ratchada",
        "chang",
        "lumpini",
        "sanook",
    ),
    pets=("mali", "tongdee", "mochi", "khaotom", "moo", "nong", "kati"),
    cc="66",
    city="กรุงเทพฯ",
)

F.reg(
    "avcrew_thai_line_group_rahat_phan",
    ("LINE/[LINE] AV Team <<n>>.txt", "backup/<<fa>>/line_av.txt"),
    """[LINE] ประวัติการแชทในกลุ่ม AV Team Ballroom
บันทึกเมื่อ: <<year>>/<<mo>>/<<dd>> <<time>>

<<year>>/<<mo>>/<<dd>>(อ.)
<<time>>\t<<fn>>\tพรุ่งนี้งานสัมมนาที่ Grand Ballroom ใครจำรหัสผ่านเครื่อง Q-SYS ได้บ้าง
<<time2>>\t<<fn2>>\tuser: admin
<<time2>>\t<<fn2>>\tรหัสผ่าน <<cred>>
<<time2>>\t<<fn>>\tขอบคุณครับ 🙏
""",
    cred="human",
)


def _crestron(s):
    return jdump(
        {
            "venue": "Grand Ballroom",
            "processor": {
                "model": "CP4N",
                "host": s["lan"],
                "username": "admin",
                "password": s["cred"],
            },
            "rooms": [
                {"name": "Ballroom A", "projector": "Epson EB-PU2220B", "ip": s["ip"]},
                {"name": "Ballroom B", "projector": "Epson EB-PU2220B", "ip": s["ip"]},
            ],
        }
    )


F.reg(
    "avcrew_crestron_processor_config_json",
    ("crestron/ballroom_<<n>>.json", "av/<<fa>>/cp4n_config.json"),
    _crestron,
    cred="pw_json",
)

F.reg(
    "avcrew_zoom_rooms_s2s_oauth_env",
    ("zoom-rooms-monitor/.env", "tools/<<fa>>/zoom_<<n>>.env"),
    """# Zoom Rooms monitor for the meeting rooms on floor 3 (Server-to-Server OAuth app)
ZOOM_ACCOUNT_ID=<<acct>>
ZOOM_CLIENT_ID=<<cid>>
ZOOM_CLIENT_SECRET=<<cred>>
ALERT_LINE_NOTIFY=1
""",
    cred="p:zoom",
    syntax="",
    extra=lambda rng, s: {"acct": gen(rng, "alnum:22"), "cid": gen(rng, "alnum:22")},
)


def _obs(s):
    return jdump(
        {
            "alerts_enabled": False,
            "auth_required": True,
            "first_load": False,
            "server_enabled": True,
            "server_password": s["cred"],
            "server_port": 4455,
        }
    )


F.reg(
    "avcrew_obs_websocket_plugin_config_json",
    (
        "obs-studio/plugin_config/obs-websocket/config_<<n>>.json",
        "streaming-pc/<<fa>>/obs-websocket/config.json",
    ),
    _obs,
    cred="alnum:16",
)

F.reg(
    "avcrew_clickshare_base_units_csv",
    ("inventory/clickshare_<<date>>.csv", "av/<<fa>>/clickshare_<<n>>.csv"),
    """ห้อง,Base unit,IP,Admin password
Meeting Room Chao Phraya,C-10,<<lan>>,<<cred>>
Meeting Room Mekong,C-10,<<ip>>,ตั้งค่าจากโรงงาน
""",
    cred="human",
)

F.reg(
    "avcrew_xibo_cms_docker_config_env",
    ("xibo/config_<<n>>.env", "signage/<<fa>>/config.env"),
    """## Xibo CMS - digital signage in the foyer and outside each ballroom
MYSQL_HOST=cms-db
MYSQL_USER=cms
MYSQL_PASSWORD=<<cred>>
MYSQL_DATABASE=cms
CMS_SERVER_NAME=signage.<<dom>>
CMS_USE_MEMCACHED=true
""",
    cred="pw",
    syntax="",
)

F.reg(
    "avcrew_ptz_camera_http_digest_python",
    ("ptz/presets_<<n>>.py", "scripts/<<fa>>/ptz_ballroom.py"),
    '''"""Recall PTZ presets before each session (lectern, panel, wide)."""

import requests
from requests.auth import HTTPDigestAuth

CAM = "http://<<lan>>"
AUTH = HTTPDigestAuth("admin", "<<cred>>")


def recall(preset: int) -> None:
    requests.get(f"{CAM}/cgi-bin/ptzctrl.cgi?ptzcmd&poscall&{preset}", auth=AUTH, timeout=5)
''',
    cred="pw_dq",
)

F.reg(
    "avcrew_thai_email_rahat_ballroom",
    ("mail/<<fa>>/<<date>>_ballroom.eml", "outlook/<<org>>/av_<<n>>.eml"),
    """From: <<fac>> <<lac>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?4Lij4Lir4Lix4Liq4Lic4LmI4Liy4LiZ?= Ballroom
Date: <<dd>> Sep <<year>> <<time>>:00 +0700
Content-Type: text/plain; charset=utf-8

สวัสดีครับ คุณ<<fn2>>

สำหรับงานประชุมวันพรุ่งนี้ เครื่องมิกเซอร์ดิจิทัลใน Ballroom ต้องล็อกอินด้วยบัญชีช่าง
ชื่อผู้ใช้: <<user>>
รหัสผ่าน: <<cred>>

ขอบคุณครับ
<<fn>>
""",
    cred="human",
)
