# ruff: noqa: E501
"""Family g: a clinical nutritionist's practice (أخصائي تغذية) in Alexandria, Egypt (Arabic)."""

from __future__ import annotations

import html
import re

from hundredthirtysecond_spec import Fam, enc_html_all

FAM = Fam(
    name="akhissai_ghidhaa",
    orgs=("ghidhaasalim", "sihhanil", "nutrialex", "wazntayeb"),
    tld="com.eg",
    first=(
        ("محمد", "mohamed"),
        ("نورهان", "nourhan"),
        ("أحمد", "ahmed"),
        ("ياسمين", "yasmin"),
        ("مصطفى", "mostafa"),
        ("سلمى", "salma"),
        ("هبة", "heba"),
    ),
    last=(
        ("عبد الرحمن", "abdelrahman"),
        ("السيد", "elsayed"),
        ("حسن", "hassan"),
        ("فاروق", "farouk"),
        ("منصور", "mansour"),
        ("الشاذلي", "elshazly"),
    ),
    words=(
        "eskendereya",
        "bahr",
        "montaza",
        "ful",
        "koshary",
        "nile",
        "masr",
        "ahly",
        "zamalek",
        "diet",
        "sehha",
        "ramadan",
        "kalb",
        "qamar",
    ),
    pets=("bosy", "mishmish", "lolo", "simba", "zizo", "kiki", "toty"),
    cc="+20 10",
    cities=("الإسكندرية", "سموحة", "ميامي", "العجمي"),
)
F = FAM

F.reg(
    "ghidhaa_whatsapp_arabic_kalimat_sir_inbody",
    ("WhatsApp/محادثة واتساب مع <<first2>>.txt", "chats/eyada_<<fa2>>_<<ymdc>>.txt"),
    """<<dd>>\u200f/<<mo>>\u200f/<<year>> <<time>> - <<first>> <<last>>: صباح الخير يا دكتورة، برنامج جهاز الانبودي طالب باسورد بعد التحديث
<<dd>>\u200f/<<mo>>\u200f/<<year>> <<time2>> - د. <<first2>>: المستخدم admin
<<dd>>\u200f/<<mo>>\u200f/<<year>> <<time2>> - د. <<first2>>: كلمة السر <<cred>>
<<dd>>\u200f/<<mo>>\u200f/<<year>> <<time2>> - <<first>> <<last>>: تمام اشتغل 👍
""",
    cred="human",
    syntax="",
)

F.reg(
    "ghidhaa_paymob_api_key_env",
    ("diet-plans-site/.env", "<<org>>-backend/.env.production"),
    """# Paymob Accept - اشتراكات الدايت الشهرية
PAYMOB_API_KEY=<<cred>>
PAYMOB_INTEGRATION_ID=<<n2>><<n>>
PAYMOB_IFRAME_ID=<<n2>>
PAYMOB_HMAC=<<hexid>><<hexid>>
SITE_URL=https://<<domain>>
""",
    cred="p:paymob",
    syntax="",
)

F.reg(
    "ghidhaa_fawry_pay_signature_python",
    ("payments/fawry_charge.py", "<<org>>/billing/fawry_<<n>>.py"),
    '''"""Fawry reference-number payment for a nutrition follow-up package."""

import hashlib

import requests

MERCHANT_CODE = "<<hexid>>=="
SECURITY_KEY = "<<cred>>"


def charge(ref: str, customer_mobile: str, amount: float) -> dict:
    sig_src = f"{MERCHANT_CODE}{ref}{customer_mobile}PAYATFAWRY{amount:.2f}{SECURITY_KEY}"
    payload = {
        "merchantCode": MERCHANT_CODE,
        "merchantRefNum": ref,
        "customerMobile": customer_mobile,
        "paymentMethod": "PAYATFAWRY",
        "amount": round(amount, 2),
        "signature": hashlib.sha256(sig_src.encode()).hexdigest(),
    }
    return requests.post("https://www.atfawry.com/ECommerceWeb/Fawry/payments/charge", json=payload, timeout=15).json()
''',
    cred="hex:32",
)

F.reg(
    "ghidhaa_whatsapp_cloud_meal_plan_node",
    ("bot/send-plan.js", "<<org>>-whatsapp-bot/index-<<n>>.js"),
    """// إرسال النظام الغذائي الأسبوعي للعميل على واتساب (WhatsApp Cloud API)
const axios = require('axios');

const WA_TOKEN = "<<cred>>";
const PHONE_ID = "<<n2>><<n2>><<n2>>";

async function sendPlan(to, pdfUrl) {
  await axios.post(`https://graph.facebook.com/v20.0/${PHONE_ID}/messages`, {
    messaging_product: 'whatsapp',
    to,
    type: 'document',
    document: { link: pdfUrl, filename: 'diet-plan.pdf' },
  }, { headers: { Authorization: `Bearer ${WA_TOKEN}` } });
}

module.exports = { sendPlan };
""",
    cred="p:whatsapp",
    syntax="",
)


def _dec_html_cell(text: str) -> str:
    m = re.search(r'<span class="pw">([^<]+)</span>', text)
    return html.unescape(m.group(1))


F.reg(
    "ghidhaa_email_html_entities_portal_login",
    ("mail/welcome-<<fa>>-<<n>>.html", "newsletter/<<org>>/client_login_<<ymdc>>.html"),
    """<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><title>بيانات الدخول</title></head>
<body style="font-family:Tahoma">
<p>أهلاً <<first>>،</p>
<p>تم تفعيل حسابك على بوابة المتابعة لمتابعة الوزن والنظام الغذائي.</p>
<table>
<tr><td>اسم المستخدم</td><td><<email>></td></tr>
<tr><td>كلمة المرور</td><td><span class="pw"><<cred>></span></td></tr>
</table>
<p>فريق <<orgc>></p>
</body>
</html>
""",
    cred="human",
    decode=_dec_html_cell,
    encode=enc_html_all,
    syntax="",
)

F.reg(
    "ghidhaa_lookinbody_mssql_ini",
    ("LookinBody120/Config/DBConfig.ini", "inbody-pc/<<org>>/dbsetting_<<n>>.ini"),
    """[DB]
DBType=MSSQL
ServerName=<<lan>>\\LOOKINBODY
DBName=InBodyDB
UserID=inbody
Password=<<cred>>

[Device]
Model=InBody570
Port=COM3
""",
    cred="pw",
)

F.reg(
    "ghidhaa_telegram_copied_text_kalima",
    ("notes/telegram-copy-<<n>>.txt", "Desktop/<<fa>>_telegram_<<ymdc>>.txt"),
    """د. <<first2>>, [<<dd>>.<<mo>>.<<yy>> <<time>>]
حساب الكانفا بتاع العيادة
<<email2>>

د. <<first2>>, [<<dd>>.<<mo>>.<<yy>> <<time2>>]
<<cred>>

<<first>> <<last>>, [<<dd>>.<<mo>>.<<yy>> <<time2>>]
شكراً يا دكتورة 🌸
""",
    cred="human",
    syntax="",
)

F.reg(
    "ghidhaa_we_router_label_ocr",
    ("scans/router_label_<<ymdc>>.txt", "ocr/<<org>>/we_router_<<n>>.txt"),
    """ZXHN H188A
SSID: WE_<<hexid>>
WLAN Key: <<cred>>
""",
    cred="pw_alnum",
    syntax="",
)
