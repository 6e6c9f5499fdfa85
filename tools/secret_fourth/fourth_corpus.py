"""Fourth planted-credential corpus for sacpstore's secret detector.

An independent, held-out corpus: other providers, other file kinds, other places a
credential sits in a file than the three earlier corpora (``secret_holdout``,
``secret_fresh``, ``secret_third``). Stdlib only, deterministic for a seed.

    planted(rng) -> list[Planted]   3 variants per format
    decoys(rng)  -> list[Decoy]     look-alikes that hold no live credential
    split_of(family) -> "choose" | "report"
    ENCODED_FORMATS                 formats whose needle is a decoded value

Run ``python tools/secret_fourth/fourth_corpus.py [seed]`` for the self-check.
"""

from __future__ import annotations

import ast
import base64
import binascii
import configparser
import email.header
import hashlib
import json
import random
import re
import string
import sys
import textwrap
import tomllib
import uuid
import xml.dom.minidom
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple

# --------------------------------------------------------------------------- model


@dataclass(frozen=True)
class Planted:
    family: str
    fmt: str
    path: str
    content: bytes
    needle: bytes


@dataclass(frozen=True)
class Decoy:
    path: str
    content: bytes
    why: str


class Out(NamedTuple):
    path: str
    text: str | bytes
    needle: str | bytes
    syntax: str | None = None  # None: from the extension; "": no parse check


class _Fmt(NamedTuple):
    family: str
    name: str
    fn: Callable[[random.Random], Out]
    decode: Callable[[bytes], bytes] | None


_FORMATS: list[_Fmt] = []


def fmt(family: str, name: str, decode: Callable[[bytes], bytes] | None = None):
    def deco(fn):
        if any(f.name == name for f in _FORMATS):
            raise ValueError(f"duplicate format {name}")
        _FORMATS.append(_Fmt(family, name, fn, decode))
        return fn

    return deco


# --------------------------------------------------------------------------- values

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase
DIGITS = string.digits
ALNUM = LOWER + UPPER + DIGITS
LOWNUM = LOWER + DIGITS
UPNUM = UPPER + DIGITS
B64URL = ALNUM + "-_"
SYM_Q = "-_.+@%^*=,:~!"  # safe inside quoted strings of most languages
SYM_W = "-_.+@%^*"  # no separators: whitespace/colon/comma/semicolon/equals files
SYM_URL = "-._~"  # unreserved URL characters (userinfo)


def an(rng: random.Random, n: int, alpha: str = ALNUM) -> str:
    return "".join(rng.choice(alpha) for _ in range(n))


def hx(rng: random.Random, n: int, upper: bool = False) -> str:
    s = an(rng, n, "0123456789abcdef")
    return s.upper() if upper else s


def b64(rng: random.Random, nbytes: int, url: bool = False, pad: bool = True) -> str:
    raw = bytes(rng.getrandbits(8) for _ in range(nbytes))
    s = base64.urlsafe_b64encode(raw).decode() if url else base64.b64encode(raw).decode()
    return s if pad else s.rstrip("=")


def uid(rng: random.Random, upper: bool = False) -> str:
    s = str(uuid.UUID(int=rng.getrandbits(128), version=4))
    return s.upper() if upper else s


def pw(rng: random.Random, lo: int = 14, hi: int = 30, sym: str = SYM_Q) -> str:
    n = rng.randint(lo, hi)
    pools = [LOWER, UPPER, DIGITS] + ([sym] if sym else [])
    chars = [rng.choice(p) for p in pools]
    alpha = ALNUM + (sym * 2 if sym else "")
    chars += [rng.choice(alpha) for _ in range(n - len(chars))]
    rng.shuffle(chars)
    if not chars[0].isalnum():  # leading symbols confuse some syntaxes (YAML, shells)
        i = next(i for i, ch in enumerate(chars) if ch.isalnum())
        chars[0], chars[i] = chars[i], chars[0]
    return "".join(chars)


def b64u(data: bytes) -> str:
    return base64.urlsafe_b64encode(data).decode().rstrip("=")


def jwt(rng: random.Random, payload: dict, alg: str = "HS256", sig_bytes: int = 32) -> str:
    header = {"alg": alg, "typ": "JWT"}
    h = b64u(json.dumps(header, separators=(",", ":")).encode())
    p = b64u(json.dumps(payload, separators=(",", ":")).encode())
    return f"{h}.{p}.{b64(rng, sig_bytes, url=True, pad=False)}"


def pick(rng: random.Random, *xs):
    return rng.choice(xs)


def fill(tpl: str, **kw) -> str:
    text = textwrap.dedent(tpl).lstrip("\n")
    for k, v in kw.items():
        text = text.replace(f"<<{k}>>", str(v))
    if "<<" in text and re.search(r"<<[a-z_0-9]+>>", text):
        raise ValueError(f"unfilled slot in template: {re.findall(r'<<[a-z_0-9]+>>', text)}")
    return text if text.endswith("\n") else text + "\n"


_SYL = [
    "var",
    "nel",
    "quor",
    "tam",
    "bri",
    "osk",
    "lum",
    "dre",
    "kav",
    "sol",
    "ther",
    "mab",
    "zin",
    "ulv",
    "per",
    "gan",
    "rix",
    "hol",
    "ven",
    "cor",
    "fal",
    "mir",
    "tasc",
    "bel",
    "orn",
    "syl",
    "kest",
    "wyn",
    "dal",
    "thra",
    "pell",
    "vor",
]
_SUFFIX = [
    "Labs",
    "Freight",
    "Health",
    "Works",
    "Analytics",
    "Logistics",
    "Studio",
    "Foods",
    "Energy",
    "Robotics",
    "Outfitters",
    "Media",
    "Clinics",
    "Systems",
]
_FIRST = [
    "amira",
    "bastian",
    "chen",
    "dagny",
    "elio",
    "farah",
    "gustav",
    "hana",
    "ines",
    "jonah",
    "kalani",
    "lucia",
    "mateo",
    "noor",
    "oskar",
    "priya",
    "quentin",
    "rosa",
    "sven",
    "tamsin",
    "umar",
    "vera",
    "wendell",
    "ximena",
    "yusuf",
    "zofia",
    "ravi",
    "maren",
    "teodor",
    "ayla",
]
_LAST = [
    "okafor",
    "lindqvist",
    "moreau",
    "takahashi",
    "brennan",
    "castellanos",
    "novak",
    "haddad",
    "kowalczyk",
    "ferreira",
    "abernathy",
    "mwangi",
    "oyelaran",
    "strand",
    "vasquez",
    "nakamura",
    "petrov",
    "quinlan",
    "demir",
    "holm",
]
_TLD = ["io", "net", "dev", "cloud", "co", "systems", "tech", "app"]


class Ctx:
    """Made-up organisation, people, hosts and dates for one draw."""

    def __init__(self, rng: random.Random):
        self.rng = rng
        a, b = rng.choice(_SYL), rng.choice(_SYL)
        self.word = (a + b).capitalize()
        self.org = f"{self.word} {rng.choice(_SUFFIX)}"
        self.slug = self.word.lower()
        self.domain = f"{self.slug}.{rng.choice(_TLD)}"
        self.first = rng.choice(_FIRST)
        self.last = rng.choice(_LAST)
        self.user = self.first
        self.name = f"{self.first.capitalize()} {self.last.capitalize()}"
        self.email = f"{self.first}.{self.last}@{self.domain}"
        self.first2 = rng.choice([f for f in _FIRST if f != self.first])
        self.name2 = f"{self.first2.capitalize()} {rng.choice(_LAST).capitalize()}"
        self.year = rng.choice([2023, 2024, 2025])
        self.month = rng.randint(1, 12)
        self.day = rng.randint(1, 28)
        self.hour = rng.randint(0, 23)
        self.minute = rng.randint(0, 59)
        self.sec = rng.randint(0, 59)

    def host(self, role: str | None = None) -> str:
        role = role or self.rng.choice(["app", "db", "ops", "edge", "core", "batch", "api"])
        return f"{role}-{self.rng.randint(1, 9):02d}.{self.domain}"

    def ip(self) -> str:
        r = self.rng
        return pick(
            r,
            f"10.{r.randint(0, 254)}.{r.randint(0, 254)}.{r.randint(2, 250)}",
            f"192.168.{r.randint(0, 254)}.{r.randint(2, 250)}",
            f"172.{r.randint(16, 31)}.{r.randint(0, 254)}.{r.randint(2, 250)}",
        )

    @property
    def date(self) -> str:
        return f"{self.year}-{self.month:02d}-{self.day:02d}"

    @property
    def time(self) -> str:
        return f"{self.hour:02d}:{self.minute:02d}:{self.sec:02d}"

    @property
    def epoch(self) -> int:
        return 1672531200 + (self.year - 2023) * 31536000 + self.month * 2592000 + self.day * 86400


# =========================================================================== families
# --------------------------------------------------------------- game_server_hosting
F = "game_server_hosting"


@fmt(F, "minecraft_server_properties_rcon_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym=SYM_W)
    text = fill(
        """
        #Minecraft server properties
        #<<dow>> <<mon>> <<d>> <<t>> UTC <<y>>
        enable-jmx-monitoring=false
        rcon.port=25575
        level-seed=
        gamemode=survival
        enable-command-block=false
        enable-query=false
        level-name=<<world>>
        motd=<<org>> SMP - season <<n>>
        query.port=25565
        pvp=true
        difficulty=normal
        network-compression-threshold=256
        max-tick-time=60000
        max-players=<<mp>>
        online-mode=true
        enable-status=true
        allow-flight=false
        broadcast-rcon-to-ops=true
        view-distance=10
        server-ip=
        allow-nether=true
        server-port=25565
        enable-rcon=true
        sync-chunk-writes=true
        op-permission-level=4
        white-list=true
        rcon.password=<<s>>
        spawn-protection=16
        """,
        dow=pick(rng, "Mon", "Tue", "Wed", "Thu", "Fri"),
        mon=pick(rng, "Jan", "Mar", "Jun", "Sep"),
        d=c.day,
        t=c.time,
        y=c.year,
        world=pick(rng, "world", c.slug, "survival"),
        org=c.word,
        n=rng.randint(2, 9),
        mp=pick(rng, 20, 32, 50),
        s=s,
    )
    return Out(
        pick(
            rng,
            "server.properties",
            f"servers/{c.slug}-smp/server.properties",
            f"minecraft/{c.slug}/server.properties",
        ),
        text,
        s,
        "",
    )


@fmt(F, "factorio_server_settings_json_service_token")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 30)
    doc = {
        "name": f"{c.org} megabase",
        "description": f"Private server of the {c.word} crew",
        "tags": ["game", "private", "vanilla"],
        "max_players": 0,
        "visibility": {"public": False, "lan": True},
        "username": c.user,
        "password": "",
        "token": s,
        "game_password": "",
        "require_user_verification": True,
        "max_upload_in_kilobytes_per_second": 0,
        "max_upload_slots": 5,
        "minimum_latency_in_ticks": 0,
        "ignore_player_limit_for_returning_players": False,
        "allow_commands": "admins-only",
        "autosave_interval": 10,
        "autosave_slots": 5,
        "afk_autokick_interval": 0,
        "auto_pause": True,
        "only_admins_can_pause_the_game": True,
        "autosave_only_on_server": True,
    }
    return Out(
        pick(
            rng,
            "data/server-settings.json",
            "factorio/config/server-settings.json",
            f"deploy/{c.slug}-factorio/server-settings.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        s,
    )


@fmt(F, "pterodactyl_pydactyl_client_positional_key")
def _(rng):
    c = Ctx(rng)
    s = "ptla_" + an(rng, 43)
    text = fill(
        """
        \"\"\"Create a game server per signup on the panel.\"\"\"
        import sys

        from pydactyl import PterodactylClient

        api = PterodactylClient("https://panel.<<d>>", "<<s>>")


        def create(owner_id: int, name: str) -> dict:
            return api.servers.create_server(
                name=name,
                user_id=owner_id,
                nest_id=1,
                egg_id=<<egg>>,
                memory_limit=4096,
                swap_limit=0,
                disk_limit=20480,
                location_ids=[<<loc>>],
            )


        if __name__ == "__main__":
            print(create(int(sys.argv[1]), sys.argv[2]))
        """,
        d=c.domain,
        s=s,
        egg=rng.randint(2, 16),
        loc=rng.randint(1, 4),
    )
    return Out(
        pick(
            rng,
            "scripts/provision_server.py",
            "panel/create_server.py",
            f"{c.slug}_hosting/pterodactyl.py",
        ),
        text,
        s,
    )


@fmt(F, "fivem_server_cfg_sv_license_key")
def _(rng):
    c = Ctx(rng)
    s = "cfxk_" + an(rng, 20) + "_" + an(rng, 6)
    text = fill(
        """
        # Only change the IP if you're using a server with multiple network interfaces.
        endpoint_add_tcp "0.0.0.0:30120"
        endpoint_add_udp "0.0.0.0:30120"

        ensure mapmanager
        ensure chat
        ensure spawnmanager
        ensure sessionmanager
        ensure basic-gamemode
        ensure hardcap
        ensure <<slug>>_core

        sv_scriptHookAllowed 0
        sets tags "roleplay, economy, <<slug>>"
        sets locale "en-US"
        sv_hostname "<<org>> RP | whitelist"
        sets sv_projectName "<<org>> RP"
        sets sv_projectDesc "Serious RP since <<y>>"
        set onesync on
        sv_maxclients <<mc>>
        set steam_webApiKey "none"
        sv_enforceGameBuild 3095

        # License key for the server (https://keymaster.fivem.net)
        sv_licenseKey "<<s>>"
        """,
        slug=c.slug,
        org=c.word,
        y=c.year,
        mc=pick(rng, 48, 64, 128),
        s=s,
    )
    return Out(
        pick(rng, "server.cfg", "server-data/server.cfg", f"fivem/{c.slug}/server.cfg"), text, s
    )


@fmt(F, "palworld_settings_ini_option_settings_admin_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*")
    text = fill(
        """
        ; This configuration file is a sample of the default server settings.
        ; Changes to this file will NOT be reflected on the server.
        [/Script/Pal.PalGameWorldSettings]
        OptionSettings=(Difficulty=None,DayTimeSpeedRate=1.000000,NightTimeSpeedRate=1.000000,ExpRate=<<exp>>,PalCaptureRate=1.000000,PalSpawnNumRate=1.000000,DeathPenalty=All,bEnablePlayerToPlayerDamage=False,bEnableFriendlyFire=False,bEnableInvaderEnemy=True,CoopPlayerMaxNum=4,ServerPlayerMaxNum=<<mp>>,ServerName="<<org>> Pals",ServerDescription="",AdminPassword="<<s>>",ServerPassword="",PublicPort=8211,PublicIP="",RCONEnabled=True,RCONPort=25575,Region="",bUseAuth=True,BanListURL="https://api.palworldgame.com/api/banlist.txt")
        """,
        exp=pick(rng, "1.000000", "2.000000", "1.500000"),
        mp=pick(rng, 16, 24, 32),
        org=c.word,
        s=s,
    ).replace("sample of the default server settings", "copy of the server settings")
    return Out(
        pick(
            rng,
            "Pal/Saved/Config/LinuxServer/PalWorldSettings.ini",
            f"palworld/{c.slug}/PalWorldSettings.ini",
            "config/palworld/PalWorldSettings.ini",
        ),
        text,
        s,
        "ini",
    )


@fmt(F, "valheim_start_server_script_password_flag")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, 12, 20, sym="-_.+@%^*")
    text = fill(
        """
        #!/bin/bash
        export templdpath=$LD_LIBRARY_PATH
        export LD_LIBRARY_PATH=./linux64:$LD_LIBRARY_PATH
        export SteamAppId=892970

        echo "Starting server PRESS CTRL-C to exit"

        # Tip: Make a local copy of this script to avoid it being overwritten by steam.
        # NOTE: Minimum password length is 5 characters & Password cant be in the server name.
        # NOTE: You need to make sure the ports 2456-2458 is being forwarded to your server through your local router & firewall.
        ./valheim_server.x86_64 -name "<<org>> Longhouse" -port 2456 -world "<<world>>" -password "<<s>>" -savedir "/srv/valheim/<<slug>>" -crossplay -public 0

        export LD_LIBRARY_PATH=$templdpath
        """,
        org=c.word,
        world=pick(rng, "Midgard", c.word + "heim", "Dedicated"),
        s=s,
        slug=c.slug,
    )
    return Out(
        pick(
            rng,
            "start_server.sh",
            f"valheim/{c.slug}/start_server.sh",
            "game/valheim/start_server_local.sh",
        ),
        text,
        s,
    )


@fmt(F, "ark_game_user_settings_server_admin_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*!")
    text = fill(
        """
        [ServerSettings]
        ActiveMods=
        AllowFlyerCarryPvE=True
        AllowThirdPersonPlayer=True
        AlwaysAllowStructurePickup=True
        DifficultyOffset=1.000000
        HarvestAmountMultiplier=<<h>>
        MaxPlayers=<<mp>>
        RCONEnabled=True
        RCONPort=27020
        ServerAdminPassword=<<s>>
        ServerPassword=
        ServerPVE=True
        ShowMapPlayerLocation=True
        TamingSpeedMultiplier=<<t>>
        XPMultiplier=2.000000

        [SessionSettings]
        SessionName=<<org>> PvE x<<t>>
        Port=7777
        QueryPort=27015

        [/Script/Engine.GameSession]
        MaxPlayers=<<mp>>

        [MessageOfTheDay]
        Message=Welcome to <<org>>! Read the rules in Discord.
        Duration=20
        """,
        h=pick(rng, "2.000000", "3.000000"),
        mp=pick(rng, 20, 40, 70),
        s=s,
        t=pick(rng, 3, 5, 10),
        org=c.word,
    )
    return Out(
        pick(
            rng,
            "ShooterGame/Saved/Config/LinuxServer/GameUserSettings.ini",
            f"ark/{c.slug}/GameUserSettings.ini",
            "servers/ark-island/GameUserSettings.ini",
        ),
        text,
        s,
        "ini",
    )


@fmt(F, "project_zomboid_servertest_ini_rcon_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym=SYM_W)
    text = fill(
        """
        # Players can hurt and kill other players
        PVP=false
        # Game time stops when there are no players online
        PauseEmpty=true
        # Toggles global chat on or off.
        GlobalChat=true
        ChatStreams=s,r,a,w,y,sh,f,all
        # Clients may join without already having an account in the whitelist.
        Open=false
        ServerWelcomeMessage=Welcome to <<org>> Zomboid! <LINE> Whitelist via Discord.
        AutoCreateUserInWhiteList=false
        DisplayUserName=true
        SpawnPoint=0,0,0
        SafetySystem=true
        MaxPlayers=<<mp>>
        PingLimit=400
        HoursForLootRespawn=0
        Mods=
        WorkshopItems=
        # Port for the RCON (Remote Console)
        RCONPort=27015
        # RCON password (Pick a strong password)
        RCONPassword=<<s>>
        DiscordEnable=false
        Password=
        """,
        org=c.word,
        mp=pick(rng, 16, 32),
        s=s,
    )
    return Out(
        pick(
            rng,
            "Zomboid/Server/servertest.ini",
            f"zomboid/{c.slug}/servertest.ini",
            "pz-server/Server/servertest.ini",
        ),
        text,
        s,
        "",
    )


@fmt(F, "cs2_server_cfg_rcon_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*!")
    text = fill(
        """
        // server.cfg -- <<org>> scrim server
        hostname "<<org>> | 128 tick scrims"
        rcon_password "<<s>>"
        sv_password ""
        sv_lan 0
        sv_cheats 0
        sv_hibernate_when_empty 1
        mp_autoteambalance 0
        mp_limitteams 0
        mp_match_end_restart 1
        sv_allow_votes 0
        log on
        sv_logbans 1
        sv_logecho 1
        exec banned_user.cfg
        exec banned_ip.cfg
        """,
        org=c.word,
        s=s,
    )
    return Out(
        pick(rng, "game/csgo/cfg/server.cfg", f"cs2/{c.slug}/cfg/server.cfg", "cfg/server.cfg"),
        text,
        s,
    )


@fmt(F, "murmur_ini_serverpassword")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*")
    text = fill(
        """
        ; Murmur configuration file.
        database=/var/lib/mumble-server/mumble-server.sqlite
        ice="tcp -h 127.0.0.1 -p 6502"
        icesecretwrite=
        logfile=/var/log/mumble-server/mumble-server.log
        pidfile=/run/mumble-server/mumble-server.pid
        welcometext="<br />Welcome to the <b><<org>></b> voice server.<br />"
        port=64738
        ; Password to join server.
        serverpassword=<<s>>
        bandwidth=72000
        users=<<u>>
        opusthreshold=0
        allowping=true
        sslCert=/etc/letsencrypt/live/voice.<<d>>/fullchain.pem
        sslKey=/etc/letsencrypt/live/voice.<<d>>/privkey.pem

        [Ice]
        Ice.Warn.UnknownProperties=1
        Ice.MessageSizeMax=65536
        """,
        org=c.word,
        s=s,
        u=pick(rng, 50, 100),
        d=c.domain,
    )
    return Out(
        pick(rng, "etc/mumble-server.ini", f"voice/{c.slug}/murmur.ini", "murmur.ini"), text, s, ""
    )


# ------------------------------------------------------------ selfhosted_homelab_apps
F = "selfhosted_homelab_apps"


@fmt(F, "servarr_config_xml_api_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    app, port = pick(rng, ("Sonarr", 8989), ("Radarr", 7878), ("Prowlarr", 9696), ("Lidarr", 8686))
    text = fill(
        """
        <Config>
          <BindAddress>*</BindAddress>
          <Port><<port>></Port>
          <SslPort><<ssl>></SslPort>
          <EnableSsl>False</EnableSsl>
          <LaunchBrowser>True</LaunchBrowser>
          <ApiKey><<s>></ApiKey>
          <AuthenticationMethod>Forms</AuthenticationMethod>
          <AuthenticationRequired>Enabled</AuthenticationRequired>
          <Branch>main</Branch>
          <LogLevel>info</LogLevel>
          <SslCertPath></SslCertPath>
          <SslCertPassword></SslCertPassword>
          <UrlBase>/<<low>></UrlBase>
          <InstanceName><<app>></InstanceName>
          <UpdateMechanism>Docker</UpdateMechanism>
        </Config>
        """,
        port=port,
        ssl=port + 1000,
        s=s,
        low=app.lower(),
        app=app,
    )
    low = app.lower()
    return Out(
        pick(
            rng,
            f"{low}/config.xml",
            f"docker/appdata/{low}/config.xml",
            f"homelab/{c.slug}/{low}/config.xml",
        ),
        text,
        s,
    )


@fmt(F, "plex_preferences_xml_online_token")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 20, ALNUM + "-_")
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <Preferences OldestPreviousVersion="1.40.1.8227-c0dd5a73e" MachineIdentifier="<<mid>>" ProcessedMachineIdentifier="<<pmid>>" AnonymousMachineIdentifier="<<aid>>" MetricsEpoch="1" AcceptedEULA="1" FriendlyName="<<fname>>" PublishServerOnPlexOnlineKey="1" PlexOnlineToken="<<s>>" PlexOnlineUsername="<<user>>" PlexOnlineMail="<<mail>>" PlexOnlineHome="1" CertificateVersion="3" LastAutomaticMappedPort="0" ManualPortMappingMode="1" ManualPortMappingPort="32400" TranscoderTempDirectory="/transcode" GenerateChapterThumbBehavior="never" ScheduledLibraryUpdatesEnabled="1" DlnaEnabled="0"/>
        """,
        mid=uid(rng),
        pmid=hx(rng, 40),
        aid=uid(rng),
        fname=pick(rng, "nas", f"{c.slug}-media", "plex-01"),
        s=s,
        user=c.first + str(rng.randint(10, 99)),
        mail=c.email,
    )
    return Out(
        pick(
            rng,
            "Library/Application Support/Plex Media Server/Preferences.xml",
            f"plex/{c.slug}/Preferences.xml",
            "docker/plex/config/Preferences.xml",
        ),
        text,
        s,
    )


@fmt(F, "homepage_services_yaml_widget_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    ip = c.ip()
    kind, port = pick(
        rng, ("jellyfin", 8096), ("emby", 8096), ("radarr", 7878), ("overseerr", 5055)
    )
    text = fill(
        """
        ---
        # For configuration options and examples, please see:
        # https://gethomepage.dev/configs/services

        - Media:
            - <<K>>:
                icon: <<k>>.png
                href: https://<<k>>.<<d>>
                description: Movies & shows
                widget:
                  type: <<k>>
                  url: http://<<ip>>:<<port>>
                  key: <<s>>
                  enableBlocks: true
            - Uptime:
                icon: uptime-kuma.png
                href: https://status.<<d>>
                description: Status page

        - Network:
            - Router:
                icon: opnsense.png
                href: https://<<gw>>
        """,
        K=kind.capitalize(),
        k=kind,
        d=c.domain,
        ip=ip,
        port=port,
        s=s,
        gw=c.ip(),
    ).replace("For configuration options and examples, please see", "Configuration reference")
    return Out(
        pick(
            rng,
            "homepage/config/services.yaml",
            "config/services.yaml",
            f"homelab/{c.slug}/services.yaml",
        ),
        text,
        s,
    )


@fmt(F, "transmission_settings_json_rpc_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng)
    doc = {
        "alt-speed-enabled": False,
        "download-dir": "/data/downloads/complete",
        "incomplete-dir": "/data/downloads/incomplete",
        "incomplete-dir-enabled": True,
        "peer-port": rng.randint(50000, 60000),
        "ratio-limit": 2,
        "ratio-limit-enabled": True,
        "rpc-authentication-required": True,
        "rpc-bind-address": "0.0.0.0",
        "rpc-enabled": True,
        "rpc-host-whitelist": f"torrent.{c.domain}",
        "rpc-host-whitelist-enabled": True,
        "rpc-password": s,
        "rpc-port": 9091,
        "rpc-url": "/transmission/",
        "rpc-username": c.user,
        "rpc-whitelist": "127.0.0.1,192.168.*.*",
        "rpc-whitelist-enabled": False,
        "speed-limit-up": 500,
        "speed-limit-up-enabled": True,
        "umask": 2,
        "watch-dir": "/data/watch",
        "watch-dir-enabled": True,
    }
    return Out(
        pick(
            rng,
            "transmission/settings.json",
            "docker/transmission/config/settings.json",
            f"homelab/{c.slug}/transmission-daemon/settings.json",
        ),
        json.dumps(doc, indent=4) + "\n",
        s,
    )


@fmt(F, "nextcloud_config_php_dbpassword")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        <?php
        $CONFIG = array (
          'htaccess.RewriteBase' => '/',
          'memcache.local' => '\\\\OC\\\\Memcache\\\\APCu',
          'apps_paths' =>
          array (
            0 =>
            array (
              'path' => '/var/www/html/apps',
              'url' => '/apps',
              'writable' => false,
            ),
          ),
          'instanceid' => 'oc<<iid>>',
          'trusted_domains' =>
          array (
            0 => 'cloud.<<d>>',
          ),
          'datadirectory' => '/var/www/html/data',
          'dbtype' => 'pgsql',
          'version' => '28.0.4.1',
          'overwrite.cli.url' => 'https://cloud.<<d>>',
          'dbname' => 'nextcloud',
          'dbhost' => '<<dbh>>',
          'dbport' => '',
          'dbtableprefix' => 'oc_',
          'dbuser' => 'oc_<<u>>',
          'dbpassword' => '<<s>>',
          'installed' => true,
          'maintenance' => false,
          'default_phone_region' => 'DE',
        );
        """,
        iid=an(rng, 10, LOWNUM),
        d=c.domain,
        dbh=pick(rng, "db", "postgres:5432", c.host("db")),
        u=c.user,
        s=s,
    )
    return Out(
        pick(
            rng,
            "nextcloud/config/config.php",
            "config/config.php",
            f"backup/{c.slug}-cloud/config.php",
        ),
        text,
        s,
    )


@fmt(F, "node_red_settings_js_credential_secret")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, 20, 36, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        /**
         * Node-RED settings for the <<org>> automation box.
         */
        module.exports = {
            flowFile: 'flows.json',
            flowFilePretty: true,

            // encrypts flows_cred.json
            credentialSecret: "<<s>>",

            uiPort: process.env.PORT || 1880,
            diagnostics: { enabled: true, ui: true },
            runtimeState: { enabled: false, ui: false },
            logging: {
                console: { level: "info", metrics: false, audit: false }
            },
            exportGlobalContextKeys: false,
            externalModules: {},
            editorTheme: {
                palette: {},
                projects: { enabled: false, workflow: { mode: "manual" } },
                codeEditor: { lib: "monaco", options: {} }
            },
            functionExternalModules: true,
            functionTimeout: 0,
            functionGlobalContext: {},
            debugMaxLength: 1000,
            mqttReconnectTime: 15000,
            serialReconnectTime: 15000,
        }
        """,
        org=c.org,
        s=s,
    )
    return Out(
        pick(
            rng, "node-red/settings.js", ".node-red/settings.js", f"homeauto/{c.slug}/settings.js"
        ),
        text,
        s,
    )


@fmt(F, "mosquitto_bridge_conf_remote_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym=SYM_W)
    text = fill(
        """
        # Bridge the house broker to the cloud broker.
        connection <<slug>>-cloud
        address mqtt.<<d>>:8883
        bridge_protocol_version mqttv311
        bridge_cafile /etc/ssl/certs/ca-certificates.crt
        remote_clientid <<slug>>-gw-0<<n>>
        remote_username gw0<<n>>
        remote_password <<s>>
        cleansession false
        notifications true
        try_private true
        start_type automatic
        topic sensors/# out 1 "" home/<<slug>>/
        topic cmd/# in 1 "" home/<<slug>>/
        """,
        slug=c.slug,
        d=c.domain,
        n=rng.randint(1, 9),
        s=s,
    )
    return Out(
        pick(
            rng,
            "mosquitto/conf.d/bridge.conf",
            "etc/mosquitto/conf.d/cloud-bridge.conf",
            f"iot/{c.slug}/bridge.conf",
        ),
        text,
        s,
    )


@fmt(F, "micropython_boot_py_wlan_connect_positional")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, 12, 24, sym="-_.+@%^*=,:~!")
    ssid = pick(rng, f"{c.word}-IoT", f"{c.word}_Lab", "greenhouse-2g", f"{c.slug}-sensors")
    text = fill(
        """
        # boot.py -- run on boot-up
        import time

        import network
        import webrepl

        wlan = network.WLAN(network.STA_IF)
        wlan.active(True)
        if not wlan.isconnected():
            print("connecting to network...")
            wlan.connect("<<ssid>>", "<<s>>")
            for _ in range(40):
                if wlan.isconnected():
                    break
                time.sleep_ms(250)
        print("network config:", wlan.ifconfig())
        webrepl.start()
        """,
        ssid=ssid,
        s=s,
    )
    return Out(
        pick(rng, "boot.py", f"firmware/{c.slug}-node/boot.py", "esp32/greenhouse/boot.py"), text, s
    )


@fmt(F, "tasmota_console_backlog_mqtt_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*")
    dev = pick(rng, "kitchen_plug", "garage_relay", "office_lamp", "dryer_monitor")
    text = fill(
        """
        Paste into the Tasmota console after flashing (<<dev>>):

        Backlog DeviceName <<dev>>; FriendlyName1 <<dev>>; Timezone 99; SetOption19 0
        Backlog MqttHost <<ip>>; MqttPort 1883; MqttUser tasmota_<<dev>>; MqttPassword <<s>>; Topic <<dev>>; FullTopic %prefix%/%topic%/
        Backlog PowerRetain 1; TelePeriod 60; SetOption53 1
        Restart 1
        """,
        dev=dev,
        ip=c.ip(),
        s=s,
    )
    return Out(
        pick(
            rng,
            f"tasmota/{dev}.txt",
            f"homeauto/{c.slug}/tasmota-{dev}.txt",
            f"docs/devices/{dev}-setup.txt",
        ),
        text,
        s,
    )


@fmt(F, "vaultwarden_config_json_admin_token")
def _(rng):
    c = Ctx(rng)
    s = b64(rng, 48)
    doc = {
        "domain": f"https://vault.{c.domain}",
        "sends_allowed": True,
        "disable_icon_download": False,
        "signups_allowed": False,
        "signups_verify": True,
        "invitations_allowed": True,
        "admin_token": s,
        "password_iterations": 600000,
        "show_password_hint": False,
        "smtp_host": f"smtp.{c.domain}",
        "smtp_security": "starttls",
        "smtp_port": 587,
        "smtp_from": f"vault@{c.domain}",
        "smtp_from_name": f"{c.word} Vault",
        "smtp_timeout": 15,
    }
    return Out(
        pick(
            rng,
            "vw-data/config.json",
            "vaultwarden/data/config.json",
            f"backup/{c.slug}/vaultwarden-config.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        s,
    )


# ---------------------------------------------------------- geo_weather_market_apis
F = "geo_weather_market_apis"


@fmt(F, "openweathermap_requests_params_appid")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        import requests

        SITES = {
            "depot-north": (<<lat>>, <<lon>>),
            "depot-south": (<<lat2>>, <<lon2>>),
        }


        def current(site: str) -> dict:
            lat, lon = SITES[site]
            r = requests.get(
                "https://api.openweathermap.org/data/2.5/weather",
                params={"lat": lat, "lon": lon, "appid": "<<s>>", "units": "metric"},
                timeout=10,
            )
            r.raise_for_status()
            return r.json()
        """,
        lat=round(rng.uniform(35, 60), 4),
        lon=round(rng.uniform(-10, 30), 4),
        lat2=round(rng.uniform(35, 60), 4),
        lon2=round(rng.uniform(-10, 30), 4),
        s=s,
    )
    return Out(
        pick(rng, "weather/owm.py", f"{c.slug}_fleet/weather.py", "jobs/fetch_weather.py"), text, s
    )


@fmt(F, "tomorrow_io_go_url_const_apikey")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        package forecast

        import (
        	"encoding/json"
        	"fmt"
        	"net/http"
        	"time"
        )

        const forecastURL = "https://api.tomorrow.io/v4/weather/forecast?location=%.4f,%.4f&timesteps=1h&apikey=<<s>>"

        var client = &http.Client{Timeout: 8 * time.Second}

        func Hourly(lat, lon float64) (*Response, error) {
        	resp, err := client.Get(fmt.Sprintf(forecastURL, lat, lon))
        	if err != nil {
        		return nil, err
        	}
        	defer resp.Body.Close()
        	var out Response
        	return &out, json.NewDecoder(resp.Body).Decode(&out)
        }
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "internal/forecast/tomorrow.go",
            f"pkg/{c.slug}/weather/client.go",
            "forecast/hourly.go",
        ),
        text,
        s,
    )


@fmt(F, "weatherapi_retrofit_get_annotation_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 31)
    text = fill(
        """
        package com.<<slug>>.outdoor.data

        import retrofit2.http.GET
        import retrofit2.http.Query

        interface WeatherService {
            @GET("v1/forecast.json?key=<<s>>&aqi=no&alerts=yes")
            suspend fun forecast(
                @Query("q") location: String,
                @Query("days") days: Int = 3,
            ): ForecastResponse
        }
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng,
            f"app/src/main/java/com/{c.slug}/outdoor/data/WeatherService.kt",
            "data/src/main/kotlin/WeatherService.kt",
            "app/src/main/kotlin/net/WeatherService.kt",
        ),
        text,
        s,
    )


@fmt(F, "opencage_r_httr_query_list_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        library(httr)
        library(dplyr)

        geocode_one <- function(addr) {
          res <- GET("https://api.opencagedata.com/geocode/v1/json",
                     query = list(q = addr, key = "<<s>>", no_annotations = 1, limit = 1))
          stop_for_status(res)
          g <- content(res)$results[[1]]$geometry
          tibble(address = addr, lat = g$lat, lng = g$lng)
        }

        clinics <- read.csv("data/<<slug>>_clinics.csv")
        coords <- bind_rows(lapply(clinics$address, geocode_one))
        write.csv(coords, "data/clinic_coords.csv", row.names = FALSE)
        """,
        s=s,
        slug=c.slug,
    )
    return Out(
        pick(rng, "R/geocode.R", "analysis/01_geocode.R", f"{c.slug}-maps/geocode_clinics.R"),
        text,
        s,
    )


@fmt(F, "alphavantage_r_av_api_key_positional")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 16, UPNUM)
    text = fill(
        """
        library(alphavantager)
        library(tidyverse)

        av_api_key("<<s>>")

        tickers <- c("MSFT", "NVDA", "ASML", "SAP")
        prices <- map_dfr(tickers, ~ av_get(symbol = .x, av_fun = "TIME_SERIES_DAILY_ADJUSTED",
                                            outputsize = "full") %>% mutate(symbol = .x))
        saveRDS(prices, "cache/prices_<<y>>.rds")
        """,
        s=s,
        y=c.year,
    )
    return Out(
        pick(rng, "scripts/pull_prices.R", "R/prices.R", f"{c.slug}-quant/load_prices.R"), text, s
    )


@fmt(F, "fred_fredapi_constructor_api_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        from fredapi import Fred
        import pandas as pd

        fred = Fred(api_key="<<s>>")

        SERIES = ["CPIAUCSL", "UNRATE", "FEDFUNDS", "GS10"]


        def macro_panel(start: str = "2010-01-01") -> pd.DataFrame:
            return pd.DataFrame({s: fred.get_series(s, observation_start=start) for s in SERIES})
        """,
        s=s,
    )
    return Out(
        pick(
            rng, "research/macro.py", f"{c.slug}_models/data/fred.py", "notebooks/lib/fred_panel.py"
        ),
        text,
        s,
    )


@fmt(F, "coingecko_pro_powershell_header_hashtable")
def _(rng):
    c = Ctx(rng)
    s = "CG-" + an(rng, 25)
    text = fill(
        """
        # Nightly treasury snapshot
        $headers = @{
            'accept'           = 'application/json'
            'x-cg-pro-api-key' = '<<s>>'
        }
        $ids = 'bitcoin,ethereum,usd-coin'
        $uri = "https://pro-api.coingecko.com/api/v3/simple/price?ids=$ids&vs_currencies=eur,usd"
        $prices = Invoke-RestMethod -Uri $uri -Headers $headers -Method Get
        $prices | ConvertTo-Json | Out-File -FilePath "\\\\<<host>>\\finance\\crypto\\$(Get-Date -Format yyyy-MM-dd).json"
        """,
        s=s,
        host=pick(rng, "fs01", "nas02", c.slug + "-files"),
    )
    return Out(
        pick(
            rng,
            "scripts/Get-CryptoPrices.ps1",
            "finance/treasury_snapshot.ps1",
            f"{c.slug}/ops/crypto-prices.ps1",
        ),
        text,
        s,
    )


@fmt(F, "coinmarketcap_axios_header_uuid")
def _(rng):
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        const axios = require('axios');

        const cmc = axios.create({
          baseURL: 'https://pro-api.coinmarketcap.com',
          headers: { 'X-CMC_PRO_API_KEY': '<<s>>', Accept: 'application/json' },
          timeout: 10000,
        });

        async function topListings(limit = 50) {
          const { data } = await cmc.get('/v1/cryptocurrency/listings/latest', {
            params: { start: 1, limit, convert: 'USD' },
          });
          return data.data.map((c) => ({ symbol: c.symbol, price: c.quote.USD.price }));
        }

        module.exports = { topListings };
        """,
        s=s,
    )
    return Out(
        pick(rng, "src/services/cmc.js", "lib/coinmarketcap.js", f"{c.slug}-ticker/cmc.js"), text, s
    )


@fmt(F, "ipinfo_get_handler_positional_token")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 14)
    text = fill(
        """
        import ipinfo
        from django.utils.deprecation import MiddlewareMixin

        handler = ipinfo.getHandler("<<s>>")


        class GeoMiddleware(MiddlewareMixin):
            def process_request(self, request):
                ip = request.META.get("HTTP_X_FORWARDED_FOR", request.META.get("REMOTE_ADDR"))
                try:
                    request.geo = handler.getDetails(ip.split(",")[0].strip()).all
                except Exception:
                    request.geo = {}
        """,
        s=s,
    )
    return Out(
        pick(rng, f"{c.slug}/middleware/geo.py", "core/middleware.py", "apps/geo/middleware.py"),
        text,
        s,
    )


@fmt(F, "maxmind_geoip_conf_license_key")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 6) + "_" + an(rng, 29) + "_mmk"
    text = fill(
        """
        # GeoIP.conf file for `geoipupdate` program, for versions >= 3.1.1.
        # Used to update GeoIP databases from https://www.maxmind.com.
        # For more information about this config file, visit the docs at
        # https://dev.maxmind.com/geoip/updating-databases.

        # `AccountID` is from your MaxMind account.
        AccountID <<acct>>

        # `LicenseKey` is from your MaxMind account
        LicenseKey <<s>>

        # `EditionIDs` is from your MaxMind account.
        EditionIDs GeoLite2-ASN GeoLite2-City GeoLite2-Country

        DatabaseDirectory /var/lib/GeoIP
        """,
        acct=rng.randint(100000, 1999999),
        s=s,
    )
    return Out(
        pick(rng, "etc/GeoIP.conf", "deploy/geoip/GeoIP.conf", f"infra/{c.slug}/GeoIP.conf"),
        text,
        s,
    )


# ------------------------------------------------------------- security_intel_keys
F = "security_intel_keys"


@fmt(F, "virustotal_vt_client_positional_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 64)
    text = fill(
        """
        \"\"\"Enrich quarantined attachments with VirusTotal verdicts.\"\"\"
        import hashlib
        import pathlib

        import vt

        client = vt.Client("<<s>>")


        def verdict(path: pathlib.Path) -> dict:
            digest = hashlib.sha256(path.read_bytes()).hexdigest()
            obj = client.get_object(f"/files/{digest}")
            return dict(obj.last_analysis_stats)


        if __name__ == "__main__":
            for p in pathlib.Path("/srv/quarantine").glob("*.bin"):
                print(p.name, verdict(p))
            client.close()
        """,
        s=s,
    )
    return Out(
        pick(rng, "soc/enrich_vt.py", f"{c.slug}_soc/vt_lookup.py", "tools/quarantine_scan.py"),
        text,
        s,
    )


@fmt(F, "shodan_cli_init_bootstrap_script")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        #!/usr/bin/env bash
        # Bootstrap the external attack-surface box.
        set -euo pipefail

        apt-get update -qq
        apt-get install -y -qq python3-pip jq nmap
        pip3 install --quiet shodan

        shodan init <<s>>

        mkdir -p /opt/easm/out
        shodan search --fields ip_str,port,org,hostnames "org:\\"<<org>>\\"" > /opt/easm/out/exposed.tsv
        shodan alert create "<<slug>>-perimeter" <<net>>/24
        """,
        s=s,
        org=c.org,
        slug=c.slug,
        net=c.ip().rsplit(".", 1)[0] + ".0",
    )
    return Out(
        pick(
            rng,
            "bootstrap/easm.sh",
            f"infra/{c.slug}-easm/setup.sh",
            "scripts/provision_scanner.sh",
        ),
        text,
        s,
    )


@fmt(F, "censys_cfg_api_secret")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        [DEFAULT]
        api_id = <<id>>
        api_secret = <<s>>
        asm_api_key =
        color = auto
        """,
        id=uid(rng),
        s=s,
    )
    return Out(
        pick(rng, ".config/censys/censys.cfg", f"dotfiles/{c.user}/censys.cfg", "recon/censys.cfg"),
        text,
        s,
        "ini",
    )


@fmt(F, "abuseipdb_powershell_headers_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 80)
    text = fill(
        """
        param([Parameter(Mandatory)][string]$LogPath)

        $ApiHeaders = @{ Key = '<<s>>'; Accept = 'application/json' }

        Get-Content $LogPath | Select-String -Pattern 'Failed password .* from (\\S+)' |
            ForEach-Object { $_.Matches[0].Groups[1].Value } | Sort-Object -Unique |
            ForEach-Object {
                $body = @{ ip = $_; categories = '18,22'; comment = 'SSH brute force (<<org>> honeypot)' }
                Invoke-RestMethod -Method Post -Uri 'https://api.abuseipdb.com/api/v2/report' -Headers $ApiHeaders -Body $body
            }
        """,
        s=s,
        org=c.word,
    )
    return Out(
        pick(
            rng,
            "honeypot/Report-AbuseIPDB.ps1",
            "scripts/report_abuse.ps1",
            f"{c.slug}-sec/abuse-report.ps1",
        ),
        text,
        s,
    )


@fmt(F, "urlscan_go_header_api_key")
def _(rng):
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        package phish

        import (
        	"bytes"
        	"encoding/json"
        	"net/http"
        )

        func Submit(u string) (*http.Response, error) {
        	body, _ := json.Marshal(map[string]string{"url": u, "visibility": "private"})
        	req, err := http.NewRequest(http.MethodPost, "https://urlscan.io/api/v1/scan/", bytes.NewReader(body))
        	if err != nil {
        		return nil, err
        	}
        	req.Header.Set("API-Key", "<<s>>")
        	req.Header.Set("Content-Type", "application/json")
        	return http.DefaultClient.Do(req)
        }
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "internal/phish/urlscan.go",
            f"{c.slug}-mailguard/urlscan.go",
            "pkg/triage/submit.go",
        ),
        text,
        s,
    )


@fmt(F, "misp_pymisp_keys_py")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 40)
    text = fill(
        """
        #!/usr/bin/env python
        # -*- coding: utf-8 -*-

        misp_url = 'https://misp.<<d>>'
        misp_key = '<<s>>'  # The MISP auth key can be found on the MISP web interface under the automation section
        misp_verifycert = True
        misp_client_cert = ''
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "misp/keys.py", "pymisp_scripts/keys.py", f"{c.slug}-cti/keys.py"), text, s
    )


@fmt(F, "crowdstrike_falconpy_client_secret")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 40)
    text = fill(
        """
        from falconpy import Hosts

        falcon = Hosts(client_id="<<cid>>", client_secret="<<s>>", base_url="<<cloud>>")

        stale = falcon.query_devices_by_filter_scroll(filter="last_seen:<='now-30d'", limit=5000)
        ids = stale["body"]["resources"]
        print(f"{len(ids)} hosts not seen for 30 days")
        """,
        cid=hx(rng, 32),
        s=s,
        cloud=pick(rng, "us-1", "us-2", "eu-1"),
    )
    return Out(
        pick(
            rng, "edr/stale_hosts.py", f"{c.slug}_secops/falcon_stale.py", "scripts/cs_hygiene.py"
        ),
        text,
        s,
    )


@fmt(F, "tenable_io_positional_access_secret")
def _(rng):
    c = Ctx(rng)
    ak, s = hx(rng, 64), hx(rng, 64)
    text = fill(
        """
        from tenable.io import TenableIO

        tio = TenableIO('<<ak>>', '<<s>>', vendor='<<org>>', product='vuln-export', build='1.4')

        for vuln in tio.exports.vulns(severity=['critical', 'high'], state=['OPEN', 'REOPENED']):
            print(vuln['asset']['hostname'], vuln['plugin']['id'], vuln['severity'])
        """,
        ak=ak,
        s=s,
        org=c.word,
    )
    return Out(
        pick(rng, "vm/export_vulns.py", f"{c.slug}-vm/tio_export.py", "jobs/tenable_export.py"),
        text,
        s,
    )


@fmt(F, "hibp_csharp_default_request_header")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        using System.Net.Http;
        using System.Net.Http.Json;

        namespace <<W>>.Identity.Breach;

        public sealed class BreachClient
        {
            private readonly HttpClient _http = new() { BaseAddress = new Uri("https://haveibeenpwned.com/api/v3/") };

            public BreachClient()
            {
                _http.DefaultRequestHeaders.Add("hibp-api-key", "<<s>>");
                _http.DefaultRequestHeaders.UserAgent.ParseAdd("<<W>>-breach-monitor/1.0");
            }

            public Task<List<Breach>?> ForAccountAsync(string email) =>
                _http.GetFromJsonAsync<List<Breach>>($"breachedaccount/{Uri.EscapeDataString(email)}?truncateResponse=false");
        }
        """,
        W=c.word,
        s=s,
    )
    return Out(
        pick(
            rng,
            "src/Identity/Breach/BreachClient.cs",
            f"{c.word}.Identity/BreachClient.cs",
            "Services/BreachClient.cs",
        ),
        text,
        s,
    )


@fmt(F, "wazuh_authd_pass_ansible_copy_content")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,~!")
    text = fill(
        """
        ---
        - name: Enroll Wazuh agents
          hosts: linux_servers
          become: true
          tasks:
            - name: Install wazuh-agent
              ansible.builtin.apt:
                name: wazuh-agent
                state: present

            - name: Write enrollment password
              ansible.builtin.copy:
                content: "<<s>>"
                dest: /var/ossec/etc/authd.pass
                owner: root
                group: wazuh
                mode: "0640"

            - name: Point agent at manager
              ansible.builtin.lineinfile:
                path: /var/ossec/etc/ossec.conf
                regexp: '<address>.*</address>'
                line: '      <address>wazuh.<<d>></address>'
              notify: restart wazuh-agent
          handlers:
            - name: restart wazuh-agent
              ansible.builtin.service:
                name: wazuh-agent
                state: restarted
        """,
        s=s,
        d=c.domain,
    )
    return Out(
        pick(
            rng,
            "playbooks/wazuh-agent.yml",
            "roles/siem/playbook.yml",
            f"ansible/{c.slug}/wazuh.yml",
        ),
        text,
        s,
    )


# -------------------------------------------------------------- identity_zero_trust
F = "identity_zero_trust"


@fmt(F, "duo_authproxy_cfg_ldap_server_skey")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 40)
    text = fill(
        """
        [main]
        debug=false
        log_max_files=10
        http_proxy_host=proxy.<<d>>
        http_proxy_port=3128

        [duo_only_client]

        [ldap_server_auto]
        ikey=DI<<ikey>>
        skey=<<s>>
        api_host=api-<<h>>.duosecurity.com
        client=duo_only_client
        failmode=safe
        port=636
        ssl_port=636
        ssl_key_path=/opt/duoauthproxy/conf/<<slug>>.key
        ssl_cert_path=/opt/duoauthproxy/conf/<<slug>>.crt
        exempt_primary_bind=false
        """,
        d=c.domain,
        ikey=an(rng, 18, UPNUM),
        s=s,
        h=hx(rng, 8),
        slug=c.slug,
    )
    return Out(
        pick(
            rng,
            "duoauthproxy/conf/authproxy.cfg",
            "conf/authproxy.cfg",
            f"infra/{c.slug}-mfa/authproxy.cfg",
        ),
        text,
        s,
        "ini",
    )


@fmt(F, "jumpcloud_connect_jconline_api_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 40)
    text = fill(
        """
        #Requires -Modules JumpCloud
        Connect-JCOnline -JumpCloudApiKey '<<s>>' -force

        $leavers = Import-Csv -Path '\\\\hr01\\exports\\leavers.csv'
        foreach ($l in $leavers) {
            Set-JCUser -Username $l.username -suspended $true | Out-Null
            Write-Output "suspended $($l.username)"
        }
        """,
        s=s,
    )
    return Out(
        pick(
            rng, "it/Suspend-Leavers.ps1", f"{c.slug}-it/offboarding.ps1", "scripts/jc_offboard.ps1"
        ),
        text,
        s,
    )


@fmt(F, "onelogin_sdk_positional_client_secret")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 64)
    text = fill(
        """
        from onelogin.api.client import OneLoginClient

        client = OneLoginClient("<<cid>>", "<<s>>", "<<reg>>")


        def disable_stale(days: int = 90) -> list[int]:
            stale = [u.id for u in client.get_users({"last_login": f"<{days}d"})]
            for uid in stale:
                client.set_state_to_user(uid, 3)
            return stale
        """,
        cid=hx(rng, 64),
        s=s,
        reg=pick(rng, "us", "eu"),
    )
    return Out(
        pick(
            rng,
            "iam/onelogin_cleanup.py",
            f"{c.slug}_iam/stale_users.py",
            "jobs/disable_stale_users.py",
        ),
        text,
        s,
    )


@fmt(F, "fusionauth_kickstart_json_api_key_variable")
def _(rng):
    c = Ctx(rng)
    s = b64(rng, 48, url=True, pad=False)
    doc = {
        "variables": {
            "apiKey": s,
            "adminEmail": f"admin@{c.domain}",
            "defaultTenantId": uid(rng),
        },
        "apiKeys": [{"key": "#{apiKey}", "description": "Kickstart key"}],
        "requests": [
            {
                "method": "POST",
                "url": "/api/user/registration",
                "body": {
                    "user": {"email": "#{adminEmail}", "password": "#{ENV.ADMIN_PW}"},
                    "registration": {
                        "applicationId": "#{FUSIONAUTH_APPLICATION_ID}",
                        "roles": ["admin"],
                    },
                },
            },
            {
                "method": "PATCH",
                "url": "/api/tenant/#{defaultTenantId}",
                "body": {"tenant": {"issuer": f"auth.{c.domain}"}},
            },
        ],
    }
    return Out(
        pick(
            rng,
            "kickstart/kickstart.json",
            "docker/fusionauth/kickstart/kickstart.json",
            f"{c.slug}-auth/kickstart.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        s,
    )


@fmt(F, "zitadel_pat_curl_bearer")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 72, ALNUM + "-_")
    text = fill(
        """
        #!/bin/sh
        # list machine users in the ops org
        curl -sS -X POST "https://auth.<<d>>/management/v1/users/_search" \\
          -H "Authorization: Bearer <<s>>" \\
          -H "x-zitadel-orgid: <<org>>" \\
          -H "Content-Type: application/json" \\
          --data '{"queries":[{"typeQuery":{"type":"TYPE_MACHINE"}}]}' | jq '.result[].userName'
        """,
        d=c.domain,
        s=s,
        org=rng.randint(10**17, 10**18),
    )
    return Out(
        pick(
            rng,
            "scripts/list-machine-users.sh",
            f"{c.slug}-iam/zitadel_users.sh",
            "ops/zitadel/list.sh",
        ),
        text,
        s,
    )


@fmt(F, "authentik_terraform_provider_token")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 60)
    text = fill(
        """
        terraform {
          required_providers {
            authentik = {
              source  = "goauthentik/authentik"
              version = "2024.4.0"
            }
          }
        }

        provider "authentik" {
          url   = "https://sso.<<d>>"
          token = "<<s>>"
        }

        resource "authentik_provider_oauth2" "grafana" {
          name               = "grafana"
          client_id          = "grafana"
          authorization_flow = data.authentik_flow.default-authorization-flow.id
          redirect_uris      = ["https://grafana.<<d>>/login/generic_oauth"]
        }
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng, "terraform/authentik/main.tf", "sso/providers.tf", f"infra/{c.slug}/authentik.tf"
        ),
        text,
        s,
    )


@fmt(F, "teleport_yaml_static_join_token")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        version: v3
        teleport:
          nodename: <<node>>
          data_dir: /var/lib/teleport
          log:
            output: stderr
            severity: INFO
        auth_service:
          enabled: "yes"
          listen_addr: 0.0.0.0:3025
          cluster_name: <<d>>
          proxy_listener_mode: multiplex
          tokens:
            - "node,app:<<s>>"
        ssh_service:
          enabled: "yes"
        proxy_service:
          enabled: "yes"
          web_listen_addr: 0.0.0.0:443
          public_addr: tele.<<d>>:443
          acme:
            enabled: "yes"
            email: <<mail>>
        """,
        node=c.host("tele"),
        d=c.domain,
        s=s,
        mail=c.email,
    )
    return Out(
        pick(rng, "etc/teleport.yaml", "teleport/teleport.yaml", f"infra/{c.slug}/teleport.yaml"),
        text,
        s,
    )


@fmt(F, "netbird_up_setup_key_flag")
def _(rng):
    c = Ctx(rng)
    s = uid(rng, upper=True)
    text = fill(
        """
        #!/usr/bin/env bash
        # Join a fresh VM to the NetBird mesh.
        set -e
        curl -fsSL https://pkgs.netbird.io/install.sh | sh
        netbird up \\
          --management-url https://netbird.<<d>>:33073 \\
          --setup-key <<s>> \\
          --hostname "$(hostname -s)"
        netbird status
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "bootstrap/netbird-join.sh",
            f"images/{c.slug}-base/join-mesh.sh",
            "scripts/vpn_enroll.sh",
        ),
        text,
        s,
    )


@fmt(F, "boundary_worker_hcl_activation_token")
def _(rng):
    c = Ctx(rng)
    s = "neslat_" + an(rng, 150)
    text = fill(
        """
        disable_mlock = true

        hcp_boundary_cluster_id = "<<cid>>"

        listener "tcp" {
          address = "0.0.0.0:9202"
          purpose = "proxy"
        }

        worker {
          public_addr = "<<pub>>"
          auth_storage_path = "/var/lib/boundary/worker"
          controller_generated_activation_token = "<<s>>"
          tags {
            type = ["<<slug>>", "datacenter"]
          }
        }
        """,
        cid=uid(rng),
        pub=c.host("bdy"),
        s=s,
        slug=c.slug,
    )
    return Out(
        pick(
            rng,
            "etc/boundary.d/worker.hcl",
            f"infra/{c.slug}/boundary-worker.hcl",
            "boundary/worker.hcl",
        ),
        text,
        s,
    )


@fmt(F, "zerotier_central_terraform_token")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        provider "zerotier" {
          zerotier_central_token = "<<s>>"
        }

        resource "zerotier_network" "lab" {
          name        = "<<slug>>-lab"
          description = "Lab overlay"
          assignment_pool {
            start = "10.147.17.1"
            end   = "10.147.17.254"
          }
          route {
            target = "10.147.17.0/24"
          }
          enable_broadcast = true
          private          = true
        }
        """,
        s=s,
        slug=c.slug,
    )
    return Out(
        pick(rng, "zerotier/main.tf", f"network/{c.slug}-overlay.tf", "terraform/zt/network.tf"),
        text,
        s,
    )


@fmt(F, "guacamole_user_mapping_xml_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        <user-mapping>
            <!-- Per-user authentication and config information -->
            <authorize username="<<u>>" password="<<s>>">
                <connection name="jump (ssh)">
                    <protocol>ssh</protocol>
                    <param name="hostname"><<h1>></param>
                    <param name="port">22</param>
                    <param name="username"><<u>></param>
                    <param name="private-key-path">/etc/guacamole/keys/jump</param>
                </connection>
                <connection name="build (rdp)">
                    <protocol>rdp</protocol>
                    <param name="hostname"><<h2>></param>
                    <param name="port">3389</param>
                    <param name="ignore-cert">true</param>
                </connection>
            </authorize>
        </user-mapping>
        """,
        u=c.user,
        s=s,
        h1=c.host("jump"),
        h2=c.host("build"),
    )
    return Out(
        pick(
            rng,
            "etc/guacamole/user-mapping.xml",
            "guacamole/user-mapping.xml",
            f"remote/{c.slug}/user-mapping.xml",
        ),
        text,
        s,
    )


# -------------------------------------------------------- legacy_enterprise_sources
F = "legacy_enterprise_sources"


@fmt(F, "cobol_working_storage_value_ftp_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, 12, 20, sym="-_.+@%*")
    prog = pick(rng, "FTPXFER", "GLEXPORT", "PAYSEND", "ARDAILY")
    host = "ftp." + c.domain
    text = fill(
        """
               IDENTIFICATION DIVISION.
               PROGRAM-ID. <<prog>>.
              * NIGHTLY TRANSFER OF GL EXTRACT TO THE BANK
               ENVIRONMENT DIVISION.
               DATA DIVISION.
               WORKING-STORAGE SECTION.
               01  WS-FTP-PARMS.
                   05  WS-FTP-HOST       PIC X(40) VALUE '<<host>>'.
                   05  WS-FTP-USER       PIC X(20) VALUE '<<u>>'.
                   05  WS-FTP-PASSWORD   PIC X(24) VALUE '<<s>>'.
                   05  WS-FTP-DIR        PIC X(30) VALUE '/INBOUND/GL'.
               01  WS-RC                 PIC S9(4) COMP VALUE ZERO.
               PROCEDURE DIVISION.
               0000-MAIN.
                   CALL 'FTPAPI' USING WS-FTP-PARMS WS-RC
                   IF WS-RC NOT = ZERO
                      DISPLAY '<<prog>> FTP FAILED RC=' WS-RC
                   END-IF
                   GOBACK.
        """,
        prog=prog,
        host=host,
        u=c.user.upper()[:8],
        s=s,
    )
    text = "".join(
        "      " + ln if ln.strip() else ln for ln in text.splitlines(True)
    )  # fixed format: col 7/8
    return Out(
        pick(
            rng, f"cobol/src/{prog}.cbl", f"mainframe/{c.slug}/{prog}.cob", f"src/batch/{prog}.CBL"
        ),
        text,
        s,
    )


@fmt(F, "fortran_parameter_cds_api_key")
def _(rng):
    c = Ctx(rng)
    s = f"{rng.randint(10000, 399999)}:{uid(rng)}"
    text = fill(
        """
        module cds_config
          implicit none
          private
          ! Copernicus Climate Data Store credentials used by fetch_era5
          character(len=*), parameter, public :: cds_url = "https://cds.climate.copernicus.eu/api/v2"
          character(len=*), parameter, public :: cds_key = "<<s>>"
          integer, parameter, public :: max_retries = 5
        end module cds_config
        """,
        s=s,
    )
    return Out(
        pick(
            rng, "src/cds_config.f90", f"{c.slug}-climate/src/config.f90", "model/io/cds_config.F90"
        ),
        text,
        s,
    )


@fmt(F, "abap_set_header_field_deepl_auth_key")
def _(rng):
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        METHOD translate.
          DATA lo_client TYPE REF TO if_http_client.

          cl_http_client=>create_by_url(
            EXPORTING url    = 'https://api.deepl.com/v2/translate'
            IMPORTING client = lo_client ).

          lo_client->request->set_method( if_http_request=>co_request_method_post ).
          lo_client->request->set_header_field( name  = 'Authorization'
                                                value = 'DeepL-Auth-Key <<s>>' ).
          lo_client->request->set_form_field( name = 'text'        value = iv_text ).
          lo_client->request->set_form_field( name = 'target_lang' value = iv_lang ).

          lo_client->send( ).
          lo_client->receive( ).
          rv_json = lo_client->response->get_cdata( ).
          lo_client->close( ).
        ENDMETHOD.
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "src/zcl_deepl_translator.clas.abap",
            f"abap/{c.slug}/zcl_mm_translate.clas.abap",
            "src/zcl_text_translation.clas.abap",
        ),
        text,
        s,
    )


@fmt(F, "ada_package_spec_constant_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        package Telemetry.Config is

           DB_Host     : constant String := "<<h>>";
           DB_Port     : constant := 5432;
           DB_Name     : constant String := "telemetry";
           DB_User     : constant String := "telemetry_rw";
           DB_Password : constant String := "<<s>>";

           Poll_Interval : constant Duration := 2.5;

        end Telemetry.Config;
        """,
        h=c.host("db"),
        s=s,
    )
    return Out(
        pick(
            rng,
            "src/telemetry-config.ads",
            f"{c.slug}_ground/src/telemetry-config.ads",
            "ada/telemetry-config.ads",
        ),
        text,
        s,
    )


@fmt(F, "free_pascal_const_smtp_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        unit MailSettings;

        {$mode objfpc}{$H+}

        interface

        const
          SMTP_HOST = 'smtp.<<d>>';
          SMTP_PORT = '587';
          SMTP_USER = 'reports@<<d>>';
          SMTP_PASS = '<<s>>';
          MAIL_FROM = 'Reports <reports@<<d>>>';

        implementation

        end.
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "src/mailsettings.pas",
            f"{c.slug}Reports/mailsettings.pas",
            "units/MailSettings.pas",
        ),
        text,
        s,
    )


@fmt(F, "plsql_package_constant_bearer_token")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 48)
    text = fill(
        """
        CREATE OR REPLACE PACKAGE BODY shipment_sync AS

          c_base_url CONSTANT VARCHAR2(200) := 'https://api.<<d>>/v2/shipments';
          c_token    CONSTANT VARCHAR2(64)  := '<<s>>';

          PROCEDURE push(p_id IN NUMBER) IS
            l_req  UTL_HTTP.req;
            l_resp UTL_HTTP.resp;
            l_body CLOB;
          BEGIN
            SELECT JSON_OBJECT(*) INTO l_body FROM shipments WHERE id = p_id;
            l_req := UTL_HTTP.begin_request(c_base_url, 'POST', 'HTTP/1.1');
            UTL_HTTP.set_header(l_req, 'Authorization', 'Bearer ' || c_token);
            UTL_HTTP.set_header(l_req, 'Content-Type', 'application/json');
            UTL_HTTP.set_header(l_req, 'Content-Length', DBMS_LOB.getlength(l_body));
            UTL_HTTP.write_text(l_req, l_body);
            l_resp := UTL_HTTP.get_response(l_req);
            UTL_HTTP.end_response(l_resp);
          END push;

        END shipment_sync;
        /
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "db/packages/shipment_sync.pkb",
            f"oracle/{c.slug}/shipment_sync.pkb",
            "plsql/shipment_sync_body.sql",
        ),
        text,
        s,
    )


@fmt(F, "coldfusion_cfhttpparam_smarty_auth_token")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 20)
    text = fill(
        """
        <cffunction name="verifyAddress" access="public" returntype="struct">
            <cfargument name="street" type="string" required="true">
            <cfargument name="zip" type="string" required="true">
            <cfhttp url="https://us-street.api.smarty.com/street-address" method="get" result="res" timeout="10">
                <cfhttpparam type="url" name="auth-id" value="<<aid>>">
                <cfhttpparam type="url" name="auth-token" value="<<s>>">
                <cfhttpparam type="url" name="street" value="#arguments.street#">
                <cfhttpparam type="url" name="zipcode" value="#arguments.zip#">
            </cfhttp>
            <cfreturn deserializeJSON(res.fileContent)[1]>
        </cffunction>
        """,
        aid=uid(rng),
        s=s,
    )
    return Out(
        pick(
            rng,
            "components/AddressService.cfc",
            f"{c.slug}/cfc/Address.cfc",
            "model/AddressVerifier.cfc",
        ),
        text,
        s,
    )


@fmt(F, "classic_asp_cdo_configuration_sendpassword")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        <%
        Const cdoSchema = "http://schemas.microsoft.com/cdo/configuration/"
        Set objMsg = Server.CreateObject("CDO.Message")
        Set objConf = Server.CreateObject("CDO.Configuration")
        With objConf.Fields
            .Item(cdoSchema & "sendusing") = 2
            .Item(cdoSchema & "smtpserver") = "smtp.<<d>>"
            .Item(cdoSchema & "smtpserverport") = 587
            .Item(cdoSchema & "smtpusessl") = True
            .Item(cdoSchema & "smtpauthenticate") = 1
            .Item(cdoSchema & "sendusername") = "webforms@<<d>>"
            .Item(cdoSchema & "sendpassword") = "<<s>>"
            .Update
        End With
        Set objMsg.Configuration = objConf
        objMsg.From = "webforms@<<d>>"
        objMsg.To = "sales@<<d>>"
        objMsg.Subject = "Contact form: " & Request.Form("name")
        objMsg.TextBody = Request.Form("message")
        objMsg.Send
        %>
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "contact/send.asp", "inc/mailer.asp", f"{c.slug}web/forms/sendmail.asp"), text, s
    )


@fmt(F, "jcl_ftp_step_input_dd_credentials")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, 12, 16, sym="-_.@%")
    job = pick(rng, "GLXFER", "PAYFTP", "ARSEND")
    text = fill(
        """
        //<<job>>01 JOB (ACCT),'NIGHTLY FTP',CLASS=A,MSGCLASS=X,NOTIFY=&SYSUID
        //*
        //* PUSH THE DAILY EXTRACT TO THE CLEARING PARTNER
        //*
        //FTPSTEP  EXEC PGM=FTP,PARM='sftp.<<d>> (EXIT'
        //SYSPRINT DD SYSOUT=*
        //OUTPUT   DD SYSOUT=*
        //INPUT    DD *
        <<u>>
        <<s>>
        cd /inbound/<<slug>>
        binary
        put 'PROD.<<job>>.EXTRACT' extract_daily.dat
        quit
        /*
        """,
        job=job,
        d=c.domain,
        u=c.user,
        s=s,
        slug=c.slug,
    )
    return Out(
        pick(rng, f"jcl/{job}.jcl", f"mainframe/{c.slug}/JCL/{job}01.jcl", f"PROD.JCLLIB/{job}"),
        text,
        s,
    )


@fmt(F, "sas_libname_odbc_password_option")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        /* monthly claims extract */
        options compress=yes;

        libname dw odbc dsn="DW_PROD" user="svc_sas" password="<<s>>" schema=claims;

        proc sql;
          create table work.claims_m as
          select member_id, claim_dt, paid_amt
          from dw.fact_claims
          where claim_dt between "01<<mon>><<y>>"d and intnx('month', "01<<mon>><<y>>"d, 0, 'e');
        quit;

        proc export data=work.claims_m outfile="/sasdata/exports/claims_<<y>>_<<m>>.csv" dbms=csv replace;
        run;
        """,
        s=s,
        mon=pick(rng, "JAN", "APR", "JUL", "OCT"),
        y=c.year,
        m=f"{c.month:02d}",
    )
    return Out(
        pick(
            rng,
            "sas/monthly_claims.sas",
            f"{c.slug}_actuarial/extract.sas",
            "programs/claims_extract.sas",
        ),
        text,
        s,
    )


# ----------------------------------------------------------- niche_language_clients
F = "niche_language_clients"


@fmt(F, "rust_reqwest_basic_auth_lob_live_key")
def _(rng):
    c = Ctx(rng)
    s = "live_" + hx(rng, 32)
    text = fill(
        """
        use reqwest::Client;
        use serde_json::json;

        pub async fn send_postcard(client: &Client, to: &Address, front_html: &str) -> reqwest::Result<String> {
            let resp = client
                .post("https://api.lob.com/v1/postcards")
                .basic_auth("<<s>>", None::<&str>)
                .json(&json!({
                    "description": "<<org>> welcome card",
                    "to": to,
                    "from": "adr_<<adr>>",
                    "front": front_html,
                    "back": "tmpl_<<tmpl>>",
                }))
                .send()
                .await?
                .error_for_status()?;
            resp.text().await
        }
        """,
        s=s,
        org=c.word,
        adr=hx(rng, 16),
        tmpl=hx(rng, 15),
    )
    return Out(
        pick(
            rng, "src/mail/postcards.rs", f"crates/{c.slug}-print/src/lob.rs", "src/lob_client.rs"
        ),
        text,
        s,
    )


@fmt(F, "cpp_libcurl_curlopt_userpwd")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,~!")
    u = pick(rng, "uploader", "firmware-ci", c.user)
    text = fill(
        """
        #include <curl/curl.h>
        #include <cstdio>
        #include <string>

        bool upload_firmware(const std::string& path, const std::string& version) {
            CURL* curl = curl_easy_init();
            if (!curl) return false;
            FILE* fd = std::fopen(path.c_str(), "rb");
            std::string url = "https://artifacts.<<d>>/firmware/" + version + "/image.bin";
            curl_easy_setopt(curl, CURLOPT_URL, url.c_str());
            curl_easy_setopt(curl, CURLOPT_UPLOAD, 1L);
            curl_easy_setopt(curl, CURLOPT_READDATA, fd);
            curl_easy_setopt(curl, CURLOPT_HTTPAUTH, CURLAUTH_BASIC);
            curl_easy_setopt(curl, CURLOPT_USERPWD, "<<u>>:<<s>>");
            CURLcode rc = curl_easy_perform(curl);
            curl_easy_cleanup(curl);
            std::fclose(fd);
            return rc == CURLE_OK;
        }
        """,
        d=c.domain,
        u=u,
        s=s,
    )
    return Out(
        pick(
            rng, "tools/uploader/upload.cpp", f"{c.slug}-fw/src/ota_upload.cpp", "src/net/upload.cc"
        ),
        text,
        s,
    )


@fmt(F, "go_resty_set_auth_token_productboard_jwt")
def _(rng):
    c = Ctx(rng)
    s = jwt(
        rng,
        {
            "iss": "productboard",
            "sub": str(rng.randint(100000, 999999)),
            "jti": uid(rng),
            "space_id": str(rng.randint(10000, 99999)),
            "role": "admin",
        },
        sig_bytes=32,
    )
    text = fill(
        """
        package roadmap

        import "github.com/go-resty/resty/v2"

        var pb = resty.New().
        	SetBaseURL("https://api.productboard.com").
        	SetHeader("X-Version", "1").
        	SetAuthToken("<<s>>")

        func Features() (*FeatureList, error) {
        	var out FeatureList
        	_, err := pb.R().SetResult(&out).Get("/features")
        	return &out, err
        }
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "internal/roadmap/productboard.go",
            f"{c.slug}-pm/pb/client.go",
            "roadmap/client.go",
        ),
        text,
        s,
    )


@fmt(F, "swift_alamofire_http_headers_bearer")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 22) + "tt-" + an(rng, 6, DIGITS) + "-" + an(rng, 20, ALNUM + "-")
    text = fill(
        """
        import Alamofire

        enum StoryblokAPI {
            static let space = "<<space>>"
            static let headers: HTTPHeaders = [
                .authorization(bearerToken: "<<s>>"),
                .accept("application/json"),
            ]

            static func updateStory(_ id: Int, payload: StoryPayload) async throws -> Story {
                try await AF.request("https://mapi.storyblok.com/v1/spaces/\\(space)/stories/\\(id)",
                                     method: .put, parameters: payload, encoder: JSONParameterEncoder.default,
                                     headers: headers)
                    .serializingDecodable(Story.self).value
            }
        }
        """,
        space=rng.randint(100000, 999999),
        s=s,
    )
    return Out(
        pick(
            rng,
            "Sources/CMS/StoryblokAPI.swift",
            f"{c.word}App/Networking/StoryblokAPI.swift",
            "App/CMS/Storyblok.swift",
        ),
        text,
        s,
    )


@fmt(F, "kotlin_okhttp_interceptor_pexels_key")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 56)
    text = fill(
        """
        package com.<<slug>>.wallpapers.net

        import okhttp3.Interceptor
        import okhttp3.OkHttpClient

        object PexelsHttp {
            val client: OkHttpClient = OkHttpClient.Builder()
                .addInterceptor(Interceptor { chain ->
                    chain.proceed(
                        chain.request().newBuilder()
                            .addHeader("Authorization", "<<s>>")
                            .build()
                    )
                })
                .build()
        }
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng,
            f"app/src/main/java/com/{c.slug}/wallpapers/net/PexelsHttp.kt",
            "core/net/PexelsHttp.kt",
            "app/src/main/kotlin/PexelsHttp.kt",
        ),
        text,
        s,
    )


@fmt(F, "scala_sttp_auth_bearer_frameio")
def _(rng):
    c = Ctx(rng)
    s = "fio-u-" + an(rng, 64, ALNUM + "-_")
    text = fill(
        """
        package <<slug>>.review

        import sttp.client3._
        import sttp.client3.circe._

        object FrameIo {
          private val token = "<<s>>"
          private val backend = HttpClientSyncBackend()

          def assets(projectRoot: String): Either[String, String] =
            basicRequest
              .get(uri"https://api.frame.io/v2/assets/$projectRoot/children")
              .auth.bearer(token)
              .send(backend)
              .body
        }
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng,
            "src/main/scala/review/FrameIo.scala",
            f"{c.slug}-post/src/main/scala/FrameIo.scala",
            "modules/review/FrameIo.scala",
        ),
        text,
        s,
    )


@fmt(F, "dart_dio_base_options_newsapi_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        import 'package:dio/dio.dart';

        final newsDio = Dio(
          BaseOptions(
            baseUrl: 'https://newsapi.org/v2/',
            connectTimeout: const Duration(seconds: 8),
            headers: {'X-Api-Key': '<<s>>'},
          ),
        );

        Future<List<Article>> topHeadlines(String country) async {
          final res = await newsDio.get('top-headlines', queryParameters: {'country': country});
          return (res.data['articles'] as List).map((j) => Article.fromJson(j)).toList();
        }
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "lib/data/news_api.dart",
            f"packages/{c.slug}_news/lib/src/client.dart",
            "lib/services/news.dart",
        ),
        text,
        s,
    )


@fmt(F, "gdscript_http_request_headers_array")
def _(rng):
    c = Ctx(rng)
    s = "prod_" + hx(rng, 32)
    text = fill(
        """
        extends Node

        const LL_BASE := "https://api.lootlocker.io/server"
        var _http := HTTPRequest.new()

        func _ready() -> void:
        	add_child(_http)
        	_http.request_completed.connect(_on_session)
        	var headers := PackedStringArray([
        		"Content-Type: application/json",
        		"x-server-key: <<s>>",
        		"LL-Version: 2021-03-01",
        	])
        	var body := JSON.stringify({"game_version": "<<ver>>", "is_development": false})
        	_http.request(LL_BASE + "/session", headers, HTTPClient.METHOD_POST, body)

        func _on_session(_result, code, _headers, body) -> void:
        	if code == 200:
        		var data = JSON.parse_string(body.get_string_from_utf8())
        		Globals.server_token = data["token"]
        """,
        s=s,
        ver=f"{rng.randint(0, 2)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
    )
    return Out(
        pick(
            rng,
            "server/lootlocker_session.gd",
            f"{c.slug}-dedicated/autoload/backend.gd",
            "scripts/server/backend.gd",
        ),
        text,
        s,
    )


@fmt(F, "elisp_gptel_make_kagi_key")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 40, ALNUM + "-_") + "." + an(rng, 22, ALNUM + "-_")
    text = fill(
        """
        ;;; init-llm.el --- LLM clients -*- lexical-binding: t; -*-

        (use-package gptel
          :ensure t
          :bind (("C-c g" . gptel-send)
                 ("C-c G" . gptel-menu))
          :config
          (setq gptel-default-mode 'org-mode)
          (gptel-make-kagi "Kagi"
            :key "<<s>>"))

        (provide 'init-llm)
        ;;; init-llm.el ends here
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".emacs.d/lisp/init-llm.el",
            f"dotfiles/{c.user}/emacs/init-llm.el",
            "emacs/lisp/init-llm.el",
        ),
        text,
        s,
    )


@fmt(F, "vimscript_let_deepl_auth_key")
def _(rng):
    c = Ctx(rng)
    s = uid(rng) + ":fx"
    text = fill(
        """
        " ---- translation ----------------------------------------------------
        let g:deepl#endpoint = 'https://api-free.deepl.com/v2/translate'
        let g:deepl#auth_key = '<<s>>'

        " translate selection to English / German
        vmap <Leader>te <Cmd>call deepl#v("EN")<CR>
        vmap <Leader>td <Cmd>call deepl#v("DE")<CR>
        nmap <Leader>te yy<Cmd>call deepl#n("EN")<CR>
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".vim/plugin/deepl.vim",
            f"dotfiles/{c.user}/vim/after/plugin/translate.vim",
            "vim/plugin/translate.vim",
        ),
        text,
        s,
    )


@fmt(F, "common_lisp_dexador_headers_alist")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        (in-package #:<<slug>>.validation)

        (defparameter *apilayer-endpoint* "https://api.apilayer.com/number_verification/validate")

        (defun validate-phone (number)
          (let ((body (dex:get (format nil "~A?number=~A" *apilayer-endpoint* (quri:url-encode number))
                               :headers '(("apikey" . "<<s>>")
                                          ("Accept" . "application/json")))))
            (jonathan:parse body :as :plist)))
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng, "src/validation.lisp", f"{c.slug}-crm/src/phone.lisp", "lisp/phone-validate.lisp"
        ),
        text,
        s,
    )


@fmt(F, "raku_cro_http_client_auth_hash")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        use Cro::HTTP::Client;

        my $client = Cro::HTTP::Client.new:
            base-uri => 'https://registry.<<d>>/v2/',
            auth => {
                username => 'raku-ci',
                password => '<<s>>',
            },
            content-type => 'application/json';

        sub tags(Str $repo) {
            my $resp = await $client.get("$repo/tags/list");
            (await $resp.body)<tags>;
        }

        say tags('<<slug>>/api');
        """,
        d=c.domain,
        s=s,
        slug=c.slug,
    )
    return Out(
        pick(rng, "bin/registry-tags.raku", f"{c.slug}-tools/tags.raku", "scripts/list-tags.raku"),
        text,
        s,
    )


@fmt(F, "ballerina_config_toml_configurable_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        [<<slug>>.order_service]
        port = 9090
        dbHost = "<<h>>"
        dbPort = 3306
        dbUser = "orders_app"
        dbPassword = "<<s>>"
        dbName = "orders"

        [ballerina.log]
        level = "INFO"
        """,
        slug=c.slug,
        h=c.host("mysql"),
        s=s,
    )
    return Out(
        pick(rng, "order_service/Config.toml", "Config.toml", f"{c.slug}-bal/Config.toml"), text, s
    )


# ---------------------------------------------------------------- llmops_vector_keys
F = "llmops_vector_keys"


@fmt(F, "langfuse_python_client_secret_key")
def _(rng):
    c = Ctx(rng)
    s = "sk-lf-" + uid(rng)
    text = fill(
        """
        from langfuse import Langfuse

        langfuse = Langfuse(
            public_key="pk-lf-<<pk>>",
            secret_key="<<s>>",
            host="<<host>>",
        )


        def traced_answer(question: str, answer_fn) -> str:
            trace = langfuse.trace(name="support-answer", input=question)
            answer = answer_fn(question)
            trace.update(output=answer)
            return answer
        """,
        pk=uid(rng),
        s=s,
        host=pick(
            rng,
            "https://cloud.langfuse.com",
            "https://us.cloud.langfuse.com",
            f"https://langfuse.{c.domain}",
        ),
    )
    return Out(
        pick(rng, "app/observability.py", f"{c.slug}_assist/tracing.py", "llm/langfuse_client.py"),
        text,
        s,
    )


@fmt(F, "helicone_auth_default_headers_python")
def _(rng):
    c = Ctx(rng)
    s = "sk-helicone-" + "-".join(an(rng, 7, LOWNUM) for _ in range(4))
    text = fill(
        """
        import os

        from openai import OpenAI

        client = OpenAI(
            api_key=os.environ["OPENAI_API_KEY"],
            base_url="https://oai.helicone.ai/v1",
            default_headers={
                "Helicone-Auth": "Bearer <<s>>",
                "Helicone-Property-App": "<<slug>>-support",
            },
        )
        """,
        s=s,
        slug=c.slug,
    )
    return Out(
        pick(rng, "src/llm/client.py", f"{c.slug}_bot/openai_client.py", "services/ai/client.py"),
        text,
        s,
    )


@fmt(F, "portkey_ts_constructor_api_key")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 24, ALNUM + "+/") + an(rng, 4)
    text = fill(
        """
        import Portkey from 'portkey-ai';

        export const portkey = new Portkey({
          apiKey: '<<s>>',
          virtualKey: '<<vk>>',
          config: { retry: { attempts: 3 }, cache: { mode: 'semantic' } },
        });

        export async function summarize(text: string) {
          const res = await portkey.chat.completions.create({
            model: 'gpt-4o-mini',
            messages: [{ role: 'user', content: `Summarize:\\n${text}` }],
          });
          return res.choices[0].message.content;
        }
        """,
        s=s,
        vk=pick(rng, "openai-prod", "azure-eu", "anthropic-main") + "-" + hx(rng, 6),
    )
    return Out(
        pick(rng, "src/lib/portkey.ts", f"apps/{c.slug}-web/lib/ai.ts", "server/ai/portkey.ts"),
        text,
        s,
    )


@fmt(F, "nomic_login_cli_api_key")
def _(rng):
    c = Ctx(rng)
    s = "nk-" + an(rng, 43, ALNUM + "-_")
    text = fill(
        """
        #!/usr/bin/env bash
        # Rebuild the support-ticket atlas map every night.
        set -euo pipefail
        source /opt/atlas/venv/bin/activate
        nomic login <<s>>
        python /opt/atlas/build_map.py --dataset <<slug>>-tickets --since "$(date -d yesterday +%F)"
        """,
        s=s,
        slug=c.slug,
    )
    return Out(
        pick(rng, "jobs/atlas_nightly.sh", f"{c.slug}-ml/bin/rebuild_map.sh", "cron/nomic_map.sh"),
        text,
        s,
    )


@fmt(F, "exa_js_constructor_positional_key")
def _(rng):
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        import Exa from 'exa-js';

        const exa = new Exa('<<s>>');

        export async function research(topic) {
          const { results } = await exa.searchAndContents(topic, {
            type: 'neural',
            numResults: 8,
            text: { maxCharacters: 2000 },
          });
          return results.map((r) => ({ url: r.url, title: r.title, text: r.text }));
        }
        """,
        s=s,
    )
    return Out(
        pick(rng, "agents/tools/search.mjs", f"{c.slug}-agent/src/exa.js", "lib/research.js"),
        text,
        s,
    )


@fmt(F, "brave_search_subscription_token_header")
def _(rng):
    c = Ctx(rng)
    s = "BSA" + an(rng, 28, ALNUM + "-_")
    text = fill(
        """
        import httpx

        BRAVE = "https://api.search.brave.com/res/v1/web/search"


        async def web_search(q: str, count: int = 10) -> list[dict]:
            async with httpx.AsyncClient(timeout=10) as http:
                r = await http.get(
                    BRAVE,
                    params={"q": q, "count": count},
                    headers={"Accept": "application/json", "X-Subscription-Token": "<<s>>"},
                )
                r.raise_for_status()
                return r.json()["web"]["results"]
        """,
        s=s,
    )
    return Out(
        pick(rng, "tools/brave.py", f"{c.slug}_rag/search/brave.py", "agent/search_tool.py"),
        text,
        s,
    )


@fmt(F, "clarifai_grpc_metadata_pat_constant")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        from clarifai_grpc.channel.clarifai_channel import ClarifaiChannel
        from clarifai_grpc.grpc.api import resources_pb2, service_pb2, service_pb2_grpc

        PAT = '<<s>>'
        USER_ID = '<<u>>'
        APP_ID = '<<slug>>-moderation'

        channel = ClarifaiChannel.get_grpc_channel()
        stub = service_pb2_grpc.V2Stub(channel)
        metadata = (('authorization', 'Key ' + PAT),)


        def moderate(url: str):
            req = service_pb2.PostModelOutputsRequest(
                user_app_id=resources_pb2.UserAppIDSet(user_id=USER_ID, app_id=APP_ID),
                model_id='moderation-recognition',
                inputs=[resources_pb2.Input(data=resources_pb2.Data(image=resources_pb2.Image(url=url)))],
            )
            return stub.PostModelOutputs(req, metadata=metadata)
        """,
        s=s,
        u=c.user,
        slug=c.slug,
    )
    return Out(
        pick(
            rng,
            "moderation/clarifai_check.py",
            f"{c.slug}_ugc/moderate.py",
            "workers/image_moderation.py",
        ),
        text,
        s,
    )


@fmt(F, "weaviate_cloud_auth_api_key_call")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 48)
    text = fill(
        """
        import weaviate
        from weaviate.classes.init import Auth

        client = weaviate.connect_to_weaviate_cloud(
            cluster_url="https://<<cl>>.c0.<<reg>>.gcp.weaviate.cloud",
            auth_credentials=Auth.api_key("<<s>>"),
        )
        docs = client.collections.get("<<W>>Docs")
        """,
        cl=an(rng, 20, LOWNUM),
        reg=pick(rng, "europe-west3", "us-west3", "asia-southeast1"),
        s=s,
        W=c.word,
    )
    return Out(
        pick(rng, "rag/vectorstore.py", f"{c.slug}_search/weaviate_client.py", "indexer/store.py"),
        text,
        s,
    )


@fmt(F, "zilliz_milvus_client_token_kwarg")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 104)
    text = fill(
        """
        from pymilvus import MilvusClient

        client = MilvusClient(
            uri="https://in03-<<cl>>.serverless.<<reg>>.cloud.zilliz.com",
            token="<<s>>",
        )

        if not client.has_collection("products"):
            client.create_collection("products", dimension=1024, metric_type="COSINE")
        """,
        cl=hx(rng, 15),
        reg=pick(rng, "gcp-us-west1", "aws-eu-central-1"),
        s=s,
    )
    return Out(
        pick(
            rng,
            "search/milvus_setup.py",
            f"{c.slug}_recs/zilliz.py",
            "scripts/create_collection.py",
        ),
        text,
        s,
    )


@fmt(F, "turbopuffer_python_client_api_key")
def _(rng):
    c = Ctx(rng)
    s = "tpuf_" + an(rng, 32)
    text = fill(
        """
        import turbopuffer as tpuf

        tpuf.api_key = "<<s>>"
        tpuf.api_base_url = "https://gcp-us-central1.turbopuffer.com"

        ns = tpuf.Namespace("<<slug>>-chunks")


        def upsert(ids, vectors, texts):
            ns.upsert(ids=ids, vectors=vectors, attributes={"text": texts}, distance_metric="cosine_distance")
        """,
        s=s,
        slug=c.slug,
    )
    return Out(
        pick(
            rng,
            "ingest/tpuf.py",
            f"{c.slug}_rag/store/turbopuffer.py",
            "pipelines/vector_upsert.py",
        ),
        text,
        s,
    )


@fmt(F, "baseten_makefile_curl_api_key_header")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 8) + "." + an(rng, 32)
    mid = an(rng, 8, LOWNUM)
    text = fill(
        """
        MODEL_ID := <<mid>>

        .PHONY: deploy smoke

        deploy:
        	truss push --publish --model-name <<slug>>-reranker

        smoke:
        	curl -sf -X POST https://model-$(MODEL_ID).api.baseten.co/production/predict \\
        		-H "Authorization: Api-Key <<s>>" \\
        		-d '{"query": "refund policy", "documents": ["a", "b"]}' | jq .
        """,
        mid=mid,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, "models/reranker/Makefile", "Makefile", f"{c.slug}-models/Makefile"), text, s
    )


@fmt(F, "runpod_python_module_api_key")
def _(rng):
    c = Ctx(rng)
    s = "rpa_" + an(rng, 40, UPNUM)
    text = fill(
        """
        import runpod

        runpod.api_key = "<<s>>"

        endpoint = runpod.Endpoint("<<ep>>")


        def transcribe(audio_url: str) -> dict:
            return endpoint.run_sync({"input": {"audio": audio_url, "model": "large-v3"}}, timeout=600)
        """,
        s=s,
        ep=an(rng, 14, LOWNUM),
    )
    return Out(
        pick(
            rng,
            "workers/transcribe.py",
            f"{c.slug}_media/runpod_whisper.py",
            "asr/runpod_client.py",
        ),
        text,
        s,
    )


# ---------------------------------------------------------- commerce_logistics_keys
F = "commerce_logistics_keys"


@fmt(F, "shipengine_node_fetch_api_key_header")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 43, ALNUM + "/+")
    text = fill(
        """
        const SHIPENGINE = 'https://api.shipengine.com/v1';

        export async function createLabel(shipment) {
          const res = await fetch(`${SHIPENGINE}/labels`, {
            method: 'POST',
            headers: {
              'API-Key': '<<s>>',
              'Content-Type': 'application/json',
            },
            body: JSON.stringify({ shipment, label_format: 'pdf', label_layout: '4x6' }),
          });
          if (!res.ok) throw new Error(`label failed: ${res.status}`);
          return res.json();
        }
        """,
        s=s,
    )
    return Out(
        pick(
            rng, "src/shipping/labels.js", f"{c.slug}-fulfil/lib/shipengine.mjs", "server/labels.js"
        ),
        text,
        s,
    )


@fmt(F, "shipstation_guzzle_auth_array_secret")
def _(rng):
    c = Ctx(rng)
    k, s = hx(rng, 32), hx(rng, 32)
    text = fill(
        """
        <?php

        namespace App\\Fulfilment;

        use GuzzleHttp\\Client;

        final class ShipStation
        {
            private Client $http;

            public function __construct()
            {
                $this->http = new Client([
                    'base_uri' => 'https://ssapi.shipstation.com/',
                    'auth' => ['<<k>>', '<<s>>'],
                    'timeout' => 15,
                ]);
            }

            public function awaitingShipment(): array
            {
                $res = $this->http->get('orders', ['query' => ['orderStatus' => 'awaiting_shipment', 'pageSize' => 200]]);
                return json_decode((string) $res->getBody(), true)['orders'];
            }
        }
        """,
        k=k,
        s=s,
    )
    return Out(
        pick(
            rng,
            "app/Fulfilment/ShipStation.php",
            f"src/{c.word}/ShipStation.php",
            "lib/ShipStation.php",
        ),
        text,
        s,
    )


@fmt(F, "aftership_ruby_module_api_key")
def _(rng):
    c = Ctx(rng)
    s = "asat_" + hx(rng, 32)
    text = fill(
        """
        # config/initializers/aftership.rb
        require "aftership"

        AfterShip.api_key = "<<s>>"
        AfterShip.configure do |config|
          config.max_retry = 2
          config.timeout = 10
        end
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "config/initializers/aftership.rb",
            f"{c.slug}_shop/config/initializers/aftership.rb",
            "initializers/tracking.rb",
        ),
        text,
        s,
    )


@fmt(F, "sendcloud_appsettings_json_secret_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    doc = {
        "Logging": {"LogLevel": {"Default": "Information", "Microsoft.AspNetCore": "Warning"}},
        "AllowedHosts": "*",
        "Sendcloud": {
            "BaseUrl": "https://panel.sendcloud.sc/api/v2/",
            "PublicKey": uid(rng),
            "SecretKey": s,
            "SenderAddressId": rng.randint(100000, 999999),
        },
        "Warehouse": {"Code": pick(rng, "NL-UTR", "DE-DUS", "BE-ANR")},
    }
    return Out(
        pick(
            rng,
            "src/Fulfilment.Api/appsettings.Production.json",
            "appsettings.json",
            f"{c.word}.Shipping/appsettings.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        s,
    )


@fmt(F, "sumup_go_client_with_auth_secret_key")
def _(rng):
    c = Ctx(rng)
    s = "sup_sk_" + an(rng, 32)
    text = fill(
        """
        package payments

        import (
        	"context"

        	sumup "github.com/sumup/sumup-go"
        	"github.com/sumup/sumup-go/client"
        )

        var api = sumup.NewClient(client.WithAPIKey("<<s>>"))

        func Checkout(ctx context.Context, ref string, cents int64) (*sumup.Checkout, error) {
        	return api.Checkouts.Create(ctx, sumup.CreateCheckoutBody{
        		CheckoutReference: ref,
        		Amount:            float64(cents) / 100,
        		Currency:          "EUR",
        		MerchantCode:      "<<mc>>",
        	})
        }
        """,
        s=s,
        mc="M" + an(rng, 7, UPNUM),
    )
    return Out(
        pick(
            rng,
            "internal/payments/sumup.go",
            f"{c.slug}-pos/payments/checkout.go",
            "pkg/sumup/client.go",
        ),
        text,
        s,
    )


@fmt(F, "conekta_php_static_set_api_key")
def _(rng):
    c = Ctx(rng)
    s = "key_" + an(rng, 25)
    text = fill(
        """
        <?php
        require_once __DIR__ . '/vendor/autoload.php';

        \\Conekta\\Conekta::setApiKey('<<s>>');
        \\Conekta\\Conekta::setApiVersion('2.1.0');
        \\Conekta\\Conekta::setLocale('es');

        function cobrar_oxxo(array $pedido) {
            return \\Conekta\\Order::create([
                'currency' => 'MXN',
                'customer_info' => ['name' => $pedido['nombre'], 'email' => $pedido['email'], 'phone' => $pedido['tel']],
                'line_items' => $pedido['items'],
                'charges' => [['payment_method' => ['type' => 'oxxo_cash']]],
            ]);
        }
        """,
        s=s,
    )
    return Out(
        pick(rng, "pagos/conekta.php", f"{c.slug}-tienda/includes/pagos.php", "checkout/oxxo.php"),
        text,
        s,
    )


@fmt(F, "chapa_django_settings_secret")
def _(rng):
    c = Ctx(rng)
    s = "CHASECK-" + an(rng, 32)
    text = fill(
        """
        # payments settings (imported from settings/base.py)
        CHAPA_SECRET = "<<s>>"
        CHAPA_API_URL = "https://api.chapa.co"
        CHAPA_API_VERSION = "v1"
        CHAPA_WEBHOOK_URL = "https://<<d>>/payments/chapa/webhook/"
        CHAPA_TRANSACTION_MODEL = "payments.ChapaTransaction"
        """,
        s=s,
        d=c.domain,
    )
    return Out(
        pick(
            rng,
            f"{c.slug}/settings/payments.py",
            "config/settings/chapa.py",
            "core/settings_payments.py",
        ),
        text,
        s,
    )


@fmt(F, "iyzico_python_options_dict_secret_key")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        import iyzipay

        options = {
            "api_key": "<<ak>>",
            "secret_key": "<<s>>",
            "base_url": iyzipay.base_url,
        }


        def refund(payment_tx_id: str, price: str, ip: str):
            return iyzipay.Refund().create(
                {"locale": "tr", "paymentTransactionId": payment_tx_id, "price": price, "currency": "TRY", "ip": ip},
                options,
            )
        """,
        ak=an(rng, 32),
        s=s,
    )
    return Out(
        pick(
            rng,
            "odeme/iyzico_client.py",
            f"{c.slug}_magaza/payments/iyzico.py",
            "payments/iyzico.py",
        ),
        text,
        s,
    )


@fmt(F, "avalara_avatax_add_credentials_positional")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 16, upper=True)
    text = fill(
        """
        from avalara import AvataxClient

        client = AvataxClient("<<slug>>-checkout", "2.4", "<<host>>", "production")
        client.add_credentials("<<acct>>", "<<s>>")


        def quote_tax(lines, ship_to):
            tx = {
                "type": "SalesOrder",
                "companyCode": "<<C>>",
                "date": "<<date>>",
                "customerCode": "WEB",
                "addresses": {"shipTo": ship_to},
                "lines": lines,
            }
            return client.create_transaction(tx).json()
        """,
        slug=c.slug,
        host=c.host("web"),
        acct=rng.randint(1100000000, 2999999999),
        s=s,
        C=c.word.upper()[:8],
        date=c.date,
    )
    return Out(
        pick(rng, "checkout/tax.py", f"{c.slug}_commerce/avatax.py", "services/sales_tax.py"),
        text,
        s,
    )


@fmt(F, "wise_payouts_curl_bearer_uuid")
def _(rng):
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        #!/usr/bin/env bash
        # Monthly contractor payouts: create quote -> transfer -> fund
        set -euo pipefail
        WISE=https://api.wise.com
        PROFILE=<<prof>>

        quote=$(curl -sf -X POST "$WISE/v3/profiles/$PROFILE/quotes" \\
          -H "Authorization: Bearer <<s>>" \\
          -H "Content-Type: application/json" \\
          -d "{\\"sourceCurrency\\":\\"EUR\\",\\"targetCurrency\\":\\"$2\\",\\"targetAmount\\":$3}" | jq -r .id)
        echo "quote $quote for recipient $1"
        """,
        prof=rng.randint(10000000, 99999999),
        s=s,
    )
    return Out(
        pick(
            rng,
            "finance/payout.sh",
            f"{c.slug}-ops/wise_payout.sh",
            "scripts/contractor_payouts.sh",
        ),
        text,
        s,
    )


@fmt(F, "modern_treasury_ts_constructor_api_key")
def _(rng):
    c = Ctx(rng)
    s = "live-" + an(rng, 64)
    text = fill(
        """
        import ModernTreasury from 'modern-treasury';

        export const mt = new ModernTreasury({
          organizationId: '<<org>>',
          apiKey: '<<s>>',
          maxRetries: 2,
        });

        export const payVendor = (counterpartyId: string, amountCents: number) =>
          mt.paymentOrders.create({
            type: 'ach',
            amount: amountCents,
            direction: 'credit',
            currency: 'USD',
            originating_account_id: '<<acct>>',
            receiving_account_id: counterpartyId,
          });
        """,
        org=uid(rng),
        s=s,
        acct=uid(rng),
    )
    return Out(
        pick(
            rng,
            "src/treasury/client.ts",
            f"packages/{c.slug}-ap/src/mt.ts",
            "server/payments/modernTreasury.ts",
        ),
        text,
        s,
    )


# ----------------------------------------------------------- dns_cdn_registrar_keys
F = "dns_cdn_registrar_keys"


@fmt(F, "godaddy_sso_key_header_shell")
def _(rng):
    c = Ctx(rng)
    k, s = an(rng, 12) + "_" + an(rng, 21), an(rng, 22)
    text = fill(
        """
        #!/bin/sh
        # Update the apex A record after failover.
        NEW_IP="$1"
        curl -s -X PUT "https://api.godaddy.com/v1/domains/<<d>>/records/A/@" \\
          -H "Authorization: sso-key <<k>>:<<s>>" \\
          -H "Content-Type: application/json" \\
          -d "[{\\"data\\": \\"${NEW_IP}\\", \\"ttl\\": 600}]"
        """,
        d=c.domain,
        k=k,
        s=s,
    )
    return Out(
        pick(
            rng,
            "failover/update_dns.sh",
            f"{c.slug}-ops/godaddy-a-record.sh",
            "scripts/dns_failover.sh",
        ),
        text,
        s,
    )


@fmt(F, "namecheap_xml_api_url_query_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    u = c.user + str(rng.randint(1, 99))
    text = fill(
        """
        #!/bin/bash
        # DDNS for the office line via the Namecheap API (whitelisted IP only)
        IP=$(curl -s https://ipv4.icanhazip.com)
        curl -s "https://api.namecheap.com/xml.response?ApiUser=<<u>>&ApiKey=<<s>>&UserName=<<u>>&Command=namecheap.domains.dns.setHosts&ClientIp=${IP}&SLD=<<sld>>&TLD=<<tld>>&HostName1=office&RecordType1=A&Address1=${IP}&TTL1=300" \\
          | grep -q 'Status="OK"' || logger -t ddns "namecheap update failed"
        """,
        u=u,
        s=s,
        sld=c.slug,
        tld=c.domain.split(".")[1],
    )
    return Out(
        pick(rng, "ddns/namecheap.sh", f"{c.slug}-office/ddns.sh", "bin/update-office-ip.sh"),
        text,
        s,
    )


@fmt(F, "dnsimple_go_static_token_positional")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        package dns

        import (
        	"context"

        	"github.com/dnsimple/dnsimple-go/dnsimple"
        )

        func NewClient(ctx context.Context) *dnsimple.Client {
        	tc := dnsimple.StaticTokenHTTPClient(ctx, "<<s>>")
        	client := dnsimple.NewClient(tc)
        	client.SetUserAgent("<<slug>>-dns-sync/1.2")
        	return client
        }
        """,
        s=s,
        slug=c.slug,
    )
    return Out(
        pick(rng, "internal/dns/dnsimple.go", f"{c.slug}-dns-sync/client.go", "pkg/dns/client.go"),
        text,
        s,
    )


@fmt(F, "ns1_terraform_provider_apikey")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 20)
    text = fill(
        """
        provider "ns1" {
          apikey       = "<<s>>"
          rate_limit_parallelism = 60
        }

        resource "ns1_zone" "main" {
          zone = "<<d>>"
        }

        resource "ns1_record" "www" {
          zone   = ns1_zone.main.zone
          domain = "www.<<d>>"
          type   = "CNAME"
          answers {
            answer = "<<slug>>.edge.<<d>>"
          }
        }
        """,
        s=s,
        d=c.domain,
        slug=c.slug,
    )
    return Out(pick(rng, "dns/ns1.tf", f"terraform/{c.slug}/dns.tf", "infra/dns/main.tf"), text, s)


@fmt(F, "acme_sh_account_conf_saved_dedyn_token")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 28, ALNUM + "-_")
    text = fill(
        """
        LOG_FILE='/root/.acme.sh/acme.sh.log'
        #LOG_LEVEL=1
        AUTO_UPGRADE='1'
        #NO_TIMESTAMP=1
        ACCOUNT_EMAIL='<<mail>>'
        UPGRADE_HASH='<<uh>>'
        SAVED_DEDYN_TOKEN='<<s>>'
        USER_PATH='/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin'
        """,
        mail=c.email,
        uh=hx(rng, 40),
        s=s,
    )
    return Out(
        pick(
            rng,
            ".acme.sh/account.conf",
            f"backup/{c.slug}-gw/acme.sh/account.conf",
            "root/.acme.sh/account.conf",
        ),
        text,
        s,
    )


@fmt(F, "duckdns_duck_sh_update_url_token")
def _(rng):
    c = Ctx(rng)
    s = uid(rng)
    sub = pick(rng, c.slug + "home", c.slug + "-nas", c.first + c.slug)
    text = fill(
        """
        #!/bin/bash
        # run from cron every 5 minutes: */5 * * * * ~/duckdns/duck.sh >/dev/null 2>&1
        echo url="https://www.duckdns.org/update?domains=<<sub>>&token=<<s>>&ip=" | curl -k -o ~/duckdns/duck.log -K -
        """,
        sub=sub,
        s=s,
    )
    return Out(
        pick(rng, "duckdns/duck.sh", f"homelab/{c.slug}/duck.sh", "scripts/duck.sh"), text, s
    )


@fmt(F, "ddclient_conf_dyndns2_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*")
    text = fill(
        """
        # /etc/ddclient.conf
        daemon=300
        syslog=yes
        pid=/var/run/ddclient.pid
        ssl=yes

        use=web, web=checkip.dyndns.org/, web-skip='IP Address'
        protocol=dyndns2
        server=<<srv>>
        login=<<u>>
        password='<<s>>'
        <<host>>
        """,
        srv=pick(rng, "dynupdate.no-ip.com", "members.dyndns.org", "dyndns.strato.com"),
        u=c.user,
        s=s,
        host=f"{c.slug}.ddns.net",
    )
    return Out(
        pick(rng, "etc/ddclient.conf", "ddclient/ddclient.conf", f"router/{c.slug}/ddclient.conf"),
        text,
        s,
    )


@fmt(F, "akamai_edgerc_client_secret")
def _(rng):
    c = Ctx(rng)
    s = b64(rng, 32)
    text = fill(
        """
        [default]
        client_secret = <<s>>
        host = akab-<<h1>>-<<h2>>.luna.akamaiapis.net
        access_token = akab-<<a1>>-<<a2>>
        client_token = akab-<<c1>>-<<c2>>
        """,
        s=s,
        h1=an(rng, 16, LOWNUM),
        h2=an(rng, 16, LOWNUM),
        a1=an(rng, 16, LOWNUM),
        a2=an(rng, 16, LOWNUM),
        c1=an(rng, 16, LOWNUM),
        c2=an(rng, 16, LOWNUM),
    )
    return Out(pick(rng, ".edgerc", f"cdn/{c.slug}/.edgerc", "ci/akamai/edgerc"), text, s, "ini")


@fmt(F, "certbot_rfc2136_ini_tsig_secret")
def _(rng):
    c = Ctx(rng)
    s = b64(rng, 64)
    text = fill(
        """
        # Target DNS server (IPv4 or IPv6 address, not a hostname)
        dns_rfc2136_server = <<ip>>
        # Target DNS port
        dns_rfc2136_port = 53
        # TSIG key name
        dns_rfc2136_name = certbot-<<slug>>.
        # TSIG key secret
        dns_rfc2136_secret = <<s>>
        # TSIG key algorithm
        dns_rfc2136_algorithm = HMAC-SHA512
        """,
        ip=c.ip(),
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng,
            "etc/letsencrypt/rfc2136.ini",
            "certbot/rfc2136.ini",
            f"pki/{c.slug}/certbot-rfc2136.ini",
        ),
        text,
        s,
        "",
    )


@fmt(F, "bind_named_conf_tsig_key_secret")
def _(rng):
    c = Ctx(rng)
    s = b64(rng, 32)
    text = fill(
        """
        key "xfer-<<slug>>" {
            algorithm hmac-sha256;
            secret "<<s>>";
        };

        server <<ip>> {
            keys { "xfer-<<slug>>"; };
        };

        zone "<<d>>" {
            type primary;
            file "/var/lib/bind/db.<<d>>";
            allow-transfer { key "xfer-<<slug>>"; };
            also-notify { <<ip>>; };
        };
        """,
        slug=c.slug,
        s=s,
        ip=c.ip(),
        d=c.domain,
    )
    return Out(
        pick(
            rng,
            "etc/bind/named.conf.local",
            "bind/named.conf.local",
            f"dns/{c.slug}/named.conf.zones",
        ),
        text,
        s,
    )


@fmt(F, "exoscale_cli_toml_account_secret")
def _(rng):
    c = Ctx(rng)
    s = b64(rng, 32, url=True, pad=False)
    text = fill(
        """
        defaultaccount = "<<slug>>"

        [[accounts]]
          account = "<<mail>>"
          defaultZone = "<<zone>>"
          endpoint = "https://api.exoscale.com/v1"
          environment = "api"
          key = "EXO<<k>>"
          name = "<<slug>>"
          secret = "<<s>>"
        """,
        slug=c.slug,
        mail=c.email,
        zone=pick(rng, "ch-gva-2", "de-fra-1", "at-vie-1"),
        k=hx(rng, 24),
        s=s,
    )
    return Out(
        pick(
            rng,
            ".config/exoscale/exoscale.toml",
            f"dotfiles/{c.user}/exoscale.toml",
            "ci/exoscale.toml",
        ),
        text,
        s,
    )


# ------------------------------------------------------- package_publishing_clients
F = "package_publishing_clients"


@fmt(F, "cabal_config_hackage_upload_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,~!")
    text = fill(
        """
        -- This is the configuration file for the 'cabal' command line tool.
        repository hackage.haskell.org
          url: http://hackage.haskell.org/
          -- secure: True
          -- root-keys:
          -- key-threshold: 3

        -- default-user-config:
        -- ignore-expiry: False
        -- http-transport:
        -- nix:
        -- local-no-index-repo:
        -- local-repo:
        -- logs-dir: /home/<<u>>/.cache/cabal/logs
        -- default-language:
        -- build-summary: /home/<<u>>/.cache/cabal/logs/build.log
        remote-repo-cache: /home/<<u>>/.cache/cabal/packages
        username: <<hu>>
        password: <<s>>
        -- password-command:
        jobs: $ncpus
        """,
        u=c.user,
        hu=c.first.capitalize() + c.last.capitalize(),
        s=s,
    )
    return Out(
        pick(rng, ".config/cabal/config", f"dotfiles/{c.user}/cabal/config", ".cabal/config"),
        text,
        s,
        "",
    )


@fmt(F, "gradle_plugin_portal_publish_secret_properties")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        org.gradle.jvmargs=-Xmx2g -Dfile.encoding=UTF-8
        org.gradle.parallel=true
        org.gradle.caching=true
        kotlin.code.style=official
        version=<<ver>>
        group=io.<<slug>>.gradle

        gradle.publish.key=<<k>>
        gradle.publish.secret=<<s>>
        """,
        ver=f"{rng.randint(0, 3)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
        slug=c.slug,
        k=an(rng, 32),
        s=s,
    )
    return Out(
        pick(
            rng,
            "gradle.properties",
            f"{c.slug}-gradle-plugin/gradle.properties",
            "plugin/gradle.properties",
        ),
        text,
        s,
    )


@fmt(F, "ovsx_publish_pat_flag_release_script")
def _(rng):
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        VERSION=$(node -p "require('./package.json').version")
        npx @vscode/vsce package --no-dependencies -o "dist/<<slug>>-$VERSION.vsix"
        npx ovsx publish "dist/<<slug>>-$VERSION.vsix" -p <<s>>
        git tag "v$VERSION" && git push --tags
        """,
        slug=c.slug + "-lang",
        s=s,
    )
    return Out(
        pick(
            rng, "scripts/release-openvsx.sh", "release.sh", f"{c.slug}-vscode/scripts/publish.sh"
        ),
        text,
        s,
    )


@fmt(F, "web_ext_sign_amo_api_secret_package_json")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 64)
    doc = {
        "name": f"{c.slug}-tab-tools",
        "version": f"{rng.randint(1, 4)}.{rng.randint(0, 20)}.{rng.randint(0, 9)}",
        "private": True,
        "scripts": {
            "build": "vite build",
            "lint": "web-ext lint --source-dir dist",
            "sign": f"web-ext sign --source-dir dist --channel unlisted --api-key user:{rng.randint(10000000, 19999999)}:{rng.randint(10, 999)} --api-secret {s}",
        },
        "devDependencies": {"vite": "^5.2.0", "web-ext": "^7.11.0"},
    }
    return Out(
        pick(rng, "package.json", f"extensions/{c.slug}-tabs/package.json", "firefox/package.json"),
        json.dumps(doc, indent=2) + "\n",
        s,
    )


@fmt(F, "ansible_cfg_galaxy_server_token")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 40)
    text = fill(
        """
        [defaults]
        inventory = inventories/production
        roles_path = roles:~/.ansible/roles
        collections_path = collections
        host_key_checking = True
        forks = 25

        [galaxy]
        server_list = private_hub, release_galaxy

        [galaxy_server.private_hub]
        url = https://hub.<<d>>/api/galaxy/content/published/
        token = <<s>>

        [galaxy_server.release_galaxy]
        url = https://galaxy.ansible.com/
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "ansible.cfg", f"ansible/{c.slug}/ansible.cfg", "automation/ansible.cfg"),
        text,
        s,
        "ini",
    )


@fmt(F, "cachix_dhall_auth_token")
def _(rng):
    c = Ctx(rng)
    head = b64u(b'{"alg":"HS256"}')
    body = b64u(json.dumps({"jti": uid(rng), "scopes": "cachix"}, separators=(",", ":")).encode())
    s = f"{head}.{body}.{b64(rng, 32, url=True, pad=False)}"
    text = fill(
        """
        { authToken = "<<s>>"
        , hostname = "https://cachix.org"
        , binaryCaches = [] : List { name : Text, secretKey : Text }
        }
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".config/cachix/cachix.dhall",
            f"dotfiles/{c.user}/cachix/cachix.dhall",
            "ci/cachix.dhall",
        ),
        text,
        s,
    )


@fmt(F, "anaconda_upload_token_flag_ci_step")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 2, LOWER) + "-" + uid(rng)
    text = fill(
        """
        #!/usr/bin/env bash
        # conda package release (called from the release job)
        set -euo pipefail
        conda build recipe/ --output-folder build/
        for pkg in build/*/<<slug>>-*.conda; do
          anaconda -t <<s>> upload --user <<slug>> --label main --force "$pkg"
        done
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, "ci/upload_conda.sh", "recipe/publish.sh", f"{c.slug}-conda/release.sh"), text, s
    )


@fmt(F, "copr_cli_config_api_token")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 30, LOWER)
    text = fill(
        """
        [copr-cli]
        login = <<login>>
        username = <<u>>
        token = <<s>>
        copr_url = https://copr.fedorainfracloud.org
        # expiration date: <<exp>>
        """,
        login=an(rng, 32, LOWER),
        u=c.user,
        s=s,
        exp=f"{c.year + 1}-{c.month:02d}-{c.day:02d}",
    )
    return Out(
        pick(rng, ".config/copr", f"dotfiles/{c.user}/copr", "packaging/copr-config"),
        text,
        s,
        "ini",
    )


@fmt(F, "oscrc_obs_apiurl_section_pass")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@^*~!")
    text = fill(
        """
        [general]
        apiurl = https://api.opensuse.org
        build-root = /var/tmp/build-root/%(repo)s-%(arch)s

        [https://api.opensuse.org]
        user = <<u>>
        pass = <<s>>
        credentials_mgr_class = osc.credentials.PlaintextConfigFileCredentialsManager
        aliases = obs
        """,
        u=c.user,
        s=s,
    )
    return Out(pick(rng, ".config/osc/oscrc", f"dotfiles/{c.user}/oscrc", ".oscrc"), text, s, "")


@fmt(F, "packagecloud_dotfile_json_token")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 48)
    doc = {"url": "https://packagecloud.io", "token": s}
    return Out(
        pick(rng, ".packagecloud", f"ci/{c.slug}/packagecloud.json", "deploy/.packagecloud"),
        json.dumps(doc, indent=2) + "\n",
        s,
        "json",
    )


@fmt(F, "podman_login_quay_robot_password")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 64, UPNUM)
    text = fill(
        """
        #!/usr/bin/env bash
        set -euo pipefail
        IMAGE=quay.io/<<slug>>/ingest:${1:-latest}
        podman build -t "$IMAGE" -f Containerfile .
        podman login quay.io --username '<<slug>>+ci_push' --password '<<s>>'
        podman push "$IMAGE"
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, "build/push-image.sh", f"{c.slug}-ingest/scripts/push.sh", "ci/push_quay.sh"),
        text,
        s,
    )


@fmt(F, "conan_remote_login_password_flag")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,~")
    text = fill(
        """
        #!/bin/sh
        set -e
        conan remote add <<slug>>-conan https://nexus.<<d>>/repository/conan-hosted/ --force
        conan remote login <<slug>>-conan ci-publisher -p '<<s>>'
        conan create . --build=missing -pr:b=default -pr:h=profiles/linux-gcc12
        conan upload "<<slug>>-core/*" -r <<slug>>-conan --confirm
        """,
        slug=c.slug,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "ci/conan_publish.sh", "scripts/publish-conan.sh", f"{c.slug}-core/ci/upload.sh"),
        text,
        s,
    )


# ---------------------------------------------------- desktop_mail_chat_vcs_clients
F = "desktop_mail_chat_vcs_clients"


@fmt(F, "aerc_accounts_conf_source_url_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    text = fill(
        """
        [<<W>>]
        source        = imaps://<<u>>%40<<d>>:<<s>>@imap.<<d>>:993
        outgoing      = smtps://<<u>>%40<<d>>@smtp.<<d>>:465
        default       = INBOX
        from          = <<name>> <<addr>>
        copy-to       = Sent
        folders-sort  = INBOX,Archive,Sent
        cache-headers = true
        """,
        W=c.word,
        u=c.user,
        d=c.domain,
        s=s,
        name=c.name,
        addr=f"<{c.user}@{c.domain}>",
    )
    return Out(
        pick(
            rng,
            ".config/aerc/accounts.conf",
            f"dotfiles/{c.user}/aerc/accounts.conf",
            "aerc/accounts.conf",
        ),
        text,
        s,
        "ini",
    )


@fmt(F, "mbsyncrc_imapaccount_pass")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        IMAPAccount <<slug>>
        Host imap.<<d>>
        User <<u>>@<<d>>
        Pass "<<s>>"
        TLSType IMAPS
        CertificateFile /etc/ssl/certs/ca-certificates.crt

        IMAPStore <<slug>>-remote
        Account <<slug>>

        MaildirStore <<slug>>-local
        SubFolders Verbatim
        Path ~/Mail/<<slug>>/
        Inbox ~/Mail/<<slug>>/INBOX

        Channel <<slug>>
        Far :<<slug>>-remote:
        Near :<<slug>>-local:
        Patterns *
        Create Both
        SyncState *
        """,
        slug=c.slug,
        d=c.domain,
        u=c.user,
        s=s,
    )
    return Out(pick(rng, ".mbsyncrc", f"dotfiles/{c.user}/mbsyncrc", "mail/mbsyncrc"), text, s)


@fmt(F, "fetchmailrc_poll_there_with_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        set daemon 300
        set logfile /var/log/fetchmail.log
        set postmaster "<<u>>"

        poll imap.<<d>> with proto IMAP
          user "<<u>>@<<d>>" there with password "<<s>>" is <<u>> here
          options ssl keep fetchall
          mda "/usr/bin/procmail -d %T"
        """,
        u=c.user,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(rng, ".fetchmailrc", f"dotfiles/{c.user}/fetchmailrc", "etc/fetchmailrc"), text, s
    )


@fmt(F, "vdirsyncer_config_caldav_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        [general]
        status_path = "~/.local/share/vdirsyncer/status/"

        [pair calendars]
        a = "calendars_local"
        b = "calendars_remote"
        collections = ["from a", "from b"]
        metadata = ["color", "displayname"]

        [storage calendars_local]
        type = "filesystem"
        path = "~/.local/share/calendars/"
        fileext = ".ics"

        [storage calendars_remote]
        type = "caldav"
        url = "https://dav.<<d>>/remote.php/dav/"
        username = "<<u>>"
        password = "<<s>>"
        """,
        d=c.domain,
        u=c.user,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".config/vdirsyncer/config",
            f"dotfiles/{c.user}/vdirsyncer/config",
            "vdirsyncer/config",
        ),
        text,
        s,
        "ini",
    )


@fmt(F, "irssi_config_chatnet_sasl_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    nick = c.first + pick(rng, "_", "") + str(rng.randint(1, 99))
    text = fill(
        """
        servers = (
          {
            address = "irc.libera.chat";
            chatnet = "liberachat";
            port = "6697";
            use_tls = "yes";
            tls_verify = "yes";
            autoconnect = "yes";
          }
        );

        chatnets = {
          liberachat = {
            type = "IRC";
            sasl_mechanism = "PLAIN";
            sasl_username = "<<nick>>";
            sasl_password = "<<s>>";
          };
        };

        channels = (
          { name = "#<<slug>>-dev"; chatnet = "liberachat"; autojoin = "yes"; },
          { name = "##linux"; chatnet = "liberachat"; autojoin = "no"; }
        );

        settings = {
          core = { real_name = "<<name>>"; user_name = "<<nick>>"; nick = "<<nick>>"; };
          "fe-text" = { actlist_sort = "refnum"; };
        };
        """,
        nick=nick,
        s=s,
        slug=c.slug,
        name=c.name,
    )
    return Out(
        pick(rng, ".irssi/config", f"dotfiles/{c.user}/irssi/config", "irssi/config"), text, s
    )


@fmt(F, "profanity_accounts_file_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    jid = f"{c.user}@xmpp.{c.domain}"
    text = fill(
        """
        [<<jid>>]
        enabled=true
        jid=<<jid>>
        resource=laptop
        password=<<s>>
        muc.service=conference.xmpp.<<d>>
        muc.nick=<<u>>
        presence.last=online
        priority.online=0
        tls.policy=force
        otr.policy=manual
        """,
        jid=jid,
        s=s,
        d=c.domain,
        u=c.user,
    )
    return Out(
        pick(
            rng,
            ".local/share/profanity/accounts",
            f"dotfiles/{c.user}/profanity/accounts",
            "profanity/accounts",
        ),
        text,
        s,
        "ini",
    )


@fmt(F, "pidgin_accounts_xml_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        <?xml version='1.0' encoding='UTF-8' ?>

        <account version='1.0'>
        	<account>
        		<protocol>prpl-jabber</protocol>
        		<name><<u>>@chat.<<d>>/desktop</name>
        		<password><<s>></password>
        		<alias><<name>></alias>
        		<statuses>
        			<status type='available' name='Available' active='true'>
        				<attributes/>
        			</status>
        		</statuses>
        		<settings>
        			<setting name='connection_security' type='string'>require_tls</setting>
        			<setting name='port' type='int'>5222</setting>
        			<setting name='remember_password' type='bool'>1</setting>
        		</settings>
        	</account>
        </account>
        """,
        u=c.user,
        d=c.domain,
        s=s,
        name=c.name,
    )
    return Out(
        pick(
            rng,
            ".purple/accounts.xml",
            f"dotfiles/{c.user}/purple/accounts.xml",
            "backup/purple/accounts.xml",
        ),
        text,
        s,
    )


@fmt(F, "newsboat_config_freshrss_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        urls-source "freshrss"
        freshrss-url "https://rss.<<d>>/api/greader.php"
        freshrss-login "<<u>>"
        freshrss-password "<<s>>"
        freshrss-min-items 100

        auto-reload yes
        reload-time 30
        browser "xdg-open %u"
        bind-key j down
        bind-key k up
        color listfocus black yellow standout bold
        """,
        d=c.domain,
        u=c.user,
        s=s,
    )
    return Out(
        pick(
            rng, ".newsboat/config", f"dotfiles/{c.user}/newsboat/config", ".config/newsboat/config"
        ),
        text,
        s,
    )


@fmt(F, "svn_auth_simple_cache_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    realm = f"<https://svn.{c.domain}:443> {pick(rng, 'Subversion Repository', c.word + ' SVN', 'Authorization Realm')}"
    fields = [
        ("passtype", "simple"),
        ("password", s),
        ("svn:realmstring", realm),
        ("username", c.user),
    ]
    lines = []
    for k, v in fields:
        lines += [f"K {len(k)}", k, f"V {len(v.encode())}", v]
    text = "\n".join(lines) + "\nEND\n"
    name = hashlib.md5(realm.encode()).hexdigest()
    return Out(
        pick(
            rng,
            f".subversion/auth/svn.simple/{name}",
            f"backup/{c.user}-home/.subversion/auth/svn.simple/{name}",
            f"dotfiles/subversion/auth/svn.simple/{name}",
        ),
        text,
        s,
    )


@fmt(F, "hgrc_auth_section_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@^*~!")
    text = fill(
        """
        [ui]
        username = <<name>> <<addr>>
        merge = internal:merge3

        [extensions]
        rebase =
        histedit =
        evolve =

        [auth]
        <<slug>>.prefix = https://hg.<<d>>/
        <<slug>>.username = <<u>>
        <<slug>>.password = <<s>>
        """,
        name=c.name,
        addr=f"<{c.email}>",
        slug=c.slug,
        d=c.domain,
        u=c.user,
        s=s,
    )
    return Out(pick(rng, ".hgrc", f"dotfiles/{c.user}/hgrc", ".hg/hgrc"), text, s, "ini")


@fmt(F, "p4config_p4passwd_line")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*,:~!")
    text = fill(
        """
        P4PORT=ssl:perforce.<<d>>:1666
        P4USER=<<u>>
        P4CLIENT=<<u>>_<<ws>>
        P4PASSWD=<<s>>
        P4IGNORE=.p4ignore
        P4EDITOR=code --wait
        """,
        d=c.domain,
        u=c.user,
        ws=pick(rng, "main", "ue5", "ws01"),
        s=s,
    )
    return Out(pick(rng, ".p4config", f"{c.word}Game/.p4config", "depot/.p4config"), text, s)


@fmt(F, "wakatime_cfg_settings_api_key")
def _(rng):
    c = Ctx(rng)
    s = "waka_" + uid(rng)
    text = fill(
        """
        [settings]
        debug = false
        api_key = <<s>>
        hidefilenames = false
        exclude =
            ^COMMIT_EDITMSG$
            ^TAG_EDITMSG$
            ^/var/
        include_only_with_project_file = false
        status_bar_enabled = true
        """,
        s=s,
    )
    return Out(
        pick(rng, ".wakatime.cfg", f"dotfiles/{c.user}/wakatime.cfg", "home/.wakatime.cfg"),
        text,
        s,
        "ini",
    )


# --------------------------------------------------------- uptime_incident_logging
F = "uptime_incident_logging"


@fmt(F, "uptimerobot_main_api_key_form_post")
def _(rng):
    c = Ctx(rng)
    s = "u" + str(rng.randint(1000000, 2999999)) + "-" + hx(rng, 24)
    text = fill(
        """
        #!/usr/bin/env bash
        # Pause all monitors during the maintenance window
        set -euo pipefail
        for id in $(curl -s -X POST https://api.uptimerobot.com/v2/getMonitors \\
              -d "api_key=<<s>>&format=json" | jq -r '.monitors[].id'); do
          curl -s -X POST https://api.uptimerobot.com/v2/editMonitor \\
            -d "api_key=<<s>>&format=json&id=${id}&status=0" > /dev/null
        done
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "maintenance/pause_monitors.sh",
            f"{c.slug}-ops/uptimerobot-pause.sh",
            "scripts/maint_start.sh",
        ),
        text,
        s,
    )


@fmt(F, "healthchecks_io_management_api_key_header")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 32, ALNUM + "-_")
    text = fill(
        """
        import requests

        HC = "https://healthchecks.io/api/v3/checks/"
        HEADERS = {"X-Api-Key": "<<s>>"}


        def ensure_check(name: str, schedule: str, tz: str = "Europe/Berlin") -> str:
            body = {"name": name, "schedule": schedule, "tz": tz, "grace": 900, "unique": ["name"], "channels": "*"}
            r = requests.post(HC, json=body, headers=HEADERS, timeout=10)
            r.raise_for_status()
            return r.json()["ping_url"]
        """,
        s=s,
    )
    return Out(
        pick(rng, "cron/healthchecks.py", f"{c.slug}_ops/hc_register.py", "tools/ensure_checks.py"),
        text,
        s,
    )


@fmt(F, "statuspage_terraform_provider_api_key")
def _(rng):
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        provider "statuspage" {
          api_key = "<<s>>"
        }

        resource "statuspage_component" "api" {
          page_id     = "<<page>>"
          name        = "Public API"
          description = "<<W>> REST and webhooks"
          status      = "operational"
        }
        """,
        s=s,
        page=an(rng, 12, LOWNUM),
        W=c.word,
    )
    return Out(
        pick(
            rng,
            "statuspage/main.tf",
            f"terraform/{c.slug}/statuspage.tf",
            "infra/status/components.tf",
        ),
        text,
        s,
    )


@fmt(F, "mezmo_logdna_conf_ingestion_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        logdir = /var/log/<<slug>>,/var/log/nginx
        key = <<s>>
        tags = <<slug>>,<<env>>
        hostname = <<host>>
        exclude = /var/log/nginx/*.gz
        """,
        slug=c.slug,
        s=s,
        env=pick(rng, "production", "prod-eu", "staging"),
        host=c.host("web"),
    )
    return Out(
        pick(rng, "etc/logdna.conf", "logdna/logdna.conf", f"infra/{c.slug}/logdna.conf"),
        text,
        s,
        "",
    )


@fmt(F, "seq_serilog_appsettings_api_key")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 20)
    doc = {
        "Serilog": {
            "Using": ["Serilog.Sinks.Console", "Serilog.Sinks.Seq"],
            "MinimumLevel": {"Default": "Information", "Override": {"Microsoft": "Warning"}},
            "WriteTo": [
                {"Name": "Console"},
                {"Name": "Seq", "Args": {"serverUrl": f"https://seq.{c.domain}", "apiKey": s}},
            ],
            "Enrich": ["FromLogContext", "WithMachineName"],
            "Properties": {"Application": f"{c.word}.Orders"},
        },
        "AllowedHosts": "*",
    }
    return Out(
        pick(
            rng,
            "src/Orders.Api/appsettings.json",
            f"{c.word}.Orders/appsettings.Production.json",
            "appsettings.Production.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        s,
    )


@fmt(F, "scout_apm_yml_production_key")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 20)
    text = fill(
        """
        # This configuration file is used for Scout APM.
        # Environment variables can also be used to configure Scout.
        common: &defaults
          name: <<W>> Storefront
          monitor: true
          key: <<s>>
          ignore: ["/health", "/up"]

        production:
          <<: *defaults

        development:
          <<: *defaults
          monitor: false
        """,
        W=c.word,
        s=s,
    )
    return Out(
        pick(
            rng,
            "config/scout_apm.yml",
            f"{c.slug}-store/config/scout_apm.yml",
            "apps/storefront/config/scout_apm.yml",
        ),
        text,
        s,
    )


@fmt(F, "bugsnag_data_access_token_curl")
def _(rng):
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        #!/bin/sh
        # weekly top-errors digest
        ORG=<<org>>
        curl -s "https://api.bugsnag.com/projects/<<proj>>/errors?sort=events&direction=desc&per_page=20" \\
          -H "Authorization: token <<s>>" \\
          -H "X-Version: 2" | jq -r '.[] | "\\(.events)\\t\\(.error_class)\\t\\(.context)"'
        """,
        org=hx(rng, 24),
        proj=hx(rng, 24),
        s=s,
    )
    return Out(
        pick(rng, "scripts/bugsnag_digest.sh", f"{c.slug}-qa/top-errors.sh", "reports/bugsnag.sh"),
        text,
        s,
    )


@fmt(F, "cronitor_json_config_api_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    doc = {
        "CRONITOR_API_KEY": s,
        "CRONITOR_HOSTNAME": c.host("batch"),
        "CRONITOR_LOG": "/var/log/cronitor.log",
        "CRONITOR_EXCLUDE_TEXT": ["password", "token"],
        "CRONITOR_ENV": "production",
    }
    return Out(
        pick(
            rng,
            "etc/cronitor/cronitor.json",
            "cronitor/cronitor.json",
            f"infra/{c.slug}/cronitor.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        s,
    )


# ------------------------------------------------------ infra_inventory_hypervisors
F = "infra_inventory_hypervisors"


@fmt(F, "zabbix_pyzabbix_login_api_token_kwarg")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 64)
    text = fill(
        """
        from zabbix_utils import ZabbixAPI

        api = ZabbixAPI(url="https://zabbix.<<d>>/")
        api.login(token="<<s>>")

        problems = api.problem.get(severities=[4, 5], recent=True, output=["eventid", "name", "severity"])
        for p in problems:
            print(p["severity"], p["name"])
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "monitoring/zbx_problems.py",
            f"{c.slug}_noc/zabbix_report.py",
            "scripts/zabbix_high.py",
        ),
        text,
        s,
    )


@fmt(F, "netbox_inventory_plugin_yml_token")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 40)
    text = fill(
        """
        ---
        plugin: netbox.netbox.nb_inventory
        api_endpoint: https://netbox.<<d>>
        token: <<s>>
        validate_certs: true
        config_context: false
        group_by:
          - device_roles
          - sites
          - platforms
        query_filters:
          - status: active
          - has_primary_ip: "true"
        compose:
          ansible_network_os: platform.slug
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "inventories/netbox.yml",
            f"ansible/{c.slug}/netbox_inventory.yml",
            "inventory/nb.yml",
        ),
        text,
        s,
    )


@fmt(F, "proxmox_terraform_pm_api_token_secret")
def _(rng):
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        provider "proxmox" {
          pm_api_url          = "https://pve01.<<d>>:8006/api2/json"
          pm_api_token_id     = "terraform@pve!provisioner"
          pm_api_token_secret = "<<s>>"
          pm_tls_insecure     = true
        }

        resource "proxmox_vm_qemu" "k3s" {
          count       = 3
          name        = "k3s-${count.index}"
          target_node = "pve01"
          clone       = "debian-12-cloudinit"
          cores       = 4
          memory      = 8192
        }
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "proxmox/main.tf", f"homelab/{c.slug}/pve.tf", "terraform/pve/vms.tf"), text, s
    )


@fmt(F, "truenas_api_key_curl_bearer")
def _(rng):
    c = Ctx(rng)
    s = f"{rng.randint(1, 9)}-" + an(rng, 64)
    text = fill(
        """
        #!/bin/sh
        # snapshot the app datasets before upgrades
        for ds in tank/apps tank/db; do
          curl -sk -X POST "https://nas.<<d>>/api/v2.0/zfs/snapshot" \\
            -H "Authorization: Bearer <<s>>" \\
            -H "Content-Type: application/json" \\
            -d "{\\"dataset\\": \\"$ds\\", \\"name\\": \\"pre-upgrade-$(date +%Y%m%d)\\"}"
        done
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "nas/pre_upgrade_snapshot.sh",
            f"homelab/{c.slug}/truenas-snap.sh",
            "scripts/zfs_snap.sh",
        ),
        text,
        s,
    )


@fmt(F, "portainer_ptr_api_key_header_python")
def _(rng):
    c = Ctx(rng)
    s = "ptr_" + b64(rng, 32)
    text = fill(
        """
        import requests

        PORTAINER = "https://portainer.<<d>>/api"
        session = requests.Session()
        session.headers["X-API-Key"] = "<<s>>"


        def redeploy(stack_id: int, endpoint_id: int = 2) -> None:
            r = session.put(f"{PORTAINER}/stacks/{stack_id}/git/redeploy", params={"endpointId": endpoint_id},
                            json={"pullImage": True, "prune": True})
            r.raise_for_status()
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng, "deploy/portainer.py", f"{c.slug}_deploy/redeploy.py", "ci/portainer_redeploy.py"
        ),
        text,
        s,
    )


@fmt(F, "opnsense_module_defaults_api_secret")
def _(rng):
    c = Ctx(rng)
    s = b64(rng, 60)
    text = fill(
        """
        ---
        - name: Firewall aliases
          hosts: localhost
          gather_facts: false
          module_defaults:
            group/ansibleguy.opnsense.all:
              firewall: fw.<<d>>
              api_key: "<<k>>"
              api_secret: "<<s>>"
              ssl_verify: true
          tasks:
            - name: Office networks
              ansibleguy.opnsense.alias:
                name: office_nets
                type: network
                content: ["<<net>>/24"]
        """,
        d=c.domain,
        k=b64(rng, 60),
        s=s,
        net=c.ip().rsplit(".", 1)[0] + ".0",
    )
    return Out(
        pick(rng, "playbooks/opnsense_aliases.yml", f"network/{c.slug}/fw.yml", "fw/aliases.yml"),
        text,
        s,
    )


@fmt(F, "librenms_x_auth_token_requests")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        import requests

        NMS = "https://nms.<<d>>/api/v0"
        H = {"X-Auth-Token": "<<s>>"}


        def add_device(hostname: str, community: str = "public") -> dict:
            body = {"hostname": hostname, "version": "v2c", "community": community}
            return requests.post(f"{NMS}/devices", json=body, headers=H, timeout=15).json()
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "netops/librenms_add.py", f"{c.slug}_net/nms.py", "tools/add_to_librenms.py"),
        text,
        s,
    )


@fmt(F, "checkmk_rest_bearer_automation_secret")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 32, UPPER + DIGITS + "@")
    text = fill(
        """
        #!/usr/bin/env bash
        SITE=<<site>>
        API="https://monitor.<<d>>/${SITE}/check_mk/api/1.0"
        curl -s -X POST "$API/domain-types/host_config/collections/all" \\
          -H "Authorization: Bearer automation <<s>>" \\
          -H "Content-Type: application/json" -H "Accept: application/json" \\
          -d "{\\"folder\\": \\"/servers\\", \\"host_name\\": \\"$1\\", \\"attributes\\": {\\"ipaddress\\": \\"$2\\"}}"
        curl -s -X POST "$API/domain-types/activation_run/actions/activate-changes/invoke" \\
          -H "Authorization: Bearer automation <<s>>" -H "If-Match: *" -H "Content-Type: application/json" -d '{}'
        """,
        site=pick(rng, "mon", "prod", c.slug),
        d=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "monitoring/cmk_add_host.sh",
            f"{c.slug}-noc/checkmk-add.sh",
            "scripts/cmk_register.sh",
        ),
        text,
        s,
    )


@fmt(F, "openstack_clouds_yaml_application_credential_secret")
def _(rng):
    c = Ctx(rng)
    s = b64(rng, 64, url=True, pad=False)
    text = fill(
        """
        clouds:
          <<slug>>:
            auth_type: v3applicationcredential
            auth:
              auth_url: https://keystone.<<d>>:5000/v3
              application_credential_id: "<<acid>>"
              application_credential_secret: "<<s>>"
            region_name: "RegionOne"
            interface: "public"
            identity_api_version: 3
        """,
        slug=c.slug,
        d=c.domain,
        acid=hx(rng, 32),
        s=s,
    )
    return Out(
        pick(rng, ".config/openstack/clouds.yaml", "clouds.yaml", f"ci/{c.slug}/clouds.yaml"),
        text,
        s,
    )


# -------------------------------------------------------------- workflow_hr_erp_keys
F = "workflow_hr_erp_keys"


@fmt(F, "make_com_api_token_header_node")
def _(rng):
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        // Turn Make scenarios off outside business hours
        const ZONE = 'https://eu1.make.com/api/v2';
        const headers = { Authorization: 'Token <<s>>' };

        async function setScenarios(active) {
          const res = await fetch(`${ZONE}/scenarios?teamId=<<team>>`, { headers });
          const { scenarios } = await res.json();
          for (const s of scenarios.filter((s) => s.name.startsWith('[office]'))) {
            await fetch(`${ZONE}/scenarios/${s.id}/${active ? 'start' : 'stop'}`, { method: 'POST', headers });
          }
        }

        setScenarios(process.argv[2] === 'on');
        """,
        s=s,
        team=rng.randint(100000, 999999),
    )
    return Out(
        pick(
            rng,
            "automation/make-toggle.mjs",
            f"{c.slug}-ops/scenarios.js",
            "scripts/make_schedule.js",
        ),
        text,
        s,
    )


@fmt(F, "ifttt_maker_webhook_url_key")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 22, ALNUM + "-_")
    ev = pick(rng, "door_open", "backup_failed", "freezer_alarm", "build_broken")
    text = fill(
        """
        #!/usr/bin/env python3
        import sys
        import urllib.request
        import json

        URL = "https://maker.ifttt.com/trigger/<<ev>>/with/key/<<s>>"


        def notify(value1: str, value2: str = "") -> None:
            data = json.dumps({"value1": value1, "value2": value2}).encode()
            req = urllib.request.Request(URL, data=data, headers={"Content-Type": "application/json"})
            urllib.request.urlopen(req, timeout=10)


        if __name__ == "__main__":
            notify(*sys.argv[1:3])
        """,
        ev=ev,
        s=s,
    )
    return Out(
        pick(rng, f"bin/notify_{ev}.py", f"homeauto/{c.slug}/ifttt_notify.py", "scripts/ifttt.py"),
        text,
        s,
    )


@fmt(F, "toggl_track_basic_api_token_python")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        import requests

        TOGGL = "https://api.track.toggl.com/api/v9"
        AUTH = ("<<s>>", "api_token")


        def hours_this_week(workspace_id: int) -> float:
            entries = requests.get(f"{TOGGL}/me/time_entries", auth=AUTH, timeout=10).json()
            return sum(e["duration"] for e in entries if e["workspace_id"] == workspace_id and e["duration"] > 0) / 3600
        """,
        s=s,
    )
    return Out(
        pick(
            rng, "timesheets/toggl.py", f"{c.slug}_billing/toggl_hours.py", "tools/weekly_hours.py"
        ),
        text,
        s,
    )


@fmt(F, "clockify_x_api_key_header_ruby")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 48)
    text = fill(
        """
        require "net/http"
        require "json"

        CLOCKIFY = URI("https://api.clockify.me/api/v1/workspaces/<<ws>>/projects")

        req = Net::HTTP::Get.new(CLOCKIFY)
        req["X-Api-Key"] = "<<s>>"
        res = Net::HTTP.start(CLOCKIFY.host, CLOCKIFY.port, use_ssl: true) { |http| http.request(req) }
        JSON.parse(res.body).each { |p| puts [p["name"], p["duration"]].join("\\t") }
        """,
        ws=hx(rng, 24),
        s=s,
    )
    return Out(
        pick(
            rng,
            "bin/clockify_projects.rb",
            f"{c.slug}-tools/clockify.rb",
            "scripts/project_hours.rb",
        ),
        text,
        s,
    )


@fmt(F, "calendly_pat_bearer_jwt_axios")
def _(rng):
    c = Ctx(rng)
    head = b64u(
        json.dumps(
            {"kid": hx(rng, 8), "typ": "PAT", "alg": "ES512"}, separators=(",", ":")
        ).encode()
    )
    body = b64u(
        json.dumps(
            {
                "iss": "https://auth.calendly.com",
                "iat": c.epoch,
                "jti": uid(rng),
                "user_uuid": uid(rng),
            },
            separators=(",", ":"),
        ).encode()
    )
    s = f"{head}.{body}.{b64(rng, 132, url=True, pad=False)}"
    text = fill(
        """
        import axios from 'axios';

        export const calendly = axios.create({
          baseURL: 'https://api.calendly.com',
          headers: { Authorization: 'Bearer <<s>>' },
        });

        export const upcoming = (orgUri) =>
          calendly.get('/scheduled_events', { params: { organization: orgUri, status: 'active', count: 100 } });
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "src/integrations/calendly.js",
            f"{c.slug}-crm/lib/calendly.ts",
            "server/calendly.js",
        ),
        text,
        s,
    )


@fmt(F, "odoo_xmlrpc_authenticate_positional_key")
def _(rng):
    c = Ctx(rng)
    s = hx(rng, 40)
    text = fill(
        """
        import xmlrpc.client

        URL = "https://erp.<<d>>"
        DB = "<<slug>>-prod"
        USER = "integration@<<d>>"

        common = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/common")
        uid = common.authenticate(DB, USER, "<<s>>", {})
        models = xmlrpc.client.ServerProxy(f"{URL}/xmlrpc/2/object")


        def open_invoices():
            return models.execute_kw(DB, uid, "<<s>>", "account.move", "search_read",
                                     [[["move_type", "=", "out_invoice"], ["payment_state", "!=", "paid"]]],
                                     {"fields": ["name", "partner_id", "amount_residual"]})
        """,
        d=c.domain,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, "integrations/odoo_sync.py", f"{c.slug}_erp/odoo.py", "jobs/open_invoices.py"),
        text,
        s,
    )


@fmt(F, "frappe_erpnext_token_header_key_secret")
def _(rng):
    c = Ctx(rng)
    k, s = hx(rng, 15), hx(rng, 15)
    text = fill(
        """
        import requests

        ERP = "https://erp.<<d>>"
        HEADERS = {"Authorization": "token <<k>>:<<s>>", "Accept": "application/json"}


        def create_lead(name: str, email: str, source: str = "Website") -> dict:
            r = requests.post(f"{ERP}/api/resource/Lead", headers=HEADERS,
                              json={"lead_name": name, "email_id": email, "source": source}, timeout=10)
            r.raise_for_status()
            return r.json()["data"]
        """,
        d=c.domain,
        k=k,
        s=s,
    )
    return Out(
        pick(rng, "web/erpnext_leads.py", f"{c.slug}_site/crm.py", "forms/erpnext.py"), text, s
    )


# ----------------------------------------------------------- unix_system_secret_files
F = "unix_system_secret_files"


@fmt(F, "davfs2_secrets_mountpoint_line")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        # davfs2 secrets file
        # mount point / server url    username    password
        /mnt/nextcloud    <<u>>    "<<s>>"
        """,
        u=c.user,
        s=s,
    )
    return Out(
        pick(
            rng, "etc/davfs2/secrets", f"backup/{c.slug}-host/etc/davfs2/secrets", ".davfs2/secrets"
        ),
        text,
        s,
    )


@fmt(F, "ppp_chap_secrets_entry")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        # Secrets for authentication using CHAP
        # client	server	secret			IP addresses
        <<u>>@<<isp>>	*	"<<s>>"	*
        """,
        u=c.user + str(rng.randint(100, 999)),
        isp=pick(rng, "t-online.de", "dsl.xs4all.nl", "adsl.orange.fr"),
        s=s,
    )
    return Out(
        pick(
            rng, "etc/ppp/chap-secrets", f"router/{c.slug}/etc/ppp/chap-secrets", "ppp/chap-secrets"
        ),
        text,
        s,
    )


@fmt(F, "exim4_passwd_client_smarthost_line")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,~!")
    text = fill(
        """
        # password file used when the local exim is authenticating to a remote
        # host as a client.
        #
        # see exim4_passwd_client(5) for more documentation
        #
        # Example:
        ### target.mail.server.example:login:password
        smtp.<<d>>:relay@<<d>>:<<s>>
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "etc/exim4/passwd.client",
            f"backup/{c.slug}-mx/passwd.client",
            "exim4/passwd.client",
        ),
        text,
        s,
    )


@fmt(F, "ssmtp_conf_authpass")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*,~!")
    text = fill(
        """
        # Config file for sSMTP sendmail
        root=alerts@<<d>>
        mailhub=smtp.<<d>>:587
        rewriteDomain=<<d>>
        hostname=<<host>>
        UseSTARTTLS=YES
        AuthUser=alerts@<<d>>
        AuthPass=<<s>>
        FromLineOverride=YES
        """,
        d=c.domain,
        host=c.host("nas"),
        s=s,
    )
    return Out(
        pick(rng, "etc/ssmtp/ssmtp.conf", f"backup/{c.slug}-nas/ssmtp.conf", "ssmtp/ssmtp.conf"),
        text,
        s,
    )


@fmt(F, "rsyncd_secrets_heredoc_provision_script")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,~!")
    text = fill(
        """
        #!/bin/sh
        # turn this box into the rsync target for the nightly NAS backups
        set -e
        apt-get install -y rsync
        cat > /etc/rsyncd.conf <<'EOF'
        uid = backup
        gid = backup
        use chroot = yes
        [nas]
            path = /srv/backup/nas
            read only = no
            auth users = backup
            secrets file = /etc/rsyncd.secrets
            hosts allow = <<net>>/24
        EOF
        cat > /etc/rsyncd.secrets <<'EOF'
        backup:<<s>>
        EOF
        chmod 600 /etc/rsyncd.secrets
        systemctl enable --now rsync
        """,
        net=c.ip().rsplit(".", 1)[0] + ".0",
        s=s,
    )
    return Out(
        pick(
            rng,
            "provision/rsync-target.sh",
            f"hosts/{c.slug}-store/setup-rsyncd.sh",
            "scripts/backup_target.sh",
        ),
        text,
        s,
    )


@fmt(F, "apt_auth_conf_d_machine_login_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        machine apt.<<d>>/debian
        login deploy
        password <<s>>
        """,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            f"etc/apt/auth.conf.d/{c.slug}.conf",
            "apt/auth.conf.d/internal.conf",
            f"images/base/etc/apt/auth.conf.d/{c.slug}-repo.conf",
        ),
        text,
        s,
    )


@fmt(F, "yum_repo_file_username_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@^*~!")
    text = fill(
        """
        [<<slug>>-internal]
        name=<<W>> internal packages - $basearch
        baseurl=https://rpm.<<d>>/el9/$basearch/
        enabled=1
        gpgcheck=1
        gpgkey=https://rpm.<<d>>/RPM-GPG-KEY-<<slug>>
        username=rpm-reader
        password=<<s>>
        sslverify=1
        metadata_expire=6h
        """,
        slug=c.slug,
        W=c.word,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            f"etc/yum.repos.d/{c.slug}-internal.repo",
            "yum.repos.d/internal.repo",
            f"kickstart/files/{c.slug}.repo",
        ),
        text,
        s,
        "ini",
    )


@fmt(F, "iscsid_conf_chap_session_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, 12, 16, sym="")
    text = fill(
        """
        iscsid.startup = /bin/systemctl start iscsid.socket iscsiuio.socket
        node.startup = automatic
        node.leading_login = No

        # *************
        # CHAP Settings
        # *************
        node.session.auth.authmethod = CHAP
        node.session.auth.username = iqn.<<y>>-<<m>>.<<rev>>:<<host>>
        node.session.auth.password = <<s>>

        node.session.timeo.replacement_timeout = 120
        node.conn[0].timeo.login_timeout = 15
        node.session.iscsi.FastAbort = Yes
        """,
        y=c.year,
        m=f"{c.month:02d}",
        rev=".".join(reversed(c.domain.split("."))),
        host=c.host("kvm").split(".")[0],
        s=s,
    )
    return Out(
        pick(rng, "etc/iscsi/iscsid.conf", f"hosts/{c.slug}-kvm/iscsid.conf", "iscsi/iscsid.conf"),
        text,
        s,
    )


@fmt(F, "nut_upsd_users_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*~!")
    text = fill(
        """
        # upsd.users - network UPS tools
        [upsmon_primary]
            password = <<s>>
            upsmon primary
        """,
        s=s,
    )
    return Out(
        pick(rng, "etc/nut/upsd.users", f"homelab/{c.slug}/nut/upsd.users", "nut/upsd.users"),
        text,
        s,
    )


# -------------------------------------------------------------- ci_devenv_definitions
F = "ci_devenv_definitions"


@fmt(F, "aws_codebuild_buildspec_env_variables_value")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,~!")
    text = fill(
        """
        version: 0.2

        env:
          variables:
            NODE_ENV: "production"
            SONAR_HOST: "https://sonar.<<d>>"
            REGISTRY_USER: "ci-<<slug>>"
            REGISTRY_PASSWORD: "<<s>>"
          exported-variables:
            - IMAGE_TAG

        phases:
          install:
            runtime-versions:
              nodejs: 20
          pre_build:
            commands:
              - echo "$REGISTRY_PASSWORD" | docker login registry.<<d>> -u "$REGISTRY_USER" --password-stdin
              - export IMAGE_TAG=$(echo $CODEBUILD_RESOLVED_SOURCE_VERSION | cut -c1-8)
          build:
            commands:
              - npm ci && npm run build
              - docker build -t registry.<<d>>/<<slug>>/web:$IMAGE_TAG .
          post_build:
            commands:
              - docker push registry.<<d>>/<<slug>>/web:$IMAGE_TAG
        """,
        d=c.domain,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, "buildspec.yml", "ci/buildspec.yml", f"{c.slug}-web/buildspec.yml"), text, s
    )


@fmt(F, "bitrise_yml_app_envs_value")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,~!")
    text = fill(
        """
        format_version: "13"
        default_step_lib_source: https://github.com/bitrise-io/bitrise-steplib.git
        project_type: android

        app:
          envs:
            - PROJECT_LOCATION: .
            - MODULE: app
            - VARIANT: release
            - KEYSTORE_ALIAS: <<slug>>-upload
            - KEYSTORE_PASSWORD: "<<s>>"
              opts:
                is_expand: false

        workflows:
          release:
            steps:
              - git-clone@8: {}
              - android-build@1:
                  inputs:
                    - variant: $VARIANT
                    - build_type: aab
              - sign-apk@1: {}
              - deploy-to-bitrise-io@2: {}
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, "bitrise.yml", f"{c.slug}-android/bitrise.yml", "mobile/bitrise.yml"), text, s
    )


@fmt(F, "gocd_cruise_config_plain_variable_value")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        <?xml version="1.0" encoding="utf-8"?>
        <cruise xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:noNamespaceSchemaLocation="cruise-config.xsd" schemaVersion="139">
          <server agentAutoRegisterKey="<<ark>>" webhookSecret="<<wh>>" serverId="<<sid>>" tokenGenerationKey="<<tgk>>" />
          <pipelines group="<<slug>>">
            <pipeline name="billing-deploy">
              <environmentvariables>
                <variable name="DEPLOY_ENV">
                  <value>production</value>
                </variable>
                <variable name="DB_MIGRATION_PASSWORD">
                  <value><<s>></value>
                </variable>
              </environmentvariables>
              <materials>
                <git url="https://git.<<d>>/<<slug>>/billing.git" />
              </materials>
              <stage name="deploy">
                <jobs>
                  <job name="migrate">
                    <tasks>
                      <exec command="./bin/migrate" />
                    </tasks>
                  </job>
                </jobs>
              </stage>
            </pipeline>
          </pipelines>
        </cruise>
        """,
        ark="",
        wh="",
        sid=uid(rng),
        tgk="",
        slug=c.slug,
        s=s,
        d=c.domain,
    )
    text = text.replace(' agentAutoRegisterKey="" webhookSecret=""', "").replace(
        ' tokenGenerationKey=""', ""
    )
    return Out(
        pick(
            rng,
            "godata/config/cruise-config.xml",
            "gocd/cruise-config.xml",
            f"ci/{c.slug}/cruise-config.xml",
        ),
        text,
        s,
    )


@fmt(F, "teamcity_settings_kts_param_value")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        import jetbrains.buildServer.configs.kotlin.*
        import jetbrains.buildServer.configs.kotlin.buildSteps.gradle
        import jetbrains.buildServer.configs.kotlin.triggers.vcs

        version = "2024.03"

        project {
            buildType(Publish)
            params {
                param("env.NEXUS_USER", "teamcity")
                param("env.NEXUS_PASSWORD", "<<s>>")
            }
        }

        object Publish : BuildType({
            name = "Publish artifacts"
            vcs { root(DslContext.settingsRoot) }
            steps {
                gradle { tasks = "clean publish" }
            }
            triggers { vcs { branchFilter = "+:main" } }
        })
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".teamcity/settings.kts",
            f"{c.slug}-lib/.teamcity/settings.kts",
            "teamcity/settings.kts",
        ),
        text,
        s,
    )


@fmt(F, "devcontainer_json_container_env")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    doc = {
        "name": f"{c.word} API",
        "dockerComposeFile": ["../docker-compose.yml"],
        "service": "api",
        "workspaceFolder": "/workspaces/api",
        "features": {"ghcr.io/devcontainers/features/node:1": {"version": "20"}},
        "containerEnv": {
            "DATABASE_HOST": c.host("db"),
            "DATABASE_USER": "dev_shared",
            "DATABASE_PASSWORD": s,
            "TZ": "UTC",
        },
        "forwardPorts": [3000, 5432],
        "postCreateCommand": "npm ci",
        "customizations": {"vscode": {"extensions": ["dbaeumer.vscode-eslint", "prisma.prisma"]}},
    }
    return Out(
        pick(
            rng,
            ".devcontainer/devcontainer.json",
            f"{c.slug}-api/.devcontainer/devcontainer.json",
            ".devcontainer/api/devcontainer.json",
        ),
        json.dumps(doc, indent=2) + "\n",
        s,
    )


@fmt(F, "tox_ini_testenv_setenv_value")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@^*,~!")
    text = fill(
        """
        [tox]
        envlist = py311, py312, integration

        [testenv]
        deps = -r requirements-dev.txt
        commands = pytest -q {posargs}

        [testenv:integration]
        setenv =
            WAREHOUSE_HOST = <<h>>
            WAREHOUSE_USER = ci_reader
            WAREHOUSE_PASSWORD = <<s>>
        commands = pytest -q -m integration {posargs}
        """,
        h=c.host("dwh"),
        s=s,
    )
    return Out(pick(rng, "tox.ini", f"{c.slug}-etl/tox.ini", "python/tox.ini"), text, s, "ini")


# ------------------------------------------------------------ metrics_k8s_ops_configs
F = "metrics_k8s_ops_configs"


@fmt(F, "prometheus_scrape_config_basic_auth_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,~!")
    text = fill(
        """
        global:
          scrape_interval: 30s
          evaluation_interval: 30s

        scrape_configs:
          - job_name: node
            static_configs:
              - targets: ["localhost:9100"]

          - job_name: federate-<<slug>>
            honor_labels: true
            metrics_path: /federate
            scheme: https
            params:
              "match[]":
                - '{job=~"api|worker"}'
            basic_auth:
              username: federation
              password: "<<s>>"
            static_configs:
              - targets: ["prom.<<d>>"]
        """,
        slug=c.slug,
        s=s,
        d=c.domain,
    )
    return Out(
        pick(
            rng,
            "prometheus/prometheus.yml",
            "monitoring/prometheus.yml",
            f"infra/{c.slug}/prometheus.yml",
        ),
        text,
        s,
    )


@fmt(F, "grafana_provisioning_datasource_secure_json_data")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,~!")
    text = fill(
        """
        apiVersion: 1

        datasources:
          - name: Postgres (reporting)
            type: grafana-postgresql-datasource
            uid: pg-reporting
            url: <<h>>:5432
            user: grafana_ro
            jsonData:
              database: reporting
              sslmode: require
              postgresVersion: 1500
            secureJsonData:
              password: "<<s>>"
            editable: false
        """,
        h=c.host("pg"),
        s=s,
    )
    return Out(
        pick(
            rng,
            "grafana/provisioning/datasources/postgres.yaml",
            "provisioning/datasources/reporting.yml",
            f"monitoring/{c.slug}/datasources.yaml",
        ),
        text,
        s,
    )


@fmt(F, "promtail_clients_basic_auth_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,~!")
    text = fill(
        """
        server:
          http_listen_port: 9080
          grpc_listen_port: 0

        positions:
          filename: /var/lib/promtail/positions.yaml

        clients:
          - url: https://loki.<<d>>/loki/api/v1/push
            basic_auth:
              username: "<<tenant>>"
              password: "<<s>>"

        scrape_configs:
          - job_name: journal
            journal:
              max_age: 12h
              labels:
                job: systemd-journal
            relabel_configs:
              - source_labels: ["__journal__systemd_unit"]
                target_label: unit
        """,
        d=c.domain,
        tenant=rng.randint(100000, 999999),
        s=s,
    )
    return Out(
        pick(
            rng,
            "etc/promtail/config.yml",
            "promtail/promtail.yaml",
            f"logging/{c.slug}/promtail.yml",
        ),
        text,
        s,
    )


@fmt(F, "keda_scaledobject_rabbitmq_host_url")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    text = fill(
        """
        apiVersion: keda.sh/v1alpha1
        kind: ScaledObject
        metadata:
          name: invoice-worker
          namespace: <<slug>>
        spec:
          scaleTargetRef:
            name: invoice-worker
          minReplicaCount: 1
          maxReplicaCount: 20
          triggers:
            - type: rabbitmq
              metadata:
                protocol: amqp
                queueName: invoices
                mode: QueueLength
                value: "50"
                host: amqp://keda:<<s>>@rabbitmq.<<slug>>.svc.cluster.local:5672/billing
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(
            rng,
            "k8s/invoice-worker/scaledobject.yaml",
            f"deploy/{c.slug}/keda.yaml",
            "manifests/autoscaling/invoice-worker.yaml",
        ),
        text,
        s,
    )


@fmt(F, "k8s_job_container_args_password_flag")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*,~!")
    text = fill(
        """
        apiVersion: batch/v1
        kind: Job
        metadata:
          name: db-restore-<<date>>
          namespace: <<slug>>
        spec:
          backoffLimit: 0
          template:
            spec:
              restartPolicy: Never
              containers:
                - name: restore
                  image: postgres:16
                  command: ["pg_restore"]
                  args:
                    - "--dbname=postgresql://restore@<<h>>:5432/app"
                    - "--clean"
                    - "--no-owner"
                    - "/backup/app.dump"
                  env:
                    - name: PGPASSWORD
                      value: "<<s>>"
                  volumeMounts:
                    - { name: backup, mountPath: /backup }
              volumes:
                - name: backup
                  persistentVolumeClaim: { claimName: db-backups }
        """,
        date=c.date.replace("-", ""),
        slug=c.slug,
        h=c.host("pg"),
        s=s,
    )
    return Out(
        pick(
            rng,
            f"k8s/jobs/restore-{c.date}.yaml",
            f"ops/{c.slug}/db-restore-job.yaml",
            "manifests/db-restore.yaml",
        ),
        text,
        s,
    )


@fmt(F, "influx_cli_configs_toml_token")
def _(rng):
    c = Ctx(rng)
    s = b64(rng, 64, url=True)
    text = fill(
        """
        [<<slug>>]
          url = "https://influx.<<d>>"
          token = "<<s>>"
          org = "<<slug>>"
          active = true
        """,
        slug=c.slug,
        d=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            ".influxdbv2/configs",
            f"dotfiles/{c.user}/influxdbv2/configs",
            "ops/influx/configs",
        ),
        text,
        s,
        "toml",
    )


# -------------------------------------------------------------- data_pipeline_engines
F = "data_pipeline_engines"


@fmt(F, "kafka_connect_connector_post_json_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    cfg = {
        "name": f"{c.slug}-orders-cdc",
        "config": {
            "connector.class": "io.debezium.connector.postgresql.PostgresConnector",
            "database.hostname": c.host("pg"),
            "database.port": "5432",
            "database.user": "debezium",
            "database.password": s,
            "database.dbname": "orders",
            "topic.prefix": c.slug,
            "table.include.list": "public.orders,public.order_lines",
            "plugin.name": "pgoutput",
            "slot.name": "debezium_orders",
        },
    }
    body = json.dumps(cfg, indent=2)
    text = (
        "#!/bin/sh\ncurl -s -X POST http://connect:8083/connectors \\\n  -H 'Content-Type: application/json' \\\n  -d @- <<'JSON'\n"
        + body
        + "\nJSON\n"
    )
    return Out(
        pick(
            rng,
            "connect/register-orders-cdc.sh",
            f"{c.slug}-cdc/register.sh",
            "kafka/connectors/orders.sh",
        ),
        text,
        s,
    )


@fmt(F, "flink_sql_ddl_with_password_option")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        CREATE TABLE customers_src (
          id BIGINT,
          email STRING,
          country STRING,
          updated_at TIMESTAMP(3),
          PRIMARY KEY (id) NOT ENFORCED
        ) WITH (
          'connector' = 'mysql-cdc',
          'hostname' = '<<h>>',
          'port' = '3306',
          'username' = 'flink_cdc',
          'password' = '<<s>>',
          'database-name' = 'crm',
          'table-name' = 'customers',
          'server-time-zone' = 'UTC'
        );

        INSERT INTO customers_lake SELECT * FROM customers_src;
        """,
        h=c.host("mysql"),
        s=s,
    )
    return Out(
        pick(
            rng,
            "flink/sql/customers_cdc.sql",
            f"{c.slug}-stream/jobs/customers.sql",
            "streaming/customers_src.sql",
        ),
        text,
        s,
    )


@fmt(F, "trino_catalog_properties_connection_password")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        connector.name=postgresql
        connection-url=jdbc:postgresql://<<h>>:5432/analytics
        connection-user=trino
        connection-password=<<s>>
        case-insensitive-name-matching=true
        """,
        h=c.host("pg"),
        s=s,
    )
    return Out(
        pick(
            rng,
            "etc/catalog/analytics.properties",
            "trino/catalog/postgres.properties",
            f"{c.slug}-trino/catalog/analytics.properties",
        ),
        text,
        s,
    )


@fmt(F, "kedro_conf_local_credentials_yml")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,~!")
    text = fill(
        """
        # Here you can define credentials for different data sets and environment.
        warehouse_credentials:
          con: postgresql://etl_user@<<h>>:5432/warehouse
          password: "<<s>>"

        sftp_vendor:
          host: sftp.<<d>>
          username: <<slug>>
        """,
        h=c.host("dwh"),
        s=s,
        d=c.domain,
        slug=c.slug,
    )
    return Out(
        pick(
            rng,
            "conf/local/credentials.yml",
            f"{c.slug}-pipelines/conf/local/credentials.yml",
            "conf/base/credentials.yml",
        ),
        text,
        s,
    )


@fmt(F, "datastax_astra_token_cassandra_driver")
def _(rng):
    c = Ctx(rng)
    s = "AstraCS:" + an(rng, 24) + ":" + hx(rng, 64)
    text = fill(
        """
        from cassandra.auth import PlainTextAuthProvider
        from cassandra.cluster import Cluster

        cloud = {"secure_connect_bundle": "secure-connect-<<slug>>.zip"}
        auth = PlainTextAuthProvider("token", "<<s>>")
        session = Cluster(cloud=cloud, auth_provider=auth).connect("<<slug>>_events")

        rows = session.execute("SELECT release_version FROM system.local")
        print(rows.one().release_version)
        """,
        slug=c.slug,
        s=s,
    )
    return Out(
        pick(rng, "db/astra_connect.py", f"{c.slug}_events/cassandra.py", "scripts/astra_check.py"),
        text,
        s,
    )


@fmt(F, "neo4j_aura_downloaded_credentials_txt")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 43, ALNUM + "-_")
    iid = hx(rng, 8)
    text = fill(
        """
        # Wait 60 seconds before connecting using these details, or login to https://console.neo4j.io to validate the Aura Instance is available
        NEO4J_URI=neo4j+s://<<iid>>.databases.neo4j.io
        NEO4J_USERNAME=neo4j
        NEO4J_PASSWORD=<<s>>
        AURA_INSTANCEID=<<iid>>
        AURA_INSTANCENAME=<<slug>>-graph
        """,
        iid=iid,
        s=s,
        slug=c.slug,
    )
    return Out(
        pick(
            rng,
            f"Neo4j-{iid}-Created-{c.date}.txt",
            f"docs/graph/Neo4j-{iid}-Created-{c.date}.txt",
            f"{c.slug}-graph/aura-credentials.txt",
        ),
        text,
        s,
    )


# ----------------------------------------------------------- prose_wiki_chat_exports
F = "prose_wiki_chat_exports"


@fmt(F, "obsidian_daily_note_frontmatter_md")
def _(rng):
    c = Ctx(rng)
    s = "live_" + hx(rng, 32)
    text = fill(
        """
        ---
        date: <<date>>
        tags: [daily, work]
        mood: ok
        ---
        # <<date>>

        ## Log
        - 09:30 standup: print-mail launch moved to Thursday
        - 11:10 Lob account finally approved for production, key for the postcard worker: `<<s>>`
          - put it in the worker config, not in the repo (TODO)
        - 14:00 1:1 with [[<<name2>>]]
        - 16:45 reviewed [[Postcard templates v3]]

        ## Tomorrow
        - [ ] address verification edge cases
        - [ ] send proof to marketing
        """,
        date=c.date,
        s=s,
        name2=c.name2,
    )
    return Out(
        pick(
            rng,
            f"vault/Daily/{c.date}.md",
            f"notes/journal/{c.date}.md",
            f"Obsidian/{c.word}/Daily Notes/{c.date}.md",
        ),
        text,
        s,
    )


@fmt(F, "logseq_journal_outline_md")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    text = fill(
        """
        - [[<<W>>]] migration day
        	- moved reporting DB to the new cluster #ops
        		- host:: <<h>>
        		- user:: report_admin
        		- pass:: <<s>>
        	- TODO update the BI connection strings
        	- DONE announce in #data
        - met [[<<name2>>]] about Q<<q>> budget
        """,
        W=c.word,
        h=c.host("pg"),
        s=s,
        name2=c.name2,
        q=rng.randint(1, 4),
    )
    return Out(
        pick(
            rng,
            f"journals/{c.date.replace('-', '_')}.md",
            f"logseq/{c.slug}/journals/{c.date.replace('-', '_')}.md",
            f"graph/journals/{c.date.replace('-', '_')}.md",
        ),
        text,
        s,
    )


@fmt(F, "dokuwiki_page_code_block_bash")
def _(rng):
    c = Ctx(rng)
    s = an(rng, 32)
    text = fill(
        """
        ====== External exposure checks ======

        We run a weekly Shodan sweep of our public ranges. The account belongs to the
        security team (owner: <<name>>).

        ===== Setup on a new analyst laptop =====

        <code bash>
        pip install shodan
        shodan init <<s>>
        shodan info
        </code>

        ===== Weekly sweep =====

          * run ''shodan search net:<<net>>/24''
          * paste anything new into the [[security:findings|findings page]]
        """,
        name=c.name,
        s=s,
        net=c.ip().rsplit(".", 1)[0] + ".0",
    )
    return Out(
        pick(
            rng,
            "data/pages/security/shodan.txt",
            f"wiki/{c.slug}/pages/security/exposure.txt",
            "dokuwiki/data/pages/sec/shodan.txt",
        ),
        text,
        s,
    )


@fmt(F, "tiddlywiki_tid_tiddler_text")
def _(rng):
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        created: <<ts>>
        modified: <<ts>>
        tags: Homelab Proxmox
        title: Proxmox API token
        type: text/vnd.tiddlywiki

        Token for the Terraform runs against the <<W>> cluster.

        |!Token ID |`terraform@pve!provisioner` |
        |!Secret |`<<s>>` |
        |!Privileges |PVEVMAdmin on `/vms`, PVEDatastoreUser on `/storage/local-lvm` |

        Regenerate under Datacenter → Permissions → API Tokens if it leaks.
        """,
        ts=f"{c.year}{c.month:02d}{c.day:02d}{c.hour:02d}{c.minute:02d}{c.sec:02d}000",
        W=c.word,
        s=s,
    )
    return Out(
        pick(
            rng,
            "tiddlers/Proxmox API token.tid",
            f"wiki/{c.slug}/tiddlers/Proxmox_API_token.tid",
            "tiddlywiki/tiddlers/Proxmox API token.tid",
        ),
        text,
        s,
    )


@fmt(F, "trac_wiki_processor_block")
def _(rng):
    c = Ctx(rng)
    s = "rpa_" + an(rng, 40, UPNUM)
    text = fill(
        """
        = GPU transcription workers =

        [[PageOutline]]

        == Submitting a job by hand ==

        {{{#!sh
        curl -s -X POST https://api.runpod.ai/v2/<<ep>>/runsync \\
          -H 'Authorization: Bearer <<s>>' \\
          -H 'Content-Type: application/json' \\
          -d '{"input": {"audio": "https://media.<<d>>/sample.mp3"}}'
        }}}

        == Notes ==
         * cold starts take ~40s, see #<<tkt>>
         * billing alerts go to ''ops@<<d>>''
        """,
        ep=an(rng, 14, LOWNUM),
        s=s,
        d=c.domain,
        tkt=rng.randint(1000, 4000),
    )
    return Out(
        pick(
            rng,
            "wiki/GpuWorkers.txt",
            f"trac/{c.slug}/wiki/TranscriptionWorkers",
            "wiki-export/GpuWorkers.trac",
        ),
        text,
        s,
    )


@fmt(F, "whatsapp_chat_export_txt")
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    a, b = c.name, c.name2
    d = f"{c.day:02d}/{c.month:02d}/{c.year}"
    text = fill(
        """
        <<d>>, 08:12 - Messages and calls are end-to-end encrypted. No one outside of this chat, not even WhatsApp, can read or listen to them.
        <<d>>, 08:12 - <<a>> created group "<<W>> shop admins"
        <<d>>, 08:14 - <<a>>: the till laptop asks for the admin login again after the update
        <<d>>, 08:15 - <<b>>: user is admin, password <<s>>
        <<d>>, 08:15 - <<b>>: please don't share it outside this group
        <<d>>, 08:16 - <<a>>: 👍 works, thanks
        <<d>>, 08:31 - <<a>>: <Media omitted>
        """,
        d=d,
        a=a,
        b=b,
        W=c.word,
        s=s,
    )
    return Out(
        pick(
            rng,
            f"exports/WhatsApp Chat with {c.word} shop admins.txt",
            f"chat/{c.slug}/whatsapp-admins.txt",
            "WhatsApp Chat - shop admins/_chat.txt",
        ),
        text,
        s,
    )


@fmt(F, "telegram_desktop_export_result_json")
def _(rng):
    c = Ctx(rng)
    s = "sk-lf-" + uid(rng)
    pk = "pk-lf-" + uid(rng)
    base = c.epoch
    msgs = [
        {
            "id": 101,
            "type": "message",
            "date": f"{c.date}T10:02:11",
            "date_unixtime": str(base),
            "from": c.name,
            "from_id": f"user{rng.randint(10**8, 10**9)}",
            "text": "who has the langfuse keys for the eval project?",
        },
        {
            "id": 102,
            "type": "message",
            "date": f"{c.date}T10:04:37",
            "date_unixtime": str(base + 146),
            "from": c.name2,
            "from_id": f"user{rng.randint(10**8, 10**9)}",
            "text": f"public {pk}\nsecret {s}\nhost https://cloud.langfuse.com",
        },
        {
            "id": 103,
            "type": "message",
            "date": f"{c.date}T10:05:02",
            "date_unixtime": str(base + 171),
            "from": c.name,
            "from_id": f"user{rng.randint(10**8, 10**9)}",
            "text": "thanks!",
        },
    ]
    doc = {
        "name": f"{c.word} ML",
        "type": "private_supergroup",
        "id": rng.randint(10**9, 10**10),
        "messages": msgs,
    }
    return Out(
        pick(
            rng,
            "ChatExport/result.json",
            f"exports/telegram/{c.slug}-ml/result.json",
            f"ChatExport_{c.date}/result.json",
        ),
        json.dumps(doc, indent=1, ensure_ascii=False) + "\n",
        s,
    )


@fmt(F, "irc_znc_log_channel_lines")
def _(rng):
    c = Ctx(rng)
    s = "BSA" + an(rng, 28, ALNUM + "-_")
    n1, n2 = c.first, c.first2
    text = fill(
        """
        [10:01:12] *** Joins: <<n2>> (~<<n2>>@user/<<n2>>)
        [10:01:40] <<<n1>>> anyone got the brave search key for the crawler box? mine got revoked
        [10:02:05] <<<n2>>> <<s>>
        [10:02:07] <<<n2>>> team plan, don't hammer it
        [10:02:30] <<<n1>>> ty
        [10:05:51] *** Quits: <<n2>> (Quit: ZNC - https://znc.in)
        """,
        n1=n1,
        n2=n2,
        s=s,
    )
    return Out(
        pick(
            rng,
            f"znc/moddata/log/{c.first}/libera/#{c.slug}-dev/{c.date}.log",
            f"logs/irc/#{c.slug}-dev/{c.date}.log",
            f"irclogs/{c.slug}/{c.date}.log",
        ),
        text,
        s,
    )


@fmt(F, "roff_man_page_examples_section")
def _(rng):
    c = Ctx(rng)
    s = "ptr_" + b64(rng, 32)
    tool = pick(rng, "stackctl", "pdeploy", f"{c.slug}-deploy")
    text = fill(
        """
        .TH <<TOOL>> 1 "<<date>>" "<<W>> ops tools" "User Commands"
        .SH NAME
        <<tool>> \\- redeploy Portainer stacks from git
        .SH SYNOPSIS
        .B <<tool>>
        [\\fB\\-\\-endpoint\\fR \\fIID\\fR] \\fB\\-\\-key\\fR \\fIAPIKEY\\fR \\fISTACK\\fR...
        .SH DESCRIPTION
        Pulls images and redeploys the named stacks on portainer.<<d>>.
        .SH EXAMPLES
        Redeploy the billing stack on the production endpoint:
        .PP
        .nf
        .RS
        <<tool>> \\-\\-endpoint 2 \\-\\-key <<s>> billing
        .RE
        .fi
        .SH AUTHOR
        <<name>>
        """,
        TOOL=tool.upper(),
        tool=tool,
        date=c.date,
        W=c.word,
        d=c.domain,
        s=s,
        name=c.name,
    )
    return Out(
        pick(
            rng,
            f"man/{tool}.1",
            f"docs/man/man1/{tool}.1",
            f"{c.slug}-tools/share/man/man1/{tool}.1",
        ),
        text,
        s,
    )


# ------------------------------------------------------------ legacy_encoded_forms
F = "legacy_encoded_forms"


def _dec_uu(content: bytes) -> bytes:
    m = re.search(rb"^begin [0-7]{3} \S+\n(.*?)^`?\nend$", content, re.S | re.M)
    raw = b"".join(binascii.a2b_uu(line) for line in m.group(1).splitlines() if line.strip())
    return re.search(rb"password: (\S+)", raw).group(1)


@fmt(F, "uuencode_mail_body_credentials_file", decode=_dec_uu)
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    payload = (
        f"VPN access for {c.name}\nserver: vpn.{c.domain}\nuser: {c.user}\npassword: {s}\n"
        f"profile: {c.slug}-staff\n"
    ).encode()
    uu = "".join(
        binascii.b2a_uu(payload[i : i + 45], backtick=True).decode()
        for i in range(0, len(payload), 45)
    )
    text = fill(
        """
        From <<fromaddr>> <<dstr>>
        Received: from ops.<<d>> (localhost [127.0.0.1]) by ops.<<d>> (8.15.2/8.15.2) with ESMTP
        From: IT Operations <it-ops@<<d>>>
        To: <<u>>@<<d>>
        Subject: your VPN account
        Date: <<dstr2>>
        Message-Id: <<mid>>

        Hi <<first>>,

        the VPN details are attached below (uuencoded, our old mailer can't do MIME).

        begin 600 vpn-<<u>>.txt
        <<uu>>
        `
        end

        -- IT Ops
        """,
        fromaddr=f"it-ops@{c.domain}",
        dstr=f"Mon Mar {c.day:2d} {c.time} {c.year}",
        d=c.domain,
        u=c.user,
        dstr2=f"Mon, {c.day} Mar {c.year} {c.time} +0100",
        mid=f"<{hx(rng, 12)}@ops.{c.domain}>",
        first=c.first.capitalize(),
        uu=uu.rstrip("\n"),
    )
    return Out(
        pick(
            rng,
            f"mail/{c.user}.mbox",
            f"archive/it-ops/{c.date}-vpn-{c.user}.eml",
            f"Mail/Inbox/{c.date}.mbox",
        ),
        text,
        s,
    )


def _dec_ldif(content: bytes) -> bytes:
    return base64.b64decode(re.search(rb"^userPassword:: (\S+)$", content, re.M).group(1))


@fmt(F, "ldif_userpassword_double_colon_base64", decode=_dec_ldif)
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    dc = ",".join(f"dc={p}" for p in c.domain.split("."))
    text = fill(
        """
        # svc accounts for the <<W>> directory, imported <<date>>
        version: 1

        dn: uid=svc-<<slug>>-sync,ou=services,<<dc>>
        objectClass: top
        objectClass: account
        objectClass: simpleSecurityObject
        uid: svc-<<slug>>-sync
        description: directory sync for the HR system
        userPassword:: <<b>>

        dn: cn=sync-readers,ou=groups,<<dc>>
        objectClass: groupOfNames
        cn: sync-readers
        member: uid=svc-<<slug>>-sync,ou=services,<<dc>>
        """,
        W=c.word,
        date=c.date,
        slug=c.slug,
        dc=dc,
        b=base64.b64encode(s.encode()).decode(),
    )
    return Out(
        pick(
            rng,
            "ldap/services.ldif",
            f"directory/{c.slug}/svc-accounts.ldif",
            "bootstrap/ldap/10-services.ldif",
        ),
        text,
        s,
    )


def _dec_mime_word(content: bytes) -> bytes:
    line = re.search(rb"^Subject: (.*(?:\n[ \t].*)*)", content, re.M).group(1).decode()
    text = "".join(
        p.decode(cs or "ascii") if isinstance(p, bytes) else p
        for p, cs in email.header.decode_header(line.replace("\n", ""))
    )
    return re.search(r"Passwort: (\S+)", text).group(1).encode()


@fmt(F, "mime_encoded_word_subject_header", decode=_dec_mime_word)
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*,~!")
    subject = f"Zugang für den Gäste-Server {c.slug}-gast – Passwort: {s}"
    words, cur = [], ""
    for ch in subject:  # RFC 2047 B-words of at most 45 bytes, never splitting a character
        if len((cur + ch).encode()) > 45:
            words.append(cur)
            cur = ""
        cur += ch
    words.append(cur)
    enc = "\n ".join(f"=?UTF-8?B?{base64.b64encode(w.encode()).decode()}?=" for w in words)
    text = fill(
        """
        Return-Path: <<rp>>
        Received: from mail.<<d>> by mx.<<d>> with ESMTPSA id <<qid>>; <<dt>>
        From: =?utf-8?q?J=C3=BCrgen_Ha=C3=9F?= <<fromaddr>>
        To: <<to>>
        Subject: <<enc>>
        Date: <<dt>>
        MIME-Version: 1.0
        Content-Type: text/plain; charset="utf-8"
        Content-Transfer-Encoding: 8bit

        Hallo,

        wie besprochen, der Benutzer ist "gast". Bitte nach dem Workshop löschen.

        Gruß
        Jürgen
        """,
        rp=f"<j.hass@{c.domain}>",
        d=c.domain,
        qid=an(rng, 12, UPNUM),
        dt=f"Tue, {c.day} Oct {c.year} {c.time} +0200",
        fromaddr=f"<j.hass@{c.domain}>",
        to=f"<{c.email}>",
        enc=enc,
    )
    return Out(
        pick(
            rng,
            f"mail/{c.date}-gastzugang.eml",
            f"archive/{c.slug}/inbox/{c.date}.eml",
            "Maildir/cur/1712.M1P2.mail:2,S",
        ),
        text,
        s,
    )


def _dec_chr(content: bytes) -> bytes:
    line = re.search(rb"strPass = (.*)", content).group(1)
    return bytes(int(n) for n in re.findall(rb"Chr\((\d+)\)", line))


@fmt(F, "vbscript_chr_concatenation_password", decode=_dec_chr)
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    chain = " & ".join(f"Chr({ord(ch)})" for ch in s)
    text = fill(
        """
        ' map the scans share at logon (deployed by GPO)
        Option Explicit
        Dim objNet, strUser, strPass
        Set objNet = CreateObject("WScript.Network")
        strUser = "<<dom>>\\svc_scans"
        strPass = <<chain>>
        On Error Resume Next
        objNet.RemoveNetworkDrive "S:", True, True
        objNet.MapNetworkDrive "S:", "\\\\fs01.<<d>>\\scans", False, strUser, strPass
        """,
        dom=c.word.upper()[:10],
        chain=chain,
        d=c.domain,
    )
    return Out(
        pick(
            rng,
            "netlogon/map_scans.vbs",
            f"gpo/{c.slug}/logon/MapDrives.vbs",
            "scripts/logon_map.vbs",
        ),
        text,
        s,
    )


def _rot47(t: str) -> str:
    return "".join(chr(33 + (ord(ch) + 14) % 94) if 33 <= ord(ch) <= 126 else ch for ch in t)


def _dec_rot47(content: bytes) -> bytes:
    return _rot47(re.search(rb"rot47\('([^']*)'\)", content).group(1).decode()).encode()


@fmt(F, "js_rot47_decoded_literal", decode=_dec_rot47)
def _(rng):
    c = Ctx(rng)
    while True:
        s = an(rng, 32)
        enc = _rot47(s)
        if "'" not in enc and "\\" not in enc:
            break
    text = fill(
        """
        // keep scrapers from picking the key out of the bundle
        const rot47 = (s) =>
          s.replace(/[!-~]/g, (c) => String.fromCharCode(33 + ((c.charCodeAt(0) + 14) % 94)));

        export const BASEROW_TOKEN = rot47('<<enc>>');

        export async function listRows(table) {
          const res = await fetch(`https://api.baserow.io/api/database/rows/table/${table}/?user_field_names=true`, {
            headers: { Authorization: `Token ${BASEROW_TOKEN}` },
          });
          return (await res.json()).results;
        }
        """,
        enc=enc,
    )
    return Out(
        pick(rng, "src/lib/rows.js", f"{c.slug}-site/src/baserow.js", "widgets/catalog/data.js"),
        text,
        s,
    )


def _dec_reg_hex2(content: bytes) -> bytes:
    m = re.search(rb'"ProxyPassword"=hex\(2\):((?:[0-9a-f]{2},?(?:\\\r?\n\s*)?)+)', content)
    hexes = re.findall(rb"[0-9a-f]{2}", m.group(1))
    raw = bytes(int(h, 16) for h in hexes)
    return raw.decode("utf-16-le").rstrip("\x00").encode()


@fmt(F, "reg_hex2_expand_sz_utf16_password", decode=_dec_reg_hex2)
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    raw = (s + "\x00").encode("utf-16-le")
    prefix = '"ProxyPassword"=hex(2):'
    hexes = [f"{b:02x}" for b in raw]
    lines, cur = [], prefix
    for i, h in enumerate(hexes):
        piece = h + ("," if i < len(hexes) - 1 else "")
        if len(cur) + len(piece) > 77:
            lines.append(cur + "\\")
            cur = "  "
        cur += piece
    lines.append(cur)
    value = "\r\n".join(lines)
    text = (
        "Windows Registry Editor Version 5.00\r\n\r\n"
        f"[HKEY_LOCAL_MACHINE\\SOFTWARE\\{c.word}\\SyncAgent]\r\n"
        f'"InstallDir"=hex(2):43,00,3a,00,5c,00,50,00,72,00,6f,00,67,00,72,00,61,00,6d,00,\\\r\n'
        f"  20,00,46,00,69,00,6c,00,65,00,73,00,5c,00,00,00\r\n"
        f'"ProxyServer"="proxy.{c.domain}:8080"\r\n'
        f'"ProxyUser"="{c.word.upper()[:10]}\\\\svc_sync"\r\n'
        f"{value}\r\n"
        '"PollSeconds"=dword:0000012c\r\n\r\n'
    )
    return Out(
        pick(
            rng,
            "deploy/syncagent.reg",
            f"gpo/{c.slug}/SyncAgent.reg",
            "installer/registry/syncagent.reg",
        ),
        text.encode("utf-8"),
        s,
    )


def _dec_hexdump(content: bytes) -> bytes:
    data = bytearray()
    for line in content.decode().splitlines():
        m = re.match(r"^[0-9a-f]{8}  ((?:[0-9a-f]{2} {1,2})+)\s*\|", line)
        if m:
            data += bytes(int(h, 16) for h in m.group(1).split())
    return re.search(rb"admin_pass=([^\x00]+)", bytes(data)).group(1)


def _hexdump_c(data: bytes) -> str:
    out = []
    for off in range(0, len(data), 16):
        chunk = data[off : off + 16]
        left = " ".join(f"{b:02x}" for b in chunk[:8])
        right = " ".join(f"{b:02x}" for b in chunk[8:])
        hexpart = f"{left:<23}  {right:<23}"
        asc = "".join(chr(b) if 32 <= b < 127 else "." for b in chunk)
        out.append(f"{off:08x}  {hexpart}  |{asc}|")
    out.append(f"{len(data):08x}")
    return "\n".join(out)


@fmt(F, "hexdump_canonical_device_config_blob", decode=_dec_hexdump)
def _(rng):
    c = Ctx(rng)
    while True:
        s = pw(rng, 14, 24, sym="-_.+@%^*=,:~!")
        pad = bytes(rng.getrandbits(8) & 0x7F | 0x80 for _ in range(rng.randint(4, 12)))
        blob = (
            b"CFG2\x01\x00"
            + pad
            + b"\x00hostname="
            + f"cam-{c.slug}-0{rng.randint(1, 9)}".encode()
            + b"\x00ntp=pool.ntp.org\x00admin_user=admin\x00admin_pass="
            + s.encode()
            + b"\x00rtsp_port=554\x00\x00\x00\xff\xff"
        )
        dump = _hexdump_c(blob)
        if s not in dump:
            break
    text = fill(
        """
        Ticket #<<tkt>> - camera keeps rebooting after firmware 5.4.2

        Customer attached the exported config (hexdump -C config.bin):

        <<dump>>

        Reproduced on the bench with the same file.
        """,
        tkt=rng.randint(20000, 90000),
        dump=dump,
    )
    return Out(
        pick(
            rng,
            f"support/tickets/{rng.randint(20000, 90000)}.txt",
            f"helpdesk/{c.slug}/cam-reboot.txt",
            "tickets/export/cam_config_dump.txt",
        ),
        text,
        s,
    )


def _dec_npmrc(content: bytes) -> bytes:
    return base64.b64decode(re.search(rb":_password=(\S+)", content).group(1))


@fmt(F, "npmrc_registry_password_field_base64", decode=_dec_npmrc)
def _(rng):
    c = Ctx(rng)
    s = pw(rng, sym="-_.+@%^*=,:~!")
    reg = f"//nexus.{c.domain}/repository/npm-group/"
    text = fill(
        """
        registry=https:<<reg>>
        <<reg>>:username=npm-ci
        <<reg>>:_password=<<b>>
        <<reg>>:email=ci@<<d>>
        <<reg>>:always-auth=true
        save-exact=true
        fund=false
        """,
        reg=reg,
        b=base64.b64encode(s.encode()).decode(),
        d=c.domain,
    )
    return Out(pick(rng, ".npmrc", f"packages/{c.slug}-ui/.npmrc", "frontend/.npmrc"), text, s)


# =========================================================================== decoys


def decoys(rng: random.Random) -> list[Decoy]:
    c = Ctx(rng)
    d = c.domain
    out: list[Decoy] = []

    def add(path: str, text: str | bytes, why: str) -> None:
        out.append(Decoy(path, text if isinstance(text, bytes) else text.encode(), why))

    # ---- references instead of values
    add(
        "etc/duoauthproxy/authproxy.cfg",
        fill(
            """
        [ldap_server_auto]
        ikey=DI<<ikey>>
        skey_protected=<<blob>>
        api_host=api-<<h>>.duosecurity.com
        client=duo_only_client
        """,
            ikey=an(rng, 18, UPNUM),
            blob=b64(rng, 178),
            h=hx(rng, 8),
        ),
        "Duo skey_protected is DPAPI ciphertext bound to the proxy host (authproxy_passwords tool); ikey is an id",
    )
    add(
        ".wakatime.cfg",
        "[settings]\napi_key_vault_cmd = pass show dev/wakatime\ndebug = false\n",
        "WakaTime key read from a password manager command, no value in the file",
    )
    add(
        "prometheus/prometheus.yml",
        fill(
            """
        scrape_configs:
          - job_name: federate
            basic_auth:
              username: federation
              password_file: /etc/prometheus/secrets/federation
            static_configs:
              - targets: ["prom.<<d>>"]
        """,
            d=d,
        ),
        "Prometheus basic_auth reads the password from a file path",
    )
    add(
        "grafana/provisioning/datasources/pg.yaml",
        fill(
            """
        apiVersion: 1
        datasources:
          - name: reporting
            type: grafana-postgresql-datasource
            url: db:5432
            user: grafana_ro
            secureJsonData:
              password: $__file{/run/secrets/grafana_pg_password}
        """
        ),
        "Grafana file-provider expansion, the value lives in a Docker secret",
    )
    add(
        "connect/orders-cdc.json",
        json.dumps(
            {
                "name": "orders-cdc",
                "config": {
                    "connector.class": "io.debezium.connector.postgresql.PostgresConnector",
                    "config.providers": "file",
                    "database.user": "debezium",
                    "database.password": "${file:/opt/connect/secrets.properties:orders.password}",
                },
            },
            indent=2,
        )
        + "\n",
        "Kafka Connect config provider reference instead of the password",
    )
    add(
        "etc/hive/hive-site.xml",
        fill(
            """
        <configuration>
          <property>
            <name>hadoop.security.credential.provider.path</name>
            <value>jceks://hdfs/user/hive/hive.jceks</value>
          </property>
          <property>
            <name>javax.jdo.option.ConnectionUserName</name>
            <value>hive</value>
          </property>
        </configuration>
        """
        ),
        "Hive metastore password kept in a JCEKS credential store; only the path is here",
    )
    add(
        "frontend/.npmrc",
        "registry=https://nexus.internal/repository/npm-group/\n"
        "//nexus.internal/repository/npm-group/:_authToken=${NPM_TOKEN}\nalways-auth=true\n",
        "npm auth token expanded from the environment at install time",
    )
    add(
        "etc/zabbix/zabbix_agent2.d/tls.conf",
        fill(
            """
        TLSConnect=psk
        TLSAccept=psk
        TLSPSKIdentity=PSK <<slug>> web01
        TLSPSKFile=/etc/zabbix/zabbix_agent2.psk
        """,
            slug=c.slug,
        ),
        "PSK identity is a name; the pre-shared key itself is in a separate file",
    )
    add(
        "terraform/proxmox/provider.tf",
        fill(
            """
        provider "proxmox" {
          pm_api_url          = "https://pve01.<<d>>:8006/api2/json"
          pm_api_token_id     = "terraform@pve!provisioner"
          pm_api_token_secret = var.pm_api_token_secret
        }
        """,
            d=d,
        ),
        "Proxmox token id only; the secret is a Terraform variable",
    )
    add(
        "edr/falcon_config.py",
        fill(
            """
        import os
        from falconpy import Hosts

        falcon = Hosts(client_id="<<cid>>", client_secret=os.environ["FALCON_CLIENT_SECRET"])
        """,
            cid=hx(rng, 32),
        ),
        "CrowdStrike client id is an identifier; the secret comes from the environment",
    )
    add(
        "Config.toml",
        '[shop.payments]\napiKey = ""\n# set via BAL_CONFIG_VAR_SHOP_PAYMENTS_APIKEY in production\n',
        "Ballerina configurable left empty, set from the environment",
    )

    # ---- placeholders / documentation / masked
    add(
        "etc/GeoIP.conf",
        "# GeoIP.conf\nAccountID 0\nLicenseKey 000000000000\nEditionIDs GeoLite2-Country GeoLite2-City\n",
        "MaxMind's shipped default with zero account id and all-zero licence key",
    )
    add(
        ".edgerc.template",
        "[default]\nclient_secret = \nhost = \naccess_token = \nclient_token = \n",
        "empty Akamai EdgeGrid template",
    )
    add(
        "server.properties",
        "enable-rcon=false\nrcon.port=25575\nrcon.password=\nserver-port=25565\nonline-mode=true\n",
        "Minecraft RCON disabled and empty password",
    )
    add(
        "docs/ops/portainer.md",
        fill(
            """
        # Portainer API keys

        Create one under *My account → Access tokens*. Keys look like `ptr_••••••••••••••••`.
        Pass it with `X-API-Key: <your key>`; never paste a real one into tickets.
        """
        ),
        "masked example and angle-bracket placeholder in documentation",
    )
    add(
        "man/stackctl.1",
        ".TH STACKCTL 1\n.SH SYNOPSIS\n.B stackctl\n\\fB\\-\\-key\\fR \\fIAPIKEY\\fR \\fISTACK\\fR\n"
        '.SH EXAMPLES\n.nf\nstackctl \\-\\-key "$PORTAINER_KEY" billing\n.fi\n',
        "man page showing the flag with an environment variable, no value",
    )
    add(
        "notes/chat/2024-05-02.txt",
        "09:12 <rosa> rotated the shodan key, the new one is in the vault under sec/shodan\n"
        "09:13 <sven> ack, will update the sweep job to read it from there\n",
        "chat that talks about a rotation but contains no key",
    )
    add(
        "config/scout_apm.yml",
        "common: &defaults\n  name: Storefront\n  monitor: true\n  key: <%= ENV['SCOUT_KEY'] %>\n"
        "production:\n  <<: *defaults\n",
        "ERB lookup of the Scout key from the environment",
    )
    add(
        "pam.d/common-password",
        "password requisite pam_pwquality.so retry=3 minlen=14 dcredit=-1 ucredit=-1 ocredit=-1\n"
        "password [success=1 default=ignore] pam_unix.so obscure use_authtok try_first_pass yescrypt\n",
        "password policy configuration, no password",
    )

    # ---- public material, identifiers, checksums
    add(
        "app/src/main/res/raw/pins.txt",
        "\n".join(f"sha256/{b64(rng, 32)}" for _ in range(3)) + "\n",
        "certificate pin hashes (SPKI SHA-256) of public keys",
    )
    add(
        ".ssh/allowed_signers",
        "\n".join(
            f"{n}@{d} ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI{b64(rng, 32)[:43]}"
            for n in ("rosa", "sven")
        )
        + "\n",
        "git SSH allowed_signers: public keys only",
    )
    add(
        "config/curve/server.pub",
        f'# ZeroMQ CURVE public key (Z85)\npublic-key = "{an(rng, 40, ALNUM + ".-:+=^!/*?&<>()[]{{}}@%$#")}"\n',
        "CurveZMQ server public key; the secret key is in a separate file",
    )
    add(
        "installer/Product.wxs",
        fill(
            """
        <Wix xmlns="http://wixtoolset.org/schemas/v4/wxs">
          <Package Name="SyncAgent" Manufacturer="<<W>>" Version="2.4.1.0" UpgradeCode="<<u1>>">
            <Component Id="MainExe" Guid="<<u2>>">
              <File Source="SyncAgent.exe" />
            </Component>
          </Package>
        </Wix>
        """,
            W=c.word,
            u1=uid(rng, True),
            u2=uid(rng, True),
        ),
        "WiX installer GUIDs are identifiers",
    )
    add(
        "gradle/verification-metadata.xml",
        fill(
            """
        <verification-metadata xmlns="https://schema.gradle.org/dependency-verification">
          <components>
            <component group="com.squareup.okhttp3" name="okhttp" version="4.12.0">
              <artifact name="okhttp-4.12.0.jar">
                <sha256 value="<<h1>>" origin="Generated by Gradle"/>
              </artifact>
            </component>
          </components>
        </verification-metadata>
        """,
            h1=hx(rng, 64),
        ),
        "Gradle dependency checksum",
    )
    add(
        "WORKSPACE",
        f'http_archive(\n    name = "rules_python",\n    sha256 = "{hx(rng, 64)}",\n'
        '    strip_prefix = "rules_python-0.31.0",\n    url = "https://github.com/bazelbuild/rules_python/releases/download/0.31.0/rules_python-0.31.0.tar.gz",\n)\n',
        "Bazel archive checksum",
    )
    add(
        "charts/app/Chart.lock",
        f"dependencies:\n- name: postgresql\n  repository: oci://registry-1.docker.io/bitnamicharts\n"
        f'  version: 15.2.5\ndigest: sha256:{hx(rng, 64)}\ngenerated: "2024-04-11T09:12:44Z"\n',
        "Helm lock digest",
    )
    add(
        "renv.lock",
        json.dumps(
            {
                "R": {"Version": "4.3.2"},
                "Packages": {
                    "httr": {
                        "Package": "httr",
                        "Version": "1.4.7",
                        "Source": "Repository",
                        "Hash": hx(rng, 32),
                    }
                },
            },
            indent=2,
        )
        + "\n",
        "renv package hash",
    )
    add(
        "Manifest.toml",
        f'julia_version = "1.10.2"\nmanifest_format = "2.0"\n\n[[deps.HTTP]]\n'
        f'deps = ["Base64", "Dates"]\ngit-tree-sha1 = "{hx(rng, 40)}"\nuuid = "cd3eb016-35fb-5094-929b-558a96fad6f3"\nversion = "1.10.5"\n',
        "Julia manifest tree hashes and package UUIDs",
    )
    add(
        "android/app/build.gradle.kts",
        fill(
            """
        android {
            signingConfigs {
                getByName("debug") {
                    storeFile = file("debug.keystore")
                    storePassword = "android"
                    keyAlias = "androiddebugkey"
                    keyPassword = "android"
                }
            }
        }
        """
        ),
        "Android SDK's well-known debug keystore defaults",
    )
    add(
        "ops/sonarr-arr-stack.md",
        "The *arr apps generate their own API key on first start; read it from "
        "`Settings → General`.\nOur uptime check only hits `/ping`, which needs no key.\n",
        "describes where a key lives without one",
    )

    # ---- ciphertext
    add(
        "data_bags/db/prod.json",
        json.dumps(
            {
                "id": "prod",
                "password": {
                    "encrypted_data": b64(rng, 48),
                    "iv": b64(rng, 12),
                    "auth_tag": b64(rng, 16),
                    "version": 3,
                    "cipher": "aes-256-gcm",
                },
            },
            indent=2,
        )
        + "\n",
        "Chef encrypted data bag item (AES-GCM ciphertext)",
    )
    add(
        "hieradata/common.eyaml",
        f"---\nprofile::db::password: >\n    ENC[PKCS7,{b64(rng, 270)}]\n",
        "hiera-eyaml PKCS7 ciphertext",
    )
    add(
        "jenkins/credentials.xml",
        fill(
            """
        <com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
          <scope>GLOBAL</scope>
          <id>nexus-deploy</id>
          <username>deploy</username>
          <password>{<<blob>>}</password>
        </com.cloudbees.plugins.credentials.impl.UsernamePasswordCredentialsImpl>
        """,
            blob="AQAAABAAAAAQ" + b64(rng, 48),
        ),
        "Jenkins secret encrypted with the controller's master key",
    )

    # ---- look-alike encodings without a secret
    add(
        "ldap/people.ldif",
        fill(
            """
        dn: uid=rosa,ou=people,dc=corp,dc=lan
        objectClass: inetOrgPerson
        uid: rosa
        cn:: Um9zYSBNw7xsbGVy
        userPassword:: <<h>>
        """,
            h=base64.b64encode(
                b"{SSHA}" + base64.b64encode(bytes(rng.getrandbits(8) for _ in range(24)))
            ).decode(),
        ),
        "LDIF base64 values: a UTF-8 name and a salted SSHA hash, not a plaintext password",
    )
    gif = b"GIF89a\x01\x00\x01\x00\x80\x00\x00\xff\xff\xff\x00\x00\x00!\xf9\x04\x01\x00\x00\x00\x00,\x00\x00\x00\x00\x01\x00\x01\x00\x00\x02\x02D\x01\x00;"
    add(
        "archive/1998/logo.uue",
        "begin 644 spacer.gif\n" + binascii.b2a_uu(gif, backtick=True).decode() + "`\nend\n",
        "uuencoded 1x1 GIF",
    )
    add(
        "mail/newsletter.eml",
        "From: news@shop.lan\nSubject: "
        + email.header.Header("Frühjahrsangebote für Stammkunden", "utf-8").encode()
        + "\nMIME-Version: 1.0\n\nHallo!\n",
        "MIME encoded-word subject of a newsletter",
    )
    add(
        "deploy/paths.reg",
        "Windows Registry Editor Version 5.00\r\n\r\n[HKEY_LOCAL_MACHINE\\SOFTWARE\\SyncAgent]\r\n"
        '"DataDir"=hex(2):25,00,50,00,72,00,6f,00,67,00,72,00,61,00,6d,00,44,00,61,00,74,00,\\\r\n'
        "  61,00,25,00,5c,00,53,00,79,00,6e,00,63,00,00,00\r\n",
        "REG_EXPAND_SZ path (%ProgramData%\\Sync)",
    )
    add(
        "docs/png-header.txt",
        "hexdump -C logo.png | head -2\n"
        + _hexdump_c(
            b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR\x00\x00\x01\x00\x00\x00\x01\x00\x08\x06\x00\x00\x00"
        )
        + "\n",
        "hexdump of a PNG header",
    )
    add(
        "scripts/crlf.vbs",
        'Dim strCRLF\nstrCRLF = Chr(13) & Chr(10)\nWScript.Echo "done" & strCRLF\n',
        "VBScript Chr() used for line endings",
    )
    add(
        "src/easter.js",
        f"const rot47 = (s) => s.replace(/[!-~]/g, (c) => String.fromCharCode(33 + ((c.charCodeAt(0) + 14) % 94)));\n"
        f"console.log(rot47('{_rot47('Happy hacking from the platform team')}'));\n",
        "ROT47 of a greeting",
    )

    # ---- test vectors and well-known values
    add(
        "tests/vectors/rfc4648.txt",
        'BASE64("") = ""\nBASE64("f") = "Zg=="\nBASE64("foobar") = "Zm9vYmFy"\n'
        'BASE32("foobar") = "MZXW6YTBOI======"\n',
        "RFC 4648 encoding test vectors",
    )
    add(
        "crypto/tests/aes_kat.txt",
        "# FIPS-197 Appendix C.1\nKEY = 000102030405060708090a0b0c0d0e0f\n"
        "PLAINTEXT = 00112233445566778899aabbccddeeff\nCIPHERTEXT = 69c4e0d86a7b0430d8cdb78070b4c55a\n",
        "published AES known-answer test vector",
    )
    add(
        "docs/jwt.md",
        "The RFC 7519 example token:\n\n    eyJ0eXAiOiJKV1QiLA0KICJhbGciOiJIUzI1NiJ9.eyJpc3MiOiJqb2UiLA0KICJleHAiOjEzMDA4MTkzODAsDQogImh0dHA6Ly9leGFtcGxlLmNvbS9pc19yb290Ijp0cnVlfQ.dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk\n",
        "RFC 7519 section 3.1 example JWT (arguable: a real signature over a public key)",
    )
    add(
        "CHANGELOG.md",
        "## 2.4.1\n" + "\n".join(f"- {hx(rng, 40)[:12]} fix retry on 429" for _ in range(4)) + "\n",
        "commit hashes in a changelog",
    )
    return out


# =========================================================================== split

SPLIT_SALT = b"sacp-fourth-v1"


def split_of(family: str) -> str:
    h = hashlib.blake2b(family.encode(), digest_size=8, key=SPLIT_SALT)
    return "report" if int.from_bytes(h.digest(), "big") % 2 else "choose"


# =========================================================================== api

ENCODED_FORMATS = frozenset(f.name for f in _FORMATS if f.decode is not None)
PLACEHOLDER_WORDS = (
    "example",
    "your",
    "xxxx",
    "changeme",
    "<",
    "${",
    "dummy",
    "test",
    "sample",
    "fake",
)


def families() -> list[str]:
    seen: list[str] = []
    for f in _FORMATS:
        if f.family not in seen:
            seen.append(f.family)
    return seen


def formats() -> list[tuple[str, str]]:
    return [(f.family, f.name) for f in _FORMATS]


def _b(x: str | bytes) -> bytes:
    return x if isinstance(x, bytes) else x.encode("utf-8")


def _needle_ok(needle: bytes) -> bool:
    low = needle.decode("utf-8", "replace").lower()
    return bool(needle) and not any(w in low for w in PLACEHOLDER_WORDS)


def _draw(rng: random.Random) -> list[tuple[Planted, str | None]]:
    items: list[tuple[Planted, str | None]] = []
    for f in _FORMATS:
        paths: set[str] = set()
        for _ in range(3):
            for _attempt in range(200):
                o = f.fn(rng)
                content, needle = _b(o.text), _b(o.needle)
                if o.path in paths or not _needle_ok(needle) or b"example.com" in content.lower():
                    continue
                break
            else:
                raise RuntimeError(f"{f.name}: could not draw a valid variant")
            paths.add(o.path)
            items.append((Planted(f.family, f.name, o.path, content, needle), o.syntax))
    return items


def planted(rng: random.Random) -> list[Planted]:
    return [p for p, _ in _draw(rng)]


# =========================================================================== self-check

_EXT_SYNTAX = {
    ".json": "json",
    ".toml": "toml",
    ".xml": "xml",
    ".wxs": "xml",
    ".py": "python",
    ".yml": "yaml",
    ".yaml": "yaml",
    ".ini": "ini",
}


def _parse(syntax: str, path: str, content: bytes) -> None:
    text = content.decode("utf-8")
    if syntax == "json":
        json.loads(text)
    elif syntax == "toml":
        tomllib.loads(text)
    elif syntax == "xml":
        xml.dom.minidom.parseString(content)
    elif syntax == "ini":
        configparser.ConfigParser(interpolation=None, strict=True).read_string(text)
    elif syntax == "python":
        ast.parse(text, filename=path)
    elif syntax == "yaml":
        try:
            import yaml  # optional: PyYAML is not a dependency of the generator
        except ImportError:
            return
        list(yaml.safe_load_all(text))
    else:
        raise ValueError(syntax)


def _earlier_tables() -> tuple[set[str], set[str]]:
    """Format and family names of the three earlier corpora (from their README tables)."""
    fams: set[str] = set()
    names: set[str] = set()
    root = Path(__file__).resolve().parent.parent
    for sub in ("secret_holdout", "secret_fresh", "secret_third"):
        for line in (root / sub / "README.md").read_text(encoding="utf-8").splitlines():
            m = re.match(r"^\| `([a-z0-9_]+)` \| [^|]+ \| \d+ \| (.+) \|$", line)
            if m:
                fams.add(m.group(1))
                names.update(
                    x.strip().replace("\\*", "").strip("` ") for x in m.group(2).split(",")
                )
    return fams, names


def _first_salt() -> bytes:
    fams = families()
    for v in range(1, 100):
        salt = f"sacp-fourth-v{v}".encode()
        rep = sum(
            int.from_bytes(hashlib.blake2b(f.encode(), digest_size=8, key=salt).digest(), "big") % 2
            for f in fams
        )
        if 0.40 <= rep / len(fams) <= 0.60:
            return salt
    raise RuntimeError("no salt")


def _selfcheck(seed: int) -> list[str]:
    errs: list[str] = []
    a, b = _draw(random.Random(seed)), _draw(random.Random(seed))
    if [p for p, _ in a] != [p for p, _ in b]:
        errs.append("planted() is not deterministic for the seed")
    if decoys(random.Random(seed)) != decoys(random.Random(seed)):
        errs.append("decoys() is not deterministic for the seed")
    dec = {f.name: f.decode for f in _FORMATS}
    seen: dict[str, set[str]] = {}
    for p, syntax in a:
        tag = f"{p.fmt} {p.path}"
        if p.fmt in ENCODED_FORMATS:
            try:
                got = dec[p.fmt](p.content)
            except Exception as e:
                errs.append(f"{tag}: decoder failed: {e!r}")
                got = None
            if got is not None and got != p.needle:
                errs.append(f"{tag}: decoded {got!r} != needle {p.needle!r}")
            if p.needle in p.content:
                errs.append(f"{tag}: encoded needle present verbatim")
        elif p.needle not in p.content:
            errs.append(f"{tag}: needle not in file")
        if not _needle_ok(p.needle):
            errs.append(f"{tag}: placeholder word in needle {p.needle!r}")
        if b"example.com" in p.content.lower():
            errs.append(f"{tag}: mentions example.com")
        if p.path in seen.setdefault(p.fmt, set()):
            errs.append(f"{tag}: duplicate (path, fmt)")
        seen[p.fmt].add(p.path)
        if syntax is None:
            syntax = _EXT_SYNTAX.get(Path(p.path).suffix.lower())
        if syntax:
            try:
                _parse(syntax, p.path, p.content)
            except Exception as e:
                errs.append(f"{tag}: does not parse as {syntax}: {e!r}"[:300])
    for d in decoys(random.Random(seed)):
        syntax = _EXT_SYNTAX.get(Path(d.path).suffix.lower())
        if syntax and syntax != "ini":
            try:
                _parse(syntax, d.path, d.content)
            except Exception as e:
                errs.append(f"decoy {d.path}: does not parse as {syntax}: {e!r}"[:300])
    counts: dict[str, int] = {}
    for p, _ in a:
        counts[p.fmt] = counts.get(p.fmt, 0) + 1
    if any(n != 3 for n in counts.values()) or len(counts) != len(_FORMATS):
        errs.append("not exactly 3 variants per format")
    fams = families()
    if len(_FORMATS) < 150 or len(fams) < 16:
        errs.append(f"too small: {len(_FORMATS)} formats, {len(fams)} families")
    if len(ENCODED_FORMATS) > 0.10 * len(_FORMATS):
        errs.append(f"too many encoded formats: {len(ENCODED_FORMATS)}")
    old_fams, old_names = _earlier_tables()
    if len(old_names) < 900:
        errs.append(f"parsed only {len(old_names)} earlier format names")
    overlap = sorted(set(counts) & old_names)
    if overlap:
        errs.append(f"format names overlap earlier corpora: {overlap}")
    if set(fams) & old_fams:
        errs.append(f"family names overlap earlier corpora: {sorted(set(fams) & old_fams)}")
    if _first_salt() != SPLIT_SALT:
        errs.append(f"SPLIT_SALT is not the first salt in range: {_first_salt()!r}")
    return errs


def _main(argv: list[str]) -> int:
    seed = int(argv[1]) if len(argv) > 1 else 2026
    errs = _selfcheck(seed)
    items = planted(random.Random(seed))
    fams = families()
    rep = [f for f in fams if split_of(f) == "report"]
    print(
        f"seed {seed}: {len(_FORMATS)} formats in {len(fams)} families -> {len(items)} files; "
        f"{len(ENCODED_FORMATS)} encoded; {len(decoys(random.Random(seed)))} decoys"
    )
    for split in ("choose", "report"):
        fs = [f for f in fams if split_of(f) == split]
        n = sum(1 for f in _FORMATS if f.family in fs)
        print(f"  {split}: {len(fs)} families, {n} formats, {3 * n} files")
    print(f"  split salt {SPLIT_SALT.decode()}: {len(rep)}/{len(fams)} families in report")
    for e in errs:
        print("FAIL", e)
    print("self-check:", "FAILED" if errs else "ok")
    return 1 if errs else 0


if __name__ == "__main__":
    raise SystemExit(_main(sys.argv))
