# ruff: noqa: E501
"""Family p: an online course creator (ครูสอนออนไลน์ / คอร์สออนไลน์) in Thailand (Thai script):
Omise for course payments, the LINE Messaging API and LINE chats, a HAR of the course platform's
login, Vimeo for videos, a NAS for recordings, Thinkific, Messenger."""

from __future__ import annotations

import random
import urllib.parse

from seventysecond_spec import Fam, dec_form_field, force, jdump

F = Fam(
    name="khru_online_course_thailand",
    key="khru",
    orgs=("kruthai", "khrumaew", "rianngai", "tutorpim"),
    orgnames=("ครูไทยออนไลน์", "ครูแมวสอนภาษา", "เรียนง่าย", "ติวเตอร์พิม"),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("พิมพ์ชนก", "pimchanok"),
        ("อรุณี", "arunee"),
        ("ธนพล", "thanaphon"),
        ("กัญญา", "kanya"),
        ("วิชัย", "wichai"),
        ("ณัฐพร", "nattaporn"),
        ("ปิยะ", "piya"),
    ),
    last=(
        ("สุขใจ", "sukjai"),
        ("ศรีสวัสดิ์", "srisawat"),
        ("วงศ์ไทย", "wongthai"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("ทองดี", "thongdee"),
        ("จันทร์เพ็ญ", "chanpen"),
    ),
    words=(
        "khru",
        "sawasdee",
        "chiangmai",
        "bangkok",
        "somtam",
        "mamuang",
        "chaiyo",
        "sanuk",
        "maew",
        "changnoi",
        "khaoniao",
        "tomyum",
        "krungthep",
        "sabai",
        "phuket",
        "rianngai",
    ),
    words_u=(),
    pets=("maew", "moo", "khaotom", "lucky", "mali", "tonkhao"),
    cc="+66 8",
    cities=("กรุงเทพฯ", "เชียงใหม่", "ขอนแก่น", "หาดใหญ่", "นนทบุรี"),
)

F.reg(
    "omise_secret_key_ruby_checkout",
    (
        "app/config/initializers/omise.rb",
        "<<org>>-courses/config/initializers/omise.rb",
        "srv/<<org>>/omise_<<n>>.rb",
    ),
    """# ชำระค่าคอร์ส (บัตร / PromptPay) ผ่าน Omise
require "omise"

Omise.public_api_key = "pkey_5<<pk>>"
Omise.secret_api_key = "<<cred>>"
Omise.api_version = "2019-05-29"
""",
    "p:omise",
    syntax="",
    extra=lambda r, s: s.update(
        pk="".join(r.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(18))
    ),
)

F.reg(
    "line_messaging_channel_token_env",
    ("line-bot/.env", "<<org>>-linebot/.env", "srv/<<org>>/bot_<<n>>/.env"),
    """# LINE OA - ส่งลิงก์บทเรียนและแจ้งเตือนไลฟ์
LINE_CHANNEL_ID=<<nnn>><<nnn>><<nnn>><<n>>
LINE_CHANNEL_SECRET=
LINE_CHANNEL_ACCESS_TOKEN=<<cred>>
COURSE_SITE=https://<<dom>>
""",
    "p:line_token",
)

F.reg(
    "thai_line_chat_export_rahat_phan",
    ("[LINE] แชทกับ <<first2>>.txt", "LINE/[LINE] ทีมงานคอร์ส <<orgname>> <<n>>.txt"),
    """[LINE] ประวัติการแชทกับ ทีมงาน<<orgname>>
บันทึกเมื่อ: <<dmy>> <<time>>

<<dmy>>
<<time>>\t<<first>>\tพี่คะ รหัสผ่านหลังบ้านเว็บคอร์สอะไรนะคะ จะอัปโหลดบทที่ <<n>>
<<time>>\t<<first2>>\tอีเมล admin@<<dom>>
<<time2>>\t<<first2>>\tรหัสผ่าน <<cred>>
<<time2>>\t<<first>>\tขอบคุณค่ะ 🙏
""",
    "human",
)


def _har(r: random.Random, s: dict) -> None:
    v = force(r, str(s["cred"]), "@!#+&=")
    s["cred"] = v
    body = urllib.parse.urlencode({"email": f"admin@{s['dom']}", "password": v, "remember": "1"})
    s["enc"] = jdump(
        {
            "log": {
                "version": "1.2",
                "creator": {"name": "WebInspector", "version": "537.36"},
                "entries": [
                    {
                        "startedDateTime": f"{s['date']}T{s['hms']}.123Z",
                        "request": {
                            "method": "POST",
                            "url": f"https://{s['dom']}/wp-login.php",
                            "headers": [
                                {
                                    "name": "Content-Type",
                                    "value": "application/x-www-form-urlencoded",
                                }
                            ],
                            "postData": {
                                "mimeType": "application/x-www-form-urlencoded",
                                "text": body,
                            },
                        },
                        "response": {"status": 302, "statusText": "Found", "headers": []},
                    }
                ],
            }
        }
    )


F.reg(
    "course_site_har_form_urlencoded_password",
    ("Downloads/<<org>>.co.th.har", "debug/login_<<date>>_<<nn>>.har"),
    "<<enc>>",
    "human",
    syntax="json",
    extra=_har,
    decode=dec_form_field("password"),
)

F.reg(
    "vimeo_upload_python_token",
    (
        "tools/upload_lessons.py",
        "<<org>>-videos/vimeo_upload_<<n>>.py",
        "scripts/<<fa>>/vimeo_<<yy>>.py",
    ),
    '''"""อัปโหลดวิดีโอบทเรียนขึ้น Vimeo (โฟลเดอร์คอร์ส) แล้วตั้งเป็น private."""

import vimeo

client = vimeo.VimeoClient(token="<<cred>>", key="<<key>>", secret="")


def upload(path, title):
    uri = client.upload(path, data={"name": title, "privacy": {"view": "disable", "embed": "whitelist"}})
    client.put(uri + "/privacy/domains/<<dom>>")
    return uri
''',
    "p:vimeo",
    extra=lambda r, s: s.update(key="".join(r.choice("0123456789abcdef") for _ in range(40))),
)

F.reg(
    "recordings_nas_smb_credentials_file",
    ("home/<<fa>>/.smbcredentials", "etc/samba/<<org>>-nas.cred", "root/.nas-<<n>>.cred"),
    """username=recorder
password=<<cred>>
domain=WORKGROUP
""",
    "human_bare",
    syntax="",
)

F.reg(
    "thinkific_api_zsh_history",
    ("home/<<fa>>/.zsh_history", "Users/<<fa>>/.zsh_history"),
    """: <<ts>>:0;cd ~/courses/<<org>>
: <<ts>>:0;curl -s https://api.thinkific.com/api/public/v1/enrollments -H 'X-Auth-API-Key: <<cred>>' -H 'X-Auth-Subdomain: <<org>>' | jq '.items | length'
: <<ts>>:0;python3 export_students.py > students_<<date>>.csv
: <<ts>>:0;open students_<<date>>.csv
""",
    "p:thinkific",
    syntax="",
)

F.reg(
    "thai_messenger_reply_only_value_copied",
    ("Notes/messenger_<<date>>.txt", "Desktop/แชท เพจ <<nn>>.txt"),
    """<<first>> <<last>>
พี่ครับ รหัส wifi ห้องถ่ายคลิปอะไรครับ

<<first2>> <<last2>>
<<cred>>

<<first>> <<last>>
ได้แล้วครับ ขอบคุณครับ
""",
    "human",
)
