"""Dialysis units: water plants, machine fleets, patient transport, lab results."""

from __future__ import annotations

from thirtyfifth_spec import human_with, reg

F = "dialysis_haemodialysis_nephrology"
RENAL_WORDS = ("nephron", "fistula", "dialysate", "kidney", "renal", "filter", "osmosis", "saline")

reg(
    F,
    "dialysis_water_plant_gateway_json_mqtt",
    ("water-plant/<<org>>/gateway.json", "ro-plant/config_<<n>>.json"),
    """{
  "site": "<<org>> satellite unit",
  "modbus": {"port": "/dev/ttyUSB0", "baud": 19200, "unit": 3},
  "points": ["permeate_conductivity", "loop_temp", "chlorine_total"],
  "mqtt": {
    "host": "<<host>>",
    "port": 8883,
    "username": "roplant",
    "password": "<<cred>>",
    "topic": "unit/<<n>>/water"
  }
}
""",
    "pw_json",
)

reg(
    F,
    "dialysis_persian_telegram_ramz_obour_nobat",
    ("chats/<<org>>/telegram_<<n>>.txt", "export/telegram/bakhsh_<<n3>>.txt"),
    """[<<ddmm>> <<time>>] <<name>>: سلام، رمز سیستم نوبت‌دهی دیالیز عوض شده؟
[<<ddmm>> <<time2>>] <<name2>>: بله
[<<ddmm>> <<time2>>] <<name2>>: نام کاربری: nobat
[<<ddmm>> <<time2>>] <<name2>>: رمز عبور: <<cred>>
[<<ddmm>> <<time2>>] <<name>>: ممنون
""",
    human_with((*RENAL_WORDS, "kelieh", "shift")),
    syntax="",
)

reg(
    F,
    "dialysis_machine_fleet_mirth_channel_xml",
    ("mirth/<<org>>/channels/machine-results.xml", "interfaces/hd-machines_<<n>>.xml"),
    """<channel version="4.4.0">
  <id><<uuid>></id>
  <name>HD machines to EPR</name>
  <destinationConnectors>
    <connector version="4.4.0">
      <name>EPR database</name>
      <properties class="com.mirth.connect.connectors.jdbc.DatabaseDispatcherProperties">
        <driver>org.postgresql.Driver</driver>
        <url>jdbc:postgresql://<<host>>:5432/renal</url>
        <username>mirth_hd</username>
        <password><<cred>></password>
        <query>INSERT INTO hd_sessions (machine, kt_v, uf_volume) VALUES (?, ?, ?)</query>
      </properties>
    </connector>
  </destinationConnectors>
</channel>
""",
    "pw_xml",
)

reg(
    F,
    "dialysis_transport_booking_twilio_ruby",
    ("transport/<<org>>/config/initializers/twilio.rb", "lib/transport_sms_<<n>>.rb"),
    """# patient transport reminders (pickup times for dialysis sessions)
require "twilio-ruby"

TWILIO = Twilio::REST::Client.new(
  "AC<<hex12>><<hex12>><<hex8>>",
  "<<cred>>"
)
TRANSPORT_FROM = "+44<<n4>><<n6>>"
""",
    "p:twilio_auth",
    syntax="",
)

reg(
    F,
    "dialysis_nurse_app_swift_fcm_server_key",
    ("ios/<<org>>Nurse/Push/PushConfig.swift", "NurseRota/Sources/Push_<<n>>.swift"),
    """import Foundation

enum PushConfig {
    static let senderId = "<<n6>><<n6>>"
    // legacy HTTP API, shift swap notifications
    static let fcmServerKey = "<<cred>>"
    static let endpoint = URL(string: "https://fcm.googleapis.com/fcm/send")!
}
""",
    "p:firebase_fcm",
    syntax="",
)

reg(
    F,
    "dialysis_lab_results_sftp_kotlin_jsch",
    ("labsync/<<org>>/src/main/kotlin/LabSftp.kt", "renal-lab/src/Sftp_<<n>>.kt"),
    """import com.jcraft.jsch.ChannelSftp
import com.jcraft.jsch.JSch

fun fetchResults(dir: String) {
    val session = JSch().getSession("renal_lab", "sftp.<<dom>>", 22)
    session.setPassword("<<cred>>")
    session.setConfig("StrictHostKeyChecking", "no")
    session.connect()
    val ch = session.openChannel("sftp") as ChannelSftp
    ch.connect()
    ch.get("/outbound/*.hl7", dir)
    ch.disconnect(); session.disconnect()
}
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "dialysis_scanner_sticky_note_ocr_tamil",
    ("scans/<<org>>/note_<<n>>.txt", "ocr/ward/<<date>>_<<n3>>.txt"),
    """ஸ்கேன் → மின்னஞ்சல் (வார்டு 4 பிரிண்டர்)
பயனர்: scan.ward4
கடவுச்சொல்
<<cred>>
""",
    human_with((*RENAL_WORDS, "chennai", "ward")),
    syntax="",
)

reg(
    F,
    "dialysis_audit_reports_r_dbconnect",
    ("audit/<<org>>/monthly_ktv.R", "reports/renal_audit_<<n>>.R"),
    """library(DBI)
library(dplyr)

con <- dbConnect(
  RPostgres::Postgres(),
  host = "<<host>>",
  dbname = "renal",
  user = "audit_ro",
  password = "<<cred>>"
)

ktv <- tbl(con, "hd_sessions") |>
  filter(session_date >= "<<date>>") |>
  group_by(patient_id) |>
  summarise(mean_ktv = mean(kt_v, na.rm = TRUE)) |>
  collect()
""",
    "pw_dq",
    syntax="",
)
