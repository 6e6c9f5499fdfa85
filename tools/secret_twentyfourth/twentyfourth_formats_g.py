"""Family: sled dog mushing kennel (race trackers, vet records, dog cams)."""

import xml.etree.ElementTree as ET

from twentyfourth_spec import enc_html, pw_with, reg


def _vet_pw(text: str) -> str:
    root = ET.fromstring(text.encode())
    for add in root.iter("add"):
        if add.get("key") == "VetPortalPassword":
            return add.get("value") or ""
    raise ValueError("no VetPortalPassword")


FAM = "sled_dog_mushing_kennel"

reg(
    FAM,
    "sleddog_race_tracker_mosquitto_bridge_remote_password",
    ("etc/mosquitto/conf.d/bridge.conf", "tracker/<<org>>-bridge.conf"),
    """connection race-cloud
address mqtt.<<dom>>:8883
topic teams/# out 1
remote_username <<user>>
remote_password <<s>>
bridge_cafile /etc/ssl/certs/ca-certificates.crt
""",
    "bare",
    "",
)

reg(
    FAM,
    "sleddog_vet_records_app_config_entity_escaped",
    ("VetRecords/App.config", "kennel/<<org>>/VetRecords.exe.config"),
    """<?xml version="1.0" encoding="utf-8"?>
<configuration>
  <appSettings>
    <add key="VetPortalUrl" value="https://vet.<<dom>>/portal" />
    <add key="VetPortalUser" value="<<user>>" />
    <add key="VetPortalPassword" value="<<s>>" />
  </appSettings>
</configuration>
""",
    pw_with('&<>"'),
    "xml",
    enc=enc_html,
    decode=_vet_pw,
)

reg(
    FAM,
    "sleddog_musher_app_swift_static_let",
    ("Musher/Sources/Config.swift", "ios/<<org>>/Secrets.swift"),
    """import Foundation

enum Config {
    static let apiBase = URL(string: "https://api.<<dom>>/v1")!
    static let apiKey = "<<s>>"
    static let teamId = <<n2>>
}
""",
    "alnum40",
    "",
)

reg(
    FAM,
    "sleddog_finnish_handler_sms_salasana",
    ("sms/<<date>>-<<id>>.txt", "messages/<<org>>-<<n>>.txt"),
    """From: +358 40 <<n2>> <<n2>>
Date: <<date>> <<time>>

Moi! Tarhan kameran tunnus on <<user>> ja salasana <<s>>. Koirat syotetty klo 17, Kiira ontuu vahan.
""",
    "human",
    "",
)

reg(
    FAM,
    "sleddog_race_entries_elixir_runtime_exs",
    ("config/runtime.exs", "entries/<<org>>/config/prod.exs"),
    """import Config

config :entries, Entries.Repo,
  username: "<<user>>",
  password: "<<s>>",
  hostname: "<<host>>",
  database: "entries_prod",
  pool_size: 10
""",
    "dq",
    "",
)

reg(
    FAM,
    "sleddog_harness_shop_netrc_machine",
    ("home/<<user>>/.netrc", "backup/<<org>>-netrc"),
    """machine ftp.<<dom>>
  login <<user>>
  password <<s>>
""",
    "bare",
    "",
)

reg(
    FAM,
    "sleddog_dog_cam_wget_user_password_history",
    ("home/<<user>>/.zsh_history", "logs/<<org>>-cam-cmds.txt"),
    """: <<ts>>:0;cd ~/dogcam
: <<ts>>:0;wget --user=<<user>> --password=<<s>> http://<<ip>>/snapshot.jpg -O yard.jpg
: <<ts>>:0;ls -la
""",
    "bare",
    "",
)

reg(
    FAM,
    "sleddog_kennel_wifi_qr_decoded_note",
    ("notes/kennel-wifi-<<n>>.txt", "scans/<<org>>-qr.txt"),
    """Decoded from the QR sticker on the kennel router:
WIFI:T:WPA;S:<<org>>-kennel;P:<<s>>;;
""",
    "alnum",
    "",
)
