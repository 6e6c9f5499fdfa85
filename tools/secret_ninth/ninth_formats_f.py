"""Family hpc_cluster_admin: HPC cluster management, accounting and data transfer."""

from __future__ import annotations

import json
import random

from ninth_corpus import SYM_DQ, SYM_INI, Ctx, Out, an, b64, fill, fmt, jwt, pick, pw, uid

F = "hpc_cluster_admin"


@fmt(F, "slurmdbd_conf_storage_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI.replace("$", ""))
    t = fill(
        """
        # slurmdbd.conf
        AuthType=auth/munge
        DbdHost=<<h>>
        DbdPort=6819
        SlurmUser=slurm
        DebugLevel=info
        LogFile=/var/log/slurm/slurmdbd.log
        PidFile=/run/slurmdbd.pid
        StorageType=accounting_storage/mysql
        StorageHost=<<db>>
        StoragePort=3306
        StorageUser=slurm
        StoragePass=<<s>>
        StorageLoc=slurm_acct_db
        PurgeJobAfter=12month
        """,
        s=s,
        h=pick(rng, "head01", "mgmt1", c.short + "-adm"),
        db=c.host("mariadb"),
    )
    return Out(
        pick(
            rng,
            "etc/slurm/slurmdbd.conf",
            "slurm/slurmdbd.conf",
            f"roles/{c.short}_slurm/files/slurmdbd.conf",
        ),
        t,
        s,
    )


@fmt(F, "xcat_tabdump_passwd_table_ipmi_row")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, n=rng.randint(10, 16), sym="!@#")
    t = fill(
        """
        #key,username,password,cryptmethod,authdomain,comments,disable
        "ipmi","<<u>>","<<s>>",,,,
        "system","root","$6$<<salt>>$<<hash>>",,,,
        """,
        s=s,
        u=pick(rng, "ADMIN", "USERID", "root"),
        salt=an(rng, 8),
        hash=an(rng, 86, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789./"),
    )
    return Out(
        pick(
            rng, "xcat/tables/passwd.csv", "backup/xcatdb/passwd.csv", f"{c.short}/xcat-passwd.csv"
        ),
        t,
        s,
    )


@fmt(F, "warewulf3_database_conf_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@^*-_+")
    t = fill(
        """
        # Database configuration

        # What type of database is being used?
        database type           = sql

        # What database driver should be used?
        database driver         = mysql

        # Database access
        database server         = localhost
        database name           = warewulf
        database user           = warewulf
        database password       = <<s>>
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "etc/warewulf/database.conf",
            "warewulf/database.conf",
            f"{c.short}/ww/database.conf",
        ),
        t,
        s,
    )


@fmt(F, "xdmod_portal_settings_ini_database_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!@^*-_+")
    t = fill(
        """
        [general]
        title = "<<org>> XDMoD"
        site_address = "https://<<h>>/"
        user_manual = "https://<<h>>/user_manual/"

        [database]
        type = "mysql"
        host = "localhost"
        port = "3306"
        user = "xdmod"
        pass = "<<s>>"

        [datawarehouse]
        db_engine = "MySQLDB"
        """,
        s=s,
        org=c.org,
        h=c.host("xdmod"),
    )
    return Out(
        pick(
            rng,
            "etc/xdmod/portal_settings.ini",
            "xdmod/portal_settings.ini",
            f"roles/{c.short}_xdmod/files/portal_settings.ini",
        ),
        t,
        s,
    )


@fmt(F, "globus_connect_server_deployment_key_json")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = b64(rng, 32)
    body = {
        "client_id": uid(rng),
        "secret": s,
        "private_key": None,
        "deployment_key_version": 1,
        "endpoint_id": uid(rng),
    }
    t = json.dumps(body, indent=2) + "\n"
    return Out(
        pick(
            rng,
            "gcs/deployment-key.json",
            "deployment-key.json",
            f"{c.short}-dtn/deployment-key.json",
        ),
        t,
        s,
    )


@fmt(F, "apptainer_remote_yaml_library_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = jwt(
        rng,
        {
            "aud": "cloud.sylabs.io",
            "exp": rng.randint(1767225600, 1798761600),
            "iat": rng.randint(1735689600, 1767225600),
            "iss": "https://auth.sylabs.io/",
            "jti": an(rng, 24, "abcdef0123456789"),
            "sub": an(rng, 24, "abcdef0123456789"),
        },
        alg="RS256",
    )
    t = fill(
        """
        Active: SylabsCloud
        Remotes:
          SylabsCloud:
            URI: cloud.sylabs.io
            Token: <<s>>
            System: true
            Exclusive: false
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".apptainer/remote.yaml",
            ".singularity/remote.yaml",
            f"home/{c.first}/.apptainer/remote.yaml",
        ),
        t,
        s,
    )


@fmt(F, "beegfs_conn_auth_file_shared_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 40)
    p = pick(
        rng,
        "etc/beegfs/connauthfile",
        "roles/beegfs/files/connauthfile",
        f"{c.short}/beegfs/conn.auth",
    )
    return Out(p, s + "\n", s)


@fmt(F, "lsf_ego_pem_cluster_admin_password_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ.replace("&", "").replace("#", ""))
    t = fill(
        """
        #!/bin/bash
        # re-logon EGO after the nightly cluster restart
        source /opt/ibm/lsfsuite/lsf/conf/profile.lsf
        egosh user logon -u Admin -x "<<s>>"
        egosh service list -l | grep -E "WEBGUI|RS|plc"
        badmin reconfig
        """,
        s=s,
    )
    return Out(
        pick(rng, "bin/ego-relogon.sh", "lsf/scripts/restart_hook.sh", f"{c.short}/lsf-relogon.sh"),
        t,
        s,
    )
