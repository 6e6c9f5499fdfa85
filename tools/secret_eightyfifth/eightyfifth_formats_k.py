# ruff: noqa: E501
"""Family k: a landfill weighbridge office (ميزان المدفن) near Cairo, Egypt (Egyptian Arabic,
English): weighbridge software, Mettler Toledo terminal over OPC UA, ANPR gate cameras, ETA
e-invoicing, Paymob, Fawry."""

from __future__ import annotations

import json
import random

from eightyfifth_spec import EGYPT as F
from eightyfifth_spec import gen_pw, prov

# 1 ---------------------------------------------------------------------------------------------
F.reg(
    "mizan_arabic_whatsapp_kalmet_el_ser_kantar_pc",
    (
        "WhatsApp/محادثة واتساب مع وردية الميزان.txt",
        "phone/<<fa>>/WhatsApp Chat with <<fa2_c>> <<n>>.txt",
    ),
    """<<dd>>/<<mm>>/<<year>>, <<t1>> - <<first>> <<last>>: صباح الخير يا باشمهندس، جهاز الميزان عمل ريستارت ومش راضي يفتح البرنامج
<<dd>>/<<mm>>/<<year>>, <<t2>> - <<first2>>: اسم المستخدم weigh_admin
<<dd>>/<<mm>>/<<year>>, <<t2>> - <<first2>>: كلمة السر: <<cred>>
<<dd>>/<<mm>>/<<year>>, <<t3>> - <<first>> <<last>>: تمام فتح، العربيات واقفة على البوابة من الفجر 🚛
<<dd>>/<<mm>>/<<year>>, <<t4>> - <<first2>>: امسح الرسالة بعد ما تكتبها في الدفتر
""",
    "human",
    syntax="",
)

# 2 ---------------------------------------------------------------------------------------------
F.reg(
    "mizan_paymob_api_key_hmac_dotenv",
    ("tipping-fees/.env", "deploy/<<org>>/.env.<<n>>"),
    """# رسوم التفريغ للمقاولين - دفع أونلاين
APP_URL=https://pay.<<dom>>
PAYMOB_API_KEY=<<cred>>
PAYMOB_INTEGRATION_ID_CARD=<<nnnn>><<nn>>
PAYMOB_INTEGRATION_ID_WALLET=<<nnnn>><<n>>
PAYMOB_HMAC_SECRET=<<hmac>>
PAYMOB_IFRAME_ID=<<nnnn>>
""",
    "p:paymob_api",
    syntax="",
    extra=lambda r, s: {"hmac": prov(r, "paymob_hmac")},
)

# 3 ---------------------------------------------------------------------------------------------
ESC = {"<": "\\u003C", ">": "\\u003E", "&": "\\u0026", "'": "\\u0027", "+": "\\u002B"}


def _stj(s: dict) -> str:
    doc = {
        "ConnectionStrings": {
            "Weighbridge": f"Server={s['ip']};Database=Landfill;User Id=wb_app;Password={s['cred']};TrustServerCertificate=True"
        },
        "Scale": {
            "Port": "COM2",
            "BaudRate": 9600,
            "Indicator": "METTLER TOLEDO IND570",
            "MaxKg": 80000,
        },
        "Gate": {"AnprUrl": f"http://{s['ip2']}/api/plates", "Lanes": 2},
        "Site": {"Name": "مدفن " + s["city"], "Operator": s["org"]},
    }
    text = json.dumps(doc, ensure_ascii=True, indent=2)
    for a, b in ESC.items():
        text = text.replace(a, b)
    return text + "\n"


def _dec_stj(text: str) -> str:
    cs = json.loads(text)["ConnectionStrings"]["Weighbridge"]
    return cs.split("Password=", 1)[1].split(";", 1)[0]


F.reg(
    "mizan_weighbridge_appsettings_system_text_json_escaped",
    ("WeighbridgeApp/appsettings.Production.json", "deploy/<<org>>/appsettings.<<n>>.json"),
    _stj,
    lambda r, s: gen_pw(r, sym="<>&'+"),
    decode=_dec_stj,
)

# 4 ---------------------------------------------------------------------------------------------
F.reg(
    "mizan_eta_einvoice_client_secret_python",
    ("einvoice/eta_submit.py", "finance/<<org>>/eta_<<n>>.py"),
    '''"""إرسال فواتير رسوم التفريغ إلى منظومة الفاتورة الإلكترونية (ETA)"""

import requests

ETA_ID_URL = "https://id.eta.gov.eg/connect/token"
ETA_API = "https://api.invoicing.eta.gov.eg/api/v1.0/documentsubmissions"
CLIENT_ID = "<<uuid>>"
CLIENT_SECRET = "<<cred>>"
TAX_REG_NO = "<<rin>>"


def token():
    r = requests.post(ETA_ID_URL, data={"grant_type": "client_credentials", "client_id": CLIENT_ID, "client_secret": CLIENT_SECRET, "scope": "InvoicingAPI"}, timeout=30)
    return r.json()["access_token"]


def submit(docs):
    return requests.post(ETA_API, json={"documents": docs}, headers={"Authorization": "Bearer " + token()}, timeout=60).json()
''',
    "uuid",
    extra=lambda r, s: {"rin": str(r.randint(100000000, 999999999))},
)

# 5 ---------------------------------------------------------------------------------------------
F.reg(
    "mizan_ind780_opcua_bridge_yaml_password",
    ("opcua-bridge/config.yaml", "plant/<<org>>/scale_opcua_<<n>>.yaml"),
    """# Bridge: METTLER TOLEDO IND780 (OPC UA) -> SQL weighbridge log
terminal:
  endpoint: "opc.tcp://<<ip>>:4840"
  security_policy: Basic256Sha256
  username: "wb_reader"
  password: "<<cred>>"
  nodes:
    gross: "ns=2;s=Scale1.Gross"
    tare: "ns=2;s=Scale1.Tare"
    stable: "ns=2;s=Scale1.Motion"
sink:
  dsn: "mssql://<<ip2>>/Landfill"
  table: WeighTickets
""",
    "pw_dq",
)

# 6 ---------------------------------------------------------------------------------------------
F.reg(
    "mizan_fawry_security_key_java_properties",
    ("src/main/resources/fawry.properties", "billing/<<org>>/fawry_<<n>>.properties"),
    """# Fawry Pay - contractor tipping fees (reference number at any Fawry outlet)
fawry.base-url=https://www.atfawry.com/ECommerceWeb/Fawry/payments/charge
fawry.merchant-code=<<mc>>
fawry.security-key=<<cred>>
fawry.return-url=https://pay.<<dom>>/fawry/return
fawry.payment-expiry-hours=48
""",
    "p:fawry_secure",
    syntax="",
    extra=lambda r, s: {"mc": prov(r, "kintone")[:24] + "=="},
)


# 7 ---------------------------------------------------------------------------------------------
def _anpr_rows(rng: random.Random, s: dict) -> dict:
    names = ("بوابة الدخول 1", "بوابة الخروج", "الميزان 1 أمامي", "الميزان 2 خلفي")
    k = rng.randint(0, 3)
    rows = []
    for i, nm in enumerate(names):
        pw = s["cred"] if i == k else gen_pw(rng, sym="-._~")
        rows.append(
            f"{nm},10.20.{rng.randint(1, 9)}.{rng.randint(10, 250)},rtsp://admin:{pw}@10.20.{rng.randint(1, 9)}.{rng.randint(10, 250)}:554/cam/realmonitor?channel=1&subtype=0,Dahua ITC"
        )
    return {"rows": "\n".join(rows)}


F.reg(
    "mizan_anpr_gate_cameras_csv_rtsp_userinfo",
    ("cameras/anpr_<<year>>.csv", "it/<<org>>/كاميرات_<<n>>.csv"),
    """الكاميرا,IP,رابط البث,النوع
<<rows>>
""",
    "pw_url",
    syntax="",
    extra=_anpr_rows,
)

# 8 ---------------------------------------------------------------------------------------------
F.reg(
    "mizan_shift_logbook_ocr_arabic_label_next_line",
    ("scans/دفتر_الوردية_<<ymd>>.txt", "ocr/<<org>>/logbook_<<n>>.txt"),
    """دفتر تسليم الوردية - ميزان المدفن
التاريخ: <<dd>>/<<mm>>/<<year>>    الوردية: ليلي
عدد النقلات: <<nn>>    إجمالي الوزن: <<nnnn>> طن
ملاحظات: الكاميرا الخلفية للميزان 2 فصلت الساعة 3

كمبيوتر الميزان
المستخدم: weigh_admin
كلمة السر:
<<cred>>

المستلم: <<first2>>       التوقيع: ____
""",
    "human",
    syntax="",
)
