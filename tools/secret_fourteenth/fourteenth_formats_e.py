"""Flight simulation: online ATC network clients, virtual airline sites and flight planners."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fourteenth_corpus import (
    SYM_INI,
    SYM_JSON,
    SYM_XML,
    Out,
    alnum,
    b64,
    fmt,
    gen_pw,
    hexs,
    pick,
    words_pw,
)

FAM = "flight_sim_vatsim_tools"


def _cid(rng: random.Random) -> str:
    return str(rng.randint(810000, 1790000))


@fmt(FAM, "vpilot_config_xml_vatsim_password_element")
def vpilot(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML)
    text = f"""<?xml version="1.0" encoding="utf-8"?>
<Config xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns:xsd="http://www.w3.org/2001/XMLSchema">
  <VatsimId>{_cid(rng)}</VatsimId>
  <VatsimPassword>{pw}</VatsimPassword>
  <Name>{pick(rng, ("Jonas L", "Greta H", "Priya M"))}</Name>
  <HomeAirport>{pick(rng, ("EFHK", "EHAM", "LOWW", "ESSA"))}</HomeAirport>
  <Server>AUTOMATIC</Server>
  <PTTKey>Joy1 Button6</PTTKey>
  <AutoSquawkModeC>true</AutoSquawkModeC>
</Config>
"""
    return Out(
        pick(
            rng,
            (
                "vPilotConfig.xml",
                "AppData/Local/vPilot/vPilotConfig.xml",
                "backup/vPilotConfig.xml",
            ),
        ),
        text,
        pw,
    )


@fmt(FAM, "euroscope_profile_prf_lastsession_password")
def euroscope(rng: random.Random) -> Out:
    pw = words_pw(rng)
    cid = _cid(rng)
    text = f"""Settings\tSettingsfileSYMBOLOGY\t\\Data\\Settings\\Symbology.txt
Settings\tSettingsfileTAGS\t\\Data\\Settings\\Tags.txt
Settings\tsector\t\\Data\\Sector\\ESAA_20250404.sct
LastSession\tconnecttype\t0
LastSession\trealname\tGreta Hollis
LastSession\tcertificate\t{cid}
LastSession\tpassword\t{pw}
LastSession\trating\t3
LastSession\tcallsign\tESSA_TWR
LastSession\tserver\tAUTOMATIC
"""
    return Out(
        pick(rng, ("ESAA/ESSA Tower.prf", "Profiles/EDDF_APP.prf", "euroscope/LOVV.prf")),
        text,
        pw,
        "",
    )


@fmt(FAM, "xpilot_appconfig_json_vatsim_password")
def xpilot(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_JSON)
    text = f"""{{
  "VatsimId": "{_cid(rng)}",
  "VatsimPasswordDecrypted": null,
  "VatsimPassword": "{pw}",
  "Name": "Hugo Castell",
  "HomeAirport": "LEBL",
  "ServerName": "AUTOMATIC",
  "AudioDriver": "WASAPI",
  "ListenerPort": 53100
}}
"""
    return Out(
        pick(
            rng,
            ("AppConfig.json", "xPilot/AppConfig.json", "Resources/plugins/xPilot/AppConfig.json"),
        ),
        text,
        pw,
    )


@fmt(FAM, "simbrief_api_key_php_define_dispatch_fetch")
def simbrief(rng: random.Random) -> Out:
    key = alnum(rng, 32)
    text = f"""<?php
// SimBrief API integration for the crew centre
define('SIMBRIEF_API_KEY', '{key}');
define('SIMBRIEF_ORIGIN', 'https://crew.{pick(rng, ("finnairva", "nordicvirtual", "alpenflug"))}.net');

function simbrief_apicode($orig, $dest, $type, $timestamp, $outputpage) {{
    return md5(SIMBRIEF_API_KEY . $orig . $dest . $type . $timestamp . $outputpage);
}}
"""
    return Out(
        pick(rng, ("simbrief.apiv1.php", "crew/simbrief.apiv1.php", "includes/simbrief.php")),
        text,
        key,
        "",
    )


@fmt(FAM, "phpvms_laravel_env_db_password_line")
def phpvms(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI.replace("#", ""))
    text = f"""APP_ENV=production
APP_KEY=base64:{b64(rng, 32)}
APP_URL=https://crew.{pick(rng, ("balticva", "skyvirtual", "lakesideair"))}.org
DB_CONNECTION=mysql
DB_HOST=127.0.0.1
DB_PORT=3306
DB_DATABASE=phpvms
DB_USERNAME=phpvms
DB_PASSWORD={pw}
DB_PREFIX=
VACENTRAL_API_KEY=
"""
    return Out(pick(rng, (".env", "public_html/.env", "phpvms/.env")), text, pw, "")


@fmt(FAM, "fseconomy_datafeed_url_userkey_query")
def fse(rng: random.Random) -> Out:
    key = hexs(rng, 16, upper=True)
    text = f"""# group cashflow pull (runs hourly)
FSE_URL="https://server.fseconomy.net/data?userkey={key}&format=csv&query=payments&search=monthyear&month=5&year=2026"
wget -q -O payments.csv "$FSE_URL"
"""
    return Out(
        pick(rng, ("fse_pull.sh", "cron/fse_payments.sh", "fseconomy/update.sh")), text, key, ""
    )


@fmt(FAM, "vatsim_connect_oauth_dotenv_client_secret_vacc_site")
def vatsim_connect(rng: random.Random) -> Out:
    sec = alnum(rng, 40)
    text = f"""VATSIM_OAUTH_BASE=https://auth.vatsim.net
VATSIM_OAUTH_CLIENT={rng.randint(300, 1900)}
VATSIM_OAUTH_SECRET={sec}
VATSIM_OAUTH_SCOPES=full_name,vatsim_details,email
VATSIM_API_KEY=
APP_NAME="{pick(rng, ("Scandinavia vACC", "Dutch vACC", "Alps vACC"))} Control Center"
"""
    return Out(pick(rng, (".env", "control-center/.env", "docker/.env.production")), text, sec, "")


@fmt(FAM, "navigraph_device_flow_client_secret_ts_const")
def navigraph(rng: random.Random) -> Out:
    sec = alnum(rng, 32)
    text = f"""import {{ initializeApp, NavigraphApp }} from "@navigraph/app";

const config: NavigraphApp = {{
  clientId: "{pick(rng, ("efb-panel", "msfs-tablet", "pilotdeck"))}",
  clientSecret: "{sec}",
  scopes: ["charts", "userinfo", "fmsdata"],
}};

initializeApp(config);
"""
    return Out(
        pick(
            rng, ("src/navigraph.ts", "efb/src/auth/navigraph.ts", "panel/src/navigraph-config.ts")
        ),
        text,
        sec,
        "",
    )
