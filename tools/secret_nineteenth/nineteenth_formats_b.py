"""Pipe-organ builders: combination-action controllers, MIDI relay bridges, voicing logs,
blower monitors, church livestreams of recitals, tuning visit notes."""

from nineteenth_spec import reg

F = "pipe_organ_builder_workshop"

reg(
    F,
    "organ_combination_action_controller_ini_remote_password",
    "organs/<<o>>/combination_action_<<n>>.ini",
    """[Console]
Manuals=3
Pedal=32
MemoryLevels=256
Crescendo=60

[RemoteVoicing]
Enabled=1
ListenPort=7100
Password=<<v>>

[Relay]
Interface=RS485
Boards=14
""",
    "ini",
)

reg(
    F,
    "organ_midi_relay_bridge_json_cloud_recording_key",
    "relay/<<o>>-midi-bridge-<<m>>.json",
    """{
  "instrument": "<<o>> parish organ, op. <<m>>",
  "midi": {"in": "Console", "out": ["Swell", "Great", "Choir", "Pedal"]},
  "recorder": {
    "enabled": true,
    "upload_url": "https://record.<<d>>/v1/performances",
    "api_key": "<<v>>"
  },
  "transpose": 0
}
""",
    "p:orgk_:32",
)

reg(
    F,
    "organ_voicing_log_python_sqlalchemy_url_password",
    "voicing/log_pipes_<<m>>.py",
    """from sqlalchemy import create_engine, text

ENGINE = create_engine("postgresql://voicer:<<v>>@<<h>>:5432/voicing")


def log_pipe(rank, note, cutup_mm, wind_mm):
    with ENGINE.begin() as con:
        con.execute(
            text("insert into pipes(rank, note, cutup, wind) values (:r, :n, :c, :w)"),
            {"r": rank, "n": note, "c": cutup_mm, "w": wind_mm},
        )


log_pipe("Principal 8", "c1", 7.5, 80)
""",
    "url",
)

reg(
    F,
    "organ_blower_humidity_monitor_yaml_mqtt_password",
    "blower/<<o>>/monitor_<<n>>.yaml",
    """blower:
  motor_kw: 3.0
  static_pressure_mm: 110
  run_hours_alarm: 9000
humidity:
  sensor: sht31
  low_alarm_pct: 40
mqtt:
  broker: <<h>>
  port: 8883
  username: organ-<<n>>
  password: '<<v>>'
""",
    "sq",
)

reg(
    F,
    "organ_recital_livestream_bat_ffmpeg_rtmp_key",
    "streams/recital_<<m>>.bat",
    """@echo off
rem Sunday recital stream from the loft camera
ffmpeg -f dshow -i video="Loft Cam":audio="Organ Mics" ^
  -c:v libx264 -preset veryfast -b:v 3500k -c:a aac -b:a 192k ^
  -f flv rtmp://live.<<d>>/stream/<<v>>
""",
    "p:live_:28",
    "",
)

reg(
    F,
    "organ_tuning_visit_notes_md_console_pin",
    "visits/<<date>>-<<o>>.md",
    """# Tuning visit <<date>>, <<o>>

* Reeds tuned: Trumpet 8, Oboe 8, Posaune 16
* Swell shades sticking at 60% - lubricated linkage
* Cipher on Choir g2 fixed (dirt under pallet)

Access: sacristan lets us in before 8. The console tablet for the combination
system logs in as `builder` with `<<v>>` - keep this out of the invoice.
""",
    "words",
    "",
)

reg(
    F,
    "organ_parts_order_php_supplier_api_secret",
    "shop/order_<<n>>.php",
    """<?php
// leather, felt and pallet springs from the supplier portal
$supplier = [
    'base_url' => 'https://trade.<<d>>/api',
    'client_id' => 'organbuild-<<n>>',
    'client_secret' => '<<v>>',
];
$ch = curl_init($supplier['base_url'] . '/orders');
curl_setopt($ch, CURLOPT_USERPWD, $supplier['client_id'] . ':' . $supplier['client_secret']);
""",
    "a:40",
    "",
)
