"""Family: volcano observatory (gas flux, seismic stations, webcams)."""
# ruff: noqa: E501

from twentyfourth_spec import alnum, dec_basic, enc_b64, reg

FAM = "volcano_observatory_gas_seismic"

reg(
    FAM,
    "volcano_seedlink_ringserver_conf_admin_password",
    ("etc/ringserver/<<org>>-ring.conf", "seismo/<<host>>/ring.conf"),
    """# ringserver config for the summit array
RingDirectory /var/lib/ringserver
ListenPort 18000
ServerID "<<org>> summit seedlink"
MatchIP 10.0.0.0/8
TransferLogDirectory /var/log/ringserver
# admin console for the rack laptop
AdminUser <<svc>>
AdminPassword <<s>>
""",
    "bare",
    "",
)

reg(
    FAM,
    "volcano_multigas_logger_cr1000_crbasic_const",
    ("multigas/<<org>>_crater_rim.CR1", "loggers/<<id>>/multigas.cr1"),
    """'CR1000X Series Datalogger - MultiGAS station, crater rim
'<<org>> observatory, rev <<date>>
Const FTP_HOST = "<<ip>>"
Const FTP_USER = "<<user>>"
Const FTP_PASS = "<<s>>"
Public SO2_ppm, H2S_ppm, CO2_ppm, BattV
DataTable (Gas10s,True,-1)
  Sample (1,SO2_ppm,FP2)
  Sample (1,CO2_ppm,FP2)
EndTable
BeginProg
  Scan (10,Sec,0,0)
    FTPClient (FTP_HOST,FTP_USER,FTP_PASS,"Gas10s","/incoming/gas.dat",2,0,60,Min,-1008)
  NextScan
EndProg
""",
    "dq",
    "",
)

reg(
    FAM,
    "volcano_webcam_rsync_cron_env_password",
    ("etc/cron.d/<<org>>-webcam", "crontabs/webcam-<<id>>"),
    """# push summit webcam frames to the public site every 5 min
SHELL=/bin/bash
RSYNC_PASSWORD=<<s>>
*/5 * * * * webcam rsync -az /var/cam/latest/ rsync://<<user>>@<<host>>/webcam/ >>/var/log/webcam-push.log 2>&1
""",
    "bare",
    "",
)

reg(
    FAM,
    "volcano_icelandic_duty_email_lykilord",
    ("mail/vakt/<<date>>-<<id>>.eml", "duty/handover-<<id>>.eml"),
    """From: <<First>> <<Last>> <<<email>>>
To: vakt@<<dom>>
Subject: Vaktaskipti - gasmaelir vid gigbarm
Date: <<date>> <<time>>
Content-Type: text/plain; charset=utf-8

Saelir,

Gasmaelirinn vid gigbarminn er kominn aftur i samband. Ef hann dettur ut aftur, skradu thig
inn a stjornbordid (<<ip>>) med notandanafninu <<user>>.
Lykilord: <<s>>

Kv. <<First>>
""",
    "human",
    "",
)

reg(
    FAM,
    "volcano_tiltmeter_modem_at_commands_log",
    ("logs/tilt/<<id>>-modem.log", "tilt/<<org>>/at-session-<<n>>.txt"),
    """<<date>> <<time>>:01 > AT+CGDCONT=1,"IP","iot.<<dom>>"
<<date>> <<time>>:01 < OK
<<date>> <<time>>:02 > AT#SGACT=1,1,"<<user>>","<<s>>"
<<date>> <<time>>:04 < #SGACT: 10.64.12.9
<<date>> <<time>>:04 < OK
<<date>> <<time>>:05 > AT#FTPOPEN="<<ip>>","tilt","tilt",1
""",
    "alnum",
    "",
)

reg(
    FAM,
    "volcano_ashfall_reports_gradle_properties_maps_key",
    ("ashfall-app/gradle.properties", "android/<<org>>-ashfall/gradle.properties"),
    """org.gradle.jvmargs=-Xmx2048m -Dfile.encoding=UTF-8
android.useAndroidX=true
kotlin.code.style=official
# ash report app - map tiles
MAPS_API_KEY=<<s>>
ASHFALL_UPLOAD_URL=https://ash.<<dom>>/api/v2/reports
""",
    "google",
    "",
)

reg(
    FAM,
    "volcano_infrasound_har_basic_auth_header",
    ("debug/infrasound-<<id>>.har", "har/<<org>>-array.har"),
    """{
  "log": {
    "version": "1.2",
    "creator": {"name": "Firefox", "version": "128.0"},
    "entries": [
      {
        "startedDateTime": "<<date>>T<<time>>:11.402Z",
        "request": {
          "method": "GET",
          "url": "http://<<ip>>/cgi-bin/status.json",
          "httpVersion": "HTTP/1.1",
          "headers": [
            {"name": "Host", "value": "<<ip>>"},
            {"name": "Authorization", "value": "Basic <<s>>"}
          ]
        },
        "response": {"status": 200, "statusText": "OK", "headers": []}
      }
    ]
  }
}
""",
    "json",
    "json",
    enc=lambda pw: enc_b64("admin:" + pw),
    decode=dec_basic,
)

reg(
    FAM,
    "volcano_hazard_map_julia_const_token",
    ("hazard/src/<<org>>_tiles.jl", "notebooks/lava_flow_<<id>>.jl"),
    """module LavaTiles

using HTTP, JSON3

const MAPBOX_TOKEN = "<<s>>"
const STYLE = "<<org>>/lava-flow-v<<n>>"

function tile(z, x, y)
    url = "https://api.mapbox.com/styles/v1/$(STYLE)/tiles/$(z)/$(x)/$(y)?access_token=$(MAPBOX_TOKEN)"
    return HTTP.get(url).body
end

end
""",
    lambda r: "sk.eyJ1Ijoi" + alnum(r, 30) + "." + alnum(r, 22),
    "",
)
