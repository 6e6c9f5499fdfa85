"""Family n: a live-action roleplay and historical reenactment society."""

import base64

from thirtythird_spec import reg

F = "larp_reenactment_society"


def _discord(rng, c):
    from thirtythird_spec import cred

    uid = str(rng.randint(10**17, 10**18))
    head = base64.b64encode(uid.encode()).decode().rstrip("=")
    return f"{head}.{cred(rng, 'alnum:6', c)}.{cred(rng, 'b64u:28', c)[:38]}"


reg(
    F,
    "larp_event_signup_discord_bot_run",
    ("bot/signup_bot.py", "discord/<<org>>_bot.py"),
    """import discord
from discord.ext import commands

intents = discord.Intents.default()
intents.message_content = True
bot = commands.Bot(command_prefix="!", intents=intents)


@bot.command()
async def signup(ctx, *, character: str):
    await ctx.send(f"{ctx.author.display_name} signed up as {character}")


bot.run("<<cred>>")
""",
    _discord,
)

reg(
    F,
    "larp_character_db_mongodb_srv_env",
    ("characters/.env", "apps/<<org>>/.env"),
    """PORT=3000
MONGODB_URI=mongodb+srv://larpdb:<<cred>>@cluster0.<<hex8>>.mongodb.net/characters?retryWrites=true&w=majority
SESSION_TTL_HOURS=72
""",
    "pw_url",
    syntax="",
)

reg(
    F,
    "larp_rules_wiki_mediawiki_localsettings",
    ("wiki/LocalSettings.php", "srv/<<org>>/mediawiki/LocalSettings.php"),
    """<?php
if ( !defined( 'MEDIAWIKI' ) ) {
	exit;
}
$wgSitename = "Rules Wiki";
$wgDBtype = "mysql";
$wgDBserver = "<<host>>";
$wgDBname = "rules_wiki";
$wgDBuser = "wiki";
$wgDBpassword = "<<cred>>";
$wgEnableUploads = true;
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "larp_russian_vk_chat_parol",
    ("chats/igra_<<n>>.txt", "exports/<<org>>_chat.txt"),
    """<<first>> (<<hh>>:<<mm>>): Народ, сетка ролей на следующую игру в общем аккаунте на диске
<<first2>> (<<hh>>:<<mm>>): а пароль какой?
<<first>> (<<hh>>:<<mm>>): логин <<email>>, пароль <<cred>>
<<first2>> (<<hh>>:<<mm>>): спасибо, мастер!
""",
    "human",
)

reg(
    F,
    "larp_site_hosting_hcloud_provider_token",
    ("infra/main.tf", "terraform/<<org>>/providers.tf"),
    """terraform {
  required_providers {
    hcloud = {
      source  = "hetznercloud/hcloud"
      version = "~> 1.48"
    }
  }
}

provider "hcloud" {
  token = "<<cred>>"
}

resource "hcloud_server" "site" {
  name        = "larp-site"
  server_type = "cx22"
  image       = "debian-12"
}
""",
    "alnum:64",
    syntax="",
)

reg(
    F,
    "larp_battle_sound_icecast_source_password",
    ("etc/icecast2/icecast.xml", "sound/<<org>>/icecast.xml"),
    """<icecast>
  <location>Battlefield PA tent</location>
  <admin><<email>></admin>
  <limits>
    <clients>50</clients>
    <sources>2</sources>
  </limits>
  <authentication>
    <source-password><<cred>></source-password>
    <admin-user>admin</admin-user>
  </authentication>
  <listen-socket>
    <port>8000</port>
  </listen-socket>
</icecast>
""",
    "pw_xml",
)

reg(
    F,
    "larp_herald_telegram_bot_config_yaml",
    ("herald/config.yaml", "bots/<<org>>/herald.yml"),
    """telegram:
  token: "<<cred>>"
  chat_id: -100<<n2>><<n2>><<n2>><<n>>
announce:
  timezone: Europe/Tallinn
  remind_hours_before: [48, 2]
""",
    "p:telegram",
)

reg(
    F,
    "larp_estonian_meeting_notes_parool",
    ("protokoll/koosolek_<<year>>_<<month>>.txt", "docs/<<org>>/koosolek_<<n>>.txt"),
    """Korraldustiimi koosolek, <<day>>.<<month>>.<<year>>

Osalesid: <<first>>, <<first2>>, <<last>>.

1. Suvemängu maa rendileping allkirjastatud.
2. Piletimüügi keskkonna konto: kasutaja <<email>>
   parool <<cred>>
   (<<first>> vahetab pärast mängu ära)
3. Järgmine koosolek kahe nädala pärast.
""",
    "human",
)
