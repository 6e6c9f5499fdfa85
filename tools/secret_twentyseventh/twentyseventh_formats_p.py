"""Indoor karting circuits: timing, race-night bookings, telemetry, corporate events."""

import urllib.parse

from twentyseventh_spec import alnum, dec_after, enc_url, pw_with, reg

F = "karting_indoor_circuit_race_nights"
H = ("karting", "chicane", "podium", "grandprix", "pitlane", "apex")

reg(
    F,
    "karting_lap_timing_server_ini",
    ("timing/TimingServer_<<n>>.ini", "<<org>>/trackpc/timing.ini"),
    """[Loop]
Decoder=<<lan>>
Port=5403

[Database]
Host=<<host>>
Name=laps
User=timing
Pass=<<cred>>

[Screens]
Leaderboard=1
""",
    "pw_ini",
)

reg(
    F,
    "karting_race_night_booking_next_env_local",
    ("booking-web/.env.local", "<<org>>/race-nights/.env.local"),
    """NEXT_PUBLIC_SITE_URL=https://book.<<dom>>
SQUARE_ENVIRONMENT=production
SQUARE_LOCATION_ID=L<<hex8>>
SQUARE_ACCESS_TOKEN=<<cred>>
""",
    "p:square",
    syntax="",
)

reg(
    F,
    "karting_kart_telemetry_rust_mqtt_credentials",
    ("kart-telemetry/src/main.rs", "<<org>>/karts/src/mqtt_<<n>>.rs"),
    """use rumqttc::{Client, MqttOptions, QoS};
use std::time::Duration;

fn main() {
    let mut opts = MqttOptions::new("kart-<<n>>", "<<lan>>", 1883);
    opts.set_keep_alive(Duration::from_secs(5));
    opts.set_credentials("karts", "<<cred>>");
    let (client, mut conn) = Client::new(opts, 10);
    client.subscribe("karts/+/speed", QoS::AtMostOnce).unwrap();
    for ev in conn.iter() {
        println!("{ev:?}");
    }
}
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "karting_marshal_turkish_chat_sifre",
    ("chats/pist_ekibi_<<date>>.txt", "exports/<<first>>/whatsapp_<<nn>>.txt"),
    """<<dmy>> <<time>> - <<First2>>: zamanlama bilgisayarinin sifresi neydi?
<<dmy>> <<time>> - <<First>>: kullanici: pist
<<dmy>> <<time>> - <<First>>: sifre: <<cred>>
<<dmy>> <<time>> - <<First2>>: tamam sagol
""",
    "human",
    hint=H,
)


def _hook(rng) -> str:
    return alnum(rng, 68, "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_")


reg(
    F,
    "karting_leaderboard_discord_webhook_json",
    ("leaderboard/notify.json", "<<org>>/bots/fastest_lap_<<n>>.json"),
    """{
  "track": "<<Org>>",
  "announce_fastest_lap": true,
  "webhook": "https://discord.com/api/webhooks/12<<nn>>8<<nn>>44<<n>>/<<cred>>",
  "min_laps": 5
}
""",
    _hook,
)

reg(
    F,
    "karting_helmet_supplier_zendesk_ticket",
    ("tickets/zendesk_<<nn>>.txt", "<<org>>/support/ticket_<<nn>>.txt"),
    """Ticket #<<nn>> - Reorder portal access (helmet liners + balaclavas)
Status: Solved   Requester: <<First>> <<Last>> <<<email>>>

[Agent - Priya] <<dmy>> <<time>>
Hi <<First>>, I've created the trade login for your track.
Login: <<email>>
Password: <<cred>>
You can change it under My Account > Security.
""",
    "pw_ini",
    syntax="",
)

reg(
    F,
    "karting_corporate_events_hubspot_python",
    ("crm/sync_enquiries.py", "<<first>>/events/hubspot_<<n>>.py"),
    """from hubspot import HubSpot
from hubspot.crm.contacts import SimplePublicObjectInputForCreate

api = HubSpot(access_token="<<cred>>")


def add_enquiry(email, company, drivers):
    props = {"email": email, "company": company, "grand_prix_drivers": str(drivers)}
    api.crm.contacts.basic_api.create(SimplePublicObjectInputForCreate(properties=props))
""",
    "p:hubspot",
)

reg(
    F,
    "karting_cctv_vlc_playlist_url_percent",
    ("cctv/track_cams_<<n>>.m3u", "<<org>>/office/cameras.m3u"),
    """#EXTM3U
#EXTINF:-1,Hairpin
rtsp://viewer:<<cred>>@<<lan>>:554/cam/realmonitor?channel=1&subtype=0
#EXTINF:-1,Pit lane
rtsp://viewer:<<cred>>@<<lan>>:554/cam/realmonitor?channel=2&subtype=0
""",
    pw_with("@:#%/", "-._~!*"),
    syntax="",
    enc=enc_url,
    decode=dec_after(r"rtsp://viewer:([^@]+)@", urllib.parse.unquote),
)
