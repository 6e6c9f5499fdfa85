# ruff: noqa: E501
"""Family e: Mumbai dabbawala tiffin delivery (stations, routes, subscriber billing)."""

from __future__ import annotations

from thirtyseventh_spec import alnum, human_with, reg

FAM = "dabbawala_tiffin_mumbai"
IN = (
    "Ganesh",
    "Sunita",
    "Raghunath",
    "Vitthal",
    "Savita",
    "Kiran",
    "Manoj",
    "Pooja",
    "Dnyaneshwar",
    "Shubhangi",
    "Arjun",
    "Meera",
)
WORDS = (
    "dabba",
    "tiffin",
    "dadar",
    "churchgate",
    "andheri",
    "vitthal",
    "pandharpur",
    "mumbai",
    "ganpati",
    "vadapav",
    "lokal",
    "bhau",
)

reg(
    FAM,
    "dabbawala_marathi_whatsapp_sanketshabd",
    ("WhatsApp/डबेवाला_<<org>>.txt", "chats/station_dadar_<<date>>.txt"),
    """\
<<dmy>>, <<time>> - <<p1>>: दादर स्टेशनचा टॅबलेट लॉक झाला आहे, नवीन संकेतशब्द काय?
<<dmy>>, <<time>> - <<p2>>: थांबा, ऑफिसला विचारतो
<<dmy>>, <<time2>> - <<p2>>: संकेतशब्द: <<cred>>
<<dmy>>, <<time2>> - <<p1>>: धन्यवाद भाऊ 🙏 चर्चगेटला पण पाठवू का?
<<dmy>>, <<time2>> - <<p2>>: नाही, फक्त दादर
""",
    human_with(*WORDS, names=IN),
    syntax="",
    people=IN,
)

reg(
    FAM,
    "dabbawala_dabba_code_app_google_services_json_current_key",
    ("android/app/google-services.json", "<<org>>-routes/app/google-services.json"),
    """\
{
  "project_info": {
    "project_number": "<<big>>",
    "project_id": "<<org>>-routes",
    "storage_bucket": "<<org>>-routes.appspot.com"
  },
  "client": [
    {
      "client_info": {
        "mobilesdk_app_id": "1:<<big>>:android:<<hex12>>",
        "android_client_info": {"package_name": "in.<<org>>.routes"}
      },
      "api_key": [{"current_key": "<<cred>>"}],
      "services": {"appinvite_service": {"other_platform_oauth_client": []}}
    }
  ],
  "configuration_version": "1"
}
""",
    "p:google_api",
)

reg(
    FAM,
    "dabbawala_grahak_sms_msg91_authkey_php",
    ("billing/includes/sms.php", "<<org>>-billing/app/Sms/Msg91.php"),
    """\
<?php
// Monthly tiffin bill reminder to subscribers (Hindi / Marathi templates)
define('MSG91_AUTHKEY', '<<cred>>');
define('MSG91_SENDER', 'DABBAW');

function send_bill_sms(string $mobile, int $amount): bool {
    $payload = json_encode([
        'template_id' => '<<hex12>>',
        'recipients'  => [['mobiles' => '91' . $mobile, 'amount' => $amount]],
    ]);
    $ch = curl_init('https://control.msg91.com/api/v5/flow/');
    curl_setopt($ch, CURLOPT_HTTPHEADER, ['authkey: ' . MSG91_AUTHKEY, 'content-type: application/json']);
    curl_setopt($ch, CURLOPT_POSTFIELDS, $payload);
    curl_setopt($ch, CURLOPT_RETURNTRANSFER, true);
    return curl_exec($ch) !== false;
}
""",
    "p:msg91",
    syntax="",
)

reg(
    FAM,
    "dabbawala_dadar_office_batch_net_use",
    ("office/map_drive.bat", "<<org>>/station_pc/startup_<<n>>.cmd"),
    """\
@echo off
REM Station office PC - map the route sheets share every morning
net use Z: /delete /y >nul 2>&1
net use Z: \\\\<<lan>>\\routesheets /user:DABBA\\station<<n>> <<cred>> /persistent:no
if errorlevel 1 echo Share nahi mila, Ganesh ko phone karo & pause
start "" "Z:\\aaj\\route_<<n>>.xlsx"
""",
    "pw_bare",
    syntax="",
)

reg(
    FAM,
    "dabbawala_hindi_email_portal_password",
    ("mail/<<org>>/sent/<<id>>.eml", "Mail/corporate_tiffin_<<date>>.eml"),
    """\
From: <<p1>> <office@<<dom>>>
To: admin@bkc-offices.in
Subject: कॉर्पोरेट टिफिन पोर्टल — लॉगिन विवरण
Date: <<day>> <<mon>> <<year>> <<time>>:00 +0530
Content-Type: text/plain; charset=UTF-8

नमस्ते,

आपकी कंपनी के <<n>> कर्मचारियों के टिफिन अब पोर्टल पर दिखेंगे।
यूज़र नेम: bkc_admin
पासवर्ड: <<cred>>

कृपया पहली बार लॉगिन करने के बाद पासवर्ड बदल लें।

धन्यवाद,
<<p1>>
""",
    "pw",
    syntax="",
    people=IN,
)

reg(
    FAM,
    "dabbawala_dispatch_rust_reqwest_bearer_jwt",
    ("dispatch/src/api.rs", "<<org>>-dispatch/src/client.rs"),
    """\
use reqwest::blocking::Client;
use serde::Deserialize;

// Route-sheet service (coded marks on the tiffin lids -> station, building, floor)
const ROUTES_API: &str = "https://routes.<<dom>>/api/v1";
const ROUTES_JWT: &str = "<<cred>>";

#[derive(Deserialize)]
pub struct Sheet {
    pub code: String,
    pub station: String,
}

pub fn today(client: &Client) -> reqwest::Result<Vec<Sheet>> {
    client
        .get(format!("{}/sheets/today", ROUTES_API))
        .bearer_auth(ROUTES_JWT)
        .send()?
        .json()
}
""",
    "jwt:routes",
    syntax="",
)

reg(
    FAM,
    "dabbawala_gadi_vela_systemd_environment_key",
    ("etc/systemd/system/lokal-timetable.service", "deploy/<<org>>-timetable.service"),
    """\
[Unit]
Description=Suburban train timetable sync for dabba handovers
After=network-online.target

[Service]
Type=simple
User=dabba
Environment=TIMETABLE_API=https://rail.<<dom>>/v1
Environment=TIMETABLE_KEY=<<cred>>
ExecStart=/opt/timetable/bin/sync --line western --line central
Restart=on-failure

[Install]
WantedBy=multi-user.target
""",
    lambda r: alnum(r, 40),
    syntax="",
)

reg(
    FAM,
    "dabbawala_grahak_spreadsheetml_app_login_cell",
    ("<<org>>/billing/subscribers_<<mon>>.xml", "exports/grahak_<<year>>.xml"),
    """\
<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet"
 xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Grahak">
  <Table>
   <Row><Cell><Data ss:Type="String">Code</Data></Cell><Cell><Data ss:Type="String">Naam</Data></Cell><Cell><Data ss:Type="String">Building</Data></Cell><Cell><Data ss:Type="String">App login</Data></Cell><Cell><Data ss:Type="String">App PIN/password</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">VP-<<n>>-A3</Data></Cell><Cell><Data ss:Type="String"><<p1>></Data></Cell><Cell><Data ss:Type="String">Nariman Pt</Data></Cell><Cell><Data ss:Type="String"><<p1>><<n>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">AN-<<num>>-B1</Data></Cell><Cell><Data ss:Type="String"><<p2>></Data></Cell><Cell><Data ss:Type="String">BKC</Data></Cell><Cell><Data ss:Type="String"><<p2>></Data></Cell><Cell><Data ss:Type="String"></Data></Cell></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "pw_xml",
    people=IN,
)
