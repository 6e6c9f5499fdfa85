"""Family: velodrome and track cycling club."""
# ruff: noqa: E501

from twentythird_spec import reg

F = "velodrome_track_cycling_club"

reg(
    F,
    "velodrome_timing_loop_decoder_ini_upload_password",
    ("timing/<<org>>/decoder<<n>>.ini", "track/timing/loop_<<n>>.ini"),
    """[decoder]
model = TL-<<n3>>
loops = 4
lap_length_m = 250

[results_upload]
url = https://results.<<dom>>/ingest
username = <<user>>
upload_password = <<pw>>
""",
    "ini",
)

reg(
    F,
    "velodrome_results_sbt_credentials_positional",
    ("race-results/build.sbt", "services/<<org>>-results/build<<n>>.sbt"),
    """ThisBuild / scalaVersion := "3.3.1"

lazy val results = (project in file("."))
  .settings(
    name := "track-results",
    resolvers += "club-nexus" at "https://nexus.<<dom>>/repository/maven-releases/",
    credentials += Credentials("Sonatype Nexus Repository Manager", "nexus.<<dom>>", "<<user>>", "<<pw>>")
  )
""",
    "dq",
    "",
)

reg(
    F,
    "velodrome_rider_app_info_plist_api_key",
    ("RiderApp/<<org>>/Info.plist", "ios/TrackRider<<n>>/Info.plist"),
    """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>CFBundleDisplayName</key>
  <string>Track Rider</string>
  <key>CFBundleShortVersionString</key>
  <string><<ver>></string>
  <key>TrackSessionsAPIKey</key>
  <string><<pw>></string>
</dict>
</plist>
""",
    "key40",
)

reg(
    F,
    "velodrome_track_booking_laravel_env_db_password",
    ("track-booking/.env", "sites/<<org>>/.env.production"),
    """APP_NAME="Track Booking"
APP_ENV=production
APP_URL=https://book.<<dom>>
DB_CONNECTION=mysql
DB_HOST=<<host>>
DB_PORT=3306
DB_DATABASE=trackbooking
DB_USERNAME=<<user>>
DB_PASSWORD=<<pw>>
MAIL_MAILER=log
""",
    "ini",
    "",
)

reg(
    F,
    "velodrome_coach_telegram_desktop_result_json",
    ("telegram/<<org>>/result.json", "exports/ChatExport_<<date>>/result<<n>>.json"),
    """{
 "name": "Track coaches",
 "type": "private_group",
 "messages": [
  {"id": <<n3>>, "type": "message", "date": "<<date>>T<<time>>:00", "from": "<<first>>", "text": "power meter app login for the juniors: <<user>> / <<pw>>"},
  {"id": <<n3>>1, "type": "message", "date": "<<date>>T<<time>>:30", "from": "<<first2>>", "text": "ta"}
 ]
}
""",
    "human",
)

reg(
    F,
    "velodrome_scoreboard_obs_websocket_server_password",
    ("obs/<<org>>/plugin_config/obs-websocket/config.json", "scoreboard/obs<<n>>/config.json"),
    """{
  "alerts_enabled": false,
  "auth_required": true,
  "first_load": false,
  "server_enabled": true,
  "server_password": "<<pw>>",
  "server_port": 4455
}
""",
    "alnum",
)

reg(
    F,
    "velodrome_commissaire_portuguese_email_senha",
    ("mail/<<org>>/comissario_<<n>>.eml", "inbox/<<date>>-resultados<<n>>.eml"),
    """From: <<first>> <<last>> <<<email>>>
To: comissarios@<<dom>>
Subject: Acesso ao sistema de resultados
Content-Type: text/plain; charset=utf-8

Olá a todos,

Para a prova de sábado, o acesso ao sistema de cronometragem é:
utilizador <<user>>
senha <<pw>>

Por favor não partilhem fora da equipa.
Abraço,
<<first>>
""",
    "human",
    "",
)

reg(
    F,
    "velodrome_power_data_okhttp_credentials_basic",
    (
        "android/app/src/main/java/club/<<n>>/PowerSync.java",
        "power-sync/src/<<org>>/PowerSync.java",
    ),
    """package club.track.power;

import okhttp3.Credentials;
import okhttp3.Request;

public final class PowerSync {
    Request build(String url) {
        String credential = Credentials.basic("<<user>>", "<<pw>>");
        return new Request.Builder().url(url).header("Authorization", credential).build();
    }
}
""",
    "dq",
    "",
)
