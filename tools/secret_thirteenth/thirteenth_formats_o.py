"""Family webhook_signing_relays: webhook senders, verifiers and relays."""

# ruff: noqa: E501
from __future__ import annotations

from thirteenth_corpus import (
    Out,
    alnum,
    b64,
    domain,
    fmt,
    hexs,
    host,
    pick,
    rsa_pem,
    uuid4,
)

FAM = "webhook_signing_relays"


@fmt(FAM, "svix_consumer_dotenv_whsec_signing_key")
def svix(rng):
    key = "whsec_" + b64(rng, 24)
    path = pick(
        rng, (".env", "webhooks/.env", "apps/receiver/.env.production", "services/hooks/.env")
    )
    text = f"""PORT=8080
SVIX_WEBHOOK_SECRET={key}
FORWARD_TO=http://localhost:3000/internal/events
"""
    return Out(path, text, key, "")


@fmt(FAM, "hookdeck_cli_config_toml_profile_api_key")
def hookdeck(rng):
    key = alnum(rng, 50).lower()
    path = pick(
        rng,
        (
            "home/dorian/.config/hookdeck/config.toml",
            ".config/hookdeck/config.toml",
            "home/helka/.config/hookdeck/config.toml",
            "home/goran/.config/hookdeck/config.toml",
        ),
    )
    text = f"""profile = "default"

[default]
api_key = "{key}"
project_id = "tm_{alnum(rng, 12)}"
project_mode = "inbound"
"""
    return Out(path, text, key, "toml")


@fmt(FAM, "webhookrelay_agent_relay_key_secret_systemd_env")
def whr(rng):
    sec = alnum(rng, 12)
    path = pick(
        rng,
        (
            "etc/systemd/system/relayd.service",
            "etc/systemd/system/webhookrelay.service",
            "lib/systemd/system/relay.service",
            "etc/systemd/system/relay-forward.service",
        ),
    )
    text = f"""[Unit]
Description=Webhook Relay forwarding agent
After=network-online.target

[Service]
Environment=RELAY_KEY={uuid4(rng)}
Environment=RELAY_SECRET={sec}
ExecStart=/usr/local/bin/relay forward --bucket jenkins http://localhost:8080/github-webhook/
Restart=always

[Install]
WantedBy=multi-user.target
"""
    return Out(path, text, sec, "")


@fmt(FAM, "adnanh_webhook_hooks_json_payload_hmac_sha256_secret")
def hooks_json(rng):
    sec = alnum(rng, 32)
    path = pick(
        rng,
        (
            "etc/webhook/hooks.json",
            "webhook/hooks.json",
            "opt/deploy/hooks.json",
            "srv/hooks/hooks.json",
        ),
    )
    text = f"""[
  {{
    "id": "redeploy-site",
    "execute-command": "/opt/deploy/redeploy.sh",
    "command-working-directory": "/opt/deploy",
    "pass-arguments-to-command": [{{ "source": "payload", "name": "head_commit.id" }}],
    "trigger-rule": {{
      "and": [
        {{
          "match": {{
            "type": "payload-hmac-sha256",
            "secret": "{sec}",
            "parameter": {{ "source": "header", "name": "X-Hub-Signature-256" }}
          }}
        }},
        {{ "match": {{ "type": "value", "value": "refs/heads/main", "parameter": {{ "source": "payload", "name": "ref" }} }} }}
      ]
    }}
  }}
]
"""
    return Out(path, text, sec, "json")


@fmt(FAM, "adnanh_webhook_hooks_yaml_gitlab_token_value_match")
def hooks_yaml(rng):
    tok = alnum(rng, 28)
    path = pick(
        rng,
        (
            "etc/webhook/hooks.yaml",
            "webhook/hooks.yml",
            "opt/ci/hooks.yaml",
            "srv/hooks/hooks.yaml",
        ),
    )
    text = f"""- id: gitlab-deploy
  execute-command: /opt/ci/deploy.sh
  command-working-directory: /opt/ci
  trigger-rule:
    match:
      type: value
      value: {tok}
      parameter:
        source: header
        name: X-Gitlab-Token
"""
    return Out(path, text, tok, "yaml")


@fmt(FAM, "standard_webhooks_ts_new_webhook_base64_key")
def stdwh(rng):
    key = b64(rng, 32)
    path = pick(
        rng,
        (
            "src/webhooks/verify.ts",
            "api/hooks/verify.ts",
            "server/webhook.ts",
            "lib/verifyWebhook.ts",
        ),
    )
    text = f"""import {{ Webhook }} from 'standardwebhooks';

const wh = new Webhook('{key}');

export function verify(payload: string, headers: Record<string, string>) {{
  return wh.verify(payload, headers);
}}
"""
    return Out(path, text, key, "")


@fmt(FAM, "gitea_webhook_receiver_go_const_hmac_key")
def gohook(rng):
    key = hexs(rng, 48)
    path = pick(
        rng,
        ("cmd/hookd/main.go", "internal/hooks/verify.go", "hookrecv/main.go", "server/webhook.go"),
    )
    text = f"""package main

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
)

const hookKey = "{key}"

func valid(body []byte, sig string) bool {{
	m := hmac.New(sha256.New, []byte(hookKey))
	m.Write(body)
	return hmac.Equal([]byte(hex.EncodeToString(m.Sum(nil))), []byte(sig))
}}
"""
    return Out(path, text, key, "")


@fmt(FAM, "caddy_reverse_proxy_header_up_relay_bearer")
def caddy(rng):
    tok = alnum(rng, 40)
    path = pick(
        rng, ("etc/caddy/Caddyfile", "caddy/Caddyfile", "srv/relay/Caddyfile", "deploy/Caddyfile")
    )
    text = f"""hooks.{domain(rng)} {{
	reverse_proxy /incoming/* {host(rng, "relay")}:9000 {{
		header_up Authorization "Bearer {tok}"
	}}
}}
"""
    return Out(path, text, tok, "")


@fmt(FAM, "probot_app_dotenv_private_key_escaped_newlines")
def probot(rng):
    key = rsa_pem(rng, 2048)
    esc = key.replace("\n", "\\n")
    path = pick(rng, (".env", "apps/triage-bot/.env", "bot/.env", "services/probot/.env"))
    text = f"""APP_ID={rng.randint(100000, 999999)}
WEBHOOK_SECRET={alnum(rng, 20)}
PRIVATE_KEY="{esc}"
LOG_LEVEL=info
"""
    return Out(path, text, esc, "")
