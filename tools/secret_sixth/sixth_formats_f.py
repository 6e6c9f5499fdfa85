"""Formats: VoIP PBX configs and phone provisioning."""

from __future__ import annotations

import random

from sixth_corpus import (
    DIGITS,
    SYM_INI,
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

VOIP = "voip_pbx_provisioning"


@fmt(VOIP, "asterisk_pjsip_conf_trunk_auth_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 20))
    user = an(rng, 7, DIGITS)
    text = fill(
        """
        [transport-udp]
        type=transport
        protocol=udp
        bind=0.0.0.0

        [<<trunk>>]
        type=registration
        outbound_auth=<<trunk>>-auth
        server_uri=sip:<<prov>>
        client_uri=sip:<<user>>@<<prov>>
        retry_interval=60

        [<<trunk>>-auth]
        type=auth
        auth_type=userpass
        username=<<user>>
        password=<<s>>

        [<<trunk>>-endpoint]
        type=endpoint
        context=from-trunk
        disallow=all
        allow=ulaw,alaw
        outbound_auth=<<trunk>>-auth
        aors=<<trunk>>-aor
        """,
        trunk=pick(rng, "voipms", "sipgate", "easybell", "trunk1"),
        prov=pick(
            rng, "sip.easybell.de", "toronto.voip.ms", "sipconnect.sipgate.de", "sip.zadarma.com"
        ),
        user=user,
        s=s,
    )
    return Out(
        pick(
            rng, "etc/asterisk/pjsip.conf", "asterisk/pjsip_trunks.conf", f"pbx-{c.slug}/pjsip.conf"
        ),
        text,
        s,
    )


@fmt(VOIP, "asterisk_manager_conf_ami_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        ;
        ; AMI - Asterisk Manager Interface
        ;
        [general]
        enabled = yes
        port = 5038
        bindaddr = 127.0.0.1

        [<<user>>]
        secret = <<s>>
        deny = 0.0.0.0/0.0.0.0
        permit = 127.0.0.1/255.255.255.0
        read = system,call,log,verbose,agent,user,dtmf,reporting,cdr
        write = system,call,agent,user,originate
        """,
        user=pick(rng, "crm", "fop2", "hudlite", "operator"),
        s=s,
    )
    return Out(
        pick(
            rng, "etc/asterisk/manager.conf", "asterisk/manager.conf", f"pbx-{c.slug}/manager.conf"
        ),
        text,
        s,
        "ini",
    )


@fmt(VOIP, "freeswitch_directory_user_xml_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(10, 16))
    ext = str(rng.randint(1000, 1099))
    text = fill(
        """
        <include>
          <user id="<<ext>>">
            <params>
              <param name="password" value="<<s>>"/>
              <param name="vm-password" value="<<vm>>"/>
            </params>
            <variables>
              <variable name="toll_allow" value="domestic,international,local"/>
              <variable name="accountcode" value="<<ext>>"/>
              <variable name="user_context" value="default"/>
              <variable name="effective_caller_id_name" value="<<person>>"/>
              <variable name="effective_caller_id_number" value="<<ext>>"/>
              <variable name="callgroup" value="sales"/>
            </variables>
          </user>
        </include>
        """,
        ext=ext,
        s=s,
        vm=str(rng.randint(1000, 9999)),
        person=c.person,
    )
    return Out(
        pick(rng, f"conf/directory/default/{ext}.xml", f"freeswitch/directory/default/{ext}.xml"),
        text,
        s,
    )


@fmt(VOIP, "kamailio_kamctlrc_dbrwpw")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        # The Kamailio configuration file for the control tools.
        SIP_DOMAIN=sip.<<dom>>
        DBENGINE=MYSQL
        DBHOST=<<host>>
        DBNAME=kamailio
        DBRWUSER="kamailio"
        DBRWPW="<<s>>"
        DBROUSER="kamailioro"
        DBROOTUSER="root"
        INSTALL_EXTRA_TABLES=ask
        INSTALL_PRESENCE_TABLES=ask
        STORE_PLAINTEXT_PW=0
        """,
        dom=c.domain,
        host=c.host("db"),
        s=s,
    )
    return Out(
        pick(rng, "etc/kamailio/kamctlrc", "kamailio/kamctlrc", f"{c.slug}-sbc/kamctlrc"), text, s
    )


@fmt(VOIP, "freepbx_conf_amp_conf_ampdbpass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(14, 20))
    text = fill(
        """
        <?php
        $amp_conf['AMPDBUSER'] = 'freepbxuser';
        $amp_conf['AMPDBPASS'] = '<<s>>';
        $amp_conf['AMPDBHOST'] = 'localhost';
        $amp_conf['AMPDBPORT'] = '3306';
        $amp_conf['AMPDBNAME'] = 'asterisk';
        $amp_conf['AMPDBENGINE'] = 'mysql';
        $amp_conf['datasource'] = '';
        require_once('/var/www/html/admin/bootstrap.php');
        ?>
        """,
        s=s,
    )
    return Out(
        pick(rng, "etc/freepbx.conf", "freepbx/freepbx.conf", f"backup/{c.slug}/freepbx.conf"),
        text,
        s,
    )


@fmt(VOIP, "linphonerc_auth_info_passwd")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, pw(rng, sym="", n=rng.randint(10, 14)), words_pw(rng, sym=""))
    ext = str(rng.randint(200, 299))
    text = fill(
        """
        [sip]
        sip_port=5060
        default_proxy=0
        register_only_when_network_is_up=1

        [proxy_0]
        reg_proxy=<sip:pbx.<<dom>>;transport=udp>
        reg_identity="<<person>>" <sip:<<ext>>@pbx.<<dom>>>
        reg_expires=3600
        reg_sendregister=1

        [auth_info_0]
        username=<<ext>>
        passwd=<<s>>
        realm=asterisk
        domain=pbx.<<dom>>
        """,
        dom=c.domain,
        person=c.person,
        ext=ext,
        s=s,
    )
    return Out(pick(rng, ".linphonerc", "config/linphonerc", f"{c.slug}/.linphonerc"), text, s)


@fmt(VOIP, "baresip_accounts_auth_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(10, 16))
    ext = str(rng.randint(100, 999))
    text = fill(
        """
        #
        # SIP accounts - one account per line
        #
        # Displayname <sip:user@domain;uri-params>;addr-params
        #
        <sip:<<ext>>@pbx.<<dom>>;transport=tcp>;auth_pass=<<s>>;regint=600;answermode=auto
        """,
        ext=ext,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(rng, ".baresip/accounts", "doorphone/baresip/accounts", f"{c.slug}/baresip/accounts"),
        text,
        s,
    )


@fmt(VOIP, "yealink_cfg_account_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(10, 16))
    ext = str(rng.randint(100, 199))
    mac = hx(rng, 12)
    text = fill(
        """
        #!version:1.0.0.1
        account.1.enable = 1
        account.1.label = <<ext>>
        account.1.display_name = <<person>>
        account.1.auth_name = <<ext>>
        account.1.user_name = <<ext>>
        account.1.password = <<s>>
        account.1.sip_server.1.address = pbx.<<dom>>
        account.1.sip_server.1.port = 5060
        local_time.time_zone = +1
        local_time.ntp_server1 = pool.ntp.org
        """,
        ext=ext,
        person=c.person,
        s=s,
        dom=c.domain,
    )
    return Out(pick(rng, f"tftpboot/{mac}.cfg", f"provisioning/yealink/{mac}.cfg"), text, s)


@fmt(VOIP, "polycom_provisioning_xml_reg_auth_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(10, 16))
    ext = str(rng.randint(300, 399))
    mac = hx(rng, 12)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <PHONE_CONFIG>
          <ALL
            reg.1.displayName="<<person>>"
            reg.1.address="<<ext>>"
            reg.1.label="<<ext>>"
            reg.1.auth.userId="<<ext>>"
            reg.1.auth.password="<<s>>"
            reg.1.server.1.address="pbx.<<dom>>"
            reg.1.server.1.port="5060"
            voIpProt.SIP.outboundProxy.address="sbc.<<dom>>"
            tcpIpApp.sntp.address="pool.ntp.org"
          />
        </PHONE_CONFIG>
        """,
        person=c.person,
        ext=ext,
        s=s,
        dom=c.domain,
    )
    return Out(
        pick(rng, f"provisioning/polycom/{mac}-reg.cfg", f"tftp/{mac}-phone.cfg"), text, s, "xml"
    )


@fmt(VOIP, "grandstream_cfg_p34_sip_auth_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(10, 16))
    ext = str(rng.randint(500, 599))
    mac = hx(rng, 12)
    text = fill(
        """
        # Grandstream GXP provisioning - <<person>>
        # Account 1: SIP server
        P47 = pbx.<<dom>>
        # SIP User ID
        P35 = <<ext>>
        # Authenticate ID
        P36 = <<ext>>
        # Authenticate password
        P34 = <<s>>
        # Display name
        P3 = <<person>>
        # Admin password for the web UI is pushed separately
        P64 = CET-1CEST-2,M3.5.0/02:00:00,M10.5.0/03:00:00
        """,
        person=c.person,
        dom=c.domain,
        ext=ext,
        s=s,
    )
    return Out(pick(rng, f"provisioning/cfg{mac}.txt", f"gs/cfg{mac}.txt"), text, s)


@fmt(VOIP, "yate_accfile_conf_sip_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI, n=rng.randint(12, 18))
    text = fill(
        """
        ; accfile.conf - outbound registrations
        [<<acct>>]
        enabled=yes
        protocol=sip
        username=<<user>>
        password=<<s>>
        registrar=<<prov>>
        interval=600
        """,
        acct=pick(rng, "provider", "sipcall", "trunk_out"),
        user=an(rng, 8, DIGITS),
        s=s,
        prov=pick(rng, "sip.voipgate.net", "reg.sipnet.fi", "voip.telfort.nl"),
    )
    return Out(
        pick(rng, "etc/yate/accfile.conf", "yate/accfile.conf", f"{c.slug}/accfile.conf"),
        text,
        s,
        "ini",
    )
