"""Family: preserved steam railway engine sheds (footplate rosters, tickets, signal boxes)."""
# ruff: noqa: E501

from __future__ import annotations

from twentyeighth_spec import hexs, human, reg, value

F = "locomotive_preserved_footplate_engineshed"

reg(
    F,
    "locomotive_roster_rails_database_yml",
    ("roster-app/config/database.yml", "<<org>>-roster/config/database.yml"),
    """default: &default
  adapter: postgresql
  encoding: unicode
  pool: 5

development:
  <<: *default
  database: roster_dev

production:
  <<: *default
  host: <<host>>
  database: footplate_roster
  username: roster
  password: "<<v>>"
""",
    "pw_json",
)

reg(
    F,
    "locomotive_block_instrument_arduino_mqtt_defines",
    ("signalbox/block_bell/block_bell.ino", "<<org>>-sigbox/firmware/config.h"),
    """// Tyer's block instrument repeater -> MQTT
#pragma once
#define WIFI_SSID   "SignalBox<<n>>"
#define WIFI_PASS   "<<v2>>"
#define MQTT_HOST   "<<ip>>"
#define MQTT_USER   "sigbox"
#define MQTT_PASS   "<<v>>"
#define BELL_PIN    4
""",
    "pw_dq",
    "",
    extra=lambda rng, s: {"v2": human(rng, "")},
)

reg(
    F,
    "locomotive_ticket_office_java_properties",
    (
        "ticketing/src/main/resources/application.properties",
        "<<org>>-tickets/conf/booking.properties",
    ),
    """# heritage line booking office
server.port=8090
spring.datasource.url=jdbc:mysql://<<host>>:3306/bookings
spring.datasource.username=booking_app
spring.datasource.password=<<v>>
bookings.footplate-experience.max-per-day=4
bookings.santa-specials.enabled=true
""",
    "pw_ini",
    "",
)

reg(
    F,
    "locomotive_volunteer_roster_german_email_kennwort",
    ("mail/dampflok-verein/dienstplan_<<mm>>.eml", "Verein/<<y>>/Zugang_Dienstplan_<<first>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: <<first2>> <<last2>> <<<f>>@<<dom>>>
Subject: Zugang Dienstplan Lokschuppen
Date: Mon, <<d>> <<mon>> <<y>> 18:<<mi>>:03 +0200
Content-Type: text/plain; charset=utf-8

Hallo <<first2>>,

hier die Zugangsdaten für den Dienstplan (Heizer und Lokführer):

Benutzername: <<user>>
Kennwort: <<v>>

Bitte trag dich für die Nikolausfahrten ein. Die Kesselprüfung ist am <<d>>. im Kalender.

Viele Grüße
<<first>>
""",
    "human",
    "",
)

reg(
    F,
    "locomotive_boiler_log_scan_ocr_text",
    ("scans/boiler_log_<<y>>_p<<n>>.txt", "<<org>>/ocr/engine_shed_book_<<n>>.txt"),
    """ENGINE SHED LOG BOOK  -  No. <<n>>  (OCR)
Date <<dd>>/<<mm>>/<<y>>   Loco: 0-6-0ST "<<Org>>"   Driver: <<last>>   Fireman: <<last2>>
Lit up 05:<<mi>>. Pressure 160 psi at 08:40. Injectors both OK. Gauge glass blown through.
Water treatment dosed. Fusible plugs checked.
NB shed PC for boiler records - login fireman / <<v>>
Signed ..... <<last>>
""",
    "human_bare",
    "",
)

reg(
    F,
    "locomotive_shop_woocommerce_curl_consumer_secret",
    ("shop/scripts/export_orders.sh", "<<org>>-shop/cron/orders_<<n>>.sh"),
    """#!/bin/sh
# nightly: export gift shop orders for the volunteers' dispatch list
curl -s "https://shop.<<dom>>/wp-json/wc/v3/orders?status=processing&per_page=100" \\
  -u ck_<<hex40>>:<<v>> \\
  | jq -r '.[] | [.id, .billing.last_name, .total] | @csv' > /srv/dispatch/orders.csv
""",
    lambda rng: "cs_" + hexs(rng, 40),
    "",
)

reg(
    F,
    "locomotive_grant_portal_keepass_csv_export",
    ("exports/keepass_<<org>>_<<y>>.csv", "Trust/IT/passwords_export_<<dd>><<mm>>.csv"),
    """"Group","Title","Username","Password","URL","Notes"
"Trust","Lottery heritage fund portal","<<email>>","<<v>>","https://grants.<<dom>>/","Treasurer and secretary only"
"Trust","Charity bank","<<nn>>","<<v2>>","https://bank.<<dom>>/","PIN on card"
""",
    "pw_json",
    "",
    extra=lambda rng, s: {"v2": value(rng, "pw_json")},
)

reg(
    F,
    "locomotive_yard_webcam_motioneye_conf",
    ("etc/motioneye/camera-<<n>>.conf", "<<org>>/motioneye/camera-<<n>>.conf"),
    """# @enabled on
# @id <<n>>
# @network_server
# @upload_enabled on
# @upload_service ftp
# @upload_server ftp.<<dom>>
# @upload_username yardcam
# @upload_password <<v>>
netcam_url rtsp://<<ip>>:554/stream1
width 1280
height 720
framerate 10
text_left Yard <<n>>
""",
    "pw_bare",
    "",
)
