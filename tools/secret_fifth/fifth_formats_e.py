"""Fifth corpus formats, part E: remote_deploy_tooling, iac_backends_providers."""

from __future__ import annotations

import base64
import json
import random

from fifth_corpus import LOW, SYM_URL, Ctx, Out, an, fill, fmt, hx, pem, pick, pw, uid

F_DEP = "remote_deploy_tooling"
F_IAC = "iac_backends_providers"
SYM_RB = "-_.+@%!*=~^"  # inside a Ruby/Python double-quoted string without interpolation
SYM_PLAIN = "-_.+@%*"  # a YAML plain scalar or an unquoted INI value


# --------------------------------------------------------------------------- remote_deploy_tooling


@fmt(F_DEP, "capistrano_deploy_rb_ssh_options_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_RB)
    stage = pick(rng, "production", "staging")
    text = fill(
        """
        # <<stage>> stage
        server "app01.<<domain>>", user: "deploy", roles: %w{app db web}
        server "app02.<<domain>>", user: "deploy", roles: %w{app web}

        set :branch, "<<branch>>"
        set :rails_env, "<<stage>>"

        set :ssh_options, {
          user: "deploy",
          auth_methods: %w(password),
          password: "<<pw>>",
          forward_agent: false
        }
        """,
        stage=stage,
        domain=c.domain,
        branch=pick(rng, "main", "release", "master"),
        pw=secret,
    )
    return Out(
        pick(
            rng,
            f"config/deploy/{stage}.rb",
            f"{c.svc}/config/deploy/{stage}.rb",
            "deploy/config/deploy.rb",
        ),
        text,
        secret,
    )


@fmt(F_DEP, "fabric_fabfile_connect_kwargs_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_RB)
    text = fill(
        """
        from fabric import Connection, task

        HOSTS = ["<<h1>>", "<<h2>>"]


        @task
        def deploy(c, ref="main"):
            for host in HOSTS:
                conn = Connection(host, user="deploy", connect_kwargs={"password": "<<pw>>"})
                with conn.cd("/srv/<<svc>>"):
                    conn.run(f"git fetch --all && git checkout {ref}")
                    conn.run("./venv/bin/pip install -r requirements.txt -q")
                    conn.run("systemctl --user restart <<svc>>")
        """,
        h1=c.host("web"),
        h2=c.host("web"),
        pw=secret,
        svc=c.svc,
    )
    return Out(pick(rng, "fabfile.py", "ops/fabfile.py", f"{c.svc}/fabfile.py"), text, secret)


@fmt(F_DEP, "rundeck_realm_properties_admin_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*")
    text = fill(
        """
        # Jetty realm used by Rundeck: username: password[,rolename ...]
        admin:<<pw>>,user,admin,architect,deploy,build
        ops-<<user>>:MD5:<<md5>>,user,deploy
        viewer:CRYPT:<<crypt>>,user
        """,
        pw=secret,
        user=c.user,
        md5=hx(rng, 32),
        crypt=an(rng, 13),
    )
    return Out(
        pick(
            rng,
            "server/config/realm.properties",
            "rundeck/etc/realm.properties",
            "docker/rundeck/realm.properties",
        ),
        text,
        secret,
    )


@fmt(F_DEP, "halyard_hal_config_docker_registry_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_PLAIN)
    text = fill(
        """
        currentDeployment: default
        deploymentConfigurations:
        - name: default
          version: 1.32.1
          providers:
            dockerRegistry:
              enabled: true
              accounts:
              - name: <<org>>-registry
                requiredGroupMembership: []
                providerVersion: V1
                address: https://registry.<<domain>>
                username: spinnaker
                password: <<pw>>
                email: ci@<<domain>>
                cacheIntervalSeconds: 30
                repositories:
                - <<org>>/<<svc>>
              primaryAccount: <<org>>-registry
          deploymentEnvironment:
            size: SMALL
            type: Distributed
            accountName: k8s-prod
        """,
        org=c.org,
        domain=c.domain,
        pw=secret,
        svc=c.svc,
    )
    return Out(
        pick(rng, ".hal/config", "spinnaker/halconfig/config", f"ops/hal/{c.org}/config"),
        text,
        secret,
        "yaml",
    )


@fmt(F_DEP, "helm_repositories_yaml_repo_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_PLAIN)
    text = fill(
        """
        apiVersion: ""
        generated: "<<date>>T09:14:03.118201+01:00"
        repositories:
        - caFile: ""
          certFile: ""
          insecure_skip_tls_verify: false
          keyFile: ""
          name: bitnami
          pass_credentials_all: false
          password: ""
          url: https://charts.bitnami.com/bitnami
          username: ""
        - caFile: ""
          certFile: ""
          insecure_skip_tls_verify: false
          keyFile: ""
          name: <<org>>-charts
          pass_credentials_all: false
          password: <<pw>>
          url: https://charts.<<domain>>
          username: ci-bot
        """,
        date=c.date,
        org=c.org,
        pw=secret,
        domain=c.domain,
    )
    return Out(
        pick(
            rng,
            ".config/helm/repositories.yaml",
            "ci/helm/repositories.yaml",
            f"home/{c.user}/.config/helm/repositories.yaml",
        ),
        text,
        secret,
    )


@fmt(F_DEP, "kubeconfig_user_basic_auth_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_PLAIN)
    ca = base64.b64encode(pem("CERTIFICATE", rng.randbytes(420)).encode()).decode()
    text = fill(
        """
        apiVersion: v1
        kind: Config
        clusters:
        - cluster:
            certificate-authority-data: <<ca>>
            server: https://<<ip>>:6443
          name: <<cl>>
        contexts:
        - context:
            cluster: <<cl>>
            user: <<cl>>-admin
          name: <<cl>>
        current-context: <<cl>>
        preferences: {}
        users:
        - name: <<cl>>-admin
          user:
            username: admin
            password: <<pw>>
        """,
        ca=ca,
        ip=c.ip(),
        cl=pick(rng, "onprem", "lab", "edge-k8s", f"{c.org}-dc1"),
        pw=secret,
    )
    return Out(
        pick(rng, ".kube/config", f"clusters/{c.org}/kubeconfig", "ansible/files/admin.kubeconfig"),
        text,
        secret,
        "yaml",
    )


@fmt(F_DEP, "tower_cli_cfg_general_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_PLAIN)
    text = fill(
        """
        [general]
        host = https://awx.<<domain>>
        username = <<user>>
        password = <<pw>>
        verify_ssl = false
        format = human
        """,
        domain=c.domain,
        user=pick(rng, "admin", c.user),
        pw=secret,
    )
    return Out(
        pick(rng, ".tower_cli.cfg", f"home/{c.user}/.tower_cli.cfg", "ci/tower_cli.cfg"),
        text,
        secret,
        "ini",
    )


@fmt(F_DEP, "hammer_cli_foreman_yml_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_RB)
    text = fill(
        """
        :foreman:
          :enable_module: true
          :host: 'https://foreman.<<domain>>'
          :username: '<<user>>'
          :password: '<<pw>>'
          :refresh_cache: false
          :request_timeout: 120
        """,
        domain=c.domain,
        user=pick(rng, "admin", c.user),
        pw=secret,
    )
    return Out(
        pick(
            rng,
            ".hammer/cli.modules.d/foreman.yml",
            "hammer/foreman.yml",
            f"home/{c.user}/.hammer/cli.modules.d/foreman.yml",
        ),
        text,
        secret,
    )


@fmt(F_DEP, "maas_cli_login_api_key_triple")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = f"{an(rng, 18)}:{an(rng, 18)}:{an(rng, 32)}"
    text = fill(
        """
        #!/bin/bash
        # Log the CLI into MAAS and commission every machine in the New state.
        set -eu
        MAAS_URL=http://maas.<<internal>>:5240/MAAS
        maas login <<profile>> "$MAAS_URL" '<<key>>'
        maas <<profile>> machines read | jq -r '.[] | select(.status_name=="New") | .system_id' |
          while read -r id; do
            maas <<profile>> machine commission "$id"
          done
        """,
        internal=c.internal,
        profile=pick(rng, "admin", c.user, "ops"),
        key=key,
    )
    return Out(
        pick(rng, "scripts/maas_commission.sh", "maas/commission_new.sh", f"ops/{c.user}/maas.sh"),
        text,
        key,
    )


# --------------------------------------------------------------------------- iac_backends_providers


@fmt(F_IAC, "terraform_backend_pg_conn_str_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_URL)
    text = fill(
        """
        terraform {
          required_version = ">= 1.6"

          backend "pg" {
            conn_str    = "postgres://tfstate:<<pw>>@<<host>>/terraform_backend?sslmode=require"
            schema_name = "<<schema>>"
          }
        }
        """,
        pw=secret,
        host=c.host("pg"),
        schema=pick(rng, "net_prod", "k8s_staging", f"{c.svc}_prod"),
    )
    return Out(
        pick(rng, "backend.tf", "infra/prod/backend.tf", f"stacks/{c.svc}/backend.tf"), text, secret
    )


@fmt(F_IAC, "ionoscloud_terraform_provider_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#")
    text = fill(
        """
        provider "ionoscloud" {
          username = "ops@<<domain>>"
          password = "<<pw>>"
          endpoint = "https://api.ionos.com/cloudapi/v6"
        }

        resource "ionoscloud_datacenter" "main" {
          name     = "<<org>>-fra"
          location = "de/fra"
        }
        """,
        domain=c.domain,
        pw=secret,
        org=c.org,
    )
    return Out(
        pick(rng, "providers.tf", "ionos/main.tf", f"envs/{c.org}/provider.tf"), text, secret
    )


@fmt(F_IAC, "upcloud_terraform_provider_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#")
    text = fill(
        """
        provider "upcloud" {
          username = "tf-<<org>>"
          password = "<<pw>>"
        }

        resource "upcloud_server" "app" {
          hostname = "app1.<<domain>>"
          zone     = "<<zone>>"
          plan     = "2xCPU-4GB"

          template {
            storage = "Ubuntu Server 24.04 LTS (Noble Numbat)"
            size    = 50
          }

          network_interface {
            type = "public"
          }
        }
        """,
        org=c.org,
        pw=secret,
        domain=c.domain,
        zone=pick(rng, "fi-hel1", "de-fra1", "nl-ams1", "uk-lon1"),
    )
    return Out(
        pick(rng, "upcloud.tf", "terraform/upcloud/main.tf", f"infra/{c.svc}/upcloud.tf"),
        text,
        secret,
    )


@fmt(F_IAC, "cdktf_python_equinix_provider_auth_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 32)
    text = fill(
        """
        from cdktf import App, TerraformStack
        from cdktf_cdktf_provider_equinix.metal_device import MetalDevice
        from cdktf_cdktf_provider_equinix.provider import EquinixProvider
        from constructs import Construct


        class EdgeStack(TerraformStack):
            def __init__(self, scope: Construct, id: str) -> None:
                super().__init__(scope, id)
                EquinixProvider(self, "equinix", auth_token="<<tok>>")
                MetalDevice(
                    self,
                    "edge",
                    hostname="edge-<<metro>>-1",
                    plan="c3.small.x86",
                    metro="<<metro>>",
                    operating_system="ubuntu_22_04",
                    billing_cycle="hourly",
                    project_id="<<proj>>",
                )


        app = App()
        EdgeStack(app, "edge")
        app.synth()
        """,
        tok=token,
        metro=pick(rng, "fr", "am", "sv", "da"),
        proj=uid(rng),
    )
    return Out(
        pick(rng, "main.py", "cdktf/edge/main.py", f"infra/{c.org}_edge/main.py"), text, token
    )


def _ssh_ed25519_pub(rng: random.Random) -> str:
    blob = b"\x00\x00\x00\x0bssh-ed25519\x00\x00\x00\x20" + rng.randbytes(32)
    return "ssh-ed25519 " + base64.b64encode(blob).decode()


@fmt(F_IAC, "butane_storage_files_contents_inline_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 40)
    text = fill(
        """
        variant: fcos
        version: 1.5.0
        passwd:
          users:
            - name: core
              ssh_authorized_keys:
                - <<pub>> core@<<org>>
        storage:
          files:
            - path: /etc/fleet/agent.env
              mode: 0600
              contents:
                inline: |
                  FLEET_URL=https://fleet.<<domain>>
                  FLEET_ENROLL_SECRET=<<tok>>
        systemd:
          units:
            - name: fleet-agent.service
              enabled: true
        """,
        pub=_ssh_ed25519_pub(rng),
        org=c.org,
        domain=c.domain,
        tok=token,
    )
    return Out(
        pick(rng, "ignition/worker.bu", "coreos/node.bu", f"butane/{c.slug}.bu"),
        text,
        token,
        "yaml",
    )


@fmt(F_IAC, "podman_quadlet_container_environment_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_PLAIN)
    text = fill(
        """
        [Unit]
        Description=Paperless-ngx web
        After=network-online.target

        [Container]
        Image=ghcr.io/paperless-ngx/paperless-ngx:2.11
        ContainerName=paperless
        Environment=PAPERLESS_DBHOST=<<host>>
        Environment=PAPERLESS_DBUSER=paperless
        Environment=PAPERLESS_DBPASS=<<pw>>
        Environment=PAPERLESS_URL=https://docs.<<domain>>
        PublishPort=8000:8000
        Volume=paperless-data:/usr/src/paperless/data

        [Service]
        Restart=always

        [Install]
        WantedBy=default.target
        """,
        host=c.host("db"),
        pw=secret,
        domain=c.domain,
    )
    return Out(
        pick(
            rng,
            ".config/containers/systemd/paperless.container",
            "quadlet/paperless.container",
            "etc/containers/systemd/paperless.container",
        ),
        text,
        secret,
    )


@fmt(F_IAC, "habitat_user_toml_service_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#")
    text = fill(
        """
        [db]
        host = "<<host>>"
        port = 5432
        user = "<<svc>>"
        password = "<<pw>>"

        [app]
        port = 8080
        log_level = "info"
        """,
        host=c.host("pg"),
        svc=c.svc,
        pw=secret,
    )
    return Out(
        pick(
            rng,
            f"hab/user/{c.svc}/config/user.toml",
            "habitat/user.toml",
            f"plans/{c.svc}/user.toml",
        ),
        text,
        secret,
    )


def _ocid(rng: random.Random, kind: str) -> str:
    return f"ocid1.{kind}.oc1..aaaaaaaa{an(rng, 52, LOW + '234567')}"


@fmt(F_IAC, "oci_cli_config_key_pass_phrase")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_PLAIN)
    fp = ":".join(hx(rng, 2) for _ in range(16))
    text = fill(
        """
        [DEFAULT]
        user=<<user>>
        fingerprint=<<fp>>
        key_file=~/.oci/oci_api_key.pem
        pass_phrase=<<pw>>
        tenancy=<<ten>>
        region=<<region>>
        """,
        user=_ocid(rng, "user"),
        fp=fp,
        pw=secret,
        ten=_ocid(rng, "tenancy"),
        region=pick(rng, "eu-frankfurt-1", "uk-london-1", "us-ashburn-1", "ap-tokyo-1"),
    )
    return Out(
        pick(rng, ".oci/config", f"home/{c.user}/.oci/config", "ci/oci/config"), text, secret, "ini"
    )


@fmt(F_IAC, "civo_cli_json_apikeys_map")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 50)
    doc = {
        "apikeys": {f"{c.org}-prod": key},
        "meta": {
            "admin": False,
            "current_apikey": f"{c.org}-prod",
            "default_region": pick(rng, "LON1", "FRA1", "NYC1", "PHX1"),
            "latest_release_check": f"{c.date}T08:01:44.112Z",
            "url": "https://api.civo.com",
            "last_command_executed": f"{c.date}T08:03:10.520Z",
        },
    }
    return Out(
        pick(rng, ".civo.json", f"home/{c.user}/.civo.json", "ops/civo/civo.json"),
        json.dumps(doc, indent=2) + "\n",
        key,
        "json",
    )
