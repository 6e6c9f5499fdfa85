"""Formats: Audio/video streaming and media tools."""

from __future__ import annotations

import random

from sixth_corpus import (
    LOWER,
    SYM_INI,
    SYM_XML,
    Ctx,
    Out,
    an,
    fill,
    fmt,
    hx,
    pick,
    pw,
    words_pw,
)

MEDIA = "media_streaming_tools"


@fmt(MEDIA, "obs_service_json_youtube_stream_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = "-".join(an(rng, 4, LOWER + "0123456789") for _ in range(5))
    text = fill(
        """
        {
            "settings": {
                "bwtest": false,
                "key": "<<s>>",
                "server": "rtmps://a.rtmps.youtube.com:443/live2",
                "service": "YouTube - RTMPS",
                "stream_key_link": "https://www.youtube.com/live_dashboard"
            },
            "type": "rtmp_common"
        }
        """,
        s=s,
    )
    prof = pick(rng, "Untitled", c.slug.capitalize(), "Sunday_Service", "Stream")
    path = pick(
        rng,
        f"obs-studio/basic/profiles/{prof}/service.json",
        f"dotfiles/.config/obs-studio/basic/profiles/{prof}/service.json",
        f"AppData/Roaming/obs-studio/basic/profiles/{prof}/service.json",
    )
    return Out(path, text, s)


@fmt(MEDIA, "icecast_xml_source_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_XML, n=rng.randint(12, 20))
    text = fill(
        """
        <icecast>
            <location><<city>></location>
            <admin>radio@<<dom>></admin>
            <limits>
                <clients>200</clients>
                <sources>4</sources>
                <queue-size>524288</queue-size>
                <burst-size>65535</burst-size>
            </limits>
            <authentication>
                <!-- Sources log in with username 'source' -->
                <source-password><<s>></source-password>
            </authentication>
            <hostname>radio.<<dom>></hostname>
            <listen-socket>
                <port>8000</port>
            </listen-socket>
            <fileserve>1</fileserve>
            <paths>
                <logdir>/var/log/icecast2</logdir>
                <webroot>/usr/share/icecast2/web</webroot>
            </paths>
        </icecast>
        """,
        city=pick(rng, "Tampere", "Leeds", "Porto", "Utrecht", "Graz"),
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "icecast/icecast.xml", "etc/icecast2/icecast.xml", f"{c.slug}-radio/icecast.xml"),
        text,
        s,
    )


@fmt(MEDIA, "liquidsoap_output_icecast_password_arg")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="!#%*+-.:=?@^_~", n=rng.randint(12, 18))
    text = fill(
        """
        #!/usr/bin/liquidsoap
        settings.log.file.path := "/var/log/liquidsoap/<<slug>>.log"

        music = playlist(mode="randomize", reload=600, "/srv/music/rotation")
        jingles = playlist("/srv/music/jingles")
        radio = random(weights=[1, 5], [jingles, music])
        radio = mksafe(radio)

        output.icecast(
          %mp3(bitrate=192),
          host="<<host>>",
          port=8000,
          password="<<s>>",
          mount="/<<slug>>.mp3",
          name="<<org>> Radio",
          radio
        )
        """,
        slug=c.slug,
        host=c.host("radio"),
        s=s,
        org=c.org,
    )
    return Out(pick(rng, "radio.liq", "liquidsoap/main.liq", f"stations/{c.slug}.liq"), text, s)


@fmt(MEDIA, "ffmpeg_owncast_rtmp_push_stream_key")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="-_", n=rng.randint(16, 24))
    text = fill(
        """
        #!/bin/sh
        # restream the lecture hall camera to our Owncast instance
        CAM="rtsp://<<ip>>:554/stream1"
        exec ffmpeg -hide_banner -rtsp_transport tcp -i "$CAM" \\
          -c:v libx264 -preset veryfast -b:v 3500k -maxrate 3500k -bufsize 7000k \\
          -g 60 -c:a aac -b:a 128k -ar 44100 \\
          -f flv "rtmp://live.<<dom>>:1935/live/<<s>>"
        """,
        ip=c.ip(),
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(rng, "bin/restream.sh", "scripts/push-owncast.sh", f"{c.slug}/stream.sh"), text, s
    )


@fmt(MEDIA, "mpd_conf_password_permissions")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, pw(rng, sym="", n=rng.randint(10, 16)), words_pw(rng, sym=""))
    text = fill(
        """
        music_directory     "/srv/media/music"
        playlist_directory  "~/.mpd/playlists"
        db_file             "~/.mpd/database"
        log_file            "syslog"
        state_file          "~/.mpd/state"

        bind_to_address     "any"
        port                "6600"
        password            "<<s>>@read,add,control,admin"
        default_permissions "read"

        audio_output {
            type    "pulse"
            name    "<<host>> speakers"
        }
        """,
        s=s,
        host=c.slug,
    )
    return Out(
        pick(rng, ".config/mpd/mpd.conf", "mpd/mpd.conf", f"hosts/{c.slug}/mpd.conf"), text, s
    )


@fmt(MEDIA, "shoutcast_sc_serv_conf_adminpassword")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym="", n=rng.randint(10, 16))
    text = fill(
        """
        ; SHOUTcast DNAS 2 - <<org>>
        logfile=logs/sc_serv.log
        w3clog=logs/sc_w3c.log
        banfile=control/sc_serv.ban
        ripfile=control/sc_serv.rip
        portbase=8000
        publicserver=always
        maxuser=250
        adminpassword=<<s>>
        streamid_1=1
        streampath_1=/live
        streamauthhash_1=
        """,
        org=c.org,
        s=s,
    )
    return Out(
        pick(rng, "sc_serv.conf", "shoutcast/sc_serv.conf", f"{c.slug}/sc_serv.conf"), text, s
    )


@fmt(MEDIA, "darkice_cfg_icecast2_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI, n=rng.randint(12, 18))
    text = fill(
        """
        [general]
        duration        = 0
        bufferSecs      = 5
        reconnect       = yes

        [input]
        device          = hw:1,0
        sampleRate      = 44100
        bitsPerSample   = 16
        channel         = 2

        [icecast2-0]
        bitrateMode     = cbr
        format          = mp3
        bitrate         = 128
        server          = <<host>>
        port            = 8000
        password        = <<s>>
        mountPoint      = studio
        name            = <<org>> studio feed
        """,
        host=c.host("stream"),
        s=s,
        org=c.org,
    )
    return Out(
        pick(rng, "darkice.cfg", "etc/darkice.cfg", f"pi-{c.slug}/darkice.cfg"), text, s, "ini"
    )


@fmt(MEDIA, "ytdlp_config_file_password_option")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pick(rng, pw(rng, sym="!#%*+-.:=?@^_~"), words_pw(rng))
    text = fill(
        """
        # yt-dlp config: archive the course videos
        --download-archive ~/archive/<<slug>>.txt
        -o "~/archive/%(playlist_title)s/%(playlist_index)03d - %(title)s.%(ext)s"
        --format "bv*[height<=1080]+ba/b"
        --embed-subs
        --sub-langs "en.*,de"
        --username <<email>>
        --password '<<s>>'
        --sleep-requests 1
        """,
        slug=c.slug,
        email=c.email,
        s=s,
    )
    return Out(
        pick(rng, ".config/yt-dlp/config", "yt-dlp.conf", f"archive/{c.slug}/yt-dlp.conf"), text, s
    )


@fmt(MEDIA, "beets_config_yaml_acoustid_apikey")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 10)
    text = fill(
        """
        directory: /srv/media/music
        library: ~/.config/beets/library.db
        import:
          move: yes
          write: yes
        plugins: chroma fetchart embedart lastgenre replaygain
        acoustid:
          apikey: <<s>>
        fetchart:
          auto: yes
        replaygain:
          backend: ffmpeg
        paths:
          default: $albumartist/$album%aunique{}/$track $title
        """,
        s=s,
    )
    return Out(
        pick(rng, ".config/beets/config.yaml", "beets/config.yaml", f"{c.slug}/beets.yaml"), text, s
    )


@fmt(MEDIA, "jellyfin_api_key_emby_token_header_script")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = hx(rng, 32)
    text = fill(
        """
        #!/usr/bin/env bash
        # called by sonarr "on import": ask Jellyfin to rescan the library
        JF=http://<<ip>>:8096
        curl -fsS -X POST "$JF/Library/Refresh" \\
          -H "X-Emby-Token: <<s>>" \\
          -H "Content-Length: 0"
        logger -t jf-refresh "library refresh requested"
        """,
        ip=c.ip(),
        s=s,
    )
    return Out(
        pick(rng, "scripts/jellyfin-refresh.sh", "bin/jf_rescan.sh", f"{c.slug}/hooks/refresh.sh"),
        text,
        s,
    )


@fmt(MEDIA, "mopidy_conf_jellyfin_section_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI, n=rng.randint(12, 18))
    text = fill(
        """
        [core]
        cache_dir = /var/cache/mopidy

        [audio]
        output = alsasink device=hw:0,0

        [http]
        hostname = 0.0.0.0
        port = 6680

        [jellyfin]
        hostname = <<host>>
        username = <<user>>
        password = <<s>>
        libraries = Music, Audiobooks
        albumartistsort = False
        """,
        host=f"http://{c.ip()}:8096",
        user=c.first.lower(),
        s=s,
    )
    return Out(
        pick(rng, ".config/mopidy/mopidy.conf", "mopidy/mopidy.conf", f"{c.slug}/mopidy.conf"),
        text,
        s,
        "ini",
    )


@fmt(MEDIA, "ampache_cfg_php_database_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_INI.replace("#", ""), n=rng.randint(12, 18))
    text = fill(
        """
        ; Ampache configuration, generated by the installer
        config_version = 71

        database_hostname = "<<host>>"
        database_port = "3306"
        database_name = "ampache"
        database_username = "ampache"
        database_password = "<<s>>"

        secret_key = "<<sk>>"
        local_web_path = "https://music.<<dom>>"
        catalog_check_duplicate = "true"
        """,
        host=c.host("db"),
        s=s,
        sk=an(rng, 32),
        dom=c.domain,
    )
    return Out(
        pick(
            rng,
            "config/ampache.cfg.php",
            "ampache/config/ampache.cfg.php",
            f"{c.slug}/ampache.cfg.php",
        ),
        text,
        s,
    )
