# ruff: noqa: E501
"""Family m: an air-ambulance coordination desk in Dhaka (Bangladesh; Bengali, English)."""

from __future__ import annotations

import base64
import re

from eightythird_spec import Fam, alnum, email, wa


def _dec_k8s(text: str) -> str:
    m = re.search(r"DB_PASSWORD:\s*([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode()


F = Fam(
    name="jibonvela_air_ambulance_bangladesh",
    orgs=("jibonvela", "padmamedevac", "shaplaairrescue", "meghnaaeromed"),
    tld="com.bd",
    first=(
        ("রহিম", "rahim"),
        ("ফাতেমা", "fatema"),
        ("তানভীর", "tanvir"),
        ("নুসরাত", "nusrat"),
        ("আরিফ", "arif"),
        ("সাবরিনা", "sabrina"),
        ("মাহমুদ", "mahmud"),
    ),
    last=(
        ("হোসেন", "hossain"),
        ("রহমান", "rahman"),
        ("চৌধুরী", "chowdhury"),
        ("ইসলাম", "islam"),
        ("আহমেদ", "ahmed"),
        ("সরকার", "sarkar"),
    ),
    words=(
        "dhaka",
        "padma",
        "meghna",
        "sundarban",
        "ilish",
        "rongdhonu",
        "shapla",
        "bagh",
        "jamuna",
        "sylhet",
        "chattogram",
        "coxsbazar",
        "rosogolla",
        "boishakh",
        "lalbagh",
        "jibon",
    ),
    pets=("mini", "tom", "lali", "kalu", "tiger", "pinky"),
    cc="880",
    places=("Hazrat Shahjalal", "Sylhet", "Chattogram", "Cox's Bazar", "Jashore"),
    regs=("S2-AJM", "S2-AHB", "S2-ABM", "S2-AMB", "S2-AJV"),
    tz="+0600",
)

F.reg(
    "jibonvela_bengali_whatsapp_password_dispatch_console",
    ("WhatsApp Chat with মেডিভ্যাক ডিসপ্যাচ <<nn>>.txt", "chats/dispatch_<<date>>.txt"),
    lambda s: wa(
        [
            (s["first"] + " " + s["last"], f"সিলেট থেকে রোগী, {s['reg']} রেডি করুন, ডাক্তার ও নার্স সহ"),
            (s["first2"], "ডিসপ্যাচ কনসোলে লগইন হচ্ছে না, নতুন পাসওয়ার্ড কী?"),
            (s["first"] + " " + s["last"], f"ইউজার: dispatch{s['n']}  পাসওয়ার্ড: {s['cred']}"),
            (s["first2"], "ধন্যবাদ ভাই, ঢুকেছি ✅"),
        ],
        s,
        style="mdy12",
    ),
    "human",
    syntax="",
)

F.reg(
    "jibonvela_bkash_tokenized_checkout_python_app_secret",
    ("payments/bkash_grant_<<nn>>.py", "billing/<<org>>_bkash_<<date>>.py"),
    '''"""bKash tokenized checkout: grant token for advance payments from patients' families."""

import requests

BASE = "https://tokenized.pay.bka.sh/v1.2.0-beta/tokenized/checkout"
APP_KEY = "<<appkey>>"
APP_SECRET = "<<cred>>"
USERNAME = "01<<nn>><<nn>>77"
PASSWORD = "<<bpw>>"

r = requests.post(
    f"{BASE}/token/grant",
    json={"app_key": APP_KEY, "app_secret": APP_SECRET},
    headers={"username": USERNAME, "password": PASSWORD, "Content-Type": "application/json"},
    timeout=30,
)
print(r.json().get("id_token", "")[:12])
''',
    "p:bkash",
    extra=lambda rng, s: s.update(
        appkey=alnum(rng, 25, "abcdefghijklmnopqrstuvwxyz0123456789"), bpw=alnum(rng, 12)
    ),
)

F.reg(
    "jibonvela_sslcommerz_store_passwd_php_config",
    ("web/config/sslcommerz.php", "portal/<<org>>/sslcz_<<nn>>.php"),
    """<?php
// SSLCommerz – card and mobile banking payments for air-ambulance bookings
return [
    'projectPath' => env('PROJECT_PATH'),
    'apiDomain' => 'https://securepay.sslcommerz.com',
    'apiCredentials' => [
        'store_id' => '<<org>><<nn>>live',
        'store_password' => '<<cred>>',
    ],
    'success_url' => '/payment/success',
    'connect_from_localhost' => false,
];
""",
    "p:sslcz",
    syntax="",
)


def _k8s(rng, s):
    s["enc"] = base64.b64encode(s["cred"].encode()).decode()


F.reg(
    "jibonvela_bed_availability_k8s_secret_base64",
    ("k8s/bed-finder/secret.yaml", "deploy/<<org>>/bedfinder-secret-<<nn>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: bed-finder-db
  namespace: medevac
type: Opaque
data:
  DB_HOST: <<hosth>>
  DB_USER: YmVkZmluZGVy
  DB_PASSWORD: <<enc>>
""",
    "pw",
    extra=lambda rng, s: (
        _k8s(rng, s),
        s.update(hosth=base64.b64encode(s["ip"].encode()).decode()),
    ),
    decode=_dec_k8s,
)

F.reg(
    "jibonvela_bengali_email_password_hospital_portal",
    ("mail/sent/<<date>>_hospital_portal_<<nn>>.eml", "mail/<<fa>>/portal_<<nn>>.eml"),
    lambda s: email(
        s,
        s["email"],
        f"icu.{s['fa2']}@hospital-dhaka.com.bd",
        "রোগী স্থানান্তর পোর্টাল – লগইন তথ্য",
        f"প্রিয় ডা. {s['first2']},\n\nআমাদের রোগী স্থানান্তর পোর্টালে আপনার অ্যাকাউন্ট খোলা হয়েছে:\n"
        f"ঠিকানা: https://transfer.{s['dom']}\nইউজার: dr.{s['fa2']}\nপাসওয়ার্ড: {s['cred']}\n\n"
        f"ধন্যবাদান্তে,\n{s['first']} {s['last']}\nকোঅর্ডিনেশন ডেস্ক, {s['orgc']}\n",
    ),
    "human",
    syntax="",
)

F.reg(
    "jibonvela_twilio_sms_alerts_ruby_auth_token",
    ("alerts/notify_crew_<<nn>>.rb", "scripts/<<org>>_page_crew.rb"),
    """require "twilio-ruby"

# Pages the on-call crew (pilot, doctor, nurse) when a transfer is confirmed
ACCOUNT_SID = "AC<<sid>>"
AUTH_TOKEN  = "<<cred>>"

client = Twilio::REST::Client.new(ACCOUNT_SID, AUTH_TOKEN)
["<<phone>>", "<<phone2>>"].each do |to|
  client.messages.create(from: "+1415<<nn>>00", to: to, body: "MEDEVAC <<reg>> ready – report <<hm>>")
end
""",
    "p:twilio",
    extra=lambda rng, s: s.update(sid=alnum(rng, 32, "0123456789abcdef")),
    syntax="",
)

F.reg(
    "jibonvela_oncall_roster_ics_description_password",
    ("calendar/oncall_<<date>>.ics", "exports/<<fa>>_roster_<<nn>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Google Inc//Google Calendar 70.9054//EN
BEGIN:VEVENT
UID:<<uuid>>@google.com
DTSTART:<<y>><<mo>><<d>>T020000Z
DTEND:<<y>><<mo>><<d>>T140000Z
SUMMARY:অন-কল মেডিভ্যাক – <<first>>
DESCRIPTION:Dispatch laptop login: oncall / <<cred>>\\nSatphone PIN in the red box
LOCATION:<<place>>
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

F.reg(
    "jibonvela_transfer_app_web_config_connection_string",
    ("TransferDesk/Web.config", "iis/<<org>>/web_<<nn>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="TransferDb" connectionString="Server=<<ip>>,1433;Database=Transfers;User Id=transfer_app;Password=<<cred>>;Encrypt=True;TrustServerCertificate=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="DefaultAirport" value="VGHS" />
  </appSettings>
</configuration>
""",
    "pw_xml",
    syntax="xml",
)
