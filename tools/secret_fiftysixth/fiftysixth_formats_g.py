"""Family g: a DevOps and SRE team in Leipzig, Germany (German)."""

from __future__ import annotations

import base64
import json

from fiftysixth_spec import Fam

FAM = Fam(
    "leipzig_devops_sre",
    "lzops",
    ("elsterops", "auwaldcloud", "messeinfra", "plagwitzio"),
    "de",
    (
        ("Jana", "jana"),
        ("Felix", "felix"),
        ("Katrin", "katrin"),
        ("Sebastian", "sebastian"),
        ("Lea", "lea"),
        ("Tobias", "tobias"),
        ("Miriam", "miriam"),
    ),
    (
        ("Müller", "mueller"),
        ("Schröder", "schroeder"),
        ("Hoffmann", "hoffmann"),
        ("Krüger", "krueger"),
        ("Vogel", "vogel"),
        ("Lehmann", "lehmann"),
    ),
    (
        "leipzig",
        "elster",
        "auwald",
        "connewitz",
        "plagwitz",
        "voelki",
        "messe",
        "bahnhof",
        "sommer",
        "winter",
        "fruehling",
        "herbst",
        "kaffee",
        "brezel",
        "lerche",
        "gose",
        "thomaner",
        "zoo",
        "karli",
        "sachsen",
    ),
    ("bello", "luna", "kiki", "rocky", "maja", "paul"),
    "Leipzig",
    "+49 341",
)


def _docker_decode(text: str) -> str:
    auths = json.loads(text)["auths"]
    first = next(iter(auths.values()))
    return base64.b64decode(first["auth"]).decode().split(":", 1)[1]


def _docker(s):
    auth = base64.b64encode(f"{s['user']}:{s['cred']}".encode()).decode()
    obj = {
        "auths": {
            f"registry.{s['dom']}": {"auth": auth},
            "ghcr.io": {},
        },
        "credsStore": "",
        "currentContext": "default",
    }
    return json.dumps(obj, indent="\t") + "\n"


FAM.reg(
    "docker_config_json_registry_auth_base64",
    (
        "runner-<<n>>/home/gitlab-runner/.docker/config.json",
        "<<org>>-ci/docker-<<word>>/config.json",
    ),
    _docker,
    "pw_json",
    decode=_docker_decode,
)

FAM.reg(
    "gitlab_ci_yml_inline_registry_login",
    ("<<org>>-platform/.gitlab-ci.yml", "<<word>>-service/.gitlab-ci.yml"),
    """stages:
  - build
  - deploy

variables:
  DOCKER_DRIVER: overlay2
  IMAGE: registry.<<dom>>/<<word>>/api

build:
  stage: build
  image: docker:27
  services:
    - docker:27-dind
  script:
    # TODO: CI/CD-Variable anlegen, sobald wir Maintainer-Rechte haben
    - docker login -u deploy-bot -p '<<cred>>' registry.<<dom>>
    - docker build -t $IMAGE:$CI_COMMIT_SHORT_SHA .
    - docker push $IMAGE:$CI_COMMIT_SHORT_SHA

deploy:
  stage: deploy
  image: alpine/helm:3.15.2
  script:
    - helm upgrade --install api ./chart --set image.tag=$CI_COMMIT_SHORT_SHA
  only:
    - main
""",
    "pw_sq",
)

FAM.reg(
    "helm_values_grafana_admin_password",
    (
        "<<org>>-gitops/monitoring/values-prod.yaml",
        "charts/kube-prometheus-stack/values-<<word>>.yaml",
    ),
    """# kube-prometheus-stack — Werte für den Produktiv-Cluster (<<user>>, <<date>>)
grafana:
  enabled: true
  adminUser: admin
  adminPassword: "<<cred>>"
  ingress:
    enabled: true
    ingressClassName: nginx
    hosts:
      - grafana.<<dom>>
    tls:
      - secretName: grafana-tls
        hosts:
          - grafana.<<dom>>
  persistence:
    enabled: true
    size: 10Gi

prometheus:
  prometheusSpec:
    retention: 30d
    storageSpec:
      volumeClaimTemplate:
        spec:
          resources:
            requests:
              storage: 200Gi
""",
    "pw_dq",
)

FAM.reg(
    "zsh_history_export_vault_token",
    ("home/<<user>>/.zsh_history", "laptop-backup/<<user>>/.zsh_history"),
    """: <<ts>>:0;kubectl config use-context prod-fsn1
: <<ts>>:0;export VAULT_ADDR=https://vault.<<dom>>:8200
: <<ts>>:0;export VAULT_TOKEN=<<cred>>
: <<ts>>:0;vault kv get -field=password secret/<<word>>/postgres
: <<ts>>:0;k9s -n <<word>>
: <<ts>>:0;git commit -am 'fix: alert routing'
""",
    "p:hvs",
    syntax="",
)

FAM.reg(
    "alertmanager_yml_smtp_auth_password",
    ("<<org>>-monitoring/alertmanager/alertmanager.yml", "ops/alertmanager-<<word>>.yml"),
    """global:
  resolve_timeout: 5m
  smtp_smarthost: 'mail.<<dom>>:587'
  smtp_from: 'alertmanager@<<dom>>'
  smtp_auth_username: 'alertmanager@<<dom>>'
  smtp_auth_password: '<<cred>>'
  smtp_require_tls: true

route:
  receiver: oncall-mail
  group_by: ['alertname', 'cluster']
  group_wait: 30s
  repeat_interval: 4h

receivers:
  - name: oncall-mail
    email_configs:
      - to: 'sre-bereitschaft@<<dom>>'
        send_resolved: true
""",
    "pw_sq",
)


def _tfstate(s):
    obj = {
        "version": 4,
        "terraform_version": "1.9.5",
        "serial": s["n3"],
        "lineage": s["uuid"],
        "outputs": {
            "db_endpoint": {
                "value": f"{s['word']}-db.cxyz.eu-central-1.rds.amazonaws.com:5432",
                "type": "string",
            }
        },
        "resources": [
            {
                "mode": "managed",
                "type": "aws_db_instance",
                "name": s["word"],
                "provider": 'provider["registry.terraform.io/hashicorp/aws"]',
                "instances": [
                    {
                        "schema_version": 2,
                        "attributes": {
                            "allocated_storage": 100,
                            "engine": "postgres",
                            "engine_version": "16.3",
                            "identifier": f"{s['org']}-{s['word']}",
                            "instance_class": "db.m6g.large",
                            "username": "sreadmin",
                            "password": s["cred"],
                            "port": 5432,
                            "storage_encrypted": True,
                        },
                        "sensitive_attributes": [[{"type": "get_attr", "value": "password"}]],
                    }
                ],
            }
        ],
        "check_results": None,
    }
    return json.dumps(obj, indent=2) + "\n"


FAM.reg(
    "terraform_tfstate_json_rds_password",
    ("<<org>>-infra/envs/prod/terraform.tfstate", "infra/<<word>>/terraform.tfstate.backup"),
    _tfstate,
    "pw_json",
    syntax="json",
)

FAM.reg(
    "kustomize_secretgenerator_literals",
    (
        "<<org>>-gitops/apps/<<word>>/overlays/prod/kustomization.yaml",
        "deploy/<<word>>/kustomization.yaml",
    ),
    """apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
namespace: <<word>>
resources:
  - ../../base
images:
  - name: registry.<<dom>>/<<word>>/api
    newTag: "<<sha7>>"
secretGenerator:
  - name: <<word>>-db
    literals:
      - POSTGRES_USER=<<word>>
      - POSTGRES_PASSWORD=<<cred>>
      - POSTGRES_HOST=<<host>>
generatorOptions:
  disableNameSuffixHash: true
""",
    "pw",
)

FAM.reg(
    "mattermost_german_passwort_jenkins_admin",
    ("exports/mattermost-<<org>>-sre-<<date>>.txt", "notizen/<<user>>/chat-jenkins-<<mon>>.md"),
    """**<<first>> <<last>>** — <<m1>>
Hat jemand das Jenkins-Admin-Passwort? Der LDAP-Login geht seit dem Update nicht mehr.

**<<fb>> <<lb>>** — <<m2>>
Lokaler Admin ist noch aktiv: `admin` / `<<cred>>`
Bitte danach gleich im Vault rotieren, steht eigentlich unter `secret/ci/jenkins`.

**<<first>> <<last>>** — <<m3>>
Danke, bin drin 👍
""",
    "human",
)
