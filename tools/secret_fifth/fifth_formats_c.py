# ruff: noqa: E501, E101
"""Fifth corpus formats, part C: desktop_mobile_app_settings."""

from __future__ import annotations

import json
import random

from fifth_corpus import B62, SYM_ANY, UP, Ctx, Out, an, fill, fmt, hx, pick, pw, uid

F_APP = "desktop_mobile_app_settings"


@fmt(F_APP, "expo_eas_json_build_env_branch_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = "secret_live_" + an(rng, 32)
    doc = {
        "cli": {"version": ">= 7.0.0", "appVersionSource": "remote"},
        "build": {
            "development": {"developmentClient": True, "distribution": "internal"},
            "preview": {"distribution": "internal", "channel": "preview"},
            "production": {
                "channel": "production",
                "autoIncrement": True,
                "env": {
                    "API_BASE_URL": f"https://api.{c.domain}",
                    "BRANCH_KEY": "key_live_" + an(rng, 32),
                    "BRANCH_SECRET": secret,
                },
            },
        },
        "submit": {"production": {"ios": {"ascAppId": str(rng.randint(10**9, 10**10))}}},
    }
    return Out(
        pick(rng, "eas.json", "apps/mobile/eas.json", f"{c.org}-app/eas.json"),
        json.dumps(doc, indent=2) + "\n",
        secret,
    )


@fmt(F_APP, "electron_builder_yml_win_certificate_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ANY.replace("#", ""))
    text = fill(
        """
        appId: <<tld>>.<<org>>.desktop
        productName: <<Org>> Desktop
        directories:
          output: dist
          buildResources: build
        files:
          - "out/**/*"
          - package.json
        win:
          target: nsis
          certificateFile: build/certs/codesign.pfx
          certificatePassword: "<<pw>>"
          publisherName: "<<Org>> Ltd"
        nsis:
          oneClick: false
          perMachine: true
        mac:
          category: public.app-category.productivity
          hardenedRuntime: true
        publish:
          provider: generic
          url: https://downloads.<<domain>>/desktop
        """,
        tld=c.tld,
        org=c.org,
        Org=c.org.capitalize(),
        pw=secret,
        domain=c.domain,
    )
    return Out(
        pick(
            rng,
            "electron-builder.yml",
            "desktop/electron-builder.yml",
            "packages/app/electron-builder.yml",
        ),
        text,
        secret,
    )


@fmt(F_APP, "dotnet_settings_settings_default_profile_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ANY)
    ns = f"{c.org.capitalize()}.{pick(rng, 'Desktop', 'Kiosk', 'Scanner', 'Backoffice')}"
    text = fill(
        """
        <?xml version='1.0' encoding='utf-8'?>
        <SettingsFile xmlns="http://schemas.microsoft.com/VisualStudio/2004/01/settings" CurrentProfile="(Default)" GeneratedClassNamespace="<<ns>>.Properties" GeneratedClassName="Settings">
          <Profiles />
          <Settings>
            <Setting Name="ServiceUrl" Type="System.String" Scope="Application">
              <Value Profile="(Default)">https://api.<<domain>>/v2/</Value>
            </Setting>
            <Setting Name="SmtpUser" Type="System.String" Scope="Application">
              <Value Profile="(Default)">notify@<<domain>></Value>
            </Setting>
            <Setting Name="SmtpPassword" Type="System.String" Scope="Application">
              <Value Profile="(Default)"><<pw>></Value>
            </Setting>
            <Setting Name="LastWindowState" Type="System.String" Scope="User">
              <Value Profile="(Default)">Normal</Value>
            </Setting>
          </Settings>
        </SettingsFile>
        """,
        ns=ns,
        domain=c.domain,
        pw=secret,
    )
    return Out(
        pick(
            rng,
            "Properties/Settings.settings",
            f"src/{ns}/Properties/Settings.settings",
            f"{ns}/Properties/Settings.settings",
        ),
        text,
        secret,
        "xml",
    )


@fmt(F_APP, "qsettings_ini_connection_password_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@!*")
    app = pick(rng, "LabelPrinter", "FieldSync", "ScopeViewer", "StockTaker")
    text = fill(
        """
        [General]
        geometry=@ByteArray(\\x1\\xd9\\xd0\\xcb\\0\\x3\\0\\0\\0\\0\\x2\\x80\\0\\0\\x1\\x9f)
        lastOpenDir=/home/<<user>>/Documents/<<app>>
        language=en_GB

        [Connection]
        host=<<host>>
        port=5432
        database=<<db>>
        user=<<user>>
        password=<<pw>>
        rememberPassword=true
        """,
        user=c.user,
        app=app,
        host=c.host("db"),
        db=pick(rng, "inventory", "labels", "fieldwork"),
        pw=secret,
    )
    return Out(
        pick(
            rng,
            f".config/{c.org.capitalize()}/{app}.conf",
            f"dotfiles/config/{c.org.capitalize()}/{app}.conf",
            f"deploy/{app}.conf",
        ),
        text,
        secret,
        "ini",
    )


@fmt(F_APP, "dconf_dump_keyfile_extension_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@#!*")
    text = fill(
        """
        [org/gnome/desktop/interface]
        color-scheme='prefer-dark'
        gtk-theme='Adwaita-dark'
        clock-show-weekday=true

        [org/gnome/desktop/peripherals/touchpad]
        tap-to-click=true

        [org/gnome/shell]
        enabled-extensions=['transmission-daemon@patapon.info', 'appindicatorsupport@rgcjonas.gmail.com']

        [org/gnome/shell/extensions/transmission-daemon]
        host='nas.<<internal>>'
        port=9091
        ssl=false
        user='<<user>>'
        password='<<pw>>'
        stats-torrents=true
        """,
        internal=c.internal,
        user=c.user,
        pw=secret,
    )
    return Out(
        pick(
            rng,
            "dconf/user-settings.ini",
            "dotfiles/gnome/dconf.ini",
            f"machines/{c.user}-laptop/dconf.ini",
        ),
        text,
        secret,
    )


@fmt(F_APP, "hexchat_servlist_conf_server_password_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@#!*")
    text = fill(
        """
        v=2.16.2

        N=Libera.Chat
        L=7
        E=UTF-8 (Unicode)
        F=29
        D=0
        S=irc.libera.chat
        S=irc.libera.chat/+6697

        N=<<Org>> ZNC
        I=<<user>>
        i=<<user>>_
        U=<<user>>/<<net>>
        P=<<pw>>
        L=6
        E=UTF-8 (Unicode)
        F=19
        D=0
        S=znc.<<domain>>/+6697
        """,
        Org=c.org.capitalize(),
        user=c.user,
        net=pick(rng, "libera", "oftc", "work"),
        pw=secret,
        domain=c.domain,
    )
    return Out(
        pick(
            rng,
            ".config/hexchat/servlist.conf",
            "dotfiles/hexchat/servlist.conf",
            f"backup/{c.user}/hexchat/servlist.conf",
        ),
        text,
        secret,
    )


def _st_device(rng: random.Random) -> str:
    alpha = UP + "234567"
    return "-".join(an(rng, 7, alpha) for _ in range(8))


@fmt(F_APP, "syncthing_config_xml_gui_apikey")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = an(rng, 32, B62 + "-")
    dev = _st_device(rng)
    text = fill(
        """
        <configuration version="37">
            <folder id="<<fid>>" label="Photos" path="/home/<<user>>/Photos" type="sendreceive" rescanIntervalS="3600" fsWatcherEnabled="true" fsWatcherDelayS="10" ignorePerms="false" autoNormalize="true">
                <filesystemType>basic</filesystemType>
                <device id="<<dev>>" introducedBy=""></device>
                <minDiskFree unit="%">1</minDiskFree>
            </folder>
            <device id="<<dev>>" name="nas" compression="metadata" introducer="false" skipIntroductionRemovals="false" introducedBy="">
                <address>dynamic</address>
                <paused>false</paused>
            </device>
            <gui enabled="true" tls="false" debugging="false">
                <address>127.0.0.1:8384</address>
                <apikey><<key>></apikey>
                <theme>default</theme>
            </gui>
            <options>
                <listenAddress>default</listenAddress>
                <globalAnnounceEnabled>true</globalAnnounceEnabled>
                <urAccepted>-1</urAccepted>
            </options>
        </configuration>
        """,
        fid=f"{an(rng, 5).lower()}-{an(rng, 5).lower()}",
        user=c.user,
        dev=dev,
        key=key,
    )
    return Out(
        pick(
            rng,
            ".config/syncthing/config.xml",
            "dotfiles/syncthing/config.xml",
            f"hosts/{c.user}-desktop/syncthing/config.xml",
        ),
        text,
        key,
    )


@fmt(F_APP, "obsidian_plugin_data_json_readwise_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = an(rng, 50)
    doc = {
        "token": token,
        "obsidianToken": uid(rng),
        "readwiseDir": "Readwise",
        "isSyncing": False,
        "frequency": "60",
        "triggerOnLoad": True,
        "lastSyncFailed": False,
        "lastSavedStatusID": rng.randint(10**6, 10**7),
        "currentSyncStatusID": 0,
        "refreshBooks": False,
        "booksToRefresh": [],
        "failedBooks": [],
        "booksIDsMap": {},
    }
    vault = pick(rng, "vault", "notes", f"{c.user}-brain")
    return Out(
        pick(
            rng,
            f"{vault}/.obsidian/plugins/readwise-official/data.json",
            ".obsidian/plugins/readwise-official/data.json",
            f"Sync/{vault}/.obsidian/plugins/readwise-official/data.json",
        ),
        json.dumps(doc) + "\n",
        token,
    )


@fmt(F_APP, "alfred_workflow_info_plist_pinboard_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    token = f"{c.user}{c.last[:3]}:{hx(rng, 20).upper()}"
    bundle = pick(rng, "com.pinboard.search", f"net.{c.user}.pinboard", "io.alfred.pinboard-plus")
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        	<key>bundleid</key>
        	<string><<bundle>></string>
        	<key>name</key>
        	<string>Pinboard Search</string>
        	<key>createdby</key>
        	<string><<full>></string>
        	<key>variables</key>
        	<dict>
        		<key>pinboard_token</key>
        		<string><<tok>></string>
        		<key>max_results</key>
        		<string>30</string>
        	</dict>
        	<key>version</key>
        	<string>1.4.2</string>
        </dict>
        </plist>
        """,
        bundle=bundle,
        full=c.full,
        tok=token,
    )
    return Out(
        pick(
            rng,
            f"Alfred.alfredpreferences/workflows/user.workflow.{uid(rng).upper()}/info.plist",
            "alfred/workflows/pinboard/info.plist",
            "workflow/info.plist",
        ),
        text,
        token,
    )


@fmt(F_APP, "kodi_advancedsettings_xml_videodatabase_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 20, sym="-_.+@!*")
    ip = c.ip()
    text = fill(
        """
        <advancedsettings version="1.0">
          <videodatabase>
            <type>mysql</type>
            <host><<ip>></host>
            <port>3306</port>
            <user>kodi</user>
            <pass><<pw>></pass>
          </videodatabase>
          <musicdatabase>
            <type>mysql</type>
            <host><<ip>></host>
            <port>3306</port>
            <user>kodi</user>
            <pass><<pw>></pass>
          </musicdatabase>
          <videolibrary>
            <importwatchedstate>true</importwatchedstate>
          </videolibrary>
        </advancedsettings>
        """,
        ip=ip,
        pw=secret,
    )
    return Out(
        pick(
            rng,
            ".kodi/userdata/advancedsettings.xml",
            "kodi/userdata/advancedsettings.xml",
            f"htpc/{c.user}/advancedsettings.xml",
        ),
        text,
        secret,
    )
