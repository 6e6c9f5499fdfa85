"""Planetariums and fulldome theatres: show-control servers, dome projectors, ticketing,
school-booking forms."""

import html
import re

from nineteenth_spec import reg

F = "planetarium_fulldome_show_control"

reg(
    F,
    "fulldome_show_control_ini_media_server_password",
    "dome/<<o>>/showcontrol_<<n>>.ini",
    """[Dome]
Diameter_m=18
Projectors=6
[MediaServer]
Host=<<h>>
User=showops
Password=<<v>>
[Starball]
Port=COM3
""",
    "ini",
)

reg(
    F,
    "dome_projector_edge_blend_json_admin_password",
    "projectors/<<o>>_blend_<<n>>.json",
    """{
  "channels": 6,
  "warp_file": "dome_18m_v<<n>>.mpcdi",
  "projectors": [{"ip": "<<ip>>", "user": "admin", "password": "<<v>>"}]
}
""",
    "json",
)

reg(
    F,
    "planetarium_ticketing_yaml_box_office_api_key",
    "ticketing/<<o>>/box_office_<<n>>.yaml",
    """venue: <<o>> Planetarium
shows:
  - title: Black Holes
    runtime_min: 35
box_office:
  api_base: https://tickets.<<d>>/v1
  api_key: <<v>>
""",
    "p:bo_live_:32",
)

reg(
    F,
    "planetarium_school_booking_html_form_entity_escaped_password",
    "site/<<o>>/admin/settings_<<n>>.html",
    """<!doctype html>
<html><body>
<form method="post" action="/admin/settings">
  <label>SMTP user <input name="smtp_user" value="bookings@<<d>>"></label>
  <label>SMTP password <input type="password" name="smtp_pass" value="<<ev>>"></label>
  <button>Save</button>
</form>
</body></html>
""",
    "sq",
    "",
    enc=lambda v: html.escape(v, quote=True),
    decode=lambda t: html.unescape(re.search(r'name="smtp_pass" value="([^"]*)"', t).group(1)),
    need=lambda v: "&" in v,
)

reg(
    F,
    "dome_audio_console_osc_python_remote_password",
    "audio/osc_bridge_<<m>>.py",
    """from pythonosc.udp_client import SimpleUDPClient

CONSOLE = SimpleUDPClient("<<ip>>", 10023)
CONSOLE_PASSWORD = "<<v>>"
CONSOLE.send_message("/auth", CONSOLE_PASSWORD)
CONSOLE.send_message("/ch/01/mix/fader", 0.75)
""",
    "dq",
)

reg(
    F,
    "planetarium_show_archive_sh_aws_secret_env",
    "archive/sync_shows_<<n>>.sh",
    """#!/bin/bash
export AWS_ACCESS_KEY_ID=AKIA<<hx>>QZ7B
export AWS_SECRET_ACCESS_KEY=<<v>>
aws s3 sync /media/shows s3://<<o>>-dome-masters --storage-class GLACIER
""",
    "a:40",
    "",
)

reg(
    F,
    "planetarium_operator_shift_log_txt_console_login",
    "logs/shift_<<date>>_<<n>>.txt",
    """<<date>> 10:30 school show, full dome, star ball OK
<<date>> 13:00 lamp hours 1840 on P3
<<date>> 16:40 new operator started - gave her the show console login: dome / <<v>>
""",
    "words",
    "",
)
