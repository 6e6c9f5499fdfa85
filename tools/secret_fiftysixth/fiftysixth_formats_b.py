"""Family b: a SaaS start-up in Utrecht, the Netherlands (Dutch)."""

# ruff: noqa: E501

from __future__ import annotations

import json
import re
import urllib.parse

from fiftysixth_spec import SYM_DQ, Fam, alnum, hexs, prov, pw_with

FAM = Fam(
    "utrecht_saas_startup",
    "utsaas",
    ("grachtwerk", "tulpstack", "dommelcloud", "singelsoft"),
    "nl",
    (
        ("Sanne", "sanne"),
        ("Daan", "daan"),
        ("Femke", "femke"),
        ("Joost", "joost"),
        ("Lieke", "lieke"),
        ("Bram", "bram"),
        ("Noor", "noor"),
    ),
    (
        ("de Vries", "devries"),
        ("Bakker", "bakker"),
        ("Visser", "visser"),
        ("van Dijk", "vandijk"),
        ("Jansen", "jansen"),
        ("Smit", "smit"),
    ),
    (
        "gracht",
        "fiets",
        "stroopwafel",
        "domtoren",
        "hagelslag",
        "tulp",
        "molen",
        "kaas",
        "zomer",
        "winter",
        "lente",
        "herfst",
        "oudegracht",
        "kanaal",
        "dropje",
        "bitterbal",
        "haring",
        "polder",
        "regenboog",
        "klompen",
    ),
    ("guus", "bobbie", "snuf", "pluis", "dribbel", "toby"),
    "Utrecht",
    "+31 30",
)

FAM.reg(
    "rails_production_credentials_yml_plaintext",
    ("<<org>>-app/config/credentials/production.yml", "<<org>>/tmp/credentials-<<date>>.yml"),
    """# aws:
#   access_key_id: 123
#   secret_access_key: 345

# Used as the base secret for all MessageVerifiers in Rails, including the one protecting cookies.
secret_key_base: <<skb>>

active_record_encryption:
  primary_key: <<ark>>
  deterministic_key: <<adk>>
  key_derivation_salt: <<ars>>

stripe:
  publishable_key: pk_live_51<<pk>>
  secret_key: <<cred>>
  signing_secret: whsec_<<wh>>

postmark:
  api_token: <<uuid>>
""",
    "p:stripe_sk",
    extra=lambda rng, s: s.update(
        skb=hexs(rng, 128),
        ark=alnum(rng, 32),
        adk=alnum(rng, 32),
        ars=alnum(rng, 32),
        pk=alnum(rng, 97),
        wh=alnum(rng, 32),
    ),
)

FAM.reg(
    "mollie_initializer_rb_live_api_key",
    (
        "<<org>>-app/config/initializers/mollie.rb",
        "<<org>>-billing/config/initializers/payments.rb",
    ),
    """# frozen_string_literal: true

# Mollie betalingen (iDEAL, Bancontact, creditcard).
# TODO(<<user>>): naar Rails.application.credentials verplaatsen vóór de livegang
Mollie::Client.configure do |config|
  config.api_key = "<<cred>>"
  config.open_timeout = 5
  config.read_timeout = 30
end

Rails.application.config.x.mollie_webhook_url = "https://app.<<dom>>/webhooks/mollie"
""",
    "p:mollie",
    syntax="",
)


def _slack_json(s):
    msgs = [
        {
            "user": "U0" + str(s["uid_a"]),
            "type": "message",
            "ts": f"{s['ts']}.000{s['n3']}00",
            "client_msg_id": str(s["uuid"]),
            "text": f"Kan iemand mij het wachtwoord van de staging database sturen? {s['ub']} heeft het geroteerd",
            "user_profile": {"real_name": f"{s['first']} {s['last']}", "display_name": s["user"]},
        },
        {
            "user": "U0" + str(s["uid_b"]),
            "type": "message",
            "ts": f"{int(s['ts']) + 95}.000{s['n']}00",
            "client_msg_id": str(s["uuid2"]),
            "text": f"user is `{s['db']}_rw`, wachtwoord: `{s['cred']}` (host {s['host']}). Zet hem wel even in 1Password aub",
            "user_profile": {"real_name": f"{s['fb']} {s['lb']}", "display_name": s["ub"]},
        },
        {
            "user": "U0" + str(s["uid_a"]),
            "type": "message",
            "ts": f"{int(s['ts']) + 140}.000{s['n3']}11",
            "text": "top, dank je! :pray:",
            "user_profile": {"real_name": f"{s['first']} {s['last']}", "display_name": s["user"]},
        },
    ]
    return json.dumps(msgs, indent=4, ensure_ascii=False) + "\n"


FAM.reg(
    "slack_export_json_dutch_wachtwoord_staging",
    (
        "slack-export-<<org>>/dev-backend/<<date>>.json",
        "slack-export/<<org>>-platform/<<date>>.json",
    ),
    _slack_json,
    "pw_json",
    extra=lambda rng, s: s.update(
        uid_a=alnum(rng, 9, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
        uid_b=alnum(rng, 9, "ABCDEFGHJKLMNPQRSTUVWXYZ0123456789"),
    ),
)

FAM.reg(
    "terraform_tfvars_hetzner_token",
    ("infra/envs/<<word>>/terraform.tfvars", "<<org>>-infra/hcloud/prod.auto.tfvars"),
    """# Hetzner Cloud — productie (Falkenstein + Nuremberg)
hcloud_token = "<<cred>>"

location      = "fsn1"
server_type   = "cpx31"
ssh_keys      = ["<<user>>@laptop", "deploy-ci"]
environment   = "production"
app_replicas  = <<n>>
domain        = "<<dom>>"
""",
    "p:hcloud",
    syntax="",
)


def _dburl_decode(text: str) -> str:
    m = re.search(r"^DATABASE_URL=postgres(?:ql)?://[^:]+:([^@]+)@", text, re.M)
    return urllib.parse.unquote(m.group(1)) if m else ""


def _dburl_extra(rng, s):
    s["cred_enc"] = urllib.parse.quote(str(s["cred"]), safe="")


FAM.reg(
    "env_database_url_percent_encoded_password",
    ("<<org>>-api/.env.production", "<<org>>/deploy/<<word>>.env"),
    """# Productie — gegenereerd door <<user>> op <<date>>
RAILS_ENV=production
RACK_ENV=production
DATABASE_URL=postgresql://<<org>>_app:<<cred_enc>>@<<host>>:5432/<<org>>_production?sslmode=require
REDIS_URL=rediss://<<host>>:6380/0
RAILS_LOG_TO_STDOUT=enabled
RAILS_SERVE_STATIC_FILES=true
""",
    lambda rng, s: pw_with(rng, "@:/#?%", SYM_DQ, rng.randint(14, 20)),
    syntax="",
    extra=_dburl_extra,
    decode=_dburl_decode,
)

FAM.reg(
    "rocket_toml_release_secret_key",
    ("<<org>>-rs/Rocket.toml", "services/<<word>>-api/Rocket.toml"),
    """## Rocket configuratie voor de <<word>>-api (Rust)

[default]
address = "0.0.0.0"
port = 8000
limits = { form = "64 kB", json = "1 MiB" }

[debug]
log_level = "debug"

[release]
log_level = "critical"
# gegenereerd met `openssl rand -base64 32`
secret_key = "<<cred>>"

[release.databases.main]
url = "postgres://<<org>>:${PGPASSWORD}@<<host>>/<<db>>"
""",
    "b64:32",
)


def _issue_json(s):
    body = (
        f"Ik krijg dezelfde fout na de upgrade naar v{s['n']}.2.0 :(\n\n"
        "```\n"
        f"$ cat .env.local\nNEXT_PUBLIC_APP_URL=https://app.{s['dom']}\n"
        f"OPENAI_API_KEY={s['cred']}\n"
        f"SENTRY_DSN=https://{s['sha40'][:32]}@o{s['n3']}123.ingest.de.sentry.io/4507{s['n3']}\n"
        "```\n\n"
        "```\nError: 429 You exceeded your current quota\n    at APIError.generate (node_modules/openai/error.js:62:20)\n```\n"
        "Iemand een idee?"
    )
    obj = {
        "url": f"https://api.github.com/repos/{s['org']}/{s['word']}-web/issues/comments/{s['ts']}",
        "html_url": f"https://github.com/{s['org']}/{s['word']}-web/issues/{s['n3']}#issuecomment-{s['ts']}",
        "id": s["ts"],
        "user": {"login": s["user"].replace(".", "-"), "type": "User"},
        "created_at": f"{s['date']}T{s['t1']}Z",
        "updated_at": f"{s['date']}T{s['t1']}Z",
        "author_association": "CONTRIBUTOR",
        "body": body,
        "reactions": {"total_count": 0, "+1": 0, "-1": 0},
    }
    return json.dumps([obj], indent=2, ensure_ascii=False) + "\n"


FAM.reg(
    "github_issue_comment_json_pasted_env_openai",
    (
        "exports/<<org>>-issues/comments-<<n3>>.json",
        "<<org>>/support-dump/issue-<<n3>>-comments.json",
    ),
    _issue_json,
    "p:openai",
)

FAM.reg(
    "circleci_config_yml_inline_aws_secret",
    ("<<org>>-app/.circleci/config.yml", "<<word>>-service/.circleci/config.yml"),
    """version: 2.1

orbs:
  aws-cli: circleci/aws-cli@4.1
  node: circleci/node@5.2

jobs:
  deploy-assets:
    docker:
      - image: cimg/node:20.11
    environment:
      AWS_REGION: eu-central-1
      AWS_ACCESS_KEY_ID: <<akid>>
      AWS_SECRET_ACCESS_KEY: <<cred>>
      S3_BUCKET: <<org>>-assets-prod
    steps:
      - checkout
      - node/install-packages
      - run: npm run build
      - run: aws s3 sync ./build s3://$S3_BUCKET --delete

workflows:
  release:
    jobs:
      - deploy-assets:
          filters:
            branches:
              only: main
""",
    "p:aws_secret",
    extra=lambda rng, s: s.update(akid=prov(rng, "aws_id")),
)
