# ruff: noqa: E501
"""Family e: frankincense (luban) resin traders and perfumers in Dhofar, Oman (Arabic)."""

from __future__ import annotations

import urllib.parse

from thirtyeighth_spec import SYM_INI, after, enc_url, human, pw_with, reg

FAM = "frankincense_luban_traders_dhofar"
ORGS = ("dhofar-luban",)
W = ("luban", "hojari", "najdi", "shazri", "salalah", "dhofar", "mirbat", "khareef",
     "bakhoor", "oud", "mabkhara", "sumhuram", "taqah", "sadah", "shisr", "ubar", "hasik",
     "fatima", "salim", "mazoon")  # fmt: skip

reg(
    FAM,
    "frankincense_souq_pos_terminal_ini",
    ("POS/souq_pos.ini", "C_/LubanPOS/config/terminal<<n>>.ini", "pos-<<org>>/settings.ini"),
    """; نقطة البيع - محل اللبان الحوجري، سوق الحافة
[terminal]
id = HAFA-<<n>>
currency = OMR
receipt_lang = ar

[database]
driver = mysql
host = <<ip>>
port = 3306
name = luban_pos
user = pos_hafa
password = <<cred>>

[printer]
model = EPSON TM-T20III
width = 80
""",
    "pw",
    orgs=ORGS,
)

reg(
    FAM,
    "frankincense_whatsapp_arabic_kalimat_almurur",
    ("WhatsApp/محادثة مع سالم <<n>>.txt", "whatsapp_export/مصدري اللبان <<date>>.txt"),
    """<<dslash>>، <<time>> - سالم المعشني: السلام عليكم، أبغى كلمة المرور حق بوابة التصدير
<<dslash>>، <<time>> - فاطمة (المحاسبة): وعليكم السلام، لحظة
<<dslash>>، <<time2>> - فاطمة (المحاسبة): كلمة المرور: <<cred>>
<<dslash>>، <<time2>> - سالم المعشني: مشكورة، شحنة الحوجري <<n>> كيلو جاهزة لميناء صلالة
<<dslash>>، <<time2>> - فاطمة (المحاسبة): لا تنسى شهادة المنشأ
""",
    lambda r: human(r, W),
    syntax="",
    orgs=ORGS,
)


def _dec_amqp(text: str) -> str:
    return urllib.parse.unquote(after(r"amqps://exports:([^@]+)@", text))


reg(
    FAM,
    "frankincense_export_queue_amqp_url_percent_encoded",
    ("config/exports.yml", "services/tasdir-<<n>>/config.yaml"),
    """# طابور شهادات المنشأ وفواتير التصدير
queue:
  url: "amqps://exports:<<enc>>@mq.<<dom>>:5671/tasdir"
  prefetch: 10
  exchange: luban.exports
customs:
  portal: https://bayan.<<dom>>
  broker_code: OM-<<nn>>
""",
    pw_with("@:/#?%", SYM_INI),
    decode=_dec_amqp,
    encode=enc_url,
    orgs=ORGS,
)

reg(
    FAM,
    "frankincense_perfume_magento_env_php",
    ("app/etc/env.php", "bakhoor-store-<<n>>/app/etc/env.php"),
    """<?php
return [
    'backend' => ['frontName' => 'admin_<<id>>'],
    'crypt' => ['key' => '<<hex32>>'],
    'db' => [
        'table_prefix' => '',
        'connection' => [
            'default' => [
                'host' => '<<ip>>',
                'dbname' => 'bakhoor_store',
                'username' => 'magento',
                'password' => '<<cred>>',
                'model' => 'mysql4',
                'engine' => 'innodb',
                'initStatements' => 'SET NAMES utf8;',
                'active' => '1',
            ],
        ],
    ],
    'resource' => ['default_setup' => ['connection' => 'default']],
    'x-frame-options' => 'SAMEORIGIN',
    'MAGE_MODE' => 'production',
];
""",
    "pw_sq",
    syntax="",
    extra=lambda r, s: {"hex32": str(s["sha"])[:32]},
    orgs=ORGS,
)

reg(
    FAM,
    "frankincense_courier_soap_clientinfo_xml",
    ("shipping/requests/CreateShipments_<<nn>>.xml", "soap/aramex_<<date>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tns="http://ws.aramex.net/ShippingAPI/v1/">
  <soap:Body>
    <tns:ShipmentCreationRequest>
      <tns:ClientInfo>
        <tns:UserName>shipping@<<dom>></tns:UserName>
        <tns:Password><<cred>></tns:Password>
        <tns:Version>v1.0</tns:Version>
        <tns:AccountNumber>6<<nn>>1</tns:AccountNumber>
        <tns:AccountPin>5<<nn>></tns:AccountPin>
        <tns:AccountEntity>SLL</tns:AccountEntity>
        <tns:AccountCountryCode>OM</tns:AccountCountryCode>
      </tns:ClientInfo>
      <tns:Shipments>
        <tns:Shipment>
          <tns:Reference1>LUBAN-HOJARI-<<n>>KG</tns:Reference1>
        </tns:Shipment>
      </tns:Shipments>
    </tns:ShipmentCreationRequest>
  </soap:Body>
</soap:Envelope>
""",
    "pw_xml",
    orgs=ORGS,
)

reg(
    FAM,
    "frankincense_gift_boxes_tap_payments_node",
    ("server/payments/tap.js", "api-<<n>>/src/tap-charge.js"),
    """// دفع بطاقات هدايا البخور واللبان عبر Tap Payments
const axios = require('axios');

const TAP_SECRET = '<<cred>>';

async function createCharge(order) {
  const { data } = await axios.post(
    'https://api.tap.company/v2/charges',
    {
      amount: order.total,
      currency: 'OMR',
      customer: { first_name: order.name, email: order.email },
      source: { id: 'src_all' },
      redirect: { url: 'https://shop.<<dom>>/thanks' },
    },
    { headers: { Authorization: `Bearer ${TAP_SECRET}` } },
  );
  return data;
}

module.exports = { createCharge };
""",
    "p:tap",
    syntax="",
    orgs=ORGS,
)

reg(
    FAM,
    "frankincense_harvest_ledger_spreadsheetml_logins",
    ("ledger/مواسم_الحصاد_<<year>>.xml", "Documents/harvest-logins-<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="حسابات">
  <Table>
   <Row><Cell><Data ss:Type="String">الخدمة</Data></Cell><Cell><Data ss:Type="String">المستخدم</Data></Cell><Cell><Data ss:Type="String">كلمة السر</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">بوابة وزارة الزراعة</Data></Cell><Cell><Data ss:Type="String">luban<<nn>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">مزاد الحوجري</Data></Cell><Cell><Data ss:Type="String">salim.m</Data></Cell><Cell><Data ss:Type="String">نفس الشي</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">أشجار وادي دوكة</Data></Cell><Cell><Data ss:Type="Number"><<n>></Data></Cell><Cell><Data ss:Type="String">شجرة</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    lambda r: human(r, W, "!#*.@_"),
    orgs=ORGS,
)

reg(
    FAM,
    "frankincense_sms_arabic_new_kalimat_alsir",
    ("sms/inbox_<<date>>.txt", "phone_backup/sms_salalah_<<n>>.txt"),
    """From: +968 9<<nn>>4<<n>>
Date: <<date>> <<time>>
تم تغيير كلمة السر لحساب المحل في موقع المزاد.
كلمة السر الجديدة <<cred>>
لا تعطيها لأحد - سالم
""",
    lambda r: human(r, W, "!#*@"),
    syntax="",
    orgs=ORGS,
)
