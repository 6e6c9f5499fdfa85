# ruff: noqa: E501
"""Family k: a pizzeria chain franchisee with outlets in Pune, India; Hindi, Marathi (Devanagari)
and Hinglish."""

from __future__ import annotations

from seventythird_spec import Fam

F = Fam(
    name="slicewala_pune_pizzeria_franchisee",
    orgs=("slicewala", "punepizzaco", "kothrudslice", "crustkatta"),
    tld="co.in",
    first=(
        ("राहुल", "rahul"),
        ("प्रिया", "priya"),
        ("अमित", "amit"),
        ("स्नेहा", "sneha"),
        ("विकास", "vikas"),
        ("पूजा", "pooja"),
        ("संजय", "sanjay"),
    ),
    last=(
        ("शर्मा", "sharma"),
        ("देशमुख", "deshmukh"),
        ("पाटील", "patil"),
        ("कुलकर्णी", "kulkarni"),
        ("जोशी", "joshi"),
        ("गुप्ता", "gupta"),
    ),
    words=(
        "paneer",
        "tikka",
        "masala",
        "makhani",
        "tandoori",
        "pune",
        "shivaji",
        "ganpati",
        "bappa",
        "misal",
        "vadapav",
        "kothrud",
        "hinjewadi",
        "chai",
        "dhoni",
        "virat",
        "peri",
        "jalapeno",
        "sinhagad",
    ),
    pets=("tommy", "sheru", "moti", "bruno", "coco", "kalu"),
    cc="+91",
    city="Pune",
)

F.reg(
    "slicewala_razorpay_online_orders_django_env",
    ("orders/.env", "outlets/<<org>>/backend/.env.production"),
    """DJANGO_SETTINGS_MODULE=orders.settings.prod
DATABASE_URL=postgres://orders@<<ip>>:5432/orders
RAZORPAY_KEY_ID=rzp_live_<<rzp>>
RAZORPAY_KEY_SECRET=<<cred>>
RAZORPAY_WEBHOOK_URL=https://order.<<dom>>/razorpay/webhook/
GSTIN=27AAB<<n4>>C1Z<<n>>
""",
    "p:razorpay",
    syntax="",
    extra=lambda rng, s: {
        "rzp": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(14)
        )
    },
)

F.reg(
    "slicewala_petpooja_online_order_push_php",
    ("integrations/petpooja/push_order_<<n>>.php", "www/<<org>>/api/petpooja_<<n3>>.php"),
    """<?php
// Website orders -> Petpooja POS (outlet: <<orgc>> Kothrud)
$petpooja = [
    'app_key' => '<<hex16>><<hex16>>',
    'app_secret' => '<<cred>>',
    'access_token' => '<<hex32>><<hex8>>',
    'restID' => 'xk<<n4>>',
    'endpoint' => 'https://pponlineordercb.petpooja.com/save_order',
];
""",
    "p:petpooja",
    syntax="",
)

F.reg(
    "slicewala_phonepe_pg_salt_key_java_constants",
    (
        "src/main/java/in/slicewala/pay/PhonePeConfig.java",
        "android/app/src/main/java/com/<<org>>/PhonePeKeys<<n>>.java",
    ),
    """package in.slicewala.pay;

public final class PhonePeConfig {
    public static final String MERCHANT_ID = "<<orgc>>ONLINE";
    public static final String SALT_KEY = "<<cred>>";
    public static final int SALT_INDEX = 1;
    public static final String HOST = "https://api.phonepe.com/apis/hermes";
    private PhonePeConfig() {}
}
""",
    "p:phonepe_salt",
    syntax="",
)


def _wa_hi(s: dict) -> str:
    d = f"{s['d']}/{s['mo']}/{s['yy']}, {s['time']}"
    return (
        f"{d} - {s['first']}: Sir Zomato ka restaurant partner app logout ho gaya, पासवर्ड क्या है?\n"
        f"{d} - {s['first2']}: login {s['phone']}\n"
        f"{d} - {s['first2']}: password {s['cred']}\n"
        f"{d} - {s['first2']}: आज रात 11 बजे के बाद orders बंद करना, dough खत्म है\n"
        f"{d} - {s['first']}: ठीक है sir 👍\n"
    )


F.reg(
    "slicewala_hinglish_whatsapp_zomato_partner_password",
    (
        "WhatsApp Chat with Kothrud Outlet <<n>>.txt",
        "Downloads/WhatsApp Chat with <<first2_a>> <<date>>.txt",
    ),
    _wa_hi,
    "human",
    syntax="",
)

F.reg(
    "slicewala_paytm_edc_merchant_key_node",
    ("paytm-qr/config.js", "outlets/<<org>>/paytm_<<n3>>.js"),
    """// Paytm QR + EDC (card machine) status checks for the billing counter
module.exports = {
  mid: '<<orgc>><<n6>><<n4>>',
  merchantKey: '<<cred>>',
  website: 'DEFAULT',
  industryType: 'Retail',
  host: 'https://securegw.paytm.in',
};
""",
    "p:paytm",
    syntax="",
)


def _xlsx_audit(s: dict) -> str:
    items = [
        "आउटलेट",
        "प्लेटफॉर्म",
        "लॉगिन",
        "पासवर्ड",
        "Kothrud",
        "Swiggy Partner",
        s["phone"],
        s["cred"],
        "Hinjewadi",
        "Zomato",
        s["email"],
        "OTP से",
        "Baner",
        "ONDC (Magicpin)",
        s["email2"],
        "मैनेजर से पूछें",
    ]
    body = "".join(f"<si><t>{x}</t></si>" for x in items)
    return f'<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="{len(items)}" uniqueCount="{len(items)}">{body}</sst>\n'


F.reg(
    "slicewala_franchise_audit_xlsx_shared_strings",
    (
        "franchise_audit_<<mo>>_<<year>>/xl/sharedStrings.xml",
        "Audit/<<org>>_logins_xlsx_<<n>>/xl/sharedStrings.xml",
    ),
    _xlsx_audit,
    "human_x",
)

F.reg(
    "slicewala_urbanpiper_aggregator_yaml_apikey",
    ("aggregator/urbanpiper.yml", "config/<<org>>/channels_<<n>>.yaml"),
    """urbanpiper:
  base_url: https://pos-int.urbanpiper.com/external/api/v1
  username: biz_adm_clients_<<hex8>>
  api_key: "<<cred>>"
  location_ref_id: PUNE-KOTHRUD-<<n>>
channels:
  - swiggy
  - zomato
  - magicpin
auto_accept: false
kot_printer: <<lan>>
""",
    "hex:40",
)

F.reg(
    "slicewala_tally_prime_xml_import_powershell",
    ("tally/push_sales_<<n3>>.ps1", "C/Scripts/<<org>>_tally_<<date>>.ps1"),
    """# Daily sales vouchers -> TallyPrime (XML over HTTP, port 9000) on the accountant's PC
$TallyUrl = "http://<<lan>>:9000"
$Company  = "<<orgc>> Foods Pvt Ltd"
$User     = "tallyadmin"
$Pass     = '<<cred>>'
$xml = Get-Content "D:\\Exports\\sales_$(Get-Date -Format yyyyMMdd).xml" -Raw
$xml = $xml.Replace("{{COMPANY}}", $Company).Replace("{{USER}}", $User).Replace("{{PASS}}", $Pass)
Invoke-WebRequest -Uri $TallyUrl -Method Post -Body $xml -ContentType "text/xml"
""",
    "pw_sq",
    syntax="",
)
