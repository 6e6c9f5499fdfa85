"""Family j: a Cabo Verdean payments processor's SRE team in Mindelo."""

from __future__ import annotations

import base64

from fiftieth_spec import Fam, dec_b64_field

F = Fam(
    "mindelo_payments_sre",
    orgs=("portogrande-pay", "morabezapay", "fogopagamentos", "tarrafalcash"),
    tld="cv",
    first=("joao", "ana", "nelson", "carla", "edson", "ivone", "helder", "sandra", "kelvin"),
    last=("lopes", "tavares", "fortes", "monteiro", "semedo", "delgado", "varela", "andrade"),
    words=(
        "mindelo",
        "morabeza",
        "cachupa",
        "grogue",
        "fogo",
        "tarrafal",
        "morna",
        "batuku",
        "sodade",
        "saovicente",
        "pontinha",
    ),
    svcs=("acquiring", "issuing", "ledger", "settlement", "tokenizer", "fraud", "payouts"),
    cc="238",
    tz="Atlantic/Cape_Verde",
)

F.reg(
    "mindelo_runbook_md_curl_stripe_restricted_key",
    ("runbooks/<<svc>>-refund-stuck.md", "docs/sre/runbooks/<<svc>>.md"),
    """# Runbook: <<svc>> refunds stuck in `pending`

**Owner:** SRE on-call (<<email>>)  **Last reviewed:** <<date>>

## Symptoms
- `RefundsPendingTooLong` alert firing for more than 15 minutes.

## Check the upstream state

```bash
curl -s https://api.stripe.com/v1/refunds?limit=20 \\
  -u <<cred>>: | jq '.data[] | {id, status, created}'
```

## Mitigation
1. Pause the `<<svc>>-refund-worker` deployment.
2. Replay the dead-letter queue once Stripe reports `succeeded`.
""",
    "p:stripe_rk",
)

F.reg(
    "mindelo_vault_token_export_zsh_history",
    ("home/<<user>>/.zsh_history", "oncall/<<host2>>/zsh_history"),
    """: <<ts>>:0;export VAULT_ADDR=https://vault.<<dom>>:8200
: <<ts>>:0;export VAULT_TOKEN=<<cred>>
: <<ts>>:0;vault kv get -mount=secret <<svc>>/<<env>>
: <<ts>>:0;vault lease revoke -prefix database/creds/<<svc>>-ro
: <<ts>>:0;kubectl -n <<svc>> rollout restart deploy/<<svc>>-api
""",
    "p:vault",
)

F.reg(
    "mindelo_alertmanager_yml_smtp_auth_password",
    ("alertmanager/alertmanager.yml", "monitoring/<<env>>/alertmanager.yml"),
    """global:
  resolve_timeout: 5m
  smtp_smarthost: '<<host2>>:587'
  smtp_from: 'alerts@<<dom>>'
  smtp_auth_username: 'alerts@<<dom>>'
  smtp_auth_password: '<<cred>>'
route:
  receiver: sre-mail
  group_by: ['alertname', 'service']
  routes:
    - matchers: ['service="<<svc>>"', 'severity="critical"']
      receiver: sre-mail
receivers:
  - name: sre-mail
    email_configs:
      - to: 'sre-oncall@<<dom>>'
""",
    "pw_sq",
)

F.reg(
    "mindelo_pgbouncer_userlist_txt_plain",
    ("pgbouncer/userlist.txt", "etc/pgbouncer/<<svc>>-userlist.txt"),
    """"pgbouncer_admin" "SCRAM-SHA-256$4096:<<hex8>>$<<short>>=:<<short>>="
"<<svc>>_app" "<<cred>>"
""",
    "pw_dq",
)

F.reg(
    "mindelo_portuguese_kriolu_incident_chat_senha",
    ("incidents/INC-<<nn>>/chat.txt", "postmortems/<<date>>-<<svc>>/slack-thread.txt"),
    """#inc-<<svc>>-<<nn>>
<<fcap>> <<lcap>>  <<hm>>
alguém tem acesso ao painel do HSM? o <<svc>> tá a dar timeout

<<first2>>  <<hm>>
N ten. Entra com operador sre-<<n>>, senha: <<cred>>

<<fcap>> <<lcap>>  <<hm>>
obrigado, já entrei. partição 2 estava em modo de manutenção
""",
    "human",
)

F.reg(
    "mindelo_adyen_webhook_hmac_key_kotlin",
    (
        "<<svc>>/src/main/kotlin/cv/<<org>>/webhooks/AdyenConfig.kt",
        "services/<<svc>>/AdyenWebhookConfig.kt",
    ),
    """package cv.pay.webhooks

import com.adyen.util.HMACValidator

object AdyenConfig {
    const val MERCHANT_ACCOUNT = "PortoGrande<<n>>ECOM"
    const val HMAC_KEY = "<<cred>>"
    val validator = HMACValidator()

    fun isValid(item: com.adyen.model.notification.NotificationRequestItem): Boolean =
        validator.validateHMAC(item, HMAC_KEY)
}
""",
    "HEX:64",
    syntax="",
)

F.reg(
    "mindelo_grafana_provisioning_datasource_secure_json",
    (
        "grafana/provisioning/datasources/<<svc>>.yaml",
        "monitoring/grafana/datasources/<<svc>>-pg.yml",
    ),
    """apiVersion: 1
datasources:
  - name: <<svc>>-ledger-pg
    type: postgres
    url: <<host>>:5432
    user: grafana_ro
    jsonData:
      database: <<svc>>
      sslmode: require
      postgresVersion: 1500
    secureJsonData:
      password: "<<cred>>"
""",
    "pw_dq",
)


def _npmrc_extra(r, s):
    s["needle"] = s["cred"]
    s["enc"] = base64.b64encode(s["cred"].encode()).decode()


F.reg(
    "mindelo_npmrc_nexus_underscore_password_base64",
    ("<<svc>>-ui/.npmrc", "frontends/<<svc>>/.npmrc"),
    """registry=https://nexus.<<dom>>/repository/npm-group/
always-auth=true
//nexus.<<dom>>/repository/npm-group/:username=ci-<<svc>>
//nexus.<<dom>>/repository/npm-group/:_password=<<enc>>
//nexus.<<dom>>/repository/npm-group/:email=<<email>>
""",
    "pw",
    extra=_npmrc_extra,
    decode=dec_b64_field(r":_password=(\S+)"),
)
