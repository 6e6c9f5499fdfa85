# ruff: noqa: E501
"""Stained-glass and leadlight studios: kiln controllers, cutting tables, commission portals."""

from twentysecond_spec import reg

F = "stained_glass_leadlight_studio"

reg(
    F,
    "stglass_fusing_kiln_controller_ini_cloud_password",
    ("kiln/<<org>>/controller<<n>>.ini", "studio/kilns/k<<n>>/settings.ini"),
    """; Bartlett-style kiln controller export, studio <<org>>
[device]
serial = KC<<nn>>-<<id8>>
firmware = 4.<<n>>.1

[schedule]
active = full_fuse_3mm
segments = 4

[cloud]
enabled = true
endpoint = https://kilnlink.<<dom>>/api/v2
account = <<email>>
cloud_password = <<v>>
upload_interval_s = 60
""",
    "ini",
)

reg(
    F,
    "stglass_cutting_table_gcode_macro_header_key",
    ("cutter/<<org>>/macros/start_<<n>>.gcode", "cnc/glass_cutter_<<n>>.gcode"),
    """; glass cutting table start macro - <<org>> leadlight shop
; generated <<date>> by <<first>>
; upload hook: POST https://jobs.<<dom>>/v1/cuts  X-Cutter-Key: <<v>>
G21 ; mm
G90 ; absolute
M3 S<<nn>> ; scoring wheel pressure
G0 X0 Y0
""",
    "a32",
)

reg(
    F,
    "stglass_commission_portal_elixir_runtime_exs_password",
    ("config/runtime_<<n>>.exs", "portal_<<org>>/config/runtime.exs"),
    """import Config

config :commissions, Commissions.Repo,
  username: "leadlight",
  password: "<<v>>",
  hostname: "<<host>>",
  database: "commissions_prod",
  pool_size: 10

config :commissions, CommissionsWeb.Endpoint,
  url: [host: "commissions.<<dom>>", port: 443]
""",
    "dq",
    "",
)

reg(
    F,
    "stglass_design_library_haskell_record_api_key",
    ("src/Studio/Config<<n>>.hs", "app/<<org>>/Settings.hs"),
    """module Studio.Config where

data CartoonStore = CartoonStore
  { storeBucket :: String
  , storeRegion :: String
  , storeAccessKey :: String
  }

cartoonStore :: CartoonStore
cartoonStore = CartoonStore
  { storeBucket = "leadlight-cartoons-<<n>>"
  , storeRegion = "eu-north-1"
  , storeAccessKey = "<<v>>"
  }
""",
    "a40",
    "",
)

reg(
    F,
    "stglass_restoration_church_email_txt_alarm_code",
    ("mail/<<org>>/parish_access_<<n>>.txt", "inbox/restoration_<<nn>>.txt"),
    """From: <<first>> <<last>> <<<email>>>
To: studio@<<dom>>
Date: <<date>>
Subject: Re: east window removal - access next week

Hi both,

The vestry door is on the alarm. When you come in on Tuesday, the code is <<v>> and
the panel is behind the hymn board. Please set it again when you leave.

Kind regards,
<<first>>
Churchwarden
""",
    "code",
)

reg(
    F,
    "stglass_glass_supplier_order_powershell_splat_password",
    ("scripts/<<org>>/order_sync_<<n>>.ps1", "ops/sync-glass-orders.ps1"),
    """$params = @{
    Uri      = 'https://b2b.<<dom>>/orders/export'
    Method   = 'Get'
    Username = '<<user>>'
    Password = '<<v>>'
}
$orders = Invoke-GlassPortal @params
$orders | Export-Csv -Path "C:\\Studio\\orders_<<nn>>.csv" -NoTypeInformation
""",
    "sq",
    "",
)

reg(
    F,
    "stglass_leading_apprentice_notebook_md_wifi_line_after",
    ("notes/<<org>>/apprentice_<<n>>.md", "handbook/first_week_<<nn>>.md"),
    """# First week at the bench

- Lead came is in the rack by the window, 6mm H first.
- Solder is 60/40, flux in the blue pot.
- Studio wifi (network `<<org>>-bench`), the password:

    <<v>>

- Ask <<first>> before using the big kiln.
""",
    "human",
)

reg(
    F,
    "stglass_kiln_log_nodered_flow_json_mqtt_password",
    ("nodered/<<org>>/flows_<<n>>.json", "flows/kiln_monitor_<<nn>>.json"),
    """[
  {"id": "<<id8>>a1", "type": "mqtt-broker", "name": "kiln broker", "broker": "<<ip>>", "port": "1883", "clientid": "kiln-<<n>>", "credentials": {"user": "kiln", "password": "<<v>>"}},
  {"id": "<<id8>>b2", "type": "mqtt in", "topic": "studio/kiln/<<n>>/temp", "broker": "<<id8>>a1"}
]
""",
    "json",
)
