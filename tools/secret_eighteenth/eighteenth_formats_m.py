"""Observatories: INDI drivers, ASCOM Alpaca, cloud sensors, all-sky cameras, schedulers."""
# ruff: noqa: E501

from eighteenth_corpus import (
    SYM_JSON,
    SYM_SQ,
    SYM_XML,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    ip,
    org,
    words_pw,
)

FAM = "observatory_telescope_dome_control"


@fmt(FAM, "indi_dome_driver_config_xml_web_relay_password")
def _indi(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<INDIDriver>
<newTextVector device="Dome Scripting Gateway" name="RELAY_SETTINGS">
  <oneText name="HOST"><<ip>></oneText>
  <oneText name="USER">dome</oneText>
  <oneText name="PASSWORD"><<pw>></oneText>
</newTextVector>
<newNumberVector device="Dome Scripting Gateway" name="DOME_PARAMS">
  <oneNumber name="AUTOSYNC_THRESHOLD">0.5</oneNumber>
</newNumberVector>
</INDIDriver>
""",
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"home/{o}/.indi/Dome_Scripting_Gateway_config_{rng.randint(1, 20)}.xml", text, pw)


@fmt(FAM, "ascom_alpaca_remote_json_device_password")
def _alpaca(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_JSON)
    text = fill(
        """{"ServerName": "<<o>> roll-off roof", "Port": 11111, "Devices": [{"Type": "Dome", "Number": 0}, {"Type": "SafetyMonitor", "Number": 0}],
 "Authentication": {"Enabled": true, "UserName": "observer", "Password": "<<pw>>"}}
""",
        o=o,
        pw=pw,
    )
    return Out(f"ASCOM/{o}/AlpacaRemote{rng.randint(1, 20)}.json", text, pw)


@fmt(FAM, "cloud_sensor_weather_yaml_upload_key")
def _cloud(rng):
    o = org(rng)
    key = hexs(rng, 32)
    text = fill(
        """sensor:
  port: /dev/ttyUSB0
  sky_minus_ambient_cloudy: -18
  rain_close: true
upload:
  url: https://skywatch.<<dom>>/api/site/<<o>>
  key: <<key>>
""",
        dom=domain(rng),
        o=o,
        key=key,
    )
    return Out(f"observatory/{o}/cloudsensor{rng.randint(1, 20)}.yaml", text, key)


@fmt(FAM, "allsky_camera_ftp_settings_sh_remote_password")
def _allsky(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """#!/bin/bash
# allsky upload settings (sourced by upload.sh)
PROTOCOL="ftps"
REMOTE_HOST="<<h>>"
REMOTE_USER="allsky"
REMOTE_PASSWORD='<<pw>>'
IMAGE_DIR="/<<o>>/allsky/"
TIMELAPSE_UPLOAD="true"
""",
        h=host(rng, "web"),
        pw=pw,
        o=o,
    )
    return Out(f"home/pi/allsky/config/ftp-settings-{o}-{rng.randint(1, 20)}.sh", text, pw, "")


@fmt(FAM, "observatory_scheduler_python_archive_api_token_const")
def _sched(rng):
    o = org(rng)
    tok = alnum(rng, 40, "0123456789abcdef")
    text = fill(
        """\"\"\"Nightly queue: pull approved requests, push reduced FITS to the archive.\"\"\"
ARCHIVE_URL = "https://archive.<<dom>>/api/frames/"
ARCHIVE_TOKEN = "<<tok>>"
MIN_ALTITUDE_DEG = 30
TWILIGHT = "astronomical"


def headers():
    return {"Authorization": f"Token {ARCHIVE_TOKEN}"}
""",
        dom=domain(rng),
        tok=tok,
    )
    return Out(f"{o}/scheduler/settings{rng.randint(1, 30)}.py", text, tok)


@fmt(FAM, "observing_log_txt_night_assistant_login")
def _obslog(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """<<o>> observatory - night log <<d>>
18:55 dome open, seeing ~2.1", humidity 71%
19:40 M42 LRGB 10x300s each
21:12 roof closed, cloud sensor tripped. reopened 21:48
note for next assistant: the camera PC login changed, it's observer / <<pw>>
03:30 flats, park, dome closed
""",
        o=o,
        d=f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        pw=pw,
    )
    return Out(f"logs/{o}/night_{rng.randint(1, 365)}.txt", text, pw, "")
