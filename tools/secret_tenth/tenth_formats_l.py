# ruff: noqa: E501 (embedded files keep their real long lines)
"""enterprise_db_cli_logins: command-line clients of enterprise and analytic databases in scripts."""

from __future__ import annotations

import random

from tenth_corpus import Ctx, Out, fill, fmt, pick, pw, words_pw

FAM = "enterprise_db_cli_logins"
SYM_SHQ = "!@#$%^&*()[]{}<>;:,.?-_+=~"  # inside shell single quotes
SYM_PLAIN = "@%^*-_+=.~"  # unquoted on a command line


@fmt(FAM, "sap_hana_hdbuserstore_set_key_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    sid = pick(rng, "HDB", "PRD", "H01", "BWP")
    inst = f"{rng.randint(0, 9):02d}"
    secret = pw(rng, sym=SYM_SHQ)
    text = fill(
        """
        #!/bin/bash
        # run as <<lsid>>adm: store the backup operator key used by the nightly backup job
        set -e
        /usr/sap/<<sid>>/HDB<<inst>>/exe/hdbuserstore SET BACKUP <<host>>:3<<inst>>13@SYSTEMDB BACKUP_OPERATOR '<<secret>>'
        /usr/sap/<<sid>>/HDB<<inst>>/exe/hdbuserstore LIST BACKUP
        hdbsql -U BACKUP "BACKUP DATA USING FILE ('COMPLETE_DATA_BACKUP')"
        """,
        lsid=sid.lower(),
        sid=sid,
        inst=inst,
        host=c.host("hana"),
        secret=secret,
    )
    path = pick(
        rng,
        f"usr/sap/{sid}/home/setup_backup_key.sh",
        "scripts/hana/hdbuserstore.sh",
        f"ops/{c.short}/hana_keys.sh",
    )
    return Out(path, text, secret)


@fmt(FAM, "db2_clp_connect_user_using_export_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    db = pick(rng, "SALESDB", "DWPROD", "CRMDB", "LEDGER")
    secret = pw(rng, sym=SYM_PLAIN)
    text = fill(
        """
        #!/bin/ksh
        . /home/db2inst1/sqllib/db2profile
        OUT=/data/export/$(date +%Y%m%d)
        mkdir -p $OUT
        db2 connect to <<db>> user etl_read using <<secret>>
        db2 "export to $OUT/customers.del of del select * from app.customers"
        db2 "export to $OUT/orders.del of del select * from app.orders where order_date >= current date - 1 day"
        db2 connect reset
        db2 terminate
        """,
        db=db,
        secret=secret,
    )
    path = pick(
        rng,
        "scripts/db2_nightly_export.ksh",
        f"etl/{c.short}/export_{db.lower()}.sh",
        "home/db2inst1/bin/export.sh",
    )
    return Out(path, text, secret)


@fmt(FAM, "teradata_bteq_script_logon_tdpid_user_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!@#$%^&*()-_+=~")
    tdpid = pick(rng, "tdprod", "tdcop1", f"td{c.short[:5]}")
    text = fill(
        """
        .LOGON <<tdpid>>/etl_batch,<<secret>>;
        .SET WIDTH 250
        .SET ERROROUT STDOUT

        DATABASE dw_stage;

        DELETE FROM stg_orders_daily ALL;
        .IF ERRORCODE <> 0 THEN .QUIT 8;

        INSERT INTO stg_orders_daily
        SELECT order_id, customer_id, amount, order_ts
        FROM dw_core.orders
        WHERE CAST(order_ts AS DATE) = CURRENT_DATE - 1;
        .IF ERRORCODE <> 0 THEN .QUIT 8;

        .LOGOFF
        .QUIT 0
        """,
        tdpid=tdpid,
        secret=secret,
    )
    path = pick(
        rng, "bteq/load_orders_daily.bteq", f"etl/{c.short}/orders.btq", "jobs/td/stage_orders.bteq"
    )
    return Out(path, text, secret)


@fmt(FAM, "firebird_sysdba_password_file_isc_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, pw(rng, 8, 16, sym="!@#%^*-_.+="), words_pw(rng))
    text = fill(
        """
        # Password for firebird SYSDBA user
        #
        # You may want to use the following commands for changing it:
        #   dpkg-reconfigure firebird3.0
        #
        # If you change the password manually with isql-fb or gsec, please update it
        # here too. Keeping this file in sync with the actual password allows for
        # automatic password changing during package upgrades.

        ISC_USER=sysdba
        ISC_PASSWORD="<<secret>>"
        """,
        secret=secret,
    )
    path = pick(
        rng,
        "etc/firebird/3.0/SYSDBA.password",
        f"backup/{c.short}/SYSDBA.password",
        "etc/firebird/4.0/SYSDBA.password",
    )
    return Out(path, text, secret)


@fmt(FAM, "sybase_ase_isql_capital_p_flag_dump_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SHQ)
    srv = pick(rng, "SYBPROD", "ASE_FIN", f"{c.short.upper()[:6]}_ASE")
    text = fill(
        """
        #!/bin/sh
        # 0 1 * * * /opt/sybase/scripts/dump_all.sh
        . /opt/sybase/SYBASE.sh
        for DB in master fin_ledger fin_ap fin_ar; do
          isql -S <<srv>> -U sa -P '<<secret>>' -w 200 <<EOSQL
        dump database $DB to "/backup/sybase/$DB.$(date +%a).dmp"
        go
        EOSQL
        done
        """,
        srv=srv,
        secret=secret,
    )
    path = pick(
        rng, "opt/sybase/scripts/dump_all.sh", f"dba/{c.short}/sybase_dump.sh", "cron/ase_dump.sh"
    )
    return Out(path, text, secret)


@fmt(FAM, "netezza_nzsql_nzload_pw_flag_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SHQ)
    text = fill(
        """
        #!/bin/bash
        NZ_HOST=<<host>>
        DB=SALES
        nzload -host $NZ_HOST -db $DB -u loader -pw '<<secret>>' -t STG_POS_TXN -df /landing/pos_$(date +%F).csv -delim '|' -skipRows 1
        nzsql -host $NZ_HOST -d $DB -u loader -pw '<<secret>>' -c "GENERATE STATISTICS ON STG_POS_TXN;"
        """,
        host=c.host("nz"),
        secret=secret,
    )
    path = pick(rng, "load/pos_daily.sh", f"etl/{c.short}/nz_load.sh", "netezza/load_pos.sh")
    return Out(path, text, secret)


@fmt(FAM, "vertica_vsql_lowercase_w_password_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="@#%^&*()[]{}<>;:,.?-_+=~")
    text = fill(
        """
        #!/bin/bash
        set -euo pipefail
        VSQL="/opt/vertica/bin/vsql -h <<host>> -d analytics -U dbadmin -w '<<secret>>'"
        eval $VSQL -c "SELECT PURGE();"
        eval $VSQL -c "SELECT ANALYZE_STATISTICS('public.events');"
        eval $VSQL -f /opt/jobs/rollup_daily.sql
        """,
        host=c.host("vertica"),
        secret=secret,
    )
    path = pick(
        rng, "jobs/vertica_maintenance.sh", f"ops/{c.short}/vsql_nightly.sh", "bin/vertica-purge.sh"
    )
    return Out(path, text, secret)


@fmt(FAM, "exasol_exaplus_c_u_p_flags_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SHQ)
    text = fill(
        """
        #!/bin/sh
        EXAPLUS=/opt/exaplus/exaplus
        $EXAPLUS -c <<ip>>:8563 -u sys -p '<<secret>>' -s MART -f /opt/jobs/refresh_mart.sql -x -q
        """,
        ip=c.ip(),
        secret=secret,
    )
    path = pick(
        rng, "jobs/exasol_refresh.sh", f"etl/{c.short}/exaplus_mart.sh", "bin/refresh_mart.sh"
    )
    return Out(path, text, secret)


@fmt(FAM, "maxdb_dbmcli_user_comma_password_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!#%^*-_+=.~")
    db = pick(rng, "MXP", "LCA", "SDB")
    text = fill(
        """
        #!/bin/sh
        # MaxDB <<db>>: check state and start a data backup
        dbmcli -d <<db>> -u control,<<secret>> db_state
        dbmcli -d <<db>> -u control,<<secret>> -uUTL -c backup_start DataFull DATA
        dbmcli -d <<db>> -u control,<<secret>> backup_history_list -c label,action,start -Inverted
        """,
        db=db,
        secret=secret,
    )
    path = pick(
        rng,
        f"sapdb/{db}/scripts/backup.sh",
        f"dba/{c.short}/maxdb_backup.sh",
        "scripts/dbmcli_backup.sh",
    )
    return Out(path, text, secret)
