"""Family h: an aquarium (reef tank) keeper in Chonburi, Thailand (Thai): Home Assistant
secrets, tinytuya local keys, LINE Notify alerts, a LINE chat, an Omise shop for coral frags,
an ESPHome dosing pump, a tank-log notebook OCR and a Blynk sketch."""

from __future__ import annotations

import json
import random

from eightyeighth_spec import TUPLA as F
from eightyeighth_spec import Slots, alnum, gen_pw, hexs, human, pick


def _tank(rng: random.Random, s: Slots) -> None:
    s["tank"] = pick(rng, ("ตู้ทะเล 36 นิ้ว", "ตู้ไม้น้ำ", "ตู้ปลากัด", "ตู้ทะเล 120 ซม."))
    s["dev"] = pick(rng, ("ไฟ LED", "ปั๊มคลื่น", "ฮีตเตอร์", "สกิมเมอร์"))
    s["temp"] = f"{rng.randint(25, 29)}.{rng.randint(0, 9)}"
    s["did"] = "eb" + hexs(rng, 20)


def _secrets(rng: random.Random, s: Slots) -> None:
    _tank(rng, s)
    s["wifi"] = human(rng, F, safe=True)


F.reg(
    "tupla_home_assistant_secrets_yaml_apex",
    ("homeassistant/secrets.yaml", "config/secrets.yaml.bak-<<ymd>>"),
    """# Use this file to store secrets like usernames and passwords.
# Learn more at https://www.home-assistant.io/docs/configuration/secrets/
wifi_ssid: "TupLa_<<n>>"
wifi_password: "<<wifi>>"
latitude_home: 13.3611
longitude_home: 100.9847
apex_host: <<lip>>
apex_user: admin
apex_password: "<<cred>>"
line_notify_room: "ตู้ทะเล"
""",
    cred="human",
    extra=_secrets,
)


def _tuya(s: Slots) -> str:
    devs = [
        {
            "name": s["dev"] + " " + s["tank"],
            "id": s["did"],
            "key": s["cred"],
            "mac": s["mac"].lower(),
            "uuid": s["did"][:16],
            "category": "dj",
            "product_name": "Aquarium Light",
            "ip": s["lip"],
            "version": "3.3",
        },
        {
            "name": "ปลั๊กปั๊มน้ำ",
            "id": "bf" + s["did"][2:],
            "key": "",
            "mac": "",
            "category": "cz",
            "product_name": "Smart Plug",
            "ip": "",
            "version": "3.4",
        },
    ]
    return json.dumps(devs, indent=4, ensure_ascii=False)


F.reg(
    "tupla_tinytuya_devices_json_local_key",
    ("tinytuya/devices.json", "home/<<user>>/aquarium/devices.json"),
    _tuya,
    cred=lambda rng, f, s: alnum(
        rng, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789!#$*:;<>=?@[]^_{}|~"
    ),
    extra=_tank,
)


F.reg(
    "tupla_line_notify_temperature_alert_python",
    ("aquarium/temp_alert.py", "home/pi/tupla/alert_<<n>>.py"),
    '''"""แจ้งเตือนอุณหภูมิตู้ปลาผ่าน LINE Notify (DS18B20 บน Raspberry Pi)"""

import glob
import time

import requests

LINE_TOKEN = "<<cred>>"
LIMIT = 28.5


def read_temp() -> float:
    dev = glob.glob("/sys/bus/w1/devices/28-*/w1_slave")[0]
    with open(dev) as f:
        return int(f.read().split("t=")[-1]) / 1000


while True:
    t = read_temp()
    if t > LIMIT:
        requests.post(
            "https://notify-api.line.me/api/notify",
            headers={"Authorization": "Bearer " + LINE_TOKEN},
            data={"message": f"⚠️ <<tank>> อุณหภูมิ {t:.1f}°C เกิน {LIMIT}"},
            timeout=10,
        )
    time.sleep(300)
''',
    cred="p:line_notify",
    syntax="py",
    extra=_tank,
)


def _line(s: Slots) -> str:
    d = s["date"].replace("-", "/")
    return f"""[LINE] แชทกับ {s["name2"]}
วันที่บันทึก: {d} {s["time"]}

{d}
{s["time"]}\t{s["name2"]}\tพี่คะ ไปให้อาหารปลาให้วันเสาร์นะคะ รหัสเข้าแอป Apex อะไรคะ
{s["time"]}\t{s["name"]}\tuser admin นะ
{s["time2"]}\t{s["name"]}\t{s["cred"]}
{s["time2"]}\t{s["name"]}\tอย่าลืมเช็คอุณหภูมิ ต้องไม่เกิน {s["temp"]} องศา
{s["time2"]}\t{s["name2"]}\tได้ค่ะ 👍
"""


F.reg(
    "tupla_line_chat_thai_rahat_apex_app",
    ("LINE/[LINE] แชทกับ<<fa2>>.txt", "Documents/line_backup_<<ymd>>.txt"),
    _line,
    cred="human",
    syntax="",
    extra=_tank,
)


F.reg(
    "tupla_omise_coral_frag_shop_env",
    ("coral-frag-shop/.env", "home/<<user>>/shop-<<org>>/.env.production"),
    """# ร้านปะการังออนไลน์ <<org>> - Omise (PromptPay / บัตร)
OMISE_PUBLIC_KEY=pkey_5<<pk>>
OMISE_SECRET_KEY=<<cred>>
OMISE_WEBHOOK_PATH=/omise/hook
SHOP_CONTACT=<<phone>>
LINE_OA=@<<org>>
""",
    cred="p:omise",
    syntax="",
    extra=lambda rng, s: s.update(pk=alnum(rng, 18, "abcdefghijklmnopqrstuvwxyz0123456789")),
)


F.reg(
    "tupla_esphome_dosing_pump_yaml_api_key",
    ("esphome/dosing-pump.yaml", "homeassistant/esphome/tupla-doser-<<n>>.yaml"),
    """esphome:
  name: tupla-doser-<<n>>
  friendly_name: ปั๊มโดสแคลเซียม

esp32:
  board: esp32dev

logger:

api:
  encryption:
    key: "<<cred>>"

ota:
  - platform: esphome
    password: "<<ota>>"

wifi:
  ssid: "TupLa_<<n>>"
  password: "<<wifi>>"

switch:
  - platform: gpio
    pin: GPIO26
    name: "Dosing pump Ca"
    id: pump_ca
""",
    cred="p:esphome_api",
    extra=lambda rng, s: s.update(ota=hexs(rng, 32), wifi=gen_pw(rng, sym="-_.")),
)


def _ocr(s: Slots) -> str:
    return f"""สมุดบันทึกตู้ปลา   {s["tank"]}
--------------------------------
{s["dmy"]}  เปลี่ยนน้ำ 20%   KH 8.1  Ca 430
           อุณหภูมิ {s["temp"]}
แอป Apex Fusion
รหัส
{s["cred"]}
ร้านปลา: {s["phone2"]}
"""


F.reg(
    "tupla_tank_notebook_photo_ocr_rahat_next_line",
    ("Pictures/OCR/IMG_<<ymd>>_<<hh>><<mm>>.txt", "Google Lens/สมุดตู้ปลา_<<n>>.txt"),
    _ocr,
    cred="human",
    syntax="",
    extra=_tank,
)


F.reg(
    "tupla_blynk_auth_token_esp8266_sketch",
    ("Arduino/tupla_blynk/tupla_blynk.ino", "aquarium/blynk_<<n>>/blynk_<<n>>.ino"),
    """// ควบคุมไฟตู้ปลาผ่าน Blynk IoT (ESP8266)
#define BLYNK_TEMPLATE_ID "TMPL6<<tpl>>"
#define BLYNK_TEMPLATE_NAME "Tu Pla"
#define BLYNK_AUTH_TOKEN "<<cred>>"

#include <ESP8266WiFi.h>
#include <BlynkSimpleEsp8266.h>

char ssid[] = "TupLa_<<n>>";
char pass[] = "<<wifi>>";

BLYNK_WRITE(V1) {
  digitalWrite(D5, param.asInt());  // ไฟ LED
}

void setup() {
  pinMode(D5, OUTPUT);
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
}

void loop() {
  Blynk.run();
}
""",
    cred="p:blynk",
    syntax="",
    extra=lambda rng, s: s.update(tpl=alnum(rng, 8), wifi=gen_pw(rng, sym="-_.")),
)
