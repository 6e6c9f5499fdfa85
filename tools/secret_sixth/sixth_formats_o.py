"""Formats: REPL and database-client histories."""

from __future__ import annotations

import random

from sixth_corpus import (
    SYM_Q,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    pick,
    pw,
    words_pw,
)

HIST = "repl_db_client_histories"
Q1 = SYM_Q.replace("'", "")


@fmt(HIST, "mysql_history_octal_space_create_user")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!#%*+-.:=?@^_~", n=rng.randint(12, 18))
    user = f"{c.slug}_app"
    lines = [
        "_HiStOrY_V2_",
        "show\\040databases;",
        f"use\\040{c.slug};",
        "select\\040count(*)\\040from\\040orders\\040where\\040created_at\\040>\\040now()\\040-\\040interval\\0401\\040day;",
        f"CREATE\\040USER\\040'{user}'@'10.%'\\040IDENTIFIED\\040BY\\040'{s}';",
        f"GRANT\\040SELECT,\\040INSERT,\\040UPDATE\\040ON\\040{c.slug}.*\\040TO\\040'{user}'@'10.%';",
        "FLUSH\\040PRIVILEGES;",
        "exit",
    ]
    text = "\n".join(lines) + "\n"
    return Out(
        pick(rng, ".mysql_history", "root/.mysql_history", f"home/{c.user}/.mysql_history"), text, s
    )


@fmt(HIST, "psql_history_alter_role_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        \\l
        \\c <<slug>>
        \\dt+
        select pid, usename, state, query from pg_stat_activity where state <> 'idle';
        ALTER ROLE <<slug>>_ro WITH LOGIN PASSWORD '<<s>>';
        GRANT pg_read_all_data TO <<slug>>_ro;
        \\du
        \\q
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng, ".psql_history", "var/lib/postgresql/.psql_history", f"home/{c.user}/.psql_history"
        ),
        text,
        s,
    )


@fmt(HIST, "node_repl_history_client_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        .exit
        await c.orders.list({ since: '<<date>>' }).then(r => r.length)
        const c = new Client({ baseUrl: 'https://api.<<dom>>/v2', apiKey: '<<s>>' })
        const { Client } = require('./lib/client')
        process.version
        """,
        date=c.date,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".node_repl_history",
            "home/node/.node_repl_history",
            f"home/{c.user}/.node_repl_history",
        ),
        text,
        s,
    )


@fmt(HIST, "irb_history_rails_console_user_password_reset")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng, sym="!#@.")
    text = fill(
        """
        User.count
        u = User.find_by(email: "<<email>>")
        u.locked_at
        u.update!(password: "<<s>>", password_confirmation: "<<s>>", <<+>>
        locked_at: nil, failed_attempts: 0)
        u.valid_password?("<<s>>")
        exit
        """,
        email=c.email,
        s=s,
    )
    return Out(
        pick(rng, ".irb_history", "home/deploy/.irb_history", f"home/{c.user}/.irb_history"),
        text,
        s,
    )


@fmt(HIST, "rhistory_httr_authenticate_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1.replace('"', ""), n=rng.randint(12, 18))
    text = fill(
        """
        library(httr)
        library(jsonlite)
        r <- GET("https://opendata.<<dom>>/api/stations", authenticate("<<user>>", "<<s>>"))
        status_code(r)
        st <- fromJSON(content(r, "text"))
        head(st)
        summary(st$depth_m)
        plot(st$lon, st$lat)
        q()
        """,
        dom=c.domain,
        user=c.user,
        s=s,
    )
    return Out(pick(rng, ".Rhistory", "analysis/.Rhistory", f"{c.slug}/.Rhistory"), text, s)


@fmt(HIST, "julia_repl_history_bearer_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 40)
    t = c.date
    text = fill(
        """
        # time: <<t>> 10:02:11 CET
        # mode: julia
        \tusing HTTP, JSON3
        # time: <<t>> 10:02:47 CET
        # mode: julia
        \tr = HTTP.get("https://api.<<dom>>/v1/runs?limit=50", ["Authorization" => "Bearer <<s>>"])
        # time: <<t>> 10:03:05 CET
        # mode: julia
        \truns = JSON3.read(r.body)
        # time: <<t>> 10:03:30 CET
        # mode: pkg
        \tadd DataFrames
        """,
        t=t,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".julia/logs/repl_history.jl",
            "home/.julia/logs/repl_history.jl",
            f"{c.slug}/repl_history.jl",
        ),
        text,
        s,
    )


@fmt(HIST, "cqlsh_history_create_role_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        DESCRIBE KEYSPACES;
        USE <<slug>>;
        SELECT * FROM events LIMIT 10;
        CREATE ROLE <<slug>>_writer WITH PASSWORD = '<<s>>' AND LOGIN = true;
        GRANT MODIFY ON KEYSPACE <<slug>> TO <<slug>>_writer;
        LIST ROLES;
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".cassandra/cqlsh_history",
            "home/cassandra/.cassandra/cqlsh_history",
            f"home/{c.user}/.cassandra/cqlsh_history",
        ),
        text,
        s,
    )
