"""Music players, Spotify Connect daemons and scrobblers."""

# ruff: noqa: E501

from __future__ import annotations

import random

from fourteenth_corpus import (
    SYM_BARE,
    SYM_DQ,
    Out,
    alnum,
    email,
    fmt,
    gen_pw,
    hexs,
    pick,
    user,
    uuid4,
    words_pw,
)

FAM = "music_scrobble_player_daemons"


@fmt(FAM, "spotifyd_conf_global_password_quoted")
def spotifyd(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_DQ)
    text = f"""[global]
username = "{user(rng)}"
password = "{pw}"
backend = "alsa"
device = "hw:1,0"
device_name = "{pick(rng, ("livingroom", "kitchen-pi", "studio"))}"
bitrate = 320
cache_path = "/var/cache/spotifyd"
volume_normalisation = true
"""
    return Out(
        pick(rng, (".config/spotifyd/spotifyd.conf", "etc/spotifyd.conf", "spotifyd.conf")),
        text,
        pw,
        "toml",
    )


@fmt(FAM, "librespot_systemd_execstart_password_flag")
def librespot(rng: random.Random) -> Out:
    pw = gen_pw(rng, sym=SYM_BARE)
    text = f"""[Unit]
Description=librespot Spotify Connect receiver
After=network-online.target sound.target

[Service]
User=pi
ExecStart=/usr/local/bin/librespot --name "Hallway" --bitrate 320 --backend alsa --username {user(rng)} --password {pw} --initial-volume 60
Restart=always

[Install]
WantedBy=multi-user.target
"""
    return Out(
        pick(
            rng,
            (
                "librespot.service",
                "etc/systemd/system/librespot.service",
                "units/librespot.service",
            ),
        ),
        text,
        pw,
        "",
    )


@fmt(FAM, "mpdscribble_conf_lastfm_section_password")
def mpdscribble(rng: random.Random) -> Out:
    pw = words_pw(rng)
    text = f"""log = syslog
verbose = 1

[last.fm]
url = https://post.audioscrobbler.com/
username = {user(rng)}
password = {pw}
journal = /var/cache/mpdscribble/lastfm.journal

[libre.fm]
url = http://turtle.libre.fm/
username = {user(rng)}
password =
journal = /var/cache/mpdscribble/librefm.journal
"""
    return Out(
        pick(rng, (".mpdscribble/mpdscribble.conf", "etc/mpdscribble.conf", "mpdscribble.conf")),
        text,
        pw,
        "",
    )


@fmt(FAM, "liblistenbrainz_set_auth_token_uuid_python")
def listenbrainz(rng: random.Random) -> Out:
    tok = uuid4(rng)
    text = f"""import liblistenbrainz

client = liblistenbrainz.ListenBrainz()
client.set_auth_token("{tok}")
listen = liblistenbrainz.Listen(track_name="Teardrop", artist_name="Massive Attack", listened_at=1740000000)
client.submit_single_listen(listen)
"""
    return Out(
        pick(rng, ("lb_submit.py", "scrobble/listenbrainz_sync.py", "import_history.py")), text, tok
    )


@fmt(FAM, "rescrobbled_config_toml_lastfm_secret_lb_token")
def rescrobbled(rng: random.Random) -> Out:
    sec = hexs(rng, 32)
    text = f"""lastfm-key = "{hexs(rng, 32)}"
lastfm-secret = "{sec}"
min-play-time = 30
player-whitelist = ["spotify", "mpv", "io.github.quodlibet.QuodLibet"]

[[listenbrainz]]
url = "https://api.listenbrainz.org"
token = "{uuid4(rng)}"
"""
    return Out(
        pick(
            rng,
            (
                ".config/rescrobbled/config.toml",
                "rescrobbled/config.toml",
                "dotfiles/rescrobbled.toml",
            ),
        ),
        text,
        sec,
    )


@fmt(FAM, "navidrome_compose_env_nd_spotify_secret")
def navidrome(rng: random.Random) -> Out:
    sec = hexs(rng, 32)
    text = f"""services:
  navidrome:
    image: deluan/navidrome:latest
    ports:
      - "4533:4533"
    environment:
      ND_SCANSCHEDULE: 1h
      ND_LOGLEVEL: info
      ND_BASEURL: ""
      ND_SPOTIFY_ID: {hexs(rng, 32)}
      ND_SPOTIFY_SECRET: {sec}
      ND_LASTFM_ENABLED: "true"
    volumes:
      - ./data:/data
      - /srv/music:/music:ro
"""
    return Out(
        pick(rng, ("docker-compose.yml", "navidrome/compose.yaml", "stacks/navidrome.yml")),
        text,
        sec,
    )


@fmt(FAM, "maloja_apikeys_yml_named_key")
def maloja(rng: random.Random) -> Out:
    key = alnum(rng, 64)
    text = f"""{pick(rng, ("phone", "desktop-scrobbler", "webscrobbler"))}: {key}
"""
    return Out(
        pick(rng, ("maloja/config/apikeys.yml", "apikeys.yml", "data/maloja/apikeys.yml")),
        text,
        key,
    )


@fmt(FAM, "multi_scrobbler_config_json_jellyfin_apikey_lastfm_secret")
def multiscrobbler(rng: random.Random) -> Out:
    sec = hexs(rng, 32)
    text = f"""{{
  "sources": [
    {{"type": "jellyfin", "name": "jf", "data": {{"url": "http://jellyfin:8096", "user": "{user(rng)}", "apiKey": "{hexs(rng, 32)}"}}}}
  ],
  "clients": [
    {{"type": "lastfm", "name": "lfm", "data": {{"apiKey": "{hexs(rng, 32)}", "secret": "{sec}", "redirectUri": "http://localhost:9078/lastfm/callback"}}}}
  ],
  "contact": "{email(rng)}"
}}
"""
    return Out(
        pick(rng, ("config/config.json", "multi-scrobbler/config.json", "ms/config.json")),
        text,
        sec,
    )
