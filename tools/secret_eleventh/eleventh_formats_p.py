"""Family fleet_endpoint_management: systems-management servers and endpoint agents."""

# Embedded files keep their own long lines.
# ruff: noqa: E501

from __future__ import annotations

import base64
import random
import re

from eleventh_corpus import (
    SYM_INI,
    Out,
    alnum,
    domain,
    fill,
    fmt,
    gen_pw,
    host,
    pick,
    rsa_pem,
    user,
    words_pw,
)

F = "fleet_endpoint_management"


@fmt(F, "spacewalk_uyuni_rhn_conf_db_password_line")
def spacewalk(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    dom = domain(rng)
    text = fill(
        """# Spacewalk / Uyuni server configuration
db_backend = postgresql
db_user = <<u>>
db_password = <<pw>>
db_name = susemanager
db_host = <<dbhost>>
db_port = 5432
db_ssl_enabled =

server.satellite.http_proxy =
server.satellite.rhn_parent =
java.hostname = suma.<<dom>>
traceback_mail = root@<<dom>>
server.susemanager.fromdir = /srv/mirror
""",
        u=pick(rng, ("susemanager", "spacewalk", "uyuni")),
        pw=pw,
        dbhost=pick(rng, ("localhost", host(rng, "pg"))),
        dom=dom,
    )
    return Out(
        pick(rng, ("etc/rhn/rhn.conf", "rhn/rhn.conf", "srv/uyuni/etc/rhn/rhn.conf")), text, pw, ""
    )


@fmt(F, "fusioninventory_agent_cfg_server_password")
def fusion(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.4 else gen_pw(rng, sym=SYM_INI)
    text = fill(
        """# fusioninventory agent configuration
server = https://<<glpi>>/plugins/fusioninventory/
delaytime = 3600
lazy = 0
no-ssl-check = 0
ca-cert-dir = /etc/ssl/certs

# authentication for the GLPI server's HTTP basic auth
user = <<u>>
password = <<pw>>

tag = <<tag>>
logger = File
logfile = /var/log/fusioninventory.log
""",
        glpi=host(rng, "glpi"),
        u=pick(rng, ("inventory", "fusion", user(rng))),
        pw=pw,
        tag=pick(rng, ("office-berlin", "lab", "dc2")),
    )
    return Out(
        pick(
            rng,
            (
                "etc/fusioninventory/agent.cfg",
                "fusioninventory/agent.cfg",
                "etc/fusioninventory/conf.d/server.cfg",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "landscape_client_conf_registration_key")
def landscape(rng: random.Random) -> Out:
    key = gen_pw(rng, sym="-_.@+")
    text = fill(
        """[client]
log_level = info
url = https://<<ls>>/message-system
ping_url = http://<<ls>>/ping
data_path = /var/lib/landscape/client
computer_title = <<title>>
account_name = standalone
registration_key = <<key>>
tags = <<tags>>
include_manager_plugins = ScriptExecution
script_users = root,landscape
""",
        ls=host(rng, "landscape"),
        title=f"{pick(rng, ('web', 'db', 'build'))}-{rng.randint(1, 40):02d}",
        key=key,
        tags=pick(rng, ("prod,web", "ci", "lab,gpu")),
    )
    return Out(
        pick(
            rng,
            (
                "etc/landscape/client.conf",
                "landscape/client.conf",
                "roles/landscape/files/client.conf",
            ),
        ),
        text,
        key,
        "ini",
    )


def _munki_decode(text: str) -> str:
    m = re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)<", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


@fmt(F, "munki_managedinstalls_plist_additional_http_headers_basic", decode=_munki_decode)
def munki(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#%*+-_.?@^~=")
    u = pick(rng, ("munki", "mac-clients", user(rng)))
    blob = base64.b64encode(f"{u}:{pw}".encode()).decode()
    text = fill(
        """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
	<key>SoftwareRepoURL</key>
	<string>https://<<repo>>/munki_repo</string>
	<key>ClientIdentifier</key>
	<string><<ident>></string>
	<key>AdditionalHttpHeaders</key>
	<array>
		<string>Authorization: Basic <<blob>></string>
	</array>
	<key>InstallAppleSoftwareUpdates</key>
	<true/>
	<key>DaysBetweenNotifications</key>
	<integer>1</integer>
</dict>
</plist>
""",
        repo=host(rng, "munki"),
        ident=pick(rng, ("staff", "design", "lab_macs")),
        blob=blob,
    )
    return Out(
        pick(
            rng,
            (
                "Library/Preferences/ManagedInstalls.plist",
                "profiles/ManagedInstalls.plist",
                "munki/ManagedInstalls.plist",
            ),
        ),
        text,
        pw,
    )


@fmt(F, "jamf_pro_classic_api_script_curl_user_colon_password")
def jamf(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="#%*+-_.?@^~=")
    text = fill(
        """#!/bin/zsh
# Jamf policy script: put the Mac into the "Needs Reimage" static group
JSS="https://<<jss>>:8443"
API_USER="<<u>>"
API_PASS="<<pw>>"
SERIAL=$(system_profiler SPHardwareDataType | awk '/Serial/ {print $4}')

TOKEN=$(curl -s -u "${API_USER}:${API_PASS}" -X POST "$JSS/api/v1/auth/token" | plutil -extract token raw -)
curl -s -H "Authorization: Bearer $TOKEN" -H "Content-Type: text/xml" -X PUT \\
  "$JSS/JSSResource/computergroups/id/<<gid>>" \\
  -d "<computer_group><computer_additions><computer><serial_number>$SERIAL</serial_number></computer></computer_additions></computer_group>"
""",
        jss=host(rng, "jamf"),
        u=pick(rng, ("api_groupbot", "jamf-api", user(rng))),
        pw=pw,
        gid=rng.randint(10, 300),
    )
    return Out(
        pick(
            rng,
            (
                "jamf/scripts/add_to_reimage_group.sh",
                "scripts/reimage-group.zsh",
                "policies/needs-reimage.sh",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "rudder_web_properties_rudder_jdbc_password")
def rudder(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """#
# Rudder web application configuration
#
rudder.jdbc.driver=org.postgresql.Driver
rudder.jdbc.url=jdbc:postgresql://<<dbhost>>:5432/rudder
rudder.jdbc.username=rudder
rudder.jdbc.password=<<pw>>
rudder.jdbc.maxPoolSize=25

ldap.host=localhost
ldap.port=389
ldap.authdn=cn=manager,cn=rudder-configuration
ldap.authpw=<<ldappw>>
rudder.dir.config=/opt/rudder/etc/
""",
        dbhost=pick(rng, ("localhost", host(rng, "pg"))),
        pw=pw,
        ldappw=gen_pw(rng, sym=SYM_INI),
    )
    return Out(
        pick(
            rng,
            (
                "opt/rudder/etc/rudder-web.properties",
                "rudder/etc/rudder-web.properties",
                "etc/rudder-web.properties",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "cfengine_ppkeys_localhost_priv_rsa_pem_file")
def cfengine(rng: random.Random) -> Out:
    key = rsa_pem(rng, 2048)
    return Out(
        pick(
            rng,
            (
                "var/cfengine/ppkeys/localhost.priv",
                "cfengine/ppkeys/localhost.priv",
                f"backup/{host(rng, 'hub')}/ppkeys/localhost.priv",
            ),
        ),
        key + "\n",
        key,
        "",
    )


@fmt(F, "micromdm_serve_api_key_flag_systemd_unit")
def micromdm(rng: random.Random) -> Out:
    key = alnum(rng, 32)
    text = fill(
        """[Unit]
Description=MicroMDM MDM Server
Documentation=https://github.com/micromdm/micromdm
After=network.target

[Service]
ExecStart=/usr/local/bin/micromdm serve \\
  -server-url=https://<<h>> \\
  -api-key <<key>> \\
  -filerepo /var/db/micromdm/repo \\
  -tls-cert /etc/micromdm/tls.crt \\
  -tls-key /etc/micromdm/tls.key
Restart=on-failure

[Install]
WantedBy=multi-user.target
""",
        h=host(rng, "mdm"),
        key=key,
    )
    return Out(
        pick(
            rng,
            (
                "etc/systemd/system/micromdm.service",
                "micromdm/micromdm.service",
                "deploy/micromdm.service",
            ),
        ),
        text,
        key,
        "",
    )
