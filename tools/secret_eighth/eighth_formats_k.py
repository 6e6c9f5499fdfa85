"""Package-registry configs of less common ecosystems: Unity UPM, conda channels, Spack mirrors,
Gemfury, Swift package registries, PDM, Hatch, Bower, Coursier."""

# ruff: noqa: E501 -- templates hold whole lines of the files as they sit in repositories

from __future__ import annotations

import random

from eighth_corpus import SYM_DQ, SYM_INI, SYM_URL, Ctx, Out, an, fill, fmt, pick, pw

F = "lang_registry_dotfiles"
LOWAN = "abcdefghijklmnopqrstuvwxyz0123456789"


@fmt(F, "unity_upmconfig_toml_npmauth_scoped_registry_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 40, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    text = fill(
        """
        [npmAuth."https://upm.<<dom>>"]
        token = "<<s>>"
        email = "<<email>>"
        alwaysAuth = true
        """,
        dom=c.domain,
        s=s,
        email=c.email,
    )
    return Out(
        pick(rng, ".upmconfig.toml", f"home/{c.user}/.upmconfig.toml", "ci/unity/.upmconfig.toml"),
        text,
        s,
    )


@fmt(F, "condarc_channels_t_token_path_segment")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 2, LOWAN) + "-" + an(rng, 32, "0123456789abcdef") + "-" + an(rng, 4, LOWAN)
    text = fill(
        """
        channels:
          - https://conda.<<dom>>/t/<<s>>/<<short>>-internal
          - conda-forge
        channel_priority: strict
        default_channels:
          - https://conda.<<dom>>/t/<<s>>/main
        ssl_verify: true
        show_channel_urls: true
        """,
        dom=c.domain,
        s=s,
        short=c.short,
    )
    return Out(pick(rng, ".condarc", "ci/condarc", f"envs/{c.short}/.condarc"), text, s)


@fmt(F, "spack_mirrors_yaml_s3_endpoint_access_pair_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    kid = an(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
    s = an(rng, 40, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    text = fill(
        """
        mirrors:
          <<short>>-buildcache:
            url: s3://spack-buildcache
            signed: false
            endpoint_url: https://objects.<<dom>>
            access_pair:
              id: <<kid>>
              secret: "<<s>>"
          spack-public:
            url: https://mirror.spack.io
        """,
        short=c.short,
        dom=c.domain,
        kid=kid,
        s=s,
    )
    return Out(
        pick(rng, "spack/mirrors.yaml", ".spack/mirrors.yaml", f"envs/{c.short}/mirrors.yaml"),
        text,
        s,
    )


@fmt(F, "gemfury_fury_cli_push_api_token_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-")
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        VERSION=$(ruby -e 'require "./lib/<<short>>/version"; print <<mod>>::VERSION')
        gem build <<short>>-client.gemspec
        fury push "<<short>>-client-${VERSION}.gem" --as=<<short>> --api-token=<<s>>
        python -m build && fury push "dist/<<short>>_client-${VERSION}.tar.gz" --as=<<short>> --api-token=<<s>>
        """,
        short=c.short,
        mod=c.short.capitalize(),
        s=s,
    )
    return Out(
        pick(rng, "bin/release", "scripts/publish_fury.sh", f"release/{c.short}-publish.sh"),
        text,
        s,
    )


@fmt(F, "swift_package_registry_login_token_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 64)
    text = fill(
        """
        #!/bin/sh
        # one-time setup on the macOS build agents
        swift package-registry set https://swift.<<dom>>/api/swift/swift-local --global
        swift package-registry login https://swift.<<dom>>/api/swift/swift-local \\
          --token <<s>> --no-confirm
        swift package resolve
        """,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "ci/setup-swift-registry.sh",
            "scripts/bootstrap.sh",
            f"agents/{c.short}-swiftpm.sh",
        ),
        text,
        s,
    )


@fmt(F, "pdm_global_config_toml_repository_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ)
    text = fill(
        """
        [python]
        use_venv = true

        [repository.private]
        url = "https://pypi.<<dom>>/simple/"
        username = "<<user>>"
        password = "<<s>>"
        verify_ssl = true

        [pypi.private]
        url = "https://pypi.<<dom>>/simple/"
        username = "<<user>>"
        verify_ssl = true
        """,
        dom=c.domain,
        user=c.user,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".config/pdm/config.toml",
            f"home/{c.user}/.config/pdm/config.toml",
            "ci/pdm-config.toml",
        ),
        text,
        s,
    )


@fmt(F, "hatch_config_toml_publish_index_repos_auth")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 16, 28, sym=SYM_DQ)
    text = fill(
        """
        mode = "local"

        [dirs]
        data = "~/.local/share/hatch"

        [publish.index]
        user = "ci-publisher"
        auth = "<<s>>"
        repo = "internal"

        [publish.index.repos.internal]
        url = "https://pkgs.<<dom>>/upload/"
        """,
        s=s,
        dom=c.domain,
    )
    return Out(
        pick(
            rng,
            ".config/hatch/config.toml",
            "ci/hatch/config.toml",
            f"home/{c.user}/.config/hatch/config.toml",
        ),
        text,
        s,
    )


@fmt(F, "bowerrc_registry_search_url_userinfo_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    text = fill(
        """
        {
          "directory": "public/vendor",
          "registry": {
            "search": [
              "https://bower:<<s>>@bower.<<dom>>",
              "https://registry.bower.io"
            ],
            "register": "https://bower:<<s>>@bower.<<dom>>"
          },
          "timeout": 120000
        }
        """,
        s=s,
        dom=c.domain,
    )
    return Out(
        pick(rng, ".bowerrc", "legacy-ui/.bowerrc", f"{c.short}-portal/.bowerrc"), text, s, "json"
    )


@fmt(F, "coursier_credentials_properties_realm_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI)
    text = fill(
        """
        # ~/.config/coursier/credentials.properties
        nexus.host=nexus.<<dom>>
        nexus.realm=Sonatype Nexus Repository Manager
        nexus.username=<<user>>
        nexus.password=<<s>>
        nexus.auto=true
        """,
        dom=c.domain,
        user=c.user,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".config/coursier/credentials.properties",
            f"home/{c.user}/.config/coursier/credentials.properties",
            "ci/coursier-credentials.properties",
        ),
        text,
        s,
    )
