# ruff: noqa: E501
"""Family d: a Singapore gamer's configs and Discord exports (English, Singlish)."""

from __future__ import annotations

import base64
import html
import json

from fortyninth_spec import Fam, after, enc_html, gen_pw, pick

F = Fam(
    name="lepak_gamer_discord_sg",
    orgs=("lepakclan", "shiokgaming", "kopilan", "hdbgamers", "tampinesesports"),
    tld="sg",
    first=(
        "Jun Wei",
        "Darren",
        "Siti",
        "Marcus",
        "Hui Min",
        "Arjun",
        "Nurul",
        "Kai Xiang",
        "Priya",
        "Bryan",
    ),
    last=("Tan", "Lim", "Ng", "Rahman", "Goh", "Pillai", "Teo", "Koh"),
    words=(
        "lepak",
        "shiok",
        "kopi",
        "paiseh",
        "sian",
        "atas",
        "chope",
        "kiasu",
        "makan",
        "jialat",
        "steady",
    ),
    seasons=("cny", "hari raya", "deepavali", "june hols", "nsf"),
    cc="65",
    pets=("milo", "oreo", "mochi", "bobo", "lucky"),
)


def _dce(s: dict) -> str:
    doc = {
        "guild": {
            "id": str(s["epochms"] * 1000 + 7),
            "name": "lepak kaki",
            "iconUrl": "https://cdn.discordapp.com/icons/1.png",
        },
        "channel": {
            "id": str(s["epochms"] * 1000 + 9),
            "type": "GuildTextChat",
            "categoryId": "1",
            "category": "Text Channels",
            "name": "acc-sharing",
            "topic": None,
        },
        "dateRange": {"after": None, "before": None},
        "exportedAt": s["iso"] + "+08:00",
        "messages": [
            {
                "id": "1",
                "type": "Default",
                "timestamp": s["iso"] + "+08:00",
                "isPinned": False,
                "content": "bro can borrow ur steam acc for tonight? wan try the new dlc",
                "author": {"id": "11", "name": s["fa"], "nickname": s["first"], "isBot": False},
                "attachments": [],
                "embeds": [],
                "reactions": [],
                "mentions": [],
            },
            {
                "id": "2",
                "type": "Default",
                "timestamp": s["iso"] + "+08:00",
                "isPinned": False,
                "content": f"ok lah steady. user {s['user']}_sg pw {s['cred']} dont change anything ah",
                "author": {
                    "id": "12",
                    "name": s["first2"].lower().replace(" ", ""),
                    "nickname": s["first2"],
                    "isBot": False,
                },
                "attachments": [],
                "embeds": [],
                "reactions": [{"emoji": {"id": None, "name": "🙏", "code": "pray"}, "count": 1}],
                "mentions": [],
            },
        ],
        "messageCount": 2,
    }
    return json.dumps(doc, indent=2, ensure_ascii=False) + "\n"


F.reg(
    "lepak_discordchatexporter_json_steam_login",
    (
        "DiscordChatExporter/lepak kaki - Text Channels - acc-sharing [<<n4>>].json",
        "Downloads/export_acc-sharing_<<date>>.json",
    ),
    _dce,
    cred="human",
)

F.reg(
    "lepak_discord_bot_dotenv_token",
    ("projects/lepak-bot-<<n2>>/.env", "Users/<<fa>>/code/discord-music-bot/.env"),
    """# lepak-bot
DISCORD_TOKEN=<<cred>>
GUILD_ID=<<epochms>>0042
PREFIX=!
YT_COOKIES_FILE=./cookies.txt
LOG_LEVEL=info
""",
    cred="p:discord_bot",
)

F.reg(
    "lepak_minecraft_server_properties_rcon",
    ("mc-server-<<n2>>/server.properties", "home/<<fa>>/servers/lepak-smp/server.properties"),
    """#Minecraft server properties
#<<iso>>
enable-jmx-monitoring=false
rcon.port=25575
level-seed=
gamemode=survival
enable-command-block=false
enable-query=false
level-name=world
motd=lepak smp - no griefing pls
query.port=25565
pvp=true
difficulty=normal
enable-rcon=true
rcon.password=<<cred>>
max-players=12
online-mode=true
white-list=true
server-port=25565
""",
    cred="pw",
)


def _html_pw(rng, s):
    pw = gen_pw(rng, sym="-_.")
    i = rng.randrange(2, len(pw) - 1)
    return pw[:i] + pick(rng, ("&", "<", ">", "&&")) + pw[i:]


def _dec_html(text: str) -> str:
    return html.unescape(after(text, r"<code>acc: \S+ / (.+?)</code>"))


F.reg(
    "lepak_forum_post_saved_html_entity_escaped",
    (
        "Downloads/HardwareZone Forums - selling acc <<n4>>.html",
        "Documents/saved/hwz_thread_<<n4>>.html",
    ),
    lambda s: (
        f"""<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>WTS Valorant acc w/ skins | HardwareZone Forums</title></head>
<body>
<article class="message" data-author="{s["fa"]}{s["n2"]}">
<div class="bbWrapper">Buyer paid liao, here is the login, pls change email within 24h<br>
<code>acc: {s["user"]}_val / {enc_html(s["cred"])}</code><br>
Thanks for the smooth deal bro 👍</div>
</article>
</body></html>
"""
    ),
    cred=_html_pw,
    decode=_dec_html,
)

F.reg(
    "lepak_obs_websocket_config_json",
    (
        "Users/<<fa>>/AppData/Roaming/obs-studio/plugin_config/obs-websocket/config.json",
        "home/<<fa>><<n2>>/.config/obs-studio/plugin_config/obs-websocket/config.json",
    ),
    lambda s: (
        json.dumps(
            {
                "alerts_enabled": False,
                "auth_required": True,
                "first_load": False,
                "server_enabled": True,
                "server_password": s["cred"],
                "server_port": 4455,
            },
            indent=4,
        )
        + "\n"
    ),
    cred="alnum:16",
)


def _mafile(s: dict) -> str:
    doc = {
        "shared_secret": s["cred"],
        "serial_number": str(s["epochms"] * 1000),
        "revocation_code": f"R{s['n4']}{s['n2']}",
        "uri": f"otpauth://totp/Steam:{s['user']}?secret={s['b32']}&issuer=Steam",
        "server_time": s["epoch"],
        "account_name": f"{s['user']}_sg",
        "token_gid": s["hex12"] + "abcd",
        "identity_secret": s["ident"],
        "secret_1": s["ident2"],
        "status": 1,
        "device_id": f"android:{s['uuid']}",
        "fully_enrolled": True,
        "Session": {"SteamID": 76561198000000000 + s["n4"]},
    }
    return json.dumps(doc) + "\n"


F.reg(
    "lepak_steam_desktop_authenticator_mafile",
    (
        "SDA/maFiles/7656119<<n4>><<n4>>.maFile",
        "Desktop/Steam Desktop Authenticator/maFiles/<<n4>><<n3>>.maFile",
    ),
    _mafile,
    cred=lambda rng, s: base64.b64encode(bytes(rng.randrange(256) for _ in range(20))).decode(),
    syntax="json",
    extra=lambda rng, s: {
        "b32": "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(32)),
        "ident": base64.b64encode(bytes(rng.randrange(256) for _ in range(20))).decode(),
        "ident2": base64.b64encode(bytes(rng.randrange(256) for _ in range(20))).decode(),
    },
)

F.reg(
    "lepak_smurf_accounts_notes_txt",
    ("Desktop/accs.txt", "Documents/gaming/smurfs_<<year>>.txt"),
    """=== accs (dont share la) ===
main    : <<user>>#SG1   (riot)   pw same as email
smurf 1 : lepak<<n3>>#SEA        pw <<cred>>
smurf 2 : kopi<<n2>>#SEA          pw ask jun wei
ML      : moonton id <<n4>><<n3>>  bind fb
genshin : <<email2>>  (asia server)
""",
    cred="human",
)

F.reg(
    "lepak_twitch_chatbot_irc_oauth_py",
    ("stream<<n2>>/bot/chatbot.py", "Users/<<fa>>/projects/twitch-lepakbot/bot.py"),
    """import socket

SERVER = "irc.chat.twitch.tv"
PORT = 6667
NICK = "lepakbot_<<fa>>"
TOKEN = "oauth:<<cred>>"
CHANNEL = "#<<fa>>_plays"

sock = socket.socket()
sock.connect((SERVER, PORT))
sock.send(f"PASS {TOKEN}\\n".encode())
sock.send(f"NICK {NICK}\\n".encode())
sock.send(f"JOIN {CHANNEL}\\n".encode())

while True:
    resp = sock.recv(2048).decode("utf-8")
    if resp.startswith("PING"):
        sock.send("PONG\\n".encode())
    elif "!lepak" in resp:
        sock.send(f"PRIVMSG {CHANNEL} :shiok lah\\n".encode())
""",
    cred="p:twitch",
)
