# ruff: noqa: E501
"""Family k: a family funeral home in Mthatha (Eastern Cape, South Africa), isiXhosa and
English."""

from __future__ import annotations

from fiftyfirst_spec import Fam

F = Fam(
    "umngcwabo_mthatha_xhosa",
    ("khanyafunerals",),
    "co.za",
    (
        ("Nomvula", "Nomvula"),
        ("Siyabonga", "Siyabonga"),
        ("Thandeka", "Thandeka"),
        ("Lwazi", "Lwazi"),
        ("Nosipho", "Nosipho"),
        ("Mandla", "Mandla"),
    ),
    (
        ("Mbeki", "Mbeki"),
        ("Ngcobo", "Ngcobo"),
        ("Dlamini", "Dlamini"),
        ("Mahlangu", "Mahlangu"),
        ("Qwabe", "Qwabe"),
    ),
    (
        "umngcwabo",
        "ubuntu",
        "mthatha",
        "thembu",
        "ikhaya",
        "inkosi",
        "amanzi",
        "ilanga",
        "qunu",
        "isithsaba",
    ),
    ("bhubesi", "inja", "ikati", "mfana"),
    "27",
)

F.reg(
    "umngcwabo_xhosa_whatsapp_iphasiwedi",
    ("WhatsApp/WhatsApp Chat with <<fa>> <<id>>.txt", "exports/ofisi_<<date>>.txt"),
    """<<date>>, <<time>> - <<first>>: Molo sisi, ndicela iphasiwedi ye-policy system, ndinomthengi apha
<<date>>, <<time>> - <<first2>>: Igama lomsebenzisi ngu <<user>>
<<date>>, <<time>> - <<first2>>: Iphasiwedi ngu <<cred>>
<<date>>, <<time>> - <<first2>>: Musa ukuyinika mntu
<<date>>, <<time2>> - <<first>>: Enkosi kakhulu 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "umngcwabo_policy_admin_web_config_connection_string",
    ("PolicyAdmin/Web_<<nn>>.config", "inetpub/policy<<id>>/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="PolicyDb" connectionString="Server=<<ip>>\\SQLEXPRESS;Database=FuneralPolicies;User Id=policy_app;Password=<<cred>>;TrustServerCertificate=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="BranchCode" value="MTH<<nn>>" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)

F.reg(
    "umngcwabo_premium_reminder_bulk_sms_python",
    ("sms/reminders_<<nn>>.py", "scripts/premium_sms_<<id>>.py"),
    """import base64

import requests

CLIENT_ID = "<<uuid>>"
API_SECRET = "<<cred>>"
auth = base64.b64encode(f"{CLIENT_ID}:{API_SECRET}".encode()).decode()
tok = requests.get("https://rest.smsportal.com/Authentication", headers={"Authorization": f"Basic {auth}"}, timeout=30).json()["token"]

msg = "Molo, umrhumo wakho we-policy uyafuneka ngomhla we-7. Enkosi - <<orgu>>"
requests.post("https://rest.smsportal.com/bulkmessages", headers={"Authorization": f"Bearer {tok}"}, json={"messages": [{"content": msg, "destination": "0<<id>>1234"}]}, timeout=30)
""",
    "alnum:32",
)

F.reg(
    "umngcwabo_payfast_passphrase_php",
    ("site/payfast_<<nn>>.php", "public_html/pay<<id>>/config.php"),
    """<?php
// PayFast settings for funeral plan debit orders
$pf = [
    'merchant_id'  => '1<<id>><<n>>',
    'merchant_key' => '<<hex8>><<n>>q',
    'passphrase'   => '<<cred>>',
    'return_url'   => 'https://<<dom>>/thanks',
    'notify_url'   => 'https://<<dom>>/itn',
];
""",
    "human_x",
    syntax="",
)

F.reg(
    "umngcwabo_english_email_insurer_broker_portal",
    ("Mail/insurer_<<id>>.eml", "mail/<<fa>>/cur/<<epoch>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Broker portal for claims
Date: <<dmy>> <<time>> +0200
Content-Type: text/plain; charset=UTF-8

Hi <<first2>>,

For the claims of the Qunu family please log in to the underwriter portal:

Username: <<user>>
Password: <<cred>>

The death certificate and BI-1663 must be uploaded as PDF. Enkosi.

<<name>>
<<orgu>> Funeral Services, Mthatha
""",
    "human",
    syntax="",
)

F.reg(
    "umngcwabo_card_machine_yoco_node",
    ("payments/yoco_<<nn>>.js", "srv/plans<<id>>/yoco.js"),
    """const fetch = require('node-fetch');

const YOCO_SECRET = '<<cred>>';

async function checkout(amountCents, ref) {
  const r = await fetch('https://payments.yoco.com/api/checkouts', {
    method: 'POST',
    headers: { Authorization: `Bearer ${YOCO_SECRET}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ amount: amountCents, currency: 'ZAR', metadata: { ref } }),
  });
  return r.json();
}

module.exports = { checkout };
""",
    "p:yoco",
    syntax="",
)

F.reg(
    "umngcwabo_mortuary_fridge_alarm_blynk_ino",
    ("fridge_alarm_<<nn>>/fridge_alarm.ino", "Arduino/mortuary<<id>>/mortuary.ino"),
    """#define BLYNK_TEMPLATE_ID "TMPL<<hex8>>"
#define BLYNK_TEMPLATE_NAME "Mortuary fridge"
#define BLYNK_AUTH_TOKEN "<<cred>>"

#include <WiFi.h>
#include <BlynkSimpleEsp32.h>
#include <DallasTemperature.h>

char ssid[] = "KHANYA_OFFICE";
char pass[] = "";  // open office network

void setup() {
  Blynk.begin(BLYNK_AUTH_TOKEN, ssid, pass);
}

void loop() {
  Blynk.run();
}
""",
    "alnum:32",
    syntax="",
)

F.reg(
    "umngcwabo_office_diary_ocr_xhosa",
    ("scans/diary_<<date>>.txt", "ocr/idayari_<<id>>.txt"),
    """<<dmy>>
Umngcwabo — usapho lakwa<<last>>, Qunu, 10:00
Hearse 2 — service due

Home Affairs (eHomeAffairs)
user <<user>>
iphasiwedi <<cred>>
""",
    "human",
    syntax="",
)
