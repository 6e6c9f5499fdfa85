# ruff: noqa: E501
"""Family p: the juristic person office (นิติบุคคล) of a Bangkok condominium, Thai."""

from __future__ import annotations

from sixtyfifth_spec import Fam, people_rows

F = Fam(
    "nitibukkhon_condo_bangkok",
    orgs=("baansuanwatthana", "ratchadaresidence", "thonglorplace"),
    tld="co.th",
    first=(
        "somchai|สมชาย",
        "suda|สุดา",
        "anan|อนันต์",
        "malee|มาลี",
        "prasert|ประเสริฐ",
        "wilai|วิไล",
        "kittisak|กิตติศักดิ์",
        "nattaya|ณัฐยา",
    ),
    last=(
        "saetang|แซ่ตั้ง",
        "srisuk|ศรีสุข",
        "wongsawat|วงศ์สวัสดิ์",
        "chaiyaporn|ชัยพร",
        "boonmee|บุญมี",
        "rattanakul|รัตนกุล",
    ),
    words=(
        "chaopraya",
        "sukhumvit",
        "tomyum",
        "mamuang",
        "chang",
        "sabai",
        "sanuk",
        "krathong",
        "songkran",
        "kluay",
        "mali",
        "ratchada",
        "thonglor",
        "somtam",
        "khaoniao",
        "dokmai",
    ),
    cc="+66",
    city="กรุงเทพฯ",
)

F.reg(
    "nitibuk_line_chat_export_rahat_wifi",
    ("LINE/[LINE] แชทกับ นิติบุคคล <<org>>.txt", "Downloads/[LINE] <<org>>_<<n>>.txt"),
    """[LINE] ประวัติการแชทใน นิติบุคคล <<org>>
วันที่บันทึก: <<dmys>> <<m6>>

<<dmys>>(ส.)
<<m1>>	<<first_l>> (นิติ)	แจ้งลูกบ้านทุกท่าน ไวไฟห้องฟิตเนสเปลี่ยนรหัสผ่านแล้วนะคะ
<<m2>>	<<first_l>> (นิติ)	ชื่อ <<ssid>>
<<m2>>	<<first_l>> (นิติ)	รหัส <<cred>>
<<m3>>	<<f2_l>> ห้อง <<unit>>	ขอบคุณครับ 🙏
<<m4>>	<<f2_l>> ห้อง <<unit>>	สระว่ายน้ำเปิดกี่โมงครับพรุ่งนี้
<<m5>>	<<first_l>> (นิติ)	7 โมงเช้าค่ะ
""",
    cred="human",
)

F.reg(
    "nitibuk_line_notify_parcel_token_python",
    ("pi/parcel/notify.py", "home/<<user>>/<<org>>/line_parcel_<<y>>.py"),
    '''"""Lobby parcel shelf: the guard scans the room number and the resident gets a LINE message."""

import requests

LINE_TOKEN = "<<cred>>"


def notify(room: str, carrier: str) -> None:
    requests.post(
        "https://notify-api.line.me/api/notify",
        headers={"Authorization": f"Bearer {LINE_TOKEN}"},
        data={"message": f"📦 ห้อง {room}: มีพัสดุจาก {carrier} ที่ล็อบบี้ค่ะ"},
        timeout=10,
    )


if __name__ == "__main__":
    import sys

    notify(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else "Kerry")
''',
    cred="p:line_notify",
)

F.reg(
    "nitibuk_omise_common_fee_ruby",
    ("condo-fee/config/initializers/omise.rb", "<<org>>-app/config/initializers/omise_<<n>>.rb"),
    """# Common-area fee (ค่าส่วนกลาง) payments by card and PromptPay
require "omise"

Omise.public_api_key = "pkey_<<pk>>"
Omise.secret_api_key = "<<cred>>"
Omise.api_version = "2019-05-29"
""",
    cred="p:omise",
    extra=lambda rng, s: {"pk": F.draw(rng, "lowal:19")},
    syntax="",
)

F.reg(
    "nitibuk_email_thai_rahat_phan_khiangkhan",
    ("Mail/กล่องขาเข้า/บัญชีระบบนิติบุคคล_<<n3>>.eml", "mail/<<org>>/inbox/<<date>>.eml"),
    """From: =?UTF-8?B?4LiZ4Li04LiV4Li04Lia4Li44LiE4LiE4Lil?= <juristic@<<dom>>>
To: <<email2>>
Subject: =?UTF-8?B?4Lia4Lix4LiN4LiK4Li14LmA4LiC4LmJ4Liy4LmD4LiK4LmJ4Lij4Liw4Lia4Lia?=
Date: Thu, <<d>> Jan <<y>> 13:20:45 +0700
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

เรียน คุณ<<f2_l>> (ห้อง <<unit>>)

นิติบุคคลอาคารชุด <<org>> ขอแจ้งบัญชีผู้ใช้สำหรับระบบจองพื้นที่ส่วนกลางและชำระค่าส่วนกลาง

เว็บไซต์: https://resident.<<dom>>
ชื่อผู้ใช้: <<unit>>
รหัสผ่าน: <<cred>>

กรุณาเปลี่ยนรหัสผ่านหลังเข้าสู่ระบบครั้งแรก
ขอแสดงความนับถือ
<<first_l>> <<last_l>>
ผู้จัดการนิติบุคคล
""",
    cred="pw",
)

F.reg(
    "nitibuk_keycard_access_control_xml",
    ("AccessControl/Config/server.config.xml", "C/KeyCard/<<org>>/settings_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<AccessServer site="<<org>>" floors="32">
  <Database provider="MySql" host="<<ip>>" port="3306" name="keycard" user="kc_service" password="<<cred>>"/>
  <Controllers>
    <Controller name="Lobby" ip="<<ip2>>" doors="2"/>
    <Controller name="Lift A" ip="<<ip2>>" floors="1-32"/>
    <Controller name="Parking" ip="<<ip2>>" doors="1"/>
  </Controllers>
  <Sync intervalSeconds="60" exportPath="D:\\KeyCard\\logs"/>
</AccessServer>
""",
    cred="pw_xml",
)


def _res(rng, s):
    rows = people_rows(rng, F, 4)
    k = rng.randrange(4)
    out = []
    for i, (fl, ll, _login, pw) in enumerate(rows):
        room = f"{rng.randint(2, 32)}{rng.randint(1, 18):02d}"
        if i == k:
            fl, ll, pw = s["first_l"], s["last_l"], s["cred"]
        out.append(
            f"{room},{fl} {ll},0{rng.randint(61, 99)}{rng.randint(1000000, 9999999)},{room},{pw}"
        )
    return {"rows": "\n".join(out)}


F.reg(
    "nitibuk_residents_csv_thai_headers",
    ("นิติ/รายชื่อลูกบ้าน_<<y>>.csv", "Desktop/<<org>>_residents_<<n>>.csv"),
    """ห้อง,ชื่อ-นามสกุล,เบอร์โทร,ชื่อผู้ใช้แอป,รหัสผ่านแอป
<<rows>>
""",
    cred="human",
    extra=_res,
)

F.reg(
    "nitibuk_nas_rsync_cctv_crontab",
    ("var/spool/cron/crontabs/<<user>>", "pi/<<org>>/crontab_<<n>>.txt"),
    """# m h  dom mon dow   command
# สำรองวิดีโอกล้องวงจรปิดไปที่ NAS ทุกคืน
30 2 * * * RSYNC_PASSWORD='<<cred>>' rsync -a --delete /srv/cctv/ rsync://backup@<<ip>>/cctv-<<org>>/ >> /var/log/cctv_rsync.log 2>&1
0 4 * * 0 find /srv/cctv -type f -mtime +14 -delete
""",
    cred="pw_sq",
    syntax="",
)

F.reg(
    "nitibuk_pool_booking_supabase_service_role_env",
    ("pool-booking/.env.local", "apps/<<org>>-booking/.env.production"),
    """# จองสระว่ายน้ำ / ห้องฟิตเนส
NEXT_PUBLIC_SUPABASE_URL=https://<<ref>>.supabase.co
SUPABASE_SERVICE_ROLE_KEY=<<cred>>
LINE_LOGIN_CHANNEL_ID=<<chan>>
""",
    cred="p:supabase",
    extra=lambda rng, s: {"ref": F.draw(rng, "lowal:20"), "chan": F.draw(rng, "digits:10")},
    syntax="",
)
