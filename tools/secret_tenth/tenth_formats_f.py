"""fediverse_forum_servers: self-hosted federated social servers and forum software."""

from __future__ import annotations

import random

from tenth_corpus import (
    SYM_JSON,
    SYM_SQ,
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
    words_pw,
)

FAM = "fediverse_forum_servers"
SYM_YDQ = "!@#$%^&*()[]{}<>;:,.?-_+=~"  # inside YAML / TOML double quotes (no " or backslash)


def _site(c: Ctx, *prefixes: str) -> str:
    return f"{pick(c.rng, *prefixes)}.{c.domain}"


@fmt(FAM, "mastodon_env_production_smtp_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    host = _site(c, "social", "masto", "toot")
    secret = pw(rng, sym="!@%^*()-_+~.,")
    text = fill(
        """
        # Generated with mastodon:setup on <<date>>

        LOCAL_DOMAIN=<<host>>
        SINGLE_USER_MODE=false
        SECRET_KEY_BASE=<<skb>>
        OTP_SECRET=<<otp>>
        VAPID_PRIVATE_KEY=<<vpriv>>
        VAPID_PUBLIC_KEY=<<vpub>>
        DB_HOST=db
        DB_PORT=5432
        DB_NAME=mastodon_production
        DB_USER=mastodon
        DB_PASS=<<dbpass>>
        REDIS_HOST=redis
        REDIS_PORT=6379
        S3_ENABLED=false
        SMTP_SERVER=smtp.<<domain>>
        SMTP_PORT=587
        SMTP_LOGIN=notifications@<<host>>
        SMTP_PASSWORD=<<secret>>
        SMTP_AUTH_METHOD=plain
        SMTP_OPENSSL_VERIFY_MODE=none
        SMTP_ENABLE_STARTTLS=auto
        SMTP_FROM_ADDRESS='Mastodon <notifications@<<host>>>'
        """,
        date=c.date,
        host=host,
        skb=hx(rng, 128),
        otp=hx(rng, 128),
        vpriv=b64(rng, 32, url=True),
        vpub=b64(rng, 65, url=True),
        dbpass=pw(rng, sym=""),
        domain=c.domain,
        secret=secret,
    )
    path = pick(
        rng, "live/.env.production", "mastodon/.env.production", f"{c.short}-social/.env.production"
    )
    return Out(path, text, secret)


@fmt(FAM, "misskey_default_yml_db_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_YDQ)
    text = fill(
        """
        url: https://<<host>>/
        port: 3000

        db:
          host: db
          port: 5432
          db: misskey
          user: misskey
          pass: "<<secret>>"

        dbReplications: false

        redis:
          host: redis
          port: 6379

        id: 'aidx'
        proxyBypassHosts:
          - api.deepl.com
          - api-free.deepl.com
        """,
        host=_site(c, "mk", "misskey", "notes"),
        secret=secret,
    )
    path = pick(
        rng, ".config/default.yml", "misskey/.config/default.yml", f"deploy/{c.short}/default.yml"
    )
    return Out(path, text, secret)


@fmt(FAM, "lemmy_hjson_database_block_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_YDQ)
    host = _site(c, "lemmy", "links", "threads")
    text = fill(
        """
        {
          # for more info about the config, check out the documentation
          # https://join-lemmy.org/docs/en/administration/configuration.html
          database: {
            host: postgres
            user: "lemmy"
            password: "<<secret>>"
            database: "lemmy"
          }
          hostname: "<<host>>"
          pictrs: {
            url: "http://pictrs:8080/"
            api_key: "<<pk>>"
          }
          email: {
            smtp_server: "postfix:25"
            smtp_from_address: "noreply@<<host>>"
            tls_type: "none"
          }
          setup: {
            admin_username: "<<user>>"
            site_name: "<<org>> Lemmy"
          }
        }
        """,
        secret=secret,
        host=host,
        pk=an(rng, 32),
        user=c.user,
        org=c.org,
    )
    path = pick(rng, "lemmy.hjson", "config/config.hjson", f"lemmy/{c.short}/lemmy.hjson")
    return Out(path, text, secret)


@fmt(FAM, "akkoma_prod_secret_exs_repo_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_YDQ.replace("#", ""))
    host = _site(c, "fedi", "akko", "pleroma")
    text = fill(
        """
        import Config

        config :pleroma, Pleroma.Web.Endpoint,
          url: [host: "<<host>>", scheme: "https", port: 443],
          http: [ip: {127, 0, 0, 1}, port: 4000],
          secret_key_base: "<<skb>>",
          signing_salt: "<<salt>>"

        config :pleroma, :instance,
          name: "<<org>>",
          email: "admin@<<host>>",
          notify_email: "noreply@<<host>>",
          limit: 5000,
          registrations_open: false

        config :pleroma, Pleroma.Repo,
          adapter: Ecto.Adapters.Postgres,
          username: "akkoma",
          password: "<<secret>>",
          database: "akkoma",
          hostname: "localhost"

        config :web_push_encryption, :vapid_details,
          subject: "mailto:admin@<<host>>",
          public_key: "<<vpub>>",
          private_key: "<<vpriv>>"
        """,
        host=host,
        skb=b64(rng, 48, url=True),
        salt=an(rng, 8),
        org=c.org,
        secret=secret,
        vpub=b64(rng, 65, url=True, pad=False),
        vpriv=b64(rng, 32, url=True, pad=False),
    )
    path = pick(
        rng,
        "config/prod.secret.exs",
        "akkoma/config/prod.secret.exs",
        f"etc/{c.short}-pleroma/config.exs",
    )
    return Out(path, text, secret)


@fmt(FAM, "peertube_production_yaml_secrets_peertube_hex")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = hx(rng, 64)
    host = _site(c, "tube", "video", "peertube")
    text = fill(
        """
        listen:
          hostname: '127.0.0.1'
          port: 9000

        webserver:
          https: true
          hostname: '<<host>>'
          port: 443

        secrets:
          # Used to generate various secret keys (openssl rand -hex 32)
          peertube: '<<secret>>'

        database:
          hostname: 'localhost'
          port: 5432
          ssl: false
          suffix: '_prod'
          username: 'peertube'
          password: '<<dbpass>>'
          pool:
            max: 5

        redis:
          hostname: 'localhost'
          port: 6379
          auth: null
          db: 0

        smtp:
          transport: smtp
          hostname: smtp.<<domain>>
          port: 465
          username: 'tube@<<domain>>'
          tls: true
          from_address: 'tube@<<domain>>'

        admin:
          email: 'admin@<<domain>>'
        """,
        host=host,
        secret=secret,
        dbpass=pw(rng, sym=""),
        domain=c.domain,
    )
    path = pick(
        rng,
        "config/production.yaml",
        "var/www/peertube/config/production.yaml",
        f"peertube/{c.short}/production.yaml",
    )
    return Out(path, text, secret)


@fmt(FAM, "nodebb_config_json_mongo_block_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_JSON)
    text = fill(
        """
        {
            "url": "https://<<host>>",
            "secret": "<<sec>>",
            "database": "mongo",
            "port": "4567",
            "mongo": {
                "host": "127.0.0.1",
                "port": "27017",
                "username": "nodebb",
                "password": "<<secret>>",
                "database": "nodebb",
                "uri": ""
            },
            "bind_address": "127.0.0.1"
        }
        """,
        host=_site(c, "forum", "community", "talk"),
        sec=uid(rng),
        secret=secret,
    )
    path = pick(rng, "config.json", "nodebb/config.json", f"opt/{c.short}-forum/config.json")
    return Out(path, text, secret, "json")


@fmt(FAM, "flarum_config_php_return_array_database_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ.replace("\\", ""))
    text = fill(
        """
        <?php return array (
          'debug' => false,
          'database' =>
          array (
            'driver' => 'mysql',
            'host' => 'localhost',
            'port' => 3306,
            'database' => 'flarum',
            'username' => 'flarum',
            'password' => '<<secret>>',
            'charset' => 'utf8mb4',
            'collation' => 'utf8mb4_unicode_ci',
            'prefix' => 'flarum_',
            'strict' => false,
            'engine' => 'InnoDB',
            'prefix_indexes' => true,
          ),
          'url' => 'https://<<host>>',
          'paths' =>
          array (
            'api' => 'api',
            'admin' => 'admin',
          ),
          'headers' =>
          array (
            'poweredByHeader' => true,
            'referrerPolicy' => 'same-origin',
          ),
        );
        """,
        secret=secret,
        host=_site(c, "forum", "discuss", "board"),
    )
    path = pick(rng, "config.php", "flarum/config.php", f"var/www/{c.short}-forum/config.php")
    return Out(path, text, secret)


@fmt(FAM, "xenforo_src_config_php_db_password_assignment")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, pw(rng, sym=SYM_SQ.replace("\\", "")), words_pw(rng))
    text = fill(
        """
        <?php

        $config['db']['host'] = 'localhost';
        $config['db']['port'] = '3306';
        $config['db']['username'] = 'xf_<<short>>';
        $config['db']['password'] = '<<secret>>';
        $config['db']['dbname'] = 'xenforo';
        $config['db']['socket'] = null;

        $config['fullUnicode'] = true;
        $config['cache']['enabled'] = true;
        $config['cache']['provider'] = 'Redis';
        $config['cache']['config'] = ['host' => '127.0.0.1', 'port' => 6379];
        """,
        short=c.short[:8],
        secret=secret,
    )
    path = pick(
        rng, "src/config.php", "public_html/src/config.php", f"forum-{c.short}/src/config.php"
    )
    return Out(path, text, secret)


@fmt(FAM, "gotosocial_config_yaml_db_password_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_YDQ)
    text = fill(
        """
        log-level: "info"
        host: "<<host>>"
        account-domain: ""
        protocol: "https"
        bind-address: "0.0.0.0"
        port: 8080
        db-type: "postgres"
        db-address: "<<dbhost>>"
        db-port: 5432
        db-user: "gotosocial"
        db-password: "<<secret>>"
        db-database: "gotosocial"
        db-tls-mode: "disable"
        storage-backend: "local"
        storage-local-base-path: "/gotosocial/storage"
        letsencrypt-enabled: false
        smtp-host: "smtp.<<domain>>"
        smtp-port: 587
        smtp-from: "gts@<<domain>>"
        """,
        host=_site(c, "gts", "social", "fedi"),
        dbhost=c.host("pg"),
        secret=secret,
        domain=c.domain,
    )
    path = pick(rng, "config.yaml", "gotosocial/config.yaml", f"srv/{c.short}/gts/config.yaml")
    return Out(path, text, secret)
