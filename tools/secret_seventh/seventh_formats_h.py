"""Telecom OSS: ncclient NETCONF, OpenDaylight Karaf, Ericsson ENM, Cisco NSO, GenieACS TR-069,
Kannel, SMPP, Open5GS, gnmic."""

from __future__ import annotations

import random

from seventh_corpus import SYM_URL, SYM_YAML, Ctx, Out, an, fill, fmt, pick, pw

FAM = "telecom_oss_netconf"


@fmt(FAM, "ncclient_manager_connect_password_kwarg")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 18, "-_.!@#%+")
    text = fill(
        """
        from ncclient import manager

        FILTER = "<configuration><interfaces/></configuration>"


        def interfaces(host: str) -> str:
            with manager.connect(
                host=host,
                port=830,
                username="<<user>>",
                password="<<s>>",
                hostkey_verify=False,
                device_params={"name": "<<dev>>"},
            ) as m:
                return m.get_config(source="running", filter=("subtree", FILTER)).data_xml
        """,
        user=pick(rng, "netconf", "oss-collector", "automation"),
        s=s,
        dev=pick(rng, "junos", "iosxr", "nexus", "huaweiyang"),
    )
    path = pick(rng, "oss/netconf_pull.py", "collectors/interfaces.py", f"{c.slug}_noc/nc.py")
    return Out(path, text, s)


@fmt(FAM, "opendaylight_karaf_users_properties_admin_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 16, "-_.!@+*")
    text = fill(
        """
        #
        # This file contains the users, groups, and roles.
        # Each line has to be of the format:
        #
        # USER=PASSWORD,ROLE1,ROLE2,...
        # USER=PASSWORD,_g_:GROUP,...
        # _g_\\:GROUP=ROLE1,ROLE2,...
        #
        <<user>> = <<s>>,_g_:admingroup
        _g_\\:admingroup = group,admin,manager,viewer,systembundles,ssh
        """,
        user=pick(rng, "karaf", "odladmin", "sdn-ops"),
        s=s,
    )
    path = pick(
        rng,
        "etc/users.properties",
        "opendaylight/etc/users.properties",
        f"{c.slug}/etc/users.properties",
    )
    return Out(path, text, s)


@fmt(FAM, "enmscripting_open_positional_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 16, "-_.!@#%+")
    text = fill(
        """
        import enmscripting

        session = enmscripting.open("https://<<host>>", "<<user>>", "<<s>>")
        try:
            cmd = session.command()
            response = cmd.execute("cmedit get * NetworkElement.neType==RadioNode")
            for line in response.get_output():
                print(line)
        finally:
            enmscripting.close(session)
        """,
        host=c.host("enm", "oss"),
        user=pick(rng, "administrator", "nbi_reader", c.user),
        s=s,
    )
    path = pick(rng, "scripts/enm_inventory.py", "enm/list_nodes.py", f"{c.slug}/enm.py")
    return Out(path, text, s)


@fmt(FAM, "cisco_nso_cli_authgroup_umap_remote_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 16, "-_.!@#%+")
    text = fill(
        """
        devices authgroups group <<grp>>
         umap admin
          remote-name     <<remote>>
          remote-password <<s>>
         !
        !
        devices device pe<<n>>-<<slug>>
         address   <<ip>>
         authgroup <<grp>>
         device-type cli ned-id cisco-iosxr-cli-7.52
         state admin-state unlocked
        !
        """,
        grp=pick(rng, "core-routers", "pe-routers", "default-xr"),
        remote=pick(rng, "nsoadmin", "svc_nso", "automation"),
        s=s,
        n=rng.randint(1, 40),
        slug=c.slug,
        ip=c.ip(),
    )
    path = pick(rng, "nso/authgroups.cfg", "ncs-run/init/devices.cli", f"nso/{c.slug}-pe.cfg")
    return Out(path, text, s)


@fmt(FAM, "genieacs_provision_connection_request_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, rng.randint(12, 20))
    text = fill(
        """
        // GenieACS provision: bootstrap
        const now = Date.now();
        const ms = "InternetGatewayDevice.ManagementServer.";

        declare(ms + "PeriodicInformEnable", {value: now}, {value: true});
        declare(ms + "PeriodicInformInterval", {value: now}, {value: 300});
        declare(ms + "ConnectionRequestUsername", {value: now}, {value: "<<user>>"});
        declare(ms + "ConnectionRequestPassword", {value: now}, {value: "<<s>>"});

        declare("Tags.provisioned", null, {value: true});
        """,
        user=pick(rng, "acs", "cwmp", c.slug),
        s=s,
    )
    path = pick(rng, "provisions/bootstrap.js", "genieacs/provisions/default.js", "bootstrap.js")
    return Out(path, text, s)


@fmt(FAM, "kannel_conf_sendsms_user_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 8, 14, "-_.!@+")
    text = fill(
        """
        group = core
        admin-port = 13000
        admin-password = <<admin>>
        smsbox-port = 13001
        log-file = "/var/log/kannel/bearerbox.log"

        group = smsbox
        bearerbox-host = 127.0.0.1
        sendsms-port = 13013

        group = sendsms-user
        username = <<user>>
        password = <<s>>
        max-messages = 3
        concatenation = true
        """,
        admin="",
        user=pick(rng, "portal", "alerts", c.slug),
        s=s,
    )
    path = pick(rng, "kannel.conf", "etc/kannel/kannel.conf", f"sms/{c.slug}-kannel.conf")
    return Out(path, text, s)


@fmt(FAM, "smpplib_bind_transceiver_system_id_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 8)
    text = fill(
        """
        import smpplib.client
        import smpplib.consts

        client = smpplib.client.Client("<<host>>", 2775)
        client.set_message_sent_handler(lambda pdu: print("sent", pdu.sequence))
        client.connect()
        client.bind_transceiver(system_id="<<sid>>", password="<<s>>")

        client.send_message(
            source_addr_ton=smpplib.consts.SMPP_TON_ALNUM,
            source_addr="<<sender>>",
            destination_addr="<<dst>>",
            short_message=b"Your parcel is ready for pickup",
        )
        client.listen()
        """,
        host=c.host("smsc", "smpp"),
        sid=an(rng, 8, "abcdefghijklmnopqrstuvwxyz0123456789"),
        s=s,
        sender=c.slug.upper()[:11],
        dst=f"44{rng.randint(7000000000, 7999999999)}",
    )
    path = pick(rng, "sms/smpp_send.py", "notifier/smpp.py", f"{c.slug}_sms.py")
    return Out(path, text, s)


@fmt(FAM, "open5gs_nf_yaml_db_uri_mongodb_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 20, SYM_URL)
    nf = pick(rng, "nrf", "udr", "pcf", "hss")
    text = fill(
        """
        db_uri: mongodb://open5gs:<<s>>@<<host>>:27017/open5gs?authSource=admin

        logger:
          file:
            path: /var/log/open5gs/<<nf>>.log

        global:
          max:
            ue: 1024

        <<nf>>:
          sbi:
            server:
              - address: 127.0.0.<<n>>
                port: 7777
        """,
        s=s,
        host=c.host("mongo"),
        nf=nf,
        n=rng.randint(2, 30),
    )
    path = pick(rng, f"open5gs/{nf}.yaml", f"etc/open5gs/{nf}.yaml", f"core/{c.slug}/{nf}.yaml")
    return Out(path, text, s)


@fmt(FAM, "gnmic_config_yaml_global_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 18, SYM_YAML.replace(":", ""))
    text = fill(
        """
        username: <<user>>
        password: "<<s>>"
        skip-verify: true
        encoding: json_ietf
        log: true

        targets:
          spine1.<<dom>>:57400:
          spine2.<<dom>>:57400:
          leaf<<n>>.<<dom>>:57400:

        subscriptions:
          ifcounters:
            paths:
              - /interfaces/interface/state/counters
            stream-mode: sample
            sample-interval: 10s

        outputs:
          prom:
            type: prometheus
            listen: :9804
        """,
        user=pick(rng, "telemetry", "gnmi", "admin"),
        s=s,
        dom=c.domain,
        n=rng.randint(1, 24),
    )
    path = pick(rng, "gnmic.yaml", ".gnmic.yml", f"telemetry/{c.slug}-gnmic.yaml")
    return Out(path, text, s)
