"""Tabletop role-play: virtual tabletop servers, campaign wikis and module publishing."""

# ruff: noqa: E501

from __future__ import annotations

import json
import random

from fourteenth_corpus import (
    Out,
    alnum,
    fmt,
    gen_pw,
    jwt,
    pick,
    user,
    words_pw,
)

FAM = "tabletop_vtt_campaign_tools"


@fmt(FAM, "felddy_foundryvtt_compose_foundry_password_env")
def foundry_compose(rng: random.Random) -> Out:
    pw = words_pw(rng)
    text = f"""services:
  foundry:
    image: felddy/foundryvtt:13
    hostname: {pick(rng, ("vtt", "foundry", "tabletop"))}
    init: true
    restart: unless-stopped
    volumes:
      - ./data:/data
    environment:
      - FOUNDRY_USERNAME={user(rng)}
      - FOUNDRY_PASSWORD={pw}
      - CONTAINER_PRESERVE_CONFIG=true
    ports:
      - 30000:30000
"""
    return Out(
        pick(rng, ("docker-compose.yml", "foundry/docker-compose.yml", "vtt/compose.yaml")),
        text,
        pw,
    )


@fmt(FAM, "felddy_foundryvtt_secrets_json_admin_key")
def foundry_secrets(rng: random.Random) -> Out:
    key = gen_pw(rng, sym="!#*+-_.?@^~")
    data = {
        "foundry_admin_key": key,
        "foundry_password": words_pw(rng),
        "foundry_username": user(rng),
    }
    return Out(
        pick(rng, ("secrets.json", "foundry/secrets.json", "vtt/secrets.json")),
        json.dumps(data, indent=2) + "\n",
        key,
    )


@fmt(FAM, "foundryvtt_license_key_dashed_env_file")
def foundry_license(rng: random.Random) -> Out:
    lic = "-".join(alnum(rng, 4, chars="ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
    text = f"""FOUNDRY_LICENSE_KEY={lic}
FOUNDRY_HOSTNAME=vtt.{pick(rng, ("dragonsdelve.net", "moorvale.games", "critgarage.org"))}
FOUNDRY_PROXY_SSL=true
FOUNDRY_PROXY_PORT=443
"""
    return Out(pick(rng, ("foundry.env", ".env", "vtt/.env")), text, lic, "")


@fmt(FAM, "foundry_package_release_api_fvttp_token_workflow")
def fvttp(rng: random.Random) -> Out:
    tok = "fvttp_" + alnum(rng, 36)
    mod = pick(rng, ("hex-weather", "loot-tables-plus", "travel-pace"))
    text = f"""name: Release
on:
  release:
    types: [published]
jobs:
  publish:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - name: Publish to Foundry package registry
        run: |
          curl -X POST https://api.foundryvtt.com/_api/packages/release_version/ \\
            -H "Content-Type: application/json" \\
            -H "Authorization: {tok}" \\
            -d '{{"id": "{mod}", "release": {{"version": "${{{{ github.event.release.tag_name }}}}", "manifest": "https://github.com/{user(rng)}/{mod}/releases/latest/download/module.json"}}}}'
"""
    return Out(
        pick(
            rng,
            (
                ".github/workflows/release.yml",
                ".github/workflows/publish.yml",
                ".github/workflows/foundry.yml",
            ),
        ),
        text,
        tok,
    )


@fmt(FAM, "ddb_importer_world_settings_export_cobalt_cookie")
def cobalt(rng: random.Random) -> Out:
    cookie = alnum(rng, 8) + "." + alnum(rng, 40) + "-" + alnum(rng, 20)
    data = [
        {"key": "ddb-importer.campaign-id", "value": str(rng.randint(1000000, 6999999))},
        {"key": "ddb-importer.cobalt-cookie", "value": cookie},
        {"key": "ddb-importer.munching-policy-update-existing", "value": "true"},
    ]
    return Out(
        pick(
            rng, ("world-settings-export.json", "exports/settings.json", "backup/ddb-settings.json")
        ),
        json.dumps(data, indent=2) + "\n",
        cookie,
    )


@fmt(FAM, "kanka_api_personal_access_token_bearer_python")
def kanka(rng: random.Random) -> Out:
    tok = jwt(
        rng,
        {
            "aud": "1",
            "jti": alnum(rng, 40).lower(),
            "sub": str(rng.randint(1000, 99999)),
            "scopes": [],
        },
        alg="RS256",
    )
    text = f"""import requests

KANKA = "https://api.kanka.io/1.0/campaigns/{rng.randint(1000, 300000)}"
S = requests.Session()
S.headers.update({{"Authorization": "Bearer {tok}", "Content-type": "application/json"}})
npcs = S.get(f"{{KANKA}}/characters").json()["data"]
"""
    return Out(
        pick(rng, ("kanka_sync.py", "campaign/kanka_export.py", "tools/npc_pull.py")), text, tok
    )


@fmt(FAM, "world_anvil_application_key_and_user_auth_token_headers")
def worldanvil(rng: random.Random) -> Out:
    tok = alnum(rng, 60)
    text = f"""const WA = 'https://www.worldanvil.com/api/external/boromir';
const headers = {{
  'x-application-key': '{alnum(rng, 40)}',
  'x-auth-token': '{tok}',
  'Content-Type': 'application/json',
}};
export const article = (id) => fetch(`${{WA}}/article?id=${{id}}&granularity=1`, {{ headers }}).then((r) => r.json());
"""
    return Out(
        pick(rng, ("src/worldanvil.js", "lore-bot/wa.js", "lib/world-anvil.js")), text, tok, ""
    )
