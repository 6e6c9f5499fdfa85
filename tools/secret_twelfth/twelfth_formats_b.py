"""Twelfth corpus formats: gnss_rtk_correction_streams (NTRIP casters and clients, RTKLIB, gpsd)."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import random
import re

from twelfth_corpus import (
    DIGITS,
    SYM_BARE,
    SYM_DQ,
    SYM_URL,
    UPPER,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    pick,
    user,
    words_pw,
)

FAM = "gnss_rtk_correction_streams"


def _caster(rng: random.Random) -> str:
    return pick(
        rng,
        (
            f"caster.{domain(rng)}",
            f"ntrip.{domain(rng)}",
            f"rtk.{domain(rng)}",
            f"gnss.{domain(rng)}",
        ),
    )


def _mount(rng: random.Random) -> str:
    return pick(rng, ("", "VRS_", "RTCM3_", "MSM4_")) + alnum(rng, 4, UPPER) + alnum(rng, 1, DIGITS)


def _ntrip_user(rng: random.Random) -> str:
    return pick(rng, (user(rng), f"farm{rng.randint(10, 999)}", f"{user(rng)}-rover"))


@fmt(FAM, "rtklib_str2str_ntrip_client_url_userinfo_systemd")
def _str2str_cli(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL)
    c, m = _caster(rng), _mount(rng)
    text = f"""[Unit]
Description=RTCM corrections from {c} to the base radio
After=network-online.target

[Service]
ExecStart=/usr/local/bin/str2str -in ntrip://{_ntrip_user(rng)}:{pw}@{c}:2101/{m} -out serial://ttyUSB0:57600:8:n:1:off -b 1
Restart=always
RestartSec=10

[Install]
WantedBy=multi-user.target
"""
    return Out(
        pick(
            rng,
            (
                "etc/systemd/system/str2str-rtcm.service",
                "systemd/ntrip-relay.service",
                "deploy/rtk-corrections.service",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "rtklib_str2str_ntrips_server_mountpoint_password_crontab")
def _str2str_srv(rng: random.Random) -> Out:
    pw = gen_pw(rng, n=rng.randint(10, 14), sym="")
    c, m = _caster(rng), _mount(rng)
    text = f"""# m h dom mon dow command
@reboot sleep 30 && /home/pi/RTKLIB/app/consapp/str2str/gcc/str2str -in serial://ttyACM0:115200#ubx -out ntrips://:{pw}@{c}:2101/{m}#rtcm3 -msg "1005(10),1074,1084,1094,1124,1230(10)" -p 52.0312 5.1123 18.4 >> /home/pi/base.log 2>&1
15 3 * * * /usr/bin/find /home/pi -name 'base.log' -size +50M -delete
"""
    return Out(pick(rng, ("crontab.txt", "base-station/crontab", "pi/crontab-base")), text, pw, "")


@fmt(FAM, "rtkrcv_conf_inpstr2_path_ntripcli_userinfo")
def _rtkrcv(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.~")
    c, m = _caster(rng), _mount(rng)
    text = f"""# rtkrcv options (v.2.4.3)
console-passwd     =admin
console-timetype   =gpst
inpstr1-type       =serial     # (0:off,1:serial,2:file,3:tcpsvr,4:tcpcli,7:ntripcli,8:ftp,9:http)
inpstr2-type       =ntripcli
inpstr3-type       =off
inpstr1-path       =ttyACM0:115200:8:n:1:off
inpstr2-path       ={_ntrip_user(rng)}:{pw}@{c}:2101/{m}
inpstr1-format     =ubx
inpstr2-format     =rtcm3
inpstr2-nmeareq    =single
pos1-posmode       =kinematic
pos1-frequency     =l1+l2
pos2-armode        =fix-and-hold
out-solformat      =llh
"""
    return Out(
        pick(rng, ("rtkrcv.conf", "conf/rover_rtk.conf", "rtklib/rtkrcv_rover.conf")), text, pw, ""
    )


@fmt(FAM, "bkg_ntripcaster_conf_encoder_password_line")
def _ntripcaster(rng: random.Random) -> Out:
    pw = gen_pw(rng, n=rng.randint(10, 16), sym="-_.")
    text = f"""########################### NtripCaster configuration ###########################
location {pick(rng, ("Utrecht", "Tartu", "Aarhus", "Graz", "Bergen"))}
rp_email gnss-ops@{domain(rng)}
server_url http://{_caster(rng)}

max_clients 300
max_clients_per_source 200
max_sources 40

encoder_password {pw}

server_name {_caster(rng)}
port 2101

logdir /var/log/ntripcaster
logfile ntripcaster.log
"""
    return Out(
        pick(
            rng,
            (
                "usr/local/ntripcaster/conf/ntripcaster.conf",
                "conf/ntripcaster.conf",
                "caster/ntripcaster.conf",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "pygnssutils_gnssntripclient_ntrippassword_flag_script")
def _pygnss(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE) if rng.random() < 0.6 else words_pw(rng, "-._")
    text = f"""#!/bin/sh
# corrections for the survey rover, fed into the F9P over /dev/ttyACM0
exec gnssntripclient \\
  --server {_caster(rng)} --port 2101 --https 0 \\
  --mountpoint {_mount(rng)} \\
  --ntripuser {_ntrip_user(rng)} --ntrippassword {pw} \\
  --ggainterval 10 --ggamode 0 \\
  --output /dev/ttyACM0 --verbosity 1
"""
    return Out(
        pick(rng, ("bin/rover-ntrip.sh", "scripts/start_corrections.sh", "rover/ntrip.sh")),
        text,
        pw,
        "",
    )


@fmt(FAM, "gpsd_default_devices_ntrip_url_userinfo")
def _gpsd(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL)
    text = f"""# Devices gpsd should collect to at boot time.
# They need to be read/writeable, either by user gpsd or the group dialout.
DEVICES="/dev/ttyACM0 ntrip://{_ntrip_user(rng)}:{pw}@{_caster(rng)}:2101/{_mount(rng)}"

# Other options you want to pass to gpsd
GPSD_OPTIONS="-n -G"

# Automatically hot add/remove USB GPS devices via gpsdctl
USBAUTO="true"
"""
    return Out(
        pick(rng, ("etc/default/gpsd", "gpsd/default-gpsd", "ansible/files/gpsd.default")),
        text,
        pw,
        "",
    )


@fmt(FAM, "arduino_esp32_ntrip_client_caster_user_pw_const")
def _esp32(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_DQ) if rng.random() < 0.6 else words_pw(rng)
    wifi = words_pw(rng)
    text = f"""#include <WiFi.h>
#include <SparkFun_u-blox_GNSS_Arduino_Library.h>

const char ssid[] = "{pick(rng, ("Barn-AP", "FieldNet", "Tractor5G", "Shed_WLAN"))}";
const char password[] = "{wifi}";

const char casterHost[] = "{_caster(rng)}";
const uint16_t casterPort = 2101;
const char casterUser[] = "{_ntrip_user(rng)}";
const char casterUserPW[] = "{pw}";
const char mountPoint[] = "{_mount(rng)}";

SFE_UBLOX_GNSS myGNSS;

void setup() {{
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) delay(500);
}}
"""
    return Out(
        pick(
            rng, ("NtripClient/NtripClient.ino", "firmware/rover/rover.ino", "src/ntrip_rover.ino")
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "bkg_ntripclient_u_p_flags_serial_device")
def _ntripclient(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE)
    text = f"""#!/bin/bash
while true; do
  ./ntripclient -s {_caster(rng)} -r 2101 -m {_mount(rng)} -u {_ntrip_user(rng)} -p {pw} -M 4 -D /dev/ttyUSB1 -B 115200
  sleep 5
done
"""
    return Out(
        pick(rng, ("ntripclient-loop.sh", "tools/corrections.sh", "rtk/run_ntripclient.sh")),
        text,
        pw,
        "",
    )


def _decode_basic(text: str) -> str:
    m = re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


@fmt(FAM, "ntrip_rev1_get_request_basic_authorization_netcat_script", decode=_decode_basic)
def _ntrip_nc(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.!")
    u = _ntrip_user(rng)
    tok = base64.b64encode(f"{u}:{pw}".encode()).decode()
    c, m = _caster(rng), _mount(rng)
    text = f"""#!/bin/sh
# Minimal NTRIP 1.0 pull for the field laptop (no RTKLIB there).
printf 'GET /{m} HTTP/1.0\\r\\nUser-Agent: NTRIP nc/1.0\\r\\nAuthorization: Basic {tok}\\r\\n\\r\\n' \\
  | nc {c} 2101 > /dev/ttyUSB0
"""
    return Out(pick(rng, ("ntrip_nc.sh", "field/pull_rtcm.sh", "bin/ntrip-pull")), text, pw, "")
