"""Family: canoe slalom / whitewater clubs (gate timing, river sensors, club site, members)."""
# ruff: noqa: E501

from twentyninth_spec import dec_after, enc_b64, reg, unb64_pw

F = "canoe_slalom_whitewater_club"

reg(
    F,
    "canoe_gate_timing_paho_username_pw_set",
    ("timing/gates_publisher.py", "<<org>>/slalom/timing_<<n>>.py"),
    """import json
import time

import paho.mqtt.client as mqtt

client = mqtt.Client(client_id="gate-judge-<<n>>")
client.username_pw_set("gates", "<<v>>")
client.connect("<<ip>>", 1883)


def penalty(bib: int, gate: int, seconds: int) -> None:
    client.publish("slalom/penalties", json.dumps({"bib": bib, "gate": gate, "pen": seconds, "t": time.time()}))
""",
    "pw_dq",
)

reg(
    F,
    "canoe_river_level_sensor_arduino_ino",
    ("river_gauge/river_gauge.ino", "<<org>>/sensors/weir_level_<<n>>.ino"),
    """#include <WiFi.h>
#include <HTTPClient.h>

const char* ssid = "<<org>>-boathouse";
const char* pass = "<<v>>";
const int trigPin = 5;

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, pass);
  while (WiFi.status() != WL_CONNECTED) delay(500);
}

void loop() {
  // ultrasonic distance to the weir surface -> club website
  delay(60000);
}
""",
    "h_dq",
    "",
)

reg(
    F,
    "canoe_boat_booking_c_libpq_conninfo",
    ("booking/src/db.c", "<<org>>/boatshed/db.c"),
    """#include <stdio.h>
#include <libpq-fe.h>

PGconn *open_db(void)
{
    PGconn *conn = PQconnectdb("host=<<host>> dbname=boatshed user=booking password=<<v>> sslmode=require");
    if (PQstatus(conn) != CONNECTION_OK) {
        fprintf(stderr, "db: %s", PQerrorMessage(conn));
        PQfinish(conn);
        return NULL;
    }
    return conn;
}
""",
    "pw_bare",
    "",
)

reg(
    F,
    "canoe_coach_slovenian_email_geslo",
    ("posta/<<year>>-<<mon>>-<<day>>_kajak.eml", "<<org>>/mail/trenerji_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: trenerji@<<dom>>
Subject: dostop do sistema za prijave na tekme
Date: Sun, <<day>> Aug <<year>> 19:<<mm>>:40 +0200

Živjo,

za prijave na slalomske tekme:
uporabniško ime: klub<<n>>
geslo: <<v>>

Lp, <<first>>
""",
    "h",
)

reg(
    F,
    "canoe_safety_videos_google_client_secret_json",
    ("youtube-upload/client_secret.json", "<<org>>/media/client_secret_<<nn>>.json"),
    """{"installed":{"client_id":"<<nn>><<nn>>-<<hx>>abc.apps.googleusercontent.com","project_id":"<<org>>-videos","auth_uri":"https://accounts.google.com/o/oauth2/auth","token_uri":"https://oauth2.googleapis.com/token","client_secret":"<<v>>","redirect_uris":["http://localhost"]}}
""",
    "p:gocspx",
)

reg(
    F,
    "canoe_club_site_jekyll_algolia_admin_yaml",
    ("site/_config.yml", "<<org>>-website/_config.yml"),
    """title: <<orgt>>
url: https://www.<<dom>>
markdown: kramdown
algolia:
  application_id: <<hx>>
  index_name: club_pages
  search_only_api_key: 2b6d0<<hx>>
  admin_api_key: <<v>>
plugins:
  - jekyll-algolia
""",
    "hex:32",
)

reg(
    F,
    "canoe_committee_minutes_prose_password",
    ("committee/minutes_<<year>>_<<mon>>.md", "<<org>>/docs/agm_<<n>>.md"),
    """# Committee meeting, <<day>>/<<mon>>/<<year>>

Present: <<first>> (chair), Dewi, Aoife, Fabian

4. Boathouse
 - New padlock on the trailer compound; combination given out at session only.
 - Shed laptop: <<first>> reset the membership-system admin account, new password is <<v>> and it goes in the safety officer's folder, not the WhatsApp.

5. AOB - river access agreement renewal.
""",
    "h",
)

reg(
    F,
    "canoe_members_area_nginx_basic_header_b64",
    ("etc/nginx/sites-available/<<org>>-members", "<<org>>/proxy/members_<<n>>.conf"),
    """server {
    listen 443 ssl;
    server_name members.<<dom>>;

    location /api/ {
        proxy_pass https://<<ip>>:8443/;
        proxy_set_header Authorization "Basic <<v>>";
        proxy_set_header Host $host;
    }
}
""",
    "pw_url",
    "",
    enc=lambda v: enc_b64("webmaster:" + v),
    decode=dec_after(r'"Basic ([A-Za-z0-9+/=]+)"', unb64_pw),
)
