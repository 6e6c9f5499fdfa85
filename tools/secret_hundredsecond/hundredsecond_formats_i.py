"""Family i: a poison-control telephone line in Bangkok, Thailand (Thai script, English)."""

from __future__ import annotations

import datetime
import json
import random

from hundredsecond_spec import Fam, Slots, alnum, json_text, reg

F = Fam(
    name="poison_control_line_thai",
    orgs=("phisamrak", "toxsabai", "siamantidote", "chaiyoline"),
    tld="or.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุดา", "suda"),
        ("วิชัย", "wichai"),
        ("นภา", "napa"),
        ("ธนากร", "thanakorn"),
        ("พิมพ์", "pim"),
        ("อรุณ", "arun"),
        ("กัญญา", "kanya"),
    ),
    last=(
        ("สุขใจ", "sukjai"),
        ("ทองดี", "thongdee"),
        ("ศรีสุข", "srisuk"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("วงศ์ใหญ่", "wongyai"),
    ),
    words=(
        "sawasdee",
        "sabai",
        "chaiyo",
        "krungthep",
        "mali",
        "chang",
        "sanuk",
        "phuket",
        "siam",
        "tomyum",
        "plara",
        "somtam",
        "mekong",
        "lamyai",
        "khaosan",
        "sukjai",
    ),
    pets=("mali", "moo", "tong", "kaitom", "lucky", "pla"),
    places=("bangkok", "chiangmai", "khonkaen", "hatyai", "korat", "ubon"),
    cc="+66",
)

THAI_WD = ("จ.", "อ.", "พ.", "พฤ.", "ศ.", "ส.", "อา.")


def _line(s: Slots) -> str:
    y, m, d = int(s["year"]), int(s["month"]), int(s["day"])
    wd = THAI_WD[datetime.date(y, m, d).weekday()]
    a = f"{s['first']} {s['last']}"
    b = f"{s['first2']} {s['last2']}"
    return (
        f"[LINE] แชทกับ ศูนย์พิษวิทยา {s['orgc']} เวรดึก\n"
        f"บันทึกเมื่อ: {y}/{m:02d}/{d:02d} {s['hh2']}:{s['mi']}\n\n"
        f"{y}/{m:02d}/{d:02d}({wd})\n"
        f"{s['hh']}:{s['mi']}\t{a}\tรหัสผ่านคอมรับสาย 1367 เปลี่ยนแล้วนะคะ\n"
        f"{s['hh']}:{s['mi']}\t{b}\tอะไรครับ ผมเข้าเวรตีหนึ่ง\n"
        f"{s['hh']}:{s['mi']}\t{a}\t{s['cred']}\n"
        f"{s['hh']}:{s['mi']}\t{b}\t[สติกเกอร์]\n"
    )


reg(
    F,
    "toxline_line_chat_export_thai_rahat_phan",
    ("LINE/[LINE] แชทกับ ศูนย์พิษวิทยา <<nn>>.txt", "exports/line/<<org>>_night_<<date>>.txt"),
    _line,
    "human",
)

reg(
    F,
    "toxline_asterisk_pjsip_conf_hotline_trunk",
    ("etc/asterisk/pjsip.conf", "backup/pbx-<<date>>/etc/asterisk/pjsip_custom.conf"),
    """; Poison hotline SIP trunk (<<orgc>>) -- calls to 1367 land on queue 600
[transport-udp]
type=transport
protocol=udp
bind=0.0.0.0

[hotline-trunk]
type=registration
outbound_auth=hotline-auth
server_uri=sip:sip.<<dom>>
client_uri=sip:1367<<nnn>>@sip.<<dom>>
retry_interval=60

[hotline-auth]
type=auth
auth_type=userpass
username=1367<<nnn>>
password=<<cred>>

[hotline-endpoint]
type=endpoint
context=from-hotline
disallow=all
allow=alaw,ulaw
outbound_auth=hotline-auth
aors=hotline-trunk
""",
    "pw",
    "",
)

reg(
    F,
    "toxline_issabel_amportal_conf_dbpass",
    ("etc/amportal.conf", "root/pbx-migrate/<<place>>/amportal.conf"),
    """# Issabel / FreePBX – ระบบรับสายศูนย์พิษวิทยา
AMPDBHOST=localhost
AMPDBENGINE=mysql
AMPDBUSER=asteriskuser
AMPDBPASS=<<cred>>
AMPMGRUSER=admin
AMPMGRPASS=amp<<nnn>>
AMPWEBROOT=/var/www/html
ASTETCDIR=/etc/asterisk
""",
    "pw",
    "",
)

reg(
    F,
    "toxline_line_messaging_channel_token_python",
    ("bot/line_poison_faq.py", "opt/<<org>>/linebot/app.py"),
    """# LINE OA "ถามเรื่องพิษ" – ตอบคำถามเบื้องต้น แล้วโอนสายเภสัชกร
from flask import Flask, request
from linebot.v3.messaging import ApiClient, Configuration, MessagingApi

CHANNEL_ACCESS_TOKEN = "<<cred>>"
CHANNEL_SECRET = "<<hex12>><<hex12>><<hex8>>"

app = Flask(__name__)
configuration = Configuration(access_token=CHANNEL_ACCESS_TOKEN)


@app.post("/callback")
def callback():
    body = request.get_data(as_text=True)
    with ApiClient(configuration) as api_client:
        MessagingApi(api_client)
    return "OK" if body else "empty"
""",
    "p:line_token",
)

reg(
    F,
    "toxline_omise_antidote_fund_js",
    ("donate/server/omise.js", "srv/<<org>>/donate/omise-charge.js"),
    """// กองทุนยาต้านพิษ – รับบริจาคผ่าน PromptPay / บัตร (Omise)
const omise = require("omise")({
  publicKey: "pkey_<<hex12>><<hex8>>",
  secretKey: "<<cred>>",
});

async function charge(amountThb, source) {
  return omise.charges.create({ amount: amountThb * 100, currency: "thb", source });
}

module.exports = { charge };
""",
    "p:omise",
    "",
)


def _thai_pw(rng: random.Random, s: Slots) -> str:
    w = rng.choice(("ปลอดภัย", "ช่วยชีวิต", "พิษวิทยา", "ยาแก้พิษ", "สายด่วน", "งูเห่า"))
    return f"{w}{rng.randint(1000, 9999)}{rng.choice('!@#.')}"


def _thai_json(s: Slots) -> str:
    return json_text(
        {
            "app": "duty-roster",
            "exported": f"{s['date']}T{s['hh']}:{s['mi']}:00+07:00",
            "station": f"ศูนย์พิษวิทยา {s['orgc']}",
            "accounts": [
                {
                    "role": "เภสัชกรเวร",
                    "user": s["login"],
                    "password": s["cred"],
                    "phone": s["phone"],
                },
                {"role": "หัวหน้าเวร", "user": s["login2"], "password": "", "phone": s["phone2"]},
            ],
        },
        ascii_only=True,
    )


def _dec_thai(text: str) -> str:
    return json.loads(text)["accounts"][0]["password"]


reg(
    F,
    "toxline_thai_json_unicode_escaped_duty_roster",
    ("exports/duty_roster_<<date>>.json", "Downloads/<<org>>_roster_backup_<<nn>>.json"),
    _thai_json,
    _thai_pw,
    None,
    None,
    _dec_thai,
)

reg(
    F,
    "toxline_call_recording_minio_mc_config_json",
    ("root/.mc/config.json", "home/<<fa>>/.mc/config.json"),
    """{
	"version": "10",
	"aliases": {
		"recordings": {
			"url": "https://s3.<<dom>>:9000",
			"accessKey": "<<akid>>",
			"secretKey": "<<cred>>",
			"api": "s3v4",
			"path": "auto"
		},
		"local": {
			"url": "http://localhost:9000",
			"accessKey": "",
			"secretKey": "",
			"api": "S3v4",
			"path": "auto"
		}
	}
}
""",
    "alnum:40",
    None,
    lambda rng, s: {"akid": alnum(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")},
)

reg(
    F,
    "toxline_poison_db_mysql_my_cnf",
    ("root/.my.cnf", "home/<<fa>>/.my.cnf"),
    """# ฐานข้อมูลสารพิษ / toxicology case DB
[client]
host=<<ip>>
user=toxdb_<<fa>>
password=<<cred>>
default-character-set=utf8mb4

[mysqldump]
single-transaction
""",
    "pw",
    "",
)
