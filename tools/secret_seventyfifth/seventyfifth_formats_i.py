# ruff: noqa: E501
"""Family i: a Cairo building-maintenance crew (Egypt; Egyptian Arabic)."""

from __future__ import annotations

import json

from seventyfifth_spec import Fam, uuid4

F = Fam(
    name="cairo_building_maintenance_crew",
    orgs=("siyanaomran", "nilefix", "maadiservice"),
    tld="com.eg",
    first=(
        ("محمد", "mohamed"),
        ("أحمد", "ahmed"),
        ("منى", "mona"),
        ("مصطفى", "mostafa"),
        ("هبة", "heba"),
        ("كريم", "karim"),
        ("ياسمين", "yasmin"),
        ("عمرو", "amr"),
    ),
    last=(
        ("عبد الله", "abdallah"),
        ("حسن", "hassan"),
        ("السيد", "elsayed"),
        ("إبراهيم", "ibrahim"),
        ("مصطفى", "mostafa"),
        ("عبد الرحمن", "abdelrahman"),
    ),
    words=(
        "siyana",
        "masr",
        "qahira",
        "nil",
        "ahly",
        "zamalek",
        "maadi",
        "gouna",
        "tahrir",
        "koshary",
        "fool",
        "helwan",
        "nasrcity",
        "shubra",
        "habibi",
        "yalla",
        "mashallah",
        "elnour",
        "amal",
        "ganna",
    ),
    pets=("bosy", "lolo", "maxi", "simba", "oscar", "lucky"),
    cc="+20",
)

F.reg(
    "cairosiyana_fawry_pay_laravel_env",
    ("tahsil/<<org>>/.env", "compound-portal/.env.tower<<site>>"),
    """APP_NAME=CompoundMaintenance
APP_ENV=production
APP_URL=https://maintenance.<<dom>>
DB_HOST=<<ip>>
DB_DATABASE=siyana
FAWRY_BASE_URL=https://www.atfawry.com/ECommerceWeb/Fawry/payments/charge
FAWRY_MERCHANT_CODE=<<mcode>>
FAWRY_SECURITY_KEY=<<cred>>
""",
    cred="uuid",
    extra=lambda rng, s: {"mcode": uuid4(rng).replace("-", "")[:24] + "=="},
)

F.reg(
    "cairosiyana_egyptian_whatsapp_kelmet_elser_maintainx",
    ("whatsapp/دردشة واتساب مع <<fa>>.txt", "backup/WhatsApp_fanniyeen_<<n>>.txt"),
    """<<dmy>>، <<time>> - <<fn>> <<ln>>: يا باشمهندس الأبلكيشن بتاع أوامر الشغل مش راضي يفتح معايا
<<dmy>>، <<time>> - <<fn2>> <<ln2>>: ادخل بحساب الفنيين على MaintainX
<<dmy>>، <<time2>> - <<fn2>> <<ln2>>: الإيميل tech<<site>>@<<dom>>
<<dmy>>، <<time2>> - <<fn2>> <<ln2>>: كلمة السر: <<cred>>
<<dmy>>، <<time2>> - <<fn>> <<ln>>: تمام اشتغل، شكرا يا هندسة 🙏
""",
    cred="human",
)

F.reg(
    "cairosiyana_paymob_accept_intention_python",
    ("payments/paymob_<<org>>.py", "scripts/service_charge_<<n>>.py"),
    '''"""Monthly service-charge payment links for compound residents (Paymob Accept)."""

import requests

PAYMOB_SECRET_KEY = "<<cred>>"
PAYMOB_PUBLIC_KEY = "egy_pk_live_<<pk>>"
INTEGRATION_ID = <<nn>>


def intention(amount_piastres: int, unit: str, phone: str):
    return requests.post(
        "https://accept.paymob.com/v1/intention/",
        headers={"Authorization": f"Token {PAYMOB_SECRET_KEY}"},
        json={
            "amount": amount_piastres,
            "currency": "EGP",
            "payment_methods": [INTEGRATION_ID],
            "items": [{"name": f"Service charge {unit}", "amount": amount_piastres, "quantity": 1}],
            "billing_data": {"phone_number": phone, "first_name": unit, "last_name": "-"},
        },
        timeout=30,
    ).json()
''',
    cred="p:paymob",
    extra=lambda rng, s: {"pk": "".join(rng.choice("0123456789abcdefABCDEF") for _ in range(32))},
)

F.reg(
    "cairosiyana_eta_einvoice_sdk_client_secret_json",
    ("eta/<<org>>_einvoice_config.json", "EInvoicing/settings_branch<<site>>.json"),
    lambda s: json.dumps(
        {
            "environment": "production",
            "idSrvBaseUrl": "https://id.eta.gov.eg",
            "apiBaseUrl": "https://api.invoicing.eta.gov.eg",
            "clientId": s["uuid"],
            "clientSecret": s["cred"],
            "taxpayer": {"rin": s["nn"] + "00" + s["n"], "name": "شركة صيانة المباني"},
            "signer": {"type": "usb-token", "pin_from": "prompt"},
        },
        indent=2,
        ensure_ascii=False,
    ),
    cred="uuid",
)

F.reg(
    "cairosiyana_maintainx_work_orders_powershell_bearer",
    ("scripts/Export-WorkOrders-<<org>>.ps1", "reports/maintainx_weekly_<<n>>.ps1"),
    """# Weekly export of closed work orders (MaintainX) for the compound management
$Token = '<<cred>>'
$Headers = @{ Authorization = "Bearer $Token" }
$Since = (Get-Date).AddDays(-7).ToString('yyyy-MM-dd')
$Orders = Invoke-RestMethod -Uri "https://api.getmaintainx.com/v1/workorders?status=DONE&updatedAfter=$Since" -Headers $Headers
$Orders.workOrders | Export-Csv -Path "\\\\fs\\reports\\workorders_$Since.csv" -NoTypeInformation -Encoding UTF8
""",
    cred="p:jwt",
    syntax="",
)

F.reg(
    "cairosiyana_arabic_shift_handover_bms_login",
    ("handover/تسليم_وردية_<<date>>.md", "notes/shift_tower<<site>>_<<n>>.md"),
    """# تسليم الوردية - برج <<site>> - <<dmy>>

- تشيلر رقم ٢ فصل الساعة <<time>>، اتعمل ريست من اللوحة.
- مصعد ب: الفني جاي بكرة الصبح.
- دخول شاشة الـ BMS (Desigo CC):
  - المستخدم: operator<<site>>
  - كلمة السر: <<cred>>
- مفاتيح غرفة الكهرباء مع الأمن.

<<fn>>
""",
    cred="human_x",
)

F.reg(
    "cairosiyana_odoo_maintenance_xmlrpc_api_key",
    ("odoo/sync_requests_<<org>>.py", "integrations/odoo_maintenance_<<n>>.py"),
    '''"""Create Odoo maintenance requests from the residents' complaint form."""

import xmlrpc.client

URL = "https://erp.<<dom>>"
DB = "<<org>>"
USER = "<<email>>"
API_KEY = "<<cred>>"

common = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common")
uid = common.authenticate(DB, USER, API_KEY, {})
models = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/object")
models.execute_kw(DB, uid, API_KEY, "maintenance.request", "create", [{"name": "تسريب مياه - شقة <<nn>>"}])
''',
    cred="hex:40",
)

F.reg(
    "cairosiyana_sms_thread_reply_only_value",
    ("sms/<<phone>>.txt", "phone/sms_export_<<fa>>_<<n>>.txt"),
    """<<fn>> <<ln>> (<<phone>>) — <<dmy>> <<time>>
ابعتلي باسورد الواي فاي بتاع غرفة المولدات لو سمحت

أنا — <<dmy>> <<time2>>
<<cred>>

<<fn>> <<ln>> (<<phone>>) — <<dmy>> <<time2>>
تمام 👍
""",
    cred="human",
)
