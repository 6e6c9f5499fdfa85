# ruff: noqa: E501
"""Fifth corpus formats, part F: notebook_bi_servers, analytics_engine_configs."""

from __future__ import annotations

import base64
import random

from fifth_corpus import B62, DIG, SYM_URL, UP, Ctx, Out, an, fill, fmt, hx, pick, pw

F_NB = "notebook_bi_servers"
F_AN = "analytics_engine_configs"
SYM_PLAIN = "-_.+@%*"
SYM_DQ = "-_.+@%!*#=~^"  # inside a double-quoted string without escapes or interpolation


# --------------------------------------------------------------------------- notebook_bi_servers


@fmt(F_NB, "dagster_yaml_run_storage_postgres_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_DQ)
    text = fill(
        """
        run_storage:
          module: dagster_postgres.run_storage
          class: PostgresRunStorage
          config:
            postgres_db:
              hostname: <<host>>
              username: dagster
              password: "<<pw>>"
              db_name: dagster
              port: 5432

        run_launcher:
          module: dagster.core.launcher
          class: DefaultRunLauncher

        run_coordinator:
          module: dagster.core.run_coordinator
          class: QueuedRunCoordinator
          config:
            max_concurrent_runs: <<n>>

        telemetry:
          enabled: false
        """,
        host=c.host("pg"),
        pw=secret,
        n=str(rng.choice([4, 8, 16])),
    )
    return Out(
        pick(rng, "dagster.yaml", "dagster_home/dagster.yaml", f"deploy/{c.org}/dagster.yaml"),
        text,
        secret,
    )


@fmt(F_NB, "mage_io_config_yaml_postgres_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_PLAIN)
    text = fill(
        """
        version: 0.1.1
        default:
          POSTGRES_CONNECT_TIMEOUT: 10
          POSTGRES_DBNAME: analytics
          POSTGRES_SCHEMA: public
          POSTGRES_USER: mage
          POSTGRES_PASSWORD: <<pw>>
          POSTGRES_HOST: <<host>>
          POSTGRES_PORT: 5432
        """,
        pw=secret,
        host=c.host("pg"),
    )
    return Out(
        pick(
            rng,
            "io_config.yaml",
            f"{c.org}_pipelines/io_config.yaml",
            "mage/default_repo/io_config.yaml",
        ),
        text,
        secret,
    )


@fmt(F_NB, "great_expectations_yml_datasource_connection_string")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        config_version: 3.0
        datasources:
          warehouse:
            class_name: Datasource
            module_name: great_expectations.datasource
            execution_engine:
              class_name: SqlAlchemyExecutionEngine
              module_name: great_expectations.execution_engine
              connection_string: postgresql+psycopg2://gx_reader:<<pw>>@<<host>>:5432/warehouse
            data_connectors:
              default_inferred_data_connector_name:
                class_name: InferredAssetSqlDataConnector
                include_schema_name: true
        expectations_store_name: expectations_store
        validations_store_name: validations_store
        stores:
          expectations_store:
            class_name: ExpectationsStore
            store_backend:
              class_name: TupleFilesystemStoreBackend
              base_directory: expectations/
        """,
        pw=secret,
        host=c.host("dwh"),
    )
    return Out(
        pick(
            rng,
            "great_expectations/great_expectations.yml",
            "gx/great_expectations.yml",
            f"quality/{c.org}/great_expectations.yml",
        ),
        text,
        secret,
    )


@fmt(F_NB, "superset_config_py_sqlalchemy_database_uri")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        import os

        ROW_LIMIT = 5000
        SUPERSET_WEBSERVER_PORT = 8088
        SQLALCHEMY_DATABASE_URI = "postgresql+psycopg2://superset:<<pw>>@<<host>>:5432/superset"
        SECRET_KEY = os.environ["SUPERSET_SECRET_KEY"]
        FEATURE_FLAGS = {"ALERT_REPORTS": True, "DASHBOARD_RBAC": True}
        WTF_CSRF_ENABLED = True
        """,
        pw=secret,
        host=c.host("pg"),
    )
    return Out(
        pick(
            rng,
            "superset_config.py",
            "docker/pythonpath/superset_config.py",
            f"bi/{c.org}/superset_config.py",
        ),
        text,
        secret,
    )


@fmt(F_NB, "metabase_api_key_x_api_key_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = "mb_" + base64.b64encode(rng.randbytes(32)).decode()
    text = fill(
        """
        import requests

        MB = "https://metabase.<<domain>>"
        HEADERS = {"x-api-key": "<<key>>"}

        card_id = <<card>>
        r = requests.post(f"{MB}/api/card/{card_id}/query/csv", headers=HEADERS, timeout=60)
        r.raise_for_status()
        with open("exports/weekly_kpis.csv", "wb") as fh:
            fh.write(r.content)
        """,
        domain=c.domain,
        key=key,
        card=str(rng.randint(10, 900)),
    )
    return Out(
        pick(
            rng,
            "scripts/export_metabase_card.py",
            "reports/pull_kpis.py",
            f"bi/{c.user}/metabase_export.py",
        ),
        text,
        key,
    )


@fmt(F_NB, "jupyter_server_config_py_identity_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 48)
    text = fill(
        """
        # Configuration file for jupyter-server on the shared GPU box.
        c = get_config()  # noqa: F821

        c.ServerApp.ip = "0.0.0.0"
        c.ServerApp.port = <<port>>
        c.ServerApp.open_browser = False
        c.ServerApp.root_dir = "/srv/notebooks/<<user>>"
        c.IdentityProvider.token = "<<tok>>"
        c.ServerApp.allow_remote_access = True
        """,
        port=str(rng.choice([8888, 8890, 9999])),
        user=c.user,
        tok=token,
    )
    return Out(
        pick(
            rng,
            ".jupyter/jupyter_server_config.py",
            "jupyter/jupyter_server_config.py",
            f"home/{c.user}/.jupyter/jupyter_server_config.py",
        ),
        text,
        token,
    )


@fmt(F_NB, "jupyterhub_config_service_api_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 64)
    text = fill(
        """
        c = get_config()  # noqa: F821

        c.JupyterHub.bind_url = "https://hub.<<domain>>"
        c.JupyterHub.authenticator_class = "ldapauthenticator.LDAPAuthenticator"
        c.Spawner.default_url = "/lab"

        c.JupyterHub.load_roles = [
            {"name": "idle-culler", "scopes": ["list:users", "read:users:activity", "servers", "delete:servers"], "services": ["idle-culler"]}
        ]
        c.JupyterHub.services = [
            {
                "name": "idle-culler",
                "api_token": "<<tok>>",
                "command": ["python3", "-m", "jupyterhub_idle_culler", "--timeout=<<t>>"],
            }
        ]
        """,
        domain=c.domain,
        tok=token,
        t=str(rng.choice([1800, 3600, 7200])),
    )
    return Out(
        pick(
            rng,
            "jupyterhub_config.py",
            "hub/jupyterhub_config.py",
            "/etc/jupyterhub/jupyterhub_config.py".lstrip("/"),
        ),
        text,
        token,
    )


@fmt(F_NB, "rsconnect_python_add_server_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32)
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        rsconnect add --server https://connect.<<domain>> --name prod --api-key <<key>>
        rsconnect deploy streamlit --name prod --title "<<title>>" app/
        """,
        domain=c.domain,
        key=key,
        title=pick(rng, "Churn explorer", "Inventory forecast", "Lab QC dashboard"),
    )
    return Out(
        pick(rng, "deploy_connect.sh", "scripts/publish_dashboard.sh", f"apps/{c.slug}/deploy.sh"),
        text,
        key,
    )


@fmt(F_NB, "shinyapps_rsconnect_set_account_info_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = base64.b64encode(rng.randbytes(30)).decode()
    text = fill(
        """
        # Deploy the dashboard to shinyapps.io
        library(rsconnect)

        rsconnect::setAccountInfo(
          name = "<<acct>>",
          token = "<<tok>>",
          secret = "<<secret>>"
        )
        rsconnect::deployApp("dashboard", appName = "<<app>>", forceUpdate = TRUE)
        """,
        acct=f"{c.org}-analytics",
        tok=hx(rng, 32).upper(),
        secret=secret,
        app=pick(rng, "sales-monitor", "cohort-viewer", "survey-results"),
    )
    return Out(
        pick(rng, "deploy.R", "scripts/deploy_shinyapps.R", f"{c.slug}/deploy.R"), text, secret
    )


# --------------------------------------------------------------------------- analytics_engine_configs


@fmt(F_AN, "nifi_properties_sensitive_props_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 16, 28, sym=SYM_PLAIN)
    text = fill(
        """
        # Core Properties #
        nifi.flow.configuration.file=./conf/flow.json.gz
        nifi.flow.configuration.archive.enabled=true
        nifi.web.https.host=nifi.<<internal>>
        nifi.web.https.port=8443
        nifi.cluster.is.node=true
        nifi.zookeeper.connect.string=zk1.<<internal>>:2181,zk2.<<internal>>:2181

        # security properties #
        nifi.sensitive.props.key=<<pw>>
        nifi.sensitive.props.key.protected=
        nifi.sensitive.props.algorithm=NIFI_PBKDF2_AES_GCM_256
        nifi.security.keystore=./conf/keystore.p12
        nifi.security.keystoreType=PKCS12
        """,
        internal=c.internal,
        pw=secret,
    )
    return Out(
        pick(
            rng,
            "conf/nifi.properties",
            "nifi/conf/nifi.properties",
            f"ansible/roles/nifi/files/{c.org}-nifi.properties",
        ),
        text,
        secret,
    )


@fmt(F_AN, "logstash_pipeline_conf_jdbc_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_DQ)
    text = fill(
        """
        input {
          jdbc {
            jdbc_driver_library => "/usr/share/logstash/drivers/postgresql-42.7.3.jar"
            jdbc_driver_class => "org.postgresql.Driver"
            jdbc_connection_string => "jdbc:postgresql://<<host>>:5432/<<db>>"
            jdbc_user => "logstash"
            jdbc_password => "<<pw>>"
            schedule => "*/5 * * * *"
            statement => "SELECT * FROM orders WHERE updated_at > :sql_last_value"
            use_column_value => true
            tracking_column => "updated_at"
            tracking_column_type => "timestamp"
          }
        }

        output {
          opensearch {
            hosts => ["https://os.<<internal>>:9200"]
            index => "orders-%{+YYYY.MM}"
          }
        }
        """,
        host=c.host("pg"),
        db=pick(rng, "shop", "orders", "erp"),
        pw=secret,
        internal=c.internal,
    )
    return Out(
        pick(
            rng,
            "pipeline/orders.conf",
            "logstash/pipeline/jdbc-orders.conf",
            f"etc/logstash/conf.d/{c.svc}.conf",
        ),
        text,
        secret,
    )


@fmt(F_AN, "spark_defaults_conf_ssl_keystore_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_PLAIN)
    text = fill(
        """
        spark.master                     yarn
        spark.eventLog.enabled           true
        spark.eventLog.dir               hdfs:///spark-logs
        spark.history.fs.logDirectory    hdfs:///spark-logs
        spark.ssl.enabled                true
        spark.ssl.keyStore               /etc/spark/ssl/keystore.jks
        spark.ssl.keyStorePassword       <<pw>>
        spark.ssl.trustStore             /etc/spark/ssl/truststore.jks
        spark.serializer                 org.apache.spark.serializer.KryoSerializer
        spark.executor.memory            <<mem>>g
        """,
        pw=secret,
        mem=str(rng.choice([4, 8, 16])),
    )
    return Out(
        pick(
            rng,
            "conf/spark-defaults.conf",
            "spark/conf/spark-defaults.conf",
            f"cluster/{c.org}/spark-defaults.conf",
        ),
        text,
        secret,
    )


@fmt(F_AN, "hive_site_xml_metastore_connection_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_DQ)
    text = fill(
        """
        <?xml version="1.0"?>
        <configuration>
          <property>
            <name>javax.jdo.option.ConnectionURL</name>
            <value>jdbc:mysql://<<host>>:3306/metastore?createDatabaseIfNotExist=true</value>
          </property>
          <property>
            <name>javax.jdo.option.ConnectionDriverName</name>
            <value>com.mysql.cj.jdbc.Driver</value>
          </property>
          <property>
            <name>javax.jdo.option.ConnectionUserName</name>
            <value>hive</value>
          </property>
          <property>
            <name>javax.jdo.option.ConnectionPassword</name>
            <value><<pw>></value>
          </property>
          <property>
            <name>hive.metastore.warehouse.dir</name>
            <value>/user/hive/warehouse</value>
          </property>
        </configuration>
        """,
        host=c.host("db"),
        pw=secret,
    )
    return Out(
        pick(rng, "conf/hive-site.xml", "hive/conf/hive-site.xml", f"hadoop/{c.org}/hive-site.xml"),
        text,
        secret,
    )


@fmt(F_AN, "druid_common_runtime_properties_metadata_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_PLAIN)
    text = fill(
        """
        druid.extensions.loadList=["druid-hdfs-storage", "druid-kafka-indexing-service", "postgresql-metadata-storage"]
        druid.host=<<ip>>
        druid.zk.service.host=zk1.<<internal>>:2181
        druid.zk.paths.base=/druid
        druid.metadata.storage.type=postgresql
        druid.metadata.storage.connector.connectURI=jdbc:postgresql://<<host>>:5432/druid
        druid.metadata.storage.connector.user=druid
        druid.metadata.storage.connector.password=<<pw>>
        druid.storage.type=hdfs
        druid.storage.storageDirectory=/druid/segments
        """,
        ip=c.ip(),
        internal=c.internal,
        host=c.host("pg"),
        pw=secret,
    )
    return Out(
        pick(
            rng,
            "conf/druid/cluster/_common/common.runtime.properties",
            "druid/_common/common.runtime.properties",
            f"deploy/{c.org}/common.runtime.properties",
        ),
        text,
        secret,
    )


@fmt(F_AN, "pentaho_kettle_properties_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_PLAIN)
    text = fill(
        """
        # Kettle variables for the nightly DWH load
        DWH_HOST=<<host>>
        DWH_PORT=5432
        DWH_DB=dwh
        DWH_USER=etl
        DWH_PASSWORD=<<pw>>
        SMTP_HOST=smtp.<<internal>>
        NOTIFY_TO=bi-team@<<domain>>
        """,
        host=c.host("dwh"),
        pw=secret,
        internal=c.internal,
        domain=c.domain,
    )
    return Out(
        pick(
            rng,
            ".kettle/kettle.properties",
            "etl/kettle/kettle.properties",
            f"home/{c.user}/.kettle/kettle.properties",
        ),
        text,
        secret,
    )


@fmt(F_AN, "duckdb_create_secret_sql_wasabi_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = an(rng, 40, B62 + "+/")
    text = fill(
        """
        INSTALL httpfs;
        LOAD httpfs;

        CREATE OR REPLACE PERSISTENT SECRET wasabi (
            TYPE s3,
            KEY_ID '<<kid>>',
            SECRET '<<secret>>',
            REGION 'eu-central-1',
            ENDPOINT 's3.eu-central-1.wasabisys.com'
        );

        CREATE TABLE trips AS
        SELECT * FROM read_parquet('s3://<<org>>-lake/trips/*.parquet');
        """,
        kid=an(rng, 20, UP + DIG),
        secret=secret,
        org=c.org,
    )
    return Out(
        pick(rng, "sql/setup_wasabi.sql", "duckdb/init.sql", f"analysis/{c.user}/load_trips.sql"),
        text,
        secret,
    )


@fmt(F_AN, "sqoop_import_options_file_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_PLAIN)
    table = pick(rng, "customers", "invoices", "shipments")
    text = fill(
        """
        # Sqoop options file for the nightly <<table>> import
        import
        --connect
        jdbc:mysql://<<host>>:3306/crm
        --username
        sqoop
        --password
        <<pw>>
        --table
        <<table>>
        --target-dir
        /data/raw/crm/<<table>>
        --num-mappers
        4
        """,
        table=table,
        host=c.host("db"),
        pw=secret,
    )
    return Out(
        pick(
            rng,
            f"sqoop/{table}.options",
            f"jobs/import_{table}.txt",
            f"etl/sqoop/{c.org}_{table}.opts",
        ),
        text,
        secret,
    )


@fmt(F_AN, "benthos_yaml_kafka_franz_sasl_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_PLAIN)
    text = fill(
        """
        input:
          kafka_franz:
            seed_brokers: [ "kafka1.<<internal>>:9093" ]
            topics: [ "orders" ]
            consumer_group: orders-forwarder
            tls:
              enabled: true
            sasl:
              - mechanism: SCRAM-SHA-256
                username: connect
                password: <<pw>>

        pipeline:
          processors:
            - mapping: |
                root = this
                root.ingested_at = now()

        output:
          http_client:
            url: https://ingest.<<domain>>/v1/orders
            verb: POST
        """,
        internal=c.internal,
        pw=secret,
        domain=c.domain,
    )
    return Out(
        pick(rng, "connect/orders.yaml", "benthos/config.yaml", f"streams/{c.svc}.yaml"),
        text,
        secret,
    )
