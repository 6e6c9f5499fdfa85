# ruff: noqa: E501
"""Family a: a community food bank in Nairobi, Kenya (Swahili and English)."""

from __future__ import annotations

import json

from hundredth_spec import Fam, alnum, hexs

FAM = Fam(
    name="chakula_benki_pamoja",
    orgs=("chakulapamoja", "mamajikoni"),
    tld="or.ke",
    first=(
        ("Wanjiku", "wanjiku"),
        ("Otieno", "otieno"),
        ("Achieng", "achieng"),
        ("Kamau", "kamau"),
        ("Njeri", "njeri"),
        ("Mwangi", "mwangi"),
        ("Amina", "amina"),
        ("Baraka", "baraka"),
        ("Zawadi", "zawadi"),
        ("Kiprono", "kiprono"),
    ),
    last=(
        ("Mutua", "mutua"),
        ("Ochieng", "ochieng"),
        ("Wambui", "wambui"),
        ("Kariuki", "kariuki"),
        ("Odhiambo", "odhiambo"),
        ("Chebet", "chebet"),
        ("Nyambura", "nyambura"),
        ("Said", "said"),
    ),
    words=(
        "chakula",
        "unga",
        "maharagwe",
        "mchele",
        "pamoja",
        "jikoni",
        "harambee",
        "sukuma",
        "ugali",
        "mandazi",
        "kibera",
        "mathare",
        "simba",
        "jambo",
        "upendo",
        "amani",
    ),
    pets=("simba", "bosco", "tiger", "jimmy", "rafiki", "doggy", "chui", "kasuku"),
    cc="+254",
)
reg = FAM.reg

reg(
    "chakula_mpesa_daraja_paybill_env",
    ("donations-api/.env", "mpesa/<<org>>-stk/.env.production"),
    """# M-Pesa Daraja (Safaricom) - Lipa Na M-Pesa Online for the donations paybill
MPESA_ENV=production
MPESA_SHORTCODE=<<n>>44
MPESA_CONSUMER_KEY=<<ckey>>
MPESA_CONSUMER_SECRET=<<cred>>
MPESA_PASSKEY=<<passkey>>
MPESA_CALLBACK_URL=https://<<host>>/api/mpesa/callback
# set by <<fa>> <<d>>/<<mo>>/<<y>> - usiweke hii kwenye GitHub
""",
    "p:daraja_secret",
    extra=lambda r, s: {"ckey": alnum(r, 48), "passkey": hexs(r, 64)},
)

reg(
    "chakula_swahili_whatsapp_nenosiri_inventory",
    ("WhatsApp Chat with Stoo <<org>>.txt", "chats/whatsapp_<<fa>>_<<mo>><<d>>.txt"),
    """<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them. Tap to learn more.
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - <<first>> <<last>>: Habari za asubuhi timu, magunia ya unga yamefika stoo
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - <<first2>> <<last2>>: Asante! Nani ana login ya Sortly? Nataka kuweka stock mpya
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - <<first>> <<last>>: Email ni stoo@<<dom>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - <<first>> <<last>>: Nenosiri: <<cred>>
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - <<first>> <<last>>: Usiishare na volunteers wapya tafadhali
<<d>>/<<mo>>/<<y>>, <<hh>>:<<mm>> - <<first2>> <<last2>>: Sawa sawa 👍
""",
    "human",
)

reg(
    "chakula_africastalking_bulk_sms_python",
    ("scripts/sms_distribution_<<d>><<mo>>.py", "tools/tuma_sms_<<fa>>.py"),
    '''"""Tuma SMS kwa familia: siku ya kugawa chakula."""
import csv

import africastalking

USERNAME = "<<org>>"
API_KEY = "<<cred>>"

africastalking.initialize(USERNAME, API_KEY)
sms = africastalking.SMS

with open("familia_<<mo>>.csv", newline="", encoding="utf-8") as fh:
    numbers = [row["simu"] for row in csv.DictReader(fh)]

message = "Jambo! Chakula kitagawiwa Jumamosi saa 3 asubuhi katika kanisa la <<last>>. Leta kitambulisho."
print(sms.send(message, numbers, sender_id="CHAKULA"))
''',
    "p:africastalking",
)

reg(
    "chakula_odk_collect_settings_json",
    ("odk/settings_<<fa>>.json", "survey/collect-settings-<<k>>.json"),
    lambda r, s: json.dumps(
        {
            "general": {
                "server_url": f"https://odk.{s['dom']}/v1/key/{hexs(r, 12)}/projects/{s['k']}",
                "username": f"{s['fa']}.{s['la']}",
                "password": s["cred"],
                "form_update_mode": "match_exactly",
                "autosend": "wifi_and_cellular",
                "app_language": "sw",
            },
            "admin": {"change_server": False, "admin_pw": ""},
            "project": {"name": "Usajili wa familia", "icon": "C", "color": "#3e9fcc"},
        },
        indent=2,
        ensure_ascii=False,
    ),
    "human_x",
)

reg(
    "chakula_warehouse_logins_csv_swahili_columns",
    ("stoo/akaunti_<<y>>.csv", "exports/logins-<<mo>>-<<y>>.csv"),
    """Mfumo,Kiungo,Mtumiaji,Nenosiri,Aliyeweka,Tarehe
Sortly (stoo),https://app.sortly.com,stoo@<<dom>>,<<cred>>,<<first>>,<<d>>/<<mo>>/<<y>>
KRA iTax,https://itax.kra.go.ke,P05<<n>>7Q,(angalia daftari),<<first2>>,<<d>>/<<mo>>/<<y>>
Kobo Toolbox,https://kf.kobotoolbox.org,<<org>>_mel,,<<first>>,
""",
    "human_x",
)

reg(
    "chakula_donor_civicrm_settings_php_dsn",
    (
        "sites/<<org>>/civicrm.settings.php",
        "backup_<<y>><<mo>><<d>>/wp-content/uploads/civicrm/civicrm.settings.php",
    ),
    """<?php
/**
 * CiviCRM configuration file - donors and volunteers (<<org>>).
 */
global $civicrm_root, $civicrm_setting, $civicrm_paths;

if (!defined('CIVICRM_DSN')) {
  define('CIVICRM_DSN', 'mysql://civi_<<org>>:<<cred>>@localhost/civicrm?new_link=true');
}
if (!defined('CIVICRM_UF_DSN')) {
  define('CIVICRM_UF_DSN', 'mysql://civi_<<org>>:<<cred>>@localhost/wordpress?new_link=true');
}
define('CIVICRM_UF', 'WordPress');
define('CIVICRM_SITE_KEY', '<<hex8>><<hex8>>');
$civicrm_root = '/var/www/<<org>>/wp-content/plugins/civicrm/civicrm';
""",
    "pw_url",
)

reg(
    "chakula_volunteer_sms_backup_reply_only_value",
    ("SMSBackupRestore/sms-<<y>><<mo>><<d>><<hh>><<mm>>.xml", "backup/sms-<<fa>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<?xml-stylesheet type="text/xsl" href="sms.xsl"?>
<smses count="3" backup_set="<<uid>>" backup_date="<<epoch>>000" type="full">
  <sms protocol="0" address="<<phone>>" date="<<epoch>>000" type="1" subject="null" body="Samahani, nimesahau password ya tablet ya mlangoni (kiosk ya usajili). Unaweza kunitumia?" toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" date_sent="<<epoch>>000" sub_id="1" readable_date="<<d>> <<mo>> <<y>> <<hh>>:<<mm>>:<<ss>>" contact_name="<<first>> <<last>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>500" type="2" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" sub_id="1" readable_date="<<d>> <<mo>> <<y>> <<hh>>:<<mm>>:<<ss>>" contact_name="<<first>> <<last>>" />
  <sms protocol="0" address="<<phone>>" date="<<epoch>>900" type="1" subject="null" body="Asante sana 🙏" toa="null" sc_toa="null" service_center="+254722500029" read="1" status="-1" locked="0" date_sent="<<epoch>>000" sub_id="1" readable_date="<<d>> <<mo>> <<y>> <<hh>>:<<mm>>:<<ss>>" contact_name="<<first>> <<last>>" />
</smses>
""",
    "human_x",
)


INO = """// Cold room temperature monitor - ESP32 + DS18B20, Blynk IoT
#define BLYNK_TEMPLATE_ID "TMPL4<<tid>>"
#define BLYNK_TEMPLATE_NAME "Chumba Baridi"
#define BLYNK_AUTH_TOKEN "<<cred>>"

#include <WiFi.h>
#include <BlynkSimpleEsp32.h>
#include <OneWire.h>
#include <DallasTemperature.h>

char ssid[] = "Stoo-Baridi";
char pass[] = "maziwa2024";  // wifi ya stoo

OneWire oneWire(4);
DallasTemperature sensors(&oneWire);

void setup() {
  Serial.begin(115200);
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
  sensors.begin();
}

void loop() {
  Blynk.run();
  sensors.requestTemperatures();
  float t = sensors.getTempCByIndex(0);
  Blynk.virtualWrite(V1, t);
  if (t > 8.0) Blynk.logEvent("joto_juu", "Chumba baridi kina joto!");
  delay(30000);
}
"""

reg(
    "chakula_cold_room_blynk_esp32_ino",
    (
        "firmware/chumba_baridi_v<<k>>/chumba_baridi_v<<k>>.ino",
        "arduino/coldroom_<<k>>/coldroom_<<k>>.ino",
    ),
    INO,
    "alnum:32",
    syntax="",
    extra=lambda r, s: {"tid": alnum(r, 6)},
)
