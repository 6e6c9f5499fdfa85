# ruff: noqa: E501
"""Glassblowing hot shops: furnaces, annealing lehrs, class bookings, gallery shops."""

from __future__ import annotations

from twentieth_spec import reg

F = "glassblowing_hot_shop_studio"

reg(
    F,
    "glass_furnace_controller_expect_tcl_telnet_password",
    "scripts/<<org>>_furnace_<<n>>.exp",
    r"""#!/usr/bin/expect -f
# pull the overnight melt log from the furnace controller
set timeout 20
set host "<<ip>>"
set user "operator"
set pass "<<v>>"
spawn telnet $host
expect "login:"
send "$user\r"
expect "Password:"
send "$pass\r"
expect "> "
send "dump log melt --since 18:00\r"
expect "> "
send "exit\r"
""",
    "pw_bare",
    "",
)

reg(
    F,
    "glass_annealing_lehr_json_cloud_key",
    "lehr/<<org>>-lehr<<n>>.json",
    r"""{
  "device": "annealing-lehr-<<n>>",
  "site": "<<org>> hot shop",
  "schedule": {"soak_c": 482, "soak_min": 60, "ramp_c_per_h": 45},
  "cloud": {
    "endpoint": "https://telemetry.<<dom>>/ingest",
    "device_key": "<<v>>",
    "push_every_s": 60
  }
}
""",
    "an32",
)

reg(
    F,
    "glass_class_booking_postman_collection_json_api_key",
    "postman/<<org>>_class_booking_<<n>>.postman_collection.json",
    r"""{
  "info": {
    "_postman_id": "<<uuid>>",
    "name": "Hot shop class bookings",
    "schema": "https://schema.getpostman.com/json/collection/v2.1.0/collection.json"
  },
  "item": [
    {
      "name": "List sessions",
      "request": {
        "method": "GET",
        "header": [
          {"key": "X-Booking-Key", "value": "<<v>>", "type": "text"}
        ],
        "url": {"raw": "https://book.<<dom>>/api/sessions?week=<<n>>", "protocol": "https", "host": ["book", "<<dom>>"], "path": ["api", "sessions"]}
      }
    }
  ]
}
""",
    "pre:bkg_:36",
)

reg(
    F,
    "glass_gallery_shop_erlang_sys_config_smtp_password",
    "rel/<<org>>_gallery_<<n>>/sys.config",
    r"""[
 {kernel, [{logger_level, info}]},
 {gallery_shop, [
   {http_port, <<port>>},
   {smtp, [{relay, "<<host>>"},
           {port, 587},
           {username, "orders@<<dom>>"},
           {password, "<<v>>"},
           {tls, always}]}
 ]}
].
""",
    "pw_dq",
    "",
)

reg(
    F,
    "glass_gas_meter_powershell_ps1_portal_password",
    "scripts/Get-<<org>>-GasUsage-<<n>>.ps1",
    r"""# Pulls monthly propane/natural gas usage for the glory holes and furnace
$portal = "https://portal.<<dom>>/api/usage"
$user   = "<<email>>"
$pass   = '<<v>>'
$pair   = "{0}:{1}" -f $user, $pass
$auth   = [Convert]::ToBase64String([Text.Encoding]::ASCII.GetBytes($pair))
$resp = Invoke-RestMethod -Uri $portal -Headers @{ Authorization = "Basic $auth" }
$resp.readings | Export-Csv -Path "C:\HotShop\gas_<<n>>.csv" -NoTypeInformation
""",
    "pw_sq",
    "",
)

reg(
    F,
    "glass_studio_orgmode_notes_router_login",
    "notes/<<org>>-studio-<<n>>.org",
    r"""#+TITLE: Hot shop admin notes
#+DATE: <<date>>

* TODO Order more colour rod from supplier
* Network
** Router
   - admin page: http://<<ip>>
   - login admin / <<v>>
   - changed after the summer intern left
** Printer
   - on the office VLAN, no login
* DONE Replace glory hole thermocouple
""",
    "human",
    "",
)

reg(
    F,
    "glass_order_app_gradle_properties_repo_password",
    "android/<<org>>-orders-<<n>>/gradle.properties",
    r"""org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.useAndroidX=true
kotlin.code.style=official
studioMavenUrl=https://maven.<<dom>>/releases
studioMavenUser=<<user>>
studioMavenPassword=<<v>>
""",
    "pw",
    "",
)
