"""Formats: Uncommon build and CI runners."""

from __future__ import annotations

import random

from sixth_corpus import (
    SYM_Q,
    Ctx,
    Out,
    an,
    b64,
    fill,
    fmt,
    pick,
    pw,
)

CI = "uncommon_build_runners"
Q1 = SYM_Q.replace("'", "")
PLAIN = "!%*+-.=?@^_~"


@fmt(CI, "buildbot_master_cfg_worker_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        # -*- python -*-
        from buildbot.plugins import schedulers, steps, util, worker

        c = BuildmasterConfig = {}
        c["workers"] = [worker.Worker("<<wname>>", "<<s>>", max_builds=2)]
        c["protocols"] = {"pb": {"port": 9989}}

        c["change_source"] = []
        c["schedulers"] = [
            schedulers.SingleBranchScheduler(
                name="main", change_filter=util.ChangeFilter(branch="main"), builderNames=["build"]
            )
        ]
        factory = util.BuildFactory()
        repo = "https://git.<<dom>>/<<slug>>/firmware.git"
        factory.addStep(steps.Git(repourl=repo, mode="incremental"))
        factory.addStep(steps.ShellCommand(command=["make", "-j4"]))
        c["builders"] = [
            util.BuilderConfig(name="build", workernames=["<<wname>>"], factory=factory)
        ]
        c["title"] = "<<org>> CI"
        c["buildbotURL"] = "https://ci.<<dom>>/"
        c["db"] = {"db_url": "sqlite:///state.sqlite"}
        """,
        wname=pick(rng, "linux-arm64", "debian-worker", "builder-01", "win-msvc"),
        s=s,
        dom=c.domain,
        slug=c.slug,
        org=c.org,
    )
    return Out(
        pick(rng, "master/master.cfg", "buildbot/master.cfg", f"{c.slug}-ci/master.cfg"),
        text,
        s,
        "python",
    )


@fmt(CI, "buildbot_worker_tac_passwd")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(12, 18))
    text = fill(
        """
        import os

        from buildbot_worker.bot import Worker
        from twisted.application import service

        basedir = "/var/lib/buildbot/worker"
        rotateLength = 10000000
        maxRotatedFiles = 10

        application = service.Application("buildbot-worker")

        buildmaster_host = "<<host>>"
        port = 9989
        workername = "<<wname>>"
        passwd = "<<s>>"
        keepalive = 600
        umask = None
        maxdelay = 300
        numcpus = None
        allow_shutdown = None
        maxretries = None

        s = Worker(buildmaster_host, port, workername, passwd, basedir,
                   keepalive, umask=umask, maxdelay=maxdelay, numcpus=numcpus,
                   allow_shutdown=allow_shutdown, maxRetries=maxretries)
        s.setServiceParent(application)
        """,
        host=c.host("ci"),
        wname=pick(rng, "linux-arm64", "fedora-x86", "builder-02", "mac-mini"),
        s=s,
    )
    return Out(
        pick(
            rng,
            "worker/buildbot.tac",
            "buildbot-worker/buildbot.tac",
            f"{c.slug}/worker/buildbot.tac",
        ),
        text,
        s,
        "python",
    )


@fmt(CI, "bamboo_specs_yaml_variables_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        ---
        version: 2
        plan:
          project-key: <<pk>>
          key: DEPLOY
          name: Deploy portal
        variables:
          deploy.user: svc_deploy
          deploy.password: <<s>>
          target.host: <<host>>
        stages:
          - Deploy:
              jobs:
                - Push
        Push:
          tasks:
            - script:
                - ./scripts/deploy.sh ${bamboo.deploy.user} ${bamboo.target.host}
        """,
        pk=c.slug[:4].upper(),
        s=s,
        host=c.host("app"),
    )
    return Out(
        pick(
            rng,
            "bamboo-specs/bamboo.yml",
            "bamboo-specs/deploy.yaml",
            f"{c.slug}/bamboo-specs/bamboo.yml",
        ),
        text,
        s,
    )


@fmt(CI, "earthfile_arg_global_registry_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(16, 24))
    text = fill(
        """
        VERSION 0.8
        FROM golang:1.22-alpine
        WORKDIR /src
        ARG --global REGISTRY=registry.<<dom>>
        ARG --global REGISTRY_USER=ci
        ARG --global REGISTRY_PASSWORD=<<s>>

        deps:
            COPY go.mod go.sum ./
            RUN go mod download

        build:
            FROM +deps
            COPY . .
            RUN go build -o /out/app ./cmd/app
            SAVE ARTIFACT /out/app

        image:
            FROM alpine:3.20
            COPY +build/app /usr/local/bin/app
            RUN --push echo "$REGISTRY_PASSWORD" | \\
                docker login -u $REGISTRY_USER --password-stdin $REGISTRY
            SAVE IMAGE --push $REGISTRY/<<slug>>/app:latest
        """,
        dom=c.domain,
        s=s,
        slug=c.slug,
    )
    return Out(pick(rng, "Earthfile", "services/api/Earthfile", f"{c.slug}/Earthfile"), text, s)


@fmt(CI, "dagger_python_set_secret_literal")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=Q1, n=rng.randint(14, 20))
    text = fill(
        """
        import dagger
        from dagger import dag, function, object_type


        @object_type
        class Ci:
            @function
            async def migrate(self, src: dagger.Directory) -> str:
                db_password = dag.set_secret("db-password", "<<s>>")
                return await (
                    dag.container()
                    .from_("python:3.12-slim")
                    .with_directory("/app", src)
                    .with_workdir("/app")
                    .with_secret_variable("DB_PASSWORD", db_password)
                    .with_env_variable("DB_HOST", "<<host>>")
                    .with_exec(["python", "-m", "alembic", "upgrade", "head"])
                    .stdout()
                )
        """,
        s=s,
        host=c.host("pg"),
    )
    return Out(
        pick(rng, "ci/src/ci/main.py", ".dagger/src/main/__init__.py", f"{c.slug}/dagger/main.py"),
        text,
        s,
    )


@fmt(CI, "zuul_project_job_vars_plaintext_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        - job:
            name: <<slug>>-functional
            parent: base
            run: playbooks/functional/run.yaml
            nodeset: ubuntu-jammy
            vars:
              db_user: ci_functional
              db_password: <<s>>
              db_host: <<host>>

        - project:
            check:
              jobs:
                - tox-py311
                - <<slug>>-functional
            gate:
              jobs:
                - tox-py311
        """,
        slug=c.slug,
        s=s,
        host=c.host("db"),
    )
    return Out(pick(rng, ".zuul.yaml", "zuul.d/jobs.yaml", f"zuul.d/{c.slug}.yaml"), text, s)


@fmt(CI, "screwdriver_yaml_shared_environment_literal")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 40)
    text = fill(
        """
        shared:
          image: node:20
          environment:
            NODE_ENV: production
            ARTIFACTORY_URL: https://artifacts.<<dom>>
            ARTIFACTORY_DEPLOY_KEY: <<s>>

        jobs:
          main:
            requires: [~pr, ~commit]
            steps:
              - install: npm ci
              - test: npm run lint && npm run unit
          publish:
            requires: [main]
            steps:
              - publish: npm publish --registry "$ARTIFACTORY_URL/api/npm/npm-local/"
        """,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng, "screwdriver.yaml", "packages/web/screwdriver.yaml", f"{c.slug}/screwdriver.yaml"
        ),
        text,
        s,
    )


@fmt(CI, "agola_config_yml_step_environment_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(14, 20))
    text = fill(
        """
        version: v0
        runs:
          - name: <<slug>> build
            tasks:
              - name: integration
                runtime:
                  type: pod
                  containers:
                    - image: golang:1.22
                    - image: postgres:16
                      environment:
                        POSTGRES_PASSWORD: <<s>>
                environment:
                  PGPASSWORD: <<s>>
                  PGHOST: localhost
                steps:
                  - clone:
                  - run: go test -tags integration ./...
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, ".agola/config.yml", "agola/config.yml", f"{c.slug}/.agola/config.yml"), text, s
    )


@fmt(CI, "semaphore_ui_config_json_mysql_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=PLAIN, n=rng.randint(14, 20))
    text = fill(
        """
        {
          "mysql": {
            "host": "<<host>>:3306",
            "user": "semaphore",
            "pass": "<<s>>",
            "name": "semaphore",
            "options": null
          },
          "dialect": "mysql",
          "port": "",
          "interface": "",
          "tmp_path": "/tmp/semaphore",
          "cookie_hash": "<<ch>>",
          "cookie_encryption": "<<ce>>",
          "access_key_encryption": "<<ak>>",
          "web_host": "https://ansible.<<dom>>",
          "email_alert": false,
          "ldap_enable": false
        }
        """,
        host=c.host("db"),
        s=s,
        ch=b64(rng, 32),
        ce=b64(rng, 32),
        ak=b64(rng, 32),
        dom=c.domain,
    )
    return Out(
        pick(
            rng,
            "semaphore/config.json",
            "etc/semaphore/config.json",
            f"{c.slug}-semaphore/config.json",
        ),
        text,
        s,
    )


@fmt(CI, "laminar_job_env_file_deploy_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    job = pick(rng, "deploy-site", "publish-docs", "nightly-backup")
    text = fill(
        """
        TIMEOUT=1800
        CONTEXTS=deploy
        SFTP_HOST=<<host>>
        SFTP_USER=<<user>>
        SFTP_PASSWORD=<<s>>
        """,
        host=c.host("www"),
        user=f"{c.slug}_deploy",
        s=s,
    )
    return Out(
        pick(
            rng,
            f"var/lib/laminar/cfg/jobs/{job}.env",
            f"laminar/cfg/jobs/{job}.env",
            f"{c.slug}/laminar/jobs/{job}.env",
        ),
        text,
        s,
    )


@fmt(CI, "garden_project_yml_variables_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        apiVersion: garden.io/v1
        kind: Project
        name: <<slug>>
        defaultEnvironment: dev
        environments:
          - name: dev
            defaultNamespace: <<slug>>-dev
          - name: ci
        providers:
          - name: local-kubernetes
            environments: [dev]
        variables:
          postgresUser: app
          postgresPassword: <<s>>
          postgresDatabase: <<slug>>
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, "project.garden.yml", "garden.yml", f"{c.slug}/project.garden.yml"), text, s
    )
