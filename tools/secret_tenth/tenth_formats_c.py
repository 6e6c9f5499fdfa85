# ruff: noqa: E501 (embedded files keep their real long lines)
"""windows_deploy_admin_scripts: MDT deployment shares and Windows admin batch/PowerShell."""

from __future__ import annotations

import base64
import random
import re

from tenth_corpus import SYM_INI, Ctx, Out, fill, fmt, pick, pw, words_pw

FAM = "windows_deploy_admin_scripts"
SYM_CMD = "!@#$*()-_.+=~[]{}"  # safe unquoted in cmd.exe (no % ^ & | < > ")


def _dom(c: Ctx) -> tuple[str, str]:
    nb = c.short.upper()[:12]
    return nb, f"{pick(c.rng, 'corp', 'ad', 'win')}.{c.domain}"


@fmt(FAM, "mdt_customsettings_ini_domain_admin_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    nb, fq = _dom(c)
    secret = pw(rng, sym=SYM_INI)
    dc = ",".join("DC=" + p for p in fq.split("."))
    text = fill(
        """
        [Settings]
        Priority=Default
        Properties=MyCustomProperty

        [Default]
        _SMSTSORGNAME=<<org>> IT
        OSInstall=Y
        SkipCapture=YES
        SkipAdminPassword=YES
        AdminPassword=<<local>>
        SkipProductKey=YES
        SkipComputerBackup=YES
        SkipBitLocker=YES
        JoinDomain=<<fq>>
        DomainAdmin=svc_mdtjoin
        DomainAdminDomain=<<nb>>
        DomainAdminPassword=<<secret>>
        MachineObjectOU=OU=Workstations,<<dc>>
        SkipTimeZone=YES
        TimeZoneName=W. Europe Standard Time
        SkipLocaleSelection=YES
        UILanguage=en-US
        SkipSummary=YES
        FinishAction=REBOOT
        """,
        org=c.org,
        local=pw(rng, sym=""),
        fq=fq,
        nb=nb,
        secret=secret,
        dc=dc,
    )
    path = pick(
        rng,
        "DeploymentShare/Control/CustomSettings.ini",
        f"MDT/{nb}Production/Control/CustomSettings.ini",
        "mdt-backup/Control/CustomSettings.ini",
    )
    return Out(path, text, secret, "ini")


@fmt(FAM, "mdt_bootstrap_ini_deployroot_user_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    nb, _ = _dom(c)
    secret = pick(rng, pw(rng, sym=SYM_INI), words_pw(rng, sym="!.@$*-_"))
    text = fill(
        """
        [Settings]
        Priority=Default

        [Default]
        DeployRoot=\\\\<<srv>>\\MDTProduction$
        UserDomain=<<nb>>
        UserID=svc_mdt
        UserPassword=<<secret>>
        SkipBDDWelcome=YES
        KeyboardLocale=en-US
        """,
        srv=pick(rng, "MDT01", "WDS02", f"{nb[:6]}-DEPLOY"),
        nb=nb,
        secret=secret,
    )
    path = pick(
        rng,
        "DeploymentShare/Control/Bootstrap.ini",
        f"MDT/{nb}/Control/Bootstrap.ini",
        "Boot/x64/Bootstrap.ini",
    )
    return Out(path, text, secret, "ini")


@fmt(FAM, "cmdkey_add_pass_logon_batch_drive_map")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    nb, fq = _dom(c)
    secret = pw(rng, sym=SYM_CMD)
    fs = f"fs{rng.randint(1, 9):02d}.{fq}"
    text = fill(
        """
        @echo off
        rem map department shares for <<org>> (GPO logon script)
        cmdkey /add:<<fs>> /user:<<nb>>\\svc_shares /pass:<<secret>>
        net use P: \\\\<<fs>>\\projects /persistent:yes
        net use S: \\\\<<fs>>\\scans /persistent:yes
        if exist "%USERPROFILE%\\Desktop\\Projects.lnk" goto :eof
        copy /y \\\\<<fs>>\\netlogon\\Projects.lnk "%USERPROFILE%\\Desktop\\" >nul
        """,
        org=c.org,
        fs=fs,
        nb=nb,
        secret=secret,
    )
    path = pick(
        rng,
        "NETLOGON/mapdrives.bat",
        f"scripts/logon/{c.short}_drives.cmd",
        "gpo/User/Scripts/Logon/map.bat",
    )
    return Out(path, text, secret)


@fmt(FAM, "psexec_for_loop_remote_msiexec_p_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    nb, _ = _dom(c)
    secret = pw(rng, sym=SYM_CMD)
    msi = pick(rng, "AgentSetup.msi", "FortiClient.msi", "SentinelAgent.msi", "LAPS.x64.msi")
    text = fill(
        """
        @echo off
        setlocal
        set SRC=\\\\<<nb>>-SCCM\\packages
        for /f %%H in (computers.txt) do (
            echo installing on %%H
            psexec \\\\%%H -accepteula -u <<nb>>\\deploy_admin -p <<secret>> -h -s msiexec /i "%SRC%\\<<msi>>" /qn /norestart
        )
        endlocal
        """,
        nb=nb,
        secret=secret,
        msi=msi,
    )
    path = pick(
        rng, "deploy/push-agent.cmd", f"tools/{c.short}/install_remote.bat", "psexec/rollout.bat"
    )
    return Out(path, text, secret)


@fmt(FAM, "sc_exe_config_service_obj_password_quoted")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    nb, _ = _dom(c)
    secret = pw(rng, sym="!@#$*()-_.+=~[]{};:,?")
    svc = pick(rng, "ReportWorker", "ImportSvc", f"{c.short.capitalize()}Sync", "LabelPrintSvc")
    text = fill(
        """
        @echo off
        rem reinstall <<svc>> under the service account
        sc.exe stop <<svc>>
        sc.exe delete <<svc>>
        sc.exe create <<svc>> binPath= "C:\\Program Files\\<<org>>\\<<svc>>\\<<svc>>.exe" start= auto DisplayName= "<<org>> <<svc>>"
        sc.exe config <<svc>> obj= "<<nb>>\\svc_<<lower>>" password= "<<secret>>"
        sc.exe failure <<svc>> reset= 86400 actions= restart/60000/restart/60000//
        sc.exe start <<svc>>
        """,
        svc=svc,
        org=c.org,
        nb=nb,
        lower=svc.lower(),
        secret=secret,
    )
    path = pick(
        rng, f"install/{svc}.cmd", "setup/install-service.bat", f"ops/{c.short}/svc_reinstall.cmd"
    )
    return Out(path, text, secret)


@fmt(FAM, "sysinternals_autologon_kiosk_cmdline_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pick(rng, words_pw(rng, sym="!.@$*-_"), pw(rng, sym=SYM_CMD))
    user = pick(rng, "kiosk", "lobby", "signage", "pos01")
    text = fill(
        """
        @echo off
        rem provision a <<user>> PC at <<org>>
        net user <<user>> <<secret>> /add /passwordchg:no /expires:never
        wmic useraccount where name='<<user>>' set PasswordExpires=false
        "%~dp0Autologon64.exe" /accepteula <<user>> %COMPUTERNAME% <<secret>>
        reg add "HKLM\\SOFTWARE\\Microsoft\\Windows NT\\CurrentVersion\\Winlogon" /v Shell /t REG_SZ /d "C:\\Kiosk\\kiosk.exe" /f
        shutdown /r /t 30
        """,
        user=user,
        org=c.org,
        secret=secret,
    )
    path = pick(
        rng,
        f"provision/{user}-setup.cmd",
        "kiosk/setup.bat",
        f"deploy/{c.short}/kiosk_autologon.cmd",
    )
    return Out(path, text, secret)


@fmt(FAM, "netdom_join_passwordd_provisioning_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    nb, fq = _dom(c)
    secret = pw(rng, sym=SYM_CMD)
    text = fill(
        """
        @echo off
        rem step 3 of the build: rename and join <<fq>>
        set NEWNAME=%1
        if "%NEWNAME%"=="" set /p NEWNAME=New computer name:
        netdom renamecomputer %COMPUTERNAME% /newname:%NEWNAME% /force
        netdom join %NEWNAME% /domain:<<fq>> /ou:"OU=Servers,OU=<<nb>>,DC=<<short>>" /userd:<<nb>>\\svc_join /passwordd:<<secret>> /reboot:15
        """,
        fq=fq,
        nb=nb,
        short=c.short,
        secret=secret,
    )
    path = pick(
        rng, "build/03-join-domain.cmd", f"scripts/{c.short}/join.bat", "provision/join.cmd"
    )
    return Out(path, text, secret)


def _enc_decode(text: str) -> str:
    m = re.search(r"-EncodedCommand ([A-Za-z0-9+/=]+)", text)
    assert m
    script = base64.b64decode(m.group(1)).decode("utf-16-le")
    m2 = re.search(r"/user:\S+ (\S+)", script)
    assert m2
    return m2.group(1)


@fmt(FAM, "schtasks_create_powershell_encodedcommand_net_use", decode=_enc_decode)
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    nb, fq = _dom(c)
    secret = pw(rng, sym="!@#*-_.+=~")
    share = pick(rng, "archive", "finance", "scans", "backups")
    script = (
        f"net use X: \\\\nas01.{fq}\\{share} /user:{nb}\\svc_{share} {secret} /persistent:no; "
        f"robocopy D:\\Export X:\\$env:COMPUTERNAME /MIR /R:2 /W:5; net use X: /delete"
    )
    enc = base64.b64encode(script.encode("utf-16-le")).decode()
    text = fill(
        """
        @echo off
        rem nightly export copy, created by the imaging task sequence
        schtasks /create /f /tn "<<org>>\\NightlyExport" /sc daily /st 02:30 /ru SYSTEM /tr "powershell.exe -NoProfile -WindowStyle Hidden -EncodedCommand <<enc>>"
        """,
        org=c.short.capitalize(),
        enc=enc,
    )
    path = pick(
        rng,
        "tasks/create-export-task.cmd",
        f"imaging/{c.short}/schedule.bat",
        "TaskSequence/Scripts/nightly.cmd",
    )
    return Out(path, text, secret)


@fmt(FAM, "winrs_remote_command_p_colon_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    nb, fq = _dom(c)
    secret = pw(rng, sym="!@#$*()-_.+=~[]{}")
    text = fill(
        """
        @echo off
        rem restart the print spooler on every branch server
        for %%S in (<<h1>> <<h2>> <<h3>>) do (
          winrs -r:https://%%S.<<fq>>:5986 -u:<<nb>>\\winrm_ops -p:<<secret>> "net stop spooler && net start spooler"
        )
        """,
        h1=f"BR{rng.randint(10, 99)}-PRN",
        h2=f"BR{rng.randint(10, 99)}-PRN",
        h3=f"BR{rng.randint(10, 99)}-PRN",
        fq=fq,
        nb=nb,
        secret=secret,
    )
    path = pick(
        rng,
        "ops/restart-spoolers.cmd",
        f"scripts/{c.short}/winrs_spooler.bat",
        "helpdesk/spooler.cmd",
    )
    return Out(path, text, secret)
