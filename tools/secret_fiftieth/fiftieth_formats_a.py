"""Family a: a Kuwaiti SaaS startup's backend team in Salmiya (FastAPI, Celery, Terraform)."""

from __future__ import annotations

import base64

from fiftieth_spec import Fam, dec_b64_field, prov

F = Fam(
    "salmiya_saas_backend",
    orgs=("qurainstack", "failakacloud", "dasmanhq", "gahwalabs"),
    tld="com.kw",
    first=("ahmad", "fatima", "yousef", "noura", "khalid", "dana", "abdullah", "bader", "hessa"),
    last=("alenezi", "alajmi", "alrashidi", "almutairi", "alshammari", "behbehani", "alkandari"),
    words=(
        "salmiya",
        "failaka",
        "dasman",
        "gahwa",
        "sharq",
        "jahra",
        "hawally",
        "qurain",
        "sadu",
        "ghabga",
        "dhow",
        "mubarakiya",
    ),
    svcs=("billing", "tenants", "invoices", "webhooks", "auth", "notifier", "reports"),
    cc="965",
    tz="Asia/Kuwait",
)

F.reg(
    "salmiya_fastapi_pydantic_settings_dotenv_asyncpg",
    ("services/<<svc>>/.env", "deploy/<<env>>/<<svc>>.env"),
    """# <<svc>> service - loaded by app/core/config.py (pydantic-settings)
PROJECT_NAME=<<org>>-<<svc>>
ENVIRONMENT=<<env>>
API_V1_PREFIX=/api/v1
BACKEND_CORS_ORIGINS=["https://app.<<dom>>","https://admin.<<dom>>"]
DATABASE_URL=postgresql+asyncpg://<<svc>>_app:<<cred>>@<<host>>:5432/<<svc>>
DB_POOL_SIZE=20
REDIS_URL=redis://<<host2>>:6379/3
LOG_LEVEL=info
FIRST_SUPERUSER=<<email>>
""",
    "pw_url",
)

F.reg(
    "salmiya_github_actions_fly_deploy_inline_token",
    (".github/workflows/deploy-<<svc>>.yml", ".github/workflows/<<env>>-<<svc>>.yaml"),
    """name: deploy <<svc>>

on:
  push:
    branches: [main]
  workflow_dispatch:

concurrency: deploy-<<svc>>

jobs:
  deploy:
    runs-on: ubuntu-latest
    env:
      FLY_API_TOKEN: "<<cred>>"
      FLY_APP: <<org>>-<<svc>>
    steps:
      - uses: actions/checkout@v4
      - uses: superfly/flyctl-actions/setup-flyctl@master
      - name: Deploy
        run: flyctl deploy --remote-only --app "$FLY_APP" --region ams
      - name: Smoke test
        run: curl -fsS https://<<svc>>.<<dom>>/healthz
""",
    lambda r: (
        "FlyV1 fm2_lJPECAAAAAAAA"
        + "".join(
            r.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
            for _ in range(140)
        )
    ),
)

F.reg(
    "salmiya_alembic_env_py_set_main_option_url",
    ("migrations/env.py", "services/<<svc>>/alembic/env.py"),
    """from logging.config import fileConfig

from alembic import context
from sqlalchemy import engine_from_config, pool

from app.models import Base

config = context.config
# TODO(<<user>>): read from settings before the <<date>> release
config.set_main_option(
    "sqlalchemy.url",
    "postgresql+psycopg2://<<svc>>_owner:<<cred>>@<<host>>:5432/<<svc>>",
)

if config.config_file_name is not None:
    fileConfig(config.config_file_name)

target_metadata = Base.metadata


def run_migrations_online() -> None:
    connectable = engine_from_config(
        config.get_section(config.config_ini_section, {}),
        prefix="sqlalchemy.",
        poolclass=pool.NullPool,
    )
    with connectable.connect() as connection:
        context.configure(connection=connection, target_metadata=target_metadata)
        with context.begin_transaction():
            context.run_migrations()


run_migrations_online()
""",
    "pw_url",
)

F.reg(
    "salmiya_celeryconfig_rediss_broker_password",
    ("celeryconfig.py", "services/<<svc>>/worker/celeryconfig.py"),
    '''"""Celery settings for the <<svc>> workers (<<env>>)."""

broker_url = "rediss://:<<cred>>@<<host2>>:6380/0?ssl_cert_reqs=required"
result_backend = "rediss://:<<cred>>@<<host2>>:6380/1?ssl_cert_reqs=required"
task_serializer = "json"
accept_content = ["json"]
timezone = "<<tz>>"
task_routes = {
    "<<svc>>.tasks.send_invoice": {"queue": "<<svc>>-high"},
    "<<svc>>.tasks.nightly_rollup": {"queue": "<<svc>>-low"},
}
worker_prefetch_multiplier = 1
''',
    "pw_url",
)

F.reg(
    "salmiya_sentry_cli_release_script_user_token",
    ("scripts/release.sh", "scripts/sentry-release-<<svc>>.sh"),
    """#!/usr/bin/env bash
# Creates a Sentry release for <<svc>> and uploads source maps.
set -euo pipefail

export SENTRY_ORG=<<org>>
export SENTRY_PROJECT=<<svc>>-api
export SENTRY_AUTH_TOKEN=<<cred>>

VERSION=$(git rev-parse --short HEAD)
sentry-cli releases new "$VERSION"
sentry-cli releases set-commits "$VERSION" --auto
sentry-cli sourcemaps upload --release "$VERSION" ./dist
sentry-cli releases finalize "$VERSION"
sentry-cli releases deploys "$VERSION" new -e <<env>>
""",
    "p:sentry_user",
)

F.reg(
    "salmiya_terraform_tfvars_rds_master_password",
    ("infra/envs/<<env>>/terraform.tfvars", "infra/<<svc>>/<<env>>.auto.tfvars"),
    """region              = "me-central-1"
environment         = "<<env>>"
project             = "<<org>>"
vpc_cidr            = "10.<<n>>.0.0/16"
db_instance_class   = "db.r6g.large"
db_engine_version   = "16.3"
db_name             = "<<svc>>"
db_master_username  = "<<svc>>_admin"
db_master_password  = "<<cred>>"
db_multi_az         = true
backup_retention    = 14
alert_email         = "<<email>>"
""",
    "pw_dq",
)


def _slack_export(s: dict) -> str:
    import json

    msgs = [
        {
            "type": "message",
            "user": "U0" + s["hex8"].upper(),
            "text": f"يا {s['first2']}، بيئة الـ staging رجعت بعد الترحيل؟",
            "ts": f"{s['ts']}.000100",
        },
        {
            "type": "message",
            "user": "U0" + s["short"].upper(),
            "text": "إيه رجعت. لوحة الإدارة على https://admin-staging." + s["dom"],
            "ts": f"{s['ts'] + 40}.000200",
        },
        {
            "type": "message",
            "user": "U0" + s["short"].upper(),
            "text": f"المستخدم: {s['user']}@{s['dom']}\nكلمة السر: {s['cred']}",
            "ts": f"{s['ts'] + 55}.000300",
        },
        {
            "type": "message",
            "user": "U0" + s["hex8"].upper(),
            "text": "تمام شكراً، بغيرها بعد العرض للعميل",
            "ts": f"{s['ts'] + 90}.000400",
        },
    ]
    return json.dumps(msgs, ensure_ascii=False, indent=4) + "\n"


F.reg(
    "salmiya_arabic_slack_export_kalimat_alsirr_staging",
    ("slack-export/backend-<<svc>>/<<date>>.json", "exports/slack/dev-staging/<<date>>.json"),
    _slack_export,
    "human",
)


def _k8s_extra(r, s):
    s["needle"] = s["cred"]
    s["enc"] = base64.b64encode(s["cred"].encode()).decode()
    s["enc_db"] = base64.b64encode(
        f"postgres://{s['svc']}@{s['host']}/{s['svc']}".encode()
    ).decode()


F.reg(
    "salmiya_k8s_secret_data_openai_key_base64",
    ("k8s/<<env>>/<<svc>>-secrets.yaml", "deploy/manifests/<<svc>>/secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: <<svc>>-env
  namespace: <<org>>-<<env>>
  labels:
    app.kubernetes.io/name: <<svc>>
type: Opaque
data:
  DATABASE_HOST_URL: <<enc_db>>
  OPENAI_API_KEY: <<enc>>
""",
    lambda r: prov(r, "openai"),
    extra=_k8s_extra,
    decode=dec_b64_field(r"OPENAI_API_KEY: (\S+)"),
)
