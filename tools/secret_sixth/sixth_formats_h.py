"""Formats: Switch and router configs of less common vendors."""

from __future__ import annotations

import random

from sixth_corpus import (
    DIGITS,
    SYM_Q,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    hx,
    pick,
    pw,
    words_pw,
)

NET = "switch_router_running_configs"
Q1 = SYM_Q.replace("'", "")


@fmt(NET, "aruba_cx_radius_server_key_plaintext")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(14, 20))
    text = fill(
        """
        hostname <<hn>>
        user admin group administrators password ciphertext AQBapc<<ct>>
        radius-server host <<ip>> key plaintext <<s>> vrf mgmt
        aaa group server radius nps
            server <<ip>> vrf mgmt
        aaa authentication login ssh group nps local
        !
        vlan 1,10,20,99
        interface mgmt
            no shutdown
            ip dhcp
        """,
        hn=f"sw-{c.slug[:6]}-{rng.randint(1, 48):02d}",
        ct=an(rng, 40),
        ip=c.ip(),
        s=s,
    )
    return Out(
        pick(rng, "configs/aruba/access-sw.cfg", f"templates/{c.slug}-cx.j2", "ztp/aoscx_base.cfg"),
        text,
        s,
    )


@fmt(NET, "arista_eos_username_secret_0")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!#%*+-.=?@^_~", n=rng.randint(14, 20))
    text = fill(
        """
        ! ZTP startup-config for <<role>> switches
        hostname <<hn>>
        username <<user>> privilege 15 role network-admin secret 0 <<s>>
        !
        management api http-commands
           no shutdown
        !
        vrf instance MGMT
        interface Management1
           vrf MGMT
           ip address dhcp
        ip routing
        ip route vrf MGMT 0.0.0.0/0 <<gw>>
        """,
        role=pick(rng, "leaf", "spine", "border"),
        hn=f"{c.slug[:5]}-leaf{rng.randint(1, 16)}",
        user=pick(rng, "ansible", "netops", "admin"),
        s=s,
        gw=c.ip(),
    )
    return Out(
        pick(rng, "ztp/startup-config", f"cvp/configlets/{c.slug}-base.cfg", "eos/base.conf"),
        text,
        s,
    )


@fmt(NET, "procurve_password_manager_plaintext")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 16))
    text = fill(
        """
        ; J9773A Configuration Editor; Created on release #YA.16.10.0003
        hostname "<<hn>>"
        module 1 type j9773a
        snmp-server community "public" unrestricted
        vlan 1
           name "DEFAULT_VLAN"
           untagged 1-24
           ip address dhcp-bootp
           exit
        password manager user-name "admin" plaintext "<<s>>"
        """,
        hn=f"{c.slug.upper()}-2530-{rng.randint(1, 9)}",
        s=s,
    )
    return Out(
        pick(
            rng,
            "switches/procurve-2530.txt",
            f"backups/{c.slug}/sw-floor2.cfg",
            "hp/running-config.cfg",
        ),
        text,
        s,
    )


@fmt(NET, "ruckus_icx_enable_super_user_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 16))
    text = fill(
        """
        ver 08.0.95fT213
        !
        stack unit 1
          module 1 icx7150-48p-poe-port-management-module
        !
        vlan 1 name DEFAULT-VLAN by port
        !
        vlan 30 name Voice by port
         tagged ethe 1/1/1 to 1/1/48
        !
        aaa authentication login default local
        enable super-user-password <<s>>
        hostname <<hn>>
        ip dns domain-list <<dom>>
        !
        end
        """,
        s=s,
        hn=f"icx-{c.slug[:6]}",
        dom=c.domain,
    )
    return Out(
        pick(rng, "ruckus/icx7150.cfg", f"configs/{c.slug}-icx.txt", "icx/startup-config.txt"),
        text,
        s,
    )


@fmt(NET, "sonic_config_db_json_tacplus_passkey")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        {
          "DEVICE_METADATA": {
            "localhost": {
              "hostname": "<<hn>>",
              "hwsku": "Accton-AS7726-32X",
              "platform": "x86_64-accton_as7726_32x-r0",
              "type": "LeafRouter"
            }
          },
          "TACPLUS": {
            "global": {"auth_type": "login", "timeout": "5"}
          },
          "TACPLUS_SERVER": {
            "<<ip>>": {"priority": "1", "tcp_port": "49", "passkey": "<<s>>"}
          },
          "AAA": {
            "authentication": {"login": "tacacs+,local", "failthrough": "True"}
          }
        }
        """,
        hn=f"{c.slug[:6]}-lf{rng.randint(1, 32):02d}",
        ip=c.ip(),
        s=s,
    )
    return Out(
        pick(
            rng,
            "sonic/config_db.json",
            f"fabric/{c.slug}/config_db.json",
            "etc/sonic/config_db.json",
        ),
        text,
        s,
    )


@fmt(NET, "vyos_set_commands_pppoe_authentication_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(8, 12))
    text = fill(
        """
        set interfaces ethernet eth0 description 'WAN'
        set interfaces pppoe pppoe0 authentication username '<<user>>'
        set interfaces pppoe pppoe0 authentication password '<<s>>'
        set interfaces pppoe pppoe0 source-interface 'eth0.7'
        set interfaces pppoe pppoe0 mtu '1492'
        set interfaces pppoe pppoe0 ip adjust-mss 'clamp-mss-to-pmtu'
        set nat source rule 100 outbound-interface name 'pppoe0'
        set nat source rule 100 translation address 'masquerade'
        set service ssh port '22'
        set system host-name '<<hn>>'
        """,
        user=pick(
            rng,
            f"{an(rng, 10, DIGITS)}@t-online.de",
            f"{an(rng, 8, DIGITS)}@ftth.kpn.nl",
            f"b{an(rng, 9, DIGITS)}@dsl.telia.se",
        ),
        s=s,
        hn=f"vyos-{c.slug[:6]}",
    )
    return Out(
        pick(rng, "vyos/commands.txt", f"router/{c.slug}-vyos.conf", "homelab/vyos-setup.vbash"),
        text,
        s,
    )


@fmt(NET, "nokia_sros_mdcli_bgp_authentication_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 20))
    asn = rng.randint(64512, 65534)
    text = fill(
        """
        configure {
            router "Base" {
                autonomous-system <<asn>>
                bgp {
                    group "ebgp-transit" {
                        peer-as <<peer>>
                        authentication-key "<<s>>"
                        import {
                            policy ["transit-in"]
                        }
                    }
                    neighbor "<<ip>>" {
                        group "ebgp-transit"
                    }
                }
            }
        }
        """,
        asn=asn,
        peer=pick(rng, 174, 1299, 3356, 6939, 9002),
        s=s,
        ip=c.ip(),
    )
    return Out(
        pick(rng, "sros/pe1-bgp.cfg", f"nokia/{c.slug}-edge.md", "configs/7750-transit.txt"),
        text,
        s,
    )


@fmt(NET, "rancid_cloginrc_add_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!#%*+-.=?@^_~", n=rng.randint(12, 18))
    text = fill(
        """
        # .cloginrc for rancid - first match wins
        add user        *.<<dom>>      rancid
        add password    *.<<dom>>      {<<s>>}
        add method      *.<<dom>>      ssh
        add autoenable  *.<<dom>>      1
        add cyphertype  *              aes256-ctr
        """,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "var/lib/rancid/.cloginrc", "rancid/.cloginrc", f"{c.slug}-netops/.cloginrc"),
        text,
        s,
    )


@fmt(NET, "oxidized_config_yaml_global_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        ---
        username: oxidized
        password: <<s>>
        model: junos
        resolve_dns: true
        interval: 3600
        use_syslog: false
        threads: 30
        timeout: 20
        retries: 3
        input:
          default: ssh
          ssh:
            secure: false
        output:
          default: git
          git:
            user: Oxidized
            email: oxidized@<<dom>>
            repo: "/home/oxidized/.config/oxidized/configs.git"
        source:
          default: csv
          csv:
            file: "/home/oxidized/.config/oxidized/router.db"
            delimiter: !ruby/regexp /:/
            map:
              name: 0
              model: 1
        """,
        s=s,
        dom=c.domain,
    )
    return Out(
        pick(rng, ".config/oxidized/config", "oxidized/config", f"{c.slug}/oxidized.conf"), text, s
    )


@fmt(NET, "napalm_get_network_driver_positional_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        from napalm import get_network_driver

        driver = get_network_driver("<<drv>>")
        with driver("<<host>>", "netops", "<<s>>", optional_args={"port": 22}) as device:
            facts = device.get_facts()
            print(facts["hostname"], facts["os_version"], facts["serial_number"])
            for name, iface in device.get_interfaces().items():
                if not iface["is_up"]:
                    print("down:", name)
        """,
        drv=pick(rng, "eos", "junos", "ios", "nxos_ssh"),
        host=c.host("core"),
        s=s,
    )
    return Out(
        pick(rng, "scripts/facts.py", "netauto/check_interfaces.py", f"{c.slug}/napalm_audit.py"),
        text,
        s,
    )


@fmt(NET, "extreme_exos_radius_mgmt_shared_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        #
        # Module aaa configuration.
        #
        configure radius mgmt-access primary server <<ip>> 1812 client-ip <<ip2>> vr VR-Mgmt
        configure radius mgmt-access primary shared-secret <<s>>
        enable radius mgmt-access
        #
        # Module vlan configuration.
        #
        create vlan "staff"
        configure vlan staff tag 110
        configure vlan staff add ports 1-44 untagged
        configure snmp sysName "<<hn>>"
        """,
        ip=c.ip(),
        ip2=c.ip(),
        s=s,
        hn=f"x460-{c.slug[:6]}",
    )
    return Out(
        pick(rng, "exos/primary.xsf", f"switches/{c.slug}-x460.cfg", "extreme/x460g2.txt"), text, s
    )


@fmt(NET, "unifi_config_gateway_json_pppoe_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, pw(rng, sym="", n=rng.randint(8, 12)), words_pw(rng, sym=""))
    text = fill(
        """
        {
          "_comment": "<<org>> site gateway overrides",
          "interfaces": {
            "ethernet": {
              "eth0": {
                "vif": {
                  "6": {
                    "pppoe": {
                      "2": {
                        "user-id": "<<user>>",
                        "password": "<<s>>",
                        "default-route": "auto",
                        "mtu": "1492",
                        "name-server": "auto"
                      }
                    }
                  }
                }
              }
            }
          }
        }
        """,
        user=an(rng, 10, DIGITS)
        + "@"
        + pick(rng, "fibre.sky", "dsl.swisscom.ch", "ppp.vodafone.it"),
        s=s,
        org=c.org,
    )
    return Out(
        pick(
            rng,
            "unifi/data/sites/default/config.gateway.json",
            f"sites/{hx(rng, 8)}/config.gateway.json",
            "config.gateway.json",
        ),
        text,
        s,
    )
