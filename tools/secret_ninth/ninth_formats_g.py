"""Family selfhosted_wiki_dashboards: self-hosted wikis, readers and dashboards."""

from __future__ import annotations

import random

from ninth_corpus import (
    SYM_DQ,
    SYM_JSON,
    SYM_URL,
    SYM_YAML,
    Ctx,
    Out,
    fill,
    fmt,
    hx,
    pick,
    pw,
)

F = "selfhosted_wiki_dashboards"


@fmt(F, "wikijs_config_yml_db_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_YAML)
    t = fill(
        """
        port: 3000
        db:
          type: postgres
          host: <<h>>
          port: 5432
          user: wikijs
          pass: "<<s>>"
          db: wiki
          ssl: false
        bindIP: 0.0.0.0
        logLevel: info
        dataPath: ./data
        """,
        s=s,
        h=c.host("pg"),
    )
    return Out(pick(rng, "wiki/config.yml", "config.yml", f"{c.short}-wiki/config.yml"), t, s)


@fmt(F, "bookstack_dotenv_mail_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@^*-_+.")
    t = fill(
        """
        APP_KEY=base64:<<appkey>>
        APP_URL=https://<<h>>
        DB_HOST=localhost
        DB_DATABASE=bookstack
        DB_USERNAME=bookstack
        DB_PASSWORD=${BOOKSTACK_DB_PASSWORD}
        MAIL_DRIVER=smtp
        MAIL_FROM_NAME="<<org>> Docs"
        MAIL_FROM=docs@<<d>>
        MAIL_HOST=<<mh>>
        MAIL_PORT=587
        MAIL_USERNAME=docs@<<d>>
        MAIL_PASSWORD=<<s>>
        MAIL_ENCRYPTION=tls
        """,
        s=s,
        appkey="${BOOKSTACK_APP_KEY}",
        h=c.host("docs"),
        org=c.org,
        d=c.domain,
        mh=c.host("smtp"),
    )
    t = t.replace("base64:${BOOKSTACK_APP_KEY}", "${BOOKSTACK_APP_KEY}")
    return Out(pick(rng, "bookstack/.env", "www/bookstack/.env", f"{c.short}-docs/.env"), t, s)


@fmt(F, "hedgedoc_config_json_production_db_url")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    t = fill(
        """
        {
          "production": {
            "domain": "<<h>>",
            "protocolUseSSL": true,
            "dbURL": "postgres://hedgedoc:<<s>>@<<db>>:5432/hedgedoc",
            "allowAnonymous": false,
            "allowFreeURL": true,
            "email": true,
            "allowEmailRegister": false
          }
        }
        """,
        s=s,
        h=c.host("pad"),
        db=c.host("pg"),
    )
    return Out(pick(rng, "hedgedoc/config.json", "config.json", f"{c.short}-pad/config.json"), t, s)


@fmt(F, "miniflux_conf_database_url_libpq_keywords")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@^*-_+.")
    t = fill(
        """
        # /etc/miniflux.conf
        LISTEN_ADDR=127.0.0.1:8080
        BASE_URL=https://<<h>>/
        DATABASE_URL=user=miniflux password=<<s>> dbname=miniflux sslmode=disable
        RUN_MIGRATIONS=1
        POLLING_FREQUENCY=30
        CLEANUP_ARCHIVE_READ_DAYS=90
        """,
        s=s,
        h=c.host("rss"),
    )
    return Out(
        pick(rng, "etc/miniflux.conf", "miniflux/miniflux.conf", f"{c.short}/miniflux.conf"), t, s
    )


@fmt(F, "wallabag_parameters_yml_database_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_YAML.replace("%", ""))
    t = fill(
        """
        parameters:
            database_driver: pdo_mysql
            database_host: 127.0.0.1
            database_port: 3306
            database_name: wallabag
            database_user: wallabag
            database_password: "<<s>>"
            database_path: null
            database_table_prefix: wallabag_
            domain_name: https://<<h>>
            mailer_dsn: null://
            locale: en
            fosuser_registration: false
        """,
        s=s,
        h=c.host("read"),
    )
    return Out(
        pick(
            rng,
            "app/config/parameters.yml",
            "wallabag/app/config/parameters.yml",
            f"{c.short}-wallabag/parameters.yml",
        ),
        t,
        s,
    )


@fmt(F, "nginx_proxy_manager_production_json_mysql_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_JSON)
    t = fill(
        """
        {
          "database": {
            "engine": "mysql",
            "host": "db",
            "name": "npm",
            "user": "npm",
            "password": "<<s>>",
            "port": 3306
          }
        }
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "npm/config/production.json",
            "config/production.json",
            f"{c.short}-proxy/production.json",
        ),
        t,
        s,
    )


@fmt(F, "homarr_compose_secret_encryption_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 64)
    t = fill(
        """
        services:
          homarr:
            container_name: homarr
            image: ghcr.io/homarr-labs/homarr:latest
            restart: unless-stopped
            volumes:
              - /var/run/docker.sock:/var/run/docker.sock
              - ./homarr/appdata:/appdata
            environment:
              - SECRET_ENCRYPTION_KEY=<<s>>
            ports:
              - "7575:7575"
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "homarr/compose.yaml",
            "stacks/dashboard/docker-compose.yml",
            f"{c.short}/homarr.yml",
        ),
        t,
        s,
    )


@fmt(F, "mealie_compose_smtp_password_env")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ.replace("#", ""))
    t = fill(
        """
        services:
          mealie:
            image: ghcr.io/mealie-recipes/mealie:v1.12.0
            ports: ["9925:9000"]
            volumes: [mealie-data:/app/data/]
            environment:
              ALLOW_SIGNUP: "false"
              BASE_URL: https://<<h>>
              SMTP_HOST: <<mh>>
              SMTP_PORT: "587"
              SMTP_FROM_EMAIL: recipes@<<d>>
              SMTP_USER: recipes@<<d>>
              SMTP_PASSWORD: "<<s>>"
        volumes:
          mealie-data:
        """,
        s=s,
        h=c.host("recipes"),
        mh=c.host("mail"),
        d=c.domain,
    )
    return Out(
        pick(
            rng, "mealie/docker-compose.yml", "stacks/mealie.yml", f"{c.short}/mealie/compose.yaml"
        ),
        t,
        s,
    )
