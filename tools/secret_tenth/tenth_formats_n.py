# ruff: noqa: E501 (embedded files keep their real long lines)
"""job_scheduler_servers: workflow and job schedulers' server configs and setup scripts."""

from __future__ import annotations

import random
import re

from tenth_corpus import SYM_INI, SYM_JSON, SYM_URL, Ctx, Out, b64, fill, fmt, hx, pick, pw

FAM = "job_scheduler_servers"
SYM_YDQ = "!@#$%^&*()[]{}<>;:,.?-_+=~"


@fmt(FAM, "azkaban_properties_mysql_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_INI)
    text = fill(
        """
        # Azkaban Personalization Settings
        azkaban.name=<<org>>
        azkaban.label=Batch scheduler
        azkaban.color=#FF3601
        default.timezone.id=Europe/Berlin
        # Azkaban UserManager class
        user.manager.class=azkaban.user.XmlUserManager
        user.manager.xml.file=conf/azkaban-users.xml
        # Loader for projects
        executor.global.properties=conf/global.properties
        azkaban.project.dir=projects
        database.type=mysql
        mysql.port=3306
        mysql.host=<<db>>
        mysql.database=azkaban
        mysql.user=azkaban
        mysql.password=<<secret>>
        mysql.numconnections=100
        # Velocity dev mode
        velocity.dev.mode=false
        jetty.maxThreads=25
        jetty.port=8081
        executor.port=12321
        """,
        org=c.org,
        db=c.host("mysql"),
        secret=secret,
    )
    path = pick(
        rng,
        "azkaban-web-server/conf/azkaban.properties",
        "conf/azkaban.properties",
        f"azkaban/{c.short}/azkaban.properties",
    )
    return Out(path, text, secret)


@fmt(FAM, "temporal_server_config_yaml_sql_datastore_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_YDQ)
    db = c.host("pg")
    text = fill(
        """
        log:
          stdout: true
          level: info

        persistence:
          defaultStore: default
          visibilityStore: visibility
          numHistoryShards: 512
          datastores:
            default:
              sql:
                pluginName: "postgres12"
                databaseName: "temporal"
                connectAddr: "<<db>>:5432"
                connectProtocol: "tcp"
                user: "temporal"
                password: "<<secret>>"
                maxConns: 20
                maxIdleConns: 20
            visibility:
              sql:
                pluginName: "postgres12"
                databaseName: "temporal_visibility"
                connectAddr: "<<db>>:5432"
                connectProtocol: "tcp"
                user: "temporal"
                password: "<<secret>>"
                maxConns: 10

        global:
          membership:
            maxJoinDuration: 30s
            broadcastAddress: "<<ip>>"
        """,
        db=db,
        secret=secret,
        ip=c.ip(),
    )
    path = pick(
        rng,
        "config/development.yaml",
        "temporal/config/production.yaml",
        f"deploy/{c.short}/temporal-server.yaml",
    )
    return Out(path, text, secret)


def _props_decode(text: str) -> str:
    m = re.search(r"^org\.quartz\.dataSource\.\w+\.password\s*=\s*(.*)$", text, re.M)
    assert m
    return re.sub(r"\\(.)", r"\1", m.group(1))


@fmt(FAM, "quartz_properties_datasource_password_backslash_escaped", decode=_props_decode)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    base = pw(rng, sym="@$^&*()-_+~.", nsym=rng.randint(0, 2))
    k = rng.randint(1, 2)
    chars = list(base)
    for _ in range(k):
        chars.insert(rng.randint(1, len(chars)), rng.choice("=:#!"))
    secret = "".join(chars)
    escaped = re.sub(r"([=:#!])", r"\\\1", secret)
    text = fill(
        """
        #Quartz scheduler, written by the admin console
        #<<date>>
        org.quartz.scheduler.instanceName=<<short>>Scheduler
        org.quartz.scheduler.instanceId=AUTO
        org.quartz.threadPool.threadCount=10
        org.quartz.jobStore.class=org.quartz.impl.jdbcjobstore.JobStoreTX
        org.quartz.jobStore.driverDelegateClass=org.quartz.impl.jdbcjobstore.PostgreSQLDelegate
        org.quartz.jobStore.tablePrefix=QRTZ_
        org.quartz.jobStore.isClustered=true
        org.quartz.jobStore.dataSource=qzDS
        org.quartz.dataSource.qzDS.driver=org.postgresql.Driver
        org.quartz.dataSource.qzDS.URL=jdbc\\:postgresql\\://<<db>>\\:5432/quartz
        org.quartz.dataSource.qzDS.user=quartz
        org.quartz.dataSource.qzDS.password=<<esc>>
        org.quartz.dataSource.qzDS.maxConnections=12
        """,
        date=c.date,
        short=c.short.capitalize(),
        db=c.host("pg"),
        esc=escaped,
    )
    path = pick(
        rng,
        "src/main/resources/quartz.properties",
        "conf/quartz.properties",
        f"scheduler/{c.short}/quartz.properties",
    )
    return Out(path, text, secret)


@fmt(FAM, "dolphinscheduler_env_sh_spring_datasource_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!@#%^&*()[]{}<>;:,.?-_+=~")
    text = fill(
        """
        # JAVA_HOME, will use it to start DolphinScheduler server
        export JAVA_HOME=${JAVA_HOME:-/opt/java/openjdk}

        # Database related configuration, set database type, username and password
        export DATABASE=${DATABASE:-postgresql}
        export SPRING_PROFILES_ACTIVE=${DATABASE}
        export SPRING_DATASOURCE_URL="jdbc:postgresql://<<db>>:5432/dolphinscheduler"
        export SPRING_DATASOURCE_USERNAME=dolphinscheduler
        export SPRING_DATASOURCE_PASSWORD='<<secret>>'

        # DolphinScheduler server related configuration
        export SPRING_CACHE_TYPE=${SPRING_CACHE_TYPE:-none}
        export SPRING_JACKSON_TIME_ZONE=${SPRING_JACKSON_TIME_ZONE:-UTC}

        # Registry center configuration, determines the type and link of the registry center
        export REGISTRY_TYPE=${REGISTRY_TYPE:-zookeeper}
        export REGISTRY_ZOOKEEPER_CONNECT_STRING=${REGISTRY_ZOOKEEPER_CONNECT_STRING:-<<zk>>:2181}
        """,
        db=c.host("pg"),
        secret=secret,
        zk=c.host("zk"),
    )
    path = pick(
        rng,
        "bin/env/dolphinscheduler_env.sh",
        "dolphinscheduler/bin/env/dolphinscheduler_env.sh",
        f"ds/{c.short}/dolphinscheduler_env.sh",
    )
    return Out(path, text, secret)


@fmt(FAM, "cronicle_conf_config_json_secret_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = hx(rng, 32)
    text = fill(
        """
        {
          "base_app_url": "https://cron.<<domain>>",
          "email_from": "cronicle@<<domain>>",
          "smtp_hostname": "smtp.<<domain>>",
          "smtp_port": 25,
          "secret_key": "<<secret>>",
          "log_dir": "logs",
          "log_filename": "[component].log",
          "pid_file": "logs/cronicled.pid",
          "job_data_expire_days": 180,
          "web_socket_use_hostnames": 0,
          "server_comm_use_hostnames": 0,
          "Storage": {
            "engine": "Filesystem",
            "Filesystem": {"base_dir": "data", "key_namespaces": 1}
          },
          "WebServer": {"http_port": 3012, "https": 0}
        }
        """,
        domain=c.domain,
        secret=secret,
    )
    path = pick(
        rng,
        "opt/cronicle/conf/config.json",
        "cronicle/conf/config.json",
        f"cron/{c.short}/config.json",
    )
    return Out(path, text, secret, "json")


@fmt(FAM, "ofelia_ini_job_exec_pg_dump_uri_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        [global]
        save-folder = /var/log/ofelia
        smtp-host = smtp.<<domain>>
        email-to = ops@<<domain>>
        mail-only-on-error = true

        [job-exec "db-dump"]
        schedule = @every 6h
        container = <<short>>_postgres_1
        command = sh -c "pg_dump --dbname=postgresql://backup:<<secret>>@localhost:5432/<<short>> -Fc -f /backups/<<short>>-$(date +%Y%m%d%H%M).dump"

        [job-run "prune"]
        schedule = @daily
        image = alpine:3.20
        volume = /srv/backups:/backups
        command = find /backups -mtime +14 -delete
        """,
        domain=c.domain,
        short=c.short,
        secret=secret,
    )
    path = pick(
        rng, "ofelia/config.ini", f"stacks/{c.short}/ofelia.ini", "docker/ofelia/config.ini"
    )
    return Out(path, text, secret, "ini")


@fmt(FAM, "controlm_ctm_env_add_endpoint_user_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!@#%^&*()-_+=~.,")
    text = fill(
        """
        #!/bin/bash
        # register the Automation API endpoint and deploy the job folder
        set -e
        ctm environment add prod "https://ctm-em.<<domain>>:8443/automation-api" emuser_<<short>> '<<secret>>'
        ctm environment set prod
        ctm build jobs/<<short>>_folder.json
        ctm deploy jobs/<<short>>_folder.json
        """,
        domain=c.domain,
        short=c.short,
        secret=secret,
    )
    path = pick(
        rng, "ci/deploy-controlm.sh", f"controlm/{c.short}/deploy.sh", "scripts/ctm_deploy.sh"
    )
    return Out(path, text, secret)


@fmt(FAM, "dkron_yml_encrypt_gossip_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = b64(rng, 32)
    text = fill(
        """
        # Dkron server configuration
        server: true
        bootstrap-expect: 3
        data-dir: /var/lib/dkron
        log-level: info
        tags:
          dc: <<dc>>
        retry-join:
          - "provider=aws tag_key=dkron tag_value=<<short>>"
        encrypt: <<key>>
        webhook-endpoint: https://hooks.<<domain>>/dkron
        """,
        dc=pick(rng, "eu1", "dc1", "fra"),
        short=c.short,
        key=key,
        domain=c.domain,
    )
    path = pick(rng, "etc/dkron/dkron.yml", f"dkron/{c.short}/dkron.yml", "config/dkron.yml")
    return Out(path, text, key)


@fmt(FAM, "celery_flowerconfig_py_basic_auth_list")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_JSON.replace(",", "").replace(":", ""))
    text = fill(
        """
        # flowerconfig.py
        broker_api = "http://guest:guest@localhost:15672/api/"
        port = 5555
        address = "0.0.0.0"
        url_prefix = "flower"
        persistent = True
        db = "/var/lib/flower/flower.db"
        max_tasks = 20000
        basic_auth = ["<<user>>:<<secret>>"]
        """,
        user=pick(rng, "ops", "admin", c.user),
        secret=secret,
    )
    path = pick(
        rng, "flowerconfig.py", f"deploy/{c.short}/flowerconfig.py", "config/flowerconfig.py"
    )
    return Out(path, text, secret)
