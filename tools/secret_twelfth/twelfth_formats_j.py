"""Twelfth corpus formats: secops_lab_platforms (Metasploit, Greenbone/GVM, TheHive, OpenCTI, ZAP, OSSEC)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import random

from twelfth_corpus import (
    ALNUM,
    DIGITS,
    LOWER,
    SYM_BARE,
    SYM_SQ,
    Out,
    alnum,
    b64,
    domain,
    email,
    fmt,
    gen_pw,
    pick,
    uuid4,
    words_pw,
)

FAM = "secops_lab_platforms"


@fmt(FAM, "metasploit_database_yml_production_password")
def _msf(rng: random.Random) -> Out:
    pw = b64(rng, 32).rstrip("=").replace("+", "").replace("/", "")[:44]
    text = f"""---
development: &pgsql
  adapter: postgresql
  database: msf
  username: msf
  password: {pw}
  host: 127.0.0.1
  port: 5433
  pool: 200
production: &production
  <<: *pgsql
test:
  <<: *pgsql
  database: msftest
  username: msftest
  password: {b64(rng, 32).rstrip("=").replace("+", "").replace("/", "")[:44]}
"""
    return Out(
        pick(
            rng,
            (
                ".msf4/database.yml",
                "home/kali/.msf4/database.yml",
                "usr/share/metasploit-framework/config/database.yml",
            ),
        ),
        text,
        pw,
    )


@fmt(FAM, "gvm_cli_gmp_password_flag_cron_export")
def _gvm_cli(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE)
    text = f"""# weekly: start the "internal DMZ" scan task
0 2 * * 1 gvm gvm-cli --gmp-username {pick(rng, ("admin", "scanbot", "secops"))} --gmp-password {pw} socket --socketpath /run/gvmd/gvmd.sock --xml '<start_task task_id="{uuid4(rng)}"/>'
"""
    return Out(
        pick(rng, ("etc/cron.d/gvm-weekly", "cron/gvm-scan", "greenbone/crontab")), text, pw, ""
    )


@fmt(FAM, "gvmd_user_new_password_setup_script")
def _gvmd(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ.replace("'", ""))
    text = f"""#!/bin/bash
set -e
sudo systemctl start postgresql
sudo -u _gvm gvmd --migrate
sudo -u _gvm gvmd --create-user=admin 2>/dev/null || true
sudo -u _gvm gvmd --user=admin --new-password='{pw}'
sudo -u _gvm gvmd --modify-setting 78eceaec-3385-11ea-b237-28d24461215b --value "$(sudo -u _gvm gvmd --get-users --verbose | awk '/admin/ {{print $2}}')"
sudo systemctl enable --now gvmd ospd-openvas gsad
"""
    return Out(
        pick(rng, ("setup-gvm.sh", "ansible/files/gvm_bootstrap.sh", "scripts/gvm-init.sh")),
        text,
        pw,
        "",
    )


@fmt(FAM, "python_gvm_gmp_authenticate_positional_password")
def _python_gvm(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_SQ) if rng.random() < 0.6 else words_pw(rng)
    text = f"""from gvm.connections import UnixSocketConnection
from gvm.protocols.gmp import Gmp
from gvm.transforms import EtreeTransform

connection = UnixSocketConnection(path='/run/gvmd/gvmd.sock')
with Gmp(connection, transform=EtreeTransform()) as gmp:
    gmp.authenticate('{pick(rng, ("admin", "reporter", "gvm-api"))}', '{pw}')
    reports = gmp.get_reports(filter_string='rows=20 sort-reverse=date')
    for r in reports.xpath('report'):
        print(r.get('id'), r.find('name').text)
"""
    return Out(
        pick(rng, ("gvm_reports.py", "secops/pull_reports.py", "tools/gmp_export.py")), text, pw
    )


@fmt(FAM, "thehive_application_conf_play_http_secret_key")
def _thehive(rng: random.Random) -> Out:
    key = alnum(rng, 64)
    text = f"""# TheHive configuration - application.conf
play.http.secret.key="{key}"

# Database and index configuration
db.janusgraph {{
  storage {{
    backend = cql
    hostname = ["127.0.0.1"]
    cql {{
      cluster-name = thp
      keyspace = thehive
    }}
  }}
  index.search {{
    backend = elasticsearch
    hostname = ["127.0.0.1"]
    index-name = thehive
  }}
}}

storage {{
  provider = localfs
  localfs.location = /opt/thp/thehive/files
}}

application.baseUrl = "https://thehive.{domain(rng)}"
play.http.context = "/"
"""
    return Out(
        pick(
            rng,
            ("etc/thehive/application.conf", "thehive/application.conf", "conf/application.conf"),
        ),
        text,
        key,
        "",
    )


@fmt(FAM, "opencti_config_production_json_admin_token_uuid")
def _opencti(rng: random.Random) -> Out:
    tok = uuid4(rng)
    dom = domain(rng)
    conf = {
        "app": {
            "port": 4000,
            "base_path": "",
            "base_url": f"https://cti.{dom}",
            "admin": {"email": email(rng, dom), "password": "", "token": tok},
        },
        "redis": {"hostname": "localhost", "port": 6379},
        "elasticsearch": {"url": "http://localhost:9200"},
        "minio": {"endpoint": "localhost", "port": 9000, "use_ssl": False},
        "rabbitmq": {"hostname": "localhost", "port": 5672, "port_management": 15672},
    }
    return Out(
        pick(
            rng,
            (
                "config/production.json",
                "opencti/config/production.json",
                "platform/opencti-graphql/config/production.json",
            ),
        ),
        json.dumps(conf, indent=2) + "\n",
        tok,
    )


@fmt(FAM, "owasp_zap_daemon_config_api_key_flag")
def _zap(rng: random.Random) -> Out:
    key = alnum(rng, 26, LOWER + DIGITS)
    text = f"""[Unit]
Description=OWASP ZAP daemon for the nightly DAST stage
After=network.target

[Service]
User=zap
ExecStart=/opt/zap/zap.sh -daemon -host 0.0.0.0 -port 8090 -config api.key={key} -config api.addrs.addr.name=10.* -config api.addrs.addr.regex=true
Restart=on-failure

[Install]
WantedBy=multi-user.target
"""
    return Out(
        pick(
            rng,
            (
                "etc/systemd/system/zap.service",
                "dast/zap-daemon.service",
                "systemd/owasp-zap.service",
            ),
        ),
        text,
        key,
        "",
    )


@fmt(FAM, "ossec_authd_pass_bare_agent_enrollment_password")
def _authd(rng: random.Random) -> Out:
    pw = alnum(rng, 32, ALNUM) if rng.random() < 0.5 else gen_pw(rng, sym=SYM_BARE)
    path = pick(
        rng, ("var/ossec/etc/authd.pass", "ossec/etc/authd.pass", "roles/hids/files/authd.pass")
    )
    return Out(path, pw + "\n", pw, "")
