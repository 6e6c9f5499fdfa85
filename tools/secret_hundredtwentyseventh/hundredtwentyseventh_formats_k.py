# ruff: noqa: E501
"""Family k: a home-appliance repair service (صيانة أجهزة منزلية) in Cairo, Egypt (Egyptian
Arabic)."""

from __future__ import annotations

import json

from hundredtwentyseventh_spec import Fam, dec_html, enc_html, sms_backup

F = Fam(
    name="siyana_appliance_repair_egypt",
    prefix="siyana",
    orgs=("siyanaplus", "tallagafix", "ghassalaexpress", "nilservice"),
    shops=("صيانة بلس للأجهزة المنزلية", "تلاجة فيكس", "غسالة إكسبريس مدينة نصر"),
    tld="com.eg",
    first=(
        ("محمد", "mohamed"),
        ("أحمد", "ahmed"),
        ("فاطمة", "fatma"),
        ("منى", "mona"),
        ("محمود", "mahmoud"),
        ("هدى", "hoda"),
    ),
    last=(
        ("عبد الله", "abdallah"),
        ("السيد", "elsayed"),
        ("حسن", "hassan"),
        ("إبراهيم", "ibrahim"),
        ("مصطفى", "mostafa"),
    ),
    words=(
        "siyana",
        "tallaga",
        "ghassala",
        "takyif",
        "ahly",
        "zamalek",
        "masr",
        "nile",
        "koshary",
        "feteer",
        "tahrir",
        "helwan",
        "nasrcity",
        "maadi",
    ),
    pets=("bosy", "lucy", "mishmish", "simba", "loza"),
    cc="+20",
    places=("nasrcity", "maadi", "heliopolis", "shubra"),
)

F.reg(
    "arabic_whatsapp_kelmet_elser_app",
    ("WhatsApp Chat with فنيين <<n>>.txt", "backup/whatsapp_<<org>>_<<n>>.txt"),
    """<<d>>/<<mo>>/<<year>>, <<time>> - <<fn>> <<ln>>: يا باشمهندس كلمة السر بتاعة أبلكيشن الطلبات اتغيرت؟
<<d>>/<<mo>>/<<year>>, <<t2>> - <<fn2>> <<ln2>>: أيوه، اليوزر <<user>> وكلمة السر <<cred>>
<<d>>/<<mo>>/<<year>>, <<t2>> - <<fn2>> <<ln2>>: ومتنساش عميل التلاجة في <<place>> الساعة ٣
<<d>>/<<mo>>/<<year>>, <<t2>> - <<fn>> <<ln>>: تمام 👍
""",
    "human",
    "",
)

F.reg(
    "fawry_security_key_node",
    ("src/payments/fawry_<<n>>.js", "<<org>>-api/config/fawry.js"),
    """// الدفع بكود فوري قبل زيارة الفني
module.exports = {
  merchantCode: '<<hx>><<hx>>==',
  securityKey: '<<cred>>',
  baseUrl: 'https://www.atfawry.com/ECommerceWeb/Fawry/payments/charge',
  returnUrl: 'https://<<dom>>/fawry/return',
};
""",
    "p:fawry",
    "",
)

F.reg(
    "paymob_api_key_env",
    ("<<org>>-api/.env", "deploy/<<place>>/.env.production"),
    """APP_NAME=<<org>>
PAYMOB_API_KEY=<<cred>>
PAYMOB_INTEGRATION_ID_CARD=<<n3>><<n3>>
PAYMOB_INTEGRATION_ID_WALLET=<<n3>><<n3>>
PAYMOB_IFRAME_ID=<<n3>><<n>>
""",
    "p:paymob",
    "",
)


def _tg(s):
    doc = {
        "name": "فنيين " + str(s["place"]),
        "type": "private_group",
        "id": int(str(s["mid"])),
        "messages": [
            {
                "id": 1,
                "type": "message",
                "date": f"{s['date']}T{s['hms']}",
                "from": str(s["fn"]),
                "text": "مين معاه باسورد حساب قطع الغيار على موقع التوكيل؟",
            },
            {
                "id": 2,
                "type": "message",
                "date": f"{s['date']}T{s['hms']}",
                "from": str(s["fn2"]),
                "text": ["الباسورد ", {"type": "code", "text": str(s["cred"])}],
            },
            {
                "id": 3,
                "type": "message",
                "date": f"{s['date']}T{s['hms']}",
                "from": str(s["fn"]),
                "text": "شكراً",
            },
        ],
    }
    return json.dumps(doc, ensure_ascii=False, indent=1)


F.reg(
    "technicians_telegram_json_export",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "tg_export_<<org>>_<<n>>/result.json"),
    _tg,
    "human",
)

F.reg(
    "spare_parts_odoo_conf",
    ("etc/odoo/odoo_<<n>>.conf", "odoo-<<org>>/odoo.conf"),
    """[options]
; مخزن قطع الغيار (Odoo 17)
admin_passwd = <<hx>><<n3>>
db_host = <<ip>>
db_port = 5432
db_user = odoo
db_password = <<cred>>
db_name = <<org>>_parts
addons_path = /opt/odoo/addons,/opt/odoo/custom
""",
    "pw",
)


def _sms(s):
    ms = int(s["ms"])
    return sms_backup(
        [
            (str(s["phone2"]), ms, 2, "ابعتلي باسورد الواي فاي بتاع الورشة"),
            (str(s["phone2"]), ms + 45000, 1, str(s["cred"])),
        ]
    )


F.reg(
    "arabic_sms_backup_reply_only",
    ("SMSBackupRestore/sms-<<date>>_<<n>>.xml", "backup/sms_<<fa>>_<<n>>.xml"),
    _sms,
    "human",
)

F.reg(
    "service_report_html_entity_cell",
    ("reports/zyara_<<n>>.html", "تقارير/تقرير_زيارة_<<date>>.html"),
    """<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><title>تقرير زيارة فني</title></head>
<body>
<h1><<shop>></h1>
<table border="1">
<tr><th>العميل</th><td><<fn2>> <<ln2>></td></tr>
<tr><th>الجهاز</th><td>غسالة فول أوتوماتيك</td></tr>
<tr><th>حساب التطبيق</th><td><<user>></td></tr>
<tr><th>كلمة السر</th><td class="pw"><<enc>></td></tr>
</table>
</body>
</html>
""",
    "human",
    "",
    encode=enc_html,
    decode=dec_html(r'<td class="pw">([^<]+)</td>'),
)

F.reg(
    "whatsapp_cloud_api_token_python",
    ("bot/wa_notify_<<n>>.py", "<<org>>/whatsapp_cloud.py"),
    '''"""رسالة تأكيد ميعاد الفني عبر WhatsApp Cloud API."""

import requests

WA_TOKEN = "<<cred>>"
PHONE_ID = "<<mid>><<n3>>"


def confirm(to: str, name: str, slot: str) -> None:
    requests.post(
        f"https://graph.facebook.com/v19.0/{PHONE_ID}/messages",
        headers={"Authorization": f"Bearer {WA_TOKEN}"},
        json={"messaging_product": "whatsapp", "to": to, "type": "template",
              "template": {"name": "visit_confirm", "language": {"code": "ar_EG"}}},
        timeout=15,
    )
''',
    "p:meta",
)
