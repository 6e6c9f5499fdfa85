"""Ferry crossings and vehicle-deck operations: ramp PLCs, ticketing, crew rosters."""

from twentysecond_spec import reg

F = "ferry_crossing_vehicle_deck_ops"

reg(
    F,
    "ferry_linkspan_ramp_plc_codesys_ini_password",
    ("linkspan/<<org>>/ramp_<<n>>.ini", "terminal/berth<<n>>/plc.ini"),
    """[Target]
Name=Linkspan<<n>>
Address=<<ip>>

[Login]
User=Administrator
Password=<<v>>
""",
    "ini",
)

reg(
    F,
    "ferry_ticket_kiosk_electron_config_json_api_secret",
    ("kiosk/<<org>>/config_<<n>>.json", "resources/app/kiosk<<n>>.json"),
    """{
  "terminal": "<<org>> pier <<n>>",
  "printer": "TM-T88VI",
  "booking": {
    "endpoint": "https://book.<<dom>>/api/v3",
    "clientId": "kiosk-<<n>>",
    "clientSecret": "<<v>>"
  }
}
""",
    "b64_32",
)

reg(
    F,
    "ferry_crew_roster_norwegian_notes_passord",
    ("notes/<<org>>/mannskap_<<n>>.txt", "bro/vaktliste_<<nn>>.txt"),
    """Vaktliste uke <<n>>
Styrmann: <<first>> <<last>>
Ny PC paa broen - passord <<v>>
Husk aa logge ut av ECDIS etter vakt.
""",
    "human",
)

reg(
    F,
    "ferry_ais_relay_python_socket_send_bare_key",
    ("ais/<<org>>/relay_<<n>>.py", "tools/ais_forward_<<nn>>.py"),
    """import socket

AGG = ("<<pip>>", 5631)
KEY = "<<v>>"

s = socket.create_connection(AGG)
s.sendall(f"AUTH {KEY}\\n".encode())
""",
    "hex32",
)

reg(
    F,
    "ferry_deck_cctv_nvr_rtsp_url_vlc_playlist_password",
    ("cctv/<<org>>/deck_<<n>>.m3u", "playlists/cardeck<<nn>>.m3u"),
    """#EXTM3U
#EXTINF:-1,Car deck fore
rtsp://viewer:<<v>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Car deck aft
rtsp://viewer:<<v>>@<<ip>>:554/Streaming/Channels/201
""",
    "url",
    "",
)

reg(
    F,
    "ferry_timetable_site_netlify_env_file_contentful_token",
    ("timetable/<<org>>/.env.production", "site<<n>>/.env.production"),
    """CONTENTFUL_SPACE_ID=<<id8>>xk2
CONTENTFUL_ACCESS_TOKEN=<<v>>
NEXT_PUBLIC_SITE=https://ferries.<<dom>>
""",
    "b64_24",
    "",
)

reg(
    F,
    "ferry_fuel_bunkering_java_jdbc_getconnection_positional",
    ("src/<<org>>/Bunkering<<n>>.java", "bunker/src/Db<<nn>>.java"),
    """public final class Db {
    static Connection open() throws SQLException {
        return DriverManager.getConnection(
            "jdbc:sqlserver://<<host>>;databaseName=Bunkering", "bunker", "<<v>>");
    }
}
""",
    "dq",
    "",
)

reg(
    F,
    "ferry_purser_radio_log_txt_sentence_pin",
    ("logs/<<org>>/purser_<<n>>.txt", "purser/radio_log_<<nn>>.txt"),
    """<<hh>>:<<mm>> Purser to bridge: the safe in the shop, combination changed this morning,
it is <<v>> now, tell the relief purser at Kirkwall.
<<hh>>:<<mm>> Bridge: copied.
""",
    "code",
)
