"""Cobblers and shoe repair workshops: stitchers, booking sites, last scanners, SMS."""

# ruff: noqa: E501
from __future__ import annotations

from twentyfirst_spec import reg

F = "cobbler_shoe_repair_last_workshop"

reg(
    F,
    "cobbler_stitching_machine_json_cloud_key",
    ("stitcher/<<org>>/config.json", "machines/outsole<<n>>.json"),
    """{
  "machine": "outsole-stitcher-<<n>>",
  "thread": "nylon-40",
  "telemetry": {"host": "iot.<<dom>>", "key": "<<cred>>", "every_s": 60}
}
""",
    "alnum32",
)

reg(
    F,
    "cobbler_booking_rails_database_yml_password",
    ("repairs-<<org>>/config/database.yml", "apps/booking<<n>>/config/database.yml"),
    """default: &default
  adapter: postgresql
  encoding: unicode
  pool: 5

production:
  <<: *default
  host: <<host>>
  database: repairs_production
  username: <<svc>>
  password: "<<cred>>"
""",
    "dq",
)

reg(
    F,
    "cobbler_last_scanner_cpp_curl_easy_setopt_password",
    ("scanner/<<org>>/upload.cpp", "lastscan<<n>>/src/upload.cpp"),
    """#include <curl/curl.h>

bool upload_scan(const char* path) {
    CURL* curl = curl_easy_init();
    curl_easy_setopt(curl, CURLOPT_URL, "sftp://files.<<dom>>/lasts/");
    curl_easy_setopt(curl, CURLOPT_USERNAME, "scanner<<n>>");
    curl_easy_setopt(curl, CURLOPT_PASSWORD, "<<cred>>");
    curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);
    CURLcode rc = curl_easy_perform(curl);
    curl_easy_cleanup(curl);
    return rc == CURLE_OK;
}
""",
    "dq",
    syntax="",
)

reg(
    F,
    "cobbler_parts_order_ps1_networkcredential_positional",
    ("scripts/<<org>>/Send-PartsOrder.ps1", "tools/Order<<n>>.ps1"),
    """$cred = New-Object System.Net.NetworkCredential("orders@<<dom>>", "<<cred>>")
$smtp = New-Object System.Net.Mail.SmtpClient("smtp.<<dom>>", 587)
$smtp.EnableSsl = $true
$smtp.Credentials = $cred
$smtp.Send("orders@<<dom>>", "leather@<<dom>>", "Order <<n3>>", (Get-Content .\\order.txt -Raw))
""",
    "dq",
    syntax="",
)

reg(
    F,
    "cobbler_loyalty_sms_vonage_php_basic_positional",
    ("loyalty/<<org>>/sms.php", "site<<n>>/app/Sms.php"),
    """<?php
use Vonage\\Client;
use Vonage\\Client\\Credentials\\Basic;

$client = new Client(new Basic('<<hex8>>', '<<cred>>'));
$client->sms()->send(new \\Vonage\\SMS\\Message\\SMS($phone, 'Cobbler', 'Your shoes are ready to collect.'));
""",
    "alnum16",
    syntax="",
)

reg(
    F,
    "cobbler_shop_owner_handover_letter_txt_till_login",
    ("letters/<<org>>/for-<<first>>.txt", "handover/shop<<n>>.txt"),
    """Dear <<first>>,

thank you for minding the shop while I am away. The heel bar machine needs oiling on
Mondays. The till asks for the manager login after closing - it is "owner" and the
password is <<cred>> - and please count the float before you lock up.

Keys to the back door are with the florist next door.

<<last>>
""",
    "human",
    syntax="",
)

reg(
    F,
    "cobbler_heel_press_cifs_credentials_file",
    ("etc/samba/<<org>>-nas.cred", "root/.smbcred-<<n>>"),
    """username=workshop<<n>>
password=<<cred>>
domain=WORKGROUP
""",
    "bare",
    syntax="",
)
