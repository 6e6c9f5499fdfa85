# ruff: noqa: E501
"""Family g: an arcade hall in the Philippines (Cebu); Tagalog and Cebuano, Viber and
Messenger, GCash through PayMongo, card-swipe readers on ESP32, Dahua NVRs."""

from __future__ import annotations

from eightysecond_spec import Fam

F = Fam(
    name="arcade_hall_cebu",
    prefix="arcadeph",
    orgs=("bahaykalaro", "tindahanlaro", "sugbuarcade", "lapuplay", "tokenhari"),
    tld="ph",
    first=(
        ("Jhon", "jhon"),
        ("Mary Grace", "marygrace"),
        ("Rodel", "rodel"),
        ("Kristine", "kristine"),
        ("Jomar", "jomar"),
        ("Angelica", "angelica"),
        ("Rey", "rey"),
        ("Lovely", "lovely"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Santos", "santos"),
        ("Reyes", "reyes"),
        ("Bautista", "bautista"),
        ("Villanueva", "villanueva"),
        ("Cabahug", "cabahug"),
    ),
    words=(
        "sinulog",
        "lechon",
        "sugbo",
        "mactan",
        "colon",
        "tisa",
        "ginebra",
        "mabuhay",
        "pinoy",
        "tekken",
        "timezone",
        "ganda",
        "lapulapu",
        "mangga",
        "bisaya",
        "kalami",
        "sutukil",
        "danggit",
        "basketbol",
        "pacquiao",
    ),
    pets=("bantay", "brownie", "choco", "whitey", "bogart", "princess", "muning", "tagpi"),
    cc="+63 9",
)

F.reg(
    "viber_csv_export_tagalog_password_reply",
    ("Viber/Viber_messages_<<date>>.csv", "backup/viber_<<org>>_<<n>>.csv"),
    """Date,Time,Sender,Phone number,Message
<<dmy>>,<<hm>>,<<full>>,<<phone>>,"Sir ano po ulit password ng admin sa card system? Nag-logout po kasi"
<<dmy>>,<<hm>>,<<full2>>,<<phone2>>,"wait lang"
<<dmy>>,<<hm2>>,<<full2>>,<<phone2>>,"<<cred>>"
<<dmy>>,<<hm2>>,<<full>>,<<phone>>,"salamat po sir!"
""",
    cred="human_x",
    syntax="",
)

F.reg(
    "card_reader_esp32_ino_wifi_pass",
    ("firmware/card_reader_<<n>>/card_reader.ino", "arduino/<<org>>_swipe/swipe.ino"),
    """#include <WiFi.h>
#include <HTTPClient.h>
#include <MFRC522.h>

// Card swipe reader para sa mga makina (Tekken, basketball, claw)
const char* WIFI_SSID = "<<orgc>>-Machines";
const char* WIFI_PASS = "<<cred>>";
const char* API = "http://<<ip>>:8080/api/swipe";
const int MACHINE_ID = <<n>>;

void setup() {
  Serial.begin(115200);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  while (WiFi.status() != WL_CONNECTED) { delay(500); Serial.print("."); }
}

void loop() {
  // basahon ang card, ibawas ang credits
}
""",
    cred="pw_dq",
    syntax="",
)

F.reg(
    "paymongo_gcash_topup_laravel_env",
    ("<<org>>-topup/.env", "web/card-topup-<<n>>/.env"),
    """APP_NAME="<<orgc>> Card Top-up"
APP_ENV=production
APP_URL=https://topup.<<dom>>
DB_CONNECTION=mysql
DB_DATABASE=topup
DB_USERNAME=topup
DB_PASSWORD=${DB_PASSWORD}
PAYMONGO_PUBLIC_KEY=pk_live_<<hx8>>Qm3xRt7Yp9Lk2
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_SIG=whsk_<<hx8>>aa
""",
    cred="p:paymongo",
    syntax="",
)

F.reg(
    "card_system_server_ini_sql_password",
    ("C:/ArcadeCard/Server/cardserver.ini", "config/<<org>>_cardserver_<<n>>.ini"),
    """[Server]
Name=<<orgc>> SM Seaside
Port=8080
Currency=PHP

[Database]
Driver=SQL Server
Server=<<ip>>\\SQLEXPRESS
Database=ArcadeCard
User=cardsvc
Password=<<cred>>

[Kiosk]
TopupMin=100
BonusPercent=10
""",
    cred="pw",
)

F.reg(
    "messenger_copied_cebuano_password",
    ("Documents/chat_<<fa2>>_<<date>>.txt", "notes/messenger_<<n>>.txt"),
    """<<full>>
Bai unsa na password sa PC sa counter? Dili ko kasulod

<<full2>>
<<cred>>

<<full2>>
ayaw ipakita sa mga bata ha
""",
    cred="human",
    syntax="",
)

F.reg(
    "go2rtc_yaml_dahua_nvr_rtsp",
    ("go2rtc/go2rtc.yaml", "cctv/<<org>>/go2rtc_<<n>>.yaml"),
    """streams:
  entrance: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
  prize_counter: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=2&subtype=0
  claw_area: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=3&subtype=1
webrtc:
  listen: ":8555"
""",
    cred="pw_url",
)

F.reg(
    "prize_inventory_xlsx_shared_strings",
    (
        "xlsx_unzipped/prize_inventory_<<mo>>/xl/sharedStrings.xml",
        "inventory/<<org>>/xl/sharedStrings.xml",
    ),
    """<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="12" uniqueCount="10"><si><t>Item</t></si><si><t>Tickets</t></si><si><t>Stock</t></si><si><t>Stuffed toy (dako)</t></si><si><t>Mini drone</t></si><si><t>Supplier portal (Lazada Seller)</t></si><si><t>Login</t></si><si><t>prizes@<<dom>></t></si><si><t>Password</t></si><si><t><<cred>></t></si></sst>""",
    cred="pw_xml",
)

F.reg(
    "fiber_router_sticky_note_ocr",
    ("scans/IMG_<<n2>>_ocr.txt", "ocr/sticky_<<date>>.txt"),
    """GLOBE AT HOME FIBER
Admin: 192.168.254.254
user  admin
pass
<<cred>>
wag galawin!! - boss
""",
    cred="human_x",
    syntax="",
)
