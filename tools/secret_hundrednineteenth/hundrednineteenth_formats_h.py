# ruff: noqa: E501
"""Family h: the executive chef's office of a hotel kitchen in Dubai, UAE; Arabic, English."""

from __future__ import annotations

import base64
import json

from hundrednineteenth_spec import Fam, after, dec_html, enc_html, gen_pw, uuid4

FAM = Fam(
    name="chefoffice_hotel_kitchen_dubai",
    orgs=("qasralnakheel",),
    tld="ae",
    first=(
        ("أحمد", "ahmed"),
        ("فاطمة", "fatima"),
        ("خالد", "khalid"),
        ("مريم", "mariam"),
        ("يوسف", "yousef"),
        ("Rajesh", "rajesh"),
        ("Maria", "maria"),
    ),
    last=(
        ("المنصوري", "almansoori"),
        ("الحمادي", "alhammadi"),
        ("Fernandes", "fernandes"),
        ("النعيمي", "alnuaimi"),
        ("Pillai", "pillai"),
        ("الشامسي", "alshamsi"),
    ),
    words=(
        "dubai",
        "jumeirah",
        "nakheel",
        "khalifa",
        "marina",
        "shawarma",
        "machboos",
        "luqaimat",
        "karak",
        "falcon",
        "desert",
        "souk",
        "deira",
        "palm",
        "majlis",
        "banquet",
    ),
    pets=("simba", "luna", "milo", "coco", "zara", "leo"),
    cc="+971 5",
    phrases=("inshallah", "yalla habibi", "chef de cuisine"),
)


def _html(r, s):
    pw = gen_pw(r, sym="&<>!#*")
    while "&" not in pw and "<" not in pw and ">" not in pw:
        pw = gen_pw(r, sym="&<>!#*")
    return {"needle": pw, "enc": enc_html(pw)}


FAM.reg(
    "chefoffice_intranet_html_materials_control_entities",
    ("intranet/kitchen/systems_<<n>>.html", "shared/ChefOffice/logins_<<date>>.html"),
    """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Kitchen systems - <<orgc>></title></head>
<body>
<h1>Chef office / مكتب الشيف</h1>
<table border="1">
<tr><th>System</th><th>User</th><th>Password</th></tr>
<tr><td>MICROS Materials Control</td><td>EXCHEF<<n>></td><td><<enc>></td></tr>
<tr><td>Recipe costing (Apicbase)</td><td><<email>></td><td>see Chef <<fa>></td></tr>
</table>
</body></html>
""",
    "pw",
    syntax="",
    extra=_html,
    decode=after(r"EXCHEF[0-9]+</td><td>([^<]+)</td>", dec_html),
)

FAM.reg(
    "chefoffice_whatsapp_arabic_talabat_kalimat_sir",
    (
        "WhatsApp/محادثة واتساب مع المطبخ <<n>>.txt",
        "exports/WhatsApp Chat with Banquet Kitchen <<dmyd>>.txt",
    ),
    """<<dmy>>, <<time>> - <<fn>> <<ln>>: شيف، تطبيق طلبات للتاجر طلع من الحساب في مطبخ الروم سيرفس
<<dmy>>, <<t2>> - <<fn2>> <<ln2>>: اليوزر <<email>>
<<dmy>>, <<t2>> - <<fn2>> <<ln2>>: كلمة السر <<cred>>
<<dmy>>, <<t3>> - <<fn>> <<ln>>: تمام شيف، اشتغل ✅
<<dmy>>, <<t3>> - <<fn2>> <<ln2>>: Please delete after, audit next week
""",
    "human",
)

FAM.reg(
    "chefoffice_simphony_reports_jdbc_properties",
    ("reports/simphony_<<n>>.properties", "etl/conf/micros_<<org>>.properties"),
    """# Nightly F&B cost report - MICROS Simphony reporting DB
db.url=jdbc:oracle:thin:@<<ip>>:1521/SIMRPT
db.user=RPT_<<org>>_<<n>>
db.password=<<cred>>
report.outlets=Banquet,AllDay,InRoomDining,Pastry
mail.to=<<email>>
""",
    "pw",
    syntax="",
)


def _monnit(s):
    cfg = {
        "gateway": {"serial": s["sn"], "location": "Walk-in chiller 3 / Pastry"},
        "imonnit": {
            "api_key_id": s["kid"],
            "api_secret_key": s["cred"],
            "base_url": "https://www.imonnit.com/json/",
        },
        "haccp": {
            "chiller_max_c": 5,
            "freezer_max_c": -18,
            "alert_emails": [s["email"], s["email2"]],
        },
    }
    return json.dumps(cfg, indent=2) + "\n"


FAM.reg(
    "chefoffice_haccp_monnit_sensors_bridge_json",
    ("haccp-bridge/config.json", "haccp/monnit_<<n>>.json"),
    _monnit,
    "b64:48",
    extra=lambda r, s: {"kid": base64.b64encode(uuid4(r).encode()).decode()[:32]},
)


def _ngenius(r):
    return base64.b64encode(f"{uuid4(r)}:{uuid4(r)}".encode()).decode()


FAM.reg(
    "chefoffice_ngenius_pastry_shop_php_config",
    ("pastry-shop/config/ngenius.php", "web-<<n>>/config/payments.php"),
    """<?php
// N-Genius (Network International) - online cake orders, pastry shop
return [
    'outlet_ref' => '<<uuid>>',
    'api_key' => '<<cred>>',
    'identity_url' => 'https://api-gateway.ngenius-payments.com/identity/auth/access-token',
    'currency' => 'AED',
];
""",
    _ngenius,
    syntax="",
)

FAM.reg(
    "chefoffice_banquet_beo_ics_description_login",
    ("calendar/BEO_<<date>>_<<n>>.ics", "Outlook/Banquet_tasting_<<n3>>.ics"),
    """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN
BEGIN:VEVENT
UID:<<uuid>>
DTSTART:<<y>><<mo>><<d>>T100000
DTEND:<<y>><<mo>><<d>>T120000
SUMMARY:Menu tasting - wedding 600 pax (Ballroom)
DESCRIPTION:Order seafood via Chef Middle East portal before 14:00.\\nLogin: <<email>>\\nPW: <<cred>>\\n- EXCHEF
LOCATION:Chef office\\, B2
END:VEVENT
END:VCALENDAR
""",
    "human_x",
    syntax="",
)

FAM.reg(
    "chefoffice_opera_ifc8_interface_config_xml",
    ("IFC8/config/ifc_<<n>>.xml", "opera/interfaces/pos_ifc_<<org>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<IFC8Config>
  <Property code="DXB<<n>>" />
  <Interface type="POS" name="Simphony F&amp;B">
    <Host><<ip>></Host>
    <Port>5010</Port>
    <OperaUser>IFC_POS</OperaUser>
    <OperaPassword><<cred>></OperaPassword>
  </Interface>
</IFC8Config>
""",
    "pw_xml",
)

FAM.reg(
    "chefoffice_english_email_supplier_portal_password",
    ("Outlook/Sent Items/Barakat portal_<<n>>.eml", "mail/chefoffice/supplier_<<dmyd>>.eml"),
    """From: <<fa>> <<la>> <<<email>>>
To: <<email2>>
Subject: Fresh produce ordering - Barakat portal
Date: <<dmy>> <<time>> +0400
Content-Type: text/plain; charset=UTF-8

Hi <<fa2>>,

From tomorrow you place the fruit & veg order for the banquet kitchen yourself.
Portal: https://order.barakatgroup.ae
Account: <<org>>-banquet
Password: <<cred>>

Cut-off is 16:00 for next-morning delivery. Check the par list on the office wall first.

Regards,
Chef <<fa>>
Executive Chef | <<orgc>>
""",
    "human",
    syntax="",
)
