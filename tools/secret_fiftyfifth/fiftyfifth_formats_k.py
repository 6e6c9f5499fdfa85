"""Family k: a dubbing and voice-over studio in Pune (India), in Hindi (and Marathi)."""

from __future__ import annotations

from fiftyfifth_spec import Fam, alnum

FAM = Fam(
    "dubbing_pune_hindi",
    ("dhwaniwala",),
    "in",
    (
        "aarti|आरती",
        "rohan|रोहन",
        "sneha|स्नेहा",
        "vikram|विक्रम",
        "pooja|पूजा",
        "aniket|अनिकेत",
        "kavya|काव्या",
        "sameer|समीर",
    ),
    (
        "kulkarni|कुलकर्णी",
        "deshpande|देशपांडे",
        "sharma|शर्मा",
        "joshi|जोशी",
        "patil|पाटील",
        "verma|वर्मा",
    ),
    (
        "dhwani",
        "awaaz",
        "mastani",
        "shaniwarwada",
        "vadapav",
        "dubbing",
        "sur",
        "taal",
        "misal",
        "sinhagad",
    ),
    "91",
    "पुणे",
)

FAM.reg(
    "dhwani_hindi_whatsapp_password_booth_pc",
    ("chats/WhatsApp Chat with Dubbing Team <<n>>.txt", "whatsapp/booth_<<first>>_<<n>>.txt"),
    """<<dmy>>, <<time>> - <<name>>: भाई बूथ 2 वाले पीसी का पासवर्ड क्या है? आर्टिस्ट आ गए हैं
<<dmy>>, <<time>> - <<name2>>: यूज़र engineer
<<dmy>>, <<time>> - <<name2>>: पासवर्ड <<cred>>
<<dmy>>, <<time>> - <<name2>>: सेशन के बाद लॉगआउट करना मत भूलना
<<dmy>>, <<time>> - <<name>>: ठीक है 👍
""",
    "human",
    syntax="",
)

FAM.reg(
    "dhwani_marathi_sms_sanketshabda_portal",
    ("sms/marathi_<<first>>_<<n>>.txt", "phone_backup/sms_<<ymd>>.txt"),
    """From: VM-DHWANI
<<dmy>> <<time>>
नमस्कार! स्टुडिओ बुकिंग पोर्टलसाठी आपला वापरकर्ता: <<login>>
संकेतशब्द: <<cred>>
कृपया हा संकेतशब्द कोणालाही सांगू नका. - <<orgc>> स्टुडिओ
""",
    "human",
    syntax="",
)

FAM.reg(
    "dhwani_aspera_ascp_delivery_script",
    ("delivery/send_dub_<<n>>.sh", "scripts/<<org>>/aspera_upload_<<ymd>>.sh"),
    """#!/bin/bash
# हिंदी डब की फाइनल मिक्स (M&E + डायलॉग स्टेम) क्लाइंट को भेजना
export ASPERA_SCP_PASS='<<cred>>'
ascp -P 33001 -O 33001 -l 200m -k 2 \\
  --user=<<org>>_delivery \\
  --host=aspera.distributor-<<word>>.com \\
  /mnt/deliveries/<<ymd>>/ /inbound/hindi_dub/
""",
    "pw_sq",
    syntax="",
)

FAM.reg(
    "dhwani_razorpay_keys_node_config",
    ("booking-site/config/razorpay.js", "web/<<org>>-booking-<<n>>/config/payments.js"),
    """// स्टूडियो बुकिंग - एडवांस पेमेंट
module.exports = {
  razorpay: {
    key_id: "rzp_live_<<kid>>",
    key_secret: "<<cred>>",
    currency: "INR",
    webhookPath: "/webhooks/razorpay",
  },
};
""",
    "p:razorpay",
    syntax="",
    extra=lambda rng, s: {"kid": alnum(rng, 14)},
)

FAM.reg(
    "dhwani_email_vendor_portal_login_hindi",
    ("mail/sent/vendor_portal_access_<<n>>.eml", "Mail/Clients/<<org>>_ott_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: <<email2>>
Subject: Vendor portal login / वेंडर पोर्टल लॉगिन
Date: Tue, <<d>> Aug <<year>> <<time>>:25 +0530
Content-Type: text/plain; charset=UTF-8

नमस्ते <<lfirst2>> जी,

नई सीरीज़ के एपिसोड 1-8 की स्क्रिप्ट और रेफरेंस वीडियो के लिए हमारे पोर्टल का लॉगिन:

URL: https://vendors.<<dom>>
Username: <<first2>>.translator
Password: <<cred>>

कृपया पहली बार लॉगिन करने के बाद पासवर्ड बदल लें।

धन्यवाद,
<<name>>
प्रोडक्शन कोऑर्डिनेटर, <<orgc>> Studios
""",
    "pw",
    syntax="",
)

FAM.reg(
    "dhwani_smb_credentials_file_nas",
    ("root/.smbcredentials", "mix-stage-<<nn>>/etc/samba/nas_<<org>>.cred"),
    """username=protools
password=<<cred>>
domain=DHWANI
""",
    "pw",
    syntax="",
)

FAM.reg(
    "dhwani_youtube_data_api_yaml",
    ("uploader/config.yaml", "tools/yt-trailers-<<n>>/settings.yml"),
    """# ट्रेलर अपलोडर - चैनल आँकड़े
youtube:
  api_key: <<cred>>
  channel_id: UC<<chan>>
  playlist_trailers: PL<<chan>>
upload:
  default_language: hi
  privacy: unlisted
""",
    "p:google",
    extra=lambda rng, s: {
        "chan": alnum(rng, 22, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")
    },
)

FAM.reg(
    "dhwani_attendance_spreadsheetml_artists",
    ("admin/artists_<<year>>.xml", "shared/कलाकार_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Artists">
  <Table>
   <Row>
    <Cell><Data ss:Type="String">कलाकार</Data></Cell>
    <Cell><Data ss:Type="String">भाषा</Data></Cell>
    <Cell><Data ss:Type="String">Source-Connect ID</Data></Cell>
    <Cell><Data ss:Type="String">Password</Data></Cell>
   </Row>
   <Row>
    <Cell><Data ss:Type="String"><<name>></Data></Cell>
    <Cell><Data ss:Type="String">हिंदी</Data></Cell>
    <Cell><Data ss:Type="String"><<login>></Data></Cell>
    <Cell><Data ss:Type="String"><<cred>></Data></Cell>
   </Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "pw_xml",
)
