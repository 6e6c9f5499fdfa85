# ruff: noqa: E501
"""Fifth corpus formats, part H: process_crash_diagnostics."""

from __future__ import annotations

import random

from fifth_corpus import Ctx, Out, an, fill, fmt, hx, pick, pw

F_CR = "process_crash_diagnostics"
SYM_ARG = "-_.+@%"
SYM_C = "-_.+@%!*#"


@fmt(F_CR, "java_hs_err_pid_log_jvm_args_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ARG)
    pid = rng.randint(1000, 90000)
    text = fill(
        """
        #
        # A fatal error has been detected by the Java Runtime Environment:
        #
        #  SIGSEGV (0xb) at pc=0x00007f3a1c2b4e10, pid=<<pid>>, tid=<<tid>>
        #
        # JRE version: OpenJDK Runtime Environment Temurin-17.0.10+7 (17.0.10+7) (build 17.0.10+7)
        # Java VM: OpenJDK 64-Bit Server VM Temurin-17.0.10+7 (17.0.10+7, mixed mode, sharing, tiered, compressed oops, compressed class ptrs, g1 gc, linux-amd64)
        # Problematic frame:
        # C  [libzstd-jni-1.5.5-11.so+0x5ae10]
        #
        # Core dump will be written. Default location: /opt/<<svc>>/core.<<pid>>
        #

        ---------------  S U M M A R Y ------------

        Command Line: -Xms2g -Xmx2g -Dspring.profiles.active=prod -Dspring.datasource.url=jdbc:postgresql://<<host>>:5432/<<svc>> -Dspring.datasource.username=<<svc>> -Dspring.datasource.password=<<pw>> -jar /opt/<<svc>>/<<svc>>.jar

        Host: Intel(R) Xeon(R) Gold 6338 CPU @ 2.00GHz, 8 cores, 31G, Ubuntu 22.04.4 LTS
        Time: <<date>> <<time>> UTC elapsed time: 81234.221 seconds (0d 22h 33m 54s)

        ---------------  T H R E A D  ---------------

        Current thread (0x00007f3a2c01e800):  JavaThread "kafka-producer-network-thread | producer-1" daemon [_thread_in_native, id=<<tid>>, stack(0x00007f3a0c1f0000,0x00007f3a0c2f0000)]
        """,
        pid=str(pid),
        tid=str(pid + rng.randint(10, 90)),
        svc=c.svc,
        host=c.host("pg"),
        pw=secret,
        date=c.date,
        time=c.time,
    )
    return Out(
        pick(
            rng,
            f"hs_err_pid{pid}.log",
            f"crash/{c.svc}/hs_err_pid{pid}.log",
            f"support/{c.date}/hs_err_pid{pid}.log",
        ),
        text,
        secret,
    )


@fmt(F_CR, "gdb_bt_full_local_variable_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, 12, 20, sym=SYM_C)
    pad = 48 - len(secret) - 1
    text = fill(
        """
        (gdb) bt full
        #0  0x00007ffff7a42e96 in __strlen_avx2 () from /lib/x86_64-linux-gnu/libc.so.6
        No symbol table info available.
        #1  0x0000555555556a3c in ldap_bind_service (cfg=0x5555555592a0) at src/auth.c:88
                ld = 0x55555555b2c0
                dn = 0x5555555593e0 "cn=svc-backup,ou=services,dc=<<org>>,dc=internal"
                password = "<<pw>>", '\\000' <repeats <<pad>> times>
                rc = -1
        #2  0x0000555555557102 in main (argc=3, argv=0x7fffffffe3a8) at src/main.c:142
                cfg = {host = 0x5555555592c0 "ldap.<<internal>>", port = 636, timeout = 30}
        (gdb) quit
        """,
        org=c.org,
        pw=secret,
        pad=str(pad),
        internal=c.internal,
    )
    return Out(
        pick(
            rng,
            "debug/backtrace.txt",
            f"issues/{rng.randint(100, 999)}/gdb-bt-full.txt",
            "core-analysis.txt",
        ),
        text,
        secret,
    )


@fmt(F_CR, "journalctl_unit_output_mysqldump_p_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ARG)
    pid = rng.randint(10000, 99999)
    mon = pick(rng, "Jan", "Feb", "Mar", "Apr", "May", "Jun")
    d = f"{mon} {c.day:02d}"
    text = fill(
        """
        <<d>> 02:00:01 backup01 systemd[1]: Starting nightly-dump.service - Nightly database dump...
        <<d>> 02:00:01 backup01 nightly-dump.sh[<<pid>>]: + mysqldump --single-transaction -h <<host>> -u backup -p<<pw>> --all-databases
        <<d>> 02:00:01 backup01 nightly-dump.sh[<<pid>>]: mysqldump: [Warning] Using a password on the command line interface can be insecure.
        <<d>> 02:04:55 backup01 nightly-dump.sh[<<pid>>]: + gzip -9 /srv/backup/all-<<date>>.sql
        <<d>> 02:05:30 backup01 systemd[1]: nightly-dump.service: Deactivated successfully.
        <<d>> 02:05:30 backup01 systemd[1]: Finished nightly-dump.service - Nightly database dump.
        """,
        d=d,
        pid=str(pid),
        host=c.host("db"),
        pw=secret,
        date=c.date,
    )
    return Out(
        pick(
            rng,
            "logs/nightly-dump.journal.txt",
            f"support/{c.date}/journalctl-nightly-dump.txt",
            "debug/journal.txt",
        ),
        text,
        secret,
    )


@fmt(F_CR, "auditd_execve_record_sshpass_argument")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ARG)
    ev = f"{c.epoch}.{rng.randint(100, 999)}:{rng.randint(1000, 99999)}"
    pid = rng.randint(1000, 60000)
    text = fill(
        """
        type=SYSCALL msg=audit(<<ev>>): arch=c000003e syscall=59 success=yes exit=0 a0=55d1c2a4e0 a1=55d1c2a6b0 a2=55d1c2a750 a3=0 items=2 ppid=<<ppid>> pid=<<pid>> auid=1001 uid=0 gid=0 euid=0 suid=0 fsuid=0 egid=0 sgid=0 fsgid=0 tty=pts1 ses=12 comm="sshpass" exe="/usr/bin/sshpass" subj=unconfined key="exec"
        type=EXECVE msg=audit(<<ev>>): argc=7 a0="sshpass" a1="-p" a2="<<pw>>" a3="ssh" a4="-o" a5="StrictHostKeyChecking=no" a6="<<user>>@<<host>>"
        type=CWD msg=audit(<<ev>>): cwd="/root"
        type=PATH msg=audit(<<ev>>): item=0 name="/usr/bin/sshpass" inode=1311 dev=fd:01 mode=0100755 ouid=0 ogid=0 rdev=00:00 nametype=NORMAL cap_fp=0 cap_fi=0 cap_fe=0 cap_fver=0 cap_frootid=0
        """,
        ev=ev,
        ppid=str(pid - rng.randint(1, 50)),
        pid=str(pid),
        pw=secret,
        user=pick(rng, "admin", "root", "ubnt"),
        host=c.ip(),
    )
    return Out(
        pick(
            rng, "var/log/audit/audit.log", f"forensics/{c.date}/audit.log", "evidence/audit.log.1"
        ),
        text,
        secret,
    )


@fmt(F_CR, "ps_auxww_snapshot_process_args_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ARG)
    text = fill(
        """
        USER         PID %CPU %MEM    VSZ   RSS TTY      STAT START   TIME COMMAND
        root           1  0.0  0.1 167744 11520 ?        Ss   Mar03   0:12 /sbin/init
        postgres     812  0.0  0.4 215432 33612 ?        Ss   Mar03   0:03 /usr/lib/postgresql/15/bin/postgres -D /var/lib/postgresql/15/main -c config_file=/etc/postgresql/15/main/postgresql.conf
        <<svc>>        <<pid>>  3.1  9.7 6230112 791244 ?     Ssl  Mar03  41:07 /usr/bin/java -Xmx1g -jar /opt/<<svc>>/app.jar --spring.rabbitmq.host=mq.<<internal>> --spring.rabbitmq.username=<<svc>> --spring.rabbitmq.password=<<pw>>
        redis       1044  0.2  0.1  74316  9280 ?        Ssl  Mar03   3:51 /usr/bin/redis-server 127.0.0.1:6379
        <<user>>      <<pid2>>  0.0  0.0   9220  2432 pts/0    R+   10:41   0:00 ps auxww
        """,
        svc=c.svc,
        pid=str(rng.randint(2000, 9000)),
        internal=c.internal,
        pw=secret,
        user=c.user,
        pid2=str(rng.randint(10000, 30000)),
    )
    return Out(
        pick(
            rng,
            "support/ps_auxww.txt",
            f"tickets/{rng.randint(1000, 9999)}/ps.txt",
            "diag/processes.txt",
        ),
        text,
        secret,
    )


@fmt(F_CR, "iis_w3c_log_cs_uri_query_apikey")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = hx(rng, 32).upper()
    s_ip, c_ip = c.ip(), c.ip(private=False)
    rows = []
    for i in range(3):
        q = f"format=csv&apikey={key}" if i == 1 else "-"
        stem = "/api/export.ashx" if i == 1 else pick(rng, "/", "/health", "/static/app.css")
        rows.append(
            f"{c.date} {c.hh:02d}:{c.mm:02d}:{10 + i:02d} {s_ip} GET {stem} {q} 443 - {c_ip} python-requests/2.31.0 - 200 0 0 {rng.randint(5, 900)}"
        )
    text = fill(
        """
        #Software: Microsoft Internet Information Services 10.0
        #Version: 1.0
        #Date: <<date>> 00:00:01
        #Fields: date time s-ip cs-method cs-uri-stem cs-uri-query s-port cs-username c-ip cs(User-Agent) cs(Referer) sc-status sc-substatus sc-win32-status time-taken
        <<rows>>
        """,
        date=c.date,
        rows="\n".join(rows),
    )
    return Out(
        pick(
            rng,
            f"logs/W3SVC1/u_ex{c.year % 100}{c.month:02d}{c.day:02d}.log",
            f"inetpub/logs/LogFiles/W3SVC2/u_ex{c.year % 100}{c.month:02d}{c.day:02d}.log",
            "support/iis.log",
        ),
        text,
        key,
    )


@fmt(F_CR, "ansible_vvv_command_raw_params_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym=SYM_ARG)
    db = pick(rng, "shop", "crm", "wiki")
    text = fill(
        """
        TASK [mysql : create application database] ****************************************
        task path: /home/runner/work/infra/roles/mysql/tasks/main.yml:18
        <<<ip>>> ESTABLISH SSH CONNECTION FOR USER: ansible
        changed: [db01] => {
            "changed": true,
            "cmd": "mysql -u root -p<<pw>> -e 'CREATE DATABASE IF NOT EXISTS <<db>>'",
            "delta": "0:00:00.041210",
            "invocation": {
                "module_args": {
                    "_raw_params": "mysql -u root -p<<pw>> -e 'CREATE DATABASE IF NOT EXISTS <<db>>'",
                    "_uses_shell": true,
                    "chdir": null,
                    "creates": null
                }
            },
            "rc": 0,
            "stderr": "mysql: [Warning] Using a password on the command line interface can be insecure.",
            "stdout": ""
        }
        """,
        ip=c.ip(),
        pw=secret,
        db=db,
    )
    return Out(
        pick(
            rng,
            "logs/ansible-run.log",
            f"ci-artifacts/{c.date}/ansible-vvv.txt",
            "debug/playbook-output.txt",
        ),
        text,
        secret,
    )


@fmt(F_CR, "terraform_tf_log_debug_gcore_apikey_header")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    key = f"{rng.randint(1000, 99999)}${hx(rng, 128)}"
    ts = f"{c.date}T{c.time}.{rng.randint(100, 999)}+0100"
    p = "provider.terraform-provider-gcore_v0.8.20"
    text = fill(
        """
        <<ts>> [DEBUG] <<p>>: ---[ REQUEST ]---------------------------------------
        <<ts>> [DEBUG] <<p>>: GET /cloud/v1/instances/<<proj>>/<<region>>?limit=1000 HTTP/1.1
        <<ts>> [DEBUG] <<p>>: Host: api.gcore.com
        <<ts>> [DEBUG] <<p>>: User-Agent: terraform-provider-gcore/0.8.20
        <<ts>> [DEBUG] <<p>>: Authorization: APIKey <<key>>
        <<ts>> [DEBUG] <<p>>: Accept-Encoding: gzip
        <<ts>> [DEBUG] <<p>>: -----------------------------------------------------
        """,
        ts=ts,
        p=p,
        proj=str(rng.randint(100000, 999999)),
        region=str(rng.randint(10, 99)),
        key=key,
    )
    return Out(
        pick(rng, "terraform-debug.log", f"infra/gcore/{c.date}-tf.log", "ci/logs/tf_debug.txt"),
        text,
        key,
    )


@fmt(F_CR, "mysql_general_query_log_identified_by")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#")
    ts = f"{c.date}T{c.time}"
    text = fill(
        """
        /usr/sbin/mysqld, Version: 8.0.36 (MySQL Community Server - GPL). started with:
        Tcp port: 3306  Unix socket: /var/run/mysqld/mysqld.sock
        Time                 Id Command    Argument
        <<ts>>.123456Z	   12 Connect	root@localhost on  using Socket
        <<ts>>.124001Z	   12 Query	CREATE USER '<<svc>>'@'10.%' IDENTIFIED BY '<<pw>>'
        <<ts>>.125310Z	   12 Query	GRANT SELECT, INSERT, UPDATE ON <<svc>>.* TO '<<svc>>'@'10.%'
        <<ts>>.126002Z	   12 Quit
        """,
        ts=ts,
        svc=c.svc,
        pw=secret,
    )
    return Out(
        pick(
            rng,
            "var/log/mysql/general.log",
            f"support/{c.date}/mysql-general.log",
            "debug/general_log.txt",
        ),
        text,
        secret,
    )


@fmt(F_CR, "powershell_transcript_powercli_connect_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#")
    stamp = f"{c.year}{c.month:02d}{c.day:02d}{c.hh:02d}{c.mm:02d}{c.ss:02d}"
    dom = c.org.upper()[:8]
    text = fill(
        """
        **********************
        Windows PowerShell transcript start
        Start time: <<stamp>>
        Username: <<dom>>\\adm-<<user>>
        RunAs User: <<dom>>\\adm-<<user>>
        Configuration Name:
        Machine: JUMP01 (Microsoft Windows NT 10.0.20348.0)
        Host Application: C:\\Windows\\System32\\WindowsPowerShell\\v1.0\\powershell.exe
        Process ID: <<pid>>
        PSVersion: 5.1.20348.2227
        **********************
        Transcript started, output file is C:\\Transcripts\\<<day>>\\PowerShell_transcript.JUMP01.<<rand>>.<<stamp>>.txt
        PS C:\\Users\\adm-<<user>>> Connect-VIServer -Server vc01.<<internal>> -User administrator@vsphere.local -Password '<<pw>>'

        Name                           Port  User
        ----                           ----  ----
        vc01.<<internal>>                443   VSPHERE.LOCAL\\Administrator

        PS C:\\Users\\adm-<<user>>> Get-VM | Where-Object PowerState -eq 'PoweredOff' | Select-Object -First 3
        """,
        stamp=stamp,
        dom=dom,
        user=c.user,
        pid=str(rng.randint(1000, 20000)),
        day=stamp[:8],
        rand=an(rng, 8).lower(),
        internal=c.internal,
        pw=secret,
    )
    return Out(
        pick(
            rng,
            f"Transcripts/{stamp[:8]}/PowerShell_transcript.JUMP01.{stamp}.txt",
            "logs/transcript.txt",
            f"audit/{c.user}/ps_transcript.txt",
        ),
        text,
        secret,
    )


@fmt(F_CR, "msiexec_verbose_log_property_value")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    secret = pw(rng, sym="-_.+@%!*#")
    pre = f"MSI (s) (A4:{hx(rng, 2).upper()}) [{c.hh:02d}:{c.mm:02d}:{c.ss:02d}:{rng.randint(100, 999)}]:"
    text = fill(
        """
        === Verbose logging started: <<d>>  <<t>>  Build type: SHIP UNICODE 5.00.10011.00  Calling process: C:\\Windows\\system32\\msiexec.exe ===
        MSI (c) (18:2C) [<<t>>:101]: Resetting cached policy values
        MSI (c) (18:2C) [<<t>>:101]: Machine policy value 'Debug' is 0
        <<pre>> Product: <<Org>> Agent -- Installation started.
        Property(S): INSTALLFOLDER = C:\\Program Files\\<<Org>>\\Agent\\
        Property(S): SERVICEACCOUNT = <<dom>>\\svc-agent
        Property(S): SERVICEPASSWORD = <<pw>>
        Property(S): SERVERURL = https://agent.<<domain>>
        Property(S): ProductLanguage = 1033
        <<pre>> Product: <<Org>> Agent -- Installation completed successfully.
        === Logging stopped: <<d>>  <<t>> ===
        """,
        d=f"{c.month}/{c.day}/{c.year}",
        t=c.time,
        pre=pre,
        Org=c.org.capitalize(),
        dom=c.org.upper()[:8],
        pw=secret,
        domain=c.domain,
    )
    return Out(
        pick(rng, "install/agent_install.log", f"logs/msi-{c.date}.log", "support/MSI3f2a1.LOG"),
        text,
        secret,
    )
