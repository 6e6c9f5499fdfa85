"""Family: kombucha brewery and bottling line."""
# ruff: noqa: E501

import base64
import re

from twentythird_spec import reg

F = "kombucha_ferment_bottling_line"


def _dec_k8s(text: str) -> str:
    m = re.search(r"^  DB_PASSWORD: (\S+)$", text, re.M)
    return base64.b64decode(m.group(1)).decode()


reg(
    F,
    "kombucha_k8s_secret_data_base64_password",
    ("k8s/<<org>>/brewlog-secret.yaml", "deploy/ferment-<<n>>/secret.yaml"),
    """apiVersion: v1
kind: Secret
metadata:
  name: brewlog-db
  namespace: ferment
type: Opaque
data:
  DB_USER: YnJld2xvZw==
  DB_PASSWORD: <<enc>>
""",
    "ini",
    enc=lambda pw, s: base64.b64encode(pw.encode()).decode(),
    decode=_dec_k8s,
)

reg(
    F,
    "kombucha_ph_probe_node_red_settings_credential_secret",
    ("node-red/<<org>>/settings.js", "home/pi/.node-red/settings<<n>>.js"),
    """module.exports = {
    flowFile: 'flows_ferment.json',
    credentialSecret: "<<pw>>",
    uiPort: process.env.PORT || 1880,
    logging: { console: { level: "info", metrics: false } },
    editorTheme: { projects: { enabled: false } },
};
""",
    "key32",
    "",
)

reg(
    F,
    "kombucha_bottling_plc_gateway_properties_db_password",
    ("gateway/<<org>>/bottling.properties", "plc-gw/line<<n>>/gateway.properties"),
    """# bottling line historian
historian.db.url=jdbc:postgresql://<<host>>:5432/historian
historian.db.user=<<user>>
historian.db.password=<<pw>>
line.id=BTL-<<n>>
line.speed.max=<<n3>>
""",
    "ini",
    "",
)

reg(
    F,
    "kombucha_taproom_untappd_ruby_client_secret",
    ("taproom/config/initializers/untappd.rb", "apps/<<org>>/lib/untappd<<n>>.rb"),
    """# frozen_string_literal: true

module Untappd
  CLIENT_ID = "<<hex8>><<hex8>>"
  CLIENT_SECRET = "<<pw>>"
  VENUE_ID = <<n3>><<n>>
end
""",
    "hex40",
    "",
)

reg(
    F,
    "kombucha_scoby_hotel_slack_export_json_message",
    ("slack-export/brewing/<<date>>.json", "exports/<<org>>/brewing-<<n>>.json"),
    """[
  {"type": "message", "user": "U0<<n3>>BRW", "text": "who changed the fridge controller login? app says wrong pw", "ts": "<<ts>>.000100"},
  {"type": "message", "user": "U0<<n3>>OPS", "text": "me, sorry - it's <<pw>> now", "ts": "<<ts>>.000200"},
  {"type": "message", "user": "U0<<n3>>BRW", "text": "in, thanks", "ts": "<<ts>>.000300"}
]
""",
    "human",
)

reg(
    F,
    "kombucha_distributor_edi_lftp_user_comma",
    ("scripts/<<org>>/push_orders.sh", "cron/edi-upload-<<n>>.sh"),
    """#!/bin/bash
set -e
lftp -u <<user>>,<<pw>> sftp://edi.<<dom>> -e "mput /srv/edi/out/*.edi -O inbound; bye"
mv /srv/edi/out/*.edi /srv/edi/sent/
""",
    "bare",
    "",
)

reg(
    F,
    "kombucha_brix_logger_journalctl_dsn_leak",
    ("logs/<<org>>/brixlog-<<date>>.log", "journal/brix<<n>>.txt"),
    """<<mon>> <<day>> <<time>>:01 ferment-pi brixlog[<<n3>>]: starting brix logger v<<ver>>
<<mon>> <<day>> <<time>>:02 ferment-pi brixlog[<<n3>>]: connecting mysql://<<user>>:<<pw>>@<<host>>:3306/brix
<<mon>> <<day>> <<time>>:07 ferment-pi brixlog[<<n3>>]: OperationalError (2003, "Can't connect to MySQL server")
<<mon>> <<day>> <<time>>:07 ferment-pi systemd[1]: brixlog.service: Main process exited, code=exited, status=1/FAILURE
""",
    "url",
    "",
)

reg(
    F,
    "kombucha_label_designer_cpp_designated_init",
    ("labeler/src/<<org>>_config.cpp", "label-app/src/printer<<n>>.cpp"),
    """#include "config.hpp"

const PrinterConfig kLabelPrinter{
    .host = "<<ip>>",
    .port = 9100,
    .user = "labels",
    .password = "<<pw>>",
    .dpi = 300,
};
""",
    "dq",
    "",
)
