"""Family g: a customs-clearance broker (مكتب تخليص جمركي) at Damietta port (Egypt), Arabic."""

# ruff: noqa: E501

import json

from fiftyfourth_spec import DAMIETTA as F
from fiftyfourth_spec import Slots

F.reg(
    "damietta_arabic_whatsapp_kalimat_sir_nafeza",
    ("whatsapp/محادثة واتساب مع <<first>>.txt", "chats/nafeza_<<fname>>_<<num>>.txt"),
    """<<dmy_slash>> <<time>> - <<first>> <<last>>: يا باشمهندس، منصة نافذة مش راضية تفتح معايا لشهادة الـ ACID
<<dmy_slash>> <<time>> - <<first2>> <<last2>>: اليوزر <<login>> وكلمة السر <<cred>>
<<dmy_slash>> <<time2>> - <<first2>> <<last2>>: متغيرهاش عشان المكتب كله شغال عليها
<<dmy_slash>> <<time2>> - <<first>> <<last>>: تمام شكراً
""",
    cred="human",
)


def _eta(s: Slots) -> str:
    doc = {
        "environment": "production",
        "identityUrl": "https://id.eta.gov.eg/connect/token",
        "apiBaseUrl": "https://api.invoicing.eta.gov.eg/api/v1",
        "taxpayer": {
            "rin": str(s["big"]) + "00",
            "name": f"{s['org_cap']} للتخليص الجمركي",
            "branchId": "0",
        },
        "clientId": s["uuid"],
        "clientSecret": s["cred"],
        "activityCode": "5229",
    }
    return json.dumps(doc, indent=4, ensure_ascii=False) + "\n"


F.reg(
    "damietta_eta_einvoice_erp_client_secret_json",
    ("eta/<<org>>/eta_settings.json", "einvoice/config_<<num>>.json"),
    _eta,
    cred="uuid",
)

F.reg(
    "damietta_eta_signer_usb_token_pin_ini",
    ("eta/<<org>>/signer.ini", "C:/ETA_Signer/<<num>>/config.ini"),
    """; أداة توقيع الفواتير الإلكترونية - التوكن على جهاز المحاسبة
[Token]
Library=C:\\Windows\\System32\\eps2003csp11.dll
Slot=0
Pin=<<cred>>
CertificateIssuer=Egypt Trust Sealing CA

[Queue]
InputFolder=D:\\ETA\\unsigned
OutputFolder=D:\\ETA\\signed
""",
    cred="digits:8",
)

F.reg(
    "damietta_fawry_secure_key_csharp_charge",
    ("payments/<<org>>/FawryConfig.cs", "src/Takhlees.Payments/Fawry_<<num>>.cs"),
    """namespace Takhlees.Payments
{
    // سداد رسوم التخليص عن طريق فوري
    public static class FawryConfig
    {
        public const string BaseUrl = "https://www.atfawry.com/ECommerceWeb/Fawry/payments/charge";
        public const string MerchantCode = "<<hex8>>/<<num>>";
        public const string SecureKey = "<<cred>>";
        public const string ReturnUrl = "https://pay.<<dom>>/fawry/return";
    }
}
""",
    cred="hex:32",
    syntax="",
)

F.reg(
    "damietta_arabic_email_kalimat_al_murur_cargowise",
    ("mail/<<fname>>/<<date>>.eml", "inbox/shipping_line_<<num>>.eml"),
    """From: <<fname>>.<<lname>>@<<dom>>
To: <<fname2>>.<<lname2>>@<<dom>>
Subject: بيانات الدخول على بوابة الخط الملاحي
Date: <<rfcdate>>
Content-Type: text/plain; charset=utf-8

الأستاذ/ <<first2>> <<last2>>،

بخصوص إذن التسليم للحاويات الواصلة على الباخرة، دي بيانات حساب المكتب على بوابة الخط:

اسم المستخدم: <<login>>
كلمة المرور: <<cred>>

برجاء عدم مشاركتها خارج قسم التخليص.

مع التحية،
<<first>> <<last>>
""",
    cred="human",
)

F.reg(
    "damietta_cargowise_eadaptor_endpoint_xml",
    ("cargowise/<<org>>/eadaptor.config.xml", "integration/cw1_<<num>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<EAdaptorSettings>
  <Endpoint>https://<<org>>trn.wisegrid.net/eAdaptor</Endpoint>
  <CompanyCode>DMT</CompanyCode>
  <EnterpriseId>TKH</EnterpriseId>
  <ServerId>PRD</ServerId>
  <Username>eadaptor_<<org>></Username>
  <Password><<cred>></Password>
  <PollIntervalSeconds>120</PollIntervalSeconds>
</EAdaptorSettings>
""",
    cred="pw_xml",
)

F.reg(
    "damietta_aspnet_web_config_connection_string",
    ("web/<<org>>/Web.config", "portal/Web.Release.<<num>>.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <connectionStrings>
    <add name="TakhleesDb" connectionString="Data Source=<<ip>>;Initial Catalog=Takhlees_<<year>>;User ID=takhlees_app;Password=<<cred>>;MultipleActiveResultSets=True" providerName="System.Data.SqlClient" />
  </connectionStrings>
  <appSettings>
    <add key="PortName" value="Damietta" />
  </appSettings>
</configuration>
""",
    cred="pw_xml",
    syntax="xml",
)

F.reg(
    "damietta_anydesk_sticky_note_ocr_arabic_labels",
    ("scans/ocr/note_<<num>>.txt", "مسح_ضوئي/ملاحظة_<<date>>.txt"),
    """جهاز الحسابات - الدور التاني
AnyDesk
<<big>>45
كلمة السر
<<cred>>
(للدعم الفني فقط)
""",
    cred="human_x",
)
