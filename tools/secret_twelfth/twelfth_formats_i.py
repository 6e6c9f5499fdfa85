"""Twelfth corpus formats: volunteer_science_clients (BOINC, Folding@home, astrometry.net, Zooniverse, iNaturalist, SatNOGS)."""

# ruff: noqa: E501

from __future__ import annotations

import random

from twelfth_corpus import (
    LOWER,
    SYM_BARE,
    SYM_SQ,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    hexs,
    host,
    ip,
    pick,
    user,
    words_pw,
)

FAM = "volunteer_science_clients"


@fmt(FAM, "boinc_gui_rpc_auth_cfg_bare_value")
def _gui_rpc(rng: random.Random) -> Out:
    pw = hexs(rng, 32) if rng.random() < 0.6 else words_pw(rng)
    path = pick(
        rng,
        (
            "var/lib/boinc-client/gui_rpc_auth.cfg",
            "boinc/gui_rpc_auth.cfg",
            "ProgramData/BOINC/gui_rpc_auth.cfg",
        ),
    )
    return Out(path, pw + "\n", pw, "")


@fmt(FAM, "boinccmd_host_passwd_flag_monitoring_script")
def _boinccmd(rng: random.Random) -> Out:
    pw = hexs(rng, 32) if rng.random() < 0.5 else gen_pw(rng, sym=SYM_BARE)
    hosts = " ".join(ip(rng) for _ in range(3))
    text = f"""#!/bin/bash
# print running tasks of every cruncher in the lab
for h in {hosts}; do
  echo "== $h"
  boinccmd --host "$h" --passwd {pw} --get_tasks | grep -E 'name|fraction done|active_task_state'
done
"""
    return Out(
        pick(rng, ("crunchers.sh", "bin/boinc-status.sh", "lab/boinc_tasks.sh")), text, pw, ""
    )


@fmt(FAM, "boinc_server_project_config_xml_db_passwd")
def _boinc_project(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%*+-_.?@^~")
    proj = pick(rng, ("climatebox", "rosettalite", "primesieve", "pulsarhunt", "folddock"))
    text = f"""<?xml version="1.0" ?>
<boinc>
  <config>
    <upload_dir>/home/boincadm/projects/{proj}/upload</upload_dir>
    <send_result_abort>1</send_result_abort>
    <long_name>{proj.capitalize()}@home</long_name>
    <sched_debug_level>3</sched_debug_level>
    <cache_md5_info>1</cache_md5_info>
    <upload_url>https://{proj}.{domain(rng)}/{proj}_cgi/file_upload_handler</upload_url>
    <db_name>{proj}</db_name>
    <db_host>{pick(rng, ("localhost", host(rng, "mysql")))}</db_host>
    <db_user>boincadm</db_user>
    <db_passwd>{pw}</db_passwd>
    <shmem_key>0x{hexs(rng, 8)}</shmem_key>
    <key_dir>/home/boincadm/projects/{proj}/keys/</key_dir>
    <download_url>https://{proj}.{domain(rng)}/{proj}/download</download_url>
    <disable_account_creation>0</disable_account_creation>
  </config>
  <daemons>
    <daemon><cmd>feeder -d 3</cmd></daemon>
    <daemon><cmd>transitioner -d 3</cmd></daemon>
  </daemons>
</boinc>
"""
    return Out(
        pick(rng, (f"projects/{proj}/config.xml", "config.xml", f"boinc/{proj}/config.xml")),
        text,
        pw,
    )


@fmt(FAM, "foldingathome_client_config_xml_passkey_attr")
def _fah(rng: random.Random) -> Out:
    key = hexs(rng, 32)
    text = f"""<config>
  <!-- Client Control -->
  <fold-anon v='false'/>

  <!-- Folding Slot Configuration -->
  <gpu v='true'/>

  <!-- Remote Command Server -->
  <command-allow-no-pass v='127.0.0.1 {ip(rng)}/24'/>

  <!-- User Information -->
  <passkey v='{key}'/>
  <team v='{rng.randint(10000, 270000)}'/>
  <user v='{user(rng)}'/>

  <!-- Folding Slots -->
  <slot id='0' type='CPU'/>
  <slot id='1' type='GPU'/>
</config>
"""
    return Out(
        pick(rng, ("etc/fahclient/config.xml", "FAHClient/config.xml", "fah/config.xml")), text, key
    )


@fmt(FAM, "astrometry_net_client_py_apikey_flag")
def _astrometry(rng: random.Random) -> Out:
    key = alnum(rng, 16, LOWER)
    text = f"""#!/bin/sh
# plate-solve last night's frames via nova.astrometry.net
for f in lights/*.fits; do
  python3 client.py --server http://nova.astrometry.net/api/ --apikey {key} \\
    --upload "$f" --wait --private y --wcs "${{f%.fits}}.wcs"
done
"""
    return Out(
        pick(rng, ("solve_night.sh", "astro/platesolve.sh", "scripts/nova_solve.sh")), text, key, ""
    )


@fmt(FAM, "panoptes_cli_config_yml_password")
def _panoptes(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym="-_.@+!")
    text = f"""default:
  endpoint: https://www.zooniverse.org
  username: {user(rng)}
  password: '{pw}'
  admin: false
"""
    return Out(
        pick(rng, (".panoptes/config.yml", "home/.panoptes/config.yml", "zooniverse/config.yml")),
        text,
        pw,
    )


@fmt(FAM, "pyinaturalist_get_access_token_keyword_password")
def _inat(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.6 else gen_pw(rng, sym=SYM_SQ)
    text = f"""from pyinaturalist import create_observation, get_access_token

token = get_access_token(
    username='{user(rng)}',
    password='{pw}',
    app_id='{hexs(rng, 43) if rng.random() < 0.5 else alnum(rng, 43)}',
    app_secret=None,
)

create_observation(
    taxon_id={rng.randint(40000, 900000)},
    observed_on='2026-05-14',
    latitude=52.{rng.randint(1000, 9999)},
    longitude=13.{rng.randint(1000, 9999)},
    access_token=token,
)
"""
    return Out(
        pick(rng, ("upload_obs.py", "inat/post_sightings.py", "scripts/inat_upload.py")), text, pw
    )


@fmt(FAM, "satnogs_client_default_env_api_token")
def _satnogs(rng: random.Random) -> Out:
    tok = hexs(rng, 40)
    text = f"""SATNOGS_API_TOKEN="{tok}"
SATNOGS_STATION_ID="{rng.randint(1, 3500)}"
SATNOGS_STATION_LAT="{rng.uniform(35, 62):.4f}"
SATNOGS_STATION_LON="{rng.uniform(-8, 28):.4f}"
SATNOGS_STATION_ELEV="{rng.randint(5, 900)}"
SATNOGS_SOAPY_RX_DEVICE="driver=rtlsdr"
SATNOGS_RX_SAMP_RATE="2.048e6"
SATNOGS_ANTENNA="RX"
SATNOGS_RF_GAIN="32.8"
"""
    return Out(
        pick(
            rng,
            (
                "etc/default/satnogs-client",
                "satnogs/station.env",
                "ansible/host_vars/satnogs-client.env",
            ),
        ),
        text,
        tok,
        "",
    )
