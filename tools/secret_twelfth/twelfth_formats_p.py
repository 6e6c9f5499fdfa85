"""Twelfth corpus formats: matrix_bridge_appservices (mautrix bridges, appservice registrations, matrix-registration, Mjolnir, hookshot, Conduit)."""

# ruff: noqa: E501

from __future__ import annotations

import base64
import random

from twelfth_corpus import (
    ALNUM,
    SYM_URL,
    Out,
    alnum,
    domain,
    fmt,
    gen_pw,
    pick,
    rsa_pem,
)

FAM = "matrix_bridge_appservices"


def _hs(rng: random.Random) -> str:
    return pick(rng, (f"matrix.{domain(rng)}", domain(rng), f"chat.{domain(rng)}"))


def _syt(rng: random.Random, local: str) -> str:
    enc = base64.b64encode(local.encode()).decode().rstrip("=")
    return f"syt_{enc}_{alnum(rng, 20)}_{alnum(rng, 6)}"


@fmt(FAM, "mautrix_telegram_config_yaml_appservice_as_token")
def _mautrix_tg(rng: random.Random) -> Out:
    tok = alnum(rng, 64)
    hs = _hs(rng)
    text = f"""homeserver:
  address: https://{hs}
  domain: {hs}
  verify_ssl: true

appservice:
  address: http://localhost:29317
  hostname: 0.0.0.0
  port: 29317
  database: sqlite:mautrix-telegram.db
  id: telegram
  bot_username: telegrambot
  bot_displayname: Telegram bridge bot
  as_token: "{tok}"
  hs_token: "{alnum(rng, 64)}"

bridge:
  username_template: "telegram_{{userid}}"
  permissions:
    "{hs}": full
"""
    return Out(
        pick(rng, ("mautrix-telegram/config.yaml", "bridges/telegram/config.yaml", "config.yaml")),
        text,
        tok,
    )


@fmt(FAM, "appservice_registration_yaml_hs_token")
def _registration(rng: random.Random) -> Out:
    tok = alnum(rng, 64)
    hs = _hs(rng).replace(".", "\\\\.")
    bridge = pick(rng, ("signal", "discord", "slack", "irc", "whatsapp"))
    text = f"""id: {bridge}
url: http://localhost:{rng.randint(29300, 29399)}
as_token: {alnum(rng, 64)}
hs_token: {tok}
sender_localpart: {alnum(rng, 32)}
rate_limited: false
namespaces:
  users:
    - regex: '^@{bridge}_.*:{hs}$'
      exclusive: true
    - regex: '^@{bridge}bot:{hs}$'
      exclusive: true
de.sorunome.msc2409.push_ephemeral: true
"""
    return Out(
        pick(
            rng,
            (
                f"{bridge}-registration.yaml",
                f"synapse/appservices/{bridge}.yaml",
                "registration.yaml",
            ),
        ),
        text,
        tok,
    )


@fmt(FAM, "mautrix_whatsapp_config_yaml_database_uri_password")
def _mautrix_wa(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_URL)
    text = f"""homeserver:
  address: http://localhost:8008
  domain: {_hs(rng)}

database:
  type: postgres
  uri: postgres://mautrix_whatsapp:{pw}@localhost/mautrix_whatsapp?sslmode=disable
  max_open_conns: 20
  max_idle_conns: 2

appservice:
  address: http://localhost:29318
  hostname: 127.0.0.1
  port: 29318
  id: whatsapp
"""
    return Out(
        pick(
            rng,
            (
                "mautrix-whatsapp/config.yaml",
                "bridges/whatsapp/config.yaml",
                "whatsapp/config.yaml",
            ),
        ),
        text,
        pw,
    )


@fmt(FAM, "matrix_appservice_irc_passkey_pem_bare_file")
def _passkey(rng: random.Random) -> Out:
    key = rsa_pem(rng, 2048, pkcs8=rng.random() < 0.5)
    path = pick(
        rng, ("passkey.pem", "matrix-appservice-irc/passkey.pem", "data/irc-bridge/passkey.pem")
    )
    return Out(path, key + "\n", key, "")


@fmt(FAM, "matrix_registration_config_yaml_registration_shared_secret")
def _matrix_registration(rng: random.Random) -> Out:
    sec = alnum(rng, rng.choice((32, 48, 64)))
    hs = _hs(rng)
    text = f"""server_location: 'http://localhost:8008'
server_name: '{hs}'
registration_shared_secret: '{sec}'
admin_api_shared_secret: ''
base_url: '/matrix-registration'
client_redirect: 'https://app.element.io/#/login'
client_logo: 'static/images/element-logo.png'
db: 'sqlite:///{{cwd}}db.sqlite3'
host: 'localhost'
port: 5000
rate_limit: ["100 per day", "10 per minute"]
allow_cors: false
ip_logging: false
logging:
  disable_existing_loggers: false
  version: 1
password:
  min_length: 8
username:
  validation_regex: []
  invalidation_regex: []
"""
    return Out(
        pick(rng, ("matrix-registration/config.yaml", "registration/config.yaml", "config.yaml")),
        text,
        sec,
    )


@fmt(FAM, "mjolnir_config_yaml_access_token_syt")
def _mjolnir(rng: random.Random) -> Out:
    local = pick(rng, ("mjolnir", "moderation", "modbot"))
    tok = _syt(rng, local)
    hs = _hs(rng)
    text = f"""homeserverUrl: "https://{hs}"
rawHomeserverUrl: "https://{hs}"
accessToken: "{tok}"
pantalaimon:
  use: false
dataPath: "/data/storage"
autojoinOnlyIfManager: true
managementRoom: "#moderators:{hs}"
verboseLogging: false
logLevel: "INFO"
syncOnStartup: true
protectedRooms: []
"""
    return Out(
        pick(
            rng,
            (
                "mjolnir/config/production.yaml",
                "config/production.yaml",
                "moderation/production.yaml",
            ),
        ),
        text,
        tok,
    )


@fmt(FAM, "hookshot_config_yml_github_webhook_secret")
def _hookshot(rng: random.Random) -> Out:
    sec = alnum(rng, 40, ALNUM)
    hs = _hs(rng)
    text = f"""bridge:
  domain: {hs}
  url: http://localhost:8008
  port: 9993
  bindAddress: 127.0.0.1

passFile: ./passkey.pem

github:
  auth:
    id: {rng.randint(100000, 999999)}
    privateKeyFile: github-key.pem
  webhook:
    secret: {sec}
  defaultOptions:
    showIssueRoomLink: false

listeners:
  - port: 9000
    bindAddress: 0.0.0.0
    resources:
      - webhooks
"""
    return Out(pick(rng, ("hookshot/config.yml", "config.yml", "matrix/hookshot.yml")), text, sec)


@fmt(FAM, "conduit_toml_global_registration_token")
def _conduit(rng: random.Random) -> Out:
    tok = gen_pw(rng, n=rng.randint(20, 32), sym="-_")
    hs = _hs(rng)
    text = f"""[global]
server_name = "{hs}"
database_backend = "rocksdb"
database_path = "/var/lib/matrix-conduit/"
port = 6167
max_request_size = 20_000_000
allow_registration = true
registration_token = "{tok}"
allow_federation = true
allow_check_for_updates = true
trusted_servers = ["matrix.org"]
address = "127.0.0.1"
"""
    return Out(
        pick(rng, ("etc/matrix-conduit/conduit.toml", "conduit.toml", "conduit/conduit.toml")),
        text,
        tok,
    )
