"""Formats: Package mirrors and artifact proxies."""

from __future__ import annotations

import random

from sixth_corpus import (
    SYM_SH,
    Ctx,
    Out,
    an,
    b64,
    fill,
    fmt,
    pick,
    pw,
    uid,
)

MIRROR = "package_mirror_proxies"
SH1 = SYM_SH.replace("'", "")
PLAIN = "!%*+-.=?@^_~"


@fmt(MIRROR, "devpi_client_login_password_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SH1, n=rng.randint(12, 18))
    text = fill(
        """
        #!/usr/bin/env bash
        # upload the built wheels to our devpi staging index
        set -euo pipefail
        devpi use https://pypi.<<dom>>/
        devpi login ci-upload --password '<<s>>'
        devpi use <<slug>>/staging
        devpi upload --from-dir dist/
        devpi logoff
        """,
        dom=c.domain,
        s=s,
        slug=c.slug,
    )
    return Out(
        pick(rng, "ci/upload-devpi.sh", "scripts/release_devpi.sh", f"{c.slug}/publish.sh"), text, s
    )


@fmt(MIRROR, "verdaccio_config_yaml_uplink_auth_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = b64(rng, 30, urlsafe=True, pad=False)
    text = fill(
        """
        storage: /verdaccio/storage/data
        auth:
          htpasswd:
            file: /verdaccio/storage/htpasswd
            max_users: -1
        uplinks:
          npmjs:
            url: https://registry.npmjs.org/
          corp:
            url: https://npm.<<dom>>/
            auth:
              type: bearer
              token: "<<s>>"
        packages:
          "@<<slug>>/*":
            access: $authenticated
            publish: $authenticated
            proxy: corp
          "**":
            access: $all
            proxy: npmjs
        log: { type: stdout, format: pretty, level: http }
        """,
        dom=c.domain,
        s=s,
        slug=c.slug,
    )
    return Out(
        pick(rng, "verdaccio/conf/config.yaml", "conf/config.yaml", f"{c.slug}-npm/config.yaml"),
        text,
        s,
    )


@fmt(MIRROR, "apt_cacher_ng_security_conf_adminauth")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        # This file contains confidential data and should be protected with file
        # permissions from being read by untrusted users.
        #
        # Basic authentication with username and password, required to access
        # the Maintenance page.
        AdminAuth: <<user>>:<<s>>
        """,
        user=pick(rng, "admin", "acng", c.first.lower()),
        s=s,
    )
    return Out(
        pick(
            rng,
            "etc/apt-cacher-ng/security.conf",
            "apt-cacher-ng/security.conf",
            f"{c.slug}/acng/security.conf",
        ),
        text,
        s,
    )


@fmt(MIRROR, "aptly_conf_swift_publish_endpoint_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=PLAIN, n=rng.randint(14, 20))
    text = fill(
        """
        {
          "rootDir": "/srv/aptly",
          "downloadConcurrency": 4,
          "architectures": ["amd64", "arm64"],
          "dependencyFollowSuggests": false,
          "gpgDisableSign": false,
          "gpgProvider": "gpg2",
          "SwiftPublishEndpoints": {
            "<<ep>>": {
              "UserName": "aptly-publisher",
              "Password": "<<s>>",
              "AuthURL": "https://keystone.<<dom>>:5000/v3",
              "Tenant": "<<slug>>-packages",
              "Container": "apt"
            }
          }
        }
        """,
        ep=pick(rng, "prod", "mirror", "public"),
        s=s,
        dom=c.domain,
        slug=c.slug,
    )
    return Out(
        pick(rng, ".aptly.conf", "aptly/aptly.conf", f"{c.slug}/aptly.conf"), text, s, "json"
    )


@fmt(MIRROR, "pulp_cli_toml_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=PLAIN, n=rng.randint(12, 18))
    text = fill(
        """
        [cli]
        base_url = "https://pulp.<<dom>>"
        api_root = "/pulp/"
        username = "<<user>>"
        password = "<<s>>"
        verify_ssl = true
        format = "json"
        dry_run = false
        timeout = 0
        verbose = 0
        """,
        dom=c.domain,
        user=pick(rng, "admin", "content-sync", c.user),
        s=s,
    )
    return Out(
        pick(rng, ".config/pulp/cli.toml", "pulp/cli.toml", f"{c.slug}/pulp-cli.toml"), text, s
    )


@fmt(MIRROR, "nexus_data_admin_password_file")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = uid(rng)
    return Out(
        pick(
            rng,
            "nexus-data/admin.password",
            "volumes/nexus/admin.password",
            f"{c.slug}-nexus/admin.password",
        ),
        s,
        s,
    )


@fmt(MIRROR, "docker_registry_proxy_config_yml_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(14, 20))
    text = fill(
        """
        version: 0.1
        log:
          fields:
            service: registry
        storage:
          cache:
            blobdescriptor: inmemory
          filesystem:
            rootdirectory: /var/lib/registry
        http:
          addr: :5000
          headers:
            X-Content-Type-Options: [nosniff]
        proxy:
          remoteurl: https://registry-1.docker.io
          username: <<user>>
          password: <<s>>
          ttl: 168h
        """,
        user=f"{c.slug}ops",
        s=s,
    )
    return Out(
        pick(
            rng, "registry/config.yml", "docker-mirror/config.yml", f"{c.slug}/registry-proxy.yml"
        ),
        text,
        s,
    )


@fmt(MIRROR, "proget_x_apikey_header_powershell")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 20)
    text = fill(
        """
        param([string]$Package = "<<pkg>>", [string]$Version)

        $feed = "https://proget.<<dom>>/nuget/internal"
        $headers = @{ "X-ApiKey" = "<<s>>" }

        $nupkg = Get-ChildItem -Path .\\artifacts -Filter "$Package.$Version.nupkg"
        Invoke-RestMethod -Method Put -Uri "$feed/" -Headers $headers -InFile $nupkg.FullName `
            -ContentType "application/octet-stream"
        Write-Host "Pushed $Package $Version to ProGet"
        """,
        pkg=f"{c.slug.capitalize()}.Core",
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "build/Push-ProGet.ps1", "tools/publish.ps1", f"{c.slug}/push.ps1"), text, s
    )


@fmt(MIRROR, "reposilite_compose_token_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(16, 24))
    text = fill(
        """
        services:
          reposilite:
            image: dzikoysk/reposilite:3.5.10
            restart: unless-stopped
            command: ["--token", "admin:<<s>>", "--port", "8080"]
            environment:
              JAVA_OPTS: "-Xmx256M"
            volumes:
              - ./reposilite-data:/app/data
            ports:
              - "8084:8080"
            labels:
              traefik.http.routers.maven.rule: Host(`maven.<<dom>>`)
        """,
        s=s,
        dom=c.domain,
    )
    return Out(
        pick(
            rng, "reposilite/docker-compose.yml", "maven-repo/compose.yaml", f"{c.slug}/compose.yml"
        ),
        text,
        s,
    )
