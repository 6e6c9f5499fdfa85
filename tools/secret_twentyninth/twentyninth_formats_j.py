"""Family: motocross practice tracks (transponders, bookings, gate, water truck, live timing)."""

from twentyninth_spec import reg

F = "motocross_practice_track_gate"

reg(
    F,
    "moto_transponder_decoder_xml_password",
    ("timing/decoder-config.xml", "<<org>>/lap-timing/decoder_<<n>>.xml"),
    """<?xml version="1.0" encoding="utf-8"?>
<DecoderConfig>
  <Track name="<<orgt>>" loopCount="3" />
  <Upload enabled="true">
    <Url>https://laps.<<dom>>/api/passings</Url>
    <Username>track<<n>></Username>
    <Password><<v>></Password>
  </Upload>
</DecoderConfig>
""",
    "pw_xml",
)

reg(
    F,
    "moto_track_booking_rails_database_yml",
    ("bookings/config/database.yml", "<<org>>/practice-days/config/database.yml"),
    """default: &default
  adapter: postgresql
  encoding: unicode
  pool: 5

production:
  <<: *default
  host: <<host>>
  database: practice_production
  username: practice
  password: '<<v>>'
""",
    "pw_sq",
)

reg(
    F,
    "moto_rider_signup_php_stripe_setapikey",
    ("signup/checkout.php", "<<org>>/web/pay_practice.php"),
    """<?php
require 'vendor/autoload.php';

\\Stripe\\Stripe::setApiKey('<<v>>');

$session = \\Stripe\\Checkout\\Session::create([
    'mode' => 'payment',
    'line_items' => [['price' => 'price_<<hx>>', 'quantity' => 1]],
    'success_url' => 'https://<<dom>>/booked',
    'cancel_url' => 'https://<<dom>>/practice',
]);
header('Location: ' . $session->url);
""",
    "p:stripe",
    "",
)

reg(
    F,
    "moto_track_camera_python_digest_auth",
    ("cams/snapshot.py", "<<org>>/cctv/grab_<<n>>.py"),
    """import requests
from requests.auth import HTTPDigestAuth

CAMS = ["<<ip>>", "<<ip>>"]
for cam in CAMS:
    r = requests.get(
        f"http://{cam}/ISAPI/Streaming/channels/101/picture",
        auth=HTTPDigestAuth("admin", "<<v>>"),
        timeout=10,
    )
    open(f"{cam}.jpg", "wb").write(r.content)
""",
    "h_dq",
)

reg(
    F,
    "moto_marshal_brazilian_whatsapp_senha",
    ("Conversa do WhatsApp com Pista MX <<year>>.txt", "<<org>>/zap/fiscais_<<n>>.txt"),
    """<<day>>/<<mon>>/<<year>> <<hh>>:<<mm>> - <<first>>: gente, qual a senha do tablet da largada?
<<day>>/<<mon>>/<<year>> <<hh>>:<<mm>> - Lupita: a senha é <<v>>
<<day>>/<<mon>>/<<year>> <<hh>>:<<mm>> - <<first>>: valeu
""",
    "h",
)

reg(
    F,
    "moto_water_truck_traccar_xml_entry",
    ("opt/traccar/conf/traccar.xml", "<<org>>/gps/traccar.xml"),
    """<?xml version='1.0' encoding='UTF-8'?>
<!DOCTYPE properties SYSTEM 'http://java.sun.com/dtd/properties.dtd'>
<properties>
    <entry key='database.driver'>com.mysql.cj.jdbc.Driver</entry>
    <entry key='database.url'>jdbc:mysql://localhost/traccar?serverTimezone=UTC</entry>
    <entry key='database.user'>traccar</entry>
    <entry key='database.password'><<v>></entry>
</properties>
""",
    "pw_xml",
)

reg(
    F,
    "moto_live_timing_obs_websocket_json",
    (
        "obs-studio/plugin_config/obs-websocket/config.json",
        "<<org>>/stream/obs_websocket_<<n>>.json",
    ),
    """{
  "alerts_enabled": false,
  "auth_required": true,
  "first_load": false,
  "server_enabled": true,
  "server_password": "<<v>>",
  "server_port": 4455
}
""",
    "alnum:16",
)

reg(
    F,
    "moto_gate_keypad_sms_bash_apikey",
    ("gate/send_codes.sh", "<<org>>/ops/gate_codes_<<n>>.sh"),
    """#!/bin/sh
# text today's gate code to booked riders
APIKEY="<<v>>"
CODE=$(shuf -i 1000-9999 -n 1)
while read -r phone; do
  curl -s "https://api.txtlocal.com/send/" --data-urlencode "apikey=$APIKEY" \\
    --data-urlencode "numbers=$phone" --data-urlencode "message=Gate code today: $CODE"
done < /srv/bookings/today.txt
""",
    "alnum:40",
    "",
)
