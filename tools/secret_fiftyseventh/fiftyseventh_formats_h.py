"""Family h: a tour operator and travel agency in Jaipur, India (GDS, hotels, rail)."""

# ruff: noqa: E501

from __future__ import annotations

from fiftyseventh_spec import Fam

F = Fam(
    "jaipur_yatra_tours",
    ("jaipuryatra", "pinkcitytrips", "amberholidays"),
    "in",
    ("राहुल", "प्रिया", "अमित", "नेहा", "विक्रम", "सुनीता"),
    ("शर्मा", "अग्रवाल", "राठौर", "मीणा", "जैन"),
    ("rahul", "priya", "amit", "neha", "vikram", "sunita"),
    ("sharma", "agarwal", "rathore", "meena", "jain"),
    (
        "hawamahal",
        "amber",
        "pushkar",
        "jaisalmer",
        "udaipur",
        "ganesh",
        "mandir",
        "holi",
        "diwali",
        "rajasthan",
    ),
    "jaipur",
    "91",
)

F.reg(
    "jaipur_amadeus_self_service_flight_search_py",
    ["flights/amadeus_search.py", "<<org>>/gds/amadeus_<<n2>>.py"],
    '''"""Amadeus Self-Service: flight offers for Jaipur (JAI) packages."""

from amadeus import Client, ResponseError

amadeus = Client(
    client_id="<<cid>>",
    client_secret="<<cred>>",
    hostname="production",
)


def offers(dest: str, date: str):
    try:
        return amadeus.shopping.flight_offers_search.get(
            originLocationCode="JAI", destinationLocationCode=dest, departureDate=date, adults=2
        ).data
    except ResponseError as err:
        print(err)
        return []
''',
    "alnum:16",
    extra=lambda rng, s: {
        "cid": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        )
    },
)

F.reg(
    "jaipur_hindi_whatsapp_password_irctc_agent",
    ["whatsapp/WhatsApp Chat with Office <<n>>.txt", "chats/office_<<ymd>>.txt"],
    """<<dmys>>, <<time>> - <<first>> <<last>>: IRCTC एजेंट लॉगिन का पासवर्ड बदल दिया है
<<dmys>>, <<time>> - <<first>> <<last>>: यूज़र: <<user>>
<<dmys>>, <<time>> - <<first>> <<last>>: पासवर्ड: <<cred>>
<<dmys>>, <<time>> - विक्रम: ठीक है भैया, तत्काल बुकिंग सुबह 10 बजे करूँगा
<<dmys>>, <<time>> - <<first>> <<last>>: किसी को फॉरवर्ड मत करना 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "jaipur_razorpay_tour_payments_dotenv",
    ["booking-site/.env", "<<org>>-web/.env.local"],
    """NEXT_PUBLIC_SITE=https://<<dom>>
RAZORPAY_KEY_ID=rzp_live_<<kid>>
RAZORPAY_KEY_SECRET=<<cred>>
RAZORPAY_WEBHOOK_SECRET=<<whs>>
SMTP_HOST=smtp.zoho.in
""",
    "p:razorpay",
    syntax="",
    extra=lambda rng, s: {
        "kid": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(14)
        ),
        "whs": "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(20)),
    },
)

F.reg(
    "jaipur_desk_sticky_note_ocr_galileo_login",
    ["scans/desk_note_<<n>>.txt", "ocr/<<org>>_counter_<<n2>>.txt"],
    """GALILEO (Travelport) — काउंटर 2
PCC: <<pcc>>
Sign-on: <<n2>><<fa>>
पासवर्ड
<<cred>>
(हर 90 दिन में बदलें - अगली बार <<dmys>>)
""",
    "human_x",
    syntax="",
    extra=lambda rng, s: {
        "pcc": "".join(rng.choice("ABCDEFGHJKLMNPQRSTUVWXYZ0123456789") for _ in range(4))
    },
)

F.reg(
    "jaipur_tbo_hotel_api_credentials_json",
    ["integrations/tbo_hotels.json", "config/<<org>>_hotel_api_<<n2>>.json"],
    """{
  "supplier": "TBO Holidays",
  "endpoint": "https://api.tbotechnology.in/TBOHolidays_HotelAPI",
  "username": "<<org>>TBO",
  "password": "<<cred>>",
  "currency": "INR",
  "nationality": "IN",
  "markupPercent": 8
}
""",
    "pw_json",
)

F.reg(
    "jaipur_b2b_portal_spring_application_yml",
    ["b2b-portal/src/main/resources/application-prod.yml", "<<org>>-b2b/application.yml"],
    """spring:
  datasource:
    url: jdbc:mysql://<<host>>:3306/b2b?useSSL=true
    username: b2b_app
    password: "<<cred>>"
  mail:
    host: smtp.gmail.com
    username: bookings@<<dom>>
server:
  port: 8080
gds:
  default: GALILEO
""",
    "pw_dq",
)

F.reg(
    "jaipur_hindi_email_hotel_extranet_password",
    ["mail/<<org>>/<<n>>.eml", "gmail/takeout/<<ymd>>_<<n>>.eml"],
    """From: <<fa>> <<la>> <<<email>>>
To: ops@<<dom>>
Subject: उदयपुर होटल एक्स्ट्रानेट लॉगिन
Date: Fri, <<d>> Oct <<y>> 12:<<mm>>:07 +0530
Content-Type: text/plain; charset=UTF-8

नमस्ते टीम,

उदयपुर वाले होटल का एक्स्ट्रानेट लॉगिन नीचे है, दिवाली के पैकेज के लिए रेट्स अपडेट कर दीजिए:
यूज़रनेम: <<org>>.ops
पासवर्ड: <<cred>>

धन्यवाद,
<<first>>
""",
    "pw",
    syntax="",
)

F.reg(
    "jaipur_tally_invoices_vba_odbc_connection",
    ["macros/TallyExport.bas", "Excel/<<org>>_invoices_<<n2>>.bas"],
    """Attribute VB_Name = "TallyExport"
' Tally के वाउचर MySQL में भेजना (बुकिंग रिपोर्ट)
Sub PushVouchers()
    Dim cn As Object
    Set cn = CreateObject("ADODB.Connection")
    cn.Open "Driver={MySQL ODBC 8.0 Unicode Driver};Server=<<ip>>;Database=accounts;User=tally;Password=<<cred>>;Option=3;"
    cn.Execute "CALL import_vouchers()"
    cn.Close
End Sub
""",
    "pw_sq",
    syntax="",
)
