# ruff: noqa: E501
"""Volunteer mountain rescue teams: radio gateways, drone logs, kit inventory, GIS."""

from __future__ import annotations

from thirtyfifth_spec import after, dec_b64, enc_b64, human_with, reg

F = "mountainrescue_stretcher_team"
MRT_WORDS = ("stretcher", "crag", "bothy", "scree", "gully", "ridge", "cairn", "summit")

reg(
    F,
    "mountainrescue_gaelic_sms_facal_faire_base",
    ("sms/<<org>>/base_<<n>>.txt", "phone-export/<<f>>/teachdaireachd_<<n3>>.txt"),
    """Bho: <<name2>> (+44 7<<n3>> <<n4>><<n>>)
<<ddmm>> <<time>>
Tha an facal-faire ùr airson coimpiutair a' bhunait: <<cred>>
Na cuir air a' bhòrd e. Tapadh leibh.
""",
    human_with((*MRT_WORDS, "beinn", "coire", "bealach")),
    syntax="",
)

reg(
    F,
    "mountainrescue_radio_gateway_systemd_telegram_bot",
    ("etc/systemd/system/radio-gateway.service", "base-pi/<<org>>/radio-gateway_<<n>>.service"),
    """[Unit]
Description=Radio log -> team Telegram group gateway
After=network-online.target
Wants=network-online.target

[Service]
User=mrt
WorkingDirectory=/opt/radio-gateway
Environment=TELEGRAM_BOT_TOKEN=<<cred>>
Environment=TELEGRAM_CHAT_ID=-100<<n6>><<n4>>
ExecStart=/opt/radio-gateway/venv/bin/python gateway.py --serial /dev/ttyUSB0
Restart=always

[Install]
WantedBy=multi-user.target
""",
    "p:telegram",
    syntax="",
)

reg(
    F,
    "mountainrescue_drone_flight_logs_aws_sync_script",
    ("drone/<<org>>/sync_logs.sh", "scripts/drone-logs-upload_<<n>>.sh"),
    """#!/usr/bin/env bash
# Upload drone flight logs and thermal footage after each search
set -euo pipefail
export AWS_ACCESS_KEY_ID=<<akid>>
export AWS_SECRET_ACCESS_KEY=<<cred>>
export AWS_DEFAULT_REGION=eu-west-2
aws s3 sync /media/drone/DCIM "s3://<<org>>-searches/$(date +%F)/" --exclude "*.tmp"
""",
    "p:aws_secret",
    syntax="",
    extra=lambda rng, s: {
        "akid": "AKIA" + "".join(rng.choice("ABCDEFGHIJKLMNOPQRSTUVWXYZ234567") for _ in range(16))
    },
)

reg(
    F,
    "mountainrescue_kit_inventory_spreadsheetml_portal_cell",
    ("kit/<<org>>/inventory_<<year>>.xml", "stores/kit-check_<<n>>.xml"),
    """<?xml version="1.0"?>
<?mso-application progid="Excel.Sheet"?>
<Workbook xmlns="urn:schemas-microsoft-com:office:spreadsheet" xmlns:ss="urn:schemas-microsoft-com:office:spreadsheet">
 <Worksheet ss:Name="Logins">
  <Table>
   <Row><Cell><Data ss:Type="String">System</Data></Cell><Cell><Data ss:Type="String">User</Data></Cell><Cell><Data ss:Type="String">Pass</Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Defib registry</Data></Cell><Cell><Data ss:Type="String"><<udot>></Data></Cell><Cell><Data ss:Type="String"><<cred>></Data></Cell></Row>
   <Row><Cell><Data ss:Type="String">Vacuum mattress service</Data></Cell><Cell><Data ss:Type="String">phone only</Data></Cell><Cell/></Row>
  </Table>
 </Worksheet>
</Workbook>
""",
    "pw_xml",
)

reg(
    F,
    "mountainrescue_incident_log_php_mysqli",
    ("www/<<org>>/incidents/db.php", "htdocs/callouts/includes/connect_<<n>>.php"),
    """<?php
// incident log database
$db = new mysqli("localhost", "mrt_incidents", "<<cred>>", "incidents");
if ($db->connect_errno) {
    die("DB down, ring <<first>>");
}
$db->set_charset("utf8mb4");
""",
    "pw_dq",
    syntax="",
)

reg(
    F,
    "mountainrescue_polish_chat_haslo_dyspozytornia",
    ("chats/<<org>>/grupa_<<n>>.txt", "messenger/export/gopr_<<n3>>.txt"),
    """<<name>> <<time>>
Ktoś zna hasło do tabletu w dyspozytorni?
<<name2>> <<time2>>
hasło: <<cred>>
<<name2>> <<time2>>
tylko nie zmieniajcie, bo znowu nikt nie będzie wiedział
""",
    human_with((*MRT_WORDS, "tatry", "schronisko", "nosze")),
    syntax="",
)

reg(
    F,
    "mountainrescue_team_site_nginx_basic_header_base64",
    ("etc/nginx/sites-available/<<org>>-members", "nginx/<<org>>/members_<<n>>.conf"),
    """server {
    listen 443 ssl;
    server_name members.<<dom>>;

    location /rota/ {
        # upstream rota tool wants basic auth; injected here so members do not need it
        proxy_pass http://<<ip>>:8080/;
        proxy_set_header Authorization "Basic <<enc>>";
        proxy_set_header Host $host;
    }
}
""",
    "pw_bare",
    syntax="",
    extra=lambda rng, s: {"enc": enc_b64(f"{s['svc']}:{s['cred']}")},
    decode=lambda t: dec_b64(after(t, 'Authorization "Basic ', '"')).split(":", 1)[1],
)

reg(
    F,
    "mountainrescue_mapping_qgis_pg_service_conf",
    ("gis/<<org>>/pg_service.conf", "home/<<user>>/.pg_service.conf"),
    """[mrt_gis]
host=<<host>>
port=5432
dbname=search_areas
user=qgis
password=<<cred>>
sslmode=require

[mrt_gis_local]
host=localhost
dbname=search_areas
""",
    "pw",
    syntax="ini",
)
