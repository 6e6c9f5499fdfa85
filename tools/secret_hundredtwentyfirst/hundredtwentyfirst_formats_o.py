# ruff: noqa: E501
"""Family o: a health insurance desk (ห้องสิทธิ / งานประกัน) at a hospital in Thailand (Thai):
HOSxP on MariaDB, NHSO authentication and e-Claim, the ID smart-card reader agent, Omise
co-payments, private insurers' portals, LINE between desk staff."""

from __future__ import annotations

import json

from hundredtwentyfirst_spec import Fam

F = Fam(
    name="hosxp_insurance_desk_thailand",
    orgs=(
        ("sukjaiprasert", "โรงพยาบาลสุขใจประเสริฐ"),
        ("bangkhunthai", "โรงพยาบาลบางขุนไทย"),
        ("chiangmaiwet", "โรงพยาบาลเชียงใหม่เวชการ"),
        ("khonkaenruam", "โรงพยาบาลขอนแก่นร่วมใจ"),
    ),
    tld="go.th",
    first=(
        ("สมชาย", "somchai"),
        ("สุดารัตน์", "sudarat"),
        ("วิภาวดี", "wipawadee"),
        ("ประเสริฐ", "prasert"),
        ("กาญจนา", "kanchana"),
        ("ธนพล", "thanaphon"),
        ("นภัสสร", "napatsorn"),
        ("อนุชา", "anucha"),
    ),
    last=(
        ("ศรีสุข", "srisuk"),
        ("ใจดี", "jaidee"),
        ("วงศ์สวัสดิ์", "wongsawat"),
        ("แก้วมณี", "kaewmanee"),
        ("บุญมา", "boonma"),
        ("ทองดี", "thongdee"),
    ),
    words=(
        "sabai",
        "sanuk",
        "bangkok",
        "chiangmai",
        "mali",
        "chang",
        "siam",
        "songkran",
        "krungthep",
        "khonkaen",
        "rakthai",
        "muay",
        "somtam",
        "chokdee",
        "sawasdee",
    ),
    pets=("mali", "khaotom", "moo", "nong", "lucky", "dum"),
    towns=("กรุงเทพฯ", "เชียงใหม่", "ขอนแก่น", "นครราชสีมา", "หาดใหญ่", "อุดรธานี"),
    cc="66",
)


def _line(s: dict) -> str:
    return f"""[LINE] แชทกับ ห้องสิทธิ OPD
วันที่บันทึก: {s["date"]} {s["time"]}

{s["date"]}
{s["time"]}\t{s["fn"]}\tเข้าระบบ e-Claim ไม่ได้ค่ะ
{s["time"]}\t{s["fn2"]}\tสปสช.บังคับเปลี่ยนรหัสผ่านเมื่อวานค่ะ
{s["time2"]}\t{s["fn2"]}\tรหัสผ่านใหม่ {s["cred"]}
{s["time2"]}\t{s["fn"]}\tขอบคุณค่ะ เข้าได้แล้ว 🙏
"""


F.reg(
    "prakan_th_line_chat_rahat_eclaim",
    ("LINE/[LINE] ห้องสิทธิ OPD <<n>>.txt", "Downloads/line_siti_<<d8>>.txt"),
    _line,
    "human",
)

F.reg(
    "prakan_th_hosxp_client_settings_ini",
    ("HOSxP/HOSxPXE4.ini", "C/BMS/HOSxP_<<n>>/HOSxPXE4.ini"),
    """[DATABASE]
Server=<<ip>>
Port=3306
Database=hos
Username=sa_siti
Password=<<cred>>
Charset=tis620

[CLIENT]
Department=ห้องสิทธิ
Computer=SITI-<<n2>>
""",
    "pw",
)

F.reg(
    "prakan_th_nhso_authen_code_python",
    ("authen/nhso_authen.py", "scripts/authen_code_<<n>>.py"),
    """import requests

# ขอ Authen Code สปสช. ก่อนส่งเบิก (ปิดสิทธิ)
NHSO_TOKEN = "<<cred>>"
HCODE = "<<hcode>>"


def authen(pid: str, service_date: str) -> dict:
    r = requests.post(
        "https://authenucws.nhso.go.th/authencodestatus/api/check-authen-status",
        headers={"Authorization": f"Bearer {NHSO_TOKEN}"},
        json={"personalId": pid, "serviceDate": service_date, "hcode": HCODE},
        timeout=20,
    )
    return r.json()
""",
    "uuid",
    extra=lambda rng, s: {"hcode": f"{rng.randint(10000, 99999)}"},
)

F.reg(
    "prakan_th_omise_copayment_php_define",
    ("payment/omise-config.php", "www/copay-<<n>>/omise-config.php"),
    """<?php
// ชำระส่วนเกินสิทธิ (co-payment) ด้วยบัตร / PromptPay
define('OMISE_PUBLIC_KEY', 'pkey_<<pk>>');
define('OMISE_SECRET_KEY', '<<cred>>');
define('OMISE_API_VERSION', '2019-05-29');
""",
    "p:omise",
    syntax="",
    extra=lambda rng, s: {
        "pk": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(19))
    },
)


def _agent(s: dict) -> str:
    obj = {
        "agentName": f"SmartCardAgent-SITI-{s['n2']}",
        "reader": "ACS ACR39U",
        "listen": "127.0.0.1:8189",
        "hospital": {"hcode": str(10000 + s["n3"]), "name": s["orgname"]},
        "nhso": {"endpoint": "https://srm.nhso.go.th/", "apiKey": s["cred"]},
        "hosxp": {"db": f"mysql://{s['ip']}:3306/hos"},
    }
    return json.dumps(obj, ensure_ascii=False, indent=2) + "\n"


F.reg(
    "prakan_th_smartcard_reader_agent_json",
    ("SmartCardAgent/config.json", "C/NHSO/Agent_<<n>>/config.json"),
    _agent,
    "alnum:40",
)

F.reg(
    "prakan_th_thai_email_rahat_eclaim",
    ("Mail/บัญชี e-Claim <<n>>.eml", "Outlook/Inbox/eclaim_<<d8>>.eml"),
    """From: งานประกันสุขภาพ <insurance@<<dom>>>
To: <<email>>
Subject: บัญชีผู้ใช้ e-Claim สำหรับเจ้าหน้าที่ใหม่
Date: <<iso>> <<time>>
Content-Type: text/plain; charset=UTF-8

เรียน คุณ<<fn>>

ส่งบัญชีผู้ใช้ระบบ e-Claim ของโรงพยาบาลให้ค่ะ
ชื่อผู้ใช้: <<user>>
รหัสผ่าน: <<cred>>

กรุณาเปลี่ยนรหัสผ่านเมื่อเข้าใช้งานครั้งแรก
<<fn2>> <<ln2>> งานประกันสุขภาพ
""",
    "human",
    syntax="",
)

F.reg(
    "prakan_th_mariabackup_hosxp_crontab",
    ("etc/cron.d/hosxp-backup", "backup/crontab_hosxp_<<n>>.txt"),
    """# สำรองฐานข้อมูล HOSxP ทุกคืน
SHELL=/bin/bash
15 0 * * * root mariabackup --backup --user=backup --password='<<cred>>' --target-dir=/backup/hos_$(date +\\%a) >> /var/log/hos_backup.log 2>&1
""",
    "pw",
    syntax="",
)

F.reg(
    "prakan_th_dokuwiki_insurer_portals_table",
    ("dokuwiki/data/pages/siti/portal_prakan.txt", "wiki/pages/insurance/portals_<<n>>.txt"),
    """====== พอร์ทัลบริษัทประกันเอกชน ======

ใช้ตรวจสิทธิ/ขอ GOP ผู้ป่วยประกันเอกชน (อัปเดต <<date>>)

^ บริษัท ^ เว็บ ^ ผู้ใช้ ^ รหัสผ่าน ^
| AIA | https://provider.aia.co.th | <<user>> | <<cred>> |
| เมืองไทยประกันชีวิต | https://hospital.muangthai.co.th | <<user2>> | (ถามหัวหน้า) |
""",
    "human_x",
    syntax="",
)
