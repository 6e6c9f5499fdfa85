"""Desktop automation / RPA: AutoIt, Keyboard Maestro, Robocorp vault, SikuliX, Hammerspoon,
xdotool, pywinauto, TagUI, UiPath external apps."""

from __future__ import annotations

import json
import random

from seventh_corpus import Ctx, Out, fill, fmt, pick, pw, uid, words_pw

FAM = "desktop_automation_rpa"


def _typed(rng: random.Random, sym: str = "-_.@") -> str:
    """What people paste into a macro: often a human password, sometimes a generated one."""
    return words_pw(rng, ".@") if rng.random() < 0.5 else pw(rng, 10, 16, sym)


@fmt(FAM, "autoit_au3_controlsend_login_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _typed(rng)
    text = fill(
        """
        #include <AutoItConstants.au3>

        Local $sApp = "C:\\Program Files\\<<app>>\\<<exe>>.exe"
        Run($sApp)
        WinWaitActive("<<app>> - Login", "", 20)
        ControlSetText("<<app>> - Login", "", "Edit1", "<<user>>")
        ControlSend("<<app>> - Login", "", "Edit2", "<<s>>")
        ControlClick("<<app>> - Login", "", "Button1")
        WinWaitActive("<<app>>", "", 30)
        Send("^e")
        """,
        app=pick(rng, "StockMaster", "LabelPro", "TimeClock"),
        exe=pick(rng, "sm", "labelpro", "tclock"),
        user=c.user,
        s=s,
    )
    path = pick(rng, "autoit/daily_export.au3", "login_export.au3", f"{c.slug}/export.au3")
    return Out(path, text, s)


@fmt(FAM, "keyboard_maestro_kmmacros_insert_text_action")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _typed(rng, "-_.@#%")
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <array>
          <dict>
            <key>Macros</key>
            <array>
              <dict>
                <key>Actions</key>
                <array>
                  <dict>
                    <key>Action</key>
                    <string>ByPasting</string>
                    <key>MacroActionType</key>
                    <string>InsertText</string>
                    <key>Text</key>
                    <string><<s>></string>
                  </dict>
                </array>
                <key>Name</key>
                <string><<name>></string>
                <key>UID</key>
                <string><<uid>></string>
              </dict>
            </array>
            <key>Name</key>
            <string>Global Macro Group</string>
          </dict>
        </array>
        </plist>
        """,
        s=s,
        name=pick(rng, "VPN password", "Paste ERP login", f"{c.org} portal pw"),
        uid=uid(rng, upper=True),
    )
    path = pick(
        rng, "macros/Paste-Login.kmmacros", "Keyboard Maestro/vpn.kmmacros", "login.kmmacros"
    )
    return Out(path, text, s, "xml")


@fmt(FAM, "robocorp_file_vault_json_credentials_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, 12, 18, "-_.!@#%+")
    vault = {
        "erp_portal": {"username": f"{c.user}@{c.domain}", "password": s},
        "settings": {"base_url": f"https://{c.host('erp', 'portal')}", "timeout": 30},
    }
    path = pick(rng, "devdata/vault.json", "vault.json", f"robots/{c.slug}-invoices/vault.json")
    return Out(path, json.dumps(vault, indent=2) + "\n", s)


@fmt(FAM, "sikulix_script_type_password_key_enter")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _typed(rng)
    text = fill(
        """
        # SikuliX (Jython) - log in to the thick client and export the day report
        App.open(r"C:\\Apps\\<<app>>\\client.exe")
        wait("login_dialog.png", 30)
        click("username_field.png")
        type("<<user>>")
        click("password_field.png")
        type("<<s>>" + Key.ENTER)
        wait("main_window.png", 60)
        click("reports_menu.png")
        click("day_report.png")
        """,
        app=pick(rng, "Kassa", "Dispatch", "MedRec"),
        user=c.user,
        s=s,
    )
    path = pick(rng, "dayreport.sikuli/dayreport.py", "sikuli/export.sikuli/export.py", "run.py")
    return Out(path, text, s)


@fmt(FAM, "hammerspoon_init_lua_eventtap_keystrokes")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _typed(rng, "-_.@#%!")
    text = fill(
        """
        -- ~/.hammerspoon/init.lua
        hs.hotkey.bind({"cmd", "alt", "ctrl"}, "R", function()
          hs.reload()
        end)

        -- type the VPN password into the Cisco prompt
        hs.hotkey.bind({"cmd", "alt"}, "V", function()
          hs.eventtap.keyStrokes("<<s>>")
          hs.eventtap.keyStroke({}, "return")
        end)

        hs.alert.show("Config loaded")
        """,
        s=s,
    )
    path = pick(rng, ".hammerspoon/init.lua", "dotfiles/hammerspoon/init.lua", f"{c.user}/init.lua")
    return Out(path, text, s)


@fmt(FAM, "xdotool_type_password_shell_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _typed(rng, "-_.@#%!")
    text = fill(
        """
        #!/bin/sh
        # unlock the kiosk session after reboot
        sleep 15
        WID=$(xdotool search --sync --name "<<win>>" | head -1)
        xdotool windowactivate --sync "$WID"
        xdotool type --delay 60 '<<user>>'
        xdotool key Tab
        xdotool type --delay 60 '<<s>>'
        xdotool key Return
        """,
        win=pick(rng, "Sign in", "Kiosk Login", "Citrix Workspace"),
        user=pick(rng, "kiosk", "lobby", c.user),
        s=s,
    )
    path = pick(rng, "kiosk/autologin.sh", "bin/unlock-kiosk", f"{c.slug}-kiosk/login.sh")
    return Out(path, text, s)


@fmt(FAM, "pywinauto_type_keys_password_edit")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _typed(rng, "-_.@#")
    text = fill(
        """
        from pywinauto.application import Application

        app = Application(backend="uia").start(r"C:\\Program Files\\<<app>>\\<<app>>.exe")
        dlg = app.window(title_re=".*Anmeldung|.*Login")
        dlg.wait("ready", timeout=30)
        dlg.child_window(auto_id="txtUser").type_keys("<<user>>")
        dlg.child_window(auto_id="txtPassword").type_keys("<<s>>")
        dlg.child_window(title="OK", control_type="Button").click()
        """,
        app=pick(rng, "Lohnbuchhaltung", "WarehouseClient", "SchedulerPro"),
        user=c.user,
        s=s,
    )
    path = pick(rng, "rpa/login.py", "automation/start_client.py", f"{c.slug}_rpa/login.py")
    return Out(path, text, s)


@fmt(FAM, "tagui_flow_type_as_password_enter")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = _typed(rng, "-_.@#%!")
    text = fill(
        """
        // download the monthly supplier statements
        https://<<host>>/login
        type username as <<email>>
        type password as <<s>>[enter]
        wait 3
        click Statements
        select period as <<month>>
        click Download all
        """,
        host=c.host("suppliers", "portal"),
        email=c.email,
        s=s,
        month=pick(rng, "last month", "2025-01", "2024-12"),
    )
    path = pick(rng, "flows/statements.tag", "tagui/statements", f"{c.slug}/monthly.tag")
    return Out(path, text, s)


@fmt(FAM, "uipath_orchestrator_external_app_appsettings_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    sec = pw(rng, 16, 16, "!@#$%^&*()", nsym=3).replace("$", "%")
    conf = {
        "Logging": {"LogLevel": {"Default": "Information"}},
        "UiPath": {
            "OrchestratorUrl": f"https://cloud.uipath.com/{c.slug}/DefaultTenant/orchestrator_/",
            "IdentityUrl": "https://cloud.uipath.com/identity_/connect/token",
            "ClientId": uid(rng),
            "ClientSecret": sec,
            "Scope": "OR.Jobs OR.Queues OR.Robots.Read",
            "FolderId": rng.randint(100000, 999999),
        },
    }
    path = pick(
        rng, "appsettings.json", "QueueFeeder/appsettings.json", f"{c.slug}.Rpa/appsettings.json"
    )
    return Out(path, json.dumps(conf, indent=2) + "\n", sec)
