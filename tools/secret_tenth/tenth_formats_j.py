# ruff: noqa: E501 (embedded files keep their real long lines)
"""ntp_dhcp_dns_daemon_keys: time, DHCP, DNS-proxy and TLS-wrapper daemons' key files and configs."""

from __future__ import annotations

import base64
import random
import re

from tenth_corpus import (
    ALNUM,
    SYM_JSON,
    SYM_XML,
    Ctx,
    Out,
    an,
    b64,
    fill,
    fmt,
    hx,
    pick,
    pw,
    uid,
)

FAM = "ntp_dhcp_dns_daemon_keys"


@fmt(FAM, "chrony_keys_file_sha256_hex_key_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    k1 = hx(rng, 40, upper=True)
    k2 = hx(rng, 64, upper=True)
    needle = pick(rng, k1, k2)
    text = fill(
        """
        # chrony keys for authenticated NTP between <<short>> servers and clients
        # generated with: chronyc keygen <id> SHA256 256
        <<id1>> SHA1 HEX:<<k1>>
        <<id2>> SHA256 HEX:<<k2>>
        """,
        short=c.short,
        id1=rng.randint(1, 20),
        id2=rng.randint(21, 99),
        k1=k1,
        k2=k2,
    )
    path = pick(rng, "etc/chrony.keys", "etc/chrony/chrony.keys", f"ntp/{c.short}/chrony.keys")
    return Out(path, text, needle)


@fmt(FAM, "ntp_keys_md5_printable_ascii_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    alphabet = ALNUM + "!$%&()*+,-./:;=>?@[]^_`{|}~"
    keys = [an(rng, 20, alphabet) for _ in range(3)]
    n = rng.randrange(3)
    lines = "\n".join(f"{i + 1:>2} MD5 {k}  # MD5 key" for i, k in enumerate(keys))
    text = fill(
        """
        # ntpkey_MD5key_<<host>>.<<ts>>
        # <<date>>
        <<lines>>
        """,
        host=c.host("ntp"),
        ts=rng.randint(3_900_000_000, 3_990_000_000),
        date=c.date,
        lines=lines,
    )
    path = pick(rng, "etc/ntp.keys", "etc/ntp/keys", f"ntp/{c.short}/ntp.keys")
    return Out(path, text, keys[n])


@fmt(FAM, "kea_dhcp4_conf_lease_database_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_JSON)
    net = ".".join(c.ip().split(".")[:3])
    text = fill(
        """
        {
          "Dhcp4": {
            "interfaces-config": {"interfaces": ["<<iface>>"]},
            "control-socket": {"socket-type": "unix", "socket-name": "/run/kea/kea4-ctrl-socket"},
            "lease-database": {
              "type": "postgresql",
              "name": "kea",
              "host": "<<db>>",
              "user": "kea",
              "password": "<<secret>>"
            },
            "valid-lifetime": 4000,
            "renew-timer": 1000,
            "rebind-timer": 2000,
            "subnet4": [
              {
                "id": 1,
                "subnet": "<<net>>.0/24",
                "pools": [{"pool": "<<net>>.100 - <<net>>.220"}],
                "option-data": [{"name": "routers", "data": "<<net>>.1"}]
              }
            ]
          }
        }
        """,
        iface=pick(rng, "eth0", "ens192", "enp3s0"),
        db=c.host("pg"),
        secret=secret,
        net=net,
    )
    path = pick(
        rng, "etc/kea/kea-dhcp4.conf", f"kea/{c.short}/kea-dhcp4.conf", "config/kea-dhcp4.json"
    )
    return Out(path, text, secret, "json")


def _basic_decode(text: str) -> str:
    m = re.search(r"Authorization: Basic ([A-Za-z0-9+/=]+)", text)
    assert m
    return base64.b64decode(m.group(1)).decode().split(":", 1)[1]


@fmt(FAM, "kea_ctrl_agent_curl_basic_authorization_header", decode=_basic_decode)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!@#%^&*()-_+=.~")
    user = pick(rng, "kea-api", "admin", "stork")
    token = base64.b64encode(f"{user}:{secret}".encode()).decode()
    text = fill(
        """
        #!/bin/sh
        # dump the running DHCPv4 config from the Kea control agent
        CA=http://<<ip>>:8000/
        curl -s -X POST "$CA" \\
          -H "Content-Type: application/json" \\
          -H "Authorization: Basic <<token>>" \\
          -d '{"command": "config-get", "service": ["dhcp4"]}' \\
          | jq '.[0].arguments' > "kea-dhcp4-$(date +%F).json"
        """,
        ip=c.ip(),
        token=token,
    )
    path = pick(rng, "bin/kea-config-dump.sh", f"ops/{c.short}/kea_backup.sh", "scripts/kea-get.sh")
    return Out(path, text, secret)


@fmt(FAM, "dnsdist_conf_lua_setkey_console_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = b64(rng, 32)
    text = fill(
        """
        setLocal('0.0.0.0:53')
        addACL('<<net>>.0/24')
        newServer({address='9.9.9.9', name='quad9', pool=''})
        newServer({address='<<ip>>:53', name='internal', pool='int'})
        addAction(SuffixMatchNodeRule(newSuffixMatchNode({'<<domain>>'})), PoolAction('int'))

        controlSocket('127.0.0.1:5199')
        setKey("<<key>>")

        webserver("0.0.0.0:8083")
        setWebserverConfig({password="<<wp>>", apiKey="<<api>>", acl="<<net>>.0/24"})
        """,
        net=".".join(c.ip().split(".")[:3]),
        ip=c.ip(),
        domain=c.domain,
        key=key,
        wp=pw(rng, sym=""),
        api=an(rng, 24),
    )
    path = pick(rng, "etc/dnsdist/dnsdist.conf", f"dnsdist/{c.short}/dnsdist.conf", "dnsdist.conf")
    return Out(path, text, key)


@fmt(FAM, "varnish_secret_file_single_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, uid(rng), an(rng, 32), b64(rng, 32))
    text = secret + "\n"
    path = pick(rng, "etc/varnish/secret", f"varnish/{c.short}/secret", "docker/varnish/secret")
    return Out(path, text, secret)


@fmt(FAM, "stunnel_psk_secrets_txt_identity_colon_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    ids = [
        pick(rng, "redis", "mqtt", "backup", c.short, "syslog", "replica") + str(i)
        for i in range(3)
    ]
    keys = [pw(rng, 20, 40, sym=SYM_XML.replace(":", "").replace("#", "")) for _ in ids]
    n = rng.randrange(3)
    text = "".join(f"{i}:{k}\n" for i, k in zip(ids, keys, strict=True))
    path = pick(
        rng, "etc/stunnel/psk.txt", f"stunnel/{c.short}/psksecrets.txt", "etc/stunnel/secrets.txt"
    )
    return Out(path, text, keys[n])


@fmt(FAM, "isc_dhcpd_conf_omapi_key_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = b64(rng, 32)
    net = ".".join(c.ip().split(".")[:3])
    text = fill(
        """
        authoritative;
        default-lease-time 600;
        max-lease-time 7200;
        option domain-name "<<domain>>";
        option domain-name-servers <<net>>.2, <<net>>.3;

        key omapi_key {
          algorithm hmac-sha256;
          secret "<<secret>>";
        };
        omapi-port 7911;
        omapi-key omapi_key;

        subnet <<net>>.0 netmask 255.255.255.0 {
          range <<net>>.50 <<net>>.199;
          option routers <<net>>.1;
        }
        """,
        domain=c.domain,
        net=net,
        secret=secret,
    )
    path = pick(rng, "etc/dhcp/dhcpd.conf", f"dhcp/{c.short}/dhcpd.conf", "etc/dhcpd.conf")
    return Out(path, text, secret)
