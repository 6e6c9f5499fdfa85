# ruff: noqa: E501
"""Family k: a bonded warehouse in the Jebel Ali Free Zone, Dubai, United Arab Emirates
(Arabic and English)."""

from __future__ import annotations

import html
import xml.etree.ElementTree as ET

from seventyninth_spec import Fam, must

F = Fam(
    name="jebelali_bonded_warehouse",
    orgs=("jafzabond", "khaleejstore", "alsaqrlog", "nakheelbond"),
    tld="ae",
    first=(
        ("محمد", "mohammed"),
        ("فاطمة", "fatima"),
        ("أحمد", "ahmed"),
        ("مريم", "mariam"),
        ("خالد", "khalid"),
        ("عائشة", "aisha"),
        ("راشد", "rashid"),
        ("نورة", "noura"),
    ),
    last=(
        ("المنصوري", "almansoori"),
        ("الشامسي", "alshamsi"),
        ("الكعبي", "alkaabi"),
        ("الفلاسي", "alfalasi"),
        ("النعيمي", "alnuaimi"),
        ("الهاشمي", "alhashmi"),
    ),
    words=(
        "dubai",
        "jebelali",
        "khaleej",
        "sahara",
        "falcon",
        "saqr",
        "burj",
        "marina",
        "deira",
        "karama",
        "habibi",
        "yalla",
        "shukran",
        "noor",
        "qamar",
        "nakheel",
        "emirates",
        "sharjah",
        "ramadan",
        "eid",
        "luqaimat",
        "karak",
        "dhow",
        "souq",
    ),
    pets=("simba", "lulu", "zuzu", "oscar", "sultan", "bella", "rocky", "ghazal"),
    cc="+971",
)

# 1 WhatsApp in Arabic: customs portal password
F.reg(
    "jebelali_arabic_whatsapp_kalimat_sir_bawaba",
    ("WhatsApp Chat with <<fa>>.txt", "chats/<<org>>_mustawda_<<n>>.txt"),
    """<<dmy>>, <<hh>>:<<mi>> - <<name2>>: السلام عليكم، كلمة السر حق بوابة الجمارك ما تشتغل
<<dmy>>, <<hh>>:<<mi2>> - <<name>>: وعليكم السلام. المستخدم <<login>>
<<dmy>>, <<hh>>:<<mi2>> - <<name>>: كلمة السر الجديدة: <<cred>>
<<dmy>>, <<hh>>:<<mi2>> - <<name>>: لا ترسلها لأحد
<<dmy>>, <<hh2>>:<<mi>> - <<name2>>: تمام، شكراً 🙏
""",
    cred="human",
    syntax="",
)

# 2 Aramex Shipping Services SOAP request with ClientInfo
F.reg(
    "jebelali_aramex_shipping_soap_clientinfo_password",
    ("aramex/CreateShipments_<<iso>>.xml", "<<org>>/integrations/aramex_req_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/" xmlns:tns="http://ws.aramex.net/ShippingAPI/v1/">
  <soap:Body>
    <tns:ShipmentCreationRequest>
      <tns:ClientInfo>
        <tns:UserName><<email>></tns:UserName>
        <tns:Password><<cred>></tns:Password>
        <tns:Version>v1.0</tns:Version>
        <tns:AccountNumber><<n6>></tns:AccountNumber>
        <tns:AccountPin><<n6>></tns:AccountPin>
        <tns:AccountEntity>DXB</tns:AccountEntity>
        <tns:AccountCountryCode>AE</tns:AccountCountryCode>
      </tns:ClientInfo>
    </tns:ShipmentCreationRequest>
  </soap:Body>
</soap:Envelope>
""",
    cred="pw_xml",
)

# 3 Python paramiko: customs EDI SFTP drop
F.reg(
    "jebelali_customs_edi_sftp_paramiko_python",
    ("edi/push_declarations.py", "<<org>>_edi/sftp_<<n>>.py"),
    """import glob

import paramiko

HOST = "edi.<<dom>>"
USER = "<<org>>_bw"
PASSWORD = '<<cred>>'

transport = paramiko.Transport((HOST, 22))
transport.connect(username=USER, password=PASSWORD)
sftp = paramiko.SFTPClient.from_transport(transport)
for path in glob.glob("/data/outbound/*.xml"):
    sftp.put(path, "/inbound/" + path.rsplit("/", 1)[-1])
sftp.close()
transport.close()
""",
    cred="pw_sq",
)

# 4 WMS JDBC properties
F.reg(
    "jebelali_bonded_wms_jdbc_datasource_properties",
    ("wms/conf/datasource.properties", "<<org>>/wms_<<n>>/jdbc.properties"),
    """# Bonded stock ledger (in-bond / ex-bond movements)
jdbc.driverClassName=oracle.jdbc.OracleDriver
jdbc.url=jdbc:oracle:thin:@//<<ip>>:1521/WMSPRD
jdbc.username=wms_app
jdbc.password=<<cred>>
jdbc.pool.max=40
""",
    cred="pw",
    syntax="",
)

# 5 .env: PayTabs server key
F.reg(
    "jebelali_storage_fees_paytabs_server_key_env",
    ("billing/.env", "<<org>>-billing/.env.prod<<n>>"),
    """PAYTABS_PROFILE_ID=<<n6>>
PAYTABS_REGION=ARE
PAYTABS_SERVER_KEY=<<cred>>
PAYTABS_CLIENT_KEY=C<<hex8>>-<<n6>>
CURRENCY=AED
""",
    cred="p:paytabs",
    syntax="",
)

# 6 Arabic e-mail with the client portal password
F.reg(
    "jebelali_arabic_email_kalimat_murur_bawabat_umala",
    ("mail/<<login>>/<<iso>>.eml", "outlook/<<org>>/<<n4>>.eml"),
    """From: <<name>> <<<email>>>
To: <<name2>> <<<email2>>>
Subject: =?UTF-8?B?2KjZitin2YbYp9iqINin2YTYr9iu2YjZhA==?=
Date: Sun, <<d>> Jan <<yr>> <<hh>>:<<mi>>:<<ss>> +0400
Content-Type: text/plain; charset=utf-8

الأخ <<first2>> المحترم،

تم إنشاء حسابكم في بوابة العملاء لمتابعة البضائع في المستودع الجمركي:
الرابط: https://portal.<<dom>>
اسم المستخدم: <<login2>>
كلمة المرور: <<cred>>

مع التحية،
<<name>>
<<orgc>> – المنطقة الحرة بجبل علي
""",
    cred="human",
    syntax="",
)


# 7 CCTV export XML with an XML-escaped password (encoded)
def _xmlesc(rng, s):
    pw = must(F.human(rng), '&<>"', rng)
    return {"cred": pw, "needle": pw, "enc": html.escape(pw, quote=True)}


def _dec_xml(text):
    node = ET.fromstring(text.encode()).find(".//Device")
    assert node is not None
    return node.attrib["password"]


F.reg(
    "jebelali_cctv_client_device_list_xml_escaped",
    ("CMS/devices_<<n>>.xml", "<<org>>/security/cms_export_<<iso>>.xml"),
    """<?xml version="1.0" encoding="UTF-8"?>
<DeviceList version="2.0">
  <Group name="Warehouse B – Bonded">
    <Device name="NVR-B<<n>>" ip="<<ip>>" port="8000" username="admin" password="<<enc>>" channels="32"/>
  </Group>
</DeviceList>
""",
    cred="pw",
    extra=_xmlesc,
    decode=_dec_xml,
)

# 8 Zebra StageNow Wi-Fi profile for the handheld scanners
F.reg(
    "jebelali_zebra_stagenow_wifi_profile_passphrase",
    ("StageNow/<<org>>_WiFi_<<n>>.xml", "mdm/zebra/wifi_bonded_<<yr>>.xml"),
    """<wap-provisioningdoc>
  <characteristic version="10.4" type="Wi-Fi">
    <parm name="WifiAction" value="Add" />
    <characteristic type="network-profile">
      <parm name="SSID" value="<<orgu>>-SCAN" />
      <parm name="SecurityMode" value="1" />
      <parm name="WPAMode" value="3" />
      <characteristic type="pre-shared-key">
        <parm name="PassphraseWPAClear" value="<<cred>>" />
      </characteristic>
    </characteristic>
  </characteristic>
</wap-provisioningdoc>
""",
    cred="human_x",
    syntax="xml",
)
