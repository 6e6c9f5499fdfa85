# ruff: noqa: E501
"""Family m: a Hindi newsletter publisher in India (Hindi in Devanagari, Hinglish)."""

from __future__ import annotations

import xml.etree.ElementTree as ET
from xml.sax.saxutils import escape

from hundredtwentysixth_spec import Fam, alnum, gen_pw

F = Fam(
    name="chitthi_hindi_newsletter_house",
    orgs=("chitthipatra", "subahpatr", "khabarnama"),
    tld="in",
    first=("राहुल", "प्रिया", "अमित", "नेहा", "विकास", "पूजा", "संदीप", "अंजलि"),
    last=("शर्मा", "वर्मा", "गुप्ता", "मिश्रा", "यादव", "सिंह", "तिवारी", "पांडे"),
    first_a=("rahul", "priya", "amit", "neha", "vikas", "pooja", "sandeep", "anjali"),
    last_a=("sharma", "verma", "gupta", "mishra", "yadav", "singh", "tiwari", "pandey"),
    words=(
        "chitthi",
        "khabar",
        "dilli",
        "lucknow",
        "chai",
        "samosa",
        "cricket",
        "dhoni",
        "kohli",
        "ganga",
        "holi",
        "diwali",
        "patrika",
        "jalebi",
    ),
    pets=("moti", "sheru", "tommy", "golu", "bholu", "kalu"),
    cc="91",
    city="लखनऊ",
)

F.reg(
    "chitthi_hindi_whatsapp_password_newsletter_tool",
    (
        "WhatsApp Chat with संपादकीय टीम <<n>>.txt",
        "exports/<<fa>>/WhatsApp Chat - Chitthi <<d8>>.txt",
    ),
    """<<dmy2>>, <<time>> - <<first>> <<last>>: सुबह का अंक शेड्यूल करना है, listmonk का पासवर्ड किसके पास है?
<<dmy2>>, <<time>> - <<first2>>: यूज़र admin
<<dmy2>>, <<time2>> - <<first2>>: पासवर्ड <<cred>>
<<dmy2>>, <<time2>> - <<first>> <<last>>: धन्यवाद 🙏 6 बजे भेज रहा हूँ
""",
    "human",
)

F.reg(
    "chitthi_mailchimp_audience_sync_python",
    ("scripts/sync_paathak_<<n>>.py", "tools/mailchimp_sync_<<d8>>.py"),
    """\"\"\"नए पाठकों को Google Sheet से Mailchimp audience में जोड़ता है।\"\"\"

import csv

import mailchimp_marketing as MailchimpMarketing

client = MailchimpMarketing.Client()
client.set_config({'api_key': '<<cred>>', 'server': '<<srv>>'})
LIST_ID = '<<hexid>>'

with open('naye_paathak.csv', encoding='utf-8') as fh:
    for row in csv.DictReader(fh):
        client.lists.add_list_member(LIST_ID, {'email_address': row['email'], 'status': 'subscribed',
                                               'merge_fields': {'FNAME': row['naam']}})
""",
    "p:mailchimp",
    extra=lambda r, s: {"srv": str(s["cred"]).rsplit("-", 1)[1]},
)

F.reg(
    "chitthi_razorpay_subscriptions_env",
    ("billing/.env.<<n>>", "apps/sadasyata-<<d8>>/.env"),
    """# सदस्यता (paid newsletter) - Razorpay Subscriptions
RAZORPAY_KEY_ID=rzp_live_<<kid>>
RAZORPAY_KEY_SECRET=<<cred>>
RAZORPAY_PLAN_MONTHLY=plan_<<plan>>
RAZORPAY_WEBHOOK_URL=https://<<dom>>/razorpay/webhook
""",
    "p:razorpay",
    extra=lambda r, s: {"kid": alnum(r, 14), "plan": alnum(r, 14)},
)

F.reg(
    "chitthi_listmonk_config_toml_admin_db",
    ("listmonk/config.<<n>>.toml", "srv/listmonk_<<d8>>/config.toml"),
    """[app]
address = "0.0.0.0:9000"
# admin user is created in the web UI since v4

[db]
host = "<<ip>>"
port = 5432
user = "listmonk"
password = "<<cred>>"
database = "listmonk"
ssl_mode = "disable"
max_open = 25
""",
    "pw_dq",
)

F.reg(
    "chitthi_hindi_email_password_ghost_sadasyata",
    ("mail/<<d8>>_login_<<n>>.eml", "Maildir/cur/<<ts>>.<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: वेबसाइट एडमिन लॉगिन - नया पासवर्ड
Date: Sat, 15 Mar <<year>> <<time>>:<<sec>> +0530
MIME-Version: 1.0
Content-Type: text/plain; charset=UTF-8
Content-Transfer-Encoding: 8bit

नमस्ते <<first2>> जी,

होली विशेषांक के लिए आपको वेबसाइट एडमिन की ज़रूरत होगी। लॉगिन विवरण:

लिंक: https://<<dom>>/ghost
ईमेल: editor@<<dom>>
पासवर्ड: <<cred>>

कृपया पासवर्ड किसी के साथ साझा न करें।

सादर,
<<first>> <<last>>
प्रबंध संपादक
""",
    "human",
)

F.reg(
    "chitthi_postfix_sasl_passwd_sendgrid",
    ("etc/postfix/sasl_passwd.<<n2>>", "srv/mail_<<d8>>/postfix/sasl_passwd"),
    """# relay newsletter bounces / transactional mail via SendGrid
[smtp.sendgrid.net]:587 apikey:<<cred>>
""",
    "p:sendgrid",
    syntax="",
)


def _prefs(r, s):
    return {"enc": escape(s["cred"], {'"': "&quot;"})}


def _dec_prefs(text: str) -> str:
    root = ET.fromstring(text.encode())
    for el in root:
        if el.get("name") == "admin_api_password":
            return el.text or ""
    raise ValueError("no admin_api_password")


F.reg(
    "chitthi_reader_app_shared_prefs_xml_escaped",
    (
        "data/data/in.<<org>>.reader/shared_prefs/admin_<<n>>.xml",
        "app_backup_<<d8>>/shared_prefs/in.<<org>>.reader_preferences.xml",
    ),
    """<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="admin_api_user">editor</string>
    <string name="admin_api_password"><<enc>></string>
    <string name="base_url">https://api.<<dom>>/v1/</string>
    <boolean name="push_enabled" value="true" />
    <int name="font_scale" value="<<n2>>" />
</map>
""",
    lambda r: gen_pw(r, sym="&<>"),
    extra=_prefs,
    decode=_dec_prefs,
)

F.reg(
    "chitthi_vendor_logins_spreadsheetml_2003",
    ("hisaab/vendor_logins_<<d8>>.xml", "Documents/विक्रेता_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="लॉगिन">
  <Table>
   <Row><Cell><Data ss:Type="String">सेवा</Data></Cell><Cell><Data ss:Type="String">यूज़र</Data></Cell><Cell><Data ss:Type="String">पासवर्ड</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">डोमेन रजिस्ट्रार</Data></Cell><Cell><Data ss:Type="String"><<email>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">प्रिंटर (ब्रोशर)</Data></Cell><Cell><Data ss:Type="String"><<login>></Data></Cell><Cell><Data ss:Type="String">फ़ोन पर पूछें</Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "pw_xml",
)
