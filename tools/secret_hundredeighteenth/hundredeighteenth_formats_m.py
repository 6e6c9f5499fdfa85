# ruff: noqa: E501
"""Family m: a school canteen (kantina) in Quezon City, Philippines (Tagalog / Taglish)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET

from hundredeighteenth_spec import Fam, dec_b64, enc_b64

PH = Fam(
    name="kantina_canteen_quezon",
    orgs=("baonhub", "kusinaeskwela", "merienda"),
    tld="edu.ph",
    first=(
        ("Maria", "maria"),
        ("Jose", "jose"),
        ("Rowena", "rowena"),
        ("Jun", "jun"),
        ("Marites", "marites"),
        ("Ricardo", "ricardo"),
        ("Joy", "joy"),
    ),
    last=(
        ("Dela Cruz", "delacruz"),
        ("Reyes", "reyes"),
        ("Santos", "santos"),
        ("Bautista", "bautista"),
        ("Garcia", "garcia"),
        ("Villanueva", "villanueva"),
    ),
    words=(
        "adobo",
        "sinigang",
        "lumpia",
        "pandesal",
        "halohalo",
        "turon",
        "mabuhay",
        "pinoy",
        "maganda",
        "ginebra",
        "kuya",
        "ate",
        "jollibee",
        "bayanihan",
        "sampaguita",
        "kalamansi",
    ),
    pets=("bantay", "brownie", "choco", "muning", "whitey", "blacky", "princess"),
    cc="+63",
    grades=("Grade 3", "Grade 7", "Grade 10", "Kinder"),
)

PH.reg(
    "kantina_messenger_json_reply_value_only",
    ("messages/inbox/<<fa2>><<la2>>_<<n>>/message_1.json", "fb-export-<<n>>/message_1.json"),
    lambda s: (
        json.dumps(
            {
                "participants": [
                    {"name": f"{s['fn']} {s['ln']}"},
                    {"name": f"{s['fn2']} {s['ln2']}"},
                ],
                "messages": [
                    {
                        "sender_name": f"{s['fn2']} {s['ln2']}",
                        "timestamp_ms": int(s["ts"]) * 1000 + 120000,
                        "content": "salamat po!",
                        "is_geoblocked_for_viewer": False,
                    },
                    {
                        "sender_name": f"{s['fn']} {s['ln']}",
                        "timestamp_ms": int(s["ts"]) * 1000 + 60000,
                        "content": s["cred"],
                        "is_geoblocked_for_viewer": False,
                    },
                    {
                        "sender_name": f"{s['fn2']} {s['ln2']}",
                        "timestamp_ms": int(s["ts"]) * 1000,
                        "content": "Ate ano ulit password ng POS sa kantina?",
                        "is_geoblocked_for_viewer": False,
                    },
                ],
                "title": f"{s['fn']} {s['ln']}",
                "is_still_participant": True,
                "thread_path": f"inbox/{s['fa']}{s['la']}_{s['n']}",
            },
            indent=2,
        )
        + "\n"
    ),
    "human",
    syntax="json",
)

PH.reg(
    "kantina_paymongo_gcash_load_env",
    ("baon-wallet/.env", "apps/<<org>>-baon/.env.production"),
    """# Student baon wallet top-up via GCash / Maya (PayMongo)
PAYMONGO_PUBLIC_KEY=pk_live_<<pk>>
PAYMONGO_SECRET_KEY=<<cred>>
PAYMONGO_WEBHOOK_URL=https://baon.<<dom>>/webhooks/paymongo
DB_URL=postgres://baon@localhost/baon
""",
    "p:paymongo",
    extra=lambda rng, s: {"pk": PH.cred(rng, "alnum:24")},
)

PH.reg(
    "kantina_pos_printer_share_net_use_bat",
    ("Desktop/kantina_printer_<<n>>.bat", "POS/startup/map_share_<<org>>.bat"),
    """@echo off
REM i-map ang resibo printer at shared folder ng accounting
net use P: \\\\<<ip>>\\kantina /user:<<org>>\\canteen <<cred>> /persistent:yes
net use \\\\<<ip>>\\EPSON_TMU220 /user:<<org>>\\canteen <<cred>>
start "" "C:\\Program Files\\POS\\pos.exe"
""",
    "pw_bare",
)

PH.reg(
    "kantina_viber_copied_tagalog_supplier_portal",
    ("Viber/supplier_chat_<<n>>.txt", "Documents/viber_<<org>>_<<date>>.txt"),
    """[<<dmy>> <<hm>>] <<fn>> <<ln>>: Kuya pa-send naman ng login sa supplier portal, mag-oorder ako ng bigas at itlog
[<<dmy>> <<hm>>] <<fn2>> <<ln2>>: user: <<email>>
[<<dmy>> <<hm>>] <<fn2>> <<ln2>>: pass: <<cred>>
[<<dmy>> <<hm>>] <<fn2>> <<ln2>>: wag mo na i-share sa GC ha
[<<dmy>> <<hm>>] <<fn>> <<ln>>: sige po, salamat!
""",
    "human",
)

PH.reg(
    "kantina_deped_lis_handover_markdown",
    ("handover/kantina_<<date>>.md", "Docs/turnover_<<fa>>_<<n>>.md"),
    """# Turnover notes - School Canteen (<<orgc>>)

Prepared by <<fn>> <<ln>>, <<dmy>>

## Daily
- Bukas 6:30 AM, recess 9:15, lunch 11:30
- Feeding program list: from DepEd LIS (School Feeding) - ask the principal

## Accounts
- Canteen POS (Loyverse back office): <<email>> / <<cred>>
- Supplier portal: nasa Viber GC
- SBFP report: Google Sheet shared by the feeding coordinator

## Reminders
- Bawal ang softdrinks (DepEd Order 13 s. 2017)
""",
    "human",
)

PH.reg(
    "kantina_rfid_meal_card_esp8266_ino",
    ("arduino/meal_card_reader/meal_card_reader.ino", "firmware/<<org>>_reader_<<n>>.ino"),
    """#include <ESP8266WiFi.h>
#include <PubSubClient.h>
#include <MFRC522.h>

// RFID meal card reader - counter <<n2>>
const char* WIFI_SSID = "<<orgc>>-Canteen";
const char* WIFI_PASS = "<<wifi>>";
const char* MQTT_HOST = "<<ip>>";
const char* MQTT_USER = "reader<<n2>>";
const char* MQTT_PASS = "<<cred>>";

WiFiClient net;
PubSubClient mqtt(net);

void setup() {
  Serial.begin(115200);
  WiFi.begin(WIFI_SSID, WIFI_PASS);
  mqtt.setServer(MQTT_HOST, 1883);
}

void loop() {
  if (!mqtt.connected()) mqtt.connect("reader<<n2>>", MQTT_USER, MQTT_PASS);
  mqtt.loop();
}
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {"wifi": PH.human(rng, safe=True)},
)

PH.reg(
    "kantina_semaphore_sms_balance_python",
    ("scripts/baon_low_balance_<<n>>.py", "home/<<fa>>/kantina/sms_parents.py"),
    """# Text parents when baon wallet is below 50 pesos (Semaphore)
import requests

SEMAPHORE_APIKEY = "<<cred>>"
SENDER = "<<orgc>>"


def notify(number: str, name: str, bal: float) -> None:
    requests.post(
        "https://api.semaphore.co/api/v4/messages",
        data={
            "apikey": SEMAPHORE_APIKEY,
            "number": number,
            "message": f"Hi! Baon wallet ni {name} ay P{bal:.2f} na lang. - Kantina",
            "sendername": SENDER,
        },
    )
""",
    "p:semaphore",
)


def _fz(s: dict) -> str:
    return f"""<?xml version="1.0" encoding="UTF-8"?>
<FileZilla3 version="3.66.5" platform="windows">
\t<RecentServers>
\t\t<Server>
\t\t\t<Host>ftp.{s["dom"]}</Host>
\t\t\t<Port>21</Port>
\t\t\t<Protocol>0</Protocol>
\t\t\t<Type>0</Type>
\t\t\t<User>menu@{s["dom"]}</User>
\t\t\t<Pass encoding="base64">{s["enc"]}</Pass>
\t\t\t<Logontype>1</Logontype>
\t\t\t<PasvMode>MODE_DEFAULT</PasvMode>
\t\t\t<EncodingType>Auto</EncodingType>
\t\t\t<BypassProxy>0</BypassProxy>
\t\t</Server>
\t</RecentServers>
</FileZilla3>
"""


def _dec_fz(text: str) -> str:
    node = ET.fromstring(text.encode()).find(".//Pass")
    assert node is not None and node.text
    return dec_b64(node.text)


PH.reg(
    "kantina_menu_site_filezilla_recentservers_base64",
    (
        "AppData/Roaming/FileZilla/recentservers.xml",
        "Users/<<fa>>/AppData/Roaming/FileZilla/recentservers_<<n>>.xml",
    ),
    _fz,
    "pw_xml",
    extra=lambda rng, s: {"enc": enc_b64(str(s["cred"]))},
    decode=_dec_fz,
)
