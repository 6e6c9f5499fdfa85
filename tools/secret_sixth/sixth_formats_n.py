"""Formats: Task-runner recipes of many ecosystems."""

from __future__ import annotations

import random

from sixth_corpus import (
    SYM_Q,
    SYM_SH,
    SYM_URL,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    pick,
    pw,
)

TASKS = "task_runner_recipes"
Q1 = SYM_Q.replace("'", "")
SH1 = SYM_SH.replace("'", "")
PLAIN = "!%*+-.=?@^_~"


@fmt(TASKS, "rakefile_release_task_sh_curl_user")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL, n=rng.randint(12, 18))
    text = fill(
        """
        require "bundler/gem_tasks"
        require "rspec/core/rake_task"

        RSpec::Core::RakeTask.new(:spec)
        task default: :spec

        desc "Push the built gem to the internal gem server"
        task :push_internal => :build do
          gem = Dir["pkg/*.gem"].max_by { |f| File.mtime(f) }
          sh "curl -fsS -u deploy:<<s>> -F file=@#{gem} https://gems.<<dom>>/upload"
        end
        """,
        s=s,
        dom=c.domain,
    )
    return Out(pick(rng, "Rakefile", "gems/core/Rakefile", f"{c.slug}-client/Rakefile"), text, s)


@fmt(TASKS, "invoke_tasks_py_run_pgpassword_prefix")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SH1.replace('"', ""), n=rng.randint(12, 18))
    text = fill(
        """
        from invoke import task


        @task
        def dump(c, db="<<slug>>"):
            \"\"\"Dump the staging database into ./backups.\"\"\"
            c.run("mkdir -p backups")
            c.run(
                f"PGPASSWORD='<<s>>' pg_dump -h <<host>> -U <<slug>>_app -Fc {db} "
                f"> backups/{db}.dump"
            )


        @task
        def restore(c, db="<<slug>>"):
            c.run(f"pg_restore -d {db}_local backups/{db}.dump")
        """,
        slug=c.slug,
        s=s,
        host=c.host("db"),
    )
    return Out(pick(rng, "tasks.py", "ops/tasks.py", f"{c.slug}/tasks.py"), text, s)


@fmt(TASKS, "psakefile_ps1_properties_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1.replace('"', ""), n=rng.randint(12, 18))
    text = fill(
        """
        Properties {
            $Configuration = 'Release'
            $DeployServer = '<<host>>'
            $DeployUser = '<<dom_short>>\\svc_deploy'
            $DeployPassword = '<<s>>'
        }

        Task Default -Depends Test

        Task Build {
            Exec { dotnet build -c $Configuration }
        }

        Task Test -Depends Build {
            Exec { dotnet test -c $Configuration --no-build }
        }

        Task Deploy -Depends Test {
            Exec { msdeploy -verb:sync -source:package=out\\site.zip `
                -dest:auto,computerName=$DeployServer,userName=$DeployUser,<<+>>
                password=$DeployPassword }
        }
        """,
        host=c.host("iis"),
        dom_short=c.slug.upper()[:8],
        s=s,
    )
    return Out(
        pick(rng, "psakefile.ps1", "build/psakefile.ps1", f"{c.slug}/psakefile.ps1"), text, s
    )


@fmt(TASKS, "magefile_go_sh_runwith_env_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 40)
    text = fill(
        """
        //go:build mage

        package main

        import (
        \t"github.com/magefile/mage/mg"
        \t"github.com/magefile/mage/sh"
        )

        // Build compiles the binary.
        func Build() error {
        \treturn sh.Run("go", "build", "-o", "bin/<<slug>>", "./cmd/<<slug>>")
        }

        // Release uploads the binary to the downloads bucket.
        func Release() error {
        \tmg.Deps(Build)
        \tenv := map[string]string{"DOWNLOADS_TOKEN": "<<s>>"}
        \treturn sh.RunWith(env, "./scripts/upload.sh", "bin/<<slug>>")
        }
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, "magefile.go", "build/magefile.go", f"tools/{c.slug}/magefile.go"), text, s
    )


@fmt(TASKS, "grunt_ftppass_json_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=PLAIN, n=rng.randint(12, 18))
    text = fill(
        """
        {
          "key1": {
            "username": "<<user>>",
            "password": "<<s>>"
          }
        }
        """,
        user=f"{c.slug}web",
        s=s,
    )
    return Out(pick(rng, ".ftppass", "site/.ftppass", f"{c.slug}-theme/.ftppass"), text, s, "json")


@fmt(TASKS, "gulpfile_js_vinyl_ftp_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        const gulp = require("gulp");
        const ftp = require("vinyl-ftp");

        gulp.task("deploy", () => {
          const conn = ftp.create({
            host: "ftp.<<dom>>",
            user: "<<user>>",
            password: "<<s>>",
            parallel: 5,
          });
          return gulp
            .src(["dist/**"], { base: "dist", buffer: false })
            .pipe(conn.newer("/public_html"))
            .pipe(conn.dest("/public_html"));
        });
        """,
        dom=c.domain,
        user=f"{c.slug}_ftp",
        s=s,
    )
    return Out(pick(rng, "gulpfile.js", "theme/gulpfile.js", f"{c.slug}-site/gulpfile.js"), text, s)


@fmt(TASKS, "cake_build_argument_default_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        var target = Argument("target", "Default");
        var configuration = Argument("configuration", "Release");
        var deployPassword = Argument("deploy-password", "<<s>>");

        Task("Build")
            .Does(() => DotNetBuild("./<<name>>.sln", <<+>>
                new DotNetBuildSettings { Configuration = configuration }));

        Task("Deploy")
            .IsDependentOn("Build")
            .Does(() =>
            {
                StartProcess("msdeploy", $"-verb:sync -dest:auto,password={deployPassword}");
            });

        Task("Default").IsDependentOn("Build");
        RunTarget(target);
        """,
        s=s,
        name=c.slug.capitalize(),
    )
    return Out(pick(rng, "build.cake", "build/build.cake", f"{c.slug}/build.cake"), text, s)


@fmt(TASKS, "mise_toml_env_database_url_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL, n=rng.randint(12, 18))
    text = fill(
        """
        [tools]
        node = "20"
        python = "3.12"

        [env]
        DATABASE_URL = "postgres://<<slug>>:<<s>>@<<host>>:5432/<<slug>>"
        _.python.venv = { path = ".venv", create = true }

        [tasks.migrate]
        run = "alembic upgrade head"
        """,
        slug=c.slug,
        s=s,
        host=c.host("db"),
    )
    return Out(pick(rng, "mise.toml", ".mise.toml", f"services/{c.slug}/mise.toml"), text, s)


@fmt(TASKS, "devbox_json_env_pgpassword")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=PLAIN, n=rng.randint(12, 18))
    text = fill(
        """
        {
          "$schema": "https://raw.githubusercontent.com/jetify-com/devbox/0.13.0/.schema/devbox.schema.json",
          "packages": ["postgresql@16", "python@3.12", "redis@latest"],
          "env": {
            "PGHOST": "<<host>>",
            "PGUSER": "<<slug>>",
            "PGPASSWORD": "<<s>>"
          },
          "shell": {
            "init_hook": ["echo 'devbox ready'"],
            "scripts": {
              "psql": "psql <<slug>>"
            }
          }
        }
        """,
        host=c.host("db"),
        slug=c.slug,
        s=s,
    )
    return Out(pick(rng, "devbox.json", "backend/devbox.json", f"{c.slug}/devbox.json"), text, s)


@fmt(TASKS, "pixi_toml_activation_env_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=PLAIN, n=rng.randint(12, 18))
    text = fill(
        """
        [project]
        name = "<<slug>>-ocean"
        channels = ["conda-forge"]
        platforms = ["linux-64", "osx-arm64"]

        [dependencies]
        python = "3.11.*"
        xarray = "*"
        erddapy = "*"

        [activation.env]
        ERDDAP_USER = "<<user>>"
        ERDDAP_PASSWORD = "<<s>>"

        [tasks]
        fetch = "python scripts/fetch_gliders.py"
        """,
        slug=c.slug,
        user=c.user,
        s=s,
    )
    return Out(pick(rng, "pixi.toml", "analysis/pixi.toml", f"{c.slug}/pixi.toml"), text, s)
