# ruff: noqa: E501
"""Family g: a محطة وقود (highway fuel station with mosque, car wash and shops) in Al-Qassim, Saudi Arabia."""

from __future__ import annotations

import base64

from hundredthirtythird_corpus import b64, rbytes
from hundredthirtythird_spec import Fam, b64s, dec_b64_pw, jdump, prov

F = Fam(
    name="mahatat_wuqud_qassim",
    orgs=("wuqudqassim", "mahatatbuaraydah", "nakheelfuel", "unaizahstation", "rassenergy"),
    tld="com.sa",
    first=(
        "abdullah",
        "mohammed",
        "faisal",
        "khalid",
        "saad",
        "turki",
        "nasser",
        "sultan",
        "fahad",
        "majed",
    ),
    last=(
        "alotaibi",
        "alqahtani",
        "alharbi",
        "alshammari",
        "aldosari",
        "alanazi",
        "almutairi",
        "alghamdi",
        "alzahrani",
        "alsubaie",
    ),
    lfirst=("عبدالله", "محمد", "فيصل", "خالد", "سعد", "تركي", "ناصر", "سلطان", "فهد", "ماجد"),
    llast=(
        "العتيبي",
        "القحطاني",
        "الحربي",
        "الشمري",
        "الدوسري",
        "العنزي",
        "المطيري",
        "الغامدي",
        "الزهراني",
        "السبيعي",
    ),
    words=(
        "buraidah",
        "qassim",
        "nakheel",
        "sukkari",
        "hilal",
        "nassr",
        "saqr",
        "tamr",
        "wuqud",
        "benzeen",
        "unaizah",
        "ittihad",
        "najd",
        "ghada",
        "fares",
        "rass",
    ),
    cities=("Buraidah", "Unaizah", "ArRass", "AlBukayriyah", "AlMithnab", "Uyun"),
    cc="+966",
    tz="+0300",
    pets=("saqr", "lulu", "ghazal", "shaheen", "reem", "asal"),
)


def _zatca(rng, s):
    der = b"\x30\x82\x02" + rbytes(rng, 560)
    bst = base64.b64encode(base64.b64encode(der)).decode()
    return {
        "auth": b64s(f"{bst}:{s['cred']}"),
        "inv_hash": base64.b64encode(rbytes(rng, 32)).decode(),
        "icv": rng.randint(1000, 99999),
    }


F.reg(
    "wuqud_zatca_fatoora_reporting_basic_header_log",
    ("logs/zatca/einvoice-<<date>>.log", "opt/<<org>>/pos/logs/fatoora_<<n2>>.log"),
    """<<date>> <<hms>>,112 INFO  [FatooraClient] EGS unit POS-<<n2>> (<<org_cap>> - <<city>>) reporting invoice ICV=<<icv>>
<<date>> <<hms>>,114 DEBUG [FatooraClient] POST https://gw-fatoora.zatca.gov.sa/e-invoicing/core/invoices/reporting/single
<<date>> <<hms>>,115 DEBUG [FatooraClient] Headers: {Accept-Version=V2, Accept-Language=en, Clearance-Status=0, Content-Type=application/json, Authorization=Basic <<auth>>}
<<date>> <<hms>>,116 DEBUG [FatooraClient] Body: {"invoiceHash":"<<inv_hash>>","uuid":"<<uuid>>","invoice":"PD94bWwgdmVyc2lvbj0iMS4wIiBlbmNvZGluZz0iVVRGLTgiPz4K..."}
<<date>> <<hms>>,947 INFO  [FatooraClient] 200 reportingStatus=REPORTED warnings=0 errors=0
""",
    lambda rng, s: b64(rng, 32),
    syntax="",
    extra=_zatca,
    decode=dec_b64_pw(r"Authorization=Basic ([A-Za-z0-9+/=]+)"),
)

F.reg(
    "wuqud_carwash_booking_moyasar_laravel_env",
    ("carwash-booking/.env", "<<org>>-wash/.env.production"),
    """APP_NAME="<<org_cap>> Car Wash"
APP_ENV=production
APP_DEBUG=false
APP_URL=https://wash.<<dom>>
APP_LOCALE=ar
APP_TIMEZONE=Asia/Riyadh

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_DATABASE=carwash
DB_USERNAME=carwash

MOYASAR_PUBLISHABLE_KEY=<<pk>>
MOYASAR_SECRET_KEY=<<cred>>
MOYASAR_CALLBACK_URL=https://wash.<<dom>>/payments/callback
""",
    "p:moyasar_sk",
    syntax="",
    extra=lambda rng, s: {"pk": prov(rng, "moyasar_pk")},
)

F.reg(
    "wuqud_whatsapp_arabic_kalimat_alsir_jihaz_nuqat_albay",
    (
        "WhatsApp/محادثة واتساب مع <<lname2>>.txt",
        "backup/WhatsApp Chat with <<first2_cap>> <<org>>.txt",
    ),
    """<<dmy>>, <<t1>> - <<lname>>: السلام عليكم، جهاز نقاط البيع في المحطة يطلب كلمة السر بعد التحديث
<<dmy>>, <<t2>> - <<lname2>>: وعليكم السلام، اسم المستخدم: <<user>>
<<dmy>>, <<t2>> - <<lname2>>: كلمة السر: <<cred>>
<<dmy>>, <<t3>> - <<lname2>>: لا تعطيها للعمال، بكرة أغيرها
<<dmy>>, <<t4>> - <<lname>>: تمام، جزاك الله خير
""",
    "human",
    syntax="",
)

F.reg(
    "wuqud_unifonic_sms_appsid_node_config",
    ("loyalty-sms/config/unifonic.js", "<<org>>-notify/src/sms.js"),
    """// رسائل نقاط الولاء لعملاء المحطة - Unifonic
const axios = require('axios');

const UNIFONIC = {
  baseUrl: 'https://el.cloud.unifonic.com/rest/SMS/messages',
  appSid: '<<cred>>',
  senderId: '<<org_up>>',
};

async function sendSms(recipient, body) {
  const params = new URLSearchParams({ AppSid: UNIFONIC.appSid, SenderID: UNIFONIC.senderId, Recipient: recipient, Body: body });
  const res = await axios.post(UNIFONIC.baseUrl, params);
  return res.data;
}

module.exports = { sendSms };
""",
    "p:unifonic",
    syntax="",
)

F.reg(
    "wuqud_arabic_email_bayanat_aldukhul_nizam_almahatta",
    ("Mail/<<date>> بيانات الدخول.eml", "emails/<<org>>/erp_access_<<n3>>.eml"),
    """From: <<lname2>> <<<mail2>>>
To: <<lname>> <<<mail>>>
Subject: =?UTF-8?B?2KjZitin2YbYp9iqINin2YTYr9iu2YjZhA==?=
Date: <<rfc_date>>
Message-ID: <<<msgid>>>
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

الأخ <<lfirst>> المحترم،

السلام عليكم ورحمة الله وبركاته،

تم إنشاء حسابك في نظام إدارة المحطة (المبيعات والمخزون والورديات). بيانات الدخول كالتالي:

الرابط: https://erp.<<dom>>
اسم المستخدم: <<user>>
كلمة المرور: <<cred>>

يرجى تغيير كلمة المرور بعد أول تسجيل دخول.

مع التحية،
<<lname2>>
قسم تقنية المعلومات - <<org_cap>>
""",
    "pw",
    syntax="",
)


def _gateway(s):
    return jdump(
        {
            "site": {"name": s["org_cap"], "city": s["city"], "station_no": s["n3"]},
            "atg": {
                "model": "TLS-450",
                "host": s["lan"],
                "port": 10001,
                "poll_seconds": 60,
                "tanks": [1, 2, 3, 4],
            },
            "mqtt": {
                "broker": f"mqtts://iot.{s['dom']}:8883",
                "client_id": f"atg-{s['n3']}",
                "username": f"station{s['n3']}",
                "password": s["cred"],
                "topic": f"stations/{s['n3']}/tanks",
            },
            "alarms": {"low_level_percent": 15, "water_mm": 30},
        }
    )


F.reg(
    "wuqud_tank_gauge_gateway_mqtt_json",
    ("atg-gateway/config.json", "opt/<<org>>/atg_<<n2>>.json"),
    _gateway,
    "pw_json",
)

F.reg(
    "wuqud_station_finder_flutter_maps_key_dart",
    ("lib/config/keys.dart", "<<org>>_app/lib/constants_<<n2>>.dart"),
    """// مفاتيح تطبيق المحطات (أقرب محطة، المغسلة، الاستراحة)
class AppKeys {
  static const String googleMapsApiKey = '<<cred>>';
  static const String baseUrl = 'https://api.<<dom>>/v1';
  static const String supportWhatsApp = '<<phone>>';
  static const int stationsRadiusKm = 50;
}
""",
    "p:google",
    syntax="",
)

F.reg(
    "wuqud_tanker_fleet_wialon_token_python",
    ("fleet/wialon_positions.py", "<<org>>/scripts/tankers_<<n2>>.py"),
    '''"""مواقع صهاريج نقل الوقود من Wialon للوحة المتابعة"""

import json

import requests

WIALON = "https://hst-api.wialon.com/wialon/ajax.html"
TOKEN = "<<cred>>"


def login():
    r = requests.get(WIALON, params={"svc": "token/login", "params": json.dumps({"token": TOKEN})}, timeout=20)
    r.raise_for_status()
    return r.json()["eid"]


def tankers(sid):
    spec = {"itemsType": "avl_unit", "propName": "sys_name", "propValueMask": "TNK-*", "sortType": "sys_name"}
    params = {"spec": spec, "force": 1, "flags": 1025, "from": 0, "to": 0}
    r = requests.get(WIALON, params={"svc": "core/search_items", "params": json.dumps(params), "sid": sid}, timeout=20)
    return [(u["nm"], u["pos"]["y"], u["pos"]["x"]) for u in r.json()["items"] if u.get("pos")]


if __name__ == "__main__":
    for name, lat, lon in tankers(login()):
        print(f"{name}\\t{lat:.5f}\\t{lon:.5f}")
''',
    "p:wialon",
    syntax="py",
)
