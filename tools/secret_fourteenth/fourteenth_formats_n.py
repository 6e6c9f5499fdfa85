"""Subtitle download and caption / transcription services."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fourteenth_corpus import (
    SYM_BARE,
    SYM_JSON,
    Out,
    alnum,
    fmt,
    gen_pw,
    hexs,
    pick,
    user,
    uuid4,
    words_pw,
)

FAM = "subtitle_caption_services"


@fmt(FAM, "opensubtitles_rest_api_key_header_login_json_body")
def opensubs(rng: random.Random) -> Out:
    pw = words_pw(rng)
    text = f"""curl -s -X POST https://api.opensubtitles.com/api/v1/login \\
  -H "Api-Key: {alnum(rng, 32)}" \\
  -H "User-Agent: subfetch v0.3" \\
  -H "Content-Type: application/json" \\
  -d '{{"username": "{user(rng)}", "password": "{pw}"}}'
"""
    return Out(
        pick(rng, ("os_login.sh", "subs/login.sh", "tools/opensubtitles_login.sh")), text, pw, ""
    )


@fmt(FAM, "opensubtitles_api_key_header_python_const")
def opensubs_key(rng: random.Random) -> Out:
    key = alnum(rng, 32)
    text = f"""OS_API_KEY = "{key}"
OS_HEADERS = {{"Api-Key": OS_API_KEY, "User-Agent": "subgrab 1.2"}}
"""
    return Out(pick(rng, ("subgrab/settings.py", "settings.py", "subs/conf.py")), text, key)


@fmt(FAM, "subliminal_cli_provider_user_password_positional")
def subliminal(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE)
    text = f"""#!/bin/sh
# nightly: fetch missing English/Finnish subtitles
subliminal --addic7ed {user(rng)} {pw} download -l en -l fi -s /srv/media/tv
"""
    return Out(pick(rng, ("subs_nightly.sh", "cron/subliminal.sh", "bin/getsubs.sh")), text, pw, "")


@fmt(FAM, "rev_ai_access_token_bearer_jobs_curl")
def revai(rng: random.Random) -> Out:
    tok = "02" + alnum(rng, 60)
    text = f"""curl -X POST "https://api.rev.ai/speechtotext/v1/jobs" \\
  -H "Authorization: Bearer {tok}" \\
  -H "Content-Type: application/json" \\
  -d '{{"source_config": {{"url": "https://media.{pick(rng, ("kilbride.ie", "lanthorn.nl"))}/ep42.mp3"}}}}'
"""
    return Out(
        pick(rng, ("transcribe.sh", "podcast/rev_submit.sh", "jobs/revai.sh")), text, tok, ""
    )


@fmt(FAM, "amara_api_username_and_key_headers_python")
def amara(rng: random.Random) -> Out:
    key = hexs(rng, 40)
    text = f"""import requests

HEADERS = {{
    "X-api-username": "{user(rng)}",
    "X-api-key": "{key}",
    "Accept": "application/json",
}}
r = requests.get("https://amara.org/api/videos/", params={{"team": "{pick(rng, ("ted-volunteers", "uni-lectures", "museum-av"))}"}}, headers=HEADERS)
"""
    return Out(
        pick(rng, ("amara_sync.py", "captions/amara_videos.py", "team_videos.py")), text, key
    )


@fmt(FAM, "gladia_x_gladia_key_header_node_fetch")
def gladia(rng: random.Random) -> Out:
    key = uuid4(rng)
    text = f"""const resp = await fetch('https://api.gladia.io/v2/pre-recorded', {{
  method: 'POST',
  headers: {{ 'x-gladia-key': '{key}', 'Content-Type': 'application/json' }},
  body: JSON.stringify({{ audio_url: episodeUrl, subtitles: true, subtitles_config: {{ formats: ['srt', 'vtt'] }} }}),
}});
"""
    return Out(
        pick(rng, ("src/transcribe.mjs", "captioner/gladia.mjs", "jobs/gladia.mjs")), text, key, ""
    )


@fmt(FAM, "happyscribe_api_key_bearer_ruby_faraday")
def happyscribe(rng: random.Random) -> Out:
    key = alnum(rng, 24)
    text = f"""require "faraday"

HS = Faraday.new(url: "https://www.happyscribe.com/api/v1") do |f|
  f.request :json
  f.headers["Authorization"] = "Bearer {key}"
end

resp = HS.post("transcriptions", {{ transcription: {{ name: "lecture-07", language: "de-DE", tmp_url: signed_url }} }})
"""
    return Out(
        pick(rng, ("lib/happy_scribe.rb", "app/services/captions.rb", "scripts/hs_upload.rb")),
        text,
        key,
        "",
    )


@fmt(FAM, "bazarr_config_yaml_opensubtitlescom_password")
def bazarr(rng: random.Random) -> Out:
    pw = gen_pw(
        rng,
        sym=SYM_JSON.replace(":", "")
        .replace("[", "")
        .replace("]", "")
        .replace("&", "")
        .replace("*", "")
        .replace("%", "")
        .replace("!", "")
        .replace("#", "")
        .replace("@", ""),
    )
    text = f"""general:
  use_sonarr: true
  use_radarr: true
  enabled_providers:
    - opensubtitlescom
    - podnapisi
opensubtitlescom:
  username: {user(rng)}
  password: {pw}
  use_hash: true
podnapisi:
  verify_ssl: true
"""
    return Out(
        pick(
            rng, ("config/config.yaml", "bazarr/config/config.yaml", "appdata/bazarr/config.yaml")
        ),
        text,
        pw,
    )
