# ruff: noqa: E501
"""Family c: an HVAC maintenance contractor in Ajman (UAE) whose technicians write in Urdu,
Hindi, Tagalog, Arabic and English."""

from __future__ import annotations

from sixtieth_spec import Fam, jdump, jwt

FAM = Fam(
    "hvac_ductwork_ajman",
    orgs=("frostbayt", "klimadar"),
    tld="ae",
    people=(
        ("Rashid", "rashid"),
        ("Imran", "imran"),
        ("Suresh", "suresh"),
        ("Joel", "joel"),
        ("Ahmed", "ahmed"),
        ("Bilal", "bilal"),
        ("Ramesh", "ramesh"),
        ("Mark", "mark"),
        ("Faisal", "faisal"),
        ("Anil", "anil"),
    ),
    surnames=(
        ("Khan", "khan"),
        ("Nair", "nair"),
        ("Santos", "santos"),
        ("Qureshi", "qureshi"),
        ("Al Mansoori", "almansoori"),
        ("Reyes", "reyes"),
        ("Pillai", "pillai"),
        ("Hussain", "hussain"),
    ),
    words=(
        "chiller",
        "compressor",
        "freon",
        "duct",
        "cooling",
        "thermostat",
        "condenser",
        "falcon",
        "desert",
        "jumeirah",
        "ajman",
        "corniche",
        "karachi",
        "kerala",
        "manila",
    ),
    pets=("tiger", "simba", "lucky", "bella", "max", "coco", "sultan"),
    cities=("Ajman", "Sharjah", "Dubai", "Al Ain", "Ras Al Khaimah", "Umm Al Quwain"),
    cc="+971",
)

FAM.reg(
    "hvac_ajman_urdu_whatsapp_bms_paswurd",
    ("WhatsApp Chat with <<first>> <<n>>.txt", "Android/media/WhatsApp/Chat_Team_<<n>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<time>> - <<first2>> <<last2>>: بھائی ٹاور <<n2>> کے چلر کا الارم آ رہا ہے، BMS میں لاگ ان کرنا ہے
<<d>>/<<mo>>/<<y>>, <<time>> - <<first>> <<last>>: یوزر admin
<<d>>/<<mo>>/<<y>>, <<time>> - <<first>> <<last>>: پاسورڈ <<cred>>
<<d>>/<<mo>>/<<y>>, <<time>> - <<first>> <<last>>: کسی کو مت دینا، فیسلٹی مینیجر کا اکاؤنٹ ہے
<<d>>/<<mo>>/<<y>>, <<time>> - <<first2>> <<last2>>: ٹھیک ہے بھائی 👍
""",
    "human",
    syntax="",
)

FAM.reg(
    "hvac_ajman_hindi_whatsapp_dealer_portal_paasavard",
    ("WhatsApp Chat with Store <<n>>.txt", "Documents/chat_<<first>>_<<n>>.txt"),
    """[<<d>>/<<mo>>/<<y>>, <<time>>:21] <<first2>>: भाई डीलर पोर्टल पर 2 टन स्प्लिट का कंप्रेसर ऑर्डर करना है, लॉगिन नहीं हो रहा
[<<d>>/<<mo>>/<<y>>, <<time>>:30] <<first>> <<last>>: यूज़रनेम <<login>>
[<<d>>/<<mo>>/<<y>>, <<time>>:30] <<first>> <<last>>: पासवर्ड: <<cred>>
[<<d>>/<<mo>>/<<y>>, <<time>>:31] <<first>> <<last>>: ऑर्डर करके LPO नंबर भेज देना
""",
    "human",
    syntax="",
)

FAM.reg(
    "hvac_ajman_tagalog_viber_wifi_villa_thermostat",
    ("Viber/viber_chat_<<n>>.txt", "Downloads/Viber <<first>> <<n>>.txt"),
    """[<<d>>/<<mo>>/<<y>> <<time>>] <<first2>>: Kuya nasa villa na ako sa <<city>>, ikakabit ko na yung smart thermostat
[<<d>>/<<mo>>/<<y>> <<time>>] <<first2>>: ano po password ng wifi ni madam?
[<<d>>/<<mo>>/<<y>> <<time>>] <<first>> <<last>>: SSID <<ssid>> password <<cred>>
[<<d>>/<<mo>>/<<y>> <<time>>] <<first2>>: salamat po, connected na
""",
    "wifi",
    syntax="",
)

FAM.reg(
    "hvac_ajman_arabic_email_kalimat_almurur_bawwabat_almabna",
    ("mail/inbox/<<n>>.eml", "Outlook/Archive/bms_access_<<n>>.eml"),
    """From: إدارة المرافق <facility@<<dom>>>
To: <<email>>
Subject: =?UTF-8?B?2KjZitin2YbYp9iqINin2YTYr9iu2YjZhA==?=
Date: Sun, <<d>> Jun <<y>> <<time>>:00 +0400
MIME-Version: 1.0
Content-Type: text/plain; charset="utf-8"
Content-Transfer-Encoding: 8bit

السيد <<first>> <<last>> المحترم،

بخصوص عقد الصيانة الوقائية لأجهزة التكييف في برج <<city>>، تم إنشاء حساب لكم على بوابة المبنى لاستلام البلاغات:

اسم المستخدم: <<login>>
كلمة المرور: <<cred>>

يرجى عدم مشاركة بيانات الدخول مع أي طرف آخر.

مع التحية،
<<first2>> <<last2>>
مدير المرافق
""",
    "pw",
    syntax="",
)

FAM.reg(
    "hvac_ajman_jobber_graphql_bearer_python",
    ("office/jobs_sync_<<n>>.py", "C:/Users/Admin/Desktop/jobber_export_<<n>>.py"),
    """import csv
import requests

ACCESS_TOKEN = "<<cred>>"
QUERY = \"\"\"
query { jobs(first: 50) { nodes { jobNumber title client { name } total } } }
\"\"\"

r = requests.post(
    "https://api.getjobber.com/api/graphql",
    json={"query": QUERY},
    headers={"Authorization": f"Bearer {ACCESS_TOKEN}", "X-JOBBER-GRAPHQL-VERSION": "2025-01-20"},
    timeout=30,
)
with open("jobs_<<date>>.csv", "w", newline="") as f:
    w = csv.writer(f)
    for job in r.json()["data"]["jobs"]["nodes"]:
        w.writerow([job["jobNumber"], job["title"], job["client"]["name"], job["total"]])
""",
    lambda rng, s: jwt(rng, {"sub": s["uuid"], "account_id": s["n"], "exp": 1767225600 + s["n"]}),
)

FAM.reg(
    "hvac_ajman_bacnet_gateway_ini_admin",
    ("site/tower_<<n2>>/gateway_<<n>>.ini", "handover/bms_gateway_<<n>>.ini"),
    """; BACnet/IP to Modbus gateway - chiller plant, handed over <<date>>
[network]
ip = <<ip>>
mask = 255.255.255.0
gateway = <<ip2>>

[bacnet]
device_instance = <<n>>
port = 47808

[web]
user = admin
password = <<cred>>

[modbus]
slave_id = 1
baud = 9600
""",
    "pw",
)

FAM.reg(
    "hvac_ajman_supplier_portals_csv_passwords",
    ("office/portals_<<n>>.csv", "Desktop/supplier logins <<n>>.csv"),
    """supplier,portal,username,password,notes
Gas cylinders,https://order.<<org>>-gas.ae,<<login>>,<<cred>>,R410A and R32 refills
Copper pipes,https://b2b.pipes.ae,<<email>>,see Imran,account on hold
Daikin dealer,https://dealer.daikinmea.com,<<login>>_ajm,ask office,
""",
    "human",
    syntax="",
)

FAM.reg(
    "hvac_ajman_salik_fuel_card_fleet_json",
    ("fleet/vans_<<n>>.json", "office/fleet_accounts_<<n>>.json"),
    lambda s: jdump(
        {
            "updated": s["date"],
            "vans": [
                {
                    "plate": f"AJM {s['n']}",
                    "driver": f"{s['first']} {s['last']}",
                    "salik_tag": s["n4"] * 1000 + 17,
                },
                {
                    "plate": f"SHJ {s['n4']}",
                    "driver": f"{s['first2']} {s['last2']}",
                    "salik_tag": s["n4"] * 1000 + 52,
                },
            ],
            "salik_account": {"login": s["email"], "password": s["cred"]},
            "fuel_card": {
                "provider": "ENOC Fleet",
                "customer_no": s["n"],
                "portal_user": s["login"],
            },
        }
    ),
    "pw_json",
)
