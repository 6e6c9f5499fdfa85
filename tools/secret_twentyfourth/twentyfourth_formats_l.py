"""Family: skydiving drop zone (manifest, aircraft, video, waivers)."""
# ruff: noqa: E501

from twentyfourth_spec import reg

FAM = "skydiving_dropzone_manifest"

reg(
    FAM,
    "skydiving_manifest_sc_create_service_password",
    ("install/manifest-sync.bat", "dz/<<org>>-service.cmd"),
    """@echo off
sc.exe create ManifestSync binPath= "C:\\DZ\\ManifestSync.exe" start= auto obj= ".\\<<user>>" password= "<<s>>"
sc.exe start ManifestSync
""",
    "dq",
    "",
)

reg(
    FAM,
    "skydiving_winds_aloft_js_fetch_body_key",
    ("winds/fetch.js", "tv/<<org>>-winds.js"),
    """const res = await fetch('https://api.windy.com/api/point-forecast/v2', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ lat: 57.<<n>>, lon: 11.<<n>>, model: 'gfs', parameters: ['wind'], key: '<<s>>' }),
});
""",
    "alnum32",
    "",
)

reg(
    FAM,
    "skydiving_waiver_psql_conninfo_cmdline",
    ("scripts/waiver-report.sh", "ops/<<org>>-waivers.sh"),
    """#!/bin/sh
psql "host=127.0.0.1 port=5432 user=<<user>> password=<<s>> dbname=waivers" \\
  -c "\\copy (select * from waivers where jump_date = current_date) to 'today.csv' csv header"
""",
    "bare",
    "",
)

reg(
    FAM,
    "skydiving_packer_danish_sms_adgangskode",
    ("sms/<<date>>-<<id>>.txt", "messages/<<org>>-<<n>>.txt"),
    """Fra: <<First>>
<<date>> <<time>>

Hej! Adgangskoden til pakkerummets pc er <<s>> - brugeren hedder <<user>>. Husk at logge ud.
""",
    "human",
    "",
)

reg(
    FAM,
    "skydiving_video_nas_fstab_cifs_credentials",
    ("etc/fstab", "video/<<org>>-fstab"),
    """UUID=<<uuid>> /      ext4 defaults 0 1
//<<ip>>/jumpvideo /mnt/video cifs username=<<user>>,password=<<s>>,uid=1000,gid=1000 0 0
""",
    "bare",
    "",
)

reg(
    FAM,
    "skydiving_dz_tv_kiosk_chromium_url_token",
    ("home/pi/.config/lxsession/LXDE-pi/autostart", "kiosk/<<org>>-autostart"),
    """@xset s off
@xset -dpms
@chromium-browser --kiosk --noerrdialogs "https://manifest.<<dom>>/tv?dz=<<n>>&token=<<s>>"
""",
    "hex40",
    "",
)

reg(
    FAM,
    "skydiving_payments_clojure_edn_config",
    ("resources/config.edn", "payments/<<org>>-config.edn"),
    """{:http {:port 8080}
 :db {:jdbc-url "jdbc:postgresql://<<host>>/payments"}
 :stripe {:secret-key "<<s>>"
          :webhook-path "/hooks/stripe"}}
""",
    "stripe",
    "",
)

reg(
    FAM,
    "skydiving_incident_ticket_markdown_login",
    ("tickets/DZ-<<n2>>.md", "issues/<<org>>-<<n2>>.md"),
    """## DZ-<<n2>>: manifest PC won't print load sheets

**Reporter:** <<First>> <<Last>>
**Date:** <<date>>

Logged in on the manifest PC as <<user>> with <<s>> and the printer queue shows "paused".
Restarted the spooler, still paused. Needs someone with admin.
""",
    "human",
    "",
)
