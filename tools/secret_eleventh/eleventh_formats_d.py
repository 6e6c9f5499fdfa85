"""Family usenet_desktop_client_prefs: newsreaders and desktop clients' own preference files."""

from __future__ import annotations

import json
import random
import re

from eleventh_corpus import (
    SYM_INI,
    SYM_XML,
    Out,
    domain,
    fill,
    fmt,
    gen_pw,
    pick,
    user,
    words_pw,
)

F = "usenet_desktop_client_prefs"


def news(rng: random.Random) -> str:
    return pick(
        rng,
        (
            "news.eweka.nl",
            "news.newshosting.com",
            "reader.usenetexpress.com",
            "news.sunnyusenet.com",
            f"news.{domain(rng)}",
        ),
    )


@fmt(F, "slrnrc_nnrpaccess_user_password_host_line")
def slrnrc(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym="!#%*+-_.?@^~")
    srv = news(rng)
    text = fill(
        """% ~/.slrnrc
set username "<<u>>"
set hostname "<<dom>>"
set realname "<<real>>"
set signature ".signature"
server "<<srv>>" ".jnewsrc-<<short>>"
nnrpaccess "<<u>>" "<<pw>>" "<<srv>>"
set read_active 0
set wrap_flags 7
visible_headers "From:,Subject:,Newsgroups:,Followup-To:,Reply-To:"
""",
        u=user(rng),
        dom=domain(rng),
        real=pick(rng, ("Anna Keller", "Jonas Novak", "Mira Lindgren")),
        srv=srv,
        short=srv.split(".")[1],
        pw=pw,
    )
    return Out(pick(rng, (".slrnrc", "home/news/.slrnrc", "dotfiles/slrnrc")), text, pw, "")


@fmt(F, "tin_newsauth_server_password_user_line")
def tin_newsauth(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#%*+-_.?@^~")
    u = user(rng)
    text = f"# server password [user]\n{news(rng)} {pw} {u}\n"
    if rng.random() < 0.5:
        text += f"news.{domain(rng)} {gen_pw(rng, sym='-_.')} {user(rng)}\n"
    return Out(pick(rng, (".newsauth", f"home/{u}/.newsauth", "dotfiles/newsauth")), text, pw, "")


@fmt(F, "pan_servers_xml_server_password_element")
def pan(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_XML)
    text = fill(
        """<?xml version="1.0" encoding="UTF-8" ?>
<server-properties>
  <server id="1">
    <host>reader.<<dom>></host>
    <port>563</port>
    <username><<u>></username>
    <password><<pw>></password>
    <expire-articles-n-days-old>0</expire-articles-n-days-old>
    <connection-limit>8</connection-limit>
    <newsrc>/home/<<u>>/.pan2/newsrc-1</newsrc>
    <rank>1</rank>
    <use-ssl>1</use-ssl>
    <trust>1</trust>
    <compression-type>0</compression-type>
  </server>
</server-properties>
""",
        dom=domain(rng),
        u=user(rng),
        pw=pw,
    )
    return Out(
        pick(rng, (".pan2/servers.xml", "home/user/.pan2/servers.xml", "pan2/servers.xml")),
        text,
        pw,
    )


@fmt(F, "vlcrc_lua_http_interface_password_line")
def vlcrc(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.6 else gen_pw(rng, sym=SYM_INI)
    text = fill(
        """###
###  vlc 3.0.20
###

###
### lines beginning with a '#' character are comments
###

[core] # core program
# Interface module (string)
intf=qt
# Extra interface modules (string)
extraintf=http
# Fullscreen video output (boolean)
#fullscreen=0

[lua] # Lua interpreter
# Lua interface (string)
#lua-intf=dummy
# Password (string)
http-password=<<pw>>
# Source directory (string)
#http-src=
# Directory index (boolean)
#http-index=0

[http] # HTTP Server
http-host=<<host>>
http-port=<<port>>
""",
        pw=pw,
        host=pick(rng, ("0.0.0.0", "192.168.1.40", "127.0.0.1")),
        port=pick(rng, ("8080", "9090", "8088")),
    )
    return Out(
        pick(
            rng, (".config/vlc/vlcrc", "AppData/Roaming/vlc/vlcrc", "home/htpc/.config/vlc/vlcrc")
        ),
        text,
        pw,
        "",
    )


@fmt(F, "jdownloader_myjdownloader_settings_json_password_field")
def jdownloader(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#%&*+-_.?@^~=")
    data = {
        "email": f"{user(rng)}@{domain(rng)}",
        "password": pw,
        "devicename": pick(rng, ("JDownloader@nas", "JD-server", "jdownloader-docker")),
        "autoconnectenabledv2": True,
        "latestError": "NONE",
        "lastURL": "api.jdownloader.org",
        "directconnectmode": "LAN",
    }
    text = json.dumps(data, indent=2) + "\n"
    return Out(
        pick(
            rng,
            (
                "cfg/org.jdownloader.api.myjdownloader.MyJDownloaderSettings.json",
                "jdownloader/cfg/org.jdownloader.api.myjdownloader.MyJDownloaderSettings.json",
                "config/cfg/org.jdownloader.api.myjdownloader.MyJDownloaderSettings.json",
            ),
        ),
        text,
        pw,
    )


@fmt(F, "nicotine_plus_config_server_section_passw")
def nicotine(rng: random.Random) -> Out:
    pw = words_pw(rng) if rng.random() < 0.5 else gen_pw(rng, sym="!#*+-_.?@^~")
    text = fill(
        """[server]
server = ('server.slsknet.org', 2242)
login = <<u>>
passw = <<pw>>
interface =
ctcpmsgs = False
autosearch = []
autoreply =
portrange = (2234, 2239)
upnp = True

[transfers]
downloaddir = /home/<<u>>/Downloads/soulseek
uploaddir = /home/<<u>>/Downloads/soulseek/received
sharedfiles = []
""",
        u=user(rng),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (".config/nicotine/config", "home/music/.config/nicotine/config", "nicotine/config"),
        ),
        text,
        pw,
        "",
    )


@fmt(F, "sylpheed_accountrc_account_password_line")
def sylpheed(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#%*+-_.?@^~")
    dom = domain(rng)
    u = user(rng)
    text = fill(
        """[Account: 1]
account_name=<<u>>@<<dom>>
is_default=1
name=<<real>>
address=<<u>>@<<dom>>
organization=
protocol=1
receive_server=imap.<<dom>>
smtp_server=smtp.<<dom>>
nntp_server=
use_nntp_auth=0
user_id=<<u>>
password=<<pw>>
inbox=#imap/<<u>>@<<dom>>/INBOX
use_smtp_auth=1
smtp_user_id=
smtp_password=
ssl_imap=1
ssl_smtp=2
""",
        u=u,
        dom=dom,
        real=pick(rng, ("Lena Brandt", "Oskar Varga", "Ines Costa")),
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                ".sylpheed-2.0/accountrc",
                "home/mail/.sylpheed-2.0/accountrc",
                ".claws-mail/accountrc",
            ),
        ),
        text,
        pw,
        "",
    )


def _calibre_decode(text: str) -> str:
    m = re.search(r'"relay_password": "([0-9a-f]+)"', text)
    assert m
    return bytes.fromhex(m.group(1)).decode()


@fmt(F, "calibre_smtp_py_json_relay_password_hex", decode=_calibre_decode)
def calibre(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="!#%&*+-_.?@^~=")
    dom = domain(rng)
    u = user(rng)
    data = {
        "from_": f"{u}@{dom}",
        "accounts": {f"{u}@kindle.com": ["EPUB", True, False]},
        "subjects": {},
        "aliases": {},
        "tags": {},
        "relay_host": f"smtp.{dom}",
        "relay_port": 587,
        "relay_username": f"{u}@{dom}",
        "relay_password": pw.encode().hex(),
        "encryption": "TLS",
    }
    text = json.dumps(data, indent=2) + "\n"
    return Out(
        pick(
            rng,
            (
                ".config/calibre/smtp.py.json",
                "AppData/Roaming/calibre/smtp.py.json",
                "Calibre Settings/smtp.py.json",
            ),
        ),
        text,
        pw,
    )
