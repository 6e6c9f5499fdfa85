"""ETL and ingestion tools: dlt, Sling, Embulk, pgloader, Debezium Server, SeaTunnel, Kestra,
Apache Hop, Talend."""

from __future__ import annotations

import random

from eighth_corpus import SYM_DQ, SYM_INI, SYM_URL, Ctx, Out, fill, fmt, pick, pw, uid

F = "etl_ingestion_tools"


@fmt(F, "dlt_secrets_toml_destination_postgres_credentials_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ)
    text = fill(
        """
        [sources.rest_api]
        base_url = "https://api.<<dom>>/v2"

        [destination.postgres.credentials]
        database = "analytics"
        username = "dlt_loader"
        password = "<<s>>"
        host = "<<host>>"
        port = 5432
        connect_timeout = 15
        """,
        dom=c.domain,
        s=s,
        host=c.host("pg"),
    )
    return Out(
        pick(
            rng,
            ".dlt/secrets.toml",
            "pipelines/.dlt/secrets.toml",
            f"{c.short}_pipeline/.dlt/secrets.toml",
        ),
        text,
        s,
    )


@fmt(F, "sling_env_yaml_connections_postgres_url")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    text = fill(
        """
        connections:
          WAREHOUSE:
            type: postgres
            url: "postgresql://sling:<<s>>@<<host>>:5432/warehouse?sslmode=require"
          LOCAL:
            type: duckdb
            instance: /data/local.duckdb

        variables:
          env: production
        """,
        s=s,
        host=c.host("pg"),
    )
    return Out(
        pick(rng, ".sling/env.yaml", "sling/env.yaml", f"home/{c.user}/.sling/env.yaml"), text, s
    )


@fmt(F, "embulk_config_yml_in_mysql_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@#%^*-_+=.~")
    text = fill(
        """
        in:
          type: mysql
          host: <<host>>
          port: 3306
          user: embulk
          password: "<<s>>"
          database: shop
          table: orders
          incremental: true
          incremental_columns: [updated_at, id]
        out:
          type: bigquery
          mode: append
          auth_method: compute_engine
          project: <<short>>-dwh
          dataset: raw_shop
          table: orders
          auto_create_table: true
        """,
        host=c.host("mysql"),
        s=s,
        short=c.short,
    )
    return Out(
        pick(rng, "embulk/orders.yml", "jobs/mysql_to_bq.yml", f"etl/{c.short}-orders.yml"), text, s
    )


@fmt(F, "pgloader_load_database_from_mysql_uri_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    text = fill(
        """
        LOAD DATABASE
             FROM mysql://migrator:<<s>>@<<host>>/legacy_shop
             INTO postgresql:///shop

         WITH include drop, create tables, create indexes, reset sequences,
              workers = 8, concurrency = 1, batch rows = 10000

          SET maintenance_work_mem to '512MB', work_mem to '48MB'

         CAST type datetime to timestamptz drop default drop not null using zero-dates-to-null,
              type tinyint to boolean using tinyint-to-boolean

         EXCLUDING TABLE NAMES MATCHING ~/^tmp_/, 'sessions';
        """,
        s=s,
        host=c.host("mysql"),
    )
    return Out(
        pick(rng, "migration/shop.load", "pgloader/legacy.load", f"db/{c.short}-mysql2pg.load"),
        text,
        s,
    )


@fmt(F, "debezium_server_application_properties_source_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI)
    text = fill(
        """
        debezium.sink.type=redis
        debezium.sink.redis.address=<<redis>>:6379
        debezium.source.connector.class=io.debezium.connector.postgresql.PostgresConnector
        debezium.source.offset.storage=io.debezium.storage.redis.offset.RedisOffsetBackingStore
        debezium.source.database.hostname=<<host>>
        debezium.source.database.port=5432
        debezium.source.database.user=debezium
        debezium.source.database.password=<<s>>
        debezium.source.database.dbname=orders
        debezium.source.topic.prefix=<<short>>
        debezium.source.plugin.name=pgoutput
        debezium.source.table.include.list=public.orders,public.order_lines
        quarkus.log.console.json=false
        """,
        redis=c.host("redis"),
        host=c.host("pg"),
        s=s,
        short=c.short,
    )
    return Out(
        pick(
            rng,
            "debezium-server/conf/application.properties",
            "cdc/conf/application.properties",
            f"deploy/{c.short}-debezium/application.properties",
        ),
        text,
        s,
    )


@fmt(F, "seatunnel_hocon_jdbc_source_block_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@#%^*-_+=.~")
    text = fill(
        """
        env {
          parallelism = 2
          job.mode = "BATCH"
        }

        source {
          Jdbc {
            url = "jdbc:mysql://<<host>>:3306/crm?serverTimezone=UTC"
            driver = "com.mysql.cj.jdbc.Driver"
            connection_check_timeout_sec = 100
            user = "seatunnel"
            password = "<<s>>"
            query = "select id, name, updated_at from customers"
          }
        }

        sink {
          Doris {
            fenodes = "<<doris>>:8030"
            username = "root"
            password = ""
            database = "ods"
            table = "customers"
          }
        }
        """,
        host=c.host("mysql"),
        s=s,
        doris=c.host("doris"),
    )
    return Out(
        pick(
            rng,
            "config/mysql_to_doris.conf",
            "seatunnel/jobs/customers.conf",
            f"jobs/{c.short}-crm.conf",
        ),
        text,
        s,
    )


@fmt(F, "kestra_flow_yaml_jdbc_query_task_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@#%^*-_+=.~")
    text = fill(
        """
        id: nightly_revenue
        namespace: <<short>>.finance

        tasks:
          - id: revenue
            type: io.kestra.plugin.jdbc.postgresql.Query
            url: jdbc:postgresql://<<host>>:5432/finance
            username: kestra
            password: "<<s>>"
            sql: |
              select date_trunc('day', created_at) as day, sum(amount) as revenue
              from payments group by 1 order by 1 desc limit 30
            fetchType: STORE

        triggers:
          - id: daily
            type: io.kestra.plugin.core.trigger.Schedule
            cron: "0 2 * * *"
        """,
        short=c.short,
        host=c.host("pg"),
        s=s,
    )
    return Out(
        pick(
            rng,
            "flows/nightly_revenue.yml",
            "kestra/flows/finance.yaml",
            f"{c.short}/flows/revenue.yml",
        ),
        text,
        s,
    )


@fmt(F, "apache_hop_metadata_rdbms_connection_json_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ)
    name = pick(rng, "dwh", "staging", "erp_replica")
    text = fill(
        """
        {
          "rdbms": {
            "POSTGRESQL": {
              "databaseName": "<<name>>",
              "pluginId": "POSTGRESQL",
              "accessType": 0,
              "hostname": "<<host>>",
              "password": "<<s>>",
              "pluginName": "PostgreSQL",
              "port": "5432",
              "attributes": {"SUPPORTS_BOOLEAN_DATA_TYPE": "Y", "PRESERVE_RESERVED_WORD_CASE": "Y"},
              "manualUrl": "",
              "username": "hop"
            }
          },
          "name": "<<name>>"
        }
        """,
        name=name,
        host=c.host("pg"),
        s=s,
    )
    return Out(
        f"{pick(rng, 'project', 'hop', c.short + '-hop')}/metadata/rdbms/{name}.json", text, s
    )


@fmt(F, "talend_job_context_default_properties_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI)
    text = fill(
        """
        #<<date>> generated by Talend Open Studio
        db_host=<<host>>
        db_port=1521
        db_service=ERPPROD
        db_schema=SALES
        db_user=talend_etl
        db_password=<<s>>
        output_dir=/data/exports
        job_run_id=<<run>>
        """,
        date=c.date,
        host=c.host("ora"),
        s=s,
        run=uid(rng),
    )
    job = pick(rng, "LoadCustomers", "ExportInvoices", "SyncStock")
    return Out(f"{job}_0.1/{job.lower()}/contexts/Default.properties", text, s)
