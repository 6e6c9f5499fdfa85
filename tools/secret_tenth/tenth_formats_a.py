# ruff: noqa: E501 (embedded files keep their real long lines)
"""db_ha_backup_proxies: PostgreSQL/MySQL backup, failover and proxy tools."""

from __future__ import annotations

import random

from tenth_corpus import (
    ALNUM,
    DIGITS,
    SYM_INI,
    SYM_SQ,
    SYM_XML,
    UPPER,
    Ctx,
    Out,
    an,
    b64,
    fill,
    fmt,
    hx,
    pick,
    pw,
    words_pw,
)

FAM = "db_ha_backup_proxies"
SYM_CONNINFO = "!@$^&*()[]{}<>,.?-_+~#%:;="  # libpq keyword value, unquoted: no spaces or quotes


def aws_key_id(rng: random.Random) -> str:
    return "AKIA" + an(rng, 16, UPPER + DIGITS)


def aws_secret(rng: random.Random) -> str:
    return an(rng, 40, ALNUM + "+/")


@fmt(FAM, "pgbackrest_conf_repo1_s3_key_secret_and_cipher")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = aws_secret(rng)
    text = fill(
        """
        [global]
        repo1-type=s3
        repo1-s3-bucket=<<short>>-pgbackrest
        repo1-s3-endpoint=s3.<<region>>.amazonaws.com
        repo1-s3-region=<<region>>
        repo1-s3-key=<<kid>>
        repo1-s3-key-secret=<<secret>>
        repo1-path=/pgbackrest/<<short>>
        repo1-retention-full=<<ret>>
        repo1-cipher-type=aes-256-cbc
        repo1-cipher-pass=<<cipher>>
        process-max=4
        start-fast=y
        log-level-console=info
        log-level-file=detail

        [<<stanza>>]
        pg1-path=/var/lib/postgresql/16/main
        pg1-port=5432
        """,
        short=c.short,
        region=pick(rng, "eu-central-1", "eu-west-1", "us-east-2", "ap-southeast-2"),
        kid=aws_key_id(rng),
        secret=secret,
        ret=rng.randint(2, 6),
        cipher=b64(rng, 36),
        stanza=pick(rng, "main", c.short, "pg16"),
    )
    path = pick(
        rng,
        "etc/pgbackrest/pgbackrest.conf",
        "ansible/files/pgbackrest.conf",
        f"roles/{c.short}-postgres/files/pgbackrest.conf",
    )
    return Out(path, text, secret, "ini")


@fmt(FAM, "barman_d_server_conf_conninfo_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_CONNINFO.replace("#", "").replace(";", "").replace("%", ""))
    host = c.host("pg")
    srv = pick(rng, "pg-main", f"{c.short}-db", "pg-primary")
    text = fill(
        """
        [<<srv>>]
        description = "<<org>> primary PostgreSQL cluster"
        conninfo = host=<<host>> user=barman dbname=postgres password=<<secret>>
        streaming_conninfo = host=<<host>> user=streaming_barman dbname=postgres
        backup_method = postgres
        streaming_archiver = on
        slot_name = barman
        create_slot = auto
        retention_policy = RECOVERY WINDOW OF <<days>> DAYS
        path_prefix = "/usr/pgsql-16/bin"
        """,
        srv=srv,
        org=c.org,
        host=host,
        secret=secret,
        days=rng.choice((7, 14, 30)),
    )
    path = pick(
        rng, f"etc/barman.d/{srv}.conf", f"barman/{srv}.conf", f"deploy/backup/barman.d/{srv}.conf"
    )
    return Out(path, text, secret, "ini")


@fmt(FAM, "walg_json_config_libsodium_key_hex")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 64)
    text = fill(
        """
        {
          "WALG_S3_PREFIX": "s3://<<short>>-wal-archive/<<cluster>>",
          "AWS_REGION": "eu-west-1",
          "AWS_S3_FORCE_PATH_STYLE": "true",
          "WALG_COMPRESSION_METHOD": "brotli",
          "WALG_DELTA_MAX_STEPS": "6",
          "WALG_LIBSODIUM_KEY": "<<key>>",
          "WALG_LIBSODIUM_KEY_TRANSFORM": "hex",
          "PGHOST": "/var/run/postgresql",
          "PGUSER": "postgres",
          "PGDATABASE": "postgres"
        }
        """,
        short=c.short,
        cluster=pick(rng, "main", "orders", "billing", "pg16"),
        key=key,
    )
    path = pick(
        rng,
        "var/lib/postgresql/.walg.json",
        "docker/postgres/walg.json",
        f"infra/{c.short}/wal-g/.walg.json",
    )
    return Out(path, text, key)


@fmt(FAM, "patroni_yml_postgresql_authentication_superuser_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ)
    scope = pick(rng, "pg-cluster", f"{c.short}-pg", "postgres-ha")
    text = fill(
        """
        scope: <<scope>>
        namespace: /service/
        name: <<node>>

        restapi:
          listen: 0.0.0.0:8008
          connect_address: <<ip>>:8008

        etcd3:
          hosts: <<ip>>:2379

        bootstrap:
          dcs:
            ttl: 30
            loop_wait: 10
            maximum_lag_on_failover: 1048576
            postgresql:
              use_pg_rewind: true
          initdb:
            - encoding: UTF8
            - data-checksums

        postgresql:
          listen: 0.0.0.0:5432
          connect_address: <<ip>>:5432
          data_dir: /var/lib/postgresql/16/main
          bin_dir: /usr/lib/postgresql/16/bin
          authentication:
            replication:
              username: replicator
              password: '<<rep>>'
            superuser:
              username: postgres
              password: '<<secret>>'
            rewind:
              username: rewind_user
              password: '<<rew>>'
        """,
        scope=scope,
        node=pick(rng, "pg1", "pg2", "node-a"),
        ip=c.ip(),
        rep=pw(rng, sym=""),
        secret=secret,
        rew=pw(rng, sym=""),
    )
    path = pick(
        rng,
        "etc/patroni/patroni.yml",
        f"roles/patroni/files/{scope}.yml",
        "patroni/config/patroni.yml",
    )
    return Out(path, text, secret)


@fmt(FAM, "repmgr_conf_quoted_conninfo_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!@$^&*()[]{}<>,.?-_+~#%:;=")
    n = rng.randint(1, 3)
    text = fill(
        """
        node_id=<<n>>
        node_name='pg<<n>>'
        conninfo='host=<<host>> user=repmgr dbname=repmgr password=<<secret>> connect_timeout=2'
        data_directory='/var/lib/postgresql/15/main'
        pg_bindir='/usr/lib/postgresql/15/bin'
        use_replication_slots=yes
        failover=automatic
        promote_command='/usr/bin/repmgr standby promote -f /etc/repmgr.conf --log-to-file'
        follow_command='/usr/bin/repmgr standby follow -f /etc/repmgr.conf --log-to-file --upstream-node-id=%n'
        log_file='/var/log/postgresql/repmgr.log'
        """,
        n=n,
        host=c.host("pg"),
        secret=secret,
    )
    path = pick(
        rng, "etc/repmgr.conf", f"etc/repmgr/15/repmgr-pg{n}.conf", f"deploy/{c.short}/repmgr.conf"
    )
    return Out(path, text, secret)


@fmt(FAM, "proxysql_cnf_mysql_users_block_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_XML.replace(";", "").replace(":", ""))
    user = pick(rng, "app", c.short, "orders_rw", "webapp")
    text = fill(
        """
        datadir="/var/lib/proxysql"

        admin_variables=
        {
            admin_credentials="admin:<<adm>>"
            mysql_ifaces="0.0.0.0:6032"
        }

        mysql_variables=
        {
            threads=4
            max_connections=2048
            interfaces="0.0.0.0:6033"
            monitor_username="monitor"
            monitor_password="<<mon>>"
        }

        mysql_servers =
        (
            { address="<<h1>>" , port=3306 , hostgroup=10, max_connections=200 },
            { address="<<h2>>" , port=3306 , hostgroup=20, max_connections=200 }
        )

        mysql_users:
        (
            {
                username = "<<user>>"
                password = "<<secret>>"
                default_hostgroup = 10
                active = 1
            }
        )
        """,
        adm=pw(rng, sym=""),
        mon=pw(rng, sym=""),
        h1=c.host("mysql"),
        h2=c.host("mysql"),
        user=user,
        secret=secret,
    )
    path = pick(rng, "etc/proxysql.cnf", "proxysql/proxysql.cnf", f"k8s/{c.short}/proxysql.cnf")
    return Out(path, text, secret)


@fmt(FAM, "maxscale_cnf_readwritesplit_service_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_INI)
    text = fill(
        """
        [maxscale]
        threads=auto
        admin_secure_gui=false

        [db1]
        type=server
        address=<<ip1>>
        port=3306

        [db2]
        type=server
        address=<<ip2>>
        port=3306

        [MariaDB-Monitor]
        type=monitor
        module=mariadbmon
        servers=db1,db2
        user=maxscale_mon
        password=<<mon>>
        monitor_interval=2000ms
        auto_failover=true

        [Read-Write-Service]
        type=service
        router=readwritesplit
        servers=db1,db2
        user=maxscale
        password=<<secret>>

        [Read-Write-Listener]
        type=listener
        service=Read-Write-Service
        port=4006
        """,
        ip1=c.ip(),
        ip2=c.ip(),
        mon=pw(rng, sym=""),
        secret=secret,
    )
    path = pick(rng, "etc/maxscale.cnf", "maxscale/maxscale.cnf", f"ops/{c.short}/maxscale.cnf")
    return Out(path, text, secret, "ini")


@fmt(FAM, "orchestrator_conf_json_mysql_topology_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_XML)
    text = fill(
        """
        {
          "Debug": false,
          "ListenAddress": ":3000",
          "MySQLTopologyUser": "orchestrator",
          "MySQLTopologyPassword": "<<secret>>",
          "MySQLOrchestratorHost": "<<host>>",
          "MySQLOrchestratorPort": 3306,
          "MySQLOrchestratorDatabase": "orchestrator",
          "MySQLOrchestratorCredentialsConfigFile": "/etc/mysql/orchestrator-backend.cnf",
          "DiscoverByShowSlaveHosts": false,
          "InstancePollSeconds": 5,
          "HostnameResolveMethod": "default",
          "RecoverMasterClusterFilters": ["*"],
          "RecoverIntermediateMasterClusterFilters": ["*"],
          "DetectClusterAliasQuery": "SELECT cluster_name FROM meta.cluster LIMIT 1"
        }
        """,
        secret=secret,
        host=c.host("mysql"),
    )
    path = pick(
        rng,
        "etc/orchestrator.conf.json",
        "orchestrator/orchestrator.conf.json",
        f"conf/{c.short}/orchestrator.conf.json",
    )
    return Out(path, text, secret, "json")


@fmt(FAM, "galera_cnf_wsrep_sst_auth_user_colon_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, pw(rng, sym=SYM_INI), words_pw(rng, sym="!.@$*-_"))
    ips = ",".join(c.ip() for _ in range(3))
    text = fill(
        """
        [galera]
        wsrep_on                 = ON
        wsrep_provider           = /usr/lib/galera/libgalera_smm.so
        wsrep_cluster_name       = "<<short>>-galera"
        wsrep_cluster_address    = "gcomm://<<ips>>"
        wsrep_node_name          = <<node>>
        wsrep_sst_method         = mariabackup
        wsrep_sst_auth           = mariabackup:<<secret>>
        binlog_format            = row
        default_storage_engine   = InnoDB
        innodb_autoinc_lock_mode = 2
        bind-address             = 0.0.0.0
        """,
        short=c.short,
        ips=ips,
        node=pick(rng, "galera1", "galera2", "db-a"),
        secret=secret,
    )
    path = pick(
        rng,
        "etc/mysql/mariadb.conf.d/60-galera.cnf",
        "etc/my.cnf.d/galera.cnf",
        f"roles/{c.short}-galera/templates/galera.cnf",
    )
    return Out(path, text, secret, "ini")
