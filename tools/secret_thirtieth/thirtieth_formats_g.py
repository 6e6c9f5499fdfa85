"""Hostel family: backpacker hostel reception, keycards, channel managers."""

from thirtieth_spec import b64_user_pw, dec_after, enc_b64, reg

F = "hostel_backpacker_reception_bookings"

reg(
    F,
    "hostel_channel_manager_php_config_array",
    ("config/<<org>>/channels.php", "app/<<org>>/config/booking.php"),
    """<?php

return [
    'property_id' => <<n4>>,
    'channel_manager' => [
        'endpoint' => 'https://api.channels.<<dom>>/v2',
        'api_key' => '<<pw>>',
    ],
    'dorm_types' => ['4-bed mixed', '6-bed female', '8-bed mixed'],
];
""",
    "x:hcm_:36",
    "",
)

reg(
    F,
    "hostel_reception_guest_wifi_sign_text",
    ("print/<<org>>/reception_sign_<<n>>.txt", "signs/<<org>>/wifi-<<n>>.txt"),
    """WELCOME TO <<orgc>>!
Check-out 10:00 - breakfast 7:30-10:00 in the courtyard kitchen

Wi-Fi:   <<orgc>>-Guests
Password: <<pw>>

Lockers: bring a padlock or buy one at reception (4 EUR)
Quiet hours 23:00 - 07:00
""",
    "human",
    "",
)

reg(
    F,
    "hostel_keycard_encoder_ini_database",
    ("keycard/<<org>>/encoder.ini", "ProgramData/LockSys/<<org>>/encoder.ini"),
    """[Encoder]
Port=COM5
Model=RFID-MF1

[Database]
Server=<<ip>>
Name=locksys
User=encoder
Password=<<pw>>

[Hotel]
Name=<<orgc>>
Rooms=38
""",
    "pw_ini",
    "ini",
)

reg(
    F,
    "hostel_night_shift_italian_handover_note",
    ("notes/<<org>>/consegne_<<n>>.txt", "shared/<<org>>/turno_notte_<<n>>.txt"),
    """CONSEGNE TURNO NOTTE - <<dmy>>

- camera 12 letto B: arrivo tardivo (volo da Lisbona), chiave lasciata in busta
- lavatrice 2 bloccata, chiamato il tecnico
- password del gestionale cambiata stamattina, nuova:
  <<pw>>
  (utente: reception)
- cassa: 140 EUR + 3 ricevute

<<firstc>>
""",
    "human",
    "",
)

reg(
    F,
    "hostel_booking_sync_python_environ_default",
    ("sync/<<org>>/hostelworld_sync.py", "jobs/<<org>>/availability.py"),
    """import os

import httpx

API_KEY = os.environ.get("HW_API_KEY", "<<pw>>")
PROPERTY = os.environ.get("HW_PROPERTY", "<<n4>>")


def push_availability(rows):
    r = httpx.post(
        f"https://partner-api.<<dom>>/properties/{PROPERTY}/availability",
        headers={"Api-Key": API_KEY},
        json=rows,
    )
    r.raise_for_status()
""",
    "alnum32",
    "py",
)

reg(
    F,
    "hostel_laundry_coin_mosquitto_bridge_conf",
    ("mosquitto/<<org>>/bridge.conf", "etc/mosquitto/conf.d/<<org>>-laundry.conf"),
    """# coin-op washers -> central broker
connection laundry-<<org>>
address mqtt.<<dom>>:8883
topic laundry/# out 1
remote_username <<org>>_laundry
remote_password <<pw>>
bridge_cafile /etc/ssl/certs/ca-certificates.crt
""",
    "pw_bare",
    "",
)

reg(
    F,
    "hostel_cctv_nvr_vlc_m3u_rtsp",
    ("cctv/<<org>>/cameras.m3u", "Desktop/<<org>>/reception-cams.m3u"),
    """#EXTM3U
#EXTINF:-1,Entrance
rtsp://admin:<<pw>>@<<ip>>:554/Streaming/Channels/101
#EXTINF:-1,Courtyard
rtsp://admin:<<pw>>@<<ip>>:554/Streaming/Channels/201
""",
    "pw_url",
    "",
)

reg(
    F,
    "hostel_pos_har_basic_auth_header",
    ("har/<<org>>/till_login_<<n>>.har", "debug/<<org>>/pos-<<n>>.har"),
    """{
  "log": {
    "version": "1.2",
    "creator": {"name": "Firefox", "version": "128.0"},
    "entries": [
      {
        "startedDateTime": "<<date>>T08:14:22.410Z",
        "request": {
          "method": "GET",
          "url": "https://pos.<<dom>>/api/till/open",
          "headers": [
            {"name": "Authorization", "value": "Basic <<pw>>"},
            {"name": "Accept", "value": "application/json"}
          ]
        },
        "response": {"status": 200}
      }
    ]
  }
}
""",
    "pw_json",
    "json",
    lambda v: enc_b64("reception:" + v),
    dec_after(r'"Basic ([A-Za-z0-9+/=]+)"', b64_user_pw),
)
