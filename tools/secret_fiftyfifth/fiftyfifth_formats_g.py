"""Family g: an e-sports team in Poznań (Poland), in Polish (and Swedish, its coach)."""

from __future__ import annotations

from fiftyfifth_spec import Fam, after, alnum, dec_b64, enc_b64, uuid4

FAM = Fam(
    "esport_poznan_druzyna",
    ("pixelwarta",),
    "pl",
    ("kacper", "zuzanna", "mateusz", "wiktoria", "bartosz", "oliwia", "jakub", "maja"),
    (
        "nowak",
        "kowalski",
        "wiśniewski",
        "wójcik",
        "kamiński",
        "lewandowski",
        "zieliński",
        "szymański",
    ),
    (
        "rogale",
        "koziolki",
        "lech",
        "warta",
        "malta",
        "headshot",
        "clutch",
        "pyry",
        "dziewiatka",
        "frag",
    ),
    "48",
    "Poznań",
)

FAM.reg(
    "pixelwarta_discord_bot_dotenv_token",
    ("bot-druzyny/.env", "discord/<<org>>-bot-<<n>>/.env"),
    """# Bot drużyny: przypomnienia o treningach, wyniki meczów, role dla fanów
DISCORD_TOKEN=<<cred>>
DISCORD_GUILD_ID=<<gid>>
KANAL_WYNIKI=<<gid2>>
STREFA_CZASOWA=Europe/Warsaw
""",
    "p:discord_bot",
    syntax="",
    extra=lambda rng, s: {
        "gid": "1" + alnum(rng, 18, "0123456789"),
        "gid2": "1" + alnum(rng, 18, "0123456789"),
    },
)

FAM.reg(
    "pixelwarta_k8s_secret_faceit_data_base64",
    ("k8s/statystyki/faceit-secret-<<n>>.yaml", "infra/<<org>>/secrets/faceit_<<n>>.yml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: faceit-api
  namespace: statystyki
  labels:
    app: tracker-meczow
type: Opaque
data:
  FACEIT_SERVER_KEY: <<enc>>
  FACEIT_HUB_ID: <<hub>>
""",
    "uuid",
    extra=lambda rng, s: {"enc": enc_b64(str(s["cred"])), "hub": enc_b64(uuid4(rng))},
    decode=lambda t: dec_b64(after(t, r"FACEIT_SERVER_KEY: (\S+)")),
)

FAM.reg(
    "pixelwarta_cs2_server_cfg_rcon_password",
    (
        "serwery/cs2-treningowy/game/csgo/cfg/server.cfg",
        "gameservers/<<org>>-scrim-<<nn>>/cfg/server.cfg",
    ),
    """// <<orgc>> – serwer treningowy CS2 (scrimy, prac)
hostname "<<orgc>> | scrim #<<nn>>"
sv_password "<<pass2>>"
rcon_password "<<cred>>"
sv_lan 0
sv_cheats 0
mp_autoteambalance 0
mp_limitteams 0
tv_enable 1
tv_delay 90
tv_name "<<orgc>> GOTV"
log on
""",
    "pw_dq",
    syntax="",
    extra=lambda rng, s: {"pass2": alnum(rng, 8, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

FAM.reg(
    "pixelwarta_svenska_discord_export_losenord",
    (
        "eksporty/discord/<<orgc>> - coaching [<<n>>].txt",
        "discordchatexporter/<<org>>_trenerzy_<<n>>.txt",
    ),
    """==============================================================
Guild: <<orgc>> Esports
Channel: Coaching / #scrims
==============================================================

[<<date>> <<time>>] sven_coach
Hej! Servern för kvällens scrim mot Göteborg är uppe. IP: <<pubip>>:27015

[<<date>> <<time>>] sven_coach
lösenordet är <<cred>> – dela det inte på streamen den här gången 😅

[<<date>> <<time2>>] <<first>>
ok, wchodzimy o 20
""",
    "human",
    syntax="",
)

FAM.reg(
    "pixelwarta_email_haslo_panel_sponsora",
    ("poczta/wyslane/panel_sponsora_<<n>>.eml", "Mail/Sponsorzy/<<org>>_dostep_<<n>>.eml"),
    """From: <<name>> <<<email>>>
To: marketing@sponsor-<<word>>.pl
Subject: Dostęp do panelu statystyk drużyny
Date: Thu, <<d>> Apr <<year>> <<time>>:03 +0200
Content-Type: text/plain; charset=UTF-8

Dzień dobry,

zgodnie z umową przesyłam dostęp do panelu ze statystykami zasięgów transmisji:

adres: https://panel.<<dom>>
login: sponsor_<<word>>
hasło: <<cred>>

Hasło można zmienić po zalogowaniu w zakładce „Konto”.

Pozdrawiam serdecznie,
<<name>>
Manager drużyny, <<orgc>> Esports
""",
    "pw",
    syntax="",
)

FAM.reg(
    "pixelwarta_twitch_eventsub_client_secret_ts",
    ("overlay/src/twitch.config.ts", "stream-overlay-<<n>>/src/config/twitch.ts"),
    """// Overlay transmisji: alerty o followach i subach z EventSub
export const twitchConfig = {
  clientId: "<<cid>>",
  clientSecret: "<<cred>>",
  broadcasterLogin: "<<org>>_esports",
  callbackUrl: "https://overlay.<<dom>>/eventsub",
  scopes: ["channel:read:subscriptions", "moderator:read:followers"],
} as const;
""",
    lambda rng: alnum(rng, 30, "abcdefghijklmnopqrstuvwxyz0123456789"),
    syntax="",
    extra=lambda rng, s: {"cid": alnum(rng, 30, "abcdefghijklmnopqrstuvwxyz0123456789")},
)

FAM.reg(
    "pixelwarta_docker_compose_cs2_gslt_token",
    ("serwery/docker-compose.yml", "gameservers/<<org>>-<<n>>/docker-compose.yaml"),
    """services:
  cs2:
    image: joedwards32/cs2
    container_name: cs2-trening
    restart: unless-stopped
    environment:
      SRCDS_TOKEN: <<cred>>
      CS2_SERVERNAME: "<<orgc>> trening"
      CS2_PORT: 27015
      CS2_MAXPLAYERS: 12
      CS2_GAMEALIAS: competitive
    volumes:
      - cs2:/home/steam/cs2-dedicated
    ports:
      - "27015:27015/tcp"
      - "27015:27015/udp"
volumes:
  cs2:
""",
    "HEX:32",
)

FAM.reg(
    "pixelwarta_teamspeak_serverquery_dane_txt",
    ("teamspeak/dane_logowania_<<n>>.txt", "serwery/ts3/<<org>>_serveradmin_<<ymd>>.txt"),
    """Serwer TeamSpeak drużyny – zapisane przy pierwszym uruchomieniu (<<dmyd>>)

------------------------------------------------------------------
                      I M P O R T A N T
------------------------------------------------------------------
               Server Query Admin Account created
         loginname= "serveradmin", password= "<<cred>>"
         apikey= "<<apikey>>"
------------------------------------------------------------------

ServerAdmin privilege key created, please use it to gain
serveradmin rights for your virtualserver. please
also check the doc/privilegekey_guide.txt for details.

       token=<<ptoken>>
------------------------------------------------------------------

adres: ts.<<dom>> (port 9987), hasło kanału drużyny pytaj <<lfirst>>
""",
    "pw_alnum",
    syntax="",
    extra=lambda rng, s: {
        "apikey": alnum(rng, 40, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-"),
        "ptoken": alnum(rng, 40, "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+"),
    },
)
