"""Family seismic_geophysics_station_nets: seismic networks, digitisers, geomagnetic stations."""

from __future__ import annotations

import json
import random

from sixteenth_corpus import (
    SYM_URL,
    SYM_XML,
    Out,
    alnum,
    domain,
    email,
    fill,
    fmt,
    gen_pw,
    host,
    org,
)

FAM = "seismic_geophysics_station_nets"


@fmt(FAM, "seiscomp_scmaster_cfg_database_url_password")
def scmaster(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL)
    o = org(rng)
    text = fill(
        """# scmaster.cfg
queues = production playback
queues.production.groups = AMPLITUDE, PICK, LOCATION, MAGNITUDE, EVENT, QC, CONFIG
queues.production.processors.messages = dbstore
queues.production.processors.messages.dbstore.driver = postgresql
queues.production.processors.messages.dbstore.read = sysop:<<pw>>@<<h>>/seiscomp
queues.production.processors.messages.dbstore.write = sysop:<<pw>>@<<h>>/seiscomp
""",
        pw=pw,
        h=host(rng, "db"),
    )
    return Out(f"{o}/seiscomp/etc/scmaster{rng.randint(1, 40)}.cfg", text, pw, "")


@fmt(FAM, "fdsn_restricted_data_obspy_client_user_password")
def obspy_py(rng: random.Random) -> Out:
    pw = alnum(rng, 16)
    o = org(rng)
    text = fill(
        """from obspy import UTCDateTime
from obspy.clients.fdsn import Client

client = Client("https://fdsnws.<<dom>>", user="<<mail>>", password="<<pw>>")
t = UTCDateTime("2025-03-14T02:11:00")
st = client.get_waveforms("XX", "ST<<n>>", "*", "HH?", t - 60, t + 600)
st.write("event.mseed", format="MSEED")
""",
        dom=domain(rng),
        mail=email(rng),
        pw=pw,
        n=rng.randint(1, 40),
    )
    return Out(f"{o}/restricted/fetch_{rng.randint(1, 99)}.py", text, pw)


@fmt(FAM, "station_rsyncd_secrets_file_user_colon_password")
def rsyncd(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    o = org(rng)
    text = f"seismo:{pw}\n"
    return Out(f"{o}/stations/st{rng.randint(1, 60)}/etc/rsyncd.secrets", text, pw, "")


@fmt(FAM, "magnetometer_ftp_upload_crontab_curl_user_password")
def magnet_cron(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    o = org(rng)
    text = fill(
        """# m h dom mon dow command
*/5 * * * * /opt/mag/bin/make_minute.sh >/dev/null 2>&1
2 * * * * curl -s --ftp-ssl -u <<obs>>:<<pw>> -T /data/mag/$(date -u +\\%Y\\%m\\%d)<<obs>>.min ftp://<<h>>/incoming/
""",
        obs=alnum(rng, 3, "ABCDEFGHIJKLMNOPQRSTUVWXYZ").lower(),
        pw=pw,
        h=host(rng, "gin"),
    )
    return Out(f"{o}/observatory/crontab{rng.randint(1, 40)}.txt", text, pw, "")


@fmt(FAM, "strong_motion_alert_json_mqtt_password")
def sm_json(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%&*+-_.?@^~=:")
    o = org(rng)
    data = {
        "station": f"SM{rng.randint(10, 99)}",
        "trigger": {"pga_g": 0.02, "sta_lta": [1.0, 30.0, 4.0]},
        "mqtt": {
            "host": host(rng, "mq"),
            "port": 8883,
            "user": f"sm{rng.randint(1, 99)}",
            "password": pw,
        },
    }
    return Out(f"{o}/strongmotion/alert{rng.randint(1, 99)}.json", json.dumps(data, indent=2), pw)


@fmt(FAM, "digitizer_station_xml_web_admin_password_element")
def digitizer_xml(rng: random.Random) -> Out:
    pw = gen_pw(rng, 12, sym=SYM_XML)
    o = org(rng)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<digitizerConfig serial="<<sn>>">
  <station network="XX" code="ST<<n>>" location="00"/>
  <channels rate="200" gain="1">HHZ,HHN,HHE</channels>
  <seedlink port="18000" enabled="true"/>
  <webAdmin user="admin">
    <password><<pw>></password>
  </webAdmin>
</digitizerConfig>
""",
        sn=rng.randint(1000, 9999),
        n=rng.randint(1, 60),
        pw=pw,
    )
    return Out(f"{o}/digitizers/dig{rng.randint(1, 60)}.xml", text, pw)


@fmt(FAM, "seismic_portal_notebook_ipynb_code_cell_token")
def nb(rng: random.Random) -> Out:
    tok = alnum(rng, 40)
    o = org(rng)
    src = [
        "import requests\n",
        f'TOKEN = "{tok}"\n',
        f'url = "https://portal.{domain(rng)}/api/events?minmag=2.5"\n',
        'events = requests.get(url, headers={"Authorization": f"Token {TOKEN}"}).json()\n',
        "len(events)",
    ]
    data = {
        "cells": [
            {"cell_type": "markdown", "metadata": {}, "source": ["# Catalogue pull"]},
            {
                "cell_type": "code",
                "execution_count": 3,
                "metadata": {},
                "outputs": [],
                "source": src,
            },
        ],
        "metadata": {"kernelspec": {"name": "python3", "display_name": "Python 3"}},
        "nbformat": 4,
        "nbformat_minor": 5,
    }
    return Out(
        f"{o}/notebooks/catalogue_{rng.randint(1, 99)}.ipynb",
        json.dumps(data, indent=1),
        tok,
        "json",
    )
