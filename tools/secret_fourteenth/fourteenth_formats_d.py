"""Diabetes CGM data uploaders and Nightscout bridges."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fourteenth_corpus import (
    SYM_DQ,
    SYM_URL,
    SYM_XML,
    Out,
    alnum,
    email,
    fmt,
    gen_pw,
    hexs,
    pick,
    words_pw,
)

FAM = "diabetes_cgm_uploaders"


def _ns_site(rng: random.Random) -> str:
    name = pick(rng, ("lena", "tomcgm", "ns-kid", "bgmonitor", "sugarwatch", "t1d-home"))
    return f"{name}{rng.randint(1, 99)}.{pick(rng, ('herokuapp.com', 'fly.dev', 'ns.10be.de', 'azurewebsites.net'))}"


@fmt(FAM, "nightscout_compose_api_secret_environment")
def ns_compose(rng: random.Random) -> Out:
    sec = alnum(rng, rng.randint(14, 20))
    text = f"""services:
  nightscout:
    image: nightscout/cgm-remote-monitor:latest
    restart: always
    depends_on:
      - mongo
    environment:
      NODE_ENV: production
      TZ: Europe/Helsinki
      INSECURE_USE_HTTP: 'true'
      MONGO_CONNECTION: mongodb://mongo:27017/nightscout
      API_SECRET: {sec}
      DISPLAY_UNITS: mmol
      ENABLE: careportal basal dbsize rawbg iob cob bwp cage sage boluscalc pushover treatmentnotify
      AUTH_DEFAULT_ROLES: denied
  mongo:
    image: mongo:4.4
"""
    return Out(
        pick(rng, ("docker-compose.yml", "nightscout/docker-compose.yml", "ns/compose.yml")),
        text,
        sec,
    )


@fmt(FAM, "xdrip_rest_api_url_secret_userinfo_setting")
def xdrip(rng: random.Random) -> Out:
    sec = gen_pw(rng, n=rng.randint(14, 18), sym=SYM_URL)
    text = f"""xDrip+ settings (exported from phone, Cloud Upload -> Nightscout Sync (REST-API))
Enabled: true
Base URL: https://{sec}@{_ns_site(rng)}/api/v1/
Extra options: upload treatments, alert on failures
"""
    return Out(
        pick(rng, ("xdrip_settings.txt", "notes/xdrip-nightscout.txt", "phone/xdrip_upload.txt")),
        text,
        sec,
        "",
    )


@fmt(FAM, "pydexcom_positional_username_password_share")
def pydexcom(rng: random.Random) -> Out:
    pw = words_pw(rng)
    text = f"""from pydexcom import Dexcom

dexcom = Dexcom("{email(rng)}", "{pw}", ous=True)
bg = dexcom.get_current_glucose_reading()
print(bg.mmol_l, bg.trend_arrow)
"""
    return Out(pick(rng, ("dexcom_poll.py", "cgm/share_read.py", "glucose_lamp.py")), text, pw)


@fmt(FAM, "nightscout_librelink_up_env_link_up_password")
def llu(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!@*+-_.?^~")
    text = f"""LINK_UP_USERNAME={email(rng)}
LINK_UP_PASSWORD={pw}
LINK_UP_REGION=EU
LINK_UP_TIME_INTERVAL=5
NIGHTSCOUT_URL={_ns_site(rng)}
NIGHTSCOUT_API_TOKEN={hexs(rng, 40)}
LOG_LEVEL=info
SINGLE_SHOT=false
"""
    return Out(pick(rng, (".env", "nightscout-librelink-up/.env", "llu.env")), text, pw, "")


@fmt(FAM, "nightscout_api_v1_token_query_role_subject")
def ns_token(rng: random.Random) -> Out:
    tok = f"{pick(rng, ('followerapp', 'loopcaregiver', 'clockface', 'school-nurse'))}-{hexs(rng, 16)}"
    text = f"""Nightscout clock for the kitchen tablet:
https://{_ns_site(rng)}/clock/color?token={tok}

(role: readable, subject created in Admin Tools)
"""
    return Out(
        pick(rng, ("ns-clock-url.txt", "README-tablet.md", "notes/nightscout_links.txt")),
        text,
        tok,
        "",
    )


@fmt(FAM, "tconnectsync_dotenv_tandem_password_ns_secret")
def tconnectsync(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!@*+-_.?^~")
    text = f"""TCONNECT_EMAIL='{email(rng)}'
TCONNECT_PASSWORD='{pw}'
PUMP_SERIAL_NUMBER={rng.randint(10000000, 99999999)}
NS_URL='https://{_ns_site(rng)}'
NS_SECRET='{alnum(rng, 16)}'
TIMEZONE_NAME='Europe/Amsterdam'
"""
    return Out(pick(rng, (".env", "tconnectsync/.env", "tandem-sync.env")), text, pw, "")


@fmt(FAM, "libre_link_up_api_client_js_object_password")
def llu_js(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_DQ.replace("'", ""))
    text = f"""import {{ LibreLinkUpClient }} from '@diakem/libre-link-up-api-client';

const {{ read }} = LibreLinkUpClient({{
  username: '{email(rng)}',
  password: '{pw}',
  clientVersion: '4.9.0',
}});

const reading = await read();
console.log(reading.current.value, reading.current.trend);
"""
    return Out(
        pick(rng, ("src/libre.mjs", "glucose-widget/index.mjs", "llu-poll.mjs")), text, pw, ""
    )


@fmt(FAM, "androidaps_preferences_xml_nsclient_api_secret")
def aaps(rng: random.Random) -> Out:
    sec = gen_pw(rng, n=rng.randint(14, 18), sym=SYM_XML.replace("$", ""))
    text = f"""<?xml version='1.0' encoding='utf-8' standalone='yes' ?>
<map>
    <string name="nsclientinternal_url">https://{_ns_site(rng)}</string>
    <string name="nsclientinternal_api_secret">{sec}</string>
    <boolean name="ns_upload" value="true" />
    <string name="key_units">mmol</string>
    <string name="key_language">default</string>
</map>
"""
    return Out(
        pick(
            rng,
            (
                "shared_prefs/info.nightscout.androidaps_preferences.xml",
                "aaps_prefs_export.xml",
                "backup/androidaps_preferences.xml",
            ),
        ),
        text,
        sec,
    )
