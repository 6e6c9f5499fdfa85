"""Family: darts league (board cameras, fixtures, league bots)."""
# ruff: noqa: E501

import urllib.parse

from twentyfourth_spec import alnum, dec_after, enc_url, pw_with, reg

FAM = "darts_league_oche_scoring"


def _discord(rng) -> str:
    return f"MT{alnum(rng, 24)}.{alnum(rng, 6)}.{alnum(rng, 38, 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_')}"


reg(
    FAM,
    "darts_scoring_app_git_credentials_percent",
    ("home/<<user>>/.git-credentials", "ci/<<org>>-git-credentials"),
    """https://<<user>>:<<s>>@git.<<dom>>
""",
    pw_with("@:/#?"),
    "",
    enc=enc_url,
    decode=dec_after(r"https://[^:]+:([^@]+)@", urllib.parse.unquote),
)

reg(
    FAM,
    "darts_board_cam_autodarts_toml_key",
    ("autodarts/config.toml", "board/<<org>>-<<n>>.toml"),
    """[board]
name = "Oche <<n>>"
cameras = [0, 2, 4]

[cloud]
board_id = "<<uuid>>"
api_key = "adb_<<s>>"
""",
    "alnum32",
)

reg(
    FAM,
    "darts_league_discord_bot_run_positional",
    ("bot/darts_bot.py", "league/<<org>>_bot.py"),
    """import discord
from discord.ext import commands

bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())


@bot.command()
async def table(ctx):
    await ctx.send("Division <<n>> table: https://league.<<dom>>/table")


bot.run("<<s>>")
""",
    _discord,
)

reg(
    FAM,
    "darts_pub_league_messenger_json_export",
    ("messages/inbox/dartsteam_<<id>>/message_1.json", "fb/<<org>>-darts/message_1.json"),
    """{
  "participants": [{"name": "<<First>> <<Last>>"}, {"name": "Dave Kettle"}],
  "messages": [
    {"sender_name": "Dave Kettle", "timestamp_ms": <<ts>>000, "content": "cheers"},
    {"sender_name": "<<First>> <<Last>>", "timestamp_ms": <<ts>>000, "content": "league site login is <<user>> / <<s>> if you want to put the scores in tonight"}
  ],
  "title": "Darts Team",
  "thread_path": "inbox/dartsteam_<<id>>"
}
""",
    "human",
)

reg(
    FAM,
    "darts_stats_dotnet_user_secrets_json",
    (
        "AppData/Roaming/Microsoft/UserSecrets/<<uuid>>/secrets.json",
        "usersecrets/<<org>>-stats.json",
    ),
    """{
  "ConnectionStrings:League": "Server=<<host>>;Database=DartsStats;User Id=<<user>>;Password=<<s>>;Encrypt=True",
  "Logging:LogLevel:Default": "Information"
}
""",
    "ini",
)

reg(
    FAM,
    "darts_oche_camera_ffmpeg_srt_passphrase",
    ("stream/go-live-<<n>>.sh", "scripts/<<org>>_srt.sh"),
    """#!/bin/sh
ffmpeg -f v4l2 -i /dev/video0 -c:v libx264 -preset veryfast -b:v 3M -f mpegts \\
  "srt://<<pip>>:9000?mode=caller&passphrase=<<s>>&pbkeylen=16&latency=200000"
""",
    "alnum",
)

reg(
    FAM,
    "darts_fixtures_php_pdo_positional",
    ("fixtures/db.php", "public_html/<<org>>/inc/db.php"),
    """<?php
$pdo = new PDO('mysql:host=<<host>>;dbname=darts_league;charset=utf8mb4', '<<user>>', '<<s>>', [
    PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION,
]);
""",
    "dq",
    "",
)

reg(
    FAM,
    "darts_captains_dutch_email_wachtwoord",
    ("mail/captains-<<id>>.eml", "inbox/<<org>>-competitie-<<n>>.eml"),
    """From: <<First>> <<Last>> <<<email>>>
To: captains@<<dom>>
Subject: Nieuwe uitslagen-app
Content-Type: text/plain; charset=utf-8

Beste captains,

Vanaf deze week vullen we de uitslagen in via de nieuwe app. Iedereen logt in met het
teamaccount <<user>>, het wachtwoord is <<s>>. Niet doorsturen aub.

Groet, <<First>>
""",
    "human",
    "",
)
