# ruff: noqa: E501
"""Chimney sweeps and flue inspections: camera kits, certificates, van laptops."""

import base64
import random
import re

from twentysecond_spec import reg, value

F = "chimney_sweep_flue_inspection"

SUFFIX = "AdministratorPassword"


def _sendgrid(r: random.Random) -> str:
    return value(r, "b64_24")[:22] + "." + value(r, "b64_24") + "x"


def _unattend_enc(v: str) -> str:
    return base64.b64encode((v + SUFFIX).encode("utf-16-le")).decode()


def _unattend_dec(t: str) -> str:
    b = re.search(r"<AdministratorPassword>\s*<Value>([^<]+)</Value>", t).group(1)
    return base64.b64decode(b).decode("utf-16-le")[: -len(SUFFIX)]


reg(
    F,
    "chimney_van_laptop_unattend_xml_admin_password_base64",
    ("deploy/<<org>>/autounattend_<<n>>.xml", "images/van<<n>>/unattend.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<unattend xmlns="urn:schemas-microsoft-com:unattend">
  <settings pass="oobeSystem">
    <component name="Microsoft-Windows-Shell-Setup" processorArchitecture="amd64" publicKeyToken="31bf3856ad364e35" language="neutral" versionScope="nonSxS">
      <UserAccounts>
        <AdministratorPassword>
          <Value><<v>></Value>
          <PlainText>false</PlainText>
        </AdministratorPassword>
      </UserAccounts>
      <ComputerName>SWEEP-VAN-<<n>></ComputerName>
    </component>
  </settings>
</unattend>
""",
    "xml",
    enc=_unattend_enc,
    decode=_unattend_dec,
)

reg(
    F,
    "chimney_flue_camera_json_wifi_direct_passphrase",
    ("camera/<<org>>/inspect_<<n>>.json", "kit/flue_cam<<n>>.json"),
    """{
  "model": "FlueScope <<n>>",
  "recording": {"resolution": "1080p", "overlay": "metres"},
  "wifiDirect": {"ssid": "FLUECAM-<<nn>>", "passphrase": "<<v>>"}
}
""",
    "json",
)

reg(
    F,
    "chimney_certificates_dart_const_map_api_key",
    ("lib/<<org>>/certs_<<n>>.dart", "app/lib/config_<<nn>>.dart"),
    """const Map<String, String> certService = {
  'baseUrl': 'https://certs.<<dom>>/api',
  'apiKey': '<<v>>',
};
""",
    "a40",
    "",
)

reg(
    F,
    "chimney_booking_calendar_caldav_davx5_props_password",
    ("phones/<<org>>/davx5_<<n>>.txt", "setup/caldav_sweeps_<<nn>>.txt"),
    """DAVx5 account setup (sweep phones)
Base URL: https://dav.<<dom>>/remote.php/dav
User: <<udot>>
Password:
<<v>>
Sync interval: 15 min
""",
    "ini",
)

reg(
    F,
    "chimney_smoke_test_report_latex_comment_login",
    ("reports/<<org>>/smoke_test_<<n>>.tex", "latex/report<<nn>>.tex"),
    """\\documentclass{article}
% upload to council portal: user sweeps<<n>> pw <<v>>
\\begin{document}
\\section*{Smoke test, <<date>>}
Flue drew correctly; no leakage observed at the breast.
\\end{document}
""",
    "bare",
    "",
)

reg(
    F,
    "chimney_dispatch_ruby_faraday_basic_auth_positional",
    ("lib/<<org>>/dispatch_<<n>>.rb", "jobs/dispatch<<nn>>.rb"),
    """require "faraday"

conn = Faraday.new(url: "https://jobs.<<dom>>") do |f|
  f.request :authorization, :basic, "dispatch", "<<v>>"
end
conn.get("/sweeps/today")
""",
    "dq",
    "",
)

reg(
    F,
    "chimney_sweep_german_notizbuch_kennwort",
    ("notes/<<org>>/notizen_<<n>>.txt", "buero/kehrbuch_<<nn>>.txt"),
    """Kehrbezirk <<n>> - Notizen
Feuerstaettenschau Portal: Benutzer <<user>>
Kennwort: <<v>>
Termine Mittwoch bei <<last>> verschoben.
""",
    "human",
)

reg(
    F,
    "chimney_invoice_sync_fsharp_sendgrid_key",
    ("scripts/<<org>>/invoices_<<n>>.fsx", "billing/send_<<nn>>.fsx"),
    """#r "nuget: SendGrid"
open SendGrid
let client = SendGridClient("SG.<<v>>")
printfn "invoices queued"
""",
    _sendgrid,
    "",
)
