"""Set-top boxes: TV headend servers, card-sharing readers and PVR backends."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import json
import random

from fourteenth_corpus import (
    SYM_BARE,
    SYM_XML,
    Out,
    alnum,
    fmt,
    gen_pw,
    hexs,
    ip,
    pick,
    user,
    words_pw,
)

FAM = "settop_cardshare_tv_boxes"


@fmt(FAM, "tvheadend_superuser_file_json_password")
def tvh_super(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#$%&*+-_.?@^~")
    text = (
        json.dumps({"username": pick(rng, ("admin", "tvh", user(rng))), "password": pw}, indent=2)
        + "\n"
    )
    return Out(
        pick(rng, (".hts/tvheadend/superuser", "tvheadend/config/superuser", "hts/superuser")),
        text,
        pw,
        "json",
    )


def _dec_tvh(text: str) -> str:
    enc = json.loads(text)["password2"]
    raw = base64.b64decode(enc).decode()
    return raw.removeprefix("TVHeadend-Hide-")


@fmt(FAM, "tvheadend_passwd_entry_password2_hide_prefix_base64", decode=_dec_tvh)
def tvh_passwd(rng: random.Random) -> Out:
    pw = words_pw(rng)
    enc = base64.b64encode(f"TVHeadend-Hide-{pw}".encode()).decode()
    data = {
        "enabled": True,
        "username": pick(rng, ("kodi", "livingroom", "tablet", user(rng))),
        "password2": enc,
        "comment": "client for the lounge box",
        "wizard": False,
    }
    return Out(
        f"{pick(rng, ('.hts/tvheadend', 'tvheadend/config', 'hts'))}/passwd/{hexs(rng, 32)}",
        json.dumps(data, indent=2) + "\n",
        pw,
        "json",
    )


@fmt(FAM, "oscam_server_reader_section_password_line")
def oscam_server(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE)
    text = f"""[reader]
label                         = remote_{alnum(rng, 4).lower()}
protocol                      = cccam
device                        = {pick(rng, ("srv", "cs", "box"))}{rng.randint(1, 40)}.{pick(rng, ("dyndns.org", "ddns.net", "myftp.biz"))},{rng.randint(10000, 19999)}
user                          = {user(rng)}
password                      = {pw}
inactivitytimeout             = 30
group                         = 1
cccversion                    = 2.3.2
ccckeepalive                  = 1
"""
    return Out(
        pick(rng, ("oscam.server", "etc/tuxbox/config/oscam.server", "oscam/config/oscam.server")),
        text,
        pw,
        "",
    )


@fmt(FAM, "oscam_conf_webif_httppwd_line")
def oscam_conf(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE)
    text = f"""[global]
logfile                       = /tmp/oscam.log
nice                          = -1

[webif]
httpport                      = 8888
httpuser                      = admin
httppwd                       = {pw}
httpallowed                   = 127.0.0.1,192.168.0.0-192.168.255.255
"""
    return Out(
        pick(rng, ("oscam.conf", "etc/tuxbox/config/oscam.conf", "oscam/config/oscam.conf")),
        text,
        pw,
        "",
    )


@fmt(FAM, "cccam_cfg_c_line_host_port_user_pass")
def cccam(rng: random.Random) -> Out:
    pw = gen_pw(rng, n=rng.randint(10, 14), sym="")
    text = f"""C: {pick(rng, ("line", "sat", "server"))}{rng.randint(1, 99)}.{pick(rng, ("dyndns.tv", "ddns.me", "serveftp.com"))} {rng.randint(10000, 19999)} {user(rng)}{rng.randint(1, 99)} {pw}
"""
    return Out(pick(rng, ("CCcam.cfg", "etc/CCcam.cfg", "var/etc/CCcam.cfg")), text, pw, "")


@fmt(FAM, "mythtv_config_xml_database_password_element")
def mythtv(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML)
    text = f"""<Configuration>
  <LocalHostName>{pick(rng, ("mythbox", "frontend-lounge", "pvr"))}</LocalHostName>
  <Database>
    <PingHost>1</PingHost>
    <Host>{ip(rng)}</Host>
    <UserName>mythtv</UserName>
    <Password>{pw}</Password>
    <DatabaseName>mythconverg</DatabaseName>
    <Port>3306</Port>
  </Database>
  <WakeOnLAN>
    <Enabled>0</Enabled>
  </WakeOnLAN>
</Configuration>
"""
    return Out(
        pick(
            rng, (".mythtv/config.xml", "etc/mythtv/config.xml", "home/mythtv/.mythtv/config.xml")
        ),
        text,
        pw,
    )


@fmt(FAM, "enigma2_settings_openwebif_and_iptv_account_password")
def enigma2(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+")
    text = f"""config.misc.firstrun=false
config.OpenWebif.auth=true
config.OpenWebif.https_enabled=false
config.plugins.jedimakerxtream.enabled=true
config.plugins.jedimakerxtream.server={pick(rng, ("tv", "iptv", "line"))}.{pick(rng, ("starlite-ott.net", "vivoplus.tv"))}:8080
config.plugins.jedimakerxtream.username={user(rng)}
config.plugins.jedimakerxtream.password={pw}
config.usage.infobar_timeout=index=4
"""
    return Out(
        pick(rng, ("etc/enigma2/settings", "enigma2/settings", "backup/enigma2_settings")),
        text,
        pw,
        "",
    )
