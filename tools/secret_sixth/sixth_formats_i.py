"""Formats: Download/media home-server apps."""

from __future__ import annotations

import random

from sixth_corpus import (
    LOWER,
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

HOME = "download_media_homelab_apps"


@fmt(HOME, "deluge_auth_file_localclient_line")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 40)
    text = fill(
        """
        localclient:<<s>>:10
        """,
        s=s,
    )
    return Out(
        pick(rng, "deluge/auth", ".config/deluge/auth", f"appdata/{c.slug}-deluge/auth"), text, s
    )


@fmt(HOME, "sabnzbd_ini_misc_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        __version__ = 19
        __encoding__ = utf-8
        [misc]
        host = 0.0.0.0
        port = 8080
        https_port = 9090
        api_key = <<s>>
        download_dir = /downloads/incomplete
        complete_dir = /downloads/complete
        permissions = 775
        host_whitelist = nzb.<<dom>>,
        cache_limit = 1G
        """,
        s=s,
        dom=c.domain,
    )
    return Out(
        pick(rng, "sabnzbd/sabnzbd.ini", "config/sabnzbd.ini", f"appdata/{c.slug}/sabnzbd.ini"),
        text,
        s,
        "",
    )


@fmt(HOME, "nzbget_conf_control_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(10, 16))
    text = fill(
        """
        ##############################################################################
        ### SECURITY                                                               ###

        # IP on which NZBGet server listen and which clients use to contact NZBGet.
        ControlIP=0.0.0.0

        # Port which NZBGet server and remote client use (1-65535).
        ControlPort=6789

        # User name which NZBGet server and remote client use.
        ControlUsername=nzbget

        # Password which NZBGet server and remote client use.
        ControlPassword=<<s>>

        # Secure control (yes, no).
        SecureControl=no
        MainDir=/downloads
        """,
        s=s,
    )
    return Out(
        pick(rng, "nzbget/nzbget.conf", "config/nzbget.conf", f"appdata/{c.slug}/nzbget.conf"),
        text,
        s,
    )


@fmt(HOME, "jackett_server_config_json_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32, LOWER + "0123456789")
    text = fill(
        """
        {
          "Port": 9117,
          "LocalBindAddress": "127.0.0.1",
          "AllowExternal": true,
          "AllowCORS": false,
          "APIKey": "<<s>>",
          "AdminPassword": null,
          "InstanceId": "<<iid>>",
          "BlackholeDir": "",
          "UpdateDisabled": false,
          "UpdatePrerelease": false,
          "BasePathOverride": null,
          "CacheEnabled": true,
          "CacheTtl": 2100,
          "CacheMaxResultsPerIndexer": 1000,
          "FlareSolverrUrl": "http://flaresolverr:8191",
          "OmdbApiKey": null
        }
        """,
        s=s,
        iid=an(rng, 64, LOWER + "0123456789"),
    )
    return Out(
        pick(
            rng,
            "jackett/Jackett/ServerConfig.json",
            "config/Jackett/ServerConfig.json",
            f"appdata/{c.slug}/ServerConfig.json",
        ),
        text,
        s,
    )


@fmt(HOME, "overseerr_settings_json_main_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = b64(rng, 48)
    text = fill(
        """
        {
          "clientId": "<<cid>>",
          "vapidPrivate": "",
          "main": {
            "apiKey": "<<s>>",
            "applicationTitle": "<<org>> Requests",
            "applicationUrl": "https://requests.<<dom>>",
            "csrfProtection": false,
            "defaultPermissions": 32,
            "hideAvailable": false,
            "localLogin": true,
            "region": "",
            "originalLanguage": "",
            "trustProxy": true
          },
          "public": {"initialized": true}
        }
        """,
        cid=uid(rng),
        s=s,
        org=c.org,
        dom=c.domain,
    )
    return Out(
        pick(
            rng,
            "overseerr/config/settings.json",
            "config/settings.json",
            f"appdata/{c.slug}-overseerr/settings.json",
        ),
        text,
        s,
    )


@fmt(HOME, "tautulli_config_ini_general_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        [General]
        http_port = 8181
        http_host = 0.0.0.0
        http_root = ""
        api_enabled = 1
        api_key = <<s>>
        launch_browser = 0
        first_run_complete = 1
        check_github = 1

        [Monitoring]
        monitoring_interval = 60
        refresh_libraries_interval = 12
        """,
        s=s,
    )
    return Out(
        pick(
            rng, "tautulli/config.ini", "config/config.ini", f"appdata/{c.slug}-tautulli/config.ini"
        ),
        text,
        s,
    )


@fmt(HOME, "paperless_conf_dbpass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(14, 20))
    text = fill(
        """
        # Required services
        PAPERLESS_REDIS=redis://localhost:6379
        PAPERLESS_DBHOST=localhost
        PAPERLESS_DBPORT=5432
        PAPERLESS_DBNAME=paperless
        PAPERLESS_DBUSER=paperless
        PAPERLESS_DBPASS=<<s>>

        # Paths and folders
        PAPERLESS_CONSUMPTION_DIR=/srv/scans/inbox
        PAPERLESS_DATA_DIR=/opt/paperless/data
        PAPERLESS_URL=https://docs.<<dom>>
        PAPERLESS_OCR_LANGUAGE=deu+eng
        PAPERLESS_TIME_ZONE=Europe/Berlin
        """,
        s=s,
        dom=c.domain,
    )
    return Out(
        pick(rng, "paperless.conf", "etc/paperless.conf", f"{c.slug}/paperless.conf"), text, s
    )


@fmt(HOME, "frigate_config_yml_mqtt_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        mqtt:
          enabled: true
          host: <<ip>>
          port: 1883
          user: frigate
          password: <<s>>
          topic_prefix: frigate

        detectors:
          coral:
            type: edgetpu
            device: usb

        cameras:
          driveway:
            ffmpeg:
              inputs:
                - path: rtsp://127.0.0.1:8554/driveway
                  roles: [detect, record]
            detect:
              width: 1280
              height: 720
        record:
          enabled: true
          retain:
            days: 7
        """,
        ip=c.ip(),
        s=s,
    )
    return Out(
        pick(rng, "frigate/config.yml", "config/frigate.yml", f"nvr-{c.slug}/config.yml"), text, s
    )


@fmt(HOME, "zoneminder_zm_db_conf_pass")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(12, 18))
    text = fill(
        """
        # ZoneMinder database settings - override of /etc/zm/zm.conf
        ZM_DB_TYPE=mysql
        ZM_DB_HOST=<<host>>
        ZM_DB_NAME=zm
        ZM_DB_USER=zmuser
        ZM_DB_PASS=<<s>>
        """,
        host=c.host("db"),
        s=s,
    )
    return Out(
        pick(
            rng,
            "etc/zm/conf.d/03-db.conf",
            "zoneminder/conf.d/zm-db.conf",
            f"{c.slug}/zm/conf.d/99-local.conf",
        ),
        text,
        s,
    )


@fmt(HOME, "netdata_stream_conf_api_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = uid(rng)
    text = fill(
        """
        [stream]
            enabled = yes
            destination = <<ip>>:19999
            api key = <<s>>
            timeout seconds = 60
            buffer size bytes = 1048576
            reconnect delay seconds = 5
            initial clock resync iterations = 60
        """,
        ip=c.ip(),
        s=s,
    )
    return Out(
        pick(rng, "netdata/stream.conf", "etc/netdata/stream.conf", f"nodes/{c.slug}/stream.conf"),
        text,
        s,
    )


@fmt(HOME, "photoprism_options_yml_admin_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, pw(rng, sym="", n=rng.randint(10, 16)), words_pw(rng, sym=""))
    text = fill(
        """
        AdminUser: "<<user>>"
        AdminPassword: "<<s>>"
        AuthMode: "password"
        SiteUrl: "https://photos.<<dom>>/"
        OriginalsLimit: 5000
        HttpCompression: "gzip"
        DatabaseDriver: "sqlite"
        DisableTLS: false
        DetectNSFW: false
        UploadNSFW: true
        """,
        user=c.first.lower(),
        s=s,
        dom=c.domain,
    )
    return Out(
        pick(
            rng,
            "photoprism/storage/config/options.yml",
            "storage/config/options.yml",
            f"{c.slug}/options.yml",
        ),
        text,
        s,
    )
