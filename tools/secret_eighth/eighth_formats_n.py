"""Shortcut, playlist and feed-list files: Windows .url, macOS .webloc, IPTV M3U, Kodi .strm,
OPML, XSPF."""

from __future__ import annotations

import random

from eighth_corpus import SYM_URL, Ctx, Out, an, fill, fmt, pick, pw

F = "shortcuts_playlists_feedlists"


@fmt(F, "windows_url_internet_shortcut_userinfo_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    text = fill(
        """
        [{000214A0-0000-0000-C000-000000000046}]
        Prop3=19,11
        [InternetShortcut]
        IDList=
        URL=https://<<user>>:<<s>>@nas.<<dom>>:5001/webman/index.cgi
        IconIndex=0
        HotKey=0
        IconFile=C:\\Windows\\System32\\shell32.dll
        """,
        user=c.user,
        s=s,
        dom=c.domain,
    )
    return Out(
        pick(
            rng,
            "Desktop/NAS.url",
            f"Users/{c.user}/Favorites/Links/Storage.url",
            "public/shortcuts/backup-nas.url",
        ),
        text,
        s,
        "ini",
    )


@fmt(F, "macos_webloc_plist_url_query_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 40)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        <<TAB>><key>URL</key>
        <<TAB>><string>https://grafana.<<dom>>/d/ops-overview/operations?orgId=1&amp;kiosk&amp;auth_token=<<s>></string>
        </dict>
        </plist>
        """,
        dom=c.domain,
        s=s,
    )
    return Out(
        pick(
            rng,
            "Desktop/Ops Dashboard.webloc",
            f"Users/{c.user}/Desktop/grafana.webloc",
            "shared/links/wallboard.webloc",
        ),
        text,
        s,
    )


@fmt(F, "m3u_iptv_playlist_xtream_path_username_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    user = f"{c.first.lower()}{rng.randint(10, 99)}"
    s = an(rng, rng.randint(8, 12))
    host = f"line.{pick(rng, 'tvstream', 'ultra-hd', 'primeiptv')}{rng.randint(1, 9)}.net"
    rows = []
    for name, grp in (
        ("BBC One HD", "UK"),
        ("Sky Sports Main Event", "Sports"),
        ("Das Erste", "DE"),
    ):
        sid = rng.randint(1000, 99999)
        rows.append(f'#EXTINF:-1 tvg-id="" tvg-name="{name}" group-title="{grp}",{name}')
        rows.append(f"http://{host}:8080/{user}/{s}/{sid}")
    text = "#EXTM3U\n" + "\n".join(rows) + "\n"
    return Out(
        pick(rng, "playlists/tv.m3u", "kodi/iptv.m3u8", f"media/{c.short}-channels.m3u"), text, s
    )


@fmt(F, "kodi_strm_file_stream_url_userinfo_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    movie = pick(rng, "Heat (1995)", "Arrival (2016)", "Paterson (2016)", "Solaris (1972)")
    text = f"https://{c.user}:{s}@media.{c.domain}/dav/movies/{movie.replace(' ', '%20')}.mkv\n"
    return Out(f"Movies/{movie}/{movie}.strm", text, s)


@fmt(F, "opml_subscription_list_outline_xmlurl_token")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = an(rng, 32, "0123456789abcdef")
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <opml version="2.0">
          <head>
            <title><<person>> subscriptions</title>
            <dateCreated><<date>></dateCreated>
          </head>
          <body>
            <outline text="Work" title="Work">
              <outline type="rss" text="Jira: my open issues" xmlUrl="https://jira.<<dom>>/activity?maxResults=50&amp;streams=user+IS+<<user>>&amp;os_authType=basic&amp;token=<<s>>"/>
              <outline type="rss" text="Release notes" xmlUrl="https://git.<<dom>>/ops/releases.atom"/>
            </outline>
            <outline type="rss" text="LWN.net" xmlUrl="https://lwn.net/headlines/rss"/>
          </body>
        </opml>
        """,
        person=c.person,
        date=c.date,
        dom=c.domain,
        user=c.user,
        s=s,
    )
    return Out(
        pick(rng, "feeds.opml", f"exports/{c.user}-subscriptions.opml", "backup/newsreader.opml"),
        text,
        s,
    )


@fmt(F, "xspf_playlist_track_location_userinfo_password")
def _(rng: random.Random) -> Out:
    c = Ctx(rng)
    s = pw(rng, sym=SYM_URL)
    text = fill(
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <playlist version="1" xmlns="http://xspf.org/ns/0/">
          <title>Studio monitors</title>
          <trackList>
            <track>
              <location>https://stream:<<s>>@radio.<<dom>>:8443/live.mp3</location>
              <title><<org>> live</title>
            </track>
            <track>
              <location>https://stream:<<s>>@radio.<<dom>>:8443/backup.ogg</location>
              <title><<org>> fallback</title>
            </track>
          </trackList>
        </playlist>
        """,
        s=s,
        dom=c.domain,
        org=c.org,
    )
    return Out(
        pick(rng, "playlists/studio.xspf", f"Music/{c.short}-live.xspf", "vlc/monitor.xspf"),
        text,
        s,
    )
