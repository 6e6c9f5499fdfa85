"""Escape rooms: prop controllers, Node-RED room logic, hint screens, camera walls, game-master notes."""
# ruff: noqa: E501

from eighteenth_corpus import (
    SYM_DQ,
    SYM_INI,
    SYM_JSON,
    SYM_URL,
    Out,
    alnum,
    fill,
    fmt,
    gen_pw,
    hexs,
    ip,
    org,
    pick,
    words_pw,
)

FAM = "escape_room_game_master_props"


@fmt(FAM, "escape_room_prop_controller_arduino_ino_wifi_password")
def _ino(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    room = pick(rng, ("pharaoh", "submarine", "asylum", "heist", "lab"))
    text = fill(
        """// <<room>> room - bookshelf maglock + RFID idol puzzle (ESP32)
#include <WiFi.h>
#include <PubSubClient.h>
#include <MFRC522.h>

const char* ssid     = "<<o>>-props";
const char* password = "<<pw>>";
const char* mqttHost = "<<ip>>";

#define LOCK_PIN 26
WiFiClient net;
PubSubClient mqtt(net);

void setup() {
  pinMode(LOCK_PIN, OUTPUT);
  digitalWrite(LOCK_PIN, HIGH);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) delay(250);
  mqtt.setServer(mqttHost, 1883);
}

void loop() {
  if (!mqtt.connected()) mqtt.connect("<<room>>-shelf");
  mqtt.loop();
}
""",
        room=room,
        o=o,
        pw=pw,
        ip=ip(rng),
    )
    return Out(f"props/{o}/{room}_shelf_{rng.randint(1, 9)}/{room}_shelf.ino", text, pw, "")


@fmt(FAM, "node_red_flows_cred_json_room_broker_password")
def _nodered(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_JSON)
    text = fill(
        """{
    "<<id1>>": {
        "user": "gm-console",
        "password": "<<pw>>"
    },
    "<<id2>>": {}
}
""",
        id1=hexs(rng, 16),
        id2=hexs(rng, 16),
        pw=pw,
    )
    return Out(f"home/{o}/.node-red/flows_{o}-room{rng.randint(1, 8)}_cred.json", text, pw)


@fmt(FAM, "escape_booking_webhook_relay_toml_signing_key")
def _booking(rng):
    o = org(rng)
    key = "whk_" + alnum(rng, 40)
    text = fill(
        """[relay]
listen = "0.0.0.0:8088"
forward_to = "http://<<ip>>:1880/booking"

[booking_platform]
account = "<<o>>"
signing_key = "<<key>>"
rooms = ["The Vault", "Lost Lighthouse", "Room 13"]

[display]
lobby_screen = true
""",
        ip=ip(rng),
        o=o,
        key=key,
    )
    return Out(f"{o}/relay/config{rng.randint(1, 9)}.toml", text, key)


@fmt(FAM, "gm_hint_screen_config_json_obs_websocket_password")
def _hint(rng):
    o = org(rng)
    pw = alnum(rng, 16)
    text = fill(
        """{
  "room": "<<room>>",
  "timerMinutes": 60,
  "hintSound": "assets/chime.wav",
  "obs": {"address": "ws://<<ip>>:4455", "password": "<<pw>>", "scene": "Hint overlay"},
  "maxHints": 3,
  "fontSize": 72
}
""",
        room=pick(rng, ("Vault", "Lighthouse", "Cabin", "Mine")),
        ip=ip(rng),
        pw=pw,
    )
    return Out(f"gm-console/{o}/hintscreen{rng.randint(1, 20)}.json", text, pw)


@fmt(FAM, "cue_player_python_mqtt_username_pw_set_positional")
def _cue(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_DQ)
    text = fill(
        """import paho.mqtt.client as mqtt
import pygame

CUES = {"room/door": "sfx/door_creak.ogg", "room/solved": "sfx/fanfare.ogg"}


def on_message(client, userdata, msg):
    pygame.mixer.Sound(CUES[msg.topic]).play()


pygame.mixer.init()
c = mqtt.Client(client_id="cue-player-<<n>>")
c.username_pw_set("cues", "<<pw>>")
c.on_message = on_message
c.connect("<<ip>>", 1883)
for t in CUES:
    c.subscribe(t)
c.loop_forever()
""",
        n=rng.randint(1, 9),
        pw=pw,
        ip=ip(rng),
    )
    return Out(f"pi/{o}/cueplayer_{rng.randint(1, 30)}.py", text, pw)


@fmt(FAM, "escape_leaderboard_compose_yaml_mariadb_root_password")
def _leader(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_INI)
    text = fill(
        """services:
  db:
    image: mariadb:11
    environment:
      MARIADB_ROOT_PASSWORD: "<<pw>>"
      MARIADB_DATABASE: leaderboard
    volumes:
      - ./data:/var/lib/mysql
  board:
    image: ghcr.io/<<o>>/leaderboard:2.3
    ports:
      - "80:3000"
    depends_on: [db]
""",
        pw=pw,
        o=o,
    )
    return Out(f"{o}/leaderboard{rng.randint(1, 9)}/docker-compose.yml", text, pw)


@fmt(FAM, "gm_shift_notes_markdown_lockbox_and_console_login")
def _gm(rng):
    o = org(rng)
    pw = words_pw(rng)
    text = fill(
        """# GM shift notes - <<o>> - <<d>>

## Resets
- Vault: combo lock dial sticks at 7, wiggle it. Spare UV torch batteries in the lockbox.
- Lighthouse: reseat the lens prop, it drifts off the hall sensor.

## Console
Game master PC got reimaged, new login for the room console is `gm` / `<<pw>>`
(same for both booths). Don't save it in Chrome.

## Incidents
- 18:30 group broke the clue mirror. Charged, logged in the sheet.
""",
        o=o,
        d=f"2025-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
        pw=pw,
    )
    return Out(f"notes/{o}/gm-shift-{rng.randint(1, 300)}.md", text, pw, "")


@fmt(FAM, "escape_room_camera_wall_bat_ffplay_rtsp_userinfo")
def _cams(rng):
    o = org(rng)
    pw = gen_pw(rng, sym=SYM_URL)
    text = fill(
        """@echo off
rem camera wall for the GM booth - one window per room
set CAMUSER=viewer
start "vault" ffplay -fflags nobuffer -rtsp_transport tcp -window_title Vault rtsp://viewer:<<pw>>@<<ip>>:554/Streaming/Channels/101
start "lighthouse" ffplay -fflags nobuffer -rtsp_transport tcp -window_title Lighthouse rtsp://viewer:<<pw>>@<<ip2>>:554/Streaming/Channels/101
""",
        pw=pw,
        ip=ip(rng),
        ip2=ip(rng),
    )
    return Out(f"gm-booth/{o}/camwall{rng.randint(1, 20)}.bat", text, pw, "")
