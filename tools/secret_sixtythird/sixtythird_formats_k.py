# ruff: noqa: E501
"""Family k: a farmer producer company running drip irrigation and solar pumps in Rajasthan (India)."""

from __future__ import annotations

from sixtythird_spec import Fam, pick

F = Fam(
    "tapak_sinchai_rajasthan_kisan",
    ("jaldharti", "jaldharti"),
    "in",
    ("ramesh", "sunita", "mahendra", "kamla", "bhanwar", "geeta", "omprakash", "pooja"),
    ("रमेश", "सुनीता", "महेंद्र", "कमला", "भंवर", "गीता", "ओमप्रकाश", "पूजा"),
    ("choudhary", "meena", "jat", "bishnoi", "saini", "yadav", "sharma", "gurjar"),
    (
        "kisan",
        "khet",
        "bajra",
        "sarso",
        "jeera",
        "pani",
        "dharti",
        "ganesh",
        "jaimataji",
        "radhe",
        "shyam",
        "mehndi",
        "thar",
        "jodhpur",
        "nagaur",
        "banas",
        "ganga",
        "krishna",
    ),
    "91",
)

F.reg(
    "sinchai_hindi_whatsapp_password_enam",
    ("WhatsApp Chat with FPO Sanchalak.txt", "wa/<<org>>_<<n>>.txt"),
    """<<dmys>>, <<time>> - <<lfirst>> <<clast>>: भाईसाहब eNAM पोर्टल का पासवर्ड भेज दो, जीरा की बोली लगानी है
<<dmys>>, <<time>> - Ramesh FPO: यूजर आईडी <<usr>>
<<dmys>>, <<time>> - Ramesh FPO: पासवर्ड <<cred>>
<<dmys>>, <<time>> - Ramesh FPO: किसी को मत बताना, OTP मेरे फ़ोन पर आएगा
<<dmys>>, <<time>> - <<lfirst>> <<clast>>: ठीक है 🙏
""",
    "human",
    extra=lambda r, s: {"usr": f"RJ{r.randint(100, 999)}FPO{r.randint(1000, 9999)}"},
)

F.reg(
    "sinchai_solar_pump_controller_blynk_ino",
    ("Arduino/pump_<<n>>/pump_<<n>>.ino", "firmware/<<org>>_drip_valve.ino"),
    """// सोलर पंप + ड्रिप वाल्व कंट्रोल (ESP32 + Blynk)
#define BLYNK_TEMPLATE_ID "TMPL3<<tid>>"
#define BLYNK_TEMPLATE_NAME "Drip Khet <<n>>"
#define BLYNK_AUTH_TOKEN "<<cred>>"

#include <WiFi.h>
#include <BlynkSimpleEsp32.h>

char ssid[] = "JioFi_<<nn>>";
char pass[] = "<<wifi>>";

BLYNK_WRITE(V1) {
  digitalWrite(26, param.asInt());  // वाल्व 1
}

void setup() {
  pinMode(26, OUTPUT);
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
}

void loop() { Blynk.run(); }
""",
    "b64u:24",
    extra=lambda r, s: {"tid": F.draw(r, "alnum:8", s), "wifi": F.hum(r, safe=True)},
)

F.reg(
    "sinchai_mandi_portal_sync_ini",
    ("C:/FPO/mandi_sync_<<n>>.ini", "office/<<org>>/mandi.ini"),
    """[fpo]
name = <<corg>> Kisan Producer Co. Ltd
cin = U01400RJ<<year>>PTC0<<nn>>

[mandi]
portal = https://enam.gov.in/web
login = <<user>>
password = <<cred>>
apmc = Nagaur,Merta City

[report]
out = D:\\FPO\\mandi_bhav
""",
    "pw",
)

F.reg(
    "sinchai_razorpay_member_fee_python",
    ("fpo_app/payments_<<n>>.py", "<<org>>/razorpay_client.py"),
    """import razorpay

# सदस्यता शुल्क और ड्रिप किट की किस्तें
client = razorpay.Client(auth=("rzp_live_<<kid>>", "<<cred>>"))


def kist_link(kisan_naam: str, mobile: str, amount_rs: int) -> str:
    link = client.payment_link.create(
        {
            "amount": amount_rs * 100,
            "currency": "INR",
            "description": "Drip kit kist",
            "customer": {"name": kisan_naam, "contact": mobile},
            "notify": {"sms": True},
        }
    )
    return link["short_url"]
""",
    "alnum:24",
    extra=lambda r, s: {"kid": F.draw(r, "alnum:14", s)},
)

F.reg(
    "sinchai_weather_station_thingspeak_curl_sh",
    ("home/pi/mausam/upload_<<n>>.sh", "pi/<<org>>/thingspeak.sh"),
    """#!/bin/bash
# मौसम स्टेशन: तापमान, नमी, मिट्टी की नमी -> ThingSpeak (हर 15 मिनट)
read T H M < <(python3 /home/pi/mausam/read_sensors.py)
curl -s "https://api.thingspeak.com/update?api_key=<<cred>>&field1=$T&field2=$H&field3=$M" > /dev/null
""",
    "upnum:16",
)


def _csv(s: dict) -> str:
    lines = ["क्रम,किसान का नाम,गाँव,मोबाइल,ऐप यूजर,ऐप पासवर्ड"]
    villages = ("खींवसर", "मेड़ता", "डेगाना", "जायल", "कुचेरा")
    for i, (nm, pw) in enumerate(s["rows"], 1):
        lines.append(f"{i},{nm},{villages[i % 5]},9{s['nn']}{i:05d},kisan{i:03d},{pw}")
    return "\n".join(lines) + "\n"


def _csv_extra(r, s):
    rows = [
        (f"{pick(r, F.lfirst)} {pick(r, F.last).capitalize()}", F.hum(r))
        for _ in range(r.randint(4, 7))
    ]
    k = r.randrange(len(rows))
    rows[k] = (rows[k][0], s["cred"])
    return {"rows": rows}


F.reg(
    "sinchai_kisan_members_csv_hindi_columns",
    ("FPO/सदस्य_सूची_<<n>>.csv", "office/<<org>>_members_<<year>>.csv"),
    _csv,
    "human",
    extra=_csv_extra,
)

F.reg(
    "sinchai_canal_scada_vendor_email",
    ("mail/scada_handover_<<n>>.eml", "Inbox/<<org>>/<<nn>>.eml"),
    """From: Site Engineer <<<first>>@aquaflow-automation.in>
To: <<email>>
Subject: Minor irrigation SCADA - handover credentials (Outlet <<n>>)
Date: Sat, <<d>> Dec <<year>> <<hms>> +0530
Message-ID: <<<msgid>>>
Content-Type: text/plain; charset=utf-8

Namaste <<cfirst>> ji,

Handover of the pump house SCADA is complete. The operator login for the web HMI is below;
please share only with the pump operator.

URL: http://<<ip>>:8080/
Username: operator
Password: <<cred>>

Regards,
<<lfirst>>, Site Engineer
""",
    "pw",
)

F.reg(
    "sinchai_pump_house_router_sticker_ocr",
    ("Photos/IMG_<<year>><<mo>><<d>>_ocr_<<n>>.txt", "Keep/<<org>> pump router.txt"),
    """JioFiber
Model: JCOW414
SSID: JioFiber-<<org>>
पासवर्ड / Password:
<<cred>>
Admin: http://192.168.29.1
""",
    "lonum:10",
)
