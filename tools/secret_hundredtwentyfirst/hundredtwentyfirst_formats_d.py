# ruff: noqa: E501
"""Family d: a hospital blood bank in Egypt (Egyptian Arabic): donor registry on SQL Server,
Paymob donations, Fawry, blood-fridge temperature loggers, bulk SMS to donors, WhatsApp between
the lab technicians."""

from __future__ import annotations

import csv
import io
import json

from hundredtwentyfirst_spec import Fam, dec_basic, enc_basic

F = Fam(
    name="blood_donor_bank_egypt",
    orgs=(
        ("nahrelnil", "بنك الدم - مستشفى نهر النيل"),
        ("dammasr", "بنك دم مصر الجديدة"),
        ("shefaa", "مستشفى الشفاء التخصصي"),
        ("amal", "مستشفى الأمل العام"),
    ),
    tld="com.eg",
    first=(
        ("محمد", "mohamed"),
        ("أحمد", "ahmed"),
        ("منى", "mona"),
        ("فاطمة", "fatma"),
        ("مصطفى", "mostafa"),
        ("هبة", "heba"),
        ("ياسمين", "yasmin"),
        ("عمرو", "amr"),
        ("نورا", "noura"),
        ("كريم", "karim"),
    ),
    last=(
        ("عبد الرحمن", "abdelrahman"),
        ("السيد", "elsayed"),
        ("حسن", "hassan"),
        ("إبراهيم", "ibrahim"),
        ("فؤاد", "fouad"),
        ("الشريف", "elsherif"),
        ("منصور", "mansour"),
        ("سالم", "salem"),
    ),
    words=(
        "masr",
        "ahly",
        "zamalek",
        "nile",
        "cairo",
        "alex",
        "habibi",
        "ramadan",
        "salah",
        "pharaoh",
        "tahrir",
        "giza",
        "mahalla",
        "omdonia",
        "dammasr",
    ),
    pets=("loulou", "bosy", "simsim", "mishmish", "zizo", "lolo"),
    towns=("القاهرة", "الإسكندرية", "طنطا", "المنصورة", "أسيوط", "الزقازيق"),
    cc="20",
    lwords=("مصر", "حبيبي", "الأهلي", "نيل"),
)

F.reg(
    "bankdam_eg_whatsapp_arabic_kelmet_elser_nezam",
    ("WhatsApp Chat with بنك الدم <<n>>.txt", "backup/whatsapp_blood_bank_<<d8>>.txt"),
    """<<date>>, <<time>> - <<fn2>> <<ln2>>: يا دكتور السيستم بتاع المتبرعين قافل معايا
<<date>>, <<time>> - <<fn>> <<ln>>: غيرنا الباسورد امبارح عشان المراجعة
<<date>>, <<time2>> - <<fn>> <<ln>>: اليوزر: <<user>>
<<date>>, <<time2>> - <<fn>> <<ln>>: كلمة السر: <<cred>>
<<date>>, <<time2>> - <<fn2>> <<ln2>>: تمام شكرا 🙏 اشتغل
""",
    "human",
)

F.reg(
    "bankdam_eg_paymob_donation_django_settings",
    ("donations/settings.py", "tabaro3/<<org>>_site/settings_prod_<<n>>.py"),
    """from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
DEBUG = False
ALLOWED_HOSTS = ["tabaro3.<<dom>>"]
LANGUAGE_CODE = "ar-eg"
TIME_ZONE = "Africa/Cairo"

# Paymob Accept — online donations for the blood bank campaigns
PAYMOB_PUBLIC_KEY = "egy_pk_live_<<pk>>"
PAYMOB_SECRET_KEY = "<<cred>>"
PAYMOB_INTEGRATION_ID = <<iid>>
PAYMOB_HMAC = "<<hmac>>"
""",
    "p:paymob",
    extra=lambda rng, s: {
        "pk": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
            for _ in range(32)
        ),
        "iid": rng.randint(1000000, 4999999),
        "hmac": "".join(rng.choice("0123456789ABCDEF") for _ in range(32)),
    },
)

F.reg(
    "bankdam_eg_blood_fridge_esp32_mqtt_ino",
    ("fridge_logger/fridge_logger.ino", "firmware/blood_fridge_<<n>>/blood_fridge_<<n>>.ino"),
    """#include <WiFi.h>
#include <PubSubClient.h>
#include <OneWire.h>
#include <DallasTemperature.h>

// ثلاجة حفظ الدم رقم <<n2>> — تنبيه لو الحرارة خرجت عن 2-6 درجة
const char* WIFI_SSID = "BloodBank-Lab";
const char* WIFI_PASS = "<<wifi>>";
const char* MQTT_HOST = "<<ip>>";
const char* MQTT_USER = "fridge<<n2>>";
const char* MQTT_PASS = "<<cred>>";

WiFiClient net;
PubSubClient mqtt(net);
OneWire bus(4);
DallasTemperature sensors(&bus);

void setup() {
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  mqtt.setServer(MQTT_HOST, 1883);
  sensors.begin();
}

void loop() {
  if (!mqtt.connected()) mqtt.connect("fridge<<n2>>", MQTT_USER, MQTT_PASS);
  sensors.requestTemperatures();
  char buf[16];
  dtostrf(sensors.getTempCByIndex(0), 4, 1, buf);
  mqtt.publish("bloodbank/fridge<<n2>>/temp", buf);
  delay(60000);
}
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {"wifi": "Lab" + str(rng.randint(10000000, 99999999))},
)

F.reg(
    "bankdam_eg_donor_bulk_sms_victorylink_php",
    ("sms/send_donor_reminder.php", "public_html/donors/sms_<<n>>.php"),
    """<?php
// تذكير المتبرعين بموعد التبرع القادم (كل 3 شهور)
$username = 'nahr_bb_<<n3>>';
$password = '<<cred>>';
$sender   = 'BloodBank';
$url = 'https://smsvas.vlserv.com/VLSMSPlatformResellerAPI/NewSendingAPI/api/SMSSender/SendSMS';

function send_sms($to, $text) {
    global $username, $password, $sender, $url;
    $payload = json_encode(['UserName' => $username, 'Password' => $password,
        'SMSText' => $text, 'SMSLang' => 'a', 'SMSSender' => $sender, 'SMSReceiver' => $to]);
    $ch = curl_init($url);
    curl_setopt($ch, CURLOPT_POSTFIELDS, $payload);
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['Content-Type: application/json']);
    return curl_exec($ch);
}
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "bankdam_eg_fawry_security_key_spring_yaml",
    (
        "donor-portal/src/main/resources/application-prod.yml",
        "services/fawry-pay-<<n>>/application.yml",
    ),
    """spring:
  datasource:
    url: jdbc:sqlserver://<<ip>>:1433;databaseName=BloodBank
    username: donor_portal
    password: ${DB_PASSWORD}
fawry:
  base-url: https://www.atfawry.com/ECommerceWeb/Fawry/payments
  merchant-code: "<<mc>>"
  security-key: "<<cred>>"
  return-url: https://donors.<<dom>>/fawry/return
server:
  port: <<port>>
""",
    "hex:32",
    extra=lambda rng, s: {
        "mc": "".join(
            rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(24)
        )
        + "=="
    },
)

F.reg(
    "bankdam_eg_bloodbank_vbnet_app_config_sqlserver",
    (
        "BloodBankSystem/bin/Release/BloodBank.exe.config",
        "Program Files/BBMS_<<n>>/BBMS.exe.config",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="BloodBank.My.MySettings.BBConnection"
         connectionString="Data Source=<<ip>>\\SQLEXPRESS;Initial Catalog=BloodBankDB;User ID=bbms;Password=<<cred>>"
         providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="LabelPrinter" value="Zebra GK420t" />
    <add key="Hospital" value="<<orgname>>" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)


def _postman(s: dict) -> str:
    obj = {
        "info": {
            "name": "Blood bank LIS bridge",
            "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json",
        },
        "item": [
            {
                "name": "Push crossmatch result",
                "request": {
                    "method": "POST",
                    "header": [
                        {"key": "Authorization", "value": "Basic " + s["enc"]},
                        {"key": "Content-Type", "value": "application/json"},
                    ],
                    "url": {
                        "raw": f"http://{s['ip']}:{s['port']}/api/crossmatch",
                        "host": [s["ip"]],
                        "port": str(s["port"]),
                    },
                    "body": {
                        "mode": "raw",
                        "raw": '{"bag":"BB-' + str(s["n3"]) + '","result":"compatible"}',
                    },
                },
            }
        ],
    }
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "bankdam_eg_postman_collection_basic_auth_lis",
    (
        "postman/BloodBank_LIS_<<n>>.postman_collection.json",
        "Desktop/crossmatch-bridge-<<d8>>.postman_collection.json",
    ),
    _postman,
    "pw_json",
    decode=dec_basic,
    enc=enc_basic,
)


def _csv(s: dict) -> str:
    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(["الاسم", "الوظيفة", "اسم المستخدم", "كلمة المرور", "الوردية"])
    w.writerow([f"{s['fn']} {s['ln']}", "فني معمل", s["user"], s["cred"], "صباحي"])
    w.writerow([f"{s['fn2']} {s['ln2']}", "طبيب", s["user2"], "(مع المدير)", "مسائي"])
    return buf.getvalue()


F.reg(
    "bankdam_eg_staff_accounts_csv_arabic_headers",
    ("حسابات_الموظفين_<<n>>.csv", "exports/staff_accounts_<<d8>>.csv"),
    _csv,
    "human_x",
)
