"""Family game_dedicated_launchers: dedicated servers of survival games and game launchers."""

from __future__ import annotations

import random

from ninth_corpus import SYM_DQ, SYM_INI, SYM_JSON, Ctx, Out, an, fill, fmt, hx, jwt, pick, pw

F = "game_dedicated_launchers"


@fmt(F, "vrising_server_host_settings_json_rcon_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_JSON)
    t = fill(
        """
        {
          "Name": "<<org>> PvE",
          "Port": 9876,
          "QueryPort": 9877,
          "MaxConnectedUsers": 40,
          "SaveName": "world1",
          "Password": "",
          "Secure": true,
          "ListOnSteam": true,
          "Rcon": { "Enabled": true, "Port": 25575, "Password": "<<s>>" }
        }
        """,
        s=s,
        org=c.org,
    )
    return Out(
        pick(
            rng,
            "VRisingServer_Data/StreamingAssets/Settings/ServerHostSettings.json",
            "save-data/Settings/ServerHostSettings.json",
            f"{c.short}-vrising/ServerHostSettings.json",
        ),
        t,
        s,
    )


@fmt(F, "conan_exiles_server_settings_ini_admin_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI)
    t = fill(
        """
        [ServerSettings]
        AdminPassword=<<s>>
        MaxNudity=0
        PVPEnabled=True
        ServerRegion=1
        CanDamagePlayerOwnedStructures=False
        AvatarsDisabled=True
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            "ConanSandbox/Saved/Config/WindowsServer/ServerSettings.ini",
            "conan/ServerSettings.ini",
            f"{c.short}-conan/ServerSettings.ini",
        ),
        t,
        s,
    )


@fmt(F, "dayz_server_dz_cfg_password_admin")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ.replace(";", ""))
    t = fill(
        """
        hostname = "<<org>> | Chernarus | 1PP";
        password = "";
        passwordAdmin = "<<s>>";
        maxPlayers = 60;
        verifySignatures = 2;
        forceSameBuild = 1;
        disable3rdPerson = 1;
        serverTimeAcceleration = 6;
        class Missions
        {
            class DayZ
            {
                template = "dayzOffline.chernarusplus";
            };
        };
        """,
        s=s,
        org=c.org,
    )
    return Out(pick(rng, "serverDZ.cfg", "dayz/serverDZ.cfg", f"{c.short}/serverDZ.cfg"), t, s)


@fmt(F, "rust_dedicated_start_bat_rcon_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="-_.@")
    t = fill(
        """
        echo off
        :start
        RustDedicated.exe -batchmode +server.port 28015 +server.level "Procedural Map" ^
          +server.seed <<seed>> +server.worldsize 3500 +server.maxplayers 100 ^
          +server.hostname "<<org>> Vanilla" +server.identity "<<ident>>" ^
          +rcon.port 28016 +rcon.password "<<s>>" +rcon.web 1
        goto start
        """,
        s=s,
        seed=rng.randint(1, 2147483647),
        org=c.org,
        ident=c.short,
    )
    return Out(pick(rng, "start.bat", "rust/start_server.bat", f"{c.short}/rust-start.bat"), t, s)


@fmt(F, "quake3_server_cfg_seta_rconpassword")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="")
    t = fill(
        """
        // <<org>> FFA
        seta sv_hostname "^1<<short>> ^7FFA"
        seta sv_maxclients 16
        seta g_gametype 0
        seta fraglimit 30
        seta timelimit 15
        seta rconpassword "<<s>>"
        seta sv_pure 1
        map q3dm17
        """,
        s=s,
        org=c.org,
        short=c.short,
    )
    return Out(
        pick(rng, "baseq3/server.cfg", "ioq3/baseq3/ffa.cfg", f"{c.short}/q3/server.cfg"), t, s
    )


@fmt(F, "linuxgsm_instance_cfg_gslt_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 32, upper=True)
    game = pick(rng, "csgoserver", "tf2server", "gmodserver")
    t = fill(
        """
        ##################################
        ####### Instance Settings ########
        ##################################
        # PLACE INSTANCE SETTINGS HERE
        ip="0.0.0.0"
        port="27015"
        maxplayers="24"
        gslt="<<s>>"
        startparameters="-game csgo -usercon +map de_mirage +sv_setsteamaccount ${gslt}"
        """,
        s=s,
    )
    return Out(
        pick(
            rng,
            f"lgsm/config-lgsm/{game}/{game}.cfg",
            f"{game}/{game}.cfg",
            f"{c.short}/lgsm/{game}.cfg",
        ),
        t,
        s,
    )


@fmt(F, "prismlauncher_accounts_json_msa_refresh_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = (
        "M.C5"
        + str(rng.randint(0, 9))
        + "_BAY.0.U.-"
        + an(rng, 180, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789!*")
    )
    t = fill(
        """
        {
            "accounts": [
                {
                    "active": true,
                    "msa": {
                        "exp": <<exp>>,
                        "extra": { "userName": "<<email>>" },
                        "refresh_token": "<<s>>"
                    },
                    "profile": { "id": "<<pid>>", "name": "<<name>>" },
                    "type": "MSA"
                }
            ],
            "formatVersion": 3
        }
        """,
        s=s,
        exp=rng.randint(1767225600, 1798761600),
        email=c.email,
        pid=hx(rng, 32),
        name=c.first.capitalize() + str(rng.randint(10, 99)),
    )
    return Out(
        pick(
            rng,
            "PrismLauncher/accounts.json",
            ".local/share/PrismLauncher/accounts.json",
            f"backup/{c.first}/prism/accounts.json",
        ),
        t,
        s,
    )


@fmt(F, "legendary_epic_user_json_refresh_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "eg1~" + jwt(
        rng,
        {"sub": hx(rng, 32), "pfsid": "fn", "iss": "eos", "t": "r", "clid": an(rng, 32)},
        alg="RS512",
    )
    t = fill(
        """
        {
            "account_id": "<<acc>>",
            "displayName": "<<name>>",
            "expires_at": "<<d>>T<<tm>>.000Z",
            "refresh_expires": 2592000,
            "refresh_token": "<<s>>",
            "token_type": "bearer"
        }
        """,
        s=s,
        acc=hx(rng, 32),
        name=c.first.capitalize() + str(rng.randint(10, 999)),
        d=c.date,
        tm=c.time,
    )
    return Out(
        pick(
            rng,
            ".config/legendary/user.json",
            "legendary/user.json",
            f"{c.first}/legendary-user.json",
        ),
        t,
        s,
    )
