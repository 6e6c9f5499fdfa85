"""Family build_cache_artifact_hosts: remote build caches and self-hosted artifact stores."""

from __future__ import annotations

import random

from ninth_corpus import SYM_DQ, SYM_URL, SYM_YAML, Ctx, Out, an, b64, fill, fmt, pick, pw

F = "build_cache_artifact_hosts"


def _o(
    rng: random.Random,
    paths: tuple[str, ...],
    tpl: str,
    s: str,
    syntax: str | None = None,
    **kw: object,
) -> Out:
    return Out(pick(rng, *paths), fill(tpl, s=s, **kw), s, syntax)


@fmt(F, "ccache_conf_remote_storage_http_userinfo")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        max_size = 20G
        compression = true
        remote_only = false
        remote_storage = http://ci:<<s>>@<<h>>:8080/ccache|layout=bazel|connect-timeout=500
        """
    return _o(
        rng,
        ("ccache.conf", ".config/ccache/ccache.conf", f"ci/{c.short}/ccache.conf"),
        tpl,
        pw(rng, sym=SYM_URL),
        h=c.host("cache"),
    )


@fmt(F, "cargo_config_toml_env_sccache_webdav_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        [build]
        rustc-wrapper = "sccache"

        [env]
        SCCACHE_WEBDAV_ENDPOINT = "https://<<h>>/sccache/"
        SCCACHE_WEBDAV_USERNAME = "ci"
        SCCACHE_WEBDAV_PASSWORD = "<<s>>"
        """
    return _o(
        rng,
        (".cargo/config.toml", "ci/cargo-config.toml", f"{c.short}/.cargo/config.toml"),
        tpl,
        pw(rng, sym=SYM_DQ),
        h=c.host("cache"),
    )


@fmt(F, "turborepo_dot_turbo_config_json_remote_cache_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        {
          "teamslug": "<<team>>",
          "token": "<<s>>",
          "apiurl": "https://<<h>>"
        }
        """
    return _o(
        rng,
        (".turbo/config.json", "apps/web/.turbo/config.json", f"{c.short}/.turbo/config.json"),
        tpl,
        an(rng, 40),
        team=c.short,
        h=c.host("turbo-cache"),
    )


@fmt(F, "gradle_settings_kts_http_build_cache_credentials")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        rootProject.name = "<<short>>"

        buildCache {
            local { isEnabled = true }
            remote<HttpBuildCache> {
                url = uri("https://<<h>>/cache/")
                isPush = System.getenv("CI") != null
                credentials {
                    username = "gradle"
                    password = "<<s>>"
                }
            }
        }
        """
    return _o(
        rng,
        (
            "settings.gradle.kts",
            f"{c.short}/settings.gradle.kts",
            "build-logic/settings.gradle.kts",
        ),
        tpl,
        pw(rng, sym=SYM_DQ),
        short=c.short,
        h=c.host("gradle-cache"),
    )


@fmt(F, "chartmuseum_compose_basic_auth_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        services:
          chartmuseum:
            image: ghcr.io/helm/chartmuseum:v0.16.2
            ports: ["8080:8080"]
            environment:
              STORAGE: local
              STORAGE_LOCAL_ROOTDIR: /charts
              BASIC_AUTH_USER: <<u>>
              BASIC_AUTH_PASS: "<<s>>"
              AUTH_ANONYMOUS_GET: "false"
            volumes: ["./charts:/charts"]
        """
    return _o(
        rng,
        ("chartmuseum/docker-compose.yml", "stacks/charts.yml", f"{c.short}/chartmuseum.yaml"),
        tpl,
        pw(rng, sym=SYM_YAML),
        u=pick(rng, "helm", c.first),
    )


@fmt(F, "kellnr_toml_setup_admin_pwd")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        [setup]
        admin_pwd = "<<s>>"

        [registry]
        data_dir = "/var/lib/kellnr"
        auth_required = true

        [origin]
        hostname = "<<h>>"
        port = 443
        protocol = "https"
        """
    return _o(
        rng,
        ("kellnr/config/default.toml", "config/kellnr.toml", f"{c.short}/kellnr.toml"),
        tpl,
        pw(rng, sym=SYM_DQ),
        h=c.host("crates"),
    )


@fmt(F, "bazel_remote_config_yaml_s3_secret_access_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    tpl = """
        dir: /data/bazel-remote
        max_size: 200
        port: 8080
        grpc_port: 9092
        s3_proxy:
          endpoint: <<h>>:9000
          bucket: bazel-cache
          prefix: <<short>>
          auth_method: access_key
          access_key_id: <<ak>>
          secret_access_key: <<s>>
        """
    return _o(
        rng,
        ("bazel-remote/config.yaml", "deploy/bazel-remote.yml", f"{c.short}/cache/config.yaml"),
        tpl,
        b64(rng, 30).replace("+", "x").replace("/", "Q"),
        h=c.host("minio"),
        short=c.short,
        ak=an(rng, 20, "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"),
    )
