"""go_chess_server_bots: bots and club sites on Go and chess servers other than the big one."""

from __future__ import annotations

from fifteenth_corpus import (
    SYM_BARE,
    SYM_DQ,
    SYM_SQ,
    Out,
    alnum,
    fmt,
    gen_pw,
    hexs,
    host,
    pick,
    words_pw,
)

FAM = "go_chess_server_bots"


@fmt(FAM, "gtp2ogs_command_line_apikey_flag")
def _gtp2ogs(rng):
    key = hexs(rng, 32)
    text = f"""#!/bin/sh
exec node /opt/gtp2ogs/dist/gtp2ogs.js \\
  --apikey {key} \\
  --username {alnum(rng, 6).lower()}-bot --maxconnectedgames 6 --boardsizes 9,13,19 \\
  -- /opt/katago/katago gtp -model /opt/katago/b18.bin.gz -config /opt/katago/gtp.cfg
"""
    path = pick(rng, ("bin/run-ogs-bot.sh", "ogs/start.sh", "srv/gobot/run.sh"))
    return Out(path, text, key, "")


@fmt(FAM, "kgsgtp_ini_name_password_engine_line")
def _kgs(rng):
    pw = gen_pw(rng, 10, sym=SYM_BARE)
    text = f"""name={alnum(rng, 7).lower()}bot
password={pw}
room=Computer Go
mode=custom
gtp=/opt/gnugo/bin/gnugo --mode gtp --level 10
reconnect=t
"""
    path = pick(rng, ("kgs/kgsGtp.ini", "bots/gnugo-kgs.ini", "opt/kgsgtp/config.ini"))
    return Out(path, text, pw, "")


@fmt(FAM, "fics_telnet_bot_python_password_const")
def _fics(rng):
    pw = gen_pw(rng, 12, sym=SYM_DQ)
    text = f"""import telnetlib

HANDLE = "{alnum(rng, 8)}Bot"
FICS_PASS = "{pw}"

tn = telnetlib.Telnet("freechess.org", 5000)
tn.read_until(b"login: ")
tn.write(HANDLE.encode() + b"\\n")
tn.read_until(b"password: ")
tn.write(FICS_PASS.encode() + b"\\n")
tn.write(b"set seek 0\\n")
"""
    path = pick(rng, ("fics/bot.py", "ficsbot/connect.py", "bots/fics_login.py"))
    return Out(path, text, pw)


@fmt(FAM, "cgos_client_config_player_password_section")
def _cgos(rng):
    pw = gen_pw(rng, 12, sym=SYM_BARE)
    text = f"""%section server
    server yss-aya.com
    port 6819

%section player
     name      {alnum(rng, 6)}-v{rng.randint(1, 9)}
     password  {pw}
     invoke    ./engine --gtp --threads 8
     priority  7
"""
    path = pick(rng, ("cgos/config.txt", "cgos/9x9.cfg", "bots/cgos-client.cfg"))
    return Out(path, text, pw, "")


@fmt(FAM, "boardgamearena_bot_dotenv_bga_password")
def _bga(rng):
    pw = words_pw(rng)
    text = f"""BGA_USERNAME={alnum(rng, 8).lower()}
BGA_PASSWORD={pw}
BGA_TABLE_FILTER=hive,azul
"""
    path = pick(rng, (".env", "bga-bot/.env", "bots/bga.env"))
    return Out(path, text, pw, "")


@fmt(FAM, "club_site_django_settings_social_auth_ogs_secret")
def _ogs(rng):
    sec = alnum(rng, 128)
    text = f"""INSTALLED_APPS += ["social_django"]
AUTHENTICATION_BACKENDS = ["ladder.auth.OGSOAuth2", "django.contrib.auth.backends.ModelBackend"]
SOCIAL_AUTH_OGS_KEY = "{alnum(rng, 40)}"
SOCIAL_AUTH_OGS_SECRET = "{sec}"
LADDER_SEASON = 2026
"""
    path = pick(
        rng, ("ladder/settings/production.py", "goclub/settings.py", "site/settings_prod.py")
    )
    return Out(path, text, sec)


@fmt(FAM, "chess_club_ladder_php_pdo_constructor_password")
def _pdo(rng):
    pw = gen_pw(rng, sym=SYM_SQ)
    text = f"""<?php
$db = new PDO('mysql:host={host(rng, "db")};dbname=ladder;charset=utf8mb4', 'ladder_web', '{pw}');
$db->setAttribute(PDO::ATTR_ERRMODE, PDO::ERRMODE_EXCEPTION);
$rows = $db->query('SELECT name, rating FROM players ORDER BY rating DESC LIMIT 50')->fetchAll();
"""
    path = pick(rng, ("inc/db.php", "ladder/includes/connect.php", "public_html/club/db.php"))
    return Out(path, text, pw, "")
