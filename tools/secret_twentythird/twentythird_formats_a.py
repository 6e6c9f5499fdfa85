"""Family: thatched-roof contractors (reed yards, moisture probes, quotes, drones)."""
# ruff: noqa: E501

from twentythird_spec import prefixed, reg

F = "thatch_reed_roofing_contractor"

reg(
    F,
    "thatch_moisture_probe_logger_ini_cloud_password",
    ("thatch/probe-<<n>>/logger.ini", "field-kit/<<org>>/moisture_<<n>>.ini"),
    """; Reed moisture probe logger, roof job #<<n3>>
[probe]
serial = TMP-<<hex8>>
interval_min = 30
alarm_pct = 28

[upload]
endpoint = https://probes.<<dom>>/api/v2/readings
account = <<user>>
cloud_password = <<pw>>
retry = 3
""",
    "ini",
)

reg(
    F,
    "thatch_quote_estimator_vba_adodb_connection_string",
    ("quotes/Estimator_<<year>>/modData<<n>>.bas", "office/<<org>>/QuoteBook_<<n>>.bas"),
    """Attribute VB_Name = "modData"
Option Explicit

' Pulls reed bundle prices for the quote sheet
Public Function OpenPriceDb() As ADODB.Connection
    Dim cn As New ADODB.Connection
    cn.ConnectionString = "Provider=MSOLEDBSQL;Data Source=<<host>>;Initial Catalog=reedprices;User ID=<<user>>;Password=<<pw>>;"
    cn.Open
    Set OpenPriceDb = cn
End Function
""",
    "dq",
    "",
)

reg(
    F,
    "thatch_reed_supplier_welsh_email_cyfrinair",
    ("mail/<<org>>/cyflenwr_<<n>>.eml", "inbox/reed-orders/<<date>>-<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: archebion@<<dom>>
Subject: Archeb cyrs Norfolk - mewngofnodi
Date: <<day>> <<mon>> <<year>> <<time>>:10 +0000

Bore da,

Dyma'r manylion ar gyfer y porth archebu newydd:
Enw defnyddiwr: <<user>>
Cyfrinair: <<pw>>

Bydd y llwyth nesaf o gyrs yn barod ddydd Iau.

Diolch,
<<first>>
""",
    "human",
    "",
)

reg(
    F,
    "thatch_drone_survey_flighthub_yaml_app_key",
    ("survey/<<org>>/flighthub-sync.yml", "drone/roof-<<n>>/sync.yaml"),
    """# roof survey uploads -> FlightHub sync
sync:
  org: <<org>>
  workspace: roof-surveys-<<year>>
  app_id: <<n3>><<n>>
  app_key: <<pw>>
  upload_dir: /mnt/sd/DCIM
  keep_local_days: 14
""",
    "hex32",
)

reg(
    F,
    "thatch_insurance_portal_nushell_http_post_password",
    ("scripts/<<org>>/renew_cert.nu", "home/<<user>>/.config/nushell/scripts/insure<<n>>.nu"),
    """# renew the fire-retardant certificate upload every spring
def main [] {
    let cert = (open ~/certs/retardant-<<year>>.pdf --raw)
    http post --user <<user>> --password <<pw>> --content-type application/pdf https://portal.<<dom>>/upload $cert
}
""",
    "bare",
    "",
)

reg(
    F,
    "thatch_crew_chat_line_after_human",
    ("chats/<<org>>/crew_<<date>>.txt", "exports/thatch-crew-<<n>>.txt"),
    """[<<dmy>>, <<time>>] <<first>>: who has the login for the van tablet?
[<<dmy>>, <<time>>] <<first2>>: user is <<user>>
[<<dmy>>, <<time>>] <<first2>>: and
[<<dmy>>, <<time>>] <<first2>>: <<pw>>
[<<dmy>>, <<time>>] <<first>>: cheers, in
""",
    "human",
    "",
)

reg(
    F,
    "thatch_accounts_sync_zig_const_api_key",
    ("tools/<<org>>-ledger/src/main.zig", "ledger-sync/src/config<<n>>.zig"),
    """const std = @import("std");

pub const ledger_host = "api.<<dom>>";
pub const ledger_api_key = "<<pw>>";
pub const poll_seconds: u32 = 900;

pub fn authHeader(buf: []u8) ![]u8 {
    return std.fmt.bufPrint(buf, "Bearer {s}", .{ledger_api_key});
}
""",
    prefixed("lgr_", 36),
    "",
)

reg(
    F,
    "thatch_yard_camera_cgi_snapshot_url_password",
    ("yard/<<org>>/snapshot<<n>>.sh", "cron/reedyard-cam-<<n>>.sh"),
    """#!/bin/sh
# hourly snapshot of the reed stack for the insurer
DEST=/srv/reedyard/$(date +%F_%H).jpg
curl -s -o "$DEST" "http://<<ip>>/cgi-bin/api.cgi?cmd=Snap&channel=0&rs=<<hex8>>&user=admin&password=<<pw>>"
""",
    "url",
    "",
)
