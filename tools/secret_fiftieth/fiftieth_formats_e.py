"""Family e: a Honduran game-server operator near Copán (Minecraft, CS2, Factorio, Pterodactyl)."""

from __future__ import annotations

import json

from fiftieth_spec import Fam

F = Fam(
    "copan_game_servers",
    orgs=("quetzalfrag", "lempirahost", "guacamayagg", "roatanplay"),
    tld="hn",
    first=("carlos", "daniela", "jose", "karla", "luis", "wendy", "marvin", "yessenia", "kevin"),
    last=("lopez", "mejia", "zelaya", "reyes", "banegas", "funez", "castellanos", "padilla"),
    words=(
        "copan",
        "roatan",
        "catracho",
        "baleada",
        "lempira",
        "guacamaya",
        "utila",
        "tela",
        "ceiba",
        "olancho",
        "yojoa",
    ),
    svcs=("survival", "creative", "skyblock", "competitive", "retake", "modded", "factory"),
    cc="504",
    tz="America/Tegucigalpa",
)

F.reg(
    "copan_minecraft_server_properties_rcon_password",
    ("servers/<<svc>>/server.properties", "srv/minecraft/<<svc>>-<<n>>/server.properties"),
    """#Minecraft server properties
#<<date>>
enable-jmx-monitoring=false
rcon.port=25575
level-seed=
gamemode=survival
enable-command-block=false
enable-query=true
motd=\\u00A76<<org>> \\u00A77| <<svc>> HN
enable-rcon=true
difficulty=normal
network-compression-threshold=256
max-players=80
online-mode=true
rcon.password=<<cred>>
server-port=25565
white-list=false
view-distance=10
""",
    "pw",
)

F.reg(
    "copan_cs2_dedicated_server_cfg_rcon_password",
    ("cs2/game/csgo/cfg/server.cfg", "servers/<<svc>>/csgo/cfg/server.cfg"),
    """// <<org>> - <<svc>> #<<n>> (Tegucigalpa)
hostname "<<org>> | <<svc>> #<<n>> | 128tick"
rcon_password "<<cred>>"
sv_password ""
sv_cheats 0
sv_lan 0
sv_region 2
mp_autoteambalance 1
mp_limitteams 1
tv_enable 1
tv_delay 90
log on
exec banned_user.cfg
""",
    "pw_dq",
)

F.reg(
    "copan_discord_py_bot_client_run_token",
    ("bots/<<svc>>_bot/bot.py", "discord/<<org>>-status/main.py"),
    """import discord
from discord.ext import tasks

intents = discord.Intents.default()
client = discord.Client(intents=intents)
SERVERS = ["<<ip>>:27015", "<<ip2>>:25565"]


@client.event
async def on_ready():
    print(f"conectado como {client.user}")
    refresh_status.start()


@tasks.loop(minutes=2)
async def refresh_status():
    await client.change_presence(activity=discord.Game(name=f"{len(SERVERS)} servidores <<svc>>"))


client.run("<<cred>>")
""",
    "p:discord_bot",
)

F.reg(
    "copan_pterodactyl_wings_config_yml_node_token",
    ("etc/pterodactyl/config.yml", "nodes/<<host2>>/pterodactyl-config.yml"),
    """debug: false
app_name: <<org>> Panel
uuid: <<uuid>>
token_id: <<hex8>><<short>>a
token: <<cred>>
api:
  host: 0.0.0.0
  port: 8080
  ssl:
    enabled: true
    cert: /etc/letsencrypt/live/<<host2>>/fullchain.pem
    key: /etc/letsencrypt/live/<<host2>>/privkey.pem
  upload_limit: 100
system:
  data: /var/lib/pterodactyl/volumes
  sftp:
    bind_port: 2022
allowed_mounts: []
remote: https://panel.<<dom>>
""",
    "alnum:64",
)

F.reg(
    "copan_steam_web_api_key_dotenv",
    ("web/<<svc>>-stats/.env", "apps/leaderboard/.env.<<env>>"),
    """NODE_ENV=production
PORT=<<port>>
STEAM_API_KEY=<<cred>>
STEAM_REALM=https://stats.<<dom>>
STEAM_RETURN_URL=https://stats.<<dom>>/auth/steam/return
REDIS_URL=redis://<<host2>>:6379
""",
    "HEX:32",
)

F.reg(
    "copan_unity_batchmode_license_activation_ps1",
    ("ci/activate-unity.ps1", "build/scripts/unity-license-<<n>>.ps1"),
    """# Activa la licencia de Unity en el agente de build antes de compilar el servidor headless
$ErrorActionPreference = "Stop"
$unity = "C:\\Program Files\\Unity\\Hub\\Editor\\2022.3.<<n>>f1\\Editor\\Unity.exe"

& $unity -batchmode -quit -nographics `
    -username '<<email>>' `
    -password '<<cred>>' `
    -serial 'SC-<<hex8>>-<<short>>' `
    -logFile "$env:TEMP\\unity-activate.log"

Get-Content "$env:TEMP\\unity-activate.log" -Tail 20
""",
    "pw_sq",
    syntax="",
)

F.reg(
    "copan_spanish_discord_mod_chat_clave_panel",
    ("chats/discord-staff-<<date>>.txt", "moderacion/logs/staff-<<date>>.txt"),
    """[<<date>> <<hm>>] <<first>>_hn: alguien tiene acceso al panel? el <<svc>> se cayó otra vez
[<<date>> <<hm>>] <<first2>>.<<last2>>: si, entrá con el usuario staff
[<<date>> <<hm>>] <<first2>>.<<last2>>: https://panel.<<dom>>  usuario: staff_<<svc>>
[<<date>> <<hm>>] <<first2>>.<<last2>>: la clave es <<cred>>
[<<date>> <<hm>>] <<first>>_hn: listo, ya reinicié el nodo. gracias maje
""",
    "human",
)


def _factorio(s: dict) -> str:
    d = {
        "name": f"{s['org']} {s['svc']} HN",
        "description": "Servidor catracho, reinicio semanal",
        "tags": ["game", "honduras"],
        "max_players": 24,
        "visibility": {"public": True, "lan": False},
        "username": f"{s['user']}",
        "password": "",
        "token": s["cred"],
        "game_password": "",
        "require_user_verification": True,
        "autosave_interval": 10,
        "autosave_slots": 5,
        "admins": [s["user"]],
    }
    return json.dumps(d, indent=2) + "\n"


F.reg(
    "copan_factorio_server_settings_json_service_token",
    ("factorio/data/server-settings.json", "servers/<<svc>>/factorio/server-settings.json"),
    _factorio,
    "hex:30",
)
