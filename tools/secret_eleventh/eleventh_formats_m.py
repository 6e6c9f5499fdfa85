"""Family irc_chat_server_links: IRC daemons, IRC services and self-hosted chat servers' configs."""

# Embedded files keep their own long lines.
# ruff: noqa: E501

from __future__ import annotations

import json
import random

from eleventh_corpus import (
    SYM_URL,
    Out,
    b64,
    domain,
    fill,
    fmt,
    gen_pw,
    hexs,
    host,
    pick,
    user,
)

F = "irc_chat_server_links"
IRC_PW = "!#%*+-_.?@^~=:"


@fmt(F, "inspircd_links_conf_link_sendpass_recvpass")
def inspircd(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=IRC_PW)
    dom = domain(rng)
    text = fill(
        """<bind address="" port="7000" type="servers" sslprofile="Servers">

<link name="hub.<<dom>>"
      ipaddr="<<ip>>"
      port="7000"
      allowmask="<<ip>>/32"
      timeout="5m"
      sslprofile="Servers"
      statshidden="no"
      hidden="no"
      sendpass="<<pw>>"
      recvpass="<<pw>>">

<autoconnect period="10m" server="hub.<<dom>>">
<uline server="services.<<dom>>" silent="yes">
""",
        dom=dom,
        ip=f"10.{rng.randint(0, 254)}.{rng.randint(0, 254)}.{rng.randint(2, 250)}",
        pw=pw,
    )
    return Out(
        pick(rng, ("conf/links.conf", "etc/inspircd/links.conf", "inspircd/conf/links.conf")),
        text,
        pw,
        "",
    )


@fmt(F, "unrealircd_conf_link_block_password_statement")
def unreal(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=IRC_PW)
    dom = domain(rng)
    text = fill(
        """link leaf2.<<dom>> {
	incoming {
		mask *@<<ip>>;
	}
	outgoing {
		bind-ip *;
		hostname leaf2.<<dom>>;
		port 6900;
		options { tls; autoconnect; }
	}
	password "<<pw>>";
	class servers;
}

ulines {
	services.<<dom>>;
}
""",
        dom=dom,
        ip=f"10.{rng.randint(0, 254)}.{rng.randint(0, 254)}.{rng.randint(2, 250)}",
        pw=pw,
    )
    return Out(
        pick(
            rng, ("unrealircd/conf/links.conf", "conf/unrealircd.conf", "etc/unrealircd/links.conf")
        ),
        text,
        pw,
        "",
    )


@fmt(F, "ngircd_conf_operator_section_password")
def ngircd(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=IRC_PW)
    dom = domain(rng)
    text = fill(
        """[Global]
	Name = irc.<<dom>>
	AdminInfo1 = <<org>> IRC
	Info = Club chat server
	Listen = 0.0.0.0
	MotdFile = /etc/ngircd/ngircd.motd
	Ports = 6667

[Options]
	PAM = no

[Operator]
	Name = <<op>>
	Password = <<pw>>
	Mask = *!*@10.*

[Channel]
	Name = #lobby
	Topic = welcome
""",
        dom=dom,
        org=dom.split(".")[0].capitalize(),
        op=user(rng),
        pw=pw,
    )
    return Out(
        pick(rng, ("etc/ngircd/ngircd.conf", "ngircd.conf", "etc/ngircd.conf")), text, pw, ""
    )


@fmt(F, "anope_services_conf_uplink_block_password")
def anope(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=IRC_PW)
    dom = domain(rng)
    text = fill(
        """uplink
{
	host = "127.0.0.1"
	ipv6 = no
	ssl = no
	port = 7000
	password = "<<pw>>"
}

serverinfo
{
	name = "services.<<dom>>"
	description = "Services for <<org>> IRC"
	pid = "data/services.pid"
	motd = "conf/services.motd"
}

module
{
	name = "inspircd3"
	use_server_side_mlock = yes
}
""",
        pw=pw,
        dom=dom,
        org=dom.split(".")[0].capitalize(),
    )
    return Out(
        pick(
            rng, ("anope/conf/services.conf", "conf/services.conf", "services/conf/services.conf")
        ),
        text,
        pw,
        "",
    )


@fmt(F, "atheme_conf_uplink_send_password")
def atheme(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=IRC_PW)
    dom = domain(rng)
    text = fill(
        """serverinfo {
	name = "services.<<dom>>";
	desc = "Atheme IRC Services";
	numeric = "00A";
	recontime = 10;
	netname = "<<org>>Net";
	adminname = "<<admin>>";
	adminemail = "ircops@<<dom>>";
};

uplink "irc.<<dom>>" {
	host = "127.0.0.1";
	send_password = "<<pw>>";
	receive_password = "<<pw>>";
	port = 6667;
};
""",
        dom=dom,
        org=dom.split(".")[0].capitalize(),
        admin=user(rng),
        pw=pw,
    )
    return Out(
        pick(rng, ("etc/atheme.conf", "atheme/etc/atheme.conf", "services/atheme.conf")),
        text,
        pw,
        "",
    )


@fmt(F, "mattermost_config_json_sqlsettings_datasource_uri")
def mattermost(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL)
    dom = domain(rng)
    data = {
        "ServiceSettings": {
            "SiteURL": f"https://chat.{dom}",
            "ListenAddress": ":8065",
            "EnableLocalMode": False,
        },
        "SqlSettings": {
            "DriverName": "postgres",
            "DataSource": f"postgres://mmuser:{pw}@{host(rng, 'pg')}:5432/mattermost?sslmode=disable&connect_timeout=10&binary_parameters=yes",
            "DataSourceReplicas": [],
            "MaxIdleConns": 20,
            "MaxOpenConns": 300,
            "AtRestEncryptKey": gen_pw(rng, 32, ""),
        },
        "LogSettings": {"EnableConsole": True, "ConsoleLevel": "INFO"},
    }
    return Out(
        pick(
            rng,
            (
                "opt/mattermost/config/config.json",
                "mattermost/config/config.json",
                "config/config.json",
            ),
        ),
        json.dumps(data, indent=4) + "\n",
        pw,
    )


@fmt(F, "zulip_server_zulip_secrets_conf_postgres_password")
def zulip(rng: random.Random) -> Out:
    pw = gen_pw(rng, 40, sym="")
    text = fill(
        """[secrets]
avatar_salt = <<s1>>
rabbitmq_password = <<s2>>
shared_secret = <<s3>>
secret_key = <<s4>>
camo_key = <<s5>>
memcached_password = <<s6>>
redis_password = <<s7>>
zulip_org_key = <<s8>>
zulip_org_id = <<oid>>
postgres_password = <<pw>>
""",
        s1=gen_pw(rng, 40, ""),
        s2=gen_pw(rng, 40, ""),
        s3=gen_pw(rng, 40, ""),
        s4=gen_pw(rng, 50, ""),
        s5=gen_pw(rng, 40, ""),
        s6=gen_pw(rng, 40, ""),
        s7=gen_pw(rng, 40, ""),
        s8=gen_pw(rng, 40, ""),
        oid=f"{hexs(rng, 8)}-{hexs(rng, 4)}-4{hexs(rng, 3)}-a{hexs(rng, 3)}-{hexs(rng, 12)}",
        pw=pw,
    )
    return Out(
        pick(
            rng,
            (
                "etc/zulip/zulip-secrets.conf",
                "zulip/zulip-secrets.conf",
                "docker-zulip/data/etc/zulip-secrets.conf",
            ),
        ),
        text,
        pw,
        "ini",
    )


@fmt(F, "dendrite_yaml_global_database_connection_string")
def dendrite(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL)
    dom = domain(rng)
    text = fill(
        """version: 2

global:
  server_name: <<dom>>
  private_key: matrix_key.pem
  key_validity_period: 168h0m0s
  database:
    connection_string: postgresql://dendrite:<<pw>>@<<dbhost>>/dendrite?sslmode=disable
    max_open_conns: 90
    max_idle_conns: 5
    conn_max_lifetime: -1
  cache:
    max_size_estimated: 1gb
    max_age: 1h
  jetstream:
    storage_path: ./
    topic_prefix: Dendrite

client_api:
  registration_disabled: true
  registration_shared_secret: "<<rss>>"
""",
        dom=dom,
        pw=pw,
        dbhost=host(rng, "pg"),
        rss=b64(rng, 24),
    )
    return Out(
        pick(rng, ("dendrite.yaml", "etc/dendrite/dendrite.yaml", "config/dendrite.yaml")), text, pw
    )
