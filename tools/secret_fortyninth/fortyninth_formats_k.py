# ruff: noqa: E501
"""Family k: a smart-TV and streaming household in Sharjah (United Arab Emirates; Arabic, English)."""

from __future__ import annotations

import json

from fortyninth_spec import Fam

F = Fam(
    name="majlis_smart_tv_streaming",
    orgs=("majlistv", "etisalat", "du", "alqasba", "khorfakkan"),
    tld="ae",
    first=(
        "Rashid",
        "Noora",
        "Humaid",
        "Latifa",
        "Majid",
        "Alia",
        "Saeed",
        "Hessa",
        "Obaid",
        "Mahra",
    ),
    last=(
        "Al Suwaidi",
        "Al Mazrouei",
        "Al Shamsi",
        "Al Qasimi",
        "Al Ketbi",
        "Al Nuaimi",
        "Al Zaabi",
        "Al Hammadi",
    ),
    words=(
        "majlis",
        "karak",
        "luqaimat",
        "dhow",
        "falcon",
        "sheesha",
        "dallah",
        "oud",
        "barjeel",
        "ghaf",
        "harees",
    ),
    seasons=("ramadan", "eid", "sayf", "shitaa", "nationalday"),
    cc="971",
    pets=("saqr", "lulu", "bsbs", "ghazal", "shamsa"),
)

F.reg(
    "majlis_kodi_advancedsettings_xml_mysql",
    (
        "Android/data/org.xbmc.kodi/files/.kodi/userdata/advancedsettings.xml",
        "kodi-backup-<<date>>/userdata/advancedsettings.xml",
    ),
    """<advancedsettings version="1.0">
  <videodatabase>
    <type>mysql</type>
    <host><<lan>></host>
    <port>3306</port>
    <user>kodi</user>
    <pass><<cred>></pass>
  </videodatabase>
  <musicdatabase>
    <type>mysql</type>
    <host><<lan>></host>
    <port>3306</port>
    <user>kodi</user>
    <pass><<cred>></pass>
  </musicdatabase>
  <videolibrary>
    <importwatchedstate>true</importwatchedstate>
  </videolibrary>
</advancedsettings>
""",
    cred="pw_xml",
)

F.reg(
    "majlis_plex_preferences_xml_online_token",
    (
        "Plex Media Server/Preferences.xml",
        "var/lib/plexmediaserver-<<n2>>/Library/Application Support/Plex Media Server/Preferences.xml",
    ),
    """<?xml version="1.0" encoding="utf-8"?>
<Preferences OldestPreviousVersion="1.40.1.8227" MachineIdentifier="<<uuid>>" ProcessedMachineIdentifier="<<hex12>><<hex12>>" AnonymousMachineIdentifier="<<uuid>>" MetricsEpoch="1" AcceptedEULA="1" FriendlyName="Majlis-NAS" PublishServerOnPlexOnlineKey="1" PlexOnlineToken="<<cred>>" PlexOnlineUsername="<<fa>>_<<n2>>" PlexOnlineMail="<<email2>>" PlexOnlineHome="1" LanguageInCloud="1" DlnaEnabled="0" ManualPortMappingMode="1" ManualPortMappingPort="32400" TranscoderTempDirectory="/tmp"/>
""",
    cred="p:plex",
)

F.reg(
    "majlis_arabic_whatsapp_netflix_kalimat_al_sir",
    ("WhatsApp/محادثة واتساب مع العائلة.txt", "Documents/WhatsApp Chat with <<first2>> <<n2>>.txt"),
    """[<<dmy>>، <<time>>:05] <<first2>>: منو غير باسوورد نتفليكس؟ التلفزيون في المجلس طلع منه
[<<dmy>>، <<time>>:31] <<first>>: أنا، لأن واحد من ربعي كان داخل عليه
[<<dmy>>، <<time2>>:12] <<first>>: الإيميل نفسه <<email2>>
[<<dmy>>، <<time2>>:13] <<first>>: الباسوورد الجديد: <<cred>>
[<<dmy>>، <<time2>>:40] <<first2>>: مشكور 🌹
""",
    cred="human",
)

F.reg(
    "majlis_iptv_m3u_xtream_get_php",
    ("Download/tv_<<n2>>.m3u", "Documents/iptv/playlist_<<date>>.m3u8"),
    """#EXTM3U url-tvg="http://line.<<org>>-tv.net:8080/xmltv.php?username=<<user>><<n2>>&password=<<cred>>"
#EXTINF:-1 tvg-id="mbc1.ae" group-title="Arabic",MBC 1 HD
http://line.<<org>>-tv.net:8080/<<user>><<n2>>/<<cred>>/10<<n3>>
#EXTINF:-1 tvg-id="ad-sports1.ae" group-title="Sports",AD Sports 1
http://line.<<org>>-tv.net:8080/<<user>><<n2>>/<<cred>>/11<<n3>>
""",
    cred="pw_alnum",
)

F.reg(
    "majlis_jellyfin_api_key_refresh_sh",
    ("home/<<fa>>/bin/jellyfin_scan.sh", "nas/scripts/refresh-<<n2>>.sh"),
    """#!/bin/bash
# called by qBittorrent "run on completion"
JF_URL="http://<<lan>>:8096"
JF_KEY="<<cred>>"
curl -s -X POST "$JF_URL/Library/Refresh" -H "X-Emby-Token: $JF_KEY"
logger "jellyfin library refresh after $1"
""",
    cred="hex:32",
)

F.reg(
    "majlis_homebridge_config_smartthings_token",
    ("homebridge/config.json", "var/lib/homebridge-<<n2>>/config.json"),
    lambda s: (
        json.dumps(
            {
                "bridge": {
                    "name": "Homebridge Majlis",
                    "username": s["mac"],
                    "port": 51826,
                    "pin": f"{s['n3']}-{s['n2']}-{s['n3']}",
                },
                "platforms": [
                    {"platform": "config", "name": "Config", "port": 8581},
                    {
                        "platform": "SmartThings-v2",
                        "name": "SmartThings",
                        "AccessToken": s["cred"],
                        "CapabilitiesToSkip": [],
                        "TV": [{"name": "Samsung Majlis TV"}],
                    },
                ],
                "accessories": [],
            },
            indent=4,
        )
        + "\n"
    ),
    cred="uuid",
)

F.reg(
    "majlis_ocr_elife_router_sticker",
    ("Pictures/Scans/router_sticker_<<n3>>.txt", "DCIM/IMG_<<date>>_ocr.txt"),
    """etisalat by e&  eLife
Model: HG8245Q2   S/N: 4857<<hex8>>
Wi-Fi Name (SSID): eLife_<<n4>>
Wi-Fi Key: <<wifikey>>
Web login: http://192.168.1.1
User: admin
Password: <<cred>>
""",
    cred="pw_alnum",
    extra=lambda rng, s: {"wifikey": F.cred(rng, "alnum:12", s)},
)

F.reg(
    "majlis_sonarr_config_xml_apikey",
    ("sonarr/config.xml", "docker/arr-<<n2>>/sonarr/config/config.xml"),
    """<Config>
  <BindAddress>*</BindAddress>
  <Port>8989</Port>
  <SslPort>9898</SslPort>
  <EnableSsl>False</EnableSsl>
  <LaunchBrowser>True</LaunchBrowser>
  <ApiKey><<cred>></ApiKey>
  <AuthenticationMethod>Forms</AuthenticationMethod>
  <AuthenticationRequired>DisabledForLocalAddresses</AuthenticationRequired>
  <Branch>main</Branch>
  <LogLevel>info</LogLevel>
  <UrlBase></UrlBase>
  <InstanceName>Sonarr</InstanceName>
</Config>
""",
    cred="hex:32",
)
