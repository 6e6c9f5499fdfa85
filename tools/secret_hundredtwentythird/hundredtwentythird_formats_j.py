# ruff: noqa: E501
"""Family j: a travel-insurance desk (تأمين السفر) at a travel agency in Dubai, UAE (Arabic, English)."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from hundredtwentythird_spec import Fam, draw, gen_pw, jdump

F = Fam(
    name="tamin_safar_travel_desk_dubai",
    orgs=("safarshield", "rihlacover", "deiratravel"),
    tld="ae",
    first=(
        ("أحمد", "ahmed"),
        ("فاطمة", "fatima"),
        ("خالد", "khaled"),
        ("مريم", "maryam"),
        ("يوسف", "yousef"),
        ("نور", "noor"),
        ("عمر", "omar"),
        ("ريم", "reem"),
    ),
    last=(
        ("المنصوري", "almansoori"),
        ("الحمادي", "alhammadi"),
        ("الشامسي", "alshamsi"),
        ("النعيمي", "alnuaimi"),
        ("حداد", "haddad"),
        ("خوري", "khoury"),
    ),
    words=(
        "dubai",
        "falcon",
        "sahara",
        "qamar",
        "burj",
        "habibi",
        "marhaba",
        "jumeirah",
        "najma",
        "ghazal",
        "emirates",
        "safar",
        "bahar",
        "yalla",
    ),
    pets=("simba", "lulu", "zuzu", "fluffy", "oscar", "bella"),
    cc="+971",
)

F.reg(
    "tamsafar_arabic_whatsapp_kalimat_sir_portal",
    ("WhatsApp Chat with مكتب التأمين <<n>>.txt", "exports/wa_desk_<<date>>.txt"),
    """<<d>>/<<m>>/<<y>>, <<time>> - <<first>> <<last>>: صباح الخير، بوابة شركة التأمين تطلب كلمة سر جديدة
<<d>>/<<m>>/<<y>>, <<time>> - <<first2>> <<last2>>: اسم المستخدم <<login>>
<<d>>/<<m>>/<<y>>, <<time>> - <<first2>> <<last2>>: كلمة السر <<cred>>
<<d>>/<<m>>/<<y>>, <<time>> - <<first>> <<last>>: شكراً، عندي عميل يحتاج وثيقة شنغن اليوم
""",
    cred="human",
    syntax="",
)

F.reg(
    "tamsafar_telr_hosted_payment_php_authkey",
    ("checkout/telr.php", "public_html/<<org>>-<<n>>/telr_config.php"),
    """<?php
// Travel insurance checkout - Telr Hosted Payment Page
$telr = [
    'ivp_store' => '<<n4>><<n>>',
    'ivp_authkey' => '<<cred>>',
    'ivp_test' => 0,
    'ivp_currency' => 'AED',
    'return_auth' => 'https://<<dom>>/policy/issued',
    'return_decl' => 'https://<<dom>>/policy/declined',
];
""",
    cred="p:telr_auth",
    syntax="",
)


def _webcfg(rng, s):
    while True:
        pw = gen_pw(rng, sym="&<>!#$")
        if any(c in pw for c in "&<>"):
            break
    esc = pw.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    return {"cred": pw, "enc": esc}


def _dec_webcfg(t):
    root = ET.fromstring(t)
    cs = root.find("./connectionStrings/add[@name='PolicyDb']").get("connectionString")
    return re.search(r"Password=([^;]+)", cs).group(1)


F.reg(
    "tamsafar_quote_site_webconfig_xml_escaped_password",
    ("TravelQuote/Web.config", "inetpub/<<org>>_<<n>>/Web.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="PolicyDb" connectionString="Data Source=<<ip>>;Initial Catalog=TravelPolicies;User ID=quote_web;Password=<<enc>>;" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="InsurerApi" value="https://api.<<dom>>/travel/v2" />
    <add key="DefaultCurrency" value="AED" />
  </appSettings>
</configuration>
""",
    cred="pw",
    syntax="xml",
    extra=_webcfg,
    decode=_dec_webcfg,
)

F.reg(
    "tamsafar_tap_payments_secret_env",
    ("booking-api/.env", "srv/<<org>>-<<n>>/.env"),
    """TAP_SECRET_KEY=<<cred>>
TAP_PUBLIC_KEY=pk_live_<<pk>>
TAP_REDIRECT=https://<<dom>>/tap/return
POLICY_PDF_BUCKET=<<org>>-policies
""",
    cred="p:tap",
    syntax="",
    extra=lambda rng, s: {"pk": draw(rng, "alnum:24", F)},
)

F.reg(
    "tamsafar_arabic_email_kalimat_al_murur_insurer",
    ("Outlook/<<n>>.eml", "mail/desk/insurer_portal_<<date>>.eml"),
    """From: <<first2>> <<last2>> <<<email2>>>
To: <<email>>
Subject: بيانات الدخول إلى بوابة تأمين السفر
Date: Sun, <<d>> Sep <<y>> <<time>>:30 +0400
Content-Type: text/plain; charset=UTF-8

مرحباً <<first>>،

تم إنشاء حسابك في بوابة إصدار وثائق تأمين السفر.
اسم المستخدم: <<login>>
كلمة المرور: <<cred>>

مع التحية،
<<first2>>
""",
    cred="human",
    syntax="",
)

F.reg(
    "tamsafar_visa_center_crontab_curl_user",
    ("crontab_<<fa>>.txt", "etc/cron.d/visa_sync_<<n>>"),
    """# sync Schengen visa appointment list every morning
30 6 * * * curl -s -u <<login>>:<<cred>> https://partners.<<dom>>/api/appointments.csv -o /srv/desk/appointments.csv
0 22 * * * /usr/local/bin/policy_pdf_cleanup.sh
""",
    cred="human_x",
    syntax="",
)


def _tg(s):
    return jdump(
        {
            "name": "مكتب تأمين السفر",
            "type": "private_group",
            "id": 4000000000 + int(s["n6"]),
            "messages": [
                {
                    "id": 11,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:01",
                    "from": s["first"],
                    "from_id": "user1",
                    "text": "وين كلمة سر حساب الإيميل المشترك؟",
                },
                {
                    "id": 12,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:40",
                    "from": s["first2"],
                    "from_id": "user2",
                    "text": f"desk@{s['dom']} — {s['cred']}",
                },
                {
                    "id": 13,
                    "type": "message",
                    "date": f"{s['date']}T{s['time']}:55",
                    "from": s["first"],
                    "from_id": "user1",
                    "text": "تمام 👍",
                },
            ],
        }
    )


F.reg(
    "tamsafar_telegram_json_arabic_shared_mailbox",
    ("Telegram Desktop/ChatExport_<<date>>/result.json", "exports/tg_<<n>>/result.json"),
    _tg,
    cred="human",
)


def _kiosk(s):
    return jdump(
        {
            "startURL": f"https://quote.{s['dom']}/kiosk",
            "kioskMode": True,
            "kioskExitGesture": 2,
            "remoteAdmin": True,
            "remoteAdminPassword": s["cred"],
            "remoteAdminLan": True,
            "screenOffTimer": 0,
            "motionDetection": False,
        }
    )


F.reg(
    "tamsafar_airport_kiosk_fully_browser_settings",
    ("kiosk/fully-settings-<<n>>.json", "tablets/terminal3_<<fa>>.json"),
    _kiosk,
    cred="human",
)
