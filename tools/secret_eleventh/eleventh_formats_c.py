"""Family smarthome_hub_addons: home-automation hubs and their add-ons not covered earlier."""

# Embedded files keep their own long lines.
# ruff: noqa: E501

from __future__ import annotations

import base64
import random
import re

from eleventh_corpus import (
    ALNUM,
    SYM_JSON,
    SYM_SQ,
    SYM_URL,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    pick,
    user,
    words_pw,
)

F = "smarthome_hub_addons"


def lan(rng: random.Random) -> str:
    return f"192.168.{rng.randint(0, 20)}.{rng.randint(2, 250)}"


@fmt(F, "homebridge_config_json_eufy_platform_password")
def homebridge(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym=SYM_JSON)
    text = fill(
        """{
    "bridge": {
        "name": "Homebridge <<pin4>>",
        "username": "0E:<<mac>>",
        "port": 51826,
        "pin": "031-45-<<pin3>>"
    },
    "accessories": [],
    "platforms": [
        {
            "name": "Config",
            "port": 8581,
            "platform": "config"
        },
        {
            "platform": "EufySecurity",
            "name": "EufySecurity",
            "username": "<<mail>>",
            "password": "<<pw>>",
            "country": "DE",
            "pollingIntervalMinutes": 10,
            "hkHome": 1,
            "hkAway": 0
        }
    ]
}
""",
        pin4=hexs(rng, 4, True),
        mac=":".join(hexs(rng, 2, True) for _ in range(5)),
        pin3=rng.randint(100, 999),
        mail=f"{user(rng)}@{domain(rng)}",
        pw=pw,
    )
    return Out(
        pick(
            rng,
            ("homebridge/config.json", "var/lib/homebridge/config.json", ".homebridge/config.json"),
        ),
        text,
        pw,
    )


@fmt(F, "iobroker_data_iobroker_json_states_redis_pass")
def iobroker(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+~")
    rh = lan(rng)
    text = fill(
        """{
  "system": {
    "memoryLimitMB": 0,
    "hostname": "",
    "instanceStartInterval": 2000,
    "compact": false
  },
  "objects": {
    "type": "jsonl",
    "host": "127.0.0.1",
    "port": 9001,
    "noFileCache": false,
    "connectTimeout": 2000
  },
  "states": {
    "type": "redis",
    "host": "<<rh>>",
    "port": 6379,
    "pass": "<<pw>>",
    "maxQueue": 1000,
    "options": {
      "auth_pass": "<<pw>>",
      "retry_max_delay": 5000
    }
  },
  "log": {
    "level": "info",
    "maxDays": 7
  },
  "dataDir": "../../iobroker-data/"
}
""",
        rh=rh,
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "opt/iobroker/iobroker-data/iobroker.json",
                "iobroker-data/iobroker.json",
                "iobroker/iobroker-data/iobroker.json",
            ),
        ),
        text,
        pw,
    )


def _fhem_decode(text: str) -> str:
    m = re.search(r"attr WEB\w* basicAuth (\S+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


@fmt(F, "fhem_cfg_attr_web_basicauth_base64_user_colon_password", decode=_fhem_decode)
def fhem(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#%&*+-_.?@^~")
    u = user(rng)
    blob = base64.b64encode(f"{u}:{pw}".encode()).decode()
    web = pick(rng, ("WEB", "WEBphone", "WEBtablet"))
    text = fill(
        """attr global logfile ./log/fhem-%Y-%m.log
attr global modpath .
attr global motd none
attr global statefile ./log/fhem.save
attr global verbose 3

define telnetPort telnet 7072 global

define <<web>> FHEMWEB 8083 global
attr <<web>> stylesheetPrefix dark
attr <<web>> basicAuth <<blob>>
attr <<web>> HTTPS 1

define initialUsbCheck notify global:INITIALIZED usb create
define CUL_0 CUL /dev/ttyACM0@9600 1034
attr CUL_0 rfmode SlowRF
""",
        web=web,
        blob=blob,
    )
    return Out(pick(rng, ("opt/fhem/fhem.cfg", "fhem/fhem.cfg", "fhem.cfg")), text, pw, "")


@fmt(F, "jeedom_core_config_common_config_php_db_password")
def jeedom(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ)
    text = fill(
        """<?php
/* This file is part of Jeedom.
 *
 * Jeedom is free software: you can redistribute it and/or modify
 * it under the terms of the GNU General Public License as published by
 * the Free Software Foundation, either version 3 of the License, or
 * (at your option) any later version.
 */

global $CONFIG;
$CONFIG = array(
	//BDD
	'db' => array(
		'host' => '<<dbhost>>',
		'port' => '3306',
		'dbname' => 'jeedom',
		'username' => 'jeedom',
		'password' => '<<pw>>',
	),
);
""",
        dbhost=pick(rng, ("localhost", "127.0.0.1", lan(rng))),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "var/www/html/core/config/common.config.php",
                "core/config/common.config.php",
                "jeedom/core/config/common.config.php",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "zwave_js_ui_store_settings_json_s2_access_control_key")
def zwavejs(rng: random.Random) -> Out:
    keys = {
        k: hexs(rng, 32, True)
        for k in ("S2_Unauthenticated", "S2_Authenticated", "S2_AccessControl", "S0_Legacy")
    }
    text = (
        "{\n"
        '  "mqtt": {\n'
        '    "name": "Zwavejs2Mqtt",\n'
        f'    "host": "{lan(rng)}",\n'
        '    "port": 1883,\n'
        '    "qos": 1,\n'
        '    "prefix": "zwave",\n'
        '    "disabled": true\n'
        "  },\n"
        '  "zwave": {\n'
        f'    "port": "/dev/serial/by-id/usb-Zooz_800_Z-Wave_Stick_{hexs(rng, 16)}-if00",\n'
        '    "allowBootloaderOnly": false,\n'
        '    "commandsTimeout": 30,\n'
        '    "logLevel": "info",\n'
        '    "securityKeys": {\n'
        + ",\n".join(f'      "{k}": "{v}"' for k, v in keys.items())
        + "\n    },\n"
        '    "serverEnabled": true,\n'
        '    "serverPort": 3000\n'
        "  },\n"
        '  "gateway": {\n'
        '    "type": 0,\n'
        '    "plugins": [],\n'
        '    "authEnabled": false\n'
        "  }\n"
        "}\n"
    )
    return Out(
        pick(
            rng,
            (
                "store/settings.json",
                "zwave-js-ui/store/settings.json",
                "opt/zwave-js-ui/store/settings.json",
            ),
        ),
        text,
        keys["S2_AccessControl"],
    )


@fmt(F, "tinytuya_wizard_devices_json_local_key")
def tinytuya(rng: random.Random) -> Out:
    devs = []
    for _ in range(rng.randint(2, 4)):
        devs.append(
            {
                "name": pick(
                    rng, ("Kitchen Plug", "Desk Lamp", "Hallway Bulb", "Heater", "Fan Living Room")
                ),
                "id": "bf" + hexs(rng, 20),
                "key": alnum(rng, 16, ALNUM + "{}|<>^;`~"),
                "mac": ":".join(hexs(rng, 2) for _ in range(6)),
                "uuid": hexs(rng, 16),
                "category": pick(rng, ("cz", "dj", "kg", "fs")),
                "product_name": pick(rng, ("Smart Plug", "Smart Bulb", "Fan Switch")),
                "ip": lan(rng),
                "version": "3.3",
            }
        )
    needle = devs[rng.randrange(len(devs))]["key"]
    lines = ["["]
    for i, d in enumerate(devs):
        lines.append("    {")
        items = list(d.items())
        for j, (k, v) in enumerate(items):
            lines.append(f'        "{k}": "{v}"' + ("," if j < len(items) - 1 else ""))
        lines.append("    }" + ("," if i < len(devs) - 1 else ""))
    lines.append("]")
    return Out(
        pick(rng, ("devices.json", "tuya/devices.json", "home/pi/tinytuya/devices.json")),
        "\n".join(lines) + "\n",
        needle,
    )


@fmt(F, "python_miio_miiocli_token_flag_cron_script")
def miio(rng: random.Random) -> Out:
    tok = hexs(rng, 32)
    addr = lan(rng)
    text = fill(
        """#!/bin/sh
# start the vacuum at 09:30 on weekdays (crontab: 30 9 * * 1-5 /home/pi/bin/vacuum-start.sh)
set -e
VAC_IP=<<ip>>
/home/pi/.local/bin/miiocli roborockvacuum --ip "$VAC_IP" --token <<tok>> start
sleep 5
/home/pi/.local/bin/miiocli roborockvacuum --ip "$VAC_IP" --token <<tok>> status >> /var/log/vacuum.log
""",
        ip=addr,
        tok=tok,
    )
    return Out(
        pick(rng, ("home/pi/bin/vacuum-start.sh", "bin/roborock-start.sh", "scripts/vacuum.sh")),
        text,
        tok,
        "",
    )


@fmt(F, "magicmirror_config_js_calendar_url_userinfo_password")
def magicmirror(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL)
    u = user(rng)
    dom = domain(rng)
    text = fill(
        """let config = {
	address: "0.0.0.0",
	port: 8080,
	ipWhitelist: [],
	language: "de",
	timeFormat: 24,
	units: "metric",

	modules: [
		{ module: "clock", position: "top_left" },
		{
			module: "calendar",
			header: "Familie",
			position: "top_left",
			config: {
				maximumEntries: 8,
				calendars: [
					{
						symbol: "calendar-check",
						url: "https://<<u>>:<<pw>>@cloud.<<dom>>/remote.php/dav/calendars/<<u>>/personal/?export"
					}
				]
			}
		},
		{ module: "compliments", position: "lower_third" }
	]
};

/*************** DO NOT EDIT THE LINE BELOW ***************/
if (typeof module !== "undefined") { module.exports = config; }
""",
        u=u,
        pw=pw,
        dom=dom,
    )
    return Out(
        pick(
            rng,
            (
                "MagicMirror/config/config.js",
                "config/config.js",
                "home/pi/MagicMirror/config/config.js",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "deconz_rest_api_key_in_url_path_curl_script")
def deconz(rng: random.Random) -> Out:
    key = hexs(rng, 10, True)
    gw = pick(rng, (lan(rng), ip(rng)))
    text = fill(
        """#!/usr/bin/env bash
# Turn off all lights in group 3 when nobody is home (called from presence detection)
DECONZ=http://<<gw>>:<<port>>
KEY=<<key>>

curl -s -X PUT "$DECONZ/api/$KEY/groups/3/action" -d '{"on": false}'
curl -s "$DECONZ/api/<<key>>/sensors" | jq '.[] | select(.type=="ZHATemperature") | .state'
""",
        gw=gw,
        port=pick(rng, ("80", "8090", "40850")),
        key=key,
    )
    return Out(
        pick(rng, ("scripts/lights-off.sh", "home/pi/deconz-away.sh", "bin/deconz-off.sh")),
        text,
        key,
        "",
    )
