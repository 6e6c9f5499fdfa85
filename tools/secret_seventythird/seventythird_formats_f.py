# ruff: noqa: E501
"""Family f: a delivery-only (dark) kitchen in Kuwait City; Gulf Arabic and English."""

from __future__ import annotations

import json
import re

from seventythird_corpus import hexs, jwt
from seventythird_spec import Fam, dec_html, enc_html, gen_pw

F = Fam(
    name="matbakh_kuwait_dark_kitchen",
    orgs=("sahabmatbakh", "qidrkitchen", "salmiyacloud", "machboosbox"),
    tld="com.kw",
    first=(
        ("عبدالله", "abdullah"),
        ("فاطمة", "fatima"),
        ("يوسف", "yousef"),
        ("نورة", "noura"),
        ("خالد", "khaled"),
        ("مريم", "mariam"),
        ("أحمد", "ahmad"),
    ),
    last=(
        ("العنزي", "alenezi"),
        ("المطيري", "almutairi"),
        ("الرشيدي", "alrashidi"),
        ("العجمي", "alajmi"),
        ("الكندري", "alkandari"),
        ("الشمري", "alshammari"),
    ),
    words=(
        "machboos",
        "mutabbaq",
        "salmiya",
        "hawalli",
        "jahra",
        "kuwait",
        "qadsia",
        "arabi",
        "marina",
        "gahwa",
        "dallah",
        "sadu",
        "failaka",
        "qurain",
        "harees",
        "murabba",
        "fintas",
        "mishref",
    ),
    pets=("lulu", "simba", "bsbs", "loki", "oreo", "zaitoon"),
    cc="+965",
    city="Kuwait City",
)

F.reg(
    "matbakh_foodics_pos_menu_sync_python",
    ("aggregator/foodics_sync_<<n3>>.py", "opt/<<org>>/foodics_menu_<<date>>.py"),
    '''"""Sync the Foodics menu (all brands in the kitchen) and 86 items that ran out."""
import requests

FOODICS_TOKEN = "<<cred>>"
BASE = "https://api.foodics.com/v5"
H = {"Authorization": f"Bearer {FOODICS_TOKEN}", "Accept": "application/json"}


def out_of_stock(product_ids):
    for pid in product_ids:
        requests.put(f"{BASE}/products/{pid}", headers=H, json={"is_active": False}, timeout=20)


if __name__ == "__main__":
    menu = requests.get(f"{BASE}/products?include=category", headers=H, timeout=30).json()
    print(len(menu["data"]), "products")
''',
    lambda rng, f: jwt(
        rng,
        {
            "aud": "foodics",
            "jti": hexs(rng, 80),
            "iat": 1735000000 + rng.randint(0, 9_000_000),
            "sub": f"{hexs(rng, 8)}-{hexs(rng, 4)}",
            "scopes": ["general.read", "inventory.write"],
        },
        alg="RS256",
    ),
)

F.reg(
    "matbakh_tap_payments_node_config_js",
    ("web-orders/config/payments.js", "brands/<<org>>/server/tap_<<n>>.js"),
    """// Tap Payments: KNET + cards for direct web orders (brands: Qidr, Machboos Box, Late Night Burger)
module.exports = {
  tap: {
    secretKey: '<<cred>>',
    publishableKey: 'pk_live_<<hex16>>',
    currency: 'KWD',
    redirectUrl: 'https://order.<<dom>>/paid',
    sources: ['src_kw.knet', 'src_card'],
  },
};
""",
    "p:tap",
    syntax="",
)

F.reg(
    "matbakh_myfatoorah_invoice_laravel_env",
    ("catering-orders/.env", "deploy/<<org>>/.env.prod"),
    """APP_NAME=SahabKitchen
APP_ENV=production
APP_LOCALE=ar
DB_HOST=<<ip>>
DB_DATABASE=kitchen
MYFATOORAH_COUNTRY=KWT
MYFATOORAH_TEST_MODE=false
MYFATOORAH_API_KEY=<<cred>>
""",
    "p:myfatoorah",
    syntax="",
)


def _wa_ar(s: dict) -> str:
    d = f"{s['d']}/{s['mo']}/{s['year']}، {s['time']}"
    return (
        f"{d} - {s['first']} {s['last']}: السلام عليكم، تابلت طلبات طلع من الحساب وما يقبل الطلبات 😩\n"
        f"{d} - {s['first2']}: وعليكم السلام، اليوزر {s['email']}\n"
        f"{d} - {s['first2']}: كلمة السر {s['cred']}\n"
        f"{d} - {s['first2']}: ولا تعطيها حق الدليفري\n"
        f"{d} - {s['first']} {s['last']}: تمام، اشتغل ✅\n"
    )


F.reg(
    "matbakh_gulf_arabic_whatsapp_kalimat_alsir_talabat",
    (
        "WhatsApp/محادثة واتساب مع المطبخ <<n>>.txt",
        "exports/WhatsApp Chat - Kitchen Ops <<date>>.txt",
    ),
    _wa_ar,
    "human",
    syntax="",
)

F.reg(
    "matbakh_deliverect_webhook_hmac_yaml",
    ("config/aggregators.yml", "ops/<<org>>/channels_<<n3>>.yaml"),
    """channels:
  talabat:
    vendor_code: KW-<<n6>>
    auto_accept: true
  deliveroo:
    site_id: <<n6>>
    auto_accept: true
  keeta:
    enabled: false
deliverect:
  account_id: <<hex16>><<hex8>>
  webhook_url: https://kds.<<dom>>/deliverect/orders
  webhook_hmac_secret: "<<cred>>"
printers:
  hot_line: <<lan>>
""",
    "hex:64",
)


def _csv_ar(s: dict) -> str:
    return (
        "الجهاز,الموقع,المستخدم,كلمة المرور\n"
        f"Samsung Tab A8 #1,خط الشاورما,{s['email']},{s['cred']}\n"
        f"Samsung Tab A8 #2,خط المجبوس,{s['email2']},\n"
        f"iPad KDS,التغليف,kds{s['n']},(بدون)\n"
    )


F.reg(
    "matbakh_kds_tablets_csv_arabic_headers",
    ("IT/الأجهزة_<<year>>.csv", "Documents/<<org>>/tablets_<<n3>>.csv"),
    _csv_ar,
    "human_x",
    syntax="",
)

F.reg(
    "matbakh_cold_room_tuya_cloud_json",
    ("haccp/tuya_cold_rooms_<<n>>.json", "config/<<org>>/tuya.json"),
    lambda s: json.dumps(
        {
            "endpoint": "https://openapi.tuyaeu.com",
            "access_id": s["hex16"] + s["hex8"][:4],
            "access_secret": s["cred"],
            "devices": [
                {"id": f"bf{s['hex16']}", "name": "Cold room 1 (meat)", "max_c": 4},
                {"id": f"bf{s['hex8']}{s['n6']}", "name": "Freezer", "max_c": -18},
            ],
            "alert_whatsapp": s["phone"],
        },
        indent=2,
    ),
    "p:tuya_secret",
)


def _dec_f_html(text: str) -> str:
    return dec_html(re.search(r"<td class=\"pw\">([^<]+)</td>", text).group(1))


F.reg(
    "matbakh_handover_html_table_entity_encoded",
    ("handover/تسليم_الوردية_<<date>>.html", "shared/<<org>>/shift_handover_<<n3>>.html"),
    lambda s: (
        f'<!DOCTYPE html>\n<html lang="ar" dir="rtl"><head><meta charset="utf-8"><title>تسليم الوردية</title></head><body>\n'
        f"<h2>تسليم الوردية - {s['date']}</h2>\n<table>\n<tr><th>المنصة</th><th>المستخدم</th><th>كلمة المرور</th></tr>\n"
        f'<tr><td>Deliveroo Hub</td><td>{s["email"]}</td><td class="pw">{s["enc"]}</td></tr>\n'
        f"<tr><td>Keeta</td><td>{s['email2']}</td><td>نفس كلمة مرور الإيميل</td></tr>\n</table>\n<p>الفريزر رقم 2 يحتاج صيانة</p>\n</body></html>\n"
    ),
    lambda rng, f: gen_pw(rng, sym="@#$!*.-_"),
    syntax="",
    extra=lambda rng, s: {"enc": enc_html(s["cred"])},
    decode=_dec_f_html,
)
