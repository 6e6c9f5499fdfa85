# ruff: noqa: E501
"""Family c: a farsan (snack) and bakery chain in Rajkot (Gujarat, India), Gujarati."""

from __future__ import annotations

import json

from fiftyfirst_spec import Fam, alnum

F = Fam(
    "farsan_rajkot_dukan",
    ("jalaramfarsan",),
    "in",
    (
        ("ભાવેશ", "Bhavesh"),
        ("હેતલ", "Hetal"),
        ("જીજ્ઞેશ", "Jignesh"),
        ("નિરાલી", "Nirali"),
        ("કિરીટ", "Kirit"),
        ("દક્ષા", "Daksha"),
    ),
    (
        ("પટેલ", "Patel"),
        ("ઠક્કર", "Thakkar"),
        ("રાદડિયા", "Radadiya"),
        ("જોશી", "Joshi"),
        ("સોની", "Soni"),
    ),
    (
        "ganthiya",
        "fafda",
        "khakhra",
        "jalebi",
        "thepla",
        "rajkot",
        "dhokla",
        "chavanu",
        "bhakharwadi",
        "sevusal",
    ),
    ("moti", "tommy", "raja", "sheru"),
    "91",
)

F.reg(
    "farsan_gujarati_whatsapp_android_paasvard_pos",
    ("WhatsApp/WhatsApp Chat with <<fa>> <<id>>.txt", "exports/દુકાન_ગ્રૂપ_<<date>>.txt"),
    """<<dmys>>, <<time>> - <<first>>: નવી બ્રાન્ચ માટે POS લોગીન જોઈએ છે
<<dmys>>, <<time>> - <<first2>>: આઈડી <<user>>@<<org>>
<<dmys>>, <<time>> - <<first2>>: પાસવર્ડ - <<cred>>
<<dmys>>, <<time2>> - <<first>>: થઈ ગયું 🙏
<<dmys>>, <<time2>> - <<first2>>: <Media omitted>
""",
    "human",
    syntax="",
)


def _pos(s):
    return (
        json.dumps(
            {
                "restaurant_id": f"res{s['id']}",
                "outlet": f"{s['org']}-kalawad-road",
                "app_key": s["hex8"] + s["hex8"],
                "app_secret": s["cred"],
                "access_token": s["uuid"],
                "sync_interval_sec": 300,
            },
            indent=4,
        )
        + "\n"
    )


F.reg(
    "farsan_pos_integration_app_secret_json",
    ("pos-sync/config-<<nn>>.json", "C:/PosSync/outlet_<<id>>.json"),
    _pos,
    "alnum:40",
)

F.reg(
    "farsan_razorpay_keys_node_dotenv",
    ("order-site-<<nn>>/.env", "srv/<<org>>-orders-<<id>>/.env"),
    """PORT=8080
NODE_ENV=production
MONGO_URL=mongodb://127.0.0.1:27017/orders
RAZORPAY_KEY_ID=rzp_live_<<rzp>>
RAZORPAY_KEY_SECRET=<<cred>>
WHATSAPP_NOTIFY=+91 98<<id>>
""",
    "p:razorpay",
    extra=lambda rng, s: s.update(rzp=alnum(rng, 14)),
)

F.reg(
    "farsan_food_delivery_partner_email_gujlish",
    ("Mail/partner_<<id>>.eml", "mail/<<fa>>/<<epoch>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Delivery app partner dashboard
Date: <<dmy>> <<time>> +0530
Content-Type: text/plain; charset=UTF-8

<<first2>>bhai,

Navi branch (Kalawad Road) nu partner dashboard chalu thai gayu che.
Login: <<email>>
Password: <<cred>>

Menu ma ganthiya ane fafda na bhav update kari dejo. કોઈ તકલીફ હોય તો ફોન કરજો.

<<first>>
""",
    "human",
    syntax="",
)

F.reg(
    "farsan_oven_tasmota_console_backlog_notes",
    ("notes/tasmota_oven_<<nn>>.txt", "Documents/ઓવન_<<id>>.txt"),
    """oven plug #<<n>> (Sonoff POW) - flashed tasmota 13.4 by <<first>>
paste in console:

Backlog SSID1 <<orgu>>_KITCHEN; Password1 <<cred>>; MqttHost <<ip2>>; MqttUser oven<<n>>; MqttPassword <<cred>>; Topic oven<<n>>
Backlog PowerHigh 3200; SetOption65 1
""",
    "pw_bare",
    syntax="",
)

F.reg(
    "farsan_busy_accounting_mssql_udl_file",
    ("Busy/DATA/conn_<<nn>>.udl", "Desktop/busy_<<id>>.udl"),
    """[oledb]
; Everything after this line is an OLE DB initstring
Provider=SQLOLEDB.1;Password=<<cred>>;Persist Security Info=True;User ID=sa;Initial Catalog=BusyComp<<nnn>>_db12<<year>>;Data Source=<<ip>>\\BUSY
""",
    "pw_xml",
    syntax="",
)

F.reg(
    "farsan_fssai_foscos_spreadsheetml_logins",
    ("licences/foscos_<<year>>_<<nn>>.xml", "Documents/લાઇસન્સ_<<id>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Licences">
  <Table>
   <Row><Cell><Data ss:Type="String">Branch</Data></Cell><Cell><Data ss:Type="String">FSSAI No</Data></Cell><Cell><Data ss:Type="String">Login</Data></Cell><Cell><Data ss:Type="String">Password</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Kalawad Road</Data></Cell><Cell><Data ss:Type="Number">107<<id>>00<<nnn>></Data></Cell><Cell><Data ss:Type="String"><<user>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
)

F.reg(
    "farsan_branch_counter_sticker_wifi_ocr",
    ("scans/counter_sticker_<<id>>.txt", "ocr/IMG_<<nnn>><<n>>_<<date>>.txt"),
    """શ્રી જલારામ ફરસાણ
Free WiFi for customers

WiFi: <<orgu>>_<<nn>>
Pass: <<cred>>

ગાંઠિયા ૧૦૦ ગ્રામ ₹<<nn>>
""",
    "human",
    syntax="",
)
