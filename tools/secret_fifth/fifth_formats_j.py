# ruff: noqa: E501
"""Fifth corpus formats, part J: db_logins_uncommon_languages."""

from __future__ import annotations

import random

from fifth_corpus import SYM_URL, Ctx, Out, fill, fmt, pick, pw

F_DB = "db_logins_uncommon_languages"
SYM_SQ = "-_.+@%!*#=~^"  # inside a single-quoted literal (no quote, no backslash)
SYM_NOSP = "-_.+@%!*#"


@fmt(F_DB, "perl_dbi_connect_positional_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ)
    text = fill(
        """
        #!/usr/bin/perl
        use strict;
        use warnings;
        use DBI;

        my $dsn = "DBI:Pg:dbname=billing;host=<<host>>;port=5432";
        my $dbh = DBI->connect($dsn, "billing_ro", '<<pw>>', { RaiseError => 1, AutoCommit => 1 })
            or die $DBI::errstr;

        my $sth = $dbh->prepare("SELECT id, total FROM invoices WHERE due < now() AND paid = false");
        $sth->execute();
        while (my ($id, $total) = $sth->fetchrow_array) {
            printf "%-10s %10.2f\\n", $id, $total;
        }
        $dbh->disconnect;
        """,
        host=c.host("db"),
        pw=secret,
    )
    return Out(
        pick(rng, "bin/overdue_invoices.pl", "scripts/overdue.pl", f"cron/{c.svc}/overdue.pl"),
        text,
        secret,
    )


@fmt(F_DB, "haskell_postgresql_simple_connect_info_record")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ)
    text = fill(
        """
        {-# LANGUAGE OverloadedStrings #-}
        module Db (connectDb) where

        import Database.PostgreSQL.Simple

        connectDb :: IO Connection
        connectDb = connect defaultConnectInfo
          { connectHost = "<<host>>"
          , connectPort = 5432
          , connectUser = "<<svc>>"
          , connectPassword = "<<pw>>"
          , connectDatabase = "<<svc>>"
          }
        """,
        host=c.host("pg"),
        svc=c.svc,
        pw=secret,
    )
    return Out(
        pick(rng, "src/Db.hs", f"{c.svc}/src/Db.hs", "lib/Database/Connect.hs"), text, secret
    )


@fmt(F_DB, "ocaml_caqti_connect_uri_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        open Lwt.Syntax

        let uri = Uri.of_string "postgresql://<<svc>>:<<pw>>@<<host>>:5432/<<svc>>"

        let main () =
          let* conn = Caqti_lwt_unix.connect uri in
          match conn with
          | Error err -> Lwt_io.eprintl (Caqti_error.show err)
          | Ok (module Db : Caqti_lwt.CONNECTION) ->
            let* () = Lwt_io.printl "connected" in
            Db.disconnect ()

        let () = Lwt_main.run (main ())
        """,
        svc=c.svc,
        pw=secret,
        host=c.host("pg"),
    )
    return Out(pick(rng, "bin/main.ml", f"{c.svc}/bin/main.ml", "src/db_check.ml"), text, secret)


@fmt(F_DB, "nim_db_connector_open_positional_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ)
    text = fill(
        """
        import db_connector/db_postgres

        let db = open("<<host>>", "reports", "<<pw>>", "reports")
        for row in db.fastRows(sql"SELECT id, name FROM customers WHERE active = ?", "t"):
          echo row[0], "\\t", row[1]
        db.close()
        """,
        host=c.host("pg"),
        pw=secret,
    )
    return Out(
        pick(rng, "src/export_customers.nim", "tools/customers.nim", f"{c.svc}/src/report.nim"),
        text,
        secret,
    )


@fmt(F_DB, "crystal_db_open_mysql_uri_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        require "db"
        require "mysql"

        DB.open "mysql://shop:<<pw>>@<<host>>:3306/shop" do |db|
          db.query "select id, email from customers order by id desc limit 10" do |rs|
            rs.each do
              puts "#{rs.read(Int32)}: #{rs.read(String)}"
            end
          end
        end
        """,
        pw=secret,
        host=c.host("db"),
    )
    return Out(
        pick(rng, "src/latest_customers.cr", f"{c.svc}/src/db.cr", "scripts/customers.cr"),
        text,
        secret,
    )


@fmt(F_DB, "julia_libpq_connection_keyword_string")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#")
    text = fill(
        """
        using LibPQ, DataFrames

        conn = LibPQ.Connection("host=<<host>> port=5432 dbname=climate user=analyst password=<<pw>> sslmode=require")
        df = DataFrame(execute(conn, "SELECT station, ts, temp FROM obs WHERE ts > now() - interval '7 days'"))
        close(conn)
        println(first(df, 5))
        """,
        host=c.host("pg"),
        pw=secret,
    )
    return Out(
        pick(rng, "src/load_obs.jl", "scripts/weekly_obs.jl", f"analysis/{c.user}/obs.jl"),
        text,
        secret,
    )


@fmt(F_DB, "matlab_database_toolbox_positional_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ)
    text = fill(
        """
        % Pull QC results from the lab database
        conn = database('labqc', 'matlab_ro', '<<pw>>', 'Vendor', 'PostgreSQL', 'Server', '<<host>>', 'PortNumber', 5432);
        data = fetch(conn, 'SELECT sample_id, od600 FROM qc_runs WHERE run_date > CURRENT_DATE - 7');
        close(conn);
        plot(data.od600, 'o-');
        title('OD600, last 7 days');
        """,
        pw=secret,
        host=c.host("pg"),
    )
    return Out(
        pick(rng, "matlab/load_qc.m", "analysis/qc_weekly.m", f"users/{c.user}/pull_qc.m"),
        text,
        secret,
    )


@fmt(F_DB, "groovy_sql_new_instance_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#=~^")
    text = fill(
        """
        @Grab('org.postgresql:postgresql:42.7.3')
        @GrabConfig(systemClassLoader = true)
        import groovy.sql.Sql

        def sql = Sql.newInstance('jdbc:postgresql://<<host>>:5432/jira', 'jira_ro', '<<pw>>', 'org.postgresql.Driver')
        sql.eachRow('select pkey, summary from jiraissue order by created desc limit 20') { row ->
            println "${row.pkey}: ${row.summary}"
        }
        sql.close()
        """,
        host=c.host("pg"),
        pw=secret,
    )
    return Out(
        pick(
            rng,
            "scripts/recent_issues.groovy",
            "tools/jira_report.groovy",
            f"ops/{c.user}/issues.groovy",
        ),
        text,
        secret,
    )


@fmt(F_DB, "r_dbi_dbconnect_password_argument")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#=~^")
    text = fill(
        """
        library(DBI)

        con <- dbConnect(
          RPostgres::Postgres(),
          host = "<<host>>",
          port = 5432,
          dbname = "survey",
          user = "analyst",
          password = "<<pw>>"
        )
        res <- dbGetQuery(con, "SELECT wave, COUNT(*) AS n FROM responses GROUP BY wave ORDER BY wave")
        print(res)
        dbDisconnect(con)
        """,
        host=c.host("pg"),
        pw=secret,
    )
    return Out(
        pick(rng, "R/load_survey.R", "analysis/01_load.R", f"{c.user}/survey_counts.R"),
        text,
        secret,
    )


@fmt(F_DB, "powershell_invoke_sqlcmd_splatted_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ)
    text = fill(
        """
        Import-Module SqlServer

        $params = @{
            ServerInstance = 'sql01.<<internal>>'
            Database       = 'Payroll'
            Username       = 'payroll_etl'
            Password       = '<<pw>>'
            Query          = 'EXEC dbo.usp_CloseMonth @Month = <<m>>'
        }
        Invoke-Sqlcmd @params -TrustServerCertificate | Export-Csv -Path .\\close_<<m>>.csv -NoTypeInformation
        """,
        internal=c.internal,
        pw=secret,
        m=str(c.month),
    )
    return Out(
        pick(
            rng,
            "scripts/Close-Month.ps1",
            "payroll/close_month.ps1",
            f"ops/{c.user}/CloseMonth.ps1",
        ),
        text,
        secret,
    )


@fmt(F_DB, "vba_workbooks_open_password_named_arg")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 10, 16, sym="-_.+@%!*#")
    text = fill(
        """
        Attribute VB_Name = "ImportBudget"
        Option Explicit

        Sub ImportBudget()
            Dim wb As Workbook
            Set wb = Workbooks.Open(Filename:="\\\\fs01\\finance\\Budget<<year>>.xlsx", Password:="<<pw>>", ReadOnly:=True)
            wb.Sheets("Summary").Range("A1:H40").Copy ThisWorkbook.Sheets("Budget").Range("A1")
            wb.Close SaveChanges:=False
        End Sub
        """,
        year=str(c.year),
        pw=secret,
    )
    return Out(
        pick(
            rng,
            "vba/ImportBudget.bas",
            "src/modules/ImportBudget.bas",
            f"finance/{c.user}/ImportBudget.bas",
        ),
        text,
        secret,
    )


@fmt(F_DB, "stata_odbc_load_connectionstring_pwd")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#")
    text = fill(
        """
        * pull the enrolment extract from the registry database
        clear all
        set more off
        odbc load, exec("SELECT * FROM enrolment WHERE year >= 2020") ///
            connectionstring("DRIVER={ODBC Driver 18 for SQL Server};SERVER=sql01.<<internal>>;DATABASE=registry;UID=stata_ro;PWD=<<pw>>;TrustServerCertificate=yes")
        compress
        save "data/enrolment.dta", replace
        """,
        internal=c.internal,
        pw=secret,
    )
    return Out(
        pick(rng, "do/01_load_enrolment.do", "analysis/load.do", f"{c.user}/registry_pull.do"),
        text,
        secret,
    )


@fmt(F_DB, "sas_proc_http_webpassword_option")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@!*#")
    text = fill(
        """
        filename resp temp;

        proc http
            url="https://api.<<domain>>/v1/exports/latest"
            method="GET"
            webusername="sas_batch"
            webpassword="<<pw>>"
            auth_basic
            out=resp;
        run;

        libname exp json fileref=resp;
        data work.latest;
            set exp.root;
        run;
        """,
        domain=c.domain,
        pw=secret,
    )
    return Out(
        pick(rng, "sas/pull_exports.sas", "programs/api_latest.sas", f"{c.user}/http_pull.sas"),
        text,
        secret,
    )
