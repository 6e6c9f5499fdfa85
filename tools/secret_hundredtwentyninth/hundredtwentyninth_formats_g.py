# ruff: noqa: E501
"""Family g: a CCTV-and-electrical contractor in Ibadan, Nigeria (English, Nigerian Pidgin, Yoruba)."""

from __future__ import annotations

from hundredtwentyninth_spec import Fam

F = Fam(
    name="oyocam_cctv_electrical_ibadan",
    orgs=("oyocamtech",),
    tld="com.ng",
    first=(
        ("Adébáyọ̀", "adebayo"),
        ("Olúwaseun", "oluwaseun"),
        ("Fúnmiláyọ̀", "funmilayo"),
        ("Tèmítọ́pẹ́", "temitope"),
        ("Chinedu", "chinedu"),
        ("Babatúndé", "babatunde"),
        ("Kẹ́hìndé", "kehinde"),
    ),
    last=(
        ("Adéyẹmí", "adeyemi"),
        ("Ògúnlànà", "ogunlana"),
        ("Okafor", "okafor"),
        ("Balógun", "balogun"),
        ("Àjàyí", "ajayi"),
        ("Oyèwálé", "oyewale"),
    ),
    words=(
        "ibadan",
        "eko",
        "jollof",
        "naija",
        "oluwa",
        "ayo",
        "orisun",
        "wahala",
        "omo",
        "owo",
        "amala",
        "dodo",
        "ogun",
        "bodija",
        "dugbe",
        "agbado",
        "oyo",
        "ewedu",
    ),
    pets=("bingo", "jack", "tiger", "lucky", "danger", "bobby"),
    cc="+234",
    places=("Bodija", "Ring Road", "Challenge", "Dugbe", "Akobo", "Samonda", "Oluyole"),
)

F.reg(
    "oyocam_pidgin_whatsapp_nvr_password",
    ("WhatsApp Chat with Oga <<fa>>.txt", "chats/site_<<place>>_<<n>>.txt"),
    """<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Oga, the camera for gate no dey show for phone again
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: No wahala sir. Abeg send me the NVR password make I check am remotely
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Na <<cred>>
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: My son change am last week
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn2>> <<ln2>>: E don work. Na NEPA take the switch for gate, I go send boy make e reset am
<<dd>>/<<mo>>/<<y>>, <<hh>>:<<mi>> - <<fn>> <<ln>>: Ẹ ṣé gan o 🙏
""",
    "human",
    syntax="",
)

F.reg(
    "oyocam_go2rtc_streams_yaml_rtsp_userinfo",
    ("go2rtc/go2rtc.yaml", "clients/<<place>>/go2rtc_<<n>>.yaml"),
    """# <<place>> estate gatehouse - streams for the security office screen
streams:
  gate_main: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=0
  gate_sub: rtsp://admin:<<cred>>@<<ip>>:554/cam/realmonitor?channel=1&subtype=1
  generator_house: onvif://<<ip2>>:8000
api:
  listen: ":1984"
webrtc:
  candidates:
    - <<pip>>:8555
""",
    "pw_url",
)

F.reg(
    "oyocam_paystack_secret_node_invoice",
    ("invoice-app/paystack.js", "src/<<org>>/billing_<<n>>.js"),
    """// Paystack payment links for installation invoices
const Paystack = require("paystack-api")("<<cred>>");

async function invoiceLink(customerEmail, amountNaira, ref) {
  const res = await Paystack.transaction.initialize({
    email: customerEmail,
    amount: amountNaira * 100,
    reference: ref,
    callback_url: "https://<<dom>>/paid",
  });
  return res.data.authorization_url;
}

module.exports = { invoiceLink };
""",
    "p:paystack",
    syntax="",
)

F.reg(
    "oyocam_flutterwave_secret_dotenv",
    ("invoice-app/.env", "deploy/<<org>>-<<n>>.env"),
    """NODE_ENV=production
PORT=3000
FLW_PUBLIC_KEY=FLWPUBK-<<h32>>-X
FLW_SECRET_KEY=<<cred>>
FLW_REDIRECT=https://<<dom>>/flw/done
""",
    "p:flutterwave",
    syntax="",
    extra=lambda rng, s: {"h32": "".join(rng.choice("0123456789abcdef") for _ in range(32))},
)

F.reg(
    "oyocam_termii_sms_api_key_php_curl",
    ("alerts/termii_send.php", "www/<<org>>/sms_<<n>>.php"),
    """<?php
// Alarm SMS when a site's DVR goes offline
$payload = [
    "to" => "<<phone>>",
    "from" => "OyoCam",
    "sms" => "DVR offline at " . $site . ". Technician dispatched.",
    "type" => "plain",
    "channel" => "dnd",
    "api_key" => "<<cred>>",
];
$ch = curl_init("https://api.ng.termii.com/api/sms/send");
curl_setopt($ch, CURLOPT_POSTFIELDS, json_encode($payload));
curl_setopt($ch, CURLOPT_HTTPHEADER, ["Content-Type: application/json"]);
curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
echo curl_exec($ch);
""",
    "x:TL:58",
    syntax="",
)

F.reg(
    "oyocam_site_survey_notes_markdown",
    ("surveys/<<place>>_<<d>>.md", "notes/survey_<<n>>.md"),
    """# Site survey – <<place>> (client: <<fn>> <<ln>>)

Date: <<dd>>/<<mo>>/<<y>>   Surveyed by: <<fn2>> <<ln2>>

* 8 x Dahua 4MP turret, 1 x 8ch NVR (existing Hikvision DVR to be removed)
* Cable route: from gatehouse through ceiling to BQ, ~60m, need 2 x PoE switch
* Inverter room: 5kVA, changeover needs new breaker (30A)
* Existing DVR login: admin / <<cred>> (client gave us on site)
* Quote to send by Friday, 50% mobilisation
""",
    "human",
    syntax="",
)

F.reg(
    "oyocam_yoruba_sms_backup_reply_only",
    ("SMSBackup/sms-<<y>><<mo>><<dd>>.xml", "phone-backup/sms_<<fa>>_<<n>>.xml"),
    """<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>
<smses count="2" backup_set="<<uuid>>" backup_date="<<ts>>000">
  <sms protocol="0" address="<<phone>>" date="<<ts>>000" type="2" subject="null" body="E kaasan ma. Ẹ jọ̀ọ́ ẹ fi ọ̀rọ̀ aṣínà Hik-Connect ránṣẹ́ sí mi" toa="null" sc_toa="null" service_center="null" read="1" status="-1" locked="0" date_sent="0" readable_date="<<dd>>/<<mo>>/<<y>> <<hh>>:<<mi>>" contact_name="<<fn>> <<ln>>" />
  <sms protocol="0" address="<<phone>>" date="<<ts>>300" type="1" subject="null" body="<<cred>>" toa="null" sc_toa="null" service_center="+2348030000009" read="1" status="-1" locked="0" date_sent="<<ts>>000" readable_date="<<dd>>/<<mo>>/<<y>> <<hh>>:<<mi>>" contact_name="<<fn>> <<ln>>" />
</smses>
""",
    "human_x",
)

F.reg(
    "oyocam_hik_connect_clients_spreadsheetml",
    ("Clients_HikConnect_<<y>>.xml", "office/clients_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Clients">
  <Table>
   <Row>
    <Cell><Data ss:Type="String">Client</Data></Cell>
    <Cell><Data ss:Type="String">Area</Data></Cell>
    <Cell><Data ss:Type="String">Hik-Connect email</Data></Cell>
    <Cell><Data ss:Type="String">Password</Data></Cell>
   </Row>
   <Row>
    <Cell><Data ss:Type="String"><<fn>> <<ln>></Data></Cell>
    <Cell><Data ss:Type="String"><<place>></Data></Cell>
    <Cell><Data ss:Type="String"><<email>></Data></Cell>
    <Cell><Data ss:Type="String"><<cred>></Data></Cell>
   </Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "human_x",
)
