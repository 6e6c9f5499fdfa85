# ruff: noqa: E501  (templates reproduce whole lines of the real files)
"""Family backup_sync_clients: backup and file-sync tools."""

from __future__ import annotations

import random

from ninth_corpus import SYM_DQ, SYM_INI, SYM_SQ, Ctx, Out, an, fill, fmt, pick, pw, words_pw

F = "backup_sync_clients"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"


@fmt(F, "duplicati_commandline_backup_passphrase_bat")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_DQ.replace("%", "").replace("&", ""))
    t = fill(
        """
        @echo off
        rem nightly offsite backup, scheduled task "Duplicati offsite"
        "C:\\Program Files\\Duplicati 2\\Duplicati.CommandLine.exe" backup ^
          "ftp://<<h>>/backup/<<short>>?auth-username=<<u>>" ^
          "D:\\Shares\\Finance" "D:\\Shares\\HR" ^
          --passphrase="<<s>>" ^
          --encryption-module=aes --compression-module=zip ^
          --dblock-size=50mb --keep-time=6M
        """,
        s=s,
        h=c.host("nas"),
        short=c.short,
        u=pick(rng, "backup", c.short),
    )
    return Out(
        pick(
            rng, "scripts/offsite-backup.bat", "backup_offsite.cmd", f"it/{c.short}/duplicati.bat"
        ),
        t,
        s,
    )


@fmt(F, "duplicity_cron_script_passphrase_export")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng) if rng.random() < 0.5 else pw(rng, sym=SYM_SQ.replace("%", ""))
    t = fill(
        """
        #!/bin/bash
        # /etc/cron.daily/duplicity-home
        export PASSPHRASE='<<s>>'

        duplicity --full-if-older-than 1M \\
          --exclude /home/*/.cache \\
          /home sftp://<<u>>@<<h>>//srv/backups/<<short>>
        duplicity remove-older-than 6M --force sftp://<<u>>@<<h>>//srv/backups/<<short>>

        unset PASSPHRASE
        """,
        s=s,
        u=pick(rng, "backup", c.first),
        h=c.host("vault"),
        short=c.short,
    )
    return Out(
        pick(
            rng,
            "etc/cron.daily/duplicity-home",
            "bin/duplicity-backup.sh",
            f"{c.short}/backup/duplicity.sh",
        ),
        t,
        s,
    )


@fmt(F, "kopia_repository_connect_s3_password_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="-_.@+")
    t = fill(
        """
        #!/bin/sh
        set -e
        kopia repository connect s3 \\
          --bucket=<<short>>-kopia \\
          --endpoint=<<h>>:9000 \\
          --access-key="$MINIO_ACCESS_KEY" \\
          --secret-access-key="$MINIO_SECRET_KEY" \\
          --password=<<s>>
        kopia policy set --global --keep-daily 14 --keep-weekly 8
        kopia snapshot create /srv/data
        """,
        s=s,
        short=c.short,
        h=c.host("minio"),
    )
    return Out(
        pick(rng, "scripts/kopia-snapshot.sh", "kopia/connect.sh", f"{c.short}/backup/kopia.sh"),
        t,
        s,
    )


@fmt(F, "duplicacy_set_key_password_value_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_SQ.replace("%", ""))
    t = fill(
        """
        cd /srv/<<short>>
        duplicacy init -e <<short>> b2://<<short>>-backups
        duplicacy set -storage default -key password -value '<<s>>'
        duplicacy backup -stats -threads 4
        duplicacy prune -keep 0:180 -keep 7:30 -keep 1:7
        """,
        s=s,
        short=c.short,
    )
    return Out(
        pick(rng, "backup.sh", "ops/duplicacy-setup.sh", f"hosts/{c.short}/duplicacy.sh"), t, s
    )


@fmt(F, "seafile_seaf_cli_sync_password_flag")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = words_pw(rng) if rng.random() < 0.5 else pw(rng, sym="-_.@")
    t = fill(
        """
        #!/bin/sh
        seaf-cli init -d ~/.seafile-client
        seaf-cli start
        seaf-cli sync -l <<lib>> \\
          -s https://<<h>> \\
          -d /mnt/shared/<<folder>> \\
          -u <<email>> -p '<<s>>'
        """,
        s=s,
        lib=f"{an(rng, 8, '0123456789abcdef')}-{an(rng, 4, 'abcdef0123456789')}-4"
        f"{an(rng, 3, 'abcdef0123456789')}-a{an(rng, 3, 'abcdef0123456789')}-{an(rng, 12, '0123456789abcdef')}",
        h=c.host("files"),
        folder=pick(rng, "design", "contracts", "lab-data"),
        email=c.email,
    )
    return Out(pick(rng, "seafile-sync.sh", "kiosk/setup_sync.sh", f"{c.short}/seaf-sync.sh"), t, s)


@fmt(F, "resilio_sync_conf_shared_folder_secret")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "A" + an(rng, 32, B32)
    t = fill(
        """
        {
          "device_name": "<<dev>>",
          "listening_port": 55555,
          "storage_path": "/var/lib/resilio-sync",
          "use_upnp": false,
          "shared_folders": [
            {
              "secret": "<<s>>",
              "dir": "/srv/sync/<<folder>>",
              "use_relay_server": true,
              "use_tracker": true,
              "search_lan": true,
              "use_sync_trash": true,
              "overwrite_changes": false
            }
          ]
        }
        """,
        s=s,
        dev=pick(rng, "nas-01", c.short + "-pi", "media-box"),
        folder=pick(rng, "photos", "projects", "music"),
    )
    return Out(
        pick(rng, "etc/resilio-sync/config.json", "resilio/sync.conf", f"{c.short}/rslsync.conf"),
        t,
        s,
        "json",
    )


@fmt(F, "burp_client_conf_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI.replace("$", ""))
    t = fill(
        """
        mode = client
        port = 4971
        status_port = 4972
        server = <<h>>
        password = <<s>>
        cname = <<cname>>
        protocol = 1
        pidfile = /var/run/burp.client.pid
        syslog = 0
        stdout = 1
        progress_counter = 1
        ca_burp_ca = /usr/sbin/burp_ca
        ca_csr_dir = /etc/burp/CA-client
        include = /home
        exclude_fs = sysfs
        exclude_fs = tmpfs
        """,
        s=s,
        h=c.host("backup"),
        cname=pick(rng, "ws-" + c.first, c.short + "-app1", "ledger"),
    )
    return Out(
        pick(rng, "etc/burp/burp.conf", "burp/burp.conf", f"hosts/{c.short}/burp.conf"), t, s
    )


@fmt(F, "urbackup_client_set_settings_internet_authkey")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 10)
    t = fill(
        """
        #!/bin/sh
        # point the client at the internet server and start the first full image
        urbackupclientctl set-settings \\
          -k internet_mode_enabled -v true \\
          -k internet_server -v <<h>> \\
          -k internet_server_port -v 55415 \\
          -k computername -v <<cn>> \\
          -k internet_authkey -v <<s>>
        urbackupclientctl start -f
        """,
        s=s,
        h=c.host("urbackup"),
        cn=pick(rng, c.first + "-laptop", c.short + "-ws3", "reception-pc"),
    )
    return Out(
        pick(
            rng,
            "deploy/urbackup-client.sh",
            "rmm/scripts/urbackup_enroll.sh",
            f"{c.short}/urbackup.sh",
        ),
        t,
        s,
    )
