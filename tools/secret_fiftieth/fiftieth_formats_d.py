"""Family d: a Qatari e-commerce platform's DevOps team in Msheireb, Doha."""

from __future__ import annotations

import base64
import json

from fiftieth_spec import Fam, dec_regex

F = Fam(
    "msheireb_ecommerce_devops",
    orgs=("lusailshop", "cornichecart", "dafnamart", "souqbasket"),
    tld="com.qa",
    first=("hamad", "aisha", "jassim", "latifa", "saud", "noof", "khalifa", "reem", "mubarak"),
    last=(
        "almarri",
        "alkuwari",
        "alsulaiti",
        "almannai",
        "alemadi",
        "alkhulaifi",
        "almohannadi",
        "alnaimi",
    ),
    words=(
        "corniche",
        "lusail",
        "dafna",
        "wakrah",
        "zubarah",
        "sidra",
        "khor",
        "souq",
        "lulu",
        "doha",
        "dukhan",
    ),
    svcs=("storefront", "checkout", "catalog", "search", "orders", "promotions", "inventory"),
    cc="974",
    tz="Asia/Qatar",
)

F.reg(
    "msheireb_gitlab_ci_shopify_admin_token_variable",
    (".gitlab-ci.yml", "ci/<<svc>>.gitlab-ci.yml"),
    """stages:
  - test
  - sync
  - deploy

variables:
  SHOP_DOMAIN: <<org>>.myshopify.com
  SHOPIFY_ADMIN_TOKEN: "<<cred>>"
  DOCKER_DRIVER: overlay2

catalog-sync:
  stage: sync
  image: node:20-alpine
  script:
    - npm ci
    - node scripts/sync-<<svc>>.mjs --shop "$SHOP_DOMAIN"
  only:
    - schedules

deploy-<<env>>:
  stage: deploy
  image: alpine/helm:3.14.0
  script:
    - helm upgrade --install <<svc>> charts/<<svc>> -f charts/<<svc>>/values-<<env>>.yaml
  when: manual
""",
    "p:shopify",
)

F.reg(
    "msheireb_helm_values_prod_mysql_root_password",
    ("charts/<<svc>>/values-<<env>>.yaml", "deploy/helm/<<svc>>/values.<<env>>.yaml"),
    """replicaCount: 3
image:
  repository: registry.<<dom>>/<<svc>>
  tag: "<<short>>"
ingress:
  enabled: true
  hosts:
    - host: <<svc>>.<<dom>>
      paths: ["/"]
mysql:
  enabled: true
  auth:
    rootPassword: "<<cred>>"
    database: <<svc>>
    username: <<svc>>
  primary:
    persistence:
      size: 50Gi
resources:
  limits:
    cpu: "2"
    memory: 2Gi
""",
    "pw_dq",
)

F.reg(
    "msheireb_ansible_group_vars_magento_admin_plaintext",
    ("ansible/group_vars/<<env>>/vars.yml", "ansible/inventories/<<env>>/group_vars/web.yml"),
    """---
magento_base_url: "https://www.<<dom>>/"
magento_admin_frontname: admin_<<hex8>>
magento_admin_user: <<user>>
magento_admin_email: <<email>>
magento_admin_password: "<<cred>>"
php_version: "8.2"
varnish_backend_port: 8080
redis_session_db: 2
""",
    "pw_dq",
)

F.reg(
    "msheireb_argocd_repository_secret_stringdata_pat",
    ("argocd/repos/<<svc>>-repo.yaml", "gitops/argocd/repositories/<<org>>-<<svc>>.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: repo-<<svc>>
  namespace: argocd
  labels:
    argocd.argoproj.io/secret-type: repository
stringData:
  type: git
  url: https://github.com/<<org>>/<<svc>>-deploy.git
  username: <<org>>-argocd
  password: <<cred>>
""",
    "p:github_pat",
)

F.reg(
    "msheireb_logstash_pipeline_elasticsearch_output_password",
    ("logstash/pipeline/<<svc>>.conf", "ops/logstash/conf.d/30-<<svc>>-output.conf"),
    """input {
  beats { port => 5044 }
}
filter {
  if [fields][service] == "<<svc>>" {
    grok { match => { "message" => "%{COMBINEDAPACHELOG}" } }
    geoip { source => "clientip" }
  }
}
output {
  elasticsearch {
    hosts => ["https://<<host>>:9200"]
    user => "logstash_writer"
    password => "<<cred>>"
    index => "<<svc>>-%{+YYYY.MM.dd}"
    ssl_certificate_authorities => ["/etc/logstash/certs/ca.crt"]
  }
}
""",
    "pw_dq",
)


def _docker_extra(r, s):
    s["needle"] = s["cred"]
    s["enc"] = base64.b64encode(f"ci-{s['svc']}:{s['cred']}".encode()).decode()


F.reg(
    "msheireb_docker_config_json_registry_auth_base64",
    ("ci/runner/.docker/config.json", "home/gitlab-runner/<<host2>>/.docker/config.json"),
    lambda s: (
        json.dumps(
            {
                "auths": {
                    f"registry.{s['dom']}": {"auth": s["enc"]},
                    "https://index.docker.io/v1/": {},
                },
                "HttpHeaders": {"User-Agent": "Docker-Client/24.0.7 (linux)"},
            },
            indent="\t",
        )
        + "\n"
    ),
    "pw_json",
    extra=_docker_extra,
    decode=dec_regex(r'"auth": "([A-Za-z0-9+/=]+)"', "b64_after_colon"),
)

F.reg(
    "msheireb_arabic_jira_ticket_comment_kalimat_almurur",
    ("tickets/OPS-<<nn>>.txt", "exports/jira/OPS-<<nn>>-comments.txt"),
    """OPS-<<nn>>: تعذر الدخول إلى لوحة تحكم الدفع بعد التحديث
Status: In Progress    Priority: High    Assignee: <<fcap>> <<lcap>>

---- Comment by <<first2>> <<last2>> (<<date>> <<hm>>) ----
تم إنشاء حساب مؤقت لفريق الدعم في بوابة الدفع:
الرابط: https://merchant.<<dom>>/login
اسم المستخدم: ops-<<svc>>
كلمة المرور: <<cred>>
يرجى تغييرها بعد أول دخول.

---- Comment by <<fcap>> <<lcap>> (<<date>> <<hm>>) ----
شكراً، تم الدخول والتحقق من الطلبات المعلقة.
""",
    "human",
)

F.reg(
    "msheireb_laravel_config_payment_php_merchant_secret",
    ("config/payment.php", "services/<<svc>>/config/qpay.php"),
    """<?php

return [
    'default' => 'qpay',
    'gateways' => [
        'qpay' => [
            'merchant_id' => 'DB<<nn>><<n>>',
            'bank_id' => 'QNB',
            'merchant_secret' => '<<cred>>',
            'return_url' => 'https://www.<<dom>>/checkout/qpay/return',
            'sandbox' => false,
        ],
        'cod' => ['enabled' => true],
    ],
];
""",
    "b64:24",
)
