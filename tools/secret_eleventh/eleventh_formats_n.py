"""Family circumvention_proxy_clients: proxy / tunnel clients and small forward proxies."""

# Embedded files keep their own long lines.
# ruff: noqa: E501

from __future__ import annotations

import base64
import json
import random
import re

from eleventh_corpus import (
    Out,
    domain,
    fill,
    fmt,
    gen_pw,
    ip,
    pick,
    user,
)

F = "circumvention_proxy_clients"
PX_PW = "-_.@+~"


def vps(rng: random.Random) -> str:
    return pick(
        rng,
        (
            ip(rng, private=False),
            f"{pick(rng, ('fra', 'ams', 'hel', 'sgp'))}{rng.randint(1, 9)}.{domain(rng)}",
        ),
    )


@fmt(F, "shadowsocks_libev_config_json_server_password")
def ssjson(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=PX_PW)
    data = {
        "server": vps(rng),
        "server_port": rng.randint(8000, 60000),
        "local_address": "127.0.0.1",
        "local_port": 1080,
        "password": pw,
        "timeout": 300,
        "method": pick(rng, ("chacha20-ietf-poly1305", "aes-256-gcm")),
        "mode": "tcp_and_udp",
        "fast_open": False,
    }
    return Out(
        pick(
            rng,
            (
                "etc/shadowsocks-libev/config.json",
                "shadowsocks/client.json",
                "etc/shadowsocks-rust/local.json",
            ),
        ),
        json.dumps(data, indent=4) + "\n",
        pw,
    )


@fmt(F, "clash_config_yaml_proxies_list_ss_password")
def clash(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=PX_PW)
    text = fill(
        """mixed-port: 7890
allow-lan: false
mode: rule
log-level: info
external-controller: 127.0.0.1:9090

proxies:
  - name: "<<tag>>"
    type: ss
    server: <<srv>>
    port: <<port>>
    cipher: chacha20-ietf-poly1305
    password: "<<pw>>"
    udp: true
  - name: "direct-home"
    type: socks5
    server: 192.168.1.2
    port: 1080

proxy-groups:
  - name: PROXY
    type: select
    proxies: ["<<tag>>", "direct-home", DIRECT]

rules:
  - DOMAIN-SUFFIX,lan,DIRECT
  - GEOIP,CN,DIRECT
  - MATCH,PROXY
""",
        tag=pick(rng, ("fra-1", "ams-vps", "hel-ss")),
        srv=vps(rng),
        port=rng.randint(8000, 60000),
        pw=pw,
    )
    return Out(
        pick(rng, (".config/clash/config.yaml", "clash/config.yaml", ".config/mihomo/config.yaml")),
        text,
        pw,
    )


@fmt(F, "sing_box_json_outbounds_trojan_password")
def singbox(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=PX_PW)
    srv = f"edge.{domain(rng)}"
    data = {
        "log": {"level": "warn"},
        "inbounds": [
            {"type": "tun", "tag": "tun-in", "inet4_address": "172.19.0.1/30", "auto_route": True}
        ],
        "outbounds": [
            {
                "type": "trojan",
                "tag": "proxy",
                "server": srv,
                "server_port": 443,
                "password": pw,
                "tls": {"enabled": True, "server_name": srv},
            },
            {"type": "direct", "tag": "direct"},
        ],
        "route": {"final": "proxy", "auto_detect_interface": True},
    }
    return Out(
        pick(
            rng,
            ("etc/sing-box/config.json", "sing-box/client.json", ".config/sing-box/config.json"),
        ),
        json.dumps(data, indent=2) + "\n",
        pw,
    )


@fmt(F, "hysteria2_server_yaml_auth_password_type")
def hysteria(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=PX_PW)
    dom = domain(rng)
    text = fill(
        """listen: :443

acme:
  domains:
    - hy.<<dom>>
  email: admin@<<dom>>

auth:
  type: password
  password: <<pw>>

masquerade:
  type: proxy
  proxy:
    url: https://news.ycombinator.com/
    rewriteHost: true
""",
        dom=dom,
        pw=pw,
    )
    return Out(
        pick(rng, ("etc/hysteria/config.yaml", "hysteria/server.yaml", "config.yaml")), text, pw
    )


@fmt(F, "tinyproxy_conf_basicauth_user_password_line")
def tinyproxy(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=PX_PW)
    text = fill(
        """User tinyproxy
Group tinyproxy
Port 8888
Timeout 600
DefaultErrorFile "/usr/share/tinyproxy/default.html"
StatFile "/usr/share/tinyproxy/stats.html"
LogFile "/var/log/tinyproxy/tinyproxy.log"
LogLevel Info
MaxClients 100
Allow 127.0.0.1
Allow 10.0.0.0/8
BasicAuth <<u>> <<pw>>
ViaProxyName "tinyproxy"
ConnectPort 443
ConnectPort 563
""",
        u=user(rng),
        pw=pw,
    )
    return Out(
        pick(rng, ("etc/tinyproxy/tinyproxy.conf", "tinyproxy.conf", "etc/tinyproxy.conf")),
        text,
        pw,
        "",
    )


@fmt(F, "threeproxy_cfg_users_cleartext_cl_entry")
def threeproxy(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+~")
    u = user(rng)
    text = fill(
        """nserver 1.1.1.1
nserver 9.9.9.9
nscache 65536
timeouts 1 5 30 60 180 1800 15 60
log /var/log/3proxy/3proxy.log D
rotate 30
users <<u>>:CL:<<pw>> <<u2>>:CR:$1$<<salt>>$<<hash>>
auth strong
allow <<u>>,<<u2>>
proxy -p3128
socks -p1080
""",
        u=u,
        pw=pw,
        u2=user(rng) + "2",
        salt=gen_pw(rng, 8, ""),
        hash=gen_pw(rng, 22, ""),
    )
    return Out(
        pick(rng, ("etc/3proxy/3proxy.cfg", "3proxy.cfg", "usr/local/etc/3proxy/3proxy.cfg")),
        text,
        pw,
        "",
    )


@fmt(F, "trojan_go_client_json_password_array")
def trojango(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=PX_PW)
    srv = f"t.{domain(rng)}"
    data = {
        "run_type": "client",
        "local_addr": "127.0.0.1",
        "local_port": 1080,
        "remote_addr": srv,
        "remote_port": 443,
        "password": [pw],
        "ssl": {"sni": srv},
        "mux": {"enabled": True},
        "router": {
            "enabled": True,
            "bypass": ["geoip:private"],
            "geoip": "/usr/share/trojan-go/geoip.dat",
        },
    }
    return Out(
        pick(rng, ("etc/trojan-go/config.json", "trojan-go/client.json", "trojan/config.json")),
        json.dumps(data, indent=2) + "\n",
        pw,
    )


def _ss_uri_decode(text: str) -> str:
    m = re.search(r"ss://([A-Za-z0-9_=-]+)@", text)
    assert m
    raw = m.group(1)
    raw += "=" * (-len(raw) % 4)
    return base64.urlsafe_b64decode(raw).decode().split(":", 1)[1]


@fmt(F, "shadowsocks_sip002_uri_userinfo_base64_qr_note", decode=_ss_uri_decode)
def ssuri(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=PX_PW)
    method = pick(rng, ("chacha20-ietf-poly1305", "aes-256-gcm", "aes-128-gcm"))
    ui = base64.urlsafe_b64encode(f"{method}:{pw}".encode()).decode().rstrip("=")
    srv = vps(rng)
    port = rng.randint(8000, 60000)
    tag = pick(rng, ("Frankfurt", "Amsterdam", "Helsinki"))
    text = fill(
        """# family VPN -- import into Shadowrocket / v2rayNG by scanning the QR or pasting:
ss://<<ui>>@<<srv>>:<<port>>#<<tag>>

# fallback (plain socks on the router) for the smart TV:
socks5://192.168.1.1:1080
""",
        ui=ui,
        srv=srv,
        port=port,
        tag=tag,
    )
    return Out(
        pick(rng, ("notes/vpn-links.txt", "family/ss-import.txt", "Documents/proxy.txt")),
        text,
        pw,
        "",
    )


@fmt(F, "mitmproxy_proxyauth_user_colon_password_systemd")
def mitm(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym="-_.@+~")
    u = user(rng)
    text = fill(
        """[Unit]
Description=mitmdump capture proxy for the QA devices
After=network.target

[Service]
User=<<u>>
ExecStart=/usr/local/bin/mitmdump --mode regular --listen-port 8081 --proxyauth <<u>>:<<pw>> -w /srv/captures/flows-%%H.mitm --set block_global=false
Restart=on-failure

[Install]
WantedBy=multi-user.target
""",
        u=u,
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "etc/systemd/system/mitmdump.service",
                "deploy/mitmdump.service",
                "qa/proxy/mitmdump.service",
            ),
        ),
        text,
        pw,
        "",
    )
