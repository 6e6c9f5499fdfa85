# ruff: noqa: E501
"""Family c: a Muay Thai gym and fight camp in Bangkok (Thai)."""

from __future__ import annotations

from thirtyeighth_spec import human, jwt, reg

FAM = "muaythai_nakmuay_bangkok"
ORGS = ("kaewsamrit-muay",)
W = ("muaythai", "nakmuay", "sawasdee", "chaiyo", "sukhumvit", "lumpinee", "ratchadamnoen",
     "kru", "wai", "khru", "mongkol", "prajioud", "teep", "khao", "sok", "buakaw", "saiyok",
     "chok", "namtan", "mali")  # fmt: skip

reg(
    FAM,
    "muaythai_line_chat_rahat_reply_only",
    ("LINE/[LINE] แชทกับ ครูเอก <<n>>.txt", "line_backup/ทีมงานค่ายมวย_<<date>>.txt"),
    """[LINE] ประวัติการแชทใน ทีมงานค่ายมวย
บันทึกเมื่อ: <<dslash>> <<time>>

<<dslash>>
<<time>>\tพี่นก (แอดมิน)\tครูเอกครับ รหัสเข้าเพจค่ายคืออะไรครับ จะโพสต์ไฟต์คืนวันเสาร์
<<time>>\tครูเอก\tเดี๋ยวส่งให้
<<time2>>\tครูเอก\t<<cred>>
<<time2>>\tพี่นก (แอดมิน)\tได้แล้วครับ ขอบคุณครับ 🙏
<<time2>>\tครูเอก\tอย่าลืมให้นักมวยชั่งน้ำหนักก่อนเที่ยงนะ
""",
    lambda r: human(r, W),
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "muaythai_weighin_line_notify_python",
    ("scripts/weighin_notify.py", "camp-tools/notify_<<n>>.py"),
    '''"""แจ้งผลชั่งน้ำหนักนักมวยเข้ากลุ่ม LINE ของค่าย"""

import csv
import sys

import requests

LINE_NOTIFY_TOKEN = "<<cred>>"


def notify(msg: str) -> None:
    requests.post(
        "https://notify-api.line.me/api/notify",
        headers={"Authorization": f"Bearer {LINE_NOTIFY_TOKEN}"},
        data={"message": msg},
        timeout=10,
    )


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8") as fh:
        for row in csv.DictReader(fh):
            kg = float(row["kg"])
            limit = float(row["limit"])
            status = "ผ่าน ✅" if kg <= limit else f"เกิน {kg - limit:.1f} กก. ❌"
            notify(f"{row['name']} {kg} กก. ({status})")
''',
    "p:line_notify",
    orgs=ORGS,
)

reg(
    FAM,
    "muaythai_membership_omise_rails_initializer",
    ("config/initializers/omise.rb", "camp-site-<<n>>/config/initializers/omise.rb"),
    """# ค่าสมาชิกรายเดือน / คอร์สเทรนนิ่งสำหรับชาวต่างชาติ
require "omise"

Omise.public_api_key = "pkey_<<id>>5q<<hex8>>"
Omise.secret_api_key = "<<cred>>"
Omise.api_version = "2019-05-29"

Rails.application.config.x.training_packages = {
  drop_in: 500_00,
  week: 2_800_00,
  month: 9_500_00,
}
""",
    "p:omise",
    orgs=ORGS,
)

reg(
    FAM,
    "muaythai_class_booking_compose_mysql_root",
    ("booking/docker-compose.yml", "deploy/camp-booking-<<n>>/compose.yaml"),
    """services:
  db:
    image: mariadb:10.11
    restart: unless-stopped
    environment:
      MARIADB_ROOT_PASSWORD: "<<cred>>"
      MARIADB_DATABASE: booking
      MARIADB_USER: booking
      MARIADB_PASSWORD: "<<other>>"
    volumes:
      - ./data/mysql:/var/lib/mysql
  web:
    image: ghcr.io/<<org>>/class-booking:<<year>>.<<n>>
    depends_on: [db]
    ports: ["8080:80"]
    environment:
      DB_HOST: db
      TZ: Asia/Bangkok
""",
    "pw_dq",
    extra=lambda r, s: {"other": human(r, W, "#*._")},
    orgs=ORGS,
)

reg(
    FAM,
    "muaythai_fightnight_ffmpeg_facebook_live_key",
    ("stream/fightnight.sh", "home/<<user>>/live_lumpinee_<<n>>.sh"),
    """#!/bin/sh
# ถ่ายทอดสดไฟต์คืนวันเสาร์จากเวทีค่าย ขึ้นเพจ Facebook
CAM=rtsp://<<ip>>:554/Streaming/Channels/101
ffmpeg -rtsp_transport tcp -i "$CAM" \\
  -c:v libx264 -preset veryfast -b:v 4500k -maxrate 4500k -bufsize 9000k -g 60 \\
  -c:a aac -b:a 128k -ar 44100 \\
  -f flv "rtmps://live-api-s.facebook.com:443/rtmp/<<cred>>"
""",
    "p:fb_stream",
    orgs=ORGS,
)

reg(
    FAM,
    "muaythai_gym_router_mikrotik_rsc_export",
    ("backup/router-camp-<<date>>.rsc", "mikrotik/export_<<n>>.rsc"),
    """# <<date>> 19:02:11 by RouterOS 7.14.2
# software id = <<id>>
#
/interface wireless security-profiles
set [ find default=yes ] supplicant-identity=MikroTik
add authentication-types=wpa2-psk mode=dynamic-keys name=nakmuay \\
    supplicant-identity="" wpa2-pre-shared-key=<<wifi>>
/ip pool
add name=dhcp ranges=192.168.88.10-192.168.88.254
/user
add group=full name=kru_<<first>> password=<<cred>>
/system identity
set name=<<org>>-gw
""",
    "pw_bare",
    syntax="",
    extra=lambda r, s: {"wifi": human(r, W, "_.")},
    orgs=ORGS,
)

reg(
    FAM,
    "muaythai_fighter_roster_tsv_thai_headers",
    ("เอกสาร/รายชื่อนักมวย_<<year>>.tsv", "export/fighters_<<n>>.tsv"),
    """ชื่อ\tชื่อเวที\tรุ่น\tอีเมลแอปฝึก\tรหัสผ่าน\tหมายเหตุ
สมชาย ใจดี\tเพชรสมชาย <<orgt>>\tฟลายเวท\tsomchai@<<dom>>\t<<o1>>\t
ณัฐพล ทองคำ\tณัฐพล ศิษย์ครูเอก\tแบนตัมเวท\tnatthaphon@<<dom>>\t<<cred>>\tเปลี่ยนแล้ว
<<firstc>> <<lastc>>\t<<firstc>> Farang Gym\tไลท์เวท\t<<email>>\t<<o2>>\tนักมวยต่างชาติ
""",
    lambda r: human(r, W, "!#*._"),
    syntax="",
    extra=lambda r, s: {"o1": human(r, W, "!#*._"), "o2": human(r, W, "!#*._")},
    orgs=ORGS,
)


def _supabase(rng, s):
    tok = jwt(rng, {"iss": "supabase", "ref": str(s["id"]) + "abcdefghij", "role": "service_role",
                    "iat": int(s["epoch"]) - 86400 * 30, "exp": int(s["epoch"]) + 10**8})  # fmt: skip
    return {"cred": tok}


reg(
    FAM,
    "muaythai_weighin_app_kotlin_supabase_service_role",
    (
        "app/src/main/java/th/camp/weighin/SupabaseConfig.kt",
        "android-<<n>>/app/src/main/kotlin/Config.kt",
    ),
    """package th.camp.weighin

import io.github.jan.supabase.createSupabaseClient
import io.github.jan.supabase.postgrest.Postgrest

object SupabaseConfig {
    const val URL = "https://<<id>>abcdefghij.supabase.co"
    // ใช้ service role ชั่วคราวเพราะ RLS ยังไม่เสร็จ
    const val KEY = "<<cred>>"

    val client = createSupabaseClient(supabaseUrl = URL, supabaseKey = KEY) {
        install(Postgrest)
    }
}
""",
    "an:10",
    syntax="",
    extra=_supabase,
    orgs=ORGS,
)
