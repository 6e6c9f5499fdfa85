"""Touring circuses: rigging load cells, the box office, caravans, crew chats."""

# ruff: noqa: E501
from __future__ import annotations

import random
import re

from twentyfirst_spec import gen_pw, reg

F = "circus_trapeze_big_top_touring"

reg(
    F,
    "circus_rigging_load_cell_arduino_ino_wifi_password",
    ("LoadCell<<n>>/LoadCell<<n>>.ino", "rigging/<<org>>/loadcell_mast_<<n>>.ino"),
    """#include <WiFi.h>
#include <HX711.h>

const char* ssid = "BigTop-Rigging";
const char* password = "<<cred>>";
const char* collector = "http://<<ip>>:<<port>>/loads";

HX711 cell;

void setup() {
  Serial.begin(115200);
  WiFi.begin(ssid, password);
  cell.begin(16, 4);
  cell.set_scale(<<n4>>.0f);
}

void loop() {
  float kg = cell.get_units(5);
  if (kg > 850.0f) Serial.println("TRAPEZE POINT OVERLOAD");
  delay(200);
}
""",
    "dq",
    syntax="",
)

reg(
    F,
    "circus_ticket_booth_insomnia_export_bearer",
    ("insomnia/<<org>>-box-office.json", "exports/Insomnia_<<date>>_<<n>>.json"),
    """{
  "_type": "export",
  "__export_format": 4,
  "__export_source": "insomnia.desktop.app:v2023.5.8",
  "resources": [
    {
      "_id": "req_<<hex8>>",
      "_type": "request",
      "name": "Seat map for show",
      "method": "GET",
      "url": "https://boxoffice.<<dom>>/api/shows/<<n3>>/seats",
      "authentication": {
        "type": "bearer",
        "token": "bxo_live_<<cred>>"
      }
    }
  ]
}
""",
    "alnum32",
)

reg(
    F,
    "circus_tour_routing_sbt_credentials_positional",
    ("tour-routing-<<org>>/build.sbt", "services/routing<<n>>/build.sbt"),
    """name := "tour-routing"
scalaVersion := "3.3.1"

resolvers += "internal" at "https://nexus.<<dom>>/repository/maven-releases/"
credentials += Credentials("Sonatype Nexus Repository Manager", "nexus.<<dom>>", "<<user>>", "<<cred>>")

libraryDependencies += "com.softwaremill.sttp.client3" %% "core" % "3.9.1"
""",
    "dq",
    syntax="",
)

reg(
    F,
    "circus_generator_telemetry_fluent_bit_http_passwd",
    ("fluent-bit/<<org>>-generators.conf", "etc/fluent-bit/bigtop<<n>>.conf"),
    """[SERVICE]
    Flush        5
    Log_Level    info

[INPUT]
    Name         tail
    Path         /var/log/genset/*.log
    Tag          genset.<<n>>

[OUTPUT]
    Name         http
    Match        genset.*
    Host         logs.<<dom>>
    Port         443
    URI          /ingest/bigtop
    tls          On
    HTTP_User    genset<<n>>
    HTTP_Passwd  <<cred>>
    Format       json
""",
    "bare",
    syntax="",
)

reg(
    F,
    "circus_artist_caravans_wifi_qr_payload_txt",
    ("qr/<<org>>-caravans-<<n>>.txt", "winterquarters/wifi_qr_<<n3>>.txt"),
    """WIFI:T:WPA;S:Caravans-<<org>>;P:<<cred>>;;
""",
    "bare",
    syntax="",
)

reg(
    F,
    "circus_touring_crew_telegram_html_gate_code",
    ("ChatExport_<<date>>/messages<<n>>.html", "telegram/<<org>>-crew-<<n3>>/messages.html"),
    """<div class="message default clearfix" id="message<<n4>>">
 <div class="body">
  <div class="pull_right date details" title="<<date>> 22:41:07">22:41</div>
  <div class="from_name">
<<first>> <<last>>
  </div>
  <div class="text">
Winter quarters yard gate code is now <<cred>> &mdash; the old one stopped working after the storm
  </div>
 </div>
</div>
""",
    "code",
    syntax="",
)


def _sq_pw(rng: random.Random) -> str:
    while True:
        v = gen_pw(rng, sym="'-_.!")
        if "'" in v:
            return v


def _sql_decode(text: str) -> str:
    m = re.search(r"'box_office', '((?:[^']|'')*)'", text)
    assert m
    return m.group(1).replace("''", "'")


reg(
    F,
    "circus_box_office_sql_insert_doubled_quote_password",
    ("db/<<org>>/seed_integrations.sql", "migrations/<<n3>>_ticketing_accounts.sql"),
    """-- ticketing integrations for the <<year>> tour
INSERT INTO integration_accounts (provider, username, scope, password, created_at)
VALUES ('seat_map', 'bigtop<<n>>', 'box_office', '<<cred>>', '<<date>>');
""",
    _sq_pw,
    syntax="",
    enc=lambda v: v.replace("'", "''"),
    decode=_sql_decode,
)

reg(
    F,
    "circus_aerialist_booking_crystal_http_bearer",
    ("src/<<org>>_bookings.cr", "booking<<n>>/src/client.cr"),
    """require "http/client"
require "json"

module Bookings
  API = "https://agents.<<dom>>"

  def self.client
    headers = HTTP::Headers{"Authorization" => "Bearer <<cred>>", "Accept" => "application/json"}
    HTTP::Client.get("#{API}/v1/acts?discipline=trapeze", headers: headers)
  end
end
""",
    "alnum48",
    syntax="",
)
