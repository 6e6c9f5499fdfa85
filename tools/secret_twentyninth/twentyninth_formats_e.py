"""Family: travelling fairground showmen (ride controllers, token booths, crew)."""

from twentyninth_spec import reg

F = "fairground_showmen_ride_operators"

reg(
    F,
    "fairground_ride_telemetry_mosquitto_bridge_conf",
    ("etc/mosquitto/conf.d/bridge-<<org>>.conf", "rides/waltzer/mosquitto_bridge_<<n>>.conf"),
    """# ride PLC telemetry -> showmen's cloud broker
connection fairground-cloud
address mqtt.<<dom>>:8883
topic rides/# out 1 "" <<org>>/
remote_username waltzer<<n>>
remote_password <<v>>
bridge_cafile /etc/ssl/certs/ca-certificates.crt
cleansession true
""",
    "pw_bare",
    "",
)

reg(
    F,
    "fairground_token_booth_appsettings_connection",
    ("TokenBooth/appsettings.Production.json", "<<org>>/booth/appsettings.json"),
    """{
  "Logging": { "LogLevel": { "Default": "Warning" } },
  "ConnectionStrings": {
    "Tokens": "Server=<<ip>>;Database=RideTokens;User Id=booth<<n>>;Password=<<v>>;Encrypt=False"
  },
  "Booth": { "Site": "<<orgt>>", "TokenPricePence": 250 }
}
""",
    "pw_xml",
)

reg(
    F,
    "fairground_showmen_italian_email_la_password",
    ("posta/giostrai/<<year>>-<<mon>>-<<day>>_accesso.eml", "mail/<<org>>/fiera_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: ufficio@<<dom>>
Subject: accesso portale fiere e sagre
Date: Fri, <<day>> May <<year>> 11:<<mm>>:03 +0200

Ciao Lupita,
per le domande di posteggio alla fiera di settembre entra nel portale del comune con:
utente: <<org>>.attrazioni
la password è <<v>>
Mi raccomando di caricare anche il collaudo della giostra.
Saluti, <<first>>
""",
    "h",
)

reg(
    F,
    "fairground_generator_monitor_lua_config",
    ("genmon/config.lua", "<<org>>/generators/monitor_<<n>>.lua"),
    """-- generator fuel / load monitor for the back-end
local config = {}
config.site = "<<org>>"
config.generators = { "cat-500", "perkins-200" }
config.cloud_url = "https://telemetry.<<dom>>/push"
config.api_key = "<<v>>"
config.interval = 30
return config
""",
    "hex:40",
    "",
)

reg(
    F,
    "fairground_ride_inspection_jira_comment",
    ("tickets/RIDE-<<nn>>.txt", "exports/<<org>>/jira_ride_inspection_<<n>>.txt"),
    """RIDE-<<nn>>: Annual inspection upload - Gallopers
Status: In Progress   Assignee: <<first>> <<last>>

Comment (<<first2>>, <<day>>/<<mon>>/<<year>> <<hh>>:<<mm>>):
Inspector needs to upload the NDT report himself. I've created him a login on the
inspection portal: user ndt.inspector, temp pass <<v>> - he'll change it on first login.

Comment (<<first>>, <<day>>/<<mon>>/<<year>> <<hh>>:<<mm>>):
Thanks, report uploaded, closing once the DOC is signed.
""",
    "h",
)

reg(
    F,
    "fairground_led_sign_batch_curl_ftp_url",
    ("signs/upload_prices.bat", "<<org>>\\\\sign\\\\push_<<n>>.bat"),
    """@echo off
rem push tonight's ride prices to the LED sign on the paybox
set SIGN=<<ip>>
curl -T C:\\Signs\\prices.txt ftp://sign:<<v>>@%SIGN%/programs/
if errorlevel 1 echo upload failed >> C:\\Signs\\log.txt
""",
    "pw_url",
    "",
)

reg(
    F,
    "fairground_season_bookings_vba_adodb",
    ("Bookings/modDatabase.bas", "<<org>>/season_<<year>>/modBookings.bas"),
    """Attribute VB_Name = "modDatabase"
Option Explicit

Public Function OpenBookings() As ADODB.Connection
    Dim cn As New ADODB.Connection
    cn.ConnectionString = "Provider=SQLOLEDB;Data Source=<<host>>;Initial Catalog=Grounds;" & _
        "User ID=bookings;Password=<<v>>;"
    cn.Open
    Set OpenBookings = cn
End Function
""",
    "pw_dq",
    "",
)

reg(
    F,
    "fairground_crew_sms_reply_value_only",
    ("sms/<<first>>_<<year>><<mon>><<day>>.txt", "phone/<<org>>/messages_<<n>>.txt"),
    """<<first2>> (<<hh>>:<<mm>>): whats the code for the new wifi in the living wagon
Me (<<hh>>:<<mm>>): <<v>>
<<first2>> (<<hh>>:<<mm>>): ta
""",
    "h",
)
