"""Aeromodelling (RC flying) clubs: field logs, transmitter configs, club sites."""

# ruff: noqa: E501
from twentyfifth_spec import reg

F = "aeromodelling_rc_flying_field_club"

reg(
    F,
    "aeromodel_club_site_wordpress_wp_cli_yml",
    ("site/<<org>>/wp-cli.yml", "clubsite/<<org>>/wp-cli.local.yml"),
    'path: web\nurl: https://<<dom>>\nssh: deploy@<<host>>/var/www/<<org>>\nuser: admin\ncore config:\n  dbuser: club_wp\n  dbpass: "<<v>>"\n',
    "pw_dq",
)
reg(
    F,
    "aeromodel_edgetx_companion_ini_cloud_sync",
    ("edgetx/<<org>>/companion.ini", "home/<<user>>/.config/EdgeTX/companion.ini"),
    "[General]\nlanguage=en\n\n[CloudSync]\nenabled=true\nprovider=webdav\nurl=https://dav.<<dom>>/models\nusername=<<user>>\npassword=<<v>>\n",
    "pw_ini",
)
reg(
    F,
    "aeromodel_field_booking_elm_flags",
    ("booking/<<org>>/src/index.js", "field-app/<<org>>/main.js"),
    "import { Elm } from './Main.elm';\n\nElm.Main.init({\n  node: document.getElementById('app'),\n  flags: { apiBase: 'https://field.<<dom>>', apiKey: '<<v>>' },\n});\n",
    "x:fbk_:32",
    "",
)
reg(
    F,
    "aeromodel_secretary_german_email_zugangsdaten",
    ("mail/<<org>>/verein-<<nn>>.eml", "inbox/<<org>>/<<h8>>.eml"),
    "From: <<first>> <<last>> <<<email>>>\nTo: vorstand@<<dom>>\nSubject: Zugangsdaten Vereinsflieger\n\nHallo zusammen,\n\nhier die Zugangsdaten für Vereinsflieger:\nBenutzer: <<user>>\nKennwort: <<v>>\n\nViele Grüße\n<<first>>\n",
    "human",
    "",
)
reg(
    F,
    "aeromodel_flight_log_sync_julia_http_header",
    ("logs/<<org>>/sync.jl", "tools/<<org>>/upload_logs.jl"),
    'using HTTP, JSON3\n\nconst KEY = "<<v>>"\nresp = HTTP.post("https://logs.<<dom>>/api/flights", ["Authorization" => "Bearer $KEY"], JSON3.write(flights))\n',
    "p:jwt",
    "",
)
reg(
    F,
    "aeromodel_fpv_goggles_dvr_upload_rclone_cmd",
    ("scripts/<<org>>/upload-dvr.sh", "fpv/<<org>>/sync.sh"),
    "#!/bin/sh\nrclone copy /media/goggles/DVR :webdav:fpv/<<year>> --webdav-url https://dav.<<dom>> --webdav-user <<user>> --webdav-pass \"$(rclone obscure '<<v>>')\"\n",
    "pw_sq",
    "",
)
reg(
    F,
    "aeromodel_club_committee_minutes_prose",
    ("minutes/<<org>>/<<year>>-<<mon>>.md", "committee/<<org>>/minutes-<<nn>>.md"),
    "## Minutes — committee meeting <<day>>/<<mon>>/<<year>>\n\n4. Field gate: padlock code unchanged. The BMFA portal login moves from <<first>> to <<first2>>; <<first>> read out the password at the meeting (<<v>>) and will change it after the AGM.\n5. AOB: none.\n",
    "human",
    "",
)
reg(
    F,
    "aeromodel_weather_station_toml_wunderground",
    ("weather/<<org>>/station.toml", "field/<<org>>/weewx-upload.toml"),
    '[station]\nname = "<<org>> field"\nlatitude = 52.<<nn>>\n\n[upload.wunderground]\nstation_id = "I<<org>><<n>>"\npassword = "<<v>>"\n',
    "alnum8",
)
