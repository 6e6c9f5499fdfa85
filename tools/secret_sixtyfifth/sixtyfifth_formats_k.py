# ruff: noqa: E501
"""Family k: a car-park operator in Dubai (UAE): Arabic management, Urdu-speaking attendants."""

from __future__ import annotations

import base64
import html
import json

from sixtyfifth_spec import Fam, after, enc_html, gen_pw, uuid4

F = Fam(
    "mawqif_parking_dubai",
    orgs=("mawqifplus", "deiraparking", "khaleejpark"),
    tld="ae",
    first=(
        "ahmed|أحمد",
        "fatima|فاطمة",
        "khalid|خالد",
        "mariam|مريم",
        "omar|عمر",
        "noura|نورة",
        "saeed|سعيد",
        "huda|هدى",
    ),
    last=(
        "almansoori|المنصوري",
        "alhashimi|الهاشمي",
        "alketbi|الكتبي",
        "alnuaimi|النعيمي",
        "alshamsi|الشامسي",
        "aldhaheri|الظاهري",
    ),
    words=(
        "sahra",
        "nakhla",
        "qamar",
        "shams",
        "burj",
        "khaleej",
        "ghazal",
        "yasmin",
        "bahr",
        "jumeirah",
        "deira",
        "karama",
        "luban",
        "hilal",
        "falak",
        "sukkar",
    ),
    cc="+971",
    city="دبي",
)

F.reg(
    "mawqif_whatsapp_arabic_kalimat_sir_barrier",
    ("WhatsApp Chat - مواقف <<org>>.txt", "Phone/WhatsApp/_chat_<<org>>_<<n>>.txt"),
    """[<<dmys>>, <<t1>>] <<f2_l>> <<l2_l>>: صباح الخير، برنامج الحواجز في البوابة الشرقية يطلب كلمة السر
[<<dmys>>, <<t2>>] <<first_l>> <<last_l>>: اسم المستخدم supervisor
[<<dmys>>, <<t3>>] <<first_l>> <<last_l>>: كلمة السر: <<cred>>
[<<dmys>>, <<t4>>] <<f2_l>> <<l2_l>>: تم، شكراً 🙏
[<<dmys>>, <<t5>>] <<first_l>> <<last_l>>: لا ترسلها لأحد، سأغيرها الأسبوع القادم
""",
    cred="human",
)


def _amp_pw(rng, fam):
    while True:
        s = gen_pw(rng, sym="&<>&")
        if "&" in s or "<" in s or ">" in s:
            return s


F.reg(
    "mawqif_xlsx_sharedstrings_entity_escaped",
    (
        "تقارير/المستخدمين_<<y>>/xl/sharedStrings.xml",
        "exports/<<org>>_users_<<n>>/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="8" uniqueCount="8"><si><t>النظام</t></si><si><t>اسم المستخدم</t></si><si><t>كلمة المرور</t></si><si><t><<enc>></t></si><si><t>نظام الدفع في المواقف - <<org>></t></si><si><t><<user>></t></si><si><t>ملاحظات</t></si><si><t>تم التحديث <<dmys>></t></si></sst>
""",
    cred=_amp_pw,
    extra=lambda rng, s: {"enc": enc_html(str(s["cred"]))},
    decode=lambda t: html.unescape(after(r"<t>كلمة المرور</t></si><si><t>([^<]*)</t>", t)),
)

F.reg(
    "mawqif_urdu_attendants_whatsapp_pos_password",
    ("WhatsApp Chat with Parking Staff <<org>>.txt", "Phone/WhatsApp/staff_<<org>>_<<n>>.txt"),
    """[<<dmys>>, <<t1>>] Imran Supervisor: السلام علیکم، ٹکٹ مشین نیا سافٹ ویئر مانگ رہی ہے
[<<dmys>>, <<t2>>] Rashid Shift B: وعلیکم السلام، پاس ورڈ کیا ہے؟
[<<dmys>>, <<t3>>] Imran Supervisor: یوزر: attendant<<n>>
[<<dmys>>, <<t3>>] Imran Supervisor: پاس ورڈ: <<cred>>
[<<dmys>>, <<t4>>] Rashid Shift B: شکریہ بھائی، چل گیا 👍
[<<dmys>>, <<t5>>] Imran Supervisor: کسی کسٹمر کو مت دکھانا
""",
    cred="human",
)


def _ngenius(rng, fam):
    return base64.b64encode(f"{uuid4(rng)}:{uuid4(rng)}".encode()).decode()


F.reg(
    "mawqif_ngenius_api_key_dotenv",
    ("payments-service/.env", "srv/<<org>>/pay/.env.production"),
    """# Online pre-booking of parking bays - card payments (Network International N-Genius)
NGENIUS_API_URL=https://api-gateway.ngenius-payments.com
NGENIUS_API_KEY=<<cred>>
NGENIUS_OUTLET_REF=<<id>>
CURRENCY=AED
RETURN_URL=https://book.<<dom>>/pay/done
""",
    cred=_ngenius,
    syntax="",
)


def _anpr(s):
    return json.dumps(
        {
            "site": s["org"],
            "lanes": [
                {
                    "name": "Entry 1",
                    "camera": {"ip": s["ip"], "port": 80, "user": "admin", "password": s["cred"]},
                },
                {
                    "name": "Exit 1",
                    "camera": {"ip": s["ip2"], "port": 80, "user": "admin", "password": s["cred"]},
                },
            ],
            "plate_regions": ["DXB", "AUH", "SHJ"],
            "upload": {"url": f"https://anpr.{s['dom']}/api/events", "interval_s": 5},
        },
        ensure_ascii=False,
        indent=2,
    )


F.reg(
    "mawqif_anpr_camera_lanes_config_json",
    ("anpr/config/lanes.json", "opt/<<org>>-anpr/config_<<n>>.json"),
    _anpr,
    cred="pw_json",
)

F.reg(
    "mawqif_barrier_gate_modbus_python",
    ("gate-controller/barrier.py", "home/pi/<<org>>/gate_<<n>>.py"),
    '''"""Opens the barrier when the cashier panel sends /open; logs to the web panel."""

import requests
from pymodbus.client import ModbusTcpClient

PLC_HOST = "<<ip>>"
PANEL_URL = "http://<<ip2>>:8080/api"
PANEL_USER = "gate"
PANEL_PASSWORD = "<<cred>>"


def open_barrier(lane: int) -> None:
    with ModbusTcpClient(PLC_HOST) as plc:
        plc.write_coil(lane, True)
    requests.post(
        f"{PANEL_URL}/events",
        json={"lane": lane, "action": "open"},
        auth=(PANEL_USER, PANEL_PASSWORD),
        timeout=5,
    )
''',
    cred="pw_dq",
)

F.reg(
    "mawqif_arabic_email_kalimat_al_murur_portal",
    ("Mail/Inbox/حساب بوابة المواقف <<n3>>.eml", "mail/<<org>>/inbox/<<date>>.eml"),
    """From: <<first_l>> <<last_l>> <<<email>>>
To: <<email2>>
Subject: =?UTF-8?B?2K3Ys9in2Kgg2KjZiNin2KjYqSDYp9mE2YXZiNin2YLZgQ==?=
Date: Sun, <<d>> Oct <<y>> 09:15:33 +0400
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

السيد/ة <<f2_l>> المحترم/ة،

تم إنشاء حساب لكم في بوابة إدارة المواقف (الاشتراكات الشهرية وتقارير الإيرادات):

الرابط: https://portal.<<dom>>
اسم المستخدم: <<user2>>
كلمة المرور: <<cred>>

يرجى تغيير كلمة المرور بعد أول تسجيل دخول.

مع التحية،
<<first_l>> <<last_l>>
إدارة العمليات - <<org>>
""",
    cred="pw",
)

F.reg(
    "mawqif_revenue_sftp_rsa_private_key_pem",
    ("keys/<<org>>_sftp_<<n>>.pem", "home/<<user>>/.ssh/id_rsa_<<org>>"),
    "<<cred>>\n",
    cred="pem:1",
    syntax="",
)
