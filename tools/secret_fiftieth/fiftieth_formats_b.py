# ruff: noqa: E501
"""Family b: a Zambian data-engineering team in Lusaka (Airflow, dbt, Spark, Kafka Connect)."""

from __future__ import annotations

import json

from fiftieth_spec import Fam

F = Fam(
    "lusaka_data_engineering",
    orgs=("kafuedata", "zambezilake", "chongweanalytics", "luangwainsights"),
    tld="co.zm",
    first=(
        "mwila",
        "chanda",
        "bwalya",
        "mutale",
        "natasha",
        "kondwani",
        "chipo",
        "mulenga",
        "thandiwe",
        "lubinda",
    ),
    last=("banda", "phiri", "mwansa", "tembo", "zulu", "mumba", "sakala", "lungu", "chilufya"),
    words=(
        "kafue",
        "zambezi",
        "chongwe",
        "nshima",
        "kalulu",
        "chitenge",
        "kapenta",
        "mosi",
        "luangwa",
        "kasama",
        "ndola",
        "munali",
    ),
    svcs=("ingest", "warehouse", "marts", "cdc", "lakehouse", "reporting", "mobile_money"),
    cc="260",
    tz="Africa/Lusaka",
)

F.reg(
    "lusaka_airflow_conn_env_uri_compose_dotenv",
    ("airflow/.env", "deploy/airflow/<<env>>.env"),
    """AIRFLOW_UID=50000
AIRFLOW__CORE__EXECUTOR=CeleryExecutor
AIRFLOW__CORE__LOAD_EXAMPLES=False
AIRFLOW__WEBSERVER__BASE_URL=https://airflow.<<dom>>
AIRFLOW_CONN_WAREHOUSE_PG=postgres://etl_<<svc>>:<<cred>>@<<host>>:5432/dwh
AIRFLOW_CONN_S3_RAW=aws://?region_name=af-south-1
AIRFLOW_VAR_ALERT_EMAIL=<<email>>
_PIP_ADDITIONAL_REQUIREMENTS=apache-airflow-providers-postgres==5.11.0
""",
    "pw_url",
)

F.reg(
    "lusaka_dbt_profiles_yml_snowflake_password",
    ("dbt/profiles.yml", "analytics/<<svc>>/profiles.yml"),
    """<<org>>_<<svc>>:
  target: <<env>>
  outputs:
    <<env>>:
      type: snowflake
      account: <<org>>-af<<n>>
      user: DBT_<<user>>
      password: "<<cred>>"
      role: TRANSFORMER
      database: ANALYTICS
      warehouse: TRANSFORMING_WH
      schema: <<svc>>
      threads: 8
      client_session_keep_alive: false
""",
    "pw_dq",
)

F.reg(
    "lusaka_spark_submit_s3a_secret_key_bash_history",
    ("home/<<user>>/.bash_history", "ops/history/<<host>>.bash_history"),
    """cd /opt/jobs/<<svc>>
git pull
ls -la dist/
spark-submit --master yarn --deploy-mode cluster --conf spark.hadoop.fs.s3a.access.key=AKIA<<hex8>>Q2LK7M3N --conf spark.hadoop.fs.s3a.secret.key=<<cred>> --conf spark.hadoop.fs.s3a.endpoint=s3.af-south-1.amazonaws.com dist/<<svc>>_job.py --run-date <<date>>
yarn application -list
yarn logs -applicationId application_<<ts>>_00<<n>> | less
exit
""",
    "p:aws_secret",
)

F.reg(
    "lusaka_great_expectations_config_variables_yml",
    (
        "great_expectations/uncommitted/config_variables.yml",
        "gx/<<svc>>/uncommitted/config_variables.yml",
    ),
    """# This config file supports variable substitution for the datasources in great_expectations.yml
warehouse_host: <<host>>
warehouse_user: gx_<<svc>>
warehouse_password: '<<cred>>'
warehouse_db: dwh
slack_webhook: https://hooks.slack.com/services/T00000000/B00000000/disabled
""",
    "pw_sq",
)


def _kafka_connect(s: dict) -> str:
    cfg = {
        "name": f"{s['svc']}-jdbc-sink",
        "config": {
            "connector.class": "io.confluent.connect.jdbc.JdbcSinkConnector",
            "tasks.max": "3",
            "topics": f"{s['org']}.{s['svc']}.events",
            "connection.url": f"jdbc:postgresql://{s['host']}:5432/dwh",
            "connection.user": f"kc_{s['svc']}",
            "connection.password": s["cred"],
            "insert.mode": "upsert",
            "pk.mode": "record_key",
            "auto.create": "true",
        },
    }
    return json.dumps(cfg, indent=2) + "\n"


F.reg(
    "lusaka_kafka_connect_jdbc_sink_connector_json",
    ("connect/connectors/<<svc>>-jdbc-sink.json", "kafka/connect/<<env>>/<<svc>>.json"),
    _kafka_connect,
    "pw_json",
)

F.reg(
    "lusaka_databrickscfg_profiles_dapi_token",
    ("home/<<user>>/.databrickscfg", "ops/laptops/<<user>>/databrickscfg"),
    """[DEFAULT]
host = https://adb-<<nn>><<n>>.azuredatabricks.net
token = <<cred>>

[<<env>>]
host = https://adb-<<nn>>9<<n>>.azuredatabricks.net
auth_type = databricks-cli
""",
    lambda r: "dapi" + "".join(r.choice("0123456789abcdef") for _ in range(32)),
    syntax="ini",
)

F.reg(
    "lusaka_bemba_whatsapp_data_team_password",
    ("chats/WhatsApp Chat with Data Team <<year>>.txt", "exports/whatsapp/data-eng-<<date>>.txt"),
    """<<ddmm>>, <<hm>> - <<fcap>> <<lcap>>: Muli shani mwe bantu, airflow naifwa nafuti 😩
<<ddmm>>, <<hm>> - <<first2>>: Ndeisa ukulolesha. Ninshi password ya metabase admin?
<<ddmm>>, <<hm>> - <<fcap>> <<lcap>>: user ni <<user>>@<<dom>>
<<ddmm>>, <<hm>> - <<fcap>> <<lcap>>: password ni <<cred>>
<<ddmm>>, <<hm>> - <<first2>>: Natotela mukwai, nalingila
<<ddmm>>, <<hm>> - <<fcap>> <<lcap>>: <Media omitted>
""",
    "human",
)

F.reg(
    "lusaka_superset_config_py_secret_key",
    ("superset/superset_config.py", "deploy/superset/<<env>>/superset_config.py"),
    """import os

ROW_LIMIT = 50000
SUPERSET_WEBSERVER_PORT = 8088

# Flask-WTF / session signing key for <<env>>
SECRET_KEY = "<<cred>>"

SQLALCHEMY_DATABASE_URI = os.environ.get(
    "SUPERSET_DB_URI", "postgresql+psycopg2://superset@<<host>>:5432/superset"
)
WTF_CSRF_ENABLED = True
MAPBOX_API_KEY = ""
FEATURE_FLAGS = {"ALERT_REPORTS": True, "EMBEDDED_SUPERSET": True}
""",
    "b64:42",
)
