"""Formats: Chat-ops bots and XMPP/IRC servers."""

from __future__ import annotations

import random

from sixth_corpus import (
    SYM_INI,
    SYM_Q,
    SYM_SH,
    Ctx,
    Out,
    fill,
    fmt,
    pick,
    pw,
    words_pw,
)

BOTS = "chatops_bots_xmpp_irc"
Q1 = SYM_Q.replace("'", "")
SH1 = SYM_SH.replace("'", "")
PLAIN = "!%*+-.=?@^_~"


@fmt(BOTS, "errbot_config_py_xmpp_identity_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        import logging

        BACKEND = "XMPP"
        BOT_DATA_DIR = "/srv/errbot/data"
        BOT_EXTRA_PLUGIN_DIR = "/srv/errbot/plugins"
        BOT_LOG_FILE = "/srv/errbot/errbot.log"
        BOT_LOG_LEVEL = logging.INFO

        BOT_IDENTITY = {
            "username": "opsbot@xmpp.<<dom>>",
            "password": "<<s>>",
        }
        BOT_ADMINS = ("<<user>>@xmpp.<<dom>>",)
        CHATROOM_PRESENCE = ("ops@conference.<<dom>>",)
        CHATROOM_FN = "OpsBot"
        BOT_PREFIX = "!"
        """,
        dom=c.domain,
        s=s,
        user=c.user.replace(".", ""),
    )
    return Out(pick(rng, "config.py", "errbot/config.py", f"{c.slug}-bot/config.py"), text, s)


@fmt(BOTS, "lita_config_rb_irc_adapter_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        Lita.configure do |config|
          config.robot.name = "<<bot>>"
          config.robot.locale = :en
          config.robot.log_level = :info
          config.robot.adapter = :irc
          config.robot.admins = ["<<user>>"]

          config.adapters.irc.server = "irc.<<dom>>"
          config.adapters.irc.channels = ["#ops", "#deploys"]
          config.adapters.irc.user = "<<bot>>"
          config.adapters.irc.password = "<<s>>"
          config.adapters.irc.cinch = lambda do |cinch_config|
            cinch_config.port = 6697
            cinch_config.ssl.use = true
          end

          config.redis[:host] = "127.0.0.1"
        end
        """,
        bot=pick(rng, "lita", "butler", "deploybot"),
        user=c.first.lower(),
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "lita_config.rb", "bot/lita_config.rb", f"{c.slug}-lita/lita_config.rb"), text, s
    )


@fmt(BOTS, "sopel_default_cfg_nickserv_auth_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, pw(rng, sym=SYM_INI, n=rng.randint(12, 18)), words_pw(rng))
    text = fill(
        """
        [core]
        nick = <<bot>>
        host = irc.libera.chat
        use_ssl = true
        port = 6697
        owner = <<user>>
        channels =
            #<<slug>>
            #<<slug>>-dev
        auth_method = nickserv
        auth_username = <<bot>>
        auth_password = <<s>>
        enable = url,calc,seen,tell
        """,
        bot=f"{c.slug[:6]}bot",
        user=c.first.lower(),
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, ".sopel/default.cfg", "sopel/default.cfg", f"{c.slug}/sopel.cfg"), text, s, "ini"
    )


@fmt(BOTS, "limnoria_supybot_conf_sasl_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=PLAIN, n=rng.randint(12, 18))
    text = fill(
        """
        ###
        # Determines the bot's default nick.
        ###
        supybot.nick: <<bot>>
        supybot.ident: limnoria
        supybot.user: <<org>> infobot
        supybot.networks: libera
        supybot.networks.libera.servers: irc.libera.chat:6697
        supybot.networks.libera.ssl: True
        supybot.networks.libera.channels: #<<slug>>
        supybot.networks.libera.sasl.username: <<bot>>
        supybot.networks.libera.sasl.password: <<s>>
        supybot.networks.libera.sasl.mechanisms: ecdsa-nist256p-challenge external plain
        supybot.reply.whenNotCommand: False
        """,
        bot=f"{c.slug[:7]}-info",
        org=c.org,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, "Supybot.conf", "limnoria/Supybot.conf", f"{c.slug}-bot/Supybot.conf"), text, s
    )


@fmt(BOTS, "maubot_config_yaml_admins_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=PLAIN, n=rng.randint(12, 20))
    text = fill(
        """
        database: sqlite:maubot.db
        plugin_directories:
          upload: ./plugins
          load:
            - ./plugins
          trash: ./trash
        server:
          hostname: 0.0.0.0
          port: 29316
          public_url: https://maubot.<<dom>>
          ui_base_path: /_matrix/maubot
        homeservers:
          <<hs>>:
            url: https://matrix.<<dom>>
        admins:
          root: ""
          <<user>>: "<<s>>"
        api_features:
          login: true
          plugin: true
        """,
        dom=c.domain,
        hs=f"matrix.{c.domain}",
        user=c.first.lower(),
        s=s,
    )
    return Out(
        pick(rng, "maubot/config.yaml", "config.yaml", f"{c.slug}-maubot/config.yaml"), text, s
    )


@fmt(BOTS, "rasa_endpoints_yml_tracker_store_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        action_endpoint:
          url: "http://actions:5055/webhook"

        tracker_store:
          type: SQL
          dialect: "postgresql"
          url: "<<host>>"
          port: 5432
          db: "rasa"
          username: "rasa"
          password: "<<s>>"

        lock_store:
          type: "redis"
          url: "redis"
          port: 6379
        """,
        host=c.host("pg"),
        s=s,
    )
    return Out(
        pick(rng, "endpoints.yml", "assistant/endpoints.yml", f"{c.slug}-rasa/endpoints.yml"),
        text,
        s,
    )


@fmt(BOTS, "ejabberd_yml_sql_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=PLAIN, n=rng.randint(12, 18))
    text = fill(
        """
        hosts:
          - <<dom>>
        loglevel: info
        certfiles:
          - /etc/ejabberd/certs/*.pem
        sql_type: pgsql
        sql_server: <<host>>
        sql_database: ejabberd
        sql_username: ejabberd
        sql_password: "<<s>>"
        default_db: sql
        new_sql_schema: true
        listen:
          -
            port: 5222
            module: ejabberd_c2s
            starttls_required: true
        acl:
          admin:
            user: <<user>>@<<dom>>
        """,
        dom=c.domain,
        host=c.host("pg"),
        s=s,
        user=c.first.lower(),
    )
    return Out(
        pick(rng, "ejabberd.yml", "etc/ejabberd/ejabberd.yml", f"{c.slug}-xmpp/ejabberd.yml"),
        text,
        s,
    )


@fmt(BOTS, "prosody_cfg_lua_sql_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        -- Prosody configuration for <<dom>>
        admins = { "<<user>>@<<dom>>" }
        modules_enabled = { "roster"; "saslauth"; "tls"; "disco"; "carbons"; "pep"; "mam" }
        c2s_require_encryption = true
        s2s_secure_auth = true
        authentication = "internal_hashed"

        storage = "sql"
        sql = {
          driver = "PostgreSQL";
          database = "prosody";
          username = "prosody";
          password = "<<s>>";
          host = "<<host>>";
        }

        VirtualHost "<<dom>>"
        Component "conference.<<dom>>" "muc"
        """,
        dom=c.domain,
        user=c.first.lower(),
        s=s,
        host=c.host("pg"),
    )
    return Out(
        pick(rng, "prosody.cfg.lua", "etc/prosody/prosody.cfg.lua", f"{c.slug}/prosody.cfg.lua"),
        text,
        s,
    )


@fmt(BOTS, "hubot_start_script_irc_password_export")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SH1, n=rng.randint(12, 18))
    text = fill(
        """
        #!/bin/sh
        set -e
        npm install
        export PATH="node_modules/.bin:node_modules/hubot/node_modules/.bin:$PATH"

        export HUBOT_IRC_SERVER=irc.<<dom>>
        export HUBOT_IRC_ROOMS="#ops,#<<slug>>"
        export HUBOT_IRC_NICK=hubot
        export HUBOT_IRC_PASSWORD='<<s>>'
        export HUBOT_IRC_USESSL=true

        exec node_modules/.bin/hubot --name "hubot" --adapter irc "$@"
        """,
        dom=c.domain,
        slug=c.slug,
        s=s,
    )
    return Out(pick(rng, "bin/hubot", "hubot/bin/hubot", f"{c.slug}-hubot/bin/hubot"), text, s)
