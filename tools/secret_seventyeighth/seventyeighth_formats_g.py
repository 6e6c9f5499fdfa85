# ruff: noqa: E501
"""Family g: an Egyptian civil registry branch office (مكتب السجل المدني)."""

from __future__ import annotations

import random

from seventyeighth_spec import Fam, Slots, alnum, dec_entities_after, enc_entities, xml_text

FAM = Fam(
    name="sijill_madani_registry",
    key="sijill",
    orgs=(
        ("مكتب السجل المدني – بنها", "sijillbanha"),
        ("سجل مدني المحلة الكبرى", "sijillmahalla"),
        ("مكتب سجل مدني طنطا أول", "sijilltanta"),
    ),
    tld="gov.eg",
    first=(
        ("محمد", "mohamed"),
        ("أحمد", "ahmed"),
        ("فاطمة", "fatma"),
        ("منى", "mona"),
        ("محمود", "mahmoud"),
        ("هبة", "heba"),
        ("كريم", "karim"),
        ("ياسمين", "yasmin"),
    ),
    last=(
        ("عبد الحميد", "abdelhamid"),
        ("السيد", "elsayed"),
        ("حسن", "hassan"),
        ("إبراهيم", "ibrahim"),
        ("مصطفى", "mostafa"),
        ("الشريف", "elsherif"),
    ),
    words=(
        "masr",
        "elnil",
        "ahly",
        "zamalek",
        "koshary",
        "hawawshi",
        "bahr",
        "ramadan",
        "fanoos",
        "banha",
        "mahalla",
        "tanta",
        "nour",
        "3asal",
        "sabah",
        "gamila",
    ),
    pets=("bosy", "loz", "meshmesh", "simsim", "lucy", "zizo"),
    cc="+20",
    places=("بنها", "المحلة الكبرى", "طنطا", "قليوب"),
)

R = FAM.reg

# 1 WhatsApp (Android, Arabic) كلمة السر
R(
    "arabic_whatsapp_kelmet_el_ser_shabaka",
    ("WhatsApp/محادثة واتساب مع الشبكة.txt", "Download/WhatsApp Chat with IT <<num>>.txt"),
    """<<dmy_slash>>، <<time>> - <<first2>>: يا باشمهندس <<first>>، الشبكة وقعت في شباك ٣ ومش عارفين ندخل على المنظومة
<<dmy_slash>>، <<time2>> - <<first>>: ادخلي بحساب الطوارئ
<<dmy_slash>>، <<time2>> - <<first>>: اسم المستخدم: <<login>>
<<dmy_slash>>، <<time2>> - <<first>>: كلمة السر: <<cred>>
<<dmy_slash>>، <<time2>> - <<first2>>: تمام شكرا 🌹
""",
    cred="human",
    syntax="",
)


# 2 HTML report of operator accounts with entity-escaped password (encoded)
def _html(s: Slots) -> str:
    return f"""<!DOCTYPE html>
<html lang="ar" dir="rtl">
<head><meta charset="utf-8"><title>حسابات الموظفين – {xml_text(s["org"])}</title></head>
<body>
<table border="1">
<tr><th>الاسم</th><th>الشباك</th><th>اسم المستخدم</th><th>كلمة السر</th></tr>
<tr><td>{s["first"]} {s["last"]}</td><td>{s["n"]}</td><td>{s["login"]}</td><td class="pw">{s["enc"]}</td></tr>
<tr><td>{s["first2"]}</td><td>1</td><td>{s["fa2"]}.reg</td><td>••••••</td></tr>
</table>
</body>
</html>
"""


def _sym_pw(rng: random.Random, s: Slots) -> str:
    while True:
        pw = FAM.human(rng)
        if any(not c.isalnum() for c in pw):
            return pw


R(
    "operator_accounts_html_entities_report",
    ("reports/hesabat_<<ymd_compact>>.html", "Desktop/حسابات_الشبابيك.html"),
    _html,
    cred=_sym_pw,
    enc=enc_entities,
    syntax="",
    decode=dec_entities_after('<td class="pw">'),
)

# 3 Windows batch: SQL*Plus to the local registry database
R(
    "sqlplus_nightly_report_bat",
    ("C:/scripts/taqrir_yawmi.bat", "D:/sijill/report_daily.bat"),
    """@echo off
rem تقرير يومي – عدد الشهادات المستخرجة
set ORACLE_HOME=C:\\oracle\\product\\19.0.0\\client_1
sqlplus -s sijill_rpt/<<cred>>@//<<ip>>:1521/CSRBR @C:\\scripts\\daily_certs.sql > D:\\reports\\certs_%date:~-4%%date:~3,2%%date:~0,2%.txt
""",
    cred="pw_alnum",
    syntax="",
)

# 4 C#: Fawry security key for fee payments
R(
    "fawry_fees_security_key_csharp",
    ("src/Payments/FawryConfig.cs", "Sijill.Fees/Services/FawryService.cs"),
    """namespace Sijill.Fees.Payments
{
    // رسوم استخراج الشهادات عبر فوري
    public static class FawryConfig
    {
        public const string MerchantCode = "<<mc>>";
        public const string SecurityKey = "<<cred>>";
        public const string BaseUrl = "https://www.atfawry.com/ECommerceWeb/Fawry/payments/charge";
    }
}
""",
    cred="p:fawry",
    syntax="",
    extra=lambda rng, s: {"mc": alnum(rng, 20)},
)

# 5 queue system appsettings.json
R(
    "queue_kiosk_appsettings_json",
    ("QueueKiosk/appsettings.json", "inetpub/tabour/appsettings.Production.json"),
    """{
  "ConnectionStrings": {
    "Queue": "Server=<<ip>>;Database=Tabour_<<slug>>;User Id=queue_app;Password=<<cred>>;TrustServerCertificate=True"
  },
  "Kiosk": { "Branch": "<<slug>>", "Counters": <<n>>, "Language": "ar-EG" },
  "Logging": { "LogLevel": { "Default": "Warning" } }
}
""",
    cred="pw_json",
)

# 6 Arabic e-mail: FortiClient VPN for the branch
R(
    "arabic_email_vpn_forticlient_kalimat_al_sir",
    ("Outlook/Inbox/<<ymd_compact>>_vpn.eml", "mail/inbox/<<num>>.eml"),
    """From: <<first2>> <<<email2>>>
To: <<email>>
Subject: بيانات الدخول على الـ VPN للفرع
Date: <<dmy_slash>> <<time>>
Content-Type: text/plain; charset=UTF-8

السلام عليكم أستاذ <<first>>،

تم إنشاء حساب VPN للفرع على FortiClient:
الخادم: vpn.<<dom>>:10443
اسم المستخدم: <<login>>
كلمة السر: <<cred>>

برجاء عدم مشاركتها مع أي حد.
مع التحية،
<<first2>> – إدارة نظم المعلومات
""",
    cred="human_x",
    syntax="",
)

# 7 FortiGate CLI script with an IPsec pre-shared key
R(
    "fortigate_branch_ipsec_psk_cli",
    ("network/fortigate_<<slug>>.conf", "configs/fgt60f_branch_<<ymd_compact>>.txt"),
    """config vpn ipsec phase1-interface
    edit "to-HQ"
        set interface "wan1"
        set peertype any
        set net-device disable
        set proposal aes256-sha256
        set remote-gw <<pubip>>
        set psksecret <<cred>>
    next
end
config vpn ipsec phase2-interface
    edit "to-HQ-p2"
        set phase1name "to-HQ"
        set proposal aes256-sha256
    next
end
""",
    cred="pw_bare",
    syntax="",
)

# 8 Telegram copied text: the reply is only the value
R(
    "telegram_copied_arabic_reply_only_value",
    ("Documents/telegram_<<fa>>.txt", "Desktop/رسائل_تليجرام.txt"),
    """<<first2>>, [<<dmy>> <<time>>]
باسورد الطابعة بتاعة الشهادات إيه؟

<<first>>, [<<dmy>> <<time2>>]
<<cred>>

<<first2>>, [<<dmy>> <<time2>>]
👍
""",
    cred="human",
    syntax="",
)
