"""Formats: Game and mod server configs."""

from __future__ import annotations

import random

from sixth_corpus import (
    ALNUM,
    DIGITS,
    SYM_XML,
    Ctx,
    Out,
    an,
    b64,
    fill,
    fmt,
    hx,
    pick,
    pw,
    uid,
    words_pw,
)

GAME = "game_mod_server_configs"


@fmt(GAME, "arma3_server_cfg_password_admin")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!#%*+-.:=?@^_~", n=rng.randint(12, 18))
    text = fill(
        """
        // server.cfg - <<org>> public milsim
        hostname = "[<<tag>>] <<org>> | Antistasi | TS3 <<ts>>";
        password = "";
        passwordAdmin = "<<s>>";
        serverCommandPassword = "<<s2>>";
        motd[] = {"Welcome to <<org>>", "Rules on our Discord"};
        motdInterval = 5;
        maxPlayers = 64;
        kickDuplicate = 1;
        verifySignatures = 2;
        allowedFilePatching = 0;
        BattlEye = 1;
        persistent = 1;
        class Missions
        {
            class Mission1
            {
                template = "Antistasi_Altis.Altis";
                difficulty = "Custom";
            };
        };
        """,
        org=c.org,
        tag=c.slug[:3].upper(),
        ts=c.host("ts"),
        s=s,
        s2=pw(rng, sym="", n=14),
    )
    return Out(
        pick(rng, "arma3/server.cfg", "profiles/server.cfg", f"servers/{c.slug}/server.cfg"),
        text,
        s,
    )


@fmt(GAME, "sdtd_serverconfig_xml_telnet_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_XML, n=rng.randint(12, 18))
    text = fill(
        """
        <?xml version="1.0"?>
        <ServerSettings>
          <property name="ServerName" value="<<org>> PvE" />
          <property name="ServerDescription" value="Weekly wipe, no raids" />
          <property name="ServerPassword" value="" />
          <property name="ServerPort" value="26900" />
          <property name="ServerVisibility" value="2" />
          <property name="ServerMaxPlayerCount" value="16" />
          <property name="GameWorld" value="Navezgane" />
          <property name="GameDifficulty" value="3" />
          <property name="WebDashboardEnabled" value="true" />
          <property name="WebDashboardPort" value="8080" />
          <property name="TelnetEnabled" value="true" />
          <property name="TelnetPort" value="8081" />
          <property name="TelnetPassword" value="<<s>>" />
          <property name="TelnetFailedLoginLimit" value="10" />
          <property name="EACEnabled" value="true" />
        </ServerSettings>
        """,
        org=c.org,
        s=s,
    )
    return Out(
        pick(rng, "serverconfig.xml", "7dtd/serverconfig.xml", f"{c.slug}-7d2d/serverconfig.xml"),
        text,
        s,
    )


@fmt(GAME, "tshock_config_json_server_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, pw(rng, sym="!#%*+-.:=?@^_~"), words_pw(rng))
    text = fill(
        """
        {
          "Settings": {
            "ServerPassword": "<<s>>",
            "ServerPort": 7777,
            "MaxSlots": 12,
            "ReservedSlots": 2,
            "ServerName": "<<org>> Terraria",
            "UseServerName": true,
            "LogPath": "tshock/logs",
            "AutoSave": true,
            "AnnounceSave": false,
            "BackupInterval": 30,
            "BackupKeepFor": 240,
            "EnableWhitelist": false,
            "RestApiEnabled": false,
            "RestApiPort": 7878,
            "StorageType": "sqlite"
          }
        }
        """,
        s=s,
        org=c.org,
    )
    return Out(
        pick(
            rng,
            "tshock/config.json",
            "terraria/tshock/config.json",
            f"{c.slug}-terraria/tshock/config.json",
        ),
        text,
        s,
    )


@fmt(GAME, "space_engineers_dedicated_cfg_remote_security_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = b64(rng, 16)
    text = fill(
        """
        <?xml version="1.0"?>
        <MyConfigDedicated xmlns:xsd="http://www.w3.org/2001/XMLSchema"
          xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
          <SessionSettings>
            <GameMode>Survival</GameMode>
            <MaxPlayers>12</MaxPlayers>
            <EnableRemoteBlockRemoval>true</EnableRemoteBlockRemoval>
          </SessionSettings>
          <LoadWorld>C:\\ProgramData\\SpaceEngineersDedicated\\Saves\\<<slug>></LoadWorld>
          <IP>0.0.0.0</IP>
          <SteamPort>8766</SteamPort>
          <ServerPort>27016</ServerPort>
          <ServerName><<org>></ServerName>
          <WorldName><<slug>></WorldName>
          <RemoteApiEnabled>true</RemoteApiEnabled>
          <RemoteSecurityKey><<s>></RemoteSecurityKey>
          <RemoteApiPort>8080</RemoteApiPort>
        </MyConfigDedicated>
        """,
        slug=c.slug,
        org=c.org,
        s=s,
    )
    return Out(
        pick(
            rng,
            "SpaceEngineers-Dedicated.cfg",
            "Instance/SpaceEngineers-Dedicated.cfg",
            f"{c.slug}/SpaceEngineers-Dedicated.cfg",
        ),
        text,
        s,
        "xml",
    )


@fmt(GAME, "teamspeak_serverquery_login_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 8, ALNUM) + an(rng, rng.choice((0, 4)), ALNUM)
    text = fill(
        """
        #!/usr/bin/env bash
        # nightly: post the online count to the status page and kick idle guests
        set -euo pipefail
        TS_HOST=<<host>>
        QUERY_PORT=10011

        {
          echo "login serveradmin <<s>>"
          echo "use sid=1"
          echo "clientlist -times -groups"
          echo "quit"
        } | nc -q 3 "$TS_HOST" "$QUERY_PORT" > /tmp/ts-clients.txt

        grep -c 'client_type=0' /tmp/ts-clients.txt | tee /var/lib/status/ts_online
        """,
        host=c.host("ts"),
        s=s,
    )
    return Out(
        pick(rng, "scripts/ts3_status.sh", "cron/ts-idle-kick.sh", "bin/ts3-query.sh"), text, s
    )


@fmt(GAME, "beammp_server_config_toml_auth_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        [General]
        Name = "<<org>> Drift Night"
        Port = 30814
        AuthKey = "<<s>>"
        AllowGuests = true
        LogChat = true
        Debug = false
        IP = "::"
        Private = false
        InformationPacket = true
        Map = "/levels/gridmap_v2/info.json"
        Description = "Drift and chill, no rammers"
        MaxCars = 2
        MaxPlayers = 10
        ResourceFolder = "Resources"

        [Misc]
        ImScaredOfUpdates = false
        UpdateReminderTime = "30s"
        """,
        org=c.org,
        s=s,
    )
    return Out(
        pick(
            rng,
            "ServerConfig.toml",
            "beammp/ServerConfig.toml",
            f"servers/{c.slug}/ServerConfig.toml",
        ),
        text,
        s,
    )


@fmt(GAME, "assetto_corsa_server_cfg_ini_admin_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(10, 16))
    text = fill(
        """
        [SERVER]
        NAME=<<org>> GT3 Sprint
        CARS=ks_audi_r8_lms_2016;ks_porsche_911_gt3_r_2016
        CONFIG_TRACK=
        TRACK=ks_nurburgring
        SUN_ANGLE=16
        PASSWORD=
        ADMIN_PASSWORD=<<s>>
        UDP_PORT=9600
        TCP_PORT=9600
        HTTP_PORT=8081
        MAX_CLIENTS=24
        REGISTER_TO_LOBBY=1
        PICKUP_MODE_ENABLED=1
        LOOP_MODE=1

        [QUALIFY]
        NAME=Qualify
        TIME=10
        IS_OPEN=1
        """,
        org=c.org,
        s=s,
    )
    return Out(
        pick(
            rng,
            "cfg/server_cfg.ini",
            "server/cfg/server_cfg.ini",
            f"{c.slug}-acserver/cfg/server_cfg.ini",
        ),
        text,
        s,
    )


@fmt(GAME, "starbound_server_config_server_users_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, pw(rng, sym="!#%*+-.:=?@^_~"), words_pw(rng))
    text = fill(
        """
        {
          "allowAdminCommands" : true,
          "allowAdminCommandsFromAnyone" : false,
          "allowAnonymousConnections" : false,
          "allowAssetsMismatch" : true,
          "gameServerBind" : "*",
          "gameServerPort" : 21025,
          "maxPlayers" : 8,
          "runRconServer" : false,
          "serverName" : "<<org>>",
          "serverUsers" : {
            "<<user>>" : {
              "admin" : true,
              "password" : "<<s>>"
            }
          }
        }
        """,
        org=c.org,
        user=c.first.lower(),
        s=s,
    )
    return Out(
        pick(
            rng,
            "storage/starbound_server.config",
            "starbound/storage/starbound_server.config",
            f"{c.slug}/storage/starbound_server.config",
        ),
        text,
        s,
        "json",
    )


@fmt(GAME, "squad_rcon_cfg_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(14, 20))
    text = fill(
        """
        // Rcon.cfg
        // Setting the port will enable RCON (Leave it blank to disable RCON)
        IP=0.0.0.0
        Port=21114
        Password=<<s>>
        MaxConnections=5
        ConsoleBuffer=16384
        AllowRemoteAdmin=1
        // <<org>> battlemetrics + squadjs connect here
        """,
        s=s,
        org=c.org,
    )
    return Out(
        pick(
            rng,
            "SquadGame/ServerConfig/Rcon.cfg",
            "squad/ServerConfig/Rcon.cfg",
            f"{c.slug}/SquadGame/ServerConfig/Rcon.cfg",
        ),
        text,
        s,
    )


@fmt(GAME, "openttd_secrets_cfg_server_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = pick(rng, "rcon_password", "admin_password", "server_password")
    s = (
        pw(rng, sym="", n=rng.randint(10, 16))
        if key != "server_password"
        else words_pw(rng, sym="")
    )
    text = fill(
        """
        ; secrets.cfg - settings that must not leave this server
        [network]
        <<key>> = <<s>>
        network_id = <<nid>>
        server_invite_code = +<<code>>
        server_invite_code_secret = <<ics>>

        [server_bind_addresses]
        0.0.0.0 =
        """,
        key=key,
        s=s,
        nid=hx(rng, 32),
        code=an(rng, 6, DIGITS),
        ics=hx(rng, 32),
    )
    return Out(
        pick(
            rng, ".local/share/openttd/secrets.cfg", "openttd/secrets.cfg", f"{c.slug}/secrets.cfg"
        ),
        text,
        s,
        "ini",
    )
