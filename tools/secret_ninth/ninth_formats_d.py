"""Family dns_ipam_netautomation: DNS servers, IPAM and network automation."""

from __future__ import annotations

import base64
import random
import re

from ninth_corpus import (
    SYM_DQ,
    SYM_JSON,
    SYM_SQ,
    SYM_YAML,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    hx,
    pick,
    pw,
)

F = "dns_ipam_netautomation"


def _from_base64(text: str) -> str:
    return "\n".join(
        base64.b64decode(m).decode()
        for m in re.findall(r"FROM_BASE64\('([A-Za-z0-9+/=]+)'\)", text)
    )


@fmt(F, "phpipam_api_app_code_token_requests_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
    t = fill(
        """
        import requests

        IPAM = "https://<<h>>/api/<<app>>"
        HEADERS = {"token": "<<s>>", "Content-Type": "application/json"}


        def first_free(subnet_id: int) -> str:
            r = requests.get(f"{IPAM}/subnets/{subnet_id}/first_free/", headers=HEADERS, timeout=10)
            r.raise_for_status()
            return r.json()["data"]
        """,
        s=s,
        h=c.host("ipam"),
        app=pick(rng, "netops", "provision", "ansible"),
    )
    return Out(
        pick(rng, "ipam/phpipam.py", "provision/ipam_client.py", f"{c.short}/netbox_sync/ipam.py"),
        t,
        s,
    )


@fmt(F, "phpipam_sql_seed_api_app_code_from_base64", decode=_from_base64)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-")
    enc = base64.b64encode(s.encode()).decode()
    t = fill(
        """
        -- seed the automation API app after a fresh phpIPAM install
        USE phpipam;
        INSERT INTO `api` (`app_id`, `app_code`, `app_permissions`, `app_security`, `app_lock`)
        VALUES ('<<app>>', FROM_BASE64('<<enc>>'), 2, 'ssl_token', 0);
        """,
        enc=enc,
        app=pick(rng, "netops", "terraform", c.short),
    )
    return Out(
        pick(rng, "db/seed_api.sql", "phpipam/init/02-api.sql", f"{c.short}/ipam-seed.sql"), t, s
    )


@fmt(F, "infoblox_client_connector_opts_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SQ)
    t = fill(
        """
        from infoblox_client import connector, objects

        opts = {
            'host': '<<h>>',
            'username': '<<u>>',
            'password': '<<s>>',
            'wapi_version': '2.12',
            'ssl_verify': False,
        }
        conn = connector.Connector(opts)
        net = objects.Network.search(conn, network_view='default', cidr='<<ip>>/24')
        """,
        s=s,
        h=c.host("gm"),
        u=pick(rng, "api-netops", c.user),
        ip=c.ip().rsplit(".", 1)[0] + ".0",
    )
    return Out(
        pick(rng, "infoblox/allocate.py", "scripts/ib_next_ip.py", f"{c.short}/dns/infoblox.py"),
        t,
        s,
    )


@fmt(F, "powerdns_pdns_conf_webserver_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 24)
    t = fill(
        """
        launch=gpgsql
        gpgsql-host=127.0.0.1
        gpgsql-dbname=pdns
        gpgsql-user=pdns
        api=yes
        api-key=<<s>>
        webserver=yes
        webserver-address=<<ip>>
        webserver-port=8081
        webserver-allow-from=127.0.0.1,10.0.0.0/8
        default-soa-content=ns1.<<d>> hostmaster.@ 0 10800 3600 604800 3600
        """,
        s=s,
        ip=c.ip(),
        d=c.domain,
    )
    return Out(
        pick(
            rng, "etc/powerdns/pdns.conf", "pdns/pdns.conf", f"roles/{c.short}_pdns/files/pdns.conf"
        ),
        t,
        s,
    )


@fmt(F, "technitium_dns_api_token_query_curl")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 64)
    t = fill(
        """
        #!/bin/sh
        # add an A record for each new VM (called by the provisioning hook)
        TOKEN=<<s>>
        curl -s "http://<<h>>:5380/api/zones/records/add?token=$TOKEN&domain=$1.<<d>>&type=A&ipAddress=$2&ttl=300&overwrite=true"
        """,
        s=s,
        h=c.host("dns1"),
        d=c.domain,
    )
    return Out(
        pick(rng, "hooks/dns-add.sh", "provision/technitium_add_record.sh", f"{c.short}/add-a.sh"),
        t,
        s,
    )


@fmt(F, "nornir_inventory_defaults_yaml_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_YAML)
    t = fill(
        """
        ---
        username: <<u>>
        password: "<<s>>"
        platform: <<plat>>
        port: 22
        connection_options:
          netmiko:
            extras:
              fast_cli: false
          napalm:
            extras:
              optional_args:
                transport: ssh
        data:
          site: <<site>>
          ntp_servers: [<<ip>>]
        """,
        s=s,
        u=pick(rng, "netauto", c.user),
        plat=pick(rng, "ios", "eos", "junos"),
        site=pick(rng, "ams1", "fra2", "lon3"),
        ip=c.ip(),
    )
    return Out(
        pick(
            rng,
            "inventory/defaults.yaml",
            "nornir/inventory/defaults.yaml",
            f"{c.short}-netauto/inventory/defaults.yaml",
        ),
        t,
        s,
    )


@fmt(F, "netmiko_connect_handler_enable_secret_kwarg")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ)
    t = fill(
        """
        import getpass

        from netmiko import ConnectHandler

        device = {
            "device_type": "cisco_ios",
            "host": "<<ip>>",
            "username": "<<u>>",
            "password": getpass.getpass(),
            "secret": "<<s>>",
        }

        with ConnectHandler(**device) as conn:
            conn.enable()
            print(conn.send_command("show running-config | section snmp"))
        """,
        s=s,
        ip=c.ip(),
        u=pick(rng, "netops", c.first),
    )
    return Out(
        pick(rng, "backup_snmp.py", "scripts/show_snmp.py", f"{c.short}/net/enable_show.py"), t, s
    )


@fmt(F, "dnscontrol_creds_json_cloudns_auth_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_JSON)
    t = fill(
        """
        {
          "cloudns": {
            "TYPE": "CLOUDNS",
            "auth-id": "<<aid>>",
            "auth-password": "<<s>>"
          },
          "none": { "TYPE": "NONE" }
        }
        """,
        s=s,
        aid=str(rng.randint(1000, 99999)),
    )
    return Out(pick(rng, "creds.json", "dns/creds.json", f"{c.short}-dns/creds.json"), t, s)


@fmt(F, "external_dns_deployment_args_pdns_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32)
    t = fill(
        """
        apiVersion: apps/v1
        kind: Deployment
        metadata:
          name: external-dns
          namespace: kube-system
        spec:
          replicas: 1
          selector:
            matchLabels: {app: external-dns}
          template:
            metadata:
              labels: {app: external-dns}
            spec:
              serviceAccountName: external-dns
              containers:
                - name: external-dns
                  image: registry.k8s.io/external-dns/external-dns:v0.14.2
                  args:
                    - --source=ingress
                    - --provider=pdns
                    - --pdns-server=http://<<h>>:8081
                    - --pdns-api-key=<<s>>
                    - --domain-filter=<<d>>
                    - --txt-owner-id=<<short>>
        """,
        s=s,
        h=c.host("pdns"),
        d=c.domain,
        short=c.short,
    )
    return Out(
        pick(
            rng,
            "k8s/external-dns.yaml",
            "clusters/prod/external-dns/deployment.yaml",
            f"{c.short}/infra/external-dns.yaml",
        ),
        t,
        s,
    )


@fmt(F, "nautobot_config_py_napalm_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ)
    t = fill(
        """
        import os

        from nautobot.core.settings import *  # noqa: F403
        from nautobot.core.settings_funcs import is_truthy

        ALLOWED_HOSTS = ["<<h>>"]
        DEBUG = is_truthy(os.getenv("NAUTOBOT_DEBUG", "False"))

        NAPALM_USERNAME = "<<u>>"
        NAPALM_PASSWORD = "<<s>>"
        NAPALM_TIMEOUT = 30
        NAPALM_ARGS = {"secret": NAPALM_PASSWORD}
        """,
        s=s,
        h=c.host("nautobot"),
        u=pick(rng, "napalm", c.user),
    )
    return Out(
        pick(
            rng, "nautobot_config.py", "config/nautobot_config.py", f"{c.short}/nautobot_config.py"
        ),
        t,
        s,
    )
