"""Carillons and bell towers: automatic players, practice consoles, tower cameras, ringers."""

from __future__ import annotations

import html
import re

from twentieth_spec import draw, reg

F = "carillon_bell_tower_ringing"

reg(
    F,
    "carillon_automatic_player_ini_remote_password",
    "tower/<<org>>_player_<<n>>.ini",
    r"""[player]
bells = 49
schedule = /var/carillon/schedule.txt

[remote]
listen = 0.0.0.0:<<port>>
user = carillonneur
password = <<v>>
""",
    "pw",
)

reg(
    F,
    "carillon_practice_console_yaml_stream_key",
    "console/<<org>>_stream_<<n>>.yaml",
    r"""console: practice-<<n>>
midi_in: "USB MIDI 1"
stream:
  ingest: rtmp://live.<<dom>>/app
  stream_key: "<<v>>"
  bitrate_kbps: 2500
""",
    "pre:live_:40",
)

reg(
    F,
    "carillon_tower_webcam_windows_url_shortcut",
    "Desktop/<<org>> tower cam <<n>>.url",
    r"""[InternetShortcut]
URL=http://admin:<<v>>@<<ip>>/cgi-bin/viewer.cgi?stream=<<n>>
IconIndex=0
""",
    "pw_url",
    "",
)

reg(
    F,
    "carillon_guild_desktop_entry_exec_password",
    "applications/<<org>>-ringing-<<n>>.desktop",
    r"""[Desktop Entry]
Type=Application
Name=Ringing Rota Sync
Exec=/opt/ringing/rota-sync --server https://rota.<<dom>> --user <<user>> --password <<v>>
Icon=bell
Terminal=false
""",
    "pw_bare",
    "",
)


def _discord(rng) -> str:
    return f"{draw('pre:MT:24', rng)}.{draw('an6', rng)}.{draw('an38', rng)}"


reg(
    F,
    "carillon_recital_bot_go_const_discord_token",
    "cmd/<<org>>bot<<n>>/main.go",
    r"""package main

import "github.com/bwmarrin/discordgo"

const botToken = "<<v>>"

func main() {
	dg, err := discordgo.New("Bot " + botToken)
	if err != nil {
		panic(err)
	}
	_ = dg.Open()
}
""",
    _discord,
    "",
)

reg(
    F,
    "carillon_ringers_forum_post_belfry_lock_code",
    "forum/<<org>>_post_<<num>>.txt",
    r"""Re: Practice night <<date>>
Posted by <<first>>

Tower captain asked me to pass on that the belfry padlock and the ringing
chamber door now use <<v>>. Please don't post it on the noticeboard downstairs.
""",
    "human",
    "",
)


def _dec_xml_ent(text: str) -> str:
    m = re.search(r'password="([^"]+)"', text)
    assert m
    return html.unescape(m.group(1))


reg(
    F,
    "carillon_tower_camera_xml_entity_escaped_password",
    "cameras/<<org>>_belfry<<n>>.xml",
    r"""<?xml version="1.0" encoding="UTF-8"?>
<cameras>
  <camera id="belfry-<<n>>" host="<<ip>>" port="554" user="viewer" password="<<v>>" profile="main"/>
</cameras>
""",
    'sym:&<>"',
    enc=lambda s: html.escape(s, quote=True),
    decode=_dec_xml_ent,
)
