# ruff: noqa: E501
"""Family p: a mediation centre (ศูนย์ไกล่เกลี่ยข้อพิพาท) in Chiang Mai, Thailand: Thai."""

from __future__ import annotations

import json

from ninetieth_spec import Fam, Slots, alnum, fill, hexs

FAM = Fam(
    name="kaiklia_mediation_centre_chiangmai",
    orgs=(
        ("lannamediation", "ศูนย์ไกล่เกลี่ยข้อพิพาทล้านนา"),
        ("pingrivermediation", "Ping River Mediation Centre"),
        ("doisuthepadr", "ศูนย์ระงับข้อพิพาทดอยสุเทพ"),
    ),
    tld="co.th",
    first=(
        ("สมชาย", "somchai"),
        ("นภา", "napha"),
        ("กิตติ", "kitti"),
        ("สุภาพร", "supaporn"),
        ("ธนา", "thana"),
        ("พิมพ์", "pim"),
        ("วีระ", "weera"),
        ("อรุณี", "arunee"),
    ),
    last=(
        ("สุขสวัสดิ์", "suksawat"),
        ("ศรีสุข", "srisuk"),
        ("วงศ์ใหญ่", "wongyai"),
        ("แก้วมณี", "kaewmanee"),
        ("ทองดี", "thongdee"),
        ("บุญมา", "boonma"),
        ("จันทร์เพ็ญ", "chanpen"),
    ),
    words=(
        "doisuthep",
        "maeping",
        "khaosoi",
        "sabai",
        "sanuk",
        "changnoi",
        "lanna",
        "yipeng",
        "songkran",
        "malai",
        "dokmai",
        "tawan",
        "duean",
        "nimman",
        "sawasdee",
        "mamuang",
        "nakhon",
        "thapae",
    ),
    pets=("moo", "tong", "lucky", "khao", "namtan", "mali"),
    towns=("chiangmai", "lamphun", "chiangrai", "lampang", "maerim", "sanpatong"),
    cc="+66",
)

FAM.reg(
    "kaiklia_line_chat_thai_rahat_phan",
    ("<<org>>/LINE/[LINE] แชทกับ<<f2>>.txt", "Documents/line_chat_<<fa2>>_<<date>>.txt"),
    """[LINE] ประวัติการแชทกับ <<f2>>
บันทึกเมื่อ: <<dmys>> <<hm2>>

<<dmys>>
<<hm>>\t<<f2>>\tพี่คะ ระบบนัดหมายไกล่เกลี่ยออนไลน์ล็อกอินไม่ได้ค่ะ
<<hm>>\t<<f>>\tใช้บัญชีศูนย์นะ <<login>>@<<dom>>
<<hm2>>\t<<f>>\tรหัสผ่าน <<cred>>
<<hm2>>\t<<f2>>\tได้แล้วค่ะ ขอบคุณค่ะ 🙏
""",
    "human",
    syntax="",
)

FAM.reg(
    "kaiklia_omise_fee_charge_python",
    ("<<org>>/payments/omise_charge.py", "srv/<<org>>/portal/fees/omise_client.py"),
    '''"""ค่าธรรมเนียมการไกล่เกลี่ย - ตัดบัตร / PromptPay ผ่าน Omise."""

import omise

omise.api_public = "pkey_5<<pk>>"
omise.api_secret = "<<cred>>"


def charge(amount_satang: int, token: str, case_no: str):
    return omise.Charge.create(amount=amount_satang, currency="thb", card=token, description=f"mediation fee {case_no}")
''',
    "p:omise",
    extra=lambda rng, s: {"pk": alnum(rng, 18, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

FAM.reg(
    "kaiklia_thai_email_rahat_hong_prachum",
    ("<<org>>/mail/<<date>>_นัดไกล่เกลี่ย.eml", "Thunderbird/<<login>>/Sent/<<n4>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: นัดไกล่เกลี่ยออนไลน์ คดีหมายเลข <<n3>>/<<y>>
Date: Mon, <<d>> Dec <<y>> 09:<<mi>>:51 +0700
Content-Type: text/plain; charset=UTF-8

เรียน คุณ<<f2>>

ศูนย์ขอแจ้งนัดไกล่เกลี่ยออนไลน์ วันที่ <<dmys>> เวลา 10.00 น.
ห้องประชุม: https://meet.<<dom>>/room/<<n6>>
รหัสผ่านห้อง: <<cred>>

กรุณาเข้าห้องก่อนเวลา 10 นาที

ขอแสดงความนับถือ
<<f>> <<l>>
<<orgname>>
""",
    "human",
    syntax="",
)

FAM.reg(
    "kaiklia_line_messaging_api_dotenv",
    ("<<org>>-linebot/.env", "apps/<<org>>-appointments/.env"),
    """# LINE Official Account - แจ้งเตือนนัดไกล่เกลี่ย
LINE_CHANNEL_ID=<<n6>><<n4>>
LINE_CHANNEL_SECRET=<<secret>>
LINE_CHANNEL_ACCESS_TOKEN=<<cred>>
APP_BASE_URL=https://line.<<dom>>
""",
    "p:line_token",
    syntax="",
    extra=lambda rng, s: {"secret": hexs(rng, 32)},
)


def _tsv(s: Slots) -> str:
    return fill(
        """เลขคดี\tคู่กรณี\tระบบ\tผู้ใช้\tรหัสผ่าน\tหมายเหตุ
<<n3>>/<<y>>\t<<l2>> กับ <<town>> พร็อพเพอร์ตี้\tระบบ e-Filing ศาล\t<<login>>\t<<cred>>\tใช้ยื่นบันทึกข้อตกลง
<<n2>>/<<y>>\tสหกรณ์<<town>>\t-\t-\t-\tรอเอกสาร
""",
        **s,
    )


FAM.reg(
    "kaiklia_case_register_tsv_thai_headers",
    ("<<org>>/ทะเบียนคดี/case_register_<<y>>.tsv", "Downloads/ทะเบียน_<<date>>.tsv"),
    _tsv,
    "human_x",
    syntax="",
)


def _zoom(s: Slots) -> str:
    obj = {
        "account_id": s["acct"],
        "client_id": s["cid"],
        "client_secret": s["cred"],
        "default_user": s["email"],
        "waiting_room": True,
    }
    return json.dumps(obj, indent=2) + "\n"


FAM.reg(
    "kaiklia_zoom_server_to_server_oauth_json",
    ("<<org>>/config/zoom_s2s.json", "srv/<<org>>/scheduler/zoom.json"),
    _zoom,
    "p:zoom",
    extra=lambda rng, s: {"acct": alnum(rng, 22), "cid": alnum(rng, 22)},
)

FAM.reg(
    "kaiklia_etax_signing_key_multiline_dotenv",
    ("<<org>>-etax/.env", "srv/<<org>>/receipts/.env.production"),
    """# e-Tax Invoice & e-Receipt (กรมสรรพากร) - ลงลายมือชื่อดิจิทัลใบเสร็จค่าธรรมเนียม
ETAX_SELLER_TAX_ID=0505<<n6>><<n3>>
ETAX_SIGNING_CERT=/etc/etax/<<org>>.crt
ETAX_SIGNING_KEY="<<cred>>"
ETAX_SUBMIT_URL=https://etax.<<dom>>/submit
""",
    "rsa8",
    syntax="",
)

FAM.reg(
    "kaiklia_yealink_phone_autoprovision_cfg",
    ("<<org>>/provisioning/<<mac>>.cfg", "tftpboot/<<org>>/y0000000000<<n2>>.cfg"),
    """#!version:1.0.0.1
## Yealink T54W - เคาน์เตอร์รับเรื่อง (<<orgname>>)
account.1.enable = 1
account.1.label = Front desk
account.1.display_name = <<org>> reception
account.1.auth_name = 10<<n2>>
account.1.user_name = 10<<n2>>
account.1.password = <<cred>>
account.1.sip_server.1.address = pbx.<<dom>>
account.1.sip_server.1.port = 5060
static.auto_provision.server.url = https://prov.<<dom>>/yealink/
""",
    "pw",
    syntax="",
    extra=lambda rng, s: {"mac": "805ec0" + hexs(rng, 6)},
)
