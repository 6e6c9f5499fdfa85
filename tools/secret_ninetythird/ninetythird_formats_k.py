# ruff: noqa: E501
"""Family k: a Cairo social-media manager for small brands (Egyptian Arabic)."""

from __future__ import annotations

import html

from ninetythird_spec import FAM_K, alnum, dec_html_after, pick, prov

FAM_K.reg(
    "meta_page_long_lived_token_dotenv",
    ("scheduler/.env", "<<org>>-autopost/.env"),
    """# جدولة بوستات فيسبوك وانستجرام لعملاء <<orgc>>
META_APP_ID=<<appid>>
META_PAGE_ID=<<pageid>>
META_PAGE_ACCESS_TOKEN=<<cred>>
IG_BUSINESS_ACCOUNT_ID=1784<<pageid>>
TIMEZONE=Africa/Cairo
""",
    "p:meta_page",
    syntax="",
    extra=lambda r, s: {"appid": alnum(r, 16, "0123456789"), "pageid": alnum(r, 15, "0123456789")},
)


def _ar_time(r, s):
    h = int(s["hh"])
    return {"h12": str(h - 12 if h > 12 else h), "ap": "م" if h >= 12 else "ص"}


FAM_K.reg(
    "egyptian_whatsapp_el_password_instagram",
    ("WhatsApp/محادثة واتساب مع <<fn2>>.txt", "backup/whatsapp_client_<<n>>.txt"),
    """\u200f<<d1>>\u200f/<<m1>>\u200f/<<y>> <<h12>>:<<mi>> <<ap>> - <<fn2>> <<ln2>>: الباسورد بتاع انستجرام البراند إيه؟ عايزة أنزل الريلز بتاع العرض النهارده
\u200f<<d1>>\u200f/<<m1>>\u200f/<<y>> <<h12>>:<<mi2>> <<ap>> - <<fn>> <<ln>>: <<cred>>
\u200f<<d1>>\u200f/<<m1>>\u200f/<<y>> <<h12>>:<<mi2>> <<ap>> - <<fn>> <<ln>>: متغيريهوش عشان صاحب البراند بيدخل بيه برضه
\u200f<<d1>>\u200f/<<m1>>\u200f/<<y>> <<h12>>:<<mi3>> <<ap>> - <<fn2>> <<ln2>>: تمام شكرًا 🙏
""",
    "human",
    syntax="",
    extra=_ar_time,
)


def _html_pw(r, s):
    a, b = r.sample(FAM_K.words, 2)
    form = r.randrange(3)
    if form == 0:
        return f"{a.capitalize()}&{b.capitalize()}{r.randint(10, 99)}"
    if form == 1:
        return f"{a}<{b}>{r.randint(100, 999)}"
    return f"{pick(r, FAM_K.pets).capitalize()}&{a}{r.randint(1990, 2025)}!"


def _table(s):
    pw = html.escape(s["cred"], quote=True)
    return f"""<!DOCTYPE html>
<html dir="rtl" lang="ar">
<head><meta charset="utf-8"><title>حسابات العملاء - {s["orgc"]}</title></head>
<body>
<h1>حسابات العملاء</h1>
<table class="collection-content">
<thead><tr><th>العميل</th><th>المنصة</th><th>اليوزر</th><th>الباسورد</th><th>ملاحظات</th></tr></thead>
<tbody>
<tr><td>مخبز {s["fn2"]}</td><td>Instagram</td><td>@{s["org"]}_bakery</td><td class="pw">{pw}</td><td>التحقق بخطوتين على موبايل العميل</td></tr>
<tr><td>براند شنط</td><td>TikTok</td><td>{s["gmail"]}</td><td>مع العميل</td><td></td></tr>
</tbody>
</table>
</body>
</html>
"""


FAM_K.reg(
    "client_accounts_html_table_entities",
    ("Notion Export/حسابات العملاء <<h32>>.html", "Export-<<uuid>>/Clients <<n>>.html"),
    _table,
    _html_pw,
    syntax="",
    decode=dec_html_after(r'<td class="pw">([^<]+)</td>'),
)

FAM_K.reg(
    "paymob_intention_secret_key_python",
    ("payments/paymob_client.py", "<<org>>/store/paymob_<<n>>.py"),
    '''"""دفع أونلاين لمتجر العميل عن طريق Paymob (كروت + فودافون كاش)."""

import requests

PAYMOB_SECRET_KEY = "<<cred>>"
PAYMOB_PUBLIC_KEY = "egy_pk_live_<<pk>>"
INTEGRATION_IDS = [<<n2>>, <<n>>]


def create_intention(amount_egp: float, phone: str, name: str) -> dict:
    r = requests.post(
        "https://accept.paymob.com/v1/intention/",
        headers={"Authorization": f"Token {PAYMOB_SECRET_KEY}"},
        json={
            "amount": int(amount_egp * 100),
            "currency": "EGP",
            "payment_methods": INTEGRATION_IDS,
            "billing_data": {"first_name": name, "last_name": "-", "phone_number": phone},
        },
        timeout=20,
    )
    r.raise_for_status()
    return r.json()
''',
    "p:paymob",
    extra=lambda r, s: {"pk": alnum(r, 32)},
)

FAM_K.reg(
    "google_ads_yaml_developer_token",
    ("home/<<fa>>/google-ads.yaml", "ads-reports/<<org>>/google-ads_<<n>>.yaml"),
    """# تقارير حملات جوجل للعملاء (python google-ads)
developer_token: <<cred>>
use_proto_plus: True
login_customer_id: <<cust>>
client_id: <<cnum>>-<<cid>>.apps.googleusercontent.com
client_secret: <<csec>>
refresh_token: <<rt>>
""",
    "p:google_ads_dev",
    extra=lambda r, s: {
        "cust": alnum(r, 10, "0123456789"),
        "cnum": alnum(r, 12, "0123456789"),
        "cid": alnum(r, 32, "abcdefghijklmnopqrstuvwxyz0123456789"),
        "csec": prov(r, "gcp_oauth"),
        "rt": prov(r, "google_refresh"),
    },
)

FAM_K.reg(
    "fawry_security_key_java",
    (
        "android/app/src/main/java/com/<<org>>/shop/FawryConfig.java",
        "<<org>>-app/FawryConfig<<n>>.java",
    ),
    """package com.<<org>>.shop;

/** إعدادات الدفع عن طريق فوري لتطبيق المتجر */
public final class FawryConfig {
    public static final String MERCHANT_CODE = "<<mc>>";
    public static final String SECURE_KEY = "<<cred>>";
    public static final String BASE_URL = "https://www.atfawry.com/";
    public static final String CURRENCY = "EGP";

    private FawryConfig() {}
}
""",
    "p:fawry",
    syntax="",
    extra=lambda r, s: {"mc": alnum(r, 24, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789+/") + "=="},
)

FAM_K.reg(
    "arabic_email_client_handover_tiktok_ads",
    ("Mail/Sent/<<y>><<mo>><<d>>_تسليم.eml", "mail/<<fa>>/sent_<<n2>>.eml"),
    """From: <<fn>> <<ln>> <<<email>>>
To: <<fn2>> <<ln2>> <<<gmail>>>
Subject: تسليم حساب تيك توك للإعلانات - براند <<orgc>>
Date: Sun, <<d>> Feb <<y>> <<hh>>:<<mi>>:00 +0200
Content-Type: text/plain; charset=UTF-8

أهلاً أستاذة <<fn2>>،

زي ما اتفقنا، ده تسليم حساب TikTok Ads Manager بتاع البراند بعد انتهاء العقد:

الإيميل: <<gmail>>
كلمة السر: <<cred>>

ياريت تغيري كلمة السر وتشيلي رقمي من التحقق بخطوتين.
الفواتير الأخيرة موجودة في الدرايف في فولدر "فواتير <<y>>".

مع خالص التحية،
<<fn>> <<ln>>
<<orgc>> للتسويق الرقمي
""",
    "human",
    syntax="",
)

FAM_K.reg(
    "telegram_copied_text_reply_only_arabic",
    ("Desktop/تليجرام_<<n>>.txt", "notes/tg_copy_<<fa>>_<<n>>.txt"),
    """<<fn2>> <<ln2>>, [<<d>>.<<mo>>.<<yy>> <<hh>>:<<mi>>]
باسورد كانفا برو بتاع الفريق؟

<<fn>> <<ln>>, [<<d>>.<<mo>>.<<yy>> <<hh>>:<<mi2>>]
<<cred>>
""",
    "human",
    syntax="",
)
