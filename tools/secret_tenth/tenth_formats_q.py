"""container_update_notifiers: image-update watchers, dependency bots and their notifiers."""

from __future__ import annotations

import random

from tenth_corpus import SYM_JSON, SYM_SQ, SYM_URL, Ctx, Out, fill, fmt, hx, pick, pw, words_pw

FAM = "container_update_notifiers"


@fmt(FAM, "watchtower_compose_notification_url_smtp_userinfo")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        services:
          watchtower:
            image: containrrr/watchtower:1.7.1
            restart: unless-stopped
            volumes:
              - /var/run/docker.sock:/var/run/docker.sock
            environment:
              TZ: Europe/Zurich
              WATCHTOWER_CLEANUP: "true"
              WATCHTOWER_SCHEDULE: "0 0 4 * * *"
              WATCHTOWER_NOTIFICATION_URL: "smtp://watchtower%40<<domain>>:<<secret>>@smtp.<<domain>>:587/?from=watchtower@<<domain>>&to=ops@<<domain>>"
              WATCHTOWER_NOTIFICATION_REPORT: "true"
        """,
        domain=c.domain,
        secret=secret,
    )
    path = pick(
        rng,
        "watchtower/docker-compose.yml",
        f"stacks/{c.short}/watchtower.yml",
        "compose/watchtower.yaml",
    )
    return Out(path, text, secret)


@fmt(FAM, "watchtower_run_script_repo_pass_env")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="@#%^*-_+=.~,:")
    text = fill(
        """
        #!/bin/sh
        docker run -d --name watchtower --restart unless-stopped \\
          -v /var/run/docker.sock:/var/run/docker.sock \\
          -e REPO_USER=<<user>> \\
          -e REPO_PASS='<<secret>>' \\
          -e WATCHTOWER_POLL_INTERVAL=3600 \\
          -e WATCHTOWER_LABEL_ENABLE=true \\
          containrrr/watchtower:1.7.1 --cleanup
        """,
        user=pick(rng, "ci-pull", c.short, "deploy"),
        secret=secret,
    )
    path = pick(
        rng, "bin/run-watchtower.sh", f"hosts/{c.short}/watchtower.sh", "scripts/watchtower.sh"
    )
    return Out(path, text, secret)


@fmt(FAM, "renovate_self_hosted_config_js_host_rules_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_SQ.replace("\\", ""))
    text = fill(
        """
        module.exports = {
          platform: 'gitea',
          endpoint: 'https://git.<<domain>>/api/v1/',
          gitAuthor: 'Renovate Bot <renovate@<<domain>>>',
          autodiscover: true,
          onboardingConfig: { extends: ['config:recommended'] },
          hostRules: [
            {
              matchHost: 'registry.<<domain>>',
              hostType: 'docker',
              username: 'renovate',
              password: '<<secret>>',
            },
          ],
        };
        """,
        domain=c.domain,
        secret=secret,
    )
    path = pick(rng, "renovate/config.js", "config.js", f"bots/{c.short}/renovate-config.js")
    return Out(path, text, secret)


@fmt(FAM, "diun_yml_regopts_registry_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="!@#%^&*()[]{}<>;:,.?-_+=~")
    text = fill(
        """
        db:
          path: diun.db

        watch:
          workers: 10
          schedule: "0 */6 * * *"
          firstCheckNotif: false

        regopts:
          - name: "harbor"
            selector: image
            username: "robot$diun"
            password: "<<secret>>"
            timeout: 20s

        notif:
          mail:
            host: smtp.<<domain>>
            port: 25
            from: diun@<<domain>>
            to:
              - ops@<<domain>>

        providers:
          docker:
            watchByDefault: true
        """,
        secret=secret,
        domain=c.domain,
    )
    path = pick(rng, "diun/diun.yml", "etc/diun/diun.yml", f"stacks/{c.short}/diun.yml")
    return Out(path, text, secret)


@fmt(FAM, "whats_up_docker_env_trigger_smtp_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, pw(rng, sym="@%^*-_+=.~"), words_pw(rng, sym="@.-_"))
    text = fill(
        """
        WUD_WATCHER_LOCAL_CRON=0 3 * * *
        WUD_WATCHER_LOCAL_WATCHBYDEFAULT=true
        WUD_TRIGGER_SMTP_MAIL_HOST=smtp.<<domain>>
        WUD_TRIGGER_SMTP_MAIL_PORT=465
        WUD_TRIGGER_SMTP_MAIL_USER=wud@<<domain>>
        WUD_TRIGGER_SMTP_MAIL_PASS=<<secret>>
        WUD_TRIGGER_SMTP_MAIL_FROM=wud@<<domain>>
        WUD_TRIGGER_SMTP_MAIL_TO=<<email>>
        WUD_TRIGGER_SMTP_MAIL_SIMPLETITLE=New tag for ${display.name}
        """,
        domain=c.domain,
        secret=secret,
        email=c.email,
    )
    path = pick(rng, "wud/wud.env", f"stacks/{c.short}/wud.env", "whatsupdocker/.env.wud")
    return Out(path, text, secret)


@fmt(FAM, "apprise_config_yml_nctalks_url_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        version: 1
        urls:
          - nctalks://<<user>>:<<secret>>@cloud.<<domain>>/<<room>>:
              - tag: updates, backups
          - json://hooks.<<domain>>/apprise:
              - tag: audit
        """,
        user=pick(rng, "notify-bot", c.user, "alerts"),
        secret=secret,
        domain=c.domain,
        room=pw(rng, 8, 8, sym="").lower(),
    )
    path = pick(
        rng, "config/apprise.yml", f"apprise/{c.short}/apprise.yml", "etc/apprise/apprise.yaml"
    )
    return Out(path, text, secret)


@fmt(FAM, "updatecli_yaml_gitea_scm_spec_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = hx(rng, 40)
    text = fill(
        """
        name: bump base image in <<short>>/infra

        scms:
          infra:
            kind: gitea
            spec:
              url: https://git.<<domain>>
              owner: <<short>>
              repository: infra
              branch: main
              username: updatecli
              token: "<<token>>"

        sources:
          alpine:
            kind: dockerimage
            spec:
              image: alpine
              versionfilter:
                kind: semver

        targets:
          dockerfile:
            kind: dockerfile
            scmid: infra
            sourceid: alpine
            spec:
              file: docker/Dockerfile
              instruction:
                keyword: FROM
                matcher: alpine
        """,
        short=c.short,
        domain=c.domain,
        token=token,
    )
    path = pick(
        rng,
        "updatecli.d/alpine.yaml",
        f"ci/{c.short}/updatecli.yaml",
        ".updatecli/bump-alpine.yaml",
    )
    return Out(path, text, token)


@fmt(FAM, "regctl_registry_login_p_flag_mirror_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_JSON.replace("'", "").replace("\\", ""))
    text = fill(
        """
        #!/bin/bash
        # mirror upstream images into the internal registry every night
        set -euo pipefail
        regctl registry login registry.<<domain>> -u mirror-bot -p '<<secret>>'
        while read -r img; do
          regctl image copy "docker.io/${img}" "registry.<<domain>>/mirror/${img}" --digest-tags
        done < images.txt
        """,
        domain=c.domain,
        secret=secret,
    )
    path = pick(
        rng, "mirror/sync-images.sh", f"ops/{c.short}/regctl_mirror.sh", "scripts/mirror.sh"
    )
    return Out(path, text, secret)
