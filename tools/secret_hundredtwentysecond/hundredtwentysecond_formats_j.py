# ruff: noqa: E501
"""Family j: an upcountry tea estate near Nuwara Eliya (Sri Lanka; Sinhala, Tamil, English)."""

from __future__ import annotations

import json

from hundredtwentysecond_spec import Fam

F = Fam(
    name="nuwara_tea_estate_sinhala",
    orgs=("tehkanda", "pedrotea", "kandapola", "ragalaestate", "uvahighland"),
    names=(
        "තේකන්ද වතුයාය",
        "Pedro Highlands Estate",
        "කන්දපොල තේ කර්මාන්තශාලාව",
        "Ragala Tea Estate",
        "Uva Highland Tea",
    ),
    tld="lk",
    first=(
        ("නිමල්", "nimal"),
        ("කුමාරි", "kumari"),
        ("සුනිල්", "sunil"),
        ("දිල්රුක්ෂි", "dilrukshi"),
        ("முருகன்", "murugan"),
        ("லட்சுமி", "lakshmi"),
        ("ருவன்", "ruwan"),
    ),
    last=(
        ("පෙරේරා", "perera"),
        ("ජයසූරිය", "jayasuriya"),
        ("බණ්ඩාර", "bandara"),
        ("ராமசாமி", "ramasamy"),
        ("செல்வராஜ்", "selvaraj"),
        ("සිල්වා", "silva"),
    ),
    words=(
        "tea",
        "kolapata",
        "nuwara",
        "kandapola",
        "bopf",
        "pekoe",
        "dust1",
        "lanka",
        "ceylon",
        "pedro",
        "kandy",
        "pussellawa",
        "mahaweli",
        "kithul",
        "ayubowan",
        "vanakkam",
    ),
    pets=("Rocky", "Sudu", "Kalu", "Tiger", "Bunty", "Jimmy"),
    cc="+94 7",
    places=("Kandapola", "Ragala", "Pedro", "Nanu Oya", "Agarapathana"),
)

F.reg(
    "nuwara_viber_csv_sinhala_murapadaya",
    ["Viber/viber_messages_<<stamp>>.csv", "phone/<<fa>>/viber_factory_<<n>>.csv"],
    """Date,Time,Sender,Phone number,Message
<<dmy>>,<<time>>,<<first>> <<last>>,<<phone>>,කොළ කිරුම් ඇප් එකේ මුරපදය මොකක්ද? ටැබ් එක ලොග් අවුට් වෙලා
<<dmy>>,<<time>>,<<first2>> <<last2>>,<<phone2>>,පරිශීලක නාමය <<user>>
<<dmy>>,<<time>>,<<first2>> <<last2>>,<<phone2>>,මුරපදය <<cred>>
<<dmy>>,<<time>>,<<first>> <<last>>,<<phone>>,ස්තූතියි 👍
""",
    "human_x",
    syntax="",
)

F.reg(
    "nuwara_payhere_merchant_secret_php",
    ["shop/config/payhere.php", "public_html/<<org>>/checkout/payhere_<<n>>.php"],
    """<?php
// Estate tea shop (single-origin packets) - PayHere checkout
return [
    'merchant_id' => '12<<n4>><<n>>',
    'merchant_secret' => '<<cred>>',
    'notify_url' => 'https://shop.<<dom>>/payhere/notify',
    'currency' => 'LKR',
];
""",
    "p:payhere",
    syntax="",
)

F.reg(
    "nuwara_tamil_whatsapp_kadavuchol_muster",
    ["WhatsApp Chat with <<first2>>.txt", "phone/<<fa>>/WhatsApp/muster_<<stamp>>.txt"],
    """<<dmy>>, <<time>> - <<first>> <<last>>: அண்ணா, மஸ்டர் ரோல் சிஸ்டத்தின் கடவுச்சொல் என்ன? நாளை சம்பளக் கணக்கு போடணும்
<<dmy>>, <<time>> - <<first2>> <<last2>>: பயனர்: <<user>>
<<dmy>>, <<time>> - <<first2>> <<last2>>: கடவுச்சொல்: <<cred>>
<<dmy>>, <<time>> - <<first>> <<last>>: நன்றி அண்ணா
""",
    "human",
    syntax="",
)

F.reg(
    "nuwara_leaf_weighing_app_sync_json",
    ["leafweigh/settings_<<n>>.json", "Android/data/lk.<<org>>.leaf/files/sync_<<stamp>>.json"],
    lambda s: json.dumps(
        {
            "division": s["place"],
            "field_no": s["n"],
            "scale": {"bluetooth": "HC-05", "unit": "kg"},
            "sync": {
                "url": f"https://leaf.{s['dom']}/api/kilos",
                "user": s["user"],
                "password": s["cred"],
            },
            "deduct_water_pct": 4,
        },
        indent=2,
        ensure_ascii=False,
    ),
    "pw_json",
)

F.reg(
    "nuwara_broker_auction_catalogue_email",
    ["mail/<<fa>>/broker_<<stamp>>.eml", "Outlook/<<org>>/Inbox/<<id>>.eml"],
    """From: Catalogue Desk <catalogue@brokers<<n>>.lk>
To: <<fa>>.<<la>>@<<dom>>
Subject: e-auction portal access - sale no. <<n>>
Date: <<date>> <<time>>:00 +0530
Content-Type: text/plain; charset=utf-8

Dear Sir/Madam,

Your estate mark has been registered for the Colombo e-auction catalogue viewer.
Login ID: <<user>>
Password: <<cred>>

Please change the password after the first login.
Regards,
Catalogue Desk
""",
    "human",
    syntax="",
)

F.reg(
    "nuwara_withering_trough_esp32_thingspeak_ino",
    ["firmware/withering_<<n>>/withering_<<n>>.ino", "Arduino/trough_<<stamp>>/trough.ino"],
    """// Withering trough temperature / humidity -> ThingSpeak (factory <<place>>)
#include <WiFi.h>
#include "ThingSpeak.h"
#include "DHT.h"

const char* ssid = "Factory-Office";
const char* pass = "<<word>><<n4>>";
unsigned long channelID = <<id>>;
const char* writeAPIKey = "<<cred>>";

DHT dht(4, DHT22);
WiFiClient client;

void setup() { WiFi.begin(ssid, pass); ThingSpeak.begin(client); dht.begin(); }
void loop() {
  ThingSpeak.setField(1, dht.readTemperature());
  ThingSpeak.setField(2, dht.readHumidity());
  ThingSpeak.writeFields(channelID, writeAPIKey);
  delay(60000);
}
""",
    "p:thingspeak",
    syntax="",
)

F.reg(
    "nuwara_dialog_sms_gateway_python",
    ["sms/pluckers_sms_<<n>>.py", "home/<<fa>>/sms/wage_alert.py"],
    '''"""Monthly wage SMS to pluckers (Sinhala / Tamil) through the mobile operator bulk-SMS API."""

import requests

APP_ID = "APP_<<n4>><<n>>"
APP_PASSWORD = "<<cred>>"


def send(numbers, text):
    return requests.post(
        "https://api.dialog.lk/sms/send",
        json={"applicationId": APP_ID, "password": APP_PASSWORD, "destinationAddresses": numbers, "message": text},
        timeout=20,
    )
''',
    "hex:32",
)

F.reg(
    "nuwara_office_wifi_qr_card_decoded_text",
    ["scans/wifi_card_<<stamp>>.txt", "Pictures/<<fa>>/qr_<<n>>.txt"],
    """WIFI:S:<<org>>-office;T:WPA;P:<<cred>>;;
""",
    "human_x",
    syntax="",
)
