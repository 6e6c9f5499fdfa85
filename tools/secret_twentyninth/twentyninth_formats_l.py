"""Family: tugboat towage fleets (AIS, dispatch, engine-room monitoring, crew)."""
# ruff: noqa: E501

from twentyninth_spec import dec_after, enc_b64, reg, unb64_pw

F = "tugboat_towage_fleet_dispatch"

reg(
    F,
    "tug_ais_catcher_json_sharing_key",
    ("ais/aiscatcher.json", "<<org>>/vessels/<<n>>/aiscatcher.json"),
    """{
  "config": "aiscatcher",
  "version": 1,
  "sharing": true,
  "sharing_key": "<<v>>",
  "rtlsdr": {"tuner": "auto", "bandwidth": 192000},
  "server": {"active": true, "port": 8100}
}
""",
    "uuid",
)

reg(
    F,
    "tug_dispatch_terraform_tfvars_db_password",
    ("infra/dispatch/prod.tfvars", "<<org>>/terraform/envs/prod/terraform.tfvars"),
    """region        = "eu-west-1"
environment   = "prod"
db_username   = "dispatch"
db_password   = "<<v>>"
instance_type = "t3.small"
fleet_tugs    = ["<<org>>-1", "<<org>>-2", "<<org>>-3"]
""",
    "pw_dq",
    "",
)

reg(
    F,
    "tug_engine_room_grafana_datasource_yaml",
    ("grafana/provisioning/datasources/engine.yaml", "<<org>>/monitoring/datasources_<<n>>.yml"),
    """apiVersion: 1
datasources:
  - name: EngineRoom
    type: postgres
    url: <<ip>>:5432
    user: grafana_ro
    jsonData:
      database: engine_room
      sslmode: disable
    secureJsonData:
      password: "<<v>>"
""",
    "pw_dq",
)

reg(
    F,
    "tug_master_turkish_email_sifre",
    ("posta/<<year>>-<<mon>>-<<day>>_romorkor.eml", "<<org>>/mail/kaptan_<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: kaptanlar@<<dom>>
Subject: Sefer planlama sistemi erişimi
Date: Tue, <<day>> Oct <<year>> 06:<<mm>>:55 +0300

Merhaba Kaptan,

Yeni sefer planlama sistemine giriş bilgileriniz:
Kullanıcı adı: kaptan<<n>>
Şifre: <<v>>

İyi seyirler,
<<first>>
""",
    "h",
)

reg(
    F,
    "tug_vessel_router_mikrotik_rsc_export",
    ("vessels/<<org>>-<<n>>/router.rsc", "<<org>>/network/mikrotik_tug_<<n>>.rsc"),
    """# <<year>>-<<mon>>-<<day>> by RouterOS 7.14
# model = RBwAPR-2nD
/interface wireless security-profiles
add authentication-types=wpa2-psk mode=dynamic-keys name=crew supplicant-identity="" wpa2-pre-shared-key=<<v>>
/interface wireless
set [ find default-name=wlan1 ] band=2ghz-b/g/n mode=ap-bridge security-profile=crew ssid=TUG-<<n>>-CREW
/ip address
add address=192.168.<<n>>.1/24 interface=bridge
""",
    "pw_bare",
    "",
)

reg(
    F,
    "tug_pilot_booking_java_basic_literal_b64",
    ("booking-client/src/main/java/tow/PilotBooking.java", "<<org>>/dispatch/PilotBooking.java"),
    """package tow;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;

public class PilotBooking {
    private static final String AUTH = "Basic <<v>>";

    public static HttpRequest request(String body) {
        return HttpRequest.newBuilder(URI.create("https://pilotage.<<dom>>/api/bookings"))
            .header("Authorization", AUTH)
            .POST(HttpRequest.BodyPublishers.ofString(body))
            .build();
    }
}
""",
    "pw_url",
    "",
    enc=lambda v: enc_b64("dispatch:" + v),
    decode=dec_after(r'"Basic ([A-Za-z0-9+/=]+)"', unb64_pw),
)

reg(
    F,
    "tug_crew_timesheets_perl_dbi_connect",
    ("timesheets/export_hours.pl", "<<org>>/payroll/hours_<<n>>.pl"),
    """#!/usr/bin/perl
use strict;
use warnings;
use DBI;

my $dbh = DBI->connect("dbi:Pg:dbname=crew;host=<<host>>", "timesheets", "<<v>>",
    { RaiseError => 1, AutoCommit => 1 });
my $rows = $dbh->selectall_arrayref("SELECT tug, mate, hours FROM watch WHERE week = ?", undef, $ARGV[0]);
print join(",", @$_), "\\n" for @$rows;
""",
    "pw_sq",
    "",
)

reg(
    F,
    "tug_deckhand_logbook_prose_wifi",
    ("logbook/<<org>>-<<n>>_<<year>>.txt", "<<org>>/crew/deck_log_<<n>>.txt"),
    """<<day>>/<<mon>> <<hh>><<mm>>  Towed bulk carrier off berth <<n>>, 2 tugs, wind SW 5.
<<day>>/<<mon>> <<hh>><<mm>>  Hawser chafed, replaced from store.
<<day>>/<<mon>> <<hh>><<mm>>  New crew wifi code on the bridge router is <<v>> (old one given to the agent by mistake).
<<day>>/<<mon>> <<hh>><<mm>>  Bunkered <<nn>> L gas oil.
""",
    "h",
)
