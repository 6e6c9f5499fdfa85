# ruff: noqa: E501
"""Family e: a ship chandler (provisions and stores) at Port Tawfiq, Suez, Egypt (Arabic and English)."""

from __future__ import annotations

import html

from seventyfourth_spec import Fam, dec_html_cell, gen_pw, must_have

SUEZ = Fam(
    name="suez_ship_victualler",
    orgs=("bahriamoon", "qanalsupply", "tawfiqstores"),
    tld="com.eg",
    first=(
        ("محمد", "mohamed"),
        ("أحمد", "ahmed"),
        ("مصطفى", "mostafa"),
        ("فاطمة", "fatma"),
        ("عمرو", "amr"),
        ("هبة", "heba"),
        ("كريم", "karim"),
        ("منى", "mona"),
        ("إبراهيم", "ibrahim"),
        ("ياسمين", "yasmin"),
    ),
    last=(
        ("عبد الرحمن", "abdelrahman"),
        ("السيد", "elsayed"),
        ("حسن", "hassan"),
        ("الشاذلي", "elshazly"),
        ("منصور", "mansour"),
        ("سليمان", "soliman"),
        ("فرج", "farag"),
        ("عثمان", "osman"),
    ),
    words=(
        "bahr",
        "suez",
        "ismailia",
        "mina",
        "safina",
        "masr",
        "ahly",
        "zamalek",
        "nour",
        "amal",
        "habibi",
        "qanal",
        "sinai",
        "salam",
        "felucca",
        "tawfiq",
        "portsaid",
        "kahraba",
    ),
    pets=("Bosy", "Loly", "Mishmish", "Simba", "Tota", "Lucky"),
    cc="+20",
    vessels=("MV Nile Star", "Suez Pride", "MSC Amira", "Al Salam Boccaccio", "Red Sea Trader"),
    places=("بورتوفيق", "السويس", "بورسعيد", "الإسماعيلية", "العين السخنة"),
)
F = SUEZ.reg

F(
    "suezchandler_egyptian_whatsapp_kelmet_el_ser",
    ("WhatsApp/محادثة <<fn2>> <<ymd>>.txt", "exports/wa_chandler_<<n>>.txt"),
    """<<mdy>>, <<time>> - <<fn2>> <<ln2>>: صباح الخير يا باشمهندس، السيستم بتاع الطلبيات مش راضي يفتح معايا
<<mdy>>, <<time>> - <<fn>> <<ln>>: غيرنا الباسورد امبارح بعد ما الجهاز اتصلح
<<mdy>>, <<time>> - <<fn>> <<ln>>: اليوزر <<user>>
<<mdy>>, <<time2>> - <<fn>> <<ln>>: كلمة السر <<cred>>
<<mdy>>, <<time2>> - <<fn2>> <<ln2>>: تمام شكرا 🙏 المركب <<vessel>> طالبة خضار وفاكهة قبل العبور الساعة ٦
""",
    cred="human",
)

F(
    "suezchandler_paymob_intention_python",
    ("payments/paymob_client.py", "opt/<<org>>/invoices/paymob_pay.py"),
    """\"\"\"Paymob payment links for ship agents paying provisions invoices (EGP/USD).\"\"\"
import requests

PAYMOB_SECRET_KEY = "<<cred>>"
PAYMOB_PUBLIC_KEY = "egy_pk_live_<<serial>><<hex8>>"
INTEGRATION_ID = <<n4>><<n2>>


def create_intention(amount_piasters: int, agent_email: str, vessel: str) -> str:
    r = requests.post(
        "https://accept.paymob.com/v1/intention/",
        headers={"Authorization": f"Token {PAYMOB_SECRET_KEY}"},
        json={
            "amount": amount_piasters,
            "currency": "EGP",
            "payment_methods": [INTEGRATION_ID],
            "items": [{"name": f"Provisions {vessel}", "amount": amount_piasters, "quantity": 1}],
            "billing_data": {"email": agent_email, "first_name": "Agent", "last_name": vessel, "phone_number": "<<phone>>"},
        },
        timeout=30,
    )
    r.raise_for_status()
    cs = r.json()["client_secret"]
    return f"https://accept.paymob.com/unifiedcheckout/?publicKey={PAYMOB_PUBLIC_KEY}&clientSecret={cs}"
""",
    cred="p:paymob_sk",
)

F(
    "suezchandler_fawry_pay_security_key_php",
    ("app/Services/FawryService.php", "www/<<org>>/includes/fawry.php"),
    """<?php
// فوري - تحصيل فواتير التوريدات من الوكلاء الملاحيين
class FawryService
{
    private string $merchantCode = '<<serial>>';
    private string $securityKey = '<<cred>>';
    private string $endpoint = 'https://www.atfawry.com/ECommerceWeb/Fawry/payments/charge';

    public function signature(string $refNum, string $customerId, string $returnUrl, float $amount): string
    {
        return hash('sha256', $this->merchantCode . $refNum . $customerId . $returnUrl . number_format($amount, 2, '.', '') . $this->securityKey);
    }
}
""",
    cred="p:fawry_key",
    syntax="",
)

F(
    "suezchandler_shipserv_tradenet_config_xml",
    ("TradeNet/config/tradenet.config.xml", "ShipServ/<<user>>/TradeNetClient.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<!-- ShipServ TradeNet connector: RFQs and purchase orders from ship managers -->
<TradeNetConfig>
  <Supplier tnid="<<n4>><<n2>>" name="<<orgc>> Ship Chandlers" port="EGSUZ"/>
  <Endpoint url="https://tradenet.shipserv.com/ws/v2" timeoutSeconds="60"/>
  <Credentials>
    <Username><<user>></Username>
    <Password><<cred>></Password>
  </Credentials>
  <Polling intervalMinutes="5" inbox="C:\\TradeNet\\inbox" outbox="C:\\TradeNet\\outbox"/>
</TradeNetConfig>
""",
    cred="pw_xml",
)


def _html_pw(rng, s):
    return must_have("&<>", lambda r, _s: gen_pw(r, sym="&<>#!*"))(rng, s)


def _html_page(s):
    esc = html.escape(s["cred"])
    return f"""<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><title>حسابات البوابات - {s["orgc"]}</title></head>
<body>
<h2>حسابات البوابات الإلكترونية (لا ترسل خارج المكتب)</h2>
<table border="1">
<tr><th>البوابة</th><th>اسم المستخدم</th><th>كلمة السر</th><th>ملاحظات</th></tr>
<tr><td>ShipServ TradeNet</td><td>{s["user"]}</td><td class="pw">{esc}</td><td>الطلبيات من الملاك</td></tr>
<tr><td>هيئة قناة السويس</td><td>{s["user2"]}</td><td>عند {s["fn2"]}</td><td>تصاريح اللانشات</td></tr>
</table>
<p>آخر تحديث: {s["dmy"]}</p>
</body>
</html>
"""


F(
    "suezchandler_portal_accounts_html_entities",
    ("Shared/حسابات/portals_<<ymd>>.html", "office/accounts/portals_<<n>>.html"),
    _html_page,
    cred=_html_pw,
    syntax="",
    decode=dec_html_cell(r'<td class="pw">(.*?)</td>'),
)

F(
    "suezchandler_launch_boat_wialon_token_js",
    ("tracking/launches.js", "srv/<<org>>/gps/wialon_poll.js"),
    """// تتبع لانشات التوريد داخل الميناء (Wialon Hosting)
const WIALON_HOST = 'https://hst-api.wialon.com';
const WIALON_TOKEN = '<<cred>>';

async function login() {
  const params = new URLSearchParams({ svc: 'token/login', params: JSON.stringify({ token: WIALON_TOKEN }) });
  const res = await fetch(`${WIALON_HOST}/wialon/ajax.html?${params}`);
  return (await res.json()).eid;
}

login().then((sid) => console.log('wialon session', sid));
""",
    cred="p:wialon",
    syntax="",
)

F(
    "suezchandler_erp_web_config_connectionstring",
    ("ERP/web.config", "inetpub/<<org>>-erp/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="ChandlerErp" connectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=Stores;User ID=erp_app;Password=<<cred>>;TrustServerCertificate=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="DefaultPort" value="EGSUZ" />
    <add key="Currency" value="USD" />
  </appSettings>
  <system.web>
    <compilation debug="false" targetFramework="4.8" />
  </system.web>
</configuration>
""",
    cred="pw_xml",
)

F(
    "suezchandler_agent_email_arabic_english_portal_login",
    ("Mail/Inbox/<<ymd>>_agent_portal.eml", "Outlook/<<user>>/Re_ portal access <<n>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<email2>>
Subject: RE: Owners' portal access - <<vessel>> / السفينة
Date: Sun, <<d>> Oct <<y>> <<hms>> +0200
Content-Type: text/plain; charset=UTF-8

Dear Capt. / Chief Steward,

Please find our supplier portal access for checking your provisions order before
the Suez Canal southbound convoy:

Link: https://portal.<<dom>>/orders
User: <<user>>
Password: <<cred>>

السلام عليكم، لو فيه أي مشكلة في الدخول كلمني على الواتساب <<phone>>

Best regards,
<<fn>> <<ln>>
<<orgc>> Ship Chandlers - Port Tawfiq
""",
    cred="human",
)
