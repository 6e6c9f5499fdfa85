"""Falconry and raptor centres: GPS telemetry tags, weighing logs, flying-display ticketing,
mews cameras, licence returns, bird-control contracts."""

# ruff: noqa: E501
from nineteenth_spec import reg

F = "falconry_raptor_mews_telemetry"

reg(
    F,
    "falcon_gps_tag_base_station_toml_cloud_key",
    "telemetry/<<o>>/base_station_<<n>>.toml",
    """# GPS backpack tag base station (LoRa)
[radio]
frequency_mhz = 868.1
spreading_factor = 9

[birds]
tags = ["HAR-<<n>>", "PER-<<m>>"]

[cloud]
url = "https://track.<<d>>/api/fixes"
api_key = "<<v>>"
""",
    "p:ftk_:34",
)

reg(
    F,
    "falcon_weighing_log_python_gspread_service_password",
    "mews/weights_<<m>>.py",
    """import datetime
import smtplib

BIRDS = {"Hawk": 680, "Saker": 910, "Barn owl": 300}


def send(report):
    s = smtplib.SMTP_SSL("mail.<<d>>", 465)
    s.login("mews@<<d>>", "<<v>>")
    s.sendmail("mews@<<d>>", ["<<e>>"], report)
    s.quit()


today = datetime.date.today().isoformat()
send("\\n".join(f"{b}: {g} g" for b, g in BIRDS.items()) + "\\n" + today)
""",
    "dq",
)

reg(
    F,
    "falconry_display_ticketing_env_checkout_key",
    "displays/<<o>>/.env.<<n>>",
    """APP_NAME="Flying Displays"
TIMEZONE=Europe/London
DISPLAY_TIMES=11:30,14:00,16:00
CHECKOUT_PUBLIC=pk_live_<<hx>>
CHECKOUT_SECRET=<<v>>
MAIL_FROM=bookings@<<d>>
""",
    "p:sk_live_:48",
    "",
)

reg(
    F,
    "mews_camera_nvr_xml_rtsp_password",
    "cameras/mews_<<n>>.xml",
    """<?xml version="1.0"?>
<Cameras site="<<o>> mews">
  <Camera id="<<n>>" name="Aviary <<n>>" model="IPC-T54">
    <Stream url="rtsp://<<ip>>:554/Streaming/Channels/101"/>
    <Credentials user="viewer" pass="<<v>>"/>
  </Camera>
</Cameras>
""",
    "xml",
)

reg(
    F,
    "raptor_licence_return_ps1_portal_password",
    "returns/Submit-Return-<<m>>.ps1",
    """# annual captive-bird return to the licensing portal
$body = @{
    licence  = 'CB-<<m>>'
    user     = '<<ud>>'
    password = '<<v>>'
}
$session = Invoke-RestMethod -Method Post -Uri 'https://licensing.<<d>>/login' -Body $body
Invoke-RestMethod -Uri 'https://licensing.<<d>>/returns' -Method Post -InFile .\\birds.csv -Headers @{ Session = $session.id }
""",
    "sq",
    "",
)

reg(
    F,
    "bird_control_contract_yaml_drone_fleet_api_secret",
    "contracts/<<o>>/bird_control_<<n>>.yaml",
    """client: <<o>> landfill
service: gull deterrence (harris hawks + drone)
schedule:
  days: [mon, wed, fri]
  start: "06:30"
drone_fleet:
  provider_url: https://fleet.<<d>>
  api_id: bc-<<n>>
  api_secret: "<<v>>"
""",
    "dq",
)

reg(
    F,
    "falconer_whatsapp_export_txt_tracker_login",
    "chats/WhatsApp Chat with Falconry Team <<n>>.txt",
    """[<<date>>, 07:12:44] <<u>>: Morning all, Saker is 12g over, no flying today
[<<date>>, 07:14:02] <<ud>>: ok. I'll do the weigh-in for the owls
[<<date>>, 07:20:31] <<u>>: Tracker app for the new GPS tags: login falconry@<<d>> password <<v>>
[<<date>>, 07:21:05] <<ud>>: 👍 thanks
""",
    "words",
    "",
)
