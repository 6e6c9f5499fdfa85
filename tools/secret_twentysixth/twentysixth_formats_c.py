"""Family c: stonemasons and dry-stone wallers: quote tools, saw controllers, site diaries."""
# ruff: noqa: E501

from twentysixth_spec import Fam, hexs

F = Fam("stonemason_drystone_walling_yard")

F.add(
    "stonemason_quote_tool_laravel_env",
    ("quotes-app/.env", "var/www/<<org>>-quotes/.env"),
    "pw_bare",
    """APP_NAME="<<orgt>> Quotes"
APP_ENV=production
APP_KEY=base64:<<hex8>><<hex8>>QmFzYWx0R3JpdHN0b25lMjAyNg==
APP_URL=https://quotes.<<dom>>

DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=quotes
DB_USERNAME=quotes_app
DB_PASSWORD=<<cred>>

MAIL_MAILER=smtp
MAIL_HOST=smtp.<<dom>>
MAIL_USERNAME=office@<<dom>>
""",
)

F.add(
    "stonemason_cnc_saw_winscp_script_txt",
    ("saw-transfer/upload_to_saw.txt", "CNC/<<org>>/winscp_bridge_saw.txt"),
    "pw_url",
    """# WinSCP script: push cut lists to the bridge saw controller
# run: winscp.com /script=upload_to_saw.txt
option batch abort
option confirm off
open ftp://sawop:<<cred>>@<<ip>>/
cd /CUTLISTS
put C:\\Jobs\\<<n>>\\*.dxf
close
exit
""",
)

F.add(
    "stonemason_memorial_design_php_mysqli_positional",
    ("memorials/includes/db.php", "public_html/<<org>>/inc/connect.php"),
    "pw_dq",
    """<?php
// headstone & memorial inscription designer
$mysqli = new mysqli("localhost", "<<orgu>>_mem", "<<cred>>", "<<orgu>>_memorials");
if ($mysqli->connect_errno) {
    error_log("DB connect failed: " . $mysqli->connect_error);
    http_response_code(500);
    exit;
}
$mysqli->set_charset("utf8mb4");
""",
)

F.add(
    "stonemason_site_diary_estate_login_notes",
    ("Documents/site-diary-<<year>>.txt", "notes/<<org>>/walling-jobs.md"),
    "h:Gritstone,Throughstone,Coping,Hearting,Drystone",
    """Site diary – <<first>>

<<dmy>> Malham estate, 40m of boundary wall, batter frame set. Lime for the pier ends.
<<dmy>> Rained off after 11. Sorted the grant claim paperwork.
   Estate contractor portal (they want photos uploaded each week):
   user <<email>>
   pw   <<cred>>
<<dmy>> Hearting stone ran short – order 6t from the quarry.
""",
)

F.add(
    "stonemason_van_tracker_powershell_api_key_header",
    ("scripts/Get-VanMileage.ps1", "Users/<<fl>>/OneDrive/Scripts/vans.ps1"),
    "x:trk_live_:32",
    """# Pull weekly mileage for the three vans into the timesheet workbook
$headers = @{
    "X-Api-Key"    = "<<cred>>"
    "Accept"       = "application/json"
}
$from = (Get-Date).AddDays(-7).ToString("yyyy-MM-dd")
$r = Invoke-RestMethod -Uri "https://api.fleettrack.<<dom>>/v1/vehicles/trips?from=$from" -Headers $headers
$r.trips | Export-Csv -Path "C:\\Timesheets\\mileage-$from.csv" -NoTypeInformation
""",
)

F.add(
    "stonemason_heritage_grant_email_label_value_next_line",
    ("mail/Inbox/grant-portal-access-<<n>>.eml", "Outlook/<<org>>/Fwd Heritage grant portal.eml"),
    "pw_ini",
    """From: <<first>> <<last>> <<<email>>>
To: <<email2>>
Subject: Fwd: Your account for the Historic Boundaries grant scheme
Date: Mon, 9 Mar 2026 08:<<n2>>:11 +0000

Can you put the photos of the Ingleton wall in before Friday? Login below.

---------- Forwarded message ---------
Your account has been created.

Username:
<<user>>
Temporary password:
<<cred>>

Please change your password on first login.
""",
    syntax="",
)

F.add(
    "stonemason_yard_scale_modbus_gateway_yaml",
    ("gateway/config/yard-scale.yaml", "etc/modbus-gw/<<org>>.yaml"),
    "pw_sq",
    """# block yard weighbridge -> cloud
modbus:
  port: /dev/ttyUSB0
  baudrate: 9600
  slave_id: 1
upload:
  url: https://telemetry.<<dom>>/ingest
  username: yardscale<<n2>>
  password: '<<cred>>'
  interval_s: 120
""",
)

F.add(
    "stonemason_accounts_xero_client_secret_py",
    ("accounts/xero_export/settings.py", "<<org>>-bookkeeping/config.py"),
    "p:xero",
    """# Xero app "Yard invoices" (custom connection)
XERO_CLIENT_ID = "<<cid>>"
XERO_CLIENT_SECRET = "<<cred>>"
XERO_SCOPES = "accounting.transactions accounting.contacts"
TRACKING_CATEGORY = "Walling"
""",
    extra=lambda r, v: {"cid": hexs(r, 32, upper=True)},
)
