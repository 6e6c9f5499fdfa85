"""Scientific workflow engines: Cromwell, CWL, Pegasus, FireWorks, AiiDA, Luigi, Arvados, DVC."""

from __future__ import annotations

import json
import random

from seventh_corpus import (
    SYM_INI,
    SYM_NONE,
    SYM_Q,
    SYM_URL,
    SYM_YAML,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    hx,
    pick,
    pw,
    uid,
)

FAM = "sci_workflow_engines"


@fmt(FAM, "cromwell_application_conf_database_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 22, SYM_Q.replace("$", ""))
    text = fill_cromwell(c, s, rng)
    path = pick(rng, "cromwell/application.conf", "config/cromwell.conf", f"deploy/{c.slug}.conf")
    return Out(path, text, s)


def fill_cromwell(c: Ctx, s: str, rng: random.Random) -> str:
    """Cromwell server config (HOCON) with a MySQL metadata database."""
    return fill(
        """
        include required(classpath("application"))

        webservice {
          port = 8000
          interface = 0.0.0.0
        }

        backend.default = "<<backend>>"

        database {
          profile = "slick.jdbc.MySQLProfile$"
          db {
            driver = "com.mysql.cj.jdbc.Driver"
            url = "jdbc:mysql://<<host>>/cromwell?rewriteBatchedStatements=true&useSSL=true"
            user = "cromwell"
            password = "<<s>>"
            connectionTimeout = 5000
          }
          insert-batch-size = 2000
        }

        call-caching {
          enabled = true
          invalidate-bad-cache-results = true
        }
        """,
        backend=pick(rng, "SLURM", "Local", "PAPIv2", "LSF"),
        host=c.host("mysql", "metadb"),
        s=s,
    )


@fmt(FAM, "cwl_job_order_yml_webin_submission_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 16, SYM_YAML)
    acc = rng.randint(50000, 69999)
    text = fill(
        """
        # job order for workflows/ena-submit.cwl
        manifest:
          class: File
          location: manifests/<<run>>.manifest.txt
        reads:
          - class: File
            location: fastq/<<run>>_R1.fastq.gz
          - class: File
            location: fastq/<<run>>_R2.fastq.gz
        context: reads
        webin_username: Webin-<<acc>>
        webin_password: "<<s>>"
        submit: true
        center_name: <<org>>
        """,
        run=f"{c.slug[:4].upper()}{rng.randint(100, 999)}",
        acc=acc,
        s=s,
        org=c.org,
    )
    path = pick(rng, "jobs/ena_submit.yml", "cwl/submit-job.yml", f"runs/{c.slug}-webin.yml")
    return Out(path, text, s)


@fmt(FAM, "pegasus_properties_replica_catalog_db_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 18, SYM_INI)
    text = fill(
        """
        # Pegasus WMS properties for the <<slug>> production site
        pegasus.metrics.app = <<slug>>-genomics
        pegasus.data.configuration = condorio
        pegasus.mode = production

        pegasus.catalog.replica = JDBCRC
        pegasus.catalog.replica.db.driver = MySQL
        pegasus.catalog.replica.db.url = jdbc:mysql://<<host>>:3306/pegasus_rc
        pegasus.catalog.replica.db.user = pegasus
        pegasus.catalog.replica.db.password = <<s>>

        pegasus.transfer.arguments = -m 4
        dagman.retry = 2
        """,
        slug=c.slug,
        host=c.host("rcdb", "mysql"),
        s=s,
    )
    path = pick(rng, "pegasus.properties", "conf/pegasus.properties", f"sites/{c.slug}.properties")
    return Out(path, text, s)


@fmt(FAM, "fireworks_my_launchpad_yaml_mongo_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 24, SYM_NONE) if rng.random() < 0.5 else pw(rng, 12, 24, "-_.!")
    text = fill(
        """
        host: <<host>>
        port: 27017
        name: fireworks_<<slug>>
        username: fw_admin
        password: <<s>>
        ssl: true
        authsource: admin
        logdir: null
        strm_lvl: INFO
        user_indices: []
        wf_user_indices: []
        """,
        host=c.host("mongo", "fwdb"),
        slug=c.slug,
        s=s,
    )
    path = pick(rng, "my_launchpad.yaml", "config/my_launchpad.yaml", f"fw_config/{c.slug}.yaml")
    return Out(path, text, s)


@fmt(FAM, "aiida_config_json_profile_storage_database_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 14, 24, SYM_Q)
    prof = pick(rng, "default", c.slug, "production", "hpc")
    conf = {
        "CONFIG_VERSION": {"CURRENT": 9, "OLDEST_COMPATIBLE": 9},
        "profiles": {
            prof: {
                "PROFILE_UUID": hx(rng, 32),
                "storage": {
                    "backend": "core.psql_dos",
                    "config": {
                        "database_engine": "postgresql_psycopg2",
                        "database_hostname": c.host("pg", "aiida-db"),
                        "database_port": 5432,
                        "database_name": f"aiida_{prof}",
                        "database_username": "aiida",
                        "database_password": s,
                        "repository_uri": f"file:///home/{c.user}/.aiida/repository/{prof}",
                    },
                },
                "process_control": {
                    "backend": "core.rabbitmq",
                    "config": {"broker_protocol": "amqp", "broker_host": "127.0.0.1"},
                },
                "options": {},
                "default_user_email": c.email,
            }
        },
        "default_profile": prof,
    }
    path = pick(rng, ".aiida/config.json", f"home/{c.user}/.aiida/config.json", "aiida/config.json")
    return Out(path, json.dumps(conf, indent=4) + "\n", s)


@fmt(FAM, "luigi_cfg_task_history_db_connection_uri")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 20, SYM_URL)
    text = fill(
        """
        [core]
        default_scheduler_host = <<sched>>
        default_scheduler_port = 8082

        [scheduler]
        record_task_history = True
        state_path = /var/lib/luigi-server/state.pickle
        remove_delay = 86400

        [task_history]
        db_connection = postgresql://luigi:<<s>>@<<db>>:5432/luigi_history

        [retcode]
        already_running = 10
        missing_data = 20
        """,
        sched=c.host("luigi", "sched"),
        s=s,
        db=c.host("pg", "db"),
    )
    path = pick(rng, "luigi.cfg", "etc/luigi/luigi.cfg", f"pipelines/{c.slug}/luigi.cfg")
    return Out(path, text, s, "ini")


@fmt(FAM, "arvados_settings_conf_v2_api_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    cluster = an(rng, 5, "abcdefghijklmnopqrstuvwxyz0123456789")
    tok = f"v2/{cluster}-gj3su-{an(rng, 15, 'abcdefghijklmnopqrstuvwxyz0123456789')}/{an(rng, 49)}"
    text = fill(
        """
        ARVADOS_API_HOST=<<cluster>>.<<domain>>
        ARVADOS_API_TOKEN=<<tok>>
        ARVADOS_API_HOST_INSECURE=false
        """,
        cluster=cluster,
        domain=c.domain,
        tok=tok,
    )
    path = pick(
        rng, ".config/arvados/settings.conf", "arvados/settings.conf", f"ci/{c.slug}-arvados.conf"
    )
    return Out(path, text, tok)


@fmt(FAM, "dvc_config_local_webdav_remote_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 10, 20, SYM_INI)
    remote = pick(rng, "nas", "lab-storage", "nextcloud", c.slug)
    text = fill(
        """
        ['remote "<<remote>>"']
            url = webdavs://<<host>>/remote.php/dav/files/<<user>>/dvc-cache
            user = <<user>>
            password = <<s>>
        [core]
            remote = <<remote>>
        """,
        remote=remote,
        host=c.host("cloud", "files"),
        user=c.user,
        s=s,
    )
    path = pick(rng, ".dvc/config.local", f"{c.slug}-models/.dvc/config.local", "data/.dvc/config")
    return Out(path, text, s)


@fmt(FAM, "pachyderm_config_json_context_session_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tok = hx(rng, 32)
    ctx = pick(rng, "prod", c.slug, "lab-cluster")
    conf = {
        "user_id": uid(rng).replace("-", ""),
        "v2": {
            "active_context": ctx,
            "contexts": {
                ctx: {
                    "pachd_address": f"grpcs://{c.host('pachd', 'pach')}:30650",
                    "session_token": tok,
                    "cluster_deployment_id": an(rng, 32),
                    "project": "default",
                }
            },
            "metrics": False,
        },
    }
    path = pick(rng, ".pachyderm/config.json", "pachyderm/config.json", f"ops/{c.slug}-pach.json")
    return Out(path, json.dumps(conf, indent=2) + "\n", tok)
