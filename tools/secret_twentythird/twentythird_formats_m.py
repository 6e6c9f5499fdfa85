"""Family: lifeboat station and volunteer sea rescue."""
# ruff: noqa: E501

import re

from twentythird_spec import reg

F = "lifeboat_station_sea_rescue"

_XLAT = "dsfd;kfoA,.iyewrkldJKDHSUBsgvca69834ncxv9873254k;fg87"


def _type7(pw: str, s: dict) -> str:
    seed = int(s["n"]) % 16
    return f"{seed:02d}" + "".join(
        f"{ord(c) ^ ord(_XLAT[(seed + i) % len(_XLAT)]):02X}" for i, c in enumerate(pw)
    )


def _dec_type7(text: str) -> str:
    enc = re.search(r"^username crew privilege 15 password 7 ([0-9A-F]+)$", text, re.M).group(1)
    seed = int(enc[:2])
    body = enc[2:]
    return "".join(
        chr(int(body[i : i + 2], 16) ^ ord(_XLAT[(seed + i // 2) % len(_XLAT)]))
        for i in range(0, len(body), 2)
    )


reg(
    F,
    "lifeboat_station_router_cisco_type7_password",
    ("network/<<org>>/station-rtr-<<n>>.cfg", "configs/lifeboat_router<<n>>.txt"),
    """!
hostname LB-STATION-<<n>>
!
service password-encryption
username crew privilege 15 password 7 <<enc>>
!
interface GigabitEthernet0/0
 description uplink to boathouse
 ip address <<ip>> 255.255.255.0
!
line vty 0 4
 login local
 transport input ssh
!
end
""",
    "alnum",
    "",
    enc=_type7,
    decode=_dec_type7,
)

reg(
    F,
    "lifeboat_pager_gateway_yaml_sms_api_key",
    ("pager-gw/<<org>>/config.yaml", "callout/gateway<<n>>.yml"),
    """callout:
  station: <<org>>
  escalate_after_s: 90
sms:
  provider: textlocal
  sender: LIFEBOAT
  api_key: <<pw>>
pager:
  serial: /dev/ttyUSB0
""",
    "key40",
)

reg(
    F,
    "lifeboat_crew_callout_ts_axios_auth_object",
    ("crew-app/src/<<org>>/callout.ts", "callout/src/api<<n>>.ts"),
    """import axios from "axios";

export const callout = axios.create({
  baseURL: "https://callout.<<dom>>/api",
  auth: { username: "<<user>>", password: "<<pw>>" },
  timeout: 5000,
});
""",
    "dq",
    "",
)

reg(
    F,
    "lifeboat_radio_watch_log_handover_sentence",
    ("logs/<<org>>/watch-<<date>>.txt", "radio/watchlog_<<n>>.txt"),
    """<<time>>  VHF ch16 radio check Coastguard, loud and clear
<<time>>  Shout <<n>>/<<year>> stood down, ALB back on station
<<time>>  Handover to <<first>>: launch-log PC now logs in as station with <<pw>> (changed today after the audit)
""",
    "human",
    "",
)

reg(
    F,
    "lifeboat_launch_tractor_canbus_ini_service_password",
    ("tractor/<<org>>/canlogger.ini", "launch/tractor<<n>>.ini"),
    """[can]
bitrate = 250000
interface = can0

[service_portal]
host = <<host>>
user = service
service_password = <<pw>>
""",
    "ini",
)

reg(
    F,
    "lifeboat_training_records_sqlplus_slash_connect",
    ("scripts/<<org>>/training_report.sh", "cron/competence<<n>>.sh"),
    """#!/bin/sh
sqlplus -s <<user>>/<<pw>>@<<host>>:1521/TRAIN <<'SQL'
SET PAGESIZE 0
SELECT crew_id, module, expires FROM competence WHERE expires < SYSDATE + 30;
SQL
""",
    "alnum",
    "",
)

reg(
    F,
    "lifeboat_weather_weewx_conf_wunderground_password",
    ("weewx/<<org>>/weewx.conf", "etc/weewx/weewx<<n>>.conf"),
    """[Station]
    location = "Lifeboat station <<n>>"
    station_type = Vantage

[StdRESTful]
    [[Wunderground]]
        enable = true
        station = ILIFEB<<n3>>
        password = <<pw>>
        rapidfire = False
""",
    "bare",
    "",
)

reg(
    F,
    "lifeboat_coxswain_irish_email_pasfhocal",
    ("mail/<<org>>/coxswain_<<n>>.eml", "inbox/<<date>>-stáisiún<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: criu@<<dom>>
Subject: Córas rollaí nua

A chairde,

Tá an córas rollaí nua beo. Logáil isteach leis an ainm úsáideora <<user>> agus an pasfhocal <<pw>> go dtí go mbeidh cuntais féin agaibh.

Le meas,
<<first>>
""",
    "human",
    "",
)
